// Simulation models of the UltraScale+ primitives redline instantiates (hw/src/main/scala/redline/XilinxPrims.scala),
// written from their documented behaviour, for Verilator and Icarus. Synthesis uses the
// vendor's own cells instead, so this file is never read by Yosys or Vivado.
module LUT6 #(parameter [63:0] INIT = 64'h0) (
  input I0, input I1, input I2, input I3, input I4, input I5, output O);
  assign O = INIT[{I5, I4, I3, I2, I1, I0}];
endmodule

module LUT3 #(parameter [7:0] INIT = 8'h0) (input I0, input I1, input I2, output O);
  assign O = INIT[{I2, I1, I0}];
endmodule

module CARRY8 #(parameter CARRY_TYPE = "SINGLE_CY8") (
  input CI, input CI_TOP, input [7:0] DI, input [7:0] S, output [7:0] O, output [7:0] CO);
  // SINGLE_CY8 only: one chain of eight bits entered by CI (CI_TOP is unused).
  wire [8:0] c;
  assign c[0] = CI;
  genvar i;
  generate
    for (i = 0; i < 8; i = i + 1) begin : bit_
      assign O[i] = S[i] ^ c[i];
      assign c[i + 1] = S[i] ? c[i] : DI[i];
    end
  endgenerate
  assign CO = c[8:1];
endmodule
