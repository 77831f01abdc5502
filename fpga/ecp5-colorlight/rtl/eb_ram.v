`resetall
`timescale 1ns / 1ps
`default_nettype none

// Simple dual-port RAM for eb_responder: one write port, one read port with a registered
// output that holds its value while `re` is low. Written so that Yosys maps it to block RAM
// (one DP16KD on ECP5 for 512 x 32) and Verilator/Icarus simulate it as written.
module eb_ram #(
    parameter AW = 9,
    parameter DW = 32
) (
    input  wire          clk,
    input  wire          we,
    input  wire [AW-1:0] waddr,
    input  wire [DW-1:0] wdata,
    input  wire          re,
    input  wire [AW-1:0] raddr,
    output reg  [DW-1:0] rdata
);
    // The user never reads an address in the cycle it is written (eb_responder reads and
    // writes different slots), so Yosys need not build read-during-write bypass logic.
    (* no_rw_check *)
    reg [DW-1:0] mem [0:(1 << AW) - 1];

    always @(posedge clk) begin
        if (we)
            mem[waddr] <= wdata;
        if (re)
            rdata <= mem[raddr];
    end
endmodule

`resetall
