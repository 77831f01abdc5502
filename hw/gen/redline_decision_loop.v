// Generator : SpinalHDL v1.14.2    git head : 78f29dc66110fc099a777992b6daa2f803ab445e
// Component : redline_decision_loop

`timescale 1ns/1ps

module redline_decision_loop (
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
  wire                ts_io_ready;
  wire                ts_io_readyNext;
  wire       [50:0]   ts_io_now;
  wire       [50:0]   ts_io_next;
  wire       [50:0]   ts_io_afterDraw;
  wire       [31:0]   ts_io_qR;
  wire                gentleTest_io_mark_valid;
  wire                gentleTest_io_mark_payload;
  wire                gentleTest_io_markAhead;
  wire       [50:0]   ternaryAdd_io_sum;
  wire       [50:0]   ternaryAdd_1_io_sum;
  wire       [50:0]   ternaryAdd_2_io_sum;
  wire       [50:0]   ternaryAdd_3_io_sum;
  wire       [50:0]   ternaryAdd_4_io_sum;
  wire       [50:0]   ternaryAdd_5_io_sum;
  wire       [34:0]   overBytes_io_sum;
  wire       [7:0]    decay_io_stabAddr;
  wire                decay_io_result_valid;
  wire       [49:0]   decay_io_result_payload;
  wire       [49:0]   shift_io_inv;
  wire       [49:0]   ternaryAdd_6_io_sum;
  wire       [49:0]   ternaryAdd_7_io_sum;
  wire       [7:0]    _zz_canCe;
  wire       [32:0]   _zz_hi;
  wire       [32:0]   _zz_hi_1;
  wire       [32:0]   _zz_hi_2;
  wire       [32:0]   _zz_bandLow;
  wire       [50:0]   _zz__zz_drawNow;
  wire       [50:0]   _zz__zz_drawNow_1;
  reg        [49:0]   _zz_qavgNew;
  wire       [0:0]    _zz_qavgNew_1;
  wire       [15:0]   _zz_defer0_3;
  wire       [15:0]   _zz_defer1_3;
  wire       [15:0]   _zz_drawNow_2;
  wire       [63:0]   _zz_drawNow_3;
  wire       [0:0]    _zz_drawNow_4;
  wire       [1:0]    _zz_drawNow_5;
  wire       [63:0]   _zz_drawNow_6;
  wire       [0:0]    _zz_drawNow_7;
  wire       [2:0]    _zz_drawNow_8;
  wire       [15:0]   _zz_advanceNow;
  wire       [63:0]   _zz_advanceNow_1;
  wire       [0:0]    _zz_advanceNow_2;
  wire       [1:0]    _zz_advanceNow_3;
  wire       [63:0]   _zz_advanceNow_4;
  wire       [0:0]    _zz_advanceNow_5;
  wire       [2:0]    _zz_advanceNow_6;
  wire       [15:0]   _zz_leaveNow;
  wire       [63:0]   _zz_leaveNow_1;
  wire       [0:0]    _zz_leaveNow_2;
  wire       [1:0]    _zz_leaveNow_3;
  wire       [63:0]   _zz_leaveNow_4;
  wire       [0:0]    _zz_leaveNow_5;
  wire       [2:0]    _zz_leaveNow_6;
  wire       [31:0]   _zz_dropsIfProb;
  wire       [63:0]   _zz_dropsIfHard;
  wire       [63:0]   _zz_overLimit;
  wire       [63:0]   _zz_bufFull;
  wire       [63:0]   _zz_enq;
  wire       [63:0]   _zz_deferNow;
  wire       [63:0]   _zz_red;
  wire       [63:0]   _zz_enqPrevNext;
  wire       [7:0]    _zz_frameReady;
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
  wire       [49:0]   _zz__zz_cand_0;
  wire       [63:0]   _zz_cand_0_1;
  wire                _zz_cand_0_2;
  wire       [0:0]    _zz_cand_0_3;
  wire       [3:0]    _zz_cand_0_4;
  wire                _zz_cand_0_5;
  wire       [0:0]    _zz_cand_0_6;
  wire       [1:0]    _zz_cand_0_7;
  wire       [63:0]   _zz_cand_0_8;
  wire       [0:0]    _zz_cand_0_9;
  wire       [4:0]    _zz_cand_0_10;
  wire                _zz_cand_0_11;
  wire       [0:0]    _zz_cand_0_12;
  wire       [2:0]    _zz_cand_0_13;
  wire       [0:0]    _zz_cand_0_14;
  wire       [0:0]    _zz_cand_0_15;
  wire       [63:0]   _zz_cand_0_16;
  wire       [5:0]    _zz_cand_0_17;
  wire                _zz_cand_0_18;
  wire       [0:0]    _zz_cand_0_19;
  wire       [3:0]    _zz_cand_0_20;
  wire                _zz_cand_0_21;
  wire       [0:0]    _zz_cand_0_22;
  wire       [1:0]    _zz_cand_0_23;
  wire       [63:0]   _zz_cand_0_24;
  wire       [5:0]    _zz_cand_0_25;
  wire       [0:0]    _zz_cand_0_26;
  wire       [4:0]    _zz_cand_0_27;
  wire                _zz_cand_0_28;
  wire       [0:0]    _zz_cand_0_29;
  wire       [2:0]    _zz_cand_0_30;
  wire       [0:0]    _zz_cand_0_31;
  wire       [0:0]    _zz_cand_0_32;
  wire                _zz_cand_0_33;
  wire       [63:0]   _zz_cand_0_34;
  wire       [5:0]    _zz_cand_0_35;
  wire                _zz_cand_0_36;
  wire       [0:0]    _zz_cand_0_37;
  wire       [3:0]    _zz_cand_0_38;
  wire                _zz_cand_0_39;
  wire       [0:0]    _zz_cand_0_40;
  wire       [1:0]    _zz_cand_0_41;
  wire       [0:0]    _zz_cand_0_42;
  wire       [63:0]   _zz_cand_0_43;
  wire       [5:0]    _zz_cand_0_44;
  wire       [0:0]    _zz_cand_0_45;
  wire       [4:0]    _zz_cand_0_46;
  wire                _zz_cand_0_47;
  wire       [0:0]    _zz_cand_0_48;
  wire       [2:0]    _zz_cand_0_49;
  wire       [0:0]    _zz_cand_0_50;
  wire       [0:0]    _zz_cand_0_51;
  wire       [43:0]   _zz_cand_0_52;
  wire                _zz_cand_0_53;
  wire       [63:0]   _zz_cand_0_54;
  wire       [5:0]    _zz_cand_0_55;
  wire                _zz_cand_0_56;
  wire       [0:0]    _zz_cand_0_57;
  wire       [3:0]    _zz_cand_0_58;
  wire                _zz_cand_0_59;
  wire       [0:0]    _zz_cand_0_60;
  wire       [1:0]    _zz_cand_0_61;
  wire       [0:0]    _zz_cand_0_62;
  wire       [63:0]   _zz_cand_0_63;
  wire       [5:0]    _zz_cand_0_64;
  wire       [0:0]    _zz_cand_0_65;
  wire       [4:0]    _zz_cand_0_66;
  wire                _zz_cand_0_67;
  wire       [0:0]    _zz_cand_0_68;
  wire       [2:0]    _zz_cand_0_69;
  wire       [0:0]    _zz_cand_0_70;
  wire       [0:0]    _zz_cand_0_71;
  wire       [41:0]   _zz_cand_0_72;
  wire                _zz_cand_0_73;
  wire       [63:0]   _zz_cand_0_74;
  wire       [5:0]    _zz_cand_0_75;
  wire                _zz_cand_0_76;
  wire       [0:0]    _zz_cand_0_77;
  wire       [3:0]    _zz_cand_0_78;
  wire                _zz_cand_0_79;
  wire       [0:0]    _zz_cand_0_80;
  wire       [1:0]    _zz_cand_0_81;
  wire       [0:0]    _zz_cand_0_82;
  wire       [63:0]   _zz_cand_0_83;
  wire       [5:0]    _zz_cand_0_84;
  wire       [0:0]    _zz_cand_0_85;
  wire       [4:0]    _zz_cand_0_86;
  wire                _zz_cand_0_87;
  wire       [0:0]    _zz_cand_0_88;
  wire       [2:0]    _zz_cand_0_89;
  wire       [0:0]    _zz_cand_0_90;
  wire       [0:0]    _zz_cand_0_91;
  wire       [39:0]   _zz_cand_0_92;
  wire                _zz_cand_0_93;
  wire       [63:0]   _zz_cand_0_94;
  wire       [5:0]    _zz_cand_0_95;
  wire                _zz_cand_0_96;
  wire       [0:0]    _zz_cand_0_97;
  wire       [3:0]    _zz_cand_0_98;
  wire                _zz_cand_0_99;
  wire       [0:0]    _zz_cand_0_100;
  wire       [1:0]    _zz_cand_0_101;
  wire       [0:0]    _zz_cand_0_102;
  wire       [63:0]   _zz_cand_0_103;
  wire       [5:0]    _zz_cand_0_104;
  wire       [0:0]    _zz_cand_0_105;
  wire       [4:0]    _zz_cand_0_106;
  wire                _zz_cand_0_107;
  wire       [0:0]    _zz_cand_0_108;
  wire       [2:0]    _zz_cand_0_109;
  wire       [0:0]    _zz_cand_0_110;
  wire       [0:0]    _zz_cand_0_111;
  wire       [37:0]   _zz_cand_0_112;
  wire                _zz_cand_0_113;
  wire       [63:0]   _zz_cand_0_114;
  wire       [5:0]    _zz_cand_0_115;
  wire                _zz_cand_0_116;
  wire       [0:0]    _zz_cand_0_117;
  wire       [3:0]    _zz_cand_0_118;
  wire                _zz_cand_0_119;
  wire       [0:0]    _zz_cand_0_120;
  wire       [1:0]    _zz_cand_0_121;
  wire       [0:0]    _zz_cand_0_122;
  wire       [63:0]   _zz_cand_0_123;
  wire       [5:0]    _zz_cand_0_124;
  wire       [0:0]    _zz_cand_0_125;
  wire       [4:0]    _zz_cand_0_126;
  wire                _zz_cand_0_127;
  wire       [0:0]    _zz_cand_0_128;
  wire       [2:0]    _zz_cand_0_129;
  wire       [0:0]    _zz_cand_0_130;
  wire       [0:0]    _zz_cand_0_131;
  wire       [35:0]   _zz_cand_0_132;
  wire                _zz_cand_0_133;
  wire       [63:0]   _zz_cand_0_134;
  wire       [5:0]    _zz_cand_0_135;
  wire                _zz_cand_0_136;
  wire       [0:0]    _zz_cand_0_137;
  wire       [3:0]    _zz_cand_0_138;
  wire                _zz_cand_0_139;
  wire       [0:0]    _zz_cand_0_140;
  wire       [1:0]    _zz_cand_0_141;
  wire       [0:0]    _zz_cand_0_142;
  wire       [63:0]   _zz_cand_0_143;
  wire       [5:0]    _zz_cand_0_144;
  wire       [0:0]    _zz_cand_0_145;
  wire       [4:0]    _zz_cand_0_146;
  wire                _zz_cand_0_147;
  wire       [0:0]    _zz_cand_0_148;
  wire       [2:0]    _zz_cand_0_149;
  wire       [0:0]    _zz_cand_0_150;
  wire       [0:0]    _zz_cand_0_151;
  wire       [33:0]   _zz_cand_0_152;
  wire                _zz_cand_0_153;
  wire       [63:0]   _zz_cand_0_154;
  wire       [5:0]    _zz_cand_0_155;
  wire                _zz_cand_0_156;
  wire       [0:0]    _zz_cand_0_157;
  wire       [3:0]    _zz_cand_0_158;
  wire                _zz_cand_0_159;
  wire       [0:0]    _zz_cand_0_160;
  wire       [1:0]    _zz_cand_0_161;
  wire       [0:0]    _zz_cand_0_162;
  wire       [63:0]   _zz_cand_0_163;
  wire       [5:0]    _zz_cand_0_164;
  wire       [0:0]    _zz_cand_0_165;
  wire       [4:0]    _zz_cand_0_166;
  wire                _zz_cand_0_167;
  wire       [0:0]    _zz_cand_0_168;
  wire       [2:0]    _zz_cand_0_169;
  wire       [0:0]    _zz_cand_0_170;
  wire       [0:0]    _zz_cand_0_171;
  wire       [31:0]   _zz_cand_0_172;
  wire                _zz_cand_0_173;
  wire       [63:0]   _zz_cand_0_174;
  wire       [5:0]    _zz_cand_0_175;
  wire                _zz_cand_0_176;
  wire       [0:0]    _zz_cand_0_177;
  wire       [3:0]    _zz_cand_0_178;
  wire                _zz_cand_0_179;
  wire       [0:0]    _zz_cand_0_180;
  wire       [1:0]    _zz_cand_0_181;
  wire       [0:0]    _zz_cand_0_182;
  wire       [63:0]   _zz_cand_0_183;
  wire       [5:0]    _zz_cand_0_184;
  wire       [0:0]    _zz_cand_0_185;
  wire       [4:0]    _zz_cand_0_186;
  wire                _zz_cand_0_187;
  wire       [0:0]    _zz_cand_0_188;
  wire       [2:0]    _zz_cand_0_189;
  wire       [0:0]    _zz_cand_0_190;
  wire       [0:0]    _zz_cand_0_191;
  wire       [29:0]   _zz_cand_0_192;
  wire                _zz_cand_0_193;
  wire       [63:0]   _zz_cand_0_194;
  wire       [5:0]    _zz_cand_0_195;
  wire                _zz_cand_0_196;
  wire       [0:0]    _zz_cand_0_197;
  wire       [3:0]    _zz_cand_0_198;
  wire                _zz_cand_0_199;
  wire       [0:0]    _zz_cand_0_200;
  wire       [1:0]    _zz_cand_0_201;
  wire       [0:0]    _zz_cand_0_202;
  wire       [63:0]   _zz_cand_0_203;
  wire       [5:0]    _zz_cand_0_204;
  wire       [0:0]    _zz_cand_0_205;
  wire       [4:0]    _zz_cand_0_206;
  wire                _zz_cand_0_207;
  wire       [0:0]    _zz_cand_0_208;
  wire       [2:0]    _zz_cand_0_209;
  wire       [0:0]    _zz_cand_0_210;
  wire       [0:0]    _zz_cand_0_211;
  wire       [27:0]   _zz_cand_0_212;
  wire                _zz_cand_0_213;
  wire       [63:0]   _zz_cand_0_214;
  wire       [5:0]    _zz_cand_0_215;
  wire                _zz_cand_0_216;
  wire       [0:0]    _zz_cand_0_217;
  wire       [3:0]    _zz_cand_0_218;
  wire                _zz_cand_0_219;
  wire       [0:0]    _zz_cand_0_220;
  wire       [1:0]    _zz_cand_0_221;
  wire       [0:0]    _zz_cand_0_222;
  wire       [63:0]   _zz_cand_0_223;
  wire       [5:0]    _zz_cand_0_224;
  wire       [0:0]    _zz_cand_0_225;
  wire       [4:0]    _zz_cand_0_226;
  wire                _zz_cand_0_227;
  wire       [0:0]    _zz_cand_0_228;
  wire       [2:0]    _zz_cand_0_229;
  wire       [0:0]    _zz_cand_0_230;
  wire       [0:0]    _zz_cand_0_231;
  wire       [25:0]   _zz_cand_0_232;
  wire                _zz_cand_0_233;
  wire       [63:0]   _zz_cand_0_234;
  wire       [5:0]    _zz_cand_0_235;
  wire                _zz_cand_0_236;
  wire       [0:0]    _zz_cand_0_237;
  wire       [3:0]    _zz_cand_0_238;
  wire                _zz_cand_0_239;
  wire       [0:0]    _zz_cand_0_240;
  wire       [1:0]    _zz_cand_0_241;
  wire       [0:0]    _zz_cand_0_242;
  wire       [63:0]   _zz_cand_0_243;
  wire       [5:0]    _zz_cand_0_244;
  wire       [0:0]    _zz_cand_0_245;
  wire       [4:0]    _zz_cand_0_246;
  wire                _zz_cand_0_247;
  wire       [0:0]    _zz_cand_0_248;
  wire       [2:0]    _zz_cand_0_249;
  wire       [0:0]    _zz_cand_0_250;
  wire       [0:0]    _zz_cand_0_251;
  wire       [23:0]   _zz_cand_0_252;
  wire                _zz_cand_0_253;
  wire       [63:0]   _zz_cand_0_254;
  wire       [5:0]    _zz_cand_0_255;
  wire                _zz_cand_0_256;
  wire       [0:0]    _zz_cand_0_257;
  wire       [3:0]    _zz_cand_0_258;
  wire                _zz_cand_0_259;
  wire       [0:0]    _zz_cand_0_260;
  wire       [1:0]    _zz_cand_0_261;
  wire       [0:0]    _zz_cand_0_262;
  wire       [63:0]   _zz_cand_0_263;
  wire       [5:0]    _zz_cand_0_264;
  wire       [0:0]    _zz_cand_0_265;
  wire       [4:0]    _zz_cand_0_266;
  wire                _zz_cand_0_267;
  wire       [0:0]    _zz_cand_0_268;
  wire       [2:0]    _zz_cand_0_269;
  wire       [0:0]    _zz_cand_0_270;
  wire       [0:0]    _zz_cand_0_271;
  wire       [21:0]   _zz_cand_0_272;
  wire                _zz_cand_0_273;
  wire       [63:0]   _zz_cand_0_274;
  wire       [5:0]    _zz_cand_0_275;
  wire                _zz_cand_0_276;
  wire       [0:0]    _zz_cand_0_277;
  wire       [3:0]    _zz_cand_0_278;
  wire                _zz_cand_0_279;
  wire       [0:0]    _zz_cand_0_280;
  wire       [1:0]    _zz_cand_0_281;
  wire       [0:0]    _zz_cand_0_282;
  wire       [63:0]   _zz_cand_0_283;
  wire       [5:0]    _zz_cand_0_284;
  wire       [0:0]    _zz_cand_0_285;
  wire       [4:0]    _zz_cand_0_286;
  wire                _zz_cand_0_287;
  wire       [0:0]    _zz_cand_0_288;
  wire       [2:0]    _zz_cand_0_289;
  wire       [0:0]    _zz_cand_0_290;
  wire       [0:0]    _zz_cand_0_291;
  wire       [19:0]   _zz_cand_0_292;
  wire                _zz_cand_0_293;
  wire       [63:0]   _zz_cand_0_294;
  wire       [5:0]    _zz_cand_0_295;
  wire                _zz_cand_0_296;
  wire       [0:0]    _zz_cand_0_297;
  wire       [3:0]    _zz_cand_0_298;
  wire                _zz_cand_0_299;
  wire       [0:0]    _zz_cand_0_300;
  wire       [1:0]    _zz_cand_0_301;
  wire       [0:0]    _zz_cand_0_302;
  wire       [63:0]   _zz_cand_0_303;
  wire       [5:0]    _zz_cand_0_304;
  wire       [0:0]    _zz_cand_0_305;
  wire       [4:0]    _zz_cand_0_306;
  wire                _zz_cand_0_307;
  wire       [0:0]    _zz_cand_0_308;
  wire       [2:0]    _zz_cand_0_309;
  wire       [0:0]    _zz_cand_0_310;
  wire       [0:0]    _zz_cand_0_311;
  wire       [17:0]   _zz_cand_0_312;
  wire                _zz_cand_0_313;
  wire       [63:0]   _zz_cand_0_314;
  wire       [5:0]    _zz_cand_0_315;
  wire                _zz_cand_0_316;
  wire       [0:0]    _zz_cand_0_317;
  wire       [3:0]    _zz_cand_0_318;
  wire                _zz_cand_0_319;
  wire       [0:0]    _zz_cand_0_320;
  wire       [1:0]    _zz_cand_0_321;
  wire       [0:0]    _zz_cand_0_322;
  wire       [63:0]   _zz_cand_0_323;
  wire       [5:0]    _zz_cand_0_324;
  wire       [0:0]    _zz_cand_0_325;
  wire       [4:0]    _zz_cand_0_326;
  wire                _zz_cand_0_327;
  wire       [0:0]    _zz_cand_0_328;
  wire       [2:0]    _zz_cand_0_329;
  wire       [0:0]    _zz_cand_0_330;
  wire       [0:0]    _zz_cand_0_331;
  wire       [15:0]   _zz_cand_0_332;
  wire                _zz_cand_0_333;
  wire       [63:0]   _zz_cand_0_334;
  wire       [5:0]    _zz_cand_0_335;
  wire                _zz_cand_0_336;
  wire       [0:0]    _zz_cand_0_337;
  wire       [3:0]    _zz_cand_0_338;
  wire                _zz_cand_0_339;
  wire       [0:0]    _zz_cand_0_340;
  wire       [1:0]    _zz_cand_0_341;
  wire       [0:0]    _zz_cand_0_342;
  wire       [63:0]   _zz_cand_0_343;
  wire       [5:0]    _zz_cand_0_344;
  wire       [0:0]    _zz_cand_0_345;
  wire       [4:0]    _zz_cand_0_346;
  wire                _zz_cand_0_347;
  wire       [0:0]    _zz_cand_0_348;
  wire       [2:0]    _zz_cand_0_349;
  wire       [0:0]    _zz_cand_0_350;
  wire       [0:0]    _zz_cand_0_351;
  wire       [13:0]   _zz_cand_0_352;
  wire                _zz_cand_0_353;
  wire       [63:0]   _zz_cand_0_354;
  wire       [5:0]    _zz_cand_0_355;
  wire                _zz_cand_0_356;
  wire       [0:0]    _zz_cand_0_357;
  wire       [3:0]    _zz_cand_0_358;
  wire                _zz_cand_0_359;
  wire       [0:0]    _zz_cand_0_360;
  wire       [1:0]    _zz_cand_0_361;
  wire       [0:0]    _zz_cand_0_362;
  wire       [63:0]   _zz_cand_0_363;
  wire       [5:0]    _zz_cand_0_364;
  wire       [0:0]    _zz_cand_0_365;
  wire       [4:0]    _zz_cand_0_366;
  wire                _zz_cand_0_367;
  wire       [0:0]    _zz_cand_0_368;
  wire       [2:0]    _zz_cand_0_369;
  wire       [0:0]    _zz_cand_0_370;
  wire       [0:0]    _zz_cand_0_371;
  wire       [11:0]   _zz_cand_0_372;
  wire                _zz_cand_0_373;
  wire       [63:0]   _zz_cand_0_374;
  wire       [5:0]    _zz_cand_0_375;
  wire                _zz_cand_0_376;
  wire       [0:0]    _zz_cand_0_377;
  wire       [3:0]    _zz_cand_0_378;
  wire                _zz_cand_0_379;
  wire       [0:0]    _zz_cand_0_380;
  wire       [1:0]    _zz_cand_0_381;
  wire       [0:0]    _zz_cand_0_382;
  wire       [63:0]   _zz_cand_0_383;
  wire       [5:0]    _zz_cand_0_384;
  wire       [0:0]    _zz_cand_0_385;
  wire       [4:0]    _zz_cand_0_386;
  wire                _zz_cand_0_387;
  wire       [0:0]    _zz_cand_0_388;
  wire       [2:0]    _zz_cand_0_389;
  wire       [0:0]    _zz_cand_0_390;
  wire       [0:0]    _zz_cand_0_391;
  wire       [9:0]    _zz_cand_0_392;
  wire                _zz_cand_0_393;
  wire       [63:0]   _zz_cand_0_394;
  wire       [5:0]    _zz_cand_0_395;
  wire                _zz_cand_0_396;
  wire       [0:0]    _zz_cand_0_397;
  wire       [3:0]    _zz_cand_0_398;
  wire                _zz_cand_0_399;
  wire       [0:0]    _zz_cand_0_400;
  wire       [1:0]    _zz_cand_0_401;
  wire       [0:0]    _zz_cand_0_402;
  wire       [63:0]   _zz_cand_0_403;
  wire       [5:0]    _zz_cand_0_404;
  wire       [0:0]    _zz_cand_0_405;
  wire       [4:0]    _zz_cand_0_406;
  wire                _zz_cand_0_407;
  wire       [0:0]    _zz_cand_0_408;
  wire       [2:0]    _zz_cand_0_409;
  wire       [0:0]    _zz_cand_0_410;
  wire       [0:0]    _zz_cand_0_411;
  wire       [7:0]    _zz_cand_0_412;
  wire                _zz_cand_0_413;
  wire       [63:0]   _zz_cand_0_414;
  wire       [5:0]    _zz_cand_0_415;
  wire                _zz_cand_0_416;
  wire       [0:0]    _zz_cand_0_417;
  wire       [3:0]    _zz_cand_0_418;
  wire                _zz_cand_0_419;
  wire       [0:0]    _zz_cand_0_420;
  wire       [1:0]    _zz_cand_0_421;
  wire       [0:0]    _zz_cand_0_422;
  wire       [63:0]   _zz_cand_0_423;
  wire       [5:0]    _zz_cand_0_424;
  wire       [0:0]    _zz_cand_0_425;
  wire       [4:0]    _zz_cand_0_426;
  wire                _zz_cand_0_427;
  wire       [0:0]    _zz_cand_0_428;
  wire       [2:0]    _zz_cand_0_429;
  wire       [5:0]    _zz_cand_0_430;
  wire                _zz_cand_0_431;
  wire       [63:0]   _zz_cand_0_432;
  wire       [5:0]    _zz_cand_0_433;
  wire                _zz_cand_0_434;
  wire       [0:0]    _zz_cand_0_435;
  wire       [3:0]    _zz_cand_0_436;
  wire       [0:0]    _zz_cand_0_437;
  wire       [0:0]    _zz_cand_0_438;
  wire       [0:0]    _zz_cand_0_439;
  wire       [63:0]   _zz_cand_0_440;
  wire       [5:0]    _zz_cand_0_441;
  wire       [0:0]    _zz_cand_0_442;
  wire       [4:0]    _zz_cand_0_443;
  wire                _zz_cand_0_444;
  wire       [0:0]    _zz_cand_0_445;
  wire       [1:0]    _zz_cand_0_446;
  wire       [3:0]    _zz_cand_0_447;
  wire                _zz_cand_0_448;
  wire       [63:0]   _zz_cand_0_449;
  wire       [5:0]    _zz_cand_0_450;
  wire                _zz_cand_0_451;
  wire       [0:0]    _zz_cand_0_452;
  wire       [2:0]    _zz_cand_0_453;
  wire       [0:0]    _zz_cand_0_454;
  wire       [63:0]   _zz_cand_0_455;
  wire       [5:0]    _zz_cand_0_456;
  wire                _zz_cand_0_457;
  wire       [0:0]    _zz_cand_0_458;
  wire       [3:0]    _zz_cand_0_459;
  wire       [0:0]    _zz_cand_0_460;
  wire       [0:0]    _zz_cand_0_461;
  wire       [1:0]    _zz_cand_0_462;
  wire                _zz_cand_0_463;
  wire       [63:0]   _zz_cand_0_464;
  wire       [0:0]    _zz_cand_0_465;
  wire       [4:0]    _zz_cand_0_466;
  wire                _zz_cand_0_467;
  wire       [0:0]    _zz_cand_0_468;
  wire       [1:0]    _zz_cand_0_469;
  wire                _zz_cand_0_470;
  wire       [63:0]   _zz_cand_0_471;
  wire       [0:0]    _zz_cand_0_472;
  wire       [4:0]    _zz_cand_0_473;
  wire                _zz_cand_0_474;
  wire       [0:0]    _zz_cand_0_475;
  wire       [1:0]    _zz_cand_0_476;
  wire       [31:0]   _zz__zz_io_c_1_1;
  reg        [31:0]   _zz__zz_io_c_1_2;
  wire       [0:0]    _zz__zz_io_c_1_3;
  reg        [31:0]   _zz__zz_io_c_1_4;
  wire       [0:0]    _zz__zz_io_c_1_5;
  wire       [49:0]   _zz__zz_cand_1;
  wire       [63:0]   _zz_cand_1_1;
  wire                _zz_cand_1_2;
  wire       [0:0]    _zz_cand_1_3;
  wire       [3:0]    _zz_cand_1_4;
  wire                _zz_cand_1_5;
  wire       [0:0]    _zz_cand_1_6;
  wire       [1:0]    _zz_cand_1_7;
  wire       [63:0]   _zz_cand_1_8;
  wire       [0:0]    _zz_cand_1_9;
  wire       [4:0]    _zz_cand_1_10;
  wire                _zz_cand_1_11;
  wire       [0:0]    _zz_cand_1_12;
  wire       [2:0]    _zz_cand_1_13;
  wire       [0:0]    _zz_cand_1_14;
  wire       [0:0]    _zz_cand_1_15;
  wire       [63:0]   _zz_cand_1_16;
  wire       [5:0]    _zz_cand_1_17;
  wire                _zz_cand_1_18;
  wire       [0:0]    _zz_cand_1_19;
  wire       [3:0]    _zz_cand_1_20;
  wire                _zz_cand_1_21;
  wire       [0:0]    _zz_cand_1_22;
  wire       [1:0]    _zz_cand_1_23;
  wire       [63:0]   _zz_cand_1_24;
  wire       [5:0]    _zz_cand_1_25;
  wire       [0:0]    _zz_cand_1_26;
  wire       [4:0]    _zz_cand_1_27;
  wire                _zz_cand_1_28;
  wire       [0:0]    _zz_cand_1_29;
  wire       [2:0]    _zz_cand_1_30;
  wire       [0:0]    _zz_cand_1_31;
  wire       [0:0]    _zz_cand_1_32;
  wire                _zz_cand_1_33;
  wire       [63:0]   _zz_cand_1_34;
  wire       [5:0]    _zz_cand_1_35;
  wire                _zz_cand_1_36;
  wire       [0:0]    _zz_cand_1_37;
  wire       [3:0]    _zz_cand_1_38;
  wire                _zz_cand_1_39;
  wire       [0:0]    _zz_cand_1_40;
  wire       [1:0]    _zz_cand_1_41;
  wire       [0:0]    _zz_cand_1_42;
  wire       [63:0]   _zz_cand_1_43;
  wire       [5:0]    _zz_cand_1_44;
  wire       [0:0]    _zz_cand_1_45;
  wire       [4:0]    _zz_cand_1_46;
  wire                _zz_cand_1_47;
  wire       [0:0]    _zz_cand_1_48;
  wire       [2:0]    _zz_cand_1_49;
  wire       [0:0]    _zz_cand_1_50;
  wire       [0:0]    _zz_cand_1_51;
  wire       [43:0]   _zz_cand_1_52;
  wire                _zz_cand_1_53;
  wire       [63:0]   _zz_cand_1_54;
  wire       [5:0]    _zz_cand_1_55;
  wire                _zz_cand_1_56;
  wire       [0:0]    _zz_cand_1_57;
  wire       [3:0]    _zz_cand_1_58;
  wire                _zz_cand_1_59;
  wire       [0:0]    _zz_cand_1_60;
  wire       [1:0]    _zz_cand_1_61;
  wire       [0:0]    _zz_cand_1_62;
  wire       [63:0]   _zz_cand_1_63;
  wire       [5:0]    _zz_cand_1_64;
  wire       [0:0]    _zz_cand_1_65;
  wire       [4:0]    _zz_cand_1_66;
  wire                _zz_cand_1_67;
  wire       [0:0]    _zz_cand_1_68;
  wire       [2:0]    _zz_cand_1_69;
  wire       [0:0]    _zz_cand_1_70;
  wire       [0:0]    _zz_cand_1_71;
  wire       [41:0]   _zz_cand_1_72;
  wire                _zz_cand_1_73;
  wire       [63:0]   _zz_cand_1_74;
  wire       [5:0]    _zz_cand_1_75;
  wire                _zz_cand_1_76;
  wire       [0:0]    _zz_cand_1_77;
  wire       [3:0]    _zz_cand_1_78;
  wire                _zz_cand_1_79;
  wire       [0:0]    _zz_cand_1_80;
  wire       [1:0]    _zz_cand_1_81;
  wire       [0:0]    _zz_cand_1_82;
  wire       [63:0]   _zz_cand_1_83;
  wire       [5:0]    _zz_cand_1_84;
  wire       [0:0]    _zz_cand_1_85;
  wire       [4:0]    _zz_cand_1_86;
  wire                _zz_cand_1_87;
  wire       [0:0]    _zz_cand_1_88;
  wire       [2:0]    _zz_cand_1_89;
  wire       [0:0]    _zz_cand_1_90;
  wire       [0:0]    _zz_cand_1_91;
  wire       [39:0]   _zz_cand_1_92;
  wire                _zz_cand_1_93;
  wire       [63:0]   _zz_cand_1_94;
  wire       [5:0]    _zz_cand_1_95;
  wire                _zz_cand_1_96;
  wire       [0:0]    _zz_cand_1_97;
  wire       [3:0]    _zz_cand_1_98;
  wire                _zz_cand_1_99;
  wire       [0:0]    _zz_cand_1_100;
  wire       [1:0]    _zz_cand_1_101;
  wire       [0:0]    _zz_cand_1_102;
  wire       [63:0]   _zz_cand_1_103;
  wire       [5:0]    _zz_cand_1_104;
  wire       [0:0]    _zz_cand_1_105;
  wire       [4:0]    _zz_cand_1_106;
  wire                _zz_cand_1_107;
  wire       [0:0]    _zz_cand_1_108;
  wire       [2:0]    _zz_cand_1_109;
  wire       [0:0]    _zz_cand_1_110;
  wire       [0:0]    _zz_cand_1_111;
  wire       [37:0]   _zz_cand_1_112;
  wire                _zz_cand_1_113;
  wire       [63:0]   _zz_cand_1_114;
  wire       [5:0]    _zz_cand_1_115;
  wire                _zz_cand_1_116;
  wire       [0:0]    _zz_cand_1_117;
  wire       [3:0]    _zz_cand_1_118;
  wire                _zz_cand_1_119;
  wire       [0:0]    _zz_cand_1_120;
  wire       [1:0]    _zz_cand_1_121;
  wire       [0:0]    _zz_cand_1_122;
  wire       [63:0]   _zz_cand_1_123;
  wire       [5:0]    _zz_cand_1_124;
  wire       [0:0]    _zz_cand_1_125;
  wire       [4:0]    _zz_cand_1_126;
  wire                _zz_cand_1_127;
  wire       [0:0]    _zz_cand_1_128;
  wire       [2:0]    _zz_cand_1_129;
  wire       [0:0]    _zz_cand_1_130;
  wire       [0:0]    _zz_cand_1_131;
  wire       [35:0]   _zz_cand_1_132;
  wire                _zz_cand_1_133;
  wire       [63:0]   _zz_cand_1_134;
  wire       [5:0]    _zz_cand_1_135;
  wire                _zz_cand_1_136;
  wire       [0:0]    _zz_cand_1_137;
  wire       [3:0]    _zz_cand_1_138;
  wire                _zz_cand_1_139;
  wire       [0:0]    _zz_cand_1_140;
  wire       [1:0]    _zz_cand_1_141;
  wire       [0:0]    _zz_cand_1_142;
  wire       [63:0]   _zz_cand_1_143;
  wire       [5:0]    _zz_cand_1_144;
  wire       [0:0]    _zz_cand_1_145;
  wire       [4:0]    _zz_cand_1_146;
  wire                _zz_cand_1_147;
  wire       [0:0]    _zz_cand_1_148;
  wire       [2:0]    _zz_cand_1_149;
  wire       [0:0]    _zz_cand_1_150;
  wire       [0:0]    _zz_cand_1_151;
  wire       [33:0]   _zz_cand_1_152;
  wire                _zz_cand_1_153;
  wire       [63:0]   _zz_cand_1_154;
  wire       [5:0]    _zz_cand_1_155;
  wire                _zz_cand_1_156;
  wire       [0:0]    _zz_cand_1_157;
  wire       [3:0]    _zz_cand_1_158;
  wire                _zz_cand_1_159;
  wire       [0:0]    _zz_cand_1_160;
  wire       [1:0]    _zz_cand_1_161;
  wire       [0:0]    _zz_cand_1_162;
  wire       [63:0]   _zz_cand_1_163;
  wire       [5:0]    _zz_cand_1_164;
  wire       [0:0]    _zz_cand_1_165;
  wire       [4:0]    _zz_cand_1_166;
  wire                _zz_cand_1_167;
  wire       [0:0]    _zz_cand_1_168;
  wire       [2:0]    _zz_cand_1_169;
  wire       [0:0]    _zz_cand_1_170;
  wire       [0:0]    _zz_cand_1_171;
  wire       [31:0]   _zz_cand_1_172;
  wire                _zz_cand_1_173;
  wire       [63:0]   _zz_cand_1_174;
  wire       [5:0]    _zz_cand_1_175;
  wire                _zz_cand_1_176;
  wire       [0:0]    _zz_cand_1_177;
  wire       [3:0]    _zz_cand_1_178;
  wire                _zz_cand_1_179;
  wire       [0:0]    _zz_cand_1_180;
  wire       [1:0]    _zz_cand_1_181;
  wire       [0:0]    _zz_cand_1_182;
  wire       [63:0]   _zz_cand_1_183;
  wire       [5:0]    _zz_cand_1_184;
  wire       [0:0]    _zz_cand_1_185;
  wire       [4:0]    _zz_cand_1_186;
  wire                _zz_cand_1_187;
  wire       [0:0]    _zz_cand_1_188;
  wire       [2:0]    _zz_cand_1_189;
  wire       [0:0]    _zz_cand_1_190;
  wire       [0:0]    _zz_cand_1_191;
  wire       [29:0]   _zz_cand_1_192;
  wire                _zz_cand_1_193;
  wire       [63:0]   _zz_cand_1_194;
  wire       [5:0]    _zz_cand_1_195;
  wire                _zz_cand_1_196;
  wire       [0:0]    _zz_cand_1_197;
  wire       [3:0]    _zz_cand_1_198;
  wire                _zz_cand_1_199;
  wire       [0:0]    _zz_cand_1_200;
  wire       [1:0]    _zz_cand_1_201;
  wire       [0:0]    _zz_cand_1_202;
  wire       [63:0]   _zz_cand_1_203;
  wire       [5:0]    _zz_cand_1_204;
  wire       [0:0]    _zz_cand_1_205;
  wire       [4:0]    _zz_cand_1_206;
  wire                _zz_cand_1_207;
  wire       [0:0]    _zz_cand_1_208;
  wire       [2:0]    _zz_cand_1_209;
  wire       [0:0]    _zz_cand_1_210;
  wire       [0:0]    _zz_cand_1_211;
  wire       [27:0]   _zz_cand_1_212;
  wire                _zz_cand_1_213;
  wire       [63:0]   _zz_cand_1_214;
  wire       [5:0]    _zz_cand_1_215;
  wire                _zz_cand_1_216;
  wire       [0:0]    _zz_cand_1_217;
  wire       [3:0]    _zz_cand_1_218;
  wire                _zz_cand_1_219;
  wire       [0:0]    _zz_cand_1_220;
  wire       [1:0]    _zz_cand_1_221;
  wire       [0:0]    _zz_cand_1_222;
  wire       [63:0]   _zz_cand_1_223;
  wire       [5:0]    _zz_cand_1_224;
  wire       [0:0]    _zz_cand_1_225;
  wire       [4:0]    _zz_cand_1_226;
  wire                _zz_cand_1_227;
  wire       [0:0]    _zz_cand_1_228;
  wire       [2:0]    _zz_cand_1_229;
  wire       [0:0]    _zz_cand_1_230;
  wire       [0:0]    _zz_cand_1_231;
  wire       [25:0]   _zz_cand_1_232;
  wire                _zz_cand_1_233;
  wire       [63:0]   _zz_cand_1_234;
  wire       [5:0]    _zz_cand_1_235;
  wire                _zz_cand_1_236;
  wire       [0:0]    _zz_cand_1_237;
  wire       [3:0]    _zz_cand_1_238;
  wire                _zz_cand_1_239;
  wire       [0:0]    _zz_cand_1_240;
  wire       [1:0]    _zz_cand_1_241;
  wire       [0:0]    _zz_cand_1_242;
  wire       [63:0]   _zz_cand_1_243;
  wire       [5:0]    _zz_cand_1_244;
  wire       [0:0]    _zz_cand_1_245;
  wire       [4:0]    _zz_cand_1_246;
  wire                _zz_cand_1_247;
  wire       [0:0]    _zz_cand_1_248;
  wire       [2:0]    _zz_cand_1_249;
  wire       [0:0]    _zz_cand_1_250;
  wire       [0:0]    _zz_cand_1_251;
  wire       [23:0]   _zz_cand_1_252;
  wire                _zz_cand_1_253;
  wire       [63:0]   _zz_cand_1_254;
  wire       [5:0]    _zz_cand_1_255;
  wire                _zz_cand_1_256;
  wire       [0:0]    _zz_cand_1_257;
  wire       [3:0]    _zz_cand_1_258;
  wire                _zz_cand_1_259;
  wire       [0:0]    _zz_cand_1_260;
  wire       [1:0]    _zz_cand_1_261;
  wire       [0:0]    _zz_cand_1_262;
  wire       [63:0]   _zz_cand_1_263;
  wire       [5:0]    _zz_cand_1_264;
  wire       [0:0]    _zz_cand_1_265;
  wire       [4:0]    _zz_cand_1_266;
  wire                _zz_cand_1_267;
  wire       [0:0]    _zz_cand_1_268;
  wire       [2:0]    _zz_cand_1_269;
  wire       [0:0]    _zz_cand_1_270;
  wire       [0:0]    _zz_cand_1_271;
  wire       [21:0]   _zz_cand_1_272;
  wire                _zz_cand_1_273;
  wire       [63:0]   _zz_cand_1_274;
  wire       [5:0]    _zz_cand_1_275;
  wire                _zz_cand_1_276;
  wire       [0:0]    _zz_cand_1_277;
  wire       [3:0]    _zz_cand_1_278;
  wire                _zz_cand_1_279;
  wire       [0:0]    _zz_cand_1_280;
  wire       [1:0]    _zz_cand_1_281;
  wire       [0:0]    _zz_cand_1_282;
  wire       [63:0]   _zz_cand_1_283;
  wire       [5:0]    _zz_cand_1_284;
  wire       [0:0]    _zz_cand_1_285;
  wire       [4:0]    _zz_cand_1_286;
  wire                _zz_cand_1_287;
  wire       [0:0]    _zz_cand_1_288;
  wire       [2:0]    _zz_cand_1_289;
  wire       [0:0]    _zz_cand_1_290;
  wire       [0:0]    _zz_cand_1_291;
  wire       [19:0]   _zz_cand_1_292;
  wire                _zz_cand_1_293;
  wire       [63:0]   _zz_cand_1_294;
  wire       [5:0]    _zz_cand_1_295;
  wire                _zz_cand_1_296;
  wire       [0:0]    _zz_cand_1_297;
  wire       [3:0]    _zz_cand_1_298;
  wire                _zz_cand_1_299;
  wire       [0:0]    _zz_cand_1_300;
  wire       [1:0]    _zz_cand_1_301;
  wire       [0:0]    _zz_cand_1_302;
  wire       [63:0]   _zz_cand_1_303;
  wire       [5:0]    _zz_cand_1_304;
  wire       [0:0]    _zz_cand_1_305;
  wire       [4:0]    _zz_cand_1_306;
  wire                _zz_cand_1_307;
  wire       [0:0]    _zz_cand_1_308;
  wire       [2:0]    _zz_cand_1_309;
  wire       [0:0]    _zz_cand_1_310;
  wire       [0:0]    _zz_cand_1_311;
  wire       [17:0]   _zz_cand_1_312;
  wire                _zz_cand_1_313;
  wire       [63:0]   _zz_cand_1_314;
  wire       [5:0]    _zz_cand_1_315;
  wire                _zz_cand_1_316;
  wire       [0:0]    _zz_cand_1_317;
  wire       [3:0]    _zz_cand_1_318;
  wire                _zz_cand_1_319;
  wire       [0:0]    _zz_cand_1_320;
  wire       [1:0]    _zz_cand_1_321;
  wire       [0:0]    _zz_cand_1_322;
  wire       [63:0]   _zz_cand_1_323;
  wire       [5:0]    _zz_cand_1_324;
  wire       [0:0]    _zz_cand_1_325;
  wire       [4:0]    _zz_cand_1_326;
  wire                _zz_cand_1_327;
  wire       [0:0]    _zz_cand_1_328;
  wire       [2:0]    _zz_cand_1_329;
  wire       [0:0]    _zz_cand_1_330;
  wire       [0:0]    _zz_cand_1_331;
  wire       [15:0]   _zz_cand_1_332;
  wire                _zz_cand_1_333;
  wire       [63:0]   _zz_cand_1_334;
  wire       [5:0]    _zz_cand_1_335;
  wire                _zz_cand_1_336;
  wire       [0:0]    _zz_cand_1_337;
  wire       [3:0]    _zz_cand_1_338;
  wire                _zz_cand_1_339;
  wire       [0:0]    _zz_cand_1_340;
  wire       [1:0]    _zz_cand_1_341;
  wire       [0:0]    _zz_cand_1_342;
  wire       [63:0]   _zz_cand_1_343;
  wire       [5:0]    _zz_cand_1_344;
  wire       [0:0]    _zz_cand_1_345;
  wire       [4:0]    _zz_cand_1_346;
  wire                _zz_cand_1_347;
  wire       [0:0]    _zz_cand_1_348;
  wire       [2:0]    _zz_cand_1_349;
  wire       [0:0]    _zz_cand_1_350;
  wire       [0:0]    _zz_cand_1_351;
  wire       [13:0]   _zz_cand_1_352;
  wire                _zz_cand_1_353;
  wire       [63:0]   _zz_cand_1_354;
  wire       [5:0]    _zz_cand_1_355;
  wire                _zz_cand_1_356;
  wire       [0:0]    _zz_cand_1_357;
  wire       [3:0]    _zz_cand_1_358;
  wire                _zz_cand_1_359;
  wire       [0:0]    _zz_cand_1_360;
  wire       [1:0]    _zz_cand_1_361;
  wire       [0:0]    _zz_cand_1_362;
  wire       [63:0]   _zz_cand_1_363;
  wire       [5:0]    _zz_cand_1_364;
  wire       [0:0]    _zz_cand_1_365;
  wire       [4:0]    _zz_cand_1_366;
  wire                _zz_cand_1_367;
  wire       [0:0]    _zz_cand_1_368;
  wire       [2:0]    _zz_cand_1_369;
  wire       [0:0]    _zz_cand_1_370;
  wire       [0:0]    _zz_cand_1_371;
  wire       [11:0]   _zz_cand_1_372;
  wire                _zz_cand_1_373;
  wire       [63:0]   _zz_cand_1_374;
  wire       [5:0]    _zz_cand_1_375;
  wire                _zz_cand_1_376;
  wire       [0:0]    _zz_cand_1_377;
  wire       [3:0]    _zz_cand_1_378;
  wire                _zz_cand_1_379;
  wire       [0:0]    _zz_cand_1_380;
  wire       [1:0]    _zz_cand_1_381;
  wire       [0:0]    _zz_cand_1_382;
  wire       [63:0]   _zz_cand_1_383;
  wire       [5:0]    _zz_cand_1_384;
  wire       [0:0]    _zz_cand_1_385;
  wire       [4:0]    _zz_cand_1_386;
  wire                _zz_cand_1_387;
  wire       [0:0]    _zz_cand_1_388;
  wire       [2:0]    _zz_cand_1_389;
  wire       [0:0]    _zz_cand_1_390;
  wire       [0:0]    _zz_cand_1_391;
  wire       [9:0]    _zz_cand_1_392;
  wire                _zz_cand_1_393;
  wire       [63:0]   _zz_cand_1_394;
  wire       [5:0]    _zz_cand_1_395;
  wire                _zz_cand_1_396;
  wire       [0:0]    _zz_cand_1_397;
  wire       [3:0]    _zz_cand_1_398;
  wire                _zz_cand_1_399;
  wire       [0:0]    _zz_cand_1_400;
  wire       [1:0]    _zz_cand_1_401;
  wire       [0:0]    _zz_cand_1_402;
  wire       [63:0]   _zz_cand_1_403;
  wire       [5:0]    _zz_cand_1_404;
  wire       [0:0]    _zz_cand_1_405;
  wire       [4:0]    _zz_cand_1_406;
  wire                _zz_cand_1_407;
  wire       [0:0]    _zz_cand_1_408;
  wire       [2:0]    _zz_cand_1_409;
  wire       [0:0]    _zz_cand_1_410;
  wire       [0:0]    _zz_cand_1_411;
  wire       [7:0]    _zz_cand_1_412;
  wire                _zz_cand_1_413;
  wire       [63:0]   _zz_cand_1_414;
  wire       [5:0]    _zz_cand_1_415;
  wire                _zz_cand_1_416;
  wire       [0:0]    _zz_cand_1_417;
  wire       [3:0]    _zz_cand_1_418;
  wire                _zz_cand_1_419;
  wire       [0:0]    _zz_cand_1_420;
  wire       [1:0]    _zz_cand_1_421;
  wire       [0:0]    _zz_cand_1_422;
  wire       [63:0]   _zz_cand_1_423;
  wire       [5:0]    _zz_cand_1_424;
  wire       [0:0]    _zz_cand_1_425;
  wire       [4:0]    _zz_cand_1_426;
  wire                _zz_cand_1_427;
  wire       [0:0]    _zz_cand_1_428;
  wire       [2:0]    _zz_cand_1_429;
  wire       [5:0]    _zz_cand_1_430;
  wire                _zz_cand_1_431;
  wire       [63:0]   _zz_cand_1_432;
  wire       [5:0]    _zz_cand_1_433;
  wire                _zz_cand_1_434;
  wire       [0:0]    _zz_cand_1_435;
  wire       [3:0]    _zz_cand_1_436;
  wire       [0:0]    _zz_cand_1_437;
  wire       [0:0]    _zz_cand_1_438;
  wire       [0:0]    _zz_cand_1_439;
  wire       [63:0]   _zz_cand_1_440;
  wire       [5:0]    _zz_cand_1_441;
  wire       [0:0]    _zz_cand_1_442;
  wire       [4:0]    _zz_cand_1_443;
  wire                _zz_cand_1_444;
  wire       [0:0]    _zz_cand_1_445;
  wire       [1:0]    _zz_cand_1_446;
  wire       [3:0]    _zz_cand_1_447;
  wire                _zz_cand_1_448;
  wire       [63:0]   _zz_cand_1_449;
  wire       [5:0]    _zz_cand_1_450;
  wire                _zz_cand_1_451;
  wire       [0:0]    _zz_cand_1_452;
  wire       [2:0]    _zz_cand_1_453;
  wire       [0:0]    _zz_cand_1_454;
  wire       [63:0]   _zz_cand_1_455;
  wire       [5:0]    _zz_cand_1_456;
  wire                _zz_cand_1_457;
  wire       [0:0]    _zz_cand_1_458;
  wire       [3:0]    _zz_cand_1_459;
  wire       [0:0]    _zz_cand_1_460;
  wire       [0:0]    _zz_cand_1_461;
  wire       [1:0]    _zz_cand_1_462;
  wire                _zz_cand_1_463;
  wire       [63:0]   _zz_cand_1_464;
  wire       [0:0]    _zz_cand_1_465;
  wire       [4:0]    _zz_cand_1_466;
  wire                _zz_cand_1_467;
  wire       [0:0]    _zz_cand_1_468;
  wire       [1:0]    _zz_cand_1_469;
  wire                _zz_cand_1_470;
  wire       [63:0]   _zz_cand_1_471;
  wire       [0:0]    _zz_cand_1_472;
  wire       [4:0]    _zz_cand_1_473;
  wire                _zz_cand_1_474;
  wire       [0:0]    _zz_cand_1_475;
  wire       [1:0]    _zz_cand_1_476;
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
  wire                canCe;
  reg        [32:0]   hi;
  reg        [32:0]   bandLow;
  wire                _zz_defer0;
  wire                _zz_defer0_1;
  wire                _zz_defer0_2;
  wire                _zz_drawNow;
  wire                _zz_defer1;
  wire                _zz_defer1_1;
  wire                _zz_defer1_2;
  wire                _zz_drawNow_1;
  wire       [49:0]   qavgNew;
  wire                redOn;
  reg                 redOnNow;
  wire                state1;
  wire                state0;
  wire                defer0;
  wire                defer1;
  wire                drawNow;
  wire                advanceNow;
  wire                leaveNow;
  reg                 ecnMode;
  wire                dropsIfProb;
  wire                dropsIfHard;
  wire                qlenOver;
  wire                overNow;
  wire                fullNow;
  wire                overLimit;
  wire                bufFull;
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
  wire                enq;
  wire                deferNow;
  wire                red;
  wire                enqPrevNext;
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
  (* keep *) wire       [49:0]   _zz_cand_0;
  wire       [49:0]   _zz_io_c_1;
  (* keep *) wire       [49:0]   _zz_cand_1;
  wire                when_DecisionLoop_l447;
  wire                when_DecisionLoop_l466;

  assign _zz_canCe = 8'hd8;
  assign _zz_hi = (_zz_hi_1 <<< 1);
  assign _zz_hi_1 = {1'd0, io_qthMax};
  assign _zz_hi_2 = {1'd0, io_qthMax};
  assign _zz_bandLow = {1'd0, io_qthMax};
  assign _zz__zz_drawNow = {1'd0, cand_0};
  assign _zz__zz_drawNow_1 = {1'd0, cand_1};
  assign _zz_defer0_3 = 16'h1000;
  assign _zz_defer1_3 = 16'h1000;
  assign _zz_drawNow_2 = 16'ha820;
  assign _zz_drawNow_3 = 64'h4400505044000000;
  assign _zz_drawNow_6 = 64'h4400505044000000;
  assign _zz_advanceNow = 16'ha820;
  assign _zz_advanceNow_1 = 64'h0044000000440000;
  assign _zz_advanceNow_4 = 64'h0044000000440000;
  assign _zz_leaveNow = 16'ha820;
  assign _zz_leaveNow_1 = 64'hafefafafafaf0000;
  assign _zz_leaveNow_4 = 64'hafefafafafaf0000;
  assign _zz_dropsIfProb = 32'h00ff27ff;
  assign _zz_dropsIfHard = 64'hffffffff00ff27ff;
  assign _zz_overLimit = 64'hddd8d8d8ddddd8dd;
  assign _zz_bufFull = 64'h88d8d8d88888d888;
  assign _zz_enq = 64'h000200020002888a;
  assign _zz_deferNow = 64'haa88aa8822002200;
  assign _zz_red = 64'h0022002288aa88aa;
  assign _zz_enqPrevNext = 64'h888a888a0002888a;
  assign _zz_frameReady = 8'h02;
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
  assign _zz__zz_cand_0 = (retained + _zz_io_c);
  assign _zz_cand_0_1 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_8 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_16 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_24 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_34 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_43 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_54 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_63 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_74 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_83 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_94 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_103 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_114 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_123 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_134 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_143 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_154 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_163 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_174 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_183 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_194 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_203 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_214 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_223 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_234 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_243 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_254 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_263 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_274 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_283 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_294 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_303 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_314 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_323 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_334 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_343 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_354 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_363 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_374 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_383 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_394 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_403 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_414 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_423 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_432 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_440 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_449 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_455 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_464 = 64'hff55ab01fe54aa00;
  assign _zz_cand_0_471 = 64'hff55ab01fe54aa00;
  assign _zz__zz_io_c_1_1 = (io_unit ? _zz__zz_io_c_1_2 : _zz__zz_io_c_1_4);
  assign _zz__zz_cand_1 = (retained + _zz_io_c_1);
  assign _zz_cand_1_1 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_8 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_16 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_24 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_34 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_43 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_54 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_63 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_74 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_83 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_94 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_103 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_114 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_123 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_134 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_143 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_154 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_163 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_174 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_183 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_194 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_203 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_214 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_223 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_234 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_243 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_254 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_263 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_274 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_283 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_294 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_303 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_314 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_323 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_334 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_343 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_354 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_363 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_374 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_383 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_394 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_403 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_414 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_423 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_432 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_440 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_449 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_455 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_464 = 64'hff55ab01fe54aa00;
  assign _zz_cand_1_471 = 64'hff55ab01fe54aa00;
  assign _zz_qavgNew_1 = enqPrev;
  assign _zz_2 = io_pop;
  assign _zz__zz_io_c_2 = io_pop;
  assign _zz__zz_io_c_4 = io_pop;
  assign _zz__zz_io_c_1_3 = io_pop;
  assign _zz__zz_io_c_1_5 = io_pop;
  assign _zz_drawNow_4 = _zz_defer1_2;
  assign _zz_drawNow_5 = {_zz_defer1_1,_zz_defer1};
  assign _zz_drawNow_7 = _zz_drawNow;
  assign _zz_drawNow_8 = {_zz_defer0_2,{_zz_defer0_1,_zz_defer0}};
  assign _zz_advanceNow_2 = _zz_defer1_2;
  assign _zz_advanceNow_3 = {_zz_defer1_1,_zz_defer1};
  assign _zz_advanceNow_5 = _zz_drawNow;
  assign _zz_advanceNow_6 = {_zz_defer0_2,{_zz_defer0_1,_zz_defer0}};
  assign _zz_leaveNow_2 = _zz_defer1_2;
  assign _zz_leaveNow_3 = {_zz_defer1_1,_zz_defer1};
  assign _zz_leaveNow_5 = _zz_drawNow;
  assign _zz_leaveNow_6 = {_zz_defer0_2,{_zz_defer0_1,_zz_defer0}};
  assign _zz_cand_0_2 = _zz_cand_0[49];
  assign _zz_cand_0_3 = cand_0[49];
  assign _zz_cand_0_4 = {_zz_cand_0_5,{_zz_cand_0_6,_zz_cand_0_7}};
  assign _zz_cand_0_9 = _zz_cand_0[48];
  assign _zz_cand_0_10 = {_zz_cand_0_11,{_zz_cand_0_12,_zz_cand_0_13}};
  assign _zz_cand_0_17 = {_zz_cand_0_18,{_zz_cand_0_19,_zz_cand_0_20}};
  assign _zz_cand_0_25 = {_zz_cand_0_26,_zz_cand_0_27};
  assign _zz_cand_0_33 = _zz_cand_0_34[_zz_cand_0_35];
  assign _zz_cand_0_42 = _zz_cand_0_43[_zz_cand_0_44];
  assign _zz_cand_0_52 = {_zz_cand_0_53,{_zz_cand_0_62,_zz_cand_0_72}};
  assign _zz_cand_0_5 = ternaryAdd_6_io_sum[49];
  assign _zz_cand_0_6 = frozen;
  assign _zz_cand_0_7 = {deferNow,red};
  assign _zz_cand_0_11 = cand_0[48];
  assign _zz_cand_0_12 = ternaryAdd_6_io_sum[48];
  assign _zz_cand_0_13 = {frozen,{_zz_cand_0_14,_zz_cand_0_15}};
  assign _zz_cand_0_18 = _zz_cand_0[47];
  assign _zz_cand_0_19 = cand_0[47];
  assign _zz_cand_0_20 = {_zz_cand_0_21,{_zz_cand_0_22,_zz_cand_0_23}};
  assign _zz_cand_0_26 = _zz_cand_0[46];
  assign _zz_cand_0_27 = {_zz_cand_0_28,{_zz_cand_0_29,_zz_cand_0_30}};
  assign _zz_cand_0_35 = {_zz_cand_0_36,{_zz_cand_0_37,_zz_cand_0_38}};
  assign _zz_cand_0_44 = {_zz_cand_0_45,_zz_cand_0_46};
  assign _zz_cand_0_53 = _zz_cand_0_54[_zz_cand_0_55];
  assign _zz_cand_0_62 = _zz_cand_0_63[_zz_cand_0_64];
  assign _zz_cand_0_72 = {_zz_cand_0_73,{_zz_cand_0_82,_zz_cand_0_92}};
  assign _zz_cand_0_14 = deferNow;
  assign _zz_cand_0_15 = red;
  assign _zz_cand_0_21 = ternaryAdd_6_io_sum[47];
  assign _zz_cand_0_22 = frozen;
  assign _zz_cand_0_23 = {deferNow,red};
  assign _zz_cand_0_28 = cand_0[46];
  assign _zz_cand_0_29 = ternaryAdd_6_io_sum[46];
  assign _zz_cand_0_30 = {frozen,{_zz_cand_0_31,_zz_cand_0_32}};
  assign _zz_cand_0_36 = _zz_cand_0[45];
  assign _zz_cand_0_37 = cand_0[45];
  assign _zz_cand_0_38 = {_zz_cand_0_39,{_zz_cand_0_40,_zz_cand_0_41}};
  assign _zz_cand_0_45 = _zz_cand_0[44];
  assign _zz_cand_0_46 = {_zz_cand_0_47,{_zz_cand_0_48,_zz_cand_0_49}};
  assign _zz_cand_0_55 = {_zz_cand_0_56,{_zz_cand_0_57,_zz_cand_0_58}};
  assign _zz_cand_0_64 = {_zz_cand_0_65,_zz_cand_0_66};
  assign _zz_cand_0_73 = _zz_cand_0_74[_zz_cand_0_75];
  assign _zz_cand_0_82 = _zz_cand_0_83[_zz_cand_0_84];
  assign _zz_cand_0_92 = {_zz_cand_0_93,{_zz_cand_0_102,_zz_cand_0_112}};
  assign _zz_cand_0_31 = deferNow;
  assign _zz_cand_0_32 = red;
  assign _zz_cand_0_39 = ternaryAdd_6_io_sum[45];
  assign _zz_cand_0_40 = frozen;
  assign _zz_cand_0_41 = {deferNow,red};
  assign _zz_cand_0_47 = cand_0[44];
  assign _zz_cand_0_48 = ternaryAdd_6_io_sum[44];
  assign _zz_cand_0_49 = {frozen,{_zz_cand_0_50,_zz_cand_0_51}};
  assign _zz_cand_0_56 = _zz_cand_0[43];
  assign _zz_cand_0_57 = cand_0[43];
  assign _zz_cand_0_58 = {_zz_cand_0_59,{_zz_cand_0_60,_zz_cand_0_61}};
  assign _zz_cand_0_65 = _zz_cand_0[42];
  assign _zz_cand_0_66 = {_zz_cand_0_67,{_zz_cand_0_68,_zz_cand_0_69}};
  assign _zz_cand_0_75 = {_zz_cand_0_76,{_zz_cand_0_77,_zz_cand_0_78}};
  assign _zz_cand_0_84 = {_zz_cand_0_85,_zz_cand_0_86};
  assign _zz_cand_0_93 = _zz_cand_0_94[_zz_cand_0_95];
  assign _zz_cand_0_102 = _zz_cand_0_103[_zz_cand_0_104];
  assign _zz_cand_0_112 = {_zz_cand_0_113,{_zz_cand_0_122,_zz_cand_0_132}};
  assign _zz_cand_0_50 = deferNow;
  assign _zz_cand_0_51 = red;
  assign _zz_cand_0_59 = ternaryAdd_6_io_sum[43];
  assign _zz_cand_0_60 = frozen;
  assign _zz_cand_0_61 = {deferNow,red};
  assign _zz_cand_0_67 = cand_0[42];
  assign _zz_cand_0_68 = ternaryAdd_6_io_sum[42];
  assign _zz_cand_0_69 = {frozen,{_zz_cand_0_70,_zz_cand_0_71}};
  assign _zz_cand_0_76 = _zz_cand_0[41];
  assign _zz_cand_0_77 = cand_0[41];
  assign _zz_cand_0_78 = {_zz_cand_0_79,{_zz_cand_0_80,_zz_cand_0_81}};
  assign _zz_cand_0_85 = _zz_cand_0[40];
  assign _zz_cand_0_86 = {_zz_cand_0_87,{_zz_cand_0_88,_zz_cand_0_89}};
  assign _zz_cand_0_95 = {_zz_cand_0_96,{_zz_cand_0_97,_zz_cand_0_98}};
  assign _zz_cand_0_104 = {_zz_cand_0_105,_zz_cand_0_106};
  assign _zz_cand_0_113 = _zz_cand_0_114[_zz_cand_0_115];
  assign _zz_cand_0_122 = _zz_cand_0_123[_zz_cand_0_124];
  assign _zz_cand_0_132 = {_zz_cand_0_133,{_zz_cand_0_142,_zz_cand_0_152}};
  assign _zz_cand_0_70 = deferNow;
  assign _zz_cand_0_71 = red;
  assign _zz_cand_0_79 = ternaryAdd_6_io_sum[41];
  assign _zz_cand_0_80 = frozen;
  assign _zz_cand_0_81 = {deferNow,red};
  assign _zz_cand_0_87 = cand_0[40];
  assign _zz_cand_0_88 = ternaryAdd_6_io_sum[40];
  assign _zz_cand_0_89 = {frozen,{_zz_cand_0_90,_zz_cand_0_91}};
  assign _zz_cand_0_96 = _zz_cand_0[39];
  assign _zz_cand_0_97 = cand_0[39];
  assign _zz_cand_0_98 = {_zz_cand_0_99,{_zz_cand_0_100,_zz_cand_0_101}};
  assign _zz_cand_0_105 = _zz_cand_0[38];
  assign _zz_cand_0_106 = {_zz_cand_0_107,{_zz_cand_0_108,_zz_cand_0_109}};
  assign _zz_cand_0_115 = {_zz_cand_0_116,{_zz_cand_0_117,_zz_cand_0_118}};
  assign _zz_cand_0_124 = {_zz_cand_0_125,_zz_cand_0_126};
  assign _zz_cand_0_133 = _zz_cand_0_134[_zz_cand_0_135];
  assign _zz_cand_0_142 = _zz_cand_0_143[_zz_cand_0_144];
  assign _zz_cand_0_152 = {_zz_cand_0_153,{_zz_cand_0_162,_zz_cand_0_172}};
  assign _zz_cand_0_90 = deferNow;
  assign _zz_cand_0_91 = red;
  assign _zz_cand_0_99 = ternaryAdd_6_io_sum[39];
  assign _zz_cand_0_100 = frozen;
  assign _zz_cand_0_101 = {deferNow,red};
  assign _zz_cand_0_107 = cand_0[38];
  assign _zz_cand_0_108 = ternaryAdd_6_io_sum[38];
  assign _zz_cand_0_109 = {frozen,{_zz_cand_0_110,_zz_cand_0_111}};
  assign _zz_cand_0_116 = _zz_cand_0[37];
  assign _zz_cand_0_117 = cand_0[37];
  assign _zz_cand_0_118 = {_zz_cand_0_119,{_zz_cand_0_120,_zz_cand_0_121}};
  assign _zz_cand_0_125 = _zz_cand_0[36];
  assign _zz_cand_0_126 = {_zz_cand_0_127,{_zz_cand_0_128,_zz_cand_0_129}};
  assign _zz_cand_0_135 = {_zz_cand_0_136,{_zz_cand_0_137,_zz_cand_0_138}};
  assign _zz_cand_0_144 = {_zz_cand_0_145,_zz_cand_0_146};
  assign _zz_cand_0_153 = _zz_cand_0_154[_zz_cand_0_155];
  assign _zz_cand_0_162 = _zz_cand_0_163[_zz_cand_0_164];
  assign _zz_cand_0_172 = {_zz_cand_0_173,{_zz_cand_0_182,_zz_cand_0_192}};
  assign _zz_cand_0_110 = deferNow;
  assign _zz_cand_0_111 = red;
  assign _zz_cand_0_119 = ternaryAdd_6_io_sum[37];
  assign _zz_cand_0_120 = frozen;
  assign _zz_cand_0_121 = {deferNow,red};
  assign _zz_cand_0_127 = cand_0[36];
  assign _zz_cand_0_128 = ternaryAdd_6_io_sum[36];
  assign _zz_cand_0_129 = {frozen,{_zz_cand_0_130,_zz_cand_0_131}};
  assign _zz_cand_0_136 = _zz_cand_0[35];
  assign _zz_cand_0_137 = cand_0[35];
  assign _zz_cand_0_138 = {_zz_cand_0_139,{_zz_cand_0_140,_zz_cand_0_141}};
  assign _zz_cand_0_145 = _zz_cand_0[34];
  assign _zz_cand_0_146 = {_zz_cand_0_147,{_zz_cand_0_148,_zz_cand_0_149}};
  assign _zz_cand_0_155 = {_zz_cand_0_156,{_zz_cand_0_157,_zz_cand_0_158}};
  assign _zz_cand_0_164 = {_zz_cand_0_165,_zz_cand_0_166};
  assign _zz_cand_0_173 = _zz_cand_0_174[_zz_cand_0_175];
  assign _zz_cand_0_182 = _zz_cand_0_183[_zz_cand_0_184];
  assign _zz_cand_0_192 = {_zz_cand_0_193,{_zz_cand_0_202,_zz_cand_0_212}};
  assign _zz_cand_0_130 = deferNow;
  assign _zz_cand_0_131 = red;
  assign _zz_cand_0_139 = ternaryAdd_6_io_sum[35];
  assign _zz_cand_0_140 = frozen;
  assign _zz_cand_0_141 = {deferNow,red};
  assign _zz_cand_0_147 = cand_0[34];
  assign _zz_cand_0_148 = ternaryAdd_6_io_sum[34];
  assign _zz_cand_0_149 = {frozen,{_zz_cand_0_150,_zz_cand_0_151}};
  assign _zz_cand_0_156 = _zz_cand_0[33];
  assign _zz_cand_0_157 = cand_0[33];
  assign _zz_cand_0_158 = {_zz_cand_0_159,{_zz_cand_0_160,_zz_cand_0_161}};
  assign _zz_cand_0_165 = _zz_cand_0[32];
  assign _zz_cand_0_166 = {_zz_cand_0_167,{_zz_cand_0_168,_zz_cand_0_169}};
  assign _zz_cand_0_175 = {_zz_cand_0_176,{_zz_cand_0_177,_zz_cand_0_178}};
  assign _zz_cand_0_184 = {_zz_cand_0_185,_zz_cand_0_186};
  assign _zz_cand_0_193 = _zz_cand_0_194[_zz_cand_0_195];
  assign _zz_cand_0_202 = _zz_cand_0_203[_zz_cand_0_204];
  assign _zz_cand_0_212 = {_zz_cand_0_213,{_zz_cand_0_222,_zz_cand_0_232}};
  assign _zz_cand_0_150 = deferNow;
  assign _zz_cand_0_151 = red;
  assign _zz_cand_0_159 = ternaryAdd_6_io_sum[33];
  assign _zz_cand_0_160 = frozen;
  assign _zz_cand_0_161 = {deferNow,red};
  assign _zz_cand_0_167 = cand_0[32];
  assign _zz_cand_0_168 = ternaryAdd_6_io_sum[32];
  assign _zz_cand_0_169 = {frozen,{_zz_cand_0_170,_zz_cand_0_171}};
  assign _zz_cand_0_176 = _zz_cand_0[31];
  assign _zz_cand_0_177 = cand_0[31];
  assign _zz_cand_0_178 = {_zz_cand_0_179,{_zz_cand_0_180,_zz_cand_0_181}};
  assign _zz_cand_0_185 = _zz_cand_0[30];
  assign _zz_cand_0_186 = {_zz_cand_0_187,{_zz_cand_0_188,_zz_cand_0_189}};
  assign _zz_cand_0_195 = {_zz_cand_0_196,{_zz_cand_0_197,_zz_cand_0_198}};
  assign _zz_cand_0_204 = {_zz_cand_0_205,_zz_cand_0_206};
  assign _zz_cand_0_213 = _zz_cand_0_214[_zz_cand_0_215];
  assign _zz_cand_0_222 = _zz_cand_0_223[_zz_cand_0_224];
  assign _zz_cand_0_232 = {_zz_cand_0_233,{_zz_cand_0_242,_zz_cand_0_252}};
  assign _zz_cand_0_170 = deferNow;
  assign _zz_cand_0_171 = red;
  assign _zz_cand_0_179 = ternaryAdd_6_io_sum[31];
  assign _zz_cand_0_180 = frozen;
  assign _zz_cand_0_181 = {deferNow,red};
  assign _zz_cand_0_187 = cand_0[30];
  assign _zz_cand_0_188 = ternaryAdd_6_io_sum[30];
  assign _zz_cand_0_189 = {frozen,{_zz_cand_0_190,_zz_cand_0_191}};
  assign _zz_cand_0_196 = _zz_cand_0[29];
  assign _zz_cand_0_197 = cand_0[29];
  assign _zz_cand_0_198 = {_zz_cand_0_199,{_zz_cand_0_200,_zz_cand_0_201}};
  assign _zz_cand_0_205 = _zz_cand_0[28];
  assign _zz_cand_0_206 = {_zz_cand_0_207,{_zz_cand_0_208,_zz_cand_0_209}};
  assign _zz_cand_0_215 = {_zz_cand_0_216,{_zz_cand_0_217,_zz_cand_0_218}};
  assign _zz_cand_0_224 = {_zz_cand_0_225,_zz_cand_0_226};
  assign _zz_cand_0_233 = _zz_cand_0_234[_zz_cand_0_235];
  assign _zz_cand_0_242 = _zz_cand_0_243[_zz_cand_0_244];
  assign _zz_cand_0_252 = {_zz_cand_0_253,{_zz_cand_0_262,_zz_cand_0_272}};
  assign _zz_cand_0_190 = deferNow;
  assign _zz_cand_0_191 = red;
  assign _zz_cand_0_199 = ternaryAdd_6_io_sum[29];
  assign _zz_cand_0_200 = frozen;
  assign _zz_cand_0_201 = {deferNow,red};
  assign _zz_cand_0_207 = cand_0[28];
  assign _zz_cand_0_208 = ternaryAdd_6_io_sum[28];
  assign _zz_cand_0_209 = {frozen,{_zz_cand_0_210,_zz_cand_0_211}};
  assign _zz_cand_0_216 = _zz_cand_0[27];
  assign _zz_cand_0_217 = cand_0[27];
  assign _zz_cand_0_218 = {_zz_cand_0_219,{_zz_cand_0_220,_zz_cand_0_221}};
  assign _zz_cand_0_225 = _zz_cand_0[26];
  assign _zz_cand_0_226 = {_zz_cand_0_227,{_zz_cand_0_228,_zz_cand_0_229}};
  assign _zz_cand_0_235 = {_zz_cand_0_236,{_zz_cand_0_237,_zz_cand_0_238}};
  assign _zz_cand_0_244 = {_zz_cand_0_245,_zz_cand_0_246};
  assign _zz_cand_0_253 = _zz_cand_0_254[_zz_cand_0_255];
  assign _zz_cand_0_262 = _zz_cand_0_263[_zz_cand_0_264];
  assign _zz_cand_0_272 = {_zz_cand_0_273,{_zz_cand_0_282,_zz_cand_0_292}};
  assign _zz_cand_0_210 = deferNow;
  assign _zz_cand_0_211 = red;
  assign _zz_cand_0_219 = ternaryAdd_6_io_sum[27];
  assign _zz_cand_0_220 = frozen;
  assign _zz_cand_0_221 = {deferNow,red};
  assign _zz_cand_0_227 = cand_0[26];
  assign _zz_cand_0_228 = ternaryAdd_6_io_sum[26];
  assign _zz_cand_0_229 = {frozen,{_zz_cand_0_230,_zz_cand_0_231}};
  assign _zz_cand_0_236 = _zz_cand_0[25];
  assign _zz_cand_0_237 = cand_0[25];
  assign _zz_cand_0_238 = {_zz_cand_0_239,{_zz_cand_0_240,_zz_cand_0_241}};
  assign _zz_cand_0_245 = _zz_cand_0[24];
  assign _zz_cand_0_246 = {_zz_cand_0_247,{_zz_cand_0_248,_zz_cand_0_249}};
  assign _zz_cand_0_255 = {_zz_cand_0_256,{_zz_cand_0_257,_zz_cand_0_258}};
  assign _zz_cand_0_264 = {_zz_cand_0_265,_zz_cand_0_266};
  assign _zz_cand_0_273 = _zz_cand_0_274[_zz_cand_0_275];
  assign _zz_cand_0_282 = _zz_cand_0_283[_zz_cand_0_284];
  assign _zz_cand_0_292 = {_zz_cand_0_293,{_zz_cand_0_302,_zz_cand_0_312}};
  assign _zz_cand_0_230 = deferNow;
  assign _zz_cand_0_231 = red;
  assign _zz_cand_0_239 = ternaryAdd_6_io_sum[25];
  assign _zz_cand_0_240 = frozen;
  assign _zz_cand_0_241 = {deferNow,red};
  assign _zz_cand_0_247 = cand_0[24];
  assign _zz_cand_0_248 = ternaryAdd_6_io_sum[24];
  assign _zz_cand_0_249 = {frozen,{_zz_cand_0_250,_zz_cand_0_251}};
  assign _zz_cand_0_256 = _zz_cand_0[23];
  assign _zz_cand_0_257 = cand_0[23];
  assign _zz_cand_0_258 = {_zz_cand_0_259,{_zz_cand_0_260,_zz_cand_0_261}};
  assign _zz_cand_0_265 = _zz_cand_0[22];
  assign _zz_cand_0_266 = {_zz_cand_0_267,{_zz_cand_0_268,_zz_cand_0_269}};
  assign _zz_cand_0_275 = {_zz_cand_0_276,{_zz_cand_0_277,_zz_cand_0_278}};
  assign _zz_cand_0_284 = {_zz_cand_0_285,_zz_cand_0_286};
  assign _zz_cand_0_293 = _zz_cand_0_294[_zz_cand_0_295];
  assign _zz_cand_0_302 = _zz_cand_0_303[_zz_cand_0_304];
  assign _zz_cand_0_312 = {_zz_cand_0_313,{_zz_cand_0_322,_zz_cand_0_332}};
  assign _zz_cand_0_250 = deferNow;
  assign _zz_cand_0_251 = red;
  assign _zz_cand_0_259 = ternaryAdd_6_io_sum[23];
  assign _zz_cand_0_260 = frozen;
  assign _zz_cand_0_261 = {deferNow,red};
  assign _zz_cand_0_267 = cand_0[22];
  assign _zz_cand_0_268 = ternaryAdd_6_io_sum[22];
  assign _zz_cand_0_269 = {frozen,{_zz_cand_0_270,_zz_cand_0_271}};
  assign _zz_cand_0_276 = _zz_cand_0[21];
  assign _zz_cand_0_277 = cand_0[21];
  assign _zz_cand_0_278 = {_zz_cand_0_279,{_zz_cand_0_280,_zz_cand_0_281}};
  assign _zz_cand_0_285 = _zz_cand_0[20];
  assign _zz_cand_0_286 = {_zz_cand_0_287,{_zz_cand_0_288,_zz_cand_0_289}};
  assign _zz_cand_0_295 = {_zz_cand_0_296,{_zz_cand_0_297,_zz_cand_0_298}};
  assign _zz_cand_0_304 = {_zz_cand_0_305,_zz_cand_0_306};
  assign _zz_cand_0_313 = _zz_cand_0_314[_zz_cand_0_315];
  assign _zz_cand_0_322 = _zz_cand_0_323[_zz_cand_0_324];
  assign _zz_cand_0_332 = {_zz_cand_0_333,{_zz_cand_0_342,_zz_cand_0_352}};
  assign _zz_cand_0_270 = deferNow;
  assign _zz_cand_0_271 = red;
  assign _zz_cand_0_279 = ternaryAdd_6_io_sum[21];
  assign _zz_cand_0_280 = frozen;
  assign _zz_cand_0_281 = {deferNow,red};
  assign _zz_cand_0_287 = cand_0[20];
  assign _zz_cand_0_288 = ternaryAdd_6_io_sum[20];
  assign _zz_cand_0_289 = {frozen,{_zz_cand_0_290,_zz_cand_0_291}};
  assign _zz_cand_0_296 = _zz_cand_0[19];
  assign _zz_cand_0_297 = cand_0[19];
  assign _zz_cand_0_298 = {_zz_cand_0_299,{_zz_cand_0_300,_zz_cand_0_301}};
  assign _zz_cand_0_305 = _zz_cand_0[18];
  assign _zz_cand_0_306 = {_zz_cand_0_307,{_zz_cand_0_308,_zz_cand_0_309}};
  assign _zz_cand_0_315 = {_zz_cand_0_316,{_zz_cand_0_317,_zz_cand_0_318}};
  assign _zz_cand_0_324 = {_zz_cand_0_325,_zz_cand_0_326};
  assign _zz_cand_0_333 = _zz_cand_0_334[_zz_cand_0_335];
  assign _zz_cand_0_342 = _zz_cand_0_343[_zz_cand_0_344];
  assign _zz_cand_0_352 = {_zz_cand_0_353,{_zz_cand_0_362,_zz_cand_0_372}};
  assign _zz_cand_0_290 = deferNow;
  assign _zz_cand_0_291 = red;
  assign _zz_cand_0_299 = ternaryAdd_6_io_sum[19];
  assign _zz_cand_0_300 = frozen;
  assign _zz_cand_0_301 = {deferNow,red};
  assign _zz_cand_0_307 = cand_0[18];
  assign _zz_cand_0_308 = ternaryAdd_6_io_sum[18];
  assign _zz_cand_0_309 = {frozen,{_zz_cand_0_310,_zz_cand_0_311}};
  assign _zz_cand_0_316 = _zz_cand_0[17];
  assign _zz_cand_0_317 = cand_0[17];
  assign _zz_cand_0_318 = {_zz_cand_0_319,{_zz_cand_0_320,_zz_cand_0_321}};
  assign _zz_cand_0_325 = _zz_cand_0[16];
  assign _zz_cand_0_326 = {_zz_cand_0_327,{_zz_cand_0_328,_zz_cand_0_329}};
  assign _zz_cand_0_335 = {_zz_cand_0_336,{_zz_cand_0_337,_zz_cand_0_338}};
  assign _zz_cand_0_344 = {_zz_cand_0_345,_zz_cand_0_346};
  assign _zz_cand_0_353 = _zz_cand_0_354[_zz_cand_0_355];
  assign _zz_cand_0_362 = _zz_cand_0_363[_zz_cand_0_364];
  assign _zz_cand_0_372 = {_zz_cand_0_373,{_zz_cand_0_382,_zz_cand_0_392}};
  assign _zz_cand_0_310 = deferNow;
  assign _zz_cand_0_311 = red;
  assign _zz_cand_0_319 = ternaryAdd_6_io_sum[17];
  assign _zz_cand_0_320 = frozen;
  assign _zz_cand_0_321 = {deferNow,red};
  assign _zz_cand_0_327 = cand_0[16];
  assign _zz_cand_0_328 = ternaryAdd_6_io_sum[16];
  assign _zz_cand_0_329 = {frozen,{_zz_cand_0_330,_zz_cand_0_331}};
  assign _zz_cand_0_336 = _zz_cand_0[15];
  assign _zz_cand_0_337 = cand_0[15];
  assign _zz_cand_0_338 = {_zz_cand_0_339,{_zz_cand_0_340,_zz_cand_0_341}};
  assign _zz_cand_0_345 = _zz_cand_0[14];
  assign _zz_cand_0_346 = {_zz_cand_0_347,{_zz_cand_0_348,_zz_cand_0_349}};
  assign _zz_cand_0_355 = {_zz_cand_0_356,{_zz_cand_0_357,_zz_cand_0_358}};
  assign _zz_cand_0_364 = {_zz_cand_0_365,_zz_cand_0_366};
  assign _zz_cand_0_373 = _zz_cand_0_374[_zz_cand_0_375];
  assign _zz_cand_0_382 = _zz_cand_0_383[_zz_cand_0_384];
  assign _zz_cand_0_392 = {_zz_cand_0_393,{_zz_cand_0_402,_zz_cand_0_412}};
  assign _zz_cand_0_330 = deferNow;
  assign _zz_cand_0_331 = red;
  assign _zz_cand_0_339 = ternaryAdd_6_io_sum[15];
  assign _zz_cand_0_340 = frozen;
  assign _zz_cand_0_341 = {deferNow,red};
  assign _zz_cand_0_347 = cand_0[14];
  assign _zz_cand_0_348 = ternaryAdd_6_io_sum[14];
  assign _zz_cand_0_349 = {frozen,{_zz_cand_0_350,_zz_cand_0_351}};
  assign _zz_cand_0_356 = _zz_cand_0[13];
  assign _zz_cand_0_357 = cand_0[13];
  assign _zz_cand_0_358 = {_zz_cand_0_359,{_zz_cand_0_360,_zz_cand_0_361}};
  assign _zz_cand_0_365 = _zz_cand_0[12];
  assign _zz_cand_0_366 = {_zz_cand_0_367,{_zz_cand_0_368,_zz_cand_0_369}};
  assign _zz_cand_0_375 = {_zz_cand_0_376,{_zz_cand_0_377,_zz_cand_0_378}};
  assign _zz_cand_0_384 = {_zz_cand_0_385,_zz_cand_0_386};
  assign _zz_cand_0_393 = _zz_cand_0_394[_zz_cand_0_395];
  assign _zz_cand_0_402 = _zz_cand_0_403[_zz_cand_0_404];
  assign _zz_cand_0_412 = {_zz_cand_0_413,{_zz_cand_0_422,_zz_cand_0_430}};
  assign _zz_cand_0_350 = deferNow;
  assign _zz_cand_0_351 = red;
  assign _zz_cand_0_359 = ternaryAdd_6_io_sum[13];
  assign _zz_cand_0_360 = frozen;
  assign _zz_cand_0_361 = {deferNow,red};
  assign _zz_cand_0_367 = cand_0[12];
  assign _zz_cand_0_368 = ternaryAdd_6_io_sum[12];
  assign _zz_cand_0_369 = {frozen,{_zz_cand_0_370,_zz_cand_0_371}};
  assign _zz_cand_0_376 = _zz_cand_0[11];
  assign _zz_cand_0_377 = cand_0[11];
  assign _zz_cand_0_378 = {_zz_cand_0_379,{_zz_cand_0_380,_zz_cand_0_381}};
  assign _zz_cand_0_385 = _zz_cand_0[10];
  assign _zz_cand_0_386 = {_zz_cand_0_387,{_zz_cand_0_388,_zz_cand_0_389}};
  assign _zz_cand_0_395 = {_zz_cand_0_396,{_zz_cand_0_397,_zz_cand_0_398}};
  assign _zz_cand_0_404 = {_zz_cand_0_405,_zz_cand_0_406};
  assign _zz_cand_0_413 = _zz_cand_0_414[_zz_cand_0_415];
  assign _zz_cand_0_422 = _zz_cand_0_423[_zz_cand_0_424];
  assign _zz_cand_0_430 = {_zz_cand_0_431,{_zz_cand_0_439,_zz_cand_0_447}};
  assign _zz_cand_0_370 = deferNow;
  assign _zz_cand_0_371 = red;
  assign _zz_cand_0_379 = ternaryAdd_6_io_sum[11];
  assign _zz_cand_0_380 = frozen;
  assign _zz_cand_0_381 = {deferNow,red};
  assign _zz_cand_0_387 = cand_0[10];
  assign _zz_cand_0_388 = ternaryAdd_6_io_sum[10];
  assign _zz_cand_0_389 = {frozen,{_zz_cand_0_390,_zz_cand_0_391}};
  assign _zz_cand_0_396 = _zz_cand_0[9];
  assign _zz_cand_0_397 = cand_0[9];
  assign _zz_cand_0_398 = {_zz_cand_0_399,{_zz_cand_0_400,_zz_cand_0_401}};
  assign _zz_cand_0_405 = _zz_cand_0[8];
  assign _zz_cand_0_406 = {_zz_cand_0_407,{_zz_cand_0_408,_zz_cand_0_409}};
  assign _zz_cand_0_415 = {_zz_cand_0_416,{_zz_cand_0_417,_zz_cand_0_418}};
  assign _zz_cand_0_424 = {_zz_cand_0_425,_zz_cand_0_426};
  assign _zz_cand_0_431 = _zz_cand_0_432[_zz_cand_0_433];
  assign _zz_cand_0_439 = _zz_cand_0_440[_zz_cand_0_441];
  assign _zz_cand_0_447 = {_zz_cand_0_448,{_zz_cand_0_454,_zz_cand_0_462}};
  assign _zz_cand_0_390 = deferNow;
  assign _zz_cand_0_391 = red;
  assign _zz_cand_0_399 = ternaryAdd_6_io_sum[9];
  assign _zz_cand_0_400 = frozen;
  assign _zz_cand_0_401 = {deferNow,red};
  assign _zz_cand_0_407 = cand_0[8];
  assign _zz_cand_0_408 = ternaryAdd_6_io_sum[8];
  assign _zz_cand_0_409 = {frozen,{_zz_cand_0_410,_zz_cand_0_411}};
  assign _zz_cand_0_416 = _zz_cand_0[7];
  assign _zz_cand_0_417 = cand_0[7];
  assign _zz_cand_0_418 = {_zz_cand_0_419,{_zz_cand_0_420,_zz_cand_0_421}};
  assign _zz_cand_0_425 = _zz_cand_0[6];
  assign _zz_cand_0_426 = {_zz_cand_0_427,{_zz_cand_0_428,_zz_cand_0_429}};
  assign _zz_cand_0_433 = {_zz_cand_0_434,{_zz_cand_0_435,_zz_cand_0_436}};
  assign _zz_cand_0_441 = {_zz_cand_0_442,_zz_cand_0_443};
  assign _zz_cand_0_448 = _zz_cand_0_449[_zz_cand_0_450];
  assign _zz_cand_0_454 = _zz_cand_0_455[_zz_cand_0_456];
  assign _zz_cand_0_462 = {_zz_cand_0_463,_zz_cand_0_470};
  assign _zz_cand_0_410 = deferNow;
  assign _zz_cand_0_411 = red;
  assign _zz_cand_0_419 = ternaryAdd_6_io_sum[7];
  assign _zz_cand_0_420 = frozen;
  assign _zz_cand_0_421 = {deferNow,red};
  assign _zz_cand_0_427 = cand_0[6];
  assign _zz_cand_0_428 = ternaryAdd_6_io_sum[6];
  assign _zz_cand_0_429 = {frozen,{deferNow,red}};
  assign _zz_cand_0_434 = _zz_cand_0[5];
  assign _zz_cand_0_435 = cand_0[5];
  assign _zz_cand_0_436 = {ternaryAdd_6_io_sum[5],{frozen,{_zz_cand_0_437,_zz_cand_0_438}}};
  assign _zz_cand_0_442 = _zz_cand_0[4];
  assign _zz_cand_0_443 = {cand_0[4],{_zz_cand_0_444,{_zz_cand_0_445,_zz_cand_0_446}}};
  assign _zz_cand_0_450 = {_zz_cand_0[3],{_zz_cand_0_451,{_zz_cand_0_452,_zz_cand_0_453}}};
  assign _zz_cand_0_456 = {_zz_cand_0_457,{_zz_cand_0_458,_zz_cand_0_459}};
  assign _zz_cand_0_463 = _zz_cand_0_464[{_zz_cand_0_465,_zz_cand_0_466}];
  assign _zz_cand_0_470 = _zz_cand_0_471[{_zz_cand_0_472,_zz_cand_0_473}];
  assign _zz_cand_0_437 = deferNow;
  assign _zz_cand_0_438 = red;
  assign _zz_cand_0_444 = ternaryAdd_6_io_sum[4];
  assign _zz_cand_0_445 = frozen;
  assign _zz_cand_0_446 = {deferNow,red};
  assign _zz_cand_0_451 = cand_0[3];
  assign _zz_cand_0_452 = ternaryAdd_6_io_sum[3];
  assign _zz_cand_0_453 = {frozen,{deferNow,red}};
  assign _zz_cand_0_457 = _zz_cand_0[2];
  assign _zz_cand_0_458 = cand_0[2];
  assign _zz_cand_0_459 = {ternaryAdd_6_io_sum[2],{frozen,{_zz_cand_0_460,_zz_cand_0_461}}};
  assign _zz_cand_0_465 = _zz_cand_0[1];
  assign _zz_cand_0_466 = {cand_0[1],{_zz_cand_0_467,{_zz_cand_0_468,_zz_cand_0_469}}};
  assign _zz_cand_0_472 = _zz_cand_0[0];
  assign _zz_cand_0_473 = {cand_0[0],{_zz_cand_0_474,{_zz_cand_0_475,_zz_cand_0_476}}};
  assign _zz_cand_0_460 = deferNow;
  assign _zz_cand_0_461 = red;
  assign _zz_cand_0_467 = ternaryAdd_6_io_sum[1];
  assign _zz_cand_0_468 = frozen;
  assign _zz_cand_0_469 = {deferNow,red};
  assign _zz_cand_0_474 = ternaryAdd_6_io_sum[0];
  assign _zz_cand_0_475 = frozen;
  assign _zz_cand_0_476 = {deferNow,red};
  assign _zz_cand_1_2 = _zz_cand_1[49];
  assign _zz_cand_1_3 = cand_1[49];
  assign _zz_cand_1_4 = {_zz_cand_1_5,{_zz_cand_1_6,_zz_cand_1_7}};
  assign _zz_cand_1_9 = _zz_cand_1[48];
  assign _zz_cand_1_10 = {_zz_cand_1_11,{_zz_cand_1_12,_zz_cand_1_13}};
  assign _zz_cand_1_17 = {_zz_cand_1_18,{_zz_cand_1_19,_zz_cand_1_20}};
  assign _zz_cand_1_25 = {_zz_cand_1_26,_zz_cand_1_27};
  assign _zz_cand_1_33 = _zz_cand_1_34[_zz_cand_1_35];
  assign _zz_cand_1_42 = _zz_cand_1_43[_zz_cand_1_44];
  assign _zz_cand_1_52 = {_zz_cand_1_53,{_zz_cand_1_62,_zz_cand_1_72}};
  assign _zz_cand_1_5 = ternaryAdd_7_io_sum[49];
  assign _zz_cand_1_6 = frozen;
  assign _zz_cand_1_7 = {deferNow,red};
  assign _zz_cand_1_11 = cand_1[48];
  assign _zz_cand_1_12 = ternaryAdd_7_io_sum[48];
  assign _zz_cand_1_13 = {frozen,{_zz_cand_1_14,_zz_cand_1_15}};
  assign _zz_cand_1_18 = _zz_cand_1[47];
  assign _zz_cand_1_19 = cand_1[47];
  assign _zz_cand_1_20 = {_zz_cand_1_21,{_zz_cand_1_22,_zz_cand_1_23}};
  assign _zz_cand_1_26 = _zz_cand_1[46];
  assign _zz_cand_1_27 = {_zz_cand_1_28,{_zz_cand_1_29,_zz_cand_1_30}};
  assign _zz_cand_1_35 = {_zz_cand_1_36,{_zz_cand_1_37,_zz_cand_1_38}};
  assign _zz_cand_1_44 = {_zz_cand_1_45,_zz_cand_1_46};
  assign _zz_cand_1_53 = _zz_cand_1_54[_zz_cand_1_55];
  assign _zz_cand_1_62 = _zz_cand_1_63[_zz_cand_1_64];
  assign _zz_cand_1_72 = {_zz_cand_1_73,{_zz_cand_1_82,_zz_cand_1_92}};
  assign _zz_cand_1_14 = deferNow;
  assign _zz_cand_1_15 = red;
  assign _zz_cand_1_21 = ternaryAdd_7_io_sum[47];
  assign _zz_cand_1_22 = frozen;
  assign _zz_cand_1_23 = {deferNow,red};
  assign _zz_cand_1_28 = cand_1[46];
  assign _zz_cand_1_29 = ternaryAdd_7_io_sum[46];
  assign _zz_cand_1_30 = {frozen,{_zz_cand_1_31,_zz_cand_1_32}};
  assign _zz_cand_1_36 = _zz_cand_1[45];
  assign _zz_cand_1_37 = cand_1[45];
  assign _zz_cand_1_38 = {_zz_cand_1_39,{_zz_cand_1_40,_zz_cand_1_41}};
  assign _zz_cand_1_45 = _zz_cand_1[44];
  assign _zz_cand_1_46 = {_zz_cand_1_47,{_zz_cand_1_48,_zz_cand_1_49}};
  assign _zz_cand_1_55 = {_zz_cand_1_56,{_zz_cand_1_57,_zz_cand_1_58}};
  assign _zz_cand_1_64 = {_zz_cand_1_65,_zz_cand_1_66};
  assign _zz_cand_1_73 = _zz_cand_1_74[_zz_cand_1_75];
  assign _zz_cand_1_82 = _zz_cand_1_83[_zz_cand_1_84];
  assign _zz_cand_1_92 = {_zz_cand_1_93,{_zz_cand_1_102,_zz_cand_1_112}};
  assign _zz_cand_1_31 = deferNow;
  assign _zz_cand_1_32 = red;
  assign _zz_cand_1_39 = ternaryAdd_7_io_sum[45];
  assign _zz_cand_1_40 = frozen;
  assign _zz_cand_1_41 = {deferNow,red};
  assign _zz_cand_1_47 = cand_1[44];
  assign _zz_cand_1_48 = ternaryAdd_7_io_sum[44];
  assign _zz_cand_1_49 = {frozen,{_zz_cand_1_50,_zz_cand_1_51}};
  assign _zz_cand_1_56 = _zz_cand_1[43];
  assign _zz_cand_1_57 = cand_1[43];
  assign _zz_cand_1_58 = {_zz_cand_1_59,{_zz_cand_1_60,_zz_cand_1_61}};
  assign _zz_cand_1_65 = _zz_cand_1[42];
  assign _zz_cand_1_66 = {_zz_cand_1_67,{_zz_cand_1_68,_zz_cand_1_69}};
  assign _zz_cand_1_75 = {_zz_cand_1_76,{_zz_cand_1_77,_zz_cand_1_78}};
  assign _zz_cand_1_84 = {_zz_cand_1_85,_zz_cand_1_86};
  assign _zz_cand_1_93 = _zz_cand_1_94[_zz_cand_1_95];
  assign _zz_cand_1_102 = _zz_cand_1_103[_zz_cand_1_104];
  assign _zz_cand_1_112 = {_zz_cand_1_113,{_zz_cand_1_122,_zz_cand_1_132}};
  assign _zz_cand_1_50 = deferNow;
  assign _zz_cand_1_51 = red;
  assign _zz_cand_1_59 = ternaryAdd_7_io_sum[43];
  assign _zz_cand_1_60 = frozen;
  assign _zz_cand_1_61 = {deferNow,red};
  assign _zz_cand_1_67 = cand_1[42];
  assign _zz_cand_1_68 = ternaryAdd_7_io_sum[42];
  assign _zz_cand_1_69 = {frozen,{_zz_cand_1_70,_zz_cand_1_71}};
  assign _zz_cand_1_76 = _zz_cand_1[41];
  assign _zz_cand_1_77 = cand_1[41];
  assign _zz_cand_1_78 = {_zz_cand_1_79,{_zz_cand_1_80,_zz_cand_1_81}};
  assign _zz_cand_1_85 = _zz_cand_1[40];
  assign _zz_cand_1_86 = {_zz_cand_1_87,{_zz_cand_1_88,_zz_cand_1_89}};
  assign _zz_cand_1_95 = {_zz_cand_1_96,{_zz_cand_1_97,_zz_cand_1_98}};
  assign _zz_cand_1_104 = {_zz_cand_1_105,_zz_cand_1_106};
  assign _zz_cand_1_113 = _zz_cand_1_114[_zz_cand_1_115];
  assign _zz_cand_1_122 = _zz_cand_1_123[_zz_cand_1_124];
  assign _zz_cand_1_132 = {_zz_cand_1_133,{_zz_cand_1_142,_zz_cand_1_152}};
  assign _zz_cand_1_70 = deferNow;
  assign _zz_cand_1_71 = red;
  assign _zz_cand_1_79 = ternaryAdd_7_io_sum[41];
  assign _zz_cand_1_80 = frozen;
  assign _zz_cand_1_81 = {deferNow,red};
  assign _zz_cand_1_87 = cand_1[40];
  assign _zz_cand_1_88 = ternaryAdd_7_io_sum[40];
  assign _zz_cand_1_89 = {frozen,{_zz_cand_1_90,_zz_cand_1_91}};
  assign _zz_cand_1_96 = _zz_cand_1[39];
  assign _zz_cand_1_97 = cand_1[39];
  assign _zz_cand_1_98 = {_zz_cand_1_99,{_zz_cand_1_100,_zz_cand_1_101}};
  assign _zz_cand_1_105 = _zz_cand_1[38];
  assign _zz_cand_1_106 = {_zz_cand_1_107,{_zz_cand_1_108,_zz_cand_1_109}};
  assign _zz_cand_1_115 = {_zz_cand_1_116,{_zz_cand_1_117,_zz_cand_1_118}};
  assign _zz_cand_1_124 = {_zz_cand_1_125,_zz_cand_1_126};
  assign _zz_cand_1_133 = _zz_cand_1_134[_zz_cand_1_135];
  assign _zz_cand_1_142 = _zz_cand_1_143[_zz_cand_1_144];
  assign _zz_cand_1_152 = {_zz_cand_1_153,{_zz_cand_1_162,_zz_cand_1_172}};
  assign _zz_cand_1_90 = deferNow;
  assign _zz_cand_1_91 = red;
  assign _zz_cand_1_99 = ternaryAdd_7_io_sum[39];
  assign _zz_cand_1_100 = frozen;
  assign _zz_cand_1_101 = {deferNow,red};
  assign _zz_cand_1_107 = cand_1[38];
  assign _zz_cand_1_108 = ternaryAdd_7_io_sum[38];
  assign _zz_cand_1_109 = {frozen,{_zz_cand_1_110,_zz_cand_1_111}};
  assign _zz_cand_1_116 = _zz_cand_1[37];
  assign _zz_cand_1_117 = cand_1[37];
  assign _zz_cand_1_118 = {_zz_cand_1_119,{_zz_cand_1_120,_zz_cand_1_121}};
  assign _zz_cand_1_125 = _zz_cand_1[36];
  assign _zz_cand_1_126 = {_zz_cand_1_127,{_zz_cand_1_128,_zz_cand_1_129}};
  assign _zz_cand_1_135 = {_zz_cand_1_136,{_zz_cand_1_137,_zz_cand_1_138}};
  assign _zz_cand_1_144 = {_zz_cand_1_145,_zz_cand_1_146};
  assign _zz_cand_1_153 = _zz_cand_1_154[_zz_cand_1_155];
  assign _zz_cand_1_162 = _zz_cand_1_163[_zz_cand_1_164];
  assign _zz_cand_1_172 = {_zz_cand_1_173,{_zz_cand_1_182,_zz_cand_1_192}};
  assign _zz_cand_1_110 = deferNow;
  assign _zz_cand_1_111 = red;
  assign _zz_cand_1_119 = ternaryAdd_7_io_sum[37];
  assign _zz_cand_1_120 = frozen;
  assign _zz_cand_1_121 = {deferNow,red};
  assign _zz_cand_1_127 = cand_1[36];
  assign _zz_cand_1_128 = ternaryAdd_7_io_sum[36];
  assign _zz_cand_1_129 = {frozen,{_zz_cand_1_130,_zz_cand_1_131}};
  assign _zz_cand_1_136 = _zz_cand_1[35];
  assign _zz_cand_1_137 = cand_1[35];
  assign _zz_cand_1_138 = {_zz_cand_1_139,{_zz_cand_1_140,_zz_cand_1_141}};
  assign _zz_cand_1_145 = _zz_cand_1[34];
  assign _zz_cand_1_146 = {_zz_cand_1_147,{_zz_cand_1_148,_zz_cand_1_149}};
  assign _zz_cand_1_155 = {_zz_cand_1_156,{_zz_cand_1_157,_zz_cand_1_158}};
  assign _zz_cand_1_164 = {_zz_cand_1_165,_zz_cand_1_166};
  assign _zz_cand_1_173 = _zz_cand_1_174[_zz_cand_1_175];
  assign _zz_cand_1_182 = _zz_cand_1_183[_zz_cand_1_184];
  assign _zz_cand_1_192 = {_zz_cand_1_193,{_zz_cand_1_202,_zz_cand_1_212}};
  assign _zz_cand_1_130 = deferNow;
  assign _zz_cand_1_131 = red;
  assign _zz_cand_1_139 = ternaryAdd_7_io_sum[35];
  assign _zz_cand_1_140 = frozen;
  assign _zz_cand_1_141 = {deferNow,red};
  assign _zz_cand_1_147 = cand_1[34];
  assign _zz_cand_1_148 = ternaryAdd_7_io_sum[34];
  assign _zz_cand_1_149 = {frozen,{_zz_cand_1_150,_zz_cand_1_151}};
  assign _zz_cand_1_156 = _zz_cand_1[33];
  assign _zz_cand_1_157 = cand_1[33];
  assign _zz_cand_1_158 = {_zz_cand_1_159,{_zz_cand_1_160,_zz_cand_1_161}};
  assign _zz_cand_1_165 = _zz_cand_1[32];
  assign _zz_cand_1_166 = {_zz_cand_1_167,{_zz_cand_1_168,_zz_cand_1_169}};
  assign _zz_cand_1_175 = {_zz_cand_1_176,{_zz_cand_1_177,_zz_cand_1_178}};
  assign _zz_cand_1_184 = {_zz_cand_1_185,_zz_cand_1_186};
  assign _zz_cand_1_193 = _zz_cand_1_194[_zz_cand_1_195];
  assign _zz_cand_1_202 = _zz_cand_1_203[_zz_cand_1_204];
  assign _zz_cand_1_212 = {_zz_cand_1_213,{_zz_cand_1_222,_zz_cand_1_232}};
  assign _zz_cand_1_150 = deferNow;
  assign _zz_cand_1_151 = red;
  assign _zz_cand_1_159 = ternaryAdd_7_io_sum[33];
  assign _zz_cand_1_160 = frozen;
  assign _zz_cand_1_161 = {deferNow,red};
  assign _zz_cand_1_167 = cand_1[32];
  assign _zz_cand_1_168 = ternaryAdd_7_io_sum[32];
  assign _zz_cand_1_169 = {frozen,{_zz_cand_1_170,_zz_cand_1_171}};
  assign _zz_cand_1_176 = _zz_cand_1[31];
  assign _zz_cand_1_177 = cand_1[31];
  assign _zz_cand_1_178 = {_zz_cand_1_179,{_zz_cand_1_180,_zz_cand_1_181}};
  assign _zz_cand_1_185 = _zz_cand_1[30];
  assign _zz_cand_1_186 = {_zz_cand_1_187,{_zz_cand_1_188,_zz_cand_1_189}};
  assign _zz_cand_1_195 = {_zz_cand_1_196,{_zz_cand_1_197,_zz_cand_1_198}};
  assign _zz_cand_1_204 = {_zz_cand_1_205,_zz_cand_1_206};
  assign _zz_cand_1_213 = _zz_cand_1_214[_zz_cand_1_215];
  assign _zz_cand_1_222 = _zz_cand_1_223[_zz_cand_1_224];
  assign _zz_cand_1_232 = {_zz_cand_1_233,{_zz_cand_1_242,_zz_cand_1_252}};
  assign _zz_cand_1_170 = deferNow;
  assign _zz_cand_1_171 = red;
  assign _zz_cand_1_179 = ternaryAdd_7_io_sum[31];
  assign _zz_cand_1_180 = frozen;
  assign _zz_cand_1_181 = {deferNow,red};
  assign _zz_cand_1_187 = cand_1[30];
  assign _zz_cand_1_188 = ternaryAdd_7_io_sum[30];
  assign _zz_cand_1_189 = {frozen,{_zz_cand_1_190,_zz_cand_1_191}};
  assign _zz_cand_1_196 = _zz_cand_1[29];
  assign _zz_cand_1_197 = cand_1[29];
  assign _zz_cand_1_198 = {_zz_cand_1_199,{_zz_cand_1_200,_zz_cand_1_201}};
  assign _zz_cand_1_205 = _zz_cand_1[28];
  assign _zz_cand_1_206 = {_zz_cand_1_207,{_zz_cand_1_208,_zz_cand_1_209}};
  assign _zz_cand_1_215 = {_zz_cand_1_216,{_zz_cand_1_217,_zz_cand_1_218}};
  assign _zz_cand_1_224 = {_zz_cand_1_225,_zz_cand_1_226};
  assign _zz_cand_1_233 = _zz_cand_1_234[_zz_cand_1_235];
  assign _zz_cand_1_242 = _zz_cand_1_243[_zz_cand_1_244];
  assign _zz_cand_1_252 = {_zz_cand_1_253,{_zz_cand_1_262,_zz_cand_1_272}};
  assign _zz_cand_1_190 = deferNow;
  assign _zz_cand_1_191 = red;
  assign _zz_cand_1_199 = ternaryAdd_7_io_sum[29];
  assign _zz_cand_1_200 = frozen;
  assign _zz_cand_1_201 = {deferNow,red};
  assign _zz_cand_1_207 = cand_1[28];
  assign _zz_cand_1_208 = ternaryAdd_7_io_sum[28];
  assign _zz_cand_1_209 = {frozen,{_zz_cand_1_210,_zz_cand_1_211}};
  assign _zz_cand_1_216 = _zz_cand_1[27];
  assign _zz_cand_1_217 = cand_1[27];
  assign _zz_cand_1_218 = {_zz_cand_1_219,{_zz_cand_1_220,_zz_cand_1_221}};
  assign _zz_cand_1_225 = _zz_cand_1[26];
  assign _zz_cand_1_226 = {_zz_cand_1_227,{_zz_cand_1_228,_zz_cand_1_229}};
  assign _zz_cand_1_235 = {_zz_cand_1_236,{_zz_cand_1_237,_zz_cand_1_238}};
  assign _zz_cand_1_244 = {_zz_cand_1_245,_zz_cand_1_246};
  assign _zz_cand_1_253 = _zz_cand_1_254[_zz_cand_1_255];
  assign _zz_cand_1_262 = _zz_cand_1_263[_zz_cand_1_264];
  assign _zz_cand_1_272 = {_zz_cand_1_273,{_zz_cand_1_282,_zz_cand_1_292}};
  assign _zz_cand_1_210 = deferNow;
  assign _zz_cand_1_211 = red;
  assign _zz_cand_1_219 = ternaryAdd_7_io_sum[27];
  assign _zz_cand_1_220 = frozen;
  assign _zz_cand_1_221 = {deferNow,red};
  assign _zz_cand_1_227 = cand_1[26];
  assign _zz_cand_1_228 = ternaryAdd_7_io_sum[26];
  assign _zz_cand_1_229 = {frozen,{_zz_cand_1_230,_zz_cand_1_231}};
  assign _zz_cand_1_236 = _zz_cand_1[25];
  assign _zz_cand_1_237 = cand_1[25];
  assign _zz_cand_1_238 = {_zz_cand_1_239,{_zz_cand_1_240,_zz_cand_1_241}};
  assign _zz_cand_1_245 = _zz_cand_1[24];
  assign _zz_cand_1_246 = {_zz_cand_1_247,{_zz_cand_1_248,_zz_cand_1_249}};
  assign _zz_cand_1_255 = {_zz_cand_1_256,{_zz_cand_1_257,_zz_cand_1_258}};
  assign _zz_cand_1_264 = {_zz_cand_1_265,_zz_cand_1_266};
  assign _zz_cand_1_273 = _zz_cand_1_274[_zz_cand_1_275];
  assign _zz_cand_1_282 = _zz_cand_1_283[_zz_cand_1_284];
  assign _zz_cand_1_292 = {_zz_cand_1_293,{_zz_cand_1_302,_zz_cand_1_312}};
  assign _zz_cand_1_230 = deferNow;
  assign _zz_cand_1_231 = red;
  assign _zz_cand_1_239 = ternaryAdd_7_io_sum[25];
  assign _zz_cand_1_240 = frozen;
  assign _zz_cand_1_241 = {deferNow,red};
  assign _zz_cand_1_247 = cand_1[24];
  assign _zz_cand_1_248 = ternaryAdd_7_io_sum[24];
  assign _zz_cand_1_249 = {frozen,{_zz_cand_1_250,_zz_cand_1_251}};
  assign _zz_cand_1_256 = _zz_cand_1[23];
  assign _zz_cand_1_257 = cand_1[23];
  assign _zz_cand_1_258 = {_zz_cand_1_259,{_zz_cand_1_260,_zz_cand_1_261}};
  assign _zz_cand_1_265 = _zz_cand_1[22];
  assign _zz_cand_1_266 = {_zz_cand_1_267,{_zz_cand_1_268,_zz_cand_1_269}};
  assign _zz_cand_1_275 = {_zz_cand_1_276,{_zz_cand_1_277,_zz_cand_1_278}};
  assign _zz_cand_1_284 = {_zz_cand_1_285,_zz_cand_1_286};
  assign _zz_cand_1_293 = _zz_cand_1_294[_zz_cand_1_295];
  assign _zz_cand_1_302 = _zz_cand_1_303[_zz_cand_1_304];
  assign _zz_cand_1_312 = {_zz_cand_1_313,{_zz_cand_1_322,_zz_cand_1_332}};
  assign _zz_cand_1_250 = deferNow;
  assign _zz_cand_1_251 = red;
  assign _zz_cand_1_259 = ternaryAdd_7_io_sum[23];
  assign _zz_cand_1_260 = frozen;
  assign _zz_cand_1_261 = {deferNow,red};
  assign _zz_cand_1_267 = cand_1[22];
  assign _zz_cand_1_268 = ternaryAdd_7_io_sum[22];
  assign _zz_cand_1_269 = {frozen,{_zz_cand_1_270,_zz_cand_1_271}};
  assign _zz_cand_1_276 = _zz_cand_1[21];
  assign _zz_cand_1_277 = cand_1[21];
  assign _zz_cand_1_278 = {_zz_cand_1_279,{_zz_cand_1_280,_zz_cand_1_281}};
  assign _zz_cand_1_285 = _zz_cand_1[20];
  assign _zz_cand_1_286 = {_zz_cand_1_287,{_zz_cand_1_288,_zz_cand_1_289}};
  assign _zz_cand_1_295 = {_zz_cand_1_296,{_zz_cand_1_297,_zz_cand_1_298}};
  assign _zz_cand_1_304 = {_zz_cand_1_305,_zz_cand_1_306};
  assign _zz_cand_1_313 = _zz_cand_1_314[_zz_cand_1_315];
  assign _zz_cand_1_322 = _zz_cand_1_323[_zz_cand_1_324];
  assign _zz_cand_1_332 = {_zz_cand_1_333,{_zz_cand_1_342,_zz_cand_1_352}};
  assign _zz_cand_1_270 = deferNow;
  assign _zz_cand_1_271 = red;
  assign _zz_cand_1_279 = ternaryAdd_7_io_sum[21];
  assign _zz_cand_1_280 = frozen;
  assign _zz_cand_1_281 = {deferNow,red};
  assign _zz_cand_1_287 = cand_1[20];
  assign _zz_cand_1_288 = ternaryAdd_7_io_sum[20];
  assign _zz_cand_1_289 = {frozen,{_zz_cand_1_290,_zz_cand_1_291}};
  assign _zz_cand_1_296 = _zz_cand_1[19];
  assign _zz_cand_1_297 = cand_1[19];
  assign _zz_cand_1_298 = {_zz_cand_1_299,{_zz_cand_1_300,_zz_cand_1_301}};
  assign _zz_cand_1_305 = _zz_cand_1[18];
  assign _zz_cand_1_306 = {_zz_cand_1_307,{_zz_cand_1_308,_zz_cand_1_309}};
  assign _zz_cand_1_315 = {_zz_cand_1_316,{_zz_cand_1_317,_zz_cand_1_318}};
  assign _zz_cand_1_324 = {_zz_cand_1_325,_zz_cand_1_326};
  assign _zz_cand_1_333 = _zz_cand_1_334[_zz_cand_1_335];
  assign _zz_cand_1_342 = _zz_cand_1_343[_zz_cand_1_344];
  assign _zz_cand_1_352 = {_zz_cand_1_353,{_zz_cand_1_362,_zz_cand_1_372}};
  assign _zz_cand_1_290 = deferNow;
  assign _zz_cand_1_291 = red;
  assign _zz_cand_1_299 = ternaryAdd_7_io_sum[19];
  assign _zz_cand_1_300 = frozen;
  assign _zz_cand_1_301 = {deferNow,red};
  assign _zz_cand_1_307 = cand_1[18];
  assign _zz_cand_1_308 = ternaryAdd_7_io_sum[18];
  assign _zz_cand_1_309 = {frozen,{_zz_cand_1_310,_zz_cand_1_311}};
  assign _zz_cand_1_316 = _zz_cand_1[17];
  assign _zz_cand_1_317 = cand_1[17];
  assign _zz_cand_1_318 = {_zz_cand_1_319,{_zz_cand_1_320,_zz_cand_1_321}};
  assign _zz_cand_1_325 = _zz_cand_1[16];
  assign _zz_cand_1_326 = {_zz_cand_1_327,{_zz_cand_1_328,_zz_cand_1_329}};
  assign _zz_cand_1_335 = {_zz_cand_1_336,{_zz_cand_1_337,_zz_cand_1_338}};
  assign _zz_cand_1_344 = {_zz_cand_1_345,_zz_cand_1_346};
  assign _zz_cand_1_353 = _zz_cand_1_354[_zz_cand_1_355];
  assign _zz_cand_1_362 = _zz_cand_1_363[_zz_cand_1_364];
  assign _zz_cand_1_372 = {_zz_cand_1_373,{_zz_cand_1_382,_zz_cand_1_392}};
  assign _zz_cand_1_310 = deferNow;
  assign _zz_cand_1_311 = red;
  assign _zz_cand_1_319 = ternaryAdd_7_io_sum[17];
  assign _zz_cand_1_320 = frozen;
  assign _zz_cand_1_321 = {deferNow,red};
  assign _zz_cand_1_327 = cand_1[16];
  assign _zz_cand_1_328 = ternaryAdd_7_io_sum[16];
  assign _zz_cand_1_329 = {frozen,{_zz_cand_1_330,_zz_cand_1_331}};
  assign _zz_cand_1_336 = _zz_cand_1[15];
  assign _zz_cand_1_337 = cand_1[15];
  assign _zz_cand_1_338 = {_zz_cand_1_339,{_zz_cand_1_340,_zz_cand_1_341}};
  assign _zz_cand_1_345 = _zz_cand_1[14];
  assign _zz_cand_1_346 = {_zz_cand_1_347,{_zz_cand_1_348,_zz_cand_1_349}};
  assign _zz_cand_1_355 = {_zz_cand_1_356,{_zz_cand_1_357,_zz_cand_1_358}};
  assign _zz_cand_1_364 = {_zz_cand_1_365,_zz_cand_1_366};
  assign _zz_cand_1_373 = _zz_cand_1_374[_zz_cand_1_375];
  assign _zz_cand_1_382 = _zz_cand_1_383[_zz_cand_1_384];
  assign _zz_cand_1_392 = {_zz_cand_1_393,{_zz_cand_1_402,_zz_cand_1_412}};
  assign _zz_cand_1_330 = deferNow;
  assign _zz_cand_1_331 = red;
  assign _zz_cand_1_339 = ternaryAdd_7_io_sum[15];
  assign _zz_cand_1_340 = frozen;
  assign _zz_cand_1_341 = {deferNow,red};
  assign _zz_cand_1_347 = cand_1[14];
  assign _zz_cand_1_348 = ternaryAdd_7_io_sum[14];
  assign _zz_cand_1_349 = {frozen,{_zz_cand_1_350,_zz_cand_1_351}};
  assign _zz_cand_1_356 = _zz_cand_1[13];
  assign _zz_cand_1_357 = cand_1[13];
  assign _zz_cand_1_358 = {_zz_cand_1_359,{_zz_cand_1_360,_zz_cand_1_361}};
  assign _zz_cand_1_365 = _zz_cand_1[12];
  assign _zz_cand_1_366 = {_zz_cand_1_367,{_zz_cand_1_368,_zz_cand_1_369}};
  assign _zz_cand_1_375 = {_zz_cand_1_376,{_zz_cand_1_377,_zz_cand_1_378}};
  assign _zz_cand_1_384 = {_zz_cand_1_385,_zz_cand_1_386};
  assign _zz_cand_1_393 = _zz_cand_1_394[_zz_cand_1_395];
  assign _zz_cand_1_402 = _zz_cand_1_403[_zz_cand_1_404];
  assign _zz_cand_1_412 = {_zz_cand_1_413,{_zz_cand_1_422,_zz_cand_1_430}};
  assign _zz_cand_1_350 = deferNow;
  assign _zz_cand_1_351 = red;
  assign _zz_cand_1_359 = ternaryAdd_7_io_sum[13];
  assign _zz_cand_1_360 = frozen;
  assign _zz_cand_1_361 = {deferNow,red};
  assign _zz_cand_1_367 = cand_1[12];
  assign _zz_cand_1_368 = ternaryAdd_7_io_sum[12];
  assign _zz_cand_1_369 = {frozen,{_zz_cand_1_370,_zz_cand_1_371}};
  assign _zz_cand_1_376 = _zz_cand_1[11];
  assign _zz_cand_1_377 = cand_1[11];
  assign _zz_cand_1_378 = {_zz_cand_1_379,{_zz_cand_1_380,_zz_cand_1_381}};
  assign _zz_cand_1_385 = _zz_cand_1[10];
  assign _zz_cand_1_386 = {_zz_cand_1_387,{_zz_cand_1_388,_zz_cand_1_389}};
  assign _zz_cand_1_395 = {_zz_cand_1_396,{_zz_cand_1_397,_zz_cand_1_398}};
  assign _zz_cand_1_404 = {_zz_cand_1_405,_zz_cand_1_406};
  assign _zz_cand_1_413 = _zz_cand_1_414[_zz_cand_1_415];
  assign _zz_cand_1_422 = _zz_cand_1_423[_zz_cand_1_424];
  assign _zz_cand_1_430 = {_zz_cand_1_431,{_zz_cand_1_439,_zz_cand_1_447}};
  assign _zz_cand_1_370 = deferNow;
  assign _zz_cand_1_371 = red;
  assign _zz_cand_1_379 = ternaryAdd_7_io_sum[11];
  assign _zz_cand_1_380 = frozen;
  assign _zz_cand_1_381 = {deferNow,red};
  assign _zz_cand_1_387 = cand_1[10];
  assign _zz_cand_1_388 = ternaryAdd_7_io_sum[10];
  assign _zz_cand_1_389 = {frozen,{_zz_cand_1_390,_zz_cand_1_391}};
  assign _zz_cand_1_396 = _zz_cand_1[9];
  assign _zz_cand_1_397 = cand_1[9];
  assign _zz_cand_1_398 = {_zz_cand_1_399,{_zz_cand_1_400,_zz_cand_1_401}};
  assign _zz_cand_1_405 = _zz_cand_1[8];
  assign _zz_cand_1_406 = {_zz_cand_1_407,{_zz_cand_1_408,_zz_cand_1_409}};
  assign _zz_cand_1_415 = {_zz_cand_1_416,{_zz_cand_1_417,_zz_cand_1_418}};
  assign _zz_cand_1_424 = {_zz_cand_1_425,_zz_cand_1_426};
  assign _zz_cand_1_431 = _zz_cand_1_432[_zz_cand_1_433];
  assign _zz_cand_1_439 = _zz_cand_1_440[_zz_cand_1_441];
  assign _zz_cand_1_447 = {_zz_cand_1_448,{_zz_cand_1_454,_zz_cand_1_462}};
  assign _zz_cand_1_390 = deferNow;
  assign _zz_cand_1_391 = red;
  assign _zz_cand_1_399 = ternaryAdd_7_io_sum[9];
  assign _zz_cand_1_400 = frozen;
  assign _zz_cand_1_401 = {deferNow,red};
  assign _zz_cand_1_407 = cand_1[8];
  assign _zz_cand_1_408 = ternaryAdd_7_io_sum[8];
  assign _zz_cand_1_409 = {frozen,{_zz_cand_1_410,_zz_cand_1_411}};
  assign _zz_cand_1_416 = _zz_cand_1[7];
  assign _zz_cand_1_417 = cand_1[7];
  assign _zz_cand_1_418 = {_zz_cand_1_419,{_zz_cand_1_420,_zz_cand_1_421}};
  assign _zz_cand_1_425 = _zz_cand_1[6];
  assign _zz_cand_1_426 = {_zz_cand_1_427,{_zz_cand_1_428,_zz_cand_1_429}};
  assign _zz_cand_1_433 = {_zz_cand_1_434,{_zz_cand_1_435,_zz_cand_1_436}};
  assign _zz_cand_1_441 = {_zz_cand_1_442,_zz_cand_1_443};
  assign _zz_cand_1_448 = _zz_cand_1_449[_zz_cand_1_450];
  assign _zz_cand_1_454 = _zz_cand_1_455[_zz_cand_1_456];
  assign _zz_cand_1_462 = {_zz_cand_1_463,_zz_cand_1_470};
  assign _zz_cand_1_410 = deferNow;
  assign _zz_cand_1_411 = red;
  assign _zz_cand_1_419 = ternaryAdd_7_io_sum[7];
  assign _zz_cand_1_420 = frozen;
  assign _zz_cand_1_421 = {deferNow,red};
  assign _zz_cand_1_427 = cand_1[6];
  assign _zz_cand_1_428 = ternaryAdd_7_io_sum[6];
  assign _zz_cand_1_429 = {frozen,{deferNow,red}};
  assign _zz_cand_1_434 = _zz_cand_1[5];
  assign _zz_cand_1_435 = cand_1[5];
  assign _zz_cand_1_436 = {ternaryAdd_7_io_sum[5],{frozen,{_zz_cand_1_437,_zz_cand_1_438}}};
  assign _zz_cand_1_442 = _zz_cand_1[4];
  assign _zz_cand_1_443 = {cand_1[4],{_zz_cand_1_444,{_zz_cand_1_445,_zz_cand_1_446}}};
  assign _zz_cand_1_450 = {_zz_cand_1[3],{_zz_cand_1_451,{_zz_cand_1_452,_zz_cand_1_453}}};
  assign _zz_cand_1_456 = {_zz_cand_1_457,{_zz_cand_1_458,_zz_cand_1_459}};
  assign _zz_cand_1_463 = _zz_cand_1_464[{_zz_cand_1_465,_zz_cand_1_466}];
  assign _zz_cand_1_470 = _zz_cand_1_471[{_zz_cand_1_472,_zz_cand_1_473}];
  assign _zz_cand_1_437 = deferNow;
  assign _zz_cand_1_438 = red;
  assign _zz_cand_1_444 = ternaryAdd_7_io_sum[4];
  assign _zz_cand_1_445 = frozen;
  assign _zz_cand_1_446 = {deferNow,red};
  assign _zz_cand_1_451 = cand_1[3];
  assign _zz_cand_1_452 = ternaryAdd_7_io_sum[3];
  assign _zz_cand_1_453 = {frozen,{deferNow,red}};
  assign _zz_cand_1_457 = _zz_cand_1[2];
  assign _zz_cand_1_458 = cand_1[2];
  assign _zz_cand_1_459 = {ternaryAdd_7_io_sum[2],{frozen,{_zz_cand_1_460,_zz_cand_1_461}}};
  assign _zz_cand_1_465 = _zz_cand_1[1];
  assign _zz_cand_1_466 = {cand_1[1],{_zz_cand_1_467,{_zz_cand_1_468,_zz_cand_1_469}}};
  assign _zz_cand_1_472 = _zz_cand_1[0];
  assign _zz_cand_1_473 = {cand_1[0],{_zz_cand_1_474,{_zz_cand_1_475,_zz_cand_1_476}}};
  assign _zz_cand_1_460 = deferNow;
  assign _zz_cand_1_461 = red;
  assign _zz_cand_1_467 = ternaryAdd_7_io_sum[1];
  assign _zz_cand_1_468 = frozen;
  assign _zz_cand_1_469 = {deferNow,red};
  assign _zz_cand_1_474 = ternaryAdd_7_io_sum[0];
  assign _zz_cand_1_475 = frozen;
  assign _zz_cand_1_476 = {deferNow,red};
  lop_ThresholdStream ts (
    .io_apply           (applying               ), //i
    .io_adapt           (adapting               ), //i
    .io_source_seed     (io_source_seed[31:0]   ), //i
    .io_source_recipM   (io_source_recipM[31:0] ), //i
    .io_source_recipSh1 (io_source_recipSh1     ), //i
    .io_source_recipSh2 (io_source_recipSh2[4:0]), //i
    .io_qthMin          (io_qthMin[31:0]        ), //i
    .io_wlog            (io_wlog[4:0]           ), //i
    .io_draw            (drawNow                ), //i
    .io_advance         (advanceNow             ), //i
    .io_leave           (leaveNow               ), //i
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
  lop_GentleMark gentleTest (
    .io_input_valid               (deferNow                                     ), //i
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
  lop_TernaryAdd_2 ternaryAdd (
    .io_a   (ternaryAdd_io_a[50:0]  ), //i
    .io_b   (51'h0                  ), //i
    .io_c   (ternaryAdd_io_c[50:0]  ), //i
    .io_cin (1'b1                   ), //i
    .io_sum (ternaryAdd_io_sum[50:0])  //o
  );
  lop_TernaryAdd_2 ternaryAdd_1 (
    .io_a   (ternaryAdd_1_io_a[50:0]  ), //i
    .io_b   (51'h0                    ), //i
    .io_c   (ternaryAdd_1_io_c[50:0]  ), //i
    .io_cin (1'b1                     ), //i
    .io_sum (ternaryAdd_1_io_sum[50:0])  //o
  );
  lop_TernaryAdd_2 ternaryAdd_2 (
    .io_a   (ternaryAdd_2_io_a[50:0]  ), //i
    .io_b   (51'h0                    ), //i
    .io_c   (ternaryAdd_2_io_c[50:0]  ), //i
    .io_cin (1'b1                     ), //i
    .io_sum (ternaryAdd_2_io_sum[50:0])  //o
  );
  lop_TernaryAdd_2 ternaryAdd_3 (
    .io_a   (ternaryAdd_3_io_a[50:0]  ), //i
    .io_b   (51'h0                    ), //i
    .io_c   (ternaryAdd_3_io_c[50:0]  ), //i
    .io_cin (1'b1                     ), //i
    .io_sum (ternaryAdd_3_io_sum[50:0])  //o
  );
  lop_TernaryAdd_2 ternaryAdd_4 (
    .io_a   (ternaryAdd_4_io_a[50:0]  ), //i
    .io_b   (51'h0                    ), //i
    .io_c   (ternaryAdd_4_io_c[50:0]  ), //i
    .io_cin (1'b1                     ), //i
    .io_sum (ternaryAdd_4_io_sum[50:0])  //o
  );
  lop_TernaryAdd_2 ternaryAdd_5 (
    .io_a   (ternaryAdd_5_io_a[50:0]  ), //i
    .io_b   (51'h0                    ), //i
    .io_c   (ternaryAdd_5_io_c[50:0]  ), //i
    .io_cin (1'b1                     ), //i
    .io_sum (ternaryAdd_5_io_sum[50:0])  //o
  );
  lop_TernaryAdd_8 overBytes (
    .io_a   (overBytes_io_a[34:0]  ), //i
    .io_b   (overBytes_io_b[34:0]  ), //i
    .io_c   (overBytes_io_c[34:0]  ), //i
    .io_cin (1'b0                  ), //i
    .io_sum (overBytes_io_sum[34:0])  //o
  );
  lop_IdleDecay decay (
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
  lop_SelectShift shift (
    .io_c0    (cand_0[49:0]      ), //i
    .io_c1    (cand_1[49:0]      ), //i
    .io_sel   (enqPrev           ), //i
    .io_shift (io_wlog[4:0]      ), //i
    .io_inv   (shift_io_inv[49:0])  //o
  );
  lop_TernaryAdd_9 ternaryAdd_6 (
    .io_a   (qavgNew[49:0]            ), //i
    .io_b   (shift_io_inv[49:0]       ), //i
    .io_c   (_zz_io_c[49:0]           ), //i
    .io_cin (1'b1                     ), //i
    .io_sum (ternaryAdd_6_io_sum[49:0])  //o
  );
  lop_TernaryAdd_9 ternaryAdd_7 (
    .io_a   (qavgNew[49:0]            ), //i
    .io_b   (shift_io_inv[49:0]       ), //i
    .io_c   (_zz_io_c_1[49:0]         ), //i
    .io_cin (1'b1                     ), //i
    .io_sum (ternaryAdd_7_io_sum[49:0])  //o
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
  assign canCe = _zz_canCe[{io_frame_payload_canCe,{heldCanCe,completing}}];
  assign ternaryAdd_io_a = {1'd0, cand_0};
  assign ternaryAdd_io_c = {19'd0, io_qthMin};
  assign _zz_defer0 = ternaryAdd_io_sum[50];
  assign ternaryAdd_1_io_a = {1'd0, cand_0};
  assign ternaryAdd_1_io_c = {18'd0, bandLow};
  assign _zz_defer0_1 = ternaryAdd_1_io_sum[50];
  assign ternaryAdd_2_io_a = {1'd0, cand_0};
  assign ternaryAdd_2_io_c = {18'd0, hi};
  assign _zz_defer0_2 = ternaryAdd_2_io_sum[50];
  assign _zz_drawNow = (ts_io_now <= _zz__zz_drawNow);
  assign ternaryAdd_3_io_a = {1'd0, cand_1};
  assign ternaryAdd_3_io_c = {19'd0, io_qthMin};
  assign _zz_defer1 = ternaryAdd_3_io_sum[50];
  assign ternaryAdd_4_io_a = {1'd0, cand_1};
  assign ternaryAdd_4_io_c = {18'd0, bandLow};
  assign _zz_defer1_1 = ternaryAdd_4_io_sum[50];
  assign ternaryAdd_5_io_a = {1'd0, cand_1};
  assign ternaryAdd_5_io_c = {18'd0, hi};
  assign _zz_defer1_2 = ternaryAdd_5_io_sum[50];
  assign _zz_drawNow_1 = (ts_io_now <= _zz__zz_drawNow_1);
  assign qavgNew = _zz_qavgNew;
  assign redOn = (io_mode != 2'b00);
  assign state1 = (redOnNow && counting);
  assign state0 = (redOnNow && ((! counting) || atWrap));
  assign defer0 = _zz_defer0_3[{state1,{_zz_defer0_2,{_zz_defer0_1,_zz_defer0}}}];
  assign defer1 = _zz_defer1_3[{state1,{_zz_defer1_2,{_zz_defer1_1,_zz_defer1}}}];
  assign drawNow = _zz_drawNow_2[{_zz_drawNow_3[{state0,{state1,{_zz_drawNow_1,{_zz_drawNow_4,_zz_drawNow_5}}}}],{_zz_drawNow_6[{state0,{state1,{_zz_drawNow_7,_zz_drawNow_8}}}],{enqPrev,present}}}];
  assign advanceNow = _zz_advanceNow[{_zz_advanceNow_1[{state0,{state1,{_zz_drawNow_1,{_zz_advanceNow_2,_zz_advanceNow_3}}}}],{_zz_advanceNow_4[{state0,{state1,{_zz_advanceNow_5,_zz_advanceNow_6}}}],{enqPrev,present}}}];
  assign leaveNow = _zz_leaveNow[{_zz_leaveNow_1[{state0,{state1,{_zz_drawNow_1,{_zz_leaveNow_2,_zz_leaveNow_3}}}}],{_zz_leaveNow_4[{state0,{state1,{_zz_leaveNow_5,_zz_leaveNow_6}}}],{enqPrev,present}}}];
  assign dropsIfProb = _zz_dropsIfProb[{io_nodrop,{ecnMode,{io_frame_payload_canCe,{heldCanCe,completing}}}}];
  assign dropsIfHard = _zz_dropsIfHard[{io_harddrop,{io_nodrop,{ecnMode,{io_frame_payload_canCe,{heldCanCe,completing}}}}}];
  assign overBytes_io_a = {3'd0, io_backlog};
  assign overBytes_io_b = {19'd0, io_frame_payload_len};
  assign overBytes_io_c = {3'd0, io_limit};
  assign qlenOver = (io_limit <= io_qlen);
  assign overNow = (io_frame_payload_lost || (io_unit ? qlenOver : (! overBytes_io_sum[34])));
  assign fullNow = (io_frame_payload_lost && (! (io_unit ? qlenOver : (! overBytes_io_sum[34]))));
  assign overLimit = _zz_overLimit[{overBytes_io_sum[34],{qlenOver,{io_unit,{io_frame_payload_lost,{heldOver,completing}}}}}];
  assign bufFull = _zz_bufFull[{overBytes_io_sum[34],{qlenOver,{io_unit,{io_frame_payload_lost,{heldFull,completing}}}}}];
  assign _zz_when_DecisionLoop_l287 = ((((redOnNow && (! _zz_defer0)) && (! (! _zz_defer0_1))) && counting) && _zz_drawNow);
  assign _zz_when_DecisionLoop_l288 = (redOnNow && (! _zz_defer0_2));
  assign when_DecisionLoop_l287 = (_zz_when_DecisionLoop_l287 && dropsIfProb);
  assign when_DecisionLoop_l288 = (_zz_when_DecisionLoop_l288 && dropsIfHard);
  assign _zz_verdicts_0_mark = ((_zz_when_DecisionLoop_l287 && ecnMode) && canCe);
  assign verdicts_0_drop = ((when_DecisionLoop_l287 || when_DecisionLoop_l288) || overLimit);
  assign verdicts_0_mark = (_zz_verdicts_0_mark || (((_zz_when_DecisionLoop_l288 && (! when_DecisionLoop_l288)) && ecnMode) && canCe));
  assign verdicts_0_markProb = _zz_verdicts_0_mark;
  always @(*) begin
    verdicts_0_reason = 3'b000;
    if(verdicts_0_mark) begin
      verdicts_0_reason = (_zz_verdicts_0_mark ? 3'b001 : 3'b010);
    end
    if(overLimit) begin
      verdicts_0_reason = (bufFull ? 3'b101 : 3'b011);
    end
    if(when_DecisionLoop_l287) begin
      verdicts_0_reason = 3'b001;
    end
    if(when_DecisionLoop_l288) begin
      verdicts_0_reason = 3'b010;
    end
  end

  assign _zz_when_DecisionLoop_l287_1 = ((((redOnNow && (! _zz_defer1)) && (! (! _zz_defer1_1))) && counting) && _zz_drawNow_1);
  assign _zz_when_DecisionLoop_l288_1 = (redOnNow && (! _zz_defer1_2));
  assign when_DecisionLoop_l287_1 = (_zz_when_DecisionLoop_l287_1 && dropsIfProb);
  assign when_DecisionLoop_l288_1 = (_zz_when_DecisionLoop_l288_1 && dropsIfHard);
  assign _zz_verdicts_1_mark = ((_zz_when_DecisionLoop_l287_1 && ecnMode) && canCe);
  assign verdicts_1_drop = ((when_DecisionLoop_l287_1 || when_DecisionLoop_l288_1) || overLimit);
  assign verdicts_1_mark = (_zz_verdicts_1_mark || (((_zz_when_DecisionLoop_l288_1 && (! when_DecisionLoop_l288_1)) && ecnMode) && canCe));
  assign verdicts_1_markProb = _zz_verdicts_1_mark;
  always @(*) begin
    verdicts_1_reason = 3'b000;
    if(verdicts_1_mark) begin
      verdicts_1_reason = (_zz_verdicts_1_mark ? 3'b001 : 3'b010);
    end
    if(overLimit) begin
      verdicts_1_reason = (bufFull ? 3'b101 : 3'b011);
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
  assign enq = _zz_enq[{defer1,{verdicts_1_drop,{defer0,{verdicts_0_drop,{enqPrev,present}}}}}];
  assign io_enqueue = enq;
  assign deferNow = _zz_deferNow[{defer1,{verdicts_1_drop,{defer0,{verdicts_0_drop,{enqPrev,present}}}}}];
  assign red = _zz_red[{defer1,{verdicts_1_drop,{defer0,{verdicts_0_drop,{enqPrev,present}}}}}];
  assign enqPrevNext = _zz_enqPrevNext[{defer1,{verdicts_1_drop,{defer0,{verdicts_0_drop,{enqPrev,present}}}}}];
  assign io_decision_valid = ((taken && (! deferNow)) || completing);
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
  assign _zz_cand_0 = (applying ? _zz_io_c : (idleNext ? decay_io_result_payload : _zz__zz_cand_0));
  assign _zz_io_c_1 = {18'd0, _zz__zz_io_c_1_1};
  assign _zz_cand_1 = (applying ? _zz_io_c_1 : (idleNext ? decay_io_result_payload : _zz__zz_cand_1));
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
      if(drawNow) begin
        counting <= 1'b1;
        count <= 32'h00000001;
        atWrap <= 1'b0;
      end else begin
        if(advanceNow) begin
          counting <= (! atWrap);
          count <= (count + 32'h00000001);
          atWrap <= preWrap;
        end else begin
          if(leaveNow) begin
            counting <= 1'b0;
            count <= 32'h0;
            atWrap <= 1'b0;
          end
        end
      end
      frameReady <= _zz_frameReady[{deferNow,{notReadyNext,ts_io_readyNext}}];
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
      cand_0 <= {_zz_cand_0_1[{_zz_cand_0_2,{_zz_cand_0_3,_zz_cand_0_4}}],{_zz_cand_0_8[{_zz_cand_0_9,_zz_cand_0_10}],{_zz_cand_0_16[_zz_cand_0_17],{_zz_cand_0_24[_zz_cand_0_25],{_zz_cand_0_33,{_zz_cand_0_42,_zz_cand_0_52}}}}}};
      cand_1 <= {_zz_cand_1_1[{_zz_cand_1_2,{_zz_cand_1_3,_zz_cand_1_4}}],{_zz_cand_1_8[{_zz_cand_1_9,_zz_cand_1_10}],{_zz_cand_1_16[_zz_cand_1_17],{_zz_cand_1_24[_zz_cand_1_25],{_zz_cand_1_33,{_zz_cand_1_42,_zz_cand_1_52}}}}}};
      if(when_DecisionLoop_l447) begin
        enqPrev <= enqPrevNext;
      end
      if(applying) begin
        counting <= 1'b0;
        count <= 32'h0;
        atWrap <= 1'b0;
      end
      if(deferNow) begin
        waitLeft <= 3'b101;
      end else begin
        if(when_DecisionLoop_l466) begin
          waitLeft <= (waitLeft - 3'b001);
        end
      end
      frozen <= (deferNow || (3'b010 < waitLeft));
      completing <= (waitLeft == 3'b010);
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((! ((io_apply || io_adapt) && (deferNow || frozen)))); // DecisionLoop.scala:L471
        `else
          if(!(! ((io_apply || io_adapt) && (deferNow || frozen)))) begin
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

