// Generator : SpinalHDL v1.14.2    git head : 78f29dc66110fc099a777992b6daa2f803ab445e
// Component : redline_config_engine

`timescale 1ns/1ps

module redline_config_engine (
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
  output wire [30:0]   io_active_wlogMask,
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
  output wire [57:0]   io_capLessInc,
  output wire [15:0]   io_cyclesPerUsM1,
  output wire          io_applyUnit,
  output reg           io_adaptApply,
  output wire [47:0]   io_adaptGentleStep,
  output wire          io_busy,
  output wire          io_err,
  output wire [3:0]    io_errCode,
  output wire [31:0]   io_commits,
  output wire [31:0]   io_refused,
  output wire [31:0]   io_adaptTicks,
  output wire          io_stabRdEn,
  output wire [5:0]    io_stabRdAddr,
  input  wire [31:0]   io_stabRdData,
  output wire          io_holdWrites,
  input  wire [7:0]    io_stabIdx,
  output wire [4:0]    io_stabShift,
  input  wire          clk,
  input  wire          reset
);
  localparam St_IDLE = 4'd0;
  localparam St_STAB_COPY = 4'd1;
  localparam St_VALIDATE = 4'd2;
  localparam St_DIV_MPD = 4'd3;
  localparam St_DIV_QONE = 4'd4;
  localparam St_DIV_RECIP = 4'd5;
  localparam St_DIV_GENTLE = 4'd6;
  localparam St_DIV_INC = 4'd7;
  localparam St_DIV_D5 = 4'd8;
  localparam St_APPLY = 4'd9;
  localparam St_A_DIV10 = 4'd10;
  localparam St_A_ROUND = 4'd11;
  localparam St_A_QONE = 4'd12;
  localparam St_A_RECIP = 4'd13;
  localparam St_A_GENTLE = 4'd14;
  localparam St_A_APPLY = 4'd15;

  reg                 div_io_start;
  wire       [63:0]   div_io_dividend;
  wire       [19:0]   stabTable_spinal_port0;
  wire                div_io_busy;
  wire                div_io_done;
  wire       [63:0]   div_io_quotient;
  wire       [63:0]   div_io_remainder;
  reg        [4:0]    _zz_stabLane;
  wire       [1:0]    _zz_stabLane_1;
  wire       [63:0]   _zz_preDeltaShl;
  wire       [31:0]   _zz_preMaxP;
  wire       [5:0]    _zz_thTooBig;
  wire       [5:0]    _zz_thTooBig_1;
  wire       [5:0]    _zz_thTooBig_2;
  wire       [5:0]    _zz_thTooBig_3;
  wire       [5:0]    _zz_thTooBig_4;
  wire       [5:0]    _zz_thTooBig_5;
  wire       [5:0]    _zz_thTooBig_6;
  wire       [5:0]    _zz_thTooBig_7;
  wire       [5:0]    _zz_thTooBig_8;
  wire       [5:0]    _zz_thTooBig_9;
  wire       [5:0]    _zz_thTooBig_10;
  wire       [5:0]    _zz_thTooBig_11;
  wire       [5:0]    _zz_thTooBig_12;
  wire       [5:0]    _zz_thTooBig_13;
  wire       [5:0]    _zz_thTooBig_14;
  wire                _zz_thTooBig_15;
  wire       [5:0]    _zz_thTooBig_16;
  wire       [5:0]    _zz_thTooBig_17;
  wire       [0:0]    _zz_thTooBig_18;
  wire       [5:0]    _zz_thTooBig_19;
  wire       [5:0]    _zz_thTooBig_20;
  wire       [22:0]   _zz_thTooBig_21;
  wire       [5:0]    _zz_thTooBig_22;
  wire       [5:0]    _zz_thTooBig_23;
  wire       [5:0]    _zz_thTooBig_24;
  wire       [5:0]    _zz_thTooBig_25;
  wire       [5:0]    _zz_thTooBig_26;
  wire       [5:0]    _zz_thTooBig_27;
  wire       [5:0]    _zz_thTooBig_28;
  wire       [5:0]    _zz_thTooBig_29;
  wire       [5:0]    _zz_thTooBig_30;
  wire       [5:0]    _zz_thTooBig_31;
  wire       [5:0]    _zz_thTooBig_32;
  wire       [5:0]    _zz_thTooBig_33;
  wire       [5:0]    _zz_thTooBig_34;
  wire                _zz_thTooBig_35;
  wire       [5:0]    _zz_thTooBig_36;
  wire       [5:0]    _zz_thTooBig_37;
  wire       [0:0]    _zz_thTooBig_38;
  wire       [5:0]    _zz_thTooBig_39;
  wire       [5:0]    _zz_thTooBig_40;
  wire       [14:0]   _zz_thTooBig_41;
  wire       [5:0]    _zz_thTooBig_42;
  wire       [5:0]    _zz_thTooBig_43;
  wire       [5:0]    _zz_thTooBig_44;
  wire       [5:0]    _zz_thTooBig_45;
  wire       [5:0]    _zz_thTooBig_46;
  wire       [5:0]    _zz_thTooBig_47;
  wire       [5:0]    _zz_thTooBig_48;
  wire       [5:0]    _zz_thTooBig_49;
  wire       [5:0]    _zz_thTooBig_50;
  wire       [5:0]    _zz_thTooBig_51;
  wire       [5:0]    _zz_thTooBig_52;
  wire       [5:0]    _zz_thTooBig_53;
  wire       [5:0]    _zz_thTooBig_54;
  wire                _zz_thTooBig_55;
  wire       [5:0]    _zz_thTooBig_56;
  wire       [5:0]    _zz_thTooBig_57;
  wire       [0:0]    _zz_thTooBig_58;
  wire       [5:0]    _zz_thTooBig_59;
  wire       [5:0]    _zz_thTooBig_60;
  wire       [6:0]    _zz_thTooBig_61;
  wire       [5:0]    _zz_thTooBig_62;
  wire       [5:0]    _zz_thTooBig_63;
  wire       [5:0]    _zz_thTooBig_64;
  wire       [5:0]    _zz_thTooBig_65;
  wire       [5:0]    _zz_thTooBig_66;
  wire       [5:0]    _zz_thTooBig_67;
  wire       [5:0]    _zz_thTooBig_68;
  wire       [5:0]    _zz_thTooBig_69;
  wire       [5:0]    _zz_thTooBig_70;
  wire       [5:0]    _zz_thTooBig_71;
  wire       [5:0]    _zz_thTooBig_72;
  wire       [5:0]    _zz_thTooBig_73;
  wire       [5:0]    _zz_thTooBig_74;
  wire       [5:0]    _zz_thTooBig_75;
  wire       [63:0]   _zz_when_ConfigEngine_l161;
  wire       [64:0]   _zz__zz_adaptUpTh;
  wire       [63:0]   _zz_adaptDownTh;
  wire       [31:0]   _zz__zz_mpdM1Smear;
  wire       [31:0]   _zz__zz_mpdM1Smear_1;
  wire       [31:0]   _zz__zz_mpdM1Smear_2;
  wire       [31:0]   _zz__zz_mpdM1Smear_3;
  wire       [31:0]   _zz_mpdM1Smear_4;
  wire                _zz_preRecipL;
  wire                _zz_preRecipL_1;
  wire                _zz_preRecipL_2;
  wire                _zz_preRecipL_3;
  wire                _zz_preRecipL_4;
  wire                _zz_preRecipL_5;
  wire                _zz_preRecipL_6;
  wire                _zz_preRecipL_7;
  wire                _zz_preRecipL_8;
  wire                _zz_preRecipL_9;
  wire                _zz_preRecipL_10;
  wire                _zz_preRecipL_11;
  wire                _zz_preRecipL_12;
  wire                _zz_preRecipL_13;
  wire                _zz_preRecipL_14;
  wire                _zz_preRecipL_15;
  wire                _zz_preRecipL_16;
  wire                _zz_preRecipL_17;
  wire                _zz_preRecipL_18;
  wire                _zz_preRecipL_19;
  wire                _zz_preRecipL_20;
  wire                _zz_preRecipL_21;
  wire                _zz_preRecipL_22;
  wire                _zz_preRecipL_23;
  wire                _zz_preRecipL_24;
  wire                _zz_preRecipL_25;
  wire                _zz_preRecipL_26;
  wire                _zz_preRecipL_27;
  wire                _zz_preRecipL_28;
  wire                _zz_preRecipL_29;
  wire                _zz_preRecipL_30;
  wire                _zz_preRecipL_31;
  wire                _zz_preRecipL_32;
  wire                _zz_preRecipL_33;
  wire                _zz_preRecipL_34;
  wire                _zz_preRecipL_35;
  wire                _zz_preRecipL_36;
  wire                _zz_preRecipL_37;
  wire                _zz_preRecipL_38;
  wire                _zz_preRecipL_39;
  wire       [29:0]   _zz__zz_preMaxPUp;
  wire       [6:0]    _zz_stabTable_port;
  wire       [19:0]   _zz_stabTable_port_1;
  wire       [64:0]   _zz__zz_adjUp;
  wire       [31:0]   _zz_mpd_2;
  wire       [31:0]   _zz_mpdM1;
  wire       [31:0]   _zz_mpdM1_1;
  wire       [31:0]   _zz_opDividend;
  wire       [63:0]   _zz_recipM;
  wire       [47:0]   _zz_opDividend_1;
  wire       [31:0]   _zz_opDividend_2;
  wire       [63:0]   _zz_when_ConfigEngine_l332;
  wire       [31:0]   _zz_opDivisor;
  wire       [31:0]   _zz_active_wlogMask;
  wire       [31:0]   _zz_active_wlogMask_1;
  wire       [5:0]    _zz_active_recipSh2;
  wire       [5:0]    _zz_active_recipSh2_1;
  wire       [31:0]   _zz_active_targetMin;
  wire       [31:0]   _zz_active_targetMax;
  wire       [33:0]   _zz_active_targetMax_1;
  wire       [57:0]   _zz_capLessInc;
  wire       [57:0]   _zz_capLessInc_1;
  wire       [55:0]   _zz_capLessInc_2;
  wire       [57:0]   _zz_capLessInc_3;
  wire       [57:0]   _zz_capLessInc_4;
  wire       [31:0]   _zz_opDivisor_1;
  wire       [67:0]   _zz_maxP;
  wire       [31:0]   _zz_opDividend_3;
  wire       [31:0]   _zz_opDividend_4;
  wire       [30:0]   _zz_opDividend_5;
  wire       [31:0]   _zz_mpd_3;
  wire       [31:0]   _zz_mpdM1_2;
  wire       [31:0]   _zz_mpdM1_3;
  wire       [31:0]   _zz_opDividend_6;
  wire       [63:0]   _zz_recipM_1;
  wire       [47:0]   _zz_opDividend_7;
  wire       [31:0]   _zz_opDividend_8;
  wire       [5:0]    _zz_active_recipSh2_2;
  wire       [5:0]    _zz_active_recipSh2_3;
  wire       [5:0]    _zz_active_recipSh2_4;
  wire       [5:0]    _zz_active_recipSh2_5;
  wire                held;
  reg        [31:0]   active_minTh;
  reg        [31:0]   active_maxTh;
  reg        [31:0]   active_limit;
  reg        [31:0]   active_qthMin;
  reg        [31:0]   active_qthMax;
  reg        [4:0]    active_wlog;
  reg        [4:0]    active_scellLog;
  reg        [30:0]   active_wlogMask;
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
  reg        [57:0]   capLessInc;
  reg        [15:0]   cyclesPerUsM1;
  reg                 activeBank;
  reg                 stabLive;
  wire       [6:0]    _zz_stabWord;
  wire       [19:0]   stabWord;
  wire       [4:0]    stabLane;
  reg        [63:0]   opDividend;
  reg        [63:0]   opDivisor;
  reg                 opRecip;
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
  reg        [31:0]   mpdM1;
  reg        [31:0]   preDeltaRaw;
  reg        [31:0]   preDelta;
  reg        [31:0]   preDeltaShl;
  reg        [31:0]   preMaxP;
  reg        [31:0]   thTooBig;
  reg                 maxThBad;
  reg                 minThBad;
  reg                 maxLtMin;
  reg        [3:0]    preCodeLate;
  reg        [3:0]    preCodeEarly;
  wire                when_ConfigEngine_l156;
  wire                when_ConfigEngine_l161;
  wire                when_ConfigEngine_l162;
  wire                when_ConfigEngine_l163;
  reg                 preRateOn;
  reg        [35:0]   preIncDen;
  reg        [31:0]   preGentleDen;
  reg        [64:0]   adaptUpTh;
  reg        [64:0]   _zz_adaptUpTh;
  reg        [63:0]   adaptDownTh;
  reg        [31:0]   activeGentleDen;
  reg        [31:0]   _zz_mpdM1Smear;
  reg        [31:0]   _zz_mpdM1Smear_1;
  reg        [31:0]   _zz_mpdM1Smear_2;
  reg        [31:0]   _zz_mpdM1Smear_3;
  reg        [31:0]   mpdM1Smear;
  reg        [5:0]    preRecipL;
  reg        [63:0]   recipDividend;
  reg        [31:0]   preMaxPUp;
  wire       [31:0]   _zz_preMaxPUp;
  reg        [19:0]   adaptUs;
  reg                 adaptTick;
  wire                when_ConfigEngine_l203;
  reg                 commitPending;
  reg        [3:0]    state;
  reg                 divStarted;
  reg                 divRunning;
  reg        [6:0]    copyIdx;
  reg                 copyGot;
  reg        [5:0]    copyGotIdx;
  reg                 stabBad;
  wire       [7:0]    gotBytes_0;
  wire       [7:0]    gotBytes_1;
  wire       [7:0]    gotBytes_2;
  wire       [7:0]    gotBytes_3;
  wire                when_ConfigEngine_l243;
  wire                _zz_adjUp;
  wire                when_ConfigEngine_l296;
  wire                when_ConfigEngine_l297;
  wire       [3:0]    _zz_errCode;
  wire                when_ConfigEngine_l304;
  wire                when_ConfigEngine_l249;
  wire                when_ConfigEngine_l255;
  wire                _zz_mpd;
  wire                when_ConfigEngine_l249_1;
  wire                when_ConfigEngine_l255_1;
  wire                when_ConfigEngine_l249_2;
  wire                when_ConfigEngine_l255_2;
  wire                when_ConfigEngine_l249_3;
  wire                when_ConfigEngine_l255_3;
  wire                when_ConfigEngine_l249_4;
  wire                when_ConfigEngine_l255_4;
  wire                when_ConfigEngine_l332;
  wire                when_ConfigEngine_l249_5;
  wire                when_ConfigEngine_l255_5;
  wire                when_ConfigEngine_l343;
  wire                when_ConfigEngine_l249_6;
  wire                when_ConfigEngine_l255_6;
  wire                when_ConfigEngine_l249_7;
  wire                when_ConfigEngine_l255_7;
  wire                _zz_mpd_1;
  wire                when_ConfigEngine_l249_8;
  wire                when_ConfigEngine_l255_8;
  wire                when_ConfigEngine_l249_9;
  wire                when_ConfigEngine_l255_9;
  wire                when_ConfigEngine_l249_10;
  wire                when_ConfigEngine_l255_10;
  wire                when_ConfigEngine_l405;
  `ifndef SYNTHESIS
  reg [79:0] state_string;
  `endif

  (* ram_style = "distributed" *) reg [19:0] stabTable [0:127];

  assign _zz_preDeltaShl = ({preDelta,32'h0} >>> pend_plog);
  assign _zz_preMaxP = (preDeltaShl - preDelta);
  assign _zz_thTooBig = (_zz_thTooBig_1 + 6'h1f);
  assign _zz_thTooBig_1 = {1'd0, pend_wlog};
  assign _zz_thTooBig_2 = (_zz_thTooBig_3 + 6'h1e);
  assign _zz_thTooBig_3 = {1'd0, pend_wlog};
  assign _zz_thTooBig_4 = (_zz_thTooBig_5 + 6'h1d);
  assign _zz_thTooBig_5 = {1'd0, pend_wlog};
  assign _zz_thTooBig_6 = (_zz_thTooBig_7 + 6'h1c);
  assign _zz_thTooBig_7 = {1'd0, pend_wlog};
  assign _zz_thTooBig_8 = (_zz_thTooBig_9 + 6'h1b);
  assign _zz_thTooBig_9 = {1'd0, pend_wlog};
  assign _zz_thTooBig_10 = (_zz_thTooBig_11 + 6'h1a);
  assign _zz_thTooBig_11 = {1'd0, pend_wlog};
  assign _zz_thTooBig_13 = (_zz_thTooBig_14 + 6'h19);
  assign _zz_thTooBig_14 = {1'd0, pend_wlog};
  assign _zz_thTooBig_16 = (_zz_thTooBig_17 + 6'h18);
  assign _zz_thTooBig_17 = {1'd0, pend_wlog};
  assign _zz_thTooBig_19 = (_zz_thTooBig_20 + 6'h17);
  assign _zz_thTooBig_20 = {1'd0, pend_wlog};
  assign _zz_thTooBig_22 = (_zz_thTooBig_23 + 6'h16);
  assign _zz_thTooBig_23 = {1'd0, pend_wlog};
  assign _zz_thTooBig_24 = (_zz_thTooBig_25 + 6'h15);
  assign _zz_thTooBig_25 = {1'd0, pend_wlog};
  assign _zz_thTooBig_26 = (_zz_thTooBig_27 + 6'h14);
  assign _zz_thTooBig_27 = {1'd0, pend_wlog};
  assign _zz_thTooBig_28 = (_zz_thTooBig_29 + 6'h13);
  assign _zz_thTooBig_29 = {1'd0, pend_wlog};
  assign _zz_thTooBig_30 = (_zz_thTooBig_31 + 6'h12);
  assign _zz_thTooBig_31 = {1'd0, pend_wlog};
  assign _zz_thTooBig_33 = (_zz_thTooBig_34 + 6'h11);
  assign _zz_thTooBig_34 = {1'd0, pend_wlog};
  assign _zz_thTooBig_36 = (_zz_thTooBig_37 + 6'h10);
  assign _zz_thTooBig_37 = {1'd0, pend_wlog};
  assign _zz_thTooBig_39 = (_zz_thTooBig_40 + 6'h0f);
  assign _zz_thTooBig_40 = {1'd0, pend_wlog};
  assign _zz_thTooBig_42 = (_zz_thTooBig_43 + 6'h0e);
  assign _zz_thTooBig_43 = {1'd0, pend_wlog};
  assign _zz_thTooBig_44 = (_zz_thTooBig_45 + 6'h0d);
  assign _zz_thTooBig_45 = {1'd0, pend_wlog};
  assign _zz_thTooBig_46 = (_zz_thTooBig_47 + 6'h0c);
  assign _zz_thTooBig_47 = {1'd0, pend_wlog};
  assign _zz_thTooBig_48 = (_zz_thTooBig_49 + 6'h0b);
  assign _zz_thTooBig_49 = {1'd0, pend_wlog};
  assign _zz_thTooBig_50 = (_zz_thTooBig_51 + 6'h0a);
  assign _zz_thTooBig_51 = {1'd0, pend_wlog};
  assign _zz_thTooBig_53 = (_zz_thTooBig_54 + 6'h09);
  assign _zz_thTooBig_54 = {1'd0, pend_wlog};
  assign _zz_thTooBig_56 = (_zz_thTooBig_57 + 6'h08);
  assign _zz_thTooBig_57 = {1'd0, pend_wlog};
  assign _zz_thTooBig_59 = (_zz_thTooBig_60 + 6'h07);
  assign _zz_thTooBig_60 = {1'd0, pend_wlog};
  assign _zz_thTooBig_62 = (_zz_thTooBig_63 + 6'h06);
  assign _zz_thTooBig_63 = {1'd0, pend_wlog};
  assign _zz_thTooBig_64 = (_zz_thTooBig_65 + 6'h05);
  assign _zz_thTooBig_65 = {1'd0, pend_wlog};
  assign _zz_thTooBig_66 = (_zz_thTooBig_67 + 6'h04);
  assign _zz_thTooBig_67 = {1'd0, pend_wlog};
  assign _zz_thTooBig_68 = (_zz_thTooBig_69 + 6'h03);
  assign _zz_thTooBig_69 = {1'd0, pend_wlog};
  assign _zz_thTooBig_70 = (_zz_thTooBig_71 + 6'h02);
  assign _zz_thTooBig_71 = {1'd0, pend_wlog};
  assign _zz_thTooBig_72 = (_zz_thTooBig_73 + 6'h01);
  assign _zz_thTooBig_73 = {1'd0, pend_wlog};
  assign _zz_thTooBig_74 = (_zz_thTooBig_75 + 6'h0);
  assign _zz_thTooBig_75 = {1'd0, pend_wlog};
  assign _zz_when_ConfigEngine_l161 = (64'h0000000000000001 <<< 43);
  assign _zz__zz_adaptUpTh = {33'd0, active_targetMax};
  assign _zz_adaptDownTh = {32'd0, active_targetMin};
  assign _zz__zz_mpdM1Smear = (mpdM1 >>> 1);
  assign _zz__zz_mpdM1Smear_1 = (_zz_mpdM1Smear >>> 2);
  assign _zz__zz_mpdM1Smear_2 = (_zz_mpdM1Smear_1 >>> 4);
  assign _zz__zz_mpdM1Smear_3 = (_zz_mpdM1Smear_2 >>> 8);
  assign _zz_mpdM1Smear_4 = (_zz_mpdM1Smear_3 >>> 16);
  assign _zz__zz_preMaxPUp = (maxP >>> 2'd2);
  assign _zz__zz_adjUp = {1'd0, io_qavg};
  assign _zz_mpd_2 = div_io_quotient[31:0];
  assign _zz_mpdM1 = (_zz_mpdM1_1 - 32'h00000001);
  assign _zz_mpdM1_1 = div_io_quotient[31:0];
  assign _zz_opDividend = 32'hffffffff;
  assign _zz_recipM = (div_io_quotient + 64'h0000000000000001);
  assign _zz_opDividend_1 = {((delta < qOne) ? _zz_opDividend_2 : 32'h0),16'h0};
  assign _zz_opDividend_2 = (qOne - delta);
  assign _zz_when_ConfigEngine_l332 = (64'h0000000000000001 <<< 32);
  assign _zz_opDivisor = 32'h00000005;
  assign _zz_active_wlogMask = (_zz_active_wlogMask_1 - 32'h00000001);
  assign _zz_active_wlogMask_1 = (32'h00000001 <<< pend_wlog);
  assign _zz_active_recipSh2 = ((recipL == 6'h0) ? 6'h0 : _zz_active_recipSh2_1);
  assign _zz_active_recipSh2_1 = (recipL - 6'h01);
  assign _zz_active_targetMin = (d5 <<< 1);
  assign _zz_active_targetMax_1 = (d5 * 2'b11);
  assign _zz_active_targetMax = _zz_active_targetMax_1[31:0];
  assign _zz_capLessInc = _zz_capLessInc_1;
  assign _zz_capLessInc_2 = {pend_burst,24'h0};
  assign _zz_capLessInc_1 = {2'd0, _zz_capLessInc_2};
  assign _zz_capLessInc_3 = _zz_capLessInc_4;
  assign _zz_capLessInc_4 = {26'd0, inc};
  assign _zz_opDivisor_1 = 32'h0000000a;
  assign _zz_maxP = (div_io_quotient * 4'b1001);
  assign _zz_opDividend_3 = (maxP + _zz_opDividend_4);
  assign _zz_opDividend_5 = (delta >>> 1'd1);
  assign _zz_opDividend_4 = {1'd0, _zz_opDividend_5};
  assign _zz_mpd_3 = div_io_quotient[31:0];
  assign _zz_mpdM1_2 = (_zz_mpdM1_3 - 32'h00000001);
  assign _zz_mpdM1_3 = div_io_quotient[31:0];
  assign _zz_opDividend_6 = 32'hffffffff;
  assign _zz_recipM_1 = (div_io_quotient + 64'h0000000000000001);
  assign _zz_opDividend_7 = {((delta < qOne) ? _zz_opDividend_8 : 32'h0),16'h0};
  assign _zz_opDividend_8 = (qOne - delta);
  assign _zz_active_recipSh2_2 = ((recipL == 6'h0) ? 6'h0 : _zz_active_recipSh2_3);
  assign _zz_active_recipSh2_3 = (recipL - 6'h01);
  assign _zz_active_recipSh2_4 = ((recipL == 6'h0) ? 6'h0 : _zz_active_recipSh2_5);
  assign _zz_active_recipSh2_5 = (recipL - 6'h01);
  assign _zz_stabTable_port = {(! activeBank),copyGotIdx};
  assign _zz_stabTable_port_1 = {gotBytes_3[4 : 0],{gotBytes_2[4 : 0],{gotBytes_1[4 : 0],gotBytes_0[4 : 0]}}};
  assign _zz_stabLane_1 = io_stabIdx[1 : 0];
  assign _zz_thTooBig_12 = 6'h1f;
  assign _zz_thTooBig_15 = (6'h1f <= _zz_thTooBig_16);
  assign _zz_thTooBig_18 = (6'h1f <= _zz_thTooBig_19);
  assign _zz_thTooBig_21 = {(6'h1f <= _zz_thTooBig_22),{(6'h1f <= _zz_thTooBig_24),{(6'h1f <= _zz_thTooBig_26),{(6'h1f <= _zz_thTooBig_28),{(6'h1f <= _zz_thTooBig_30),{(_zz_thTooBig_32 <= _zz_thTooBig_33),{_zz_thTooBig_35,{_zz_thTooBig_38,_zz_thTooBig_41}}}}}}}};
  assign _zz_thTooBig_32 = 6'h1f;
  assign _zz_thTooBig_35 = (6'h1f <= _zz_thTooBig_36);
  assign _zz_thTooBig_38 = (6'h1f <= _zz_thTooBig_39);
  assign _zz_thTooBig_41 = {(6'h1f <= _zz_thTooBig_42),{(6'h1f <= _zz_thTooBig_44),{(6'h1f <= _zz_thTooBig_46),{(6'h1f <= _zz_thTooBig_48),{(6'h1f <= _zz_thTooBig_50),{(_zz_thTooBig_52 <= _zz_thTooBig_53),{_zz_thTooBig_55,{_zz_thTooBig_58,_zz_thTooBig_61}}}}}}}};
  assign _zz_thTooBig_52 = 6'h1f;
  assign _zz_thTooBig_55 = (6'h1f <= _zz_thTooBig_56);
  assign _zz_thTooBig_58 = (6'h1f <= _zz_thTooBig_59);
  assign _zz_thTooBig_61 = {(6'h1f <= _zz_thTooBig_62),{(6'h1f <= _zz_thTooBig_64),{(6'h1f <= _zz_thTooBig_66),{(6'h1f <= _zz_thTooBig_68),{(6'h1f <= _zz_thTooBig_70),{(6'h1f <= _zz_thTooBig_72),(6'h1f <= _zz_thTooBig_74)}}}}}};
  assign _zz_preRecipL = mpdM1Smear[7];
  assign _zz_preRecipL_1 = (! mpdM1Smear[15]);
  assign _zz_preRecipL_2 = mpdM1Smear[23];
  assign _zz_preRecipL_3 = (! mpdM1Smear[31]);
  assign _zz_preRecipL_4 = (((_zz_preRecipL_5 && _zz_preRecipL_6) || (_zz_preRecipL_7 && _zz_preRecipL_8)) || (mpdM1Smear[19] && (! _zz_preRecipL_9)));
  assign _zz_preRecipL_10 = (mpdM1Smear[27] && (! mpdM1Smear[31]));
  assign _zz_preRecipL_11 = (((_zz_preRecipL_12 || _zz_preRecipL_18) || (_zz_preRecipL_19 && _zz_preRecipL_20)) || (mpdM1Smear[29] && (! _zz_preRecipL_21)));
  assign _zz_preRecipL_22 = (((_zz_preRecipL_23 || _zz_preRecipL_36) || (_zz_preRecipL_37 && _zz_preRecipL_38)) || (mpdM1Smear[30] && (! _zz_preRecipL_39)));
  assign _zz_preRecipL_5 = mpdM1Smear[3];
  assign _zz_preRecipL_6 = (! mpdM1Smear[7]);
  assign _zz_preRecipL_7 = mpdM1Smear[11];
  assign _zz_preRecipL_8 = (! mpdM1Smear[15]);
  assign _zz_preRecipL_9 = mpdM1Smear[23];
  assign _zz_preRecipL_12 = (((_zz_preRecipL_13 || _zz_preRecipL_14) || (_zz_preRecipL_15 && _zz_preRecipL_16)) || (mpdM1Smear[17] && (! _zz_preRecipL_17)));
  assign _zz_preRecipL_18 = (mpdM1Smear[21] && (! mpdM1Smear[23]));
  assign _zz_preRecipL_19 = mpdM1Smear[25];
  assign _zz_preRecipL_20 = (! mpdM1Smear[27]);
  assign _zz_preRecipL_21 = mpdM1Smear[31];
  assign _zz_preRecipL_23 = (((_zz_preRecipL_24 || _zz_preRecipL_32) || (_zz_preRecipL_33 && _zz_preRecipL_34)) || (mpdM1Smear[24] && (! _zz_preRecipL_35)));
  assign _zz_preRecipL_36 = (mpdM1Smear[26] && (! mpdM1Smear[27]));
  assign _zz_preRecipL_37 = mpdM1Smear[28];
  assign _zz_preRecipL_38 = (! mpdM1Smear[29]);
  assign _zz_preRecipL_39 = mpdM1Smear[31];
  assign _zz_preRecipL_13 = ((mpdM1Smear[1] && (! mpdM1Smear[3])) || (mpdM1Smear[5] && (! mpdM1Smear[7])));
  assign _zz_preRecipL_14 = (mpdM1Smear[9] && (! mpdM1Smear[11]));
  assign _zz_preRecipL_15 = mpdM1Smear[13];
  assign _zz_preRecipL_16 = (! mpdM1Smear[15]);
  assign _zz_preRecipL_17 = mpdM1Smear[19];
  assign _zz_preRecipL_24 = ((((_zz_preRecipL_25 || _zz_preRecipL_28) || (_zz_preRecipL_29 && _zz_preRecipL_30)) || (mpdM1Smear[16] && (! _zz_preRecipL_31))) || (mpdM1Smear[18] && (! mpdM1Smear[19])));
  assign _zz_preRecipL_32 = (mpdM1Smear[20] && (! mpdM1Smear[21]));
  assign _zz_preRecipL_33 = mpdM1Smear[22];
  assign _zz_preRecipL_34 = (! mpdM1Smear[23]);
  assign _zz_preRecipL_35 = mpdM1Smear[25];
  assign _zz_preRecipL_25 = ((((((mpdM1Smear[0] && (! _zz_preRecipL_26)) || (mpdM1Smear[2] && (! _zz_preRecipL_27))) || (mpdM1Smear[4] && (! mpdM1Smear[5]))) || (mpdM1Smear[6] && (! mpdM1Smear[7]))) || (mpdM1Smear[8] && (! mpdM1Smear[9]))) || (mpdM1Smear[10] && (! mpdM1Smear[11])));
  assign _zz_preRecipL_28 = (mpdM1Smear[12] && (! mpdM1Smear[13]));
  assign _zz_preRecipL_29 = mpdM1Smear[14];
  assign _zz_preRecipL_30 = (! mpdM1Smear[15]);
  assign _zz_preRecipL_31 = mpdM1Smear[17];
  assign _zz_preRecipL_26 = mpdM1Smear[1];
  assign _zz_preRecipL_27 = mpdM1Smear[3];
  assign stabTable_spinal_port0 = stabTable[_zz_stabWord];
  always @(posedge clk) begin
    if(copyGot) begin
      stabTable[_zz_stabTable_port] <= _zz_stabTable_port_1;
    end
  end

  cfg_Divider div (
    .io_start     (div_io_start          ), //i
    .io_dividend  (div_io_dividend[63:0] ), //i
    .io_divisor   (opDivisor[63:0]       ), //i
    .io_busy      (div_io_busy           ), //o
    .io_done      (div_io_done           ), //o
    .io_quotient  (div_io_quotient[63:0] ), //o
    .io_remainder (div_io_remainder[63:0]), //o
    .clk          (clk                   ), //i
    .reset        (reset                 )  //i
  );
  always @(*) begin
    case(_zz_stabLane_1)
      2'b00 : _zz_stabLane = stabWord[4 : 0];
      2'b01 : _zz_stabLane = stabWord[9 : 5];
      2'b10 : _zz_stabLane = stabWord[14 : 10];
      default : _zz_stabLane = stabWord[19 : 15];
    endcase
  end

  `ifndef SYNTHESIS
  always @(*) begin
    case(state)
      St_IDLE : state_string = "IDLE      ";
      St_STAB_COPY : state_string = "STAB_COPY ";
      St_VALIDATE : state_string = "VALIDATE  ";
      St_DIV_MPD : state_string = "DIV_MPD   ";
      St_DIV_QONE : state_string = "DIV_QONE  ";
      St_DIV_RECIP : state_string = "DIV_RECIP ";
      St_DIV_GENTLE : state_string = "DIV_GENTLE";
      St_DIV_INC : state_string = "DIV_INC   ";
      St_DIV_D5 : state_string = "DIV_D5    ";
      St_APPLY : state_string = "APPLY     ";
      St_A_DIV10 : state_string = "A_DIV10   ";
      St_A_ROUND : state_string = "A_ROUND   ";
      St_A_QONE : state_string = "A_QONE    ";
      St_A_RECIP : state_string = "A_RECIP   ";
      St_A_GENTLE : state_string = "A_GENTLE  ";
      St_A_APPLY : state_string = "A_APPLY   ";
      default : state_string = "??????????";
    endcase
  end
  `endif

  assign held = 1'b0;
  assign io_active_minTh = active_minTh;
  assign io_active_maxTh = active_maxTh;
  assign io_active_limit = active_limit;
  assign io_active_qthMin = active_qthMin;
  assign io_active_qthMax = active_qthMax;
  assign io_active_wlog = active_wlog;
  assign io_active_scellLog = active_scellLog;
  assign io_active_wlogMask = active_wlogMask;
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
  assign io_capLessInc = capLessInc;
  assign io_cyclesPerUsM1 = cyclesPerUsM1;
  assign _zz_stabWord = {activeBank,io_stabIdx[7 : 2]};
  assign stabWord = stabTable_spinal_port0;
  assign stabLane = _zz_stabLane;
  assign io_stabShift = (stabLive ? stabLane : 5'h0);
  always @(*) begin
    div_io_start = 1'b0;
    case(state)
      St_IDLE : begin
      end
      St_STAB_COPY : begin
      end
      St_VALIDATE : begin
      end
      St_DIV_MPD : begin
        if(when_ConfigEngine_l255) begin
          div_io_start = 1'b1;
        end
      end
      St_DIV_QONE : begin
        if(when_ConfigEngine_l255_1) begin
          div_io_start = 1'b1;
        end
      end
      St_DIV_RECIP : begin
        if(when_ConfigEngine_l255_2) begin
          div_io_start = 1'b1;
        end
      end
      St_DIV_GENTLE : begin
        if(when_ConfigEngine_l255_3) begin
          div_io_start = 1'b1;
        end
      end
      St_DIV_INC : begin
        if(when_ConfigEngine_l255_4) begin
          div_io_start = 1'b1;
        end
      end
      St_DIV_D5 : begin
        if(when_ConfigEngine_l255_5) begin
          div_io_start = 1'b1;
        end
      end
      St_APPLY : begin
      end
      St_A_DIV10 : begin
        if(when_ConfigEngine_l255_6) begin
          div_io_start = 1'b1;
        end
      end
      St_A_ROUND : begin
        if(when_ConfigEngine_l255_7) begin
          div_io_start = 1'b1;
        end
      end
      St_A_QONE : begin
        if(when_ConfigEngine_l255_8) begin
          div_io_start = 1'b1;
        end
      end
      St_A_RECIP : begin
        if(when_ConfigEngine_l255_9) begin
          div_io_start = 1'b1;
        end
      end
      St_A_GENTLE : begin
        if(when_ConfigEngine_l255_10) begin
          div_io_start = 1'b1;
        end
      end
      default : begin
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
      St_STAB_COPY : begin
      end
      St_VALIDATE : begin
      end
      St_DIV_MPD : begin
      end
      St_DIV_QONE : begin
      end
      St_DIV_RECIP : begin
      end
      St_DIV_GENTLE : begin
      end
      St_DIV_INC : begin
      end
      St_DIV_D5 : begin
      end
      St_APPLY : begin
        if(when_ConfigEngine_l343) begin
          io_apply = 1'b1;
        end
      end
      St_A_DIV10 : begin
      end
      St_A_ROUND : begin
      end
      St_A_QONE : begin
      end
      St_A_RECIP : begin
      end
      St_A_GENTLE : begin
      end
      default : begin
      end
    endcase
  end

  assign io_applySeed = pend_seed;
  assign io_applyUnit = pend_unit;
  always @(*) begin
    io_adaptApply = 1'b0;
    case(state)
      St_IDLE : begin
      end
      St_STAB_COPY : begin
      end
      St_VALIDATE : begin
      end
      St_DIV_MPD : begin
      end
      St_DIV_QONE : begin
      end
      St_DIV_RECIP : begin
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
      St_A_QONE : begin
      end
      St_A_RECIP : begin
      end
      St_A_GENTLE : begin
        if(div_io_done) begin
          if(!held) begin
            io_adaptApply = 1'b1;
          end
        end
      end
      default : begin
        if(when_ConfigEngine_l405) begin
          io_adaptApply = 1'b1;
        end
      end
    endcase
  end

  assign io_adaptGentleStep = div_io_quotient[47:0];
  assign when_ConfigEngine_l156 = (5'h18 <= pend_scell_log);
  assign when_ConfigEngine_l161 = (_zz_when_ConfigEngine_l161 <= pend_rate);
  assign when_ConfigEngine_l162 = (pend_cycles_per_us == 16'h0);
  assign when_ConfigEngine_l163 = (2'b10 < pend_mode);
  assign div_io_dividend = (opRecip ? recipDividend : opDividend);
  assign _zz_preMaxPUp = {2'd0, _zz__zz_preMaxPUp};
  always @(*) begin
    adaptTick = 1'b0;
    if(io_usTick) begin
      if(when_ConfigEngine_l203) begin
        adaptTick = (active_adaptive && (active_mode != 2'b00));
      end
    end
  end

  assign when_ConfigEngine_l203 = (adaptUs == 20'h7a11f);
  assign io_busy = ((state != St_IDLE) || commitPending);
  assign io_stabRdEn = ((state == St_STAB_COPY) && (! copyIdx[6]));
  assign io_stabRdAddr = copyIdx[5:0];
  assign io_holdWrites = (state == St_STAB_COPY);
  assign gotBytes_0 = io_stabRdData[7 : 0];
  assign gotBytes_1 = io_stabRdData[15 : 8];
  assign gotBytes_2 = io_stabRdData[23 : 16];
  assign gotBytes_3 = io_stabRdData[31 : 24];
  assign when_ConfigEngine_l243 = (copyGot && (|{(gotBytes_3[7 : 5] != 3'b000),{(gotBytes_2[7 : 5] != 3'b000),{(gotBytes_1[7 : 5] != 3'b000),(gotBytes_0[7 : 5] != 3'b000)}}}));
  assign _zz_adjUp = (adaptUpTh <= _zz__zz_adjUp);
  assign when_ConfigEngine_l296 = (! copyIdx[6]);
  assign when_ConfigEngine_l297 = (copyGot && (copyGotIdx == 6'h3f));
  assign _zz_errCode = ((preCodeLate != 4'b0000) ? preCodeLate : (stabBad ? 4'b0101 : preCodeEarly));
  assign when_ConfigEngine_l304 = (_zz_errCode != 4'b0000);
  assign when_ConfigEngine_l249 = (! divStarted);
  assign when_ConfigEngine_l255 = (divStarted && (! divRunning));
  assign _zz_mpd = (div_io_quotient[31 : 0] == 32'h0);
  assign when_ConfigEngine_l249_1 = (! divStarted);
  assign when_ConfigEngine_l255_1 = (divStarted && (! divRunning));
  assign when_ConfigEngine_l249_2 = (! divStarted);
  assign when_ConfigEngine_l255_2 = (divStarted && (! divRunning));
  assign when_ConfigEngine_l249_3 = (! divStarted);
  assign when_ConfigEngine_l255_3 = (divStarted && (! divRunning));
  assign when_ConfigEngine_l249_4 = (! divStarted);
  assign when_ConfigEngine_l255_4 = (divStarted && (! divRunning));
  assign when_ConfigEngine_l332 = (preRateOn && ((div_io_quotient == 64'h0) || (_zz_when_ConfigEngine_l332 <= div_io_quotient)));
  assign when_ConfigEngine_l249_5 = (! divStarted);
  assign when_ConfigEngine_l255_5 = (divStarted && (! divRunning));
  assign when_ConfigEngine_l343 = (! held);
  assign when_ConfigEngine_l249_6 = (! divStarted);
  assign when_ConfigEngine_l255_6 = (divStarted && (! divRunning));
  assign when_ConfigEngine_l249_7 = (! divStarted);
  assign when_ConfigEngine_l255_7 = (divStarted && (! divRunning));
  assign _zz_mpd_1 = (div_io_quotient[31 : 0] == 32'h0);
  assign when_ConfigEngine_l249_8 = (! divStarted);
  assign when_ConfigEngine_l255_8 = (divStarted && (! divRunning));
  assign when_ConfigEngine_l249_9 = (! divStarted);
  assign when_ConfigEngine_l255_9 = (divStarted && (! divRunning));
  assign when_ConfigEngine_l249_10 = (! divStarted);
  assign when_ConfigEngine_l255_10 = (divStarted && (! divRunning));
  assign when_ConfigEngine_l405 = (! held);
  always @(posedge clk) begin
    if(reset) begin
      active_minTh <= 32'h0;
      active_maxTh <= 32'h0;
      active_limit <= 32'hffffffff;
      active_qthMin <= 32'h0;
      active_qthMax <= 32'h0;
      active_wlog <= 5'h0;
      active_scellLog <= 5'h0;
      active_wlogMask <= 31'h0;
      active_delta <= 32'h00000001;
      active_maxP <= 32'hffffffff;
      active_mpd <= 32'hffffffff;
      active_recipM <= 32'h00000002;
      active_recipSh1 <= 1'b1;
      active_recipSh2 <= 5'h1f;
      active_gentleStep <= 48'h0;
      active_scellMax <= 31'h000000ff;
      active_targetMin <= 32'h0;
      active_targetMax <= 32'h0;
      active_mode <= 2'b00;
      active_unit <= 1'b0;
      active_gentle <= 1'b0;
      active_harddrop <= 1'b0;
      active_nodrop <= 1'b0;
      active_adaptive <= 1'b0;
      active_inc <= 32'h0;
      active_cap <= 56'h00000bb8000000;
      active_shaped <= 1'b0;
      active_seed <= 32'h00000001;
      active_cyclesPerUs <= 16'h00fa;
      capLessInc <= 58'h000000bb8000000;
      cyclesPerUsM1 <= 16'h00f9;
      activeBank <= 1'b0;
      stabLive <= 1'b0;
      opDividend <= 64'h0;
      opDivisor <= 64'h0000000000000001;
      opRecip <= 1'b0;
      errReg <= 1'b0;
      errCode <= 4'b0000;
      commits <= 32'h0;
      refused <= 32'h0;
      adaptTicks <= 32'h0;
      adaptUs <= 20'h0;
      commitPending <= 1'b0;
      state <= St_IDLE;
      divStarted <= 1'b0;
      divRunning <= 1'b0;
      copyIdx <= 7'h0;
      copyGot <= 1'b0;
      stabBad <= 1'b0;
    end else begin
      cyclesPerUsM1 <= (active_cyclesPerUs - 16'h0001);
      if(io_usTick) begin
        adaptUs <= (adaptUs + 20'h00001);
        if(when_ConfigEngine_l203) begin
          adaptUs <= 20'h0;
        end
      end
      if(io_commit) begin
        commitPending <= 1'b1;
      end
      copyGot <= io_stabRdEn;
      if(when_ConfigEngine_l243) begin
        stabBad <= 1'b1;
      end
      case(state)
        St_IDLE : begin
          if(commitPending) begin
            commitPending <= 1'b0;
            copyIdx <= 7'h0;
            stabBad <= 1'b0;
            state <= St_STAB_COPY;
          end else begin
            if(adaptTick) begin
              adaptTicks <= (adaptTicks + 32'h00000001);
              state <= St_A_DIV10;
            end
          end
        end
        St_STAB_COPY : begin
          if(when_ConfigEngine_l296) begin
            copyIdx <= (copyIdx + 7'h01);
          end
          if(when_ConfigEngine_l297) begin
            state <= St_VALIDATE;
          end
        end
        St_VALIDATE : begin
          if(when_ConfigEngine_l304) begin
            errReg <= 1'b1;
            errCode <= _zz_errCode;
            refused <= (refused + 32'h00000001);
            state <= St_IDLE;
          end else begin
            state <= St_DIV_MPD;
          end
        end
        St_DIV_MPD : begin
          if(when_ConfigEngine_l249) begin
            opRecip <= 1'b0;
            opDividend <= {32'd0, maxP};
            opDivisor <= {32'd0, delta};
            divStarted <= 1'b1;
          end
          if(when_ConfigEngine_l255) begin
            divRunning <= 1'b1;
          end
          if(div_io_done) begin
            divStarted <= 1'b0;
            divRunning <= 1'b0;
            state <= St_DIV_QONE;
          end
        end
        St_DIV_QONE : begin
          if(when_ConfigEngine_l249_1) begin
            opRecip <= 1'b0;
            opDividend <= {32'd0, _zz_opDividend};
            opDivisor <= {32'd0, mpd};
            divStarted <= 1'b1;
          end
          if(when_ConfigEngine_l255_1) begin
            divRunning <= 1'b1;
          end
          if(div_io_done) begin
            divStarted <= 1'b0;
            divRunning <= 1'b0;
            state <= St_DIV_RECIP;
          end
        end
        St_DIV_RECIP : begin
          if(when_ConfigEngine_l249_2) begin
            opRecip <= 1'b1;
            opDivisor <= {32'd0, mpd};
            divStarted <= 1'b1;
          end
          if(when_ConfigEngine_l255_2) begin
            divRunning <= 1'b1;
          end
          if(div_io_done) begin
            divStarted <= 1'b0;
            divRunning <= 1'b0;
            state <= St_DIV_GENTLE;
          end
        end
        St_DIV_GENTLE : begin
          if(when_ConfigEngine_l249_3) begin
            opRecip <= 1'b0;
            opDividend <= {16'd0, _zz_opDividend_1};
            opDivisor <= {32'd0, preGentleDen};
            divStarted <= 1'b1;
          end
          if(when_ConfigEngine_l255_3) begin
            divRunning <= 1'b1;
          end
          if(div_io_done) begin
            divStarted <= 1'b0;
            divRunning <= 1'b0;
            state <= St_DIV_INC;
          end
        end
        St_DIV_INC : begin
          if(when_ConfigEngine_l249_4) begin
            opRecip <= 1'b0;
            opDividend <= (pend_rate <<< 21);
            opDivisor <= {28'd0, preIncDen};
            divStarted <= 1'b1;
          end
          if(when_ConfigEngine_l255_4) begin
            divRunning <= 1'b1;
          end
          if(div_io_done) begin
            divStarted <= 1'b0;
            divRunning <= 1'b0;
            state <= St_DIV_D5;
            if(when_ConfigEngine_l332) begin
              errReg <= 1'b1;
              errCode <= 4'b1000;
              refused <= (refused + 32'h00000001);
              state <= St_IDLE;
            end
          end
        end
        St_DIV_D5 : begin
          if(when_ConfigEngine_l249_5) begin
            opRecip <= 1'b0;
            opDividend <= {32'd0, delta};
            opDivisor <= {32'd0, _zz_opDivisor};
            divStarted <= 1'b1;
          end
          if(when_ConfigEngine_l255_5) begin
            divRunning <= 1'b1;
          end
          if(div_io_done) begin
            divStarted <= 1'b0;
            divRunning <= 1'b0;
            state <= St_APPLY;
          end
        end
        St_APPLY : begin
          if(when_ConfigEngine_l343) begin
            active_minTh <= pend_min_th;
            active_maxTh <= pend_max_th;
            active_limit <= pend_limit;
            active_qthMin <= (pend_min_th <<< pend_wlog);
            active_qthMax <= (pend_max_th <<< pend_wlog);
            active_wlog <= pend_wlog;
            active_wlogMask <= _zz_active_wlogMask[30:0];
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
            activeBank <= (! activeBank);
            stabLive <= 1'b1;
            active_mode <= pend_mode;
            active_unit <= pend_unit;
            active_gentle <= pend_gentle;
            active_harddrop <= pend_harddrop;
            active_nodrop <= pend_nodrop;
            active_adaptive <= pend_adaptive;
            active_inc <= inc;
            active_cap <= {pend_burst,24'h0};
            capLessInc <= ($signed(_zz_capLessInc) - $signed(_zz_capLessInc_3));
            active_shaped <= (pend_rate != 64'h0);
            active_seed <= pend_seed;
            active_cyclesPerUs <= pend_cycles_per_us;
            cyclesPerUsM1 <= (pend_cycles_per_us - 16'h0001);
            errReg <= 1'b0;
            errCode <= 4'b0000;
            commits <= (commits + 32'h00000001);
            adaptUs <= 20'h0;
            state <= St_IDLE;
          end
        end
        St_A_DIV10 : begin
          if(when_ConfigEngine_l249_6) begin
            opRecip <= 1'b0;
            opDividend <= {32'd0, maxP};
            opDivisor <= {32'd0, _zz_opDivisor_1};
            divStarted <= 1'b1;
          end
          if(when_ConfigEngine_l255_6) begin
            divRunning <= 1'b1;
          end
          if(div_io_done) begin
            divStarted <= 1'b0;
            divRunning <= 1'b0;
            state <= St_A_ROUND;
          end
        end
        St_A_ROUND : begin
          if(when_ConfigEngine_l249_7) begin
            opRecip <= 1'b0;
            opDividend <= {32'd0, _zz_opDividend_3};
            opDivisor <= {32'd0, delta};
            divStarted <= 1'b1;
          end
          if(when_ConfigEngine_l255_7) begin
            divRunning <= 1'b1;
          end
          if(div_io_done) begin
            divStarted <= 1'b0;
            divRunning <= 1'b0;
            state <= St_A_QONE;
          end
        end
        St_A_QONE : begin
          if(when_ConfigEngine_l249_8) begin
            opRecip <= 1'b0;
            opDividend <= {32'd0, _zz_opDividend_6};
            opDivisor <= {32'd0, mpd};
            divStarted <= 1'b1;
          end
          if(when_ConfigEngine_l255_8) begin
            divRunning <= 1'b1;
          end
          if(div_io_done) begin
            divStarted <= 1'b0;
            divRunning <= 1'b0;
            state <= St_A_RECIP;
          end
        end
        St_A_RECIP : begin
          if(when_ConfigEngine_l249_9) begin
            opRecip <= 1'b1;
            opDivisor <= {32'd0, mpd};
            divStarted <= 1'b1;
          end
          if(when_ConfigEngine_l255_9) begin
            divRunning <= 1'b1;
          end
          if(div_io_done) begin
            divStarted <= 1'b0;
            divRunning <= 1'b0;
            state <= St_A_GENTLE;
          end
        end
        St_A_GENTLE : begin
          if(when_ConfigEngine_l249_10) begin
            opRecip <= 1'b0;
            opDividend <= {16'd0, _zz_opDividend_7};
            opDivisor <= {32'd0, activeGentleDen};
            divStarted <= 1'b1;
          end
          if(when_ConfigEngine_l255_10) begin
            divRunning <= 1'b1;
          end
          if(div_io_done) begin
            divStarted <= 1'b0;
            divRunning <= 1'b0;
            state <= St_IDLE;
            if(held) begin
              state <= St_A_APPLY;
            end else begin
              active_maxP <= maxP;
              active_mpd <= mpd;
              active_recipM <= recipM;
              active_recipSh1 <= ((recipL == 6'h0) ? 1'b0 : 1'b1);
              active_recipSh2 <= _zz_active_recipSh2_2[4:0];
              active_gentleStep <= div_io_quotient[47:0];
            end
          end
        end
        default : begin
          if(when_ConfigEngine_l405) begin
            active_maxP <= maxP;
            active_mpd <= mpd;
            active_recipM <= recipM;
            active_recipSh1 <= ((recipL == 6'h0) ? 1'b0 : 1'b1);
            active_recipSh2 <= _zz_active_recipSh2_4[4:0];
            active_gentleStep <= gentleStep;
            state <= St_IDLE;
          end
        end
      endcase
    end
  end

  always @(posedge clk) begin
    preDeltaRaw <= (pend_max_th - pend_min_th);
    preDelta <= ((preDeltaRaw == 32'h0) ? 32'h00000001 : preDeltaRaw);
    preDeltaShl <= _zz_preDeltaShl[31:0];
    preMaxP <= ((pend_max_p != 32'h0) ? pend_max_p : _zz_preMaxP);
    thTooBig <= {(6'h1f <= _zz_thTooBig),{(6'h1f <= _zz_thTooBig_2),{(6'h1f <= _zz_thTooBig_4),{(6'h1f <= _zz_thTooBig_6),{(6'h1f <= _zz_thTooBig_8),{(6'h1f <= _zz_thTooBig_10),{(_zz_thTooBig_12 <= _zz_thTooBig_13),{_zz_thTooBig_15,{_zz_thTooBig_18,_zz_thTooBig_21}}}}}}}}};
    maxThBad <= ((pend_max_th & thTooBig) != 32'h0);
    minThBad <= ((pend_min_th & thTooBig) != 32'h0);
    maxLtMin <= (pend_max_th < pend_min_th);
    preCodeLate <= 4'b0000;
    if(when_ConfigEngine_l156) begin
      preCodeLate <= 4'b0100;
    end
    if(maxLtMin) begin
      preCodeLate <= 4'b0011;
    end
    if(maxThBad) begin
      preCodeLate <= 4'b0010;
    end
    if(minThBad) begin
      preCodeLate <= 4'b0001;
    end
    preCodeEarly <= 4'b0000;
    if(when_ConfigEngine_l161) begin
      preCodeEarly <= 4'b1000;
    end
    if(when_ConfigEngine_l162) begin
      preCodeEarly <= 4'b0111;
    end
    if(when_ConfigEngine_l163) begin
      preCodeEarly <= 4'b0110;
    end
    preRateOn <= (pend_rate != 64'h0);
    preIncDen <= (pend_cycles_per_us * 20'hf4240);
    preGentleDen <= ((pend_max_th == 32'h0) ? 32'h00000001 : pend_max_th);
    _zz_adaptUpTh <= (_zz__zz_adaptUpTh + 65'h00000000000000001);
    adaptUpTh <= (_zz_adaptUpTh <<< active_wlog);
    adaptDownTh <= (_zz_adaptDownTh <<< active_wlog);
    activeGentleDen <= ((active_maxTh == 32'h0) ? 32'h00000001 : active_maxTh);
    _zz_mpdM1Smear <= (mpdM1 | _zz__zz_mpdM1Smear);
    _zz_mpdM1Smear_1 <= (_zz_mpdM1Smear | _zz__zz_mpdM1Smear_1);
    _zz_mpdM1Smear_2 <= (_zz_mpdM1Smear_1 | _zz__zz_mpdM1Smear_2);
    _zz_mpdM1Smear_3 <= (_zz_mpdM1Smear_2 | _zz__zz_mpdM1Smear_3);
    mpdM1Smear <= (_zz_mpdM1Smear_3 | _zz_mpdM1Smear_4);
    preRecipL <= {mpdM1Smear[31],{(mpdM1Smear[15] && (! mpdM1Smear[31])),{((_zz_preRecipL && _zz_preRecipL_1) || (_zz_preRecipL_2 && _zz_preRecipL_3)),{(_zz_preRecipL_4 || _zz_preRecipL_10),{_zz_preRecipL_11,_zz_preRecipL_22}}}}};
    recipDividend <= {(mpdM1Smear & (~ mpdM1)),32'h0};
    preMaxPUp <= (maxP + ((_zz_preMaxPUp < 32'h028f5c29) ? _zz_preMaxPUp : 32'h028f5c29));
    copyGotIdx <= io_stabRdAddr;
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
        end else begin
          if(adaptTick) begin
            adjUp <= (_zz_adjUp && (active_maxP <= 32'h80000002));
            adjDown <= (((! _zz_adjUp) && (io_qavg < adaptDownTh)) && (32'h028f5c29 <= active_maxP));
            maxP <= active_maxP;
            delta <= active_delta;
          end
        end
      end
      St_STAB_COPY : begin
      end
      St_VALIDATE : begin
        if(!when_ConfigEngine_l304) begin
          delta <= preDelta;
          maxP <= preMaxP;
        end
      end
      St_DIV_MPD : begin
        if(div_io_done) begin
          mpd <= (_zz_mpd ? 32'h00000001 : _zz_mpd_2);
          mpdM1 <= (_zz_mpd ? 32'h0 : _zz_mpdM1);
        end
      end
      St_DIV_QONE : begin
        if(div_io_done) begin
          qOne <= div_io_quotient[31:0];
        end
      end
      St_DIV_RECIP : begin
        if(div_io_done) begin
          recipM <= _zz_recipM[31:0];
          recipL <= preRecipL;
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
            maxP <= preMaxPUp;
          end else begin
            if(adjDown) begin
              maxP <= _zz_maxP[31:0];
            end
          end
        end
      end
      St_A_ROUND : begin
        if(div_io_done) begin
          mpd <= (_zz_mpd_1 ? 32'h00000001 : _zz_mpd_3);
          mpdM1 <= (_zz_mpd_1 ? 32'h0 : _zz_mpdM1_2);
        end
      end
      St_A_QONE : begin
        if(div_io_done) begin
          qOne <= div_io_quotient[31:0];
        end
      end
      St_A_RECIP : begin
        if(div_io_done) begin
          recipM <= _zz_recipM_1[31:0];
          recipL <= preRecipL;
        end
      end
      St_A_GENTLE : begin
        if(div_io_done) begin
          gentleStep <= div_io_quotient[47:0];
        end
      end
      default : begin
      end
    endcase
  end


endmodule

module cfg_Divider (
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

  wire       [0:0]    _zz_rem_1;
  wire       [64:0]   _zz__zz_quot;
  wire       [64:0]   _zz_rem_1_1;
  wire       [64:0]   _zz_rem_1_2;
  wire       [64:0]   _zz_rem_1_3;
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

  assign _zz_rem_1 = io_dividend[63];
  assign _zz__zz_quot = {1'd0, den};
  assign _zz_rem_1_1 = (_zz_quot ? _zz_rem_1_2 : _zz_rem);
  assign _zz_rem_1_2 = (_zz_rem - _zz_rem_1_3);
  assign _zz_rem_1_3 = {1'd0, den};
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
        quot <= (io_dividend <<< 1);
        rem_1 <= {63'd0, _zz_rem_1};
        den <= io_divisor;
        count <= 7'h3f;
      end else begin
        if(running) begin
          rem_1 <= _zz_rem_1_1[63:0];
          quot <= (_zz_quot_1 | _zz_quot_2);
          count <= (count - 7'h01);
        end
      end
    end
  end


endmodule
