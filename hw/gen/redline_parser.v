// Generator : SpinalHDL v1.14.2    git head : 78f29dc66110fc099a777992b6daa2f803ab445e
// Component : redline_parser

`timescale 1ns/1ps

module redline_parser (
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
  wire                _zz__zz_io_result_payload_ecn_9;
  wire                _zz__zz_io_result_payload_ecn_9_1;
  wire                _zz__zz_io_result_payload_ecn_9_2;
  wire                _zz__zz_io_result_payload_ecn_9_3;
  wire                _zz__zz_io_result_payload_ecn_9_4;
  wire                _zz__zz_io_result_payload_ecn_9_5;
  wire                _zz__zz_io_result_payload_ecn_9_6;
  wire                _zz__zz_io_result_payload_ecn_9_7;
  wire                _zz__zz_io_result_payload_ecn_9_8;
  wire                _zz__zz_io_result_payload_ecn_9_9;
  wire                _zz__zz_io_result_payload_ecn_9_10;
  wire                _zz__zz_io_result_payload_ecn_9_11;
  wire                _zz__zz_io_result_payload_ecn_9_12;
  wire                _zz__zz_io_result_payload_ecn_9_13;
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
  reg                 io_input_valid_regNext;
  wire                _zz_io_result_payload_ipv4;
  wire       [15:0]   _zz_io_result_payload_l3;
  wire                _zz_io_result_payload_l3_1;
  wire       [15:0]   _zz_io_result_payload_l3_2;
  wire                _zz_io_result_payload_l3_3;
  wire       [15:0]   _zz_io_result_payload_ipv6;
  wire                _zz_io_result_payload_ipv6_1;
  wire                _zz_io_result_payload_ipv6_2;
  wire                _zz_io_result_payload_ipv6_3;
  wire       [15:0]   _zz_io_result_payload_ipv6_4;
  wire                _zz_io_result_payload_ecn;
  wire                _zz_io_result_payload_ipv6_5;
  wire       [1:0]    _zz_io_result_payload_ecn_1;
  wire       [1:0]    _zz_io_result_payload_ecn_2;
  wire       [15:0]   _zz_io_result_payload_newCsum;
  wire                _zz_io_result_payload_newCsum_1;
  wire       [16:0]   _zz_io_result_payload_newCsum_2;
  wire       [15:0]   _zz_io_result_payload_ipv6_6;
  wire                _zz_io_result_payload_ecn_3;
  wire                _zz_io_result_payload_ipv6_7;
  wire       [1:0]    _zz_io_result_payload_ecn_4;
  wire       [1:0]    _zz_io_result_payload_ecn_5;
  wire       [15:0]   _zz_io_result_payload_newCsum_3;
  wire                _zz_io_result_payload_newCsum_4;
  wire       [16:0]   _zz_io_result_payload_newCsum_5;
  wire       [15:0]   _zz_io_result_payload_ipv6_8;
  wire                _zz_io_result_payload_ecn_6;
  wire                _zz_io_result_payload_ipv6_9;
  wire       [1:0]    _zz_io_result_payload_ecn_7;
  wire       [1:0]    _zz_io_result_payload_ecn_8;
  wire       [15:0]   _zz_io_result_payload_newCsum_6;
  wire                _zz_io_result_payload_newCsum_7;
  wire       [16:0]   _zz_io_result_payload_newCsum_8;
  wire       [7:0]    _zz_io_result_payload_newTos;
  reg                 _zz_io_result_payload_ipv4_1;
  reg                 _zz_io_result_payload_ipv6_10;
  reg        [4:0]    _zz_io_result_payload_l3_4;
  reg        [1:0]    _zz_io_result_payload_ecn_9;
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
  assign _zz__zz_io_result_payload_ecn_9 = ((_zz_io_result_payload_ipv6_1 && (_zz_io_result_payload_ecn && _zz__zz_io_result_payload_ecn_9_1)) || (_zz_io_result_payload_ipv6_2 && (_zz_io_result_payload_ecn_3 && _zz__zz_io_result_payload_ecn_9_2)));
  assign _zz__zz_io_result_payload_ecn_9_3 = (_zz_io_result_payload_ipv6_3 && (_zz_io_result_payload_ecn_6 && _zz_io_result_payload_ecn_7[0]));
  assign _zz__zz_io_result_payload_ecn_9_4 = ((_zz_io_result_payload_ipv6_1 && (_zz_io_result_payload_ecn && _zz__zz_io_result_payload_ecn_9_5)) || (_zz_io_result_payload_ipv6_2 && (_zz_io_result_payload_ecn_3 && _zz__zz_io_result_payload_ecn_9_6)));
  assign _zz__zz_io_result_payload_ecn_9_7 = (_zz_io_result_payload_ipv6_3 && (_zz_io_result_payload_ecn_6 && _zz_io_result_payload_ecn_7[1]));
  assign _zz__zz_io_result_payload_ecn_9_8 = (_zz_io_result_payload_ipv6_1 && (_zz_io_result_payload_ipv6_5 && _zz_io_result_payload_ecn_2[0]));
  assign _zz__zz_io_result_payload_ecn_9_9 = (_zz_io_result_payload_ipv6_2 && (_zz_io_result_payload_ipv6_7 && _zz_io_result_payload_ecn_5[0]));
  assign _zz__zz_io_result_payload_ecn_9_10 = (_zz_io_result_payload_ipv6_9 && _zz_io_result_payload_ecn_8[0]);
  assign _zz__zz_io_result_payload_ecn_9_11 = (_zz_io_result_payload_ipv6_5 && _zz_io_result_payload_ecn_2[1]);
  assign _zz__zz_io_result_payload_ecn_9_12 = (_zz_io_result_payload_ipv6_7 && _zz_io_result_payload_ecn_5[1]);
  assign _zz__zz_io_result_payload_ecn_9_13 = _zz_io_result_payload_ecn_8[1];
  assign _zz__zz_io_result_payload_ecn_9_1 = _zz_io_result_payload_ecn_1[0];
  assign _zz__zz_io_result_payload_ecn_9_2 = _zz_io_result_payload_ecn_4[0];
  assign _zz__zz_io_result_payload_ecn_9_5 = _zz_io_result_payload_ecn_1[1];
  assign _zz__zz_io_result_payload_ecn_9_6 = _zz_io_result_payload_ecn_4[1];
  assign _zz__zz_io_result_payload_canCe = 2'b00;
  assign _zz__zz_io_result_payload_canCe_1 = 2'b00;
  assign _zz__zz_io_result_payload_canCe_2 = 2'b00;
  assign _zz__zz_io_result_payload_canCe_3 = 2'b00;
  assign _zz__zz_io_result_payload_rewrite = _zz_io_result_payload_ecn_1[0];
  assign _zz__zz_io_result_payload_rewrite_1 = _zz_io_result_payload_ecn_1[1];
  assign _zz__zz_io_result_payload_rewrite_2 = _zz_io_result_payload_ecn_2[0];
  assign _zz__zz_io_result_payload_rewrite_3 = _zz_io_result_payload_ecn_2[1];
  assign _zz__zz_io_result_payload_rewrite_4 = _zz_io_result_payload_ecn_4[0];
  assign _zz__zz_io_result_payload_rewrite_5 = _zz_io_result_payload_ecn_4[1];
  assign _zz__zz_io_result_payload_rewrite_6 = _zz_io_result_payload_ecn_5[0];
  assign _zz__zz_io_result_payload_rewrite_7 = _zz_io_result_payload_ecn_5[1];
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
  assign io_result_valid = io_input_valid_regNext;
  assign _zz_io_result_payload_l3 = {hdrIn_12,hdrIn_13};
  assign _zz_io_result_payload_l3_1 = ((_zz_io_result_payload_l3 == 16'h8100) || (_zz_io_result_payload_l3 == 16'h88a8));
  assign _zz_io_result_payload_l3_2 = {hdrIn_16,hdrIn_17};
  assign _zz_io_result_payload_l3_3 = (_zz_io_result_payload_l3_1 && ((_zz_io_result_payload_l3_2 == 16'h8100) || (_zz_io_result_payload_l3_2 == 16'h88a8)));
  assign _zz_io_result_payload_ipv6 = {hdrIn_20,hdrIn_21};
  assign _zz_io_result_payload_ipv6_1 = (! _zz_io_result_payload_l3_1);
  assign _zz_io_result_payload_ipv6_2 = (_zz_io_result_payload_l3_1 && (! _zz_io_result_payload_l3_3));
  assign _zz_io_result_payload_ipv6_3 = (_zz_io_result_payload_l3_3 && (! (_zz_io_result_payload_l3_3 && ((_zz_io_result_payload_ipv6 == 16'h8100) || (_zz_io_result_payload_ipv6 == 16'h88a8)))));
  assign _zz_io_result_payload_ipv6_4 = {hdrIn_12,hdrIn_13};
  assign _zz_io_result_payload_ecn = ((((_zz_io_result_payload_ipv6_4 == 16'h0800) && (16'h0022 <= io_input_payload_len)) && (hdrIn_14[7 : 4] == 4'b0100)) && (4'b0101 <= hdrIn_14[3 : 0]));
  assign _zz_io_result_payload_ipv6_5 = (((_zz_io_result_payload_ipv6_4 == 16'h86dd) && (16'h0036 <= io_input_payload_len)) && (hdrIn_14[7 : 4] == 4'b0110));
  assign _zz_io_result_payload_ecn_1 = hdrIn_15[1 : 0];
  assign _zz_io_result_payload_ecn_2 = hdrIn_15[5 : 4];
  assign _zz_io_result_payload_newCsum = {hdrIn_24,hdrIn_25};
  assign _zz_io_result_payload_newCsum_1 = (_zz_io_result_payload_ecn_1 == 2'b01);
  assign _zz_io_result_payload_newCsum_2 = (_zz__zz_io_result_payload_newCsum_2 + (_zz_io_result_payload_newCsum_1 ? 17'h0fffd : 17'h0fffe));
  assign _zz_io_result_payload_ipv6_6 = {hdrIn_16,hdrIn_17};
  assign _zz_io_result_payload_ecn_3 = ((((_zz_io_result_payload_ipv6_6 == 16'h0800) && (16'h0026 <= io_input_payload_len)) && (hdrIn_18[7 : 4] == 4'b0100)) && (4'b0101 <= hdrIn_18[3 : 0]));
  assign _zz_io_result_payload_ipv6_7 = (((_zz_io_result_payload_ipv6_6 == 16'h86dd) && (16'h003a <= io_input_payload_len)) && (hdrIn_18[7 : 4] == 4'b0110));
  assign _zz_io_result_payload_ecn_4 = hdrIn_19[1 : 0];
  assign _zz_io_result_payload_ecn_5 = hdrIn_19[5 : 4];
  assign _zz_io_result_payload_newCsum_3 = {hdrIn_28,hdrIn_29};
  assign _zz_io_result_payload_newCsum_4 = (_zz_io_result_payload_ecn_4 == 2'b01);
  assign _zz_io_result_payload_newCsum_5 = (_zz__zz_io_result_payload_newCsum_5 + (_zz_io_result_payload_newCsum_4 ? 17'h0fffd : 17'h0fffe));
  assign _zz_io_result_payload_ipv6_8 = {hdrIn_20,hdrIn_21};
  assign _zz_io_result_payload_ecn_6 = ((((_zz_io_result_payload_ipv6_8 == 16'h0800) && (16'h002a <= io_input_payload_len)) && (hdrIn_22[7 : 4] == 4'b0100)) && (4'b0101 <= hdrIn_22[3 : 0]));
  assign _zz_io_result_payload_ipv6_9 = (((_zz_io_result_payload_ipv6_8 == 16'h86dd) && (16'h003e <= io_input_payload_len)) && (hdrIn_22[7 : 4] == 4'b0110));
  assign _zz_io_result_payload_ecn_7 = hdrIn_23[1 : 0];
  assign _zz_io_result_payload_ecn_8 = hdrIn_23[5 : 4];
  assign _zz_io_result_payload_newCsum_6 = {hdrIn_32,hdrIn_33};
  assign _zz_io_result_payload_newCsum_7 = (_zz_io_result_payload_ecn_7 == 2'b01);
  assign _zz_io_result_payload_newCsum_8 = (_zz__zz_io_result_payload_newCsum_8 + (_zz_io_result_payload_newCsum_7 ? 17'h0fffd : 17'h0fffe));
  assign _zz_io_result_payload_ipv4 = (((_zz_io_result_payload_ipv6_1 && _zz_io_result_payload_ecn) || (_zz_io_result_payload_ipv6_2 && _zz_io_result_payload_ecn_3)) || (_zz_io_result_payload_ipv6_3 && _zz_io_result_payload_ecn_6));
  assign _zz_io_result_payload_newTos = (_zz_io_result_payload_l3_3 ? hdrIn_23 : (_zz_io_result_payload_l3_1 ? hdrIn_19 : hdrIn_15));
  assign io_result_payload_ipv4 = _zz_io_result_payload_ipv4_1;
  assign io_result_payload_ipv6 = _zz_io_result_payload_ipv6_10;
  assign io_result_payload_l3 = _zz_io_result_payload_l3_4;
  assign io_result_payload_ecn = _zz_io_result_payload_ecn_9;
  assign io_result_payload_canCe = _zz_io_result_payload_canCe;
  assign io_result_payload_rewrite = _zz_io_result_payload_rewrite;
  assign io_result_payload_newTos = _zz_io_result_payload_newTos_1;
  assign io_result_payload_newCsum = _zz_io_result_payload_newCsum_9;
  always @(posedge clk) begin
    if(reset) begin
      io_input_valid_regNext <= 1'b0;
    end else begin
      io_input_valid_regNext <= io_input_valid;
    end
  end

  always @(posedge clk) begin
    if(io_input_valid) begin
      _zz_io_result_payload_ipv4_1 <= _zz_io_result_payload_ipv4;
      _zz_io_result_payload_ipv6_10 <= (((_zz_io_result_payload_ipv6_1 && _zz_io_result_payload_ipv6_5) || (_zz_io_result_payload_ipv6_2 && _zz_io_result_payload_ipv6_7)) || (_zz_io_result_payload_ipv6_3 && _zz_io_result_payload_ipv6_9));
      _zz_io_result_payload_l3_4 <= (_zz_io_result_payload_l3_3 ? 5'h16 : (_zz_io_result_payload_l3_1 ? 5'h12 : 5'h0e));
      _zz_io_result_payload_ecn_9 <= (((((_zz__zz_io_result_payload_ecn_9 || _zz__zz_io_result_payload_ecn_9_3) ? 2'b01 : 2'b00) | ((_zz__zz_io_result_payload_ecn_9_4 || _zz__zz_io_result_payload_ecn_9_7) ? 2'b10 : 2'b00)) | (((_zz__zz_io_result_payload_ecn_9_8 || _zz__zz_io_result_payload_ecn_9_9) || (_zz_io_result_payload_ipv6_3 && _zz__zz_io_result_payload_ecn_9_10)) ? 2'b01 : 2'b00)) | ((((_zz_io_result_payload_ipv6_1 && _zz__zz_io_result_payload_ecn_9_11) || (_zz_io_result_payload_ipv6_2 && _zz__zz_io_result_payload_ecn_9_12)) || (_zz_io_result_payload_ipv6_3 && (_zz_io_result_payload_ipv6_9 && _zz__zz_io_result_payload_ecn_9_13))) ? 2'b10 : 2'b00));
      _zz_io_result_payload_canCe <= (((_zz_io_result_payload_ipv6_1 && ((_zz_io_result_payload_ecn && (_zz_io_result_payload_ecn_1 != _zz__zz_io_result_payload_canCe)) || (_zz_io_result_payload_ipv6_5 && (_zz_io_result_payload_ecn_2 != _zz__zz_io_result_payload_canCe_1)))) || (_zz_io_result_payload_ipv6_2 && ((_zz_io_result_payload_ecn_3 && (_zz_io_result_payload_ecn_4 != _zz__zz_io_result_payload_canCe_2)) || (_zz_io_result_payload_ipv6_7 && (_zz_io_result_payload_ecn_5 != _zz__zz_io_result_payload_canCe_3))))) || (_zz_io_result_payload_ipv6_3 && ((_zz_io_result_payload_ecn_6 && (_zz_io_result_payload_ecn_7 != 2'b00)) || (_zz_io_result_payload_ipv6_9 && (_zz_io_result_payload_ecn_8 != 2'b00)))));
      _zz_io_result_payload_rewrite <= (((_zz_io_result_payload_ipv6_1 && ((_zz_io_result_payload_ecn && (_zz__zz_io_result_payload_rewrite ^ _zz__zz_io_result_payload_rewrite_1)) || (_zz_io_result_payload_ipv6_5 && (_zz__zz_io_result_payload_rewrite_2 ^ _zz__zz_io_result_payload_rewrite_3)))) || (_zz_io_result_payload_ipv6_2 && ((_zz_io_result_payload_ecn_3 && (_zz__zz_io_result_payload_rewrite_4 ^ _zz__zz_io_result_payload_rewrite_5)) || (_zz_io_result_payload_ipv6_7 && (_zz__zz_io_result_payload_rewrite_6 ^ _zz__zz_io_result_payload_rewrite_7))))) || (_zz_io_result_payload_ipv6_3 && ((_zz_io_result_payload_ecn_6 && (_zz_io_result_payload_ecn_7[0] ^ _zz_io_result_payload_ecn_7[1])) || (_zz_io_result_payload_ipv6_9 && (_zz_io_result_payload_ecn_8[0] ^ _zz_io_result_payload_ecn_8[1])))));
      _zz_io_result_payload_newTos_1 <= (_zz_io_result_payload_ipv4 ? (_zz_io_result_payload_newTos | 8'h03) : (_zz_io_result_payload_newTos | 8'h30));
      _zz_io_result_payload_newCsum_9 <= (_zz_io_result_payload_l3_3 ? (_zz_io_result_payload_newCsum_8[16] ? _zz__zz_io_result_payload_newCsum_9[15 : 0] : _zz_io_result_payload_newCsum_8[15 : 0]) : (_zz_io_result_payload_l3_1 ? (_zz_io_result_payload_newCsum_5[16] ? _zz__zz_io_result_payload_newCsum_9_3[15 : 0] : _zz_io_result_payload_newCsum_5[15 : 0]) : (_zz_io_result_payload_newCsum_2[16] ? _zz__zz_io_result_payload_newCsum_9_6[15 : 0] : _zz_io_result_payload_newCsum_2[15 : 0])));
    end
  end


endmodule
