// Generator : SpinalHDL v1.14.2    git head : 78f29dc66110fc099a777992b6daa2f803ab445e
// Component : redline_gentle_mark_xcup

`timescale 1ns/1ps

module redline_gentle_mark_xcup (
  input  wire          io_input_valid,
  input  wire [49:0]   io_input_payload_qavgShifted,
  input  wire [31:0]   io_input_payload_count,
  input  wire [31:0]   io_input_payload_qR,
  input  wire [31:0]   io_qthMax,
  input  wire [4:0]    io_wlog,
  input  wire [31:0]   io_delta,
  input  wire [47:0]   io_gentleStep,
  output wire          io_mark_valid,
  output wire          io_mark_payload,
  output wire          io_markAhead,
  input  wire          clk,
  input  wire          reset
);

  wire       [68:0]   xSum_io_a;
  wire       [68:0]   xSum_io_b;
  wire       [68:0]   xSum_io_c;
  wire       [50:0]   vSum_io_b;
  wire       [50:0]   vSum_io_c;
  wire       [68:0]   xSum_io_sum;
  wire       [50:0]   vSum_io_sum;
  wire       [49:0]   _zz_1;
  wire       [30:0]   _zz_2;
  wire       [49:0]   _zz_3;
  wire       [49:0]   _zz_4;
  wire       [18:0]   _zz_g1;
  wire       [18:0]   _zz_g1_1;
  wire       [49:0]   _zz_x0;
  wire       [35:0]   _zz_x0_1;
  wire       [49:0]   _zz_x0_2;
  wire       [49:0]   _zz_x0_3;
  wire       [68:0]   _zz_io_b;
  wire       [68:0]   _zz_io_c;
  wire       [14:0]   _zz_cHigh;
  wire       [50:0]   _zz_p0;
  wire       [42:0]   _zz_p0_1;
  wire       [50:0]   _zz_p0_2;
  wire       [50:0]   _zz_io_b_1;
  wire       [50:0]   _zz_io_c_1;
  reg        [31:0]   maxTh;
  reg        [18:0]   g1;
  reg        [49:0]   x0;
  reg        [35:0]   x1;
  reg        [32:0]   x2;
  reg        [31:0]   q3;
  reg                 qHigh3;
  reg        [31:0]   io_input_payload_count_delay_1;
  reg        [31:0]   io_input_payload_count_delay_2;
  reg        [31:0]   count3;
  reg        [31:0]   io_input_payload_qR_delay_1;
  reg        [31:0]   io_input_payload_qR_delay_2;
  reg        [31:0]   qR3;
  wire       [16:0]   cLow;
  wire       [13:0]   cHigh;
  wire                countBig;
  reg        [50:0]   p0;
  reg        [22:0]   p1;
  reg        [28:0]   p2;
  reg                 sure4;
  reg                 io_input_valid_delay_1;
  reg                 io_input_valid_delay_2;
  reg                 io_input_valid_delay_3;
  reg                 io_input_valid_delay_4;
  reg                 io_input_valid_delay_5;
  reg                 io_markAhead_regNext;

  assign _zz_1 = {18'd0, maxTh};
  assign _zz_2 = (_zz_3 >>> 5'd19);
  assign _zz_3 = (io_input_payload_qavgShifted - _zz_4);
  assign _zz_4 = {18'd0, maxTh};
  assign _zz_g1 = io_input_payload_qavgShifted[18:0];
  assign _zz_g1_1 = maxTh[18:0];
  assign _zz_x0_1 = (g1 * io_gentleStep[16 : 0]);
  assign _zz_x0 = {14'd0, _zz_x0_1};
  assign _zz_x0_2 = (_zz_x0_3 <<< 16);
  assign _zz_x0_3 = {18'd0, io_delta};
  assign _zz_io_b = {33'd0, x1};
  assign _zz_io_c = {36'd0, x2};
  assign _zz_cHigh = (count3 >>> 5'd17);
  assign _zz_p0_1 = (q3[25 : 0] * cLow);
  assign _zz_p0 = {8'd0, _zz_p0_1};
  assign _zz_p0_2 = {19'd0, qR3};
  assign _zz_io_b_1 = {28'd0, p1};
  assign _zz_io_c_1 = {22'd0, p2};
  gnx_TernaryAdd xSum (
    .io_a   (xSum_io_a[68:0]  ), //i
    .io_b   (xSum_io_b[68:0]  ), //i
    .io_c   (xSum_io_c[68:0]  ), //i
    .io_cin (1'b0             ), //i
    .io_sum (xSum_io_sum[68:0])  //o
  );
  gnx_TernaryAdd_1 vSum (
    .io_a   (p0[50:0]         ), //i
    .io_b   (vSum_io_b[50:0]  ), //i
    .io_c   (vSum_io_c[50:0]  ), //i
    .io_cin (1'b0             ), //i
    .io_sum (vSum_io_sum[50:0])  //o
  );
  assign xSum_io_a = {19'd0, x0};
  assign xSum_io_b = (_zz_io_b <<< 17);
  assign xSum_io_c = (_zz_io_c <<< 34);
  assign cLow = count3[16:0];
  assign cHigh = _zz_cHigh[13:0];
  assign countBig = (count3[30 : 17] != 14'h0);
  assign vSum_io_b = (_zz_io_b_1 <<< 26);
  assign vSum_io_c = (_zz_io_c_1 <<< 17);
  assign io_markAhead = (sure4 || (! vSum_io_sum[50]));
  assign io_mark_valid = io_input_valid_delay_5;
  assign io_mark_payload = io_markAhead_regNext;
  always @(posedge clk) begin
    maxTh <= (io_qthMax >>> io_wlog);
    g1 <= (_zz_g1 - _zz_g1_1);
    x0 <= (_zz_x0 + _zz_x0_2);
    x1 <= (g1 * io_gentleStep[33 : 17]);
    x2 <= (g1 * io_gentleStep[47 : 34]);
    q3 <= xSum_io_sum[47 : 16];
    qHigh3 <= (xSum_io_sum[68 : 48] != 21'h0);
    io_input_payload_count_delay_1 <= io_input_payload_count;
    io_input_payload_count_delay_2 <= io_input_payload_count_delay_1;
    count3 <= io_input_payload_count_delay_2;
    io_input_payload_qR_delay_1 <= io_input_payload_qR;
    io_input_payload_qR_delay_2 <= io_input_payload_qR_delay_1;
    qR3 <= io_input_payload_qR_delay_2;
    p0 <= (_zz_p0 - _zz_p0_2);
    p1 <= (q3[31 : 26] * cLow);
    p2 <= (q3[14 : 0] * cHigh);
    sure4 <= ((count3[31] || (qHigh3 && (count3 != 32'h0))) || (countBig && (q3[31 : 15] != 17'h0)));
    io_markAhead_regNext <= io_markAhead;
  end

  always @(posedge clk) begin
    if(reset) begin
      io_input_valid_delay_1 <= 1'b0;
      io_input_valid_delay_2 <= 1'b0;
      io_input_valid_delay_3 <= 1'b0;
      io_input_valid_delay_4 <= 1'b0;
      io_input_valid_delay_5 <= 1'b0;
    end else begin
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert(((! io_input_valid) || ((_zz_1 <= io_input_payload_qavgShifted) && (_zz_2 == 31'h0)))); // GentleMark.scala:L58
        `else
          if(!((! io_input_valid) || ((_zz_1 <= io_input_payload_qavgShifted) && (_zz_2 == 31'h0)))) begin
            $display("FAILURE a gentle test's qavg is outside the band or above the buffer's scaled bytes"); // GentleMark.scala:L58
            $finish;
          end
        `endif
      `endif
      io_input_valid_delay_1 <= io_input_valid;
      io_input_valid_delay_2 <= io_input_valid_delay_1;
      io_input_valid_delay_3 <= io_input_valid_delay_2;
      io_input_valid_delay_4 <= io_input_valid_delay_3;
      io_input_valid_delay_5 <= io_input_valid_delay_4;
    end
  end


endmodule

module gnx_TernaryAdd_1 (
  input  wire [50:0]   io_a,
  input  wire [50:0]   io_b,
  input  wire [50:0]   io_c,
  input  wire          io_cin,
  output wire [50:0]   io_sum
);

  wire                lUT6_1_I0;
  wire                lUT6_1_I1;
  wire                lUT6_1_I2;
  wire                lUT3_1_I0;
  wire                lUT3_1_I1;
  wire                lUT3_1_I2;
  wire                lUT6_2_I0;
  wire                lUT6_2_I1;
  wire                lUT6_2_I2;
  wire                lUT6_2_I3;
  wire                lUT6_2_I4;
  wire                lUT6_2_I5;
  wire                lUT3_2_I0;
  wire                lUT3_2_I1;
  wire                lUT3_2_I2;
  wire                lUT6_3_I0;
  wire                lUT6_3_I1;
  wire                lUT6_3_I2;
  wire                lUT6_3_I3;
  wire                lUT6_3_I4;
  wire                lUT6_3_I5;
  wire                lUT3_3_I0;
  wire                lUT3_3_I1;
  wire                lUT3_3_I2;
  wire                lUT6_4_I0;
  wire                lUT6_4_I1;
  wire                lUT6_4_I2;
  wire                lUT6_4_I3;
  wire                lUT6_4_I4;
  wire                lUT6_4_I5;
  wire                lUT3_4_I0;
  wire                lUT3_4_I1;
  wire                lUT3_4_I2;
  wire                lUT6_5_I0;
  wire                lUT6_5_I1;
  wire                lUT6_5_I2;
  wire                lUT6_5_I3;
  wire                lUT6_5_I4;
  wire                lUT6_5_I5;
  wire                lUT3_5_I0;
  wire                lUT3_5_I1;
  wire                lUT3_5_I2;
  wire                lUT6_6_I0;
  wire                lUT6_6_I1;
  wire                lUT6_6_I2;
  wire                lUT6_6_I3;
  wire                lUT6_6_I4;
  wire                lUT6_6_I5;
  wire                lUT3_6_I0;
  wire                lUT3_6_I1;
  wire                lUT3_6_I2;
  wire                lUT6_7_I0;
  wire                lUT6_7_I1;
  wire                lUT6_7_I2;
  wire                lUT6_7_I3;
  wire                lUT6_7_I4;
  wire                lUT6_7_I5;
  wire                lUT3_7_I0;
  wire                lUT3_7_I1;
  wire                lUT3_7_I2;
  wire                lUT6_8_I0;
  wire                lUT6_8_I1;
  wire                lUT6_8_I2;
  wire                lUT6_8_I3;
  wire                lUT6_8_I4;
  wire                lUT6_8_I5;
  wire                lUT3_8_I0;
  wire                lUT3_8_I1;
  wire                lUT3_8_I2;
  wire                lUT6_9_I0;
  wire                lUT6_9_I1;
  wire                lUT6_9_I2;
  wire                lUT6_9_I3;
  wire                lUT6_9_I4;
  wire                lUT6_9_I5;
  wire                lUT3_9_I0;
  wire                lUT3_9_I1;
  wire                lUT3_9_I2;
  wire                lUT6_10_I0;
  wire                lUT6_10_I1;
  wire                lUT6_10_I2;
  wire                lUT6_10_I3;
  wire                lUT6_10_I4;
  wire                lUT6_10_I5;
  wire                lUT3_10_I0;
  wire                lUT3_10_I1;
  wire                lUT3_10_I2;
  wire                lUT6_11_I0;
  wire                lUT6_11_I1;
  wire                lUT6_11_I2;
  wire                lUT6_11_I3;
  wire                lUT6_11_I4;
  wire                lUT6_11_I5;
  wire                lUT3_11_I0;
  wire                lUT3_11_I1;
  wire                lUT3_11_I2;
  wire                lUT6_12_I0;
  wire                lUT6_12_I1;
  wire                lUT6_12_I2;
  wire                lUT6_12_I3;
  wire                lUT6_12_I4;
  wire                lUT6_12_I5;
  wire                lUT3_12_I0;
  wire                lUT3_12_I1;
  wire                lUT3_12_I2;
  wire                lUT6_13_I0;
  wire                lUT6_13_I1;
  wire                lUT6_13_I2;
  wire                lUT6_13_I3;
  wire                lUT6_13_I4;
  wire                lUT6_13_I5;
  wire                lUT3_13_I0;
  wire                lUT3_13_I1;
  wire                lUT3_13_I2;
  wire                lUT6_14_I0;
  wire                lUT6_14_I1;
  wire                lUT6_14_I2;
  wire                lUT6_14_I3;
  wire                lUT6_14_I4;
  wire                lUT6_14_I5;
  wire                lUT3_14_I0;
  wire                lUT3_14_I1;
  wire                lUT3_14_I2;
  wire                lUT6_15_I0;
  wire                lUT6_15_I1;
  wire                lUT6_15_I2;
  wire                lUT6_15_I3;
  wire                lUT6_15_I4;
  wire                lUT6_15_I5;
  wire                lUT3_15_I0;
  wire                lUT3_15_I1;
  wire                lUT3_15_I2;
  wire                lUT6_16_I0;
  wire                lUT6_16_I1;
  wire                lUT6_16_I2;
  wire                lUT6_16_I3;
  wire                lUT6_16_I4;
  wire                lUT6_16_I5;
  wire                lUT3_16_I0;
  wire                lUT3_16_I1;
  wire                lUT3_16_I2;
  wire                lUT6_17_I0;
  wire                lUT6_17_I1;
  wire                lUT6_17_I2;
  wire                lUT6_17_I3;
  wire                lUT6_17_I4;
  wire                lUT6_17_I5;
  wire                lUT3_17_I0;
  wire                lUT3_17_I1;
  wire                lUT3_17_I2;
  wire                lUT6_18_I0;
  wire                lUT6_18_I1;
  wire                lUT6_18_I2;
  wire                lUT6_18_I3;
  wire                lUT6_18_I4;
  wire                lUT6_18_I5;
  wire                lUT3_18_I0;
  wire                lUT3_18_I1;
  wire                lUT3_18_I2;
  wire                lUT6_19_I0;
  wire                lUT6_19_I1;
  wire                lUT6_19_I2;
  wire                lUT6_19_I3;
  wire                lUT6_19_I4;
  wire                lUT6_19_I5;
  wire                lUT3_19_I0;
  wire                lUT3_19_I1;
  wire                lUT3_19_I2;
  wire                lUT6_20_I0;
  wire                lUT6_20_I1;
  wire                lUT6_20_I2;
  wire                lUT6_20_I3;
  wire                lUT6_20_I4;
  wire                lUT6_20_I5;
  wire                lUT3_20_I0;
  wire                lUT3_20_I1;
  wire                lUT3_20_I2;
  wire                lUT6_21_I0;
  wire                lUT6_21_I1;
  wire                lUT6_21_I2;
  wire                lUT6_21_I3;
  wire                lUT6_21_I4;
  wire                lUT6_21_I5;
  wire                lUT3_21_I0;
  wire                lUT3_21_I1;
  wire                lUT3_21_I2;
  wire                lUT6_22_I0;
  wire                lUT6_22_I1;
  wire                lUT6_22_I2;
  wire                lUT6_22_I3;
  wire                lUT6_22_I4;
  wire                lUT6_22_I5;
  wire                lUT3_22_I0;
  wire                lUT3_22_I1;
  wire                lUT3_22_I2;
  wire                lUT6_23_I0;
  wire                lUT6_23_I1;
  wire                lUT6_23_I2;
  wire                lUT6_23_I3;
  wire                lUT6_23_I4;
  wire                lUT6_23_I5;
  wire                lUT3_23_I0;
  wire                lUT3_23_I1;
  wire                lUT3_23_I2;
  wire                lUT6_24_I0;
  wire                lUT6_24_I1;
  wire                lUT6_24_I2;
  wire                lUT6_24_I3;
  wire                lUT6_24_I4;
  wire                lUT6_24_I5;
  wire                lUT3_24_I0;
  wire                lUT3_24_I1;
  wire                lUT3_24_I2;
  wire                lUT6_25_I0;
  wire                lUT6_25_I1;
  wire                lUT6_25_I2;
  wire                lUT6_25_I3;
  wire                lUT6_25_I4;
  wire                lUT6_25_I5;
  wire                lUT3_25_I0;
  wire                lUT3_25_I1;
  wire                lUT3_25_I2;
  wire                lUT6_26_I0;
  wire                lUT6_26_I1;
  wire                lUT6_26_I2;
  wire                lUT6_26_I3;
  wire                lUT6_26_I4;
  wire                lUT6_26_I5;
  wire                lUT3_26_I0;
  wire                lUT3_26_I1;
  wire                lUT3_26_I2;
  wire                lUT6_27_I0;
  wire                lUT6_27_I1;
  wire                lUT6_27_I2;
  wire                lUT6_27_I3;
  wire                lUT6_27_I4;
  wire                lUT6_27_I5;
  wire                lUT3_27_I0;
  wire                lUT3_27_I1;
  wire                lUT3_27_I2;
  wire                lUT6_28_I0;
  wire                lUT6_28_I1;
  wire                lUT6_28_I2;
  wire                lUT6_28_I3;
  wire                lUT6_28_I4;
  wire                lUT6_28_I5;
  wire                lUT3_28_I0;
  wire                lUT3_28_I1;
  wire                lUT3_28_I2;
  wire                lUT6_29_I0;
  wire                lUT6_29_I1;
  wire                lUT6_29_I2;
  wire                lUT6_29_I3;
  wire                lUT6_29_I4;
  wire                lUT6_29_I5;
  wire                lUT3_29_I0;
  wire                lUT3_29_I1;
  wire                lUT3_29_I2;
  wire                lUT6_30_I0;
  wire                lUT6_30_I1;
  wire                lUT6_30_I2;
  wire                lUT6_30_I3;
  wire                lUT6_30_I4;
  wire                lUT6_30_I5;
  wire                lUT3_30_I0;
  wire                lUT3_30_I1;
  wire                lUT3_30_I2;
  wire                lUT6_31_I0;
  wire                lUT6_31_I1;
  wire                lUT6_31_I2;
  wire                lUT6_31_I3;
  wire                lUT6_31_I4;
  wire                lUT6_31_I5;
  wire                lUT3_31_I0;
  wire                lUT3_31_I1;
  wire                lUT3_31_I2;
  wire                lUT6_32_I0;
  wire                lUT6_32_I1;
  wire                lUT6_32_I2;
  wire                lUT6_32_I3;
  wire                lUT6_32_I4;
  wire                lUT6_32_I5;
  wire                lUT3_32_I0;
  wire                lUT3_32_I1;
  wire                lUT3_32_I2;
  wire                lUT6_33_I0;
  wire                lUT6_33_I1;
  wire                lUT6_33_I2;
  wire                lUT6_33_I3;
  wire                lUT6_33_I4;
  wire                lUT6_33_I5;
  wire                lUT3_33_I0;
  wire                lUT3_33_I1;
  wire                lUT3_33_I2;
  wire                lUT6_34_I0;
  wire                lUT6_34_I1;
  wire                lUT6_34_I2;
  wire                lUT6_34_I3;
  wire                lUT6_34_I4;
  wire                lUT6_34_I5;
  wire                lUT3_34_I0;
  wire                lUT3_34_I1;
  wire                lUT3_34_I2;
  wire                lUT6_35_I0;
  wire                lUT6_35_I1;
  wire                lUT6_35_I2;
  wire                lUT6_35_I3;
  wire                lUT6_35_I4;
  wire                lUT6_35_I5;
  wire                lUT3_35_I0;
  wire                lUT3_35_I1;
  wire                lUT3_35_I2;
  wire                lUT6_36_I0;
  wire                lUT6_36_I1;
  wire                lUT6_36_I2;
  wire                lUT6_36_I3;
  wire                lUT6_36_I4;
  wire                lUT6_36_I5;
  wire                lUT3_36_I0;
  wire                lUT3_36_I1;
  wire                lUT3_36_I2;
  wire                lUT6_37_I0;
  wire                lUT6_37_I1;
  wire                lUT6_37_I2;
  wire                lUT6_37_I3;
  wire                lUT6_37_I4;
  wire                lUT6_37_I5;
  wire                lUT3_37_I0;
  wire                lUT3_37_I1;
  wire                lUT3_37_I2;
  wire                lUT6_38_I0;
  wire                lUT6_38_I1;
  wire                lUT6_38_I2;
  wire                lUT6_38_I3;
  wire                lUT6_38_I4;
  wire                lUT6_38_I5;
  wire                lUT3_38_I0;
  wire                lUT3_38_I1;
  wire                lUT3_38_I2;
  wire                lUT6_39_I0;
  wire                lUT6_39_I1;
  wire                lUT6_39_I2;
  wire                lUT6_39_I3;
  wire                lUT6_39_I4;
  wire                lUT6_39_I5;
  wire                lUT3_39_I0;
  wire                lUT3_39_I1;
  wire                lUT3_39_I2;
  wire                lUT6_40_I0;
  wire                lUT6_40_I1;
  wire                lUT6_40_I2;
  wire                lUT6_40_I3;
  wire                lUT6_40_I4;
  wire                lUT6_40_I5;
  wire                lUT3_40_I0;
  wire                lUT3_40_I1;
  wire                lUT3_40_I2;
  wire                lUT6_41_I0;
  wire                lUT6_41_I1;
  wire                lUT6_41_I2;
  wire                lUT6_41_I3;
  wire                lUT6_41_I4;
  wire                lUT6_41_I5;
  wire                lUT3_41_I0;
  wire                lUT3_41_I1;
  wire                lUT3_41_I2;
  wire                lUT6_42_I0;
  wire                lUT6_42_I1;
  wire                lUT6_42_I2;
  wire                lUT6_42_I3;
  wire                lUT6_42_I4;
  wire                lUT6_42_I5;
  wire                lUT3_42_I0;
  wire                lUT3_42_I1;
  wire                lUT3_42_I2;
  wire                lUT6_43_I0;
  wire                lUT6_43_I1;
  wire                lUT6_43_I2;
  wire                lUT6_43_I3;
  wire                lUT6_43_I4;
  wire                lUT6_43_I5;
  wire                lUT3_43_I0;
  wire                lUT3_43_I1;
  wire                lUT3_43_I2;
  wire                lUT6_44_I0;
  wire                lUT6_44_I1;
  wire                lUT6_44_I2;
  wire                lUT6_44_I3;
  wire                lUT6_44_I4;
  wire                lUT6_44_I5;
  wire                lUT3_44_I0;
  wire                lUT3_44_I1;
  wire                lUT3_44_I2;
  wire                lUT6_45_I0;
  wire                lUT6_45_I1;
  wire                lUT6_45_I2;
  wire                lUT6_45_I3;
  wire                lUT6_45_I4;
  wire                lUT6_45_I5;
  wire                lUT3_45_I0;
  wire                lUT3_45_I1;
  wire                lUT3_45_I2;
  wire                lUT6_46_I0;
  wire                lUT6_46_I1;
  wire                lUT6_46_I2;
  wire                lUT6_46_I3;
  wire                lUT6_46_I4;
  wire                lUT6_46_I5;
  wire                lUT3_46_I0;
  wire                lUT3_46_I1;
  wire                lUT3_46_I2;
  wire                lUT6_47_I0;
  wire                lUT6_47_I1;
  wire                lUT6_47_I2;
  wire                lUT6_47_I3;
  wire                lUT6_47_I4;
  wire                lUT6_47_I5;
  wire                lUT3_47_I0;
  wire                lUT3_47_I1;
  wire                lUT3_47_I2;
  wire                lUT6_48_I0;
  wire                lUT6_48_I1;
  wire                lUT6_48_I2;
  wire                lUT6_48_I3;
  wire                lUT6_48_I4;
  wire                lUT6_48_I5;
  wire                lUT3_48_I0;
  wire                lUT3_48_I1;
  wire                lUT3_48_I2;
  wire                lUT6_49_I0;
  wire                lUT6_49_I1;
  wire                lUT6_49_I2;
  wire                lUT6_49_I3;
  wire                lUT6_49_I4;
  wire                lUT6_49_I5;
  wire                lUT3_49_I0;
  wire                lUT3_49_I1;
  wire                lUT3_49_I2;
  wire                lUT6_50_I0;
  wire                lUT6_50_I1;
  wire                lUT6_50_I2;
  wire                lUT6_50_I3;
  wire                lUT6_50_I4;
  wire                lUT6_50_I5;
  wire                lUT3_50_I0;
  wire                lUT3_50_I1;
  wire                lUT3_50_I2;
  wire                lUT6_51_I0;
  wire                lUT6_51_I1;
  wire                lUT6_51_I2;
  wire                lUT6_51_I3;
  wire                lUT6_51_I4;
  wire                lUT6_51_I5;
  wire                lUT3_51_I0;
  wire                lUT3_51_I1;
  wire                lUT3_51_I2;
  wire       [7:0]    cARRY8_1_DI;
  wire       [7:0]    cARRY8_1_S;
  wire                cARRY8_2_CI;
  wire       [7:0]    cARRY8_2_DI;
  wire       [7:0]    cARRY8_2_S;
  wire                cARRY8_3_CI;
  wire       [7:0]    cARRY8_3_DI;
  wire       [7:0]    cARRY8_3_S;
  wire                cARRY8_4_CI;
  wire       [7:0]    cARRY8_4_DI;
  wire       [7:0]    cARRY8_4_S;
  wire                cARRY8_5_CI;
  wire       [7:0]    cARRY8_5_DI;
  wire       [7:0]    cARRY8_5_S;
  wire                cARRY8_6_CI;
  wire       [7:0]    cARRY8_6_DI;
  wire       [7:0]    cARRY8_6_S;
  wire                cARRY8_7_CI;
  wire       [7:0]    cARRY8_7_DI;
  wire       [7:0]    cARRY8_7_S;
  wire                lUT6_1_O;
  wire                lUT3_1_O;
  wire                lUT6_2_O;
  wire                lUT3_2_O;
  wire                lUT6_3_O;
  wire                lUT3_3_O;
  wire                lUT6_4_O;
  wire                lUT3_4_O;
  wire                lUT6_5_O;
  wire                lUT3_5_O;
  wire                lUT6_6_O;
  wire                lUT3_6_O;
  wire                lUT6_7_O;
  wire                lUT3_7_O;
  wire                lUT6_8_O;
  wire                lUT3_8_O;
  wire                lUT6_9_O;
  wire                lUT3_9_O;
  wire                lUT6_10_O;
  wire                lUT3_10_O;
  wire                lUT6_11_O;
  wire                lUT3_11_O;
  wire                lUT6_12_O;
  wire                lUT3_12_O;
  wire                lUT6_13_O;
  wire                lUT3_13_O;
  wire                lUT6_14_O;
  wire                lUT3_14_O;
  wire                lUT6_15_O;
  wire                lUT3_15_O;
  wire                lUT6_16_O;
  wire                lUT3_16_O;
  wire                lUT6_17_O;
  wire                lUT3_17_O;
  wire                lUT6_18_O;
  wire                lUT3_18_O;
  wire                lUT6_19_O;
  wire                lUT3_19_O;
  wire                lUT6_20_O;
  wire                lUT3_20_O;
  wire                lUT6_21_O;
  wire                lUT3_21_O;
  wire                lUT6_22_O;
  wire                lUT3_22_O;
  wire                lUT6_23_O;
  wire                lUT3_23_O;
  wire                lUT6_24_O;
  wire                lUT3_24_O;
  wire                lUT6_25_O;
  wire                lUT3_25_O;
  wire                lUT6_26_O;
  wire                lUT3_26_O;
  wire                lUT6_27_O;
  wire                lUT3_27_O;
  wire                lUT6_28_O;
  wire                lUT3_28_O;
  wire                lUT6_29_O;
  wire                lUT3_29_O;
  wire                lUT6_30_O;
  wire                lUT3_30_O;
  wire                lUT6_31_O;
  wire                lUT3_31_O;
  wire                lUT6_32_O;
  wire                lUT3_32_O;
  wire                lUT6_33_O;
  wire                lUT3_33_O;
  wire                lUT6_34_O;
  wire                lUT3_34_O;
  wire                lUT6_35_O;
  wire                lUT3_35_O;
  wire                lUT6_36_O;
  wire                lUT3_36_O;
  wire                lUT6_37_O;
  wire                lUT3_37_O;
  wire                lUT6_38_O;
  wire                lUT3_38_O;
  wire                lUT6_39_O;
  wire                lUT3_39_O;
  wire                lUT6_40_O;
  wire                lUT3_40_O;
  wire                lUT6_41_O;
  wire                lUT3_41_O;
  wire                lUT6_42_O;
  wire                lUT3_42_O;
  wire                lUT6_43_O;
  wire                lUT3_43_O;
  wire                lUT6_44_O;
  wire                lUT3_44_O;
  wire                lUT6_45_O;
  wire                lUT3_45_O;
  wire                lUT6_46_O;
  wire                lUT3_46_O;
  wire                lUT6_47_O;
  wire                lUT3_47_O;
  wire                lUT6_48_O;
  wire                lUT3_48_O;
  wire                lUT6_49_O;
  wire                lUT3_49_O;
  wire                lUT6_50_O;
  wire                lUT3_50_O;
  wire                lUT6_51_O;
  wire                lUT3_51_O;
  wire       [7:0]    cARRY8_1_O;
  wire       [7:0]    cARRY8_1_CO;
  wire       [7:0]    cARRY8_2_O;
  wire       [7:0]    cARRY8_2_CO;
  wire       [7:0]    cARRY8_3_O;
  wire       [7:0]    cARRY8_3_CO;
  wire       [7:0]    cARRY8_4_O;
  wire       [7:0]    cARRY8_4_CO;
  wire       [7:0]    cARRY8_5_O;
  wire       [7:0]    cARRY8_5_CO;
  wire       [7:0]    cARRY8_6_O;
  wire       [7:0]    cARRY8_6_CO;
  wire       [7:0]    cARRY8_7_O;
  wire       [7:0]    cARRY8_7_CO;
  wire       [55:0]   _zz_S_1;
  wire       [55:0]   _zz_DI_1;
  wire       [55:0]   _zz_S_2;
  wire       [55:0]   _zz_DI_2;
  wire       [55:0]   _zz_S_3;
  wire       [55:0]   _zz_DI_3;
  wire       [55:0]   _zz_S_4;
  wire       [55:0]   _zz_DI_4;
  wire       [55:0]   _zz_S_5;
  wire       [55:0]   _zz_DI_5;
  wire       [55:0]   _zz_S_6;
  wire       [55:0]   _zz_DI_6;
  wire       [55:0]   _zz_S_7;
  wire       [55:0]   _zz_DI_7;
  reg        [50:0]   _zz_S;
  reg        [50:0]   _zz_DI;
  reg        [55:0]   _zz_io_sum;

  assign _zz_S_1 = {5'd0, _zz_S};
  assign _zz_DI_1 = {5'd0, _zz_DI};
  assign _zz_S_2 = {5'd0, _zz_S};
  assign _zz_DI_2 = {5'd0, _zz_DI};
  assign _zz_S_3 = {5'd0, _zz_S};
  assign _zz_DI_3 = {5'd0, _zz_DI};
  assign _zz_S_4 = {5'd0, _zz_S};
  assign _zz_DI_4 = {5'd0, _zz_DI};
  assign _zz_S_5 = {5'd0, _zz_S};
  assign _zz_DI_5 = {5'd0, _zz_DI};
  assign _zz_S_6 = {5'd0, _zz_S};
  assign _zz_DI_6 = {5'd0, _zz_DI};
  assign _zz_S_7 = {5'd0, _zz_S};
  assign _zz_DI_7 = {5'd0, _zz_DI};
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_1 (
    .I0 (lUT6_1_I0), //i
    .I1 (lUT6_1_I1), //i
    .I2 (lUT6_1_I2), //i
    .I3 (1'b0     ), //i
    .I4 (1'b0     ), //i
    .I5 (1'b0     ), //i
    .O  (lUT6_1_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_1 (
    .I0 (lUT3_1_I0), //i
    .I1 (lUT3_1_I1), //i
    .I2 (lUT3_1_I2), //i
    .O  (lUT3_1_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_2 (
    .I0 (lUT6_2_I0), //i
    .I1 (lUT6_2_I1), //i
    .I2 (lUT6_2_I2), //i
    .I3 (lUT6_2_I3), //i
    .I4 (lUT6_2_I4), //i
    .I5 (lUT6_2_I5), //i
    .O  (lUT6_2_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_2 (
    .I0 (lUT3_2_I0), //i
    .I1 (lUT3_2_I1), //i
    .I2 (lUT3_2_I2), //i
    .O  (lUT3_2_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_3 (
    .I0 (lUT6_3_I0), //i
    .I1 (lUT6_3_I1), //i
    .I2 (lUT6_3_I2), //i
    .I3 (lUT6_3_I3), //i
    .I4 (lUT6_3_I4), //i
    .I5 (lUT6_3_I5), //i
    .O  (lUT6_3_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_3 (
    .I0 (lUT3_3_I0), //i
    .I1 (lUT3_3_I1), //i
    .I2 (lUT3_3_I2), //i
    .O  (lUT3_3_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_4 (
    .I0 (lUT6_4_I0), //i
    .I1 (lUT6_4_I1), //i
    .I2 (lUT6_4_I2), //i
    .I3 (lUT6_4_I3), //i
    .I4 (lUT6_4_I4), //i
    .I5 (lUT6_4_I5), //i
    .O  (lUT6_4_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_4 (
    .I0 (lUT3_4_I0), //i
    .I1 (lUT3_4_I1), //i
    .I2 (lUT3_4_I2), //i
    .O  (lUT3_4_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_5 (
    .I0 (lUT6_5_I0), //i
    .I1 (lUT6_5_I1), //i
    .I2 (lUT6_5_I2), //i
    .I3 (lUT6_5_I3), //i
    .I4 (lUT6_5_I4), //i
    .I5 (lUT6_5_I5), //i
    .O  (lUT6_5_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_5 (
    .I0 (lUT3_5_I0), //i
    .I1 (lUT3_5_I1), //i
    .I2 (lUT3_5_I2), //i
    .O  (lUT3_5_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_6 (
    .I0 (lUT6_6_I0), //i
    .I1 (lUT6_6_I1), //i
    .I2 (lUT6_6_I2), //i
    .I3 (lUT6_6_I3), //i
    .I4 (lUT6_6_I4), //i
    .I5 (lUT6_6_I5), //i
    .O  (lUT6_6_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_6 (
    .I0 (lUT3_6_I0), //i
    .I1 (lUT3_6_I1), //i
    .I2 (lUT3_6_I2), //i
    .O  (lUT3_6_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_7 (
    .I0 (lUT6_7_I0), //i
    .I1 (lUT6_7_I1), //i
    .I2 (lUT6_7_I2), //i
    .I3 (lUT6_7_I3), //i
    .I4 (lUT6_7_I4), //i
    .I5 (lUT6_7_I5), //i
    .O  (lUT6_7_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_7 (
    .I0 (lUT3_7_I0), //i
    .I1 (lUT3_7_I1), //i
    .I2 (lUT3_7_I2), //i
    .O  (lUT3_7_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_8 (
    .I0 (lUT6_8_I0), //i
    .I1 (lUT6_8_I1), //i
    .I2 (lUT6_8_I2), //i
    .I3 (lUT6_8_I3), //i
    .I4 (lUT6_8_I4), //i
    .I5 (lUT6_8_I5), //i
    .O  (lUT6_8_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_8 (
    .I0 (lUT3_8_I0), //i
    .I1 (lUT3_8_I1), //i
    .I2 (lUT3_8_I2), //i
    .O  (lUT3_8_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_9 (
    .I0 (lUT6_9_I0), //i
    .I1 (lUT6_9_I1), //i
    .I2 (lUT6_9_I2), //i
    .I3 (lUT6_9_I3), //i
    .I4 (lUT6_9_I4), //i
    .I5 (lUT6_9_I5), //i
    .O  (lUT6_9_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_9 (
    .I0 (lUT3_9_I0), //i
    .I1 (lUT3_9_I1), //i
    .I2 (lUT3_9_I2), //i
    .O  (lUT3_9_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_10 (
    .I0 (lUT6_10_I0), //i
    .I1 (lUT6_10_I1), //i
    .I2 (lUT6_10_I2), //i
    .I3 (lUT6_10_I3), //i
    .I4 (lUT6_10_I4), //i
    .I5 (lUT6_10_I5), //i
    .O  (lUT6_10_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_10 (
    .I0 (lUT3_10_I0), //i
    .I1 (lUT3_10_I1), //i
    .I2 (lUT3_10_I2), //i
    .O  (lUT3_10_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_11 (
    .I0 (lUT6_11_I0), //i
    .I1 (lUT6_11_I1), //i
    .I2 (lUT6_11_I2), //i
    .I3 (lUT6_11_I3), //i
    .I4 (lUT6_11_I4), //i
    .I5 (lUT6_11_I5), //i
    .O  (lUT6_11_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_11 (
    .I0 (lUT3_11_I0), //i
    .I1 (lUT3_11_I1), //i
    .I2 (lUT3_11_I2), //i
    .O  (lUT3_11_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_12 (
    .I0 (lUT6_12_I0), //i
    .I1 (lUT6_12_I1), //i
    .I2 (lUT6_12_I2), //i
    .I3 (lUT6_12_I3), //i
    .I4 (lUT6_12_I4), //i
    .I5 (lUT6_12_I5), //i
    .O  (lUT6_12_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_12 (
    .I0 (lUT3_12_I0), //i
    .I1 (lUT3_12_I1), //i
    .I2 (lUT3_12_I2), //i
    .O  (lUT3_12_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_13 (
    .I0 (lUT6_13_I0), //i
    .I1 (lUT6_13_I1), //i
    .I2 (lUT6_13_I2), //i
    .I3 (lUT6_13_I3), //i
    .I4 (lUT6_13_I4), //i
    .I5 (lUT6_13_I5), //i
    .O  (lUT6_13_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_13 (
    .I0 (lUT3_13_I0), //i
    .I1 (lUT3_13_I1), //i
    .I2 (lUT3_13_I2), //i
    .O  (lUT3_13_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_14 (
    .I0 (lUT6_14_I0), //i
    .I1 (lUT6_14_I1), //i
    .I2 (lUT6_14_I2), //i
    .I3 (lUT6_14_I3), //i
    .I4 (lUT6_14_I4), //i
    .I5 (lUT6_14_I5), //i
    .O  (lUT6_14_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_14 (
    .I0 (lUT3_14_I0), //i
    .I1 (lUT3_14_I1), //i
    .I2 (lUT3_14_I2), //i
    .O  (lUT3_14_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_15 (
    .I0 (lUT6_15_I0), //i
    .I1 (lUT6_15_I1), //i
    .I2 (lUT6_15_I2), //i
    .I3 (lUT6_15_I3), //i
    .I4 (lUT6_15_I4), //i
    .I5 (lUT6_15_I5), //i
    .O  (lUT6_15_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_15 (
    .I0 (lUT3_15_I0), //i
    .I1 (lUT3_15_I1), //i
    .I2 (lUT3_15_I2), //i
    .O  (lUT3_15_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_16 (
    .I0 (lUT6_16_I0), //i
    .I1 (lUT6_16_I1), //i
    .I2 (lUT6_16_I2), //i
    .I3 (lUT6_16_I3), //i
    .I4 (lUT6_16_I4), //i
    .I5 (lUT6_16_I5), //i
    .O  (lUT6_16_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_16 (
    .I0 (lUT3_16_I0), //i
    .I1 (lUT3_16_I1), //i
    .I2 (lUT3_16_I2), //i
    .O  (lUT3_16_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_17 (
    .I0 (lUT6_17_I0), //i
    .I1 (lUT6_17_I1), //i
    .I2 (lUT6_17_I2), //i
    .I3 (lUT6_17_I3), //i
    .I4 (lUT6_17_I4), //i
    .I5 (lUT6_17_I5), //i
    .O  (lUT6_17_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_17 (
    .I0 (lUT3_17_I0), //i
    .I1 (lUT3_17_I1), //i
    .I2 (lUT3_17_I2), //i
    .O  (lUT3_17_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_18 (
    .I0 (lUT6_18_I0), //i
    .I1 (lUT6_18_I1), //i
    .I2 (lUT6_18_I2), //i
    .I3 (lUT6_18_I3), //i
    .I4 (lUT6_18_I4), //i
    .I5 (lUT6_18_I5), //i
    .O  (lUT6_18_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_18 (
    .I0 (lUT3_18_I0), //i
    .I1 (lUT3_18_I1), //i
    .I2 (lUT3_18_I2), //i
    .O  (lUT3_18_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_19 (
    .I0 (lUT6_19_I0), //i
    .I1 (lUT6_19_I1), //i
    .I2 (lUT6_19_I2), //i
    .I3 (lUT6_19_I3), //i
    .I4 (lUT6_19_I4), //i
    .I5 (lUT6_19_I5), //i
    .O  (lUT6_19_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_19 (
    .I0 (lUT3_19_I0), //i
    .I1 (lUT3_19_I1), //i
    .I2 (lUT3_19_I2), //i
    .O  (lUT3_19_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_20 (
    .I0 (lUT6_20_I0), //i
    .I1 (lUT6_20_I1), //i
    .I2 (lUT6_20_I2), //i
    .I3 (lUT6_20_I3), //i
    .I4 (lUT6_20_I4), //i
    .I5 (lUT6_20_I5), //i
    .O  (lUT6_20_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_20 (
    .I0 (lUT3_20_I0), //i
    .I1 (lUT3_20_I1), //i
    .I2 (lUT3_20_I2), //i
    .O  (lUT3_20_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_21 (
    .I0 (lUT6_21_I0), //i
    .I1 (lUT6_21_I1), //i
    .I2 (lUT6_21_I2), //i
    .I3 (lUT6_21_I3), //i
    .I4 (lUT6_21_I4), //i
    .I5 (lUT6_21_I5), //i
    .O  (lUT6_21_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_21 (
    .I0 (lUT3_21_I0), //i
    .I1 (lUT3_21_I1), //i
    .I2 (lUT3_21_I2), //i
    .O  (lUT3_21_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_22 (
    .I0 (lUT6_22_I0), //i
    .I1 (lUT6_22_I1), //i
    .I2 (lUT6_22_I2), //i
    .I3 (lUT6_22_I3), //i
    .I4 (lUT6_22_I4), //i
    .I5 (lUT6_22_I5), //i
    .O  (lUT6_22_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_22 (
    .I0 (lUT3_22_I0), //i
    .I1 (lUT3_22_I1), //i
    .I2 (lUT3_22_I2), //i
    .O  (lUT3_22_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_23 (
    .I0 (lUT6_23_I0), //i
    .I1 (lUT6_23_I1), //i
    .I2 (lUT6_23_I2), //i
    .I3 (lUT6_23_I3), //i
    .I4 (lUT6_23_I4), //i
    .I5 (lUT6_23_I5), //i
    .O  (lUT6_23_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_23 (
    .I0 (lUT3_23_I0), //i
    .I1 (lUT3_23_I1), //i
    .I2 (lUT3_23_I2), //i
    .O  (lUT3_23_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_24 (
    .I0 (lUT6_24_I0), //i
    .I1 (lUT6_24_I1), //i
    .I2 (lUT6_24_I2), //i
    .I3 (lUT6_24_I3), //i
    .I4 (lUT6_24_I4), //i
    .I5 (lUT6_24_I5), //i
    .O  (lUT6_24_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_24 (
    .I0 (lUT3_24_I0), //i
    .I1 (lUT3_24_I1), //i
    .I2 (lUT3_24_I2), //i
    .O  (lUT3_24_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_25 (
    .I0 (lUT6_25_I0), //i
    .I1 (lUT6_25_I1), //i
    .I2 (lUT6_25_I2), //i
    .I3 (lUT6_25_I3), //i
    .I4 (lUT6_25_I4), //i
    .I5 (lUT6_25_I5), //i
    .O  (lUT6_25_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_25 (
    .I0 (lUT3_25_I0), //i
    .I1 (lUT3_25_I1), //i
    .I2 (lUT3_25_I2), //i
    .O  (lUT3_25_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_26 (
    .I0 (lUT6_26_I0), //i
    .I1 (lUT6_26_I1), //i
    .I2 (lUT6_26_I2), //i
    .I3 (lUT6_26_I3), //i
    .I4 (lUT6_26_I4), //i
    .I5 (lUT6_26_I5), //i
    .O  (lUT6_26_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_26 (
    .I0 (lUT3_26_I0), //i
    .I1 (lUT3_26_I1), //i
    .I2 (lUT3_26_I2), //i
    .O  (lUT3_26_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_27 (
    .I0 (lUT6_27_I0), //i
    .I1 (lUT6_27_I1), //i
    .I2 (lUT6_27_I2), //i
    .I3 (lUT6_27_I3), //i
    .I4 (lUT6_27_I4), //i
    .I5 (lUT6_27_I5), //i
    .O  (lUT6_27_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_27 (
    .I0 (lUT3_27_I0), //i
    .I1 (lUT3_27_I1), //i
    .I2 (lUT3_27_I2), //i
    .O  (lUT3_27_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_28 (
    .I0 (lUT6_28_I0), //i
    .I1 (lUT6_28_I1), //i
    .I2 (lUT6_28_I2), //i
    .I3 (lUT6_28_I3), //i
    .I4 (lUT6_28_I4), //i
    .I5 (lUT6_28_I5), //i
    .O  (lUT6_28_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_28 (
    .I0 (lUT3_28_I0), //i
    .I1 (lUT3_28_I1), //i
    .I2 (lUT3_28_I2), //i
    .O  (lUT3_28_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_29 (
    .I0 (lUT6_29_I0), //i
    .I1 (lUT6_29_I1), //i
    .I2 (lUT6_29_I2), //i
    .I3 (lUT6_29_I3), //i
    .I4 (lUT6_29_I4), //i
    .I5 (lUT6_29_I5), //i
    .O  (lUT6_29_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_29 (
    .I0 (lUT3_29_I0), //i
    .I1 (lUT3_29_I1), //i
    .I2 (lUT3_29_I2), //i
    .O  (lUT3_29_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_30 (
    .I0 (lUT6_30_I0), //i
    .I1 (lUT6_30_I1), //i
    .I2 (lUT6_30_I2), //i
    .I3 (lUT6_30_I3), //i
    .I4 (lUT6_30_I4), //i
    .I5 (lUT6_30_I5), //i
    .O  (lUT6_30_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_30 (
    .I0 (lUT3_30_I0), //i
    .I1 (lUT3_30_I1), //i
    .I2 (lUT3_30_I2), //i
    .O  (lUT3_30_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_31 (
    .I0 (lUT6_31_I0), //i
    .I1 (lUT6_31_I1), //i
    .I2 (lUT6_31_I2), //i
    .I3 (lUT6_31_I3), //i
    .I4 (lUT6_31_I4), //i
    .I5 (lUT6_31_I5), //i
    .O  (lUT6_31_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_31 (
    .I0 (lUT3_31_I0), //i
    .I1 (lUT3_31_I1), //i
    .I2 (lUT3_31_I2), //i
    .O  (lUT3_31_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_32 (
    .I0 (lUT6_32_I0), //i
    .I1 (lUT6_32_I1), //i
    .I2 (lUT6_32_I2), //i
    .I3 (lUT6_32_I3), //i
    .I4 (lUT6_32_I4), //i
    .I5 (lUT6_32_I5), //i
    .O  (lUT6_32_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_32 (
    .I0 (lUT3_32_I0), //i
    .I1 (lUT3_32_I1), //i
    .I2 (lUT3_32_I2), //i
    .O  (lUT3_32_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_33 (
    .I0 (lUT6_33_I0), //i
    .I1 (lUT6_33_I1), //i
    .I2 (lUT6_33_I2), //i
    .I3 (lUT6_33_I3), //i
    .I4 (lUT6_33_I4), //i
    .I5 (lUT6_33_I5), //i
    .O  (lUT6_33_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_33 (
    .I0 (lUT3_33_I0), //i
    .I1 (lUT3_33_I1), //i
    .I2 (lUT3_33_I2), //i
    .O  (lUT3_33_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_34 (
    .I0 (lUT6_34_I0), //i
    .I1 (lUT6_34_I1), //i
    .I2 (lUT6_34_I2), //i
    .I3 (lUT6_34_I3), //i
    .I4 (lUT6_34_I4), //i
    .I5 (lUT6_34_I5), //i
    .O  (lUT6_34_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_34 (
    .I0 (lUT3_34_I0), //i
    .I1 (lUT3_34_I1), //i
    .I2 (lUT3_34_I2), //i
    .O  (lUT3_34_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_35 (
    .I0 (lUT6_35_I0), //i
    .I1 (lUT6_35_I1), //i
    .I2 (lUT6_35_I2), //i
    .I3 (lUT6_35_I3), //i
    .I4 (lUT6_35_I4), //i
    .I5 (lUT6_35_I5), //i
    .O  (lUT6_35_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_35 (
    .I0 (lUT3_35_I0), //i
    .I1 (lUT3_35_I1), //i
    .I2 (lUT3_35_I2), //i
    .O  (lUT3_35_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_36 (
    .I0 (lUT6_36_I0), //i
    .I1 (lUT6_36_I1), //i
    .I2 (lUT6_36_I2), //i
    .I3 (lUT6_36_I3), //i
    .I4 (lUT6_36_I4), //i
    .I5 (lUT6_36_I5), //i
    .O  (lUT6_36_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_36 (
    .I0 (lUT3_36_I0), //i
    .I1 (lUT3_36_I1), //i
    .I2 (lUT3_36_I2), //i
    .O  (lUT3_36_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_37 (
    .I0 (lUT6_37_I0), //i
    .I1 (lUT6_37_I1), //i
    .I2 (lUT6_37_I2), //i
    .I3 (lUT6_37_I3), //i
    .I4 (lUT6_37_I4), //i
    .I5 (lUT6_37_I5), //i
    .O  (lUT6_37_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_37 (
    .I0 (lUT3_37_I0), //i
    .I1 (lUT3_37_I1), //i
    .I2 (lUT3_37_I2), //i
    .O  (lUT3_37_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_38 (
    .I0 (lUT6_38_I0), //i
    .I1 (lUT6_38_I1), //i
    .I2 (lUT6_38_I2), //i
    .I3 (lUT6_38_I3), //i
    .I4 (lUT6_38_I4), //i
    .I5 (lUT6_38_I5), //i
    .O  (lUT6_38_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_38 (
    .I0 (lUT3_38_I0), //i
    .I1 (lUT3_38_I1), //i
    .I2 (lUT3_38_I2), //i
    .O  (lUT3_38_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_39 (
    .I0 (lUT6_39_I0), //i
    .I1 (lUT6_39_I1), //i
    .I2 (lUT6_39_I2), //i
    .I3 (lUT6_39_I3), //i
    .I4 (lUT6_39_I4), //i
    .I5 (lUT6_39_I5), //i
    .O  (lUT6_39_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_39 (
    .I0 (lUT3_39_I0), //i
    .I1 (lUT3_39_I1), //i
    .I2 (lUT3_39_I2), //i
    .O  (lUT3_39_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_40 (
    .I0 (lUT6_40_I0), //i
    .I1 (lUT6_40_I1), //i
    .I2 (lUT6_40_I2), //i
    .I3 (lUT6_40_I3), //i
    .I4 (lUT6_40_I4), //i
    .I5 (lUT6_40_I5), //i
    .O  (lUT6_40_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_40 (
    .I0 (lUT3_40_I0), //i
    .I1 (lUT3_40_I1), //i
    .I2 (lUT3_40_I2), //i
    .O  (lUT3_40_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_41 (
    .I0 (lUT6_41_I0), //i
    .I1 (lUT6_41_I1), //i
    .I2 (lUT6_41_I2), //i
    .I3 (lUT6_41_I3), //i
    .I4 (lUT6_41_I4), //i
    .I5 (lUT6_41_I5), //i
    .O  (lUT6_41_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_41 (
    .I0 (lUT3_41_I0), //i
    .I1 (lUT3_41_I1), //i
    .I2 (lUT3_41_I2), //i
    .O  (lUT3_41_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_42 (
    .I0 (lUT6_42_I0), //i
    .I1 (lUT6_42_I1), //i
    .I2 (lUT6_42_I2), //i
    .I3 (lUT6_42_I3), //i
    .I4 (lUT6_42_I4), //i
    .I5 (lUT6_42_I5), //i
    .O  (lUT6_42_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_42 (
    .I0 (lUT3_42_I0), //i
    .I1 (lUT3_42_I1), //i
    .I2 (lUT3_42_I2), //i
    .O  (lUT3_42_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_43 (
    .I0 (lUT6_43_I0), //i
    .I1 (lUT6_43_I1), //i
    .I2 (lUT6_43_I2), //i
    .I3 (lUT6_43_I3), //i
    .I4 (lUT6_43_I4), //i
    .I5 (lUT6_43_I5), //i
    .O  (lUT6_43_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_43 (
    .I0 (lUT3_43_I0), //i
    .I1 (lUT3_43_I1), //i
    .I2 (lUT3_43_I2), //i
    .O  (lUT3_43_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_44 (
    .I0 (lUT6_44_I0), //i
    .I1 (lUT6_44_I1), //i
    .I2 (lUT6_44_I2), //i
    .I3 (lUT6_44_I3), //i
    .I4 (lUT6_44_I4), //i
    .I5 (lUT6_44_I5), //i
    .O  (lUT6_44_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_44 (
    .I0 (lUT3_44_I0), //i
    .I1 (lUT3_44_I1), //i
    .I2 (lUT3_44_I2), //i
    .O  (lUT3_44_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_45 (
    .I0 (lUT6_45_I0), //i
    .I1 (lUT6_45_I1), //i
    .I2 (lUT6_45_I2), //i
    .I3 (lUT6_45_I3), //i
    .I4 (lUT6_45_I4), //i
    .I5 (lUT6_45_I5), //i
    .O  (lUT6_45_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_45 (
    .I0 (lUT3_45_I0), //i
    .I1 (lUT3_45_I1), //i
    .I2 (lUT3_45_I2), //i
    .O  (lUT3_45_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_46 (
    .I0 (lUT6_46_I0), //i
    .I1 (lUT6_46_I1), //i
    .I2 (lUT6_46_I2), //i
    .I3 (lUT6_46_I3), //i
    .I4 (lUT6_46_I4), //i
    .I5 (lUT6_46_I5), //i
    .O  (lUT6_46_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_46 (
    .I0 (lUT3_46_I0), //i
    .I1 (lUT3_46_I1), //i
    .I2 (lUT3_46_I2), //i
    .O  (lUT3_46_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_47 (
    .I0 (lUT6_47_I0), //i
    .I1 (lUT6_47_I1), //i
    .I2 (lUT6_47_I2), //i
    .I3 (lUT6_47_I3), //i
    .I4 (lUT6_47_I4), //i
    .I5 (lUT6_47_I5), //i
    .O  (lUT6_47_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_47 (
    .I0 (lUT3_47_I0), //i
    .I1 (lUT3_47_I1), //i
    .I2 (lUT3_47_I2), //i
    .O  (lUT3_47_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_48 (
    .I0 (lUT6_48_I0), //i
    .I1 (lUT6_48_I1), //i
    .I2 (lUT6_48_I2), //i
    .I3 (lUT6_48_I3), //i
    .I4 (lUT6_48_I4), //i
    .I5 (lUT6_48_I5), //i
    .O  (lUT6_48_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_48 (
    .I0 (lUT3_48_I0), //i
    .I1 (lUT3_48_I1), //i
    .I2 (lUT3_48_I2), //i
    .O  (lUT3_48_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_49 (
    .I0 (lUT6_49_I0), //i
    .I1 (lUT6_49_I1), //i
    .I2 (lUT6_49_I2), //i
    .I3 (lUT6_49_I3), //i
    .I4 (lUT6_49_I4), //i
    .I5 (lUT6_49_I5), //i
    .O  (lUT6_49_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_49 (
    .I0 (lUT3_49_I0), //i
    .I1 (lUT3_49_I1), //i
    .I2 (lUT3_49_I2), //i
    .O  (lUT3_49_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_50 (
    .I0 (lUT6_50_I0), //i
    .I1 (lUT6_50_I1), //i
    .I2 (lUT6_50_I2), //i
    .I3 (lUT6_50_I3), //i
    .I4 (lUT6_50_I4), //i
    .I5 (lUT6_50_I5), //i
    .O  (lUT6_50_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_50 (
    .I0 (lUT3_50_I0), //i
    .I1 (lUT3_50_I1), //i
    .I2 (lUT3_50_I2), //i
    .O  (lUT3_50_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_51 (
    .I0 (lUT6_51_I0), //i
    .I1 (lUT6_51_I1), //i
    .I2 (lUT6_51_I2), //i
    .I3 (lUT6_51_I3), //i
    .I4 (lUT6_51_I4), //i
    .I5 (lUT6_51_I5), //i
    .O  (lUT6_51_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_51 (
    .I0 (lUT3_51_I0), //i
    .I1 (lUT3_51_I1), //i
    .I2 (lUT3_51_I2), //i
    .O  (lUT3_51_O )  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_1 (
    .CI     (io_cin          ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_1_DI[7:0]), //i
    .S      (cARRY8_1_S[7:0] ), //i
    .O      (cARRY8_1_O[7:0] ), //o
    .CO     (cARRY8_1_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_2 (
    .CI     (cARRY8_2_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_2_DI[7:0]), //i
    .S      (cARRY8_2_S[7:0] ), //i
    .O      (cARRY8_2_O[7:0] ), //o
    .CO     (cARRY8_2_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_3 (
    .CI     (cARRY8_3_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_3_DI[7:0]), //i
    .S      (cARRY8_3_S[7:0] ), //i
    .O      (cARRY8_3_O[7:0] ), //o
    .CO     (cARRY8_3_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_4 (
    .CI     (cARRY8_4_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_4_DI[7:0]), //i
    .S      (cARRY8_4_S[7:0] ), //i
    .O      (cARRY8_4_O[7:0] ), //o
    .CO     (cARRY8_4_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_5 (
    .CI     (cARRY8_5_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_5_DI[7:0]), //i
    .S      (cARRY8_5_S[7:0] ), //i
    .O      (cARRY8_5_O[7:0] ), //o
    .CO     (cARRY8_5_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_6 (
    .CI     (cARRY8_6_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_6_DI[7:0]), //i
    .S      (cARRY8_6_S[7:0] ), //i
    .O      (cARRY8_6_O[7:0] ), //o
    .CO     (cARRY8_6_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_7 (
    .CI     (cARRY8_7_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_7_DI[7:0]), //i
    .S      (cARRY8_7_S[7:0] ), //i
    .O      (cARRY8_7_O[7:0] ), //o
    .CO     (cARRY8_7_CO[7:0])  //o
  );
  assign lUT6_1_I0 = io_a[0];
  assign lUT6_1_I1 = io_b[0];
  assign lUT6_1_I2 = io_c[0];
  always @(*) begin
    _zz_S[0] = lUT6_1_O;
    _zz_S[1] = lUT6_2_O;
    _zz_S[2] = lUT6_3_O;
    _zz_S[3] = lUT6_4_O;
    _zz_S[4] = lUT6_5_O;
    _zz_S[5] = lUT6_6_O;
    _zz_S[6] = lUT6_7_O;
    _zz_S[7] = lUT6_8_O;
    _zz_S[8] = lUT6_9_O;
    _zz_S[9] = lUT6_10_O;
    _zz_S[10] = lUT6_11_O;
    _zz_S[11] = lUT6_12_O;
    _zz_S[12] = lUT6_13_O;
    _zz_S[13] = lUT6_14_O;
    _zz_S[14] = lUT6_15_O;
    _zz_S[15] = lUT6_16_O;
    _zz_S[16] = lUT6_17_O;
    _zz_S[17] = lUT6_18_O;
    _zz_S[18] = lUT6_19_O;
    _zz_S[19] = lUT6_20_O;
    _zz_S[20] = lUT6_21_O;
    _zz_S[21] = lUT6_22_O;
    _zz_S[22] = lUT6_23_O;
    _zz_S[23] = lUT6_24_O;
    _zz_S[24] = lUT6_25_O;
    _zz_S[25] = lUT6_26_O;
    _zz_S[26] = lUT6_27_O;
    _zz_S[27] = lUT6_28_O;
    _zz_S[28] = lUT6_29_O;
    _zz_S[29] = lUT6_30_O;
    _zz_S[30] = lUT6_31_O;
    _zz_S[31] = lUT6_32_O;
    _zz_S[32] = lUT6_33_O;
    _zz_S[33] = lUT6_34_O;
    _zz_S[34] = lUT6_35_O;
    _zz_S[35] = lUT6_36_O;
    _zz_S[36] = lUT6_37_O;
    _zz_S[37] = lUT6_38_O;
    _zz_S[38] = lUT6_39_O;
    _zz_S[39] = lUT6_40_O;
    _zz_S[40] = lUT6_41_O;
    _zz_S[41] = lUT6_42_O;
    _zz_S[42] = lUT6_43_O;
    _zz_S[43] = lUT6_44_O;
    _zz_S[44] = lUT6_45_O;
    _zz_S[45] = lUT6_46_O;
    _zz_S[46] = lUT6_47_O;
    _zz_S[47] = lUT6_48_O;
    _zz_S[48] = lUT6_49_O;
    _zz_S[49] = lUT6_50_O;
    _zz_S[50] = lUT6_51_O;
  end

  assign lUT3_1_I0 = io_a[0];
  assign lUT3_1_I1 = io_b[0];
  assign lUT3_1_I2 = io_c[0];
  always @(*) begin
    _zz_DI[0] = lUT3_1_O;
    _zz_DI[1] = lUT3_2_O;
    _zz_DI[2] = lUT3_3_O;
    _zz_DI[3] = lUT3_4_O;
    _zz_DI[4] = lUT3_5_O;
    _zz_DI[5] = lUT3_6_O;
    _zz_DI[6] = lUT3_7_O;
    _zz_DI[7] = lUT3_8_O;
    _zz_DI[8] = lUT3_9_O;
    _zz_DI[9] = lUT3_10_O;
    _zz_DI[10] = lUT3_11_O;
    _zz_DI[11] = lUT3_12_O;
    _zz_DI[12] = lUT3_13_O;
    _zz_DI[13] = lUT3_14_O;
    _zz_DI[14] = lUT3_15_O;
    _zz_DI[15] = lUT3_16_O;
    _zz_DI[16] = lUT3_17_O;
    _zz_DI[17] = lUT3_18_O;
    _zz_DI[18] = lUT3_19_O;
    _zz_DI[19] = lUT3_20_O;
    _zz_DI[20] = lUT3_21_O;
    _zz_DI[21] = lUT3_22_O;
    _zz_DI[22] = lUT3_23_O;
    _zz_DI[23] = lUT3_24_O;
    _zz_DI[24] = lUT3_25_O;
    _zz_DI[25] = lUT3_26_O;
    _zz_DI[26] = lUT3_27_O;
    _zz_DI[27] = lUT3_28_O;
    _zz_DI[28] = lUT3_29_O;
    _zz_DI[29] = lUT3_30_O;
    _zz_DI[30] = lUT3_31_O;
    _zz_DI[31] = lUT3_32_O;
    _zz_DI[32] = lUT3_33_O;
    _zz_DI[33] = lUT3_34_O;
    _zz_DI[34] = lUT3_35_O;
    _zz_DI[35] = lUT3_36_O;
    _zz_DI[36] = lUT3_37_O;
    _zz_DI[37] = lUT3_38_O;
    _zz_DI[38] = lUT3_39_O;
    _zz_DI[39] = lUT3_40_O;
    _zz_DI[40] = lUT3_41_O;
    _zz_DI[41] = lUT3_42_O;
    _zz_DI[42] = lUT3_43_O;
    _zz_DI[43] = lUT3_44_O;
    _zz_DI[44] = lUT3_45_O;
    _zz_DI[45] = lUT3_46_O;
    _zz_DI[46] = lUT3_47_O;
    _zz_DI[47] = lUT3_48_O;
    _zz_DI[48] = lUT3_49_O;
    _zz_DI[49] = lUT3_50_O;
    _zz_DI[50] = lUT3_51_O;
  end

  assign lUT6_2_I0 = io_a[1];
  assign lUT6_2_I1 = io_b[1];
  assign lUT6_2_I2 = io_c[1];
  assign lUT6_2_I3 = io_a[0];
  assign lUT6_2_I4 = io_b[0];
  assign lUT6_2_I5 = io_c[0];
  assign lUT3_2_I0 = io_a[1];
  assign lUT3_2_I1 = io_b[1];
  assign lUT3_2_I2 = io_c[1];
  assign lUT6_3_I0 = io_a[2];
  assign lUT6_3_I1 = io_b[2];
  assign lUT6_3_I2 = io_c[2];
  assign lUT6_3_I3 = io_a[1];
  assign lUT6_3_I4 = io_b[1];
  assign lUT6_3_I5 = io_c[1];
  assign lUT3_3_I0 = io_a[2];
  assign lUT3_3_I1 = io_b[2];
  assign lUT3_3_I2 = io_c[2];
  assign lUT6_4_I0 = io_a[3];
  assign lUT6_4_I1 = io_b[3];
  assign lUT6_4_I2 = io_c[3];
  assign lUT6_4_I3 = io_a[2];
  assign lUT6_4_I4 = io_b[2];
  assign lUT6_4_I5 = io_c[2];
  assign lUT3_4_I0 = io_a[3];
  assign lUT3_4_I1 = io_b[3];
  assign lUT3_4_I2 = io_c[3];
  assign lUT6_5_I0 = io_a[4];
  assign lUT6_5_I1 = io_b[4];
  assign lUT6_5_I2 = io_c[4];
  assign lUT6_5_I3 = io_a[3];
  assign lUT6_5_I4 = io_b[3];
  assign lUT6_5_I5 = io_c[3];
  assign lUT3_5_I0 = io_a[4];
  assign lUT3_5_I1 = io_b[4];
  assign lUT3_5_I2 = io_c[4];
  assign lUT6_6_I0 = io_a[5];
  assign lUT6_6_I1 = io_b[5];
  assign lUT6_6_I2 = io_c[5];
  assign lUT6_6_I3 = io_a[4];
  assign lUT6_6_I4 = io_b[4];
  assign lUT6_6_I5 = io_c[4];
  assign lUT3_6_I0 = io_a[5];
  assign lUT3_6_I1 = io_b[5];
  assign lUT3_6_I2 = io_c[5];
  assign lUT6_7_I0 = io_a[6];
  assign lUT6_7_I1 = io_b[6];
  assign lUT6_7_I2 = io_c[6];
  assign lUT6_7_I3 = io_a[5];
  assign lUT6_7_I4 = io_b[5];
  assign lUT6_7_I5 = io_c[5];
  assign lUT3_7_I0 = io_a[6];
  assign lUT3_7_I1 = io_b[6];
  assign lUT3_7_I2 = io_c[6];
  assign lUT6_8_I0 = io_a[7];
  assign lUT6_8_I1 = io_b[7];
  assign lUT6_8_I2 = io_c[7];
  assign lUT6_8_I3 = io_a[6];
  assign lUT6_8_I4 = io_b[6];
  assign lUT6_8_I5 = io_c[6];
  assign lUT3_8_I0 = io_a[7];
  assign lUT3_8_I1 = io_b[7];
  assign lUT3_8_I2 = io_c[7];
  assign lUT6_9_I0 = io_a[8];
  assign lUT6_9_I1 = io_b[8];
  assign lUT6_9_I2 = io_c[8];
  assign lUT6_9_I3 = io_a[7];
  assign lUT6_9_I4 = io_b[7];
  assign lUT6_9_I5 = io_c[7];
  assign lUT3_9_I0 = io_a[8];
  assign lUT3_9_I1 = io_b[8];
  assign lUT3_9_I2 = io_c[8];
  assign lUT6_10_I0 = io_a[9];
  assign lUT6_10_I1 = io_b[9];
  assign lUT6_10_I2 = io_c[9];
  assign lUT6_10_I3 = io_a[8];
  assign lUT6_10_I4 = io_b[8];
  assign lUT6_10_I5 = io_c[8];
  assign lUT3_10_I0 = io_a[9];
  assign lUT3_10_I1 = io_b[9];
  assign lUT3_10_I2 = io_c[9];
  assign lUT6_11_I0 = io_a[10];
  assign lUT6_11_I1 = io_b[10];
  assign lUT6_11_I2 = io_c[10];
  assign lUT6_11_I3 = io_a[9];
  assign lUT6_11_I4 = io_b[9];
  assign lUT6_11_I5 = io_c[9];
  assign lUT3_11_I0 = io_a[10];
  assign lUT3_11_I1 = io_b[10];
  assign lUT3_11_I2 = io_c[10];
  assign lUT6_12_I0 = io_a[11];
  assign lUT6_12_I1 = io_b[11];
  assign lUT6_12_I2 = io_c[11];
  assign lUT6_12_I3 = io_a[10];
  assign lUT6_12_I4 = io_b[10];
  assign lUT6_12_I5 = io_c[10];
  assign lUT3_12_I0 = io_a[11];
  assign lUT3_12_I1 = io_b[11];
  assign lUT3_12_I2 = io_c[11];
  assign lUT6_13_I0 = io_a[12];
  assign lUT6_13_I1 = io_b[12];
  assign lUT6_13_I2 = io_c[12];
  assign lUT6_13_I3 = io_a[11];
  assign lUT6_13_I4 = io_b[11];
  assign lUT6_13_I5 = io_c[11];
  assign lUT3_13_I0 = io_a[12];
  assign lUT3_13_I1 = io_b[12];
  assign lUT3_13_I2 = io_c[12];
  assign lUT6_14_I0 = io_a[13];
  assign lUT6_14_I1 = io_b[13];
  assign lUT6_14_I2 = io_c[13];
  assign lUT6_14_I3 = io_a[12];
  assign lUT6_14_I4 = io_b[12];
  assign lUT6_14_I5 = io_c[12];
  assign lUT3_14_I0 = io_a[13];
  assign lUT3_14_I1 = io_b[13];
  assign lUT3_14_I2 = io_c[13];
  assign lUT6_15_I0 = io_a[14];
  assign lUT6_15_I1 = io_b[14];
  assign lUT6_15_I2 = io_c[14];
  assign lUT6_15_I3 = io_a[13];
  assign lUT6_15_I4 = io_b[13];
  assign lUT6_15_I5 = io_c[13];
  assign lUT3_15_I0 = io_a[14];
  assign lUT3_15_I1 = io_b[14];
  assign lUT3_15_I2 = io_c[14];
  assign lUT6_16_I0 = io_a[15];
  assign lUT6_16_I1 = io_b[15];
  assign lUT6_16_I2 = io_c[15];
  assign lUT6_16_I3 = io_a[14];
  assign lUT6_16_I4 = io_b[14];
  assign lUT6_16_I5 = io_c[14];
  assign lUT3_16_I0 = io_a[15];
  assign lUT3_16_I1 = io_b[15];
  assign lUT3_16_I2 = io_c[15];
  assign lUT6_17_I0 = io_a[16];
  assign lUT6_17_I1 = io_b[16];
  assign lUT6_17_I2 = io_c[16];
  assign lUT6_17_I3 = io_a[15];
  assign lUT6_17_I4 = io_b[15];
  assign lUT6_17_I5 = io_c[15];
  assign lUT3_17_I0 = io_a[16];
  assign lUT3_17_I1 = io_b[16];
  assign lUT3_17_I2 = io_c[16];
  assign lUT6_18_I0 = io_a[17];
  assign lUT6_18_I1 = io_b[17];
  assign lUT6_18_I2 = io_c[17];
  assign lUT6_18_I3 = io_a[16];
  assign lUT6_18_I4 = io_b[16];
  assign lUT6_18_I5 = io_c[16];
  assign lUT3_18_I0 = io_a[17];
  assign lUT3_18_I1 = io_b[17];
  assign lUT3_18_I2 = io_c[17];
  assign lUT6_19_I0 = io_a[18];
  assign lUT6_19_I1 = io_b[18];
  assign lUT6_19_I2 = io_c[18];
  assign lUT6_19_I3 = io_a[17];
  assign lUT6_19_I4 = io_b[17];
  assign lUT6_19_I5 = io_c[17];
  assign lUT3_19_I0 = io_a[18];
  assign lUT3_19_I1 = io_b[18];
  assign lUT3_19_I2 = io_c[18];
  assign lUT6_20_I0 = io_a[19];
  assign lUT6_20_I1 = io_b[19];
  assign lUT6_20_I2 = io_c[19];
  assign lUT6_20_I3 = io_a[18];
  assign lUT6_20_I4 = io_b[18];
  assign lUT6_20_I5 = io_c[18];
  assign lUT3_20_I0 = io_a[19];
  assign lUT3_20_I1 = io_b[19];
  assign lUT3_20_I2 = io_c[19];
  assign lUT6_21_I0 = io_a[20];
  assign lUT6_21_I1 = io_b[20];
  assign lUT6_21_I2 = io_c[20];
  assign lUT6_21_I3 = io_a[19];
  assign lUT6_21_I4 = io_b[19];
  assign lUT6_21_I5 = io_c[19];
  assign lUT3_21_I0 = io_a[20];
  assign lUT3_21_I1 = io_b[20];
  assign lUT3_21_I2 = io_c[20];
  assign lUT6_22_I0 = io_a[21];
  assign lUT6_22_I1 = io_b[21];
  assign lUT6_22_I2 = io_c[21];
  assign lUT6_22_I3 = io_a[20];
  assign lUT6_22_I4 = io_b[20];
  assign lUT6_22_I5 = io_c[20];
  assign lUT3_22_I0 = io_a[21];
  assign lUT3_22_I1 = io_b[21];
  assign lUT3_22_I2 = io_c[21];
  assign lUT6_23_I0 = io_a[22];
  assign lUT6_23_I1 = io_b[22];
  assign lUT6_23_I2 = io_c[22];
  assign lUT6_23_I3 = io_a[21];
  assign lUT6_23_I4 = io_b[21];
  assign lUT6_23_I5 = io_c[21];
  assign lUT3_23_I0 = io_a[22];
  assign lUT3_23_I1 = io_b[22];
  assign lUT3_23_I2 = io_c[22];
  assign lUT6_24_I0 = io_a[23];
  assign lUT6_24_I1 = io_b[23];
  assign lUT6_24_I2 = io_c[23];
  assign lUT6_24_I3 = io_a[22];
  assign lUT6_24_I4 = io_b[22];
  assign lUT6_24_I5 = io_c[22];
  assign lUT3_24_I0 = io_a[23];
  assign lUT3_24_I1 = io_b[23];
  assign lUT3_24_I2 = io_c[23];
  assign lUT6_25_I0 = io_a[24];
  assign lUT6_25_I1 = io_b[24];
  assign lUT6_25_I2 = io_c[24];
  assign lUT6_25_I3 = io_a[23];
  assign lUT6_25_I4 = io_b[23];
  assign lUT6_25_I5 = io_c[23];
  assign lUT3_25_I0 = io_a[24];
  assign lUT3_25_I1 = io_b[24];
  assign lUT3_25_I2 = io_c[24];
  assign lUT6_26_I0 = io_a[25];
  assign lUT6_26_I1 = io_b[25];
  assign lUT6_26_I2 = io_c[25];
  assign lUT6_26_I3 = io_a[24];
  assign lUT6_26_I4 = io_b[24];
  assign lUT6_26_I5 = io_c[24];
  assign lUT3_26_I0 = io_a[25];
  assign lUT3_26_I1 = io_b[25];
  assign lUT3_26_I2 = io_c[25];
  assign lUT6_27_I0 = io_a[26];
  assign lUT6_27_I1 = io_b[26];
  assign lUT6_27_I2 = io_c[26];
  assign lUT6_27_I3 = io_a[25];
  assign lUT6_27_I4 = io_b[25];
  assign lUT6_27_I5 = io_c[25];
  assign lUT3_27_I0 = io_a[26];
  assign lUT3_27_I1 = io_b[26];
  assign lUT3_27_I2 = io_c[26];
  assign lUT6_28_I0 = io_a[27];
  assign lUT6_28_I1 = io_b[27];
  assign lUT6_28_I2 = io_c[27];
  assign lUT6_28_I3 = io_a[26];
  assign lUT6_28_I4 = io_b[26];
  assign lUT6_28_I5 = io_c[26];
  assign lUT3_28_I0 = io_a[27];
  assign lUT3_28_I1 = io_b[27];
  assign lUT3_28_I2 = io_c[27];
  assign lUT6_29_I0 = io_a[28];
  assign lUT6_29_I1 = io_b[28];
  assign lUT6_29_I2 = io_c[28];
  assign lUT6_29_I3 = io_a[27];
  assign lUT6_29_I4 = io_b[27];
  assign lUT6_29_I5 = io_c[27];
  assign lUT3_29_I0 = io_a[28];
  assign lUT3_29_I1 = io_b[28];
  assign lUT3_29_I2 = io_c[28];
  assign lUT6_30_I0 = io_a[29];
  assign lUT6_30_I1 = io_b[29];
  assign lUT6_30_I2 = io_c[29];
  assign lUT6_30_I3 = io_a[28];
  assign lUT6_30_I4 = io_b[28];
  assign lUT6_30_I5 = io_c[28];
  assign lUT3_30_I0 = io_a[29];
  assign lUT3_30_I1 = io_b[29];
  assign lUT3_30_I2 = io_c[29];
  assign lUT6_31_I0 = io_a[30];
  assign lUT6_31_I1 = io_b[30];
  assign lUT6_31_I2 = io_c[30];
  assign lUT6_31_I3 = io_a[29];
  assign lUT6_31_I4 = io_b[29];
  assign lUT6_31_I5 = io_c[29];
  assign lUT3_31_I0 = io_a[30];
  assign lUT3_31_I1 = io_b[30];
  assign lUT3_31_I2 = io_c[30];
  assign lUT6_32_I0 = io_a[31];
  assign lUT6_32_I1 = io_b[31];
  assign lUT6_32_I2 = io_c[31];
  assign lUT6_32_I3 = io_a[30];
  assign lUT6_32_I4 = io_b[30];
  assign lUT6_32_I5 = io_c[30];
  assign lUT3_32_I0 = io_a[31];
  assign lUT3_32_I1 = io_b[31];
  assign lUT3_32_I2 = io_c[31];
  assign lUT6_33_I0 = io_a[32];
  assign lUT6_33_I1 = io_b[32];
  assign lUT6_33_I2 = io_c[32];
  assign lUT6_33_I3 = io_a[31];
  assign lUT6_33_I4 = io_b[31];
  assign lUT6_33_I5 = io_c[31];
  assign lUT3_33_I0 = io_a[32];
  assign lUT3_33_I1 = io_b[32];
  assign lUT3_33_I2 = io_c[32];
  assign lUT6_34_I0 = io_a[33];
  assign lUT6_34_I1 = io_b[33];
  assign lUT6_34_I2 = io_c[33];
  assign lUT6_34_I3 = io_a[32];
  assign lUT6_34_I4 = io_b[32];
  assign lUT6_34_I5 = io_c[32];
  assign lUT3_34_I0 = io_a[33];
  assign lUT3_34_I1 = io_b[33];
  assign lUT3_34_I2 = io_c[33];
  assign lUT6_35_I0 = io_a[34];
  assign lUT6_35_I1 = io_b[34];
  assign lUT6_35_I2 = io_c[34];
  assign lUT6_35_I3 = io_a[33];
  assign lUT6_35_I4 = io_b[33];
  assign lUT6_35_I5 = io_c[33];
  assign lUT3_35_I0 = io_a[34];
  assign lUT3_35_I1 = io_b[34];
  assign lUT3_35_I2 = io_c[34];
  assign lUT6_36_I0 = io_a[35];
  assign lUT6_36_I1 = io_b[35];
  assign lUT6_36_I2 = io_c[35];
  assign lUT6_36_I3 = io_a[34];
  assign lUT6_36_I4 = io_b[34];
  assign lUT6_36_I5 = io_c[34];
  assign lUT3_36_I0 = io_a[35];
  assign lUT3_36_I1 = io_b[35];
  assign lUT3_36_I2 = io_c[35];
  assign lUT6_37_I0 = io_a[36];
  assign lUT6_37_I1 = io_b[36];
  assign lUT6_37_I2 = io_c[36];
  assign lUT6_37_I3 = io_a[35];
  assign lUT6_37_I4 = io_b[35];
  assign lUT6_37_I5 = io_c[35];
  assign lUT3_37_I0 = io_a[36];
  assign lUT3_37_I1 = io_b[36];
  assign lUT3_37_I2 = io_c[36];
  assign lUT6_38_I0 = io_a[37];
  assign lUT6_38_I1 = io_b[37];
  assign lUT6_38_I2 = io_c[37];
  assign lUT6_38_I3 = io_a[36];
  assign lUT6_38_I4 = io_b[36];
  assign lUT6_38_I5 = io_c[36];
  assign lUT3_38_I0 = io_a[37];
  assign lUT3_38_I1 = io_b[37];
  assign lUT3_38_I2 = io_c[37];
  assign lUT6_39_I0 = io_a[38];
  assign lUT6_39_I1 = io_b[38];
  assign lUT6_39_I2 = io_c[38];
  assign lUT6_39_I3 = io_a[37];
  assign lUT6_39_I4 = io_b[37];
  assign lUT6_39_I5 = io_c[37];
  assign lUT3_39_I0 = io_a[38];
  assign lUT3_39_I1 = io_b[38];
  assign lUT3_39_I2 = io_c[38];
  assign lUT6_40_I0 = io_a[39];
  assign lUT6_40_I1 = io_b[39];
  assign lUT6_40_I2 = io_c[39];
  assign lUT6_40_I3 = io_a[38];
  assign lUT6_40_I4 = io_b[38];
  assign lUT6_40_I5 = io_c[38];
  assign lUT3_40_I0 = io_a[39];
  assign lUT3_40_I1 = io_b[39];
  assign lUT3_40_I2 = io_c[39];
  assign lUT6_41_I0 = io_a[40];
  assign lUT6_41_I1 = io_b[40];
  assign lUT6_41_I2 = io_c[40];
  assign lUT6_41_I3 = io_a[39];
  assign lUT6_41_I4 = io_b[39];
  assign lUT6_41_I5 = io_c[39];
  assign lUT3_41_I0 = io_a[40];
  assign lUT3_41_I1 = io_b[40];
  assign lUT3_41_I2 = io_c[40];
  assign lUT6_42_I0 = io_a[41];
  assign lUT6_42_I1 = io_b[41];
  assign lUT6_42_I2 = io_c[41];
  assign lUT6_42_I3 = io_a[40];
  assign lUT6_42_I4 = io_b[40];
  assign lUT6_42_I5 = io_c[40];
  assign lUT3_42_I0 = io_a[41];
  assign lUT3_42_I1 = io_b[41];
  assign lUT3_42_I2 = io_c[41];
  assign lUT6_43_I0 = io_a[42];
  assign lUT6_43_I1 = io_b[42];
  assign lUT6_43_I2 = io_c[42];
  assign lUT6_43_I3 = io_a[41];
  assign lUT6_43_I4 = io_b[41];
  assign lUT6_43_I5 = io_c[41];
  assign lUT3_43_I0 = io_a[42];
  assign lUT3_43_I1 = io_b[42];
  assign lUT3_43_I2 = io_c[42];
  assign lUT6_44_I0 = io_a[43];
  assign lUT6_44_I1 = io_b[43];
  assign lUT6_44_I2 = io_c[43];
  assign lUT6_44_I3 = io_a[42];
  assign lUT6_44_I4 = io_b[42];
  assign lUT6_44_I5 = io_c[42];
  assign lUT3_44_I0 = io_a[43];
  assign lUT3_44_I1 = io_b[43];
  assign lUT3_44_I2 = io_c[43];
  assign lUT6_45_I0 = io_a[44];
  assign lUT6_45_I1 = io_b[44];
  assign lUT6_45_I2 = io_c[44];
  assign lUT6_45_I3 = io_a[43];
  assign lUT6_45_I4 = io_b[43];
  assign lUT6_45_I5 = io_c[43];
  assign lUT3_45_I0 = io_a[44];
  assign lUT3_45_I1 = io_b[44];
  assign lUT3_45_I2 = io_c[44];
  assign lUT6_46_I0 = io_a[45];
  assign lUT6_46_I1 = io_b[45];
  assign lUT6_46_I2 = io_c[45];
  assign lUT6_46_I3 = io_a[44];
  assign lUT6_46_I4 = io_b[44];
  assign lUT6_46_I5 = io_c[44];
  assign lUT3_46_I0 = io_a[45];
  assign lUT3_46_I1 = io_b[45];
  assign lUT3_46_I2 = io_c[45];
  assign lUT6_47_I0 = io_a[46];
  assign lUT6_47_I1 = io_b[46];
  assign lUT6_47_I2 = io_c[46];
  assign lUT6_47_I3 = io_a[45];
  assign lUT6_47_I4 = io_b[45];
  assign lUT6_47_I5 = io_c[45];
  assign lUT3_47_I0 = io_a[46];
  assign lUT3_47_I1 = io_b[46];
  assign lUT3_47_I2 = io_c[46];
  assign lUT6_48_I0 = io_a[47];
  assign lUT6_48_I1 = io_b[47];
  assign lUT6_48_I2 = io_c[47];
  assign lUT6_48_I3 = io_a[46];
  assign lUT6_48_I4 = io_b[46];
  assign lUT6_48_I5 = io_c[46];
  assign lUT3_48_I0 = io_a[47];
  assign lUT3_48_I1 = io_b[47];
  assign lUT3_48_I2 = io_c[47];
  assign lUT6_49_I0 = io_a[48];
  assign lUT6_49_I1 = io_b[48];
  assign lUT6_49_I2 = io_c[48];
  assign lUT6_49_I3 = io_a[47];
  assign lUT6_49_I4 = io_b[47];
  assign lUT6_49_I5 = io_c[47];
  assign lUT3_49_I0 = io_a[48];
  assign lUT3_49_I1 = io_b[48];
  assign lUT3_49_I2 = io_c[48];
  assign lUT6_50_I0 = io_a[49];
  assign lUT6_50_I1 = io_b[49];
  assign lUT6_50_I2 = io_c[49];
  assign lUT6_50_I3 = io_a[48];
  assign lUT6_50_I4 = io_b[48];
  assign lUT6_50_I5 = io_c[48];
  assign lUT3_50_I0 = io_a[49];
  assign lUT3_50_I1 = io_b[49];
  assign lUT3_50_I2 = io_c[49];
  assign lUT6_51_I0 = io_a[50];
  assign lUT6_51_I1 = io_b[50];
  assign lUT6_51_I2 = io_c[50];
  assign lUT6_51_I3 = io_a[49];
  assign lUT6_51_I4 = io_b[49];
  assign lUT6_51_I5 = io_c[49];
  assign lUT3_51_I0 = io_a[50];
  assign lUT3_51_I1 = io_b[50];
  assign lUT3_51_I2 = io_c[50];
  assign cARRY8_1_S = _zz_S_1[7 : 0];
  assign cARRY8_1_DI = _zz_DI_1[7 : 0];
  always @(*) begin
    _zz_io_sum[7 : 0] = cARRY8_1_O;
    _zz_io_sum[15 : 8] = cARRY8_2_O;
    _zz_io_sum[23 : 16] = cARRY8_3_O;
    _zz_io_sum[31 : 24] = cARRY8_4_O;
    _zz_io_sum[39 : 32] = cARRY8_5_O;
    _zz_io_sum[47 : 40] = cARRY8_6_O;
    _zz_io_sum[55 : 48] = cARRY8_7_O;
  end

  assign cARRY8_2_CI = cARRY8_1_CO[7];
  assign cARRY8_2_S = _zz_S_2[15 : 8];
  assign cARRY8_2_DI = _zz_DI_2[15 : 8];
  assign cARRY8_3_CI = cARRY8_2_CO[7];
  assign cARRY8_3_S = _zz_S_3[23 : 16];
  assign cARRY8_3_DI = _zz_DI_3[23 : 16];
  assign cARRY8_4_CI = cARRY8_3_CO[7];
  assign cARRY8_4_S = _zz_S_4[31 : 24];
  assign cARRY8_4_DI = _zz_DI_4[31 : 24];
  assign cARRY8_5_CI = cARRY8_4_CO[7];
  assign cARRY8_5_S = _zz_S_5[39 : 32];
  assign cARRY8_5_DI = _zz_DI_5[39 : 32];
  assign cARRY8_6_CI = cARRY8_5_CO[7];
  assign cARRY8_6_S = _zz_S_6[47 : 40];
  assign cARRY8_6_DI = _zz_DI_6[47 : 40];
  assign cARRY8_7_CI = cARRY8_6_CO[7];
  assign cARRY8_7_S = _zz_S_7[55 : 48];
  assign cARRY8_7_DI = _zz_DI_7[55 : 48];
  assign io_sum = _zz_io_sum[50 : 0];

endmodule

module gnx_TernaryAdd (
  input  wire [68:0]   io_a,
  input  wire [68:0]   io_b,
  input  wire [68:0]   io_c,
  input  wire          io_cin,
  output wire [68:0]   io_sum
);

  wire                lUT6_1_I0;
  wire                lUT6_1_I1;
  wire                lUT6_1_I2;
  wire                lUT3_1_I0;
  wire                lUT3_1_I1;
  wire                lUT3_1_I2;
  wire                lUT6_2_I0;
  wire                lUT6_2_I1;
  wire                lUT6_2_I2;
  wire                lUT6_2_I3;
  wire                lUT6_2_I4;
  wire                lUT6_2_I5;
  wire                lUT3_2_I0;
  wire                lUT3_2_I1;
  wire                lUT3_2_I2;
  wire                lUT6_3_I0;
  wire                lUT6_3_I1;
  wire                lUT6_3_I2;
  wire                lUT6_3_I3;
  wire                lUT6_3_I4;
  wire                lUT6_3_I5;
  wire                lUT3_3_I0;
  wire                lUT3_3_I1;
  wire                lUT3_3_I2;
  wire                lUT6_4_I0;
  wire                lUT6_4_I1;
  wire                lUT6_4_I2;
  wire                lUT6_4_I3;
  wire                lUT6_4_I4;
  wire                lUT6_4_I5;
  wire                lUT3_4_I0;
  wire                lUT3_4_I1;
  wire                lUT3_4_I2;
  wire                lUT6_5_I0;
  wire                lUT6_5_I1;
  wire                lUT6_5_I2;
  wire                lUT6_5_I3;
  wire                lUT6_5_I4;
  wire                lUT6_5_I5;
  wire                lUT3_5_I0;
  wire                lUT3_5_I1;
  wire                lUT3_5_I2;
  wire                lUT6_6_I0;
  wire                lUT6_6_I1;
  wire                lUT6_6_I2;
  wire                lUT6_6_I3;
  wire                lUT6_6_I4;
  wire                lUT6_6_I5;
  wire                lUT3_6_I0;
  wire                lUT3_6_I1;
  wire                lUT3_6_I2;
  wire                lUT6_7_I0;
  wire                lUT6_7_I1;
  wire                lUT6_7_I2;
  wire                lUT6_7_I3;
  wire                lUT6_7_I4;
  wire                lUT6_7_I5;
  wire                lUT3_7_I0;
  wire                lUT3_7_I1;
  wire                lUT3_7_I2;
  wire                lUT6_8_I0;
  wire                lUT6_8_I1;
  wire                lUT6_8_I2;
  wire                lUT6_8_I3;
  wire                lUT6_8_I4;
  wire                lUT6_8_I5;
  wire                lUT3_8_I0;
  wire                lUT3_8_I1;
  wire                lUT3_8_I2;
  wire                lUT6_9_I0;
  wire                lUT6_9_I1;
  wire                lUT6_9_I2;
  wire                lUT6_9_I3;
  wire                lUT6_9_I4;
  wire                lUT6_9_I5;
  wire                lUT3_9_I0;
  wire                lUT3_9_I1;
  wire                lUT3_9_I2;
  wire                lUT6_10_I0;
  wire                lUT6_10_I1;
  wire                lUT6_10_I2;
  wire                lUT6_10_I3;
  wire                lUT6_10_I4;
  wire                lUT6_10_I5;
  wire                lUT3_10_I0;
  wire                lUT3_10_I1;
  wire                lUT3_10_I2;
  wire                lUT6_11_I0;
  wire                lUT6_11_I1;
  wire                lUT6_11_I2;
  wire                lUT6_11_I3;
  wire                lUT6_11_I4;
  wire                lUT6_11_I5;
  wire                lUT3_11_I0;
  wire                lUT3_11_I1;
  wire                lUT3_11_I2;
  wire                lUT6_12_I0;
  wire                lUT6_12_I1;
  wire                lUT6_12_I2;
  wire                lUT6_12_I3;
  wire                lUT6_12_I4;
  wire                lUT6_12_I5;
  wire                lUT3_12_I0;
  wire                lUT3_12_I1;
  wire                lUT3_12_I2;
  wire                lUT6_13_I0;
  wire                lUT6_13_I1;
  wire                lUT6_13_I2;
  wire                lUT6_13_I3;
  wire                lUT6_13_I4;
  wire                lUT6_13_I5;
  wire                lUT3_13_I0;
  wire                lUT3_13_I1;
  wire                lUT3_13_I2;
  wire                lUT6_14_I0;
  wire                lUT6_14_I1;
  wire                lUT6_14_I2;
  wire                lUT6_14_I3;
  wire                lUT6_14_I4;
  wire                lUT6_14_I5;
  wire                lUT3_14_I0;
  wire                lUT3_14_I1;
  wire                lUT3_14_I2;
  wire                lUT6_15_I0;
  wire                lUT6_15_I1;
  wire                lUT6_15_I2;
  wire                lUT6_15_I3;
  wire                lUT6_15_I4;
  wire                lUT6_15_I5;
  wire                lUT3_15_I0;
  wire                lUT3_15_I1;
  wire                lUT3_15_I2;
  wire                lUT6_16_I0;
  wire                lUT6_16_I1;
  wire                lUT6_16_I2;
  wire                lUT6_16_I3;
  wire                lUT6_16_I4;
  wire                lUT6_16_I5;
  wire                lUT3_16_I0;
  wire                lUT3_16_I1;
  wire                lUT3_16_I2;
  wire                lUT6_17_I0;
  wire                lUT6_17_I1;
  wire                lUT6_17_I2;
  wire                lUT6_17_I3;
  wire                lUT6_17_I4;
  wire                lUT6_17_I5;
  wire                lUT3_17_I0;
  wire                lUT3_17_I1;
  wire                lUT3_17_I2;
  wire                lUT6_18_I0;
  wire                lUT6_18_I1;
  wire                lUT6_18_I2;
  wire                lUT6_18_I3;
  wire                lUT6_18_I4;
  wire                lUT6_18_I5;
  wire                lUT3_18_I0;
  wire                lUT3_18_I1;
  wire                lUT3_18_I2;
  wire                lUT6_19_I0;
  wire                lUT6_19_I1;
  wire                lUT6_19_I2;
  wire                lUT6_19_I3;
  wire                lUT6_19_I4;
  wire                lUT6_19_I5;
  wire                lUT3_19_I0;
  wire                lUT3_19_I1;
  wire                lUT3_19_I2;
  wire                lUT6_20_I0;
  wire                lUT6_20_I1;
  wire                lUT6_20_I2;
  wire                lUT6_20_I3;
  wire                lUT6_20_I4;
  wire                lUT6_20_I5;
  wire                lUT3_20_I0;
  wire                lUT3_20_I1;
  wire                lUT3_20_I2;
  wire                lUT6_21_I0;
  wire                lUT6_21_I1;
  wire                lUT6_21_I2;
  wire                lUT6_21_I3;
  wire                lUT6_21_I4;
  wire                lUT6_21_I5;
  wire                lUT3_21_I0;
  wire                lUT3_21_I1;
  wire                lUT3_21_I2;
  wire                lUT6_22_I0;
  wire                lUT6_22_I1;
  wire                lUT6_22_I2;
  wire                lUT6_22_I3;
  wire                lUT6_22_I4;
  wire                lUT6_22_I5;
  wire                lUT3_22_I0;
  wire                lUT3_22_I1;
  wire                lUT3_22_I2;
  wire                lUT6_23_I0;
  wire                lUT6_23_I1;
  wire                lUT6_23_I2;
  wire                lUT6_23_I3;
  wire                lUT6_23_I4;
  wire                lUT6_23_I5;
  wire                lUT3_23_I0;
  wire                lUT3_23_I1;
  wire                lUT3_23_I2;
  wire                lUT6_24_I0;
  wire                lUT6_24_I1;
  wire                lUT6_24_I2;
  wire                lUT6_24_I3;
  wire                lUT6_24_I4;
  wire                lUT6_24_I5;
  wire                lUT3_24_I0;
  wire                lUT3_24_I1;
  wire                lUT3_24_I2;
  wire                lUT6_25_I0;
  wire                lUT6_25_I1;
  wire                lUT6_25_I2;
  wire                lUT6_25_I3;
  wire                lUT6_25_I4;
  wire                lUT6_25_I5;
  wire                lUT3_25_I0;
  wire                lUT3_25_I1;
  wire                lUT3_25_I2;
  wire                lUT6_26_I0;
  wire                lUT6_26_I1;
  wire                lUT6_26_I2;
  wire                lUT6_26_I3;
  wire                lUT6_26_I4;
  wire                lUT6_26_I5;
  wire                lUT3_26_I0;
  wire                lUT3_26_I1;
  wire                lUT3_26_I2;
  wire                lUT6_27_I0;
  wire                lUT6_27_I1;
  wire                lUT6_27_I2;
  wire                lUT6_27_I3;
  wire                lUT6_27_I4;
  wire                lUT6_27_I5;
  wire                lUT3_27_I0;
  wire                lUT3_27_I1;
  wire                lUT3_27_I2;
  wire                lUT6_28_I0;
  wire                lUT6_28_I1;
  wire                lUT6_28_I2;
  wire                lUT6_28_I3;
  wire                lUT6_28_I4;
  wire                lUT6_28_I5;
  wire                lUT3_28_I0;
  wire                lUT3_28_I1;
  wire                lUT3_28_I2;
  wire                lUT6_29_I0;
  wire                lUT6_29_I1;
  wire                lUT6_29_I2;
  wire                lUT6_29_I3;
  wire                lUT6_29_I4;
  wire                lUT6_29_I5;
  wire                lUT3_29_I0;
  wire                lUT3_29_I1;
  wire                lUT3_29_I2;
  wire                lUT6_30_I0;
  wire                lUT6_30_I1;
  wire                lUT6_30_I2;
  wire                lUT6_30_I3;
  wire                lUT6_30_I4;
  wire                lUT6_30_I5;
  wire                lUT3_30_I0;
  wire                lUT3_30_I1;
  wire                lUT3_30_I2;
  wire                lUT6_31_I0;
  wire                lUT6_31_I1;
  wire                lUT6_31_I2;
  wire                lUT6_31_I3;
  wire                lUT6_31_I4;
  wire                lUT6_31_I5;
  wire                lUT3_31_I0;
  wire                lUT3_31_I1;
  wire                lUT3_31_I2;
  wire                lUT6_32_I0;
  wire                lUT6_32_I1;
  wire                lUT6_32_I2;
  wire                lUT6_32_I3;
  wire                lUT6_32_I4;
  wire                lUT6_32_I5;
  wire                lUT3_32_I0;
  wire                lUT3_32_I1;
  wire                lUT3_32_I2;
  wire                lUT6_33_I0;
  wire                lUT6_33_I1;
  wire                lUT6_33_I2;
  wire                lUT6_33_I3;
  wire                lUT6_33_I4;
  wire                lUT6_33_I5;
  wire                lUT3_33_I0;
  wire                lUT3_33_I1;
  wire                lUT3_33_I2;
  wire                lUT6_34_I0;
  wire                lUT6_34_I1;
  wire                lUT6_34_I2;
  wire                lUT6_34_I3;
  wire                lUT6_34_I4;
  wire                lUT6_34_I5;
  wire                lUT3_34_I0;
  wire                lUT3_34_I1;
  wire                lUT3_34_I2;
  wire                lUT6_35_I0;
  wire                lUT6_35_I1;
  wire                lUT6_35_I2;
  wire                lUT6_35_I3;
  wire                lUT6_35_I4;
  wire                lUT6_35_I5;
  wire                lUT3_35_I0;
  wire                lUT3_35_I1;
  wire                lUT3_35_I2;
  wire                lUT6_36_I0;
  wire                lUT6_36_I1;
  wire                lUT6_36_I2;
  wire                lUT6_36_I3;
  wire                lUT6_36_I4;
  wire                lUT6_36_I5;
  wire                lUT3_36_I0;
  wire                lUT3_36_I1;
  wire                lUT3_36_I2;
  wire                lUT6_37_I0;
  wire                lUT6_37_I1;
  wire                lUT6_37_I2;
  wire                lUT6_37_I3;
  wire                lUT6_37_I4;
  wire                lUT6_37_I5;
  wire                lUT3_37_I0;
  wire                lUT3_37_I1;
  wire                lUT3_37_I2;
  wire                lUT6_38_I0;
  wire                lUT6_38_I1;
  wire                lUT6_38_I2;
  wire                lUT6_38_I3;
  wire                lUT6_38_I4;
  wire                lUT6_38_I5;
  wire                lUT3_38_I0;
  wire                lUT3_38_I1;
  wire                lUT3_38_I2;
  wire                lUT6_39_I0;
  wire                lUT6_39_I1;
  wire                lUT6_39_I2;
  wire                lUT6_39_I3;
  wire                lUT6_39_I4;
  wire                lUT6_39_I5;
  wire                lUT3_39_I0;
  wire                lUT3_39_I1;
  wire                lUT3_39_I2;
  wire                lUT6_40_I0;
  wire                lUT6_40_I1;
  wire                lUT6_40_I2;
  wire                lUT6_40_I3;
  wire                lUT6_40_I4;
  wire                lUT6_40_I5;
  wire                lUT3_40_I0;
  wire                lUT3_40_I1;
  wire                lUT3_40_I2;
  wire                lUT6_41_I0;
  wire                lUT6_41_I1;
  wire                lUT6_41_I2;
  wire                lUT6_41_I3;
  wire                lUT6_41_I4;
  wire                lUT6_41_I5;
  wire                lUT3_41_I0;
  wire                lUT3_41_I1;
  wire                lUT3_41_I2;
  wire                lUT6_42_I0;
  wire                lUT6_42_I1;
  wire                lUT6_42_I2;
  wire                lUT6_42_I3;
  wire                lUT6_42_I4;
  wire                lUT6_42_I5;
  wire                lUT3_42_I0;
  wire                lUT3_42_I1;
  wire                lUT3_42_I2;
  wire                lUT6_43_I0;
  wire                lUT6_43_I1;
  wire                lUT6_43_I2;
  wire                lUT6_43_I3;
  wire                lUT6_43_I4;
  wire                lUT6_43_I5;
  wire                lUT3_43_I0;
  wire                lUT3_43_I1;
  wire                lUT3_43_I2;
  wire                lUT6_44_I0;
  wire                lUT6_44_I1;
  wire                lUT6_44_I2;
  wire                lUT6_44_I3;
  wire                lUT6_44_I4;
  wire                lUT6_44_I5;
  wire                lUT3_44_I0;
  wire                lUT3_44_I1;
  wire                lUT3_44_I2;
  wire                lUT6_45_I0;
  wire                lUT6_45_I1;
  wire                lUT6_45_I2;
  wire                lUT6_45_I3;
  wire                lUT6_45_I4;
  wire                lUT6_45_I5;
  wire                lUT3_45_I0;
  wire                lUT3_45_I1;
  wire                lUT3_45_I2;
  wire                lUT6_46_I0;
  wire                lUT6_46_I1;
  wire                lUT6_46_I2;
  wire                lUT6_46_I3;
  wire                lUT6_46_I4;
  wire                lUT6_46_I5;
  wire                lUT3_46_I0;
  wire                lUT3_46_I1;
  wire                lUT3_46_I2;
  wire                lUT6_47_I0;
  wire                lUT6_47_I1;
  wire                lUT6_47_I2;
  wire                lUT6_47_I3;
  wire                lUT6_47_I4;
  wire                lUT6_47_I5;
  wire                lUT3_47_I0;
  wire                lUT3_47_I1;
  wire                lUT3_47_I2;
  wire                lUT6_48_I0;
  wire                lUT6_48_I1;
  wire                lUT6_48_I2;
  wire                lUT6_48_I3;
  wire                lUT6_48_I4;
  wire                lUT6_48_I5;
  wire                lUT3_48_I0;
  wire                lUT3_48_I1;
  wire                lUT3_48_I2;
  wire                lUT6_49_I0;
  wire                lUT6_49_I1;
  wire                lUT6_49_I2;
  wire                lUT6_49_I3;
  wire                lUT6_49_I4;
  wire                lUT6_49_I5;
  wire                lUT3_49_I0;
  wire                lUT3_49_I1;
  wire                lUT3_49_I2;
  wire                lUT6_50_I0;
  wire                lUT6_50_I1;
  wire                lUT6_50_I2;
  wire                lUT6_50_I3;
  wire                lUT6_50_I4;
  wire                lUT6_50_I5;
  wire                lUT3_50_I0;
  wire                lUT3_50_I1;
  wire                lUT3_50_I2;
  wire                lUT6_51_I0;
  wire                lUT6_51_I1;
  wire                lUT6_51_I2;
  wire                lUT6_51_I3;
  wire                lUT6_51_I4;
  wire                lUT6_51_I5;
  wire                lUT3_51_I0;
  wire                lUT3_51_I1;
  wire                lUT3_51_I2;
  wire                lUT6_52_I0;
  wire                lUT6_52_I1;
  wire                lUT6_52_I2;
  wire                lUT6_52_I3;
  wire                lUT6_52_I4;
  wire                lUT6_52_I5;
  wire                lUT3_52_I0;
  wire                lUT3_52_I1;
  wire                lUT3_52_I2;
  wire                lUT6_53_I0;
  wire                lUT6_53_I1;
  wire                lUT6_53_I2;
  wire                lUT6_53_I3;
  wire                lUT6_53_I4;
  wire                lUT6_53_I5;
  wire                lUT3_53_I0;
  wire                lUT3_53_I1;
  wire                lUT3_53_I2;
  wire                lUT6_54_I0;
  wire                lUT6_54_I1;
  wire                lUT6_54_I2;
  wire                lUT6_54_I3;
  wire                lUT6_54_I4;
  wire                lUT6_54_I5;
  wire                lUT3_54_I0;
  wire                lUT3_54_I1;
  wire                lUT3_54_I2;
  wire                lUT6_55_I0;
  wire                lUT6_55_I1;
  wire                lUT6_55_I2;
  wire                lUT6_55_I3;
  wire                lUT6_55_I4;
  wire                lUT6_55_I5;
  wire                lUT3_55_I0;
  wire                lUT3_55_I1;
  wire                lUT3_55_I2;
  wire                lUT6_56_I0;
  wire                lUT6_56_I1;
  wire                lUT6_56_I2;
  wire                lUT6_56_I3;
  wire                lUT6_56_I4;
  wire                lUT6_56_I5;
  wire                lUT3_56_I0;
  wire                lUT3_56_I1;
  wire                lUT3_56_I2;
  wire                lUT6_57_I0;
  wire                lUT6_57_I1;
  wire                lUT6_57_I2;
  wire                lUT6_57_I3;
  wire                lUT6_57_I4;
  wire                lUT6_57_I5;
  wire                lUT3_57_I0;
  wire                lUT3_57_I1;
  wire                lUT3_57_I2;
  wire                lUT6_58_I0;
  wire                lUT6_58_I1;
  wire                lUT6_58_I2;
  wire                lUT6_58_I3;
  wire                lUT6_58_I4;
  wire                lUT6_58_I5;
  wire                lUT3_58_I0;
  wire                lUT3_58_I1;
  wire                lUT3_58_I2;
  wire                lUT6_59_I0;
  wire                lUT6_59_I1;
  wire                lUT6_59_I2;
  wire                lUT6_59_I3;
  wire                lUT6_59_I4;
  wire                lUT6_59_I5;
  wire                lUT3_59_I0;
  wire                lUT3_59_I1;
  wire                lUT3_59_I2;
  wire                lUT6_60_I0;
  wire                lUT6_60_I1;
  wire                lUT6_60_I2;
  wire                lUT6_60_I3;
  wire                lUT6_60_I4;
  wire                lUT6_60_I5;
  wire                lUT3_60_I0;
  wire                lUT3_60_I1;
  wire                lUT3_60_I2;
  wire                lUT6_61_I0;
  wire                lUT6_61_I1;
  wire                lUT6_61_I2;
  wire                lUT6_61_I3;
  wire                lUT6_61_I4;
  wire                lUT6_61_I5;
  wire                lUT3_61_I0;
  wire                lUT3_61_I1;
  wire                lUT3_61_I2;
  wire                lUT6_62_I0;
  wire                lUT6_62_I1;
  wire                lUT6_62_I2;
  wire                lUT6_62_I3;
  wire                lUT6_62_I4;
  wire                lUT6_62_I5;
  wire                lUT3_62_I0;
  wire                lUT3_62_I1;
  wire                lUT3_62_I2;
  wire                lUT6_63_I0;
  wire                lUT6_63_I1;
  wire                lUT6_63_I2;
  wire                lUT6_63_I3;
  wire                lUT6_63_I4;
  wire                lUT6_63_I5;
  wire                lUT3_63_I0;
  wire                lUT3_63_I1;
  wire                lUT3_63_I2;
  wire                lUT6_64_I0;
  wire                lUT6_64_I1;
  wire                lUT6_64_I2;
  wire                lUT6_64_I3;
  wire                lUT6_64_I4;
  wire                lUT6_64_I5;
  wire                lUT3_64_I0;
  wire                lUT3_64_I1;
  wire                lUT3_64_I2;
  wire                lUT6_65_I0;
  wire                lUT6_65_I1;
  wire                lUT6_65_I2;
  wire                lUT6_65_I3;
  wire                lUT6_65_I4;
  wire                lUT6_65_I5;
  wire                lUT3_65_I0;
  wire                lUT3_65_I1;
  wire                lUT3_65_I2;
  wire                lUT6_66_I0;
  wire                lUT6_66_I1;
  wire                lUT6_66_I2;
  wire                lUT6_66_I3;
  wire                lUT6_66_I4;
  wire                lUT6_66_I5;
  wire                lUT3_66_I0;
  wire                lUT3_66_I1;
  wire                lUT3_66_I2;
  wire                lUT6_67_I0;
  wire                lUT6_67_I1;
  wire                lUT6_67_I2;
  wire                lUT6_67_I3;
  wire                lUT6_67_I4;
  wire                lUT6_67_I5;
  wire                lUT3_67_I0;
  wire                lUT3_67_I1;
  wire                lUT3_67_I2;
  wire                lUT6_68_I0;
  wire                lUT6_68_I1;
  wire                lUT6_68_I2;
  wire                lUT6_68_I3;
  wire                lUT6_68_I4;
  wire                lUT6_68_I5;
  wire                lUT3_68_I0;
  wire                lUT3_68_I1;
  wire                lUT3_68_I2;
  wire                lUT6_69_I0;
  wire                lUT6_69_I1;
  wire                lUT6_69_I2;
  wire                lUT6_69_I3;
  wire                lUT6_69_I4;
  wire                lUT6_69_I5;
  wire                lUT3_69_I0;
  wire                lUT3_69_I1;
  wire                lUT3_69_I2;
  wire       [7:0]    cARRY8_1_DI;
  wire       [7:0]    cARRY8_1_S;
  wire                cARRY8_2_CI;
  wire       [7:0]    cARRY8_2_DI;
  wire       [7:0]    cARRY8_2_S;
  wire                cARRY8_3_CI;
  wire       [7:0]    cARRY8_3_DI;
  wire       [7:0]    cARRY8_3_S;
  wire                cARRY8_4_CI;
  wire       [7:0]    cARRY8_4_DI;
  wire       [7:0]    cARRY8_4_S;
  wire                cARRY8_5_CI;
  wire       [7:0]    cARRY8_5_DI;
  wire       [7:0]    cARRY8_5_S;
  wire                cARRY8_6_CI;
  wire       [7:0]    cARRY8_6_DI;
  wire       [7:0]    cARRY8_6_S;
  wire                cARRY8_7_CI;
  wire       [7:0]    cARRY8_7_DI;
  wire       [7:0]    cARRY8_7_S;
  wire                cARRY8_8_CI;
  wire       [7:0]    cARRY8_8_DI;
  wire       [7:0]    cARRY8_8_S;
  wire                cARRY8_9_CI;
  wire       [7:0]    cARRY8_9_DI;
  wire       [7:0]    cARRY8_9_S;
  wire                lUT6_1_O;
  wire                lUT3_1_O;
  wire                lUT6_2_O;
  wire                lUT3_2_O;
  wire                lUT6_3_O;
  wire                lUT3_3_O;
  wire                lUT6_4_O;
  wire                lUT3_4_O;
  wire                lUT6_5_O;
  wire                lUT3_5_O;
  wire                lUT6_6_O;
  wire                lUT3_6_O;
  wire                lUT6_7_O;
  wire                lUT3_7_O;
  wire                lUT6_8_O;
  wire                lUT3_8_O;
  wire                lUT6_9_O;
  wire                lUT3_9_O;
  wire                lUT6_10_O;
  wire                lUT3_10_O;
  wire                lUT6_11_O;
  wire                lUT3_11_O;
  wire                lUT6_12_O;
  wire                lUT3_12_O;
  wire                lUT6_13_O;
  wire                lUT3_13_O;
  wire                lUT6_14_O;
  wire                lUT3_14_O;
  wire                lUT6_15_O;
  wire                lUT3_15_O;
  wire                lUT6_16_O;
  wire                lUT3_16_O;
  wire                lUT6_17_O;
  wire                lUT3_17_O;
  wire                lUT6_18_O;
  wire                lUT3_18_O;
  wire                lUT6_19_O;
  wire                lUT3_19_O;
  wire                lUT6_20_O;
  wire                lUT3_20_O;
  wire                lUT6_21_O;
  wire                lUT3_21_O;
  wire                lUT6_22_O;
  wire                lUT3_22_O;
  wire                lUT6_23_O;
  wire                lUT3_23_O;
  wire                lUT6_24_O;
  wire                lUT3_24_O;
  wire                lUT6_25_O;
  wire                lUT3_25_O;
  wire                lUT6_26_O;
  wire                lUT3_26_O;
  wire                lUT6_27_O;
  wire                lUT3_27_O;
  wire                lUT6_28_O;
  wire                lUT3_28_O;
  wire                lUT6_29_O;
  wire                lUT3_29_O;
  wire                lUT6_30_O;
  wire                lUT3_30_O;
  wire                lUT6_31_O;
  wire                lUT3_31_O;
  wire                lUT6_32_O;
  wire                lUT3_32_O;
  wire                lUT6_33_O;
  wire                lUT3_33_O;
  wire                lUT6_34_O;
  wire                lUT3_34_O;
  wire                lUT6_35_O;
  wire                lUT3_35_O;
  wire                lUT6_36_O;
  wire                lUT3_36_O;
  wire                lUT6_37_O;
  wire                lUT3_37_O;
  wire                lUT6_38_O;
  wire                lUT3_38_O;
  wire                lUT6_39_O;
  wire                lUT3_39_O;
  wire                lUT6_40_O;
  wire                lUT3_40_O;
  wire                lUT6_41_O;
  wire                lUT3_41_O;
  wire                lUT6_42_O;
  wire                lUT3_42_O;
  wire                lUT6_43_O;
  wire                lUT3_43_O;
  wire                lUT6_44_O;
  wire                lUT3_44_O;
  wire                lUT6_45_O;
  wire                lUT3_45_O;
  wire                lUT6_46_O;
  wire                lUT3_46_O;
  wire                lUT6_47_O;
  wire                lUT3_47_O;
  wire                lUT6_48_O;
  wire                lUT3_48_O;
  wire                lUT6_49_O;
  wire                lUT3_49_O;
  wire                lUT6_50_O;
  wire                lUT3_50_O;
  wire                lUT6_51_O;
  wire                lUT3_51_O;
  wire                lUT6_52_O;
  wire                lUT3_52_O;
  wire                lUT6_53_O;
  wire                lUT3_53_O;
  wire                lUT6_54_O;
  wire                lUT3_54_O;
  wire                lUT6_55_O;
  wire                lUT3_55_O;
  wire                lUT6_56_O;
  wire                lUT3_56_O;
  wire                lUT6_57_O;
  wire                lUT3_57_O;
  wire                lUT6_58_O;
  wire                lUT3_58_O;
  wire                lUT6_59_O;
  wire                lUT3_59_O;
  wire                lUT6_60_O;
  wire                lUT3_60_O;
  wire                lUT6_61_O;
  wire                lUT3_61_O;
  wire                lUT6_62_O;
  wire                lUT3_62_O;
  wire                lUT6_63_O;
  wire                lUT3_63_O;
  wire                lUT6_64_O;
  wire                lUT3_64_O;
  wire                lUT6_65_O;
  wire                lUT3_65_O;
  wire                lUT6_66_O;
  wire                lUT3_66_O;
  wire                lUT6_67_O;
  wire                lUT3_67_O;
  wire                lUT6_68_O;
  wire                lUT3_68_O;
  wire                lUT6_69_O;
  wire                lUT3_69_O;
  wire       [7:0]    cARRY8_1_O;
  wire       [7:0]    cARRY8_1_CO;
  wire       [7:0]    cARRY8_2_O;
  wire       [7:0]    cARRY8_2_CO;
  wire       [7:0]    cARRY8_3_O;
  wire       [7:0]    cARRY8_3_CO;
  wire       [7:0]    cARRY8_4_O;
  wire       [7:0]    cARRY8_4_CO;
  wire       [7:0]    cARRY8_5_O;
  wire       [7:0]    cARRY8_5_CO;
  wire       [7:0]    cARRY8_6_O;
  wire       [7:0]    cARRY8_6_CO;
  wire       [7:0]    cARRY8_7_O;
  wire       [7:0]    cARRY8_7_CO;
  wire       [7:0]    cARRY8_8_O;
  wire       [7:0]    cARRY8_8_CO;
  wire       [7:0]    cARRY8_9_O;
  wire       [7:0]    cARRY8_9_CO;
  wire       [71:0]   _zz_S_1;
  wire       [71:0]   _zz_DI_1;
  wire       [71:0]   _zz_S_2;
  wire       [71:0]   _zz_DI_2;
  wire       [71:0]   _zz_S_3;
  wire       [71:0]   _zz_DI_3;
  wire       [71:0]   _zz_S_4;
  wire       [71:0]   _zz_DI_4;
  wire       [71:0]   _zz_S_5;
  wire       [71:0]   _zz_DI_5;
  wire       [71:0]   _zz_S_6;
  wire       [71:0]   _zz_DI_6;
  wire       [71:0]   _zz_S_7;
  wire       [71:0]   _zz_DI_7;
  wire       [71:0]   _zz_S_8;
  wire       [71:0]   _zz_DI_8;
  wire       [71:0]   _zz_S_9;
  wire       [71:0]   _zz_DI_9;
  reg        [68:0]   _zz_S;
  reg        [68:0]   _zz_DI;
  reg        [71:0]   _zz_io_sum;

  assign _zz_S_1 = {3'd0, _zz_S};
  assign _zz_DI_1 = {3'd0, _zz_DI};
  assign _zz_S_2 = {3'd0, _zz_S};
  assign _zz_DI_2 = {3'd0, _zz_DI};
  assign _zz_S_3 = {3'd0, _zz_S};
  assign _zz_DI_3 = {3'd0, _zz_DI};
  assign _zz_S_4 = {3'd0, _zz_S};
  assign _zz_DI_4 = {3'd0, _zz_DI};
  assign _zz_S_5 = {3'd0, _zz_S};
  assign _zz_DI_5 = {3'd0, _zz_DI};
  assign _zz_S_6 = {3'd0, _zz_S};
  assign _zz_DI_6 = {3'd0, _zz_DI};
  assign _zz_S_7 = {3'd0, _zz_S};
  assign _zz_DI_7 = {3'd0, _zz_DI};
  assign _zz_S_8 = {3'd0, _zz_S};
  assign _zz_DI_8 = {3'd0, _zz_DI};
  assign _zz_S_9 = {3'd0, _zz_S};
  assign _zz_DI_9 = {3'd0, _zz_DI};
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_1 (
    .I0 (lUT6_1_I0), //i
    .I1 (lUT6_1_I1), //i
    .I2 (lUT6_1_I2), //i
    .I3 (1'b0     ), //i
    .I4 (1'b0     ), //i
    .I5 (1'b0     ), //i
    .O  (lUT6_1_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_1 (
    .I0 (lUT3_1_I0), //i
    .I1 (lUT3_1_I1), //i
    .I2 (lUT3_1_I2), //i
    .O  (lUT3_1_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_2 (
    .I0 (lUT6_2_I0), //i
    .I1 (lUT6_2_I1), //i
    .I2 (lUT6_2_I2), //i
    .I3 (lUT6_2_I3), //i
    .I4 (lUT6_2_I4), //i
    .I5 (lUT6_2_I5), //i
    .O  (lUT6_2_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_2 (
    .I0 (lUT3_2_I0), //i
    .I1 (lUT3_2_I1), //i
    .I2 (lUT3_2_I2), //i
    .O  (lUT3_2_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_3 (
    .I0 (lUT6_3_I0), //i
    .I1 (lUT6_3_I1), //i
    .I2 (lUT6_3_I2), //i
    .I3 (lUT6_3_I3), //i
    .I4 (lUT6_3_I4), //i
    .I5 (lUT6_3_I5), //i
    .O  (lUT6_3_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_3 (
    .I0 (lUT3_3_I0), //i
    .I1 (lUT3_3_I1), //i
    .I2 (lUT3_3_I2), //i
    .O  (lUT3_3_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_4 (
    .I0 (lUT6_4_I0), //i
    .I1 (lUT6_4_I1), //i
    .I2 (lUT6_4_I2), //i
    .I3 (lUT6_4_I3), //i
    .I4 (lUT6_4_I4), //i
    .I5 (lUT6_4_I5), //i
    .O  (lUT6_4_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_4 (
    .I0 (lUT3_4_I0), //i
    .I1 (lUT3_4_I1), //i
    .I2 (lUT3_4_I2), //i
    .O  (lUT3_4_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_5 (
    .I0 (lUT6_5_I0), //i
    .I1 (lUT6_5_I1), //i
    .I2 (lUT6_5_I2), //i
    .I3 (lUT6_5_I3), //i
    .I4 (lUT6_5_I4), //i
    .I5 (lUT6_5_I5), //i
    .O  (lUT6_5_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_5 (
    .I0 (lUT3_5_I0), //i
    .I1 (lUT3_5_I1), //i
    .I2 (lUT3_5_I2), //i
    .O  (lUT3_5_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_6 (
    .I0 (lUT6_6_I0), //i
    .I1 (lUT6_6_I1), //i
    .I2 (lUT6_6_I2), //i
    .I3 (lUT6_6_I3), //i
    .I4 (lUT6_6_I4), //i
    .I5 (lUT6_6_I5), //i
    .O  (lUT6_6_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_6 (
    .I0 (lUT3_6_I0), //i
    .I1 (lUT3_6_I1), //i
    .I2 (lUT3_6_I2), //i
    .O  (lUT3_6_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_7 (
    .I0 (lUT6_7_I0), //i
    .I1 (lUT6_7_I1), //i
    .I2 (lUT6_7_I2), //i
    .I3 (lUT6_7_I3), //i
    .I4 (lUT6_7_I4), //i
    .I5 (lUT6_7_I5), //i
    .O  (lUT6_7_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_7 (
    .I0 (lUT3_7_I0), //i
    .I1 (lUT3_7_I1), //i
    .I2 (lUT3_7_I2), //i
    .O  (lUT3_7_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_8 (
    .I0 (lUT6_8_I0), //i
    .I1 (lUT6_8_I1), //i
    .I2 (lUT6_8_I2), //i
    .I3 (lUT6_8_I3), //i
    .I4 (lUT6_8_I4), //i
    .I5 (lUT6_8_I5), //i
    .O  (lUT6_8_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_8 (
    .I0 (lUT3_8_I0), //i
    .I1 (lUT3_8_I1), //i
    .I2 (lUT3_8_I2), //i
    .O  (lUT3_8_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_9 (
    .I0 (lUT6_9_I0), //i
    .I1 (lUT6_9_I1), //i
    .I2 (lUT6_9_I2), //i
    .I3 (lUT6_9_I3), //i
    .I4 (lUT6_9_I4), //i
    .I5 (lUT6_9_I5), //i
    .O  (lUT6_9_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_9 (
    .I0 (lUT3_9_I0), //i
    .I1 (lUT3_9_I1), //i
    .I2 (lUT3_9_I2), //i
    .O  (lUT3_9_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_10 (
    .I0 (lUT6_10_I0), //i
    .I1 (lUT6_10_I1), //i
    .I2 (lUT6_10_I2), //i
    .I3 (lUT6_10_I3), //i
    .I4 (lUT6_10_I4), //i
    .I5 (lUT6_10_I5), //i
    .O  (lUT6_10_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_10 (
    .I0 (lUT3_10_I0), //i
    .I1 (lUT3_10_I1), //i
    .I2 (lUT3_10_I2), //i
    .O  (lUT3_10_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_11 (
    .I0 (lUT6_11_I0), //i
    .I1 (lUT6_11_I1), //i
    .I2 (lUT6_11_I2), //i
    .I3 (lUT6_11_I3), //i
    .I4 (lUT6_11_I4), //i
    .I5 (lUT6_11_I5), //i
    .O  (lUT6_11_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_11 (
    .I0 (lUT3_11_I0), //i
    .I1 (lUT3_11_I1), //i
    .I2 (lUT3_11_I2), //i
    .O  (lUT3_11_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_12 (
    .I0 (lUT6_12_I0), //i
    .I1 (lUT6_12_I1), //i
    .I2 (lUT6_12_I2), //i
    .I3 (lUT6_12_I3), //i
    .I4 (lUT6_12_I4), //i
    .I5 (lUT6_12_I5), //i
    .O  (lUT6_12_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_12 (
    .I0 (lUT3_12_I0), //i
    .I1 (lUT3_12_I1), //i
    .I2 (lUT3_12_I2), //i
    .O  (lUT3_12_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_13 (
    .I0 (lUT6_13_I0), //i
    .I1 (lUT6_13_I1), //i
    .I2 (lUT6_13_I2), //i
    .I3 (lUT6_13_I3), //i
    .I4 (lUT6_13_I4), //i
    .I5 (lUT6_13_I5), //i
    .O  (lUT6_13_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_13 (
    .I0 (lUT3_13_I0), //i
    .I1 (lUT3_13_I1), //i
    .I2 (lUT3_13_I2), //i
    .O  (lUT3_13_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_14 (
    .I0 (lUT6_14_I0), //i
    .I1 (lUT6_14_I1), //i
    .I2 (lUT6_14_I2), //i
    .I3 (lUT6_14_I3), //i
    .I4 (lUT6_14_I4), //i
    .I5 (lUT6_14_I5), //i
    .O  (lUT6_14_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_14 (
    .I0 (lUT3_14_I0), //i
    .I1 (lUT3_14_I1), //i
    .I2 (lUT3_14_I2), //i
    .O  (lUT3_14_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_15 (
    .I0 (lUT6_15_I0), //i
    .I1 (lUT6_15_I1), //i
    .I2 (lUT6_15_I2), //i
    .I3 (lUT6_15_I3), //i
    .I4 (lUT6_15_I4), //i
    .I5 (lUT6_15_I5), //i
    .O  (lUT6_15_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_15 (
    .I0 (lUT3_15_I0), //i
    .I1 (lUT3_15_I1), //i
    .I2 (lUT3_15_I2), //i
    .O  (lUT3_15_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_16 (
    .I0 (lUT6_16_I0), //i
    .I1 (lUT6_16_I1), //i
    .I2 (lUT6_16_I2), //i
    .I3 (lUT6_16_I3), //i
    .I4 (lUT6_16_I4), //i
    .I5 (lUT6_16_I5), //i
    .O  (lUT6_16_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_16 (
    .I0 (lUT3_16_I0), //i
    .I1 (lUT3_16_I1), //i
    .I2 (lUT3_16_I2), //i
    .O  (lUT3_16_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_17 (
    .I0 (lUT6_17_I0), //i
    .I1 (lUT6_17_I1), //i
    .I2 (lUT6_17_I2), //i
    .I3 (lUT6_17_I3), //i
    .I4 (lUT6_17_I4), //i
    .I5 (lUT6_17_I5), //i
    .O  (lUT6_17_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_17 (
    .I0 (lUT3_17_I0), //i
    .I1 (lUT3_17_I1), //i
    .I2 (lUT3_17_I2), //i
    .O  (lUT3_17_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_18 (
    .I0 (lUT6_18_I0), //i
    .I1 (lUT6_18_I1), //i
    .I2 (lUT6_18_I2), //i
    .I3 (lUT6_18_I3), //i
    .I4 (lUT6_18_I4), //i
    .I5 (lUT6_18_I5), //i
    .O  (lUT6_18_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_18 (
    .I0 (lUT3_18_I0), //i
    .I1 (lUT3_18_I1), //i
    .I2 (lUT3_18_I2), //i
    .O  (lUT3_18_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_19 (
    .I0 (lUT6_19_I0), //i
    .I1 (lUT6_19_I1), //i
    .I2 (lUT6_19_I2), //i
    .I3 (lUT6_19_I3), //i
    .I4 (lUT6_19_I4), //i
    .I5 (lUT6_19_I5), //i
    .O  (lUT6_19_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_19 (
    .I0 (lUT3_19_I0), //i
    .I1 (lUT3_19_I1), //i
    .I2 (lUT3_19_I2), //i
    .O  (lUT3_19_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_20 (
    .I0 (lUT6_20_I0), //i
    .I1 (lUT6_20_I1), //i
    .I2 (lUT6_20_I2), //i
    .I3 (lUT6_20_I3), //i
    .I4 (lUT6_20_I4), //i
    .I5 (lUT6_20_I5), //i
    .O  (lUT6_20_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_20 (
    .I0 (lUT3_20_I0), //i
    .I1 (lUT3_20_I1), //i
    .I2 (lUT3_20_I2), //i
    .O  (lUT3_20_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_21 (
    .I0 (lUT6_21_I0), //i
    .I1 (lUT6_21_I1), //i
    .I2 (lUT6_21_I2), //i
    .I3 (lUT6_21_I3), //i
    .I4 (lUT6_21_I4), //i
    .I5 (lUT6_21_I5), //i
    .O  (lUT6_21_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_21 (
    .I0 (lUT3_21_I0), //i
    .I1 (lUT3_21_I1), //i
    .I2 (lUT3_21_I2), //i
    .O  (lUT3_21_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_22 (
    .I0 (lUT6_22_I0), //i
    .I1 (lUT6_22_I1), //i
    .I2 (lUT6_22_I2), //i
    .I3 (lUT6_22_I3), //i
    .I4 (lUT6_22_I4), //i
    .I5 (lUT6_22_I5), //i
    .O  (lUT6_22_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_22 (
    .I0 (lUT3_22_I0), //i
    .I1 (lUT3_22_I1), //i
    .I2 (lUT3_22_I2), //i
    .O  (lUT3_22_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_23 (
    .I0 (lUT6_23_I0), //i
    .I1 (lUT6_23_I1), //i
    .I2 (lUT6_23_I2), //i
    .I3 (lUT6_23_I3), //i
    .I4 (lUT6_23_I4), //i
    .I5 (lUT6_23_I5), //i
    .O  (lUT6_23_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_23 (
    .I0 (lUT3_23_I0), //i
    .I1 (lUT3_23_I1), //i
    .I2 (lUT3_23_I2), //i
    .O  (lUT3_23_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_24 (
    .I0 (lUT6_24_I0), //i
    .I1 (lUT6_24_I1), //i
    .I2 (lUT6_24_I2), //i
    .I3 (lUT6_24_I3), //i
    .I4 (lUT6_24_I4), //i
    .I5 (lUT6_24_I5), //i
    .O  (lUT6_24_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_24 (
    .I0 (lUT3_24_I0), //i
    .I1 (lUT3_24_I1), //i
    .I2 (lUT3_24_I2), //i
    .O  (lUT3_24_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_25 (
    .I0 (lUT6_25_I0), //i
    .I1 (lUT6_25_I1), //i
    .I2 (lUT6_25_I2), //i
    .I3 (lUT6_25_I3), //i
    .I4 (lUT6_25_I4), //i
    .I5 (lUT6_25_I5), //i
    .O  (lUT6_25_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_25 (
    .I0 (lUT3_25_I0), //i
    .I1 (lUT3_25_I1), //i
    .I2 (lUT3_25_I2), //i
    .O  (lUT3_25_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_26 (
    .I0 (lUT6_26_I0), //i
    .I1 (lUT6_26_I1), //i
    .I2 (lUT6_26_I2), //i
    .I3 (lUT6_26_I3), //i
    .I4 (lUT6_26_I4), //i
    .I5 (lUT6_26_I5), //i
    .O  (lUT6_26_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_26 (
    .I0 (lUT3_26_I0), //i
    .I1 (lUT3_26_I1), //i
    .I2 (lUT3_26_I2), //i
    .O  (lUT3_26_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_27 (
    .I0 (lUT6_27_I0), //i
    .I1 (lUT6_27_I1), //i
    .I2 (lUT6_27_I2), //i
    .I3 (lUT6_27_I3), //i
    .I4 (lUT6_27_I4), //i
    .I5 (lUT6_27_I5), //i
    .O  (lUT6_27_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_27 (
    .I0 (lUT3_27_I0), //i
    .I1 (lUT3_27_I1), //i
    .I2 (lUT3_27_I2), //i
    .O  (lUT3_27_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_28 (
    .I0 (lUT6_28_I0), //i
    .I1 (lUT6_28_I1), //i
    .I2 (lUT6_28_I2), //i
    .I3 (lUT6_28_I3), //i
    .I4 (lUT6_28_I4), //i
    .I5 (lUT6_28_I5), //i
    .O  (lUT6_28_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_28 (
    .I0 (lUT3_28_I0), //i
    .I1 (lUT3_28_I1), //i
    .I2 (lUT3_28_I2), //i
    .O  (lUT3_28_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_29 (
    .I0 (lUT6_29_I0), //i
    .I1 (lUT6_29_I1), //i
    .I2 (lUT6_29_I2), //i
    .I3 (lUT6_29_I3), //i
    .I4 (lUT6_29_I4), //i
    .I5 (lUT6_29_I5), //i
    .O  (lUT6_29_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_29 (
    .I0 (lUT3_29_I0), //i
    .I1 (lUT3_29_I1), //i
    .I2 (lUT3_29_I2), //i
    .O  (lUT3_29_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_30 (
    .I0 (lUT6_30_I0), //i
    .I1 (lUT6_30_I1), //i
    .I2 (lUT6_30_I2), //i
    .I3 (lUT6_30_I3), //i
    .I4 (lUT6_30_I4), //i
    .I5 (lUT6_30_I5), //i
    .O  (lUT6_30_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_30 (
    .I0 (lUT3_30_I0), //i
    .I1 (lUT3_30_I1), //i
    .I2 (lUT3_30_I2), //i
    .O  (lUT3_30_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_31 (
    .I0 (lUT6_31_I0), //i
    .I1 (lUT6_31_I1), //i
    .I2 (lUT6_31_I2), //i
    .I3 (lUT6_31_I3), //i
    .I4 (lUT6_31_I4), //i
    .I5 (lUT6_31_I5), //i
    .O  (lUT6_31_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_31 (
    .I0 (lUT3_31_I0), //i
    .I1 (lUT3_31_I1), //i
    .I2 (lUT3_31_I2), //i
    .O  (lUT3_31_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_32 (
    .I0 (lUT6_32_I0), //i
    .I1 (lUT6_32_I1), //i
    .I2 (lUT6_32_I2), //i
    .I3 (lUT6_32_I3), //i
    .I4 (lUT6_32_I4), //i
    .I5 (lUT6_32_I5), //i
    .O  (lUT6_32_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_32 (
    .I0 (lUT3_32_I0), //i
    .I1 (lUT3_32_I1), //i
    .I2 (lUT3_32_I2), //i
    .O  (lUT3_32_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_33 (
    .I0 (lUT6_33_I0), //i
    .I1 (lUT6_33_I1), //i
    .I2 (lUT6_33_I2), //i
    .I3 (lUT6_33_I3), //i
    .I4 (lUT6_33_I4), //i
    .I5 (lUT6_33_I5), //i
    .O  (lUT6_33_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_33 (
    .I0 (lUT3_33_I0), //i
    .I1 (lUT3_33_I1), //i
    .I2 (lUT3_33_I2), //i
    .O  (lUT3_33_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_34 (
    .I0 (lUT6_34_I0), //i
    .I1 (lUT6_34_I1), //i
    .I2 (lUT6_34_I2), //i
    .I3 (lUT6_34_I3), //i
    .I4 (lUT6_34_I4), //i
    .I5 (lUT6_34_I5), //i
    .O  (lUT6_34_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_34 (
    .I0 (lUT3_34_I0), //i
    .I1 (lUT3_34_I1), //i
    .I2 (lUT3_34_I2), //i
    .O  (lUT3_34_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_35 (
    .I0 (lUT6_35_I0), //i
    .I1 (lUT6_35_I1), //i
    .I2 (lUT6_35_I2), //i
    .I3 (lUT6_35_I3), //i
    .I4 (lUT6_35_I4), //i
    .I5 (lUT6_35_I5), //i
    .O  (lUT6_35_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_35 (
    .I0 (lUT3_35_I0), //i
    .I1 (lUT3_35_I1), //i
    .I2 (lUT3_35_I2), //i
    .O  (lUT3_35_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_36 (
    .I0 (lUT6_36_I0), //i
    .I1 (lUT6_36_I1), //i
    .I2 (lUT6_36_I2), //i
    .I3 (lUT6_36_I3), //i
    .I4 (lUT6_36_I4), //i
    .I5 (lUT6_36_I5), //i
    .O  (lUT6_36_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_36 (
    .I0 (lUT3_36_I0), //i
    .I1 (lUT3_36_I1), //i
    .I2 (lUT3_36_I2), //i
    .O  (lUT3_36_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_37 (
    .I0 (lUT6_37_I0), //i
    .I1 (lUT6_37_I1), //i
    .I2 (lUT6_37_I2), //i
    .I3 (lUT6_37_I3), //i
    .I4 (lUT6_37_I4), //i
    .I5 (lUT6_37_I5), //i
    .O  (lUT6_37_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_37 (
    .I0 (lUT3_37_I0), //i
    .I1 (lUT3_37_I1), //i
    .I2 (lUT3_37_I2), //i
    .O  (lUT3_37_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_38 (
    .I0 (lUT6_38_I0), //i
    .I1 (lUT6_38_I1), //i
    .I2 (lUT6_38_I2), //i
    .I3 (lUT6_38_I3), //i
    .I4 (lUT6_38_I4), //i
    .I5 (lUT6_38_I5), //i
    .O  (lUT6_38_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_38 (
    .I0 (lUT3_38_I0), //i
    .I1 (lUT3_38_I1), //i
    .I2 (lUT3_38_I2), //i
    .O  (lUT3_38_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_39 (
    .I0 (lUT6_39_I0), //i
    .I1 (lUT6_39_I1), //i
    .I2 (lUT6_39_I2), //i
    .I3 (lUT6_39_I3), //i
    .I4 (lUT6_39_I4), //i
    .I5 (lUT6_39_I5), //i
    .O  (lUT6_39_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_39 (
    .I0 (lUT3_39_I0), //i
    .I1 (lUT3_39_I1), //i
    .I2 (lUT3_39_I2), //i
    .O  (lUT3_39_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_40 (
    .I0 (lUT6_40_I0), //i
    .I1 (lUT6_40_I1), //i
    .I2 (lUT6_40_I2), //i
    .I3 (lUT6_40_I3), //i
    .I4 (lUT6_40_I4), //i
    .I5 (lUT6_40_I5), //i
    .O  (lUT6_40_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_40 (
    .I0 (lUT3_40_I0), //i
    .I1 (lUT3_40_I1), //i
    .I2 (lUT3_40_I2), //i
    .O  (lUT3_40_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_41 (
    .I0 (lUT6_41_I0), //i
    .I1 (lUT6_41_I1), //i
    .I2 (lUT6_41_I2), //i
    .I3 (lUT6_41_I3), //i
    .I4 (lUT6_41_I4), //i
    .I5 (lUT6_41_I5), //i
    .O  (lUT6_41_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_41 (
    .I0 (lUT3_41_I0), //i
    .I1 (lUT3_41_I1), //i
    .I2 (lUT3_41_I2), //i
    .O  (lUT3_41_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_42 (
    .I0 (lUT6_42_I0), //i
    .I1 (lUT6_42_I1), //i
    .I2 (lUT6_42_I2), //i
    .I3 (lUT6_42_I3), //i
    .I4 (lUT6_42_I4), //i
    .I5 (lUT6_42_I5), //i
    .O  (lUT6_42_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_42 (
    .I0 (lUT3_42_I0), //i
    .I1 (lUT3_42_I1), //i
    .I2 (lUT3_42_I2), //i
    .O  (lUT3_42_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_43 (
    .I0 (lUT6_43_I0), //i
    .I1 (lUT6_43_I1), //i
    .I2 (lUT6_43_I2), //i
    .I3 (lUT6_43_I3), //i
    .I4 (lUT6_43_I4), //i
    .I5 (lUT6_43_I5), //i
    .O  (lUT6_43_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_43 (
    .I0 (lUT3_43_I0), //i
    .I1 (lUT3_43_I1), //i
    .I2 (lUT3_43_I2), //i
    .O  (lUT3_43_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_44 (
    .I0 (lUT6_44_I0), //i
    .I1 (lUT6_44_I1), //i
    .I2 (lUT6_44_I2), //i
    .I3 (lUT6_44_I3), //i
    .I4 (lUT6_44_I4), //i
    .I5 (lUT6_44_I5), //i
    .O  (lUT6_44_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_44 (
    .I0 (lUT3_44_I0), //i
    .I1 (lUT3_44_I1), //i
    .I2 (lUT3_44_I2), //i
    .O  (lUT3_44_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_45 (
    .I0 (lUT6_45_I0), //i
    .I1 (lUT6_45_I1), //i
    .I2 (lUT6_45_I2), //i
    .I3 (lUT6_45_I3), //i
    .I4 (lUT6_45_I4), //i
    .I5 (lUT6_45_I5), //i
    .O  (lUT6_45_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_45 (
    .I0 (lUT3_45_I0), //i
    .I1 (lUT3_45_I1), //i
    .I2 (lUT3_45_I2), //i
    .O  (lUT3_45_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_46 (
    .I0 (lUT6_46_I0), //i
    .I1 (lUT6_46_I1), //i
    .I2 (lUT6_46_I2), //i
    .I3 (lUT6_46_I3), //i
    .I4 (lUT6_46_I4), //i
    .I5 (lUT6_46_I5), //i
    .O  (lUT6_46_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_46 (
    .I0 (lUT3_46_I0), //i
    .I1 (lUT3_46_I1), //i
    .I2 (lUT3_46_I2), //i
    .O  (lUT3_46_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_47 (
    .I0 (lUT6_47_I0), //i
    .I1 (lUT6_47_I1), //i
    .I2 (lUT6_47_I2), //i
    .I3 (lUT6_47_I3), //i
    .I4 (lUT6_47_I4), //i
    .I5 (lUT6_47_I5), //i
    .O  (lUT6_47_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_47 (
    .I0 (lUT3_47_I0), //i
    .I1 (lUT3_47_I1), //i
    .I2 (lUT3_47_I2), //i
    .O  (lUT3_47_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_48 (
    .I0 (lUT6_48_I0), //i
    .I1 (lUT6_48_I1), //i
    .I2 (lUT6_48_I2), //i
    .I3 (lUT6_48_I3), //i
    .I4 (lUT6_48_I4), //i
    .I5 (lUT6_48_I5), //i
    .O  (lUT6_48_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_48 (
    .I0 (lUT3_48_I0), //i
    .I1 (lUT3_48_I1), //i
    .I2 (lUT3_48_I2), //i
    .O  (lUT3_48_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_49 (
    .I0 (lUT6_49_I0), //i
    .I1 (lUT6_49_I1), //i
    .I2 (lUT6_49_I2), //i
    .I3 (lUT6_49_I3), //i
    .I4 (lUT6_49_I4), //i
    .I5 (lUT6_49_I5), //i
    .O  (lUT6_49_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_49 (
    .I0 (lUT3_49_I0), //i
    .I1 (lUT3_49_I1), //i
    .I2 (lUT3_49_I2), //i
    .O  (lUT3_49_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_50 (
    .I0 (lUT6_50_I0), //i
    .I1 (lUT6_50_I1), //i
    .I2 (lUT6_50_I2), //i
    .I3 (lUT6_50_I3), //i
    .I4 (lUT6_50_I4), //i
    .I5 (lUT6_50_I5), //i
    .O  (lUT6_50_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_50 (
    .I0 (lUT3_50_I0), //i
    .I1 (lUT3_50_I1), //i
    .I2 (lUT3_50_I2), //i
    .O  (lUT3_50_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_51 (
    .I0 (lUT6_51_I0), //i
    .I1 (lUT6_51_I1), //i
    .I2 (lUT6_51_I2), //i
    .I3 (lUT6_51_I3), //i
    .I4 (lUT6_51_I4), //i
    .I5 (lUT6_51_I5), //i
    .O  (lUT6_51_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_51 (
    .I0 (lUT3_51_I0), //i
    .I1 (lUT3_51_I1), //i
    .I2 (lUT3_51_I2), //i
    .O  (lUT3_51_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_52 (
    .I0 (lUT6_52_I0), //i
    .I1 (lUT6_52_I1), //i
    .I2 (lUT6_52_I2), //i
    .I3 (lUT6_52_I3), //i
    .I4 (lUT6_52_I4), //i
    .I5 (lUT6_52_I5), //i
    .O  (lUT6_52_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_52 (
    .I0 (lUT3_52_I0), //i
    .I1 (lUT3_52_I1), //i
    .I2 (lUT3_52_I2), //i
    .O  (lUT3_52_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_53 (
    .I0 (lUT6_53_I0), //i
    .I1 (lUT6_53_I1), //i
    .I2 (lUT6_53_I2), //i
    .I3 (lUT6_53_I3), //i
    .I4 (lUT6_53_I4), //i
    .I5 (lUT6_53_I5), //i
    .O  (lUT6_53_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_53 (
    .I0 (lUT3_53_I0), //i
    .I1 (lUT3_53_I1), //i
    .I2 (lUT3_53_I2), //i
    .O  (lUT3_53_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_54 (
    .I0 (lUT6_54_I0), //i
    .I1 (lUT6_54_I1), //i
    .I2 (lUT6_54_I2), //i
    .I3 (lUT6_54_I3), //i
    .I4 (lUT6_54_I4), //i
    .I5 (lUT6_54_I5), //i
    .O  (lUT6_54_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_54 (
    .I0 (lUT3_54_I0), //i
    .I1 (lUT3_54_I1), //i
    .I2 (lUT3_54_I2), //i
    .O  (lUT3_54_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_55 (
    .I0 (lUT6_55_I0), //i
    .I1 (lUT6_55_I1), //i
    .I2 (lUT6_55_I2), //i
    .I3 (lUT6_55_I3), //i
    .I4 (lUT6_55_I4), //i
    .I5 (lUT6_55_I5), //i
    .O  (lUT6_55_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_55 (
    .I0 (lUT3_55_I0), //i
    .I1 (lUT3_55_I1), //i
    .I2 (lUT3_55_I2), //i
    .O  (lUT3_55_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_56 (
    .I0 (lUT6_56_I0), //i
    .I1 (lUT6_56_I1), //i
    .I2 (lUT6_56_I2), //i
    .I3 (lUT6_56_I3), //i
    .I4 (lUT6_56_I4), //i
    .I5 (lUT6_56_I5), //i
    .O  (lUT6_56_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_56 (
    .I0 (lUT3_56_I0), //i
    .I1 (lUT3_56_I1), //i
    .I2 (lUT3_56_I2), //i
    .O  (lUT3_56_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_57 (
    .I0 (lUT6_57_I0), //i
    .I1 (lUT6_57_I1), //i
    .I2 (lUT6_57_I2), //i
    .I3 (lUT6_57_I3), //i
    .I4 (lUT6_57_I4), //i
    .I5 (lUT6_57_I5), //i
    .O  (lUT6_57_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_57 (
    .I0 (lUT3_57_I0), //i
    .I1 (lUT3_57_I1), //i
    .I2 (lUT3_57_I2), //i
    .O  (lUT3_57_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_58 (
    .I0 (lUT6_58_I0), //i
    .I1 (lUT6_58_I1), //i
    .I2 (lUT6_58_I2), //i
    .I3 (lUT6_58_I3), //i
    .I4 (lUT6_58_I4), //i
    .I5 (lUT6_58_I5), //i
    .O  (lUT6_58_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_58 (
    .I0 (lUT3_58_I0), //i
    .I1 (lUT3_58_I1), //i
    .I2 (lUT3_58_I2), //i
    .O  (lUT3_58_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_59 (
    .I0 (lUT6_59_I0), //i
    .I1 (lUT6_59_I1), //i
    .I2 (lUT6_59_I2), //i
    .I3 (lUT6_59_I3), //i
    .I4 (lUT6_59_I4), //i
    .I5 (lUT6_59_I5), //i
    .O  (lUT6_59_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_59 (
    .I0 (lUT3_59_I0), //i
    .I1 (lUT3_59_I1), //i
    .I2 (lUT3_59_I2), //i
    .O  (lUT3_59_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_60 (
    .I0 (lUT6_60_I0), //i
    .I1 (lUT6_60_I1), //i
    .I2 (lUT6_60_I2), //i
    .I3 (lUT6_60_I3), //i
    .I4 (lUT6_60_I4), //i
    .I5 (lUT6_60_I5), //i
    .O  (lUT6_60_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_60 (
    .I0 (lUT3_60_I0), //i
    .I1 (lUT3_60_I1), //i
    .I2 (lUT3_60_I2), //i
    .O  (lUT3_60_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_61 (
    .I0 (lUT6_61_I0), //i
    .I1 (lUT6_61_I1), //i
    .I2 (lUT6_61_I2), //i
    .I3 (lUT6_61_I3), //i
    .I4 (lUT6_61_I4), //i
    .I5 (lUT6_61_I5), //i
    .O  (lUT6_61_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_61 (
    .I0 (lUT3_61_I0), //i
    .I1 (lUT3_61_I1), //i
    .I2 (lUT3_61_I2), //i
    .O  (lUT3_61_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_62 (
    .I0 (lUT6_62_I0), //i
    .I1 (lUT6_62_I1), //i
    .I2 (lUT6_62_I2), //i
    .I3 (lUT6_62_I3), //i
    .I4 (lUT6_62_I4), //i
    .I5 (lUT6_62_I5), //i
    .O  (lUT6_62_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_62 (
    .I0 (lUT3_62_I0), //i
    .I1 (lUT3_62_I1), //i
    .I2 (lUT3_62_I2), //i
    .O  (lUT3_62_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_63 (
    .I0 (lUT6_63_I0), //i
    .I1 (lUT6_63_I1), //i
    .I2 (lUT6_63_I2), //i
    .I3 (lUT6_63_I3), //i
    .I4 (lUT6_63_I4), //i
    .I5 (lUT6_63_I5), //i
    .O  (lUT6_63_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_63 (
    .I0 (lUT3_63_I0), //i
    .I1 (lUT3_63_I1), //i
    .I2 (lUT3_63_I2), //i
    .O  (lUT3_63_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_64 (
    .I0 (lUT6_64_I0), //i
    .I1 (lUT6_64_I1), //i
    .I2 (lUT6_64_I2), //i
    .I3 (lUT6_64_I3), //i
    .I4 (lUT6_64_I4), //i
    .I5 (lUT6_64_I5), //i
    .O  (lUT6_64_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_64 (
    .I0 (lUT3_64_I0), //i
    .I1 (lUT3_64_I1), //i
    .I2 (lUT3_64_I2), //i
    .O  (lUT3_64_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_65 (
    .I0 (lUT6_65_I0), //i
    .I1 (lUT6_65_I1), //i
    .I2 (lUT6_65_I2), //i
    .I3 (lUT6_65_I3), //i
    .I4 (lUT6_65_I4), //i
    .I5 (lUT6_65_I5), //i
    .O  (lUT6_65_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_65 (
    .I0 (lUT3_65_I0), //i
    .I1 (lUT3_65_I1), //i
    .I2 (lUT3_65_I2), //i
    .O  (lUT3_65_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_66 (
    .I0 (lUT6_66_I0), //i
    .I1 (lUT6_66_I1), //i
    .I2 (lUT6_66_I2), //i
    .I3 (lUT6_66_I3), //i
    .I4 (lUT6_66_I4), //i
    .I5 (lUT6_66_I5), //i
    .O  (lUT6_66_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_66 (
    .I0 (lUT3_66_I0), //i
    .I1 (lUT3_66_I1), //i
    .I2 (lUT3_66_I2), //i
    .O  (lUT3_66_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_67 (
    .I0 (lUT6_67_I0), //i
    .I1 (lUT6_67_I1), //i
    .I2 (lUT6_67_I2), //i
    .I3 (lUT6_67_I3), //i
    .I4 (lUT6_67_I4), //i
    .I5 (lUT6_67_I5), //i
    .O  (lUT6_67_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_67 (
    .I0 (lUT3_67_I0), //i
    .I1 (lUT3_67_I1), //i
    .I2 (lUT3_67_I2), //i
    .O  (lUT3_67_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_68 (
    .I0 (lUT6_68_I0), //i
    .I1 (lUT6_68_I1), //i
    .I2 (lUT6_68_I2), //i
    .I3 (lUT6_68_I3), //i
    .I4 (lUT6_68_I4), //i
    .I5 (lUT6_68_I5), //i
    .O  (lUT6_68_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_68 (
    .I0 (lUT3_68_I0), //i
    .I1 (lUT3_68_I1), //i
    .I2 (lUT3_68_I2), //i
    .O  (lUT3_68_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_69 (
    .I0 (lUT6_69_I0), //i
    .I1 (lUT6_69_I1), //i
    .I2 (lUT6_69_I2), //i
    .I3 (lUT6_69_I3), //i
    .I4 (lUT6_69_I4), //i
    .I5 (lUT6_69_I5), //i
    .O  (lUT6_69_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_69 (
    .I0 (lUT3_69_I0), //i
    .I1 (lUT3_69_I1), //i
    .I2 (lUT3_69_I2), //i
    .O  (lUT3_69_O )  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_1 (
    .CI     (io_cin          ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_1_DI[7:0]), //i
    .S      (cARRY8_1_S[7:0] ), //i
    .O      (cARRY8_1_O[7:0] ), //o
    .CO     (cARRY8_1_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_2 (
    .CI     (cARRY8_2_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_2_DI[7:0]), //i
    .S      (cARRY8_2_S[7:0] ), //i
    .O      (cARRY8_2_O[7:0] ), //o
    .CO     (cARRY8_2_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_3 (
    .CI     (cARRY8_3_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_3_DI[7:0]), //i
    .S      (cARRY8_3_S[7:0] ), //i
    .O      (cARRY8_3_O[7:0] ), //o
    .CO     (cARRY8_3_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_4 (
    .CI     (cARRY8_4_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_4_DI[7:0]), //i
    .S      (cARRY8_4_S[7:0] ), //i
    .O      (cARRY8_4_O[7:0] ), //o
    .CO     (cARRY8_4_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_5 (
    .CI     (cARRY8_5_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_5_DI[7:0]), //i
    .S      (cARRY8_5_S[7:0] ), //i
    .O      (cARRY8_5_O[7:0] ), //o
    .CO     (cARRY8_5_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_6 (
    .CI     (cARRY8_6_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_6_DI[7:0]), //i
    .S      (cARRY8_6_S[7:0] ), //i
    .O      (cARRY8_6_O[7:0] ), //o
    .CO     (cARRY8_6_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_7 (
    .CI     (cARRY8_7_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_7_DI[7:0]), //i
    .S      (cARRY8_7_S[7:0] ), //i
    .O      (cARRY8_7_O[7:0] ), //o
    .CO     (cARRY8_7_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_8 (
    .CI     (cARRY8_8_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_8_DI[7:0]), //i
    .S      (cARRY8_8_S[7:0] ), //i
    .O      (cARRY8_8_O[7:0] ), //o
    .CO     (cARRY8_8_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_9 (
    .CI     (cARRY8_9_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_9_DI[7:0]), //i
    .S      (cARRY8_9_S[7:0] ), //i
    .O      (cARRY8_9_O[7:0] ), //o
    .CO     (cARRY8_9_CO[7:0])  //o
  );
  assign lUT6_1_I0 = io_a[0];
  assign lUT6_1_I1 = io_b[0];
  assign lUT6_1_I2 = io_c[0];
  always @(*) begin
    _zz_S[0] = lUT6_1_O;
    _zz_S[1] = lUT6_2_O;
    _zz_S[2] = lUT6_3_O;
    _zz_S[3] = lUT6_4_O;
    _zz_S[4] = lUT6_5_O;
    _zz_S[5] = lUT6_6_O;
    _zz_S[6] = lUT6_7_O;
    _zz_S[7] = lUT6_8_O;
    _zz_S[8] = lUT6_9_O;
    _zz_S[9] = lUT6_10_O;
    _zz_S[10] = lUT6_11_O;
    _zz_S[11] = lUT6_12_O;
    _zz_S[12] = lUT6_13_O;
    _zz_S[13] = lUT6_14_O;
    _zz_S[14] = lUT6_15_O;
    _zz_S[15] = lUT6_16_O;
    _zz_S[16] = lUT6_17_O;
    _zz_S[17] = lUT6_18_O;
    _zz_S[18] = lUT6_19_O;
    _zz_S[19] = lUT6_20_O;
    _zz_S[20] = lUT6_21_O;
    _zz_S[21] = lUT6_22_O;
    _zz_S[22] = lUT6_23_O;
    _zz_S[23] = lUT6_24_O;
    _zz_S[24] = lUT6_25_O;
    _zz_S[25] = lUT6_26_O;
    _zz_S[26] = lUT6_27_O;
    _zz_S[27] = lUT6_28_O;
    _zz_S[28] = lUT6_29_O;
    _zz_S[29] = lUT6_30_O;
    _zz_S[30] = lUT6_31_O;
    _zz_S[31] = lUT6_32_O;
    _zz_S[32] = lUT6_33_O;
    _zz_S[33] = lUT6_34_O;
    _zz_S[34] = lUT6_35_O;
    _zz_S[35] = lUT6_36_O;
    _zz_S[36] = lUT6_37_O;
    _zz_S[37] = lUT6_38_O;
    _zz_S[38] = lUT6_39_O;
    _zz_S[39] = lUT6_40_O;
    _zz_S[40] = lUT6_41_O;
    _zz_S[41] = lUT6_42_O;
    _zz_S[42] = lUT6_43_O;
    _zz_S[43] = lUT6_44_O;
    _zz_S[44] = lUT6_45_O;
    _zz_S[45] = lUT6_46_O;
    _zz_S[46] = lUT6_47_O;
    _zz_S[47] = lUT6_48_O;
    _zz_S[48] = lUT6_49_O;
    _zz_S[49] = lUT6_50_O;
    _zz_S[50] = lUT6_51_O;
    _zz_S[51] = lUT6_52_O;
    _zz_S[52] = lUT6_53_O;
    _zz_S[53] = lUT6_54_O;
    _zz_S[54] = lUT6_55_O;
    _zz_S[55] = lUT6_56_O;
    _zz_S[56] = lUT6_57_O;
    _zz_S[57] = lUT6_58_O;
    _zz_S[58] = lUT6_59_O;
    _zz_S[59] = lUT6_60_O;
    _zz_S[60] = lUT6_61_O;
    _zz_S[61] = lUT6_62_O;
    _zz_S[62] = lUT6_63_O;
    _zz_S[63] = lUT6_64_O;
    _zz_S[64] = lUT6_65_O;
    _zz_S[65] = lUT6_66_O;
    _zz_S[66] = lUT6_67_O;
    _zz_S[67] = lUT6_68_O;
    _zz_S[68] = lUT6_69_O;
  end

  assign lUT3_1_I0 = io_a[0];
  assign lUT3_1_I1 = io_b[0];
  assign lUT3_1_I2 = io_c[0];
  always @(*) begin
    _zz_DI[0] = lUT3_1_O;
    _zz_DI[1] = lUT3_2_O;
    _zz_DI[2] = lUT3_3_O;
    _zz_DI[3] = lUT3_4_O;
    _zz_DI[4] = lUT3_5_O;
    _zz_DI[5] = lUT3_6_O;
    _zz_DI[6] = lUT3_7_O;
    _zz_DI[7] = lUT3_8_O;
    _zz_DI[8] = lUT3_9_O;
    _zz_DI[9] = lUT3_10_O;
    _zz_DI[10] = lUT3_11_O;
    _zz_DI[11] = lUT3_12_O;
    _zz_DI[12] = lUT3_13_O;
    _zz_DI[13] = lUT3_14_O;
    _zz_DI[14] = lUT3_15_O;
    _zz_DI[15] = lUT3_16_O;
    _zz_DI[16] = lUT3_17_O;
    _zz_DI[17] = lUT3_18_O;
    _zz_DI[18] = lUT3_19_O;
    _zz_DI[19] = lUT3_20_O;
    _zz_DI[20] = lUT3_21_O;
    _zz_DI[21] = lUT3_22_O;
    _zz_DI[22] = lUT3_23_O;
    _zz_DI[23] = lUT3_24_O;
    _zz_DI[24] = lUT3_25_O;
    _zz_DI[25] = lUT3_26_O;
    _zz_DI[26] = lUT3_27_O;
    _zz_DI[27] = lUT3_28_O;
    _zz_DI[28] = lUT3_29_O;
    _zz_DI[29] = lUT3_30_O;
    _zz_DI[30] = lUT3_31_O;
    _zz_DI[31] = lUT3_32_O;
    _zz_DI[32] = lUT3_33_O;
    _zz_DI[33] = lUT3_34_O;
    _zz_DI[34] = lUT3_35_O;
    _zz_DI[35] = lUT3_36_O;
    _zz_DI[36] = lUT3_37_O;
    _zz_DI[37] = lUT3_38_O;
    _zz_DI[38] = lUT3_39_O;
    _zz_DI[39] = lUT3_40_O;
    _zz_DI[40] = lUT3_41_O;
    _zz_DI[41] = lUT3_42_O;
    _zz_DI[42] = lUT3_43_O;
    _zz_DI[43] = lUT3_44_O;
    _zz_DI[44] = lUT3_45_O;
    _zz_DI[45] = lUT3_46_O;
    _zz_DI[46] = lUT3_47_O;
    _zz_DI[47] = lUT3_48_O;
    _zz_DI[48] = lUT3_49_O;
    _zz_DI[49] = lUT3_50_O;
    _zz_DI[50] = lUT3_51_O;
    _zz_DI[51] = lUT3_52_O;
    _zz_DI[52] = lUT3_53_O;
    _zz_DI[53] = lUT3_54_O;
    _zz_DI[54] = lUT3_55_O;
    _zz_DI[55] = lUT3_56_O;
    _zz_DI[56] = lUT3_57_O;
    _zz_DI[57] = lUT3_58_O;
    _zz_DI[58] = lUT3_59_O;
    _zz_DI[59] = lUT3_60_O;
    _zz_DI[60] = lUT3_61_O;
    _zz_DI[61] = lUT3_62_O;
    _zz_DI[62] = lUT3_63_O;
    _zz_DI[63] = lUT3_64_O;
    _zz_DI[64] = lUT3_65_O;
    _zz_DI[65] = lUT3_66_O;
    _zz_DI[66] = lUT3_67_O;
    _zz_DI[67] = lUT3_68_O;
    _zz_DI[68] = lUT3_69_O;
  end

  assign lUT6_2_I0 = io_a[1];
  assign lUT6_2_I1 = io_b[1];
  assign lUT6_2_I2 = io_c[1];
  assign lUT6_2_I3 = io_a[0];
  assign lUT6_2_I4 = io_b[0];
  assign lUT6_2_I5 = io_c[0];
  assign lUT3_2_I0 = io_a[1];
  assign lUT3_2_I1 = io_b[1];
  assign lUT3_2_I2 = io_c[1];
  assign lUT6_3_I0 = io_a[2];
  assign lUT6_3_I1 = io_b[2];
  assign lUT6_3_I2 = io_c[2];
  assign lUT6_3_I3 = io_a[1];
  assign lUT6_3_I4 = io_b[1];
  assign lUT6_3_I5 = io_c[1];
  assign lUT3_3_I0 = io_a[2];
  assign lUT3_3_I1 = io_b[2];
  assign lUT3_3_I2 = io_c[2];
  assign lUT6_4_I0 = io_a[3];
  assign lUT6_4_I1 = io_b[3];
  assign lUT6_4_I2 = io_c[3];
  assign lUT6_4_I3 = io_a[2];
  assign lUT6_4_I4 = io_b[2];
  assign lUT6_4_I5 = io_c[2];
  assign lUT3_4_I0 = io_a[3];
  assign lUT3_4_I1 = io_b[3];
  assign lUT3_4_I2 = io_c[3];
  assign lUT6_5_I0 = io_a[4];
  assign lUT6_5_I1 = io_b[4];
  assign lUT6_5_I2 = io_c[4];
  assign lUT6_5_I3 = io_a[3];
  assign lUT6_5_I4 = io_b[3];
  assign lUT6_5_I5 = io_c[3];
  assign lUT3_5_I0 = io_a[4];
  assign lUT3_5_I1 = io_b[4];
  assign lUT3_5_I2 = io_c[4];
  assign lUT6_6_I0 = io_a[5];
  assign lUT6_6_I1 = io_b[5];
  assign lUT6_6_I2 = io_c[5];
  assign lUT6_6_I3 = io_a[4];
  assign lUT6_6_I4 = io_b[4];
  assign lUT6_6_I5 = io_c[4];
  assign lUT3_6_I0 = io_a[5];
  assign lUT3_6_I1 = io_b[5];
  assign lUT3_6_I2 = io_c[5];
  assign lUT6_7_I0 = io_a[6];
  assign lUT6_7_I1 = io_b[6];
  assign lUT6_7_I2 = io_c[6];
  assign lUT6_7_I3 = io_a[5];
  assign lUT6_7_I4 = io_b[5];
  assign lUT6_7_I5 = io_c[5];
  assign lUT3_7_I0 = io_a[6];
  assign lUT3_7_I1 = io_b[6];
  assign lUT3_7_I2 = io_c[6];
  assign lUT6_8_I0 = io_a[7];
  assign lUT6_8_I1 = io_b[7];
  assign lUT6_8_I2 = io_c[7];
  assign lUT6_8_I3 = io_a[6];
  assign lUT6_8_I4 = io_b[6];
  assign lUT6_8_I5 = io_c[6];
  assign lUT3_8_I0 = io_a[7];
  assign lUT3_8_I1 = io_b[7];
  assign lUT3_8_I2 = io_c[7];
  assign lUT6_9_I0 = io_a[8];
  assign lUT6_9_I1 = io_b[8];
  assign lUT6_9_I2 = io_c[8];
  assign lUT6_9_I3 = io_a[7];
  assign lUT6_9_I4 = io_b[7];
  assign lUT6_9_I5 = io_c[7];
  assign lUT3_9_I0 = io_a[8];
  assign lUT3_9_I1 = io_b[8];
  assign lUT3_9_I2 = io_c[8];
  assign lUT6_10_I0 = io_a[9];
  assign lUT6_10_I1 = io_b[9];
  assign lUT6_10_I2 = io_c[9];
  assign lUT6_10_I3 = io_a[8];
  assign lUT6_10_I4 = io_b[8];
  assign lUT6_10_I5 = io_c[8];
  assign lUT3_10_I0 = io_a[9];
  assign lUT3_10_I1 = io_b[9];
  assign lUT3_10_I2 = io_c[9];
  assign lUT6_11_I0 = io_a[10];
  assign lUT6_11_I1 = io_b[10];
  assign lUT6_11_I2 = io_c[10];
  assign lUT6_11_I3 = io_a[9];
  assign lUT6_11_I4 = io_b[9];
  assign lUT6_11_I5 = io_c[9];
  assign lUT3_11_I0 = io_a[10];
  assign lUT3_11_I1 = io_b[10];
  assign lUT3_11_I2 = io_c[10];
  assign lUT6_12_I0 = io_a[11];
  assign lUT6_12_I1 = io_b[11];
  assign lUT6_12_I2 = io_c[11];
  assign lUT6_12_I3 = io_a[10];
  assign lUT6_12_I4 = io_b[10];
  assign lUT6_12_I5 = io_c[10];
  assign lUT3_12_I0 = io_a[11];
  assign lUT3_12_I1 = io_b[11];
  assign lUT3_12_I2 = io_c[11];
  assign lUT6_13_I0 = io_a[12];
  assign lUT6_13_I1 = io_b[12];
  assign lUT6_13_I2 = io_c[12];
  assign lUT6_13_I3 = io_a[11];
  assign lUT6_13_I4 = io_b[11];
  assign lUT6_13_I5 = io_c[11];
  assign lUT3_13_I0 = io_a[12];
  assign lUT3_13_I1 = io_b[12];
  assign lUT3_13_I2 = io_c[12];
  assign lUT6_14_I0 = io_a[13];
  assign lUT6_14_I1 = io_b[13];
  assign lUT6_14_I2 = io_c[13];
  assign lUT6_14_I3 = io_a[12];
  assign lUT6_14_I4 = io_b[12];
  assign lUT6_14_I5 = io_c[12];
  assign lUT3_14_I0 = io_a[13];
  assign lUT3_14_I1 = io_b[13];
  assign lUT3_14_I2 = io_c[13];
  assign lUT6_15_I0 = io_a[14];
  assign lUT6_15_I1 = io_b[14];
  assign lUT6_15_I2 = io_c[14];
  assign lUT6_15_I3 = io_a[13];
  assign lUT6_15_I4 = io_b[13];
  assign lUT6_15_I5 = io_c[13];
  assign lUT3_15_I0 = io_a[14];
  assign lUT3_15_I1 = io_b[14];
  assign lUT3_15_I2 = io_c[14];
  assign lUT6_16_I0 = io_a[15];
  assign lUT6_16_I1 = io_b[15];
  assign lUT6_16_I2 = io_c[15];
  assign lUT6_16_I3 = io_a[14];
  assign lUT6_16_I4 = io_b[14];
  assign lUT6_16_I5 = io_c[14];
  assign lUT3_16_I0 = io_a[15];
  assign lUT3_16_I1 = io_b[15];
  assign lUT3_16_I2 = io_c[15];
  assign lUT6_17_I0 = io_a[16];
  assign lUT6_17_I1 = io_b[16];
  assign lUT6_17_I2 = io_c[16];
  assign lUT6_17_I3 = io_a[15];
  assign lUT6_17_I4 = io_b[15];
  assign lUT6_17_I5 = io_c[15];
  assign lUT3_17_I0 = io_a[16];
  assign lUT3_17_I1 = io_b[16];
  assign lUT3_17_I2 = io_c[16];
  assign lUT6_18_I0 = io_a[17];
  assign lUT6_18_I1 = io_b[17];
  assign lUT6_18_I2 = io_c[17];
  assign lUT6_18_I3 = io_a[16];
  assign lUT6_18_I4 = io_b[16];
  assign lUT6_18_I5 = io_c[16];
  assign lUT3_18_I0 = io_a[17];
  assign lUT3_18_I1 = io_b[17];
  assign lUT3_18_I2 = io_c[17];
  assign lUT6_19_I0 = io_a[18];
  assign lUT6_19_I1 = io_b[18];
  assign lUT6_19_I2 = io_c[18];
  assign lUT6_19_I3 = io_a[17];
  assign lUT6_19_I4 = io_b[17];
  assign lUT6_19_I5 = io_c[17];
  assign lUT3_19_I0 = io_a[18];
  assign lUT3_19_I1 = io_b[18];
  assign lUT3_19_I2 = io_c[18];
  assign lUT6_20_I0 = io_a[19];
  assign lUT6_20_I1 = io_b[19];
  assign lUT6_20_I2 = io_c[19];
  assign lUT6_20_I3 = io_a[18];
  assign lUT6_20_I4 = io_b[18];
  assign lUT6_20_I5 = io_c[18];
  assign lUT3_20_I0 = io_a[19];
  assign lUT3_20_I1 = io_b[19];
  assign lUT3_20_I2 = io_c[19];
  assign lUT6_21_I0 = io_a[20];
  assign lUT6_21_I1 = io_b[20];
  assign lUT6_21_I2 = io_c[20];
  assign lUT6_21_I3 = io_a[19];
  assign lUT6_21_I4 = io_b[19];
  assign lUT6_21_I5 = io_c[19];
  assign lUT3_21_I0 = io_a[20];
  assign lUT3_21_I1 = io_b[20];
  assign lUT3_21_I2 = io_c[20];
  assign lUT6_22_I0 = io_a[21];
  assign lUT6_22_I1 = io_b[21];
  assign lUT6_22_I2 = io_c[21];
  assign lUT6_22_I3 = io_a[20];
  assign lUT6_22_I4 = io_b[20];
  assign lUT6_22_I5 = io_c[20];
  assign lUT3_22_I0 = io_a[21];
  assign lUT3_22_I1 = io_b[21];
  assign lUT3_22_I2 = io_c[21];
  assign lUT6_23_I0 = io_a[22];
  assign lUT6_23_I1 = io_b[22];
  assign lUT6_23_I2 = io_c[22];
  assign lUT6_23_I3 = io_a[21];
  assign lUT6_23_I4 = io_b[21];
  assign lUT6_23_I5 = io_c[21];
  assign lUT3_23_I0 = io_a[22];
  assign lUT3_23_I1 = io_b[22];
  assign lUT3_23_I2 = io_c[22];
  assign lUT6_24_I0 = io_a[23];
  assign lUT6_24_I1 = io_b[23];
  assign lUT6_24_I2 = io_c[23];
  assign lUT6_24_I3 = io_a[22];
  assign lUT6_24_I4 = io_b[22];
  assign lUT6_24_I5 = io_c[22];
  assign lUT3_24_I0 = io_a[23];
  assign lUT3_24_I1 = io_b[23];
  assign lUT3_24_I2 = io_c[23];
  assign lUT6_25_I0 = io_a[24];
  assign lUT6_25_I1 = io_b[24];
  assign lUT6_25_I2 = io_c[24];
  assign lUT6_25_I3 = io_a[23];
  assign lUT6_25_I4 = io_b[23];
  assign lUT6_25_I5 = io_c[23];
  assign lUT3_25_I0 = io_a[24];
  assign lUT3_25_I1 = io_b[24];
  assign lUT3_25_I2 = io_c[24];
  assign lUT6_26_I0 = io_a[25];
  assign lUT6_26_I1 = io_b[25];
  assign lUT6_26_I2 = io_c[25];
  assign lUT6_26_I3 = io_a[24];
  assign lUT6_26_I4 = io_b[24];
  assign lUT6_26_I5 = io_c[24];
  assign lUT3_26_I0 = io_a[25];
  assign lUT3_26_I1 = io_b[25];
  assign lUT3_26_I2 = io_c[25];
  assign lUT6_27_I0 = io_a[26];
  assign lUT6_27_I1 = io_b[26];
  assign lUT6_27_I2 = io_c[26];
  assign lUT6_27_I3 = io_a[25];
  assign lUT6_27_I4 = io_b[25];
  assign lUT6_27_I5 = io_c[25];
  assign lUT3_27_I0 = io_a[26];
  assign lUT3_27_I1 = io_b[26];
  assign lUT3_27_I2 = io_c[26];
  assign lUT6_28_I0 = io_a[27];
  assign lUT6_28_I1 = io_b[27];
  assign lUT6_28_I2 = io_c[27];
  assign lUT6_28_I3 = io_a[26];
  assign lUT6_28_I4 = io_b[26];
  assign lUT6_28_I5 = io_c[26];
  assign lUT3_28_I0 = io_a[27];
  assign lUT3_28_I1 = io_b[27];
  assign lUT3_28_I2 = io_c[27];
  assign lUT6_29_I0 = io_a[28];
  assign lUT6_29_I1 = io_b[28];
  assign lUT6_29_I2 = io_c[28];
  assign lUT6_29_I3 = io_a[27];
  assign lUT6_29_I4 = io_b[27];
  assign lUT6_29_I5 = io_c[27];
  assign lUT3_29_I0 = io_a[28];
  assign lUT3_29_I1 = io_b[28];
  assign lUT3_29_I2 = io_c[28];
  assign lUT6_30_I0 = io_a[29];
  assign lUT6_30_I1 = io_b[29];
  assign lUT6_30_I2 = io_c[29];
  assign lUT6_30_I3 = io_a[28];
  assign lUT6_30_I4 = io_b[28];
  assign lUT6_30_I5 = io_c[28];
  assign lUT3_30_I0 = io_a[29];
  assign lUT3_30_I1 = io_b[29];
  assign lUT3_30_I2 = io_c[29];
  assign lUT6_31_I0 = io_a[30];
  assign lUT6_31_I1 = io_b[30];
  assign lUT6_31_I2 = io_c[30];
  assign lUT6_31_I3 = io_a[29];
  assign lUT6_31_I4 = io_b[29];
  assign lUT6_31_I5 = io_c[29];
  assign lUT3_31_I0 = io_a[30];
  assign lUT3_31_I1 = io_b[30];
  assign lUT3_31_I2 = io_c[30];
  assign lUT6_32_I0 = io_a[31];
  assign lUT6_32_I1 = io_b[31];
  assign lUT6_32_I2 = io_c[31];
  assign lUT6_32_I3 = io_a[30];
  assign lUT6_32_I4 = io_b[30];
  assign lUT6_32_I5 = io_c[30];
  assign lUT3_32_I0 = io_a[31];
  assign lUT3_32_I1 = io_b[31];
  assign lUT3_32_I2 = io_c[31];
  assign lUT6_33_I0 = io_a[32];
  assign lUT6_33_I1 = io_b[32];
  assign lUT6_33_I2 = io_c[32];
  assign lUT6_33_I3 = io_a[31];
  assign lUT6_33_I4 = io_b[31];
  assign lUT6_33_I5 = io_c[31];
  assign lUT3_33_I0 = io_a[32];
  assign lUT3_33_I1 = io_b[32];
  assign lUT3_33_I2 = io_c[32];
  assign lUT6_34_I0 = io_a[33];
  assign lUT6_34_I1 = io_b[33];
  assign lUT6_34_I2 = io_c[33];
  assign lUT6_34_I3 = io_a[32];
  assign lUT6_34_I4 = io_b[32];
  assign lUT6_34_I5 = io_c[32];
  assign lUT3_34_I0 = io_a[33];
  assign lUT3_34_I1 = io_b[33];
  assign lUT3_34_I2 = io_c[33];
  assign lUT6_35_I0 = io_a[34];
  assign lUT6_35_I1 = io_b[34];
  assign lUT6_35_I2 = io_c[34];
  assign lUT6_35_I3 = io_a[33];
  assign lUT6_35_I4 = io_b[33];
  assign lUT6_35_I5 = io_c[33];
  assign lUT3_35_I0 = io_a[34];
  assign lUT3_35_I1 = io_b[34];
  assign lUT3_35_I2 = io_c[34];
  assign lUT6_36_I0 = io_a[35];
  assign lUT6_36_I1 = io_b[35];
  assign lUT6_36_I2 = io_c[35];
  assign lUT6_36_I3 = io_a[34];
  assign lUT6_36_I4 = io_b[34];
  assign lUT6_36_I5 = io_c[34];
  assign lUT3_36_I0 = io_a[35];
  assign lUT3_36_I1 = io_b[35];
  assign lUT3_36_I2 = io_c[35];
  assign lUT6_37_I0 = io_a[36];
  assign lUT6_37_I1 = io_b[36];
  assign lUT6_37_I2 = io_c[36];
  assign lUT6_37_I3 = io_a[35];
  assign lUT6_37_I4 = io_b[35];
  assign lUT6_37_I5 = io_c[35];
  assign lUT3_37_I0 = io_a[36];
  assign lUT3_37_I1 = io_b[36];
  assign lUT3_37_I2 = io_c[36];
  assign lUT6_38_I0 = io_a[37];
  assign lUT6_38_I1 = io_b[37];
  assign lUT6_38_I2 = io_c[37];
  assign lUT6_38_I3 = io_a[36];
  assign lUT6_38_I4 = io_b[36];
  assign lUT6_38_I5 = io_c[36];
  assign lUT3_38_I0 = io_a[37];
  assign lUT3_38_I1 = io_b[37];
  assign lUT3_38_I2 = io_c[37];
  assign lUT6_39_I0 = io_a[38];
  assign lUT6_39_I1 = io_b[38];
  assign lUT6_39_I2 = io_c[38];
  assign lUT6_39_I3 = io_a[37];
  assign lUT6_39_I4 = io_b[37];
  assign lUT6_39_I5 = io_c[37];
  assign lUT3_39_I0 = io_a[38];
  assign lUT3_39_I1 = io_b[38];
  assign lUT3_39_I2 = io_c[38];
  assign lUT6_40_I0 = io_a[39];
  assign lUT6_40_I1 = io_b[39];
  assign lUT6_40_I2 = io_c[39];
  assign lUT6_40_I3 = io_a[38];
  assign lUT6_40_I4 = io_b[38];
  assign lUT6_40_I5 = io_c[38];
  assign lUT3_40_I0 = io_a[39];
  assign lUT3_40_I1 = io_b[39];
  assign lUT3_40_I2 = io_c[39];
  assign lUT6_41_I0 = io_a[40];
  assign lUT6_41_I1 = io_b[40];
  assign lUT6_41_I2 = io_c[40];
  assign lUT6_41_I3 = io_a[39];
  assign lUT6_41_I4 = io_b[39];
  assign lUT6_41_I5 = io_c[39];
  assign lUT3_41_I0 = io_a[40];
  assign lUT3_41_I1 = io_b[40];
  assign lUT3_41_I2 = io_c[40];
  assign lUT6_42_I0 = io_a[41];
  assign lUT6_42_I1 = io_b[41];
  assign lUT6_42_I2 = io_c[41];
  assign lUT6_42_I3 = io_a[40];
  assign lUT6_42_I4 = io_b[40];
  assign lUT6_42_I5 = io_c[40];
  assign lUT3_42_I0 = io_a[41];
  assign lUT3_42_I1 = io_b[41];
  assign lUT3_42_I2 = io_c[41];
  assign lUT6_43_I0 = io_a[42];
  assign lUT6_43_I1 = io_b[42];
  assign lUT6_43_I2 = io_c[42];
  assign lUT6_43_I3 = io_a[41];
  assign lUT6_43_I4 = io_b[41];
  assign lUT6_43_I5 = io_c[41];
  assign lUT3_43_I0 = io_a[42];
  assign lUT3_43_I1 = io_b[42];
  assign lUT3_43_I2 = io_c[42];
  assign lUT6_44_I0 = io_a[43];
  assign lUT6_44_I1 = io_b[43];
  assign lUT6_44_I2 = io_c[43];
  assign lUT6_44_I3 = io_a[42];
  assign lUT6_44_I4 = io_b[42];
  assign lUT6_44_I5 = io_c[42];
  assign lUT3_44_I0 = io_a[43];
  assign lUT3_44_I1 = io_b[43];
  assign lUT3_44_I2 = io_c[43];
  assign lUT6_45_I0 = io_a[44];
  assign lUT6_45_I1 = io_b[44];
  assign lUT6_45_I2 = io_c[44];
  assign lUT6_45_I3 = io_a[43];
  assign lUT6_45_I4 = io_b[43];
  assign lUT6_45_I5 = io_c[43];
  assign lUT3_45_I0 = io_a[44];
  assign lUT3_45_I1 = io_b[44];
  assign lUT3_45_I2 = io_c[44];
  assign lUT6_46_I0 = io_a[45];
  assign lUT6_46_I1 = io_b[45];
  assign lUT6_46_I2 = io_c[45];
  assign lUT6_46_I3 = io_a[44];
  assign lUT6_46_I4 = io_b[44];
  assign lUT6_46_I5 = io_c[44];
  assign lUT3_46_I0 = io_a[45];
  assign lUT3_46_I1 = io_b[45];
  assign lUT3_46_I2 = io_c[45];
  assign lUT6_47_I0 = io_a[46];
  assign lUT6_47_I1 = io_b[46];
  assign lUT6_47_I2 = io_c[46];
  assign lUT6_47_I3 = io_a[45];
  assign lUT6_47_I4 = io_b[45];
  assign lUT6_47_I5 = io_c[45];
  assign lUT3_47_I0 = io_a[46];
  assign lUT3_47_I1 = io_b[46];
  assign lUT3_47_I2 = io_c[46];
  assign lUT6_48_I0 = io_a[47];
  assign lUT6_48_I1 = io_b[47];
  assign lUT6_48_I2 = io_c[47];
  assign lUT6_48_I3 = io_a[46];
  assign lUT6_48_I4 = io_b[46];
  assign lUT6_48_I5 = io_c[46];
  assign lUT3_48_I0 = io_a[47];
  assign lUT3_48_I1 = io_b[47];
  assign lUT3_48_I2 = io_c[47];
  assign lUT6_49_I0 = io_a[48];
  assign lUT6_49_I1 = io_b[48];
  assign lUT6_49_I2 = io_c[48];
  assign lUT6_49_I3 = io_a[47];
  assign lUT6_49_I4 = io_b[47];
  assign lUT6_49_I5 = io_c[47];
  assign lUT3_49_I0 = io_a[48];
  assign lUT3_49_I1 = io_b[48];
  assign lUT3_49_I2 = io_c[48];
  assign lUT6_50_I0 = io_a[49];
  assign lUT6_50_I1 = io_b[49];
  assign lUT6_50_I2 = io_c[49];
  assign lUT6_50_I3 = io_a[48];
  assign lUT6_50_I4 = io_b[48];
  assign lUT6_50_I5 = io_c[48];
  assign lUT3_50_I0 = io_a[49];
  assign lUT3_50_I1 = io_b[49];
  assign lUT3_50_I2 = io_c[49];
  assign lUT6_51_I0 = io_a[50];
  assign lUT6_51_I1 = io_b[50];
  assign lUT6_51_I2 = io_c[50];
  assign lUT6_51_I3 = io_a[49];
  assign lUT6_51_I4 = io_b[49];
  assign lUT6_51_I5 = io_c[49];
  assign lUT3_51_I0 = io_a[50];
  assign lUT3_51_I1 = io_b[50];
  assign lUT3_51_I2 = io_c[50];
  assign lUT6_52_I0 = io_a[51];
  assign lUT6_52_I1 = io_b[51];
  assign lUT6_52_I2 = io_c[51];
  assign lUT6_52_I3 = io_a[50];
  assign lUT6_52_I4 = io_b[50];
  assign lUT6_52_I5 = io_c[50];
  assign lUT3_52_I0 = io_a[51];
  assign lUT3_52_I1 = io_b[51];
  assign lUT3_52_I2 = io_c[51];
  assign lUT6_53_I0 = io_a[52];
  assign lUT6_53_I1 = io_b[52];
  assign lUT6_53_I2 = io_c[52];
  assign lUT6_53_I3 = io_a[51];
  assign lUT6_53_I4 = io_b[51];
  assign lUT6_53_I5 = io_c[51];
  assign lUT3_53_I0 = io_a[52];
  assign lUT3_53_I1 = io_b[52];
  assign lUT3_53_I2 = io_c[52];
  assign lUT6_54_I0 = io_a[53];
  assign lUT6_54_I1 = io_b[53];
  assign lUT6_54_I2 = io_c[53];
  assign lUT6_54_I3 = io_a[52];
  assign lUT6_54_I4 = io_b[52];
  assign lUT6_54_I5 = io_c[52];
  assign lUT3_54_I0 = io_a[53];
  assign lUT3_54_I1 = io_b[53];
  assign lUT3_54_I2 = io_c[53];
  assign lUT6_55_I0 = io_a[54];
  assign lUT6_55_I1 = io_b[54];
  assign lUT6_55_I2 = io_c[54];
  assign lUT6_55_I3 = io_a[53];
  assign lUT6_55_I4 = io_b[53];
  assign lUT6_55_I5 = io_c[53];
  assign lUT3_55_I0 = io_a[54];
  assign lUT3_55_I1 = io_b[54];
  assign lUT3_55_I2 = io_c[54];
  assign lUT6_56_I0 = io_a[55];
  assign lUT6_56_I1 = io_b[55];
  assign lUT6_56_I2 = io_c[55];
  assign lUT6_56_I3 = io_a[54];
  assign lUT6_56_I4 = io_b[54];
  assign lUT6_56_I5 = io_c[54];
  assign lUT3_56_I0 = io_a[55];
  assign lUT3_56_I1 = io_b[55];
  assign lUT3_56_I2 = io_c[55];
  assign lUT6_57_I0 = io_a[56];
  assign lUT6_57_I1 = io_b[56];
  assign lUT6_57_I2 = io_c[56];
  assign lUT6_57_I3 = io_a[55];
  assign lUT6_57_I4 = io_b[55];
  assign lUT6_57_I5 = io_c[55];
  assign lUT3_57_I0 = io_a[56];
  assign lUT3_57_I1 = io_b[56];
  assign lUT3_57_I2 = io_c[56];
  assign lUT6_58_I0 = io_a[57];
  assign lUT6_58_I1 = io_b[57];
  assign lUT6_58_I2 = io_c[57];
  assign lUT6_58_I3 = io_a[56];
  assign lUT6_58_I4 = io_b[56];
  assign lUT6_58_I5 = io_c[56];
  assign lUT3_58_I0 = io_a[57];
  assign lUT3_58_I1 = io_b[57];
  assign lUT3_58_I2 = io_c[57];
  assign lUT6_59_I0 = io_a[58];
  assign lUT6_59_I1 = io_b[58];
  assign lUT6_59_I2 = io_c[58];
  assign lUT6_59_I3 = io_a[57];
  assign lUT6_59_I4 = io_b[57];
  assign lUT6_59_I5 = io_c[57];
  assign lUT3_59_I0 = io_a[58];
  assign lUT3_59_I1 = io_b[58];
  assign lUT3_59_I2 = io_c[58];
  assign lUT6_60_I0 = io_a[59];
  assign lUT6_60_I1 = io_b[59];
  assign lUT6_60_I2 = io_c[59];
  assign lUT6_60_I3 = io_a[58];
  assign lUT6_60_I4 = io_b[58];
  assign lUT6_60_I5 = io_c[58];
  assign lUT3_60_I0 = io_a[59];
  assign lUT3_60_I1 = io_b[59];
  assign lUT3_60_I2 = io_c[59];
  assign lUT6_61_I0 = io_a[60];
  assign lUT6_61_I1 = io_b[60];
  assign lUT6_61_I2 = io_c[60];
  assign lUT6_61_I3 = io_a[59];
  assign lUT6_61_I4 = io_b[59];
  assign lUT6_61_I5 = io_c[59];
  assign lUT3_61_I0 = io_a[60];
  assign lUT3_61_I1 = io_b[60];
  assign lUT3_61_I2 = io_c[60];
  assign lUT6_62_I0 = io_a[61];
  assign lUT6_62_I1 = io_b[61];
  assign lUT6_62_I2 = io_c[61];
  assign lUT6_62_I3 = io_a[60];
  assign lUT6_62_I4 = io_b[60];
  assign lUT6_62_I5 = io_c[60];
  assign lUT3_62_I0 = io_a[61];
  assign lUT3_62_I1 = io_b[61];
  assign lUT3_62_I2 = io_c[61];
  assign lUT6_63_I0 = io_a[62];
  assign lUT6_63_I1 = io_b[62];
  assign lUT6_63_I2 = io_c[62];
  assign lUT6_63_I3 = io_a[61];
  assign lUT6_63_I4 = io_b[61];
  assign lUT6_63_I5 = io_c[61];
  assign lUT3_63_I0 = io_a[62];
  assign lUT3_63_I1 = io_b[62];
  assign lUT3_63_I2 = io_c[62];
  assign lUT6_64_I0 = io_a[63];
  assign lUT6_64_I1 = io_b[63];
  assign lUT6_64_I2 = io_c[63];
  assign lUT6_64_I3 = io_a[62];
  assign lUT6_64_I4 = io_b[62];
  assign lUT6_64_I5 = io_c[62];
  assign lUT3_64_I0 = io_a[63];
  assign lUT3_64_I1 = io_b[63];
  assign lUT3_64_I2 = io_c[63];
  assign lUT6_65_I0 = io_a[64];
  assign lUT6_65_I1 = io_b[64];
  assign lUT6_65_I2 = io_c[64];
  assign lUT6_65_I3 = io_a[63];
  assign lUT6_65_I4 = io_b[63];
  assign lUT6_65_I5 = io_c[63];
  assign lUT3_65_I0 = io_a[64];
  assign lUT3_65_I1 = io_b[64];
  assign lUT3_65_I2 = io_c[64];
  assign lUT6_66_I0 = io_a[65];
  assign lUT6_66_I1 = io_b[65];
  assign lUT6_66_I2 = io_c[65];
  assign lUT6_66_I3 = io_a[64];
  assign lUT6_66_I4 = io_b[64];
  assign lUT6_66_I5 = io_c[64];
  assign lUT3_66_I0 = io_a[65];
  assign lUT3_66_I1 = io_b[65];
  assign lUT3_66_I2 = io_c[65];
  assign lUT6_67_I0 = io_a[66];
  assign lUT6_67_I1 = io_b[66];
  assign lUT6_67_I2 = io_c[66];
  assign lUT6_67_I3 = io_a[65];
  assign lUT6_67_I4 = io_b[65];
  assign lUT6_67_I5 = io_c[65];
  assign lUT3_67_I0 = io_a[66];
  assign lUT3_67_I1 = io_b[66];
  assign lUT3_67_I2 = io_c[66];
  assign lUT6_68_I0 = io_a[67];
  assign lUT6_68_I1 = io_b[67];
  assign lUT6_68_I2 = io_c[67];
  assign lUT6_68_I3 = io_a[66];
  assign lUT6_68_I4 = io_b[66];
  assign lUT6_68_I5 = io_c[66];
  assign lUT3_68_I0 = io_a[67];
  assign lUT3_68_I1 = io_b[67];
  assign lUT3_68_I2 = io_c[67];
  assign lUT6_69_I0 = io_a[68];
  assign lUT6_69_I1 = io_b[68];
  assign lUT6_69_I2 = io_c[68];
  assign lUT6_69_I3 = io_a[67];
  assign lUT6_69_I4 = io_b[67];
  assign lUT6_69_I5 = io_c[67];
  assign lUT3_69_I0 = io_a[68];
  assign lUT3_69_I1 = io_b[68];
  assign lUT3_69_I2 = io_c[68];
  assign cARRY8_1_S = _zz_S_1[7 : 0];
  assign cARRY8_1_DI = _zz_DI_1[7 : 0];
  always @(*) begin
    _zz_io_sum[7 : 0] = cARRY8_1_O;
    _zz_io_sum[15 : 8] = cARRY8_2_O;
    _zz_io_sum[23 : 16] = cARRY8_3_O;
    _zz_io_sum[31 : 24] = cARRY8_4_O;
    _zz_io_sum[39 : 32] = cARRY8_5_O;
    _zz_io_sum[47 : 40] = cARRY8_6_O;
    _zz_io_sum[55 : 48] = cARRY8_7_O;
    _zz_io_sum[63 : 56] = cARRY8_8_O;
    _zz_io_sum[71 : 64] = cARRY8_9_O;
  end

  assign cARRY8_2_CI = cARRY8_1_CO[7];
  assign cARRY8_2_S = _zz_S_2[15 : 8];
  assign cARRY8_2_DI = _zz_DI_2[15 : 8];
  assign cARRY8_3_CI = cARRY8_2_CO[7];
  assign cARRY8_3_S = _zz_S_3[23 : 16];
  assign cARRY8_3_DI = _zz_DI_3[23 : 16];
  assign cARRY8_4_CI = cARRY8_3_CO[7];
  assign cARRY8_4_S = _zz_S_4[31 : 24];
  assign cARRY8_4_DI = _zz_DI_4[31 : 24];
  assign cARRY8_5_CI = cARRY8_4_CO[7];
  assign cARRY8_5_S = _zz_S_5[39 : 32];
  assign cARRY8_5_DI = _zz_DI_5[39 : 32];
  assign cARRY8_6_CI = cARRY8_5_CO[7];
  assign cARRY8_6_S = _zz_S_6[47 : 40];
  assign cARRY8_6_DI = _zz_DI_6[47 : 40];
  assign cARRY8_7_CI = cARRY8_6_CO[7];
  assign cARRY8_7_S = _zz_S_7[55 : 48];
  assign cARRY8_7_DI = _zz_DI_7[55 : 48];
  assign cARRY8_8_CI = cARRY8_7_CO[7];
  assign cARRY8_8_S = _zz_S_8[63 : 56];
  assign cARRY8_8_DI = _zz_DI_8[63 : 56];
  assign cARRY8_9_CI = cARRY8_8_CO[7];
  assign cARRY8_9_S = _zz_S_9[71 : 64];
  assign cARRY8_9_DI = _zz_DI_9[71 : 64];
  assign io_sum = _zz_io_sum[68 : 0];

endmodule
