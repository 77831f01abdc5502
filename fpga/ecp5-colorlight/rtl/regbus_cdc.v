// regbus_cdc: carries the board's simple register bus from clock A (the master) to clock B
// (the slave), one transaction at a time.
//
// The bus, on both sides: req is a level held by the master until ack; we, addr and wdata are
// stable while req is high; ack is a one-cycle pulse, and rdata is valid with it (reads).
// A master may raise req again (for the next transaction) in the cycle after ack.
//
// Crossing: a toggle handshake. A launch latches we/addr/wdata into a_* holding registers and
// flips a_tgl; B sees the flip through 2 flops and raises b_req with the held values, which are
// stable by then and stay so until A has seen the answer. B's ack latches b_rdata and flips
// b_tgl; A sees that through 2 flops and pulses a_ack with the latched rdata. The multi-bit
// values cross without synchronisers because they are held stable for at least 2 cycles of the
// receiving clock before the toggle that announces them arrives (a board constraint should
// give these paths a max delay of one receiving-clock period rather than none).
//
// Resets: a_rst and b_rst must be asserted together at start-up (each for a few cycles of its
// own clock), as for the other CDC blocks; resetting one side alone could lose or replay a
// transaction.
`resetall
`timescale 1ns / 1ps
`default_nettype none
module regbus_cdc (
    input  wire        a_clk,
    input  wire        a_rst,
    input  wire        a_req,
    input  wire        a_we,
    input  wire [15:0] a_addr,
    input  wire [31:0] a_wdata,
    output reg         a_ack,
    output reg  [31:0] a_rdata,

    input  wire        b_clk,
    input  wire        b_rst,
    output reg         b_req,
    output wire        b_we,
    output wire [15:0] b_addr,
    output wire [31:0] b_wdata,
    input  wire        b_ack,
    input  wire [31:0] b_rdata
);

// ---- A side --------------------------------------------------------------------------------
reg        a_busy;       // launched, answer not yet seen
reg        a_tgl;
reg        a_we_h;
reg [15:0] a_addr_h;
reg [31:0] a_wdata_h;
(* async_reg = "true" *) reg a_btgl_s1;
(* async_reg = "true" *) reg a_btgl_s2;
reg        a_btgl_seen;

// ---- B side --------------------------------------------------------------------------------
reg        b_tgl;
reg [31:0] b_rdata_h;
(* async_reg = "true" *) reg b_atgl_s1;
(* async_reg = "true" *) reg b_atgl_s2;
reg        b_atgl_seen;

// In the ack cycle req still shows the finished transaction: do not launch it again.
wire a_launch = a_req && !a_busy && !a_ack;
wire a_answer = a_btgl_s2 != a_btgl_seen;

always @(posedge a_clk) begin
    if (a_launch) begin
        a_we_h <= a_we;
        a_addr_h <= a_addr;
        a_wdata_h <= a_wdata;
    end
    if (a_answer) begin
        a_rdata <= b_rdata_h;
    end
end

always @(posedge a_clk) begin
    if (a_rst) begin
        a_busy <= 1'b0;
        a_tgl <= 1'b0;
        a_btgl_s1 <= 1'b0;
        a_btgl_s2 <= 1'b0;
        a_btgl_seen <= 1'b0;
        a_ack <= 1'b0;
    end else begin
        a_btgl_s1 <= b_tgl;
        a_btgl_s2 <= a_btgl_s1;
        a_btgl_seen <= a_btgl_s2;
        a_ack <= a_answer;
        if (a_launch) begin
            a_busy <= 1'b1;
            a_tgl <= !a_tgl;
        end else if (a_answer) begin
            a_busy <= 1'b0;
        end
    end
end

assign b_we = a_we_h;
assign b_addr = a_addr_h;
assign b_wdata = a_wdata_h;

always @(posedge b_clk) begin
    if (b_req && b_ack) begin
        b_rdata_h <= b_rdata;
    end
end

always @(posedge b_clk) begin
    if (b_rst) begin
        b_req <= 1'b0;
        b_tgl <= 1'b0;
        b_atgl_s1 <= 1'b0;
        b_atgl_s2 <= 1'b0;
        b_atgl_seen <= 1'b0;
    end else begin
        b_atgl_s1 <= a_tgl;
        b_atgl_s2 <= b_atgl_s1;
        if (b_req && b_ack) begin
            // b_rdata_h is written at this same edge; b_tgl tells A about it from now on.
            b_req <= 1'b0;
            b_tgl <= !b_tgl;
        end else if (!b_req && b_atgl_s2 != b_atgl_seen) begin
            b_req <= 1'b1;
            b_atgl_seen <= b_atgl_s2;
        end
    end
end

endmodule
`resetall
