// reset_sync: asserts a reset asynchronously and releases it synchronously to `clk`, so every
// clock domain of the board leaves reset cleanly whatever the phase of the PLL lock.
`resetall
`timescale 1ns / 1ps
`default_nettype none
module reset_sync (
    input  wire clk,
    input  wire arst,
    output wire rst
);
    (* async_reg = "true" *) reg [2:0] sr;
    always @(posedge clk or posedge arst) begin
        if (arst) sr <= 3'b111;
        else sr <= {sr[1:0], 1'b0};
    end
    assign rst = sr[2];
endmodule
`resetall
