// redline_app_port: one port's sync TX path through redline_tm, on Corundum's core clock.
//
// Normal mode: host TX (s_axis_tx, tuser = {tag, bad}) -> TM -> MAC (m_axis_tx, tuser =
// {tag, 0}). Forward mode: the RX of the peer port (p^1) -> TM -> MAC, with tag FWD_TAG; the
// peer's RX frames then do not reach the host, and host TX frames are discarded with a
// completion. The TM never back-pressures and decides every frame exactly once, in input
// order (dec_valid at EOF+1), and passed frames leave in order, so tags live in FIFOs beside
// it:
//   in-tag  {fwd, tag}: pushed at an input frame's last beat, popped at its decision;
//   out-tag {fwd, tag}: decisions that pass/mark; its head is attached to the output frame;
//   origin  {fwd, tag}: frames handed to the MAC, pushed at a frame's FIRST output beat (Corundum's
//                       MAC timestamps a frame at its start and its TX FIFO is only 32 beats, so
//                       the completion can come back while the tail is still leaving here),
//                       popped by the MAC's completion for that frame (in order, tag equal to
//                       the head's), which goes to the host or, for a forwarded frame, is
//                       swallowed. Any other completion is for a frame that is not ours (Corundum
//                       inserts pause frames after the app block, completed with tag 0): it
//                       takes no entry and goes to the host unchanged, as it would without
//                       redline (Corundum's TX engine ignores tags whose top bit is clear);
//   syn     {tag}:      completions we make for host frames the TM dropped or we discarded.
// Every frame admitted takes one credit (at its first beat) and gives it back when its story
// ends (completion delivered, swallowed, or forwarded frame dropped). With at most TAG_DEPTH
// credits no FIFO can overflow; when none is left host TX stalls at a frame boundary and a
// forwarded RX frame (RX cannot stall) is dropped whole and counted as an overrun.
//
// TM_LOOP: the TM is a compare-only-loop build, which holds its input (s_axis_tready low) while
// it waits (a commit's apply, a deferred gentle decision; docs/semantics.md 3a). Its input is
// then an IN_DEPTH-beat FIFO instead of a register: host TX waits for room at any beat; a
// forwarded RX frame is admitted only with RX_ADMIT free beats, and if the FIFO still fills
// under it, the beat that takes the last slot ends the frame marked bad (the TM drops it as
// bad), its other beats are dropped, and it counts as an overrun. Nothing is lost unseen.
`resetall
`timescale 1ns / 1ps
`default_nettype none
module redline_app_port #(
    parameter DATA_WIDTH = 512,
    parameter KEEP_WIDTH = DATA_WIDTH / 8,
    parameter TX_TAG_WIDTH = 16,
    parameter TX_USER_WIDTH = TX_TAG_WIDTH + 1,
    parameter RX_USER_WIDTH = 97,
    parameter PTP_TS_WIDTH = 96,
    parameter TAG_DEPTH = 4096,
    // top bit clear: Corundum's TX engine ignores such completions; not 0, the pause frames' tag
    parameter [TX_TAG_WIDTH-1:0] FWD_TAG = {1'b0, {TX_TAG_WIDTH-1{1'b1}}},
    // 0 when the port has no peer (p^1 >= PORT_COUNT): forward mode is then impossible
    parameter FWD_ENABLE = 1,
    // the TM: its buffer (redline_tm BUF_BYTES), and 1 for its compare-only-loop build (above)
    parameter TM_BUF_BYTES = 262144,
    parameter TM_LOOP = 0,
    parameter IN_DEPTH = 64,            // power of two
    parameter RX_ADMIT = IN_DEPTH / 2   // at least 2
) (
    input  wire                     clk,
    input  wire                     rst,

    input  wire                     fwd_mode,

    // host TX in
    input  wire [DATA_WIDTH-1:0]    s_axis_tx_tdata,
    input  wire [KEEP_WIDTH-1:0]    s_axis_tx_tkeep,
    input  wire                     s_axis_tx_tvalid,
    output wire                     s_axis_tx_tready,
    input  wire                     s_axis_tx_tlast,
    input  wire [TX_USER_WIDTH-1:0] s_axis_tx_tuser,

    // to the MAC
    output wire [DATA_WIDTH-1:0]    m_axis_tx_tdata,
    output wire [KEEP_WIDTH-1:0]    m_axis_tx_tkeep,
    output wire                     m_axis_tx_tvalid,
    input  wire                     m_axis_tx_tready,
    output wire                     m_axis_tx_tlast,
    output wire [TX_USER_WIDTH-1:0] m_axis_tx_tuser,

    // completions from the MAC
    input  wire [PTP_TS_WIDTH-1:0]  s_axis_tx_cpl_ts,
    input  wire [TX_TAG_WIDTH-1:0]  s_axis_tx_cpl_tag,
    input  wire                     s_axis_tx_cpl_valid,
    output wire                     s_axis_tx_cpl_ready,

    // completions to the host
    output reg  [PTP_TS_WIDTH-1:0]  m_axis_tx_cpl_ts,
    output reg  [TX_TAG_WIDTH-1:0]  m_axis_tx_cpl_tag,
    output reg                      m_axis_tx_cpl_valid,
    input  wire                     m_axis_tx_cpl_ready,

    // RX of the peer port (from its MAC) and its way on to the host
    input  wire [DATA_WIDTH-1:0]    s_axis_peer_rx_tdata,
    input  wire [KEEP_WIDTH-1:0]    s_axis_peer_rx_tkeep,
    input  wire                     s_axis_peer_rx_tvalid,
    output wire                     s_axis_peer_rx_tready,
    input  wire                     s_axis_peer_rx_tlast,
    input  wire [RX_USER_WIDTH-1:0] s_axis_peer_rx_tuser,

    output wire [DATA_WIDTH-1:0]    m_axis_peer_rx_tdata,
    output wire [KEEP_WIDTH-1:0]    m_axis_peer_rx_tkeep,
    output wire                     m_axis_peer_rx_tvalid,
    input  wire                     m_axis_peer_rx_tready,
    output wire                     m_axis_peer_rx_tlast,
    output wire [RX_USER_WIDTH-1:0] m_axis_peer_rx_tuser,

    // the TM's registers
    input  wire [11:0]              s_axil_awaddr,
    input  wire [2:0]               s_axil_awprot,
    input  wire                     s_axil_awvalid,
    output wire                     s_axil_awready,
    input  wire [31:0]              s_axil_wdata,
    input  wire [3:0]               s_axil_wstrb,
    input  wire                     s_axil_wvalid,
    output wire                     s_axil_wready,
    output wire [1:0]               s_axil_bresp,
    output wire                     s_axil_bvalid,
    input  wire                     s_axil_bready,
    input  wire [11:0]              s_axil_araddr,
    input  wire [2:0]               s_axil_arprot,
    input  wire                     s_axil_arvalid,
    output wire                     s_axil_arready,
    output wire [31:0]              s_axil_rdata,
    output wire [1:0]               s_axil_rresp,
    output wire                     s_axil_rvalid,
    input  wire                     s_axil_rready,

    // status for the register block
    output reg                      err,
    output reg  [31:0]              cnt_host_discard,
    output reg  [31:0]              cnt_drop_cpl,
    output reg  [31:0]              cnt_cpl_filtered,
    output reg  [31:0]              cnt_fwd_overrun
);

localparam TW = TX_TAG_WIDTH + 1;  // FIFO entry {fwd, tag}
localparam CW = $clog2(TAG_DEPTH) + 1;

localparam [1:0] R_HOST = 2'd0, R_TM = 2'd1, R_DROP = 2'd2;

generate
    if (TX_USER_WIDTH < TX_TAG_WIDTH + 1) begin : g_bad_user
        initial $error("redline_app_port: TX tuser must hold {tag, bad}");
    end
endgenerate

wire fwd = FWD_ENABLE != 0 && fwd_mode;

generate
    if (TM_LOOP != 0 && ((1 << $clog2(IN_DEPTH)) != IN_DEPTH || RX_ADMIT < 2 || RX_ADMIT > IN_DEPTH)) begin : g_bad_in
        initial $error("redline_app_port: IN_DEPTH must be a power of two and RX_ADMIT in 2..IN_DEPTH");
    end
endgenerate

// The loop TM's input FIFO (TM_LOOP): beats in it, and free beats.
localparam IAW = $clog2(IN_DEPTH);
reg  [IAW:0] in_count;
wire [IAW:0] in_free = IN_DEPTH - in_count;
// ---------------------------------------------------------------------------------------
// Credits: frames admitted whose bookkeeping is not finished yet.
reg  [CW-1:0] credits;

// ---------------------------------------------------------------------------------------
// Peer RX: the route of each frame is chosen at its first beat and kept to its last.
reg        r_busy;    // inside a frame
reg  [1:0] r_dest_q;
reg        h_busy;
reg        h_disc;

wire h_tm_busy = h_busy && !h_disc;  // a host frame is half-way into the TM
wire r_first = !r_busy;
// RX cannot wait: it gets the TM only if the TM input is free and a credit is left (and, before
// a loop TM, RX_ADMIT beats of its input FIFO).
wire r_room = credits < TAG_DEPTH && !h_tm_busy && (TM_LOOP == 0 || in_free >= RX_ADMIT);
wire [1:0] r_dest = r_busy ? r_dest_q : (!fwd ? R_HOST : (r_room ? R_TM : R_DROP));

assign s_axis_peer_rx_tready = (r_dest == R_HOST) ? m_axis_peer_rx_tready : 1'b1;
assign m_axis_peer_rx_tdata = s_axis_peer_rx_tdata;
assign m_axis_peer_rx_tkeep = s_axis_peer_rx_tkeep;
assign m_axis_peer_rx_tvalid = s_axis_peer_rx_tvalid && r_dest == R_HOST;
assign m_axis_peer_rx_tlast = s_axis_peer_rx_tlast;
assign m_axis_peer_rx_tuser = s_axis_peer_rx_tuser;

wire r_beat = s_axis_peer_rx_tvalid && s_axis_peer_rx_tready;
// Before a loop TM: the rest of this RX frame is dropped, its beat that took the FIFO's last slot
// having ended it (r_cut_now).
reg  r_cut;
wire r_tm_beat = r_beat && r_dest == R_TM && !r_cut;
wire r_fits = TM_LOOP == 0 || in_free >= 2 || (in_free == 1 && s_axis_peer_rx_tlast);
wire r_cut_now = r_tm_beat && !r_fits;
wire r_admit = r_first && r_tm_beat;
wire r_tm_busy = r_busy && r_dest_q == R_TM;

// ---------------------------------------------------------------------------------------
// Host TX: discarded whole while forwarding (with a completion), else into the TM.
reg                    hold_valid;  // a discarded frame's completion waiting for the syn FIFO
reg [TX_TAG_WIDTH-1:0] hold_tag;

wire h_first = !h_busy;
wire h_disc_now = h_busy ? h_disc : fwd;
wire h_credit = credits + (r_admit ? 1'b1 : 1'b0) < TAG_DEPTH;
// A host frame may enter the TM only between RX frames (RX has priority: it cannot wait); before
// a loop TM, each beat waits for room in its input FIFO.
wire h_room = TM_LOOP == 0 || in_free != 0;
wire h_can_tm = h_credit && !r_tm_busy && !r_admit && h_room;
assign s_axis_tx_tready = h_busy ? (h_disc ? !hold_valid : h_room)
                                 : (fwd ? (h_credit && !hold_valid) : h_can_tm);

wire h_beat = s_axis_tx_tvalid && s_axis_tx_tready;
wire h_tm_beat = h_beat && !h_disc_now;
wire h_admit = h_first && h_beat;
wire [TX_TAG_WIDTH-1:0] h_tag = s_axis_tx_tuser[1 +: TX_TAG_WIDTH];

// ---------------------------------------------------------------------------------------
// TM input, the only place the two sources meet: one register stage, or a loop TM's FIFO.
wire                  in_push = r_tm_beat || h_tm_beat;
wire                  in_last = r_tm_beat ? s_axis_peer_rx_tlast || r_cut_now : s_axis_tx_tlast;
wire                  in_bad = r_tm_beat ? s_axis_peer_rx_tuser[0] || r_cut_now : s_axis_tx_tuser[0];
wire [DATA_WIDTH-1:0] in_data = r_tm_beat ? s_axis_peer_rx_tdata : s_axis_tx_tdata;
wire [KEEP_WIDTH-1:0] in_keep = r_tm_beat ? s_axis_peer_rx_tkeep : s_axis_tx_tkeep;
wire [DATA_WIDTH-1:0] tm_s_tdata;
wire [KEEP_WIDTH-1:0] tm_s_tkeep;
wire                  tm_s_tvalid;
wire                  tm_s_tlast;
wire                  tm_s_tuser;
wire                  tm_s_tready;

generate
    if (TM_LOOP != 0) begin : g_in_fifo
        reg [DATA_WIDTH+KEEP_WIDTH+1:0] mem [0:IN_DEPTH-1];
        reg [IAW-1:0] wr_ptr;
        reg [IAW-1:0] rd_ptr;
        wire pop = tm_s_tvalid && tm_s_tready;
        always @(posedge clk) begin
            if (in_push) begin
                mem[wr_ptr] <= {in_last, in_bad, in_keep, in_data};
            end
            if (rst) begin
                wr_ptr <= 0;
                rd_ptr <= 0;
                in_count <= 0;
            end else begin
                wr_ptr <= wr_ptr + (in_push ? 1'b1 : 1'b0);
                rd_ptr <= rd_ptr + (pop ? 1'b1 : 1'b0);
                in_count <= in_count + (in_push ? 1'b1 : 1'b0) - (pop ? 1'b1 : 1'b0);
            end
        end
        assign {tm_s_tlast, tm_s_tuser, tm_s_tkeep, tm_s_tdata} = mem[rd_ptr];
        assign tm_s_tvalid = in_count != 0;
    end else begin : g_in_reg
        reg [DATA_WIDTH-1:0] data_q;
        reg [KEEP_WIDTH-1:0] keep_q;
        reg                  valid_q;
        reg                  last_q;
        reg                  user_q;
        always @(posedge clk) begin
            data_q <= in_data;
            keep_q <= in_keep;
            last_q <= in_last;
            user_q <= in_bad;
            in_count <= 0;
            if (rst) begin
                valid_q <= 1'b0;
            end else begin
                valid_q <= in_push;
            end
        end
        assign tm_s_tdata = data_q;
        assign tm_s_tkeep = keep_q;
        assign tm_s_tvalid = valid_q;
        assign tm_s_tlast = last_q;
        assign tm_s_tuser = user_q;
    end
endgenerate

// ---------------------------------------------------------------------------------------
// The TM
wire [DATA_WIDTH-1:0] tm_m_tdata;
wire [KEEP_WIDTH-1:0] tm_m_tkeep;
wire                  tm_m_tvalid;
wire                  tm_m_tready;
wire                  tm_m_tlast;
wire                  tm_m_tuser;
wire                  dec_valid;
wire [1:0]            dec_action;

redline_tm #(
    .DATA_WIDTH(DATA_WIDTH),
    .KEEP_WIDTH(KEEP_WIDTH),
    .BUF_BYTES(TM_BUF_BYTES),
    .LOOP(TM_LOOP)
) tm (
    .clk(clk),
    .reset(rst),
    .s_axis_tdata(tm_s_tdata),
    .s_axis_tkeep(tm_s_tkeep),
    .s_axis_tvalid(tm_s_tvalid),
    .s_axis_tready(tm_s_tready),
    .s_axis_tlast(tm_s_tlast),
    .s_axis_tuser(tm_s_tuser),
    .m_axis_tdata(tm_m_tdata),
    .m_axis_tkeep(tm_m_tkeep),
    .m_axis_tvalid(tm_m_tvalid),
    .m_axis_tready(tm_m_tready),
    .m_axis_tlast(tm_m_tlast),
    .m_axis_tuser(tm_m_tuser),
    .s_axil_awaddr(s_axil_awaddr),
    .s_axil_awprot(s_axil_awprot),
    .s_axil_awvalid(s_axil_awvalid),
    .s_axil_awready(s_axil_awready),
    .s_axil_wdata(s_axil_wdata),
    .s_axil_wstrb(s_axil_wstrb),
    .s_axil_wvalid(s_axil_wvalid),
    .s_axil_wready(s_axil_wready),
    .s_axil_bresp(s_axil_bresp),
    .s_axil_bvalid(s_axil_bvalid),
    .s_axil_bready(s_axil_bready),
    .s_axil_araddr(s_axil_araddr),
    .s_axil_arprot(s_axil_arprot),
    .s_axil_arvalid(s_axil_arvalid),
    .s_axil_arready(s_axil_arready),
    .s_axil_rdata(s_axil_rdata),
    .s_axil_rresp(s_axil_rresp),
    .s_axil_rvalid(s_axil_rvalid),
    .s_axil_rready(s_axil_rready),
    .dec_valid(dec_valid),
    .dec_action(dec_action),
    .dec_reason(),
    .dec_qavg(),
    .dec_backlog(),
    .dec_len()
);

// ---------------------------------------------------------------------------------------
// in-tag FIFO: one entry per frame given to the TM, popped at its decision.
wire          itag_push = in_push && in_last;
wire [TW-1:0] itag_din = r_tm_beat ? {1'b1, FWD_TAG} : {1'b0, h_tag};
wire          itag_valid;
wire [TW-1:0] itag_dout;
wire          itag_ovf, itag_unf;

redline_app_fifo #(.WIDTH(TW), .DEPTH(TAG_DEPTH)) itag_fifo (
    .clk(clk), .rst(rst),
    .push(itag_push), .din(itag_din),
    .pop(dec_valid), .out_valid(itag_valid), .dout(itag_dout),
    .overflow(itag_ovf), .underflow(itag_unf)
);

wire itag_fwd = itag_dout[TW-1];
wire dec_drop = dec_action == 2'd2;
wire dec_ok = dec_valid && itag_valid;
wire dec_host_drop = dec_ok && dec_drop && !itag_fwd;
wire dec_fwd_drop = dec_ok && dec_drop && itag_fwd;

// ---------------------------------------------------------------------------------------
// out-tag FIFO: passed frames in order; the head names the frame on m_axis_tx.
wire          otag_valid;
wire [TW-1:0] otag_dout;
wire          otag_ovf, otag_unf;
reg           out_busy;  // inside a frame on m_axis_tx
wire          out_beat = m_axis_tx_tvalid && m_axis_tx_tready;
wire          out_first = out_beat && !out_busy;
wire          out_last = out_beat && tm_m_tlast;

redline_app_fifo #(.WIDTH(TW), .DEPTH(TAG_DEPTH)) otag_fifo (
    .clk(clk), .rst(rst),
    .push(dec_ok && !dec_drop), .din(itag_dout),
    .pop(out_last), .out_valid(otag_valid), .dout(otag_dout),
    .overflow(otag_ovf), .underflow(otag_unf)
);

// The head is there two cycles after the decision and the TM shows the frame's first beat three
// cycles after it at the earliest; gating by otag_valid keeps this safe for any TM latency.
assign m_axis_tx_tdata = tm_m_tdata;
assign m_axis_tx_tkeep = tm_m_tkeep;
assign m_axis_tx_tvalid = tm_m_tvalid && otag_valid;
assign m_axis_tx_tlast = tm_m_tlast;
// {tag, bad = 0}, zero-extended to the user width (the TM has dropped bad frames itself)
assign m_axis_tx_tuser = {{TX_USER_WIDTH{1'b0}}, otag_dout[TX_TAG_WIDTH-1:0], 1'b0};
assign tm_m_tready = m_axis_tx_tready && otag_valid;

// ---------------------------------------------------------------------------------------
// origin FIFO: what the MAC will complete, in order.
wire          org_valid;
wire [TW-1:0] org_dout;
wire          org_ovf, org_unf;
wire          org_fwd = org_dout[TW-1];
reg  [CW-1:0] org_count;  // entries in the origin FIFO, head included
// A frame has started but its entry is not at the head yet (the FIFO takes two cycles): a
// completion waits, or it would be taken for something else.
wire          org_arriving = org_count != 0 && !org_valid;

// ---------------------------------------------------------------------------------------
// syn FIFO: completions we make (ts = 0): TM drops of host frames, then discarded host frames.
wire                    syn_push = dec_host_drop || hold_valid;
wire [TX_TAG_WIDTH-1:0] syn_din = dec_host_drop ? itag_dout[TX_TAG_WIDTH-1:0] : hold_tag;
wire                    syn_valid;
wire [TX_TAG_WIDTH-1:0] syn_dout;
wire                    syn_ovf, syn_unf;

// ---------------------------------------------------------------------------------------
// Completions to the host: the MAC's (except forwarded frames') merged with ours, round robin.
// the head frame's (valid first: the tag means nothing without it, and ready must not depend on it)
wire cpl_ours = s_axis_tx_cpl_valid && org_valid && org_dout[TX_TAG_WIDTH-1:0] == s_axis_tx_cpl_tag;
wire mac_fwd = cpl_ours && org_fwd;
wire mac_want = s_axis_tx_cpl_valid && !org_arriving && !mac_fwd;
wire out_free = !m_axis_tx_cpl_valid || m_axis_tx_cpl_ready;
reg  rr;  // 1: ours first when both wait
wire grant_syn = syn_valid && (!mac_want || rr);
wire grant_mac = mac_want && !grant_syn;
wire syn_pop = grant_syn && out_free;

assign s_axis_tx_cpl_ready = !org_arriving && (mac_fwd || (grant_mac && out_free));
wire mac_acc = s_axis_tx_cpl_valid && s_axis_tx_cpl_ready;
wire org_pop = mac_acc && cpl_ours;

redline_app_fifo #(.WIDTH(TW), .DEPTH(TAG_DEPTH)) org_fifo (
    .clk(clk), .rst(rst),
    .push(out_first), .din(otag_dout),
    .pop(org_pop), .out_valid(org_valid), .dout(org_dout),
    .overflow(org_ovf), .underflow(org_unf)
);

redline_app_fifo #(.WIDTH(TX_TAG_WIDTH), .DEPTH(TAG_DEPTH)) syn_fifo (
    .clk(clk), .rst(rst),
    .push(syn_push), .din(syn_din),
    .pop(syn_pop), .out_valid(syn_valid), .dout(syn_dout),
    .overflow(syn_ovf), .underflow(syn_unf)
);

always @(posedge clk) begin
    if (out_free) begin
        if (grant_mac) begin
            m_axis_tx_cpl_ts <= s_axis_tx_cpl_ts;
            m_axis_tx_cpl_tag <= s_axis_tx_cpl_tag;
        end else begin
            m_axis_tx_cpl_ts <= {PTP_TS_WIDTH{1'b0}};
            m_axis_tx_cpl_tag <= syn_dout;
        end
    end
    if (rst) begin
        m_axis_tx_cpl_valid <= 1'b0;
        rr <= 1'b0;
    end else begin
        if (out_free) begin
            m_axis_tx_cpl_valid <= grant_mac || syn_pop;
        end
        if (out_free && mac_want && syn_valid) begin
            rr <= !rr;
        end
    end
end

// ---------------------------------------------------------------------------------------
// Frame state, credits, counters, errors.
wire [1:0] admits = (r_admit ? 2'd1 : 2'd0) + (h_admit ? 2'd1 : 2'd0);
wire [1:0] releases = (syn_pop ? 2'd1 : 2'd0) + (org_pop ? 2'd1 : 2'd0)
                    + (dec_fwd_drop ? 2'd1 : 2'd0);

// Frames decided to pass and not yet sent: the TM may show a frame only if this is nonzero.
reg  [CW-1:0] pass_pending;

// Anything here means the bookkeeping is wrong (none can happen by construction).
wire err_now = itag_ovf || itag_unf || otag_ovf || otag_unf || org_ovf || org_unf || syn_ovf || syn_unf
             || (dec_valid && !itag_valid)
             || (tm_m_tvalid && pass_pending == 0)
             // a completion with a host tag (Corundum sets the top bit) for no frame of ours
             || (mac_acc && !cpl_ours && s_axis_tx_cpl_tag[TX_TAG_WIDTH-1])
             || (credits + admits < releases)
             || (h_tm_beat && r_tm_beat)
             // a register stage must never wait; a loop TM's FIFO must never be pushed full
             || (TM_LOOP == 0 && tm_s_tvalid && !tm_s_tready)
             || (TM_LOOP != 0 && in_push && in_count == IN_DEPTH);

always @(posedge clk) begin
    if (rst) begin
        r_busy <= 1'b0;
        r_dest_q <= R_HOST;
        r_cut <= 1'b0;
        h_busy <= 1'b0;
        h_disc <= 1'b0;
        hold_valid <= 1'b0;
        hold_tag <= {TX_TAG_WIDTH{1'b0}};
        credits <= 0;
        pass_pending <= 0;
        out_busy <= 1'b0;
        org_count <= 0;
        err <= 1'b0;
        cnt_host_discard <= 0;
        cnt_drop_cpl <= 0;
        cnt_cpl_filtered <= 0;
        cnt_fwd_overrun <= 0;
    end else begin
        if (r_beat) begin
            r_busy <= !s_axis_peer_rx_tlast;
            r_dest_q <= r_dest;
            if ((r_first && r_dest == R_DROP) || r_cut_now) begin
                cnt_fwd_overrun <= cnt_fwd_overrun + 1;
            end
            r_cut <= !s_axis_peer_rx_tlast && (r_cut || r_cut_now);
        end
        if (h_beat) begin
            h_busy <= !s_axis_tx_tlast;
            h_disc <= h_disc_now;
            if (s_axis_tx_tlast && h_disc_now) begin
                hold_valid <= 1'b1;  // tready guaranteed !hold_valid
                hold_tag <= h_tag;
                cnt_host_discard <= cnt_host_discard + 1;
            end
        end
        // The held completion goes into the syn FIFO in any cycle without a TM drop.
        if (hold_valid && !dec_host_drop) begin
            hold_valid <= 1'b0;
        end
        credits <= credits + admits - releases;
        if (out_beat) begin
            out_busy <= !tm_m_tlast;
        end
        org_count <= org_count + (out_first ? 1'b1 : 1'b0) - (org_pop ? 1'b1 : 1'b0);
        pass_pending <= pass_pending + (dec_ok && !dec_drop ? 1'b1 : 1'b0) - (out_last ? 1'b1 : 1'b0);
        if (dec_host_drop) begin
            cnt_drop_cpl <= cnt_drop_cpl + 1;
        end
        if (mac_acc && mac_fwd) begin
            cnt_cpl_filtered <= cnt_cpl_filtered + 1;
        end
        if (err_now) begin
            err <= 1'b1;
        end
    end
end

endmodule
`resetall
