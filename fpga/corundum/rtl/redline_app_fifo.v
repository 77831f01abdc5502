// redline_app_fifo: show-ahead FIFO for the app block's tag bookkeeping.
// The array has a synchronous read with enable (block RAM on an FPGA) feeding a head register,
// so `dout` is valid whenever `out_valid` is; an entry pushed in cycle t is at the head from
// cycle t+2 at the earliest. Capacity is DEPTH (array) + 1 (head). A push into a full array or
// a pop of an empty head is not performed and is reported on `overflow`/`underflow` (the
// caller sizes things so that neither can happen and turns them into a sticky error bit).
`resetall
`timescale 1ns / 1ps
`default_nettype none
module redline_app_fifo #(
    parameter WIDTH = 17,
    parameter DEPTH = 4096   // power of two
) (
    input  wire             clk,
    input  wire             rst,
    input  wire             push,
    input  wire [WIDTH-1:0] din,
    input  wire             pop,
    output reg              out_valid,
    output reg  [WIDTH-1:0] dout,
    output wire             overflow,
    output wire             underflow
);

localparam AW = $clog2(DEPTH);

generate
    if ((1 << AW) != DEPTH) begin : g_bad_depth
        initial $error("redline_app_fifo: DEPTH must be a power of two");
    end
endgenerate

reg [WIDTH-1:0] mem [0:DEPTH-1];
reg [AW-1:0] wr_ptr;
reg [AW-1:0] rd_ptr;
reg [AW:0]   mem_count;  // entries in the array, not counting the head

wire full = mem_count == DEPTH;
wire do_push = push && !full;
// Refill the head when it is empty or leaving, from the array only (no bypass: keeps the
// read a plain registered block-RAM read).
wire load = (mem_count != 0) && (!out_valid || pop);

assign overflow = push && full;
assign underflow = pop && !out_valid;

always @(posedge clk) begin
    if (do_push) begin
        mem[wr_ptr] <= din;
    end
    if (load) begin
        dout <= mem[rd_ptr];
    end
end

always @(posedge clk) begin
    if (rst) begin
        wr_ptr <= 0;
        rd_ptr <= 0;
        mem_count <= 0;
        out_valid <= 1'b0;
    end else begin
        if (do_push) begin
            wr_ptr <= wr_ptr + 1'b1;
        end
        if (load) begin
            rd_ptr <= rd_ptr + 1'b1;
        end
        mem_count <= mem_count + (do_push ? 1'b1 : 1'b0) - (load ? 1'b1 : 1'b0);
        if (load) begin
            out_valid <= 1'b1;
        end else if (pop) begin
            out_valid <= 1'b0;
        end
    end
end

endmodule
`resetall
