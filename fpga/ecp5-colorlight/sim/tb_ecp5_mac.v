`resetall
`timescale 1ns / 1ps
`default_nettype none
// Test-only top for cocotb-tests/test_ecp5_mac.py: RGMII in -> rgmii_rx_ecp5 -> eth_mac_rx ->
// rx_axis_*, and tx_axis_* -> eth_mac_tx -> rgmii_tx_ecp5 -> RGMII out, with 16-bit counters
// of the status pulses (so the test need not watch every cycle) and gmii_tx_en brought out to
// measure the inter-frame gap.
//
// phy_txc is the PHY's view of rgmii_txc: the test drives it 2 ns after clk125, as the
// B50612D's internal TX clock delay would, and RgmiiSink samples the data on it. txc_bad
// goes (and stays) high if rgmii_txc is not high at a rising edge of phy_txc or not low at a
// falling one, i.e. if the forwarded clock does not follow clk125.
module tb_ecp5_mac #(
    parameter MAX_FRAME = 1518,
    parameter IFG = 12
) (
    input  wire        rx_rst,        // synchronous to rx_clk
    input  wire        tx_rst,        // synchronous to clk125
    input  wire        clk125,

    input  wire        rgmii_rxc,
    input  wire [3:0]  rgmii_rxd,
    input  wire        rgmii_rx_ctl,
    output wire        rgmii_txc,
    output wire [3:0]  rgmii_txd,
    output wire        rgmii_tx_ctl,

    output wire        rx_clk,
    output wire [7:0]  rx_axis_tdata,
    output wire        rx_axis_tvalid,
    output wire        rx_axis_tlast,
    output wire        rx_axis_tuser,

    input  wire [7:0]  tx_axis_tdata,
    input  wire        tx_axis_tvalid,
    output wire        tx_axis_tready,
    input  wire        tx_axis_tlast,
    input  wire        tx_axis_tuser,

    input  wire        phy_txc,
    output wire        txc_bad,
    output wire        gmii_tx_en,

    output reg  [15:0] cnt_frame_ok,
    output reg  [15:0] cnt_bad_fcs,
    output reg  [15:0] cnt_runt,
    output reg  [15:0] cnt_too_long,
    output reg  [15:0] cnt_rx_er,
    output reg  [15:0] cnt_frame_sent,
    output reg  [15:0] cnt_underrun
);

wire [7:0] gmii_rxd;
wire gmii_rx_dv, gmii_rx_er;
wire [7:0] gmii_txd;
wire gmii_tx_er;
wire stat_frame_ok, stat_bad_fcs, stat_runt, stat_too_long, stat_rx_er;
wire stat_frame_sent, stat_underrun;

rgmii_rx_ecp5 rx_phy (
    .rgmii_rxc(rgmii_rxc),
    .rgmii_rxd(rgmii_rxd),
    .rgmii_rx_ctl(rgmii_rx_ctl),
    .rx_clk(rx_clk),
    .gmii_rxd(gmii_rxd),
    .gmii_rx_dv(gmii_rx_dv),
    .gmii_rx_er(gmii_rx_er)
);

eth_mac_rx #(
    .MAX_FRAME(MAX_FRAME)
) rx_mac (
    .clk(rx_clk),
    .rst(rx_rst),
    .gmii_rxd(gmii_rxd),
    .gmii_rx_dv(gmii_rx_dv),
    .gmii_rx_er(gmii_rx_er),
    .m_axis_tdata(rx_axis_tdata),
    .m_axis_tvalid(rx_axis_tvalid),
    .m_axis_tlast(rx_axis_tlast),
    .m_axis_tuser(rx_axis_tuser),
    .stat_frame_ok(stat_frame_ok),
    .stat_bad_fcs(stat_bad_fcs),
    .stat_runt(stat_runt),
    .stat_too_long(stat_too_long),
    .stat_rx_er(stat_rx_er)
);

eth_mac_tx #(
    .IFG(IFG)
) tx_mac (
    .clk(clk125),
    .rst(tx_rst),
    .s_axis_tdata(tx_axis_tdata),
    .s_axis_tvalid(tx_axis_tvalid),
    .s_axis_tready(tx_axis_tready),
    .s_axis_tlast(tx_axis_tlast),
    .s_axis_tuser(tx_axis_tuser),
    .gmii_txd(gmii_txd),
    .gmii_tx_en(gmii_tx_en),
    .gmii_tx_er(gmii_tx_er),
    .stat_frame_sent(stat_frame_sent),
    .stat_underrun(stat_underrun)
);

rgmii_tx_ecp5 tx_phy (
    .clk(clk125),
    .gmii_txd(gmii_txd),
    .gmii_tx_en(gmii_tx_en),
    .gmii_tx_er(gmii_tx_er),
    .rgmii_txc(rgmii_txc),
    .rgmii_txd(rgmii_txd),
    .rgmii_tx_ctl(rgmii_tx_ctl)
);

reg txc_bad_rise;
reg txc_bad_fall;
assign txc_bad = txc_bad_rise || txc_bad_fall;

always @(posedge phy_txc) begin
    if (tx_rst) begin
        txc_bad_rise <= 1'b0;
    end else if (!rgmii_txc) begin
        txc_bad_rise <= 1'b1;
    end
end

always @(negedge phy_txc) begin
    if (tx_rst) begin
        txc_bad_fall <= 1'b0;
    end else if (rgmii_txc) begin
        txc_bad_fall <= 1'b1;
    end
end

always @(posedge rx_clk) begin
    if (rx_rst) begin
        cnt_frame_ok <= 16'd0;
        cnt_bad_fcs <= 16'd0;
        cnt_runt <= 16'd0;
        cnt_too_long <= 16'd0;
        cnt_rx_er <= 16'd0;
    end else begin
        cnt_frame_ok <= cnt_frame_ok + {15'd0, stat_frame_ok};
        cnt_bad_fcs <= cnt_bad_fcs + {15'd0, stat_bad_fcs};
        cnt_runt <= cnt_runt + {15'd0, stat_runt};
        cnt_too_long <= cnt_too_long + {15'd0, stat_too_long};
        cnt_rx_er <= cnt_rx_er + {15'd0, stat_rx_er};
    end
end

always @(posedge clk125) begin
    if (tx_rst) begin
        cnt_frame_sent <= 16'd0;
        cnt_underrun <= 16'd0;
    end else begin
        cnt_frame_sent <= cnt_frame_sent + {15'd0, stat_frame_sent};
        cnt_underrun <= cnt_underrun + {15'd0, stat_underrun};
    end
end

endmodule

`resetall
