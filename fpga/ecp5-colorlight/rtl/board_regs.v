// board_regs: the board's own registers at 0x1000-0x10FF of the in-band register space
// (docs/etherbone.md), in the clk125 domain. Identity words, then one 32-bit wrapping event
// counter per bit of `events`; the counters' names and order are redline.board.COUNTERS.
// One register takes writes: LOCK, whose key sets the write lock (docs/security.md) until
// reset; the responder then skips every register write (eb_responder wr_lock).
`resetall
`timescale 1ns / 1ps
`default_nettype none
module board_regs #(
    parameter N_EVENTS = 16,
    parameter [31:0] TM_CLK_HZ = 31250000,
    parameter [47:0] MGMT_MAC = 48'h02_52_44_4C_4E_00,   // eb_responder's, read back for the host
    parameter [31:0] MGMT_IP = 32'h0A_4D_00_01
) (
    input  wire                clk,
    input  wire                rst,
    input  wire                reg_req,
    input  wire                reg_we,
    input  wire [7:0]          reg_addr,   // offset within the block
    input  wire [31:0]         reg_wdata,
    output reg                 reg_ack,
    output reg  [31:0]         reg_rdata,
    input  wire [N_EVENTS-1:0] events,
    input  wire [31:0]         status,     // live flags, see redline.board.STATUS_BITS
    input  wire [95:0]         eb_stats,   // eb_responder's {locked, refused, timeout, busy, bad, ok}, 16 bits each
    output reg                 locked      // the write lock is set
);
    localparam [31:0] BOARD_ID = 32'h524C4244; // "RLBD"
    localparam [31:0] VERSION = 32'h00010000;
    localparam COUNTER_BASE = 8'h20;
    localparam [7:0] LOCK_REG = 8'h80;             // redline.devices.board.REG_LOCK
    localparam [31:0] LOCK_KEY = 32'h4C4F434B;     // "LOCK", redline.devices.board.LOCK_KEY

    // Events are registered before they count: some come straight from combinational logic
    // elsewhere, and reaching the counting logic across the die in the same cycle was clk125's
    // critical path (103 MHz). A count lands one cycle later.
    reg [N_EVENTS-1:0] events_q;
    always @(posedge clk) events_q <= rst ? {N_EVENTS{1'b0}} : events;

    // The counters live in a 16 x 32 LUT RAM with one adder, not in 16 registers with an adder
    // each: those took 1,361 of the part's 24,288 LUTs (with the read multiplexer), and a full
    // part routes slowly or not at all. A slot pointer visits one counter per cycle; each event
    // counts into a small pending counter meanwhile, which the visit takes and clears:
    //   cycle t:   read count[slot], take pend[slot]       (v1, t1, s1)
    //   cycle t+1: add                                      (sum, s2)
    //   cycle t+2 edge: write count[s2] = sum
    // The next visit of a slot is 16 cycles later, long after its write. Between two visits an
    // event line can pulse at most 16 times (once per cycle), so a 5-bit pending counter never
    // overflows: no count is lost whatever the event rate.
    localparam NS = 16;                            // slots; N_EVENTS <= NS
    localparam PW = 5;                             // pending bits: holds NS events
    generate
        if (N_EVENTS > NS) begin : g_bad
            initial $error("board_regs: at most 16 events");
        end
    endgenerate
    (* ram_style = "distributed" *) reg [31:0] count [0:NS-1];
    reg [3:0] slot;
    reg clearing;                                  // the first pass after reset: counters read as 0
    reg [PW-1:0] pend [0:N_EVENTS-1];
    reg [31:0] v1, sum;
    reg [PW-1:0] t1;
    reg [3:0] s1, s2;
    wire [PW-1:0] take = (slot < N_EVENTS) ? pend[slot] : {PW{1'b0}};
    integer i;
    always @(posedge clk) begin
        for (i = 0; i < N_EVENTS; i = i + 1)
            if (rst) pend[i] <= {PW{1'b0}};
            else if (slot == i) pend[i] <= {{(PW - 1){1'b0}}, events_q[i]};
            else pend[i] <= pend[i] + {{(PW - 1){1'b0}}, events_q[i]};
        if (rst) begin
            slot <= 4'd0;
            clearing <= 1'b1;
            v1 <= 32'd0; t1 <= {PW{1'b0}}; s1 <= 4'd0;
            sum <= 32'd0; s2 <= 4'd0;
        end else begin
            slot <= slot + 4'd1;
            if (slot == NS - 1) clearing <= 1'b0;
            v1 <= clearing ? 32'd0 : count[slot];
            t1 <= take;
            s1 <= slot;
            sum <= v1 + {{(32 - PW){1'b0}}, t1};
            s2 <= s1;
        end
        // After reset s2 and sum are 0 until the pipeline fills: those writes put 0 in slot 0,
        // which the clearing pass does anyway.
        count[s2] <= sum;
    end

    // One access per request; writes are accepted and ignored, but the key written to LOCK.
    //   1. the address is registered (the responder that drives it sits far away on the die);
    //   2. the identity words are decoded into a register, the counter index noted;
    //   3. an identity word is answered at once; a counter waits for its slot's visit and
    //      answers the value being written back (everything counted up to that visit), at most
    //      16 cycles later.
    reg [7:0] addr_q;
    reg we_q;
    reg [31:0] wdata_q;
    reg [1:0] step;                               // 0 idle, 1 address held, 2 answering
    reg [31:0] ident_q;                           // the identity word, or 0
    reg is_counter_q;
    reg [3:0] idx_q;
    wire [7:0] offset = addr_q - COUNTER_BASE;
    wire [5:0] idx = offset[7:2];
    always @(posedge clk) begin
        reg_ack <= 1'b0;
        if (rst) begin
            step <= 2'd0;
            reg_rdata <= 32'd0;
            locked <= 1'b0;
        end else if (step == 2'd1) begin
            step <= 2'd2;
            if (we_q && addr_q == LOCK_REG && wdata_q == LOCK_KEY)
                locked <= 1'b1;
            case (addr_q)
                8'h00: ident_q <= BOARD_ID;
                8'h04: ident_q <= VERSION;
                8'h08: ident_q <= TM_CLK_HZ;
                8'h0C: ident_q <= N_EVENTS;
                8'h10: ident_q <= status;
                8'h14: ident_q <= eb_stats[31:0];
                8'h18: ident_q <= eb_stats[63:32];
                8'h1C: ident_q <= eb_stats[95:64];
                LOCK_REG: ident_q <= {31'd0, locked};
                8'h84: ident_q <= MGMT_IP;
                8'h88: ident_q <= {16'd0, MGMT_MAC[47:32]};
                8'h8C: ident_q <= MGMT_MAC[31:0];
                default: ident_q <= 32'd0;
            endcase
            is_counter_q <= addr_q >= COUNTER_BASE && idx < N_EVENTS;
            idx_q <= idx[3:0];
        end else if (step == 2'd2) begin
            if (!is_counter_q || s2 == idx_q) begin
                step <= 2'd0;
                reg_ack <= 1'b1;
                reg_rdata <= is_counter_q ? sum : ident_q;
            end
        end else if (reg_req && !reg_ack) begin
            addr_q <= reg_addr;
            we_q <= reg_we;
            wdata_q <= reg_wdata;
            step <= 2'd1;
        end
    end
endmodule
`resetall
