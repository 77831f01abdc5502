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
  wire                when_CeMarker_l46;
  wire                when_CeMarker_l47;
  wire                when_CeMarker_l48;
  wire                when_CeMarker_l46_1;
  wire                when_CeMarker_l47_1;
  wire                when_CeMarker_l48_1;
  wire                when_CeMarker_l46_2;
  wire                when_CeMarker_l47_2;
  wire                when_CeMarker_l48_2;
  wire                when_CeMarker_l46_3;
  wire                when_CeMarker_l47_3;
  wire                when_CeMarker_l48_3;
  wire                when_CeMarker_l46_4;
  wire                when_CeMarker_l47_4;
  wire                when_CeMarker_l48_4;
  wire                when_CeMarker_l46_5;
  wire                when_CeMarker_l47_5;
  wire                when_CeMarker_l48_5;
  wire                when_CeMarker_l46_6;
  wire                when_CeMarker_l47_6;
  wire                when_CeMarker_l48_6;
  wire                when_CeMarker_l46_7;
  wire                when_CeMarker_l47_7;
  wire                when_CeMarker_l48_7;
  wire                when_CeMarker_l46_8;
  wire                when_CeMarker_l47_8;
  wire                when_CeMarker_l48_8;
  wire                when_CeMarker_l46_9;
  wire                when_CeMarker_l47_9;
  wire                when_CeMarker_l48_9;
  wire                when_CeMarker_l46_10;
  wire                when_CeMarker_l47_10;
  wire                when_CeMarker_l48_10;
  wire                when_CeMarker_l46_11;
  wire                when_CeMarker_l47_11;
  wire                when_CeMarker_l48_11;
  wire                when_CeMarker_l46_12;
  wire                when_CeMarker_l47_12;
  wire                when_CeMarker_l48_12;
  wire                when_CeMarker_l46_13;
  wire                when_CeMarker_l47_13;
  wire                when_CeMarker_l48_13;
  wire                when_CeMarker_l46_14;
  wire                when_CeMarker_l47_14;
  wire                when_CeMarker_l48_14;
  wire                when_CeMarker_l46_15;
  wire                when_CeMarker_l47_15;
  wire                when_CeMarker_l48_15;
  wire                when_CeMarker_l46_16;
  wire                when_CeMarker_l47_16;
  wire                when_CeMarker_l48_16;
  wire                when_CeMarker_l46_17;
  wire                when_CeMarker_l47_17;
  wire                when_CeMarker_l48_17;
  wire                when_CeMarker_l46_18;
  wire                when_CeMarker_l47_18;
  wire                when_CeMarker_l48_18;
  wire                when_CeMarker_l46_19;
  wire                when_CeMarker_l47_19;
  wire                when_CeMarker_l48_19;
  wire                when_CeMarker_l46_20;
  wire                when_CeMarker_l47_20;
  wire                when_CeMarker_l48_20;
  wire                when_CeMarker_l46_21;
  wire                when_CeMarker_l47_21;
  wire                when_CeMarker_l48_21;
  wire                when_CeMarker_l46_22;
  wire                when_CeMarker_l47_22;
  wire                when_CeMarker_l48_22;
  wire                when_CeMarker_l46_23;
  wire                when_CeMarker_l47_23;
  wire                when_CeMarker_l48_23;
  wire                when_CeMarker_l46_24;
  wire                when_CeMarker_l47_24;
  wire                when_CeMarker_l48_24;
  wire                when_CeMarker_l46_25;
  wire                when_CeMarker_l47_25;
  wire                when_CeMarker_l48_25;
  wire                when_CeMarker_l46_26;
  wire                when_CeMarker_l47_26;
  wire                when_CeMarker_l48_26;
  wire                when_CeMarker_l46_27;
  wire                when_CeMarker_l47_27;
  wire                when_CeMarker_l48_27;
  wire                when_CeMarker_l46_28;
  wire                when_CeMarker_l47_28;
  wire                when_CeMarker_l48_28;
  wire                when_CeMarker_l46_29;
  wire                when_CeMarker_l47_29;
  wire                when_CeMarker_l48_29;
  wire                when_CeMarker_l46_30;
  wire                when_CeMarker_l47_30;
  wire                when_CeMarker_l48_30;
  wire                when_CeMarker_l46_31;
  wire                when_CeMarker_l47_31;
  wire                when_CeMarker_l48_31;
  wire                when_CeMarker_l46_32;
  wire                when_CeMarker_l47_32;
  wire                when_CeMarker_l48_32;
  wire                when_CeMarker_l46_33;
  wire                when_CeMarker_l47_33;
  wire                when_CeMarker_l48_33;
  wire                when_CeMarker_l46_34;
  wire                when_CeMarker_l47_34;
  wire                when_CeMarker_l48_34;
  wire                when_CeMarker_l46_35;
  wire                when_CeMarker_l47_35;
  wire                when_CeMarker_l48_35;
  wire                when_CeMarker_l46_36;
  wire                when_CeMarker_l47_36;
  wire                when_CeMarker_l48_36;
  wire                when_CeMarker_l46_37;
  wire                when_CeMarker_l47_37;
  wire                when_CeMarker_l48_37;
  wire                when_CeMarker_l46_38;
  wire                when_CeMarker_l47_38;
  wire                when_CeMarker_l48_38;
  wire                when_CeMarker_l46_39;
  wire                when_CeMarker_l47_39;
  wire                when_CeMarker_l48_39;
  wire                when_CeMarker_l46_40;
  wire                when_CeMarker_l47_40;
  wire                when_CeMarker_l48_40;
  wire                when_CeMarker_l46_41;
  wire                when_CeMarker_l47_41;
  wire                when_CeMarker_l48_41;
  wire                when_CeMarker_l46_42;
  wire                when_CeMarker_l47_42;
  wire                when_CeMarker_l48_42;
  wire                when_CeMarker_l46_43;
  wire                when_CeMarker_l47_43;
  wire                when_CeMarker_l48_43;
  wire                when_CeMarker_l46_44;
  wire                when_CeMarker_l47_44;
  wire                when_CeMarker_l48_44;
  wire                when_CeMarker_l46_45;
  wire                when_CeMarker_l47_45;
  wire                when_CeMarker_l48_45;
  wire                when_CeMarker_l46_46;
  wire                when_CeMarker_l47_46;
  wire                when_CeMarker_l48_46;
  wire                when_CeMarker_l46_47;
  wire                when_CeMarker_l47_47;
  wire                when_CeMarker_l48_47;
  wire                when_CeMarker_l46_48;
  wire                when_CeMarker_l47_48;
  wire                when_CeMarker_l48_48;
  wire                when_CeMarker_l46_49;
  wire                when_CeMarker_l47_49;
  wire                when_CeMarker_l48_49;
  wire                when_CeMarker_l46_50;
  wire                when_CeMarker_l47_50;
  wire                when_CeMarker_l48_50;
  wire                when_CeMarker_l46_51;
  wire                when_CeMarker_l47_51;
  wire                when_CeMarker_l48_51;
  wire                when_CeMarker_l46_52;
  wire                when_CeMarker_l47_52;
  wire                when_CeMarker_l48_52;
  wire                when_CeMarker_l46_53;
  wire                when_CeMarker_l47_53;
  wire                when_CeMarker_l48_53;
  wire                when_CeMarker_l46_54;
  wire                when_CeMarker_l47_54;
  wire                when_CeMarker_l48_54;
  wire                when_CeMarker_l46_55;
  wire                when_CeMarker_l47_55;
  wire                when_CeMarker_l48_55;
  wire                when_CeMarker_l46_56;
  wire                when_CeMarker_l47_56;
  wire                when_CeMarker_l48_56;
  wire                when_CeMarker_l46_57;
  wire                when_CeMarker_l47_57;
  wire                when_CeMarker_l48_57;
  wire                when_CeMarker_l46_58;
  wire                when_CeMarker_l47_58;
  wire                when_CeMarker_l48_58;
  wire                when_CeMarker_l46_59;
  wire                when_CeMarker_l47_59;
  wire                when_CeMarker_l48_59;
  wire                when_CeMarker_l46_60;
  wire                when_CeMarker_l47_60;
  wire                when_CeMarker_l48_60;
  wire                when_CeMarker_l46_61;
  wire                when_CeMarker_l47_61;
  wire                when_CeMarker_l48_61;
  wire                when_CeMarker_l46_62;
  wire                when_CeMarker_l47_62;
  wire                when_CeMarker_l48_62;
  wire                when_CeMarker_l46_63;
  wire                when_CeMarker_l47_63;
  wire                when_CeMarker_l48_63;

  assign io_output_valid = io_input_valid_regNext;
  always @(*) begin
    _zz_io_output_payload = sData;
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46) begin
        _zz_io_output_payload[7 : 0] = sDesc_newTos;
      end
      if(when_CeMarker_l47) begin
        _zz_io_output_payload[7 : 0] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48) begin
        _zz_io_output_payload[7 : 0] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_1) begin
        _zz_io_output_payload[15 : 8] = sDesc_newTos;
      end
      if(when_CeMarker_l47_1) begin
        _zz_io_output_payload[15 : 8] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_1) begin
        _zz_io_output_payload[15 : 8] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_2) begin
        _zz_io_output_payload[23 : 16] = sDesc_newTos;
      end
      if(when_CeMarker_l47_2) begin
        _zz_io_output_payload[23 : 16] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_2) begin
        _zz_io_output_payload[23 : 16] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_3) begin
        _zz_io_output_payload[31 : 24] = sDesc_newTos;
      end
      if(when_CeMarker_l47_3) begin
        _zz_io_output_payload[31 : 24] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_3) begin
        _zz_io_output_payload[31 : 24] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_4) begin
        _zz_io_output_payload[39 : 32] = sDesc_newTos;
      end
      if(when_CeMarker_l47_4) begin
        _zz_io_output_payload[39 : 32] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_4) begin
        _zz_io_output_payload[39 : 32] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_5) begin
        _zz_io_output_payload[47 : 40] = sDesc_newTos;
      end
      if(when_CeMarker_l47_5) begin
        _zz_io_output_payload[47 : 40] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_5) begin
        _zz_io_output_payload[47 : 40] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_6) begin
        _zz_io_output_payload[55 : 48] = sDesc_newTos;
      end
      if(when_CeMarker_l47_6) begin
        _zz_io_output_payload[55 : 48] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_6) begin
        _zz_io_output_payload[55 : 48] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_7) begin
        _zz_io_output_payload[63 : 56] = sDesc_newTos;
      end
      if(when_CeMarker_l47_7) begin
        _zz_io_output_payload[63 : 56] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_7) begin
        _zz_io_output_payload[63 : 56] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_8) begin
        _zz_io_output_payload[71 : 64] = sDesc_newTos;
      end
      if(when_CeMarker_l47_8) begin
        _zz_io_output_payload[71 : 64] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_8) begin
        _zz_io_output_payload[71 : 64] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_9) begin
        _zz_io_output_payload[79 : 72] = sDesc_newTos;
      end
      if(when_CeMarker_l47_9) begin
        _zz_io_output_payload[79 : 72] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_9) begin
        _zz_io_output_payload[79 : 72] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_10) begin
        _zz_io_output_payload[87 : 80] = sDesc_newTos;
      end
      if(when_CeMarker_l47_10) begin
        _zz_io_output_payload[87 : 80] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_10) begin
        _zz_io_output_payload[87 : 80] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_11) begin
        _zz_io_output_payload[95 : 88] = sDesc_newTos;
      end
      if(when_CeMarker_l47_11) begin
        _zz_io_output_payload[95 : 88] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_11) begin
        _zz_io_output_payload[95 : 88] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_12) begin
        _zz_io_output_payload[103 : 96] = sDesc_newTos;
      end
      if(when_CeMarker_l47_12) begin
        _zz_io_output_payload[103 : 96] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_12) begin
        _zz_io_output_payload[103 : 96] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_13) begin
        _zz_io_output_payload[111 : 104] = sDesc_newTos;
      end
      if(when_CeMarker_l47_13) begin
        _zz_io_output_payload[111 : 104] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_13) begin
        _zz_io_output_payload[111 : 104] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_14) begin
        _zz_io_output_payload[119 : 112] = sDesc_newTos;
      end
      if(when_CeMarker_l47_14) begin
        _zz_io_output_payload[119 : 112] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_14) begin
        _zz_io_output_payload[119 : 112] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_15) begin
        _zz_io_output_payload[127 : 120] = sDesc_newTos;
      end
      if(when_CeMarker_l47_15) begin
        _zz_io_output_payload[127 : 120] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_15) begin
        _zz_io_output_payload[127 : 120] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_16) begin
        _zz_io_output_payload[135 : 128] = sDesc_newTos;
      end
      if(when_CeMarker_l47_16) begin
        _zz_io_output_payload[135 : 128] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_16) begin
        _zz_io_output_payload[135 : 128] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_17) begin
        _zz_io_output_payload[143 : 136] = sDesc_newTos;
      end
      if(when_CeMarker_l47_17) begin
        _zz_io_output_payload[143 : 136] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_17) begin
        _zz_io_output_payload[143 : 136] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_18) begin
        _zz_io_output_payload[151 : 144] = sDesc_newTos;
      end
      if(when_CeMarker_l47_18) begin
        _zz_io_output_payload[151 : 144] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_18) begin
        _zz_io_output_payload[151 : 144] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_19) begin
        _zz_io_output_payload[159 : 152] = sDesc_newTos;
      end
      if(when_CeMarker_l47_19) begin
        _zz_io_output_payload[159 : 152] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_19) begin
        _zz_io_output_payload[159 : 152] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_20) begin
        _zz_io_output_payload[167 : 160] = sDesc_newTos;
      end
      if(when_CeMarker_l47_20) begin
        _zz_io_output_payload[167 : 160] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_20) begin
        _zz_io_output_payload[167 : 160] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_21) begin
        _zz_io_output_payload[175 : 168] = sDesc_newTos;
      end
      if(when_CeMarker_l47_21) begin
        _zz_io_output_payload[175 : 168] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_21) begin
        _zz_io_output_payload[175 : 168] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_22) begin
        _zz_io_output_payload[183 : 176] = sDesc_newTos;
      end
      if(when_CeMarker_l47_22) begin
        _zz_io_output_payload[183 : 176] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_22) begin
        _zz_io_output_payload[183 : 176] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_23) begin
        _zz_io_output_payload[191 : 184] = sDesc_newTos;
      end
      if(when_CeMarker_l47_23) begin
        _zz_io_output_payload[191 : 184] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_23) begin
        _zz_io_output_payload[191 : 184] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_24) begin
        _zz_io_output_payload[199 : 192] = sDesc_newTos;
      end
      if(when_CeMarker_l47_24) begin
        _zz_io_output_payload[199 : 192] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_24) begin
        _zz_io_output_payload[199 : 192] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_25) begin
        _zz_io_output_payload[207 : 200] = sDesc_newTos;
      end
      if(when_CeMarker_l47_25) begin
        _zz_io_output_payload[207 : 200] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_25) begin
        _zz_io_output_payload[207 : 200] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_26) begin
        _zz_io_output_payload[215 : 208] = sDesc_newTos;
      end
      if(when_CeMarker_l47_26) begin
        _zz_io_output_payload[215 : 208] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_26) begin
        _zz_io_output_payload[215 : 208] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_27) begin
        _zz_io_output_payload[223 : 216] = sDesc_newTos;
      end
      if(when_CeMarker_l47_27) begin
        _zz_io_output_payload[223 : 216] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_27) begin
        _zz_io_output_payload[223 : 216] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_28) begin
        _zz_io_output_payload[231 : 224] = sDesc_newTos;
      end
      if(when_CeMarker_l47_28) begin
        _zz_io_output_payload[231 : 224] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_28) begin
        _zz_io_output_payload[231 : 224] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_29) begin
        _zz_io_output_payload[239 : 232] = sDesc_newTos;
      end
      if(when_CeMarker_l47_29) begin
        _zz_io_output_payload[239 : 232] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_29) begin
        _zz_io_output_payload[239 : 232] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_30) begin
        _zz_io_output_payload[247 : 240] = sDesc_newTos;
      end
      if(when_CeMarker_l47_30) begin
        _zz_io_output_payload[247 : 240] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_30) begin
        _zz_io_output_payload[247 : 240] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_31) begin
        _zz_io_output_payload[255 : 248] = sDesc_newTos;
      end
      if(when_CeMarker_l47_31) begin
        _zz_io_output_payload[255 : 248] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_31) begin
        _zz_io_output_payload[255 : 248] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_32) begin
        _zz_io_output_payload[263 : 256] = sDesc_newTos;
      end
      if(when_CeMarker_l47_32) begin
        _zz_io_output_payload[263 : 256] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_32) begin
        _zz_io_output_payload[263 : 256] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_33) begin
        _zz_io_output_payload[271 : 264] = sDesc_newTos;
      end
      if(when_CeMarker_l47_33) begin
        _zz_io_output_payload[271 : 264] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_33) begin
        _zz_io_output_payload[271 : 264] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_34) begin
        _zz_io_output_payload[279 : 272] = sDesc_newTos;
      end
      if(when_CeMarker_l47_34) begin
        _zz_io_output_payload[279 : 272] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_34) begin
        _zz_io_output_payload[279 : 272] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_35) begin
        _zz_io_output_payload[287 : 280] = sDesc_newTos;
      end
      if(when_CeMarker_l47_35) begin
        _zz_io_output_payload[287 : 280] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_35) begin
        _zz_io_output_payload[287 : 280] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_36) begin
        _zz_io_output_payload[295 : 288] = sDesc_newTos;
      end
      if(when_CeMarker_l47_36) begin
        _zz_io_output_payload[295 : 288] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_36) begin
        _zz_io_output_payload[295 : 288] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_37) begin
        _zz_io_output_payload[303 : 296] = sDesc_newTos;
      end
      if(when_CeMarker_l47_37) begin
        _zz_io_output_payload[303 : 296] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_37) begin
        _zz_io_output_payload[303 : 296] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_38) begin
        _zz_io_output_payload[311 : 304] = sDesc_newTos;
      end
      if(when_CeMarker_l47_38) begin
        _zz_io_output_payload[311 : 304] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_38) begin
        _zz_io_output_payload[311 : 304] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_39) begin
        _zz_io_output_payload[319 : 312] = sDesc_newTos;
      end
      if(when_CeMarker_l47_39) begin
        _zz_io_output_payload[319 : 312] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_39) begin
        _zz_io_output_payload[319 : 312] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_40) begin
        _zz_io_output_payload[327 : 320] = sDesc_newTos;
      end
      if(when_CeMarker_l47_40) begin
        _zz_io_output_payload[327 : 320] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_40) begin
        _zz_io_output_payload[327 : 320] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_41) begin
        _zz_io_output_payload[335 : 328] = sDesc_newTos;
      end
      if(when_CeMarker_l47_41) begin
        _zz_io_output_payload[335 : 328] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_41) begin
        _zz_io_output_payload[335 : 328] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_42) begin
        _zz_io_output_payload[343 : 336] = sDesc_newTos;
      end
      if(when_CeMarker_l47_42) begin
        _zz_io_output_payload[343 : 336] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_42) begin
        _zz_io_output_payload[343 : 336] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_43) begin
        _zz_io_output_payload[351 : 344] = sDesc_newTos;
      end
      if(when_CeMarker_l47_43) begin
        _zz_io_output_payload[351 : 344] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_43) begin
        _zz_io_output_payload[351 : 344] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_44) begin
        _zz_io_output_payload[359 : 352] = sDesc_newTos;
      end
      if(when_CeMarker_l47_44) begin
        _zz_io_output_payload[359 : 352] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_44) begin
        _zz_io_output_payload[359 : 352] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_45) begin
        _zz_io_output_payload[367 : 360] = sDesc_newTos;
      end
      if(when_CeMarker_l47_45) begin
        _zz_io_output_payload[367 : 360] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_45) begin
        _zz_io_output_payload[367 : 360] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_46) begin
        _zz_io_output_payload[375 : 368] = sDesc_newTos;
      end
      if(when_CeMarker_l47_46) begin
        _zz_io_output_payload[375 : 368] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_46) begin
        _zz_io_output_payload[375 : 368] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_47) begin
        _zz_io_output_payload[383 : 376] = sDesc_newTos;
      end
      if(when_CeMarker_l47_47) begin
        _zz_io_output_payload[383 : 376] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_47) begin
        _zz_io_output_payload[383 : 376] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_48) begin
        _zz_io_output_payload[391 : 384] = sDesc_newTos;
      end
      if(when_CeMarker_l47_48) begin
        _zz_io_output_payload[391 : 384] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_48) begin
        _zz_io_output_payload[391 : 384] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_49) begin
        _zz_io_output_payload[399 : 392] = sDesc_newTos;
      end
      if(when_CeMarker_l47_49) begin
        _zz_io_output_payload[399 : 392] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_49) begin
        _zz_io_output_payload[399 : 392] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_50) begin
        _zz_io_output_payload[407 : 400] = sDesc_newTos;
      end
      if(when_CeMarker_l47_50) begin
        _zz_io_output_payload[407 : 400] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_50) begin
        _zz_io_output_payload[407 : 400] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_51) begin
        _zz_io_output_payload[415 : 408] = sDesc_newTos;
      end
      if(when_CeMarker_l47_51) begin
        _zz_io_output_payload[415 : 408] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_51) begin
        _zz_io_output_payload[415 : 408] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_52) begin
        _zz_io_output_payload[423 : 416] = sDesc_newTos;
      end
      if(when_CeMarker_l47_52) begin
        _zz_io_output_payload[423 : 416] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_52) begin
        _zz_io_output_payload[423 : 416] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_53) begin
        _zz_io_output_payload[431 : 424] = sDesc_newTos;
      end
      if(when_CeMarker_l47_53) begin
        _zz_io_output_payload[431 : 424] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_53) begin
        _zz_io_output_payload[431 : 424] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_54) begin
        _zz_io_output_payload[439 : 432] = sDesc_newTos;
      end
      if(when_CeMarker_l47_54) begin
        _zz_io_output_payload[439 : 432] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_54) begin
        _zz_io_output_payload[439 : 432] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_55) begin
        _zz_io_output_payload[447 : 440] = sDesc_newTos;
      end
      if(when_CeMarker_l47_55) begin
        _zz_io_output_payload[447 : 440] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_55) begin
        _zz_io_output_payload[447 : 440] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_56) begin
        _zz_io_output_payload[455 : 448] = sDesc_newTos;
      end
      if(when_CeMarker_l47_56) begin
        _zz_io_output_payload[455 : 448] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_56) begin
        _zz_io_output_payload[455 : 448] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_57) begin
        _zz_io_output_payload[463 : 456] = sDesc_newTos;
      end
      if(when_CeMarker_l47_57) begin
        _zz_io_output_payload[463 : 456] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_57) begin
        _zz_io_output_payload[463 : 456] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_58) begin
        _zz_io_output_payload[471 : 464] = sDesc_newTos;
      end
      if(when_CeMarker_l47_58) begin
        _zz_io_output_payload[471 : 464] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_58) begin
        _zz_io_output_payload[471 : 464] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_59) begin
        _zz_io_output_payload[479 : 472] = sDesc_newTos;
      end
      if(when_CeMarker_l47_59) begin
        _zz_io_output_payload[479 : 472] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_59) begin
        _zz_io_output_payload[479 : 472] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_60) begin
        _zz_io_output_payload[487 : 480] = sDesc_newTos;
      end
      if(when_CeMarker_l47_60) begin
        _zz_io_output_payload[487 : 480] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_60) begin
        _zz_io_output_payload[487 : 480] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_61) begin
        _zz_io_output_payload[495 : 488] = sDesc_newTos;
      end
      if(when_CeMarker_l47_61) begin
        _zz_io_output_payload[495 : 488] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_61) begin
        _zz_io_output_payload[495 : 488] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_62) begin
        _zz_io_output_payload[503 : 496] = sDesc_newTos;
      end
      if(when_CeMarker_l47_62) begin
        _zz_io_output_payload[503 : 496] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_62) begin
        _zz_io_output_payload[503 : 496] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l46_63) begin
        _zz_io_output_payload[511 : 504] = sDesc_newTos;
      end
      if(when_CeMarker_l47_63) begin
        _zz_io_output_payload[511 : 504] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l48_63) begin
        _zz_io_output_payload[511 : 504] = sDesc_newCsum[7 : 0];
      end
    end
  end

  assign when_CeMarker_l46 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_1 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_1 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_1 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_2 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_2 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_2 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_3 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_3 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_3 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_4 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_4 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_4 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_5 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_5 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_5 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_6 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_6 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_6 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_7 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_7 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_7 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_8 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_8 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_8 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_9 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_9 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_9 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_10 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_10 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_10 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_11 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_11 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_11 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_12 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_12 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_12 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_13 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_13 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_13 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_14 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_14 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_14 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_15 = (((sIdxIs_0 && (sDesc_l3 == 5'h0e)) || 1'b0) || 1'b0);
  assign when_CeMarker_l47_15 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_15 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_16 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_16 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_16 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_17 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_17 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_17 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_18 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_18 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_18 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_19 = ((1'b0 || (sIdxIs_0 && (sDesc_l3 == 5'h12))) || 1'b0);
  assign when_CeMarker_l47_19 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_19 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_20 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_20 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_20 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_21 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_21 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_21 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_22 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_22 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_22 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_23 = ((1'b0 || 1'b0) || (sIdxIs_0 && (sDesc_l3 == 5'h16)));
  assign when_CeMarker_l47_23 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_23 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_24 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_24 = (sDesc_ipv4 && (((sIdxIs_0 && (sDesc_l3 == 5'h0e)) || 1'b0) || 1'b0));
  assign when_CeMarker_l48_24 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_25 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_25 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_25 = (sDesc_ipv4 && (((sIdxIs_0 && (sDesc_l3 == 5'h0e)) || 1'b0) || 1'b0));
  assign when_CeMarker_l46_26 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_26 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_26 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_27 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_27 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_27 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_28 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_28 = (sDesc_ipv4 && ((1'b0 || (sIdxIs_0 && (sDesc_l3 == 5'h12))) || 1'b0));
  assign when_CeMarker_l48_28 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_29 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_29 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_29 = (sDesc_ipv4 && ((1'b0 || (sIdxIs_0 && (sDesc_l3 == 5'h12))) || 1'b0));
  assign when_CeMarker_l46_30 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_30 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_30 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_31 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_31 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_31 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_32 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_32 = (sDesc_ipv4 && ((1'b0 || 1'b0) || (sIdxIs_0 && (sDesc_l3 == 5'h16))));
  assign when_CeMarker_l48_32 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_33 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_33 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_33 = (sDesc_ipv4 && ((1'b0 || 1'b0) || (sIdxIs_0 && (sDesc_l3 == 5'h16))));
  assign when_CeMarker_l46_34 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_34 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_34 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_35 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_35 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_35 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_36 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_36 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_36 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_37 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_37 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_37 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_38 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_38 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_38 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_39 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_39 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_39 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_40 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_40 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_40 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_41 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_41 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_41 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_42 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_42 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_42 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_43 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_43 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_43 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_44 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_44 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_44 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_45 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_45 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_45 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_46 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_46 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_46 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_47 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_47 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_47 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_48 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_48 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_48 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_49 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_49 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_49 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_50 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_50 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_50 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_51 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_51 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_51 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_52 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_52 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_52 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_53 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_53 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_53 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_54 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_54 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_54 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_55 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_55 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_55 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_56 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_56 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_56 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_57 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_57 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_57 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_58 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_58 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_58 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_59 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_59 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_59 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_60 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_60 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_60 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_61 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_61 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_61 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_62 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_62 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_62 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l46_63 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l47_63 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l48_63 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
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
