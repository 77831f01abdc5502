// Generator : SpinalHDL v1.14.2    git head : 78f29dc66110fc099a777992b6daa2f803ab445e
// Component : redline_threshold_units

`timescale 1ns/1ps

module redline_threshold_units (
  input  wire          io_valid,
  input  wire [31:0]   io_a,
  input  wire [31:0]   io_d,
  output wire [18:0]   io_byConst_0,
  output wire [18:0]   io_byConst_1,
  output wire [18:0]   io_byConst_2,
  output wire [18:0]   io_byConst_3,
  output wire          io_byConstValid,
  output wire [18:0]   io_byD,
  output wire          io_byDValid,
  input  wire          clk,
  input  wire          reset
);

  wire                units_0_io_out_valid;
  wire       [18:0]   units_0_io_out_payload;
  wire                units_1_io_out_valid;
  wire       [18:0]   units_1_io_out_payload;
  wire                units_2_io_out_valid;
  wire       [18:0]   units_2_io_out_payload;
  wire                units_3_io_out_valid;
  wire       [18:0]   units_3_io_out_payload;
  wire                div_io_out_valid;
  wire       [18:0]   div_io_out_payload;
  reg        [18:0]   io_out_payload_delay_1;

  thr_ConstFloorDiv units_0 (
    .io_in_valid    (io_valid                    ), //i
    .io_in_payload  (io_a[31:0]                  ), //i
    .io_out_valid   (units_0_io_out_valid        ), //o
    .io_out_payload (units_0_io_out_payload[18:0]), //o
    .clk            (clk                         ), //i
    .reset          (reset                       )  //i
  );
  thr_ConstFloorDiv_1 units_1 (
    .io_in_valid    (io_valid                    ), //i
    .io_in_payload  (io_a[31:0]                  ), //i
    .io_out_valid   (units_1_io_out_valid        ), //o
    .io_out_payload (units_1_io_out_payload[18:0]), //o
    .clk            (clk                         ), //i
    .reset          (reset                       )  //i
  );
  thr_ConstFloorDiv_2 units_2 (
    .io_in_valid    (io_valid                    ), //i
    .io_in_payload  (io_a[31:0]                  ), //i
    .io_out_valid   (units_2_io_out_valid        ), //o
    .io_out_payload (units_2_io_out_payload[18:0]), //o
    .clk            (clk                         ), //i
    .reset          (reset                       )  //i
  );
  thr_ConstFloorDiv_3 units_3 (
    .io_in_valid    (io_valid                    ), //i
    .io_in_payload  (io_a[31:0]                  ), //i
    .io_out_valid   (units_3_io_out_valid        ), //o
    .io_out_payload (units_3_io_out_payload[18:0]), //o
    .clk            (clk                         ), //i
    .reset          (reset                       )  //i
  );
  thr_FloorDivider div (
    .io_in_valid     (io_valid                ), //i
    .io_in_payload_n (io_a[31:0]              ), //i
    .io_in_payload_d (io_d[31:0]              ), //i
    .io_out_valid    (div_io_out_valid        ), //o
    .io_out_payload  (div_io_out_payload[18:0]), //o
    .clk             (clk                     ), //i
    .reset           (reset                   )  //i
  );
  assign io_byConst_0 = io_out_payload_delay_1;
  assign io_byConst_1 = units_1_io_out_payload;
  assign io_byConst_2 = units_2_io_out_payload;
  assign io_byConst_3 = units_3_io_out_payload;
  assign io_byConstValid = units_1_io_out_valid;
  assign io_byD = div_io_out_payload;
  assign io_byDValid = div_io_out_valid;
  always @(posedge clk) begin
    io_out_payload_delay_1 <= units_0_io_out_payload;
  end


endmodule

module thr_FloorDivider (
  input  wire          io_in_valid,
  input  wire [31:0]   io_in_payload_n,
  input  wire [31:0]   io_in_payload_d,
  output wire          io_out_valid,
  output wire [18:0]   io_out_payload,
  input  wire          clk,
  input  wire          reset
);

  wire       [31:0]   _zz_over;
  wire       [33:0]   _zz_rem_1;
  wire       [34:0]   _zz__zz_io_out_payload;
  wire       [34:0]   _zz__zz_io_out_payload_1;
  wire       [33:0]   _zz__zz_io_out_payload_2;
  wire       [33:0]   _zz__zz_io_out_payload_3;
  wire       [33:0]   _zz__zz_io_out_payload_4;
  wire       [33:0]   _zz__zz_io_out_payload_5;
  wire       [0:0]    _zz__zz_io_out_payload_6;
  wire       [33:0]   _zz__zz_io_out_payload_7;
  wire       [33:0]   _zz__zz_io_out_payload_8;
  wire       [34:0]   _zz__zz_io_out_payload_2_1;
  wire       [34:0]   _zz__zz_io_out_payload_2_2;
  wire       [33:0]   _zz__zz_io_out_payload_2_3;
  wire       [33:0]   _zz__zz_io_out_payload_2_4;
  wire       [33:0]   _zz__zz_io_out_payload_2_5;
  wire       [33:0]   _zz__zz_io_out_payload_2_6;
  wire       [0:0]    _zz__zz_io_out_payload_2_7;
  wire       [33:0]   _zz__zz_io_out_payload_2_8;
  wire       [33:0]   _zz__zz_io_out_payload_2_9;
  wire       [34:0]   _zz__zz_io_out_payload_7_1;
  wire       [34:0]   _zz__zz_io_out_payload_7_2;
  wire       [33:0]   _zz__zz_io_out_payload_7_3;
  wire       [33:0]   _zz__zz_io_out_payload_7_4;
  wire       [33:0]   _zz__zz_io_out_payload_7_5;
  wire       [33:0]   _zz__zz_io_out_payload_7_6;
  wire       [0:0]    _zz__zz_io_out_payload_7_7;
  wire       [33:0]   _zz__zz_io_out_payload_7_8;
  wire       [33:0]   _zz__zz_io_out_payload_7_9;
  wire       [34:0]   _zz__zz_io_out_payload_9;
  wire       [34:0]   _zz__zz_io_out_payload_9_1;
  wire       [33:0]   _zz__zz_io_out_payload_9_2;
  wire       [33:0]   _zz__zz_io_out_payload_9_3;
  wire       [33:0]   _zz__zz_io_out_payload_9_4;
  wire       [33:0]   _zz__zz_io_out_payload_9_5;
  wire       [0:0]    _zz__zz_io_out_payload_9_6;
  wire       [33:0]   _zz__zz_io_out_payload_9_7;
  wire       [33:0]   _zz__zz_io_out_payload_9_8;
  wire       [34:0]   _zz__zz_io_out_payload_14;
  wire       [34:0]   _zz__zz_io_out_payload_14_1;
  wire       [33:0]   _zz__zz_io_out_payload_14_2;
  wire       [33:0]   _zz__zz_io_out_payload_14_3;
  wire       [33:0]   _zz__zz_io_out_payload_14_4;
  wire       [33:0]   _zz__zz_io_out_payload_14_5;
  wire       [0:0]    _zz__zz_io_out_payload_14_6;
  wire       [33:0]   _zz__zz_io_out_payload_14_7;
  wire       [33:0]   _zz__zz_io_out_payload_14_8;
  wire       [34:0]   _zz__zz_io_out_payload_16;
  wire       [34:0]   _zz__zz_io_out_payload_16_1;
  wire       [33:0]   _zz__zz_io_out_payload_16_2;
  wire       [33:0]   _zz__zz_io_out_payload_16_3;
  wire       [33:0]   _zz__zz_io_out_payload_16_4;
  wire       [33:0]   _zz__zz_io_out_payload_16_5;
  wire       [0:0]    _zz__zz_io_out_payload_16_6;
  wire       [33:0]   _zz__zz_io_out_payload_16_7;
  wire       [33:0]   _zz__zz_io_out_payload_16_8;
  wire       [34:0]   _zz__zz_io_out_payload_21;
  wire       [34:0]   _zz__zz_io_out_payload_21_1;
  wire       [33:0]   _zz__zz_io_out_payload_21_2;
  wire       [33:0]   _zz__zz_io_out_payload_21_3;
  wire       [33:0]   _zz__zz_io_out_payload_21_4;
  wire       [33:0]   _zz__zz_io_out_payload_21_5;
  wire       [0:0]    _zz__zz_io_out_payload_21_6;
  wire       [33:0]   _zz__zz_io_out_payload_21_7;
  wire       [33:0]   _zz__zz_io_out_payload_21_8;
  wire       [34:0]   _zz__zz_io_out_payload_23;
  wire       [34:0]   _zz__zz_io_out_payload_23_1;
  wire       [33:0]   _zz__zz_io_out_payload_23_2;
  wire       [33:0]   _zz__zz_io_out_payload_23_3;
  wire       [33:0]   _zz__zz_io_out_payload_23_4;
  wire       [33:0]   _zz__zz_io_out_payload_23_5;
  wire       [0:0]    _zz__zz_io_out_payload_23_6;
  wire       [33:0]   _zz__zz_io_out_payload_23_7;
  wire       [33:0]   _zz__zz_io_out_payload_23_8;
  wire       [34:0]   _zz__zz_io_out_payload_28;
  wire       [34:0]   _zz__zz_io_out_payload_28_1;
  wire       [33:0]   _zz__zz_io_out_payload_28_2;
  wire       [33:0]   _zz__zz_io_out_payload_28_3;
  wire       [33:0]   _zz__zz_io_out_payload_28_4;
  wire       [33:0]   _zz__zz_io_out_payload_28_5;
  wire       [0:0]    _zz__zz_io_out_payload_28_6;
  wire       [33:0]   _zz__zz_io_out_payload_28_7;
  wire       [33:0]   _zz__zz_io_out_payload_28_8;
  wire       [34:0]   _zz__zz_io_out_payload_30;
  wire       [34:0]   _zz__zz_io_out_payload_30_1;
  wire       [33:0]   _zz__zz_io_out_payload_30_2;
  wire       [33:0]   _zz__zz_io_out_payload_30_3;
  wire       [33:0]   _zz__zz_io_out_payload_30_4;
  wire       [33:0]   _zz__zz_io_out_payload_30_5;
  wire       [0:0]    _zz__zz_io_out_payload_30_6;
  wire       [33:0]   _zz__zz_io_out_payload_30_7;
  wire       [33:0]   _zz__zz_io_out_payload_30_8;
  wire       [34:0]   _zz__zz_io_out_payload_35;
  wire       [34:0]   _zz__zz_io_out_payload_35_1;
  wire       [33:0]   _zz__zz_io_out_payload_35_2;
  wire       [33:0]   _zz__zz_io_out_payload_35_3;
  wire       [33:0]   _zz__zz_io_out_payload_35_4;
  wire       [33:0]   _zz__zz_io_out_payload_35_5;
  wire       [0:0]    _zz__zz_io_out_payload_35_6;
  wire       [33:0]   _zz__zz_io_out_payload_35_7;
  wire       [33:0]   _zz__zz_io_out_payload_35_8;
  wire       [34:0]   _zz__zz_io_out_payload_37;
  wire       [34:0]   _zz__zz_io_out_payload_37_1;
  wire       [33:0]   _zz__zz_io_out_payload_37_2;
  wire       [33:0]   _zz__zz_io_out_payload_37_3;
  wire       [33:0]   _zz__zz_io_out_payload_37_4;
  wire       [33:0]   _zz__zz_io_out_payload_37_5;
  wire       [0:0]    _zz__zz_io_out_payload_37_6;
  wire       [33:0]   _zz__zz_io_out_payload_37_7;
  wire       [33:0]   _zz__zz_io_out_payload_37_8;
  wire       [34:0]   _zz__zz_io_out_payload_42;
  wire       [34:0]   _zz__zz_io_out_payload_42_1;
  wire       [33:0]   _zz__zz_io_out_payload_42_2;
  wire       [33:0]   _zz__zz_io_out_payload_42_3;
  wire       [33:0]   _zz__zz_io_out_payload_42_4;
  wire       [33:0]   _zz__zz_io_out_payload_42_5;
  wire       [0:0]    _zz__zz_io_out_payload_42_6;
  wire       [33:0]   _zz__zz_io_out_payload_42_7;
  wire       [33:0]   _zz__zz_io_out_payload_42_8;
  wire       [34:0]   _zz__zz_io_out_payload_44;
  wire       [34:0]   _zz__zz_io_out_payload_44_1;
  wire       [33:0]   _zz__zz_io_out_payload_44_2;
  wire       [33:0]   _zz__zz_io_out_payload_44_3;
  wire       [33:0]   _zz__zz_io_out_payload_44_4;
  wire       [33:0]   _zz__zz_io_out_payload_44_5;
  wire       [0:0]    _zz__zz_io_out_payload_44_6;
  wire       [33:0]   _zz__zz_io_out_payload_44_7;
  wire       [33:0]   _zz__zz_io_out_payload_44_8;
  wire       [34:0]   _zz__zz_io_out_payload_49;
  wire       [34:0]   _zz__zz_io_out_payload_49_1;
  wire       [33:0]   _zz__zz_io_out_payload_49_2;
  wire       [33:0]   _zz__zz_io_out_payload_49_3;
  wire       [33:0]   _zz__zz_io_out_payload_49_4;
  wire       [33:0]   _zz__zz_io_out_payload_49_5;
  wire       [0:0]    _zz__zz_io_out_payload_49_6;
  wire       [33:0]   _zz__zz_io_out_payload_49_7;
  wire       [33:0]   _zz__zz_io_out_payload_49_8;
  wire       [34:0]   _zz__zz_io_out_payload_51;
  wire       [34:0]   _zz__zz_io_out_payload_51_1;
  wire       [33:0]   _zz__zz_io_out_payload_51_2;
  wire       [33:0]   _zz__zz_io_out_payload_51_3;
  wire       [33:0]   _zz__zz_io_out_payload_51_4;
  wire       [33:0]   _zz__zz_io_out_payload_51_5;
  wire       [0:0]    _zz__zz_io_out_payload_51_6;
  wire       [33:0]   _zz__zz_io_out_payload_51_7;
  wire       [33:0]   _zz__zz_io_out_payload_51_8;
  wire       [34:0]   _zz__zz_io_out_payload_56;
  wire       [34:0]   _zz__zz_io_out_payload_56_1;
  wire       [33:0]   _zz__zz_io_out_payload_56_2;
  wire       [33:0]   _zz__zz_io_out_payload_56_3;
  wire       [33:0]   _zz__zz_io_out_payload_56_4;
  wire       [33:0]   _zz__zz_io_out_payload_56_5;
  wire       [0:0]    _zz__zz_io_out_payload_56_6;
  wire       [33:0]   _zz__zz_io_out_payload_56_7;
  wire       [33:0]   _zz__zz_io_out_payload_56_8;
  wire       [34:0]   _zz__zz_io_out_payload_58;
  wire       [34:0]   _zz__zz_io_out_payload_58_1;
  wire       [33:0]   _zz__zz_io_out_payload_58_2;
  wire       [33:0]   _zz__zz_io_out_payload_58_3;
  wire       [33:0]   _zz__zz_io_out_payload_58_4;
  wire       [33:0]   _zz__zz_io_out_payload_58_5;
  wire       [0:0]    _zz__zz_io_out_payload_58_6;
  wire       [33:0]   _zz__zz_io_out_payload_58_7;
  wire       [33:0]   _zz__zz_io_out_payload_58_8;
  wire       [33:0]   _zz__zz_io_out_payload_63;
  wire       [34:0]   _zz__zz_io_out_payload_63_1;
  wire       [34:0]   _zz__zz_io_out_payload_63_2;
  wire       [33:0]   _zz__zz_io_out_payload_63_3;
  wire       [33:0]   _zz__zz_io_out_payload_63_4;
  wire       [33:0]   _zz__zz_io_out_payload_63_5;
  wire       [33:0]   _zz__zz_io_out_payload_63_6;
  wire       [0:0]    _zz__zz_io_out_payload_63_7;
  wire       [33:0]   _zz__zz_io_out_payload_63_8;
  wire       [33:0]   _zz__zz_io_out_payload_63_9;
  wire       [12:0]   hi;
  reg                 over;
  reg        [33:0]   rem_1;
  reg                 neg;
  reg        [18:0]   rest;
  reg        [31:0]   d;
  reg                 valid;
  wire       [33:0]   _zz_io_out_payload;
  wire                _zz_io_out_payload_1;
  wire       [33:0]   _zz_io_out_payload_2;
  wire                _zz_io_out_payload_3;
  reg        [33:0]   _zz_io_out_payload_4;
  reg                 _zz_io_out_payload_5;
  reg        [18:0]   rest_regNext;
  reg        [31:0]   d_regNext;
  reg        [1:0]    _zz_io_out_payload_6;
  reg                 over_regNext;
  reg                 valid_regNext;
  wire       [33:0]   _zz_io_out_payload_7;
  wire                _zz_io_out_payload_8;
  wire       [33:0]   _zz_io_out_payload_9;
  wire                _zz_io_out_payload_10;
  reg        [33:0]   _zz_io_out_payload_11;
  reg                 _zz_io_out_payload_12;
  reg        [18:0]   rest_regNext_regNext;
  reg        [31:0]   d_regNext_regNext;
  reg        [3:0]    _zz_io_out_payload_13;
  reg                 over_regNext_regNext;
  reg                 valid_regNext_regNext;
  wire       [33:0]   _zz_io_out_payload_14;
  wire                _zz_io_out_payload_15;
  wire       [33:0]   _zz_io_out_payload_16;
  wire                _zz_io_out_payload_17;
  reg        [33:0]   _zz_io_out_payload_18;
  reg                 _zz_io_out_payload_19;
  reg        [18:0]   rest_regNext_regNext_regNext;
  reg        [31:0]   d_regNext_regNext_regNext;
  reg        [5:0]    _zz_io_out_payload_20;
  reg                 over_regNext_regNext_regNext;
  reg                 valid_regNext_regNext_regNext;
  wire       [33:0]   _zz_io_out_payload_21;
  wire                _zz_io_out_payload_22;
  wire       [33:0]   _zz_io_out_payload_23;
  wire                _zz_io_out_payload_24;
  reg        [33:0]   _zz_io_out_payload_25;
  reg                 _zz_io_out_payload_26;
  reg        [18:0]   rest_regNext_regNext_regNext_regNext;
  reg        [31:0]   d_regNext_regNext_regNext_regNext;
  reg        [7:0]    _zz_io_out_payload_27;
  reg                 over_regNext_regNext_regNext_regNext;
  reg                 valid_regNext_regNext_regNext_regNext;
  wire       [33:0]   _zz_io_out_payload_28;
  wire                _zz_io_out_payload_29;
  wire       [33:0]   _zz_io_out_payload_30;
  wire                _zz_io_out_payload_31;
  reg        [33:0]   _zz_io_out_payload_32;
  reg                 _zz_io_out_payload_33;
  reg        [18:0]   rest_regNext_regNext_regNext_regNext_regNext;
  reg        [31:0]   d_regNext_regNext_regNext_regNext_regNext;
  reg        [9:0]    _zz_io_out_payload_34;
  reg                 over_regNext_regNext_regNext_regNext_regNext;
  reg                 valid_regNext_regNext_regNext_regNext_regNext;
  wire       [33:0]   _zz_io_out_payload_35;
  wire                _zz_io_out_payload_36;
  wire       [33:0]   _zz_io_out_payload_37;
  wire                _zz_io_out_payload_38;
  reg        [33:0]   _zz_io_out_payload_39;
  reg                 _zz_io_out_payload_40;
  reg        [18:0]   rest_regNext_regNext_regNext_regNext_regNext_regNext;
  reg        [31:0]   d_regNext_regNext_regNext_regNext_regNext_regNext;
  reg        [11:0]   _zz_io_out_payload_41;
  reg                 over_regNext_regNext_regNext_regNext_regNext_regNext;
  reg                 valid_regNext_regNext_regNext_regNext_regNext_regNext;
  wire       [33:0]   _zz_io_out_payload_42;
  wire                _zz_io_out_payload_43;
  wire       [33:0]   _zz_io_out_payload_44;
  wire                _zz_io_out_payload_45;
  reg        [33:0]   _zz_io_out_payload_46;
  reg                 _zz_io_out_payload_47;
  reg        [18:0]   rest_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  reg        [31:0]   d_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  reg        [13:0]   _zz_io_out_payload_48;
  reg                 over_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  reg                 valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  wire       [33:0]   _zz_io_out_payload_49;
  wire                _zz_io_out_payload_50;
  wire       [33:0]   _zz_io_out_payload_51;
  wire                _zz_io_out_payload_52;
  reg        [33:0]   _zz_io_out_payload_53;
  reg                 _zz_io_out_payload_54;
  reg        [18:0]   rest_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  reg        [31:0]   d_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  reg        [15:0]   _zz_io_out_payload_55;
  reg                 over_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  reg                 valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  wire       [33:0]   _zz_io_out_payload_56;
  wire                _zz_io_out_payload_57;
  wire       [33:0]   _zz_io_out_payload_58;
  wire                _zz_io_out_payload_59;
  reg        [33:0]   _zz_io_out_payload_60;
  reg                 _zz_io_out_payload_61;
  reg        [18:0]   rest_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  reg        [31:0]   d_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  reg        [17:0]   _zz_io_out_payload_62;
  reg                 over_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  reg                 valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  reg        [18:0]   _zz_io_out_payload_63;
  reg                 valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext;

  assign _zz_over = {19'd0, hi};
  assign _zz_rem_1 = {21'd0, hi};
  assign _zz__zz_io_out_payload = _zz__zz_io_out_payload_1;
  assign _zz__zz_io_out_payload_1 = ({_zz__zz_io_out_payload_2,1'b1} + {(neg ? _zz__zz_io_out_payload_7 : (~ _zz__zz_io_out_payload_8)),(! neg)});
  assign _zz__zz_io_out_payload_2 = (_zz__zz_io_out_payload_3 | _zz__zz_io_out_payload_4);
  assign _zz__zz_io_out_payload_3 = (rem_1 <<< 1);
  assign _zz__zz_io_out_payload_4 = _zz__zz_io_out_payload_5;
  assign _zz__zz_io_out_payload_6 = rest[18];
  assign _zz__zz_io_out_payload_5 = {33'd0, _zz__zz_io_out_payload_6};
  assign _zz__zz_io_out_payload_7 = {2'd0, d};
  assign _zz__zz_io_out_payload_8 = {2'd0, d};
  assign _zz__zz_io_out_payload_2_1 = _zz__zz_io_out_payload_2_2;
  assign _zz__zz_io_out_payload_2_2 = ({_zz__zz_io_out_payload_2_3,1'b1} + {(_zz_io_out_payload_1 ? _zz__zz_io_out_payload_2_8 : (~ _zz__zz_io_out_payload_2_9)),(! _zz_io_out_payload_1)});
  assign _zz__zz_io_out_payload_2_3 = (_zz__zz_io_out_payload_2_4 | _zz__zz_io_out_payload_2_5);
  assign _zz__zz_io_out_payload_2_4 = (_zz_io_out_payload <<< 1);
  assign _zz__zz_io_out_payload_2_5 = _zz__zz_io_out_payload_2_6;
  assign _zz__zz_io_out_payload_2_7 = rest[17];
  assign _zz__zz_io_out_payload_2_6 = {33'd0, _zz__zz_io_out_payload_2_7};
  assign _zz__zz_io_out_payload_2_8 = {2'd0, d};
  assign _zz__zz_io_out_payload_2_9 = {2'd0, d};
  assign _zz__zz_io_out_payload_7_1 = _zz__zz_io_out_payload_7_2;
  assign _zz__zz_io_out_payload_7_2 = ({_zz__zz_io_out_payload_7_3,1'b1} + {(_zz_io_out_payload_5 ? _zz__zz_io_out_payload_7_8 : (~ _zz__zz_io_out_payload_7_9)),(! _zz_io_out_payload_5)});
  assign _zz__zz_io_out_payload_7_3 = (_zz__zz_io_out_payload_7_4 | _zz__zz_io_out_payload_7_5);
  assign _zz__zz_io_out_payload_7_4 = (_zz_io_out_payload_4 <<< 1);
  assign _zz__zz_io_out_payload_7_5 = _zz__zz_io_out_payload_7_6;
  assign _zz__zz_io_out_payload_7_7 = rest_regNext[16];
  assign _zz__zz_io_out_payload_7_6 = {33'd0, _zz__zz_io_out_payload_7_7};
  assign _zz__zz_io_out_payload_7_8 = {2'd0, d_regNext};
  assign _zz__zz_io_out_payload_7_9 = {2'd0, d_regNext};
  assign _zz__zz_io_out_payload_9 = _zz__zz_io_out_payload_9_1;
  assign _zz__zz_io_out_payload_9_1 = ({_zz__zz_io_out_payload_9_2,1'b1} + {(_zz_io_out_payload_8 ? _zz__zz_io_out_payload_9_7 : (~ _zz__zz_io_out_payload_9_8)),(! _zz_io_out_payload_8)});
  assign _zz__zz_io_out_payload_9_2 = (_zz__zz_io_out_payload_9_3 | _zz__zz_io_out_payload_9_4);
  assign _zz__zz_io_out_payload_9_3 = (_zz_io_out_payload_7 <<< 1);
  assign _zz__zz_io_out_payload_9_4 = _zz__zz_io_out_payload_9_5;
  assign _zz__zz_io_out_payload_9_6 = rest_regNext[15];
  assign _zz__zz_io_out_payload_9_5 = {33'd0, _zz__zz_io_out_payload_9_6};
  assign _zz__zz_io_out_payload_9_7 = {2'd0, d_regNext};
  assign _zz__zz_io_out_payload_9_8 = {2'd0, d_regNext};
  assign _zz__zz_io_out_payload_14 = _zz__zz_io_out_payload_14_1;
  assign _zz__zz_io_out_payload_14_1 = ({_zz__zz_io_out_payload_14_2,1'b1} + {(_zz_io_out_payload_12 ? _zz__zz_io_out_payload_14_7 : (~ _zz__zz_io_out_payload_14_8)),(! _zz_io_out_payload_12)});
  assign _zz__zz_io_out_payload_14_2 = (_zz__zz_io_out_payload_14_3 | _zz__zz_io_out_payload_14_4);
  assign _zz__zz_io_out_payload_14_3 = (_zz_io_out_payload_11 <<< 1);
  assign _zz__zz_io_out_payload_14_4 = _zz__zz_io_out_payload_14_5;
  assign _zz__zz_io_out_payload_14_6 = rest_regNext_regNext[14];
  assign _zz__zz_io_out_payload_14_5 = {33'd0, _zz__zz_io_out_payload_14_6};
  assign _zz__zz_io_out_payload_14_7 = {2'd0, d_regNext_regNext};
  assign _zz__zz_io_out_payload_14_8 = {2'd0, d_regNext_regNext};
  assign _zz__zz_io_out_payload_16 = _zz__zz_io_out_payload_16_1;
  assign _zz__zz_io_out_payload_16_1 = ({_zz__zz_io_out_payload_16_2,1'b1} + {(_zz_io_out_payload_15 ? _zz__zz_io_out_payload_16_7 : (~ _zz__zz_io_out_payload_16_8)),(! _zz_io_out_payload_15)});
  assign _zz__zz_io_out_payload_16_2 = (_zz__zz_io_out_payload_16_3 | _zz__zz_io_out_payload_16_4);
  assign _zz__zz_io_out_payload_16_3 = (_zz_io_out_payload_14 <<< 1);
  assign _zz__zz_io_out_payload_16_4 = _zz__zz_io_out_payload_16_5;
  assign _zz__zz_io_out_payload_16_6 = rest_regNext_regNext[13];
  assign _zz__zz_io_out_payload_16_5 = {33'd0, _zz__zz_io_out_payload_16_6};
  assign _zz__zz_io_out_payload_16_7 = {2'd0, d_regNext_regNext};
  assign _zz__zz_io_out_payload_16_8 = {2'd0, d_regNext_regNext};
  assign _zz__zz_io_out_payload_21 = _zz__zz_io_out_payload_21_1;
  assign _zz__zz_io_out_payload_21_1 = ({_zz__zz_io_out_payload_21_2,1'b1} + {(_zz_io_out_payload_19 ? _zz__zz_io_out_payload_21_7 : (~ _zz__zz_io_out_payload_21_8)),(! _zz_io_out_payload_19)});
  assign _zz__zz_io_out_payload_21_2 = (_zz__zz_io_out_payload_21_3 | _zz__zz_io_out_payload_21_4);
  assign _zz__zz_io_out_payload_21_3 = (_zz_io_out_payload_18 <<< 1);
  assign _zz__zz_io_out_payload_21_4 = _zz__zz_io_out_payload_21_5;
  assign _zz__zz_io_out_payload_21_6 = rest_regNext_regNext_regNext[12];
  assign _zz__zz_io_out_payload_21_5 = {33'd0, _zz__zz_io_out_payload_21_6};
  assign _zz__zz_io_out_payload_21_7 = {2'd0, d_regNext_regNext_regNext};
  assign _zz__zz_io_out_payload_21_8 = {2'd0, d_regNext_regNext_regNext};
  assign _zz__zz_io_out_payload_23 = _zz__zz_io_out_payload_23_1;
  assign _zz__zz_io_out_payload_23_1 = ({_zz__zz_io_out_payload_23_2,1'b1} + {(_zz_io_out_payload_22 ? _zz__zz_io_out_payload_23_7 : (~ _zz__zz_io_out_payload_23_8)),(! _zz_io_out_payload_22)});
  assign _zz__zz_io_out_payload_23_2 = (_zz__zz_io_out_payload_23_3 | _zz__zz_io_out_payload_23_4);
  assign _zz__zz_io_out_payload_23_3 = (_zz_io_out_payload_21 <<< 1);
  assign _zz__zz_io_out_payload_23_4 = _zz__zz_io_out_payload_23_5;
  assign _zz__zz_io_out_payload_23_6 = rest_regNext_regNext_regNext[11];
  assign _zz__zz_io_out_payload_23_5 = {33'd0, _zz__zz_io_out_payload_23_6};
  assign _zz__zz_io_out_payload_23_7 = {2'd0, d_regNext_regNext_regNext};
  assign _zz__zz_io_out_payload_23_8 = {2'd0, d_regNext_regNext_regNext};
  assign _zz__zz_io_out_payload_28 = _zz__zz_io_out_payload_28_1;
  assign _zz__zz_io_out_payload_28_1 = ({_zz__zz_io_out_payload_28_2,1'b1} + {(_zz_io_out_payload_26 ? _zz__zz_io_out_payload_28_7 : (~ _zz__zz_io_out_payload_28_8)),(! _zz_io_out_payload_26)});
  assign _zz__zz_io_out_payload_28_2 = (_zz__zz_io_out_payload_28_3 | _zz__zz_io_out_payload_28_4);
  assign _zz__zz_io_out_payload_28_3 = (_zz_io_out_payload_25 <<< 1);
  assign _zz__zz_io_out_payload_28_4 = _zz__zz_io_out_payload_28_5;
  assign _zz__zz_io_out_payload_28_6 = rest_regNext_regNext_regNext_regNext[10];
  assign _zz__zz_io_out_payload_28_5 = {33'd0, _zz__zz_io_out_payload_28_6};
  assign _zz__zz_io_out_payload_28_7 = {2'd0, d_regNext_regNext_regNext_regNext};
  assign _zz__zz_io_out_payload_28_8 = {2'd0, d_regNext_regNext_regNext_regNext};
  assign _zz__zz_io_out_payload_30 = _zz__zz_io_out_payload_30_1;
  assign _zz__zz_io_out_payload_30_1 = ({_zz__zz_io_out_payload_30_2,1'b1} + {(_zz_io_out_payload_29 ? _zz__zz_io_out_payload_30_7 : (~ _zz__zz_io_out_payload_30_8)),(! _zz_io_out_payload_29)});
  assign _zz__zz_io_out_payload_30_2 = (_zz__zz_io_out_payload_30_3 | _zz__zz_io_out_payload_30_4);
  assign _zz__zz_io_out_payload_30_3 = (_zz_io_out_payload_28 <<< 1);
  assign _zz__zz_io_out_payload_30_4 = _zz__zz_io_out_payload_30_5;
  assign _zz__zz_io_out_payload_30_6 = rest_regNext_regNext_regNext_regNext[9];
  assign _zz__zz_io_out_payload_30_5 = {33'd0, _zz__zz_io_out_payload_30_6};
  assign _zz__zz_io_out_payload_30_7 = {2'd0, d_regNext_regNext_regNext_regNext};
  assign _zz__zz_io_out_payload_30_8 = {2'd0, d_regNext_regNext_regNext_regNext};
  assign _zz__zz_io_out_payload_35 = _zz__zz_io_out_payload_35_1;
  assign _zz__zz_io_out_payload_35_1 = ({_zz__zz_io_out_payload_35_2,1'b1} + {(_zz_io_out_payload_33 ? _zz__zz_io_out_payload_35_7 : (~ _zz__zz_io_out_payload_35_8)),(! _zz_io_out_payload_33)});
  assign _zz__zz_io_out_payload_35_2 = (_zz__zz_io_out_payload_35_3 | _zz__zz_io_out_payload_35_4);
  assign _zz__zz_io_out_payload_35_3 = (_zz_io_out_payload_32 <<< 1);
  assign _zz__zz_io_out_payload_35_4 = _zz__zz_io_out_payload_35_5;
  assign _zz__zz_io_out_payload_35_6 = rest_regNext_regNext_regNext_regNext_regNext[8];
  assign _zz__zz_io_out_payload_35_5 = {33'd0, _zz__zz_io_out_payload_35_6};
  assign _zz__zz_io_out_payload_35_7 = {2'd0, d_regNext_regNext_regNext_regNext_regNext};
  assign _zz__zz_io_out_payload_35_8 = {2'd0, d_regNext_regNext_regNext_regNext_regNext};
  assign _zz__zz_io_out_payload_37 = _zz__zz_io_out_payload_37_1;
  assign _zz__zz_io_out_payload_37_1 = ({_zz__zz_io_out_payload_37_2,1'b1} + {(_zz_io_out_payload_36 ? _zz__zz_io_out_payload_37_7 : (~ _zz__zz_io_out_payload_37_8)),(! _zz_io_out_payload_36)});
  assign _zz__zz_io_out_payload_37_2 = (_zz__zz_io_out_payload_37_3 | _zz__zz_io_out_payload_37_4);
  assign _zz__zz_io_out_payload_37_3 = (_zz_io_out_payload_35 <<< 1);
  assign _zz__zz_io_out_payload_37_4 = _zz__zz_io_out_payload_37_5;
  assign _zz__zz_io_out_payload_37_6 = rest_regNext_regNext_regNext_regNext_regNext[7];
  assign _zz__zz_io_out_payload_37_5 = {33'd0, _zz__zz_io_out_payload_37_6};
  assign _zz__zz_io_out_payload_37_7 = {2'd0, d_regNext_regNext_regNext_regNext_regNext};
  assign _zz__zz_io_out_payload_37_8 = {2'd0, d_regNext_regNext_regNext_regNext_regNext};
  assign _zz__zz_io_out_payload_42 = _zz__zz_io_out_payload_42_1;
  assign _zz__zz_io_out_payload_42_1 = ({_zz__zz_io_out_payload_42_2,1'b1} + {(_zz_io_out_payload_40 ? _zz__zz_io_out_payload_42_7 : (~ _zz__zz_io_out_payload_42_8)),(! _zz_io_out_payload_40)});
  assign _zz__zz_io_out_payload_42_2 = (_zz__zz_io_out_payload_42_3 | _zz__zz_io_out_payload_42_4);
  assign _zz__zz_io_out_payload_42_3 = (_zz_io_out_payload_39 <<< 1);
  assign _zz__zz_io_out_payload_42_4 = _zz__zz_io_out_payload_42_5;
  assign _zz__zz_io_out_payload_42_6 = rest_regNext_regNext_regNext_regNext_regNext_regNext[6];
  assign _zz__zz_io_out_payload_42_5 = {33'd0, _zz__zz_io_out_payload_42_6};
  assign _zz__zz_io_out_payload_42_7 = {2'd0, d_regNext_regNext_regNext_regNext_regNext_regNext};
  assign _zz__zz_io_out_payload_42_8 = {2'd0, d_regNext_regNext_regNext_regNext_regNext_regNext};
  assign _zz__zz_io_out_payload_44 = _zz__zz_io_out_payload_44_1;
  assign _zz__zz_io_out_payload_44_1 = ({_zz__zz_io_out_payload_44_2,1'b1} + {(_zz_io_out_payload_43 ? _zz__zz_io_out_payload_44_7 : (~ _zz__zz_io_out_payload_44_8)),(! _zz_io_out_payload_43)});
  assign _zz__zz_io_out_payload_44_2 = (_zz__zz_io_out_payload_44_3 | _zz__zz_io_out_payload_44_4);
  assign _zz__zz_io_out_payload_44_3 = (_zz_io_out_payload_42 <<< 1);
  assign _zz__zz_io_out_payload_44_4 = _zz__zz_io_out_payload_44_5;
  assign _zz__zz_io_out_payload_44_6 = rest_regNext_regNext_regNext_regNext_regNext_regNext[5];
  assign _zz__zz_io_out_payload_44_5 = {33'd0, _zz__zz_io_out_payload_44_6};
  assign _zz__zz_io_out_payload_44_7 = {2'd0, d_regNext_regNext_regNext_regNext_regNext_regNext};
  assign _zz__zz_io_out_payload_44_8 = {2'd0, d_regNext_regNext_regNext_regNext_regNext_regNext};
  assign _zz__zz_io_out_payload_49 = _zz__zz_io_out_payload_49_1;
  assign _zz__zz_io_out_payload_49_1 = ({_zz__zz_io_out_payload_49_2,1'b1} + {(_zz_io_out_payload_47 ? _zz__zz_io_out_payload_49_7 : (~ _zz__zz_io_out_payload_49_8)),(! _zz_io_out_payload_47)});
  assign _zz__zz_io_out_payload_49_2 = (_zz__zz_io_out_payload_49_3 | _zz__zz_io_out_payload_49_4);
  assign _zz__zz_io_out_payload_49_3 = (_zz_io_out_payload_46 <<< 1);
  assign _zz__zz_io_out_payload_49_4 = _zz__zz_io_out_payload_49_5;
  assign _zz__zz_io_out_payload_49_6 = rest_regNext_regNext_regNext_regNext_regNext_regNext_regNext[4];
  assign _zz__zz_io_out_payload_49_5 = {33'd0, _zz__zz_io_out_payload_49_6};
  assign _zz__zz_io_out_payload_49_7 = {2'd0, d_regNext_regNext_regNext_regNext_regNext_regNext_regNext};
  assign _zz__zz_io_out_payload_49_8 = {2'd0, d_regNext_regNext_regNext_regNext_regNext_regNext_regNext};
  assign _zz__zz_io_out_payload_51 = _zz__zz_io_out_payload_51_1;
  assign _zz__zz_io_out_payload_51_1 = ({_zz__zz_io_out_payload_51_2,1'b1} + {(_zz_io_out_payload_50 ? _zz__zz_io_out_payload_51_7 : (~ _zz__zz_io_out_payload_51_8)),(! _zz_io_out_payload_50)});
  assign _zz__zz_io_out_payload_51_2 = (_zz__zz_io_out_payload_51_3 | _zz__zz_io_out_payload_51_4);
  assign _zz__zz_io_out_payload_51_3 = (_zz_io_out_payload_49 <<< 1);
  assign _zz__zz_io_out_payload_51_4 = _zz__zz_io_out_payload_51_5;
  assign _zz__zz_io_out_payload_51_6 = rest_regNext_regNext_regNext_regNext_regNext_regNext_regNext[3];
  assign _zz__zz_io_out_payload_51_5 = {33'd0, _zz__zz_io_out_payload_51_6};
  assign _zz__zz_io_out_payload_51_7 = {2'd0, d_regNext_regNext_regNext_regNext_regNext_regNext_regNext};
  assign _zz__zz_io_out_payload_51_8 = {2'd0, d_regNext_regNext_regNext_regNext_regNext_regNext_regNext};
  assign _zz__zz_io_out_payload_56 = _zz__zz_io_out_payload_56_1;
  assign _zz__zz_io_out_payload_56_1 = ({_zz__zz_io_out_payload_56_2,1'b1} + {(_zz_io_out_payload_54 ? _zz__zz_io_out_payload_56_7 : (~ _zz__zz_io_out_payload_56_8)),(! _zz_io_out_payload_54)});
  assign _zz__zz_io_out_payload_56_2 = (_zz__zz_io_out_payload_56_3 | _zz__zz_io_out_payload_56_4);
  assign _zz__zz_io_out_payload_56_3 = (_zz_io_out_payload_53 <<< 1);
  assign _zz__zz_io_out_payload_56_4 = _zz__zz_io_out_payload_56_5;
  assign _zz__zz_io_out_payload_56_6 = rest_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext[2];
  assign _zz__zz_io_out_payload_56_5 = {33'd0, _zz__zz_io_out_payload_56_6};
  assign _zz__zz_io_out_payload_56_7 = {2'd0, d_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext};
  assign _zz__zz_io_out_payload_56_8 = {2'd0, d_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext};
  assign _zz__zz_io_out_payload_58 = _zz__zz_io_out_payload_58_1;
  assign _zz__zz_io_out_payload_58_1 = ({_zz__zz_io_out_payload_58_2,1'b1} + {(_zz_io_out_payload_57 ? _zz__zz_io_out_payload_58_7 : (~ _zz__zz_io_out_payload_58_8)),(! _zz_io_out_payload_57)});
  assign _zz__zz_io_out_payload_58_2 = (_zz__zz_io_out_payload_58_3 | _zz__zz_io_out_payload_58_4);
  assign _zz__zz_io_out_payload_58_3 = (_zz_io_out_payload_56 <<< 1);
  assign _zz__zz_io_out_payload_58_4 = _zz__zz_io_out_payload_58_5;
  assign _zz__zz_io_out_payload_58_6 = rest_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext[1];
  assign _zz__zz_io_out_payload_58_5 = {33'd0, _zz__zz_io_out_payload_58_6};
  assign _zz__zz_io_out_payload_58_7 = {2'd0, d_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext};
  assign _zz__zz_io_out_payload_58_8 = {2'd0, d_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext};
  assign _zz__zz_io_out_payload_63 = _zz__zz_io_out_payload_63_1[34 : 1];
  assign _zz__zz_io_out_payload_63_1 = _zz__zz_io_out_payload_63_2;
  assign _zz__zz_io_out_payload_63_2 = ({_zz__zz_io_out_payload_63_3,1'b1} + {(_zz_io_out_payload_61 ? _zz__zz_io_out_payload_63_8 : (~ _zz__zz_io_out_payload_63_9)),(! _zz_io_out_payload_61)});
  assign _zz__zz_io_out_payload_63_3 = (_zz__zz_io_out_payload_63_4 | _zz__zz_io_out_payload_63_5);
  assign _zz__zz_io_out_payload_63_4 = (_zz_io_out_payload_60 <<< 1);
  assign _zz__zz_io_out_payload_63_5 = _zz__zz_io_out_payload_63_6;
  assign _zz__zz_io_out_payload_63_7 = rest_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext[0];
  assign _zz__zz_io_out_payload_63_6 = {33'd0, _zz__zz_io_out_payload_63_7};
  assign _zz__zz_io_out_payload_63_8 = {2'd0, d_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext};
  assign _zz__zz_io_out_payload_63_9 = {2'd0, d_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext};
  assign hi = (io_in_payload_n >>> 5'd19);
  assign _zz_io_out_payload = _zz__zz_io_out_payload[34 : 1];
  assign _zz_io_out_payload_1 = _zz_io_out_payload[33];
  assign _zz_io_out_payload_2 = _zz__zz_io_out_payload_2_1[34 : 1];
  assign _zz_io_out_payload_3 = _zz_io_out_payload_2[33];
  assign _zz_io_out_payload_7 = _zz__zz_io_out_payload_7_1[34 : 1];
  assign _zz_io_out_payload_8 = _zz_io_out_payload_7[33];
  assign _zz_io_out_payload_9 = _zz__zz_io_out_payload_9[34 : 1];
  assign _zz_io_out_payload_10 = _zz_io_out_payload_9[33];
  assign _zz_io_out_payload_14 = _zz__zz_io_out_payload_14[34 : 1];
  assign _zz_io_out_payload_15 = _zz_io_out_payload_14[33];
  assign _zz_io_out_payload_16 = _zz__zz_io_out_payload_16[34 : 1];
  assign _zz_io_out_payload_17 = _zz_io_out_payload_16[33];
  assign _zz_io_out_payload_21 = _zz__zz_io_out_payload_21[34 : 1];
  assign _zz_io_out_payload_22 = _zz_io_out_payload_21[33];
  assign _zz_io_out_payload_23 = _zz__zz_io_out_payload_23[34 : 1];
  assign _zz_io_out_payload_24 = _zz_io_out_payload_23[33];
  assign _zz_io_out_payload_28 = _zz__zz_io_out_payload_28[34 : 1];
  assign _zz_io_out_payload_29 = _zz_io_out_payload_28[33];
  assign _zz_io_out_payload_30 = _zz__zz_io_out_payload_30[34 : 1];
  assign _zz_io_out_payload_31 = _zz_io_out_payload_30[33];
  assign _zz_io_out_payload_35 = _zz__zz_io_out_payload_35[34 : 1];
  assign _zz_io_out_payload_36 = _zz_io_out_payload_35[33];
  assign _zz_io_out_payload_37 = _zz__zz_io_out_payload_37[34 : 1];
  assign _zz_io_out_payload_38 = _zz_io_out_payload_37[33];
  assign _zz_io_out_payload_42 = _zz__zz_io_out_payload_42[34 : 1];
  assign _zz_io_out_payload_43 = _zz_io_out_payload_42[33];
  assign _zz_io_out_payload_44 = _zz__zz_io_out_payload_44[34 : 1];
  assign _zz_io_out_payload_45 = _zz_io_out_payload_44[33];
  assign _zz_io_out_payload_49 = _zz__zz_io_out_payload_49[34 : 1];
  assign _zz_io_out_payload_50 = _zz_io_out_payload_49[33];
  assign _zz_io_out_payload_51 = _zz__zz_io_out_payload_51[34 : 1];
  assign _zz_io_out_payload_52 = _zz_io_out_payload_51[33];
  assign _zz_io_out_payload_56 = _zz__zz_io_out_payload_56[34 : 1];
  assign _zz_io_out_payload_57 = _zz_io_out_payload_56[33];
  assign _zz_io_out_payload_58 = _zz__zz_io_out_payload_58[34 : 1];
  assign _zz_io_out_payload_59 = _zz_io_out_payload_58[33];
  assign io_out_payload = _zz_io_out_payload_63;
  assign io_out_valid = valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  always @(posedge clk) begin
    over <= (io_in_payload_d <= _zz_over);
    rem_1 <= _zz_rem_1;
    neg <= 1'b0;
    rest <= io_in_payload_n[18:0];
    d <= io_in_payload_d;
    _zz_io_out_payload_4 <= _zz_io_out_payload_2;
    _zz_io_out_payload_5 <= _zz_io_out_payload_3;
    rest_regNext <= rest;
    d_regNext <= d;
    _zz_io_out_payload_6 <= {(! _zz_io_out_payload_1),(! _zz_io_out_payload_3)};
    over_regNext <= over;
    _zz_io_out_payload_11 <= _zz_io_out_payload_9;
    _zz_io_out_payload_12 <= _zz_io_out_payload_10;
    rest_regNext_regNext <= rest_regNext;
    d_regNext_regNext <= d_regNext;
    _zz_io_out_payload_13 <= {_zz_io_out_payload_6,{(! _zz_io_out_payload_8),(! _zz_io_out_payload_10)}};
    over_regNext_regNext <= over_regNext;
    _zz_io_out_payload_18 <= _zz_io_out_payload_16;
    _zz_io_out_payload_19 <= _zz_io_out_payload_17;
    rest_regNext_regNext_regNext <= rest_regNext_regNext;
    d_regNext_regNext_regNext <= d_regNext_regNext;
    _zz_io_out_payload_20 <= {_zz_io_out_payload_13,{(! _zz_io_out_payload_15),(! _zz_io_out_payload_17)}};
    over_regNext_regNext_regNext <= over_regNext_regNext;
    _zz_io_out_payload_25 <= _zz_io_out_payload_23;
    _zz_io_out_payload_26 <= _zz_io_out_payload_24;
    rest_regNext_regNext_regNext_regNext <= rest_regNext_regNext_regNext;
    d_regNext_regNext_regNext_regNext <= d_regNext_regNext_regNext;
    _zz_io_out_payload_27 <= {_zz_io_out_payload_20,{(! _zz_io_out_payload_22),(! _zz_io_out_payload_24)}};
    over_regNext_regNext_regNext_regNext <= over_regNext_regNext_regNext;
    _zz_io_out_payload_32 <= _zz_io_out_payload_30;
    _zz_io_out_payload_33 <= _zz_io_out_payload_31;
    rest_regNext_regNext_regNext_regNext_regNext <= rest_regNext_regNext_regNext_regNext;
    d_regNext_regNext_regNext_regNext_regNext <= d_regNext_regNext_regNext_regNext;
    _zz_io_out_payload_34 <= {_zz_io_out_payload_27,{(! _zz_io_out_payload_29),(! _zz_io_out_payload_31)}};
    over_regNext_regNext_regNext_regNext_regNext <= over_regNext_regNext_regNext_regNext;
    _zz_io_out_payload_39 <= _zz_io_out_payload_37;
    _zz_io_out_payload_40 <= _zz_io_out_payload_38;
    rest_regNext_regNext_regNext_regNext_regNext_regNext <= rest_regNext_regNext_regNext_regNext_regNext;
    d_regNext_regNext_regNext_regNext_regNext_regNext <= d_regNext_regNext_regNext_regNext_regNext;
    _zz_io_out_payload_41 <= {_zz_io_out_payload_34,{(! _zz_io_out_payload_36),(! _zz_io_out_payload_38)}};
    over_regNext_regNext_regNext_regNext_regNext_regNext <= over_regNext_regNext_regNext_regNext_regNext;
    _zz_io_out_payload_46 <= _zz_io_out_payload_44;
    _zz_io_out_payload_47 <= _zz_io_out_payload_45;
    rest_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= rest_regNext_regNext_regNext_regNext_regNext_regNext;
    d_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= d_regNext_regNext_regNext_regNext_regNext_regNext;
    _zz_io_out_payload_48 <= {_zz_io_out_payload_41,{(! _zz_io_out_payload_43),(! _zz_io_out_payload_45)}};
    over_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= over_regNext_regNext_regNext_regNext_regNext_regNext;
    _zz_io_out_payload_53 <= _zz_io_out_payload_51;
    _zz_io_out_payload_54 <= _zz_io_out_payload_52;
    rest_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= rest_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
    d_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= d_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
    _zz_io_out_payload_55 <= {_zz_io_out_payload_48,{(! _zz_io_out_payload_50),(! _zz_io_out_payload_52)}};
    over_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= over_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
    _zz_io_out_payload_60 <= _zz_io_out_payload_58;
    _zz_io_out_payload_61 <= _zz_io_out_payload_59;
    rest_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= rest_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
    d_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= d_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
    _zz_io_out_payload_62 <= {_zz_io_out_payload_55,{(! _zz_io_out_payload_57),(! _zz_io_out_payload_59)}};
    over_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= over_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
    _zz_io_out_payload_63 <= (over_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext ? 19'h7ffff : {_zz_io_out_payload_62,(! _zz__zz_io_out_payload_63[33])});
  end

  always @(posedge clk) begin
    if(reset) begin
      valid <= 1'b0;
      valid_regNext <= 1'b0;
      valid_regNext_regNext <= 1'b0;
      valid_regNext_regNext_regNext <= 1'b0;
      valid_regNext_regNext_regNext_regNext <= 1'b0;
      valid_regNext_regNext_regNext_regNext_regNext <= 1'b0;
      valid_regNext_regNext_regNext_regNext_regNext_regNext <= 1'b0;
      valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= 1'b0;
      valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= 1'b0;
      valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= 1'b0;
      valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= 1'b0;
    end else begin
      valid <= io_in_valid;
      valid_regNext <= valid;
      valid_regNext_regNext <= valid_regNext;
      valid_regNext_regNext_regNext <= valid_regNext_regNext;
      valid_regNext_regNext_regNext_regNext <= valid_regNext_regNext_regNext;
      valid_regNext_regNext_regNext_regNext_regNext <= valid_regNext_regNext_regNext_regNext;
      valid_regNext_regNext_regNext_regNext_regNext_regNext <= valid_regNext_regNext_regNext_regNext_regNext;
      valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= valid_regNext_regNext_regNext_regNext_regNext_regNext;
      valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
      valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
      valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
    end
  end


endmodule

module thr_ConstFloorDiv_3 (
  input  wire          io_in_valid,
  input  wire [31:0]   io_in_payload,
  output wire          io_out_valid,
  output wire [18:0]   io_out_payload,
  input  wire          clk,
  input  wire          reset
);

  reg        [4:0]    _zz__zz_io_out_payload;
  wire       [4:0]    _zz__zz_io_out_payload_1;
  reg        [4:0]    _zz__zz_io_out_payload_1_1;
  wire       [4:0]    _zz__zz_io_out_payload_1_2;
  reg        [4:0]    _zz__zz_io_out_payload_2;
  wire       [4:0]    _zz__zz_io_out_payload_2_1;
  reg        [4:0]    _zz__zz_io_out_payload_5;
  wire       [4:0]    _zz__zz_io_out_payload_5_1;
  reg        [4:0]    _zz__zz_io_out_payload_6;
  wire       [4:0]    _zz__zz_io_out_payload_6_1;
  reg        [4:0]    _zz__zz_io_out_payload_7;
  wire       [4:0]    _zz__zz_io_out_payload_7_1;
  reg        [4:0]    _zz__zz_io_out_payload_10;
  wire       [4:0]    _zz__zz_io_out_payload_10_1;
  reg        [4:0]    _zz__zz_io_out_payload_11;
  wire       [4:0]    _zz__zz_io_out_payload_11_1;
  reg        [4:0]    _zz__zz_io_out_payload_12;
  wire       [4:0]    _zz__zz_io_out_payload_12_1;
  reg        [4:0]    _zz__zz_io_out_payload_15;
  wire       [4:0]    _zz__zz_io_out_payload_15_1;
  reg        [4:0]    _zz__zz_io_out_payload_16;
  wire       [4:0]    _zz__zz_io_out_payload_16_1;
  reg        [4:0]    _zz__zz_io_out_payload_17;
  wire       [4:0]    _zz__zz_io_out_payload_17_1;
  reg        [4:0]    _zz__zz_io_out_payload_20;
  wire       [4:0]    _zz__zz_io_out_payload_20_1;
  reg        [4:0]    _zz__zz_io_out_payload_21;
  wire       [4:0]    _zz__zz_io_out_payload_21_1;
  reg        [4:0]    _zz__zz_io_out_payload_22;
  wire       [4:0]    _zz__zz_io_out_payload_22_1;
  reg        [4:0]    _zz__zz_io_out_payload_25;
  wire       [4:0]    _zz__zz_io_out_payload_25_1;
  reg        [4:0]    _zz__zz_io_out_payload_26;
  wire       [4:0]    _zz__zz_io_out_payload_26_1;
  reg        [4:0]    _zz__zz_io_out_payload_27;
  wire       [4:0]    _zz__zz_io_out_payload_27_1;
  reg        [4:0]    _zz__zz_io_out_payload_30;
  wire       [4:0]    _zz__zz_io_out_payload_30_1;
  reg        [4:0]    _zz__zz_io_out_payload_31;
  wire       [4:0]    _zz__zz_io_out_payload_31_1;
  reg        [4:0]    _zz__zz_io_out_payload_32;
  wire       [4:0]    _zz__zz_io_out_payload_32_1;
  reg        [4:0]    _zz__zz_io_out_payload_35;
  wire       [4:0]    _zz__zz_io_out_payload_35_1;
  wire       [18:0]   _zz__zz_io_out_payload_36;
  wire       [22:0]   _zz__zz_io_out_payload_36_1;
  reg        [4:0]    _zz__zz_io_out_payload_36_2;
  wire       [4:0]    _zz__zz_io_out_payload_36_3;
  wire       [4:0]    stepTable_0;
  wire       [4:0]    stepTable_1;
  wire       [4:0]    stepTable_2;
  wire       [4:0]    stepTable_3;
  wire       [4:0]    stepTable_4;
  wire       [4:0]    stepTable_5;
  wire       [4:0]    stepTable_6;
  wire       [4:0]    stepTable_7;
  wire       [4:0]    stepTable_8;
  wire       [4:0]    stepTable_9;
  wire       [4:0]    stepTable_10;
  wire       [4:0]    stepTable_11;
  wire       [4:0]    stepTable_12;
  wire       [4:0]    stepTable_13;
  wire       [4:0]    stepTable_14;
  wire       [4:0]    stepTable_15;
  wire       [4:0]    stepTable_16;
  wire       [4:0]    stepTable_17;
  wire       [4:0]    stepTable_18;
  wire       [4:0]    stepTable_19;
  wire       [4:0]    stepTable_20;
  wire       [4:0]    stepTable_21;
  wire       [4:0]    stepTable_22;
  wire       [4:0]    stepTable_23;
  wire       [4:0]    stepTable_24;
  wire       [4:0]    stepTable_25;
  wire       [4:0]    stepTable_26;
  wire       [4:0]    stepTable_27;
  wire       [4:0]    stepTable_28;
  wire       [4:0]    stepTable_29;
  wire       [4:0]    stepTable_30;
  wire       [4:0]    stepTable_31;
  wire       [3:0]    rem_1;
  wire       [22:0]   rest;
  wire                over;
  wire       [4:0]    _zz_io_out_payload;
  wire       [4:0]    _zz_io_out_payload_1;
  wire       [4:0]    _zz_io_out_payload_2;
  reg        [3:0]    _zz_io_out_payload_3;
  reg        [22:0]   rest_regNext;
  reg        [2:0]    _zz_io_out_payload_4;
  reg                 over_regNext;
  reg                 io_in_valid_regNext;
  wire       [4:0]    _zz_io_out_payload_5;
  wire       [4:0]    _zz_io_out_payload_6;
  wire       [4:0]    _zz_io_out_payload_7;
  reg        [3:0]    _zz_io_out_payload_8;
  reg        [22:0]   rest_regNext_regNext;
  reg        [5:0]    _zz_io_out_payload_9;
  reg                 over_regNext_regNext;
  reg                 io_in_valid_regNext_regNext;
  wire       [4:0]    _zz_io_out_payload_10;
  wire       [4:0]    _zz_io_out_payload_11;
  wire       [4:0]    _zz_io_out_payload_12;
  reg        [3:0]    _zz_io_out_payload_13;
  reg        [22:0]   rest_regNext_regNext_regNext;
  reg        [8:0]    _zz_io_out_payload_14;
  reg                 over_regNext_regNext_regNext;
  reg                 io_in_valid_regNext_regNext_regNext;
  wire       [4:0]    _zz_io_out_payload_15;
  wire       [4:0]    _zz_io_out_payload_16;
  wire       [4:0]    _zz_io_out_payload_17;
  reg        [3:0]    _zz_io_out_payload_18;
  reg        [22:0]   rest_regNext_regNext_regNext_regNext;
  reg        [11:0]   _zz_io_out_payload_19;
  reg                 over_regNext_regNext_regNext_regNext;
  reg                 io_in_valid_regNext_regNext_regNext_regNext;
  wire       [4:0]    _zz_io_out_payload_20;
  wire       [4:0]    _zz_io_out_payload_21;
  wire       [4:0]    _zz_io_out_payload_22;
  reg        [3:0]    _zz_io_out_payload_23;
  reg        [22:0]   rest_regNext_regNext_regNext_regNext_regNext;
  reg        [14:0]   _zz_io_out_payload_24;
  reg                 over_regNext_regNext_regNext_regNext_regNext;
  reg                 io_in_valid_regNext_regNext_regNext_regNext_regNext;
  wire       [4:0]    _zz_io_out_payload_25;
  wire       [4:0]    _zz_io_out_payload_26;
  wire       [4:0]    _zz_io_out_payload_27;
  reg        [3:0]    _zz_io_out_payload_28;
  reg        [22:0]   rest_regNext_regNext_regNext_regNext_regNext_regNext;
  reg        [17:0]   _zz_io_out_payload_29;
  reg                 over_regNext_regNext_regNext_regNext_regNext_regNext;
  reg                 io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext;
  wire       [4:0]    _zz_io_out_payload_30;
  wire       [4:0]    _zz_io_out_payload_31;
  wire       [4:0]    _zz_io_out_payload_32;
  reg        [3:0]    _zz_io_out_payload_33;
  reg        [22:0]   rest_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  reg        [20:0]   _zz_io_out_payload_34;
  reg                 over_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  reg                 io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  wire       [4:0]    _zz_io_out_payload_35;
  reg        [18:0]   _zz_io_out_payload_36;
  reg                 io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext;

  assign _zz__zz_io_out_payload_36_1 = {_zz_io_out_payload_34,{_zz_io_out_payload_35[0],_zz__zz_io_out_payload_36_2[0]}};
  assign _zz__zz_io_out_payload_36 = _zz__zz_io_out_payload_36_1[18:0];
  assign _zz__zz_io_out_payload_1 = {rem_1,rest[22]};
  assign _zz__zz_io_out_payload_1_2 = {_zz_io_out_payload[4 : 1],rest[21]};
  assign _zz__zz_io_out_payload_2_1 = {_zz_io_out_payload_1[4 : 1],rest[20]};
  assign _zz__zz_io_out_payload_5_1 = {_zz_io_out_payload_3,rest_regNext[19]};
  assign _zz__zz_io_out_payload_6_1 = {_zz_io_out_payload_5[4 : 1],rest_regNext[18]};
  assign _zz__zz_io_out_payload_7_1 = {_zz_io_out_payload_6[4 : 1],rest_regNext[17]};
  assign _zz__zz_io_out_payload_10_1 = {_zz_io_out_payload_8,rest_regNext_regNext[16]};
  assign _zz__zz_io_out_payload_11_1 = {_zz_io_out_payload_10[4 : 1],rest_regNext_regNext[15]};
  assign _zz__zz_io_out_payload_12_1 = {_zz_io_out_payload_11[4 : 1],rest_regNext_regNext[14]};
  assign _zz__zz_io_out_payload_15_1 = {_zz_io_out_payload_13,rest_regNext_regNext_regNext[13]};
  assign _zz__zz_io_out_payload_16_1 = {_zz_io_out_payload_15[4 : 1],rest_regNext_regNext_regNext[12]};
  assign _zz__zz_io_out_payload_17_1 = {_zz_io_out_payload_16[4 : 1],rest_regNext_regNext_regNext[11]};
  assign _zz__zz_io_out_payload_20_1 = {_zz_io_out_payload_18,rest_regNext_regNext_regNext_regNext[10]};
  assign _zz__zz_io_out_payload_21_1 = {_zz_io_out_payload_20[4 : 1],rest_regNext_regNext_regNext_regNext[9]};
  assign _zz__zz_io_out_payload_22_1 = {_zz_io_out_payload_21[4 : 1],rest_regNext_regNext_regNext_regNext[8]};
  assign _zz__zz_io_out_payload_25_1 = {_zz_io_out_payload_23,rest_regNext_regNext_regNext_regNext_regNext[7]};
  assign _zz__zz_io_out_payload_26_1 = {_zz_io_out_payload_25[4 : 1],rest_regNext_regNext_regNext_regNext_regNext[6]};
  assign _zz__zz_io_out_payload_27_1 = {_zz_io_out_payload_26[4 : 1],rest_regNext_regNext_regNext_regNext_regNext[5]};
  assign _zz__zz_io_out_payload_30_1 = {_zz_io_out_payload_28,rest_regNext_regNext_regNext_regNext_regNext_regNext[4]};
  assign _zz__zz_io_out_payload_31_1 = {_zz_io_out_payload_30[4 : 1],rest_regNext_regNext_regNext_regNext_regNext_regNext[3]};
  assign _zz__zz_io_out_payload_32_1 = {_zz_io_out_payload_31[4 : 1],rest_regNext_regNext_regNext_regNext_regNext_regNext[2]};
  assign _zz__zz_io_out_payload_35_1 = {_zz_io_out_payload_33,rest_regNext_regNext_regNext_regNext_regNext_regNext_regNext[1]};
  assign _zz__zz_io_out_payload_36_3 = {_zz_io_out_payload_35[4 : 1],rest_regNext_regNext_regNext_regNext_regNext_regNext_regNext[0]};
  always @(*) begin
    case(_zz__zz_io_out_payload_1)
      5'b00000 : _zz__zz_io_out_payload = stepTable_0;
      5'b00001 : _zz__zz_io_out_payload = stepTable_1;
      5'b00010 : _zz__zz_io_out_payload = stepTable_2;
      5'b00011 : _zz__zz_io_out_payload = stepTable_3;
      5'b00100 : _zz__zz_io_out_payload = stepTable_4;
      5'b00101 : _zz__zz_io_out_payload = stepTable_5;
      5'b00110 : _zz__zz_io_out_payload = stepTable_6;
      5'b00111 : _zz__zz_io_out_payload = stepTable_7;
      5'b01000 : _zz__zz_io_out_payload = stepTable_8;
      5'b01001 : _zz__zz_io_out_payload = stepTable_9;
      5'b01010 : _zz__zz_io_out_payload = stepTable_10;
      5'b01011 : _zz__zz_io_out_payload = stepTable_11;
      5'b01100 : _zz__zz_io_out_payload = stepTable_12;
      5'b01101 : _zz__zz_io_out_payload = stepTable_13;
      5'b01110 : _zz__zz_io_out_payload = stepTable_14;
      5'b01111 : _zz__zz_io_out_payload = stepTable_15;
      5'b10000 : _zz__zz_io_out_payload = stepTable_16;
      5'b10001 : _zz__zz_io_out_payload = stepTable_17;
      5'b10010 : _zz__zz_io_out_payload = stepTable_18;
      5'b10011 : _zz__zz_io_out_payload = stepTable_19;
      5'b10100 : _zz__zz_io_out_payload = stepTable_20;
      5'b10101 : _zz__zz_io_out_payload = stepTable_21;
      5'b10110 : _zz__zz_io_out_payload = stepTable_22;
      5'b10111 : _zz__zz_io_out_payload = stepTable_23;
      5'b11000 : _zz__zz_io_out_payload = stepTable_24;
      5'b11001 : _zz__zz_io_out_payload = stepTable_25;
      5'b11010 : _zz__zz_io_out_payload = stepTable_26;
      5'b11011 : _zz__zz_io_out_payload = stepTable_27;
      5'b11100 : _zz__zz_io_out_payload = stepTable_28;
      5'b11101 : _zz__zz_io_out_payload = stepTable_29;
      5'b11110 : _zz__zz_io_out_payload = stepTable_30;
      default : _zz__zz_io_out_payload = stepTable_31;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_1_2)
      5'b00000 : _zz__zz_io_out_payload_1_1 = stepTable_0;
      5'b00001 : _zz__zz_io_out_payload_1_1 = stepTable_1;
      5'b00010 : _zz__zz_io_out_payload_1_1 = stepTable_2;
      5'b00011 : _zz__zz_io_out_payload_1_1 = stepTable_3;
      5'b00100 : _zz__zz_io_out_payload_1_1 = stepTable_4;
      5'b00101 : _zz__zz_io_out_payload_1_1 = stepTable_5;
      5'b00110 : _zz__zz_io_out_payload_1_1 = stepTable_6;
      5'b00111 : _zz__zz_io_out_payload_1_1 = stepTable_7;
      5'b01000 : _zz__zz_io_out_payload_1_1 = stepTable_8;
      5'b01001 : _zz__zz_io_out_payload_1_1 = stepTable_9;
      5'b01010 : _zz__zz_io_out_payload_1_1 = stepTable_10;
      5'b01011 : _zz__zz_io_out_payload_1_1 = stepTable_11;
      5'b01100 : _zz__zz_io_out_payload_1_1 = stepTable_12;
      5'b01101 : _zz__zz_io_out_payload_1_1 = stepTable_13;
      5'b01110 : _zz__zz_io_out_payload_1_1 = stepTable_14;
      5'b01111 : _zz__zz_io_out_payload_1_1 = stepTable_15;
      5'b10000 : _zz__zz_io_out_payload_1_1 = stepTable_16;
      5'b10001 : _zz__zz_io_out_payload_1_1 = stepTable_17;
      5'b10010 : _zz__zz_io_out_payload_1_1 = stepTable_18;
      5'b10011 : _zz__zz_io_out_payload_1_1 = stepTable_19;
      5'b10100 : _zz__zz_io_out_payload_1_1 = stepTable_20;
      5'b10101 : _zz__zz_io_out_payload_1_1 = stepTable_21;
      5'b10110 : _zz__zz_io_out_payload_1_1 = stepTable_22;
      5'b10111 : _zz__zz_io_out_payload_1_1 = stepTable_23;
      5'b11000 : _zz__zz_io_out_payload_1_1 = stepTable_24;
      5'b11001 : _zz__zz_io_out_payload_1_1 = stepTable_25;
      5'b11010 : _zz__zz_io_out_payload_1_1 = stepTable_26;
      5'b11011 : _zz__zz_io_out_payload_1_1 = stepTable_27;
      5'b11100 : _zz__zz_io_out_payload_1_1 = stepTable_28;
      5'b11101 : _zz__zz_io_out_payload_1_1 = stepTable_29;
      5'b11110 : _zz__zz_io_out_payload_1_1 = stepTable_30;
      default : _zz__zz_io_out_payload_1_1 = stepTable_31;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_2_1)
      5'b00000 : _zz__zz_io_out_payload_2 = stepTable_0;
      5'b00001 : _zz__zz_io_out_payload_2 = stepTable_1;
      5'b00010 : _zz__zz_io_out_payload_2 = stepTable_2;
      5'b00011 : _zz__zz_io_out_payload_2 = stepTable_3;
      5'b00100 : _zz__zz_io_out_payload_2 = stepTable_4;
      5'b00101 : _zz__zz_io_out_payload_2 = stepTable_5;
      5'b00110 : _zz__zz_io_out_payload_2 = stepTable_6;
      5'b00111 : _zz__zz_io_out_payload_2 = stepTable_7;
      5'b01000 : _zz__zz_io_out_payload_2 = stepTable_8;
      5'b01001 : _zz__zz_io_out_payload_2 = stepTable_9;
      5'b01010 : _zz__zz_io_out_payload_2 = stepTable_10;
      5'b01011 : _zz__zz_io_out_payload_2 = stepTable_11;
      5'b01100 : _zz__zz_io_out_payload_2 = stepTable_12;
      5'b01101 : _zz__zz_io_out_payload_2 = stepTable_13;
      5'b01110 : _zz__zz_io_out_payload_2 = stepTable_14;
      5'b01111 : _zz__zz_io_out_payload_2 = stepTable_15;
      5'b10000 : _zz__zz_io_out_payload_2 = stepTable_16;
      5'b10001 : _zz__zz_io_out_payload_2 = stepTable_17;
      5'b10010 : _zz__zz_io_out_payload_2 = stepTable_18;
      5'b10011 : _zz__zz_io_out_payload_2 = stepTable_19;
      5'b10100 : _zz__zz_io_out_payload_2 = stepTable_20;
      5'b10101 : _zz__zz_io_out_payload_2 = stepTable_21;
      5'b10110 : _zz__zz_io_out_payload_2 = stepTable_22;
      5'b10111 : _zz__zz_io_out_payload_2 = stepTable_23;
      5'b11000 : _zz__zz_io_out_payload_2 = stepTable_24;
      5'b11001 : _zz__zz_io_out_payload_2 = stepTable_25;
      5'b11010 : _zz__zz_io_out_payload_2 = stepTable_26;
      5'b11011 : _zz__zz_io_out_payload_2 = stepTable_27;
      5'b11100 : _zz__zz_io_out_payload_2 = stepTable_28;
      5'b11101 : _zz__zz_io_out_payload_2 = stepTable_29;
      5'b11110 : _zz__zz_io_out_payload_2 = stepTable_30;
      default : _zz__zz_io_out_payload_2 = stepTable_31;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_5_1)
      5'b00000 : _zz__zz_io_out_payload_5 = stepTable_0;
      5'b00001 : _zz__zz_io_out_payload_5 = stepTable_1;
      5'b00010 : _zz__zz_io_out_payload_5 = stepTable_2;
      5'b00011 : _zz__zz_io_out_payload_5 = stepTable_3;
      5'b00100 : _zz__zz_io_out_payload_5 = stepTable_4;
      5'b00101 : _zz__zz_io_out_payload_5 = stepTable_5;
      5'b00110 : _zz__zz_io_out_payload_5 = stepTable_6;
      5'b00111 : _zz__zz_io_out_payload_5 = stepTable_7;
      5'b01000 : _zz__zz_io_out_payload_5 = stepTable_8;
      5'b01001 : _zz__zz_io_out_payload_5 = stepTable_9;
      5'b01010 : _zz__zz_io_out_payload_5 = stepTable_10;
      5'b01011 : _zz__zz_io_out_payload_5 = stepTable_11;
      5'b01100 : _zz__zz_io_out_payload_5 = stepTable_12;
      5'b01101 : _zz__zz_io_out_payload_5 = stepTable_13;
      5'b01110 : _zz__zz_io_out_payload_5 = stepTable_14;
      5'b01111 : _zz__zz_io_out_payload_5 = stepTable_15;
      5'b10000 : _zz__zz_io_out_payload_5 = stepTable_16;
      5'b10001 : _zz__zz_io_out_payload_5 = stepTable_17;
      5'b10010 : _zz__zz_io_out_payload_5 = stepTable_18;
      5'b10011 : _zz__zz_io_out_payload_5 = stepTable_19;
      5'b10100 : _zz__zz_io_out_payload_5 = stepTable_20;
      5'b10101 : _zz__zz_io_out_payload_5 = stepTable_21;
      5'b10110 : _zz__zz_io_out_payload_5 = stepTable_22;
      5'b10111 : _zz__zz_io_out_payload_5 = stepTable_23;
      5'b11000 : _zz__zz_io_out_payload_5 = stepTable_24;
      5'b11001 : _zz__zz_io_out_payload_5 = stepTable_25;
      5'b11010 : _zz__zz_io_out_payload_5 = stepTable_26;
      5'b11011 : _zz__zz_io_out_payload_5 = stepTable_27;
      5'b11100 : _zz__zz_io_out_payload_5 = stepTable_28;
      5'b11101 : _zz__zz_io_out_payload_5 = stepTable_29;
      5'b11110 : _zz__zz_io_out_payload_5 = stepTable_30;
      default : _zz__zz_io_out_payload_5 = stepTable_31;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_6_1)
      5'b00000 : _zz__zz_io_out_payload_6 = stepTable_0;
      5'b00001 : _zz__zz_io_out_payload_6 = stepTable_1;
      5'b00010 : _zz__zz_io_out_payload_6 = stepTable_2;
      5'b00011 : _zz__zz_io_out_payload_6 = stepTable_3;
      5'b00100 : _zz__zz_io_out_payload_6 = stepTable_4;
      5'b00101 : _zz__zz_io_out_payload_6 = stepTable_5;
      5'b00110 : _zz__zz_io_out_payload_6 = stepTable_6;
      5'b00111 : _zz__zz_io_out_payload_6 = stepTable_7;
      5'b01000 : _zz__zz_io_out_payload_6 = stepTable_8;
      5'b01001 : _zz__zz_io_out_payload_6 = stepTable_9;
      5'b01010 : _zz__zz_io_out_payload_6 = stepTable_10;
      5'b01011 : _zz__zz_io_out_payload_6 = stepTable_11;
      5'b01100 : _zz__zz_io_out_payload_6 = stepTable_12;
      5'b01101 : _zz__zz_io_out_payload_6 = stepTable_13;
      5'b01110 : _zz__zz_io_out_payload_6 = stepTable_14;
      5'b01111 : _zz__zz_io_out_payload_6 = stepTable_15;
      5'b10000 : _zz__zz_io_out_payload_6 = stepTable_16;
      5'b10001 : _zz__zz_io_out_payload_6 = stepTable_17;
      5'b10010 : _zz__zz_io_out_payload_6 = stepTable_18;
      5'b10011 : _zz__zz_io_out_payload_6 = stepTable_19;
      5'b10100 : _zz__zz_io_out_payload_6 = stepTable_20;
      5'b10101 : _zz__zz_io_out_payload_6 = stepTable_21;
      5'b10110 : _zz__zz_io_out_payload_6 = stepTable_22;
      5'b10111 : _zz__zz_io_out_payload_6 = stepTable_23;
      5'b11000 : _zz__zz_io_out_payload_6 = stepTable_24;
      5'b11001 : _zz__zz_io_out_payload_6 = stepTable_25;
      5'b11010 : _zz__zz_io_out_payload_6 = stepTable_26;
      5'b11011 : _zz__zz_io_out_payload_6 = stepTable_27;
      5'b11100 : _zz__zz_io_out_payload_6 = stepTable_28;
      5'b11101 : _zz__zz_io_out_payload_6 = stepTable_29;
      5'b11110 : _zz__zz_io_out_payload_6 = stepTable_30;
      default : _zz__zz_io_out_payload_6 = stepTable_31;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_7_1)
      5'b00000 : _zz__zz_io_out_payload_7 = stepTable_0;
      5'b00001 : _zz__zz_io_out_payload_7 = stepTable_1;
      5'b00010 : _zz__zz_io_out_payload_7 = stepTable_2;
      5'b00011 : _zz__zz_io_out_payload_7 = stepTable_3;
      5'b00100 : _zz__zz_io_out_payload_7 = stepTable_4;
      5'b00101 : _zz__zz_io_out_payload_7 = stepTable_5;
      5'b00110 : _zz__zz_io_out_payload_7 = stepTable_6;
      5'b00111 : _zz__zz_io_out_payload_7 = stepTable_7;
      5'b01000 : _zz__zz_io_out_payload_7 = stepTable_8;
      5'b01001 : _zz__zz_io_out_payload_7 = stepTable_9;
      5'b01010 : _zz__zz_io_out_payload_7 = stepTable_10;
      5'b01011 : _zz__zz_io_out_payload_7 = stepTable_11;
      5'b01100 : _zz__zz_io_out_payload_7 = stepTable_12;
      5'b01101 : _zz__zz_io_out_payload_7 = stepTable_13;
      5'b01110 : _zz__zz_io_out_payload_7 = stepTable_14;
      5'b01111 : _zz__zz_io_out_payload_7 = stepTable_15;
      5'b10000 : _zz__zz_io_out_payload_7 = stepTable_16;
      5'b10001 : _zz__zz_io_out_payload_7 = stepTable_17;
      5'b10010 : _zz__zz_io_out_payload_7 = stepTable_18;
      5'b10011 : _zz__zz_io_out_payload_7 = stepTable_19;
      5'b10100 : _zz__zz_io_out_payload_7 = stepTable_20;
      5'b10101 : _zz__zz_io_out_payload_7 = stepTable_21;
      5'b10110 : _zz__zz_io_out_payload_7 = stepTable_22;
      5'b10111 : _zz__zz_io_out_payload_7 = stepTable_23;
      5'b11000 : _zz__zz_io_out_payload_7 = stepTable_24;
      5'b11001 : _zz__zz_io_out_payload_7 = stepTable_25;
      5'b11010 : _zz__zz_io_out_payload_7 = stepTable_26;
      5'b11011 : _zz__zz_io_out_payload_7 = stepTable_27;
      5'b11100 : _zz__zz_io_out_payload_7 = stepTable_28;
      5'b11101 : _zz__zz_io_out_payload_7 = stepTable_29;
      5'b11110 : _zz__zz_io_out_payload_7 = stepTable_30;
      default : _zz__zz_io_out_payload_7 = stepTable_31;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_10_1)
      5'b00000 : _zz__zz_io_out_payload_10 = stepTable_0;
      5'b00001 : _zz__zz_io_out_payload_10 = stepTable_1;
      5'b00010 : _zz__zz_io_out_payload_10 = stepTable_2;
      5'b00011 : _zz__zz_io_out_payload_10 = stepTable_3;
      5'b00100 : _zz__zz_io_out_payload_10 = stepTable_4;
      5'b00101 : _zz__zz_io_out_payload_10 = stepTable_5;
      5'b00110 : _zz__zz_io_out_payload_10 = stepTable_6;
      5'b00111 : _zz__zz_io_out_payload_10 = stepTable_7;
      5'b01000 : _zz__zz_io_out_payload_10 = stepTable_8;
      5'b01001 : _zz__zz_io_out_payload_10 = stepTable_9;
      5'b01010 : _zz__zz_io_out_payload_10 = stepTable_10;
      5'b01011 : _zz__zz_io_out_payload_10 = stepTable_11;
      5'b01100 : _zz__zz_io_out_payload_10 = stepTable_12;
      5'b01101 : _zz__zz_io_out_payload_10 = stepTable_13;
      5'b01110 : _zz__zz_io_out_payload_10 = stepTable_14;
      5'b01111 : _zz__zz_io_out_payload_10 = stepTable_15;
      5'b10000 : _zz__zz_io_out_payload_10 = stepTable_16;
      5'b10001 : _zz__zz_io_out_payload_10 = stepTable_17;
      5'b10010 : _zz__zz_io_out_payload_10 = stepTable_18;
      5'b10011 : _zz__zz_io_out_payload_10 = stepTable_19;
      5'b10100 : _zz__zz_io_out_payload_10 = stepTable_20;
      5'b10101 : _zz__zz_io_out_payload_10 = stepTable_21;
      5'b10110 : _zz__zz_io_out_payload_10 = stepTable_22;
      5'b10111 : _zz__zz_io_out_payload_10 = stepTable_23;
      5'b11000 : _zz__zz_io_out_payload_10 = stepTable_24;
      5'b11001 : _zz__zz_io_out_payload_10 = stepTable_25;
      5'b11010 : _zz__zz_io_out_payload_10 = stepTable_26;
      5'b11011 : _zz__zz_io_out_payload_10 = stepTable_27;
      5'b11100 : _zz__zz_io_out_payload_10 = stepTable_28;
      5'b11101 : _zz__zz_io_out_payload_10 = stepTable_29;
      5'b11110 : _zz__zz_io_out_payload_10 = stepTable_30;
      default : _zz__zz_io_out_payload_10 = stepTable_31;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_11_1)
      5'b00000 : _zz__zz_io_out_payload_11 = stepTable_0;
      5'b00001 : _zz__zz_io_out_payload_11 = stepTable_1;
      5'b00010 : _zz__zz_io_out_payload_11 = stepTable_2;
      5'b00011 : _zz__zz_io_out_payload_11 = stepTable_3;
      5'b00100 : _zz__zz_io_out_payload_11 = stepTable_4;
      5'b00101 : _zz__zz_io_out_payload_11 = stepTable_5;
      5'b00110 : _zz__zz_io_out_payload_11 = stepTable_6;
      5'b00111 : _zz__zz_io_out_payload_11 = stepTable_7;
      5'b01000 : _zz__zz_io_out_payload_11 = stepTable_8;
      5'b01001 : _zz__zz_io_out_payload_11 = stepTable_9;
      5'b01010 : _zz__zz_io_out_payload_11 = stepTable_10;
      5'b01011 : _zz__zz_io_out_payload_11 = stepTable_11;
      5'b01100 : _zz__zz_io_out_payload_11 = stepTable_12;
      5'b01101 : _zz__zz_io_out_payload_11 = stepTable_13;
      5'b01110 : _zz__zz_io_out_payload_11 = stepTable_14;
      5'b01111 : _zz__zz_io_out_payload_11 = stepTable_15;
      5'b10000 : _zz__zz_io_out_payload_11 = stepTable_16;
      5'b10001 : _zz__zz_io_out_payload_11 = stepTable_17;
      5'b10010 : _zz__zz_io_out_payload_11 = stepTable_18;
      5'b10011 : _zz__zz_io_out_payload_11 = stepTable_19;
      5'b10100 : _zz__zz_io_out_payload_11 = stepTable_20;
      5'b10101 : _zz__zz_io_out_payload_11 = stepTable_21;
      5'b10110 : _zz__zz_io_out_payload_11 = stepTable_22;
      5'b10111 : _zz__zz_io_out_payload_11 = stepTable_23;
      5'b11000 : _zz__zz_io_out_payload_11 = stepTable_24;
      5'b11001 : _zz__zz_io_out_payload_11 = stepTable_25;
      5'b11010 : _zz__zz_io_out_payload_11 = stepTable_26;
      5'b11011 : _zz__zz_io_out_payload_11 = stepTable_27;
      5'b11100 : _zz__zz_io_out_payload_11 = stepTable_28;
      5'b11101 : _zz__zz_io_out_payload_11 = stepTable_29;
      5'b11110 : _zz__zz_io_out_payload_11 = stepTable_30;
      default : _zz__zz_io_out_payload_11 = stepTable_31;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_12_1)
      5'b00000 : _zz__zz_io_out_payload_12 = stepTable_0;
      5'b00001 : _zz__zz_io_out_payload_12 = stepTable_1;
      5'b00010 : _zz__zz_io_out_payload_12 = stepTable_2;
      5'b00011 : _zz__zz_io_out_payload_12 = stepTable_3;
      5'b00100 : _zz__zz_io_out_payload_12 = stepTable_4;
      5'b00101 : _zz__zz_io_out_payload_12 = stepTable_5;
      5'b00110 : _zz__zz_io_out_payload_12 = stepTable_6;
      5'b00111 : _zz__zz_io_out_payload_12 = stepTable_7;
      5'b01000 : _zz__zz_io_out_payload_12 = stepTable_8;
      5'b01001 : _zz__zz_io_out_payload_12 = stepTable_9;
      5'b01010 : _zz__zz_io_out_payload_12 = stepTable_10;
      5'b01011 : _zz__zz_io_out_payload_12 = stepTable_11;
      5'b01100 : _zz__zz_io_out_payload_12 = stepTable_12;
      5'b01101 : _zz__zz_io_out_payload_12 = stepTable_13;
      5'b01110 : _zz__zz_io_out_payload_12 = stepTable_14;
      5'b01111 : _zz__zz_io_out_payload_12 = stepTable_15;
      5'b10000 : _zz__zz_io_out_payload_12 = stepTable_16;
      5'b10001 : _zz__zz_io_out_payload_12 = stepTable_17;
      5'b10010 : _zz__zz_io_out_payload_12 = stepTable_18;
      5'b10011 : _zz__zz_io_out_payload_12 = stepTable_19;
      5'b10100 : _zz__zz_io_out_payload_12 = stepTable_20;
      5'b10101 : _zz__zz_io_out_payload_12 = stepTable_21;
      5'b10110 : _zz__zz_io_out_payload_12 = stepTable_22;
      5'b10111 : _zz__zz_io_out_payload_12 = stepTable_23;
      5'b11000 : _zz__zz_io_out_payload_12 = stepTable_24;
      5'b11001 : _zz__zz_io_out_payload_12 = stepTable_25;
      5'b11010 : _zz__zz_io_out_payload_12 = stepTable_26;
      5'b11011 : _zz__zz_io_out_payload_12 = stepTable_27;
      5'b11100 : _zz__zz_io_out_payload_12 = stepTable_28;
      5'b11101 : _zz__zz_io_out_payload_12 = stepTable_29;
      5'b11110 : _zz__zz_io_out_payload_12 = stepTable_30;
      default : _zz__zz_io_out_payload_12 = stepTable_31;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_15_1)
      5'b00000 : _zz__zz_io_out_payload_15 = stepTable_0;
      5'b00001 : _zz__zz_io_out_payload_15 = stepTable_1;
      5'b00010 : _zz__zz_io_out_payload_15 = stepTable_2;
      5'b00011 : _zz__zz_io_out_payload_15 = stepTable_3;
      5'b00100 : _zz__zz_io_out_payload_15 = stepTable_4;
      5'b00101 : _zz__zz_io_out_payload_15 = stepTable_5;
      5'b00110 : _zz__zz_io_out_payload_15 = stepTable_6;
      5'b00111 : _zz__zz_io_out_payload_15 = stepTable_7;
      5'b01000 : _zz__zz_io_out_payload_15 = stepTable_8;
      5'b01001 : _zz__zz_io_out_payload_15 = stepTable_9;
      5'b01010 : _zz__zz_io_out_payload_15 = stepTable_10;
      5'b01011 : _zz__zz_io_out_payload_15 = stepTable_11;
      5'b01100 : _zz__zz_io_out_payload_15 = stepTable_12;
      5'b01101 : _zz__zz_io_out_payload_15 = stepTable_13;
      5'b01110 : _zz__zz_io_out_payload_15 = stepTable_14;
      5'b01111 : _zz__zz_io_out_payload_15 = stepTable_15;
      5'b10000 : _zz__zz_io_out_payload_15 = stepTable_16;
      5'b10001 : _zz__zz_io_out_payload_15 = stepTable_17;
      5'b10010 : _zz__zz_io_out_payload_15 = stepTable_18;
      5'b10011 : _zz__zz_io_out_payload_15 = stepTable_19;
      5'b10100 : _zz__zz_io_out_payload_15 = stepTable_20;
      5'b10101 : _zz__zz_io_out_payload_15 = stepTable_21;
      5'b10110 : _zz__zz_io_out_payload_15 = stepTable_22;
      5'b10111 : _zz__zz_io_out_payload_15 = stepTable_23;
      5'b11000 : _zz__zz_io_out_payload_15 = stepTable_24;
      5'b11001 : _zz__zz_io_out_payload_15 = stepTable_25;
      5'b11010 : _zz__zz_io_out_payload_15 = stepTable_26;
      5'b11011 : _zz__zz_io_out_payload_15 = stepTable_27;
      5'b11100 : _zz__zz_io_out_payload_15 = stepTable_28;
      5'b11101 : _zz__zz_io_out_payload_15 = stepTable_29;
      5'b11110 : _zz__zz_io_out_payload_15 = stepTable_30;
      default : _zz__zz_io_out_payload_15 = stepTable_31;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_16_1)
      5'b00000 : _zz__zz_io_out_payload_16 = stepTable_0;
      5'b00001 : _zz__zz_io_out_payload_16 = stepTable_1;
      5'b00010 : _zz__zz_io_out_payload_16 = stepTable_2;
      5'b00011 : _zz__zz_io_out_payload_16 = stepTable_3;
      5'b00100 : _zz__zz_io_out_payload_16 = stepTable_4;
      5'b00101 : _zz__zz_io_out_payload_16 = stepTable_5;
      5'b00110 : _zz__zz_io_out_payload_16 = stepTable_6;
      5'b00111 : _zz__zz_io_out_payload_16 = stepTable_7;
      5'b01000 : _zz__zz_io_out_payload_16 = stepTable_8;
      5'b01001 : _zz__zz_io_out_payload_16 = stepTable_9;
      5'b01010 : _zz__zz_io_out_payload_16 = stepTable_10;
      5'b01011 : _zz__zz_io_out_payload_16 = stepTable_11;
      5'b01100 : _zz__zz_io_out_payload_16 = stepTable_12;
      5'b01101 : _zz__zz_io_out_payload_16 = stepTable_13;
      5'b01110 : _zz__zz_io_out_payload_16 = stepTable_14;
      5'b01111 : _zz__zz_io_out_payload_16 = stepTable_15;
      5'b10000 : _zz__zz_io_out_payload_16 = stepTable_16;
      5'b10001 : _zz__zz_io_out_payload_16 = stepTable_17;
      5'b10010 : _zz__zz_io_out_payload_16 = stepTable_18;
      5'b10011 : _zz__zz_io_out_payload_16 = stepTable_19;
      5'b10100 : _zz__zz_io_out_payload_16 = stepTable_20;
      5'b10101 : _zz__zz_io_out_payload_16 = stepTable_21;
      5'b10110 : _zz__zz_io_out_payload_16 = stepTable_22;
      5'b10111 : _zz__zz_io_out_payload_16 = stepTable_23;
      5'b11000 : _zz__zz_io_out_payload_16 = stepTable_24;
      5'b11001 : _zz__zz_io_out_payload_16 = stepTable_25;
      5'b11010 : _zz__zz_io_out_payload_16 = stepTable_26;
      5'b11011 : _zz__zz_io_out_payload_16 = stepTable_27;
      5'b11100 : _zz__zz_io_out_payload_16 = stepTable_28;
      5'b11101 : _zz__zz_io_out_payload_16 = stepTable_29;
      5'b11110 : _zz__zz_io_out_payload_16 = stepTable_30;
      default : _zz__zz_io_out_payload_16 = stepTable_31;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_17_1)
      5'b00000 : _zz__zz_io_out_payload_17 = stepTable_0;
      5'b00001 : _zz__zz_io_out_payload_17 = stepTable_1;
      5'b00010 : _zz__zz_io_out_payload_17 = stepTable_2;
      5'b00011 : _zz__zz_io_out_payload_17 = stepTable_3;
      5'b00100 : _zz__zz_io_out_payload_17 = stepTable_4;
      5'b00101 : _zz__zz_io_out_payload_17 = stepTable_5;
      5'b00110 : _zz__zz_io_out_payload_17 = stepTable_6;
      5'b00111 : _zz__zz_io_out_payload_17 = stepTable_7;
      5'b01000 : _zz__zz_io_out_payload_17 = stepTable_8;
      5'b01001 : _zz__zz_io_out_payload_17 = stepTable_9;
      5'b01010 : _zz__zz_io_out_payload_17 = stepTable_10;
      5'b01011 : _zz__zz_io_out_payload_17 = stepTable_11;
      5'b01100 : _zz__zz_io_out_payload_17 = stepTable_12;
      5'b01101 : _zz__zz_io_out_payload_17 = stepTable_13;
      5'b01110 : _zz__zz_io_out_payload_17 = stepTable_14;
      5'b01111 : _zz__zz_io_out_payload_17 = stepTable_15;
      5'b10000 : _zz__zz_io_out_payload_17 = stepTable_16;
      5'b10001 : _zz__zz_io_out_payload_17 = stepTable_17;
      5'b10010 : _zz__zz_io_out_payload_17 = stepTable_18;
      5'b10011 : _zz__zz_io_out_payload_17 = stepTable_19;
      5'b10100 : _zz__zz_io_out_payload_17 = stepTable_20;
      5'b10101 : _zz__zz_io_out_payload_17 = stepTable_21;
      5'b10110 : _zz__zz_io_out_payload_17 = stepTable_22;
      5'b10111 : _zz__zz_io_out_payload_17 = stepTable_23;
      5'b11000 : _zz__zz_io_out_payload_17 = stepTable_24;
      5'b11001 : _zz__zz_io_out_payload_17 = stepTable_25;
      5'b11010 : _zz__zz_io_out_payload_17 = stepTable_26;
      5'b11011 : _zz__zz_io_out_payload_17 = stepTable_27;
      5'b11100 : _zz__zz_io_out_payload_17 = stepTable_28;
      5'b11101 : _zz__zz_io_out_payload_17 = stepTable_29;
      5'b11110 : _zz__zz_io_out_payload_17 = stepTable_30;
      default : _zz__zz_io_out_payload_17 = stepTable_31;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_20_1)
      5'b00000 : _zz__zz_io_out_payload_20 = stepTable_0;
      5'b00001 : _zz__zz_io_out_payload_20 = stepTable_1;
      5'b00010 : _zz__zz_io_out_payload_20 = stepTable_2;
      5'b00011 : _zz__zz_io_out_payload_20 = stepTable_3;
      5'b00100 : _zz__zz_io_out_payload_20 = stepTable_4;
      5'b00101 : _zz__zz_io_out_payload_20 = stepTable_5;
      5'b00110 : _zz__zz_io_out_payload_20 = stepTable_6;
      5'b00111 : _zz__zz_io_out_payload_20 = stepTable_7;
      5'b01000 : _zz__zz_io_out_payload_20 = stepTable_8;
      5'b01001 : _zz__zz_io_out_payload_20 = stepTable_9;
      5'b01010 : _zz__zz_io_out_payload_20 = stepTable_10;
      5'b01011 : _zz__zz_io_out_payload_20 = stepTable_11;
      5'b01100 : _zz__zz_io_out_payload_20 = stepTable_12;
      5'b01101 : _zz__zz_io_out_payload_20 = stepTable_13;
      5'b01110 : _zz__zz_io_out_payload_20 = stepTable_14;
      5'b01111 : _zz__zz_io_out_payload_20 = stepTable_15;
      5'b10000 : _zz__zz_io_out_payload_20 = stepTable_16;
      5'b10001 : _zz__zz_io_out_payload_20 = stepTable_17;
      5'b10010 : _zz__zz_io_out_payload_20 = stepTable_18;
      5'b10011 : _zz__zz_io_out_payload_20 = stepTable_19;
      5'b10100 : _zz__zz_io_out_payload_20 = stepTable_20;
      5'b10101 : _zz__zz_io_out_payload_20 = stepTable_21;
      5'b10110 : _zz__zz_io_out_payload_20 = stepTable_22;
      5'b10111 : _zz__zz_io_out_payload_20 = stepTable_23;
      5'b11000 : _zz__zz_io_out_payload_20 = stepTable_24;
      5'b11001 : _zz__zz_io_out_payload_20 = stepTable_25;
      5'b11010 : _zz__zz_io_out_payload_20 = stepTable_26;
      5'b11011 : _zz__zz_io_out_payload_20 = stepTable_27;
      5'b11100 : _zz__zz_io_out_payload_20 = stepTable_28;
      5'b11101 : _zz__zz_io_out_payload_20 = stepTable_29;
      5'b11110 : _zz__zz_io_out_payload_20 = stepTable_30;
      default : _zz__zz_io_out_payload_20 = stepTable_31;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_21_1)
      5'b00000 : _zz__zz_io_out_payload_21 = stepTable_0;
      5'b00001 : _zz__zz_io_out_payload_21 = stepTable_1;
      5'b00010 : _zz__zz_io_out_payload_21 = stepTable_2;
      5'b00011 : _zz__zz_io_out_payload_21 = stepTable_3;
      5'b00100 : _zz__zz_io_out_payload_21 = stepTable_4;
      5'b00101 : _zz__zz_io_out_payload_21 = stepTable_5;
      5'b00110 : _zz__zz_io_out_payload_21 = stepTable_6;
      5'b00111 : _zz__zz_io_out_payload_21 = stepTable_7;
      5'b01000 : _zz__zz_io_out_payload_21 = stepTable_8;
      5'b01001 : _zz__zz_io_out_payload_21 = stepTable_9;
      5'b01010 : _zz__zz_io_out_payload_21 = stepTable_10;
      5'b01011 : _zz__zz_io_out_payload_21 = stepTable_11;
      5'b01100 : _zz__zz_io_out_payload_21 = stepTable_12;
      5'b01101 : _zz__zz_io_out_payload_21 = stepTable_13;
      5'b01110 : _zz__zz_io_out_payload_21 = stepTable_14;
      5'b01111 : _zz__zz_io_out_payload_21 = stepTable_15;
      5'b10000 : _zz__zz_io_out_payload_21 = stepTable_16;
      5'b10001 : _zz__zz_io_out_payload_21 = stepTable_17;
      5'b10010 : _zz__zz_io_out_payload_21 = stepTable_18;
      5'b10011 : _zz__zz_io_out_payload_21 = stepTable_19;
      5'b10100 : _zz__zz_io_out_payload_21 = stepTable_20;
      5'b10101 : _zz__zz_io_out_payload_21 = stepTable_21;
      5'b10110 : _zz__zz_io_out_payload_21 = stepTable_22;
      5'b10111 : _zz__zz_io_out_payload_21 = stepTable_23;
      5'b11000 : _zz__zz_io_out_payload_21 = stepTable_24;
      5'b11001 : _zz__zz_io_out_payload_21 = stepTable_25;
      5'b11010 : _zz__zz_io_out_payload_21 = stepTable_26;
      5'b11011 : _zz__zz_io_out_payload_21 = stepTable_27;
      5'b11100 : _zz__zz_io_out_payload_21 = stepTable_28;
      5'b11101 : _zz__zz_io_out_payload_21 = stepTable_29;
      5'b11110 : _zz__zz_io_out_payload_21 = stepTable_30;
      default : _zz__zz_io_out_payload_21 = stepTable_31;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_22_1)
      5'b00000 : _zz__zz_io_out_payload_22 = stepTable_0;
      5'b00001 : _zz__zz_io_out_payload_22 = stepTable_1;
      5'b00010 : _zz__zz_io_out_payload_22 = stepTable_2;
      5'b00011 : _zz__zz_io_out_payload_22 = stepTable_3;
      5'b00100 : _zz__zz_io_out_payload_22 = stepTable_4;
      5'b00101 : _zz__zz_io_out_payload_22 = stepTable_5;
      5'b00110 : _zz__zz_io_out_payload_22 = stepTable_6;
      5'b00111 : _zz__zz_io_out_payload_22 = stepTable_7;
      5'b01000 : _zz__zz_io_out_payload_22 = stepTable_8;
      5'b01001 : _zz__zz_io_out_payload_22 = stepTable_9;
      5'b01010 : _zz__zz_io_out_payload_22 = stepTable_10;
      5'b01011 : _zz__zz_io_out_payload_22 = stepTable_11;
      5'b01100 : _zz__zz_io_out_payload_22 = stepTable_12;
      5'b01101 : _zz__zz_io_out_payload_22 = stepTable_13;
      5'b01110 : _zz__zz_io_out_payload_22 = stepTable_14;
      5'b01111 : _zz__zz_io_out_payload_22 = stepTable_15;
      5'b10000 : _zz__zz_io_out_payload_22 = stepTable_16;
      5'b10001 : _zz__zz_io_out_payload_22 = stepTable_17;
      5'b10010 : _zz__zz_io_out_payload_22 = stepTable_18;
      5'b10011 : _zz__zz_io_out_payload_22 = stepTable_19;
      5'b10100 : _zz__zz_io_out_payload_22 = stepTable_20;
      5'b10101 : _zz__zz_io_out_payload_22 = stepTable_21;
      5'b10110 : _zz__zz_io_out_payload_22 = stepTable_22;
      5'b10111 : _zz__zz_io_out_payload_22 = stepTable_23;
      5'b11000 : _zz__zz_io_out_payload_22 = stepTable_24;
      5'b11001 : _zz__zz_io_out_payload_22 = stepTable_25;
      5'b11010 : _zz__zz_io_out_payload_22 = stepTable_26;
      5'b11011 : _zz__zz_io_out_payload_22 = stepTable_27;
      5'b11100 : _zz__zz_io_out_payload_22 = stepTable_28;
      5'b11101 : _zz__zz_io_out_payload_22 = stepTable_29;
      5'b11110 : _zz__zz_io_out_payload_22 = stepTable_30;
      default : _zz__zz_io_out_payload_22 = stepTable_31;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_25_1)
      5'b00000 : _zz__zz_io_out_payload_25 = stepTable_0;
      5'b00001 : _zz__zz_io_out_payload_25 = stepTable_1;
      5'b00010 : _zz__zz_io_out_payload_25 = stepTable_2;
      5'b00011 : _zz__zz_io_out_payload_25 = stepTable_3;
      5'b00100 : _zz__zz_io_out_payload_25 = stepTable_4;
      5'b00101 : _zz__zz_io_out_payload_25 = stepTable_5;
      5'b00110 : _zz__zz_io_out_payload_25 = stepTable_6;
      5'b00111 : _zz__zz_io_out_payload_25 = stepTable_7;
      5'b01000 : _zz__zz_io_out_payload_25 = stepTable_8;
      5'b01001 : _zz__zz_io_out_payload_25 = stepTable_9;
      5'b01010 : _zz__zz_io_out_payload_25 = stepTable_10;
      5'b01011 : _zz__zz_io_out_payload_25 = stepTable_11;
      5'b01100 : _zz__zz_io_out_payload_25 = stepTable_12;
      5'b01101 : _zz__zz_io_out_payload_25 = stepTable_13;
      5'b01110 : _zz__zz_io_out_payload_25 = stepTable_14;
      5'b01111 : _zz__zz_io_out_payload_25 = stepTable_15;
      5'b10000 : _zz__zz_io_out_payload_25 = stepTable_16;
      5'b10001 : _zz__zz_io_out_payload_25 = stepTable_17;
      5'b10010 : _zz__zz_io_out_payload_25 = stepTable_18;
      5'b10011 : _zz__zz_io_out_payload_25 = stepTable_19;
      5'b10100 : _zz__zz_io_out_payload_25 = stepTable_20;
      5'b10101 : _zz__zz_io_out_payload_25 = stepTable_21;
      5'b10110 : _zz__zz_io_out_payload_25 = stepTable_22;
      5'b10111 : _zz__zz_io_out_payload_25 = stepTable_23;
      5'b11000 : _zz__zz_io_out_payload_25 = stepTable_24;
      5'b11001 : _zz__zz_io_out_payload_25 = stepTable_25;
      5'b11010 : _zz__zz_io_out_payload_25 = stepTable_26;
      5'b11011 : _zz__zz_io_out_payload_25 = stepTable_27;
      5'b11100 : _zz__zz_io_out_payload_25 = stepTable_28;
      5'b11101 : _zz__zz_io_out_payload_25 = stepTable_29;
      5'b11110 : _zz__zz_io_out_payload_25 = stepTable_30;
      default : _zz__zz_io_out_payload_25 = stepTable_31;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_26_1)
      5'b00000 : _zz__zz_io_out_payload_26 = stepTable_0;
      5'b00001 : _zz__zz_io_out_payload_26 = stepTable_1;
      5'b00010 : _zz__zz_io_out_payload_26 = stepTable_2;
      5'b00011 : _zz__zz_io_out_payload_26 = stepTable_3;
      5'b00100 : _zz__zz_io_out_payload_26 = stepTable_4;
      5'b00101 : _zz__zz_io_out_payload_26 = stepTable_5;
      5'b00110 : _zz__zz_io_out_payload_26 = stepTable_6;
      5'b00111 : _zz__zz_io_out_payload_26 = stepTable_7;
      5'b01000 : _zz__zz_io_out_payload_26 = stepTable_8;
      5'b01001 : _zz__zz_io_out_payload_26 = stepTable_9;
      5'b01010 : _zz__zz_io_out_payload_26 = stepTable_10;
      5'b01011 : _zz__zz_io_out_payload_26 = stepTable_11;
      5'b01100 : _zz__zz_io_out_payload_26 = stepTable_12;
      5'b01101 : _zz__zz_io_out_payload_26 = stepTable_13;
      5'b01110 : _zz__zz_io_out_payload_26 = stepTable_14;
      5'b01111 : _zz__zz_io_out_payload_26 = stepTable_15;
      5'b10000 : _zz__zz_io_out_payload_26 = stepTable_16;
      5'b10001 : _zz__zz_io_out_payload_26 = stepTable_17;
      5'b10010 : _zz__zz_io_out_payload_26 = stepTable_18;
      5'b10011 : _zz__zz_io_out_payload_26 = stepTable_19;
      5'b10100 : _zz__zz_io_out_payload_26 = stepTable_20;
      5'b10101 : _zz__zz_io_out_payload_26 = stepTable_21;
      5'b10110 : _zz__zz_io_out_payload_26 = stepTable_22;
      5'b10111 : _zz__zz_io_out_payload_26 = stepTable_23;
      5'b11000 : _zz__zz_io_out_payload_26 = stepTable_24;
      5'b11001 : _zz__zz_io_out_payload_26 = stepTable_25;
      5'b11010 : _zz__zz_io_out_payload_26 = stepTable_26;
      5'b11011 : _zz__zz_io_out_payload_26 = stepTable_27;
      5'b11100 : _zz__zz_io_out_payload_26 = stepTable_28;
      5'b11101 : _zz__zz_io_out_payload_26 = stepTable_29;
      5'b11110 : _zz__zz_io_out_payload_26 = stepTable_30;
      default : _zz__zz_io_out_payload_26 = stepTable_31;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_27_1)
      5'b00000 : _zz__zz_io_out_payload_27 = stepTable_0;
      5'b00001 : _zz__zz_io_out_payload_27 = stepTable_1;
      5'b00010 : _zz__zz_io_out_payload_27 = stepTable_2;
      5'b00011 : _zz__zz_io_out_payload_27 = stepTable_3;
      5'b00100 : _zz__zz_io_out_payload_27 = stepTable_4;
      5'b00101 : _zz__zz_io_out_payload_27 = stepTable_5;
      5'b00110 : _zz__zz_io_out_payload_27 = stepTable_6;
      5'b00111 : _zz__zz_io_out_payload_27 = stepTable_7;
      5'b01000 : _zz__zz_io_out_payload_27 = stepTable_8;
      5'b01001 : _zz__zz_io_out_payload_27 = stepTable_9;
      5'b01010 : _zz__zz_io_out_payload_27 = stepTable_10;
      5'b01011 : _zz__zz_io_out_payload_27 = stepTable_11;
      5'b01100 : _zz__zz_io_out_payload_27 = stepTable_12;
      5'b01101 : _zz__zz_io_out_payload_27 = stepTable_13;
      5'b01110 : _zz__zz_io_out_payload_27 = stepTable_14;
      5'b01111 : _zz__zz_io_out_payload_27 = stepTable_15;
      5'b10000 : _zz__zz_io_out_payload_27 = stepTable_16;
      5'b10001 : _zz__zz_io_out_payload_27 = stepTable_17;
      5'b10010 : _zz__zz_io_out_payload_27 = stepTable_18;
      5'b10011 : _zz__zz_io_out_payload_27 = stepTable_19;
      5'b10100 : _zz__zz_io_out_payload_27 = stepTable_20;
      5'b10101 : _zz__zz_io_out_payload_27 = stepTable_21;
      5'b10110 : _zz__zz_io_out_payload_27 = stepTable_22;
      5'b10111 : _zz__zz_io_out_payload_27 = stepTable_23;
      5'b11000 : _zz__zz_io_out_payload_27 = stepTable_24;
      5'b11001 : _zz__zz_io_out_payload_27 = stepTable_25;
      5'b11010 : _zz__zz_io_out_payload_27 = stepTable_26;
      5'b11011 : _zz__zz_io_out_payload_27 = stepTable_27;
      5'b11100 : _zz__zz_io_out_payload_27 = stepTable_28;
      5'b11101 : _zz__zz_io_out_payload_27 = stepTable_29;
      5'b11110 : _zz__zz_io_out_payload_27 = stepTable_30;
      default : _zz__zz_io_out_payload_27 = stepTable_31;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_30_1)
      5'b00000 : _zz__zz_io_out_payload_30 = stepTable_0;
      5'b00001 : _zz__zz_io_out_payload_30 = stepTable_1;
      5'b00010 : _zz__zz_io_out_payload_30 = stepTable_2;
      5'b00011 : _zz__zz_io_out_payload_30 = stepTable_3;
      5'b00100 : _zz__zz_io_out_payload_30 = stepTable_4;
      5'b00101 : _zz__zz_io_out_payload_30 = stepTable_5;
      5'b00110 : _zz__zz_io_out_payload_30 = stepTable_6;
      5'b00111 : _zz__zz_io_out_payload_30 = stepTable_7;
      5'b01000 : _zz__zz_io_out_payload_30 = stepTable_8;
      5'b01001 : _zz__zz_io_out_payload_30 = stepTable_9;
      5'b01010 : _zz__zz_io_out_payload_30 = stepTable_10;
      5'b01011 : _zz__zz_io_out_payload_30 = stepTable_11;
      5'b01100 : _zz__zz_io_out_payload_30 = stepTable_12;
      5'b01101 : _zz__zz_io_out_payload_30 = stepTable_13;
      5'b01110 : _zz__zz_io_out_payload_30 = stepTable_14;
      5'b01111 : _zz__zz_io_out_payload_30 = stepTable_15;
      5'b10000 : _zz__zz_io_out_payload_30 = stepTable_16;
      5'b10001 : _zz__zz_io_out_payload_30 = stepTable_17;
      5'b10010 : _zz__zz_io_out_payload_30 = stepTable_18;
      5'b10011 : _zz__zz_io_out_payload_30 = stepTable_19;
      5'b10100 : _zz__zz_io_out_payload_30 = stepTable_20;
      5'b10101 : _zz__zz_io_out_payload_30 = stepTable_21;
      5'b10110 : _zz__zz_io_out_payload_30 = stepTable_22;
      5'b10111 : _zz__zz_io_out_payload_30 = stepTable_23;
      5'b11000 : _zz__zz_io_out_payload_30 = stepTable_24;
      5'b11001 : _zz__zz_io_out_payload_30 = stepTable_25;
      5'b11010 : _zz__zz_io_out_payload_30 = stepTable_26;
      5'b11011 : _zz__zz_io_out_payload_30 = stepTable_27;
      5'b11100 : _zz__zz_io_out_payload_30 = stepTable_28;
      5'b11101 : _zz__zz_io_out_payload_30 = stepTable_29;
      5'b11110 : _zz__zz_io_out_payload_30 = stepTable_30;
      default : _zz__zz_io_out_payload_30 = stepTable_31;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_31_1)
      5'b00000 : _zz__zz_io_out_payload_31 = stepTable_0;
      5'b00001 : _zz__zz_io_out_payload_31 = stepTable_1;
      5'b00010 : _zz__zz_io_out_payload_31 = stepTable_2;
      5'b00011 : _zz__zz_io_out_payload_31 = stepTable_3;
      5'b00100 : _zz__zz_io_out_payload_31 = stepTable_4;
      5'b00101 : _zz__zz_io_out_payload_31 = stepTable_5;
      5'b00110 : _zz__zz_io_out_payload_31 = stepTable_6;
      5'b00111 : _zz__zz_io_out_payload_31 = stepTable_7;
      5'b01000 : _zz__zz_io_out_payload_31 = stepTable_8;
      5'b01001 : _zz__zz_io_out_payload_31 = stepTable_9;
      5'b01010 : _zz__zz_io_out_payload_31 = stepTable_10;
      5'b01011 : _zz__zz_io_out_payload_31 = stepTable_11;
      5'b01100 : _zz__zz_io_out_payload_31 = stepTable_12;
      5'b01101 : _zz__zz_io_out_payload_31 = stepTable_13;
      5'b01110 : _zz__zz_io_out_payload_31 = stepTable_14;
      5'b01111 : _zz__zz_io_out_payload_31 = stepTable_15;
      5'b10000 : _zz__zz_io_out_payload_31 = stepTable_16;
      5'b10001 : _zz__zz_io_out_payload_31 = stepTable_17;
      5'b10010 : _zz__zz_io_out_payload_31 = stepTable_18;
      5'b10011 : _zz__zz_io_out_payload_31 = stepTable_19;
      5'b10100 : _zz__zz_io_out_payload_31 = stepTable_20;
      5'b10101 : _zz__zz_io_out_payload_31 = stepTable_21;
      5'b10110 : _zz__zz_io_out_payload_31 = stepTable_22;
      5'b10111 : _zz__zz_io_out_payload_31 = stepTable_23;
      5'b11000 : _zz__zz_io_out_payload_31 = stepTable_24;
      5'b11001 : _zz__zz_io_out_payload_31 = stepTable_25;
      5'b11010 : _zz__zz_io_out_payload_31 = stepTable_26;
      5'b11011 : _zz__zz_io_out_payload_31 = stepTable_27;
      5'b11100 : _zz__zz_io_out_payload_31 = stepTable_28;
      5'b11101 : _zz__zz_io_out_payload_31 = stepTable_29;
      5'b11110 : _zz__zz_io_out_payload_31 = stepTable_30;
      default : _zz__zz_io_out_payload_31 = stepTable_31;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_32_1)
      5'b00000 : _zz__zz_io_out_payload_32 = stepTable_0;
      5'b00001 : _zz__zz_io_out_payload_32 = stepTable_1;
      5'b00010 : _zz__zz_io_out_payload_32 = stepTable_2;
      5'b00011 : _zz__zz_io_out_payload_32 = stepTable_3;
      5'b00100 : _zz__zz_io_out_payload_32 = stepTable_4;
      5'b00101 : _zz__zz_io_out_payload_32 = stepTable_5;
      5'b00110 : _zz__zz_io_out_payload_32 = stepTable_6;
      5'b00111 : _zz__zz_io_out_payload_32 = stepTable_7;
      5'b01000 : _zz__zz_io_out_payload_32 = stepTable_8;
      5'b01001 : _zz__zz_io_out_payload_32 = stepTable_9;
      5'b01010 : _zz__zz_io_out_payload_32 = stepTable_10;
      5'b01011 : _zz__zz_io_out_payload_32 = stepTable_11;
      5'b01100 : _zz__zz_io_out_payload_32 = stepTable_12;
      5'b01101 : _zz__zz_io_out_payload_32 = stepTable_13;
      5'b01110 : _zz__zz_io_out_payload_32 = stepTable_14;
      5'b01111 : _zz__zz_io_out_payload_32 = stepTable_15;
      5'b10000 : _zz__zz_io_out_payload_32 = stepTable_16;
      5'b10001 : _zz__zz_io_out_payload_32 = stepTable_17;
      5'b10010 : _zz__zz_io_out_payload_32 = stepTable_18;
      5'b10011 : _zz__zz_io_out_payload_32 = stepTable_19;
      5'b10100 : _zz__zz_io_out_payload_32 = stepTable_20;
      5'b10101 : _zz__zz_io_out_payload_32 = stepTable_21;
      5'b10110 : _zz__zz_io_out_payload_32 = stepTable_22;
      5'b10111 : _zz__zz_io_out_payload_32 = stepTable_23;
      5'b11000 : _zz__zz_io_out_payload_32 = stepTable_24;
      5'b11001 : _zz__zz_io_out_payload_32 = stepTable_25;
      5'b11010 : _zz__zz_io_out_payload_32 = stepTable_26;
      5'b11011 : _zz__zz_io_out_payload_32 = stepTable_27;
      5'b11100 : _zz__zz_io_out_payload_32 = stepTable_28;
      5'b11101 : _zz__zz_io_out_payload_32 = stepTable_29;
      5'b11110 : _zz__zz_io_out_payload_32 = stepTable_30;
      default : _zz__zz_io_out_payload_32 = stepTable_31;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_35_1)
      5'b00000 : _zz__zz_io_out_payload_35 = stepTable_0;
      5'b00001 : _zz__zz_io_out_payload_35 = stepTable_1;
      5'b00010 : _zz__zz_io_out_payload_35 = stepTable_2;
      5'b00011 : _zz__zz_io_out_payload_35 = stepTable_3;
      5'b00100 : _zz__zz_io_out_payload_35 = stepTable_4;
      5'b00101 : _zz__zz_io_out_payload_35 = stepTable_5;
      5'b00110 : _zz__zz_io_out_payload_35 = stepTable_6;
      5'b00111 : _zz__zz_io_out_payload_35 = stepTable_7;
      5'b01000 : _zz__zz_io_out_payload_35 = stepTable_8;
      5'b01001 : _zz__zz_io_out_payload_35 = stepTable_9;
      5'b01010 : _zz__zz_io_out_payload_35 = stepTable_10;
      5'b01011 : _zz__zz_io_out_payload_35 = stepTable_11;
      5'b01100 : _zz__zz_io_out_payload_35 = stepTable_12;
      5'b01101 : _zz__zz_io_out_payload_35 = stepTable_13;
      5'b01110 : _zz__zz_io_out_payload_35 = stepTable_14;
      5'b01111 : _zz__zz_io_out_payload_35 = stepTable_15;
      5'b10000 : _zz__zz_io_out_payload_35 = stepTable_16;
      5'b10001 : _zz__zz_io_out_payload_35 = stepTable_17;
      5'b10010 : _zz__zz_io_out_payload_35 = stepTable_18;
      5'b10011 : _zz__zz_io_out_payload_35 = stepTable_19;
      5'b10100 : _zz__zz_io_out_payload_35 = stepTable_20;
      5'b10101 : _zz__zz_io_out_payload_35 = stepTable_21;
      5'b10110 : _zz__zz_io_out_payload_35 = stepTable_22;
      5'b10111 : _zz__zz_io_out_payload_35 = stepTable_23;
      5'b11000 : _zz__zz_io_out_payload_35 = stepTable_24;
      5'b11001 : _zz__zz_io_out_payload_35 = stepTable_25;
      5'b11010 : _zz__zz_io_out_payload_35 = stepTable_26;
      5'b11011 : _zz__zz_io_out_payload_35 = stepTable_27;
      5'b11100 : _zz__zz_io_out_payload_35 = stepTable_28;
      5'b11101 : _zz__zz_io_out_payload_35 = stepTable_29;
      5'b11110 : _zz__zz_io_out_payload_35 = stepTable_30;
      default : _zz__zz_io_out_payload_35 = stepTable_31;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_36_3)
      5'b00000 : _zz__zz_io_out_payload_36_2 = stepTable_0;
      5'b00001 : _zz__zz_io_out_payload_36_2 = stepTable_1;
      5'b00010 : _zz__zz_io_out_payload_36_2 = stepTable_2;
      5'b00011 : _zz__zz_io_out_payload_36_2 = stepTable_3;
      5'b00100 : _zz__zz_io_out_payload_36_2 = stepTable_4;
      5'b00101 : _zz__zz_io_out_payload_36_2 = stepTable_5;
      5'b00110 : _zz__zz_io_out_payload_36_2 = stepTable_6;
      5'b00111 : _zz__zz_io_out_payload_36_2 = stepTable_7;
      5'b01000 : _zz__zz_io_out_payload_36_2 = stepTable_8;
      5'b01001 : _zz__zz_io_out_payload_36_2 = stepTable_9;
      5'b01010 : _zz__zz_io_out_payload_36_2 = stepTable_10;
      5'b01011 : _zz__zz_io_out_payload_36_2 = stepTable_11;
      5'b01100 : _zz__zz_io_out_payload_36_2 = stepTable_12;
      5'b01101 : _zz__zz_io_out_payload_36_2 = stepTable_13;
      5'b01110 : _zz__zz_io_out_payload_36_2 = stepTable_14;
      5'b01111 : _zz__zz_io_out_payload_36_2 = stepTable_15;
      5'b10000 : _zz__zz_io_out_payload_36_2 = stepTable_16;
      5'b10001 : _zz__zz_io_out_payload_36_2 = stepTable_17;
      5'b10010 : _zz__zz_io_out_payload_36_2 = stepTable_18;
      5'b10011 : _zz__zz_io_out_payload_36_2 = stepTable_19;
      5'b10100 : _zz__zz_io_out_payload_36_2 = stepTable_20;
      5'b10101 : _zz__zz_io_out_payload_36_2 = stepTable_21;
      5'b10110 : _zz__zz_io_out_payload_36_2 = stepTable_22;
      5'b10111 : _zz__zz_io_out_payload_36_2 = stepTable_23;
      5'b11000 : _zz__zz_io_out_payload_36_2 = stepTable_24;
      5'b11001 : _zz__zz_io_out_payload_36_2 = stepTable_25;
      5'b11010 : _zz__zz_io_out_payload_36_2 = stepTable_26;
      5'b11011 : _zz__zz_io_out_payload_36_2 = stepTable_27;
      5'b11100 : _zz__zz_io_out_payload_36_2 = stepTable_28;
      5'b11101 : _zz__zz_io_out_payload_36_2 = stepTable_29;
      5'b11110 : _zz__zz_io_out_payload_36_2 = stepTable_30;
      default : _zz__zz_io_out_payload_36_2 = stepTable_31;
    endcase
  end

  assign stepTable_0 = 5'h0;
  assign stepTable_1 = 5'h02;
  assign stepTable_2 = 5'h04;
  assign stepTable_3 = 5'h06;
  assign stepTable_4 = 5'h08;
  assign stepTable_5 = 5'h0a;
  assign stepTable_6 = 5'h0c;
  assign stepTable_7 = 5'h0e;
  assign stepTable_8 = 5'h10;
  assign stepTable_9 = 5'h01;
  assign stepTable_10 = 5'h03;
  assign stepTable_11 = 5'h05;
  assign stepTable_12 = 5'h07;
  assign stepTable_13 = 5'h09;
  assign stepTable_14 = 5'h0b;
  assign stepTable_15 = 5'h0d;
  assign stepTable_16 = 5'h0f;
  assign stepTable_17 = 5'h11;
  assign stepTable_18 = 5'h0;
  assign stepTable_19 = 5'h0;
  assign stepTable_20 = 5'h0;
  assign stepTable_21 = 5'h0;
  assign stepTable_22 = 5'h0;
  assign stepTable_23 = 5'h0;
  assign stepTable_24 = 5'h0;
  assign stepTable_25 = 5'h0;
  assign stepTable_26 = 5'h0;
  assign stepTable_27 = 5'h0;
  assign stepTable_28 = 5'h0;
  assign stepTable_29 = 5'h0;
  assign stepTable_30 = 5'h0;
  assign stepTable_31 = 5'h0;
  assign rem_1 = 4'b0000;
  assign rest = io_in_payload[22:0];
  assign over = (32'h00480000 <= io_in_payload);
  assign _zz_io_out_payload = _zz__zz_io_out_payload;
  assign _zz_io_out_payload_1 = _zz__zz_io_out_payload_1_1;
  assign _zz_io_out_payload_2 = _zz__zz_io_out_payload_2;
  assign _zz_io_out_payload_5 = _zz__zz_io_out_payload_5;
  assign _zz_io_out_payload_6 = _zz__zz_io_out_payload_6;
  assign _zz_io_out_payload_7 = _zz__zz_io_out_payload_7;
  assign _zz_io_out_payload_10 = _zz__zz_io_out_payload_10;
  assign _zz_io_out_payload_11 = _zz__zz_io_out_payload_11;
  assign _zz_io_out_payload_12 = _zz__zz_io_out_payload_12;
  assign _zz_io_out_payload_15 = _zz__zz_io_out_payload_15;
  assign _zz_io_out_payload_16 = _zz__zz_io_out_payload_16;
  assign _zz_io_out_payload_17 = _zz__zz_io_out_payload_17;
  assign _zz_io_out_payload_20 = _zz__zz_io_out_payload_20;
  assign _zz_io_out_payload_21 = _zz__zz_io_out_payload_21;
  assign _zz_io_out_payload_22 = _zz__zz_io_out_payload_22;
  assign _zz_io_out_payload_25 = _zz__zz_io_out_payload_25;
  assign _zz_io_out_payload_26 = _zz__zz_io_out_payload_26;
  assign _zz_io_out_payload_27 = _zz__zz_io_out_payload_27;
  assign _zz_io_out_payload_30 = _zz__zz_io_out_payload_30;
  assign _zz_io_out_payload_31 = _zz__zz_io_out_payload_31;
  assign _zz_io_out_payload_32 = _zz__zz_io_out_payload_32;
  assign _zz_io_out_payload_35 = _zz__zz_io_out_payload_35;
  assign io_out_payload = _zz_io_out_payload_36;
  assign io_out_valid = io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  always @(posedge clk) begin
    _zz_io_out_payload_3 <= _zz_io_out_payload_2[4 : 1];
    rest_regNext <= rest;
    _zz_io_out_payload_4 <= {_zz_io_out_payload[0],{_zz_io_out_payload_1[0],_zz_io_out_payload_2[0]}};
    over_regNext <= over;
    _zz_io_out_payload_8 <= _zz_io_out_payload_7[4 : 1];
    rest_regNext_regNext <= rest_regNext;
    _zz_io_out_payload_9 <= {_zz_io_out_payload_4,{_zz_io_out_payload_5[0],{_zz_io_out_payload_6[0],_zz_io_out_payload_7[0]}}};
    over_regNext_regNext <= over_regNext;
    _zz_io_out_payload_13 <= _zz_io_out_payload_12[4 : 1];
    rest_regNext_regNext_regNext <= rest_regNext_regNext;
    _zz_io_out_payload_14 <= {_zz_io_out_payload_9,{_zz_io_out_payload_10[0],{_zz_io_out_payload_11[0],_zz_io_out_payload_12[0]}}};
    over_regNext_regNext_regNext <= over_regNext_regNext;
    _zz_io_out_payload_18 <= _zz_io_out_payload_17[4 : 1];
    rest_regNext_regNext_regNext_regNext <= rest_regNext_regNext_regNext;
    _zz_io_out_payload_19 <= {_zz_io_out_payload_14,{_zz_io_out_payload_15[0],{_zz_io_out_payload_16[0],_zz_io_out_payload_17[0]}}};
    over_regNext_regNext_regNext_regNext <= over_regNext_regNext_regNext;
    _zz_io_out_payload_23 <= _zz_io_out_payload_22[4 : 1];
    rest_regNext_regNext_regNext_regNext_regNext <= rest_regNext_regNext_regNext_regNext;
    _zz_io_out_payload_24 <= {_zz_io_out_payload_19,{_zz_io_out_payload_20[0],{_zz_io_out_payload_21[0],_zz_io_out_payload_22[0]}}};
    over_regNext_regNext_regNext_regNext_regNext <= over_regNext_regNext_regNext_regNext;
    _zz_io_out_payload_28 <= _zz_io_out_payload_27[4 : 1];
    rest_regNext_regNext_regNext_regNext_regNext_regNext <= rest_regNext_regNext_regNext_regNext_regNext;
    _zz_io_out_payload_29 <= {_zz_io_out_payload_24,{_zz_io_out_payload_25[0],{_zz_io_out_payload_26[0],_zz_io_out_payload_27[0]}}};
    over_regNext_regNext_regNext_regNext_regNext_regNext <= over_regNext_regNext_regNext_regNext_regNext;
    _zz_io_out_payload_33 <= _zz_io_out_payload_32[4 : 1];
    rest_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= rest_regNext_regNext_regNext_regNext_regNext_regNext;
    _zz_io_out_payload_34 <= {_zz_io_out_payload_29,{_zz_io_out_payload_30[0],{_zz_io_out_payload_31[0],_zz_io_out_payload_32[0]}}};
    over_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= over_regNext_regNext_regNext_regNext_regNext_regNext;
    _zz_io_out_payload_36 <= (over_regNext_regNext_regNext_regNext_regNext_regNext_regNext ? 19'h7ffff : _zz__zz_io_out_payload_36);
  end

  always @(posedge clk) begin
    if(reset) begin
      io_in_valid_regNext <= 1'b0;
      io_in_valid_regNext_regNext <= 1'b0;
      io_in_valid_regNext_regNext_regNext <= 1'b0;
      io_in_valid_regNext_regNext_regNext_regNext <= 1'b0;
      io_in_valid_regNext_regNext_regNext_regNext_regNext <= 1'b0;
      io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext <= 1'b0;
      io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= 1'b0;
      io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= 1'b0;
    end else begin
      io_in_valid_regNext <= io_in_valid;
      io_in_valid_regNext_regNext <= io_in_valid_regNext;
      io_in_valid_regNext_regNext_regNext <= io_in_valid_regNext_regNext;
      io_in_valid_regNext_regNext_regNext_regNext <= io_in_valid_regNext_regNext_regNext;
      io_in_valid_regNext_regNext_regNext_regNext_regNext <= io_in_valid_regNext_regNext_regNext_regNext;
      io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext <= io_in_valid_regNext_regNext_regNext_regNext_regNext;
      io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext;
      io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
    end
  end


endmodule

module thr_ConstFloorDiv_2 (
  input  wire          io_in_valid,
  input  wire [31:0]   io_in_payload,
  output wire          io_out_valid,
  output wire [18:0]   io_out_payload,
  input  wire          clk,
  input  wire          reset
);

  reg        [3:0]    _zz__zz_io_out_payload;
  wire       [3:0]    _zz__zz_io_out_payload_1;
  reg        [3:0]    _zz__zz_io_out_payload_1_1;
  wire       [3:0]    _zz__zz_io_out_payload_1_2;
  reg        [3:0]    _zz__zz_io_out_payload_2;
  wire       [3:0]    _zz__zz_io_out_payload_2_1;
  reg        [3:0]    _zz__zz_io_out_payload_5;
  wire       [3:0]    _zz__zz_io_out_payload_5_1;
  reg        [3:0]    _zz__zz_io_out_payload_6;
  wire       [3:0]    _zz__zz_io_out_payload_6_1;
  reg        [3:0]    _zz__zz_io_out_payload_7;
  wire       [3:0]    _zz__zz_io_out_payload_7_1;
  reg        [3:0]    _zz__zz_io_out_payload_10;
  wire       [3:0]    _zz__zz_io_out_payload_10_1;
  reg        [3:0]    _zz__zz_io_out_payload_11;
  wire       [3:0]    _zz__zz_io_out_payload_11_1;
  reg        [3:0]    _zz__zz_io_out_payload_12;
  wire       [3:0]    _zz__zz_io_out_payload_12_1;
  reg        [3:0]    _zz__zz_io_out_payload_15;
  wire       [3:0]    _zz__zz_io_out_payload_15_1;
  reg        [3:0]    _zz__zz_io_out_payload_16;
  wire       [3:0]    _zz__zz_io_out_payload_16_1;
  reg        [3:0]    _zz__zz_io_out_payload_17;
  wire       [3:0]    _zz__zz_io_out_payload_17_1;
  reg        [3:0]    _zz__zz_io_out_payload_20;
  wire       [3:0]    _zz__zz_io_out_payload_20_1;
  reg        [3:0]    _zz__zz_io_out_payload_21;
  wire       [3:0]    _zz__zz_io_out_payload_21_1;
  reg        [3:0]    _zz__zz_io_out_payload_22;
  wire       [3:0]    _zz__zz_io_out_payload_22_1;
  reg        [3:0]    _zz__zz_io_out_payload_25;
  wire       [3:0]    _zz__zz_io_out_payload_25_1;
  reg        [3:0]    _zz__zz_io_out_payload_26;
  wire       [3:0]    _zz__zz_io_out_payload_26_1;
  reg        [3:0]    _zz__zz_io_out_payload_27;
  wire       [3:0]    _zz__zz_io_out_payload_27_1;
  reg        [3:0]    _zz__zz_io_out_payload_30;
  wire       [3:0]    _zz__zz_io_out_payload_30_1;
  reg        [3:0]    _zz__zz_io_out_payload_31;
  wire       [3:0]    _zz__zz_io_out_payload_31_1;
  reg        [3:0]    _zz__zz_io_out_payload_32;
  wire       [3:0]    _zz__zz_io_out_payload_32_1;
  wire       [18:0]   _zz__zz_io_out_payload_35;
  wire       [21:0]   _zz__zz_io_out_payload_35_1;
  reg        [3:0]    _zz__zz_io_out_payload_35_2;
  wire       [3:0]    _zz__zz_io_out_payload_35_3;
  wire       [3:0]    stepTable_0;
  wire       [3:0]    stepTable_1;
  wire       [3:0]    stepTable_2;
  wire       [3:0]    stepTable_3;
  wire       [3:0]    stepTable_4;
  wire       [3:0]    stepTable_5;
  wire       [3:0]    stepTable_6;
  wire       [3:0]    stepTable_7;
  wire       [3:0]    stepTable_8;
  wire       [3:0]    stepTable_9;
  wire       [3:0]    stepTable_10;
  wire       [3:0]    stepTable_11;
  wire       [3:0]    stepTable_12;
  wire       [3:0]    stepTable_13;
  wire       [3:0]    stepTable_14;
  wire       [3:0]    stepTable_15;
  wire       [2:0]    rem_1;
  wire       [21:0]   rest;
  wire                over;
  wire       [3:0]    _zz_io_out_payload;
  wire       [3:0]    _zz_io_out_payload_1;
  wire       [3:0]    _zz_io_out_payload_2;
  reg        [2:0]    _zz_io_out_payload_3;
  reg        [21:0]   rest_regNext;
  reg        [2:0]    _zz_io_out_payload_4;
  reg                 over_regNext;
  reg                 io_in_valid_regNext;
  wire       [3:0]    _zz_io_out_payload_5;
  wire       [3:0]    _zz_io_out_payload_6;
  wire       [3:0]    _zz_io_out_payload_7;
  reg        [2:0]    _zz_io_out_payload_8;
  reg        [21:0]   rest_regNext_regNext;
  reg        [5:0]    _zz_io_out_payload_9;
  reg                 over_regNext_regNext;
  reg                 io_in_valid_regNext_regNext;
  wire       [3:0]    _zz_io_out_payload_10;
  wire       [3:0]    _zz_io_out_payload_11;
  wire       [3:0]    _zz_io_out_payload_12;
  reg        [2:0]    _zz_io_out_payload_13;
  reg        [21:0]   rest_regNext_regNext_regNext;
  reg        [8:0]    _zz_io_out_payload_14;
  reg                 over_regNext_regNext_regNext;
  reg                 io_in_valid_regNext_regNext_regNext;
  wire       [3:0]    _zz_io_out_payload_15;
  wire       [3:0]    _zz_io_out_payload_16;
  wire       [3:0]    _zz_io_out_payload_17;
  reg        [2:0]    _zz_io_out_payload_18;
  reg        [21:0]   rest_regNext_regNext_regNext_regNext;
  reg        [11:0]   _zz_io_out_payload_19;
  reg                 over_regNext_regNext_regNext_regNext;
  reg                 io_in_valid_regNext_regNext_regNext_regNext;
  wire       [3:0]    _zz_io_out_payload_20;
  wire       [3:0]    _zz_io_out_payload_21;
  wire       [3:0]    _zz_io_out_payload_22;
  reg        [2:0]    _zz_io_out_payload_23;
  reg        [21:0]   rest_regNext_regNext_regNext_regNext_regNext;
  reg        [14:0]   _zz_io_out_payload_24;
  reg                 over_regNext_regNext_regNext_regNext_regNext;
  reg                 io_in_valid_regNext_regNext_regNext_regNext_regNext;
  wire       [3:0]    _zz_io_out_payload_25;
  wire       [3:0]    _zz_io_out_payload_26;
  wire       [3:0]    _zz_io_out_payload_27;
  reg        [2:0]    _zz_io_out_payload_28;
  reg        [21:0]   rest_regNext_regNext_regNext_regNext_regNext_regNext;
  reg        [17:0]   _zz_io_out_payload_29;
  reg                 over_regNext_regNext_regNext_regNext_regNext_regNext;
  reg                 io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext;
  wire       [3:0]    _zz_io_out_payload_30;
  wire       [3:0]    _zz_io_out_payload_31;
  wire       [3:0]    _zz_io_out_payload_32;
  reg        [2:0]    _zz_io_out_payload_33;
  reg        [21:0]   rest_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  reg        [20:0]   _zz_io_out_payload_34;
  reg                 over_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  reg                 io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  reg        [18:0]   _zz_io_out_payload_35;
  reg                 io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext;

  assign _zz__zz_io_out_payload_35_1 = {_zz_io_out_payload_34,_zz__zz_io_out_payload_35_2[0]};
  assign _zz__zz_io_out_payload_35 = _zz__zz_io_out_payload_35_1[18:0];
  assign _zz__zz_io_out_payload_1 = {rem_1,rest[21]};
  assign _zz__zz_io_out_payload_1_2 = {_zz_io_out_payload[3 : 1],rest[20]};
  assign _zz__zz_io_out_payload_2_1 = {_zz_io_out_payload_1[3 : 1],rest[19]};
  assign _zz__zz_io_out_payload_5_1 = {_zz_io_out_payload_3,rest_regNext[18]};
  assign _zz__zz_io_out_payload_6_1 = {_zz_io_out_payload_5[3 : 1],rest_regNext[17]};
  assign _zz__zz_io_out_payload_7_1 = {_zz_io_out_payload_6[3 : 1],rest_regNext[16]};
  assign _zz__zz_io_out_payload_10_1 = {_zz_io_out_payload_8,rest_regNext_regNext[15]};
  assign _zz__zz_io_out_payload_11_1 = {_zz_io_out_payload_10[3 : 1],rest_regNext_regNext[14]};
  assign _zz__zz_io_out_payload_12_1 = {_zz_io_out_payload_11[3 : 1],rest_regNext_regNext[13]};
  assign _zz__zz_io_out_payload_15_1 = {_zz_io_out_payload_13,rest_regNext_regNext_regNext[12]};
  assign _zz__zz_io_out_payload_16_1 = {_zz_io_out_payload_15[3 : 1],rest_regNext_regNext_regNext[11]};
  assign _zz__zz_io_out_payload_17_1 = {_zz_io_out_payload_16[3 : 1],rest_regNext_regNext_regNext[10]};
  assign _zz__zz_io_out_payload_20_1 = {_zz_io_out_payload_18,rest_regNext_regNext_regNext_regNext[9]};
  assign _zz__zz_io_out_payload_21_1 = {_zz_io_out_payload_20[3 : 1],rest_regNext_regNext_regNext_regNext[8]};
  assign _zz__zz_io_out_payload_22_1 = {_zz_io_out_payload_21[3 : 1],rest_regNext_regNext_regNext_regNext[7]};
  assign _zz__zz_io_out_payload_25_1 = {_zz_io_out_payload_23,rest_regNext_regNext_regNext_regNext_regNext[6]};
  assign _zz__zz_io_out_payload_26_1 = {_zz_io_out_payload_25[3 : 1],rest_regNext_regNext_regNext_regNext_regNext[5]};
  assign _zz__zz_io_out_payload_27_1 = {_zz_io_out_payload_26[3 : 1],rest_regNext_regNext_regNext_regNext_regNext[4]};
  assign _zz__zz_io_out_payload_30_1 = {_zz_io_out_payload_28,rest_regNext_regNext_regNext_regNext_regNext_regNext[3]};
  assign _zz__zz_io_out_payload_31_1 = {_zz_io_out_payload_30[3 : 1],rest_regNext_regNext_regNext_regNext_regNext_regNext[2]};
  assign _zz__zz_io_out_payload_32_1 = {_zz_io_out_payload_31[3 : 1],rest_regNext_regNext_regNext_regNext_regNext_regNext[1]};
  assign _zz__zz_io_out_payload_35_3 = {_zz_io_out_payload_33,rest_regNext_regNext_regNext_regNext_regNext_regNext_regNext[0]};
  always @(*) begin
    case(_zz__zz_io_out_payload_1)
      4'b0000 : _zz__zz_io_out_payload = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload = stepTable_14;
      default : _zz__zz_io_out_payload = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_1_2)
      4'b0000 : _zz__zz_io_out_payload_1_1 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_1_1 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_1_1 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_1_1 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_1_1 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_1_1 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_1_1 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_1_1 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_1_1 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_1_1 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_1_1 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_1_1 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_1_1 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_1_1 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_1_1 = stepTable_14;
      default : _zz__zz_io_out_payload_1_1 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_2_1)
      4'b0000 : _zz__zz_io_out_payload_2 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_2 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_2 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_2 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_2 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_2 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_2 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_2 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_2 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_2 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_2 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_2 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_2 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_2 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_2 = stepTable_14;
      default : _zz__zz_io_out_payload_2 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_5_1)
      4'b0000 : _zz__zz_io_out_payload_5 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_5 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_5 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_5 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_5 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_5 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_5 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_5 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_5 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_5 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_5 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_5 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_5 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_5 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_5 = stepTable_14;
      default : _zz__zz_io_out_payload_5 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_6_1)
      4'b0000 : _zz__zz_io_out_payload_6 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_6 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_6 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_6 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_6 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_6 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_6 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_6 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_6 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_6 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_6 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_6 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_6 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_6 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_6 = stepTable_14;
      default : _zz__zz_io_out_payload_6 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_7_1)
      4'b0000 : _zz__zz_io_out_payload_7 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_7 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_7 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_7 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_7 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_7 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_7 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_7 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_7 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_7 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_7 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_7 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_7 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_7 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_7 = stepTable_14;
      default : _zz__zz_io_out_payload_7 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_10_1)
      4'b0000 : _zz__zz_io_out_payload_10 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_10 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_10 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_10 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_10 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_10 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_10 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_10 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_10 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_10 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_10 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_10 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_10 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_10 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_10 = stepTable_14;
      default : _zz__zz_io_out_payload_10 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_11_1)
      4'b0000 : _zz__zz_io_out_payload_11 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_11 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_11 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_11 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_11 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_11 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_11 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_11 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_11 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_11 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_11 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_11 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_11 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_11 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_11 = stepTable_14;
      default : _zz__zz_io_out_payload_11 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_12_1)
      4'b0000 : _zz__zz_io_out_payload_12 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_12 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_12 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_12 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_12 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_12 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_12 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_12 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_12 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_12 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_12 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_12 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_12 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_12 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_12 = stepTable_14;
      default : _zz__zz_io_out_payload_12 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_15_1)
      4'b0000 : _zz__zz_io_out_payload_15 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_15 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_15 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_15 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_15 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_15 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_15 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_15 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_15 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_15 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_15 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_15 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_15 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_15 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_15 = stepTable_14;
      default : _zz__zz_io_out_payload_15 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_16_1)
      4'b0000 : _zz__zz_io_out_payload_16 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_16 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_16 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_16 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_16 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_16 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_16 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_16 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_16 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_16 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_16 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_16 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_16 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_16 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_16 = stepTable_14;
      default : _zz__zz_io_out_payload_16 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_17_1)
      4'b0000 : _zz__zz_io_out_payload_17 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_17 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_17 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_17 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_17 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_17 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_17 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_17 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_17 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_17 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_17 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_17 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_17 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_17 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_17 = stepTable_14;
      default : _zz__zz_io_out_payload_17 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_20_1)
      4'b0000 : _zz__zz_io_out_payload_20 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_20 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_20 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_20 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_20 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_20 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_20 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_20 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_20 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_20 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_20 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_20 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_20 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_20 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_20 = stepTable_14;
      default : _zz__zz_io_out_payload_20 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_21_1)
      4'b0000 : _zz__zz_io_out_payload_21 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_21 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_21 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_21 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_21 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_21 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_21 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_21 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_21 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_21 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_21 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_21 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_21 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_21 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_21 = stepTable_14;
      default : _zz__zz_io_out_payload_21 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_22_1)
      4'b0000 : _zz__zz_io_out_payload_22 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_22 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_22 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_22 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_22 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_22 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_22 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_22 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_22 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_22 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_22 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_22 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_22 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_22 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_22 = stepTable_14;
      default : _zz__zz_io_out_payload_22 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_25_1)
      4'b0000 : _zz__zz_io_out_payload_25 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_25 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_25 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_25 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_25 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_25 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_25 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_25 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_25 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_25 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_25 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_25 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_25 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_25 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_25 = stepTable_14;
      default : _zz__zz_io_out_payload_25 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_26_1)
      4'b0000 : _zz__zz_io_out_payload_26 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_26 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_26 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_26 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_26 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_26 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_26 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_26 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_26 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_26 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_26 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_26 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_26 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_26 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_26 = stepTable_14;
      default : _zz__zz_io_out_payload_26 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_27_1)
      4'b0000 : _zz__zz_io_out_payload_27 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_27 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_27 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_27 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_27 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_27 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_27 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_27 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_27 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_27 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_27 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_27 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_27 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_27 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_27 = stepTable_14;
      default : _zz__zz_io_out_payload_27 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_30_1)
      4'b0000 : _zz__zz_io_out_payload_30 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_30 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_30 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_30 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_30 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_30 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_30 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_30 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_30 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_30 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_30 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_30 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_30 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_30 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_30 = stepTable_14;
      default : _zz__zz_io_out_payload_30 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_31_1)
      4'b0000 : _zz__zz_io_out_payload_31 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_31 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_31 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_31 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_31 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_31 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_31 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_31 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_31 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_31 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_31 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_31 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_31 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_31 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_31 = stepTable_14;
      default : _zz__zz_io_out_payload_31 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_32_1)
      4'b0000 : _zz__zz_io_out_payload_32 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_32 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_32 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_32 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_32 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_32 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_32 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_32 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_32 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_32 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_32 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_32 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_32 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_32 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_32 = stepTable_14;
      default : _zz__zz_io_out_payload_32 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_35_3)
      4'b0000 : _zz__zz_io_out_payload_35_2 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_35_2 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_35_2 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_35_2 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_35_2 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_35_2 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_35_2 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_35_2 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_35_2 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_35_2 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_35_2 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_35_2 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_35_2 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_35_2 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_35_2 = stepTable_14;
      default : _zz__zz_io_out_payload_35_2 = stepTable_15;
    endcase
  end

  assign stepTable_0 = 4'b0000;
  assign stepTable_1 = 4'b0010;
  assign stepTable_2 = 4'b0100;
  assign stepTable_3 = 4'b0110;
  assign stepTable_4 = 4'b1000;
  assign stepTable_5 = 4'b1010;
  assign stepTable_6 = 4'b1100;
  assign stepTable_7 = 4'b0001;
  assign stepTable_8 = 4'b0011;
  assign stepTable_9 = 4'b0101;
  assign stepTable_10 = 4'b0111;
  assign stepTable_11 = 4'b1001;
  assign stepTable_12 = 4'b1011;
  assign stepTable_13 = 4'b1101;
  assign stepTable_14 = 4'b0000;
  assign stepTable_15 = 4'b0000;
  assign rem_1 = 3'b000;
  assign rest = io_in_payload[21:0];
  assign over = (32'h00380000 <= io_in_payload);
  assign _zz_io_out_payload = _zz__zz_io_out_payload;
  assign _zz_io_out_payload_1 = _zz__zz_io_out_payload_1_1;
  assign _zz_io_out_payload_2 = _zz__zz_io_out_payload_2;
  assign _zz_io_out_payload_5 = _zz__zz_io_out_payload_5;
  assign _zz_io_out_payload_6 = _zz__zz_io_out_payload_6;
  assign _zz_io_out_payload_7 = _zz__zz_io_out_payload_7;
  assign _zz_io_out_payload_10 = _zz__zz_io_out_payload_10;
  assign _zz_io_out_payload_11 = _zz__zz_io_out_payload_11;
  assign _zz_io_out_payload_12 = _zz__zz_io_out_payload_12;
  assign _zz_io_out_payload_15 = _zz__zz_io_out_payload_15;
  assign _zz_io_out_payload_16 = _zz__zz_io_out_payload_16;
  assign _zz_io_out_payload_17 = _zz__zz_io_out_payload_17;
  assign _zz_io_out_payload_20 = _zz__zz_io_out_payload_20;
  assign _zz_io_out_payload_21 = _zz__zz_io_out_payload_21;
  assign _zz_io_out_payload_22 = _zz__zz_io_out_payload_22;
  assign _zz_io_out_payload_25 = _zz__zz_io_out_payload_25;
  assign _zz_io_out_payload_26 = _zz__zz_io_out_payload_26;
  assign _zz_io_out_payload_27 = _zz__zz_io_out_payload_27;
  assign _zz_io_out_payload_30 = _zz__zz_io_out_payload_30;
  assign _zz_io_out_payload_31 = _zz__zz_io_out_payload_31;
  assign _zz_io_out_payload_32 = _zz__zz_io_out_payload_32;
  assign io_out_payload = _zz_io_out_payload_35;
  assign io_out_valid = io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  always @(posedge clk) begin
    _zz_io_out_payload_3 <= _zz_io_out_payload_2[3 : 1];
    rest_regNext <= rest;
    _zz_io_out_payload_4 <= {_zz_io_out_payload[0],{_zz_io_out_payload_1[0],_zz_io_out_payload_2[0]}};
    over_regNext <= over;
    _zz_io_out_payload_8 <= _zz_io_out_payload_7[3 : 1];
    rest_regNext_regNext <= rest_regNext;
    _zz_io_out_payload_9 <= {_zz_io_out_payload_4,{_zz_io_out_payload_5[0],{_zz_io_out_payload_6[0],_zz_io_out_payload_7[0]}}};
    over_regNext_regNext <= over_regNext;
    _zz_io_out_payload_13 <= _zz_io_out_payload_12[3 : 1];
    rest_regNext_regNext_regNext <= rest_regNext_regNext;
    _zz_io_out_payload_14 <= {_zz_io_out_payload_9,{_zz_io_out_payload_10[0],{_zz_io_out_payload_11[0],_zz_io_out_payload_12[0]}}};
    over_regNext_regNext_regNext <= over_regNext_regNext;
    _zz_io_out_payload_18 <= _zz_io_out_payload_17[3 : 1];
    rest_regNext_regNext_regNext_regNext <= rest_regNext_regNext_regNext;
    _zz_io_out_payload_19 <= {_zz_io_out_payload_14,{_zz_io_out_payload_15[0],{_zz_io_out_payload_16[0],_zz_io_out_payload_17[0]}}};
    over_regNext_regNext_regNext_regNext <= over_regNext_regNext_regNext;
    _zz_io_out_payload_23 <= _zz_io_out_payload_22[3 : 1];
    rest_regNext_regNext_regNext_regNext_regNext <= rest_regNext_regNext_regNext_regNext;
    _zz_io_out_payload_24 <= {_zz_io_out_payload_19,{_zz_io_out_payload_20[0],{_zz_io_out_payload_21[0],_zz_io_out_payload_22[0]}}};
    over_regNext_regNext_regNext_regNext_regNext <= over_regNext_regNext_regNext_regNext;
    _zz_io_out_payload_28 <= _zz_io_out_payload_27[3 : 1];
    rest_regNext_regNext_regNext_regNext_regNext_regNext <= rest_regNext_regNext_regNext_regNext_regNext;
    _zz_io_out_payload_29 <= {_zz_io_out_payload_24,{_zz_io_out_payload_25[0],{_zz_io_out_payload_26[0],_zz_io_out_payload_27[0]}}};
    over_regNext_regNext_regNext_regNext_regNext_regNext <= over_regNext_regNext_regNext_regNext_regNext;
    _zz_io_out_payload_33 <= _zz_io_out_payload_32[3 : 1];
    rest_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= rest_regNext_regNext_regNext_regNext_regNext_regNext;
    _zz_io_out_payload_34 <= {_zz_io_out_payload_29,{_zz_io_out_payload_30[0],{_zz_io_out_payload_31[0],_zz_io_out_payload_32[0]}}};
    over_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= over_regNext_regNext_regNext_regNext_regNext_regNext;
    _zz_io_out_payload_35 <= (over_regNext_regNext_regNext_regNext_regNext_regNext_regNext ? 19'h7ffff : _zz__zz_io_out_payload_35);
  end

  always @(posedge clk) begin
    if(reset) begin
      io_in_valid_regNext <= 1'b0;
      io_in_valid_regNext_regNext <= 1'b0;
      io_in_valid_regNext_regNext_regNext <= 1'b0;
      io_in_valid_regNext_regNext_regNext_regNext <= 1'b0;
      io_in_valid_regNext_regNext_regNext_regNext_regNext <= 1'b0;
      io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext <= 1'b0;
      io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= 1'b0;
      io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= 1'b0;
    end else begin
      io_in_valid_regNext <= io_in_valid;
      io_in_valid_regNext_regNext <= io_in_valid_regNext;
      io_in_valid_regNext_regNext_regNext <= io_in_valid_regNext_regNext;
      io_in_valid_regNext_regNext_regNext_regNext <= io_in_valid_regNext_regNext_regNext;
      io_in_valid_regNext_regNext_regNext_regNext_regNext <= io_in_valid_regNext_regNext_regNext_regNext;
      io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext <= io_in_valid_regNext_regNext_regNext_regNext_regNext;
      io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext;
      io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
    end
  end


endmodule

module thr_ConstFloorDiv_1 (
  input  wire          io_in_valid,
  input  wire [31:0]   io_in_payload,
  output wire          io_out_valid,
  output wire [18:0]   io_out_payload,
  input  wire          clk,
  input  wire          reset
);

  reg        [3:0]    _zz__zz_io_out_payload;
  wire       [3:0]    _zz__zz_io_out_payload_1;
  reg        [3:0]    _zz__zz_io_out_payload_1_1;
  wire       [3:0]    _zz__zz_io_out_payload_1_2;
  reg        [3:0]    _zz__zz_io_out_payload_2;
  wire       [3:0]    _zz__zz_io_out_payload_2_1;
  reg        [3:0]    _zz__zz_io_out_payload_5;
  wire       [3:0]    _zz__zz_io_out_payload_5_1;
  reg        [3:0]    _zz__zz_io_out_payload_6;
  wire       [3:0]    _zz__zz_io_out_payload_6_1;
  reg        [3:0]    _zz__zz_io_out_payload_7;
  wire       [3:0]    _zz__zz_io_out_payload_7_1;
  reg        [3:0]    _zz__zz_io_out_payload_10;
  wire       [3:0]    _zz__zz_io_out_payload_10_1;
  reg        [3:0]    _zz__zz_io_out_payload_11;
  wire       [3:0]    _zz__zz_io_out_payload_11_1;
  reg        [3:0]    _zz__zz_io_out_payload_12;
  wire       [3:0]    _zz__zz_io_out_payload_12_1;
  reg        [3:0]    _zz__zz_io_out_payload_15;
  wire       [3:0]    _zz__zz_io_out_payload_15_1;
  reg        [3:0]    _zz__zz_io_out_payload_16;
  wire       [3:0]    _zz__zz_io_out_payload_16_1;
  reg        [3:0]    _zz__zz_io_out_payload_17;
  wire       [3:0]    _zz__zz_io_out_payload_17_1;
  reg        [3:0]    _zz__zz_io_out_payload_20;
  wire       [3:0]    _zz__zz_io_out_payload_20_1;
  reg        [3:0]    _zz__zz_io_out_payload_21;
  wire       [3:0]    _zz__zz_io_out_payload_21_1;
  reg        [3:0]    _zz__zz_io_out_payload_22;
  wire       [3:0]    _zz__zz_io_out_payload_22_1;
  reg        [3:0]    _zz__zz_io_out_payload_25;
  wire       [3:0]    _zz__zz_io_out_payload_25_1;
  reg        [3:0]    _zz__zz_io_out_payload_26;
  wire       [3:0]    _zz__zz_io_out_payload_26_1;
  reg        [3:0]    _zz__zz_io_out_payload_27;
  wire       [3:0]    _zz__zz_io_out_payload_27_1;
  reg        [3:0]    _zz__zz_io_out_payload_30;
  wire       [3:0]    _zz__zz_io_out_payload_30_1;
  reg        [3:0]    _zz__zz_io_out_payload_31;
  wire       [3:0]    _zz__zz_io_out_payload_31_1;
  reg        [3:0]    _zz__zz_io_out_payload_32;
  wire       [3:0]    _zz__zz_io_out_payload_32_1;
  wire       [18:0]   _zz__zz_io_out_payload_35;
  wire       [21:0]   _zz__zz_io_out_payload_35_1;
  reg        [3:0]    _zz__zz_io_out_payload_35_2;
  wire       [3:0]    _zz__zz_io_out_payload_35_3;
  wire       [3:0]    stepTable_0;
  wire       [3:0]    stepTable_1;
  wire       [3:0]    stepTable_2;
  wire       [3:0]    stepTable_3;
  wire       [3:0]    stepTable_4;
  wire       [3:0]    stepTable_5;
  wire       [3:0]    stepTable_6;
  wire       [3:0]    stepTable_7;
  wire       [3:0]    stepTable_8;
  wire       [3:0]    stepTable_9;
  wire       [3:0]    stepTable_10;
  wire       [3:0]    stepTable_11;
  wire       [3:0]    stepTable_12;
  wire       [3:0]    stepTable_13;
  wire       [3:0]    stepTable_14;
  wire       [3:0]    stepTable_15;
  wire       [2:0]    rem_1;
  wire       [21:0]   rest;
  wire                over;
  wire       [3:0]    _zz_io_out_payload;
  wire       [3:0]    _zz_io_out_payload_1;
  wire       [3:0]    _zz_io_out_payload_2;
  reg        [2:0]    _zz_io_out_payload_3;
  reg        [21:0]   rest_regNext;
  reg        [2:0]    _zz_io_out_payload_4;
  reg                 over_regNext;
  reg                 io_in_valid_regNext;
  wire       [3:0]    _zz_io_out_payload_5;
  wire       [3:0]    _zz_io_out_payload_6;
  wire       [3:0]    _zz_io_out_payload_7;
  reg        [2:0]    _zz_io_out_payload_8;
  reg        [21:0]   rest_regNext_regNext;
  reg        [5:0]    _zz_io_out_payload_9;
  reg                 over_regNext_regNext;
  reg                 io_in_valid_regNext_regNext;
  wire       [3:0]    _zz_io_out_payload_10;
  wire       [3:0]    _zz_io_out_payload_11;
  wire       [3:0]    _zz_io_out_payload_12;
  reg        [2:0]    _zz_io_out_payload_13;
  reg        [21:0]   rest_regNext_regNext_regNext;
  reg        [8:0]    _zz_io_out_payload_14;
  reg                 over_regNext_regNext_regNext;
  reg                 io_in_valid_regNext_regNext_regNext;
  wire       [3:0]    _zz_io_out_payload_15;
  wire       [3:0]    _zz_io_out_payload_16;
  wire       [3:0]    _zz_io_out_payload_17;
  reg        [2:0]    _zz_io_out_payload_18;
  reg        [21:0]   rest_regNext_regNext_regNext_regNext;
  reg        [11:0]   _zz_io_out_payload_19;
  reg                 over_regNext_regNext_regNext_regNext;
  reg                 io_in_valid_regNext_regNext_regNext_regNext;
  wire       [3:0]    _zz_io_out_payload_20;
  wire       [3:0]    _zz_io_out_payload_21;
  wire       [3:0]    _zz_io_out_payload_22;
  reg        [2:0]    _zz_io_out_payload_23;
  reg        [21:0]   rest_regNext_regNext_regNext_regNext_regNext;
  reg        [14:0]   _zz_io_out_payload_24;
  reg                 over_regNext_regNext_regNext_regNext_regNext;
  reg                 io_in_valid_regNext_regNext_regNext_regNext_regNext;
  wire       [3:0]    _zz_io_out_payload_25;
  wire       [3:0]    _zz_io_out_payload_26;
  wire       [3:0]    _zz_io_out_payload_27;
  reg        [2:0]    _zz_io_out_payload_28;
  reg        [21:0]   rest_regNext_regNext_regNext_regNext_regNext_regNext;
  reg        [17:0]   _zz_io_out_payload_29;
  reg                 over_regNext_regNext_regNext_regNext_regNext_regNext;
  reg                 io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext;
  wire       [3:0]    _zz_io_out_payload_30;
  wire       [3:0]    _zz_io_out_payload_31;
  wire       [3:0]    _zz_io_out_payload_32;
  reg        [2:0]    _zz_io_out_payload_33;
  reg        [21:0]   rest_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  reg        [20:0]   _zz_io_out_payload_34;
  reg                 over_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  reg                 io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  reg        [18:0]   _zz_io_out_payload_35;
  reg                 io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext;

  assign _zz__zz_io_out_payload_35_1 = {_zz_io_out_payload_34,_zz__zz_io_out_payload_35_2[0]};
  assign _zz__zz_io_out_payload_35 = _zz__zz_io_out_payload_35_1[18:0];
  assign _zz__zz_io_out_payload_1 = {rem_1,rest[21]};
  assign _zz__zz_io_out_payload_1_2 = {_zz_io_out_payload[3 : 1],rest[20]};
  assign _zz__zz_io_out_payload_2_1 = {_zz_io_out_payload_1[3 : 1],rest[19]};
  assign _zz__zz_io_out_payload_5_1 = {_zz_io_out_payload_3,rest_regNext[18]};
  assign _zz__zz_io_out_payload_6_1 = {_zz_io_out_payload_5[3 : 1],rest_regNext[17]};
  assign _zz__zz_io_out_payload_7_1 = {_zz_io_out_payload_6[3 : 1],rest_regNext[16]};
  assign _zz__zz_io_out_payload_10_1 = {_zz_io_out_payload_8,rest_regNext_regNext[15]};
  assign _zz__zz_io_out_payload_11_1 = {_zz_io_out_payload_10[3 : 1],rest_regNext_regNext[14]};
  assign _zz__zz_io_out_payload_12_1 = {_zz_io_out_payload_11[3 : 1],rest_regNext_regNext[13]};
  assign _zz__zz_io_out_payload_15_1 = {_zz_io_out_payload_13,rest_regNext_regNext_regNext[12]};
  assign _zz__zz_io_out_payload_16_1 = {_zz_io_out_payload_15[3 : 1],rest_regNext_regNext_regNext[11]};
  assign _zz__zz_io_out_payload_17_1 = {_zz_io_out_payload_16[3 : 1],rest_regNext_regNext_regNext[10]};
  assign _zz__zz_io_out_payload_20_1 = {_zz_io_out_payload_18,rest_regNext_regNext_regNext_regNext[9]};
  assign _zz__zz_io_out_payload_21_1 = {_zz_io_out_payload_20[3 : 1],rest_regNext_regNext_regNext_regNext[8]};
  assign _zz__zz_io_out_payload_22_1 = {_zz_io_out_payload_21[3 : 1],rest_regNext_regNext_regNext_regNext[7]};
  assign _zz__zz_io_out_payload_25_1 = {_zz_io_out_payload_23,rest_regNext_regNext_regNext_regNext_regNext[6]};
  assign _zz__zz_io_out_payload_26_1 = {_zz_io_out_payload_25[3 : 1],rest_regNext_regNext_regNext_regNext_regNext[5]};
  assign _zz__zz_io_out_payload_27_1 = {_zz_io_out_payload_26[3 : 1],rest_regNext_regNext_regNext_regNext_regNext[4]};
  assign _zz__zz_io_out_payload_30_1 = {_zz_io_out_payload_28,rest_regNext_regNext_regNext_regNext_regNext_regNext[3]};
  assign _zz__zz_io_out_payload_31_1 = {_zz_io_out_payload_30[3 : 1],rest_regNext_regNext_regNext_regNext_regNext_regNext[2]};
  assign _zz__zz_io_out_payload_32_1 = {_zz_io_out_payload_31[3 : 1],rest_regNext_regNext_regNext_regNext_regNext_regNext[1]};
  assign _zz__zz_io_out_payload_35_3 = {_zz_io_out_payload_33,rest_regNext_regNext_regNext_regNext_regNext_regNext_regNext[0]};
  always @(*) begin
    case(_zz__zz_io_out_payload_1)
      4'b0000 : _zz__zz_io_out_payload = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload = stepTable_14;
      default : _zz__zz_io_out_payload = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_1_2)
      4'b0000 : _zz__zz_io_out_payload_1_1 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_1_1 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_1_1 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_1_1 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_1_1 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_1_1 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_1_1 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_1_1 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_1_1 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_1_1 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_1_1 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_1_1 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_1_1 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_1_1 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_1_1 = stepTable_14;
      default : _zz__zz_io_out_payload_1_1 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_2_1)
      4'b0000 : _zz__zz_io_out_payload_2 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_2 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_2 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_2 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_2 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_2 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_2 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_2 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_2 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_2 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_2 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_2 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_2 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_2 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_2 = stepTable_14;
      default : _zz__zz_io_out_payload_2 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_5_1)
      4'b0000 : _zz__zz_io_out_payload_5 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_5 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_5 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_5 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_5 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_5 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_5 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_5 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_5 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_5 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_5 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_5 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_5 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_5 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_5 = stepTable_14;
      default : _zz__zz_io_out_payload_5 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_6_1)
      4'b0000 : _zz__zz_io_out_payload_6 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_6 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_6 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_6 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_6 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_6 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_6 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_6 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_6 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_6 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_6 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_6 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_6 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_6 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_6 = stepTable_14;
      default : _zz__zz_io_out_payload_6 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_7_1)
      4'b0000 : _zz__zz_io_out_payload_7 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_7 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_7 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_7 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_7 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_7 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_7 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_7 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_7 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_7 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_7 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_7 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_7 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_7 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_7 = stepTable_14;
      default : _zz__zz_io_out_payload_7 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_10_1)
      4'b0000 : _zz__zz_io_out_payload_10 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_10 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_10 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_10 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_10 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_10 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_10 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_10 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_10 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_10 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_10 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_10 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_10 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_10 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_10 = stepTable_14;
      default : _zz__zz_io_out_payload_10 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_11_1)
      4'b0000 : _zz__zz_io_out_payload_11 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_11 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_11 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_11 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_11 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_11 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_11 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_11 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_11 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_11 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_11 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_11 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_11 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_11 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_11 = stepTable_14;
      default : _zz__zz_io_out_payload_11 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_12_1)
      4'b0000 : _zz__zz_io_out_payload_12 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_12 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_12 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_12 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_12 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_12 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_12 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_12 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_12 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_12 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_12 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_12 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_12 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_12 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_12 = stepTable_14;
      default : _zz__zz_io_out_payload_12 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_15_1)
      4'b0000 : _zz__zz_io_out_payload_15 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_15 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_15 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_15 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_15 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_15 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_15 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_15 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_15 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_15 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_15 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_15 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_15 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_15 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_15 = stepTable_14;
      default : _zz__zz_io_out_payload_15 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_16_1)
      4'b0000 : _zz__zz_io_out_payload_16 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_16 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_16 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_16 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_16 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_16 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_16 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_16 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_16 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_16 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_16 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_16 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_16 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_16 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_16 = stepTable_14;
      default : _zz__zz_io_out_payload_16 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_17_1)
      4'b0000 : _zz__zz_io_out_payload_17 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_17 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_17 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_17 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_17 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_17 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_17 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_17 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_17 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_17 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_17 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_17 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_17 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_17 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_17 = stepTable_14;
      default : _zz__zz_io_out_payload_17 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_20_1)
      4'b0000 : _zz__zz_io_out_payload_20 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_20 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_20 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_20 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_20 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_20 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_20 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_20 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_20 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_20 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_20 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_20 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_20 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_20 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_20 = stepTable_14;
      default : _zz__zz_io_out_payload_20 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_21_1)
      4'b0000 : _zz__zz_io_out_payload_21 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_21 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_21 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_21 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_21 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_21 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_21 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_21 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_21 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_21 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_21 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_21 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_21 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_21 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_21 = stepTable_14;
      default : _zz__zz_io_out_payload_21 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_22_1)
      4'b0000 : _zz__zz_io_out_payload_22 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_22 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_22 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_22 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_22 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_22 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_22 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_22 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_22 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_22 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_22 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_22 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_22 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_22 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_22 = stepTable_14;
      default : _zz__zz_io_out_payload_22 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_25_1)
      4'b0000 : _zz__zz_io_out_payload_25 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_25 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_25 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_25 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_25 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_25 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_25 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_25 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_25 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_25 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_25 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_25 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_25 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_25 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_25 = stepTable_14;
      default : _zz__zz_io_out_payload_25 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_26_1)
      4'b0000 : _zz__zz_io_out_payload_26 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_26 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_26 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_26 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_26 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_26 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_26 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_26 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_26 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_26 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_26 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_26 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_26 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_26 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_26 = stepTable_14;
      default : _zz__zz_io_out_payload_26 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_27_1)
      4'b0000 : _zz__zz_io_out_payload_27 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_27 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_27 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_27 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_27 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_27 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_27 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_27 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_27 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_27 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_27 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_27 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_27 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_27 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_27 = stepTable_14;
      default : _zz__zz_io_out_payload_27 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_30_1)
      4'b0000 : _zz__zz_io_out_payload_30 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_30 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_30 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_30 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_30 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_30 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_30 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_30 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_30 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_30 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_30 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_30 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_30 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_30 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_30 = stepTable_14;
      default : _zz__zz_io_out_payload_30 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_31_1)
      4'b0000 : _zz__zz_io_out_payload_31 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_31 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_31 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_31 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_31 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_31 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_31 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_31 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_31 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_31 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_31 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_31 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_31 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_31 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_31 = stepTable_14;
      default : _zz__zz_io_out_payload_31 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_32_1)
      4'b0000 : _zz__zz_io_out_payload_32 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_32 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_32 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_32 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_32 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_32 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_32 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_32 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_32 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_32 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_32 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_32 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_32 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_32 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_32 = stepTable_14;
      default : _zz__zz_io_out_payload_32 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_35_3)
      4'b0000 : _zz__zz_io_out_payload_35_2 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_35_2 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_35_2 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_35_2 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_35_2 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_35_2 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_35_2 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_35_2 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_35_2 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_35_2 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_35_2 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_35_2 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_35_2 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_35_2 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_35_2 = stepTable_14;
      default : _zz__zz_io_out_payload_35_2 = stepTable_15;
    endcase
  end

  assign stepTable_0 = 4'b0000;
  assign stepTable_1 = 4'b0010;
  assign stepTable_2 = 4'b0100;
  assign stepTable_3 = 4'b0110;
  assign stepTable_4 = 4'b1000;
  assign stepTable_5 = 4'b0001;
  assign stepTable_6 = 4'b0011;
  assign stepTable_7 = 4'b0101;
  assign stepTable_8 = 4'b0111;
  assign stepTable_9 = 4'b1001;
  assign stepTable_10 = 4'b0000;
  assign stepTable_11 = 4'b0000;
  assign stepTable_12 = 4'b0000;
  assign stepTable_13 = 4'b0000;
  assign stepTable_14 = 4'b0000;
  assign stepTable_15 = 4'b0000;
  assign rem_1 = 3'b000;
  assign rest = io_in_payload[21:0];
  assign over = (32'h00280000 <= io_in_payload);
  assign _zz_io_out_payload = _zz__zz_io_out_payload;
  assign _zz_io_out_payload_1 = _zz__zz_io_out_payload_1_1;
  assign _zz_io_out_payload_2 = _zz__zz_io_out_payload_2;
  assign _zz_io_out_payload_5 = _zz__zz_io_out_payload_5;
  assign _zz_io_out_payload_6 = _zz__zz_io_out_payload_6;
  assign _zz_io_out_payload_7 = _zz__zz_io_out_payload_7;
  assign _zz_io_out_payload_10 = _zz__zz_io_out_payload_10;
  assign _zz_io_out_payload_11 = _zz__zz_io_out_payload_11;
  assign _zz_io_out_payload_12 = _zz__zz_io_out_payload_12;
  assign _zz_io_out_payload_15 = _zz__zz_io_out_payload_15;
  assign _zz_io_out_payload_16 = _zz__zz_io_out_payload_16;
  assign _zz_io_out_payload_17 = _zz__zz_io_out_payload_17;
  assign _zz_io_out_payload_20 = _zz__zz_io_out_payload_20;
  assign _zz_io_out_payload_21 = _zz__zz_io_out_payload_21;
  assign _zz_io_out_payload_22 = _zz__zz_io_out_payload_22;
  assign _zz_io_out_payload_25 = _zz__zz_io_out_payload_25;
  assign _zz_io_out_payload_26 = _zz__zz_io_out_payload_26;
  assign _zz_io_out_payload_27 = _zz__zz_io_out_payload_27;
  assign _zz_io_out_payload_30 = _zz__zz_io_out_payload_30;
  assign _zz_io_out_payload_31 = _zz__zz_io_out_payload_31;
  assign _zz_io_out_payload_32 = _zz__zz_io_out_payload_32;
  assign io_out_payload = _zz_io_out_payload_35;
  assign io_out_valid = io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  always @(posedge clk) begin
    _zz_io_out_payload_3 <= _zz_io_out_payload_2[3 : 1];
    rest_regNext <= rest;
    _zz_io_out_payload_4 <= {_zz_io_out_payload[0],{_zz_io_out_payload_1[0],_zz_io_out_payload_2[0]}};
    over_regNext <= over;
    _zz_io_out_payload_8 <= _zz_io_out_payload_7[3 : 1];
    rest_regNext_regNext <= rest_regNext;
    _zz_io_out_payload_9 <= {_zz_io_out_payload_4,{_zz_io_out_payload_5[0],{_zz_io_out_payload_6[0],_zz_io_out_payload_7[0]}}};
    over_regNext_regNext <= over_regNext;
    _zz_io_out_payload_13 <= _zz_io_out_payload_12[3 : 1];
    rest_regNext_regNext_regNext <= rest_regNext_regNext;
    _zz_io_out_payload_14 <= {_zz_io_out_payload_9,{_zz_io_out_payload_10[0],{_zz_io_out_payload_11[0],_zz_io_out_payload_12[0]}}};
    over_regNext_regNext_regNext <= over_regNext_regNext;
    _zz_io_out_payload_18 <= _zz_io_out_payload_17[3 : 1];
    rest_regNext_regNext_regNext_regNext <= rest_regNext_regNext_regNext;
    _zz_io_out_payload_19 <= {_zz_io_out_payload_14,{_zz_io_out_payload_15[0],{_zz_io_out_payload_16[0],_zz_io_out_payload_17[0]}}};
    over_regNext_regNext_regNext_regNext <= over_regNext_regNext_regNext;
    _zz_io_out_payload_23 <= _zz_io_out_payload_22[3 : 1];
    rest_regNext_regNext_regNext_regNext_regNext <= rest_regNext_regNext_regNext_regNext;
    _zz_io_out_payload_24 <= {_zz_io_out_payload_19,{_zz_io_out_payload_20[0],{_zz_io_out_payload_21[0],_zz_io_out_payload_22[0]}}};
    over_regNext_regNext_regNext_regNext_regNext <= over_regNext_regNext_regNext_regNext;
    _zz_io_out_payload_28 <= _zz_io_out_payload_27[3 : 1];
    rest_regNext_regNext_regNext_regNext_regNext_regNext <= rest_regNext_regNext_regNext_regNext_regNext;
    _zz_io_out_payload_29 <= {_zz_io_out_payload_24,{_zz_io_out_payload_25[0],{_zz_io_out_payload_26[0],_zz_io_out_payload_27[0]}}};
    over_regNext_regNext_regNext_regNext_regNext_regNext <= over_regNext_regNext_regNext_regNext_regNext;
    _zz_io_out_payload_33 <= _zz_io_out_payload_32[3 : 1];
    rest_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= rest_regNext_regNext_regNext_regNext_regNext_regNext;
    _zz_io_out_payload_34 <= {_zz_io_out_payload_29,{_zz_io_out_payload_30[0],{_zz_io_out_payload_31[0],_zz_io_out_payload_32[0]}}};
    over_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= over_regNext_regNext_regNext_regNext_regNext_regNext;
    _zz_io_out_payload_35 <= (over_regNext_regNext_regNext_regNext_regNext_regNext_regNext ? 19'h7ffff : _zz__zz_io_out_payload_35);
  end

  always @(posedge clk) begin
    if(reset) begin
      io_in_valid_regNext <= 1'b0;
      io_in_valid_regNext_regNext <= 1'b0;
      io_in_valid_regNext_regNext_regNext <= 1'b0;
      io_in_valid_regNext_regNext_regNext_regNext <= 1'b0;
      io_in_valid_regNext_regNext_regNext_regNext_regNext <= 1'b0;
      io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext <= 1'b0;
      io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= 1'b0;
      io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= 1'b0;
    end else begin
      io_in_valid_regNext <= io_in_valid;
      io_in_valid_regNext_regNext <= io_in_valid_regNext;
      io_in_valid_regNext_regNext_regNext <= io_in_valid_regNext_regNext;
      io_in_valid_regNext_regNext_regNext_regNext <= io_in_valid_regNext_regNext_regNext;
      io_in_valid_regNext_regNext_regNext_regNext_regNext <= io_in_valid_regNext_regNext_regNext_regNext;
      io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext <= io_in_valid_regNext_regNext_regNext_regNext_regNext;
      io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext;
      io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
    end
  end


endmodule

module thr_ConstFloorDiv (
  input  wire          io_in_valid,
  input  wire [31:0]   io_in_payload,
  output wire          io_out_valid,
  output wire [18:0]   io_out_payload,
  input  wire          clk,
  input  wire          reset
);

  reg        [2:0]    _zz__zz_io_out_payload;
  wire       [2:0]    _zz__zz_io_out_payload_1;
  reg        [2:0]    _zz__zz_io_out_payload_1_1;
  wire       [2:0]    _zz__zz_io_out_payload_1_2;
  reg        [2:0]    _zz__zz_io_out_payload_2;
  wire       [2:0]    _zz__zz_io_out_payload_2_1;
  reg        [2:0]    _zz__zz_io_out_payload_5;
  wire       [2:0]    _zz__zz_io_out_payload_5_1;
  reg        [2:0]    _zz__zz_io_out_payload_6;
  wire       [2:0]    _zz__zz_io_out_payload_6_1;
  reg        [2:0]    _zz__zz_io_out_payload_7;
  wire       [2:0]    _zz__zz_io_out_payload_7_1;
  reg        [2:0]    _zz__zz_io_out_payload_10;
  wire       [2:0]    _zz__zz_io_out_payload_10_1;
  reg        [2:0]    _zz__zz_io_out_payload_11;
  wire       [2:0]    _zz__zz_io_out_payload_11_1;
  reg        [2:0]    _zz__zz_io_out_payload_12;
  wire       [2:0]    _zz__zz_io_out_payload_12_1;
  reg        [2:0]    _zz__zz_io_out_payload_15;
  wire       [2:0]    _zz__zz_io_out_payload_15_1;
  reg        [2:0]    _zz__zz_io_out_payload_16;
  wire       [2:0]    _zz__zz_io_out_payload_16_1;
  reg        [2:0]    _zz__zz_io_out_payload_17;
  wire       [2:0]    _zz__zz_io_out_payload_17_1;
  reg        [2:0]    _zz__zz_io_out_payload_20;
  wire       [2:0]    _zz__zz_io_out_payload_20_1;
  reg        [2:0]    _zz__zz_io_out_payload_21;
  wire       [2:0]    _zz__zz_io_out_payload_21_1;
  reg        [2:0]    _zz__zz_io_out_payload_22;
  wire       [2:0]    _zz__zz_io_out_payload_22_1;
  reg        [2:0]    _zz__zz_io_out_payload_25;
  wire       [2:0]    _zz__zz_io_out_payload_25_1;
  reg        [2:0]    _zz__zz_io_out_payload_26;
  wire       [2:0]    _zz__zz_io_out_payload_26_1;
  reg        [2:0]    _zz__zz_io_out_payload_27;
  wire       [2:0]    _zz__zz_io_out_payload_27_1;
  reg        [2:0]    _zz__zz_io_out_payload_30;
  wire       [2:0]    _zz__zz_io_out_payload_30_1;
  reg        [2:0]    _zz__zz_io_out_payload_31;
  wire       [2:0]    _zz__zz_io_out_payload_31_1;
  wire       [18:0]   _zz__zz_io_out_payload_32;
  wire       [20:0]   _zz__zz_io_out_payload_32_1;
  reg        [2:0]    _zz__zz_io_out_payload_32_2;
  wire       [2:0]    _zz__zz_io_out_payload_32_3;
  wire       [2:0]    stepTable_0;
  wire       [2:0]    stepTable_1;
  wire       [2:0]    stepTable_2;
  wire       [2:0]    stepTable_3;
  wire       [2:0]    stepTable_4;
  wire       [2:0]    stepTable_5;
  wire       [2:0]    stepTable_6;
  wire       [2:0]    stepTable_7;
  wire       [1:0]    rem_1;
  wire       [20:0]   rest;
  wire                over;
  wire       [2:0]    _zz_io_out_payload;
  wire       [2:0]    _zz_io_out_payload_1;
  wire       [2:0]    _zz_io_out_payload_2;
  reg        [1:0]    _zz_io_out_payload_3;
  reg        [20:0]   rest_regNext;
  reg        [2:0]    _zz_io_out_payload_4;
  reg                 over_regNext;
  reg                 io_in_valid_regNext;
  wire       [2:0]    _zz_io_out_payload_5;
  wire       [2:0]    _zz_io_out_payload_6;
  wire       [2:0]    _zz_io_out_payload_7;
  reg        [1:0]    _zz_io_out_payload_8;
  reg        [20:0]   rest_regNext_regNext;
  reg        [5:0]    _zz_io_out_payload_9;
  reg                 over_regNext_regNext;
  reg                 io_in_valid_regNext_regNext;
  wire       [2:0]    _zz_io_out_payload_10;
  wire       [2:0]    _zz_io_out_payload_11;
  wire       [2:0]    _zz_io_out_payload_12;
  reg        [1:0]    _zz_io_out_payload_13;
  reg        [20:0]   rest_regNext_regNext_regNext;
  reg        [8:0]    _zz_io_out_payload_14;
  reg                 over_regNext_regNext_regNext;
  reg                 io_in_valid_regNext_regNext_regNext;
  wire       [2:0]    _zz_io_out_payload_15;
  wire       [2:0]    _zz_io_out_payload_16;
  wire       [2:0]    _zz_io_out_payload_17;
  reg        [1:0]    _zz_io_out_payload_18;
  reg        [20:0]   rest_regNext_regNext_regNext_regNext;
  reg        [11:0]   _zz_io_out_payload_19;
  reg                 over_regNext_regNext_regNext_regNext;
  reg                 io_in_valid_regNext_regNext_regNext_regNext;
  wire       [2:0]    _zz_io_out_payload_20;
  wire       [2:0]    _zz_io_out_payload_21;
  wire       [2:0]    _zz_io_out_payload_22;
  reg        [1:0]    _zz_io_out_payload_23;
  reg        [20:0]   rest_regNext_regNext_regNext_regNext_regNext;
  reg        [14:0]   _zz_io_out_payload_24;
  reg                 over_regNext_regNext_regNext_regNext_regNext;
  reg                 io_in_valid_regNext_regNext_regNext_regNext_regNext;
  wire       [2:0]    _zz_io_out_payload_25;
  wire       [2:0]    _zz_io_out_payload_26;
  wire       [2:0]    _zz_io_out_payload_27;
  reg        [1:0]    _zz_io_out_payload_28;
  reg        [20:0]   rest_regNext_regNext_regNext_regNext_regNext_regNext;
  reg        [17:0]   _zz_io_out_payload_29;
  reg                 over_regNext_regNext_regNext_regNext_regNext_regNext;
  reg                 io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext;
  wire       [2:0]    _zz_io_out_payload_30;
  wire       [2:0]    _zz_io_out_payload_31;
  reg        [18:0]   _zz_io_out_payload_32;
  reg                 io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext;

  assign _zz__zz_io_out_payload_32_1 = {_zz_io_out_payload_29,{_zz_io_out_payload_30[0],{_zz_io_out_payload_31[0],_zz__zz_io_out_payload_32_2[0]}}};
  assign _zz__zz_io_out_payload_32 = _zz__zz_io_out_payload_32_1[18:0];
  assign _zz__zz_io_out_payload_1 = {rem_1,rest[20]};
  assign _zz__zz_io_out_payload_1_2 = {_zz_io_out_payload[2 : 1],rest[19]};
  assign _zz__zz_io_out_payload_2_1 = {_zz_io_out_payload_1[2 : 1],rest[18]};
  assign _zz__zz_io_out_payload_5_1 = {_zz_io_out_payload_3,rest_regNext[17]};
  assign _zz__zz_io_out_payload_6_1 = {_zz_io_out_payload_5[2 : 1],rest_regNext[16]};
  assign _zz__zz_io_out_payload_7_1 = {_zz_io_out_payload_6[2 : 1],rest_regNext[15]};
  assign _zz__zz_io_out_payload_10_1 = {_zz_io_out_payload_8,rest_regNext_regNext[14]};
  assign _zz__zz_io_out_payload_11_1 = {_zz_io_out_payload_10[2 : 1],rest_regNext_regNext[13]};
  assign _zz__zz_io_out_payload_12_1 = {_zz_io_out_payload_11[2 : 1],rest_regNext_regNext[12]};
  assign _zz__zz_io_out_payload_15_1 = {_zz_io_out_payload_13,rest_regNext_regNext_regNext[11]};
  assign _zz__zz_io_out_payload_16_1 = {_zz_io_out_payload_15[2 : 1],rest_regNext_regNext_regNext[10]};
  assign _zz__zz_io_out_payload_17_1 = {_zz_io_out_payload_16[2 : 1],rest_regNext_regNext_regNext[9]};
  assign _zz__zz_io_out_payload_20_1 = {_zz_io_out_payload_18,rest_regNext_regNext_regNext_regNext[8]};
  assign _zz__zz_io_out_payload_21_1 = {_zz_io_out_payload_20[2 : 1],rest_regNext_regNext_regNext_regNext[7]};
  assign _zz__zz_io_out_payload_22_1 = {_zz_io_out_payload_21[2 : 1],rest_regNext_regNext_regNext_regNext[6]};
  assign _zz__zz_io_out_payload_25_1 = {_zz_io_out_payload_23,rest_regNext_regNext_regNext_regNext_regNext[5]};
  assign _zz__zz_io_out_payload_26_1 = {_zz_io_out_payload_25[2 : 1],rest_regNext_regNext_regNext_regNext_regNext[4]};
  assign _zz__zz_io_out_payload_27_1 = {_zz_io_out_payload_26[2 : 1],rest_regNext_regNext_regNext_regNext_regNext[3]};
  assign _zz__zz_io_out_payload_30_1 = {_zz_io_out_payload_28,rest_regNext_regNext_regNext_regNext_regNext_regNext[2]};
  assign _zz__zz_io_out_payload_31_1 = {_zz_io_out_payload_30[2 : 1],rest_regNext_regNext_regNext_regNext_regNext_regNext[1]};
  assign _zz__zz_io_out_payload_32_3 = {_zz_io_out_payload_31[2 : 1],rest_regNext_regNext_regNext_regNext_regNext_regNext[0]};
  always @(*) begin
    case(_zz__zz_io_out_payload_1)
      3'b000 : _zz__zz_io_out_payload = stepTable_0;
      3'b001 : _zz__zz_io_out_payload = stepTable_1;
      3'b010 : _zz__zz_io_out_payload = stepTable_2;
      3'b011 : _zz__zz_io_out_payload = stepTable_3;
      3'b100 : _zz__zz_io_out_payload = stepTable_4;
      3'b101 : _zz__zz_io_out_payload = stepTable_5;
      3'b110 : _zz__zz_io_out_payload = stepTable_6;
      default : _zz__zz_io_out_payload = stepTable_7;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_1_2)
      3'b000 : _zz__zz_io_out_payload_1_1 = stepTable_0;
      3'b001 : _zz__zz_io_out_payload_1_1 = stepTable_1;
      3'b010 : _zz__zz_io_out_payload_1_1 = stepTable_2;
      3'b011 : _zz__zz_io_out_payload_1_1 = stepTable_3;
      3'b100 : _zz__zz_io_out_payload_1_1 = stepTable_4;
      3'b101 : _zz__zz_io_out_payload_1_1 = stepTable_5;
      3'b110 : _zz__zz_io_out_payload_1_1 = stepTable_6;
      default : _zz__zz_io_out_payload_1_1 = stepTable_7;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_2_1)
      3'b000 : _zz__zz_io_out_payload_2 = stepTable_0;
      3'b001 : _zz__zz_io_out_payload_2 = stepTable_1;
      3'b010 : _zz__zz_io_out_payload_2 = stepTable_2;
      3'b011 : _zz__zz_io_out_payload_2 = stepTable_3;
      3'b100 : _zz__zz_io_out_payload_2 = stepTable_4;
      3'b101 : _zz__zz_io_out_payload_2 = stepTable_5;
      3'b110 : _zz__zz_io_out_payload_2 = stepTable_6;
      default : _zz__zz_io_out_payload_2 = stepTable_7;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_5_1)
      3'b000 : _zz__zz_io_out_payload_5 = stepTable_0;
      3'b001 : _zz__zz_io_out_payload_5 = stepTable_1;
      3'b010 : _zz__zz_io_out_payload_5 = stepTable_2;
      3'b011 : _zz__zz_io_out_payload_5 = stepTable_3;
      3'b100 : _zz__zz_io_out_payload_5 = stepTable_4;
      3'b101 : _zz__zz_io_out_payload_5 = stepTable_5;
      3'b110 : _zz__zz_io_out_payload_5 = stepTable_6;
      default : _zz__zz_io_out_payload_5 = stepTable_7;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_6_1)
      3'b000 : _zz__zz_io_out_payload_6 = stepTable_0;
      3'b001 : _zz__zz_io_out_payload_6 = stepTable_1;
      3'b010 : _zz__zz_io_out_payload_6 = stepTable_2;
      3'b011 : _zz__zz_io_out_payload_6 = stepTable_3;
      3'b100 : _zz__zz_io_out_payload_6 = stepTable_4;
      3'b101 : _zz__zz_io_out_payload_6 = stepTable_5;
      3'b110 : _zz__zz_io_out_payload_6 = stepTable_6;
      default : _zz__zz_io_out_payload_6 = stepTable_7;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_7_1)
      3'b000 : _zz__zz_io_out_payload_7 = stepTable_0;
      3'b001 : _zz__zz_io_out_payload_7 = stepTable_1;
      3'b010 : _zz__zz_io_out_payload_7 = stepTable_2;
      3'b011 : _zz__zz_io_out_payload_7 = stepTable_3;
      3'b100 : _zz__zz_io_out_payload_7 = stepTable_4;
      3'b101 : _zz__zz_io_out_payload_7 = stepTable_5;
      3'b110 : _zz__zz_io_out_payload_7 = stepTable_6;
      default : _zz__zz_io_out_payload_7 = stepTable_7;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_10_1)
      3'b000 : _zz__zz_io_out_payload_10 = stepTable_0;
      3'b001 : _zz__zz_io_out_payload_10 = stepTable_1;
      3'b010 : _zz__zz_io_out_payload_10 = stepTable_2;
      3'b011 : _zz__zz_io_out_payload_10 = stepTable_3;
      3'b100 : _zz__zz_io_out_payload_10 = stepTable_4;
      3'b101 : _zz__zz_io_out_payload_10 = stepTable_5;
      3'b110 : _zz__zz_io_out_payload_10 = stepTable_6;
      default : _zz__zz_io_out_payload_10 = stepTable_7;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_11_1)
      3'b000 : _zz__zz_io_out_payload_11 = stepTable_0;
      3'b001 : _zz__zz_io_out_payload_11 = stepTable_1;
      3'b010 : _zz__zz_io_out_payload_11 = stepTable_2;
      3'b011 : _zz__zz_io_out_payload_11 = stepTable_3;
      3'b100 : _zz__zz_io_out_payload_11 = stepTable_4;
      3'b101 : _zz__zz_io_out_payload_11 = stepTable_5;
      3'b110 : _zz__zz_io_out_payload_11 = stepTable_6;
      default : _zz__zz_io_out_payload_11 = stepTable_7;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_12_1)
      3'b000 : _zz__zz_io_out_payload_12 = stepTable_0;
      3'b001 : _zz__zz_io_out_payload_12 = stepTable_1;
      3'b010 : _zz__zz_io_out_payload_12 = stepTable_2;
      3'b011 : _zz__zz_io_out_payload_12 = stepTable_3;
      3'b100 : _zz__zz_io_out_payload_12 = stepTable_4;
      3'b101 : _zz__zz_io_out_payload_12 = stepTable_5;
      3'b110 : _zz__zz_io_out_payload_12 = stepTable_6;
      default : _zz__zz_io_out_payload_12 = stepTable_7;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_15_1)
      3'b000 : _zz__zz_io_out_payload_15 = stepTable_0;
      3'b001 : _zz__zz_io_out_payload_15 = stepTable_1;
      3'b010 : _zz__zz_io_out_payload_15 = stepTable_2;
      3'b011 : _zz__zz_io_out_payload_15 = stepTable_3;
      3'b100 : _zz__zz_io_out_payload_15 = stepTable_4;
      3'b101 : _zz__zz_io_out_payload_15 = stepTable_5;
      3'b110 : _zz__zz_io_out_payload_15 = stepTable_6;
      default : _zz__zz_io_out_payload_15 = stepTable_7;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_16_1)
      3'b000 : _zz__zz_io_out_payload_16 = stepTable_0;
      3'b001 : _zz__zz_io_out_payload_16 = stepTable_1;
      3'b010 : _zz__zz_io_out_payload_16 = stepTable_2;
      3'b011 : _zz__zz_io_out_payload_16 = stepTable_3;
      3'b100 : _zz__zz_io_out_payload_16 = stepTable_4;
      3'b101 : _zz__zz_io_out_payload_16 = stepTable_5;
      3'b110 : _zz__zz_io_out_payload_16 = stepTable_6;
      default : _zz__zz_io_out_payload_16 = stepTable_7;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_17_1)
      3'b000 : _zz__zz_io_out_payload_17 = stepTable_0;
      3'b001 : _zz__zz_io_out_payload_17 = stepTable_1;
      3'b010 : _zz__zz_io_out_payload_17 = stepTable_2;
      3'b011 : _zz__zz_io_out_payload_17 = stepTable_3;
      3'b100 : _zz__zz_io_out_payload_17 = stepTable_4;
      3'b101 : _zz__zz_io_out_payload_17 = stepTable_5;
      3'b110 : _zz__zz_io_out_payload_17 = stepTable_6;
      default : _zz__zz_io_out_payload_17 = stepTable_7;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_20_1)
      3'b000 : _zz__zz_io_out_payload_20 = stepTable_0;
      3'b001 : _zz__zz_io_out_payload_20 = stepTable_1;
      3'b010 : _zz__zz_io_out_payload_20 = stepTable_2;
      3'b011 : _zz__zz_io_out_payload_20 = stepTable_3;
      3'b100 : _zz__zz_io_out_payload_20 = stepTable_4;
      3'b101 : _zz__zz_io_out_payload_20 = stepTable_5;
      3'b110 : _zz__zz_io_out_payload_20 = stepTable_6;
      default : _zz__zz_io_out_payload_20 = stepTable_7;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_21_1)
      3'b000 : _zz__zz_io_out_payload_21 = stepTable_0;
      3'b001 : _zz__zz_io_out_payload_21 = stepTable_1;
      3'b010 : _zz__zz_io_out_payload_21 = stepTable_2;
      3'b011 : _zz__zz_io_out_payload_21 = stepTable_3;
      3'b100 : _zz__zz_io_out_payload_21 = stepTable_4;
      3'b101 : _zz__zz_io_out_payload_21 = stepTable_5;
      3'b110 : _zz__zz_io_out_payload_21 = stepTable_6;
      default : _zz__zz_io_out_payload_21 = stepTable_7;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_22_1)
      3'b000 : _zz__zz_io_out_payload_22 = stepTable_0;
      3'b001 : _zz__zz_io_out_payload_22 = stepTable_1;
      3'b010 : _zz__zz_io_out_payload_22 = stepTable_2;
      3'b011 : _zz__zz_io_out_payload_22 = stepTable_3;
      3'b100 : _zz__zz_io_out_payload_22 = stepTable_4;
      3'b101 : _zz__zz_io_out_payload_22 = stepTable_5;
      3'b110 : _zz__zz_io_out_payload_22 = stepTable_6;
      default : _zz__zz_io_out_payload_22 = stepTable_7;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_25_1)
      3'b000 : _zz__zz_io_out_payload_25 = stepTable_0;
      3'b001 : _zz__zz_io_out_payload_25 = stepTable_1;
      3'b010 : _zz__zz_io_out_payload_25 = stepTable_2;
      3'b011 : _zz__zz_io_out_payload_25 = stepTable_3;
      3'b100 : _zz__zz_io_out_payload_25 = stepTable_4;
      3'b101 : _zz__zz_io_out_payload_25 = stepTable_5;
      3'b110 : _zz__zz_io_out_payload_25 = stepTable_6;
      default : _zz__zz_io_out_payload_25 = stepTable_7;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_26_1)
      3'b000 : _zz__zz_io_out_payload_26 = stepTable_0;
      3'b001 : _zz__zz_io_out_payload_26 = stepTable_1;
      3'b010 : _zz__zz_io_out_payload_26 = stepTable_2;
      3'b011 : _zz__zz_io_out_payload_26 = stepTable_3;
      3'b100 : _zz__zz_io_out_payload_26 = stepTable_4;
      3'b101 : _zz__zz_io_out_payload_26 = stepTable_5;
      3'b110 : _zz__zz_io_out_payload_26 = stepTable_6;
      default : _zz__zz_io_out_payload_26 = stepTable_7;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_27_1)
      3'b000 : _zz__zz_io_out_payload_27 = stepTable_0;
      3'b001 : _zz__zz_io_out_payload_27 = stepTable_1;
      3'b010 : _zz__zz_io_out_payload_27 = stepTable_2;
      3'b011 : _zz__zz_io_out_payload_27 = stepTable_3;
      3'b100 : _zz__zz_io_out_payload_27 = stepTable_4;
      3'b101 : _zz__zz_io_out_payload_27 = stepTable_5;
      3'b110 : _zz__zz_io_out_payload_27 = stepTable_6;
      default : _zz__zz_io_out_payload_27 = stepTable_7;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_30_1)
      3'b000 : _zz__zz_io_out_payload_30 = stepTable_0;
      3'b001 : _zz__zz_io_out_payload_30 = stepTable_1;
      3'b010 : _zz__zz_io_out_payload_30 = stepTable_2;
      3'b011 : _zz__zz_io_out_payload_30 = stepTable_3;
      3'b100 : _zz__zz_io_out_payload_30 = stepTable_4;
      3'b101 : _zz__zz_io_out_payload_30 = stepTable_5;
      3'b110 : _zz__zz_io_out_payload_30 = stepTable_6;
      default : _zz__zz_io_out_payload_30 = stepTable_7;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_31_1)
      3'b000 : _zz__zz_io_out_payload_31 = stepTable_0;
      3'b001 : _zz__zz_io_out_payload_31 = stepTable_1;
      3'b010 : _zz__zz_io_out_payload_31 = stepTable_2;
      3'b011 : _zz__zz_io_out_payload_31 = stepTable_3;
      3'b100 : _zz__zz_io_out_payload_31 = stepTable_4;
      3'b101 : _zz__zz_io_out_payload_31 = stepTable_5;
      3'b110 : _zz__zz_io_out_payload_31 = stepTable_6;
      default : _zz__zz_io_out_payload_31 = stepTable_7;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_32_3)
      3'b000 : _zz__zz_io_out_payload_32_2 = stepTable_0;
      3'b001 : _zz__zz_io_out_payload_32_2 = stepTable_1;
      3'b010 : _zz__zz_io_out_payload_32_2 = stepTable_2;
      3'b011 : _zz__zz_io_out_payload_32_2 = stepTable_3;
      3'b100 : _zz__zz_io_out_payload_32_2 = stepTable_4;
      3'b101 : _zz__zz_io_out_payload_32_2 = stepTable_5;
      3'b110 : _zz__zz_io_out_payload_32_2 = stepTable_6;
      default : _zz__zz_io_out_payload_32_2 = stepTable_7;
    endcase
  end

  assign stepTable_0 = 3'b000;
  assign stepTable_1 = 3'b010;
  assign stepTable_2 = 3'b100;
  assign stepTable_3 = 3'b001;
  assign stepTable_4 = 3'b011;
  assign stepTable_5 = 3'b101;
  assign stepTable_6 = 3'b000;
  assign stepTable_7 = 3'b000;
  assign rem_1 = 2'b00;
  assign rest = io_in_payload[20:0];
  assign over = (32'h00180000 <= io_in_payload);
  assign _zz_io_out_payload = _zz__zz_io_out_payload;
  assign _zz_io_out_payload_1 = _zz__zz_io_out_payload_1_1;
  assign _zz_io_out_payload_2 = _zz__zz_io_out_payload_2;
  assign _zz_io_out_payload_5 = _zz__zz_io_out_payload_5;
  assign _zz_io_out_payload_6 = _zz__zz_io_out_payload_6;
  assign _zz_io_out_payload_7 = _zz__zz_io_out_payload_7;
  assign _zz_io_out_payload_10 = _zz__zz_io_out_payload_10;
  assign _zz_io_out_payload_11 = _zz__zz_io_out_payload_11;
  assign _zz_io_out_payload_12 = _zz__zz_io_out_payload_12;
  assign _zz_io_out_payload_15 = _zz__zz_io_out_payload_15;
  assign _zz_io_out_payload_16 = _zz__zz_io_out_payload_16;
  assign _zz_io_out_payload_17 = _zz__zz_io_out_payload_17;
  assign _zz_io_out_payload_20 = _zz__zz_io_out_payload_20;
  assign _zz_io_out_payload_21 = _zz__zz_io_out_payload_21;
  assign _zz_io_out_payload_22 = _zz__zz_io_out_payload_22;
  assign _zz_io_out_payload_25 = _zz__zz_io_out_payload_25;
  assign _zz_io_out_payload_26 = _zz__zz_io_out_payload_26;
  assign _zz_io_out_payload_27 = _zz__zz_io_out_payload_27;
  assign _zz_io_out_payload_30 = _zz__zz_io_out_payload_30;
  assign _zz_io_out_payload_31 = _zz__zz_io_out_payload_31;
  assign io_out_payload = _zz_io_out_payload_32;
  assign io_out_valid = io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  always @(posedge clk) begin
    _zz_io_out_payload_3 <= _zz_io_out_payload_2[2 : 1];
    rest_regNext <= rest;
    _zz_io_out_payload_4 <= {_zz_io_out_payload[0],{_zz_io_out_payload_1[0],_zz_io_out_payload_2[0]}};
    over_regNext <= over;
    _zz_io_out_payload_8 <= _zz_io_out_payload_7[2 : 1];
    rest_regNext_regNext <= rest_regNext;
    _zz_io_out_payload_9 <= {_zz_io_out_payload_4,{_zz_io_out_payload_5[0],{_zz_io_out_payload_6[0],_zz_io_out_payload_7[0]}}};
    over_regNext_regNext <= over_regNext;
    _zz_io_out_payload_13 <= _zz_io_out_payload_12[2 : 1];
    rest_regNext_regNext_regNext <= rest_regNext_regNext;
    _zz_io_out_payload_14 <= {_zz_io_out_payload_9,{_zz_io_out_payload_10[0],{_zz_io_out_payload_11[0],_zz_io_out_payload_12[0]}}};
    over_regNext_regNext_regNext <= over_regNext_regNext;
    _zz_io_out_payload_18 <= _zz_io_out_payload_17[2 : 1];
    rest_regNext_regNext_regNext_regNext <= rest_regNext_regNext_regNext;
    _zz_io_out_payload_19 <= {_zz_io_out_payload_14,{_zz_io_out_payload_15[0],{_zz_io_out_payload_16[0],_zz_io_out_payload_17[0]}}};
    over_regNext_regNext_regNext_regNext <= over_regNext_regNext_regNext;
    _zz_io_out_payload_23 <= _zz_io_out_payload_22[2 : 1];
    rest_regNext_regNext_regNext_regNext_regNext <= rest_regNext_regNext_regNext_regNext;
    _zz_io_out_payload_24 <= {_zz_io_out_payload_19,{_zz_io_out_payload_20[0],{_zz_io_out_payload_21[0],_zz_io_out_payload_22[0]}}};
    over_regNext_regNext_regNext_regNext_regNext <= over_regNext_regNext_regNext_regNext;
    _zz_io_out_payload_28 <= _zz_io_out_payload_27[2 : 1];
    rest_regNext_regNext_regNext_regNext_regNext_regNext <= rest_regNext_regNext_regNext_regNext_regNext;
    _zz_io_out_payload_29 <= {_zz_io_out_payload_24,{_zz_io_out_payload_25[0],{_zz_io_out_payload_26[0],_zz_io_out_payload_27[0]}}};
    over_regNext_regNext_regNext_regNext_regNext_regNext <= over_regNext_regNext_regNext_regNext_regNext;
    _zz_io_out_payload_32 <= (over_regNext_regNext_regNext_regNext_regNext_regNext ? 19'h7ffff : _zz__zz_io_out_payload_32);
  end

  always @(posedge clk) begin
    if(reset) begin
      io_in_valid_regNext <= 1'b0;
      io_in_valid_regNext_regNext <= 1'b0;
      io_in_valid_regNext_regNext_regNext <= 1'b0;
      io_in_valid_regNext_regNext_regNext_regNext <= 1'b0;
      io_in_valid_regNext_regNext_regNext_regNext_regNext <= 1'b0;
      io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext <= 1'b0;
      io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= 1'b0;
    end else begin
      io_in_valid_regNext <= io_in_valid;
      io_in_valid_regNext_regNext <= io_in_valid_regNext;
      io_in_valid_regNext_regNext_regNext <= io_in_valid_regNext_regNext;
      io_in_valid_regNext_regNext_regNext_regNext <= io_in_valid_regNext_regNext_regNext;
      io_in_valid_regNext_regNext_regNext_regNext_regNext <= io_in_valid_regNext_regNext_regNext_regNext;
      io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext <= io_in_valid_regNext_regNext_regNext_regNext_regNext;
      io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext;
    end
  end


endmodule
