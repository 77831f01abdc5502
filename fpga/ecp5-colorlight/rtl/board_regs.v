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

    reg [31:0] count [0:N_EVENTS-1];
    integer i;
    always @(posedge clk) begin
        for (i = 0; i < N_EVENTS; i = i + 1)
            if (rst) count[i] <= 32'd0;
            else if (events[i]) count[i] <= count[i] + 32'd1;
    end

    // One access per request; writes are accepted and ignored (every register is read-only).
    // A read takes two cycles: the address is registered here first (the responder that drives
    // it sits far away on the die), then the word is selected and answered. Done in one cycle,
    // address decode, counter select and routing took clk125 to 120 MHz.
    localparam IW = $clog2(N_EVENTS);
    reg [7:0] addr_q;
    reg addr_held;
    wire [7:0] offset = addr_q - COUNTER_BASE;
    wire [5:0] idx = offset[7:2];
    always @(posedge clk) begin
        reg_ack <= 1'b0;
        if (rst) begin
            addr_held <= 1'b0;
            reg_rdata <= 32'd0;
        end else if (addr_held) begin
            addr_held <= 1'b0;
            reg_ack <= 1'b1;
            case (addr_q)
                8'h00: reg_rdata <= BOARD_ID;
                8'h04: reg_rdata <= VERSION;
                8'h08: reg_rdata <= TM_CLK_HZ;
                8'h0C: reg_rdata <= N_EVENTS;
                8'h10: reg_rdata <= status;
                8'h14: reg_rdata <= eb_stats[31:0];
                8'h18: reg_rdata <= eb_stats[63:32];
                default: reg_rdata <= (addr_q >= COUNTER_BASE && idx < N_EVENTS) ? count[idx[IW-1:0]] : 32'd0;
            endcase
        end else if (reg_req && !reg_ack) begin
            addr_q <= reg_addr;
            addr_held <= 1'b1;
        end
    end
endmodule
`resetall
