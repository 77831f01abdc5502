// Generator : SpinalHDL v1.14.2    git head : 78f29dc66110fc099a777992b6daa2f803ab445e
// Component : redline_ce_marker_w512

`timescale 1ns/1ps

module redline_ce_marker_w512 (
  input  wire          io_input_valid,
  input  wire [511:0]  io_input_payload_data,
  input  wire [10:0]   io_input_payload_beatIdx,
  input  wire [15:0]   io_input_payload_desc_len,
  input  wire          io_input_payload_desc_rewrite,
  input  wire          io_input_payload_desc_ipv4,
  input  wire [4:0]    io_input_payload_desc_l3,
  input  wire [7:0]    io_input_payload_desc_newTos,
  input  wire [15:0]   io_input_payload_desc_newCsum,
  output wire          io_output_valid,
  output wire [511:0]  io_output_payload,
  input  wire          clk,
  input  wire          reset
);

  reg        [511:0]  sData;
  reg        [10:0]   sIdx;
  reg        [15:0]   sDesc_len;
  reg                 sDesc_rewrite;
  reg                 sDesc_ipv4;
  reg        [4:0]    sDesc_l3;
  reg        [7:0]    sDesc_newTos;
  reg        [15:0]   sDesc_newCsum;
  reg                 sIdxIs_0;
  reg                 io_input_valid_regNext;
  reg        [511:0]  _zz_io_output_payload;
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
  wire                when_CeMarker_l51_8;
  wire                when_CeMarker_l52_8;
  wire                when_CeMarker_l53_8;
  wire                when_CeMarker_l51_9;
  wire                when_CeMarker_l52_9;
  wire                when_CeMarker_l53_9;
  wire                when_CeMarker_l51_10;
  wire                when_CeMarker_l52_10;
  wire                when_CeMarker_l53_10;
  wire                when_CeMarker_l51_11;
  wire                when_CeMarker_l52_11;
  wire                when_CeMarker_l53_11;
  wire                when_CeMarker_l51_12;
  wire                when_CeMarker_l52_12;
  wire                when_CeMarker_l53_12;
  wire                when_CeMarker_l51_13;
  wire                when_CeMarker_l52_13;
  wire                when_CeMarker_l53_13;
  wire                when_CeMarker_l51_14;
  wire                when_CeMarker_l52_14;
  wire                when_CeMarker_l53_14;
  wire                when_CeMarker_l51_15;
  wire                when_CeMarker_l52_15;
  wire                when_CeMarker_l53_15;
  wire                when_CeMarker_l51_16;
  wire                when_CeMarker_l52_16;
  wire                when_CeMarker_l53_16;
  wire                when_CeMarker_l51_17;
  wire                when_CeMarker_l52_17;
  wire                when_CeMarker_l53_17;
  wire                when_CeMarker_l51_18;
  wire                when_CeMarker_l52_18;
  wire                when_CeMarker_l53_18;
  wire                when_CeMarker_l51_19;
  wire                when_CeMarker_l52_19;
  wire                when_CeMarker_l53_19;
  wire                when_CeMarker_l51_20;
  wire                when_CeMarker_l52_20;
  wire                when_CeMarker_l53_20;
  wire                when_CeMarker_l51_21;
  wire                when_CeMarker_l52_21;
  wire                when_CeMarker_l53_21;
  wire                when_CeMarker_l51_22;
  wire                when_CeMarker_l52_22;
  wire                when_CeMarker_l53_22;
  wire                when_CeMarker_l51_23;
  wire                when_CeMarker_l52_23;
  wire                when_CeMarker_l53_23;
  wire                when_CeMarker_l51_24;
  wire                when_CeMarker_l52_24;
  wire                when_CeMarker_l53_24;
  wire                when_CeMarker_l51_25;
  wire                when_CeMarker_l52_25;
  wire                when_CeMarker_l53_25;
  wire                when_CeMarker_l51_26;
  wire                when_CeMarker_l52_26;
  wire                when_CeMarker_l53_26;
  wire                when_CeMarker_l51_27;
  wire                when_CeMarker_l52_27;
  wire                when_CeMarker_l53_27;
  wire                when_CeMarker_l51_28;
  wire                when_CeMarker_l52_28;
  wire                when_CeMarker_l53_28;
  wire                when_CeMarker_l51_29;
  wire                when_CeMarker_l52_29;
  wire                when_CeMarker_l53_29;
  wire                when_CeMarker_l51_30;
  wire                when_CeMarker_l52_30;
  wire                when_CeMarker_l53_30;
  wire                when_CeMarker_l51_31;
  wire                when_CeMarker_l52_31;
  wire                when_CeMarker_l53_31;
  wire                when_CeMarker_l51_32;
  wire                when_CeMarker_l52_32;
  wire                when_CeMarker_l53_32;
  wire                when_CeMarker_l51_33;
  wire                when_CeMarker_l52_33;
  wire                when_CeMarker_l53_33;
  wire                when_CeMarker_l51_34;
  wire                when_CeMarker_l52_34;
  wire                when_CeMarker_l53_34;
  wire                when_CeMarker_l51_35;
  wire                when_CeMarker_l52_35;
  wire                when_CeMarker_l53_35;
  wire                when_CeMarker_l51_36;
  wire                when_CeMarker_l52_36;
  wire                when_CeMarker_l53_36;
  wire                when_CeMarker_l51_37;
  wire                when_CeMarker_l52_37;
  wire                when_CeMarker_l53_37;
  wire                when_CeMarker_l51_38;
  wire                when_CeMarker_l52_38;
  wire                when_CeMarker_l53_38;
  wire                when_CeMarker_l51_39;
  wire                when_CeMarker_l52_39;
  wire                when_CeMarker_l53_39;
  wire                when_CeMarker_l51_40;
  wire                when_CeMarker_l52_40;
  wire                when_CeMarker_l53_40;
  wire                when_CeMarker_l51_41;
  wire                when_CeMarker_l52_41;
  wire                when_CeMarker_l53_41;
  wire                when_CeMarker_l51_42;
  wire                when_CeMarker_l52_42;
  wire                when_CeMarker_l53_42;
  wire                when_CeMarker_l51_43;
  wire                when_CeMarker_l52_43;
  wire                when_CeMarker_l53_43;
  wire                when_CeMarker_l51_44;
  wire                when_CeMarker_l52_44;
  wire                when_CeMarker_l53_44;
  wire                when_CeMarker_l51_45;
  wire                when_CeMarker_l52_45;
  wire                when_CeMarker_l53_45;
  wire                when_CeMarker_l51_46;
  wire                when_CeMarker_l52_46;
  wire                when_CeMarker_l53_46;
  wire                when_CeMarker_l51_47;
  wire                when_CeMarker_l52_47;
  wire                when_CeMarker_l53_47;
  wire                when_CeMarker_l51_48;
  wire                when_CeMarker_l52_48;
  wire                when_CeMarker_l53_48;
  wire                when_CeMarker_l51_49;
  wire                when_CeMarker_l52_49;
  wire                when_CeMarker_l53_49;
  wire                when_CeMarker_l51_50;
  wire                when_CeMarker_l52_50;
  wire                when_CeMarker_l53_50;
  wire                when_CeMarker_l51_51;
  wire                when_CeMarker_l52_51;
  wire                when_CeMarker_l53_51;
  wire                when_CeMarker_l51_52;
  wire                when_CeMarker_l52_52;
  wire                when_CeMarker_l53_52;
  wire                when_CeMarker_l51_53;
  wire                when_CeMarker_l52_53;
  wire                when_CeMarker_l53_53;
  wire                when_CeMarker_l51_54;
  wire                when_CeMarker_l52_54;
  wire                when_CeMarker_l53_54;
  wire                when_CeMarker_l51_55;
  wire                when_CeMarker_l52_55;
  wire                when_CeMarker_l53_55;
  wire                when_CeMarker_l51_56;
  wire                when_CeMarker_l52_56;
  wire                when_CeMarker_l53_56;
  wire                when_CeMarker_l51_57;
  wire                when_CeMarker_l52_57;
  wire                when_CeMarker_l53_57;
  wire                when_CeMarker_l51_58;
  wire                when_CeMarker_l52_58;
  wire                when_CeMarker_l53_58;
  wire                when_CeMarker_l51_59;
  wire                when_CeMarker_l52_59;
  wire                when_CeMarker_l53_59;
  wire                when_CeMarker_l51_60;
  wire                when_CeMarker_l52_60;
  wire                when_CeMarker_l53_60;
  wire                when_CeMarker_l51_61;
  wire                when_CeMarker_l52_61;
  wire                when_CeMarker_l53_61;
  wire                when_CeMarker_l51_62;
  wire                when_CeMarker_l52_62;
  wire                when_CeMarker_l53_62;
  wire                when_CeMarker_l51_63;
  wire                when_CeMarker_l52_63;
  wire                when_CeMarker_l53_63;

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
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_8) begin
        _zz_io_output_payload[71 : 64] = sDesc_newTos;
      end
      if(when_CeMarker_l52_8) begin
        _zz_io_output_payload[71 : 64] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_8) begin
        _zz_io_output_payload[71 : 64] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_9) begin
        _zz_io_output_payload[79 : 72] = sDesc_newTos;
      end
      if(when_CeMarker_l52_9) begin
        _zz_io_output_payload[79 : 72] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_9) begin
        _zz_io_output_payload[79 : 72] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_10) begin
        _zz_io_output_payload[87 : 80] = sDesc_newTos;
      end
      if(when_CeMarker_l52_10) begin
        _zz_io_output_payload[87 : 80] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_10) begin
        _zz_io_output_payload[87 : 80] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_11) begin
        _zz_io_output_payload[95 : 88] = sDesc_newTos;
      end
      if(when_CeMarker_l52_11) begin
        _zz_io_output_payload[95 : 88] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_11) begin
        _zz_io_output_payload[95 : 88] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_12) begin
        _zz_io_output_payload[103 : 96] = sDesc_newTos;
      end
      if(when_CeMarker_l52_12) begin
        _zz_io_output_payload[103 : 96] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_12) begin
        _zz_io_output_payload[103 : 96] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_13) begin
        _zz_io_output_payload[111 : 104] = sDesc_newTos;
      end
      if(when_CeMarker_l52_13) begin
        _zz_io_output_payload[111 : 104] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_13) begin
        _zz_io_output_payload[111 : 104] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_14) begin
        _zz_io_output_payload[119 : 112] = sDesc_newTos;
      end
      if(when_CeMarker_l52_14) begin
        _zz_io_output_payload[119 : 112] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_14) begin
        _zz_io_output_payload[119 : 112] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_15) begin
        _zz_io_output_payload[127 : 120] = sDesc_newTos;
      end
      if(when_CeMarker_l52_15) begin
        _zz_io_output_payload[127 : 120] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_15) begin
        _zz_io_output_payload[127 : 120] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_16) begin
        _zz_io_output_payload[135 : 128] = sDesc_newTos;
      end
      if(when_CeMarker_l52_16) begin
        _zz_io_output_payload[135 : 128] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_16) begin
        _zz_io_output_payload[135 : 128] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_17) begin
        _zz_io_output_payload[143 : 136] = sDesc_newTos;
      end
      if(when_CeMarker_l52_17) begin
        _zz_io_output_payload[143 : 136] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_17) begin
        _zz_io_output_payload[143 : 136] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_18) begin
        _zz_io_output_payload[151 : 144] = sDesc_newTos;
      end
      if(when_CeMarker_l52_18) begin
        _zz_io_output_payload[151 : 144] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_18) begin
        _zz_io_output_payload[151 : 144] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_19) begin
        _zz_io_output_payload[159 : 152] = sDesc_newTos;
      end
      if(when_CeMarker_l52_19) begin
        _zz_io_output_payload[159 : 152] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_19) begin
        _zz_io_output_payload[159 : 152] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_20) begin
        _zz_io_output_payload[167 : 160] = sDesc_newTos;
      end
      if(when_CeMarker_l52_20) begin
        _zz_io_output_payload[167 : 160] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_20) begin
        _zz_io_output_payload[167 : 160] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_21) begin
        _zz_io_output_payload[175 : 168] = sDesc_newTos;
      end
      if(when_CeMarker_l52_21) begin
        _zz_io_output_payload[175 : 168] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_21) begin
        _zz_io_output_payload[175 : 168] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_22) begin
        _zz_io_output_payload[183 : 176] = sDesc_newTos;
      end
      if(when_CeMarker_l52_22) begin
        _zz_io_output_payload[183 : 176] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_22) begin
        _zz_io_output_payload[183 : 176] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_23) begin
        _zz_io_output_payload[191 : 184] = sDesc_newTos;
      end
      if(when_CeMarker_l52_23) begin
        _zz_io_output_payload[191 : 184] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_23) begin
        _zz_io_output_payload[191 : 184] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_24) begin
        _zz_io_output_payload[199 : 192] = sDesc_newTos;
      end
      if(when_CeMarker_l52_24) begin
        _zz_io_output_payload[199 : 192] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_24) begin
        _zz_io_output_payload[199 : 192] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_25) begin
        _zz_io_output_payload[207 : 200] = sDesc_newTos;
      end
      if(when_CeMarker_l52_25) begin
        _zz_io_output_payload[207 : 200] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_25) begin
        _zz_io_output_payload[207 : 200] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_26) begin
        _zz_io_output_payload[215 : 208] = sDesc_newTos;
      end
      if(when_CeMarker_l52_26) begin
        _zz_io_output_payload[215 : 208] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_26) begin
        _zz_io_output_payload[215 : 208] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_27) begin
        _zz_io_output_payload[223 : 216] = sDesc_newTos;
      end
      if(when_CeMarker_l52_27) begin
        _zz_io_output_payload[223 : 216] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_27) begin
        _zz_io_output_payload[223 : 216] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_28) begin
        _zz_io_output_payload[231 : 224] = sDesc_newTos;
      end
      if(when_CeMarker_l52_28) begin
        _zz_io_output_payload[231 : 224] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_28) begin
        _zz_io_output_payload[231 : 224] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_29) begin
        _zz_io_output_payload[239 : 232] = sDesc_newTos;
      end
      if(when_CeMarker_l52_29) begin
        _zz_io_output_payload[239 : 232] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_29) begin
        _zz_io_output_payload[239 : 232] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_30) begin
        _zz_io_output_payload[247 : 240] = sDesc_newTos;
      end
      if(when_CeMarker_l52_30) begin
        _zz_io_output_payload[247 : 240] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_30) begin
        _zz_io_output_payload[247 : 240] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_31) begin
        _zz_io_output_payload[255 : 248] = sDesc_newTos;
      end
      if(when_CeMarker_l52_31) begin
        _zz_io_output_payload[255 : 248] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_31) begin
        _zz_io_output_payload[255 : 248] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_32) begin
        _zz_io_output_payload[263 : 256] = sDesc_newTos;
      end
      if(when_CeMarker_l52_32) begin
        _zz_io_output_payload[263 : 256] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_32) begin
        _zz_io_output_payload[263 : 256] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_33) begin
        _zz_io_output_payload[271 : 264] = sDesc_newTos;
      end
      if(when_CeMarker_l52_33) begin
        _zz_io_output_payload[271 : 264] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_33) begin
        _zz_io_output_payload[271 : 264] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_34) begin
        _zz_io_output_payload[279 : 272] = sDesc_newTos;
      end
      if(when_CeMarker_l52_34) begin
        _zz_io_output_payload[279 : 272] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_34) begin
        _zz_io_output_payload[279 : 272] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_35) begin
        _zz_io_output_payload[287 : 280] = sDesc_newTos;
      end
      if(when_CeMarker_l52_35) begin
        _zz_io_output_payload[287 : 280] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_35) begin
        _zz_io_output_payload[287 : 280] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_36) begin
        _zz_io_output_payload[295 : 288] = sDesc_newTos;
      end
      if(when_CeMarker_l52_36) begin
        _zz_io_output_payload[295 : 288] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_36) begin
        _zz_io_output_payload[295 : 288] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_37) begin
        _zz_io_output_payload[303 : 296] = sDesc_newTos;
      end
      if(when_CeMarker_l52_37) begin
        _zz_io_output_payload[303 : 296] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_37) begin
        _zz_io_output_payload[303 : 296] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_38) begin
        _zz_io_output_payload[311 : 304] = sDesc_newTos;
      end
      if(when_CeMarker_l52_38) begin
        _zz_io_output_payload[311 : 304] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_38) begin
        _zz_io_output_payload[311 : 304] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_39) begin
        _zz_io_output_payload[319 : 312] = sDesc_newTos;
      end
      if(when_CeMarker_l52_39) begin
        _zz_io_output_payload[319 : 312] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_39) begin
        _zz_io_output_payload[319 : 312] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_40) begin
        _zz_io_output_payload[327 : 320] = sDesc_newTos;
      end
      if(when_CeMarker_l52_40) begin
        _zz_io_output_payload[327 : 320] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_40) begin
        _zz_io_output_payload[327 : 320] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_41) begin
        _zz_io_output_payload[335 : 328] = sDesc_newTos;
      end
      if(when_CeMarker_l52_41) begin
        _zz_io_output_payload[335 : 328] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_41) begin
        _zz_io_output_payload[335 : 328] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_42) begin
        _zz_io_output_payload[343 : 336] = sDesc_newTos;
      end
      if(when_CeMarker_l52_42) begin
        _zz_io_output_payload[343 : 336] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_42) begin
        _zz_io_output_payload[343 : 336] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_43) begin
        _zz_io_output_payload[351 : 344] = sDesc_newTos;
      end
      if(when_CeMarker_l52_43) begin
        _zz_io_output_payload[351 : 344] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_43) begin
        _zz_io_output_payload[351 : 344] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_44) begin
        _zz_io_output_payload[359 : 352] = sDesc_newTos;
      end
      if(when_CeMarker_l52_44) begin
        _zz_io_output_payload[359 : 352] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_44) begin
        _zz_io_output_payload[359 : 352] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_45) begin
        _zz_io_output_payload[367 : 360] = sDesc_newTos;
      end
      if(when_CeMarker_l52_45) begin
        _zz_io_output_payload[367 : 360] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_45) begin
        _zz_io_output_payload[367 : 360] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_46) begin
        _zz_io_output_payload[375 : 368] = sDesc_newTos;
      end
      if(when_CeMarker_l52_46) begin
        _zz_io_output_payload[375 : 368] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_46) begin
        _zz_io_output_payload[375 : 368] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_47) begin
        _zz_io_output_payload[383 : 376] = sDesc_newTos;
      end
      if(when_CeMarker_l52_47) begin
        _zz_io_output_payload[383 : 376] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_47) begin
        _zz_io_output_payload[383 : 376] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_48) begin
        _zz_io_output_payload[391 : 384] = sDesc_newTos;
      end
      if(when_CeMarker_l52_48) begin
        _zz_io_output_payload[391 : 384] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_48) begin
        _zz_io_output_payload[391 : 384] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_49) begin
        _zz_io_output_payload[399 : 392] = sDesc_newTos;
      end
      if(when_CeMarker_l52_49) begin
        _zz_io_output_payload[399 : 392] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_49) begin
        _zz_io_output_payload[399 : 392] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_50) begin
        _zz_io_output_payload[407 : 400] = sDesc_newTos;
      end
      if(when_CeMarker_l52_50) begin
        _zz_io_output_payload[407 : 400] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_50) begin
        _zz_io_output_payload[407 : 400] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_51) begin
        _zz_io_output_payload[415 : 408] = sDesc_newTos;
      end
      if(when_CeMarker_l52_51) begin
        _zz_io_output_payload[415 : 408] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_51) begin
        _zz_io_output_payload[415 : 408] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_52) begin
        _zz_io_output_payload[423 : 416] = sDesc_newTos;
      end
      if(when_CeMarker_l52_52) begin
        _zz_io_output_payload[423 : 416] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_52) begin
        _zz_io_output_payload[423 : 416] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_53) begin
        _zz_io_output_payload[431 : 424] = sDesc_newTos;
      end
      if(when_CeMarker_l52_53) begin
        _zz_io_output_payload[431 : 424] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_53) begin
        _zz_io_output_payload[431 : 424] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_54) begin
        _zz_io_output_payload[439 : 432] = sDesc_newTos;
      end
      if(when_CeMarker_l52_54) begin
        _zz_io_output_payload[439 : 432] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_54) begin
        _zz_io_output_payload[439 : 432] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_55) begin
        _zz_io_output_payload[447 : 440] = sDesc_newTos;
      end
      if(when_CeMarker_l52_55) begin
        _zz_io_output_payload[447 : 440] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_55) begin
        _zz_io_output_payload[447 : 440] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_56) begin
        _zz_io_output_payload[455 : 448] = sDesc_newTos;
      end
      if(when_CeMarker_l52_56) begin
        _zz_io_output_payload[455 : 448] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_56) begin
        _zz_io_output_payload[455 : 448] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_57) begin
        _zz_io_output_payload[463 : 456] = sDesc_newTos;
      end
      if(when_CeMarker_l52_57) begin
        _zz_io_output_payload[463 : 456] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_57) begin
        _zz_io_output_payload[463 : 456] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_58) begin
        _zz_io_output_payload[471 : 464] = sDesc_newTos;
      end
      if(when_CeMarker_l52_58) begin
        _zz_io_output_payload[471 : 464] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_58) begin
        _zz_io_output_payload[471 : 464] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_59) begin
        _zz_io_output_payload[479 : 472] = sDesc_newTos;
      end
      if(when_CeMarker_l52_59) begin
        _zz_io_output_payload[479 : 472] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_59) begin
        _zz_io_output_payload[479 : 472] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_60) begin
        _zz_io_output_payload[487 : 480] = sDesc_newTos;
      end
      if(when_CeMarker_l52_60) begin
        _zz_io_output_payload[487 : 480] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_60) begin
        _zz_io_output_payload[487 : 480] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_61) begin
        _zz_io_output_payload[495 : 488] = sDesc_newTos;
      end
      if(when_CeMarker_l52_61) begin
        _zz_io_output_payload[495 : 488] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_61) begin
        _zz_io_output_payload[495 : 488] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_62) begin
        _zz_io_output_payload[503 : 496] = sDesc_newTos;
      end
      if(when_CeMarker_l52_62) begin
        _zz_io_output_payload[503 : 496] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_62) begin
        _zz_io_output_payload[503 : 496] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_63) begin
        _zz_io_output_payload[511 : 504] = sDesc_newTos;
      end
      if(when_CeMarker_l52_63) begin
        _zz_io_output_payload[511 : 504] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_63) begin
        _zz_io_output_payload[511 : 504] = sDesc_newCsum[7 : 0];
      end
    end
  end

  assign when_CeMarker_l51 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_1 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_1 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_1 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_2 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_2 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_2 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_3 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_3 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_3 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_4 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_4 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_4 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_5 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_5 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_5 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_6 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_6 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_6 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_7 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_7 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_7 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_8 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_8 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_8 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_9 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_9 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_9 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_10 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_10 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_10 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_11 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_11 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_11 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_12 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_12 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_12 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_13 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_13 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_13 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_14 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_14 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_14 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_15 = (((sIdxIs_0 && (sDesc_l3 == 5'h0e)) || 1'b0) || 1'b0);
  assign when_CeMarker_l52_15 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_15 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_16 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_16 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_16 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_17 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_17 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_17 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_18 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_18 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_18 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_19 = ((1'b0 || (sIdxIs_0 && (sDesc_l3 == 5'h12))) || 1'b0);
  assign when_CeMarker_l52_19 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_19 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_20 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_20 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_20 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_21 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_21 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_21 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_22 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_22 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_22 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_23 = ((1'b0 || 1'b0) || (sIdxIs_0 && (sDesc_l3 == 5'h16)));
  assign when_CeMarker_l52_23 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_23 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_24 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_24 = (sDesc_ipv4 && (((sIdxIs_0 && (sDesc_l3 == 5'h0e)) || 1'b0) || 1'b0));
  assign when_CeMarker_l53_24 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_25 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_25 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_25 = (sDesc_ipv4 && (((sIdxIs_0 && (sDesc_l3 == 5'h0e)) || 1'b0) || 1'b0));
  assign when_CeMarker_l51_26 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_26 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_26 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_27 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_27 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_27 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_28 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_28 = (sDesc_ipv4 && ((1'b0 || (sIdxIs_0 && (sDesc_l3 == 5'h12))) || 1'b0));
  assign when_CeMarker_l53_28 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_29 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_29 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_29 = (sDesc_ipv4 && ((1'b0 || (sIdxIs_0 && (sDesc_l3 == 5'h12))) || 1'b0));
  assign when_CeMarker_l51_30 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_30 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_30 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_31 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_31 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_31 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_32 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_32 = (sDesc_ipv4 && ((1'b0 || 1'b0) || (sIdxIs_0 && (sDesc_l3 == 5'h16))));
  assign when_CeMarker_l53_32 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_33 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_33 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_33 = (sDesc_ipv4 && ((1'b0 || 1'b0) || (sIdxIs_0 && (sDesc_l3 == 5'h16))));
  assign when_CeMarker_l51_34 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_34 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_34 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_35 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_35 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_35 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_36 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_36 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_36 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_37 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_37 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_37 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_38 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_38 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_38 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_39 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_39 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_39 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_40 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_40 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_40 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_41 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_41 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_41 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_42 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_42 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_42 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_43 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_43 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_43 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_44 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_44 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_44 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_45 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_45 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_45 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_46 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_46 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_46 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_47 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_47 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_47 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_48 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_48 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_48 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_49 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_49 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_49 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_50 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_50 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_50 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_51 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_51 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_51 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_52 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_52 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_52 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_53 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_53 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_53 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_54 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_54 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_54 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_55 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_55 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_55 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_56 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_56 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_56 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_57 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_57 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_57 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_58 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_58 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_58 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_59 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_59 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_59 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_60 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_60 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_60 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_61 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_61 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_61 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_62 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_62 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_62 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_63 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_63 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_63 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
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
      sIdxIs_0 <= (io_input_payload_beatIdx == 11'h0);
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
