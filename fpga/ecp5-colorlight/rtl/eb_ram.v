`resetall
`timescale 1ns / 1ps
`default_nettype none

// Simple dual-port RAM for eb_responder: one write port, one read port with a read latency of
// two cycles. rdata shows the word of the last read (re high) issued two or more cycles ago,
// and holds while re is low: a read issued in cycle t is on rdata from cycle t + 2 on.
//
// Why two cycles and explicit DP16KD cells: a block RAM's output without its output register
// comes about 5.8 ns after the clock on the LFE5U-25F (speed 6), which leaves nothing for
// routing at 137.5 MHz (125 MHz + 10 %). Yosys 0.70 maps an inferred RAM to DP16KD with
// REGMODE NOREG only; a register after the read is not absorbed into the cell (it stays a
// fabric flip-flop behind the slow output). So the RAM is built from DP16KD cells with
// REGMODE_B "OUTREG": the output register inside the cell, 0.97 ns clock-to-out, always
// enabled, so it follows the read latch one edge later (the latch holds while re is low).
// Each cell is used in a plain true-dual-port mode of at most 18 bits, port A writing and port
// B reading. Not the 36-bit pseudo-dual-port mode, where half of the read data leaves on port
// A's pins and which of the two ports' output registers and enables then apply is not clear
// from the open tools: 512 x 32 takes two cells at 1024 x 18 instead of one.
// Simulation needs sim/ecp5_prims_sim.v (a behavioural DP16KD) next to this file.
module eb_ram #(
    parameter AW = 9,    // at most 14
    parameter DW = 32
) (
    input  wire          clk,
    input  wire          we,
    input  wire [AW-1:0] waddr,
    input  wire [DW-1:0] wdata,
    input  wire          re,
    input  wire [AW-1:0] raddr,
    output wire [DW-1:0] rdata
);
    // The user never reads an address in the cycle it is written (eb_responder reads and
    // writes different slots), so there is no read-during-write case to care about.
    // Cell width (bits per word) for the depth: 1024 x 18, 2048 x 9, 4096 x 4, 8192 x 2,
    // 16384 x 1; the address sits in the top log2(depth) address bits.
    localparam CW = (AW <= 10) ? 18 : (AW == 11) ? 9 : (AW == 12) ? 4 : (AW == 13) ? 2 : 1;
    localparam LD = (AW <= 10) ? 10 : AW;
    localparam NC = (DW + CW - 1) / CW;     // cells side by side
    localparam PW = NC * CW;

    generate
        if (AW > 14) begin : g_bad
            initial $error("eb_ram: AW must be at most 14");
        end
    endgenerate

    // 14-bit cell addresses; at width 18 the two low bits are the byte-write enables.
    wire [13:0] ada = ({{(14 - AW){1'b0}}, waddr} << (14 - LD)) | ((CW == 18) ? 14'd3 : 14'd0);
    wire [13:0] adb = {{(14 - AW){1'b0}}, raddr} << (14 - LD);
    wire [PW-1:0] wd = {{(PW - DW){1'b0}}, wdata};
    wire [PW-1:0] rd;
    assign rdata = rd[DW-1:0];
    wire unused_rd = &{1'b0, rd};  // the padding bits of the last cell

    genvar c;
    for (c = 0; c < NC; c = c + 1) begin : g_cell
        wire [17:0] dia = {{(18 - CW){1'b0}}, wd[c * CW +: CW]};
        wire [17:0] dob;
        assign rd[c * CW +: CW] = dob[CW-1:0];
        wire unused_dob = &{1'b0, dob};
        /* verilator lint_off PINCONNECTEMPTY */
        DP16KD #(
            .DATA_WIDTH_A(CW), .DATA_WIDTH_B(CW),
            .REGMODE_A("NOREG"), .REGMODE_B("OUTREG"),
            .RESETMODE("SYNC"), .ASYNC_RESET_RELEASE("SYNC"),
            .CSDECODE_A("0b000"), .CSDECODE_B("0b000"),
            .WRITEMODE_A("NORMAL"), .WRITEMODE_B("NORMAL"),
            .GSR("DISABLED")
        ) ram (
            .CLKA(clk), .CEA(we), .OCEA(1'b0), .WEA(we), .RSTA(1'b0),
            .CSA2(1'b0), .CSA1(1'b0), .CSA0(1'b0),
            .ADA13(ada[13]), .ADA12(ada[12]), .ADA11(ada[11]), .ADA10(ada[10]), .ADA9(ada[9]),
            .ADA8(ada[8]), .ADA7(ada[7]), .ADA6(ada[6]), .ADA5(ada[5]), .ADA4(ada[4]),
            .ADA3(ada[3]), .ADA2(ada[2]), .ADA1(ada[1]), .ADA0(ada[0]),
            .DIA17(dia[17]), .DIA16(dia[16]), .DIA15(dia[15]), .DIA14(dia[14]), .DIA13(dia[13]),
            .DIA12(dia[12]), .DIA11(dia[11]), .DIA10(dia[10]), .DIA9(dia[9]), .DIA8(dia[8]),
            .DIA7(dia[7]), .DIA6(dia[6]), .DIA5(dia[5]), .DIA4(dia[4]), .DIA3(dia[3]),
            .DIA2(dia[2]), .DIA1(dia[1]), .DIA0(dia[0]),
            .DOA17(), .DOA16(), .DOA15(), .DOA14(), .DOA13(), .DOA12(), .DOA11(), .DOA10(),
            .DOA9(), .DOA8(), .DOA7(), .DOA6(), .DOA5(), .DOA4(), .DOA3(), .DOA2(), .DOA1(),
            .DOA0(),
            .CLKB(clk), .CEB(re), .OCEB(1'b1), .WEB(1'b0), .RSTB(1'b0),
            .CSB2(1'b0), .CSB1(1'b0), .CSB0(1'b0),
            .ADB13(adb[13]), .ADB12(adb[12]), .ADB11(adb[11]), .ADB10(adb[10]), .ADB9(adb[9]),
            .ADB8(adb[8]), .ADB7(adb[7]), .ADB6(adb[6]), .ADB5(adb[5]), .ADB4(adb[4]),
            .ADB3(adb[3]), .ADB2(adb[2]), .ADB1(adb[1]), .ADB0(adb[0]),
            .DIB17(1'b0), .DIB16(1'b0), .DIB15(1'b0), .DIB14(1'b0), .DIB13(1'b0), .DIB12(1'b0),
            .DIB11(1'b0), .DIB10(1'b0), .DIB9(1'b0), .DIB8(1'b0), .DIB7(1'b0), .DIB6(1'b0),
            .DIB5(1'b0), .DIB4(1'b0), .DIB3(1'b0), .DIB2(1'b0), .DIB1(1'b0), .DIB0(1'b0),
            .DOB17(dob[17]), .DOB16(dob[16]), .DOB15(dob[15]), .DOB14(dob[14]), .DOB13(dob[13]),
            .DOB12(dob[12]), .DOB11(dob[11]), .DOB10(dob[10]), .DOB9(dob[9]), .DOB8(dob[8]),
            .DOB7(dob[7]), .DOB6(dob[6]), .DOB5(dob[5]), .DOB4(dob[4]), .DOB3(dob[3]),
            .DOB2(dob[2]), .DOB1(dob[1]), .DOB0(dob[0])
        );
        /* verilator lint_on PINCONNECTEMPTY */
    end
endmodule

`resetall
