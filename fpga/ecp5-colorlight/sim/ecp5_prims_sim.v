`resetall
`timescale 1ns / 1ps
`default_nettype none
// Behavioural models of the ECP5 primitives the Colorlight design uses, for Verilator and Icarus
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

// DP16KD: the 18 Kbit block RAM (sysMEM EBR) with two independent ports, A and B, each with its
// own clock. Per port, at the rising clock edge with CE high and the chip selects {CS2,CS1,CS0}
// equal to CSDECODE:
//   - WE high: the word at the address is written (at width 18, AD1/AD0 enable bits 17:9/8:0);
//     the port's read latch keeps its value (WRITEMODE NORMAL), takes the new word
//     (WRITETHROUGH) or the old one (READBEFOREWRITE);
//   - WE low: the read latch takes the word at the address.
// The read latch holds while CE is low. REGMODE "NOREG": DO is the read latch. "OUTREG": DO is
// an output register that takes the read latch at each rising edge with OCE high, so a read
// shows on DO one edge later than without it. RST (RESETMODE SYNC at the edge, ASYNC at once)
// clears the port's latch and output register.
// The address of a word is AD[13:14-log2(depth)]: 16384 x 1, 8192 x 2, 4096 x 4, 2048 x 9 or
// 1024 x 18, the data on DI/DO[width-1:0].
// Modelled only as far as this design uses the cell: both ports of the same width (1, 2, 4, 9
// or 18; not the 36-bit pseudo-dual-port mode), contents zero at start (no INITVAL), no timing.
// Writing a word on one port while reading it on the other in the same instant is undefined on
// silicon; here the read gets the old word.
/* verilator lint_off UNUSEDSIGNAL */
module DP16KD #(
    parameter DATA_WIDTH_A = 18,
    parameter DATA_WIDTH_B = 18,
    parameter [8*8-1:0] REGMODE_A = "NOREG",
    parameter [8*8-1:0] REGMODE_B = "NOREG",
    parameter [8*8-1:0] RESETMODE = "SYNC",
    parameter [8*8-1:0] ASYNC_RESET_RELEASE = "SYNC",
    parameter [5*8-1:0] CSDECODE_A = "0b000",
    parameter [5*8-1:0] CSDECODE_B = "0b000",
    parameter [16*8-1:0] WRITEMODE_A = "NORMAL",
    parameter [16*8-1:0] WRITEMODE_B = "NORMAL",
    parameter [8*8-1:0] GSR = "ENABLED"
) (
    input  wire DIA17, DIA16, DIA15, DIA14, DIA13, DIA12, DIA11, DIA10, DIA9,
    input  wire DIA8, DIA7, DIA6, DIA5, DIA4, DIA3, DIA2, DIA1, DIA0,
    input  wire ADA13, ADA12, ADA11, ADA10, ADA9, ADA8, ADA7, ADA6, ADA5, ADA4, ADA3, ADA2, ADA1, ADA0,
    input  wire CEA, OCEA, CLKA, WEA, RSTA, CSA2, CSA1, CSA0,
    output wire DOA17, DOA16, DOA15, DOA14, DOA13, DOA12, DOA11, DOA10, DOA9,
    output wire DOA8, DOA7, DOA6, DOA5, DOA4, DOA3, DOA2, DOA1, DOA0,
    input  wire DIB17, DIB16, DIB15, DIB14, DIB13, DIB12, DIB11, DIB10, DIB9,
    input  wire DIB8, DIB7, DIB6, DIB5, DIB4, DIB3, DIB2, DIB1, DIB0,
    input  wire ADB13, ADB12, ADB11, ADB10, ADB9, ADB8, ADB7, ADB6, ADB5, ADB4, ADB3, ADB2, ADB1, ADB0,
    input  wire CEB, OCEB, CLKB, WEB, RSTB, CSB2, CSB1, CSB0,
    output wire DOB17, DOB16, DOB15, DOB14, DOB13, DOB12, DOB11, DOB10, DOB9,
    output wire DOB8, DOB7, DOB6, DOB5, DOB4, DOB3, DOB2, DOB1, DOB0
);
localparam W = DATA_WIDTH_A;
localparam LD = (W == 1) ? 14 : (W == 2) ? 13 : (W == 4) ? 12 : (W == 9) ? 11 : 10;  // log2(depth)
localparam [17:0] DMASK = (W == 18) ? 18'h3FFFF : (18'h1 << W) - 18'h1;  // the data bits in use
// The string parameters, compared at their declared widths.
localparam [8*8-1:0] S_OUTREG = "OUTREG";
localparam [8*8-1:0] S_SYNC = "SYNC";
localparam [8*8-1:0] S_ASYNC = "ASYNC";
localparam [16*8-1:0] S_WRITETHROUGH = "WRITETHROUGH";
localparam [16*8-1:0] S_READBEFOREWRITE = "READBEFOREWRITE";

function [2:0] csdecode(input [5*8-1:0] s);  // "0bxyz" -> xyz
    csdecode = {s[16], s[8], s[0]};            // the ASCII codes of '0' and '1' differ in bit 0
endfunction
localparam [2:0] CSD_A = csdecode(CSDECODE_A);
localparam [2:0] CSD_B = csdecode(CSDECODE_B);

generate
    if (DATA_WIDTH_B != DATA_WIDTH_A || (W != 1 && W != 2 && W != 4 && W != 9 && W != 18)) begin : g_bad
        initial $error("DP16KD model: both ports must have the same DATA_WIDTH, 1, 2, 4, 9 or 18");
    end
    if (RESETMODE != S_SYNC && RESETMODE != S_ASYNC) begin : g_bad_rst
        initial $error("DP16KD model: RESETMODE must be SYNC or ASYNC");
    end
endgenerate

wire [17:0] dia = {DIA17, DIA16, DIA15, DIA14, DIA13, DIA12, DIA11, DIA10, DIA9,
                   DIA8, DIA7, DIA6, DIA5, DIA4, DIA3, DIA2, DIA1, DIA0};
wire [17:0] dib = {DIB17, DIB16, DIB15, DIB14, DIB13, DIB12, DIB11, DIB10, DIB9,
                   DIB8, DIB7, DIB6, DIB5, DIB4, DIB3, DIB2, DIB1, DIB0};
wire [13:0] ada = {ADA13, ADA12, ADA11, ADA10, ADA9, ADA8, ADA7, ADA6, ADA5, ADA4, ADA3, ADA2, ADA1, ADA0};
wire [13:0] adb = {ADB13, ADB12, ADB11, ADB10, ADB9, ADB8, ADB7, ADB6, ADB5, ADB4, ADB3, ADB2, ADB1, ADB0};
wire [LD-1:0] addr_a = ada[13 -: LD];
wire [LD-1:0] addr_b = adb[13 -: LD];
// Bits a write changes: the data bits, at width 18 only the 9-bit halves that AD1/AD0 enable.
wire [17:0] wmask_a = DMASK & ((W == 18) ? {{9{ada[1]}}, {9{ada[0]}}} : 18'h3FFFF);
wire [17:0] wmask_b = DMASK & ((W == 18) ? {{9{adb[1]}}, {9{adb[0]}}} : 18'h3FFFF);
wire en_a = CEA && {CSA2, CSA1, CSA0} == CSD_A;
wire en_b = CEB && {CSB2, CSB1, CSB0} == CSD_B;

reg [17:0] mem [0:(1 << LD) - 1];  // bits outside DMASK stay 0
reg [17:0] lat_a, lat_b;           // read latches
reg [17:0] reg_a, reg_b;           // output registers (OUTREG)
integer i;
initial begin
    for (i = 0; i < (1 << LD); i = i + 1) begin
        mem[i] = 18'd0;
    end
    lat_a = 18'd0;
    lat_b = 18'd0;
    reg_a = 18'd0;
    reg_b = 18'd0;
end

wire [17:0] old_a = mem[addr_a];
wire [17:0] new_a = (old_a & ~wmask_a) | (dia & wmask_a);
wire [17:0] old_b = mem[addr_b];
wire [17:0] new_b = (old_b & ~wmask_b) | (dib & wmask_b);
// What the read latch takes at an enabled edge.
wire [17:0] rd_a = !WEA ? old_a : WRITEMODE_A == S_WRITETHROUGH ? new_a :
                   WRITEMODE_A == S_READBEFOREWRITE ? old_a : lat_a;
wire [17:0] rd_b = !WEB ? old_b : WRITEMODE_B == S_WRITETHROUGH ? new_b :
                   WRITEMODE_B == S_READBEFOREWRITE ? old_b : lat_b;

// The array: each port writes at its own clock.
/* verilator lint_off MULTIDRIVEN */
always @(posedge CLKA) begin
    if (en_a && WEA) begin
        mem[addr_a] <= new_a;
    end
end
always @(posedge CLKB) begin
    if (en_b && WEB) begin
        mem[addr_b] <= new_b;
    end
end
/* verilator lint_on MULTIDRIVEN */

// Read latch and output register of each port, with the reset of RESETMODE.
generate
    if (RESETMODE == S_ASYNC) begin : g_async
        always @(posedge CLKA or posedge RSTA) begin
            if (RSTA) begin
                lat_a <= 18'd0;
                reg_a <= 18'd0;
            end else begin
                if (en_a) lat_a <= rd_a;
                if (OCEA) reg_a <= lat_a;
            end
        end
        always @(posedge CLKB or posedge RSTB) begin
            if (RSTB) begin
                lat_b <= 18'd0;
                reg_b <= 18'd0;
            end else begin
                if (en_b) lat_b <= rd_b;
                if (OCEB) reg_b <= lat_b;
            end
        end
    end else begin : g_sync
        always @(posedge CLKA) begin
            if (RSTA) begin
                lat_a <= 18'd0;
                reg_a <= 18'd0;
            end else begin
                if (en_a) lat_a <= rd_a;
                if (OCEA) reg_a <= lat_a;
            end
        end
        always @(posedge CLKB) begin
            if (RSTB) begin
                lat_b <= 18'd0;
                reg_b <= 18'd0;
            end else begin
                if (en_b) lat_b <= rd_b;
                if (OCEB) reg_b <= lat_b;
            end
        end
    end
endgenerate

wire [17:0] doa = (REGMODE_A == S_OUTREG) ? reg_a : lat_a;
wire [17:0] dob = (REGMODE_B == S_OUTREG) ? reg_b : lat_b;
assign {DOA17, DOA16, DOA15, DOA14, DOA13, DOA12, DOA11, DOA10, DOA9,
        DOA8, DOA7, DOA6, DOA5, DOA4, DOA3, DOA2, DOA1, DOA0} = doa;
assign {DOB17, DOB16, DOB15, DOB14, DOB13, DOB12, DOB11, DOB10, DOB9,
        DOB8, DOB7, DOB6, DOB5, DOB4, DOB3, DOB2, DOB1, DOB0} = dob;
endmodule
/* verilator lint_on UNUSEDSIGNAL */

/* verilator lint_on UNUSEDPARAM */
/* verilator lint_on DECLFILENAME */

`resetall