//lop_TernaryAdd_10 replaced by lop_TernaryAdd_9

module lop_TernaryAdd_9 (
  input  wire [49:0]   io_a,
  input  wire [49:0]   io_b,
  input  wire [49:0]   io_c,
  input  wire          io_cin,
  output wire [49:0]   io_sum
);

  wire       [49:0]   _zz_io_sum;
  wire       [49:0]   _zz_io_sum_1;
  wire       [49:0]   _zz_io_sum_2;
  wire       [0:0]    _zz_io_sum_3;

  assign _zz_io_sum = (_zz_io_sum_1 + io_c);
  assign _zz_io_sum_1 = (io_a + io_b);
  assign _zz_io_sum_3 = io_cin;
  assign _zz_io_sum_2 = {49'd0, _zz_io_sum_3};
  assign io_sum = (_zz_io_sum + _zz_io_sum_2);

endmodule

module lop_SelectShift (
  input  wire [49:0]   io_c0,
  input  wire [49:0]   io_c1,
  input  wire          io_sel,
  input  wire [4:0]    io_shift,
  output wire [49:0]   io_inv
);

  wire       [49:0]   _zz_io_inv;

  assign _zz_io_inv = ((io_sel ? io_c1 : io_c0) >>> io_shift);
  assign io_inv = (~ _zz_io_inv);

endmodule

module lop_IdleDecay (
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

module lop_TernaryAdd_8 (
  input  wire [34:0]   io_a,
  input  wire [34:0]   io_b,
  input  wire [34:0]   io_c,
  input  wire          io_cin,
  output wire [34:0]   io_sum
);

  wire       [34:0]   _zz_io_sum;
  wire       [34:0]   _zz_io_sum_1;
  wire       [34:0]   _zz_io_sum_2;
  wire       [0:0]    _zz_io_sum_3;

  assign _zz_io_sum = (_zz_io_sum_1 + (~ io_c));
  assign _zz_io_sum_1 = (io_a + io_b);
  assign _zz_io_sum_3 = io_cin;
  assign _zz_io_sum_2 = {34'd0, _zz_io_sum_3};
  assign io_sum = (_zz_io_sum + _zz_io_sum_2);

endmodule

//lop_TernaryAdd_7 replaced by lop_TernaryAdd_2

//lop_TernaryAdd_6 replaced by lop_TernaryAdd_2

//lop_TernaryAdd_5 replaced by lop_TernaryAdd_2

//lop_TernaryAdd_4 replaced by lop_TernaryAdd_2

//lop_TernaryAdd_3 replaced by lop_TernaryAdd_2

module lop_TernaryAdd_2 (
  input  wire [50:0]   io_a,
  input  wire [50:0]   io_b,
  input  wire [50:0]   io_c,
  input  wire          io_cin,
  output wire [50:0]   io_sum
);

  wire       [50:0]   _zz_io_sum;
  wire       [50:0]   _zz_io_sum_1;
  wire       [50:0]   _zz_io_sum_2;
  wire       [0:0]    _zz_io_sum_3;

  assign _zz_io_sum = (_zz_io_sum_1 + (~ io_c));
  assign _zz_io_sum_1 = (io_a + io_b);
  assign _zz_io_sum_3 = io_cin;
  assign _zz_io_sum_2 = {50'd0, _zz_io_sum_3};
  assign io_sum = (_zz_io_sum + _zz_io_sum_2);

endmodule

module lop_GentleMark (
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
  lop_TernaryAdd xSum (
    .io_a   (xSum_io_a[68:0]  ), //i
    .io_b   (xSum_io_b[68:0]  ), //i
    .io_c   (xSum_io_c[68:0]  ), //i
    .io_cin (1'b0             ), //i
    .io_sum (xSum_io_sum[68:0])  //o
  );
  lop_TernaryAdd_1 vSum (
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

module lop_ThresholdStream (
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
  wire       [31:0]   div_io_in_payload_n;
  wire       [31:0]   div_io_in_payload_d;
  wire                divFifo_io_push_valid;
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
  wire                div_io_out_valid;
  wire       [18:0]   div_io_out_payload;
  wire                divFifo_io_push_ready;
  wire                divFifo_io_pop_valid;
  wire       [18:0]   divFifo_io_pop_payload;
  wire       [4:0]    divFifo_io_occupancy;
  wire       [4:0]    divFifo_io_availability;
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
  wire       [31:0]   _zz_bank_takeNxt;
  wire       [31:0]   _zz_bank_loadFirst;
  wire       [31:0]   _zz_bank_loadSecond;
  wire       [31:0]   _zz_bank_skidCount;
  wire                _zz_bank_skidCount_1;
  wire       [0:0]    _zz_bank_skidCount_2;
  wire       [0:0]    _zz_bank_skidCount_3;
  wire       [31:0]   _zz_bank_skidCount_4;
  wire                _zz_bank_skidCount_5;
  wire       [0:0]    _zz_bank_skidCount_6;
  wire       [0:0]    _zz_bank_skidCount_7;
  wire       [31:0]   _zz_bank_nxtValid_aheadValue;
  wire       [50:0]   _zz_bank_nxt_t1;
  wire       [50:0]   _zz_bank_nxt_t1_1;
  wire       [50:0]   _zz_bank_nxt_t1_2;
  wire       [50:0]   _zz_bank_nxt_t2;
  wire       [50:0]   _zz_bank_nxt_t2_1;
  wire       [50:0]   _zz_bank_nxt_t2_2;
  wire       [7:0]    _zz_restart;
  wire       [31:0]   _zz_io_in_payload_d;
  wire       [31:0]   _zz_io_push_valid;
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
  wire                bank_takeNxt;
  wire                bank_loadFirst;
  wire                bank_loadSecond;
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
  wire                restart;
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
  assign _zz_bank_takeNxt = 32'hbbbbbbbb;
  assign _zz_bank_loadFirst = 32'hbbbfbbb0;
  assign _zz_bank_loadSecond = 32'h00400000;
  assign _zz_bank_skidCount = 32'hbf40f400;
  assign _zz_bank_skidCount_4 = 32'hb4bf4b40;
  assign _zz_bank_nxtValid_aheadValue = 32'h0000fff4;
  assign _zz_bank_nxt_t1 = {19'd0, bank_scale_qthMin};
  assign _zz_bank_nxt_t1_1 = (_zz_bank_nxt_t1_2 <<< bank_scale_wlog[2 : 0]);
  assign _zz_bank_nxt_t1_2 = {8'd0, bank_skid_0_s1};
  assign _zz_bank_nxt_t2 = {19'd0, bank_scale_qthMin};
  assign _zz_bank_nxt_t2_1 = (_zz_bank_nxt_t2_2 <<< bank_scale_wlog[2 : 0]);
  assign _zz_bank_nxt_t2_2 = {8'd0, bank_skid_0_s2};
  assign _zz_restart = 8'hfe;
  assign _zz_io_in_payload_d = dNext[31:0];
  assign _zz_io_push_valid = 32'h01000000;
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
  assign _zz_bank_skidCount_1 = bank_skidCount[0];
  assign _zz_bank_skidCount_2 = bank_nxtValid;
  assign _zz_bank_skidCount_3 = io_draw;
  assign _zz_bank_skidCount_5 = bank_skidCount[0];
  assign _zz_bank_skidCount_6 = bank_nxtValid;
  assign _zz_bank_skidCount_7 = io_draw;
  lop_DrawStream bank_ds (
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
  lop_FloorDivider div (
    .io_in_valid     (issue                    ), //i
    .io_in_payload_n (div_io_in_payload_n[31:0]), //i
    .io_in_payload_d (div_io_in_payload_d[31:0]), //i
    .io_out_valid    (div_io_out_valid         ), //o
    .io_out_payload  (div_io_out_payload[18:0] ), //o
    .clk             (clk                      ), //i
    .reset           (reset                    )  //i
  );
  lop_StreamFifo_1 divFifo (
    .io_push_valid   (divFifo_io_push_valid       ), //i
    .io_push_ready   (divFifo_io_push_ready       ), //o
    .io_push_payload (div_io_out_payload[18:0]    ), //i
    .io_pop_valid    (divFifo_io_pop_valid        ), //o
    .io_pop_ready    (divFifo_io_pop_ready        ), //i
    .io_pop_payload  (divFifo_io_pop_payload[18:0]), //o
    .io_flush        (restart                     ), //i
    .io_occupancy    (divFifo_io_occupancy[4:0]   ), //o
    .io_availability (divFifo_io_availability[4:0]), //o
    .clk             (clk                         ), //i
    .reset           (reset                       )  //i
  );
  always @(*) begin
    bank_nxtValid_aheadValue = bank_nxtValid;
    bank_nxtValid_aheadValue = _zz_bank_nxtValid_aheadValue[{bank_restarting,{bank_skidCount[1],{bank_skidCount[0],{bank_nxtValid,io_draw}}}}];
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
  assign bank_takeNxt = _zz_bank_takeNxt[{1'b0,{bank_skidCount[1],{bank_skidCount[0],{bank_nxtValid,io_draw}}}}];
  assign bank_loadFirst = _zz_bank_loadFirst[{bank_push,{bank_skidCount[1],{bank_skidCount[0],{bank_nxtValid,io_draw}}}}];
  assign bank_loadSecond = _zz_bank_loadSecond[{bank_push,{bank_skidCount[1],{bank_skidCount[0],{bank_nxtValid,io_draw}}}}];
  assign _zz_bank_skid_0_s1 = (bank_skidCount == 2'b10);
  assign restart = _zz_restart[{io_apply,{io_leave,io_draw}}];
  assign issue = (counting && (credits != 5'h0));
  assign dMax = 32'hffffffff;
  assign negative = (dNext[32 : 31] != 2'b00);
  assign div_io_in_payload_n = (negative ? 32'h0 : curN);
  assign div_io_in_payload_d = (dNext[32] ? dMax : _zz_io_in_payload_d);
  assign epochMatch = (epochOut == epoch);
  assign divFifo_io_push_valid = _zz_io_push_valid[{epochMatch,{div_io_out_valid,{io_apply,{io_leave,io_draw}}}}];
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
      bank_skidCount <= {_zz_bank_skidCount[{bank_push,{bank_skidCount[1],{_zz_bank_skidCount_1,{_zz_bank_skidCount_2,_zz_bank_skidCount_3}}}}],_zz_bank_skidCount_4[{bank_push,{bank_skidCount[1],{_zz_bank_skidCount_5,{_zz_bank_skidCount_6,_zz_bank_skidCount_7}}}}]};
      if(bank_restarting) begin
        bank_skidCount <= 2'b00;
      end
      if(restart) begin
        epoch <= (epoch + 4'b0001);
      end
      popped <= divFifo_io_pop_fire;
      if(restart) begin
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
    if(bank_loadFirst) begin
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
    if(bank_loadSecond) begin
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
    if(bank_takeNxt) begin
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

module lop_TernaryAdd_1 (
  input  wire [50:0]   io_a,
  input  wire [50:0]   io_b,
  input  wire [50:0]   io_c,
  input  wire          io_cin,
  output wire [50:0]   io_sum
);

  wire       [50:0]   _zz_io_sum;
  wire       [50:0]   _zz_io_sum_1;
  wire       [50:0]   _zz_io_sum_2;
  wire       [0:0]    _zz_io_sum_3;

  assign _zz_io_sum = (_zz_io_sum_1 + io_c);
  assign _zz_io_sum_1 = (io_a + io_b);
  assign _zz_io_sum_3 = io_cin;
  assign _zz_io_sum_2 = {50'd0, _zz_io_sum_3};
  assign io_sum = (_zz_io_sum + _zz_io_sum_2);

endmodule

module lop_TernaryAdd (
  input  wire [68:0]   io_a,
  input  wire [68:0]   io_b,
  input  wire [68:0]   io_c,
  input  wire          io_cin,
  output wire [68:0]   io_sum
);

  wire       [68:0]   _zz_io_sum;
  wire       [68:0]   _zz_io_sum_1;
  wire       [68:0]   _zz_io_sum_2;
  wire       [0:0]    _zz_io_sum_3;

  assign _zz_io_sum = (_zz_io_sum_1 + io_c);
  assign _zz_io_sum_1 = (io_a + io_b);
  assign _zz_io_sum_3 = io_cin;
  assign _zz_io_sum_2 = {68'd0, _zz_io_sum_3};
  assign io_sum = (_zz_io_sum + _zz_io_sum_2);

endmodule

module lop_StreamFifo_1 (
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

module lop_FloorDivider (
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

module lop_DrawStream (
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
  lop_StreamFifo fifo (
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
  lop_ConstFloorDiv constFloorDiv (
    .io_in_valid    (v8                                ), //i
    .io_in_payload  (n8[31:0]                          ), //i
    .io_out_valid   (constFloorDiv_io_out_valid        ), //o
    .io_out_payload (constFloorDiv_io_out_payload[20:0]), //o
    .clk            (clk                               ), //i
    .reset          (reset                             )  //i
  );
  lop_ConstFloorDiv_1 constFloorDiv_1 (
    .io_in_valid    (v8                                  ), //i
    .io_in_payload  (n8[31:0]                            ), //i
    .io_out_valid   (constFloorDiv_1_io_out_valid        ), //o
    .io_out_payload (constFloorDiv_1_io_out_payload[19:0]), //o
    .clk            (clk                                 ), //i
    .reset          (reset                               )  //i
  );
  lop_ConstFloorDiv_2 constFloorDiv_2 (
    .io_in_valid    (v8                                  ), //i
    .io_in_payload  (n8[31:0]                            ), //i
    .io_out_valid   (constFloorDiv_2_io_out_valid        ), //o
    .io_out_payload (constFloorDiv_2_io_out_payload[19:0]), //o
    .clk            (clk                                 ), //i
    .reset          (reset                               )  //i
  );
  lop_ConstFloorDiv_3 constFloorDiv_3 (
    .io_in_valid    (v8                                  ), //i
    .io_in_payload  (n8[31:0]                            ), //i
    .io_out_valid   (constFloorDiv_3_io_out_valid        ), //o
    .io_out_payload (constFloorDiv_3_io_out_payload[18:0]), //o
    .clk            (clk                                 ), //i
    .reset          (reset                               )  //i
  );
  lop_ConstFloorDiv_4 constFloorDiv_4 (
    .io_in_valid    (v8                                  ), //i
    .io_in_payload  (n8[31:0]                            ), //i
    .io_out_valid   (constFloorDiv_4_io_out_valid        ), //o
    .io_out_payload (constFloorDiv_4_io_out_payload[18:0]), //o
    .clk            (clk                                 ), //i
    .reset          (reset                               )  //i
  );
  lop_ConstFloorDiv_5 constFloorDiv_5 (
    .io_in_valid    (v8                                  ), //i
    .io_in_payload  (n8[31:0]                            ), //i
    .io_out_valid   (constFloorDiv_5_io_out_valid        ), //o
    .io_out_payload (constFloorDiv_5_io_out_payload[18:0]), //o
    .clk            (clk                                 ), //i
    .reset          (reset                               )  //i
  );
  lop_ConstFloorDiv_6 constFloorDiv_6 (
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

module lop_ConstFloorDiv_6 (
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

module lop_ConstFloorDiv_5 (
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

module lop_ConstFloorDiv_4 (
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

module lop_ConstFloorDiv_3 (
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

module lop_ConstFloorDiv_2 (
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

module lop_ConstFloorDiv_1 (
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

module lop_ConstFloorDiv (
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

module lop_StreamFifo (
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
