// pulse_sync: carries single-cycle event pulses (one per frame from a MAC or FIFO) into another
// clock domain by toggling a flag there. Pulses must be at least 3 destination cycles apart,
// which a frame (>= 64 byte times at 125 MHz) always is for the clocks of this board.
`resetall
`timescale 1ns / 1ps
`default_nettype none
module pulse_sync #(
    parameter N = 1
) (
    input  wire         src_clk,
    input  wire         src_rst,
    input  wire [N-1:0] src_pulse,
    input  wire         dst_clk,
    input  wire         dst_rst,
    output wire [N-1:0] dst_pulse
);
    reg [N-1:0] toggle;
    always @(posedge src_clk) begin
        if (src_rst) toggle <= {N{1'b0}};
        else toggle <= toggle ^ src_pulse;
    end

    (* async_reg = "true" *) reg [N-1:0] sync1;
    (* async_reg = "true" *) reg [N-1:0] sync2;
    reg [N-1:0] seen;
    always @(posedge dst_clk) begin
        if (dst_rst) begin
            sync1 <= {N{1'b0}};
            sync2 <= {N{1'b0}};
            seen <= {N{1'b0}};
        end else begin
            sync1 <= toggle;
            sync2 <= sync1;
            seen <= sync2;
        end
    end
    assign dst_pulse = sync2 ^ seen;
endmodule
`resetall
