// colorlight_5a75b: the pins of the Colorlight 5A-75B v8.0 (colorlight_5a75b_v8.lpf). The PLL
// makes clk125 and the traffic manager's clock from the 25 MHz that PHY U13 supplies; the
// board is held in reset until the PLL locks. The PHYs keep their strap configuration: their
// reset line is driven inactive and MDIO is not used.
`resetall
`timescale 1ns / 1ps
`default_nettype none
module colorlight_5a75b #(
    parameter TM_CLK_DIV = 50,  // tm_clk = 500 MHz / TM_CLK_DIV
    // the management source: only its Etherbone writes are served (docs/security.md)
    parameter [47:0] MGMT_MAC = 48'h02_52_44_4C_4E_00,
    parameter [31:0] MGMT_IP = 32'h0A_4D_00_01
) (
    input  wire       clk25,
    output wire       led_n,
    output wire       phy_rst_n,

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
    output wire       b_rgmii_tx_ctl
);
    wire clk125, tm_clk, locked;
    board_pll #(.TM_CLK_DIV(TM_CLK_DIV)) pll (.clk25(clk25), .clk125(clk125), .tm_clk(tm_clk), .locked(locked));
    assign phy_rst_n = 1'b1;

    // The board stays in reset until the PLL locks. (The KEY+ button is left unused: its idle
    // level is not documented, and a wrong guess would hold the board in reset.)
    redline_board #(.TM_CLK_HZ(500000000 / TM_CLK_DIV), .MGMT_MAC(MGMT_MAC), .MGMT_IP(MGMT_IP)) board (
        .clk125(clk125), .tm_clk(tm_clk), .arst(!locked), .pll_locked(locked),
        .a_rgmii_rxc(a_rgmii_rxc), .a_rgmii_rxd(a_rgmii_rxd), .a_rgmii_rx_ctl(a_rgmii_rx_ctl),
        .a_rgmii_txc(a_rgmii_txc), .a_rgmii_txd(a_rgmii_txd), .a_rgmii_tx_ctl(a_rgmii_tx_ctl),
        .b_rgmii_rxc(b_rgmii_rxc), .b_rgmii_rxd(b_rgmii_rxd), .b_rgmii_rx_ctl(b_rgmii_rx_ctl),
        .b_rgmii_txc(b_rgmii_txc), .b_rgmii_txd(b_rgmii_txd), .b_rgmii_tx_ctl(b_rgmii_tx_ctl),
        .led_n(led_n));
endmodule
`resetall
