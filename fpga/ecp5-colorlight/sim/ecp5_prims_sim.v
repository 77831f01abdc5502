`resetall
`timescale 1ns / 1ps
`default_nettype none
// Behavioural models of the ECP5 primitives the Colorlight MAC uses, for Verilator and Icarus
// only. Synthesis (yosys synth_ecp5) must use its own cells: never list this file there.
// The models have no timing: DELAYG is a wire, and clock-to-output is zero. Their parameters
// exist only so that the RTL's instances elaborate.
/* verilator lint_off DECLFILENAME */
/* verilator lint_off UNUSEDPARAM */

// IDDRX1F: D sampled on the rising edge and on the following falling edge; both appear
// together on Q0 (rising) and Q1 (falling) at the next rising edge.
module IDDRX1F #(
    parameter GSR = "ENABLED"
) (
    input  wire D,
    input  wire SCLK,
    input  wire RST,
    output reg  Q0,
    output reg  Q1
);
reg rise;
reg fall;
initial begin
    rise = 1'b0;
    fall = 1'b0;
    Q0 = 1'b0;
    Q1 = 1'b0;
end
always @(posedge SCLK or posedge RST) begin
    if (RST) begin
        rise <= 1'b0;
        Q0 <= 1'b0;
        Q1 <= 1'b0;
    end else begin
        rise <= D;
        Q0 <= rise;
        Q1 <= fall;
    end
end
always @(negedge SCLK or posedge RST) begin
    if (RST) begin
        fall <= 1'b0;
    end else begin
        fall <= D;
    end
end
endmodule

// ODDRX1F: D0 and D1 registered on the rising edge; Q is D0 while SCLK is high, D1 while low.
module ODDRX1F #(
    parameter GSR = "ENABLED"
) (
    input  wire SCLK,
    input  wire RST,
    input  wire D0,
    input  wire D1,
    output wire Q
);
reg d0;
reg d1;
initial begin
    d0 = 1'b0;
    d1 = 1'b0;
end
always @(posedge SCLK or posedge RST) begin
    if (RST) begin
        d0 <= 1'b0;
        d1 <= 1'b0;
    end else begin
        d0 <= D0;
        d1 <= D1;
    end
end
assign Q = SCLK ? d0 : d1;
endmodule

// DELAYG: a fixed input/output delay of DEL_VALUE taps on silicon; a wire here.
module DELAYG #(
    parameter DEL_MODE = "USER_DEFINED",
    parameter DEL_VALUE = 0
) (
    input  wire A,
    output wire Z
);
assign Z = A;
endmodule

// DCCA: global clock buffer with clock enable.
module DCCA (
    input  wire CLKI,
    input  wire CE,
    output wire CLKO
);
assign CLKO = CLKI & CE;
endmodule

/* verilator lint_on UNUSEDPARAM */
/* verilator lint_on DECLFILENAME */

`resetall
