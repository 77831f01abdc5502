// Generator : SpinalHDL v1.14.2    git head : 78f29dc66110fc099a777992b6daa2f803ab445e
// Component : redline_ce_marker_w64

`timescale 1ns/1ps

module redline_ce_marker_w64 (
  input  wire          io_input_valid,
  input  wire [63:0]   io_input_payload_data,
  input  wire [13:0]   io_input_payload_beatIdx,
  input  wire [15:0]   io_input_payload_desc_len,
  input  wire          io_input_payload_desc_rewrite,
  input  wire          io_input_payload_desc_ipv4,
  input  wire [4:0]    io_input_payload_desc_l3,
  input  wire [7:0]    io_input_payload_desc_newTos,
  input  wire [15:0]   io_input_payload_desc_newCsum,
  output wire          io_output_valid,
  output wire [63:0]   io_output_payload,
  input  wire          clk,
  input  wire          reset
);

  reg        [63:0]   sData;
  reg        [13:0]   sIdx;
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
  reg                 io_input_valid_regNext;
  reg        [63:0]   _zz_io_output_payload;
  wire                when_CeMarker_l51;
  wire                when_CeMarker_l52;
  wire                when_CeMarker_l53;
  wire                when_CeMarker_l51_1;
  wire                when_CeMarker_l52_1;
  wire                when_CeMarker_l53_1;
  wire                when_CeMarker_l51_2;
  wire                when_CeMarker_l52_2;
  wire                when_CeMarker_l53_2;
  wire                when_CeMarker_l51_3;
  wire                when_CeMarker_l52_3;
  wire                when_CeMarker_l53_3;
  wire                when_CeMarker_l51_4;
  wire                when_CeMarker_l52_4;
  wire                when_CeMarker_l53_4;
  wire                when_CeMarker_l51_5;
  wire                when_CeMarker_l52_5;
  wire                when_CeMarker_l53_5;
  wire                when_CeMarker_l51_6;
  wire                when_CeMarker_l52_6;
  wire                when_CeMarker_l53_6;
  wire                when_CeMarker_l51_7;
  wire                when_CeMarker_l52_7;
  wire                when_CeMarker_l53_7;

  assign io_output_valid = io_input_valid_regNext;
  always @(*) begin
    _zz_io_output_payload = sData;
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51) begin
        _zz_io_output_payload[7 : 0] = sDesc_newTos;
      end
      if(when_CeMarker_l52) begin
        _zz_io_output_payload[7 : 0] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53) begin
        _zz_io_output_payload[7 : 0] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_1) begin
        _zz_io_output_payload[15 : 8] = sDesc_newTos;
      end
      if(when_CeMarker_l52_1) begin
        _zz_io_output_payload[15 : 8] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_1) begin
        _zz_io_output_payload[15 : 8] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_2) begin
        _zz_io_output_payload[23 : 16] = sDesc_newTos;
      end
      if(when_CeMarker_l52_2) begin
        _zz_io_output_payload[23 : 16] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_2) begin
        _zz_io_output_payload[23 : 16] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_3) begin
        _zz_io_output_payload[31 : 24] = sDesc_newTos;
      end
      if(when_CeMarker_l52_3) begin
        _zz_io_output_payload[31 : 24] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_3) begin
        _zz_io_output_payload[31 : 24] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_4) begin
        _zz_io_output_payload[39 : 32] = sDesc_newTos;
      end
      if(when_CeMarker_l52_4) begin
        _zz_io_output_payload[39 : 32] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_4) begin
        _zz_io_output_payload[39 : 32] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_5) begin
        _zz_io_output_payload[47 : 40] = sDesc_newTos;
      end
      if(when_CeMarker_l52_5) begin
        _zz_io_output_payload[47 : 40] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_5) begin
        _zz_io_output_payload[47 : 40] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_6) begin
        _zz_io_output_payload[55 : 48] = sDesc_newTos;
      end
      if(when_CeMarker_l52_6) begin
        _zz_io_output_payload[55 : 48] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_6) begin
        _zz_io_output_payload[55 : 48] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_7) begin
        _zz_io_output_payload[63 : 56] = sDesc_newTos;
      end
      if(when_CeMarker_l52_7) begin
        _zz_io_output_payload[63 : 56] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_7) begin
        _zz_io_output_payload[63 : 56] = sDesc_newCsum[7 : 0];
      end
    end
  end

  assign when_CeMarker_l51 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52 = (sDesc_ipv4 && (((sIdxIs_3 && (sDesc_l3 == 5'h0e)) || 1'b0) || (sIdxIs_4 && (sDesc_l3 == 5'h16))));
  assign when_CeMarker_l53 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_1 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_1 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_1 = (sDesc_ipv4 && (((sIdxIs_3 && (sDesc_l3 == 5'h0e)) || 1'b0) || (sIdxIs_4 && (sDesc_l3 == 5'h16))));
  assign when_CeMarker_l51_2 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_2 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_2 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_3 = ((1'b0 || (sIdxIs_2 && (sDesc_l3 == 5'h12))) || 1'b0);
  assign when_CeMarker_l52_3 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_3 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_4 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_4 = (sDesc_ipv4 && ((1'b0 || (sIdxIs_3 && (sDesc_l3 == 5'h12))) || 1'b0));
  assign when_CeMarker_l53_4 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_5 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_5 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_5 = (sDesc_ipv4 && ((1'b0 || (sIdxIs_3 && (sDesc_l3 == 5'h12))) || 1'b0));
  assign when_CeMarker_l51_6 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_6 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_6 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_7 = (((sIdxIs_1 && (sDesc_l3 == 5'h0e)) || 1'b0) || (sIdxIs_2 && (sDesc_l3 == 5'h16)));
  assign when_CeMarker_l52_7 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_7 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
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
      sIdxIs_0 <= (io_input_payload_beatIdx == 14'h0);
    end
    if(io_input_valid) begin
      sIdxIs_1 <= (io_input_payload_beatIdx == 14'h0001);
    end
    if(io_input_valid) begin
      sIdxIs_2 <= (io_input_payload_beatIdx == 14'h0002);
    end
    if(io_input_valid) begin
      sIdxIs_3 <= (io_input_payload_beatIdx == 14'h0003);
    end
    if(io_input_valid) begin
      sIdxIs_4 <= (io_input_payload_beatIdx == 14'h0004);
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
