// Generator : SpinalHDL v1.14.2    git head : 78f29dc66110fc099a777992b6daa2f803ab445e
// Component : redline_ce_marker_w32_offsets

`timescale 1ns/1ps

module redline_ce_marker_w32_offsets (
  input  wire          io_input_valid,
  input  wire [31:0]   io_input_payload_data,
  input  wire [14:0]   io_input_payload_beatIdx,
  input  wire [15:0]   io_input_payload_desc_len,
  input  wire          io_input_payload_desc_rewrite,
  input  wire          io_input_payload_desc_ipv4,
  input  wire [4:0]    io_input_payload_desc_l3,
  input  wire [7:0]    io_input_payload_desc_newTos,
  input  wire [15:0]   io_input_payload_desc_newCsum,
  output wire          io_output_valid,
  output wire [31:0]   io_output_payload,
  input  wire          clk,
  input  wire          reset
);

  wire       [15:0]   _zz__zz_when_CeMarker_l17;
  wire       [15:0]   _zz__zz_when_CeMarker_l18;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_1;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_1_1;
  wire       [15:0]   _zz_when_CeMarker_l19;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_2;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_2_1;
  wire       [15:0]   _zz_when_CeMarker_l19_1;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_3;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_3_1;
  wire       [15:0]   _zz_when_CeMarker_l19_2;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_4;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_4_1;
  wire       [15:0]   _zz_when_CeMarker_l19_3;
  reg        [31:0]   sData;
  reg        [14:0]   sIdx;
  reg        [15:0]   sDesc_len;
  reg                 sDesc_rewrite;
  reg                 sDesc_ipv4;
  reg        [4:0]    sDesc_l3;
  reg        [7:0]    sDesc_newTos;
  reg        [15:0]   sDesc_newCsum;
  reg                 sIdxIs_0;
  reg                 sIdxIs_1;
  reg                 sIdxIs_2;
  reg                 sIdxIs_3;
  reg                 sIdxIs_4;
  reg                 sIdxIs_5;
  reg                 sIdxIs_6;
  reg                 sIdxIs_7;
  reg                 sIdxIs_8;
  reg                 io_input_valid_regNext;
  reg        [31:0]   _zz_io_output_payload;
  wire       [15:0]   _zz_when_CeMarker_l17;
  wire       [15:0]   _zz_when_CeMarker_l18;
  wire       [15:0]   _zz_when_CeMarker_l17_1;
  wire                when_CeMarker_l17;
  wire                when_CeMarker_l18;
  wire                when_CeMarker_l19;
  wire       [15:0]   _zz_when_CeMarker_l17_2;
  wire                when_CeMarker_l17_1;
  wire                when_CeMarker_l18_1;
  wire                when_CeMarker_l19_1;
  wire       [15:0]   _zz_when_CeMarker_l17_3;
  wire                when_CeMarker_l17_2;
  wire                when_CeMarker_l18_2;
  wire                when_CeMarker_l19_2;
  wire       [15:0]   _zz_when_CeMarker_l17_4;
  wire                when_CeMarker_l17_3;
  wire                when_CeMarker_l18_3;
  wire                when_CeMarker_l19_3;

  assign _zz__zz_when_CeMarker_l17 = {11'd0, sDesc_l3};
  assign _zz__zz_when_CeMarker_l18 = {11'd0, sDesc_l3};
  assign _zz__zz_when_CeMarker_l17_1 = (_zz__zz_when_CeMarker_l17_1_1 <<< 2);
  assign _zz__zz_when_CeMarker_l17_1_1 = {1'd0, sIdx};
  assign _zz_when_CeMarker_l19 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign _zz__zz_when_CeMarker_l17_2 = (_zz__zz_when_CeMarker_l17_2_1 <<< 2);
  assign _zz__zz_when_CeMarker_l17_2_1 = {1'd0, sIdx};
  assign _zz_when_CeMarker_l19_1 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign _zz__zz_when_CeMarker_l17_3 = (_zz__zz_when_CeMarker_l17_3_1 <<< 2);
  assign _zz__zz_when_CeMarker_l17_3_1 = {1'd0, sIdx};
  assign _zz_when_CeMarker_l19_2 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign _zz__zz_when_CeMarker_l17_4 = (_zz__zz_when_CeMarker_l17_4_1 <<< 2);
  assign _zz__zz_when_CeMarker_l17_4_1 = {1'd0, sIdx};
  assign _zz_when_CeMarker_l19_3 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign io_output_valid = io_input_valid_regNext;
  always @(*) begin
    _zz_io_output_payload = sData;
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17) begin
        _zz_io_output_payload[7 : 0] = sDesc_newTos;
      end
      if(when_CeMarker_l18) begin
        _zz_io_output_payload[7 : 0] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19) begin
        _zz_io_output_payload[7 : 0] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17_1) begin
        _zz_io_output_payload[15 : 8] = sDesc_newTos;
      end
      if(when_CeMarker_l18_1) begin
        _zz_io_output_payload[15 : 8] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19_1) begin
        _zz_io_output_payload[15 : 8] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17_2) begin
        _zz_io_output_payload[23 : 16] = sDesc_newTos;
      end
      if(when_CeMarker_l18_2) begin
        _zz_io_output_payload[23 : 16] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19_2) begin
        _zz_io_output_payload[23 : 16] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17_3) begin
        _zz_io_output_payload[31 : 24] = sDesc_newTos;
      end
      if(when_CeMarker_l18_3) begin
        _zz_io_output_payload[31 : 24] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19_3) begin
        _zz_io_output_payload[31 : 24] = sDesc_newCsum[7 : 0];
      end
    end
  end

  assign _zz_when_CeMarker_l17 = (_zz__zz_when_CeMarker_l17 + 16'h0001);
  assign _zz_when_CeMarker_l18 = (_zz__zz_when_CeMarker_l18 + 16'h000a);
  assign _zz_when_CeMarker_l17_1 = (_zz__zz_when_CeMarker_l17_1 | 16'h0);
  assign when_CeMarker_l17 = (_zz_when_CeMarker_l17_1 == _zz_when_CeMarker_l17);
  assign when_CeMarker_l18 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_1 == _zz_when_CeMarker_l18));
  assign when_CeMarker_l19 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_1 == _zz_when_CeMarker_l19));
  assign _zz_when_CeMarker_l17_2 = (_zz__zz_when_CeMarker_l17_2 | 16'h0001);
  assign when_CeMarker_l17_1 = (_zz_when_CeMarker_l17_2 == _zz_when_CeMarker_l17);
  assign when_CeMarker_l18_1 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_2 == _zz_when_CeMarker_l18));
  assign when_CeMarker_l19_1 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_2 == _zz_when_CeMarker_l19_1));
  assign _zz_when_CeMarker_l17_3 = (_zz__zz_when_CeMarker_l17_3 | 16'h0002);
  assign when_CeMarker_l17_2 = (_zz_when_CeMarker_l17_3 == _zz_when_CeMarker_l17);
  assign when_CeMarker_l18_2 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_3 == _zz_when_CeMarker_l18));
  assign when_CeMarker_l19_2 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_3 == _zz_when_CeMarker_l19_2));
  assign _zz_when_CeMarker_l17_4 = (_zz__zz_when_CeMarker_l17_4 | 16'h0003);
  assign when_CeMarker_l17_3 = (_zz_when_CeMarker_l17_4 == _zz_when_CeMarker_l17);
  assign when_CeMarker_l18_3 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_4 == _zz_when_CeMarker_l18));
  assign when_CeMarker_l19_3 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_4 == _zz_when_CeMarker_l19_3));
  assign io_output_payload = _zz_io_output_payload;
  always @(posedge clk) begin
    if(io_input_valid) begin
      sData <= io_input_payload_data;
    end
    if(io_input_valid) begin
      sIdx <= io_input_payload_beatIdx;
    end
    if(io_input_valid) begin
      sDesc_len <= io_input_payload_desc_len;
      sDesc_rewrite <= io_input_payload_desc_rewrite;
      sDesc_ipv4 <= io_input_payload_desc_ipv4;
      sDesc_l3 <= io_input_payload_desc_l3;
      sDesc_newTos <= io_input_payload_desc_newTos;
      sDesc_newCsum <= io_input_payload_desc_newCsum;
    end
    if(io_input_valid) begin
      sIdxIs_0 <= (io_input_payload_beatIdx == 15'h0);
    end
    if(io_input_valid) begin
      sIdxIs_1 <= (io_input_payload_beatIdx == 15'h0001);
    end
    if(io_input_valid) begin
      sIdxIs_2 <= (io_input_payload_beatIdx == 15'h0002);
    end
    if(io_input_valid) begin
      sIdxIs_3 <= (io_input_payload_beatIdx == 15'h0003);
    end
    if(io_input_valid) begin
      sIdxIs_4 <= (io_input_payload_beatIdx == 15'h0004);
    end
    if(io_input_valid) begin
      sIdxIs_5 <= (io_input_payload_beatIdx == 15'h0005);
    end
    if(io_input_valid) begin
      sIdxIs_6 <= (io_input_payload_beatIdx == 15'h0006);
    end
    if(io_input_valid) begin
      sIdxIs_7 <= (io_input_payload_beatIdx == 15'h0007);
    end
    if(io_input_valid) begin
      sIdxIs_8 <= (io_input_payload_beatIdx == 15'h0008);
    end
  end

  always @(posedge clk) begin
    if(reset) begin
      io_input_valid_regNext <= 1'b0;
    end else begin
      io_input_valid_regNext <= io_input_valid;
    end
  end


endmodule
