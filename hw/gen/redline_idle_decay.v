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
  wire       [49:0]   _zz_linear2;
  wire       [49:0]   _zz_linear2_1;
  wire       [49:0]   _zz_linear2_2;
  wire       [49:0]   _zz__zz_io_result_payload;
  wire       [63:0]   x;
  reg                 valid1;
  reg        [49:0]   qavg1;
  reg        [7:0]    index1;
  reg        [49:0]   xLow1;
  reg                 xHigh1;
  wire       [48:0]   half1;
  reg                 valid2;
  reg        [49:0]   qavg2;
  reg        [49:0]   linear2;
  reg                 valid2_regNext;
  reg        [49:0]   _zz_io_result_payload;

  assign _zz_index1 = (io_input_payload_t >>> io_scellLog);
  assign _zz_linear2 = {1'd0, half1};
  assign _zz_linear2_1 = (qavg1 - xLow1);
  assign _zz_linear2_2 = {1'd0, half1};
  assign _zz__zz_io_result_payload = (qavg2 >>> io_stabShift);
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
    xHigh1 <= (x[63 : 50] != 14'h0);
    qavg2 <= qavg1;
    linear2 <= (((! xHigh1) && (xLow1 < _zz_linear2)) ? _zz_linear2_1 : _zz_linear2_2);
    _zz_io_result_payload <= ((io_stabShift != 5'h0) ? _zz__zz_io_result_payload : linear2);
  end


endmodule
