// Generator : SpinalHDL v1.14.2    git head : 78f29dc66110fc099a777992b6daa2f803ab445e
// Component : redline_tm_w256

`timescale 1ns/1ps

module redline_tm_w256 (
  input  wire [255:0]  s_axis_tdata,
  input  wire [31:0]   s_axis_tkeep,
  input  wire          s_axis_tvalid,
  output wire          s_axis_tready,
  input  wire          s_axis_tlast,
  input  wire          s_axis_tuser,
  output wire [255:0]  m_axis_tdata,
  output wire [31:0]   m_axis_tkeep,
  output wire          m_axis_tvalid,
  input  wire          m_axis_tready,
  output wire          m_axis_tlast,
  output wire          m_axis_tuser,
  input  wire          s_axil_awvalid,
  output wire          s_axil_awready,
  input  wire [11:0]   s_axil_awaddr,
  input  wire [2:0]    s_axil_awprot,
  input  wire          s_axil_wvalid,
  output wire          s_axil_wready,
  input  wire [31:0]   s_axil_wdata,
  input  wire [3:0]    s_axil_wstrb,
  output wire          s_axil_bvalid,
  input  wire          s_axil_bready,
  output wire [1:0]    s_axil_bresp,
  input  wire          s_axil_arvalid,
  output wire          s_axil_arready,
  input  wire [11:0]   s_axil_araddr,
  input  wire [2:0]    s_axil_arprot,
  output wire          s_axil_rvalid,
  input  wire          s_axil_rready,
  output wire [31:0]   s_axil_rdata,
  output wire [1:0]    s_axil_rresp,
  output wire          dec_valid,
  output wire [1:0]    dec_action,
  output wire [2:0]    dec_reason,
  output wire [63:0]   dec_qavg,
  output wire [31:0]   dec_backlog,
  output wire [15:0]   dec_len,
  input  wire          clk,
  input  wire          reset
);

  wire       [255:0]  egress_io_rdData;
  reg        [255:0]  buffer_1_spinal_port1;
  wire                regs_io_axil_aw_ready;
  wire                regs_io_axil_w_ready;
  wire                regs_io_axil_b_valid;
  wire       [1:0]    regs_io_axil_b_payload_resp;
  wire                regs_io_axil_ar_ready;
  wire                regs_io_axil_r_valid;
  wire       [31:0]   regs_io_axil_r_payload_data;
  wire       [1:0]    regs_io_axil_r_payload_resp;
  wire       [31:0]   regs_io_knobs_min_th;
  wire       [31:0]   regs_io_knobs_max_th;
  wire       [31:0]   regs_io_knobs_limit;
  wire       [31:0]   regs_io_knobs_max_p;
  wire       [4:0]    regs_io_knobs_wlog;
  wire       [4:0]    regs_io_knobs_plog;
  wire       [4:0]    regs_io_knobs_scell_log;
  wire       [1:0]    regs_io_knobs_mode;
  wire                regs_io_knobs_unit;
  wire                regs_io_knobs_gentle;
  wire                regs_io_knobs_harddrop;
  wire                regs_io_knobs_nodrop;
  wire                regs_io_knobs_adaptive;
  wire       [63:0]   regs_io_knobs_rate;
  wire       [31:0]   regs_io_knobs_burst;
  wire       [31:0]   regs_io_knobs_seed;
  wire       [15:0]   regs_io_knobs_cycles_per_us;
  wire       [7:0]    regs_io_knobs_stab_0;
  wire       [7:0]    regs_io_knobs_stab_1;
  wire       [7:0]    regs_io_knobs_stab_2;
  wire       [7:0]    regs_io_knobs_stab_3;
  wire       [7:0]    regs_io_knobs_stab_4;
  wire       [7:0]    regs_io_knobs_stab_5;
  wire       [7:0]    regs_io_knobs_stab_6;
  wire       [7:0]    regs_io_knobs_stab_7;
  wire       [7:0]    regs_io_knobs_stab_8;
  wire       [7:0]    regs_io_knobs_stab_9;
  wire       [7:0]    regs_io_knobs_stab_10;
  wire       [7:0]    regs_io_knobs_stab_11;
  wire       [7:0]    regs_io_knobs_stab_12;
  wire       [7:0]    regs_io_knobs_stab_13;
  wire       [7:0]    regs_io_knobs_stab_14;
  wire       [7:0]    regs_io_knobs_stab_15;
  wire       [7:0]    regs_io_knobs_stab_16;
  wire       [7:0]    regs_io_knobs_stab_17;
  wire       [7:0]    regs_io_knobs_stab_18;
  wire       [7:0]    regs_io_knobs_stab_19;
  wire       [7:0]    regs_io_knobs_stab_20;
  wire       [7:0]    regs_io_knobs_stab_21;
  wire       [7:0]    regs_io_knobs_stab_22;
  wire       [7:0]    regs_io_knobs_stab_23;
  wire       [7:0]    regs_io_knobs_stab_24;
  wire       [7:0]    regs_io_knobs_stab_25;
  wire       [7:0]    regs_io_knobs_stab_26;
  wire       [7:0]    regs_io_knobs_stab_27;
  wire       [7:0]    regs_io_knobs_stab_28;
  wire       [7:0]    regs_io_knobs_stab_29;
  wire       [7:0]    regs_io_knobs_stab_30;
  wire       [7:0]    regs_io_knobs_stab_31;
  wire       [7:0]    regs_io_knobs_stab_32;
  wire       [7:0]    regs_io_knobs_stab_33;
  wire       [7:0]    regs_io_knobs_stab_34;
  wire       [7:0]    regs_io_knobs_stab_35;
  wire       [7:0]    regs_io_knobs_stab_36;
  wire       [7:0]    regs_io_knobs_stab_37;
  wire       [7:0]    regs_io_knobs_stab_38;
  wire       [7:0]    regs_io_knobs_stab_39;
  wire       [7:0]    regs_io_knobs_stab_40;
  wire       [7:0]    regs_io_knobs_stab_41;
  wire       [7:0]    regs_io_knobs_stab_42;
  wire       [7:0]    regs_io_knobs_stab_43;
  wire       [7:0]    regs_io_knobs_stab_44;
  wire       [7:0]    regs_io_knobs_stab_45;
  wire       [7:0]    regs_io_knobs_stab_46;
  wire       [7:0]    regs_io_knobs_stab_47;
  wire       [7:0]    regs_io_knobs_stab_48;
  wire       [7:0]    regs_io_knobs_stab_49;
  wire       [7:0]    regs_io_knobs_stab_50;
  wire       [7:0]    regs_io_knobs_stab_51;
  wire       [7:0]    regs_io_knobs_stab_52;
  wire       [7:0]    regs_io_knobs_stab_53;
  wire       [7:0]    regs_io_knobs_stab_54;
  wire       [7:0]    regs_io_knobs_stab_55;
  wire       [7:0]    regs_io_knobs_stab_56;
  wire       [7:0]    regs_io_knobs_stab_57;
  wire       [7:0]    regs_io_knobs_stab_58;
  wire       [7:0]    regs_io_knobs_stab_59;
  wire       [7:0]    regs_io_knobs_stab_60;
  wire       [7:0]    regs_io_knobs_stab_61;
  wire       [7:0]    regs_io_knobs_stab_62;
  wire       [7:0]    regs_io_knobs_stab_63;
  wire       [7:0]    regs_io_knobs_stab_64;
  wire       [7:0]    regs_io_knobs_stab_65;
  wire       [7:0]    regs_io_knobs_stab_66;
  wire       [7:0]    regs_io_knobs_stab_67;
  wire       [7:0]    regs_io_knobs_stab_68;
  wire       [7:0]    regs_io_knobs_stab_69;
  wire       [7:0]    regs_io_knobs_stab_70;
  wire       [7:0]    regs_io_knobs_stab_71;
  wire       [7:0]    regs_io_knobs_stab_72;
  wire       [7:0]    regs_io_knobs_stab_73;
  wire       [7:0]    regs_io_knobs_stab_74;
  wire       [7:0]    regs_io_knobs_stab_75;
  wire       [7:0]    regs_io_knobs_stab_76;
  wire       [7:0]    regs_io_knobs_stab_77;
  wire       [7:0]    regs_io_knobs_stab_78;
  wire       [7:0]    regs_io_knobs_stab_79;
  wire       [7:0]    regs_io_knobs_stab_80;
  wire       [7:0]    regs_io_knobs_stab_81;
  wire       [7:0]    regs_io_knobs_stab_82;
  wire       [7:0]    regs_io_knobs_stab_83;
  wire       [7:0]    regs_io_knobs_stab_84;
  wire       [7:0]    regs_io_knobs_stab_85;
  wire       [7:0]    regs_io_knobs_stab_86;
  wire       [7:0]    regs_io_knobs_stab_87;
  wire       [7:0]    regs_io_knobs_stab_88;
  wire       [7:0]    regs_io_knobs_stab_89;
  wire       [7:0]    regs_io_knobs_stab_90;
  wire       [7:0]    regs_io_knobs_stab_91;
  wire       [7:0]    regs_io_knobs_stab_92;
  wire       [7:0]    regs_io_knobs_stab_93;
  wire       [7:0]    regs_io_knobs_stab_94;
  wire       [7:0]    regs_io_knobs_stab_95;
  wire       [7:0]    regs_io_knobs_stab_96;
  wire       [7:0]    regs_io_knobs_stab_97;
  wire       [7:0]    regs_io_knobs_stab_98;
  wire       [7:0]    regs_io_knobs_stab_99;
  wire       [7:0]    regs_io_knobs_stab_100;
  wire       [7:0]    regs_io_knobs_stab_101;
  wire       [7:0]    regs_io_knobs_stab_102;
  wire       [7:0]    regs_io_knobs_stab_103;
  wire       [7:0]    regs_io_knobs_stab_104;
  wire       [7:0]    regs_io_knobs_stab_105;
  wire       [7:0]    regs_io_knobs_stab_106;
  wire       [7:0]    regs_io_knobs_stab_107;
  wire       [7:0]    regs_io_knobs_stab_108;
  wire       [7:0]    regs_io_knobs_stab_109;
  wire       [7:0]    regs_io_knobs_stab_110;
  wire       [7:0]    regs_io_knobs_stab_111;
  wire       [7:0]    regs_io_knobs_stab_112;
  wire       [7:0]    regs_io_knobs_stab_113;
  wire       [7:0]    regs_io_knobs_stab_114;
  wire       [7:0]    regs_io_knobs_stab_115;
  wire       [7:0]    regs_io_knobs_stab_116;
  wire       [7:0]    regs_io_knobs_stab_117;
  wire       [7:0]    regs_io_knobs_stab_118;
  wire       [7:0]    regs_io_knobs_stab_119;
  wire       [7:0]    regs_io_knobs_stab_120;
  wire       [7:0]    regs_io_knobs_stab_121;
  wire       [7:0]    regs_io_knobs_stab_122;
  wire       [7:0]    regs_io_knobs_stab_123;
  wire       [7:0]    regs_io_knobs_stab_124;
  wire       [7:0]    regs_io_knobs_stab_125;
  wire       [7:0]    regs_io_knobs_stab_126;
  wire       [7:0]    regs_io_knobs_stab_127;
  wire       [7:0]    regs_io_knobs_stab_128;
  wire       [7:0]    regs_io_knobs_stab_129;
  wire       [7:0]    regs_io_knobs_stab_130;
  wire       [7:0]    regs_io_knobs_stab_131;
  wire       [7:0]    regs_io_knobs_stab_132;
  wire       [7:0]    regs_io_knobs_stab_133;
  wire       [7:0]    regs_io_knobs_stab_134;
  wire       [7:0]    regs_io_knobs_stab_135;
  wire       [7:0]    regs_io_knobs_stab_136;
  wire       [7:0]    regs_io_knobs_stab_137;
  wire       [7:0]    regs_io_knobs_stab_138;
  wire       [7:0]    regs_io_knobs_stab_139;
  wire       [7:0]    regs_io_knobs_stab_140;
  wire       [7:0]    regs_io_knobs_stab_141;
  wire       [7:0]    regs_io_knobs_stab_142;
  wire       [7:0]    regs_io_knobs_stab_143;
  wire       [7:0]    regs_io_knobs_stab_144;
  wire       [7:0]    regs_io_knobs_stab_145;
  wire       [7:0]    regs_io_knobs_stab_146;
  wire       [7:0]    regs_io_knobs_stab_147;
  wire       [7:0]    regs_io_knobs_stab_148;
  wire       [7:0]    regs_io_knobs_stab_149;
  wire       [7:0]    regs_io_knobs_stab_150;
  wire       [7:0]    regs_io_knobs_stab_151;
  wire       [7:0]    regs_io_knobs_stab_152;
  wire       [7:0]    regs_io_knobs_stab_153;
  wire       [7:0]    regs_io_knobs_stab_154;
  wire       [7:0]    regs_io_knobs_stab_155;
  wire       [7:0]    regs_io_knobs_stab_156;
  wire       [7:0]    regs_io_knobs_stab_157;
  wire       [7:0]    regs_io_knobs_stab_158;
  wire       [7:0]    regs_io_knobs_stab_159;
  wire       [7:0]    regs_io_knobs_stab_160;
  wire       [7:0]    regs_io_knobs_stab_161;
  wire       [7:0]    regs_io_knobs_stab_162;
  wire       [7:0]    regs_io_knobs_stab_163;
  wire       [7:0]    regs_io_knobs_stab_164;
  wire       [7:0]    regs_io_knobs_stab_165;
  wire       [7:0]    regs_io_knobs_stab_166;
  wire       [7:0]    regs_io_knobs_stab_167;
  wire       [7:0]    regs_io_knobs_stab_168;
  wire       [7:0]    regs_io_knobs_stab_169;
  wire       [7:0]    regs_io_knobs_stab_170;
  wire       [7:0]    regs_io_knobs_stab_171;
  wire       [7:0]    regs_io_knobs_stab_172;
  wire       [7:0]    regs_io_knobs_stab_173;
  wire       [7:0]    regs_io_knobs_stab_174;
  wire       [7:0]    regs_io_knobs_stab_175;
  wire       [7:0]    regs_io_knobs_stab_176;
  wire       [7:0]    regs_io_knobs_stab_177;
  wire       [7:0]    regs_io_knobs_stab_178;
  wire       [7:0]    regs_io_knobs_stab_179;
  wire       [7:0]    regs_io_knobs_stab_180;
  wire       [7:0]    regs_io_knobs_stab_181;
  wire       [7:0]    regs_io_knobs_stab_182;
  wire       [7:0]    regs_io_knobs_stab_183;
  wire       [7:0]    regs_io_knobs_stab_184;
  wire       [7:0]    regs_io_knobs_stab_185;
  wire       [7:0]    regs_io_knobs_stab_186;
  wire       [7:0]    regs_io_knobs_stab_187;
  wire       [7:0]    regs_io_knobs_stab_188;
  wire       [7:0]    regs_io_knobs_stab_189;
  wire       [7:0]    regs_io_knobs_stab_190;
  wire       [7:0]    regs_io_knobs_stab_191;
  wire       [7:0]    regs_io_knobs_stab_192;
  wire       [7:0]    regs_io_knobs_stab_193;
  wire       [7:0]    regs_io_knobs_stab_194;
  wire       [7:0]    regs_io_knobs_stab_195;
  wire       [7:0]    regs_io_knobs_stab_196;
  wire       [7:0]    regs_io_knobs_stab_197;
  wire       [7:0]    regs_io_knobs_stab_198;
  wire       [7:0]    regs_io_knobs_stab_199;
  wire       [7:0]    regs_io_knobs_stab_200;
  wire       [7:0]    regs_io_knobs_stab_201;
  wire       [7:0]    regs_io_knobs_stab_202;
  wire       [7:0]    regs_io_knobs_stab_203;
  wire       [7:0]    regs_io_knobs_stab_204;
  wire       [7:0]    regs_io_knobs_stab_205;
  wire       [7:0]    regs_io_knobs_stab_206;
  wire       [7:0]    regs_io_knobs_stab_207;
  wire       [7:0]    regs_io_knobs_stab_208;
  wire       [7:0]    regs_io_knobs_stab_209;
  wire       [7:0]    regs_io_knobs_stab_210;
  wire       [7:0]    regs_io_knobs_stab_211;
  wire       [7:0]    regs_io_knobs_stab_212;
  wire       [7:0]    regs_io_knobs_stab_213;
  wire       [7:0]    regs_io_knobs_stab_214;
  wire       [7:0]    regs_io_knobs_stab_215;
  wire       [7:0]    regs_io_knobs_stab_216;
  wire       [7:0]    regs_io_knobs_stab_217;
  wire       [7:0]    regs_io_knobs_stab_218;
  wire       [7:0]    regs_io_knobs_stab_219;
  wire       [7:0]    regs_io_knobs_stab_220;
  wire       [7:0]    regs_io_knobs_stab_221;
  wire       [7:0]    regs_io_knobs_stab_222;
  wire       [7:0]    regs_io_knobs_stab_223;
  wire       [7:0]    regs_io_knobs_stab_224;
  wire       [7:0]    regs_io_knobs_stab_225;
  wire       [7:0]    regs_io_knobs_stab_226;
  wire       [7:0]    regs_io_knobs_stab_227;
  wire       [7:0]    regs_io_knobs_stab_228;
  wire       [7:0]    regs_io_knobs_stab_229;
  wire       [7:0]    regs_io_knobs_stab_230;
  wire       [7:0]    regs_io_knobs_stab_231;
  wire       [7:0]    regs_io_knobs_stab_232;
  wire       [7:0]    regs_io_knobs_stab_233;
  wire       [7:0]    regs_io_knobs_stab_234;
  wire       [7:0]    regs_io_knobs_stab_235;
  wire       [7:0]    regs_io_knobs_stab_236;
  wire       [7:0]    regs_io_knobs_stab_237;
  wire       [7:0]    regs_io_knobs_stab_238;
  wire       [7:0]    regs_io_knobs_stab_239;
  wire       [7:0]    regs_io_knobs_stab_240;
  wire       [7:0]    regs_io_knobs_stab_241;
  wire       [7:0]    regs_io_knobs_stab_242;
  wire       [7:0]    regs_io_knobs_stab_243;
  wire       [7:0]    regs_io_knobs_stab_244;
  wire       [7:0]    regs_io_knobs_stab_245;
  wire       [7:0]    regs_io_knobs_stab_246;
  wire       [7:0]    regs_io_knobs_stab_247;
  wire       [7:0]    regs_io_knobs_stab_248;
  wire       [7:0]    regs_io_knobs_stab_249;
  wire       [7:0]    regs_io_knobs_stab_250;
  wire       [7:0]    regs_io_knobs_stab_251;
  wire       [7:0]    regs_io_knobs_stab_252;
  wire       [7:0]    regs_io_knobs_stab_253;
  wire       [7:0]    regs_io_knobs_stab_254;
  wire       [7:0]    regs_io_knobs_stab_255;
  wire                regs_io_commit;
  wire                regs_io_clearPeak;
  wire       [31:0]   engineCfg_io_active_minTh;
  wire       [31:0]   engineCfg_io_active_maxTh;
  wire       [31:0]   engineCfg_io_active_limit;
  wire       [31:0]   engineCfg_io_active_qthMin;
  wire       [31:0]   engineCfg_io_active_qthMax;
  wire       [4:0]    engineCfg_io_active_wlog;
  wire       [4:0]    engineCfg_io_active_scellLog;
  wire       [31:0]   engineCfg_io_active_delta;
  wire       [31:0]   engineCfg_io_active_maxP;
  wire       [31:0]   engineCfg_io_active_mpd;
  wire       [31:0]   engineCfg_io_active_recipM;
  wire       [0:0]    engineCfg_io_active_recipSh1;
  wire       [4:0]    engineCfg_io_active_recipSh2;
  wire       [47:0]   engineCfg_io_active_gentleStep;
  wire       [30:0]   engineCfg_io_active_scellMax;
  wire       [31:0]   engineCfg_io_active_targetMin;
  wire       [31:0]   engineCfg_io_active_targetMax;
  wire       [4:0]    engineCfg_io_active_stab_0;
  wire       [4:0]    engineCfg_io_active_stab_1;
  wire       [4:0]    engineCfg_io_active_stab_2;
  wire       [4:0]    engineCfg_io_active_stab_3;
  wire       [4:0]    engineCfg_io_active_stab_4;
  wire       [4:0]    engineCfg_io_active_stab_5;
  wire       [4:0]    engineCfg_io_active_stab_6;
  wire       [4:0]    engineCfg_io_active_stab_7;
  wire       [4:0]    engineCfg_io_active_stab_8;
  wire       [4:0]    engineCfg_io_active_stab_9;
  wire       [4:0]    engineCfg_io_active_stab_10;
  wire       [4:0]    engineCfg_io_active_stab_11;
  wire       [4:0]    engineCfg_io_active_stab_12;
  wire       [4:0]    engineCfg_io_active_stab_13;
  wire       [4:0]    engineCfg_io_active_stab_14;
  wire       [4:0]    engineCfg_io_active_stab_15;
  wire       [4:0]    engineCfg_io_active_stab_16;
  wire       [4:0]    engineCfg_io_active_stab_17;
  wire       [4:0]    engineCfg_io_active_stab_18;
  wire       [4:0]    engineCfg_io_active_stab_19;
  wire       [4:0]    engineCfg_io_active_stab_20;
  wire       [4:0]    engineCfg_io_active_stab_21;
  wire       [4:0]    engineCfg_io_active_stab_22;
  wire       [4:0]    engineCfg_io_active_stab_23;
  wire       [4:0]    engineCfg_io_active_stab_24;
  wire       [4:0]    engineCfg_io_active_stab_25;
  wire       [4:0]    engineCfg_io_active_stab_26;
  wire       [4:0]    engineCfg_io_active_stab_27;
  wire       [4:0]    engineCfg_io_active_stab_28;
  wire       [4:0]    engineCfg_io_active_stab_29;
  wire       [4:0]    engineCfg_io_active_stab_30;
  wire       [4:0]    engineCfg_io_active_stab_31;
  wire       [4:0]    engineCfg_io_active_stab_32;
  wire       [4:0]    engineCfg_io_active_stab_33;
  wire       [4:0]    engineCfg_io_active_stab_34;
  wire       [4:0]    engineCfg_io_active_stab_35;
  wire       [4:0]    engineCfg_io_active_stab_36;
  wire       [4:0]    engineCfg_io_active_stab_37;
  wire       [4:0]    engineCfg_io_active_stab_38;
  wire       [4:0]    engineCfg_io_active_stab_39;
  wire       [4:0]    engineCfg_io_active_stab_40;
  wire       [4:0]    engineCfg_io_active_stab_41;
  wire       [4:0]    engineCfg_io_active_stab_42;
  wire       [4:0]    engineCfg_io_active_stab_43;
  wire       [4:0]    engineCfg_io_active_stab_44;
  wire       [4:0]    engineCfg_io_active_stab_45;
  wire       [4:0]    engineCfg_io_active_stab_46;
  wire       [4:0]    engineCfg_io_active_stab_47;
  wire       [4:0]    engineCfg_io_active_stab_48;
  wire       [4:0]    engineCfg_io_active_stab_49;
  wire       [4:0]    engineCfg_io_active_stab_50;
  wire       [4:0]    engineCfg_io_active_stab_51;
  wire       [4:0]    engineCfg_io_active_stab_52;
  wire       [4:0]    engineCfg_io_active_stab_53;
  wire       [4:0]    engineCfg_io_active_stab_54;
  wire       [4:0]    engineCfg_io_active_stab_55;
  wire       [4:0]    engineCfg_io_active_stab_56;
  wire       [4:0]    engineCfg_io_active_stab_57;
  wire       [4:0]    engineCfg_io_active_stab_58;
  wire       [4:0]    engineCfg_io_active_stab_59;
  wire       [4:0]    engineCfg_io_active_stab_60;
  wire       [4:0]    engineCfg_io_active_stab_61;
  wire       [4:0]    engineCfg_io_active_stab_62;
  wire       [4:0]    engineCfg_io_active_stab_63;
  wire       [4:0]    engineCfg_io_active_stab_64;
  wire       [4:0]    engineCfg_io_active_stab_65;
  wire       [4:0]    engineCfg_io_active_stab_66;
  wire       [4:0]    engineCfg_io_active_stab_67;
  wire       [4:0]    engineCfg_io_active_stab_68;
  wire       [4:0]    engineCfg_io_active_stab_69;
  wire       [4:0]    engineCfg_io_active_stab_70;
  wire       [4:0]    engineCfg_io_active_stab_71;
  wire       [4:0]    engineCfg_io_active_stab_72;
  wire       [4:0]    engineCfg_io_active_stab_73;
  wire       [4:0]    engineCfg_io_active_stab_74;
  wire       [4:0]    engineCfg_io_active_stab_75;
  wire       [4:0]    engineCfg_io_active_stab_76;
  wire       [4:0]    engineCfg_io_active_stab_77;
  wire       [4:0]    engineCfg_io_active_stab_78;
  wire       [4:0]    engineCfg_io_active_stab_79;
  wire       [4:0]    engineCfg_io_active_stab_80;
  wire       [4:0]    engineCfg_io_active_stab_81;
  wire       [4:0]    engineCfg_io_active_stab_82;
  wire       [4:0]    engineCfg_io_active_stab_83;
  wire       [4:0]    engineCfg_io_active_stab_84;
  wire       [4:0]    engineCfg_io_active_stab_85;
  wire       [4:0]    engineCfg_io_active_stab_86;
  wire       [4:0]    engineCfg_io_active_stab_87;
  wire       [4:0]    engineCfg_io_active_stab_88;
  wire       [4:0]    engineCfg_io_active_stab_89;
  wire       [4:0]    engineCfg_io_active_stab_90;
  wire       [4:0]    engineCfg_io_active_stab_91;
  wire       [4:0]    engineCfg_io_active_stab_92;
  wire       [4:0]    engineCfg_io_active_stab_93;
  wire       [4:0]    engineCfg_io_active_stab_94;
  wire       [4:0]    engineCfg_io_active_stab_95;
  wire       [4:0]    engineCfg_io_active_stab_96;
  wire       [4:0]    engineCfg_io_active_stab_97;
  wire       [4:0]    engineCfg_io_active_stab_98;
  wire       [4:0]    engineCfg_io_active_stab_99;
  wire       [4:0]    engineCfg_io_active_stab_100;
  wire       [4:0]    engineCfg_io_active_stab_101;
  wire       [4:0]    engineCfg_io_active_stab_102;
  wire       [4:0]    engineCfg_io_active_stab_103;
  wire       [4:0]    engineCfg_io_active_stab_104;
  wire       [4:0]    engineCfg_io_active_stab_105;
  wire       [4:0]    engineCfg_io_active_stab_106;
  wire       [4:0]    engineCfg_io_active_stab_107;
  wire       [4:0]    engineCfg_io_active_stab_108;
  wire       [4:0]    engineCfg_io_active_stab_109;
  wire       [4:0]    engineCfg_io_active_stab_110;
  wire       [4:0]    engineCfg_io_active_stab_111;
  wire       [4:0]    engineCfg_io_active_stab_112;
  wire       [4:0]    engineCfg_io_active_stab_113;
  wire       [4:0]    engineCfg_io_active_stab_114;
  wire       [4:0]    engineCfg_io_active_stab_115;
  wire       [4:0]    engineCfg_io_active_stab_116;
  wire       [4:0]    engineCfg_io_active_stab_117;
  wire       [4:0]    engineCfg_io_active_stab_118;
  wire       [4:0]    engineCfg_io_active_stab_119;
  wire       [4:0]    engineCfg_io_active_stab_120;
  wire       [4:0]    engineCfg_io_active_stab_121;
  wire       [4:0]    engineCfg_io_active_stab_122;
  wire       [4:0]    engineCfg_io_active_stab_123;
  wire       [4:0]    engineCfg_io_active_stab_124;
  wire       [4:0]    engineCfg_io_active_stab_125;
  wire       [4:0]    engineCfg_io_active_stab_126;
  wire       [4:0]    engineCfg_io_active_stab_127;
  wire       [4:0]    engineCfg_io_active_stab_128;
  wire       [4:0]    engineCfg_io_active_stab_129;
  wire       [4:0]    engineCfg_io_active_stab_130;
  wire       [4:0]    engineCfg_io_active_stab_131;
  wire       [4:0]    engineCfg_io_active_stab_132;
  wire       [4:0]    engineCfg_io_active_stab_133;
  wire       [4:0]    engineCfg_io_active_stab_134;
  wire       [4:0]    engineCfg_io_active_stab_135;
  wire       [4:0]    engineCfg_io_active_stab_136;
  wire       [4:0]    engineCfg_io_active_stab_137;
  wire       [4:0]    engineCfg_io_active_stab_138;
  wire       [4:0]    engineCfg_io_active_stab_139;
  wire       [4:0]    engineCfg_io_active_stab_140;
  wire       [4:0]    engineCfg_io_active_stab_141;
  wire       [4:0]    engineCfg_io_active_stab_142;
  wire       [4:0]    engineCfg_io_active_stab_143;
  wire       [4:0]    engineCfg_io_active_stab_144;
  wire       [4:0]    engineCfg_io_active_stab_145;
  wire       [4:0]    engineCfg_io_active_stab_146;
  wire       [4:0]    engineCfg_io_active_stab_147;
  wire       [4:0]    engineCfg_io_active_stab_148;
  wire       [4:0]    engineCfg_io_active_stab_149;
  wire       [4:0]    engineCfg_io_active_stab_150;
  wire       [4:0]    engineCfg_io_active_stab_151;
  wire       [4:0]    engineCfg_io_active_stab_152;
  wire       [4:0]    engineCfg_io_active_stab_153;
  wire       [4:0]    engineCfg_io_active_stab_154;
  wire       [4:0]    engineCfg_io_active_stab_155;
  wire       [4:0]    engineCfg_io_active_stab_156;
  wire       [4:0]    engineCfg_io_active_stab_157;
  wire       [4:0]    engineCfg_io_active_stab_158;
  wire       [4:0]    engineCfg_io_active_stab_159;
  wire       [4:0]    engineCfg_io_active_stab_160;
  wire       [4:0]    engineCfg_io_active_stab_161;
  wire       [4:0]    engineCfg_io_active_stab_162;
  wire       [4:0]    engineCfg_io_active_stab_163;
  wire       [4:0]    engineCfg_io_active_stab_164;
  wire       [4:0]    engineCfg_io_active_stab_165;
  wire       [4:0]    engineCfg_io_active_stab_166;
  wire       [4:0]    engineCfg_io_active_stab_167;
  wire       [4:0]    engineCfg_io_active_stab_168;
  wire       [4:0]    engineCfg_io_active_stab_169;
  wire       [4:0]    engineCfg_io_active_stab_170;
  wire       [4:0]    engineCfg_io_active_stab_171;
  wire       [4:0]    engineCfg_io_active_stab_172;
  wire       [4:0]    engineCfg_io_active_stab_173;
  wire       [4:0]    engineCfg_io_active_stab_174;
  wire       [4:0]    engineCfg_io_active_stab_175;
  wire       [4:0]    engineCfg_io_active_stab_176;
  wire       [4:0]    engineCfg_io_active_stab_177;
  wire       [4:0]    engineCfg_io_active_stab_178;
  wire       [4:0]    engineCfg_io_active_stab_179;
  wire       [4:0]    engineCfg_io_active_stab_180;
  wire       [4:0]    engineCfg_io_active_stab_181;
  wire       [4:0]    engineCfg_io_active_stab_182;
  wire       [4:0]    engineCfg_io_active_stab_183;
  wire       [4:0]    engineCfg_io_active_stab_184;
  wire       [4:0]    engineCfg_io_active_stab_185;
  wire       [4:0]    engineCfg_io_active_stab_186;
  wire       [4:0]    engineCfg_io_active_stab_187;
  wire       [4:0]    engineCfg_io_active_stab_188;
  wire       [4:0]    engineCfg_io_active_stab_189;
  wire       [4:0]    engineCfg_io_active_stab_190;
  wire       [4:0]    engineCfg_io_active_stab_191;
  wire       [4:0]    engineCfg_io_active_stab_192;
  wire       [4:0]    engineCfg_io_active_stab_193;
  wire       [4:0]    engineCfg_io_active_stab_194;
  wire       [4:0]    engineCfg_io_active_stab_195;
  wire       [4:0]    engineCfg_io_active_stab_196;
  wire       [4:0]    engineCfg_io_active_stab_197;
  wire       [4:0]    engineCfg_io_active_stab_198;
  wire       [4:0]    engineCfg_io_active_stab_199;
  wire       [4:0]    engineCfg_io_active_stab_200;
  wire       [4:0]    engineCfg_io_active_stab_201;
  wire       [4:0]    engineCfg_io_active_stab_202;
  wire       [4:0]    engineCfg_io_active_stab_203;
  wire       [4:0]    engineCfg_io_active_stab_204;
  wire       [4:0]    engineCfg_io_active_stab_205;
  wire       [4:0]    engineCfg_io_active_stab_206;
  wire       [4:0]    engineCfg_io_active_stab_207;
  wire       [4:0]    engineCfg_io_active_stab_208;
  wire       [4:0]    engineCfg_io_active_stab_209;
  wire       [4:0]    engineCfg_io_active_stab_210;
  wire       [4:0]    engineCfg_io_active_stab_211;
  wire       [4:0]    engineCfg_io_active_stab_212;
  wire       [4:0]    engineCfg_io_active_stab_213;
  wire       [4:0]    engineCfg_io_active_stab_214;
  wire       [4:0]    engineCfg_io_active_stab_215;
  wire       [4:0]    engineCfg_io_active_stab_216;
  wire       [4:0]    engineCfg_io_active_stab_217;
  wire       [4:0]    engineCfg_io_active_stab_218;
  wire       [4:0]    engineCfg_io_active_stab_219;
  wire       [4:0]    engineCfg_io_active_stab_220;
  wire       [4:0]    engineCfg_io_active_stab_221;
  wire       [4:0]    engineCfg_io_active_stab_222;
  wire       [4:0]    engineCfg_io_active_stab_223;
  wire       [4:0]    engineCfg_io_active_stab_224;
  wire       [4:0]    engineCfg_io_active_stab_225;
  wire       [4:0]    engineCfg_io_active_stab_226;
  wire       [4:0]    engineCfg_io_active_stab_227;
  wire       [4:0]    engineCfg_io_active_stab_228;
  wire       [4:0]    engineCfg_io_active_stab_229;
  wire       [4:0]    engineCfg_io_active_stab_230;
  wire       [4:0]    engineCfg_io_active_stab_231;
  wire       [4:0]    engineCfg_io_active_stab_232;
  wire       [4:0]    engineCfg_io_active_stab_233;
  wire       [4:0]    engineCfg_io_active_stab_234;
  wire       [4:0]    engineCfg_io_active_stab_235;
  wire       [4:0]    engineCfg_io_active_stab_236;
  wire       [4:0]    engineCfg_io_active_stab_237;
  wire       [4:0]    engineCfg_io_active_stab_238;
  wire       [4:0]    engineCfg_io_active_stab_239;
  wire       [4:0]    engineCfg_io_active_stab_240;
  wire       [4:0]    engineCfg_io_active_stab_241;
  wire       [4:0]    engineCfg_io_active_stab_242;
  wire       [4:0]    engineCfg_io_active_stab_243;
  wire       [4:0]    engineCfg_io_active_stab_244;
  wire       [4:0]    engineCfg_io_active_stab_245;
  wire       [4:0]    engineCfg_io_active_stab_246;
  wire       [4:0]    engineCfg_io_active_stab_247;
  wire       [4:0]    engineCfg_io_active_stab_248;
  wire       [4:0]    engineCfg_io_active_stab_249;
  wire       [4:0]    engineCfg_io_active_stab_250;
  wire       [4:0]    engineCfg_io_active_stab_251;
  wire       [4:0]    engineCfg_io_active_stab_252;
  wire       [4:0]    engineCfg_io_active_stab_253;
  wire       [4:0]    engineCfg_io_active_stab_254;
  wire       [4:0]    engineCfg_io_active_stab_255;
  wire       [1:0]    engineCfg_io_active_mode;
  wire                engineCfg_io_active_unit;
  wire                engineCfg_io_active_gentle;
  wire                engineCfg_io_active_harddrop;
  wire                engineCfg_io_active_nodrop;
  wire                engineCfg_io_active_adaptive;
  wire       [31:0]   engineCfg_io_active_inc;
  wire       [55:0]   engineCfg_io_active_cap;
  wire                engineCfg_io_active_shaped;
  wire       [31:0]   engineCfg_io_active_seed;
  wire       [15:0]   engineCfg_io_active_cyclesPerUs;
  wire                engineCfg_io_apply;
  wire       [31:0]   engineCfg_io_applySeed;
  wire                engineCfg_io_adaptApply;
  wire                engineCfg_io_busy;
  wire                engineCfg_io_err;
  wire       [3:0]    engineCfg_io_errCode;
  wire       [31:0]   engineCfg_io_commits;
  wire       [31:0]   engineCfg_io_refused;
  wire       [31:0]   engineCfg_io_adaptTicks;
  wire                ingress_io_tready;
  wire                ingress_io_frame_valid;
  wire       [15:0]   ingress_io_frame_payload_len;
  wire                ingress_io_frame_payload_bad;
  wire                ingress_io_frame_payload_lost;
  wire       [13:0]   ingress_io_frame_payload_beats;
  wire       [7:0]    ingress_io_frame_payload_hdr_0;
  wire       [7:0]    ingress_io_frame_payload_hdr_1;
  wire       [7:0]    ingress_io_frame_payload_hdr_2;
  wire       [7:0]    ingress_io_frame_payload_hdr_3;
  wire       [7:0]    ingress_io_frame_payload_hdr_4;
  wire       [7:0]    ingress_io_frame_payload_hdr_5;
  wire       [7:0]    ingress_io_frame_payload_hdr_6;
  wire       [7:0]    ingress_io_frame_payload_hdr_7;
  wire       [7:0]    ingress_io_frame_payload_hdr_8;
  wire       [7:0]    ingress_io_frame_payload_hdr_9;
  wire       [7:0]    ingress_io_frame_payload_hdr_10;
  wire       [7:0]    ingress_io_frame_payload_hdr_11;
  wire       [7:0]    ingress_io_frame_payload_hdr_12;
  wire       [7:0]    ingress_io_frame_payload_hdr_13;
  wire       [7:0]    ingress_io_frame_payload_hdr_14;
  wire       [7:0]    ingress_io_frame_payload_hdr_15;
  wire       [7:0]    ingress_io_frame_payload_hdr_16;
  wire       [7:0]    ingress_io_frame_payload_hdr_17;
  wire       [7:0]    ingress_io_frame_payload_hdr_18;
  wire       [7:0]    ingress_io_frame_payload_hdr_19;
  wire       [7:0]    ingress_io_frame_payload_hdr_20;
  wire       [7:0]    ingress_io_frame_payload_hdr_21;
  wire       [7:0]    ingress_io_frame_payload_hdr_22;
  wire       [7:0]    ingress_io_frame_payload_hdr_23;
  wire       [7:0]    ingress_io_frame_payload_hdr_24;
  wire       [7:0]    ingress_io_frame_payload_hdr_25;
  wire       [7:0]    ingress_io_frame_payload_hdr_26;
  wire       [7:0]    ingress_io_frame_payload_hdr_27;
  wire       [7:0]    ingress_io_frame_payload_hdr_28;
  wire       [7:0]    ingress_io_frame_payload_hdr_29;
  wire       [7:0]    ingress_io_frame_payload_hdr_30;
  wire       [7:0]    ingress_io_frame_payload_hdr_31;
  wire       [7:0]    ingress_io_frame_payload_hdr_32;
  wire       [7:0]    ingress_io_frame_payload_hdr_33;
  wire                ingress_io_wrEnable;
  wire       [12:0]   ingress_io_wrAddr;
  wire       [255:0]  ingress_io_wrData;
  wire       [13:0]   ingress_io_used;
  wire                red_io_release;
  wire                red_io_enqueue_valid;
  wire       [15:0]   red_io_enqueue_payload_len;
  wire                red_io_enqueue_payload_rewrite;
  wire                red_io_enqueue_payload_ipv4;
  wire       [4:0]    red_io_enqueue_payload_l3;
  wire       [7:0]    red_io_enqueue_payload_newTos;
  wire       [15:0]   red_io_enqueue_payload_newCsum;
  wire                red_io_decision_valid;
  wire       [1:0]    red_io_decision_payload_action;
  wire       [2:0]    red_io_decision_payload_reason;
  wire       [63:0]   red_io_decision_payload_qavg;
  wire       [31:0]   red_io_decision_payload_backlog;
  wire       [15:0]   red_io_decision_payload_len;
  wire                red_io_counts_probMark;
  wire                red_io_counts_forcedMark;
  wire                red_io_counts_probDrop;
  wire                red_io_counts_forcedDrop;
  wire                red_io_counts_pdrop;
  wire                red_io_counts_bad;
  wire       [63:0]   red_io_qavg;
  wire       [63:0]   red_io_adaptQavg;
  wire       [31:0]   red_io_backlog;
  wire       [31:0]   red_io_qlen;
  wire       [31:0]   red_io_peakBacklog;
  wire       [31:0]   red_io_peakQlen;
  wire                shaper_io_allow;
  wire                egress_io_pop_valid;
  wire       [15:0]   egress_io_pop_payload;
  wire                egress_io_rdEnable;
  wire       [12:0]   egress_io_rdAddr;
  wire       [255:0]  egress_io_tdata;
  wire       [31:0]   egress_io_tkeep;
  wire                egress_io_tvalid;
  wire                egress_io_tlast;
  wire                egress_io_sent_valid;
  wire       [15:0]   egress_io_sent_payload;
  wire                egress_io_busy;
  wire       [15:0]   _zz_usTick;
  wire       [15:0]   _zz_sub;
  wire       [63:0]   _zz__zz_io_status_bytes_in;
  wire       [63:0]   _zz__zz_io_status_bytes_out;
  reg        [63:0]   cycle;
  reg        [15:0]   sub;
  reg        [47:0]   nowUs;
  wire                usTick;
  reg        [63:0]   commitCycle;
  reg        [63:0]   _zz_io_status_pkts_in;
  reg        [63:0]   _zz_io_status_bytes_in;
  reg        [63:0]   _zz_io_status_pkts_out;
  reg        [63:0]   _zz_io_status_bytes_out;
  reg        [63:0]   _zz_io_status_prob_mark;
  reg        [63:0]   _zz_io_status_forced_mark;
  reg        [63:0]   _zz_io_status_prob_drop;
  reg        [63:0]   _zz_io_status_forced_drop;
  reg        [63:0]   _zz_io_status_pdrop;
  reg        [63:0]   _zz_io_status_bad;
  reg [255:0] buffer_1 [0:8191];

  assign _zz_usTick = (engineCfg_io_active_cyclesPerUs - 16'h0001);
  assign _zz_sub = (sub + 16'h0001);
  assign _zz__zz_io_status_bytes_in = {48'd0, ingress_io_frame_payload_len};
  assign _zz__zz_io_status_bytes_out = {48'd0, egress_io_sent_payload};
  always @(posedge clk) begin
    if(ingress_io_wrEnable) begin
      buffer_1[ingress_io_wrAddr] <= ingress_io_wrData;
    end
  end

  always @(posedge clk) begin
    if(egress_io_rdEnable) begin
      buffer_1_spinal_port1 <= buffer_1[egress_io_rdAddr];
    end
  end

  w256_RegFile regs (
    .io_axil_aw_valid        (s_axil_awvalid                   ), //i
    .io_axil_aw_ready        (regs_io_axil_aw_ready            ), //o
    .io_axil_aw_payload_addr (s_axil_awaddr[11:0]              ), //i
    .io_axil_aw_payload_prot (s_axil_awprot[2:0]               ), //i
    .io_axil_w_valid         (s_axil_wvalid                    ), //i
    .io_axil_w_ready         (regs_io_axil_w_ready             ), //o
    .io_axil_w_payload_data  (s_axil_wdata[31:0]               ), //i
    .io_axil_w_payload_strb  (s_axil_wstrb[3:0]                ), //i
    .io_axil_b_valid         (regs_io_axil_b_valid             ), //o
    .io_axil_b_ready         (s_axil_bready                    ), //i
    .io_axil_b_payload_resp  (regs_io_axil_b_payload_resp[1:0] ), //o
    .io_axil_ar_valid        (s_axil_arvalid                   ), //i
    .io_axil_ar_ready        (regs_io_axil_ar_ready            ), //o
    .io_axil_ar_payload_addr (s_axil_araddr[11:0]              ), //i
    .io_axil_ar_payload_prot (s_axil_arprot[2:0]               ), //i
    .io_axil_r_valid         (regs_io_axil_r_valid             ), //o
    .io_axil_r_ready         (s_axil_rready                    ), //i
    .io_axil_r_payload_data  (regs_io_axil_r_payload_data[31:0]), //o
    .io_axil_r_payload_resp  (regs_io_axil_r_payload_resp[1:0] ), //o
    .io_knobs_min_th         (regs_io_knobs_min_th[31:0]       ), //o
    .io_knobs_max_th         (regs_io_knobs_max_th[31:0]       ), //o
    .io_knobs_limit          (regs_io_knobs_limit[31:0]        ), //o
    .io_knobs_max_p          (regs_io_knobs_max_p[31:0]        ), //o
    .io_knobs_wlog           (regs_io_knobs_wlog[4:0]          ), //o
    .io_knobs_plog           (regs_io_knobs_plog[4:0]          ), //o
    .io_knobs_scell_log      (regs_io_knobs_scell_log[4:0]     ), //o
    .io_knobs_mode           (regs_io_knobs_mode[1:0]          ), //o
    .io_knobs_unit           (regs_io_knobs_unit               ), //o
    .io_knobs_gentle         (regs_io_knobs_gentle             ), //o
    .io_knobs_harddrop       (regs_io_knobs_harddrop           ), //o
    .io_knobs_nodrop         (regs_io_knobs_nodrop             ), //o
    .io_knobs_adaptive       (regs_io_knobs_adaptive           ), //o
    .io_knobs_rate           (regs_io_knobs_rate[63:0]         ), //o
    .io_knobs_burst          (regs_io_knobs_burst[31:0]        ), //o
    .io_knobs_seed           (regs_io_knobs_seed[31:0]         ), //o
    .io_knobs_cycles_per_us  (regs_io_knobs_cycles_per_us[15:0]), //o
    .io_knobs_stab_0         (regs_io_knobs_stab_0[7:0]        ), //o
    .io_knobs_stab_1         (regs_io_knobs_stab_1[7:0]        ), //o
    .io_knobs_stab_2         (regs_io_knobs_stab_2[7:0]        ), //o
    .io_knobs_stab_3         (regs_io_knobs_stab_3[7:0]        ), //o
    .io_knobs_stab_4         (regs_io_knobs_stab_4[7:0]        ), //o
    .io_knobs_stab_5         (regs_io_knobs_stab_5[7:0]        ), //o
    .io_knobs_stab_6         (regs_io_knobs_stab_6[7:0]        ), //o
    .io_knobs_stab_7         (regs_io_knobs_stab_7[7:0]        ), //o
    .io_knobs_stab_8         (regs_io_knobs_stab_8[7:0]        ), //o
    .io_knobs_stab_9         (regs_io_knobs_stab_9[7:0]        ), //o
    .io_knobs_stab_10        (regs_io_knobs_stab_10[7:0]       ), //o
    .io_knobs_stab_11        (regs_io_knobs_stab_11[7:0]       ), //o
    .io_knobs_stab_12        (regs_io_knobs_stab_12[7:0]       ), //o
    .io_knobs_stab_13        (regs_io_knobs_stab_13[7:0]       ), //o
    .io_knobs_stab_14        (regs_io_knobs_stab_14[7:0]       ), //o
    .io_knobs_stab_15        (regs_io_knobs_stab_15[7:0]       ), //o
    .io_knobs_stab_16        (regs_io_knobs_stab_16[7:0]       ), //o
    .io_knobs_stab_17        (regs_io_knobs_stab_17[7:0]       ), //o
    .io_knobs_stab_18        (regs_io_knobs_stab_18[7:0]       ), //o
    .io_knobs_stab_19        (regs_io_knobs_stab_19[7:0]       ), //o
    .io_knobs_stab_20        (regs_io_knobs_stab_20[7:0]       ), //o
    .io_knobs_stab_21        (regs_io_knobs_stab_21[7:0]       ), //o
    .io_knobs_stab_22        (regs_io_knobs_stab_22[7:0]       ), //o
    .io_knobs_stab_23        (regs_io_knobs_stab_23[7:0]       ), //o
    .io_knobs_stab_24        (regs_io_knobs_stab_24[7:0]       ), //o
    .io_knobs_stab_25        (regs_io_knobs_stab_25[7:0]       ), //o
    .io_knobs_stab_26        (regs_io_knobs_stab_26[7:0]       ), //o
    .io_knobs_stab_27        (regs_io_knobs_stab_27[7:0]       ), //o
    .io_knobs_stab_28        (regs_io_knobs_stab_28[7:0]       ), //o
    .io_knobs_stab_29        (regs_io_knobs_stab_29[7:0]       ), //o
    .io_knobs_stab_30        (regs_io_knobs_stab_30[7:0]       ), //o
    .io_knobs_stab_31        (regs_io_knobs_stab_31[7:0]       ), //o
    .io_knobs_stab_32        (regs_io_knobs_stab_32[7:0]       ), //o
    .io_knobs_stab_33        (regs_io_knobs_stab_33[7:0]       ), //o
    .io_knobs_stab_34        (regs_io_knobs_stab_34[7:0]       ), //o
    .io_knobs_stab_35        (regs_io_knobs_stab_35[7:0]       ), //o
    .io_knobs_stab_36        (regs_io_knobs_stab_36[7:0]       ), //o
    .io_knobs_stab_37        (regs_io_knobs_stab_37[7:0]       ), //o
    .io_knobs_stab_38        (regs_io_knobs_stab_38[7:0]       ), //o
    .io_knobs_stab_39        (regs_io_knobs_stab_39[7:0]       ), //o
    .io_knobs_stab_40        (regs_io_knobs_stab_40[7:0]       ), //o
    .io_knobs_stab_41        (regs_io_knobs_stab_41[7:0]       ), //o
    .io_knobs_stab_42        (regs_io_knobs_stab_42[7:0]       ), //o
    .io_knobs_stab_43        (regs_io_knobs_stab_43[7:0]       ), //o
    .io_knobs_stab_44        (regs_io_knobs_stab_44[7:0]       ), //o
    .io_knobs_stab_45        (regs_io_knobs_stab_45[7:0]       ), //o
    .io_knobs_stab_46        (regs_io_knobs_stab_46[7:0]       ), //o
    .io_knobs_stab_47        (regs_io_knobs_stab_47[7:0]       ), //o
    .io_knobs_stab_48        (regs_io_knobs_stab_48[7:0]       ), //o
    .io_knobs_stab_49        (regs_io_knobs_stab_49[7:0]       ), //o
    .io_knobs_stab_50        (regs_io_knobs_stab_50[7:0]       ), //o
    .io_knobs_stab_51        (regs_io_knobs_stab_51[7:0]       ), //o
    .io_knobs_stab_52        (regs_io_knobs_stab_52[7:0]       ), //o
    .io_knobs_stab_53        (regs_io_knobs_stab_53[7:0]       ), //o
    .io_knobs_stab_54        (regs_io_knobs_stab_54[7:0]       ), //o
    .io_knobs_stab_55        (regs_io_knobs_stab_55[7:0]       ), //o
    .io_knobs_stab_56        (regs_io_knobs_stab_56[7:0]       ), //o
    .io_knobs_stab_57        (regs_io_knobs_stab_57[7:0]       ), //o
    .io_knobs_stab_58        (regs_io_knobs_stab_58[7:0]       ), //o
    .io_knobs_stab_59        (regs_io_knobs_stab_59[7:0]       ), //o
    .io_knobs_stab_60        (regs_io_knobs_stab_60[7:0]       ), //o
    .io_knobs_stab_61        (regs_io_knobs_stab_61[7:0]       ), //o
    .io_knobs_stab_62        (regs_io_knobs_stab_62[7:0]       ), //o
    .io_knobs_stab_63        (regs_io_knobs_stab_63[7:0]       ), //o
    .io_knobs_stab_64        (regs_io_knobs_stab_64[7:0]       ), //o
    .io_knobs_stab_65        (regs_io_knobs_stab_65[7:0]       ), //o
    .io_knobs_stab_66        (regs_io_knobs_stab_66[7:0]       ), //o
    .io_knobs_stab_67        (regs_io_knobs_stab_67[7:0]       ), //o
    .io_knobs_stab_68        (regs_io_knobs_stab_68[7:0]       ), //o
    .io_knobs_stab_69        (regs_io_knobs_stab_69[7:0]       ), //o
    .io_knobs_stab_70        (regs_io_knobs_stab_70[7:0]       ), //o
    .io_knobs_stab_71        (regs_io_knobs_stab_71[7:0]       ), //o
    .io_knobs_stab_72        (regs_io_knobs_stab_72[7:0]       ), //o
    .io_knobs_stab_73        (regs_io_knobs_stab_73[7:0]       ), //o
    .io_knobs_stab_74        (regs_io_knobs_stab_74[7:0]       ), //o
    .io_knobs_stab_75        (regs_io_knobs_stab_75[7:0]       ), //o
    .io_knobs_stab_76        (regs_io_knobs_stab_76[7:0]       ), //o
    .io_knobs_stab_77        (regs_io_knobs_stab_77[7:0]       ), //o
    .io_knobs_stab_78        (regs_io_knobs_stab_78[7:0]       ), //o
    .io_knobs_stab_79        (regs_io_knobs_stab_79[7:0]       ), //o
    .io_knobs_stab_80        (regs_io_knobs_stab_80[7:0]       ), //o
    .io_knobs_stab_81        (regs_io_knobs_stab_81[7:0]       ), //o
    .io_knobs_stab_82        (regs_io_knobs_stab_82[7:0]       ), //o
    .io_knobs_stab_83        (regs_io_knobs_stab_83[7:0]       ), //o
    .io_knobs_stab_84        (regs_io_knobs_stab_84[7:0]       ), //o
    .io_knobs_stab_85        (regs_io_knobs_stab_85[7:0]       ), //o
    .io_knobs_stab_86        (regs_io_knobs_stab_86[7:0]       ), //o
    .io_knobs_stab_87        (regs_io_knobs_stab_87[7:0]       ), //o
    .io_knobs_stab_88        (regs_io_knobs_stab_88[7:0]       ), //o
    .io_knobs_stab_89        (regs_io_knobs_stab_89[7:0]       ), //o
    .io_knobs_stab_90        (regs_io_knobs_stab_90[7:0]       ), //o
    .io_knobs_stab_91        (regs_io_knobs_stab_91[7:0]       ), //o
    .io_knobs_stab_92        (regs_io_knobs_stab_92[7:0]       ), //o
    .io_knobs_stab_93        (regs_io_knobs_stab_93[7:0]       ), //o
    .io_knobs_stab_94        (regs_io_knobs_stab_94[7:0]       ), //o
    .io_knobs_stab_95        (regs_io_knobs_stab_95[7:0]       ), //o
    .io_knobs_stab_96        (regs_io_knobs_stab_96[7:0]       ), //o
    .io_knobs_stab_97        (regs_io_knobs_stab_97[7:0]       ), //o
    .io_knobs_stab_98        (regs_io_knobs_stab_98[7:0]       ), //o
    .io_knobs_stab_99        (regs_io_knobs_stab_99[7:0]       ), //o
    .io_knobs_stab_100       (regs_io_knobs_stab_100[7:0]      ), //o
    .io_knobs_stab_101       (regs_io_knobs_stab_101[7:0]      ), //o
    .io_knobs_stab_102       (regs_io_knobs_stab_102[7:0]      ), //o
    .io_knobs_stab_103       (regs_io_knobs_stab_103[7:0]      ), //o
    .io_knobs_stab_104       (regs_io_knobs_stab_104[7:0]      ), //o
    .io_knobs_stab_105       (regs_io_knobs_stab_105[7:0]      ), //o
    .io_knobs_stab_106       (regs_io_knobs_stab_106[7:0]      ), //o
    .io_knobs_stab_107       (regs_io_knobs_stab_107[7:0]      ), //o
    .io_knobs_stab_108       (regs_io_knobs_stab_108[7:0]      ), //o
    .io_knobs_stab_109       (regs_io_knobs_stab_109[7:0]      ), //o
    .io_knobs_stab_110       (regs_io_knobs_stab_110[7:0]      ), //o
    .io_knobs_stab_111       (regs_io_knobs_stab_111[7:0]      ), //o
    .io_knobs_stab_112       (regs_io_knobs_stab_112[7:0]      ), //o
    .io_knobs_stab_113       (regs_io_knobs_stab_113[7:0]      ), //o
    .io_knobs_stab_114       (regs_io_knobs_stab_114[7:0]      ), //o
    .io_knobs_stab_115       (regs_io_knobs_stab_115[7:0]      ), //o
    .io_knobs_stab_116       (regs_io_knobs_stab_116[7:0]      ), //o
    .io_knobs_stab_117       (regs_io_knobs_stab_117[7:0]      ), //o
    .io_knobs_stab_118       (regs_io_knobs_stab_118[7:0]      ), //o
    .io_knobs_stab_119       (regs_io_knobs_stab_119[7:0]      ), //o
    .io_knobs_stab_120       (regs_io_knobs_stab_120[7:0]      ), //o
    .io_knobs_stab_121       (regs_io_knobs_stab_121[7:0]      ), //o
    .io_knobs_stab_122       (regs_io_knobs_stab_122[7:0]      ), //o
    .io_knobs_stab_123       (regs_io_knobs_stab_123[7:0]      ), //o
    .io_knobs_stab_124       (regs_io_knobs_stab_124[7:0]      ), //o
    .io_knobs_stab_125       (regs_io_knobs_stab_125[7:0]      ), //o
    .io_knobs_stab_126       (regs_io_knobs_stab_126[7:0]      ), //o
    .io_knobs_stab_127       (regs_io_knobs_stab_127[7:0]      ), //o
    .io_knobs_stab_128       (regs_io_knobs_stab_128[7:0]      ), //o
    .io_knobs_stab_129       (regs_io_knobs_stab_129[7:0]      ), //o
    .io_knobs_stab_130       (regs_io_knobs_stab_130[7:0]      ), //o
    .io_knobs_stab_131       (regs_io_knobs_stab_131[7:0]      ), //o
    .io_knobs_stab_132       (regs_io_knobs_stab_132[7:0]      ), //o
    .io_knobs_stab_133       (regs_io_knobs_stab_133[7:0]      ), //o
    .io_knobs_stab_134       (regs_io_knobs_stab_134[7:0]      ), //o
    .io_knobs_stab_135       (regs_io_knobs_stab_135[7:0]      ), //o
    .io_knobs_stab_136       (regs_io_knobs_stab_136[7:0]      ), //o
    .io_knobs_stab_137       (regs_io_knobs_stab_137[7:0]      ), //o
    .io_knobs_stab_138       (regs_io_knobs_stab_138[7:0]      ), //o
    .io_knobs_stab_139       (regs_io_knobs_stab_139[7:0]      ), //o
    .io_knobs_stab_140       (regs_io_knobs_stab_140[7:0]      ), //o
    .io_knobs_stab_141       (regs_io_knobs_stab_141[7:0]      ), //o
    .io_knobs_stab_142       (regs_io_knobs_stab_142[7:0]      ), //o
    .io_knobs_stab_143       (regs_io_knobs_stab_143[7:0]      ), //o
    .io_knobs_stab_144       (regs_io_knobs_stab_144[7:0]      ), //o
    .io_knobs_stab_145       (regs_io_knobs_stab_145[7:0]      ), //o
    .io_knobs_stab_146       (regs_io_knobs_stab_146[7:0]      ), //o
    .io_knobs_stab_147       (regs_io_knobs_stab_147[7:0]      ), //o
    .io_knobs_stab_148       (regs_io_knobs_stab_148[7:0]      ), //o
    .io_knobs_stab_149       (regs_io_knobs_stab_149[7:0]      ), //o
    .io_knobs_stab_150       (regs_io_knobs_stab_150[7:0]      ), //o
    .io_knobs_stab_151       (regs_io_knobs_stab_151[7:0]      ), //o
    .io_knobs_stab_152       (regs_io_knobs_stab_152[7:0]      ), //o
    .io_knobs_stab_153       (regs_io_knobs_stab_153[7:0]      ), //o
    .io_knobs_stab_154       (regs_io_knobs_stab_154[7:0]      ), //o
    .io_knobs_stab_155       (regs_io_knobs_stab_155[7:0]      ), //o
    .io_knobs_stab_156       (regs_io_knobs_stab_156[7:0]      ), //o
    .io_knobs_stab_157       (regs_io_knobs_stab_157[7:0]      ), //o
    .io_knobs_stab_158       (regs_io_knobs_stab_158[7:0]      ), //o
    .io_knobs_stab_159       (regs_io_knobs_stab_159[7:0]      ), //o
    .io_knobs_stab_160       (regs_io_knobs_stab_160[7:0]      ), //o
    .io_knobs_stab_161       (regs_io_knobs_stab_161[7:0]      ), //o
    .io_knobs_stab_162       (regs_io_knobs_stab_162[7:0]      ), //o
    .io_knobs_stab_163       (regs_io_knobs_stab_163[7:0]      ), //o
    .io_knobs_stab_164       (regs_io_knobs_stab_164[7:0]      ), //o
    .io_knobs_stab_165       (regs_io_knobs_stab_165[7:0]      ), //o
    .io_knobs_stab_166       (regs_io_knobs_stab_166[7:0]      ), //o
    .io_knobs_stab_167       (regs_io_knobs_stab_167[7:0]      ), //o
    .io_knobs_stab_168       (regs_io_knobs_stab_168[7:0]      ), //o
    .io_knobs_stab_169       (regs_io_knobs_stab_169[7:0]      ), //o
    .io_knobs_stab_170       (regs_io_knobs_stab_170[7:0]      ), //o
    .io_knobs_stab_171       (regs_io_knobs_stab_171[7:0]      ), //o
    .io_knobs_stab_172       (regs_io_knobs_stab_172[7:0]      ), //o
    .io_knobs_stab_173       (regs_io_knobs_stab_173[7:0]      ), //o
    .io_knobs_stab_174       (regs_io_knobs_stab_174[7:0]      ), //o
    .io_knobs_stab_175       (regs_io_knobs_stab_175[7:0]      ), //o
    .io_knobs_stab_176       (regs_io_knobs_stab_176[7:0]      ), //o
    .io_knobs_stab_177       (regs_io_knobs_stab_177[7:0]      ), //o
    .io_knobs_stab_178       (regs_io_knobs_stab_178[7:0]      ), //o
    .io_knobs_stab_179       (regs_io_knobs_stab_179[7:0]      ), //o
    .io_knobs_stab_180       (regs_io_knobs_stab_180[7:0]      ), //o
    .io_knobs_stab_181       (regs_io_knobs_stab_181[7:0]      ), //o
    .io_knobs_stab_182       (regs_io_knobs_stab_182[7:0]      ), //o
    .io_knobs_stab_183       (regs_io_knobs_stab_183[7:0]      ), //o
    .io_knobs_stab_184       (regs_io_knobs_stab_184[7:0]      ), //o
    .io_knobs_stab_185       (regs_io_knobs_stab_185[7:0]      ), //o
    .io_knobs_stab_186       (regs_io_knobs_stab_186[7:0]      ), //o
    .io_knobs_stab_187       (regs_io_knobs_stab_187[7:0]      ), //o
    .io_knobs_stab_188       (regs_io_knobs_stab_188[7:0]      ), //o
    .io_knobs_stab_189       (regs_io_knobs_stab_189[7:0]      ), //o
    .io_knobs_stab_190       (regs_io_knobs_stab_190[7:0]      ), //o
    .io_knobs_stab_191       (regs_io_knobs_stab_191[7:0]      ), //o
    .io_knobs_stab_192       (regs_io_knobs_stab_192[7:0]      ), //o
    .io_knobs_stab_193       (regs_io_knobs_stab_193[7:0]      ), //o
    .io_knobs_stab_194       (regs_io_knobs_stab_194[7:0]      ), //o
    .io_knobs_stab_195       (regs_io_knobs_stab_195[7:0]      ), //o
    .io_knobs_stab_196       (regs_io_knobs_stab_196[7:0]      ), //o
    .io_knobs_stab_197       (regs_io_knobs_stab_197[7:0]      ), //o
    .io_knobs_stab_198       (regs_io_knobs_stab_198[7:0]      ), //o
    .io_knobs_stab_199       (regs_io_knobs_stab_199[7:0]      ), //o
    .io_knobs_stab_200       (regs_io_knobs_stab_200[7:0]      ), //o
    .io_knobs_stab_201       (regs_io_knobs_stab_201[7:0]      ), //o
    .io_knobs_stab_202       (regs_io_knobs_stab_202[7:0]      ), //o
    .io_knobs_stab_203       (regs_io_knobs_stab_203[7:0]      ), //o
    .io_knobs_stab_204       (regs_io_knobs_stab_204[7:0]      ), //o
    .io_knobs_stab_205       (regs_io_knobs_stab_205[7:0]      ), //o
    .io_knobs_stab_206       (regs_io_knobs_stab_206[7:0]      ), //o
    .io_knobs_stab_207       (regs_io_knobs_stab_207[7:0]      ), //o
    .io_knobs_stab_208       (regs_io_knobs_stab_208[7:0]      ), //o
    .io_knobs_stab_209       (regs_io_knobs_stab_209[7:0]      ), //o
    .io_knobs_stab_210       (regs_io_knobs_stab_210[7:0]      ), //o
    .io_knobs_stab_211       (regs_io_knobs_stab_211[7:0]      ), //o
    .io_knobs_stab_212       (regs_io_knobs_stab_212[7:0]      ), //o
    .io_knobs_stab_213       (regs_io_knobs_stab_213[7:0]      ), //o
    .io_knobs_stab_214       (regs_io_knobs_stab_214[7:0]      ), //o
    .io_knobs_stab_215       (regs_io_knobs_stab_215[7:0]      ), //o
    .io_knobs_stab_216       (regs_io_knobs_stab_216[7:0]      ), //o
    .io_knobs_stab_217       (regs_io_knobs_stab_217[7:0]      ), //o
    .io_knobs_stab_218       (regs_io_knobs_stab_218[7:0]      ), //o
    .io_knobs_stab_219       (regs_io_knobs_stab_219[7:0]      ), //o
    .io_knobs_stab_220       (regs_io_knobs_stab_220[7:0]      ), //o
    .io_knobs_stab_221       (regs_io_knobs_stab_221[7:0]      ), //o
    .io_knobs_stab_222       (regs_io_knobs_stab_222[7:0]      ), //o
    .io_knobs_stab_223       (regs_io_knobs_stab_223[7:0]      ), //o
    .io_knobs_stab_224       (regs_io_knobs_stab_224[7:0]      ), //o
    .io_knobs_stab_225       (regs_io_knobs_stab_225[7:0]      ), //o
    .io_knobs_stab_226       (regs_io_knobs_stab_226[7:0]      ), //o
    .io_knobs_stab_227       (regs_io_knobs_stab_227[7:0]      ), //o
    .io_knobs_stab_228       (regs_io_knobs_stab_228[7:0]      ), //o
    .io_knobs_stab_229       (regs_io_knobs_stab_229[7:0]      ), //o
    .io_knobs_stab_230       (regs_io_knobs_stab_230[7:0]      ), //o
    .io_knobs_stab_231       (regs_io_knobs_stab_231[7:0]      ), //o
    .io_knobs_stab_232       (regs_io_knobs_stab_232[7:0]      ), //o
    .io_knobs_stab_233       (regs_io_knobs_stab_233[7:0]      ), //o
    .io_knobs_stab_234       (regs_io_knobs_stab_234[7:0]      ), //o
    .io_knobs_stab_235       (regs_io_knobs_stab_235[7:0]      ), //o
    .io_knobs_stab_236       (regs_io_knobs_stab_236[7:0]      ), //o
    .io_knobs_stab_237       (regs_io_knobs_stab_237[7:0]      ), //o
    .io_knobs_stab_238       (regs_io_knobs_stab_238[7:0]      ), //o
    .io_knobs_stab_239       (regs_io_knobs_stab_239[7:0]      ), //o
    .io_knobs_stab_240       (regs_io_knobs_stab_240[7:0]      ), //o
    .io_knobs_stab_241       (regs_io_knobs_stab_241[7:0]      ), //o
    .io_knobs_stab_242       (regs_io_knobs_stab_242[7:0]      ), //o
    .io_knobs_stab_243       (regs_io_knobs_stab_243[7:0]      ), //o
    .io_knobs_stab_244       (regs_io_knobs_stab_244[7:0]      ), //o
    .io_knobs_stab_245       (regs_io_knobs_stab_245[7:0]      ), //o
    .io_knobs_stab_246       (regs_io_knobs_stab_246[7:0]      ), //o
    .io_knobs_stab_247       (regs_io_knobs_stab_247[7:0]      ), //o
    .io_knobs_stab_248       (regs_io_knobs_stab_248[7:0]      ), //o
    .io_knobs_stab_249       (regs_io_knobs_stab_249[7:0]      ), //o
    .io_knobs_stab_250       (regs_io_knobs_stab_250[7:0]      ), //o
    .io_knobs_stab_251       (regs_io_knobs_stab_251[7:0]      ), //o
    .io_knobs_stab_252       (regs_io_knobs_stab_252[7:0]      ), //o
    .io_knobs_stab_253       (regs_io_knobs_stab_253[7:0]      ), //o
    .io_knobs_stab_254       (regs_io_knobs_stab_254[7:0]      ), //o
    .io_knobs_stab_255       (regs_io_knobs_stab_255[7:0]      ), //o
    .io_commit               (regs_io_commit                   ), //o
    .io_clearPeak            (regs_io_clearPeak                ), //o
    .io_status_pkts_in       (_zz_io_status_pkts_in[63:0]      ), //i
    .io_status_bytes_in      (_zz_io_status_bytes_in[63:0]     ), //i
    .io_status_pkts_out      (_zz_io_status_pkts_out[63:0]     ), //i
    .io_status_bytes_out     (_zz_io_status_bytes_out[63:0]    ), //i
    .io_status_prob_mark     (_zz_io_status_prob_mark[63:0]    ), //i
    .io_status_forced_mark   (_zz_io_status_forced_mark[63:0]  ), //i
    .io_status_prob_drop     (_zz_io_status_prob_drop[63:0]    ), //i
    .io_status_forced_drop   (_zz_io_status_forced_drop[63:0]  ), //i
    .io_status_pdrop         (_zz_io_status_pdrop[63:0]        ), //i
    .io_status_bad           (_zz_io_status_bad[63:0]          ), //i
    .io_status_qavg          (red_io_qavg[63:0]                ), //i
    .io_status_cycle         (cycle[63:0]                      ), //i
    .io_status_commit_cycle  (commitCycle[63:0]                ), //i
    .io_status_backlog       (red_io_backlog[31:0]             ), //i
    .io_status_qlen          (red_io_qlen[31:0]                ), //i
    .io_status_peak_backlog  (red_io_peakBacklog[31:0]         ), //i
    .io_status_peak_qlen     (red_io_peakQlen[31:0]            ), //i
    .io_status_cur_max_p     (engineCfg_io_active_maxP[31:0]   ), //i
    .io_status_busy          (engineCfg_io_busy                ), //i
    .io_status_err           (engineCfg_io_err                 ), //i
    .io_status_err_code      (engineCfg_io_errCode[3:0]        ), //i
    .io_status_commits       (engineCfg_io_commits[31:0]       ), //i
    .io_status_refused       (engineCfg_io_refused[31:0]       ), //i
    .io_status_adapt_ticks   (engineCfg_io_adaptTicks[31:0]    ), //i
    .clk                     (clk                              ), //i
    .reset                   (reset                            )  //i
  );
  w256_ConfigEngine engineCfg (
    .io_knobs_min_th        (regs_io_knobs_min_th[31:0]           ), //i
    .io_knobs_max_th        (regs_io_knobs_max_th[31:0]           ), //i
    .io_knobs_limit         (regs_io_knobs_limit[31:0]            ), //i
    .io_knobs_max_p         (regs_io_knobs_max_p[31:0]            ), //i
    .io_knobs_wlog          (regs_io_knobs_wlog[4:0]              ), //i
    .io_knobs_plog          (regs_io_knobs_plog[4:0]              ), //i
    .io_knobs_scell_log     (regs_io_knobs_scell_log[4:0]         ), //i
    .io_knobs_mode          (regs_io_knobs_mode[1:0]              ), //i
    .io_knobs_unit          (regs_io_knobs_unit                   ), //i
    .io_knobs_gentle        (regs_io_knobs_gentle                 ), //i
    .io_knobs_harddrop      (regs_io_knobs_harddrop               ), //i
    .io_knobs_nodrop        (regs_io_knobs_nodrop                 ), //i
    .io_knobs_adaptive      (regs_io_knobs_adaptive               ), //i
    .io_knobs_rate          (regs_io_knobs_rate[63:0]             ), //i
    .io_knobs_burst         (regs_io_knobs_burst[31:0]            ), //i
    .io_knobs_seed          (regs_io_knobs_seed[31:0]             ), //i
    .io_knobs_cycles_per_us (regs_io_knobs_cycles_per_us[15:0]    ), //i
    .io_knobs_stab_0        (regs_io_knobs_stab_0[7:0]            ), //i
    .io_knobs_stab_1        (regs_io_knobs_stab_1[7:0]            ), //i
    .io_knobs_stab_2        (regs_io_knobs_stab_2[7:0]            ), //i
    .io_knobs_stab_3        (regs_io_knobs_stab_3[7:0]            ), //i
    .io_knobs_stab_4        (regs_io_knobs_stab_4[7:0]            ), //i
    .io_knobs_stab_5        (regs_io_knobs_stab_5[7:0]            ), //i
    .io_knobs_stab_6        (regs_io_knobs_stab_6[7:0]            ), //i
    .io_knobs_stab_7        (regs_io_knobs_stab_7[7:0]            ), //i
    .io_knobs_stab_8        (regs_io_knobs_stab_8[7:0]            ), //i
    .io_knobs_stab_9        (regs_io_knobs_stab_9[7:0]            ), //i
    .io_knobs_stab_10       (regs_io_knobs_stab_10[7:0]           ), //i
    .io_knobs_stab_11       (regs_io_knobs_stab_11[7:0]           ), //i
    .io_knobs_stab_12       (regs_io_knobs_stab_12[7:0]           ), //i
    .io_knobs_stab_13       (regs_io_knobs_stab_13[7:0]           ), //i
    .io_knobs_stab_14       (regs_io_knobs_stab_14[7:0]           ), //i
    .io_knobs_stab_15       (regs_io_knobs_stab_15[7:0]           ), //i
    .io_knobs_stab_16       (regs_io_knobs_stab_16[7:0]           ), //i
    .io_knobs_stab_17       (regs_io_knobs_stab_17[7:0]           ), //i
    .io_knobs_stab_18       (regs_io_knobs_stab_18[7:0]           ), //i
    .io_knobs_stab_19       (regs_io_knobs_stab_19[7:0]           ), //i
    .io_knobs_stab_20       (regs_io_knobs_stab_20[7:0]           ), //i
    .io_knobs_stab_21       (regs_io_knobs_stab_21[7:0]           ), //i
    .io_knobs_stab_22       (regs_io_knobs_stab_22[7:0]           ), //i
    .io_knobs_stab_23       (regs_io_knobs_stab_23[7:0]           ), //i
    .io_knobs_stab_24       (regs_io_knobs_stab_24[7:0]           ), //i
    .io_knobs_stab_25       (regs_io_knobs_stab_25[7:0]           ), //i
    .io_knobs_stab_26       (regs_io_knobs_stab_26[7:0]           ), //i
    .io_knobs_stab_27       (regs_io_knobs_stab_27[7:0]           ), //i
    .io_knobs_stab_28       (regs_io_knobs_stab_28[7:0]           ), //i
    .io_knobs_stab_29       (regs_io_knobs_stab_29[7:0]           ), //i
    .io_knobs_stab_30       (regs_io_knobs_stab_30[7:0]           ), //i
    .io_knobs_stab_31       (regs_io_knobs_stab_31[7:0]           ), //i
    .io_knobs_stab_32       (regs_io_knobs_stab_32[7:0]           ), //i
    .io_knobs_stab_33       (regs_io_knobs_stab_33[7:0]           ), //i
    .io_knobs_stab_34       (regs_io_knobs_stab_34[7:0]           ), //i
    .io_knobs_stab_35       (regs_io_knobs_stab_35[7:0]           ), //i
    .io_knobs_stab_36       (regs_io_knobs_stab_36[7:0]           ), //i
    .io_knobs_stab_37       (regs_io_knobs_stab_37[7:0]           ), //i
    .io_knobs_stab_38       (regs_io_knobs_stab_38[7:0]           ), //i
    .io_knobs_stab_39       (regs_io_knobs_stab_39[7:0]           ), //i
    .io_knobs_stab_40       (regs_io_knobs_stab_40[7:0]           ), //i
    .io_knobs_stab_41       (regs_io_knobs_stab_41[7:0]           ), //i
    .io_knobs_stab_42       (regs_io_knobs_stab_42[7:0]           ), //i
    .io_knobs_stab_43       (regs_io_knobs_stab_43[7:0]           ), //i
    .io_knobs_stab_44       (regs_io_knobs_stab_44[7:0]           ), //i
    .io_knobs_stab_45       (regs_io_knobs_stab_45[7:0]           ), //i
    .io_knobs_stab_46       (regs_io_knobs_stab_46[7:0]           ), //i
    .io_knobs_stab_47       (regs_io_knobs_stab_47[7:0]           ), //i
    .io_knobs_stab_48       (regs_io_knobs_stab_48[7:0]           ), //i
    .io_knobs_stab_49       (regs_io_knobs_stab_49[7:0]           ), //i
    .io_knobs_stab_50       (regs_io_knobs_stab_50[7:0]           ), //i
    .io_knobs_stab_51       (regs_io_knobs_stab_51[7:0]           ), //i
    .io_knobs_stab_52       (regs_io_knobs_stab_52[7:0]           ), //i
    .io_knobs_stab_53       (regs_io_knobs_stab_53[7:0]           ), //i
    .io_knobs_stab_54       (regs_io_knobs_stab_54[7:0]           ), //i
    .io_knobs_stab_55       (regs_io_knobs_stab_55[7:0]           ), //i
    .io_knobs_stab_56       (regs_io_knobs_stab_56[7:0]           ), //i
    .io_knobs_stab_57       (regs_io_knobs_stab_57[7:0]           ), //i
    .io_knobs_stab_58       (regs_io_knobs_stab_58[7:0]           ), //i
    .io_knobs_stab_59       (regs_io_knobs_stab_59[7:0]           ), //i
    .io_knobs_stab_60       (regs_io_knobs_stab_60[7:0]           ), //i
    .io_knobs_stab_61       (regs_io_knobs_stab_61[7:0]           ), //i
    .io_knobs_stab_62       (regs_io_knobs_stab_62[7:0]           ), //i
    .io_knobs_stab_63       (regs_io_knobs_stab_63[7:0]           ), //i
    .io_knobs_stab_64       (regs_io_knobs_stab_64[7:0]           ), //i
    .io_knobs_stab_65       (regs_io_knobs_stab_65[7:0]           ), //i
    .io_knobs_stab_66       (regs_io_knobs_stab_66[7:0]           ), //i
    .io_knobs_stab_67       (regs_io_knobs_stab_67[7:0]           ), //i
    .io_knobs_stab_68       (regs_io_knobs_stab_68[7:0]           ), //i
    .io_knobs_stab_69       (regs_io_knobs_stab_69[7:0]           ), //i
    .io_knobs_stab_70       (regs_io_knobs_stab_70[7:0]           ), //i
    .io_knobs_stab_71       (regs_io_knobs_stab_71[7:0]           ), //i
    .io_knobs_stab_72       (regs_io_knobs_stab_72[7:0]           ), //i
    .io_knobs_stab_73       (regs_io_knobs_stab_73[7:0]           ), //i
    .io_knobs_stab_74       (regs_io_knobs_stab_74[7:0]           ), //i
    .io_knobs_stab_75       (regs_io_knobs_stab_75[7:0]           ), //i
    .io_knobs_stab_76       (regs_io_knobs_stab_76[7:0]           ), //i
    .io_knobs_stab_77       (regs_io_knobs_stab_77[7:0]           ), //i
    .io_knobs_stab_78       (regs_io_knobs_stab_78[7:0]           ), //i
    .io_knobs_stab_79       (regs_io_knobs_stab_79[7:0]           ), //i
    .io_knobs_stab_80       (regs_io_knobs_stab_80[7:0]           ), //i
    .io_knobs_stab_81       (regs_io_knobs_stab_81[7:0]           ), //i
    .io_knobs_stab_82       (regs_io_knobs_stab_82[7:0]           ), //i
    .io_knobs_stab_83       (regs_io_knobs_stab_83[7:0]           ), //i
    .io_knobs_stab_84       (regs_io_knobs_stab_84[7:0]           ), //i
    .io_knobs_stab_85       (regs_io_knobs_stab_85[7:0]           ), //i
    .io_knobs_stab_86       (regs_io_knobs_stab_86[7:0]           ), //i
    .io_knobs_stab_87       (regs_io_knobs_stab_87[7:0]           ), //i
    .io_knobs_stab_88       (regs_io_knobs_stab_88[7:0]           ), //i
    .io_knobs_stab_89       (regs_io_knobs_stab_89[7:0]           ), //i
    .io_knobs_stab_90       (regs_io_knobs_stab_90[7:0]           ), //i
    .io_knobs_stab_91       (regs_io_knobs_stab_91[7:0]           ), //i
    .io_knobs_stab_92       (regs_io_knobs_stab_92[7:0]           ), //i
    .io_knobs_stab_93       (regs_io_knobs_stab_93[7:0]           ), //i
    .io_knobs_stab_94       (regs_io_knobs_stab_94[7:0]           ), //i
    .io_knobs_stab_95       (regs_io_knobs_stab_95[7:0]           ), //i
    .io_knobs_stab_96       (regs_io_knobs_stab_96[7:0]           ), //i
    .io_knobs_stab_97       (regs_io_knobs_stab_97[7:0]           ), //i
    .io_knobs_stab_98       (regs_io_knobs_stab_98[7:0]           ), //i
    .io_knobs_stab_99       (regs_io_knobs_stab_99[7:0]           ), //i
    .io_knobs_stab_100      (regs_io_knobs_stab_100[7:0]          ), //i
    .io_knobs_stab_101      (regs_io_knobs_stab_101[7:0]          ), //i
    .io_knobs_stab_102      (regs_io_knobs_stab_102[7:0]          ), //i
    .io_knobs_stab_103      (regs_io_knobs_stab_103[7:0]          ), //i
    .io_knobs_stab_104      (regs_io_knobs_stab_104[7:0]          ), //i
    .io_knobs_stab_105      (regs_io_knobs_stab_105[7:0]          ), //i
    .io_knobs_stab_106      (regs_io_knobs_stab_106[7:0]          ), //i
    .io_knobs_stab_107      (regs_io_knobs_stab_107[7:0]          ), //i
    .io_knobs_stab_108      (regs_io_knobs_stab_108[7:0]          ), //i
    .io_knobs_stab_109      (regs_io_knobs_stab_109[7:0]          ), //i
    .io_knobs_stab_110      (regs_io_knobs_stab_110[7:0]          ), //i
    .io_knobs_stab_111      (regs_io_knobs_stab_111[7:0]          ), //i
    .io_knobs_stab_112      (regs_io_knobs_stab_112[7:0]          ), //i
    .io_knobs_stab_113      (regs_io_knobs_stab_113[7:0]          ), //i
    .io_knobs_stab_114      (regs_io_knobs_stab_114[7:0]          ), //i
    .io_knobs_stab_115      (regs_io_knobs_stab_115[7:0]          ), //i
    .io_knobs_stab_116      (regs_io_knobs_stab_116[7:0]          ), //i
    .io_knobs_stab_117      (regs_io_knobs_stab_117[7:0]          ), //i
    .io_knobs_stab_118      (regs_io_knobs_stab_118[7:0]          ), //i
    .io_knobs_stab_119      (regs_io_knobs_stab_119[7:0]          ), //i
    .io_knobs_stab_120      (regs_io_knobs_stab_120[7:0]          ), //i
    .io_knobs_stab_121      (regs_io_knobs_stab_121[7:0]          ), //i
    .io_knobs_stab_122      (regs_io_knobs_stab_122[7:0]          ), //i
    .io_knobs_stab_123      (regs_io_knobs_stab_123[7:0]          ), //i
    .io_knobs_stab_124      (regs_io_knobs_stab_124[7:0]          ), //i
    .io_knobs_stab_125      (regs_io_knobs_stab_125[7:0]          ), //i
    .io_knobs_stab_126      (regs_io_knobs_stab_126[7:0]          ), //i
    .io_knobs_stab_127      (regs_io_knobs_stab_127[7:0]          ), //i
    .io_knobs_stab_128      (regs_io_knobs_stab_128[7:0]          ), //i
    .io_knobs_stab_129      (regs_io_knobs_stab_129[7:0]          ), //i
    .io_knobs_stab_130      (regs_io_knobs_stab_130[7:0]          ), //i
    .io_knobs_stab_131      (regs_io_knobs_stab_131[7:0]          ), //i
    .io_knobs_stab_132      (regs_io_knobs_stab_132[7:0]          ), //i
    .io_knobs_stab_133      (regs_io_knobs_stab_133[7:0]          ), //i
    .io_knobs_stab_134      (regs_io_knobs_stab_134[7:0]          ), //i
    .io_knobs_stab_135      (regs_io_knobs_stab_135[7:0]          ), //i
    .io_knobs_stab_136      (regs_io_knobs_stab_136[7:0]          ), //i
    .io_knobs_stab_137      (regs_io_knobs_stab_137[7:0]          ), //i
    .io_knobs_stab_138      (regs_io_knobs_stab_138[7:0]          ), //i
    .io_knobs_stab_139      (regs_io_knobs_stab_139[7:0]          ), //i
    .io_knobs_stab_140      (regs_io_knobs_stab_140[7:0]          ), //i
    .io_knobs_stab_141      (regs_io_knobs_stab_141[7:0]          ), //i
    .io_knobs_stab_142      (regs_io_knobs_stab_142[7:0]          ), //i
    .io_knobs_stab_143      (regs_io_knobs_stab_143[7:0]          ), //i
    .io_knobs_stab_144      (regs_io_knobs_stab_144[7:0]          ), //i
    .io_knobs_stab_145      (regs_io_knobs_stab_145[7:0]          ), //i
    .io_knobs_stab_146      (regs_io_knobs_stab_146[7:0]          ), //i
    .io_knobs_stab_147      (regs_io_knobs_stab_147[7:0]          ), //i
    .io_knobs_stab_148      (regs_io_knobs_stab_148[7:0]          ), //i
    .io_knobs_stab_149      (regs_io_knobs_stab_149[7:0]          ), //i
    .io_knobs_stab_150      (regs_io_knobs_stab_150[7:0]          ), //i
    .io_knobs_stab_151      (regs_io_knobs_stab_151[7:0]          ), //i
    .io_knobs_stab_152      (regs_io_knobs_stab_152[7:0]          ), //i
    .io_knobs_stab_153      (regs_io_knobs_stab_153[7:0]          ), //i
    .io_knobs_stab_154      (regs_io_knobs_stab_154[7:0]          ), //i
    .io_knobs_stab_155      (regs_io_knobs_stab_155[7:0]          ), //i
    .io_knobs_stab_156      (regs_io_knobs_stab_156[7:0]          ), //i
    .io_knobs_stab_157      (regs_io_knobs_stab_157[7:0]          ), //i
    .io_knobs_stab_158      (regs_io_knobs_stab_158[7:0]          ), //i
    .io_knobs_stab_159      (regs_io_knobs_stab_159[7:0]          ), //i
    .io_knobs_stab_160      (regs_io_knobs_stab_160[7:0]          ), //i
    .io_knobs_stab_161      (regs_io_knobs_stab_161[7:0]          ), //i
    .io_knobs_stab_162      (regs_io_knobs_stab_162[7:0]          ), //i
    .io_knobs_stab_163      (regs_io_knobs_stab_163[7:0]          ), //i
    .io_knobs_stab_164      (regs_io_knobs_stab_164[7:0]          ), //i
    .io_knobs_stab_165      (regs_io_knobs_stab_165[7:0]          ), //i
    .io_knobs_stab_166      (regs_io_knobs_stab_166[7:0]          ), //i
    .io_knobs_stab_167      (regs_io_knobs_stab_167[7:0]          ), //i
    .io_knobs_stab_168      (regs_io_knobs_stab_168[7:0]          ), //i
    .io_knobs_stab_169      (regs_io_knobs_stab_169[7:0]          ), //i
    .io_knobs_stab_170      (regs_io_knobs_stab_170[7:0]          ), //i
    .io_knobs_stab_171      (regs_io_knobs_stab_171[7:0]          ), //i
    .io_knobs_stab_172      (regs_io_knobs_stab_172[7:0]          ), //i
    .io_knobs_stab_173      (regs_io_knobs_stab_173[7:0]          ), //i
    .io_knobs_stab_174      (regs_io_knobs_stab_174[7:0]          ), //i
    .io_knobs_stab_175      (regs_io_knobs_stab_175[7:0]          ), //i
    .io_knobs_stab_176      (regs_io_knobs_stab_176[7:0]          ), //i
    .io_knobs_stab_177      (regs_io_knobs_stab_177[7:0]          ), //i
    .io_knobs_stab_178      (regs_io_knobs_stab_178[7:0]          ), //i
    .io_knobs_stab_179      (regs_io_knobs_stab_179[7:0]          ), //i
    .io_knobs_stab_180      (regs_io_knobs_stab_180[7:0]          ), //i
    .io_knobs_stab_181      (regs_io_knobs_stab_181[7:0]          ), //i
    .io_knobs_stab_182      (regs_io_knobs_stab_182[7:0]          ), //i
    .io_knobs_stab_183      (regs_io_knobs_stab_183[7:0]          ), //i
    .io_knobs_stab_184      (regs_io_knobs_stab_184[7:0]          ), //i
    .io_knobs_stab_185      (regs_io_knobs_stab_185[7:0]          ), //i
    .io_knobs_stab_186      (regs_io_knobs_stab_186[7:0]          ), //i
    .io_knobs_stab_187      (regs_io_knobs_stab_187[7:0]          ), //i
    .io_knobs_stab_188      (regs_io_knobs_stab_188[7:0]          ), //i
    .io_knobs_stab_189      (regs_io_knobs_stab_189[7:0]          ), //i
    .io_knobs_stab_190      (regs_io_knobs_stab_190[7:0]          ), //i
    .io_knobs_stab_191      (regs_io_knobs_stab_191[7:0]          ), //i
    .io_knobs_stab_192      (regs_io_knobs_stab_192[7:0]          ), //i
    .io_knobs_stab_193      (regs_io_knobs_stab_193[7:0]          ), //i
    .io_knobs_stab_194      (regs_io_knobs_stab_194[7:0]          ), //i
    .io_knobs_stab_195      (regs_io_knobs_stab_195[7:0]          ), //i
    .io_knobs_stab_196      (regs_io_knobs_stab_196[7:0]          ), //i
    .io_knobs_stab_197      (regs_io_knobs_stab_197[7:0]          ), //i
    .io_knobs_stab_198      (regs_io_knobs_stab_198[7:0]          ), //i
    .io_knobs_stab_199      (regs_io_knobs_stab_199[7:0]          ), //i
    .io_knobs_stab_200      (regs_io_knobs_stab_200[7:0]          ), //i
    .io_knobs_stab_201      (regs_io_knobs_stab_201[7:0]          ), //i
    .io_knobs_stab_202      (regs_io_knobs_stab_202[7:0]          ), //i
    .io_knobs_stab_203      (regs_io_knobs_stab_203[7:0]          ), //i
    .io_knobs_stab_204      (regs_io_knobs_stab_204[7:0]          ), //i
    .io_knobs_stab_205      (regs_io_knobs_stab_205[7:0]          ), //i
    .io_knobs_stab_206      (regs_io_knobs_stab_206[7:0]          ), //i
    .io_knobs_stab_207      (regs_io_knobs_stab_207[7:0]          ), //i
    .io_knobs_stab_208      (regs_io_knobs_stab_208[7:0]          ), //i
    .io_knobs_stab_209      (regs_io_knobs_stab_209[7:0]          ), //i
    .io_knobs_stab_210      (regs_io_knobs_stab_210[7:0]          ), //i
    .io_knobs_stab_211      (regs_io_knobs_stab_211[7:0]          ), //i
    .io_knobs_stab_212      (regs_io_knobs_stab_212[7:0]          ), //i
    .io_knobs_stab_213      (regs_io_knobs_stab_213[7:0]          ), //i
    .io_knobs_stab_214      (regs_io_knobs_stab_214[7:0]          ), //i
    .io_knobs_stab_215      (regs_io_knobs_stab_215[7:0]          ), //i
    .io_knobs_stab_216      (regs_io_knobs_stab_216[7:0]          ), //i
    .io_knobs_stab_217      (regs_io_knobs_stab_217[7:0]          ), //i
    .io_knobs_stab_218      (regs_io_knobs_stab_218[7:0]          ), //i
    .io_knobs_stab_219      (regs_io_knobs_stab_219[7:0]          ), //i
    .io_knobs_stab_220      (regs_io_knobs_stab_220[7:0]          ), //i
    .io_knobs_stab_221      (regs_io_knobs_stab_221[7:0]          ), //i
    .io_knobs_stab_222      (regs_io_knobs_stab_222[7:0]          ), //i
    .io_knobs_stab_223      (regs_io_knobs_stab_223[7:0]          ), //i
    .io_knobs_stab_224      (regs_io_knobs_stab_224[7:0]          ), //i
    .io_knobs_stab_225      (regs_io_knobs_stab_225[7:0]          ), //i
    .io_knobs_stab_226      (regs_io_knobs_stab_226[7:0]          ), //i
    .io_knobs_stab_227      (regs_io_knobs_stab_227[7:0]          ), //i
    .io_knobs_stab_228      (regs_io_knobs_stab_228[7:0]          ), //i
    .io_knobs_stab_229      (regs_io_knobs_stab_229[7:0]          ), //i
    .io_knobs_stab_230      (regs_io_knobs_stab_230[7:0]          ), //i
    .io_knobs_stab_231      (regs_io_knobs_stab_231[7:0]          ), //i
    .io_knobs_stab_232      (regs_io_knobs_stab_232[7:0]          ), //i
    .io_knobs_stab_233      (regs_io_knobs_stab_233[7:0]          ), //i
    .io_knobs_stab_234      (regs_io_knobs_stab_234[7:0]          ), //i
    .io_knobs_stab_235      (regs_io_knobs_stab_235[7:0]          ), //i
    .io_knobs_stab_236      (regs_io_knobs_stab_236[7:0]          ), //i
    .io_knobs_stab_237      (regs_io_knobs_stab_237[7:0]          ), //i
    .io_knobs_stab_238      (regs_io_knobs_stab_238[7:0]          ), //i
    .io_knobs_stab_239      (regs_io_knobs_stab_239[7:0]          ), //i
    .io_knobs_stab_240      (regs_io_knobs_stab_240[7:0]          ), //i
    .io_knobs_stab_241      (regs_io_knobs_stab_241[7:0]          ), //i
    .io_knobs_stab_242      (regs_io_knobs_stab_242[7:0]          ), //i
    .io_knobs_stab_243      (regs_io_knobs_stab_243[7:0]          ), //i
    .io_knobs_stab_244      (regs_io_knobs_stab_244[7:0]          ), //i
    .io_knobs_stab_245      (regs_io_knobs_stab_245[7:0]          ), //i
    .io_knobs_stab_246      (regs_io_knobs_stab_246[7:0]          ), //i
    .io_knobs_stab_247      (regs_io_knobs_stab_247[7:0]          ), //i
    .io_knobs_stab_248      (regs_io_knobs_stab_248[7:0]          ), //i
    .io_knobs_stab_249      (regs_io_knobs_stab_249[7:0]          ), //i
    .io_knobs_stab_250      (regs_io_knobs_stab_250[7:0]          ), //i
    .io_knobs_stab_251      (regs_io_knobs_stab_251[7:0]          ), //i
    .io_knobs_stab_252      (regs_io_knobs_stab_252[7:0]          ), //i
    .io_knobs_stab_253      (regs_io_knobs_stab_253[7:0]          ), //i
    .io_knobs_stab_254      (regs_io_knobs_stab_254[7:0]          ), //i
    .io_knobs_stab_255      (regs_io_knobs_stab_255[7:0]          ), //i
    .io_commit              (regs_io_commit                       ), //i
    .io_usTick              (usTick                               ), //i
    .io_qavg                (red_io_adaptQavg[63:0]               ), //i
    .io_active_minTh        (engineCfg_io_active_minTh[31:0]      ), //o
    .io_active_maxTh        (engineCfg_io_active_maxTh[31:0]      ), //o
    .io_active_limit        (engineCfg_io_active_limit[31:0]      ), //o
    .io_active_qthMin       (engineCfg_io_active_qthMin[31:0]     ), //o
    .io_active_qthMax       (engineCfg_io_active_qthMax[31:0]     ), //o
    .io_active_wlog         (engineCfg_io_active_wlog[4:0]        ), //o
    .io_active_scellLog     (engineCfg_io_active_scellLog[4:0]    ), //o
    .io_active_delta        (engineCfg_io_active_delta[31:0]      ), //o
    .io_active_maxP         (engineCfg_io_active_maxP[31:0]       ), //o
    .io_active_mpd          (engineCfg_io_active_mpd[31:0]        ), //o
    .io_active_recipM       (engineCfg_io_active_recipM[31:0]     ), //o
    .io_active_recipSh1     (engineCfg_io_active_recipSh1         ), //o
    .io_active_recipSh2     (engineCfg_io_active_recipSh2[4:0]    ), //o
    .io_active_gentleStep   (engineCfg_io_active_gentleStep[47:0] ), //o
    .io_active_scellMax     (engineCfg_io_active_scellMax[30:0]   ), //o
    .io_active_targetMin    (engineCfg_io_active_targetMin[31:0]  ), //o
    .io_active_targetMax    (engineCfg_io_active_targetMax[31:0]  ), //o
    .io_active_stab_0       (engineCfg_io_active_stab_0[4:0]      ), //o
    .io_active_stab_1       (engineCfg_io_active_stab_1[4:0]      ), //o
    .io_active_stab_2       (engineCfg_io_active_stab_2[4:0]      ), //o
    .io_active_stab_3       (engineCfg_io_active_stab_3[4:0]      ), //o
    .io_active_stab_4       (engineCfg_io_active_stab_4[4:0]      ), //o
    .io_active_stab_5       (engineCfg_io_active_stab_5[4:0]      ), //o
    .io_active_stab_6       (engineCfg_io_active_stab_6[4:0]      ), //o
    .io_active_stab_7       (engineCfg_io_active_stab_7[4:0]      ), //o
    .io_active_stab_8       (engineCfg_io_active_stab_8[4:0]      ), //o
    .io_active_stab_9       (engineCfg_io_active_stab_9[4:0]      ), //o
    .io_active_stab_10      (engineCfg_io_active_stab_10[4:0]     ), //o
    .io_active_stab_11      (engineCfg_io_active_stab_11[4:0]     ), //o
    .io_active_stab_12      (engineCfg_io_active_stab_12[4:0]     ), //o
    .io_active_stab_13      (engineCfg_io_active_stab_13[4:0]     ), //o
    .io_active_stab_14      (engineCfg_io_active_stab_14[4:0]     ), //o
    .io_active_stab_15      (engineCfg_io_active_stab_15[4:0]     ), //o
    .io_active_stab_16      (engineCfg_io_active_stab_16[4:0]     ), //o
    .io_active_stab_17      (engineCfg_io_active_stab_17[4:0]     ), //o
    .io_active_stab_18      (engineCfg_io_active_stab_18[4:0]     ), //o
    .io_active_stab_19      (engineCfg_io_active_stab_19[4:0]     ), //o
    .io_active_stab_20      (engineCfg_io_active_stab_20[4:0]     ), //o
    .io_active_stab_21      (engineCfg_io_active_stab_21[4:0]     ), //o
    .io_active_stab_22      (engineCfg_io_active_stab_22[4:0]     ), //o
    .io_active_stab_23      (engineCfg_io_active_stab_23[4:0]     ), //o
    .io_active_stab_24      (engineCfg_io_active_stab_24[4:0]     ), //o
    .io_active_stab_25      (engineCfg_io_active_stab_25[4:0]     ), //o
    .io_active_stab_26      (engineCfg_io_active_stab_26[4:0]     ), //o
    .io_active_stab_27      (engineCfg_io_active_stab_27[4:0]     ), //o
    .io_active_stab_28      (engineCfg_io_active_stab_28[4:0]     ), //o
    .io_active_stab_29      (engineCfg_io_active_stab_29[4:0]     ), //o
    .io_active_stab_30      (engineCfg_io_active_stab_30[4:0]     ), //o
    .io_active_stab_31      (engineCfg_io_active_stab_31[4:0]     ), //o
    .io_active_stab_32      (engineCfg_io_active_stab_32[4:0]     ), //o
    .io_active_stab_33      (engineCfg_io_active_stab_33[4:0]     ), //o
    .io_active_stab_34      (engineCfg_io_active_stab_34[4:0]     ), //o
    .io_active_stab_35      (engineCfg_io_active_stab_35[4:0]     ), //o
    .io_active_stab_36      (engineCfg_io_active_stab_36[4:0]     ), //o
    .io_active_stab_37      (engineCfg_io_active_stab_37[4:0]     ), //o
    .io_active_stab_38      (engineCfg_io_active_stab_38[4:0]     ), //o
    .io_active_stab_39      (engineCfg_io_active_stab_39[4:0]     ), //o
    .io_active_stab_40      (engineCfg_io_active_stab_40[4:0]     ), //o
    .io_active_stab_41      (engineCfg_io_active_stab_41[4:0]     ), //o
    .io_active_stab_42      (engineCfg_io_active_stab_42[4:0]     ), //o
    .io_active_stab_43      (engineCfg_io_active_stab_43[4:0]     ), //o
    .io_active_stab_44      (engineCfg_io_active_stab_44[4:0]     ), //o
    .io_active_stab_45      (engineCfg_io_active_stab_45[4:0]     ), //o
    .io_active_stab_46      (engineCfg_io_active_stab_46[4:0]     ), //o
    .io_active_stab_47      (engineCfg_io_active_stab_47[4:0]     ), //o
    .io_active_stab_48      (engineCfg_io_active_stab_48[4:0]     ), //o
    .io_active_stab_49      (engineCfg_io_active_stab_49[4:0]     ), //o
    .io_active_stab_50      (engineCfg_io_active_stab_50[4:0]     ), //o
    .io_active_stab_51      (engineCfg_io_active_stab_51[4:0]     ), //o
    .io_active_stab_52      (engineCfg_io_active_stab_52[4:0]     ), //o
    .io_active_stab_53      (engineCfg_io_active_stab_53[4:0]     ), //o
    .io_active_stab_54      (engineCfg_io_active_stab_54[4:0]     ), //o
    .io_active_stab_55      (engineCfg_io_active_stab_55[4:0]     ), //o
    .io_active_stab_56      (engineCfg_io_active_stab_56[4:0]     ), //o
    .io_active_stab_57      (engineCfg_io_active_stab_57[4:0]     ), //o
    .io_active_stab_58      (engineCfg_io_active_stab_58[4:0]     ), //o
    .io_active_stab_59      (engineCfg_io_active_stab_59[4:0]     ), //o
    .io_active_stab_60      (engineCfg_io_active_stab_60[4:0]     ), //o
    .io_active_stab_61      (engineCfg_io_active_stab_61[4:0]     ), //o
    .io_active_stab_62      (engineCfg_io_active_stab_62[4:0]     ), //o
    .io_active_stab_63      (engineCfg_io_active_stab_63[4:0]     ), //o
    .io_active_stab_64      (engineCfg_io_active_stab_64[4:0]     ), //o
    .io_active_stab_65      (engineCfg_io_active_stab_65[4:0]     ), //o
    .io_active_stab_66      (engineCfg_io_active_stab_66[4:0]     ), //o
    .io_active_stab_67      (engineCfg_io_active_stab_67[4:0]     ), //o
    .io_active_stab_68      (engineCfg_io_active_stab_68[4:0]     ), //o
    .io_active_stab_69      (engineCfg_io_active_stab_69[4:0]     ), //o
    .io_active_stab_70      (engineCfg_io_active_stab_70[4:0]     ), //o
    .io_active_stab_71      (engineCfg_io_active_stab_71[4:0]     ), //o
    .io_active_stab_72      (engineCfg_io_active_stab_72[4:0]     ), //o
    .io_active_stab_73      (engineCfg_io_active_stab_73[4:0]     ), //o
    .io_active_stab_74      (engineCfg_io_active_stab_74[4:0]     ), //o
    .io_active_stab_75      (engineCfg_io_active_stab_75[4:0]     ), //o
    .io_active_stab_76      (engineCfg_io_active_stab_76[4:0]     ), //o
    .io_active_stab_77      (engineCfg_io_active_stab_77[4:0]     ), //o
    .io_active_stab_78      (engineCfg_io_active_stab_78[4:0]     ), //o
    .io_active_stab_79      (engineCfg_io_active_stab_79[4:0]     ), //o
    .io_active_stab_80      (engineCfg_io_active_stab_80[4:0]     ), //o
    .io_active_stab_81      (engineCfg_io_active_stab_81[4:0]     ), //o
    .io_active_stab_82      (engineCfg_io_active_stab_82[4:0]     ), //o
    .io_active_stab_83      (engineCfg_io_active_stab_83[4:0]     ), //o
    .io_active_stab_84      (engineCfg_io_active_stab_84[4:0]     ), //o
    .io_active_stab_85      (engineCfg_io_active_stab_85[4:0]     ), //o
    .io_active_stab_86      (engineCfg_io_active_stab_86[4:0]     ), //o
    .io_active_stab_87      (engineCfg_io_active_stab_87[4:0]     ), //o
    .io_active_stab_88      (engineCfg_io_active_stab_88[4:0]     ), //o
    .io_active_stab_89      (engineCfg_io_active_stab_89[4:0]     ), //o
    .io_active_stab_90      (engineCfg_io_active_stab_90[4:0]     ), //o
    .io_active_stab_91      (engineCfg_io_active_stab_91[4:0]     ), //o
    .io_active_stab_92      (engineCfg_io_active_stab_92[4:0]     ), //o
    .io_active_stab_93      (engineCfg_io_active_stab_93[4:0]     ), //o
    .io_active_stab_94      (engineCfg_io_active_stab_94[4:0]     ), //o
    .io_active_stab_95      (engineCfg_io_active_stab_95[4:0]     ), //o
    .io_active_stab_96      (engineCfg_io_active_stab_96[4:0]     ), //o
    .io_active_stab_97      (engineCfg_io_active_stab_97[4:0]     ), //o
    .io_active_stab_98      (engineCfg_io_active_stab_98[4:0]     ), //o
    .io_active_stab_99      (engineCfg_io_active_stab_99[4:0]     ), //o
    .io_active_stab_100     (engineCfg_io_active_stab_100[4:0]    ), //o
    .io_active_stab_101     (engineCfg_io_active_stab_101[4:0]    ), //o
    .io_active_stab_102     (engineCfg_io_active_stab_102[4:0]    ), //o
    .io_active_stab_103     (engineCfg_io_active_stab_103[4:0]    ), //o
    .io_active_stab_104     (engineCfg_io_active_stab_104[4:0]    ), //o
    .io_active_stab_105     (engineCfg_io_active_stab_105[4:0]    ), //o
    .io_active_stab_106     (engineCfg_io_active_stab_106[4:0]    ), //o
    .io_active_stab_107     (engineCfg_io_active_stab_107[4:0]    ), //o
    .io_active_stab_108     (engineCfg_io_active_stab_108[4:0]    ), //o
    .io_active_stab_109     (engineCfg_io_active_stab_109[4:0]    ), //o
    .io_active_stab_110     (engineCfg_io_active_stab_110[4:0]    ), //o
    .io_active_stab_111     (engineCfg_io_active_stab_111[4:0]    ), //o
    .io_active_stab_112     (engineCfg_io_active_stab_112[4:0]    ), //o
    .io_active_stab_113     (engineCfg_io_active_stab_113[4:0]    ), //o
    .io_active_stab_114     (engineCfg_io_active_stab_114[4:0]    ), //o
    .io_active_stab_115     (engineCfg_io_active_stab_115[4:0]    ), //o
    .io_active_stab_116     (engineCfg_io_active_stab_116[4:0]    ), //o
    .io_active_stab_117     (engineCfg_io_active_stab_117[4:0]    ), //o
    .io_active_stab_118     (engineCfg_io_active_stab_118[4:0]    ), //o
    .io_active_stab_119     (engineCfg_io_active_stab_119[4:0]    ), //o
    .io_active_stab_120     (engineCfg_io_active_stab_120[4:0]    ), //o
    .io_active_stab_121     (engineCfg_io_active_stab_121[4:0]    ), //o
    .io_active_stab_122     (engineCfg_io_active_stab_122[4:0]    ), //o
    .io_active_stab_123     (engineCfg_io_active_stab_123[4:0]    ), //o
    .io_active_stab_124     (engineCfg_io_active_stab_124[4:0]    ), //o
    .io_active_stab_125     (engineCfg_io_active_stab_125[4:0]    ), //o
    .io_active_stab_126     (engineCfg_io_active_stab_126[4:0]    ), //o
    .io_active_stab_127     (engineCfg_io_active_stab_127[4:0]    ), //o
    .io_active_stab_128     (engineCfg_io_active_stab_128[4:0]    ), //o
    .io_active_stab_129     (engineCfg_io_active_stab_129[4:0]    ), //o
    .io_active_stab_130     (engineCfg_io_active_stab_130[4:0]    ), //o
    .io_active_stab_131     (engineCfg_io_active_stab_131[4:0]    ), //o
    .io_active_stab_132     (engineCfg_io_active_stab_132[4:0]    ), //o
    .io_active_stab_133     (engineCfg_io_active_stab_133[4:0]    ), //o
    .io_active_stab_134     (engineCfg_io_active_stab_134[4:0]    ), //o
    .io_active_stab_135     (engineCfg_io_active_stab_135[4:0]    ), //o
    .io_active_stab_136     (engineCfg_io_active_stab_136[4:0]    ), //o
    .io_active_stab_137     (engineCfg_io_active_stab_137[4:0]    ), //o
    .io_active_stab_138     (engineCfg_io_active_stab_138[4:0]    ), //o
    .io_active_stab_139     (engineCfg_io_active_stab_139[4:0]    ), //o
    .io_active_stab_140     (engineCfg_io_active_stab_140[4:0]    ), //o
    .io_active_stab_141     (engineCfg_io_active_stab_141[4:0]    ), //o
    .io_active_stab_142     (engineCfg_io_active_stab_142[4:0]    ), //o
    .io_active_stab_143     (engineCfg_io_active_stab_143[4:0]    ), //o
    .io_active_stab_144     (engineCfg_io_active_stab_144[4:0]    ), //o
    .io_active_stab_145     (engineCfg_io_active_stab_145[4:0]    ), //o
    .io_active_stab_146     (engineCfg_io_active_stab_146[4:0]    ), //o
    .io_active_stab_147     (engineCfg_io_active_stab_147[4:0]    ), //o
    .io_active_stab_148     (engineCfg_io_active_stab_148[4:0]    ), //o
    .io_active_stab_149     (engineCfg_io_active_stab_149[4:0]    ), //o
    .io_active_stab_150     (engineCfg_io_active_stab_150[4:0]    ), //o
    .io_active_stab_151     (engineCfg_io_active_stab_151[4:0]    ), //o
    .io_active_stab_152     (engineCfg_io_active_stab_152[4:0]    ), //o
    .io_active_stab_153     (engineCfg_io_active_stab_153[4:0]    ), //o
    .io_active_stab_154     (engineCfg_io_active_stab_154[4:0]    ), //o
    .io_active_stab_155     (engineCfg_io_active_stab_155[4:0]    ), //o
    .io_active_stab_156     (engineCfg_io_active_stab_156[4:0]    ), //o
    .io_active_stab_157     (engineCfg_io_active_stab_157[4:0]    ), //o
    .io_active_stab_158     (engineCfg_io_active_stab_158[4:0]    ), //o
    .io_active_stab_159     (engineCfg_io_active_stab_159[4:0]    ), //o
    .io_active_stab_160     (engineCfg_io_active_stab_160[4:0]    ), //o
    .io_active_stab_161     (engineCfg_io_active_stab_161[4:0]    ), //o
    .io_active_stab_162     (engineCfg_io_active_stab_162[4:0]    ), //o
    .io_active_stab_163     (engineCfg_io_active_stab_163[4:0]    ), //o
    .io_active_stab_164     (engineCfg_io_active_stab_164[4:0]    ), //o
    .io_active_stab_165     (engineCfg_io_active_stab_165[4:0]    ), //o
    .io_active_stab_166     (engineCfg_io_active_stab_166[4:0]    ), //o
    .io_active_stab_167     (engineCfg_io_active_stab_167[4:0]    ), //o
    .io_active_stab_168     (engineCfg_io_active_stab_168[4:0]    ), //o
    .io_active_stab_169     (engineCfg_io_active_stab_169[4:0]    ), //o
    .io_active_stab_170     (engineCfg_io_active_stab_170[4:0]    ), //o
    .io_active_stab_171     (engineCfg_io_active_stab_171[4:0]    ), //o
    .io_active_stab_172     (engineCfg_io_active_stab_172[4:0]    ), //o
    .io_active_stab_173     (engineCfg_io_active_stab_173[4:0]    ), //o
    .io_active_stab_174     (engineCfg_io_active_stab_174[4:0]    ), //o
    .io_active_stab_175     (engineCfg_io_active_stab_175[4:0]    ), //o
    .io_active_stab_176     (engineCfg_io_active_stab_176[4:0]    ), //o
    .io_active_stab_177     (engineCfg_io_active_stab_177[4:0]    ), //o
    .io_active_stab_178     (engineCfg_io_active_stab_178[4:0]    ), //o
    .io_active_stab_179     (engineCfg_io_active_stab_179[4:0]    ), //o
    .io_active_stab_180     (engineCfg_io_active_stab_180[4:0]    ), //o
    .io_active_stab_181     (engineCfg_io_active_stab_181[4:0]    ), //o
    .io_active_stab_182     (engineCfg_io_active_stab_182[4:0]    ), //o
    .io_active_stab_183     (engineCfg_io_active_stab_183[4:0]    ), //o
    .io_active_stab_184     (engineCfg_io_active_stab_184[4:0]    ), //o
    .io_active_stab_185     (engineCfg_io_active_stab_185[4:0]    ), //o
    .io_active_stab_186     (engineCfg_io_active_stab_186[4:0]    ), //o
    .io_active_stab_187     (engineCfg_io_active_stab_187[4:0]    ), //o
    .io_active_stab_188     (engineCfg_io_active_stab_188[4:0]    ), //o
    .io_active_stab_189     (engineCfg_io_active_stab_189[4:0]    ), //o
    .io_active_stab_190     (engineCfg_io_active_stab_190[4:0]    ), //o
    .io_active_stab_191     (engineCfg_io_active_stab_191[4:0]    ), //o
    .io_active_stab_192     (engineCfg_io_active_stab_192[4:0]    ), //o
    .io_active_stab_193     (engineCfg_io_active_stab_193[4:0]    ), //o
    .io_active_stab_194     (engineCfg_io_active_stab_194[4:0]    ), //o
    .io_active_stab_195     (engineCfg_io_active_stab_195[4:0]    ), //o
    .io_active_stab_196     (engineCfg_io_active_stab_196[4:0]    ), //o
    .io_active_stab_197     (engineCfg_io_active_stab_197[4:0]    ), //o
    .io_active_stab_198     (engineCfg_io_active_stab_198[4:0]    ), //o
    .io_active_stab_199     (engineCfg_io_active_stab_199[4:0]    ), //o
    .io_active_stab_200     (engineCfg_io_active_stab_200[4:0]    ), //o
    .io_active_stab_201     (engineCfg_io_active_stab_201[4:0]    ), //o
    .io_active_stab_202     (engineCfg_io_active_stab_202[4:0]    ), //o
    .io_active_stab_203     (engineCfg_io_active_stab_203[4:0]    ), //o
    .io_active_stab_204     (engineCfg_io_active_stab_204[4:0]    ), //o
    .io_active_stab_205     (engineCfg_io_active_stab_205[4:0]    ), //o
    .io_active_stab_206     (engineCfg_io_active_stab_206[4:0]    ), //o
    .io_active_stab_207     (engineCfg_io_active_stab_207[4:0]    ), //o
    .io_active_stab_208     (engineCfg_io_active_stab_208[4:0]    ), //o
    .io_active_stab_209     (engineCfg_io_active_stab_209[4:0]    ), //o
    .io_active_stab_210     (engineCfg_io_active_stab_210[4:0]    ), //o
    .io_active_stab_211     (engineCfg_io_active_stab_211[4:0]    ), //o
    .io_active_stab_212     (engineCfg_io_active_stab_212[4:0]    ), //o
    .io_active_stab_213     (engineCfg_io_active_stab_213[4:0]    ), //o
    .io_active_stab_214     (engineCfg_io_active_stab_214[4:0]    ), //o
    .io_active_stab_215     (engineCfg_io_active_stab_215[4:0]    ), //o
    .io_active_stab_216     (engineCfg_io_active_stab_216[4:0]    ), //o
    .io_active_stab_217     (engineCfg_io_active_stab_217[4:0]    ), //o
    .io_active_stab_218     (engineCfg_io_active_stab_218[4:0]    ), //o
    .io_active_stab_219     (engineCfg_io_active_stab_219[4:0]    ), //o
    .io_active_stab_220     (engineCfg_io_active_stab_220[4:0]    ), //o
    .io_active_stab_221     (engineCfg_io_active_stab_221[4:0]    ), //o
    .io_active_stab_222     (engineCfg_io_active_stab_222[4:0]    ), //o
    .io_active_stab_223     (engineCfg_io_active_stab_223[4:0]    ), //o
    .io_active_stab_224     (engineCfg_io_active_stab_224[4:0]    ), //o
    .io_active_stab_225     (engineCfg_io_active_stab_225[4:0]    ), //o
    .io_active_stab_226     (engineCfg_io_active_stab_226[4:0]    ), //o
    .io_active_stab_227     (engineCfg_io_active_stab_227[4:0]    ), //o
    .io_active_stab_228     (engineCfg_io_active_stab_228[4:0]    ), //o
    .io_active_stab_229     (engineCfg_io_active_stab_229[4:0]    ), //o
    .io_active_stab_230     (engineCfg_io_active_stab_230[4:0]    ), //o
    .io_active_stab_231     (engineCfg_io_active_stab_231[4:0]    ), //o
    .io_active_stab_232     (engineCfg_io_active_stab_232[4:0]    ), //o
    .io_active_stab_233     (engineCfg_io_active_stab_233[4:0]    ), //o
    .io_active_stab_234     (engineCfg_io_active_stab_234[4:0]    ), //o
    .io_active_stab_235     (engineCfg_io_active_stab_235[4:0]    ), //o
    .io_active_stab_236     (engineCfg_io_active_stab_236[4:0]    ), //o
    .io_active_stab_237     (engineCfg_io_active_stab_237[4:0]    ), //o
    .io_active_stab_238     (engineCfg_io_active_stab_238[4:0]    ), //o
    .io_active_stab_239     (engineCfg_io_active_stab_239[4:0]    ), //o
    .io_active_stab_240     (engineCfg_io_active_stab_240[4:0]    ), //o
    .io_active_stab_241     (engineCfg_io_active_stab_241[4:0]    ), //o
    .io_active_stab_242     (engineCfg_io_active_stab_242[4:0]    ), //o
    .io_active_stab_243     (engineCfg_io_active_stab_243[4:0]    ), //o
    .io_active_stab_244     (engineCfg_io_active_stab_244[4:0]    ), //o
    .io_active_stab_245     (engineCfg_io_active_stab_245[4:0]    ), //o
    .io_active_stab_246     (engineCfg_io_active_stab_246[4:0]    ), //o
    .io_active_stab_247     (engineCfg_io_active_stab_247[4:0]    ), //o
    .io_active_stab_248     (engineCfg_io_active_stab_248[4:0]    ), //o
    .io_active_stab_249     (engineCfg_io_active_stab_249[4:0]    ), //o
    .io_active_stab_250     (engineCfg_io_active_stab_250[4:0]    ), //o
    .io_active_stab_251     (engineCfg_io_active_stab_251[4:0]    ), //o
    .io_active_stab_252     (engineCfg_io_active_stab_252[4:0]    ), //o
    .io_active_stab_253     (engineCfg_io_active_stab_253[4:0]    ), //o
    .io_active_stab_254     (engineCfg_io_active_stab_254[4:0]    ), //o
    .io_active_stab_255     (engineCfg_io_active_stab_255[4:0]    ), //o
    .io_active_mode         (engineCfg_io_active_mode[1:0]        ), //o
    .io_active_unit         (engineCfg_io_active_unit             ), //o
    .io_active_gentle       (engineCfg_io_active_gentle           ), //o
    .io_active_harddrop     (engineCfg_io_active_harddrop         ), //o
    .io_active_nodrop       (engineCfg_io_active_nodrop           ), //o
    .io_active_adaptive     (engineCfg_io_active_adaptive         ), //o
    .io_active_inc          (engineCfg_io_active_inc[31:0]        ), //o
    .io_active_cap          (engineCfg_io_active_cap[55:0]        ), //o
    .io_active_shaped       (engineCfg_io_active_shaped           ), //o
    .io_active_seed         (engineCfg_io_active_seed[31:0]       ), //o
    .io_active_cyclesPerUs  (engineCfg_io_active_cyclesPerUs[15:0]), //o
    .io_apply               (engineCfg_io_apply                   ), //o
    .io_applySeed           (engineCfg_io_applySeed[31:0]         ), //o
    .io_adaptApply          (engineCfg_io_adaptApply              ), //o
    .io_busy                (engineCfg_io_busy                    ), //o
    .io_err                 (engineCfg_io_err                     ), //o
    .io_errCode             (engineCfg_io_errCode[3:0]            ), //o
    .io_commits             (engineCfg_io_commits[31:0]           ), //o
    .io_refused             (engineCfg_io_refused[31:0]           ), //o
    .io_adaptTicks          (engineCfg_io_adaptTicks[31:0]        ), //o
    .clk                    (clk                                  ), //i
    .reset                  (reset                                )  //i
  );
  w256_Ingress ingress (
    .io_tdata                (s_axis_tdata[255:0]                 ), //i
    .io_tkeep                (s_axis_tkeep[31:0]                  ), //i
    .io_tvalid               (s_axis_tvalid                       ), //i
    .io_tlast                (s_axis_tlast                        ), //i
    .io_tuser                (s_axis_tuser                        ), //i
    .io_tready               (ingress_io_tready                   ), //o
    .io_frame_valid          (ingress_io_frame_valid              ), //o
    .io_frame_payload_len    (ingress_io_frame_payload_len[15:0]  ), //o
    .io_frame_payload_bad    (ingress_io_frame_payload_bad        ), //o
    .io_frame_payload_lost   (ingress_io_frame_payload_lost       ), //o
    .io_frame_payload_beats  (ingress_io_frame_payload_beats[13:0]), //o
    .io_frame_payload_hdr_0  (ingress_io_frame_payload_hdr_0[7:0] ), //o
    .io_frame_payload_hdr_1  (ingress_io_frame_payload_hdr_1[7:0] ), //o
    .io_frame_payload_hdr_2  (ingress_io_frame_payload_hdr_2[7:0] ), //o
    .io_frame_payload_hdr_3  (ingress_io_frame_payload_hdr_3[7:0] ), //o
    .io_frame_payload_hdr_4  (ingress_io_frame_payload_hdr_4[7:0] ), //o
    .io_frame_payload_hdr_5  (ingress_io_frame_payload_hdr_5[7:0] ), //o
    .io_frame_payload_hdr_6  (ingress_io_frame_payload_hdr_6[7:0] ), //o
    .io_frame_payload_hdr_7  (ingress_io_frame_payload_hdr_7[7:0] ), //o
    .io_frame_payload_hdr_8  (ingress_io_frame_payload_hdr_8[7:0] ), //o
    .io_frame_payload_hdr_9  (ingress_io_frame_payload_hdr_9[7:0] ), //o
    .io_frame_payload_hdr_10 (ingress_io_frame_payload_hdr_10[7:0]), //o
    .io_frame_payload_hdr_11 (ingress_io_frame_payload_hdr_11[7:0]), //o
    .io_frame_payload_hdr_12 (ingress_io_frame_payload_hdr_12[7:0]), //o
    .io_frame_payload_hdr_13 (ingress_io_frame_payload_hdr_13[7:0]), //o
    .io_frame_payload_hdr_14 (ingress_io_frame_payload_hdr_14[7:0]), //o
    .io_frame_payload_hdr_15 (ingress_io_frame_payload_hdr_15[7:0]), //o
    .io_frame_payload_hdr_16 (ingress_io_frame_payload_hdr_16[7:0]), //o
    .io_frame_payload_hdr_17 (ingress_io_frame_payload_hdr_17[7:0]), //o
    .io_frame_payload_hdr_18 (ingress_io_frame_payload_hdr_18[7:0]), //o
    .io_frame_payload_hdr_19 (ingress_io_frame_payload_hdr_19[7:0]), //o
    .io_frame_payload_hdr_20 (ingress_io_frame_payload_hdr_20[7:0]), //o
    .io_frame_payload_hdr_21 (ingress_io_frame_payload_hdr_21[7:0]), //o
    .io_frame_payload_hdr_22 (ingress_io_frame_payload_hdr_22[7:0]), //o
    .io_frame_payload_hdr_23 (ingress_io_frame_payload_hdr_23[7:0]), //o
    .io_frame_payload_hdr_24 (ingress_io_frame_payload_hdr_24[7:0]), //o
    .io_frame_payload_hdr_25 (ingress_io_frame_payload_hdr_25[7:0]), //o
    .io_frame_payload_hdr_26 (ingress_io_frame_payload_hdr_26[7:0]), //o
    .io_frame_payload_hdr_27 (ingress_io_frame_payload_hdr_27[7:0]), //o
    .io_frame_payload_hdr_28 (ingress_io_frame_payload_hdr_28[7:0]), //o
    .io_frame_payload_hdr_29 (ingress_io_frame_payload_hdr_29[7:0]), //o
    .io_frame_payload_hdr_30 (ingress_io_frame_payload_hdr_30[7:0]), //o
    .io_frame_payload_hdr_31 (ingress_io_frame_payload_hdr_31[7:0]), //o
    .io_frame_payload_hdr_32 (ingress_io_frame_payload_hdr_32[7:0]), //o
    .io_frame_payload_hdr_33 (ingress_io_frame_payload_hdr_33[7:0]), //o
    .io_release              (red_io_release                      ), //i
    .io_readBeat             (egress_io_rdEnable                  ), //i
    .io_wrEnable             (ingress_io_wrEnable                 ), //o
    .io_wrAddr               (ingress_io_wrAddr[12:0]             ), //o
    .io_wrData               (ingress_io_wrData[255:0]            ), //o
    .io_used                 (ingress_io_used[13:0]               ), //o
    .clk                     (clk                                 ), //i
    .reset                   (reset                               )  //i
  );
  w256_RedEngine red (
    .io_frame_valid              (ingress_io_frame_valid               ), //i
    .io_frame_payload_len        (ingress_io_frame_payload_len[15:0]   ), //i
    .io_frame_payload_bad        (ingress_io_frame_payload_bad         ), //i
    .io_frame_payload_lost       (ingress_io_frame_payload_lost        ), //i
    .io_frame_payload_beats      (ingress_io_frame_payload_beats[13:0] ), //i
    .io_frame_payload_hdr_0      (ingress_io_frame_payload_hdr_0[7:0]  ), //i
    .io_frame_payload_hdr_1      (ingress_io_frame_payload_hdr_1[7:0]  ), //i
    .io_frame_payload_hdr_2      (ingress_io_frame_payload_hdr_2[7:0]  ), //i
    .io_frame_payload_hdr_3      (ingress_io_frame_payload_hdr_3[7:0]  ), //i
    .io_frame_payload_hdr_4      (ingress_io_frame_payload_hdr_4[7:0]  ), //i
    .io_frame_payload_hdr_5      (ingress_io_frame_payload_hdr_5[7:0]  ), //i
    .io_frame_payload_hdr_6      (ingress_io_frame_payload_hdr_6[7:0]  ), //i
    .io_frame_payload_hdr_7      (ingress_io_frame_payload_hdr_7[7:0]  ), //i
    .io_frame_payload_hdr_8      (ingress_io_frame_payload_hdr_8[7:0]  ), //i
    .io_frame_payload_hdr_9      (ingress_io_frame_payload_hdr_9[7:0]  ), //i
    .io_frame_payload_hdr_10     (ingress_io_frame_payload_hdr_10[7:0] ), //i
    .io_frame_payload_hdr_11     (ingress_io_frame_payload_hdr_11[7:0] ), //i
    .io_frame_payload_hdr_12     (ingress_io_frame_payload_hdr_12[7:0] ), //i
    .io_frame_payload_hdr_13     (ingress_io_frame_payload_hdr_13[7:0] ), //i
    .io_frame_payload_hdr_14     (ingress_io_frame_payload_hdr_14[7:0] ), //i
    .io_frame_payload_hdr_15     (ingress_io_frame_payload_hdr_15[7:0] ), //i
    .io_frame_payload_hdr_16     (ingress_io_frame_payload_hdr_16[7:0] ), //i
    .io_frame_payload_hdr_17     (ingress_io_frame_payload_hdr_17[7:0] ), //i
    .io_frame_payload_hdr_18     (ingress_io_frame_payload_hdr_18[7:0] ), //i
    .io_frame_payload_hdr_19     (ingress_io_frame_payload_hdr_19[7:0] ), //i
    .io_frame_payload_hdr_20     (ingress_io_frame_payload_hdr_20[7:0] ), //i
    .io_frame_payload_hdr_21     (ingress_io_frame_payload_hdr_21[7:0] ), //i
    .io_frame_payload_hdr_22     (ingress_io_frame_payload_hdr_22[7:0] ), //i
    .io_frame_payload_hdr_23     (ingress_io_frame_payload_hdr_23[7:0] ), //i
    .io_frame_payload_hdr_24     (ingress_io_frame_payload_hdr_24[7:0] ), //i
    .io_frame_payload_hdr_25     (ingress_io_frame_payload_hdr_25[7:0] ), //i
    .io_frame_payload_hdr_26     (ingress_io_frame_payload_hdr_26[7:0] ), //i
    .io_frame_payload_hdr_27     (ingress_io_frame_payload_hdr_27[7:0] ), //i
    .io_frame_payload_hdr_28     (ingress_io_frame_payload_hdr_28[7:0] ), //i
    .io_frame_payload_hdr_29     (ingress_io_frame_payload_hdr_29[7:0] ), //i
    .io_frame_payload_hdr_30     (ingress_io_frame_payload_hdr_30[7:0] ), //i
    .io_frame_payload_hdr_31     (ingress_io_frame_payload_hdr_31[7:0] ), //i
    .io_frame_payload_hdr_32     (ingress_io_frame_payload_hdr_32[7:0] ), //i
    .io_frame_payload_hdr_33     (ingress_io_frame_payload_hdr_33[7:0] ), //i
    .io_active_minTh             (engineCfg_io_active_minTh[31:0]      ), //i
    .io_active_maxTh             (engineCfg_io_active_maxTh[31:0]      ), //i
    .io_active_limit             (engineCfg_io_active_limit[31:0]      ), //i
    .io_active_qthMin            (engineCfg_io_active_qthMin[31:0]     ), //i
    .io_active_qthMax            (engineCfg_io_active_qthMax[31:0]     ), //i
    .io_active_wlog              (engineCfg_io_active_wlog[4:0]        ), //i
    .io_active_scellLog          (engineCfg_io_active_scellLog[4:0]    ), //i
    .io_active_delta             (engineCfg_io_active_delta[31:0]      ), //i
    .io_active_maxP              (engineCfg_io_active_maxP[31:0]       ), //i
    .io_active_mpd               (engineCfg_io_active_mpd[31:0]        ), //i
    .io_active_recipM            (engineCfg_io_active_recipM[31:0]     ), //i
    .io_active_recipSh1          (engineCfg_io_active_recipSh1         ), //i
    .io_active_recipSh2          (engineCfg_io_active_recipSh2[4:0]    ), //i
    .io_active_gentleStep        (engineCfg_io_active_gentleStep[47:0] ), //i
    .io_active_scellMax          (engineCfg_io_active_scellMax[30:0]   ), //i
    .io_active_targetMin         (engineCfg_io_active_targetMin[31:0]  ), //i
    .io_active_targetMax         (engineCfg_io_active_targetMax[31:0]  ), //i
    .io_active_stab_0            (engineCfg_io_active_stab_0[4:0]      ), //i
    .io_active_stab_1            (engineCfg_io_active_stab_1[4:0]      ), //i
    .io_active_stab_2            (engineCfg_io_active_stab_2[4:0]      ), //i
    .io_active_stab_3            (engineCfg_io_active_stab_3[4:0]      ), //i
    .io_active_stab_4            (engineCfg_io_active_stab_4[4:0]      ), //i
    .io_active_stab_5            (engineCfg_io_active_stab_5[4:0]      ), //i
    .io_active_stab_6            (engineCfg_io_active_stab_6[4:0]      ), //i
    .io_active_stab_7            (engineCfg_io_active_stab_7[4:0]      ), //i
    .io_active_stab_8            (engineCfg_io_active_stab_8[4:0]      ), //i
    .io_active_stab_9            (engineCfg_io_active_stab_9[4:0]      ), //i
    .io_active_stab_10           (engineCfg_io_active_stab_10[4:0]     ), //i
    .io_active_stab_11           (engineCfg_io_active_stab_11[4:0]     ), //i
    .io_active_stab_12           (engineCfg_io_active_stab_12[4:0]     ), //i
    .io_active_stab_13           (engineCfg_io_active_stab_13[4:0]     ), //i
    .io_active_stab_14           (engineCfg_io_active_stab_14[4:0]     ), //i
    .io_active_stab_15           (engineCfg_io_active_stab_15[4:0]     ), //i
    .io_active_stab_16           (engineCfg_io_active_stab_16[4:0]     ), //i
    .io_active_stab_17           (engineCfg_io_active_stab_17[4:0]     ), //i
    .io_active_stab_18           (engineCfg_io_active_stab_18[4:0]     ), //i
    .io_active_stab_19           (engineCfg_io_active_stab_19[4:0]     ), //i
    .io_active_stab_20           (engineCfg_io_active_stab_20[4:0]     ), //i
    .io_active_stab_21           (engineCfg_io_active_stab_21[4:0]     ), //i
    .io_active_stab_22           (engineCfg_io_active_stab_22[4:0]     ), //i
    .io_active_stab_23           (engineCfg_io_active_stab_23[4:0]     ), //i
    .io_active_stab_24           (engineCfg_io_active_stab_24[4:0]     ), //i
    .io_active_stab_25           (engineCfg_io_active_stab_25[4:0]     ), //i
    .io_active_stab_26           (engineCfg_io_active_stab_26[4:0]     ), //i
    .io_active_stab_27           (engineCfg_io_active_stab_27[4:0]     ), //i
    .io_active_stab_28           (engineCfg_io_active_stab_28[4:0]     ), //i
    .io_active_stab_29           (engineCfg_io_active_stab_29[4:0]     ), //i
    .io_active_stab_30           (engineCfg_io_active_stab_30[4:0]     ), //i
    .io_active_stab_31           (engineCfg_io_active_stab_31[4:0]     ), //i
    .io_active_stab_32           (engineCfg_io_active_stab_32[4:0]     ), //i
    .io_active_stab_33           (engineCfg_io_active_stab_33[4:0]     ), //i
    .io_active_stab_34           (engineCfg_io_active_stab_34[4:0]     ), //i
    .io_active_stab_35           (engineCfg_io_active_stab_35[4:0]     ), //i
    .io_active_stab_36           (engineCfg_io_active_stab_36[4:0]     ), //i
    .io_active_stab_37           (engineCfg_io_active_stab_37[4:0]     ), //i
    .io_active_stab_38           (engineCfg_io_active_stab_38[4:0]     ), //i
    .io_active_stab_39           (engineCfg_io_active_stab_39[4:0]     ), //i
    .io_active_stab_40           (engineCfg_io_active_stab_40[4:0]     ), //i
    .io_active_stab_41           (engineCfg_io_active_stab_41[4:0]     ), //i
    .io_active_stab_42           (engineCfg_io_active_stab_42[4:0]     ), //i
    .io_active_stab_43           (engineCfg_io_active_stab_43[4:0]     ), //i
    .io_active_stab_44           (engineCfg_io_active_stab_44[4:0]     ), //i
    .io_active_stab_45           (engineCfg_io_active_stab_45[4:0]     ), //i
    .io_active_stab_46           (engineCfg_io_active_stab_46[4:0]     ), //i
    .io_active_stab_47           (engineCfg_io_active_stab_47[4:0]     ), //i
    .io_active_stab_48           (engineCfg_io_active_stab_48[4:0]     ), //i
    .io_active_stab_49           (engineCfg_io_active_stab_49[4:0]     ), //i
    .io_active_stab_50           (engineCfg_io_active_stab_50[4:0]     ), //i
    .io_active_stab_51           (engineCfg_io_active_stab_51[4:0]     ), //i
    .io_active_stab_52           (engineCfg_io_active_stab_52[4:0]     ), //i
    .io_active_stab_53           (engineCfg_io_active_stab_53[4:0]     ), //i
    .io_active_stab_54           (engineCfg_io_active_stab_54[4:0]     ), //i
    .io_active_stab_55           (engineCfg_io_active_stab_55[4:0]     ), //i
    .io_active_stab_56           (engineCfg_io_active_stab_56[4:0]     ), //i
    .io_active_stab_57           (engineCfg_io_active_stab_57[4:0]     ), //i
    .io_active_stab_58           (engineCfg_io_active_stab_58[4:0]     ), //i
    .io_active_stab_59           (engineCfg_io_active_stab_59[4:0]     ), //i
    .io_active_stab_60           (engineCfg_io_active_stab_60[4:0]     ), //i
    .io_active_stab_61           (engineCfg_io_active_stab_61[4:0]     ), //i
    .io_active_stab_62           (engineCfg_io_active_stab_62[4:0]     ), //i
    .io_active_stab_63           (engineCfg_io_active_stab_63[4:0]     ), //i
    .io_active_stab_64           (engineCfg_io_active_stab_64[4:0]     ), //i
    .io_active_stab_65           (engineCfg_io_active_stab_65[4:0]     ), //i
    .io_active_stab_66           (engineCfg_io_active_stab_66[4:0]     ), //i
    .io_active_stab_67           (engineCfg_io_active_stab_67[4:0]     ), //i
    .io_active_stab_68           (engineCfg_io_active_stab_68[4:0]     ), //i
    .io_active_stab_69           (engineCfg_io_active_stab_69[4:0]     ), //i
    .io_active_stab_70           (engineCfg_io_active_stab_70[4:0]     ), //i
    .io_active_stab_71           (engineCfg_io_active_stab_71[4:0]     ), //i
    .io_active_stab_72           (engineCfg_io_active_stab_72[4:0]     ), //i
    .io_active_stab_73           (engineCfg_io_active_stab_73[4:0]     ), //i
    .io_active_stab_74           (engineCfg_io_active_stab_74[4:0]     ), //i
    .io_active_stab_75           (engineCfg_io_active_stab_75[4:0]     ), //i
    .io_active_stab_76           (engineCfg_io_active_stab_76[4:0]     ), //i
    .io_active_stab_77           (engineCfg_io_active_stab_77[4:0]     ), //i
    .io_active_stab_78           (engineCfg_io_active_stab_78[4:0]     ), //i
    .io_active_stab_79           (engineCfg_io_active_stab_79[4:0]     ), //i
    .io_active_stab_80           (engineCfg_io_active_stab_80[4:0]     ), //i
    .io_active_stab_81           (engineCfg_io_active_stab_81[4:0]     ), //i
    .io_active_stab_82           (engineCfg_io_active_stab_82[4:0]     ), //i
    .io_active_stab_83           (engineCfg_io_active_stab_83[4:0]     ), //i
    .io_active_stab_84           (engineCfg_io_active_stab_84[4:0]     ), //i
    .io_active_stab_85           (engineCfg_io_active_stab_85[4:0]     ), //i
    .io_active_stab_86           (engineCfg_io_active_stab_86[4:0]     ), //i
    .io_active_stab_87           (engineCfg_io_active_stab_87[4:0]     ), //i
    .io_active_stab_88           (engineCfg_io_active_stab_88[4:0]     ), //i
    .io_active_stab_89           (engineCfg_io_active_stab_89[4:0]     ), //i
    .io_active_stab_90           (engineCfg_io_active_stab_90[4:0]     ), //i
    .io_active_stab_91           (engineCfg_io_active_stab_91[4:0]     ), //i
    .io_active_stab_92           (engineCfg_io_active_stab_92[4:0]     ), //i
    .io_active_stab_93           (engineCfg_io_active_stab_93[4:0]     ), //i
    .io_active_stab_94           (engineCfg_io_active_stab_94[4:0]     ), //i
    .io_active_stab_95           (engineCfg_io_active_stab_95[4:0]     ), //i
    .io_active_stab_96           (engineCfg_io_active_stab_96[4:0]     ), //i
    .io_active_stab_97           (engineCfg_io_active_stab_97[4:0]     ), //i
    .io_active_stab_98           (engineCfg_io_active_stab_98[4:0]     ), //i
    .io_active_stab_99           (engineCfg_io_active_stab_99[4:0]     ), //i
    .io_active_stab_100          (engineCfg_io_active_stab_100[4:0]    ), //i
    .io_active_stab_101          (engineCfg_io_active_stab_101[4:0]    ), //i
    .io_active_stab_102          (engineCfg_io_active_stab_102[4:0]    ), //i
    .io_active_stab_103          (engineCfg_io_active_stab_103[4:0]    ), //i
    .io_active_stab_104          (engineCfg_io_active_stab_104[4:0]    ), //i
    .io_active_stab_105          (engineCfg_io_active_stab_105[4:0]    ), //i
    .io_active_stab_106          (engineCfg_io_active_stab_106[4:0]    ), //i
    .io_active_stab_107          (engineCfg_io_active_stab_107[4:0]    ), //i
    .io_active_stab_108          (engineCfg_io_active_stab_108[4:0]    ), //i
    .io_active_stab_109          (engineCfg_io_active_stab_109[4:0]    ), //i
    .io_active_stab_110          (engineCfg_io_active_stab_110[4:0]    ), //i
    .io_active_stab_111          (engineCfg_io_active_stab_111[4:0]    ), //i
    .io_active_stab_112          (engineCfg_io_active_stab_112[4:0]    ), //i
    .io_active_stab_113          (engineCfg_io_active_stab_113[4:0]    ), //i
    .io_active_stab_114          (engineCfg_io_active_stab_114[4:0]    ), //i
    .io_active_stab_115          (engineCfg_io_active_stab_115[4:0]    ), //i
    .io_active_stab_116          (engineCfg_io_active_stab_116[4:0]    ), //i
    .io_active_stab_117          (engineCfg_io_active_stab_117[4:0]    ), //i
    .io_active_stab_118          (engineCfg_io_active_stab_118[4:0]    ), //i
    .io_active_stab_119          (engineCfg_io_active_stab_119[4:0]    ), //i
    .io_active_stab_120          (engineCfg_io_active_stab_120[4:0]    ), //i
    .io_active_stab_121          (engineCfg_io_active_stab_121[4:0]    ), //i
    .io_active_stab_122          (engineCfg_io_active_stab_122[4:0]    ), //i
    .io_active_stab_123          (engineCfg_io_active_stab_123[4:0]    ), //i
    .io_active_stab_124          (engineCfg_io_active_stab_124[4:0]    ), //i
    .io_active_stab_125          (engineCfg_io_active_stab_125[4:0]    ), //i
    .io_active_stab_126          (engineCfg_io_active_stab_126[4:0]    ), //i
    .io_active_stab_127          (engineCfg_io_active_stab_127[4:0]    ), //i
    .io_active_stab_128          (engineCfg_io_active_stab_128[4:0]    ), //i
    .io_active_stab_129          (engineCfg_io_active_stab_129[4:0]    ), //i
    .io_active_stab_130          (engineCfg_io_active_stab_130[4:0]    ), //i
    .io_active_stab_131          (engineCfg_io_active_stab_131[4:0]    ), //i
    .io_active_stab_132          (engineCfg_io_active_stab_132[4:0]    ), //i
    .io_active_stab_133          (engineCfg_io_active_stab_133[4:0]    ), //i
    .io_active_stab_134          (engineCfg_io_active_stab_134[4:0]    ), //i
    .io_active_stab_135          (engineCfg_io_active_stab_135[4:0]    ), //i
    .io_active_stab_136          (engineCfg_io_active_stab_136[4:0]    ), //i
    .io_active_stab_137          (engineCfg_io_active_stab_137[4:0]    ), //i
    .io_active_stab_138          (engineCfg_io_active_stab_138[4:0]    ), //i
    .io_active_stab_139          (engineCfg_io_active_stab_139[4:0]    ), //i
    .io_active_stab_140          (engineCfg_io_active_stab_140[4:0]    ), //i
    .io_active_stab_141          (engineCfg_io_active_stab_141[4:0]    ), //i
    .io_active_stab_142          (engineCfg_io_active_stab_142[4:0]    ), //i
    .io_active_stab_143          (engineCfg_io_active_stab_143[4:0]    ), //i
    .io_active_stab_144          (engineCfg_io_active_stab_144[4:0]    ), //i
    .io_active_stab_145          (engineCfg_io_active_stab_145[4:0]    ), //i
    .io_active_stab_146          (engineCfg_io_active_stab_146[4:0]    ), //i
    .io_active_stab_147          (engineCfg_io_active_stab_147[4:0]    ), //i
    .io_active_stab_148          (engineCfg_io_active_stab_148[4:0]    ), //i
    .io_active_stab_149          (engineCfg_io_active_stab_149[4:0]    ), //i
    .io_active_stab_150          (engineCfg_io_active_stab_150[4:0]    ), //i
    .io_active_stab_151          (engineCfg_io_active_stab_151[4:0]    ), //i
    .io_active_stab_152          (engineCfg_io_active_stab_152[4:0]    ), //i
    .io_active_stab_153          (engineCfg_io_active_stab_153[4:0]    ), //i
    .io_active_stab_154          (engineCfg_io_active_stab_154[4:0]    ), //i
    .io_active_stab_155          (engineCfg_io_active_stab_155[4:0]    ), //i
    .io_active_stab_156          (engineCfg_io_active_stab_156[4:0]    ), //i
    .io_active_stab_157          (engineCfg_io_active_stab_157[4:0]    ), //i
    .io_active_stab_158          (engineCfg_io_active_stab_158[4:0]    ), //i
    .io_active_stab_159          (engineCfg_io_active_stab_159[4:0]    ), //i
    .io_active_stab_160          (engineCfg_io_active_stab_160[4:0]    ), //i
    .io_active_stab_161          (engineCfg_io_active_stab_161[4:0]    ), //i
    .io_active_stab_162          (engineCfg_io_active_stab_162[4:0]    ), //i
    .io_active_stab_163          (engineCfg_io_active_stab_163[4:0]    ), //i
    .io_active_stab_164          (engineCfg_io_active_stab_164[4:0]    ), //i
    .io_active_stab_165          (engineCfg_io_active_stab_165[4:0]    ), //i
    .io_active_stab_166          (engineCfg_io_active_stab_166[4:0]    ), //i
    .io_active_stab_167          (engineCfg_io_active_stab_167[4:0]    ), //i
    .io_active_stab_168          (engineCfg_io_active_stab_168[4:0]    ), //i
    .io_active_stab_169          (engineCfg_io_active_stab_169[4:0]    ), //i
    .io_active_stab_170          (engineCfg_io_active_stab_170[4:0]    ), //i
    .io_active_stab_171          (engineCfg_io_active_stab_171[4:0]    ), //i
    .io_active_stab_172          (engineCfg_io_active_stab_172[4:0]    ), //i
    .io_active_stab_173          (engineCfg_io_active_stab_173[4:0]    ), //i
    .io_active_stab_174          (engineCfg_io_active_stab_174[4:0]    ), //i
    .io_active_stab_175          (engineCfg_io_active_stab_175[4:0]    ), //i
    .io_active_stab_176          (engineCfg_io_active_stab_176[4:0]    ), //i
    .io_active_stab_177          (engineCfg_io_active_stab_177[4:0]    ), //i
    .io_active_stab_178          (engineCfg_io_active_stab_178[4:0]    ), //i
    .io_active_stab_179          (engineCfg_io_active_stab_179[4:0]    ), //i
    .io_active_stab_180          (engineCfg_io_active_stab_180[4:0]    ), //i
    .io_active_stab_181          (engineCfg_io_active_stab_181[4:0]    ), //i
    .io_active_stab_182          (engineCfg_io_active_stab_182[4:0]    ), //i
    .io_active_stab_183          (engineCfg_io_active_stab_183[4:0]    ), //i
    .io_active_stab_184          (engineCfg_io_active_stab_184[4:0]    ), //i
    .io_active_stab_185          (engineCfg_io_active_stab_185[4:0]    ), //i
    .io_active_stab_186          (engineCfg_io_active_stab_186[4:0]    ), //i
    .io_active_stab_187          (engineCfg_io_active_stab_187[4:0]    ), //i
    .io_active_stab_188          (engineCfg_io_active_stab_188[4:0]    ), //i
    .io_active_stab_189          (engineCfg_io_active_stab_189[4:0]    ), //i
    .io_active_stab_190          (engineCfg_io_active_stab_190[4:0]    ), //i
    .io_active_stab_191          (engineCfg_io_active_stab_191[4:0]    ), //i
    .io_active_stab_192          (engineCfg_io_active_stab_192[4:0]    ), //i
    .io_active_stab_193          (engineCfg_io_active_stab_193[4:0]    ), //i
    .io_active_stab_194          (engineCfg_io_active_stab_194[4:0]    ), //i
    .io_active_stab_195          (engineCfg_io_active_stab_195[4:0]    ), //i
    .io_active_stab_196          (engineCfg_io_active_stab_196[4:0]    ), //i
    .io_active_stab_197          (engineCfg_io_active_stab_197[4:0]    ), //i
    .io_active_stab_198          (engineCfg_io_active_stab_198[4:0]    ), //i
    .io_active_stab_199          (engineCfg_io_active_stab_199[4:0]    ), //i
    .io_active_stab_200          (engineCfg_io_active_stab_200[4:0]    ), //i
    .io_active_stab_201          (engineCfg_io_active_stab_201[4:0]    ), //i
    .io_active_stab_202          (engineCfg_io_active_stab_202[4:0]    ), //i
    .io_active_stab_203          (engineCfg_io_active_stab_203[4:0]    ), //i
    .io_active_stab_204          (engineCfg_io_active_stab_204[4:0]    ), //i
    .io_active_stab_205          (engineCfg_io_active_stab_205[4:0]    ), //i
    .io_active_stab_206          (engineCfg_io_active_stab_206[4:0]    ), //i
    .io_active_stab_207          (engineCfg_io_active_stab_207[4:0]    ), //i
    .io_active_stab_208          (engineCfg_io_active_stab_208[4:0]    ), //i
    .io_active_stab_209          (engineCfg_io_active_stab_209[4:0]    ), //i
    .io_active_stab_210          (engineCfg_io_active_stab_210[4:0]    ), //i
    .io_active_stab_211          (engineCfg_io_active_stab_211[4:0]    ), //i
    .io_active_stab_212          (engineCfg_io_active_stab_212[4:0]    ), //i
    .io_active_stab_213          (engineCfg_io_active_stab_213[4:0]    ), //i
    .io_active_stab_214          (engineCfg_io_active_stab_214[4:0]    ), //i
    .io_active_stab_215          (engineCfg_io_active_stab_215[4:0]    ), //i
    .io_active_stab_216          (engineCfg_io_active_stab_216[4:0]    ), //i
    .io_active_stab_217          (engineCfg_io_active_stab_217[4:0]    ), //i
    .io_active_stab_218          (engineCfg_io_active_stab_218[4:0]    ), //i
    .io_active_stab_219          (engineCfg_io_active_stab_219[4:0]    ), //i
    .io_active_stab_220          (engineCfg_io_active_stab_220[4:0]    ), //i
    .io_active_stab_221          (engineCfg_io_active_stab_221[4:0]    ), //i
    .io_active_stab_222          (engineCfg_io_active_stab_222[4:0]    ), //i
    .io_active_stab_223          (engineCfg_io_active_stab_223[4:0]    ), //i
    .io_active_stab_224          (engineCfg_io_active_stab_224[4:0]    ), //i
    .io_active_stab_225          (engineCfg_io_active_stab_225[4:0]    ), //i
    .io_active_stab_226          (engineCfg_io_active_stab_226[4:0]    ), //i
    .io_active_stab_227          (engineCfg_io_active_stab_227[4:0]    ), //i
    .io_active_stab_228          (engineCfg_io_active_stab_228[4:0]    ), //i
    .io_active_stab_229          (engineCfg_io_active_stab_229[4:0]    ), //i
    .io_active_stab_230          (engineCfg_io_active_stab_230[4:0]    ), //i
    .io_active_stab_231          (engineCfg_io_active_stab_231[4:0]    ), //i
    .io_active_stab_232          (engineCfg_io_active_stab_232[4:0]    ), //i
    .io_active_stab_233          (engineCfg_io_active_stab_233[4:0]    ), //i
    .io_active_stab_234          (engineCfg_io_active_stab_234[4:0]    ), //i
    .io_active_stab_235          (engineCfg_io_active_stab_235[4:0]    ), //i
    .io_active_stab_236          (engineCfg_io_active_stab_236[4:0]    ), //i
    .io_active_stab_237          (engineCfg_io_active_stab_237[4:0]    ), //i
    .io_active_stab_238          (engineCfg_io_active_stab_238[4:0]    ), //i
    .io_active_stab_239          (engineCfg_io_active_stab_239[4:0]    ), //i
    .io_active_stab_240          (engineCfg_io_active_stab_240[4:0]    ), //i
    .io_active_stab_241          (engineCfg_io_active_stab_241[4:0]    ), //i
    .io_active_stab_242          (engineCfg_io_active_stab_242[4:0]    ), //i
    .io_active_stab_243          (engineCfg_io_active_stab_243[4:0]    ), //i
    .io_active_stab_244          (engineCfg_io_active_stab_244[4:0]    ), //i
    .io_active_stab_245          (engineCfg_io_active_stab_245[4:0]    ), //i
    .io_active_stab_246          (engineCfg_io_active_stab_246[4:0]    ), //i
    .io_active_stab_247          (engineCfg_io_active_stab_247[4:0]    ), //i
    .io_active_stab_248          (engineCfg_io_active_stab_248[4:0]    ), //i
    .io_active_stab_249          (engineCfg_io_active_stab_249[4:0]    ), //i
    .io_active_stab_250          (engineCfg_io_active_stab_250[4:0]    ), //i
    .io_active_stab_251          (engineCfg_io_active_stab_251[4:0]    ), //i
    .io_active_stab_252          (engineCfg_io_active_stab_252[4:0]    ), //i
    .io_active_stab_253          (engineCfg_io_active_stab_253[4:0]    ), //i
    .io_active_stab_254          (engineCfg_io_active_stab_254[4:0]    ), //i
    .io_active_stab_255          (engineCfg_io_active_stab_255[4:0]    ), //i
    .io_active_mode              (engineCfg_io_active_mode[1:0]        ), //i
    .io_active_unit              (engineCfg_io_active_unit             ), //i
    .io_active_gentle            (engineCfg_io_active_gentle           ), //i
    .io_active_harddrop          (engineCfg_io_active_harddrop         ), //i
    .io_active_nodrop            (engineCfg_io_active_nodrop           ), //i
    .io_active_adaptive          (engineCfg_io_active_adaptive         ), //i
    .io_active_inc               (engineCfg_io_active_inc[31:0]        ), //i
    .io_active_cap               (engineCfg_io_active_cap[55:0]        ), //i
    .io_active_shaped            (engineCfg_io_active_shaped           ), //i
    .io_active_seed              (engineCfg_io_active_seed[31:0]       ), //i
    .io_active_cyclesPerUs       (engineCfg_io_active_cyclesPerUs[15:0]), //i
    .io_apply                    (engineCfg_io_apply                   ), //i
    .io_applySeed                (engineCfg_io_applySeed[31:0]         ), //i
    .io_nowUs                    (nowUs[47:0]                          ), //i
    .io_usTick                   (usTick                               ), //i
    .io_pop_valid                (egress_io_pop_valid                  ), //i
    .io_pop_payload              (egress_io_pop_payload[15:0]          ), //i
    .io_egressBusy               (egress_io_busy                       ), //i
    .io_clearPeak                (regs_io_clearPeak                    ), //i
    .io_release                  (red_io_release                       ), //o
    .io_enqueue_valid            (red_io_enqueue_valid                 ), //o
    .io_enqueue_payload_len      (red_io_enqueue_payload_len[15:0]     ), //o
    .io_enqueue_payload_rewrite  (red_io_enqueue_payload_rewrite       ), //o
    .io_enqueue_payload_ipv4     (red_io_enqueue_payload_ipv4          ), //o
    .io_enqueue_payload_l3       (red_io_enqueue_payload_l3[4:0]       ), //o
    .io_enqueue_payload_newTos   (red_io_enqueue_payload_newTos[7:0]   ), //o
    .io_enqueue_payload_newCsum  (red_io_enqueue_payload_newCsum[15:0] ), //o
    .io_decision_valid           (red_io_decision_valid                ), //o
    .io_decision_payload_action  (red_io_decision_payload_action[1:0]  ), //o
    .io_decision_payload_reason  (red_io_decision_payload_reason[2:0]  ), //o
    .io_decision_payload_qavg    (red_io_decision_payload_qavg[63:0]   ), //o
    .io_decision_payload_backlog (red_io_decision_payload_backlog[31:0]), //o
    .io_decision_payload_len     (red_io_decision_payload_len[15:0]    ), //o
    .io_counts_probMark          (red_io_counts_probMark               ), //o
    .io_counts_forcedMark        (red_io_counts_forcedMark             ), //o
    .io_counts_probDrop          (red_io_counts_probDrop               ), //o
    .io_counts_forcedDrop        (red_io_counts_forcedDrop             ), //o
    .io_counts_pdrop             (red_io_counts_pdrop                  ), //o
    .io_counts_bad               (red_io_counts_bad                    ), //o
    .io_qavg                     (red_io_qavg[63:0]                    ), //o
    .io_adaptQavg                (red_io_adaptQavg[63:0]               ), //o
    .io_backlog                  (red_io_backlog[31:0]                 ), //o
    .io_qlen                     (red_io_qlen[31:0]                    ), //o
    .io_peakBacklog              (red_io_peakBacklog[31:0]             ), //o
    .io_peakQlen                 (red_io_peakQlen[31:0]                ), //o
    .clk                         (clk                                  ), //i
    .reset                       (reset                                )  //i
  );
  w256_Shaper shaper (
    .io_active_minTh       (engineCfg_io_active_minTh[31:0]      ), //i
    .io_active_maxTh       (engineCfg_io_active_maxTh[31:0]      ), //i
    .io_active_limit       (engineCfg_io_active_limit[31:0]      ), //i
    .io_active_qthMin      (engineCfg_io_active_qthMin[31:0]     ), //i
    .io_active_qthMax      (engineCfg_io_active_qthMax[31:0]     ), //i
    .io_active_wlog        (engineCfg_io_active_wlog[4:0]        ), //i
    .io_active_scellLog    (engineCfg_io_active_scellLog[4:0]    ), //i
    .io_active_delta       (engineCfg_io_active_delta[31:0]      ), //i
    .io_active_maxP        (engineCfg_io_active_maxP[31:0]       ), //i
    .io_active_mpd         (engineCfg_io_active_mpd[31:0]        ), //i
    .io_active_recipM      (engineCfg_io_active_recipM[31:0]     ), //i
    .io_active_recipSh1    (engineCfg_io_active_recipSh1         ), //i
    .io_active_recipSh2    (engineCfg_io_active_recipSh2[4:0]    ), //i
    .io_active_gentleStep  (engineCfg_io_active_gentleStep[47:0] ), //i
    .io_active_scellMax    (engineCfg_io_active_scellMax[30:0]   ), //i
    .io_active_targetMin   (engineCfg_io_active_targetMin[31:0]  ), //i
    .io_active_targetMax   (engineCfg_io_active_targetMax[31:0]  ), //i
    .io_active_stab_0      (engineCfg_io_active_stab_0[4:0]      ), //i
    .io_active_stab_1      (engineCfg_io_active_stab_1[4:0]      ), //i
    .io_active_stab_2      (engineCfg_io_active_stab_2[4:0]      ), //i
    .io_active_stab_3      (engineCfg_io_active_stab_3[4:0]      ), //i
    .io_active_stab_4      (engineCfg_io_active_stab_4[4:0]      ), //i
    .io_active_stab_5      (engineCfg_io_active_stab_5[4:0]      ), //i
    .io_active_stab_6      (engineCfg_io_active_stab_6[4:0]      ), //i
    .io_active_stab_7      (engineCfg_io_active_stab_7[4:0]      ), //i
    .io_active_stab_8      (engineCfg_io_active_stab_8[4:0]      ), //i
    .io_active_stab_9      (engineCfg_io_active_stab_9[4:0]      ), //i
    .io_active_stab_10     (engineCfg_io_active_stab_10[4:0]     ), //i
    .io_active_stab_11     (engineCfg_io_active_stab_11[4:0]     ), //i
    .io_active_stab_12     (engineCfg_io_active_stab_12[4:0]     ), //i
    .io_active_stab_13     (engineCfg_io_active_stab_13[4:0]     ), //i
    .io_active_stab_14     (engineCfg_io_active_stab_14[4:0]     ), //i
    .io_active_stab_15     (engineCfg_io_active_stab_15[4:0]     ), //i
    .io_active_stab_16     (engineCfg_io_active_stab_16[4:0]     ), //i
    .io_active_stab_17     (engineCfg_io_active_stab_17[4:0]     ), //i
    .io_active_stab_18     (engineCfg_io_active_stab_18[4:0]     ), //i
    .io_active_stab_19     (engineCfg_io_active_stab_19[4:0]     ), //i
    .io_active_stab_20     (engineCfg_io_active_stab_20[4:0]     ), //i
    .io_active_stab_21     (engineCfg_io_active_stab_21[4:0]     ), //i
    .io_active_stab_22     (engineCfg_io_active_stab_22[4:0]     ), //i
    .io_active_stab_23     (engineCfg_io_active_stab_23[4:0]     ), //i
    .io_active_stab_24     (engineCfg_io_active_stab_24[4:0]     ), //i
    .io_active_stab_25     (engineCfg_io_active_stab_25[4:0]     ), //i
    .io_active_stab_26     (engineCfg_io_active_stab_26[4:0]     ), //i
    .io_active_stab_27     (engineCfg_io_active_stab_27[4:0]     ), //i
    .io_active_stab_28     (engineCfg_io_active_stab_28[4:0]     ), //i
    .io_active_stab_29     (engineCfg_io_active_stab_29[4:0]     ), //i
    .io_active_stab_30     (engineCfg_io_active_stab_30[4:0]     ), //i
    .io_active_stab_31     (engineCfg_io_active_stab_31[4:0]     ), //i
    .io_active_stab_32     (engineCfg_io_active_stab_32[4:0]     ), //i
    .io_active_stab_33     (engineCfg_io_active_stab_33[4:0]     ), //i
    .io_active_stab_34     (engineCfg_io_active_stab_34[4:0]     ), //i
    .io_active_stab_35     (engineCfg_io_active_stab_35[4:0]     ), //i
    .io_active_stab_36     (engineCfg_io_active_stab_36[4:0]     ), //i
    .io_active_stab_37     (engineCfg_io_active_stab_37[4:0]     ), //i
    .io_active_stab_38     (engineCfg_io_active_stab_38[4:0]     ), //i
    .io_active_stab_39     (engineCfg_io_active_stab_39[4:0]     ), //i
    .io_active_stab_40     (engineCfg_io_active_stab_40[4:0]     ), //i
    .io_active_stab_41     (engineCfg_io_active_stab_41[4:0]     ), //i
    .io_active_stab_42     (engineCfg_io_active_stab_42[4:0]     ), //i
    .io_active_stab_43     (engineCfg_io_active_stab_43[4:0]     ), //i
    .io_active_stab_44     (engineCfg_io_active_stab_44[4:0]     ), //i
    .io_active_stab_45     (engineCfg_io_active_stab_45[4:0]     ), //i
    .io_active_stab_46     (engineCfg_io_active_stab_46[4:0]     ), //i
    .io_active_stab_47     (engineCfg_io_active_stab_47[4:0]     ), //i
    .io_active_stab_48     (engineCfg_io_active_stab_48[4:0]     ), //i
    .io_active_stab_49     (engineCfg_io_active_stab_49[4:0]     ), //i
    .io_active_stab_50     (engineCfg_io_active_stab_50[4:0]     ), //i
    .io_active_stab_51     (engineCfg_io_active_stab_51[4:0]     ), //i
    .io_active_stab_52     (engineCfg_io_active_stab_52[4:0]     ), //i
    .io_active_stab_53     (engineCfg_io_active_stab_53[4:0]     ), //i
    .io_active_stab_54     (engineCfg_io_active_stab_54[4:0]     ), //i
    .io_active_stab_55     (engineCfg_io_active_stab_55[4:0]     ), //i
    .io_active_stab_56     (engineCfg_io_active_stab_56[4:0]     ), //i
    .io_active_stab_57     (engineCfg_io_active_stab_57[4:0]     ), //i
    .io_active_stab_58     (engineCfg_io_active_stab_58[4:0]     ), //i
    .io_active_stab_59     (engineCfg_io_active_stab_59[4:0]     ), //i
    .io_active_stab_60     (engineCfg_io_active_stab_60[4:0]     ), //i
    .io_active_stab_61     (engineCfg_io_active_stab_61[4:0]     ), //i
    .io_active_stab_62     (engineCfg_io_active_stab_62[4:0]     ), //i
    .io_active_stab_63     (engineCfg_io_active_stab_63[4:0]     ), //i
    .io_active_stab_64     (engineCfg_io_active_stab_64[4:0]     ), //i
    .io_active_stab_65     (engineCfg_io_active_stab_65[4:0]     ), //i
    .io_active_stab_66     (engineCfg_io_active_stab_66[4:0]     ), //i
    .io_active_stab_67     (engineCfg_io_active_stab_67[4:0]     ), //i
    .io_active_stab_68     (engineCfg_io_active_stab_68[4:0]     ), //i
    .io_active_stab_69     (engineCfg_io_active_stab_69[4:0]     ), //i
    .io_active_stab_70     (engineCfg_io_active_stab_70[4:0]     ), //i
    .io_active_stab_71     (engineCfg_io_active_stab_71[4:0]     ), //i
    .io_active_stab_72     (engineCfg_io_active_stab_72[4:0]     ), //i
    .io_active_stab_73     (engineCfg_io_active_stab_73[4:0]     ), //i
    .io_active_stab_74     (engineCfg_io_active_stab_74[4:0]     ), //i
    .io_active_stab_75     (engineCfg_io_active_stab_75[4:0]     ), //i
    .io_active_stab_76     (engineCfg_io_active_stab_76[4:0]     ), //i
    .io_active_stab_77     (engineCfg_io_active_stab_77[4:0]     ), //i
    .io_active_stab_78     (engineCfg_io_active_stab_78[4:0]     ), //i
    .io_active_stab_79     (engineCfg_io_active_stab_79[4:0]     ), //i
    .io_active_stab_80     (engineCfg_io_active_stab_80[4:0]     ), //i
    .io_active_stab_81     (engineCfg_io_active_stab_81[4:0]     ), //i
    .io_active_stab_82     (engineCfg_io_active_stab_82[4:0]     ), //i
    .io_active_stab_83     (engineCfg_io_active_stab_83[4:0]     ), //i
    .io_active_stab_84     (engineCfg_io_active_stab_84[4:0]     ), //i
    .io_active_stab_85     (engineCfg_io_active_stab_85[4:0]     ), //i
    .io_active_stab_86     (engineCfg_io_active_stab_86[4:0]     ), //i
    .io_active_stab_87     (engineCfg_io_active_stab_87[4:0]     ), //i
    .io_active_stab_88     (engineCfg_io_active_stab_88[4:0]     ), //i
    .io_active_stab_89     (engineCfg_io_active_stab_89[4:0]     ), //i
    .io_active_stab_90     (engineCfg_io_active_stab_90[4:0]     ), //i
    .io_active_stab_91     (engineCfg_io_active_stab_91[4:0]     ), //i
    .io_active_stab_92     (engineCfg_io_active_stab_92[4:0]     ), //i
    .io_active_stab_93     (engineCfg_io_active_stab_93[4:0]     ), //i
    .io_active_stab_94     (engineCfg_io_active_stab_94[4:0]     ), //i
    .io_active_stab_95     (engineCfg_io_active_stab_95[4:0]     ), //i
    .io_active_stab_96     (engineCfg_io_active_stab_96[4:0]     ), //i
    .io_active_stab_97     (engineCfg_io_active_stab_97[4:0]     ), //i
    .io_active_stab_98     (engineCfg_io_active_stab_98[4:0]     ), //i
    .io_active_stab_99     (engineCfg_io_active_stab_99[4:0]     ), //i
    .io_active_stab_100    (engineCfg_io_active_stab_100[4:0]    ), //i
    .io_active_stab_101    (engineCfg_io_active_stab_101[4:0]    ), //i
    .io_active_stab_102    (engineCfg_io_active_stab_102[4:0]    ), //i
    .io_active_stab_103    (engineCfg_io_active_stab_103[4:0]    ), //i
    .io_active_stab_104    (engineCfg_io_active_stab_104[4:0]    ), //i
    .io_active_stab_105    (engineCfg_io_active_stab_105[4:0]    ), //i
    .io_active_stab_106    (engineCfg_io_active_stab_106[4:0]    ), //i
    .io_active_stab_107    (engineCfg_io_active_stab_107[4:0]    ), //i
    .io_active_stab_108    (engineCfg_io_active_stab_108[4:0]    ), //i
    .io_active_stab_109    (engineCfg_io_active_stab_109[4:0]    ), //i
    .io_active_stab_110    (engineCfg_io_active_stab_110[4:0]    ), //i
    .io_active_stab_111    (engineCfg_io_active_stab_111[4:0]    ), //i
    .io_active_stab_112    (engineCfg_io_active_stab_112[4:0]    ), //i
    .io_active_stab_113    (engineCfg_io_active_stab_113[4:0]    ), //i
    .io_active_stab_114    (engineCfg_io_active_stab_114[4:0]    ), //i
    .io_active_stab_115    (engineCfg_io_active_stab_115[4:0]    ), //i
    .io_active_stab_116    (engineCfg_io_active_stab_116[4:0]    ), //i
    .io_active_stab_117    (engineCfg_io_active_stab_117[4:0]    ), //i
    .io_active_stab_118    (engineCfg_io_active_stab_118[4:0]    ), //i
    .io_active_stab_119    (engineCfg_io_active_stab_119[4:0]    ), //i
    .io_active_stab_120    (engineCfg_io_active_stab_120[4:0]    ), //i
    .io_active_stab_121    (engineCfg_io_active_stab_121[4:0]    ), //i
    .io_active_stab_122    (engineCfg_io_active_stab_122[4:0]    ), //i
    .io_active_stab_123    (engineCfg_io_active_stab_123[4:0]    ), //i
    .io_active_stab_124    (engineCfg_io_active_stab_124[4:0]    ), //i
    .io_active_stab_125    (engineCfg_io_active_stab_125[4:0]    ), //i
    .io_active_stab_126    (engineCfg_io_active_stab_126[4:0]    ), //i
    .io_active_stab_127    (engineCfg_io_active_stab_127[4:0]    ), //i
    .io_active_stab_128    (engineCfg_io_active_stab_128[4:0]    ), //i
    .io_active_stab_129    (engineCfg_io_active_stab_129[4:0]    ), //i
    .io_active_stab_130    (engineCfg_io_active_stab_130[4:0]    ), //i
    .io_active_stab_131    (engineCfg_io_active_stab_131[4:0]    ), //i
    .io_active_stab_132    (engineCfg_io_active_stab_132[4:0]    ), //i
    .io_active_stab_133    (engineCfg_io_active_stab_133[4:0]    ), //i
    .io_active_stab_134    (engineCfg_io_active_stab_134[4:0]    ), //i
    .io_active_stab_135    (engineCfg_io_active_stab_135[4:0]    ), //i
    .io_active_stab_136    (engineCfg_io_active_stab_136[4:0]    ), //i
    .io_active_stab_137    (engineCfg_io_active_stab_137[4:0]    ), //i
    .io_active_stab_138    (engineCfg_io_active_stab_138[4:0]    ), //i
    .io_active_stab_139    (engineCfg_io_active_stab_139[4:0]    ), //i
    .io_active_stab_140    (engineCfg_io_active_stab_140[4:0]    ), //i
    .io_active_stab_141    (engineCfg_io_active_stab_141[4:0]    ), //i
    .io_active_stab_142    (engineCfg_io_active_stab_142[4:0]    ), //i
    .io_active_stab_143    (engineCfg_io_active_stab_143[4:0]    ), //i
    .io_active_stab_144    (engineCfg_io_active_stab_144[4:0]    ), //i
    .io_active_stab_145    (engineCfg_io_active_stab_145[4:0]    ), //i
    .io_active_stab_146    (engineCfg_io_active_stab_146[4:0]    ), //i
    .io_active_stab_147    (engineCfg_io_active_stab_147[4:0]    ), //i
    .io_active_stab_148    (engineCfg_io_active_stab_148[4:0]    ), //i
    .io_active_stab_149    (engineCfg_io_active_stab_149[4:0]    ), //i
    .io_active_stab_150    (engineCfg_io_active_stab_150[4:0]    ), //i
    .io_active_stab_151    (engineCfg_io_active_stab_151[4:0]    ), //i
    .io_active_stab_152    (engineCfg_io_active_stab_152[4:0]    ), //i
    .io_active_stab_153    (engineCfg_io_active_stab_153[4:0]    ), //i
    .io_active_stab_154    (engineCfg_io_active_stab_154[4:0]    ), //i
    .io_active_stab_155    (engineCfg_io_active_stab_155[4:0]    ), //i
    .io_active_stab_156    (engineCfg_io_active_stab_156[4:0]    ), //i
    .io_active_stab_157    (engineCfg_io_active_stab_157[4:0]    ), //i
    .io_active_stab_158    (engineCfg_io_active_stab_158[4:0]    ), //i
    .io_active_stab_159    (engineCfg_io_active_stab_159[4:0]    ), //i
    .io_active_stab_160    (engineCfg_io_active_stab_160[4:0]    ), //i
    .io_active_stab_161    (engineCfg_io_active_stab_161[4:0]    ), //i
    .io_active_stab_162    (engineCfg_io_active_stab_162[4:0]    ), //i
    .io_active_stab_163    (engineCfg_io_active_stab_163[4:0]    ), //i
    .io_active_stab_164    (engineCfg_io_active_stab_164[4:0]    ), //i
    .io_active_stab_165    (engineCfg_io_active_stab_165[4:0]    ), //i
    .io_active_stab_166    (engineCfg_io_active_stab_166[4:0]    ), //i
    .io_active_stab_167    (engineCfg_io_active_stab_167[4:0]    ), //i
    .io_active_stab_168    (engineCfg_io_active_stab_168[4:0]    ), //i
    .io_active_stab_169    (engineCfg_io_active_stab_169[4:0]    ), //i
    .io_active_stab_170    (engineCfg_io_active_stab_170[4:0]    ), //i
    .io_active_stab_171    (engineCfg_io_active_stab_171[4:0]    ), //i
    .io_active_stab_172    (engineCfg_io_active_stab_172[4:0]    ), //i
    .io_active_stab_173    (engineCfg_io_active_stab_173[4:0]    ), //i
    .io_active_stab_174    (engineCfg_io_active_stab_174[4:0]    ), //i
    .io_active_stab_175    (engineCfg_io_active_stab_175[4:0]    ), //i
    .io_active_stab_176    (engineCfg_io_active_stab_176[4:0]    ), //i
    .io_active_stab_177    (engineCfg_io_active_stab_177[4:0]    ), //i
    .io_active_stab_178    (engineCfg_io_active_stab_178[4:0]    ), //i
    .io_active_stab_179    (engineCfg_io_active_stab_179[4:0]    ), //i
    .io_active_stab_180    (engineCfg_io_active_stab_180[4:0]    ), //i
    .io_active_stab_181    (engineCfg_io_active_stab_181[4:0]    ), //i
    .io_active_stab_182    (engineCfg_io_active_stab_182[4:0]    ), //i
    .io_active_stab_183    (engineCfg_io_active_stab_183[4:0]    ), //i
    .io_active_stab_184    (engineCfg_io_active_stab_184[4:0]    ), //i
    .io_active_stab_185    (engineCfg_io_active_stab_185[4:0]    ), //i
    .io_active_stab_186    (engineCfg_io_active_stab_186[4:0]    ), //i
    .io_active_stab_187    (engineCfg_io_active_stab_187[4:0]    ), //i
    .io_active_stab_188    (engineCfg_io_active_stab_188[4:0]    ), //i
    .io_active_stab_189    (engineCfg_io_active_stab_189[4:0]    ), //i
    .io_active_stab_190    (engineCfg_io_active_stab_190[4:0]    ), //i
    .io_active_stab_191    (engineCfg_io_active_stab_191[4:0]    ), //i
    .io_active_stab_192    (engineCfg_io_active_stab_192[4:0]    ), //i
    .io_active_stab_193    (engineCfg_io_active_stab_193[4:0]    ), //i
    .io_active_stab_194    (engineCfg_io_active_stab_194[4:0]    ), //i
    .io_active_stab_195    (engineCfg_io_active_stab_195[4:0]    ), //i
    .io_active_stab_196    (engineCfg_io_active_stab_196[4:0]    ), //i
    .io_active_stab_197    (engineCfg_io_active_stab_197[4:0]    ), //i
    .io_active_stab_198    (engineCfg_io_active_stab_198[4:0]    ), //i
    .io_active_stab_199    (engineCfg_io_active_stab_199[4:0]    ), //i
    .io_active_stab_200    (engineCfg_io_active_stab_200[4:0]    ), //i
    .io_active_stab_201    (engineCfg_io_active_stab_201[4:0]    ), //i
    .io_active_stab_202    (engineCfg_io_active_stab_202[4:0]    ), //i
    .io_active_stab_203    (engineCfg_io_active_stab_203[4:0]    ), //i
    .io_active_stab_204    (engineCfg_io_active_stab_204[4:0]    ), //i
    .io_active_stab_205    (engineCfg_io_active_stab_205[4:0]    ), //i
    .io_active_stab_206    (engineCfg_io_active_stab_206[4:0]    ), //i
    .io_active_stab_207    (engineCfg_io_active_stab_207[4:0]    ), //i
    .io_active_stab_208    (engineCfg_io_active_stab_208[4:0]    ), //i
    .io_active_stab_209    (engineCfg_io_active_stab_209[4:0]    ), //i
    .io_active_stab_210    (engineCfg_io_active_stab_210[4:0]    ), //i
    .io_active_stab_211    (engineCfg_io_active_stab_211[4:0]    ), //i
    .io_active_stab_212    (engineCfg_io_active_stab_212[4:0]    ), //i
    .io_active_stab_213    (engineCfg_io_active_stab_213[4:0]    ), //i
    .io_active_stab_214    (engineCfg_io_active_stab_214[4:0]    ), //i
    .io_active_stab_215    (engineCfg_io_active_stab_215[4:0]    ), //i
    .io_active_stab_216    (engineCfg_io_active_stab_216[4:0]    ), //i
    .io_active_stab_217    (engineCfg_io_active_stab_217[4:0]    ), //i
    .io_active_stab_218    (engineCfg_io_active_stab_218[4:0]    ), //i
    .io_active_stab_219    (engineCfg_io_active_stab_219[4:0]    ), //i
    .io_active_stab_220    (engineCfg_io_active_stab_220[4:0]    ), //i
    .io_active_stab_221    (engineCfg_io_active_stab_221[4:0]    ), //i
    .io_active_stab_222    (engineCfg_io_active_stab_222[4:0]    ), //i
    .io_active_stab_223    (engineCfg_io_active_stab_223[4:0]    ), //i
    .io_active_stab_224    (engineCfg_io_active_stab_224[4:0]    ), //i
    .io_active_stab_225    (engineCfg_io_active_stab_225[4:0]    ), //i
    .io_active_stab_226    (engineCfg_io_active_stab_226[4:0]    ), //i
    .io_active_stab_227    (engineCfg_io_active_stab_227[4:0]    ), //i
    .io_active_stab_228    (engineCfg_io_active_stab_228[4:0]    ), //i
    .io_active_stab_229    (engineCfg_io_active_stab_229[4:0]    ), //i
    .io_active_stab_230    (engineCfg_io_active_stab_230[4:0]    ), //i
    .io_active_stab_231    (engineCfg_io_active_stab_231[4:0]    ), //i
    .io_active_stab_232    (engineCfg_io_active_stab_232[4:0]    ), //i
    .io_active_stab_233    (engineCfg_io_active_stab_233[4:0]    ), //i
    .io_active_stab_234    (engineCfg_io_active_stab_234[4:0]    ), //i
    .io_active_stab_235    (engineCfg_io_active_stab_235[4:0]    ), //i
    .io_active_stab_236    (engineCfg_io_active_stab_236[4:0]    ), //i
    .io_active_stab_237    (engineCfg_io_active_stab_237[4:0]    ), //i
    .io_active_stab_238    (engineCfg_io_active_stab_238[4:0]    ), //i
    .io_active_stab_239    (engineCfg_io_active_stab_239[4:0]    ), //i
    .io_active_stab_240    (engineCfg_io_active_stab_240[4:0]    ), //i
    .io_active_stab_241    (engineCfg_io_active_stab_241[4:0]    ), //i
    .io_active_stab_242    (engineCfg_io_active_stab_242[4:0]    ), //i
    .io_active_stab_243    (engineCfg_io_active_stab_243[4:0]    ), //i
    .io_active_stab_244    (engineCfg_io_active_stab_244[4:0]    ), //i
    .io_active_stab_245    (engineCfg_io_active_stab_245[4:0]    ), //i
    .io_active_stab_246    (engineCfg_io_active_stab_246[4:0]    ), //i
    .io_active_stab_247    (engineCfg_io_active_stab_247[4:0]    ), //i
    .io_active_stab_248    (engineCfg_io_active_stab_248[4:0]    ), //i
    .io_active_stab_249    (engineCfg_io_active_stab_249[4:0]    ), //i
    .io_active_stab_250    (engineCfg_io_active_stab_250[4:0]    ), //i
    .io_active_stab_251    (engineCfg_io_active_stab_251[4:0]    ), //i
    .io_active_stab_252    (engineCfg_io_active_stab_252[4:0]    ), //i
    .io_active_stab_253    (engineCfg_io_active_stab_253[4:0]    ), //i
    .io_active_stab_254    (engineCfg_io_active_stab_254[4:0]    ), //i
    .io_active_stab_255    (engineCfg_io_active_stab_255[4:0]    ), //i
    .io_active_mode        (engineCfg_io_active_mode[1:0]        ), //i
    .io_active_unit        (engineCfg_io_active_unit             ), //i
    .io_active_gentle      (engineCfg_io_active_gentle           ), //i
    .io_active_harddrop    (engineCfg_io_active_harddrop         ), //i
    .io_active_nodrop      (engineCfg_io_active_nodrop           ), //i
    .io_active_adaptive    (engineCfg_io_active_adaptive         ), //i
    .io_active_inc         (engineCfg_io_active_inc[31:0]        ), //i
    .io_active_cap         (engineCfg_io_active_cap[55:0]        ), //i
    .io_active_shaped      (engineCfg_io_active_shaped           ), //i
    .io_active_seed        (engineCfg_io_active_seed[31:0]       ), //i
    .io_active_cyclesPerUs (engineCfg_io_active_cyclesPerUs[15:0]), //i
    .io_apply              (engineCfg_io_apply                   ), //i
    .io_pop_valid          (egress_io_pop_valid                  ), //i
    .io_pop_payload        (egress_io_pop_payload[15:0]          ), //i
    .io_allow              (shaper_io_allow                      ), //o
    .clk                   (clk                                  ), //i
    .reset                 (reset                                )  //i
  );
  w256_Egress egress (
    .io_push_valid           (red_io_enqueue_valid                ), //i
    .io_push_payload_len     (red_io_enqueue_payload_len[15:0]    ), //i
    .io_push_payload_rewrite (red_io_enqueue_payload_rewrite      ), //i
    .io_push_payload_ipv4    (red_io_enqueue_payload_ipv4         ), //i
    .io_push_payload_l3      (red_io_enqueue_payload_l3[4:0]      ), //i
    .io_push_payload_newTos  (red_io_enqueue_payload_newTos[7:0]  ), //i
    .io_push_payload_newCsum (red_io_enqueue_payload_newCsum[15:0]), //i
    .io_allow                (shaper_io_allow                     ), //i
    .io_pop_valid            (egress_io_pop_valid                 ), //o
    .io_pop_payload          (egress_io_pop_payload[15:0]         ), //o
    .io_rdEnable             (egress_io_rdEnable                  ), //o
    .io_rdAddr               (egress_io_rdAddr[12:0]              ), //o
    .io_rdData               (egress_io_rdData[255:0]             ), //i
    .io_tdata                (egress_io_tdata[255:0]              ), //o
    .io_tkeep                (egress_io_tkeep[31:0]               ), //o
    .io_tvalid               (egress_io_tvalid                    ), //o
    .io_tready               (m_axis_tready                       ), //i
    .io_tlast                (egress_io_tlast                     ), //o
    .io_sent_valid           (egress_io_sent_valid                ), //o
    .io_sent_payload         (egress_io_sent_payload[15:0]        ), //o
    .io_busy                 (egress_io_busy                      ), //o
    .clk                     (clk                                 ), //i
    .reset                   (reset                               )  //i
  );
  assign s_axil_awready = regs_io_axil_aw_ready;
  assign s_axil_wready = regs_io_axil_w_ready;
  assign s_axil_bvalid = regs_io_axil_b_valid;
  assign s_axil_bresp = regs_io_axil_b_payload_resp;
  assign s_axil_arready = regs_io_axil_ar_ready;
  assign s_axil_rvalid = regs_io_axil_r_valid;
  assign s_axil_rdata = regs_io_axil_r_payload_data;
  assign s_axil_rresp = regs_io_axil_r_payload_resp;
  assign usTick = (sub == _zz_usTick);
  assign s_axis_tready = ingress_io_tready;
  assign egress_io_rdData = buffer_1_spinal_port1;
  assign m_axis_tdata = egress_io_tdata;
  assign m_axis_tkeep = egress_io_tkeep;
  assign m_axis_tvalid = egress_io_tvalid;
  assign m_axis_tlast = egress_io_tlast;
  assign m_axis_tuser = 1'b0;
  assign dec_valid = red_io_decision_valid;
  assign dec_action = red_io_decision_payload_action;
  assign dec_reason = red_io_decision_payload_reason;
  assign dec_qavg = red_io_decision_payload_qavg;
  assign dec_backlog = red_io_decision_payload_backlog;
  assign dec_len = red_io_decision_payload_len;
  always @(posedge clk) begin
    if(reset) begin
      cycle <= 64'h0;
      sub <= 16'h0;
      nowUs <= 48'h0;
      commitCycle <= 64'h0;
      _zz_io_status_pkts_in <= 64'h0;
      _zz_io_status_bytes_in <= 64'h0;
      _zz_io_status_pkts_out <= 64'h0;
      _zz_io_status_bytes_out <= 64'h0;
      _zz_io_status_prob_mark <= 64'h0;
      _zz_io_status_forced_mark <= 64'h0;
      _zz_io_status_prob_drop <= 64'h0;
      _zz_io_status_forced_drop <= 64'h0;
      _zz_io_status_pdrop <= 64'h0;
      _zz_io_status_bad <= 64'h0;
    end else begin
      cycle <= (cycle + 64'h0000000000000001);
      sub <= (usTick ? 16'h0 : _zz_sub);
      if(usTick) begin
        nowUs <= (nowUs + 48'h000000000001);
      end
      if(engineCfg_io_apply) begin
        sub <= 16'h0;
      end
      if(engineCfg_io_apply) begin
        commitCycle <= cycle;
      end
      if(ingress_io_frame_valid) begin
        _zz_io_status_pkts_in <= (_zz_io_status_pkts_in + 64'h0000000000000001);
      end
      if(ingress_io_frame_valid) begin
        _zz_io_status_bytes_in <= (_zz_io_status_bytes_in + _zz__zz_io_status_bytes_in);
      end
      if(egress_io_sent_valid) begin
        _zz_io_status_pkts_out <= (_zz_io_status_pkts_out + 64'h0000000000000001);
      end
      if(egress_io_sent_valid) begin
        _zz_io_status_bytes_out <= (_zz_io_status_bytes_out + _zz__zz_io_status_bytes_out);
      end
      if(red_io_counts_probMark) begin
        _zz_io_status_prob_mark <= (_zz_io_status_prob_mark + 64'h0000000000000001);
      end
      if(red_io_counts_forcedMark) begin
        _zz_io_status_forced_mark <= (_zz_io_status_forced_mark + 64'h0000000000000001);
      end
      if(red_io_counts_probDrop) begin
        _zz_io_status_prob_drop <= (_zz_io_status_prob_drop + 64'h0000000000000001);
      end
      if(red_io_counts_forcedDrop) begin
        _zz_io_status_forced_drop <= (_zz_io_status_forced_drop + 64'h0000000000000001);
      end
      if(red_io_counts_pdrop) begin
        _zz_io_status_pdrop <= (_zz_io_status_pdrop + 64'h0000000000000001);
      end
      if(red_io_counts_bad) begin
        _zz_io_status_bad <= (_zz_io_status_bad + 64'h0000000000000001);
      end
    end
  end


endmodule

module w256_Egress (
  input  wire          io_push_valid,
  input  wire [15:0]   io_push_payload_len,
  input  wire          io_push_payload_rewrite,
  input  wire          io_push_payload_ipv4,
  input  wire [4:0]    io_push_payload_l3,
  input  wire [7:0]    io_push_payload_newTos,
  input  wire [15:0]   io_push_payload_newCsum,
  input  wire          io_allow,
  output wire          io_pop_valid,
  output wire [15:0]   io_pop_payload,
  output wire          io_rdEnable,
  output wire [12:0]   io_rdAddr,
  input  wire [255:0]  io_rdData,
  output wire [255:0]  io_tdata,
  output wire [31:0]   io_tkeep,
  output wire          io_tvalid,
  input  wire          io_tready,
  output wire          io_tlast,
  output wire          io_sent_valid,
  output wire [15:0]   io_sent_payload,
  output wire          io_busy,
  input  wire          clk,
  input  wire          reset
);

  wire       [46:0]   descMem_spinal_port1;
  wire       [46:0]   _zz_descMem_port;
  wire       [3:0]    _zz_room;
  wire       [3:0]    _zz_room_1;
  wire       [3:0]    _zz_room_2;
  wire       [0:0]    _zz_room_3;
  wire       [16:0]   _zz_headBeats;
  wire       [16:0]   _zz_headBeats_1;
  wire       [13:0]   _zz_dCount;
  wire       [13:0]   _zz_dCount_1;
  wire       [0:0]    _zz_dCount_2;
  wire       [13:0]   _zz_dCount_3;
  wire       [0:0]    _zz_dCount_4;
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
  wire       [15:0]   _zz__zz_when_CeMarker_l17_5;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_5_1;
  wire       [15:0]   _zz_when_CeMarker_l19_4;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_6;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_6_1;
  wire       [15:0]   _zz_when_CeMarker_l19_5;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_7;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_7_1;
  wire       [15:0]   _zz_when_CeMarker_l19_6;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_8;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_8_1;
  wire       [15:0]   _zz_when_CeMarker_l19_7;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_9;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_9_1;
  wire       [15:0]   _zz_when_CeMarker_l19_8;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_10;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_10_1;
  wire       [15:0]   _zz_when_CeMarker_l19_9;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_11;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_11_1;
  wire       [15:0]   _zz_when_CeMarker_l19_10;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_12;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_12_1;
  wire       [15:0]   _zz_when_CeMarker_l19_11;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_13;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_13_1;
  wire       [15:0]   _zz_when_CeMarker_l19_12;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_14;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_14_1;
  wire       [15:0]   _zz_when_CeMarker_l19_13;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_15;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_15_1;
  wire       [15:0]   _zz_when_CeMarker_l19_14;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_16;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_16_1;
  wire       [15:0]   _zz_when_CeMarker_l19_15;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_17;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_17_1;
  wire       [15:0]   _zz_when_CeMarker_l19_16;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_18;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_18_1;
  wire       [15:0]   _zz_when_CeMarker_l19_17;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_19;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_19_1;
  wire       [15:0]   _zz_when_CeMarker_l19_18;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_20;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_20_1;
  wire       [15:0]   _zz_when_CeMarker_l19_19;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_21;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_21_1;
  wire       [15:0]   _zz_when_CeMarker_l19_20;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_22;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_22_1;
  wire       [15:0]   _zz_when_CeMarker_l19_21;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_23;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_23_1;
  wire       [15:0]   _zz_when_CeMarker_l19_22;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_24;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_24_1;
  wire       [15:0]   _zz_when_CeMarker_l19_23;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_25;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_25_1;
  wire       [15:0]   _zz_when_CeMarker_l19_24;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_26;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_26_1;
  wire       [15:0]   _zz_when_CeMarker_l19_25;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_27;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_27_1;
  wire       [15:0]   _zz_when_CeMarker_l19_26;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_28;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_28_1;
  wire       [15:0]   _zz_when_CeMarker_l19_27;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_29;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_29_1;
  wire       [15:0]   _zz_when_CeMarker_l19_28;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_30;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_30_1;
  wire       [15:0]   _zz_when_CeMarker_l19_29;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_31;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_31_1;
  wire       [15:0]   _zz_when_CeMarker_l19_30;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_32;
  wire       [15:0]   _zz__zz_when_CeMarker_l17_32_1;
  wire       [15:0]   _zz_when_CeMarker_l19_31;
  wire       [5:0]    _zz_lastBytes;
  wire       [4:0]    _zz_lastBytes_1;
  wire       [15:0]   _zz_lastBytes_2;
  wire       [31:0]   _zz_lastKeep;
  wire       [32:0]   _zz_lastKeep_1;
  wire       [32:0]   _zz_lastKeep_2;
  reg        [255:0]  _zz_outHead_data;
  reg        [31:0]   _zz_outHead_keep;
  reg                 _zz_outHead_last;
  reg        [15:0]   _zz_outHead_len;
  wire       [2:0]    _zz_fifoCount;
  wire       [2:0]    _zz_fifoCount_1;
  wire       [0:0]    _zz_fifoCount_2;
  wire       [2:0]    _zz_fifoCount_3;
  wire       [0:0]    _zz_fifoCount_4;
  wire       [13:0]   _zz_inflight;
  wire       [13:0]   _zz_inflight_1;
  wire       [0:0]    _zz_inflight_2;
  wire       [13:0]   _zz_inflight_3;
  wire       [0:0]    _zz_inflight_4;
  reg        [12:0]   dWr;
  reg        [12:0]   dRd;
  reg        [13:0]   dCount;
  wire       [15:0]   head_len;
  wire                head_rewrite;
  wire                head_ipv4;
  wire       [4:0]    head_l3;
  wire       [7:0]    head_newTos;
  wire       [15:0]   head_newCsum;
  wire       [46:0]   _zz_head_len;
  reg        [2:0]    fifoCount;
  reg                 sValid;
  wire                room;
  reg                 active;
  reg        [11:0]   beatsLeft;
  reg        [11:0]   beatIdx;
  reg        [15:0]   cur_len;
  reg                 cur_rewrite;
  reg                 cur_ipv4;
  reg        [4:0]    cur_l3;
  reg        [7:0]    cur_newTos;
  reg        [15:0]   cur_newCsum;
  reg        [12:0]   rdPtr;
  wire                popNow;
  wire       [11:0]   headBeats;
  wire                readNow;
  wire       [15:0]   readDesc_len;
  wire                readDesc_rewrite;
  wire                readDesc_ipv4;
  wire       [4:0]    readDesc_l3;
  wire       [7:0]    readDesc_newTos;
  wire       [15:0]   readDesc_newCsum;
  wire       [11:0]   readIdx;
  wire                readLast;
  reg        [15:0]   sDesc_len;
  reg                 sDesc_rewrite;
  reg                 sDesc_ipv4;
  reg        [4:0]    sDesc_l3;
  reg        [7:0]    sDesc_newTos;
  reg        [15:0]   sDesc_newCsum;
  reg        [11:0]   sIdx;
  reg                 sLast;
  reg        [255:0]  marked;
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
  wire       [15:0]   _zz_when_CeMarker_l17_5;
  wire                when_CeMarker_l17_4;
  wire                when_CeMarker_l18_4;
  wire                when_CeMarker_l19_4;
  wire       [15:0]   _zz_when_CeMarker_l17_6;
  wire                when_CeMarker_l17_5;
  wire                when_CeMarker_l18_5;
  wire                when_CeMarker_l19_5;
  wire       [15:0]   _zz_when_CeMarker_l17_7;
  wire                when_CeMarker_l17_6;
  wire                when_CeMarker_l18_6;
  wire                when_CeMarker_l19_6;
  wire       [15:0]   _zz_when_CeMarker_l17_8;
  wire                when_CeMarker_l17_7;
  wire                when_CeMarker_l18_7;
  wire                when_CeMarker_l19_7;
  wire       [15:0]   _zz_when_CeMarker_l17_9;
  wire                when_CeMarker_l17_8;
  wire                when_CeMarker_l18_8;
  wire                when_CeMarker_l19_8;
  wire       [15:0]   _zz_when_CeMarker_l17_10;
  wire                when_CeMarker_l17_9;
  wire                when_CeMarker_l18_9;
  wire                when_CeMarker_l19_9;
  wire       [15:0]   _zz_when_CeMarker_l17_11;
  wire                when_CeMarker_l17_10;
  wire                when_CeMarker_l18_10;
  wire                when_CeMarker_l19_10;
  wire       [15:0]   _zz_when_CeMarker_l17_12;
  wire                when_CeMarker_l17_11;
  wire                when_CeMarker_l18_11;
  wire                when_CeMarker_l19_11;
  wire       [15:0]   _zz_when_CeMarker_l17_13;
  wire                when_CeMarker_l17_12;
  wire                when_CeMarker_l18_12;
  wire                when_CeMarker_l19_12;
  wire       [15:0]   _zz_when_CeMarker_l17_14;
  wire                when_CeMarker_l17_13;
  wire                when_CeMarker_l18_13;
  wire                when_CeMarker_l19_13;
  wire       [15:0]   _zz_when_CeMarker_l17_15;
  wire                when_CeMarker_l17_14;
  wire                when_CeMarker_l18_14;
  wire                when_CeMarker_l19_14;
  wire       [15:0]   _zz_when_CeMarker_l17_16;
  wire                when_CeMarker_l17_15;
  wire                when_CeMarker_l18_15;
  wire                when_CeMarker_l19_15;
  wire       [15:0]   _zz_when_CeMarker_l17_17;
  wire                when_CeMarker_l17_16;
  wire                when_CeMarker_l18_16;
  wire                when_CeMarker_l19_16;
  wire       [15:0]   _zz_when_CeMarker_l17_18;
  wire                when_CeMarker_l17_17;
  wire                when_CeMarker_l18_17;
  wire                when_CeMarker_l19_17;
  wire       [15:0]   _zz_when_CeMarker_l17_19;
  wire                when_CeMarker_l17_18;
  wire                when_CeMarker_l18_18;
  wire                when_CeMarker_l19_18;
  wire       [15:0]   _zz_when_CeMarker_l17_20;
  wire                when_CeMarker_l17_19;
  wire                when_CeMarker_l18_19;
  wire                when_CeMarker_l19_19;
  wire       [15:0]   _zz_when_CeMarker_l17_21;
  wire                when_CeMarker_l17_20;
  wire                when_CeMarker_l18_20;
  wire                when_CeMarker_l19_20;
  wire       [15:0]   _zz_when_CeMarker_l17_22;
  wire                when_CeMarker_l17_21;
  wire                when_CeMarker_l18_21;
  wire                when_CeMarker_l19_21;
  wire       [15:0]   _zz_when_CeMarker_l17_23;
  wire                when_CeMarker_l17_22;
  wire                when_CeMarker_l18_22;
  wire                when_CeMarker_l19_22;
  wire       [15:0]   _zz_when_CeMarker_l17_24;
  wire                when_CeMarker_l17_23;
  wire                when_CeMarker_l18_23;
  wire                when_CeMarker_l19_23;
  wire       [15:0]   _zz_when_CeMarker_l17_25;
  wire                when_CeMarker_l17_24;
  wire                when_CeMarker_l18_24;
  wire                when_CeMarker_l19_24;
  wire       [15:0]   _zz_when_CeMarker_l17_26;
  wire                when_CeMarker_l17_25;
  wire                when_CeMarker_l18_25;
  wire                when_CeMarker_l19_25;
  wire       [15:0]   _zz_when_CeMarker_l17_27;
  wire                when_CeMarker_l17_26;
  wire                when_CeMarker_l18_26;
  wire                when_CeMarker_l19_26;
  wire       [15:0]   _zz_when_CeMarker_l17_28;
  wire                when_CeMarker_l17_27;
  wire                when_CeMarker_l18_27;
  wire                when_CeMarker_l19_27;
  wire       [15:0]   _zz_when_CeMarker_l17_29;
  wire                when_CeMarker_l17_28;
  wire                when_CeMarker_l18_28;
  wire                when_CeMarker_l19_28;
  wire       [15:0]   _zz_when_CeMarker_l17_30;
  wire                when_CeMarker_l17_29;
  wire                when_CeMarker_l18_29;
  wire                when_CeMarker_l19_29;
  wire       [15:0]   _zz_when_CeMarker_l17_31;
  wire                when_CeMarker_l17_30;
  wire                when_CeMarker_l18_30;
  wire                when_CeMarker_l19_30;
  wire       [15:0]   _zz_when_CeMarker_l17_32;
  wire                when_CeMarker_l17_31;
  wire                when_CeMarker_l18_31;
  wire                when_CeMarker_l19_31;
  wire       [5:0]    lastBytes;
  wire       [31:0]   lastKeep;
  wire       [31:0]   keep;
  reg        [255:0]  fifo_0_data;
  reg        [31:0]   fifo_0_keep;
  reg                 fifo_0_last;
  reg        [15:0]   fifo_0_len;
  reg        [255:0]  fifo_1_data;
  reg        [31:0]   fifo_1_keep;
  reg                 fifo_1_last;
  reg        [15:0]   fifo_1_len;
  reg        [255:0]  fifo_2_data;
  reg        [31:0]   fifo_2_keep;
  reg                 fifo_2_last;
  reg        [15:0]   fifo_2_len;
  reg        [255:0]  fifo_3_data;
  reg        [31:0]   fifo_3_keep;
  reg                 fifo_3_last;
  reg        [15:0]   fifo_3_len;
  reg        [1:0]    fWr;
  reg        [1:0]    fRd;
  wire       [3:0]    _zz_3;
  wire                _zz_4;
  wire                _zz_5;
  wire                _zz_6;
  wire                _zz_7;
  wire       [255:0]  outHead_data;
  wire       [31:0]   outHead_keep;
  wire                outHead_last;
  wire       [15:0]   outHead_len;
  wire                outFire;
  reg        [13:0]   inflight;
  (* ram_style = "distributed" *) reg [46:0] descMem [0:8191];

  assign _zz_room = (_zz_room_1 + _zz_room_2);
  assign _zz_room_1 = {1'd0, fifoCount};
  assign _zz_room_3 = sValid;
  assign _zz_room_2 = {3'd0, _zz_room_3};
  assign _zz_headBeats = (_zz_headBeats_1 + 17'h0001f);
  assign _zz_headBeats_1 = {1'd0, head_len};
  assign _zz_dCount = (dCount + _zz_dCount_1);
  assign _zz_dCount_2 = io_push_valid;
  assign _zz_dCount_1 = {13'd0, _zz_dCount_2};
  assign _zz_dCount_4 = popNow;
  assign _zz_dCount_3 = {13'd0, _zz_dCount_4};
  assign _zz__zz_when_CeMarker_l17 = {11'd0, sDesc_l3};
  assign _zz__zz_when_CeMarker_l18 = {11'd0, sDesc_l3};
  assign _zz__zz_when_CeMarker_l17_1 = (_zz__zz_when_CeMarker_l17_1_1 <<< 5);
  assign _zz__zz_when_CeMarker_l17_1_1 = {4'd0, sIdx};
  assign _zz_when_CeMarker_l19 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign _zz__zz_when_CeMarker_l17_2 = (_zz__zz_when_CeMarker_l17_2_1 <<< 5);
  assign _zz__zz_when_CeMarker_l17_2_1 = {4'd0, sIdx};
  assign _zz_when_CeMarker_l19_1 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign _zz__zz_when_CeMarker_l17_3 = (_zz__zz_when_CeMarker_l17_3_1 <<< 5);
  assign _zz__zz_when_CeMarker_l17_3_1 = {4'd0, sIdx};
  assign _zz_when_CeMarker_l19_2 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign _zz__zz_when_CeMarker_l17_4 = (_zz__zz_when_CeMarker_l17_4_1 <<< 5);
  assign _zz__zz_when_CeMarker_l17_4_1 = {4'd0, sIdx};
  assign _zz_when_CeMarker_l19_3 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign _zz__zz_when_CeMarker_l17_5 = (_zz__zz_when_CeMarker_l17_5_1 <<< 5);
  assign _zz__zz_when_CeMarker_l17_5_1 = {4'd0, sIdx};
  assign _zz_when_CeMarker_l19_4 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign _zz__zz_when_CeMarker_l17_6 = (_zz__zz_when_CeMarker_l17_6_1 <<< 5);
  assign _zz__zz_when_CeMarker_l17_6_1 = {4'd0, sIdx};
  assign _zz_when_CeMarker_l19_5 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign _zz__zz_when_CeMarker_l17_7 = (_zz__zz_when_CeMarker_l17_7_1 <<< 5);
  assign _zz__zz_when_CeMarker_l17_7_1 = {4'd0, sIdx};
  assign _zz_when_CeMarker_l19_6 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign _zz__zz_when_CeMarker_l17_8 = (_zz__zz_when_CeMarker_l17_8_1 <<< 5);
  assign _zz__zz_when_CeMarker_l17_8_1 = {4'd0, sIdx};
  assign _zz_when_CeMarker_l19_7 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign _zz__zz_when_CeMarker_l17_9 = (_zz__zz_when_CeMarker_l17_9_1 <<< 5);
  assign _zz__zz_when_CeMarker_l17_9_1 = {4'd0, sIdx};
  assign _zz_when_CeMarker_l19_8 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign _zz__zz_when_CeMarker_l17_10 = (_zz__zz_when_CeMarker_l17_10_1 <<< 5);
  assign _zz__zz_when_CeMarker_l17_10_1 = {4'd0, sIdx};
  assign _zz_when_CeMarker_l19_9 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign _zz__zz_when_CeMarker_l17_11 = (_zz__zz_when_CeMarker_l17_11_1 <<< 5);
  assign _zz__zz_when_CeMarker_l17_11_1 = {4'd0, sIdx};
  assign _zz_when_CeMarker_l19_10 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign _zz__zz_when_CeMarker_l17_12 = (_zz__zz_when_CeMarker_l17_12_1 <<< 5);
  assign _zz__zz_when_CeMarker_l17_12_1 = {4'd0, sIdx};
  assign _zz_when_CeMarker_l19_11 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign _zz__zz_when_CeMarker_l17_13 = (_zz__zz_when_CeMarker_l17_13_1 <<< 5);
  assign _zz__zz_when_CeMarker_l17_13_1 = {4'd0, sIdx};
  assign _zz_when_CeMarker_l19_12 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign _zz__zz_when_CeMarker_l17_14 = (_zz__zz_when_CeMarker_l17_14_1 <<< 5);
  assign _zz__zz_when_CeMarker_l17_14_1 = {4'd0, sIdx};
  assign _zz_when_CeMarker_l19_13 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign _zz__zz_when_CeMarker_l17_15 = (_zz__zz_when_CeMarker_l17_15_1 <<< 5);
  assign _zz__zz_when_CeMarker_l17_15_1 = {4'd0, sIdx};
  assign _zz_when_CeMarker_l19_14 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign _zz__zz_when_CeMarker_l17_16 = (_zz__zz_when_CeMarker_l17_16_1 <<< 5);
  assign _zz__zz_when_CeMarker_l17_16_1 = {4'd0, sIdx};
  assign _zz_when_CeMarker_l19_15 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign _zz__zz_when_CeMarker_l17_17 = (_zz__zz_when_CeMarker_l17_17_1 <<< 5);
  assign _zz__zz_when_CeMarker_l17_17_1 = {4'd0, sIdx};
  assign _zz_when_CeMarker_l19_16 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign _zz__zz_when_CeMarker_l17_18 = (_zz__zz_when_CeMarker_l17_18_1 <<< 5);
  assign _zz__zz_when_CeMarker_l17_18_1 = {4'd0, sIdx};
  assign _zz_when_CeMarker_l19_17 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign _zz__zz_when_CeMarker_l17_19 = (_zz__zz_when_CeMarker_l17_19_1 <<< 5);
  assign _zz__zz_when_CeMarker_l17_19_1 = {4'd0, sIdx};
  assign _zz_when_CeMarker_l19_18 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign _zz__zz_when_CeMarker_l17_20 = (_zz__zz_when_CeMarker_l17_20_1 <<< 5);
  assign _zz__zz_when_CeMarker_l17_20_1 = {4'd0, sIdx};
  assign _zz_when_CeMarker_l19_19 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign _zz__zz_when_CeMarker_l17_21 = (_zz__zz_when_CeMarker_l17_21_1 <<< 5);
  assign _zz__zz_when_CeMarker_l17_21_1 = {4'd0, sIdx};
  assign _zz_when_CeMarker_l19_20 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign _zz__zz_when_CeMarker_l17_22 = (_zz__zz_when_CeMarker_l17_22_1 <<< 5);
  assign _zz__zz_when_CeMarker_l17_22_1 = {4'd0, sIdx};
  assign _zz_when_CeMarker_l19_21 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign _zz__zz_when_CeMarker_l17_23 = (_zz__zz_when_CeMarker_l17_23_1 <<< 5);
  assign _zz__zz_when_CeMarker_l17_23_1 = {4'd0, sIdx};
  assign _zz_when_CeMarker_l19_22 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign _zz__zz_when_CeMarker_l17_24 = (_zz__zz_when_CeMarker_l17_24_1 <<< 5);
  assign _zz__zz_when_CeMarker_l17_24_1 = {4'd0, sIdx};
  assign _zz_when_CeMarker_l19_23 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign _zz__zz_when_CeMarker_l17_25 = (_zz__zz_when_CeMarker_l17_25_1 <<< 5);
  assign _zz__zz_when_CeMarker_l17_25_1 = {4'd0, sIdx};
  assign _zz_when_CeMarker_l19_24 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign _zz__zz_when_CeMarker_l17_26 = (_zz__zz_when_CeMarker_l17_26_1 <<< 5);
  assign _zz__zz_when_CeMarker_l17_26_1 = {4'd0, sIdx};
  assign _zz_when_CeMarker_l19_25 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign _zz__zz_when_CeMarker_l17_27 = (_zz__zz_when_CeMarker_l17_27_1 <<< 5);
  assign _zz__zz_when_CeMarker_l17_27_1 = {4'd0, sIdx};
  assign _zz_when_CeMarker_l19_26 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign _zz__zz_when_CeMarker_l17_28 = (_zz__zz_when_CeMarker_l17_28_1 <<< 5);
  assign _zz__zz_when_CeMarker_l17_28_1 = {4'd0, sIdx};
  assign _zz_when_CeMarker_l19_27 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign _zz__zz_when_CeMarker_l17_29 = (_zz__zz_when_CeMarker_l17_29_1 <<< 5);
  assign _zz__zz_when_CeMarker_l17_29_1 = {4'd0, sIdx};
  assign _zz_when_CeMarker_l19_28 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign _zz__zz_when_CeMarker_l17_30 = (_zz__zz_when_CeMarker_l17_30_1 <<< 5);
  assign _zz__zz_when_CeMarker_l17_30_1 = {4'd0, sIdx};
  assign _zz_when_CeMarker_l19_29 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign _zz__zz_when_CeMarker_l17_31 = (_zz__zz_when_CeMarker_l17_31_1 <<< 5);
  assign _zz__zz_when_CeMarker_l17_31_1 = {4'd0, sIdx};
  assign _zz_when_CeMarker_l19_30 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign _zz__zz_when_CeMarker_l17_32 = (_zz__zz_when_CeMarker_l17_32_1 <<< 5);
  assign _zz__zz_when_CeMarker_l17_32_1 = {4'd0, sIdx};
  assign _zz_when_CeMarker_l19_31 = (_zz_when_CeMarker_l18 + 16'h0001);
  assign _zz_lastBytes_1 = _zz_lastBytes_2[4:0];
  assign _zz_lastBytes = {1'd0, _zz_lastBytes_1};
  assign _zz_lastBytes_2 = (sDesc_len - 16'h0001);
  assign _zz_lastKeep_1 = (_zz_lastKeep_2 - 33'h000000001);
  assign _zz_lastKeep = _zz_lastKeep_1[31:0];
  assign _zz_lastKeep_2 = (33'h000000001 <<< lastBytes);
  assign _zz_fifoCount = (fifoCount + _zz_fifoCount_1);
  assign _zz_fifoCount_2 = sValid;
  assign _zz_fifoCount_1 = {2'd0, _zz_fifoCount_2};
  assign _zz_fifoCount_4 = outFire;
  assign _zz_fifoCount_3 = {2'd0, _zz_fifoCount_4};
  assign _zz_inflight = (inflight + _zz_inflight_1);
  assign _zz_inflight_2 = popNow;
  assign _zz_inflight_1 = {13'd0, _zz_inflight_2};
  assign _zz_inflight_4 = io_sent_valid;
  assign _zz_inflight_3 = {13'd0, _zz_inflight_4};
  assign _zz_descMem_port = {io_push_payload_newCsum,{io_push_payload_newTos,{io_push_payload_l3,{io_push_payload_ipv4,{io_push_payload_rewrite,io_push_payload_len}}}}};
  always @(posedge clk) begin
    if(io_push_valid) begin
      descMem[dWr] <= _zz_descMem_port;
    end
  end

  assign descMem_spinal_port1 = descMem[dRd];
  always @(*) begin
    case(fRd)
      2'b00 : begin
        _zz_outHead_data = fifo_0_data;
        _zz_outHead_keep = fifo_0_keep;
        _zz_outHead_last = fifo_0_last;
        _zz_outHead_len = fifo_0_len;
      end
      2'b01 : begin
        _zz_outHead_data = fifo_1_data;
        _zz_outHead_keep = fifo_1_keep;
        _zz_outHead_last = fifo_1_last;
        _zz_outHead_len = fifo_1_len;
      end
      2'b10 : begin
        _zz_outHead_data = fifo_2_data;
        _zz_outHead_keep = fifo_2_keep;
        _zz_outHead_last = fifo_2_last;
        _zz_outHead_len = fifo_2_len;
      end
      default : begin
        _zz_outHead_data = fifo_3_data;
        _zz_outHead_keep = fifo_3_keep;
        _zz_outHead_last = fifo_3_last;
        _zz_outHead_len = fifo_3_len;
      end
    endcase
  end

  assign _zz_head_len = descMem_spinal_port1;
  assign head_len = _zz_head_len[15 : 0];
  assign head_rewrite = _zz_head_len[16];
  assign head_ipv4 = _zz_head_len[17];
  assign head_l3 = _zz_head_len[22 : 18];
  assign head_newTos = _zz_head_len[30 : 23];
  assign head_newCsum = _zz_head_len[46 : 31];
  assign room = (_zz_room < 4'b0100);
  assign popNow = ((((dCount != 14'h0) && (! active)) && io_allow) && room);
  assign headBeats = (_zz_headBeats >>> 3'd5);
  assign readNow = (room && (active || popNow));
  assign readDesc_len = (popNow ? head_len : cur_len);
  assign readDesc_rewrite = (popNow ? head_rewrite : cur_rewrite);
  assign readDesc_ipv4 = (popNow ? head_ipv4 : cur_ipv4);
  assign readDesc_l3 = (popNow ? head_l3 : cur_l3);
  assign readDesc_newTos = (popNow ? head_newTos : cur_newTos);
  assign readDesc_newCsum = (popNow ? head_newCsum : cur_newCsum);
  assign readIdx = (popNow ? 12'h0 : beatIdx);
  assign readLast = (popNow ? (headBeats == 12'h001) : (beatsLeft == 12'h001));
  assign io_pop_valid = popNow;
  assign io_pop_payload = head_len;
  assign io_rdEnable = readNow;
  assign io_rdAddr = rdPtr;
  always @(*) begin
    marked = io_rdData;
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17) begin
        marked[7 : 0] = sDesc_newTos;
      end
      if(when_CeMarker_l18) begin
        marked[7 : 0] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19) begin
        marked[7 : 0] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17_1) begin
        marked[15 : 8] = sDesc_newTos;
      end
      if(when_CeMarker_l18_1) begin
        marked[15 : 8] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19_1) begin
        marked[15 : 8] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17_2) begin
        marked[23 : 16] = sDesc_newTos;
      end
      if(when_CeMarker_l18_2) begin
        marked[23 : 16] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19_2) begin
        marked[23 : 16] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17_3) begin
        marked[31 : 24] = sDesc_newTos;
      end
      if(when_CeMarker_l18_3) begin
        marked[31 : 24] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19_3) begin
        marked[31 : 24] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17_4) begin
        marked[39 : 32] = sDesc_newTos;
      end
      if(when_CeMarker_l18_4) begin
        marked[39 : 32] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19_4) begin
        marked[39 : 32] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17_5) begin
        marked[47 : 40] = sDesc_newTos;
      end
      if(when_CeMarker_l18_5) begin
        marked[47 : 40] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19_5) begin
        marked[47 : 40] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17_6) begin
        marked[55 : 48] = sDesc_newTos;
      end
      if(when_CeMarker_l18_6) begin
        marked[55 : 48] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19_6) begin
        marked[55 : 48] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17_7) begin
        marked[63 : 56] = sDesc_newTos;
      end
      if(when_CeMarker_l18_7) begin
        marked[63 : 56] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19_7) begin
        marked[63 : 56] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17_8) begin
        marked[71 : 64] = sDesc_newTos;
      end
      if(when_CeMarker_l18_8) begin
        marked[71 : 64] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19_8) begin
        marked[71 : 64] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17_9) begin
        marked[79 : 72] = sDesc_newTos;
      end
      if(when_CeMarker_l18_9) begin
        marked[79 : 72] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19_9) begin
        marked[79 : 72] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17_10) begin
        marked[87 : 80] = sDesc_newTos;
      end
      if(when_CeMarker_l18_10) begin
        marked[87 : 80] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19_10) begin
        marked[87 : 80] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17_11) begin
        marked[95 : 88] = sDesc_newTos;
      end
      if(when_CeMarker_l18_11) begin
        marked[95 : 88] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19_11) begin
        marked[95 : 88] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17_12) begin
        marked[103 : 96] = sDesc_newTos;
      end
      if(when_CeMarker_l18_12) begin
        marked[103 : 96] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19_12) begin
        marked[103 : 96] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17_13) begin
        marked[111 : 104] = sDesc_newTos;
      end
      if(when_CeMarker_l18_13) begin
        marked[111 : 104] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19_13) begin
        marked[111 : 104] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17_14) begin
        marked[119 : 112] = sDesc_newTos;
      end
      if(when_CeMarker_l18_14) begin
        marked[119 : 112] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19_14) begin
        marked[119 : 112] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17_15) begin
        marked[127 : 120] = sDesc_newTos;
      end
      if(when_CeMarker_l18_15) begin
        marked[127 : 120] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19_15) begin
        marked[127 : 120] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17_16) begin
        marked[135 : 128] = sDesc_newTos;
      end
      if(when_CeMarker_l18_16) begin
        marked[135 : 128] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19_16) begin
        marked[135 : 128] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17_17) begin
        marked[143 : 136] = sDesc_newTos;
      end
      if(when_CeMarker_l18_17) begin
        marked[143 : 136] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19_17) begin
        marked[143 : 136] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17_18) begin
        marked[151 : 144] = sDesc_newTos;
      end
      if(when_CeMarker_l18_18) begin
        marked[151 : 144] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19_18) begin
        marked[151 : 144] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17_19) begin
        marked[159 : 152] = sDesc_newTos;
      end
      if(when_CeMarker_l18_19) begin
        marked[159 : 152] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19_19) begin
        marked[159 : 152] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17_20) begin
        marked[167 : 160] = sDesc_newTos;
      end
      if(when_CeMarker_l18_20) begin
        marked[167 : 160] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19_20) begin
        marked[167 : 160] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17_21) begin
        marked[175 : 168] = sDesc_newTos;
      end
      if(when_CeMarker_l18_21) begin
        marked[175 : 168] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19_21) begin
        marked[175 : 168] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17_22) begin
        marked[183 : 176] = sDesc_newTos;
      end
      if(when_CeMarker_l18_22) begin
        marked[183 : 176] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19_22) begin
        marked[183 : 176] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17_23) begin
        marked[191 : 184] = sDesc_newTos;
      end
      if(when_CeMarker_l18_23) begin
        marked[191 : 184] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19_23) begin
        marked[191 : 184] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17_24) begin
        marked[199 : 192] = sDesc_newTos;
      end
      if(when_CeMarker_l18_24) begin
        marked[199 : 192] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19_24) begin
        marked[199 : 192] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17_25) begin
        marked[207 : 200] = sDesc_newTos;
      end
      if(when_CeMarker_l18_25) begin
        marked[207 : 200] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19_25) begin
        marked[207 : 200] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17_26) begin
        marked[215 : 208] = sDesc_newTos;
      end
      if(when_CeMarker_l18_26) begin
        marked[215 : 208] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19_26) begin
        marked[215 : 208] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17_27) begin
        marked[223 : 216] = sDesc_newTos;
      end
      if(when_CeMarker_l18_27) begin
        marked[223 : 216] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19_27) begin
        marked[223 : 216] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17_28) begin
        marked[231 : 224] = sDesc_newTos;
      end
      if(when_CeMarker_l18_28) begin
        marked[231 : 224] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19_28) begin
        marked[231 : 224] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17_29) begin
        marked[239 : 232] = sDesc_newTos;
      end
      if(when_CeMarker_l18_29) begin
        marked[239 : 232] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19_29) begin
        marked[239 : 232] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17_30) begin
        marked[247 : 240] = sDesc_newTos;
      end
      if(when_CeMarker_l18_30) begin
        marked[247 : 240] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19_30) begin
        marked[247 : 240] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l17_31) begin
        marked[255 : 248] = sDesc_newTos;
      end
      if(when_CeMarker_l18_31) begin
        marked[255 : 248] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l19_31) begin
        marked[255 : 248] = sDesc_newCsum[7 : 0];
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
  assign _zz_when_CeMarker_l17_5 = (_zz__zz_when_CeMarker_l17_5 | 16'h0004);
  assign when_CeMarker_l17_4 = (_zz_when_CeMarker_l17_5 == _zz_when_CeMarker_l17);
  assign when_CeMarker_l18_4 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_5 == _zz_when_CeMarker_l18));
  assign when_CeMarker_l19_4 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_5 == _zz_when_CeMarker_l19_4));
  assign _zz_when_CeMarker_l17_6 = (_zz__zz_when_CeMarker_l17_6 | 16'h0005);
  assign when_CeMarker_l17_5 = (_zz_when_CeMarker_l17_6 == _zz_when_CeMarker_l17);
  assign when_CeMarker_l18_5 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_6 == _zz_when_CeMarker_l18));
  assign when_CeMarker_l19_5 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_6 == _zz_when_CeMarker_l19_5));
  assign _zz_when_CeMarker_l17_7 = (_zz__zz_when_CeMarker_l17_7 | 16'h0006);
  assign when_CeMarker_l17_6 = (_zz_when_CeMarker_l17_7 == _zz_when_CeMarker_l17);
  assign when_CeMarker_l18_6 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_7 == _zz_when_CeMarker_l18));
  assign when_CeMarker_l19_6 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_7 == _zz_when_CeMarker_l19_6));
  assign _zz_when_CeMarker_l17_8 = (_zz__zz_when_CeMarker_l17_8 | 16'h0007);
  assign when_CeMarker_l17_7 = (_zz_when_CeMarker_l17_8 == _zz_when_CeMarker_l17);
  assign when_CeMarker_l18_7 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_8 == _zz_when_CeMarker_l18));
  assign when_CeMarker_l19_7 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_8 == _zz_when_CeMarker_l19_7));
  assign _zz_when_CeMarker_l17_9 = (_zz__zz_when_CeMarker_l17_9 | 16'h0008);
  assign when_CeMarker_l17_8 = (_zz_when_CeMarker_l17_9 == _zz_when_CeMarker_l17);
  assign when_CeMarker_l18_8 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_9 == _zz_when_CeMarker_l18));
  assign when_CeMarker_l19_8 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_9 == _zz_when_CeMarker_l19_8));
  assign _zz_when_CeMarker_l17_10 = (_zz__zz_when_CeMarker_l17_10 | 16'h0009);
  assign when_CeMarker_l17_9 = (_zz_when_CeMarker_l17_10 == _zz_when_CeMarker_l17);
  assign when_CeMarker_l18_9 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_10 == _zz_when_CeMarker_l18));
  assign when_CeMarker_l19_9 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_10 == _zz_when_CeMarker_l19_9));
  assign _zz_when_CeMarker_l17_11 = (_zz__zz_when_CeMarker_l17_11 | 16'h000a);
  assign when_CeMarker_l17_10 = (_zz_when_CeMarker_l17_11 == _zz_when_CeMarker_l17);
  assign when_CeMarker_l18_10 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_11 == _zz_when_CeMarker_l18));
  assign when_CeMarker_l19_10 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_11 == _zz_when_CeMarker_l19_10));
  assign _zz_when_CeMarker_l17_12 = (_zz__zz_when_CeMarker_l17_12 | 16'h000b);
  assign when_CeMarker_l17_11 = (_zz_when_CeMarker_l17_12 == _zz_when_CeMarker_l17);
  assign when_CeMarker_l18_11 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_12 == _zz_when_CeMarker_l18));
  assign when_CeMarker_l19_11 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_12 == _zz_when_CeMarker_l19_11));
  assign _zz_when_CeMarker_l17_13 = (_zz__zz_when_CeMarker_l17_13 | 16'h000c);
  assign when_CeMarker_l17_12 = (_zz_when_CeMarker_l17_13 == _zz_when_CeMarker_l17);
  assign when_CeMarker_l18_12 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_13 == _zz_when_CeMarker_l18));
  assign when_CeMarker_l19_12 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_13 == _zz_when_CeMarker_l19_12));
  assign _zz_when_CeMarker_l17_14 = (_zz__zz_when_CeMarker_l17_14 | 16'h000d);
  assign when_CeMarker_l17_13 = (_zz_when_CeMarker_l17_14 == _zz_when_CeMarker_l17);
  assign when_CeMarker_l18_13 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_14 == _zz_when_CeMarker_l18));
  assign when_CeMarker_l19_13 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_14 == _zz_when_CeMarker_l19_13));
  assign _zz_when_CeMarker_l17_15 = (_zz__zz_when_CeMarker_l17_15 | 16'h000e);
  assign when_CeMarker_l17_14 = (_zz_when_CeMarker_l17_15 == _zz_when_CeMarker_l17);
  assign when_CeMarker_l18_14 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_15 == _zz_when_CeMarker_l18));
  assign when_CeMarker_l19_14 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_15 == _zz_when_CeMarker_l19_14));
  assign _zz_when_CeMarker_l17_16 = (_zz__zz_when_CeMarker_l17_16 | 16'h000f);
  assign when_CeMarker_l17_15 = (_zz_when_CeMarker_l17_16 == _zz_when_CeMarker_l17);
  assign when_CeMarker_l18_15 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_16 == _zz_when_CeMarker_l18));
  assign when_CeMarker_l19_15 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_16 == _zz_when_CeMarker_l19_15));
  assign _zz_when_CeMarker_l17_17 = (_zz__zz_when_CeMarker_l17_17 | 16'h0010);
  assign when_CeMarker_l17_16 = (_zz_when_CeMarker_l17_17 == _zz_when_CeMarker_l17);
  assign when_CeMarker_l18_16 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_17 == _zz_when_CeMarker_l18));
  assign when_CeMarker_l19_16 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_17 == _zz_when_CeMarker_l19_16));
  assign _zz_when_CeMarker_l17_18 = (_zz__zz_when_CeMarker_l17_18 | 16'h0011);
  assign when_CeMarker_l17_17 = (_zz_when_CeMarker_l17_18 == _zz_when_CeMarker_l17);
  assign when_CeMarker_l18_17 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_18 == _zz_when_CeMarker_l18));
  assign when_CeMarker_l19_17 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_18 == _zz_when_CeMarker_l19_17));
  assign _zz_when_CeMarker_l17_19 = (_zz__zz_when_CeMarker_l17_19 | 16'h0012);
  assign when_CeMarker_l17_18 = (_zz_when_CeMarker_l17_19 == _zz_when_CeMarker_l17);
  assign when_CeMarker_l18_18 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_19 == _zz_when_CeMarker_l18));
  assign when_CeMarker_l19_18 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_19 == _zz_when_CeMarker_l19_18));
  assign _zz_when_CeMarker_l17_20 = (_zz__zz_when_CeMarker_l17_20 | 16'h0013);
  assign when_CeMarker_l17_19 = (_zz_when_CeMarker_l17_20 == _zz_when_CeMarker_l17);
  assign when_CeMarker_l18_19 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_20 == _zz_when_CeMarker_l18));
  assign when_CeMarker_l19_19 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_20 == _zz_when_CeMarker_l19_19));
  assign _zz_when_CeMarker_l17_21 = (_zz__zz_when_CeMarker_l17_21 | 16'h0014);
  assign when_CeMarker_l17_20 = (_zz_when_CeMarker_l17_21 == _zz_when_CeMarker_l17);
  assign when_CeMarker_l18_20 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_21 == _zz_when_CeMarker_l18));
  assign when_CeMarker_l19_20 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_21 == _zz_when_CeMarker_l19_20));
  assign _zz_when_CeMarker_l17_22 = (_zz__zz_when_CeMarker_l17_22 | 16'h0015);
  assign when_CeMarker_l17_21 = (_zz_when_CeMarker_l17_22 == _zz_when_CeMarker_l17);
  assign when_CeMarker_l18_21 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_22 == _zz_when_CeMarker_l18));
  assign when_CeMarker_l19_21 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_22 == _zz_when_CeMarker_l19_21));
  assign _zz_when_CeMarker_l17_23 = (_zz__zz_when_CeMarker_l17_23 | 16'h0016);
  assign when_CeMarker_l17_22 = (_zz_when_CeMarker_l17_23 == _zz_when_CeMarker_l17);
  assign when_CeMarker_l18_22 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_23 == _zz_when_CeMarker_l18));
  assign when_CeMarker_l19_22 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_23 == _zz_when_CeMarker_l19_22));
  assign _zz_when_CeMarker_l17_24 = (_zz__zz_when_CeMarker_l17_24 | 16'h0017);
  assign when_CeMarker_l17_23 = (_zz_when_CeMarker_l17_24 == _zz_when_CeMarker_l17);
  assign when_CeMarker_l18_23 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_24 == _zz_when_CeMarker_l18));
  assign when_CeMarker_l19_23 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_24 == _zz_when_CeMarker_l19_23));
  assign _zz_when_CeMarker_l17_25 = (_zz__zz_when_CeMarker_l17_25 | 16'h0018);
  assign when_CeMarker_l17_24 = (_zz_when_CeMarker_l17_25 == _zz_when_CeMarker_l17);
  assign when_CeMarker_l18_24 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_25 == _zz_when_CeMarker_l18));
  assign when_CeMarker_l19_24 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_25 == _zz_when_CeMarker_l19_24));
  assign _zz_when_CeMarker_l17_26 = (_zz__zz_when_CeMarker_l17_26 | 16'h0019);
  assign when_CeMarker_l17_25 = (_zz_when_CeMarker_l17_26 == _zz_when_CeMarker_l17);
  assign when_CeMarker_l18_25 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_26 == _zz_when_CeMarker_l18));
  assign when_CeMarker_l19_25 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_26 == _zz_when_CeMarker_l19_25));
  assign _zz_when_CeMarker_l17_27 = (_zz__zz_when_CeMarker_l17_27 | 16'h001a);
  assign when_CeMarker_l17_26 = (_zz_when_CeMarker_l17_27 == _zz_when_CeMarker_l17);
  assign when_CeMarker_l18_26 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_27 == _zz_when_CeMarker_l18));
  assign when_CeMarker_l19_26 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_27 == _zz_when_CeMarker_l19_26));
  assign _zz_when_CeMarker_l17_28 = (_zz__zz_when_CeMarker_l17_28 | 16'h001b);
  assign when_CeMarker_l17_27 = (_zz_when_CeMarker_l17_28 == _zz_when_CeMarker_l17);
  assign when_CeMarker_l18_27 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_28 == _zz_when_CeMarker_l18));
  assign when_CeMarker_l19_27 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_28 == _zz_when_CeMarker_l19_27));
  assign _zz_when_CeMarker_l17_29 = (_zz__zz_when_CeMarker_l17_29 | 16'h001c);
  assign when_CeMarker_l17_28 = (_zz_when_CeMarker_l17_29 == _zz_when_CeMarker_l17);
  assign when_CeMarker_l18_28 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_29 == _zz_when_CeMarker_l18));
  assign when_CeMarker_l19_28 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_29 == _zz_when_CeMarker_l19_28));
  assign _zz_when_CeMarker_l17_30 = (_zz__zz_when_CeMarker_l17_30 | 16'h001d);
  assign when_CeMarker_l17_29 = (_zz_when_CeMarker_l17_30 == _zz_when_CeMarker_l17);
  assign when_CeMarker_l18_29 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_30 == _zz_when_CeMarker_l18));
  assign when_CeMarker_l19_29 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_30 == _zz_when_CeMarker_l19_29));
  assign _zz_when_CeMarker_l17_31 = (_zz__zz_when_CeMarker_l17_31 | 16'h001e);
  assign when_CeMarker_l17_30 = (_zz_when_CeMarker_l17_31 == _zz_when_CeMarker_l17);
  assign when_CeMarker_l18_30 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_31 == _zz_when_CeMarker_l18));
  assign when_CeMarker_l19_30 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_31 == _zz_when_CeMarker_l19_30));
  assign _zz_when_CeMarker_l17_32 = (_zz__zz_when_CeMarker_l17_32 | 16'h001f);
  assign when_CeMarker_l17_31 = (_zz_when_CeMarker_l17_32 == _zz_when_CeMarker_l17);
  assign when_CeMarker_l18_31 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_32 == _zz_when_CeMarker_l18));
  assign when_CeMarker_l19_31 = (sDesc_ipv4 && (_zz_when_CeMarker_l17_32 == _zz_when_CeMarker_l19_31));
  assign lastBytes = (_zz_lastBytes + 6'h01);
  assign lastKeep = _zz_lastKeep;
  assign keep = (sLast ? lastKeep : 32'hffffffff);
  assign _zz_3 = ({3'd0,1'b1} <<< fWr);
  assign _zz_4 = _zz_3[0];
  assign _zz_5 = _zz_3[1];
  assign _zz_6 = _zz_3[2];
  assign _zz_7 = _zz_3[3];
  assign outHead_data = _zz_outHead_data;
  assign outHead_keep = _zz_outHead_keep;
  assign outHead_last = _zz_outHead_last;
  assign outHead_len = _zz_outHead_len;
  assign io_tvalid = (fifoCount != 3'b000);
  assign io_tdata = outHead_data;
  assign io_tkeep = outHead_keep;
  assign io_tlast = outHead_last;
  assign outFire = (io_tvalid && io_tready);
  assign io_sent_valid = (outFire && outHead_last);
  assign io_sent_payload = outHead_len;
  assign io_busy = (inflight != 14'h0);
  always @(posedge clk) begin
    if(reset) begin
      dWr <= 13'h0;
      dRd <= 13'h0;
      dCount <= 14'h0;
      fifoCount <= 3'b000;
      sValid <= 1'b0;
      active <= 1'b0;
      beatsLeft <= 12'h0;
      beatIdx <= 12'h0;
      rdPtr <= 13'h0;
      fWr <= 2'b00;
      fRd <= 2'b00;
      inflight <= 14'h0;
    end else begin
      if(io_push_valid) begin
        dWr <= (dWr + 13'h0001);
      end
      if(popNow) begin
        dRd <= (dRd + 13'h0001);
      end
      dCount <= (_zz_dCount - _zz_dCount_3);
      if(readNow) begin
        rdPtr <= (rdPtr + 13'h0001);
        beatIdx <= (readIdx + 12'h001);
        beatsLeft <= ((popNow ? headBeats : beatsLeft) - 12'h001);
        active <= (! readLast);
      end
      sValid <= readNow;
      if(sValid) begin
        fWr <= (fWr + 2'b01);
      end
      if(outFire) begin
        fRd <= (fRd + 2'b01);
      end
      fifoCount <= (_zz_fifoCount - _zz_fifoCount_3);
      inflight <= (_zz_inflight - _zz_inflight_3);
    end
  end

  always @(posedge clk) begin
    if(popNow) begin
      cur_len <= head_len;
      cur_rewrite <= head_rewrite;
      cur_ipv4 <= head_ipv4;
      cur_l3 <= head_l3;
      cur_newTos <= head_newTos;
      cur_newCsum <= head_newCsum;
    end
    if(readNow) begin
      sDesc_len <= readDesc_len;
      sDesc_rewrite <= readDesc_rewrite;
      sDesc_ipv4 <= readDesc_ipv4;
      sDesc_l3 <= readDesc_l3;
      sDesc_newTos <= readDesc_newTos;
      sDesc_newCsum <= readDesc_newCsum;
    end
    if(readNow) begin
      sIdx <= readIdx;
    end
    if(readNow) begin
      sLast <= readLast;
    end
    if(sValid) begin
      if(_zz_4) begin
        fifo_0_data <= marked;
      end
      if(_zz_5) begin
        fifo_1_data <= marked;
      end
      if(_zz_6) begin
        fifo_2_data <= marked;
      end
      if(_zz_7) begin
        fifo_3_data <= marked;
      end
      if(_zz_4) begin
        fifo_0_keep <= keep;
      end
      if(_zz_5) begin
        fifo_1_keep <= keep;
      end
      if(_zz_6) begin
        fifo_2_keep <= keep;
      end
      if(_zz_7) begin
        fifo_3_keep <= keep;
      end
      if(_zz_4) begin
        fifo_0_last <= sLast;
      end
      if(_zz_5) begin
        fifo_1_last <= sLast;
      end
      if(_zz_6) begin
        fifo_2_last <= sLast;
      end
      if(_zz_7) begin
        fifo_3_last <= sLast;
      end
      if(_zz_4) begin
        fifo_0_len <= sDesc_len;
      end
      if(_zz_5) begin
        fifo_1_len <= sDesc_len;
      end
      if(_zz_6) begin
        fifo_2_len <= sDesc_len;
      end
      if(_zz_7) begin
        fifo_3_len <= sDesc_len;
      end
    end
  end


endmodule

module w256_Shaper (
  input  wire [31:0]   io_active_minTh,
  input  wire [31:0]   io_active_maxTh,
  input  wire [31:0]   io_active_limit,
  input  wire [31:0]   io_active_qthMin,
  input  wire [31:0]   io_active_qthMax,
  input  wire [4:0]    io_active_wlog,
  input  wire [4:0]    io_active_scellLog,
  input  wire [31:0]   io_active_delta,
  input  wire [31:0]   io_active_maxP,
  input  wire [31:0]   io_active_mpd,
  input  wire [31:0]   io_active_recipM,
  input  wire [0:0]    io_active_recipSh1,
  input  wire [4:0]    io_active_recipSh2,
  input  wire [47:0]   io_active_gentleStep,
  input  wire [30:0]   io_active_scellMax,
  input  wire [31:0]   io_active_targetMin,
  input  wire [31:0]   io_active_targetMax,
  input  wire [4:0]    io_active_stab_0,
  input  wire [4:0]    io_active_stab_1,
  input  wire [4:0]    io_active_stab_2,
  input  wire [4:0]    io_active_stab_3,
  input  wire [4:0]    io_active_stab_4,
  input  wire [4:0]    io_active_stab_5,
  input  wire [4:0]    io_active_stab_6,
  input  wire [4:0]    io_active_stab_7,
  input  wire [4:0]    io_active_stab_8,
  input  wire [4:0]    io_active_stab_9,
  input  wire [4:0]    io_active_stab_10,
  input  wire [4:0]    io_active_stab_11,
  input  wire [4:0]    io_active_stab_12,
  input  wire [4:0]    io_active_stab_13,
  input  wire [4:0]    io_active_stab_14,
  input  wire [4:0]    io_active_stab_15,
  input  wire [4:0]    io_active_stab_16,
  input  wire [4:0]    io_active_stab_17,
  input  wire [4:0]    io_active_stab_18,
  input  wire [4:0]    io_active_stab_19,
  input  wire [4:0]    io_active_stab_20,
  input  wire [4:0]    io_active_stab_21,
  input  wire [4:0]    io_active_stab_22,
  input  wire [4:0]    io_active_stab_23,
  input  wire [4:0]    io_active_stab_24,
  input  wire [4:0]    io_active_stab_25,
  input  wire [4:0]    io_active_stab_26,
  input  wire [4:0]    io_active_stab_27,
  input  wire [4:0]    io_active_stab_28,
  input  wire [4:0]    io_active_stab_29,
  input  wire [4:0]    io_active_stab_30,
  input  wire [4:0]    io_active_stab_31,
  input  wire [4:0]    io_active_stab_32,
  input  wire [4:0]    io_active_stab_33,
  input  wire [4:0]    io_active_stab_34,
  input  wire [4:0]    io_active_stab_35,
  input  wire [4:0]    io_active_stab_36,
  input  wire [4:0]    io_active_stab_37,
  input  wire [4:0]    io_active_stab_38,
  input  wire [4:0]    io_active_stab_39,
  input  wire [4:0]    io_active_stab_40,
  input  wire [4:0]    io_active_stab_41,
  input  wire [4:0]    io_active_stab_42,
  input  wire [4:0]    io_active_stab_43,
  input  wire [4:0]    io_active_stab_44,
  input  wire [4:0]    io_active_stab_45,
  input  wire [4:0]    io_active_stab_46,
  input  wire [4:0]    io_active_stab_47,
  input  wire [4:0]    io_active_stab_48,
  input  wire [4:0]    io_active_stab_49,
  input  wire [4:0]    io_active_stab_50,
  input  wire [4:0]    io_active_stab_51,
  input  wire [4:0]    io_active_stab_52,
  input  wire [4:0]    io_active_stab_53,
  input  wire [4:0]    io_active_stab_54,
  input  wire [4:0]    io_active_stab_55,
  input  wire [4:0]    io_active_stab_56,
  input  wire [4:0]    io_active_stab_57,
  input  wire [4:0]    io_active_stab_58,
  input  wire [4:0]    io_active_stab_59,
  input  wire [4:0]    io_active_stab_60,
  input  wire [4:0]    io_active_stab_61,
  input  wire [4:0]    io_active_stab_62,
  input  wire [4:0]    io_active_stab_63,
  input  wire [4:0]    io_active_stab_64,
  input  wire [4:0]    io_active_stab_65,
  input  wire [4:0]    io_active_stab_66,
  input  wire [4:0]    io_active_stab_67,
  input  wire [4:0]    io_active_stab_68,
  input  wire [4:0]    io_active_stab_69,
  input  wire [4:0]    io_active_stab_70,
  input  wire [4:0]    io_active_stab_71,
  input  wire [4:0]    io_active_stab_72,
  input  wire [4:0]    io_active_stab_73,
  input  wire [4:0]    io_active_stab_74,
  input  wire [4:0]    io_active_stab_75,
  input  wire [4:0]    io_active_stab_76,
  input  wire [4:0]    io_active_stab_77,
  input  wire [4:0]    io_active_stab_78,
  input  wire [4:0]    io_active_stab_79,
  input  wire [4:0]    io_active_stab_80,
  input  wire [4:0]    io_active_stab_81,
  input  wire [4:0]    io_active_stab_82,
  input  wire [4:0]    io_active_stab_83,
  input  wire [4:0]    io_active_stab_84,
  input  wire [4:0]    io_active_stab_85,
  input  wire [4:0]    io_active_stab_86,
  input  wire [4:0]    io_active_stab_87,
  input  wire [4:0]    io_active_stab_88,
  input  wire [4:0]    io_active_stab_89,
  input  wire [4:0]    io_active_stab_90,
  input  wire [4:0]    io_active_stab_91,
  input  wire [4:0]    io_active_stab_92,
  input  wire [4:0]    io_active_stab_93,
  input  wire [4:0]    io_active_stab_94,
  input  wire [4:0]    io_active_stab_95,
  input  wire [4:0]    io_active_stab_96,
  input  wire [4:0]    io_active_stab_97,
  input  wire [4:0]    io_active_stab_98,
  input  wire [4:0]    io_active_stab_99,
  input  wire [4:0]    io_active_stab_100,
  input  wire [4:0]    io_active_stab_101,
  input  wire [4:0]    io_active_stab_102,
  input  wire [4:0]    io_active_stab_103,
  input  wire [4:0]    io_active_stab_104,
  input  wire [4:0]    io_active_stab_105,
  input  wire [4:0]    io_active_stab_106,
  input  wire [4:0]    io_active_stab_107,
  input  wire [4:0]    io_active_stab_108,
  input  wire [4:0]    io_active_stab_109,
  input  wire [4:0]    io_active_stab_110,
  input  wire [4:0]    io_active_stab_111,
  input  wire [4:0]    io_active_stab_112,
  input  wire [4:0]    io_active_stab_113,
  input  wire [4:0]    io_active_stab_114,
  input  wire [4:0]    io_active_stab_115,
  input  wire [4:0]    io_active_stab_116,
  input  wire [4:0]    io_active_stab_117,
  input  wire [4:0]    io_active_stab_118,
  input  wire [4:0]    io_active_stab_119,
  input  wire [4:0]    io_active_stab_120,
  input  wire [4:0]    io_active_stab_121,
  input  wire [4:0]    io_active_stab_122,
  input  wire [4:0]    io_active_stab_123,
  input  wire [4:0]    io_active_stab_124,
  input  wire [4:0]    io_active_stab_125,
  input  wire [4:0]    io_active_stab_126,
  input  wire [4:0]    io_active_stab_127,
  input  wire [4:0]    io_active_stab_128,
  input  wire [4:0]    io_active_stab_129,
  input  wire [4:0]    io_active_stab_130,
  input  wire [4:0]    io_active_stab_131,
  input  wire [4:0]    io_active_stab_132,
  input  wire [4:0]    io_active_stab_133,
  input  wire [4:0]    io_active_stab_134,
  input  wire [4:0]    io_active_stab_135,
  input  wire [4:0]    io_active_stab_136,
  input  wire [4:0]    io_active_stab_137,
  input  wire [4:0]    io_active_stab_138,
  input  wire [4:0]    io_active_stab_139,
  input  wire [4:0]    io_active_stab_140,
  input  wire [4:0]    io_active_stab_141,
  input  wire [4:0]    io_active_stab_142,
  input  wire [4:0]    io_active_stab_143,
  input  wire [4:0]    io_active_stab_144,
  input  wire [4:0]    io_active_stab_145,
  input  wire [4:0]    io_active_stab_146,
  input  wire [4:0]    io_active_stab_147,
  input  wire [4:0]    io_active_stab_148,
  input  wire [4:0]    io_active_stab_149,
  input  wire [4:0]    io_active_stab_150,
  input  wire [4:0]    io_active_stab_151,
  input  wire [4:0]    io_active_stab_152,
  input  wire [4:0]    io_active_stab_153,
  input  wire [4:0]    io_active_stab_154,
  input  wire [4:0]    io_active_stab_155,
  input  wire [4:0]    io_active_stab_156,
  input  wire [4:0]    io_active_stab_157,
  input  wire [4:0]    io_active_stab_158,
  input  wire [4:0]    io_active_stab_159,
  input  wire [4:0]    io_active_stab_160,
  input  wire [4:0]    io_active_stab_161,
  input  wire [4:0]    io_active_stab_162,
  input  wire [4:0]    io_active_stab_163,
  input  wire [4:0]    io_active_stab_164,
  input  wire [4:0]    io_active_stab_165,
  input  wire [4:0]    io_active_stab_166,
  input  wire [4:0]    io_active_stab_167,
  input  wire [4:0]    io_active_stab_168,
  input  wire [4:0]    io_active_stab_169,
  input  wire [4:0]    io_active_stab_170,
  input  wire [4:0]    io_active_stab_171,
  input  wire [4:0]    io_active_stab_172,
  input  wire [4:0]    io_active_stab_173,
  input  wire [4:0]    io_active_stab_174,
  input  wire [4:0]    io_active_stab_175,
  input  wire [4:0]    io_active_stab_176,
  input  wire [4:0]    io_active_stab_177,
  input  wire [4:0]    io_active_stab_178,
  input  wire [4:0]    io_active_stab_179,
  input  wire [4:0]    io_active_stab_180,
  input  wire [4:0]    io_active_stab_181,
  input  wire [4:0]    io_active_stab_182,
  input  wire [4:0]    io_active_stab_183,
  input  wire [4:0]    io_active_stab_184,
  input  wire [4:0]    io_active_stab_185,
  input  wire [4:0]    io_active_stab_186,
  input  wire [4:0]    io_active_stab_187,
  input  wire [4:0]    io_active_stab_188,
  input  wire [4:0]    io_active_stab_189,
  input  wire [4:0]    io_active_stab_190,
  input  wire [4:0]    io_active_stab_191,
  input  wire [4:0]    io_active_stab_192,
  input  wire [4:0]    io_active_stab_193,
  input  wire [4:0]    io_active_stab_194,
  input  wire [4:0]    io_active_stab_195,
  input  wire [4:0]    io_active_stab_196,
  input  wire [4:0]    io_active_stab_197,
  input  wire [4:0]    io_active_stab_198,
  input  wire [4:0]    io_active_stab_199,
  input  wire [4:0]    io_active_stab_200,
  input  wire [4:0]    io_active_stab_201,
  input  wire [4:0]    io_active_stab_202,
  input  wire [4:0]    io_active_stab_203,
  input  wire [4:0]    io_active_stab_204,
  input  wire [4:0]    io_active_stab_205,
  input  wire [4:0]    io_active_stab_206,
  input  wire [4:0]    io_active_stab_207,
  input  wire [4:0]    io_active_stab_208,
  input  wire [4:0]    io_active_stab_209,
  input  wire [4:0]    io_active_stab_210,
  input  wire [4:0]    io_active_stab_211,
  input  wire [4:0]    io_active_stab_212,
  input  wire [4:0]    io_active_stab_213,
  input  wire [4:0]    io_active_stab_214,
  input  wire [4:0]    io_active_stab_215,
  input  wire [4:0]    io_active_stab_216,
  input  wire [4:0]    io_active_stab_217,
  input  wire [4:0]    io_active_stab_218,
  input  wire [4:0]    io_active_stab_219,
  input  wire [4:0]    io_active_stab_220,
  input  wire [4:0]    io_active_stab_221,
  input  wire [4:0]    io_active_stab_222,
  input  wire [4:0]    io_active_stab_223,
  input  wire [4:0]    io_active_stab_224,
  input  wire [4:0]    io_active_stab_225,
  input  wire [4:0]    io_active_stab_226,
  input  wire [4:0]    io_active_stab_227,
  input  wire [4:0]    io_active_stab_228,
  input  wire [4:0]    io_active_stab_229,
  input  wire [4:0]    io_active_stab_230,
  input  wire [4:0]    io_active_stab_231,
  input  wire [4:0]    io_active_stab_232,
  input  wire [4:0]    io_active_stab_233,
  input  wire [4:0]    io_active_stab_234,
  input  wire [4:0]    io_active_stab_235,
  input  wire [4:0]    io_active_stab_236,
  input  wire [4:0]    io_active_stab_237,
  input  wire [4:0]    io_active_stab_238,
  input  wire [4:0]    io_active_stab_239,
  input  wire [4:0]    io_active_stab_240,
  input  wire [4:0]    io_active_stab_241,
  input  wire [4:0]    io_active_stab_242,
  input  wire [4:0]    io_active_stab_243,
  input  wire [4:0]    io_active_stab_244,
  input  wire [4:0]    io_active_stab_245,
  input  wire [4:0]    io_active_stab_246,
  input  wire [4:0]    io_active_stab_247,
  input  wire [4:0]    io_active_stab_248,
  input  wire [4:0]    io_active_stab_249,
  input  wire [4:0]    io_active_stab_250,
  input  wire [4:0]    io_active_stab_251,
  input  wire [4:0]    io_active_stab_252,
  input  wire [4:0]    io_active_stab_253,
  input  wire [4:0]    io_active_stab_254,
  input  wire [4:0]    io_active_stab_255,
  input  wire [1:0]    io_active_mode,
  input  wire          io_active_unit,
  input  wire          io_active_gentle,
  input  wire          io_active_harddrop,
  input  wire          io_active_nodrop,
  input  wire          io_active_adaptive,
  input  wire [31:0]   io_active_inc,
  input  wire [55:0]   io_active_cap,
  input  wire          io_active_shaped,
  input  wire [31:0]   io_active_seed,
  input  wire [15:0]   io_active_cyclesPerUs,
  input  wire          io_apply,
  input  wire          io_pop_valid,
  input  wire [15:0]   io_pop_payload,
  output wire          io_allow,
  input  wire          clk,
  input  wire          reset
);

  wire       [56:0]   _zz_capS;
  wire       [56:0]   _zz_capS_1;
  wire       [57:0]   _zz_grown;
  wire       [32:0]   _zz_grown_1;
  wire       [32:0]   _zz_grown_2;
  wire       [56:0]   _zz_cost;
  wire       [56:0]   _zz_cost_1;
  wire       [57:0]   _zz_cost_2;
  wire       [33:0]   _zz_cost_3;
  wire       [57:0]   _zz_tokens;
  reg        [57:0]   tokens;
  wire       [57:0]   capS;
  wire       [57:0]   grown;
  wire       [57:0]   capped;
  wire       [57:0]   cost;

  assign _zz_capS = _zz_capS_1;
  assign _zz_capS_1 = {1'd0, io_active_cap};
  assign _zz_grown_1 = _zz_grown_2;
  assign _zz_grown = {{25{_zz_grown_1[32]}}, _zz_grown_1};
  assign _zz_grown_2 = {1'd0, io_active_inc};
  assign _zz_cost = _zz_cost_1;
  assign _zz_cost_2 = {_zz_cost_3,24'h0};
  assign _zz_cost_1 = _zz_cost_2[56:0];
  assign _zz_cost_3 = {18'd0, io_pop_payload};
  assign _zz_tokens = ($signed(capped) - $signed(cost));
  assign capS = {{1{_zz_capS[56]}}, _zz_capS};
  assign grown = ($signed(tokens) + $signed(_zz_grown));
  assign capped = (($signed(capS) < $signed(grown)) ? capS : grown);
  assign cost = {{1{_zz_cost[56]}}, _zz_cost};
  assign io_allow = ((! io_active_shaped) || (! tokens[57]));
  always @(posedge clk) begin
    if(reset) begin
      tokens <= 58'h0;
    end else begin
      tokens <= (io_pop_valid ? _zz_tokens : capped);
      if(io_apply) begin
        tokens <= 58'h0;
      end
    end
  end


endmodule

module w256_RedEngine (
  input  wire          io_frame_valid,
  input  wire [15:0]   io_frame_payload_len,
  input  wire          io_frame_payload_bad,
  input  wire          io_frame_payload_lost,
  input  wire [13:0]   io_frame_payload_beats,
  input  wire [7:0]    io_frame_payload_hdr_0,
  input  wire [7:0]    io_frame_payload_hdr_1,
  input  wire [7:0]    io_frame_payload_hdr_2,
  input  wire [7:0]    io_frame_payload_hdr_3,
  input  wire [7:0]    io_frame_payload_hdr_4,
  input  wire [7:0]    io_frame_payload_hdr_5,
  input  wire [7:0]    io_frame_payload_hdr_6,
  input  wire [7:0]    io_frame_payload_hdr_7,
  input  wire [7:0]    io_frame_payload_hdr_8,
  input  wire [7:0]    io_frame_payload_hdr_9,
  input  wire [7:0]    io_frame_payload_hdr_10,
  input  wire [7:0]    io_frame_payload_hdr_11,
  input  wire [7:0]    io_frame_payload_hdr_12,
  input  wire [7:0]    io_frame_payload_hdr_13,
  input  wire [7:0]    io_frame_payload_hdr_14,
  input  wire [7:0]    io_frame_payload_hdr_15,
  input  wire [7:0]    io_frame_payload_hdr_16,
  input  wire [7:0]    io_frame_payload_hdr_17,
  input  wire [7:0]    io_frame_payload_hdr_18,
  input  wire [7:0]    io_frame_payload_hdr_19,
  input  wire [7:0]    io_frame_payload_hdr_20,
  input  wire [7:0]    io_frame_payload_hdr_21,
  input  wire [7:0]    io_frame_payload_hdr_22,
  input  wire [7:0]    io_frame_payload_hdr_23,
  input  wire [7:0]    io_frame_payload_hdr_24,
  input  wire [7:0]    io_frame_payload_hdr_25,
  input  wire [7:0]    io_frame_payload_hdr_26,
  input  wire [7:0]    io_frame_payload_hdr_27,
  input  wire [7:0]    io_frame_payload_hdr_28,
  input  wire [7:0]    io_frame_payload_hdr_29,
  input  wire [7:0]    io_frame_payload_hdr_30,
  input  wire [7:0]    io_frame_payload_hdr_31,
  input  wire [7:0]    io_frame_payload_hdr_32,
  input  wire [7:0]    io_frame_payload_hdr_33,
  input  wire [31:0]   io_active_minTh,
  input  wire [31:0]   io_active_maxTh,
  input  wire [31:0]   io_active_limit,
  input  wire [31:0]   io_active_qthMin,
  input  wire [31:0]   io_active_qthMax,
  input  wire [4:0]    io_active_wlog,
  input  wire [4:0]    io_active_scellLog,
  input  wire [31:0]   io_active_delta,
  input  wire [31:0]   io_active_maxP,
  input  wire [31:0]   io_active_mpd,
  input  wire [31:0]   io_active_recipM,
  input  wire [0:0]    io_active_recipSh1,
  input  wire [4:0]    io_active_recipSh2,
  input  wire [47:0]   io_active_gentleStep,
  input  wire [30:0]   io_active_scellMax,
  input  wire [31:0]   io_active_targetMin,
  input  wire [31:0]   io_active_targetMax,
  input  wire [4:0]    io_active_stab_0,
  input  wire [4:0]    io_active_stab_1,
  input  wire [4:0]    io_active_stab_2,
  input  wire [4:0]    io_active_stab_3,
  input  wire [4:0]    io_active_stab_4,
  input  wire [4:0]    io_active_stab_5,
  input  wire [4:0]    io_active_stab_6,
  input  wire [4:0]    io_active_stab_7,
  input  wire [4:0]    io_active_stab_8,
  input  wire [4:0]    io_active_stab_9,
  input  wire [4:0]    io_active_stab_10,
  input  wire [4:0]    io_active_stab_11,
  input  wire [4:0]    io_active_stab_12,
  input  wire [4:0]    io_active_stab_13,
  input  wire [4:0]    io_active_stab_14,
  input  wire [4:0]    io_active_stab_15,
  input  wire [4:0]    io_active_stab_16,
  input  wire [4:0]    io_active_stab_17,
  input  wire [4:0]    io_active_stab_18,
  input  wire [4:0]    io_active_stab_19,
  input  wire [4:0]    io_active_stab_20,
  input  wire [4:0]    io_active_stab_21,
  input  wire [4:0]    io_active_stab_22,
  input  wire [4:0]    io_active_stab_23,
  input  wire [4:0]    io_active_stab_24,
  input  wire [4:0]    io_active_stab_25,
  input  wire [4:0]    io_active_stab_26,
  input  wire [4:0]    io_active_stab_27,
  input  wire [4:0]    io_active_stab_28,
  input  wire [4:0]    io_active_stab_29,
  input  wire [4:0]    io_active_stab_30,
  input  wire [4:0]    io_active_stab_31,
  input  wire [4:0]    io_active_stab_32,
  input  wire [4:0]    io_active_stab_33,
  input  wire [4:0]    io_active_stab_34,
  input  wire [4:0]    io_active_stab_35,
  input  wire [4:0]    io_active_stab_36,
  input  wire [4:0]    io_active_stab_37,
  input  wire [4:0]    io_active_stab_38,
  input  wire [4:0]    io_active_stab_39,
  input  wire [4:0]    io_active_stab_40,
  input  wire [4:0]    io_active_stab_41,
  input  wire [4:0]    io_active_stab_42,
  input  wire [4:0]    io_active_stab_43,
  input  wire [4:0]    io_active_stab_44,
  input  wire [4:0]    io_active_stab_45,
  input  wire [4:0]    io_active_stab_46,
  input  wire [4:0]    io_active_stab_47,
  input  wire [4:0]    io_active_stab_48,
  input  wire [4:0]    io_active_stab_49,
  input  wire [4:0]    io_active_stab_50,
  input  wire [4:0]    io_active_stab_51,
  input  wire [4:0]    io_active_stab_52,
  input  wire [4:0]    io_active_stab_53,
  input  wire [4:0]    io_active_stab_54,
  input  wire [4:0]    io_active_stab_55,
  input  wire [4:0]    io_active_stab_56,
  input  wire [4:0]    io_active_stab_57,
  input  wire [4:0]    io_active_stab_58,
  input  wire [4:0]    io_active_stab_59,
  input  wire [4:0]    io_active_stab_60,
  input  wire [4:0]    io_active_stab_61,
  input  wire [4:0]    io_active_stab_62,
  input  wire [4:0]    io_active_stab_63,
  input  wire [4:0]    io_active_stab_64,
  input  wire [4:0]    io_active_stab_65,
  input  wire [4:0]    io_active_stab_66,
  input  wire [4:0]    io_active_stab_67,
  input  wire [4:0]    io_active_stab_68,
  input  wire [4:0]    io_active_stab_69,
  input  wire [4:0]    io_active_stab_70,
  input  wire [4:0]    io_active_stab_71,
  input  wire [4:0]    io_active_stab_72,
  input  wire [4:0]    io_active_stab_73,
  input  wire [4:0]    io_active_stab_74,
  input  wire [4:0]    io_active_stab_75,
  input  wire [4:0]    io_active_stab_76,
  input  wire [4:0]    io_active_stab_77,
  input  wire [4:0]    io_active_stab_78,
  input  wire [4:0]    io_active_stab_79,
  input  wire [4:0]    io_active_stab_80,
  input  wire [4:0]    io_active_stab_81,
  input  wire [4:0]    io_active_stab_82,
  input  wire [4:0]    io_active_stab_83,
  input  wire [4:0]    io_active_stab_84,
  input  wire [4:0]    io_active_stab_85,
  input  wire [4:0]    io_active_stab_86,
  input  wire [4:0]    io_active_stab_87,
  input  wire [4:0]    io_active_stab_88,
  input  wire [4:0]    io_active_stab_89,
  input  wire [4:0]    io_active_stab_90,
  input  wire [4:0]    io_active_stab_91,
  input  wire [4:0]    io_active_stab_92,
  input  wire [4:0]    io_active_stab_93,
  input  wire [4:0]    io_active_stab_94,
  input  wire [4:0]    io_active_stab_95,
  input  wire [4:0]    io_active_stab_96,
  input  wire [4:0]    io_active_stab_97,
  input  wire [4:0]    io_active_stab_98,
  input  wire [4:0]    io_active_stab_99,
  input  wire [4:0]    io_active_stab_100,
  input  wire [4:0]    io_active_stab_101,
  input  wire [4:0]    io_active_stab_102,
  input  wire [4:0]    io_active_stab_103,
  input  wire [4:0]    io_active_stab_104,
  input  wire [4:0]    io_active_stab_105,
  input  wire [4:0]    io_active_stab_106,
  input  wire [4:0]    io_active_stab_107,
  input  wire [4:0]    io_active_stab_108,
  input  wire [4:0]    io_active_stab_109,
  input  wire [4:0]    io_active_stab_110,
  input  wire [4:0]    io_active_stab_111,
  input  wire [4:0]    io_active_stab_112,
  input  wire [4:0]    io_active_stab_113,
  input  wire [4:0]    io_active_stab_114,
  input  wire [4:0]    io_active_stab_115,
  input  wire [4:0]    io_active_stab_116,
  input  wire [4:0]    io_active_stab_117,
  input  wire [4:0]    io_active_stab_118,
  input  wire [4:0]    io_active_stab_119,
  input  wire [4:0]    io_active_stab_120,
  input  wire [4:0]    io_active_stab_121,
  input  wire [4:0]    io_active_stab_122,
  input  wire [4:0]    io_active_stab_123,
  input  wire [4:0]    io_active_stab_124,
  input  wire [4:0]    io_active_stab_125,
  input  wire [4:0]    io_active_stab_126,
  input  wire [4:0]    io_active_stab_127,
  input  wire [4:0]    io_active_stab_128,
  input  wire [4:0]    io_active_stab_129,
  input  wire [4:0]    io_active_stab_130,
  input  wire [4:0]    io_active_stab_131,
  input  wire [4:0]    io_active_stab_132,
  input  wire [4:0]    io_active_stab_133,
  input  wire [4:0]    io_active_stab_134,
  input  wire [4:0]    io_active_stab_135,
  input  wire [4:0]    io_active_stab_136,
  input  wire [4:0]    io_active_stab_137,
  input  wire [4:0]    io_active_stab_138,
  input  wire [4:0]    io_active_stab_139,
  input  wire [4:0]    io_active_stab_140,
  input  wire [4:0]    io_active_stab_141,
  input  wire [4:0]    io_active_stab_142,
  input  wire [4:0]    io_active_stab_143,
  input  wire [4:0]    io_active_stab_144,
  input  wire [4:0]    io_active_stab_145,
  input  wire [4:0]    io_active_stab_146,
  input  wire [4:0]    io_active_stab_147,
  input  wire [4:0]    io_active_stab_148,
  input  wire [4:0]    io_active_stab_149,
  input  wire [4:0]    io_active_stab_150,
  input  wire [4:0]    io_active_stab_151,
  input  wire [4:0]    io_active_stab_152,
  input  wire [4:0]    io_active_stab_153,
  input  wire [4:0]    io_active_stab_154,
  input  wire [4:0]    io_active_stab_155,
  input  wire [4:0]    io_active_stab_156,
  input  wire [4:0]    io_active_stab_157,
  input  wire [4:0]    io_active_stab_158,
  input  wire [4:0]    io_active_stab_159,
  input  wire [4:0]    io_active_stab_160,
  input  wire [4:0]    io_active_stab_161,
  input  wire [4:0]    io_active_stab_162,
  input  wire [4:0]    io_active_stab_163,
  input  wire [4:0]    io_active_stab_164,
  input  wire [4:0]    io_active_stab_165,
  input  wire [4:0]    io_active_stab_166,
  input  wire [4:0]    io_active_stab_167,
  input  wire [4:0]    io_active_stab_168,
  input  wire [4:0]    io_active_stab_169,
  input  wire [4:0]    io_active_stab_170,
  input  wire [4:0]    io_active_stab_171,
  input  wire [4:0]    io_active_stab_172,
  input  wire [4:0]    io_active_stab_173,
  input  wire [4:0]    io_active_stab_174,
  input  wire [4:0]    io_active_stab_175,
  input  wire [4:0]    io_active_stab_176,
  input  wire [4:0]    io_active_stab_177,
  input  wire [4:0]    io_active_stab_178,
  input  wire [4:0]    io_active_stab_179,
  input  wire [4:0]    io_active_stab_180,
  input  wire [4:0]    io_active_stab_181,
  input  wire [4:0]    io_active_stab_182,
  input  wire [4:0]    io_active_stab_183,
  input  wire [4:0]    io_active_stab_184,
  input  wire [4:0]    io_active_stab_185,
  input  wire [4:0]    io_active_stab_186,
  input  wire [4:0]    io_active_stab_187,
  input  wire [4:0]    io_active_stab_188,
  input  wire [4:0]    io_active_stab_189,
  input  wire [4:0]    io_active_stab_190,
  input  wire [4:0]    io_active_stab_191,
  input  wire [4:0]    io_active_stab_192,
  input  wire [4:0]    io_active_stab_193,
  input  wire [4:0]    io_active_stab_194,
  input  wire [4:0]    io_active_stab_195,
  input  wire [4:0]    io_active_stab_196,
  input  wire [4:0]    io_active_stab_197,
  input  wire [4:0]    io_active_stab_198,
  input  wire [4:0]    io_active_stab_199,
  input  wire [4:0]    io_active_stab_200,
  input  wire [4:0]    io_active_stab_201,
  input  wire [4:0]    io_active_stab_202,
  input  wire [4:0]    io_active_stab_203,
  input  wire [4:0]    io_active_stab_204,
  input  wire [4:0]    io_active_stab_205,
  input  wire [4:0]    io_active_stab_206,
  input  wire [4:0]    io_active_stab_207,
  input  wire [4:0]    io_active_stab_208,
  input  wire [4:0]    io_active_stab_209,
  input  wire [4:0]    io_active_stab_210,
  input  wire [4:0]    io_active_stab_211,
  input  wire [4:0]    io_active_stab_212,
  input  wire [4:0]    io_active_stab_213,
  input  wire [4:0]    io_active_stab_214,
  input  wire [4:0]    io_active_stab_215,
  input  wire [4:0]    io_active_stab_216,
  input  wire [4:0]    io_active_stab_217,
  input  wire [4:0]    io_active_stab_218,
  input  wire [4:0]    io_active_stab_219,
  input  wire [4:0]    io_active_stab_220,
  input  wire [4:0]    io_active_stab_221,
  input  wire [4:0]    io_active_stab_222,
  input  wire [4:0]    io_active_stab_223,
  input  wire [4:0]    io_active_stab_224,
  input  wire [4:0]    io_active_stab_225,
  input  wire [4:0]    io_active_stab_226,
  input  wire [4:0]    io_active_stab_227,
  input  wire [4:0]    io_active_stab_228,
  input  wire [4:0]    io_active_stab_229,
  input  wire [4:0]    io_active_stab_230,
  input  wire [4:0]    io_active_stab_231,
  input  wire [4:0]    io_active_stab_232,
  input  wire [4:0]    io_active_stab_233,
  input  wire [4:0]    io_active_stab_234,
  input  wire [4:0]    io_active_stab_235,
  input  wire [4:0]    io_active_stab_236,
  input  wire [4:0]    io_active_stab_237,
  input  wire [4:0]    io_active_stab_238,
  input  wire [4:0]    io_active_stab_239,
  input  wire [4:0]    io_active_stab_240,
  input  wire [4:0]    io_active_stab_241,
  input  wire [4:0]    io_active_stab_242,
  input  wire [4:0]    io_active_stab_243,
  input  wire [4:0]    io_active_stab_244,
  input  wire [4:0]    io_active_stab_245,
  input  wire [4:0]    io_active_stab_246,
  input  wire [4:0]    io_active_stab_247,
  input  wire [4:0]    io_active_stab_248,
  input  wire [4:0]    io_active_stab_249,
  input  wire [4:0]    io_active_stab_250,
  input  wire [4:0]    io_active_stab_251,
  input  wire [4:0]    io_active_stab_252,
  input  wire [4:0]    io_active_stab_253,
  input  wire [4:0]    io_active_stab_254,
  input  wire [4:0]    io_active_stab_255,
  input  wire [1:0]    io_active_mode,
  input  wire          io_active_unit,
  input  wire          io_active_gentle,
  input  wire          io_active_harddrop,
  input  wire          io_active_nodrop,
  input  wire          io_active_adaptive,
  input  wire [31:0]   io_active_inc,
  input  wire [55:0]   io_active_cap,
  input  wire          io_active_shaped,
  input  wire [31:0]   io_active_seed,
  input  wire [15:0]   io_active_cyclesPerUs,
  input  wire          io_apply,
  input  wire [31:0]   io_applySeed,
  input  wire [47:0]   io_nowUs,
  input  wire          io_usTick,
  input  wire          io_pop_valid,
  input  wire [15:0]   io_pop_payload,
  input  wire          io_egressBusy,
  input  wire          io_clearPeak,
  output wire          io_release,
  output wire          io_enqueue_valid,
  output wire [15:0]   io_enqueue_payload_len,
  output wire          io_enqueue_payload_rewrite,
  output wire          io_enqueue_payload_ipv4,
  output wire [4:0]    io_enqueue_payload_l3,
  output wire [7:0]    io_enqueue_payload_newTos,
  output wire [15:0]   io_enqueue_payload_newCsum,
  output wire          io_decision_valid,
  output wire [1:0]    io_decision_payload_action,
  output reg  [2:0]    io_decision_payload_reason,
  output wire [63:0]   io_decision_payload_qavg,
  output wire [31:0]   io_decision_payload_backlog,
  output wire [15:0]   io_decision_payload_len,
  output wire          io_counts_probMark,
  output wire          io_counts_forcedMark,
  output wire          io_counts_probDrop,
  output wire          io_counts_forcedDrop,
  output wire          io_counts_pdrop,
  output wire          io_counts_bad,
  output wire [63:0]   io_qavg,
  output wire [63:0]   io_adaptQavg,
  output wire [31:0]   io_backlog,
  output wire [31:0]   io_qlen,
  output wire [31:0]   io_peakBacklog,
  output wire [31:0]   io_peakQlen,
  input  wire          clk,
  input  wire          reset
);

  wire       [47:0]   _zz_elapsedNext;
  wire       [47:0]   _zz_elapsedNext_1;
  wire       [0:0]    _zz_elapsedNext_2;
  wire       [47:0]   _zz_tIdleNext;
  wire       [30:0]   _zz_tIdleNext_1;
  reg        [4:0]    _zz__zz_qavgIdle;
  wire       [7:0]    _zz__zz_qavgIdle_1;
  wire       [30:0]   _zz__zz_qavgIdle_2;
  wire       [63:0]   _zz__zz_qavgIdle_1_1;
  wire       [94:0]   _zz__zz_qavgIdle_1_2;
  wire       [63:0]   _zz_qavgIdle_3;
  wire       [63:0]   _zz_qavgIdle_4;
  wire       [63:0]   _zz_qavgIdle_5;
  wire       [63:0]   _zz_qavgIdle_6;
  wire       [63:0]   _zz_qavgBusy;
  wire       [63:0]   _zz_qavgBusy_1;
  wire       [63:0]   _zz_qavgBusy_2;
  wire       [32:0]   _zz_qthMax2;
  wire       [32:0]   _zz_hi;
  wire       [63:0]   _zz_below;
  wire       [63:0]   _zz_above;
  wire       [63:0]   _zz_inGentle;
  wire       [63:0]   _zz_qLin;
  wire       [63:0]   _zz_qLin_1;
  wire       [63:0]   _zz_g;
  wire       [63:0]   _zz_g_1;
  wire       [63:0]   _zz_g_2;
  wire       [63:0]   _zz_qGentle;
  wire       [63:0]   _zz_qGentle_1;
  wire       [79:0]   _zz_qGentle_2;
  wire       [32:0]   _zz_q;
  wire       [64:0]   _zz_probHit;
  wire       [15:0]   _zz_p_ipv4_4;
  wire       [15:0]   _zz_p_ipv4_5;
  wire       [15:0]   _zz_p_ipv6;
  wire       [15:0]   _zz_p_ipv6_1;
  wire       [17:0]   _zz__zz_p_newCsum;
  wire       [17:0]   _zz__zz_p_newCsum_1;
  wire       [15:0]   _zz__zz_p_newCsum_2;
  wire       [17:0]   _zz__zz_p_newCsum_3;
  wire       [15:0]   _zz__zz_p_newCsum_4;
  wire       [17:0]   _zz__zz_p_newCsum_5;
  wire       [15:0]   _zz__zz_p_newCsum_6;
  wire       [16:0]   _zz__zz_p_newCsum_1_1;
  wire       [15:0]   _zz__zz_p_newCsum_1_2;
  wire       [16:0]   _zz__zz_p_newCsum_1_3;
  wire       [1:0]    _zz__zz_p_newCsum_1_4;
  wire       [15:0]   _zz_p_newCsum_2;
  wire       [15:0]   _zz_p_newCsum_3;
  wire       [0:0]    _zz_p_newCsum_4;
  wire       [31:0]   _zz_overLimit;
  wire       [32:0]   _zz_overLimit_1;
  wire       [32:0]   _zz_overLimit_2;
  wire       [32:0]   _zz_overLimit_3;
  wire       [32:0]   _zz_overLimit_4;
  wire       [31:0]   _zz__zz_qR;
  wire       [31:0]   _zz__zz_qR_1;
  wire       [31:0]   _zz__zz_qR_2;
  wire       [63:0]   _zz__zz_qR_3;
  wire       [31:0]   _zz_qR_4;
  wire       [31:0]   _zz_qR_5;
  wire       [31:0]   _zz_qR_6;
  wire       [31:0]   _zz_backlogNext;
  wire       [31:0]   _zz_backlogNext_1;
  wire       [31:0]   _zz_backlogNext_2;
  wire       [31:0]   _zz_qlenNext;
  wire       [31:0]   _zz_qlenNext_1;
  wire       [0:0]    _zz_qlenNext_2;
  wire       [31:0]   _zz_qlenNext_3;
  wire       [0:0]    _zz_qlenNext_4;
  reg        [63:0]   qavg;
  reg        [31:0]   qcount;
  reg        [31:0]   qR;
  reg        [31:0]   rng;
  reg                 idle;
  reg        [47:0]   idleStart;
  reg        [31:0]   backlog;
  reg        [31:0]   qlen;
  reg        [31:0]   peakBacklog;
  reg        [31:0]   peakQlen;
  wire                decide;
  reg        [63:0]   qavgIdle;
  wire                startsIdle;
  wire       [47:0]   idleStartNext;
  wire       [47:0]   elapsedNext;
  wire       [30:0]   tIdleNext;
  wire       [4:0]    _zz_qavgIdle;
  wire       [63:0]   _zz_qavgIdle_1;
  wire       [62:0]   _zz_qavgIdle_2;
  wire       [31:0]   bl;
  wire       [63:0]   qavgBusy;
  wire       [63:0]   qavgNew;
  wire       [32:0]   qthMax2;
  wire       [32:0]   hi;
  wire                below;
  wire                above;
  wire                inGentle;
  wire       [63:0]   qLin;
  wire       [31:0]   g;
  wire       [63:0]   qGentle;
  wire       [63:0]   qRaw;
  wire       [32:0]   q;
  wire       [31:0]   qc1;
  wire       [64:0]   product;
  wire                probHit;
  wire                redOn;
  wire                outcomeProb;
  wire                outcomeHard;
  wire                draw;
  wire                p_ipv4;
  wire                p_ipv6;
  wire       [4:0]    p_l3;
  reg        [1:0]    p_ecn;
  wire                p_canCe;
  wire                p_rewrite;
  wire       [7:0]    p_newTos;
  wire       [15:0]   p_newCsum;
  wire       [15:0]   _zz_p_l3;
  wire                _zz_p_l3_1;
  wire       [15:0]   _zz_p_l3_2;
  wire                _zz_p_l3_3;
  wire       [15:0]   _zz_p_ipv4;
  wire                _zz_p_ipv4_1;
  wire       [15:0]   _zz_p_ipv4_2;
  wire       [7:0]    _zz_p_ipv4_3;
  wire       [7:0]    _zz_p_ecn;
  wire       [17:0]   _zz_p_newCsum;
  wire       [16:0]   _zz_p_newCsum_1;
  wire                ecnMode;
  wire                dropProb;
  wire                markProb;
  wire                dropHard;
  wire                markHard;
  wire                redDrop;
  wire                overLimit;
  wire                tail;
  wire                drop;
  wire                mark;
  wire                when_RedEngine_l142;
  wire       [31:0]   _zz_qR;
  wire       [31:0]   _zz_qR_1;
  wire       [31:0]   _zz_qR_2;
  wire       [31:0]   _zz_qR_3;
  wire       [31:0]   backlogNext;
  wire       [31:0]   qlenNext;
  wire                when_RedEngine_l162;
  wire                when_RedEngine_l163;

  assign _zz_elapsedNext = (io_nowUs + _zz_elapsedNext_1);
  assign _zz_elapsedNext_2 = io_usTick;
  assign _zz_elapsedNext_1 = {47'd0, _zz_elapsedNext_2};
  assign _zz_tIdleNext = {17'd0, io_active_scellMax};
  assign _zz_tIdleNext_1 = elapsedNext[30:0];
  assign _zz__zz_qavgIdle_2 = (tIdleNext >>> io_active_scellLog);
  assign _zz__zz_qavgIdle_1 = _zz__zz_qavgIdle_2[7:0];
  assign _zz__zz_qavgIdle_1_2 = (qavg * tIdleNext);
  assign _zz__zz_qavgIdle_1_1 = _zz__zz_qavgIdle_1_2[63:0];
  assign _zz_qavgIdle_3 = (qavg >>> _zz_qavgIdle);
  assign _zz_qavgIdle_4 = {1'd0, _zz_qavgIdle_2};
  assign _zz_qavgIdle_5 = (qavg - _zz_qavgIdle_1);
  assign _zz_qavgIdle_6 = {1'd0, _zz_qavgIdle_2};
  assign _zz_qavgBusy = (qavg + _zz_qavgBusy_1);
  assign _zz_qavgBusy_1 = {32'd0, bl};
  assign _zz_qavgBusy_2 = (qavg >>> io_active_wlog);
  assign _zz_qthMax2 = {1'd0, io_active_qthMax};
  assign _zz_hi = {1'd0, io_active_qthMax};
  assign _zz_below = {32'd0, io_active_qthMin};
  assign _zz_above = {31'd0, hi};
  assign _zz_inGentle = {32'd0, io_active_qthMax};
  assign _zz_qLin = (qavgNew - _zz_qLin_1);
  assign _zz_qLin_1 = {32'd0, io_active_qthMin};
  assign _zz_g = (_zz_g_1 >>> io_active_wlog);
  assign _zz_g_1 = (qavgNew - _zz_g_2);
  assign _zz_g_2 = {32'd0, io_active_qthMax};
  assign _zz_qGentle = {32'd0, io_active_delta};
  assign _zz_qGentle_1 = (_zz_qGentle_2 >>> 5'd16);
  assign _zz_qGentle_2 = (g * io_active_gentleStep);
  assign _zz_q = qRaw[32:0];
  assign _zz_probHit = {33'd0, qR};
  assign _zz_p_ipv4_4 = (_zz_p_ipv4_5 + 16'h0014);
  assign _zz_p_ipv4_5 = {11'd0, p_l3};
  assign _zz_p_ipv6 = (_zz_p_ipv6_1 + 16'h0028);
  assign _zz_p_ipv6_1 = {11'd0, p_l3};
  assign _zz__zz_p_newCsum = (_zz__zz_p_newCsum_1 + _zz__zz_p_newCsum_3);
  assign _zz__zz_p_newCsum_2 = (~ {(_zz_p_l3_3 ? io_frame_payload_hdr_32 : (_zz_p_l3_1 ? io_frame_payload_hdr_28 : io_frame_payload_hdr_24)),(_zz_p_l3_3 ? io_frame_payload_hdr_33 : (_zz_p_l3_1 ? io_frame_payload_hdr_29 : io_frame_payload_hdr_25))});
  assign _zz__zz_p_newCsum_1 = {2'd0, _zz__zz_p_newCsum_2};
  assign _zz__zz_p_newCsum_4 = (~ {_zz_p_ipv4_3,_zz_p_ecn});
  assign _zz__zz_p_newCsum_3 = {2'd0, _zz__zz_p_newCsum_4};
  assign _zz__zz_p_newCsum_6 = {_zz_p_ipv4_3,(_zz_p_ecn | 8'h03)};
  assign _zz__zz_p_newCsum_5 = {2'd0, _zz__zz_p_newCsum_6};
  assign _zz__zz_p_newCsum_1_2 = _zz_p_newCsum[15 : 0];
  assign _zz__zz_p_newCsum_1_1 = {1'd0, _zz__zz_p_newCsum_1_2};
  assign _zz__zz_p_newCsum_1_4 = _zz_p_newCsum[17 : 16];
  assign _zz__zz_p_newCsum_1_3 = {15'd0, _zz__zz_p_newCsum_1_4};
  assign _zz_p_newCsum_2 = (_zz_p_newCsum_1[15 : 0] + _zz_p_newCsum_3);
  assign _zz_p_newCsum_4 = _zz_p_newCsum_1[16 : 16];
  assign _zz_p_newCsum_3 = {15'd0, _zz_p_newCsum_4};
  assign _zz_overLimit = (qlen + 32'h00000001);
  assign _zz_overLimit_1 = {1'd0, io_active_limit};
  assign _zz_overLimit_2 = (_zz_overLimit_3 + _zz_overLimit_4);
  assign _zz_overLimit_3 = {1'd0, backlog};
  assign _zz_overLimit_4 = {17'd0, io_frame_payload_len};
  assign _zz__zz_qR = (rng <<< 13);
  assign _zz__zz_qR_1 = (_zz_qR >>> 17);
  assign _zz__zz_qR_2 = (_zz_qR_1 <<< 5);
  assign _zz__zz_qR_3 = (_zz_qR_2 * io_active_recipM);
  assign _zz_qR_4 = (_zz_qR_3 + _zz_qR_5);
  assign _zz_qR_5 = (_zz_qR_6 >>> io_active_recipSh1);
  assign _zz_qR_6 = (_zz_qR_2 - _zz_qR_3);
  assign _zz_backlogNext = (backlog + (io_enqueue_valid ? _zz_backlogNext_1 : 32'h0));
  assign _zz_backlogNext_1 = {16'd0, io_frame_payload_len};
  assign _zz_backlogNext_2 = {16'd0, io_pop_payload};
  assign _zz_qlenNext = (qlen + _zz_qlenNext_1);
  assign _zz_qlenNext_2 = io_enqueue_valid;
  assign _zz_qlenNext_1 = {31'd0, _zz_qlenNext_2};
  assign _zz_qlenNext_4 = io_pop_valid;
  assign _zz_qlenNext_3 = {31'd0, _zz_qlenNext_4};
  always @(*) begin
    case(_zz__zz_qavgIdle_1)
      8'b00000000 : _zz__zz_qavgIdle = io_active_stab_0;
      8'b00000001 : _zz__zz_qavgIdle = io_active_stab_1;
      8'b00000010 : _zz__zz_qavgIdle = io_active_stab_2;
      8'b00000011 : _zz__zz_qavgIdle = io_active_stab_3;
      8'b00000100 : _zz__zz_qavgIdle = io_active_stab_4;
      8'b00000101 : _zz__zz_qavgIdle = io_active_stab_5;
      8'b00000110 : _zz__zz_qavgIdle = io_active_stab_6;
      8'b00000111 : _zz__zz_qavgIdle = io_active_stab_7;
      8'b00001000 : _zz__zz_qavgIdle = io_active_stab_8;
      8'b00001001 : _zz__zz_qavgIdle = io_active_stab_9;
      8'b00001010 : _zz__zz_qavgIdle = io_active_stab_10;
      8'b00001011 : _zz__zz_qavgIdle = io_active_stab_11;
      8'b00001100 : _zz__zz_qavgIdle = io_active_stab_12;
      8'b00001101 : _zz__zz_qavgIdle = io_active_stab_13;
      8'b00001110 : _zz__zz_qavgIdle = io_active_stab_14;
      8'b00001111 : _zz__zz_qavgIdle = io_active_stab_15;
      8'b00010000 : _zz__zz_qavgIdle = io_active_stab_16;
      8'b00010001 : _zz__zz_qavgIdle = io_active_stab_17;
      8'b00010010 : _zz__zz_qavgIdle = io_active_stab_18;
      8'b00010011 : _zz__zz_qavgIdle = io_active_stab_19;
      8'b00010100 : _zz__zz_qavgIdle = io_active_stab_20;
      8'b00010101 : _zz__zz_qavgIdle = io_active_stab_21;
      8'b00010110 : _zz__zz_qavgIdle = io_active_stab_22;
      8'b00010111 : _zz__zz_qavgIdle = io_active_stab_23;
      8'b00011000 : _zz__zz_qavgIdle = io_active_stab_24;
      8'b00011001 : _zz__zz_qavgIdle = io_active_stab_25;
      8'b00011010 : _zz__zz_qavgIdle = io_active_stab_26;
      8'b00011011 : _zz__zz_qavgIdle = io_active_stab_27;
      8'b00011100 : _zz__zz_qavgIdle = io_active_stab_28;
      8'b00011101 : _zz__zz_qavgIdle = io_active_stab_29;
      8'b00011110 : _zz__zz_qavgIdle = io_active_stab_30;
      8'b00011111 : _zz__zz_qavgIdle = io_active_stab_31;
      8'b00100000 : _zz__zz_qavgIdle = io_active_stab_32;
      8'b00100001 : _zz__zz_qavgIdle = io_active_stab_33;
      8'b00100010 : _zz__zz_qavgIdle = io_active_stab_34;
      8'b00100011 : _zz__zz_qavgIdle = io_active_stab_35;
      8'b00100100 : _zz__zz_qavgIdle = io_active_stab_36;
      8'b00100101 : _zz__zz_qavgIdle = io_active_stab_37;
      8'b00100110 : _zz__zz_qavgIdle = io_active_stab_38;
      8'b00100111 : _zz__zz_qavgIdle = io_active_stab_39;
      8'b00101000 : _zz__zz_qavgIdle = io_active_stab_40;
      8'b00101001 : _zz__zz_qavgIdle = io_active_stab_41;
      8'b00101010 : _zz__zz_qavgIdle = io_active_stab_42;
      8'b00101011 : _zz__zz_qavgIdle = io_active_stab_43;
      8'b00101100 : _zz__zz_qavgIdle = io_active_stab_44;
      8'b00101101 : _zz__zz_qavgIdle = io_active_stab_45;
      8'b00101110 : _zz__zz_qavgIdle = io_active_stab_46;
      8'b00101111 : _zz__zz_qavgIdle = io_active_stab_47;
      8'b00110000 : _zz__zz_qavgIdle = io_active_stab_48;
      8'b00110001 : _zz__zz_qavgIdle = io_active_stab_49;
      8'b00110010 : _zz__zz_qavgIdle = io_active_stab_50;
      8'b00110011 : _zz__zz_qavgIdle = io_active_stab_51;
      8'b00110100 : _zz__zz_qavgIdle = io_active_stab_52;
      8'b00110101 : _zz__zz_qavgIdle = io_active_stab_53;
      8'b00110110 : _zz__zz_qavgIdle = io_active_stab_54;
      8'b00110111 : _zz__zz_qavgIdle = io_active_stab_55;
      8'b00111000 : _zz__zz_qavgIdle = io_active_stab_56;
      8'b00111001 : _zz__zz_qavgIdle = io_active_stab_57;
      8'b00111010 : _zz__zz_qavgIdle = io_active_stab_58;
      8'b00111011 : _zz__zz_qavgIdle = io_active_stab_59;
      8'b00111100 : _zz__zz_qavgIdle = io_active_stab_60;
      8'b00111101 : _zz__zz_qavgIdle = io_active_stab_61;
      8'b00111110 : _zz__zz_qavgIdle = io_active_stab_62;
      8'b00111111 : _zz__zz_qavgIdle = io_active_stab_63;
      8'b01000000 : _zz__zz_qavgIdle = io_active_stab_64;
      8'b01000001 : _zz__zz_qavgIdle = io_active_stab_65;
      8'b01000010 : _zz__zz_qavgIdle = io_active_stab_66;
      8'b01000011 : _zz__zz_qavgIdle = io_active_stab_67;
      8'b01000100 : _zz__zz_qavgIdle = io_active_stab_68;
      8'b01000101 : _zz__zz_qavgIdle = io_active_stab_69;
      8'b01000110 : _zz__zz_qavgIdle = io_active_stab_70;
      8'b01000111 : _zz__zz_qavgIdle = io_active_stab_71;
      8'b01001000 : _zz__zz_qavgIdle = io_active_stab_72;
      8'b01001001 : _zz__zz_qavgIdle = io_active_stab_73;
      8'b01001010 : _zz__zz_qavgIdle = io_active_stab_74;
      8'b01001011 : _zz__zz_qavgIdle = io_active_stab_75;
      8'b01001100 : _zz__zz_qavgIdle = io_active_stab_76;
      8'b01001101 : _zz__zz_qavgIdle = io_active_stab_77;
      8'b01001110 : _zz__zz_qavgIdle = io_active_stab_78;
      8'b01001111 : _zz__zz_qavgIdle = io_active_stab_79;
      8'b01010000 : _zz__zz_qavgIdle = io_active_stab_80;
      8'b01010001 : _zz__zz_qavgIdle = io_active_stab_81;
      8'b01010010 : _zz__zz_qavgIdle = io_active_stab_82;
      8'b01010011 : _zz__zz_qavgIdle = io_active_stab_83;
      8'b01010100 : _zz__zz_qavgIdle = io_active_stab_84;
      8'b01010101 : _zz__zz_qavgIdle = io_active_stab_85;
      8'b01010110 : _zz__zz_qavgIdle = io_active_stab_86;
      8'b01010111 : _zz__zz_qavgIdle = io_active_stab_87;
      8'b01011000 : _zz__zz_qavgIdle = io_active_stab_88;
      8'b01011001 : _zz__zz_qavgIdle = io_active_stab_89;
      8'b01011010 : _zz__zz_qavgIdle = io_active_stab_90;
      8'b01011011 : _zz__zz_qavgIdle = io_active_stab_91;
      8'b01011100 : _zz__zz_qavgIdle = io_active_stab_92;
      8'b01011101 : _zz__zz_qavgIdle = io_active_stab_93;
      8'b01011110 : _zz__zz_qavgIdle = io_active_stab_94;
      8'b01011111 : _zz__zz_qavgIdle = io_active_stab_95;
      8'b01100000 : _zz__zz_qavgIdle = io_active_stab_96;
      8'b01100001 : _zz__zz_qavgIdle = io_active_stab_97;
      8'b01100010 : _zz__zz_qavgIdle = io_active_stab_98;
      8'b01100011 : _zz__zz_qavgIdle = io_active_stab_99;
      8'b01100100 : _zz__zz_qavgIdle = io_active_stab_100;
      8'b01100101 : _zz__zz_qavgIdle = io_active_stab_101;
      8'b01100110 : _zz__zz_qavgIdle = io_active_stab_102;
      8'b01100111 : _zz__zz_qavgIdle = io_active_stab_103;
      8'b01101000 : _zz__zz_qavgIdle = io_active_stab_104;
      8'b01101001 : _zz__zz_qavgIdle = io_active_stab_105;
      8'b01101010 : _zz__zz_qavgIdle = io_active_stab_106;
      8'b01101011 : _zz__zz_qavgIdle = io_active_stab_107;
      8'b01101100 : _zz__zz_qavgIdle = io_active_stab_108;
      8'b01101101 : _zz__zz_qavgIdle = io_active_stab_109;
      8'b01101110 : _zz__zz_qavgIdle = io_active_stab_110;
      8'b01101111 : _zz__zz_qavgIdle = io_active_stab_111;
      8'b01110000 : _zz__zz_qavgIdle = io_active_stab_112;
      8'b01110001 : _zz__zz_qavgIdle = io_active_stab_113;
      8'b01110010 : _zz__zz_qavgIdle = io_active_stab_114;
      8'b01110011 : _zz__zz_qavgIdle = io_active_stab_115;
      8'b01110100 : _zz__zz_qavgIdle = io_active_stab_116;
      8'b01110101 : _zz__zz_qavgIdle = io_active_stab_117;
      8'b01110110 : _zz__zz_qavgIdle = io_active_stab_118;
      8'b01110111 : _zz__zz_qavgIdle = io_active_stab_119;
      8'b01111000 : _zz__zz_qavgIdle = io_active_stab_120;
      8'b01111001 : _zz__zz_qavgIdle = io_active_stab_121;
      8'b01111010 : _zz__zz_qavgIdle = io_active_stab_122;
      8'b01111011 : _zz__zz_qavgIdle = io_active_stab_123;
      8'b01111100 : _zz__zz_qavgIdle = io_active_stab_124;
      8'b01111101 : _zz__zz_qavgIdle = io_active_stab_125;
      8'b01111110 : _zz__zz_qavgIdle = io_active_stab_126;
      8'b01111111 : _zz__zz_qavgIdle = io_active_stab_127;
      8'b10000000 : _zz__zz_qavgIdle = io_active_stab_128;
      8'b10000001 : _zz__zz_qavgIdle = io_active_stab_129;
      8'b10000010 : _zz__zz_qavgIdle = io_active_stab_130;
      8'b10000011 : _zz__zz_qavgIdle = io_active_stab_131;
      8'b10000100 : _zz__zz_qavgIdle = io_active_stab_132;
      8'b10000101 : _zz__zz_qavgIdle = io_active_stab_133;
      8'b10000110 : _zz__zz_qavgIdle = io_active_stab_134;
      8'b10000111 : _zz__zz_qavgIdle = io_active_stab_135;
      8'b10001000 : _zz__zz_qavgIdle = io_active_stab_136;
      8'b10001001 : _zz__zz_qavgIdle = io_active_stab_137;
      8'b10001010 : _zz__zz_qavgIdle = io_active_stab_138;
      8'b10001011 : _zz__zz_qavgIdle = io_active_stab_139;
      8'b10001100 : _zz__zz_qavgIdle = io_active_stab_140;
      8'b10001101 : _zz__zz_qavgIdle = io_active_stab_141;
      8'b10001110 : _zz__zz_qavgIdle = io_active_stab_142;
      8'b10001111 : _zz__zz_qavgIdle = io_active_stab_143;
      8'b10010000 : _zz__zz_qavgIdle = io_active_stab_144;
      8'b10010001 : _zz__zz_qavgIdle = io_active_stab_145;
      8'b10010010 : _zz__zz_qavgIdle = io_active_stab_146;
      8'b10010011 : _zz__zz_qavgIdle = io_active_stab_147;
      8'b10010100 : _zz__zz_qavgIdle = io_active_stab_148;
      8'b10010101 : _zz__zz_qavgIdle = io_active_stab_149;
      8'b10010110 : _zz__zz_qavgIdle = io_active_stab_150;
      8'b10010111 : _zz__zz_qavgIdle = io_active_stab_151;
      8'b10011000 : _zz__zz_qavgIdle = io_active_stab_152;
      8'b10011001 : _zz__zz_qavgIdle = io_active_stab_153;
      8'b10011010 : _zz__zz_qavgIdle = io_active_stab_154;
      8'b10011011 : _zz__zz_qavgIdle = io_active_stab_155;
      8'b10011100 : _zz__zz_qavgIdle = io_active_stab_156;
      8'b10011101 : _zz__zz_qavgIdle = io_active_stab_157;
      8'b10011110 : _zz__zz_qavgIdle = io_active_stab_158;
      8'b10011111 : _zz__zz_qavgIdle = io_active_stab_159;
      8'b10100000 : _zz__zz_qavgIdle = io_active_stab_160;
      8'b10100001 : _zz__zz_qavgIdle = io_active_stab_161;
      8'b10100010 : _zz__zz_qavgIdle = io_active_stab_162;
      8'b10100011 : _zz__zz_qavgIdle = io_active_stab_163;
      8'b10100100 : _zz__zz_qavgIdle = io_active_stab_164;
      8'b10100101 : _zz__zz_qavgIdle = io_active_stab_165;
      8'b10100110 : _zz__zz_qavgIdle = io_active_stab_166;
      8'b10100111 : _zz__zz_qavgIdle = io_active_stab_167;
      8'b10101000 : _zz__zz_qavgIdle = io_active_stab_168;
      8'b10101001 : _zz__zz_qavgIdle = io_active_stab_169;
      8'b10101010 : _zz__zz_qavgIdle = io_active_stab_170;
      8'b10101011 : _zz__zz_qavgIdle = io_active_stab_171;
      8'b10101100 : _zz__zz_qavgIdle = io_active_stab_172;
      8'b10101101 : _zz__zz_qavgIdle = io_active_stab_173;
      8'b10101110 : _zz__zz_qavgIdle = io_active_stab_174;
      8'b10101111 : _zz__zz_qavgIdle = io_active_stab_175;
      8'b10110000 : _zz__zz_qavgIdle = io_active_stab_176;
      8'b10110001 : _zz__zz_qavgIdle = io_active_stab_177;
      8'b10110010 : _zz__zz_qavgIdle = io_active_stab_178;
      8'b10110011 : _zz__zz_qavgIdle = io_active_stab_179;
      8'b10110100 : _zz__zz_qavgIdle = io_active_stab_180;
      8'b10110101 : _zz__zz_qavgIdle = io_active_stab_181;
      8'b10110110 : _zz__zz_qavgIdle = io_active_stab_182;
      8'b10110111 : _zz__zz_qavgIdle = io_active_stab_183;
      8'b10111000 : _zz__zz_qavgIdle = io_active_stab_184;
      8'b10111001 : _zz__zz_qavgIdle = io_active_stab_185;
      8'b10111010 : _zz__zz_qavgIdle = io_active_stab_186;
      8'b10111011 : _zz__zz_qavgIdle = io_active_stab_187;
      8'b10111100 : _zz__zz_qavgIdle = io_active_stab_188;
      8'b10111101 : _zz__zz_qavgIdle = io_active_stab_189;
      8'b10111110 : _zz__zz_qavgIdle = io_active_stab_190;
      8'b10111111 : _zz__zz_qavgIdle = io_active_stab_191;
      8'b11000000 : _zz__zz_qavgIdle = io_active_stab_192;
      8'b11000001 : _zz__zz_qavgIdle = io_active_stab_193;
      8'b11000010 : _zz__zz_qavgIdle = io_active_stab_194;
      8'b11000011 : _zz__zz_qavgIdle = io_active_stab_195;
      8'b11000100 : _zz__zz_qavgIdle = io_active_stab_196;
      8'b11000101 : _zz__zz_qavgIdle = io_active_stab_197;
      8'b11000110 : _zz__zz_qavgIdle = io_active_stab_198;
      8'b11000111 : _zz__zz_qavgIdle = io_active_stab_199;
      8'b11001000 : _zz__zz_qavgIdle = io_active_stab_200;
      8'b11001001 : _zz__zz_qavgIdle = io_active_stab_201;
      8'b11001010 : _zz__zz_qavgIdle = io_active_stab_202;
      8'b11001011 : _zz__zz_qavgIdle = io_active_stab_203;
      8'b11001100 : _zz__zz_qavgIdle = io_active_stab_204;
      8'b11001101 : _zz__zz_qavgIdle = io_active_stab_205;
      8'b11001110 : _zz__zz_qavgIdle = io_active_stab_206;
      8'b11001111 : _zz__zz_qavgIdle = io_active_stab_207;
      8'b11010000 : _zz__zz_qavgIdle = io_active_stab_208;
      8'b11010001 : _zz__zz_qavgIdle = io_active_stab_209;
      8'b11010010 : _zz__zz_qavgIdle = io_active_stab_210;
      8'b11010011 : _zz__zz_qavgIdle = io_active_stab_211;
      8'b11010100 : _zz__zz_qavgIdle = io_active_stab_212;
      8'b11010101 : _zz__zz_qavgIdle = io_active_stab_213;
      8'b11010110 : _zz__zz_qavgIdle = io_active_stab_214;
      8'b11010111 : _zz__zz_qavgIdle = io_active_stab_215;
      8'b11011000 : _zz__zz_qavgIdle = io_active_stab_216;
      8'b11011001 : _zz__zz_qavgIdle = io_active_stab_217;
      8'b11011010 : _zz__zz_qavgIdle = io_active_stab_218;
      8'b11011011 : _zz__zz_qavgIdle = io_active_stab_219;
      8'b11011100 : _zz__zz_qavgIdle = io_active_stab_220;
      8'b11011101 : _zz__zz_qavgIdle = io_active_stab_221;
      8'b11011110 : _zz__zz_qavgIdle = io_active_stab_222;
      8'b11011111 : _zz__zz_qavgIdle = io_active_stab_223;
      8'b11100000 : _zz__zz_qavgIdle = io_active_stab_224;
      8'b11100001 : _zz__zz_qavgIdle = io_active_stab_225;
      8'b11100010 : _zz__zz_qavgIdle = io_active_stab_226;
      8'b11100011 : _zz__zz_qavgIdle = io_active_stab_227;
      8'b11100100 : _zz__zz_qavgIdle = io_active_stab_228;
      8'b11100101 : _zz__zz_qavgIdle = io_active_stab_229;
      8'b11100110 : _zz__zz_qavgIdle = io_active_stab_230;
      8'b11100111 : _zz__zz_qavgIdle = io_active_stab_231;
      8'b11101000 : _zz__zz_qavgIdle = io_active_stab_232;
      8'b11101001 : _zz__zz_qavgIdle = io_active_stab_233;
      8'b11101010 : _zz__zz_qavgIdle = io_active_stab_234;
      8'b11101011 : _zz__zz_qavgIdle = io_active_stab_235;
      8'b11101100 : _zz__zz_qavgIdle = io_active_stab_236;
      8'b11101101 : _zz__zz_qavgIdle = io_active_stab_237;
      8'b11101110 : _zz__zz_qavgIdle = io_active_stab_238;
      8'b11101111 : _zz__zz_qavgIdle = io_active_stab_239;
      8'b11110000 : _zz__zz_qavgIdle = io_active_stab_240;
      8'b11110001 : _zz__zz_qavgIdle = io_active_stab_241;
      8'b11110010 : _zz__zz_qavgIdle = io_active_stab_242;
      8'b11110011 : _zz__zz_qavgIdle = io_active_stab_243;
      8'b11110100 : _zz__zz_qavgIdle = io_active_stab_244;
      8'b11110101 : _zz__zz_qavgIdle = io_active_stab_245;
      8'b11110110 : _zz__zz_qavgIdle = io_active_stab_246;
      8'b11110111 : _zz__zz_qavgIdle = io_active_stab_247;
      8'b11111000 : _zz__zz_qavgIdle = io_active_stab_248;
      8'b11111001 : _zz__zz_qavgIdle = io_active_stab_249;
      8'b11111010 : _zz__zz_qavgIdle = io_active_stab_250;
      8'b11111011 : _zz__zz_qavgIdle = io_active_stab_251;
      8'b11111100 : _zz__zz_qavgIdle = io_active_stab_252;
      8'b11111101 : _zz__zz_qavgIdle = io_active_stab_253;
      8'b11111110 : _zz__zz_qavgIdle = io_active_stab_254;
      default : _zz__zz_qavgIdle = io_active_stab_255;
    endcase
  end

  assign decide = (io_frame_valid && (! io_frame_payload_bad));
  assign startsIdle = ((((! decide) && (! idle)) && (qlen == 32'h0)) && (! io_egressBusy));
  assign idleStartNext = ((io_apply || startsIdle) ? io_nowUs : idleStart);
  assign elapsedNext = (_zz_elapsedNext - idleStartNext);
  assign tIdleNext = ((_zz_tIdleNext < elapsedNext) ? io_active_scellMax : _zz_tIdleNext_1);
  assign _zz_qavgIdle = _zz__zz_qavgIdle;
  assign _zz_qavgIdle_1 = (_zz__zz_qavgIdle_1_1 >>> io_active_scellLog);
  assign _zz_qavgIdle_2 = (qavg >>> 1'd1);
  assign bl = (io_active_unit ? qlen : backlog);
  assign qavgBusy = (_zz_qavgBusy - _zz_qavgBusy_2);
  assign qavgNew = (idle ? qavgIdle : qavgBusy);
  assign io_adaptQavg = (idle ? qavgIdle : qavg);
  assign qthMax2 = (_zz_qthMax2 <<< 1);
  assign hi = (io_active_gentle ? qthMax2 : _zz_hi);
  assign below = (qavgNew < _zz_below);
  assign above = (_zz_above <= qavgNew);
  assign inGentle = (io_active_gentle && (_zz_inGentle <= qavgNew));
  assign qLin = (_zz_qLin >>> io_active_wlog);
  assign g = _zz_g[31:0];
  assign qGentle = (_zz_qGentle + _zz_qGentle_1);
  assign qRaw = (inGentle ? qGentle : qLin);
  assign q = ((64'h0000000100000000 < qRaw) ? 33'h100000000 : _zz_q);
  assign qc1 = ($signed(qcount) + $signed(32'h00000001));
  assign product = (q * qc1);
  assign probHit = (($signed(qc1) != $signed(32'h0)) && (_zz_probHit <= product));
  assign redOn = (io_active_mode != 2'b00);
  assign outcomeProb = (((redOn && (! below)) && (! above)) && probHit);
  assign outcomeHard = ((redOn && (! below)) && above);
  assign draw = (((redOn && (! below)) && (! above)) && (($signed(qc1) == $signed(32'h0)) || probHit));
  assign _zz_p_l3 = {io_frame_payload_hdr_12,io_frame_payload_hdr_13};
  assign _zz_p_l3_1 = ((_zz_p_l3 == 16'h8100) || (_zz_p_l3 == 16'h88a8));
  assign _zz_p_l3_2 = {io_frame_payload_hdr_16,io_frame_payload_hdr_17};
  assign _zz_p_l3_3 = (_zz_p_l3_1 && ((_zz_p_l3_2 == 16'h8100) || (_zz_p_l3_2 == 16'h88a8)));
  assign _zz_p_ipv4 = {io_frame_payload_hdr_20,io_frame_payload_hdr_21};
  assign _zz_p_ipv4_1 = (_zz_p_l3_3 && ((_zz_p_ipv4 == 16'h8100) || (_zz_p_ipv4 == 16'h88a8)));
  assign _zz_p_ipv4_2 = {(_zz_p_l3_3 ? io_frame_payload_hdr_20 : (_zz_p_l3_1 ? io_frame_payload_hdr_16 : io_frame_payload_hdr_12)),(_zz_p_l3_3 ? io_frame_payload_hdr_21 : (_zz_p_l3_1 ? io_frame_payload_hdr_17 : io_frame_payload_hdr_13))};
  assign p_l3 = (_zz_p_l3_3 ? 5'h16 : (_zz_p_l3_1 ? 5'h12 : 5'h0e));
  assign _zz_p_ipv4_3 = (_zz_p_l3_3 ? io_frame_payload_hdr_22 : (_zz_p_l3_1 ? io_frame_payload_hdr_18 : io_frame_payload_hdr_14));
  assign _zz_p_ecn = (_zz_p_l3_3 ? io_frame_payload_hdr_23 : (_zz_p_l3_1 ? io_frame_payload_hdr_19 : io_frame_payload_hdr_15));
  assign p_ipv4 = (((((! _zz_p_ipv4_1) && (_zz_p_ipv4_2 == 16'h0800)) && (_zz_p_ipv4_4 <= io_frame_payload_len)) && (_zz_p_ipv4_3[7 : 4] == 4'b0100)) && (4'b0101 <= _zz_p_ipv4_3[3 : 0]));
  assign p_ipv6 = ((((! _zz_p_ipv4_1) && (_zz_p_ipv4_2 == 16'h86dd)) && (_zz_p_ipv6 <= io_frame_payload_len)) && (_zz_p_ipv4_3[7 : 4] == 4'b0110));
  always @(*) begin
    p_ecn = 2'b00;
    if(p_ipv4) begin
      p_ecn = _zz_p_ecn[1 : 0];
    end
    if(p_ipv6) begin
      p_ecn = _zz_p_ecn[5 : 4];
    end
  end

  assign p_canCe = ((p_ipv4 || p_ipv6) && (p_ecn != 2'b00));
  assign p_rewrite = (p_canCe && (p_ecn != 2'b11));
  assign p_newTos = (p_ipv4 ? (_zz_p_ecn | 8'h03) : (_zz_p_ecn | 8'h30));
  assign _zz_p_newCsum = (_zz__zz_p_newCsum + _zz__zz_p_newCsum_5);
  assign _zz_p_newCsum_1 = (_zz__zz_p_newCsum_1_1 + _zz__zz_p_newCsum_1_3);
  assign p_newCsum = (~ _zz_p_newCsum_2);
  assign ecnMode = (io_active_mode == 2'b10);
  assign dropProb = (outcomeProb && ((! ecnMode) || ((! p_canCe) && (! io_active_nodrop))));
  assign markProb = ((outcomeProb && ecnMode) && p_canCe);
  assign dropHard = (outcomeHard && ((io_active_harddrop || (! ecnMode)) || ((! p_canCe) && (! io_active_nodrop))));
  assign markHard = (((outcomeHard && (! dropHard)) && ecnMode) && p_canCe);
  assign redDrop = (dropProb || dropHard);
  assign overLimit = (io_active_unit ? (io_active_limit < _zz_overLimit) : (_zz_overLimit_1 < _zz_overLimit_2));
  assign tail = ((! redDrop) && (overLimit || io_frame_payload_lost));
  assign drop = ((io_frame_payload_bad || redDrop) || tail);
  assign mark = (markProb || markHard);
  assign io_release = (io_frame_valid && drop);
  assign io_counts_bad = (io_frame_valid && io_frame_payload_bad);
  assign io_counts_probMark = (decide && markProb);
  assign io_counts_forcedMark = (decide && markHard);
  assign io_counts_probDrop = (decide && dropProb);
  assign io_counts_forcedDrop = (decide && dropHard);
  assign io_counts_pdrop = (decide && tail);
  assign io_decision_valid = io_frame_valid;
  assign io_decision_payload_action = (drop ? 2'b10 : (mark ? 2'b01 : 2'b00));
  always @(*) begin
    io_decision_payload_reason = 3'b000;
    if(mark) begin
      io_decision_payload_reason = (markProb ? 3'b001 : 3'b010);
    end
    if(tail) begin
      io_decision_payload_reason = 3'b011;
    end
    if(dropProb) begin
      io_decision_payload_reason = 3'b001;
    end
    if(dropHard) begin
      io_decision_payload_reason = 3'b010;
    end
    if(io_frame_payload_bad) begin
      io_decision_payload_reason = 3'b100;
    end
  end

  assign io_decision_payload_qavg = (io_frame_payload_bad ? qavg : qavgNew);
  assign io_decision_payload_backlog = bl;
  assign io_decision_payload_len = io_frame_payload_len;
  assign io_enqueue_valid = (io_frame_valid && (! drop));
  assign io_enqueue_payload_len = io_frame_payload_len;
  assign io_enqueue_payload_rewrite = (mark && p_rewrite);
  assign io_enqueue_payload_ipv4 = p_ipv4;
  assign io_enqueue_payload_l3 = p_l3;
  assign io_enqueue_payload_newTos = p_newTos;
  assign io_enqueue_payload_newCsum = p_newCsum;
  assign when_RedEngine_l142 = (below || above);
  assign _zz_qR = (rng ^ _zz__zz_qR);
  assign _zz_qR_1 = (_zz_qR ^ _zz__zz_qR_1);
  assign _zz_qR_2 = (_zz_qR_1 ^ _zz__zz_qR_2);
  assign _zz_qR_3 = (_zz__zz_qR_3 >>> 6'd32);
  assign backlogNext = (_zz_backlogNext - (io_pop_valid ? _zz_backlogNext_2 : 32'h0));
  assign qlenNext = (_zz_qlenNext - _zz_qlenNext_3);
  assign when_RedEngine_l162 = (peakBacklog < backlogNext);
  assign when_RedEngine_l163 = (peakQlen < qlenNext);
  assign io_qavg = qavg;
  assign io_backlog = backlog;
  assign io_qlen = qlen;
  assign io_peakBacklog = peakBacklog;
  assign io_peakQlen = peakQlen;
  always @(posedge clk) begin
    if(reset) begin
      qavg <= 64'h0;
      qcount <= 32'hffffffff;
      qR <= 32'h0;
      rng <= 32'h2545f491;
      idle <= 1'b1;
      idleStart <= 48'h0;
      backlog <= 32'h0;
      qlen <= 32'h0;
      peakBacklog <= 32'h0;
      peakQlen <= 32'h0;
      qavgIdle <= 64'h0;
    end else begin
      qavgIdle <= (io_apply ? 64'h0 : ((_zz_qavgIdle != 5'h0) ? _zz_qavgIdle_3 : ((_zz_qavgIdle_1 < _zz_qavgIdle_4) ? _zz_qavgIdle_5 : _zz_qavgIdle_6)));
      if(decide) begin
        qavg <= qavgNew;
        if(redOn) begin
          if(when_RedEngine_l142) begin
            qcount <= 32'hffffffff;
          end else begin
            if(probHit) begin
              qcount <= 32'h0;
            end else begin
              qcount <= qc1;
            end
          end
        end
        if(draw) begin
          rng <= _zz_qR_2;
          qR <= (_zz_qR_4 >>> io_active_recipSh2);
        end
      end
      backlog <= backlogNext;
      qlen <= qlenNext;
      if(io_clearPeak) begin
        peakBacklog <= backlogNext;
        peakQlen <= qlenNext;
      end else begin
        if(when_RedEngine_l162) begin
          peakBacklog <= backlogNext;
        end
        if(when_RedEngine_l163) begin
          peakQlen <= qlenNext;
        end
      end
      if(decide) begin
        idle <= 1'b0;
      end else begin
        if(startsIdle) begin
          idle <= 1'b1;
          idleStart <= io_nowUs;
        end
      end
      if(io_apply) begin
        qavg <= 64'h0;
        qcount <= 32'hffffffff;
        rng <= ((io_applySeed == 32'h0) ? 32'h2545f491 : io_applySeed);
        idle <= (qlenNext == 32'h0);
        idleStart <= io_nowUs;
      end
    end
  end


endmodule

module w256_Ingress (
  input  wire [255:0]  io_tdata,
  input  wire [31:0]   io_tkeep,
  input  wire          io_tvalid,
  input  wire          io_tlast,
  input  wire          io_tuser,
  output wire          io_tready,
  output wire          io_frame_valid,
  output wire [15:0]   io_frame_payload_len,
  output wire          io_frame_payload_bad,
  output wire          io_frame_payload_lost,
  output wire [13:0]   io_frame_payload_beats,
  output wire [7:0]    io_frame_payload_hdr_0,
  output wire [7:0]    io_frame_payload_hdr_1,
  output wire [7:0]    io_frame_payload_hdr_2,
  output wire [7:0]    io_frame_payload_hdr_3,
  output wire [7:0]    io_frame_payload_hdr_4,
  output wire [7:0]    io_frame_payload_hdr_5,
  output wire [7:0]    io_frame_payload_hdr_6,
  output wire [7:0]    io_frame_payload_hdr_7,
  output wire [7:0]    io_frame_payload_hdr_8,
  output wire [7:0]    io_frame_payload_hdr_9,
  output wire [7:0]    io_frame_payload_hdr_10,
  output wire [7:0]    io_frame_payload_hdr_11,
  output wire [7:0]    io_frame_payload_hdr_12,
  output wire [7:0]    io_frame_payload_hdr_13,
  output wire [7:0]    io_frame_payload_hdr_14,
  output wire [7:0]    io_frame_payload_hdr_15,
  output wire [7:0]    io_frame_payload_hdr_16,
  output wire [7:0]    io_frame_payload_hdr_17,
  output wire [7:0]    io_frame_payload_hdr_18,
  output wire [7:0]    io_frame_payload_hdr_19,
  output wire [7:0]    io_frame_payload_hdr_20,
  output wire [7:0]    io_frame_payload_hdr_21,
  output wire [7:0]    io_frame_payload_hdr_22,
  output wire [7:0]    io_frame_payload_hdr_23,
  output wire [7:0]    io_frame_payload_hdr_24,
  output wire [7:0]    io_frame_payload_hdr_25,
  output wire [7:0]    io_frame_payload_hdr_26,
  output wire [7:0]    io_frame_payload_hdr_27,
  output wire [7:0]    io_frame_payload_hdr_28,
  output wire [7:0]    io_frame_payload_hdr_29,
  output wire [7:0]    io_frame_payload_hdr_30,
  output wire [7:0]    io_frame_payload_hdr_31,
  output wire [7:0]    io_frame_payload_hdr_32,
  output wire [7:0]    io_frame_payload_hdr_33,
  input  wire          io_release,
  input  wire          io_readBeat,
  output wire          io_wrEnable,
  output wire [12:0]   io_wrAddr,
  output wire [255:0]  io_wrData,
  output wire [13:0]   io_used,
  input  wire          clk,
  input  wire          reset
);

  wire       [31:0]   _zz_lastKeepOk;
  wire       [5:0]    _zz_beatBytes_8;
  wire       [5:0]    _zz_beatBytes_9;
  wire       [5:0]    _zz_beatBytes_10;
  reg        [5:0]    _zz_beatBytes_11;
  wire       [2:0]    _zz_beatBytes_12;
  reg        [5:0]    _zz_beatBytes_13;
  wire       [2:0]    _zz_beatBytes_14;
  wire       [5:0]    _zz_beatBytes_15;
  reg        [5:0]    _zz_beatBytes_16;
  wire       [2:0]    _zz_beatBytes_17;
  reg        [5:0]    _zz_beatBytes_18;
  wire       [2:0]    _zz_beatBytes_19;
  wire       [5:0]    _zz_beatBytes_20;
  wire       [5:0]    _zz_beatBytes_21;
  reg        [5:0]    _zz_beatBytes_22;
  wire       [2:0]    _zz_beatBytes_23;
  reg        [5:0]    _zz_beatBytes_24;
  wire       [2:0]    _zz_beatBytes_25;
  wire       [5:0]    _zz_beatBytes_26;
  reg        [5:0]    _zz_beatBytes_27;
  wire       [2:0]    _zz_beatBytes_28;
  reg        [5:0]    _zz_beatBytes_29;
  wire       [2:0]    _zz_beatBytes_30;
  wire       [5:0]    _zz_beatBytes_31;
  wire       [5:0]    _zz_beatBytes_32;
  reg        [5:0]    _zz_beatBytes_33;
  wire       [2:0]    _zz_beatBytes_34;
  reg        [5:0]    _zz_beatBytes_35;
  wire       [2:0]    _zz_beatBytes_36;
  reg        [5:0]    _zz_beatBytes_37;
  wire       [2:0]    _zz_beatBytes_38;
  wire       [1:0]    _zz_beatBytes_39;
  wire       [17:0]   _zz_lenNow;
  wire       [13:0]   _zz_beatsNow;
  wire       [0:0]    _zz_beatsNow_1;
  wire       [12:0]   _zz_nextPtr;
  wire       [0:0]    _zz_nextPtr_1;
  wire       [13:0]   _zz_used;
  wire       [13:0]   _zz_used_1;
  wire       [13:0]   _zz_used_2;
  wire       [0:0]    _zz_used_3;
  wire       [13:0]   _zz_used_4;
  wire       [0:0]    _zz_used_5;
  reg        [11:0]   beatIdx;
  reg        [17:0]   byteCnt;
  reg                 keepBad;
  reg        [7:0]    hdr_0;
  reg        [7:0]    hdr_1;
  reg        [7:0]    hdr_2;
  reg        [7:0]    hdr_3;
  reg        [7:0]    hdr_4;
  reg        [7:0]    hdr_5;
  reg        [7:0]    hdr_6;
  reg        [7:0]    hdr_7;
  reg        [7:0]    hdr_8;
  reg        [7:0]    hdr_9;
  reg        [7:0]    hdr_10;
  reg        [7:0]    hdr_11;
  reg        [7:0]    hdr_12;
  reg        [7:0]    hdr_13;
  reg        [7:0]    hdr_14;
  reg        [7:0]    hdr_15;
  reg        [7:0]    hdr_16;
  reg        [7:0]    hdr_17;
  reg        [7:0]    hdr_18;
  reg        [7:0]    hdr_19;
  reg        [7:0]    hdr_20;
  reg        [7:0]    hdr_21;
  reg        [7:0]    hdr_22;
  reg        [7:0]    hdr_23;
  reg        [7:0]    hdr_24;
  reg        [7:0]    hdr_25;
  reg        [7:0]    hdr_26;
  reg        [7:0]    hdr_27;
  reg        [7:0]    hdr_28;
  reg        [7:0]    hdr_29;
  reg        [7:0]    hdr_30;
  reg        [7:0]    hdr_31;
  reg        [7:0]    hdr_32;
  reg        [7:0]    hdr_33;
  reg        [7:0]    hdrNext_0;
  reg        [7:0]    hdrNext_1;
  reg        [7:0]    hdrNext_2;
  reg        [7:0]    hdrNext_3;
  reg        [7:0]    hdrNext_4;
  reg        [7:0]    hdrNext_5;
  reg        [7:0]    hdrNext_6;
  reg        [7:0]    hdrNext_7;
  reg        [7:0]    hdrNext_8;
  reg        [7:0]    hdrNext_9;
  reg        [7:0]    hdrNext_10;
  reg        [7:0]    hdrNext_11;
  reg        [7:0]    hdrNext_12;
  reg        [7:0]    hdrNext_13;
  reg        [7:0]    hdrNext_14;
  reg        [7:0]    hdrNext_15;
  reg        [7:0]    hdrNext_16;
  reg        [7:0]    hdrNext_17;
  reg        [7:0]    hdrNext_18;
  reg        [7:0]    hdrNext_19;
  reg        [7:0]    hdrNext_20;
  reg        [7:0]    hdrNext_21;
  reg        [7:0]    hdrNext_22;
  reg        [7:0]    hdrNext_23;
  reg        [7:0]    hdrNext_24;
  reg        [7:0]    hdrNext_25;
  reg        [7:0]    hdrNext_26;
  reg        [7:0]    hdrNext_27;
  reg        [7:0]    hdrNext_28;
  reg        [7:0]    hdrNext_29;
  reg        [7:0]    hdrNext_30;
  reg        [7:0]    hdrNext_31;
  reg        [7:0]    hdrNext_32;
  reg        [7:0]    hdrNext_33;
  wire                when_Ingress_l46;
  wire                when_Ingress_l46_1;
  wire                when_Ingress_l46_2;
  wire                when_Ingress_l46_3;
  wire                when_Ingress_l46_4;
  wire                when_Ingress_l46_5;
  wire                when_Ingress_l46_6;
  wire                when_Ingress_l46_7;
  wire                when_Ingress_l46_8;
  wire                when_Ingress_l46_9;
  wire                when_Ingress_l46_10;
  wire                when_Ingress_l46_11;
  wire                when_Ingress_l46_12;
  wire                when_Ingress_l46_13;
  wire                when_Ingress_l46_14;
  wire                when_Ingress_l46_15;
  wire                when_Ingress_l46_16;
  wire                when_Ingress_l46_17;
  wire                when_Ingress_l46_18;
  wire                when_Ingress_l46_19;
  wire                when_Ingress_l46_20;
  wire                when_Ingress_l46_21;
  wire                when_Ingress_l46_22;
  wire                when_Ingress_l46_23;
  wire                when_Ingress_l46_24;
  wire                when_Ingress_l46_25;
  wire                when_Ingress_l46_26;
  wire                when_Ingress_l46_27;
  wire                when_Ingress_l46_28;
  wire                when_Ingress_l46_29;
  wire                when_Ingress_l46_30;
  wire                when_Ingress_l46_31;
  wire                when_Ingress_l46_32;
  wire                when_Ingress_l46_33;
  wire                allOnes;
  wire                lastKeepOk;
  wire       [5:0]    _zz_beatBytes;
  wire       [5:0]    _zz_beatBytes_1;
  wire       [5:0]    _zz_beatBytes_2;
  wire       [5:0]    _zz_beatBytes_3;
  wire       [5:0]    _zz_beatBytes_4;
  wire       [5:0]    _zz_beatBytes_5;
  wire       [5:0]    _zz_beatBytes_6;
  wire       [5:0]    _zz_beatBytes_7;
  wire       [5:0]    beatBytes;
  wire       [17:0]   lenNow;
  wire                tooLong;
  reg        [15:0]   eofInfo_len;
  reg                 eofInfo_bad;
  reg        [7:0]    eofInfo_hdr_0;
  reg        [7:0]    eofInfo_hdr_1;
  reg        [7:0]    eofInfo_hdr_2;
  reg        [7:0]    eofInfo_hdr_3;
  reg        [7:0]    eofInfo_hdr_4;
  reg        [7:0]    eofInfo_hdr_5;
  reg        [7:0]    eofInfo_hdr_6;
  reg        [7:0]    eofInfo_hdr_7;
  reg        [7:0]    eofInfo_hdr_8;
  reg        [7:0]    eofInfo_hdr_9;
  reg        [7:0]    eofInfo_hdr_10;
  reg        [7:0]    eofInfo_hdr_11;
  reg        [7:0]    eofInfo_hdr_12;
  reg        [7:0]    eofInfo_hdr_13;
  reg        [7:0]    eofInfo_hdr_14;
  reg        [7:0]    eofInfo_hdr_15;
  reg        [7:0]    eofInfo_hdr_16;
  reg        [7:0]    eofInfo_hdr_17;
  reg        [7:0]    eofInfo_hdr_18;
  reg        [7:0]    eofInfo_hdr_19;
  reg        [7:0]    eofInfo_hdr_20;
  reg        [7:0]    eofInfo_hdr_21;
  reg        [7:0]    eofInfo_hdr_22;
  reg        [7:0]    eofInfo_hdr_23;
  reg        [7:0]    eofInfo_hdr_24;
  reg        [7:0]    eofInfo_hdr_25;
  reg        [7:0]    eofInfo_hdr_26;
  reg        [7:0]    eofInfo_hdr_27;
  reg        [7:0]    eofInfo_hdr_28;
  reg        [7:0]    eofInfo_hdr_29;
  reg        [7:0]    eofInfo_hdr_30;
  reg        [7:0]    eofInfo_hdr_31;
  reg        [7:0]    eofInfo_hdr_32;
  reg        [7:0]    eofInfo_hdr_33;
  wire                when_Ingress_l63;
  wire                when_Ingress_l64;
  wire                when_Ingress_l65;
  reg                 sValid;
  reg        [255:0]  sData;
  reg                 sFirst;
  reg                 sLast;
  reg        [12:0]   wrPtr;
  reg        [13:0]   used;
  reg        [12:0]   frameStart;
  reg        [13:0]   frameBeats;
  reg                 frameLost;
  wire       [12:0]   startNow;
  wire       [13:0]   beatsBefore;
  wire                lostBefore;
  wire                canWrite;
  wire       [13:0]   beatsNow;
  wire       [12:0]   nextPtr;
  wire       [13:0]   released;

  assign _zz_lastKeepOk = (io_tkeep + 32'h00000001);
  assign _zz_beatBytes_8 = (_zz_beatBytes_9 + _zz_beatBytes_20);
  assign _zz_beatBytes_9 = (_zz_beatBytes_10 + _zz_beatBytes_15);
  assign _zz_beatBytes_10 = (_zz_beatBytes_11 + _zz_beatBytes_13);
  assign _zz_beatBytes_15 = (_zz_beatBytes_16 + _zz_beatBytes_18);
  assign _zz_beatBytes_20 = (_zz_beatBytes_21 + _zz_beatBytes_26);
  assign _zz_beatBytes_21 = (_zz_beatBytes_22 + _zz_beatBytes_24);
  assign _zz_beatBytes_26 = (_zz_beatBytes_27 + _zz_beatBytes_29);
  assign _zz_beatBytes_31 = (_zz_beatBytes_32 + _zz_beatBytes_37);
  assign _zz_beatBytes_32 = (_zz_beatBytes_33 + _zz_beatBytes_35);
  assign _zz_beatBytes_39 = {io_tkeep[31],io_tkeep[30]};
  assign _zz_beatBytes_38 = {1'd0, _zz_beatBytes_39};
  assign _zz_lenNow = {12'd0, beatBytes};
  assign _zz_beatsNow_1 = canWrite;
  assign _zz_beatsNow = {13'd0, _zz_beatsNow_1};
  assign _zz_nextPtr_1 = canWrite;
  assign _zz_nextPtr = {12'd0, _zz_nextPtr_1};
  assign _zz_used = (_zz_used_1 - _zz_used_4);
  assign _zz_used_1 = (used + _zz_used_2);
  assign _zz_used_3 = canWrite;
  assign _zz_used_2 = {13'd0, _zz_used_3};
  assign _zz_used_5 = io_readBeat;
  assign _zz_used_4 = {13'd0, _zz_used_5};
  assign _zz_beatBytes_12 = {io_tkeep[2],{io_tkeep[1],io_tkeep[0]}};
  assign _zz_beatBytes_14 = {io_tkeep[5],{io_tkeep[4],io_tkeep[3]}};
  assign _zz_beatBytes_17 = {io_tkeep[8],{io_tkeep[7],io_tkeep[6]}};
  assign _zz_beatBytes_19 = {io_tkeep[11],{io_tkeep[10],io_tkeep[9]}};
  assign _zz_beatBytes_23 = {io_tkeep[14],{io_tkeep[13],io_tkeep[12]}};
  assign _zz_beatBytes_25 = {io_tkeep[17],{io_tkeep[16],io_tkeep[15]}};
  assign _zz_beatBytes_28 = {io_tkeep[20],{io_tkeep[19],io_tkeep[18]}};
  assign _zz_beatBytes_30 = {io_tkeep[23],{io_tkeep[22],io_tkeep[21]}};
  assign _zz_beatBytes_34 = {io_tkeep[26],{io_tkeep[25],io_tkeep[24]}};
  assign _zz_beatBytes_36 = {io_tkeep[29],{io_tkeep[28],io_tkeep[27]}};
  always @(*) begin
    case(_zz_beatBytes_12)
      3'b000 : _zz_beatBytes_11 = _zz_beatBytes;
      3'b001 : _zz_beatBytes_11 = _zz_beatBytes_1;
      3'b010 : _zz_beatBytes_11 = _zz_beatBytes_2;
      3'b011 : _zz_beatBytes_11 = _zz_beatBytes_3;
      3'b100 : _zz_beatBytes_11 = _zz_beatBytes_4;
      3'b101 : _zz_beatBytes_11 = _zz_beatBytes_5;
      3'b110 : _zz_beatBytes_11 = _zz_beatBytes_6;
      default : _zz_beatBytes_11 = _zz_beatBytes_7;
    endcase
  end

  always @(*) begin
    case(_zz_beatBytes_14)
      3'b000 : _zz_beatBytes_13 = _zz_beatBytes;
      3'b001 : _zz_beatBytes_13 = _zz_beatBytes_1;
      3'b010 : _zz_beatBytes_13 = _zz_beatBytes_2;
      3'b011 : _zz_beatBytes_13 = _zz_beatBytes_3;
      3'b100 : _zz_beatBytes_13 = _zz_beatBytes_4;
      3'b101 : _zz_beatBytes_13 = _zz_beatBytes_5;
      3'b110 : _zz_beatBytes_13 = _zz_beatBytes_6;
      default : _zz_beatBytes_13 = _zz_beatBytes_7;
    endcase
  end

  always @(*) begin
    case(_zz_beatBytes_17)
      3'b000 : _zz_beatBytes_16 = _zz_beatBytes;
      3'b001 : _zz_beatBytes_16 = _zz_beatBytes_1;
      3'b010 : _zz_beatBytes_16 = _zz_beatBytes_2;
      3'b011 : _zz_beatBytes_16 = _zz_beatBytes_3;
      3'b100 : _zz_beatBytes_16 = _zz_beatBytes_4;
      3'b101 : _zz_beatBytes_16 = _zz_beatBytes_5;
      3'b110 : _zz_beatBytes_16 = _zz_beatBytes_6;
      default : _zz_beatBytes_16 = _zz_beatBytes_7;
    endcase
  end

  always @(*) begin
    case(_zz_beatBytes_19)
      3'b000 : _zz_beatBytes_18 = _zz_beatBytes;
      3'b001 : _zz_beatBytes_18 = _zz_beatBytes_1;
      3'b010 : _zz_beatBytes_18 = _zz_beatBytes_2;
      3'b011 : _zz_beatBytes_18 = _zz_beatBytes_3;
      3'b100 : _zz_beatBytes_18 = _zz_beatBytes_4;
      3'b101 : _zz_beatBytes_18 = _zz_beatBytes_5;
      3'b110 : _zz_beatBytes_18 = _zz_beatBytes_6;
      default : _zz_beatBytes_18 = _zz_beatBytes_7;
    endcase
  end

  always @(*) begin
    case(_zz_beatBytes_23)
      3'b000 : _zz_beatBytes_22 = _zz_beatBytes;
      3'b001 : _zz_beatBytes_22 = _zz_beatBytes_1;
      3'b010 : _zz_beatBytes_22 = _zz_beatBytes_2;
      3'b011 : _zz_beatBytes_22 = _zz_beatBytes_3;
      3'b100 : _zz_beatBytes_22 = _zz_beatBytes_4;
      3'b101 : _zz_beatBytes_22 = _zz_beatBytes_5;
      3'b110 : _zz_beatBytes_22 = _zz_beatBytes_6;
      default : _zz_beatBytes_22 = _zz_beatBytes_7;
    endcase
  end

  always @(*) begin
    case(_zz_beatBytes_25)
      3'b000 : _zz_beatBytes_24 = _zz_beatBytes;
      3'b001 : _zz_beatBytes_24 = _zz_beatBytes_1;
      3'b010 : _zz_beatBytes_24 = _zz_beatBytes_2;
      3'b011 : _zz_beatBytes_24 = _zz_beatBytes_3;
      3'b100 : _zz_beatBytes_24 = _zz_beatBytes_4;
      3'b101 : _zz_beatBytes_24 = _zz_beatBytes_5;
      3'b110 : _zz_beatBytes_24 = _zz_beatBytes_6;
      default : _zz_beatBytes_24 = _zz_beatBytes_7;
    endcase
  end

  always @(*) begin
    case(_zz_beatBytes_28)
      3'b000 : _zz_beatBytes_27 = _zz_beatBytes;
      3'b001 : _zz_beatBytes_27 = _zz_beatBytes_1;
      3'b010 : _zz_beatBytes_27 = _zz_beatBytes_2;
      3'b011 : _zz_beatBytes_27 = _zz_beatBytes_3;
      3'b100 : _zz_beatBytes_27 = _zz_beatBytes_4;
      3'b101 : _zz_beatBytes_27 = _zz_beatBytes_5;
      3'b110 : _zz_beatBytes_27 = _zz_beatBytes_6;
      default : _zz_beatBytes_27 = _zz_beatBytes_7;
    endcase
  end

  always @(*) begin
    case(_zz_beatBytes_30)
      3'b000 : _zz_beatBytes_29 = _zz_beatBytes;
      3'b001 : _zz_beatBytes_29 = _zz_beatBytes_1;
      3'b010 : _zz_beatBytes_29 = _zz_beatBytes_2;
      3'b011 : _zz_beatBytes_29 = _zz_beatBytes_3;
      3'b100 : _zz_beatBytes_29 = _zz_beatBytes_4;
      3'b101 : _zz_beatBytes_29 = _zz_beatBytes_5;
      3'b110 : _zz_beatBytes_29 = _zz_beatBytes_6;
      default : _zz_beatBytes_29 = _zz_beatBytes_7;
    endcase
  end

  always @(*) begin
    case(_zz_beatBytes_34)
      3'b000 : _zz_beatBytes_33 = _zz_beatBytes;
      3'b001 : _zz_beatBytes_33 = _zz_beatBytes_1;
      3'b010 : _zz_beatBytes_33 = _zz_beatBytes_2;
      3'b011 : _zz_beatBytes_33 = _zz_beatBytes_3;
      3'b100 : _zz_beatBytes_33 = _zz_beatBytes_4;
      3'b101 : _zz_beatBytes_33 = _zz_beatBytes_5;
      3'b110 : _zz_beatBytes_33 = _zz_beatBytes_6;
      default : _zz_beatBytes_33 = _zz_beatBytes_7;
    endcase
  end

  always @(*) begin
    case(_zz_beatBytes_36)
      3'b000 : _zz_beatBytes_35 = _zz_beatBytes;
      3'b001 : _zz_beatBytes_35 = _zz_beatBytes_1;
      3'b010 : _zz_beatBytes_35 = _zz_beatBytes_2;
      3'b011 : _zz_beatBytes_35 = _zz_beatBytes_3;
      3'b100 : _zz_beatBytes_35 = _zz_beatBytes_4;
      3'b101 : _zz_beatBytes_35 = _zz_beatBytes_5;
      3'b110 : _zz_beatBytes_35 = _zz_beatBytes_6;
      default : _zz_beatBytes_35 = _zz_beatBytes_7;
    endcase
  end

  always @(*) begin
    case(_zz_beatBytes_38)
      3'b000 : _zz_beatBytes_37 = _zz_beatBytes;
      3'b001 : _zz_beatBytes_37 = _zz_beatBytes_1;
      3'b010 : _zz_beatBytes_37 = _zz_beatBytes_2;
      3'b011 : _zz_beatBytes_37 = _zz_beatBytes_3;
      3'b100 : _zz_beatBytes_37 = _zz_beatBytes_4;
      3'b101 : _zz_beatBytes_37 = _zz_beatBytes_5;
      3'b110 : _zz_beatBytes_37 = _zz_beatBytes_6;
      default : _zz_beatBytes_37 = _zz_beatBytes_7;
    endcase
  end

  assign io_tready = 1'b1;
  always @(*) begin
    hdrNext_0 = hdr_0;
    if(when_Ingress_l46) begin
      hdrNext_0 = io_tdata[7 : 0];
    end
  end

  assign when_Ingress_l46 = (io_tvalid && (beatIdx == 12'h0));
  always @(*) begin
    hdrNext_1 = hdr_1;
    if(when_Ingress_l46_1) begin
      hdrNext_1 = io_tdata[15 : 8];
    end
  end

  assign when_Ingress_l46_1 = (io_tvalid && (beatIdx == 12'h0));
  always @(*) begin
    hdrNext_2 = hdr_2;
    if(when_Ingress_l46_2) begin
      hdrNext_2 = io_tdata[23 : 16];
    end
  end

  assign when_Ingress_l46_2 = (io_tvalid && (beatIdx == 12'h0));
  always @(*) begin
    hdrNext_3 = hdr_3;
    if(when_Ingress_l46_3) begin
      hdrNext_3 = io_tdata[31 : 24];
    end
  end

  assign when_Ingress_l46_3 = (io_tvalid && (beatIdx == 12'h0));
  always @(*) begin
    hdrNext_4 = hdr_4;
    if(when_Ingress_l46_4) begin
      hdrNext_4 = io_tdata[39 : 32];
    end
  end

  assign when_Ingress_l46_4 = (io_tvalid && (beatIdx == 12'h0));
  always @(*) begin
    hdrNext_5 = hdr_5;
    if(when_Ingress_l46_5) begin
      hdrNext_5 = io_tdata[47 : 40];
    end
  end

  assign when_Ingress_l46_5 = (io_tvalid && (beatIdx == 12'h0));
  always @(*) begin
    hdrNext_6 = hdr_6;
    if(when_Ingress_l46_6) begin
      hdrNext_6 = io_tdata[55 : 48];
    end
  end

  assign when_Ingress_l46_6 = (io_tvalid && (beatIdx == 12'h0));
  always @(*) begin
    hdrNext_7 = hdr_7;
    if(when_Ingress_l46_7) begin
      hdrNext_7 = io_tdata[63 : 56];
    end
  end

  assign when_Ingress_l46_7 = (io_tvalid && (beatIdx == 12'h0));
  always @(*) begin
    hdrNext_8 = hdr_8;
    if(when_Ingress_l46_8) begin
      hdrNext_8 = io_tdata[71 : 64];
    end
  end

  assign when_Ingress_l46_8 = (io_tvalid && (beatIdx == 12'h0));
  always @(*) begin
    hdrNext_9 = hdr_9;
    if(when_Ingress_l46_9) begin
      hdrNext_9 = io_tdata[79 : 72];
    end
  end

  assign when_Ingress_l46_9 = (io_tvalid && (beatIdx == 12'h0));
  always @(*) begin
    hdrNext_10 = hdr_10;
    if(when_Ingress_l46_10) begin
      hdrNext_10 = io_tdata[87 : 80];
    end
  end

  assign when_Ingress_l46_10 = (io_tvalid && (beatIdx == 12'h0));
  always @(*) begin
    hdrNext_11 = hdr_11;
    if(when_Ingress_l46_11) begin
      hdrNext_11 = io_tdata[95 : 88];
    end
  end

  assign when_Ingress_l46_11 = (io_tvalid && (beatIdx == 12'h0));
  always @(*) begin
    hdrNext_12 = hdr_12;
    if(when_Ingress_l46_12) begin
      hdrNext_12 = io_tdata[103 : 96];
    end
  end

  assign when_Ingress_l46_12 = (io_tvalid && (beatIdx == 12'h0));
  always @(*) begin
    hdrNext_13 = hdr_13;
    if(when_Ingress_l46_13) begin
      hdrNext_13 = io_tdata[111 : 104];
    end
  end

  assign when_Ingress_l46_13 = (io_tvalid && (beatIdx == 12'h0));
  always @(*) begin
    hdrNext_14 = hdr_14;
    if(when_Ingress_l46_14) begin
      hdrNext_14 = io_tdata[119 : 112];
    end
  end

  assign when_Ingress_l46_14 = (io_tvalid && (beatIdx == 12'h0));
  always @(*) begin
    hdrNext_15 = hdr_15;
    if(when_Ingress_l46_15) begin
      hdrNext_15 = io_tdata[127 : 120];
    end
  end

  assign when_Ingress_l46_15 = (io_tvalid && (beatIdx == 12'h0));
  always @(*) begin
    hdrNext_16 = hdr_16;
    if(when_Ingress_l46_16) begin
      hdrNext_16 = io_tdata[135 : 128];
    end
  end

  assign when_Ingress_l46_16 = (io_tvalid && (beatIdx == 12'h0));
  always @(*) begin
    hdrNext_17 = hdr_17;
    if(when_Ingress_l46_17) begin
      hdrNext_17 = io_tdata[143 : 136];
    end
  end

  assign when_Ingress_l46_17 = (io_tvalid && (beatIdx == 12'h0));
  always @(*) begin
    hdrNext_18 = hdr_18;
    if(when_Ingress_l46_18) begin
      hdrNext_18 = io_tdata[151 : 144];
    end
  end

  assign when_Ingress_l46_18 = (io_tvalid && (beatIdx == 12'h0));
  always @(*) begin
    hdrNext_19 = hdr_19;
    if(when_Ingress_l46_19) begin
      hdrNext_19 = io_tdata[159 : 152];
    end
  end

  assign when_Ingress_l46_19 = (io_tvalid && (beatIdx == 12'h0));
  always @(*) begin
    hdrNext_20 = hdr_20;
    if(when_Ingress_l46_20) begin
      hdrNext_20 = io_tdata[167 : 160];
    end
  end

  assign when_Ingress_l46_20 = (io_tvalid && (beatIdx == 12'h0));
  always @(*) begin
    hdrNext_21 = hdr_21;
    if(when_Ingress_l46_21) begin
      hdrNext_21 = io_tdata[175 : 168];
    end
  end

  assign when_Ingress_l46_21 = (io_tvalid && (beatIdx == 12'h0));
  always @(*) begin
    hdrNext_22 = hdr_22;
    if(when_Ingress_l46_22) begin
      hdrNext_22 = io_tdata[183 : 176];
    end
  end

  assign when_Ingress_l46_22 = (io_tvalid && (beatIdx == 12'h0));
  always @(*) begin
    hdrNext_23 = hdr_23;
    if(when_Ingress_l46_23) begin
      hdrNext_23 = io_tdata[191 : 184];
    end
  end

  assign when_Ingress_l46_23 = (io_tvalid && (beatIdx == 12'h0));
  always @(*) begin
    hdrNext_24 = hdr_24;
    if(when_Ingress_l46_24) begin
      hdrNext_24 = io_tdata[199 : 192];
    end
  end

  assign when_Ingress_l46_24 = (io_tvalid && (beatIdx == 12'h0));
  always @(*) begin
    hdrNext_25 = hdr_25;
    if(when_Ingress_l46_25) begin
      hdrNext_25 = io_tdata[207 : 200];
    end
  end

  assign when_Ingress_l46_25 = (io_tvalid && (beatIdx == 12'h0));
  always @(*) begin
    hdrNext_26 = hdr_26;
    if(when_Ingress_l46_26) begin
      hdrNext_26 = io_tdata[215 : 208];
    end
  end

  assign when_Ingress_l46_26 = (io_tvalid && (beatIdx == 12'h0));
  always @(*) begin
    hdrNext_27 = hdr_27;
    if(when_Ingress_l46_27) begin
      hdrNext_27 = io_tdata[223 : 216];
    end
  end

  assign when_Ingress_l46_27 = (io_tvalid && (beatIdx == 12'h0));
  always @(*) begin
    hdrNext_28 = hdr_28;
    if(when_Ingress_l46_28) begin
      hdrNext_28 = io_tdata[231 : 224];
    end
  end

  assign when_Ingress_l46_28 = (io_tvalid && (beatIdx == 12'h0));
  always @(*) begin
    hdrNext_29 = hdr_29;
    if(when_Ingress_l46_29) begin
      hdrNext_29 = io_tdata[239 : 232];
    end
  end

  assign when_Ingress_l46_29 = (io_tvalid && (beatIdx == 12'h0));
  always @(*) begin
    hdrNext_30 = hdr_30;
    if(when_Ingress_l46_30) begin
      hdrNext_30 = io_tdata[247 : 240];
    end
  end

  assign when_Ingress_l46_30 = (io_tvalid && (beatIdx == 12'h0));
  always @(*) begin
    hdrNext_31 = hdr_31;
    if(when_Ingress_l46_31) begin
      hdrNext_31 = io_tdata[255 : 248];
    end
  end

  assign when_Ingress_l46_31 = (io_tvalid && (beatIdx == 12'h0));
  always @(*) begin
    hdrNext_32 = hdr_32;
    if(when_Ingress_l46_32) begin
      hdrNext_32 = io_tdata[7 : 0];
    end
  end

  assign when_Ingress_l46_32 = (io_tvalid && (beatIdx == 12'h001));
  always @(*) begin
    hdrNext_33 = hdr_33;
    if(when_Ingress_l46_33) begin
      hdrNext_33 = io_tdata[15 : 8];
    end
  end

  assign when_Ingress_l46_33 = (io_tvalid && (beatIdx == 12'h001));
  assign allOnes = (&io_tkeep);
  assign lastKeepOk = ((io_tkeep != 32'h0) && ((io_tkeep & _zz_lastKeepOk) == 32'h0));
  assign _zz_beatBytes = 6'h0;
  assign _zz_beatBytes_1 = 6'h01;
  assign _zz_beatBytes_2 = 6'h01;
  assign _zz_beatBytes_3 = 6'h02;
  assign _zz_beatBytes_4 = 6'h01;
  assign _zz_beatBytes_5 = 6'h02;
  assign _zz_beatBytes_6 = 6'h02;
  assign _zz_beatBytes_7 = 6'h03;
  assign beatBytes = (_zz_beatBytes_8 + _zz_beatBytes_31);
  assign lenNow = (byteCnt + _zz_lenNow);
  assign tooLong = (lenNow[17 : 16] != 2'b00);
  assign when_Ingress_l63 = (beatIdx != 12'hfff);
  assign when_Ingress_l64 = (! byteCnt[16]);
  assign when_Ingress_l65 = ((! io_tlast) && (! allOnes));
  assign startNow = (sFirst ? wrPtr : frameStart);
  assign beatsBefore = (sFirst ? 14'h0 : frameBeats);
  assign lostBefore = ((! sFirst) && frameLost);
  assign canWrite = ((sValid && (! lostBefore)) && (used < 14'h2000));
  assign io_wrEnable = canWrite;
  assign io_wrAddr = wrPtr;
  assign io_wrData = sData;
  assign beatsNow = (beatsBefore + _zz_beatsNow);
  assign io_frame_valid = (sValid && sLast);
  assign io_frame_payload_len = eofInfo_len;
  assign io_frame_payload_bad = eofInfo_bad;
  assign io_frame_payload_hdr_0 = eofInfo_hdr_0;
  assign io_frame_payload_hdr_1 = eofInfo_hdr_1;
  assign io_frame_payload_hdr_2 = eofInfo_hdr_2;
  assign io_frame_payload_hdr_3 = eofInfo_hdr_3;
  assign io_frame_payload_hdr_4 = eofInfo_hdr_4;
  assign io_frame_payload_hdr_5 = eofInfo_hdr_5;
  assign io_frame_payload_hdr_6 = eofInfo_hdr_6;
  assign io_frame_payload_hdr_7 = eofInfo_hdr_7;
  assign io_frame_payload_hdr_8 = eofInfo_hdr_8;
  assign io_frame_payload_hdr_9 = eofInfo_hdr_9;
  assign io_frame_payload_hdr_10 = eofInfo_hdr_10;
  assign io_frame_payload_hdr_11 = eofInfo_hdr_11;
  assign io_frame_payload_hdr_12 = eofInfo_hdr_12;
  assign io_frame_payload_hdr_13 = eofInfo_hdr_13;
  assign io_frame_payload_hdr_14 = eofInfo_hdr_14;
  assign io_frame_payload_hdr_15 = eofInfo_hdr_15;
  assign io_frame_payload_hdr_16 = eofInfo_hdr_16;
  assign io_frame_payload_hdr_17 = eofInfo_hdr_17;
  assign io_frame_payload_hdr_18 = eofInfo_hdr_18;
  assign io_frame_payload_hdr_19 = eofInfo_hdr_19;
  assign io_frame_payload_hdr_20 = eofInfo_hdr_20;
  assign io_frame_payload_hdr_21 = eofInfo_hdr_21;
  assign io_frame_payload_hdr_22 = eofInfo_hdr_22;
  assign io_frame_payload_hdr_23 = eofInfo_hdr_23;
  assign io_frame_payload_hdr_24 = eofInfo_hdr_24;
  assign io_frame_payload_hdr_25 = eofInfo_hdr_25;
  assign io_frame_payload_hdr_26 = eofInfo_hdr_26;
  assign io_frame_payload_hdr_27 = eofInfo_hdr_27;
  assign io_frame_payload_hdr_28 = eofInfo_hdr_28;
  assign io_frame_payload_hdr_29 = eofInfo_hdr_29;
  assign io_frame_payload_hdr_30 = eofInfo_hdr_30;
  assign io_frame_payload_hdr_31 = eofInfo_hdr_31;
  assign io_frame_payload_hdr_32 = eofInfo_hdr_32;
  assign io_frame_payload_hdr_33 = eofInfo_hdr_33;
  assign io_frame_payload_lost = (lostBefore || (! canWrite));
  assign io_frame_payload_beats = beatsNow;
  assign nextPtr = (wrPtr + _zz_nextPtr);
  assign released = (io_release ? beatsNow : 14'h0);
  assign io_used = used;
  always @(posedge clk) begin
    if(reset) begin
      beatIdx <= 12'h0;
      byteCnt <= 18'h0;
      keepBad <= 1'b0;
      sValid <= 1'b0;
      wrPtr <= 13'h0;
      used <= 14'h0;
      frameStart <= 13'h0;
      frameBeats <= 14'h0;
      frameLost <= 1'b0;
    end else begin
      if(io_tvalid) begin
        if(when_Ingress_l63) begin
          beatIdx <= (beatIdx + 12'h001);
        end
        if(when_Ingress_l64) begin
          byteCnt <= (byteCnt + 18'h00020);
        end
        if(when_Ingress_l65) begin
          keepBad <= 1'b1;
        end
        if(io_tlast) begin
          beatIdx <= 12'h0;
          byteCnt <= 18'h0;
          keepBad <= 1'b0;
        end
      end
      sValid <= io_tvalid;
      if(sValid) begin
        frameStart <= startNow;
        frameBeats <= beatsNow;
        frameLost <= (lostBefore || (! canWrite));
      end
      wrPtr <= (io_release ? startNow : nextPtr);
      used <= (_zz_used - released);
    end
  end

  always @(posedge clk) begin
    hdr_0 <= hdrNext_0;
    hdr_1 <= hdrNext_1;
    hdr_2 <= hdrNext_2;
    hdr_3 <= hdrNext_3;
    hdr_4 <= hdrNext_4;
    hdr_5 <= hdrNext_5;
    hdr_6 <= hdrNext_6;
    hdr_7 <= hdrNext_7;
    hdr_8 <= hdrNext_8;
    hdr_9 <= hdrNext_9;
    hdr_10 <= hdrNext_10;
    hdr_11 <= hdrNext_11;
    hdr_12 <= hdrNext_12;
    hdr_13 <= hdrNext_13;
    hdr_14 <= hdrNext_14;
    hdr_15 <= hdrNext_15;
    hdr_16 <= hdrNext_16;
    hdr_17 <= hdrNext_17;
    hdr_18 <= hdrNext_18;
    hdr_19 <= hdrNext_19;
    hdr_20 <= hdrNext_20;
    hdr_21 <= hdrNext_21;
    hdr_22 <= hdrNext_22;
    hdr_23 <= hdrNext_23;
    hdr_24 <= hdrNext_24;
    hdr_25 <= hdrNext_25;
    hdr_26 <= hdrNext_26;
    hdr_27 <= hdrNext_27;
    hdr_28 <= hdrNext_28;
    hdr_29 <= hdrNext_29;
    hdr_30 <= hdrNext_30;
    hdr_31 <= hdrNext_31;
    hdr_32 <= hdrNext_32;
    hdr_33 <= hdrNext_33;
    if(io_tvalid) begin
      if(io_tlast) begin
        eofInfo_len <= lenNow[15:0];
        eofInfo_bad <= ((((io_tuser || keepBad) || (! lastKeepOk)) || (lenNow < 18'h0000e)) || tooLong);
        eofInfo_hdr_0 <= hdrNext_0;
        eofInfo_hdr_1 <= hdrNext_1;
        eofInfo_hdr_2 <= hdrNext_2;
        eofInfo_hdr_3 <= hdrNext_3;
        eofInfo_hdr_4 <= hdrNext_4;
        eofInfo_hdr_5 <= hdrNext_5;
        eofInfo_hdr_6 <= hdrNext_6;
        eofInfo_hdr_7 <= hdrNext_7;
        eofInfo_hdr_8 <= hdrNext_8;
        eofInfo_hdr_9 <= hdrNext_9;
        eofInfo_hdr_10 <= hdrNext_10;
        eofInfo_hdr_11 <= hdrNext_11;
        eofInfo_hdr_12 <= hdrNext_12;
        eofInfo_hdr_13 <= hdrNext_13;
        eofInfo_hdr_14 <= hdrNext_14;
        eofInfo_hdr_15 <= hdrNext_15;
        eofInfo_hdr_16 <= hdrNext_16;
        eofInfo_hdr_17 <= hdrNext_17;
        eofInfo_hdr_18 <= hdrNext_18;
        eofInfo_hdr_19 <= hdrNext_19;
        eofInfo_hdr_20 <= hdrNext_20;
        eofInfo_hdr_21 <= hdrNext_21;
        eofInfo_hdr_22 <= hdrNext_22;
        eofInfo_hdr_23 <= hdrNext_23;
        eofInfo_hdr_24 <= hdrNext_24;
        eofInfo_hdr_25 <= hdrNext_25;
        eofInfo_hdr_26 <= hdrNext_26;
        eofInfo_hdr_27 <= hdrNext_27;
        eofInfo_hdr_28 <= hdrNext_28;
        eofInfo_hdr_29 <= hdrNext_29;
        eofInfo_hdr_30 <= hdrNext_30;
        eofInfo_hdr_31 <= hdrNext_31;
        eofInfo_hdr_32 <= hdrNext_32;
        eofInfo_hdr_33 <= hdrNext_33;
      end
    end
    sData <= io_tdata;
    sFirst <= (beatIdx == 12'h0);
    sLast <= io_tlast;
  end


endmodule

module w256_ConfigEngine (
  input  wire [31:0]   io_knobs_min_th,
  input  wire [31:0]   io_knobs_max_th,
  input  wire [31:0]   io_knobs_limit,
  input  wire [31:0]   io_knobs_max_p,
  input  wire [4:0]    io_knobs_wlog,
  input  wire [4:0]    io_knobs_plog,
  input  wire [4:0]    io_knobs_scell_log,
  input  wire [1:0]    io_knobs_mode,
  input  wire          io_knobs_unit,
  input  wire          io_knobs_gentle,
  input  wire          io_knobs_harddrop,
  input  wire          io_knobs_nodrop,
  input  wire          io_knobs_adaptive,
  input  wire [63:0]   io_knobs_rate,
  input  wire [31:0]   io_knobs_burst,
  input  wire [31:0]   io_knobs_seed,
  input  wire [15:0]   io_knobs_cycles_per_us,
  input  wire [7:0]    io_knobs_stab_0,
  input  wire [7:0]    io_knobs_stab_1,
  input  wire [7:0]    io_knobs_stab_2,
  input  wire [7:0]    io_knobs_stab_3,
  input  wire [7:0]    io_knobs_stab_4,
  input  wire [7:0]    io_knobs_stab_5,
  input  wire [7:0]    io_knobs_stab_6,
  input  wire [7:0]    io_knobs_stab_7,
  input  wire [7:0]    io_knobs_stab_8,
  input  wire [7:0]    io_knobs_stab_9,
  input  wire [7:0]    io_knobs_stab_10,
  input  wire [7:0]    io_knobs_stab_11,
  input  wire [7:0]    io_knobs_stab_12,
  input  wire [7:0]    io_knobs_stab_13,
  input  wire [7:0]    io_knobs_stab_14,
  input  wire [7:0]    io_knobs_stab_15,
  input  wire [7:0]    io_knobs_stab_16,
  input  wire [7:0]    io_knobs_stab_17,
  input  wire [7:0]    io_knobs_stab_18,
  input  wire [7:0]    io_knobs_stab_19,
  input  wire [7:0]    io_knobs_stab_20,
  input  wire [7:0]    io_knobs_stab_21,
  input  wire [7:0]    io_knobs_stab_22,
  input  wire [7:0]    io_knobs_stab_23,
  input  wire [7:0]    io_knobs_stab_24,
  input  wire [7:0]    io_knobs_stab_25,
  input  wire [7:0]    io_knobs_stab_26,
  input  wire [7:0]    io_knobs_stab_27,
  input  wire [7:0]    io_knobs_stab_28,
  input  wire [7:0]    io_knobs_stab_29,
  input  wire [7:0]    io_knobs_stab_30,
  input  wire [7:0]    io_knobs_stab_31,
  input  wire [7:0]    io_knobs_stab_32,
  input  wire [7:0]    io_knobs_stab_33,
  input  wire [7:0]    io_knobs_stab_34,
  input  wire [7:0]    io_knobs_stab_35,
  input  wire [7:0]    io_knobs_stab_36,
  input  wire [7:0]    io_knobs_stab_37,
  input  wire [7:0]    io_knobs_stab_38,
  input  wire [7:0]    io_knobs_stab_39,
  input  wire [7:0]    io_knobs_stab_40,
  input  wire [7:0]    io_knobs_stab_41,
  input  wire [7:0]    io_knobs_stab_42,
  input  wire [7:0]    io_knobs_stab_43,
  input  wire [7:0]    io_knobs_stab_44,
  input  wire [7:0]    io_knobs_stab_45,
  input  wire [7:0]    io_knobs_stab_46,
  input  wire [7:0]    io_knobs_stab_47,
  input  wire [7:0]    io_knobs_stab_48,
  input  wire [7:0]    io_knobs_stab_49,
  input  wire [7:0]    io_knobs_stab_50,
  input  wire [7:0]    io_knobs_stab_51,
  input  wire [7:0]    io_knobs_stab_52,
  input  wire [7:0]    io_knobs_stab_53,
  input  wire [7:0]    io_knobs_stab_54,
  input  wire [7:0]    io_knobs_stab_55,
  input  wire [7:0]    io_knobs_stab_56,
  input  wire [7:0]    io_knobs_stab_57,
  input  wire [7:0]    io_knobs_stab_58,
  input  wire [7:0]    io_knobs_stab_59,
  input  wire [7:0]    io_knobs_stab_60,
  input  wire [7:0]    io_knobs_stab_61,
  input  wire [7:0]    io_knobs_stab_62,
  input  wire [7:0]    io_knobs_stab_63,
  input  wire [7:0]    io_knobs_stab_64,
  input  wire [7:0]    io_knobs_stab_65,
  input  wire [7:0]    io_knobs_stab_66,
  input  wire [7:0]    io_knobs_stab_67,
  input  wire [7:0]    io_knobs_stab_68,
  input  wire [7:0]    io_knobs_stab_69,
  input  wire [7:0]    io_knobs_stab_70,
  input  wire [7:0]    io_knobs_stab_71,
  input  wire [7:0]    io_knobs_stab_72,
  input  wire [7:0]    io_knobs_stab_73,
  input  wire [7:0]    io_knobs_stab_74,
  input  wire [7:0]    io_knobs_stab_75,
  input  wire [7:0]    io_knobs_stab_76,
  input  wire [7:0]    io_knobs_stab_77,
  input  wire [7:0]    io_knobs_stab_78,
  input  wire [7:0]    io_knobs_stab_79,
  input  wire [7:0]    io_knobs_stab_80,
  input  wire [7:0]    io_knobs_stab_81,
  input  wire [7:0]    io_knobs_stab_82,
  input  wire [7:0]    io_knobs_stab_83,
  input  wire [7:0]    io_knobs_stab_84,
  input  wire [7:0]    io_knobs_stab_85,
  input  wire [7:0]    io_knobs_stab_86,
  input  wire [7:0]    io_knobs_stab_87,
  input  wire [7:0]    io_knobs_stab_88,
  input  wire [7:0]    io_knobs_stab_89,
  input  wire [7:0]    io_knobs_stab_90,
  input  wire [7:0]    io_knobs_stab_91,
  input  wire [7:0]    io_knobs_stab_92,
  input  wire [7:0]    io_knobs_stab_93,
  input  wire [7:0]    io_knobs_stab_94,
  input  wire [7:0]    io_knobs_stab_95,
  input  wire [7:0]    io_knobs_stab_96,
  input  wire [7:0]    io_knobs_stab_97,
  input  wire [7:0]    io_knobs_stab_98,
  input  wire [7:0]    io_knobs_stab_99,
  input  wire [7:0]    io_knobs_stab_100,
  input  wire [7:0]    io_knobs_stab_101,
  input  wire [7:0]    io_knobs_stab_102,
  input  wire [7:0]    io_knobs_stab_103,
  input  wire [7:0]    io_knobs_stab_104,
  input  wire [7:0]    io_knobs_stab_105,
  input  wire [7:0]    io_knobs_stab_106,
  input  wire [7:0]    io_knobs_stab_107,
  input  wire [7:0]    io_knobs_stab_108,
  input  wire [7:0]    io_knobs_stab_109,
  input  wire [7:0]    io_knobs_stab_110,
  input  wire [7:0]    io_knobs_stab_111,
  input  wire [7:0]    io_knobs_stab_112,
  input  wire [7:0]    io_knobs_stab_113,
  input  wire [7:0]    io_knobs_stab_114,
  input  wire [7:0]    io_knobs_stab_115,
  input  wire [7:0]    io_knobs_stab_116,
  input  wire [7:0]    io_knobs_stab_117,
  input  wire [7:0]    io_knobs_stab_118,
  input  wire [7:0]    io_knobs_stab_119,
  input  wire [7:0]    io_knobs_stab_120,
  input  wire [7:0]    io_knobs_stab_121,
  input  wire [7:0]    io_knobs_stab_122,
  input  wire [7:0]    io_knobs_stab_123,
  input  wire [7:0]    io_knobs_stab_124,
  input  wire [7:0]    io_knobs_stab_125,
  input  wire [7:0]    io_knobs_stab_126,
  input  wire [7:0]    io_knobs_stab_127,
  input  wire [7:0]    io_knobs_stab_128,
  input  wire [7:0]    io_knobs_stab_129,
  input  wire [7:0]    io_knobs_stab_130,
  input  wire [7:0]    io_knobs_stab_131,
  input  wire [7:0]    io_knobs_stab_132,
  input  wire [7:0]    io_knobs_stab_133,
  input  wire [7:0]    io_knobs_stab_134,
  input  wire [7:0]    io_knobs_stab_135,
  input  wire [7:0]    io_knobs_stab_136,
  input  wire [7:0]    io_knobs_stab_137,
  input  wire [7:0]    io_knobs_stab_138,
  input  wire [7:0]    io_knobs_stab_139,
  input  wire [7:0]    io_knobs_stab_140,
  input  wire [7:0]    io_knobs_stab_141,
  input  wire [7:0]    io_knobs_stab_142,
  input  wire [7:0]    io_knobs_stab_143,
  input  wire [7:0]    io_knobs_stab_144,
  input  wire [7:0]    io_knobs_stab_145,
  input  wire [7:0]    io_knobs_stab_146,
  input  wire [7:0]    io_knobs_stab_147,
  input  wire [7:0]    io_knobs_stab_148,
  input  wire [7:0]    io_knobs_stab_149,
  input  wire [7:0]    io_knobs_stab_150,
  input  wire [7:0]    io_knobs_stab_151,
  input  wire [7:0]    io_knobs_stab_152,
  input  wire [7:0]    io_knobs_stab_153,
  input  wire [7:0]    io_knobs_stab_154,
  input  wire [7:0]    io_knobs_stab_155,
  input  wire [7:0]    io_knobs_stab_156,
  input  wire [7:0]    io_knobs_stab_157,
  input  wire [7:0]    io_knobs_stab_158,
  input  wire [7:0]    io_knobs_stab_159,
  input  wire [7:0]    io_knobs_stab_160,
  input  wire [7:0]    io_knobs_stab_161,
  input  wire [7:0]    io_knobs_stab_162,
  input  wire [7:0]    io_knobs_stab_163,
  input  wire [7:0]    io_knobs_stab_164,
  input  wire [7:0]    io_knobs_stab_165,
  input  wire [7:0]    io_knobs_stab_166,
  input  wire [7:0]    io_knobs_stab_167,
  input  wire [7:0]    io_knobs_stab_168,
  input  wire [7:0]    io_knobs_stab_169,
  input  wire [7:0]    io_knobs_stab_170,
  input  wire [7:0]    io_knobs_stab_171,
  input  wire [7:0]    io_knobs_stab_172,
  input  wire [7:0]    io_knobs_stab_173,
  input  wire [7:0]    io_knobs_stab_174,
  input  wire [7:0]    io_knobs_stab_175,
  input  wire [7:0]    io_knobs_stab_176,
  input  wire [7:0]    io_knobs_stab_177,
  input  wire [7:0]    io_knobs_stab_178,
  input  wire [7:0]    io_knobs_stab_179,
  input  wire [7:0]    io_knobs_stab_180,
  input  wire [7:0]    io_knobs_stab_181,
  input  wire [7:0]    io_knobs_stab_182,
  input  wire [7:0]    io_knobs_stab_183,
  input  wire [7:0]    io_knobs_stab_184,
  input  wire [7:0]    io_knobs_stab_185,
  input  wire [7:0]    io_knobs_stab_186,
  input  wire [7:0]    io_knobs_stab_187,
  input  wire [7:0]    io_knobs_stab_188,
  input  wire [7:0]    io_knobs_stab_189,
  input  wire [7:0]    io_knobs_stab_190,
  input  wire [7:0]    io_knobs_stab_191,
  input  wire [7:0]    io_knobs_stab_192,
  input  wire [7:0]    io_knobs_stab_193,
  input  wire [7:0]    io_knobs_stab_194,
  input  wire [7:0]    io_knobs_stab_195,
  input  wire [7:0]    io_knobs_stab_196,
  input  wire [7:0]    io_knobs_stab_197,
  input  wire [7:0]    io_knobs_stab_198,
  input  wire [7:0]    io_knobs_stab_199,
  input  wire [7:0]    io_knobs_stab_200,
  input  wire [7:0]    io_knobs_stab_201,
  input  wire [7:0]    io_knobs_stab_202,
  input  wire [7:0]    io_knobs_stab_203,
  input  wire [7:0]    io_knobs_stab_204,
  input  wire [7:0]    io_knobs_stab_205,
  input  wire [7:0]    io_knobs_stab_206,
  input  wire [7:0]    io_knobs_stab_207,
  input  wire [7:0]    io_knobs_stab_208,
  input  wire [7:0]    io_knobs_stab_209,
  input  wire [7:0]    io_knobs_stab_210,
  input  wire [7:0]    io_knobs_stab_211,
  input  wire [7:0]    io_knobs_stab_212,
  input  wire [7:0]    io_knobs_stab_213,
  input  wire [7:0]    io_knobs_stab_214,
  input  wire [7:0]    io_knobs_stab_215,
  input  wire [7:0]    io_knobs_stab_216,
  input  wire [7:0]    io_knobs_stab_217,
  input  wire [7:0]    io_knobs_stab_218,
  input  wire [7:0]    io_knobs_stab_219,
  input  wire [7:0]    io_knobs_stab_220,
  input  wire [7:0]    io_knobs_stab_221,
  input  wire [7:0]    io_knobs_stab_222,
  input  wire [7:0]    io_knobs_stab_223,
  input  wire [7:0]    io_knobs_stab_224,
  input  wire [7:0]    io_knobs_stab_225,
  input  wire [7:0]    io_knobs_stab_226,
  input  wire [7:0]    io_knobs_stab_227,
  input  wire [7:0]    io_knobs_stab_228,
  input  wire [7:0]    io_knobs_stab_229,
  input  wire [7:0]    io_knobs_stab_230,
  input  wire [7:0]    io_knobs_stab_231,
  input  wire [7:0]    io_knobs_stab_232,
  input  wire [7:0]    io_knobs_stab_233,
  input  wire [7:0]    io_knobs_stab_234,
  input  wire [7:0]    io_knobs_stab_235,
  input  wire [7:0]    io_knobs_stab_236,
  input  wire [7:0]    io_knobs_stab_237,
  input  wire [7:0]    io_knobs_stab_238,
  input  wire [7:0]    io_knobs_stab_239,
  input  wire [7:0]    io_knobs_stab_240,
  input  wire [7:0]    io_knobs_stab_241,
  input  wire [7:0]    io_knobs_stab_242,
  input  wire [7:0]    io_knobs_stab_243,
  input  wire [7:0]    io_knobs_stab_244,
  input  wire [7:0]    io_knobs_stab_245,
  input  wire [7:0]    io_knobs_stab_246,
  input  wire [7:0]    io_knobs_stab_247,
  input  wire [7:0]    io_knobs_stab_248,
  input  wire [7:0]    io_knobs_stab_249,
  input  wire [7:0]    io_knobs_stab_250,
  input  wire [7:0]    io_knobs_stab_251,
  input  wire [7:0]    io_knobs_stab_252,
  input  wire [7:0]    io_knobs_stab_253,
  input  wire [7:0]    io_knobs_stab_254,
  input  wire [7:0]    io_knobs_stab_255,
  input  wire          io_commit,
  input  wire          io_usTick,
  input  wire [63:0]   io_qavg,
  output wire [31:0]   io_active_minTh,
  output wire [31:0]   io_active_maxTh,
  output wire [31:0]   io_active_limit,
  output wire [31:0]   io_active_qthMin,
  output wire [31:0]   io_active_qthMax,
  output wire [4:0]    io_active_wlog,
  output wire [4:0]    io_active_scellLog,
  output wire [31:0]   io_active_delta,
  output wire [31:0]   io_active_maxP,
  output wire [31:0]   io_active_mpd,
  output wire [31:0]   io_active_recipM,
  output wire [0:0]    io_active_recipSh1,
  output wire [4:0]    io_active_recipSh2,
  output wire [47:0]   io_active_gentleStep,
  output wire [30:0]   io_active_scellMax,
  output wire [31:0]   io_active_targetMin,
  output wire [31:0]   io_active_targetMax,
  output wire [4:0]    io_active_stab_0,
  output wire [4:0]    io_active_stab_1,
  output wire [4:0]    io_active_stab_2,
  output wire [4:0]    io_active_stab_3,
  output wire [4:0]    io_active_stab_4,
  output wire [4:0]    io_active_stab_5,
  output wire [4:0]    io_active_stab_6,
  output wire [4:0]    io_active_stab_7,
  output wire [4:0]    io_active_stab_8,
  output wire [4:0]    io_active_stab_9,
  output wire [4:0]    io_active_stab_10,
  output wire [4:0]    io_active_stab_11,
  output wire [4:0]    io_active_stab_12,
  output wire [4:0]    io_active_stab_13,
  output wire [4:0]    io_active_stab_14,
  output wire [4:0]    io_active_stab_15,
  output wire [4:0]    io_active_stab_16,
  output wire [4:0]    io_active_stab_17,
  output wire [4:0]    io_active_stab_18,
  output wire [4:0]    io_active_stab_19,
  output wire [4:0]    io_active_stab_20,
  output wire [4:0]    io_active_stab_21,
  output wire [4:0]    io_active_stab_22,
  output wire [4:0]    io_active_stab_23,
  output wire [4:0]    io_active_stab_24,
  output wire [4:0]    io_active_stab_25,
  output wire [4:0]    io_active_stab_26,
  output wire [4:0]    io_active_stab_27,
  output wire [4:0]    io_active_stab_28,
  output wire [4:0]    io_active_stab_29,
  output wire [4:0]    io_active_stab_30,
  output wire [4:0]    io_active_stab_31,
  output wire [4:0]    io_active_stab_32,
  output wire [4:0]    io_active_stab_33,
  output wire [4:0]    io_active_stab_34,
  output wire [4:0]    io_active_stab_35,
  output wire [4:0]    io_active_stab_36,
  output wire [4:0]    io_active_stab_37,
  output wire [4:0]    io_active_stab_38,
  output wire [4:0]    io_active_stab_39,
  output wire [4:0]    io_active_stab_40,
  output wire [4:0]    io_active_stab_41,
  output wire [4:0]    io_active_stab_42,
  output wire [4:0]    io_active_stab_43,
  output wire [4:0]    io_active_stab_44,
  output wire [4:0]    io_active_stab_45,
  output wire [4:0]    io_active_stab_46,
  output wire [4:0]    io_active_stab_47,
  output wire [4:0]    io_active_stab_48,
  output wire [4:0]    io_active_stab_49,
  output wire [4:0]    io_active_stab_50,
  output wire [4:0]    io_active_stab_51,
  output wire [4:0]    io_active_stab_52,
  output wire [4:0]    io_active_stab_53,
  output wire [4:0]    io_active_stab_54,
  output wire [4:0]    io_active_stab_55,
  output wire [4:0]    io_active_stab_56,
  output wire [4:0]    io_active_stab_57,
  output wire [4:0]    io_active_stab_58,
  output wire [4:0]    io_active_stab_59,
  output wire [4:0]    io_active_stab_60,
  output wire [4:0]    io_active_stab_61,
  output wire [4:0]    io_active_stab_62,
  output wire [4:0]    io_active_stab_63,
  output wire [4:0]    io_active_stab_64,
  output wire [4:0]    io_active_stab_65,
  output wire [4:0]    io_active_stab_66,
  output wire [4:0]    io_active_stab_67,
  output wire [4:0]    io_active_stab_68,
  output wire [4:0]    io_active_stab_69,
  output wire [4:0]    io_active_stab_70,
  output wire [4:0]    io_active_stab_71,
  output wire [4:0]    io_active_stab_72,
  output wire [4:0]    io_active_stab_73,
  output wire [4:0]    io_active_stab_74,
  output wire [4:0]    io_active_stab_75,
  output wire [4:0]    io_active_stab_76,
  output wire [4:0]    io_active_stab_77,
  output wire [4:0]    io_active_stab_78,
  output wire [4:0]    io_active_stab_79,
  output wire [4:0]    io_active_stab_80,
  output wire [4:0]    io_active_stab_81,
  output wire [4:0]    io_active_stab_82,
  output wire [4:0]    io_active_stab_83,
  output wire [4:0]    io_active_stab_84,
  output wire [4:0]    io_active_stab_85,
  output wire [4:0]    io_active_stab_86,
  output wire [4:0]    io_active_stab_87,
  output wire [4:0]    io_active_stab_88,
  output wire [4:0]    io_active_stab_89,
  output wire [4:0]    io_active_stab_90,
  output wire [4:0]    io_active_stab_91,
  output wire [4:0]    io_active_stab_92,
  output wire [4:0]    io_active_stab_93,
  output wire [4:0]    io_active_stab_94,
  output wire [4:0]    io_active_stab_95,
  output wire [4:0]    io_active_stab_96,
  output wire [4:0]    io_active_stab_97,
  output wire [4:0]    io_active_stab_98,
  output wire [4:0]    io_active_stab_99,
  output wire [4:0]    io_active_stab_100,
  output wire [4:0]    io_active_stab_101,
  output wire [4:0]    io_active_stab_102,
  output wire [4:0]    io_active_stab_103,
  output wire [4:0]    io_active_stab_104,
  output wire [4:0]    io_active_stab_105,
  output wire [4:0]    io_active_stab_106,
  output wire [4:0]    io_active_stab_107,
  output wire [4:0]    io_active_stab_108,
  output wire [4:0]    io_active_stab_109,
  output wire [4:0]    io_active_stab_110,
  output wire [4:0]    io_active_stab_111,
  output wire [4:0]    io_active_stab_112,
  output wire [4:0]    io_active_stab_113,
  output wire [4:0]    io_active_stab_114,
  output wire [4:0]    io_active_stab_115,
  output wire [4:0]    io_active_stab_116,
  output wire [4:0]    io_active_stab_117,
  output wire [4:0]    io_active_stab_118,
  output wire [4:0]    io_active_stab_119,
  output wire [4:0]    io_active_stab_120,
  output wire [4:0]    io_active_stab_121,
  output wire [4:0]    io_active_stab_122,
  output wire [4:0]    io_active_stab_123,
  output wire [4:0]    io_active_stab_124,
  output wire [4:0]    io_active_stab_125,
  output wire [4:0]    io_active_stab_126,
  output wire [4:0]    io_active_stab_127,
  output wire [4:0]    io_active_stab_128,
  output wire [4:0]    io_active_stab_129,
  output wire [4:0]    io_active_stab_130,
  output wire [4:0]    io_active_stab_131,
  output wire [4:0]    io_active_stab_132,
  output wire [4:0]    io_active_stab_133,
  output wire [4:0]    io_active_stab_134,
  output wire [4:0]    io_active_stab_135,
  output wire [4:0]    io_active_stab_136,
  output wire [4:0]    io_active_stab_137,
  output wire [4:0]    io_active_stab_138,
  output wire [4:0]    io_active_stab_139,
  output wire [4:0]    io_active_stab_140,
  output wire [4:0]    io_active_stab_141,
  output wire [4:0]    io_active_stab_142,
  output wire [4:0]    io_active_stab_143,
  output wire [4:0]    io_active_stab_144,
  output wire [4:0]    io_active_stab_145,
  output wire [4:0]    io_active_stab_146,
  output wire [4:0]    io_active_stab_147,
  output wire [4:0]    io_active_stab_148,
  output wire [4:0]    io_active_stab_149,
  output wire [4:0]    io_active_stab_150,
  output wire [4:0]    io_active_stab_151,
  output wire [4:0]    io_active_stab_152,
  output wire [4:0]    io_active_stab_153,
  output wire [4:0]    io_active_stab_154,
  output wire [4:0]    io_active_stab_155,
  output wire [4:0]    io_active_stab_156,
  output wire [4:0]    io_active_stab_157,
  output wire [4:0]    io_active_stab_158,
  output wire [4:0]    io_active_stab_159,
  output wire [4:0]    io_active_stab_160,
  output wire [4:0]    io_active_stab_161,
  output wire [4:0]    io_active_stab_162,
  output wire [4:0]    io_active_stab_163,
  output wire [4:0]    io_active_stab_164,
  output wire [4:0]    io_active_stab_165,
  output wire [4:0]    io_active_stab_166,
  output wire [4:0]    io_active_stab_167,
  output wire [4:0]    io_active_stab_168,
  output wire [4:0]    io_active_stab_169,
  output wire [4:0]    io_active_stab_170,
  output wire [4:0]    io_active_stab_171,
  output wire [4:0]    io_active_stab_172,
  output wire [4:0]    io_active_stab_173,
  output wire [4:0]    io_active_stab_174,
  output wire [4:0]    io_active_stab_175,
  output wire [4:0]    io_active_stab_176,
  output wire [4:0]    io_active_stab_177,
  output wire [4:0]    io_active_stab_178,
  output wire [4:0]    io_active_stab_179,
  output wire [4:0]    io_active_stab_180,
  output wire [4:0]    io_active_stab_181,
  output wire [4:0]    io_active_stab_182,
  output wire [4:0]    io_active_stab_183,
  output wire [4:0]    io_active_stab_184,
  output wire [4:0]    io_active_stab_185,
  output wire [4:0]    io_active_stab_186,
  output wire [4:0]    io_active_stab_187,
  output wire [4:0]    io_active_stab_188,
  output wire [4:0]    io_active_stab_189,
  output wire [4:0]    io_active_stab_190,
  output wire [4:0]    io_active_stab_191,
  output wire [4:0]    io_active_stab_192,
  output wire [4:0]    io_active_stab_193,
  output wire [4:0]    io_active_stab_194,
  output wire [4:0]    io_active_stab_195,
  output wire [4:0]    io_active_stab_196,
  output wire [4:0]    io_active_stab_197,
  output wire [4:0]    io_active_stab_198,
  output wire [4:0]    io_active_stab_199,
  output wire [4:0]    io_active_stab_200,
  output wire [4:0]    io_active_stab_201,
  output wire [4:0]    io_active_stab_202,
  output wire [4:0]    io_active_stab_203,
  output wire [4:0]    io_active_stab_204,
  output wire [4:0]    io_active_stab_205,
  output wire [4:0]    io_active_stab_206,
  output wire [4:0]    io_active_stab_207,
  output wire [4:0]    io_active_stab_208,
  output wire [4:0]    io_active_stab_209,
  output wire [4:0]    io_active_stab_210,
  output wire [4:0]    io_active_stab_211,
  output wire [4:0]    io_active_stab_212,
  output wire [4:0]    io_active_stab_213,
  output wire [4:0]    io_active_stab_214,
  output wire [4:0]    io_active_stab_215,
  output wire [4:0]    io_active_stab_216,
  output wire [4:0]    io_active_stab_217,
  output wire [4:0]    io_active_stab_218,
  output wire [4:0]    io_active_stab_219,
  output wire [4:0]    io_active_stab_220,
  output wire [4:0]    io_active_stab_221,
  output wire [4:0]    io_active_stab_222,
  output wire [4:0]    io_active_stab_223,
  output wire [4:0]    io_active_stab_224,
  output wire [4:0]    io_active_stab_225,
  output wire [4:0]    io_active_stab_226,
  output wire [4:0]    io_active_stab_227,
  output wire [4:0]    io_active_stab_228,
  output wire [4:0]    io_active_stab_229,
  output wire [4:0]    io_active_stab_230,
  output wire [4:0]    io_active_stab_231,
  output wire [4:0]    io_active_stab_232,
  output wire [4:0]    io_active_stab_233,
  output wire [4:0]    io_active_stab_234,
  output wire [4:0]    io_active_stab_235,
  output wire [4:0]    io_active_stab_236,
  output wire [4:0]    io_active_stab_237,
  output wire [4:0]    io_active_stab_238,
  output wire [4:0]    io_active_stab_239,
  output wire [4:0]    io_active_stab_240,
  output wire [4:0]    io_active_stab_241,
  output wire [4:0]    io_active_stab_242,
  output wire [4:0]    io_active_stab_243,
  output wire [4:0]    io_active_stab_244,
  output wire [4:0]    io_active_stab_245,
  output wire [4:0]    io_active_stab_246,
  output wire [4:0]    io_active_stab_247,
  output wire [4:0]    io_active_stab_248,
  output wire [4:0]    io_active_stab_249,
  output wire [4:0]    io_active_stab_250,
  output wire [4:0]    io_active_stab_251,
  output wire [4:0]    io_active_stab_252,
  output wire [4:0]    io_active_stab_253,
  output wire [4:0]    io_active_stab_254,
  output wire [4:0]    io_active_stab_255,
  output wire [1:0]    io_active_mode,
  output wire          io_active_unit,
  output wire          io_active_gentle,
  output wire          io_active_harddrop,
  output wire          io_active_nodrop,
  output wire          io_active_adaptive,
  output wire [31:0]   io_active_inc,
  output wire [55:0]   io_active_cap,
  output wire          io_active_shaped,
  output wire [31:0]   io_active_seed,
  output wire [15:0]   io_active_cyclesPerUs,
  output reg           io_apply,
  output wire [31:0]   io_applySeed,
  output reg           io_adaptApply,
  output wire          io_busy,
  output wire          io_err,
  output wire [3:0]    io_errCode,
  output wire [31:0]   io_commits,
  output wire [31:0]   io_refused,
  output wire [31:0]   io_adaptTicks,
  input  wire          clk,
  input  wire          reset
);
  localparam St_IDLE = 4'd0;
  localparam St_VALIDATE = 4'd1;
  localparam St_DIV_MPD = 4'd2;
  localparam St_DIV_RECIP = 4'd3;
  localparam St_DIV_QONE = 4'd4;
  localparam St_DIV_GENTLE = 4'd5;
  localparam St_DIV_INC = 4'd6;
  localparam St_DIV_D5 = 4'd7;
  localparam St_APPLY = 4'd8;
  localparam St_A_DIV10 = 4'd9;
  localparam St_A_ROUND = 4'd10;
  localparam St_A_RECIP = 4'd11;
  localparam St_A_QONE = 4'd12;
  localparam St_A_GENTLE = 4'd13;

  reg                 div_io_start;
  reg        [63:0]   div_io_dividend;
  reg        [63:0]   div_io_divisor;
  wire                div_io_busy;
  wire                div_io_done;
  wire       [63:0]   div_io_quotient;
  wire       [63:0]   div_io_remainder;
  wire       [63:0]   _zz_adjUp_1;
  wire       [63:0]   _zz_adjDown;
  wire       [63:0]   _zz_adjDown_1;
  wire       [7:0]    _zz_when_ConfigEngine_l148;
  wire                _zz_when_ConfigEngine_l148_1;
  wire       [0:0]    _zz_when_ConfigEngine_l148_2;
  wire       [248:0]  _zz_when_ConfigEngine_l148_3;
  wire       [7:0]    _zz_when_ConfigEngine_l148_4;
  wire                _zz_when_ConfigEngine_l148_5;
  wire       [0:0]    _zz_when_ConfigEngine_l148_6;
  wire       [241:0]  _zz_when_ConfigEngine_l148_7;
  wire       [7:0]    _zz_when_ConfigEngine_l148_8;
  wire                _zz_when_ConfigEngine_l148_9;
  wire       [0:0]    _zz_when_ConfigEngine_l148_10;
  wire       [234:0]  _zz_when_ConfigEngine_l148_11;
  wire       [7:0]    _zz_when_ConfigEngine_l148_12;
  wire                _zz_when_ConfigEngine_l148_13;
  wire       [0:0]    _zz_when_ConfigEngine_l148_14;
  wire       [227:0]  _zz_when_ConfigEngine_l148_15;
  wire       [7:0]    _zz_when_ConfigEngine_l148_16;
  wire                _zz_when_ConfigEngine_l148_17;
  wire       [0:0]    _zz_when_ConfigEngine_l148_18;
  wire       [220:0]  _zz_when_ConfigEngine_l148_19;
  wire       [7:0]    _zz_when_ConfigEngine_l148_20;
  wire                _zz_when_ConfigEngine_l148_21;
  wire       [0:0]    _zz_when_ConfigEngine_l148_22;
  wire       [213:0]  _zz_when_ConfigEngine_l148_23;
  wire       [7:0]    _zz_when_ConfigEngine_l148_24;
  wire                _zz_when_ConfigEngine_l148_25;
  wire       [0:0]    _zz_when_ConfigEngine_l148_26;
  wire       [206:0]  _zz_when_ConfigEngine_l148_27;
  wire       [7:0]    _zz_when_ConfigEngine_l148_28;
  wire                _zz_when_ConfigEngine_l148_29;
  wire       [0:0]    _zz_when_ConfigEngine_l148_30;
  wire       [199:0]  _zz_when_ConfigEngine_l148_31;
  wire       [7:0]    _zz_when_ConfigEngine_l148_32;
  wire                _zz_when_ConfigEngine_l148_33;
  wire       [0:0]    _zz_when_ConfigEngine_l148_34;
  wire       [192:0]  _zz_when_ConfigEngine_l148_35;
  wire       [7:0]    _zz_when_ConfigEngine_l148_36;
  wire                _zz_when_ConfigEngine_l148_37;
  wire       [0:0]    _zz_when_ConfigEngine_l148_38;
  wire       [185:0]  _zz_when_ConfigEngine_l148_39;
  wire       [7:0]    _zz_when_ConfigEngine_l148_40;
  wire                _zz_when_ConfigEngine_l148_41;
  wire       [0:0]    _zz_when_ConfigEngine_l148_42;
  wire       [178:0]  _zz_when_ConfigEngine_l148_43;
  wire       [7:0]    _zz_when_ConfigEngine_l148_44;
  wire                _zz_when_ConfigEngine_l148_45;
  wire       [0:0]    _zz_when_ConfigEngine_l148_46;
  wire       [171:0]  _zz_when_ConfigEngine_l148_47;
  wire       [7:0]    _zz_when_ConfigEngine_l148_48;
  wire                _zz_when_ConfigEngine_l148_49;
  wire       [0:0]    _zz_when_ConfigEngine_l148_50;
  wire       [164:0]  _zz_when_ConfigEngine_l148_51;
  wire       [7:0]    _zz_when_ConfigEngine_l148_52;
  wire                _zz_when_ConfigEngine_l148_53;
  wire       [0:0]    _zz_when_ConfigEngine_l148_54;
  wire       [157:0]  _zz_when_ConfigEngine_l148_55;
  wire       [7:0]    _zz_when_ConfigEngine_l148_56;
  wire                _zz_when_ConfigEngine_l148_57;
  wire       [0:0]    _zz_when_ConfigEngine_l148_58;
  wire       [150:0]  _zz_when_ConfigEngine_l148_59;
  wire       [7:0]    _zz_when_ConfigEngine_l148_60;
  wire                _zz_when_ConfigEngine_l148_61;
  wire       [0:0]    _zz_when_ConfigEngine_l148_62;
  wire       [143:0]  _zz_when_ConfigEngine_l148_63;
  wire       [7:0]    _zz_when_ConfigEngine_l148_64;
  wire                _zz_when_ConfigEngine_l148_65;
  wire       [0:0]    _zz_when_ConfigEngine_l148_66;
  wire       [136:0]  _zz_when_ConfigEngine_l148_67;
  wire       [7:0]    _zz_when_ConfigEngine_l148_68;
  wire                _zz_when_ConfigEngine_l148_69;
  wire       [0:0]    _zz_when_ConfigEngine_l148_70;
  wire       [129:0]  _zz_when_ConfigEngine_l148_71;
  wire       [7:0]    _zz_when_ConfigEngine_l148_72;
  wire                _zz_when_ConfigEngine_l148_73;
  wire       [0:0]    _zz_when_ConfigEngine_l148_74;
  wire       [122:0]  _zz_when_ConfigEngine_l148_75;
  wire       [7:0]    _zz_when_ConfigEngine_l148_76;
  wire                _zz_when_ConfigEngine_l148_77;
  wire       [0:0]    _zz_when_ConfigEngine_l148_78;
  wire       [115:0]  _zz_when_ConfigEngine_l148_79;
  wire       [7:0]    _zz_when_ConfigEngine_l148_80;
  wire                _zz_when_ConfigEngine_l148_81;
  wire       [0:0]    _zz_when_ConfigEngine_l148_82;
  wire       [108:0]  _zz_when_ConfigEngine_l148_83;
  wire       [7:0]    _zz_when_ConfigEngine_l148_84;
  wire                _zz_when_ConfigEngine_l148_85;
  wire       [0:0]    _zz_when_ConfigEngine_l148_86;
  wire       [101:0]  _zz_when_ConfigEngine_l148_87;
  wire       [7:0]    _zz_when_ConfigEngine_l148_88;
  wire                _zz_when_ConfigEngine_l148_89;
  wire       [0:0]    _zz_when_ConfigEngine_l148_90;
  wire       [94:0]   _zz_when_ConfigEngine_l148_91;
  wire       [7:0]    _zz_when_ConfigEngine_l148_92;
  wire                _zz_when_ConfigEngine_l148_93;
  wire       [0:0]    _zz_when_ConfigEngine_l148_94;
  wire       [87:0]   _zz_when_ConfigEngine_l148_95;
  wire       [7:0]    _zz_when_ConfigEngine_l148_96;
  wire                _zz_when_ConfigEngine_l148_97;
  wire       [0:0]    _zz_when_ConfigEngine_l148_98;
  wire       [80:0]   _zz_when_ConfigEngine_l148_99;
  wire       [7:0]    _zz_when_ConfigEngine_l148_100;
  wire                _zz_when_ConfigEngine_l148_101;
  wire       [0:0]    _zz_when_ConfigEngine_l148_102;
  wire       [73:0]   _zz_when_ConfigEngine_l148_103;
  wire       [7:0]    _zz_when_ConfigEngine_l148_104;
  wire                _zz_when_ConfigEngine_l148_105;
  wire       [0:0]    _zz_when_ConfigEngine_l148_106;
  wire       [66:0]   _zz_when_ConfigEngine_l148_107;
  wire       [7:0]    _zz_when_ConfigEngine_l148_108;
  wire                _zz_when_ConfigEngine_l148_109;
  wire       [0:0]    _zz_when_ConfigEngine_l148_110;
  wire       [59:0]   _zz_when_ConfigEngine_l148_111;
  wire       [7:0]    _zz_when_ConfigEngine_l148_112;
  wire                _zz_when_ConfigEngine_l148_113;
  wire       [0:0]    _zz_when_ConfigEngine_l148_114;
  wire       [52:0]   _zz_when_ConfigEngine_l148_115;
  wire       [7:0]    _zz_when_ConfigEngine_l148_116;
  wire                _zz_when_ConfigEngine_l148_117;
  wire       [0:0]    _zz_when_ConfigEngine_l148_118;
  wire       [45:0]   _zz_when_ConfigEngine_l148_119;
  wire       [7:0]    _zz_when_ConfigEngine_l148_120;
  wire                _zz_when_ConfigEngine_l148_121;
  wire       [0:0]    _zz_when_ConfigEngine_l148_122;
  wire       [38:0]   _zz_when_ConfigEngine_l148_123;
  wire       [7:0]    _zz_when_ConfigEngine_l148_124;
  wire                _zz_when_ConfigEngine_l148_125;
  wire       [0:0]    _zz_when_ConfigEngine_l148_126;
  wire       [31:0]   _zz_when_ConfigEngine_l148_127;
  wire       [7:0]    _zz_when_ConfigEngine_l148_128;
  wire                _zz_when_ConfigEngine_l148_129;
  wire       [0:0]    _zz_when_ConfigEngine_l148_130;
  wire       [24:0]   _zz_when_ConfigEngine_l148_131;
  wire       [7:0]    _zz_when_ConfigEngine_l148_132;
  wire                _zz_when_ConfigEngine_l148_133;
  wire       [0:0]    _zz_when_ConfigEngine_l148_134;
  wire       [17:0]   _zz_when_ConfigEngine_l148_135;
  wire       [7:0]    _zz_when_ConfigEngine_l148_136;
  wire                _zz_when_ConfigEngine_l148_137;
  wire       [0:0]    _zz_when_ConfigEngine_l148_138;
  wire       [10:0]   _zz_when_ConfigEngine_l148_139;
  wire       [7:0]    _zz_when_ConfigEngine_l148_140;
  wire                _zz_when_ConfigEngine_l148_141;
  wire       [0:0]    _zz_when_ConfigEngine_l148_142;
  wire       [3:0]    _zz_when_ConfigEngine_l148_143;
  wire       [63:0]   _zz_when_ConfigEngine_l145;
  wire       [6:0]    _zz_when_ConfigEngine_l151_1;
  wire       [6:0]    _zz_when_ConfigEngine_l151_2;
  wire       [6:0]    _zz_when_ConfigEngine_l151_3;
  wire       [6:0]    _zz_when_ConfigEngine_l152_1;
  wire       [6:0]    _zz_when_ConfigEngine_l152_2;
  wire       [6:0]    _zz_when_ConfigEngine_l152_3;
  wire       [31:0]   _zz_maxP_1;
  wire       [63:0]   _zz_maxP_2;
  wire       [31:0]   _zz_maxP_3;
  wire       [31:0]   _zz_mpd;
  wire       [31:0]   _zz_io_dividend_2;
  wire       [32:0]   _zz_io_dividend_3;
  wire       [32:0]   _zz_io_dividend_4;
  wire       [32:0]   _zz_io_dividend_5;
  wire       [63:0]   _zz_recipM;
  wire       [31:0]   _zz_io_dividend_6;
  wire       [47:0]   _zz_io_dividend_7;
  wire       [31:0]   _zz_io_dividend_8;
  wire       [31:0]   _zz_io_divisor;
  wire       [35:0]   _zz_io_divisor_1;
  wire       [63:0]   _zz_when_ConfigEngine_l185;
  wire       [31:0]   _zz_io_divisor_2;
  wire       [5:0]    _zz_active_recipSh2;
  wire       [5:0]    _zz_active_recipSh2_1;
  wire       [31:0]   _zz_active_targetMin;
  wire       [31:0]   _zz_active_targetMax;
  wire       [33:0]   _zz_active_targetMax_1;
  wire       [31:0]   _zz_io_divisor_3;
  wire       [29:0]   _zz__zz_maxP;
  wire       [67:0]   _zz_maxP_4;
  wire       [31:0]   _zz_io_dividend_9;
  wire       [31:0]   _zz_io_dividend_10;
  wire       [30:0]   _zz_io_dividend_11;
  wire       [31:0]   _zz_mpd_1;
  wire       [31:0]   _zz_io_dividend_12;
  wire       [32:0]   _zz_io_dividend_13;
  wire       [32:0]   _zz_io_dividend_14;
  wire       [32:0]   _zz_io_dividend_15;
  wire       [63:0]   _zz_recipM_1;
  wire       [31:0]   _zz_io_dividend_16;
  wire       [47:0]   _zz_io_dividend_17;
  wire       [31:0]   _zz_io_dividend_18;
  wire       [31:0]   _zz_io_divisor_4;
  wire       [5:0]    _zz_active_recipSh2_2;
  wire       [5:0]    _zz_active_recipSh2_3;
  reg        [31:0]   active_minTh;
  reg        [31:0]   active_maxTh;
  reg        [31:0]   active_limit;
  reg        [31:0]   active_qthMin;
  reg        [31:0]   active_qthMax;
  reg        [4:0]    active_wlog;
  reg        [4:0]    active_scellLog;
  reg        [31:0]   active_delta;
  reg        [31:0]   active_maxP;
  reg        [31:0]   active_mpd;
  reg        [31:0]   active_recipM;
  reg        [0:0]    active_recipSh1;
  reg        [4:0]    active_recipSh2;
  reg        [47:0]   active_gentleStep;
  reg        [30:0]   active_scellMax;
  reg        [31:0]   active_targetMin;
  reg        [31:0]   active_targetMax;
  reg        [4:0]    active_stab_0;
  reg        [4:0]    active_stab_1;
  reg        [4:0]    active_stab_2;
  reg        [4:0]    active_stab_3;
  reg        [4:0]    active_stab_4;
  reg        [4:0]    active_stab_5;
  reg        [4:0]    active_stab_6;
  reg        [4:0]    active_stab_7;
  reg        [4:0]    active_stab_8;
  reg        [4:0]    active_stab_9;
  reg        [4:0]    active_stab_10;
  reg        [4:0]    active_stab_11;
  reg        [4:0]    active_stab_12;
  reg        [4:0]    active_stab_13;
  reg        [4:0]    active_stab_14;
  reg        [4:0]    active_stab_15;
  reg        [4:0]    active_stab_16;
  reg        [4:0]    active_stab_17;
  reg        [4:0]    active_stab_18;
  reg        [4:0]    active_stab_19;
  reg        [4:0]    active_stab_20;
  reg        [4:0]    active_stab_21;
  reg        [4:0]    active_stab_22;
  reg        [4:0]    active_stab_23;
  reg        [4:0]    active_stab_24;
  reg        [4:0]    active_stab_25;
  reg        [4:0]    active_stab_26;
  reg        [4:0]    active_stab_27;
  reg        [4:0]    active_stab_28;
  reg        [4:0]    active_stab_29;
  reg        [4:0]    active_stab_30;
  reg        [4:0]    active_stab_31;
  reg        [4:0]    active_stab_32;
  reg        [4:0]    active_stab_33;
  reg        [4:0]    active_stab_34;
  reg        [4:0]    active_stab_35;
  reg        [4:0]    active_stab_36;
  reg        [4:0]    active_stab_37;
  reg        [4:0]    active_stab_38;
  reg        [4:0]    active_stab_39;
  reg        [4:0]    active_stab_40;
  reg        [4:0]    active_stab_41;
  reg        [4:0]    active_stab_42;
  reg        [4:0]    active_stab_43;
  reg        [4:0]    active_stab_44;
  reg        [4:0]    active_stab_45;
  reg        [4:0]    active_stab_46;
  reg        [4:0]    active_stab_47;
  reg        [4:0]    active_stab_48;
  reg        [4:0]    active_stab_49;
  reg        [4:0]    active_stab_50;
  reg        [4:0]    active_stab_51;
  reg        [4:0]    active_stab_52;
  reg        [4:0]    active_stab_53;
  reg        [4:0]    active_stab_54;
  reg        [4:0]    active_stab_55;
  reg        [4:0]    active_stab_56;
  reg        [4:0]    active_stab_57;
  reg        [4:0]    active_stab_58;
  reg        [4:0]    active_stab_59;
  reg        [4:0]    active_stab_60;
  reg        [4:0]    active_stab_61;
  reg        [4:0]    active_stab_62;
  reg        [4:0]    active_stab_63;
  reg        [4:0]    active_stab_64;
  reg        [4:0]    active_stab_65;
  reg        [4:0]    active_stab_66;
  reg        [4:0]    active_stab_67;
  reg        [4:0]    active_stab_68;
  reg        [4:0]    active_stab_69;
  reg        [4:0]    active_stab_70;
  reg        [4:0]    active_stab_71;
  reg        [4:0]    active_stab_72;
  reg        [4:0]    active_stab_73;
  reg        [4:0]    active_stab_74;
  reg        [4:0]    active_stab_75;
  reg        [4:0]    active_stab_76;
  reg        [4:0]    active_stab_77;
  reg        [4:0]    active_stab_78;
  reg        [4:0]    active_stab_79;
  reg        [4:0]    active_stab_80;
  reg        [4:0]    active_stab_81;
  reg        [4:0]    active_stab_82;
  reg        [4:0]    active_stab_83;
  reg        [4:0]    active_stab_84;
  reg        [4:0]    active_stab_85;
  reg        [4:0]    active_stab_86;
  reg        [4:0]    active_stab_87;
  reg        [4:0]    active_stab_88;
  reg        [4:0]    active_stab_89;
  reg        [4:0]    active_stab_90;
  reg        [4:0]    active_stab_91;
  reg        [4:0]    active_stab_92;
  reg        [4:0]    active_stab_93;
  reg        [4:0]    active_stab_94;
  reg        [4:0]    active_stab_95;
  reg        [4:0]    active_stab_96;
  reg        [4:0]    active_stab_97;
  reg        [4:0]    active_stab_98;
  reg        [4:0]    active_stab_99;
  reg        [4:0]    active_stab_100;
  reg        [4:0]    active_stab_101;
  reg        [4:0]    active_stab_102;
  reg        [4:0]    active_stab_103;
  reg        [4:0]    active_stab_104;
  reg        [4:0]    active_stab_105;
  reg        [4:0]    active_stab_106;
  reg        [4:0]    active_stab_107;
  reg        [4:0]    active_stab_108;
  reg        [4:0]    active_stab_109;
  reg        [4:0]    active_stab_110;
  reg        [4:0]    active_stab_111;
  reg        [4:0]    active_stab_112;
  reg        [4:0]    active_stab_113;
  reg        [4:0]    active_stab_114;
  reg        [4:0]    active_stab_115;
  reg        [4:0]    active_stab_116;
  reg        [4:0]    active_stab_117;
  reg        [4:0]    active_stab_118;
  reg        [4:0]    active_stab_119;
  reg        [4:0]    active_stab_120;
  reg        [4:0]    active_stab_121;
  reg        [4:0]    active_stab_122;
  reg        [4:0]    active_stab_123;
  reg        [4:0]    active_stab_124;
  reg        [4:0]    active_stab_125;
  reg        [4:0]    active_stab_126;
  reg        [4:0]    active_stab_127;
  reg        [4:0]    active_stab_128;
  reg        [4:0]    active_stab_129;
  reg        [4:0]    active_stab_130;
  reg        [4:0]    active_stab_131;
  reg        [4:0]    active_stab_132;
  reg        [4:0]    active_stab_133;
  reg        [4:0]    active_stab_134;
  reg        [4:0]    active_stab_135;
  reg        [4:0]    active_stab_136;
  reg        [4:0]    active_stab_137;
  reg        [4:0]    active_stab_138;
  reg        [4:0]    active_stab_139;
  reg        [4:0]    active_stab_140;
  reg        [4:0]    active_stab_141;
  reg        [4:0]    active_stab_142;
  reg        [4:0]    active_stab_143;
  reg        [4:0]    active_stab_144;
  reg        [4:0]    active_stab_145;
  reg        [4:0]    active_stab_146;
  reg        [4:0]    active_stab_147;
  reg        [4:0]    active_stab_148;
  reg        [4:0]    active_stab_149;
  reg        [4:0]    active_stab_150;
  reg        [4:0]    active_stab_151;
  reg        [4:0]    active_stab_152;
  reg        [4:0]    active_stab_153;
  reg        [4:0]    active_stab_154;
  reg        [4:0]    active_stab_155;
  reg        [4:0]    active_stab_156;
  reg        [4:0]    active_stab_157;
  reg        [4:0]    active_stab_158;
  reg        [4:0]    active_stab_159;
  reg        [4:0]    active_stab_160;
  reg        [4:0]    active_stab_161;
  reg        [4:0]    active_stab_162;
  reg        [4:0]    active_stab_163;
  reg        [4:0]    active_stab_164;
  reg        [4:0]    active_stab_165;
  reg        [4:0]    active_stab_166;
  reg        [4:0]    active_stab_167;
  reg        [4:0]    active_stab_168;
  reg        [4:0]    active_stab_169;
  reg        [4:0]    active_stab_170;
  reg        [4:0]    active_stab_171;
  reg        [4:0]    active_stab_172;
  reg        [4:0]    active_stab_173;
  reg        [4:0]    active_stab_174;
  reg        [4:0]    active_stab_175;
  reg        [4:0]    active_stab_176;
  reg        [4:0]    active_stab_177;
  reg        [4:0]    active_stab_178;
  reg        [4:0]    active_stab_179;
  reg        [4:0]    active_stab_180;
  reg        [4:0]    active_stab_181;
  reg        [4:0]    active_stab_182;
  reg        [4:0]    active_stab_183;
  reg        [4:0]    active_stab_184;
  reg        [4:0]    active_stab_185;
  reg        [4:0]    active_stab_186;
  reg        [4:0]    active_stab_187;
  reg        [4:0]    active_stab_188;
  reg        [4:0]    active_stab_189;
  reg        [4:0]    active_stab_190;
  reg        [4:0]    active_stab_191;
  reg        [4:0]    active_stab_192;
  reg        [4:0]    active_stab_193;
  reg        [4:0]    active_stab_194;
  reg        [4:0]    active_stab_195;
  reg        [4:0]    active_stab_196;
  reg        [4:0]    active_stab_197;
  reg        [4:0]    active_stab_198;
  reg        [4:0]    active_stab_199;
  reg        [4:0]    active_stab_200;
  reg        [4:0]    active_stab_201;
  reg        [4:0]    active_stab_202;
  reg        [4:0]    active_stab_203;
  reg        [4:0]    active_stab_204;
  reg        [4:0]    active_stab_205;
  reg        [4:0]    active_stab_206;
  reg        [4:0]    active_stab_207;
  reg        [4:0]    active_stab_208;
  reg        [4:0]    active_stab_209;
  reg        [4:0]    active_stab_210;
  reg        [4:0]    active_stab_211;
  reg        [4:0]    active_stab_212;
  reg        [4:0]    active_stab_213;
  reg        [4:0]    active_stab_214;
  reg        [4:0]    active_stab_215;
  reg        [4:0]    active_stab_216;
  reg        [4:0]    active_stab_217;
  reg        [4:0]    active_stab_218;
  reg        [4:0]    active_stab_219;
  reg        [4:0]    active_stab_220;
  reg        [4:0]    active_stab_221;
  reg        [4:0]    active_stab_222;
  reg        [4:0]    active_stab_223;
  reg        [4:0]    active_stab_224;
  reg        [4:0]    active_stab_225;
  reg        [4:0]    active_stab_226;
  reg        [4:0]    active_stab_227;
  reg        [4:0]    active_stab_228;
  reg        [4:0]    active_stab_229;
  reg        [4:0]    active_stab_230;
  reg        [4:0]    active_stab_231;
  reg        [4:0]    active_stab_232;
  reg        [4:0]    active_stab_233;
  reg        [4:0]    active_stab_234;
  reg        [4:0]    active_stab_235;
  reg        [4:0]    active_stab_236;
  reg        [4:0]    active_stab_237;
  reg        [4:0]    active_stab_238;
  reg        [4:0]    active_stab_239;
  reg        [4:0]    active_stab_240;
  reg        [4:0]    active_stab_241;
  reg        [4:0]    active_stab_242;
  reg        [4:0]    active_stab_243;
  reg        [4:0]    active_stab_244;
  reg        [4:0]    active_stab_245;
  reg        [4:0]    active_stab_246;
  reg        [4:0]    active_stab_247;
  reg        [4:0]    active_stab_248;
  reg        [4:0]    active_stab_249;
  reg        [4:0]    active_stab_250;
  reg        [4:0]    active_stab_251;
  reg        [4:0]    active_stab_252;
  reg        [4:0]    active_stab_253;
  reg        [4:0]    active_stab_254;
  reg        [4:0]    active_stab_255;
  reg        [1:0]    active_mode;
  reg                 active_unit;
  reg                 active_gentle;
  reg                 active_harddrop;
  reg                 active_nodrop;
  reg                 active_adaptive;
  reg        [31:0]   active_inc;
  reg        [55:0]   active_cap;
  reg                 active_shaped;
  reg        [31:0]   active_seed;
  reg        [15:0]   active_cyclesPerUs;
  reg        [31:0]   pend_min_th;
  reg        [31:0]   pend_max_th;
  reg        [31:0]   pend_limit;
  reg        [31:0]   pend_max_p;
  reg        [4:0]    pend_wlog;
  reg        [4:0]    pend_plog;
  reg        [4:0]    pend_scell_log;
  reg        [1:0]    pend_mode;
  reg                 pend_unit;
  reg                 pend_gentle;
  reg                 pend_harddrop;
  reg                 pend_nodrop;
  reg                 pend_adaptive;
  reg        [63:0]   pend_rate;
  reg        [31:0]   pend_burst;
  reg        [31:0]   pend_seed;
  reg        [15:0]   pend_cycles_per_us;
  reg        [7:0]    pend_stab_0;
  reg        [7:0]    pend_stab_1;
  reg        [7:0]    pend_stab_2;
  reg        [7:0]    pend_stab_3;
  reg        [7:0]    pend_stab_4;
  reg        [7:0]    pend_stab_5;
  reg        [7:0]    pend_stab_6;
  reg        [7:0]    pend_stab_7;
  reg        [7:0]    pend_stab_8;
  reg        [7:0]    pend_stab_9;
  reg        [7:0]    pend_stab_10;
  reg        [7:0]    pend_stab_11;
  reg        [7:0]    pend_stab_12;
  reg        [7:0]    pend_stab_13;
  reg        [7:0]    pend_stab_14;
  reg        [7:0]    pend_stab_15;
  reg        [7:0]    pend_stab_16;
  reg        [7:0]    pend_stab_17;
  reg        [7:0]    pend_stab_18;
  reg        [7:0]    pend_stab_19;
  reg        [7:0]    pend_stab_20;
  reg        [7:0]    pend_stab_21;
  reg        [7:0]    pend_stab_22;
  reg        [7:0]    pend_stab_23;
  reg        [7:0]    pend_stab_24;
  reg        [7:0]    pend_stab_25;
  reg        [7:0]    pend_stab_26;
  reg        [7:0]    pend_stab_27;
  reg        [7:0]    pend_stab_28;
  reg        [7:0]    pend_stab_29;
  reg        [7:0]    pend_stab_30;
  reg        [7:0]    pend_stab_31;
  reg        [7:0]    pend_stab_32;
  reg        [7:0]    pend_stab_33;
  reg        [7:0]    pend_stab_34;
  reg        [7:0]    pend_stab_35;
  reg        [7:0]    pend_stab_36;
  reg        [7:0]    pend_stab_37;
  reg        [7:0]    pend_stab_38;
  reg        [7:0]    pend_stab_39;
  reg        [7:0]    pend_stab_40;
  reg        [7:0]    pend_stab_41;
  reg        [7:0]    pend_stab_42;
  reg        [7:0]    pend_stab_43;
  reg        [7:0]    pend_stab_44;
  reg        [7:0]    pend_stab_45;
  reg        [7:0]    pend_stab_46;
  reg        [7:0]    pend_stab_47;
  reg        [7:0]    pend_stab_48;
  reg        [7:0]    pend_stab_49;
  reg        [7:0]    pend_stab_50;
  reg        [7:0]    pend_stab_51;
  reg        [7:0]    pend_stab_52;
  reg        [7:0]    pend_stab_53;
  reg        [7:0]    pend_stab_54;
  reg        [7:0]    pend_stab_55;
  reg        [7:0]    pend_stab_56;
  reg        [7:0]    pend_stab_57;
  reg        [7:0]    pend_stab_58;
  reg        [7:0]    pend_stab_59;
  reg        [7:0]    pend_stab_60;
  reg        [7:0]    pend_stab_61;
  reg        [7:0]    pend_stab_62;
  reg        [7:0]    pend_stab_63;
  reg        [7:0]    pend_stab_64;
  reg        [7:0]    pend_stab_65;
  reg        [7:0]    pend_stab_66;
  reg        [7:0]    pend_stab_67;
  reg        [7:0]    pend_stab_68;
  reg        [7:0]    pend_stab_69;
  reg        [7:0]    pend_stab_70;
  reg        [7:0]    pend_stab_71;
  reg        [7:0]    pend_stab_72;
  reg        [7:0]    pend_stab_73;
  reg        [7:0]    pend_stab_74;
  reg        [7:0]    pend_stab_75;
  reg        [7:0]    pend_stab_76;
  reg        [7:0]    pend_stab_77;
  reg        [7:0]    pend_stab_78;
  reg        [7:0]    pend_stab_79;
  reg        [7:0]    pend_stab_80;
  reg        [7:0]    pend_stab_81;
  reg        [7:0]    pend_stab_82;
  reg        [7:0]    pend_stab_83;
  reg        [7:0]    pend_stab_84;
  reg        [7:0]    pend_stab_85;
  reg        [7:0]    pend_stab_86;
  reg        [7:0]    pend_stab_87;
  reg        [7:0]    pend_stab_88;
  reg        [7:0]    pend_stab_89;
  reg        [7:0]    pend_stab_90;
  reg        [7:0]    pend_stab_91;
  reg        [7:0]    pend_stab_92;
  reg        [7:0]    pend_stab_93;
  reg        [7:0]    pend_stab_94;
  reg        [7:0]    pend_stab_95;
  reg        [7:0]    pend_stab_96;
  reg        [7:0]    pend_stab_97;
  reg        [7:0]    pend_stab_98;
  reg        [7:0]    pend_stab_99;
  reg        [7:0]    pend_stab_100;
  reg        [7:0]    pend_stab_101;
  reg        [7:0]    pend_stab_102;
  reg        [7:0]    pend_stab_103;
  reg        [7:0]    pend_stab_104;
  reg        [7:0]    pend_stab_105;
  reg        [7:0]    pend_stab_106;
  reg        [7:0]    pend_stab_107;
  reg        [7:0]    pend_stab_108;
  reg        [7:0]    pend_stab_109;
  reg        [7:0]    pend_stab_110;
  reg        [7:0]    pend_stab_111;
  reg        [7:0]    pend_stab_112;
  reg        [7:0]    pend_stab_113;
  reg        [7:0]    pend_stab_114;
  reg        [7:0]    pend_stab_115;
  reg        [7:0]    pend_stab_116;
  reg        [7:0]    pend_stab_117;
  reg        [7:0]    pend_stab_118;
  reg        [7:0]    pend_stab_119;
  reg        [7:0]    pend_stab_120;
  reg        [7:0]    pend_stab_121;
  reg        [7:0]    pend_stab_122;
  reg        [7:0]    pend_stab_123;
  reg        [7:0]    pend_stab_124;
  reg        [7:0]    pend_stab_125;
  reg        [7:0]    pend_stab_126;
  reg        [7:0]    pend_stab_127;
  reg        [7:0]    pend_stab_128;
  reg        [7:0]    pend_stab_129;
  reg        [7:0]    pend_stab_130;
  reg        [7:0]    pend_stab_131;
  reg        [7:0]    pend_stab_132;
  reg        [7:0]    pend_stab_133;
  reg        [7:0]    pend_stab_134;
  reg        [7:0]    pend_stab_135;
  reg        [7:0]    pend_stab_136;
  reg        [7:0]    pend_stab_137;
  reg        [7:0]    pend_stab_138;
  reg        [7:0]    pend_stab_139;
  reg        [7:0]    pend_stab_140;
  reg        [7:0]    pend_stab_141;
  reg        [7:0]    pend_stab_142;
  reg        [7:0]    pend_stab_143;
  reg        [7:0]    pend_stab_144;
  reg        [7:0]    pend_stab_145;
  reg        [7:0]    pend_stab_146;
  reg        [7:0]    pend_stab_147;
  reg        [7:0]    pend_stab_148;
  reg        [7:0]    pend_stab_149;
  reg        [7:0]    pend_stab_150;
  reg        [7:0]    pend_stab_151;
  reg        [7:0]    pend_stab_152;
  reg        [7:0]    pend_stab_153;
  reg        [7:0]    pend_stab_154;
  reg        [7:0]    pend_stab_155;
  reg        [7:0]    pend_stab_156;
  reg        [7:0]    pend_stab_157;
  reg        [7:0]    pend_stab_158;
  reg        [7:0]    pend_stab_159;
  reg        [7:0]    pend_stab_160;
  reg        [7:0]    pend_stab_161;
  reg        [7:0]    pend_stab_162;
  reg        [7:0]    pend_stab_163;
  reg        [7:0]    pend_stab_164;
  reg        [7:0]    pend_stab_165;
  reg        [7:0]    pend_stab_166;
  reg        [7:0]    pend_stab_167;
  reg        [7:0]    pend_stab_168;
  reg        [7:0]    pend_stab_169;
  reg        [7:0]    pend_stab_170;
  reg        [7:0]    pend_stab_171;
  reg        [7:0]    pend_stab_172;
  reg        [7:0]    pend_stab_173;
  reg        [7:0]    pend_stab_174;
  reg        [7:0]    pend_stab_175;
  reg        [7:0]    pend_stab_176;
  reg        [7:0]    pend_stab_177;
  reg        [7:0]    pend_stab_178;
  reg        [7:0]    pend_stab_179;
  reg        [7:0]    pend_stab_180;
  reg        [7:0]    pend_stab_181;
  reg        [7:0]    pend_stab_182;
  reg        [7:0]    pend_stab_183;
  reg        [7:0]    pend_stab_184;
  reg        [7:0]    pend_stab_185;
  reg        [7:0]    pend_stab_186;
  reg        [7:0]    pend_stab_187;
  reg        [7:0]    pend_stab_188;
  reg        [7:0]    pend_stab_189;
  reg        [7:0]    pend_stab_190;
  reg        [7:0]    pend_stab_191;
  reg        [7:0]    pend_stab_192;
  reg        [7:0]    pend_stab_193;
  reg        [7:0]    pend_stab_194;
  reg        [7:0]    pend_stab_195;
  reg        [7:0]    pend_stab_196;
  reg        [7:0]    pend_stab_197;
  reg        [7:0]    pend_stab_198;
  reg        [7:0]    pend_stab_199;
  reg        [7:0]    pend_stab_200;
  reg        [7:0]    pend_stab_201;
  reg        [7:0]    pend_stab_202;
  reg        [7:0]    pend_stab_203;
  reg        [7:0]    pend_stab_204;
  reg        [7:0]    pend_stab_205;
  reg        [7:0]    pend_stab_206;
  reg        [7:0]    pend_stab_207;
  reg        [7:0]    pend_stab_208;
  reg        [7:0]    pend_stab_209;
  reg        [7:0]    pend_stab_210;
  reg        [7:0]    pend_stab_211;
  reg        [7:0]    pend_stab_212;
  reg        [7:0]    pend_stab_213;
  reg        [7:0]    pend_stab_214;
  reg        [7:0]    pend_stab_215;
  reg        [7:0]    pend_stab_216;
  reg        [7:0]    pend_stab_217;
  reg        [7:0]    pend_stab_218;
  reg        [7:0]    pend_stab_219;
  reg        [7:0]    pend_stab_220;
  reg        [7:0]    pend_stab_221;
  reg        [7:0]    pend_stab_222;
  reg        [7:0]    pend_stab_223;
  reg        [7:0]    pend_stab_224;
  reg        [7:0]    pend_stab_225;
  reg        [7:0]    pend_stab_226;
  reg        [7:0]    pend_stab_227;
  reg        [7:0]    pend_stab_228;
  reg        [7:0]    pend_stab_229;
  reg        [7:0]    pend_stab_230;
  reg        [7:0]    pend_stab_231;
  reg        [7:0]    pend_stab_232;
  reg        [7:0]    pend_stab_233;
  reg        [7:0]    pend_stab_234;
  reg        [7:0]    pend_stab_235;
  reg        [7:0]    pend_stab_236;
  reg        [7:0]    pend_stab_237;
  reg        [7:0]    pend_stab_238;
  reg        [7:0]    pend_stab_239;
  reg        [7:0]    pend_stab_240;
  reg        [7:0]    pend_stab_241;
  reg        [7:0]    pend_stab_242;
  reg        [7:0]    pend_stab_243;
  reg        [7:0]    pend_stab_244;
  reg        [7:0]    pend_stab_245;
  reg        [7:0]    pend_stab_246;
  reg        [7:0]    pend_stab_247;
  reg        [7:0]    pend_stab_248;
  reg        [7:0]    pend_stab_249;
  reg        [7:0]    pend_stab_250;
  reg        [7:0]    pend_stab_251;
  reg        [7:0]    pend_stab_252;
  reg        [7:0]    pend_stab_253;
  reg        [7:0]    pend_stab_254;
  reg        [7:0]    pend_stab_255;
  reg                 errReg;
  reg        [3:0]    errCode;
  reg        [31:0]   commits;
  reg        [31:0]   refused;
  reg        [31:0]   adaptTicks;
  reg        [31:0]   delta;
  reg        [31:0]   maxP;
  reg        [31:0]   mpd;
  reg        [5:0]    recipL;
  reg        [31:0]   recipM;
  reg        [31:0]   qOne;
  reg        [47:0]   gentleStep;
  reg        [31:0]   inc;
  reg        [31:0]   d5;
  reg                 adjUp;
  reg                 adjDown;
  reg        [19:0]   adaptUs;
  reg                 adaptTick;
  wire                when_ConfigEngine_l84;
  reg                 commitPending;
  reg        [3:0]    state;
  reg                 divStarted;
  wire       [63:0]   _zz_adjUp;
  reg        [3:0]    _zz_errCode;
  wire                when_ConfigEngine_l148;
  wire                when_ConfigEngine_l145;
  wire                when_ConfigEngine_l146;
  wire                when_ConfigEngine_l147;
  wire                when_ConfigEngine_l149;
  wire                when_ConfigEngine_l150;
  reg        [5:0]    _zz_when_ConfigEngine_l151;
  wire                when_RedMath_l13;
  wire                when_RedMath_l13_1;
  wire                when_RedMath_l13_2;
  wire                when_RedMath_l13_3;
  wire                when_RedMath_l13_4;
  wire                when_RedMath_l13_5;
  wire                when_RedMath_l13_6;
  wire                when_RedMath_l13_7;
  wire                when_RedMath_l13_8;
  wire                when_RedMath_l13_9;
  wire                when_RedMath_l13_10;
  wire                when_RedMath_l13_11;
  wire                when_RedMath_l13_12;
  wire                when_RedMath_l13_13;
  wire                when_RedMath_l13_14;
  wire                when_RedMath_l13_15;
  wire                when_RedMath_l13_16;
  wire                when_RedMath_l13_17;
  wire                when_RedMath_l13_18;
  wire                when_RedMath_l13_19;
  wire                when_RedMath_l13_20;
  wire                when_RedMath_l13_21;
  wire                when_RedMath_l13_22;
  wire                when_RedMath_l13_23;
  wire                when_RedMath_l13_24;
  wire                when_RedMath_l13_25;
  wire                when_RedMath_l13_26;
  wire                when_RedMath_l13_27;
  wire                when_RedMath_l13_28;
  wire                when_RedMath_l13_29;
  wire                when_RedMath_l13_30;
  wire                when_RedMath_l13_31;
  wire                when_ConfigEngine_l151;
  reg        [5:0]    _zz_when_ConfigEngine_l152;
  wire                when_RedMath_l13_32;
  wire                when_RedMath_l13_33;
  wire                when_RedMath_l13_34;
  wire                when_RedMath_l13_35;
  wire                when_RedMath_l13_36;
  wire                when_RedMath_l13_37;
  wire                when_RedMath_l13_38;
  wire                when_RedMath_l13_39;
  wire                when_RedMath_l13_40;
  wire                when_RedMath_l13_41;
  wire                when_RedMath_l13_42;
  wire                when_RedMath_l13_43;
  wire                when_RedMath_l13_44;
  wire                when_RedMath_l13_45;
  wire                when_RedMath_l13_46;
  wire                when_RedMath_l13_47;
  wire                when_RedMath_l13_48;
  wire                when_RedMath_l13_49;
  wire                when_RedMath_l13_50;
  wire                when_RedMath_l13_51;
  wire                when_RedMath_l13_52;
  wire                when_RedMath_l13_53;
  wire                when_RedMath_l13_54;
  wire                when_RedMath_l13_55;
  wire                when_RedMath_l13_56;
  wire                when_RedMath_l13_57;
  wire                when_RedMath_l13_58;
  wire                when_RedMath_l13_59;
  wire                when_RedMath_l13_60;
  wire                when_RedMath_l13_61;
  wire                when_RedMath_l13_62;
  wire                when_RedMath_l13_63;
  wire                when_ConfigEngine_l152;
  wire                when_ConfigEngine_l153;
  wire       [31:0]   _zz_delta;
  wire       [31:0]   _zz_delta_1;
  wire                when_ConfigEngine_l103;
  wire       [31:0]   _zz_when_RedMath_l13;
  reg        [5:0]    _zz_io_dividend;
  wire                when_RedMath_l13_64;
  wire                when_RedMath_l13_65;
  wire                when_RedMath_l13_66;
  wire                when_RedMath_l13_67;
  wire                when_RedMath_l13_68;
  wire                when_RedMath_l13_69;
  wire                when_RedMath_l13_70;
  wire                when_RedMath_l13_71;
  wire                when_RedMath_l13_72;
  wire                when_RedMath_l13_73;
  wire                when_RedMath_l13_74;
  wire                when_RedMath_l13_75;
  wire                when_RedMath_l13_76;
  wire                when_RedMath_l13_77;
  wire                when_RedMath_l13_78;
  wire                when_RedMath_l13_79;
  wire                when_RedMath_l13_80;
  wire                when_RedMath_l13_81;
  wire                when_RedMath_l13_82;
  wire                when_RedMath_l13_83;
  wire                when_RedMath_l13_84;
  wire                when_RedMath_l13_85;
  wire                when_RedMath_l13_86;
  wire                when_RedMath_l13_87;
  wire                when_RedMath_l13_88;
  wire                when_RedMath_l13_89;
  wire                when_RedMath_l13_90;
  wire                when_RedMath_l13_91;
  wire                when_RedMath_l13_92;
  wire                when_RedMath_l13_93;
  wire                when_RedMath_l13_94;
  wire                when_RedMath_l13_95;
  wire                when_ConfigEngine_l103_1;
  wire       [31:0]   _zz_when_RedMath_l13_1;
  reg        [5:0]    _zz_recipL;
  wire                when_RedMath_l13_96;
  wire                when_RedMath_l13_97;
  wire                when_RedMath_l13_98;
  wire                when_RedMath_l13_99;
  wire                when_RedMath_l13_100;
  wire                when_RedMath_l13_101;
  wire                when_RedMath_l13_102;
  wire                when_RedMath_l13_103;
  wire                when_RedMath_l13_104;
  wire                when_RedMath_l13_105;
  wire                when_RedMath_l13_106;
  wire                when_RedMath_l13_107;
  wire                when_RedMath_l13_108;
  wire                when_RedMath_l13_109;
  wire                when_RedMath_l13_110;
  wire                when_RedMath_l13_111;
  wire                when_RedMath_l13_112;
  wire                when_RedMath_l13_113;
  wire                when_RedMath_l13_114;
  wire                when_RedMath_l13_115;
  wire                when_RedMath_l13_116;
  wire                when_RedMath_l13_117;
  wire                when_RedMath_l13_118;
  wire                when_RedMath_l13_119;
  wire                when_RedMath_l13_120;
  wire                when_RedMath_l13_121;
  wire                when_RedMath_l13_122;
  wire                when_RedMath_l13_123;
  wire                when_RedMath_l13_124;
  wire                when_RedMath_l13_125;
  wire                when_RedMath_l13_126;
  wire                when_RedMath_l13_127;
  wire                when_ConfigEngine_l103_2;
  wire                when_ConfigEngine_l103_3;
  wire                when_ConfigEngine_l103_4;
  wire                when_ConfigEngine_l185;
  wire                when_ConfigEngine_l103_5;
  wire                when_ConfigEngine_l103_6;
  wire       [31:0]   _zz_maxP;
  wire                when_ConfigEngine_l103_7;
  wire       [31:0]   _zz_when_RedMath_l13_2;
  reg        [5:0]    _zz_io_dividend_1;
  wire                when_RedMath_l13_128;
  wire                when_RedMath_l13_129;
  wire                when_RedMath_l13_130;
  wire                when_RedMath_l13_131;
  wire                when_RedMath_l13_132;
  wire                when_RedMath_l13_133;
  wire                when_RedMath_l13_134;
  wire                when_RedMath_l13_135;
  wire                when_RedMath_l13_136;
  wire                when_RedMath_l13_137;
  wire                when_RedMath_l13_138;
  wire                when_RedMath_l13_139;
  wire                when_RedMath_l13_140;
  wire                when_RedMath_l13_141;
  wire                when_RedMath_l13_142;
  wire                when_RedMath_l13_143;
  wire                when_RedMath_l13_144;
  wire                when_RedMath_l13_145;
  wire                when_RedMath_l13_146;
  wire                when_RedMath_l13_147;
  wire                when_RedMath_l13_148;
  wire                when_RedMath_l13_149;
  wire                when_RedMath_l13_150;
  wire                when_RedMath_l13_151;
  wire                when_RedMath_l13_152;
  wire                when_RedMath_l13_153;
  wire                when_RedMath_l13_154;
  wire                when_RedMath_l13_155;
  wire                when_RedMath_l13_156;
  wire                when_RedMath_l13_157;
  wire                when_RedMath_l13_158;
  wire                when_RedMath_l13_159;
  wire                when_ConfigEngine_l103_8;
  wire       [31:0]   _zz_when_RedMath_l13_3;
  reg        [5:0]    _zz_recipL_1;
  wire                when_RedMath_l13_160;
  wire                when_RedMath_l13_161;
  wire                when_RedMath_l13_162;
  wire                when_RedMath_l13_163;
  wire                when_RedMath_l13_164;
  wire                when_RedMath_l13_165;
  wire                when_RedMath_l13_166;
  wire                when_RedMath_l13_167;
  wire                when_RedMath_l13_168;
  wire                when_RedMath_l13_169;
  wire                when_RedMath_l13_170;
  wire                when_RedMath_l13_171;
  wire                when_RedMath_l13_172;
  wire                when_RedMath_l13_173;
  wire                when_RedMath_l13_174;
  wire                when_RedMath_l13_175;
  wire                when_RedMath_l13_176;
  wire                when_RedMath_l13_177;
  wire                when_RedMath_l13_178;
  wire                when_RedMath_l13_179;
  wire                when_RedMath_l13_180;
  wire                when_RedMath_l13_181;
  wire                when_RedMath_l13_182;
  wire                when_RedMath_l13_183;
  wire                when_RedMath_l13_184;
  wire                when_RedMath_l13_185;
  wire                when_RedMath_l13_186;
  wire                when_RedMath_l13_187;
  wire                when_RedMath_l13_188;
  wire                when_RedMath_l13_189;
  wire                when_RedMath_l13_190;
  wire                when_RedMath_l13_191;
  wire                when_ConfigEngine_l103_9;
  wire                when_ConfigEngine_l103_10;
  `ifndef SYNTHESIS
  reg [79:0] state_string;
  `endif


  assign _zz_adjUp_1 = {32'd0, active_targetMax};
  assign _zz_adjDown = {32'd0, active_targetMax};
  assign _zz_adjDown_1 = {32'd0, active_targetMin};
  assign _zz_when_ConfigEngine_l145 = (64'h0000000000000001 <<< 43);
  assign _zz_when_ConfigEngine_l151_1 = (_zz_when_ConfigEngine_l151_2 + _zz_when_ConfigEngine_l151_3);
  assign _zz_when_ConfigEngine_l151_2 = {1'd0, _zz_when_ConfigEngine_l151};
  assign _zz_when_ConfigEngine_l151_3 = {2'd0, pend_wlog};
  assign _zz_when_ConfigEngine_l152_1 = (_zz_when_ConfigEngine_l152_2 + _zz_when_ConfigEngine_l152_3);
  assign _zz_when_ConfigEngine_l152_2 = {1'd0, _zz_when_ConfigEngine_l152};
  assign _zz_when_ConfigEngine_l152_3 = {2'd0, pend_wlog};
  assign _zz_maxP_2 = (_zz_maxP_3 * _zz_delta_1);
  assign _zz_maxP_1 = _zz_maxP_2[31:0];
  assign _zz_maxP_3 = (32'hffffffff >>> pend_plog);
  assign _zz_mpd = div_io_quotient[31:0];
  assign _zz_io_dividend_3 = (_zz_io_dividend_4 - _zz_io_dividend_5);
  assign _zz_io_dividend_2 = _zz_io_dividend_3[31:0];
  assign _zz_io_dividend_4 = (33'h000000001 <<< _zz_io_dividend);
  assign _zz_io_dividend_5 = {1'd0, mpd};
  assign _zz_recipM = (div_io_quotient + 64'h0000000000000001);
  assign _zz_io_dividend_6 = 32'hffffffff;
  assign _zz_io_dividend_7 = {((delta < qOne) ? _zz_io_dividend_8 : 32'h0),16'h0};
  assign _zz_io_dividend_8 = (qOne - delta);
  assign _zz_io_divisor = ((pend_max_th == 32'h0) ? 32'h00000001 : pend_max_th);
  assign _zz_io_divisor_1 = (pend_cycles_per_us * 20'hf4240);
  assign _zz_when_ConfigEngine_l185 = (64'h0000000000000001 <<< 32);
  assign _zz_io_divisor_2 = 32'h00000005;
  assign _zz_active_recipSh2 = ((recipL == 6'h0) ? 6'h0 : _zz_active_recipSh2_1);
  assign _zz_active_recipSh2_1 = (recipL - 6'h01);
  assign _zz_active_targetMin = (d5 <<< 1);
  assign _zz_active_targetMax_1 = (d5 * 2'b11);
  assign _zz_active_targetMax = _zz_active_targetMax_1[31:0];
  assign _zz_io_divisor_3 = 32'h0000000a;
  assign _zz__zz_maxP = (maxP >>> 2'd2);
  assign _zz_maxP_4 = (div_io_quotient * 4'b1001);
  assign _zz_io_dividend_9 = (maxP + _zz_io_dividend_10);
  assign _zz_io_dividend_11 = (delta >>> 1'd1);
  assign _zz_io_dividend_10 = {1'd0, _zz_io_dividend_11};
  assign _zz_mpd_1 = div_io_quotient[31:0];
  assign _zz_io_dividend_13 = (_zz_io_dividend_14 - _zz_io_dividend_15);
  assign _zz_io_dividend_12 = _zz_io_dividend_13[31:0];
  assign _zz_io_dividend_14 = (33'h000000001 <<< _zz_io_dividend_1);
  assign _zz_io_dividend_15 = {1'd0, mpd};
  assign _zz_recipM_1 = (div_io_quotient + 64'h0000000000000001);
  assign _zz_io_dividend_16 = 32'hffffffff;
  assign _zz_io_dividend_17 = {((delta < qOne) ? _zz_io_dividend_18 : 32'h0),16'h0};
  assign _zz_io_dividend_18 = (qOne - delta);
  assign _zz_io_divisor_4 = ((active_maxTh == 32'h0) ? 32'h00000001 : active_maxTh);
  assign _zz_active_recipSh2_2 = ((recipL == 6'h0) ? 6'h0 : _zz_active_recipSh2_3);
  assign _zz_active_recipSh2_3 = (recipL - 6'h01);
  assign _zz_when_ConfigEngine_l148 = 8'h20;
  assign _zz_when_ConfigEngine_l148_1 = (8'h20 <= pend_stab_250);
  assign _zz_when_ConfigEngine_l148_2 = (8'h20 <= pend_stab_249);
  assign _zz_when_ConfigEngine_l148_3 = {(8'h20 <= pend_stab_248),{(8'h20 <= pend_stab_247),{(8'h20 <= pend_stab_246),{(8'h20 <= pend_stab_245),{(_zz_when_ConfigEngine_l148_4 <= pend_stab_244),{_zz_when_ConfigEngine_l148_5,{_zz_when_ConfigEngine_l148_6,_zz_when_ConfigEngine_l148_7}}}}}}};
  assign _zz_when_ConfigEngine_l148_4 = 8'h20;
  assign _zz_when_ConfigEngine_l148_5 = (8'h20 <= pend_stab_243);
  assign _zz_when_ConfigEngine_l148_6 = (8'h20 <= pend_stab_242);
  assign _zz_when_ConfigEngine_l148_7 = {(8'h20 <= pend_stab_241),{(8'h20 <= pend_stab_240),{(8'h20 <= pend_stab_239),{(8'h20 <= pend_stab_238),{(_zz_when_ConfigEngine_l148_8 <= pend_stab_237),{_zz_when_ConfigEngine_l148_9,{_zz_when_ConfigEngine_l148_10,_zz_when_ConfigEngine_l148_11}}}}}}};
  assign _zz_when_ConfigEngine_l148_8 = 8'h20;
  assign _zz_when_ConfigEngine_l148_9 = (8'h20 <= pend_stab_236);
  assign _zz_when_ConfigEngine_l148_10 = (8'h20 <= pend_stab_235);
  assign _zz_when_ConfigEngine_l148_11 = {(8'h20 <= pend_stab_234),{(8'h20 <= pend_stab_233),{(8'h20 <= pend_stab_232),{(8'h20 <= pend_stab_231),{(_zz_when_ConfigEngine_l148_12 <= pend_stab_230),{_zz_when_ConfigEngine_l148_13,{_zz_when_ConfigEngine_l148_14,_zz_when_ConfigEngine_l148_15}}}}}}};
  assign _zz_when_ConfigEngine_l148_12 = 8'h20;
  assign _zz_when_ConfigEngine_l148_13 = (8'h20 <= pend_stab_229);
  assign _zz_when_ConfigEngine_l148_14 = (8'h20 <= pend_stab_228);
  assign _zz_when_ConfigEngine_l148_15 = {(8'h20 <= pend_stab_227),{(8'h20 <= pend_stab_226),{(8'h20 <= pend_stab_225),{(8'h20 <= pend_stab_224),{(_zz_when_ConfigEngine_l148_16 <= pend_stab_223),{_zz_when_ConfigEngine_l148_17,{_zz_when_ConfigEngine_l148_18,_zz_when_ConfigEngine_l148_19}}}}}}};
  assign _zz_when_ConfigEngine_l148_16 = 8'h20;
  assign _zz_when_ConfigEngine_l148_17 = (8'h20 <= pend_stab_222);
  assign _zz_when_ConfigEngine_l148_18 = (8'h20 <= pend_stab_221);
  assign _zz_when_ConfigEngine_l148_19 = {(8'h20 <= pend_stab_220),{(8'h20 <= pend_stab_219),{(8'h20 <= pend_stab_218),{(8'h20 <= pend_stab_217),{(_zz_when_ConfigEngine_l148_20 <= pend_stab_216),{_zz_when_ConfigEngine_l148_21,{_zz_when_ConfigEngine_l148_22,_zz_when_ConfigEngine_l148_23}}}}}}};
  assign _zz_when_ConfigEngine_l148_20 = 8'h20;
  assign _zz_when_ConfigEngine_l148_21 = (8'h20 <= pend_stab_215);
  assign _zz_when_ConfigEngine_l148_22 = (8'h20 <= pend_stab_214);
  assign _zz_when_ConfigEngine_l148_23 = {(8'h20 <= pend_stab_213),{(8'h20 <= pend_stab_212),{(8'h20 <= pend_stab_211),{(8'h20 <= pend_stab_210),{(_zz_when_ConfigEngine_l148_24 <= pend_stab_209),{_zz_when_ConfigEngine_l148_25,{_zz_when_ConfigEngine_l148_26,_zz_when_ConfigEngine_l148_27}}}}}}};
  assign _zz_when_ConfigEngine_l148_24 = 8'h20;
  assign _zz_when_ConfigEngine_l148_25 = (8'h20 <= pend_stab_208);
  assign _zz_when_ConfigEngine_l148_26 = (8'h20 <= pend_stab_207);
  assign _zz_when_ConfigEngine_l148_27 = {(8'h20 <= pend_stab_206),{(8'h20 <= pend_stab_205),{(8'h20 <= pend_stab_204),{(8'h20 <= pend_stab_203),{(_zz_when_ConfigEngine_l148_28 <= pend_stab_202),{_zz_when_ConfigEngine_l148_29,{_zz_when_ConfigEngine_l148_30,_zz_when_ConfigEngine_l148_31}}}}}}};
  assign _zz_when_ConfigEngine_l148_28 = 8'h20;
  assign _zz_when_ConfigEngine_l148_29 = (8'h20 <= pend_stab_201);
  assign _zz_when_ConfigEngine_l148_30 = (8'h20 <= pend_stab_200);
  assign _zz_when_ConfigEngine_l148_31 = {(8'h20 <= pend_stab_199),{(8'h20 <= pend_stab_198),{(8'h20 <= pend_stab_197),{(8'h20 <= pend_stab_196),{(_zz_when_ConfigEngine_l148_32 <= pend_stab_195),{_zz_when_ConfigEngine_l148_33,{_zz_when_ConfigEngine_l148_34,_zz_when_ConfigEngine_l148_35}}}}}}};
  assign _zz_when_ConfigEngine_l148_32 = 8'h20;
  assign _zz_when_ConfigEngine_l148_33 = (8'h20 <= pend_stab_194);
  assign _zz_when_ConfigEngine_l148_34 = (8'h20 <= pend_stab_193);
  assign _zz_when_ConfigEngine_l148_35 = {(8'h20 <= pend_stab_192),{(8'h20 <= pend_stab_191),{(8'h20 <= pend_stab_190),{(8'h20 <= pend_stab_189),{(_zz_when_ConfigEngine_l148_36 <= pend_stab_188),{_zz_when_ConfigEngine_l148_37,{_zz_when_ConfigEngine_l148_38,_zz_when_ConfigEngine_l148_39}}}}}}};
  assign _zz_when_ConfigEngine_l148_36 = 8'h20;
  assign _zz_when_ConfigEngine_l148_37 = (8'h20 <= pend_stab_187);
  assign _zz_when_ConfigEngine_l148_38 = (8'h20 <= pend_stab_186);
  assign _zz_when_ConfigEngine_l148_39 = {(8'h20 <= pend_stab_185),{(8'h20 <= pend_stab_184),{(8'h20 <= pend_stab_183),{(8'h20 <= pend_stab_182),{(_zz_when_ConfigEngine_l148_40 <= pend_stab_181),{_zz_when_ConfigEngine_l148_41,{_zz_when_ConfigEngine_l148_42,_zz_when_ConfigEngine_l148_43}}}}}}};
  assign _zz_when_ConfigEngine_l148_40 = 8'h20;
  assign _zz_when_ConfigEngine_l148_41 = (8'h20 <= pend_stab_180);
  assign _zz_when_ConfigEngine_l148_42 = (8'h20 <= pend_stab_179);
  assign _zz_when_ConfigEngine_l148_43 = {(8'h20 <= pend_stab_178),{(8'h20 <= pend_stab_177),{(8'h20 <= pend_stab_176),{(8'h20 <= pend_stab_175),{(_zz_when_ConfigEngine_l148_44 <= pend_stab_174),{_zz_when_ConfigEngine_l148_45,{_zz_when_ConfigEngine_l148_46,_zz_when_ConfigEngine_l148_47}}}}}}};
  assign _zz_when_ConfigEngine_l148_44 = 8'h20;
  assign _zz_when_ConfigEngine_l148_45 = (8'h20 <= pend_stab_173);
  assign _zz_when_ConfigEngine_l148_46 = (8'h20 <= pend_stab_172);
  assign _zz_when_ConfigEngine_l148_47 = {(8'h20 <= pend_stab_171),{(8'h20 <= pend_stab_170),{(8'h20 <= pend_stab_169),{(8'h20 <= pend_stab_168),{(_zz_when_ConfigEngine_l148_48 <= pend_stab_167),{_zz_when_ConfigEngine_l148_49,{_zz_when_ConfigEngine_l148_50,_zz_when_ConfigEngine_l148_51}}}}}}};
  assign _zz_when_ConfigEngine_l148_48 = 8'h20;
  assign _zz_when_ConfigEngine_l148_49 = (8'h20 <= pend_stab_166);
  assign _zz_when_ConfigEngine_l148_50 = (8'h20 <= pend_stab_165);
  assign _zz_when_ConfigEngine_l148_51 = {(8'h20 <= pend_stab_164),{(8'h20 <= pend_stab_163),{(8'h20 <= pend_stab_162),{(8'h20 <= pend_stab_161),{(_zz_when_ConfigEngine_l148_52 <= pend_stab_160),{_zz_when_ConfigEngine_l148_53,{_zz_when_ConfigEngine_l148_54,_zz_when_ConfigEngine_l148_55}}}}}}};
  assign _zz_when_ConfigEngine_l148_52 = 8'h20;
  assign _zz_when_ConfigEngine_l148_53 = (8'h20 <= pend_stab_159);
  assign _zz_when_ConfigEngine_l148_54 = (8'h20 <= pend_stab_158);
  assign _zz_when_ConfigEngine_l148_55 = {(8'h20 <= pend_stab_157),{(8'h20 <= pend_stab_156),{(8'h20 <= pend_stab_155),{(8'h20 <= pend_stab_154),{(_zz_when_ConfigEngine_l148_56 <= pend_stab_153),{_zz_when_ConfigEngine_l148_57,{_zz_when_ConfigEngine_l148_58,_zz_when_ConfigEngine_l148_59}}}}}}};
  assign _zz_when_ConfigEngine_l148_56 = 8'h20;
  assign _zz_when_ConfigEngine_l148_57 = (8'h20 <= pend_stab_152);
  assign _zz_when_ConfigEngine_l148_58 = (8'h20 <= pend_stab_151);
  assign _zz_when_ConfigEngine_l148_59 = {(8'h20 <= pend_stab_150),{(8'h20 <= pend_stab_149),{(8'h20 <= pend_stab_148),{(8'h20 <= pend_stab_147),{(_zz_when_ConfigEngine_l148_60 <= pend_stab_146),{_zz_when_ConfigEngine_l148_61,{_zz_when_ConfigEngine_l148_62,_zz_when_ConfigEngine_l148_63}}}}}}};
  assign _zz_when_ConfigEngine_l148_60 = 8'h20;
  assign _zz_when_ConfigEngine_l148_61 = (8'h20 <= pend_stab_145);
  assign _zz_when_ConfigEngine_l148_62 = (8'h20 <= pend_stab_144);
  assign _zz_when_ConfigEngine_l148_63 = {(8'h20 <= pend_stab_143),{(8'h20 <= pend_stab_142),{(8'h20 <= pend_stab_141),{(8'h20 <= pend_stab_140),{(_zz_when_ConfigEngine_l148_64 <= pend_stab_139),{_zz_when_ConfigEngine_l148_65,{_zz_when_ConfigEngine_l148_66,_zz_when_ConfigEngine_l148_67}}}}}}};
  assign _zz_when_ConfigEngine_l148_64 = 8'h20;
  assign _zz_when_ConfigEngine_l148_65 = (8'h20 <= pend_stab_138);
  assign _zz_when_ConfigEngine_l148_66 = (8'h20 <= pend_stab_137);
  assign _zz_when_ConfigEngine_l148_67 = {(8'h20 <= pend_stab_136),{(8'h20 <= pend_stab_135),{(8'h20 <= pend_stab_134),{(8'h20 <= pend_stab_133),{(_zz_when_ConfigEngine_l148_68 <= pend_stab_132),{_zz_when_ConfigEngine_l148_69,{_zz_when_ConfigEngine_l148_70,_zz_when_ConfigEngine_l148_71}}}}}}};
  assign _zz_when_ConfigEngine_l148_68 = 8'h20;
  assign _zz_when_ConfigEngine_l148_69 = (8'h20 <= pend_stab_131);
  assign _zz_when_ConfigEngine_l148_70 = (8'h20 <= pend_stab_130);
  assign _zz_when_ConfigEngine_l148_71 = {(8'h20 <= pend_stab_129),{(8'h20 <= pend_stab_128),{(8'h20 <= pend_stab_127),{(8'h20 <= pend_stab_126),{(_zz_when_ConfigEngine_l148_72 <= pend_stab_125),{_zz_when_ConfigEngine_l148_73,{_zz_when_ConfigEngine_l148_74,_zz_when_ConfigEngine_l148_75}}}}}}};
  assign _zz_when_ConfigEngine_l148_72 = 8'h20;
  assign _zz_when_ConfigEngine_l148_73 = (8'h20 <= pend_stab_124);
  assign _zz_when_ConfigEngine_l148_74 = (8'h20 <= pend_stab_123);
  assign _zz_when_ConfigEngine_l148_75 = {(8'h20 <= pend_stab_122),{(8'h20 <= pend_stab_121),{(8'h20 <= pend_stab_120),{(8'h20 <= pend_stab_119),{(_zz_when_ConfigEngine_l148_76 <= pend_stab_118),{_zz_when_ConfigEngine_l148_77,{_zz_when_ConfigEngine_l148_78,_zz_when_ConfigEngine_l148_79}}}}}}};
  assign _zz_when_ConfigEngine_l148_76 = 8'h20;
  assign _zz_when_ConfigEngine_l148_77 = (8'h20 <= pend_stab_117);
  assign _zz_when_ConfigEngine_l148_78 = (8'h20 <= pend_stab_116);
  assign _zz_when_ConfigEngine_l148_79 = {(8'h20 <= pend_stab_115),{(8'h20 <= pend_stab_114),{(8'h20 <= pend_stab_113),{(8'h20 <= pend_stab_112),{(_zz_when_ConfigEngine_l148_80 <= pend_stab_111),{_zz_when_ConfigEngine_l148_81,{_zz_when_ConfigEngine_l148_82,_zz_when_ConfigEngine_l148_83}}}}}}};
  assign _zz_when_ConfigEngine_l148_80 = 8'h20;
  assign _zz_when_ConfigEngine_l148_81 = (8'h20 <= pend_stab_110);
  assign _zz_when_ConfigEngine_l148_82 = (8'h20 <= pend_stab_109);
  assign _zz_when_ConfigEngine_l148_83 = {(8'h20 <= pend_stab_108),{(8'h20 <= pend_stab_107),{(8'h20 <= pend_stab_106),{(8'h20 <= pend_stab_105),{(_zz_when_ConfigEngine_l148_84 <= pend_stab_104),{_zz_when_ConfigEngine_l148_85,{_zz_when_ConfigEngine_l148_86,_zz_when_ConfigEngine_l148_87}}}}}}};
  assign _zz_when_ConfigEngine_l148_84 = 8'h20;
  assign _zz_when_ConfigEngine_l148_85 = (8'h20 <= pend_stab_103);
  assign _zz_when_ConfigEngine_l148_86 = (8'h20 <= pend_stab_102);
  assign _zz_when_ConfigEngine_l148_87 = {(8'h20 <= pend_stab_101),{(8'h20 <= pend_stab_100),{(8'h20 <= pend_stab_99),{(8'h20 <= pend_stab_98),{(_zz_when_ConfigEngine_l148_88 <= pend_stab_97),{_zz_when_ConfigEngine_l148_89,{_zz_when_ConfigEngine_l148_90,_zz_when_ConfigEngine_l148_91}}}}}}};
  assign _zz_when_ConfigEngine_l148_88 = 8'h20;
  assign _zz_when_ConfigEngine_l148_89 = (8'h20 <= pend_stab_96);
  assign _zz_when_ConfigEngine_l148_90 = (8'h20 <= pend_stab_95);
  assign _zz_when_ConfigEngine_l148_91 = {(8'h20 <= pend_stab_94),{(8'h20 <= pend_stab_93),{(8'h20 <= pend_stab_92),{(8'h20 <= pend_stab_91),{(_zz_when_ConfigEngine_l148_92 <= pend_stab_90),{_zz_when_ConfigEngine_l148_93,{_zz_when_ConfigEngine_l148_94,_zz_when_ConfigEngine_l148_95}}}}}}};
  assign _zz_when_ConfigEngine_l148_92 = 8'h20;
  assign _zz_when_ConfigEngine_l148_93 = (8'h20 <= pend_stab_89);
  assign _zz_when_ConfigEngine_l148_94 = (8'h20 <= pend_stab_88);
  assign _zz_when_ConfigEngine_l148_95 = {(8'h20 <= pend_stab_87),{(8'h20 <= pend_stab_86),{(8'h20 <= pend_stab_85),{(8'h20 <= pend_stab_84),{(_zz_when_ConfigEngine_l148_96 <= pend_stab_83),{_zz_when_ConfigEngine_l148_97,{_zz_when_ConfigEngine_l148_98,_zz_when_ConfigEngine_l148_99}}}}}}};
  assign _zz_when_ConfigEngine_l148_96 = 8'h20;
  assign _zz_when_ConfigEngine_l148_97 = (8'h20 <= pend_stab_82);
  assign _zz_when_ConfigEngine_l148_98 = (8'h20 <= pend_stab_81);
  assign _zz_when_ConfigEngine_l148_99 = {(8'h20 <= pend_stab_80),{(8'h20 <= pend_stab_79),{(8'h20 <= pend_stab_78),{(8'h20 <= pend_stab_77),{(_zz_when_ConfigEngine_l148_100 <= pend_stab_76),{_zz_when_ConfigEngine_l148_101,{_zz_when_ConfigEngine_l148_102,_zz_when_ConfigEngine_l148_103}}}}}}};
  assign _zz_when_ConfigEngine_l148_100 = 8'h20;
  assign _zz_when_ConfigEngine_l148_101 = (8'h20 <= pend_stab_75);
  assign _zz_when_ConfigEngine_l148_102 = (8'h20 <= pend_stab_74);
  assign _zz_when_ConfigEngine_l148_103 = {(8'h20 <= pend_stab_73),{(8'h20 <= pend_stab_72),{(8'h20 <= pend_stab_71),{(8'h20 <= pend_stab_70),{(_zz_when_ConfigEngine_l148_104 <= pend_stab_69),{_zz_when_ConfigEngine_l148_105,{_zz_when_ConfigEngine_l148_106,_zz_when_ConfigEngine_l148_107}}}}}}};
  assign _zz_when_ConfigEngine_l148_104 = 8'h20;
  assign _zz_when_ConfigEngine_l148_105 = (8'h20 <= pend_stab_68);
  assign _zz_when_ConfigEngine_l148_106 = (8'h20 <= pend_stab_67);
  assign _zz_when_ConfigEngine_l148_107 = {(8'h20 <= pend_stab_66),{(8'h20 <= pend_stab_65),{(8'h20 <= pend_stab_64),{(8'h20 <= pend_stab_63),{(_zz_when_ConfigEngine_l148_108 <= pend_stab_62),{_zz_when_ConfigEngine_l148_109,{_zz_when_ConfigEngine_l148_110,_zz_when_ConfigEngine_l148_111}}}}}}};
  assign _zz_when_ConfigEngine_l148_108 = 8'h20;
  assign _zz_when_ConfigEngine_l148_109 = (8'h20 <= pend_stab_61);
  assign _zz_when_ConfigEngine_l148_110 = (8'h20 <= pend_stab_60);
  assign _zz_when_ConfigEngine_l148_111 = {(8'h20 <= pend_stab_59),{(8'h20 <= pend_stab_58),{(8'h20 <= pend_stab_57),{(8'h20 <= pend_stab_56),{(_zz_when_ConfigEngine_l148_112 <= pend_stab_55),{_zz_when_ConfigEngine_l148_113,{_zz_when_ConfigEngine_l148_114,_zz_when_ConfigEngine_l148_115}}}}}}};
  assign _zz_when_ConfigEngine_l148_112 = 8'h20;
  assign _zz_when_ConfigEngine_l148_113 = (8'h20 <= pend_stab_54);
  assign _zz_when_ConfigEngine_l148_114 = (8'h20 <= pend_stab_53);
  assign _zz_when_ConfigEngine_l148_115 = {(8'h20 <= pend_stab_52),{(8'h20 <= pend_stab_51),{(8'h20 <= pend_stab_50),{(8'h20 <= pend_stab_49),{(_zz_when_ConfigEngine_l148_116 <= pend_stab_48),{_zz_when_ConfigEngine_l148_117,{_zz_when_ConfigEngine_l148_118,_zz_when_ConfigEngine_l148_119}}}}}}};
  assign _zz_when_ConfigEngine_l148_116 = 8'h20;
  assign _zz_when_ConfigEngine_l148_117 = (8'h20 <= pend_stab_47);
  assign _zz_when_ConfigEngine_l148_118 = (8'h20 <= pend_stab_46);
  assign _zz_when_ConfigEngine_l148_119 = {(8'h20 <= pend_stab_45),{(8'h20 <= pend_stab_44),{(8'h20 <= pend_stab_43),{(8'h20 <= pend_stab_42),{(_zz_when_ConfigEngine_l148_120 <= pend_stab_41),{_zz_when_ConfigEngine_l148_121,{_zz_when_ConfigEngine_l148_122,_zz_when_ConfigEngine_l148_123}}}}}}};
  assign _zz_when_ConfigEngine_l148_120 = 8'h20;
  assign _zz_when_ConfigEngine_l148_121 = (8'h20 <= pend_stab_40);
  assign _zz_when_ConfigEngine_l148_122 = (8'h20 <= pend_stab_39);
  assign _zz_when_ConfigEngine_l148_123 = {(8'h20 <= pend_stab_38),{(8'h20 <= pend_stab_37),{(8'h20 <= pend_stab_36),{(8'h20 <= pend_stab_35),{(_zz_when_ConfigEngine_l148_124 <= pend_stab_34),{_zz_when_ConfigEngine_l148_125,{_zz_when_ConfigEngine_l148_126,_zz_when_ConfigEngine_l148_127}}}}}}};
  assign _zz_when_ConfigEngine_l148_124 = 8'h20;
  assign _zz_when_ConfigEngine_l148_125 = (8'h20 <= pend_stab_33);
  assign _zz_when_ConfigEngine_l148_126 = (8'h20 <= pend_stab_32);
  assign _zz_when_ConfigEngine_l148_127 = {(8'h20 <= pend_stab_31),{(8'h20 <= pend_stab_30),{(8'h20 <= pend_stab_29),{(8'h20 <= pend_stab_28),{(_zz_when_ConfigEngine_l148_128 <= pend_stab_27),{_zz_when_ConfigEngine_l148_129,{_zz_when_ConfigEngine_l148_130,_zz_when_ConfigEngine_l148_131}}}}}}};
  assign _zz_when_ConfigEngine_l148_128 = 8'h20;
  assign _zz_when_ConfigEngine_l148_129 = (8'h20 <= pend_stab_26);
  assign _zz_when_ConfigEngine_l148_130 = (8'h20 <= pend_stab_25);
  assign _zz_when_ConfigEngine_l148_131 = {(8'h20 <= pend_stab_24),{(8'h20 <= pend_stab_23),{(8'h20 <= pend_stab_22),{(8'h20 <= pend_stab_21),{(_zz_when_ConfigEngine_l148_132 <= pend_stab_20),{_zz_when_ConfigEngine_l148_133,{_zz_when_ConfigEngine_l148_134,_zz_when_ConfigEngine_l148_135}}}}}}};
  assign _zz_when_ConfigEngine_l148_132 = 8'h20;
  assign _zz_when_ConfigEngine_l148_133 = (8'h20 <= pend_stab_19);
  assign _zz_when_ConfigEngine_l148_134 = (8'h20 <= pend_stab_18);
  assign _zz_when_ConfigEngine_l148_135 = {(8'h20 <= pend_stab_17),{(8'h20 <= pend_stab_16),{(8'h20 <= pend_stab_15),{(8'h20 <= pend_stab_14),{(_zz_when_ConfigEngine_l148_136 <= pend_stab_13),{_zz_when_ConfigEngine_l148_137,{_zz_when_ConfigEngine_l148_138,_zz_when_ConfigEngine_l148_139}}}}}}};
  assign _zz_when_ConfigEngine_l148_136 = 8'h20;
  assign _zz_when_ConfigEngine_l148_137 = (8'h20 <= pend_stab_12);
  assign _zz_when_ConfigEngine_l148_138 = (8'h20 <= pend_stab_11);
  assign _zz_when_ConfigEngine_l148_139 = {(8'h20 <= pend_stab_10),{(8'h20 <= pend_stab_9),{(8'h20 <= pend_stab_8),{(8'h20 <= pend_stab_7),{(_zz_when_ConfigEngine_l148_140 <= pend_stab_6),{_zz_when_ConfigEngine_l148_141,{_zz_when_ConfigEngine_l148_142,_zz_when_ConfigEngine_l148_143}}}}}}};
  assign _zz_when_ConfigEngine_l148_140 = 8'h20;
  assign _zz_when_ConfigEngine_l148_141 = (8'h20 <= pend_stab_5);
  assign _zz_when_ConfigEngine_l148_142 = (8'h20 <= pend_stab_4);
  assign _zz_when_ConfigEngine_l148_143 = {(8'h20 <= pend_stab_3),{(8'h20 <= pend_stab_2),{(8'h20 <= pend_stab_1),(8'h20 <= pend_stab_0)}}};
  w256_Divider div (
    .io_start     (div_io_start          ), //i
    .io_dividend  (div_io_dividend[63:0] ), //i
    .io_divisor   (div_io_divisor[63:0]  ), //i
    .io_busy      (div_io_busy           ), //o
    .io_done      (div_io_done           ), //o
    .io_quotient  (div_io_quotient[63:0] ), //o
    .io_remainder (div_io_remainder[63:0]), //o
    .clk          (clk                   ), //i
    .reset        (reset                 )  //i
  );
  `ifndef SYNTHESIS
  always @(*) begin
    case(state)
      St_IDLE : state_string = "IDLE      ";
      St_VALIDATE : state_string = "VALIDATE  ";
      St_DIV_MPD : state_string = "DIV_MPD   ";
      St_DIV_RECIP : state_string = "DIV_RECIP ";
      St_DIV_QONE : state_string = "DIV_QONE  ";
      St_DIV_GENTLE : state_string = "DIV_GENTLE";
      St_DIV_INC : state_string = "DIV_INC   ";
      St_DIV_D5 : state_string = "DIV_D5    ";
      St_APPLY : state_string = "APPLY     ";
      St_A_DIV10 : state_string = "A_DIV10   ";
      St_A_ROUND : state_string = "A_ROUND   ";
      St_A_RECIP : state_string = "A_RECIP   ";
      St_A_QONE : state_string = "A_QONE    ";
      St_A_GENTLE : state_string = "A_GENTLE  ";
      default : state_string = "??????????";
    endcase
  end
  `endif

  assign io_active_minTh = active_minTh;
  assign io_active_maxTh = active_maxTh;
  assign io_active_limit = active_limit;
  assign io_active_qthMin = active_qthMin;
  assign io_active_qthMax = active_qthMax;
  assign io_active_wlog = active_wlog;
  assign io_active_scellLog = active_scellLog;
  assign io_active_delta = active_delta;
  assign io_active_maxP = active_maxP;
  assign io_active_mpd = active_mpd;
  assign io_active_recipM = active_recipM;
  assign io_active_recipSh1 = active_recipSh1;
  assign io_active_recipSh2 = active_recipSh2;
  assign io_active_gentleStep = active_gentleStep;
  assign io_active_scellMax = active_scellMax;
  assign io_active_targetMin = active_targetMin;
  assign io_active_targetMax = active_targetMax;
  assign io_active_stab_0 = active_stab_0;
  assign io_active_stab_1 = active_stab_1;
  assign io_active_stab_2 = active_stab_2;
  assign io_active_stab_3 = active_stab_3;
  assign io_active_stab_4 = active_stab_4;
  assign io_active_stab_5 = active_stab_5;
  assign io_active_stab_6 = active_stab_6;
  assign io_active_stab_7 = active_stab_7;
  assign io_active_stab_8 = active_stab_8;
  assign io_active_stab_9 = active_stab_9;
  assign io_active_stab_10 = active_stab_10;
  assign io_active_stab_11 = active_stab_11;
  assign io_active_stab_12 = active_stab_12;
  assign io_active_stab_13 = active_stab_13;
  assign io_active_stab_14 = active_stab_14;
  assign io_active_stab_15 = active_stab_15;
  assign io_active_stab_16 = active_stab_16;
  assign io_active_stab_17 = active_stab_17;
  assign io_active_stab_18 = active_stab_18;
  assign io_active_stab_19 = active_stab_19;
  assign io_active_stab_20 = active_stab_20;
  assign io_active_stab_21 = active_stab_21;
  assign io_active_stab_22 = active_stab_22;
  assign io_active_stab_23 = active_stab_23;
  assign io_active_stab_24 = active_stab_24;
  assign io_active_stab_25 = active_stab_25;
  assign io_active_stab_26 = active_stab_26;
  assign io_active_stab_27 = active_stab_27;
  assign io_active_stab_28 = active_stab_28;
  assign io_active_stab_29 = active_stab_29;
  assign io_active_stab_30 = active_stab_30;
  assign io_active_stab_31 = active_stab_31;
  assign io_active_stab_32 = active_stab_32;
  assign io_active_stab_33 = active_stab_33;
  assign io_active_stab_34 = active_stab_34;
  assign io_active_stab_35 = active_stab_35;
  assign io_active_stab_36 = active_stab_36;
  assign io_active_stab_37 = active_stab_37;
  assign io_active_stab_38 = active_stab_38;
  assign io_active_stab_39 = active_stab_39;
  assign io_active_stab_40 = active_stab_40;
  assign io_active_stab_41 = active_stab_41;
  assign io_active_stab_42 = active_stab_42;
  assign io_active_stab_43 = active_stab_43;
  assign io_active_stab_44 = active_stab_44;
  assign io_active_stab_45 = active_stab_45;
  assign io_active_stab_46 = active_stab_46;
  assign io_active_stab_47 = active_stab_47;
  assign io_active_stab_48 = active_stab_48;
  assign io_active_stab_49 = active_stab_49;
  assign io_active_stab_50 = active_stab_50;
  assign io_active_stab_51 = active_stab_51;
  assign io_active_stab_52 = active_stab_52;
  assign io_active_stab_53 = active_stab_53;
  assign io_active_stab_54 = active_stab_54;
  assign io_active_stab_55 = active_stab_55;
  assign io_active_stab_56 = active_stab_56;
  assign io_active_stab_57 = active_stab_57;
  assign io_active_stab_58 = active_stab_58;
  assign io_active_stab_59 = active_stab_59;
  assign io_active_stab_60 = active_stab_60;
  assign io_active_stab_61 = active_stab_61;
  assign io_active_stab_62 = active_stab_62;
  assign io_active_stab_63 = active_stab_63;
  assign io_active_stab_64 = active_stab_64;
  assign io_active_stab_65 = active_stab_65;
  assign io_active_stab_66 = active_stab_66;
  assign io_active_stab_67 = active_stab_67;
  assign io_active_stab_68 = active_stab_68;
  assign io_active_stab_69 = active_stab_69;
  assign io_active_stab_70 = active_stab_70;
  assign io_active_stab_71 = active_stab_71;
  assign io_active_stab_72 = active_stab_72;
  assign io_active_stab_73 = active_stab_73;
  assign io_active_stab_74 = active_stab_74;
  assign io_active_stab_75 = active_stab_75;
  assign io_active_stab_76 = active_stab_76;
  assign io_active_stab_77 = active_stab_77;
  assign io_active_stab_78 = active_stab_78;
  assign io_active_stab_79 = active_stab_79;
  assign io_active_stab_80 = active_stab_80;
  assign io_active_stab_81 = active_stab_81;
  assign io_active_stab_82 = active_stab_82;
  assign io_active_stab_83 = active_stab_83;
  assign io_active_stab_84 = active_stab_84;
  assign io_active_stab_85 = active_stab_85;
  assign io_active_stab_86 = active_stab_86;
  assign io_active_stab_87 = active_stab_87;
  assign io_active_stab_88 = active_stab_88;
  assign io_active_stab_89 = active_stab_89;
  assign io_active_stab_90 = active_stab_90;
  assign io_active_stab_91 = active_stab_91;
  assign io_active_stab_92 = active_stab_92;
  assign io_active_stab_93 = active_stab_93;
  assign io_active_stab_94 = active_stab_94;
  assign io_active_stab_95 = active_stab_95;
  assign io_active_stab_96 = active_stab_96;
  assign io_active_stab_97 = active_stab_97;
  assign io_active_stab_98 = active_stab_98;
  assign io_active_stab_99 = active_stab_99;
  assign io_active_stab_100 = active_stab_100;
  assign io_active_stab_101 = active_stab_101;
  assign io_active_stab_102 = active_stab_102;
  assign io_active_stab_103 = active_stab_103;
  assign io_active_stab_104 = active_stab_104;
  assign io_active_stab_105 = active_stab_105;
  assign io_active_stab_106 = active_stab_106;
  assign io_active_stab_107 = active_stab_107;
  assign io_active_stab_108 = active_stab_108;
  assign io_active_stab_109 = active_stab_109;
  assign io_active_stab_110 = active_stab_110;
  assign io_active_stab_111 = active_stab_111;
  assign io_active_stab_112 = active_stab_112;
  assign io_active_stab_113 = active_stab_113;
  assign io_active_stab_114 = active_stab_114;
  assign io_active_stab_115 = active_stab_115;
  assign io_active_stab_116 = active_stab_116;
  assign io_active_stab_117 = active_stab_117;
  assign io_active_stab_118 = active_stab_118;
  assign io_active_stab_119 = active_stab_119;
  assign io_active_stab_120 = active_stab_120;
  assign io_active_stab_121 = active_stab_121;
  assign io_active_stab_122 = active_stab_122;
  assign io_active_stab_123 = active_stab_123;
  assign io_active_stab_124 = active_stab_124;
  assign io_active_stab_125 = active_stab_125;
  assign io_active_stab_126 = active_stab_126;
  assign io_active_stab_127 = active_stab_127;
  assign io_active_stab_128 = active_stab_128;
  assign io_active_stab_129 = active_stab_129;
  assign io_active_stab_130 = active_stab_130;
  assign io_active_stab_131 = active_stab_131;
  assign io_active_stab_132 = active_stab_132;
  assign io_active_stab_133 = active_stab_133;
  assign io_active_stab_134 = active_stab_134;
  assign io_active_stab_135 = active_stab_135;
  assign io_active_stab_136 = active_stab_136;
  assign io_active_stab_137 = active_stab_137;
  assign io_active_stab_138 = active_stab_138;
  assign io_active_stab_139 = active_stab_139;
  assign io_active_stab_140 = active_stab_140;
  assign io_active_stab_141 = active_stab_141;
  assign io_active_stab_142 = active_stab_142;
  assign io_active_stab_143 = active_stab_143;
  assign io_active_stab_144 = active_stab_144;
  assign io_active_stab_145 = active_stab_145;
  assign io_active_stab_146 = active_stab_146;
  assign io_active_stab_147 = active_stab_147;
  assign io_active_stab_148 = active_stab_148;
  assign io_active_stab_149 = active_stab_149;
  assign io_active_stab_150 = active_stab_150;
  assign io_active_stab_151 = active_stab_151;
  assign io_active_stab_152 = active_stab_152;
  assign io_active_stab_153 = active_stab_153;
  assign io_active_stab_154 = active_stab_154;
  assign io_active_stab_155 = active_stab_155;
  assign io_active_stab_156 = active_stab_156;
  assign io_active_stab_157 = active_stab_157;
  assign io_active_stab_158 = active_stab_158;
  assign io_active_stab_159 = active_stab_159;
  assign io_active_stab_160 = active_stab_160;
  assign io_active_stab_161 = active_stab_161;
  assign io_active_stab_162 = active_stab_162;
  assign io_active_stab_163 = active_stab_163;
  assign io_active_stab_164 = active_stab_164;
  assign io_active_stab_165 = active_stab_165;
  assign io_active_stab_166 = active_stab_166;
  assign io_active_stab_167 = active_stab_167;
  assign io_active_stab_168 = active_stab_168;
  assign io_active_stab_169 = active_stab_169;
  assign io_active_stab_170 = active_stab_170;
  assign io_active_stab_171 = active_stab_171;
  assign io_active_stab_172 = active_stab_172;
  assign io_active_stab_173 = active_stab_173;
  assign io_active_stab_174 = active_stab_174;
  assign io_active_stab_175 = active_stab_175;
  assign io_active_stab_176 = active_stab_176;
  assign io_active_stab_177 = active_stab_177;
  assign io_active_stab_178 = active_stab_178;
  assign io_active_stab_179 = active_stab_179;
  assign io_active_stab_180 = active_stab_180;
  assign io_active_stab_181 = active_stab_181;
  assign io_active_stab_182 = active_stab_182;
  assign io_active_stab_183 = active_stab_183;
  assign io_active_stab_184 = active_stab_184;
  assign io_active_stab_185 = active_stab_185;
  assign io_active_stab_186 = active_stab_186;
  assign io_active_stab_187 = active_stab_187;
  assign io_active_stab_188 = active_stab_188;
  assign io_active_stab_189 = active_stab_189;
  assign io_active_stab_190 = active_stab_190;
  assign io_active_stab_191 = active_stab_191;
  assign io_active_stab_192 = active_stab_192;
  assign io_active_stab_193 = active_stab_193;
  assign io_active_stab_194 = active_stab_194;
  assign io_active_stab_195 = active_stab_195;
  assign io_active_stab_196 = active_stab_196;
  assign io_active_stab_197 = active_stab_197;
  assign io_active_stab_198 = active_stab_198;
  assign io_active_stab_199 = active_stab_199;
  assign io_active_stab_200 = active_stab_200;
  assign io_active_stab_201 = active_stab_201;
  assign io_active_stab_202 = active_stab_202;
  assign io_active_stab_203 = active_stab_203;
  assign io_active_stab_204 = active_stab_204;
  assign io_active_stab_205 = active_stab_205;
  assign io_active_stab_206 = active_stab_206;
  assign io_active_stab_207 = active_stab_207;
  assign io_active_stab_208 = active_stab_208;
  assign io_active_stab_209 = active_stab_209;
  assign io_active_stab_210 = active_stab_210;
  assign io_active_stab_211 = active_stab_211;
  assign io_active_stab_212 = active_stab_212;
  assign io_active_stab_213 = active_stab_213;
  assign io_active_stab_214 = active_stab_214;
  assign io_active_stab_215 = active_stab_215;
  assign io_active_stab_216 = active_stab_216;
  assign io_active_stab_217 = active_stab_217;
  assign io_active_stab_218 = active_stab_218;
  assign io_active_stab_219 = active_stab_219;
  assign io_active_stab_220 = active_stab_220;
  assign io_active_stab_221 = active_stab_221;
  assign io_active_stab_222 = active_stab_222;
  assign io_active_stab_223 = active_stab_223;
  assign io_active_stab_224 = active_stab_224;
  assign io_active_stab_225 = active_stab_225;
  assign io_active_stab_226 = active_stab_226;
  assign io_active_stab_227 = active_stab_227;
  assign io_active_stab_228 = active_stab_228;
  assign io_active_stab_229 = active_stab_229;
  assign io_active_stab_230 = active_stab_230;
  assign io_active_stab_231 = active_stab_231;
  assign io_active_stab_232 = active_stab_232;
  assign io_active_stab_233 = active_stab_233;
  assign io_active_stab_234 = active_stab_234;
  assign io_active_stab_235 = active_stab_235;
  assign io_active_stab_236 = active_stab_236;
  assign io_active_stab_237 = active_stab_237;
  assign io_active_stab_238 = active_stab_238;
  assign io_active_stab_239 = active_stab_239;
  assign io_active_stab_240 = active_stab_240;
  assign io_active_stab_241 = active_stab_241;
  assign io_active_stab_242 = active_stab_242;
  assign io_active_stab_243 = active_stab_243;
  assign io_active_stab_244 = active_stab_244;
  assign io_active_stab_245 = active_stab_245;
  assign io_active_stab_246 = active_stab_246;
  assign io_active_stab_247 = active_stab_247;
  assign io_active_stab_248 = active_stab_248;
  assign io_active_stab_249 = active_stab_249;
  assign io_active_stab_250 = active_stab_250;
  assign io_active_stab_251 = active_stab_251;
  assign io_active_stab_252 = active_stab_252;
  assign io_active_stab_253 = active_stab_253;
  assign io_active_stab_254 = active_stab_254;
  assign io_active_stab_255 = active_stab_255;
  assign io_active_mode = active_mode;
  assign io_active_unit = active_unit;
  assign io_active_gentle = active_gentle;
  assign io_active_harddrop = active_harddrop;
  assign io_active_nodrop = active_nodrop;
  assign io_active_adaptive = active_adaptive;
  assign io_active_inc = active_inc;
  assign io_active_cap = active_cap;
  assign io_active_shaped = active_shaped;
  assign io_active_seed = active_seed;
  assign io_active_cyclesPerUs = active_cyclesPerUs;
  always @(*) begin
    div_io_start = 1'b0;
    case(state)
      St_IDLE : begin
      end
      St_VALIDATE : begin
      end
      St_DIV_MPD : begin
        if(when_ConfigEngine_l103) begin
          div_io_start = 1'b1;
        end
      end
      St_DIV_RECIP : begin
        if(when_ConfigEngine_l103_1) begin
          div_io_start = 1'b1;
        end
      end
      St_DIV_QONE : begin
        if(when_ConfigEngine_l103_2) begin
          div_io_start = 1'b1;
        end
      end
      St_DIV_GENTLE : begin
        if(when_ConfigEngine_l103_3) begin
          div_io_start = 1'b1;
        end
      end
      St_DIV_INC : begin
        if(when_ConfigEngine_l103_4) begin
          div_io_start = 1'b1;
        end
      end
      St_DIV_D5 : begin
        if(when_ConfigEngine_l103_5) begin
          div_io_start = 1'b1;
        end
      end
      St_APPLY : begin
      end
      St_A_DIV10 : begin
        if(when_ConfigEngine_l103_6) begin
          div_io_start = 1'b1;
        end
      end
      St_A_ROUND : begin
        if(when_ConfigEngine_l103_7) begin
          div_io_start = 1'b1;
        end
      end
      St_A_RECIP : begin
        if(when_ConfigEngine_l103_8) begin
          div_io_start = 1'b1;
        end
      end
      St_A_QONE : begin
        if(when_ConfigEngine_l103_9) begin
          div_io_start = 1'b1;
        end
      end
      default : begin
        if(when_ConfigEngine_l103_10) begin
          div_io_start = 1'b1;
        end
      end
    endcase
  end

  always @(*) begin
    div_io_dividend = 64'h0;
    case(state)
      St_IDLE : begin
      end
      St_VALIDATE : begin
      end
      St_DIV_MPD : begin
        if(when_ConfigEngine_l103) begin
          div_io_dividend = {32'd0, maxP};
        end
      end
      St_DIV_RECIP : begin
        if(when_ConfigEngine_l103_1) begin
          div_io_dividend = {_zz_io_dividend_2,32'h0};
        end
      end
      St_DIV_QONE : begin
        if(when_ConfigEngine_l103_2) begin
          div_io_dividend = {32'd0, _zz_io_dividend_6};
        end
      end
      St_DIV_GENTLE : begin
        if(when_ConfigEngine_l103_3) begin
          div_io_dividend = {16'd0, _zz_io_dividend_7};
        end
      end
      St_DIV_INC : begin
        if(when_ConfigEngine_l103_4) begin
          div_io_dividend = (pend_rate <<< 21);
        end
      end
      St_DIV_D5 : begin
        if(when_ConfigEngine_l103_5) begin
          div_io_dividend = {32'd0, delta};
        end
      end
      St_APPLY : begin
      end
      St_A_DIV10 : begin
        if(when_ConfigEngine_l103_6) begin
          div_io_dividend = {32'd0, maxP};
        end
      end
      St_A_ROUND : begin
        if(when_ConfigEngine_l103_7) begin
          div_io_dividend = {32'd0, _zz_io_dividend_9};
        end
      end
      St_A_RECIP : begin
        if(when_ConfigEngine_l103_8) begin
          div_io_dividend = {_zz_io_dividend_12,32'h0};
        end
      end
      St_A_QONE : begin
        if(when_ConfigEngine_l103_9) begin
          div_io_dividend = {32'd0, _zz_io_dividend_16};
        end
      end
      default : begin
        if(when_ConfigEngine_l103_10) begin
          div_io_dividend = {16'd0, _zz_io_dividend_17};
        end
      end
    endcase
  end

  always @(*) begin
    div_io_divisor = 64'h0000000000000001;
    case(state)
      St_IDLE : begin
      end
      St_VALIDATE : begin
      end
      St_DIV_MPD : begin
        if(when_ConfigEngine_l103) begin
          div_io_divisor = {32'd0, delta};
        end
      end
      St_DIV_RECIP : begin
        if(when_ConfigEngine_l103_1) begin
          div_io_divisor = {32'd0, mpd};
        end
      end
      St_DIV_QONE : begin
        if(when_ConfigEngine_l103_2) begin
          div_io_divisor = {32'd0, mpd};
        end
      end
      St_DIV_GENTLE : begin
        if(when_ConfigEngine_l103_3) begin
          div_io_divisor = {32'd0, _zz_io_divisor};
        end
      end
      St_DIV_INC : begin
        if(when_ConfigEngine_l103_4) begin
          div_io_divisor = {28'd0, _zz_io_divisor_1};
        end
      end
      St_DIV_D5 : begin
        if(when_ConfigEngine_l103_5) begin
          div_io_divisor = {32'd0, _zz_io_divisor_2};
        end
      end
      St_APPLY : begin
      end
      St_A_DIV10 : begin
        if(when_ConfigEngine_l103_6) begin
          div_io_divisor = {32'd0, _zz_io_divisor_3};
        end
      end
      St_A_ROUND : begin
        if(when_ConfigEngine_l103_7) begin
          div_io_divisor = {32'd0, delta};
        end
      end
      St_A_RECIP : begin
        if(when_ConfigEngine_l103_8) begin
          div_io_divisor = {32'd0, mpd};
        end
      end
      St_A_QONE : begin
        if(when_ConfigEngine_l103_9) begin
          div_io_divisor = {32'd0, mpd};
        end
      end
      default : begin
        if(when_ConfigEngine_l103_10) begin
          div_io_divisor = {32'd0, _zz_io_divisor_4};
        end
      end
    endcase
  end

  assign io_err = errReg;
  assign io_errCode = errCode;
  assign io_commits = commits;
  assign io_refused = refused;
  assign io_adaptTicks = adaptTicks;
  always @(*) begin
    io_apply = 1'b0;
    case(state)
      St_IDLE : begin
      end
      St_VALIDATE : begin
      end
      St_DIV_MPD : begin
      end
      St_DIV_RECIP : begin
      end
      St_DIV_QONE : begin
      end
      St_DIV_GENTLE : begin
      end
      St_DIV_INC : begin
      end
      St_DIV_D5 : begin
      end
      St_APPLY : begin
        io_apply = 1'b1;
      end
      St_A_DIV10 : begin
      end
      St_A_ROUND : begin
      end
      St_A_RECIP : begin
      end
      St_A_QONE : begin
      end
      default : begin
      end
    endcase
  end

  assign io_applySeed = pend_seed;
  always @(*) begin
    io_adaptApply = 1'b0;
    case(state)
      St_IDLE : begin
      end
      St_VALIDATE : begin
      end
      St_DIV_MPD : begin
      end
      St_DIV_RECIP : begin
      end
      St_DIV_QONE : begin
      end
      St_DIV_GENTLE : begin
      end
      St_DIV_INC : begin
      end
      St_DIV_D5 : begin
      end
      St_APPLY : begin
      end
      St_A_DIV10 : begin
      end
      St_A_ROUND : begin
      end
      St_A_RECIP : begin
      end
      St_A_QONE : begin
      end
      default : begin
        if(div_io_done) begin
          io_adaptApply = 1'b1;
        end
      end
    endcase
  end

  always @(*) begin
    adaptTick = 1'b0;
    if(io_usTick) begin
      if(when_ConfigEngine_l84) begin
        adaptTick = (active_adaptive && (active_mode != 2'b00));
      end
    end
  end

  assign when_ConfigEngine_l84 = (adaptUs == 20'h7a11f);
  assign io_busy = ((state != St_IDLE) || commitPending);
  assign _zz_adjUp = (io_qavg >>> active_wlog);
  always @(*) begin
    _zz_errCode = 4'b0000;
    if(when_ConfigEngine_l145) begin
      _zz_errCode = 4'b1000;
    end
    if(when_ConfigEngine_l146) begin
      _zz_errCode = 4'b0111;
    end
    if(when_ConfigEngine_l147) begin
      _zz_errCode = 4'b0110;
    end
    if(when_ConfigEngine_l148) begin
      _zz_errCode = 4'b0101;
    end
    if(when_ConfigEngine_l149) begin
      _zz_errCode = 4'b0100;
    end
    if(when_ConfigEngine_l150) begin
      _zz_errCode = 4'b0011;
    end
    if(when_ConfigEngine_l151) begin
      _zz_errCode = 4'b0010;
    end
    if(when_ConfigEngine_l152) begin
      _zz_errCode = 4'b0001;
    end
  end

  assign when_ConfigEngine_l148 = (|{(8'h20 <= pend_stab_255),{(8'h20 <= pend_stab_254),{(8'h20 <= pend_stab_253),{(8'h20 <= pend_stab_252),{(_zz_when_ConfigEngine_l148 <= pend_stab_251),{_zz_when_ConfigEngine_l148_1,{_zz_when_ConfigEngine_l148_2,_zz_when_ConfigEngine_l148_3}}}}}}});
  assign when_ConfigEngine_l145 = (_zz_when_ConfigEngine_l145 <= pend_rate);
  assign when_ConfigEngine_l146 = (pend_cycles_per_us == 16'h0);
  assign when_ConfigEngine_l147 = (2'b10 < pend_mode);
  assign when_ConfigEngine_l149 = (5'h18 <= pend_scell_log);
  assign when_ConfigEngine_l150 = (pend_max_th < pend_min_th);
  always @(*) begin
    _zz_when_ConfigEngine_l151 = 6'h0;
    if(when_RedMath_l13) begin
      _zz_when_ConfigEngine_l151 = 6'h01;
    end
    if(when_RedMath_l13_1) begin
      _zz_when_ConfigEngine_l151 = 6'h02;
    end
    if(when_RedMath_l13_2) begin
      _zz_when_ConfigEngine_l151 = 6'h03;
    end
    if(when_RedMath_l13_3) begin
      _zz_when_ConfigEngine_l151 = 6'h04;
    end
    if(when_RedMath_l13_4) begin
      _zz_when_ConfigEngine_l151 = 6'h05;
    end
    if(when_RedMath_l13_5) begin
      _zz_when_ConfigEngine_l151 = 6'h06;
    end
    if(when_RedMath_l13_6) begin
      _zz_when_ConfigEngine_l151 = 6'h07;
    end
    if(when_RedMath_l13_7) begin
      _zz_when_ConfigEngine_l151 = 6'h08;
    end
    if(when_RedMath_l13_8) begin
      _zz_when_ConfigEngine_l151 = 6'h09;
    end
    if(when_RedMath_l13_9) begin
      _zz_when_ConfigEngine_l151 = 6'h0a;
    end
    if(when_RedMath_l13_10) begin
      _zz_when_ConfigEngine_l151 = 6'h0b;
    end
    if(when_RedMath_l13_11) begin
      _zz_when_ConfigEngine_l151 = 6'h0c;
    end
    if(when_RedMath_l13_12) begin
      _zz_when_ConfigEngine_l151 = 6'h0d;
    end
    if(when_RedMath_l13_13) begin
      _zz_when_ConfigEngine_l151 = 6'h0e;
    end
    if(when_RedMath_l13_14) begin
      _zz_when_ConfigEngine_l151 = 6'h0f;
    end
    if(when_RedMath_l13_15) begin
      _zz_when_ConfigEngine_l151 = 6'h10;
    end
    if(when_RedMath_l13_16) begin
      _zz_when_ConfigEngine_l151 = 6'h11;
    end
    if(when_RedMath_l13_17) begin
      _zz_when_ConfigEngine_l151 = 6'h12;
    end
    if(when_RedMath_l13_18) begin
      _zz_when_ConfigEngine_l151 = 6'h13;
    end
    if(when_RedMath_l13_19) begin
      _zz_when_ConfigEngine_l151 = 6'h14;
    end
    if(when_RedMath_l13_20) begin
      _zz_when_ConfigEngine_l151 = 6'h15;
    end
    if(when_RedMath_l13_21) begin
      _zz_when_ConfigEngine_l151 = 6'h16;
    end
    if(when_RedMath_l13_22) begin
      _zz_when_ConfigEngine_l151 = 6'h17;
    end
    if(when_RedMath_l13_23) begin
      _zz_when_ConfigEngine_l151 = 6'h18;
    end
    if(when_RedMath_l13_24) begin
      _zz_when_ConfigEngine_l151 = 6'h19;
    end
    if(when_RedMath_l13_25) begin
      _zz_when_ConfigEngine_l151 = 6'h1a;
    end
    if(when_RedMath_l13_26) begin
      _zz_when_ConfigEngine_l151 = 6'h1b;
    end
    if(when_RedMath_l13_27) begin
      _zz_when_ConfigEngine_l151 = 6'h1c;
    end
    if(when_RedMath_l13_28) begin
      _zz_when_ConfigEngine_l151 = 6'h1d;
    end
    if(when_RedMath_l13_29) begin
      _zz_when_ConfigEngine_l151 = 6'h1e;
    end
    if(when_RedMath_l13_30) begin
      _zz_when_ConfigEngine_l151 = 6'h1f;
    end
    if(when_RedMath_l13_31) begin
      _zz_when_ConfigEngine_l151 = 6'h20;
    end
  end

  assign when_RedMath_l13 = pend_max_th[0];
  assign when_RedMath_l13_1 = pend_max_th[1];
  assign when_RedMath_l13_2 = pend_max_th[2];
  assign when_RedMath_l13_3 = pend_max_th[3];
  assign when_RedMath_l13_4 = pend_max_th[4];
  assign when_RedMath_l13_5 = pend_max_th[5];
  assign when_RedMath_l13_6 = pend_max_th[6];
  assign when_RedMath_l13_7 = pend_max_th[7];
  assign when_RedMath_l13_8 = pend_max_th[8];
  assign when_RedMath_l13_9 = pend_max_th[9];
  assign when_RedMath_l13_10 = pend_max_th[10];
  assign when_RedMath_l13_11 = pend_max_th[11];
  assign when_RedMath_l13_12 = pend_max_th[12];
  assign when_RedMath_l13_13 = pend_max_th[13];
  assign when_RedMath_l13_14 = pend_max_th[14];
  assign when_RedMath_l13_15 = pend_max_th[15];
  assign when_RedMath_l13_16 = pend_max_th[16];
  assign when_RedMath_l13_17 = pend_max_th[17];
  assign when_RedMath_l13_18 = pend_max_th[18];
  assign when_RedMath_l13_19 = pend_max_th[19];
  assign when_RedMath_l13_20 = pend_max_th[20];
  assign when_RedMath_l13_21 = pend_max_th[21];
  assign when_RedMath_l13_22 = pend_max_th[22];
  assign when_RedMath_l13_23 = pend_max_th[23];
  assign when_RedMath_l13_24 = pend_max_th[24];
  assign when_RedMath_l13_25 = pend_max_th[25];
  assign when_RedMath_l13_26 = pend_max_th[26];
  assign when_RedMath_l13_27 = pend_max_th[27];
  assign when_RedMath_l13_28 = pend_max_th[28];
  assign when_RedMath_l13_29 = pend_max_th[29];
  assign when_RedMath_l13_30 = pend_max_th[30];
  assign when_RedMath_l13_31 = pend_max_th[31];
  assign when_ConfigEngine_l151 = (7'h20 <= _zz_when_ConfigEngine_l151_1);
  always @(*) begin
    _zz_when_ConfigEngine_l152 = 6'h0;
    if(when_RedMath_l13_32) begin
      _zz_when_ConfigEngine_l152 = 6'h01;
    end
    if(when_RedMath_l13_33) begin
      _zz_when_ConfigEngine_l152 = 6'h02;
    end
    if(when_RedMath_l13_34) begin
      _zz_when_ConfigEngine_l152 = 6'h03;
    end
    if(when_RedMath_l13_35) begin
      _zz_when_ConfigEngine_l152 = 6'h04;
    end
    if(when_RedMath_l13_36) begin
      _zz_when_ConfigEngine_l152 = 6'h05;
    end
    if(when_RedMath_l13_37) begin
      _zz_when_ConfigEngine_l152 = 6'h06;
    end
    if(when_RedMath_l13_38) begin
      _zz_when_ConfigEngine_l152 = 6'h07;
    end
    if(when_RedMath_l13_39) begin
      _zz_when_ConfigEngine_l152 = 6'h08;
    end
    if(when_RedMath_l13_40) begin
      _zz_when_ConfigEngine_l152 = 6'h09;
    end
    if(when_RedMath_l13_41) begin
      _zz_when_ConfigEngine_l152 = 6'h0a;
    end
    if(when_RedMath_l13_42) begin
      _zz_when_ConfigEngine_l152 = 6'h0b;
    end
    if(when_RedMath_l13_43) begin
      _zz_when_ConfigEngine_l152 = 6'h0c;
    end
    if(when_RedMath_l13_44) begin
      _zz_when_ConfigEngine_l152 = 6'h0d;
    end
    if(when_RedMath_l13_45) begin
      _zz_when_ConfigEngine_l152 = 6'h0e;
    end
    if(when_RedMath_l13_46) begin
      _zz_when_ConfigEngine_l152 = 6'h0f;
    end
    if(when_RedMath_l13_47) begin
      _zz_when_ConfigEngine_l152 = 6'h10;
    end
    if(when_RedMath_l13_48) begin
      _zz_when_ConfigEngine_l152 = 6'h11;
    end
    if(when_RedMath_l13_49) begin
      _zz_when_ConfigEngine_l152 = 6'h12;
    end
    if(when_RedMath_l13_50) begin
      _zz_when_ConfigEngine_l152 = 6'h13;
    end
    if(when_RedMath_l13_51) begin
      _zz_when_ConfigEngine_l152 = 6'h14;
    end
    if(when_RedMath_l13_52) begin
      _zz_when_ConfigEngine_l152 = 6'h15;
    end
    if(when_RedMath_l13_53) begin
      _zz_when_ConfigEngine_l152 = 6'h16;
    end
    if(when_RedMath_l13_54) begin
      _zz_when_ConfigEngine_l152 = 6'h17;
    end
    if(when_RedMath_l13_55) begin
      _zz_when_ConfigEngine_l152 = 6'h18;
    end
    if(when_RedMath_l13_56) begin
      _zz_when_ConfigEngine_l152 = 6'h19;
    end
    if(when_RedMath_l13_57) begin
      _zz_when_ConfigEngine_l152 = 6'h1a;
    end
    if(when_RedMath_l13_58) begin
      _zz_when_ConfigEngine_l152 = 6'h1b;
    end
    if(when_RedMath_l13_59) begin
      _zz_when_ConfigEngine_l152 = 6'h1c;
    end
    if(when_RedMath_l13_60) begin
      _zz_when_ConfigEngine_l152 = 6'h1d;
    end
    if(when_RedMath_l13_61) begin
      _zz_when_ConfigEngine_l152 = 6'h1e;
    end
    if(when_RedMath_l13_62) begin
      _zz_when_ConfigEngine_l152 = 6'h1f;
    end
    if(when_RedMath_l13_63) begin
      _zz_when_ConfigEngine_l152 = 6'h20;
    end
  end

  assign when_RedMath_l13_32 = pend_min_th[0];
  assign when_RedMath_l13_33 = pend_min_th[1];
  assign when_RedMath_l13_34 = pend_min_th[2];
  assign when_RedMath_l13_35 = pend_min_th[3];
  assign when_RedMath_l13_36 = pend_min_th[4];
  assign when_RedMath_l13_37 = pend_min_th[5];
  assign when_RedMath_l13_38 = pend_min_th[6];
  assign when_RedMath_l13_39 = pend_min_th[7];
  assign when_RedMath_l13_40 = pend_min_th[8];
  assign when_RedMath_l13_41 = pend_min_th[9];
  assign when_RedMath_l13_42 = pend_min_th[10];
  assign when_RedMath_l13_43 = pend_min_th[11];
  assign when_RedMath_l13_44 = pend_min_th[12];
  assign when_RedMath_l13_45 = pend_min_th[13];
  assign when_RedMath_l13_46 = pend_min_th[14];
  assign when_RedMath_l13_47 = pend_min_th[15];
  assign when_RedMath_l13_48 = pend_min_th[16];
  assign when_RedMath_l13_49 = pend_min_th[17];
  assign when_RedMath_l13_50 = pend_min_th[18];
  assign when_RedMath_l13_51 = pend_min_th[19];
  assign when_RedMath_l13_52 = pend_min_th[20];
  assign when_RedMath_l13_53 = pend_min_th[21];
  assign when_RedMath_l13_54 = pend_min_th[22];
  assign when_RedMath_l13_55 = pend_min_th[23];
  assign when_RedMath_l13_56 = pend_min_th[24];
  assign when_RedMath_l13_57 = pend_min_th[25];
  assign when_RedMath_l13_58 = pend_min_th[26];
  assign when_RedMath_l13_59 = pend_min_th[27];
  assign when_RedMath_l13_60 = pend_min_th[28];
  assign when_RedMath_l13_61 = pend_min_th[29];
  assign when_RedMath_l13_62 = pend_min_th[30];
  assign when_RedMath_l13_63 = pend_min_th[31];
  assign when_ConfigEngine_l152 = (7'h20 <= _zz_when_ConfigEngine_l152_1);
  assign when_ConfigEngine_l153 = (_zz_errCode != 4'b0000);
  assign _zz_delta = (pend_max_th - pend_min_th);
  assign _zz_delta_1 = ((_zz_delta == 32'h0) ? 32'h00000001 : _zz_delta);
  assign when_ConfigEngine_l103 = (! divStarted);
  assign _zz_when_RedMath_l13 = (mpd - 32'h00000001);
  always @(*) begin
    _zz_io_dividend = 6'h0;
    if(when_RedMath_l13_64) begin
      _zz_io_dividend = 6'h01;
    end
    if(when_RedMath_l13_65) begin
      _zz_io_dividend = 6'h02;
    end
    if(when_RedMath_l13_66) begin
      _zz_io_dividend = 6'h03;
    end
    if(when_RedMath_l13_67) begin
      _zz_io_dividend = 6'h04;
    end
    if(when_RedMath_l13_68) begin
      _zz_io_dividend = 6'h05;
    end
    if(when_RedMath_l13_69) begin
      _zz_io_dividend = 6'h06;
    end
    if(when_RedMath_l13_70) begin
      _zz_io_dividend = 6'h07;
    end
    if(when_RedMath_l13_71) begin
      _zz_io_dividend = 6'h08;
    end
    if(when_RedMath_l13_72) begin
      _zz_io_dividend = 6'h09;
    end
    if(when_RedMath_l13_73) begin
      _zz_io_dividend = 6'h0a;
    end
    if(when_RedMath_l13_74) begin
      _zz_io_dividend = 6'h0b;
    end
    if(when_RedMath_l13_75) begin
      _zz_io_dividend = 6'h0c;
    end
    if(when_RedMath_l13_76) begin
      _zz_io_dividend = 6'h0d;
    end
    if(when_RedMath_l13_77) begin
      _zz_io_dividend = 6'h0e;
    end
    if(when_RedMath_l13_78) begin
      _zz_io_dividend = 6'h0f;
    end
    if(when_RedMath_l13_79) begin
      _zz_io_dividend = 6'h10;
    end
    if(when_RedMath_l13_80) begin
      _zz_io_dividend = 6'h11;
    end
    if(when_RedMath_l13_81) begin
      _zz_io_dividend = 6'h12;
    end
    if(when_RedMath_l13_82) begin
      _zz_io_dividend = 6'h13;
    end
    if(when_RedMath_l13_83) begin
      _zz_io_dividend = 6'h14;
    end
    if(when_RedMath_l13_84) begin
      _zz_io_dividend = 6'h15;
    end
    if(when_RedMath_l13_85) begin
      _zz_io_dividend = 6'h16;
    end
    if(when_RedMath_l13_86) begin
      _zz_io_dividend = 6'h17;
    end
    if(when_RedMath_l13_87) begin
      _zz_io_dividend = 6'h18;
    end
    if(when_RedMath_l13_88) begin
      _zz_io_dividend = 6'h19;
    end
    if(when_RedMath_l13_89) begin
      _zz_io_dividend = 6'h1a;
    end
    if(when_RedMath_l13_90) begin
      _zz_io_dividend = 6'h1b;
    end
    if(when_RedMath_l13_91) begin
      _zz_io_dividend = 6'h1c;
    end
    if(when_RedMath_l13_92) begin
      _zz_io_dividend = 6'h1d;
    end
    if(when_RedMath_l13_93) begin
      _zz_io_dividend = 6'h1e;
    end
    if(when_RedMath_l13_94) begin
      _zz_io_dividend = 6'h1f;
    end
    if(when_RedMath_l13_95) begin
      _zz_io_dividend = 6'h20;
    end
  end

  assign when_RedMath_l13_64 = _zz_when_RedMath_l13[0];
  assign when_RedMath_l13_65 = _zz_when_RedMath_l13[1];
  assign when_RedMath_l13_66 = _zz_when_RedMath_l13[2];
  assign when_RedMath_l13_67 = _zz_when_RedMath_l13[3];
  assign when_RedMath_l13_68 = _zz_when_RedMath_l13[4];
  assign when_RedMath_l13_69 = _zz_when_RedMath_l13[5];
  assign when_RedMath_l13_70 = _zz_when_RedMath_l13[6];
  assign when_RedMath_l13_71 = _zz_when_RedMath_l13[7];
  assign when_RedMath_l13_72 = _zz_when_RedMath_l13[8];
  assign when_RedMath_l13_73 = _zz_when_RedMath_l13[9];
  assign when_RedMath_l13_74 = _zz_when_RedMath_l13[10];
  assign when_RedMath_l13_75 = _zz_when_RedMath_l13[11];
  assign when_RedMath_l13_76 = _zz_when_RedMath_l13[12];
  assign when_RedMath_l13_77 = _zz_when_RedMath_l13[13];
  assign when_RedMath_l13_78 = _zz_when_RedMath_l13[14];
  assign when_RedMath_l13_79 = _zz_when_RedMath_l13[15];
  assign when_RedMath_l13_80 = _zz_when_RedMath_l13[16];
  assign when_RedMath_l13_81 = _zz_when_RedMath_l13[17];
  assign when_RedMath_l13_82 = _zz_when_RedMath_l13[18];
  assign when_RedMath_l13_83 = _zz_when_RedMath_l13[19];
  assign when_RedMath_l13_84 = _zz_when_RedMath_l13[20];
  assign when_RedMath_l13_85 = _zz_when_RedMath_l13[21];
  assign when_RedMath_l13_86 = _zz_when_RedMath_l13[22];
  assign when_RedMath_l13_87 = _zz_when_RedMath_l13[23];
  assign when_RedMath_l13_88 = _zz_when_RedMath_l13[24];
  assign when_RedMath_l13_89 = _zz_when_RedMath_l13[25];
  assign when_RedMath_l13_90 = _zz_when_RedMath_l13[26];
  assign when_RedMath_l13_91 = _zz_when_RedMath_l13[27];
  assign when_RedMath_l13_92 = _zz_when_RedMath_l13[28];
  assign when_RedMath_l13_93 = _zz_when_RedMath_l13[29];
  assign when_RedMath_l13_94 = _zz_when_RedMath_l13[30];
  assign when_RedMath_l13_95 = _zz_when_RedMath_l13[31];
  assign when_ConfigEngine_l103_1 = (! divStarted);
  assign _zz_when_RedMath_l13_1 = (mpd - 32'h00000001);
  always @(*) begin
    _zz_recipL = 6'h0;
    if(when_RedMath_l13_96) begin
      _zz_recipL = 6'h01;
    end
    if(when_RedMath_l13_97) begin
      _zz_recipL = 6'h02;
    end
    if(when_RedMath_l13_98) begin
      _zz_recipL = 6'h03;
    end
    if(when_RedMath_l13_99) begin
      _zz_recipL = 6'h04;
    end
    if(when_RedMath_l13_100) begin
      _zz_recipL = 6'h05;
    end
    if(when_RedMath_l13_101) begin
      _zz_recipL = 6'h06;
    end
    if(when_RedMath_l13_102) begin
      _zz_recipL = 6'h07;
    end
    if(when_RedMath_l13_103) begin
      _zz_recipL = 6'h08;
    end
    if(when_RedMath_l13_104) begin
      _zz_recipL = 6'h09;
    end
    if(when_RedMath_l13_105) begin
      _zz_recipL = 6'h0a;
    end
    if(when_RedMath_l13_106) begin
      _zz_recipL = 6'h0b;
    end
    if(when_RedMath_l13_107) begin
      _zz_recipL = 6'h0c;
    end
    if(when_RedMath_l13_108) begin
      _zz_recipL = 6'h0d;
    end
    if(when_RedMath_l13_109) begin
      _zz_recipL = 6'h0e;
    end
    if(when_RedMath_l13_110) begin
      _zz_recipL = 6'h0f;
    end
    if(when_RedMath_l13_111) begin
      _zz_recipL = 6'h10;
    end
    if(when_RedMath_l13_112) begin
      _zz_recipL = 6'h11;
    end
    if(when_RedMath_l13_113) begin
      _zz_recipL = 6'h12;
    end
    if(when_RedMath_l13_114) begin
      _zz_recipL = 6'h13;
    end
    if(when_RedMath_l13_115) begin
      _zz_recipL = 6'h14;
    end
    if(when_RedMath_l13_116) begin
      _zz_recipL = 6'h15;
    end
    if(when_RedMath_l13_117) begin
      _zz_recipL = 6'h16;
    end
    if(when_RedMath_l13_118) begin
      _zz_recipL = 6'h17;
    end
    if(when_RedMath_l13_119) begin
      _zz_recipL = 6'h18;
    end
    if(when_RedMath_l13_120) begin
      _zz_recipL = 6'h19;
    end
    if(when_RedMath_l13_121) begin
      _zz_recipL = 6'h1a;
    end
    if(when_RedMath_l13_122) begin
      _zz_recipL = 6'h1b;
    end
    if(when_RedMath_l13_123) begin
      _zz_recipL = 6'h1c;
    end
    if(when_RedMath_l13_124) begin
      _zz_recipL = 6'h1d;
    end
    if(when_RedMath_l13_125) begin
      _zz_recipL = 6'h1e;
    end
    if(when_RedMath_l13_126) begin
      _zz_recipL = 6'h1f;
    end
    if(when_RedMath_l13_127) begin
      _zz_recipL = 6'h20;
    end
  end

  assign when_RedMath_l13_96 = _zz_when_RedMath_l13_1[0];
  assign when_RedMath_l13_97 = _zz_when_RedMath_l13_1[1];
  assign when_RedMath_l13_98 = _zz_when_RedMath_l13_1[2];
  assign when_RedMath_l13_99 = _zz_when_RedMath_l13_1[3];
  assign when_RedMath_l13_100 = _zz_when_RedMath_l13_1[4];
  assign when_RedMath_l13_101 = _zz_when_RedMath_l13_1[5];
  assign when_RedMath_l13_102 = _zz_when_RedMath_l13_1[6];
  assign when_RedMath_l13_103 = _zz_when_RedMath_l13_1[7];
  assign when_RedMath_l13_104 = _zz_when_RedMath_l13_1[8];
  assign when_RedMath_l13_105 = _zz_when_RedMath_l13_1[9];
  assign when_RedMath_l13_106 = _zz_when_RedMath_l13_1[10];
  assign when_RedMath_l13_107 = _zz_when_RedMath_l13_1[11];
  assign when_RedMath_l13_108 = _zz_when_RedMath_l13_1[12];
  assign when_RedMath_l13_109 = _zz_when_RedMath_l13_1[13];
  assign when_RedMath_l13_110 = _zz_when_RedMath_l13_1[14];
  assign when_RedMath_l13_111 = _zz_when_RedMath_l13_1[15];
  assign when_RedMath_l13_112 = _zz_when_RedMath_l13_1[16];
  assign when_RedMath_l13_113 = _zz_when_RedMath_l13_1[17];
  assign when_RedMath_l13_114 = _zz_when_RedMath_l13_1[18];
  assign when_RedMath_l13_115 = _zz_when_RedMath_l13_1[19];
  assign when_RedMath_l13_116 = _zz_when_RedMath_l13_1[20];
  assign when_RedMath_l13_117 = _zz_when_RedMath_l13_1[21];
  assign when_RedMath_l13_118 = _zz_when_RedMath_l13_1[22];
  assign when_RedMath_l13_119 = _zz_when_RedMath_l13_1[23];
  assign when_RedMath_l13_120 = _zz_when_RedMath_l13_1[24];
  assign when_RedMath_l13_121 = _zz_when_RedMath_l13_1[25];
  assign when_RedMath_l13_122 = _zz_when_RedMath_l13_1[26];
  assign when_RedMath_l13_123 = _zz_when_RedMath_l13_1[27];
  assign when_RedMath_l13_124 = _zz_when_RedMath_l13_1[28];
  assign when_RedMath_l13_125 = _zz_when_RedMath_l13_1[29];
  assign when_RedMath_l13_126 = _zz_when_RedMath_l13_1[30];
  assign when_RedMath_l13_127 = _zz_when_RedMath_l13_1[31];
  assign when_ConfigEngine_l103_2 = (! divStarted);
  assign when_ConfigEngine_l103_3 = (! divStarted);
  assign when_ConfigEngine_l103_4 = (! divStarted);
  assign when_ConfigEngine_l185 = ((pend_rate != 64'h0) && ((div_io_quotient == 64'h0) || (_zz_when_ConfigEngine_l185 <= div_io_quotient)));
  assign when_ConfigEngine_l103_5 = (! divStarted);
  assign when_ConfigEngine_l103_6 = (! divStarted);
  assign _zz_maxP = {2'd0, _zz__zz_maxP};
  assign when_ConfigEngine_l103_7 = (! divStarted);
  assign _zz_when_RedMath_l13_2 = (mpd - 32'h00000001);
  always @(*) begin
    _zz_io_dividend_1 = 6'h0;
    if(when_RedMath_l13_128) begin
      _zz_io_dividend_1 = 6'h01;
    end
    if(when_RedMath_l13_129) begin
      _zz_io_dividend_1 = 6'h02;
    end
    if(when_RedMath_l13_130) begin
      _zz_io_dividend_1 = 6'h03;
    end
    if(when_RedMath_l13_131) begin
      _zz_io_dividend_1 = 6'h04;
    end
    if(when_RedMath_l13_132) begin
      _zz_io_dividend_1 = 6'h05;
    end
    if(when_RedMath_l13_133) begin
      _zz_io_dividend_1 = 6'h06;
    end
    if(when_RedMath_l13_134) begin
      _zz_io_dividend_1 = 6'h07;
    end
    if(when_RedMath_l13_135) begin
      _zz_io_dividend_1 = 6'h08;
    end
    if(when_RedMath_l13_136) begin
      _zz_io_dividend_1 = 6'h09;
    end
    if(when_RedMath_l13_137) begin
      _zz_io_dividend_1 = 6'h0a;
    end
    if(when_RedMath_l13_138) begin
      _zz_io_dividend_1 = 6'h0b;
    end
    if(when_RedMath_l13_139) begin
      _zz_io_dividend_1 = 6'h0c;
    end
    if(when_RedMath_l13_140) begin
      _zz_io_dividend_1 = 6'h0d;
    end
    if(when_RedMath_l13_141) begin
      _zz_io_dividend_1 = 6'h0e;
    end
    if(when_RedMath_l13_142) begin
      _zz_io_dividend_1 = 6'h0f;
    end
    if(when_RedMath_l13_143) begin
      _zz_io_dividend_1 = 6'h10;
    end
    if(when_RedMath_l13_144) begin
      _zz_io_dividend_1 = 6'h11;
    end
    if(when_RedMath_l13_145) begin
      _zz_io_dividend_1 = 6'h12;
    end
    if(when_RedMath_l13_146) begin
      _zz_io_dividend_1 = 6'h13;
    end
    if(when_RedMath_l13_147) begin
      _zz_io_dividend_1 = 6'h14;
    end
    if(when_RedMath_l13_148) begin
      _zz_io_dividend_1 = 6'h15;
    end
    if(when_RedMath_l13_149) begin
      _zz_io_dividend_1 = 6'h16;
    end
    if(when_RedMath_l13_150) begin
      _zz_io_dividend_1 = 6'h17;
    end
    if(when_RedMath_l13_151) begin
      _zz_io_dividend_1 = 6'h18;
    end
    if(when_RedMath_l13_152) begin
      _zz_io_dividend_1 = 6'h19;
    end
    if(when_RedMath_l13_153) begin
      _zz_io_dividend_1 = 6'h1a;
    end
    if(when_RedMath_l13_154) begin
      _zz_io_dividend_1 = 6'h1b;
    end
    if(when_RedMath_l13_155) begin
      _zz_io_dividend_1 = 6'h1c;
    end
    if(when_RedMath_l13_156) begin
      _zz_io_dividend_1 = 6'h1d;
    end
    if(when_RedMath_l13_157) begin
      _zz_io_dividend_1 = 6'h1e;
    end
    if(when_RedMath_l13_158) begin
      _zz_io_dividend_1 = 6'h1f;
    end
    if(when_RedMath_l13_159) begin
      _zz_io_dividend_1 = 6'h20;
    end
  end

  assign when_RedMath_l13_128 = _zz_when_RedMath_l13_2[0];
  assign when_RedMath_l13_129 = _zz_when_RedMath_l13_2[1];
  assign when_RedMath_l13_130 = _zz_when_RedMath_l13_2[2];
  assign when_RedMath_l13_131 = _zz_when_RedMath_l13_2[3];
  assign when_RedMath_l13_132 = _zz_when_RedMath_l13_2[4];
  assign when_RedMath_l13_133 = _zz_when_RedMath_l13_2[5];
  assign when_RedMath_l13_134 = _zz_when_RedMath_l13_2[6];
  assign when_RedMath_l13_135 = _zz_when_RedMath_l13_2[7];
  assign when_RedMath_l13_136 = _zz_when_RedMath_l13_2[8];
  assign when_RedMath_l13_137 = _zz_when_RedMath_l13_2[9];
  assign when_RedMath_l13_138 = _zz_when_RedMath_l13_2[10];
  assign when_RedMath_l13_139 = _zz_when_RedMath_l13_2[11];
  assign when_RedMath_l13_140 = _zz_when_RedMath_l13_2[12];
  assign when_RedMath_l13_141 = _zz_when_RedMath_l13_2[13];
  assign when_RedMath_l13_142 = _zz_when_RedMath_l13_2[14];
  assign when_RedMath_l13_143 = _zz_when_RedMath_l13_2[15];
  assign when_RedMath_l13_144 = _zz_when_RedMath_l13_2[16];
  assign when_RedMath_l13_145 = _zz_when_RedMath_l13_2[17];
  assign when_RedMath_l13_146 = _zz_when_RedMath_l13_2[18];
  assign when_RedMath_l13_147 = _zz_when_RedMath_l13_2[19];
  assign when_RedMath_l13_148 = _zz_when_RedMath_l13_2[20];
  assign when_RedMath_l13_149 = _zz_when_RedMath_l13_2[21];
  assign when_RedMath_l13_150 = _zz_when_RedMath_l13_2[22];
  assign when_RedMath_l13_151 = _zz_when_RedMath_l13_2[23];
  assign when_RedMath_l13_152 = _zz_when_RedMath_l13_2[24];
  assign when_RedMath_l13_153 = _zz_when_RedMath_l13_2[25];
  assign when_RedMath_l13_154 = _zz_when_RedMath_l13_2[26];
  assign when_RedMath_l13_155 = _zz_when_RedMath_l13_2[27];
  assign when_RedMath_l13_156 = _zz_when_RedMath_l13_2[28];
  assign when_RedMath_l13_157 = _zz_when_RedMath_l13_2[29];
  assign when_RedMath_l13_158 = _zz_when_RedMath_l13_2[30];
  assign when_RedMath_l13_159 = _zz_when_RedMath_l13_2[31];
  assign when_ConfigEngine_l103_8 = (! divStarted);
  assign _zz_when_RedMath_l13_3 = (mpd - 32'h00000001);
  always @(*) begin
    _zz_recipL_1 = 6'h0;
    if(when_RedMath_l13_160) begin
      _zz_recipL_1 = 6'h01;
    end
    if(when_RedMath_l13_161) begin
      _zz_recipL_1 = 6'h02;
    end
    if(when_RedMath_l13_162) begin
      _zz_recipL_1 = 6'h03;
    end
    if(when_RedMath_l13_163) begin
      _zz_recipL_1 = 6'h04;
    end
    if(when_RedMath_l13_164) begin
      _zz_recipL_1 = 6'h05;
    end
    if(when_RedMath_l13_165) begin
      _zz_recipL_1 = 6'h06;
    end
    if(when_RedMath_l13_166) begin
      _zz_recipL_1 = 6'h07;
    end
    if(when_RedMath_l13_167) begin
      _zz_recipL_1 = 6'h08;
    end
    if(when_RedMath_l13_168) begin
      _zz_recipL_1 = 6'h09;
    end
    if(when_RedMath_l13_169) begin
      _zz_recipL_1 = 6'h0a;
    end
    if(when_RedMath_l13_170) begin
      _zz_recipL_1 = 6'h0b;
    end
    if(when_RedMath_l13_171) begin
      _zz_recipL_1 = 6'h0c;
    end
    if(when_RedMath_l13_172) begin
      _zz_recipL_1 = 6'h0d;
    end
    if(when_RedMath_l13_173) begin
      _zz_recipL_1 = 6'h0e;
    end
    if(when_RedMath_l13_174) begin
      _zz_recipL_1 = 6'h0f;
    end
    if(when_RedMath_l13_175) begin
      _zz_recipL_1 = 6'h10;
    end
    if(when_RedMath_l13_176) begin
      _zz_recipL_1 = 6'h11;
    end
    if(when_RedMath_l13_177) begin
      _zz_recipL_1 = 6'h12;
    end
    if(when_RedMath_l13_178) begin
      _zz_recipL_1 = 6'h13;
    end
    if(when_RedMath_l13_179) begin
      _zz_recipL_1 = 6'h14;
    end
    if(when_RedMath_l13_180) begin
      _zz_recipL_1 = 6'h15;
    end
    if(when_RedMath_l13_181) begin
      _zz_recipL_1 = 6'h16;
    end
    if(when_RedMath_l13_182) begin
      _zz_recipL_1 = 6'h17;
    end
    if(when_RedMath_l13_183) begin
      _zz_recipL_1 = 6'h18;
    end
    if(when_RedMath_l13_184) begin
      _zz_recipL_1 = 6'h19;
    end
    if(when_RedMath_l13_185) begin
      _zz_recipL_1 = 6'h1a;
    end
    if(when_RedMath_l13_186) begin
      _zz_recipL_1 = 6'h1b;
    end
    if(when_RedMath_l13_187) begin
      _zz_recipL_1 = 6'h1c;
    end
    if(when_RedMath_l13_188) begin
      _zz_recipL_1 = 6'h1d;
    end
    if(when_RedMath_l13_189) begin
      _zz_recipL_1 = 6'h1e;
    end
    if(when_RedMath_l13_190) begin
      _zz_recipL_1 = 6'h1f;
    end
    if(when_RedMath_l13_191) begin
      _zz_recipL_1 = 6'h20;
    end
  end

  assign when_RedMath_l13_160 = _zz_when_RedMath_l13_3[0];
  assign when_RedMath_l13_161 = _zz_when_RedMath_l13_3[1];
  assign when_RedMath_l13_162 = _zz_when_RedMath_l13_3[2];
  assign when_RedMath_l13_163 = _zz_when_RedMath_l13_3[3];
  assign when_RedMath_l13_164 = _zz_when_RedMath_l13_3[4];
  assign when_RedMath_l13_165 = _zz_when_RedMath_l13_3[5];
  assign when_RedMath_l13_166 = _zz_when_RedMath_l13_3[6];
  assign when_RedMath_l13_167 = _zz_when_RedMath_l13_3[7];
  assign when_RedMath_l13_168 = _zz_when_RedMath_l13_3[8];
  assign when_RedMath_l13_169 = _zz_when_RedMath_l13_3[9];
  assign when_RedMath_l13_170 = _zz_when_RedMath_l13_3[10];
  assign when_RedMath_l13_171 = _zz_when_RedMath_l13_3[11];
  assign when_RedMath_l13_172 = _zz_when_RedMath_l13_3[12];
  assign when_RedMath_l13_173 = _zz_when_RedMath_l13_3[13];
  assign when_RedMath_l13_174 = _zz_when_RedMath_l13_3[14];
  assign when_RedMath_l13_175 = _zz_when_RedMath_l13_3[15];
  assign when_RedMath_l13_176 = _zz_when_RedMath_l13_3[16];
  assign when_RedMath_l13_177 = _zz_when_RedMath_l13_3[17];
  assign when_RedMath_l13_178 = _zz_when_RedMath_l13_3[18];
  assign when_RedMath_l13_179 = _zz_when_RedMath_l13_3[19];
  assign when_RedMath_l13_180 = _zz_when_RedMath_l13_3[20];
  assign when_RedMath_l13_181 = _zz_when_RedMath_l13_3[21];
  assign when_RedMath_l13_182 = _zz_when_RedMath_l13_3[22];
  assign when_RedMath_l13_183 = _zz_when_RedMath_l13_3[23];
  assign when_RedMath_l13_184 = _zz_when_RedMath_l13_3[24];
  assign when_RedMath_l13_185 = _zz_when_RedMath_l13_3[25];
  assign when_RedMath_l13_186 = _zz_when_RedMath_l13_3[26];
  assign when_RedMath_l13_187 = _zz_when_RedMath_l13_3[27];
  assign when_RedMath_l13_188 = _zz_when_RedMath_l13_3[28];
  assign when_RedMath_l13_189 = _zz_when_RedMath_l13_3[29];
  assign when_RedMath_l13_190 = _zz_when_RedMath_l13_3[30];
  assign when_RedMath_l13_191 = _zz_when_RedMath_l13_3[31];
  assign when_ConfigEngine_l103_9 = (! divStarted);
  assign when_ConfigEngine_l103_10 = (! divStarted);
  always @(posedge clk) begin
    if(reset) begin
      active_minTh <= 32'h0;
      active_maxTh <= 32'h0;
      active_limit <= 32'hffffffff;
      active_qthMin <= 32'h0;
      active_qthMax <= 32'h0;
      active_wlog <= 5'h0;
      active_scellLog <= 5'h0;
      active_delta <= 32'h00000001;
      active_maxP <= 32'h0;
      active_mpd <= 32'h00000001;
      active_recipM <= 32'h00000001;
      active_recipSh1 <= 1'b0;
      active_recipSh2 <= 5'h0;
      active_gentleStep <= 48'h0;
      active_scellMax <= 31'h000000ff;
      active_targetMin <= 32'h0;
      active_targetMax <= 32'h0;
      active_stab_0 <= 5'h0;
      active_stab_1 <= 5'h0;
      active_stab_2 <= 5'h0;
      active_stab_3 <= 5'h0;
      active_stab_4 <= 5'h0;
      active_stab_5 <= 5'h0;
      active_stab_6 <= 5'h0;
      active_stab_7 <= 5'h0;
      active_stab_8 <= 5'h0;
      active_stab_9 <= 5'h0;
      active_stab_10 <= 5'h0;
      active_stab_11 <= 5'h0;
      active_stab_12 <= 5'h0;
      active_stab_13 <= 5'h0;
      active_stab_14 <= 5'h0;
      active_stab_15 <= 5'h0;
      active_stab_16 <= 5'h0;
      active_stab_17 <= 5'h0;
      active_stab_18 <= 5'h0;
      active_stab_19 <= 5'h0;
      active_stab_20 <= 5'h0;
      active_stab_21 <= 5'h0;
      active_stab_22 <= 5'h0;
      active_stab_23 <= 5'h0;
      active_stab_24 <= 5'h0;
      active_stab_25 <= 5'h0;
      active_stab_26 <= 5'h0;
      active_stab_27 <= 5'h0;
      active_stab_28 <= 5'h0;
      active_stab_29 <= 5'h0;
      active_stab_30 <= 5'h0;
      active_stab_31 <= 5'h0;
      active_stab_32 <= 5'h0;
      active_stab_33 <= 5'h0;
      active_stab_34 <= 5'h0;
      active_stab_35 <= 5'h0;
      active_stab_36 <= 5'h0;
      active_stab_37 <= 5'h0;
      active_stab_38 <= 5'h0;
      active_stab_39 <= 5'h0;
      active_stab_40 <= 5'h0;
      active_stab_41 <= 5'h0;
      active_stab_42 <= 5'h0;
      active_stab_43 <= 5'h0;
      active_stab_44 <= 5'h0;
      active_stab_45 <= 5'h0;
      active_stab_46 <= 5'h0;
      active_stab_47 <= 5'h0;
      active_stab_48 <= 5'h0;
      active_stab_49 <= 5'h0;
      active_stab_50 <= 5'h0;
      active_stab_51 <= 5'h0;
      active_stab_52 <= 5'h0;
      active_stab_53 <= 5'h0;
      active_stab_54 <= 5'h0;
      active_stab_55 <= 5'h0;
      active_stab_56 <= 5'h0;
      active_stab_57 <= 5'h0;
      active_stab_58 <= 5'h0;
      active_stab_59 <= 5'h0;
      active_stab_60 <= 5'h0;
      active_stab_61 <= 5'h0;
      active_stab_62 <= 5'h0;
      active_stab_63 <= 5'h0;
      active_stab_64 <= 5'h0;
      active_stab_65 <= 5'h0;
      active_stab_66 <= 5'h0;
      active_stab_67 <= 5'h0;
      active_stab_68 <= 5'h0;
      active_stab_69 <= 5'h0;
      active_stab_70 <= 5'h0;
      active_stab_71 <= 5'h0;
      active_stab_72 <= 5'h0;
      active_stab_73 <= 5'h0;
      active_stab_74 <= 5'h0;
      active_stab_75 <= 5'h0;
      active_stab_76 <= 5'h0;
      active_stab_77 <= 5'h0;
      active_stab_78 <= 5'h0;
      active_stab_79 <= 5'h0;
      active_stab_80 <= 5'h0;
      active_stab_81 <= 5'h0;
      active_stab_82 <= 5'h0;
      active_stab_83 <= 5'h0;
      active_stab_84 <= 5'h0;
      active_stab_85 <= 5'h0;
      active_stab_86 <= 5'h0;
      active_stab_87 <= 5'h0;
      active_stab_88 <= 5'h0;
      active_stab_89 <= 5'h0;
      active_stab_90 <= 5'h0;
      active_stab_91 <= 5'h0;
      active_stab_92 <= 5'h0;
      active_stab_93 <= 5'h0;
      active_stab_94 <= 5'h0;
      active_stab_95 <= 5'h0;
      active_stab_96 <= 5'h0;
      active_stab_97 <= 5'h0;
      active_stab_98 <= 5'h0;
      active_stab_99 <= 5'h0;
      active_stab_100 <= 5'h0;
      active_stab_101 <= 5'h0;
      active_stab_102 <= 5'h0;
      active_stab_103 <= 5'h0;
      active_stab_104 <= 5'h0;
      active_stab_105 <= 5'h0;
      active_stab_106 <= 5'h0;
      active_stab_107 <= 5'h0;
      active_stab_108 <= 5'h0;
      active_stab_109 <= 5'h0;
      active_stab_110 <= 5'h0;
      active_stab_111 <= 5'h0;
      active_stab_112 <= 5'h0;
      active_stab_113 <= 5'h0;
      active_stab_114 <= 5'h0;
      active_stab_115 <= 5'h0;
      active_stab_116 <= 5'h0;
      active_stab_117 <= 5'h0;
      active_stab_118 <= 5'h0;
      active_stab_119 <= 5'h0;
      active_stab_120 <= 5'h0;
      active_stab_121 <= 5'h0;
      active_stab_122 <= 5'h0;
      active_stab_123 <= 5'h0;
      active_stab_124 <= 5'h0;
      active_stab_125 <= 5'h0;
      active_stab_126 <= 5'h0;
      active_stab_127 <= 5'h0;
      active_stab_128 <= 5'h0;
      active_stab_129 <= 5'h0;
      active_stab_130 <= 5'h0;
      active_stab_131 <= 5'h0;
      active_stab_132 <= 5'h0;
      active_stab_133 <= 5'h0;
      active_stab_134 <= 5'h0;
      active_stab_135 <= 5'h0;
      active_stab_136 <= 5'h0;
      active_stab_137 <= 5'h0;
      active_stab_138 <= 5'h0;
      active_stab_139 <= 5'h0;
      active_stab_140 <= 5'h0;
      active_stab_141 <= 5'h0;
      active_stab_142 <= 5'h0;
      active_stab_143 <= 5'h0;
      active_stab_144 <= 5'h0;
      active_stab_145 <= 5'h0;
      active_stab_146 <= 5'h0;
      active_stab_147 <= 5'h0;
      active_stab_148 <= 5'h0;
      active_stab_149 <= 5'h0;
      active_stab_150 <= 5'h0;
      active_stab_151 <= 5'h0;
      active_stab_152 <= 5'h0;
      active_stab_153 <= 5'h0;
      active_stab_154 <= 5'h0;
      active_stab_155 <= 5'h0;
      active_stab_156 <= 5'h0;
      active_stab_157 <= 5'h0;
      active_stab_158 <= 5'h0;
      active_stab_159 <= 5'h0;
      active_stab_160 <= 5'h0;
      active_stab_161 <= 5'h0;
      active_stab_162 <= 5'h0;
      active_stab_163 <= 5'h0;
      active_stab_164 <= 5'h0;
      active_stab_165 <= 5'h0;
      active_stab_166 <= 5'h0;
      active_stab_167 <= 5'h0;
      active_stab_168 <= 5'h0;
      active_stab_169 <= 5'h0;
      active_stab_170 <= 5'h0;
      active_stab_171 <= 5'h0;
      active_stab_172 <= 5'h0;
      active_stab_173 <= 5'h0;
      active_stab_174 <= 5'h0;
      active_stab_175 <= 5'h0;
      active_stab_176 <= 5'h0;
      active_stab_177 <= 5'h0;
      active_stab_178 <= 5'h0;
      active_stab_179 <= 5'h0;
      active_stab_180 <= 5'h0;
      active_stab_181 <= 5'h0;
      active_stab_182 <= 5'h0;
      active_stab_183 <= 5'h0;
      active_stab_184 <= 5'h0;
      active_stab_185 <= 5'h0;
      active_stab_186 <= 5'h0;
      active_stab_187 <= 5'h0;
      active_stab_188 <= 5'h0;
      active_stab_189 <= 5'h0;
      active_stab_190 <= 5'h0;
      active_stab_191 <= 5'h0;
      active_stab_192 <= 5'h0;
      active_stab_193 <= 5'h0;
      active_stab_194 <= 5'h0;
      active_stab_195 <= 5'h0;
      active_stab_196 <= 5'h0;
      active_stab_197 <= 5'h0;
      active_stab_198 <= 5'h0;
      active_stab_199 <= 5'h0;
      active_stab_200 <= 5'h0;
      active_stab_201 <= 5'h0;
      active_stab_202 <= 5'h0;
      active_stab_203 <= 5'h0;
      active_stab_204 <= 5'h0;
      active_stab_205 <= 5'h0;
      active_stab_206 <= 5'h0;
      active_stab_207 <= 5'h0;
      active_stab_208 <= 5'h0;
      active_stab_209 <= 5'h0;
      active_stab_210 <= 5'h0;
      active_stab_211 <= 5'h0;
      active_stab_212 <= 5'h0;
      active_stab_213 <= 5'h0;
      active_stab_214 <= 5'h0;
      active_stab_215 <= 5'h0;
      active_stab_216 <= 5'h0;
      active_stab_217 <= 5'h0;
      active_stab_218 <= 5'h0;
      active_stab_219 <= 5'h0;
      active_stab_220 <= 5'h0;
      active_stab_221 <= 5'h0;
      active_stab_222 <= 5'h0;
      active_stab_223 <= 5'h0;
      active_stab_224 <= 5'h0;
      active_stab_225 <= 5'h0;
      active_stab_226 <= 5'h0;
      active_stab_227 <= 5'h0;
      active_stab_228 <= 5'h0;
      active_stab_229 <= 5'h0;
      active_stab_230 <= 5'h0;
      active_stab_231 <= 5'h0;
      active_stab_232 <= 5'h0;
      active_stab_233 <= 5'h0;
      active_stab_234 <= 5'h0;
      active_stab_235 <= 5'h0;
      active_stab_236 <= 5'h0;
      active_stab_237 <= 5'h0;
      active_stab_238 <= 5'h0;
      active_stab_239 <= 5'h0;
      active_stab_240 <= 5'h0;
      active_stab_241 <= 5'h0;
      active_stab_242 <= 5'h0;
      active_stab_243 <= 5'h0;
      active_stab_244 <= 5'h0;
      active_stab_245 <= 5'h0;
      active_stab_246 <= 5'h0;
      active_stab_247 <= 5'h0;
      active_stab_248 <= 5'h0;
      active_stab_249 <= 5'h0;
      active_stab_250 <= 5'h0;
      active_stab_251 <= 5'h0;
      active_stab_252 <= 5'h0;
      active_stab_253 <= 5'h0;
      active_stab_254 <= 5'h0;
      active_stab_255 <= 5'h0;
      active_mode <= 2'b00;
      active_unit <= 1'b0;
      active_gentle <= 1'b0;
      active_harddrop <= 1'b0;
      active_nodrop <= 1'b0;
      active_adaptive <= 1'b0;
      active_inc <= 32'h0;
      active_cap <= 56'h0;
      active_shaped <= 1'b0;
      active_seed <= 32'h0;
      active_cyclesPerUs <= 16'h00fa;
      errReg <= 1'b0;
      errCode <= 4'b0000;
      commits <= 32'h0;
      refused <= 32'h0;
      adaptTicks <= 32'h0;
      adaptUs <= 20'h0;
      commitPending <= 1'b0;
      state <= St_IDLE;
      divStarted <= 1'b0;
    end else begin
      if(io_usTick) begin
        adaptUs <= (adaptUs + 20'h00001);
        if(when_ConfigEngine_l84) begin
          adaptUs <= 20'h0;
        end
      end
      if(io_commit) begin
        commitPending <= 1'b1;
      end
      case(state)
        St_IDLE : begin
          if(commitPending) begin
            commitPending <= 1'b0;
            state <= St_VALIDATE;
          end else begin
            if(adaptTick) begin
              adaptTicks <= (adaptTicks + 32'h00000001);
              state <= St_A_DIV10;
            end
          end
        end
        St_VALIDATE : begin
          if(when_ConfigEngine_l153) begin
            errReg <= 1'b1;
            errCode <= _zz_errCode;
            refused <= (refused + 32'h00000001);
            state <= St_IDLE;
          end else begin
            state <= St_DIV_MPD;
          end
        end
        St_DIV_MPD : begin
          if(when_ConfigEngine_l103) begin
            divStarted <= 1'b1;
          end
          if(div_io_done) begin
            divStarted <= 1'b0;
            state <= St_DIV_RECIP;
          end
        end
        St_DIV_RECIP : begin
          if(when_ConfigEngine_l103_1) begin
            divStarted <= 1'b1;
          end
          if(div_io_done) begin
            divStarted <= 1'b0;
            state <= St_DIV_QONE;
          end
        end
        St_DIV_QONE : begin
          if(when_ConfigEngine_l103_2) begin
            divStarted <= 1'b1;
          end
          if(div_io_done) begin
            divStarted <= 1'b0;
            state <= St_DIV_GENTLE;
          end
        end
        St_DIV_GENTLE : begin
          if(when_ConfigEngine_l103_3) begin
            divStarted <= 1'b1;
          end
          if(div_io_done) begin
            divStarted <= 1'b0;
            state <= St_DIV_INC;
          end
        end
        St_DIV_INC : begin
          if(when_ConfigEngine_l103_4) begin
            divStarted <= 1'b1;
          end
          if(div_io_done) begin
            divStarted <= 1'b0;
            state <= St_DIV_D5;
            if(when_ConfigEngine_l185) begin
              errReg <= 1'b1;
              errCode <= 4'b1000;
              refused <= (refused + 32'h00000001);
              state <= St_IDLE;
            end
          end
        end
        St_DIV_D5 : begin
          if(when_ConfigEngine_l103_5) begin
            divStarted <= 1'b1;
          end
          if(div_io_done) begin
            divStarted <= 1'b0;
            state <= St_APPLY;
          end
        end
        St_APPLY : begin
          active_minTh <= pend_min_th;
          active_maxTh <= pend_max_th;
          active_limit <= pend_limit;
          active_qthMin <= (pend_min_th <<< pend_wlog);
          active_qthMax <= (pend_max_th <<< pend_wlog);
          active_wlog <= pend_wlog;
          active_scellLog <= pend_scell_log;
          active_delta <= delta;
          active_maxP <= maxP;
          active_mpd <= mpd;
          active_recipM <= recipM;
          active_recipSh1 <= ((recipL == 6'h0) ? 1'b0 : 1'b1);
          active_recipSh2 <= _zz_active_recipSh2[4:0];
          active_gentleStep <= gentleStep;
          active_scellMax <= (31'h000000ff <<< pend_scell_log);
          active_targetMin <= (pend_min_th + _zz_active_targetMin);
          active_targetMax <= (pend_min_th + _zz_active_targetMax);
          active_stab_0 <= pend_stab_0[4:0];
          active_stab_1 <= pend_stab_1[4:0];
          active_stab_2 <= pend_stab_2[4:0];
          active_stab_3 <= pend_stab_3[4:0];
          active_stab_4 <= pend_stab_4[4:0];
          active_stab_5 <= pend_stab_5[4:0];
          active_stab_6 <= pend_stab_6[4:0];
          active_stab_7 <= pend_stab_7[4:0];
          active_stab_8 <= pend_stab_8[4:0];
          active_stab_9 <= pend_stab_9[4:0];
          active_stab_10 <= pend_stab_10[4:0];
          active_stab_11 <= pend_stab_11[4:0];
          active_stab_12 <= pend_stab_12[4:0];
          active_stab_13 <= pend_stab_13[4:0];
          active_stab_14 <= pend_stab_14[4:0];
          active_stab_15 <= pend_stab_15[4:0];
          active_stab_16 <= pend_stab_16[4:0];
          active_stab_17 <= pend_stab_17[4:0];
          active_stab_18 <= pend_stab_18[4:0];
          active_stab_19 <= pend_stab_19[4:0];
          active_stab_20 <= pend_stab_20[4:0];
          active_stab_21 <= pend_stab_21[4:0];
          active_stab_22 <= pend_stab_22[4:0];
          active_stab_23 <= pend_stab_23[4:0];
          active_stab_24 <= pend_stab_24[4:0];
          active_stab_25 <= pend_stab_25[4:0];
          active_stab_26 <= pend_stab_26[4:0];
          active_stab_27 <= pend_stab_27[4:0];
          active_stab_28 <= pend_stab_28[4:0];
          active_stab_29 <= pend_stab_29[4:0];
          active_stab_30 <= pend_stab_30[4:0];
          active_stab_31 <= pend_stab_31[4:0];
          active_stab_32 <= pend_stab_32[4:0];
          active_stab_33 <= pend_stab_33[4:0];
          active_stab_34 <= pend_stab_34[4:0];
          active_stab_35 <= pend_stab_35[4:0];
          active_stab_36 <= pend_stab_36[4:0];
          active_stab_37 <= pend_stab_37[4:0];
          active_stab_38 <= pend_stab_38[4:0];
          active_stab_39 <= pend_stab_39[4:0];
          active_stab_40 <= pend_stab_40[4:0];
          active_stab_41 <= pend_stab_41[4:0];
          active_stab_42 <= pend_stab_42[4:0];
          active_stab_43 <= pend_stab_43[4:0];
          active_stab_44 <= pend_stab_44[4:0];
          active_stab_45 <= pend_stab_45[4:0];
          active_stab_46 <= pend_stab_46[4:0];
          active_stab_47 <= pend_stab_47[4:0];
          active_stab_48 <= pend_stab_48[4:0];
          active_stab_49 <= pend_stab_49[4:0];
          active_stab_50 <= pend_stab_50[4:0];
          active_stab_51 <= pend_stab_51[4:0];
          active_stab_52 <= pend_stab_52[4:0];
          active_stab_53 <= pend_stab_53[4:0];
          active_stab_54 <= pend_stab_54[4:0];
          active_stab_55 <= pend_stab_55[4:0];
          active_stab_56 <= pend_stab_56[4:0];
          active_stab_57 <= pend_stab_57[4:0];
          active_stab_58 <= pend_stab_58[4:0];
          active_stab_59 <= pend_stab_59[4:0];
          active_stab_60 <= pend_stab_60[4:0];
          active_stab_61 <= pend_stab_61[4:0];
          active_stab_62 <= pend_stab_62[4:0];
          active_stab_63 <= pend_stab_63[4:0];
          active_stab_64 <= pend_stab_64[4:0];
          active_stab_65 <= pend_stab_65[4:0];
          active_stab_66 <= pend_stab_66[4:0];
          active_stab_67 <= pend_stab_67[4:0];
          active_stab_68 <= pend_stab_68[4:0];
          active_stab_69 <= pend_stab_69[4:0];
          active_stab_70 <= pend_stab_70[4:0];
          active_stab_71 <= pend_stab_71[4:0];
          active_stab_72 <= pend_stab_72[4:0];
          active_stab_73 <= pend_stab_73[4:0];
          active_stab_74 <= pend_stab_74[4:0];
          active_stab_75 <= pend_stab_75[4:0];
          active_stab_76 <= pend_stab_76[4:0];
          active_stab_77 <= pend_stab_77[4:0];
          active_stab_78 <= pend_stab_78[4:0];
          active_stab_79 <= pend_stab_79[4:0];
          active_stab_80 <= pend_stab_80[4:0];
          active_stab_81 <= pend_stab_81[4:0];
          active_stab_82 <= pend_stab_82[4:0];
          active_stab_83 <= pend_stab_83[4:0];
          active_stab_84 <= pend_stab_84[4:0];
          active_stab_85 <= pend_stab_85[4:0];
          active_stab_86 <= pend_stab_86[4:0];
          active_stab_87 <= pend_stab_87[4:0];
          active_stab_88 <= pend_stab_88[4:0];
          active_stab_89 <= pend_stab_89[4:0];
          active_stab_90 <= pend_stab_90[4:0];
          active_stab_91 <= pend_stab_91[4:0];
          active_stab_92 <= pend_stab_92[4:0];
          active_stab_93 <= pend_stab_93[4:0];
          active_stab_94 <= pend_stab_94[4:0];
          active_stab_95 <= pend_stab_95[4:0];
          active_stab_96 <= pend_stab_96[4:0];
          active_stab_97 <= pend_stab_97[4:0];
          active_stab_98 <= pend_stab_98[4:0];
          active_stab_99 <= pend_stab_99[4:0];
          active_stab_100 <= pend_stab_100[4:0];
          active_stab_101 <= pend_stab_101[4:0];
          active_stab_102 <= pend_stab_102[4:0];
          active_stab_103 <= pend_stab_103[4:0];
          active_stab_104 <= pend_stab_104[4:0];
          active_stab_105 <= pend_stab_105[4:0];
          active_stab_106 <= pend_stab_106[4:0];
          active_stab_107 <= pend_stab_107[4:0];
          active_stab_108 <= pend_stab_108[4:0];
          active_stab_109 <= pend_stab_109[4:0];
          active_stab_110 <= pend_stab_110[4:0];
          active_stab_111 <= pend_stab_111[4:0];
          active_stab_112 <= pend_stab_112[4:0];
          active_stab_113 <= pend_stab_113[4:0];
          active_stab_114 <= pend_stab_114[4:0];
          active_stab_115 <= pend_stab_115[4:0];
          active_stab_116 <= pend_stab_116[4:0];
          active_stab_117 <= pend_stab_117[4:0];
          active_stab_118 <= pend_stab_118[4:0];
          active_stab_119 <= pend_stab_119[4:0];
          active_stab_120 <= pend_stab_120[4:0];
          active_stab_121 <= pend_stab_121[4:0];
          active_stab_122 <= pend_stab_122[4:0];
          active_stab_123 <= pend_stab_123[4:0];
          active_stab_124 <= pend_stab_124[4:0];
          active_stab_125 <= pend_stab_125[4:0];
          active_stab_126 <= pend_stab_126[4:0];
          active_stab_127 <= pend_stab_127[4:0];
          active_stab_128 <= pend_stab_128[4:0];
          active_stab_129 <= pend_stab_129[4:0];
          active_stab_130 <= pend_stab_130[4:0];
          active_stab_131 <= pend_stab_131[4:0];
          active_stab_132 <= pend_stab_132[4:0];
          active_stab_133 <= pend_stab_133[4:0];
          active_stab_134 <= pend_stab_134[4:0];
          active_stab_135 <= pend_stab_135[4:0];
          active_stab_136 <= pend_stab_136[4:0];
          active_stab_137 <= pend_stab_137[4:0];
          active_stab_138 <= pend_stab_138[4:0];
          active_stab_139 <= pend_stab_139[4:0];
          active_stab_140 <= pend_stab_140[4:0];
          active_stab_141 <= pend_stab_141[4:0];
          active_stab_142 <= pend_stab_142[4:0];
          active_stab_143 <= pend_stab_143[4:0];
          active_stab_144 <= pend_stab_144[4:0];
          active_stab_145 <= pend_stab_145[4:0];
          active_stab_146 <= pend_stab_146[4:0];
          active_stab_147 <= pend_stab_147[4:0];
          active_stab_148 <= pend_stab_148[4:0];
          active_stab_149 <= pend_stab_149[4:0];
          active_stab_150 <= pend_stab_150[4:0];
          active_stab_151 <= pend_stab_151[4:0];
          active_stab_152 <= pend_stab_152[4:0];
          active_stab_153 <= pend_stab_153[4:0];
          active_stab_154 <= pend_stab_154[4:0];
          active_stab_155 <= pend_stab_155[4:0];
          active_stab_156 <= pend_stab_156[4:0];
          active_stab_157 <= pend_stab_157[4:0];
          active_stab_158 <= pend_stab_158[4:0];
          active_stab_159 <= pend_stab_159[4:0];
          active_stab_160 <= pend_stab_160[4:0];
          active_stab_161 <= pend_stab_161[4:0];
          active_stab_162 <= pend_stab_162[4:0];
          active_stab_163 <= pend_stab_163[4:0];
          active_stab_164 <= pend_stab_164[4:0];
          active_stab_165 <= pend_stab_165[4:0];
          active_stab_166 <= pend_stab_166[4:0];
          active_stab_167 <= pend_stab_167[4:0];
          active_stab_168 <= pend_stab_168[4:0];
          active_stab_169 <= pend_stab_169[4:0];
          active_stab_170 <= pend_stab_170[4:0];
          active_stab_171 <= pend_stab_171[4:0];
          active_stab_172 <= pend_stab_172[4:0];
          active_stab_173 <= pend_stab_173[4:0];
          active_stab_174 <= pend_stab_174[4:0];
          active_stab_175 <= pend_stab_175[4:0];
          active_stab_176 <= pend_stab_176[4:0];
          active_stab_177 <= pend_stab_177[4:0];
          active_stab_178 <= pend_stab_178[4:0];
          active_stab_179 <= pend_stab_179[4:0];
          active_stab_180 <= pend_stab_180[4:0];
          active_stab_181 <= pend_stab_181[4:0];
          active_stab_182 <= pend_stab_182[4:0];
          active_stab_183 <= pend_stab_183[4:0];
          active_stab_184 <= pend_stab_184[4:0];
          active_stab_185 <= pend_stab_185[4:0];
          active_stab_186 <= pend_stab_186[4:0];
          active_stab_187 <= pend_stab_187[4:0];
          active_stab_188 <= pend_stab_188[4:0];
          active_stab_189 <= pend_stab_189[4:0];
          active_stab_190 <= pend_stab_190[4:0];
          active_stab_191 <= pend_stab_191[4:0];
          active_stab_192 <= pend_stab_192[4:0];
          active_stab_193 <= pend_stab_193[4:0];
          active_stab_194 <= pend_stab_194[4:0];
          active_stab_195 <= pend_stab_195[4:0];
          active_stab_196 <= pend_stab_196[4:0];
          active_stab_197 <= pend_stab_197[4:0];
          active_stab_198 <= pend_stab_198[4:0];
          active_stab_199 <= pend_stab_199[4:0];
          active_stab_200 <= pend_stab_200[4:0];
          active_stab_201 <= pend_stab_201[4:0];
          active_stab_202 <= pend_stab_202[4:0];
          active_stab_203 <= pend_stab_203[4:0];
          active_stab_204 <= pend_stab_204[4:0];
          active_stab_205 <= pend_stab_205[4:0];
          active_stab_206 <= pend_stab_206[4:0];
          active_stab_207 <= pend_stab_207[4:0];
          active_stab_208 <= pend_stab_208[4:0];
          active_stab_209 <= pend_stab_209[4:0];
          active_stab_210 <= pend_stab_210[4:0];
          active_stab_211 <= pend_stab_211[4:0];
          active_stab_212 <= pend_stab_212[4:0];
          active_stab_213 <= pend_stab_213[4:0];
          active_stab_214 <= pend_stab_214[4:0];
          active_stab_215 <= pend_stab_215[4:0];
          active_stab_216 <= pend_stab_216[4:0];
          active_stab_217 <= pend_stab_217[4:0];
          active_stab_218 <= pend_stab_218[4:0];
          active_stab_219 <= pend_stab_219[4:0];
          active_stab_220 <= pend_stab_220[4:0];
          active_stab_221 <= pend_stab_221[4:0];
          active_stab_222 <= pend_stab_222[4:0];
          active_stab_223 <= pend_stab_223[4:0];
          active_stab_224 <= pend_stab_224[4:0];
          active_stab_225 <= pend_stab_225[4:0];
          active_stab_226 <= pend_stab_226[4:0];
          active_stab_227 <= pend_stab_227[4:0];
          active_stab_228 <= pend_stab_228[4:0];
          active_stab_229 <= pend_stab_229[4:0];
          active_stab_230 <= pend_stab_230[4:0];
          active_stab_231 <= pend_stab_231[4:0];
          active_stab_232 <= pend_stab_232[4:0];
          active_stab_233 <= pend_stab_233[4:0];
          active_stab_234 <= pend_stab_234[4:0];
          active_stab_235 <= pend_stab_235[4:0];
          active_stab_236 <= pend_stab_236[4:0];
          active_stab_237 <= pend_stab_237[4:0];
          active_stab_238 <= pend_stab_238[4:0];
          active_stab_239 <= pend_stab_239[4:0];
          active_stab_240 <= pend_stab_240[4:0];
          active_stab_241 <= pend_stab_241[4:0];
          active_stab_242 <= pend_stab_242[4:0];
          active_stab_243 <= pend_stab_243[4:0];
          active_stab_244 <= pend_stab_244[4:0];
          active_stab_245 <= pend_stab_245[4:0];
          active_stab_246 <= pend_stab_246[4:0];
          active_stab_247 <= pend_stab_247[4:0];
          active_stab_248 <= pend_stab_248[4:0];
          active_stab_249 <= pend_stab_249[4:0];
          active_stab_250 <= pend_stab_250[4:0];
          active_stab_251 <= pend_stab_251[4:0];
          active_stab_252 <= pend_stab_252[4:0];
          active_stab_253 <= pend_stab_253[4:0];
          active_stab_254 <= pend_stab_254[4:0];
          active_stab_255 <= pend_stab_255[4:0];
          active_mode <= pend_mode;
          active_unit <= pend_unit;
          active_gentle <= pend_gentle;
          active_harddrop <= pend_harddrop;
          active_nodrop <= pend_nodrop;
          active_adaptive <= pend_adaptive;
          active_inc <= inc;
          active_cap <= {pend_burst,24'h0};
          active_shaped <= (pend_rate != 64'h0);
          active_seed <= pend_seed;
          active_cyclesPerUs <= pend_cycles_per_us;
          errReg <= 1'b0;
          errCode <= 4'b0000;
          commits <= (commits + 32'h00000001);
          adaptUs <= 20'h0;
          state <= St_IDLE;
        end
        St_A_DIV10 : begin
          if(when_ConfigEngine_l103_6) begin
            divStarted <= 1'b1;
          end
          if(div_io_done) begin
            divStarted <= 1'b0;
            state <= St_A_ROUND;
          end
        end
        St_A_ROUND : begin
          if(when_ConfigEngine_l103_7) begin
            divStarted <= 1'b1;
          end
          if(div_io_done) begin
            divStarted <= 1'b0;
            state <= St_A_RECIP;
          end
        end
        St_A_RECIP : begin
          if(when_ConfigEngine_l103_8) begin
            divStarted <= 1'b1;
          end
          if(div_io_done) begin
            divStarted <= 1'b0;
            state <= St_A_QONE;
          end
        end
        St_A_QONE : begin
          if(when_ConfigEngine_l103_9) begin
            divStarted <= 1'b1;
          end
          if(div_io_done) begin
            divStarted <= 1'b0;
            state <= St_A_GENTLE;
          end
        end
        default : begin
          if(when_ConfigEngine_l103_10) begin
            divStarted <= 1'b1;
          end
          if(div_io_done) begin
            divStarted <= 1'b0;
            state <= St_IDLE;
            active_gentleStep <= div_io_quotient[47:0];
            active_maxP <= maxP;
            active_mpd <= mpd;
            active_recipM <= recipM;
            active_recipSh1 <= ((recipL == 6'h0) ? 1'b0 : 1'b1);
            active_recipSh2 <= _zz_active_recipSh2_2[4:0];
          end
        end
      endcase
    end
  end

  always @(posedge clk) begin
    case(state)
      St_IDLE : begin
        if(commitPending) begin
          pend_min_th <= io_knobs_min_th;
          pend_max_th <= io_knobs_max_th;
          pend_limit <= io_knobs_limit;
          pend_max_p <= io_knobs_max_p;
          pend_wlog <= io_knobs_wlog;
          pend_plog <= io_knobs_plog;
          pend_scell_log <= io_knobs_scell_log;
          pend_mode <= io_knobs_mode;
          pend_unit <= io_knobs_unit;
          pend_gentle <= io_knobs_gentle;
          pend_harddrop <= io_knobs_harddrop;
          pend_nodrop <= io_knobs_nodrop;
          pend_adaptive <= io_knobs_adaptive;
          pend_rate <= io_knobs_rate;
          pend_burst <= io_knobs_burst;
          pend_seed <= io_knobs_seed;
          pend_cycles_per_us <= io_knobs_cycles_per_us;
          pend_stab_0 <= io_knobs_stab_0;
          pend_stab_1 <= io_knobs_stab_1;
          pend_stab_2 <= io_knobs_stab_2;
          pend_stab_3 <= io_knobs_stab_3;
          pend_stab_4 <= io_knobs_stab_4;
          pend_stab_5 <= io_knobs_stab_5;
          pend_stab_6 <= io_knobs_stab_6;
          pend_stab_7 <= io_knobs_stab_7;
          pend_stab_8 <= io_knobs_stab_8;
          pend_stab_9 <= io_knobs_stab_9;
          pend_stab_10 <= io_knobs_stab_10;
          pend_stab_11 <= io_knobs_stab_11;
          pend_stab_12 <= io_knobs_stab_12;
          pend_stab_13 <= io_knobs_stab_13;
          pend_stab_14 <= io_knobs_stab_14;
          pend_stab_15 <= io_knobs_stab_15;
          pend_stab_16 <= io_knobs_stab_16;
          pend_stab_17 <= io_knobs_stab_17;
          pend_stab_18 <= io_knobs_stab_18;
          pend_stab_19 <= io_knobs_stab_19;
          pend_stab_20 <= io_knobs_stab_20;
          pend_stab_21 <= io_knobs_stab_21;
          pend_stab_22 <= io_knobs_stab_22;
          pend_stab_23 <= io_knobs_stab_23;
          pend_stab_24 <= io_knobs_stab_24;
          pend_stab_25 <= io_knobs_stab_25;
          pend_stab_26 <= io_knobs_stab_26;
          pend_stab_27 <= io_knobs_stab_27;
          pend_stab_28 <= io_knobs_stab_28;
          pend_stab_29 <= io_knobs_stab_29;
          pend_stab_30 <= io_knobs_stab_30;
          pend_stab_31 <= io_knobs_stab_31;
          pend_stab_32 <= io_knobs_stab_32;
          pend_stab_33 <= io_knobs_stab_33;
          pend_stab_34 <= io_knobs_stab_34;
          pend_stab_35 <= io_knobs_stab_35;
          pend_stab_36 <= io_knobs_stab_36;
          pend_stab_37 <= io_knobs_stab_37;
          pend_stab_38 <= io_knobs_stab_38;
          pend_stab_39 <= io_knobs_stab_39;
          pend_stab_40 <= io_knobs_stab_40;
          pend_stab_41 <= io_knobs_stab_41;
          pend_stab_42 <= io_knobs_stab_42;
          pend_stab_43 <= io_knobs_stab_43;
          pend_stab_44 <= io_knobs_stab_44;
          pend_stab_45 <= io_knobs_stab_45;
          pend_stab_46 <= io_knobs_stab_46;
          pend_stab_47 <= io_knobs_stab_47;
          pend_stab_48 <= io_knobs_stab_48;
          pend_stab_49 <= io_knobs_stab_49;
          pend_stab_50 <= io_knobs_stab_50;
          pend_stab_51 <= io_knobs_stab_51;
          pend_stab_52 <= io_knobs_stab_52;
          pend_stab_53 <= io_knobs_stab_53;
          pend_stab_54 <= io_knobs_stab_54;
          pend_stab_55 <= io_knobs_stab_55;
          pend_stab_56 <= io_knobs_stab_56;
          pend_stab_57 <= io_knobs_stab_57;
          pend_stab_58 <= io_knobs_stab_58;
          pend_stab_59 <= io_knobs_stab_59;
          pend_stab_60 <= io_knobs_stab_60;
          pend_stab_61 <= io_knobs_stab_61;
          pend_stab_62 <= io_knobs_stab_62;
          pend_stab_63 <= io_knobs_stab_63;
          pend_stab_64 <= io_knobs_stab_64;
          pend_stab_65 <= io_knobs_stab_65;
          pend_stab_66 <= io_knobs_stab_66;
          pend_stab_67 <= io_knobs_stab_67;
          pend_stab_68 <= io_knobs_stab_68;
          pend_stab_69 <= io_knobs_stab_69;
          pend_stab_70 <= io_knobs_stab_70;
          pend_stab_71 <= io_knobs_stab_71;
          pend_stab_72 <= io_knobs_stab_72;
          pend_stab_73 <= io_knobs_stab_73;
          pend_stab_74 <= io_knobs_stab_74;
          pend_stab_75 <= io_knobs_stab_75;
          pend_stab_76 <= io_knobs_stab_76;
          pend_stab_77 <= io_knobs_stab_77;
          pend_stab_78 <= io_knobs_stab_78;
          pend_stab_79 <= io_knobs_stab_79;
          pend_stab_80 <= io_knobs_stab_80;
          pend_stab_81 <= io_knobs_stab_81;
          pend_stab_82 <= io_knobs_stab_82;
          pend_stab_83 <= io_knobs_stab_83;
          pend_stab_84 <= io_knobs_stab_84;
          pend_stab_85 <= io_knobs_stab_85;
          pend_stab_86 <= io_knobs_stab_86;
          pend_stab_87 <= io_knobs_stab_87;
          pend_stab_88 <= io_knobs_stab_88;
          pend_stab_89 <= io_knobs_stab_89;
          pend_stab_90 <= io_knobs_stab_90;
          pend_stab_91 <= io_knobs_stab_91;
          pend_stab_92 <= io_knobs_stab_92;
          pend_stab_93 <= io_knobs_stab_93;
          pend_stab_94 <= io_knobs_stab_94;
          pend_stab_95 <= io_knobs_stab_95;
          pend_stab_96 <= io_knobs_stab_96;
          pend_stab_97 <= io_knobs_stab_97;
          pend_stab_98 <= io_knobs_stab_98;
          pend_stab_99 <= io_knobs_stab_99;
          pend_stab_100 <= io_knobs_stab_100;
          pend_stab_101 <= io_knobs_stab_101;
          pend_stab_102 <= io_knobs_stab_102;
          pend_stab_103 <= io_knobs_stab_103;
          pend_stab_104 <= io_knobs_stab_104;
          pend_stab_105 <= io_knobs_stab_105;
          pend_stab_106 <= io_knobs_stab_106;
          pend_stab_107 <= io_knobs_stab_107;
          pend_stab_108 <= io_knobs_stab_108;
          pend_stab_109 <= io_knobs_stab_109;
          pend_stab_110 <= io_knobs_stab_110;
          pend_stab_111 <= io_knobs_stab_111;
          pend_stab_112 <= io_knobs_stab_112;
          pend_stab_113 <= io_knobs_stab_113;
          pend_stab_114 <= io_knobs_stab_114;
          pend_stab_115 <= io_knobs_stab_115;
          pend_stab_116 <= io_knobs_stab_116;
          pend_stab_117 <= io_knobs_stab_117;
          pend_stab_118 <= io_knobs_stab_118;
          pend_stab_119 <= io_knobs_stab_119;
          pend_stab_120 <= io_knobs_stab_120;
          pend_stab_121 <= io_knobs_stab_121;
          pend_stab_122 <= io_knobs_stab_122;
          pend_stab_123 <= io_knobs_stab_123;
          pend_stab_124 <= io_knobs_stab_124;
          pend_stab_125 <= io_knobs_stab_125;
          pend_stab_126 <= io_knobs_stab_126;
          pend_stab_127 <= io_knobs_stab_127;
          pend_stab_128 <= io_knobs_stab_128;
          pend_stab_129 <= io_knobs_stab_129;
          pend_stab_130 <= io_knobs_stab_130;
          pend_stab_131 <= io_knobs_stab_131;
          pend_stab_132 <= io_knobs_stab_132;
          pend_stab_133 <= io_knobs_stab_133;
          pend_stab_134 <= io_knobs_stab_134;
          pend_stab_135 <= io_knobs_stab_135;
          pend_stab_136 <= io_knobs_stab_136;
          pend_stab_137 <= io_knobs_stab_137;
          pend_stab_138 <= io_knobs_stab_138;
          pend_stab_139 <= io_knobs_stab_139;
          pend_stab_140 <= io_knobs_stab_140;
          pend_stab_141 <= io_knobs_stab_141;
          pend_stab_142 <= io_knobs_stab_142;
          pend_stab_143 <= io_knobs_stab_143;
          pend_stab_144 <= io_knobs_stab_144;
          pend_stab_145 <= io_knobs_stab_145;
          pend_stab_146 <= io_knobs_stab_146;
          pend_stab_147 <= io_knobs_stab_147;
          pend_stab_148 <= io_knobs_stab_148;
          pend_stab_149 <= io_knobs_stab_149;
          pend_stab_150 <= io_knobs_stab_150;
          pend_stab_151 <= io_knobs_stab_151;
          pend_stab_152 <= io_knobs_stab_152;
          pend_stab_153 <= io_knobs_stab_153;
          pend_stab_154 <= io_knobs_stab_154;
          pend_stab_155 <= io_knobs_stab_155;
          pend_stab_156 <= io_knobs_stab_156;
          pend_stab_157 <= io_knobs_stab_157;
          pend_stab_158 <= io_knobs_stab_158;
          pend_stab_159 <= io_knobs_stab_159;
          pend_stab_160 <= io_knobs_stab_160;
          pend_stab_161 <= io_knobs_stab_161;
          pend_stab_162 <= io_knobs_stab_162;
          pend_stab_163 <= io_knobs_stab_163;
          pend_stab_164 <= io_knobs_stab_164;
          pend_stab_165 <= io_knobs_stab_165;
          pend_stab_166 <= io_knobs_stab_166;
          pend_stab_167 <= io_knobs_stab_167;
          pend_stab_168 <= io_knobs_stab_168;
          pend_stab_169 <= io_knobs_stab_169;
          pend_stab_170 <= io_knobs_stab_170;
          pend_stab_171 <= io_knobs_stab_171;
          pend_stab_172 <= io_knobs_stab_172;
          pend_stab_173 <= io_knobs_stab_173;
          pend_stab_174 <= io_knobs_stab_174;
          pend_stab_175 <= io_knobs_stab_175;
          pend_stab_176 <= io_knobs_stab_176;
          pend_stab_177 <= io_knobs_stab_177;
          pend_stab_178 <= io_knobs_stab_178;
          pend_stab_179 <= io_knobs_stab_179;
          pend_stab_180 <= io_knobs_stab_180;
          pend_stab_181 <= io_knobs_stab_181;
          pend_stab_182 <= io_knobs_stab_182;
          pend_stab_183 <= io_knobs_stab_183;
          pend_stab_184 <= io_knobs_stab_184;
          pend_stab_185 <= io_knobs_stab_185;
          pend_stab_186 <= io_knobs_stab_186;
          pend_stab_187 <= io_knobs_stab_187;
          pend_stab_188 <= io_knobs_stab_188;
          pend_stab_189 <= io_knobs_stab_189;
          pend_stab_190 <= io_knobs_stab_190;
          pend_stab_191 <= io_knobs_stab_191;
          pend_stab_192 <= io_knobs_stab_192;
          pend_stab_193 <= io_knobs_stab_193;
          pend_stab_194 <= io_knobs_stab_194;
          pend_stab_195 <= io_knobs_stab_195;
          pend_stab_196 <= io_knobs_stab_196;
          pend_stab_197 <= io_knobs_stab_197;
          pend_stab_198 <= io_knobs_stab_198;
          pend_stab_199 <= io_knobs_stab_199;
          pend_stab_200 <= io_knobs_stab_200;
          pend_stab_201 <= io_knobs_stab_201;
          pend_stab_202 <= io_knobs_stab_202;
          pend_stab_203 <= io_knobs_stab_203;
          pend_stab_204 <= io_knobs_stab_204;
          pend_stab_205 <= io_knobs_stab_205;
          pend_stab_206 <= io_knobs_stab_206;
          pend_stab_207 <= io_knobs_stab_207;
          pend_stab_208 <= io_knobs_stab_208;
          pend_stab_209 <= io_knobs_stab_209;
          pend_stab_210 <= io_knobs_stab_210;
          pend_stab_211 <= io_knobs_stab_211;
          pend_stab_212 <= io_knobs_stab_212;
          pend_stab_213 <= io_knobs_stab_213;
          pend_stab_214 <= io_knobs_stab_214;
          pend_stab_215 <= io_knobs_stab_215;
          pend_stab_216 <= io_knobs_stab_216;
          pend_stab_217 <= io_knobs_stab_217;
          pend_stab_218 <= io_knobs_stab_218;
          pend_stab_219 <= io_knobs_stab_219;
          pend_stab_220 <= io_knobs_stab_220;
          pend_stab_221 <= io_knobs_stab_221;
          pend_stab_222 <= io_knobs_stab_222;
          pend_stab_223 <= io_knobs_stab_223;
          pend_stab_224 <= io_knobs_stab_224;
          pend_stab_225 <= io_knobs_stab_225;
          pend_stab_226 <= io_knobs_stab_226;
          pend_stab_227 <= io_knobs_stab_227;
          pend_stab_228 <= io_knobs_stab_228;
          pend_stab_229 <= io_knobs_stab_229;
          pend_stab_230 <= io_knobs_stab_230;
          pend_stab_231 <= io_knobs_stab_231;
          pend_stab_232 <= io_knobs_stab_232;
          pend_stab_233 <= io_knobs_stab_233;
          pend_stab_234 <= io_knobs_stab_234;
          pend_stab_235 <= io_knobs_stab_235;
          pend_stab_236 <= io_knobs_stab_236;
          pend_stab_237 <= io_knobs_stab_237;
          pend_stab_238 <= io_knobs_stab_238;
          pend_stab_239 <= io_knobs_stab_239;
          pend_stab_240 <= io_knobs_stab_240;
          pend_stab_241 <= io_knobs_stab_241;
          pend_stab_242 <= io_knobs_stab_242;
          pend_stab_243 <= io_knobs_stab_243;
          pend_stab_244 <= io_knobs_stab_244;
          pend_stab_245 <= io_knobs_stab_245;
          pend_stab_246 <= io_knobs_stab_246;
          pend_stab_247 <= io_knobs_stab_247;
          pend_stab_248 <= io_knobs_stab_248;
          pend_stab_249 <= io_knobs_stab_249;
          pend_stab_250 <= io_knobs_stab_250;
          pend_stab_251 <= io_knobs_stab_251;
          pend_stab_252 <= io_knobs_stab_252;
          pend_stab_253 <= io_knobs_stab_253;
          pend_stab_254 <= io_knobs_stab_254;
          pend_stab_255 <= io_knobs_stab_255;
        end else begin
          if(adaptTick) begin
            adjUp <= ((_zz_adjUp_1 < _zz_adjUp) && (active_maxP <= 32'h80000002));
            adjDown <= (((! (_zz_adjDown < _zz_adjUp)) && (_zz_adjUp < _zz_adjDown_1)) && (32'h028f5c29 <= active_maxP));
            maxP <= active_maxP;
            delta <= active_delta;
          end
        end
      end
      St_VALIDATE : begin
        if(!when_ConfigEngine_l153) begin
          delta <= _zz_delta_1;
          maxP <= ((pend_max_p != 32'h0) ? pend_max_p : _zz_maxP_1);
        end
      end
      St_DIV_MPD : begin
        if(div_io_done) begin
          mpd <= ((div_io_quotient == 64'h0) ? 32'h00000001 : _zz_mpd);
        end
      end
      St_DIV_RECIP : begin
        if(div_io_done) begin
          recipM <= _zz_recipM[31:0];
          recipL <= _zz_recipL;
        end
      end
      St_DIV_QONE : begin
        if(div_io_done) begin
          qOne <= div_io_quotient[31:0];
        end
      end
      St_DIV_GENTLE : begin
        if(div_io_done) begin
          gentleStep <= div_io_quotient[47:0];
        end
      end
      St_DIV_INC : begin
        if(div_io_done) begin
          inc <= div_io_quotient[31:0];
        end
      end
      St_DIV_D5 : begin
        if(div_io_done) begin
          d5 <= div_io_quotient[31:0];
        end
      end
      St_APPLY : begin
      end
      St_A_DIV10 : begin
        if(div_io_done) begin
          if(adjUp) begin
            maxP <= (maxP + ((_zz_maxP < 32'h028f5c29) ? _zz_maxP : 32'h028f5c29));
          end else begin
            if(adjDown) begin
              maxP <= _zz_maxP_4[31:0];
            end
          end
        end
      end
      St_A_ROUND : begin
        if(div_io_done) begin
          mpd <= ((div_io_quotient == 64'h0) ? 32'h00000001 : _zz_mpd_1);
        end
      end
      St_A_RECIP : begin
        if(div_io_done) begin
          recipM <= _zz_recipM_1[31:0];
          recipL <= _zz_recipL_1;
        end
      end
      St_A_QONE : begin
        if(div_io_done) begin
          qOne <= div_io_quotient[31:0];
        end
      end
      default : begin
      end
    endcase
  end


endmodule

module w256_RegFile (
  input  wire          io_axil_aw_valid,
  output reg           io_axil_aw_ready,
  input  wire [11:0]   io_axil_aw_payload_addr,
  input  wire [2:0]    io_axil_aw_payload_prot,
  input  wire          io_axil_w_valid,
  output reg           io_axil_w_ready,
  input  wire [31:0]   io_axil_w_payload_data,
  input  wire [3:0]    io_axil_w_payload_strb,
  output wire          io_axil_b_valid,
  input  wire          io_axil_b_ready,
  output wire [1:0]    io_axil_b_payload_resp,
  input  wire          io_axil_ar_valid,
  output reg           io_axil_ar_ready,
  input  wire [11:0]   io_axil_ar_payload_addr,
  input  wire [2:0]    io_axil_ar_payload_prot,
  output wire          io_axil_r_valid,
  input  wire          io_axil_r_ready,
  output wire [31:0]   io_axil_r_payload_data,
  output wire [1:0]    io_axil_r_payload_resp,
  output wire [31:0]   io_knobs_min_th,
  output wire [31:0]   io_knobs_max_th,
  output wire [31:0]   io_knobs_limit,
  output wire [31:0]   io_knobs_max_p,
  output wire [4:0]    io_knobs_wlog,
  output wire [4:0]    io_knobs_plog,
  output wire [4:0]    io_knobs_scell_log,
  output wire [1:0]    io_knobs_mode,
  output wire          io_knobs_unit,
  output wire          io_knobs_gentle,
  output wire          io_knobs_harddrop,
  output wire          io_knobs_nodrop,
  output wire          io_knobs_adaptive,
  output wire [63:0]   io_knobs_rate,
  output wire [31:0]   io_knobs_burst,
  output wire [31:0]   io_knobs_seed,
  output wire [15:0]   io_knobs_cycles_per_us,
  output wire [7:0]    io_knobs_stab_0,
  output wire [7:0]    io_knobs_stab_1,
  output wire [7:0]    io_knobs_stab_2,
  output wire [7:0]    io_knobs_stab_3,
  output wire [7:0]    io_knobs_stab_4,
  output wire [7:0]    io_knobs_stab_5,
  output wire [7:0]    io_knobs_stab_6,
  output wire [7:0]    io_knobs_stab_7,
  output wire [7:0]    io_knobs_stab_8,
  output wire [7:0]    io_knobs_stab_9,
  output wire [7:0]    io_knobs_stab_10,
  output wire [7:0]    io_knobs_stab_11,
  output wire [7:0]    io_knobs_stab_12,
  output wire [7:0]    io_knobs_stab_13,
  output wire [7:0]    io_knobs_stab_14,
  output wire [7:0]    io_knobs_stab_15,
  output wire [7:0]    io_knobs_stab_16,
  output wire [7:0]    io_knobs_stab_17,
  output wire [7:0]    io_knobs_stab_18,
  output wire [7:0]    io_knobs_stab_19,
  output wire [7:0]    io_knobs_stab_20,
  output wire [7:0]    io_knobs_stab_21,
  output wire [7:0]    io_knobs_stab_22,
  output wire [7:0]    io_knobs_stab_23,
  output wire [7:0]    io_knobs_stab_24,
  output wire [7:0]    io_knobs_stab_25,
  output wire [7:0]    io_knobs_stab_26,
  output wire [7:0]    io_knobs_stab_27,
  output wire [7:0]    io_knobs_stab_28,
  output wire [7:0]    io_knobs_stab_29,
  output wire [7:0]    io_knobs_stab_30,
  output wire [7:0]    io_knobs_stab_31,
  output wire [7:0]    io_knobs_stab_32,
  output wire [7:0]    io_knobs_stab_33,
  output wire [7:0]    io_knobs_stab_34,
  output wire [7:0]    io_knobs_stab_35,
  output wire [7:0]    io_knobs_stab_36,
  output wire [7:0]    io_knobs_stab_37,
  output wire [7:0]    io_knobs_stab_38,
  output wire [7:0]    io_knobs_stab_39,
  output wire [7:0]    io_knobs_stab_40,
  output wire [7:0]    io_knobs_stab_41,
  output wire [7:0]    io_knobs_stab_42,
  output wire [7:0]    io_knobs_stab_43,
  output wire [7:0]    io_knobs_stab_44,
  output wire [7:0]    io_knobs_stab_45,
  output wire [7:0]    io_knobs_stab_46,
  output wire [7:0]    io_knobs_stab_47,
  output wire [7:0]    io_knobs_stab_48,
  output wire [7:0]    io_knobs_stab_49,
  output wire [7:0]    io_knobs_stab_50,
  output wire [7:0]    io_knobs_stab_51,
  output wire [7:0]    io_knobs_stab_52,
  output wire [7:0]    io_knobs_stab_53,
  output wire [7:0]    io_knobs_stab_54,
  output wire [7:0]    io_knobs_stab_55,
  output wire [7:0]    io_knobs_stab_56,
  output wire [7:0]    io_knobs_stab_57,
  output wire [7:0]    io_knobs_stab_58,
  output wire [7:0]    io_knobs_stab_59,
  output wire [7:0]    io_knobs_stab_60,
  output wire [7:0]    io_knobs_stab_61,
  output wire [7:0]    io_knobs_stab_62,
  output wire [7:0]    io_knobs_stab_63,
  output wire [7:0]    io_knobs_stab_64,
  output wire [7:0]    io_knobs_stab_65,
  output wire [7:0]    io_knobs_stab_66,
  output wire [7:0]    io_knobs_stab_67,
  output wire [7:0]    io_knobs_stab_68,
  output wire [7:0]    io_knobs_stab_69,
  output wire [7:0]    io_knobs_stab_70,
  output wire [7:0]    io_knobs_stab_71,
  output wire [7:0]    io_knobs_stab_72,
  output wire [7:0]    io_knobs_stab_73,
  output wire [7:0]    io_knobs_stab_74,
  output wire [7:0]    io_knobs_stab_75,
  output wire [7:0]    io_knobs_stab_76,
  output wire [7:0]    io_knobs_stab_77,
  output wire [7:0]    io_knobs_stab_78,
  output wire [7:0]    io_knobs_stab_79,
  output wire [7:0]    io_knobs_stab_80,
  output wire [7:0]    io_knobs_stab_81,
  output wire [7:0]    io_knobs_stab_82,
  output wire [7:0]    io_knobs_stab_83,
  output wire [7:0]    io_knobs_stab_84,
  output wire [7:0]    io_knobs_stab_85,
  output wire [7:0]    io_knobs_stab_86,
  output wire [7:0]    io_knobs_stab_87,
  output wire [7:0]    io_knobs_stab_88,
  output wire [7:0]    io_knobs_stab_89,
  output wire [7:0]    io_knobs_stab_90,
  output wire [7:0]    io_knobs_stab_91,
  output wire [7:0]    io_knobs_stab_92,
  output wire [7:0]    io_knobs_stab_93,
  output wire [7:0]    io_knobs_stab_94,
  output wire [7:0]    io_knobs_stab_95,
  output wire [7:0]    io_knobs_stab_96,
  output wire [7:0]    io_knobs_stab_97,
  output wire [7:0]    io_knobs_stab_98,
  output wire [7:0]    io_knobs_stab_99,
  output wire [7:0]    io_knobs_stab_100,
  output wire [7:0]    io_knobs_stab_101,
  output wire [7:0]    io_knobs_stab_102,
  output wire [7:0]    io_knobs_stab_103,
  output wire [7:0]    io_knobs_stab_104,
  output wire [7:0]    io_knobs_stab_105,
  output wire [7:0]    io_knobs_stab_106,
  output wire [7:0]    io_knobs_stab_107,
  output wire [7:0]    io_knobs_stab_108,
  output wire [7:0]    io_knobs_stab_109,
  output wire [7:0]    io_knobs_stab_110,
  output wire [7:0]    io_knobs_stab_111,
  output wire [7:0]    io_knobs_stab_112,
  output wire [7:0]    io_knobs_stab_113,
  output wire [7:0]    io_knobs_stab_114,
  output wire [7:0]    io_knobs_stab_115,
  output wire [7:0]    io_knobs_stab_116,
  output wire [7:0]    io_knobs_stab_117,
  output wire [7:0]    io_knobs_stab_118,
  output wire [7:0]    io_knobs_stab_119,
  output wire [7:0]    io_knobs_stab_120,
  output wire [7:0]    io_knobs_stab_121,
  output wire [7:0]    io_knobs_stab_122,
  output wire [7:0]    io_knobs_stab_123,
  output wire [7:0]    io_knobs_stab_124,
  output wire [7:0]    io_knobs_stab_125,
  output wire [7:0]    io_knobs_stab_126,
  output wire [7:0]    io_knobs_stab_127,
  output wire [7:0]    io_knobs_stab_128,
  output wire [7:0]    io_knobs_stab_129,
  output wire [7:0]    io_knobs_stab_130,
  output wire [7:0]    io_knobs_stab_131,
  output wire [7:0]    io_knobs_stab_132,
  output wire [7:0]    io_knobs_stab_133,
  output wire [7:0]    io_knobs_stab_134,
  output wire [7:0]    io_knobs_stab_135,
  output wire [7:0]    io_knobs_stab_136,
  output wire [7:0]    io_knobs_stab_137,
  output wire [7:0]    io_knobs_stab_138,
  output wire [7:0]    io_knobs_stab_139,
  output wire [7:0]    io_knobs_stab_140,
  output wire [7:0]    io_knobs_stab_141,
  output wire [7:0]    io_knobs_stab_142,
  output wire [7:0]    io_knobs_stab_143,
  output wire [7:0]    io_knobs_stab_144,
  output wire [7:0]    io_knobs_stab_145,
  output wire [7:0]    io_knobs_stab_146,
  output wire [7:0]    io_knobs_stab_147,
  output wire [7:0]    io_knobs_stab_148,
  output wire [7:0]    io_knobs_stab_149,
  output wire [7:0]    io_knobs_stab_150,
  output wire [7:0]    io_knobs_stab_151,
  output wire [7:0]    io_knobs_stab_152,
  output wire [7:0]    io_knobs_stab_153,
  output wire [7:0]    io_knobs_stab_154,
  output wire [7:0]    io_knobs_stab_155,
  output wire [7:0]    io_knobs_stab_156,
  output wire [7:0]    io_knobs_stab_157,
  output wire [7:0]    io_knobs_stab_158,
  output wire [7:0]    io_knobs_stab_159,
  output wire [7:0]    io_knobs_stab_160,
  output wire [7:0]    io_knobs_stab_161,
  output wire [7:0]    io_knobs_stab_162,
  output wire [7:0]    io_knobs_stab_163,
  output wire [7:0]    io_knobs_stab_164,
  output wire [7:0]    io_knobs_stab_165,
  output wire [7:0]    io_knobs_stab_166,
  output wire [7:0]    io_knobs_stab_167,
  output wire [7:0]    io_knobs_stab_168,
  output wire [7:0]    io_knobs_stab_169,
  output wire [7:0]    io_knobs_stab_170,
  output wire [7:0]    io_knobs_stab_171,
  output wire [7:0]    io_knobs_stab_172,
  output wire [7:0]    io_knobs_stab_173,
  output wire [7:0]    io_knobs_stab_174,
  output wire [7:0]    io_knobs_stab_175,
  output wire [7:0]    io_knobs_stab_176,
  output wire [7:0]    io_knobs_stab_177,
  output wire [7:0]    io_knobs_stab_178,
  output wire [7:0]    io_knobs_stab_179,
  output wire [7:0]    io_knobs_stab_180,
  output wire [7:0]    io_knobs_stab_181,
  output wire [7:0]    io_knobs_stab_182,
  output wire [7:0]    io_knobs_stab_183,
  output wire [7:0]    io_knobs_stab_184,
  output wire [7:0]    io_knobs_stab_185,
  output wire [7:0]    io_knobs_stab_186,
  output wire [7:0]    io_knobs_stab_187,
  output wire [7:0]    io_knobs_stab_188,
  output wire [7:0]    io_knobs_stab_189,
  output wire [7:0]    io_knobs_stab_190,
  output wire [7:0]    io_knobs_stab_191,
  output wire [7:0]    io_knobs_stab_192,
  output wire [7:0]    io_knobs_stab_193,
  output wire [7:0]    io_knobs_stab_194,
  output wire [7:0]    io_knobs_stab_195,
  output wire [7:0]    io_knobs_stab_196,
  output wire [7:0]    io_knobs_stab_197,
  output wire [7:0]    io_knobs_stab_198,
  output wire [7:0]    io_knobs_stab_199,
  output wire [7:0]    io_knobs_stab_200,
  output wire [7:0]    io_knobs_stab_201,
  output wire [7:0]    io_knobs_stab_202,
  output wire [7:0]    io_knobs_stab_203,
  output wire [7:0]    io_knobs_stab_204,
  output wire [7:0]    io_knobs_stab_205,
  output wire [7:0]    io_knobs_stab_206,
  output wire [7:0]    io_knobs_stab_207,
  output wire [7:0]    io_knobs_stab_208,
  output wire [7:0]    io_knobs_stab_209,
  output wire [7:0]    io_knobs_stab_210,
  output wire [7:0]    io_knobs_stab_211,
  output wire [7:0]    io_knobs_stab_212,
  output wire [7:0]    io_knobs_stab_213,
  output wire [7:0]    io_knobs_stab_214,
  output wire [7:0]    io_knobs_stab_215,
  output wire [7:0]    io_knobs_stab_216,
  output wire [7:0]    io_knobs_stab_217,
  output wire [7:0]    io_knobs_stab_218,
  output wire [7:0]    io_knobs_stab_219,
  output wire [7:0]    io_knobs_stab_220,
  output wire [7:0]    io_knobs_stab_221,
  output wire [7:0]    io_knobs_stab_222,
  output wire [7:0]    io_knobs_stab_223,
  output wire [7:0]    io_knobs_stab_224,
  output wire [7:0]    io_knobs_stab_225,
  output wire [7:0]    io_knobs_stab_226,
  output wire [7:0]    io_knobs_stab_227,
  output wire [7:0]    io_knobs_stab_228,
  output wire [7:0]    io_knobs_stab_229,
  output wire [7:0]    io_knobs_stab_230,
  output wire [7:0]    io_knobs_stab_231,
  output wire [7:0]    io_knobs_stab_232,
  output wire [7:0]    io_knobs_stab_233,
  output wire [7:0]    io_knobs_stab_234,
  output wire [7:0]    io_knobs_stab_235,
  output wire [7:0]    io_knobs_stab_236,
  output wire [7:0]    io_knobs_stab_237,
  output wire [7:0]    io_knobs_stab_238,
  output wire [7:0]    io_knobs_stab_239,
  output wire [7:0]    io_knobs_stab_240,
  output wire [7:0]    io_knobs_stab_241,
  output wire [7:0]    io_knobs_stab_242,
  output wire [7:0]    io_knobs_stab_243,
  output wire [7:0]    io_knobs_stab_244,
  output wire [7:0]    io_knobs_stab_245,
  output wire [7:0]    io_knobs_stab_246,
  output wire [7:0]    io_knobs_stab_247,
  output wire [7:0]    io_knobs_stab_248,
  output wire [7:0]    io_knobs_stab_249,
  output wire [7:0]    io_knobs_stab_250,
  output wire [7:0]    io_knobs_stab_251,
  output wire [7:0]    io_knobs_stab_252,
  output wire [7:0]    io_knobs_stab_253,
  output wire [7:0]    io_knobs_stab_254,
  output wire [7:0]    io_knobs_stab_255,
  output wire          io_commit,
  output wire          io_clearPeak,
  input  wire [63:0]   io_status_pkts_in,
  input  wire [63:0]   io_status_bytes_in,
  input  wire [63:0]   io_status_pkts_out,
  input  wire [63:0]   io_status_bytes_out,
  input  wire [63:0]   io_status_prob_mark,
  input  wire [63:0]   io_status_forced_mark,
  input  wire [63:0]   io_status_prob_drop,
  input  wire [63:0]   io_status_forced_drop,
  input  wire [63:0]   io_status_pdrop,
  input  wire [63:0]   io_status_bad,
  input  wire [63:0]   io_status_qavg,
  input  wire [63:0]   io_status_cycle,
  input  wire [63:0]   io_status_commit_cycle,
  input  wire [31:0]   io_status_backlog,
  input  wire [31:0]   io_status_qlen,
  input  wire [31:0]   io_status_peak_backlog,
  input  wire [31:0]   io_status_peak_qlen,
  input  wire [31:0]   io_status_cur_max_p,
  input  wire          io_status_busy,
  input  wire          io_status_err,
  input  wire [3:0]    io_status_err_code,
  input  wire [31:0]   io_status_commits,
  input  wire [31:0]   io_status_refused,
  input  wire [31:0]   io_status_adapt_ticks,
  input  wire          clk,
  input  wire          reset
);

  wire       [0:0]    _zz_unit;
  wire       [0:0]    _zz_gentle;
  wire       [0:0]    _zz_harddrop;
  wire       [0:0]    _zz_nodrop;
  wire       [0:0]    _zz_adaptive;
  wire       [31:0]   busif_bus_rdata;
  reg                 busif_reg_rderr;
  reg        [31:0]   busif_reg_rdata;
  wire       [3:0]    busif_wstrb;
  reg        [31:0]   busif_wmask;
  reg        [31:0]   busif_wmaskn;
  wire                busif_axiAr_valid;
  wire                busif_axiAr_ready;
  wire       [11:0]   busif_axiAr_payload_addr;
  wire       [2:0]    busif_axiAr_payload_prot;
  reg                 io_axil_ar_rValid;
  reg        [11:0]   io_axil_ar_rData_addr;
  reg        [2:0]    io_axil_ar_rData_prot;
  wire                when_Stream_l477;
  wire                busif_axiR_valid;
  wire                busif_axiR_ready;
  wire       [31:0]   busif_axiR_payload_data;
  reg        [1:0]    busif_axiR_payload_resp;
  reg                 busif_axiRValid;
  wire                busif_axiAw_valid;
  wire                busif_axiAw_ready;
  wire       [11:0]   busif_axiAw_payload_addr;
  wire       [2:0]    busif_axiAw_payload_prot;
  reg                 io_axil_aw_rValid;
  reg        [11:0]   io_axil_aw_rData_addr;
  reg        [2:0]    io_axil_aw_rData_prot;
  wire                when_Stream_l477_1;
  wire                busif_axiW_valid;
  wire                busif_axiW_ready;
  wire       [31:0]   busif_axiW_payload_data;
  wire       [3:0]    busif_axiW_payload_strb;
  reg                 io_axil_w_rValid;
  reg        [31:0]   io_axil_w_rData_data;
  reg        [3:0]    io_axil_w_rData_strb;
  wire                when_Stream_l477_2;
  wire                busif_axiB_valid;
  wire                busif_axiB_ready;
  wire       [1:0]    busif_axiB_payload_resp;
  reg                 busif_axiBValid;
  wire                busif_askWrite;
  wire                busif_askRead;
  wire                busif_doWrite;
  wire                busif_doRead;
  wire                read_hit_0x0000;
  wire                write_hit_0x0000;
  wire                read_hit_0x0004;
  wire                write_hit_0x0004;
  wire                read_hit_0x0008;
  wire                write_hit_0x0008;
  wire                read_hit_0x000c;
  wire                write_hit_0x000c;
  wire                read_hit_0x0010;
  wire                write_hit_0x0010;
  reg                 commit;
  wire                when_RegBase_l327;
  reg                 snapshot;
  wire                when_RegBase_l327_1;
  reg                 clearPeak;
  wire                when_RegBase_l327_2;
  wire                read_hit_0x0014;
  wire                write_hit_0x0014;
  wire                busy;
  wire                err;
  wire       [1:0]    reserved;
  wire       [3:0]    errCode;
  wire                read_hit_0x0018;
  wire                write_hit_0x0018;
  wire       [31:0]   commits;
  wire                read_hit_0x001c;
  wire                write_hit_0x001c;
  wire       [31:0]   refused;
  wire                read_hit_0x0080;
  wire                write_hit_0x0080;
  wire       [31:0]   adaptTicks;
  wire                read_hit_0x0020;
  wire                write_hit_0x0020;
  reg        [31:0]   min_th;
  wire                read_hit_0x0024;
  wire                write_hit_0x0024;
  reg        [31:0]   max_th;
  wire                read_hit_0x0028;
  wire                write_hit_0x0028;
  reg        [31:0]   limit;
  wire                read_hit_0x002c;
  wire                write_hit_0x002c;
  reg        [31:0]   max_p;
  wire                read_hit_0x0030;
  wire                write_hit_0x0030;
  reg        [4:0]    wlog;
  wire       [2:0]    reserved_1;
  reg        [4:0]    plog;
  wire       [2:0]    reserved_2;
  reg        [4:0]    scell_log;
  wire                read_hit_0x0034;
  wire                write_hit_0x0034;
  reg        [1:0]    mode;
  wire       [1:0]    reserved_3;
  reg                 unit;
  reg                 gentle;
  reg                 harddrop;
  reg                 nodrop;
  reg                 adaptive;
  wire                read_hit_0x0038;
  wire                write_hit_0x0038;
  reg        [31:0]   rateLo;
  wire                read_hit_0x003c;
  wire                write_hit_0x003c;
  reg        [31:0]   rateHi;
  wire                read_hit_0x0040;
  wire                write_hit_0x0040;
  reg        [31:0]   burst;
  wire                read_hit_0x0044;
  wire                write_hit_0x0044;
  reg        [31:0]   seed;
  wire                read_hit_0x0048;
  wire                write_hit_0x0048;
  reg        [15:0]   cycles_per_us;
  wire                read_hit_0x0100;
  wire                write_hit_0x0100;
  reg        [7:0]    stab_0;
  reg        [7:0]    stab_1;
  reg        [7:0]    stab_2;
  reg        [7:0]    stab_3;
  wire                read_hit_0x0104;
  wire                write_hit_0x0104;
  reg        [7:0]    stab_4;
  reg        [7:0]    stab_5;
  reg        [7:0]    stab_6;
  reg        [7:0]    stab_7;
  wire                read_hit_0x0108;
  wire                write_hit_0x0108;
  reg        [7:0]    stab_8;
  reg        [7:0]    stab_9;
  reg        [7:0]    stab_10;
  reg        [7:0]    stab_11;
  wire                read_hit_0x010c;
  wire                write_hit_0x010c;
  reg        [7:0]    stab_12;
  reg        [7:0]    stab_13;
  reg        [7:0]    stab_14;
  reg        [7:0]    stab_15;
  wire                read_hit_0x0110;
  wire                write_hit_0x0110;
  reg        [7:0]    stab_16;
  reg        [7:0]    stab_17;
  reg        [7:0]    stab_18;
  reg        [7:0]    stab_19;
  wire                read_hit_0x0114;
  wire                write_hit_0x0114;
  reg        [7:0]    stab_20;
  reg        [7:0]    stab_21;
  reg        [7:0]    stab_22;
  reg        [7:0]    stab_23;
  wire                read_hit_0x0118;
  wire                write_hit_0x0118;
  reg        [7:0]    stab_24;
  reg        [7:0]    stab_25;
  reg        [7:0]    stab_26;
  reg        [7:0]    stab_27;
  wire                read_hit_0x011c;
  wire                write_hit_0x011c;
  reg        [7:0]    stab_28;
  reg        [7:0]    stab_29;
  reg        [7:0]    stab_30;
  reg        [7:0]    stab_31;
  wire                read_hit_0x0120;
  wire                write_hit_0x0120;
  reg        [7:0]    stab_32;
  reg        [7:0]    stab_33;
  reg        [7:0]    stab_34;
  reg        [7:0]    stab_35;
  wire                read_hit_0x0124;
  wire                write_hit_0x0124;
  reg        [7:0]    stab_36;
  reg        [7:0]    stab_37;
  reg        [7:0]    stab_38;
  reg        [7:0]    stab_39;
  wire                read_hit_0x0128;
  wire                write_hit_0x0128;
  reg        [7:0]    stab_40;
  reg        [7:0]    stab_41;
  reg        [7:0]    stab_42;
  reg        [7:0]    stab_43;
  wire                read_hit_0x012c;
  wire                write_hit_0x012c;
  reg        [7:0]    stab_44;
  reg        [7:0]    stab_45;
  reg        [7:0]    stab_46;
  reg        [7:0]    stab_47;
  wire                read_hit_0x0130;
  wire                write_hit_0x0130;
  reg        [7:0]    stab_48;
  reg        [7:0]    stab_49;
  reg        [7:0]    stab_50;
  reg        [7:0]    stab_51;
  wire                read_hit_0x0134;
  wire                write_hit_0x0134;
  reg        [7:0]    stab_52;
  reg        [7:0]    stab_53;
  reg        [7:0]    stab_54;
  reg        [7:0]    stab_55;
  wire                read_hit_0x0138;
  wire                write_hit_0x0138;
  reg        [7:0]    stab_56;
  reg        [7:0]    stab_57;
  reg        [7:0]    stab_58;
  reg        [7:0]    stab_59;
  wire                read_hit_0x013c;
  wire                write_hit_0x013c;
  reg        [7:0]    stab_60;
  reg        [7:0]    stab_61;
  reg        [7:0]    stab_62;
  reg        [7:0]    stab_63;
  wire                read_hit_0x0140;
  wire                write_hit_0x0140;
  reg        [7:0]    stab_64;
  reg        [7:0]    stab_65;
  reg        [7:0]    stab_66;
  reg        [7:0]    stab_67;
  wire                read_hit_0x0144;
  wire                write_hit_0x0144;
  reg        [7:0]    stab_68;
  reg        [7:0]    stab_69;
  reg        [7:0]    stab_70;
  reg        [7:0]    stab_71;
  wire                read_hit_0x0148;
  wire                write_hit_0x0148;
  reg        [7:0]    stab_72;
  reg        [7:0]    stab_73;
  reg        [7:0]    stab_74;
  reg        [7:0]    stab_75;
  wire                read_hit_0x014c;
  wire                write_hit_0x014c;
  reg        [7:0]    stab_76;
  reg        [7:0]    stab_77;
  reg        [7:0]    stab_78;
  reg        [7:0]    stab_79;
  wire                read_hit_0x0150;
  wire                write_hit_0x0150;
  reg        [7:0]    stab_80;
  reg        [7:0]    stab_81;
  reg        [7:0]    stab_82;
  reg        [7:0]    stab_83;
  wire                read_hit_0x0154;
  wire                write_hit_0x0154;
  reg        [7:0]    stab_84;
  reg        [7:0]    stab_85;
  reg        [7:0]    stab_86;
  reg        [7:0]    stab_87;
  wire                read_hit_0x0158;
  wire                write_hit_0x0158;
  reg        [7:0]    stab_88;
  reg        [7:0]    stab_89;
  reg        [7:0]    stab_90;
  reg        [7:0]    stab_91;
  wire                read_hit_0x015c;
  wire                write_hit_0x015c;
  reg        [7:0]    stab_92;
  reg        [7:0]    stab_93;
  reg        [7:0]    stab_94;
  reg        [7:0]    stab_95;
  wire                read_hit_0x0160;
  wire                write_hit_0x0160;
  reg        [7:0]    stab_96;
  reg        [7:0]    stab_97;
  reg        [7:0]    stab_98;
  reg        [7:0]    stab_99;
  wire                read_hit_0x0164;
  wire                write_hit_0x0164;
  reg        [7:0]    stab_100;
  reg        [7:0]    stab_101;
  reg        [7:0]    stab_102;
  reg        [7:0]    stab_103;
  wire                read_hit_0x0168;
  wire                write_hit_0x0168;
  reg        [7:0]    stab_104;
  reg        [7:0]    stab_105;
  reg        [7:0]    stab_106;
  reg        [7:0]    stab_107;
  wire                read_hit_0x016c;
  wire                write_hit_0x016c;
  reg        [7:0]    stab_108;
  reg        [7:0]    stab_109;
  reg        [7:0]    stab_110;
  reg        [7:0]    stab_111;
  wire                read_hit_0x0170;
  wire                write_hit_0x0170;
  reg        [7:0]    stab_112;
  reg        [7:0]    stab_113;
  reg        [7:0]    stab_114;
  reg        [7:0]    stab_115;
  wire                read_hit_0x0174;
  wire                write_hit_0x0174;
  reg        [7:0]    stab_116;
  reg        [7:0]    stab_117;
  reg        [7:0]    stab_118;
  reg        [7:0]    stab_119;
  wire                read_hit_0x0178;
  wire                write_hit_0x0178;
  reg        [7:0]    stab_120;
  reg        [7:0]    stab_121;
  reg        [7:0]    stab_122;
  reg        [7:0]    stab_123;
  wire                read_hit_0x017c;
  wire                write_hit_0x017c;
  reg        [7:0]    stab_124;
  reg        [7:0]    stab_125;
  reg        [7:0]    stab_126;
  reg        [7:0]    stab_127;
  wire                read_hit_0x0180;
  wire                write_hit_0x0180;
  reg        [7:0]    stab_128;
  reg        [7:0]    stab_129;
  reg        [7:0]    stab_130;
  reg        [7:0]    stab_131;
  wire                read_hit_0x0184;
  wire                write_hit_0x0184;
  reg        [7:0]    stab_132;
  reg        [7:0]    stab_133;
  reg        [7:0]    stab_134;
  reg        [7:0]    stab_135;
  wire                read_hit_0x0188;
  wire                write_hit_0x0188;
  reg        [7:0]    stab_136;
  reg        [7:0]    stab_137;
  reg        [7:0]    stab_138;
  reg        [7:0]    stab_139;
  wire                read_hit_0x018c;
  wire                write_hit_0x018c;
  reg        [7:0]    stab_140;
  reg        [7:0]    stab_141;
  reg        [7:0]    stab_142;
  reg        [7:0]    stab_143;
  wire                read_hit_0x0190;
  wire                write_hit_0x0190;
  reg        [7:0]    stab_144;
  reg        [7:0]    stab_145;
  reg        [7:0]    stab_146;
  reg        [7:0]    stab_147;
  wire                read_hit_0x0194;
  wire                write_hit_0x0194;
  reg        [7:0]    stab_148;
  reg        [7:0]    stab_149;
  reg        [7:0]    stab_150;
  reg        [7:0]    stab_151;
  wire                read_hit_0x0198;
  wire                write_hit_0x0198;
  reg        [7:0]    stab_152;
  reg        [7:0]    stab_153;
  reg        [7:0]    stab_154;
  reg        [7:0]    stab_155;
  wire                read_hit_0x019c;
  wire                write_hit_0x019c;
  reg        [7:0]    stab_156;
  reg        [7:0]    stab_157;
  reg        [7:0]    stab_158;
  reg        [7:0]    stab_159;
  wire                read_hit_0x01a0;
  wire                write_hit_0x01a0;
  reg        [7:0]    stab_160;
  reg        [7:0]    stab_161;
  reg        [7:0]    stab_162;
  reg        [7:0]    stab_163;
  wire                read_hit_0x01a4;
  wire                write_hit_0x01a4;
  reg        [7:0]    stab_164;
  reg        [7:0]    stab_165;
  reg        [7:0]    stab_166;
  reg        [7:0]    stab_167;
  wire                read_hit_0x01a8;
  wire                write_hit_0x01a8;
  reg        [7:0]    stab_168;
  reg        [7:0]    stab_169;
  reg        [7:0]    stab_170;
  reg        [7:0]    stab_171;
  wire                read_hit_0x01ac;
  wire                write_hit_0x01ac;
  reg        [7:0]    stab_172;
  reg        [7:0]    stab_173;
  reg        [7:0]    stab_174;
  reg        [7:0]    stab_175;
  wire                read_hit_0x01b0;
  wire                write_hit_0x01b0;
  reg        [7:0]    stab_176;
  reg        [7:0]    stab_177;
  reg        [7:0]    stab_178;
  reg        [7:0]    stab_179;
  wire                read_hit_0x01b4;
  wire                write_hit_0x01b4;
  reg        [7:0]    stab_180;
  reg        [7:0]    stab_181;
  reg        [7:0]    stab_182;
  reg        [7:0]    stab_183;
  wire                read_hit_0x01b8;
  wire                write_hit_0x01b8;
  reg        [7:0]    stab_184;
  reg        [7:0]    stab_185;
  reg        [7:0]    stab_186;
  reg        [7:0]    stab_187;
  wire                read_hit_0x01bc;
  wire                write_hit_0x01bc;
  reg        [7:0]    stab_188;
  reg        [7:0]    stab_189;
  reg        [7:0]    stab_190;
  reg        [7:0]    stab_191;
  wire                read_hit_0x01c0;
  wire                write_hit_0x01c0;
  reg        [7:0]    stab_192;
  reg        [7:0]    stab_193;
  reg        [7:0]    stab_194;
  reg        [7:0]    stab_195;
  wire                read_hit_0x01c4;
  wire                write_hit_0x01c4;
  reg        [7:0]    stab_196;
  reg        [7:0]    stab_197;
  reg        [7:0]    stab_198;
  reg        [7:0]    stab_199;
  wire                read_hit_0x01c8;
  wire                write_hit_0x01c8;
  reg        [7:0]    stab_200;
  reg        [7:0]    stab_201;
  reg        [7:0]    stab_202;
  reg        [7:0]    stab_203;
  wire                read_hit_0x01cc;
  wire                write_hit_0x01cc;
  reg        [7:0]    stab_204;
  reg        [7:0]    stab_205;
  reg        [7:0]    stab_206;
  reg        [7:0]    stab_207;
  wire                read_hit_0x01d0;
  wire                write_hit_0x01d0;
  reg        [7:0]    stab_208;
  reg        [7:0]    stab_209;
  reg        [7:0]    stab_210;
  reg        [7:0]    stab_211;
  wire                read_hit_0x01d4;
  wire                write_hit_0x01d4;
  reg        [7:0]    stab_212;
  reg        [7:0]    stab_213;
  reg        [7:0]    stab_214;
  reg        [7:0]    stab_215;
  wire                read_hit_0x01d8;
  wire                write_hit_0x01d8;
  reg        [7:0]    stab_216;
  reg        [7:0]    stab_217;
  reg        [7:0]    stab_218;
  reg        [7:0]    stab_219;
  wire                read_hit_0x01dc;
  wire                write_hit_0x01dc;
  reg        [7:0]    stab_220;
  reg        [7:0]    stab_221;
  reg        [7:0]    stab_222;
  reg        [7:0]    stab_223;
  wire                read_hit_0x01e0;
  wire                write_hit_0x01e0;
  reg        [7:0]    stab_224;
  reg        [7:0]    stab_225;
  reg        [7:0]    stab_226;
  reg        [7:0]    stab_227;
  wire                read_hit_0x01e4;
  wire                write_hit_0x01e4;
  reg        [7:0]    stab_228;
  reg        [7:0]    stab_229;
  reg        [7:0]    stab_230;
  reg        [7:0]    stab_231;
  wire                read_hit_0x01e8;
  wire                write_hit_0x01e8;
  reg        [7:0]    stab_232;
  reg        [7:0]    stab_233;
  reg        [7:0]    stab_234;
  reg        [7:0]    stab_235;
  wire                read_hit_0x01ec;
  wire                write_hit_0x01ec;
  reg        [7:0]    stab_236;
  reg        [7:0]    stab_237;
  reg        [7:0]    stab_238;
  reg        [7:0]    stab_239;
  wire                read_hit_0x01f0;
  wire                write_hit_0x01f0;
  reg        [7:0]    stab_240;
  reg        [7:0]    stab_241;
  reg        [7:0]    stab_242;
  reg        [7:0]    stab_243;
  wire                read_hit_0x01f4;
  wire                write_hit_0x01f4;
  reg        [7:0]    stab_244;
  reg        [7:0]    stab_245;
  reg        [7:0]    stab_246;
  reg        [7:0]    stab_247;
  wire                read_hit_0x01f8;
  wire                write_hit_0x01f8;
  reg        [7:0]    stab_248;
  reg        [7:0]    stab_249;
  reg        [7:0]    stab_250;
  reg        [7:0]    stab_251;
  wire                read_hit_0x01fc;
  wire                write_hit_0x01fc;
  reg        [7:0]    stab_252;
  reg        [7:0]    stab_253;
  reg        [7:0]    stab_254;
  reg        [7:0]    stab_255;
  reg        [63:0]   snap_pkts_in;
  reg        [63:0]   snap_bytes_in;
  reg        [63:0]   snap_pkts_out;
  reg        [63:0]   snap_bytes_out;
  reg        [63:0]   snap_prob_mark;
  reg        [63:0]   snap_forced_mark;
  reg        [63:0]   snap_prob_drop;
  reg        [63:0]   snap_forced_drop;
  reg        [63:0]   snap_pdrop;
  reg        [63:0]   snap_bad;
  reg        [63:0]   snap_qavg;
  reg        [63:0]   snap_cycle;
  reg        [63:0]   snap_commit_cycle;
  reg        [31:0]   snap_backlog;
  reg        [31:0]   snap_qlen;
  reg        [31:0]   snap_peak_backlog;
  reg        [31:0]   snap_peak_qlen;
  reg        [31:0]   snap_cur_max_p;
  reg                 snap_busy;
  reg                 snap_err;
  reg        [3:0]    snap_err_code;
  reg        [31:0]   snap_commits;
  reg        [31:0]   snap_refused;
  reg        [31:0]   snap_adapt_ticks;
  wire                read_hit_0x0200;
  wire                write_hit_0x0200;
  wire       [31:0]   pkts_in_lo;
  wire                read_hit_0x0204;
  wire                write_hit_0x0204;
  wire       [31:0]   pkts_in_hi;
  wire                read_hit_0x0208;
  wire                write_hit_0x0208;
  wire       [31:0]   bytes_in_lo;
  wire                read_hit_0x020c;
  wire                write_hit_0x020c;
  wire       [31:0]   bytes_in_hi;
  wire                read_hit_0x0210;
  wire                write_hit_0x0210;
  wire       [31:0]   pkts_out_lo;
  wire                read_hit_0x0214;
  wire                write_hit_0x0214;
  wire       [31:0]   pkts_out_hi;
  wire                read_hit_0x0218;
  wire                write_hit_0x0218;
  wire       [31:0]   bytes_out_lo;
  wire                read_hit_0x021c;
  wire                write_hit_0x021c;
  wire       [31:0]   bytes_out_hi;
  wire                read_hit_0x0220;
  wire                write_hit_0x0220;
  wire       [31:0]   prob_mark_lo;
  wire                read_hit_0x0224;
  wire                write_hit_0x0224;
  wire       [31:0]   prob_mark_hi;
  wire                read_hit_0x0228;
  wire                write_hit_0x0228;
  wire       [31:0]   forced_mark_lo;
  wire                read_hit_0x022c;
  wire                write_hit_0x022c;
  wire       [31:0]   forced_mark_hi;
  wire                read_hit_0x0230;
  wire                write_hit_0x0230;
  wire       [31:0]   prob_drop_lo;
  wire                read_hit_0x0234;
  wire                write_hit_0x0234;
  wire       [31:0]   prob_drop_hi;
  wire                read_hit_0x0238;
  wire                write_hit_0x0238;
  wire       [31:0]   forced_drop_lo;
  wire                read_hit_0x023c;
  wire                write_hit_0x023c;
  wire       [31:0]   forced_drop_hi;
  wire                read_hit_0x0240;
  wire                write_hit_0x0240;
  wire       [31:0]   pdrop_lo;
  wire                read_hit_0x0244;
  wire                write_hit_0x0244;
  wire       [31:0]   pdrop_hi;
  wire                read_hit_0x0248;
  wire                write_hit_0x0248;
  wire       [31:0]   bad_lo;
  wire                read_hit_0x024c;
  wire                write_hit_0x024c;
  wire       [31:0]   bad_hi;
  wire                read_hit_0x0250;
  wire                write_hit_0x0250;
  wire       [31:0]   qavg_lo;
  wire                read_hit_0x0254;
  wire                write_hit_0x0254;
  wire       [31:0]   qavg_hi;
  wire                read_hit_0x0258;
  wire                write_hit_0x0258;
  wire       [31:0]   cycle_lo;
  wire                read_hit_0x025c;
  wire                write_hit_0x025c;
  wire       [31:0]   cycle_hi;
  wire                read_hit_0x0260;
  wire                write_hit_0x0260;
  wire       [31:0]   commit_cycle_lo;
  wire                read_hit_0x0264;
  wire                write_hit_0x0264;
  wire       [31:0]   commit_cycle_hi;
  wire                read_hit_0x0268;
  wire                write_hit_0x0268;
  wire       [31:0]   backlog;
  wire                read_hit_0x026c;
  wire                write_hit_0x026c;
  wire       [31:0]   qlen;
  wire                read_hit_0x0270;
  wire                write_hit_0x0270;
  wire       [31:0]   peak_backlog;
  wire                read_hit_0x0274;
  wire                write_hit_0x0274;
  wire       [31:0]   peak_qlen;
  wire                read_hit_0x0278;
  wire                write_hit_0x0278;
  wire       [31:0]   cur_max_p;
  wire       [11:0]   switch_BusIf_l288;

  assign _zz_unit = ((unit & busif_wmaskn[4 : 4]) | (busif_axiW_payload_data[4 : 4] & busif_wmask[4 : 4]));
  assign _zz_gentle = ((gentle & busif_wmaskn[5 : 5]) | (busif_axiW_payload_data[5 : 5] & busif_wmask[5 : 5]));
  assign _zz_harddrop = ((harddrop & busif_wmaskn[6 : 6]) | (busif_axiW_payload_data[6 : 6] & busif_wmask[6 : 6]));
  assign _zz_nodrop = ((nodrop & busif_wmaskn[7 : 7]) | (busif_axiW_payload_data[7 : 7] & busif_wmask[7 : 7]));
  assign _zz_adaptive = ((adaptive & busif_wmaskn[8 : 8]) | (busif_axiW_payload_data[8 : 8] & busif_wmask[8 : 8]));
  always @(*) begin
    io_axil_ar_ready = busif_axiAr_ready;
    if(when_Stream_l477) begin
      io_axil_ar_ready = 1'b1;
    end
  end

  assign when_Stream_l477 = (! busif_axiAr_valid);
  assign busif_axiAr_valid = io_axil_ar_rValid;
  assign busif_axiAr_payload_addr = io_axil_ar_rData_addr;
  assign busif_axiAr_payload_prot = io_axil_ar_rData_prot;
  always @(*) begin
    io_axil_aw_ready = busif_axiAw_ready;
    if(when_Stream_l477_1) begin
      io_axil_aw_ready = 1'b1;
    end
  end

  assign when_Stream_l477_1 = (! busif_axiAw_valid);
  assign busif_axiAw_valid = io_axil_aw_rValid;
  assign busif_axiAw_payload_addr = io_axil_aw_rData_addr;
  assign busif_axiAw_payload_prot = io_axil_aw_rData_prot;
  always @(*) begin
    io_axil_w_ready = busif_axiW_ready;
    if(when_Stream_l477_2) begin
      io_axil_w_ready = 1'b1;
    end
  end

  assign when_Stream_l477_2 = (! busif_axiW_valid);
  assign busif_axiW_valid = io_axil_w_rValid;
  assign busif_axiW_payload_data = io_axil_w_rData_data;
  assign busif_axiW_payload_strb = io_axil_w_rData_strb;
  assign busif_wstrb = (busif_axiAr_valid ? 4'b1111 : busif_axiW_payload_strb);
  always @(*) begin
    busif_wmask[7 : 0] = (busif_wstrb[0] ? 8'hff : 8'h0);
    busif_wmask[15 : 8] = (busif_wstrb[1] ? 8'hff : 8'h0);
    busif_wmask[23 : 16] = (busif_wstrb[2] ? 8'hff : 8'h0);
    busif_wmask[31 : 24] = (busif_wstrb[3] ? 8'hff : 8'h0);
  end

  always @(*) begin
    busif_wmaskn[7 : 0] = (busif_wstrb[0] ? 8'h0 : 8'hff);
    busif_wmaskn[15 : 8] = (busif_wstrb[1] ? 8'h0 : 8'hff);
    busif_wmaskn[23 : 16] = (busif_wstrb[2] ? 8'h0 : 8'hff);
    busif_wmaskn[31 : 24] = (busif_wstrb[3] ? 8'h0 : 8'hff);
  end

  always @(*) begin
    if(busif_reg_rderr) begin
      busif_axiR_payload_resp = 2'b10;
    end else begin
      busif_axiR_payload_resp = 2'b00;
    end
  end

  assign busif_axiR_valid = busif_axiRValid;
  assign busif_axiR_payload_data = busif_bus_rdata;
  assign busif_axiB_payload_resp = 2'b00;
  assign busif_axiB_valid = busif_axiBValid;
  assign io_axil_r_valid = busif_axiR_valid;
  assign busif_axiR_ready = io_axil_r_ready;
  assign io_axil_r_payload_data = busif_axiR_payload_data;
  assign io_axil_r_payload_resp = busif_axiR_payload_resp;
  assign io_axil_b_valid = busif_axiB_valid;
  assign busif_axiB_ready = io_axil_b_ready;
  assign io_axil_b_payload_resp = busif_axiB_payload_resp;
  assign busif_askWrite = (busif_axiAw_valid && busif_axiW_valid);
  assign busif_askRead = (busif_axiAr_valid || (busif_axiR_valid && (! busif_axiR_ready)));
  assign busif_doWrite = (busif_askWrite && ((! busif_axiB_valid) || busif_axiB_ready));
  assign busif_doRead = (busif_axiAr_valid && ((! busif_axiR_valid) || busif_axiR_ready));
  assign busif_axiAr_ready = busif_doRead;
  assign busif_axiAw_ready = busif_doWrite;
  assign busif_axiW_ready = busif_doWrite;
  assign read_hit_0x0000 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h0) && busif_doRead);
  assign write_hit_0x0000 = ((busif_axiAw_payload_addr == 12'h0) && busif_doWrite);
  assign read_hit_0x0004 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h004) && busif_doRead);
  assign write_hit_0x0004 = ((busif_axiAw_payload_addr == 12'h004) && busif_doWrite);
  assign read_hit_0x0008 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h008) && busif_doRead);
  assign write_hit_0x0008 = ((busif_axiAw_payload_addr == 12'h008) && busif_doWrite);
  assign read_hit_0x000c = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h00c) && busif_doRead);
  assign write_hit_0x000c = ((busif_axiAw_payload_addr == 12'h00c) && busif_doWrite);
  assign read_hit_0x0010 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h010) && busif_doRead);
  assign write_hit_0x0010 = ((busif_axiAw_payload_addr == 12'h010) && busif_doWrite);
  assign when_RegBase_l327 = (write_hit_0x0010 && (busif_axiW_payload_data[0] && busif_wmask[0]));
  assign when_RegBase_l327_1 = (write_hit_0x0010 && (busif_axiW_payload_data[1] && busif_wmask[1]));
  assign when_RegBase_l327_2 = (write_hit_0x0010 && (busif_axiW_payload_data[2] && busif_wmask[2]));
  assign io_commit = commit;
  assign io_clearPeak = clearPeak;
  assign read_hit_0x0014 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h014) && busif_doRead);
  assign write_hit_0x0014 = ((busif_axiAw_payload_addr == 12'h014) && busif_doWrite);
  assign reserved = 2'b00;
  assign busy = io_status_busy;
  assign err = io_status_err;
  assign errCode = io_status_err_code;
  assign read_hit_0x0018 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h018) && busif_doRead);
  assign write_hit_0x0018 = ((busif_axiAw_payload_addr == 12'h018) && busif_doWrite);
  assign commits = io_status_commits;
  assign read_hit_0x001c = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h01c) && busif_doRead);
  assign write_hit_0x001c = ((busif_axiAw_payload_addr == 12'h01c) && busif_doWrite);
  assign refused = io_status_refused;
  assign read_hit_0x0080 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h080) && busif_doRead);
  assign write_hit_0x0080 = ((busif_axiAw_payload_addr == 12'h080) && busif_doWrite);
  assign adaptTicks = io_status_adapt_ticks;
  assign read_hit_0x0020 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h020) && busif_doRead);
  assign write_hit_0x0020 = ((busif_axiAw_payload_addr == 12'h020) && busif_doWrite);
  assign io_knobs_min_th = min_th;
  assign read_hit_0x0024 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h024) && busif_doRead);
  assign write_hit_0x0024 = ((busif_axiAw_payload_addr == 12'h024) && busif_doWrite);
  assign io_knobs_max_th = max_th;
  assign read_hit_0x0028 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h028) && busif_doRead);
  assign write_hit_0x0028 = ((busif_axiAw_payload_addr == 12'h028) && busif_doWrite);
  assign io_knobs_limit = limit;
  assign read_hit_0x002c = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h02c) && busif_doRead);
  assign write_hit_0x002c = ((busif_axiAw_payload_addr == 12'h02c) && busif_doWrite);
  assign io_knobs_max_p = max_p;
  assign read_hit_0x0030 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h030) && busif_doRead);
  assign write_hit_0x0030 = ((busif_axiAw_payload_addr == 12'h030) && busif_doWrite);
  assign io_knobs_wlog = wlog;
  assign reserved_1 = 3'b000;
  assign io_knobs_plog = plog;
  assign reserved_2 = 3'b000;
  assign io_knobs_scell_log = scell_log;
  assign read_hit_0x0034 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h034) && busif_doRead);
  assign write_hit_0x0034 = ((busif_axiAw_payload_addr == 12'h034) && busif_doWrite);
  assign io_knobs_mode = mode;
  assign reserved_3 = 2'b00;
  assign io_knobs_unit = unit;
  assign io_knobs_gentle = gentle;
  assign io_knobs_harddrop = harddrop;
  assign io_knobs_nodrop = nodrop;
  assign io_knobs_adaptive = adaptive;
  assign read_hit_0x0038 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h038) && busif_doRead);
  assign write_hit_0x0038 = ((busif_axiAw_payload_addr == 12'h038) && busif_doWrite);
  assign read_hit_0x003c = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h03c) && busif_doRead);
  assign write_hit_0x003c = ((busif_axiAw_payload_addr == 12'h03c) && busif_doWrite);
  assign io_knobs_rate = {rateHi,rateLo};
  assign read_hit_0x0040 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h040) && busif_doRead);
  assign write_hit_0x0040 = ((busif_axiAw_payload_addr == 12'h040) && busif_doWrite);
  assign io_knobs_burst = burst;
  assign read_hit_0x0044 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h044) && busif_doRead);
  assign write_hit_0x0044 = ((busif_axiAw_payload_addr == 12'h044) && busif_doWrite);
  assign io_knobs_seed = seed;
  assign read_hit_0x0048 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h048) && busif_doRead);
  assign write_hit_0x0048 = ((busif_axiAw_payload_addr == 12'h048) && busif_doWrite);
  assign io_knobs_cycles_per_us = cycles_per_us;
  assign read_hit_0x0100 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h100) && busif_doRead);
  assign write_hit_0x0100 = ((busif_axiAw_payload_addr == 12'h100) && busif_doWrite);
  assign io_knobs_stab_0 = stab_0;
  assign io_knobs_stab_1 = stab_1;
  assign io_knobs_stab_2 = stab_2;
  assign io_knobs_stab_3 = stab_3;
  assign read_hit_0x0104 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h104) && busif_doRead);
  assign write_hit_0x0104 = ((busif_axiAw_payload_addr == 12'h104) && busif_doWrite);
  assign io_knobs_stab_4 = stab_4;
  assign io_knobs_stab_5 = stab_5;
  assign io_knobs_stab_6 = stab_6;
  assign io_knobs_stab_7 = stab_7;
  assign read_hit_0x0108 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h108) && busif_doRead);
  assign write_hit_0x0108 = ((busif_axiAw_payload_addr == 12'h108) && busif_doWrite);
  assign io_knobs_stab_8 = stab_8;
  assign io_knobs_stab_9 = stab_9;
  assign io_knobs_stab_10 = stab_10;
  assign io_knobs_stab_11 = stab_11;
  assign read_hit_0x010c = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h10c) && busif_doRead);
  assign write_hit_0x010c = ((busif_axiAw_payload_addr == 12'h10c) && busif_doWrite);
  assign io_knobs_stab_12 = stab_12;
  assign io_knobs_stab_13 = stab_13;
  assign io_knobs_stab_14 = stab_14;
  assign io_knobs_stab_15 = stab_15;
  assign read_hit_0x0110 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h110) && busif_doRead);
  assign write_hit_0x0110 = ((busif_axiAw_payload_addr == 12'h110) && busif_doWrite);
  assign io_knobs_stab_16 = stab_16;
  assign io_knobs_stab_17 = stab_17;
  assign io_knobs_stab_18 = stab_18;
  assign io_knobs_stab_19 = stab_19;
  assign read_hit_0x0114 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h114) && busif_doRead);
  assign write_hit_0x0114 = ((busif_axiAw_payload_addr == 12'h114) && busif_doWrite);
  assign io_knobs_stab_20 = stab_20;
  assign io_knobs_stab_21 = stab_21;
  assign io_knobs_stab_22 = stab_22;
  assign io_knobs_stab_23 = stab_23;
  assign read_hit_0x0118 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h118) && busif_doRead);
  assign write_hit_0x0118 = ((busif_axiAw_payload_addr == 12'h118) && busif_doWrite);
  assign io_knobs_stab_24 = stab_24;
  assign io_knobs_stab_25 = stab_25;
  assign io_knobs_stab_26 = stab_26;
  assign io_knobs_stab_27 = stab_27;
  assign read_hit_0x011c = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h11c) && busif_doRead);
  assign write_hit_0x011c = ((busif_axiAw_payload_addr == 12'h11c) && busif_doWrite);
  assign io_knobs_stab_28 = stab_28;
  assign io_knobs_stab_29 = stab_29;
  assign io_knobs_stab_30 = stab_30;
  assign io_knobs_stab_31 = stab_31;
  assign read_hit_0x0120 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h120) && busif_doRead);
  assign write_hit_0x0120 = ((busif_axiAw_payload_addr == 12'h120) && busif_doWrite);
  assign io_knobs_stab_32 = stab_32;
  assign io_knobs_stab_33 = stab_33;
  assign io_knobs_stab_34 = stab_34;
  assign io_knobs_stab_35 = stab_35;
  assign read_hit_0x0124 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h124) && busif_doRead);
  assign write_hit_0x0124 = ((busif_axiAw_payload_addr == 12'h124) && busif_doWrite);
  assign io_knobs_stab_36 = stab_36;
  assign io_knobs_stab_37 = stab_37;
  assign io_knobs_stab_38 = stab_38;
  assign io_knobs_stab_39 = stab_39;
  assign read_hit_0x0128 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h128) && busif_doRead);
  assign write_hit_0x0128 = ((busif_axiAw_payload_addr == 12'h128) && busif_doWrite);
  assign io_knobs_stab_40 = stab_40;
  assign io_knobs_stab_41 = stab_41;
  assign io_knobs_stab_42 = stab_42;
  assign io_knobs_stab_43 = stab_43;
  assign read_hit_0x012c = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h12c) && busif_doRead);
  assign write_hit_0x012c = ((busif_axiAw_payload_addr == 12'h12c) && busif_doWrite);
  assign io_knobs_stab_44 = stab_44;
  assign io_knobs_stab_45 = stab_45;
  assign io_knobs_stab_46 = stab_46;
  assign io_knobs_stab_47 = stab_47;
  assign read_hit_0x0130 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h130) && busif_doRead);
  assign write_hit_0x0130 = ((busif_axiAw_payload_addr == 12'h130) && busif_doWrite);
  assign io_knobs_stab_48 = stab_48;
  assign io_knobs_stab_49 = stab_49;
  assign io_knobs_stab_50 = stab_50;
  assign io_knobs_stab_51 = stab_51;
  assign read_hit_0x0134 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h134) && busif_doRead);
  assign write_hit_0x0134 = ((busif_axiAw_payload_addr == 12'h134) && busif_doWrite);
  assign io_knobs_stab_52 = stab_52;
  assign io_knobs_stab_53 = stab_53;
  assign io_knobs_stab_54 = stab_54;
  assign io_knobs_stab_55 = stab_55;
  assign read_hit_0x0138 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h138) && busif_doRead);
  assign write_hit_0x0138 = ((busif_axiAw_payload_addr == 12'h138) && busif_doWrite);
  assign io_knobs_stab_56 = stab_56;
  assign io_knobs_stab_57 = stab_57;
  assign io_knobs_stab_58 = stab_58;
  assign io_knobs_stab_59 = stab_59;
  assign read_hit_0x013c = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h13c) && busif_doRead);
  assign write_hit_0x013c = ((busif_axiAw_payload_addr == 12'h13c) && busif_doWrite);
  assign io_knobs_stab_60 = stab_60;
  assign io_knobs_stab_61 = stab_61;
  assign io_knobs_stab_62 = stab_62;
  assign io_knobs_stab_63 = stab_63;
  assign read_hit_0x0140 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h140) && busif_doRead);
  assign write_hit_0x0140 = ((busif_axiAw_payload_addr == 12'h140) && busif_doWrite);
  assign io_knobs_stab_64 = stab_64;
  assign io_knobs_stab_65 = stab_65;
  assign io_knobs_stab_66 = stab_66;
  assign io_knobs_stab_67 = stab_67;
  assign read_hit_0x0144 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h144) && busif_doRead);
  assign write_hit_0x0144 = ((busif_axiAw_payload_addr == 12'h144) && busif_doWrite);
  assign io_knobs_stab_68 = stab_68;
  assign io_knobs_stab_69 = stab_69;
  assign io_knobs_stab_70 = stab_70;
  assign io_knobs_stab_71 = stab_71;
  assign read_hit_0x0148 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h148) && busif_doRead);
  assign write_hit_0x0148 = ((busif_axiAw_payload_addr == 12'h148) && busif_doWrite);
  assign io_knobs_stab_72 = stab_72;
  assign io_knobs_stab_73 = stab_73;
  assign io_knobs_stab_74 = stab_74;
  assign io_knobs_stab_75 = stab_75;
  assign read_hit_0x014c = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h14c) && busif_doRead);
  assign write_hit_0x014c = ((busif_axiAw_payload_addr == 12'h14c) && busif_doWrite);
  assign io_knobs_stab_76 = stab_76;
  assign io_knobs_stab_77 = stab_77;
  assign io_knobs_stab_78 = stab_78;
  assign io_knobs_stab_79 = stab_79;
  assign read_hit_0x0150 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h150) && busif_doRead);
  assign write_hit_0x0150 = ((busif_axiAw_payload_addr == 12'h150) && busif_doWrite);
  assign io_knobs_stab_80 = stab_80;
  assign io_knobs_stab_81 = stab_81;
  assign io_knobs_stab_82 = stab_82;
  assign io_knobs_stab_83 = stab_83;
  assign read_hit_0x0154 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h154) && busif_doRead);
  assign write_hit_0x0154 = ((busif_axiAw_payload_addr == 12'h154) && busif_doWrite);
  assign io_knobs_stab_84 = stab_84;
  assign io_knobs_stab_85 = stab_85;
  assign io_knobs_stab_86 = stab_86;
  assign io_knobs_stab_87 = stab_87;
  assign read_hit_0x0158 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h158) && busif_doRead);
  assign write_hit_0x0158 = ((busif_axiAw_payload_addr == 12'h158) && busif_doWrite);
  assign io_knobs_stab_88 = stab_88;
  assign io_knobs_stab_89 = stab_89;
  assign io_knobs_stab_90 = stab_90;
  assign io_knobs_stab_91 = stab_91;
  assign read_hit_0x015c = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h15c) && busif_doRead);
  assign write_hit_0x015c = ((busif_axiAw_payload_addr == 12'h15c) && busif_doWrite);
  assign io_knobs_stab_92 = stab_92;
  assign io_knobs_stab_93 = stab_93;
  assign io_knobs_stab_94 = stab_94;
  assign io_knobs_stab_95 = stab_95;
  assign read_hit_0x0160 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h160) && busif_doRead);
  assign write_hit_0x0160 = ((busif_axiAw_payload_addr == 12'h160) && busif_doWrite);
  assign io_knobs_stab_96 = stab_96;
  assign io_knobs_stab_97 = stab_97;
  assign io_knobs_stab_98 = stab_98;
  assign io_knobs_stab_99 = stab_99;
  assign read_hit_0x0164 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h164) && busif_doRead);
  assign write_hit_0x0164 = ((busif_axiAw_payload_addr == 12'h164) && busif_doWrite);
  assign io_knobs_stab_100 = stab_100;
  assign io_knobs_stab_101 = stab_101;
  assign io_knobs_stab_102 = stab_102;
  assign io_knobs_stab_103 = stab_103;
  assign read_hit_0x0168 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h168) && busif_doRead);
  assign write_hit_0x0168 = ((busif_axiAw_payload_addr == 12'h168) && busif_doWrite);
  assign io_knobs_stab_104 = stab_104;
  assign io_knobs_stab_105 = stab_105;
  assign io_knobs_stab_106 = stab_106;
  assign io_knobs_stab_107 = stab_107;
  assign read_hit_0x016c = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h16c) && busif_doRead);
  assign write_hit_0x016c = ((busif_axiAw_payload_addr == 12'h16c) && busif_doWrite);
  assign io_knobs_stab_108 = stab_108;
  assign io_knobs_stab_109 = stab_109;
  assign io_knobs_stab_110 = stab_110;
  assign io_knobs_stab_111 = stab_111;
  assign read_hit_0x0170 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h170) && busif_doRead);
  assign write_hit_0x0170 = ((busif_axiAw_payload_addr == 12'h170) && busif_doWrite);
  assign io_knobs_stab_112 = stab_112;
  assign io_knobs_stab_113 = stab_113;
  assign io_knobs_stab_114 = stab_114;
  assign io_knobs_stab_115 = stab_115;
  assign read_hit_0x0174 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h174) && busif_doRead);
  assign write_hit_0x0174 = ((busif_axiAw_payload_addr == 12'h174) && busif_doWrite);
  assign io_knobs_stab_116 = stab_116;
  assign io_knobs_stab_117 = stab_117;
  assign io_knobs_stab_118 = stab_118;
  assign io_knobs_stab_119 = stab_119;
  assign read_hit_0x0178 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h178) && busif_doRead);
  assign write_hit_0x0178 = ((busif_axiAw_payload_addr == 12'h178) && busif_doWrite);
  assign io_knobs_stab_120 = stab_120;
  assign io_knobs_stab_121 = stab_121;
  assign io_knobs_stab_122 = stab_122;
  assign io_knobs_stab_123 = stab_123;
  assign read_hit_0x017c = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h17c) && busif_doRead);
  assign write_hit_0x017c = ((busif_axiAw_payload_addr == 12'h17c) && busif_doWrite);
  assign io_knobs_stab_124 = stab_124;
  assign io_knobs_stab_125 = stab_125;
  assign io_knobs_stab_126 = stab_126;
  assign io_knobs_stab_127 = stab_127;
  assign read_hit_0x0180 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h180) && busif_doRead);
  assign write_hit_0x0180 = ((busif_axiAw_payload_addr == 12'h180) && busif_doWrite);
  assign io_knobs_stab_128 = stab_128;
  assign io_knobs_stab_129 = stab_129;
  assign io_knobs_stab_130 = stab_130;
  assign io_knobs_stab_131 = stab_131;
  assign read_hit_0x0184 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h184) && busif_doRead);
  assign write_hit_0x0184 = ((busif_axiAw_payload_addr == 12'h184) && busif_doWrite);
  assign io_knobs_stab_132 = stab_132;
  assign io_knobs_stab_133 = stab_133;
  assign io_knobs_stab_134 = stab_134;
  assign io_knobs_stab_135 = stab_135;
  assign read_hit_0x0188 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h188) && busif_doRead);
  assign write_hit_0x0188 = ((busif_axiAw_payload_addr == 12'h188) && busif_doWrite);
  assign io_knobs_stab_136 = stab_136;
  assign io_knobs_stab_137 = stab_137;
  assign io_knobs_stab_138 = stab_138;
  assign io_knobs_stab_139 = stab_139;
  assign read_hit_0x018c = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h18c) && busif_doRead);
  assign write_hit_0x018c = ((busif_axiAw_payload_addr == 12'h18c) && busif_doWrite);
  assign io_knobs_stab_140 = stab_140;
  assign io_knobs_stab_141 = stab_141;
  assign io_knobs_stab_142 = stab_142;
  assign io_knobs_stab_143 = stab_143;
  assign read_hit_0x0190 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h190) && busif_doRead);
  assign write_hit_0x0190 = ((busif_axiAw_payload_addr == 12'h190) && busif_doWrite);
  assign io_knobs_stab_144 = stab_144;
  assign io_knobs_stab_145 = stab_145;
  assign io_knobs_stab_146 = stab_146;
  assign io_knobs_stab_147 = stab_147;
  assign read_hit_0x0194 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h194) && busif_doRead);
  assign write_hit_0x0194 = ((busif_axiAw_payload_addr == 12'h194) && busif_doWrite);
  assign io_knobs_stab_148 = stab_148;
  assign io_knobs_stab_149 = stab_149;
  assign io_knobs_stab_150 = stab_150;
  assign io_knobs_stab_151 = stab_151;
  assign read_hit_0x0198 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h198) && busif_doRead);
  assign write_hit_0x0198 = ((busif_axiAw_payload_addr == 12'h198) && busif_doWrite);
  assign io_knobs_stab_152 = stab_152;
  assign io_knobs_stab_153 = stab_153;
  assign io_knobs_stab_154 = stab_154;
  assign io_knobs_stab_155 = stab_155;
  assign read_hit_0x019c = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h19c) && busif_doRead);
  assign write_hit_0x019c = ((busif_axiAw_payload_addr == 12'h19c) && busif_doWrite);
  assign io_knobs_stab_156 = stab_156;
  assign io_knobs_stab_157 = stab_157;
  assign io_knobs_stab_158 = stab_158;
  assign io_knobs_stab_159 = stab_159;
  assign read_hit_0x01a0 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h1a0) && busif_doRead);
  assign write_hit_0x01a0 = ((busif_axiAw_payload_addr == 12'h1a0) && busif_doWrite);
  assign io_knobs_stab_160 = stab_160;
  assign io_knobs_stab_161 = stab_161;
  assign io_knobs_stab_162 = stab_162;
  assign io_knobs_stab_163 = stab_163;
  assign read_hit_0x01a4 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h1a4) && busif_doRead);
  assign write_hit_0x01a4 = ((busif_axiAw_payload_addr == 12'h1a4) && busif_doWrite);
  assign io_knobs_stab_164 = stab_164;
  assign io_knobs_stab_165 = stab_165;
  assign io_knobs_stab_166 = stab_166;
  assign io_knobs_stab_167 = stab_167;
  assign read_hit_0x01a8 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h1a8) && busif_doRead);
  assign write_hit_0x01a8 = ((busif_axiAw_payload_addr == 12'h1a8) && busif_doWrite);
  assign io_knobs_stab_168 = stab_168;
  assign io_knobs_stab_169 = stab_169;
  assign io_knobs_stab_170 = stab_170;
  assign io_knobs_stab_171 = stab_171;
  assign read_hit_0x01ac = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h1ac) && busif_doRead);
  assign write_hit_0x01ac = ((busif_axiAw_payload_addr == 12'h1ac) && busif_doWrite);
  assign io_knobs_stab_172 = stab_172;
  assign io_knobs_stab_173 = stab_173;
  assign io_knobs_stab_174 = stab_174;
  assign io_knobs_stab_175 = stab_175;
  assign read_hit_0x01b0 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h1b0) && busif_doRead);
  assign write_hit_0x01b0 = ((busif_axiAw_payload_addr == 12'h1b0) && busif_doWrite);
  assign io_knobs_stab_176 = stab_176;
  assign io_knobs_stab_177 = stab_177;
  assign io_knobs_stab_178 = stab_178;
  assign io_knobs_stab_179 = stab_179;
  assign read_hit_0x01b4 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h1b4) && busif_doRead);
  assign write_hit_0x01b4 = ((busif_axiAw_payload_addr == 12'h1b4) && busif_doWrite);
  assign io_knobs_stab_180 = stab_180;
  assign io_knobs_stab_181 = stab_181;
  assign io_knobs_stab_182 = stab_182;
  assign io_knobs_stab_183 = stab_183;
  assign read_hit_0x01b8 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h1b8) && busif_doRead);
  assign write_hit_0x01b8 = ((busif_axiAw_payload_addr == 12'h1b8) && busif_doWrite);
  assign io_knobs_stab_184 = stab_184;
  assign io_knobs_stab_185 = stab_185;
  assign io_knobs_stab_186 = stab_186;
  assign io_knobs_stab_187 = stab_187;
  assign read_hit_0x01bc = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h1bc) && busif_doRead);
  assign write_hit_0x01bc = ((busif_axiAw_payload_addr == 12'h1bc) && busif_doWrite);
  assign io_knobs_stab_188 = stab_188;
  assign io_knobs_stab_189 = stab_189;
  assign io_knobs_stab_190 = stab_190;
  assign io_knobs_stab_191 = stab_191;
  assign read_hit_0x01c0 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h1c0) && busif_doRead);
  assign write_hit_0x01c0 = ((busif_axiAw_payload_addr == 12'h1c0) && busif_doWrite);
  assign io_knobs_stab_192 = stab_192;
  assign io_knobs_stab_193 = stab_193;
  assign io_knobs_stab_194 = stab_194;
  assign io_knobs_stab_195 = stab_195;
  assign read_hit_0x01c4 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h1c4) && busif_doRead);
  assign write_hit_0x01c4 = ((busif_axiAw_payload_addr == 12'h1c4) && busif_doWrite);
  assign io_knobs_stab_196 = stab_196;
  assign io_knobs_stab_197 = stab_197;
  assign io_knobs_stab_198 = stab_198;
  assign io_knobs_stab_199 = stab_199;
  assign read_hit_0x01c8 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h1c8) && busif_doRead);
  assign write_hit_0x01c8 = ((busif_axiAw_payload_addr == 12'h1c8) && busif_doWrite);
  assign io_knobs_stab_200 = stab_200;
  assign io_knobs_stab_201 = stab_201;
  assign io_knobs_stab_202 = stab_202;
  assign io_knobs_stab_203 = stab_203;
  assign read_hit_0x01cc = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h1cc) && busif_doRead);
  assign write_hit_0x01cc = ((busif_axiAw_payload_addr == 12'h1cc) && busif_doWrite);
  assign io_knobs_stab_204 = stab_204;
  assign io_knobs_stab_205 = stab_205;
  assign io_knobs_stab_206 = stab_206;
  assign io_knobs_stab_207 = stab_207;
  assign read_hit_0x01d0 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h1d0) && busif_doRead);
  assign write_hit_0x01d0 = ((busif_axiAw_payload_addr == 12'h1d0) && busif_doWrite);
  assign io_knobs_stab_208 = stab_208;
  assign io_knobs_stab_209 = stab_209;
  assign io_knobs_stab_210 = stab_210;
  assign io_knobs_stab_211 = stab_211;
  assign read_hit_0x01d4 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h1d4) && busif_doRead);
  assign write_hit_0x01d4 = ((busif_axiAw_payload_addr == 12'h1d4) && busif_doWrite);
  assign io_knobs_stab_212 = stab_212;
  assign io_knobs_stab_213 = stab_213;
  assign io_knobs_stab_214 = stab_214;
  assign io_knobs_stab_215 = stab_215;
  assign read_hit_0x01d8 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h1d8) && busif_doRead);
  assign write_hit_0x01d8 = ((busif_axiAw_payload_addr == 12'h1d8) && busif_doWrite);
  assign io_knobs_stab_216 = stab_216;
  assign io_knobs_stab_217 = stab_217;
  assign io_knobs_stab_218 = stab_218;
  assign io_knobs_stab_219 = stab_219;
  assign read_hit_0x01dc = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h1dc) && busif_doRead);
  assign write_hit_0x01dc = ((busif_axiAw_payload_addr == 12'h1dc) && busif_doWrite);
  assign io_knobs_stab_220 = stab_220;
  assign io_knobs_stab_221 = stab_221;
  assign io_knobs_stab_222 = stab_222;
  assign io_knobs_stab_223 = stab_223;
  assign read_hit_0x01e0 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h1e0) && busif_doRead);
  assign write_hit_0x01e0 = ((busif_axiAw_payload_addr == 12'h1e0) && busif_doWrite);
  assign io_knobs_stab_224 = stab_224;
  assign io_knobs_stab_225 = stab_225;
  assign io_knobs_stab_226 = stab_226;
  assign io_knobs_stab_227 = stab_227;
  assign read_hit_0x01e4 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h1e4) && busif_doRead);
  assign write_hit_0x01e4 = ((busif_axiAw_payload_addr == 12'h1e4) && busif_doWrite);
  assign io_knobs_stab_228 = stab_228;
  assign io_knobs_stab_229 = stab_229;
  assign io_knobs_stab_230 = stab_230;
  assign io_knobs_stab_231 = stab_231;
  assign read_hit_0x01e8 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h1e8) && busif_doRead);
  assign write_hit_0x01e8 = ((busif_axiAw_payload_addr == 12'h1e8) && busif_doWrite);
  assign io_knobs_stab_232 = stab_232;
  assign io_knobs_stab_233 = stab_233;
  assign io_knobs_stab_234 = stab_234;
  assign io_knobs_stab_235 = stab_235;
  assign read_hit_0x01ec = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h1ec) && busif_doRead);
  assign write_hit_0x01ec = ((busif_axiAw_payload_addr == 12'h1ec) && busif_doWrite);
  assign io_knobs_stab_236 = stab_236;
  assign io_knobs_stab_237 = stab_237;
  assign io_knobs_stab_238 = stab_238;
  assign io_knobs_stab_239 = stab_239;
  assign read_hit_0x01f0 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h1f0) && busif_doRead);
  assign write_hit_0x01f0 = ((busif_axiAw_payload_addr == 12'h1f0) && busif_doWrite);
  assign io_knobs_stab_240 = stab_240;
  assign io_knobs_stab_241 = stab_241;
  assign io_knobs_stab_242 = stab_242;
  assign io_knobs_stab_243 = stab_243;
  assign read_hit_0x01f4 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h1f4) && busif_doRead);
  assign write_hit_0x01f4 = ((busif_axiAw_payload_addr == 12'h1f4) && busif_doWrite);
  assign io_knobs_stab_244 = stab_244;
  assign io_knobs_stab_245 = stab_245;
  assign io_knobs_stab_246 = stab_246;
  assign io_knobs_stab_247 = stab_247;
  assign read_hit_0x01f8 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h1f8) && busif_doRead);
  assign write_hit_0x01f8 = ((busif_axiAw_payload_addr == 12'h1f8) && busif_doWrite);
  assign io_knobs_stab_248 = stab_248;
  assign io_knobs_stab_249 = stab_249;
  assign io_knobs_stab_250 = stab_250;
  assign io_knobs_stab_251 = stab_251;
  assign read_hit_0x01fc = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h1fc) && busif_doRead);
  assign write_hit_0x01fc = ((busif_axiAw_payload_addr == 12'h1fc) && busif_doWrite);
  assign io_knobs_stab_252 = stab_252;
  assign io_knobs_stab_253 = stab_253;
  assign io_knobs_stab_254 = stab_254;
  assign io_knobs_stab_255 = stab_255;
  assign read_hit_0x0200 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h200) && busif_doRead);
  assign write_hit_0x0200 = ((busif_axiAw_payload_addr == 12'h200) && busif_doWrite);
  assign pkts_in_lo = snap_pkts_in[31 : 0];
  assign read_hit_0x0204 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h204) && busif_doRead);
  assign write_hit_0x0204 = ((busif_axiAw_payload_addr == 12'h204) && busif_doWrite);
  assign pkts_in_hi = snap_pkts_in[63 : 32];
  assign read_hit_0x0208 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h208) && busif_doRead);
  assign write_hit_0x0208 = ((busif_axiAw_payload_addr == 12'h208) && busif_doWrite);
  assign bytes_in_lo = snap_bytes_in[31 : 0];
  assign read_hit_0x020c = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h20c) && busif_doRead);
  assign write_hit_0x020c = ((busif_axiAw_payload_addr == 12'h20c) && busif_doWrite);
  assign bytes_in_hi = snap_bytes_in[63 : 32];
  assign read_hit_0x0210 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h210) && busif_doRead);
  assign write_hit_0x0210 = ((busif_axiAw_payload_addr == 12'h210) && busif_doWrite);
  assign pkts_out_lo = snap_pkts_out[31 : 0];
  assign read_hit_0x0214 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h214) && busif_doRead);
  assign write_hit_0x0214 = ((busif_axiAw_payload_addr == 12'h214) && busif_doWrite);
  assign pkts_out_hi = snap_pkts_out[63 : 32];
  assign read_hit_0x0218 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h218) && busif_doRead);
  assign write_hit_0x0218 = ((busif_axiAw_payload_addr == 12'h218) && busif_doWrite);
  assign bytes_out_lo = snap_bytes_out[31 : 0];
  assign read_hit_0x021c = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h21c) && busif_doRead);
  assign write_hit_0x021c = ((busif_axiAw_payload_addr == 12'h21c) && busif_doWrite);
  assign bytes_out_hi = snap_bytes_out[63 : 32];
  assign read_hit_0x0220 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h220) && busif_doRead);
  assign write_hit_0x0220 = ((busif_axiAw_payload_addr == 12'h220) && busif_doWrite);
  assign prob_mark_lo = snap_prob_mark[31 : 0];
  assign read_hit_0x0224 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h224) && busif_doRead);
  assign write_hit_0x0224 = ((busif_axiAw_payload_addr == 12'h224) && busif_doWrite);
  assign prob_mark_hi = snap_prob_mark[63 : 32];
  assign read_hit_0x0228 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h228) && busif_doRead);
  assign write_hit_0x0228 = ((busif_axiAw_payload_addr == 12'h228) && busif_doWrite);
  assign forced_mark_lo = snap_forced_mark[31 : 0];
  assign read_hit_0x022c = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h22c) && busif_doRead);
  assign write_hit_0x022c = ((busif_axiAw_payload_addr == 12'h22c) && busif_doWrite);
  assign forced_mark_hi = snap_forced_mark[63 : 32];
  assign read_hit_0x0230 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h230) && busif_doRead);
  assign write_hit_0x0230 = ((busif_axiAw_payload_addr == 12'h230) && busif_doWrite);
  assign prob_drop_lo = snap_prob_drop[31 : 0];
  assign read_hit_0x0234 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h234) && busif_doRead);
  assign write_hit_0x0234 = ((busif_axiAw_payload_addr == 12'h234) && busif_doWrite);
  assign prob_drop_hi = snap_prob_drop[63 : 32];
  assign read_hit_0x0238 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h238) && busif_doRead);
  assign write_hit_0x0238 = ((busif_axiAw_payload_addr == 12'h238) && busif_doWrite);
  assign forced_drop_lo = snap_forced_drop[31 : 0];
  assign read_hit_0x023c = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h23c) && busif_doRead);
  assign write_hit_0x023c = ((busif_axiAw_payload_addr == 12'h23c) && busif_doWrite);
  assign forced_drop_hi = snap_forced_drop[63 : 32];
  assign read_hit_0x0240 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h240) && busif_doRead);
  assign write_hit_0x0240 = ((busif_axiAw_payload_addr == 12'h240) && busif_doWrite);
  assign pdrop_lo = snap_pdrop[31 : 0];
  assign read_hit_0x0244 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h244) && busif_doRead);
  assign write_hit_0x0244 = ((busif_axiAw_payload_addr == 12'h244) && busif_doWrite);
  assign pdrop_hi = snap_pdrop[63 : 32];
  assign read_hit_0x0248 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h248) && busif_doRead);
  assign write_hit_0x0248 = ((busif_axiAw_payload_addr == 12'h248) && busif_doWrite);
  assign bad_lo = snap_bad[31 : 0];
  assign read_hit_0x024c = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h24c) && busif_doRead);
  assign write_hit_0x024c = ((busif_axiAw_payload_addr == 12'h24c) && busif_doWrite);
  assign bad_hi = snap_bad[63 : 32];
  assign read_hit_0x0250 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h250) && busif_doRead);
  assign write_hit_0x0250 = ((busif_axiAw_payload_addr == 12'h250) && busif_doWrite);
  assign qavg_lo = snap_qavg[31 : 0];
  assign read_hit_0x0254 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h254) && busif_doRead);
  assign write_hit_0x0254 = ((busif_axiAw_payload_addr == 12'h254) && busif_doWrite);
  assign qavg_hi = snap_qavg[63 : 32];
  assign read_hit_0x0258 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h258) && busif_doRead);
  assign write_hit_0x0258 = ((busif_axiAw_payload_addr == 12'h258) && busif_doWrite);
  assign cycle_lo = snap_cycle[31 : 0];
  assign read_hit_0x025c = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h25c) && busif_doRead);
  assign write_hit_0x025c = ((busif_axiAw_payload_addr == 12'h25c) && busif_doWrite);
  assign cycle_hi = snap_cycle[63 : 32];
  assign read_hit_0x0260 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h260) && busif_doRead);
  assign write_hit_0x0260 = ((busif_axiAw_payload_addr == 12'h260) && busif_doWrite);
  assign commit_cycle_lo = snap_commit_cycle[31 : 0];
  assign read_hit_0x0264 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h264) && busif_doRead);
  assign write_hit_0x0264 = ((busif_axiAw_payload_addr == 12'h264) && busif_doWrite);
  assign commit_cycle_hi = snap_commit_cycle[63 : 32];
  assign read_hit_0x0268 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h268) && busif_doRead);
  assign write_hit_0x0268 = ((busif_axiAw_payload_addr == 12'h268) && busif_doWrite);
  assign backlog = snap_backlog;
  assign read_hit_0x026c = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h26c) && busif_doRead);
  assign write_hit_0x026c = ((busif_axiAw_payload_addr == 12'h26c) && busif_doWrite);
  assign qlen = snap_qlen;
  assign read_hit_0x0270 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h270) && busif_doRead);
  assign write_hit_0x0270 = ((busif_axiAw_payload_addr == 12'h270) && busif_doWrite);
  assign peak_backlog = snap_peak_backlog;
  assign read_hit_0x0274 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h274) && busif_doRead);
  assign write_hit_0x0274 = ((busif_axiAw_payload_addr == 12'h274) && busif_doWrite);
  assign peak_qlen = snap_peak_qlen;
  assign read_hit_0x0278 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h278) && busif_doRead);
  assign write_hit_0x0278 = ((busif_axiAw_payload_addr == 12'h278) && busif_doWrite);
  assign cur_max_p = snap_cur_max_p;
  assign switch_BusIf_l288 = {busif_axiAr_payload_addr[11 : 2],2'b00};
  assign busif_bus_rdata = busif_reg_rdata;
  always @(posedge clk) begin
    if(reset) begin
      busif_reg_rderr <= 1'b0;
      busif_reg_rdata <= 32'h0;
      io_axil_ar_rValid <= 1'b0;
      busif_axiRValid <= 1'b0;
      io_axil_aw_rValid <= 1'b0;
      io_axil_w_rValid <= 1'b0;
      busif_axiBValid <= 1'b0;
      commit <= 1'b0;
      snapshot <= 1'b0;
      clearPeak <= 1'b0;
      min_th <= 32'h0;
      max_th <= 32'h0;
      limit <= 32'hffffffff;
      max_p <= 32'h0;
      wlog <= 5'h0;
      plog <= 5'h0;
      scell_log <= 5'h0;
      mode <= 2'b00;
      unit <= 1'b0;
      gentle <= 1'b0;
      harddrop <= 1'b0;
      nodrop <= 1'b0;
      adaptive <= 1'b0;
      rateLo <= 32'h0;
      rateHi <= 32'h0;
      burst <= 32'h00000bb8;
      seed <= 32'h00000001;
      cycles_per_us <= 16'h00fa;
      stab_0 <= 8'h0;
      stab_1 <= 8'h0;
      stab_2 <= 8'h0;
      stab_3 <= 8'h0;
      stab_4 <= 8'h0;
      stab_5 <= 8'h0;
      stab_6 <= 8'h0;
      stab_7 <= 8'h0;
      stab_8 <= 8'h0;
      stab_9 <= 8'h0;
      stab_10 <= 8'h0;
      stab_11 <= 8'h0;
      stab_12 <= 8'h0;
      stab_13 <= 8'h0;
      stab_14 <= 8'h0;
      stab_15 <= 8'h0;
      stab_16 <= 8'h0;
      stab_17 <= 8'h0;
      stab_18 <= 8'h0;
      stab_19 <= 8'h0;
      stab_20 <= 8'h0;
      stab_21 <= 8'h0;
      stab_22 <= 8'h0;
      stab_23 <= 8'h0;
      stab_24 <= 8'h0;
      stab_25 <= 8'h0;
      stab_26 <= 8'h0;
      stab_27 <= 8'h0;
      stab_28 <= 8'h0;
      stab_29 <= 8'h0;
      stab_30 <= 8'h0;
      stab_31 <= 8'h0;
      stab_32 <= 8'h0;
      stab_33 <= 8'h0;
      stab_34 <= 8'h0;
      stab_35 <= 8'h0;
      stab_36 <= 8'h0;
      stab_37 <= 8'h0;
      stab_38 <= 8'h0;
      stab_39 <= 8'h0;
      stab_40 <= 8'h0;
      stab_41 <= 8'h0;
      stab_42 <= 8'h0;
      stab_43 <= 8'h0;
      stab_44 <= 8'h0;
      stab_45 <= 8'h0;
      stab_46 <= 8'h0;
      stab_47 <= 8'h0;
      stab_48 <= 8'h0;
      stab_49 <= 8'h0;
      stab_50 <= 8'h0;
      stab_51 <= 8'h0;
      stab_52 <= 8'h0;
      stab_53 <= 8'h0;
      stab_54 <= 8'h0;
      stab_55 <= 8'h0;
      stab_56 <= 8'h0;
      stab_57 <= 8'h0;
      stab_58 <= 8'h0;
      stab_59 <= 8'h0;
      stab_60 <= 8'h0;
      stab_61 <= 8'h0;
      stab_62 <= 8'h0;
      stab_63 <= 8'h0;
      stab_64 <= 8'h0;
      stab_65 <= 8'h0;
      stab_66 <= 8'h0;
      stab_67 <= 8'h0;
      stab_68 <= 8'h0;
      stab_69 <= 8'h0;
      stab_70 <= 8'h0;
      stab_71 <= 8'h0;
      stab_72 <= 8'h0;
      stab_73 <= 8'h0;
      stab_74 <= 8'h0;
      stab_75 <= 8'h0;
      stab_76 <= 8'h0;
      stab_77 <= 8'h0;
      stab_78 <= 8'h0;
      stab_79 <= 8'h0;
      stab_80 <= 8'h0;
      stab_81 <= 8'h0;
      stab_82 <= 8'h0;
      stab_83 <= 8'h0;
      stab_84 <= 8'h0;
      stab_85 <= 8'h0;
      stab_86 <= 8'h0;
      stab_87 <= 8'h0;
      stab_88 <= 8'h0;
      stab_89 <= 8'h0;
      stab_90 <= 8'h0;
      stab_91 <= 8'h0;
      stab_92 <= 8'h0;
      stab_93 <= 8'h0;
      stab_94 <= 8'h0;
      stab_95 <= 8'h0;
      stab_96 <= 8'h0;
      stab_97 <= 8'h0;
      stab_98 <= 8'h0;
      stab_99 <= 8'h0;
      stab_100 <= 8'h0;
      stab_101 <= 8'h0;
      stab_102 <= 8'h0;
      stab_103 <= 8'h0;
      stab_104 <= 8'h0;
      stab_105 <= 8'h0;
      stab_106 <= 8'h0;
      stab_107 <= 8'h0;
      stab_108 <= 8'h0;
      stab_109 <= 8'h0;
      stab_110 <= 8'h0;
      stab_111 <= 8'h0;
      stab_112 <= 8'h0;
      stab_113 <= 8'h0;
      stab_114 <= 8'h0;
      stab_115 <= 8'h0;
      stab_116 <= 8'h0;
      stab_117 <= 8'h0;
      stab_118 <= 8'h0;
      stab_119 <= 8'h0;
      stab_120 <= 8'h0;
      stab_121 <= 8'h0;
      stab_122 <= 8'h0;
      stab_123 <= 8'h0;
      stab_124 <= 8'h0;
      stab_125 <= 8'h0;
      stab_126 <= 8'h0;
      stab_127 <= 8'h0;
      stab_128 <= 8'h0;
      stab_129 <= 8'h0;
      stab_130 <= 8'h0;
      stab_131 <= 8'h0;
      stab_132 <= 8'h0;
      stab_133 <= 8'h0;
      stab_134 <= 8'h0;
      stab_135 <= 8'h0;
      stab_136 <= 8'h0;
      stab_137 <= 8'h0;
      stab_138 <= 8'h0;
      stab_139 <= 8'h0;
      stab_140 <= 8'h0;
      stab_141 <= 8'h0;
      stab_142 <= 8'h0;
      stab_143 <= 8'h0;
      stab_144 <= 8'h0;
      stab_145 <= 8'h0;
      stab_146 <= 8'h0;
      stab_147 <= 8'h0;
      stab_148 <= 8'h0;
      stab_149 <= 8'h0;
      stab_150 <= 8'h0;
      stab_151 <= 8'h0;
      stab_152 <= 8'h0;
      stab_153 <= 8'h0;
      stab_154 <= 8'h0;
      stab_155 <= 8'h0;
      stab_156 <= 8'h0;
      stab_157 <= 8'h0;
      stab_158 <= 8'h0;
      stab_159 <= 8'h0;
      stab_160 <= 8'h0;
      stab_161 <= 8'h0;
      stab_162 <= 8'h0;
      stab_163 <= 8'h0;
      stab_164 <= 8'h0;
      stab_165 <= 8'h0;
      stab_166 <= 8'h0;
      stab_167 <= 8'h0;
      stab_168 <= 8'h0;
      stab_169 <= 8'h0;
      stab_170 <= 8'h0;
      stab_171 <= 8'h0;
      stab_172 <= 8'h0;
      stab_173 <= 8'h0;
      stab_174 <= 8'h0;
      stab_175 <= 8'h0;
      stab_176 <= 8'h0;
      stab_177 <= 8'h0;
      stab_178 <= 8'h0;
      stab_179 <= 8'h0;
      stab_180 <= 8'h0;
      stab_181 <= 8'h0;
      stab_182 <= 8'h0;
      stab_183 <= 8'h0;
      stab_184 <= 8'h0;
      stab_185 <= 8'h0;
      stab_186 <= 8'h0;
      stab_187 <= 8'h0;
      stab_188 <= 8'h0;
      stab_189 <= 8'h0;
      stab_190 <= 8'h0;
      stab_191 <= 8'h0;
      stab_192 <= 8'h0;
      stab_193 <= 8'h0;
      stab_194 <= 8'h0;
      stab_195 <= 8'h0;
      stab_196 <= 8'h0;
      stab_197 <= 8'h0;
      stab_198 <= 8'h0;
      stab_199 <= 8'h0;
      stab_200 <= 8'h0;
      stab_201 <= 8'h0;
      stab_202 <= 8'h0;
      stab_203 <= 8'h0;
      stab_204 <= 8'h0;
      stab_205 <= 8'h0;
      stab_206 <= 8'h0;
      stab_207 <= 8'h0;
      stab_208 <= 8'h0;
      stab_209 <= 8'h0;
      stab_210 <= 8'h0;
      stab_211 <= 8'h0;
      stab_212 <= 8'h0;
      stab_213 <= 8'h0;
      stab_214 <= 8'h0;
      stab_215 <= 8'h0;
      stab_216 <= 8'h0;
      stab_217 <= 8'h0;
      stab_218 <= 8'h0;
      stab_219 <= 8'h0;
      stab_220 <= 8'h0;
      stab_221 <= 8'h0;
      stab_222 <= 8'h0;
      stab_223 <= 8'h0;
      stab_224 <= 8'h0;
      stab_225 <= 8'h0;
      stab_226 <= 8'h0;
      stab_227 <= 8'h0;
      stab_228 <= 8'h0;
      stab_229 <= 8'h0;
      stab_230 <= 8'h0;
      stab_231 <= 8'h0;
      stab_232 <= 8'h0;
      stab_233 <= 8'h0;
      stab_234 <= 8'h0;
      stab_235 <= 8'h0;
      stab_236 <= 8'h0;
      stab_237 <= 8'h0;
      stab_238 <= 8'h0;
      stab_239 <= 8'h0;
      stab_240 <= 8'h0;
      stab_241 <= 8'h0;
      stab_242 <= 8'h0;
      stab_243 <= 8'h0;
      stab_244 <= 8'h0;
      stab_245 <= 8'h0;
      stab_246 <= 8'h0;
      stab_247 <= 8'h0;
      stab_248 <= 8'h0;
      stab_249 <= 8'h0;
      stab_250 <= 8'h0;
      stab_251 <= 8'h0;
      stab_252 <= 8'h0;
      stab_253 <= 8'h0;
      stab_254 <= 8'h0;
      stab_255 <= 8'h0;
      snap_pkts_in <= 64'h0;
      snap_bytes_in <= 64'h0;
      snap_pkts_out <= 64'h0;
      snap_bytes_out <= 64'h0;
      snap_prob_mark <= 64'h0;
      snap_forced_mark <= 64'h0;
      snap_prob_drop <= 64'h0;
      snap_forced_drop <= 64'h0;
      snap_pdrop <= 64'h0;
      snap_bad <= 64'h0;
      snap_qavg <= 64'h0;
      snap_cycle <= 64'h0;
      snap_commit_cycle <= 64'h0;
      snap_backlog <= 32'h0;
      snap_qlen <= 32'h0;
      snap_peak_backlog <= 32'h0;
      snap_peak_qlen <= 32'h0;
      snap_cur_max_p <= 32'h0;
      snap_busy <= 1'b0;
      snap_err <= 1'b0;
      snap_err_code <= 4'b0000;
      snap_commits <= 32'h0;
      snap_refused <= 32'h0;
      snap_adapt_ticks <= 32'h0;
    end else begin
      if(io_axil_ar_ready) begin
        io_axil_ar_rValid <= io_axil_ar_valid;
      end
      if(io_axil_aw_ready) begin
        io_axil_aw_rValid <= io_axil_aw_valid;
      end
      if(io_axil_w_ready) begin
        io_axil_w_rValid <= io_axil_w_valid;
      end
      if(busif_axiR_ready) begin
        busif_axiRValid <= 1'b0;
      end
      if(busif_doRead) begin
        busif_axiRValid <= 1'b1;
      end
      if(busif_axiB_ready) begin
        busif_axiBValid <= 1'b0;
      end
      if(busif_doWrite) begin
        busif_axiBValid <= 1'b1;
      end
      if(when_RegBase_l327) begin
        commit <= ((commit && busif_wmaskn[0]) || ((! commit) && busif_wmask[0]));
      end else begin
        commit <= 1'b0;
      end
      if(when_RegBase_l327_1) begin
        snapshot <= ((snapshot && busif_wmaskn[1]) || ((! snapshot) && busif_wmask[1]));
      end else begin
        snapshot <= 1'b0;
      end
      if(when_RegBase_l327_2) begin
        clearPeak <= ((clearPeak && busif_wmaskn[2]) || ((! clearPeak) && busif_wmask[2]));
      end else begin
        clearPeak <= 1'b0;
      end
      if(write_hit_0x0020) begin
        min_th <= ((min_th & busif_wmaskn[31 : 0]) | (busif_axiW_payload_data[31 : 0] & busif_wmask[31 : 0]));
      end
      if(write_hit_0x0024) begin
        max_th <= ((max_th & busif_wmaskn[31 : 0]) | (busif_axiW_payload_data[31 : 0] & busif_wmask[31 : 0]));
      end
      if(write_hit_0x0028) begin
        limit <= ((limit & busif_wmaskn[31 : 0]) | (busif_axiW_payload_data[31 : 0] & busif_wmask[31 : 0]));
      end
      if(write_hit_0x002c) begin
        max_p <= ((max_p & busif_wmaskn[31 : 0]) | (busif_axiW_payload_data[31 : 0] & busif_wmask[31 : 0]));
      end
      if(write_hit_0x0030) begin
        wlog <= ((wlog & busif_wmaskn[4 : 0]) | (busif_axiW_payload_data[4 : 0] & busif_wmask[4 : 0]));
      end
      if(write_hit_0x0030) begin
        plog <= ((plog & busif_wmaskn[12 : 8]) | (busif_axiW_payload_data[12 : 8] & busif_wmask[12 : 8]));
      end
      if(write_hit_0x0030) begin
        scell_log <= ((scell_log & busif_wmaskn[20 : 16]) | (busif_axiW_payload_data[20 : 16] & busif_wmask[20 : 16]));
      end
      if(write_hit_0x0034) begin
        mode <= ((mode & busif_wmaskn[1 : 0]) | (busif_axiW_payload_data[1 : 0] & busif_wmask[1 : 0]));
      end
      if(write_hit_0x0034) begin
        unit <= _zz_unit[0];
      end
      if(write_hit_0x0034) begin
        gentle <= _zz_gentle[0];
      end
      if(write_hit_0x0034) begin
        harddrop <= _zz_harddrop[0];
      end
      if(write_hit_0x0034) begin
        nodrop <= _zz_nodrop[0];
      end
      if(write_hit_0x0034) begin
        adaptive <= _zz_adaptive[0];
      end
      if(write_hit_0x0038) begin
        rateLo <= ((rateLo & busif_wmaskn[31 : 0]) | (busif_axiW_payload_data[31 : 0] & busif_wmask[31 : 0]));
      end
      if(write_hit_0x003c) begin
        rateHi <= ((rateHi & busif_wmaskn[31 : 0]) | (busif_axiW_payload_data[31 : 0] & busif_wmask[31 : 0]));
      end
      if(write_hit_0x0040) begin
        burst <= ((burst & busif_wmaskn[31 : 0]) | (busif_axiW_payload_data[31 : 0] & busif_wmask[31 : 0]));
      end
      if(write_hit_0x0044) begin
        seed <= ((seed & busif_wmaskn[31 : 0]) | (busif_axiW_payload_data[31 : 0] & busif_wmask[31 : 0]));
      end
      if(write_hit_0x0048) begin
        cycles_per_us <= ((cycles_per_us & busif_wmaskn[15 : 0]) | (busif_axiW_payload_data[15 : 0] & busif_wmask[15 : 0]));
      end
      if(write_hit_0x0100) begin
        stab_0 <= ((stab_0 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x0100) begin
        stab_1 <= ((stab_1 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x0100) begin
        stab_2 <= ((stab_2 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x0100) begin
        stab_3 <= ((stab_3 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x0104) begin
        stab_4 <= ((stab_4 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x0104) begin
        stab_5 <= ((stab_5 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x0104) begin
        stab_6 <= ((stab_6 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x0104) begin
        stab_7 <= ((stab_7 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x0108) begin
        stab_8 <= ((stab_8 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x0108) begin
        stab_9 <= ((stab_9 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x0108) begin
        stab_10 <= ((stab_10 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x0108) begin
        stab_11 <= ((stab_11 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x010c) begin
        stab_12 <= ((stab_12 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x010c) begin
        stab_13 <= ((stab_13 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x010c) begin
        stab_14 <= ((stab_14 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x010c) begin
        stab_15 <= ((stab_15 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x0110) begin
        stab_16 <= ((stab_16 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x0110) begin
        stab_17 <= ((stab_17 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x0110) begin
        stab_18 <= ((stab_18 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x0110) begin
        stab_19 <= ((stab_19 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x0114) begin
        stab_20 <= ((stab_20 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x0114) begin
        stab_21 <= ((stab_21 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x0114) begin
        stab_22 <= ((stab_22 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x0114) begin
        stab_23 <= ((stab_23 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x0118) begin
        stab_24 <= ((stab_24 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x0118) begin
        stab_25 <= ((stab_25 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x0118) begin
        stab_26 <= ((stab_26 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x0118) begin
        stab_27 <= ((stab_27 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x011c) begin
        stab_28 <= ((stab_28 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x011c) begin
        stab_29 <= ((stab_29 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x011c) begin
        stab_30 <= ((stab_30 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x011c) begin
        stab_31 <= ((stab_31 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x0120) begin
        stab_32 <= ((stab_32 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x0120) begin
        stab_33 <= ((stab_33 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x0120) begin
        stab_34 <= ((stab_34 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x0120) begin
        stab_35 <= ((stab_35 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x0124) begin
        stab_36 <= ((stab_36 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x0124) begin
        stab_37 <= ((stab_37 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x0124) begin
        stab_38 <= ((stab_38 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x0124) begin
        stab_39 <= ((stab_39 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x0128) begin
        stab_40 <= ((stab_40 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x0128) begin
        stab_41 <= ((stab_41 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x0128) begin
        stab_42 <= ((stab_42 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x0128) begin
        stab_43 <= ((stab_43 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x012c) begin
        stab_44 <= ((stab_44 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x012c) begin
        stab_45 <= ((stab_45 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x012c) begin
        stab_46 <= ((stab_46 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x012c) begin
        stab_47 <= ((stab_47 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x0130) begin
        stab_48 <= ((stab_48 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x0130) begin
        stab_49 <= ((stab_49 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x0130) begin
        stab_50 <= ((stab_50 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x0130) begin
        stab_51 <= ((stab_51 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x0134) begin
        stab_52 <= ((stab_52 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x0134) begin
        stab_53 <= ((stab_53 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x0134) begin
        stab_54 <= ((stab_54 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x0134) begin
        stab_55 <= ((stab_55 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x0138) begin
        stab_56 <= ((stab_56 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x0138) begin
        stab_57 <= ((stab_57 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x0138) begin
        stab_58 <= ((stab_58 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x0138) begin
        stab_59 <= ((stab_59 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x013c) begin
        stab_60 <= ((stab_60 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x013c) begin
        stab_61 <= ((stab_61 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x013c) begin
        stab_62 <= ((stab_62 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x013c) begin
        stab_63 <= ((stab_63 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x0140) begin
        stab_64 <= ((stab_64 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x0140) begin
        stab_65 <= ((stab_65 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x0140) begin
        stab_66 <= ((stab_66 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x0140) begin
        stab_67 <= ((stab_67 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x0144) begin
        stab_68 <= ((stab_68 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x0144) begin
        stab_69 <= ((stab_69 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x0144) begin
        stab_70 <= ((stab_70 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x0144) begin
        stab_71 <= ((stab_71 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x0148) begin
        stab_72 <= ((stab_72 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x0148) begin
        stab_73 <= ((stab_73 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x0148) begin
        stab_74 <= ((stab_74 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x0148) begin
        stab_75 <= ((stab_75 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x014c) begin
        stab_76 <= ((stab_76 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x014c) begin
        stab_77 <= ((stab_77 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x014c) begin
        stab_78 <= ((stab_78 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x014c) begin
        stab_79 <= ((stab_79 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x0150) begin
        stab_80 <= ((stab_80 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x0150) begin
        stab_81 <= ((stab_81 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x0150) begin
        stab_82 <= ((stab_82 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x0150) begin
        stab_83 <= ((stab_83 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x0154) begin
        stab_84 <= ((stab_84 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x0154) begin
        stab_85 <= ((stab_85 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x0154) begin
        stab_86 <= ((stab_86 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x0154) begin
        stab_87 <= ((stab_87 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x0158) begin
        stab_88 <= ((stab_88 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x0158) begin
        stab_89 <= ((stab_89 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x0158) begin
        stab_90 <= ((stab_90 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x0158) begin
        stab_91 <= ((stab_91 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x015c) begin
        stab_92 <= ((stab_92 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x015c) begin
        stab_93 <= ((stab_93 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x015c) begin
        stab_94 <= ((stab_94 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x015c) begin
        stab_95 <= ((stab_95 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x0160) begin
        stab_96 <= ((stab_96 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x0160) begin
        stab_97 <= ((stab_97 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x0160) begin
        stab_98 <= ((stab_98 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x0160) begin
        stab_99 <= ((stab_99 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x0164) begin
        stab_100 <= ((stab_100 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x0164) begin
        stab_101 <= ((stab_101 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x0164) begin
        stab_102 <= ((stab_102 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x0164) begin
        stab_103 <= ((stab_103 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x0168) begin
        stab_104 <= ((stab_104 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x0168) begin
        stab_105 <= ((stab_105 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x0168) begin
        stab_106 <= ((stab_106 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x0168) begin
        stab_107 <= ((stab_107 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x016c) begin
        stab_108 <= ((stab_108 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x016c) begin
        stab_109 <= ((stab_109 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x016c) begin
        stab_110 <= ((stab_110 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x016c) begin
        stab_111 <= ((stab_111 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x0170) begin
        stab_112 <= ((stab_112 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x0170) begin
        stab_113 <= ((stab_113 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x0170) begin
        stab_114 <= ((stab_114 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x0170) begin
        stab_115 <= ((stab_115 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x0174) begin
        stab_116 <= ((stab_116 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x0174) begin
        stab_117 <= ((stab_117 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x0174) begin
        stab_118 <= ((stab_118 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x0174) begin
        stab_119 <= ((stab_119 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x0178) begin
        stab_120 <= ((stab_120 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x0178) begin
        stab_121 <= ((stab_121 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x0178) begin
        stab_122 <= ((stab_122 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x0178) begin
        stab_123 <= ((stab_123 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x017c) begin
        stab_124 <= ((stab_124 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x017c) begin
        stab_125 <= ((stab_125 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x017c) begin
        stab_126 <= ((stab_126 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x017c) begin
        stab_127 <= ((stab_127 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x0180) begin
        stab_128 <= ((stab_128 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x0180) begin
        stab_129 <= ((stab_129 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x0180) begin
        stab_130 <= ((stab_130 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x0180) begin
        stab_131 <= ((stab_131 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x0184) begin
        stab_132 <= ((stab_132 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x0184) begin
        stab_133 <= ((stab_133 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x0184) begin
        stab_134 <= ((stab_134 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x0184) begin
        stab_135 <= ((stab_135 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x0188) begin
        stab_136 <= ((stab_136 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x0188) begin
        stab_137 <= ((stab_137 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x0188) begin
        stab_138 <= ((stab_138 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x0188) begin
        stab_139 <= ((stab_139 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x018c) begin
        stab_140 <= ((stab_140 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x018c) begin
        stab_141 <= ((stab_141 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x018c) begin
        stab_142 <= ((stab_142 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x018c) begin
        stab_143 <= ((stab_143 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x0190) begin
        stab_144 <= ((stab_144 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x0190) begin
        stab_145 <= ((stab_145 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x0190) begin
        stab_146 <= ((stab_146 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x0190) begin
        stab_147 <= ((stab_147 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x0194) begin
        stab_148 <= ((stab_148 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x0194) begin
        stab_149 <= ((stab_149 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x0194) begin
        stab_150 <= ((stab_150 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x0194) begin
        stab_151 <= ((stab_151 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x0198) begin
        stab_152 <= ((stab_152 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x0198) begin
        stab_153 <= ((stab_153 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x0198) begin
        stab_154 <= ((stab_154 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x0198) begin
        stab_155 <= ((stab_155 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x019c) begin
        stab_156 <= ((stab_156 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x019c) begin
        stab_157 <= ((stab_157 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x019c) begin
        stab_158 <= ((stab_158 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x019c) begin
        stab_159 <= ((stab_159 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x01a0) begin
        stab_160 <= ((stab_160 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x01a0) begin
        stab_161 <= ((stab_161 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x01a0) begin
        stab_162 <= ((stab_162 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x01a0) begin
        stab_163 <= ((stab_163 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x01a4) begin
        stab_164 <= ((stab_164 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x01a4) begin
        stab_165 <= ((stab_165 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x01a4) begin
        stab_166 <= ((stab_166 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x01a4) begin
        stab_167 <= ((stab_167 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x01a8) begin
        stab_168 <= ((stab_168 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x01a8) begin
        stab_169 <= ((stab_169 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x01a8) begin
        stab_170 <= ((stab_170 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x01a8) begin
        stab_171 <= ((stab_171 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x01ac) begin
        stab_172 <= ((stab_172 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x01ac) begin
        stab_173 <= ((stab_173 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x01ac) begin
        stab_174 <= ((stab_174 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x01ac) begin
        stab_175 <= ((stab_175 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x01b0) begin
        stab_176 <= ((stab_176 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x01b0) begin
        stab_177 <= ((stab_177 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x01b0) begin
        stab_178 <= ((stab_178 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x01b0) begin
        stab_179 <= ((stab_179 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x01b4) begin
        stab_180 <= ((stab_180 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x01b4) begin
        stab_181 <= ((stab_181 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x01b4) begin
        stab_182 <= ((stab_182 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x01b4) begin
        stab_183 <= ((stab_183 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x01b8) begin
        stab_184 <= ((stab_184 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x01b8) begin
        stab_185 <= ((stab_185 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x01b8) begin
        stab_186 <= ((stab_186 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x01b8) begin
        stab_187 <= ((stab_187 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x01bc) begin
        stab_188 <= ((stab_188 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x01bc) begin
        stab_189 <= ((stab_189 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x01bc) begin
        stab_190 <= ((stab_190 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x01bc) begin
        stab_191 <= ((stab_191 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x01c0) begin
        stab_192 <= ((stab_192 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x01c0) begin
        stab_193 <= ((stab_193 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x01c0) begin
        stab_194 <= ((stab_194 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x01c0) begin
        stab_195 <= ((stab_195 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x01c4) begin
        stab_196 <= ((stab_196 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x01c4) begin
        stab_197 <= ((stab_197 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x01c4) begin
        stab_198 <= ((stab_198 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x01c4) begin
        stab_199 <= ((stab_199 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x01c8) begin
        stab_200 <= ((stab_200 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x01c8) begin
        stab_201 <= ((stab_201 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x01c8) begin
        stab_202 <= ((stab_202 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x01c8) begin
        stab_203 <= ((stab_203 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x01cc) begin
        stab_204 <= ((stab_204 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x01cc) begin
        stab_205 <= ((stab_205 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x01cc) begin
        stab_206 <= ((stab_206 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x01cc) begin
        stab_207 <= ((stab_207 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x01d0) begin
        stab_208 <= ((stab_208 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x01d0) begin
        stab_209 <= ((stab_209 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x01d0) begin
        stab_210 <= ((stab_210 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x01d0) begin
        stab_211 <= ((stab_211 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x01d4) begin
        stab_212 <= ((stab_212 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x01d4) begin
        stab_213 <= ((stab_213 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x01d4) begin
        stab_214 <= ((stab_214 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x01d4) begin
        stab_215 <= ((stab_215 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x01d8) begin
        stab_216 <= ((stab_216 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x01d8) begin
        stab_217 <= ((stab_217 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x01d8) begin
        stab_218 <= ((stab_218 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x01d8) begin
        stab_219 <= ((stab_219 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x01dc) begin
        stab_220 <= ((stab_220 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x01dc) begin
        stab_221 <= ((stab_221 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x01dc) begin
        stab_222 <= ((stab_222 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x01dc) begin
        stab_223 <= ((stab_223 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x01e0) begin
        stab_224 <= ((stab_224 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x01e0) begin
        stab_225 <= ((stab_225 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x01e0) begin
        stab_226 <= ((stab_226 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x01e0) begin
        stab_227 <= ((stab_227 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x01e4) begin
        stab_228 <= ((stab_228 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x01e4) begin
        stab_229 <= ((stab_229 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x01e4) begin
        stab_230 <= ((stab_230 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x01e4) begin
        stab_231 <= ((stab_231 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x01e8) begin
        stab_232 <= ((stab_232 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x01e8) begin
        stab_233 <= ((stab_233 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x01e8) begin
        stab_234 <= ((stab_234 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x01e8) begin
        stab_235 <= ((stab_235 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x01ec) begin
        stab_236 <= ((stab_236 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x01ec) begin
        stab_237 <= ((stab_237 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x01ec) begin
        stab_238 <= ((stab_238 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x01ec) begin
        stab_239 <= ((stab_239 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x01f0) begin
        stab_240 <= ((stab_240 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x01f0) begin
        stab_241 <= ((stab_241 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x01f0) begin
        stab_242 <= ((stab_242 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x01f0) begin
        stab_243 <= ((stab_243 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x01f4) begin
        stab_244 <= ((stab_244 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x01f4) begin
        stab_245 <= ((stab_245 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x01f4) begin
        stab_246 <= ((stab_246 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x01f4) begin
        stab_247 <= ((stab_247 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x01f8) begin
        stab_248 <= ((stab_248 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x01f8) begin
        stab_249 <= ((stab_249 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x01f8) begin
        stab_250 <= ((stab_250 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x01f8) begin
        stab_251 <= ((stab_251 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(write_hit_0x01fc) begin
        stab_252 <= ((stab_252 & busif_wmaskn[7 : 0]) | (busif_axiW_payload_data[7 : 0] & busif_wmask[7 : 0]));
      end
      if(write_hit_0x01fc) begin
        stab_253 <= ((stab_253 & busif_wmaskn[15 : 8]) | (busif_axiW_payload_data[15 : 8] & busif_wmask[15 : 8]));
      end
      if(write_hit_0x01fc) begin
        stab_254 <= ((stab_254 & busif_wmaskn[23 : 16]) | (busif_axiW_payload_data[23 : 16] & busif_wmask[23 : 16]));
      end
      if(write_hit_0x01fc) begin
        stab_255 <= ((stab_255 & busif_wmaskn[31 : 24]) | (busif_axiW_payload_data[31 : 24] & busif_wmask[31 : 24]));
      end
      if(snapshot) begin
        snap_pkts_in <= io_status_pkts_in;
        snap_bytes_in <= io_status_bytes_in;
        snap_pkts_out <= io_status_pkts_out;
        snap_bytes_out <= io_status_bytes_out;
        snap_prob_mark <= io_status_prob_mark;
        snap_forced_mark <= io_status_forced_mark;
        snap_prob_drop <= io_status_prob_drop;
        snap_forced_drop <= io_status_forced_drop;
        snap_pdrop <= io_status_pdrop;
        snap_bad <= io_status_bad;
        snap_qavg <= io_status_qavg;
        snap_cycle <= io_status_cycle;
        snap_commit_cycle <= io_status_commit_cycle;
        snap_backlog <= io_status_backlog;
        snap_qlen <= io_status_qlen;
        snap_peak_backlog <= io_status_peak_backlog;
        snap_peak_qlen <= io_status_peak_qlen;
        snap_cur_max_p <= io_status_cur_max_p;
        snap_busy <= io_status_busy;
        snap_err <= io_status_err;
        snap_err_code <= io_status_err_code;
        snap_commits <= io_status_commits;
        snap_refused <= io_status_refused;
        snap_adapt_ticks <= io_status_adapt_ticks;
      end
      if(busif_askRead) begin
        case(switch_BusIf_l288)
          12'h0 : begin
            busif_reg_rdata <= 32'h52444c4e;
            busif_reg_rderr <= 1'b0;
          end
          12'h004 : begin
            busif_reg_rdata <= 32'h00010000;
            busif_reg_rderr <= 1'b0;
          end
          12'h008 : begin
            busif_reg_rdata <= {16'h0,{8'h12,8'h20}};
            busif_reg_rderr <= 1'b0;
          end
          12'h00c : begin
            busif_reg_rdata <= 32'h0000014a;
            busif_reg_rderr <= 1'b0;
          end
          12'h010 : begin
            busif_reg_rdata <= {29'h0,{clearPeak,{snapshot,commit}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h014 : begin
            busif_reg_rdata <= {24'h0,{errCode,{reserved,{err,busy}}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h018 : begin
            busif_reg_rdata <= commits;
            busif_reg_rderr <= 1'b0;
          end
          12'h01c : begin
            busif_reg_rdata <= refused;
            busif_reg_rderr <= 1'b0;
          end
          12'h080 : begin
            busif_reg_rdata <= adaptTicks;
            busif_reg_rderr <= 1'b0;
          end
          12'h020 : begin
            busif_reg_rdata <= min_th;
            busif_reg_rderr <= 1'b0;
          end
          12'h024 : begin
            busif_reg_rdata <= max_th;
            busif_reg_rderr <= 1'b0;
          end
          12'h028 : begin
            busif_reg_rdata <= limit;
            busif_reg_rderr <= 1'b0;
          end
          12'h02c : begin
            busif_reg_rdata <= max_p;
            busif_reg_rderr <= 1'b0;
          end
          12'h030 : begin
            busif_reg_rdata <= {11'h0,{scell_log,{reserved_2,{plog,{reserved_1,wlog}}}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h034 : begin
            busif_reg_rdata <= {23'h0,{adaptive,{nodrop,{harddrop,{gentle,{unit,{reserved_3,mode}}}}}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h038 : begin
            busif_reg_rdata <= rateLo;
            busif_reg_rderr <= 1'b0;
          end
          12'h03c : begin
            busif_reg_rdata <= rateHi;
            busif_reg_rderr <= 1'b0;
          end
          12'h040 : begin
            busif_reg_rdata <= burst;
            busif_reg_rderr <= 1'b0;
          end
          12'h044 : begin
            busif_reg_rdata <= seed;
            busif_reg_rderr <= 1'b0;
          end
          12'h048 : begin
            busif_reg_rdata <= {16'h0,cycles_per_us};
            busif_reg_rderr <= 1'b0;
          end
          12'h100 : begin
            busif_reg_rdata <= {stab_3,{stab_2,{stab_1,stab_0}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h104 : begin
            busif_reg_rdata <= {stab_7,{stab_6,{stab_5,stab_4}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h108 : begin
            busif_reg_rdata <= {stab_11,{stab_10,{stab_9,stab_8}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h10c : begin
            busif_reg_rdata <= {stab_15,{stab_14,{stab_13,stab_12}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h110 : begin
            busif_reg_rdata <= {stab_19,{stab_18,{stab_17,stab_16}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h114 : begin
            busif_reg_rdata <= {stab_23,{stab_22,{stab_21,stab_20}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h118 : begin
            busif_reg_rdata <= {stab_27,{stab_26,{stab_25,stab_24}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h11c : begin
            busif_reg_rdata <= {stab_31,{stab_30,{stab_29,stab_28}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h120 : begin
            busif_reg_rdata <= {stab_35,{stab_34,{stab_33,stab_32}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h124 : begin
            busif_reg_rdata <= {stab_39,{stab_38,{stab_37,stab_36}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h128 : begin
            busif_reg_rdata <= {stab_43,{stab_42,{stab_41,stab_40}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h12c : begin
            busif_reg_rdata <= {stab_47,{stab_46,{stab_45,stab_44}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h130 : begin
            busif_reg_rdata <= {stab_51,{stab_50,{stab_49,stab_48}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h134 : begin
            busif_reg_rdata <= {stab_55,{stab_54,{stab_53,stab_52}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h138 : begin
            busif_reg_rdata <= {stab_59,{stab_58,{stab_57,stab_56}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h13c : begin
            busif_reg_rdata <= {stab_63,{stab_62,{stab_61,stab_60}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h140 : begin
            busif_reg_rdata <= {stab_67,{stab_66,{stab_65,stab_64}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h144 : begin
            busif_reg_rdata <= {stab_71,{stab_70,{stab_69,stab_68}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h148 : begin
            busif_reg_rdata <= {stab_75,{stab_74,{stab_73,stab_72}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h14c : begin
            busif_reg_rdata <= {stab_79,{stab_78,{stab_77,stab_76}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h150 : begin
            busif_reg_rdata <= {stab_83,{stab_82,{stab_81,stab_80}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h154 : begin
            busif_reg_rdata <= {stab_87,{stab_86,{stab_85,stab_84}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h158 : begin
            busif_reg_rdata <= {stab_91,{stab_90,{stab_89,stab_88}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h15c : begin
            busif_reg_rdata <= {stab_95,{stab_94,{stab_93,stab_92}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h160 : begin
            busif_reg_rdata <= {stab_99,{stab_98,{stab_97,stab_96}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h164 : begin
            busif_reg_rdata <= {stab_103,{stab_102,{stab_101,stab_100}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h168 : begin
            busif_reg_rdata <= {stab_107,{stab_106,{stab_105,stab_104}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h16c : begin
            busif_reg_rdata <= {stab_111,{stab_110,{stab_109,stab_108}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h170 : begin
            busif_reg_rdata <= {stab_115,{stab_114,{stab_113,stab_112}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h174 : begin
            busif_reg_rdata <= {stab_119,{stab_118,{stab_117,stab_116}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h178 : begin
            busif_reg_rdata <= {stab_123,{stab_122,{stab_121,stab_120}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h17c : begin
            busif_reg_rdata <= {stab_127,{stab_126,{stab_125,stab_124}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h180 : begin
            busif_reg_rdata <= {stab_131,{stab_130,{stab_129,stab_128}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h184 : begin
            busif_reg_rdata <= {stab_135,{stab_134,{stab_133,stab_132}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h188 : begin
            busif_reg_rdata <= {stab_139,{stab_138,{stab_137,stab_136}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h18c : begin
            busif_reg_rdata <= {stab_143,{stab_142,{stab_141,stab_140}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h190 : begin
            busif_reg_rdata <= {stab_147,{stab_146,{stab_145,stab_144}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h194 : begin
            busif_reg_rdata <= {stab_151,{stab_150,{stab_149,stab_148}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h198 : begin
            busif_reg_rdata <= {stab_155,{stab_154,{stab_153,stab_152}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h19c : begin
            busif_reg_rdata <= {stab_159,{stab_158,{stab_157,stab_156}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h1a0 : begin
            busif_reg_rdata <= {stab_163,{stab_162,{stab_161,stab_160}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h1a4 : begin
            busif_reg_rdata <= {stab_167,{stab_166,{stab_165,stab_164}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h1a8 : begin
            busif_reg_rdata <= {stab_171,{stab_170,{stab_169,stab_168}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h1ac : begin
            busif_reg_rdata <= {stab_175,{stab_174,{stab_173,stab_172}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h1b0 : begin
            busif_reg_rdata <= {stab_179,{stab_178,{stab_177,stab_176}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h1b4 : begin
            busif_reg_rdata <= {stab_183,{stab_182,{stab_181,stab_180}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h1b8 : begin
            busif_reg_rdata <= {stab_187,{stab_186,{stab_185,stab_184}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h1bc : begin
            busif_reg_rdata <= {stab_191,{stab_190,{stab_189,stab_188}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h1c0 : begin
            busif_reg_rdata <= {stab_195,{stab_194,{stab_193,stab_192}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h1c4 : begin
            busif_reg_rdata <= {stab_199,{stab_198,{stab_197,stab_196}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h1c8 : begin
            busif_reg_rdata <= {stab_203,{stab_202,{stab_201,stab_200}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h1cc : begin
            busif_reg_rdata <= {stab_207,{stab_206,{stab_205,stab_204}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h1d0 : begin
            busif_reg_rdata <= {stab_211,{stab_210,{stab_209,stab_208}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h1d4 : begin
            busif_reg_rdata <= {stab_215,{stab_214,{stab_213,stab_212}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h1d8 : begin
            busif_reg_rdata <= {stab_219,{stab_218,{stab_217,stab_216}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h1dc : begin
            busif_reg_rdata <= {stab_223,{stab_222,{stab_221,stab_220}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h1e0 : begin
            busif_reg_rdata <= {stab_227,{stab_226,{stab_225,stab_224}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h1e4 : begin
            busif_reg_rdata <= {stab_231,{stab_230,{stab_229,stab_228}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h1e8 : begin
            busif_reg_rdata <= {stab_235,{stab_234,{stab_233,stab_232}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h1ec : begin
            busif_reg_rdata <= {stab_239,{stab_238,{stab_237,stab_236}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h1f0 : begin
            busif_reg_rdata <= {stab_243,{stab_242,{stab_241,stab_240}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h1f4 : begin
            busif_reg_rdata <= {stab_247,{stab_246,{stab_245,stab_244}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h1f8 : begin
            busif_reg_rdata <= {stab_251,{stab_250,{stab_249,stab_248}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h1fc : begin
            busif_reg_rdata <= {stab_255,{stab_254,{stab_253,stab_252}}};
            busif_reg_rderr <= 1'b0;
          end
          12'h200 : begin
            busif_reg_rdata <= pkts_in_lo;
            busif_reg_rderr <= 1'b0;
          end
          12'h204 : begin
            busif_reg_rdata <= pkts_in_hi;
            busif_reg_rderr <= 1'b0;
          end
          12'h208 : begin
            busif_reg_rdata <= bytes_in_lo;
            busif_reg_rderr <= 1'b0;
          end
          12'h20c : begin
            busif_reg_rdata <= bytes_in_hi;
            busif_reg_rderr <= 1'b0;
          end
          12'h210 : begin
            busif_reg_rdata <= pkts_out_lo;
            busif_reg_rderr <= 1'b0;
          end
          12'h214 : begin
            busif_reg_rdata <= pkts_out_hi;
            busif_reg_rderr <= 1'b0;
          end
          12'h218 : begin
            busif_reg_rdata <= bytes_out_lo;
            busif_reg_rderr <= 1'b0;
          end
          12'h21c : begin
            busif_reg_rdata <= bytes_out_hi;
            busif_reg_rderr <= 1'b0;
          end
          12'h220 : begin
            busif_reg_rdata <= prob_mark_lo;
            busif_reg_rderr <= 1'b0;
          end
          12'h224 : begin
            busif_reg_rdata <= prob_mark_hi;
            busif_reg_rderr <= 1'b0;
          end
          12'h228 : begin
            busif_reg_rdata <= forced_mark_lo;
            busif_reg_rderr <= 1'b0;
          end
          12'h22c : begin
            busif_reg_rdata <= forced_mark_hi;
            busif_reg_rderr <= 1'b0;
          end
          12'h230 : begin
            busif_reg_rdata <= prob_drop_lo;
            busif_reg_rderr <= 1'b0;
          end
          12'h234 : begin
            busif_reg_rdata <= prob_drop_hi;
            busif_reg_rderr <= 1'b0;
          end
          12'h238 : begin
            busif_reg_rdata <= forced_drop_lo;
            busif_reg_rderr <= 1'b0;
          end
          12'h23c : begin
            busif_reg_rdata <= forced_drop_hi;
            busif_reg_rderr <= 1'b0;
          end
          12'h240 : begin
            busif_reg_rdata <= pdrop_lo;
            busif_reg_rderr <= 1'b0;
          end
          12'h244 : begin
            busif_reg_rdata <= pdrop_hi;
            busif_reg_rderr <= 1'b0;
          end
          12'h248 : begin
            busif_reg_rdata <= bad_lo;
            busif_reg_rderr <= 1'b0;
          end
          12'h24c : begin
            busif_reg_rdata <= bad_hi;
            busif_reg_rderr <= 1'b0;
          end
          12'h250 : begin
            busif_reg_rdata <= qavg_lo;
            busif_reg_rderr <= 1'b0;
          end
          12'h254 : begin
            busif_reg_rdata <= qavg_hi;
            busif_reg_rderr <= 1'b0;
          end
          12'h258 : begin
            busif_reg_rdata <= cycle_lo;
            busif_reg_rderr <= 1'b0;
          end
          12'h25c : begin
            busif_reg_rdata <= cycle_hi;
            busif_reg_rderr <= 1'b0;
          end
          12'h260 : begin
            busif_reg_rdata <= commit_cycle_lo;
            busif_reg_rderr <= 1'b0;
          end
          12'h264 : begin
            busif_reg_rdata <= commit_cycle_hi;
            busif_reg_rderr <= 1'b0;
          end
          12'h268 : begin
            busif_reg_rdata <= backlog;
            busif_reg_rderr <= 1'b0;
          end
          12'h26c : begin
            busif_reg_rdata <= qlen;
            busif_reg_rderr <= 1'b0;
          end
          12'h270 : begin
            busif_reg_rdata <= peak_backlog;
            busif_reg_rderr <= 1'b0;
          end
          12'h274 : begin
            busif_reg_rdata <= peak_qlen;
            busif_reg_rderr <= 1'b0;
          end
          12'h278 : begin
            busif_reg_rdata <= cur_max_p;
            busif_reg_rderr <= 1'b0;
          end
          default : begin
            busif_reg_rdata <= 32'h0;
            busif_reg_rderr <= 1'b0;
          end
        endcase
      end else begin
        busif_reg_rdata <= 32'h0;
        busif_reg_rderr <= 1'b0;
      end
    end
  end

  always @(posedge clk) begin
    if(io_axil_ar_ready) begin
      io_axil_ar_rData_addr <= io_axil_ar_payload_addr;
      io_axil_ar_rData_prot <= io_axil_ar_payload_prot;
    end
    if(io_axil_aw_ready) begin
      io_axil_aw_rData_addr <= io_axil_aw_payload_addr;
      io_axil_aw_rData_prot <= io_axil_aw_payload_prot;
    end
    if(io_axil_w_ready) begin
      io_axil_w_rData_data <= io_axil_w_payload_data;
      io_axil_w_rData_strb <= io_axil_w_payload_strb;
    end
  end


endmodule

module w256_Divider (
  input  wire          io_start,
  input  wire [63:0]   io_dividend,
  input  wire [63:0]   io_divisor,
  output wire          io_busy,
  output wire          io_done,
  output wire [63:0]   io_quotient,
  output wire [63:0]   io_remainder,
  input  wire          clk,
  input  wire          reset
);

  wire       [64:0]   _zz__zz_quot;
  wire       [64:0]   _zz_rem_1;
  wire       [64:0]   _zz_rem_1_1;
  wire       [64:0]   _zz_rem_1_2;
  wire       [63:0]   _zz_quot_1;
  wire       [63:0]   _zz_quot_2;
  wire       [0:0]    _zz_quot_3;
  reg        [6:0]    count;
  reg        [63:0]   quot;
  reg        [63:0]   rem_1;
  reg        [63:0]   den;
  wire                running;
  reg                 doneReg;
  wire       [64:0]   _zz_rem;
  wire                _zz_quot;

  assign _zz__zz_quot = {1'd0, den};
  assign _zz_rem_1 = (_zz_quot ? _zz_rem_1_1 : _zz_rem);
  assign _zz_rem_1_1 = (_zz_rem - _zz_rem_1_2);
  assign _zz_rem_1_2 = {1'd0, den};
  assign _zz_quot_1 = (quot <<< 1);
  assign _zz_quot_3 = _zz_quot;
  assign _zz_quot_2 = {63'd0, _zz_quot_3};
  assign running = (count != 7'h0);
  assign _zz_rem = {rem_1,quot[63]};
  assign _zz_quot = (_zz__zz_quot <= _zz_rem);
  assign io_busy = running;
  assign io_done = doneReg;
  assign io_quotient = quot;
  assign io_remainder = rem_1;
  always @(posedge clk) begin
    if(reset) begin
      count <= 7'h0;
      quot <= 64'h0;
      rem_1 <= 64'h0;
      den <= 64'h0;
      doneReg <= 1'b0;
    end else begin
      doneReg <= (count == 7'h01);
      if(io_start) begin
        quot <= io_dividend;
        rem_1 <= 64'h0;
        den <= io_divisor;
        count <= 7'h40;
      end else begin
        if(running) begin
          rem_1 <= _zz_rem_1[63:0];
          quot <= (_zz_quot_1 | _zz_quot_2);
          count <= (count - 7'h01);
        end
      end
    end
  end


endmodule
