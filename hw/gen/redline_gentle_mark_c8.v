// Generator : SpinalHDL v1.14.2    git head : 78f29dc66110fc099a777992b6daa2f803ab445e
// Component : redline_gentle_mark_c8

`timescale 1ns/1ps

module redline_gentle_mark_c8 (
  input  wire          io_input_valid,
  input  wire [49:0]   io_input_payload_qavgShifted,
  input  wire [7:0]    io_input_payload_count,
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
  reg        [7:0]    io_input_payload_count_delay_1;
  reg        [7:0]    io_input_payload_count_delay_2;
  reg        [7:0]    count3;
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
  assign _zz_p0_1 = (q3[25 : 0] * cLow);
  assign _zz_p0 = {8'd0, _zz_p0_1};
  assign _zz_p0_2 = {19'd0, qR3};
  assign _zz_io_b_1 = {28'd0, p1};
  assign _zz_io_c_1 = {22'd0, p2};
  gn8_TernaryAdd xSum (
    .io_a   (xSum_io_a[68:0]  ), //i
    .io_b   (xSum_io_b[68:0]  ), //i
    .io_c   (xSum_io_c[68:0]  ), //i
    .io_cin (1'b0             ), //i
    .io_sum (xSum_io_sum[68:0])  //o
  );
  gn8_TernaryAdd_1 vSum (
    .io_a   (p0[50:0]         ), //i
    .io_b   (vSum_io_b[50:0]  ), //i
    .io_c   (vSum_io_c[50:0]  ), //i
    .io_cin (1'b0             ), //i
    .io_sum (vSum_io_sum[50:0])  //o
  );
  assign xSum_io_a = {19'd0, x0};
  assign xSum_io_b = (_zz_io_b <<< 17);
  assign xSum_io_c = (_zz_io_c <<< 34);
  assign cLow = {9'd0, count3};
  assign cHigh = 14'h0;
  assign countBig = 1'b0;
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
    sure4 <= ((count3[7] || (qHigh3 && (count3 != 8'h0))) || (countBig && (q3[31 : 15] != 17'h0)));
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

module gn8_TernaryAdd_1 (
  input  wire [50:0]   io_a,
  input  wire [50:0]   io_b,
  input  wire [50:0]   io_c,
  input  wire          io_cin,
  output wire [50:0]   io_sum
);

  wire       [50:0]   _zz_io_sum;
  wire       [50:0]   _zz_io_sum_1;
  wire       [50:0]   _zz_io_sum_2;
  wire       [0:0]    _zz_io_sum_3;

  assign _zz_io_sum = (_zz_io_sum_1 + io_c);
  assign _zz_io_sum_1 = (io_a + io_b);
  assign _zz_io_sum_3 = io_cin;
  assign _zz_io_sum_2 = {50'd0, _zz_io_sum_3};
  assign io_sum = (_zz_io_sum + _zz_io_sum_2);

endmodule

module gn8_TernaryAdd (
  input  wire [68:0]   io_a,
  input  wire [68:0]   io_b,
  input  wire [68:0]   io_c,
  input  wire          io_cin,
  output wire [68:0]   io_sum
);

  wire       [68:0]   _zz_io_sum;
  wire       [68:0]   _zz_io_sum_1;
  wire       [68:0]   _zz_io_sum_2;
  wire       [0:0]    _zz_io_sum_3;

  assign _zz_io_sum = (_zz_io_sum_1 + io_c);
  assign _zz_io_sum_1 = (io_a + io_b);
  assign _zz_io_sum_3 = io_cin;
  assign _zz_io_sum_2 = {68'd0, _zz_io_sum_3};
  assign io_sum = (_zz_io_sum + _zz_io_sum_2);

endmodule
