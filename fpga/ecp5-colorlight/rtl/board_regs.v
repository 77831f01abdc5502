// board_regs: the board's own registers at 0x1000-0x10FF of the in-band register space
// (docs/etherbone.md), in the clk125 domain. Identity words, then one 32-bit wrapping event
// counter per bit of `events`; the counters' names and order are redline.board.COUNTERS.
`resetall
`timescale 1ns / 1ps
`default_nettype none
module board_regs #(
    parameter N_EVENTS = 16,
    parameter [31:0] TM_CLK_HZ = 31250000
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
    input  wire [63:0]         eb_stats    // eb_responder's {timeout, busy, bad, ok}, 16 bits each
);
    localparam [31:0] BOARD_ID = 32'h524C4244; // "RLBD"
    localparam [31:0] VERSION = 32'h00010000;
    localparam COUNTER_BASE = 8'h20;

    // Events are registered before they count: some come straight from combinational logic
    // elsewhere (the responder's mgmt_hit is decided from the byte leaving port A's receive
    // FIFO), and reaching the counters' clock enables across the die in the same cycle was
    // clk125's critical path (103 MHz). A count lands one cycle later.
    reg [N_EVENTS-1:0] events_q;
    reg [31:0] count [0:N_EVENTS-1];
    integer i;
    always @(posedge clk) begin
        events_q <= rst ? {N_EVENTS{1'b0}} : events;
        for (i = 0; i < N_EVENTS; i = i + 1)
            if (rst) count[i] <= 32'd0;
            else if (events_q[i]) count[i] <= count[i] + 32'd1;
    end

    // One access per request; writes are accepted and ignored (every register is read-only).
    // A read takes three cycles, each one LUT level or two deep:
    //   1. the address is registered (the responder that drives it sits far away on the die);
    //   2. each group of four counters selects its word by the address's low bits, and the
    //      identity words are decoded, all into registers;
    //   3. the group is selected and answered.
    // Selecting one of 16 counters in a single cycle after the address register was clk125's
    // critical path in the routed board (117.65 MHz where 137.5 is asked): the 16 x 32 bits
    // come from all over the die.
    localparam NG = (N_EVENTS + 3) / 4;           // groups of four counters
    localparam GW = (NG > 1) ? $clog2(NG) : 1;
    reg [7:0] addr_q;
    reg [1:0] step;                               // 0 idle, 1 address held, 2 words selected
    reg [31:0] ident_q;                           // the identity word, or 0
    reg is_counter_q;
    reg [GW-1:0] group_q;
    reg [31:0] group_word [0:NG-1];
    wire [7:0] offset = addr_q - COUNTER_BASE;
    wire [5:0] idx = offset[7:2];
    integer g;
    always @(posedge clk) begin
        reg_ack <= 1'b0;
        if (rst) begin
            step <= 2'd0;
            reg_rdata <= 32'd0;
        end else if (step == 2'd1) begin
            step <= 2'd2;
            case (addr_q)
                8'h00: ident_q <= BOARD_ID;
                8'h04: ident_q <= VERSION;
                8'h08: ident_q <= TM_CLK_HZ;
                8'h0C: ident_q <= N_EVENTS;
                8'h10: ident_q <= status;
                8'h14: ident_q <= eb_stats[31:0];
                8'h18: ident_q <= eb_stats[63:32];
                default: ident_q <= 32'd0;
            endcase
            is_counter_q <= addr_q >= COUNTER_BASE && idx < N_EVENTS;
            group_q <= idx[2 +: GW];
            for (g = 0; g < NG; g = g + 1) begin
                group_word[g] <= (4 * g + idx[1:0] < N_EVENTS) ? count[4 * g + idx[1:0]] : 32'd0;
            end
        end else if (step == 2'd2) begin
            step <= 2'd0;
            reg_ack <= 1'b1;
            reg_rdata <= is_counter_q ? group_word[group_q] : ident_q;
        end else if (reg_req && !reg_ack) begin
            addr_q <= reg_addr;
            step <= 2'd1;
        end
    end
endmodule
`resetall
