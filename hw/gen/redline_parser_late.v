// Generator : SpinalHDL v1.14.2    git head : 78f29dc66110fc099a777992b6daa2f803ab445e
// Component : redline_parser_late

`timescale 1ns/1ps

module redline_parser_late (
  input  wire          io_input_valid,
  input  wire [271:0]  io_input_payload_hdr,
  input  wire [15:0]   io_input_payload_len,
  output wire          io_result_valid,
  output wire          io_result_payload_ipv4,
  output wire          io_result_payload_ipv6,
  output wire [4:0]    io_result_payload_l3,
  output wire [1:0]    io_result_payload_ecn,
  output wire          io_result_payload_canCe,
  output wire          io_result_payload_rewrite,
  output wire [7:0]    io_result_payload_newTos,
  output wire [15:0]   io_result_payload_newCsum,
  input  wire          clk,
  input  wire          reset
);

  wire       [16:0]   _zz__zz_io_result_payload_newCsum_2;
  wire       [15:0]   _zz__zz_io_result_payload_newCsum_2_1;
  wire       [16:0]   _zz__zz_io_result_payload_newCsum_5;
  wire       [15:0]   _zz__zz_io_result_payload_newCsum_5_1;
  wire       [16:0]   _zz__zz_io_result_payload_newCsum_8;
  wire       [15:0]   _zz__zz_io_result_payload_newCsum_8_1;
  wire                _zz__zz_io_result_payload_ecn_21;
  wire                _zz__zz_io_result_payload_ecn_21_1;
  wire                _zz__zz_io_result_payload_ecn_21_2;
  wire                _zz__zz_io_result_payload_ecn_21_3;
  wire                _zz__zz_io_result_payload_ecn_21_4;
  wire                _zz__zz_io_result_payload_ecn_21_5;
  wire                _zz__zz_io_result_payload_ecn_21_6;
  wire                _zz__zz_io_result_payload_ecn_21_7;
  wire                _zz__zz_io_result_payload_ecn_21_8;
  wire                _zz__zz_io_result_payload_ecn_21_9;
  wire                _zz__zz_io_result_payload_ecn_21_10;
  wire                _zz__zz_io_result_payload_ecn_21_11;
  wire                _zz__zz_io_result_payload_ecn_21_12;
  wire                _zz__zz_io_result_payload_ecn_21_13;
  wire       [1:0]    _zz__zz_io_result_payload_canCe;
  wire       [1:0]    _zz__zz_io_result_payload_canCe_1;
  wire       [1:0]    _zz__zz_io_result_payload_canCe_2;
  wire       [1:0]    _zz__zz_io_result_payload_canCe_3;
  wire                _zz__zz_io_result_payload_rewrite;
  wire                _zz__zz_io_result_payload_rewrite_1;
  wire                _zz__zz_io_result_payload_rewrite_2;
  wire                _zz__zz_io_result_payload_rewrite_3;
  wire                _zz__zz_io_result_payload_rewrite_4;
  wire                _zz__zz_io_result_payload_rewrite_5;
  wire                _zz__zz_io_result_payload_rewrite_6;
  wire                _zz__zz_io_result_payload_rewrite_7;
  wire       [16:0]   _zz__zz_io_result_payload_newCsum_9;
  wire       [16:0]   _zz__zz_io_result_payload_newCsum_9_1;
  wire       [15:0]   _zz__zz_io_result_payload_newCsum_9_2;
  wire       [16:0]   _zz__zz_io_result_payload_newCsum_9_3;
  wire       [16:0]   _zz__zz_io_result_payload_newCsum_9_4;
  wire       [15:0]   _zz__zz_io_result_payload_newCsum_9_5;
  wire       [16:0]   _zz__zz_io_result_payload_newCsum_9_6;
  wire       [16:0]   _zz__zz_io_result_payload_newCsum_9_7;
  wire       [15:0]   _zz__zz_io_result_payload_newCsum_9_8;
  wire       [7:0]    hdrIn_0;
  wire       [7:0]    hdrIn_1;
  wire       [7:0]    hdrIn_2;
  wire       [7:0]    hdrIn_3;
  wire       [7:0]    hdrIn_4;
  wire       [7:0]    hdrIn_5;
  wire       [7:0]    hdrIn_6;
  wire       [7:0]    hdrIn_7;
  wire       [7:0]    hdrIn_8;
  wire       [7:0]    hdrIn_9;
  wire       [7:0]    hdrIn_10;
  wire       [7:0]    hdrIn_11;
  wire       [7:0]    hdrIn_12;
  wire       [7:0]    hdrIn_13;
  wire       [7:0]    hdrIn_14;
  wire       [7:0]    hdrIn_15;
  wire       [7:0]    hdrIn_16;
  wire       [7:0]    hdrIn_17;
  wire       [7:0]    hdrIn_18;
  wire       [7:0]    hdrIn_19;
  wire       [7:0]    hdrIn_20;
  wire       [7:0]    hdrIn_21;
  wire       [7:0]    hdrIn_22;
  wire       [7:0]    hdrIn_23;
  wire       [7:0]    hdrIn_24;
  wire       [7:0]    hdrIn_25;
  wire       [7:0]    hdrIn_26;
  wire       [7:0]    hdrIn_27;
  wire       [7:0]    hdrIn_28;
  wire       [7:0]    hdrIn_29;
  wire       [7:0]    hdrIn_30;
  wire       [7:0]    hdrIn_31;
  wire       [7:0]    hdrIn_32;
  wire       [7:0]    hdrIn_33;
  reg        [7:0]    hdrIn_regNext_0;
  reg        [7:0]    hdrIn_regNext_1;
  reg        [7:0]    hdrIn_regNext_2;
  reg        [7:0]    hdrIn_regNext_3;
  reg        [7:0]    hdrIn_regNext_4;
  reg        [7:0]    hdrIn_regNext_5;
  reg        [7:0]    hdrIn_regNext_6;
  reg        [7:0]    hdrIn_regNext_7;
  reg        [7:0]    hdrIn_regNext_8;
  reg        [7:0]    hdrIn_regNext_9;
  reg        [7:0]    hdrIn_regNext_10;
  reg        [7:0]    hdrIn_regNext_11;
  reg        [7:0]    hdrIn_regNext_12;
  reg        [7:0]    hdrIn_regNext_13;
  reg        [7:0]    hdrIn_regNext_14;
  reg        [7:0]    hdrIn_regNext_15;
  reg        [7:0]    hdrIn_regNext_16;
  reg        [7:0]    hdrIn_regNext_17;
  reg        [7:0]    hdrIn_regNext_18;
  reg        [7:0]    hdrIn_regNext_19;
  reg        [7:0]    hdrIn_regNext_20;
  reg        [7:0]    hdrIn_regNext_21;
  reg        [7:0]    hdrIn_regNext_22;
  reg        [7:0]    hdrIn_regNext_23;
  reg        [7:0]    hdrIn_regNext_24;
  reg        [7:0]    hdrIn_regNext_25;
  reg        [7:0]    hdrIn_regNext_26;
  reg        [7:0]    hdrIn_regNext_27;
  reg        [7:0]    hdrIn_regNext_28;
  reg        [7:0]    hdrIn_regNext_29;
  reg        [7:0]    hdrIn_regNext_30;
  reg        [7:0]    hdrIn_regNext_31;
  reg        [7:0]    hdrIn_regNext_32;
  reg        [7:0]    hdrIn_regNext_33;
  reg                 io_input_valid_regNext;
  wire                _zz_io_result_payload_ipv4;
  wire       [15:0]   _zz_io_result_payload_l3;
  reg                 _zz_io_result_payload_l3_1;
  wire       [15:0]   _zz_io_result_payload_l3_2;
  reg                 _zz_io_result_payload_l3_3;
  wire                _zz_io_result_payload_l3_4;
  wire       [15:0]   _zz_io_result_payload_ipv6;
  reg                 _zz_io_result_payload_ipv6_1;
  wire                _zz_io_result_payload_ipv6_2;
  wire                _zz_io_result_payload_ipv6_3;
  wire                _zz_io_result_payload_ipv6_4;
  wire       [15:0]   _zz_io_result_payload_ipv6_5;
  reg                 _zz_io_result_payload_ecn;
  reg                 _zz_io_result_payload_ecn_1;
  reg                 _zz_io_result_payload_ecn_2;
  reg                 _zz_io_result_payload_ecn_3;
  wire                _zz_io_result_payload_ecn_4;
  reg                 _zz_io_result_payload_ipv6_6;
  reg                 _zz_io_result_payload_ipv6_7;
  reg                 _zz_io_result_payload_ipv6_8;
  wire                _zz_io_result_payload_ipv6_9;
  wire       [1:0]    _zz_io_result_payload_ecn_5;
  wire       [1:0]    _zz_io_result_payload_ecn_6;
  wire       [15:0]   _zz_io_result_payload_newCsum;
  wire                _zz_io_result_payload_newCsum_1;
  wire       [16:0]   _zz_io_result_payload_newCsum_2;
  wire       [15:0]   _zz_io_result_payload_ipv6_10;
  reg                 _zz_io_result_payload_ecn_7;
  reg                 _zz_io_result_payload_ecn_8;
  reg                 _zz_io_result_payload_ecn_9;
  reg                 _zz_io_result_payload_ecn_10;
  wire                _zz_io_result_payload_ecn_11;
  reg                 _zz_io_result_payload_ipv6_11;
  reg                 _zz_io_result_payload_ipv6_12;
  reg                 _zz_io_result_payload_ipv6_13;
  wire                _zz_io_result_payload_ipv6_14;
  wire       [1:0]    _zz_io_result_payload_ecn_12;
  wire       [1:0]    _zz_io_result_payload_ecn_13;
  wire       [15:0]   _zz_io_result_payload_newCsum_3;
  wire                _zz_io_result_payload_newCsum_4;
  wire       [16:0]   _zz_io_result_payload_newCsum_5;
  wire       [15:0]   _zz_io_result_payload_ipv6_15;
  reg                 _zz_io_result_payload_ecn_14;
  reg                 _zz_io_result_payload_ecn_15;
  reg                 _zz_io_result_payload_ecn_16;
  reg                 _zz_io_result_payload_ecn_17;
  wire                _zz_io_result_payload_ecn_18;
  reg                 _zz_io_result_payload_ipv6_16;
  reg                 _zz_io_result_payload_ipv6_17;
  reg                 _zz_io_result_payload_ipv6_18;
  wire                _zz_io_result_payload_ipv6_19;
  wire       [1:0]    _zz_io_result_payload_ecn_19;
  wire       [1:0]    _zz_io_result_payload_ecn_20;
  wire       [15:0]   _zz_io_result_payload_newCsum_6;
  wire                _zz_io_result_payload_newCsum_7;
  wire       [16:0]   _zz_io_result_payload_newCsum_8;
  wire       [7:0]    _zz_io_result_payload_newTos;
  reg                 io_input_valid_regNext_regNext;
  reg                 _zz_io_result_payload_ipv4_1;
  reg                 _zz_io_result_payload_ipv6_20;
  reg        [4:0]    _zz_io_result_payload_l3_5;
  reg        [1:0]    _zz_io_result_payload_ecn_21;
  reg                 _zz_io_result_payload_canCe;
  reg                 _zz_io_result_payload_rewrite;
  reg        [7:0]    _zz_io_result_payload_newTos_1;
  reg        [15:0]   _zz_io_result_payload_newCsum_9;

  assign _zz__zz_io_result_payload_newCsum_2_1 = _zz_io_result_payload_newCsum;
  assign _zz__zz_io_result_payload_newCsum_2 = {1'd0, _zz__zz_io_result_payload_newCsum_2_1};
  assign _zz__zz_io_result_payload_newCsum_5_1 = _zz_io_result_payload_newCsum_3;
  assign _zz__zz_io_result_payload_newCsum_5 = {1'd0, _zz__zz_io_result_payload_newCsum_5_1};
  assign _zz__zz_io_result_payload_newCsum_8_1 = _zz_io_result_payload_newCsum_6;
  assign _zz__zz_io_result_payload_newCsum_8 = {1'd0, _zz__zz_io_result_payload_newCsum_8_1};
  assign _zz__zz_io_result_payload_newCsum_9 = (_zz__zz_io_result_payload_newCsum_9_1 + (_zz_io_result_payload_newCsum_7 ? 17'h0fffe : 17'h0ffff));
  assign _zz__zz_io_result_payload_newCsum_9_2 = _zz_io_result_payload_newCsum_6;
  assign _zz__zz_io_result_payload_newCsum_9_1 = {1'd0, _zz__zz_io_result_payload_newCsum_9_2};
  assign _zz__zz_io_result_payload_newCsum_9_3 = (_zz__zz_io_result_payload_newCsum_9_4 + (_zz_io_result_payload_newCsum_4 ? 17'h0fffe : 17'h0ffff));
  assign _zz__zz_io_result_payload_newCsum_9_5 = _zz_io_result_payload_newCsum_3;
  assign _zz__zz_io_result_payload_newCsum_9_4 = {1'd0, _zz__zz_io_result_payload_newCsum_9_5};
  assign _zz__zz_io_result_payload_newCsum_9_6 = (_zz__zz_io_result_payload_newCsum_9_7 + (_zz_io_result_payload_newCsum_1 ? 17'h0fffe : 17'h0ffff));
  assign _zz__zz_io_result_payload_newCsum_9_8 = _zz_io_result_payload_newCsum;
  assign _zz__zz_io_result_payload_newCsum_9_7 = {1'd0, _zz__zz_io_result_payload_newCsum_9_8};
  assign _zz__zz_io_result_payload_ecn_21 = ((_zz_io_result_payload_ipv6_2 && (_zz_io_result_payload_ecn_4 && _zz__zz_io_result_payload_ecn_21_1)) || (_zz_io_result_payload_ipv6_3 && (_zz_io_result_payload_ecn_11 && _zz__zz_io_result_payload_ecn_21_2)));
  assign _zz__zz_io_result_payload_ecn_21_3 = (_zz_io_result_payload_ipv6_4 && (_zz_io_result_payload_ecn_18 && _zz_io_result_payload_ecn_19[0]));
  assign _zz__zz_io_result_payload_ecn_21_4 = ((_zz_io_result_payload_ipv6_2 && (_zz_io_result_payload_ecn_4 && _zz__zz_io_result_payload_ecn_21_5)) || (_zz_io_result_payload_ipv6_3 && (_zz_io_result_payload_ecn_11 && _zz__zz_io_result_payload_ecn_21_6)));
  assign _zz__zz_io_result_payload_ecn_21_7 = (_zz_io_result_payload_ipv6_4 && (_zz_io_result_payload_ecn_18 && _zz_io_result_payload_ecn_19[1]));
  assign _zz__zz_io_result_payload_ecn_21_8 = (_zz_io_result_payload_ipv6_2 && (_zz_io_result_payload_ipv6_9 && _zz_io_result_payload_ecn_6[0]));
  assign _zz__zz_io_result_payload_ecn_21_9 = (_zz_io_result_payload_ipv6_3 && (_zz_io_result_payload_ipv6_14 && _zz_io_result_payload_ecn_13[0]));
  assign _zz__zz_io_result_payload_ecn_21_10 = (_zz_io_result_payload_ipv6_19 && _zz_io_result_payload_ecn_20[0]);
  assign _zz__zz_io_result_payload_ecn_21_11 = (_zz_io_result_payload_ipv6_9 && _zz_io_result_payload_ecn_6[1]);
  assign _zz__zz_io_result_payload_ecn_21_12 = (_zz_io_result_payload_ipv6_14 && _zz_io_result_payload_ecn_13[1]);
  assign _zz__zz_io_result_payload_ecn_21_13 = _zz_io_result_payload_ecn_20[1];
  assign _zz__zz_io_result_payload_ecn_21_1 = _zz_io_result_payload_ecn_5[0];
  assign _zz__zz_io_result_payload_ecn_21_2 = _zz_io_result_payload_ecn_12[0];
  assign _zz__zz_io_result_payload_ecn_21_5 = _zz_io_result_payload_ecn_5[1];
  assign _zz__zz_io_result_payload_ecn_21_6 = _zz_io_result_payload_ecn_12[1];
  assign _zz__zz_io_result_payload_canCe = 2'b00;
  assign _zz__zz_io_result_payload_canCe_1 = 2'b00;
  assign _zz__zz_io_result_payload_canCe_2 = 2'b00;
  assign _zz__zz_io_result_payload_canCe_3 = 2'b00;
  assign _zz__zz_io_result_payload_rewrite = _zz_io_result_payload_ecn_5[0];
  assign _zz__zz_io_result_payload_rewrite_1 = _zz_io_result_payload_ecn_5[1];
  assign _zz__zz_io_result_payload_rewrite_2 = _zz_io_result_payload_ecn_6[0];
  assign _zz__zz_io_result_payload_rewrite_3 = _zz_io_result_payload_ecn_6[1];
  assign _zz__zz_io_result_payload_rewrite_4 = _zz_io_result_payload_ecn_12[0];
  assign _zz__zz_io_result_payload_rewrite_5 = _zz_io_result_payload_ecn_12[1];
  assign _zz__zz_io_result_payload_rewrite_6 = _zz_io_result_payload_ecn_13[0];
  assign _zz__zz_io_result_payload_rewrite_7 = _zz_io_result_payload_ecn_13[1];
  assign hdrIn_0 = io_input_payload_hdr[7 : 0];
  assign hdrIn_1 = io_input_payload_hdr[15 : 8];
  assign hdrIn_2 = io_input_payload_hdr[23 : 16];
  assign hdrIn_3 = io_input_payload_hdr[31 : 24];
  assign hdrIn_4 = io_input_payload_hdr[39 : 32];
  assign hdrIn_5 = io_input_payload_hdr[47 : 40];
  assign hdrIn_6 = io_input_payload_hdr[55 : 48];
  assign hdrIn_7 = io_input_payload_hdr[63 : 56];
  assign hdrIn_8 = io_input_payload_hdr[71 : 64];
  assign hdrIn_9 = io_input_payload_hdr[79 : 72];
  assign hdrIn_10 = io_input_payload_hdr[87 : 80];
  assign hdrIn_11 = io_input_payload_hdr[95 : 88];
  assign hdrIn_12 = io_input_payload_hdr[103 : 96];
  assign hdrIn_13 = io_input_payload_hdr[111 : 104];
  assign hdrIn_14 = io_input_payload_hdr[119 : 112];
  assign hdrIn_15 = io_input_payload_hdr[127 : 120];
  assign hdrIn_16 = io_input_payload_hdr[135 : 128];
  assign hdrIn_17 = io_input_payload_hdr[143 : 136];
  assign hdrIn_18 = io_input_payload_hdr[151 : 144];
  assign hdrIn_19 = io_input_payload_hdr[159 : 152];
  assign hdrIn_20 = io_input_payload_hdr[167 : 160];
  assign hdrIn_21 = io_input_payload_hdr[175 : 168];
  assign hdrIn_22 = io_input_payload_hdr[183 : 176];
  assign hdrIn_23 = io_input_payload_hdr[191 : 184];
  assign hdrIn_24 = io_input_payload_hdr[199 : 192];
  assign hdrIn_25 = io_input_payload_hdr[207 : 200];
  assign hdrIn_26 = io_input_payload_hdr[215 : 208];
  assign hdrIn_27 = io_input_payload_hdr[223 : 216];
  assign hdrIn_28 = io_input_payload_hdr[231 : 224];
  assign hdrIn_29 = io_input_payload_hdr[239 : 232];
  assign hdrIn_30 = io_input_payload_hdr[247 : 240];
  assign hdrIn_31 = io_input_payload_hdr[255 : 248];
  assign hdrIn_32 = io_input_payload_hdr[263 : 256];
  assign hdrIn_33 = io_input_payload_hdr[271 : 264];
  assign _zz_io_result_payload_l3 = {hdrIn_12,hdrIn_13};
  assign _zz_io_result_payload_l3_2 = {hdrIn_16,hdrIn_17};
  assign _zz_io_result_payload_l3_4 = (_zz_io_result_payload_l3_1 && _zz_io_result_payload_l3_3);
  assign _zz_io_result_payload_ipv6 = {hdrIn_20,hdrIn_21};
  assign _zz_io_result_payload_ipv6_2 = (! _zz_io_result_payload_l3_1);
  assign _zz_io_result_payload_ipv6_3 = (_zz_io_result_payload_l3_1 && (! _zz_io_result_payload_l3_4));
  assign _zz_io_result_payload_ipv6_4 = (_zz_io_result_payload_l3_4 && (! (_zz_io_result_payload_l3_4 && _zz_io_result_payload_ipv6_1)));
  assign _zz_io_result_payload_ipv6_5 = {hdrIn_12,hdrIn_13};
  assign _zz_io_result_payload_ecn_4 = (((_zz_io_result_payload_ecn && _zz_io_result_payload_ecn_1) && _zz_io_result_payload_ecn_2) && _zz_io_result_payload_ecn_3);
  assign _zz_io_result_payload_ipv6_9 = ((_zz_io_result_payload_ipv6_6 && _zz_io_result_payload_ipv6_7) && _zz_io_result_payload_ipv6_8);
  assign _zz_io_result_payload_ecn_5 = hdrIn_regNext_15[1 : 0];
  assign _zz_io_result_payload_ecn_6 = hdrIn_regNext_15[5 : 4];
  assign _zz_io_result_payload_newCsum = {hdrIn_regNext_24,hdrIn_regNext_25};
  assign _zz_io_result_payload_newCsum_1 = (_zz_io_result_payload_ecn_5 == 2'b01);
  assign _zz_io_result_payload_newCsum_2 = (_zz__zz_io_result_payload_newCsum_2 + (_zz_io_result_payload_newCsum_1 ? 17'h0fffd : 17'h0fffe));
  assign _zz_io_result_payload_ipv6_10 = {hdrIn_16,hdrIn_17};
  assign _zz_io_result_payload_ecn_11 = (((_zz_io_result_payload_ecn_7 && _zz_io_result_payload_ecn_8) && _zz_io_result_payload_ecn_9) && _zz_io_result_payload_ecn_10);
  assign _zz_io_result_payload_ipv6_14 = ((_zz_io_result_payload_ipv6_11 && _zz_io_result_payload_ipv6_12) && _zz_io_result_payload_ipv6_13);
  assign _zz_io_result_payload_ecn_12 = hdrIn_regNext_19[1 : 0];
  assign _zz_io_result_payload_ecn_13 = hdrIn_regNext_19[5 : 4];
  assign _zz_io_result_payload_newCsum_3 = {hdrIn_regNext_28,hdrIn_regNext_29};
  assign _zz_io_result_payload_newCsum_4 = (_zz_io_result_payload_ecn_12 == 2'b01);
  assign _zz_io_result_payload_newCsum_5 = (_zz__zz_io_result_payload_newCsum_5 + (_zz_io_result_payload_newCsum_4 ? 17'h0fffd : 17'h0fffe));
  assign _zz_io_result_payload_ipv6_15 = {hdrIn_20,hdrIn_21};
  assign _zz_io_result_payload_ecn_18 = (((_zz_io_result_payload_ecn_14 && _zz_io_result_payload_ecn_15) && _zz_io_result_payload_ecn_16) && _zz_io_result_payload_ecn_17);
  assign _zz_io_result_payload_ipv6_19 = ((_zz_io_result_payload_ipv6_16 && _zz_io_result_payload_ipv6_17) && _zz_io_result_payload_ipv6_18);
  assign _zz_io_result_payload_ecn_19 = hdrIn_regNext_23[1 : 0];
  assign _zz_io_result_payload_ecn_20 = hdrIn_regNext_23[5 : 4];
  assign _zz_io_result_payload_newCsum_6 = {hdrIn_regNext_32,hdrIn_regNext_33};
  assign _zz_io_result_payload_newCsum_7 = (_zz_io_result_payload_ecn_19 == 2'b01);
  assign _zz_io_result_payload_newCsum_8 = (_zz__zz_io_result_payload_newCsum_8 + (_zz_io_result_payload_newCsum_7 ? 17'h0fffd : 17'h0fffe));
  assign _zz_io_result_payload_ipv4 = (((_zz_io_result_payload_ipv6_2 && _zz_io_result_payload_ecn_4) || (_zz_io_result_payload_ipv6_3 && _zz_io_result_payload_ecn_11)) || (_zz_io_result_payload_ipv6_4 && _zz_io_result_payload_ecn_18));
  assign _zz_io_result_payload_newTos = (_zz_io_result_payload_l3_4 ? hdrIn_regNext_23 : (_zz_io_result_payload_l3_1 ? hdrIn_regNext_19 : hdrIn_regNext_15));
  assign io_result_valid = io_input_valid_regNext_regNext;
  assign io_result_payload_ipv4 = _zz_io_result_payload_ipv4_1;
  assign io_result_payload_ipv6 = _zz_io_result_payload_ipv6_20;
  assign io_result_payload_l3 = _zz_io_result_payload_l3_5;
  assign io_result_payload_ecn = _zz_io_result_payload_ecn_21;
  assign io_result_payload_canCe = _zz_io_result_payload_canCe;
  assign io_result_payload_rewrite = _zz_io_result_payload_rewrite;
  assign io_result_payload_newTos = _zz_io_result_payload_newTos_1;
  assign io_result_payload_newCsum = _zz_io_result_payload_newCsum_9;
  always @(posedge clk) begin
    hdrIn_regNext_0 <= hdrIn_0;
    hdrIn_regNext_1 <= hdrIn_1;
    hdrIn_regNext_2 <= hdrIn_2;
    hdrIn_regNext_3 <= hdrIn_3;
    hdrIn_regNext_4 <= hdrIn_4;
    hdrIn_regNext_5 <= hdrIn_5;
    hdrIn_regNext_6 <= hdrIn_6;
    hdrIn_regNext_7 <= hdrIn_7;
    hdrIn_regNext_8 <= hdrIn_8;
    hdrIn_regNext_9 <= hdrIn_9;
    hdrIn_regNext_10 <= hdrIn_10;
    hdrIn_regNext_11 <= hdrIn_11;
    hdrIn_regNext_12 <= hdrIn_12;
    hdrIn_regNext_13 <= hdrIn_13;
    hdrIn_regNext_14 <= hdrIn_14;
    hdrIn_regNext_15 <= hdrIn_15;
    hdrIn_regNext_16 <= hdrIn_16;
    hdrIn_regNext_17 <= hdrIn_17;
    hdrIn_regNext_18 <= hdrIn_18;
    hdrIn_regNext_19 <= hdrIn_19;
    hdrIn_regNext_20 <= hdrIn_20;
    hdrIn_regNext_21 <= hdrIn_21;
    hdrIn_regNext_22 <= hdrIn_22;
    hdrIn_regNext_23 <= hdrIn_23;
    hdrIn_regNext_24 <= hdrIn_24;
    hdrIn_regNext_25 <= hdrIn_25;
    hdrIn_regNext_26 <= hdrIn_26;
    hdrIn_regNext_27 <= hdrIn_27;
    hdrIn_regNext_28 <= hdrIn_28;
    hdrIn_regNext_29 <= hdrIn_29;
    hdrIn_regNext_30 <= hdrIn_30;
    hdrIn_regNext_31 <= hdrIn_31;
    hdrIn_regNext_32 <= hdrIn_32;
    hdrIn_regNext_33 <= hdrIn_33;
    if(io_input_valid) begin
      _zz_io_result_payload_l3_1 <= ((_zz_io_result_payload_l3 == 16'h8100) || (_zz_io_result_payload_l3 == 16'h88a8));
    end
    if(io_input_valid) begin
      _zz_io_result_payload_l3_3 <= ((_zz_io_result_payload_l3_2 == 16'h8100) || (_zz_io_result_payload_l3_2 == 16'h88a8));
    end
    if(io_input_valid) begin
      _zz_io_result_payload_ipv6_1 <= ((_zz_io_result_payload_ipv6 == 16'h8100) || (_zz_io_result_payload_ipv6 == 16'h88a8));
    end
    if(io_input_valid) begin
      _zz_io_result_payload_ecn <= (_zz_io_result_payload_ipv6_5 == 16'h0800);
    end
    if(io_input_valid) begin
      _zz_io_result_payload_ecn_1 <= (16'h0022 <= io_input_payload_len);
    end
    if(io_input_valid) begin
      _zz_io_result_payload_ecn_2 <= (hdrIn_14[7 : 4] == 4'b0100);
    end
    if(io_input_valid) begin
      _zz_io_result_payload_ecn_3 <= (4'b0101 <= hdrIn_14[3 : 0]);
    end
    if(io_input_valid) begin
      _zz_io_result_payload_ipv6_6 <= (_zz_io_result_payload_ipv6_5 == 16'h86dd);
    end
    if(io_input_valid) begin
      _zz_io_result_payload_ipv6_7 <= (16'h0036 <= io_input_payload_len);
    end
    if(io_input_valid) begin
      _zz_io_result_payload_ipv6_8 <= (hdrIn_14[7 : 4] == 4'b0110);
    end
    if(io_input_valid) begin
      _zz_io_result_payload_ecn_7 <= (_zz_io_result_payload_ipv6_10 == 16'h0800);
    end
    if(io_input_valid) begin
      _zz_io_result_payload_ecn_8 <= (16'h0026 <= io_input_payload_len);
    end
    if(io_input_valid) begin
      _zz_io_result_payload_ecn_9 <= (hdrIn_18[7 : 4] == 4'b0100);
    end
    if(io_input_valid) begin
      _zz_io_result_payload_ecn_10 <= (4'b0101 <= hdrIn_18[3 : 0]);
    end
    if(io_input_valid) begin
      _zz_io_result_payload_ipv6_11 <= (_zz_io_result_payload_ipv6_10 == 16'h86dd);
    end
    if(io_input_valid) begin
      _zz_io_result_payload_ipv6_12 <= (16'h003a <= io_input_payload_len);
    end
    if(io_input_valid) begin
      _zz_io_result_payload_ipv6_13 <= (hdrIn_18[7 : 4] == 4'b0110);
    end
    if(io_input_valid) begin
      _zz_io_result_payload_ecn_14 <= (_zz_io_result_payload_ipv6_15 == 16'h0800);
    end
    if(io_input_valid) begin
      _zz_io_result_payload_ecn_15 <= (16'h002a <= io_input_payload_len);
    end
    if(io_input_valid) begin
      _zz_io_result_payload_ecn_16 <= (hdrIn_22[7 : 4] == 4'b0100);
    end
    if(io_input_valid) begin
      _zz_io_result_payload_ecn_17 <= (4'b0101 <= hdrIn_22[3 : 0]);
    end
    if(io_input_valid) begin
      _zz_io_result_payload_ipv6_16 <= (_zz_io_result_payload_ipv6_15 == 16'h86dd);
    end
    if(io_input_valid) begin
      _zz_io_result_payload_ipv6_17 <= (16'h003e <= io_input_payload_len);
    end
    if(io_input_valid) begin
      _zz_io_result_payload_ipv6_18 <= (hdrIn_22[7 : 4] == 4'b0110);
    end
    if(io_input_valid_regNext) begin
      _zz_io_result_payload_ipv4_1 <= _zz_io_result_payload_ipv4;
      _zz_io_result_payload_ipv6_20 <= (((_zz_io_result_payload_ipv6_2 && _zz_io_result_payload_ipv6_9) || (_zz_io_result_payload_ipv6_3 && _zz_io_result_payload_ipv6_14)) || (_zz_io_result_payload_ipv6_4 && _zz_io_result_payload_ipv6_19));
      _zz_io_result_payload_l3_5 <= (_zz_io_result_payload_l3_4 ? 5'h16 : (_zz_io_result_payload_l3_1 ? 5'h12 : 5'h0e));
      _zz_io_result_payload_ecn_21 <= (((((_zz__zz_io_result_payload_ecn_21 || _zz__zz_io_result_payload_ecn_21_3) ? 2'b01 : 2'b00) | ((_zz__zz_io_result_payload_ecn_21_4 || _zz__zz_io_result_payload_ecn_21_7) ? 2'b10 : 2'b00)) | (((_zz__zz_io_result_payload_ecn_21_8 || _zz__zz_io_result_payload_ecn_21_9) || (_zz_io_result_payload_ipv6_4 && _zz__zz_io_result_payload_ecn_21_10)) ? 2'b01 : 2'b00)) | ((((_zz_io_result_payload_ipv6_2 && _zz__zz_io_result_payload_ecn_21_11) || (_zz_io_result_payload_ipv6_3 && _zz__zz_io_result_payload_ecn_21_12)) || (_zz_io_result_payload_ipv6_4 && (_zz_io_result_payload_ipv6_19 && _zz__zz_io_result_payload_ecn_21_13))) ? 2'b10 : 2'b00));
      _zz_io_result_payload_canCe <= (((_zz_io_result_payload_ipv6_2 && ((_zz_io_result_payload_ecn_4 && (_zz_io_result_payload_ecn_5 != _zz__zz_io_result_payload_canCe)) || (_zz_io_result_payload_ipv6_9 && (_zz_io_result_payload_ecn_6 != _zz__zz_io_result_payload_canCe_1)))) || (_zz_io_result_payload_ipv6_3 && ((_zz_io_result_payload_ecn_11 && (_zz_io_result_payload_ecn_12 != _zz__zz_io_result_payload_canCe_2)) || (_zz_io_result_payload_ipv6_14 && (_zz_io_result_payload_ecn_13 != _zz__zz_io_result_payload_canCe_3))))) || (_zz_io_result_payload_ipv6_4 && ((_zz_io_result_payload_ecn_18 && (_zz_io_result_payload_ecn_19 != 2'b00)) || (_zz_io_result_payload_ipv6_19 && (_zz_io_result_payload_ecn_20 != 2'b00)))));
      _zz_io_result_payload_rewrite <= (((_zz_io_result_payload_ipv6_2 && ((_zz_io_result_payload_ecn_4 && (_zz__zz_io_result_payload_rewrite ^ _zz__zz_io_result_payload_rewrite_1)) || (_zz_io_result_payload_ipv6_9 && (_zz__zz_io_result_payload_rewrite_2 ^ _zz__zz_io_result_payload_rewrite_3)))) || (_zz_io_result_payload_ipv6_3 && ((_zz_io_result_payload_ecn_11 && (_zz__zz_io_result_payload_rewrite_4 ^ _zz__zz_io_result_payload_rewrite_5)) || (_zz_io_result_payload_ipv6_14 && (_zz__zz_io_result_payload_rewrite_6 ^ _zz__zz_io_result_payload_rewrite_7))))) || (_zz_io_result_payload_ipv6_4 && ((_zz_io_result_payload_ecn_18 && (_zz_io_result_payload_ecn_19[0] ^ _zz_io_result_payload_ecn_19[1])) || (_zz_io_result_payload_ipv6_19 && (_zz_io_result_payload_ecn_20[0] ^ _zz_io_result_payload_ecn_20[1])))));
      _zz_io_result_payload_newTos_1 <= (_zz_io_result_payload_ipv4 ? (_zz_io_result_payload_newTos | 8'h03) : (_zz_io_result_payload_newTos | 8'h30));
      _zz_io_result_payload_newCsum_9 <= (_zz_io_result_payload_l3_4 ? (_zz_io_result_payload_newCsum_8[16] ? _zz__zz_io_result_payload_newCsum_9[15 : 0] : _zz_io_result_payload_newCsum_8[15 : 0]) : (_zz_io_result_payload_l3_1 ? (_zz_io_result_payload_newCsum_5[16] ? _zz__zz_io_result_payload_newCsum_9_3[15 : 0] : _zz_io_result_payload_newCsum_5[15 : 0]) : (_zz_io_result_payload_newCsum_2[16] ? _zz__zz_io_result_payload_newCsum_9_6[15 : 0] : _zz_io_result_payload_newCsum_2[15 : 0])));
    end
  end

  always @(posedge clk) begin
    if(reset) begin
      io_input_valid_regNext <= 1'b0;
      io_input_valid_regNext_regNext <= 1'b0;
    end else begin
      io_input_valid_regNext <= io_input_valid;
      io_input_valid_regNext_regNext <= io_input_valid_regNext;
    end
  end


endmodule
