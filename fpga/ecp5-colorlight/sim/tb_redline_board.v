// tb_redline_board: redline_board for the board cocotb test (cocotb-tests/test_ecp5_board.py).
// It adds the clocks the two PHY models sample transmit data with: the PHYs' view of each
// forwarded clock, 2 ns late as the PHY's internal TX delay makes it (rgmii_tx_ecp5 assumes it).
`resetall
`timescale 1ns / 1ps
`default_nettype none
module tb_redline_board (
    input  wire       clk125,
    input  wire       tm_clk,
    input  wire       arst,
    input  wire       phy_txc,     // clk125 delayed by the PHY's TX delay (driven by the test)
    input  wire       a_rgmii_rxc,
    input  wire [3:0] a_rgmii_rxd,
    input  wire       a_rgmii_rx_ctl,
    output wire       a_rgmii_txc,
    output wire [3:0] a_rgmii_txd,
    output wire       a_rgmii_tx_ctl,
    input  wire       b_rgmii_rxc,
    input  wire [3:0] b_rgmii_rxd,
    input  wire       b_rgmii_rx_ctl,
    output wire       b_rgmii_txc,
    output wire [3:0] b_rgmii_txd,
    output wire       b_rgmii_tx_ctl,
    output wire       led_n
);
    redline_board #(.TM_CLK_HZ(10000000)) board (
        .clk125(clk125), .tm_clk(tm_clk), .arst(arst), .pll_locked(1'b1),
        .a_rgmii_rxc(a_rgmii_rxc), .a_rgmii_rxd(a_rgmii_rxd), .a_rgmii_rx_ctl(a_rgmii_rx_ctl),
        .a_rgmii_txc(a_rgmii_txc), .a_rgmii_txd(a_rgmii_txd), .a_rgmii_tx_ctl(a_rgmii_tx_ctl),
        .b_rgmii_rxc(b_rgmii_rxc), .b_rgmii_rxd(b_rgmii_rxd), .b_rgmii_rx_ctl(b_rgmii_rx_ctl),
        .b_rgmii_txc(b_rgmii_txc), .b_rgmii_txd(b_rgmii_txd), .b_rgmii_tx_ctl(b_rgmii_tx_ctl),
        .led_n(led_n));
endmodule
`resetall
