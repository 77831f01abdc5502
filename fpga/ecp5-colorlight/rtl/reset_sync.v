// reset_sync: asserts a reset asynchronously and releases it synchronously to `clk`, so every
// clock domain of the board leaves reset cleanly whatever the phase of the PLL lock.
//
// The released reset goes out as COPIES registered copies, one per block, which the placer can
// put next to that block's flip-flops: one flip-flop driving the synchronous resets of a whole
// clock domain was clk125's critical path (6.5 ns of routing across the die). The copies are
// set asynchronously with the synchroniser and all release on the same edge, one clock after
// it; `keep` stops yosys from merging them back into one.
`resetall
`timescale 1ns / 1ps
`default_nettype none
module reset_sync #(
    parameter COPIES = 1
) (
    input  wire              clk,
    input  wire              arst,
    output wire [COPIES-1:0] rst
);
    (* async_reg = "true" *) reg [2:0] sr;
    always @(posedge clk or posedge arst) begin
        if (arst) sr <= 3'b111;
        else sr <= {sr[1:0], 1'b0};
    end

    genvar i;
    generate
        for (i = 0; i < COPIES; i = i + 1) begin : copy
            reg r;
            (* keep *) always @(posedge clk or posedge arst) begin
                if (arst) r <= 1'b1;
                else r <= sr[2];
            end
            assign rst[i] = r;
        end
    endgenerate
endmodule
`resetall
