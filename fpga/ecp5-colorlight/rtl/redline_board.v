// redline_board: the Colorlight 5A-75B bump-in-the-wire without its pins' clocking (the top,
// colorlight_5a75b.v, adds the PLL). Port A's traffic goes through the traffic manager to port
// B; port B's traffic passes straight to port A. The host configures the TM over port A with
// Etherbone (docs/etherbone.md); those frames never reach the TM.
//
//   A rx ─ MAC ─ frame FIFO ─┬─ eb_responder ─┐ (replies)
//   (rxc A)    (→ clk125)    └─ 8→128 ─ frame FIFO ─ redline_tm ─ frame FIFO ─ slice ─ 128→8 ─ MAC ─ B tx
//                                       (→ tm_clk)               (→ clk125)
//   B rx ─ MAC ─ frame FIFO ─ slice ───────── arbiter (with the replies) ─ MAC ─ A tx
//
// Clock domains: each port's receive clock (only its MAC and the write side of its FIFO),
// clk125 (transmit MACs, management, board registers) and tm_clk (the TM and its register bus).
// The TM is the 128-bit variant at 10 MHz (1.28 Gbit/s for a 1 Gbit/s port): its one-cycle RED
// decision reaches about 14 MHz on this part, and a 32-bit TM would need 31.25 MHz
// (docs/board.md). A whole number of MHz keeps the TM's cycles_per_us exact.
// Every drop on the way is counted in board_regs (redline.board.COUNTERS).
`resetall
`timescale 1ns / 1ps
`default_nettype none
module redline_board #(
    parameter [31:0] TM_CLK_HZ = 10000000,
    parameter [47:0] MAC_ADDR = 48'h02_52_44_4C_4E_01,
    parameter [31:0] IP_ADDR = 32'h0A_4D_00_02,   // 10.77.0.2
    parameter [15:0] UDP_PORT = 16'd1234,
    // The one source whose Etherbone writes are served (docs/security.md)
    parameter [47:0] MGMT_MAC = 48'h02_52_44_4C_4E_00,
    parameter [31:0] MGMT_IP = 32'h0A_4D_00_01,   // 10.77.0.1
    parameter RX_DELAY_TAPS = 80,
    parameter TXC_DELAY_TAPS = 0
) (
    input  wire       clk125,
    input  wire       tm_clk,
    input  wire       arst,          // asynchronous: held until the PLL locks
    input  wire       pll_locked,

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
    // ---------------------------------------------------------------- resets
    wire a_rx_clk, b_rx_clk;
    wire tm_rst, a_rx_rst, b_rx_rst;
    // clk125's reset, one copy per block (reset_sync says why).
    wire r125_a_rx_fifo, r125_b_rx_fifo, r125_eb, r125_tap, r125_a_up, r125_tm_in_fifo,
         r125_tm_cdc, r125_tm_out_fifo, r125_b_slice, r125_b_down, r125_b_mac_tx, r125_b_rx_slice,
         r125_a_arb, r125_a_mac_tx, r125_a_ev_sync, r125_b_ev_sync, r125_dec_sync, r125_regs, r125_led;
    reset_sync #(.COPIES(19)) rs125 (.clk(clk125), .arst(arst),
        .rst({r125_a_rx_fifo, r125_b_rx_fifo, r125_eb, r125_tap, r125_a_up,
              r125_tm_in_fifo, r125_tm_cdc, r125_tm_out_fifo, r125_b_slice, r125_b_down,
              r125_b_mac_tx, r125_b_rx_slice, r125_a_arb, r125_a_mac_tx, r125_a_ev_sync,
              r125_b_ev_sync, r125_dec_sync, r125_regs, r125_led}));
    reset_sync rstm (.clk(tm_clk), .arst(arst), .rst(tm_rst));
    reset_sync rsa (.clk(a_rx_clk), .arst(arst), .rst(a_rx_rst));
    reset_sync rsb (.clk(b_rx_clk), .arst(arst), .rst(b_rx_rst));

    // ---------------------------------------------------------------- receive MACs
    wire [7:0] a_gmii_rxd, b_gmii_rxd;
    wire a_gmii_rx_dv, a_gmii_rx_er, b_gmii_rx_dv, b_gmii_rx_er;
    rgmii_rx_ecp5 #(.RX_DELAY_TAPS(RX_DELAY_TAPS)) a_rgmii_rx (
        .rgmii_rxc(a_rgmii_rxc), .rgmii_rxd(a_rgmii_rxd), .rgmii_rx_ctl(a_rgmii_rx_ctl),
        .rx_clk(a_rx_clk), .gmii_rxd(a_gmii_rxd), .gmii_rx_dv(a_gmii_rx_dv), .gmii_rx_er(a_gmii_rx_er));
    rgmii_rx_ecp5 #(.RX_DELAY_TAPS(RX_DELAY_TAPS)) b_rgmii_rx (
        .rgmii_rxc(b_rgmii_rxc), .rgmii_rxd(b_rgmii_rxd), .rgmii_rx_ctl(b_rgmii_rx_ctl),
        .rx_clk(b_rx_clk), .gmii_rxd(b_gmii_rxd), .gmii_rx_dv(b_gmii_rx_dv), .gmii_rx_er(b_gmii_rx_er));

    wire [7:0] a_mrx_tdata, b_mrx_tdata;
    wire a_mrx_tvalid, a_mrx_tlast, a_mrx_tuser, b_mrx_tvalid, b_mrx_tlast, b_mrx_tuser;
    wire [4:0] a_rx_stat, b_rx_stat; // ok, bad_fcs, runt, too_long, rx_er
    eth_mac_rx a_mac_rx (
        .clk(a_rx_clk), .rst(a_rx_rst),
        .gmii_rxd(a_gmii_rxd), .gmii_rx_dv(a_gmii_rx_dv), .gmii_rx_er(a_gmii_rx_er),
        .m_axis_tdata(a_mrx_tdata), .m_axis_tvalid(a_mrx_tvalid), .m_axis_tlast(a_mrx_tlast), .m_axis_tuser(a_mrx_tuser),
        .stat_frame_ok(a_rx_stat[0]), .stat_bad_fcs(a_rx_stat[1]), .stat_runt(a_rx_stat[2]),
        .stat_too_long(a_rx_stat[3]), .stat_rx_er(a_rx_stat[4]));
    eth_mac_rx b_mac_rx (
        .clk(b_rx_clk), .rst(b_rx_rst),
        .gmii_rxd(b_gmii_rxd), .gmii_rx_dv(b_gmii_rx_dv), .gmii_rx_er(b_gmii_rx_er),
        .m_axis_tdata(b_mrx_tdata), .m_axis_tvalid(b_mrx_tvalid), .m_axis_tlast(b_mrx_tlast), .m_axis_tuser(b_mrx_tuser),
        .stat_frame_ok(b_rx_stat[0]), .stat_bad_fcs(b_rx_stat[1]), .stat_runt(b_rx_stat[2]),
        .stat_too_long(b_rx_stat[3]), .stat_rx_er(b_rx_stat[4]));

    // Store-and-forward into clk125: a bad frame (tuser) or one without room is dropped whole.
    wire [7:0] a_rx_tdata, b_rx_tdata;
    wire a_rx_tvalid, a_rx_tready, a_rx_tlast, b_rx_tvalid, b_rx_tready, b_rx_tlast;
    wire a_rx_fifo_drop, b_rx_fifo_drop;
    axis_frame_fifo_async #(.DATA_WIDTH(8), .ADDR_WIDTH(12)) a_rx_fifo (
        .s_clk(a_rx_clk), .s_rst(a_rx_rst),
        .s_axis_tdata(a_mrx_tdata), .s_axis_tkeep(1'b1), .s_axis_tvalid(a_mrx_tvalid),
        .s_axis_tlast(a_mrx_tlast), .s_axis_tuser(a_mrx_tuser),
        .stat_frame_in(), .stat_drop_full(a_rx_fifo_drop), .stat_drop_bad(),
        .s_room(),
        .m_clk(clk125), .m_rst(r125_a_rx_fifo),
        .m_axis_tdata(a_rx_tdata), .m_axis_tkeep(), .m_axis_tvalid(a_rx_tvalid),
        .m_axis_tready(a_rx_tready), .m_axis_tlast(a_rx_tlast));
    axis_frame_fifo_async #(.DATA_WIDTH(8), .ADDR_WIDTH(12)) b_rx_fifo (
        .s_clk(b_rx_clk), .s_rst(b_rx_rst),
        .s_axis_tdata(b_mrx_tdata), .s_axis_tkeep(1'b1), .s_axis_tvalid(b_mrx_tvalid),
        .s_axis_tlast(b_mrx_tlast), .s_axis_tuser(b_mrx_tuser),
        .stat_frame_in(), .stat_drop_full(b_rx_fifo_drop), .stat_drop_bad(),
        .s_room(),
        .m_clk(clk125), .m_rst(r125_b_rx_fifo),
        .m_axis_tdata(b_rx_tdata), .m_axis_tkeep(), .m_axis_tvalid(b_rx_tvalid),
        .m_axis_tready(b_rx_tready), .m_axis_tlast(b_rx_tlast));

    // ---------------------------------------------------------------- port A: management tap
    // Every frame of port A is shown to the responder; the one it claims (mgmt_hit on the last
    // byte) is marked bad on its way to the TM path, so that FIFO drops it.
    wire [7:0] eb_tdata;
    wire eb_tvalid, eb_tready, eb_tlast;
    wire mgmt_valid, mgmt_hit, mgmt_claimed;
    wire [15:0] reg_addr;
    wire [31:0] reg_wdata;
    wire reg_req, reg_we;
    reg reg_ack;
    reg [31:0] reg_rdata;
    wire [95:0] eb_stats;
    wire wr_locked;
    wire a_rx_fire = a_rx_tvalid && a_rx_tready;
    // While locked, the one write let through is the TM's counter snapshot (port 0's TM at
    // 0x0000), so that a locked board can still be read consistently.
    `include "redline_tm_regs.vh"
    eb_responder #(.MAC_ADDR(MAC_ADDR), .IP_ADDR(IP_ADDR), .UDP_PORT(UDP_PORT),
                   .MGMT_MAC(MGMT_MAC), .MGMT_IP(MGMT_IP), .LOCK_EXEMPT(1),
                   .LOCK_EXEMPT_ADDR({4'h0, RL_TM_REG_CTRL}), .LOCK_EXEMPT_DATA(RL_TM_SNAPSHOT)) eb (
        .clk(clk125), .rst(r125_eb),
        .s_axis_tdata(a_rx_tdata), .s_axis_tvalid(a_rx_fire), .s_axis_tlast(a_rx_tlast),
        .m_axis_tdata(eb_tdata), .m_axis_tvalid(eb_tvalid), .m_axis_tready(eb_tready), .m_axis_tlast(eb_tlast),
        .reg_req(reg_req), .reg_we(reg_we), .reg_addr(reg_addr), .reg_wdata(reg_wdata),
        .reg_ack(reg_ack), .reg_rdata(reg_rdata), .wr_lock(wr_locked),
        .mgmt_valid(mgmt_valid), .mgmt_hit(mgmt_hit), .mgmt_claimed(mgmt_claimed),
        .stat_ok(eb_stats[15:0]), .stat_bad(eb_stats[31:16]), .stat_busy(eb_stats[47:32]),
        .stat_timeout(eb_stats[63:48]), .stat_refused(eb_stats[79:64]), .stat_locked(eb_stats[95:80]));

    // ---------------------------------------------------------------- A→B through the TM
    // One register stage before the packer: mgmt_hit is combinational from the byte the
    // receive FIFO's block RAM puts out, and going straight on into the packer's tuser it was
    // clk125's critical path (117 MHz where 137.5 is asked). The packer never stalls (its
    // output is always taken), so the stage needs no back-pressure of its own.
    reg [7:0] tap_tdata;
    reg tap_tvalid, tap_tlast, tap_tuser;
    always @(posedge clk125) begin
        if (r125_tap) tap_tvalid <= 1'b0;
        else tap_tvalid <= a_rx_fire;
        tap_tdata <= a_rx_tdata;
        tap_tlast <= a_rx_tlast;
        tap_tuser <= a_rx_tlast && mgmt_hit;
    end
    wire [127:0] up_tdata;
    wire [15:0] up_tkeep;
    wire up_tvalid, up_tlast, up_tuser, up_ready;
    assign a_rx_tready = 1'b1;
    axis_width_up #(.BYTES(16)) a_up (
        .clk(clk125), .rst(r125_a_up),
        .s_axis_tdata(tap_tdata), .s_axis_tvalid(tap_tvalid), .s_axis_tready(up_ready),
        .s_axis_tlast(tap_tlast), .s_axis_tuser(tap_tuser),
        .m_axis_tdata(up_tdata), .m_axis_tkeep(up_tkeep), .m_axis_tvalid(up_tvalid),
        .m_axis_tready(1'b1), .m_axis_tlast(up_tlast), .m_axis_tuser(up_tuser));

    wire [127:0] tmi_tdata, tmo_tdata;
    wire [15:0] tmi_tkeep, tmo_tkeep;
    wire tmi_tvalid, tmi_tlast, tmo_tvalid, tmo_tready, tmo_tlast, tmo_tuser;
    wire tm_in_drop;
    axis_frame_fifo_async #(.DATA_WIDTH(128), .ADDR_WIDTH(10)) tm_in_fifo (
        .s_clk(clk125), .s_rst(r125_tm_in_fifo),
        .s_axis_tdata(up_tdata), .s_axis_tkeep(up_tkeep), .s_axis_tvalid(up_tvalid),
        .s_axis_tlast(up_tlast), .s_axis_tuser(up_tuser),
        .stat_frame_in(), .stat_drop_full(tm_in_drop), .stat_drop_bad(),
        .s_room(),
        .m_clk(tm_clk), .m_rst(tm_rst),
        .m_axis_tdata(tmi_tdata), .m_axis_tkeep(tmi_tkeep), .m_axis_tvalid(tmi_tvalid),
        .m_axis_tready(1'b1), .m_axis_tlast(tmi_tlast));

    // TM register bus: clk125 → tm_clk → AXI-Lite.
    wire tm_req, tm_we, tm_ack;
    wire [15:0] tm_addr;
    wire [31:0] tm_wdata, tm_rdata;
    wire tm_sel = reg_addr[15:12] == 4'h0;
    wire brd_sel = reg_addr[15:12] == 4'h1;
    wire cdc_ack;
    wire [31:0] cdc_rdata;
    regbus_cdc tm_cdc (
        .a_clk(clk125), .a_rst(r125_tm_cdc),
        .a_req(reg_req && tm_sel), .a_we(reg_we), .a_addr(reg_addr), .a_wdata(reg_wdata),
        .a_ack(cdc_ack), .a_rdata(cdc_rdata),
        .b_clk(tm_clk), .b_rst(tm_rst),
        .b_req(tm_req), .b_we(tm_we), .b_addr(tm_addr), .b_wdata(tm_wdata),
        .b_ack(tm_ack), .b_rdata(tm_rdata));

    wire [11:0] axil_awaddr, axil_araddr;
    wire [2:0] axil_awprot, axil_arprot;
    wire [31:0] axil_wdata, axil_rdata;
    wire [3:0] axil_wstrb;
    wire [1:0] axil_bresp, axil_rresp;
    wire axil_awvalid, axil_awready, axil_wvalid, axil_wready, axil_bvalid, axil_bready;
    wire axil_arvalid, axil_arready, axil_rvalid, axil_rready;
    regbus_axil tm_axil (
        .clk(tm_clk), .rst(tm_rst),
        .req(tm_req), .we(tm_we), .addr(tm_addr), .wdata(tm_wdata), .ack(tm_ack), .rdata(tm_rdata),
        .m_axil_awaddr(axil_awaddr), .m_axil_awprot(axil_awprot), .m_axil_awvalid(axil_awvalid),
        .m_axil_awready(axil_awready), .m_axil_wdata(axil_wdata), .m_axil_wstrb(axil_wstrb),
        .m_axil_wvalid(axil_wvalid), .m_axil_wready(axil_wready), .m_axil_bresp(axil_bresp),
        .m_axil_bvalid(axil_bvalid), .m_axil_bready(axil_bready), .m_axil_araddr(axil_araddr),
        .m_axil_arprot(axil_arprot), .m_axil_arvalid(axil_arvalid), .m_axil_arready(axil_arready),
        .m_axil_rdata(axil_rdata), .m_axil_rresp(axil_rresp), .m_axil_rvalid(axil_rvalid),
        .m_axil_rready(axil_rready));

    wire dec_valid;
    wire [1:0] dec_action;
    wire tmo_room;
    redline_tm_w128_b32k tm ( // hw/gen: the 128-bit, 32 KiB variant (redline_tm DATA_WIDTH 128)
        .clk(tm_clk), .reset(tm_rst),
        .s_axis_tdata(tmi_tdata), .s_axis_tkeep(tmi_tkeep), .s_axis_tvalid(tmi_tvalid),
        .s_axis_tready(), .s_axis_tlast(tmi_tlast), .s_axis_tuser(1'b0),
        .m_axis_tdata(tmo_tdata), .m_axis_tkeep(tmo_tkeep), .m_axis_tvalid(tmo_tvalid),
        .m_axis_tready(tmo_tready), .m_axis_tlast(tmo_tlast), .m_axis_tuser(tmo_tuser),
        .s_axil_awaddr(axil_awaddr), .s_axil_awprot(axil_awprot), .s_axil_awvalid(axil_awvalid),
        .s_axil_awready(axil_awready), .s_axil_wdata(axil_wdata), .s_axil_wstrb(axil_wstrb),
        .s_axil_wvalid(axil_wvalid), .s_axil_wready(axil_wready), .s_axil_bresp(axil_bresp),
        .s_axil_bvalid(axil_bvalid), .s_axil_bready(axil_bready), .s_axil_araddr(axil_araddr),
        .s_axil_arprot(axil_arprot), .s_axil_arvalid(axil_arvalid), .s_axil_arready(axil_arready),
        .s_axil_rdata(axil_rdata), .s_axil_rresp(axil_rresp), .s_axil_rvalid(axil_rvalid),
        .s_axil_rready(axil_rready),
        .dec_valid(dec_valid), .dec_action(dec_action), .dec_reason(), .dec_qavg(),
        .dec_backlog(), .dec_len());

    // The TM's output waits (m_axis_tready low, between frames) until a whole maximum frame
    // fits, so nothing it decided to send is lost on the way to port B.
    reg tmo_in_frame;
    always @(posedge tm_clk) begin
        if (tm_rst) tmo_in_frame <= 1'b0;
        else if (tmo_tvalid && tmo_tready) tmo_in_frame <= !tmo_tlast;
    end
    assign tmo_tready = tmo_in_frame || tmo_room;

    wire [127:0] bo_tdata;
    wire [15:0] bo_tkeep;
    wire bo_tvalid, bo_tready, bo_tlast;
    axis_frame_fifo_async #(.DATA_WIDTH(128), .ADDR_WIDTH(10)) tm_out_fifo (
        .s_clk(tm_clk), .s_rst(tm_rst),
        .s_axis_tdata(tmo_tdata), .s_axis_tkeep(tmo_tkeep), .s_axis_tvalid(tmo_tvalid && tmo_tready),
        .s_axis_tlast(tmo_tlast), .s_axis_tuser(1'b0),
        .stat_frame_in(), .stat_drop_full(), .stat_drop_bad(),
        .s_room(tmo_room),
        .m_clk(clk125), .m_rst(r125_tm_out_fifo),
        .m_axis_tdata(bo_tdata), .m_axis_tkeep(bo_tkeep), .m_axis_tvalid(bo_tvalid),
        .m_axis_tready(bo_tready), .m_axis_tlast(bo_tlast));

    // A register slice between the FIFO's block RAMs (anywhere on the die) and the unpacker by
    // port B's pins: the unpacker's tready no longer reaches the FIFO's read logic and its eight
    // cells' enables in the same cycle, nor the cells' output the unpacker's byte count.
    wire [127:0] bs_tdata;
    wire [15:0] bs_tkeep;
    wire bs_tvalid, bs_tready, bs_tlast;
    axis_reg_slice #(.DATA_WIDTH(128)) b_slice (
        .clk(clk125), .rst(r125_b_slice),
        .s_axis_tdata(bo_tdata), .s_axis_tkeep(bo_tkeep), .s_axis_tvalid(bo_tvalid), .s_axis_tready(bo_tready),
        .s_axis_tlast(bo_tlast), .s_axis_tuser(1'b0),
        .m_axis_tdata(bs_tdata), .m_axis_tkeep(bs_tkeep), .m_axis_tvalid(bs_tvalid), .m_axis_tready(bs_tready),
        .m_axis_tlast(bs_tlast), .m_axis_tuser());

    wire [7:0] btx_tdata;
    wire btx_tvalid, btx_tready, btx_tlast, btx_tuser;
    axis_width_down #(.BYTES(16)) b_down (
        .clk(clk125), .rst(r125_b_down),
        .s_axis_tdata(bs_tdata), .s_axis_tkeep(bs_tkeep), .s_axis_tvalid(bs_tvalid), .s_axis_tready(bs_tready),
        .s_axis_tlast(bs_tlast), .s_axis_tuser(1'b0),
        .m_axis_tdata(btx_tdata), .m_axis_tvalid(btx_tvalid), .m_axis_tready(btx_tready),
        .m_axis_tlast(btx_tlast), .m_axis_tuser(btx_tuser));

    // ---------------------------------------------------------------- transmit MACs
    wire [7:0] b_gmii_txd, a_gmii_txd;
    wire b_gmii_tx_en, b_gmii_tx_er, a_gmii_tx_en, a_gmii_tx_er;
    wire a_tx_sent, b_tx_sent;
    eth_mac_tx b_mac_tx (
        .clk(clk125), .rst(r125_b_mac_tx),
        .s_axis_tdata(btx_tdata), .s_axis_tvalid(btx_tvalid), .s_axis_tready(btx_tready),
        .s_axis_tlast(btx_tlast), .s_axis_tuser(btx_tuser),
        .gmii_txd(b_gmii_txd), .gmii_tx_en(b_gmii_tx_en), .gmii_tx_er(b_gmii_tx_er),
        .stat_frame_sent(b_tx_sent), .stat_underrun());
    rgmii_tx_ecp5 #(.TXC_DELAY_TAPS(TXC_DELAY_TAPS)) b_rgmii_tx (
        .clk(clk125), .gmii_txd(b_gmii_txd), .gmii_tx_en(b_gmii_tx_en), .gmii_tx_er(b_gmii_tx_er),
        .rgmii_txc(b_rgmii_txc), .rgmii_txd(b_rgmii_txd), .rgmii_tx_ctl(b_rgmii_tx_ctl));

    // Port B's receive FIFO sits by port B's pins, the arbiter and port A's MAC by port A's: a
    // register slice keeps the MAC's tready from crossing the die into the FIFO's read logic
    // in one cycle (clk125's critical path at 111.9 MHz without it).
    wire [7:0] bra_tdata;
    wire bra_tvalid, bra_tready, bra_tlast;
    axis_reg_slice #(.DATA_WIDTH(8)) b_rx_slice (
        .clk(clk125), .rst(r125_b_rx_slice),
        .s_axis_tdata(b_rx_tdata), .s_axis_tkeep(1'b1), .s_axis_tvalid(b_rx_tvalid), .s_axis_tready(b_rx_tready),
        .s_axis_tlast(b_rx_tlast), .s_axis_tuser(1'b0),
        .m_axis_tdata(bra_tdata), .m_axis_tkeep(), .m_axis_tvalid(bra_tvalid), .m_axis_tready(bra_tready),
        .m_axis_tlast(bra_tlast), .m_axis_tuser());

    wire [7:0] atx_tdata;
    wire atx_tvalid, atx_tready, atx_tlast, atx_tuser;
    axis_frame_arbiter a_arb (
        .clk(clk125), .rst(r125_a_arb),
        .s0_axis_tdata(bra_tdata), .s0_axis_tvalid(bra_tvalid), .s0_axis_tready(bra_tready),
        .s0_axis_tlast(bra_tlast), .s0_axis_tuser(1'b0),
        .s1_axis_tdata(eb_tdata), .s1_axis_tvalid(eb_tvalid), .s1_axis_tready(eb_tready),
        .s1_axis_tlast(eb_tlast), .s1_axis_tuser(1'b0),
        .m_axis_tdata(atx_tdata), .m_axis_tvalid(atx_tvalid), .m_axis_tready(atx_tready),
        .m_axis_tlast(atx_tlast), .m_axis_tuser(atx_tuser));
    eth_mac_tx a_mac_tx (
        .clk(clk125), .rst(r125_a_mac_tx),
        .s_axis_tdata(atx_tdata), .s_axis_tvalid(atx_tvalid), .s_axis_tready(atx_tready),
        .s_axis_tlast(atx_tlast), .s_axis_tuser(atx_tuser),
        .gmii_txd(a_gmii_txd), .gmii_tx_en(a_gmii_tx_en), .gmii_tx_er(a_gmii_tx_er),
        .stat_frame_sent(a_tx_sent), .stat_underrun());
    rgmii_tx_ecp5 #(.TXC_DELAY_TAPS(TXC_DELAY_TAPS)) a_rgmii_tx (
        .clk(clk125), .gmii_txd(a_gmii_txd), .gmii_tx_en(a_gmii_tx_en), .gmii_tx_er(a_gmii_tx_er),
        .rgmii_txc(a_rgmii_txc), .rgmii_txd(a_rgmii_txd), .rgmii_tx_ctl(a_rgmii_tx_ctl));

    // ---------------------------------------------------------------- board registers
    wire [5:0] a_ev, b_ev;   // the receive side's events, in clk125
    pulse_sync #(.N(6)) a_ev_sync (.src_clk(a_rx_clk), .src_rst(a_rx_rst), .src_pulse({a_rx_fifo_drop, a_rx_stat}),
                                   .dst_clk(clk125), .dst_rst(r125_a_ev_sync), .dst_pulse(a_ev));
    pulse_sync #(.N(6)) b_ev_sync (.src_clk(b_rx_clk), .src_rst(b_rx_rst), .src_pulse({b_rx_fifo_drop, b_rx_stat}),
                                   .dst_clk(clk125), .dst_rst(r125_b_ev_sync), .dst_pulse(b_ev));
    wire tm_flash;           // a TM decision other than pass, in clk125
    pulse_sync #(.N(1)) dec_sync (.src_clk(tm_clk), .src_rst(tm_rst), .src_pulse(dec_valid && dec_action != 2'd0),
                                  .dst_clk(clk125), .dst_rst(r125_dec_sync), .dst_pulse(tm_flash));

    // Order: redline.board.COUNTERS.
    wire [15:0] events = {tm_in_drop, mgmt_claimed, b_tx_sent, b_ev, a_tx_sent, a_ev};
    wire brd_ack;
    wire [31:0] brd_rdata;
    board_regs #(.N_EVENTS(16), .TM_CLK_HZ(TM_CLK_HZ), .MGMT_MAC(MGMT_MAC), .MGMT_IP(MGMT_IP)) regs (
        .clk(clk125), .rst(r125_regs),
        .reg_req(reg_req && brd_sel), .reg_we(reg_we), .reg_addr(reg_addr[7:0]), .reg_wdata(reg_wdata),
        .reg_ack(brd_ack), .reg_rdata(brd_rdata),
        .events(events), .status({30'd0, wr_locked, pll_locked}), .eb_stats(eb_stats), .locked(wr_locked));

    // Addresses outside both windows read as zero and ignore writes.
    reg none_ack;
    always @(posedge clk125) none_ack <= reg_req && !tm_sel && !brd_sel && !none_ack && !r125_regs;
    always @(*) begin
        reg_ack = cdc_ack | brd_ack | none_ack;
        reg_rdata = cdc_ack ? cdc_rdata : brd_ack ? brd_rdata : 32'd0;
    end

    // ---------------------------------------------------------------- LED
    // A slow heartbeat (about 1 Hz) shows the clocks run; marks and drops blank it for ~50 ms.
    reg [26:0] beat;
    reg [22:0] flash;
    always @(posedge clk125) begin
        if (r125_led) begin
            beat <= 27'd0;
            flash <= 23'd0;
        end else begin
            beat <= beat + 1'b1;
            if (tm_flash) flash <= {23{1'b1}};
            else if (flash != 0) flash <= flash - 1'b1;
        end
    end
    wire led_on = beat[26] && flash == 0;
    assign led_n = !led_on;
endmodule
`resetall
