// Generator : SpinalHDL v1.14.2    git head : 78f29dc66110fc099a777992b6daa2f803ab445e
// Component : redline_decision_loop_xcup

`timescale 1ns/1ps

module redline_decision_loop_xcup (
  input  wire          io_apply,
  input  wire [31:0]   io_source_seed,
  input  wire [31:0]   io_source_recipM,
  input  wire [0:0]    io_source_recipSh1,
  input  wire [4:0]    io_source_recipSh2,
  input  wire          io_adapt,
  input  wire [1:0]    io_mode,
  input  wire [31:0]   io_qthMin,
  input  wire [31:0]   io_qthMax,
  input  wire [4:0]    io_wlog,
  input  wire          io_gentle,
  input  wire [31:0]   io_delta,
  input  wire [47:0]   io_gentleStep,
  input  wire [31:0]   io_limit,
  input  wire          io_unit,
  input  wire          io_harddrop,
  input  wire          io_nodrop,
  input  wire [31:0]   io_backlog,
  input  wire [31:0]   io_qlen,
  input  wire          io_pop,
  input  wire [31:0]   io_backlogIf_0_0,
  input  wire [31:0]   io_backlogIf_0_1,
  input  wire [31:0]   io_backlogIf_1_0,
  input  wire [31:0]   io_backlogIf_1_1,
  input  wire [31:0]   io_qlenIf_0_0,
  input  wire [31:0]   io_qlenIf_0_1,
  input  wire [31:0]   io_qlenIf_1_0,
  input  wire [31:0]   io_qlenIf_1_1,
  input  wire          io_emptyIfNotEnq,
  input  wire          io_quiet,
  input  wire          io_usTickAhead,
  input  wire [4:0]    io_scellLog,
  output wire [7:0]    io_stabAddr,
  input  wire [4:0]    io_stabShift,
  input  wire          io_frame_valid,
  output wire          io_frame_ready,
  input  wire [15:0]   io_frame_payload_len,
  input  wire          io_frame_payload_canCe,
  input  wire          io_frame_payload_bad,
  input  wire          io_frame_payload_lost,
  output wire          io_gentleBusy,
  output wire          io_enqueue,
  output wire          io_decision_valid,
  output wire [1:0]    io_decision_payload_action,
  output wire [2:0]    io_decision_payload_reason,
  output wire [49:0]   io_decision_payload_qavg,
  output wire          io_decision_payload_marked,
  output wire          io_decision_payload_markProb,
  input  wire          clk,
  input  wire          reset
);

  wire                ts_io_force;
  wire       [49:0]   gentleTest_io_input_payload_qavgShifted;
  wire       [50:0]   ternaryAdd_io_a;
  wire       [50:0]   ternaryAdd_io_c;
  wire       [50:0]   ternaryAdd_1_io_a;
  wire       [50:0]   ternaryAdd_1_io_c;
  wire       [50:0]   ternaryAdd_2_io_a;
  wire       [50:0]   ternaryAdd_2_io_c;
  wire       [50:0]   ternaryAdd_3_io_a;
  wire       [50:0]   ternaryAdd_3_io_c;
  wire       [50:0]   ternaryAdd_4_io_a;
  wire       [50:0]   ternaryAdd_4_io_c;
  wire       [50:0]   ternaryAdd_5_io_a;
  wire       [50:0]   ternaryAdd_5_io_c;
  wire       [34:0]   overBytes_io_a;
  wire       [34:0]   overBytes_io_b;
  wire       [34:0]   overBytes_io_c;
  wire                lUT6_15_I5;
  wire                lUT6_16_I5;
  wire                lUT6_22_I3;
  wire                lUT6_22_I4;
  wire                lUT6_22_I5;
  wire                lUT6_23_I3;
  wire                lUT6_23_I4;
  wire                lUT6_23_I5;
  wire                lUT6_24_I3;
  wire                lUT6_24_I4;
  wire                lUT6_24_I5;
  wire                lUT6_25_I3;
  wire                lUT6_25_I4;
  wire                lUT6_25_I5;
  wire                lUT6_26_I3;
  wire                lUT6_26_I4;
  wire                lUT6_26_I5;
  wire                lUT6_27_I3;
  wire                lUT6_27_I4;
  wire                lUT6_27_I5;
  wire                lUT6_28_I3;
  wire                lUT6_28_I4;
  wire                lUT6_28_I5;
  wire                lUT6_29_I3;
  wire                lUT6_29_I4;
  wire                lUT6_29_I5;
  wire                lUT6_30_I3;
  wire                lUT6_30_I4;
  wire                lUT6_30_I5;
  wire                lUT6_31_I3;
  wire                lUT6_31_I4;
  wire                lUT6_31_I5;
  wire                lUT6_32_I3;
  wire                lUT6_32_I4;
  wire                lUT6_32_I5;
  wire                lUT6_33_I3;
  wire                lUT6_33_I4;
  wire                lUT6_33_I5;
  wire                lUT6_34_I3;
  wire                lUT6_34_I4;
  wire                lUT6_34_I5;
  wire                lUT6_35_I3;
  wire                lUT6_35_I4;
  wire                lUT6_35_I5;
  wire                lUT6_36_I3;
  wire                lUT6_36_I4;
  wire                lUT6_36_I5;
  wire                lUT6_37_I3;
  wire                lUT6_37_I4;
  wire                lUT6_37_I5;
  wire                lUT6_38_I3;
  wire                lUT6_38_I4;
  wire                lUT6_38_I5;
  wire                lUT6_39_I3;
  wire                lUT6_39_I4;
  wire                lUT6_39_I5;
  wire                lUT6_40_I3;
  wire                lUT6_40_I4;
  wire                lUT6_40_I5;
  wire                lUT6_41_I3;
  wire                lUT6_41_I4;
  wire                lUT6_41_I5;
  wire                lUT6_42_I3;
  wire                lUT6_42_I4;
  wire                lUT6_42_I5;
  wire                lUT6_43_I3;
  wire                lUT6_43_I4;
  wire                lUT6_43_I5;
  wire                lUT6_44_I3;
  wire                lUT6_44_I4;
  wire                lUT6_44_I5;
  wire                lUT6_45_I3;
  wire                lUT6_45_I4;
  wire                lUT6_45_I5;
  wire                lUT6_46_I3;
  wire                lUT6_46_I4;
  wire                lUT6_46_I5;
  wire                lUT6_47_I3;
  wire                lUT6_47_I4;
  wire                lUT6_47_I5;
  wire                lUT6_48_I3;
  wire                lUT6_48_I4;
  wire                lUT6_48_I5;
  wire                lUT6_49_I3;
  wire                lUT6_49_I4;
  wire                lUT6_49_I5;
  wire                lUT6_50_I3;
  wire                lUT6_50_I4;
  wire                lUT6_50_I5;
  wire                lUT6_51_I3;
  wire                lUT6_51_I4;
  wire                lUT6_51_I5;
  wire                lUT6_52_I3;
  wire                lUT6_52_I4;
  wire                lUT6_52_I5;
  wire                lUT6_53_I3;
  wire                lUT6_53_I4;
  wire                lUT6_53_I5;
  wire                lUT6_54_I3;
  wire                lUT6_54_I4;
  wire                lUT6_54_I5;
  wire                lUT6_55_I3;
  wire                lUT6_55_I4;
  wire                lUT6_55_I5;
  wire                lUT6_56_I3;
  wire                lUT6_56_I4;
  wire                lUT6_56_I5;
  wire                lUT6_57_I3;
  wire                lUT6_57_I4;
  wire                lUT6_57_I5;
  wire                lUT6_58_I3;
  wire                lUT6_58_I4;
  wire                lUT6_58_I5;
  wire                lUT6_59_I3;
  wire                lUT6_59_I4;
  wire                lUT6_59_I5;
  wire                lUT6_60_I3;
  wire                lUT6_60_I4;
  wire                lUT6_60_I5;
  wire                lUT6_61_I3;
  wire                lUT6_61_I4;
  wire                lUT6_61_I5;
  wire                lUT6_62_I3;
  wire                lUT6_62_I4;
  wire                lUT6_62_I5;
  wire                lUT6_63_I3;
  wire                lUT6_63_I4;
  wire                lUT6_63_I5;
  wire                lUT6_64_I3;
  wire                lUT6_64_I4;
  wire                lUT6_64_I5;
  wire                lUT6_65_I3;
  wire                lUT6_65_I4;
  wire                lUT6_65_I5;
  wire                lUT6_66_I3;
  wire                lUT6_66_I4;
  wire                lUT6_66_I5;
  wire                lUT6_67_I3;
  wire                lUT6_67_I4;
  wire                lUT6_67_I5;
  wire                lUT6_68_I3;
  wire                lUT6_68_I4;
  wire                lUT6_68_I5;
  wire                lUT6_69_I3;
  wire                lUT6_69_I4;
  wire                lUT6_69_I5;
  wire                lUT6_70_I3;
  wire                lUT6_70_I4;
  wire                lUT6_70_I5;
  wire                lUT6_71_I3;
  wire                lUT6_71_I4;
  wire                lUT6_71_I5;
  wire                lUT6_72_I3;
  wire                lUT6_72_I4;
  wire                lUT6_72_I5;
  wire                lUT6_73_I3;
  wire                lUT6_73_I4;
  wire                lUT6_73_I5;
  wire                lUT6_74_I3;
  wire                lUT6_74_I4;
  wire                lUT6_74_I5;
  wire                lUT6_75_I3;
  wire                lUT6_75_I4;
  wire                lUT6_75_I5;
  wire                lUT6_76_I3;
  wire                lUT6_76_I4;
  wire                lUT6_76_I5;
  wire                lUT6_77_I3;
  wire                lUT6_77_I4;
  wire                lUT6_77_I5;
  wire                lUT6_78_I3;
  wire                lUT6_78_I4;
  wire                lUT6_78_I5;
  wire                lUT6_79_I3;
  wire                lUT6_79_I4;
  wire                lUT6_79_I5;
  wire                lUT6_80_I3;
  wire                lUT6_80_I4;
  wire                lUT6_80_I5;
  wire                lUT6_81_I3;
  wire                lUT6_81_I4;
  wire                lUT6_81_I5;
  wire                lUT6_82_I3;
  wire                lUT6_82_I4;
  wire                lUT6_82_I5;
  wire                lUT6_83_I3;
  wire                lUT6_83_I4;
  wire                lUT6_83_I5;
  wire                lUT6_84_I3;
  wire                lUT6_84_I4;
  wire                lUT6_84_I5;
  wire                lUT6_85_I3;
  wire                lUT6_85_I4;
  wire                lUT6_85_I5;
  wire                lUT6_86_I3;
  wire                lUT6_86_I4;
  wire                lUT6_86_I5;
  wire                lUT6_87_I3;
  wire                lUT6_87_I4;
  wire                lUT6_87_I5;
  wire                lUT6_88_I3;
  wire                lUT6_88_I4;
  wire                lUT6_88_I5;
  wire                lUT6_89_I3;
  wire                lUT6_89_I4;
  wire                lUT6_89_I5;
  wire                lUT6_90_I3;
  wire                lUT6_90_I4;
  wire                lUT6_90_I5;
  wire                lUT6_91_I3;
  wire                lUT6_91_I4;
  wire                lUT6_91_I5;
  wire                lUT6_92_I3;
  wire                lUT6_92_I4;
  wire                lUT6_92_I5;
  wire                lUT6_93_I3;
  wire                lUT6_93_I4;
  wire                lUT6_93_I5;
  wire                lUT6_94_I3;
  wire                lUT6_94_I4;
  wire                lUT6_94_I5;
  wire                lUT6_95_I3;
  wire                lUT6_95_I4;
  wire                lUT6_95_I5;
  wire                lUT6_96_I3;
  wire                lUT6_96_I4;
  wire                lUT6_96_I5;
  wire                lUT6_97_I3;
  wire                lUT6_97_I4;
  wire                lUT6_97_I5;
  wire                lUT6_98_I3;
  wire                lUT6_98_I4;
  wire                lUT6_98_I5;
  wire                lUT6_99_I3;
  wire                lUT6_99_I4;
  wire                lUT6_99_I5;
  wire                lUT6_100_I3;
  wire                lUT6_100_I4;
  wire                lUT6_100_I5;
  wire                lUT6_101_I3;
  wire                lUT6_101_I4;
  wire                lUT6_101_I5;
  wire                lUT6_102_I3;
  wire                lUT6_102_I4;
  wire                lUT6_102_I5;
  wire                lUT6_103_I3;
  wire                lUT6_103_I4;
  wire                lUT6_103_I5;
  wire                lUT6_104_I3;
  wire                lUT6_104_I4;
  wire                lUT6_104_I5;
  wire                lUT6_105_I3;
  wire                lUT6_105_I4;
  wire                lUT6_105_I5;
  wire                lUT6_106_I3;
  wire                lUT6_106_I4;
  wire                lUT6_106_I5;
  wire                lUT6_107_I3;
  wire                lUT6_107_I4;
  wire                lUT6_107_I5;
  wire                lUT6_108_I3;
  wire                lUT6_108_I4;
  wire                lUT6_108_I5;
  wire                lUT6_109_I3;
  wire                lUT6_109_I4;
  wire                lUT6_109_I5;
  wire                lUT6_110_I3;
  wire                lUT6_110_I4;
  wire                lUT6_110_I5;
  wire                lUT6_111_I3;
  wire                lUT6_111_I4;
  wire                lUT6_111_I5;
  wire                lUT6_112_I3;
  wire                lUT6_112_I4;
  wire                lUT6_112_I5;
  wire                lUT6_113_I3;
  wire                lUT6_113_I4;
  wire                lUT6_113_I5;
  wire                lUT6_114_I3;
  wire                lUT6_114_I4;
  wire                lUT6_114_I5;
  wire                lUT6_115_I3;
  wire                lUT6_115_I4;
  wire                lUT6_115_I5;
  wire                lUT6_116_I3;
  wire                lUT6_116_I4;
  wire                lUT6_116_I5;
  wire                lUT6_117_I3;
  wire                lUT6_117_I4;
  wire                lUT6_117_I5;
  wire                lUT6_118_I3;
  wire                lUT6_118_I4;
  wire                lUT6_118_I5;
  wire                lUT6_119_I3;
  wire                lUT6_119_I4;
  wire                lUT6_119_I5;
  wire                lUT6_120_I3;
  wire                lUT6_120_I4;
  wire                lUT6_120_I5;
  wire                lUT6_121_I3;
  wire                lUT6_121_I4;
  wire                lUT6_121_I5;
  wire                ts_io_ready;
  wire                ts_io_readyNext;
  wire       [50:0]   ts_io_now;
  wire       [50:0]   ts_io_next;
  wire       [50:0]   ts_io_afterDraw;
  wire       [31:0]   ts_io_qR;
  wire                gentleTest_io_mark_valid;
  wire                gentleTest_io_mark_payload;
  wire                gentleTest_io_markAhead;
  wire                lUT6_1_O;
  wire       [50:0]   ternaryAdd_io_sum;
  wire       [50:0]   ternaryAdd_1_io_sum;
  wire       [50:0]   ternaryAdd_2_io_sum;
  wire       [50:0]   ternaryAdd_3_io_sum;
  wire       [50:0]   ternaryAdd_4_io_sum;
  wire       [50:0]   ternaryAdd_5_io_sum;
  wire                lUT6_2_O;
  wire                lUT6_3_O;
  wire                lUT6_4_O;
  wire                lUT6_5_O;
  wire                lUT6_6_O;
  wire                lUT6_7_O;
  wire                lUT6_8_O;
  wire                lUT6_9_O;
  wire                lUT6_10_O;
  wire                lUT6_11_O;
  wire                lUT6_12_O;
  wire                lUT6_13_O;
  wire                lUT6_14_O;
  wire       [34:0]   overBytes_io_sum;
  wire                lUT6_15_O;
  wire                lUT6_16_O;
  wire                lUT6_17_O;
  wire                lUT6_18_O;
  wire                lUT6_19_O;
  wire                lUT6_20_O;
  wire                lUT6_21_O;
  wire       [7:0]    decay_io_stabAddr;
  wire                decay_io_result_valid;
  wire       [49:0]   decay_io_result_payload;
  wire       [49:0]   shift_io_inv;
  wire       [49:0]   ternaryAdd_6_io_sum;
  wire                lUT6_22_O;
  wire                lUT6_23_O;
  wire                lUT6_24_O;
  wire                lUT6_25_O;
  wire                lUT6_26_O;
  wire                lUT6_27_O;
  wire                lUT6_28_O;
  wire                lUT6_29_O;
  wire                lUT6_30_O;
  wire                lUT6_31_O;
  wire                lUT6_32_O;
  wire                lUT6_33_O;
  wire                lUT6_34_O;
  wire                lUT6_35_O;
  wire                lUT6_36_O;
  wire                lUT6_37_O;
  wire                lUT6_38_O;
  wire                lUT6_39_O;
  wire                lUT6_40_O;
  wire                lUT6_41_O;
  wire                lUT6_42_O;
  wire                lUT6_43_O;
  wire                lUT6_44_O;
  wire                lUT6_45_O;
  wire                lUT6_46_O;
  wire                lUT6_47_O;
  wire                lUT6_48_O;
  wire                lUT6_49_O;
  wire                lUT6_50_O;
  wire                lUT6_51_O;
  wire                lUT6_52_O;
  wire                lUT6_53_O;
  wire                lUT6_54_O;
  wire                lUT6_55_O;
  wire                lUT6_56_O;
  wire                lUT6_57_O;
  wire                lUT6_58_O;
  wire                lUT6_59_O;
  wire                lUT6_60_O;
  wire                lUT6_61_O;
  wire                lUT6_62_O;
  wire                lUT6_63_O;
  wire                lUT6_64_O;
  wire                lUT6_65_O;
  wire                lUT6_66_O;
  wire                lUT6_67_O;
  wire                lUT6_68_O;
  wire                lUT6_69_O;
  wire                lUT6_70_O;
  wire                lUT6_71_O;
  wire       [49:0]   ternaryAdd_7_io_sum;
  wire                lUT6_72_O;
  wire                lUT6_73_O;
  wire                lUT6_74_O;
  wire                lUT6_75_O;
  wire                lUT6_76_O;
  wire                lUT6_77_O;
  wire                lUT6_78_O;
  wire                lUT6_79_O;
  wire                lUT6_80_O;
  wire                lUT6_81_O;
  wire                lUT6_82_O;
  wire                lUT6_83_O;
  wire                lUT6_84_O;
  wire                lUT6_85_O;
  wire                lUT6_86_O;
  wire                lUT6_87_O;
  wire                lUT6_88_O;
  wire                lUT6_89_O;
  wire                lUT6_90_O;
  wire                lUT6_91_O;
  wire                lUT6_92_O;
  wire                lUT6_93_O;
  wire                lUT6_94_O;
  wire                lUT6_95_O;
  wire                lUT6_96_O;
  wire                lUT6_97_O;
  wire                lUT6_98_O;
  wire                lUT6_99_O;
  wire                lUT6_100_O;
  wire                lUT6_101_O;
  wire                lUT6_102_O;
  wire                lUT6_103_O;
  wire                lUT6_104_O;
  wire                lUT6_105_O;
  wire                lUT6_106_O;
  wire                lUT6_107_O;
  wire                lUT6_108_O;
  wire                lUT6_109_O;
  wire                lUT6_110_O;
  wire                lUT6_111_O;
  wire                lUT6_112_O;
  wire                lUT6_113_O;
  wire                lUT6_114_O;
  wire                lUT6_115_O;
  wire                lUT6_116_O;
  wire                lUT6_117_O;
  wire                lUT6_118_O;
  wire                lUT6_119_O;
  wire                lUT6_120_O;
  wire                lUT6_121_O;
  wire       [32:0]   _zz_hi;
  wire       [32:0]   _zz_hi_1;
  wire       [32:0]   _zz_hi_2;
  wire       [32:0]   _zz_bandLow;
  wire       [50:0]   _zz__zz_I3;
  wire       [50:0]   _zz__zz_I3_1;
  reg        [49:0]   _zz_qavgNew;
  wire       [0:0]    _zz_qavgNew_1;
  wire       [2:0]    _zz_firstT;
  wire       [2:0]    _zz_firstT_1;
  wire       [2:0]    _zz_firstT_2;
  wire       [2:0]    _zz_firstT_3;
  wire       [0:0]    _zz_firstT_4;
  wire       [2:0]    _zz_firstT_5;
  wire       [0:0]    _zz_firstT_6;
  wire       [2:0]    _zz_firstT_7;
  wire       [0:0]    _zz_firstT_8;
  wire       [2:0]    _zz_firstT_9;
  wire       [0:0]    _zz_firstT_10;
  wire       [2:0]    _zz_firstT_11;
  wire       [0:0]    _zz_firstT_12;
  wire       [63:0]   _zz_firstProd;
  wire       [63:0]   _zz_firstProd_1;
  wire       [30:0]   _zz_scellMaxLess1;
  reg        [31:0]   _zz_1;
  wire       [0:0]    _zz_2;
  wire       [49:0]   _zz_retained;
  wire       [49:0]   _zz_retained_1;
  wire       [31:0]   _zz__zz_io_c;
  reg        [31:0]   _zz__zz_io_c_1;
  wire       [0:0]    _zz__zz_io_c_2;
  reg        [31:0]   _zz__zz_io_c_3;
  wire       [0:0]    _zz__zz_io_c_4;
  wire       [49:0]   _zz__zz_I5;
  wire       [0:0]    _zz_cand_0;
  wire       [38:0]   _zz_cand_0_1;
  wire       [0:0]    _zz_cand_0_2;
  wire       [27:0]   _zz_cand_0_3;
  wire       [0:0]    _zz_cand_0_4;
  wire       [16:0]   _zz_cand_0_5;
  wire       [0:0]    _zz_cand_0_6;
  wire       [5:0]    _zz_cand_0_7;
  wire       [31:0]   _zz__zz_io_c_1_1;
  reg        [31:0]   _zz__zz_io_c_1_2;
  wire       [0:0]    _zz__zz_io_c_1_3;
  reg        [31:0]   _zz__zz_io_c_1_4;
  wire       [0:0]    _zz__zz_io_c_1_5;
  wire       [49:0]   _zz__zz_I5_1;
  wire       [0:0]    _zz_cand_1;
  wire       [38:0]   _zz_cand_1_1;
  wire       [0:0]    _zz_cand_1_2;
  wire       [27:0]   _zz_cand_1_3;
  wire       [0:0]    _zz_cand_1_4;
  wire       [16:0]   _zz_cand_1_5;
  wire       [0:0]    _zz_cand_1_6;
  wire       [5:0]    _zz_cand_1_7;
  reg                 applying;
  reg                 adapting;
  reg        [49:0]   retained;
  reg        [49:0]   cand_0;
  reg        [49:0]   cand_1;
  reg                 enqPrev;
  reg                 counting;
  reg                 atWrap;
  reg        [31:0]   count;
  reg                 frameReady;
  wire                taken;
  reg        [2:0]    waitLeft;
  reg                 frozen;
  reg                 completing;
  reg                 heldOver;
  reg                 heldFull;
  reg                 heldCanCe;
  wire                present;
  wire                badEff;
  reg        [32:0]   hi;
  reg        [32:0]   bandLow;
  wire                _zz_I0;
  wire                _zz_I1;
  wire                _zz_I2;
  wire                _zz_I3;
  wire                _zz_I0_1;
  wire                _zz_I1_1;
  wire                _zz_I2_1;
  wire                _zz_I3_1;
  wire       [49:0]   qavgNew;
  wire                redOn;
  reg                 redOnNow;
  wire                state1;
  wire                state0;
  reg                 ecnMode;
  wire                qlenOver;
  wire                overNow;
  wire                fullNow;
  wire                _zz_when_DecisionLoop_l287;
  wire                _zz_when_DecisionLoop_l288;
  wire                when_DecisionLoop_l287;
  wire                when_DecisionLoop_l288;
  wire                _zz_verdicts_0_mark;
  (* keep *) wire                verdicts_0_drop;
  (* keep *) wire                verdicts_0_mark;
  wire                verdicts_0_markProb;
  (* keep *) reg        [2:0]    verdicts_0_reason;
  wire                _zz_when_DecisionLoop_l287_1;
  wire                _zz_when_DecisionLoop_l288_1;
  wire                when_DecisionLoop_l287_1;
  wire                when_DecisionLoop_l288_1;
  wire                _zz_verdicts_1_mark;
  (* keep *) wire                verdicts_1_drop;
  (* keep *) wire                verdicts_1_mark;
  wire                verdicts_1_markProb;
  (* keep *) reg        [2:0]    verdicts_1_reason;
  wire                verdict_drop;
  wire                verdict_mark;
  wire                verdict_markProb;
  wire       [2:0]    verdict_reason;
  reg        [49:0]   qavgHeld;
  (* keep *) wire                preWrap;
  reg                 idle;
  reg        [2:0]    idleWait;
  wire                startsIdle;
  wire                holding;
  wire                notReadyNext;
  wire                when_DecisionLoop_l367;
  reg                 ticks_0;
  reg                 ticks_1;
  reg                 ticks_2;
  reg                 ticks_3;
  reg                 ticks_4;
  reg        [2:0]    firstT;
  wire       [63:0]   q64;
  reg        [63:0]   firstProd;
  reg        [30:0]   scellMaxLess1;
  reg        [30:0]   tAhead;
  reg                 tAtMax;
  reg        [63:0]   prodAhead;
  wire                when_DecisionLoop_l396;
  wire                idleNext;
  wire       [49:0]   _zz_io_c;
  (* keep *) wire       [49:0]   _zz_I5;
  wire       [49:0]   _zz_io_c_1;
  (* keep *) wire       [49:0]   _zz_I5_1;
  wire                when_DecisionLoop_l447;
  wire                when_DecisionLoop_l466;

  assign _zz_hi = (_zz_hi_1 <<< 1);
  assign _zz_hi_1 = {1'd0, io_qthMax};
  assign _zz_hi_2 = {1'd0, io_qthMax};
  assign _zz_bandLow = {1'd0, io_qthMax};
  assign _zz__zz_I3 = {1'd0, cand_0};
  assign _zz__zz_I3_1 = {1'd0, cand_1};
  assign _zz_firstT = (_zz_firstT_1 + _zz_firstT_9);
  assign _zz_firstT_1 = (_zz_firstT_2 + _zz_firstT_7);
  assign _zz_firstT_2 = (_zz_firstT_3 + _zz_firstT_5);
  assign _zz_firstT_4 = ticks_1;
  assign _zz_firstT_3 = {2'd0, _zz_firstT_4};
  assign _zz_firstT_6 = ticks_2;
  assign _zz_firstT_5 = {2'd0, _zz_firstT_6};
  assign _zz_firstT_8 = ticks_3;
  assign _zz_firstT_7 = {2'd0, _zz_firstT_8};
  assign _zz_firstT_10 = ticks_4;
  assign _zz_firstT_9 = {2'd0, _zz_firstT_10};
  assign _zz_firstT_12 = io_usTickAhead;
  assign _zz_firstT_11 = {2'd0, _zz_firstT_12};
  assign _zz_firstProd = (q64 <<< 1);
  assign _zz_firstProd_1 = (q64 <<< 2);
  assign _zz_scellMaxLess1 = (31'h000000ff <<< io_scellLog);
  assign _zz_retained = (_zz_retained_1 + 50'h0000000000001);
  assign _zz_retained_1 = (qavgNew + shift_io_inv);
  assign _zz__zz_io_c = (io_unit ? _zz__zz_io_c_1 : _zz__zz_io_c_3);
  assign _zz__zz_I5 = (retained + _zz_io_c);
  assign _zz__zz_io_c_1_1 = (io_unit ? _zz__zz_io_c_1_2 : _zz__zz_io_c_1_4);
  assign _zz__zz_I5_1 = (retained + _zz_io_c_1);
  assign _zz_qavgNew_1 = enqPrev;
  assign _zz_2 = io_pop;
  assign _zz__zz_io_c_2 = io_pop;
  assign _zz__zz_io_c_4 = io_pop;
  assign _zz__zz_io_c_1_3 = io_pop;
  assign _zz__zz_io_c_1_5 = io_pop;
  assign _zz_cand_0 = lUT6_61_O;
  assign _zz_cand_0_1 = {lUT6_60_O,{lUT6_59_O,{lUT6_58_O,{lUT6_57_O,{lUT6_56_O,{lUT6_55_O,{lUT6_54_O,{lUT6_53_O,{lUT6_52_O,{lUT6_51_O,{_zz_cand_0_2,_zz_cand_0_3}}}}}}}}}}};
  assign _zz_cand_0_2 = lUT6_50_O;
  assign _zz_cand_0_3 = {lUT6_49_O,{lUT6_48_O,{lUT6_47_O,{lUT6_46_O,{lUT6_45_O,{lUT6_44_O,{lUT6_43_O,{lUT6_42_O,{lUT6_41_O,{lUT6_40_O,{_zz_cand_0_4,_zz_cand_0_5}}}}}}}}}}};
  assign _zz_cand_0_4 = lUT6_39_O;
  assign _zz_cand_0_5 = {lUT6_38_O,{lUT6_37_O,{lUT6_36_O,{lUT6_35_O,{lUT6_34_O,{lUT6_33_O,{lUT6_32_O,{lUT6_31_O,{lUT6_30_O,{lUT6_29_O,{_zz_cand_0_6,_zz_cand_0_7}}}}}}}}}}};
  assign _zz_cand_0_6 = lUT6_28_O;
  assign _zz_cand_0_7 = {lUT6_27_O,{lUT6_26_O,{lUT6_25_O,{lUT6_24_O,{lUT6_23_O,lUT6_22_O}}}}};
  assign _zz_cand_1 = lUT6_111_O;
  assign _zz_cand_1_1 = {lUT6_110_O,{lUT6_109_O,{lUT6_108_O,{lUT6_107_O,{lUT6_106_O,{lUT6_105_O,{lUT6_104_O,{lUT6_103_O,{lUT6_102_O,{lUT6_101_O,{_zz_cand_1_2,_zz_cand_1_3}}}}}}}}}}};
  assign _zz_cand_1_2 = lUT6_100_O;
  assign _zz_cand_1_3 = {lUT6_99_O,{lUT6_98_O,{lUT6_97_O,{lUT6_96_O,{lUT6_95_O,{lUT6_94_O,{lUT6_93_O,{lUT6_92_O,{lUT6_91_O,{lUT6_90_O,{_zz_cand_1_4,_zz_cand_1_5}}}}}}}}}}};
  assign _zz_cand_1_4 = lUT6_89_O;
  assign _zz_cand_1_5 = {lUT6_88_O,{lUT6_87_O,{lUT6_86_O,{lUT6_85_O,{lUT6_84_O,{lUT6_83_O,{lUT6_82_O,{lUT6_81_O,{lUT6_80_O,{lUT6_79_O,{_zz_cand_1_6,_zz_cand_1_7}}}}}}}}}}};
  assign _zz_cand_1_6 = lUT6_78_O;
  assign _zz_cand_1_7 = {lUT6_77_O,{lUT6_76_O,{lUT6_75_O,{lUT6_74_O,{lUT6_73_O,lUT6_72_O}}}}};
  lpx_ThresholdStream ts (
    .io_apply           (applying               ), //i
    .io_adapt           (adapting               ), //i
    .io_source_seed     (io_source_seed[31:0]   ), //i
    .io_source_recipM   (io_source_recipM[31:0] ), //i
    .io_source_recipSh1 (io_source_recipSh1     ), //i
    .io_source_recipSh2 (io_source_recipSh2[4:0]), //i
    .io_qthMin          (io_qthMin[31:0]        ), //i
    .io_wlog            (io_wlog[4:0]           ), //i
    .io_draw            (lUT6_6_O               ), //i
    .io_advance         (lUT6_9_O               ), //i
    .io_leave           (lUT6_12_O              ), //i
    .io_ready           (ts_io_ready            ), //o
    .io_readyNext       (ts_io_readyNext        ), //o
    .io_now             (ts_io_now[50:0]        ), //o
    .io_next            (ts_io_next[50:0]       ), //o
    .io_afterDraw       (ts_io_afterDraw[50:0]  ), //o
    .io_force           (ts_io_force            ), //i
    .io_forceMark       (gentleTest_io_markAhead), //i
    .io_qR              (ts_io_qR[31:0]         ), //o
    .clk                (clk                    ), //i
    .reset              (reset                  )  //i
  );
  lpx_GentleMark gentleTest (
    .io_input_valid               (lUT6_18_O                                    ), //i
    .io_input_payload_qavgShifted (gentleTest_io_input_payload_qavgShifted[49:0]), //i
    .io_input_payload_count       (count[31:0]                                  ), //i
    .io_input_payload_qR          (ts_io_qR[31:0]                               ), //i
    .io_qthMax                    (io_qthMax[31:0]                              ), //i
    .io_wlog                      (io_wlog[4:0]                                 ), //i
    .io_delta                     (io_delta[31:0]                               ), //i
    .io_gentleStep                (io_gentleStep[47:0]                          ), //i
    .io_mark_valid                (gentleTest_io_mark_valid                     ), //o
    .io_mark_payload              (gentleTest_io_mark_payload                   ), //o
    .io_markAhead                 (gentleTest_io_markAhead                      ), //o
    .clk                          (clk                                          ), //i
    .reset                        (reset                                        )  //i
  );
  LUT6 #(
    .INIT (64'hd8d8d8d8d8d8d8d8)
  ) lUT6_1 (
    .I0 (completing            ), //i
    .I1 (heldCanCe             ), //i
    .I2 (io_frame_payload_canCe), //i
    .I3 (1'b0                  ), //i
    .I4 (1'b0                  ), //i
    .I5 (1'b0                  ), //i
    .O  (lUT6_1_O              )  //o
  );
  lpx_TernaryAdd_2 ternaryAdd (
    .io_a   (ternaryAdd_io_a[50:0]  ), //i
    .io_b   (51'h0                  ), //i
    .io_c   (ternaryAdd_io_c[50:0]  ), //i
    .io_cin (1'b1                   ), //i
    .io_sum (ternaryAdd_io_sum[50:0])  //o
  );
  lpx_TernaryAdd_2 ternaryAdd_1 (
    .io_a   (ternaryAdd_1_io_a[50:0]  ), //i
    .io_b   (51'h0                    ), //i
    .io_c   (ternaryAdd_1_io_c[50:0]  ), //i
    .io_cin (1'b1                     ), //i
    .io_sum (ternaryAdd_1_io_sum[50:0])  //o
  );
  lpx_TernaryAdd_2 ternaryAdd_2 (
    .io_a   (ternaryAdd_2_io_a[50:0]  ), //i
    .io_b   (51'h0                    ), //i
    .io_c   (ternaryAdd_2_io_c[50:0]  ), //i
    .io_cin (1'b1                     ), //i
    .io_sum (ternaryAdd_2_io_sum[50:0])  //o
  );
  lpx_TernaryAdd_2 ternaryAdd_3 (
    .io_a   (ternaryAdd_3_io_a[50:0]  ), //i
    .io_b   (51'h0                    ), //i
    .io_c   (ternaryAdd_3_io_c[50:0]  ), //i
    .io_cin (1'b1                     ), //i
    .io_sum (ternaryAdd_3_io_sum[50:0])  //o
  );
  lpx_TernaryAdd_2 ternaryAdd_4 (
    .io_a   (ternaryAdd_4_io_a[50:0]  ), //i
    .io_b   (51'h0                    ), //i
    .io_c   (ternaryAdd_4_io_c[50:0]  ), //i
    .io_cin (1'b1                     ), //i
    .io_sum (ternaryAdd_4_io_sum[50:0])  //o
  );
  lpx_TernaryAdd_2 ternaryAdd_5 (
    .io_a   (ternaryAdd_5_io_a[50:0]  ), //i
    .io_b   (51'h0                    ), //i
    .io_c   (ternaryAdd_5_io_c[50:0]  ), //i
    .io_cin (1'b1                     ), //i
    .io_sum (ternaryAdd_5_io_sum[50:0])  //o
  );
  LUT6 #(
    .INIT (64'h0000000000001000)
  ) lUT6_2 (
    .I0 (_zz_I0  ), //i
    .I1 (_zz_I1  ), //i
    .I2 (_zz_I2  ), //i
    .I3 (state1  ), //i
    .I4 (1'b0    ), //i
    .I5 (1'b0    ), //i
    .O  (lUT6_2_O)  //o
  );
  LUT6 #(
    .INIT (64'h0000000000001000)
  ) lUT6_3 (
    .I0 (_zz_I0_1), //i
    .I1 (_zz_I1_1), //i
    .I2 (_zz_I2_1), //i
    .I3 (state1  ), //i
    .I4 (1'b0    ), //i
    .I5 (1'b0    ), //i
    .O  (lUT6_3_O)  //o
  );
  LUT6 #(
    .INIT (64'h4400505044000000)
  ) lUT6_4 (
    .I0 (_zz_I0  ), //i
    .I1 (_zz_I1  ), //i
    .I2 (_zz_I2  ), //i
    .I3 (_zz_I3  ), //i
    .I4 (state1  ), //i
    .I5 (state0  ), //i
    .O  (lUT6_4_O)  //o
  );
  LUT6 #(
    .INIT (64'h4400505044000000)
  ) lUT6_5 (
    .I0 (_zz_I0_1), //i
    .I1 (_zz_I1_1), //i
    .I2 (_zz_I2_1), //i
    .I3 (_zz_I3_1), //i
    .I4 (state1  ), //i
    .I5 (state0  ), //i
    .O  (lUT6_5_O)  //o
  );
  LUT6 #(
    .INIT (64'ha820a820a820a820)
  ) lUT6_6 (
    .I0 (present ), //i
    .I1 (enqPrev ), //i
    .I2 (lUT6_4_O), //i
    .I3 (lUT6_5_O), //i
    .I4 (1'b0    ), //i
    .I5 (1'b0    ), //i
    .O  (lUT6_6_O)  //o
  );
  LUT6 #(
    .INIT (64'h0044000000440000)
  ) lUT6_7 (
    .I0 (_zz_I0  ), //i
    .I1 (_zz_I1  ), //i
    .I2 (_zz_I2  ), //i
    .I3 (_zz_I3  ), //i
    .I4 (state1  ), //i
    .I5 (state0  ), //i
    .O  (lUT6_7_O)  //o
  );
  LUT6 #(
    .INIT (64'h0044000000440000)
  ) lUT6_8 (
    .I0 (_zz_I0_1), //i
    .I1 (_zz_I1_1), //i
    .I2 (_zz_I2_1), //i
    .I3 (_zz_I3_1), //i
    .I4 (state1  ), //i
    .I5 (state0  ), //i
    .O  (lUT6_8_O)  //o
  );
  LUT6 #(
    .INIT (64'ha820a820a820a820)
  ) lUT6_9 (
    .I0 (present ), //i
    .I1 (enqPrev ), //i
    .I2 (lUT6_7_O), //i
    .I3 (lUT6_8_O), //i
    .I4 (1'b0    ), //i
    .I5 (1'b0    ), //i
    .O  (lUT6_9_O)  //o
  );
  LUT6 #(
    .INIT (64'hafefafafafaf0000)
  ) lUT6_10 (
    .I0 (_zz_I0   ), //i
    .I1 (_zz_I1   ), //i
    .I2 (_zz_I2   ), //i
    .I3 (_zz_I3   ), //i
    .I4 (state1   ), //i
    .I5 (state0   ), //i
    .O  (lUT6_10_O)  //o
  );
  LUT6 #(
    .INIT (64'hafefafafafaf0000)
  ) lUT6_11 (
    .I0 (_zz_I0_1 ), //i
    .I1 (_zz_I1_1 ), //i
    .I2 (_zz_I2_1 ), //i
    .I3 (_zz_I3_1 ), //i
    .I4 (state1   ), //i
    .I5 (state0   ), //i
    .O  (lUT6_11_O)  //o
  );
  LUT6 #(
    .INIT (64'ha820a820a820a820)
  ) lUT6_12 (
    .I0 (present  ), //i
    .I1 (enqPrev  ), //i
    .I2 (lUT6_10_O), //i
    .I3 (lUT6_11_O), //i
    .I4 (1'b0     ), //i
    .I5 (1'b0     ), //i
    .O  (lUT6_12_O)  //o
  );
  LUT6 #(
    .INIT (64'h00ff27ff00ff27ff)
  ) lUT6_13 (
    .I0 (completing            ), //i
    .I1 (heldCanCe             ), //i
    .I2 (io_frame_payload_canCe), //i
    .I3 (ecnMode               ), //i
    .I4 (io_nodrop             ), //i
    .I5 (1'b0                  ), //i
    .O  (lUT6_13_O             )  //o
  );
  LUT6 #(
    .INIT (64'hffffffff00ff27ff)
  ) lUT6_14 (
    .I0 (completing            ), //i
    .I1 (heldCanCe             ), //i
    .I2 (io_frame_payload_canCe), //i
    .I3 (ecnMode               ), //i
    .I4 (io_nodrop             ), //i
    .I5 (io_harddrop           ), //i
    .O  (lUT6_14_O             )  //o
  );
  lpx_TernaryAdd_8 overBytes (
    .io_a   (overBytes_io_a[34:0]  ), //i
    .io_b   (overBytes_io_b[34:0]  ), //i
    .io_c   (overBytes_io_c[34:0]  ), //i
    .io_cin (1'b0                  ), //i
    .io_sum (overBytes_io_sum[34:0])  //o
  );
  LUT6 #(
    .INIT (64'hddd8d8d8ddddd8dd)
  ) lUT6_15 (
    .I0 (completing           ), //i
    .I1 (heldOver             ), //i
    .I2 (io_frame_payload_lost), //i
    .I3 (io_unit              ), //i
    .I4 (qlenOver             ), //i
    .I5 (lUT6_15_I5           ), //i
    .O  (lUT6_15_O            )  //o
  );
  LUT6 #(
    .INIT (64'h88d8d8d88888d888)
  ) lUT6_16 (
    .I0 (completing           ), //i
    .I1 (heldFull             ), //i
    .I2 (io_frame_payload_lost), //i
    .I3 (io_unit              ), //i
    .I4 (qlenOver             ), //i
    .I5 (lUT6_16_I5           ), //i
    .O  (lUT6_16_O            )  //o
  );
  LUT6 #(
    .INIT (64'h000200020002888a)
  ) lUT6_17 (
    .I0 (present        ), //i
    .I1 (enqPrev        ), //i
    .I2 (verdicts_0_drop), //i
    .I3 (lUT6_2_O       ), //i
    .I4 (verdicts_1_drop), //i
    .I5 (lUT6_3_O       ), //i
    .O  (lUT6_17_O      )  //o
  );
  LUT6 #(
    .INIT (64'haa88aa8822002200)
  ) lUT6_18 (
    .I0 (present        ), //i
    .I1 (enqPrev        ), //i
    .I2 (verdicts_0_drop), //i
    .I3 (lUT6_2_O       ), //i
    .I4 (verdicts_1_drop), //i
    .I5 (lUT6_3_O       ), //i
    .O  (lUT6_18_O      )  //o
  );
  LUT6 #(
    .INIT (64'h0022002288aa88aa)
  ) lUT6_19 (
    .I0 (present        ), //i
    .I1 (enqPrev        ), //i
    .I2 (verdicts_0_drop), //i
    .I3 (lUT6_2_O       ), //i
    .I4 (verdicts_1_drop), //i
    .I5 (lUT6_3_O       ), //i
    .O  (lUT6_19_O      )  //o
  );
  LUT6 #(
    .INIT (64'h888a888a0002888a)
  ) lUT6_20 (
    .I0 (present        ), //i
    .I1 (enqPrev        ), //i
    .I2 (verdicts_0_drop), //i
    .I3 (lUT6_2_O       ), //i
    .I4 (verdicts_1_drop), //i
    .I5 (lUT6_3_O       ), //i
    .O  (lUT6_20_O      )  //o
  );
  LUT6 #(
    .INIT (64'h0000000000000002)
  ) lUT6_21 (
    .I0 (ts_io_readyNext), //i
    .I1 (notReadyNext   ), //i
    .I2 (lUT6_18_O      ), //i
    .I3 (1'b0           ), //i
    .I4 (1'b0           ), //i
    .I5 (1'b0           ), //i
    .O  (lUT6_21_O      )  //o
  );
  lpx_IdleDecay decay (
    .io_input_valid        (1'b1                         ), //i
    .io_input_payload_qavg (qavgHeld[49:0]               ), //i
    .io_input_payload_t    (tAhead[30:0]                 ), //i
    .io_input_payload_prod (prodAhead[63:0]              ), //i
    .io_scellLog           (io_scellLog[4:0]             ), //i
    .io_stabAddr           (decay_io_stabAddr[7:0]       ), //o
    .io_stabShift          (io_stabShift[4:0]            ), //i
    .io_result_valid       (decay_io_result_valid        ), //o
    .io_result_payload     (decay_io_result_payload[49:0]), //o
    .clk                   (clk                          ), //i
    .reset                 (reset                        )  //i
  );
  lpx_SelectShift shift (
    .io_c0    (cand_0[49:0]      ), //i
    .io_c1    (cand_1[49:0]      ), //i
    .io_sel   (enqPrev           ), //i
    .io_shift (io_wlog[4:0]      ), //i
    .io_inv   (shift_io_inv[49:0])  //o
  );
  lpx_TernaryAdd_9 ternaryAdd_6 (
    .io_a   (qavgNew[49:0]            ), //i
    .io_b   (shift_io_inv[49:0]       ), //i
    .io_c   (_zz_io_c[49:0]           ), //i
    .io_cin (1'b1                     ), //i
    .io_sum (ternaryAdd_6_io_sum[49:0])  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_22 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_22_I3), //i
    .I4 (lUT6_22_I4), //i
    .I5 (lUT6_22_I5), //i
    .O  (lUT6_22_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_23 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_23_I3), //i
    .I4 (lUT6_23_I4), //i
    .I5 (lUT6_23_I5), //i
    .O  (lUT6_23_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_24 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_24_I3), //i
    .I4 (lUT6_24_I4), //i
    .I5 (lUT6_24_I5), //i
    .O  (lUT6_24_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_25 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_25_I3), //i
    .I4 (lUT6_25_I4), //i
    .I5 (lUT6_25_I5), //i
    .O  (lUT6_25_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_26 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_26_I3), //i
    .I4 (lUT6_26_I4), //i
    .I5 (lUT6_26_I5), //i
    .O  (lUT6_26_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_27 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_27_I3), //i
    .I4 (lUT6_27_I4), //i
    .I5 (lUT6_27_I5), //i
    .O  (lUT6_27_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_28 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_28_I3), //i
    .I4 (lUT6_28_I4), //i
    .I5 (lUT6_28_I5), //i
    .O  (lUT6_28_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_29 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_29_I3), //i
    .I4 (lUT6_29_I4), //i
    .I5 (lUT6_29_I5), //i
    .O  (lUT6_29_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_30 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_30_I3), //i
    .I4 (lUT6_30_I4), //i
    .I5 (lUT6_30_I5), //i
    .O  (lUT6_30_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_31 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_31_I3), //i
    .I4 (lUT6_31_I4), //i
    .I5 (lUT6_31_I5), //i
    .O  (lUT6_31_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_32 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_32_I3), //i
    .I4 (lUT6_32_I4), //i
    .I5 (lUT6_32_I5), //i
    .O  (lUT6_32_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_33 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_33_I3), //i
    .I4 (lUT6_33_I4), //i
    .I5 (lUT6_33_I5), //i
    .O  (lUT6_33_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_34 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_34_I3), //i
    .I4 (lUT6_34_I4), //i
    .I5 (lUT6_34_I5), //i
    .O  (lUT6_34_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_35 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_35_I3), //i
    .I4 (lUT6_35_I4), //i
    .I5 (lUT6_35_I5), //i
    .O  (lUT6_35_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_36 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_36_I3), //i
    .I4 (lUT6_36_I4), //i
    .I5 (lUT6_36_I5), //i
    .O  (lUT6_36_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_37 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_37_I3), //i
    .I4 (lUT6_37_I4), //i
    .I5 (lUT6_37_I5), //i
    .O  (lUT6_37_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_38 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_38_I3), //i
    .I4 (lUT6_38_I4), //i
    .I5 (lUT6_38_I5), //i
    .O  (lUT6_38_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_39 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_39_I3), //i
    .I4 (lUT6_39_I4), //i
    .I5 (lUT6_39_I5), //i
    .O  (lUT6_39_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_40 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_40_I3), //i
    .I4 (lUT6_40_I4), //i
    .I5 (lUT6_40_I5), //i
    .O  (lUT6_40_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_41 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_41_I3), //i
    .I4 (lUT6_41_I4), //i
    .I5 (lUT6_41_I5), //i
    .O  (lUT6_41_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_42 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_42_I3), //i
    .I4 (lUT6_42_I4), //i
    .I5 (lUT6_42_I5), //i
    .O  (lUT6_42_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_43 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_43_I3), //i
    .I4 (lUT6_43_I4), //i
    .I5 (lUT6_43_I5), //i
    .O  (lUT6_43_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_44 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_44_I3), //i
    .I4 (lUT6_44_I4), //i
    .I5 (lUT6_44_I5), //i
    .O  (lUT6_44_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_45 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_45_I3), //i
    .I4 (lUT6_45_I4), //i
    .I5 (lUT6_45_I5), //i
    .O  (lUT6_45_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_46 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_46_I3), //i
    .I4 (lUT6_46_I4), //i
    .I5 (lUT6_46_I5), //i
    .O  (lUT6_46_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_47 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_47_I3), //i
    .I4 (lUT6_47_I4), //i
    .I5 (lUT6_47_I5), //i
    .O  (lUT6_47_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_48 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_48_I3), //i
    .I4 (lUT6_48_I4), //i
    .I5 (lUT6_48_I5), //i
    .O  (lUT6_48_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_49 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_49_I3), //i
    .I4 (lUT6_49_I4), //i
    .I5 (lUT6_49_I5), //i
    .O  (lUT6_49_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_50 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_50_I3), //i
    .I4 (lUT6_50_I4), //i
    .I5 (lUT6_50_I5), //i
    .O  (lUT6_50_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_51 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_51_I3), //i
    .I4 (lUT6_51_I4), //i
    .I5 (lUT6_51_I5), //i
    .O  (lUT6_51_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_52 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_52_I3), //i
    .I4 (lUT6_52_I4), //i
    .I5 (lUT6_52_I5), //i
    .O  (lUT6_52_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_53 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_53_I3), //i
    .I4 (lUT6_53_I4), //i
    .I5 (lUT6_53_I5), //i
    .O  (lUT6_53_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_54 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_54_I3), //i
    .I4 (lUT6_54_I4), //i
    .I5 (lUT6_54_I5), //i
    .O  (lUT6_54_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_55 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_55_I3), //i
    .I4 (lUT6_55_I4), //i
    .I5 (lUT6_55_I5), //i
    .O  (lUT6_55_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_56 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_56_I3), //i
    .I4 (lUT6_56_I4), //i
    .I5 (lUT6_56_I5), //i
    .O  (lUT6_56_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_57 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_57_I3), //i
    .I4 (lUT6_57_I4), //i
    .I5 (lUT6_57_I5), //i
    .O  (lUT6_57_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_58 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_58_I3), //i
    .I4 (lUT6_58_I4), //i
    .I5 (lUT6_58_I5), //i
    .O  (lUT6_58_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_59 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_59_I3), //i
    .I4 (lUT6_59_I4), //i
    .I5 (lUT6_59_I5), //i
    .O  (lUT6_59_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_60 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_60_I3), //i
    .I4 (lUT6_60_I4), //i
    .I5 (lUT6_60_I5), //i
    .O  (lUT6_60_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_61 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_61_I3), //i
    .I4 (lUT6_61_I4), //i
    .I5 (lUT6_61_I5), //i
    .O  (lUT6_61_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_62 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_62_I3), //i
    .I4 (lUT6_62_I4), //i
    .I5 (lUT6_62_I5), //i
    .O  (lUT6_62_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_63 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_63_I3), //i
    .I4 (lUT6_63_I4), //i
    .I5 (lUT6_63_I5), //i
    .O  (lUT6_63_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_64 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_64_I3), //i
    .I4 (lUT6_64_I4), //i
    .I5 (lUT6_64_I5), //i
    .O  (lUT6_64_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_65 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_65_I3), //i
    .I4 (lUT6_65_I4), //i
    .I5 (lUT6_65_I5), //i
    .O  (lUT6_65_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_66 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_66_I3), //i
    .I4 (lUT6_66_I4), //i
    .I5 (lUT6_66_I5), //i
    .O  (lUT6_66_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_67 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_67_I3), //i
    .I4 (lUT6_67_I4), //i
    .I5 (lUT6_67_I5), //i
    .O  (lUT6_67_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_68 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_68_I3), //i
    .I4 (lUT6_68_I4), //i
    .I5 (lUT6_68_I5), //i
    .O  (lUT6_68_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_69 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_69_I3), //i
    .I4 (lUT6_69_I4), //i
    .I5 (lUT6_69_I5), //i
    .O  (lUT6_69_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_70 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_70_I3), //i
    .I4 (lUT6_70_I4), //i
    .I5 (lUT6_70_I5), //i
    .O  (lUT6_70_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_71 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_71_I3), //i
    .I4 (lUT6_71_I4), //i
    .I5 (lUT6_71_I5), //i
    .O  (lUT6_71_O )  //o
  );
  lpx_TernaryAdd_9 ternaryAdd_7 (
    .io_a   (qavgNew[49:0]            ), //i
    .io_b   (shift_io_inv[49:0]       ), //i
    .io_c   (_zz_io_c_1[49:0]         ), //i
    .io_cin (1'b1                     ), //i
    .io_sum (ternaryAdd_7_io_sum[49:0])  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_72 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_72_I3), //i
    .I4 (lUT6_72_I4), //i
    .I5 (lUT6_72_I5), //i
    .O  (lUT6_72_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_73 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_73_I3), //i
    .I4 (lUT6_73_I4), //i
    .I5 (lUT6_73_I5), //i
    .O  (lUT6_73_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_74 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_74_I3), //i
    .I4 (lUT6_74_I4), //i
    .I5 (lUT6_74_I5), //i
    .O  (lUT6_74_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_75 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_75_I3), //i
    .I4 (lUT6_75_I4), //i
    .I5 (lUT6_75_I5), //i
    .O  (lUT6_75_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_76 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_76_I3), //i
    .I4 (lUT6_76_I4), //i
    .I5 (lUT6_76_I5), //i
    .O  (lUT6_76_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_77 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_77_I3), //i
    .I4 (lUT6_77_I4), //i
    .I5 (lUT6_77_I5), //i
    .O  (lUT6_77_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_78 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_78_I3), //i
    .I4 (lUT6_78_I4), //i
    .I5 (lUT6_78_I5), //i
    .O  (lUT6_78_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_79 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_79_I3), //i
    .I4 (lUT6_79_I4), //i
    .I5 (lUT6_79_I5), //i
    .O  (lUT6_79_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_80 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_80_I3), //i
    .I4 (lUT6_80_I4), //i
    .I5 (lUT6_80_I5), //i
    .O  (lUT6_80_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_81 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_81_I3), //i
    .I4 (lUT6_81_I4), //i
    .I5 (lUT6_81_I5), //i
    .O  (lUT6_81_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_82 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_82_I3), //i
    .I4 (lUT6_82_I4), //i
    .I5 (lUT6_82_I5), //i
    .O  (lUT6_82_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_83 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_83_I3), //i
    .I4 (lUT6_83_I4), //i
    .I5 (lUT6_83_I5), //i
    .O  (lUT6_83_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_84 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_84_I3), //i
    .I4 (lUT6_84_I4), //i
    .I5 (lUT6_84_I5), //i
    .O  (lUT6_84_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_85 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_85_I3), //i
    .I4 (lUT6_85_I4), //i
    .I5 (lUT6_85_I5), //i
    .O  (lUT6_85_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_86 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_86_I3), //i
    .I4 (lUT6_86_I4), //i
    .I5 (lUT6_86_I5), //i
    .O  (lUT6_86_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_87 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_87_I3), //i
    .I4 (lUT6_87_I4), //i
    .I5 (lUT6_87_I5), //i
    .O  (lUT6_87_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_88 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_88_I3), //i
    .I4 (lUT6_88_I4), //i
    .I5 (lUT6_88_I5), //i
    .O  (lUT6_88_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_89 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_89_I3), //i
    .I4 (lUT6_89_I4), //i
    .I5 (lUT6_89_I5), //i
    .O  (lUT6_89_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_90 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_90_I3), //i
    .I4 (lUT6_90_I4), //i
    .I5 (lUT6_90_I5), //i
    .O  (lUT6_90_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_91 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_91_I3), //i
    .I4 (lUT6_91_I4), //i
    .I5 (lUT6_91_I5), //i
    .O  (lUT6_91_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_92 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_92_I3), //i
    .I4 (lUT6_92_I4), //i
    .I5 (lUT6_92_I5), //i
    .O  (lUT6_92_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_93 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_93_I3), //i
    .I4 (lUT6_93_I4), //i
    .I5 (lUT6_93_I5), //i
    .O  (lUT6_93_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_94 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_94_I3), //i
    .I4 (lUT6_94_I4), //i
    .I5 (lUT6_94_I5), //i
    .O  (lUT6_94_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_95 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_95_I3), //i
    .I4 (lUT6_95_I4), //i
    .I5 (lUT6_95_I5), //i
    .O  (lUT6_95_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_96 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_96_I3), //i
    .I4 (lUT6_96_I4), //i
    .I5 (lUT6_96_I5), //i
    .O  (lUT6_96_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_97 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_97_I3), //i
    .I4 (lUT6_97_I4), //i
    .I5 (lUT6_97_I5), //i
    .O  (lUT6_97_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_98 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_98_I3), //i
    .I4 (lUT6_98_I4), //i
    .I5 (lUT6_98_I5), //i
    .O  (lUT6_98_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_99 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (frozen    ), //i
    .I3 (lUT6_99_I3), //i
    .I4 (lUT6_99_I4), //i
    .I5 (lUT6_99_I5), //i
    .O  (lUT6_99_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_100 (
    .I0 (lUT6_19_O  ), //i
    .I1 (lUT6_18_O  ), //i
    .I2 (frozen     ), //i
    .I3 (lUT6_100_I3), //i
    .I4 (lUT6_100_I4), //i
    .I5 (lUT6_100_I5), //i
    .O  (lUT6_100_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_101 (
    .I0 (lUT6_19_O  ), //i
    .I1 (lUT6_18_O  ), //i
    .I2 (frozen     ), //i
    .I3 (lUT6_101_I3), //i
    .I4 (lUT6_101_I4), //i
    .I5 (lUT6_101_I5), //i
    .O  (lUT6_101_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_102 (
    .I0 (lUT6_19_O  ), //i
    .I1 (lUT6_18_O  ), //i
    .I2 (frozen     ), //i
    .I3 (lUT6_102_I3), //i
    .I4 (lUT6_102_I4), //i
    .I5 (lUT6_102_I5), //i
    .O  (lUT6_102_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_103 (
    .I0 (lUT6_19_O  ), //i
    .I1 (lUT6_18_O  ), //i
    .I2 (frozen     ), //i
    .I3 (lUT6_103_I3), //i
    .I4 (lUT6_103_I4), //i
    .I5 (lUT6_103_I5), //i
    .O  (lUT6_103_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_104 (
    .I0 (lUT6_19_O  ), //i
    .I1 (lUT6_18_O  ), //i
    .I2 (frozen     ), //i
    .I3 (lUT6_104_I3), //i
    .I4 (lUT6_104_I4), //i
    .I5 (lUT6_104_I5), //i
    .O  (lUT6_104_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_105 (
    .I0 (lUT6_19_O  ), //i
    .I1 (lUT6_18_O  ), //i
    .I2 (frozen     ), //i
    .I3 (lUT6_105_I3), //i
    .I4 (lUT6_105_I4), //i
    .I5 (lUT6_105_I5), //i
    .O  (lUT6_105_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_106 (
    .I0 (lUT6_19_O  ), //i
    .I1 (lUT6_18_O  ), //i
    .I2 (frozen     ), //i
    .I3 (lUT6_106_I3), //i
    .I4 (lUT6_106_I4), //i
    .I5 (lUT6_106_I5), //i
    .O  (lUT6_106_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_107 (
    .I0 (lUT6_19_O  ), //i
    .I1 (lUT6_18_O  ), //i
    .I2 (frozen     ), //i
    .I3 (lUT6_107_I3), //i
    .I4 (lUT6_107_I4), //i
    .I5 (lUT6_107_I5), //i
    .O  (lUT6_107_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_108 (
    .I0 (lUT6_19_O  ), //i
    .I1 (lUT6_18_O  ), //i
    .I2 (frozen     ), //i
    .I3 (lUT6_108_I3), //i
    .I4 (lUT6_108_I4), //i
    .I5 (lUT6_108_I5), //i
    .O  (lUT6_108_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_109 (
    .I0 (lUT6_19_O  ), //i
    .I1 (lUT6_18_O  ), //i
    .I2 (frozen     ), //i
    .I3 (lUT6_109_I3), //i
    .I4 (lUT6_109_I4), //i
    .I5 (lUT6_109_I5), //i
    .O  (lUT6_109_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_110 (
    .I0 (lUT6_19_O  ), //i
    .I1 (lUT6_18_O  ), //i
    .I2 (frozen     ), //i
    .I3 (lUT6_110_I3), //i
    .I4 (lUT6_110_I4), //i
    .I5 (lUT6_110_I5), //i
    .O  (lUT6_110_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_111 (
    .I0 (lUT6_19_O  ), //i
    .I1 (lUT6_18_O  ), //i
    .I2 (frozen     ), //i
    .I3 (lUT6_111_I3), //i
    .I4 (lUT6_111_I4), //i
    .I5 (lUT6_111_I5), //i
    .O  (lUT6_111_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_112 (
    .I0 (lUT6_19_O  ), //i
    .I1 (lUT6_18_O  ), //i
    .I2 (frozen     ), //i
    .I3 (lUT6_112_I3), //i
    .I4 (lUT6_112_I4), //i
    .I5 (lUT6_112_I5), //i
    .O  (lUT6_112_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_113 (
    .I0 (lUT6_19_O  ), //i
    .I1 (lUT6_18_O  ), //i
    .I2 (frozen     ), //i
    .I3 (lUT6_113_I3), //i
    .I4 (lUT6_113_I4), //i
    .I5 (lUT6_113_I5), //i
    .O  (lUT6_113_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_114 (
    .I0 (lUT6_19_O  ), //i
    .I1 (lUT6_18_O  ), //i
    .I2 (frozen     ), //i
    .I3 (lUT6_114_I3), //i
    .I4 (lUT6_114_I4), //i
    .I5 (lUT6_114_I5), //i
    .O  (lUT6_114_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_115 (
    .I0 (lUT6_19_O  ), //i
    .I1 (lUT6_18_O  ), //i
    .I2 (frozen     ), //i
    .I3 (lUT6_115_I3), //i
    .I4 (lUT6_115_I4), //i
    .I5 (lUT6_115_I5), //i
    .O  (lUT6_115_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_116 (
    .I0 (lUT6_19_O  ), //i
    .I1 (lUT6_18_O  ), //i
    .I2 (frozen     ), //i
    .I3 (lUT6_116_I3), //i
    .I4 (lUT6_116_I4), //i
    .I5 (lUT6_116_I5), //i
    .O  (lUT6_116_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_117 (
    .I0 (lUT6_19_O  ), //i
    .I1 (lUT6_18_O  ), //i
    .I2 (frozen     ), //i
    .I3 (lUT6_117_I3), //i
    .I4 (lUT6_117_I4), //i
    .I5 (lUT6_117_I5), //i
    .O  (lUT6_117_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_118 (
    .I0 (lUT6_19_O  ), //i
    .I1 (lUT6_18_O  ), //i
    .I2 (frozen     ), //i
    .I3 (lUT6_118_I3), //i
    .I4 (lUT6_118_I4), //i
    .I5 (lUT6_118_I5), //i
    .O  (lUT6_118_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_119 (
    .I0 (lUT6_19_O  ), //i
    .I1 (lUT6_18_O  ), //i
    .I2 (frozen     ), //i
    .I3 (lUT6_119_I3), //i
    .I4 (lUT6_119_I4), //i
    .I5 (lUT6_119_I5), //i
    .O  (lUT6_119_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_120 (
    .I0 (lUT6_19_O  ), //i
    .I1 (lUT6_18_O  ), //i
    .I2 (frozen     ), //i
    .I3 (lUT6_120_I3), //i
    .I4 (lUT6_120_I4), //i
    .I5 (lUT6_120_I5), //i
    .O  (lUT6_120_O )  //o
  );
  LUT6 #(
    .INIT (64'hff55ab01fe54aa00)
  ) lUT6_121 (
    .I0 (lUT6_19_O  ), //i
    .I1 (lUT6_18_O  ), //i
    .I2 (frozen     ), //i
    .I3 (lUT6_121_I3), //i
    .I4 (lUT6_121_I4), //i
    .I5 (lUT6_121_I5), //i
    .O  (lUT6_121_O )  //o
  );
  always @(*) begin
    case(_zz_qavgNew_1)
      1'b0 : _zz_qavgNew = cand_0;
      default : _zz_qavgNew = cand_1;
    endcase
  end

  always @(*) begin
    case(_zz_2)
      1'b0 : _zz_1 = io_qlenIf_0_0;
      default : _zz_1 = io_qlenIf_1_0;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_c_2)
      1'b0 : _zz__zz_io_c_1 = io_qlenIf_0_0;
      default : _zz__zz_io_c_1 = io_qlenIf_1_0;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_c_4)
      1'b0 : _zz__zz_io_c_3 = io_backlogIf_0_0;
      default : _zz__zz_io_c_3 = io_backlogIf_1_0;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_c_1_3)
      1'b0 : _zz__zz_io_c_1_2 = io_qlenIf_0_1;
      default : _zz__zz_io_c_1_2 = io_qlenIf_1_1;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_c_1_5)
      1'b0 : _zz__zz_io_c_1_4 = io_backlogIf_0_1;
      default : _zz__zz_io_c_1_4 = io_backlogIf_1_1;
    endcase
  end

  assign io_frame_ready = frameReady;
  assign taken = (io_frame_valid && io_frame_ready);
  assign io_gentleBusy = (frozen || completing);
  assign present = ((taken && (! io_frame_payload_bad)) || completing);
  assign badEff = (io_frame_payload_bad && (! completing));
  assign ternaryAdd_io_a = {1'd0, cand_0};
  assign ternaryAdd_io_c = {19'd0, io_qthMin};
  assign _zz_I0 = ternaryAdd_io_sum[50];
  assign ternaryAdd_1_io_a = {1'd0, cand_0};
  assign ternaryAdd_1_io_c = {18'd0, bandLow};
  assign _zz_I1 = ternaryAdd_1_io_sum[50];
  assign ternaryAdd_2_io_a = {1'd0, cand_0};
  assign ternaryAdd_2_io_c = {18'd0, hi};
  assign _zz_I2 = ternaryAdd_2_io_sum[50];
  assign _zz_I3 = (ts_io_now <= _zz__zz_I3);
  assign ternaryAdd_3_io_a = {1'd0, cand_1};
  assign ternaryAdd_3_io_c = {19'd0, io_qthMin};
  assign _zz_I0_1 = ternaryAdd_3_io_sum[50];
  assign ternaryAdd_4_io_a = {1'd0, cand_1};
  assign ternaryAdd_4_io_c = {18'd0, bandLow};
  assign _zz_I1_1 = ternaryAdd_4_io_sum[50];
  assign ternaryAdd_5_io_a = {1'd0, cand_1};
  assign ternaryAdd_5_io_c = {18'd0, hi};
  assign _zz_I2_1 = ternaryAdd_5_io_sum[50];
  assign _zz_I3_1 = (ts_io_now <= _zz__zz_I3_1);
  assign qavgNew = _zz_qavgNew;
  assign redOn = (io_mode != 2'b00);
  assign state1 = (redOnNow && counting);
  assign state0 = (redOnNow && ((! counting) || atWrap));
  assign overBytes_io_a = {3'd0, io_backlog};
  assign overBytes_io_b = {19'd0, io_frame_payload_len};
  assign overBytes_io_c = {3'd0, io_limit};
  assign qlenOver = (io_limit <= io_qlen);
  assign overNow = (io_frame_payload_lost || (io_unit ? qlenOver : (! overBytes_io_sum[34])));
  assign fullNow = (io_frame_payload_lost && (! (io_unit ? qlenOver : (! overBytes_io_sum[34]))));
  assign lUT6_15_I5 = overBytes_io_sum[34];
  assign lUT6_16_I5 = overBytes_io_sum[34];
  assign _zz_when_DecisionLoop_l287 = ((((redOnNow && (! _zz_I0)) && (! (! _zz_I1))) && counting) && _zz_I3);
  assign _zz_when_DecisionLoop_l288 = (redOnNow && (! _zz_I2));
  assign when_DecisionLoop_l287 = (_zz_when_DecisionLoop_l287 && lUT6_13_O);
  assign when_DecisionLoop_l288 = (_zz_when_DecisionLoop_l288 && lUT6_14_O);
  assign _zz_verdicts_0_mark = ((_zz_when_DecisionLoop_l287 && ecnMode) && lUT6_1_O);
  assign verdicts_0_drop = ((when_DecisionLoop_l287 || when_DecisionLoop_l288) || lUT6_15_O);
  assign verdicts_0_mark = (_zz_verdicts_0_mark || (((_zz_when_DecisionLoop_l288 && (! when_DecisionLoop_l288)) && ecnMode) && lUT6_1_O));
  assign verdicts_0_markProb = _zz_verdicts_0_mark;
  always @(*) begin
    verdicts_0_reason = 3'b000;
    if(verdicts_0_mark) begin
      verdicts_0_reason = (_zz_verdicts_0_mark ? 3'b001 : 3'b010);
    end
    if(lUT6_15_O) begin
      verdicts_0_reason = (lUT6_16_O ? 3'b101 : 3'b011);
    end
    if(when_DecisionLoop_l287) begin
      verdicts_0_reason = 3'b001;
    end
    if(when_DecisionLoop_l288) begin
      verdicts_0_reason = 3'b010;
    end
  end

  assign _zz_when_DecisionLoop_l287_1 = ((((redOnNow && (! _zz_I0_1)) && (! (! _zz_I1_1))) && counting) && _zz_I3_1);
  assign _zz_when_DecisionLoop_l288_1 = (redOnNow && (! _zz_I2_1));
  assign when_DecisionLoop_l287_1 = (_zz_when_DecisionLoop_l287_1 && lUT6_13_O);
  assign when_DecisionLoop_l288_1 = (_zz_when_DecisionLoop_l288_1 && lUT6_14_O);
  assign _zz_verdicts_1_mark = ((_zz_when_DecisionLoop_l287_1 && ecnMode) && lUT6_1_O);
  assign verdicts_1_drop = ((when_DecisionLoop_l287_1 || when_DecisionLoop_l288_1) || lUT6_15_O);
  assign verdicts_1_mark = (_zz_verdicts_1_mark || (((_zz_when_DecisionLoop_l288_1 && (! when_DecisionLoop_l288_1)) && ecnMode) && lUT6_1_O));
  assign verdicts_1_markProb = _zz_verdicts_1_mark;
  always @(*) begin
    verdicts_1_reason = 3'b000;
    if(verdicts_1_mark) begin
      verdicts_1_reason = (_zz_verdicts_1_mark ? 3'b001 : 3'b010);
    end
    if(lUT6_15_O) begin
      verdicts_1_reason = (lUT6_16_O ? 3'b101 : 3'b011);
    end
    if(when_DecisionLoop_l287_1) begin
      verdicts_1_reason = 3'b001;
    end
    if(when_DecisionLoop_l288_1) begin
      verdicts_1_reason = 3'b010;
    end
  end

  assign verdict_drop = (enqPrev ? verdicts_1_drop : verdicts_0_drop);
  assign verdict_mark = (enqPrev ? verdicts_1_mark : verdicts_0_mark);
  assign verdict_markProb = (enqPrev ? verdicts_1_markProb : verdicts_0_markProb);
  assign verdict_reason = (enqPrev ? verdicts_1_reason : verdicts_0_reason);
  assign io_enqueue = lUT6_17_O;
  assign io_decision_valid = ((taken && (! lUT6_18_O)) || completing);
  assign io_decision_payload_action = ((badEff || verdict_drop) ? 2'b10 : (verdict_mark ? 2'b01 : 2'b00));
  assign io_decision_payload_reason = (badEff ? 3'b100 : verdict_reason);
  assign io_decision_payload_marked = ((! badEff) && verdict_mark);
  assign io_decision_payload_markProb = verdict_markProb;
  assign io_decision_payload_qavg = (badEff ? qavgHeld : qavgNew);
  assign preWrap = (count == 32'hfffffffe);
  assign startsIdle = ((((io_quiet && (! idle)) && (! present)) && (! applying)) && (! frozen));
  assign holding = (idle && (idleWait != 3'b000));
  assign notReadyNext = (((io_apply || io_adapt) || frozen) || ((! applying) && (startsIdle || (idle && (3'b010 <= idleWait)))));
  assign when_DecisionLoop_l367 = (idleWait != 3'b000);
  assign q64 = {14'd0, qavgHeld};
  always @(*) begin
    case(firstT)
      3'b000 : begin
        firstProd = 64'h0;
      end
      3'b001 : begin
        firstProd = q64;
      end
      3'b010 : begin
        firstProd = (q64 <<< 1);
      end
      3'b011 : begin
        firstProd = (q64 + _zz_firstProd);
      end
      3'b100 : begin
        firstProd = (q64 <<< 2);
      end
      default : begin
        firstProd = (q64 + _zz_firstProd_1);
      end
    endcase
  end

  assign when_DecisionLoop_l396 = (ticks_4 && (! tAtMax));
  assign io_stabAddr = decay_io_stabAddr;
  assign idleNext = (idle || io_quiet);
  assign _zz_io_c = {18'd0, _zz__zz_io_c};
  assign _zz_I5 = (applying ? _zz_io_c : (idleNext ? decay_io_result_payload : _zz__zz_I5));
  assign lUT6_22_I3 = ternaryAdd_6_io_sum[0];
  assign lUT6_22_I4 = cand_0[0];
  assign lUT6_22_I5 = _zz_I5[0];
  assign lUT6_23_I3 = ternaryAdd_6_io_sum[1];
  assign lUT6_23_I4 = cand_0[1];
  assign lUT6_23_I5 = _zz_I5[1];
  assign lUT6_24_I3 = ternaryAdd_6_io_sum[2];
  assign lUT6_24_I4 = cand_0[2];
  assign lUT6_24_I5 = _zz_I5[2];
  assign lUT6_25_I3 = ternaryAdd_6_io_sum[3];
  assign lUT6_25_I4 = cand_0[3];
  assign lUT6_25_I5 = _zz_I5[3];
  assign lUT6_26_I3 = ternaryAdd_6_io_sum[4];
  assign lUT6_26_I4 = cand_0[4];
  assign lUT6_26_I5 = _zz_I5[4];
  assign lUT6_27_I3 = ternaryAdd_6_io_sum[5];
  assign lUT6_27_I4 = cand_0[5];
  assign lUT6_27_I5 = _zz_I5[5];
  assign lUT6_28_I3 = ternaryAdd_6_io_sum[6];
  assign lUT6_28_I4 = cand_0[6];
  assign lUT6_28_I5 = _zz_I5[6];
  assign lUT6_29_I3 = ternaryAdd_6_io_sum[7];
  assign lUT6_29_I4 = cand_0[7];
  assign lUT6_29_I5 = _zz_I5[7];
  assign lUT6_30_I3 = ternaryAdd_6_io_sum[8];
  assign lUT6_30_I4 = cand_0[8];
  assign lUT6_30_I5 = _zz_I5[8];
  assign lUT6_31_I3 = ternaryAdd_6_io_sum[9];
  assign lUT6_31_I4 = cand_0[9];
  assign lUT6_31_I5 = _zz_I5[9];
  assign lUT6_32_I3 = ternaryAdd_6_io_sum[10];
  assign lUT6_32_I4 = cand_0[10];
  assign lUT6_32_I5 = _zz_I5[10];
  assign lUT6_33_I3 = ternaryAdd_6_io_sum[11];
  assign lUT6_33_I4 = cand_0[11];
  assign lUT6_33_I5 = _zz_I5[11];
  assign lUT6_34_I3 = ternaryAdd_6_io_sum[12];
  assign lUT6_34_I4 = cand_0[12];
  assign lUT6_34_I5 = _zz_I5[12];
  assign lUT6_35_I3 = ternaryAdd_6_io_sum[13];
  assign lUT6_35_I4 = cand_0[13];
  assign lUT6_35_I5 = _zz_I5[13];
  assign lUT6_36_I3 = ternaryAdd_6_io_sum[14];
  assign lUT6_36_I4 = cand_0[14];
  assign lUT6_36_I5 = _zz_I5[14];
  assign lUT6_37_I3 = ternaryAdd_6_io_sum[15];
  assign lUT6_37_I4 = cand_0[15];
  assign lUT6_37_I5 = _zz_I5[15];
  assign lUT6_38_I3 = ternaryAdd_6_io_sum[16];
  assign lUT6_38_I4 = cand_0[16];
  assign lUT6_38_I5 = _zz_I5[16];
  assign lUT6_39_I3 = ternaryAdd_6_io_sum[17];
  assign lUT6_39_I4 = cand_0[17];
  assign lUT6_39_I5 = _zz_I5[17];
  assign lUT6_40_I3 = ternaryAdd_6_io_sum[18];
  assign lUT6_40_I4 = cand_0[18];
  assign lUT6_40_I5 = _zz_I5[18];
  assign lUT6_41_I3 = ternaryAdd_6_io_sum[19];
  assign lUT6_41_I4 = cand_0[19];
  assign lUT6_41_I5 = _zz_I5[19];
  assign lUT6_42_I3 = ternaryAdd_6_io_sum[20];
  assign lUT6_42_I4 = cand_0[20];
  assign lUT6_42_I5 = _zz_I5[20];
  assign lUT6_43_I3 = ternaryAdd_6_io_sum[21];
  assign lUT6_43_I4 = cand_0[21];
  assign lUT6_43_I5 = _zz_I5[21];
  assign lUT6_44_I3 = ternaryAdd_6_io_sum[22];
  assign lUT6_44_I4 = cand_0[22];
  assign lUT6_44_I5 = _zz_I5[22];
  assign lUT6_45_I3 = ternaryAdd_6_io_sum[23];
  assign lUT6_45_I4 = cand_0[23];
  assign lUT6_45_I5 = _zz_I5[23];
  assign lUT6_46_I3 = ternaryAdd_6_io_sum[24];
  assign lUT6_46_I4 = cand_0[24];
  assign lUT6_46_I5 = _zz_I5[24];
  assign lUT6_47_I3 = ternaryAdd_6_io_sum[25];
  assign lUT6_47_I4 = cand_0[25];
  assign lUT6_47_I5 = _zz_I5[25];
  assign lUT6_48_I3 = ternaryAdd_6_io_sum[26];
  assign lUT6_48_I4 = cand_0[26];
  assign lUT6_48_I5 = _zz_I5[26];
  assign lUT6_49_I3 = ternaryAdd_6_io_sum[27];
  assign lUT6_49_I4 = cand_0[27];
  assign lUT6_49_I5 = _zz_I5[27];
  assign lUT6_50_I3 = ternaryAdd_6_io_sum[28];
  assign lUT6_50_I4 = cand_0[28];
  assign lUT6_50_I5 = _zz_I5[28];
  assign lUT6_51_I3 = ternaryAdd_6_io_sum[29];
  assign lUT6_51_I4 = cand_0[29];
  assign lUT6_51_I5 = _zz_I5[29];
  assign lUT6_52_I3 = ternaryAdd_6_io_sum[30];
  assign lUT6_52_I4 = cand_0[30];
  assign lUT6_52_I5 = _zz_I5[30];
  assign lUT6_53_I3 = ternaryAdd_6_io_sum[31];
  assign lUT6_53_I4 = cand_0[31];
  assign lUT6_53_I5 = _zz_I5[31];
  assign lUT6_54_I3 = ternaryAdd_6_io_sum[32];
  assign lUT6_54_I4 = cand_0[32];
  assign lUT6_54_I5 = _zz_I5[32];
  assign lUT6_55_I3 = ternaryAdd_6_io_sum[33];
  assign lUT6_55_I4 = cand_0[33];
  assign lUT6_55_I5 = _zz_I5[33];
  assign lUT6_56_I3 = ternaryAdd_6_io_sum[34];
  assign lUT6_56_I4 = cand_0[34];
  assign lUT6_56_I5 = _zz_I5[34];
  assign lUT6_57_I3 = ternaryAdd_6_io_sum[35];
  assign lUT6_57_I4 = cand_0[35];
  assign lUT6_57_I5 = _zz_I5[35];
  assign lUT6_58_I3 = ternaryAdd_6_io_sum[36];
  assign lUT6_58_I4 = cand_0[36];
  assign lUT6_58_I5 = _zz_I5[36];
  assign lUT6_59_I3 = ternaryAdd_6_io_sum[37];
  assign lUT6_59_I4 = cand_0[37];
  assign lUT6_59_I5 = _zz_I5[37];
  assign lUT6_60_I3 = ternaryAdd_6_io_sum[38];
  assign lUT6_60_I4 = cand_0[38];
  assign lUT6_60_I5 = _zz_I5[38];
  assign lUT6_61_I3 = ternaryAdd_6_io_sum[39];
  assign lUT6_61_I4 = cand_0[39];
  assign lUT6_61_I5 = _zz_I5[39];
  assign lUT6_62_I3 = ternaryAdd_6_io_sum[40];
  assign lUT6_62_I4 = cand_0[40];
  assign lUT6_62_I5 = _zz_I5[40];
  assign lUT6_63_I3 = ternaryAdd_6_io_sum[41];
  assign lUT6_63_I4 = cand_0[41];
  assign lUT6_63_I5 = _zz_I5[41];
  assign lUT6_64_I3 = ternaryAdd_6_io_sum[42];
  assign lUT6_64_I4 = cand_0[42];
  assign lUT6_64_I5 = _zz_I5[42];
  assign lUT6_65_I3 = ternaryAdd_6_io_sum[43];
  assign lUT6_65_I4 = cand_0[43];
  assign lUT6_65_I5 = _zz_I5[43];
  assign lUT6_66_I3 = ternaryAdd_6_io_sum[44];
  assign lUT6_66_I4 = cand_0[44];
  assign lUT6_66_I5 = _zz_I5[44];
  assign lUT6_67_I3 = ternaryAdd_6_io_sum[45];
  assign lUT6_67_I4 = cand_0[45];
  assign lUT6_67_I5 = _zz_I5[45];
  assign lUT6_68_I3 = ternaryAdd_6_io_sum[46];
  assign lUT6_68_I4 = cand_0[46];
  assign lUT6_68_I5 = _zz_I5[46];
  assign lUT6_69_I3 = ternaryAdd_6_io_sum[47];
  assign lUT6_69_I4 = cand_0[47];
  assign lUT6_69_I5 = _zz_I5[47];
  assign lUT6_70_I3 = ternaryAdd_6_io_sum[48];
  assign lUT6_70_I4 = cand_0[48];
  assign lUT6_70_I5 = _zz_I5[48];
  assign lUT6_71_I3 = ternaryAdd_6_io_sum[49];
  assign lUT6_71_I4 = cand_0[49];
  assign lUT6_71_I5 = _zz_I5[49];
  assign _zz_io_c_1 = {18'd0, _zz__zz_io_c_1_1};
  assign _zz_I5_1 = (applying ? _zz_io_c_1 : (idleNext ? decay_io_result_payload : _zz__zz_I5_1));
  assign lUT6_72_I3 = ternaryAdd_7_io_sum[0];
  assign lUT6_72_I4 = cand_1[0];
  assign lUT6_72_I5 = _zz_I5_1[0];
  assign lUT6_73_I3 = ternaryAdd_7_io_sum[1];
  assign lUT6_73_I4 = cand_1[1];
  assign lUT6_73_I5 = _zz_I5_1[1];
  assign lUT6_74_I3 = ternaryAdd_7_io_sum[2];
  assign lUT6_74_I4 = cand_1[2];
  assign lUT6_74_I5 = _zz_I5_1[2];
  assign lUT6_75_I3 = ternaryAdd_7_io_sum[3];
  assign lUT6_75_I4 = cand_1[3];
  assign lUT6_75_I5 = _zz_I5_1[3];
  assign lUT6_76_I3 = ternaryAdd_7_io_sum[4];
  assign lUT6_76_I4 = cand_1[4];
  assign lUT6_76_I5 = _zz_I5_1[4];
  assign lUT6_77_I3 = ternaryAdd_7_io_sum[5];
  assign lUT6_77_I4 = cand_1[5];
  assign lUT6_77_I5 = _zz_I5_1[5];
  assign lUT6_78_I3 = ternaryAdd_7_io_sum[6];
  assign lUT6_78_I4 = cand_1[6];
  assign lUT6_78_I5 = _zz_I5_1[6];
  assign lUT6_79_I3 = ternaryAdd_7_io_sum[7];
  assign lUT6_79_I4 = cand_1[7];
  assign lUT6_79_I5 = _zz_I5_1[7];
  assign lUT6_80_I3 = ternaryAdd_7_io_sum[8];
  assign lUT6_80_I4 = cand_1[8];
  assign lUT6_80_I5 = _zz_I5_1[8];
  assign lUT6_81_I3 = ternaryAdd_7_io_sum[9];
  assign lUT6_81_I4 = cand_1[9];
  assign lUT6_81_I5 = _zz_I5_1[9];
  assign lUT6_82_I3 = ternaryAdd_7_io_sum[10];
  assign lUT6_82_I4 = cand_1[10];
  assign lUT6_82_I5 = _zz_I5_1[10];
  assign lUT6_83_I3 = ternaryAdd_7_io_sum[11];
  assign lUT6_83_I4 = cand_1[11];
  assign lUT6_83_I5 = _zz_I5_1[11];
  assign lUT6_84_I3 = ternaryAdd_7_io_sum[12];
  assign lUT6_84_I4 = cand_1[12];
  assign lUT6_84_I5 = _zz_I5_1[12];
  assign lUT6_85_I3 = ternaryAdd_7_io_sum[13];
  assign lUT6_85_I4 = cand_1[13];
  assign lUT6_85_I5 = _zz_I5_1[13];
  assign lUT6_86_I3 = ternaryAdd_7_io_sum[14];
  assign lUT6_86_I4 = cand_1[14];
  assign lUT6_86_I5 = _zz_I5_1[14];
  assign lUT6_87_I3 = ternaryAdd_7_io_sum[15];
  assign lUT6_87_I4 = cand_1[15];
  assign lUT6_87_I5 = _zz_I5_1[15];
  assign lUT6_88_I3 = ternaryAdd_7_io_sum[16];
  assign lUT6_88_I4 = cand_1[16];
  assign lUT6_88_I5 = _zz_I5_1[16];
  assign lUT6_89_I3 = ternaryAdd_7_io_sum[17];
  assign lUT6_89_I4 = cand_1[17];
  assign lUT6_89_I5 = _zz_I5_1[17];
  assign lUT6_90_I3 = ternaryAdd_7_io_sum[18];
  assign lUT6_90_I4 = cand_1[18];
  assign lUT6_90_I5 = _zz_I5_1[18];
  assign lUT6_91_I3 = ternaryAdd_7_io_sum[19];
  assign lUT6_91_I4 = cand_1[19];
  assign lUT6_91_I5 = _zz_I5_1[19];
  assign lUT6_92_I3 = ternaryAdd_7_io_sum[20];
  assign lUT6_92_I4 = cand_1[20];
  assign lUT6_92_I5 = _zz_I5_1[20];
  assign lUT6_93_I3 = ternaryAdd_7_io_sum[21];
  assign lUT6_93_I4 = cand_1[21];
  assign lUT6_93_I5 = _zz_I5_1[21];
  assign lUT6_94_I3 = ternaryAdd_7_io_sum[22];
  assign lUT6_94_I4 = cand_1[22];
  assign lUT6_94_I5 = _zz_I5_1[22];
  assign lUT6_95_I3 = ternaryAdd_7_io_sum[23];
  assign lUT6_95_I4 = cand_1[23];
  assign lUT6_95_I5 = _zz_I5_1[23];
  assign lUT6_96_I3 = ternaryAdd_7_io_sum[24];
  assign lUT6_96_I4 = cand_1[24];
  assign lUT6_96_I5 = _zz_I5_1[24];
  assign lUT6_97_I3 = ternaryAdd_7_io_sum[25];
  assign lUT6_97_I4 = cand_1[25];
  assign lUT6_97_I5 = _zz_I5_1[25];
  assign lUT6_98_I3 = ternaryAdd_7_io_sum[26];
  assign lUT6_98_I4 = cand_1[26];
  assign lUT6_98_I5 = _zz_I5_1[26];
  assign lUT6_99_I3 = ternaryAdd_7_io_sum[27];
  assign lUT6_99_I4 = cand_1[27];
  assign lUT6_99_I5 = _zz_I5_1[27];
  assign lUT6_100_I3 = ternaryAdd_7_io_sum[28];
  assign lUT6_100_I4 = cand_1[28];
  assign lUT6_100_I5 = _zz_I5_1[28];
  assign lUT6_101_I3 = ternaryAdd_7_io_sum[29];
  assign lUT6_101_I4 = cand_1[29];
  assign lUT6_101_I5 = _zz_I5_1[29];
  assign lUT6_102_I3 = ternaryAdd_7_io_sum[30];
  assign lUT6_102_I4 = cand_1[30];
  assign lUT6_102_I5 = _zz_I5_1[30];
  assign lUT6_103_I3 = ternaryAdd_7_io_sum[31];
  assign lUT6_103_I4 = cand_1[31];
  assign lUT6_103_I5 = _zz_I5_1[31];
  assign lUT6_104_I3 = ternaryAdd_7_io_sum[32];
  assign lUT6_104_I4 = cand_1[32];
  assign lUT6_104_I5 = _zz_I5_1[32];
  assign lUT6_105_I3 = ternaryAdd_7_io_sum[33];
  assign lUT6_105_I4 = cand_1[33];
  assign lUT6_105_I5 = _zz_I5_1[33];
  assign lUT6_106_I3 = ternaryAdd_7_io_sum[34];
  assign lUT6_106_I4 = cand_1[34];
  assign lUT6_106_I5 = _zz_I5_1[34];
  assign lUT6_107_I3 = ternaryAdd_7_io_sum[35];
  assign lUT6_107_I4 = cand_1[35];
  assign lUT6_107_I5 = _zz_I5_1[35];
  assign lUT6_108_I3 = ternaryAdd_7_io_sum[36];
  assign lUT6_108_I4 = cand_1[36];
  assign lUT6_108_I5 = _zz_I5_1[36];
  assign lUT6_109_I3 = ternaryAdd_7_io_sum[37];
  assign lUT6_109_I4 = cand_1[37];
  assign lUT6_109_I5 = _zz_I5_1[37];
  assign lUT6_110_I3 = ternaryAdd_7_io_sum[38];
  assign lUT6_110_I4 = cand_1[38];
  assign lUT6_110_I5 = _zz_I5_1[38];
  assign lUT6_111_I3 = ternaryAdd_7_io_sum[39];
  assign lUT6_111_I4 = cand_1[39];
  assign lUT6_111_I5 = _zz_I5_1[39];
  assign lUT6_112_I3 = ternaryAdd_7_io_sum[40];
  assign lUT6_112_I4 = cand_1[40];
  assign lUT6_112_I5 = _zz_I5_1[40];
  assign lUT6_113_I3 = ternaryAdd_7_io_sum[41];
  assign lUT6_113_I4 = cand_1[41];
  assign lUT6_113_I5 = _zz_I5_1[41];
  assign lUT6_114_I3 = ternaryAdd_7_io_sum[42];
  assign lUT6_114_I4 = cand_1[42];
  assign lUT6_114_I5 = _zz_I5_1[42];
  assign lUT6_115_I3 = ternaryAdd_7_io_sum[43];
  assign lUT6_115_I4 = cand_1[43];
  assign lUT6_115_I5 = _zz_I5_1[43];
  assign lUT6_116_I3 = ternaryAdd_7_io_sum[44];
  assign lUT6_116_I4 = cand_1[44];
  assign lUT6_116_I5 = _zz_I5_1[44];
  assign lUT6_117_I3 = ternaryAdd_7_io_sum[45];
  assign lUT6_117_I4 = cand_1[45];
  assign lUT6_117_I5 = _zz_I5_1[45];
  assign lUT6_118_I3 = ternaryAdd_7_io_sum[46];
  assign lUT6_118_I4 = cand_1[46];
  assign lUT6_118_I5 = _zz_I5_1[46];
  assign lUT6_119_I3 = ternaryAdd_7_io_sum[47];
  assign lUT6_119_I4 = cand_1[47];
  assign lUT6_119_I5 = _zz_I5_1[47];
  assign lUT6_120_I3 = ternaryAdd_7_io_sum[48];
  assign lUT6_120_I4 = cand_1[48];
  assign lUT6_120_I5 = _zz_I5_1[48];
  assign lUT6_121_I3 = ternaryAdd_7_io_sum[49];
  assign lUT6_121_I4 = cand_1[49];
  assign lUT6_121_I5 = _zz_I5_1[49];
  assign when_DecisionLoop_l447 = (! frozen);
  assign gentleTest_io_input_payload_qavgShifted = (~ shift_io_inv);
  assign ts_io_force = (waitLeft == 3'b010);
  assign when_DecisionLoop_l466 = (waitLeft != 3'b000);
  always @(posedge clk) begin
    if(reset) begin
      applying <= 1'b0;
      adapting <= 1'b0;
      retained <= 50'h0;
      cand_0 <= 50'h0;
      cand_1 <= 50'h0;
      enqPrev <= 1'b0;
      counting <= 1'b0;
      atWrap <= 1'b0;
      count <= 32'h0;
      frameReady <= 1'b0;
      waitLeft <= 3'b000;
      frozen <= 1'b0;
      completing <= 1'b0;
      redOnNow <= 1'b0;
      ecnMode <= 1'b0;
      qavgHeld <= 50'h0;
      idle <= 1'b1;
      idleWait <= 3'b000;
      ticks_0 <= 1'b0;
      ticks_1 <= 1'b0;
      ticks_2 <= 1'b0;
      ticks_3 <= 1'b0;
      ticks_4 <= 1'b0;
      firstT <= 3'b000;
      tAhead <= 31'h0;
      tAtMax <= 1'b0;
      prodAhead <= 64'h0;
    end else begin
      applying <= io_apply;
      adapting <= io_adapt;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((! (io_adapt && io_apply))); // DecisionLoop.scala:L102
        `else
          if(!(! (io_adapt && io_apply))) begin
            $display("FAILURE an adaptive update and a commit asked for together"); // DecisionLoop.scala:L102
            $finish;
          end
        `endif
      `endif
      redOnNow <= redOn;
      ecnMode <= (io_mode == 2'b10);
      if(present) begin
        qavgHeld <= qavgNew;
      end
      if(applying) begin
        qavgHeld <= 50'h0;
      end
      if(lUT6_6_O) begin
        counting <= 1'b1;
        count <= 32'h00000001;
        atWrap <= 1'b0;
      end else begin
        if(lUT6_9_O) begin
          counting <= (! atWrap);
          count <= (count + 32'h00000001);
          atWrap <= preWrap;
        end else begin
          if(lUT6_12_O) begin
            counting <= 1'b0;
            count <= 32'h0;
            atWrap <= 1'b0;
          end
        end
      end
      frameReady <= lUT6_21_O;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((frameReady == (((((ts_io_ready && (! applying)) && (! adapting)) && (! holding)) && (! frozen)) && (! completing)))); // DecisionLoop.scala:L356
        `else
          if(!(frameReady == (((((ts_io_ready && (! applying)) && (! adapting)) && (! holding)) && (! frozen)) && (! completing)))) begin
            $display("FAILURE the frame port's ready disagrees with the stream"); // DecisionLoop.scala:L356
            $finish;
          end
        `endif
      `endif
      if(applying) begin
        idle <= io_emptyIfNotEnq;
        idleWait <= 3'b000;
      end else begin
        if(present) begin
          idle <= 1'b0;
          idleWait <= 3'b000;
        end else begin
          if(startsIdle) begin
            idle <= 1'b1;
            idleWait <= 3'b100;
          end else begin
            if(when_DecisionLoop_l367) begin
              idleWait <= (idleWait - 3'b001);
            end
          end
        end
      end
      ticks_4 <= io_usTickAhead;
      ticks_0 <= ticks_1;
      ticks_1 <= ticks_2;
      ticks_2 <= ticks_3;
      ticks_3 <= ticks_4;
      firstT <= (_zz_firstT + _zz_firstT_11);
      if(applying) begin
        tAhead <= 31'h0;
        tAtMax <= 1'b0;
        prodAhead <= 64'h0;
      end else begin
        if(startsIdle) begin
          tAhead <= {28'd0, firstT};
          tAtMax <= 1'b0;
          prodAhead <= firstProd;
        end else begin
          if(when_DecisionLoop_l396) begin
            tAhead <= (tAhead + 31'h00000001);
            tAtMax <= (tAhead == scellMaxLess1);
            prodAhead <= (prodAhead + q64);
          end
        end
      end
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((io_emptyIfNotEnq == (_zz_1 == 32'h0))); // DecisionLoop.scala:L412
        `else
          if(!(io_emptyIfNotEnq == (_zz_1 == 32'h0))) begin
            $display("FAILURE emptyIfNotEnq disagrees with qlenIf"); // DecisionLoop.scala:L412
            $finish;
          end
        `endif
      `endif
      retained <= (applying ? 50'h0 : (present ? _zz_retained : retained));
      cand_0 <= {lUT6_71_O,{lUT6_70_O,{lUT6_69_O,{lUT6_68_O,{lUT6_67_O,{lUT6_66_O,{lUT6_65_O,{lUT6_64_O,{lUT6_63_O,{lUT6_62_O,{_zz_cand_0,_zz_cand_0_1}}}}}}}}}}};
      cand_1 <= {lUT6_121_O,{lUT6_120_O,{lUT6_119_O,{lUT6_118_O,{lUT6_117_O,{lUT6_116_O,{lUT6_115_O,{lUT6_114_O,{lUT6_113_O,{lUT6_112_O,{_zz_cand_1,_zz_cand_1_1}}}}}}}}}}};
      if(when_DecisionLoop_l447) begin
        enqPrev <= lUT6_20_O;
      end
      if(applying) begin
        counting <= 1'b0;
        count <= 32'h0;
        atWrap <= 1'b0;
      end
      if(lUT6_18_O) begin
        waitLeft <= 3'b101;
      end else begin
        if(when_DecisionLoop_l466) begin
          waitLeft <= (waitLeft - 3'b001);
        end
      end
      frozen <= (lUT6_18_O || (3'b010 < waitLeft));
      completing <= (waitLeft == 3'b010);
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((! ((io_apply || io_adapt) && (lUT6_18_O || frozen)))); // DecisionLoop.scala:L471
        `else
          if(!(! ((io_apply || io_adapt) && (lUT6_18_O || frozen)))) begin
            $display("FAILURE a commit or adaptive update asked for while a gentle-band frame waits for its decision"); // DecisionLoop.scala:L471
            $finish;
          end
        `endif
      `endif
    end
  end

  always @(posedge clk) begin
    hi <= (io_gentle ? _zz_hi : _zz_hi_2);
    bandLow <= ((waitLeft == 3'b010) ? hi : _zz_bandLow);
    if(taken) begin
      heldOver <= overNow;
      heldFull <= fullNow;
      heldCanCe <= io_frame_payload_canCe;
    end
    scellMaxLess1 <= (_zz_scellMaxLess1 - 31'h00000001);
  end


endmodule

//lpx_TernaryAdd_10 replaced by lpx_TernaryAdd_9

module lpx_TernaryAdd_9 (
  input  wire [49:0]   io_a,
  input  wire [49:0]   io_b,
  input  wire [49:0]   io_c,
  input  wire          io_cin,
  output wire [49:0]   io_sum
);

  wire                lUT6_1_I0;
  wire                lUT6_1_I1;
  wire                lUT6_1_I2;
  wire                lUT3_1_I0;
  wire                lUT3_1_I1;
  wire                lUT3_1_I2;
  wire                lUT6_2_I0;
  wire                lUT6_2_I1;
  wire                lUT6_2_I2;
  wire                lUT6_2_I3;
  wire                lUT6_2_I4;
  wire                lUT6_2_I5;
  wire                lUT3_2_I0;
  wire                lUT3_2_I1;
  wire                lUT3_2_I2;
  wire                lUT6_3_I0;
  wire                lUT6_3_I1;
  wire                lUT6_3_I2;
  wire                lUT6_3_I3;
  wire                lUT6_3_I4;
  wire                lUT6_3_I5;
  wire                lUT3_3_I0;
  wire                lUT3_3_I1;
  wire                lUT3_3_I2;
  wire                lUT6_4_I0;
  wire                lUT6_4_I1;
  wire                lUT6_4_I2;
  wire                lUT6_4_I3;
  wire                lUT6_4_I4;
  wire                lUT6_4_I5;
  wire                lUT3_4_I0;
  wire                lUT3_4_I1;
  wire                lUT3_4_I2;
  wire                lUT6_5_I0;
  wire                lUT6_5_I1;
  wire                lUT6_5_I2;
  wire                lUT6_5_I3;
  wire                lUT6_5_I4;
  wire                lUT6_5_I5;
  wire                lUT3_5_I0;
  wire                lUT3_5_I1;
  wire                lUT3_5_I2;
  wire                lUT6_6_I0;
  wire                lUT6_6_I1;
  wire                lUT6_6_I2;
  wire                lUT6_6_I3;
  wire                lUT6_6_I4;
  wire                lUT6_6_I5;
  wire                lUT3_6_I0;
  wire                lUT3_6_I1;
  wire                lUT3_6_I2;
  wire                lUT6_7_I0;
  wire                lUT6_7_I1;
  wire                lUT6_7_I2;
  wire                lUT6_7_I3;
  wire                lUT6_7_I4;
  wire                lUT6_7_I5;
  wire                lUT3_7_I0;
  wire                lUT3_7_I1;
  wire                lUT3_7_I2;
  wire                lUT6_8_I0;
  wire                lUT6_8_I1;
  wire                lUT6_8_I2;
  wire                lUT6_8_I3;
  wire                lUT6_8_I4;
  wire                lUT6_8_I5;
  wire                lUT3_8_I0;
  wire                lUT3_8_I1;
  wire                lUT3_8_I2;
  wire                lUT6_9_I0;
  wire                lUT6_9_I1;
  wire                lUT6_9_I2;
  wire                lUT6_9_I3;
  wire                lUT6_9_I4;
  wire                lUT6_9_I5;
  wire                lUT3_9_I0;
  wire                lUT3_9_I1;
  wire                lUT3_9_I2;
  wire                lUT6_10_I0;
  wire                lUT6_10_I1;
  wire                lUT6_10_I2;
  wire                lUT6_10_I3;
  wire                lUT6_10_I4;
  wire                lUT6_10_I5;
  wire                lUT3_10_I0;
  wire                lUT3_10_I1;
  wire                lUT3_10_I2;
  wire                lUT6_11_I0;
  wire                lUT6_11_I1;
  wire                lUT6_11_I2;
  wire                lUT6_11_I3;
  wire                lUT6_11_I4;
  wire                lUT6_11_I5;
  wire                lUT3_11_I0;
  wire                lUT3_11_I1;
  wire                lUT3_11_I2;
  wire                lUT6_12_I0;
  wire                lUT6_12_I1;
  wire                lUT6_12_I2;
  wire                lUT6_12_I3;
  wire                lUT6_12_I4;
  wire                lUT6_12_I5;
  wire                lUT3_12_I0;
  wire                lUT3_12_I1;
  wire                lUT3_12_I2;
  wire                lUT6_13_I0;
  wire                lUT6_13_I1;
  wire                lUT6_13_I2;
  wire                lUT6_13_I3;
  wire                lUT6_13_I4;
  wire                lUT6_13_I5;
  wire                lUT3_13_I0;
  wire                lUT3_13_I1;
  wire                lUT3_13_I2;
  wire                lUT6_14_I0;
  wire                lUT6_14_I1;
  wire                lUT6_14_I2;
  wire                lUT6_14_I3;
  wire                lUT6_14_I4;
  wire                lUT6_14_I5;
  wire                lUT3_14_I0;
  wire                lUT3_14_I1;
  wire                lUT3_14_I2;
  wire                lUT6_15_I0;
  wire                lUT6_15_I1;
  wire                lUT6_15_I2;
  wire                lUT6_15_I3;
  wire                lUT6_15_I4;
  wire                lUT6_15_I5;
  wire                lUT3_15_I0;
  wire                lUT3_15_I1;
  wire                lUT3_15_I2;
  wire                lUT6_16_I0;
  wire                lUT6_16_I1;
  wire                lUT6_16_I2;
  wire                lUT6_16_I3;
  wire                lUT6_16_I4;
  wire                lUT6_16_I5;
  wire                lUT3_16_I0;
  wire                lUT3_16_I1;
  wire                lUT3_16_I2;
  wire                lUT6_17_I0;
  wire                lUT6_17_I1;
  wire                lUT6_17_I2;
  wire                lUT6_17_I3;
  wire                lUT6_17_I4;
  wire                lUT6_17_I5;
  wire                lUT3_17_I0;
  wire                lUT3_17_I1;
  wire                lUT3_17_I2;
  wire                lUT6_18_I0;
  wire                lUT6_18_I1;
  wire                lUT6_18_I2;
  wire                lUT6_18_I3;
  wire                lUT6_18_I4;
  wire                lUT6_18_I5;
  wire                lUT3_18_I0;
  wire                lUT3_18_I1;
  wire                lUT3_18_I2;
  wire                lUT6_19_I0;
  wire                lUT6_19_I1;
  wire                lUT6_19_I2;
  wire                lUT6_19_I3;
  wire                lUT6_19_I4;
  wire                lUT6_19_I5;
  wire                lUT3_19_I0;
  wire                lUT3_19_I1;
  wire                lUT3_19_I2;
  wire                lUT6_20_I0;
  wire                lUT6_20_I1;
  wire                lUT6_20_I2;
  wire                lUT6_20_I3;
  wire                lUT6_20_I4;
  wire                lUT6_20_I5;
  wire                lUT3_20_I0;
  wire                lUT3_20_I1;
  wire                lUT3_20_I2;
  wire                lUT6_21_I0;
  wire                lUT6_21_I1;
  wire                lUT6_21_I2;
  wire                lUT6_21_I3;
  wire                lUT6_21_I4;
  wire                lUT6_21_I5;
  wire                lUT3_21_I0;
  wire                lUT3_21_I1;
  wire                lUT3_21_I2;
  wire                lUT6_22_I0;
  wire                lUT6_22_I1;
  wire                lUT6_22_I2;
  wire                lUT6_22_I3;
  wire                lUT6_22_I4;
  wire                lUT6_22_I5;
  wire                lUT3_22_I0;
  wire                lUT3_22_I1;
  wire                lUT3_22_I2;
  wire                lUT6_23_I0;
  wire                lUT6_23_I1;
  wire                lUT6_23_I2;
  wire                lUT6_23_I3;
  wire                lUT6_23_I4;
  wire                lUT6_23_I5;
  wire                lUT3_23_I0;
  wire                lUT3_23_I1;
  wire                lUT3_23_I2;
  wire                lUT6_24_I0;
  wire                lUT6_24_I1;
  wire                lUT6_24_I2;
  wire                lUT6_24_I3;
  wire                lUT6_24_I4;
  wire                lUT6_24_I5;
  wire                lUT3_24_I0;
  wire                lUT3_24_I1;
  wire                lUT3_24_I2;
  wire                lUT6_25_I0;
  wire                lUT6_25_I1;
  wire                lUT6_25_I2;
  wire                lUT6_25_I3;
  wire                lUT6_25_I4;
  wire                lUT6_25_I5;
  wire                lUT3_25_I0;
  wire                lUT3_25_I1;
  wire                lUT3_25_I2;
  wire                lUT6_26_I0;
  wire                lUT6_26_I1;
  wire                lUT6_26_I2;
  wire                lUT6_26_I3;
  wire                lUT6_26_I4;
  wire                lUT6_26_I5;
  wire                lUT3_26_I0;
  wire                lUT3_26_I1;
  wire                lUT3_26_I2;
  wire                lUT6_27_I0;
  wire                lUT6_27_I1;
  wire                lUT6_27_I2;
  wire                lUT6_27_I3;
  wire                lUT6_27_I4;
  wire                lUT6_27_I5;
  wire                lUT3_27_I0;
  wire                lUT3_27_I1;
  wire                lUT3_27_I2;
  wire                lUT6_28_I0;
  wire                lUT6_28_I1;
  wire                lUT6_28_I2;
  wire                lUT6_28_I3;
  wire                lUT6_28_I4;
  wire                lUT6_28_I5;
  wire                lUT3_28_I0;
  wire                lUT3_28_I1;
  wire                lUT3_28_I2;
  wire                lUT6_29_I0;
  wire                lUT6_29_I1;
  wire                lUT6_29_I2;
  wire                lUT6_29_I3;
  wire                lUT6_29_I4;
  wire                lUT6_29_I5;
  wire                lUT3_29_I0;
  wire                lUT3_29_I1;
  wire                lUT3_29_I2;
  wire                lUT6_30_I0;
  wire                lUT6_30_I1;
  wire                lUT6_30_I2;
  wire                lUT6_30_I3;
  wire                lUT6_30_I4;
  wire                lUT6_30_I5;
  wire                lUT3_30_I0;
  wire                lUT3_30_I1;
  wire                lUT3_30_I2;
  wire                lUT6_31_I0;
  wire                lUT6_31_I1;
  wire                lUT6_31_I2;
  wire                lUT6_31_I3;
  wire                lUT6_31_I4;
  wire                lUT6_31_I5;
  wire                lUT3_31_I0;
  wire                lUT3_31_I1;
  wire                lUT3_31_I2;
  wire                lUT6_32_I0;
  wire                lUT6_32_I1;
  wire                lUT6_32_I2;
  wire                lUT6_32_I3;
  wire                lUT6_32_I4;
  wire                lUT6_32_I5;
  wire                lUT3_32_I0;
  wire                lUT3_32_I1;
  wire                lUT3_32_I2;
  wire                lUT6_33_I0;
  wire                lUT6_33_I1;
  wire                lUT6_33_I2;
  wire                lUT6_33_I3;
  wire                lUT6_33_I4;
  wire                lUT6_33_I5;
  wire                lUT3_33_I0;
  wire                lUT3_33_I1;
  wire                lUT3_33_I2;
  wire                lUT6_34_I0;
  wire                lUT6_34_I1;
  wire                lUT6_34_I2;
  wire                lUT6_34_I3;
  wire                lUT6_34_I4;
  wire                lUT6_34_I5;
  wire                lUT3_34_I0;
  wire                lUT3_34_I1;
  wire                lUT3_34_I2;
  wire                lUT6_35_I0;
  wire                lUT6_35_I1;
  wire                lUT6_35_I2;
  wire                lUT6_35_I3;
  wire                lUT6_35_I4;
  wire                lUT6_35_I5;
  wire                lUT3_35_I0;
  wire                lUT3_35_I1;
  wire                lUT3_35_I2;
  wire                lUT6_36_I0;
  wire                lUT6_36_I1;
  wire                lUT6_36_I2;
  wire                lUT6_36_I3;
  wire                lUT6_36_I4;
  wire                lUT6_36_I5;
  wire                lUT3_36_I0;
  wire                lUT3_36_I1;
  wire                lUT3_36_I2;
  wire                lUT6_37_I0;
  wire                lUT6_37_I1;
  wire                lUT6_37_I2;
  wire                lUT6_37_I3;
  wire                lUT6_37_I4;
  wire                lUT6_37_I5;
  wire                lUT3_37_I0;
  wire                lUT3_37_I1;
  wire                lUT3_37_I2;
  wire                lUT6_38_I0;
  wire                lUT6_38_I1;
  wire                lUT6_38_I2;
  wire                lUT6_38_I3;
  wire                lUT6_38_I4;
  wire                lUT6_38_I5;
  wire                lUT3_38_I0;
  wire                lUT3_38_I1;
  wire                lUT3_38_I2;
  wire                lUT6_39_I0;
  wire                lUT6_39_I1;
  wire                lUT6_39_I2;
  wire                lUT6_39_I3;
  wire                lUT6_39_I4;
  wire                lUT6_39_I5;
  wire                lUT3_39_I0;
  wire                lUT3_39_I1;
  wire                lUT3_39_I2;
  wire                lUT6_40_I0;
  wire                lUT6_40_I1;
  wire                lUT6_40_I2;
  wire                lUT6_40_I3;
  wire                lUT6_40_I4;
  wire                lUT6_40_I5;
  wire                lUT3_40_I0;
  wire                lUT3_40_I1;
  wire                lUT3_40_I2;
  wire                lUT6_41_I0;
  wire                lUT6_41_I1;
  wire                lUT6_41_I2;
  wire                lUT6_41_I3;
  wire                lUT6_41_I4;
  wire                lUT6_41_I5;
  wire                lUT3_41_I0;
  wire                lUT3_41_I1;
  wire                lUT3_41_I2;
  wire                lUT6_42_I0;
  wire                lUT6_42_I1;
  wire                lUT6_42_I2;
  wire                lUT6_42_I3;
  wire                lUT6_42_I4;
  wire                lUT6_42_I5;
  wire                lUT3_42_I0;
  wire                lUT3_42_I1;
  wire                lUT3_42_I2;
  wire                lUT6_43_I0;
  wire                lUT6_43_I1;
  wire                lUT6_43_I2;
  wire                lUT6_43_I3;
  wire                lUT6_43_I4;
  wire                lUT6_43_I5;
  wire                lUT3_43_I0;
  wire                lUT3_43_I1;
  wire                lUT3_43_I2;
  wire                lUT6_44_I0;
  wire                lUT6_44_I1;
  wire                lUT6_44_I2;
  wire                lUT6_44_I3;
  wire                lUT6_44_I4;
  wire                lUT6_44_I5;
  wire                lUT3_44_I0;
  wire                lUT3_44_I1;
  wire                lUT3_44_I2;
  wire                lUT6_45_I0;
  wire                lUT6_45_I1;
  wire                lUT6_45_I2;
  wire                lUT6_45_I3;
  wire                lUT6_45_I4;
  wire                lUT6_45_I5;
  wire                lUT3_45_I0;
  wire                lUT3_45_I1;
  wire                lUT3_45_I2;
  wire                lUT6_46_I0;
  wire                lUT6_46_I1;
  wire                lUT6_46_I2;
  wire                lUT6_46_I3;
  wire                lUT6_46_I4;
  wire                lUT6_46_I5;
  wire                lUT3_46_I0;
  wire                lUT3_46_I1;
  wire                lUT3_46_I2;
  wire                lUT6_47_I0;
  wire                lUT6_47_I1;
  wire                lUT6_47_I2;
  wire                lUT6_47_I3;
  wire                lUT6_47_I4;
  wire                lUT6_47_I5;
  wire                lUT3_47_I0;
  wire                lUT3_47_I1;
  wire                lUT3_47_I2;
  wire                lUT6_48_I0;
  wire                lUT6_48_I1;
  wire                lUT6_48_I2;
  wire                lUT6_48_I3;
  wire                lUT6_48_I4;
  wire                lUT6_48_I5;
  wire                lUT3_48_I0;
  wire                lUT3_48_I1;
  wire                lUT3_48_I2;
  wire                lUT6_49_I0;
  wire                lUT6_49_I1;
  wire                lUT6_49_I2;
  wire                lUT6_49_I3;
  wire                lUT6_49_I4;
  wire                lUT6_49_I5;
  wire                lUT3_49_I0;
  wire                lUT3_49_I1;
  wire                lUT3_49_I2;
  wire                lUT6_50_I0;
  wire                lUT6_50_I1;
  wire                lUT6_50_I2;
  wire                lUT6_50_I3;
  wire                lUT6_50_I4;
  wire                lUT6_50_I5;
  wire                lUT3_50_I0;
  wire                lUT3_50_I1;
  wire                lUT3_50_I2;
  wire       [7:0]    cARRY8_1_DI;
  wire       [7:0]    cARRY8_1_S;
  wire                cARRY8_2_CI;
  wire       [7:0]    cARRY8_2_DI;
  wire       [7:0]    cARRY8_2_S;
  wire                cARRY8_3_CI;
  wire       [7:0]    cARRY8_3_DI;
  wire       [7:0]    cARRY8_3_S;
  wire                cARRY8_4_CI;
  wire       [7:0]    cARRY8_4_DI;
  wire       [7:0]    cARRY8_4_S;
  wire                cARRY8_5_CI;
  wire       [7:0]    cARRY8_5_DI;
  wire       [7:0]    cARRY8_5_S;
  wire                cARRY8_6_CI;
  wire       [7:0]    cARRY8_6_DI;
  wire       [7:0]    cARRY8_6_S;
  wire                cARRY8_7_CI;
  wire       [7:0]    cARRY8_7_DI;
  wire       [7:0]    cARRY8_7_S;
  wire                lUT6_1_O;
  wire                lUT3_1_O;
  wire                lUT6_2_O;
  wire                lUT3_2_O;
  wire                lUT6_3_O;
  wire                lUT3_3_O;
  wire                lUT6_4_O;
  wire                lUT3_4_O;
  wire                lUT6_5_O;
  wire                lUT3_5_O;
  wire                lUT6_6_O;
  wire                lUT3_6_O;
  wire                lUT6_7_O;
  wire                lUT3_7_O;
  wire                lUT6_8_O;
  wire                lUT3_8_O;
  wire                lUT6_9_O;
  wire                lUT3_9_O;
  wire                lUT6_10_O;
  wire                lUT3_10_O;
  wire                lUT6_11_O;
  wire                lUT3_11_O;
  wire                lUT6_12_O;
  wire                lUT3_12_O;
  wire                lUT6_13_O;
  wire                lUT3_13_O;
  wire                lUT6_14_O;
  wire                lUT3_14_O;
  wire                lUT6_15_O;
  wire                lUT3_15_O;
  wire                lUT6_16_O;
  wire                lUT3_16_O;
  wire                lUT6_17_O;
  wire                lUT3_17_O;
  wire                lUT6_18_O;
  wire                lUT3_18_O;
  wire                lUT6_19_O;
  wire                lUT3_19_O;
  wire                lUT6_20_O;
  wire                lUT3_20_O;
  wire                lUT6_21_O;
  wire                lUT3_21_O;
  wire                lUT6_22_O;
  wire                lUT3_22_O;
  wire                lUT6_23_O;
  wire                lUT3_23_O;
  wire                lUT6_24_O;
  wire                lUT3_24_O;
  wire                lUT6_25_O;
  wire                lUT3_25_O;
  wire                lUT6_26_O;
  wire                lUT3_26_O;
  wire                lUT6_27_O;
  wire                lUT3_27_O;
  wire                lUT6_28_O;
  wire                lUT3_28_O;
  wire                lUT6_29_O;
  wire                lUT3_29_O;
  wire                lUT6_30_O;
  wire                lUT3_30_O;
  wire                lUT6_31_O;
  wire                lUT3_31_O;
  wire                lUT6_32_O;
  wire                lUT3_32_O;
  wire                lUT6_33_O;
  wire                lUT3_33_O;
  wire                lUT6_34_O;
  wire                lUT3_34_O;
  wire                lUT6_35_O;
  wire                lUT3_35_O;
  wire                lUT6_36_O;
  wire                lUT3_36_O;
  wire                lUT6_37_O;
  wire                lUT3_37_O;
  wire                lUT6_38_O;
  wire                lUT3_38_O;
  wire                lUT6_39_O;
  wire                lUT3_39_O;
  wire                lUT6_40_O;
  wire                lUT3_40_O;
  wire                lUT6_41_O;
  wire                lUT3_41_O;
  wire                lUT6_42_O;
  wire                lUT3_42_O;
  wire                lUT6_43_O;
  wire                lUT3_43_O;
  wire                lUT6_44_O;
  wire                lUT3_44_O;
  wire                lUT6_45_O;
  wire                lUT3_45_O;
  wire                lUT6_46_O;
  wire                lUT3_46_O;
  wire                lUT6_47_O;
  wire                lUT3_47_O;
  wire                lUT6_48_O;
  wire                lUT3_48_O;
  wire                lUT6_49_O;
  wire                lUT3_49_O;
  wire                lUT6_50_O;
  wire                lUT3_50_O;
  wire       [7:0]    cARRY8_1_O;
  wire       [7:0]    cARRY8_1_CO;
  wire       [7:0]    cARRY8_2_O;
  wire       [7:0]    cARRY8_2_CO;
  wire       [7:0]    cARRY8_3_O;
  wire       [7:0]    cARRY8_3_CO;
  wire       [7:0]    cARRY8_4_O;
  wire       [7:0]    cARRY8_4_CO;
  wire       [7:0]    cARRY8_5_O;
  wire       [7:0]    cARRY8_5_CO;
  wire       [7:0]    cARRY8_6_O;
  wire       [7:0]    cARRY8_6_CO;
  wire       [7:0]    cARRY8_7_O;
  wire       [7:0]    cARRY8_7_CO;
  wire       [55:0]   _zz_S_1;
  wire       [55:0]   _zz_DI_1;
  wire       [55:0]   _zz_S_2;
  wire       [55:0]   _zz_DI_2;
  wire       [55:0]   _zz_S_3;
  wire       [55:0]   _zz_DI_3;
  wire       [55:0]   _zz_S_4;
  wire       [55:0]   _zz_DI_4;
  wire       [55:0]   _zz_S_5;
  wire       [55:0]   _zz_DI_5;
  wire       [55:0]   _zz_S_6;
  wire       [55:0]   _zz_DI_6;
  wire       [55:0]   _zz_S_7;
  wire       [55:0]   _zz_DI_7;
  reg        [49:0]   _zz_S;
  reg        [49:0]   _zz_DI;
  reg        [55:0]   _zz_io_sum;

  assign _zz_S_1 = {6'd0, _zz_S};
  assign _zz_DI_1 = {6'd0, _zz_DI};
  assign _zz_S_2 = {6'd0, _zz_S};
  assign _zz_DI_2 = {6'd0, _zz_DI};
  assign _zz_S_3 = {6'd0, _zz_S};
  assign _zz_DI_3 = {6'd0, _zz_DI};
  assign _zz_S_4 = {6'd0, _zz_S};
  assign _zz_DI_4 = {6'd0, _zz_DI};
  assign _zz_S_5 = {6'd0, _zz_S};
  assign _zz_DI_5 = {6'd0, _zz_DI};
  assign _zz_S_6 = {6'd0, _zz_S};
  assign _zz_DI_6 = {6'd0, _zz_DI};
  assign _zz_S_7 = {6'd0, _zz_S};
  assign _zz_DI_7 = {6'd0, _zz_DI};
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_1 (
    .I0 (lUT6_1_I0), //i
    .I1 (lUT6_1_I1), //i
    .I2 (lUT6_1_I2), //i
    .I3 (1'b0     ), //i
    .I4 (1'b0     ), //i
    .I5 (1'b0     ), //i
    .O  (lUT6_1_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_1 (
    .I0 (lUT3_1_I0), //i
    .I1 (lUT3_1_I1), //i
    .I2 (lUT3_1_I2), //i
    .O  (lUT3_1_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_2 (
    .I0 (lUT6_2_I0), //i
    .I1 (lUT6_2_I1), //i
    .I2 (lUT6_2_I2), //i
    .I3 (lUT6_2_I3), //i
    .I4 (lUT6_2_I4), //i
    .I5 (lUT6_2_I5), //i
    .O  (lUT6_2_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_2 (
    .I0 (lUT3_2_I0), //i
    .I1 (lUT3_2_I1), //i
    .I2 (lUT3_2_I2), //i
    .O  (lUT3_2_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_3 (
    .I0 (lUT6_3_I0), //i
    .I1 (lUT6_3_I1), //i
    .I2 (lUT6_3_I2), //i
    .I3 (lUT6_3_I3), //i
    .I4 (lUT6_3_I4), //i
    .I5 (lUT6_3_I5), //i
    .O  (lUT6_3_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_3 (
    .I0 (lUT3_3_I0), //i
    .I1 (lUT3_3_I1), //i
    .I2 (lUT3_3_I2), //i
    .O  (lUT3_3_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_4 (
    .I0 (lUT6_4_I0), //i
    .I1 (lUT6_4_I1), //i
    .I2 (lUT6_4_I2), //i
    .I3 (lUT6_4_I3), //i
    .I4 (lUT6_4_I4), //i
    .I5 (lUT6_4_I5), //i
    .O  (lUT6_4_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_4 (
    .I0 (lUT3_4_I0), //i
    .I1 (lUT3_4_I1), //i
    .I2 (lUT3_4_I2), //i
    .O  (lUT3_4_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_5 (
    .I0 (lUT6_5_I0), //i
    .I1 (lUT6_5_I1), //i
    .I2 (lUT6_5_I2), //i
    .I3 (lUT6_5_I3), //i
    .I4 (lUT6_5_I4), //i
    .I5 (lUT6_5_I5), //i
    .O  (lUT6_5_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_5 (
    .I0 (lUT3_5_I0), //i
    .I1 (lUT3_5_I1), //i
    .I2 (lUT3_5_I2), //i
    .O  (lUT3_5_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_6 (
    .I0 (lUT6_6_I0), //i
    .I1 (lUT6_6_I1), //i
    .I2 (lUT6_6_I2), //i
    .I3 (lUT6_6_I3), //i
    .I4 (lUT6_6_I4), //i
    .I5 (lUT6_6_I5), //i
    .O  (lUT6_6_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_6 (
    .I0 (lUT3_6_I0), //i
    .I1 (lUT3_6_I1), //i
    .I2 (lUT3_6_I2), //i
    .O  (lUT3_6_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_7 (
    .I0 (lUT6_7_I0), //i
    .I1 (lUT6_7_I1), //i
    .I2 (lUT6_7_I2), //i
    .I3 (lUT6_7_I3), //i
    .I4 (lUT6_7_I4), //i
    .I5 (lUT6_7_I5), //i
    .O  (lUT6_7_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_7 (
    .I0 (lUT3_7_I0), //i
    .I1 (lUT3_7_I1), //i
    .I2 (lUT3_7_I2), //i
    .O  (lUT3_7_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_8 (
    .I0 (lUT6_8_I0), //i
    .I1 (lUT6_8_I1), //i
    .I2 (lUT6_8_I2), //i
    .I3 (lUT6_8_I3), //i
    .I4 (lUT6_8_I4), //i
    .I5 (lUT6_8_I5), //i
    .O  (lUT6_8_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_8 (
    .I0 (lUT3_8_I0), //i
    .I1 (lUT3_8_I1), //i
    .I2 (lUT3_8_I2), //i
    .O  (lUT3_8_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_9 (
    .I0 (lUT6_9_I0), //i
    .I1 (lUT6_9_I1), //i
    .I2 (lUT6_9_I2), //i
    .I3 (lUT6_9_I3), //i
    .I4 (lUT6_9_I4), //i
    .I5 (lUT6_9_I5), //i
    .O  (lUT6_9_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_9 (
    .I0 (lUT3_9_I0), //i
    .I1 (lUT3_9_I1), //i
    .I2 (lUT3_9_I2), //i
    .O  (lUT3_9_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_10 (
    .I0 (lUT6_10_I0), //i
    .I1 (lUT6_10_I1), //i
    .I2 (lUT6_10_I2), //i
    .I3 (lUT6_10_I3), //i
    .I4 (lUT6_10_I4), //i
    .I5 (lUT6_10_I5), //i
    .O  (lUT6_10_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_10 (
    .I0 (lUT3_10_I0), //i
    .I1 (lUT3_10_I1), //i
    .I2 (lUT3_10_I2), //i
    .O  (lUT3_10_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_11 (
    .I0 (lUT6_11_I0), //i
    .I1 (lUT6_11_I1), //i
    .I2 (lUT6_11_I2), //i
    .I3 (lUT6_11_I3), //i
    .I4 (lUT6_11_I4), //i
    .I5 (lUT6_11_I5), //i
    .O  (lUT6_11_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_11 (
    .I0 (lUT3_11_I0), //i
    .I1 (lUT3_11_I1), //i
    .I2 (lUT3_11_I2), //i
    .O  (lUT3_11_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_12 (
    .I0 (lUT6_12_I0), //i
    .I1 (lUT6_12_I1), //i
    .I2 (lUT6_12_I2), //i
    .I3 (lUT6_12_I3), //i
    .I4 (lUT6_12_I4), //i
    .I5 (lUT6_12_I5), //i
    .O  (lUT6_12_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_12 (
    .I0 (lUT3_12_I0), //i
    .I1 (lUT3_12_I1), //i
    .I2 (lUT3_12_I2), //i
    .O  (lUT3_12_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_13 (
    .I0 (lUT6_13_I0), //i
    .I1 (lUT6_13_I1), //i
    .I2 (lUT6_13_I2), //i
    .I3 (lUT6_13_I3), //i
    .I4 (lUT6_13_I4), //i
    .I5 (lUT6_13_I5), //i
    .O  (lUT6_13_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_13 (
    .I0 (lUT3_13_I0), //i
    .I1 (lUT3_13_I1), //i
    .I2 (lUT3_13_I2), //i
    .O  (lUT3_13_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_14 (
    .I0 (lUT6_14_I0), //i
    .I1 (lUT6_14_I1), //i
    .I2 (lUT6_14_I2), //i
    .I3 (lUT6_14_I3), //i
    .I4 (lUT6_14_I4), //i
    .I5 (lUT6_14_I5), //i
    .O  (lUT6_14_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_14 (
    .I0 (lUT3_14_I0), //i
    .I1 (lUT3_14_I1), //i
    .I2 (lUT3_14_I2), //i
    .O  (lUT3_14_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_15 (
    .I0 (lUT6_15_I0), //i
    .I1 (lUT6_15_I1), //i
    .I2 (lUT6_15_I2), //i
    .I3 (lUT6_15_I3), //i
    .I4 (lUT6_15_I4), //i
    .I5 (lUT6_15_I5), //i
    .O  (lUT6_15_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_15 (
    .I0 (lUT3_15_I0), //i
    .I1 (lUT3_15_I1), //i
    .I2 (lUT3_15_I2), //i
    .O  (lUT3_15_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_16 (
    .I0 (lUT6_16_I0), //i
    .I1 (lUT6_16_I1), //i
    .I2 (lUT6_16_I2), //i
    .I3 (lUT6_16_I3), //i
    .I4 (lUT6_16_I4), //i
    .I5 (lUT6_16_I5), //i
    .O  (lUT6_16_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_16 (
    .I0 (lUT3_16_I0), //i
    .I1 (lUT3_16_I1), //i
    .I2 (lUT3_16_I2), //i
    .O  (lUT3_16_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_17 (
    .I0 (lUT6_17_I0), //i
    .I1 (lUT6_17_I1), //i
    .I2 (lUT6_17_I2), //i
    .I3 (lUT6_17_I3), //i
    .I4 (lUT6_17_I4), //i
    .I5 (lUT6_17_I5), //i
    .O  (lUT6_17_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_17 (
    .I0 (lUT3_17_I0), //i
    .I1 (lUT3_17_I1), //i
    .I2 (lUT3_17_I2), //i
    .O  (lUT3_17_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_18 (
    .I0 (lUT6_18_I0), //i
    .I1 (lUT6_18_I1), //i
    .I2 (lUT6_18_I2), //i
    .I3 (lUT6_18_I3), //i
    .I4 (lUT6_18_I4), //i
    .I5 (lUT6_18_I5), //i
    .O  (lUT6_18_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_18 (
    .I0 (lUT3_18_I0), //i
    .I1 (lUT3_18_I1), //i
    .I2 (lUT3_18_I2), //i
    .O  (lUT3_18_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_19 (
    .I0 (lUT6_19_I0), //i
    .I1 (lUT6_19_I1), //i
    .I2 (lUT6_19_I2), //i
    .I3 (lUT6_19_I3), //i
    .I4 (lUT6_19_I4), //i
    .I5 (lUT6_19_I5), //i
    .O  (lUT6_19_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_19 (
    .I0 (lUT3_19_I0), //i
    .I1 (lUT3_19_I1), //i
    .I2 (lUT3_19_I2), //i
    .O  (lUT3_19_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_20 (
    .I0 (lUT6_20_I0), //i
    .I1 (lUT6_20_I1), //i
    .I2 (lUT6_20_I2), //i
    .I3 (lUT6_20_I3), //i
    .I4 (lUT6_20_I4), //i
    .I5 (lUT6_20_I5), //i
    .O  (lUT6_20_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_20 (
    .I0 (lUT3_20_I0), //i
    .I1 (lUT3_20_I1), //i
    .I2 (lUT3_20_I2), //i
    .O  (lUT3_20_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_21 (
    .I0 (lUT6_21_I0), //i
    .I1 (lUT6_21_I1), //i
    .I2 (lUT6_21_I2), //i
    .I3 (lUT6_21_I3), //i
    .I4 (lUT6_21_I4), //i
    .I5 (lUT6_21_I5), //i
    .O  (lUT6_21_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_21 (
    .I0 (lUT3_21_I0), //i
    .I1 (lUT3_21_I1), //i
    .I2 (lUT3_21_I2), //i
    .O  (lUT3_21_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_22 (
    .I0 (lUT6_22_I0), //i
    .I1 (lUT6_22_I1), //i
    .I2 (lUT6_22_I2), //i
    .I3 (lUT6_22_I3), //i
    .I4 (lUT6_22_I4), //i
    .I5 (lUT6_22_I5), //i
    .O  (lUT6_22_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_22 (
    .I0 (lUT3_22_I0), //i
    .I1 (lUT3_22_I1), //i
    .I2 (lUT3_22_I2), //i
    .O  (lUT3_22_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_23 (
    .I0 (lUT6_23_I0), //i
    .I1 (lUT6_23_I1), //i
    .I2 (lUT6_23_I2), //i
    .I3 (lUT6_23_I3), //i
    .I4 (lUT6_23_I4), //i
    .I5 (lUT6_23_I5), //i
    .O  (lUT6_23_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_23 (
    .I0 (lUT3_23_I0), //i
    .I1 (lUT3_23_I1), //i
    .I2 (lUT3_23_I2), //i
    .O  (lUT3_23_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_24 (
    .I0 (lUT6_24_I0), //i
    .I1 (lUT6_24_I1), //i
    .I2 (lUT6_24_I2), //i
    .I3 (lUT6_24_I3), //i
    .I4 (lUT6_24_I4), //i
    .I5 (lUT6_24_I5), //i
    .O  (lUT6_24_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_24 (
    .I0 (lUT3_24_I0), //i
    .I1 (lUT3_24_I1), //i
    .I2 (lUT3_24_I2), //i
    .O  (lUT3_24_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_25 (
    .I0 (lUT6_25_I0), //i
    .I1 (lUT6_25_I1), //i
    .I2 (lUT6_25_I2), //i
    .I3 (lUT6_25_I3), //i
    .I4 (lUT6_25_I4), //i
    .I5 (lUT6_25_I5), //i
    .O  (lUT6_25_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_25 (
    .I0 (lUT3_25_I0), //i
    .I1 (lUT3_25_I1), //i
    .I2 (lUT3_25_I2), //i
    .O  (lUT3_25_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_26 (
    .I0 (lUT6_26_I0), //i
    .I1 (lUT6_26_I1), //i
    .I2 (lUT6_26_I2), //i
    .I3 (lUT6_26_I3), //i
    .I4 (lUT6_26_I4), //i
    .I5 (lUT6_26_I5), //i
    .O  (lUT6_26_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_26 (
    .I0 (lUT3_26_I0), //i
    .I1 (lUT3_26_I1), //i
    .I2 (lUT3_26_I2), //i
    .O  (lUT3_26_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_27 (
    .I0 (lUT6_27_I0), //i
    .I1 (lUT6_27_I1), //i
    .I2 (lUT6_27_I2), //i
    .I3 (lUT6_27_I3), //i
    .I4 (lUT6_27_I4), //i
    .I5 (lUT6_27_I5), //i
    .O  (lUT6_27_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_27 (
    .I0 (lUT3_27_I0), //i
    .I1 (lUT3_27_I1), //i
    .I2 (lUT3_27_I2), //i
    .O  (lUT3_27_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_28 (
    .I0 (lUT6_28_I0), //i
    .I1 (lUT6_28_I1), //i
    .I2 (lUT6_28_I2), //i
    .I3 (lUT6_28_I3), //i
    .I4 (lUT6_28_I4), //i
    .I5 (lUT6_28_I5), //i
    .O  (lUT6_28_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_28 (
    .I0 (lUT3_28_I0), //i
    .I1 (lUT3_28_I1), //i
    .I2 (lUT3_28_I2), //i
    .O  (lUT3_28_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_29 (
    .I0 (lUT6_29_I0), //i
    .I1 (lUT6_29_I1), //i
    .I2 (lUT6_29_I2), //i
    .I3 (lUT6_29_I3), //i
    .I4 (lUT6_29_I4), //i
    .I5 (lUT6_29_I5), //i
    .O  (lUT6_29_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_29 (
    .I0 (lUT3_29_I0), //i
    .I1 (lUT3_29_I1), //i
    .I2 (lUT3_29_I2), //i
    .O  (lUT3_29_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_30 (
    .I0 (lUT6_30_I0), //i
    .I1 (lUT6_30_I1), //i
    .I2 (lUT6_30_I2), //i
    .I3 (lUT6_30_I3), //i
    .I4 (lUT6_30_I4), //i
    .I5 (lUT6_30_I5), //i
    .O  (lUT6_30_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_30 (
    .I0 (lUT3_30_I0), //i
    .I1 (lUT3_30_I1), //i
    .I2 (lUT3_30_I2), //i
    .O  (lUT3_30_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_31 (
    .I0 (lUT6_31_I0), //i
    .I1 (lUT6_31_I1), //i
    .I2 (lUT6_31_I2), //i
    .I3 (lUT6_31_I3), //i
    .I4 (lUT6_31_I4), //i
    .I5 (lUT6_31_I5), //i
    .O  (lUT6_31_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_31 (
    .I0 (lUT3_31_I0), //i
    .I1 (lUT3_31_I1), //i
    .I2 (lUT3_31_I2), //i
    .O  (lUT3_31_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_32 (
    .I0 (lUT6_32_I0), //i
    .I1 (lUT6_32_I1), //i
    .I2 (lUT6_32_I2), //i
    .I3 (lUT6_32_I3), //i
    .I4 (lUT6_32_I4), //i
    .I5 (lUT6_32_I5), //i
    .O  (lUT6_32_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_32 (
    .I0 (lUT3_32_I0), //i
    .I1 (lUT3_32_I1), //i
    .I2 (lUT3_32_I2), //i
    .O  (lUT3_32_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_33 (
    .I0 (lUT6_33_I0), //i
    .I1 (lUT6_33_I1), //i
    .I2 (lUT6_33_I2), //i
    .I3 (lUT6_33_I3), //i
    .I4 (lUT6_33_I4), //i
    .I5 (lUT6_33_I5), //i
    .O  (lUT6_33_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_33 (
    .I0 (lUT3_33_I0), //i
    .I1 (lUT3_33_I1), //i
    .I2 (lUT3_33_I2), //i
    .O  (lUT3_33_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_34 (
    .I0 (lUT6_34_I0), //i
    .I1 (lUT6_34_I1), //i
    .I2 (lUT6_34_I2), //i
    .I3 (lUT6_34_I3), //i
    .I4 (lUT6_34_I4), //i
    .I5 (lUT6_34_I5), //i
    .O  (lUT6_34_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_34 (
    .I0 (lUT3_34_I0), //i
    .I1 (lUT3_34_I1), //i
    .I2 (lUT3_34_I2), //i
    .O  (lUT3_34_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_35 (
    .I0 (lUT6_35_I0), //i
    .I1 (lUT6_35_I1), //i
    .I2 (lUT6_35_I2), //i
    .I3 (lUT6_35_I3), //i
    .I4 (lUT6_35_I4), //i
    .I5 (lUT6_35_I5), //i
    .O  (lUT6_35_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_35 (
    .I0 (lUT3_35_I0), //i
    .I1 (lUT3_35_I1), //i
    .I2 (lUT3_35_I2), //i
    .O  (lUT3_35_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_36 (
    .I0 (lUT6_36_I0), //i
    .I1 (lUT6_36_I1), //i
    .I2 (lUT6_36_I2), //i
    .I3 (lUT6_36_I3), //i
    .I4 (lUT6_36_I4), //i
    .I5 (lUT6_36_I5), //i
    .O  (lUT6_36_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_36 (
    .I0 (lUT3_36_I0), //i
    .I1 (lUT3_36_I1), //i
    .I2 (lUT3_36_I2), //i
    .O  (lUT3_36_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_37 (
    .I0 (lUT6_37_I0), //i
    .I1 (lUT6_37_I1), //i
    .I2 (lUT6_37_I2), //i
    .I3 (lUT6_37_I3), //i
    .I4 (lUT6_37_I4), //i
    .I5 (lUT6_37_I5), //i
    .O  (lUT6_37_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_37 (
    .I0 (lUT3_37_I0), //i
    .I1 (lUT3_37_I1), //i
    .I2 (lUT3_37_I2), //i
    .O  (lUT3_37_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_38 (
    .I0 (lUT6_38_I0), //i
    .I1 (lUT6_38_I1), //i
    .I2 (lUT6_38_I2), //i
    .I3 (lUT6_38_I3), //i
    .I4 (lUT6_38_I4), //i
    .I5 (lUT6_38_I5), //i
    .O  (lUT6_38_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_38 (
    .I0 (lUT3_38_I0), //i
    .I1 (lUT3_38_I1), //i
    .I2 (lUT3_38_I2), //i
    .O  (lUT3_38_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_39 (
    .I0 (lUT6_39_I0), //i
    .I1 (lUT6_39_I1), //i
    .I2 (lUT6_39_I2), //i
    .I3 (lUT6_39_I3), //i
    .I4 (lUT6_39_I4), //i
    .I5 (lUT6_39_I5), //i
    .O  (lUT6_39_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_39 (
    .I0 (lUT3_39_I0), //i
    .I1 (lUT3_39_I1), //i
    .I2 (lUT3_39_I2), //i
    .O  (lUT3_39_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_40 (
    .I0 (lUT6_40_I0), //i
    .I1 (lUT6_40_I1), //i
    .I2 (lUT6_40_I2), //i
    .I3 (lUT6_40_I3), //i
    .I4 (lUT6_40_I4), //i
    .I5 (lUT6_40_I5), //i
    .O  (lUT6_40_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_40 (
    .I0 (lUT3_40_I0), //i
    .I1 (lUT3_40_I1), //i
    .I2 (lUT3_40_I2), //i
    .O  (lUT3_40_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_41 (
    .I0 (lUT6_41_I0), //i
    .I1 (lUT6_41_I1), //i
    .I2 (lUT6_41_I2), //i
    .I3 (lUT6_41_I3), //i
    .I4 (lUT6_41_I4), //i
    .I5 (lUT6_41_I5), //i
    .O  (lUT6_41_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_41 (
    .I0 (lUT3_41_I0), //i
    .I1 (lUT3_41_I1), //i
    .I2 (lUT3_41_I2), //i
    .O  (lUT3_41_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_42 (
    .I0 (lUT6_42_I0), //i
    .I1 (lUT6_42_I1), //i
    .I2 (lUT6_42_I2), //i
    .I3 (lUT6_42_I3), //i
    .I4 (lUT6_42_I4), //i
    .I5 (lUT6_42_I5), //i
    .O  (lUT6_42_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_42 (
    .I0 (lUT3_42_I0), //i
    .I1 (lUT3_42_I1), //i
    .I2 (lUT3_42_I2), //i
    .O  (lUT3_42_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_43 (
    .I0 (lUT6_43_I0), //i
    .I1 (lUT6_43_I1), //i
    .I2 (lUT6_43_I2), //i
    .I3 (lUT6_43_I3), //i
    .I4 (lUT6_43_I4), //i
    .I5 (lUT6_43_I5), //i
    .O  (lUT6_43_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_43 (
    .I0 (lUT3_43_I0), //i
    .I1 (lUT3_43_I1), //i
    .I2 (lUT3_43_I2), //i
    .O  (lUT3_43_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_44 (
    .I0 (lUT6_44_I0), //i
    .I1 (lUT6_44_I1), //i
    .I2 (lUT6_44_I2), //i
    .I3 (lUT6_44_I3), //i
    .I4 (lUT6_44_I4), //i
    .I5 (lUT6_44_I5), //i
    .O  (lUT6_44_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_44 (
    .I0 (lUT3_44_I0), //i
    .I1 (lUT3_44_I1), //i
    .I2 (lUT3_44_I2), //i
    .O  (lUT3_44_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_45 (
    .I0 (lUT6_45_I0), //i
    .I1 (lUT6_45_I1), //i
    .I2 (lUT6_45_I2), //i
    .I3 (lUT6_45_I3), //i
    .I4 (lUT6_45_I4), //i
    .I5 (lUT6_45_I5), //i
    .O  (lUT6_45_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_45 (
    .I0 (lUT3_45_I0), //i
    .I1 (lUT3_45_I1), //i
    .I2 (lUT3_45_I2), //i
    .O  (lUT3_45_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_46 (
    .I0 (lUT6_46_I0), //i
    .I1 (lUT6_46_I1), //i
    .I2 (lUT6_46_I2), //i
    .I3 (lUT6_46_I3), //i
    .I4 (lUT6_46_I4), //i
    .I5 (lUT6_46_I5), //i
    .O  (lUT6_46_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_46 (
    .I0 (lUT3_46_I0), //i
    .I1 (lUT3_46_I1), //i
    .I2 (lUT3_46_I2), //i
    .O  (lUT3_46_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_47 (
    .I0 (lUT6_47_I0), //i
    .I1 (lUT6_47_I1), //i
    .I2 (lUT6_47_I2), //i
    .I3 (lUT6_47_I3), //i
    .I4 (lUT6_47_I4), //i
    .I5 (lUT6_47_I5), //i
    .O  (lUT6_47_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_47 (
    .I0 (lUT3_47_I0), //i
    .I1 (lUT3_47_I1), //i
    .I2 (lUT3_47_I2), //i
    .O  (lUT3_47_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_48 (
    .I0 (lUT6_48_I0), //i
    .I1 (lUT6_48_I1), //i
    .I2 (lUT6_48_I2), //i
    .I3 (lUT6_48_I3), //i
    .I4 (lUT6_48_I4), //i
    .I5 (lUT6_48_I5), //i
    .O  (lUT6_48_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_48 (
    .I0 (lUT3_48_I0), //i
    .I1 (lUT3_48_I1), //i
    .I2 (lUT3_48_I2), //i
    .O  (lUT3_48_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_49 (
    .I0 (lUT6_49_I0), //i
    .I1 (lUT6_49_I1), //i
    .I2 (lUT6_49_I2), //i
    .I3 (lUT6_49_I3), //i
    .I4 (lUT6_49_I4), //i
    .I5 (lUT6_49_I5), //i
    .O  (lUT6_49_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_49 (
    .I0 (lUT3_49_I0), //i
    .I1 (lUT3_49_I1), //i
    .I2 (lUT3_49_I2), //i
    .O  (lUT3_49_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_50 (
    .I0 (lUT6_50_I0), //i
    .I1 (lUT6_50_I1), //i
    .I2 (lUT6_50_I2), //i
    .I3 (lUT6_50_I3), //i
    .I4 (lUT6_50_I4), //i
    .I5 (lUT6_50_I5), //i
    .O  (lUT6_50_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_50 (
    .I0 (lUT3_50_I0), //i
    .I1 (lUT3_50_I1), //i
    .I2 (lUT3_50_I2), //i
    .O  (lUT3_50_O )  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_1 (
    .CI     (io_cin          ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_1_DI[7:0]), //i
    .S      (cARRY8_1_S[7:0] ), //i
    .O      (cARRY8_1_O[7:0] ), //o
    .CO     (cARRY8_1_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_2 (
    .CI     (cARRY8_2_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_2_DI[7:0]), //i
    .S      (cARRY8_2_S[7:0] ), //i
    .O      (cARRY8_2_O[7:0] ), //o
    .CO     (cARRY8_2_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_3 (
    .CI     (cARRY8_3_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_3_DI[7:0]), //i
    .S      (cARRY8_3_S[7:0] ), //i
    .O      (cARRY8_3_O[7:0] ), //o
    .CO     (cARRY8_3_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_4 (
    .CI     (cARRY8_4_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_4_DI[7:0]), //i
    .S      (cARRY8_4_S[7:0] ), //i
    .O      (cARRY8_4_O[7:0] ), //o
    .CO     (cARRY8_4_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_5 (
    .CI     (cARRY8_5_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_5_DI[7:0]), //i
    .S      (cARRY8_5_S[7:0] ), //i
    .O      (cARRY8_5_O[7:0] ), //o
    .CO     (cARRY8_5_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_6 (
    .CI     (cARRY8_6_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_6_DI[7:0]), //i
    .S      (cARRY8_6_S[7:0] ), //i
    .O      (cARRY8_6_O[7:0] ), //o
    .CO     (cARRY8_6_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_7 (
    .CI     (cARRY8_7_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_7_DI[7:0]), //i
    .S      (cARRY8_7_S[7:0] ), //i
    .O      (cARRY8_7_O[7:0] ), //o
    .CO     (cARRY8_7_CO[7:0])  //o
  );
  assign lUT6_1_I0 = io_a[0];
  assign lUT6_1_I1 = io_b[0];
  assign lUT6_1_I2 = io_c[0];
  always @(*) begin
    _zz_S[0] = lUT6_1_O;
    _zz_S[1] = lUT6_2_O;
    _zz_S[2] = lUT6_3_O;
    _zz_S[3] = lUT6_4_O;
    _zz_S[4] = lUT6_5_O;
    _zz_S[5] = lUT6_6_O;
    _zz_S[6] = lUT6_7_O;
    _zz_S[7] = lUT6_8_O;
    _zz_S[8] = lUT6_9_O;
    _zz_S[9] = lUT6_10_O;
    _zz_S[10] = lUT6_11_O;
    _zz_S[11] = lUT6_12_O;
    _zz_S[12] = lUT6_13_O;
    _zz_S[13] = lUT6_14_O;
    _zz_S[14] = lUT6_15_O;
    _zz_S[15] = lUT6_16_O;
    _zz_S[16] = lUT6_17_O;
    _zz_S[17] = lUT6_18_O;
    _zz_S[18] = lUT6_19_O;
    _zz_S[19] = lUT6_20_O;
    _zz_S[20] = lUT6_21_O;
    _zz_S[21] = lUT6_22_O;
    _zz_S[22] = lUT6_23_O;
    _zz_S[23] = lUT6_24_O;
    _zz_S[24] = lUT6_25_O;
    _zz_S[25] = lUT6_26_O;
    _zz_S[26] = lUT6_27_O;
    _zz_S[27] = lUT6_28_O;
    _zz_S[28] = lUT6_29_O;
    _zz_S[29] = lUT6_30_O;
    _zz_S[30] = lUT6_31_O;
    _zz_S[31] = lUT6_32_O;
    _zz_S[32] = lUT6_33_O;
    _zz_S[33] = lUT6_34_O;
    _zz_S[34] = lUT6_35_O;
    _zz_S[35] = lUT6_36_O;
    _zz_S[36] = lUT6_37_O;
    _zz_S[37] = lUT6_38_O;
    _zz_S[38] = lUT6_39_O;
    _zz_S[39] = lUT6_40_O;
    _zz_S[40] = lUT6_41_O;
    _zz_S[41] = lUT6_42_O;
    _zz_S[42] = lUT6_43_O;
    _zz_S[43] = lUT6_44_O;
    _zz_S[44] = lUT6_45_O;
    _zz_S[45] = lUT6_46_O;
    _zz_S[46] = lUT6_47_O;
    _zz_S[47] = lUT6_48_O;
    _zz_S[48] = lUT6_49_O;
    _zz_S[49] = lUT6_50_O;
  end

  assign lUT3_1_I0 = io_a[0];
  assign lUT3_1_I1 = io_b[0];
  assign lUT3_1_I2 = io_c[0];
  always @(*) begin
    _zz_DI[0] = lUT3_1_O;
    _zz_DI[1] = lUT3_2_O;
    _zz_DI[2] = lUT3_3_O;
    _zz_DI[3] = lUT3_4_O;
    _zz_DI[4] = lUT3_5_O;
    _zz_DI[5] = lUT3_6_O;
    _zz_DI[6] = lUT3_7_O;
    _zz_DI[7] = lUT3_8_O;
    _zz_DI[8] = lUT3_9_O;
    _zz_DI[9] = lUT3_10_O;
    _zz_DI[10] = lUT3_11_O;
    _zz_DI[11] = lUT3_12_O;
    _zz_DI[12] = lUT3_13_O;
    _zz_DI[13] = lUT3_14_O;
    _zz_DI[14] = lUT3_15_O;
    _zz_DI[15] = lUT3_16_O;
    _zz_DI[16] = lUT3_17_O;
    _zz_DI[17] = lUT3_18_O;
    _zz_DI[18] = lUT3_19_O;
    _zz_DI[19] = lUT3_20_O;
    _zz_DI[20] = lUT3_21_O;
    _zz_DI[21] = lUT3_22_O;
    _zz_DI[22] = lUT3_23_O;
    _zz_DI[23] = lUT3_24_O;
    _zz_DI[24] = lUT3_25_O;
    _zz_DI[25] = lUT3_26_O;
    _zz_DI[26] = lUT3_27_O;
    _zz_DI[27] = lUT3_28_O;
    _zz_DI[28] = lUT3_29_O;
    _zz_DI[29] = lUT3_30_O;
    _zz_DI[30] = lUT3_31_O;
    _zz_DI[31] = lUT3_32_O;
    _zz_DI[32] = lUT3_33_O;
    _zz_DI[33] = lUT3_34_O;
    _zz_DI[34] = lUT3_35_O;
    _zz_DI[35] = lUT3_36_O;
    _zz_DI[36] = lUT3_37_O;
    _zz_DI[37] = lUT3_38_O;
    _zz_DI[38] = lUT3_39_O;
    _zz_DI[39] = lUT3_40_O;
    _zz_DI[40] = lUT3_41_O;
    _zz_DI[41] = lUT3_42_O;
    _zz_DI[42] = lUT3_43_O;
    _zz_DI[43] = lUT3_44_O;
    _zz_DI[44] = lUT3_45_O;
    _zz_DI[45] = lUT3_46_O;
    _zz_DI[46] = lUT3_47_O;
    _zz_DI[47] = lUT3_48_O;
    _zz_DI[48] = lUT3_49_O;
    _zz_DI[49] = lUT3_50_O;
  end

  assign lUT6_2_I0 = io_a[1];
  assign lUT6_2_I1 = io_b[1];
  assign lUT6_2_I2 = io_c[1];
  assign lUT6_2_I3 = io_a[0];
  assign lUT6_2_I4 = io_b[0];
  assign lUT6_2_I5 = io_c[0];
  assign lUT3_2_I0 = io_a[1];
  assign lUT3_2_I1 = io_b[1];
  assign lUT3_2_I2 = io_c[1];
  assign lUT6_3_I0 = io_a[2];
  assign lUT6_3_I1 = io_b[2];
  assign lUT6_3_I2 = io_c[2];
  assign lUT6_3_I3 = io_a[1];
  assign lUT6_3_I4 = io_b[1];
  assign lUT6_3_I5 = io_c[1];
  assign lUT3_3_I0 = io_a[2];
  assign lUT3_3_I1 = io_b[2];
  assign lUT3_3_I2 = io_c[2];
  assign lUT6_4_I0 = io_a[3];
  assign lUT6_4_I1 = io_b[3];
  assign lUT6_4_I2 = io_c[3];
  assign lUT6_4_I3 = io_a[2];
  assign lUT6_4_I4 = io_b[2];
  assign lUT6_4_I5 = io_c[2];
  assign lUT3_4_I0 = io_a[3];
  assign lUT3_4_I1 = io_b[3];
  assign lUT3_4_I2 = io_c[3];
  assign lUT6_5_I0 = io_a[4];
  assign lUT6_5_I1 = io_b[4];
  assign lUT6_5_I2 = io_c[4];
  assign lUT6_5_I3 = io_a[3];
  assign lUT6_5_I4 = io_b[3];
  assign lUT6_5_I5 = io_c[3];
  assign lUT3_5_I0 = io_a[4];
  assign lUT3_5_I1 = io_b[4];
  assign lUT3_5_I2 = io_c[4];
  assign lUT6_6_I0 = io_a[5];
  assign lUT6_6_I1 = io_b[5];
  assign lUT6_6_I2 = io_c[5];
  assign lUT6_6_I3 = io_a[4];
  assign lUT6_6_I4 = io_b[4];
  assign lUT6_6_I5 = io_c[4];
  assign lUT3_6_I0 = io_a[5];
  assign lUT3_6_I1 = io_b[5];
  assign lUT3_6_I2 = io_c[5];
  assign lUT6_7_I0 = io_a[6];
  assign lUT6_7_I1 = io_b[6];
  assign lUT6_7_I2 = io_c[6];
  assign lUT6_7_I3 = io_a[5];
  assign lUT6_7_I4 = io_b[5];
  assign lUT6_7_I5 = io_c[5];
  assign lUT3_7_I0 = io_a[6];
  assign lUT3_7_I1 = io_b[6];
  assign lUT3_7_I2 = io_c[6];
  assign lUT6_8_I0 = io_a[7];
  assign lUT6_8_I1 = io_b[7];
  assign lUT6_8_I2 = io_c[7];
  assign lUT6_8_I3 = io_a[6];
  assign lUT6_8_I4 = io_b[6];
  assign lUT6_8_I5 = io_c[6];
  assign lUT3_8_I0 = io_a[7];
  assign lUT3_8_I1 = io_b[7];
  assign lUT3_8_I2 = io_c[7];
  assign lUT6_9_I0 = io_a[8];
  assign lUT6_9_I1 = io_b[8];
  assign lUT6_9_I2 = io_c[8];
  assign lUT6_9_I3 = io_a[7];
  assign lUT6_9_I4 = io_b[7];
  assign lUT6_9_I5 = io_c[7];
  assign lUT3_9_I0 = io_a[8];
  assign lUT3_9_I1 = io_b[8];
  assign lUT3_9_I2 = io_c[8];
  assign lUT6_10_I0 = io_a[9];
  assign lUT6_10_I1 = io_b[9];
  assign lUT6_10_I2 = io_c[9];
  assign lUT6_10_I3 = io_a[8];
  assign lUT6_10_I4 = io_b[8];
  assign lUT6_10_I5 = io_c[8];
  assign lUT3_10_I0 = io_a[9];
  assign lUT3_10_I1 = io_b[9];
  assign lUT3_10_I2 = io_c[9];
  assign lUT6_11_I0 = io_a[10];
  assign lUT6_11_I1 = io_b[10];
  assign lUT6_11_I2 = io_c[10];
  assign lUT6_11_I3 = io_a[9];
  assign lUT6_11_I4 = io_b[9];
  assign lUT6_11_I5 = io_c[9];
  assign lUT3_11_I0 = io_a[10];
  assign lUT3_11_I1 = io_b[10];
  assign lUT3_11_I2 = io_c[10];
  assign lUT6_12_I0 = io_a[11];
  assign lUT6_12_I1 = io_b[11];
  assign lUT6_12_I2 = io_c[11];
  assign lUT6_12_I3 = io_a[10];
  assign lUT6_12_I4 = io_b[10];
  assign lUT6_12_I5 = io_c[10];
  assign lUT3_12_I0 = io_a[11];
  assign lUT3_12_I1 = io_b[11];
  assign lUT3_12_I2 = io_c[11];
  assign lUT6_13_I0 = io_a[12];
  assign lUT6_13_I1 = io_b[12];
  assign lUT6_13_I2 = io_c[12];
  assign lUT6_13_I3 = io_a[11];
  assign lUT6_13_I4 = io_b[11];
  assign lUT6_13_I5 = io_c[11];
  assign lUT3_13_I0 = io_a[12];
  assign lUT3_13_I1 = io_b[12];
  assign lUT3_13_I2 = io_c[12];
  assign lUT6_14_I0 = io_a[13];
  assign lUT6_14_I1 = io_b[13];
  assign lUT6_14_I2 = io_c[13];
  assign lUT6_14_I3 = io_a[12];
  assign lUT6_14_I4 = io_b[12];
  assign lUT6_14_I5 = io_c[12];
  assign lUT3_14_I0 = io_a[13];
  assign lUT3_14_I1 = io_b[13];
  assign lUT3_14_I2 = io_c[13];
  assign lUT6_15_I0 = io_a[14];
  assign lUT6_15_I1 = io_b[14];
  assign lUT6_15_I2 = io_c[14];
  assign lUT6_15_I3 = io_a[13];
  assign lUT6_15_I4 = io_b[13];
  assign lUT6_15_I5 = io_c[13];
  assign lUT3_15_I0 = io_a[14];
  assign lUT3_15_I1 = io_b[14];
  assign lUT3_15_I2 = io_c[14];
  assign lUT6_16_I0 = io_a[15];
  assign lUT6_16_I1 = io_b[15];
  assign lUT6_16_I2 = io_c[15];
  assign lUT6_16_I3 = io_a[14];
  assign lUT6_16_I4 = io_b[14];
  assign lUT6_16_I5 = io_c[14];
  assign lUT3_16_I0 = io_a[15];
  assign lUT3_16_I1 = io_b[15];
  assign lUT3_16_I2 = io_c[15];
  assign lUT6_17_I0 = io_a[16];
  assign lUT6_17_I1 = io_b[16];
  assign lUT6_17_I2 = io_c[16];
  assign lUT6_17_I3 = io_a[15];
  assign lUT6_17_I4 = io_b[15];
  assign lUT6_17_I5 = io_c[15];
  assign lUT3_17_I0 = io_a[16];
  assign lUT3_17_I1 = io_b[16];
  assign lUT3_17_I2 = io_c[16];
  assign lUT6_18_I0 = io_a[17];
  assign lUT6_18_I1 = io_b[17];
  assign lUT6_18_I2 = io_c[17];
  assign lUT6_18_I3 = io_a[16];
  assign lUT6_18_I4 = io_b[16];
  assign lUT6_18_I5 = io_c[16];
  assign lUT3_18_I0 = io_a[17];
  assign lUT3_18_I1 = io_b[17];
  assign lUT3_18_I2 = io_c[17];
  assign lUT6_19_I0 = io_a[18];
  assign lUT6_19_I1 = io_b[18];
  assign lUT6_19_I2 = io_c[18];
  assign lUT6_19_I3 = io_a[17];
  assign lUT6_19_I4 = io_b[17];
  assign lUT6_19_I5 = io_c[17];
  assign lUT3_19_I0 = io_a[18];
  assign lUT3_19_I1 = io_b[18];
  assign lUT3_19_I2 = io_c[18];
  assign lUT6_20_I0 = io_a[19];
  assign lUT6_20_I1 = io_b[19];
  assign lUT6_20_I2 = io_c[19];
  assign lUT6_20_I3 = io_a[18];
  assign lUT6_20_I4 = io_b[18];
  assign lUT6_20_I5 = io_c[18];
  assign lUT3_20_I0 = io_a[19];
  assign lUT3_20_I1 = io_b[19];
  assign lUT3_20_I2 = io_c[19];
  assign lUT6_21_I0 = io_a[20];
  assign lUT6_21_I1 = io_b[20];
  assign lUT6_21_I2 = io_c[20];
  assign lUT6_21_I3 = io_a[19];
  assign lUT6_21_I4 = io_b[19];
  assign lUT6_21_I5 = io_c[19];
  assign lUT3_21_I0 = io_a[20];
  assign lUT3_21_I1 = io_b[20];
  assign lUT3_21_I2 = io_c[20];
  assign lUT6_22_I0 = io_a[21];
  assign lUT6_22_I1 = io_b[21];
  assign lUT6_22_I2 = io_c[21];
  assign lUT6_22_I3 = io_a[20];
  assign lUT6_22_I4 = io_b[20];
  assign lUT6_22_I5 = io_c[20];
  assign lUT3_22_I0 = io_a[21];
  assign lUT3_22_I1 = io_b[21];
  assign lUT3_22_I2 = io_c[21];
  assign lUT6_23_I0 = io_a[22];
  assign lUT6_23_I1 = io_b[22];
  assign lUT6_23_I2 = io_c[22];
  assign lUT6_23_I3 = io_a[21];
  assign lUT6_23_I4 = io_b[21];
  assign lUT6_23_I5 = io_c[21];
  assign lUT3_23_I0 = io_a[22];
  assign lUT3_23_I1 = io_b[22];
  assign lUT3_23_I2 = io_c[22];
  assign lUT6_24_I0 = io_a[23];
  assign lUT6_24_I1 = io_b[23];
  assign lUT6_24_I2 = io_c[23];
  assign lUT6_24_I3 = io_a[22];
  assign lUT6_24_I4 = io_b[22];
  assign lUT6_24_I5 = io_c[22];
  assign lUT3_24_I0 = io_a[23];
  assign lUT3_24_I1 = io_b[23];
  assign lUT3_24_I2 = io_c[23];
  assign lUT6_25_I0 = io_a[24];
  assign lUT6_25_I1 = io_b[24];
  assign lUT6_25_I2 = io_c[24];
  assign lUT6_25_I3 = io_a[23];
  assign lUT6_25_I4 = io_b[23];
  assign lUT6_25_I5 = io_c[23];
  assign lUT3_25_I0 = io_a[24];
  assign lUT3_25_I1 = io_b[24];
  assign lUT3_25_I2 = io_c[24];
  assign lUT6_26_I0 = io_a[25];
  assign lUT6_26_I1 = io_b[25];
  assign lUT6_26_I2 = io_c[25];
  assign lUT6_26_I3 = io_a[24];
  assign lUT6_26_I4 = io_b[24];
  assign lUT6_26_I5 = io_c[24];
  assign lUT3_26_I0 = io_a[25];
  assign lUT3_26_I1 = io_b[25];
  assign lUT3_26_I2 = io_c[25];
  assign lUT6_27_I0 = io_a[26];
  assign lUT6_27_I1 = io_b[26];
  assign lUT6_27_I2 = io_c[26];
  assign lUT6_27_I3 = io_a[25];
  assign lUT6_27_I4 = io_b[25];
  assign lUT6_27_I5 = io_c[25];
  assign lUT3_27_I0 = io_a[26];
  assign lUT3_27_I1 = io_b[26];
  assign lUT3_27_I2 = io_c[26];
  assign lUT6_28_I0 = io_a[27];
  assign lUT6_28_I1 = io_b[27];
  assign lUT6_28_I2 = io_c[27];
  assign lUT6_28_I3 = io_a[26];
  assign lUT6_28_I4 = io_b[26];
  assign lUT6_28_I5 = io_c[26];
  assign lUT3_28_I0 = io_a[27];
  assign lUT3_28_I1 = io_b[27];
  assign lUT3_28_I2 = io_c[27];
  assign lUT6_29_I0 = io_a[28];
  assign lUT6_29_I1 = io_b[28];
  assign lUT6_29_I2 = io_c[28];
  assign lUT6_29_I3 = io_a[27];
  assign lUT6_29_I4 = io_b[27];
  assign lUT6_29_I5 = io_c[27];
  assign lUT3_29_I0 = io_a[28];
  assign lUT3_29_I1 = io_b[28];
  assign lUT3_29_I2 = io_c[28];
  assign lUT6_30_I0 = io_a[29];
  assign lUT6_30_I1 = io_b[29];
  assign lUT6_30_I2 = io_c[29];
  assign lUT6_30_I3 = io_a[28];
  assign lUT6_30_I4 = io_b[28];
  assign lUT6_30_I5 = io_c[28];
  assign lUT3_30_I0 = io_a[29];
  assign lUT3_30_I1 = io_b[29];
  assign lUT3_30_I2 = io_c[29];
  assign lUT6_31_I0 = io_a[30];
  assign lUT6_31_I1 = io_b[30];
  assign lUT6_31_I2 = io_c[30];
  assign lUT6_31_I3 = io_a[29];
  assign lUT6_31_I4 = io_b[29];
  assign lUT6_31_I5 = io_c[29];
  assign lUT3_31_I0 = io_a[30];
  assign lUT3_31_I1 = io_b[30];
  assign lUT3_31_I2 = io_c[30];
  assign lUT6_32_I0 = io_a[31];
  assign lUT6_32_I1 = io_b[31];
  assign lUT6_32_I2 = io_c[31];
  assign lUT6_32_I3 = io_a[30];
  assign lUT6_32_I4 = io_b[30];
  assign lUT6_32_I5 = io_c[30];
  assign lUT3_32_I0 = io_a[31];
  assign lUT3_32_I1 = io_b[31];
  assign lUT3_32_I2 = io_c[31];
  assign lUT6_33_I0 = io_a[32];
  assign lUT6_33_I1 = io_b[32];
  assign lUT6_33_I2 = io_c[32];
  assign lUT6_33_I3 = io_a[31];
  assign lUT6_33_I4 = io_b[31];
  assign lUT6_33_I5 = io_c[31];
  assign lUT3_33_I0 = io_a[32];
  assign lUT3_33_I1 = io_b[32];
  assign lUT3_33_I2 = io_c[32];
  assign lUT6_34_I0 = io_a[33];
  assign lUT6_34_I1 = io_b[33];
  assign lUT6_34_I2 = io_c[33];
  assign lUT6_34_I3 = io_a[32];
  assign lUT6_34_I4 = io_b[32];
  assign lUT6_34_I5 = io_c[32];
  assign lUT3_34_I0 = io_a[33];
  assign lUT3_34_I1 = io_b[33];
  assign lUT3_34_I2 = io_c[33];
  assign lUT6_35_I0 = io_a[34];
  assign lUT6_35_I1 = io_b[34];
  assign lUT6_35_I2 = io_c[34];
  assign lUT6_35_I3 = io_a[33];
  assign lUT6_35_I4 = io_b[33];
  assign lUT6_35_I5 = io_c[33];
  assign lUT3_35_I0 = io_a[34];
  assign lUT3_35_I1 = io_b[34];
  assign lUT3_35_I2 = io_c[34];
  assign lUT6_36_I0 = io_a[35];
  assign lUT6_36_I1 = io_b[35];
  assign lUT6_36_I2 = io_c[35];
  assign lUT6_36_I3 = io_a[34];
  assign lUT6_36_I4 = io_b[34];
  assign lUT6_36_I5 = io_c[34];
  assign lUT3_36_I0 = io_a[35];
  assign lUT3_36_I1 = io_b[35];
  assign lUT3_36_I2 = io_c[35];
  assign lUT6_37_I0 = io_a[36];
  assign lUT6_37_I1 = io_b[36];
  assign lUT6_37_I2 = io_c[36];
  assign lUT6_37_I3 = io_a[35];
  assign lUT6_37_I4 = io_b[35];
  assign lUT6_37_I5 = io_c[35];
  assign lUT3_37_I0 = io_a[36];
  assign lUT3_37_I1 = io_b[36];
  assign lUT3_37_I2 = io_c[36];
  assign lUT6_38_I0 = io_a[37];
  assign lUT6_38_I1 = io_b[37];
  assign lUT6_38_I2 = io_c[37];
  assign lUT6_38_I3 = io_a[36];
  assign lUT6_38_I4 = io_b[36];
  assign lUT6_38_I5 = io_c[36];
  assign lUT3_38_I0 = io_a[37];
  assign lUT3_38_I1 = io_b[37];
  assign lUT3_38_I2 = io_c[37];
  assign lUT6_39_I0 = io_a[38];
  assign lUT6_39_I1 = io_b[38];
  assign lUT6_39_I2 = io_c[38];
  assign lUT6_39_I3 = io_a[37];
  assign lUT6_39_I4 = io_b[37];
  assign lUT6_39_I5 = io_c[37];
  assign lUT3_39_I0 = io_a[38];
  assign lUT3_39_I1 = io_b[38];
  assign lUT3_39_I2 = io_c[38];
  assign lUT6_40_I0 = io_a[39];
  assign lUT6_40_I1 = io_b[39];
  assign lUT6_40_I2 = io_c[39];
  assign lUT6_40_I3 = io_a[38];
  assign lUT6_40_I4 = io_b[38];
  assign lUT6_40_I5 = io_c[38];
  assign lUT3_40_I0 = io_a[39];
  assign lUT3_40_I1 = io_b[39];
  assign lUT3_40_I2 = io_c[39];
  assign lUT6_41_I0 = io_a[40];
  assign lUT6_41_I1 = io_b[40];
  assign lUT6_41_I2 = io_c[40];
  assign lUT6_41_I3 = io_a[39];
  assign lUT6_41_I4 = io_b[39];
  assign lUT6_41_I5 = io_c[39];
  assign lUT3_41_I0 = io_a[40];
  assign lUT3_41_I1 = io_b[40];
  assign lUT3_41_I2 = io_c[40];
  assign lUT6_42_I0 = io_a[41];
  assign lUT6_42_I1 = io_b[41];
  assign lUT6_42_I2 = io_c[41];
  assign lUT6_42_I3 = io_a[40];
  assign lUT6_42_I4 = io_b[40];
  assign lUT6_42_I5 = io_c[40];
  assign lUT3_42_I0 = io_a[41];
  assign lUT3_42_I1 = io_b[41];
  assign lUT3_42_I2 = io_c[41];
  assign lUT6_43_I0 = io_a[42];
  assign lUT6_43_I1 = io_b[42];
  assign lUT6_43_I2 = io_c[42];
  assign lUT6_43_I3 = io_a[41];
  assign lUT6_43_I4 = io_b[41];
  assign lUT6_43_I5 = io_c[41];
  assign lUT3_43_I0 = io_a[42];
  assign lUT3_43_I1 = io_b[42];
  assign lUT3_43_I2 = io_c[42];
  assign lUT6_44_I0 = io_a[43];
  assign lUT6_44_I1 = io_b[43];
  assign lUT6_44_I2 = io_c[43];
  assign lUT6_44_I3 = io_a[42];
  assign lUT6_44_I4 = io_b[42];
  assign lUT6_44_I5 = io_c[42];
  assign lUT3_44_I0 = io_a[43];
  assign lUT3_44_I1 = io_b[43];
  assign lUT3_44_I2 = io_c[43];
  assign lUT6_45_I0 = io_a[44];
  assign lUT6_45_I1 = io_b[44];
  assign lUT6_45_I2 = io_c[44];
  assign lUT6_45_I3 = io_a[43];
  assign lUT6_45_I4 = io_b[43];
  assign lUT6_45_I5 = io_c[43];
  assign lUT3_45_I0 = io_a[44];
  assign lUT3_45_I1 = io_b[44];
  assign lUT3_45_I2 = io_c[44];
  assign lUT6_46_I0 = io_a[45];
  assign lUT6_46_I1 = io_b[45];
  assign lUT6_46_I2 = io_c[45];
  assign lUT6_46_I3 = io_a[44];
  assign lUT6_46_I4 = io_b[44];
  assign lUT6_46_I5 = io_c[44];
  assign lUT3_46_I0 = io_a[45];
  assign lUT3_46_I1 = io_b[45];
  assign lUT3_46_I2 = io_c[45];
  assign lUT6_47_I0 = io_a[46];
  assign lUT6_47_I1 = io_b[46];
  assign lUT6_47_I2 = io_c[46];
  assign lUT6_47_I3 = io_a[45];
  assign lUT6_47_I4 = io_b[45];
  assign lUT6_47_I5 = io_c[45];
  assign lUT3_47_I0 = io_a[46];
  assign lUT3_47_I1 = io_b[46];
  assign lUT3_47_I2 = io_c[46];
  assign lUT6_48_I0 = io_a[47];
  assign lUT6_48_I1 = io_b[47];
  assign lUT6_48_I2 = io_c[47];
  assign lUT6_48_I3 = io_a[46];
  assign lUT6_48_I4 = io_b[46];
  assign lUT6_48_I5 = io_c[46];
  assign lUT3_48_I0 = io_a[47];
  assign lUT3_48_I1 = io_b[47];
  assign lUT3_48_I2 = io_c[47];
  assign lUT6_49_I0 = io_a[48];
  assign lUT6_49_I1 = io_b[48];
  assign lUT6_49_I2 = io_c[48];
  assign lUT6_49_I3 = io_a[47];
  assign lUT6_49_I4 = io_b[47];
  assign lUT6_49_I5 = io_c[47];
  assign lUT3_49_I0 = io_a[48];
  assign lUT3_49_I1 = io_b[48];
  assign lUT3_49_I2 = io_c[48];
  assign lUT6_50_I0 = io_a[49];
  assign lUT6_50_I1 = io_b[49];
  assign lUT6_50_I2 = io_c[49];
  assign lUT6_50_I3 = io_a[48];
  assign lUT6_50_I4 = io_b[48];
  assign lUT6_50_I5 = io_c[48];
  assign lUT3_50_I0 = io_a[49];
  assign lUT3_50_I1 = io_b[49];
  assign lUT3_50_I2 = io_c[49];
  assign cARRY8_1_S = _zz_S_1[7 : 0];
  assign cARRY8_1_DI = _zz_DI_1[7 : 0];
  always @(*) begin
    _zz_io_sum[7 : 0] = cARRY8_1_O;
    _zz_io_sum[15 : 8] = cARRY8_2_O;
    _zz_io_sum[23 : 16] = cARRY8_3_O;
    _zz_io_sum[31 : 24] = cARRY8_4_O;
    _zz_io_sum[39 : 32] = cARRY8_5_O;
    _zz_io_sum[47 : 40] = cARRY8_6_O;
    _zz_io_sum[55 : 48] = cARRY8_7_O;
  end

  assign cARRY8_2_CI = cARRY8_1_CO[7];
  assign cARRY8_2_S = _zz_S_2[15 : 8];
  assign cARRY8_2_DI = _zz_DI_2[15 : 8];
  assign cARRY8_3_CI = cARRY8_2_CO[7];
  assign cARRY8_3_S = _zz_S_3[23 : 16];
  assign cARRY8_3_DI = _zz_DI_3[23 : 16];
  assign cARRY8_4_CI = cARRY8_3_CO[7];
  assign cARRY8_4_S = _zz_S_4[31 : 24];
  assign cARRY8_4_DI = _zz_DI_4[31 : 24];
  assign cARRY8_5_CI = cARRY8_4_CO[7];
  assign cARRY8_5_S = _zz_S_5[39 : 32];
  assign cARRY8_5_DI = _zz_DI_5[39 : 32];
  assign cARRY8_6_CI = cARRY8_5_CO[7];
  assign cARRY8_6_S = _zz_S_6[47 : 40];
  assign cARRY8_6_DI = _zz_DI_6[47 : 40];
  assign cARRY8_7_CI = cARRY8_6_CO[7];
  assign cARRY8_7_S = _zz_S_7[55 : 48];
  assign cARRY8_7_DI = _zz_DI_7[55 : 48];
  assign io_sum = _zz_io_sum[49 : 0];

endmodule

module lpx_SelectShift (
  input  wire [49:0]   io_c0,
  input  wire [49:0]   io_c1,
  input  wire          io_sel,
  input  wire [4:0]    io_shift,
  output wire [49:0]   io_inv
);

  wire                lUT6_1_I0;
  wire                lUT6_1_I4;
  wire                lUT6_1_I5;
  wire                lUT6_2_I4;
  wire                lUT6_2_I5;
  wire                lUT6_3_I4;
  wire                lUT6_3_I5;
  wire                lUT6_4_I4;
  wire                lUT6_4_I5;
  wire                lUT6_5_I4;
  wire                lUT6_5_I5;
  wire                lUT6_6_I4;
  wire                lUT6_6_I5;
  wire                lUT6_7_I4;
  wire                lUT6_7_I5;
  wire                lUT6_8_I4;
  wire                lUT6_8_I5;
  wire                lUT6_9_I4;
  wire                lUT6_9_I5;
  wire                lUT6_10_I4;
  wire                lUT6_10_I5;
  wire                lUT6_11_I4;
  wire                lUT6_11_I5;
  wire                lUT6_12_I4;
  wire                lUT6_12_I5;
  wire                lUT6_13_I4;
  wire                lUT6_13_I5;
  wire                lUT6_14_I4;
  wire                lUT6_14_I5;
  wire                lUT6_15_I4;
  wire                lUT6_15_I5;
  wire                lUT6_16_I4;
  wire                lUT6_16_I5;
  wire                lUT6_17_I4;
  wire                lUT6_17_I5;
  wire                lUT6_18_I4;
  wire                lUT6_18_I5;
  wire                lUT6_19_I4;
  wire                lUT6_19_I5;
  wire                lUT6_20_I4;
  wire                lUT6_20_I5;
  wire                lUT6_21_I4;
  wire                lUT6_21_I5;
  wire                lUT6_22_I4;
  wire                lUT6_22_I5;
  wire                lUT6_23_I4;
  wire                lUT6_23_I5;
  wire                lUT6_24_I4;
  wire                lUT6_24_I5;
  wire                lUT6_25_I4;
  wire                lUT6_25_I5;
  wire                lUT6_26_I4;
  wire                lUT6_26_I5;
  wire                lUT6_27_I4;
  wire                lUT6_27_I5;
  wire                lUT6_28_I4;
  wire                lUT6_28_I5;
  wire                lUT6_29_I4;
  wire                lUT6_29_I5;
  wire                lUT6_30_I4;
  wire                lUT6_30_I5;
  wire                lUT6_31_I4;
  wire                lUT6_31_I5;
  wire                lUT6_32_I4;
  wire                lUT6_32_I5;
  wire                lUT6_33_I4;
  wire                lUT6_33_I5;
  wire                lUT6_34_I4;
  wire                lUT6_34_I5;
  wire                lUT6_35_I4;
  wire                lUT6_35_I5;
  wire                lUT6_36_I4;
  wire                lUT6_36_I5;
  wire                lUT6_37_I4;
  wire                lUT6_37_I5;
  wire                lUT6_38_I4;
  wire                lUT6_38_I5;
  wire                lUT6_39_I4;
  wire                lUT6_39_I5;
  wire                lUT6_40_I4;
  wire                lUT6_40_I5;
  wire                lUT6_41_I4;
  wire                lUT6_41_I5;
  wire                lUT6_42_I4;
  wire                lUT6_42_I5;
  wire                lUT6_43_I4;
  wire                lUT6_43_I5;
  wire                lUT6_44_I4;
  wire                lUT6_44_I5;
  wire                lUT6_45_I4;
  wire                lUT6_45_I5;
  wire                lUT6_46_I4;
  wire                lUT6_46_I5;
  wire                lUT6_47_I4;
  wire                lUT6_47_I5;
  wire                lUT6_48_I4;
  wire                lUT6_48_I5;
  wire                lUT6_49_I4;
  wire                lUT6_49_I5;
  wire                lUT6_50_I4;
  wire                lUT6_50_I5;
  wire                lUT6_51_I4;
  wire                lUT6_51_I5;
  wire                lUT6_52_I4;
  wire                lUT6_52_I5;
  wire                lUT6_53_I4;
  wire                lUT6_53_I5;
  wire                lUT6_54_I4;
  wire                lUT6_54_I5;
  wire                lUT6_55_I4;
  wire                lUT6_55_I5;
  wire                lUT6_56_I4;
  wire                lUT6_56_I5;
  wire                lUT6_57_I4;
  wire                lUT6_57_I5;
  wire                lUT6_58_I4;
  wire                lUT6_58_I5;
  wire                lUT6_59_I4;
  wire                lUT6_59_I5;
  wire                lUT6_60_I4;
  wire                lUT6_60_I5;
  wire                lUT6_61_I4;
  wire                lUT6_61_I5;
  wire                lUT6_62_I4;
  wire                lUT6_62_I5;
  wire                lUT6_63_I4;
  wire                lUT6_63_I5;
  wire                lUT6_64_I4;
  wire                lUT6_64_I5;
  wire                lUT6_65_I4;
  wire                lUT6_65_I5;
  wire                lUT6_66_I4;
  wire                lUT6_66_I5;
  wire                lUT6_67_I4;
  wire                lUT6_67_I5;
  wire                lUT6_68_I4;
  wire                lUT6_68_I5;
  wire                lUT6_69_I4;
  wire                lUT6_69_I5;
  wire                lUT6_70_I4;
  wire                lUT6_70_I5;
  wire                lUT6_71_I4;
  wire                lUT6_71_I5;
  wire                lUT6_72_I4;
  wire                lUT6_72_I5;
  wire                lUT6_73_I4;
  wire                lUT6_73_I5;
  wire                lUT6_74_I4;
  wire                lUT6_74_I5;
  wire                lUT6_75_I4;
  wire                lUT6_75_I5;
  wire                lUT6_76_I4;
  wire                lUT6_76_I5;
  wire                lUT6_77_I4;
  wire                lUT6_77_I5;
  wire                lUT6_78_I4;
  wire                lUT6_78_I5;
  wire                lUT6_79_I4;
  wire                lUT6_79_I5;
  wire                lUT6_80_I4;
  wire                lUT6_80_I5;
  wire                lUT6_81_I4;
  wire                lUT6_81_I5;
  wire                lUT6_82_I4;
  wire                lUT6_82_I5;
  wire                lUT6_83_I4;
  wire                lUT6_83_I5;
  wire                lUT6_84_I4;
  wire                lUT6_84_I5;
  wire                lUT6_85_I4;
  wire                lUT6_85_I5;
  wire                lUT6_86_I4;
  wire                lUT6_86_I5;
  wire                lUT6_87_I4;
  wire                lUT6_87_I5;
  wire                lUT6_88_I4;
  wire                lUT6_88_I5;
  wire                lUT6_89_I4;
  wire                lUT6_89_I5;
  wire                lUT6_90_I4;
  wire                lUT6_90_I5;
  wire                lUT6_91_I4;
  wire                lUT6_91_I5;
  wire                lUT6_92_I4;
  wire                lUT6_92_I5;
  wire                lUT6_93_I4;
  wire                lUT6_93_I5;
  wire                lUT6_94_I4;
  wire                lUT6_94_I5;
  wire                lUT6_95_I4;
  wire                lUT6_95_I5;
  wire                lUT6_96_I4;
  wire                lUT6_96_I5;
  wire                lUT6_97_I4;
  wire                lUT6_97_I5;
  wire                lUT6_98_I4;
  wire                lUT6_98_I5;
  wire                lUT6_99_I4;
  wire                lUT6_99_I5;
  wire                lUT6_100_I4;
  wire                lUT6_100_I5;
  wire                lUT6_101_I0;
  wire                lUT6_101_I4;
  wire                lUT6_101_I5;
  wire                lUT6_102_I4;
  wire                lUT6_102_I5;
  wire                lUT6_103_I4;
  wire                lUT6_103_I5;
  wire                lUT6_104_I4;
  wire                lUT6_104_I5;
  wire                lUT6_105_I4;
  wire                lUT6_105_I5;
  wire                lUT6_106_I4;
  wire                lUT6_106_I5;
  wire                lUT6_107_I4;
  wire                lUT6_107_I5;
  wire                lUT6_108_I4;
  wire                lUT6_108_I5;
  wire                lUT6_109_I4;
  wire                lUT6_109_I5;
  wire                lUT6_110_I4;
  wire                lUT6_110_I5;
  wire                lUT6_111_I4;
  wire                lUT6_111_I5;
  wire                lUT6_112_I4;
  wire                lUT6_112_I5;
  wire                lUT6_113_I4;
  wire                lUT6_113_I5;
  wire                lUT6_114_I4;
  wire                lUT6_114_I5;
  wire                lUT6_115_I4;
  wire                lUT6_115_I5;
  wire                lUT6_116_I4;
  wire                lUT6_116_I5;
  wire                lUT6_117_I4;
  wire                lUT6_117_I5;
  wire                lUT6_118_I4;
  wire                lUT6_118_I5;
  wire                lUT6_119_I4;
  wire                lUT6_119_I5;
  wire                lUT6_120_I4;
  wire                lUT6_120_I5;
  wire                lUT6_121_I4;
  wire                lUT6_121_I5;
  wire                lUT6_122_I4;
  wire                lUT6_122_I5;
  wire                lUT6_123_I4;
  wire                lUT6_123_I5;
  wire                lUT6_124_I4;
  wire                lUT6_124_I5;
  wire                lUT6_125_I4;
  wire                lUT6_125_I5;
  wire                lUT6_126_I4;
  wire                lUT6_126_I5;
  wire                lUT6_127_I4;
  wire                lUT6_127_I5;
  wire                lUT6_128_I4;
  wire                lUT6_128_I5;
  wire                lUT6_129_I4;
  wire                lUT6_129_I5;
  wire                lUT6_130_I4;
  wire                lUT6_130_I5;
  wire                lUT6_131_I4;
  wire                lUT6_131_I5;
  wire                lUT6_132_I4;
  wire                lUT6_132_I5;
  wire                lUT6_133_I4;
  wire                lUT6_133_I5;
  wire                lUT6_134_I4;
  wire                lUT6_134_I5;
  wire                lUT6_135_I4;
  wire                lUT6_135_I5;
  wire                lUT6_136_I4;
  wire                lUT6_136_I5;
  wire                lUT6_137_I4;
  wire                lUT6_137_I5;
  wire                lUT6_138_I4;
  wire                lUT6_138_I5;
  wire                lUT6_139_I4;
  wire                lUT6_139_I5;
  wire                lUT6_140_I4;
  wire                lUT6_140_I5;
  wire                lUT6_141_I4;
  wire                lUT6_141_I5;
  wire                lUT6_142_I4;
  wire                lUT6_142_I5;
  wire                lUT6_143_I4;
  wire                lUT6_143_I5;
  wire                lUT6_144_I4;
  wire                lUT6_144_I5;
  wire                lUT6_145_I4;
  wire                lUT6_145_I5;
  wire                lUT6_146_I4;
  wire                lUT6_146_I5;
  wire                lUT6_147_I4;
  wire                lUT6_147_I5;
  wire                lUT6_148_I4;
  wire                lUT6_148_I5;
  wire                lUT6_149_I4;
  wire                lUT6_149_I5;
  wire                lUT6_150_I4;
  wire                lUT6_150_I5;
  wire                lUT6_151_I4;
  wire                lUT6_151_I5;
  wire                lUT6_152_I4;
  wire                lUT6_152_I5;
  wire                lUT6_153_I4;
  wire                lUT6_153_I5;
  wire                lUT6_154_I4;
  wire                lUT6_154_I5;
  wire                lUT6_155_I4;
  wire                lUT6_155_I5;
  wire                lUT6_156_I4;
  wire                lUT6_156_I5;
  wire                lUT6_157_I4;
  wire                lUT6_157_I5;
  wire                lUT6_158_I4;
  wire                lUT6_158_I5;
  wire                lUT6_159_I4;
  wire                lUT6_159_I5;
  wire                lUT6_160_I4;
  wire                lUT6_160_I5;
  wire                lUT6_161_I4;
  wire                lUT6_161_I5;
  wire                lUT6_162_I4;
  wire                lUT6_162_I5;
  wire                lUT6_163_I4;
  wire                lUT6_163_I5;
  wire                lUT6_164_I4;
  wire                lUT6_164_I5;
  wire                lUT6_165_I4;
  wire                lUT6_165_I5;
  wire                lUT6_166_I4;
  wire                lUT6_166_I5;
  wire                lUT6_167_I4;
  wire                lUT6_167_I5;
  wire                lUT6_168_I4;
  wire                lUT6_168_I5;
  wire                lUT6_169_I4;
  wire                lUT6_169_I5;
  wire                lUT6_170_I4;
  wire                lUT6_170_I5;
  wire                lUT6_171_I4;
  wire                lUT6_171_I5;
  wire                lUT6_172_I4;
  wire                lUT6_172_I5;
  wire                lUT6_173_I4;
  wire                lUT6_173_I5;
  wire                lUT6_174_I4;
  wire                lUT6_174_I5;
  wire                lUT6_175_I4;
  wire                lUT6_175_I5;
  wire                lUT6_176_I4;
  wire                lUT6_176_I5;
  wire                lUT6_177_I4;
  wire                lUT6_177_I5;
  wire                lUT6_178_I4;
  wire                lUT6_178_I5;
  wire                lUT6_179_I4;
  wire                lUT6_179_I5;
  wire                lUT6_180_I4;
  wire                lUT6_180_I5;
  wire                lUT6_181_I4;
  wire                lUT6_181_I5;
  wire                lUT6_182_I4;
  wire                lUT6_182_I5;
  wire                lUT6_183_I4;
  wire                lUT6_183_I5;
  wire                lUT6_184_I4;
  wire                lUT6_184_I5;
  wire                lUT6_185_I4;
  wire                lUT6_185_I5;
  wire                lUT6_186_I4;
  wire                lUT6_186_I5;
  wire                lUT6_187_I4;
  wire                lUT6_187_I5;
  wire                lUT6_188_I4;
  wire                lUT6_188_I5;
  wire                lUT6_189_I4;
  wire                lUT6_189_I5;
  wire                lUT6_190_I4;
  wire                lUT6_190_I5;
  wire                lUT6_191_I4;
  wire                lUT6_191_I5;
  wire                lUT6_192_I4;
  wire                lUT6_192_I5;
  wire                lUT6_193_I4;
  wire                lUT6_193_I5;
  wire                lUT6_194_I4;
  wire                lUT6_194_I5;
  wire                lUT6_195_I4;
  wire                lUT6_195_I5;
  wire                lUT6_196_I4;
  wire                lUT6_196_I5;
  wire                lUT6_197_I4;
  wire                lUT6_197_I5;
  wire                lUT6_198_I4;
  wire                lUT6_198_I5;
  wire                lUT6_199_I4;
  wire                lUT6_199_I5;
  wire                lUT6_200_I4;
  wire                lUT6_200_I5;
  wire                lUT6_201_I4;
  wire                lUT6_202_I4;
  wire                lUT6_203_I4;
  wire                lUT6_204_I4;
  wire                lUT6_205_I4;
  wire                lUT6_206_I4;
  wire                lUT6_207_I4;
  wire                lUT6_208_I4;
  wire                lUT6_209_I4;
  wire                lUT6_210_I4;
  wire                lUT6_211_I4;
  wire                lUT6_212_I4;
  wire                lUT6_213_I4;
  wire                lUT6_214_I4;
  wire                lUT6_215_I4;
  wire                lUT6_216_I4;
  wire                lUT6_217_I4;
  wire                lUT6_218_I4;
  wire                lUT6_219_I4;
  wire                lUT6_220_I4;
  wire                lUT6_221_I4;
  wire                lUT6_222_I4;
  wire                lUT6_223_I4;
  wire                lUT6_224_I4;
  wire                lUT6_225_I4;
  wire                lUT6_226_I4;
  wire                lUT6_227_I4;
  wire                lUT6_228_I4;
  wire                lUT6_229_I4;
  wire                lUT6_230_I4;
  wire                lUT6_231_I4;
  wire                lUT6_232_I4;
  wire                lUT6_233_I4;
  wire                lUT6_234_I4;
  wire                lUT6_235_I4;
  wire                lUT6_236_I4;
  wire                lUT6_237_I4;
  wire                lUT6_238_I4;
  wire                lUT6_239_I4;
  wire                lUT6_240_I4;
  wire                lUT6_241_I4;
  wire                lUT6_242_I4;
  wire                lUT6_243_I4;
  wire                lUT6_244_I4;
  wire                lUT6_245_I4;
  wire                lUT6_246_I4;
  wire                lUT6_247_I4;
  wire                lUT6_248_I4;
  wire                lUT6_249_I4;
  wire                lUT6_250_I4;
  wire                lUT6_1_O;
  wire                lUT6_2_O;
  wire                lUT6_3_O;
  wire                lUT6_4_O;
  wire                lUT6_5_O;
  wire                lUT6_6_O;
  wire                lUT6_7_O;
  wire                lUT6_8_O;
  wire                lUT6_9_O;
  wire                lUT6_10_O;
  wire                lUT6_11_O;
  wire                lUT6_12_O;
  wire                lUT6_13_O;
  wire                lUT6_14_O;
  wire                lUT6_15_O;
  wire                lUT6_16_O;
  wire                lUT6_17_O;
  wire                lUT6_18_O;
  wire                lUT6_19_O;
  wire                lUT6_20_O;
  wire                lUT6_21_O;
  wire                lUT6_22_O;
  wire                lUT6_23_O;
  wire                lUT6_24_O;
  wire                lUT6_25_O;
  wire                lUT6_26_O;
  wire                lUT6_27_O;
  wire                lUT6_28_O;
  wire                lUT6_29_O;
  wire                lUT6_30_O;
  wire                lUT6_31_O;
  wire                lUT6_32_O;
  wire                lUT6_33_O;
  wire                lUT6_34_O;
  wire                lUT6_35_O;
  wire                lUT6_36_O;
  wire                lUT6_37_O;
  wire                lUT6_38_O;
  wire                lUT6_39_O;
  wire                lUT6_40_O;
  wire                lUT6_41_O;
  wire                lUT6_42_O;
  wire                lUT6_43_O;
  wire                lUT6_44_O;
  wire                lUT6_45_O;
  wire                lUT6_46_O;
  wire                lUT6_47_O;
  wire                lUT6_48_O;
  wire                lUT6_49_O;
  wire                lUT6_50_O;
  wire                lUT6_51_O;
  wire                lUT6_52_O;
  wire                lUT6_53_O;
  wire                lUT6_54_O;
  wire                lUT6_55_O;
  wire                lUT6_56_O;
  wire                lUT6_57_O;
  wire                lUT6_58_O;
  wire                lUT6_59_O;
  wire                lUT6_60_O;
  wire                lUT6_61_O;
  wire                lUT6_62_O;
  wire                lUT6_63_O;
  wire                lUT6_64_O;
  wire                lUT6_65_O;
  wire                lUT6_66_O;
  wire                lUT6_67_O;
  wire                lUT6_68_O;
  wire                lUT6_69_O;
  wire                lUT6_70_O;
  wire                lUT6_71_O;
  wire                lUT6_72_O;
  wire                lUT6_73_O;
  wire                lUT6_74_O;
  wire                lUT6_75_O;
  wire                lUT6_76_O;
  wire                lUT6_77_O;
  wire                lUT6_78_O;
  wire                lUT6_79_O;
  wire                lUT6_80_O;
  wire                lUT6_81_O;
  wire                lUT6_82_O;
  wire                lUT6_83_O;
  wire                lUT6_84_O;
  wire                lUT6_85_O;
  wire                lUT6_86_O;
  wire                lUT6_87_O;
  wire                lUT6_88_O;
  wire                lUT6_89_O;
  wire                lUT6_90_O;
  wire                lUT6_91_O;
  wire                lUT6_92_O;
  wire                lUT6_93_O;
  wire                lUT6_94_O;
  wire                lUT6_95_O;
  wire                lUT6_96_O;
  wire                lUT6_97_O;
  wire                lUT6_98_O;
  wire                lUT6_99_O;
  wire                lUT6_100_O;
  wire                lUT6_101_O;
  wire                lUT6_102_O;
  wire                lUT6_103_O;
  wire                lUT6_104_O;
  wire                lUT6_105_O;
  wire                lUT6_106_O;
  wire                lUT6_107_O;
  wire                lUT6_108_O;
  wire                lUT6_109_O;
  wire                lUT6_110_O;
  wire                lUT6_111_O;
  wire                lUT6_112_O;
  wire                lUT6_113_O;
  wire                lUT6_114_O;
  wire                lUT6_115_O;
  wire                lUT6_116_O;
  wire                lUT6_117_O;
  wire                lUT6_118_O;
  wire                lUT6_119_O;
  wire                lUT6_120_O;
  wire                lUT6_121_O;
  wire                lUT6_122_O;
  wire                lUT6_123_O;
  wire                lUT6_124_O;
  wire                lUT6_125_O;
  wire                lUT6_126_O;
  wire                lUT6_127_O;
  wire                lUT6_128_O;
  wire                lUT6_129_O;
  wire                lUT6_130_O;
  wire                lUT6_131_O;
  wire                lUT6_132_O;
  wire                lUT6_133_O;
  wire                lUT6_134_O;
  wire                lUT6_135_O;
  wire                lUT6_136_O;
  wire                lUT6_137_O;
  wire                lUT6_138_O;
  wire                lUT6_139_O;
  wire                lUT6_140_O;
  wire                lUT6_141_O;
  wire                lUT6_142_O;
  wire                lUT6_143_O;
  wire                lUT6_144_O;
  wire                lUT6_145_O;
  wire                lUT6_146_O;
  wire                lUT6_147_O;
  wire                lUT6_148_O;
  wire                lUT6_149_O;
  wire                lUT6_150_O;
  wire                lUT6_151_O;
  wire                lUT6_152_O;
  wire                lUT6_153_O;
  wire                lUT6_154_O;
  wire                lUT6_155_O;
  wire                lUT6_156_O;
  wire                lUT6_157_O;
  wire                lUT6_158_O;
  wire                lUT6_159_O;
  wire                lUT6_160_O;
  wire                lUT6_161_O;
  wire                lUT6_162_O;
  wire                lUT6_163_O;
  wire                lUT6_164_O;
  wire                lUT6_165_O;
  wire                lUT6_166_O;
  wire                lUT6_167_O;
  wire                lUT6_168_O;
  wire                lUT6_169_O;
  wire                lUT6_170_O;
  wire                lUT6_171_O;
  wire                lUT6_172_O;
  wire                lUT6_173_O;
  wire                lUT6_174_O;
  wire                lUT6_175_O;
  wire                lUT6_176_O;
  wire                lUT6_177_O;
  wire                lUT6_178_O;
  wire                lUT6_179_O;
  wire                lUT6_180_O;
  wire                lUT6_181_O;
  wire                lUT6_182_O;
  wire                lUT6_183_O;
  wire                lUT6_184_O;
  wire                lUT6_185_O;
  wire                lUT6_186_O;
  wire                lUT6_187_O;
  wire                lUT6_188_O;
  wire                lUT6_189_O;
  wire                lUT6_190_O;
  wire                lUT6_191_O;
  wire                lUT6_192_O;
  wire                lUT6_193_O;
  wire                lUT6_194_O;
  wire                lUT6_195_O;
  wire                lUT6_196_O;
  wire                lUT6_197_O;
  wire                lUT6_198_O;
  wire                lUT6_199_O;
  wire                lUT6_200_O;
  wire                lUT6_201_O;
  wire                lUT6_202_O;
  wire                lUT6_203_O;
  wire                lUT6_204_O;
  wire                lUT6_205_O;
  wire                lUT6_206_O;
  wire                lUT6_207_O;
  wire                lUT6_208_O;
  wire                lUT6_209_O;
  wire                lUT6_210_O;
  wire                lUT6_211_O;
  wire                lUT6_212_O;
  wire                lUT6_213_O;
  wire                lUT6_214_O;
  wire                lUT6_215_O;
  wire                lUT6_216_O;
  wire                lUT6_217_O;
  wire                lUT6_218_O;
  wire                lUT6_219_O;
  wire                lUT6_220_O;
  wire                lUT6_221_O;
  wire                lUT6_222_O;
  wire                lUT6_223_O;
  wire                lUT6_224_O;
  wire                lUT6_225_O;
  wire                lUT6_226_O;
  wire                lUT6_227_O;
  wire                lUT6_228_O;
  wire                lUT6_229_O;
  wire                lUT6_230_O;
  wire                lUT6_231_O;
  wire                lUT6_232_O;
  wire                lUT6_233_O;
  wire                lUT6_234_O;
  wire                lUT6_235_O;
  wire                lUT6_236_O;
  wire                lUT6_237_O;
  wire                lUT6_238_O;
  wire                lUT6_239_O;
  wire                lUT6_240_O;
  wire                lUT6_241_O;
  wire                lUT6_242_O;
  wire                lUT6_243_O;
  wire                lUT6_244_O;
  wire                lUT6_245_O;
  wire                lUT6_246_O;
  wire                lUT6_247_O;
  wire                lUT6_248_O;
  wire                lUT6_249_O;
  wire                lUT6_250_O;
  wire       [0:0]    _zz_io_inv;
  wire       [38:0]   _zz_io_inv_1;
  wire       [0:0]    _zz_io_inv_2;
  wire       [27:0]   _zz_io_inv_3;
  wire       [0:0]    _zz_io_inv_4;
  wire       [16:0]   _zz_io_inv_5;
  wire       [0:0]    _zz_io_inv_6;
  wire       [5:0]    _zz_io_inv_7;
  wire                _zz_I1;
  wire                _zz_I2;
  wire                _zz_I3;
  wire                _zz_I3_1;
  wire                _zz_I3_2;
  wire                _zz_I3_3;
  wire                _zz_I3_4;
  wire                _zz_I3_5;
  wire                _zz_I3_6;
  wire                _zz_I3_7;
  wire                _zz_I3_8;
  wire                _zz_I3_9;
  wire                _zz_I3_10;
  wire                _zz_I3_11;
  wire                _zz_I3_12;
  wire                _zz_I3_13;
  wire                _zz_I3_14;
  wire                _zz_I3_15;
  wire                _zz_I3_16;
  wire                _zz_I3_17;
  wire                _zz_I3_18;
  wire                _zz_I3_19;
  wire                _zz_I3_20;
  wire                _zz_I3_21;
  wire                _zz_I3_22;
  wire                _zz_I3_23;
  wire                _zz_I3_24;
  wire                _zz_I3_25;
  wire                _zz_I3_26;
  wire                _zz_I3_27;
  wire                _zz_I3_28;
  wire                _zz_I3_29;
  wire                _zz_I3_30;
  wire                _zz_I3_31;
  wire                _zz_I3_32;
  wire                _zz_I3_33;
  wire                _zz_I3_34;
  wire                _zz_I3_35;
  wire                _zz_I3_36;
  wire                _zz_I3_37;
  wire                _zz_I3_38;
  wire                _zz_I3_39;
  wire                _zz_I3_40;
  wire                _zz_I3_41;
  wire                _zz_I3_42;
  wire                _zz_I3_43;
  wire                _zz_I3_44;
  wire                _zz_I3_45;
  wire                _zz_I3_46;
  wire                _zz_I1_1;
  wire                _zz_I2_1;
  wire                _zz_I3_47;
  wire                _zz_I3_48;
  wire                _zz_I3_49;
  wire                _zz_I3_50;
  wire                _zz_I3_51;
  wire                _zz_I3_52;
  wire                _zz_I3_53;
  wire                _zz_I3_54;
  wire                _zz_I3_55;
  wire                _zz_I3_56;
  wire                _zz_I3_57;
  wire                _zz_I3_58;
  wire                _zz_I3_59;
  wire                _zz_I3_60;
  wire                _zz_I3_61;
  wire                _zz_I3_62;
  wire                _zz_I3_63;
  wire                _zz_I3_64;
  wire                _zz_I3_65;
  wire                _zz_I3_66;
  wire                _zz_I3_67;
  wire                _zz_I3_68;
  wire                _zz_I3_69;
  wire                _zz_I3_70;
  wire                _zz_I3_71;
  wire                _zz_I3_72;
  wire                _zz_I3_73;
  wire                _zz_I3_74;
  wire                _zz_I3_75;
  wire                _zz_I3_76;
  wire                _zz_I3_77;
  wire                _zz_I3_78;
  wire                _zz_I3_79;
  wire                _zz_I3_80;
  wire                _zz_I3_81;
  wire                _zz_I3_82;
  wire                _zz_I3_83;
  wire                _zz_I3_84;
  wire                _zz_I3_85;
  wire                _zz_I3_86;
  wire                _zz_I3_87;
  wire                _zz_I3_88;
  wire                _zz_I3_89;
  wire                _zz_I3_90;
  wire                _zz_I3_91;
  wire                _zz_I3_92;
  wire                _zz_I3_93;

  assign _zz_io_inv = lUT6_240_O;
  assign _zz_io_inv_1 = {lUT6_239_O,{lUT6_238_O,{lUT6_237_O,{lUT6_236_O,{lUT6_235_O,{lUT6_234_O,{lUT6_233_O,{lUT6_232_O,{lUT6_231_O,{lUT6_230_O,{_zz_io_inv_2,_zz_io_inv_3}}}}}}}}}}};
  assign _zz_io_inv_2 = lUT6_229_O;
  assign _zz_io_inv_3 = {lUT6_228_O,{lUT6_227_O,{lUT6_226_O,{lUT6_225_O,{lUT6_224_O,{lUT6_223_O,{lUT6_222_O,{lUT6_221_O,{lUT6_220_O,{lUT6_219_O,{_zz_io_inv_4,_zz_io_inv_5}}}}}}}}}}};
  assign _zz_io_inv_4 = lUT6_218_O;
  assign _zz_io_inv_5 = {lUT6_217_O,{lUT6_216_O,{lUT6_215_O,{lUT6_214_O,{lUT6_213_O,{lUT6_212_O,{lUT6_211_O,{lUT6_210_O,{lUT6_209_O,{lUT6_208_O,{_zz_io_inv_6,_zz_io_inv_7}}}}}}}}}}};
  assign _zz_io_inv_6 = lUT6_207_O;
  assign _zz_io_inv_7 = {lUT6_206_O,{lUT6_205_O,{lUT6_204_O,{lUT6_203_O,{lUT6_202_O,lUT6_201_O}}}}};
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_1 (
    .I0 (lUT6_1_I0), //i
    .I1 (_zz_I1   ), //i
    .I2 (_zz_I2   ), //i
    .I3 (_zz_I3   ), //i
    .I4 (lUT6_1_I4), //i
    .I5 (lUT6_1_I5), //i
    .O  (lUT6_1_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_2 (
    .I0 (_zz_I1   ), //i
    .I1 (_zz_I2   ), //i
    .I2 (_zz_I3   ), //i
    .I3 (_zz_I3_1 ), //i
    .I4 (lUT6_2_I4), //i
    .I5 (lUT6_2_I5), //i
    .O  (lUT6_2_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_3 (
    .I0 (_zz_I2   ), //i
    .I1 (_zz_I3   ), //i
    .I2 (_zz_I3_1 ), //i
    .I3 (_zz_I3_2 ), //i
    .I4 (lUT6_3_I4), //i
    .I5 (lUT6_3_I5), //i
    .O  (lUT6_3_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_4 (
    .I0 (_zz_I3   ), //i
    .I1 (_zz_I3_1 ), //i
    .I2 (_zz_I3_2 ), //i
    .I3 (_zz_I3_3 ), //i
    .I4 (lUT6_4_I4), //i
    .I5 (lUT6_4_I5), //i
    .O  (lUT6_4_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_5 (
    .I0 (_zz_I3_1 ), //i
    .I1 (_zz_I3_2 ), //i
    .I2 (_zz_I3_3 ), //i
    .I3 (_zz_I3_4 ), //i
    .I4 (lUT6_5_I4), //i
    .I5 (lUT6_5_I5), //i
    .O  (lUT6_5_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_6 (
    .I0 (_zz_I3_2 ), //i
    .I1 (_zz_I3_3 ), //i
    .I2 (_zz_I3_4 ), //i
    .I3 (_zz_I3_5 ), //i
    .I4 (lUT6_6_I4), //i
    .I5 (lUT6_6_I5), //i
    .O  (lUT6_6_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_7 (
    .I0 (_zz_I3_3 ), //i
    .I1 (_zz_I3_4 ), //i
    .I2 (_zz_I3_5 ), //i
    .I3 (_zz_I3_6 ), //i
    .I4 (lUT6_7_I4), //i
    .I5 (lUT6_7_I5), //i
    .O  (lUT6_7_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_8 (
    .I0 (_zz_I3_4 ), //i
    .I1 (_zz_I3_5 ), //i
    .I2 (_zz_I3_6 ), //i
    .I3 (_zz_I3_7 ), //i
    .I4 (lUT6_8_I4), //i
    .I5 (lUT6_8_I5), //i
    .O  (lUT6_8_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_9 (
    .I0 (_zz_I3_5 ), //i
    .I1 (_zz_I3_6 ), //i
    .I2 (_zz_I3_7 ), //i
    .I3 (_zz_I3_8 ), //i
    .I4 (lUT6_9_I4), //i
    .I5 (lUT6_9_I5), //i
    .O  (lUT6_9_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_10 (
    .I0 (_zz_I3_6  ), //i
    .I1 (_zz_I3_7  ), //i
    .I2 (_zz_I3_8  ), //i
    .I3 (_zz_I3_9  ), //i
    .I4 (lUT6_10_I4), //i
    .I5 (lUT6_10_I5), //i
    .O  (lUT6_10_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_11 (
    .I0 (_zz_I3_7  ), //i
    .I1 (_zz_I3_8  ), //i
    .I2 (_zz_I3_9  ), //i
    .I3 (_zz_I3_10 ), //i
    .I4 (lUT6_11_I4), //i
    .I5 (lUT6_11_I5), //i
    .O  (lUT6_11_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_12 (
    .I0 (_zz_I3_8  ), //i
    .I1 (_zz_I3_9  ), //i
    .I2 (_zz_I3_10 ), //i
    .I3 (_zz_I3_11 ), //i
    .I4 (lUT6_12_I4), //i
    .I5 (lUT6_12_I5), //i
    .O  (lUT6_12_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_13 (
    .I0 (_zz_I3_9  ), //i
    .I1 (_zz_I3_10 ), //i
    .I2 (_zz_I3_11 ), //i
    .I3 (_zz_I3_12 ), //i
    .I4 (lUT6_13_I4), //i
    .I5 (lUT6_13_I5), //i
    .O  (lUT6_13_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_14 (
    .I0 (_zz_I3_10 ), //i
    .I1 (_zz_I3_11 ), //i
    .I2 (_zz_I3_12 ), //i
    .I3 (_zz_I3_13 ), //i
    .I4 (lUT6_14_I4), //i
    .I5 (lUT6_14_I5), //i
    .O  (lUT6_14_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_15 (
    .I0 (_zz_I3_11 ), //i
    .I1 (_zz_I3_12 ), //i
    .I2 (_zz_I3_13 ), //i
    .I3 (_zz_I3_14 ), //i
    .I4 (lUT6_15_I4), //i
    .I5 (lUT6_15_I5), //i
    .O  (lUT6_15_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_16 (
    .I0 (_zz_I3_12 ), //i
    .I1 (_zz_I3_13 ), //i
    .I2 (_zz_I3_14 ), //i
    .I3 (_zz_I3_15 ), //i
    .I4 (lUT6_16_I4), //i
    .I5 (lUT6_16_I5), //i
    .O  (lUT6_16_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_17 (
    .I0 (_zz_I3_13 ), //i
    .I1 (_zz_I3_14 ), //i
    .I2 (_zz_I3_15 ), //i
    .I3 (_zz_I3_16 ), //i
    .I4 (lUT6_17_I4), //i
    .I5 (lUT6_17_I5), //i
    .O  (lUT6_17_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_18 (
    .I0 (_zz_I3_14 ), //i
    .I1 (_zz_I3_15 ), //i
    .I2 (_zz_I3_16 ), //i
    .I3 (_zz_I3_17 ), //i
    .I4 (lUT6_18_I4), //i
    .I5 (lUT6_18_I5), //i
    .O  (lUT6_18_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_19 (
    .I0 (_zz_I3_15 ), //i
    .I1 (_zz_I3_16 ), //i
    .I2 (_zz_I3_17 ), //i
    .I3 (_zz_I3_18 ), //i
    .I4 (lUT6_19_I4), //i
    .I5 (lUT6_19_I5), //i
    .O  (lUT6_19_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_20 (
    .I0 (_zz_I3_16 ), //i
    .I1 (_zz_I3_17 ), //i
    .I2 (_zz_I3_18 ), //i
    .I3 (_zz_I3_19 ), //i
    .I4 (lUT6_20_I4), //i
    .I5 (lUT6_20_I5), //i
    .O  (lUT6_20_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_21 (
    .I0 (_zz_I3_17 ), //i
    .I1 (_zz_I3_18 ), //i
    .I2 (_zz_I3_19 ), //i
    .I3 (_zz_I3_20 ), //i
    .I4 (lUT6_21_I4), //i
    .I5 (lUT6_21_I5), //i
    .O  (lUT6_21_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_22 (
    .I0 (_zz_I3_18 ), //i
    .I1 (_zz_I3_19 ), //i
    .I2 (_zz_I3_20 ), //i
    .I3 (_zz_I3_21 ), //i
    .I4 (lUT6_22_I4), //i
    .I5 (lUT6_22_I5), //i
    .O  (lUT6_22_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_23 (
    .I0 (_zz_I3_19 ), //i
    .I1 (_zz_I3_20 ), //i
    .I2 (_zz_I3_21 ), //i
    .I3 (_zz_I3_22 ), //i
    .I4 (lUT6_23_I4), //i
    .I5 (lUT6_23_I5), //i
    .O  (lUT6_23_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_24 (
    .I0 (_zz_I3_20 ), //i
    .I1 (_zz_I3_21 ), //i
    .I2 (_zz_I3_22 ), //i
    .I3 (_zz_I3_23 ), //i
    .I4 (lUT6_24_I4), //i
    .I5 (lUT6_24_I5), //i
    .O  (lUT6_24_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_25 (
    .I0 (_zz_I3_21 ), //i
    .I1 (_zz_I3_22 ), //i
    .I2 (_zz_I3_23 ), //i
    .I3 (_zz_I3_24 ), //i
    .I4 (lUT6_25_I4), //i
    .I5 (lUT6_25_I5), //i
    .O  (lUT6_25_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_26 (
    .I0 (_zz_I3_22 ), //i
    .I1 (_zz_I3_23 ), //i
    .I2 (_zz_I3_24 ), //i
    .I3 (_zz_I3_25 ), //i
    .I4 (lUT6_26_I4), //i
    .I5 (lUT6_26_I5), //i
    .O  (lUT6_26_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_27 (
    .I0 (_zz_I3_23 ), //i
    .I1 (_zz_I3_24 ), //i
    .I2 (_zz_I3_25 ), //i
    .I3 (_zz_I3_26 ), //i
    .I4 (lUT6_27_I4), //i
    .I5 (lUT6_27_I5), //i
    .O  (lUT6_27_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_28 (
    .I0 (_zz_I3_24 ), //i
    .I1 (_zz_I3_25 ), //i
    .I2 (_zz_I3_26 ), //i
    .I3 (_zz_I3_27 ), //i
    .I4 (lUT6_28_I4), //i
    .I5 (lUT6_28_I5), //i
    .O  (lUT6_28_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_29 (
    .I0 (_zz_I3_25 ), //i
    .I1 (_zz_I3_26 ), //i
    .I2 (_zz_I3_27 ), //i
    .I3 (_zz_I3_28 ), //i
    .I4 (lUT6_29_I4), //i
    .I5 (lUT6_29_I5), //i
    .O  (lUT6_29_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_30 (
    .I0 (_zz_I3_26 ), //i
    .I1 (_zz_I3_27 ), //i
    .I2 (_zz_I3_28 ), //i
    .I3 (_zz_I3_29 ), //i
    .I4 (lUT6_30_I4), //i
    .I5 (lUT6_30_I5), //i
    .O  (lUT6_30_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_31 (
    .I0 (_zz_I3_27 ), //i
    .I1 (_zz_I3_28 ), //i
    .I2 (_zz_I3_29 ), //i
    .I3 (_zz_I3_30 ), //i
    .I4 (lUT6_31_I4), //i
    .I5 (lUT6_31_I5), //i
    .O  (lUT6_31_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_32 (
    .I0 (_zz_I3_28 ), //i
    .I1 (_zz_I3_29 ), //i
    .I2 (_zz_I3_30 ), //i
    .I3 (_zz_I3_31 ), //i
    .I4 (lUT6_32_I4), //i
    .I5 (lUT6_32_I5), //i
    .O  (lUT6_32_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_33 (
    .I0 (_zz_I3_29 ), //i
    .I1 (_zz_I3_30 ), //i
    .I2 (_zz_I3_31 ), //i
    .I3 (_zz_I3_32 ), //i
    .I4 (lUT6_33_I4), //i
    .I5 (lUT6_33_I5), //i
    .O  (lUT6_33_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_34 (
    .I0 (_zz_I3_30 ), //i
    .I1 (_zz_I3_31 ), //i
    .I2 (_zz_I3_32 ), //i
    .I3 (_zz_I3_33 ), //i
    .I4 (lUT6_34_I4), //i
    .I5 (lUT6_34_I5), //i
    .O  (lUT6_34_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_35 (
    .I0 (_zz_I3_31 ), //i
    .I1 (_zz_I3_32 ), //i
    .I2 (_zz_I3_33 ), //i
    .I3 (_zz_I3_34 ), //i
    .I4 (lUT6_35_I4), //i
    .I5 (lUT6_35_I5), //i
    .O  (lUT6_35_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_36 (
    .I0 (_zz_I3_32 ), //i
    .I1 (_zz_I3_33 ), //i
    .I2 (_zz_I3_34 ), //i
    .I3 (_zz_I3_35 ), //i
    .I4 (lUT6_36_I4), //i
    .I5 (lUT6_36_I5), //i
    .O  (lUT6_36_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_37 (
    .I0 (_zz_I3_33 ), //i
    .I1 (_zz_I3_34 ), //i
    .I2 (_zz_I3_35 ), //i
    .I3 (_zz_I3_36 ), //i
    .I4 (lUT6_37_I4), //i
    .I5 (lUT6_37_I5), //i
    .O  (lUT6_37_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_38 (
    .I0 (_zz_I3_34 ), //i
    .I1 (_zz_I3_35 ), //i
    .I2 (_zz_I3_36 ), //i
    .I3 (_zz_I3_37 ), //i
    .I4 (lUT6_38_I4), //i
    .I5 (lUT6_38_I5), //i
    .O  (lUT6_38_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_39 (
    .I0 (_zz_I3_35 ), //i
    .I1 (_zz_I3_36 ), //i
    .I2 (_zz_I3_37 ), //i
    .I3 (_zz_I3_38 ), //i
    .I4 (lUT6_39_I4), //i
    .I5 (lUT6_39_I5), //i
    .O  (lUT6_39_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_40 (
    .I0 (_zz_I3_36 ), //i
    .I1 (_zz_I3_37 ), //i
    .I2 (_zz_I3_38 ), //i
    .I3 (_zz_I3_39 ), //i
    .I4 (lUT6_40_I4), //i
    .I5 (lUT6_40_I5), //i
    .O  (lUT6_40_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_41 (
    .I0 (_zz_I3_37 ), //i
    .I1 (_zz_I3_38 ), //i
    .I2 (_zz_I3_39 ), //i
    .I3 (_zz_I3_40 ), //i
    .I4 (lUT6_41_I4), //i
    .I5 (lUT6_41_I5), //i
    .O  (lUT6_41_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_42 (
    .I0 (_zz_I3_38 ), //i
    .I1 (_zz_I3_39 ), //i
    .I2 (_zz_I3_40 ), //i
    .I3 (_zz_I3_41 ), //i
    .I4 (lUT6_42_I4), //i
    .I5 (lUT6_42_I5), //i
    .O  (lUT6_42_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_43 (
    .I0 (_zz_I3_39 ), //i
    .I1 (_zz_I3_40 ), //i
    .I2 (_zz_I3_41 ), //i
    .I3 (_zz_I3_42 ), //i
    .I4 (lUT6_43_I4), //i
    .I5 (lUT6_43_I5), //i
    .O  (lUT6_43_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_44 (
    .I0 (_zz_I3_40 ), //i
    .I1 (_zz_I3_41 ), //i
    .I2 (_zz_I3_42 ), //i
    .I3 (_zz_I3_43 ), //i
    .I4 (lUT6_44_I4), //i
    .I5 (lUT6_44_I5), //i
    .O  (lUT6_44_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_45 (
    .I0 (_zz_I3_41 ), //i
    .I1 (_zz_I3_42 ), //i
    .I2 (_zz_I3_43 ), //i
    .I3 (_zz_I3_44 ), //i
    .I4 (lUT6_45_I4), //i
    .I5 (lUT6_45_I5), //i
    .O  (lUT6_45_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_46 (
    .I0 (_zz_I3_42 ), //i
    .I1 (_zz_I3_43 ), //i
    .I2 (_zz_I3_44 ), //i
    .I3 (_zz_I3_45 ), //i
    .I4 (lUT6_46_I4), //i
    .I5 (lUT6_46_I5), //i
    .O  (lUT6_46_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_47 (
    .I0 (_zz_I3_43 ), //i
    .I1 (_zz_I3_44 ), //i
    .I2 (_zz_I3_45 ), //i
    .I3 (_zz_I3_46 ), //i
    .I4 (lUT6_47_I4), //i
    .I5 (lUT6_47_I5), //i
    .O  (lUT6_47_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_48 (
    .I0 (_zz_I3_44 ), //i
    .I1 (_zz_I3_45 ), //i
    .I2 (_zz_I3_46 ), //i
    .I3 (1'b0      ), //i
    .I4 (lUT6_48_I4), //i
    .I5 (lUT6_48_I5), //i
    .O  (lUT6_48_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_49 (
    .I0 (_zz_I3_45 ), //i
    .I1 (_zz_I3_46 ), //i
    .I2 (1'b0      ), //i
    .I3 (1'b0      ), //i
    .I4 (lUT6_49_I4), //i
    .I5 (lUT6_49_I5), //i
    .O  (lUT6_49_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_50 (
    .I0 (_zz_I3_46 ), //i
    .I1 (1'b0      ), //i
    .I2 (1'b0      ), //i
    .I3 (1'b0      ), //i
    .I4 (lUT6_50_I4), //i
    .I5 (lUT6_50_I5), //i
    .O  (lUT6_50_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_51 (
    .I0 (lUT6_1_O  ), //i
    .I1 (lUT6_5_O  ), //i
    .I2 (lUT6_9_O  ), //i
    .I3 (lUT6_13_O ), //i
    .I4 (lUT6_51_I4), //i
    .I5 (lUT6_51_I5), //i
    .O  (lUT6_51_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_52 (
    .I0 (lUT6_2_O  ), //i
    .I1 (lUT6_6_O  ), //i
    .I2 (lUT6_10_O ), //i
    .I3 (lUT6_14_O ), //i
    .I4 (lUT6_52_I4), //i
    .I5 (lUT6_52_I5), //i
    .O  (lUT6_52_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_53 (
    .I0 (lUT6_3_O  ), //i
    .I1 (lUT6_7_O  ), //i
    .I2 (lUT6_11_O ), //i
    .I3 (lUT6_15_O ), //i
    .I4 (lUT6_53_I4), //i
    .I5 (lUT6_53_I5), //i
    .O  (lUT6_53_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_54 (
    .I0 (lUT6_4_O  ), //i
    .I1 (lUT6_8_O  ), //i
    .I2 (lUT6_12_O ), //i
    .I3 (lUT6_16_O ), //i
    .I4 (lUT6_54_I4), //i
    .I5 (lUT6_54_I5), //i
    .O  (lUT6_54_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_55 (
    .I0 (lUT6_5_O  ), //i
    .I1 (lUT6_9_O  ), //i
    .I2 (lUT6_13_O ), //i
    .I3 (lUT6_17_O ), //i
    .I4 (lUT6_55_I4), //i
    .I5 (lUT6_55_I5), //i
    .O  (lUT6_55_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_56 (
    .I0 (lUT6_6_O  ), //i
    .I1 (lUT6_10_O ), //i
    .I2 (lUT6_14_O ), //i
    .I3 (lUT6_18_O ), //i
    .I4 (lUT6_56_I4), //i
    .I5 (lUT6_56_I5), //i
    .O  (lUT6_56_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_57 (
    .I0 (lUT6_7_O  ), //i
    .I1 (lUT6_11_O ), //i
    .I2 (lUT6_15_O ), //i
    .I3 (lUT6_19_O ), //i
    .I4 (lUT6_57_I4), //i
    .I5 (lUT6_57_I5), //i
    .O  (lUT6_57_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_58 (
    .I0 (lUT6_8_O  ), //i
    .I1 (lUT6_12_O ), //i
    .I2 (lUT6_16_O ), //i
    .I3 (lUT6_20_O ), //i
    .I4 (lUT6_58_I4), //i
    .I5 (lUT6_58_I5), //i
    .O  (lUT6_58_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_59 (
    .I0 (lUT6_9_O  ), //i
    .I1 (lUT6_13_O ), //i
    .I2 (lUT6_17_O ), //i
    .I3 (lUT6_21_O ), //i
    .I4 (lUT6_59_I4), //i
    .I5 (lUT6_59_I5), //i
    .O  (lUT6_59_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_60 (
    .I0 (lUT6_10_O ), //i
    .I1 (lUT6_14_O ), //i
    .I2 (lUT6_18_O ), //i
    .I3 (lUT6_22_O ), //i
    .I4 (lUT6_60_I4), //i
    .I5 (lUT6_60_I5), //i
    .O  (lUT6_60_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_61 (
    .I0 (lUT6_11_O ), //i
    .I1 (lUT6_15_O ), //i
    .I2 (lUT6_19_O ), //i
    .I3 (lUT6_23_O ), //i
    .I4 (lUT6_61_I4), //i
    .I5 (lUT6_61_I5), //i
    .O  (lUT6_61_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_62 (
    .I0 (lUT6_12_O ), //i
    .I1 (lUT6_16_O ), //i
    .I2 (lUT6_20_O ), //i
    .I3 (lUT6_24_O ), //i
    .I4 (lUT6_62_I4), //i
    .I5 (lUT6_62_I5), //i
    .O  (lUT6_62_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_63 (
    .I0 (lUT6_13_O ), //i
    .I1 (lUT6_17_O ), //i
    .I2 (lUT6_21_O ), //i
    .I3 (lUT6_25_O ), //i
    .I4 (lUT6_63_I4), //i
    .I5 (lUT6_63_I5), //i
    .O  (lUT6_63_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_64 (
    .I0 (lUT6_14_O ), //i
    .I1 (lUT6_18_O ), //i
    .I2 (lUT6_22_O ), //i
    .I3 (lUT6_26_O ), //i
    .I4 (lUT6_64_I4), //i
    .I5 (lUT6_64_I5), //i
    .O  (lUT6_64_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_65 (
    .I0 (lUT6_15_O ), //i
    .I1 (lUT6_19_O ), //i
    .I2 (lUT6_23_O ), //i
    .I3 (lUT6_27_O ), //i
    .I4 (lUT6_65_I4), //i
    .I5 (lUT6_65_I5), //i
    .O  (lUT6_65_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_66 (
    .I0 (lUT6_16_O ), //i
    .I1 (lUT6_20_O ), //i
    .I2 (lUT6_24_O ), //i
    .I3 (lUT6_28_O ), //i
    .I4 (lUT6_66_I4), //i
    .I5 (lUT6_66_I5), //i
    .O  (lUT6_66_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_67 (
    .I0 (lUT6_17_O ), //i
    .I1 (lUT6_21_O ), //i
    .I2 (lUT6_25_O ), //i
    .I3 (lUT6_29_O ), //i
    .I4 (lUT6_67_I4), //i
    .I5 (lUT6_67_I5), //i
    .O  (lUT6_67_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_68 (
    .I0 (lUT6_18_O ), //i
    .I1 (lUT6_22_O ), //i
    .I2 (lUT6_26_O ), //i
    .I3 (lUT6_30_O ), //i
    .I4 (lUT6_68_I4), //i
    .I5 (lUT6_68_I5), //i
    .O  (lUT6_68_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_69 (
    .I0 (lUT6_19_O ), //i
    .I1 (lUT6_23_O ), //i
    .I2 (lUT6_27_O ), //i
    .I3 (lUT6_31_O ), //i
    .I4 (lUT6_69_I4), //i
    .I5 (lUT6_69_I5), //i
    .O  (lUT6_69_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_70 (
    .I0 (lUT6_20_O ), //i
    .I1 (lUT6_24_O ), //i
    .I2 (lUT6_28_O ), //i
    .I3 (lUT6_32_O ), //i
    .I4 (lUT6_70_I4), //i
    .I5 (lUT6_70_I5), //i
    .O  (lUT6_70_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_71 (
    .I0 (lUT6_21_O ), //i
    .I1 (lUT6_25_O ), //i
    .I2 (lUT6_29_O ), //i
    .I3 (lUT6_33_O ), //i
    .I4 (lUT6_71_I4), //i
    .I5 (lUT6_71_I5), //i
    .O  (lUT6_71_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_72 (
    .I0 (lUT6_22_O ), //i
    .I1 (lUT6_26_O ), //i
    .I2 (lUT6_30_O ), //i
    .I3 (lUT6_34_O ), //i
    .I4 (lUT6_72_I4), //i
    .I5 (lUT6_72_I5), //i
    .O  (lUT6_72_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_73 (
    .I0 (lUT6_23_O ), //i
    .I1 (lUT6_27_O ), //i
    .I2 (lUT6_31_O ), //i
    .I3 (lUT6_35_O ), //i
    .I4 (lUT6_73_I4), //i
    .I5 (lUT6_73_I5), //i
    .O  (lUT6_73_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_74 (
    .I0 (lUT6_24_O ), //i
    .I1 (lUT6_28_O ), //i
    .I2 (lUT6_32_O ), //i
    .I3 (lUT6_36_O ), //i
    .I4 (lUT6_74_I4), //i
    .I5 (lUT6_74_I5), //i
    .O  (lUT6_74_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_75 (
    .I0 (lUT6_25_O ), //i
    .I1 (lUT6_29_O ), //i
    .I2 (lUT6_33_O ), //i
    .I3 (lUT6_37_O ), //i
    .I4 (lUT6_75_I4), //i
    .I5 (lUT6_75_I5), //i
    .O  (lUT6_75_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_76 (
    .I0 (lUT6_26_O ), //i
    .I1 (lUT6_30_O ), //i
    .I2 (lUT6_34_O ), //i
    .I3 (lUT6_38_O ), //i
    .I4 (lUT6_76_I4), //i
    .I5 (lUT6_76_I5), //i
    .O  (lUT6_76_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_77 (
    .I0 (lUT6_27_O ), //i
    .I1 (lUT6_31_O ), //i
    .I2 (lUT6_35_O ), //i
    .I3 (lUT6_39_O ), //i
    .I4 (lUT6_77_I4), //i
    .I5 (lUT6_77_I5), //i
    .O  (lUT6_77_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_78 (
    .I0 (lUT6_28_O ), //i
    .I1 (lUT6_32_O ), //i
    .I2 (lUT6_36_O ), //i
    .I3 (lUT6_40_O ), //i
    .I4 (lUT6_78_I4), //i
    .I5 (lUT6_78_I5), //i
    .O  (lUT6_78_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_79 (
    .I0 (lUT6_29_O ), //i
    .I1 (lUT6_33_O ), //i
    .I2 (lUT6_37_O ), //i
    .I3 (lUT6_41_O ), //i
    .I4 (lUT6_79_I4), //i
    .I5 (lUT6_79_I5), //i
    .O  (lUT6_79_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_80 (
    .I0 (lUT6_30_O ), //i
    .I1 (lUT6_34_O ), //i
    .I2 (lUT6_38_O ), //i
    .I3 (lUT6_42_O ), //i
    .I4 (lUT6_80_I4), //i
    .I5 (lUT6_80_I5), //i
    .O  (lUT6_80_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_81 (
    .I0 (lUT6_31_O ), //i
    .I1 (lUT6_35_O ), //i
    .I2 (lUT6_39_O ), //i
    .I3 (lUT6_43_O ), //i
    .I4 (lUT6_81_I4), //i
    .I5 (lUT6_81_I5), //i
    .O  (lUT6_81_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_82 (
    .I0 (lUT6_32_O ), //i
    .I1 (lUT6_36_O ), //i
    .I2 (lUT6_40_O ), //i
    .I3 (lUT6_44_O ), //i
    .I4 (lUT6_82_I4), //i
    .I5 (lUT6_82_I5), //i
    .O  (lUT6_82_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_83 (
    .I0 (lUT6_33_O ), //i
    .I1 (lUT6_37_O ), //i
    .I2 (lUT6_41_O ), //i
    .I3 (lUT6_45_O ), //i
    .I4 (lUT6_83_I4), //i
    .I5 (lUT6_83_I5), //i
    .O  (lUT6_83_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_84 (
    .I0 (lUT6_34_O ), //i
    .I1 (lUT6_38_O ), //i
    .I2 (lUT6_42_O ), //i
    .I3 (lUT6_46_O ), //i
    .I4 (lUT6_84_I4), //i
    .I5 (lUT6_84_I5), //i
    .O  (lUT6_84_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_85 (
    .I0 (lUT6_35_O ), //i
    .I1 (lUT6_39_O ), //i
    .I2 (lUT6_43_O ), //i
    .I3 (lUT6_47_O ), //i
    .I4 (lUT6_85_I4), //i
    .I5 (lUT6_85_I5), //i
    .O  (lUT6_85_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_86 (
    .I0 (lUT6_36_O ), //i
    .I1 (lUT6_40_O ), //i
    .I2 (lUT6_44_O ), //i
    .I3 (lUT6_48_O ), //i
    .I4 (lUT6_86_I4), //i
    .I5 (lUT6_86_I5), //i
    .O  (lUT6_86_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_87 (
    .I0 (lUT6_37_O ), //i
    .I1 (lUT6_41_O ), //i
    .I2 (lUT6_45_O ), //i
    .I3 (lUT6_49_O ), //i
    .I4 (lUT6_87_I4), //i
    .I5 (lUT6_87_I5), //i
    .O  (lUT6_87_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_88 (
    .I0 (lUT6_38_O ), //i
    .I1 (lUT6_42_O ), //i
    .I2 (lUT6_46_O ), //i
    .I3 (lUT6_50_O ), //i
    .I4 (lUT6_88_I4), //i
    .I5 (lUT6_88_I5), //i
    .O  (lUT6_88_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_89 (
    .I0 (lUT6_39_O ), //i
    .I1 (lUT6_43_O ), //i
    .I2 (lUT6_47_O ), //i
    .I3 (1'b0      ), //i
    .I4 (lUT6_89_I4), //i
    .I5 (lUT6_89_I5), //i
    .O  (lUT6_89_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_90 (
    .I0 (lUT6_40_O ), //i
    .I1 (lUT6_44_O ), //i
    .I2 (lUT6_48_O ), //i
    .I3 (1'b0      ), //i
    .I4 (lUT6_90_I4), //i
    .I5 (lUT6_90_I5), //i
    .O  (lUT6_90_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_91 (
    .I0 (lUT6_41_O ), //i
    .I1 (lUT6_45_O ), //i
    .I2 (lUT6_49_O ), //i
    .I3 (1'b0      ), //i
    .I4 (lUT6_91_I4), //i
    .I5 (lUT6_91_I5), //i
    .O  (lUT6_91_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_92 (
    .I0 (lUT6_42_O ), //i
    .I1 (lUT6_46_O ), //i
    .I2 (lUT6_50_O ), //i
    .I3 (1'b0      ), //i
    .I4 (lUT6_92_I4), //i
    .I5 (lUT6_92_I5), //i
    .O  (lUT6_92_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_93 (
    .I0 (lUT6_43_O ), //i
    .I1 (lUT6_47_O ), //i
    .I2 (1'b0      ), //i
    .I3 (1'b0      ), //i
    .I4 (lUT6_93_I4), //i
    .I5 (lUT6_93_I5), //i
    .O  (lUT6_93_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_94 (
    .I0 (lUT6_44_O ), //i
    .I1 (lUT6_48_O ), //i
    .I2 (1'b0      ), //i
    .I3 (1'b0      ), //i
    .I4 (lUT6_94_I4), //i
    .I5 (lUT6_94_I5), //i
    .O  (lUT6_94_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_95 (
    .I0 (lUT6_45_O ), //i
    .I1 (lUT6_49_O ), //i
    .I2 (1'b0      ), //i
    .I3 (1'b0      ), //i
    .I4 (lUT6_95_I4), //i
    .I5 (lUT6_95_I5), //i
    .O  (lUT6_95_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_96 (
    .I0 (lUT6_46_O ), //i
    .I1 (lUT6_50_O ), //i
    .I2 (1'b0      ), //i
    .I3 (1'b0      ), //i
    .I4 (lUT6_96_I4), //i
    .I5 (lUT6_96_I5), //i
    .O  (lUT6_96_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_97 (
    .I0 (lUT6_47_O ), //i
    .I1 (1'b0      ), //i
    .I2 (1'b0      ), //i
    .I3 (1'b0      ), //i
    .I4 (lUT6_97_I4), //i
    .I5 (lUT6_97_I5), //i
    .O  (lUT6_97_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_98 (
    .I0 (lUT6_48_O ), //i
    .I1 (1'b0      ), //i
    .I2 (1'b0      ), //i
    .I3 (1'b0      ), //i
    .I4 (lUT6_98_I4), //i
    .I5 (lUT6_98_I5), //i
    .O  (lUT6_98_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_99 (
    .I0 (lUT6_49_O ), //i
    .I1 (1'b0      ), //i
    .I2 (1'b0      ), //i
    .I3 (1'b0      ), //i
    .I4 (lUT6_99_I4), //i
    .I5 (lUT6_99_I5), //i
    .O  (lUT6_99_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_100 (
    .I0 (lUT6_50_O  ), //i
    .I1 (1'b0       ), //i
    .I2 (1'b0       ), //i
    .I3 (1'b0       ), //i
    .I4 (lUT6_100_I4), //i
    .I5 (lUT6_100_I5), //i
    .O  (lUT6_100_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_101 (
    .I0 (lUT6_101_I0), //i
    .I1 (_zz_I1_1   ), //i
    .I2 (_zz_I2_1   ), //i
    .I3 (_zz_I3_47  ), //i
    .I4 (lUT6_101_I4), //i
    .I5 (lUT6_101_I5), //i
    .O  (lUT6_101_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_102 (
    .I0 (_zz_I1_1   ), //i
    .I1 (_zz_I2_1   ), //i
    .I2 (_zz_I3_47  ), //i
    .I3 (_zz_I3_48  ), //i
    .I4 (lUT6_102_I4), //i
    .I5 (lUT6_102_I5), //i
    .O  (lUT6_102_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_103 (
    .I0 (_zz_I2_1   ), //i
    .I1 (_zz_I3_47  ), //i
    .I2 (_zz_I3_48  ), //i
    .I3 (_zz_I3_49  ), //i
    .I4 (lUT6_103_I4), //i
    .I5 (lUT6_103_I5), //i
    .O  (lUT6_103_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_104 (
    .I0 (_zz_I3_47  ), //i
    .I1 (_zz_I3_48  ), //i
    .I2 (_zz_I3_49  ), //i
    .I3 (_zz_I3_50  ), //i
    .I4 (lUT6_104_I4), //i
    .I5 (lUT6_104_I5), //i
    .O  (lUT6_104_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_105 (
    .I0 (_zz_I3_48  ), //i
    .I1 (_zz_I3_49  ), //i
    .I2 (_zz_I3_50  ), //i
    .I3 (_zz_I3_51  ), //i
    .I4 (lUT6_105_I4), //i
    .I5 (lUT6_105_I5), //i
    .O  (lUT6_105_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_106 (
    .I0 (_zz_I3_49  ), //i
    .I1 (_zz_I3_50  ), //i
    .I2 (_zz_I3_51  ), //i
    .I3 (_zz_I3_52  ), //i
    .I4 (lUT6_106_I4), //i
    .I5 (lUT6_106_I5), //i
    .O  (lUT6_106_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_107 (
    .I0 (_zz_I3_50  ), //i
    .I1 (_zz_I3_51  ), //i
    .I2 (_zz_I3_52  ), //i
    .I3 (_zz_I3_53  ), //i
    .I4 (lUT6_107_I4), //i
    .I5 (lUT6_107_I5), //i
    .O  (lUT6_107_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_108 (
    .I0 (_zz_I3_51  ), //i
    .I1 (_zz_I3_52  ), //i
    .I2 (_zz_I3_53  ), //i
    .I3 (_zz_I3_54  ), //i
    .I4 (lUT6_108_I4), //i
    .I5 (lUT6_108_I5), //i
    .O  (lUT6_108_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_109 (
    .I0 (_zz_I3_52  ), //i
    .I1 (_zz_I3_53  ), //i
    .I2 (_zz_I3_54  ), //i
    .I3 (_zz_I3_55  ), //i
    .I4 (lUT6_109_I4), //i
    .I5 (lUT6_109_I5), //i
    .O  (lUT6_109_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_110 (
    .I0 (_zz_I3_53  ), //i
    .I1 (_zz_I3_54  ), //i
    .I2 (_zz_I3_55  ), //i
    .I3 (_zz_I3_56  ), //i
    .I4 (lUT6_110_I4), //i
    .I5 (lUT6_110_I5), //i
    .O  (lUT6_110_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_111 (
    .I0 (_zz_I3_54  ), //i
    .I1 (_zz_I3_55  ), //i
    .I2 (_zz_I3_56  ), //i
    .I3 (_zz_I3_57  ), //i
    .I4 (lUT6_111_I4), //i
    .I5 (lUT6_111_I5), //i
    .O  (lUT6_111_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_112 (
    .I0 (_zz_I3_55  ), //i
    .I1 (_zz_I3_56  ), //i
    .I2 (_zz_I3_57  ), //i
    .I3 (_zz_I3_58  ), //i
    .I4 (lUT6_112_I4), //i
    .I5 (lUT6_112_I5), //i
    .O  (lUT6_112_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_113 (
    .I0 (_zz_I3_56  ), //i
    .I1 (_zz_I3_57  ), //i
    .I2 (_zz_I3_58  ), //i
    .I3 (_zz_I3_59  ), //i
    .I4 (lUT6_113_I4), //i
    .I5 (lUT6_113_I5), //i
    .O  (lUT6_113_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_114 (
    .I0 (_zz_I3_57  ), //i
    .I1 (_zz_I3_58  ), //i
    .I2 (_zz_I3_59  ), //i
    .I3 (_zz_I3_60  ), //i
    .I4 (lUT6_114_I4), //i
    .I5 (lUT6_114_I5), //i
    .O  (lUT6_114_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_115 (
    .I0 (_zz_I3_58  ), //i
    .I1 (_zz_I3_59  ), //i
    .I2 (_zz_I3_60  ), //i
    .I3 (_zz_I3_61  ), //i
    .I4 (lUT6_115_I4), //i
    .I5 (lUT6_115_I5), //i
    .O  (lUT6_115_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_116 (
    .I0 (_zz_I3_59  ), //i
    .I1 (_zz_I3_60  ), //i
    .I2 (_zz_I3_61  ), //i
    .I3 (_zz_I3_62  ), //i
    .I4 (lUT6_116_I4), //i
    .I5 (lUT6_116_I5), //i
    .O  (lUT6_116_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_117 (
    .I0 (_zz_I3_60  ), //i
    .I1 (_zz_I3_61  ), //i
    .I2 (_zz_I3_62  ), //i
    .I3 (_zz_I3_63  ), //i
    .I4 (lUT6_117_I4), //i
    .I5 (lUT6_117_I5), //i
    .O  (lUT6_117_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_118 (
    .I0 (_zz_I3_61  ), //i
    .I1 (_zz_I3_62  ), //i
    .I2 (_zz_I3_63  ), //i
    .I3 (_zz_I3_64  ), //i
    .I4 (lUT6_118_I4), //i
    .I5 (lUT6_118_I5), //i
    .O  (lUT6_118_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_119 (
    .I0 (_zz_I3_62  ), //i
    .I1 (_zz_I3_63  ), //i
    .I2 (_zz_I3_64  ), //i
    .I3 (_zz_I3_65  ), //i
    .I4 (lUT6_119_I4), //i
    .I5 (lUT6_119_I5), //i
    .O  (lUT6_119_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_120 (
    .I0 (_zz_I3_63  ), //i
    .I1 (_zz_I3_64  ), //i
    .I2 (_zz_I3_65  ), //i
    .I3 (_zz_I3_66  ), //i
    .I4 (lUT6_120_I4), //i
    .I5 (lUT6_120_I5), //i
    .O  (lUT6_120_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_121 (
    .I0 (_zz_I3_64  ), //i
    .I1 (_zz_I3_65  ), //i
    .I2 (_zz_I3_66  ), //i
    .I3 (_zz_I3_67  ), //i
    .I4 (lUT6_121_I4), //i
    .I5 (lUT6_121_I5), //i
    .O  (lUT6_121_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_122 (
    .I0 (_zz_I3_65  ), //i
    .I1 (_zz_I3_66  ), //i
    .I2 (_zz_I3_67  ), //i
    .I3 (_zz_I3_68  ), //i
    .I4 (lUT6_122_I4), //i
    .I5 (lUT6_122_I5), //i
    .O  (lUT6_122_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_123 (
    .I0 (_zz_I3_66  ), //i
    .I1 (_zz_I3_67  ), //i
    .I2 (_zz_I3_68  ), //i
    .I3 (_zz_I3_69  ), //i
    .I4 (lUT6_123_I4), //i
    .I5 (lUT6_123_I5), //i
    .O  (lUT6_123_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_124 (
    .I0 (_zz_I3_67  ), //i
    .I1 (_zz_I3_68  ), //i
    .I2 (_zz_I3_69  ), //i
    .I3 (_zz_I3_70  ), //i
    .I4 (lUT6_124_I4), //i
    .I5 (lUT6_124_I5), //i
    .O  (lUT6_124_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_125 (
    .I0 (_zz_I3_68  ), //i
    .I1 (_zz_I3_69  ), //i
    .I2 (_zz_I3_70  ), //i
    .I3 (_zz_I3_71  ), //i
    .I4 (lUT6_125_I4), //i
    .I5 (lUT6_125_I5), //i
    .O  (lUT6_125_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_126 (
    .I0 (_zz_I3_69  ), //i
    .I1 (_zz_I3_70  ), //i
    .I2 (_zz_I3_71  ), //i
    .I3 (_zz_I3_72  ), //i
    .I4 (lUT6_126_I4), //i
    .I5 (lUT6_126_I5), //i
    .O  (lUT6_126_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_127 (
    .I0 (_zz_I3_70  ), //i
    .I1 (_zz_I3_71  ), //i
    .I2 (_zz_I3_72  ), //i
    .I3 (_zz_I3_73  ), //i
    .I4 (lUT6_127_I4), //i
    .I5 (lUT6_127_I5), //i
    .O  (lUT6_127_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_128 (
    .I0 (_zz_I3_71  ), //i
    .I1 (_zz_I3_72  ), //i
    .I2 (_zz_I3_73  ), //i
    .I3 (_zz_I3_74  ), //i
    .I4 (lUT6_128_I4), //i
    .I5 (lUT6_128_I5), //i
    .O  (lUT6_128_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_129 (
    .I0 (_zz_I3_72  ), //i
    .I1 (_zz_I3_73  ), //i
    .I2 (_zz_I3_74  ), //i
    .I3 (_zz_I3_75  ), //i
    .I4 (lUT6_129_I4), //i
    .I5 (lUT6_129_I5), //i
    .O  (lUT6_129_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_130 (
    .I0 (_zz_I3_73  ), //i
    .I1 (_zz_I3_74  ), //i
    .I2 (_zz_I3_75  ), //i
    .I3 (_zz_I3_76  ), //i
    .I4 (lUT6_130_I4), //i
    .I5 (lUT6_130_I5), //i
    .O  (lUT6_130_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_131 (
    .I0 (_zz_I3_74  ), //i
    .I1 (_zz_I3_75  ), //i
    .I2 (_zz_I3_76  ), //i
    .I3 (_zz_I3_77  ), //i
    .I4 (lUT6_131_I4), //i
    .I5 (lUT6_131_I5), //i
    .O  (lUT6_131_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_132 (
    .I0 (_zz_I3_75  ), //i
    .I1 (_zz_I3_76  ), //i
    .I2 (_zz_I3_77  ), //i
    .I3 (_zz_I3_78  ), //i
    .I4 (lUT6_132_I4), //i
    .I5 (lUT6_132_I5), //i
    .O  (lUT6_132_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_133 (
    .I0 (_zz_I3_76  ), //i
    .I1 (_zz_I3_77  ), //i
    .I2 (_zz_I3_78  ), //i
    .I3 (_zz_I3_79  ), //i
    .I4 (lUT6_133_I4), //i
    .I5 (lUT6_133_I5), //i
    .O  (lUT6_133_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_134 (
    .I0 (_zz_I3_77  ), //i
    .I1 (_zz_I3_78  ), //i
    .I2 (_zz_I3_79  ), //i
    .I3 (_zz_I3_80  ), //i
    .I4 (lUT6_134_I4), //i
    .I5 (lUT6_134_I5), //i
    .O  (lUT6_134_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_135 (
    .I0 (_zz_I3_78  ), //i
    .I1 (_zz_I3_79  ), //i
    .I2 (_zz_I3_80  ), //i
    .I3 (_zz_I3_81  ), //i
    .I4 (lUT6_135_I4), //i
    .I5 (lUT6_135_I5), //i
    .O  (lUT6_135_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_136 (
    .I0 (_zz_I3_79  ), //i
    .I1 (_zz_I3_80  ), //i
    .I2 (_zz_I3_81  ), //i
    .I3 (_zz_I3_82  ), //i
    .I4 (lUT6_136_I4), //i
    .I5 (lUT6_136_I5), //i
    .O  (lUT6_136_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_137 (
    .I0 (_zz_I3_80  ), //i
    .I1 (_zz_I3_81  ), //i
    .I2 (_zz_I3_82  ), //i
    .I3 (_zz_I3_83  ), //i
    .I4 (lUT6_137_I4), //i
    .I5 (lUT6_137_I5), //i
    .O  (lUT6_137_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_138 (
    .I0 (_zz_I3_81  ), //i
    .I1 (_zz_I3_82  ), //i
    .I2 (_zz_I3_83  ), //i
    .I3 (_zz_I3_84  ), //i
    .I4 (lUT6_138_I4), //i
    .I5 (lUT6_138_I5), //i
    .O  (lUT6_138_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_139 (
    .I0 (_zz_I3_82  ), //i
    .I1 (_zz_I3_83  ), //i
    .I2 (_zz_I3_84  ), //i
    .I3 (_zz_I3_85  ), //i
    .I4 (lUT6_139_I4), //i
    .I5 (lUT6_139_I5), //i
    .O  (lUT6_139_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_140 (
    .I0 (_zz_I3_83  ), //i
    .I1 (_zz_I3_84  ), //i
    .I2 (_zz_I3_85  ), //i
    .I3 (_zz_I3_86  ), //i
    .I4 (lUT6_140_I4), //i
    .I5 (lUT6_140_I5), //i
    .O  (lUT6_140_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_141 (
    .I0 (_zz_I3_84  ), //i
    .I1 (_zz_I3_85  ), //i
    .I2 (_zz_I3_86  ), //i
    .I3 (_zz_I3_87  ), //i
    .I4 (lUT6_141_I4), //i
    .I5 (lUT6_141_I5), //i
    .O  (lUT6_141_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_142 (
    .I0 (_zz_I3_85  ), //i
    .I1 (_zz_I3_86  ), //i
    .I2 (_zz_I3_87  ), //i
    .I3 (_zz_I3_88  ), //i
    .I4 (lUT6_142_I4), //i
    .I5 (lUT6_142_I5), //i
    .O  (lUT6_142_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_143 (
    .I0 (_zz_I3_86  ), //i
    .I1 (_zz_I3_87  ), //i
    .I2 (_zz_I3_88  ), //i
    .I3 (_zz_I3_89  ), //i
    .I4 (lUT6_143_I4), //i
    .I5 (lUT6_143_I5), //i
    .O  (lUT6_143_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_144 (
    .I0 (_zz_I3_87  ), //i
    .I1 (_zz_I3_88  ), //i
    .I2 (_zz_I3_89  ), //i
    .I3 (_zz_I3_90  ), //i
    .I4 (lUT6_144_I4), //i
    .I5 (lUT6_144_I5), //i
    .O  (lUT6_144_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_145 (
    .I0 (_zz_I3_88  ), //i
    .I1 (_zz_I3_89  ), //i
    .I2 (_zz_I3_90  ), //i
    .I3 (_zz_I3_91  ), //i
    .I4 (lUT6_145_I4), //i
    .I5 (lUT6_145_I5), //i
    .O  (lUT6_145_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_146 (
    .I0 (_zz_I3_89  ), //i
    .I1 (_zz_I3_90  ), //i
    .I2 (_zz_I3_91  ), //i
    .I3 (_zz_I3_92  ), //i
    .I4 (lUT6_146_I4), //i
    .I5 (lUT6_146_I5), //i
    .O  (lUT6_146_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_147 (
    .I0 (_zz_I3_90  ), //i
    .I1 (_zz_I3_91  ), //i
    .I2 (_zz_I3_92  ), //i
    .I3 (_zz_I3_93  ), //i
    .I4 (lUT6_147_I4), //i
    .I5 (lUT6_147_I5), //i
    .O  (lUT6_147_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_148 (
    .I0 (_zz_I3_91  ), //i
    .I1 (_zz_I3_92  ), //i
    .I2 (_zz_I3_93  ), //i
    .I3 (1'b0       ), //i
    .I4 (lUT6_148_I4), //i
    .I5 (lUT6_148_I5), //i
    .O  (lUT6_148_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_149 (
    .I0 (_zz_I3_92  ), //i
    .I1 (_zz_I3_93  ), //i
    .I2 (1'b0       ), //i
    .I3 (1'b0       ), //i
    .I4 (lUT6_149_I4), //i
    .I5 (lUT6_149_I5), //i
    .O  (lUT6_149_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_150 (
    .I0 (_zz_I3_93  ), //i
    .I1 (1'b0       ), //i
    .I2 (1'b0       ), //i
    .I3 (1'b0       ), //i
    .I4 (lUT6_150_I4), //i
    .I5 (lUT6_150_I5), //i
    .O  (lUT6_150_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_151 (
    .I0 (lUT6_101_O ), //i
    .I1 (lUT6_105_O ), //i
    .I2 (lUT6_109_O ), //i
    .I3 (lUT6_113_O ), //i
    .I4 (lUT6_151_I4), //i
    .I5 (lUT6_151_I5), //i
    .O  (lUT6_151_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_152 (
    .I0 (lUT6_102_O ), //i
    .I1 (lUT6_106_O ), //i
    .I2 (lUT6_110_O ), //i
    .I3 (lUT6_114_O ), //i
    .I4 (lUT6_152_I4), //i
    .I5 (lUT6_152_I5), //i
    .O  (lUT6_152_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_153 (
    .I0 (lUT6_103_O ), //i
    .I1 (lUT6_107_O ), //i
    .I2 (lUT6_111_O ), //i
    .I3 (lUT6_115_O ), //i
    .I4 (lUT6_153_I4), //i
    .I5 (lUT6_153_I5), //i
    .O  (lUT6_153_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_154 (
    .I0 (lUT6_104_O ), //i
    .I1 (lUT6_108_O ), //i
    .I2 (lUT6_112_O ), //i
    .I3 (lUT6_116_O ), //i
    .I4 (lUT6_154_I4), //i
    .I5 (lUT6_154_I5), //i
    .O  (lUT6_154_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_155 (
    .I0 (lUT6_105_O ), //i
    .I1 (lUT6_109_O ), //i
    .I2 (lUT6_113_O ), //i
    .I3 (lUT6_117_O ), //i
    .I4 (lUT6_155_I4), //i
    .I5 (lUT6_155_I5), //i
    .O  (lUT6_155_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_156 (
    .I0 (lUT6_106_O ), //i
    .I1 (lUT6_110_O ), //i
    .I2 (lUT6_114_O ), //i
    .I3 (lUT6_118_O ), //i
    .I4 (lUT6_156_I4), //i
    .I5 (lUT6_156_I5), //i
    .O  (lUT6_156_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_157 (
    .I0 (lUT6_107_O ), //i
    .I1 (lUT6_111_O ), //i
    .I2 (lUT6_115_O ), //i
    .I3 (lUT6_119_O ), //i
    .I4 (lUT6_157_I4), //i
    .I5 (lUT6_157_I5), //i
    .O  (lUT6_157_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_158 (
    .I0 (lUT6_108_O ), //i
    .I1 (lUT6_112_O ), //i
    .I2 (lUT6_116_O ), //i
    .I3 (lUT6_120_O ), //i
    .I4 (lUT6_158_I4), //i
    .I5 (lUT6_158_I5), //i
    .O  (lUT6_158_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_159 (
    .I0 (lUT6_109_O ), //i
    .I1 (lUT6_113_O ), //i
    .I2 (lUT6_117_O ), //i
    .I3 (lUT6_121_O ), //i
    .I4 (lUT6_159_I4), //i
    .I5 (lUT6_159_I5), //i
    .O  (lUT6_159_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_160 (
    .I0 (lUT6_110_O ), //i
    .I1 (lUT6_114_O ), //i
    .I2 (lUT6_118_O ), //i
    .I3 (lUT6_122_O ), //i
    .I4 (lUT6_160_I4), //i
    .I5 (lUT6_160_I5), //i
    .O  (lUT6_160_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_161 (
    .I0 (lUT6_111_O ), //i
    .I1 (lUT6_115_O ), //i
    .I2 (lUT6_119_O ), //i
    .I3 (lUT6_123_O ), //i
    .I4 (lUT6_161_I4), //i
    .I5 (lUT6_161_I5), //i
    .O  (lUT6_161_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_162 (
    .I0 (lUT6_112_O ), //i
    .I1 (lUT6_116_O ), //i
    .I2 (lUT6_120_O ), //i
    .I3 (lUT6_124_O ), //i
    .I4 (lUT6_162_I4), //i
    .I5 (lUT6_162_I5), //i
    .O  (lUT6_162_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_163 (
    .I0 (lUT6_113_O ), //i
    .I1 (lUT6_117_O ), //i
    .I2 (lUT6_121_O ), //i
    .I3 (lUT6_125_O ), //i
    .I4 (lUT6_163_I4), //i
    .I5 (lUT6_163_I5), //i
    .O  (lUT6_163_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_164 (
    .I0 (lUT6_114_O ), //i
    .I1 (lUT6_118_O ), //i
    .I2 (lUT6_122_O ), //i
    .I3 (lUT6_126_O ), //i
    .I4 (lUT6_164_I4), //i
    .I5 (lUT6_164_I5), //i
    .O  (lUT6_164_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_165 (
    .I0 (lUT6_115_O ), //i
    .I1 (lUT6_119_O ), //i
    .I2 (lUT6_123_O ), //i
    .I3 (lUT6_127_O ), //i
    .I4 (lUT6_165_I4), //i
    .I5 (lUT6_165_I5), //i
    .O  (lUT6_165_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_166 (
    .I0 (lUT6_116_O ), //i
    .I1 (lUT6_120_O ), //i
    .I2 (lUT6_124_O ), //i
    .I3 (lUT6_128_O ), //i
    .I4 (lUT6_166_I4), //i
    .I5 (lUT6_166_I5), //i
    .O  (lUT6_166_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_167 (
    .I0 (lUT6_117_O ), //i
    .I1 (lUT6_121_O ), //i
    .I2 (lUT6_125_O ), //i
    .I3 (lUT6_129_O ), //i
    .I4 (lUT6_167_I4), //i
    .I5 (lUT6_167_I5), //i
    .O  (lUT6_167_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_168 (
    .I0 (lUT6_118_O ), //i
    .I1 (lUT6_122_O ), //i
    .I2 (lUT6_126_O ), //i
    .I3 (lUT6_130_O ), //i
    .I4 (lUT6_168_I4), //i
    .I5 (lUT6_168_I5), //i
    .O  (lUT6_168_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_169 (
    .I0 (lUT6_119_O ), //i
    .I1 (lUT6_123_O ), //i
    .I2 (lUT6_127_O ), //i
    .I3 (lUT6_131_O ), //i
    .I4 (lUT6_169_I4), //i
    .I5 (lUT6_169_I5), //i
    .O  (lUT6_169_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_170 (
    .I0 (lUT6_120_O ), //i
    .I1 (lUT6_124_O ), //i
    .I2 (lUT6_128_O ), //i
    .I3 (lUT6_132_O ), //i
    .I4 (lUT6_170_I4), //i
    .I5 (lUT6_170_I5), //i
    .O  (lUT6_170_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_171 (
    .I0 (lUT6_121_O ), //i
    .I1 (lUT6_125_O ), //i
    .I2 (lUT6_129_O ), //i
    .I3 (lUT6_133_O ), //i
    .I4 (lUT6_171_I4), //i
    .I5 (lUT6_171_I5), //i
    .O  (lUT6_171_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_172 (
    .I0 (lUT6_122_O ), //i
    .I1 (lUT6_126_O ), //i
    .I2 (lUT6_130_O ), //i
    .I3 (lUT6_134_O ), //i
    .I4 (lUT6_172_I4), //i
    .I5 (lUT6_172_I5), //i
    .O  (lUT6_172_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_173 (
    .I0 (lUT6_123_O ), //i
    .I1 (lUT6_127_O ), //i
    .I2 (lUT6_131_O ), //i
    .I3 (lUT6_135_O ), //i
    .I4 (lUT6_173_I4), //i
    .I5 (lUT6_173_I5), //i
    .O  (lUT6_173_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_174 (
    .I0 (lUT6_124_O ), //i
    .I1 (lUT6_128_O ), //i
    .I2 (lUT6_132_O ), //i
    .I3 (lUT6_136_O ), //i
    .I4 (lUT6_174_I4), //i
    .I5 (lUT6_174_I5), //i
    .O  (lUT6_174_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_175 (
    .I0 (lUT6_125_O ), //i
    .I1 (lUT6_129_O ), //i
    .I2 (lUT6_133_O ), //i
    .I3 (lUT6_137_O ), //i
    .I4 (lUT6_175_I4), //i
    .I5 (lUT6_175_I5), //i
    .O  (lUT6_175_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_176 (
    .I0 (lUT6_126_O ), //i
    .I1 (lUT6_130_O ), //i
    .I2 (lUT6_134_O ), //i
    .I3 (lUT6_138_O ), //i
    .I4 (lUT6_176_I4), //i
    .I5 (lUT6_176_I5), //i
    .O  (lUT6_176_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_177 (
    .I0 (lUT6_127_O ), //i
    .I1 (lUT6_131_O ), //i
    .I2 (lUT6_135_O ), //i
    .I3 (lUT6_139_O ), //i
    .I4 (lUT6_177_I4), //i
    .I5 (lUT6_177_I5), //i
    .O  (lUT6_177_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_178 (
    .I0 (lUT6_128_O ), //i
    .I1 (lUT6_132_O ), //i
    .I2 (lUT6_136_O ), //i
    .I3 (lUT6_140_O ), //i
    .I4 (lUT6_178_I4), //i
    .I5 (lUT6_178_I5), //i
    .O  (lUT6_178_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_179 (
    .I0 (lUT6_129_O ), //i
    .I1 (lUT6_133_O ), //i
    .I2 (lUT6_137_O ), //i
    .I3 (lUT6_141_O ), //i
    .I4 (lUT6_179_I4), //i
    .I5 (lUT6_179_I5), //i
    .O  (lUT6_179_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_180 (
    .I0 (lUT6_130_O ), //i
    .I1 (lUT6_134_O ), //i
    .I2 (lUT6_138_O ), //i
    .I3 (lUT6_142_O ), //i
    .I4 (lUT6_180_I4), //i
    .I5 (lUT6_180_I5), //i
    .O  (lUT6_180_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_181 (
    .I0 (lUT6_131_O ), //i
    .I1 (lUT6_135_O ), //i
    .I2 (lUT6_139_O ), //i
    .I3 (lUT6_143_O ), //i
    .I4 (lUT6_181_I4), //i
    .I5 (lUT6_181_I5), //i
    .O  (lUT6_181_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_182 (
    .I0 (lUT6_132_O ), //i
    .I1 (lUT6_136_O ), //i
    .I2 (lUT6_140_O ), //i
    .I3 (lUT6_144_O ), //i
    .I4 (lUT6_182_I4), //i
    .I5 (lUT6_182_I5), //i
    .O  (lUT6_182_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_183 (
    .I0 (lUT6_133_O ), //i
    .I1 (lUT6_137_O ), //i
    .I2 (lUT6_141_O ), //i
    .I3 (lUT6_145_O ), //i
    .I4 (lUT6_183_I4), //i
    .I5 (lUT6_183_I5), //i
    .O  (lUT6_183_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_184 (
    .I0 (lUT6_134_O ), //i
    .I1 (lUT6_138_O ), //i
    .I2 (lUT6_142_O ), //i
    .I3 (lUT6_146_O ), //i
    .I4 (lUT6_184_I4), //i
    .I5 (lUT6_184_I5), //i
    .O  (lUT6_184_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_185 (
    .I0 (lUT6_135_O ), //i
    .I1 (lUT6_139_O ), //i
    .I2 (lUT6_143_O ), //i
    .I3 (lUT6_147_O ), //i
    .I4 (lUT6_185_I4), //i
    .I5 (lUT6_185_I5), //i
    .O  (lUT6_185_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_186 (
    .I0 (lUT6_136_O ), //i
    .I1 (lUT6_140_O ), //i
    .I2 (lUT6_144_O ), //i
    .I3 (lUT6_148_O ), //i
    .I4 (lUT6_186_I4), //i
    .I5 (lUT6_186_I5), //i
    .O  (lUT6_186_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_187 (
    .I0 (lUT6_137_O ), //i
    .I1 (lUT6_141_O ), //i
    .I2 (lUT6_145_O ), //i
    .I3 (lUT6_149_O ), //i
    .I4 (lUT6_187_I4), //i
    .I5 (lUT6_187_I5), //i
    .O  (lUT6_187_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_188 (
    .I0 (lUT6_138_O ), //i
    .I1 (lUT6_142_O ), //i
    .I2 (lUT6_146_O ), //i
    .I3 (lUT6_150_O ), //i
    .I4 (lUT6_188_I4), //i
    .I5 (lUT6_188_I5), //i
    .O  (lUT6_188_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_189 (
    .I0 (lUT6_139_O ), //i
    .I1 (lUT6_143_O ), //i
    .I2 (lUT6_147_O ), //i
    .I3 (1'b0       ), //i
    .I4 (lUT6_189_I4), //i
    .I5 (lUT6_189_I5), //i
    .O  (lUT6_189_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_190 (
    .I0 (lUT6_140_O ), //i
    .I1 (lUT6_144_O ), //i
    .I2 (lUT6_148_O ), //i
    .I3 (1'b0       ), //i
    .I4 (lUT6_190_I4), //i
    .I5 (lUT6_190_I5), //i
    .O  (lUT6_190_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_191 (
    .I0 (lUT6_141_O ), //i
    .I1 (lUT6_145_O ), //i
    .I2 (lUT6_149_O ), //i
    .I3 (1'b0       ), //i
    .I4 (lUT6_191_I4), //i
    .I5 (lUT6_191_I5), //i
    .O  (lUT6_191_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_192 (
    .I0 (lUT6_142_O ), //i
    .I1 (lUT6_146_O ), //i
    .I2 (lUT6_150_O ), //i
    .I3 (1'b0       ), //i
    .I4 (lUT6_192_I4), //i
    .I5 (lUT6_192_I5), //i
    .O  (lUT6_192_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_193 (
    .I0 (lUT6_143_O ), //i
    .I1 (lUT6_147_O ), //i
    .I2 (1'b0       ), //i
    .I3 (1'b0       ), //i
    .I4 (lUT6_193_I4), //i
    .I5 (lUT6_193_I5), //i
    .O  (lUT6_193_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_194 (
    .I0 (lUT6_144_O ), //i
    .I1 (lUT6_148_O ), //i
    .I2 (1'b0       ), //i
    .I3 (1'b0       ), //i
    .I4 (lUT6_194_I4), //i
    .I5 (lUT6_194_I5), //i
    .O  (lUT6_194_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_195 (
    .I0 (lUT6_145_O ), //i
    .I1 (lUT6_149_O ), //i
    .I2 (1'b0       ), //i
    .I3 (1'b0       ), //i
    .I4 (lUT6_195_I4), //i
    .I5 (lUT6_195_I5), //i
    .O  (lUT6_195_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_196 (
    .I0 (lUT6_146_O ), //i
    .I1 (lUT6_150_O ), //i
    .I2 (1'b0       ), //i
    .I3 (1'b0       ), //i
    .I4 (lUT6_196_I4), //i
    .I5 (lUT6_196_I5), //i
    .O  (lUT6_196_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_197 (
    .I0 (lUT6_147_O ), //i
    .I1 (1'b0       ), //i
    .I2 (1'b0       ), //i
    .I3 (1'b0       ), //i
    .I4 (lUT6_197_I4), //i
    .I5 (lUT6_197_I5), //i
    .O  (lUT6_197_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_198 (
    .I0 (lUT6_148_O ), //i
    .I1 (1'b0       ), //i
    .I2 (1'b0       ), //i
    .I3 (1'b0       ), //i
    .I4 (lUT6_198_I4), //i
    .I5 (lUT6_198_I5), //i
    .O  (lUT6_198_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_199 (
    .I0 (lUT6_149_O ), //i
    .I1 (1'b0       ), //i
    .I2 (1'b0       ), //i
    .I3 (1'b0       ), //i
    .I4 (lUT6_199_I4), //i
    .I5 (lUT6_199_I5), //i
    .O  (lUT6_199_O )  //o
  );
  LUT6 #(
    .INIT (64'hff00f0f0ccccaaaa)
  ) lUT6_200 (
    .I0 (lUT6_150_O ), //i
    .I1 (1'b0       ), //i
    .I2 (1'b0       ), //i
    .I3 (1'b0       ), //i
    .I4 (lUT6_200_I4), //i
    .I5 (lUT6_200_I5), //i
    .O  (lUT6_200_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_201 (
    .I0 (lUT6_51_O  ), //i
    .I1 (lUT6_67_O  ), //i
    .I2 (lUT6_151_O ), //i
    .I3 (lUT6_167_O ), //i
    .I4 (lUT6_201_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_201_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_202 (
    .I0 (lUT6_52_O  ), //i
    .I1 (lUT6_68_O  ), //i
    .I2 (lUT6_152_O ), //i
    .I3 (lUT6_168_O ), //i
    .I4 (lUT6_202_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_202_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_203 (
    .I0 (lUT6_53_O  ), //i
    .I1 (lUT6_69_O  ), //i
    .I2 (lUT6_153_O ), //i
    .I3 (lUT6_169_O ), //i
    .I4 (lUT6_203_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_203_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_204 (
    .I0 (lUT6_54_O  ), //i
    .I1 (lUT6_70_O  ), //i
    .I2 (lUT6_154_O ), //i
    .I3 (lUT6_170_O ), //i
    .I4 (lUT6_204_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_204_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_205 (
    .I0 (lUT6_55_O  ), //i
    .I1 (lUT6_71_O  ), //i
    .I2 (lUT6_155_O ), //i
    .I3 (lUT6_171_O ), //i
    .I4 (lUT6_205_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_205_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_206 (
    .I0 (lUT6_56_O  ), //i
    .I1 (lUT6_72_O  ), //i
    .I2 (lUT6_156_O ), //i
    .I3 (lUT6_172_O ), //i
    .I4 (lUT6_206_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_206_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_207 (
    .I0 (lUT6_57_O  ), //i
    .I1 (lUT6_73_O  ), //i
    .I2 (lUT6_157_O ), //i
    .I3 (lUT6_173_O ), //i
    .I4 (lUT6_207_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_207_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_208 (
    .I0 (lUT6_58_O  ), //i
    .I1 (lUT6_74_O  ), //i
    .I2 (lUT6_158_O ), //i
    .I3 (lUT6_174_O ), //i
    .I4 (lUT6_208_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_208_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_209 (
    .I0 (lUT6_59_O  ), //i
    .I1 (lUT6_75_O  ), //i
    .I2 (lUT6_159_O ), //i
    .I3 (lUT6_175_O ), //i
    .I4 (lUT6_209_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_209_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_210 (
    .I0 (lUT6_60_O  ), //i
    .I1 (lUT6_76_O  ), //i
    .I2 (lUT6_160_O ), //i
    .I3 (lUT6_176_O ), //i
    .I4 (lUT6_210_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_210_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_211 (
    .I0 (lUT6_61_O  ), //i
    .I1 (lUT6_77_O  ), //i
    .I2 (lUT6_161_O ), //i
    .I3 (lUT6_177_O ), //i
    .I4 (lUT6_211_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_211_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_212 (
    .I0 (lUT6_62_O  ), //i
    .I1 (lUT6_78_O  ), //i
    .I2 (lUT6_162_O ), //i
    .I3 (lUT6_178_O ), //i
    .I4 (lUT6_212_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_212_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_213 (
    .I0 (lUT6_63_O  ), //i
    .I1 (lUT6_79_O  ), //i
    .I2 (lUT6_163_O ), //i
    .I3 (lUT6_179_O ), //i
    .I4 (lUT6_213_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_213_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_214 (
    .I0 (lUT6_64_O  ), //i
    .I1 (lUT6_80_O  ), //i
    .I2 (lUT6_164_O ), //i
    .I3 (lUT6_180_O ), //i
    .I4 (lUT6_214_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_214_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_215 (
    .I0 (lUT6_65_O  ), //i
    .I1 (lUT6_81_O  ), //i
    .I2 (lUT6_165_O ), //i
    .I3 (lUT6_181_O ), //i
    .I4 (lUT6_215_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_215_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_216 (
    .I0 (lUT6_66_O  ), //i
    .I1 (lUT6_82_O  ), //i
    .I2 (lUT6_166_O ), //i
    .I3 (lUT6_182_O ), //i
    .I4 (lUT6_216_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_216_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_217 (
    .I0 (lUT6_67_O  ), //i
    .I1 (lUT6_83_O  ), //i
    .I2 (lUT6_167_O ), //i
    .I3 (lUT6_183_O ), //i
    .I4 (lUT6_217_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_217_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_218 (
    .I0 (lUT6_68_O  ), //i
    .I1 (lUT6_84_O  ), //i
    .I2 (lUT6_168_O ), //i
    .I3 (lUT6_184_O ), //i
    .I4 (lUT6_218_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_218_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_219 (
    .I0 (lUT6_69_O  ), //i
    .I1 (lUT6_85_O  ), //i
    .I2 (lUT6_169_O ), //i
    .I3 (lUT6_185_O ), //i
    .I4 (lUT6_219_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_219_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_220 (
    .I0 (lUT6_70_O  ), //i
    .I1 (lUT6_86_O  ), //i
    .I2 (lUT6_170_O ), //i
    .I3 (lUT6_186_O ), //i
    .I4 (lUT6_220_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_220_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_221 (
    .I0 (lUT6_71_O  ), //i
    .I1 (lUT6_87_O  ), //i
    .I2 (lUT6_171_O ), //i
    .I3 (lUT6_187_O ), //i
    .I4 (lUT6_221_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_221_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_222 (
    .I0 (lUT6_72_O  ), //i
    .I1 (lUT6_88_O  ), //i
    .I2 (lUT6_172_O ), //i
    .I3 (lUT6_188_O ), //i
    .I4 (lUT6_222_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_222_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_223 (
    .I0 (lUT6_73_O  ), //i
    .I1 (lUT6_89_O  ), //i
    .I2 (lUT6_173_O ), //i
    .I3 (lUT6_189_O ), //i
    .I4 (lUT6_223_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_223_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_224 (
    .I0 (lUT6_74_O  ), //i
    .I1 (lUT6_90_O  ), //i
    .I2 (lUT6_174_O ), //i
    .I3 (lUT6_190_O ), //i
    .I4 (lUT6_224_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_224_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_225 (
    .I0 (lUT6_75_O  ), //i
    .I1 (lUT6_91_O  ), //i
    .I2 (lUT6_175_O ), //i
    .I3 (lUT6_191_O ), //i
    .I4 (lUT6_225_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_225_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_226 (
    .I0 (lUT6_76_O  ), //i
    .I1 (lUT6_92_O  ), //i
    .I2 (lUT6_176_O ), //i
    .I3 (lUT6_192_O ), //i
    .I4 (lUT6_226_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_226_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_227 (
    .I0 (lUT6_77_O  ), //i
    .I1 (lUT6_93_O  ), //i
    .I2 (lUT6_177_O ), //i
    .I3 (lUT6_193_O ), //i
    .I4 (lUT6_227_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_227_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_228 (
    .I0 (lUT6_78_O  ), //i
    .I1 (lUT6_94_O  ), //i
    .I2 (lUT6_178_O ), //i
    .I3 (lUT6_194_O ), //i
    .I4 (lUT6_228_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_228_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_229 (
    .I0 (lUT6_79_O  ), //i
    .I1 (lUT6_95_O  ), //i
    .I2 (lUT6_179_O ), //i
    .I3 (lUT6_195_O ), //i
    .I4 (lUT6_229_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_229_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_230 (
    .I0 (lUT6_80_O  ), //i
    .I1 (lUT6_96_O  ), //i
    .I2 (lUT6_180_O ), //i
    .I3 (lUT6_196_O ), //i
    .I4 (lUT6_230_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_230_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_231 (
    .I0 (lUT6_81_O  ), //i
    .I1 (lUT6_97_O  ), //i
    .I2 (lUT6_181_O ), //i
    .I3 (lUT6_197_O ), //i
    .I4 (lUT6_231_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_231_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_232 (
    .I0 (lUT6_82_O  ), //i
    .I1 (lUT6_98_O  ), //i
    .I2 (lUT6_182_O ), //i
    .I3 (lUT6_198_O ), //i
    .I4 (lUT6_232_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_232_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_233 (
    .I0 (lUT6_83_O  ), //i
    .I1 (lUT6_99_O  ), //i
    .I2 (lUT6_183_O ), //i
    .I3 (lUT6_199_O ), //i
    .I4 (lUT6_233_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_233_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_234 (
    .I0 (lUT6_84_O  ), //i
    .I1 (lUT6_100_O ), //i
    .I2 (lUT6_184_O ), //i
    .I3 (lUT6_200_O ), //i
    .I4 (lUT6_234_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_234_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_235 (
    .I0 (lUT6_85_O  ), //i
    .I1 (1'b0       ), //i
    .I2 (lUT6_185_O ), //i
    .I3 (1'b0       ), //i
    .I4 (lUT6_235_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_235_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_236 (
    .I0 (lUT6_86_O  ), //i
    .I1 (1'b0       ), //i
    .I2 (lUT6_186_O ), //i
    .I3 (1'b0       ), //i
    .I4 (lUT6_236_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_236_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_237 (
    .I0 (lUT6_87_O  ), //i
    .I1 (1'b0       ), //i
    .I2 (lUT6_187_O ), //i
    .I3 (1'b0       ), //i
    .I4 (lUT6_237_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_237_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_238 (
    .I0 (lUT6_88_O  ), //i
    .I1 (1'b0       ), //i
    .I2 (lUT6_188_O ), //i
    .I3 (1'b0       ), //i
    .I4 (lUT6_238_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_238_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_239 (
    .I0 (lUT6_89_O  ), //i
    .I1 (1'b0       ), //i
    .I2 (lUT6_189_O ), //i
    .I3 (1'b0       ), //i
    .I4 (lUT6_239_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_239_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_240 (
    .I0 (lUT6_90_O  ), //i
    .I1 (1'b0       ), //i
    .I2 (lUT6_190_O ), //i
    .I3 (1'b0       ), //i
    .I4 (lUT6_240_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_240_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_241 (
    .I0 (lUT6_91_O  ), //i
    .I1 (1'b0       ), //i
    .I2 (lUT6_191_O ), //i
    .I3 (1'b0       ), //i
    .I4 (lUT6_241_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_241_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_242 (
    .I0 (lUT6_92_O  ), //i
    .I1 (1'b0       ), //i
    .I2 (lUT6_192_O ), //i
    .I3 (1'b0       ), //i
    .I4 (lUT6_242_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_242_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_243 (
    .I0 (lUT6_93_O  ), //i
    .I1 (1'b0       ), //i
    .I2 (lUT6_193_O ), //i
    .I3 (1'b0       ), //i
    .I4 (lUT6_243_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_243_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_244 (
    .I0 (lUT6_94_O  ), //i
    .I1 (1'b0       ), //i
    .I2 (lUT6_194_O ), //i
    .I3 (1'b0       ), //i
    .I4 (lUT6_244_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_244_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_245 (
    .I0 (lUT6_95_O  ), //i
    .I1 (1'b0       ), //i
    .I2 (lUT6_195_O ), //i
    .I3 (1'b0       ), //i
    .I4 (lUT6_245_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_245_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_246 (
    .I0 (lUT6_96_O  ), //i
    .I1 (1'b0       ), //i
    .I2 (lUT6_196_O ), //i
    .I3 (1'b0       ), //i
    .I4 (lUT6_246_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_246_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_247 (
    .I0 (lUT6_97_O  ), //i
    .I1 (1'b0       ), //i
    .I2 (lUT6_197_O ), //i
    .I3 (1'b0       ), //i
    .I4 (lUT6_247_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_247_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_248 (
    .I0 (lUT6_98_O  ), //i
    .I1 (1'b0       ), //i
    .I2 (lUT6_198_O ), //i
    .I3 (1'b0       ), //i
    .I4 (lUT6_248_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_248_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_249 (
    .I0 (lUT6_99_O  ), //i
    .I1 (1'b0       ), //i
    .I2 (lUT6_199_O ), //i
    .I3 (1'b0       ), //i
    .I4 (lUT6_249_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_249_O )  //o
  );
  LUT6 #(
    .INIT (64'h00ff0f0f33335555)
  ) lUT6_250 (
    .I0 (lUT6_100_O ), //i
    .I1 (1'b0       ), //i
    .I2 (lUT6_200_O ), //i
    .I3 (1'b0       ), //i
    .I4 (lUT6_250_I4), //i
    .I5 (io_sel     ), //i
    .O  (lUT6_250_O )  //o
  );
  assign _zz_I1 = io_c0[1];
  assign _zz_I2 = io_c0[2];
  assign _zz_I3 = io_c0[3];
  assign _zz_I3_1 = io_c0[4];
  assign _zz_I3_2 = io_c0[5];
  assign _zz_I3_3 = io_c0[6];
  assign _zz_I3_4 = io_c0[7];
  assign _zz_I3_5 = io_c0[8];
  assign _zz_I3_6 = io_c0[9];
  assign _zz_I3_7 = io_c0[10];
  assign _zz_I3_8 = io_c0[11];
  assign _zz_I3_9 = io_c0[12];
  assign _zz_I3_10 = io_c0[13];
  assign _zz_I3_11 = io_c0[14];
  assign _zz_I3_12 = io_c0[15];
  assign _zz_I3_13 = io_c0[16];
  assign _zz_I3_14 = io_c0[17];
  assign _zz_I3_15 = io_c0[18];
  assign _zz_I3_16 = io_c0[19];
  assign _zz_I3_17 = io_c0[20];
  assign _zz_I3_18 = io_c0[21];
  assign _zz_I3_19 = io_c0[22];
  assign _zz_I3_20 = io_c0[23];
  assign _zz_I3_21 = io_c0[24];
  assign _zz_I3_22 = io_c0[25];
  assign _zz_I3_23 = io_c0[26];
  assign _zz_I3_24 = io_c0[27];
  assign _zz_I3_25 = io_c0[28];
  assign _zz_I3_26 = io_c0[29];
  assign _zz_I3_27 = io_c0[30];
  assign _zz_I3_28 = io_c0[31];
  assign _zz_I3_29 = io_c0[32];
  assign _zz_I3_30 = io_c0[33];
  assign _zz_I3_31 = io_c0[34];
  assign _zz_I3_32 = io_c0[35];
  assign _zz_I3_33 = io_c0[36];
  assign _zz_I3_34 = io_c0[37];
  assign _zz_I3_35 = io_c0[38];
  assign _zz_I3_36 = io_c0[39];
  assign _zz_I3_37 = io_c0[40];
  assign _zz_I3_38 = io_c0[41];
  assign _zz_I3_39 = io_c0[42];
  assign _zz_I3_40 = io_c0[43];
  assign _zz_I3_41 = io_c0[44];
  assign _zz_I3_42 = io_c0[45];
  assign _zz_I3_43 = io_c0[46];
  assign _zz_I3_44 = io_c0[47];
  assign _zz_I3_45 = io_c0[48];
  assign _zz_I3_46 = io_c0[49];
  assign lUT6_1_I0 = io_c0[0];
  assign lUT6_1_I4 = io_shift[0];
  assign lUT6_1_I5 = io_shift[1];
  assign lUT6_2_I4 = io_shift[0];
  assign lUT6_2_I5 = io_shift[1];
  assign lUT6_3_I4 = io_shift[0];
  assign lUT6_3_I5 = io_shift[1];
  assign lUT6_4_I4 = io_shift[0];
  assign lUT6_4_I5 = io_shift[1];
  assign lUT6_5_I4 = io_shift[0];
  assign lUT6_5_I5 = io_shift[1];
  assign lUT6_6_I4 = io_shift[0];
  assign lUT6_6_I5 = io_shift[1];
  assign lUT6_7_I4 = io_shift[0];
  assign lUT6_7_I5 = io_shift[1];
  assign lUT6_8_I4 = io_shift[0];
  assign lUT6_8_I5 = io_shift[1];
  assign lUT6_9_I4 = io_shift[0];
  assign lUT6_9_I5 = io_shift[1];
  assign lUT6_10_I4 = io_shift[0];
  assign lUT6_10_I5 = io_shift[1];
  assign lUT6_11_I4 = io_shift[0];
  assign lUT6_11_I5 = io_shift[1];
  assign lUT6_12_I4 = io_shift[0];
  assign lUT6_12_I5 = io_shift[1];
  assign lUT6_13_I4 = io_shift[0];
  assign lUT6_13_I5 = io_shift[1];
  assign lUT6_14_I4 = io_shift[0];
  assign lUT6_14_I5 = io_shift[1];
  assign lUT6_15_I4 = io_shift[0];
  assign lUT6_15_I5 = io_shift[1];
  assign lUT6_16_I4 = io_shift[0];
  assign lUT6_16_I5 = io_shift[1];
  assign lUT6_17_I4 = io_shift[0];
  assign lUT6_17_I5 = io_shift[1];
  assign lUT6_18_I4 = io_shift[0];
  assign lUT6_18_I5 = io_shift[1];
  assign lUT6_19_I4 = io_shift[0];
  assign lUT6_19_I5 = io_shift[1];
  assign lUT6_20_I4 = io_shift[0];
  assign lUT6_20_I5 = io_shift[1];
  assign lUT6_21_I4 = io_shift[0];
  assign lUT6_21_I5 = io_shift[1];
  assign lUT6_22_I4 = io_shift[0];
  assign lUT6_22_I5 = io_shift[1];
  assign lUT6_23_I4 = io_shift[0];
  assign lUT6_23_I5 = io_shift[1];
  assign lUT6_24_I4 = io_shift[0];
  assign lUT6_24_I5 = io_shift[1];
  assign lUT6_25_I4 = io_shift[0];
  assign lUT6_25_I5 = io_shift[1];
  assign lUT6_26_I4 = io_shift[0];
  assign lUT6_26_I5 = io_shift[1];
  assign lUT6_27_I4 = io_shift[0];
  assign lUT6_27_I5 = io_shift[1];
  assign lUT6_28_I4 = io_shift[0];
  assign lUT6_28_I5 = io_shift[1];
  assign lUT6_29_I4 = io_shift[0];
  assign lUT6_29_I5 = io_shift[1];
  assign lUT6_30_I4 = io_shift[0];
  assign lUT6_30_I5 = io_shift[1];
  assign lUT6_31_I4 = io_shift[0];
  assign lUT6_31_I5 = io_shift[1];
  assign lUT6_32_I4 = io_shift[0];
  assign lUT6_32_I5 = io_shift[1];
  assign lUT6_33_I4 = io_shift[0];
  assign lUT6_33_I5 = io_shift[1];
  assign lUT6_34_I4 = io_shift[0];
  assign lUT6_34_I5 = io_shift[1];
  assign lUT6_35_I4 = io_shift[0];
  assign lUT6_35_I5 = io_shift[1];
  assign lUT6_36_I4 = io_shift[0];
  assign lUT6_36_I5 = io_shift[1];
  assign lUT6_37_I4 = io_shift[0];
  assign lUT6_37_I5 = io_shift[1];
  assign lUT6_38_I4 = io_shift[0];
  assign lUT6_38_I5 = io_shift[1];
  assign lUT6_39_I4 = io_shift[0];
  assign lUT6_39_I5 = io_shift[1];
  assign lUT6_40_I4 = io_shift[0];
  assign lUT6_40_I5 = io_shift[1];
  assign lUT6_41_I4 = io_shift[0];
  assign lUT6_41_I5 = io_shift[1];
  assign lUT6_42_I4 = io_shift[0];
  assign lUT6_42_I5 = io_shift[1];
  assign lUT6_43_I4 = io_shift[0];
  assign lUT6_43_I5 = io_shift[1];
  assign lUT6_44_I4 = io_shift[0];
  assign lUT6_44_I5 = io_shift[1];
  assign lUT6_45_I4 = io_shift[0];
  assign lUT6_45_I5 = io_shift[1];
  assign lUT6_46_I4 = io_shift[0];
  assign lUT6_46_I5 = io_shift[1];
  assign lUT6_47_I4 = io_shift[0];
  assign lUT6_47_I5 = io_shift[1];
  assign lUT6_48_I4 = io_shift[0];
  assign lUT6_48_I5 = io_shift[1];
  assign lUT6_49_I4 = io_shift[0];
  assign lUT6_49_I5 = io_shift[1];
  assign lUT6_50_I4 = io_shift[0];
  assign lUT6_50_I5 = io_shift[1];
  assign lUT6_51_I4 = io_shift[2];
  assign lUT6_51_I5 = io_shift[3];
  assign lUT6_52_I4 = io_shift[2];
  assign lUT6_52_I5 = io_shift[3];
  assign lUT6_53_I4 = io_shift[2];
  assign lUT6_53_I5 = io_shift[3];
  assign lUT6_54_I4 = io_shift[2];
  assign lUT6_54_I5 = io_shift[3];
  assign lUT6_55_I4 = io_shift[2];
  assign lUT6_55_I5 = io_shift[3];
  assign lUT6_56_I4 = io_shift[2];
  assign lUT6_56_I5 = io_shift[3];
  assign lUT6_57_I4 = io_shift[2];
  assign lUT6_57_I5 = io_shift[3];
  assign lUT6_58_I4 = io_shift[2];
  assign lUT6_58_I5 = io_shift[3];
  assign lUT6_59_I4 = io_shift[2];
  assign lUT6_59_I5 = io_shift[3];
  assign lUT6_60_I4 = io_shift[2];
  assign lUT6_60_I5 = io_shift[3];
  assign lUT6_61_I4 = io_shift[2];
  assign lUT6_61_I5 = io_shift[3];
  assign lUT6_62_I4 = io_shift[2];
  assign lUT6_62_I5 = io_shift[3];
  assign lUT6_63_I4 = io_shift[2];
  assign lUT6_63_I5 = io_shift[3];
  assign lUT6_64_I4 = io_shift[2];
  assign lUT6_64_I5 = io_shift[3];
  assign lUT6_65_I4 = io_shift[2];
  assign lUT6_65_I5 = io_shift[3];
  assign lUT6_66_I4 = io_shift[2];
  assign lUT6_66_I5 = io_shift[3];
  assign lUT6_67_I4 = io_shift[2];
  assign lUT6_67_I5 = io_shift[3];
  assign lUT6_68_I4 = io_shift[2];
  assign lUT6_68_I5 = io_shift[3];
  assign lUT6_69_I4 = io_shift[2];
  assign lUT6_69_I5 = io_shift[3];
  assign lUT6_70_I4 = io_shift[2];
  assign lUT6_70_I5 = io_shift[3];
  assign lUT6_71_I4 = io_shift[2];
  assign lUT6_71_I5 = io_shift[3];
  assign lUT6_72_I4 = io_shift[2];
  assign lUT6_72_I5 = io_shift[3];
  assign lUT6_73_I4 = io_shift[2];
  assign lUT6_73_I5 = io_shift[3];
  assign lUT6_74_I4 = io_shift[2];
  assign lUT6_74_I5 = io_shift[3];
  assign lUT6_75_I4 = io_shift[2];
  assign lUT6_75_I5 = io_shift[3];
  assign lUT6_76_I4 = io_shift[2];
  assign lUT6_76_I5 = io_shift[3];
  assign lUT6_77_I4 = io_shift[2];
  assign lUT6_77_I5 = io_shift[3];
  assign lUT6_78_I4 = io_shift[2];
  assign lUT6_78_I5 = io_shift[3];
  assign lUT6_79_I4 = io_shift[2];
  assign lUT6_79_I5 = io_shift[3];
  assign lUT6_80_I4 = io_shift[2];
  assign lUT6_80_I5 = io_shift[3];
  assign lUT6_81_I4 = io_shift[2];
  assign lUT6_81_I5 = io_shift[3];
  assign lUT6_82_I4 = io_shift[2];
  assign lUT6_82_I5 = io_shift[3];
  assign lUT6_83_I4 = io_shift[2];
  assign lUT6_83_I5 = io_shift[3];
  assign lUT6_84_I4 = io_shift[2];
  assign lUT6_84_I5 = io_shift[3];
  assign lUT6_85_I4 = io_shift[2];
  assign lUT6_85_I5 = io_shift[3];
  assign lUT6_86_I4 = io_shift[2];
  assign lUT6_86_I5 = io_shift[3];
  assign lUT6_87_I4 = io_shift[2];
  assign lUT6_87_I5 = io_shift[3];
  assign lUT6_88_I4 = io_shift[2];
  assign lUT6_88_I5 = io_shift[3];
  assign lUT6_89_I4 = io_shift[2];
  assign lUT6_89_I5 = io_shift[3];
  assign lUT6_90_I4 = io_shift[2];
  assign lUT6_90_I5 = io_shift[3];
  assign lUT6_91_I4 = io_shift[2];
  assign lUT6_91_I5 = io_shift[3];
  assign lUT6_92_I4 = io_shift[2];
  assign lUT6_92_I5 = io_shift[3];
  assign lUT6_93_I4 = io_shift[2];
  assign lUT6_93_I5 = io_shift[3];
  assign lUT6_94_I4 = io_shift[2];
  assign lUT6_94_I5 = io_shift[3];
  assign lUT6_95_I4 = io_shift[2];
  assign lUT6_95_I5 = io_shift[3];
  assign lUT6_96_I4 = io_shift[2];
  assign lUT6_96_I5 = io_shift[3];
  assign lUT6_97_I4 = io_shift[2];
  assign lUT6_97_I5 = io_shift[3];
  assign lUT6_98_I4 = io_shift[2];
  assign lUT6_98_I5 = io_shift[3];
  assign lUT6_99_I4 = io_shift[2];
  assign lUT6_99_I5 = io_shift[3];
  assign lUT6_100_I4 = io_shift[2];
  assign lUT6_100_I5 = io_shift[3];
  assign _zz_I1_1 = io_c1[1];
  assign _zz_I2_1 = io_c1[2];
  assign _zz_I3_47 = io_c1[3];
  assign _zz_I3_48 = io_c1[4];
  assign _zz_I3_49 = io_c1[5];
  assign _zz_I3_50 = io_c1[6];
  assign _zz_I3_51 = io_c1[7];
  assign _zz_I3_52 = io_c1[8];
  assign _zz_I3_53 = io_c1[9];
  assign _zz_I3_54 = io_c1[10];
  assign _zz_I3_55 = io_c1[11];
  assign _zz_I3_56 = io_c1[12];
  assign _zz_I3_57 = io_c1[13];
  assign _zz_I3_58 = io_c1[14];
  assign _zz_I3_59 = io_c1[15];
  assign _zz_I3_60 = io_c1[16];
  assign _zz_I3_61 = io_c1[17];
  assign _zz_I3_62 = io_c1[18];
  assign _zz_I3_63 = io_c1[19];
  assign _zz_I3_64 = io_c1[20];
  assign _zz_I3_65 = io_c1[21];
  assign _zz_I3_66 = io_c1[22];
  assign _zz_I3_67 = io_c1[23];
  assign _zz_I3_68 = io_c1[24];
  assign _zz_I3_69 = io_c1[25];
  assign _zz_I3_70 = io_c1[26];
  assign _zz_I3_71 = io_c1[27];
  assign _zz_I3_72 = io_c1[28];
  assign _zz_I3_73 = io_c1[29];
  assign _zz_I3_74 = io_c1[30];
  assign _zz_I3_75 = io_c1[31];
  assign _zz_I3_76 = io_c1[32];
  assign _zz_I3_77 = io_c1[33];
  assign _zz_I3_78 = io_c1[34];
  assign _zz_I3_79 = io_c1[35];
  assign _zz_I3_80 = io_c1[36];
  assign _zz_I3_81 = io_c1[37];
  assign _zz_I3_82 = io_c1[38];
  assign _zz_I3_83 = io_c1[39];
  assign _zz_I3_84 = io_c1[40];
  assign _zz_I3_85 = io_c1[41];
  assign _zz_I3_86 = io_c1[42];
  assign _zz_I3_87 = io_c1[43];
  assign _zz_I3_88 = io_c1[44];
  assign _zz_I3_89 = io_c1[45];
  assign _zz_I3_90 = io_c1[46];
  assign _zz_I3_91 = io_c1[47];
  assign _zz_I3_92 = io_c1[48];
  assign _zz_I3_93 = io_c1[49];
  assign lUT6_101_I0 = io_c1[0];
  assign lUT6_101_I4 = io_shift[0];
  assign lUT6_101_I5 = io_shift[1];
  assign lUT6_102_I4 = io_shift[0];
  assign lUT6_102_I5 = io_shift[1];
  assign lUT6_103_I4 = io_shift[0];
  assign lUT6_103_I5 = io_shift[1];
  assign lUT6_104_I4 = io_shift[0];
  assign lUT6_104_I5 = io_shift[1];
  assign lUT6_105_I4 = io_shift[0];
  assign lUT6_105_I5 = io_shift[1];
  assign lUT6_106_I4 = io_shift[0];
  assign lUT6_106_I5 = io_shift[1];
  assign lUT6_107_I4 = io_shift[0];
  assign lUT6_107_I5 = io_shift[1];
  assign lUT6_108_I4 = io_shift[0];
  assign lUT6_108_I5 = io_shift[1];
  assign lUT6_109_I4 = io_shift[0];
  assign lUT6_109_I5 = io_shift[1];
  assign lUT6_110_I4 = io_shift[0];
  assign lUT6_110_I5 = io_shift[1];
  assign lUT6_111_I4 = io_shift[0];
  assign lUT6_111_I5 = io_shift[1];
  assign lUT6_112_I4 = io_shift[0];
  assign lUT6_112_I5 = io_shift[1];
  assign lUT6_113_I4 = io_shift[0];
  assign lUT6_113_I5 = io_shift[1];
  assign lUT6_114_I4 = io_shift[0];
  assign lUT6_114_I5 = io_shift[1];
  assign lUT6_115_I4 = io_shift[0];
  assign lUT6_115_I5 = io_shift[1];
  assign lUT6_116_I4 = io_shift[0];
  assign lUT6_116_I5 = io_shift[1];
  assign lUT6_117_I4 = io_shift[0];
  assign lUT6_117_I5 = io_shift[1];
  assign lUT6_118_I4 = io_shift[0];
  assign lUT6_118_I5 = io_shift[1];
  assign lUT6_119_I4 = io_shift[0];
  assign lUT6_119_I5 = io_shift[1];
  assign lUT6_120_I4 = io_shift[0];
  assign lUT6_120_I5 = io_shift[1];
  assign lUT6_121_I4 = io_shift[0];
  assign lUT6_121_I5 = io_shift[1];
  assign lUT6_122_I4 = io_shift[0];
  assign lUT6_122_I5 = io_shift[1];
  assign lUT6_123_I4 = io_shift[0];
  assign lUT6_123_I5 = io_shift[1];
  assign lUT6_124_I4 = io_shift[0];
  assign lUT6_124_I5 = io_shift[1];
  assign lUT6_125_I4 = io_shift[0];
  assign lUT6_125_I5 = io_shift[1];
  assign lUT6_126_I4 = io_shift[0];
  assign lUT6_126_I5 = io_shift[1];
  assign lUT6_127_I4 = io_shift[0];
  assign lUT6_127_I5 = io_shift[1];
  assign lUT6_128_I4 = io_shift[0];
  assign lUT6_128_I5 = io_shift[1];
  assign lUT6_129_I4 = io_shift[0];
  assign lUT6_129_I5 = io_shift[1];
  assign lUT6_130_I4 = io_shift[0];
  assign lUT6_130_I5 = io_shift[1];
  assign lUT6_131_I4 = io_shift[0];
  assign lUT6_131_I5 = io_shift[1];
  assign lUT6_132_I4 = io_shift[0];
  assign lUT6_132_I5 = io_shift[1];
  assign lUT6_133_I4 = io_shift[0];
  assign lUT6_133_I5 = io_shift[1];
  assign lUT6_134_I4 = io_shift[0];
  assign lUT6_134_I5 = io_shift[1];
  assign lUT6_135_I4 = io_shift[0];
  assign lUT6_135_I5 = io_shift[1];
  assign lUT6_136_I4 = io_shift[0];
  assign lUT6_136_I5 = io_shift[1];
  assign lUT6_137_I4 = io_shift[0];
  assign lUT6_137_I5 = io_shift[1];
  assign lUT6_138_I4 = io_shift[0];
  assign lUT6_138_I5 = io_shift[1];
  assign lUT6_139_I4 = io_shift[0];
  assign lUT6_139_I5 = io_shift[1];
  assign lUT6_140_I4 = io_shift[0];
  assign lUT6_140_I5 = io_shift[1];
  assign lUT6_141_I4 = io_shift[0];
  assign lUT6_141_I5 = io_shift[1];
  assign lUT6_142_I4 = io_shift[0];
  assign lUT6_142_I5 = io_shift[1];
  assign lUT6_143_I4 = io_shift[0];
  assign lUT6_143_I5 = io_shift[1];
  assign lUT6_144_I4 = io_shift[0];
  assign lUT6_144_I5 = io_shift[1];
  assign lUT6_145_I4 = io_shift[0];
  assign lUT6_145_I5 = io_shift[1];
  assign lUT6_146_I4 = io_shift[0];
  assign lUT6_146_I5 = io_shift[1];
  assign lUT6_147_I4 = io_shift[0];
  assign lUT6_147_I5 = io_shift[1];
  assign lUT6_148_I4 = io_shift[0];
  assign lUT6_148_I5 = io_shift[1];
  assign lUT6_149_I4 = io_shift[0];
  assign lUT6_149_I5 = io_shift[1];
  assign lUT6_150_I4 = io_shift[0];
  assign lUT6_150_I5 = io_shift[1];
  assign lUT6_151_I4 = io_shift[2];
  assign lUT6_151_I5 = io_shift[3];
  assign lUT6_152_I4 = io_shift[2];
  assign lUT6_152_I5 = io_shift[3];
  assign lUT6_153_I4 = io_shift[2];
  assign lUT6_153_I5 = io_shift[3];
  assign lUT6_154_I4 = io_shift[2];
  assign lUT6_154_I5 = io_shift[3];
  assign lUT6_155_I4 = io_shift[2];
  assign lUT6_155_I5 = io_shift[3];
  assign lUT6_156_I4 = io_shift[2];
  assign lUT6_156_I5 = io_shift[3];
  assign lUT6_157_I4 = io_shift[2];
  assign lUT6_157_I5 = io_shift[3];
  assign lUT6_158_I4 = io_shift[2];
  assign lUT6_158_I5 = io_shift[3];
  assign lUT6_159_I4 = io_shift[2];
  assign lUT6_159_I5 = io_shift[3];
  assign lUT6_160_I4 = io_shift[2];
  assign lUT6_160_I5 = io_shift[3];
  assign lUT6_161_I4 = io_shift[2];
  assign lUT6_161_I5 = io_shift[3];
  assign lUT6_162_I4 = io_shift[2];
  assign lUT6_162_I5 = io_shift[3];
  assign lUT6_163_I4 = io_shift[2];
  assign lUT6_163_I5 = io_shift[3];
  assign lUT6_164_I4 = io_shift[2];
  assign lUT6_164_I5 = io_shift[3];
  assign lUT6_165_I4 = io_shift[2];
  assign lUT6_165_I5 = io_shift[3];
  assign lUT6_166_I4 = io_shift[2];
  assign lUT6_166_I5 = io_shift[3];
  assign lUT6_167_I4 = io_shift[2];
  assign lUT6_167_I5 = io_shift[3];
  assign lUT6_168_I4 = io_shift[2];
  assign lUT6_168_I5 = io_shift[3];
  assign lUT6_169_I4 = io_shift[2];
  assign lUT6_169_I5 = io_shift[3];
  assign lUT6_170_I4 = io_shift[2];
  assign lUT6_170_I5 = io_shift[3];
  assign lUT6_171_I4 = io_shift[2];
  assign lUT6_171_I5 = io_shift[3];
  assign lUT6_172_I4 = io_shift[2];
  assign lUT6_172_I5 = io_shift[3];
  assign lUT6_173_I4 = io_shift[2];
  assign lUT6_173_I5 = io_shift[3];
  assign lUT6_174_I4 = io_shift[2];
  assign lUT6_174_I5 = io_shift[3];
  assign lUT6_175_I4 = io_shift[2];
  assign lUT6_175_I5 = io_shift[3];
  assign lUT6_176_I4 = io_shift[2];
  assign lUT6_176_I5 = io_shift[3];
  assign lUT6_177_I4 = io_shift[2];
  assign lUT6_177_I5 = io_shift[3];
  assign lUT6_178_I4 = io_shift[2];
  assign lUT6_178_I5 = io_shift[3];
  assign lUT6_179_I4 = io_shift[2];
  assign lUT6_179_I5 = io_shift[3];
  assign lUT6_180_I4 = io_shift[2];
  assign lUT6_180_I5 = io_shift[3];
  assign lUT6_181_I4 = io_shift[2];
  assign lUT6_181_I5 = io_shift[3];
  assign lUT6_182_I4 = io_shift[2];
  assign lUT6_182_I5 = io_shift[3];
  assign lUT6_183_I4 = io_shift[2];
  assign lUT6_183_I5 = io_shift[3];
  assign lUT6_184_I4 = io_shift[2];
  assign lUT6_184_I5 = io_shift[3];
  assign lUT6_185_I4 = io_shift[2];
  assign lUT6_185_I5 = io_shift[3];
  assign lUT6_186_I4 = io_shift[2];
  assign lUT6_186_I5 = io_shift[3];
  assign lUT6_187_I4 = io_shift[2];
  assign lUT6_187_I5 = io_shift[3];
  assign lUT6_188_I4 = io_shift[2];
  assign lUT6_188_I5 = io_shift[3];
  assign lUT6_189_I4 = io_shift[2];
  assign lUT6_189_I5 = io_shift[3];
  assign lUT6_190_I4 = io_shift[2];
  assign lUT6_190_I5 = io_shift[3];
  assign lUT6_191_I4 = io_shift[2];
  assign lUT6_191_I5 = io_shift[3];
  assign lUT6_192_I4 = io_shift[2];
  assign lUT6_192_I5 = io_shift[3];
  assign lUT6_193_I4 = io_shift[2];
  assign lUT6_193_I5 = io_shift[3];
  assign lUT6_194_I4 = io_shift[2];
  assign lUT6_194_I5 = io_shift[3];
  assign lUT6_195_I4 = io_shift[2];
  assign lUT6_195_I5 = io_shift[3];
  assign lUT6_196_I4 = io_shift[2];
  assign lUT6_196_I5 = io_shift[3];
  assign lUT6_197_I4 = io_shift[2];
  assign lUT6_197_I5 = io_shift[3];
  assign lUT6_198_I4 = io_shift[2];
  assign lUT6_198_I5 = io_shift[3];
  assign lUT6_199_I4 = io_shift[2];
  assign lUT6_199_I5 = io_shift[3];
  assign lUT6_200_I4 = io_shift[2];
  assign lUT6_200_I5 = io_shift[3];
  assign lUT6_201_I4 = io_shift[4];
  assign lUT6_202_I4 = io_shift[4];
  assign lUT6_203_I4 = io_shift[4];
  assign lUT6_204_I4 = io_shift[4];
  assign lUT6_205_I4 = io_shift[4];
  assign lUT6_206_I4 = io_shift[4];
  assign lUT6_207_I4 = io_shift[4];
  assign lUT6_208_I4 = io_shift[4];
  assign lUT6_209_I4 = io_shift[4];
  assign lUT6_210_I4 = io_shift[4];
  assign lUT6_211_I4 = io_shift[4];
  assign lUT6_212_I4 = io_shift[4];
  assign lUT6_213_I4 = io_shift[4];
  assign lUT6_214_I4 = io_shift[4];
  assign lUT6_215_I4 = io_shift[4];
  assign lUT6_216_I4 = io_shift[4];
  assign lUT6_217_I4 = io_shift[4];
  assign lUT6_218_I4 = io_shift[4];
  assign lUT6_219_I4 = io_shift[4];
  assign lUT6_220_I4 = io_shift[4];
  assign lUT6_221_I4 = io_shift[4];
  assign lUT6_222_I4 = io_shift[4];
  assign lUT6_223_I4 = io_shift[4];
  assign lUT6_224_I4 = io_shift[4];
  assign lUT6_225_I4 = io_shift[4];
  assign lUT6_226_I4 = io_shift[4];
  assign lUT6_227_I4 = io_shift[4];
  assign lUT6_228_I4 = io_shift[4];
  assign lUT6_229_I4 = io_shift[4];
  assign lUT6_230_I4 = io_shift[4];
  assign lUT6_231_I4 = io_shift[4];
  assign lUT6_232_I4 = io_shift[4];
  assign lUT6_233_I4 = io_shift[4];
  assign lUT6_234_I4 = io_shift[4];
  assign lUT6_235_I4 = io_shift[4];
  assign lUT6_236_I4 = io_shift[4];
  assign lUT6_237_I4 = io_shift[4];
  assign lUT6_238_I4 = io_shift[4];
  assign lUT6_239_I4 = io_shift[4];
  assign lUT6_240_I4 = io_shift[4];
  assign lUT6_241_I4 = io_shift[4];
  assign lUT6_242_I4 = io_shift[4];
  assign lUT6_243_I4 = io_shift[4];
  assign lUT6_244_I4 = io_shift[4];
  assign lUT6_245_I4 = io_shift[4];
  assign lUT6_246_I4 = io_shift[4];
  assign lUT6_247_I4 = io_shift[4];
  assign lUT6_248_I4 = io_shift[4];
  assign lUT6_249_I4 = io_shift[4];
  assign lUT6_250_I4 = io_shift[4];
  assign io_inv = {lUT6_250_O,{lUT6_249_O,{lUT6_248_O,{lUT6_247_O,{lUT6_246_O,{lUT6_245_O,{lUT6_244_O,{lUT6_243_O,{lUT6_242_O,{lUT6_241_O,{_zz_io_inv,_zz_io_inv_1}}}}}}}}}}};

endmodule

module lpx_IdleDecay (
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

module lpx_TernaryAdd_8 (
  input  wire [34:0]   io_a,
  input  wire [34:0]   io_b,
  input  wire [34:0]   io_c,
  input  wire          io_cin,
  output wire [34:0]   io_sum
);

  wire                lUT6_1_I0;
  wire                lUT6_1_I1;
  wire                lUT6_1_I2;
  wire                lUT3_1_I0;
  wire                lUT3_1_I1;
  wire                lUT3_1_I2;
  wire                lUT6_2_I0;
  wire                lUT6_2_I1;
  wire                lUT6_2_I2;
  wire                lUT6_2_I3;
  wire                lUT6_2_I4;
  wire                lUT6_2_I5;
  wire                lUT3_2_I0;
  wire                lUT3_2_I1;
  wire                lUT3_2_I2;
  wire                lUT6_3_I0;
  wire                lUT6_3_I1;
  wire                lUT6_3_I2;
  wire                lUT6_3_I3;
  wire                lUT6_3_I4;
  wire                lUT6_3_I5;
  wire                lUT3_3_I0;
  wire                lUT3_3_I1;
  wire                lUT3_3_I2;
  wire                lUT6_4_I0;
  wire                lUT6_4_I1;
  wire                lUT6_4_I2;
  wire                lUT6_4_I3;
  wire                lUT6_4_I4;
  wire                lUT6_4_I5;
  wire                lUT3_4_I0;
  wire                lUT3_4_I1;
  wire                lUT3_4_I2;
  wire                lUT6_5_I0;
  wire                lUT6_5_I1;
  wire                lUT6_5_I2;
  wire                lUT6_5_I3;
  wire                lUT6_5_I4;
  wire                lUT6_5_I5;
  wire                lUT3_5_I0;
  wire                lUT3_5_I1;
  wire                lUT3_5_I2;
  wire                lUT6_6_I0;
  wire                lUT6_6_I1;
  wire                lUT6_6_I2;
  wire                lUT6_6_I3;
  wire                lUT6_6_I4;
  wire                lUT6_6_I5;
  wire                lUT3_6_I0;
  wire                lUT3_6_I1;
  wire                lUT3_6_I2;
  wire                lUT6_7_I0;
  wire                lUT6_7_I1;
  wire                lUT6_7_I2;
  wire                lUT6_7_I3;
  wire                lUT6_7_I4;
  wire                lUT6_7_I5;
  wire                lUT3_7_I0;
  wire                lUT3_7_I1;
  wire                lUT3_7_I2;
  wire                lUT6_8_I0;
  wire                lUT6_8_I1;
  wire                lUT6_8_I2;
  wire                lUT6_8_I3;
  wire                lUT6_8_I4;
  wire                lUT6_8_I5;
  wire                lUT3_8_I0;
  wire                lUT3_8_I1;
  wire                lUT3_8_I2;
  wire                lUT6_9_I0;
  wire                lUT6_9_I1;
  wire                lUT6_9_I2;
  wire                lUT6_9_I3;
  wire                lUT6_9_I4;
  wire                lUT6_9_I5;
  wire                lUT3_9_I0;
  wire                lUT3_9_I1;
  wire                lUT3_9_I2;
  wire                lUT6_10_I0;
  wire                lUT6_10_I1;
  wire                lUT6_10_I2;
  wire                lUT6_10_I3;
  wire                lUT6_10_I4;
  wire                lUT6_10_I5;
  wire                lUT3_10_I0;
  wire                lUT3_10_I1;
  wire                lUT3_10_I2;
  wire                lUT6_11_I0;
  wire                lUT6_11_I1;
  wire                lUT6_11_I2;
  wire                lUT6_11_I3;
  wire                lUT6_11_I4;
  wire                lUT6_11_I5;
  wire                lUT3_11_I0;
  wire                lUT3_11_I1;
  wire                lUT3_11_I2;
  wire                lUT6_12_I0;
  wire                lUT6_12_I1;
  wire                lUT6_12_I2;
  wire                lUT6_12_I3;
  wire                lUT6_12_I4;
  wire                lUT6_12_I5;
  wire                lUT3_12_I0;
  wire                lUT3_12_I1;
  wire                lUT3_12_I2;
  wire                lUT6_13_I0;
  wire                lUT6_13_I1;
  wire                lUT6_13_I2;
  wire                lUT6_13_I3;
  wire                lUT6_13_I4;
  wire                lUT6_13_I5;
  wire                lUT3_13_I0;
  wire                lUT3_13_I1;
  wire                lUT3_13_I2;
  wire                lUT6_14_I0;
  wire                lUT6_14_I1;
  wire                lUT6_14_I2;
  wire                lUT6_14_I3;
  wire                lUT6_14_I4;
  wire                lUT6_14_I5;
  wire                lUT3_14_I0;
  wire                lUT3_14_I1;
  wire                lUT3_14_I2;
  wire                lUT6_15_I0;
  wire                lUT6_15_I1;
  wire                lUT6_15_I2;
  wire                lUT6_15_I3;
  wire                lUT6_15_I4;
  wire                lUT6_15_I5;
  wire                lUT3_15_I0;
  wire                lUT3_15_I1;
  wire                lUT3_15_I2;
  wire                lUT6_16_I0;
  wire                lUT6_16_I1;
  wire                lUT6_16_I2;
  wire                lUT6_16_I3;
  wire                lUT6_16_I4;
  wire                lUT6_16_I5;
  wire                lUT3_16_I0;
  wire                lUT3_16_I1;
  wire                lUT3_16_I2;
  wire                lUT6_17_I0;
  wire                lUT6_17_I1;
  wire                lUT6_17_I2;
  wire                lUT6_17_I3;
  wire                lUT6_17_I4;
  wire                lUT6_17_I5;
  wire                lUT3_17_I0;
  wire                lUT3_17_I1;
  wire                lUT3_17_I2;
  wire                lUT6_18_I0;
  wire                lUT6_18_I1;
  wire                lUT6_18_I2;
  wire                lUT6_18_I3;
  wire                lUT6_18_I4;
  wire                lUT6_18_I5;
  wire                lUT3_18_I0;
  wire                lUT3_18_I1;
  wire                lUT3_18_I2;
  wire                lUT6_19_I0;
  wire                lUT6_19_I1;
  wire                lUT6_19_I2;
  wire                lUT6_19_I3;
  wire                lUT6_19_I4;
  wire                lUT6_19_I5;
  wire                lUT3_19_I0;
  wire                lUT3_19_I1;
  wire                lUT3_19_I2;
  wire                lUT6_20_I0;
  wire                lUT6_20_I1;
  wire                lUT6_20_I2;
  wire                lUT6_20_I3;
  wire                lUT6_20_I4;
  wire                lUT6_20_I5;
  wire                lUT3_20_I0;
  wire                lUT3_20_I1;
  wire                lUT3_20_I2;
  wire                lUT6_21_I0;
  wire                lUT6_21_I1;
  wire                lUT6_21_I2;
  wire                lUT6_21_I3;
  wire                lUT6_21_I4;
  wire                lUT6_21_I5;
  wire                lUT3_21_I0;
  wire                lUT3_21_I1;
  wire                lUT3_21_I2;
  wire                lUT6_22_I0;
  wire                lUT6_22_I1;
  wire                lUT6_22_I2;
  wire                lUT6_22_I3;
  wire                lUT6_22_I4;
  wire                lUT6_22_I5;
  wire                lUT3_22_I0;
  wire                lUT3_22_I1;
  wire                lUT3_22_I2;
  wire                lUT6_23_I0;
  wire                lUT6_23_I1;
  wire                lUT6_23_I2;
  wire                lUT6_23_I3;
  wire                lUT6_23_I4;
  wire                lUT6_23_I5;
  wire                lUT3_23_I0;
  wire                lUT3_23_I1;
  wire                lUT3_23_I2;
  wire                lUT6_24_I0;
  wire                lUT6_24_I1;
  wire                lUT6_24_I2;
  wire                lUT6_24_I3;
  wire                lUT6_24_I4;
  wire                lUT6_24_I5;
  wire                lUT3_24_I0;
  wire                lUT3_24_I1;
  wire                lUT3_24_I2;
  wire                lUT6_25_I0;
  wire                lUT6_25_I1;
  wire                lUT6_25_I2;
  wire                lUT6_25_I3;
  wire                lUT6_25_I4;
  wire                lUT6_25_I5;
  wire                lUT3_25_I0;
  wire                lUT3_25_I1;
  wire                lUT3_25_I2;
  wire                lUT6_26_I0;
  wire                lUT6_26_I1;
  wire                lUT6_26_I2;
  wire                lUT6_26_I3;
  wire                lUT6_26_I4;
  wire                lUT6_26_I5;
  wire                lUT3_26_I0;
  wire                lUT3_26_I1;
  wire                lUT3_26_I2;
  wire                lUT6_27_I0;
  wire                lUT6_27_I1;
  wire                lUT6_27_I2;
  wire                lUT6_27_I3;
  wire                lUT6_27_I4;
  wire                lUT6_27_I5;
  wire                lUT3_27_I0;
  wire                lUT3_27_I1;
  wire                lUT3_27_I2;
  wire                lUT6_28_I0;
  wire                lUT6_28_I1;
  wire                lUT6_28_I2;
  wire                lUT6_28_I3;
  wire                lUT6_28_I4;
  wire                lUT6_28_I5;
  wire                lUT3_28_I0;
  wire                lUT3_28_I1;
  wire                lUT3_28_I2;
  wire                lUT6_29_I0;
  wire                lUT6_29_I1;
  wire                lUT6_29_I2;
  wire                lUT6_29_I3;
  wire                lUT6_29_I4;
  wire                lUT6_29_I5;
  wire                lUT3_29_I0;
  wire                lUT3_29_I1;
  wire                lUT3_29_I2;
  wire                lUT6_30_I0;
  wire                lUT6_30_I1;
  wire                lUT6_30_I2;
  wire                lUT6_30_I3;
  wire                lUT6_30_I4;
  wire                lUT6_30_I5;
  wire                lUT3_30_I0;
  wire                lUT3_30_I1;
  wire                lUT3_30_I2;
  wire                lUT6_31_I0;
  wire                lUT6_31_I1;
  wire                lUT6_31_I2;
  wire                lUT6_31_I3;
  wire                lUT6_31_I4;
  wire                lUT6_31_I5;
  wire                lUT3_31_I0;
  wire                lUT3_31_I1;
  wire                lUT3_31_I2;
  wire                lUT6_32_I0;
  wire                lUT6_32_I1;
  wire                lUT6_32_I2;
  wire                lUT6_32_I3;
  wire                lUT6_32_I4;
  wire                lUT6_32_I5;
  wire                lUT3_32_I0;
  wire                lUT3_32_I1;
  wire                lUT3_32_I2;
  wire                lUT6_33_I0;
  wire                lUT6_33_I1;
  wire                lUT6_33_I2;
  wire                lUT6_33_I3;
  wire                lUT6_33_I4;
  wire                lUT6_33_I5;
  wire                lUT3_33_I0;
  wire                lUT3_33_I1;
  wire                lUT3_33_I2;
  wire                lUT6_34_I0;
  wire                lUT6_34_I1;
  wire                lUT6_34_I2;
  wire                lUT6_34_I3;
  wire                lUT6_34_I4;
  wire                lUT6_34_I5;
  wire                lUT3_34_I0;
  wire                lUT3_34_I1;
  wire                lUT3_34_I2;
  wire                lUT6_35_I0;
  wire                lUT6_35_I1;
  wire                lUT6_35_I2;
  wire                lUT6_35_I3;
  wire                lUT6_35_I4;
  wire                lUT6_35_I5;
  wire                lUT3_35_I0;
  wire                lUT3_35_I1;
  wire                lUT3_35_I2;
  wire       [7:0]    cARRY8_1_DI;
  wire       [7:0]    cARRY8_1_S;
  wire                cARRY8_2_CI;
  wire       [7:0]    cARRY8_2_DI;
  wire       [7:0]    cARRY8_2_S;
  wire                cARRY8_3_CI;
  wire       [7:0]    cARRY8_3_DI;
  wire       [7:0]    cARRY8_3_S;
  wire                cARRY8_4_CI;
  wire       [7:0]    cARRY8_4_DI;
  wire       [7:0]    cARRY8_4_S;
  wire                cARRY8_5_CI;
  wire       [7:0]    cARRY8_5_DI;
  wire       [7:0]    cARRY8_5_S;
  wire                lUT6_1_O;
  wire                lUT3_1_O;
  wire                lUT6_2_O;
  wire                lUT3_2_O;
  wire                lUT6_3_O;
  wire                lUT3_3_O;
  wire                lUT6_4_O;
  wire                lUT3_4_O;
  wire                lUT6_5_O;
  wire                lUT3_5_O;
  wire                lUT6_6_O;
  wire                lUT3_6_O;
  wire                lUT6_7_O;
  wire                lUT3_7_O;
  wire                lUT6_8_O;
  wire                lUT3_8_O;
  wire                lUT6_9_O;
  wire                lUT3_9_O;
  wire                lUT6_10_O;
  wire                lUT3_10_O;
  wire                lUT6_11_O;
  wire                lUT3_11_O;
  wire                lUT6_12_O;
  wire                lUT3_12_O;
  wire                lUT6_13_O;
  wire                lUT3_13_O;
  wire                lUT6_14_O;
  wire                lUT3_14_O;
  wire                lUT6_15_O;
  wire                lUT3_15_O;
  wire                lUT6_16_O;
  wire                lUT3_16_O;
  wire                lUT6_17_O;
  wire                lUT3_17_O;
  wire                lUT6_18_O;
  wire                lUT3_18_O;
  wire                lUT6_19_O;
  wire                lUT3_19_O;
  wire                lUT6_20_O;
  wire                lUT3_20_O;
  wire                lUT6_21_O;
  wire                lUT3_21_O;
  wire                lUT6_22_O;
  wire                lUT3_22_O;
  wire                lUT6_23_O;
  wire                lUT3_23_O;
  wire                lUT6_24_O;
  wire                lUT3_24_O;
  wire                lUT6_25_O;
  wire                lUT3_25_O;
  wire                lUT6_26_O;
  wire                lUT3_26_O;
  wire                lUT6_27_O;
  wire                lUT3_27_O;
  wire                lUT6_28_O;
  wire                lUT3_28_O;
  wire                lUT6_29_O;
  wire                lUT3_29_O;
  wire                lUT6_30_O;
  wire                lUT3_30_O;
  wire                lUT6_31_O;
  wire                lUT3_31_O;
  wire                lUT6_32_O;
  wire                lUT3_32_O;
  wire                lUT6_33_O;
  wire                lUT3_33_O;
  wire                lUT6_34_O;
  wire                lUT3_34_O;
  wire                lUT6_35_O;
  wire                lUT3_35_O;
  wire       [7:0]    cARRY8_1_O;
  wire       [7:0]    cARRY8_1_CO;
  wire       [7:0]    cARRY8_2_O;
  wire       [7:0]    cARRY8_2_CO;
  wire       [7:0]    cARRY8_3_O;
  wire       [7:0]    cARRY8_3_CO;
  wire       [7:0]    cARRY8_4_O;
  wire       [7:0]    cARRY8_4_CO;
  wire       [7:0]    cARRY8_5_O;
  wire       [7:0]    cARRY8_5_CO;
  wire       [39:0]   _zz_S_1;
  wire       [39:0]   _zz_DI_1;
  wire       [39:0]   _zz_S_2;
  wire       [39:0]   _zz_DI_2;
  wire       [39:0]   _zz_S_3;
  wire       [39:0]   _zz_DI_3;
  wire       [39:0]   _zz_S_4;
  wire       [39:0]   _zz_DI_4;
  wire       [39:0]   _zz_S_5;
  wire       [39:0]   _zz_DI_5;
  reg        [34:0]   _zz_S;
  reg        [34:0]   _zz_DI;
  reg        [39:0]   _zz_io_sum;

  assign _zz_S_1 = {5'd0, _zz_S};
  assign _zz_DI_1 = {5'd0, _zz_DI};
  assign _zz_S_2 = {5'd0, _zz_S};
  assign _zz_DI_2 = {5'd0, _zz_DI};
  assign _zz_S_3 = {5'd0, _zz_S};
  assign _zz_DI_3 = {5'd0, _zz_DI};
  assign _zz_S_4 = {5'd0, _zz_S};
  assign _zz_DI_4 = {5'd0, _zz_DI};
  assign _zz_S_5 = {5'd0, _zz_S};
  assign _zz_DI_5 = {5'd0, _zz_DI};
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_1 (
    .I0 (lUT6_1_I0), //i
    .I1 (lUT6_1_I1), //i
    .I2 (lUT6_1_I2), //i
    .I3 (1'b0     ), //i
    .I4 (1'b0     ), //i
    .I5 (1'b0     ), //i
    .O  (lUT6_1_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_1 (
    .I0 (lUT3_1_I0), //i
    .I1 (lUT3_1_I1), //i
    .I2 (lUT3_1_I2), //i
    .O  (lUT3_1_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_2 (
    .I0 (lUT6_2_I0), //i
    .I1 (lUT6_2_I1), //i
    .I2 (lUT6_2_I2), //i
    .I3 (lUT6_2_I3), //i
    .I4 (lUT6_2_I4), //i
    .I5 (lUT6_2_I5), //i
    .O  (lUT6_2_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_2 (
    .I0 (lUT3_2_I0), //i
    .I1 (lUT3_2_I1), //i
    .I2 (lUT3_2_I2), //i
    .O  (lUT3_2_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_3 (
    .I0 (lUT6_3_I0), //i
    .I1 (lUT6_3_I1), //i
    .I2 (lUT6_3_I2), //i
    .I3 (lUT6_3_I3), //i
    .I4 (lUT6_3_I4), //i
    .I5 (lUT6_3_I5), //i
    .O  (lUT6_3_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_3 (
    .I0 (lUT3_3_I0), //i
    .I1 (lUT3_3_I1), //i
    .I2 (lUT3_3_I2), //i
    .O  (lUT3_3_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_4 (
    .I0 (lUT6_4_I0), //i
    .I1 (lUT6_4_I1), //i
    .I2 (lUT6_4_I2), //i
    .I3 (lUT6_4_I3), //i
    .I4 (lUT6_4_I4), //i
    .I5 (lUT6_4_I5), //i
    .O  (lUT6_4_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_4 (
    .I0 (lUT3_4_I0), //i
    .I1 (lUT3_4_I1), //i
    .I2 (lUT3_4_I2), //i
    .O  (lUT3_4_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_5 (
    .I0 (lUT6_5_I0), //i
    .I1 (lUT6_5_I1), //i
    .I2 (lUT6_5_I2), //i
    .I3 (lUT6_5_I3), //i
    .I4 (lUT6_5_I4), //i
    .I5 (lUT6_5_I5), //i
    .O  (lUT6_5_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_5 (
    .I0 (lUT3_5_I0), //i
    .I1 (lUT3_5_I1), //i
    .I2 (lUT3_5_I2), //i
    .O  (lUT3_5_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_6 (
    .I0 (lUT6_6_I0), //i
    .I1 (lUT6_6_I1), //i
    .I2 (lUT6_6_I2), //i
    .I3 (lUT6_6_I3), //i
    .I4 (lUT6_6_I4), //i
    .I5 (lUT6_6_I5), //i
    .O  (lUT6_6_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_6 (
    .I0 (lUT3_6_I0), //i
    .I1 (lUT3_6_I1), //i
    .I2 (lUT3_6_I2), //i
    .O  (lUT3_6_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_7 (
    .I0 (lUT6_7_I0), //i
    .I1 (lUT6_7_I1), //i
    .I2 (lUT6_7_I2), //i
    .I3 (lUT6_7_I3), //i
    .I4 (lUT6_7_I4), //i
    .I5 (lUT6_7_I5), //i
    .O  (lUT6_7_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_7 (
    .I0 (lUT3_7_I0), //i
    .I1 (lUT3_7_I1), //i
    .I2 (lUT3_7_I2), //i
    .O  (lUT3_7_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_8 (
    .I0 (lUT6_8_I0), //i
    .I1 (lUT6_8_I1), //i
    .I2 (lUT6_8_I2), //i
    .I3 (lUT6_8_I3), //i
    .I4 (lUT6_8_I4), //i
    .I5 (lUT6_8_I5), //i
    .O  (lUT6_8_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_8 (
    .I0 (lUT3_8_I0), //i
    .I1 (lUT3_8_I1), //i
    .I2 (lUT3_8_I2), //i
    .O  (lUT3_8_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_9 (
    .I0 (lUT6_9_I0), //i
    .I1 (lUT6_9_I1), //i
    .I2 (lUT6_9_I2), //i
    .I3 (lUT6_9_I3), //i
    .I4 (lUT6_9_I4), //i
    .I5 (lUT6_9_I5), //i
    .O  (lUT6_9_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_9 (
    .I0 (lUT3_9_I0), //i
    .I1 (lUT3_9_I1), //i
    .I2 (lUT3_9_I2), //i
    .O  (lUT3_9_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_10 (
    .I0 (lUT6_10_I0), //i
    .I1 (lUT6_10_I1), //i
    .I2 (lUT6_10_I2), //i
    .I3 (lUT6_10_I3), //i
    .I4 (lUT6_10_I4), //i
    .I5 (lUT6_10_I5), //i
    .O  (lUT6_10_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_10 (
    .I0 (lUT3_10_I0), //i
    .I1 (lUT3_10_I1), //i
    .I2 (lUT3_10_I2), //i
    .O  (lUT3_10_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_11 (
    .I0 (lUT6_11_I0), //i
    .I1 (lUT6_11_I1), //i
    .I2 (lUT6_11_I2), //i
    .I3 (lUT6_11_I3), //i
    .I4 (lUT6_11_I4), //i
    .I5 (lUT6_11_I5), //i
    .O  (lUT6_11_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_11 (
    .I0 (lUT3_11_I0), //i
    .I1 (lUT3_11_I1), //i
    .I2 (lUT3_11_I2), //i
    .O  (lUT3_11_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_12 (
    .I0 (lUT6_12_I0), //i
    .I1 (lUT6_12_I1), //i
    .I2 (lUT6_12_I2), //i
    .I3 (lUT6_12_I3), //i
    .I4 (lUT6_12_I4), //i
    .I5 (lUT6_12_I5), //i
    .O  (lUT6_12_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_12 (
    .I0 (lUT3_12_I0), //i
    .I1 (lUT3_12_I1), //i
    .I2 (lUT3_12_I2), //i
    .O  (lUT3_12_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_13 (
    .I0 (lUT6_13_I0), //i
    .I1 (lUT6_13_I1), //i
    .I2 (lUT6_13_I2), //i
    .I3 (lUT6_13_I3), //i
    .I4 (lUT6_13_I4), //i
    .I5 (lUT6_13_I5), //i
    .O  (lUT6_13_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_13 (
    .I0 (lUT3_13_I0), //i
    .I1 (lUT3_13_I1), //i
    .I2 (lUT3_13_I2), //i
    .O  (lUT3_13_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_14 (
    .I0 (lUT6_14_I0), //i
    .I1 (lUT6_14_I1), //i
    .I2 (lUT6_14_I2), //i
    .I3 (lUT6_14_I3), //i
    .I4 (lUT6_14_I4), //i
    .I5 (lUT6_14_I5), //i
    .O  (lUT6_14_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_14 (
    .I0 (lUT3_14_I0), //i
    .I1 (lUT3_14_I1), //i
    .I2 (lUT3_14_I2), //i
    .O  (lUT3_14_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_15 (
    .I0 (lUT6_15_I0), //i
    .I1 (lUT6_15_I1), //i
    .I2 (lUT6_15_I2), //i
    .I3 (lUT6_15_I3), //i
    .I4 (lUT6_15_I4), //i
    .I5 (lUT6_15_I5), //i
    .O  (lUT6_15_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_15 (
    .I0 (lUT3_15_I0), //i
    .I1 (lUT3_15_I1), //i
    .I2 (lUT3_15_I2), //i
    .O  (lUT3_15_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_16 (
    .I0 (lUT6_16_I0), //i
    .I1 (lUT6_16_I1), //i
    .I2 (lUT6_16_I2), //i
    .I3 (lUT6_16_I3), //i
    .I4 (lUT6_16_I4), //i
    .I5 (lUT6_16_I5), //i
    .O  (lUT6_16_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_16 (
    .I0 (lUT3_16_I0), //i
    .I1 (lUT3_16_I1), //i
    .I2 (lUT3_16_I2), //i
    .O  (lUT3_16_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_17 (
    .I0 (lUT6_17_I0), //i
    .I1 (lUT6_17_I1), //i
    .I2 (lUT6_17_I2), //i
    .I3 (lUT6_17_I3), //i
    .I4 (lUT6_17_I4), //i
    .I5 (lUT6_17_I5), //i
    .O  (lUT6_17_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_17 (
    .I0 (lUT3_17_I0), //i
    .I1 (lUT3_17_I1), //i
    .I2 (lUT3_17_I2), //i
    .O  (lUT3_17_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_18 (
    .I0 (lUT6_18_I0), //i
    .I1 (lUT6_18_I1), //i
    .I2 (lUT6_18_I2), //i
    .I3 (lUT6_18_I3), //i
    .I4 (lUT6_18_I4), //i
    .I5 (lUT6_18_I5), //i
    .O  (lUT6_18_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_18 (
    .I0 (lUT3_18_I0), //i
    .I1 (lUT3_18_I1), //i
    .I2 (lUT3_18_I2), //i
    .O  (lUT3_18_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_19 (
    .I0 (lUT6_19_I0), //i
    .I1 (lUT6_19_I1), //i
    .I2 (lUT6_19_I2), //i
    .I3 (lUT6_19_I3), //i
    .I4 (lUT6_19_I4), //i
    .I5 (lUT6_19_I5), //i
    .O  (lUT6_19_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_19 (
    .I0 (lUT3_19_I0), //i
    .I1 (lUT3_19_I1), //i
    .I2 (lUT3_19_I2), //i
    .O  (lUT3_19_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_20 (
    .I0 (lUT6_20_I0), //i
    .I1 (lUT6_20_I1), //i
    .I2 (lUT6_20_I2), //i
    .I3 (lUT6_20_I3), //i
    .I4 (lUT6_20_I4), //i
    .I5 (lUT6_20_I5), //i
    .O  (lUT6_20_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_20 (
    .I0 (lUT3_20_I0), //i
    .I1 (lUT3_20_I1), //i
    .I2 (lUT3_20_I2), //i
    .O  (lUT3_20_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_21 (
    .I0 (lUT6_21_I0), //i
    .I1 (lUT6_21_I1), //i
    .I2 (lUT6_21_I2), //i
    .I3 (lUT6_21_I3), //i
    .I4 (lUT6_21_I4), //i
    .I5 (lUT6_21_I5), //i
    .O  (lUT6_21_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_21 (
    .I0 (lUT3_21_I0), //i
    .I1 (lUT3_21_I1), //i
    .I2 (lUT3_21_I2), //i
    .O  (lUT3_21_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_22 (
    .I0 (lUT6_22_I0), //i
    .I1 (lUT6_22_I1), //i
    .I2 (lUT6_22_I2), //i
    .I3 (lUT6_22_I3), //i
    .I4 (lUT6_22_I4), //i
    .I5 (lUT6_22_I5), //i
    .O  (lUT6_22_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_22 (
    .I0 (lUT3_22_I0), //i
    .I1 (lUT3_22_I1), //i
    .I2 (lUT3_22_I2), //i
    .O  (lUT3_22_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_23 (
    .I0 (lUT6_23_I0), //i
    .I1 (lUT6_23_I1), //i
    .I2 (lUT6_23_I2), //i
    .I3 (lUT6_23_I3), //i
    .I4 (lUT6_23_I4), //i
    .I5 (lUT6_23_I5), //i
    .O  (lUT6_23_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_23 (
    .I0 (lUT3_23_I0), //i
    .I1 (lUT3_23_I1), //i
    .I2 (lUT3_23_I2), //i
    .O  (lUT3_23_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_24 (
    .I0 (lUT6_24_I0), //i
    .I1 (lUT6_24_I1), //i
    .I2 (lUT6_24_I2), //i
    .I3 (lUT6_24_I3), //i
    .I4 (lUT6_24_I4), //i
    .I5 (lUT6_24_I5), //i
    .O  (lUT6_24_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_24 (
    .I0 (lUT3_24_I0), //i
    .I1 (lUT3_24_I1), //i
    .I2 (lUT3_24_I2), //i
    .O  (lUT3_24_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_25 (
    .I0 (lUT6_25_I0), //i
    .I1 (lUT6_25_I1), //i
    .I2 (lUT6_25_I2), //i
    .I3 (lUT6_25_I3), //i
    .I4 (lUT6_25_I4), //i
    .I5 (lUT6_25_I5), //i
    .O  (lUT6_25_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_25 (
    .I0 (lUT3_25_I0), //i
    .I1 (lUT3_25_I1), //i
    .I2 (lUT3_25_I2), //i
    .O  (lUT3_25_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_26 (
    .I0 (lUT6_26_I0), //i
    .I1 (lUT6_26_I1), //i
    .I2 (lUT6_26_I2), //i
    .I3 (lUT6_26_I3), //i
    .I4 (lUT6_26_I4), //i
    .I5 (lUT6_26_I5), //i
    .O  (lUT6_26_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_26 (
    .I0 (lUT3_26_I0), //i
    .I1 (lUT3_26_I1), //i
    .I2 (lUT3_26_I2), //i
    .O  (lUT3_26_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_27 (
    .I0 (lUT6_27_I0), //i
    .I1 (lUT6_27_I1), //i
    .I2 (lUT6_27_I2), //i
    .I3 (lUT6_27_I3), //i
    .I4 (lUT6_27_I4), //i
    .I5 (lUT6_27_I5), //i
    .O  (lUT6_27_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_27 (
    .I0 (lUT3_27_I0), //i
    .I1 (lUT3_27_I1), //i
    .I2 (lUT3_27_I2), //i
    .O  (lUT3_27_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_28 (
    .I0 (lUT6_28_I0), //i
    .I1 (lUT6_28_I1), //i
    .I2 (lUT6_28_I2), //i
    .I3 (lUT6_28_I3), //i
    .I4 (lUT6_28_I4), //i
    .I5 (lUT6_28_I5), //i
    .O  (lUT6_28_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_28 (
    .I0 (lUT3_28_I0), //i
    .I1 (lUT3_28_I1), //i
    .I2 (lUT3_28_I2), //i
    .O  (lUT3_28_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_29 (
    .I0 (lUT6_29_I0), //i
    .I1 (lUT6_29_I1), //i
    .I2 (lUT6_29_I2), //i
    .I3 (lUT6_29_I3), //i
    .I4 (lUT6_29_I4), //i
    .I5 (lUT6_29_I5), //i
    .O  (lUT6_29_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_29 (
    .I0 (lUT3_29_I0), //i
    .I1 (lUT3_29_I1), //i
    .I2 (lUT3_29_I2), //i
    .O  (lUT3_29_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_30 (
    .I0 (lUT6_30_I0), //i
    .I1 (lUT6_30_I1), //i
    .I2 (lUT6_30_I2), //i
    .I3 (lUT6_30_I3), //i
    .I4 (lUT6_30_I4), //i
    .I5 (lUT6_30_I5), //i
    .O  (lUT6_30_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_30 (
    .I0 (lUT3_30_I0), //i
    .I1 (lUT3_30_I1), //i
    .I2 (lUT3_30_I2), //i
    .O  (lUT3_30_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_31 (
    .I0 (lUT6_31_I0), //i
    .I1 (lUT6_31_I1), //i
    .I2 (lUT6_31_I2), //i
    .I3 (lUT6_31_I3), //i
    .I4 (lUT6_31_I4), //i
    .I5 (lUT6_31_I5), //i
    .O  (lUT6_31_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_31 (
    .I0 (lUT3_31_I0), //i
    .I1 (lUT3_31_I1), //i
    .I2 (lUT3_31_I2), //i
    .O  (lUT3_31_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_32 (
    .I0 (lUT6_32_I0), //i
    .I1 (lUT6_32_I1), //i
    .I2 (lUT6_32_I2), //i
    .I3 (lUT6_32_I3), //i
    .I4 (lUT6_32_I4), //i
    .I5 (lUT6_32_I5), //i
    .O  (lUT6_32_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_32 (
    .I0 (lUT3_32_I0), //i
    .I1 (lUT3_32_I1), //i
    .I2 (lUT3_32_I2), //i
    .O  (lUT3_32_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_33 (
    .I0 (lUT6_33_I0), //i
    .I1 (lUT6_33_I1), //i
    .I2 (lUT6_33_I2), //i
    .I3 (lUT6_33_I3), //i
    .I4 (lUT6_33_I4), //i
    .I5 (lUT6_33_I5), //i
    .O  (lUT6_33_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_33 (
    .I0 (lUT3_33_I0), //i
    .I1 (lUT3_33_I1), //i
    .I2 (lUT3_33_I2), //i
    .O  (lUT3_33_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_34 (
    .I0 (lUT6_34_I0), //i
    .I1 (lUT6_34_I1), //i
    .I2 (lUT6_34_I2), //i
    .I3 (lUT6_34_I3), //i
    .I4 (lUT6_34_I4), //i
    .I5 (lUT6_34_I5), //i
    .O  (lUT6_34_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_34 (
    .I0 (lUT3_34_I0), //i
    .I1 (lUT3_34_I1), //i
    .I2 (lUT3_34_I2), //i
    .O  (lUT3_34_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_35 (
    .I0 (lUT6_35_I0), //i
    .I1 (lUT6_35_I1), //i
    .I2 (lUT6_35_I2), //i
    .I3 (lUT6_35_I3), //i
    .I4 (lUT6_35_I4), //i
    .I5 (lUT6_35_I5), //i
    .O  (lUT6_35_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_35 (
    .I0 (lUT3_35_I0), //i
    .I1 (lUT3_35_I1), //i
    .I2 (lUT3_35_I2), //i
    .O  (lUT3_35_O )  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_1 (
    .CI     (io_cin          ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_1_DI[7:0]), //i
    .S      (cARRY8_1_S[7:0] ), //i
    .O      (cARRY8_1_O[7:0] ), //o
    .CO     (cARRY8_1_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_2 (
    .CI     (cARRY8_2_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_2_DI[7:0]), //i
    .S      (cARRY8_2_S[7:0] ), //i
    .O      (cARRY8_2_O[7:0] ), //o
    .CO     (cARRY8_2_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_3 (
    .CI     (cARRY8_3_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_3_DI[7:0]), //i
    .S      (cARRY8_3_S[7:0] ), //i
    .O      (cARRY8_3_O[7:0] ), //o
    .CO     (cARRY8_3_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_4 (
    .CI     (cARRY8_4_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_4_DI[7:0]), //i
    .S      (cARRY8_4_S[7:0] ), //i
    .O      (cARRY8_4_O[7:0] ), //o
    .CO     (cARRY8_4_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_5 (
    .CI     (cARRY8_5_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_5_DI[7:0]), //i
    .S      (cARRY8_5_S[7:0] ), //i
    .O      (cARRY8_5_O[7:0] ), //o
    .CO     (cARRY8_5_CO[7:0])  //o
  );
  assign lUT6_1_I0 = io_a[0];
  assign lUT6_1_I1 = io_b[0];
  assign lUT6_1_I2 = io_c[0];
  always @(*) begin
    _zz_S[0] = lUT6_1_O;
    _zz_S[1] = lUT6_2_O;
    _zz_S[2] = lUT6_3_O;
    _zz_S[3] = lUT6_4_O;
    _zz_S[4] = lUT6_5_O;
    _zz_S[5] = lUT6_6_O;
    _zz_S[6] = lUT6_7_O;
    _zz_S[7] = lUT6_8_O;
    _zz_S[8] = lUT6_9_O;
    _zz_S[9] = lUT6_10_O;
    _zz_S[10] = lUT6_11_O;
    _zz_S[11] = lUT6_12_O;
    _zz_S[12] = lUT6_13_O;
    _zz_S[13] = lUT6_14_O;
    _zz_S[14] = lUT6_15_O;
    _zz_S[15] = lUT6_16_O;
    _zz_S[16] = lUT6_17_O;
    _zz_S[17] = lUT6_18_O;
    _zz_S[18] = lUT6_19_O;
    _zz_S[19] = lUT6_20_O;
    _zz_S[20] = lUT6_21_O;
    _zz_S[21] = lUT6_22_O;
    _zz_S[22] = lUT6_23_O;
    _zz_S[23] = lUT6_24_O;
    _zz_S[24] = lUT6_25_O;
    _zz_S[25] = lUT6_26_O;
    _zz_S[26] = lUT6_27_O;
    _zz_S[27] = lUT6_28_O;
    _zz_S[28] = lUT6_29_O;
    _zz_S[29] = lUT6_30_O;
    _zz_S[30] = lUT6_31_O;
    _zz_S[31] = lUT6_32_O;
    _zz_S[32] = lUT6_33_O;
    _zz_S[33] = lUT6_34_O;
    _zz_S[34] = lUT6_35_O;
  end

  assign lUT3_1_I0 = io_a[0];
  assign lUT3_1_I1 = io_b[0];
  assign lUT3_1_I2 = io_c[0];
  always @(*) begin
    _zz_DI[0] = lUT3_1_O;
    _zz_DI[1] = lUT3_2_O;
    _zz_DI[2] = lUT3_3_O;
    _zz_DI[3] = lUT3_4_O;
    _zz_DI[4] = lUT3_5_O;
    _zz_DI[5] = lUT3_6_O;
    _zz_DI[6] = lUT3_7_O;
    _zz_DI[7] = lUT3_8_O;
    _zz_DI[8] = lUT3_9_O;
    _zz_DI[9] = lUT3_10_O;
    _zz_DI[10] = lUT3_11_O;
    _zz_DI[11] = lUT3_12_O;
    _zz_DI[12] = lUT3_13_O;
    _zz_DI[13] = lUT3_14_O;
    _zz_DI[14] = lUT3_15_O;
    _zz_DI[15] = lUT3_16_O;
    _zz_DI[16] = lUT3_17_O;
    _zz_DI[17] = lUT3_18_O;
    _zz_DI[18] = lUT3_19_O;
    _zz_DI[19] = lUT3_20_O;
    _zz_DI[20] = lUT3_21_O;
    _zz_DI[21] = lUT3_22_O;
    _zz_DI[22] = lUT3_23_O;
    _zz_DI[23] = lUT3_24_O;
    _zz_DI[24] = lUT3_25_O;
    _zz_DI[25] = lUT3_26_O;
    _zz_DI[26] = lUT3_27_O;
    _zz_DI[27] = lUT3_28_O;
    _zz_DI[28] = lUT3_29_O;
    _zz_DI[29] = lUT3_30_O;
    _zz_DI[30] = lUT3_31_O;
    _zz_DI[31] = lUT3_32_O;
    _zz_DI[32] = lUT3_33_O;
    _zz_DI[33] = lUT3_34_O;
    _zz_DI[34] = lUT3_35_O;
  end

  assign lUT6_2_I0 = io_a[1];
  assign lUT6_2_I1 = io_b[1];
  assign lUT6_2_I2 = io_c[1];
  assign lUT6_2_I3 = io_a[0];
  assign lUT6_2_I4 = io_b[0];
  assign lUT6_2_I5 = io_c[0];
  assign lUT3_2_I0 = io_a[1];
  assign lUT3_2_I1 = io_b[1];
  assign lUT3_2_I2 = io_c[1];
  assign lUT6_3_I0 = io_a[2];
  assign lUT6_3_I1 = io_b[2];
  assign lUT6_3_I2 = io_c[2];
  assign lUT6_3_I3 = io_a[1];
  assign lUT6_3_I4 = io_b[1];
  assign lUT6_3_I5 = io_c[1];
  assign lUT3_3_I0 = io_a[2];
  assign lUT3_3_I1 = io_b[2];
  assign lUT3_3_I2 = io_c[2];
  assign lUT6_4_I0 = io_a[3];
  assign lUT6_4_I1 = io_b[3];
  assign lUT6_4_I2 = io_c[3];
  assign lUT6_4_I3 = io_a[2];
  assign lUT6_4_I4 = io_b[2];
  assign lUT6_4_I5 = io_c[2];
  assign lUT3_4_I0 = io_a[3];
  assign lUT3_4_I1 = io_b[3];
  assign lUT3_4_I2 = io_c[3];
  assign lUT6_5_I0 = io_a[4];
  assign lUT6_5_I1 = io_b[4];
  assign lUT6_5_I2 = io_c[4];
  assign lUT6_5_I3 = io_a[3];
  assign lUT6_5_I4 = io_b[3];
  assign lUT6_5_I5 = io_c[3];
  assign lUT3_5_I0 = io_a[4];
  assign lUT3_5_I1 = io_b[4];
  assign lUT3_5_I2 = io_c[4];
  assign lUT6_6_I0 = io_a[5];
  assign lUT6_6_I1 = io_b[5];
  assign lUT6_6_I2 = io_c[5];
  assign lUT6_6_I3 = io_a[4];
  assign lUT6_6_I4 = io_b[4];
  assign lUT6_6_I5 = io_c[4];
  assign lUT3_6_I0 = io_a[5];
  assign lUT3_6_I1 = io_b[5];
  assign lUT3_6_I2 = io_c[5];
  assign lUT6_7_I0 = io_a[6];
  assign lUT6_7_I1 = io_b[6];
  assign lUT6_7_I2 = io_c[6];
  assign lUT6_7_I3 = io_a[5];
  assign lUT6_7_I4 = io_b[5];
  assign lUT6_7_I5 = io_c[5];
  assign lUT3_7_I0 = io_a[6];
  assign lUT3_7_I1 = io_b[6];
  assign lUT3_7_I2 = io_c[6];
  assign lUT6_8_I0 = io_a[7];
  assign lUT6_8_I1 = io_b[7];
  assign lUT6_8_I2 = io_c[7];
  assign lUT6_8_I3 = io_a[6];
  assign lUT6_8_I4 = io_b[6];
  assign lUT6_8_I5 = io_c[6];
  assign lUT3_8_I0 = io_a[7];
  assign lUT3_8_I1 = io_b[7];
  assign lUT3_8_I2 = io_c[7];
  assign lUT6_9_I0 = io_a[8];
  assign lUT6_9_I1 = io_b[8];
  assign lUT6_9_I2 = io_c[8];
  assign lUT6_9_I3 = io_a[7];
  assign lUT6_9_I4 = io_b[7];
  assign lUT6_9_I5 = io_c[7];
  assign lUT3_9_I0 = io_a[8];
  assign lUT3_9_I1 = io_b[8];
  assign lUT3_9_I2 = io_c[8];
  assign lUT6_10_I0 = io_a[9];
  assign lUT6_10_I1 = io_b[9];
  assign lUT6_10_I2 = io_c[9];
  assign lUT6_10_I3 = io_a[8];
  assign lUT6_10_I4 = io_b[8];
  assign lUT6_10_I5 = io_c[8];
  assign lUT3_10_I0 = io_a[9];
  assign lUT3_10_I1 = io_b[9];
  assign lUT3_10_I2 = io_c[9];
  assign lUT6_11_I0 = io_a[10];
  assign lUT6_11_I1 = io_b[10];
  assign lUT6_11_I2 = io_c[10];
  assign lUT6_11_I3 = io_a[9];
  assign lUT6_11_I4 = io_b[9];
  assign lUT6_11_I5 = io_c[9];
  assign lUT3_11_I0 = io_a[10];
  assign lUT3_11_I1 = io_b[10];
  assign lUT3_11_I2 = io_c[10];
  assign lUT6_12_I0 = io_a[11];
  assign lUT6_12_I1 = io_b[11];
  assign lUT6_12_I2 = io_c[11];
  assign lUT6_12_I3 = io_a[10];
  assign lUT6_12_I4 = io_b[10];
  assign lUT6_12_I5 = io_c[10];
  assign lUT3_12_I0 = io_a[11];
  assign lUT3_12_I1 = io_b[11];
  assign lUT3_12_I2 = io_c[11];
  assign lUT6_13_I0 = io_a[12];
  assign lUT6_13_I1 = io_b[12];
  assign lUT6_13_I2 = io_c[12];
  assign lUT6_13_I3 = io_a[11];
  assign lUT6_13_I4 = io_b[11];
  assign lUT6_13_I5 = io_c[11];
  assign lUT3_13_I0 = io_a[12];
  assign lUT3_13_I1 = io_b[12];
  assign lUT3_13_I2 = io_c[12];
  assign lUT6_14_I0 = io_a[13];
  assign lUT6_14_I1 = io_b[13];
  assign lUT6_14_I2 = io_c[13];
  assign lUT6_14_I3 = io_a[12];
  assign lUT6_14_I4 = io_b[12];
  assign lUT6_14_I5 = io_c[12];
  assign lUT3_14_I0 = io_a[13];
  assign lUT3_14_I1 = io_b[13];
  assign lUT3_14_I2 = io_c[13];
  assign lUT6_15_I0 = io_a[14];
  assign lUT6_15_I1 = io_b[14];
  assign lUT6_15_I2 = io_c[14];
  assign lUT6_15_I3 = io_a[13];
  assign lUT6_15_I4 = io_b[13];
  assign lUT6_15_I5 = io_c[13];
  assign lUT3_15_I0 = io_a[14];
  assign lUT3_15_I1 = io_b[14];
  assign lUT3_15_I2 = io_c[14];
  assign lUT6_16_I0 = io_a[15];
  assign lUT6_16_I1 = io_b[15];
  assign lUT6_16_I2 = io_c[15];
  assign lUT6_16_I3 = io_a[14];
  assign lUT6_16_I4 = io_b[14];
  assign lUT6_16_I5 = io_c[14];
  assign lUT3_16_I0 = io_a[15];
  assign lUT3_16_I1 = io_b[15];
  assign lUT3_16_I2 = io_c[15];
  assign lUT6_17_I0 = io_a[16];
  assign lUT6_17_I1 = io_b[16];
  assign lUT6_17_I2 = io_c[16];
  assign lUT6_17_I3 = io_a[15];
  assign lUT6_17_I4 = io_b[15];
  assign lUT6_17_I5 = io_c[15];
  assign lUT3_17_I0 = io_a[16];
  assign lUT3_17_I1 = io_b[16];
  assign lUT3_17_I2 = io_c[16];
  assign lUT6_18_I0 = io_a[17];
  assign lUT6_18_I1 = io_b[17];
  assign lUT6_18_I2 = io_c[17];
  assign lUT6_18_I3 = io_a[16];
  assign lUT6_18_I4 = io_b[16];
  assign lUT6_18_I5 = io_c[16];
  assign lUT3_18_I0 = io_a[17];
  assign lUT3_18_I1 = io_b[17];
  assign lUT3_18_I2 = io_c[17];
  assign lUT6_19_I0 = io_a[18];
  assign lUT6_19_I1 = io_b[18];
  assign lUT6_19_I2 = io_c[18];
  assign lUT6_19_I3 = io_a[17];
  assign lUT6_19_I4 = io_b[17];
  assign lUT6_19_I5 = io_c[17];
  assign lUT3_19_I0 = io_a[18];
  assign lUT3_19_I1 = io_b[18];
  assign lUT3_19_I2 = io_c[18];
  assign lUT6_20_I0 = io_a[19];
  assign lUT6_20_I1 = io_b[19];
  assign lUT6_20_I2 = io_c[19];
  assign lUT6_20_I3 = io_a[18];
  assign lUT6_20_I4 = io_b[18];
  assign lUT6_20_I5 = io_c[18];
  assign lUT3_20_I0 = io_a[19];
  assign lUT3_20_I1 = io_b[19];
  assign lUT3_20_I2 = io_c[19];
  assign lUT6_21_I0 = io_a[20];
  assign lUT6_21_I1 = io_b[20];
  assign lUT6_21_I2 = io_c[20];
  assign lUT6_21_I3 = io_a[19];
  assign lUT6_21_I4 = io_b[19];
  assign lUT6_21_I5 = io_c[19];
  assign lUT3_21_I0 = io_a[20];
  assign lUT3_21_I1 = io_b[20];
  assign lUT3_21_I2 = io_c[20];
  assign lUT6_22_I0 = io_a[21];
  assign lUT6_22_I1 = io_b[21];
  assign lUT6_22_I2 = io_c[21];
  assign lUT6_22_I3 = io_a[20];
  assign lUT6_22_I4 = io_b[20];
  assign lUT6_22_I5 = io_c[20];
  assign lUT3_22_I0 = io_a[21];
  assign lUT3_22_I1 = io_b[21];
  assign lUT3_22_I2 = io_c[21];
  assign lUT6_23_I0 = io_a[22];
  assign lUT6_23_I1 = io_b[22];
  assign lUT6_23_I2 = io_c[22];
  assign lUT6_23_I3 = io_a[21];
  assign lUT6_23_I4 = io_b[21];
  assign lUT6_23_I5 = io_c[21];
  assign lUT3_23_I0 = io_a[22];
  assign lUT3_23_I1 = io_b[22];
  assign lUT3_23_I2 = io_c[22];
  assign lUT6_24_I0 = io_a[23];
  assign lUT6_24_I1 = io_b[23];
  assign lUT6_24_I2 = io_c[23];
  assign lUT6_24_I3 = io_a[22];
  assign lUT6_24_I4 = io_b[22];
  assign lUT6_24_I5 = io_c[22];
  assign lUT3_24_I0 = io_a[23];
  assign lUT3_24_I1 = io_b[23];
  assign lUT3_24_I2 = io_c[23];
  assign lUT6_25_I0 = io_a[24];
  assign lUT6_25_I1 = io_b[24];
  assign lUT6_25_I2 = io_c[24];
  assign lUT6_25_I3 = io_a[23];
  assign lUT6_25_I4 = io_b[23];
  assign lUT6_25_I5 = io_c[23];
  assign lUT3_25_I0 = io_a[24];
  assign lUT3_25_I1 = io_b[24];
  assign lUT3_25_I2 = io_c[24];
  assign lUT6_26_I0 = io_a[25];
  assign lUT6_26_I1 = io_b[25];
  assign lUT6_26_I2 = io_c[25];
  assign lUT6_26_I3 = io_a[24];
  assign lUT6_26_I4 = io_b[24];
  assign lUT6_26_I5 = io_c[24];
  assign lUT3_26_I0 = io_a[25];
  assign lUT3_26_I1 = io_b[25];
  assign lUT3_26_I2 = io_c[25];
  assign lUT6_27_I0 = io_a[26];
  assign lUT6_27_I1 = io_b[26];
  assign lUT6_27_I2 = io_c[26];
  assign lUT6_27_I3 = io_a[25];
  assign lUT6_27_I4 = io_b[25];
  assign lUT6_27_I5 = io_c[25];
  assign lUT3_27_I0 = io_a[26];
  assign lUT3_27_I1 = io_b[26];
  assign lUT3_27_I2 = io_c[26];
  assign lUT6_28_I0 = io_a[27];
  assign lUT6_28_I1 = io_b[27];
  assign lUT6_28_I2 = io_c[27];
  assign lUT6_28_I3 = io_a[26];
  assign lUT6_28_I4 = io_b[26];
  assign lUT6_28_I5 = io_c[26];
  assign lUT3_28_I0 = io_a[27];
  assign lUT3_28_I1 = io_b[27];
  assign lUT3_28_I2 = io_c[27];
  assign lUT6_29_I0 = io_a[28];
  assign lUT6_29_I1 = io_b[28];
  assign lUT6_29_I2 = io_c[28];
  assign lUT6_29_I3 = io_a[27];
  assign lUT6_29_I4 = io_b[27];
  assign lUT6_29_I5 = io_c[27];
  assign lUT3_29_I0 = io_a[28];
  assign lUT3_29_I1 = io_b[28];
  assign lUT3_29_I2 = io_c[28];
  assign lUT6_30_I0 = io_a[29];
  assign lUT6_30_I1 = io_b[29];
  assign lUT6_30_I2 = io_c[29];
  assign lUT6_30_I3 = io_a[28];
  assign lUT6_30_I4 = io_b[28];
  assign lUT6_30_I5 = io_c[28];
  assign lUT3_30_I0 = io_a[29];
  assign lUT3_30_I1 = io_b[29];
  assign lUT3_30_I2 = io_c[29];
  assign lUT6_31_I0 = io_a[30];
  assign lUT6_31_I1 = io_b[30];
  assign lUT6_31_I2 = io_c[30];
  assign lUT6_31_I3 = io_a[29];
  assign lUT6_31_I4 = io_b[29];
  assign lUT6_31_I5 = io_c[29];
  assign lUT3_31_I0 = io_a[30];
  assign lUT3_31_I1 = io_b[30];
  assign lUT3_31_I2 = io_c[30];
  assign lUT6_32_I0 = io_a[31];
  assign lUT6_32_I1 = io_b[31];
  assign lUT6_32_I2 = io_c[31];
  assign lUT6_32_I3 = io_a[30];
  assign lUT6_32_I4 = io_b[30];
  assign lUT6_32_I5 = io_c[30];
  assign lUT3_32_I0 = io_a[31];
  assign lUT3_32_I1 = io_b[31];
  assign lUT3_32_I2 = io_c[31];
  assign lUT6_33_I0 = io_a[32];
  assign lUT6_33_I1 = io_b[32];
  assign lUT6_33_I2 = io_c[32];
  assign lUT6_33_I3 = io_a[31];
  assign lUT6_33_I4 = io_b[31];
  assign lUT6_33_I5 = io_c[31];
  assign lUT3_33_I0 = io_a[32];
  assign lUT3_33_I1 = io_b[32];
  assign lUT3_33_I2 = io_c[32];
  assign lUT6_34_I0 = io_a[33];
  assign lUT6_34_I1 = io_b[33];
  assign lUT6_34_I2 = io_c[33];
  assign lUT6_34_I3 = io_a[32];
  assign lUT6_34_I4 = io_b[32];
  assign lUT6_34_I5 = io_c[32];
  assign lUT3_34_I0 = io_a[33];
  assign lUT3_34_I1 = io_b[33];
  assign lUT3_34_I2 = io_c[33];
  assign lUT6_35_I0 = io_a[34];
  assign lUT6_35_I1 = io_b[34];
  assign lUT6_35_I2 = io_c[34];
  assign lUT6_35_I3 = io_a[33];
  assign lUT6_35_I4 = io_b[33];
  assign lUT6_35_I5 = io_c[33];
  assign lUT3_35_I0 = io_a[34];
  assign lUT3_35_I1 = io_b[34];
  assign lUT3_35_I2 = io_c[34];
  assign cARRY8_1_S = _zz_S_1[7 : 0];
  assign cARRY8_1_DI = _zz_DI_1[7 : 0];
  always @(*) begin
    _zz_io_sum[7 : 0] = cARRY8_1_O;
    _zz_io_sum[15 : 8] = cARRY8_2_O;
    _zz_io_sum[23 : 16] = cARRY8_3_O;
    _zz_io_sum[31 : 24] = cARRY8_4_O;
    _zz_io_sum[39 : 32] = cARRY8_5_O;
  end

  assign cARRY8_2_CI = cARRY8_1_CO[7];
  assign cARRY8_2_S = _zz_S_2[15 : 8];
  assign cARRY8_2_DI = _zz_DI_2[15 : 8];
  assign cARRY8_3_CI = cARRY8_2_CO[7];
  assign cARRY8_3_S = _zz_S_3[23 : 16];
  assign cARRY8_3_DI = _zz_DI_3[23 : 16];
  assign cARRY8_4_CI = cARRY8_3_CO[7];
  assign cARRY8_4_S = _zz_S_4[31 : 24];
  assign cARRY8_4_DI = _zz_DI_4[31 : 24];
  assign cARRY8_5_CI = cARRY8_4_CO[7];
  assign cARRY8_5_S = _zz_S_5[39 : 32];
  assign cARRY8_5_DI = _zz_DI_5[39 : 32];
  assign io_sum = _zz_io_sum[34 : 0];

endmodule

//lpx_TernaryAdd_7 replaced by lpx_TernaryAdd_2

//lpx_TernaryAdd_6 replaced by lpx_TernaryAdd_2

//lpx_TernaryAdd_5 replaced by lpx_TernaryAdd_2

//lpx_TernaryAdd_4 replaced by lpx_TernaryAdd_2

//lpx_TernaryAdd_3 replaced by lpx_TernaryAdd_2

module lpx_TernaryAdd_2 (
  input  wire [50:0]   io_a,
  input  wire [50:0]   io_b,
  input  wire [50:0]   io_c,
  input  wire          io_cin,
  output wire [50:0]   io_sum
);

  wire                lUT6_1_I0;
  wire                lUT6_1_I1;
  wire                lUT6_1_I2;
  wire                lUT3_1_I0;
  wire                lUT3_1_I1;
  wire                lUT3_1_I2;
  wire                lUT6_2_I0;
  wire                lUT6_2_I1;
  wire                lUT6_2_I2;
  wire                lUT6_2_I3;
  wire                lUT6_2_I4;
  wire                lUT6_2_I5;
  wire                lUT3_2_I0;
  wire                lUT3_2_I1;
  wire                lUT3_2_I2;
  wire                lUT6_3_I0;
  wire                lUT6_3_I1;
  wire                lUT6_3_I2;
  wire                lUT6_3_I3;
  wire                lUT6_3_I4;
  wire                lUT6_3_I5;
  wire                lUT3_3_I0;
  wire                lUT3_3_I1;
  wire                lUT3_3_I2;
  wire                lUT6_4_I0;
  wire                lUT6_4_I1;
  wire                lUT6_4_I2;
  wire                lUT6_4_I3;
  wire                lUT6_4_I4;
  wire                lUT6_4_I5;
  wire                lUT3_4_I0;
  wire                lUT3_4_I1;
  wire                lUT3_4_I2;
  wire                lUT6_5_I0;
  wire                lUT6_5_I1;
  wire                lUT6_5_I2;
  wire                lUT6_5_I3;
  wire                lUT6_5_I4;
  wire                lUT6_5_I5;
  wire                lUT3_5_I0;
  wire                lUT3_5_I1;
  wire                lUT3_5_I2;
  wire                lUT6_6_I0;
  wire                lUT6_6_I1;
  wire                lUT6_6_I2;
  wire                lUT6_6_I3;
  wire                lUT6_6_I4;
  wire                lUT6_6_I5;
  wire                lUT3_6_I0;
  wire                lUT3_6_I1;
  wire                lUT3_6_I2;
  wire                lUT6_7_I0;
  wire                lUT6_7_I1;
  wire                lUT6_7_I2;
  wire                lUT6_7_I3;
  wire                lUT6_7_I4;
  wire                lUT6_7_I5;
  wire                lUT3_7_I0;
  wire                lUT3_7_I1;
  wire                lUT3_7_I2;
  wire                lUT6_8_I0;
  wire                lUT6_8_I1;
  wire                lUT6_8_I2;
  wire                lUT6_8_I3;
  wire                lUT6_8_I4;
  wire                lUT6_8_I5;
  wire                lUT3_8_I0;
  wire                lUT3_8_I1;
  wire                lUT3_8_I2;
  wire                lUT6_9_I0;
  wire                lUT6_9_I1;
  wire                lUT6_9_I2;
  wire                lUT6_9_I3;
  wire                lUT6_9_I4;
  wire                lUT6_9_I5;
  wire                lUT3_9_I0;
  wire                lUT3_9_I1;
  wire                lUT3_9_I2;
  wire                lUT6_10_I0;
  wire                lUT6_10_I1;
  wire                lUT6_10_I2;
  wire                lUT6_10_I3;
  wire                lUT6_10_I4;
  wire                lUT6_10_I5;
  wire                lUT3_10_I0;
  wire                lUT3_10_I1;
  wire                lUT3_10_I2;
  wire                lUT6_11_I0;
  wire                lUT6_11_I1;
  wire                lUT6_11_I2;
  wire                lUT6_11_I3;
  wire                lUT6_11_I4;
  wire                lUT6_11_I5;
  wire                lUT3_11_I0;
  wire                lUT3_11_I1;
  wire                lUT3_11_I2;
  wire                lUT6_12_I0;
  wire                lUT6_12_I1;
  wire                lUT6_12_I2;
  wire                lUT6_12_I3;
  wire                lUT6_12_I4;
  wire                lUT6_12_I5;
  wire                lUT3_12_I0;
  wire                lUT3_12_I1;
  wire                lUT3_12_I2;
  wire                lUT6_13_I0;
  wire                lUT6_13_I1;
  wire                lUT6_13_I2;
  wire                lUT6_13_I3;
  wire                lUT6_13_I4;
  wire                lUT6_13_I5;
  wire                lUT3_13_I0;
  wire                lUT3_13_I1;
  wire                lUT3_13_I2;
  wire                lUT6_14_I0;
  wire                lUT6_14_I1;
  wire                lUT6_14_I2;
  wire                lUT6_14_I3;
  wire                lUT6_14_I4;
  wire                lUT6_14_I5;
  wire                lUT3_14_I0;
  wire                lUT3_14_I1;
  wire                lUT3_14_I2;
  wire                lUT6_15_I0;
  wire                lUT6_15_I1;
  wire                lUT6_15_I2;
  wire                lUT6_15_I3;
  wire                lUT6_15_I4;
  wire                lUT6_15_I5;
  wire                lUT3_15_I0;
  wire                lUT3_15_I1;
  wire                lUT3_15_I2;
  wire                lUT6_16_I0;
  wire                lUT6_16_I1;
  wire                lUT6_16_I2;
  wire                lUT6_16_I3;
  wire                lUT6_16_I4;
  wire                lUT6_16_I5;
  wire                lUT3_16_I0;
  wire                lUT3_16_I1;
  wire                lUT3_16_I2;
  wire                lUT6_17_I0;
  wire                lUT6_17_I1;
  wire                lUT6_17_I2;
  wire                lUT6_17_I3;
  wire                lUT6_17_I4;
  wire                lUT6_17_I5;
  wire                lUT3_17_I0;
  wire                lUT3_17_I1;
  wire                lUT3_17_I2;
  wire                lUT6_18_I0;
  wire                lUT6_18_I1;
  wire                lUT6_18_I2;
  wire                lUT6_18_I3;
  wire                lUT6_18_I4;
  wire                lUT6_18_I5;
  wire                lUT3_18_I0;
  wire                lUT3_18_I1;
  wire                lUT3_18_I2;
  wire                lUT6_19_I0;
  wire                lUT6_19_I1;
  wire                lUT6_19_I2;
  wire                lUT6_19_I3;
  wire                lUT6_19_I4;
  wire                lUT6_19_I5;
  wire                lUT3_19_I0;
  wire                lUT3_19_I1;
  wire                lUT3_19_I2;
  wire                lUT6_20_I0;
  wire                lUT6_20_I1;
  wire                lUT6_20_I2;
  wire                lUT6_20_I3;
  wire                lUT6_20_I4;
  wire                lUT6_20_I5;
  wire                lUT3_20_I0;
  wire                lUT3_20_I1;
  wire                lUT3_20_I2;
  wire                lUT6_21_I0;
  wire                lUT6_21_I1;
  wire                lUT6_21_I2;
  wire                lUT6_21_I3;
  wire                lUT6_21_I4;
  wire                lUT6_21_I5;
  wire                lUT3_21_I0;
  wire                lUT3_21_I1;
  wire                lUT3_21_I2;
  wire                lUT6_22_I0;
  wire                lUT6_22_I1;
  wire                lUT6_22_I2;
  wire                lUT6_22_I3;
  wire                lUT6_22_I4;
  wire                lUT6_22_I5;
  wire                lUT3_22_I0;
  wire                lUT3_22_I1;
  wire                lUT3_22_I2;
  wire                lUT6_23_I0;
  wire                lUT6_23_I1;
  wire                lUT6_23_I2;
  wire                lUT6_23_I3;
  wire                lUT6_23_I4;
  wire                lUT6_23_I5;
  wire                lUT3_23_I0;
  wire                lUT3_23_I1;
  wire                lUT3_23_I2;
  wire                lUT6_24_I0;
  wire                lUT6_24_I1;
  wire                lUT6_24_I2;
  wire                lUT6_24_I3;
  wire                lUT6_24_I4;
  wire                lUT6_24_I5;
  wire                lUT3_24_I0;
  wire                lUT3_24_I1;
  wire                lUT3_24_I2;
  wire                lUT6_25_I0;
  wire                lUT6_25_I1;
  wire                lUT6_25_I2;
  wire                lUT6_25_I3;
  wire                lUT6_25_I4;
  wire                lUT6_25_I5;
  wire                lUT3_25_I0;
  wire                lUT3_25_I1;
  wire                lUT3_25_I2;
  wire                lUT6_26_I0;
  wire                lUT6_26_I1;
  wire                lUT6_26_I2;
  wire                lUT6_26_I3;
  wire                lUT6_26_I4;
  wire                lUT6_26_I5;
  wire                lUT3_26_I0;
  wire                lUT3_26_I1;
  wire                lUT3_26_I2;
  wire                lUT6_27_I0;
  wire                lUT6_27_I1;
  wire                lUT6_27_I2;
  wire                lUT6_27_I3;
  wire                lUT6_27_I4;
  wire                lUT6_27_I5;
  wire                lUT3_27_I0;
  wire                lUT3_27_I1;
  wire                lUT3_27_I2;
  wire                lUT6_28_I0;
  wire                lUT6_28_I1;
  wire                lUT6_28_I2;
  wire                lUT6_28_I3;
  wire                lUT6_28_I4;
  wire                lUT6_28_I5;
  wire                lUT3_28_I0;
  wire                lUT3_28_I1;
  wire                lUT3_28_I2;
  wire                lUT6_29_I0;
  wire                lUT6_29_I1;
  wire                lUT6_29_I2;
  wire                lUT6_29_I3;
  wire                lUT6_29_I4;
  wire                lUT6_29_I5;
  wire                lUT3_29_I0;
  wire                lUT3_29_I1;
  wire                lUT3_29_I2;
  wire                lUT6_30_I0;
  wire                lUT6_30_I1;
  wire                lUT6_30_I2;
  wire                lUT6_30_I3;
  wire                lUT6_30_I4;
  wire                lUT6_30_I5;
  wire                lUT3_30_I0;
  wire                lUT3_30_I1;
  wire                lUT3_30_I2;
  wire                lUT6_31_I0;
  wire                lUT6_31_I1;
  wire                lUT6_31_I2;
  wire                lUT6_31_I3;
  wire                lUT6_31_I4;
  wire                lUT6_31_I5;
  wire                lUT3_31_I0;
  wire                lUT3_31_I1;
  wire                lUT3_31_I2;
  wire                lUT6_32_I0;
  wire                lUT6_32_I1;
  wire                lUT6_32_I2;
  wire                lUT6_32_I3;
  wire                lUT6_32_I4;
  wire                lUT6_32_I5;
  wire                lUT3_32_I0;
  wire                lUT3_32_I1;
  wire                lUT3_32_I2;
  wire                lUT6_33_I0;
  wire                lUT6_33_I1;
  wire                lUT6_33_I2;
  wire                lUT6_33_I3;
  wire                lUT6_33_I4;
  wire                lUT6_33_I5;
  wire                lUT3_33_I0;
  wire                lUT3_33_I1;
  wire                lUT3_33_I2;
  wire                lUT6_34_I0;
  wire                lUT6_34_I1;
  wire                lUT6_34_I2;
  wire                lUT6_34_I3;
  wire                lUT6_34_I4;
  wire                lUT6_34_I5;
  wire                lUT3_34_I0;
  wire                lUT3_34_I1;
  wire                lUT3_34_I2;
  wire                lUT6_35_I0;
  wire                lUT6_35_I1;
  wire                lUT6_35_I2;
  wire                lUT6_35_I3;
  wire                lUT6_35_I4;
  wire                lUT6_35_I5;
  wire                lUT3_35_I0;
  wire                lUT3_35_I1;
  wire                lUT3_35_I2;
  wire                lUT6_36_I0;
  wire                lUT6_36_I1;
  wire                lUT6_36_I2;
  wire                lUT6_36_I3;
  wire                lUT6_36_I4;
  wire                lUT6_36_I5;
  wire                lUT3_36_I0;
  wire                lUT3_36_I1;
  wire                lUT3_36_I2;
  wire                lUT6_37_I0;
  wire                lUT6_37_I1;
  wire                lUT6_37_I2;
  wire                lUT6_37_I3;
  wire                lUT6_37_I4;
  wire                lUT6_37_I5;
  wire                lUT3_37_I0;
  wire                lUT3_37_I1;
  wire                lUT3_37_I2;
  wire                lUT6_38_I0;
  wire                lUT6_38_I1;
  wire                lUT6_38_I2;
  wire                lUT6_38_I3;
  wire                lUT6_38_I4;
  wire                lUT6_38_I5;
  wire                lUT3_38_I0;
  wire                lUT3_38_I1;
  wire                lUT3_38_I2;
  wire                lUT6_39_I0;
  wire                lUT6_39_I1;
  wire                lUT6_39_I2;
  wire                lUT6_39_I3;
  wire                lUT6_39_I4;
  wire                lUT6_39_I5;
  wire                lUT3_39_I0;
  wire                lUT3_39_I1;
  wire                lUT3_39_I2;
  wire                lUT6_40_I0;
  wire                lUT6_40_I1;
  wire                lUT6_40_I2;
  wire                lUT6_40_I3;
  wire                lUT6_40_I4;
  wire                lUT6_40_I5;
  wire                lUT3_40_I0;
  wire                lUT3_40_I1;
  wire                lUT3_40_I2;
  wire                lUT6_41_I0;
  wire                lUT6_41_I1;
  wire                lUT6_41_I2;
  wire                lUT6_41_I3;
  wire                lUT6_41_I4;
  wire                lUT6_41_I5;
  wire                lUT3_41_I0;
  wire                lUT3_41_I1;
  wire                lUT3_41_I2;
  wire                lUT6_42_I0;
  wire                lUT6_42_I1;
  wire                lUT6_42_I2;
  wire                lUT6_42_I3;
  wire                lUT6_42_I4;
  wire                lUT6_42_I5;
  wire                lUT3_42_I0;
  wire                lUT3_42_I1;
  wire                lUT3_42_I2;
  wire                lUT6_43_I0;
  wire                lUT6_43_I1;
  wire                lUT6_43_I2;
  wire                lUT6_43_I3;
  wire                lUT6_43_I4;
  wire                lUT6_43_I5;
  wire                lUT3_43_I0;
  wire                lUT3_43_I1;
  wire                lUT3_43_I2;
  wire                lUT6_44_I0;
  wire                lUT6_44_I1;
  wire                lUT6_44_I2;
  wire                lUT6_44_I3;
  wire                lUT6_44_I4;
  wire                lUT6_44_I5;
  wire                lUT3_44_I0;
  wire                lUT3_44_I1;
  wire                lUT3_44_I2;
  wire                lUT6_45_I0;
  wire                lUT6_45_I1;
  wire                lUT6_45_I2;
  wire                lUT6_45_I3;
  wire                lUT6_45_I4;
  wire                lUT6_45_I5;
  wire                lUT3_45_I0;
  wire                lUT3_45_I1;
  wire                lUT3_45_I2;
  wire                lUT6_46_I0;
  wire                lUT6_46_I1;
  wire                lUT6_46_I2;
  wire                lUT6_46_I3;
  wire                lUT6_46_I4;
  wire                lUT6_46_I5;
  wire                lUT3_46_I0;
  wire                lUT3_46_I1;
  wire                lUT3_46_I2;
  wire                lUT6_47_I0;
  wire                lUT6_47_I1;
  wire                lUT6_47_I2;
  wire                lUT6_47_I3;
  wire                lUT6_47_I4;
  wire                lUT6_47_I5;
  wire                lUT3_47_I0;
  wire                lUT3_47_I1;
  wire                lUT3_47_I2;
  wire                lUT6_48_I0;
  wire                lUT6_48_I1;
  wire                lUT6_48_I2;
  wire                lUT6_48_I3;
  wire                lUT6_48_I4;
  wire                lUT6_48_I5;
  wire                lUT3_48_I0;
  wire                lUT3_48_I1;
  wire                lUT3_48_I2;
  wire                lUT6_49_I0;
  wire                lUT6_49_I1;
  wire                lUT6_49_I2;
  wire                lUT6_49_I3;
  wire                lUT6_49_I4;
  wire                lUT6_49_I5;
  wire                lUT3_49_I0;
  wire                lUT3_49_I1;
  wire                lUT3_49_I2;
  wire                lUT6_50_I0;
  wire                lUT6_50_I1;
  wire                lUT6_50_I2;
  wire                lUT6_50_I3;
  wire                lUT6_50_I4;
  wire                lUT6_50_I5;
  wire                lUT3_50_I0;
  wire                lUT3_50_I1;
  wire                lUT3_50_I2;
  wire                lUT6_51_I0;
  wire                lUT6_51_I1;
  wire                lUT6_51_I2;
  wire                lUT6_51_I3;
  wire                lUT6_51_I4;
  wire                lUT6_51_I5;
  wire                lUT3_51_I0;
  wire                lUT3_51_I1;
  wire                lUT3_51_I2;
  wire       [7:0]    cARRY8_1_DI;
  wire       [7:0]    cARRY8_1_S;
  wire                cARRY8_2_CI;
  wire       [7:0]    cARRY8_2_DI;
  wire       [7:0]    cARRY8_2_S;
  wire                cARRY8_3_CI;
  wire       [7:0]    cARRY8_3_DI;
  wire       [7:0]    cARRY8_3_S;
  wire                cARRY8_4_CI;
  wire       [7:0]    cARRY8_4_DI;
  wire       [7:0]    cARRY8_4_S;
  wire                cARRY8_5_CI;
  wire       [7:0]    cARRY8_5_DI;
  wire       [7:0]    cARRY8_5_S;
  wire                cARRY8_6_CI;
  wire       [7:0]    cARRY8_6_DI;
  wire       [7:0]    cARRY8_6_S;
  wire                cARRY8_7_CI;
  wire       [7:0]    cARRY8_7_DI;
  wire       [7:0]    cARRY8_7_S;
  wire                lUT6_1_O;
  wire                lUT3_1_O;
  wire                lUT6_2_O;
  wire                lUT3_2_O;
  wire                lUT6_3_O;
  wire                lUT3_3_O;
  wire                lUT6_4_O;
  wire                lUT3_4_O;
  wire                lUT6_5_O;
  wire                lUT3_5_O;
  wire                lUT6_6_O;
  wire                lUT3_6_O;
  wire                lUT6_7_O;
  wire                lUT3_7_O;
  wire                lUT6_8_O;
  wire                lUT3_8_O;
  wire                lUT6_9_O;
  wire                lUT3_9_O;
  wire                lUT6_10_O;
  wire                lUT3_10_O;
  wire                lUT6_11_O;
  wire                lUT3_11_O;
  wire                lUT6_12_O;
  wire                lUT3_12_O;
  wire                lUT6_13_O;
  wire                lUT3_13_O;
  wire                lUT6_14_O;
  wire                lUT3_14_O;
  wire                lUT6_15_O;
  wire                lUT3_15_O;
  wire                lUT6_16_O;
  wire                lUT3_16_O;
  wire                lUT6_17_O;
  wire                lUT3_17_O;
  wire                lUT6_18_O;
  wire                lUT3_18_O;
  wire                lUT6_19_O;
  wire                lUT3_19_O;
  wire                lUT6_20_O;
  wire                lUT3_20_O;
  wire                lUT6_21_O;
  wire                lUT3_21_O;
  wire                lUT6_22_O;
  wire                lUT3_22_O;
  wire                lUT6_23_O;
  wire                lUT3_23_O;
  wire                lUT6_24_O;
  wire                lUT3_24_O;
  wire                lUT6_25_O;
  wire                lUT3_25_O;
  wire                lUT6_26_O;
  wire                lUT3_26_O;
  wire                lUT6_27_O;
  wire                lUT3_27_O;
  wire                lUT6_28_O;
  wire                lUT3_28_O;
  wire                lUT6_29_O;
  wire                lUT3_29_O;
  wire                lUT6_30_O;
  wire                lUT3_30_O;
  wire                lUT6_31_O;
  wire                lUT3_31_O;
  wire                lUT6_32_O;
  wire                lUT3_32_O;
  wire                lUT6_33_O;
  wire                lUT3_33_O;
  wire                lUT6_34_O;
  wire                lUT3_34_O;
  wire                lUT6_35_O;
  wire                lUT3_35_O;
  wire                lUT6_36_O;
  wire                lUT3_36_O;
  wire                lUT6_37_O;
  wire                lUT3_37_O;
  wire                lUT6_38_O;
  wire                lUT3_38_O;
  wire                lUT6_39_O;
  wire                lUT3_39_O;
  wire                lUT6_40_O;
  wire                lUT3_40_O;
  wire                lUT6_41_O;
  wire                lUT3_41_O;
  wire                lUT6_42_O;
  wire                lUT3_42_O;
  wire                lUT6_43_O;
  wire                lUT3_43_O;
  wire                lUT6_44_O;
  wire                lUT3_44_O;
  wire                lUT6_45_O;
  wire                lUT3_45_O;
  wire                lUT6_46_O;
  wire                lUT3_46_O;
  wire                lUT6_47_O;
  wire                lUT3_47_O;
  wire                lUT6_48_O;
  wire                lUT3_48_O;
  wire                lUT6_49_O;
  wire                lUT3_49_O;
  wire                lUT6_50_O;
  wire                lUT3_50_O;
  wire                lUT6_51_O;
  wire                lUT3_51_O;
  wire       [7:0]    cARRY8_1_O;
  wire       [7:0]    cARRY8_1_CO;
  wire       [7:0]    cARRY8_2_O;
  wire       [7:0]    cARRY8_2_CO;
  wire       [7:0]    cARRY8_3_O;
  wire       [7:0]    cARRY8_3_CO;
  wire       [7:0]    cARRY8_4_O;
  wire       [7:0]    cARRY8_4_CO;
  wire       [7:0]    cARRY8_5_O;
  wire       [7:0]    cARRY8_5_CO;
  wire       [7:0]    cARRY8_6_O;
  wire       [7:0]    cARRY8_6_CO;
  wire       [7:0]    cARRY8_7_O;
  wire       [7:0]    cARRY8_7_CO;
  wire       [55:0]   _zz_S_1;
  wire       [55:0]   _zz_DI_1;
  wire       [55:0]   _zz_S_2;
  wire       [55:0]   _zz_DI_2;
  wire       [55:0]   _zz_S_3;
  wire       [55:0]   _zz_DI_3;
  wire       [55:0]   _zz_S_4;
  wire       [55:0]   _zz_DI_4;
  wire       [55:0]   _zz_S_5;
  wire       [55:0]   _zz_DI_5;
  wire       [55:0]   _zz_S_6;
  wire       [55:0]   _zz_DI_6;
  wire       [55:0]   _zz_S_7;
  wire       [55:0]   _zz_DI_7;
  reg        [50:0]   _zz_S;
  reg        [50:0]   _zz_DI;
  reg        [55:0]   _zz_io_sum;

  assign _zz_S_1 = {5'd0, _zz_S};
  assign _zz_DI_1 = {5'd0, _zz_DI};
  assign _zz_S_2 = {5'd0, _zz_S};
  assign _zz_DI_2 = {5'd0, _zz_DI};
  assign _zz_S_3 = {5'd0, _zz_S};
  assign _zz_DI_3 = {5'd0, _zz_DI};
  assign _zz_S_4 = {5'd0, _zz_S};
  assign _zz_DI_4 = {5'd0, _zz_DI};
  assign _zz_S_5 = {5'd0, _zz_S};
  assign _zz_DI_5 = {5'd0, _zz_DI};
  assign _zz_S_6 = {5'd0, _zz_S};
  assign _zz_DI_6 = {5'd0, _zz_DI};
  assign _zz_S_7 = {5'd0, _zz_S};
  assign _zz_DI_7 = {5'd0, _zz_DI};
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_1 (
    .I0 (lUT6_1_I0), //i
    .I1 (lUT6_1_I1), //i
    .I2 (lUT6_1_I2), //i
    .I3 (1'b0     ), //i
    .I4 (1'b0     ), //i
    .I5 (1'b0     ), //i
    .O  (lUT6_1_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_1 (
    .I0 (lUT3_1_I0), //i
    .I1 (lUT3_1_I1), //i
    .I2 (lUT3_1_I2), //i
    .O  (lUT3_1_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_2 (
    .I0 (lUT6_2_I0), //i
    .I1 (lUT6_2_I1), //i
    .I2 (lUT6_2_I2), //i
    .I3 (lUT6_2_I3), //i
    .I4 (lUT6_2_I4), //i
    .I5 (lUT6_2_I5), //i
    .O  (lUT6_2_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_2 (
    .I0 (lUT3_2_I0), //i
    .I1 (lUT3_2_I1), //i
    .I2 (lUT3_2_I2), //i
    .O  (lUT3_2_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_3 (
    .I0 (lUT6_3_I0), //i
    .I1 (lUT6_3_I1), //i
    .I2 (lUT6_3_I2), //i
    .I3 (lUT6_3_I3), //i
    .I4 (lUT6_3_I4), //i
    .I5 (lUT6_3_I5), //i
    .O  (lUT6_3_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_3 (
    .I0 (lUT3_3_I0), //i
    .I1 (lUT3_3_I1), //i
    .I2 (lUT3_3_I2), //i
    .O  (lUT3_3_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_4 (
    .I0 (lUT6_4_I0), //i
    .I1 (lUT6_4_I1), //i
    .I2 (lUT6_4_I2), //i
    .I3 (lUT6_4_I3), //i
    .I4 (lUT6_4_I4), //i
    .I5 (lUT6_4_I5), //i
    .O  (lUT6_4_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_4 (
    .I0 (lUT3_4_I0), //i
    .I1 (lUT3_4_I1), //i
    .I2 (lUT3_4_I2), //i
    .O  (lUT3_4_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_5 (
    .I0 (lUT6_5_I0), //i
    .I1 (lUT6_5_I1), //i
    .I2 (lUT6_5_I2), //i
    .I3 (lUT6_5_I3), //i
    .I4 (lUT6_5_I4), //i
    .I5 (lUT6_5_I5), //i
    .O  (lUT6_5_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_5 (
    .I0 (lUT3_5_I0), //i
    .I1 (lUT3_5_I1), //i
    .I2 (lUT3_5_I2), //i
    .O  (lUT3_5_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_6 (
    .I0 (lUT6_6_I0), //i
    .I1 (lUT6_6_I1), //i
    .I2 (lUT6_6_I2), //i
    .I3 (lUT6_6_I3), //i
    .I4 (lUT6_6_I4), //i
    .I5 (lUT6_6_I5), //i
    .O  (lUT6_6_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_6 (
    .I0 (lUT3_6_I0), //i
    .I1 (lUT3_6_I1), //i
    .I2 (lUT3_6_I2), //i
    .O  (lUT3_6_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_7 (
    .I0 (lUT6_7_I0), //i
    .I1 (lUT6_7_I1), //i
    .I2 (lUT6_7_I2), //i
    .I3 (lUT6_7_I3), //i
    .I4 (lUT6_7_I4), //i
    .I5 (lUT6_7_I5), //i
    .O  (lUT6_7_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_7 (
    .I0 (lUT3_7_I0), //i
    .I1 (lUT3_7_I1), //i
    .I2 (lUT3_7_I2), //i
    .O  (lUT3_7_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_8 (
    .I0 (lUT6_8_I0), //i
    .I1 (lUT6_8_I1), //i
    .I2 (lUT6_8_I2), //i
    .I3 (lUT6_8_I3), //i
    .I4 (lUT6_8_I4), //i
    .I5 (lUT6_8_I5), //i
    .O  (lUT6_8_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_8 (
    .I0 (lUT3_8_I0), //i
    .I1 (lUT3_8_I1), //i
    .I2 (lUT3_8_I2), //i
    .O  (lUT3_8_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_9 (
    .I0 (lUT6_9_I0), //i
    .I1 (lUT6_9_I1), //i
    .I2 (lUT6_9_I2), //i
    .I3 (lUT6_9_I3), //i
    .I4 (lUT6_9_I4), //i
    .I5 (lUT6_9_I5), //i
    .O  (lUT6_9_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_9 (
    .I0 (lUT3_9_I0), //i
    .I1 (lUT3_9_I1), //i
    .I2 (lUT3_9_I2), //i
    .O  (lUT3_9_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_10 (
    .I0 (lUT6_10_I0), //i
    .I1 (lUT6_10_I1), //i
    .I2 (lUT6_10_I2), //i
    .I3 (lUT6_10_I3), //i
    .I4 (lUT6_10_I4), //i
    .I5 (lUT6_10_I5), //i
    .O  (lUT6_10_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_10 (
    .I0 (lUT3_10_I0), //i
    .I1 (lUT3_10_I1), //i
    .I2 (lUT3_10_I2), //i
    .O  (lUT3_10_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_11 (
    .I0 (lUT6_11_I0), //i
    .I1 (lUT6_11_I1), //i
    .I2 (lUT6_11_I2), //i
    .I3 (lUT6_11_I3), //i
    .I4 (lUT6_11_I4), //i
    .I5 (lUT6_11_I5), //i
    .O  (lUT6_11_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_11 (
    .I0 (lUT3_11_I0), //i
    .I1 (lUT3_11_I1), //i
    .I2 (lUT3_11_I2), //i
    .O  (lUT3_11_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_12 (
    .I0 (lUT6_12_I0), //i
    .I1 (lUT6_12_I1), //i
    .I2 (lUT6_12_I2), //i
    .I3 (lUT6_12_I3), //i
    .I4 (lUT6_12_I4), //i
    .I5 (lUT6_12_I5), //i
    .O  (lUT6_12_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_12 (
    .I0 (lUT3_12_I0), //i
    .I1 (lUT3_12_I1), //i
    .I2 (lUT3_12_I2), //i
    .O  (lUT3_12_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_13 (
    .I0 (lUT6_13_I0), //i
    .I1 (lUT6_13_I1), //i
    .I2 (lUT6_13_I2), //i
    .I3 (lUT6_13_I3), //i
    .I4 (lUT6_13_I4), //i
    .I5 (lUT6_13_I5), //i
    .O  (lUT6_13_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_13 (
    .I0 (lUT3_13_I0), //i
    .I1 (lUT3_13_I1), //i
    .I2 (lUT3_13_I2), //i
    .O  (lUT3_13_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_14 (
    .I0 (lUT6_14_I0), //i
    .I1 (lUT6_14_I1), //i
    .I2 (lUT6_14_I2), //i
    .I3 (lUT6_14_I3), //i
    .I4 (lUT6_14_I4), //i
    .I5 (lUT6_14_I5), //i
    .O  (lUT6_14_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_14 (
    .I0 (lUT3_14_I0), //i
    .I1 (lUT3_14_I1), //i
    .I2 (lUT3_14_I2), //i
    .O  (lUT3_14_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_15 (
    .I0 (lUT6_15_I0), //i
    .I1 (lUT6_15_I1), //i
    .I2 (lUT6_15_I2), //i
    .I3 (lUT6_15_I3), //i
    .I4 (lUT6_15_I4), //i
    .I5 (lUT6_15_I5), //i
    .O  (lUT6_15_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_15 (
    .I0 (lUT3_15_I0), //i
    .I1 (lUT3_15_I1), //i
    .I2 (lUT3_15_I2), //i
    .O  (lUT3_15_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_16 (
    .I0 (lUT6_16_I0), //i
    .I1 (lUT6_16_I1), //i
    .I2 (lUT6_16_I2), //i
    .I3 (lUT6_16_I3), //i
    .I4 (lUT6_16_I4), //i
    .I5 (lUT6_16_I5), //i
    .O  (lUT6_16_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_16 (
    .I0 (lUT3_16_I0), //i
    .I1 (lUT3_16_I1), //i
    .I2 (lUT3_16_I2), //i
    .O  (lUT3_16_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_17 (
    .I0 (lUT6_17_I0), //i
    .I1 (lUT6_17_I1), //i
    .I2 (lUT6_17_I2), //i
    .I3 (lUT6_17_I3), //i
    .I4 (lUT6_17_I4), //i
    .I5 (lUT6_17_I5), //i
    .O  (lUT6_17_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_17 (
    .I0 (lUT3_17_I0), //i
    .I1 (lUT3_17_I1), //i
    .I2 (lUT3_17_I2), //i
    .O  (lUT3_17_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_18 (
    .I0 (lUT6_18_I0), //i
    .I1 (lUT6_18_I1), //i
    .I2 (lUT6_18_I2), //i
    .I3 (lUT6_18_I3), //i
    .I4 (lUT6_18_I4), //i
    .I5 (lUT6_18_I5), //i
    .O  (lUT6_18_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_18 (
    .I0 (lUT3_18_I0), //i
    .I1 (lUT3_18_I1), //i
    .I2 (lUT3_18_I2), //i
    .O  (lUT3_18_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_19 (
    .I0 (lUT6_19_I0), //i
    .I1 (lUT6_19_I1), //i
    .I2 (lUT6_19_I2), //i
    .I3 (lUT6_19_I3), //i
    .I4 (lUT6_19_I4), //i
    .I5 (lUT6_19_I5), //i
    .O  (lUT6_19_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_19 (
    .I0 (lUT3_19_I0), //i
    .I1 (lUT3_19_I1), //i
    .I2 (lUT3_19_I2), //i
    .O  (lUT3_19_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_20 (
    .I0 (lUT6_20_I0), //i
    .I1 (lUT6_20_I1), //i
    .I2 (lUT6_20_I2), //i
    .I3 (lUT6_20_I3), //i
    .I4 (lUT6_20_I4), //i
    .I5 (lUT6_20_I5), //i
    .O  (lUT6_20_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_20 (
    .I0 (lUT3_20_I0), //i
    .I1 (lUT3_20_I1), //i
    .I2 (lUT3_20_I2), //i
    .O  (lUT3_20_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_21 (
    .I0 (lUT6_21_I0), //i
    .I1 (lUT6_21_I1), //i
    .I2 (lUT6_21_I2), //i
    .I3 (lUT6_21_I3), //i
    .I4 (lUT6_21_I4), //i
    .I5 (lUT6_21_I5), //i
    .O  (lUT6_21_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_21 (
    .I0 (lUT3_21_I0), //i
    .I1 (lUT3_21_I1), //i
    .I2 (lUT3_21_I2), //i
    .O  (lUT3_21_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_22 (
    .I0 (lUT6_22_I0), //i
    .I1 (lUT6_22_I1), //i
    .I2 (lUT6_22_I2), //i
    .I3 (lUT6_22_I3), //i
    .I4 (lUT6_22_I4), //i
    .I5 (lUT6_22_I5), //i
    .O  (lUT6_22_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_22 (
    .I0 (lUT3_22_I0), //i
    .I1 (lUT3_22_I1), //i
    .I2 (lUT3_22_I2), //i
    .O  (lUT3_22_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_23 (
    .I0 (lUT6_23_I0), //i
    .I1 (lUT6_23_I1), //i
    .I2 (lUT6_23_I2), //i
    .I3 (lUT6_23_I3), //i
    .I4 (lUT6_23_I4), //i
    .I5 (lUT6_23_I5), //i
    .O  (lUT6_23_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_23 (
    .I0 (lUT3_23_I0), //i
    .I1 (lUT3_23_I1), //i
    .I2 (lUT3_23_I2), //i
    .O  (lUT3_23_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_24 (
    .I0 (lUT6_24_I0), //i
    .I1 (lUT6_24_I1), //i
    .I2 (lUT6_24_I2), //i
    .I3 (lUT6_24_I3), //i
    .I4 (lUT6_24_I4), //i
    .I5 (lUT6_24_I5), //i
    .O  (lUT6_24_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_24 (
    .I0 (lUT3_24_I0), //i
    .I1 (lUT3_24_I1), //i
    .I2 (lUT3_24_I2), //i
    .O  (lUT3_24_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_25 (
    .I0 (lUT6_25_I0), //i
    .I1 (lUT6_25_I1), //i
    .I2 (lUT6_25_I2), //i
    .I3 (lUT6_25_I3), //i
    .I4 (lUT6_25_I4), //i
    .I5 (lUT6_25_I5), //i
    .O  (lUT6_25_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_25 (
    .I0 (lUT3_25_I0), //i
    .I1 (lUT3_25_I1), //i
    .I2 (lUT3_25_I2), //i
    .O  (lUT3_25_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_26 (
    .I0 (lUT6_26_I0), //i
    .I1 (lUT6_26_I1), //i
    .I2 (lUT6_26_I2), //i
    .I3 (lUT6_26_I3), //i
    .I4 (lUT6_26_I4), //i
    .I5 (lUT6_26_I5), //i
    .O  (lUT6_26_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_26 (
    .I0 (lUT3_26_I0), //i
    .I1 (lUT3_26_I1), //i
    .I2 (lUT3_26_I2), //i
    .O  (lUT3_26_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_27 (
    .I0 (lUT6_27_I0), //i
    .I1 (lUT6_27_I1), //i
    .I2 (lUT6_27_I2), //i
    .I3 (lUT6_27_I3), //i
    .I4 (lUT6_27_I4), //i
    .I5 (lUT6_27_I5), //i
    .O  (lUT6_27_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_27 (
    .I0 (lUT3_27_I0), //i
    .I1 (lUT3_27_I1), //i
    .I2 (lUT3_27_I2), //i
    .O  (lUT3_27_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_28 (
    .I0 (lUT6_28_I0), //i
    .I1 (lUT6_28_I1), //i
    .I2 (lUT6_28_I2), //i
    .I3 (lUT6_28_I3), //i
    .I4 (lUT6_28_I4), //i
    .I5 (lUT6_28_I5), //i
    .O  (lUT6_28_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_28 (
    .I0 (lUT3_28_I0), //i
    .I1 (lUT3_28_I1), //i
    .I2 (lUT3_28_I2), //i
    .O  (lUT3_28_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_29 (
    .I0 (lUT6_29_I0), //i
    .I1 (lUT6_29_I1), //i
    .I2 (lUT6_29_I2), //i
    .I3 (lUT6_29_I3), //i
    .I4 (lUT6_29_I4), //i
    .I5 (lUT6_29_I5), //i
    .O  (lUT6_29_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_29 (
    .I0 (lUT3_29_I0), //i
    .I1 (lUT3_29_I1), //i
    .I2 (lUT3_29_I2), //i
    .O  (lUT3_29_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_30 (
    .I0 (lUT6_30_I0), //i
    .I1 (lUT6_30_I1), //i
    .I2 (lUT6_30_I2), //i
    .I3 (lUT6_30_I3), //i
    .I4 (lUT6_30_I4), //i
    .I5 (lUT6_30_I5), //i
    .O  (lUT6_30_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_30 (
    .I0 (lUT3_30_I0), //i
    .I1 (lUT3_30_I1), //i
    .I2 (lUT3_30_I2), //i
    .O  (lUT3_30_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_31 (
    .I0 (lUT6_31_I0), //i
    .I1 (lUT6_31_I1), //i
    .I2 (lUT6_31_I2), //i
    .I3 (lUT6_31_I3), //i
    .I4 (lUT6_31_I4), //i
    .I5 (lUT6_31_I5), //i
    .O  (lUT6_31_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_31 (
    .I0 (lUT3_31_I0), //i
    .I1 (lUT3_31_I1), //i
    .I2 (lUT3_31_I2), //i
    .O  (lUT3_31_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_32 (
    .I0 (lUT6_32_I0), //i
    .I1 (lUT6_32_I1), //i
    .I2 (lUT6_32_I2), //i
    .I3 (lUT6_32_I3), //i
    .I4 (lUT6_32_I4), //i
    .I5 (lUT6_32_I5), //i
    .O  (lUT6_32_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_32 (
    .I0 (lUT3_32_I0), //i
    .I1 (lUT3_32_I1), //i
    .I2 (lUT3_32_I2), //i
    .O  (lUT3_32_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_33 (
    .I0 (lUT6_33_I0), //i
    .I1 (lUT6_33_I1), //i
    .I2 (lUT6_33_I2), //i
    .I3 (lUT6_33_I3), //i
    .I4 (lUT6_33_I4), //i
    .I5 (lUT6_33_I5), //i
    .O  (lUT6_33_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_33 (
    .I0 (lUT3_33_I0), //i
    .I1 (lUT3_33_I1), //i
    .I2 (lUT3_33_I2), //i
    .O  (lUT3_33_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_34 (
    .I0 (lUT6_34_I0), //i
    .I1 (lUT6_34_I1), //i
    .I2 (lUT6_34_I2), //i
    .I3 (lUT6_34_I3), //i
    .I4 (lUT6_34_I4), //i
    .I5 (lUT6_34_I5), //i
    .O  (lUT6_34_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_34 (
    .I0 (lUT3_34_I0), //i
    .I1 (lUT3_34_I1), //i
    .I2 (lUT3_34_I2), //i
    .O  (lUT3_34_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_35 (
    .I0 (lUT6_35_I0), //i
    .I1 (lUT6_35_I1), //i
    .I2 (lUT6_35_I2), //i
    .I3 (lUT6_35_I3), //i
    .I4 (lUT6_35_I4), //i
    .I5 (lUT6_35_I5), //i
    .O  (lUT6_35_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_35 (
    .I0 (lUT3_35_I0), //i
    .I1 (lUT3_35_I1), //i
    .I2 (lUT3_35_I2), //i
    .O  (lUT3_35_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_36 (
    .I0 (lUT6_36_I0), //i
    .I1 (lUT6_36_I1), //i
    .I2 (lUT6_36_I2), //i
    .I3 (lUT6_36_I3), //i
    .I4 (lUT6_36_I4), //i
    .I5 (lUT6_36_I5), //i
    .O  (lUT6_36_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_36 (
    .I0 (lUT3_36_I0), //i
    .I1 (lUT3_36_I1), //i
    .I2 (lUT3_36_I2), //i
    .O  (lUT3_36_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_37 (
    .I0 (lUT6_37_I0), //i
    .I1 (lUT6_37_I1), //i
    .I2 (lUT6_37_I2), //i
    .I3 (lUT6_37_I3), //i
    .I4 (lUT6_37_I4), //i
    .I5 (lUT6_37_I5), //i
    .O  (lUT6_37_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_37 (
    .I0 (lUT3_37_I0), //i
    .I1 (lUT3_37_I1), //i
    .I2 (lUT3_37_I2), //i
    .O  (lUT3_37_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_38 (
    .I0 (lUT6_38_I0), //i
    .I1 (lUT6_38_I1), //i
    .I2 (lUT6_38_I2), //i
    .I3 (lUT6_38_I3), //i
    .I4 (lUT6_38_I4), //i
    .I5 (lUT6_38_I5), //i
    .O  (lUT6_38_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_38 (
    .I0 (lUT3_38_I0), //i
    .I1 (lUT3_38_I1), //i
    .I2 (lUT3_38_I2), //i
    .O  (lUT3_38_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_39 (
    .I0 (lUT6_39_I0), //i
    .I1 (lUT6_39_I1), //i
    .I2 (lUT6_39_I2), //i
    .I3 (lUT6_39_I3), //i
    .I4 (lUT6_39_I4), //i
    .I5 (lUT6_39_I5), //i
    .O  (lUT6_39_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_39 (
    .I0 (lUT3_39_I0), //i
    .I1 (lUT3_39_I1), //i
    .I2 (lUT3_39_I2), //i
    .O  (lUT3_39_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_40 (
    .I0 (lUT6_40_I0), //i
    .I1 (lUT6_40_I1), //i
    .I2 (lUT6_40_I2), //i
    .I3 (lUT6_40_I3), //i
    .I4 (lUT6_40_I4), //i
    .I5 (lUT6_40_I5), //i
    .O  (lUT6_40_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_40 (
    .I0 (lUT3_40_I0), //i
    .I1 (lUT3_40_I1), //i
    .I2 (lUT3_40_I2), //i
    .O  (lUT3_40_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_41 (
    .I0 (lUT6_41_I0), //i
    .I1 (lUT6_41_I1), //i
    .I2 (lUT6_41_I2), //i
    .I3 (lUT6_41_I3), //i
    .I4 (lUT6_41_I4), //i
    .I5 (lUT6_41_I5), //i
    .O  (lUT6_41_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_41 (
    .I0 (lUT3_41_I0), //i
    .I1 (lUT3_41_I1), //i
    .I2 (lUT3_41_I2), //i
    .O  (lUT3_41_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_42 (
    .I0 (lUT6_42_I0), //i
    .I1 (lUT6_42_I1), //i
    .I2 (lUT6_42_I2), //i
    .I3 (lUT6_42_I3), //i
    .I4 (lUT6_42_I4), //i
    .I5 (lUT6_42_I5), //i
    .O  (lUT6_42_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_42 (
    .I0 (lUT3_42_I0), //i
    .I1 (lUT3_42_I1), //i
    .I2 (lUT3_42_I2), //i
    .O  (lUT3_42_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_43 (
    .I0 (lUT6_43_I0), //i
    .I1 (lUT6_43_I1), //i
    .I2 (lUT6_43_I2), //i
    .I3 (lUT6_43_I3), //i
    .I4 (lUT6_43_I4), //i
    .I5 (lUT6_43_I5), //i
    .O  (lUT6_43_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_43 (
    .I0 (lUT3_43_I0), //i
    .I1 (lUT3_43_I1), //i
    .I2 (lUT3_43_I2), //i
    .O  (lUT3_43_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_44 (
    .I0 (lUT6_44_I0), //i
    .I1 (lUT6_44_I1), //i
    .I2 (lUT6_44_I2), //i
    .I3 (lUT6_44_I3), //i
    .I4 (lUT6_44_I4), //i
    .I5 (lUT6_44_I5), //i
    .O  (lUT6_44_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_44 (
    .I0 (lUT3_44_I0), //i
    .I1 (lUT3_44_I1), //i
    .I2 (lUT3_44_I2), //i
    .O  (lUT3_44_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_45 (
    .I0 (lUT6_45_I0), //i
    .I1 (lUT6_45_I1), //i
    .I2 (lUT6_45_I2), //i
    .I3 (lUT6_45_I3), //i
    .I4 (lUT6_45_I4), //i
    .I5 (lUT6_45_I5), //i
    .O  (lUT6_45_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_45 (
    .I0 (lUT3_45_I0), //i
    .I1 (lUT3_45_I1), //i
    .I2 (lUT3_45_I2), //i
    .O  (lUT3_45_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_46 (
    .I0 (lUT6_46_I0), //i
    .I1 (lUT6_46_I1), //i
    .I2 (lUT6_46_I2), //i
    .I3 (lUT6_46_I3), //i
    .I4 (lUT6_46_I4), //i
    .I5 (lUT6_46_I5), //i
    .O  (lUT6_46_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_46 (
    .I0 (lUT3_46_I0), //i
    .I1 (lUT3_46_I1), //i
    .I2 (lUT3_46_I2), //i
    .O  (lUT3_46_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_47 (
    .I0 (lUT6_47_I0), //i
    .I1 (lUT6_47_I1), //i
    .I2 (lUT6_47_I2), //i
    .I3 (lUT6_47_I3), //i
    .I4 (lUT6_47_I4), //i
    .I5 (lUT6_47_I5), //i
    .O  (lUT6_47_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_47 (
    .I0 (lUT3_47_I0), //i
    .I1 (lUT3_47_I1), //i
    .I2 (lUT3_47_I2), //i
    .O  (lUT3_47_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_48 (
    .I0 (lUT6_48_I0), //i
    .I1 (lUT6_48_I1), //i
    .I2 (lUT6_48_I2), //i
    .I3 (lUT6_48_I3), //i
    .I4 (lUT6_48_I4), //i
    .I5 (lUT6_48_I5), //i
    .O  (lUT6_48_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_48 (
    .I0 (lUT3_48_I0), //i
    .I1 (lUT3_48_I1), //i
    .I2 (lUT3_48_I2), //i
    .O  (lUT3_48_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_49 (
    .I0 (lUT6_49_I0), //i
    .I1 (lUT6_49_I1), //i
    .I2 (lUT6_49_I2), //i
    .I3 (lUT6_49_I3), //i
    .I4 (lUT6_49_I4), //i
    .I5 (lUT6_49_I5), //i
    .O  (lUT6_49_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_49 (
    .I0 (lUT3_49_I0), //i
    .I1 (lUT3_49_I1), //i
    .I2 (lUT3_49_I2), //i
    .O  (lUT3_49_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_50 (
    .I0 (lUT6_50_I0), //i
    .I1 (lUT6_50_I1), //i
    .I2 (lUT6_50_I2), //i
    .I3 (lUT6_50_I3), //i
    .I4 (lUT6_50_I4), //i
    .I5 (lUT6_50_I5), //i
    .O  (lUT6_50_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_50 (
    .I0 (lUT3_50_I0), //i
    .I1 (lUT3_50_I1), //i
    .I2 (lUT3_50_I2), //i
    .O  (lUT3_50_O )  //o
  );
  LUT6 #(
    .INIT (64'h9669696996969669)
  ) lUT6_51 (
    .I0 (lUT6_51_I0), //i
    .I1 (lUT6_51_I1), //i
    .I2 (lUT6_51_I2), //i
    .I3 (lUT6_51_I3), //i
    .I4 (lUT6_51_I4), //i
    .I5 (lUT6_51_I5), //i
    .O  (lUT6_51_O )  //o
  );
  LUT3 #(
    .INIT (8'h69)
  ) lUT3_51 (
    .I0 (lUT3_51_I0), //i
    .I1 (lUT3_51_I1), //i
    .I2 (lUT3_51_I2), //i
    .O  (lUT3_51_O )  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_1 (
    .CI     (io_cin          ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_1_DI[7:0]), //i
    .S      (cARRY8_1_S[7:0] ), //i
    .O      (cARRY8_1_O[7:0] ), //o
    .CO     (cARRY8_1_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_2 (
    .CI     (cARRY8_2_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_2_DI[7:0]), //i
    .S      (cARRY8_2_S[7:0] ), //i
    .O      (cARRY8_2_O[7:0] ), //o
    .CO     (cARRY8_2_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_3 (
    .CI     (cARRY8_3_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_3_DI[7:0]), //i
    .S      (cARRY8_3_S[7:0] ), //i
    .O      (cARRY8_3_O[7:0] ), //o
    .CO     (cARRY8_3_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_4 (
    .CI     (cARRY8_4_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_4_DI[7:0]), //i
    .S      (cARRY8_4_S[7:0] ), //i
    .O      (cARRY8_4_O[7:0] ), //o
    .CO     (cARRY8_4_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_5 (
    .CI     (cARRY8_5_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_5_DI[7:0]), //i
    .S      (cARRY8_5_S[7:0] ), //i
    .O      (cARRY8_5_O[7:0] ), //o
    .CO     (cARRY8_5_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_6 (
    .CI     (cARRY8_6_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_6_DI[7:0]), //i
    .S      (cARRY8_6_S[7:0] ), //i
    .O      (cARRY8_6_O[7:0] ), //o
    .CO     (cARRY8_6_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_7 (
    .CI     (cARRY8_7_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_7_DI[7:0]), //i
    .S      (cARRY8_7_S[7:0] ), //i
    .O      (cARRY8_7_O[7:0] ), //o
    .CO     (cARRY8_7_CO[7:0])  //o
  );
  assign lUT6_1_I0 = io_a[0];
  assign lUT6_1_I1 = io_b[0];
  assign lUT6_1_I2 = io_c[0];
  always @(*) begin
    _zz_S[0] = lUT6_1_O;
    _zz_S[1] = lUT6_2_O;
    _zz_S[2] = lUT6_3_O;
    _zz_S[3] = lUT6_4_O;
    _zz_S[4] = lUT6_5_O;
    _zz_S[5] = lUT6_6_O;
    _zz_S[6] = lUT6_7_O;
    _zz_S[7] = lUT6_8_O;
    _zz_S[8] = lUT6_9_O;
    _zz_S[9] = lUT6_10_O;
    _zz_S[10] = lUT6_11_O;
    _zz_S[11] = lUT6_12_O;
    _zz_S[12] = lUT6_13_O;
    _zz_S[13] = lUT6_14_O;
    _zz_S[14] = lUT6_15_O;
    _zz_S[15] = lUT6_16_O;
    _zz_S[16] = lUT6_17_O;
    _zz_S[17] = lUT6_18_O;
    _zz_S[18] = lUT6_19_O;
    _zz_S[19] = lUT6_20_O;
    _zz_S[20] = lUT6_21_O;
    _zz_S[21] = lUT6_22_O;
    _zz_S[22] = lUT6_23_O;
    _zz_S[23] = lUT6_24_O;
    _zz_S[24] = lUT6_25_O;
    _zz_S[25] = lUT6_26_O;
    _zz_S[26] = lUT6_27_O;
    _zz_S[27] = lUT6_28_O;
    _zz_S[28] = lUT6_29_O;
    _zz_S[29] = lUT6_30_O;
    _zz_S[30] = lUT6_31_O;
    _zz_S[31] = lUT6_32_O;
    _zz_S[32] = lUT6_33_O;
    _zz_S[33] = lUT6_34_O;
    _zz_S[34] = lUT6_35_O;
    _zz_S[35] = lUT6_36_O;
    _zz_S[36] = lUT6_37_O;
    _zz_S[37] = lUT6_38_O;
    _zz_S[38] = lUT6_39_O;
    _zz_S[39] = lUT6_40_O;
    _zz_S[40] = lUT6_41_O;
    _zz_S[41] = lUT6_42_O;
    _zz_S[42] = lUT6_43_O;
    _zz_S[43] = lUT6_44_O;
    _zz_S[44] = lUT6_45_O;
    _zz_S[45] = lUT6_46_O;
    _zz_S[46] = lUT6_47_O;
    _zz_S[47] = lUT6_48_O;
    _zz_S[48] = lUT6_49_O;
    _zz_S[49] = lUT6_50_O;
    _zz_S[50] = lUT6_51_O;
  end

  assign lUT3_1_I0 = io_a[0];
  assign lUT3_1_I1 = io_b[0];
  assign lUT3_1_I2 = io_c[0];
  always @(*) begin
    _zz_DI[0] = lUT3_1_O;
    _zz_DI[1] = lUT3_2_O;
    _zz_DI[2] = lUT3_3_O;
    _zz_DI[3] = lUT3_4_O;
    _zz_DI[4] = lUT3_5_O;
    _zz_DI[5] = lUT3_6_O;
    _zz_DI[6] = lUT3_7_O;
    _zz_DI[7] = lUT3_8_O;
    _zz_DI[8] = lUT3_9_O;
    _zz_DI[9] = lUT3_10_O;
    _zz_DI[10] = lUT3_11_O;
    _zz_DI[11] = lUT3_12_O;
    _zz_DI[12] = lUT3_13_O;
    _zz_DI[13] = lUT3_14_O;
    _zz_DI[14] = lUT3_15_O;
    _zz_DI[15] = lUT3_16_O;
    _zz_DI[16] = lUT3_17_O;
    _zz_DI[17] = lUT3_18_O;
    _zz_DI[18] = lUT3_19_O;
    _zz_DI[19] = lUT3_20_O;
    _zz_DI[20] = lUT3_21_O;
    _zz_DI[21] = lUT3_22_O;
    _zz_DI[22] = lUT3_23_O;
    _zz_DI[23] = lUT3_24_O;
    _zz_DI[24] = lUT3_25_O;
    _zz_DI[25] = lUT3_26_O;
    _zz_DI[26] = lUT3_27_O;
    _zz_DI[27] = lUT3_28_O;
    _zz_DI[28] = lUT3_29_O;
    _zz_DI[29] = lUT3_30_O;
    _zz_DI[30] = lUT3_31_O;
    _zz_DI[31] = lUT3_32_O;
    _zz_DI[32] = lUT3_33_O;
    _zz_DI[33] = lUT3_34_O;
    _zz_DI[34] = lUT3_35_O;
    _zz_DI[35] = lUT3_36_O;
    _zz_DI[36] = lUT3_37_O;
    _zz_DI[37] = lUT3_38_O;
    _zz_DI[38] = lUT3_39_O;
    _zz_DI[39] = lUT3_40_O;
    _zz_DI[40] = lUT3_41_O;
    _zz_DI[41] = lUT3_42_O;
    _zz_DI[42] = lUT3_43_O;
    _zz_DI[43] = lUT3_44_O;
    _zz_DI[44] = lUT3_45_O;
    _zz_DI[45] = lUT3_46_O;
    _zz_DI[46] = lUT3_47_O;
    _zz_DI[47] = lUT3_48_O;
    _zz_DI[48] = lUT3_49_O;
    _zz_DI[49] = lUT3_50_O;
    _zz_DI[50] = lUT3_51_O;
  end

  assign lUT6_2_I0 = io_a[1];
  assign lUT6_2_I1 = io_b[1];
  assign lUT6_2_I2 = io_c[1];
  assign lUT6_2_I3 = io_a[0];
  assign lUT6_2_I4 = io_b[0];
  assign lUT6_2_I5 = io_c[0];
  assign lUT3_2_I0 = io_a[1];
  assign lUT3_2_I1 = io_b[1];
  assign lUT3_2_I2 = io_c[1];
  assign lUT6_3_I0 = io_a[2];
  assign lUT6_3_I1 = io_b[2];
  assign lUT6_3_I2 = io_c[2];
  assign lUT6_3_I3 = io_a[1];
  assign lUT6_3_I4 = io_b[1];
  assign lUT6_3_I5 = io_c[1];
  assign lUT3_3_I0 = io_a[2];
  assign lUT3_3_I1 = io_b[2];
  assign lUT3_3_I2 = io_c[2];
  assign lUT6_4_I0 = io_a[3];
  assign lUT6_4_I1 = io_b[3];
  assign lUT6_4_I2 = io_c[3];
  assign lUT6_4_I3 = io_a[2];
  assign lUT6_4_I4 = io_b[2];
  assign lUT6_4_I5 = io_c[2];
  assign lUT3_4_I0 = io_a[3];
  assign lUT3_4_I1 = io_b[3];
  assign lUT3_4_I2 = io_c[3];
  assign lUT6_5_I0 = io_a[4];
  assign lUT6_5_I1 = io_b[4];
  assign lUT6_5_I2 = io_c[4];
  assign lUT6_5_I3 = io_a[3];
  assign lUT6_5_I4 = io_b[3];
  assign lUT6_5_I5 = io_c[3];
  assign lUT3_5_I0 = io_a[4];
  assign lUT3_5_I1 = io_b[4];
  assign lUT3_5_I2 = io_c[4];
  assign lUT6_6_I0 = io_a[5];
  assign lUT6_6_I1 = io_b[5];
  assign lUT6_6_I2 = io_c[5];
  assign lUT6_6_I3 = io_a[4];
  assign lUT6_6_I4 = io_b[4];
  assign lUT6_6_I5 = io_c[4];
  assign lUT3_6_I0 = io_a[5];
  assign lUT3_6_I1 = io_b[5];
  assign lUT3_6_I2 = io_c[5];
  assign lUT6_7_I0 = io_a[6];
  assign lUT6_7_I1 = io_b[6];
  assign lUT6_7_I2 = io_c[6];
  assign lUT6_7_I3 = io_a[5];
  assign lUT6_7_I4 = io_b[5];
  assign lUT6_7_I5 = io_c[5];
  assign lUT3_7_I0 = io_a[6];
  assign lUT3_7_I1 = io_b[6];
  assign lUT3_7_I2 = io_c[6];
  assign lUT6_8_I0 = io_a[7];
  assign lUT6_8_I1 = io_b[7];
  assign lUT6_8_I2 = io_c[7];
  assign lUT6_8_I3 = io_a[6];
  assign lUT6_8_I4 = io_b[6];
  assign lUT6_8_I5 = io_c[6];
  assign lUT3_8_I0 = io_a[7];
  assign lUT3_8_I1 = io_b[7];
  assign lUT3_8_I2 = io_c[7];
  assign lUT6_9_I0 = io_a[8];
  assign lUT6_9_I1 = io_b[8];
  assign lUT6_9_I2 = io_c[8];
  assign lUT6_9_I3 = io_a[7];
  assign lUT6_9_I4 = io_b[7];
  assign lUT6_9_I5 = io_c[7];
  assign lUT3_9_I0 = io_a[8];
  assign lUT3_9_I1 = io_b[8];
  assign lUT3_9_I2 = io_c[8];
  assign lUT6_10_I0 = io_a[9];
  assign lUT6_10_I1 = io_b[9];
  assign lUT6_10_I2 = io_c[9];
  assign lUT6_10_I3 = io_a[8];
  assign lUT6_10_I4 = io_b[8];
  assign lUT6_10_I5 = io_c[8];
  assign lUT3_10_I0 = io_a[9];
  assign lUT3_10_I1 = io_b[9];
  assign lUT3_10_I2 = io_c[9];
  assign lUT6_11_I0 = io_a[10];
  assign lUT6_11_I1 = io_b[10];
  assign lUT6_11_I2 = io_c[10];
  assign lUT6_11_I3 = io_a[9];
  assign lUT6_11_I4 = io_b[9];
  assign lUT6_11_I5 = io_c[9];
  assign lUT3_11_I0 = io_a[10];
  assign lUT3_11_I1 = io_b[10];
  assign lUT3_11_I2 = io_c[10];
  assign lUT6_12_I0 = io_a[11];
  assign lUT6_12_I1 = io_b[11];
  assign lUT6_12_I2 = io_c[11];
  assign lUT6_12_I3 = io_a[10];
  assign lUT6_12_I4 = io_b[10];
  assign lUT6_12_I5 = io_c[10];
  assign lUT3_12_I0 = io_a[11];
  assign lUT3_12_I1 = io_b[11];
  assign lUT3_12_I2 = io_c[11];
  assign lUT6_13_I0 = io_a[12];
  assign lUT6_13_I1 = io_b[12];
  assign lUT6_13_I2 = io_c[12];
  assign lUT6_13_I3 = io_a[11];
  assign lUT6_13_I4 = io_b[11];
  assign lUT6_13_I5 = io_c[11];
  assign lUT3_13_I0 = io_a[12];
  assign lUT3_13_I1 = io_b[12];
  assign lUT3_13_I2 = io_c[12];
  assign lUT6_14_I0 = io_a[13];
  assign lUT6_14_I1 = io_b[13];
  assign lUT6_14_I2 = io_c[13];
  assign lUT6_14_I3 = io_a[12];
  assign lUT6_14_I4 = io_b[12];
  assign lUT6_14_I5 = io_c[12];
  assign lUT3_14_I0 = io_a[13];
  assign lUT3_14_I1 = io_b[13];
  assign lUT3_14_I2 = io_c[13];
  assign lUT6_15_I0 = io_a[14];
  assign lUT6_15_I1 = io_b[14];
  assign lUT6_15_I2 = io_c[14];
  assign lUT6_15_I3 = io_a[13];
  assign lUT6_15_I4 = io_b[13];
  assign lUT6_15_I5 = io_c[13];
  assign lUT3_15_I0 = io_a[14];
  assign lUT3_15_I1 = io_b[14];
  assign lUT3_15_I2 = io_c[14];
  assign lUT6_16_I0 = io_a[15];
  assign lUT6_16_I1 = io_b[15];
  assign lUT6_16_I2 = io_c[15];
  assign lUT6_16_I3 = io_a[14];
  assign lUT6_16_I4 = io_b[14];
  assign lUT6_16_I5 = io_c[14];
  assign lUT3_16_I0 = io_a[15];
  assign lUT3_16_I1 = io_b[15];
  assign lUT3_16_I2 = io_c[15];
  assign lUT6_17_I0 = io_a[16];
  assign lUT6_17_I1 = io_b[16];
  assign lUT6_17_I2 = io_c[16];
  assign lUT6_17_I3 = io_a[15];
  assign lUT6_17_I4 = io_b[15];
  assign lUT6_17_I5 = io_c[15];
  assign lUT3_17_I0 = io_a[16];
  assign lUT3_17_I1 = io_b[16];
  assign lUT3_17_I2 = io_c[16];
  assign lUT6_18_I0 = io_a[17];
  assign lUT6_18_I1 = io_b[17];
  assign lUT6_18_I2 = io_c[17];
  assign lUT6_18_I3 = io_a[16];
  assign lUT6_18_I4 = io_b[16];
  assign lUT6_18_I5 = io_c[16];
  assign lUT3_18_I0 = io_a[17];
  assign lUT3_18_I1 = io_b[17];
  assign lUT3_18_I2 = io_c[17];
  assign lUT6_19_I0 = io_a[18];
  assign lUT6_19_I1 = io_b[18];
  assign lUT6_19_I2 = io_c[18];
  assign lUT6_19_I3 = io_a[17];
  assign lUT6_19_I4 = io_b[17];
  assign lUT6_19_I5 = io_c[17];
  assign lUT3_19_I0 = io_a[18];
  assign lUT3_19_I1 = io_b[18];
  assign lUT3_19_I2 = io_c[18];
  assign lUT6_20_I0 = io_a[19];
  assign lUT6_20_I1 = io_b[19];
  assign lUT6_20_I2 = io_c[19];
  assign lUT6_20_I3 = io_a[18];
  assign lUT6_20_I4 = io_b[18];
  assign lUT6_20_I5 = io_c[18];
  assign lUT3_20_I0 = io_a[19];
  assign lUT3_20_I1 = io_b[19];
  assign lUT3_20_I2 = io_c[19];
  assign lUT6_21_I0 = io_a[20];
  assign lUT6_21_I1 = io_b[20];
  assign lUT6_21_I2 = io_c[20];
  assign lUT6_21_I3 = io_a[19];
  assign lUT6_21_I4 = io_b[19];
  assign lUT6_21_I5 = io_c[19];
  assign lUT3_21_I0 = io_a[20];
  assign lUT3_21_I1 = io_b[20];
  assign lUT3_21_I2 = io_c[20];
  assign lUT6_22_I0 = io_a[21];
  assign lUT6_22_I1 = io_b[21];
  assign lUT6_22_I2 = io_c[21];
  assign lUT6_22_I3 = io_a[20];
  assign lUT6_22_I4 = io_b[20];
  assign lUT6_22_I5 = io_c[20];
  assign lUT3_22_I0 = io_a[21];
  assign lUT3_22_I1 = io_b[21];
  assign lUT3_22_I2 = io_c[21];
  assign lUT6_23_I0 = io_a[22];
  assign lUT6_23_I1 = io_b[22];
  assign lUT6_23_I2 = io_c[22];
  assign lUT6_23_I3 = io_a[21];
  assign lUT6_23_I4 = io_b[21];
  assign lUT6_23_I5 = io_c[21];
  assign lUT3_23_I0 = io_a[22];
  assign lUT3_23_I1 = io_b[22];
  assign lUT3_23_I2 = io_c[22];
  assign lUT6_24_I0 = io_a[23];
  assign lUT6_24_I1 = io_b[23];
  assign lUT6_24_I2 = io_c[23];
  assign lUT6_24_I3 = io_a[22];
  assign lUT6_24_I4 = io_b[22];
  assign lUT6_24_I5 = io_c[22];
  assign lUT3_24_I0 = io_a[23];
  assign lUT3_24_I1 = io_b[23];
  assign lUT3_24_I2 = io_c[23];
  assign lUT6_25_I0 = io_a[24];
  assign lUT6_25_I1 = io_b[24];
  assign lUT6_25_I2 = io_c[24];
  assign lUT6_25_I3 = io_a[23];
  assign lUT6_25_I4 = io_b[23];
  assign lUT6_25_I5 = io_c[23];
  assign lUT3_25_I0 = io_a[24];
  assign lUT3_25_I1 = io_b[24];
  assign lUT3_25_I2 = io_c[24];
  assign lUT6_26_I0 = io_a[25];
  assign lUT6_26_I1 = io_b[25];
  assign lUT6_26_I2 = io_c[25];
  assign lUT6_26_I3 = io_a[24];
  assign lUT6_26_I4 = io_b[24];
  assign lUT6_26_I5 = io_c[24];
  assign lUT3_26_I0 = io_a[25];
  assign lUT3_26_I1 = io_b[25];
  assign lUT3_26_I2 = io_c[25];
  assign lUT6_27_I0 = io_a[26];
  assign lUT6_27_I1 = io_b[26];
  assign lUT6_27_I2 = io_c[26];
  assign lUT6_27_I3 = io_a[25];
  assign lUT6_27_I4 = io_b[25];
  assign lUT6_27_I5 = io_c[25];
  assign lUT3_27_I0 = io_a[26];
  assign lUT3_27_I1 = io_b[26];
  assign lUT3_27_I2 = io_c[26];
  assign lUT6_28_I0 = io_a[27];
  assign lUT6_28_I1 = io_b[27];
  assign lUT6_28_I2 = io_c[27];
  assign lUT6_28_I3 = io_a[26];
  assign lUT6_28_I4 = io_b[26];
  assign lUT6_28_I5 = io_c[26];
  assign lUT3_28_I0 = io_a[27];
  assign lUT3_28_I1 = io_b[27];
  assign lUT3_28_I2 = io_c[27];
  assign lUT6_29_I0 = io_a[28];
  assign lUT6_29_I1 = io_b[28];
  assign lUT6_29_I2 = io_c[28];
  assign lUT6_29_I3 = io_a[27];
  assign lUT6_29_I4 = io_b[27];
  assign lUT6_29_I5 = io_c[27];
  assign lUT3_29_I0 = io_a[28];
  assign lUT3_29_I1 = io_b[28];
  assign lUT3_29_I2 = io_c[28];
  assign lUT6_30_I0 = io_a[29];
  assign lUT6_30_I1 = io_b[29];
  assign lUT6_30_I2 = io_c[29];
  assign lUT6_30_I3 = io_a[28];
  assign lUT6_30_I4 = io_b[28];
  assign lUT6_30_I5 = io_c[28];
  assign lUT3_30_I0 = io_a[29];
  assign lUT3_30_I1 = io_b[29];
  assign lUT3_30_I2 = io_c[29];
  assign lUT6_31_I0 = io_a[30];
  assign lUT6_31_I1 = io_b[30];
  assign lUT6_31_I2 = io_c[30];
  assign lUT6_31_I3 = io_a[29];
  assign lUT6_31_I4 = io_b[29];
  assign lUT6_31_I5 = io_c[29];
  assign lUT3_31_I0 = io_a[30];
  assign lUT3_31_I1 = io_b[30];
  assign lUT3_31_I2 = io_c[30];
  assign lUT6_32_I0 = io_a[31];
  assign lUT6_32_I1 = io_b[31];
  assign lUT6_32_I2 = io_c[31];
  assign lUT6_32_I3 = io_a[30];
  assign lUT6_32_I4 = io_b[30];
  assign lUT6_32_I5 = io_c[30];
  assign lUT3_32_I0 = io_a[31];
  assign lUT3_32_I1 = io_b[31];
  assign lUT3_32_I2 = io_c[31];
  assign lUT6_33_I0 = io_a[32];
  assign lUT6_33_I1 = io_b[32];
  assign lUT6_33_I2 = io_c[32];
  assign lUT6_33_I3 = io_a[31];
  assign lUT6_33_I4 = io_b[31];
  assign lUT6_33_I5 = io_c[31];
  assign lUT3_33_I0 = io_a[32];
  assign lUT3_33_I1 = io_b[32];
  assign lUT3_33_I2 = io_c[32];
  assign lUT6_34_I0 = io_a[33];
  assign lUT6_34_I1 = io_b[33];
  assign lUT6_34_I2 = io_c[33];
  assign lUT6_34_I3 = io_a[32];
  assign lUT6_34_I4 = io_b[32];
  assign lUT6_34_I5 = io_c[32];
  assign lUT3_34_I0 = io_a[33];
  assign lUT3_34_I1 = io_b[33];
  assign lUT3_34_I2 = io_c[33];
  assign lUT6_35_I0 = io_a[34];
  assign lUT6_35_I1 = io_b[34];
  assign lUT6_35_I2 = io_c[34];
  assign lUT6_35_I3 = io_a[33];
  assign lUT6_35_I4 = io_b[33];
  assign lUT6_35_I5 = io_c[33];
  assign lUT3_35_I0 = io_a[34];
  assign lUT3_35_I1 = io_b[34];
  assign lUT3_35_I2 = io_c[34];
  assign lUT6_36_I0 = io_a[35];
  assign lUT6_36_I1 = io_b[35];
  assign lUT6_36_I2 = io_c[35];
  assign lUT6_36_I3 = io_a[34];
  assign lUT6_36_I4 = io_b[34];
  assign lUT6_36_I5 = io_c[34];
  assign lUT3_36_I0 = io_a[35];
  assign lUT3_36_I1 = io_b[35];
  assign lUT3_36_I2 = io_c[35];
  assign lUT6_37_I0 = io_a[36];
  assign lUT6_37_I1 = io_b[36];
  assign lUT6_37_I2 = io_c[36];
  assign lUT6_37_I3 = io_a[35];
  assign lUT6_37_I4 = io_b[35];
  assign lUT6_37_I5 = io_c[35];
  assign lUT3_37_I0 = io_a[36];
  assign lUT3_37_I1 = io_b[36];
  assign lUT3_37_I2 = io_c[36];
  assign lUT6_38_I0 = io_a[37];
  assign lUT6_38_I1 = io_b[37];
  assign lUT6_38_I2 = io_c[37];
  assign lUT6_38_I3 = io_a[36];
  assign lUT6_38_I4 = io_b[36];
  assign lUT6_38_I5 = io_c[36];
  assign lUT3_38_I0 = io_a[37];
  assign lUT3_38_I1 = io_b[37];
  assign lUT3_38_I2 = io_c[37];
  assign lUT6_39_I0 = io_a[38];
  assign lUT6_39_I1 = io_b[38];
  assign lUT6_39_I2 = io_c[38];
  assign lUT6_39_I3 = io_a[37];
  assign lUT6_39_I4 = io_b[37];
  assign lUT6_39_I5 = io_c[37];
  assign lUT3_39_I0 = io_a[38];
  assign lUT3_39_I1 = io_b[38];
  assign lUT3_39_I2 = io_c[38];
  assign lUT6_40_I0 = io_a[39];
  assign lUT6_40_I1 = io_b[39];
  assign lUT6_40_I2 = io_c[39];
  assign lUT6_40_I3 = io_a[38];
  assign lUT6_40_I4 = io_b[38];
  assign lUT6_40_I5 = io_c[38];
  assign lUT3_40_I0 = io_a[39];
  assign lUT3_40_I1 = io_b[39];
  assign lUT3_40_I2 = io_c[39];
  assign lUT6_41_I0 = io_a[40];
  assign lUT6_41_I1 = io_b[40];
  assign lUT6_41_I2 = io_c[40];
  assign lUT6_41_I3 = io_a[39];
  assign lUT6_41_I4 = io_b[39];
  assign lUT6_41_I5 = io_c[39];
  assign lUT3_41_I0 = io_a[40];
  assign lUT3_41_I1 = io_b[40];
  assign lUT3_41_I2 = io_c[40];
  assign lUT6_42_I0 = io_a[41];
  assign lUT6_42_I1 = io_b[41];
  assign lUT6_42_I2 = io_c[41];
  assign lUT6_42_I3 = io_a[40];
  assign lUT6_42_I4 = io_b[40];
  assign lUT6_42_I5 = io_c[40];
  assign lUT3_42_I0 = io_a[41];
  assign lUT3_42_I1 = io_b[41];
  assign lUT3_42_I2 = io_c[41];
  assign lUT6_43_I0 = io_a[42];
  assign lUT6_43_I1 = io_b[42];
  assign lUT6_43_I2 = io_c[42];
  assign lUT6_43_I3 = io_a[41];
  assign lUT6_43_I4 = io_b[41];
  assign lUT6_43_I5 = io_c[41];
  assign lUT3_43_I0 = io_a[42];
  assign lUT3_43_I1 = io_b[42];
  assign lUT3_43_I2 = io_c[42];
  assign lUT6_44_I0 = io_a[43];
  assign lUT6_44_I1 = io_b[43];
  assign lUT6_44_I2 = io_c[43];
  assign lUT6_44_I3 = io_a[42];
  assign lUT6_44_I4 = io_b[42];
  assign lUT6_44_I5 = io_c[42];
  assign lUT3_44_I0 = io_a[43];
  assign lUT3_44_I1 = io_b[43];
  assign lUT3_44_I2 = io_c[43];
  assign lUT6_45_I0 = io_a[44];
  assign lUT6_45_I1 = io_b[44];
  assign lUT6_45_I2 = io_c[44];
  assign lUT6_45_I3 = io_a[43];
  assign lUT6_45_I4 = io_b[43];
  assign lUT6_45_I5 = io_c[43];
  assign lUT3_45_I0 = io_a[44];
  assign lUT3_45_I1 = io_b[44];
  assign lUT3_45_I2 = io_c[44];
  assign lUT6_46_I0 = io_a[45];
  assign lUT6_46_I1 = io_b[45];
  assign lUT6_46_I2 = io_c[45];
  assign lUT6_46_I3 = io_a[44];
  assign lUT6_46_I4 = io_b[44];
  assign lUT6_46_I5 = io_c[44];
  assign lUT3_46_I0 = io_a[45];
  assign lUT3_46_I1 = io_b[45];
  assign lUT3_46_I2 = io_c[45];
  assign lUT6_47_I0 = io_a[46];
  assign lUT6_47_I1 = io_b[46];
  assign lUT6_47_I2 = io_c[46];
  assign lUT6_47_I3 = io_a[45];
  assign lUT6_47_I4 = io_b[45];
  assign lUT6_47_I5 = io_c[45];
  assign lUT3_47_I0 = io_a[46];
  assign lUT3_47_I1 = io_b[46];
  assign lUT3_47_I2 = io_c[46];
  assign lUT6_48_I0 = io_a[47];
  assign lUT6_48_I1 = io_b[47];
  assign lUT6_48_I2 = io_c[47];
  assign lUT6_48_I3 = io_a[46];
  assign lUT6_48_I4 = io_b[46];
  assign lUT6_48_I5 = io_c[46];
  assign lUT3_48_I0 = io_a[47];
  assign lUT3_48_I1 = io_b[47];
  assign lUT3_48_I2 = io_c[47];
  assign lUT6_49_I0 = io_a[48];
  assign lUT6_49_I1 = io_b[48];
  assign lUT6_49_I2 = io_c[48];
  assign lUT6_49_I3 = io_a[47];
  assign lUT6_49_I4 = io_b[47];
  assign lUT6_49_I5 = io_c[47];
  assign lUT3_49_I0 = io_a[48];
  assign lUT3_49_I1 = io_b[48];
  assign lUT3_49_I2 = io_c[48];
  assign lUT6_50_I0 = io_a[49];
  assign lUT6_50_I1 = io_b[49];
  assign lUT6_50_I2 = io_c[49];
  assign lUT6_50_I3 = io_a[48];
  assign lUT6_50_I4 = io_b[48];
  assign lUT6_50_I5 = io_c[48];
  assign lUT3_50_I0 = io_a[49];
  assign lUT3_50_I1 = io_b[49];
  assign lUT3_50_I2 = io_c[49];
  assign lUT6_51_I0 = io_a[50];
  assign lUT6_51_I1 = io_b[50];
  assign lUT6_51_I2 = io_c[50];
  assign lUT6_51_I3 = io_a[49];
  assign lUT6_51_I4 = io_b[49];
  assign lUT6_51_I5 = io_c[49];
  assign lUT3_51_I0 = io_a[50];
  assign lUT3_51_I1 = io_b[50];
  assign lUT3_51_I2 = io_c[50];
  assign cARRY8_1_S = _zz_S_1[7 : 0];
  assign cARRY8_1_DI = _zz_DI_1[7 : 0];
  always @(*) begin
    _zz_io_sum[7 : 0] = cARRY8_1_O;
    _zz_io_sum[15 : 8] = cARRY8_2_O;
    _zz_io_sum[23 : 16] = cARRY8_3_O;
    _zz_io_sum[31 : 24] = cARRY8_4_O;
    _zz_io_sum[39 : 32] = cARRY8_5_O;
    _zz_io_sum[47 : 40] = cARRY8_6_O;
    _zz_io_sum[55 : 48] = cARRY8_7_O;
  end

  assign cARRY8_2_CI = cARRY8_1_CO[7];
  assign cARRY8_2_S = _zz_S_2[15 : 8];
  assign cARRY8_2_DI = _zz_DI_2[15 : 8];
  assign cARRY8_3_CI = cARRY8_2_CO[7];
  assign cARRY8_3_S = _zz_S_3[23 : 16];
  assign cARRY8_3_DI = _zz_DI_3[23 : 16];
  assign cARRY8_4_CI = cARRY8_3_CO[7];
  assign cARRY8_4_S = _zz_S_4[31 : 24];
  assign cARRY8_4_DI = _zz_DI_4[31 : 24];
  assign cARRY8_5_CI = cARRY8_4_CO[7];
  assign cARRY8_5_S = _zz_S_5[39 : 32];
  assign cARRY8_5_DI = _zz_DI_5[39 : 32];
  assign cARRY8_6_CI = cARRY8_5_CO[7];
  assign cARRY8_6_S = _zz_S_6[47 : 40];
  assign cARRY8_6_DI = _zz_DI_6[47 : 40];
  assign cARRY8_7_CI = cARRY8_6_CO[7];
  assign cARRY8_7_S = _zz_S_7[55 : 48];
  assign cARRY8_7_DI = _zz_DI_7[55 : 48];
  assign io_sum = _zz_io_sum[50 : 0];

endmodule

module lpx_GentleMark (
  input  wire          io_input_valid,
  input  wire [49:0]   io_input_payload_qavgShifted,
  input  wire [31:0]   io_input_payload_count,
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
  wire       [14:0]   _zz_cHigh;
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
  reg        [31:0]   io_input_payload_count_delay_1;
  reg        [31:0]   io_input_payload_count_delay_2;
  reg        [31:0]   count3;
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
  assign _zz_cHigh = (count3 >>> 5'd17);
  assign _zz_p0_1 = (q3[25 : 0] * cLow);
  assign _zz_p0 = {8'd0, _zz_p0_1};
  assign _zz_p0_2 = {19'd0, qR3};
  assign _zz_io_b_1 = {28'd0, p1};
  assign _zz_io_c_1 = {22'd0, p2};
  lpx_TernaryAdd xSum (
    .io_a   (xSum_io_a[68:0]  ), //i
    .io_b   (xSum_io_b[68:0]  ), //i
    .io_c   (xSum_io_c[68:0]  ), //i
    .io_cin (1'b0             ), //i
    .io_sum (xSum_io_sum[68:0])  //o
  );
  lpx_TernaryAdd_1 vSum (
    .io_a   (p0[50:0]         ), //i
    .io_b   (vSum_io_b[50:0]  ), //i
    .io_c   (vSum_io_c[50:0]  ), //i
    .io_cin (1'b0             ), //i
    .io_sum (vSum_io_sum[50:0])  //o
  );
  assign xSum_io_a = {19'd0, x0};
  assign xSum_io_b = (_zz_io_b <<< 17);
  assign xSum_io_c = (_zz_io_c <<< 34);
  assign cLow = count3[16:0];
  assign cHigh = _zz_cHigh[13:0];
  assign countBig = (count3[30 : 17] != 14'h0);
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
    sure4 <= ((count3[31] || (qHigh3 && (count3 != 32'h0))) || (countBig && (q3[31 : 15] != 17'h0)));
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

module lpx_ThresholdStream (
  input  wire          io_apply,
  input  wire          io_adapt,
  input  wire [31:0]   io_source_seed,
  input  wire [31:0]   io_source_recipM,
  input  wire [0:0]    io_source_recipSh1,
  input  wire [4:0]    io_source_recipSh2,
  input  wire [31:0]   io_qthMin,
  input  wire [4:0]    io_wlog,
  input  wire          io_draw,
  input  wire          io_advance,
  input  wire          io_leave,
  output wire          io_ready,
  output wire          io_readyNext,
  output wire [50:0]   io_now,
  output wire [50:0]   io_next,
  output wire [50:0]   io_afterDraw,
  input  wire          io_force,
  input  wire          io_forceMark,
  output wire [31:0]   io_qR,
  input  wire          clk,
  input  wire          reset
);

  wire                bank_ds_io_out_ready;
  wire                lUT6_1_I2;
  wire                lUT6_1_I3;
  wire                lUT6_2_I2;
  wire                lUT6_2_I3;
  wire                lUT6_3_I2;
  wire                lUT6_3_I3;
  wire                lUT6_4_I2;
  wire                lUT6_4_I3;
  wire                lUT6_5_I2;
  wire                lUT6_5_I3;
  wire                lUT6_6_I2;
  wire                lUT6_6_I3;
  wire       [31:0]   div_io_in_payload_n;
  wire       [31:0]   div_io_in_payload_d;
  wire                divFifo_io_pop_ready;
  wire                bank_ds_io_out_valid;
  wire       [31:0]   bank_ds_io_out_payload_qR;
  wire                bank_ds_io_out_payload_zero;
  wire       [18:0]   bank_ds_io_out_payload_f_0;
  wire       [18:0]   bank_ds_io_out_payload_f_1;
  wire       [18:0]   bank_ds_io_out_payload_f_2;
  wire       [18:0]   bank_ds_io_out_payload_f_3;
  wire       [18:0]   bank_ds_io_out_payload_f_4;
  wire       [18:0]   bank_ds_io_out_payload_f_5;
  wire       [18:0]   bank_ds_io_out_payload_f_6;
  wire       [18:0]   bank_ds_io_out_payload_f_7;
  wire       [18:0]   bank_ds_io_out_payload_f_8;
  wire       [18:0]   bank_ds_io_out_payload_f_9;
  wire       [18:0]   bank_ds_io_out_payload_f_10;
  wire       [18:0]   bank_ds_io_out_payload_f_11;
  wire       [18:0]   bank_ds_io_out_payload_f_12;
  wire       [18:0]   bank_ds_io_out_payload_f_13;
  wire       [18:0]   bank_ds_io_out_payload_f_14;
  wire       [18:0]   bank_ds_io_out_payload_f_15;
  wire                lUT6_1_O;
  wire                lUT6_2_O;
  wire                lUT6_3_O;
  wire                lUT6_4_O;
  wire                lUT6_5_O;
  wire                lUT6_6_O;
  wire                div_io_out_valid;
  wire       [18:0]   div_io_out_payload;
  wire                divFifo_io_push_ready;
  wire                divFifo_io_pop_valid;
  wire       [18:0]   divFifo_io_pop_payload;
  wire       [4:0]    divFifo_io_occupancy;
  wire       [4:0]    divFifo_io_availability;
  wire                lUT6_7_O;
  wire                lUT6_8_O;
  wire       [31:0]   _zz__zz_lastX;
  wire       [31:0]   _zz__zz_lastX_1;
  wire       [31:0]   _zz_lastX_2;
  wire       [50:0]   _zz_bank_scale_base;
  wire       [50:0]   _zz_bank_scale_base_1;
  wire       [42:0]   _zz_bank_staged_s1;
  wire       [42:0]   _zz_bank_staged_s1_1;
  wire       [42:0]   _zz_bank_staged_s2;
  wire       [42:0]   _zz_bank_staged_s2_1;
  wire       [42:0]   _zz_bank_staged_s3;
  wire       [42:0]   _zz_bank_staged_s3_1;
  wire       [50:0]   _zz_bank_nxt_t1;
  wire       [50:0]   _zz_bank_nxt_t1_1;
  wire       [50:0]   _zz_bank_nxt_t1_2;
  wire       [50:0]   _zz_bank_nxt_t2;
  wire       [50:0]   _zz_bank_nxt_t2_1;
  wire       [50:0]   _zz_bank_nxt_t2_2;
  wire       [31:0]   _zz_io_in_payload_d;
  wire       [32:0]   _zz_dNext;
  wire       [32:0]   _zz_dNext_1;
  wire       [0:0]    _zz_dNext_2;
  wire       [42:0]   _zz_aheadIfAdvance;
  wire       [42:0]   _zz_aheadIfAdvance_1;
  wire       [18:0]   _zz_aheadIfAdvance_2;
  wire       [50:0]   _zz_tNext;
  wire       [50:0]   _zz_tNext_1;
  wire       [50:0]   _zz_tNext_2;
  wire       [31:0]   _zz_io_qR;
  reg                 bank_nxtValid_aheadValue;
  reg        [31:0]   lastX;
  wire       [31:0]   _zz_lastX;
  wire       [31:0]   _zz_lastX_1;
  reg        [31:0]   loadSource_seed;
  wire       [31:0]   loadSource_recipM;
  wire       [0:0]    loadSource_recipSh1;
  wire       [4:0]    loadSource_recipSh2;
  wire                when_DrawBank_l54;
  reg                 bank_loading;
  reg        [31:0]   bank_kept_seed;
  reg        [31:0]   bank_kept_recipM;
  reg        [0:0]    bank_kept_recipSh1;
  reg        [4:0]    bank_kept_recipSh2;
  reg        [31:0]   bank_scale_qthMin;
  reg        [4:0]    bank_scale_wlog;
  reg        [50:0]   bank_scale_base;
  reg        [42:0]   bank_skid_0_s1;
  reg        [42:0]   bank_skid_0_s2;
  reg        [42:0]   bank_skid_0_s3;
  reg        [18:0]   bank_skid_0_f_0;
  reg        [18:0]   bank_skid_0_f_1;
  reg        [18:0]   bank_skid_0_f_2;
  reg        [18:0]   bank_skid_0_f_3;
  reg        [18:0]   bank_skid_0_f_4;
  reg        [18:0]   bank_skid_0_f_5;
  reg        [18:0]   bank_skid_0_f_6;
  reg        [18:0]   bank_skid_0_f_7;
  reg        [18:0]   bank_skid_0_f_8;
  reg        [18:0]   bank_skid_0_f_9;
  reg        [18:0]   bank_skid_0_f_10;
  reg        [18:0]   bank_skid_0_f_11;
  reg        [18:0]   bank_skid_0_f_12;
  reg        [31:0]   bank_skid_0_n;
  reg                 bank_skid_0_zero;
  reg        [42:0]   bank_skid_1_s1;
  reg        [42:0]   bank_skid_1_s2;
  reg        [42:0]   bank_skid_1_s3;
  reg        [18:0]   bank_skid_1_f_0;
  reg        [18:0]   bank_skid_1_f_1;
  reg        [18:0]   bank_skid_1_f_2;
  reg        [18:0]   bank_skid_1_f_3;
  reg        [18:0]   bank_skid_1_f_4;
  reg        [18:0]   bank_skid_1_f_5;
  reg        [18:0]   bank_skid_1_f_6;
  reg        [18:0]   bank_skid_1_f_7;
  reg        [18:0]   bank_skid_1_f_8;
  reg        [18:0]   bank_skid_1_f_9;
  reg        [18:0]   bank_skid_1_f_10;
  reg        [18:0]   bank_skid_1_f_11;
  reg        [18:0]   bank_skid_1_f_12;
  reg        [31:0]   bank_skid_1_n;
  reg                 bank_skid_1_zero;
  reg        [1:0]    bank_skidCount;
  reg        [50:0]   bank_nxt_t1;
  reg        [50:0]   bank_nxt_t2;
  reg        [42:0]   bank_nxt_s3;
  reg        [18:0]   bank_nxt_f_0;
  reg        [18:0]   bank_nxt_f_1;
  reg        [18:0]   bank_nxt_f_2;
  reg        [18:0]   bank_nxt_f_3;
  reg        [18:0]   bank_nxt_f_4;
  reg        [18:0]   bank_nxt_f_5;
  reg        [18:0]   bank_nxt_f_6;
  reg        [18:0]   bank_nxt_f_7;
  reg        [18:0]   bank_nxt_f_8;
  reg        [18:0]   bank_nxt_f_9;
  reg        [18:0]   bank_nxt_f_10;
  reg        [18:0]   bank_nxt_f_11;
  reg        [18:0]   bank_nxt_f_12;
  reg        [31:0]   bank_nxt_n;
  reg                 bank_nxt_zero;
  reg                 bank_nxtValid;
  wire                bank_restarting;
  wire       [42:0]   bank_staged_s1;
  wire       [42:0]   bank_staged_s2;
  wire       [42:0]   bank_staged_s3;
  wire       [18:0]   bank_staged_f_0;
  wire       [18:0]   bank_staged_f_1;
  wire       [18:0]   bank_staged_f_2;
  wire       [18:0]   bank_staged_f_3;
  wire       [18:0]   bank_staged_f_4;
  wire       [18:0]   bank_staged_f_5;
  wire       [18:0]   bank_staged_f_6;
  wire       [18:0]   bank_staged_f_7;
  wire       [18:0]   bank_staged_f_8;
  wire       [18:0]   bank_staged_f_9;
  wire       [18:0]   bank_staged_f_10;
  wire       [18:0]   bank_staged_f_11;
  wire       [18:0]   bank_staged_f_12;
  wire       [31:0]   bank_staged_n;
  wire                bank_staged_zero;
  wire                bank_push;
  wire                _zz_bank_skid_0_s1;
  reg                 counting;
  reg        [31:0]   curN;
  reg                 curZero;
  reg        [50:0]   tNow;
  reg        [50:0]   tNext;
  reg        [42:0]   ahead;
  reg        [18:0]   rest_0;
  reg        [18:0]   rest_1;
  reg        [18:0]   rest_2;
  reg        [18:0]   rest_3;
  reg        [18:0]   rest_4;
  reg        [18:0]   rest_5;
  reg        [18:0]   rest_6;
  reg        [18:0]   rest_7;
  reg        [18:0]   rest_8;
  reg        [18:0]   rest_9;
  reg        [18:0]   rest_10;
  reg        [18:0]   rest_11;
  reg        [18:0]   rest_12;
  reg        [3:0]    restLeft;
  reg                 fromRest;
  reg        [3:0]    epoch;
  reg        [32:0]   dNext;
  reg        [4:0]    credits;
  wire                issue;
  wire       [31:0]   dMax;
  wire                negative;
  reg        [3:0]    epoch_delay_1;
  reg        [3:0]    epoch_delay_2;
  reg        [3:0]    epoch_delay_3;
  reg        [3:0]    epoch_delay_4;
  reg        [3:0]    epoch_delay_5;
  reg        [3:0]    epoch_delay_6;
  reg        [3:0]    epoch_delay_7;
  reg        [3:0]    epoch_delay_8;
  reg        [3:0]    epoch_delay_9;
  reg        [3:0]    epoch_delay_10;
  reg        [3:0]    epochOut;
  wire                epochMatch;
  wire                divFifo_io_pop_fire;
  reg                 popped;
  wire                when_ThresholdStream_l135;
  wire                when_ThresholdStream_l137;
  (* keep *) wire       [42:0]   aheadIfAdvance;
  (* keep *) wire       [50:0]   tHeld;
  wire                when_ThresholdStream_l177;

  assign _zz__zz_lastX = (lastX <<< 13);
  assign _zz__zz_lastX_1 = (_zz_lastX >>> 17);
  assign _zz_lastX_2 = (_zz_lastX_1 <<< 5);
  assign _zz_bank_scale_base = {19'd0, io_qthMin};
  assign _zz_bank_scale_base_1 = (51'h0000000000001 <<< io_wlog);
  assign _zz_bank_staged_s1 = (_zz_bank_staged_s1_1 <<< {bank_scale_wlog[4 : 3],3'b000});
  assign _zz_bank_staged_s1_1 = {24'd0, bank_ds_io_out_payload_f_0};
  assign _zz_bank_staged_s2 = (_zz_bank_staged_s2_1 <<< {bank_scale_wlog[4 : 3],3'b000});
  assign _zz_bank_staged_s2_1 = {24'd0, bank_ds_io_out_payload_f_1};
  assign _zz_bank_staged_s3 = (_zz_bank_staged_s3_1 <<< {bank_scale_wlog[4 : 3],3'b000});
  assign _zz_bank_staged_s3_1 = {24'd0, bank_ds_io_out_payload_f_2};
  assign _zz_bank_nxt_t1 = {19'd0, bank_scale_qthMin};
  assign _zz_bank_nxt_t1_1 = (_zz_bank_nxt_t1_2 <<< bank_scale_wlog[2 : 0]);
  assign _zz_bank_nxt_t1_2 = {8'd0, bank_skid_0_s1};
  assign _zz_bank_nxt_t2 = {19'd0, bank_scale_qthMin};
  assign _zz_bank_nxt_t2_1 = (_zz_bank_nxt_t2_2 <<< bank_scale_wlog[2 : 0]);
  assign _zz_bank_nxt_t2_2 = {8'd0, bank_skid_0_s2};
  assign _zz_io_in_payload_d = dNext[31:0];
  assign _zz_dNext = (dNext + _zz_dNext_1);
  assign _zz_dNext_2 = issue;
  assign _zz_dNext_1 = {32'd0, _zz_dNext_2};
  assign _zz_aheadIfAdvance = (_zz_aheadIfAdvance_1 <<< {bank_scale_wlog[4 : 3],3'b000});
  assign _zz_aheadIfAdvance_2 = (fromRest ? rest_0 : divFifo_io_pop_payload);
  assign _zz_aheadIfAdvance_1 = {24'd0, _zz_aheadIfAdvance_2};
  assign _zz_tNext = {19'd0, bank_scale_qthMin};
  assign _zz_tNext_1 = (_zz_tNext_2 <<< bank_scale_wlog[2 : 0]);
  assign _zz_tNext_2 = {8'd0, ahead};
  assign _zz_io_qR = (curN + 32'h00000001);
  lpx_DrawStream bank_ds (
    .io_load             (bank_loading                     ), //i
    .io_source_seed      (bank_kept_seed[31:0]             ), //i
    .io_source_recipM    (bank_kept_recipM[31:0]           ), //i
    .io_source_recipSh1  (bank_kept_recipSh1               ), //i
    .io_source_recipSh2  (bank_kept_recipSh2[4:0]          ), //i
    .io_out_valid        (bank_ds_io_out_valid             ), //o
    .io_out_ready        (bank_ds_io_out_ready             ), //i
    .io_out_payload_qR   (bank_ds_io_out_payload_qR[31:0]  ), //o
    .io_out_payload_zero (bank_ds_io_out_payload_zero      ), //o
    .io_out_payload_f_0  (bank_ds_io_out_payload_f_0[18:0] ), //o
    .io_out_payload_f_1  (bank_ds_io_out_payload_f_1[18:0] ), //o
    .io_out_payload_f_2  (bank_ds_io_out_payload_f_2[18:0] ), //o
    .io_out_payload_f_3  (bank_ds_io_out_payload_f_3[18:0] ), //o
    .io_out_payload_f_4  (bank_ds_io_out_payload_f_4[18:0] ), //o
    .io_out_payload_f_5  (bank_ds_io_out_payload_f_5[18:0] ), //o
    .io_out_payload_f_6  (bank_ds_io_out_payload_f_6[18:0] ), //o
    .io_out_payload_f_7  (bank_ds_io_out_payload_f_7[18:0] ), //o
    .io_out_payload_f_8  (bank_ds_io_out_payload_f_8[18:0] ), //o
    .io_out_payload_f_9  (bank_ds_io_out_payload_f_9[18:0] ), //o
    .io_out_payload_f_10 (bank_ds_io_out_payload_f_10[18:0]), //o
    .io_out_payload_f_11 (bank_ds_io_out_payload_f_11[18:0]), //o
    .io_out_payload_f_12 (bank_ds_io_out_payload_f_12[18:0]), //o
    .io_out_payload_f_13 (bank_ds_io_out_payload_f_13[18:0]), //o
    .io_out_payload_f_14 (bank_ds_io_out_payload_f_14[18:0]), //o
    .io_out_payload_f_15 (bank_ds_io_out_payload_f_15[18:0]), //o
    .clk                 (clk                              ), //i
    .reset               (reset                            )  //i
  );
  LUT6 #(
    .INIT (64'hbbbbbbbbbbbbbbbb)
  ) lUT6_1 (
    .I0 (io_draw      ), //i
    .I1 (bank_nxtValid), //i
    .I2 (lUT6_1_I2    ), //i
    .I3 (lUT6_1_I3    ), //i
    .I4 (1'b0         ), //i
    .I5 (1'b0         ), //i
    .O  (lUT6_1_O     )  //o
  );
  LUT6 #(
    .INIT (64'hbbbfbbb0bbbfbbb0)
  ) lUT6_2 (
    .I0 (io_draw      ), //i
    .I1 (bank_nxtValid), //i
    .I2 (lUT6_2_I2    ), //i
    .I3 (lUT6_2_I3    ), //i
    .I4 (bank_push    ), //i
    .I5 (1'b0         ), //i
    .O  (lUT6_2_O     )  //o
  );
  LUT6 #(
    .INIT (64'h0040000000400000)
  ) lUT6_3 (
    .I0 (io_draw      ), //i
    .I1 (bank_nxtValid), //i
    .I2 (lUT6_3_I2    ), //i
    .I3 (lUT6_3_I3    ), //i
    .I4 (bank_push    ), //i
    .I5 (1'b0         ), //i
    .O  (lUT6_3_O     )  //o
  );
  LUT6 #(
    .INIT (64'hb4bf4b40b4bf4b40)
  ) lUT6_4 (
    .I0 (io_draw      ), //i
    .I1 (bank_nxtValid), //i
    .I2 (lUT6_4_I2    ), //i
    .I3 (lUT6_4_I3    ), //i
    .I4 (bank_push    ), //i
    .I5 (1'b0         ), //i
    .O  (lUT6_4_O     )  //o
  );
  LUT6 #(
    .INIT (64'hbf40f400bf40f400)
  ) lUT6_5 (
    .I0 (io_draw      ), //i
    .I1 (bank_nxtValid), //i
    .I2 (lUT6_5_I2    ), //i
    .I3 (lUT6_5_I3    ), //i
    .I4 (bank_push    ), //i
    .I5 (1'b0         ), //i
    .O  (lUT6_5_O     )  //o
  );
  LUT6 #(
    .INIT (64'h0000fff40000fff4)
  ) lUT6_6 (
    .I0 (io_draw        ), //i
    .I1 (bank_nxtValid  ), //i
    .I2 (lUT6_6_I2      ), //i
    .I3 (lUT6_6_I3      ), //i
    .I4 (bank_restarting), //i
    .I5 (1'b0           ), //i
    .O  (lUT6_6_O       )  //o
  );
  lpx_FloorDivider div (
    .io_in_valid     (issue                    ), //i
    .io_in_payload_n (div_io_in_payload_n[31:0]), //i
    .io_in_payload_d (div_io_in_payload_d[31:0]), //i
    .io_out_valid    (div_io_out_valid         ), //o
    .io_out_payload  (div_io_out_payload[18:0] ), //o
    .clk             (clk                      ), //i
    .reset           (reset                    )  //i
  );
  lpx_StreamFifo_1 divFifo (
    .io_push_valid   (lUT6_8_O                    ), //i
    .io_push_ready   (divFifo_io_push_ready       ), //o
    .io_push_payload (div_io_out_payload[18:0]    ), //i
    .io_pop_valid    (divFifo_io_pop_valid        ), //o
    .io_pop_ready    (divFifo_io_pop_ready        ), //i
    .io_pop_payload  (divFifo_io_pop_payload[18:0]), //o
    .io_flush        (lUT6_7_O                    ), //i
    .io_occupancy    (divFifo_io_occupancy[4:0]   ), //o
    .io_availability (divFifo_io_availability[4:0]), //o
    .clk             (clk                         ), //i
    .reset           (reset                       )  //i
  );
  LUT6 #(
    .INIT (64'hfffffffffffffffe)
  ) lUT6_7 (
    .I0 (io_draw ), //i
    .I1 (io_leave), //i
    .I2 (io_apply), //i
    .I3 (1'b0    ), //i
    .I4 (1'b0    ), //i
    .I5 (1'b0    ), //i
    .O  (lUT6_7_O)  //o
  );
  LUT6 #(
    .INIT (64'h0000000001000000)
  ) lUT6_8 (
    .I0 (io_draw         ), //i
    .I1 (io_leave        ), //i
    .I2 (io_apply        ), //i
    .I3 (div_io_out_valid), //i
    .I4 (epochMatch      ), //i
    .I5 (1'b0            ), //i
    .O  (lUT6_8_O        )  //o
  );
  always @(*) begin
    bank_nxtValid_aheadValue = bank_nxtValid;
    bank_nxtValid_aheadValue = lUT6_6_O;
  end

  assign _zz_lastX = (lastX ^ _zz__zz_lastX);
  assign _zz_lastX_1 = (_zz_lastX ^ _zz__zz_lastX_1);
  always @(*) begin
    loadSource_seed = io_source_seed;
    if(io_adapt) begin
      loadSource_seed = lastX;
    end
  end

  assign loadSource_recipM = io_source_recipM;
  assign loadSource_recipSh1 = io_source_recipSh1;
  assign loadSource_recipSh2 = io_source_recipSh2;
  assign when_DrawBank_l54 = (io_apply || io_adapt);
  assign bank_restarting = (when_DrawBank_l54 || bank_loading);
  assign bank_ds_io_out_ready = ((bank_skidCount != 2'b10) && (! bank_restarting));
  assign bank_staged_s1 = (bank_ds_io_out_payload_zero ? 43'h0 : _zz_bank_staged_s1);
  assign bank_staged_s2 = (bank_ds_io_out_payload_zero ? 43'h0 : _zz_bank_staged_s2);
  assign bank_staged_s3 = (bank_ds_io_out_payload_zero ? 43'h0 : _zz_bank_staged_s3);
  assign bank_staged_f_0 = bank_ds_io_out_payload_f_3;
  assign bank_staged_f_1 = bank_ds_io_out_payload_f_4;
  assign bank_staged_f_2 = bank_ds_io_out_payload_f_5;
  assign bank_staged_f_3 = bank_ds_io_out_payload_f_6;
  assign bank_staged_f_4 = bank_ds_io_out_payload_f_7;
  assign bank_staged_f_5 = bank_ds_io_out_payload_f_8;
  assign bank_staged_f_6 = bank_ds_io_out_payload_f_9;
  assign bank_staged_f_7 = bank_ds_io_out_payload_f_10;
  assign bank_staged_f_8 = bank_ds_io_out_payload_f_11;
  assign bank_staged_f_9 = bank_ds_io_out_payload_f_12;
  assign bank_staged_f_10 = bank_ds_io_out_payload_f_13;
  assign bank_staged_f_11 = bank_ds_io_out_payload_f_14;
  assign bank_staged_f_12 = bank_ds_io_out_payload_f_15;
  assign bank_staged_n = (bank_ds_io_out_payload_qR - 32'h00000001);
  assign bank_staged_zero = bank_ds_io_out_payload_zero;
  assign bank_push = (bank_ds_io_out_valid && bank_ds_io_out_ready);
  assign lUT6_1_I2 = bank_skidCount[0];
  assign lUT6_1_I3 = bank_skidCount[1];
  assign lUT6_2_I2 = bank_skidCount[0];
  assign lUT6_2_I3 = bank_skidCount[1];
  assign lUT6_3_I2 = bank_skidCount[0];
  assign lUT6_3_I3 = bank_skidCount[1];
  assign _zz_bank_skid_0_s1 = (bank_skidCount == 2'b10);
  assign lUT6_4_I2 = bank_skidCount[0];
  assign lUT6_4_I3 = bank_skidCount[1];
  assign lUT6_5_I2 = bank_skidCount[0];
  assign lUT6_5_I3 = bank_skidCount[1];
  assign lUT6_6_I2 = bank_skidCount[0];
  assign lUT6_6_I3 = bank_skidCount[1];
  assign issue = (counting && (credits != 5'h0));
  assign dMax = 32'hffffffff;
  assign negative = (dNext[32 : 31] != 2'b00);
  assign div_io_in_payload_n = (negative ? 32'h0 : curN);
  assign div_io_in_payload_d = (dNext[32] ? dMax : _zz_io_in_payload_d);
  assign epochMatch = (epochOut == epoch);
  assign divFifo_io_pop_fire = (divFifo_io_pop_valid && divFifo_io_pop_ready);
  assign when_ThresholdStream_l135 = (issue && (! popped));
  assign when_ThresholdStream_l137 = (popped && (! issue));
  assign divFifo_io_pop_ready = (io_advance && (! fromRest));
  assign aheadIfAdvance = (curZero ? 43'h0 : _zz_aheadIfAdvance);
  assign tHeld = (io_force ? (io_forceMark ? 51'h0 : 51'h7ffffffffffff) : tNow);
  assign when_ThresholdStream_l177 = (io_leave || io_apply);
  assign io_ready = bank_nxtValid;
  assign io_readyNext = bank_nxtValid_aheadValue;
  assign io_now = tNow;
  assign io_qR = (curZero ? 32'h0 : _zz_io_qR);
  assign io_next = tNext;
  assign io_afterDraw = bank_nxt_t1;
  always @(posedge clk) begin
    if(reset) begin
      lastX <= 32'h2545f491;
      bank_loading <= 1'b0;
      bank_skidCount <= 2'b00;
      bank_nxtValid <= 1'b0;
      counting <= 1'b0;
      restLeft <= 4'b0000;
      fromRest <= 1'b0;
      epoch <= 4'b0000;
      credits <= 5'h10;
      popped <= 1'b0;
    end else begin
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((! (io_adapt && (((io_apply || io_draw) || io_advance) || io_leave)))); // ThresholdStream.scala:L69
        `else
          if(!(! (io_adapt && (((io_apply || io_draw) || io_advance) || io_leave)))) begin
            $display("FAILURE an adaptive update with another event"); // ThresholdStream.scala:L69
            $finish;
          end
        `endif
      `endif
      if(io_apply) begin
        lastX <= ((io_source_seed == 32'h0) ? 32'h2545f491 : io_source_seed);
      end else begin
        if(io_draw) begin
          lastX <= (_zz_lastX_1 ^ _zz_lastX_2);
        end
      end
      bank_loading <= when_DrawBank_l54;
      bank_skidCount <= {lUT6_5_O,lUT6_4_O};
      if(bank_restarting) begin
        bank_skidCount <= 2'b00;
      end
      if(lUT6_7_O) begin
        epoch <= (epoch + 4'b0001);
      end
      popped <= divFifo_io_pop_fire;
      if(lUT6_7_O) begin
        credits <= 5'h10;
      end else begin
        if(when_ThresholdStream_l135) begin
          credits <= (credits - 5'h01);
        end else begin
          if(when_ThresholdStream_l137) begin
            credits <= (credits + 5'h01);
          end
        end
      end
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((! (io_advance && (! counting)))); // ThresholdStream.scala:L145
        `else
          if(!(! (io_advance && (! counting)))) begin
            $display("FAILURE advance while not counting"); // ThresholdStream.scala:L145
            $finish;
          end
        `endif
      `endif
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((! ((io_advance && (! fromRest)) && (! divFifo_io_pop_valid)))); // ThresholdStream.scala:L146
        `else
          if(!(! ((io_advance && (! fromRest)) && (! divFifo_io_pop_valid)))) begin
            $display("FAILURE the divider fell behind the counts"); // ThresholdStream.scala:L146
            $finish;
          end
        `endif
      `endif
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((! (io_force && ((((io_draw || io_advance) || io_leave) || io_apply) || io_adapt)))); // ThresholdStream.scala:L151
        `else
          if(!(! (io_force && ((((io_draw || io_advance) || io_leave) || io_apply) || io_adapt)))) begin
            $display("FAILURE a forced threshold with an event"); // ThresholdStream.scala:L151
            $finish;
          end
        `endif
      `endif
      if(io_advance) begin
        if(fromRest) begin
          restLeft <= (restLeft - 4'b0001);
          fromRest <= (restLeft != 4'b0001);
        end
      end
      if(io_draw) begin
        counting <= 1'b1;
        restLeft <= 4'b1101;
        fromRest <= 1'b1;
      end
      if(when_ThresholdStream_l177) begin
        counting <= 1'b0;
        restLeft <= 4'b0000;
        fromRest <= 1'b0;
      end
      bank_nxtValid <= bank_nxtValid_aheadValue;
    end
  end

  always @(posedge clk) begin
    if(when_DrawBank_l54) begin
      bank_kept_seed <= loadSource_seed;
      bank_kept_recipM <= loadSource_recipM;
      bank_kept_recipSh1 <= loadSource_recipSh1;
      bank_kept_recipSh2 <= loadSource_recipSh2;
    end
    if(when_DrawBank_l54) begin
      bank_scale_qthMin <= io_qthMin;
      bank_scale_wlog <= io_wlog;
      bank_scale_base <= (_zz_bank_scale_base + _zz_bank_scale_base_1);
    end
    if(lUT6_2_O) begin
      bank_skid_0_s1 <= (_zz_bank_skid_0_s1 ? bank_skid_1_s1 : bank_staged_s1);
      bank_skid_0_s2 <= (_zz_bank_skid_0_s1 ? bank_skid_1_s2 : bank_staged_s2);
      bank_skid_0_s3 <= (_zz_bank_skid_0_s1 ? bank_skid_1_s3 : bank_staged_s3);
      bank_skid_0_f_0 <= (_zz_bank_skid_0_s1 ? bank_skid_1_f_0 : bank_staged_f_0);
      bank_skid_0_f_1 <= (_zz_bank_skid_0_s1 ? bank_skid_1_f_1 : bank_staged_f_1);
      bank_skid_0_f_2 <= (_zz_bank_skid_0_s1 ? bank_skid_1_f_2 : bank_staged_f_2);
      bank_skid_0_f_3 <= (_zz_bank_skid_0_s1 ? bank_skid_1_f_3 : bank_staged_f_3);
      bank_skid_0_f_4 <= (_zz_bank_skid_0_s1 ? bank_skid_1_f_4 : bank_staged_f_4);
      bank_skid_0_f_5 <= (_zz_bank_skid_0_s1 ? bank_skid_1_f_5 : bank_staged_f_5);
      bank_skid_0_f_6 <= (_zz_bank_skid_0_s1 ? bank_skid_1_f_6 : bank_staged_f_6);
      bank_skid_0_f_7 <= (_zz_bank_skid_0_s1 ? bank_skid_1_f_7 : bank_staged_f_7);
      bank_skid_0_f_8 <= (_zz_bank_skid_0_s1 ? bank_skid_1_f_8 : bank_staged_f_8);
      bank_skid_0_f_9 <= (_zz_bank_skid_0_s1 ? bank_skid_1_f_9 : bank_staged_f_9);
      bank_skid_0_f_10 <= (_zz_bank_skid_0_s1 ? bank_skid_1_f_10 : bank_staged_f_10);
      bank_skid_0_f_11 <= (_zz_bank_skid_0_s1 ? bank_skid_1_f_11 : bank_staged_f_11);
      bank_skid_0_f_12 <= (_zz_bank_skid_0_s1 ? bank_skid_1_f_12 : bank_staged_f_12);
      bank_skid_0_n <= (_zz_bank_skid_0_s1 ? bank_skid_1_n : bank_staged_n);
      bank_skid_0_zero <= (_zz_bank_skid_0_s1 ? bank_skid_1_zero : bank_staged_zero);
    end
    if(lUT6_3_O) begin
      bank_skid_1_s1 <= bank_staged_s1;
      bank_skid_1_s2 <= bank_staged_s2;
      bank_skid_1_s3 <= bank_staged_s3;
      bank_skid_1_f_0 <= bank_staged_f_0;
      bank_skid_1_f_1 <= bank_staged_f_1;
      bank_skid_1_f_2 <= bank_staged_f_2;
      bank_skid_1_f_3 <= bank_staged_f_3;
      bank_skid_1_f_4 <= bank_staged_f_4;
      bank_skid_1_f_5 <= bank_staged_f_5;
      bank_skid_1_f_6 <= bank_staged_f_6;
      bank_skid_1_f_7 <= bank_staged_f_7;
      bank_skid_1_f_8 <= bank_staged_f_8;
      bank_skid_1_f_9 <= bank_staged_f_9;
      bank_skid_1_f_10 <= bank_staged_f_10;
      bank_skid_1_f_11 <= bank_staged_f_11;
      bank_skid_1_f_12 <= bank_staged_f_12;
      bank_skid_1_n <= bank_staged_n;
      bank_skid_1_zero <= bank_staged_zero;
    end
    if(lUT6_1_O) begin
      bank_nxt_t1 <= ((bank_skid_0_zero ? _zz_bank_nxt_t1 : bank_scale_base) + _zz_bank_nxt_t1_1);
      bank_nxt_t2 <= ((bank_skid_0_zero ? _zz_bank_nxt_t2 : bank_scale_base) + _zz_bank_nxt_t2_1);
      bank_nxt_s3 <= bank_skid_0_s3;
      bank_nxt_f_0 <= bank_skid_0_f_0;
      bank_nxt_f_1 <= bank_skid_0_f_1;
      bank_nxt_f_2 <= bank_skid_0_f_2;
      bank_nxt_f_3 <= bank_skid_0_f_3;
      bank_nxt_f_4 <= bank_skid_0_f_4;
      bank_nxt_f_5 <= bank_skid_0_f_5;
      bank_nxt_f_6 <= bank_skid_0_f_6;
      bank_nxt_f_7 <= bank_skid_0_f_7;
      bank_nxt_f_8 <= bank_skid_0_f_8;
      bank_nxt_f_9 <= bank_skid_0_f_9;
      bank_nxt_f_10 <= bank_skid_0_f_10;
      bank_nxt_f_11 <= bank_skid_0_f_11;
      bank_nxt_f_12 <= bank_skid_0_f_12;
      bank_nxt_n <= bank_skid_0_n;
      bank_nxt_zero <= bank_skid_0_zero;
    end
    epoch_delay_1 <= epoch;
    epoch_delay_2 <= epoch_delay_1;
    epoch_delay_3 <= epoch_delay_2;
    epoch_delay_4 <= epoch_delay_3;
    epoch_delay_5 <= epoch_delay_4;
    epoch_delay_6 <= epoch_delay_5;
    epoch_delay_7 <= epoch_delay_6;
    epoch_delay_8 <= epoch_delay_7;
    epoch_delay_9 <= epoch_delay_8;
    epoch_delay_10 <= epoch_delay_9;
    epochOut <= epoch_delay_10;
    dNext <= (io_draw ? 33'h000000011 : _zz_dNext);
    tNow <= tHeld;
    if(io_advance) begin
      tNow <= tNext;
      tNext <= ((curZero ? _zz_tNext : bank_scale_base) + _zz_tNext_1);
      ahead <= aheadIfAdvance;
      if(fromRest) begin
        rest_0 <= rest_1;
        rest_1 <= rest_2;
        rest_2 <= rest_3;
        rest_3 <= rest_4;
        rest_4 <= rest_5;
        rest_5 <= rest_6;
        rest_6 <= rest_7;
        rest_7 <= rest_8;
        rest_8 <= rest_9;
        rest_9 <= rest_10;
        rest_10 <= rest_11;
        rest_11 <= rest_12;
      end
    end
    if(io_draw) begin
      curN <= bank_nxt_n;
      curZero <= bank_nxt_zero;
      tNow <= bank_nxt_t1;
      tNext <= bank_nxt_t2;
      ahead <= bank_nxt_s3;
      rest_0 <= bank_nxt_f_0;
      rest_1 <= bank_nxt_f_1;
      rest_2 <= bank_nxt_f_2;
      rest_3 <= bank_nxt_f_3;
      rest_4 <= bank_nxt_f_4;
      rest_5 <= bank_nxt_f_5;
      rest_6 <= bank_nxt_f_6;
      rest_7 <= bank_nxt_f_7;
      rest_8 <= bank_nxt_f_8;
      rest_9 <= bank_nxt_f_9;
      rest_10 <= bank_nxt_f_10;
      rest_11 <= bank_nxt_f_11;
      rest_12 <= bank_nxt_f_12;
    end
  end


endmodule

module lpx_TernaryAdd_1 (
  input  wire [50:0]   io_a,
  input  wire [50:0]   io_b,
  input  wire [50:0]   io_c,
  input  wire          io_cin,
  output wire [50:0]   io_sum
);

  wire                lUT6_1_I0;
  wire                lUT6_1_I1;
  wire                lUT6_1_I2;
  wire                lUT3_1_I0;
  wire                lUT3_1_I1;
  wire                lUT3_1_I2;
  wire                lUT6_2_I0;
  wire                lUT6_2_I1;
  wire                lUT6_2_I2;
  wire                lUT6_2_I3;
  wire                lUT6_2_I4;
  wire                lUT6_2_I5;
  wire                lUT3_2_I0;
  wire                lUT3_2_I1;
  wire                lUT3_2_I2;
  wire                lUT6_3_I0;
  wire                lUT6_3_I1;
  wire                lUT6_3_I2;
  wire                lUT6_3_I3;
  wire                lUT6_3_I4;
  wire                lUT6_3_I5;
  wire                lUT3_3_I0;
  wire                lUT3_3_I1;
  wire                lUT3_3_I2;
  wire                lUT6_4_I0;
  wire                lUT6_4_I1;
  wire                lUT6_4_I2;
  wire                lUT6_4_I3;
  wire                lUT6_4_I4;
  wire                lUT6_4_I5;
  wire                lUT3_4_I0;
  wire                lUT3_4_I1;
  wire                lUT3_4_I2;
  wire                lUT6_5_I0;
  wire                lUT6_5_I1;
  wire                lUT6_5_I2;
  wire                lUT6_5_I3;
  wire                lUT6_5_I4;
  wire                lUT6_5_I5;
  wire                lUT3_5_I0;
  wire                lUT3_5_I1;
  wire                lUT3_5_I2;
  wire                lUT6_6_I0;
  wire                lUT6_6_I1;
  wire                lUT6_6_I2;
  wire                lUT6_6_I3;
  wire                lUT6_6_I4;
  wire                lUT6_6_I5;
  wire                lUT3_6_I0;
  wire                lUT3_6_I1;
  wire                lUT3_6_I2;
  wire                lUT6_7_I0;
  wire                lUT6_7_I1;
  wire                lUT6_7_I2;
  wire                lUT6_7_I3;
  wire                lUT6_7_I4;
  wire                lUT6_7_I5;
  wire                lUT3_7_I0;
  wire                lUT3_7_I1;
  wire                lUT3_7_I2;
  wire                lUT6_8_I0;
  wire                lUT6_8_I1;
  wire                lUT6_8_I2;
  wire                lUT6_8_I3;
  wire                lUT6_8_I4;
  wire                lUT6_8_I5;
  wire                lUT3_8_I0;
  wire                lUT3_8_I1;
  wire                lUT3_8_I2;
  wire                lUT6_9_I0;
  wire                lUT6_9_I1;
  wire                lUT6_9_I2;
  wire                lUT6_9_I3;
  wire                lUT6_9_I4;
  wire                lUT6_9_I5;
  wire                lUT3_9_I0;
  wire                lUT3_9_I1;
  wire                lUT3_9_I2;
  wire                lUT6_10_I0;
  wire                lUT6_10_I1;
  wire                lUT6_10_I2;
  wire                lUT6_10_I3;
  wire                lUT6_10_I4;
  wire                lUT6_10_I5;
  wire                lUT3_10_I0;
  wire                lUT3_10_I1;
  wire                lUT3_10_I2;
  wire                lUT6_11_I0;
  wire                lUT6_11_I1;
  wire                lUT6_11_I2;
  wire                lUT6_11_I3;
  wire                lUT6_11_I4;
  wire                lUT6_11_I5;
  wire                lUT3_11_I0;
  wire                lUT3_11_I1;
  wire                lUT3_11_I2;
  wire                lUT6_12_I0;
  wire                lUT6_12_I1;
  wire                lUT6_12_I2;
  wire                lUT6_12_I3;
  wire                lUT6_12_I4;
  wire                lUT6_12_I5;
  wire                lUT3_12_I0;
  wire                lUT3_12_I1;
  wire                lUT3_12_I2;
  wire                lUT6_13_I0;
  wire                lUT6_13_I1;
  wire                lUT6_13_I2;
  wire                lUT6_13_I3;
  wire                lUT6_13_I4;
  wire                lUT6_13_I5;
  wire                lUT3_13_I0;
  wire                lUT3_13_I1;
  wire                lUT3_13_I2;
  wire                lUT6_14_I0;
  wire                lUT6_14_I1;
  wire                lUT6_14_I2;
  wire                lUT6_14_I3;
  wire                lUT6_14_I4;
  wire                lUT6_14_I5;
  wire                lUT3_14_I0;
  wire                lUT3_14_I1;
  wire                lUT3_14_I2;
  wire                lUT6_15_I0;
  wire                lUT6_15_I1;
  wire                lUT6_15_I2;
  wire                lUT6_15_I3;
  wire                lUT6_15_I4;
  wire                lUT6_15_I5;
  wire                lUT3_15_I0;
  wire                lUT3_15_I1;
  wire                lUT3_15_I2;
  wire                lUT6_16_I0;
  wire                lUT6_16_I1;
  wire                lUT6_16_I2;
  wire                lUT6_16_I3;
  wire                lUT6_16_I4;
  wire                lUT6_16_I5;
  wire                lUT3_16_I0;
  wire                lUT3_16_I1;
  wire                lUT3_16_I2;
  wire                lUT6_17_I0;
  wire                lUT6_17_I1;
  wire                lUT6_17_I2;
  wire                lUT6_17_I3;
  wire                lUT6_17_I4;
  wire                lUT6_17_I5;
  wire                lUT3_17_I0;
  wire                lUT3_17_I1;
  wire                lUT3_17_I2;
  wire                lUT6_18_I0;
  wire                lUT6_18_I1;
  wire                lUT6_18_I2;
  wire                lUT6_18_I3;
  wire                lUT6_18_I4;
  wire                lUT6_18_I5;
  wire                lUT3_18_I0;
  wire                lUT3_18_I1;
  wire                lUT3_18_I2;
  wire                lUT6_19_I0;
  wire                lUT6_19_I1;
  wire                lUT6_19_I2;
  wire                lUT6_19_I3;
  wire                lUT6_19_I4;
  wire                lUT6_19_I5;
  wire                lUT3_19_I0;
  wire                lUT3_19_I1;
  wire                lUT3_19_I2;
  wire                lUT6_20_I0;
  wire                lUT6_20_I1;
  wire                lUT6_20_I2;
  wire                lUT6_20_I3;
  wire                lUT6_20_I4;
  wire                lUT6_20_I5;
  wire                lUT3_20_I0;
  wire                lUT3_20_I1;
  wire                lUT3_20_I2;
  wire                lUT6_21_I0;
  wire                lUT6_21_I1;
  wire                lUT6_21_I2;
  wire                lUT6_21_I3;
  wire                lUT6_21_I4;
  wire                lUT6_21_I5;
  wire                lUT3_21_I0;
  wire                lUT3_21_I1;
  wire                lUT3_21_I2;
  wire                lUT6_22_I0;
  wire                lUT6_22_I1;
  wire                lUT6_22_I2;
  wire                lUT6_22_I3;
  wire                lUT6_22_I4;
  wire                lUT6_22_I5;
  wire                lUT3_22_I0;
  wire                lUT3_22_I1;
  wire                lUT3_22_I2;
  wire                lUT6_23_I0;
  wire                lUT6_23_I1;
  wire                lUT6_23_I2;
  wire                lUT6_23_I3;
  wire                lUT6_23_I4;
  wire                lUT6_23_I5;
  wire                lUT3_23_I0;
  wire                lUT3_23_I1;
  wire                lUT3_23_I2;
  wire                lUT6_24_I0;
  wire                lUT6_24_I1;
  wire                lUT6_24_I2;
  wire                lUT6_24_I3;
  wire                lUT6_24_I4;
  wire                lUT6_24_I5;
  wire                lUT3_24_I0;
  wire                lUT3_24_I1;
  wire                lUT3_24_I2;
  wire                lUT6_25_I0;
  wire                lUT6_25_I1;
  wire                lUT6_25_I2;
  wire                lUT6_25_I3;
  wire                lUT6_25_I4;
  wire                lUT6_25_I5;
  wire                lUT3_25_I0;
  wire                lUT3_25_I1;
  wire                lUT3_25_I2;
  wire                lUT6_26_I0;
  wire                lUT6_26_I1;
  wire                lUT6_26_I2;
  wire                lUT6_26_I3;
  wire                lUT6_26_I4;
  wire                lUT6_26_I5;
  wire                lUT3_26_I0;
  wire                lUT3_26_I1;
  wire                lUT3_26_I2;
  wire                lUT6_27_I0;
  wire                lUT6_27_I1;
  wire                lUT6_27_I2;
  wire                lUT6_27_I3;
  wire                lUT6_27_I4;
  wire                lUT6_27_I5;
  wire                lUT3_27_I0;
  wire                lUT3_27_I1;
  wire                lUT3_27_I2;
  wire                lUT6_28_I0;
  wire                lUT6_28_I1;
  wire                lUT6_28_I2;
  wire                lUT6_28_I3;
  wire                lUT6_28_I4;
  wire                lUT6_28_I5;
  wire                lUT3_28_I0;
  wire                lUT3_28_I1;
  wire                lUT3_28_I2;
  wire                lUT6_29_I0;
  wire                lUT6_29_I1;
  wire                lUT6_29_I2;
  wire                lUT6_29_I3;
  wire                lUT6_29_I4;
  wire                lUT6_29_I5;
  wire                lUT3_29_I0;
  wire                lUT3_29_I1;
  wire                lUT3_29_I2;
  wire                lUT6_30_I0;
  wire                lUT6_30_I1;
  wire                lUT6_30_I2;
  wire                lUT6_30_I3;
  wire                lUT6_30_I4;
  wire                lUT6_30_I5;
  wire                lUT3_30_I0;
  wire                lUT3_30_I1;
  wire                lUT3_30_I2;
  wire                lUT6_31_I0;
  wire                lUT6_31_I1;
  wire                lUT6_31_I2;
  wire                lUT6_31_I3;
  wire                lUT6_31_I4;
  wire                lUT6_31_I5;
  wire                lUT3_31_I0;
  wire                lUT3_31_I1;
  wire                lUT3_31_I2;
  wire                lUT6_32_I0;
  wire                lUT6_32_I1;
  wire                lUT6_32_I2;
  wire                lUT6_32_I3;
  wire                lUT6_32_I4;
  wire                lUT6_32_I5;
  wire                lUT3_32_I0;
  wire                lUT3_32_I1;
  wire                lUT3_32_I2;
  wire                lUT6_33_I0;
  wire                lUT6_33_I1;
  wire                lUT6_33_I2;
  wire                lUT6_33_I3;
  wire                lUT6_33_I4;
  wire                lUT6_33_I5;
  wire                lUT3_33_I0;
  wire                lUT3_33_I1;
  wire                lUT3_33_I2;
  wire                lUT6_34_I0;
  wire                lUT6_34_I1;
  wire                lUT6_34_I2;
  wire                lUT6_34_I3;
  wire                lUT6_34_I4;
  wire                lUT6_34_I5;
  wire                lUT3_34_I0;
  wire                lUT3_34_I1;
  wire                lUT3_34_I2;
  wire                lUT6_35_I0;
  wire                lUT6_35_I1;
  wire                lUT6_35_I2;
  wire                lUT6_35_I3;
  wire                lUT6_35_I4;
  wire                lUT6_35_I5;
  wire                lUT3_35_I0;
  wire                lUT3_35_I1;
  wire                lUT3_35_I2;
  wire                lUT6_36_I0;
  wire                lUT6_36_I1;
  wire                lUT6_36_I2;
  wire                lUT6_36_I3;
  wire                lUT6_36_I4;
  wire                lUT6_36_I5;
  wire                lUT3_36_I0;
  wire                lUT3_36_I1;
  wire                lUT3_36_I2;
  wire                lUT6_37_I0;
  wire                lUT6_37_I1;
  wire                lUT6_37_I2;
  wire                lUT6_37_I3;
  wire                lUT6_37_I4;
  wire                lUT6_37_I5;
  wire                lUT3_37_I0;
  wire                lUT3_37_I1;
  wire                lUT3_37_I2;
  wire                lUT6_38_I0;
  wire                lUT6_38_I1;
  wire                lUT6_38_I2;
  wire                lUT6_38_I3;
  wire                lUT6_38_I4;
  wire                lUT6_38_I5;
  wire                lUT3_38_I0;
  wire                lUT3_38_I1;
  wire                lUT3_38_I2;
  wire                lUT6_39_I0;
  wire                lUT6_39_I1;
  wire                lUT6_39_I2;
  wire                lUT6_39_I3;
  wire                lUT6_39_I4;
  wire                lUT6_39_I5;
  wire                lUT3_39_I0;
  wire                lUT3_39_I1;
  wire                lUT3_39_I2;
  wire                lUT6_40_I0;
  wire                lUT6_40_I1;
  wire                lUT6_40_I2;
  wire                lUT6_40_I3;
  wire                lUT6_40_I4;
  wire                lUT6_40_I5;
  wire                lUT3_40_I0;
  wire                lUT3_40_I1;
  wire                lUT3_40_I2;
  wire                lUT6_41_I0;
  wire                lUT6_41_I1;
  wire                lUT6_41_I2;
  wire                lUT6_41_I3;
  wire                lUT6_41_I4;
  wire                lUT6_41_I5;
  wire                lUT3_41_I0;
  wire                lUT3_41_I1;
  wire                lUT3_41_I2;
  wire                lUT6_42_I0;
  wire                lUT6_42_I1;
  wire                lUT6_42_I2;
  wire                lUT6_42_I3;
  wire                lUT6_42_I4;
  wire                lUT6_42_I5;
  wire                lUT3_42_I0;
  wire                lUT3_42_I1;
  wire                lUT3_42_I2;
  wire                lUT6_43_I0;
  wire                lUT6_43_I1;
  wire                lUT6_43_I2;
  wire                lUT6_43_I3;
  wire                lUT6_43_I4;
  wire                lUT6_43_I5;
  wire                lUT3_43_I0;
  wire                lUT3_43_I1;
  wire                lUT3_43_I2;
  wire                lUT6_44_I0;
  wire                lUT6_44_I1;
  wire                lUT6_44_I2;
  wire                lUT6_44_I3;
  wire                lUT6_44_I4;
  wire                lUT6_44_I5;
  wire                lUT3_44_I0;
  wire                lUT3_44_I1;
  wire                lUT3_44_I2;
  wire                lUT6_45_I0;
  wire                lUT6_45_I1;
  wire                lUT6_45_I2;
  wire                lUT6_45_I3;
  wire                lUT6_45_I4;
  wire                lUT6_45_I5;
  wire                lUT3_45_I0;
  wire                lUT3_45_I1;
  wire                lUT3_45_I2;
  wire                lUT6_46_I0;
  wire                lUT6_46_I1;
  wire                lUT6_46_I2;
  wire                lUT6_46_I3;
  wire                lUT6_46_I4;
  wire                lUT6_46_I5;
  wire                lUT3_46_I0;
  wire                lUT3_46_I1;
  wire                lUT3_46_I2;
  wire                lUT6_47_I0;
  wire                lUT6_47_I1;
  wire                lUT6_47_I2;
  wire                lUT6_47_I3;
  wire                lUT6_47_I4;
  wire                lUT6_47_I5;
  wire                lUT3_47_I0;
  wire                lUT3_47_I1;
  wire                lUT3_47_I2;
  wire                lUT6_48_I0;
  wire                lUT6_48_I1;
  wire                lUT6_48_I2;
  wire                lUT6_48_I3;
  wire                lUT6_48_I4;
  wire                lUT6_48_I5;
  wire                lUT3_48_I0;
  wire                lUT3_48_I1;
  wire                lUT3_48_I2;
  wire                lUT6_49_I0;
  wire                lUT6_49_I1;
  wire                lUT6_49_I2;
  wire                lUT6_49_I3;
  wire                lUT6_49_I4;
  wire                lUT6_49_I5;
  wire                lUT3_49_I0;
  wire                lUT3_49_I1;
  wire                lUT3_49_I2;
  wire                lUT6_50_I0;
  wire                lUT6_50_I1;
  wire                lUT6_50_I2;
  wire                lUT6_50_I3;
  wire                lUT6_50_I4;
  wire                lUT6_50_I5;
  wire                lUT3_50_I0;
  wire                lUT3_50_I1;
  wire                lUT3_50_I2;
  wire                lUT6_51_I0;
  wire                lUT6_51_I1;
  wire                lUT6_51_I2;
  wire                lUT6_51_I3;
  wire                lUT6_51_I4;
  wire                lUT6_51_I5;
  wire                lUT3_51_I0;
  wire                lUT3_51_I1;
  wire                lUT3_51_I2;
  wire       [7:0]    cARRY8_1_DI;
  wire       [7:0]    cARRY8_1_S;
  wire                cARRY8_2_CI;
  wire       [7:0]    cARRY8_2_DI;
  wire       [7:0]    cARRY8_2_S;
  wire                cARRY8_3_CI;
  wire       [7:0]    cARRY8_3_DI;
  wire       [7:0]    cARRY8_3_S;
  wire                cARRY8_4_CI;
  wire       [7:0]    cARRY8_4_DI;
  wire       [7:0]    cARRY8_4_S;
  wire                cARRY8_5_CI;
  wire       [7:0]    cARRY8_5_DI;
  wire       [7:0]    cARRY8_5_S;
  wire                cARRY8_6_CI;
  wire       [7:0]    cARRY8_6_DI;
  wire       [7:0]    cARRY8_6_S;
  wire                cARRY8_7_CI;
  wire       [7:0]    cARRY8_7_DI;
  wire       [7:0]    cARRY8_7_S;
  wire                lUT6_1_O;
  wire                lUT3_1_O;
  wire                lUT6_2_O;
  wire                lUT3_2_O;
  wire                lUT6_3_O;
  wire                lUT3_3_O;
  wire                lUT6_4_O;
  wire                lUT3_4_O;
  wire                lUT6_5_O;
  wire                lUT3_5_O;
  wire                lUT6_6_O;
  wire                lUT3_6_O;
  wire                lUT6_7_O;
  wire                lUT3_7_O;
  wire                lUT6_8_O;
  wire                lUT3_8_O;
  wire                lUT6_9_O;
  wire                lUT3_9_O;
  wire                lUT6_10_O;
  wire                lUT3_10_O;
  wire                lUT6_11_O;
  wire                lUT3_11_O;
  wire                lUT6_12_O;
  wire                lUT3_12_O;
  wire                lUT6_13_O;
  wire                lUT3_13_O;
  wire                lUT6_14_O;
  wire                lUT3_14_O;
  wire                lUT6_15_O;
  wire                lUT3_15_O;
  wire                lUT6_16_O;
  wire                lUT3_16_O;
  wire                lUT6_17_O;
  wire                lUT3_17_O;
  wire                lUT6_18_O;
  wire                lUT3_18_O;
  wire                lUT6_19_O;
  wire                lUT3_19_O;
  wire                lUT6_20_O;
  wire                lUT3_20_O;
  wire                lUT6_21_O;
  wire                lUT3_21_O;
  wire                lUT6_22_O;
  wire                lUT3_22_O;
  wire                lUT6_23_O;
  wire                lUT3_23_O;
  wire                lUT6_24_O;
  wire                lUT3_24_O;
  wire                lUT6_25_O;
  wire                lUT3_25_O;
  wire                lUT6_26_O;
  wire                lUT3_26_O;
  wire                lUT6_27_O;
  wire                lUT3_27_O;
  wire                lUT6_28_O;
  wire                lUT3_28_O;
  wire                lUT6_29_O;
  wire                lUT3_29_O;
  wire                lUT6_30_O;
  wire                lUT3_30_O;
  wire                lUT6_31_O;
  wire                lUT3_31_O;
  wire                lUT6_32_O;
  wire                lUT3_32_O;
  wire                lUT6_33_O;
  wire                lUT3_33_O;
  wire                lUT6_34_O;
  wire                lUT3_34_O;
  wire                lUT6_35_O;
  wire                lUT3_35_O;
  wire                lUT6_36_O;
  wire                lUT3_36_O;
  wire                lUT6_37_O;
  wire                lUT3_37_O;
  wire                lUT6_38_O;
  wire                lUT3_38_O;
  wire                lUT6_39_O;
  wire                lUT3_39_O;
  wire                lUT6_40_O;
  wire                lUT3_40_O;
  wire                lUT6_41_O;
  wire                lUT3_41_O;
  wire                lUT6_42_O;
  wire                lUT3_42_O;
  wire                lUT6_43_O;
  wire                lUT3_43_O;
  wire                lUT6_44_O;
  wire                lUT3_44_O;
  wire                lUT6_45_O;
  wire                lUT3_45_O;
  wire                lUT6_46_O;
  wire                lUT3_46_O;
  wire                lUT6_47_O;
  wire                lUT3_47_O;
  wire                lUT6_48_O;
  wire                lUT3_48_O;
  wire                lUT6_49_O;
  wire                lUT3_49_O;
  wire                lUT6_50_O;
  wire                lUT3_50_O;
  wire                lUT6_51_O;
  wire                lUT3_51_O;
  wire       [7:0]    cARRY8_1_O;
  wire       [7:0]    cARRY8_1_CO;
  wire       [7:0]    cARRY8_2_O;
  wire       [7:0]    cARRY8_2_CO;
  wire       [7:0]    cARRY8_3_O;
  wire       [7:0]    cARRY8_3_CO;
  wire       [7:0]    cARRY8_4_O;
  wire       [7:0]    cARRY8_4_CO;
  wire       [7:0]    cARRY8_5_O;
  wire       [7:0]    cARRY8_5_CO;
  wire       [7:0]    cARRY8_6_O;
  wire       [7:0]    cARRY8_6_CO;
  wire       [7:0]    cARRY8_7_O;
  wire       [7:0]    cARRY8_7_CO;
  wire       [55:0]   _zz_S_1;
  wire       [55:0]   _zz_DI_1;
  wire       [55:0]   _zz_S_2;
  wire       [55:0]   _zz_DI_2;
  wire       [55:0]   _zz_S_3;
  wire       [55:0]   _zz_DI_3;
  wire       [55:0]   _zz_S_4;
  wire       [55:0]   _zz_DI_4;
  wire       [55:0]   _zz_S_5;
  wire       [55:0]   _zz_DI_5;
  wire       [55:0]   _zz_S_6;
  wire       [55:0]   _zz_DI_6;
  wire       [55:0]   _zz_S_7;
  wire       [55:0]   _zz_DI_7;
  reg        [50:0]   _zz_S;
  reg        [50:0]   _zz_DI;
  reg        [55:0]   _zz_io_sum;

  assign _zz_S_1 = {5'd0, _zz_S};
  assign _zz_DI_1 = {5'd0, _zz_DI};
  assign _zz_S_2 = {5'd0, _zz_S};
  assign _zz_DI_2 = {5'd0, _zz_DI};
  assign _zz_S_3 = {5'd0, _zz_S};
  assign _zz_DI_3 = {5'd0, _zz_DI};
  assign _zz_S_4 = {5'd0, _zz_S};
  assign _zz_DI_4 = {5'd0, _zz_DI};
  assign _zz_S_5 = {5'd0, _zz_S};
  assign _zz_DI_5 = {5'd0, _zz_DI};
  assign _zz_S_6 = {5'd0, _zz_S};
  assign _zz_DI_6 = {5'd0, _zz_DI};
  assign _zz_S_7 = {5'd0, _zz_S};
  assign _zz_DI_7 = {5'd0, _zz_DI};
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_1 (
    .I0 (lUT6_1_I0), //i
    .I1 (lUT6_1_I1), //i
    .I2 (lUT6_1_I2), //i
    .I3 (1'b0     ), //i
    .I4 (1'b0     ), //i
    .I5 (1'b0     ), //i
    .O  (lUT6_1_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_1 (
    .I0 (lUT3_1_I0), //i
    .I1 (lUT3_1_I1), //i
    .I2 (lUT3_1_I2), //i
    .O  (lUT3_1_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_2 (
    .I0 (lUT6_2_I0), //i
    .I1 (lUT6_2_I1), //i
    .I2 (lUT6_2_I2), //i
    .I3 (lUT6_2_I3), //i
    .I4 (lUT6_2_I4), //i
    .I5 (lUT6_2_I5), //i
    .O  (lUT6_2_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_2 (
    .I0 (lUT3_2_I0), //i
    .I1 (lUT3_2_I1), //i
    .I2 (lUT3_2_I2), //i
    .O  (lUT3_2_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_3 (
    .I0 (lUT6_3_I0), //i
    .I1 (lUT6_3_I1), //i
    .I2 (lUT6_3_I2), //i
    .I3 (lUT6_3_I3), //i
    .I4 (lUT6_3_I4), //i
    .I5 (lUT6_3_I5), //i
    .O  (lUT6_3_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_3 (
    .I0 (lUT3_3_I0), //i
    .I1 (lUT3_3_I1), //i
    .I2 (lUT3_3_I2), //i
    .O  (lUT3_3_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_4 (
    .I0 (lUT6_4_I0), //i
    .I1 (lUT6_4_I1), //i
    .I2 (lUT6_4_I2), //i
    .I3 (lUT6_4_I3), //i
    .I4 (lUT6_4_I4), //i
    .I5 (lUT6_4_I5), //i
    .O  (lUT6_4_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_4 (
    .I0 (lUT3_4_I0), //i
    .I1 (lUT3_4_I1), //i
    .I2 (lUT3_4_I2), //i
    .O  (lUT3_4_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_5 (
    .I0 (lUT6_5_I0), //i
    .I1 (lUT6_5_I1), //i
    .I2 (lUT6_5_I2), //i
    .I3 (lUT6_5_I3), //i
    .I4 (lUT6_5_I4), //i
    .I5 (lUT6_5_I5), //i
    .O  (lUT6_5_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_5 (
    .I0 (lUT3_5_I0), //i
    .I1 (lUT3_5_I1), //i
    .I2 (lUT3_5_I2), //i
    .O  (lUT3_5_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_6 (
    .I0 (lUT6_6_I0), //i
    .I1 (lUT6_6_I1), //i
    .I2 (lUT6_6_I2), //i
    .I3 (lUT6_6_I3), //i
    .I4 (lUT6_6_I4), //i
    .I5 (lUT6_6_I5), //i
    .O  (lUT6_6_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_6 (
    .I0 (lUT3_6_I0), //i
    .I1 (lUT3_6_I1), //i
    .I2 (lUT3_6_I2), //i
    .O  (lUT3_6_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_7 (
    .I0 (lUT6_7_I0), //i
    .I1 (lUT6_7_I1), //i
    .I2 (lUT6_7_I2), //i
    .I3 (lUT6_7_I3), //i
    .I4 (lUT6_7_I4), //i
    .I5 (lUT6_7_I5), //i
    .O  (lUT6_7_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_7 (
    .I0 (lUT3_7_I0), //i
    .I1 (lUT3_7_I1), //i
    .I2 (lUT3_7_I2), //i
    .O  (lUT3_7_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_8 (
    .I0 (lUT6_8_I0), //i
    .I1 (lUT6_8_I1), //i
    .I2 (lUT6_8_I2), //i
    .I3 (lUT6_8_I3), //i
    .I4 (lUT6_8_I4), //i
    .I5 (lUT6_8_I5), //i
    .O  (lUT6_8_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_8 (
    .I0 (lUT3_8_I0), //i
    .I1 (lUT3_8_I1), //i
    .I2 (lUT3_8_I2), //i
    .O  (lUT3_8_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_9 (
    .I0 (lUT6_9_I0), //i
    .I1 (lUT6_9_I1), //i
    .I2 (lUT6_9_I2), //i
    .I3 (lUT6_9_I3), //i
    .I4 (lUT6_9_I4), //i
    .I5 (lUT6_9_I5), //i
    .O  (lUT6_9_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_9 (
    .I0 (lUT3_9_I0), //i
    .I1 (lUT3_9_I1), //i
    .I2 (lUT3_9_I2), //i
    .O  (lUT3_9_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_10 (
    .I0 (lUT6_10_I0), //i
    .I1 (lUT6_10_I1), //i
    .I2 (lUT6_10_I2), //i
    .I3 (lUT6_10_I3), //i
    .I4 (lUT6_10_I4), //i
    .I5 (lUT6_10_I5), //i
    .O  (lUT6_10_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_10 (
    .I0 (lUT3_10_I0), //i
    .I1 (lUT3_10_I1), //i
    .I2 (lUT3_10_I2), //i
    .O  (lUT3_10_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_11 (
    .I0 (lUT6_11_I0), //i
    .I1 (lUT6_11_I1), //i
    .I2 (lUT6_11_I2), //i
    .I3 (lUT6_11_I3), //i
    .I4 (lUT6_11_I4), //i
    .I5 (lUT6_11_I5), //i
    .O  (lUT6_11_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_11 (
    .I0 (lUT3_11_I0), //i
    .I1 (lUT3_11_I1), //i
    .I2 (lUT3_11_I2), //i
    .O  (lUT3_11_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_12 (
    .I0 (lUT6_12_I0), //i
    .I1 (lUT6_12_I1), //i
    .I2 (lUT6_12_I2), //i
    .I3 (lUT6_12_I3), //i
    .I4 (lUT6_12_I4), //i
    .I5 (lUT6_12_I5), //i
    .O  (lUT6_12_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_12 (
    .I0 (lUT3_12_I0), //i
    .I1 (lUT3_12_I1), //i
    .I2 (lUT3_12_I2), //i
    .O  (lUT3_12_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_13 (
    .I0 (lUT6_13_I0), //i
    .I1 (lUT6_13_I1), //i
    .I2 (lUT6_13_I2), //i
    .I3 (lUT6_13_I3), //i
    .I4 (lUT6_13_I4), //i
    .I5 (lUT6_13_I5), //i
    .O  (lUT6_13_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_13 (
    .I0 (lUT3_13_I0), //i
    .I1 (lUT3_13_I1), //i
    .I2 (lUT3_13_I2), //i
    .O  (lUT3_13_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_14 (
    .I0 (lUT6_14_I0), //i
    .I1 (lUT6_14_I1), //i
    .I2 (lUT6_14_I2), //i
    .I3 (lUT6_14_I3), //i
    .I4 (lUT6_14_I4), //i
    .I5 (lUT6_14_I5), //i
    .O  (lUT6_14_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_14 (
    .I0 (lUT3_14_I0), //i
    .I1 (lUT3_14_I1), //i
    .I2 (lUT3_14_I2), //i
    .O  (lUT3_14_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_15 (
    .I0 (lUT6_15_I0), //i
    .I1 (lUT6_15_I1), //i
    .I2 (lUT6_15_I2), //i
    .I3 (lUT6_15_I3), //i
    .I4 (lUT6_15_I4), //i
    .I5 (lUT6_15_I5), //i
    .O  (lUT6_15_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_15 (
    .I0 (lUT3_15_I0), //i
    .I1 (lUT3_15_I1), //i
    .I2 (lUT3_15_I2), //i
    .O  (lUT3_15_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_16 (
    .I0 (lUT6_16_I0), //i
    .I1 (lUT6_16_I1), //i
    .I2 (lUT6_16_I2), //i
    .I3 (lUT6_16_I3), //i
    .I4 (lUT6_16_I4), //i
    .I5 (lUT6_16_I5), //i
    .O  (lUT6_16_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_16 (
    .I0 (lUT3_16_I0), //i
    .I1 (lUT3_16_I1), //i
    .I2 (lUT3_16_I2), //i
    .O  (lUT3_16_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_17 (
    .I0 (lUT6_17_I0), //i
    .I1 (lUT6_17_I1), //i
    .I2 (lUT6_17_I2), //i
    .I3 (lUT6_17_I3), //i
    .I4 (lUT6_17_I4), //i
    .I5 (lUT6_17_I5), //i
    .O  (lUT6_17_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_17 (
    .I0 (lUT3_17_I0), //i
    .I1 (lUT3_17_I1), //i
    .I2 (lUT3_17_I2), //i
    .O  (lUT3_17_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_18 (
    .I0 (lUT6_18_I0), //i
    .I1 (lUT6_18_I1), //i
    .I2 (lUT6_18_I2), //i
    .I3 (lUT6_18_I3), //i
    .I4 (lUT6_18_I4), //i
    .I5 (lUT6_18_I5), //i
    .O  (lUT6_18_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_18 (
    .I0 (lUT3_18_I0), //i
    .I1 (lUT3_18_I1), //i
    .I2 (lUT3_18_I2), //i
    .O  (lUT3_18_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_19 (
    .I0 (lUT6_19_I0), //i
    .I1 (lUT6_19_I1), //i
    .I2 (lUT6_19_I2), //i
    .I3 (lUT6_19_I3), //i
    .I4 (lUT6_19_I4), //i
    .I5 (lUT6_19_I5), //i
    .O  (lUT6_19_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_19 (
    .I0 (lUT3_19_I0), //i
    .I1 (lUT3_19_I1), //i
    .I2 (lUT3_19_I2), //i
    .O  (lUT3_19_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_20 (
    .I0 (lUT6_20_I0), //i
    .I1 (lUT6_20_I1), //i
    .I2 (lUT6_20_I2), //i
    .I3 (lUT6_20_I3), //i
    .I4 (lUT6_20_I4), //i
    .I5 (lUT6_20_I5), //i
    .O  (lUT6_20_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_20 (
    .I0 (lUT3_20_I0), //i
    .I1 (lUT3_20_I1), //i
    .I2 (lUT3_20_I2), //i
    .O  (lUT3_20_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_21 (
    .I0 (lUT6_21_I0), //i
    .I1 (lUT6_21_I1), //i
    .I2 (lUT6_21_I2), //i
    .I3 (lUT6_21_I3), //i
    .I4 (lUT6_21_I4), //i
    .I5 (lUT6_21_I5), //i
    .O  (lUT6_21_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_21 (
    .I0 (lUT3_21_I0), //i
    .I1 (lUT3_21_I1), //i
    .I2 (lUT3_21_I2), //i
    .O  (lUT3_21_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_22 (
    .I0 (lUT6_22_I0), //i
    .I1 (lUT6_22_I1), //i
    .I2 (lUT6_22_I2), //i
    .I3 (lUT6_22_I3), //i
    .I4 (lUT6_22_I4), //i
    .I5 (lUT6_22_I5), //i
    .O  (lUT6_22_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_22 (
    .I0 (lUT3_22_I0), //i
    .I1 (lUT3_22_I1), //i
    .I2 (lUT3_22_I2), //i
    .O  (lUT3_22_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_23 (
    .I0 (lUT6_23_I0), //i
    .I1 (lUT6_23_I1), //i
    .I2 (lUT6_23_I2), //i
    .I3 (lUT6_23_I3), //i
    .I4 (lUT6_23_I4), //i
    .I5 (lUT6_23_I5), //i
    .O  (lUT6_23_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_23 (
    .I0 (lUT3_23_I0), //i
    .I1 (lUT3_23_I1), //i
    .I2 (lUT3_23_I2), //i
    .O  (lUT3_23_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_24 (
    .I0 (lUT6_24_I0), //i
    .I1 (lUT6_24_I1), //i
    .I2 (lUT6_24_I2), //i
    .I3 (lUT6_24_I3), //i
    .I4 (lUT6_24_I4), //i
    .I5 (lUT6_24_I5), //i
    .O  (lUT6_24_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_24 (
    .I0 (lUT3_24_I0), //i
    .I1 (lUT3_24_I1), //i
    .I2 (lUT3_24_I2), //i
    .O  (lUT3_24_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_25 (
    .I0 (lUT6_25_I0), //i
    .I1 (lUT6_25_I1), //i
    .I2 (lUT6_25_I2), //i
    .I3 (lUT6_25_I3), //i
    .I4 (lUT6_25_I4), //i
    .I5 (lUT6_25_I5), //i
    .O  (lUT6_25_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_25 (
    .I0 (lUT3_25_I0), //i
    .I1 (lUT3_25_I1), //i
    .I2 (lUT3_25_I2), //i
    .O  (lUT3_25_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_26 (
    .I0 (lUT6_26_I0), //i
    .I1 (lUT6_26_I1), //i
    .I2 (lUT6_26_I2), //i
    .I3 (lUT6_26_I3), //i
    .I4 (lUT6_26_I4), //i
    .I5 (lUT6_26_I5), //i
    .O  (lUT6_26_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_26 (
    .I0 (lUT3_26_I0), //i
    .I1 (lUT3_26_I1), //i
    .I2 (lUT3_26_I2), //i
    .O  (lUT3_26_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_27 (
    .I0 (lUT6_27_I0), //i
    .I1 (lUT6_27_I1), //i
    .I2 (lUT6_27_I2), //i
    .I3 (lUT6_27_I3), //i
    .I4 (lUT6_27_I4), //i
    .I5 (lUT6_27_I5), //i
    .O  (lUT6_27_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_27 (
    .I0 (lUT3_27_I0), //i
    .I1 (lUT3_27_I1), //i
    .I2 (lUT3_27_I2), //i
    .O  (lUT3_27_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_28 (
    .I0 (lUT6_28_I0), //i
    .I1 (lUT6_28_I1), //i
    .I2 (lUT6_28_I2), //i
    .I3 (lUT6_28_I3), //i
    .I4 (lUT6_28_I4), //i
    .I5 (lUT6_28_I5), //i
    .O  (lUT6_28_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_28 (
    .I0 (lUT3_28_I0), //i
    .I1 (lUT3_28_I1), //i
    .I2 (lUT3_28_I2), //i
    .O  (lUT3_28_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_29 (
    .I0 (lUT6_29_I0), //i
    .I1 (lUT6_29_I1), //i
    .I2 (lUT6_29_I2), //i
    .I3 (lUT6_29_I3), //i
    .I4 (lUT6_29_I4), //i
    .I5 (lUT6_29_I5), //i
    .O  (lUT6_29_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_29 (
    .I0 (lUT3_29_I0), //i
    .I1 (lUT3_29_I1), //i
    .I2 (lUT3_29_I2), //i
    .O  (lUT3_29_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_30 (
    .I0 (lUT6_30_I0), //i
    .I1 (lUT6_30_I1), //i
    .I2 (lUT6_30_I2), //i
    .I3 (lUT6_30_I3), //i
    .I4 (lUT6_30_I4), //i
    .I5 (lUT6_30_I5), //i
    .O  (lUT6_30_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_30 (
    .I0 (lUT3_30_I0), //i
    .I1 (lUT3_30_I1), //i
    .I2 (lUT3_30_I2), //i
    .O  (lUT3_30_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_31 (
    .I0 (lUT6_31_I0), //i
    .I1 (lUT6_31_I1), //i
    .I2 (lUT6_31_I2), //i
    .I3 (lUT6_31_I3), //i
    .I4 (lUT6_31_I4), //i
    .I5 (lUT6_31_I5), //i
    .O  (lUT6_31_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_31 (
    .I0 (lUT3_31_I0), //i
    .I1 (lUT3_31_I1), //i
    .I2 (lUT3_31_I2), //i
    .O  (lUT3_31_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_32 (
    .I0 (lUT6_32_I0), //i
    .I1 (lUT6_32_I1), //i
    .I2 (lUT6_32_I2), //i
    .I3 (lUT6_32_I3), //i
    .I4 (lUT6_32_I4), //i
    .I5 (lUT6_32_I5), //i
    .O  (lUT6_32_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_32 (
    .I0 (lUT3_32_I0), //i
    .I1 (lUT3_32_I1), //i
    .I2 (lUT3_32_I2), //i
    .O  (lUT3_32_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_33 (
    .I0 (lUT6_33_I0), //i
    .I1 (lUT6_33_I1), //i
    .I2 (lUT6_33_I2), //i
    .I3 (lUT6_33_I3), //i
    .I4 (lUT6_33_I4), //i
    .I5 (lUT6_33_I5), //i
    .O  (lUT6_33_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_33 (
    .I0 (lUT3_33_I0), //i
    .I1 (lUT3_33_I1), //i
    .I2 (lUT3_33_I2), //i
    .O  (lUT3_33_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_34 (
    .I0 (lUT6_34_I0), //i
    .I1 (lUT6_34_I1), //i
    .I2 (lUT6_34_I2), //i
    .I3 (lUT6_34_I3), //i
    .I4 (lUT6_34_I4), //i
    .I5 (lUT6_34_I5), //i
    .O  (lUT6_34_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_34 (
    .I0 (lUT3_34_I0), //i
    .I1 (lUT3_34_I1), //i
    .I2 (lUT3_34_I2), //i
    .O  (lUT3_34_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_35 (
    .I0 (lUT6_35_I0), //i
    .I1 (lUT6_35_I1), //i
    .I2 (lUT6_35_I2), //i
    .I3 (lUT6_35_I3), //i
    .I4 (lUT6_35_I4), //i
    .I5 (lUT6_35_I5), //i
    .O  (lUT6_35_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_35 (
    .I0 (lUT3_35_I0), //i
    .I1 (lUT3_35_I1), //i
    .I2 (lUT3_35_I2), //i
    .O  (lUT3_35_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_36 (
    .I0 (lUT6_36_I0), //i
    .I1 (lUT6_36_I1), //i
    .I2 (lUT6_36_I2), //i
    .I3 (lUT6_36_I3), //i
    .I4 (lUT6_36_I4), //i
    .I5 (lUT6_36_I5), //i
    .O  (lUT6_36_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_36 (
    .I0 (lUT3_36_I0), //i
    .I1 (lUT3_36_I1), //i
    .I2 (lUT3_36_I2), //i
    .O  (lUT3_36_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_37 (
    .I0 (lUT6_37_I0), //i
    .I1 (lUT6_37_I1), //i
    .I2 (lUT6_37_I2), //i
    .I3 (lUT6_37_I3), //i
    .I4 (lUT6_37_I4), //i
    .I5 (lUT6_37_I5), //i
    .O  (lUT6_37_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_37 (
    .I0 (lUT3_37_I0), //i
    .I1 (lUT3_37_I1), //i
    .I2 (lUT3_37_I2), //i
    .O  (lUT3_37_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_38 (
    .I0 (lUT6_38_I0), //i
    .I1 (lUT6_38_I1), //i
    .I2 (lUT6_38_I2), //i
    .I3 (lUT6_38_I3), //i
    .I4 (lUT6_38_I4), //i
    .I5 (lUT6_38_I5), //i
    .O  (lUT6_38_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_38 (
    .I0 (lUT3_38_I0), //i
    .I1 (lUT3_38_I1), //i
    .I2 (lUT3_38_I2), //i
    .O  (lUT3_38_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_39 (
    .I0 (lUT6_39_I0), //i
    .I1 (lUT6_39_I1), //i
    .I2 (lUT6_39_I2), //i
    .I3 (lUT6_39_I3), //i
    .I4 (lUT6_39_I4), //i
    .I5 (lUT6_39_I5), //i
    .O  (lUT6_39_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_39 (
    .I0 (lUT3_39_I0), //i
    .I1 (lUT3_39_I1), //i
    .I2 (lUT3_39_I2), //i
    .O  (lUT3_39_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_40 (
    .I0 (lUT6_40_I0), //i
    .I1 (lUT6_40_I1), //i
    .I2 (lUT6_40_I2), //i
    .I3 (lUT6_40_I3), //i
    .I4 (lUT6_40_I4), //i
    .I5 (lUT6_40_I5), //i
    .O  (lUT6_40_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_40 (
    .I0 (lUT3_40_I0), //i
    .I1 (lUT3_40_I1), //i
    .I2 (lUT3_40_I2), //i
    .O  (lUT3_40_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_41 (
    .I0 (lUT6_41_I0), //i
    .I1 (lUT6_41_I1), //i
    .I2 (lUT6_41_I2), //i
    .I3 (lUT6_41_I3), //i
    .I4 (lUT6_41_I4), //i
    .I5 (lUT6_41_I5), //i
    .O  (lUT6_41_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_41 (
    .I0 (lUT3_41_I0), //i
    .I1 (lUT3_41_I1), //i
    .I2 (lUT3_41_I2), //i
    .O  (lUT3_41_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_42 (
    .I0 (lUT6_42_I0), //i
    .I1 (lUT6_42_I1), //i
    .I2 (lUT6_42_I2), //i
    .I3 (lUT6_42_I3), //i
    .I4 (lUT6_42_I4), //i
    .I5 (lUT6_42_I5), //i
    .O  (lUT6_42_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_42 (
    .I0 (lUT3_42_I0), //i
    .I1 (lUT3_42_I1), //i
    .I2 (lUT3_42_I2), //i
    .O  (lUT3_42_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_43 (
    .I0 (lUT6_43_I0), //i
    .I1 (lUT6_43_I1), //i
    .I2 (lUT6_43_I2), //i
    .I3 (lUT6_43_I3), //i
    .I4 (lUT6_43_I4), //i
    .I5 (lUT6_43_I5), //i
    .O  (lUT6_43_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_43 (
    .I0 (lUT3_43_I0), //i
    .I1 (lUT3_43_I1), //i
    .I2 (lUT3_43_I2), //i
    .O  (lUT3_43_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_44 (
    .I0 (lUT6_44_I0), //i
    .I1 (lUT6_44_I1), //i
    .I2 (lUT6_44_I2), //i
    .I3 (lUT6_44_I3), //i
    .I4 (lUT6_44_I4), //i
    .I5 (lUT6_44_I5), //i
    .O  (lUT6_44_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_44 (
    .I0 (lUT3_44_I0), //i
    .I1 (lUT3_44_I1), //i
    .I2 (lUT3_44_I2), //i
    .O  (lUT3_44_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_45 (
    .I0 (lUT6_45_I0), //i
    .I1 (lUT6_45_I1), //i
    .I2 (lUT6_45_I2), //i
    .I3 (lUT6_45_I3), //i
    .I4 (lUT6_45_I4), //i
    .I5 (lUT6_45_I5), //i
    .O  (lUT6_45_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_45 (
    .I0 (lUT3_45_I0), //i
    .I1 (lUT3_45_I1), //i
    .I2 (lUT3_45_I2), //i
    .O  (lUT3_45_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_46 (
    .I0 (lUT6_46_I0), //i
    .I1 (lUT6_46_I1), //i
    .I2 (lUT6_46_I2), //i
    .I3 (lUT6_46_I3), //i
    .I4 (lUT6_46_I4), //i
    .I5 (lUT6_46_I5), //i
    .O  (lUT6_46_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_46 (
    .I0 (lUT3_46_I0), //i
    .I1 (lUT3_46_I1), //i
    .I2 (lUT3_46_I2), //i
    .O  (lUT3_46_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_47 (
    .I0 (lUT6_47_I0), //i
    .I1 (lUT6_47_I1), //i
    .I2 (lUT6_47_I2), //i
    .I3 (lUT6_47_I3), //i
    .I4 (lUT6_47_I4), //i
    .I5 (lUT6_47_I5), //i
    .O  (lUT6_47_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_47 (
    .I0 (lUT3_47_I0), //i
    .I1 (lUT3_47_I1), //i
    .I2 (lUT3_47_I2), //i
    .O  (lUT3_47_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_48 (
    .I0 (lUT6_48_I0), //i
    .I1 (lUT6_48_I1), //i
    .I2 (lUT6_48_I2), //i
    .I3 (lUT6_48_I3), //i
    .I4 (lUT6_48_I4), //i
    .I5 (lUT6_48_I5), //i
    .O  (lUT6_48_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_48 (
    .I0 (lUT3_48_I0), //i
    .I1 (lUT3_48_I1), //i
    .I2 (lUT3_48_I2), //i
    .O  (lUT3_48_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_49 (
    .I0 (lUT6_49_I0), //i
    .I1 (lUT6_49_I1), //i
    .I2 (lUT6_49_I2), //i
    .I3 (lUT6_49_I3), //i
    .I4 (lUT6_49_I4), //i
    .I5 (lUT6_49_I5), //i
    .O  (lUT6_49_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_49 (
    .I0 (lUT3_49_I0), //i
    .I1 (lUT3_49_I1), //i
    .I2 (lUT3_49_I2), //i
    .O  (lUT3_49_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_50 (
    .I0 (lUT6_50_I0), //i
    .I1 (lUT6_50_I1), //i
    .I2 (lUT6_50_I2), //i
    .I3 (lUT6_50_I3), //i
    .I4 (lUT6_50_I4), //i
    .I5 (lUT6_50_I5), //i
    .O  (lUT6_50_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_50 (
    .I0 (lUT3_50_I0), //i
    .I1 (lUT3_50_I1), //i
    .I2 (lUT3_50_I2), //i
    .O  (lUT3_50_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_51 (
    .I0 (lUT6_51_I0), //i
    .I1 (lUT6_51_I1), //i
    .I2 (lUT6_51_I2), //i
    .I3 (lUT6_51_I3), //i
    .I4 (lUT6_51_I4), //i
    .I5 (lUT6_51_I5), //i
    .O  (lUT6_51_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_51 (
    .I0 (lUT3_51_I0), //i
    .I1 (lUT3_51_I1), //i
    .I2 (lUT3_51_I2), //i
    .O  (lUT3_51_O )  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_1 (
    .CI     (io_cin          ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_1_DI[7:0]), //i
    .S      (cARRY8_1_S[7:0] ), //i
    .O      (cARRY8_1_O[7:0] ), //o
    .CO     (cARRY8_1_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_2 (
    .CI     (cARRY8_2_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_2_DI[7:0]), //i
    .S      (cARRY8_2_S[7:0] ), //i
    .O      (cARRY8_2_O[7:0] ), //o
    .CO     (cARRY8_2_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_3 (
    .CI     (cARRY8_3_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_3_DI[7:0]), //i
    .S      (cARRY8_3_S[7:0] ), //i
    .O      (cARRY8_3_O[7:0] ), //o
    .CO     (cARRY8_3_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_4 (
    .CI     (cARRY8_4_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_4_DI[7:0]), //i
    .S      (cARRY8_4_S[7:0] ), //i
    .O      (cARRY8_4_O[7:0] ), //o
    .CO     (cARRY8_4_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_5 (
    .CI     (cARRY8_5_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_5_DI[7:0]), //i
    .S      (cARRY8_5_S[7:0] ), //i
    .O      (cARRY8_5_O[7:0] ), //o
    .CO     (cARRY8_5_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_6 (
    .CI     (cARRY8_6_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_6_DI[7:0]), //i
    .S      (cARRY8_6_S[7:0] ), //i
    .O      (cARRY8_6_O[7:0] ), //o
    .CO     (cARRY8_6_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_7 (
    .CI     (cARRY8_7_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_7_DI[7:0]), //i
    .S      (cARRY8_7_S[7:0] ), //i
    .O      (cARRY8_7_O[7:0] ), //o
    .CO     (cARRY8_7_CO[7:0])  //o
  );
  assign lUT6_1_I0 = io_a[0];
  assign lUT6_1_I1 = io_b[0];
  assign lUT6_1_I2 = io_c[0];
  always @(*) begin
    _zz_S[0] = lUT6_1_O;
    _zz_S[1] = lUT6_2_O;
    _zz_S[2] = lUT6_3_O;
    _zz_S[3] = lUT6_4_O;
    _zz_S[4] = lUT6_5_O;
    _zz_S[5] = lUT6_6_O;
    _zz_S[6] = lUT6_7_O;
    _zz_S[7] = lUT6_8_O;
    _zz_S[8] = lUT6_9_O;
    _zz_S[9] = lUT6_10_O;
    _zz_S[10] = lUT6_11_O;
    _zz_S[11] = lUT6_12_O;
    _zz_S[12] = lUT6_13_O;
    _zz_S[13] = lUT6_14_O;
    _zz_S[14] = lUT6_15_O;
    _zz_S[15] = lUT6_16_O;
    _zz_S[16] = lUT6_17_O;
    _zz_S[17] = lUT6_18_O;
    _zz_S[18] = lUT6_19_O;
    _zz_S[19] = lUT6_20_O;
    _zz_S[20] = lUT6_21_O;
    _zz_S[21] = lUT6_22_O;
    _zz_S[22] = lUT6_23_O;
    _zz_S[23] = lUT6_24_O;
    _zz_S[24] = lUT6_25_O;
    _zz_S[25] = lUT6_26_O;
    _zz_S[26] = lUT6_27_O;
    _zz_S[27] = lUT6_28_O;
    _zz_S[28] = lUT6_29_O;
    _zz_S[29] = lUT6_30_O;
    _zz_S[30] = lUT6_31_O;
    _zz_S[31] = lUT6_32_O;
    _zz_S[32] = lUT6_33_O;
    _zz_S[33] = lUT6_34_O;
    _zz_S[34] = lUT6_35_O;
    _zz_S[35] = lUT6_36_O;
    _zz_S[36] = lUT6_37_O;
    _zz_S[37] = lUT6_38_O;
    _zz_S[38] = lUT6_39_O;
    _zz_S[39] = lUT6_40_O;
    _zz_S[40] = lUT6_41_O;
    _zz_S[41] = lUT6_42_O;
    _zz_S[42] = lUT6_43_O;
    _zz_S[43] = lUT6_44_O;
    _zz_S[44] = lUT6_45_O;
    _zz_S[45] = lUT6_46_O;
    _zz_S[46] = lUT6_47_O;
    _zz_S[47] = lUT6_48_O;
    _zz_S[48] = lUT6_49_O;
    _zz_S[49] = lUT6_50_O;
    _zz_S[50] = lUT6_51_O;
  end

  assign lUT3_1_I0 = io_a[0];
  assign lUT3_1_I1 = io_b[0];
  assign lUT3_1_I2 = io_c[0];
  always @(*) begin
    _zz_DI[0] = lUT3_1_O;
    _zz_DI[1] = lUT3_2_O;
    _zz_DI[2] = lUT3_3_O;
    _zz_DI[3] = lUT3_4_O;
    _zz_DI[4] = lUT3_5_O;
    _zz_DI[5] = lUT3_6_O;
    _zz_DI[6] = lUT3_7_O;
    _zz_DI[7] = lUT3_8_O;
    _zz_DI[8] = lUT3_9_O;
    _zz_DI[9] = lUT3_10_O;
    _zz_DI[10] = lUT3_11_O;
    _zz_DI[11] = lUT3_12_O;
    _zz_DI[12] = lUT3_13_O;
    _zz_DI[13] = lUT3_14_O;
    _zz_DI[14] = lUT3_15_O;
    _zz_DI[15] = lUT3_16_O;
    _zz_DI[16] = lUT3_17_O;
    _zz_DI[17] = lUT3_18_O;
    _zz_DI[18] = lUT3_19_O;
    _zz_DI[19] = lUT3_20_O;
    _zz_DI[20] = lUT3_21_O;
    _zz_DI[21] = lUT3_22_O;
    _zz_DI[22] = lUT3_23_O;
    _zz_DI[23] = lUT3_24_O;
    _zz_DI[24] = lUT3_25_O;
    _zz_DI[25] = lUT3_26_O;
    _zz_DI[26] = lUT3_27_O;
    _zz_DI[27] = lUT3_28_O;
    _zz_DI[28] = lUT3_29_O;
    _zz_DI[29] = lUT3_30_O;
    _zz_DI[30] = lUT3_31_O;
    _zz_DI[31] = lUT3_32_O;
    _zz_DI[32] = lUT3_33_O;
    _zz_DI[33] = lUT3_34_O;
    _zz_DI[34] = lUT3_35_O;
    _zz_DI[35] = lUT3_36_O;
    _zz_DI[36] = lUT3_37_O;
    _zz_DI[37] = lUT3_38_O;
    _zz_DI[38] = lUT3_39_O;
    _zz_DI[39] = lUT3_40_O;
    _zz_DI[40] = lUT3_41_O;
    _zz_DI[41] = lUT3_42_O;
    _zz_DI[42] = lUT3_43_O;
    _zz_DI[43] = lUT3_44_O;
    _zz_DI[44] = lUT3_45_O;
    _zz_DI[45] = lUT3_46_O;
    _zz_DI[46] = lUT3_47_O;
    _zz_DI[47] = lUT3_48_O;
    _zz_DI[48] = lUT3_49_O;
    _zz_DI[49] = lUT3_50_O;
    _zz_DI[50] = lUT3_51_O;
  end

  assign lUT6_2_I0 = io_a[1];
  assign lUT6_2_I1 = io_b[1];
  assign lUT6_2_I2 = io_c[1];
  assign lUT6_2_I3 = io_a[0];
  assign lUT6_2_I4 = io_b[0];
  assign lUT6_2_I5 = io_c[0];
  assign lUT3_2_I0 = io_a[1];
  assign lUT3_2_I1 = io_b[1];
  assign lUT3_2_I2 = io_c[1];
  assign lUT6_3_I0 = io_a[2];
  assign lUT6_3_I1 = io_b[2];
  assign lUT6_3_I2 = io_c[2];
  assign lUT6_3_I3 = io_a[1];
  assign lUT6_3_I4 = io_b[1];
  assign lUT6_3_I5 = io_c[1];
  assign lUT3_3_I0 = io_a[2];
  assign lUT3_3_I1 = io_b[2];
  assign lUT3_3_I2 = io_c[2];
  assign lUT6_4_I0 = io_a[3];
  assign lUT6_4_I1 = io_b[3];
  assign lUT6_4_I2 = io_c[3];
  assign lUT6_4_I3 = io_a[2];
  assign lUT6_4_I4 = io_b[2];
  assign lUT6_4_I5 = io_c[2];
  assign lUT3_4_I0 = io_a[3];
  assign lUT3_4_I1 = io_b[3];
  assign lUT3_4_I2 = io_c[3];
  assign lUT6_5_I0 = io_a[4];
  assign lUT6_5_I1 = io_b[4];
  assign lUT6_5_I2 = io_c[4];
  assign lUT6_5_I3 = io_a[3];
  assign lUT6_5_I4 = io_b[3];
  assign lUT6_5_I5 = io_c[3];
  assign lUT3_5_I0 = io_a[4];
  assign lUT3_5_I1 = io_b[4];
  assign lUT3_5_I2 = io_c[4];
  assign lUT6_6_I0 = io_a[5];
  assign lUT6_6_I1 = io_b[5];
  assign lUT6_6_I2 = io_c[5];
  assign lUT6_6_I3 = io_a[4];
  assign lUT6_6_I4 = io_b[4];
  assign lUT6_6_I5 = io_c[4];
  assign lUT3_6_I0 = io_a[5];
  assign lUT3_6_I1 = io_b[5];
  assign lUT3_6_I2 = io_c[5];
  assign lUT6_7_I0 = io_a[6];
  assign lUT6_7_I1 = io_b[6];
  assign lUT6_7_I2 = io_c[6];
  assign lUT6_7_I3 = io_a[5];
  assign lUT6_7_I4 = io_b[5];
  assign lUT6_7_I5 = io_c[5];
  assign lUT3_7_I0 = io_a[6];
  assign lUT3_7_I1 = io_b[6];
  assign lUT3_7_I2 = io_c[6];
  assign lUT6_8_I0 = io_a[7];
  assign lUT6_8_I1 = io_b[7];
  assign lUT6_8_I2 = io_c[7];
  assign lUT6_8_I3 = io_a[6];
  assign lUT6_8_I4 = io_b[6];
  assign lUT6_8_I5 = io_c[6];
  assign lUT3_8_I0 = io_a[7];
  assign lUT3_8_I1 = io_b[7];
  assign lUT3_8_I2 = io_c[7];
  assign lUT6_9_I0 = io_a[8];
  assign lUT6_9_I1 = io_b[8];
  assign lUT6_9_I2 = io_c[8];
  assign lUT6_9_I3 = io_a[7];
  assign lUT6_9_I4 = io_b[7];
  assign lUT6_9_I5 = io_c[7];
  assign lUT3_9_I0 = io_a[8];
  assign lUT3_9_I1 = io_b[8];
  assign lUT3_9_I2 = io_c[8];
  assign lUT6_10_I0 = io_a[9];
  assign lUT6_10_I1 = io_b[9];
  assign lUT6_10_I2 = io_c[9];
  assign lUT6_10_I3 = io_a[8];
  assign lUT6_10_I4 = io_b[8];
  assign lUT6_10_I5 = io_c[8];
  assign lUT3_10_I0 = io_a[9];
  assign lUT3_10_I1 = io_b[9];
  assign lUT3_10_I2 = io_c[9];
  assign lUT6_11_I0 = io_a[10];
  assign lUT6_11_I1 = io_b[10];
  assign lUT6_11_I2 = io_c[10];
  assign lUT6_11_I3 = io_a[9];
  assign lUT6_11_I4 = io_b[9];
  assign lUT6_11_I5 = io_c[9];
  assign lUT3_11_I0 = io_a[10];
  assign lUT3_11_I1 = io_b[10];
  assign lUT3_11_I2 = io_c[10];
  assign lUT6_12_I0 = io_a[11];
  assign lUT6_12_I1 = io_b[11];
  assign lUT6_12_I2 = io_c[11];
  assign lUT6_12_I3 = io_a[10];
  assign lUT6_12_I4 = io_b[10];
  assign lUT6_12_I5 = io_c[10];
  assign lUT3_12_I0 = io_a[11];
  assign lUT3_12_I1 = io_b[11];
  assign lUT3_12_I2 = io_c[11];
  assign lUT6_13_I0 = io_a[12];
  assign lUT6_13_I1 = io_b[12];
  assign lUT6_13_I2 = io_c[12];
  assign lUT6_13_I3 = io_a[11];
  assign lUT6_13_I4 = io_b[11];
  assign lUT6_13_I5 = io_c[11];
  assign lUT3_13_I0 = io_a[12];
  assign lUT3_13_I1 = io_b[12];
  assign lUT3_13_I2 = io_c[12];
  assign lUT6_14_I0 = io_a[13];
  assign lUT6_14_I1 = io_b[13];
  assign lUT6_14_I2 = io_c[13];
  assign lUT6_14_I3 = io_a[12];
  assign lUT6_14_I4 = io_b[12];
  assign lUT6_14_I5 = io_c[12];
  assign lUT3_14_I0 = io_a[13];
  assign lUT3_14_I1 = io_b[13];
  assign lUT3_14_I2 = io_c[13];
  assign lUT6_15_I0 = io_a[14];
  assign lUT6_15_I1 = io_b[14];
  assign lUT6_15_I2 = io_c[14];
  assign lUT6_15_I3 = io_a[13];
  assign lUT6_15_I4 = io_b[13];
  assign lUT6_15_I5 = io_c[13];
  assign lUT3_15_I0 = io_a[14];
  assign lUT3_15_I1 = io_b[14];
  assign lUT3_15_I2 = io_c[14];
  assign lUT6_16_I0 = io_a[15];
  assign lUT6_16_I1 = io_b[15];
  assign lUT6_16_I2 = io_c[15];
  assign lUT6_16_I3 = io_a[14];
  assign lUT6_16_I4 = io_b[14];
  assign lUT6_16_I5 = io_c[14];
  assign lUT3_16_I0 = io_a[15];
  assign lUT3_16_I1 = io_b[15];
  assign lUT3_16_I2 = io_c[15];
  assign lUT6_17_I0 = io_a[16];
  assign lUT6_17_I1 = io_b[16];
  assign lUT6_17_I2 = io_c[16];
  assign lUT6_17_I3 = io_a[15];
  assign lUT6_17_I4 = io_b[15];
  assign lUT6_17_I5 = io_c[15];
  assign lUT3_17_I0 = io_a[16];
  assign lUT3_17_I1 = io_b[16];
  assign lUT3_17_I2 = io_c[16];
  assign lUT6_18_I0 = io_a[17];
  assign lUT6_18_I1 = io_b[17];
  assign lUT6_18_I2 = io_c[17];
  assign lUT6_18_I3 = io_a[16];
  assign lUT6_18_I4 = io_b[16];
  assign lUT6_18_I5 = io_c[16];
  assign lUT3_18_I0 = io_a[17];
  assign lUT3_18_I1 = io_b[17];
  assign lUT3_18_I2 = io_c[17];
  assign lUT6_19_I0 = io_a[18];
  assign lUT6_19_I1 = io_b[18];
  assign lUT6_19_I2 = io_c[18];
  assign lUT6_19_I3 = io_a[17];
  assign lUT6_19_I4 = io_b[17];
  assign lUT6_19_I5 = io_c[17];
  assign lUT3_19_I0 = io_a[18];
  assign lUT3_19_I1 = io_b[18];
  assign lUT3_19_I2 = io_c[18];
  assign lUT6_20_I0 = io_a[19];
  assign lUT6_20_I1 = io_b[19];
  assign lUT6_20_I2 = io_c[19];
  assign lUT6_20_I3 = io_a[18];
  assign lUT6_20_I4 = io_b[18];
  assign lUT6_20_I5 = io_c[18];
  assign lUT3_20_I0 = io_a[19];
  assign lUT3_20_I1 = io_b[19];
  assign lUT3_20_I2 = io_c[19];
  assign lUT6_21_I0 = io_a[20];
  assign lUT6_21_I1 = io_b[20];
  assign lUT6_21_I2 = io_c[20];
  assign lUT6_21_I3 = io_a[19];
  assign lUT6_21_I4 = io_b[19];
  assign lUT6_21_I5 = io_c[19];
  assign lUT3_21_I0 = io_a[20];
  assign lUT3_21_I1 = io_b[20];
  assign lUT3_21_I2 = io_c[20];
  assign lUT6_22_I0 = io_a[21];
  assign lUT6_22_I1 = io_b[21];
  assign lUT6_22_I2 = io_c[21];
  assign lUT6_22_I3 = io_a[20];
  assign lUT6_22_I4 = io_b[20];
  assign lUT6_22_I5 = io_c[20];
  assign lUT3_22_I0 = io_a[21];
  assign lUT3_22_I1 = io_b[21];
  assign lUT3_22_I2 = io_c[21];
  assign lUT6_23_I0 = io_a[22];
  assign lUT6_23_I1 = io_b[22];
  assign lUT6_23_I2 = io_c[22];
  assign lUT6_23_I3 = io_a[21];
  assign lUT6_23_I4 = io_b[21];
  assign lUT6_23_I5 = io_c[21];
  assign lUT3_23_I0 = io_a[22];
  assign lUT3_23_I1 = io_b[22];
  assign lUT3_23_I2 = io_c[22];
  assign lUT6_24_I0 = io_a[23];
  assign lUT6_24_I1 = io_b[23];
  assign lUT6_24_I2 = io_c[23];
  assign lUT6_24_I3 = io_a[22];
  assign lUT6_24_I4 = io_b[22];
  assign lUT6_24_I5 = io_c[22];
  assign lUT3_24_I0 = io_a[23];
  assign lUT3_24_I1 = io_b[23];
  assign lUT3_24_I2 = io_c[23];
  assign lUT6_25_I0 = io_a[24];
  assign lUT6_25_I1 = io_b[24];
  assign lUT6_25_I2 = io_c[24];
  assign lUT6_25_I3 = io_a[23];
  assign lUT6_25_I4 = io_b[23];
  assign lUT6_25_I5 = io_c[23];
  assign lUT3_25_I0 = io_a[24];
  assign lUT3_25_I1 = io_b[24];
  assign lUT3_25_I2 = io_c[24];
  assign lUT6_26_I0 = io_a[25];
  assign lUT6_26_I1 = io_b[25];
  assign lUT6_26_I2 = io_c[25];
  assign lUT6_26_I3 = io_a[24];
  assign lUT6_26_I4 = io_b[24];
  assign lUT6_26_I5 = io_c[24];
  assign lUT3_26_I0 = io_a[25];
  assign lUT3_26_I1 = io_b[25];
  assign lUT3_26_I2 = io_c[25];
  assign lUT6_27_I0 = io_a[26];
  assign lUT6_27_I1 = io_b[26];
  assign lUT6_27_I2 = io_c[26];
  assign lUT6_27_I3 = io_a[25];
  assign lUT6_27_I4 = io_b[25];
  assign lUT6_27_I5 = io_c[25];
  assign lUT3_27_I0 = io_a[26];
  assign lUT3_27_I1 = io_b[26];
  assign lUT3_27_I2 = io_c[26];
  assign lUT6_28_I0 = io_a[27];
  assign lUT6_28_I1 = io_b[27];
  assign lUT6_28_I2 = io_c[27];
  assign lUT6_28_I3 = io_a[26];
  assign lUT6_28_I4 = io_b[26];
  assign lUT6_28_I5 = io_c[26];
  assign lUT3_28_I0 = io_a[27];
  assign lUT3_28_I1 = io_b[27];
  assign lUT3_28_I2 = io_c[27];
  assign lUT6_29_I0 = io_a[28];
  assign lUT6_29_I1 = io_b[28];
  assign lUT6_29_I2 = io_c[28];
  assign lUT6_29_I3 = io_a[27];
  assign lUT6_29_I4 = io_b[27];
  assign lUT6_29_I5 = io_c[27];
  assign lUT3_29_I0 = io_a[28];
  assign lUT3_29_I1 = io_b[28];
  assign lUT3_29_I2 = io_c[28];
  assign lUT6_30_I0 = io_a[29];
  assign lUT6_30_I1 = io_b[29];
  assign lUT6_30_I2 = io_c[29];
  assign lUT6_30_I3 = io_a[28];
  assign lUT6_30_I4 = io_b[28];
  assign lUT6_30_I5 = io_c[28];
  assign lUT3_30_I0 = io_a[29];
  assign lUT3_30_I1 = io_b[29];
  assign lUT3_30_I2 = io_c[29];
  assign lUT6_31_I0 = io_a[30];
  assign lUT6_31_I1 = io_b[30];
  assign lUT6_31_I2 = io_c[30];
  assign lUT6_31_I3 = io_a[29];
  assign lUT6_31_I4 = io_b[29];
  assign lUT6_31_I5 = io_c[29];
  assign lUT3_31_I0 = io_a[30];
  assign lUT3_31_I1 = io_b[30];
  assign lUT3_31_I2 = io_c[30];
  assign lUT6_32_I0 = io_a[31];
  assign lUT6_32_I1 = io_b[31];
  assign lUT6_32_I2 = io_c[31];
  assign lUT6_32_I3 = io_a[30];
  assign lUT6_32_I4 = io_b[30];
  assign lUT6_32_I5 = io_c[30];
  assign lUT3_32_I0 = io_a[31];
  assign lUT3_32_I1 = io_b[31];
  assign lUT3_32_I2 = io_c[31];
  assign lUT6_33_I0 = io_a[32];
  assign lUT6_33_I1 = io_b[32];
  assign lUT6_33_I2 = io_c[32];
  assign lUT6_33_I3 = io_a[31];
  assign lUT6_33_I4 = io_b[31];
  assign lUT6_33_I5 = io_c[31];
  assign lUT3_33_I0 = io_a[32];
  assign lUT3_33_I1 = io_b[32];
  assign lUT3_33_I2 = io_c[32];
  assign lUT6_34_I0 = io_a[33];
  assign lUT6_34_I1 = io_b[33];
  assign lUT6_34_I2 = io_c[33];
  assign lUT6_34_I3 = io_a[32];
  assign lUT6_34_I4 = io_b[32];
  assign lUT6_34_I5 = io_c[32];
  assign lUT3_34_I0 = io_a[33];
  assign lUT3_34_I1 = io_b[33];
  assign lUT3_34_I2 = io_c[33];
  assign lUT6_35_I0 = io_a[34];
  assign lUT6_35_I1 = io_b[34];
  assign lUT6_35_I2 = io_c[34];
  assign lUT6_35_I3 = io_a[33];
  assign lUT6_35_I4 = io_b[33];
  assign lUT6_35_I5 = io_c[33];
  assign lUT3_35_I0 = io_a[34];
  assign lUT3_35_I1 = io_b[34];
  assign lUT3_35_I2 = io_c[34];
  assign lUT6_36_I0 = io_a[35];
  assign lUT6_36_I1 = io_b[35];
  assign lUT6_36_I2 = io_c[35];
  assign lUT6_36_I3 = io_a[34];
  assign lUT6_36_I4 = io_b[34];
  assign lUT6_36_I5 = io_c[34];
  assign lUT3_36_I0 = io_a[35];
  assign lUT3_36_I1 = io_b[35];
  assign lUT3_36_I2 = io_c[35];
  assign lUT6_37_I0 = io_a[36];
  assign lUT6_37_I1 = io_b[36];
  assign lUT6_37_I2 = io_c[36];
  assign lUT6_37_I3 = io_a[35];
  assign lUT6_37_I4 = io_b[35];
  assign lUT6_37_I5 = io_c[35];
  assign lUT3_37_I0 = io_a[36];
  assign lUT3_37_I1 = io_b[36];
  assign lUT3_37_I2 = io_c[36];
  assign lUT6_38_I0 = io_a[37];
  assign lUT6_38_I1 = io_b[37];
  assign lUT6_38_I2 = io_c[37];
  assign lUT6_38_I3 = io_a[36];
  assign lUT6_38_I4 = io_b[36];
  assign lUT6_38_I5 = io_c[36];
  assign lUT3_38_I0 = io_a[37];
  assign lUT3_38_I1 = io_b[37];
  assign lUT3_38_I2 = io_c[37];
  assign lUT6_39_I0 = io_a[38];
  assign lUT6_39_I1 = io_b[38];
  assign lUT6_39_I2 = io_c[38];
  assign lUT6_39_I3 = io_a[37];
  assign lUT6_39_I4 = io_b[37];
  assign lUT6_39_I5 = io_c[37];
  assign lUT3_39_I0 = io_a[38];
  assign lUT3_39_I1 = io_b[38];
  assign lUT3_39_I2 = io_c[38];
  assign lUT6_40_I0 = io_a[39];
  assign lUT6_40_I1 = io_b[39];
  assign lUT6_40_I2 = io_c[39];
  assign lUT6_40_I3 = io_a[38];
  assign lUT6_40_I4 = io_b[38];
  assign lUT6_40_I5 = io_c[38];
  assign lUT3_40_I0 = io_a[39];
  assign lUT3_40_I1 = io_b[39];
  assign lUT3_40_I2 = io_c[39];
  assign lUT6_41_I0 = io_a[40];
  assign lUT6_41_I1 = io_b[40];
  assign lUT6_41_I2 = io_c[40];
  assign lUT6_41_I3 = io_a[39];
  assign lUT6_41_I4 = io_b[39];
  assign lUT6_41_I5 = io_c[39];
  assign lUT3_41_I0 = io_a[40];
  assign lUT3_41_I1 = io_b[40];
  assign lUT3_41_I2 = io_c[40];
  assign lUT6_42_I0 = io_a[41];
  assign lUT6_42_I1 = io_b[41];
  assign lUT6_42_I2 = io_c[41];
  assign lUT6_42_I3 = io_a[40];
  assign lUT6_42_I4 = io_b[40];
  assign lUT6_42_I5 = io_c[40];
  assign lUT3_42_I0 = io_a[41];
  assign lUT3_42_I1 = io_b[41];
  assign lUT3_42_I2 = io_c[41];
  assign lUT6_43_I0 = io_a[42];
  assign lUT6_43_I1 = io_b[42];
  assign lUT6_43_I2 = io_c[42];
  assign lUT6_43_I3 = io_a[41];
  assign lUT6_43_I4 = io_b[41];
  assign lUT6_43_I5 = io_c[41];
  assign lUT3_43_I0 = io_a[42];
  assign lUT3_43_I1 = io_b[42];
  assign lUT3_43_I2 = io_c[42];
  assign lUT6_44_I0 = io_a[43];
  assign lUT6_44_I1 = io_b[43];
  assign lUT6_44_I2 = io_c[43];
  assign lUT6_44_I3 = io_a[42];
  assign lUT6_44_I4 = io_b[42];
  assign lUT6_44_I5 = io_c[42];
  assign lUT3_44_I0 = io_a[43];
  assign lUT3_44_I1 = io_b[43];
  assign lUT3_44_I2 = io_c[43];
  assign lUT6_45_I0 = io_a[44];
  assign lUT6_45_I1 = io_b[44];
  assign lUT6_45_I2 = io_c[44];
  assign lUT6_45_I3 = io_a[43];
  assign lUT6_45_I4 = io_b[43];
  assign lUT6_45_I5 = io_c[43];
  assign lUT3_45_I0 = io_a[44];
  assign lUT3_45_I1 = io_b[44];
  assign lUT3_45_I2 = io_c[44];
  assign lUT6_46_I0 = io_a[45];
  assign lUT6_46_I1 = io_b[45];
  assign lUT6_46_I2 = io_c[45];
  assign lUT6_46_I3 = io_a[44];
  assign lUT6_46_I4 = io_b[44];
  assign lUT6_46_I5 = io_c[44];
  assign lUT3_46_I0 = io_a[45];
  assign lUT3_46_I1 = io_b[45];
  assign lUT3_46_I2 = io_c[45];
  assign lUT6_47_I0 = io_a[46];
  assign lUT6_47_I1 = io_b[46];
  assign lUT6_47_I2 = io_c[46];
  assign lUT6_47_I3 = io_a[45];
  assign lUT6_47_I4 = io_b[45];
  assign lUT6_47_I5 = io_c[45];
  assign lUT3_47_I0 = io_a[46];
  assign lUT3_47_I1 = io_b[46];
  assign lUT3_47_I2 = io_c[46];
  assign lUT6_48_I0 = io_a[47];
  assign lUT6_48_I1 = io_b[47];
  assign lUT6_48_I2 = io_c[47];
  assign lUT6_48_I3 = io_a[46];
  assign lUT6_48_I4 = io_b[46];
  assign lUT6_48_I5 = io_c[46];
  assign lUT3_48_I0 = io_a[47];
  assign lUT3_48_I1 = io_b[47];
  assign lUT3_48_I2 = io_c[47];
  assign lUT6_49_I0 = io_a[48];
  assign lUT6_49_I1 = io_b[48];
  assign lUT6_49_I2 = io_c[48];
  assign lUT6_49_I3 = io_a[47];
  assign lUT6_49_I4 = io_b[47];
  assign lUT6_49_I5 = io_c[47];
  assign lUT3_49_I0 = io_a[48];
  assign lUT3_49_I1 = io_b[48];
  assign lUT3_49_I2 = io_c[48];
  assign lUT6_50_I0 = io_a[49];
  assign lUT6_50_I1 = io_b[49];
  assign lUT6_50_I2 = io_c[49];
  assign lUT6_50_I3 = io_a[48];
  assign lUT6_50_I4 = io_b[48];
  assign lUT6_50_I5 = io_c[48];
  assign lUT3_50_I0 = io_a[49];
  assign lUT3_50_I1 = io_b[49];
  assign lUT3_50_I2 = io_c[49];
  assign lUT6_51_I0 = io_a[50];
  assign lUT6_51_I1 = io_b[50];
  assign lUT6_51_I2 = io_c[50];
  assign lUT6_51_I3 = io_a[49];
  assign lUT6_51_I4 = io_b[49];
  assign lUT6_51_I5 = io_c[49];
  assign lUT3_51_I0 = io_a[50];
  assign lUT3_51_I1 = io_b[50];
  assign lUT3_51_I2 = io_c[50];
  assign cARRY8_1_S = _zz_S_1[7 : 0];
  assign cARRY8_1_DI = _zz_DI_1[7 : 0];
  always @(*) begin
    _zz_io_sum[7 : 0] = cARRY8_1_O;
    _zz_io_sum[15 : 8] = cARRY8_2_O;
    _zz_io_sum[23 : 16] = cARRY8_3_O;
    _zz_io_sum[31 : 24] = cARRY8_4_O;
    _zz_io_sum[39 : 32] = cARRY8_5_O;
    _zz_io_sum[47 : 40] = cARRY8_6_O;
    _zz_io_sum[55 : 48] = cARRY8_7_O;
  end

  assign cARRY8_2_CI = cARRY8_1_CO[7];
  assign cARRY8_2_S = _zz_S_2[15 : 8];
  assign cARRY8_2_DI = _zz_DI_2[15 : 8];
  assign cARRY8_3_CI = cARRY8_2_CO[7];
  assign cARRY8_3_S = _zz_S_3[23 : 16];
  assign cARRY8_3_DI = _zz_DI_3[23 : 16];
  assign cARRY8_4_CI = cARRY8_3_CO[7];
  assign cARRY8_4_S = _zz_S_4[31 : 24];
  assign cARRY8_4_DI = _zz_DI_4[31 : 24];
  assign cARRY8_5_CI = cARRY8_4_CO[7];
  assign cARRY8_5_S = _zz_S_5[39 : 32];
  assign cARRY8_5_DI = _zz_DI_5[39 : 32];
  assign cARRY8_6_CI = cARRY8_5_CO[7];
  assign cARRY8_6_S = _zz_S_6[47 : 40];
  assign cARRY8_6_DI = _zz_DI_6[47 : 40];
  assign cARRY8_7_CI = cARRY8_6_CO[7];
  assign cARRY8_7_S = _zz_S_7[55 : 48];
  assign cARRY8_7_DI = _zz_DI_7[55 : 48];
  assign io_sum = _zz_io_sum[50 : 0];

endmodule

module lpx_TernaryAdd (
  input  wire [68:0]   io_a,
  input  wire [68:0]   io_b,
  input  wire [68:0]   io_c,
  input  wire          io_cin,
  output wire [68:0]   io_sum
);

  wire                lUT6_1_I0;
  wire                lUT6_1_I1;
  wire                lUT6_1_I2;
  wire                lUT3_1_I0;
  wire                lUT3_1_I1;
  wire                lUT3_1_I2;
  wire                lUT6_2_I0;
  wire                lUT6_2_I1;
  wire                lUT6_2_I2;
  wire                lUT6_2_I3;
  wire                lUT6_2_I4;
  wire                lUT6_2_I5;
  wire                lUT3_2_I0;
  wire                lUT3_2_I1;
  wire                lUT3_2_I2;
  wire                lUT6_3_I0;
  wire                lUT6_3_I1;
  wire                lUT6_3_I2;
  wire                lUT6_3_I3;
  wire                lUT6_3_I4;
  wire                lUT6_3_I5;
  wire                lUT3_3_I0;
  wire                lUT3_3_I1;
  wire                lUT3_3_I2;
  wire                lUT6_4_I0;
  wire                lUT6_4_I1;
  wire                lUT6_4_I2;
  wire                lUT6_4_I3;
  wire                lUT6_4_I4;
  wire                lUT6_4_I5;
  wire                lUT3_4_I0;
  wire                lUT3_4_I1;
  wire                lUT3_4_I2;
  wire                lUT6_5_I0;
  wire                lUT6_5_I1;
  wire                lUT6_5_I2;
  wire                lUT6_5_I3;
  wire                lUT6_5_I4;
  wire                lUT6_5_I5;
  wire                lUT3_5_I0;
  wire                lUT3_5_I1;
  wire                lUT3_5_I2;
  wire                lUT6_6_I0;
  wire                lUT6_6_I1;
  wire                lUT6_6_I2;
  wire                lUT6_6_I3;
  wire                lUT6_6_I4;
  wire                lUT6_6_I5;
  wire                lUT3_6_I0;
  wire                lUT3_6_I1;
  wire                lUT3_6_I2;
  wire                lUT6_7_I0;
  wire                lUT6_7_I1;
  wire                lUT6_7_I2;
  wire                lUT6_7_I3;
  wire                lUT6_7_I4;
  wire                lUT6_7_I5;
  wire                lUT3_7_I0;
  wire                lUT3_7_I1;
  wire                lUT3_7_I2;
  wire                lUT6_8_I0;
  wire                lUT6_8_I1;
  wire                lUT6_8_I2;
  wire                lUT6_8_I3;
  wire                lUT6_8_I4;
  wire                lUT6_8_I5;
  wire                lUT3_8_I0;
  wire                lUT3_8_I1;
  wire                lUT3_8_I2;
  wire                lUT6_9_I0;
  wire                lUT6_9_I1;
  wire                lUT6_9_I2;
  wire                lUT6_9_I3;
  wire                lUT6_9_I4;
  wire                lUT6_9_I5;
  wire                lUT3_9_I0;
  wire                lUT3_9_I1;
  wire                lUT3_9_I2;
  wire                lUT6_10_I0;
  wire                lUT6_10_I1;
  wire                lUT6_10_I2;
  wire                lUT6_10_I3;
  wire                lUT6_10_I4;
  wire                lUT6_10_I5;
  wire                lUT3_10_I0;
  wire                lUT3_10_I1;
  wire                lUT3_10_I2;
  wire                lUT6_11_I0;
  wire                lUT6_11_I1;
  wire                lUT6_11_I2;
  wire                lUT6_11_I3;
  wire                lUT6_11_I4;
  wire                lUT6_11_I5;
  wire                lUT3_11_I0;
  wire                lUT3_11_I1;
  wire                lUT3_11_I2;
  wire                lUT6_12_I0;
  wire                lUT6_12_I1;
  wire                lUT6_12_I2;
  wire                lUT6_12_I3;
  wire                lUT6_12_I4;
  wire                lUT6_12_I5;
  wire                lUT3_12_I0;
  wire                lUT3_12_I1;
  wire                lUT3_12_I2;
  wire                lUT6_13_I0;
  wire                lUT6_13_I1;
  wire                lUT6_13_I2;
  wire                lUT6_13_I3;
  wire                lUT6_13_I4;
  wire                lUT6_13_I5;
  wire                lUT3_13_I0;
  wire                lUT3_13_I1;
  wire                lUT3_13_I2;
  wire                lUT6_14_I0;
  wire                lUT6_14_I1;
  wire                lUT6_14_I2;
  wire                lUT6_14_I3;
  wire                lUT6_14_I4;
  wire                lUT6_14_I5;
  wire                lUT3_14_I0;
  wire                lUT3_14_I1;
  wire                lUT3_14_I2;
  wire                lUT6_15_I0;
  wire                lUT6_15_I1;
  wire                lUT6_15_I2;
  wire                lUT6_15_I3;
  wire                lUT6_15_I4;
  wire                lUT6_15_I5;
  wire                lUT3_15_I0;
  wire                lUT3_15_I1;
  wire                lUT3_15_I2;
  wire                lUT6_16_I0;
  wire                lUT6_16_I1;
  wire                lUT6_16_I2;
  wire                lUT6_16_I3;
  wire                lUT6_16_I4;
  wire                lUT6_16_I5;
  wire                lUT3_16_I0;
  wire                lUT3_16_I1;
  wire                lUT3_16_I2;
  wire                lUT6_17_I0;
  wire                lUT6_17_I1;
  wire                lUT6_17_I2;
  wire                lUT6_17_I3;
  wire                lUT6_17_I4;
  wire                lUT6_17_I5;
  wire                lUT3_17_I0;
  wire                lUT3_17_I1;
  wire                lUT3_17_I2;
  wire                lUT6_18_I0;
  wire                lUT6_18_I1;
  wire                lUT6_18_I2;
  wire                lUT6_18_I3;
  wire                lUT6_18_I4;
  wire                lUT6_18_I5;
  wire                lUT3_18_I0;
  wire                lUT3_18_I1;
  wire                lUT3_18_I2;
  wire                lUT6_19_I0;
  wire                lUT6_19_I1;
  wire                lUT6_19_I2;
  wire                lUT6_19_I3;
  wire                lUT6_19_I4;
  wire                lUT6_19_I5;
  wire                lUT3_19_I0;
  wire                lUT3_19_I1;
  wire                lUT3_19_I2;
  wire                lUT6_20_I0;
  wire                lUT6_20_I1;
  wire                lUT6_20_I2;
  wire                lUT6_20_I3;
  wire                lUT6_20_I4;
  wire                lUT6_20_I5;
  wire                lUT3_20_I0;
  wire                lUT3_20_I1;
  wire                lUT3_20_I2;
  wire                lUT6_21_I0;
  wire                lUT6_21_I1;
  wire                lUT6_21_I2;
  wire                lUT6_21_I3;
  wire                lUT6_21_I4;
  wire                lUT6_21_I5;
  wire                lUT3_21_I0;
  wire                lUT3_21_I1;
  wire                lUT3_21_I2;
  wire                lUT6_22_I0;
  wire                lUT6_22_I1;
  wire                lUT6_22_I2;
  wire                lUT6_22_I3;
  wire                lUT6_22_I4;
  wire                lUT6_22_I5;
  wire                lUT3_22_I0;
  wire                lUT3_22_I1;
  wire                lUT3_22_I2;
  wire                lUT6_23_I0;
  wire                lUT6_23_I1;
  wire                lUT6_23_I2;
  wire                lUT6_23_I3;
  wire                lUT6_23_I4;
  wire                lUT6_23_I5;
  wire                lUT3_23_I0;
  wire                lUT3_23_I1;
  wire                lUT3_23_I2;
  wire                lUT6_24_I0;
  wire                lUT6_24_I1;
  wire                lUT6_24_I2;
  wire                lUT6_24_I3;
  wire                lUT6_24_I4;
  wire                lUT6_24_I5;
  wire                lUT3_24_I0;
  wire                lUT3_24_I1;
  wire                lUT3_24_I2;
  wire                lUT6_25_I0;
  wire                lUT6_25_I1;
  wire                lUT6_25_I2;
  wire                lUT6_25_I3;
  wire                lUT6_25_I4;
  wire                lUT6_25_I5;
  wire                lUT3_25_I0;
  wire                lUT3_25_I1;
  wire                lUT3_25_I2;
  wire                lUT6_26_I0;
  wire                lUT6_26_I1;
  wire                lUT6_26_I2;
  wire                lUT6_26_I3;
  wire                lUT6_26_I4;
  wire                lUT6_26_I5;
  wire                lUT3_26_I0;
  wire                lUT3_26_I1;
  wire                lUT3_26_I2;
  wire                lUT6_27_I0;
  wire                lUT6_27_I1;
  wire                lUT6_27_I2;
  wire                lUT6_27_I3;
  wire                lUT6_27_I4;
  wire                lUT6_27_I5;
  wire                lUT3_27_I0;
  wire                lUT3_27_I1;
  wire                lUT3_27_I2;
  wire                lUT6_28_I0;
  wire                lUT6_28_I1;
  wire                lUT6_28_I2;
  wire                lUT6_28_I3;
  wire                lUT6_28_I4;
  wire                lUT6_28_I5;
  wire                lUT3_28_I0;
  wire                lUT3_28_I1;
  wire                lUT3_28_I2;
  wire                lUT6_29_I0;
  wire                lUT6_29_I1;
  wire                lUT6_29_I2;
  wire                lUT6_29_I3;
  wire                lUT6_29_I4;
  wire                lUT6_29_I5;
  wire                lUT3_29_I0;
  wire                lUT3_29_I1;
  wire                lUT3_29_I2;
  wire                lUT6_30_I0;
  wire                lUT6_30_I1;
  wire                lUT6_30_I2;
  wire                lUT6_30_I3;
  wire                lUT6_30_I4;
  wire                lUT6_30_I5;
  wire                lUT3_30_I0;
  wire                lUT3_30_I1;
  wire                lUT3_30_I2;
  wire                lUT6_31_I0;
  wire                lUT6_31_I1;
  wire                lUT6_31_I2;
  wire                lUT6_31_I3;
  wire                lUT6_31_I4;
  wire                lUT6_31_I5;
  wire                lUT3_31_I0;
  wire                lUT3_31_I1;
  wire                lUT3_31_I2;
  wire                lUT6_32_I0;
  wire                lUT6_32_I1;
  wire                lUT6_32_I2;
  wire                lUT6_32_I3;
  wire                lUT6_32_I4;
  wire                lUT6_32_I5;
  wire                lUT3_32_I0;
  wire                lUT3_32_I1;
  wire                lUT3_32_I2;
  wire                lUT6_33_I0;
  wire                lUT6_33_I1;
  wire                lUT6_33_I2;
  wire                lUT6_33_I3;
  wire                lUT6_33_I4;
  wire                lUT6_33_I5;
  wire                lUT3_33_I0;
  wire                lUT3_33_I1;
  wire                lUT3_33_I2;
  wire                lUT6_34_I0;
  wire                lUT6_34_I1;
  wire                lUT6_34_I2;
  wire                lUT6_34_I3;
  wire                lUT6_34_I4;
  wire                lUT6_34_I5;
  wire                lUT3_34_I0;
  wire                lUT3_34_I1;
  wire                lUT3_34_I2;
  wire                lUT6_35_I0;
  wire                lUT6_35_I1;
  wire                lUT6_35_I2;
  wire                lUT6_35_I3;
  wire                lUT6_35_I4;
  wire                lUT6_35_I5;
  wire                lUT3_35_I0;
  wire                lUT3_35_I1;
  wire                lUT3_35_I2;
  wire                lUT6_36_I0;
  wire                lUT6_36_I1;
  wire                lUT6_36_I2;
  wire                lUT6_36_I3;
  wire                lUT6_36_I4;
  wire                lUT6_36_I5;
  wire                lUT3_36_I0;
  wire                lUT3_36_I1;
  wire                lUT3_36_I2;
  wire                lUT6_37_I0;
  wire                lUT6_37_I1;
  wire                lUT6_37_I2;
  wire                lUT6_37_I3;
  wire                lUT6_37_I4;
  wire                lUT6_37_I5;
  wire                lUT3_37_I0;
  wire                lUT3_37_I1;
  wire                lUT3_37_I2;
  wire                lUT6_38_I0;
  wire                lUT6_38_I1;
  wire                lUT6_38_I2;
  wire                lUT6_38_I3;
  wire                lUT6_38_I4;
  wire                lUT6_38_I5;
  wire                lUT3_38_I0;
  wire                lUT3_38_I1;
  wire                lUT3_38_I2;
  wire                lUT6_39_I0;
  wire                lUT6_39_I1;
  wire                lUT6_39_I2;
  wire                lUT6_39_I3;
  wire                lUT6_39_I4;
  wire                lUT6_39_I5;
  wire                lUT3_39_I0;
  wire                lUT3_39_I1;
  wire                lUT3_39_I2;
  wire                lUT6_40_I0;
  wire                lUT6_40_I1;
  wire                lUT6_40_I2;
  wire                lUT6_40_I3;
  wire                lUT6_40_I4;
  wire                lUT6_40_I5;
  wire                lUT3_40_I0;
  wire                lUT3_40_I1;
  wire                lUT3_40_I2;
  wire                lUT6_41_I0;
  wire                lUT6_41_I1;
  wire                lUT6_41_I2;
  wire                lUT6_41_I3;
  wire                lUT6_41_I4;
  wire                lUT6_41_I5;
  wire                lUT3_41_I0;
  wire                lUT3_41_I1;
  wire                lUT3_41_I2;
  wire                lUT6_42_I0;
  wire                lUT6_42_I1;
  wire                lUT6_42_I2;
  wire                lUT6_42_I3;
  wire                lUT6_42_I4;
  wire                lUT6_42_I5;
  wire                lUT3_42_I0;
  wire                lUT3_42_I1;
  wire                lUT3_42_I2;
  wire                lUT6_43_I0;
  wire                lUT6_43_I1;
  wire                lUT6_43_I2;
  wire                lUT6_43_I3;
  wire                lUT6_43_I4;
  wire                lUT6_43_I5;
  wire                lUT3_43_I0;
  wire                lUT3_43_I1;
  wire                lUT3_43_I2;
  wire                lUT6_44_I0;
  wire                lUT6_44_I1;
  wire                lUT6_44_I2;
  wire                lUT6_44_I3;
  wire                lUT6_44_I4;
  wire                lUT6_44_I5;
  wire                lUT3_44_I0;
  wire                lUT3_44_I1;
  wire                lUT3_44_I2;
  wire                lUT6_45_I0;
  wire                lUT6_45_I1;
  wire                lUT6_45_I2;
  wire                lUT6_45_I3;
  wire                lUT6_45_I4;
  wire                lUT6_45_I5;
  wire                lUT3_45_I0;
  wire                lUT3_45_I1;
  wire                lUT3_45_I2;
  wire                lUT6_46_I0;
  wire                lUT6_46_I1;
  wire                lUT6_46_I2;
  wire                lUT6_46_I3;
  wire                lUT6_46_I4;
  wire                lUT6_46_I5;
  wire                lUT3_46_I0;
  wire                lUT3_46_I1;
  wire                lUT3_46_I2;
  wire                lUT6_47_I0;
  wire                lUT6_47_I1;
  wire                lUT6_47_I2;
  wire                lUT6_47_I3;
  wire                lUT6_47_I4;
  wire                lUT6_47_I5;
  wire                lUT3_47_I0;
  wire                lUT3_47_I1;
  wire                lUT3_47_I2;
  wire                lUT6_48_I0;
  wire                lUT6_48_I1;
  wire                lUT6_48_I2;
  wire                lUT6_48_I3;
  wire                lUT6_48_I4;
  wire                lUT6_48_I5;
  wire                lUT3_48_I0;
  wire                lUT3_48_I1;
  wire                lUT3_48_I2;
  wire                lUT6_49_I0;
  wire                lUT6_49_I1;
  wire                lUT6_49_I2;
  wire                lUT6_49_I3;
  wire                lUT6_49_I4;
  wire                lUT6_49_I5;
  wire                lUT3_49_I0;
  wire                lUT3_49_I1;
  wire                lUT3_49_I2;
  wire                lUT6_50_I0;
  wire                lUT6_50_I1;
  wire                lUT6_50_I2;
  wire                lUT6_50_I3;
  wire                lUT6_50_I4;
  wire                lUT6_50_I5;
  wire                lUT3_50_I0;
  wire                lUT3_50_I1;
  wire                lUT3_50_I2;
  wire                lUT6_51_I0;
  wire                lUT6_51_I1;
  wire                lUT6_51_I2;
  wire                lUT6_51_I3;
  wire                lUT6_51_I4;
  wire                lUT6_51_I5;
  wire                lUT3_51_I0;
  wire                lUT3_51_I1;
  wire                lUT3_51_I2;
  wire                lUT6_52_I0;
  wire                lUT6_52_I1;
  wire                lUT6_52_I2;
  wire                lUT6_52_I3;
  wire                lUT6_52_I4;
  wire                lUT6_52_I5;
  wire                lUT3_52_I0;
  wire                lUT3_52_I1;
  wire                lUT3_52_I2;
  wire                lUT6_53_I0;
  wire                lUT6_53_I1;
  wire                lUT6_53_I2;
  wire                lUT6_53_I3;
  wire                lUT6_53_I4;
  wire                lUT6_53_I5;
  wire                lUT3_53_I0;
  wire                lUT3_53_I1;
  wire                lUT3_53_I2;
  wire                lUT6_54_I0;
  wire                lUT6_54_I1;
  wire                lUT6_54_I2;
  wire                lUT6_54_I3;
  wire                lUT6_54_I4;
  wire                lUT6_54_I5;
  wire                lUT3_54_I0;
  wire                lUT3_54_I1;
  wire                lUT3_54_I2;
  wire                lUT6_55_I0;
  wire                lUT6_55_I1;
  wire                lUT6_55_I2;
  wire                lUT6_55_I3;
  wire                lUT6_55_I4;
  wire                lUT6_55_I5;
  wire                lUT3_55_I0;
  wire                lUT3_55_I1;
  wire                lUT3_55_I2;
  wire                lUT6_56_I0;
  wire                lUT6_56_I1;
  wire                lUT6_56_I2;
  wire                lUT6_56_I3;
  wire                lUT6_56_I4;
  wire                lUT6_56_I5;
  wire                lUT3_56_I0;
  wire                lUT3_56_I1;
  wire                lUT3_56_I2;
  wire                lUT6_57_I0;
  wire                lUT6_57_I1;
  wire                lUT6_57_I2;
  wire                lUT6_57_I3;
  wire                lUT6_57_I4;
  wire                lUT6_57_I5;
  wire                lUT3_57_I0;
  wire                lUT3_57_I1;
  wire                lUT3_57_I2;
  wire                lUT6_58_I0;
  wire                lUT6_58_I1;
  wire                lUT6_58_I2;
  wire                lUT6_58_I3;
  wire                lUT6_58_I4;
  wire                lUT6_58_I5;
  wire                lUT3_58_I0;
  wire                lUT3_58_I1;
  wire                lUT3_58_I2;
  wire                lUT6_59_I0;
  wire                lUT6_59_I1;
  wire                lUT6_59_I2;
  wire                lUT6_59_I3;
  wire                lUT6_59_I4;
  wire                lUT6_59_I5;
  wire                lUT3_59_I0;
  wire                lUT3_59_I1;
  wire                lUT3_59_I2;
  wire                lUT6_60_I0;
  wire                lUT6_60_I1;
  wire                lUT6_60_I2;
  wire                lUT6_60_I3;
  wire                lUT6_60_I4;
  wire                lUT6_60_I5;
  wire                lUT3_60_I0;
  wire                lUT3_60_I1;
  wire                lUT3_60_I2;
  wire                lUT6_61_I0;
  wire                lUT6_61_I1;
  wire                lUT6_61_I2;
  wire                lUT6_61_I3;
  wire                lUT6_61_I4;
  wire                lUT6_61_I5;
  wire                lUT3_61_I0;
  wire                lUT3_61_I1;
  wire                lUT3_61_I2;
  wire                lUT6_62_I0;
  wire                lUT6_62_I1;
  wire                lUT6_62_I2;
  wire                lUT6_62_I3;
  wire                lUT6_62_I4;
  wire                lUT6_62_I5;
  wire                lUT3_62_I0;
  wire                lUT3_62_I1;
  wire                lUT3_62_I2;
  wire                lUT6_63_I0;
  wire                lUT6_63_I1;
  wire                lUT6_63_I2;
  wire                lUT6_63_I3;
  wire                lUT6_63_I4;
  wire                lUT6_63_I5;
  wire                lUT3_63_I0;
  wire                lUT3_63_I1;
  wire                lUT3_63_I2;
  wire                lUT6_64_I0;
  wire                lUT6_64_I1;
  wire                lUT6_64_I2;
  wire                lUT6_64_I3;
  wire                lUT6_64_I4;
  wire                lUT6_64_I5;
  wire                lUT3_64_I0;
  wire                lUT3_64_I1;
  wire                lUT3_64_I2;
  wire                lUT6_65_I0;
  wire                lUT6_65_I1;
  wire                lUT6_65_I2;
  wire                lUT6_65_I3;
  wire                lUT6_65_I4;
  wire                lUT6_65_I5;
  wire                lUT3_65_I0;
  wire                lUT3_65_I1;
  wire                lUT3_65_I2;
  wire                lUT6_66_I0;
  wire                lUT6_66_I1;
  wire                lUT6_66_I2;
  wire                lUT6_66_I3;
  wire                lUT6_66_I4;
  wire                lUT6_66_I5;
  wire                lUT3_66_I0;
  wire                lUT3_66_I1;
  wire                lUT3_66_I2;
  wire                lUT6_67_I0;
  wire                lUT6_67_I1;
  wire                lUT6_67_I2;
  wire                lUT6_67_I3;
  wire                lUT6_67_I4;
  wire                lUT6_67_I5;
  wire                lUT3_67_I0;
  wire                lUT3_67_I1;
  wire                lUT3_67_I2;
  wire                lUT6_68_I0;
  wire                lUT6_68_I1;
  wire                lUT6_68_I2;
  wire                lUT6_68_I3;
  wire                lUT6_68_I4;
  wire                lUT6_68_I5;
  wire                lUT3_68_I0;
  wire                lUT3_68_I1;
  wire                lUT3_68_I2;
  wire                lUT6_69_I0;
  wire                lUT6_69_I1;
  wire                lUT6_69_I2;
  wire                lUT6_69_I3;
  wire                lUT6_69_I4;
  wire                lUT6_69_I5;
  wire                lUT3_69_I0;
  wire                lUT3_69_I1;
  wire                lUT3_69_I2;
  wire       [7:0]    cARRY8_1_DI;
  wire       [7:0]    cARRY8_1_S;
  wire                cARRY8_2_CI;
  wire       [7:0]    cARRY8_2_DI;
  wire       [7:0]    cARRY8_2_S;
  wire                cARRY8_3_CI;
  wire       [7:0]    cARRY8_3_DI;
  wire       [7:0]    cARRY8_3_S;
  wire                cARRY8_4_CI;
  wire       [7:0]    cARRY8_4_DI;
  wire       [7:0]    cARRY8_4_S;
  wire                cARRY8_5_CI;
  wire       [7:0]    cARRY8_5_DI;
  wire       [7:0]    cARRY8_5_S;
  wire                cARRY8_6_CI;
  wire       [7:0]    cARRY8_6_DI;
  wire       [7:0]    cARRY8_6_S;
  wire                cARRY8_7_CI;
  wire       [7:0]    cARRY8_7_DI;
  wire       [7:0]    cARRY8_7_S;
  wire                cARRY8_8_CI;
  wire       [7:0]    cARRY8_8_DI;
  wire       [7:0]    cARRY8_8_S;
  wire                cARRY8_9_CI;
  wire       [7:0]    cARRY8_9_DI;
  wire       [7:0]    cARRY8_9_S;
  wire                lUT6_1_O;
  wire                lUT3_1_O;
  wire                lUT6_2_O;
  wire                lUT3_2_O;
  wire                lUT6_3_O;
  wire                lUT3_3_O;
  wire                lUT6_4_O;
  wire                lUT3_4_O;
  wire                lUT6_5_O;
  wire                lUT3_5_O;
  wire                lUT6_6_O;
  wire                lUT3_6_O;
  wire                lUT6_7_O;
  wire                lUT3_7_O;
  wire                lUT6_8_O;
  wire                lUT3_8_O;
  wire                lUT6_9_O;
  wire                lUT3_9_O;
  wire                lUT6_10_O;
  wire                lUT3_10_O;
  wire                lUT6_11_O;
  wire                lUT3_11_O;
  wire                lUT6_12_O;
  wire                lUT3_12_O;
  wire                lUT6_13_O;
  wire                lUT3_13_O;
  wire                lUT6_14_O;
  wire                lUT3_14_O;
  wire                lUT6_15_O;
  wire                lUT3_15_O;
  wire                lUT6_16_O;
  wire                lUT3_16_O;
  wire                lUT6_17_O;
  wire                lUT3_17_O;
  wire                lUT6_18_O;
  wire                lUT3_18_O;
  wire                lUT6_19_O;
  wire                lUT3_19_O;
  wire                lUT6_20_O;
  wire                lUT3_20_O;
  wire                lUT6_21_O;
  wire                lUT3_21_O;
  wire                lUT6_22_O;
  wire                lUT3_22_O;
  wire                lUT6_23_O;
  wire                lUT3_23_O;
  wire                lUT6_24_O;
  wire                lUT3_24_O;
  wire                lUT6_25_O;
  wire                lUT3_25_O;
  wire                lUT6_26_O;
  wire                lUT3_26_O;
  wire                lUT6_27_O;
  wire                lUT3_27_O;
  wire                lUT6_28_O;
  wire                lUT3_28_O;
  wire                lUT6_29_O;
  wire                lUT3_29_O;
  wire                lUT6_30_O;
  wire                lUT3_30_O;
  wire                lUT6_31_O;
  wire                lUT3_31_O;
  wire                lUT6_32_O;
  wire                lUT3_32_O;
  wire                lUT6_33_O;
  wire                lUT3_33_O;
  wire                lUT6_34_O;
  wire                lUT3_34_O;
  wire                lUT6_35_O;
  wire                lUT3_35_O;
  wire                lUT6_36_O;
  wire                lUT3_36_O;
  wire                lUT6_37_O;
  wire                lUT3_37_O;
  wire                lUT6_38_O;
  wire                lUT3_38_O;
  wire                lUT6_39_O;
  wire                lUT3_39_O;
  wire                lUT6_40_O;
  wire                lUT3_40_O;
  wire                lUT6_41_O;
  wire                lUT3_41_O;
  wire                lUT6_42_O;
  wire                lUT3_42_O;
  wire                lUT6_43_O;
  wire                lUT3_43_O;
  wire                lUT6_44_O;
  wire                lUT3_44_O;
  wire                lUT6_45_O;
  wire                lUT3_45_O;
  wire                lUT6_46_O;
  wire                lUT3_46_O;
  wire                lUT6_47_O;
  wire                lUT3_47_O;
  wire                lUT6_48_O;
  wire                lUT3_48_O;
  wire                lUT6_49_O;
  wire                lUT3_49_O;
  wire                lUT6_50_O;
  wire                lUT3_50_O;
  wire                lUT6_51_O;
  wire                lUT3_51_O;
  wire                lUT6_52_O;
  wire                lUT3_52_O;
  wire                lUT6_53_O;
  wire                lUT3_53_O;
  wire                lUT6_54_O;
  wire                lUT3_54_O;
  wire                lUT6_55_O;
  wire                lUT3_55_O;
  wire                lUT6_56_O;
  wire                lUT3_56_O;
  wire                lUT6_57_O;
  wire                lUT3_57_O;
  wire                lUT6_58_O;
  wire                lUT3_58_O;
  wire                lUT6_59_O;
  wire                lUT3_59_O;
  wire                lUT6_60_O;
  wire                lUT3_60_O;
  wire                lUT6_61_O;
  wire                lUT3_61_O;
  wire                lUT6_62_O;
  wire                lUT3_62_O;
  wire                lUT6_63_O;
  wire                lUT3_63_O;
  wire                lUT6_64_O;
  wire                lUT3_64_O;
  wire                lUT6_65_O;
  wire                lUT3_65_O;
  wire                lUT6_66_O;
  wire                lUT3_66_O;
  wire                lUT6_67_O;
  wire                lUT3_67_O;
  wire                lUT6_68_O;
  wire                lUT3_68_O;
  wire                lUT6_69_O;
  wire                lUT3_69_O;
  wire       [7:0]    cARRY8_1_O;
  wire       [7:0]    cARRY8_1_CO;
  wire       [7:0]    cARRY8_2_O;
  wire       [7:0]    cARRY8_2_CO;
  wire       [7:0]    cARRY8_3_O;
  wire       [7:0]    cARRY8_3_CO;
  wire       [7:0]    cARRY8_4_O;
  wire       [7:0]    cARRY8_4_CO;
  wire       [7:0]    cARRY8_5_O;
  wire       [7:0]    cARRY8_5_CO;
  wire       [7:0]    cARRY8_6_O;
  wire       [7:0]    cARRY8_6_CO;
  wire       [7:0]    cARRY8_7_O;
  wire       [7:0]    cARRY8_7_CO;
  wire       [7:0]    cARRY8_8_O;
  wire       [7:0]    cARRY8_8_CO;
  wire       [7:0]    cARRY8_9_O;
  wire       [7:0]    cARRY8_9_CO;
  wire       [71:0]   _zz_S_1;
  wire       [71:0]   _zz_DI_1;
  wire       [71:0]   _zz_S_2;
  wire       [71:0]   _zz_DI_2;
  wire       [71:0]   _zz_S_3;
  wire       [71:0]   _zz_DI_3;
  wire       [71:0]   _zz_S_4;
  wire       [71:0]   _zz_DI_4;
  wire       [71:0]   _zz_S_5;
  wire       [71:0]   _zz_DI_5;
  wire       [71:0]   _zz_S_6;
  wire       [71:0]   _zz_DI_6;
  wire       [71:0]   _zz_S_7;
  wire       [71:0]   _zz_DI_7;
  wire       [71:0]   _zz_S_8;
  wire       [71:0]   _zz_DI_8;
  wire       [71:0]   _zz_S_9;
  wire       [71:0]   _zz_DI_9;
  reg        [68:0]   _zz_S;
  reg        [68:0]   _zz_DI;
  reg        [71:0]   _zz_io_sum;

  assign _zz_S_1 = {3'd0, _zz_S};
  assign _zz_DI_1 = {3'd0, _zz_DI};
  assign _zz_S_2 = {3'd0, _zz_S};
  assign _zz_DI_2 = {3'd0, _zz_DI};
  assign _zz_S_3 = {3'd0, _zz_S};
  assign _zz_DI_3 = {3'd0, _zz_DI};
  assign _zz_S_4 = {3'd0, _zz_S};
  assign _zz_DI_4 = {3'd0, _zz_DI};
  assign _zz_S_5 = {3'd0, _zz_S};
  assign _zz_DI_5 = {3'd0, _zz_DI};
  assign _zz_S_6 = {3'd0, _zz_S};
  assign _zz_DI_6 = {3'd0, _zz_DI};
  assign _zz_S_7 = {3'd0, _zz_S};
  assign _zz_DI_7 = {3'd0, _zz_DI};
  assign _zz_S_8 = {3'd0, _zz_S};
  assign _zz_DI_8 = {3'd0, _zz_DI};
  assign _zz_S_9 = {3'd0, _zz_S};
  assign _zz_DI_9 = {3'd0, _zz_DI};
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_1 (
    .I0 (lUT6_1_I0), //i
    .I1 (lUT6_1_I1), //i
    .I2 (lUT6_1_I2), //i
    .I3 (1'b0     ), //i
    .I4 (1'b0     ), //i
    .I5 (1'b0     ), //i
    .O  (lUT6_1_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_1 (
    .I0 (lUT3_1_I0), //i
    .I1 (lUT3_1_I1), //i
    .I2 (lUT3_1_I2), //i
    .O  (lUT3_1_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_2 (
    .I0 (lUT6_2_I0), //i
    .I1 (lUT6_2_I1), //i
    .I2 (lUT6_2_I2), //i
    .I3 (lUT6_2_I3), //i
    .I4 (lUT6_2_I4), //i
    .I5 (lUT6_2_I5), //i
    .O  (lUT6_2_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_2 (
    .I0 (lUT3_2_I0), //i
    .I1 (lUT3_2_I1), //i
    .I2 (lUT3_2_I2), //i
    .O  (lUT3_2_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_3 (
    .I0 (lUT6_3_I0), //i
    .I1 (lUT6_3_I1), //i
    .I2 (lUT6_3_I2), //i
    .I3 (lUT6_3_I3), //i
    .I4 (lUT6_3_I4), //i
    .I5 (lUT6_3_I5), //i
    .O  (lUT6_3_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_3 (
    .I0 (lUT3_3_I0), //i
    .I1 (lUT3_3_I1), //i
    .I2 (lUT3_3_I2), //i
    .O  (lUT3_3_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_4 (
    .I0 (lUT6_4_I0), //i
    .I1 (lUT6_4_I1), //i
    .I2 (lUT6_4_I2), //i
    .I3 (lUT6_4_I3), //i
    .I4 (lUT6_4_I4), //i
    .I5 (lUT6_4_I5), //i
    .O  (lUT6_4_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_4 (
    .I0 (lUT3_4_I0), //i
    .I1 (lUT3_4_I1), //i
    .I2 (lUT3_4_I2), //i
    .O  (lUT3_4_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_5 (
    .I0 (lUT6_5_I0), //i
    .I1 (lUT6_5_I1), //i
    .I2 (lUT6_5_I2), //i
    .I3 (lUT6_5_I3), //i
    .I4 (lUT6_5_I4), //i
    .I5 (lUT6_5_I5), //i
    .O  (lUT6_5_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_5 (
    .I0 (lUT3_5_I0), //i
    .I1 (lUT3_5_I1), //i
    .I2 (lUT3_5_I2), //i
    .O  (lUT3_5_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_6 (
    .I0 (lUT6_6_I0), //i
    .I1 (lUT6_6_I1), //i
    .I2 (lUT6_6_I2), //i
    .I3 (lUT6_6_I3), //i
    .I4 (lUT6_6_I4), //i
    .I5 (lUT6_6_I5), //i
    .O  (lUT6_6_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_6 (
    .I0 (lUT3_6_I0), //i
    .I1 (lUT3_6_I1), //i
    .I2 (lUT3_6_I2), //i
    .O  (lUT3_6_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_7 (
    .I0 (lUT6_7_I0), //i
    .I1 (lUT6_7_I1), //i
    .I2 (lUT6_7_I2), //i
    .I3 (lUT6_7_I3), //i
    .I4 (lUT6_7_I4), //i
    .I5 (lUT6_7_I5), //i
    .O  (lUT6_7_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_7 (
    .I0 (lUT3_7_I0), //i
    .I1 (lUT3_7_I1), //i
    .I2 (lUT3_7_I2), //i
    .O  (lUT3_7_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_8 (
    .I0 (lUT6_8_I0), //i
    .I1 (lUT6_8_I1), //i
    .I2 (lUT6_8_I2), //i
    .I3 (lUT6_8_I3), //i
    .I4 (lUT6_8_I4), //i
    .I5 (lUT6_8_I5), //i
    .O  (lUT6_8_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_8 (
    .I0 (lUT3_8_I0), //i
    .I1 (lUT3_8_I1), //i
    .I2 (lUT3_8_I2), //i
    .O  (lUT3_8_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_9 (
    .I0 (lUT6_9_I0), //i
    .I1 (lUT6_9_I1), //i
    .I2 (lUT6_9_I2), //i
    .I3 (lUT6_9_I3), //i
    .I4 (lUT6_9_I4), //i
    .I5 (lUT6_9_I5), //i
    .O  (lUT6_9_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_9 (
    .I0 (lUT3_9_I0), //i
    .I1 (lUT3_9_I1), //i
    .I2 (lUT3_9_I2), //i
    .O  (lUT3_9_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_10 (
    .I0 (lUT6_10_I0), //i
    .I1 (lUT6_10_I1), //i
    .I2 (lUT6_10_I2), //i
    .I3 (lUT6_10_I3), //i
    .I4 (lUT6_10_I4), //i
    .I5 (lUT6_10_I5), //i
    .O  (lUT6_10_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_10 (
    .I0 (lUT3_10_I0), //i
    .I1 (lUT3_10_I1), //i
    .I2 (lUT3_10_I2), //i
    .O  (lUT3_10_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_11 (
    .I0 (lUT6_11_I0), //i
    .I1 (lUT6_11_I1), //i
    .I2 (lUT6_11_I2), //i
    .I3 (lUT6_11_I3), //i
    .I4 (lUT6_11_I4), //i
    .I5 (lUT6_11_I5), //i
    .O  (lUT6_11_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_11 (
    .I0 (lUT3_11_I0), //i
    .I1 (lUT3_11_I1), //i
    .I2 (lUT3_11_I2), //i
    .O  (lUT3_11_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_12 (
    .I0 (lUT6_12_I0), //i
    .I1 (lUT6_12_I1), //i
    .I2 (lUT6_12_I2), //i
    .I3 (lUT6_12_I3), //i
    .I4 (lUT6_12_I4), //i
    .I5 (lUT6_12_I5), //i
    .O  (lUT6_12_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_12 (
    .I0 (lUT3_12_I0), //i
    .I1 (lUT3_12_I1), //i
    .I2 (lUT3_12_I2), //i
    .O  (lUT3_12_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_13 (
    .I0 (lUT6_13_I0), //i
    .I1 (lUT6_13_I1), //i
    .I2 (lUT6_13_I2), //i
    .I3 (lUT6_13_I3), //i
    .I4 (lUT6_13_I4), //i
    .I5 (lUT6_13_I5), //i
    .O  (lUT6_13_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_13 (
    .I0 (lUT3_13_I0), //i
    .I1 (lUT3_13_I1), //i
    .I2 (lUT3_13_I2), //i
    .O  (lUT3_13_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_14 (
    .I0 (lUT6_14_I0), //i
    .I1 (lUT6_14_I1), //i
    .I2 (lUT6_14_I2), //i
    .I3 (lUT6_14_I3), //i
    .I4 (lUT6_14_I4), //i
    .I5 (lUT6_14_I5), //i
    .O  (lUT6_14_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_14 (
    .I0 (lUT3_14_I0), //i
    .I1 (lUT3_14_I1), //i
    .I2 (lUT3_14_I2), //i
    .O  (lUT3_14_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_15 (
    .I0 (lUT6_15_I0), //i
    .I1 (lUT6_15_I1), //i
    .I2 (lUT6_15_I2), //i
    .I3 (lUT6_15_I3), //i
    .I4 (lUT6_15_I4), //i
    .I5 (lUT6_15_I5), //i
    .O  (lUT6_15_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_15 (
    .I0 (lUT3_15_I0), //i
    .I1 (lUT3_15_I1), //i
    .I2 (lUT3_15_I2), //i
    .O  (lUT3_15_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_16 (
    .I0 (lUT6_16_I0), //i
    .I1 (lUT6_16_I1), //i
    .I2 (lUT6_16_I2), //i
    .I3 (lUT6_16_I3), //i
    .I4 (lUT6_16_I4), //i
    .I5 (lUT6_16_I5), //i
    .O  (lUT6_16_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_16 (
    .I0 (lUT3_16_I0), //i
    .I1 (lUT3_16_I1), //i
    .I2 (lUT3_16_I2), //i
    .O  (lUT3_16_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_17 (
    .I0 (lUT6_17_I0), //i
    .I1 (lUT6_17_I1), //i
    .I2 (lUT6_17_I2), //i
    .I3 (lUT6_17_I3), //i
    .I4 (lUT6_17_I4), //i
    .I5 (lUT6_17_I5), //i
    .O  (lUT6_17_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_17 (
    .I0 (lUT3_17_I0), //i
    .I1 (lUT3_17_I1), //i
    .I2 (lUT3_17_I2), //i
    .O  (lUT3_17_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_18 (
    .I0 (lUT6_18_I0), //i
    .I1 (lUT6_18_I1), //i
    .I2 (lUT6_18_I2), //i
    .I3 (lUT6_18_I3), //i
    .I4 (lUT6_18_I4), //i
    .I5 (lUT6_18_I5), //i
    .O  (lUT6_18_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_18 (
    .I0 (lUT3_18_I0), //i
    .I1 (lUT3_18_I1), //i
    .I2 (lUT3_18_I2), //i
    .O  (lUT3_18_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_19 (
    .I0 (lUT6_19_I0), //i
    .I1 (lUT6_19_I1), //i
    .I2 (lUT6_19_I2), //i
    .I3 (lUT6_19_I3), //i
    .I4 (lUT6_19_I4), //i
    .I5 (lUT6_19_I5), //i
    .O  (lUT6_19_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_19 (
    .I0 (lUT3_19_I0), //i
    .I1 (lUT3_19_I1), //i
    .I2 (lUT3_19_I2), //i
    .O  (lUT3_19_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_20 (
    .I0 (lUT6_20_I0), //i
    .I1 (lUT6_20_I1), //i
    .I2 (lUT6_20_I2), //i
    .I3 (lUT6_20_I3), //i
    .I4 (lUT6_20_I4), //i
    .I5 (lUT6_20_I5), //i
    .O  (lUT6_20_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_20 (
    .I0 (lUT3_20_I0), //i
    .I1 (lUT3_20_I1), //i
    .I2 (lUT3_20_I2), //i
    .O  (lUT3_20_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_21 (
    .I0 (lUT6_21_I0), //i
    .I1 (lUT6_21_I1), //i
    .I2 (lUT6_21_I2), //i
    .I3 (lUT6_21_I3), //i
    .I4 (lUT6_21_I4), //i
    .I5 (lUT6_21_I5), //i
    .O  (lUT6_21_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_21 (
    .I0 (lUT3_21_I0), //i
    .I1 (lUT3_21_I1), //i
    .I2 (lUT3_21_I2), //i
    .O  (lUT3_21_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_22 (
    .I0 (lUT6_22_I0), //i
    .I1 (lUT6_22_I1), //i
    .I2 (lUT6_22_I2), //i
    .I3 (lUT6_22_I3), //i
    .I4 (lUT6_22_I4), //i
    .I5 (lUT6_22_I5), //i
    .O  (lUT6_22_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_22 (
    .I0 (lUT3_22_I0), //i
    .I1 (lUT3_22_I1), //i
    .I2 (lUT3_22_I2), //i
    .O  (lUT3_22_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_23 (
    .I0 (lUT6_23_I0), //i
    .I1 (lUT6_23_I1), //i
    .I2 (lUT6_23_I2), //i
    .I3 (lUT6_23_I3), //i
    .I4 (lUT6_23_I4), //i
    .I5 (lUT6_23_I5), //i
    .O  (lUT6_23_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_23 (
    .I0 (lUT3_23_I0), //i
    .I1 (lUT3_23_I1), //i
    .I2 (lUT3_23_I2), //i
    .O  (lUT3_23_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_24 (
    .I0 (lUT6_24_I0), //i
    .I1 (lUT6_24_I1), //i
    .I2 (lUT6_24_I2), //i
    .I3 (lUT6_24_I3), //i
    .I4 (lUT6_24_I4), //i
    .I5 (lUT6_24_I5), //i
    .O  (lUT6_24_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_24 (
    .I0 (lUT3_24_I0), //i
    .I1 (lUT3_24_I1), //i
    .I2 (lUT3_24_I2), //i
    .O  (lUT3_24_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_25 (
    .I0 (lUT6_25_I0), //i
    .I1 (lUT6_25_I1), //i
    .I2 (lUT6_25_I2), //i
    .I3 (lUT6_25_I3), //i
    .I4 (lUT6_25_I4), //i
    .I5 (lUT6_25_I5), //i
    .O  (lUT6_25_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_25 (
    .I0 (lUT3_25_I0), //i
    .I1 (lUT3_25_I1), //i
    .I2 (lUT3_25_I2), //i
    .O  (lUT3_25_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_26 (
    .I0 (lUT6_26_I0), //i
    .I1 (lUT6_26_I1), //i
    .I2 (lUT6_26_I2), //i
    .I3 (lUT6_26_I3), //i
    .I4 (lUT6_26_I4), //i
    .I5 (lUT6_26_I5), //i
    .O  (lUT6_26_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_26 (
    .I0 (lUT3_26_I0), //i
    .I1 (lUT3_26_I1), //i
    .I2 (lUT3_26_I2), //i
    .O  (lUT3_26_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_27 (
    .I0 (lUT6_27_I0), //i
    .I1 (lUT6_27_I1), //i
    .I2 (lUT6_27_I2), //i
    .I3 (lUT6_27_I3), //i
    .I4 (lUT6_27_I4), //i
    .I5 (lUT6_27_I5), //i
    .O  (lUT6_27_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_27 (
    .I0 (lUT3_27_I0), //i
    .I1 (lUT3_27_I1), //i
    .I2 (lUT3_27_I2), //i
    .O  (lUT3_27_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_28 (
    .I0 (lUT6_28_I0), //i
    .I1 (lUT6_28_I1), //i
    .I2 (lUT6_28_I2), //i
    .I3 (lUT6_28_I3), //i
    .I4 (lUT6_28_I4), //i
    .I5 (lUT6_28_I5), //i
    .O  (lUT6_28_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_28 (
    .I0 (lUT3_28_I0), //i
    .I1 (lUT3_28_I1), //i
    .I2 (lUT3_28_I2), //i
    .O  (lUT3_28_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_29 (
    .I0 (lUT6_29_I0), //i
    .I1 (lUT6_29_I1), //i
    .I2 (lUT6_29_I2), //i
    .I3 (lUT6_29_I3), //i
    .I4 (lUT6_29_I4), //i
    .I5 (lUT6_29_I5), //i
    .O  (lUT6_29_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_29 (
    .I0 (lUT3_29_I0), //i
    .I1 (lUT3_29_I1), //i
    .I2 (lUT3_29_I2), //i
    .O  (lUT3_29_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_30 (
    .I0 (lUT6_30_I0), //i
    .I1 (lUT6_30_I1), //i
    .I2 (lUT6_30_I2), //i
    .I3 (lUT6_30_I3), //i
    .I4 (lUT6_30_I4), //i
    .I5 (lUT6_30_I5), //i
    .O  (lUT6_30_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_30 (
    .I0 (lUT3_30_I0), //i
    .I1 (lUT3_30_I1), //i
    .I2 (lUT3_30_I2), //i
    .O  (lUT3_30_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_31 (
    .I0 (lUT6_31_I0), //i
    .I1 (lUT6_31_I1), //i
    .I2 (lUT6_31_I2), //i
    .I3 (lUT6_31_I3), //i
    .I4 (lUT6_31_I4), //i
    .I5 (lUT6_31_I5), //i
    .O  (lUT6_31_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_31 (
    .I0 (lUT3_31_I0), //i
    .I1 (lUT3_31_I1), //i
    .I2 (lUT3_31_I2), //i
    .O  (lUT3_31_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_32 (
    .I0 (lUT6_32_I0), //i
    .I1 (lUT6_32_I1), //i
    .I2 (lUT6_32_I2), //i
    .I3 (lUT6_32_I3), //i
    .I4 (lUT6_32_I4), //i
    .I5 (lUT6_32_I5), //i
    .O  (lUT6_32_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_32 (
    .I0 (lUT3_32_I0), //i
    .I1 (lUT3_32_I1), //i
    .I2 (lUT3_32_I2), //i
    .O  (lUT3_32_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_33 (
    .I0 (lUT6_33_I0), //i
    .I1 (lUT6_33_I1), //i
    .I2 (lUT6_33_I2), //i
    .I3 (lUT6_33_I3), //i
    .I4 (lUT6_33_I4), //i
    .I5 (lUT6_33_I5), //i
    .O  (lUT6_33_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_33 (
    .I0 (lUT3_33_I0), //i
    .I1 (lUT3_33_I1), //i
    .I2 (lUT3_33_I2), //i
    .O  (lUT3_33_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_34 (
    .I0 (lUT6_34_I0), //i
    .I1 (lUT6_34_I1), //i
    .I2 (lUT6_34_I2), //i
    .I3 (lUT6_34_I3), //i
    .I4 (lUT6_34_I4), //i
    .I5 (lUT6_34_I5), //i
    .O  (lUT6_34_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_34 (
    .I0 (lUT3_34_I0), //i
    .I1 (lUT3_34_I1), //i
    .I2 (lUT3_34_I2), //i
    .O  (lUT3_34_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_35 (
    .I0 (lUT6_35_I0), //i
    .I1 (lUT6_35_I1), //i
    .I2 (lUT6_35_I2), //i
    .I3 (lUT6_35_I3), //i
    .I4 (lUT6_35_I4), //i
    .I5 (lUT6_35_I5), //i
    .O  (lUT6_35_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_35 (
    .I0 (lUT3_35_I0), //i
    .I1 (lUT3_35_I1), //i
    .I2 (lUT3_35_I2), //i
    .O  (lUT3_35_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_36 (
    .I0 (lUT6_36_I0), //i
    .I1 (lUT6_36_I1), //i
    .I2 (lUT6_36_I2), //i
    .I3 (lUT6_36_I3), //i
    .I4 (lUT6_36_I4), //i
    .I5 (lUT6_36_I5), //i
    .O  (lUT6_36_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_36 (
    .I0 (lUT3_36_I0), //i
    .I1 (lUT3_36_I1), //i
    .I2 (lUT3_36_I2), //i
    .O  (lUT3_36_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_37 (
    .I0 (lUT6_37_I0), //i
    .I1 (lUT6_37_I1), //i
    .I2 (lUT6_37_I2), //i
    .I3 (lUT6_37_I3), //i
    .I4 (lUT6_37_I4), //i
    .I5 (lUT6_37_I5), //i
    .O  (lUT6_37_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_37 (
    .I0 (lUT3_37_I0), //i
    .I1 (lUT3_37_I1), //i
    .I2 (lUT3_37_I2), //i
    .O  (lUT3_37_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_38 (
    .I0 (lUT6_38_I0), //i
    .I1 (lUT6_38_I1), //i
    .I2 (lUT6_38_I2), //i
    .I3 (lUT6_38_I3), //i
    .I4 (lUT6_38_I4), //i
    .I5 (lUT6_38_I5), //i
    .O  (lUT6_38_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_38 (
    .I0 (lUT3_38_I0), //i
    .I1 (lUT3_38_I1), //i
    .I2 (lUT3_38_I2), //i
    .O  (lUT3_38_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_39 (
    .I0 (lUT6_39_I0), //i
    .I1 (lUT6_39_I1), //i
    .I2 (lUT6_39_I2), //i
    .I3 (lUT6_39_I3), //i
    .I4 (lUT6_39_I4), //i
    .I5 (lUT6_39_I5), //i
    .O  (lUT6_39_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_39 (
    .I0 (lUT3_39_I0), //i
    .I1 (lUT3_39_I1), //i
    .I2 (lUT3_39_I2), //i
    .O  (lUT3_39_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_40 (
    .I0 (lUT6_40_I0), //i
    .I1 (lUT6_40_I1), //i
    .I2 (lUT6_40_I2), //i
    .I3 (lUT6_40_I3), //i
    .I4 (lUT6_40_I4), //i
    .I5 (lUT6_40_I5), //i
    .O  (lUT6_40_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_40 (
    .I0 (lUT3_40_I0), //i
    .I1 (lUT3_40_I1), //i
    .I2 (lUT3_40_I2), //i
    .O  (lUT3_40_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_41 (
    .I0 (lUT6_41_I0), //i
    .I1 (lUT6_41_I1), //i
    .I2 (lUT6_41_I2), //i
    .I3 (lUT6_41_I3), //i
    .I4 (lUT6_41_I4), //i
    .I5 (lUT6_41_I5), //i
    .O  (lUT6_41_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_41 (
    .I0 (lUT3_41_I0), //i
    .I1 (lUT3_41_I1), //i
    .I2 (lUT3_41_I2), //i
    .O  (lUT3_41_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_42 (
    .I0 (lUT6_42_I0), //i
    .I1 (lUT6_42_I1), //i
    .I2 (lUT6_42_I2), //i
    .I3 (lUT6_42_I3), //i
    .I4 (lUT6_42_I4), //i
    .I5 (lUT6_42_I5), //i
    .O  (lUT6_42_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_42 (
    .I0 (lUT3_42_I0), //i
    .I1 (lUT3_42_I1), //i
    .I2 (lUT3_42_I2), //i
    .O  (lUT3_42_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_43 (
    .I0 (lUT6_43_I0), //i
    .I1 (lUT6_43_I1), //i
    .I2 (lUT6_43_I2), //i
    .I3 (lUT6_43_I3), //i
    .I4 (lUT6_43_I4), //i
    .I5 (lUT6_43_I5), //i
    .O  (lUT6_43_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_43 (
    .I0 (lUT3_43_I0), //i
    .I1 (lUT3_43_I1), //i
    .I2 (lUT3_43_I2), //i
    .O  (lUT3_43_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_44 (
    .I0 (lUT6_44_I0), //i
    .I1 (lUT6_44_I1), //i
    .I2 (lUT6_44_I2), //i
    .I3 (lUT6_44_I3), //i
    .I4 (lUT6_44_I4), //i
    .I5 (lUT6_44_I5), //i
    .O  (lUT6_44_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_44 (
    .I0 (lUT3_44_I0), //i
    .I1 (lUT3_44_I1), //i
    .I2 (lUT3_44_I2), //i
    .O  (lUT3_44_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_45 (
    .I0 (lUT6_45_I0), //i
    .I1 (lUT6_45_I1), //i
    .I2 (lUT6_45_I2), //i
    .I3 (lUT6_45_I3), //i
    .I4 (lUT6_45_I4), //i
    .I5 (lUT6_45_I5), //i
    .O  (lUT6_45_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_45 (
    .I0 (lUT3_45_I0), //i
    .I1 (lUT3_45_I1), //i
    .I2 (lUT3_45_I2), //i
    .O  (lUT3_45_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_46 (
    .I0 (lUT6_46_I0), //i
    .I1 (lUT6_46_I1), //i
    .I2 (lUT6_46_I2), //i
    .I3 (lUT6_46_I3), //i
    .I4 (lUT6_46_I4), //i
    .I5 (lUT6_46_I5), //i
    .O  (lUT6_46_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_46 (
    .I0 (lUT3_46_I0), //i
    .I1 (lUT3_46_I1), //i
    .I2 (lUT3_46_I2), //i
    .O  (lUT3_46_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_47 (
    .I0 (lUT6_47_I0), //i
    .I1 (lUT6_47_I1), //i
    .I2 (lUT6_47_I2), //i
    .I3 (lUT6_47_I3), //i
    .I4 (lUT6_47_I4), //i
    .I5 (lUT6_47_I5), //i
    .O  (lUT6_47_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_47 (
    .I0 (lUT3_47_I0), //i
    .I1 (lUT3_47_I1), //i
    .I2 (lUT3_47_I2), //i
    .O  (lUT3_47_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_48 (
    .I0 (lUT6_48_I0), //i
    .I1 (lUT6_48_I1), //i
    .I2 (lUT6_48_I2), //i
    .I3 (lUT6_48_I3), //i
    .I4 (lUT6_48_I4), //i
    .I5 (lUT6_48_I5), //i
    .O  (lUT6_48_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_48 (
    .I0 (lUT3_48_I0), //i
    .I1 (lUT3_48_I1), //i
    .I2 (lUT3_48_I2), //i
    .O  (lUT3_48_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_49 (
    .I0 (lUT6_49_I0), //i
    .I1 (lUT6_49_I1), //i
    .I2 (lUT6_49_I2), //i
    .I3 (lUT6_49_I3), //i
    .I4 (lUT6_49_I4), //i
    .I5 (lUT6_49_I5), //i
    .O  (lUT6_49_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_49 (
    .I0 (lUT3_49_I0), //i
    .I1 (lUT3_49_I1), //i
    .I2 (lUT3_49_I2), //i
    .O  (lUT3_49_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_50 (
    .I0 (lUT6_50_I0), //i
    .I1 (lUT6_50_I1), //i
    .I2 (lUT6_50_I2), //i
    .I3 (lUT6_50_I3), //i
    .I4 (lUT6_50_I4), //i
    .I5 (lUT6_50_I5), //i
    .O  (lUT6_50_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_50 (
    .I0 (lUT3_50_I0), //i
    .I1 (lUT3_50_I1), //i
    .I2 (lUT3_50_I2), //i
    .O  (lUT3_50_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_51 (
    .I0 (lUT6_51_I0), //i
    .I1 (lUT6_51_I1), //i
    .I2 (lUT6_51_I2), //i
    .I3 (lUT6_51_I3), //i
    .I4 (lUT6_51_I4), //i
    .I5 (lUT6_51_I5), //i
    .O  (lUT6_51_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_51 (
    .I0 (lUT3_51_I0), //i
    .I1 (lUT3_51_I1), //i
    .I2 (lUT3_51_I2), //i
    .O  (lUT3_51_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_52 (
    .I0 (lUT6_52_I0), //i
    .I1 (lUT6_52_I1), //i
    .I2 (lUT6_52_I2), //i
    .I3 (lUT6_52_I3), //i
    .I4 (lUT6_52_I4), //i
    .I5 (lUT6_52_I5), //i
    .O  (lUT6_52_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_52 (
    .I0 (lUT3_52_I0), //i
    .I1 (lUT3_52_I1), //i
    .I2 (lUT3_52_I2), //i
    .O  (lUT3_52_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_53 (
    .I0 (lUT6_53_I0), //i
    .I1 (lUT6_53_I1), //i
    .I2 (lUT6_53_I2), //i
    .I3 (lUT6_53_I3), //i
    .I4 (lUT6_53_I4), //i
    .I5 (lUT6_53_I5), //i
    .O  (lUT6_53_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_53 (
    .I0 (lUT3_53_I0), //i
    .I1 (lUT3_53_I1), //i
    .I2 (lUT3_53_I2), //i
    .O  (lUT3_53_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_54 (
    .I0 (lUT6_54_I0), //i
    .I1 (lUT6_54_I1), //i
    .I2 (lUT6_54_I2), //i
    .I3 (lUT6_54_I3), //i
    .I4 (lUT6_54_I4), //i
    .I5 (lUT6_54_I5), //i
    .O  (lUT6_54_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_54 (
    .I0 (lUT3_54_I0), //i
    .I1 (lUT3_54_I1), //i
    .I2 (lUT3_54_I2), //i
    .O  (lUT3_54_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_55 (
    .I0 (lUT6_55_I0), //i
    .I1 (lUT6_55_I1), //i
    .I2 (lUT6_55_I2), //i
    .I3 (lUT6_55_I3), //i
    .I4 (lUT6_55_I4), //i
    .I5 (lUT6_55_I5), //i
    .O  (lUT6_55_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_55 (
    .I0 (lUT3_55_I0), //i
    .I1 (lUT3_55_I1), //i
    .I2 (lUT3_55_I2), //i
    .O  (lUT3_55_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_56 (
    .I0 (lUT6_56_I0), //i
    .I1 (lUT6_56_I1), //i
    .I2 (lUT6_56_I2), //i
    .I3 (lUT6_56_I3), //i
    .I4 (lUT6_56_I4), //i
    .I5 (lUT6_56_I5), //i
    .O  (lUT6_56_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_56 (
    .I0 (lUT3_56_I0), //i
    .I1 (lUT3_56_I1), //i
    .I2 (lUT3_56_I2), //i
    .O  (lUT3_56_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_57 (
    .I0 (lUT6_57_I0), //i
    .I1 (lUT6_57_I1), //i
    .I2 (lUT6_57_I2), //i
    .I3 (lUT6_57_I3), //i
    .I4 (lUT6_57_I4), //i
    .I5 (lUT6_57_I5), //i
    .O  (lUT6_57_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_57 (
    .I0 (lUT3_57_I0), //i
    .I1 (lUT3_57_I1), //i
    .I2 (lUT3_57_I2), //i
    .O  (lUT3_57_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_58 (
    .I0 (lUT6_58_I0), //i
    .I1 (lUT6_58_I1), //i
    .I2 (lUT6_58_I2), //i
    .I3 (lUT6_58_I3), //i
    .I4 (lUT6_58_I4), //i
    .I5 (lUT6_58_I5), //i
    .O  (lUT6_58_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_58 (
    .I0 (lUT3_58_I0), //i
    .I1 (lUT3_58_I1), //i
    .I2 (lUT3_58_I2), //i
    .O  (lUT3_58_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_59 (
    .I0 (lUT6_59_I0), //i
    .I1 (lUT6_59_I1), //i
    .I2 (lUT6_59_I2), //i
    .I3 (lUT6_59_I3), //i
    .I4 (lUT6_59_I4), //i
    .I5 (lUT6_59_I5), //i
    .O  (lUT6_59_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_59 (
    .I0 (lUT3_59_I0), //i
    .I1 (lUT3_59_I1), //i
    .I2 (lUT3_59_I2), //i
    .O  (lUT3_59_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_60 (
    .I0 (lUT6_60_I0), //i
    .I1 (lUT6_60_I1), //i
    .I2 (lUT6_60_I2), //i
    .I3 (lUT6_60_I3), //i
    .I4 (lUT6_60_I4), //i
    .I5 (lUT6_60_I5), //i
    .O  (lUT6_60_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_60 (
    .I0 (lUT3_60_I0), //i
    .I1 (lUT3_60_I1), //i
    .I2 (lUT3_60_I2), //i
    .O  (lUT3_60_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_61 (
    .I0 (lUT6_61_I0), //i
    .I1 (lUT6_61_I1), //i
    .I2 (lUT6_61_I2), //i
    .I3 (lUT6_61_I3), //i
    .I4 (lUT6_61_I4), //i
    .I5 (lUT6_61_I5), //i
    .O  (lUT6_61_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_61 (
    .I0 (lUT3_61_I0), //i
    .I1 (lUT3_61_I1), //i
    .I2 (lUT3_61_I2), //i
    .O  (lUT3_61_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_62 (
    .I0 (lUT6_62_I0), //i
    .I1 (lUT6_62_I1), //i
    .I2 (lUT6_62_I2), //i
    .I3 (lUT6_62_I3), //i
    .I4 (lUT6_62_I4), //i
    .I5 (lUT6_62_I5), //i
    .O  (lUT6_62_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_62 (
    .I0 (lUT3_62_I0), //i
    .I1 (lUT3_62_I1), //i
    .I2 (lUT3_62_I2), //i
    .O  (lUT3_62_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_63 (
    .I0 (lUT6_63_I0), //i
    .I1 (lUT6_63_I1), //i
    .I2 (lUT6_63_I2), //i
    .I3 (lUT6_63_I3), //i
    .I4 (lUT6_63_I4), //i
    .I5 (lUT6_63_I5), //i
    .O  (lUT6_63_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_63 (
    .I0 (lUT3_63_I0), //i
    .I1 (lUT3_63_I1), //i
    .I2 (lUT3_63_I2), //i
    .O  (lUT3_63_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_64 (
    .I0 (lUT6_64_I0), //i
    .I1 (lUT6_64_I1), //i
    .I2 (lUT6_64_I2), //i
    .I3 (lUT6_64_I3), //i
    .I4 (lUT6_64_I4), //i
    .I5 (lUT6_64_I5), //i
    .O  (lUT6_64_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_64 (
    .I0 (lUT3_64_I0), //i
    .I1 (lUT3_64_I1), //i
    .I2 (lUT3_64_I2), //i
    .O  (lUT3_64_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_65 (
    .I0 (lUT6_65_I0), //i
    .I1 (lUT6_65_I1), //i
    .I2 (lUT6_65_I2), //i
    .I3 (lUT6_65_I3), //i
    .I4 (lUT6_65_I4), //i
    .I5 (lUT6_65_I5), //i
    .O  (lUT6_65_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_65 (
    .I0 (lUT3_65_I0), //i
    .I1 (lUT3_65_I1), //i
    .I2 (lUT3_65_I2), //i
    .O  (lUT3_65_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_66 (
    .I0 (lUT6_66_I0), //i
    .I1 (lUT6_66_I1), //i
    .I2 (lUT6_66_I2), //i
    .I3 (lUT6_66_I3), //i
    .I4 (lUT6_66_I4), //i
    .I5 (lUT6_66_I5), //i
    .O  (lUT6_66_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_66 (
    .I0 (lUT3_66_I0), //i
    .I1 (lUT3_66_I1), //i
    .I2 (lUT3_66_I2), //i
    .O  (lUT3_66_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_67 (
    .I0 (lUT6_67_I0), //i
    .I1 (lUT6_67_I1), //i
    .I2 (lUT6_67_I2), //i
    .I3 (lUT6_67_I3), //i
    .I4 (lUT6_67_I4), //i
    .I5 (lUT6_67_I5), //i
    .O  (lUT6_67_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_67 (
    .I0 (lUT3_67_I0), //i
    .I1 (lUT3_67_I1), //i
    .I2 (lUT3_67_I2), //i
    .O  (lUT3_67_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_68 (
    .I0 (lUT6_68_I0), //i
    .I1 (lUT6_68_I1), //i
    .I2 (lUT6_68_I2), //i
    .I3 (lUT6_68_I3), //i
    .I4 (lUT6_68_I4), //i
    .I5 (lUT6_68_I5), //i
    .O  (lUT6_68_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_68 (
    .I0 (lUT3_68_I0), //i
    .I1 (lUT3_68_I1), //i
    .I2 (lUT3_68_I2), //i
    .O  (lUT3_68_O )  //o
  );
  LUT6 #(
    .INIT (64'h6969699669969696)
  ) lUT6_69 (
    .I0 (lUT6_69_I0), //i
    .I1 (lUT6_69_I1), //i
    .I2 (lUT6_69_I2), //i
    .I3 (lUT6_69_I3), //i
    .I4 (lUT6_69_I4), //i
    .I5 (lUT6_69_I5), //i
    .O  (lUT6_69_O )  //o
  );
  LUT3 #(
    .INIT (8'h96)
  ) lUT3_69 (
    .I0 (lUT3_69_I0), //i
    .I1 (lUT3_69_I1), //i
    .I2 (lUT3_69_I2), //i
    .O  (lUT3_69_O )  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_1 (
    .CI     (io_cin          ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_1_DI[7:0]), //i
    .S      (cARRY8_1_S[7:0] ), //i
    .O      (cARRY8_1_O[7:0] ), //o
    .CO     (cARRY8_1_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_2 (
    .CI     (cARRY8_2_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_2_DI[7:0]), //i
    .S      (cARRY8_2_S[7:0] ), //i
    .O      (cARRY8_2_O[7:0] ), //o
    .CO     (cARRY8_2_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_3 (
    .CI     (cARRY8_3_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_3_DI[7:0]), //i
    .S      (cARRY8_3_S[7:0] ), //i
    .O      (cARRY8_3_O[7:0] ), //o
    .CO     (cARRY8_3_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_4 (
    .CI     (cARRY8_4_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_4_DI[7:0]), //i
    .S      (cARRY8_4_S[7:0] ), //i
    .O      (cARRY8_4_O[7:0] ), //o
    .CO     (cARRY8_4_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_5 (
    .CI     (cARRY8_5_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_5_DI[7:0]), //i
    .S      (cARRY8_5_S[7:0] ), //i
    .O      (cARRY8_5_O[7:0] ), //o
    .CO     (cARRY8_5_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_6 (
    .CI     (cARRY8_6_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_6_DI[7:0]), //i
    .S      (cARRY8_6_S[7:0] ), //i
    .O      (cARRY8_6_O[7:0] ), //o
    .CO     (cARRY8_6_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_7 (
    .CI     (cARRY8_7_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_7_DI[7:0]), //i
    .S      (cARRY8_7_S[7:0] ), //i
    .O      (cARRY8_7_O[7:0] ), //o
    .CO     (cARRY8_7_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_8 (
    .CI     (cARRY8_8_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_8_DI[7:0]), //i
    .S      (cARRY8_8_S[7:0] ), //i
    .O      (cARRY8_8_O[7:0] ), //o
    .CO     (cARRY8_8_CO[7:0])  //o
  );
  CARRY8 #(
    .CARRY_TYPE ("SINGLE_CY8")
  ) cARRY8_9 (
    .CI     (cARRY8_9_CI     ), //i
    .CI_TOP (1'b0            ), //i
    .DI     (cARRY8_9_DI[7:0]), //i
    .S      (cARRY8_9_S[7:0] ), //i
    .O      (cARRY8_9_O[7:0] ), //o
    .CO     (cARRY8_9_CO[7:0])  //o
  );
  assign lUT6_1_I0 = io_a[0];
  assign lUT6_1_I1 = io_b[0];
  assign lUT6_1_I2 = io_c[0];
  always @(*) begin
    _zz_S[0] = lUT6_1_O;
    _zz_S[1] = lUT6_2_O;
    _zz_S[2] = lUT6_3_O;
    _zz_S[3] = lUT6_4_O;
    _zz_S[4] = lUT6_5_O;
    _zz_S[5] = lUT6_6_O;
    _zz_S[6] = lUT6_7_O;
    _zz_S[7] = lUT6_8_O;
    _zz_S[8] = lUT6_9_O;
    _zz_S[9] = lUT6_10_O;
    _zz_S[10] = lUT6_11_O;
    _zz_S[11] = lUT6_12_O;
    _zz_S[12] = lUT6_13_O;
    _zz_S[13] = lUT6_14_O;
    _zz_S[14] = lUT6_15_O;
    _zz_S[15] = lUT6_16_O;
    _zz_S[16] = lUT6_17_O;
    _zz_S[17] = lUT6_18_O;
    _zz_S[18] = lUT6_19_O;
    _zz_S[19] = lUT6_20_O;
    _zz_S[20] = lUT6_21_O;
    _zz_S[21] = lUT6_22_O;
    _zz_S[22] = lUT6_23_O;
    _zz_S[23] = lUT6_24_O;
    _zz_S[24] = lUT6_25_O;
    _zz_S[25] = lUT6_26_O;
    _zz_S[26] = lUT6_27_O;
    _zz_S[27] = lUT6_28_O;
    _zz_S[28] = lUT6_29_O;
    _zz_S[29] = lUT6_30_O;
    _zz_S[30] = lUT6_31_O;
    _zz_S[31] = lUT6_32_O;
    _zz_S[32] = lUT6_33_O;
    _zz_S[33] = lUT6_34_O;
    _zz_S[34] = lUT6_35_O;
    _zz_S[35] = lUT6_36_O;
    _zz_S[36] = lUT6_37_O;
    _zz_S[37] = lUT6_38_O;
    _zz_S[38] = lUT6_39_O;
    _zz_S[39] = lUT6_40_O;
    _zz_S[40] = lUT6_41_O;
    _zz_S[41] = lUT6_42_O;
    _zz_S[42] = lUT6_43_O;
    _zz_S[43] = lUT6_44_O;
    _zz_S[44] = lUT6_45_O;
    _zz_S[45] = lUT6_46_O;
    _zz_S[46] = lUT6_47_O;
    _zz_S[47] = lUT6_48_O;
    _zz_S[48] = lUT6_49_O;
    _zz_S[49] = lUT6_50_O;
    _zz_S[50] = lUT6_51_O;
    _zz_S[51] = lUT6_52_O;
    _zz_S[52] = lUT6_53_O;
    _zz_S[53] = lUT6_54_O;
    _zz_S[54] = lUT6_55_O;
    _zz_S[55] = lUT6_56_O;
    _zz_S[56] = lUT6_57_O;
    _zz_S[57] = lUT6_58_O;
    _zz_S[58] = lUT6_59_O;
    _zz_S[59] = lUT6_60_O;
    _zz_S[60] = lUT6_61_O;
    _zz_S[61] = lUT6_62_O;
    _zz_S[62] = lUT6_63_O;
    _zz_S[63] = lUT6_64_O;
    _zz_S[64] = lUT6_65_O;
    _zz_S[65] = lUT6_66_O;
    _zz_S[66] = lUT6_67_O;
    _zz_S[67] = lUT6_68_O;
    _zz_S[68] = lUT6_69_O;
  end

  assign lUT3_1_I0 = io_a[0];
  assign lUT3_1_I1 = io_b[0];
  assign lUT3_1_I2 = io_c[0];
  always @(*) begin
    _zz_DI[0] = lUT3_1_O;
    _zz_DI[1] = lUT3_2_O;
    _zz_DI[2] = lUT3_3_O;
    _zz_DI[3] = lUT3_4_O;
    _zz_DI[4] = lUT3_5_O;
    _zz_DI[5] = lUT3_6_O;
    _zz_DI[6] = lUT3_7_O;
    _zz_DI[7] = lUT3_8_O;
    _zz_DI[8] = lUT3_9_O;
    _zz_DI[9] = lUT3_10_O;
    _zz_DI[10] = lUT3_11_O;
    _zz_DI[11] = lUT3_12_O;
    _zz_DI[12] = lUT3_13_O;
    _zz_DI[13] = lUT3_14_O;
    _zz_DI[14] = lUT3_15_O;
    _zz_DI[15] = lUT3_16_O;
    _zz_DI[16] = lUT3_17_O;
    _zz_DI[17] = lUT3_18_O;
    _zz_DI[18] = lUT3_19_O;
    _zz_DI[19] = lUT3_20_O;
    _zz_DI[20] = lUT3_21_O;
    _zz_DI[21] = lUT3_22_O;
    _zz_DI[22] = lUT3_23_O;
    _zz_DI[23] = lUT3_24_O;
    _zz_DI[24] = lUT3_25_O;
    _zz_DI[25] = lUT3_26_O;
    _zz_DI[26] = lUT3_27_O;
    _zz_DI[27] = lUT3_28_O;
    _zz_DI[28] = lUT3_29_O;
    _zz_DI[29] = lUT3_30_O;
    _zz_DI[30] = lUT3_31_O;
    _zz_DI[31] = lUT3_32_O;
    _zz_DI[32] = lUT3_33_O;
    _zz_DI[33] = lUT3_34_O;
    _zz_DI[34] = lUT3_35_O;
    _zz_DI[35] = lUT3_36_O;
    _zz_DI[36] = lUT3_37_O;
    _zz_DI[37] = lUT3_38_O;
    _zz_DI[38] = lUT3_39_O;
    _zz_DI[39] = lUT3_40_O;
    _zz_DI[40] = lUT3_41_O;
    _zz_DI[41] = lUT3_42_O;
    _zz_DI[42] = lUT3_43_O;
    _zz_DI[43] = lUT3_44_O;
    _zz_DI[44] = lUT3_45_O;
    _zz_DI[45] = lUT3_46_O;
    _zz_DI[46] = lUT3_47_O;
    _zz_DI[47] = lUT3_48_O;
    _zz_DI[48] = lUT3_49_O;
    _zz_DI[49] = lUT3_50_O;
    _zz_DI[50] = lUT3_51_O;
    _zz_DI[51] = lUT3_52_O;
    _zz_DI[52] = lUT3_53_O;
    _zz_DI[53] = lUT3_54_O;
    _zz_DI[54] = lUT3_55_O;
    _zz_DI[55] = lUT3_56_O;
    _zz_DI[56] = lUT3_57_O;
    _zz_DI[57] = lUT3_58_O;
    _zz_DI[58] = lUT3_59_O;
    _zz_DI[59] = lUT3_60_O;
    _zz_DI[60] = lUT3_61_O;
    _zz_DI[61] = lUT3_62_O;
    _zz_DI[62] = lUT3_63_O;
    _zz_DI[63] = lUT3_64_O;
    _zz_DI[64] = lUT3_65_O;
    _zz_DI[65] = lUT3_66_O;
    _zz_DI[66] = lUT3_67_O;
    _zz_DI[67] = lUT3_68_O;
    _zz_DI[68] = lUT3_69_O;
  end

  assign lUT6_2_I0 = io_a[1];
  assign lUT6_2_I1 = io_b[1];
  assign lUT6_2_I2 = io_c[1];
  assign lUT6_2_I3 = io_a[0];
  assign lUT6_2_I4 = io_b[0];
  assign lUT6_2_I5 = io_c[0];
  assign lUT3_2_I0 = io_a[1];
  assign lUT3_2_I1 = io_b[1];
  assign lUT3_2_I2 = io_c[1];
  assign lUT6_3_I0 = io_a[2];
  assign lUT6_3_I1 = io_b[2];
  assign lUT6_3_I2 = io_c[2];
  assign lUT6_3_I3 = io_a[1];
  assign lUT6_3_I4 = io_b[1];
  assign lUT6_3_I5 = io_c[1];
  assign lUT3_3_I0 = io_a[2];
  assign lUT3_3_I1 = io_b[2];
  assign lUT3_3_I2 = io_c[2];
  assign lUT6_4_I0 = io_a[3];
  assign lUT6_4_I1 = io_b[3];
  assign lUT6_4_I2 = io_c[3];
  assign lUT6_4_I3 = io_a[2];
  assign lUT6_4_I4 = io_b[2];
  assign lUT6_4_I5 = io_c[2];
  assign lUT3_4_I0 = io_a[3];
  assign lUT3_4_I1 = io_b[3];
  assign lUT3_4_I2 = io_c[3];
  assign lUT6_5_I0 = io_a[4];
  assign lUT6_5_I1 = io_b[4];
  assign lUT6_5_I2 = io_c[4];
  assign lUT6_5_I3 = io_a[3];
  assign lUT6_5_I4 = io_b[3];
  assign lUT6_5_I5 = io_c[3];
  assign lUT3_5_I0 = io_a[4];
  assign lUT3_5_I1 = io_b[4];
  assign lUT3_5_I2 = io_c[4];
  assign lUT6_6_I0 = io_a[5];
  assign lUT6_6_I1 = io_b[5];
  assign lUT6_6_I2 = io_c[5];
  assign lUT6_6_I3 = io_a[4];
  assign lUT6_6_I4 = io_b[4];
  assign lUT6_6_I5 = io_c[4];
  assign lUT3_6_I0 = io_a[5];
  assign lUT3_6_I1 = io_b[5];
  assign lUT3_6_I2 = io_c[5];
  assign lUT6_7_I0 = io_a[6];
  assign lUT6_7_I1 = io_b[6];
  assign lUT6_7_I2 = io_c[6];
  assign lUT6_7_I3 = io_a[5];
  assign lUT6_7_I4 = io_b[5];
  assign lUT6_7_I5 = io_c[5];
  assign lUT3_7_I0 = io_a[6];
  assign lUT3_7_I1 = io_b[6];
  assign lUT3_7_I2 = io_c[6];
  assign lUT6_8_I0 = io_a[7];
  assign lUT6_8_I1 = io_b[7];
  assign lUT6_8_I2 = io_c[7];
  assign lUT6_8_I3 = io_a[6];
  assign lUT6_8_I4 = io_b[6];
  assign lUT6_8_I5 = io_c[6];
  assign lUT3_8_I0 = io_a[7];
  assign lUT3_8_I1 = io_b[7];
  assign lUT3_8_I2 = io_c[7];
  assign lUT6_9_I0 = io_a[8];
  assign lUT6_9_I1 = io_b[8];
  assign lUT6_9_I2 = io_c[8];
  assign lUT6_9_I3 = io_a[7];
  assign lUT6_9_I4 = io_b[7];
  assign lUT6_9_I5 = io_c[7];
  assign lUT3_9_I0 = io_a[8];
  assign lUT3_9_I1 = io_b[8];
  assign lUT3_9_I2 = io_c[8];
  assign lUT6_10_I0 = io_a[9];
  assign lUT6_10_I1 = io_b[9];
  assign lUT6_10_I2 = io_c[9];
  assign lUT6_10_I3 = io_a[8];
  assign lUT6_10_I4 = io_b[8];
  assign lUT6_10_I5 = io_c[8];
  assign lUT3_10_I0 = io_a[9];
  assign lUT3_10_I1 = io_b[9];
  assign lUT3_10_I2 = io_c[9];
  assign lUT6_11_I0 = io_a[10];
  assign lUT6_11_I1 = io_b[10];
  assign lUT6_11_I2 = io_c[10];
  assign lUT6_11_I3 = io_a[9];
  assign lUT6_11_I4 = io_b[9];
  assign lUT6_11_I5 = io_c[9];
  assign lUT3_11_I0 = io_a[10];
  assign lUT3_11_I1 = io_b[10];
  assign lUT3_11_I2 = io_c[10];
  assign lUT6_12_I0 = io_a[11];
  assign lUT6_12_I1 = io_b[11];
  assign lUT6_12_I2 = io_c[11];
  assign lUT6_12_I3 = io_a[10];
  assign lUT6_12_I4 = io_b[10];
  assign lUT6_12_I5 = io_c[10];
  assign lUT3_12_I0 = io_a[11];
  assign lUT3_12_I1 = io_b[11];
  assign lUT3_12_I2 = io_c[11];
  assign lUT6_13_I0 = io_a[12];
  assign lUT6_13_I1 = io_b[12];
  assign lUT6_13_I2 = io_c[12];
  assign lUT6_13_I3 = io_a[11];
  assign lUT6_13_I4 = io_b[11];
  assign lUT6_13_I5 = io_c[11];
  assign lUT3_13_I0 = io_a[12];
  assign lUT3_13_I1 = io_b[12];
  assign lUT3_13_I2 = io_c[12];
  assign lUT6_14_I0 = io_a[13];
  assign lUT6_14_I1 = io_b[13];
  assign lUT6_14_I2 = io_c[13];
  assign lUT6_14_I3 = io_a[12];
  assign lUT6_14_I4 = io_b[12];
  assign lUT6_14_I5 = io_c[12];
  assign lUT3_14_I0 = io_a[13];
  assign lUT3_14_I1 = io_b[13];
  assign lUT3_14_I2 = io_c[13];
  assign lUT6_15_I0 = io_a[14];
  assign lUT6_15_I1 = io_b[14];
  assign lUT6_15_I2 = io_c[14];
  assign lUT6_15_I3 = io_a[13];
  assign lUT6_15_I4 = io_b[13];
  assign lUT6_15_I5 = io_c[13];
  assign lUT3_15_I0 = io_a[14];
  assign lUT3_15_I1 = io_b[14];
  assign lUT3_15_I2 = io_c[14];
  assign lUT6_16_I0 = io_a[15];
  assign lUT6_16_I1 = io_b[15];
  assign lUT6_16_I2 = io_c[15];
  assign lUT6_16_I3 = io_a[14];
  assign lUT6_16_I4 = io_b[14];
  assign lUT6_16_I5 = io_c[14];
  assign lUT3_16_I0 = io_a[15];
  assign lUT3_16_I1 = io_b[15];
  assign lUT3_16_I2 = io_c[15];
  assign lUT6_17_I0 = io_a[16];
  assign lUT6_17_I1 = io_b[16];
  assign lUT6_17_I2 = io_c[16];
  assign lUT6_17_I3 = io_a[15];
  assign lUT6_17_I4 = io_b[15];
  assign lUT6_17_I5 = io_c[15];
  assign lUT3_17_I0 = io_a[16];
  assign lUT3_17_I1 = io_b[16];
  assign lUT3_17_I2 = io_c[16];
  assign lUT6_18_I0 = io_a[17];
  assign lUT6_18_I1 = io_b[17];
  assign lUT6_18_I2 = io_c[17];
  assign lUT6_18_I3 = io_a[16];
  assign lUT6_18_I4 = io_b[16];
  assign lUT6_18_I5 = io_c[16];
  assign lUT3_18_I0 = io_a[17];
  assign lUT3_18_I1 = io_b[17];
  assign lUT3_18_I2 = io_c[17];
  assign lUT6_19_I0 = io_a[18];
  assign lUT6_19_I1 = io_b[18];
  assign lUT6_19_I2 = io_c[18];
  assign lUT6_19_I3 = io_a[17];
  assign lUT6_19_I4 = io_b[17];
  assign lUT6_19_I5 = io_c[17];
  assign lUT3_19_I0 = io_a[18];
  assign lUT3_19_I1 = io_b[18];
  assign lUT3_19_I2 = io_c[18];
  assign lUT6_20_I0 = io_a[19];
  assign lUT6_20_I1 = io_b[19];
  assign lUT6_20_I2 = io_c[19];
  assign lUT6_20_I3 = io_a[18];
  assign lUT6_20_I4 = io_b[18];
  assign lUT6_20_I5 = io_c[18];
  assign lUT3_20_I0 = io_a[19];
  assign lUT3_20_I1 = io_b[19];
  assign lUT3_20_I2 = io_c[19];
  assign lUT6_21_I0 = io_a[20];
  assign lUT6_21_I1 = io_b[20];
  assign lUT6_21_I2 = io_c[20];
  assign lUT6_21_I3 = io_a[19];
  assign lUT6_21_I4 = io_b[19];
  assign lUT6_21_I5 = io_c[19];
  assign lUT3_21_I0 = io_a[20];
  assign lUT3_21_I1 = io_b[20];
  assign lUT3_21_I2 = io_c[20];
  assign lUT6_22_I0 = io_a[21];
  assign lUT6_22_I1 = io_b[21];
  assign lUT6_22_I2 = io_c[21];
  assign lUT6_22_I3 = io_a[20];
  assign lUT6_22_I4 = io_b[20];
  assign lUT6_22_I5 = io_c[20];
  assign lUT3_22_I0 = io_a[21];
  assign lUT3_22_I1 = io_b[21];
  assign lUT3_22_I2 = io_c[21];
  assign lUT6_23_I0 = io_a[22];
  assign lUT6_23_I1 = io_b[22];
  assign lUT6_23_I2 = io_c[22];
  assign lUT6_23_I3 = io_a[21];
  assign lUT6_23_I4 = io_b[21];
  assign lUT6_23_I5 = io_c[21];
  assign lUT3_23_I0 = io_a[22];
  assign lUT3_23_I1 = io_b[22];
  assign lUT3_23_I2 = io_c[22];
  assign lUT6_24_I0 = io_a[23];
  assign lUT6_24_I1 = io_b[23];
  assign lUT6_24_I2 = io_c[23];
  assign lUT6_24_I3 = io_a[22];
  assign lUT6_24_I4 = io_b[22];
  assign lUT6_24_I5 = io_c[22];
  assign lUT3_24_I0 = io_a[23];
  assign lUT3_24_I1 = io_b[23];
  assign lUT3_24_I2 = io_c[23];
  assign lUT6_25_I0 = io_a[24];
  assign lUT6_25_I1 = io_b[24];
  assign lUT6_25_I2 = io_c[24];
  assign lUT6_25_I3 = io_a[23];
  assign lUT6_25_I4 = io_b[23];
  assign lUT6_25_I5 = io_c[23];
  assign lUT3_25_I0 = io_a[24];
  assign lUT3_25_I1 = io_b[24];
  assign lUT3_25_I2 = io_c[24];
  assign lUT6_26_I0 = io_a[25];
  assign lUT6_26_I1 = io_b[25];
  assign lUT6_26_I2 = io_c[25];
  assign lUT6_26_I3 = io_a[24];
  assign lUT6_26_I4 = io_b[24];
  assign lUT6_26_I5 = io_c[24];
  assign lUT3_26_I0 = io_a[25];
  assign lUT3_26_I1 = io_b[25];
  assign lUT3_26_I2 = io_c[25];
  assign lUT6_27_I0 = io_a[26];
  assign lUT6_27_I1 = io_b[26];
  assign lUT6_27_I2 = io_c[26];
  assign lUT6_27_I3 = io_a[25];
  assign lUT6_27_I4 = io_b[25];
  assign lUT6_27_I5 = io_c[25];
  assign lUT3_27_I0 = io_a[26];
  assign lUT3_27_I1 = io_b[26];
  assign lUT3_27_I2 = io_c[26];
  assign lUT6_28_I0 = io_a[27];
  assign lUT6_28_I1 = io_b[27];
  assign lUT6_28_I2 = io_c[27];
  assign lUT6_28_I3 = io_a[26];
  assign lUT6_28_I4 = io_b[26];
  assign lUT6_28_I5 = io_c[26];
  assign lUT3_28_I0 = io_a[27];
  assign lUT3_28_I1 = io_b[27];
  assign lUT3_28_I2 = io_c[27];
  assign lUT6_29_I0 = io_a[28];
  assign lUT6_29_I1 = io_b[28];
  assign lUT6_29_I2 = io_c[28];
  assign lUT6_29_I3 = io_a[27];
  assign lUT6_29_I4 = io_b[27];
  assign lUT6_29_I5 = io_c[27];
  assign lUT3_29_I0 = io_a[28];
  assign lUT3_29_I1 = io_b[28];
  assign lUT3_29_I2 = io_c[28];
  assign lUT6_30_I0 = io_a[29];
  assign lUT6_30_I1 = io_b[29];
  assign lUT6_30_I2 = io_c[29];
  assign lUT6_30_I3 = io_a[28];
  assign lUT6_30_I4 = io_b[28];
  assign lUT6_30_I5 = io_c[28];
  assign lUT3_30_I0 = io_a[29];
  assign lUT3_30_I1 = io_b[29];
  assign lUT3_30_I2 = io_c[29];
  assign lUT6_31_I0 = io_a[30];
  assign lUT6_31_I1 = io_b[30];
  assign lUT6_31_I2 = io_c[30];
  assign lUT6_31_I3 = io_a[29];
  assign lUT6_31_I4 = io_b[29];
  assign lUT6_31_I5 = io_c[29];
  assign lUT3_31_I0 = io_a[30];
  assign lUT3_31_I1 = io_b[30];
  assign lUT3_31_I2 = io_c[30];
  assign lUT6_32_I0 = io_a[31];
  assign lUT6_32_I1 = io_b[31];
  assign lUT6_32_I2 = io_c[31];
  assign lUT6_32_I3 = io_a[30];
  assign lUT6_32_I4 = io_b[30];
  assign lUT6_32_I5 = io_c[30];
  assign lUT3_32_I0 = io_a[31];
  assign lUT3_32_I1 = io_b[31];
  assign lUT3_32_I2 = io_c[31];
  assign lUT6_33_I0 = io_a[32];
  assign lUT6_33_I1 = io_b[32];
  assign lUT6_33_I2 = io_c[32];
  assign lUT6_33_I3 = io_a[31];
  assign lUT6_33_I4 = io_b[31];
  assign lUT6_33_I5 = io_c[31];
  assign lUT3_33_I0 = io_a[32];
  assign lUT3_33_I1 = io_b[32];
  assign lUT3_33_I2 = io_c[32];
  assign lUT6_34_I0 = io_a[33];
  assign lUT6_34_I1 = io_b[33];
  assign lUT6_34_I2 = io_c[33];
  assign lUT6_34_I3 = io_a[32];
  assign lUT6_34_I4 = io_b[32];
  assign lUT6_34_I5 = io_c[32];
  assign lUT3_34_I0 = io_a[33];
  assign lUT3_34_I1 = io_b[33];
  assign lUT3_34_I2 = io_c[33];
  assign lUT6_35_I0 = io_a[34];
  assign lUT6_35_I1 = io_b[34];
  assign lUT6_35_I2 = io_c[34];
  assign lUT6_35_I3 = io_a[33];
  assign lUT6_35_I4 = io_b[33];
  assign lUT6_35_I5 = io_c[33];
  assign lUT3_35_I0 = io_a[34];
  assign lUT3_35_I1 = io_b[34];
  assign lUT3_35_I2 = io_c[34];
  assign lUT6_36_I0 = io_a[35];
  assign lUT6_36_I1 = io_b[35];
  assign lUT6_36_I2 = io_c[35];
  assign lUT6_36_I3 = io_a[34];
  assign lUT6_36_I4 = io_b[34];
  assign lUT6_36_I5 = io_c[34];
  assign lUT3_36_I0 = io_a[35];
  assign lUT3_36_I1 = io_b[35];
  assign lUT3_36_I2 = io_c[35];
  assign lUT6_37_I0 = io_a[36];
  assign lUT6_37_I1 = io_b[36];
  assign lUT6_37_I2 = io_c[36];
  assign lUT6_37_I3 = io_a[35];
  assign lUT6_37_I4 = io_b[35];
  assign lUT6_37_I5 = io_c[35];
  assign lUT3_37_I0 = io_a[36];
  assign lUT3_37_I1 = io_b[36];
  assign lUT3_37_I2 = io_c[36];
  assign lUT6_38_I0 = io_a[37];
  assign lUT6_38_I1 = io_b[37];
  assign lUT6_38_I2 = io_c[37];
  assign lUT6_38_I3 = io_a[36];
  assign lUT6_38_I4 = io_b[36];
  assign lUT6_38_I5 = io_c[36];
  assign lUT3_38_I0 = io_a[37];
  assign lUT3_38_I1 = io_b[37];
  assign lUT3_38_I2 = io_c[37];
  assign lUT6_39_I0 = io_a[38];
  assign lUT6_39_I1 = io_b[38];
  assign lUT6_39_I2 = io_c[38];
  assign lUT6_39_I3 = io_a[37];
  assign lUT6_39_I4 = io_b[37];
  assign lUT6_39_I5 = io_c[37];
  assign lUT3_39_I0 = io_a[38];
  assign lUT3_39_I1 = io_b[38];
  assign lUT3_39_I2 = io_c[38];
  assign lUT6_40_I0 = io_a[39];
  assign lUT6_40_I1 = io_b[39];
  assign lUT6_40_I2 = io_c[39];
  assign lUT6_40_I3 = io_a[38];
  assign lUT6_40_I4 = io_b[38];
  assign lUT6_40_I5 = io_c[38];
  assign lUT3_40_I0 = io_a[39];
  assign lUT3_40_I1 = io_b[39];
  assign lUT3_40_I2 = io_c[39];
  assign lUT6_41_I0 = io_a[40];
  assign lUT6_41_I1 = io_b[40];
  assign lUT6_41_I2 = io_c[40];
  assign lUT6_41_I3 = io_a[39];
  assign lUT6_41_I4 = io_b[39];
  assign lUT6_41_I5 = io_c[39];
  assign lUT3_41_I0 = io_a[40];
  assign lUT3_41_I1 = io_b[40];
  assign lUT3_41_I2 = io_c[40];
  assign lUT6_42_I0 = io_a[41];
  assign lUT6_42_I1 = io_b[41];
  assign lUT6_42_I2 = io_c[41];
  assign lUT6_42_I3 = io_a[40];
  assign lUT6_42_I4 = io_b[40];
  assign lUT6_42_I5 = io_c[40];
  assign lUT3_42_I0 = io_a[41];
  assign lUT3_42_I1 = io_b[41];
  assign lUT3_42_I2 = io_c[41];
  assign lUT6_43_I0 = io_a[42];
  assign lUT6_43_I1 = io_b[42];
  assign lUT6_43_I2 = io_c[42];
  assign lUT6_43_I3 = io_a[41];
  assign lUT6_43_I4 = io_b[41];
  assign lUT6_43_I5 = io_c[41];
  assign lUT3_43_I0 = io_a[42];
  assign lUT3_43_I1 = io_b[42];
  assign lUT3_43_I2 = io_c[42];
  assign lUT6_44_I0 = io_a[43];
  assign lUT6_44_I1 = io_b[43];
  assign lUT6_44_I2 = io_c[43];
  assign lUT6_44_I3 = io_a[42];
  assign lUT6_44_I4 = io_b[42];
  assign lUT6_44_I5 = io_c[42];
  assign lUT3_44_I0 = io_a[43];
  assign lUT3_44_I1 = io_b[43];
  assign lUT3_44_I2 = io_c[43];
  assign lUT6_45_I0 = io_a[44];
  assign lUT6_45_I1 = io_b[44];
  assign lUT6_45_I2 = io_c[44];
  assign lUT6_45_I3 = io_a[43];
  assign lUT6_45_I4 = io_b[43];
  assign lUT6_45_I5 = io_c[43];
  assign lUT3_45_I0 = io_a[44];
  assign lUT3_45_I1 = io_b[44];
  assign lUT3_45_I2 = io_c[44];
  assign lUT6_46_I0 = io_a[45];
  assign lUT6_46_I1 = io_b[45];
  assign lUT6_46_I2 = io_c[45];
  assign lUT6_46_I3 = io_a[44];
  assign lUT6_46_I4 = io_b[44];
  assign lUT6_46_I5 = io_c[44];
  assign lUT3_46_I0 = io_a[45];
  assign lUT3_46_I1 = io_b[45];
  assign lUT3_46_I2 = io_c[45];
  assign lUT6_47_I0 = io_a[46];
  assign lUT6_47_I1 = io_b[46];
  assign lUT6_47_I2 = io_c[46];
  assign lUT6_47_I3 = io_a[45];
  assign lUT6_47_I4 = io_b[45];
  assign lUT6_47_I5 = io_c[45];
  assign lUT3_47_I0 = io_a[46];
  assign lUT3_47_I1 = io_b[46];
  assign lUT3_47_I2 = io_c[46];
  assign lUT6_48_I0 = io_a[47];
  assign lUT6_48_I1 = io_b[47];
  assign lUT6_48_I2 = io_c[47];
  assign lUT6_48_I3 = io_a[46];
  assign lUT6_48_I4 = io_b[46];
  assign lUT6_48_I5 = io_c[46];
  assign lUT3_48_I0 = io_a[47];
  assign lUT3_48_I1 = io_b[47];
  assign lUT3_48_I2 = io_c[47];
  assign lUT6_49_I0 = io_a[48];
  assign lUT6_49_I1 = io_b[48];
  assign lUT6_49_I2 = io_c[48];
  assign lUT6_49_I3 = io_a[47];
  assign lUT6_49_I4 = io_b[47];
  assign lUT6_49_I5 = io_c[47];
  assign lUT3_49_I0 = io_a[48];
  assign lUT3_49_I1 = io_b[48];
  assign lUT3_49_I2 = io_c[48];
  assign lUT6_50_I0 = io_a[49];
  assign lUT6_50_I1 = io_b[49];
  assign lUT6_50_I2 = io_c[49];
  assign lUT6_50_I3 = io_a[48];
  assign lUT6_50_I4 = io_b[48];
  assign lUT6_50_I5 = io_c[48];
  assign lUT3_50_I0 = io_a[49];
  assign lUT3_50_I1 = io_b[49];
  assign lUT3_50_I2 = io_c[49];
  assign lUT6_51_I0 = io_a[50];
  assign lUT6_51_I1 = io_b[50];
  assign lUT6_51_I2 = io_c[50];
  assign lUT6_51_I3 = io_a[49];
  assign lUT6_51_I4 = io_b[49];
  assign lUT6_51_I5 = io_c[49];
  assign lUT3_51_I0 = io_a[50];
  assign lUT3_51_I1 = io_b[50];
  assign lUT3_51_I2 = io_c[50];
  assign lUT6_52_I0 = io_a[51];
  assign lUT6_52_I1 = io_b[51];
  assign lUT6_52_I2 = io_c[51];
  assign lUT6_52_I3 = io_a[50];
  assign lUT6_52_I4 = io_b[50];
  assign lUT6_52_I5 = io_c[50];
  assign lUT3_52_I0 = io_a[51];
  assign lUT3_52_I1 = io_b[51];
  assign lUT3_52_I2 = io_c[51];
  assign lUT6_53_I0 = io_a[52];
  assign lUT6_53_I1 = io_b[52];
  assign lUT6_53_I2 = io_c[52];
  assign lUT6_53_I3 = io_a[51];
  assign lUT6_53_I4 = io_b[51];
  assign lUT6_53_I5 = io_c[51];
  assign lUT3_53_I0 = io_a[52];
  assign lUT3_53_I1 = io_b[52];
  assign lUT3_53_I2 = io_c[52];
  assign lUT6_54_I0 = io_a[53];
  assign lUT6_54_I1 = io_b[53];
  assign lUT6_54_I2 = io_c[53];
  assign lUT6_54_I3 = io_a[52];
  assign lUT6_54_I4 = io_b[52];
  assign lUT6_54_I5 = io_c[52];
  assign lUT3_54_I0 = io_a[53];
  assign lUT3_54_I1 = io_b[53];
  assign lUT3_54_I2 = io_c[53];
  assign lUT6_55_I0 = io_a[54];
  assign lUT6_55_I1 = io_b[54];
  assign lUT6_55_I2 = io_c[54];
  assign lUT6_55_I3 = io_a[53];
  assign lUT6_55_I4 = io_b[53];
  assign lUT6_55_I5 = io_c[53];
  assign lUT3_55_I0 = io_a[54];
  assign lUT3_55_I1 = io_b[54];
  assign lUT3_55_I2 = io_c[54];
  assign lUT6_56_I0 = io_a[55];
  assign lUT6_56_I1 = io_b[55];
  assign lUT6_56_I2 = io_c[55];
  assign lUT6_56_I3 = io_a[54];
  assign lUT6_56_I4 = io_b[54];
  assign lUT6_56_I5 = io_c[54];
  assign lUT3_56_I0 = io_a[55];
  assign lUT3_56_I1 = io_b[55];
  assign lUT3_56_I2 = io_c[55];
  assign lUT6_57_I0 = io_a[56];
  assign lUT6_57_I1 = io_b[56];
  assign lUT6_57_I2 = io_c[56];
  assign lUT6_57_I3 = io_a[55];
  assign lUT6_57_I4 = io_b[55];
  assign lUT6_57_I5 = io_c[55];
  assign lUT3_57_I0 = io_a[56];
  assign lUT3_57_I1 = io_b[56];
  assign lUT3_57_I2 = io_c[56];
  assign lUT6_58_I0 = io_a[57];
  assign lUT6_58_I1 = io_b[57];
  assign lUT6_58_I2 = io_c[57];
  assign lUT6_58_I3 = io_a[56];
  assign lUT6_58_I4 = io_b[56];
  assign lUT6_58_I5 = io_c[56];
  assign lUT3_58_I0 = io_a[57];
  assign lUT3_58_I1 = io_b[57];
  assign lUT3_58_I2 = io_c[57];
  assign lUT6_59_I0 = io_a[58];
  assign lUT6_59_I1 = io_b[58];
  assign lUT6_59_I2 = io_c[58];
  assign lUT6_59_I3 = io_a[57];
  assign lUT6_59_I4 = io_b[57];
  assign lUT6_59_I5 = io_c[57];
  assign lUT3_59_I0 = io_a[58];
  assign lUT3_59_I1 = io_b[58];
  assign lUT3_59_I2 = io_c[58];
  assign lUT6_60_I0 = io_a[59];
  assign lUT6_60_I1 = io_b[59];
  assign lUT6_60_I2 = io_c[59];
  assign lUT6_60_I3 = io_a[58];
  assign lUT6_60_I4 = io_b[58];
  assign lUT6_60_I5 = io_c[58];
  assign lUT3_60_I0 = io_a[59];
  assign lUT3_60_I1 = io_b[59];
  assign lUT3_60_I2 = io_c[59];
  assign lUT6_61_I0 = io_a[60];
  assign lUT6_61_I1 = io_b[60];
  assign lUT6_61_I2 = io_c[60];
  assign lUT6_61_I3 = io_a[59];
  assign lUT6_61_I4 = io_b[59];
  assign lUT6_61_I5 = io_c[59];
  assign lUT3_61_I0 = io_a[60];
  assign lUT3_61_I1 = io_b[60];
  assign lUT3_61_I2 = io_c[60];
  assign lUT6_62_I0 = io_a[61];
  assign lUT6_62_I1 = io_b[61];
  assign lUT6_62_I2 = io_c[61];
  assign lUT6_62_I3 = io_a[60];
  assign lUT6_62_I4 = io_b[60];
  assign lUT6_62_I5 = io_c[60];
  assign lUT3_62_I0 = io_a[61];
  assign lUT3_62_I1 = io_b[61];
  assign lUT3_62_I2 = io_c[61];
  assign lUT6_63_I0 = io_a[62];
  assign lUT6_63_I1 = io_b[62];
  assign lUT6_63_I2 = io_c[62];
  assign lUT6_63_I3 = io_a[61];
  assign lUT6_63_I4 = io_b[61];
  assign lUT6_63_I5 = io_c[61];
  assign lUT3_63_I0 = io_a[62];
  assign lUT3_63_I1 = io_b[62];
  assign lUT3_63_I2 = io_c[62];
  assign lUT6_64_I0 = io_a[63];
  assign lUT6_64_I1 = io_b[63];
  assign lUT6_64_I2 = io_c[63];
  assign lUT6_64_I3 = io_a[62];
  assign lUT6_64_I4 = io_b[62];
  assign lUT6_64_I5 = io_c[62];
  assign lUT3_64_I0 = io_a[63];
  assign lUT3_64_I1 = io_b[63];
  assign lUT3_64_I2 = io_c[63];
  assign lUT6_65_I0 = io_a[64];
  assign lUT6_65_I1 = io_b[64];
  assign lUT6_65_I2 = io_c[64];
  assign lUT6_65_I3 = io_a[63];
  assign lUT6_65_I4 = io_b[63];
  assign lUT6_65_I5 = io_c[63];
  assign lUT3_65_I0 = io_a[64];
  assign lUT3_65_I1 = io_b[64];
  assign lUT3_65_I2 = io_c[64];
  assign lUT6_66_I0 = io_a[65];
  assign lUT6_66_I1 = io_b[65];
  assign lUT6_66_I2 = io_c[65];
  assign lUT6_66_I3 = io_a[64];
  assign lUT6_66_I4 = io_b[64];
  assign lUT6_66_I5 = io_c[64];
  assign lUT3_66_I0 = io_a[65];
  assign lUT3_66_I1 = io_b[65];
  assign lUT3_66_I2 = io_c[65];
  assign lUT6_67_I0 = io_a[66];
  assign lUT6_67_I1 = io_b[66];
  assign lUT6_67_I2 = io_c[66];
  assign lUT6_67_I3 = io_a[65];
  assign lUT6_67_I4 = io_b[65];
  assign lUT6_67_I5 = io_c[65];
  assign lUT3_67_I0 = io_a[66];
  assign lUT3_67_I1 = io_b[66];
  assign lUT3_67_I2 = io_c[66];
  assign lUT6_68_I0 = io_a[67];
  assign lUT6_68_I1 = io_b[67];
  assign lUT6_68_I2 = io_c[67];
  assign lUT6_68_I3 = io_a[66];
  assign lUT6_68_I4 = io_b[66];
  assign lUT6_68_I5 = io_c[66];
  assign lUT3_68_I0 = io_a[67];
  assign lUT3_68_I1 = io_b[67];
  assign lUT3_68_I2 = io_c[67];
  assign lUT6_69_I0 = io_a[68];
  assign lUT6_69_I1 = io_b[68];
  assign lUT6_69_I2 = io_c[68];
  assign lUT6_69_I3 = io_a[67];
  assign lUT6_69_I4 = io_b[67];
  assign lUT6_69_I5 = io_c[67];
  assign lUT3_69_I0 = io_a[68];
  assign lUT3_69_I1 = io_b[68];
  assign lUT3_69_I2 = io_c[68];
  assign cARRY8_1_S = _zz_S_1[7 : 0];
  assign cARRY8_1_DI = _zz_DI_1[7 : 0];
  always @(*) begin
    _zz_io_sum[7 : 0] = cARRY8_1_O;
    _zz_io_sum[15 : 8] = cARRY8_2_O;
    _zz_io_sum[23 : 16] = cARRY8_3_O;
    _zz_io_sum[31 : 24] = cARRY8_4_O;
    _zz_io_sum[39 : 32] = cARRY8_5_O;
    _zz_io_sum[47 : 40] = cARRY8_6_O;
    _zz_io_sum[55 : 48] = cARRY8_7_O;
    _zz_io_sum[63 : 56] = cARRY8_8_O;
    _zz_io_sum[71 : 64] = cARRY8_9_O;
  end

  assign cARRY8_2_CI = cARRY8_1_CO[7];
  assign cARRY8_2_S = _zz_S_2[15 : 8];
  assign cARRY8_2_DI = _zz_DI_2[15 : 8];
  assign cARRY8_3_CI = cARRY8_2_CO[7];
  assign cARRY8_3_S = _zz_S_3[23 : 16];
  assign cARRY8_3_DI = _zz_DI_3[23 : 16];
  assign cARRY8_4_CI = cARRY8_3_CO[7];
  assign cARRY8_4_S = _zz_S_4[31 : 24];
  assign cARRY8_4_DI = _zz_DI_4[31 : 24];
  assign cARRY8_5_CI = cARRY8_4_CO[7];
  assign cARRY8_5_S = _zz_S_5[39 : 32];
  assign cARRY8_5_DI = _zz_DI_5[39 : 32];
  assign cARRY8_6_CI = cARRY8_5_CO[7];
  assign cARRY8_6_S = _zz_S_6[47 : 40];
  assign cARRY8_6_DI = _zz_DI_6[47 : 40];
  assign cARRY8_7_CI = cARRY8_6_CO[7];
  assign cARRY8_7_S = _zz_S_7[55 : 48];
  assign cARRY8_7_DI = _zz_DI_7[55 : 48];
  assign cARRY8_8_CI = cARRY8_7_CO[7];
  assign cARRY8_8_S = _zz_S_8[63 : 56];
  assign cARRY8_8_DI = _zz_DI_8[63 : 56];
  assign cARRY8_9_CI = cARRY8_8_CO[7];
  assign cARRY8_9_S = _zz_S_9[71 : 64];
  assign cARRY8_9_DI = _zz_DI_9[71 : 64];
  assign io_sum = _zz_io_sum[68 : 0];

endmodule

module lpx_StreamFifo_1 (
  input  wire          io_push_valid,
  output wire          io_push_ready,
  input  wire [18:0]   io_push_payload,
  output wire          io_pop_valid,
  input  wire          io_pop_ready,
  output wire [18:0]   io_pop_payload,
  input  wire          io_flush,
  output wire [4:0]    io_occupancy,
  output wire [4:0]    io_availability,
  input  wire          clk,
  input  wire          reset
);

  wire       [18:0]   logic_ram_spinal_port1;
  wire       [18:0]   _zz_logic_ram_port;
  reg                 _zz_1;
  wire                logic_ptr_doPush;
  wire                logic_ptr_doPop;
  wire                logic_ptr_full;
  wire                logic_ptr_empty;
  reg        [4:0]    logic_ptr_push;
  reg        [4:0]    logic_ptr_pop;
  wire       [4:0]    logic_ptr_occupancy;
  wire       [4:0]    logic_ptr_popOnIo;
  wire                when_Stream_l1557;
  reg                 logic_ptr_wentUp;
  wire                io_push_fire;
  wire                logic_push_onRam_write_valid;
  wire       [3:0]    logic_push_onRam_write_payload_address;
  wire       [18:0]   logic_push_onRam_write_payload_data;
  wire                logic_pop_addressGen_valid;
  wire                logic_pop_addressGen_ready;
  wire       [3:0]    logic_pop_addressGen_payload;
  wire                logic_pop_addressGen_fire;
  wire       [18:0]   logic_pop_async_readed;
  wire                logic_pop_addressGen_translated_valid;
  wire                logic_pop_addressGen_translated_ready;
  wire       [18:0]   logic_pop_addressGen_translated_payload;
  (* ram_style = "distributed" *) reg [18:0] logic_ram [0:15];

  assign _zz_logic_ram_port = logic_push_onRam_write_payload_data;
  always @(posedge clk) begin
    if(_zz_1) begin
      logic_ram[logic_push_onRam_write_payload_address] <= _zz_logic_ram_port;
    end
  end

  assign logic_ram_spinal_port1 = logic_ram[logic_pop_addressGen_payload];
  always @(*) begin
    _zz_1 = 1'b0;
    if(logic_push_onRam_write_valid) begin
      _zz_1 = 1'b1;
    end
  end

  assign when_Stream_l1557 = (logic_ptr_doPush != logic_ptr_doPop);
  assign logic_ptr_full = (((logic_ptr_push ^ logic_ptr_popOnIo) ^ 5'h10) == 5'h0);
  assign logic_ptr_empty = (logic_ptr_push == logic_ptr_pop);
  assign logic_ptr_occupancy = (logic_ptr_push - logic_ptr_popOnIo);
  assign io_push_ready = (! logic_ptr_full);
  assign io_push_fire = (io_push_valid && io_push_ready);
  assign logic_ptr_doPush = io_push_fire;
  assign logic_push_onRam_write_valid = io_push_fire;
  assign logic_push_onRam_write_payload_address = logic_ptr_push[3:0];
  assign logic_push_onRam_write_payload_data = io_push_payload;
  assign logic_pop_addressGen_valid = (! logic_ptr_empty);
  assign logic_pop_addressGen_payload = logic_ptr_pop[3:0];
  assign logic_pop_addressGen_fire = (logic_pop_addressGen_valid && logic_pop_addressGen_ready);
  assign logic_ptr_doPop = logic_pop_addressGen_fire;
  assign logic_pop_async_readed = logic_ram_spinal_port1;
  assign logic_pop_addressGen_translated_valid = logic_pop_addressGen_valid;
  assign logic_pop_addressGen_ready = logic_pop_addressGen_translated_ready;
  assign logic_pop_addressGen_translated_payload = logic_pop_async_readed;
  assign io_pop_valid = logic_pop_addressGen_translated_valid;
  assign logic_pop_addressGen_translated_ready = io_pop_ready;
  assign io_pop_payload = logic_pop_addressGen_translated_payload;
  assign logic_ptr_popOnIo = logic_ptr_pop;
  assign io_occupancy = logic_ptr_occupancy;
  assign io_availability = (5'h10 - logic_ptr_occupancy);
  always @(posedge clk) begin
    if(reset) begin
      logic_ptr_push <= 5'h0;
      logic_ptr_pop <= 5'h0;
      logic_ptr_wentUp <= 1'b0;
    end else begin
      if(when_Stream_l1557) begin
        logic_ptr_wentUp <= logic_ptr_doPush;
      end
      if(io_flush) begin
        logic_ptr_wentUp <= 1'b0;
      end
      if(logic_ptr_doPush) begin
        logic_ptr_push <= (logic_ptr_push + 5'h01);
      end
      if(logic_ptr_doPop) begin
        logic_ptr_pop <= (logic_ptr_pop + 5'h01);
      end
      if(io_flush) begin
        logic_ptr_push <= 5'h0;
        logic_ptr_pop <= 5'h0;
      end
    end
  end


endmodule

module lpx_FloorDivider (
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

module lpx_DrawStream (
  input  wire          io_load,
  input  wire [31:0]   io_source_seed,
  input  wire [31:0]   io_source_recipM,
  input  wire [0:0]    io_source_recipSh1,
  input  wire [4:0]    io_source_recipSh2,
  output wire          io_out_valid,
  input  wire          io_out_ready,
  output wire [31:0]   io_out_payload_qR,
  output wire          io_out_payload_zero,
  output wire [18:0]   io_out_payload_f_0,
  output wire [18:0]   io_out_payload_f_1,
  output wire [18:0]   io_out_payload_f_2,
  output wire [18:0]   io_out_payload_f_3,
  output wire [18:0]   io_out_payload_f_4,
  output wire [18:0]   io_out_payload_f_5,
  output wire [18:0]   io_out_payload_f_6,
  output wire [18:0]   io_out_payload_f_7,
  output wire [18:0]   io_out_payload_f_8,
  output wire [18:0]   io_out_payload_f_9,
  output wire [18:0]   io_out_payload_f_10,
  output wire [18:0]   io_out_payload_f_11,
  output wire [18:0]   io_out_payload_f_12,
  output wire [18:0]   io_out_payload_f_13,
  output wire [18:0]   io_out_payload_f_14,
  output wire [18:0]   io_out_payload_f_15,
  input  wire          clk,
  input  wire          reset
);

  wire                fifo_io_push_valid;
  wire                fifo_io_push_ready;
  wire                fifo_io_pop_valid;
  wire       [31:0]   fifo_io_pop_payload_qR;
  wire                fifo_io_pop_payload_zero;
  wire       [18:0]   fifo_io_pop_payload_f_0;
  wire       [18:0]   fifo_io_pop_payload_f_1;
  wire       [18:0]   fifo_io_pop_payload_f_2;
  wire       [18:0]   fifo_io_pop_payload_f_3;
  wire       [18:0]   fifo_io_pop_payload_f_4;
  wire       [18:0]   fifo_io_pop_payload_f_5;
  wire       [18:0]   fifo_io_pop_payload_f_6;
  wire       [18:0]   fifo_io_pop_payload_f_7;
  wire       [18:0]   fifo_io_pop_payload_f_8;
  wire       [18:0]   fifo_io_pop_payload_f_9;
  wire       [18:0]   fifo_io_pop_payload_f_10;
  wire       [18:0]   fifo_io_pop_payload_f_11;
  wire       [18:0]   fifo_io_pop_payload_f_12;
  wire       [18:0]   fifo_io_pop_payload_f_13;
  wire       [18:0]   fifo_io_pop_payload_f_14;
  wire       [18:0]   fifo_io_pop_payload_f_15;
  wire       [5:0]    fifo_io_occupancy;
  wire       [5:0]    fifo_io_availability;
  wire                constFloorDiv_io_out_valid;
  wire       [20:0]   constFloorDiv_io_out_payload;
  wire                constFloorDiv_1_io_out_valid;
  wire       [19:0]   constFloorDiv_1_io_out_payload;
  wire                constFloorDiv_2_io_out_valid;
  wire       [19:0]   constFloorDiv_2_io_out_payload;
  wire                constFloorDiv_3_io_out_valid;
  wire       [18:0]   constFloorDiv_3_io_out_payload;
  wire                constFloorDiv_4_io_out_valid;
  wire       [18:0]   constFloorDiv_4_io_out_payload;
  wire                constFloorDiv_5_io_out_valid;
  wire       [18:0]   constFloorDiv_5_io_out_payload;
  wire                constFloorDiv_6_io_out_valid;
  wire       [18:0]   constFloorDiv_6_io_out_payload;
  wire       [31:0]   _zz__zz_x;
  wire       [31:0]   _zz__zz_x_1;
  wire       [31:0]   _zz_x_2;
  wire       [31:0]   _zz_diff5;
  wire       [18:0]   _zz_draw_f_0_1;
  wire       [18:0]   _zz_draw_f_1_1;
  wire       [18:0]   _zz_draw_f_2_1;
  wire       [18:0]   _zz_draw_f_3_1;
  wire       [18:0]   _zz_draw_f_4_1;
  wire       [18:0]   _zz_draw_f_5_1;
  wire       [18:0]   _zz_draw_f_6_1;
  wire       [18:0]   _zz_draw_f_7_1;
  wire       [18:0]   _zz_draw_f_15_1;
  wire       [5:0]    _zz_credits;
  wire       [5:0]    _zz_credits_1;
  wire       [0:0]    _zz_credits_2;
  wire       [5:0]    _zz_credits_3;
  wire       [0:0]    _zz_credits_4;
  reg        [5:0]    credits;
  reg        [31:0]   rng;
  wire                issue;
  wire       [31:0]   _zz_x;
  wire       [31:0]   _zz_x_1;
  wire       [31:0]   x;
  reg        [31:0]   x1;
  reg                 v1;
  reg        [63:0]   prod2;
  reg        [31:0]   x2;
  reg                 v2;
  reg        [63:0]   prod3;
  reg        [31:0]   x3;
  reg                 v3;
  reg        [31:0]   t4;
  reg        [31:0]   x4;
  reg                 v4;
  reg        [31:0]   diff5;
  reg        [31:0]   t5;
  reg                 v5;
  reg        [31:0]   sum6;
  reg                 v6;
  reg        [31:0]   qR7;
  reg                 v7;
  reg        [31:0]   n8;
  reg        [31:0]   qR8;
  reg                 v8;
  reg        [31:0]   n8_regNext;
  reg        [31:0]   qR8_regNext;
  reg                 _zz_io_push_valid;
  reg        [31:0]   n8_regNext_regNext;
  reg        [31:0]   qR8_regNext_regNext;
  reg                 _zz_io_push_valid_1;
  reg        [31:0]   n8_regNext_regNext_regNext;
  reg        [31:0]   qR8_regNext_regNext_regNext;
  reg                 _zz_io_push_valid_2;
  reg        [31:0]   n8_regNext_regNext_regNext_regNext;
  reg        [31:0]   qR8_regNext_regNext_regNext_regNext;
  reg                 _zz_io_push_valid_3;
  reg        [31:0]   n8_regNext_regNext_regNext_regNext_regNext;
  reg        [31:0]   qR8_regNext_regNext_regNext_regNext_regNext;
  reg                 _zz_io_push_valid_4;
  reg        [31:0]   n8_regNext_regNext_regNext_regNext_regNext_regNext;
  reg        [31:0]   qR8_regNext_regNext_regNext_regNext_regNext_regNext;
  reg                 _zz_io_push_valid_5;
  reg        [31:0]   n8_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  reg        [31:0]   qR8_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  reg                 _zz_io_push_valid_6;
  reg        [31:0]   n8_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  reg        [31:0]   qR8_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  reg                 _zz_io_push_valid_7;
  wire       [31:0]   draw_qR;
  wire                draw_zero;
  wire       [18:0]   draw_f_0;
  wire       [18:0]   draw_f_1;
  wire       [18:0]   draw_f_2;
  wire       [18:0]   draw_f_3;
  wire       [18:0]   draw_f_4;
  wire       [18:0]   draw_f_5;
  wire       [18:0]   draw_f_6;
  wire       [18:0]   draw_f_7;
  wire       [18:0]   draw_f_8;
  wire       [18:0]   draw_f_9;
  wire       [18:0]   draw_f_10;
  wire       [18:0]   draw_f_11;
  wire       [18:0]   draw_f_12;
  wire       [18:0]   draw_f_13;
  wire       [18:0]   draw_f_14;
  wire       [18:0]   draw_f_15;
  wire       [31:0]   _zz_draw_f_0;
  wire       [30:0]   _zz_draw_f_1;
  wire       [20:0]   _zz_draw_f_2;
  wire       [29:0]   _zz_draw_f_3;
  wire       [19:0]   _zz_draw_f_4;
  wire       [19:0]   _zz_draw_f_5;
  wire       [19:0]   _zz_draw_f_6;
  wire       [28:0]   _zz_draw_f_7;
  wire       [18:0]   _zz_draw_f_8;
  wire       [18:0]   _zz_draw_f_9;
  wire       [18:0]   _zz_draw_f_10;
  wire       [18:0]   _zz_draw_f_11;
  wire       [18:0]   _zz_draw_f_12;
  wire       [18:0]   _zz_draw_f_13;
  wire       [18:0]   _zz_draw_f_14;
  wire       [27:0]   _zz_draw_f_15;
  wire                fifo_io_pop_fire;

  assign _zz__zz_x = (rng <<< 13);
  assign _zz__zz_x_1 = (_zz_x >>> 17);
  assign _zz_x_2 = (_zz_x_1 <<< 5);
  assign _zz_diff5 = (x4 - t4);
  assign _zz_draw_f_0_1 = _zz_draw_f_0[18:0];
  assign _zz_draw_f_1_1 = _zz_draw_f_1[18:0];
  assign _zz_draw_f_2_1 = _zz_draw_f_2[18:0];
  assign _zz_draw_f_3_1 = _zz_draw_f_3[18:0];
  assign _zz_draw_f_4_1 = _zz_draw_f_4[18:0];
  assign _zz_draw_f_5_1 = _zz_draw_f_5[18:0];
  assign _zz_draw_f_6_1 = _zz_draw_f_6[18:0];
  assign _zz_draw_f_7_1 = _zz_draw_f_7[18:0];
  assign _zz_draw_f_15_1 = _zz_draw_f_15[18:0];
  assign _zz_credits = (credits - _zz_credits_1);
  assign _zz_credits_2 = issue;
  assign _zz_credits_1 = {5'd0, _zz_credits_2};
  assign _zz_credits_4 = fifo_io_pop_fire;
  assign _zz_credits_3 = {5'd0, _zz_credits_4};
  lpx_StreamFifo fifo (
    .io_push_valid        (fifo_io_push_valid            ), //i
    .io_push_ready        (fifo_io_push_ready            ), //o
    .io_push_payload_qR   (draw_qR[31:0]                 ), //i
    .io_push_payload_zero (draw_zero                     ), //i
    .io_push_payload_f_0  (draw_f_0[18:0]                ), //i
    .io_push_payload_f_1  (draw_f_1[18:0]                ), //i
    .io_push_payload_f_2  (draw_f_2[18:0]                ), //i
    .io_push_payload_f_3  (draw_f_3[18:0]                ), //i
    .io_push_payload_f_4  (draw_f_4[18:0]                ), //i
    .io_push_payload_f_5  (draw_f_5[18:0]                ), //i
    .io_push_payload_f_6  (draw_f_6[18:0]                ), //i
    .io_push_payload_f_7  (draw_f_7[18:0]                ), //i
    .io_push_payload_f_8  (draw_f_8[18:0]                ), //i
    .io_push_payload_f_9  (draw_f_9[18:0]                ), //i
    .io_push_payload_f_10 (draw_f_10[18:0]               ), //i
    .io_push_payload_f_11 (draw_f_11[18:0]               ), //i
    .io_push_payload_f_12 (draw_f_12[18:0]               ), //i
    .io_push_payload_f_13 (draw_f_13[18:0]               ), //i
    .io_push_payload_f_14 (draw_f_14[18:0]               ), //i
    .io_push_payload_f_15 (draw_f_15[18:0]               ), //i
    .io_pop_valid         (fifo_io_pop_valid             ), //o
    .io_pop_ready         (io_out_ready                  ), //i
    .io_pop_payload_qR    (fifo_io_pop_payload_qR[31:0]  ), //o
    .io_pop_payload_zero  (fifo_io_pop_payload_zero      ), //o
    .io_pop_payload_f_0   (fifo_io_pop_payload_f_0[18:0] ), //o
    .io_pop_payload_f_1   (fifo_io_pop_payload_f_1[18:0] ), //o
    .io_pop_payload_f_2   (fifo_io_pop_payload_f_2[18:0] ), //o
    .io_pop_payload_f_3   (fifo_io_pop_payload_f_3[18:0] ), //o
    .io_pop_payload_f_4   (fifo_io_pop_payload_f_4[18:0] ), //o
    .io_pop_payload_f_5   (fifo_io_pop_payload_f_5[18:0] ), //o
    .io_pop_payload_f_6   (fifo_io_pop_payload_f_6[18:0] ), //o
    .io_pop_payload_f_7   (fifo_io_pop_payload_f_7[18:0] ), //o
    .io_pop_payload_f_8   (fifo_io_pop_payload_f_8[18:0] ), //o
    .io_pop_payload_f_9   (fifo_io_pop_payload_f_9[18:0] ), //o
    .io_pop_payload_f_10  (fifo_io_pop_payload_f_10[18:0]), //o
    .io_pop_payload_f_11  (fifo_io_pop_payload_f_11[18:0]), //o
    .io_pop_payload_f_12  (fifo_io_pop_payload_f_12[18:0]), //o
    .io_pop_payload_f_13  (fifo_io_pop_payload_f_13[18:0]), //o
    .io_pop_payload_f_14  (fifo_io_pop_payload_f_14[18:0]), //o
    .io_pop_payload_f_15  (fifo_io_pop_payload_f_15[18:0]), //o
    .io_flush             (io_load                       ), //i
    .io_occupancy         (fifo_io_occupancy[5:0]        ), //o
    .io_availability      (fifo_io_availability[5:0]     ), //o
    .clk                  (clk                           ), //i
    .reset                (reset                         )  //i
  );
  lpx_ConstFloorDiv constFloorDiv (
    .io_in_valid    (v8                                ), //i
    .io_in_payload  (n8[31:0]                          ), //i
    .io_out_valid   (constFloorDiv_io_out_valid        ), //o
    .io_out_payload (constFloorDiv_io_out_payload[20:0]), //o
    .clk            (clk                               ), //i
    .reset          (reset                             )  //i
  );
  lpx_ConstFloorDiv_1 constFloorDiv_1 (
    .io_in_valid    (v8                                  ), //i
    .io_in_payload  (n8[31:0]                            ), //i
    .io_out_valid   (constFloorDiv_1_io_out_valid        ), //o
    .io_out_payload (constFloorDiv_1_io_out_payload[19:0]), //o
    .clk            (clk                                 ), //i
    .reset          (reset                               )  //i
  );
  lpx_ConstFloorDiv_2 constFloorDiv_2 (
    .io_in_valid    (v8                                  ), //i
    .io_in_payload  (n8[31:0]                            ), //i
    .io_out_valid   (constFloorDiv_2_io_out_valid        ), //o
    .io_out_payload (constFloorDiv_2_io_out_payload[19:0]), //o
    .clk            (clk                                 ), //i
    .reset          (reset                               )  //i
  );
  lpx_ConstFloorDiv_3 constFloorDiv_3 (
    .io_in_valid    (v8                                  ), //i
    .io_in_payload  (n8[31:0]                            ), //i
    .io_out_valid   (constFloorDiv_3_io_out_valid        ), //o
    .io_out_payload (constFloorDiv_3_io_out_payload[18:0]), //o
    .clk            (clk                                 ), //i
    .reset          (reset                               )  //i
  );
  lpx_ConstFloorDiv_4 constFloorDiv_4 (
    .io_in_valid    (v8                                  ), //i
    .io_in_payload  (n8[31:0]                            ), //i
    .io_out_valid   (constFloorDiv_4_io_out_valid        ), //o
    .io_out_payload (constFloorDiv_4_io_out_payload[18:0]), //o
    .clk            (clk                                 ), //i
    .reset          (reset                               )  //i
  );
  lpx_ConstFloorDiv_5 constFloorDiv_5 (
    .io_in_valid    (v8                                  ), //i
    .io_in_payload  (n8[31:0]                            ), //i
    .io_out_valid   (constFloorDiv_5_io_out_valid        ), //o
    .io_out_payload (constFloorDiv_5_io_out_payload[18:0]), //o
    .clk            (clk                                 ), //i
    .reset          (reset                               )  //i
  );
  lpx_ConstFloorDiv_6 constFloorDiv_6 (
    .io_in_valid    (v8                                  ), //i
    .io_in_payload  (n8[31:0]                            ), //i
    .io_out_valid   (constFloorDiv_6_io_out_valid        ), //o
    .io_out_payload (constFloorDiv_6_io_out_payload[18:0]), //o
    .clk            (clk                                 ), //i
    .reset          (reset                               )  //i
  );
  assign issue = ((! io_load) && (credits != 6'h0));
  assign _zz_x = (rng ^ _zz__zz_x);
  assign _zz_x_1 = (_zz_x ^ _zz__zz_x_1);
  assign x = (_zz_x_1 ^ _zz_x_2);
  assign draw_qR = qR8_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  assign draw_zero = (qR8_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext == 32'h0);
  assign _zz_draw_f_0 = n8_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  assign draw_f_0 = ((32'h0007ffff < _zz_draw_f_0) ? 19'h7ffff : _zz_draw_f_0_1);
  assign _zz_draw_f_1 = (n8_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext >>> 1'd1);
  assign draw_f_1 = ((31'h0007ffff < _zz_draw_f_1) ? 19'h7ffff : _zz_draw_f_1_1);
  assign _zz_draw_f_2 = constFloorDiv_io_out_payload;
  assign draw_f_2 = ((21'h07ffff < _zz_draw_f_2) ? 19'h7ffff : _zz_draw_f_2_1);
  assign _zz_draw_f_3 = (n8_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext >>> 2'd2);
  assign draw_f_3 = ((30'h0007ffff < _zz_draw_f_3) ? 19'h7ffff : _zz_draw_f_3_1);
  assign _zz_draw_f_4 = constFloorDiv_1_io_out_payload;
  assign draw_f_4 = ((20'h7ffff < _zz_draw_f_4) ? 19'h7ffff : _zz_draw_f_4_1);
  assign _zz_draw_f_5 = (constFloorDiv_io_out_payload >>> 1'd1);
  assign draw_f_5 = ((20'h7ffff < _zz_draw_f_5) ? 19'h7ffff : _zz_draw_f_5_1);
  assign _zz_draw_f_6 = constFloorDiv_2_io_out_payload;
  assign draw_f_6 = ((20'h7ffff < _zz_draw_f_6) ? 19'h7ffff : _zz_draw_f_6_1);
  assign _zz_draw_f_7 = (n8_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext >>> 2'd3);
  assign draw_f_7 = ((29'h0007ffff < _zz_draw_f_7) ? 19'h7ffff : _zz_draw_f_7_1);
  assign _zz_draw_f_8 = constFloorDiv_3_io_out_payload;
  assign draw_f_8 = ((19'h7ffff < _zz_draw_f_8) ? 19'h7ffff : _zz_draw_f_8);
  assign _zz_draw_f_9 = (constFloorDiv_1_io_out_payload >>> 1'd1);
  assign draw_f_9 = ((19'h7ffff < _zz_draw_f_9) ? 19'h7ffff : _zz_draw_f_9);
  assign _zz_draw_f_10 = constFloorDiv_4_io_out_payload;
  assign draw_f_10 = ((19'h7ffff < _zz_draw_f_10) ? 19'h7ffff : _zz_draw_f_10);
  assign _zz_draw_f_11 = (constFloorDiv_io_out_payload >>> 2'd2);
  assign draw_f_11 = ((19'h7ffff < _zz_draw_f_11) ? 19'h7ffff : _zz_draw_f_11);
  assign _zz_draw_f_12 = constFloorDiv_5_io_out_payload;
  assign draw_f_12 = ((19'h7ffff < _zz_draw_f_12) ? 19'h7ffff : _zz_draw_f_12);
  assign _zz_draw_f_13 = (constFloorDiv_2_io_out_payload >>> 1'd1);
  assign draw_f_13 = ((19'h7ffff < _zz_draw_f_13) ? 19'h7ffff : _zz_draw_f_13);
  assign _zz_draw_f_14 = constFloorDiv_6_io_out_payload;
  assign draw_f_14 = ((19'h7ffff < _zz_draw_f_14) ? 19'h7ffff : _zz_draw_f_14);
  assign _zz_draw_f_15 = (n8_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext >>> 3'd4);
  assign draw_f_15 = ((28'h007ffff < _zz_draw_f_15) ? 19'h7ffff : _zz_draw_f_15_1);
  assign fifo_io_push_valid = (_zz_io_push_valid_7 && (! io_load));
  assign io_out_valid = fifo_io_pop_valid;
  assign io_out_payload_qR = fifo_io_pop_payload_qR;
  assign io_out_payload_zero = fifo_io_pop_payload_zero;
  assign io_out_payload_f_0 = fifo_io_pop_payload_f_0;
  assign io_out_payload_f_1 = fifo_io_pop_payload_f_1;
  assign io_out_payload_f_2 = fifo_io_pop_payload_f_2;
  assign io_out_payload_f_3 = fifo_io_pop_payload_f_3;
  assign io_out_payload_f_4 = fifo_io_pop_payload_f_4;
  assign io_out_payload_f_5 = fifo_io_pop_payload_f_5;
  assign io_out_payload_f_6 = fifo_io_pop_payload_f_6;
  assign io_out_payload_f_7 = fifo_io_pop_payload_f_7;
  assign io_out_payload_f_8 = fifo_io_pop_payload_f_8;
  assign io_out_payload_f_9 = fifo_io_pop_payload_f_9;
  assign io_out_payload_f_10 = fifo_io_pop_payload_f_10;
  assign io_out_payload_f_11 = fifo_io_pop_payload_f_11;
  assign io_out_payload_f_12 = fifo_io_pop_payload_f_12;
  assign io_out_payload_f_13 = fifo_io_pop_payload_f_13;
  assign io_out_payload_f_14 = fifo_io_pop_payload_f_14;
  assign io_out_payload_f_15 = fifo_io_pop_payload_f_15;
  assign fifo_io_pop_fire = (fifo_io_pop_valid && io_out_ready);
  always @(posedge clk) begin
    if(reset) begin
      credits <= 6'h20;
      rng <= 32'h2545f491;
      v1 <= 1'b0;
      v2 <= 1'b0;
      v3 <= 1'b0;
      v4 <= 1'b0;
      v5 <= 1'b0;
      v6 <= 1'b0;
      v7 <= 1'b0;
      v8 <= 1'b0;
      _zz_io_push_valid <= 1'b0;
      _zz_io_push_valid_1 <= 1'b0;
      _zz_io_push_valid_2 <= 1'b0;
      _zz_io_push_valid_3 <= 1'b0;
      _zz_io_push_valid_4 <= 1'b0;
      _zz_io_push_valid_5 <= 1'b0;
      _zz_io_push_valid_6 <= 1'b0;
      _zz_io_push_valid_7 <= 1'b0;
    end else begin
      if(issue) begin
        rng <= x;
      end
      if(io_load) begin
        rng <= ((io_source_seed == 32'h0) ? 32'h2545f491 : io_source_seed);
      end
      v1 <= (issue && (! io_load));
      v2 <= (v1 && (! io_load));
      v3 <= (v2 && (! io_load));
      v4 <= (v3 && (! io_load));
      v5 <= (v4 && (! io_load));
      v6 <= (v5 && (! io_load));
      v7 <= (v6 && (! io_load));
      v8 <= (v7 && (! io_load));
      _zz_io_push_valid <= (v8 && (! io_load));
      _zz_io_push_valid_1 <= (_zz_io_push_valid && (! io_load));
      _zz_io_push_valid_2 <= (_zz_io_push_valid_1 && (! io_load));
      _zz_io_push_valid_3 <= (_zz_io_push_valid_2 && (! io_load));
      _zz_io_push_valid_4 <= (_zz_io_push_valid_3 && (! io_load));
      _zz_io_push_valid_5 <= (_zz_io_push_valid_4 && (! io_load));
      _zz_io_push_valid_6 <= (_zz_io_push_valid_5 && (! io_load));
      _zz_io_push_valid_7 <= (_zz_io_push_valid_6 && (! io_load));
      if(io_load) begin
        credits <= 6'h20;
      end else begin
        credits <= (_zz_credits + _zz_credits_3);
      end
    end
  end

  always @(posedge clk) begin
    x1 <= x;
    prod2 <= (x1 * io_source_recipM);
    x2 <= x1;
    prod3 <= prod2;
    x3 <= x2;
    t4 <= (prod3 >>> 6'd32);
    x4 <= x3;
    diff5 <= (_zz_diff5 >>> io_source_recipSh1);
    t5 <= t4;
    sum6 <= (t5 + diff5);
    qR7 <= (sum6 >>> io_source_recipSh2);
    n8 <= (qR7 - 32'h00000001);
    qR8 <= qR7;
    n8_regNext <= n8;
    qR8_regNext <= qR8;
    n8_regNext_regNext <= n8_regNext;
    qR8_regNext_regNext <= qR8_regNext;
    n8_regNext_regNext_regNext <= n8_regNext_regNext;
    qR8_regNext_regNext_regNext <= qR8_regNext_regNext;
    n8_regNext_regNext_regNext_regNext <= n8_regNext_regNext_regNext;
    qR8_regNext_regNext_regNext_regNext <= qR8_regNext_regNext_regNext;
    n8_regNext_regNext_regNext_regNext_regNext <= n8_regNext_regNext_regNext_regNext;
    qR8_regNext_regNext_regNext_regNext_regNext <= qR8_regNext_regNext_regNext_regNext;
    n8_regNext_regNext_regNext_regNext_regNext_regNext <= n8_regNext_regNext_regNext_regNext_regNext;
    qR8_regNext_regNext_regNext_regNext_regNext_regNext <= qR8_regNext_regNext_regNext_regNext_regNext;
    n8_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= n8_regNext_regNext_regNext_regNext_regNext_regNext;
    qR8_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= qR8_regNext_regNext_regNext_regNext_regNext_regNext;
    n8_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= n8_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
    qR8_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= qR8_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  end


endmodule

module lpx_ConstFloorDiv_6 (
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
  assign stepTable_9 = 5'h12;
  assign stepTable_10 = 5'h14;
  assign stepTable_11 = 5'h16;
  assign stepTable_12 = 5'h18;
  assign stepTable_13 = 5'h1a;
  assign stepTable_14 = 5'h1c;
  assign stepTable_15 = 5'h01;
  assign stepTable_16 = 5'h03;
  assign stepTable_17 = 5'h05;
  assign stepTable_18 = 5'h07;
  assign stepTable_19 = 5'h09;
  assign stepTable_20 = 5'h0b;
  assign stepTable_21 = 5'h0d;
  assign stepTable_22 = 5'h0f;
  assign stepTable_23 = 5'h11;
  assign stepTable_24 = 5'h13;
  assign stepTable_25 = 5'h15;
  assign stepTable_26 = 5'h17;
  assign stepTable_27 = 5'h19;
  assign stepTable_28 = 5'h1b;
  assign stepTable_29 = 5'h1d;
  assign stepTable_30 = 5'h0;
  assign stepTable_31 = 5'h0;
  assign rem_1 = 4'b0000;
  assign rest = io_in_payload[22:0];
  assign over = (32'h00780000 <= io_in_payload);
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

module lpx_ConstFloorDiv_5 (
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
  assign stepTable_9 = 5'h12;
  assign stepTable_10 = 5'h14;
  assign stepTable_11 = 5'h16;
  assign stepTable_12 = 5'h18;
  assign stepTable_13 = 5'h01;
  assign stepTable_14 = 5'h03;
  assign stepTable_15 = 5'h05;
  assign stepTable_16 = 5'h07;
  assign stepTable_17 = 5'h09;
  assign stepTable_18 = 5'h0b;
  assign stepTable_19 = 5'h0d;
  assign stepTable_20 = 5'h0f;
  assign stepTable_21 = 5'h11;
  assign stepTable_22 = 5'h13;
  assign stepTable_23 = 5'h15;
  assign stepTable_24 = 5'h17;
  assign stepTable_25 = 5'h19;
  assign stepTable_26 = 5'h0;
  assign stepTable_27 = 5'h0;
  assign stepTable_28 = 5'h0;
  assign stepTable_29 = 5'h0;
  assign stepTable_30 = 5'h0;
  assign stepTable_31 = 5'h0;
  assign rem_1 = 4'b0000;
  assign rest = io_in_payload[22:0];
  assign over = (32'h00680000 <= io_in_payload);
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

module lpx_ConstFloorDiv_4 (
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
  assign stepTable_9 = 5'h12;
  assign stepTable_10 = 5'h14;
  assign stepTable_11 = 5'h01;
  assign stepTable_12 = 5'h03;
  assign stepTable_13 = 5'h05;
  assign stepTable_14 = 5'h07;
  assign stepTable_15 = 5'h09;
  assign stepTable_16 = 5'h0b;
  assign stepTable_17 = 5'h0d;
  assign stepTable_18 = 5'h0f;
  assign stepTable_19 = 5'h11;
  assign stepTable_20 = 5'h13;
  assign stepTable_21 = 5'h15;
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
  assign over = (32'h00580000 <= io_in_payload);
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

module lpx_ConstFloorDiv_3 (
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

module lpx_ConstFloorDiv_2 (
  input  wire          io_in_valid,
  input  wire [31:0]   io_in_payload,
  output wire          io_out_valid,
  output wire [19:0]   io_out_payload,
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
  reg        [3:0]    _zz__zz_io_out_payload_35;
  wire       [3:0]    _zz__zz_io_out_payload_35_1;
  wire       [19:0]   _zz__zz_io_out_payload_36;
  wire       [22:0]   _zz__zz_io_out_payload_36_1;
  reg        [3:0]    _zz__zz_io_out_payload_36_2;
  wire       [3:0]    _zz__zz_io_out_payload_36_3;
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
  wire       [22:0]   rest;
  wire                over;
  wire       [3:0]    _zz_io_out_payload;
  wire       [3:0]    _zz_io_out_payload_1;
  wire       [3:0]    _zz_io_out_payload_2;
  reg        [2:0]    _zz_io_out_payload_3;
  reg        [22:0]   rest_regNext;
  reg        [2:0]    _zz_io_out_payload_4;
  reg                 over_regNext;
  reg                 io_in_valid_regNext;
  wire       [3:0]    _zz_io_out_payload_5;
  wire       [3:0]    _zz_io_out_payload_6;
  wire       [3:0]    _zz_io_out_payload_7;
  reg        [2:0]    _zz_io_out_payload_8;
  reg        [22:0]   rest_regNext_regNext;
  reg        [5:0]    _zz_io_out_payload_9;
  reg                 over_regNext_regNext;
  reg                 io_in_valid_regNext_regNext;
  wire       [3:0]    _zz_io_out_payload_10;
  wire       [3:0]    _zz_io_out_payload_11;
  wire       [3:0]    _zz_io_out_payload_12;
  reg        [2:0]    _zz_io_out_payload_13;
  reg        [22:0]   rest_regNext_regNext_regNext;
  reg        [8:0]    _zz_io_out_payload_14;
  reg                 over_regNext_regNext_regNext;
  reg                 io_in_valid_regNext_regNext_regNext;
  wire       [3:0]    _zz_io_out_payload_15;
  wire       [3:0]    _zz_io_out_payload_16;
  wire       [3:0]    _zz_io_out_payload_17;
  reg        [2:0]    _zz_io_out_payload_18;
  reg        [22:0]   rest_regNext_regNext_regNext_regNext;
  reg        [11:0]   _zz_io_out_payload_19;
  reg                 over_regNext_regNext_regNext_regNext;
  reg                 io_in_valid_regNext_regNext_regNext_regNext;
  wire       [3:0]    _zz_io_out_payload_20;
  wire       [3:0]    _zz_io_out_payload_21;
  wire       [3:0]    _zz_io_out_payload_22;
  reg        [2:0]    _zz_io_out_payload_23;
  reg        [22:0]   rest_regNext_regNext_regNext_regNext_regNext;
  reg        [14:0]   _zz_io_out_payload_24;
  reg                 over_regNext_regNext_regNext_regNext_regNext;
  reg                 io_in_valid_regNext_regNext_regNext_regNext_regNext;
  wire       [3:0]    _zz_io_out_payload_25;
  wire       [3:0]    _zz_io_out_payload_26;
  wire       [3:0]    _zz_io_out_payload_27;
  reg        [2:0]    _zz_io_out_payload_28;
  reg        [22:0]   rest_regNext_regNext_regNext_regNext_regNext_regNext;
  reg        [17:0]   _zz_io_out_payload_29;
  reg                 over_regNext_regNext_regNext_regNext_regNext_regNext;
  reg                 io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext;
  wire       [3:0]    _zz_io_out_payload_30;
  wire       [3:0]    _zz_io_out_payload_31;
  wire       [3:0]    _zz_io_out_payload_32;
  reg        [2:0]    _zz_io_out_payload_33;
  reg        [22:0]   rest_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  reg        [20:0]   _zz_io_out_payload_34;
  reg                 over_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  reg                 io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  wire       [3:0]    _zz_io_out_payload_35;
  reg        [19:0]   _zz_io_out_payload_36;
  reg                 io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext;

  assign _zz__zz_io_out_payload_36_1 = {_zz_io_out_payload_34,{_zz_io_out_payload_35[0],_zz__zz_io_out_payload_36_2[0]}};
  assign _zz__zz_io_out_payload_36 = _zz__zz_io_out_payload_36_1[19:0];
  assign _zz__zz_io_out_payload_1 = {rem_1,rest[22]};
  assign _zz__zz_io_out_payload_1_2 = {_zz_io_out_payload[3 : 1],rest[21]};
  assign _zz__zz_io_out_payload_2_1 = {_zz_io_out_payload_1[3 : 1],rest[20]};
  assign _zz__zz_io_out_payload_5_1 = {_zz_io_out_payload_3,rest_regNext[19]};
  assign _zz__zz_io_out_payload_6_1 = {_zz_io_out_payload_5[3 : 1],rest_regNext[18]};
  assign _zz__zz_io_out_payload_7_1 = {_zz_io_out_payload_6[3 : 1],rest_regNext[17]};
  assign _zz__zz_io_out_payload_10_1 = {_zz_io_out_payload_8,rest_regNext_regNext[16]};
  assign _zz__zz_io_out_payload_11_1 = {_zz_io_out_payload_10[3 : 1],rest_regNext_regNext[15]};
  assign _zz__zz_io_out_payload_12_1 = {_zz_io_out_payload_11[3 : 1],rest_regNext_regNext[14]};
  assign _zz__zz_io_out_payload_15_1 = {_zz_io_out_payload_13,rest_regNext_regNext_regNext[13]};
  assign _zz__zz_io_out_payload_16_1 = {_zz_io_out_payload_15[3 : 1],rest_regNext_regNext_regNext[12]};
  assign _zz__zz_io_out_payload_17_1 = {_zz_io_out_payload_16[3 : 1],rest_regNext_regNext_regNext[11]};
  assign _zz__zz_io_out_payload_20_1 = {_zz_io_out_payload_18,rest_regNext_regNext_regNext_regNext[10]};
  assign _zz__zz_io_out_payload_21_1 = {_zz_io_out_payload_20[3 : 1],rest_regNext_regNext_regNext_regNext[9]};
  assign _zz__zz_io_out_payload_22_1 = {_zz_io_out_payload_21[3 : 1],rest_regNext_regNext_regNext_regNext[8]};
  assign _zz__zz_io_out_payload_25_1 = {_zz_io_out_payload_23,rest_regNext_regNext_regNext_regNext_regNext[7]};
  assign _zz__zz_io_out_payload_26_1 = {_zz_io_out_payload_25[3 : 1],rest_regNext_regNext_regNext_regNext_regNext[6]};
  assign _zz__zz_io_out_payload_27_1 = {_zz_io_out_payload_26[3 : 1],rest_regNext_regNext_regNext_regNext_regNext[5]};
  assign _zz__zz_io_out_payload_30_1 = {_zz_io_out_payload_28,rest_regNext_regNext_regNext_regNext_regNext_regNext[4]};
  assign _zz__zz_io_out_payload_31_1 = {_zz_io_out_payload_30[3 : 1],rest_regNext_regNext_regNext_regNext_regNext_regNext[3]};
  assign _zz__zz_io_out_payload_32_1 = {_zz_io_out_payload_31[3 : 1],rest_regNext_regNext_regNext_regNext_regNext_regNext[2]};
  assign _zz__zz_io_out_payload_35_1 = {_zz_io_out_payload_33,rest_regNext_regNext_regNext_regNext_regNext_regNext_regNext[1]};
  assign _zz__zz_io_out_payload_36_3 = {_zz_io_out_payload_35[3 : 1],rest_regNext_regNext_regNext_regNext_regNext_regNext_regNext[0]};
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
    case(_zz__zz_io_out_payload_35_1)
      4'b0000 : _zz__zz_io_out_payload_35 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_35 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_35 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_35 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_35 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_35 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_35 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_35 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_35 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_35 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_35 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_35 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_35 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_35 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_35 = stepTable_14;
      default : _zz__zz_io_out_payload_35 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_36_3)
      4'b0000 : _zz__zz_io_out_payload_36_2 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_36_2 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_36_2 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_36_2 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_36_2 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_36_2 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_36_2 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_36_2 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_36_2 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_36_2 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_36_2 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_36_2 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_36_2 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_36_2 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_36_2 = stepTable_14;
      default : _zz__zz_io_out_payload_36_2 = stepTable_15;
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
  assign rest = io_in_payload[22:0];
  assign over = (32'h00700000 <= io_in_payload);
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
    _zz_io_out_payload_36 <= (over_regNext_regNext_regNext_regNext_regNext_regNext_regNext ? 20'hfffff : _zz__zz_io_out_payload_36);
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

module lpx_ConstFloorDiv_1 (
  input  wire          io_in_valid,
  input  wire [31:0]   io_in_payload,
  output wire          io_out_valid,
  output wire [19:0]   io_out_payload,
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
  reg        [3:0]    _zz__zz_io_out_payload_35;
  wire       [3:0]    _zz__zz_io_out_payload_35_1;
  wire       [19:0]   _zz__zz_io_out_payload_36;
  wire       [22:0]   _zz__zz_io_out_payload_36_1;
  reg        [3:0]    _zz__zz_io_out_payload_36_2;
  wire       [3:0]    _zz__zz_io_out_payload_36_3;
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
  wire       [22:0]   rest;
  wire                over;
  wire       [3:0]    _zz_io_out_payload;
  wire       [3:0]    _zz_io_out_payload_1;
  wire       [3:0]    _zz_io_out_payload_2;
  reg        [2:0]    _zz_io_out_payload_3;
  reg        [22:0]   rest_regNext;
  reg        [2:0]    _zz_io_out_payload_4;
  reg                 over_regNext;
  reg                 io_in_valid_regNext;
  wire       [3:0]    _zz_io_out_payload_5;
  wire       [3:0]    _zz_io_out_payload_6;
  wire       [3:0]    _zz_io_out_payload_7;
  reg        [2:0]    _zz_io_out_payload_8;
  reg        [22:0]   rest_regNext_regNext;
  reg        [5:0]    _zz_io_out_payload_9;
  reg                 over_regNext_regNext;
  reg                 io_in_valid_regNext_regNext;
  wire       [3:0]    _zz_io_out_payload_10;
  wire       [3:0]    _zz_io_out_payload_11;
  wire       [3:0]    _zz_io_out_payload_12;
  reg        [2:0]    _zz_io_out_payload_13;
  reg        [22:0]   rest_regNext_regNext_regNext;
  reg        [8:0]    _zz_io_out_payload_14;
  reg                 over_regNext_regNext_regNext;
  reg                 io_in_valid_regNext_regNext_regNext;
  wire       [3:0]    _zz_io_out_payload_15;
  wire       [3:0]    _zz_io_out_payload_16;
  wire       [3:0]    _zz_io_out_payload_17;
  reg        [2:0]    _zz_io_out_payload_18;
  reg        [22:0]   rest_regNext_regNext_regNext_regNext;
  reg        [11:0]   _zz_io_out_payload_19;
  reg                 over_regNext_regNext_regNext_regNext;
  reg                 io_in_valid_regNext_regNext_regNext_regNext;
  wire       [3:0]    _zz_io_out_payload_20;
  wire       [3:0]    _zz_io_out_payload_21;
  wire       [3:0]    _zz_io_out_payload_22;
  reg        [2:0]    _zz_io_out_payload_23;
  reg        [22:0]   rest_regNext_regNext_regNext_regNext_regNext;
  reg        [14:0]   _zz_io_out_payload_24;
  reg                 over_regNext_regNext_regNext_regNext_regNext;
  reg                 io_in_valid_regNext_regNext_regNext_regNext_regNext;
  wire       [3:0]    _zz_io_out_payload_25;
  wire       [3:0]    _zz_io_out_payload_26;
  wire       [3:0]    _zz_io_out_payload_27;
  reg        [2:0]    _zz_io_out_payload_28;
  reg        [22:0]   rest_regNext_regNext_regNext_regNext_regNext_regNext;
  reg        [17:0]   _zz_io_out_payload_29;
  reg                 over_regNext_regNext_regNext_regNext_regNext_regNext;
  reg                 io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext;
  wire       [3:0]    _zz_io_out_payload_30;
  wire       [3:0]    _zz_io_out_payload_31;
  wire       [3:0]    _zz_io_out_payload_32;
  reg        [2:0]    _zz_io_out_payload_33;
  reg        [22:0]   rest_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  reg        [20:0]   _zz_io_out_payload_34;
  reg                 over_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  reg                 io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  wire       [3:0]    _zz_io_out_payload_35;
  reg        [19:0]   _zz_io_out_payload_36;
  reg                 io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext;

  assign _zz__zz_io_out_payload_36_1 = {_zz_io_out_payload_34,{_zz_io_out_payload_35[0],_zz__zz_io_out_payload_36_2[0]}};
  assign _zz__zz_io_out_payload_36 = _zz__zz_io_out_payload_36_1[19:0];
  assign _zz__zz_io_out_payload_1 = {rem_1,rest[22]};
  assign _zz__zz_io_out_payload_1_2 = {_zz_io_out_payload[3 : 1],rest[21]};
  assign _zz__zz_io_out_payload_2_1 = {_zz_io_out_payload_1[3 : 1],rest[20]};
  assign _zz__zz_io_out_payload_5_1 = {_zz_io_out_payload_3,rest_regNext[19]};
  assign _zz__zz_io_out_payload_6_1 = {_zz_io_out_payload_5[3 : 1],rest_regNext[18]};
  assign _zz__zz_io_out_payload_7_1 = {_zz_io_out_payload_6[3 : 1],rest_regNext[17]};
  assign _zz__zz_io_out_payload_10_1 = {_zz_io_out_payload_8,rest_regNext_regNext[16]};
  assign _zz__zz_io_out_payload_11_1 = {_zz_io_out_payload_10[3 : 1],rest_regNext_regNext[15]};
  assign _zz__zz_io_out_payload_12_1 = {_zz_io_out_payload_11[3 : 1],rest_regNext_regNext[14]};
  assign _zz__zz_io_out_payload_15_1 = {_zz_io_out_payload_13,rest_regNext_regNext_regNext[13]};
  assign _zz__zz_io_out_payload_16_1 = {_zz_io_out_payload_15[3 : 1],rest_regNext_regNext_regNext[12]};
  assign _zz__zz_io_out_payload_17_1 = {_zz_io_out_payload_16[3 : 1],rest_regNext_regNext_regNext[11]};
  assign _zz__zz_io_out_payload_20_1 = {_zz_io_out_payload_18,rest_regNext_regNext_regNext_regNext[10]};
  assign _zz__zz_io_out_payload_21_1 = {_zz_io_out_payload_20[3 : 1],rest_regNext_regNext_regNext_regNext[9]};
  assign _zz__zz_io_out_payload_22_1 = {_zz_io_out_payload_21[3 : 1],rest_regNext_regNext_regNext_regNext[8]};
  assign _zz__zz_io_out_payload_25_1 = {_zz_io_out_payload_23,rest_regNext_regNext_regNext_regNext_regNext[7]};
  assign _zz__zz_io_out_payload_26_1 = {_zz_io_out_payload_25[3 : 1],rest_regNext_regNext_regNext_regNext_regNext[6]};
  assign _zz__zz_io_out_payload_27_1 = {_zz_io_out_payload_26[3 : 1],rest_regNext_regNext_regNext_regNext_regNext[5]};
  assign _zz__zz_io_out_payload_30_1 = {_zz_io_out_payload_28,rest_regNext_regNext_regNext_regNext_regNext_regNext[4]};
  assign _zz__zz_io_out_payload_31_1 = {_zz_io_out_payload_30[3 : 1],rest_regNext_regNext_regNext_regNext_regNext_regNext[3]};
  assign _zz__zz_io_out_payload_32_1 = {_zz_io_out_payload_31[3 : 1],rest_regNext_regNext_regNext_regNext_regNext_regNext[2]};
  assign _zz__zz_io_out_payload_35_1 = {_zz_io_out_payload_33,rest_regNext_regNext_regNext_regNext_regNext_regNext_regNext[1]};
  assign _zz__zz_io_out_payload_36_3 = {_zz_io_out_payload_35[3 : 1],rest_regNext_regNext_regNext_regNext_regNext_regNext_regNext[0]};
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
    case(_zz__zz_io_out_payload_35_1)
      4'b0000 : _zz__zz_io_out_payload_35 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_35 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_35 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_35 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_35 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_35 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_35 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_35 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_35 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_35 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_35 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_35 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_35 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_35 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_35 = stepTable_14;
      default : _zz__zz_io_out_payload_35 = stepTable_15;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_36_3)
      4'b0000 : _zz__zz_io_out_payload_36_2 = stepTable_0;
      4'b0001 : _zz__zz_io_out_payload_36_2 = stepTable_1;
      4'b0010 : _zz__zz_io_out_payload_36_2 = stepTable_2;
      4'b0011 : _zz__zz_io_out_payload_36_2 = stepTable_3;
      4'b0100 : _zz__zz_io_out_payload_36_2 = stepTable_4;
      4'b0101 : _zz__zz_io_out_payload_36_2 = stepTable_5;
      4'b0110 : _zz__zz_io_out_payload_36_2 = stepTable_6;
      4'b0111 : _zz__zz_io_out_payload_36_2 = stepTable_7;
      4'b1000 : _zz__zz_io_out_payload_36_2 = stepTable_8;
      4'b1001 : _zz__zz_io_out_payload_36_2 = stepTable_9;
      4'b1010 : _zz__zz_io_out_payload_36_2 = stepTable_10;
      4'b1011 : _zz__zz_io_out_payload_36_2 = stepTable_11;
      4'b1100 : _zz__zz_io_out_payload_36_2 = stepTable_12;
      4'b1101 : _zz__zz_io_out_payload_36_2 = stepTable_13;
      4'b1110 : _zz__zz_io_out_payload_36_2 = stepTable_14;
      default : _zz__zz_io_out_payload_36_2 = stepTable_15;
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
  assign rest = io_in_payload[22:0];
  assign over = (32'h00500000 <= io_in_payload);
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
    _zz_io_out_payload_36 <= (over_regNext_regNext_regNext_regNext_regNext_regNext_regNext ? 20'hfffff : _zz__zz_io_out_payload_36);
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

module lpx_ConstFloorDiv (
  input  wire          io_in_valid,
  input  wire [31:0]   io_in_payload,
  output wire          io_out_valid,
  output wire [20:0]   io_out_payload,
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
  reg        [2:0]    _zz__zz_io_out_payload_32;
  wire       [2:0]    _zz__zz_io_out_payload_32_1;
  reg        [2:0]    _zz__zz_io_out_payload_35;
  wire       [2:0]    _zz__zz_io_out_payload_35_1;
  wire       [20:0]   _zz__zz_io_out_payload_36;
  wire       [22:0]   _zz__zz_io_out_payload_36_1;
  reg        [2:0]    _zz__zz_io_out_payload_36_2;
  wire       [2:0]    _zz__zz_io_out_payload_36_3;
  wire       [2:0]    stepTable_0;
  wire       [2:0]    stepTable_1;
  wire       [2:0]    stepTable_2;
  wire       [2:0]    stepTable_3;
  wire       [2:0]    stepTable_4;
  wire       [2:0]    stepTable_5;
  wire       [2:0]    stepTable_6;
  wire       [2:0]    stepTable_7;
  wire       [1:0]    rem_1;
  wire       [22:0]   rest;
  wire                over;
  wire       [2:0]    _zz_io_out_payload;
  wire       [2:0]    _zz_io_out_payload_1;
  wire       [2:0]    _zz_io_out_payload_2;
  reg        [1:0]    _zz_io_out_payload_3;
  reg        [22:0]   rest_regNext;
  reg        [2:0]    _zz_io_out_payload_4;
  reg                 over_regNext;
  reg                 io_in_valid_regNext;
  wire       [2:0]    _zz_io_out_payload_5;
  wire       [2:0]    _zz_io_out_payload_6;
  wire       [2:0]    _zz_io_out_payload_7;
  reg        [1:0]    _zz_io_out_payload_8;
  reg        [22:0]   rest_regNext_regNext;
  reg        [5:0]    _zz_io_out_payload_9;
  reg                 over_regNext_regNext;
  reg                 io_in_valid_regNext_regNext;
  wire       [2:0]    _zz_io_out_payload_10;
  wire       [2:0]    _zz_io_out_payload_11;
  wire       [2:0]    _zz_io_out_payload_12;
  reg        [1:0]    _zz_io_out_payload_13;
  reg        [22:0]   rest_regNext_regNext_regNext;
  reg        [8:0]    _zz_io_out_payload_14;
  reg                 over_regNext_regNext_regNext;
  reg                 io_in_valid_regNext_regNext_regNext;
  wire       [2:0]    _zz_io_out_payload_15;
  wire       [2:0]    _zz_io_out_payload_16;
  wire       [2:0]    _zz_io_out_payload_17;
  reg        [1:0]    _zz_io_out_payload_18;
  reg        [22:0]   rest_regNext_regNext_regNext_regNext;
  reg        [11:0]   _zz_io_out_payload_19;
  reg                 over_regNext_regNext_regNext_regNext;
  reg                 io_in_valid_regNext_regNext_regNext_regNext;
  wire       [2:0]    _zz_io_out_payload_20;
  wire       [2:0]    _zz_io_out_payload_21;
  wire       [2:0]    _zz_io_out_payload_22;
  reg        [1:0]    _zz_io_out_payload_23;
  reg        [22:0]   rest_regNext_regNext_regNext_regNext_regNext;
  reg        [14:0]   _zz_io_out_payload_24;
  reg                 over_regNext_regNext_regNext_regNext_regNext;
  reg                 io_in_valid_regNext_regNext_regNext_regNext_regNext;
  wire       [2:0]    _zz_io_out_payload_25;
  wire       [2:0]    _zz_io_out_payload_26;
  wire       [2:0]    _zz_io_out_payload_27;
  reg        [1:0]    _zz_io_out_payload_28;
  reg        [22:0]   rest_regNext_regNext_regNext_regNext_regNext_regNext;
  reg        [17:0]   _zz_io_out_payload_29;
  reg                 over_regNext_regNext_regNext_regNext_regNext_regNext;
  reg                 io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext;
  wire       [2:0]    _zz_io_out_payload_30;
  wire       [2:0]    _zz_io_out_payload_31;
  wire       [2:0]    _zz_io_out_payload_32;
  reg        [1:0]    _zz_io_out_payload_33;
  reg        [22:0]   rest_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  reg        [20:0]   _zz_io_out_payload_34;
  reg                 over_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  reg                 io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext;
  wire       [2:0]    _zz_io_out_payload_35;
  reg        [20:0]   _zz_io_out_payload_36;
  reg                 io_in_valid_regNext_regNext_regNext_regNext_regNext_regNext_regNext_regNext;

  assign _zz__zz_io_out_payload_36_1 = {_zz_io_out_payload_34,{_zz_io_out_payload_35[0],_zz__zz_io_out_payload_36_2[0]}};
  assign _zz__zz_io_out_payload_36 = _zz__zz_io_out_payload_36_1[20:0];
  assign _zz__zz_io_out_payload_1 = {rem_1,rest[22]};
  assign _zz__zz_io_out_payload_1_2 = {_zz_io_out_payload[2 : 1],rest[21]};
  assign _zz__zz_io_out_payload_2_1 = {_zz_io_out_payload_1[2 : 1],rest[20]};
  assign _zz__zz_io_out_payload_5_1 = {_zz_io_out_payload_3,rest_regNext[19]};
  assign _zz__zz_io_out_payload_6_1 = {_zz_io_out_payload_5[2 : 1],rest_regNext[18]};
  assign _zz__zz_io_out_payload_7_1 = {_zz_io_out_payload_6[2 : 1],rest_regNext[17]};
  assign _zz__zz_io_out_payload_10_1 = {_zz_io_out_payload_8,rest_regNext_regNext[16]};
  assign _zz__zz_io_out_payload_11_1 = {_zz_io_out_payload_10[2 : 1],rest_regNext_regNext[15]};
  assign _zz__zz_io_out_payload_12_1 = {_zz_io_out_payload_11[2 : 1],rest_regNext_regNext[14]};
  assign _zz__zz_io_out_payload_15_1 = {_zz_io_out_payload_13,rest_regNext_regNext_regNext[13]};
  assign _zz__zz_io_out_payload_16_1 = {_zz_io_out_payload_15[2 : 1],rest_regNext_regNext_regNext[12]};
  assign _zz__zz_io_out_payload_17_1 = {_zz_io_out_payload_16[2 : 1],rest_regNext_regNext_regNext[11]};
  assign _zz__zz_io_out_payload_20_1 = {_zz_io_out_payload_18,rest_regNext_regNext_regNext_regNext[10]};
  assign _zz__zz_io_out_payload_21_1 = {_zz_io_out_payload_20[2 : 1],rest_regNext_regNext_regNext_regNext[9]};
  assign _zz__zz_io_out_payload_22_1 = {_zz_io_out_payload_21[2 : 1],rest_regNext_regNext_regNext_regNext[8]};
  assign _zz__zz_io_out_payload_25_1 = {_zz_io_out_payload_23,rest_regNext_regNext_regNext_regNext_regNext[7]};
  assign _zz__zz_io_out_payload_26_1 = {_zz_io_out_payload_25[2 : 1],rest_regNext_regNext_regNext_regNext_regNext[6]};
  assign _zz__zz_io_out_payload_27_1 = {_zz_io_out_payload_26[2 : 1],rest_regNext_regNext_regNext_regNext_regNext[5]};
  assign _zz__zz_io_out_payload_30_1 = {_zz_io_out_payload_28,rest_regNext_regNext_regNext_regNext_regNext_regNext[4]};
  assign _zz__zz_io_out_payload_31_1 = {_zz_io_out_payload_30[2 : 1],rest_regNext_regNext_regNext_regNext_regNext_regNext[3]};
  assign _zz__zz_io_out_payload_32_1 = {_zz_io_out_payload_31[2 : 1],rest_regNext_regNext_regNext_regNext_regNext_regNext[2]};
  assign _zz__zz_io_out_payload_35_1 = {_zz_io_out_payload_33,rest_regNext_regNext_regNext_regNext_regNext_regNext_regNext[1]};
  assign _zz__zz_io_out_payload_36_3 = {_zz_io_out_payload_35[2 : 1],rest_regNext_regNext_regNext_regNext_regNext_regNext_regNext[0]};
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
    case(_zz__zz_io_out_payload_32_1)
      3'b000 : _zz__zz_io_out_payload_32 = stepTable_0;
      3'b001 : _zz__zz_io_out_payload_32 = stepTable_1;
      3'b010 : _zz__zz_io_out_payload_32 = stepTable_2;
      3'b011 : _zz__zz_io_out_payload_32 = stepTable_3;
      3'b100 : _zz__zz_io_out_payload_32 = stepTable_4;
      3'b101 : _zz__zz_io_out_payload_32 = stepTable_5;
      3'b110 : _zz__zz_io_out_payload_32 = stepTable_6;
      default : _zz__zz_io_out_payload_32 = stepTable_7;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_35_1)
      3'b000 : _zz__zz_io_out_payload_35 = stepTable_0;
      3'b001 : _zz__zz_io_out_payload_35 = stepTable_1;
      3'b010 : _zz__zz_io_out_payload_35 = stepTable_2;
      3'b011 : _zz__zz_io_out_payload_35 = stepTable_3;
      3'b100 : _zz__zz_io_out_payload_35 = stepTable_4;
      3'b101 : _zz__zz_io_out_payload_35 = stepTable_5;
      3'b110 : _zz__zz_io_out_payload_35 = stepTable_6;
      default : _zz__zz_io_out_payload_35 = stepTable_7;
    endcase
  end

  always @(*) begin
    case(_zz__zz_io_out_payload_36_3)
      3'b000 : _zz__zz_io_out_payload_36_2 = stepTable_0;
      3'b001 : _zz__zz_io_out_payload_36_2 = stepTable_1;
      3'b010 : _zz__zz_io_out_payload_36_2 = stepTable_2;
      3'b011 : _zz__zz_io_out_payload_36_2 = stepTable_3;
      3'b100 : _zz__zz_io_out_payload_36_2 = stepTable_4;
      3'b101 : _zz__zz_io_out_payload_36_2 = stepTable_5;
      3'b110 : _zz__zz_io_out_payload_36_2 = stepTable_6;
      default : _zz__zz_io_out_payload_36_2 = stepTable_7;
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
  assign rest = io_in_payload[22:0];
  assign over = (32'h00600000 <= io_in_payload);
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
    _zz_io_out_payload_33 <= _zz_io_out_payload_32[2 : 1];
    rest_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= rest_regNext_regNext_regNext_regNext_regNext_regNext;
    _zz_io_out_payload_34 <= {_zz_io_out_payload_29,{_zz_io_out_payload_30[0],{_zz_io_out_payload_31[0],_zz_io_out_payload_32[0]}}};
    over_regNext_regNext_regNext_regNext_regNext_regNext_regNext <= over_regNext_regNext_regNext_regNext_regNext_regNext;
    _zz_io_out_payload_36 <= (over_regNext_regNext_regNext_regNext_regNext_regNext_regNext ? 21'h1fffff : _zz__zz_io_out_payload_36);
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

module lpx_StreamFifo (
  input  wire          io_push_valid,
  output wire          io_push_ready,
  input  wire [31:0]   io_push_payload_qR,
  input  wire          io_push_payload_zero,
  input  wire [18:0]   io_push_payload_f_0,
  input  wire [18:0]   io_push_payload_f_1,
  input  wire [18:0]   io_push_payload_f_2,
  input  wire [18:0]   io_push_payload_f_3,
  input  wire [18:0]   io_push_payload_f_4,
  input  wire [18:0]   io_push_payload_f_5,
  input  wire [18:0]   io_push_payload_f_6,
  input  wire [18:0]   io_push_payload_f_7,
  input  wire [18:0]   io_push_payload_f_8,
  input  wire [18:0]   io_push_payload_f_9,
  input  wire [18:0]   io_push_payload_f_10,
  input  wire [18:0]   io_push_payload_f_11,
  input  wire [18:0]   io_push_payload_f_12,
  input  wire [18:0]   io_push_payload_f_13,
  input  wire [18:0]   io_push_payload_f_14,
  input  wire [18:0]   io_push_payload_f_15,
  output wire          io_pop_valid,
  input  wire          io_pop_ready,
  output wire [31:0]   io_pop_payload_qR,
  output wire          io_pop_payload_zero,
  output wire [18:0]   io_pop_payload_f_0,
  output wire [18:0]   io_pop_payload_f_1,
  output wire [18:0]   io_pop_payload_f_2,
  output wire [18:0]   io_pop_payload_f_3,
  output wire [18:0]   io_pop_payload_f_4,
  output wire [18:0]   io_pop_payload_f_5,
  output wire [18:0]   io_pop_payload_f_6,
  output wire [18:0]   io_pop_payload_f_7,
  output wire [18:0]   io_pop_payload_f_8,
  output wire [18:0]   io_pop_payload_f_9,
  output wire [18:0]   io_pop_payload_f_10,
  output wire [18:0]   io_pop_payload_f_11,
  output wire [18:0]   io_pop_payload_f_12,
  output wire [18:0]   io_pop_payload_f_13,
  output wire [18:0]   io_pop_payload_f_14,
  output wire [18:0]   io_pop_payload_f_15,
  input  wire          io_flush,
  output wire [5:0]    io_occupancy,
  output wire [5:0]    io_availability,
  input  wire          clk,
  input  wire          reset
);

  reg        [336:0]  logic_ram_spinal_port1;
  wire       [336:0]  _zz_logic_ram_port;
  reg                 _zz_1;
  wire                logic_ptr_doPush;
  wire                logic_ptr_doPop;
  wire                logic_ptr_full;
  wire                logic_ptr_empty;
  reg        [5:0]    logic_ptr_push;
  reg        [5:0]    logic_ptr_pop;
  wire       [5:0]    logic_ptr_occupancy;
  wire       [5:0]    logic_ptr_popOnIo;
  wire                when_Stream_l1557;
  reg                 logic_ptr_wentUp;
  wire                io_push_fire;
  wire                logic_push_onRam_write_valid;
  wire       [4:0]    logic_push_onRam_write_payload_address;
  wire       [31:0]   logic_push_onRam_write_payload_data_qR;
  wire                logic_push_onRam_write_payload_data_zero;
  wire       [18:0]   logic_push_onRam_write_payload_data_f_0;
  wire       [18:0]   logic_push_onRam_write_payload_data_f_1;
  wire       [18:0]   logic_push_onRam_write_payload_data_f_2;
  wire       [18:0]   logic_push_onRam_write_payload_data_f_3;
  wire       [18:0]   logic_push_onRam_write_payload_data_f_4;
  wire       [18:0]   logic_push_onRam_write_payload_data_f_5;
  wire       [18:0]   logic_push_onRam_write_payload_data_f_6;
  wire       [18:0]   logic_push_onRam_write_payload_data_f_7;
  wire       [18:0]   logic_push_onRam_write_payload_data_f_8;
  wire       [18:0]   logic_push_onRam_write_payload_data_f_9;
  wire       [18:0]   logic_push_onRam_write_payload_data_f_10;
  wire       [18:0]   logic_push_onRam_write_payload_data_f_11;
  wire       [18:0]   logic_push_onRam_write_payload_data_f_12;
  wire       [18:0]   logic_push_onRam_write_payload_data_f_13;
  wire       [18:0]   logic_push_onRam_write_payload_data_f_14;
  wire       [18:0]   logic_push_onRam_write_payload_data_f_15;
  wire                logic_pop_addressGen_valid;
  reg                 logic_pop_addressGen_ready;
  wire       [4:0]    logic_pop_addressGen_payload;
  wire                logic_pop_addressGen_fire;
  wire                logic_pop_sync_readArbitration_valid;
  wire                logic_pop_sync_readArbitration_ready;
  wire       [4:0]    logic_pop_sync_readArbitration_payload;
  reg                 logic_pop_addressGen_rValid;
  reg        [4:0]    logic_pop_addressGen_rData;
  wire                when_Stream_l477;
  wire                logic_pop_sync_readPort_cmd_valid;
  wire       [4:0]    logic_pop_sync_readPort_cmd_payload;
  wire       [31:0]   logic_pop_sync_readPort_rsp_qR;
  wire                logic_pop_sync_readPort_rsp_zero;
  wire       [18:0]   logic_pop_sync_readPort_rsp_f_0;
  wire       [18:0]   logic_pop_sync_readPort_rsp_f_1;
  wire       [18:0]   logic_pop_sync_readPort_rsp_f_2;
  wire       [18:0]   logic_pop_sync_readPort_rsp_f_3;
  wire       [18:0]   logic_pop_sync_readPort_rsp_f_4;
  wire       [18:0]   logic_pop_sync_readPort_rsp_f_5;
  wire       [18:0]   logic_pop_sync_readPort_rsp_f_6;
  wire       [18:0]   logic_pop_sync_readPort_rsp_f_7;
  wire       [18:0]   logic_pop_sync_readPort_rsp_f_8;
  wire       [18:0]   logic_pop_sync_readPort_rsp_f_9;
  wire       [18:0]   logic_pop_sync_readPort_rsp_f_10;
  wire       [18:0]   logic_pop_sync_readPort_rsp_f_11;
  wire       [18:0]   logic_pop_sync_readPort_rsp_f_12;
  wire       [18:0]   logic_pop_sync_readPort_rsp_f_13;
  wire       [18:0]   logic_pop_sync_readPort_rsp_f_14;
  wire       [18:0]   logic_pop_sync_readPort_rsp_f_15;
  wire       [336:0]  _zz_logic_pop_sync_readPort_rsp_qR;
  wire       [303:0]  _zz_logic_pop_sync_readPort_rsp_f_0;
  wire                logic_pop_addressGen_toFlowFire_valid;
  wire       [4:0]    logic_pop_addressGen_toFlowFire_payload;
  wire                logic_pop_sync_readArbitration_translated_valid;
  wire                logic_pop_sync_readArbitration_translated_ready;
  wire       [31:0]   logic_pop_sync_readArbitration_translated_payload_qR;
  wire                logic_pop_sync_readArbitration_translated_payload_zero;
  wire       [18:0]   logic_pop_sync_readArbitration_translated_payload_f_0;
  wire       [18:0]   logic_pop_sync_readArbitration_translated_payload_f_1;
  wire       [18:0]   logic_pop_sync_readArbitration_translated_payload_f_2;
  wire       [18:0]   logic_pop_sync_readArbitration_translated_payload_f_3;
  wire       [18:0]   logic_pop_sync_readArbitration_translated_payload_f_4;
  wire       [18:0]   logic_pop_sync_readArbitration_translated_payload_f_5;
  wire       [18:0]   logic_pop_sync_readArbitration_translated_payload_f_6;
  wire       [18:0]   logic_pop_sync_readArbitration_translated_payload_f_7;
  wire       [18:0]   logic_pop_sync_readArbitration_translated_payload_f_8;
  wire       [18:0]   logic_pop_sync_readArbitration_translated_payload_f_9;
  wire       [18:0]   logic_pop_sync_readArbitration_translated_payload_f_10;
  wire       [18:0]   logic_pop_sync_readArbitration_translated_payload_f_11;
  wire       [18:0]   logic_pop_sync_readArbitration_translated_payload_f_12;
  wire       [18:0]   logic_pop_sync_readArbitration_translated_payload_f_13;
  wire       [18:0]   logic_pop_sync_readArbitration_translated_payload_f_14;
  wire       [18:0]   logic_pop_sync_readArbitration_translated_payload_f_15;
  wire                logic_pop_sync_readArbitration_fire;
  reg        [5:0]    logic_pop_sync_popReg;
  reg [336:0] logic_ram [0:31];

  assign _zz_logic_ram_port = {{logic_push_onRam_write_payload_data_f_15,{logic_push_onRam_write_payload_data_f_14,{logic_push_onRam_write_payload_data_f_13,{logic_push_onRam_write_payload_data_f_12,{logic_push_onRam_write_payload_data_f_11,{logic_push_onRam_write_payload_data_f_10,{logic_push_onRam_write_payload_data_f_9,{logic_push_onRam_write_payload_data_f_8,{logic_push_onRam_write_payload_data_f_7,{logic_push_onRam_write_payload_data_f_6,{logic_push_onRam_write_payload_data_f_5,{logic_push_onRam_write_payload_data_f_4,{logic_push_onRam_write_payload_data_f_3,{logic_push_onRam_write_payload_data_f_2,{logic_push_onRam_write_payload_data_f_1,logic_push_onRam_write_payload_data_f_0}}}}}}}}}}}}}}},{logic_push_onRam_write_payload_data_zero,logic_push_onRam_write_payload_data_qR}};
  always @(posedge clk) begin
    if(_zz_1) begin
      logic_ram[logic_push_onRam_write_payload_address] <= _zz_logic_ram_port;
    end
  end

  always @(posedge clk) begin
    if(logic_pop_sync_readPort_cmd_valid) begin
      logic_ram_spinal_port1 <= logic_ram[logic_pop_sync_readPort_cmd_payload];
    end
  end

  always @(*) begin
    _zz_1 = 1'b0;
    if(logic_push_onRam_write_valid) begin
      _zz_1 = 1'b1;
    end
  end

  assign when_Stream_l1557 = (logic_ptr_doPush != logic_ptr_doPop);
  assign logic_ptr_full = (((logic_ptr_push ^ logic_ptr_popOnIo) ^ 6'h20) == 6'h0);
  assign logic_ptr_empty = (logic_ptr_push == logic_ptr_pop);
  assign logic_ptr_occupancy = (logic_ptr_push - logic_ptr_popOnIo);
  assign io_push_ready = (! logic_ptr_full);
  assign io_push_fire = (io_push_valid && io_push_ready);
  assign logic_ptr_doPush = io_push_fire;
  assign logic_push_onRam_write_valid = io_push_fire;
  assign logic_push_onRam_write_payload_address = logic_ptr_push[4:0];
  assign logic_push_onRam_write_payload_data_qR = io_push_payload_qR;
  assign logic_push_onRam_write_payload_data_zero = io_push_payload_zero;
  assign logic_push_onRam_write_payload_data_f_0 = io_push_payload_f_0;
  assign logic_push_onRam_write_payload_data_f_1 = io_push_payload_f_1;
  assign logic_push_onRam_write_payload_data_f_2 = io_push_payload_f_2;
  assign logic_push_onRam_write_payload_data_f_3 = io_push_payload_f_3;
  assign logic_push_onRam_write_payload_data_f_4 = io_push_payload_f_4;
  assign logic_push_onRam_write_payload_data_f_5 = io_push_payload_f_5;
  assign logic_push_onRam_write_payload_data_f_6 = io_push_payload_f_6;
  assign logic_push_onRam_write_payload_data_f_7 = io_push_payload_f_7;
  assign logic_push_onRam_write_payload_data_f_8 = io_push_payload_f_8;
  assign logic_push_onRam_write_payload_data_f_9 = io_push_payload_f_9;
  assign logic_push_onRam_write_payload_data_f_10 = io_push_payload_f_10;
  assign logic_push_onRam_write_payload_data_f_11 = io_push_payload_f_11;
  assign logic_push_onRam_write_payload_data_f_12 = io_push_payload_f_12;
  assign logic_push_onRam_write_payload_data_f_13 = io_push_payload_f_13;
  assign logic_push_onRam_write_payload_data_f_14 = io_push_payload_f_14;
  assign logic_push_onRam_write_payload_data_f_15 = io_push_payload_f_15;
  assign logic_pop_addressGen_valid = (! logic_ptr_empty);
  assign logic_pop_addressGen_payload = logic_ptr_pop[4:0];
  assign logic_pop_addressGen_fire = (logic_pop_addressGen_valid && logic_pop_addressGen_ready);
  assign logic_ptr_doPop = logic_pop_addressGen_fire;
  always @(*) begin
    logic_pop_addressGen_ready = logic_pop_sync_readArbitration_ready;
    if(when_Stream_l477) begin
      logic_pop_addressGen_ready = 1'b1;
    end
  end

  assign when_Stream_l477 = (! logic_pop_sync_readArbitration_valid);
  assign logic_pop_sync_readArbitration_valid = logic_pop_addressGen_rValid;
  assign logic_pop_sync_readArbitration_payload = logic_pop_addressGen_rData;
  assign _zz_logic_pop_sync_readPort_rsp_qR = logic_ram_spinal_port1;
  assign _zz_logic_pop_sync_readPort_rsp_f_0 = _zz_logic_pop_sync_readPort_rsp_qR[336 : 33];
  assign logic_pop_sync_readPort_rsp_qR = _zz_logic_pop_sync_readPort_rsp_qR[31 : 0];
  assign logic_pop_sync_readPort_rsp_zero = _zz_logic_pop_sync_readPort_rsp_qR[32];
  assign logic_pop_sync_readPort_rsp_f_0 = _zz_logic_pop_sync_readPort_rsp_f_0[18 : 0];
  assign logic_pop_sync_readPort_rsp_f_1 = _zz_logic_pop_sync_readPort_rsp_f_0[37 : 19];
  assign logic_pop_sync_readPort_rsp_f_2 = _zz_logic_pop_sync_readPort_rsp_f_0[56 : 38];
  assign logic_pop_sync_readPort_rsp_f_3 = _zz_logic_pop_sync_readPort_rsp_f_0[75 : 57];
  assign logic_pop_sync_readPort_rsp_f_4 = _zz_logic_pop_sync_readPort_rsp_f_0[94 : 76];
  assign logic_pop_sync_readPort_rsp_f_5 = _zz_logic_pop_sync_readPort_rsp_f_0[113 : 95];
  assign logic_pop_sync_readPort_rsp_f_6 = _zz_logic_pop_sync_readPort_rsp_f_0[132 : 114];
  assign logic_pop_sync_readPort_rsp_f_7 = _zz_logic_pop_sync_readPort_rsp_f_0[151 : 133];
  assign logic_pop_sync_readPort_rsp_f_8 = _zz_logic_pop_sync_readPort_rsp_f_0[170 : 152];
  assign logic_pop_sync_readPort_rsp_f_9 = _zz_logic_pop_sync_readPort_rsp_f_0[189 : 171];
  assign logic_pop_sync_readPort_rsp_f_10 = _zz_logic_pop_sync_readPort_rsp_f_0[208 : 190];
  assign logic_pop_sync_readPort_rsp_f_11 = _zz_logic_pop_sync_readPort_rsp_f_0[227 : 209];
  assign logic_pop_sync_readPort_rsp_f_12 = _zz_logic_pop_sync_readPort_rsp_f_0[246 : 228];
  assign logic_pop_sync_readPort_rsp_f_13 = _zz_logic_pop_sync_readPort_rsp_f_0[265 : 247];
  assign logic_pop_sync_readPort_rsp_f_14 = _zz_logic_pop_sync_readPort_rsp_f_0[284 : 266];
  assign logic_pop_sync_readPort_rsp_f_15 = _zz_logic_pop_sync_readPort_rsp_f_0[303 : 285];
  assign logic_pop_addressGen_toFlowFire_valid = logic_pop_addressGen_fire;
  assign logic_pop_addressGen_toFlowFire_payload = logic_pop_addressGen_payload;
  assign logic_pop_sync_readPort_cmd_valid = logic_pop_addressGen_toFlowFire_valid;
  assign logic_pop_sync_readPort_cmd_payload = logic_pop_addressGen_toFlowFire_payload;
  assign logic_pop_sync_readArbitration_translated_valid = logic_pop_sync_readArbitration_valid;
  assign logic_pop_sync_readArbitration_ready = logic_pop_sync_readArbitration_translated_ready;
  assign logic_pop_sync_readArbitration_translated_payload_qR = logic_pop_sync_readPort_rsp_qR;
  assign logic_pop_sync_readArbitration_translated_payload_zero = logic_pop_sync_readPort_rsp_zero;
  assign logic_pop_sync_readArbitration_translated_payload_f_0 = logic_pop_sync_readPort_rsp_f_0;
  assign logic_pop_sync_readArbitration_translated_payload_f_1 = logic_pop_sync_readPort_rsp_f_1;
  assign logic_pop_sync_readArbitration_translated_payload_f_2 = logic_pop_sync_readPort_rsp_f_2;
  assign logic_pop_sync_readArbitration_translated_payload_f_3 = logic_pop_sync_readPort_rsp_f_3;
  assign logic_pop_sync_readArbitration_translated_payload_f_4 = logic_pop_sync_readPort_rsp_f_4;
  assign logic_pop_sync_readArbitration_translated_payload_f_5 = logic_pop_sync_readPort_rsp_f_5;
  assign logic_pop_sync_readArbitration_translated_payload_f_6 = logic_pop_sync_readPort_rsp_f_6;
  assign logic_pop_sync_readArbitration_translated_payload_f_7 = logic_pop_sync_readPort_rsp_f_7;
  assign logic_pop_sync_readArbitration_translated_payload_f_8 = logic_pop_sync_readPort_rsp_f_8;
  assign logic_pop_sync_readArbitration_translated_payload_f_9 = logic_pop_sync_readPort_rsp_f_9;
  assign logic_pop_sync_readArbitration_translated_payload_f_10 = logic_pop_sync_readPort_rsp_f_10;
  assign logic_pop_sync_readArbitration_translated_payload_f_11 = logic_pop_sync_readPort_rsp_f_11;
  assign logic_pop_sync_readArbitration_translated_payload_f_12 = logic_pop_sync_readPort_rsp_f_12;
  assign logic_pop_sync_readArbitration_translated_payload_f_13 = logic_pop_sync_readPort_rsp_f_13;
  assign logic_pop_sync_readArbitration_translated_payload_f_14 = logic_pop_sync_readPort_rsp_f_14;
  assign logic_pop_sync_readArbitration_translated_payload_f_15 = logic_pop_sync_readPort_rsp_f_15;
  assign io_pop_valid = logic_pop_sync_readArbitration_translated_valid;
  assign logic_pop_sync_readArbitration_translated_ready = io_pop_ready;
  assign io_pop_payload_qR = logic_pop_sync_readArbitration_translated_payload_qR;
  assign io_pop_payload_zero = logic_pop_sync_readArbitration_translated_payload_zero;
  assign io_pop_payload_f_0 = logic_pop_sync_readArbitration_translated_payload_f_0;
  assign io_pop_payload_f_1 = logic_pop_sync_readArbitration_translated_payload_f_1;
  assign io_pop_payload_f_2 = logic_pop_sync_readArbitration_translated_payload_f_2;
  assign io_pop_payload_f_3 = logic_pop_sync_readArbitration_translated_payload_f_3;
  assign io_pop_payload_f_4 = logic_pop_sync_readArbitration_translated_payload_f_4;
  assign io_pop_payload_f_5 = logic_pop_sync_readArbitration_translated_payload_f_5;
  assign io_pop_payload_f_6 = logic_pop_sync_readArbitration_translated_payload_f_6;
  assign io_pop_payload_f_7 = logic_pop_sync_readArbitration_translated_payload_f_7;
  assign io_pop_payload_f_8 = logic_pop_sync_readArbitration_translated_payload_f_8;
  assign io_pop_payload_f_9 = logic_pop_sync_readArbitration_translated_payload_f_9;
  assign io_pop_payload_f_10 = logic_pop_sync_readArbitration_translated_payload_f_10;
  assign io_pop_payload_f_11 = logic_pop_sync_readArbitration_translated_payload_f_11;
  assign io_pop_payload_f_12 = logic_pop_sync_readArbitration_translated_payload_f_12;
  assign io_pop_payload_f_13 = logic_pop_sync_readArbitration_translated_payload_f_13;
  assign io_pop_payload_f_14 = logic_pop_sync_readArbitration_translated_payload_f_14;
  assign io_pop_payload_f_15 = logic_pop_sync_readArbitration_translated_payload_f_15;
  assign logic_pop_sync_readArbitration_fire = (logic_pop_sync_readArbitration_valid && logic_pop_sync_readArbitration_ready);
  assign logic_ptr_popOnIo = logic_pop_sync_popReg;
  assign io_occupancy = logic_ptr_occupancy;
  assign io_availability = (6'h20 - logic_ptr_occupancy);
  always @(posedge clk) begin
    if(reset) begin
      logic_ptr_push <= 6'h0;
      logic_ptr_pop <= 6'h0;
      logic_ptr_wentUp <= 1'b0;
      logic_pop_addressGen_rValid <= 1'b0;
      logic_pop_sync_popReg <= 6'h0;
    end else begin
      if(when_Stream_l1557) begin
        logic_ptr_wentUp <= logic_ptr_doPush;
      end
      if(io_flush) begin
        logic_ptr_wentUp <= 1'b0;
      end
      if(logic_ptr_doPush) begin
        logic_ptr_push <= (logic_ptr_push + 6'h01);
      end
      if(logic_ptr_doPop) begin
        logic_ptr_pop <= (logic_ptr_pop + 6'h01);
      end
      if(io_flush) begin
        logic_ptr_push <= 6'h0;
        logic_ptr_pop <= 6'h0;
      end
      if(logic_pop_addressGen_ready) begin
        logic_pop_addressGen_rValid <= logic_pop_addressGen_valid;
      end
      if(io_flush) begin
        logic_pop_addressGen_rValid <= 1'b0;
      end
      if(logic_pop_sync_readArbitration_fire) begin
        logic_pop_sync_popReg <= logic_ptr_pop;
      end
      if(io_flush) begin
        logic_pop_sync_popReg <= 6'h0;
      end
    end
  end

  always @(posedge clk) begin
    if(logic_pop_addressGen_ready) begin
      logic_pop_addressGen_rData <= logic_pop_addressGen_payload;
    end
  end


endmodule
