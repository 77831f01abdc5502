// Generator : SpinalHDL v1.14.2    git head : 78f29dc66110fc099a777992b6daa2f803ab445e
// Component : redline_idle_decay

`timescale 1ns/1ps

module redline_idle_decay (
  input  wire          io_input_valid,
  input  wire [49:0]   io_input_payload_qavg,
  input  wire [30:0]   io_input_payload_t,
  input  wire [63:0]   io_input_payload_prod,
  input  wire [4:0]    io_scellLog,
  output wire [7:0]    io_stabAddr,
  input  wire [4:0]    io_stabShift,
  output wire          io_result_valid,
  output wire [49:0]   io_result_payload,
  input  wire          clk,
  input  wire          reset
);

  wire       [30:0]   _zz_index1;
  wire       [6:0]    _zz_above;
  wire       [6:0]    _zz_above_1;
  wire       [6:0]    _zz_above_2;
  wire       [6:0]    _zz_above_3;
  wire       [6:0]    _zz_above_4;
  wire       [6:0]    _zz_above_5;
  wire       [6:0]    _zz_above_6;
  wire       [6:0]    _zz_above_7;
  wire       [6:0]    _zz_above_8;
  wire       [6:0]    _zz_above_9;
  wire       [6:0]    _zz_above_10;
  wire       [6:0]    _zz_above_11;
  wire       [6:0]    _zz_above_12;
  wire       [6:0]    _zz_above_13;
  wire       [6:0]    _zz_above_14;
  wire                _zz_above_15;
  wire       [6:0]    _zz_above_16;
  wire       [6:0]    _zz_above_17;
  wire       [0:0]    _zz_above_18;
  wire       [6:0]    _zz_above_19;
  wire       [6:0]    _zz_above_20;
  wire       [4:0]    _zz_above_21;
  wire       [6:0]    _zz_above_22;
  wire       [6:0]    _zz_above_23;
  wire       [6:0]    _zz_above_24;
  wire       [6:0]    _zz_above_25;
  wire       [6:0]    _zz_above_26;
  wire       [6:0]    _zz_above_27;
  wire       [6:0]    _zz_above_28;
  wire       [6:0]    _zz_above_29;
  wire       [6:0]    _zz_above_30;
  wire       [6:0]    _zz_above_31;
  wire       [49:0]   _zz_linear2;
  wire       [49:0]   _zz_linear2_1;
  wire       [49:0]   _zz_linear2_2;
  wire       [49:0]   _zz__zz_io_result_payload;
  wire       [63:0]   x;
  reg                 valid1;
  reg        [49:0]   qavg1;
  reg        [7:0]    index1;
  reg        [49:0]   xLow1;
  reg        [13:0]   above;
  reg                 xHigh1;
  wire       [48:0]   half1;
  reg                 valid2;
  reg        [49:0]   qavg2;
  reg        [49:0]   linear2;
  reg                 valid2_regNext;
  reg        [49:0]   _zz_io_result_payload;

  assign _zz_index1 = (io_input_payload_t >>> io_scellLog);
  assign _zz_above = (_zz_above_1 + 7'h32);
  assign _zz_above_1 = {2'd0, io_scellLog};
  assign _zz_above_2 = (_zz_above_3 + 7'h32);
  assign _zz_above_3 = {2'd0, io_scellLog};
  assign _zz_above_4 = (_zz_above_5 + 7'h32);
  assign _zz_above_5 = {2'd0, io_scellLog};
  assign _zz_above_6 = (_zz_above_7 + 7'h32);
  assign _zz_above_7 = {2'd0, io_scellLog};
  assign _zz_above_8 = (_zz_above_9 + 7'h32);
  assign _zz_above_9 = {2'd0, io_scellLog};
  assign _zz_above_10 = (_zz_above_11 + 7'h32);
  assign _zz_above_11 = {2'd0, io_scellLog};
  assign _zz_above_12 = (_zz_above_13 + 7'h32);
  assign _zz_above_13 = {2'd0, io_scellLog};
  assign _zz_above_16 = (_zz_above_17 + 7'h32);
  assign _zz_above_17 = {2'd0, io_scellLog};
  assign _zz_above_19 = (_zz_above_20 + 7'h32);
  assign _zz_above_20 = {2'd0, io_scellLog};
  assign _zz_above_22 = (_zz_above_23 + 7'h32);
  assign _zz_above_23 = {2'd0, io_scellLog};
  assign _zz_above_24 = (_zz_above_25 + 7'h32);
  assign _zz_above_25 = {2'd0, io_scellLog};
  assign _zz_above_26 = (_zz_above_27 + 7'h32);
  assign _zz_above_27 = {2'd0, io_scellLog};
  assign _zz_above_28 = (_zz_above_29 + 7'h32);
  assign _zz_above_29 = {2'd0, io_scellLog};
  assign _zz_above_30 = (_zz_above_31 + 7'h32);
  assign _zz_above_31 = {2'd0, io_scellLog};
  assign _zz_linear2 = {1'd0, half1};
  assign _zz_linear2_1 = (qavg1 - xLow1);
  assign _zz_linear2_2 = {1'd0, half1};
  assign _zz__zz_io_result_payload = (qavg2 >>> io_stabShift);
  assign _zz_above_14 = 7'h39;
  assign _zz_above_15 = (_zz_above_16 <= 7'h38);
  assign _zz_above_18 = (_zz_above_19 <= 7'h37);
  assign _zz_above_21 = {(_zz_above_22 <= 7'h36),{(_zz_above_24 <= 7'h35),{(_zz_above_26 <= 7'h34),{(_zz_above_28 <= 7'h33),(_zz_above_30 <= 7'h32)}}}};
  assign x = (io_input_payload_prod >>> io_scellLog);
  assign io_stabAddr = index1;
  assign half1 = (qavg1 >>> 1'd1);
  assign io_result_valid = valid2_regNext;
  assign io_result_payload = _zz_io_result_payload;
  always @(posedge clk) begin
    if(reset) begin
      valid1 <= 1'b0;
      valid2 <= 1'b0;
      valid2_regNext <= 1'b0;
    end else begin
      valid1 <= io_input_valid;
      valid2 <= valid1;
      valid2_regNext <= valid2;
    end
  end

  always @(posedge clk) begin
    qavg1 <= io_input_payload_qavg;
    index1 <= _zz_index1[7:0];
    xLow1 <= x[49:0];
    above <= {(_zz_above <= 7'h3f),{(_zz_above_2 <= 7'h3e),{(_zz_above_4 <= 7'h3d),{(_zz_above_6 <= 7'h3c),{(_zz_above_8 <= 7'h3b),{(_zz_above_10 <= 7'h3a),{(_zz_above_12 <= _zz_above_14),{_zz_above_15,{_zz_above_18,_zz_above_21}}}}}}}}};
    xHigh1 <= ((io_input_payload_prod[63 : 50] & above) != 14'h0);
    qavg2 <= qavg1;
    linear2 <= (((! xHigh1) && (xLow1 < _zz_linear2)) ? _zz_linear2_1 : _zz_linear2_2);
    _zz_io_result_payload <= ((io_stabShift != 5'h0) ? _zz__zz_io_result_payload : linear2);
  end


endmodule
