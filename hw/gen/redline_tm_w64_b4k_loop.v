// Generator : SpinalHDL v1.14.2    git head : 78f29dc66110fc099a777992b6daa2f803ab445e
// Component : redline_tm_w64_b4k_loop

`timescale 1ns/1ps

module redline_tm_w64_b4k_loop (
  input  wire [63:0]   s_axis_tdata,
  input  wire [7:0]    s_axis_tkeep,
  input  wire          s_axis_tvalid,
  output wire          s_axis_tready,
  input  wire          s_axis_tlast,
  input  wire          s_axis_tuser,
  output wire [63:0]   m_axis_tdata,
  output wire [7:0]    m_axis_tkeep,
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
  input  wire          reset,
  input  wire          clk
);

  wire                engineCfg_io_holdApply;
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
  wire                regs_io_commit;
  wire                regs_io_clearPeak;
  wire       [31:0]   regs_io_stabRdData;
  wire       [31:0]   engineCfg_io_active_minTh;
  wire       [31:0]   engineCfg_io_active_maxTh;
  wire       [31:0]   engineCfg_io_active_limit;
  wire       [31:0]   engineCfg_io_active_qthMin;
  wire       [31:0]   engineCfg_io_active_qthMax;
  wire       [4:0]    engineCfg_io_active_wlog;
  wire       [4:0]    engineCfg_io_active_scellLog;
  wire       [30:0]   engineCfg_io_active_wlogMask;
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
  wire       [57:0]   engineCfg_io_capLessInc;
  wire       [15:0]   engineCfg_io_cyclesPerUsM1;
  wire                engineCfg_io_applyUnit;
  wire                engineCfg_io_adaptApply;
  wire       [47:0]   engineCfg_io_adaptGentleStep;
  wire                engineCfg_io_busy;
  wire                engineCfg_io_err;
  wire       [3:0]    engineCfg_io_errCode;
  wire       [31:0]   engineCfg_io_commits;
  wire       [31:0]   engineCfg_io_refused;
  wire       [31:0]   engineCfg_io_adaptTicks;
  wire                engineCfg_io_stabRdEn;
  wire       [5:0]    engineCfg_io_stabRdAddr;
  wire                engineCfg_io_holdWrites;
  wire       [4:0]    engineCfg_io_stabShift;
  wire       [4:0]    engineCfg_io_adaptStabShift;
  wire                engineCfg_io_adaptSample;
  wire                ingress_io_tready;
  wire                ingress_io_hold_taken;
  wire                ingress_io_hold_nextFirst;
  wire                ingress_io_hold_staged;
  wire                ingress_io_hold_stagedFirst;
  wire                ingress_io_frame_valid;
  wire       [15:0]   ingress_io_frame_payload_len;
  wire       [31:0]   ingress_io_frame_payload_bytes;
  wire       [15:0]   ingress_io_frame_payload_queueLen;
  wire                ingress_io_frame_payload_bad;
  wire                ingress_io_frame_payload_lost;
  wire                ingress_io_frame_payload_parse_ipv4;
  wire                ingress_io_frame_payload_parse_ipv6;
  wire       [4:0]    ingress_io_frame_payload_parse_l3;
  wire       [1:0]    ingress_io_frame_payload_parse_ecn;
  wire                ingress_io_frame_payload_parse_canCe;
  wire                ingress_io_frame_payload_parse_rewrite;
  wire       [7:0]    ingress_io_frame_payload_parse_newTos;
  wire       [15:0]   ingress_io_frame_payload_parse_newCsum;
  wire                ingress_io_beatValid;
  wire       [63:0]   ingress_io_beatData;
  wire                ingress_io_beatFirst;
  wire                pktBuf_io_frameLost;
  wire       [63:0]   pktBuf_io_rdData;
  wire                late_io_wrValid;
  wire       [63:0]   late_io_wrData;
  wire                late_io_wrFirst;
  wire                late_io_frame_valid;
  wire       [15:0]   late_io_frame_payload_len;
  wire       [31:0]   late_io_frame_payload_bytes;
  wire       [15:0]   late_io_frame_payload_queueLen;
  wire                late_io_frame_payload_bad;
  wire                late_io_frame_payload_lost;
  wire                late_io_frame_payload_parse_ipv4;
  wire                late_io_frame_payload_parse_ipv6;
  wire       [4:0]    late_io_frame_payload_parse_l3;
  wire       [1:0]    late_io_frame_payload_parse_ecn;
  wire                late_io_frame_payload_parse_canCe;
  wire                late_io_frame_payload_parse_rewrite;
  wire       [7:0]    late_io_frame_payload_parse_newTos;
  wire       [15:0]   late_io_frame_payload_parse_newCsum;
  wire                late_io_overrun;
  wire                late_io_takeOk;
  wire                loop_1_io_frame_ready;
  wire       [7:0]    loop_1_io_stabIdx;
  wire       [7:0]    loop_1_io_adaptStabIdx;
  wire                loop_1_io_release;
  wire                loop_1_io_enqueue_valid;
  wire       [15:0]   loop_1_io_enqueue_payload_len;
  wire                loop_1_io_enqueue_payload_rewrite;
  wire                loop_1_io_enqueue_payload_ipv4;
  wire       [4:0]    loop_1_io_enqueue_payload_l3;
  wire       [7:0]    loop_1_io_enqueue_payload_newTos;
  wire       [15:0]   loop_1_io_enqueue_payload_newCsum;
  wire                loop_1_io_decision_valid;
  wire       [1:0]    loop_1_io_decision_payload_action;
  wire       [2:0]    loop_1_io_decision_payload_reason;
  wire       [63:0]   loop_1_io_decision_payload_qavg;
  wire       [31:0]   loop_1_io_decision_payload_backlog;
  wire       [15:0]   loop_1_io_decision_payload_len;
  wire                loop_1_io_counts_probMark;
  wire                loop_1_io_counts_forcedMark;
  wire                loop_1_io_counts_probDrop;
  wire                loop_1_io_counts_forcedDrop;
  wire                loop_1_io_counts_pdrop;
  wire                loop_1_io_counts_bad;
  wire                loop_1_io_counts_bufFull;
  wire       [63:0]   loop_1_io_qavg;
  wire       [63:0]   loop_1_io_adaptQavg;
  wire                loop_1_io_gentleBusy;
  wire                shaper_io_allow;
  wire                txq_io_nonEmpty;
  wire       [15:0]   txq_io_head_len;
  wire                txq_io_head_rewrite;
  wire                txq_io_head_ipv4;
  wire       [4:0]    txq_io_head_l3;
  wire       [7:0]    txq_io_head_newTos;
  wire       [15:0]   txq_io_head_newCsum;
  wire       [31:0]   txq_io_backlog;
  wire       [31:0]   txq_io_qlen;
  wire       [31:0]   txq_io_backlogIfEnq_0;
  wire       [31:0]   txq_io_backlogIfEnq_1;
  wire       [31:0]   txq_io_backlogIf_0_0;
  wire       [31:0]   txq_io_backlogIf_0_1;
  wire       [31:0]   txq_io_backlogIf_1_0;
  wire       [31:0]   txq_io_backlogIf_1_1;
  wire       [31:0]   txq_io_qlenIf_0_0;
  wire       [31:0]   txq_io_qlenIf_0_1;
  wire       [31:0]   txq_io_qlenIf_1_0;
  wire       [31:0]   txq_io_qlenIf_1_1;
  wire                txq_io_empty;
  wire                txq_io_emptyIfNotEnq;
  wire       [31:0]   txq_io_qlenIfEnq_0;
  wire       [31:0]   txq_io_qlenIfEnq_1;
  wire       [31:0]   txq_io_peakBacklog;
  wire       [31:0]   txq_io_peakQlen;
  wire                egress_io_pop_valid;
  wire       [15:0]   egress_io_pop_payload;
  wire                egress_io_rdEnable;
  wire       [63:0]   egress_io_tdata;
  wire       [7:0]    egress_io_tkeep;
  wire                egress_io_tvalid;
  wire                egress_io_tlast;
  wire                egress_io_sent_valid;
  wire       [15:0]   egress_io_sent_payload;
  wire                egress_io_busy;
  wire       [15:0]   _zz_sub;
  wire       [15:0]   _zz__zz_io_usTickAhead;
  wire       [63:0]   _zz__zz_io_status_bytes_in;
  wire       [63:0]   _zz__zz_io_status_bytes_out;
  reg        [63:0]   cycle;
  reg        [15:0]   sub;
  wire                usTick;
  reg        [63:0]   commitCycle;
  reg        [15:0]   _zz_io_usTickAhead;
  wire                _zz_io_usTickAhead_1;
  reg                 io_apply_regNext;
  reg        [15:0]   _zz_io_usTickAhead_2;
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
  reg        [63:0]   _zz_io_status_buf_full;
  reg        [63:0]   overrunCount;

  assign _zz_sub = (sub + 16'h0001);
  assign _zz__zz_io_usTickAhead = (_zz_io_usTickAhead + 16'h0001);
  assign _zz__zz_io_status_bytes_in = {32'd0, late_io_frame_payload_bytes};
  assign _zz__zz_io_status_bytes_out = {48'd0, egress_io_sent_payload};
  w64_b4k_loop_RegFile regs (
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
    .io_status_qavg          (loop_1_io_qavg[63:0]             ), //i
    .io_status_cycle         (cycle[63:0]                      ), //i
    .io_status_commit_cycle  (commitCycle[63:0]                ), //i
    .io_status_backlog       (txq_io_backlog[31:0]             ), //i
    .io_status_qlen          (txq_io_qlen[31:0]                ), //i
    .io_status_peak_backlog  (txq_io_peakBacklog[31:0]         ), //i
    .io_status_peak_qlen     (txq_io_peakQlen[31:0]            ), //i
    .io_status_cur_max_p     (engineCfg_io_active_maxP[31:0]   ), //i
    .io_status_busy          (engineCfg_io_busy                ), //i
    .io_status_err           (engineCfg_io_err                 ), //i
    .io_status_err_code      (engineCfg_io_errCode[3:0]        ), //i
    .io_status_commits       (engineCfg_io_commits[31:0]       ), //i
    .io_status_refused       (engineCfg_io_refused[31:0]       ), //i
    .io_status_adapt_ticks   (engineCfg_io_adaptTicks[31:0]    ), //i
    .io_status_overrun       (overrunCount[63:0]               ), //i
    .io_status_buf_full      (_zz_io_status_buf_full[63:0]     ), //i
    .io_stabRdEn             (engineCfg_io_stabRdEn            ), //i
    .io_stabRdAddr           (engineCfg_io_stabRdAddr[5:0]     ), //i
    .io_stabRdData           (regs_io_stabRdData[31:0]         ), //o
    .io_holdWrites           (engineCfg_io_holdWrites          ), //i
    .clk                     (clk                              ), //i
    .reset                   (reset                            )  //i
  );
  w64_b4k_loop_ConfigEngine engineCfg (
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
    .io_commit              (regs_io_commit                       ), //i
    .io_usTick              (usTick                               ), //i
    .io_qavg                (loop_1_io_adaptQavg[63:0]            ), //i
    .io_active_minTh        (engineCfg_io_active_minTh[31:0]      ), //o
    .io_active_maxTh        (engineCfg_io_active_maxTh[31:0]      ), //o
    .io_active_limit        (engineCfg_io_active_limit[31:0]      ), //o
    .io_active_qthMin       (engineCfg_io_active_qthMin[31:0]     ), //o
    .io_active_qthMax       (engineCfg_io_active_qthMax[31:0]     ), //o
    .io_active_wlog         (engineCfg_io_active_wlog[4:0]        ), //o
    .io_active_scellLog     (engineCfg_io_active_scellLog[4:0]    ), //o
    .io_active_wlogMask     (engineCfg_io_active_wlogMask[30:0]   ), //o
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
    .io_capLessInc          (engineCfg_io_capLessInc[57:0]        ), //o
    .io_cyclesPerUsM1       (engineCfg_io_cyclesPerUsM1[15:0]     ), //o
    .io_applyUnit           (engineCfg_io_applyUnit               ), //o
    .io_adaptApply          (engineCfg_io_adaptApply              ), //o
    .io_adaptGentleStep     (engineCfg_io_adaptGentleStep[47:0]   ), //o
    .io_busy                (engineCfg_io_busy                    ), //o
    .io_err                 (engineCfg_io_err                     ), //o
    .io_errCode             (engineCfg_io_errCode[3:0]            ), //o
    .io_commits             (engineCfg_io_commits[31:0]           ), //o
    .io_refused             (engineCfg_io_refused[31:0]           ), //o
    .io_adaptTicks          (engineCfg_io_adaptTicks[31:0]        ), //o
    .io_stabRdEn            (engineCfg_io_stabRdEn                ), //o
    .io_stabRdAddr          (engineCfg_io_stabRdAddr[5:0]         ), //o
    .io_stabRdData          (regs_io_stabRdData[31:0]             ), //i
    .io_holdWrites          (engineCfg_io_holdWrites              ), //o
    .io_stabIdx             (loop_1_io_stabIdx[7:0]               ), //i
    .io_stabShift           (engineCfg_io_stabShift[4:0]          ), //o
    .io_adaptStabIdx        (loop_1_io_adaptStabIdx[7:0]          ), //i
    .io_adaptStabShift      (engineCfg_io_adaptStabShift[4:0]     ), //o
    .io_adaptSample         (engineCfg_io_adaptSample             ), //o
    .io_holdApply           (engineCfg_io_holdApply               ), //i
    .clk                    (clk                                  ), //i
    .reset                  (reset                                )  //i
  );
  w64_b4k_loop_Ingress ingress (
    .io_tdata                       (s_axis_tdata[63:0]                          ), //i
    .io_tkeep                       (s_axis_tkeep[7:0]                           ), //i
    .io_tvalid                      (s_axis_tvalid                               ), //i
    .io_tlast                       (s_axis_tlast                                ), //i
    .io_tuser                       (s_axis_tuser                                ), //i
    .io_tready                      (ingress_io_tready                           ), //o
    .io_takeOk                      (late_io_takeOk                              ), //i
    .io_hold_taken                  (ingress_io_hold_taken                       ), //o
    .io_hold_nextFirst              (ingress_io_hold_nextFirst                   ), //o
    .io_hold_staged                 (ingress_io_hold_staged                      ), //o
    .io_hold_stagedFirst            (ingress_io_hold_stagedFirst                 ), //o
    .io_frame_valid                 (ingress_io_frame_valid                      ), //o
    .io_frame_payload_len           (ingress_io_frame_payload_len[15:0]          ), //o
    .io_frame_payload_bytes         (ingress_io_frame_payload_bytes[31:0]        ), //o
    .io_frame_payload_queueLen      (ingress_io_frame_payload_queueLen[15:0]     ), //o
    .io_frame_payload_bad           (ingress_io_frame_payload_bad                ), //o
    .io_frame_payload_lost          (ingress_io_frame_payload_lost               ), //o
    .io_frame_payload_parse_ipv4    (ingress_io_frame_payload_parse_ipv4         ), //o
    .io_frame_payload_parse_ipv6    (ingress_io_frame_payload_parse_ipv6         ), //o
    .io_frame_payload_parse_l3      (ingress_io_frame_payload_parse_l3[4:0]      ), //o
    .io_frame_payload_parse_ecn     (ingress_io_frame_payload_parse_ecn[1:0]     ), //o
    .io_frame_payload_parse_canCe   (ingress_io_frame_payload_parse_canCe        ), //o
    .io_frame_payload_parse_rewrite (ingress_io_frame_payload_parse_rewrite      ), //o
    .io_frame_payload_parse_newTos  (ingress_io_frame_payload_parse_newTos[7:0]  ), //o
    .io_frame_payload_parse_newCsum (ingress_io_frame_payload_parse_newCsum[15:0]), //o
    .io_beatValid                   (ingress_io_beatValid                        ), //o
    .io_beatData                    (ingress_io_beatData[63:0]                   ), //o
    .io_beatFirst                   (ingress_io_beatFirst                        ), //o
    .io_frameLost                   (1'b0                                        ), //i
    .reset                          (reset                                       ), //i
    .clk                            (clk                                         )  //i
  );
  w64_b4k_loop_PacketBuffer pktBuf (
    .io_beatValid (late_io_wrValid       ), //i
    .io_beatData  (late_io_wrData[63:0]  ), //i
    .io_beatFirst (late_io_wrFirst       ), //i
    .io_frameLost (pktBuf_io_frameLost   ), //o
    .io_release   (loop_1_io_release     ), //i
    .io_read      (egress_io_rdEnable    ), //i
    .io_rdData    (pktBuf_io_rdData[63:0]), //o
    .clk          (clk                   ), //i
    .reset        (reset                 )  //i
  );
  w64_b4k_loop_LateDecisions late (
    .io_inValid                       (ingress_io_beatValid                        ), //i
    .io_inData                        (ingress_io_beatData[63:0]                   ), //i
    .io_inFirst                       (ingress_io_beatFirst                        ), //i
    .io_inFrame_valid                 (ingress_io_frame_valid                      ), //i
    .io_inFrame_payload_len           (ingress_io_frame_payload_len[15:0]          ), //i
    .io_inFrame_payload_bytes         (ingress_io_frame_payload_bytes[31:0]        ), //i
    .io_inFrame_payload_queueLen      (ingress_io_frame_payload_queueLen[15:0]     ), //i
    .io_inFrame_payload_bad           (ingress_io_frame_payload_bad                ), //i
    .io_inFrame_payload_lost          (ingress_io_frame_payload_lost               ), //i
    .io_inFrame_payload_parse_ipv4    (ingress_io_frame_payload_parse_ipv4         ), //i
    .io_inFrame_payload_parse_ipv6    (ingress_io_frame_payload_parse_ipv6         ), //i
    .io_inFrame_payload_parse_l3      (ingress_io_frame_payload_parse_l3[4:0]      ), //i
    .io_inFrame_payload_parse_ecn     (ingress_io_frame_payload_parse_ecn[1:0]     ), //i
    .io_inFrame_payload_parse_canCe   (ingress_io_frame_payload_parse_canCe        ), //i
    .io_inFrame_payload_parse_rewrite (ingress_io_frame_payload_parse_rewrite      ), //i
    .io_inFrame_payload_parse_newTos  (ingress_io_frame_payload_parse_newTos[7:0]  ), //i
    .io_inFrame_payload_parse_newCsum (ingress_io_frame_payload_parse_newCsum[15:0]), //i
    .io_wrValid                       (late_io_wrValid                             ), //o
    .io_wrData                        (late_io_wrData[63:0]                        ), //o
    .io_wrFirst                       (late_io_wrFirst                             ), //o
    .io_wrLost                        (pktBuf_io_frameLost                         ), //i
    .io_frame_valid                   (late_io_frame_valid                         ), //o
    .io_frame_payload_len             (late_io_frame_payload_len[15:0]             ), //o
    .io_frame_payload_bytes           (late_io_frame_payload_bytes[31:0]           ), //o
    .io_frame_payload_queueLen        (late_io_frame_payload_queueLen[15:0]        ), //o
    .io_frame_payload_bad             (late_io_frame_payload_bad                   ), //o
    .io_frame_payload_lost            (late_io_frame_payload_lost                  ), //o
    .io_frame_payload_parse_ipv4      (late_io_frame_payload_parse_ipv4            ), //o
    .io_frame_payload_parse_ipv6      (late_io_frame_payload_parse_ipv6            ), //o
    .io_frame_payload_parse_l3        (late_io_frame_payload_parse_l3[4:0]         ), //o
    .io_frame_payload_parse_ecn       (late_io_frame_payload_parse_ecn[1:0]        ), //o
    .io_frame_payload_parse_canCe     (late_io_frame_payload_parse_canCe           ), //o
    .io_frame_payload_parse_rewrite   (late_io_frame_payload_parse_rewrite         ), //o
    .io_frame_payload_parse_newTos    (late_io_frame_payload_parse_newTos[7:0]     ), //o
    .io_frame_payload_parse_newCsum   (late_io_frame_payload_parse_newCsum[15:0]   ), //o
    .io_overrun                       (late_io_overrun                             ), //o
    .io_engineReady                   (loop_1_io_frame_ready                       ), //i
    .io_engineDecided                 (loop_1_io_decision_valid                    ), //i
    .io_engineBusy                    (loop_1_io_gentleBusy                        ), //i
    .io_hold_taken                    (ingress_io_hold_taken                       ), //i
    .io_hold_nextFirst                (ingress_io_hold_nextFirst                   ), //i
    .io_hold_staged                   (ingress_io_hold_staged                      ), //i
    .io_hold_stagedFirst              (ingress_io_hold_stagedFirst                 ), //i
    .io_takenLast                     (s_axis_tlast                                ), //i
    .io_takeOk                        (late_io_takeOk                              ), //o
    .clk                              (clk                                         ), //i
    .reset                            (reset                                       )  //i
  );
  w64_b4k_loop_LoopEngine loop_1 (
    .io_frame_valid                 (late_io_frame_valid                      ), //i
    .io_frame_ready                 (loop_1_io_frame_ready                    ), //o
    .io_frame_payload_len           (late_io_frame_payload_len[15:0]          ), //i
    .io_frame_payload_bytes         (late_io_frame_payload_bytes[31:0]        ), //i
    .io_frame_payload_queueLen      (late_io_frame_payload_queueLen[15:0]     ), //i
    .io_frame_payload_bad           (late_io_frame_payload_bad                ), //i
    .io_frame_payload_lost          (late_io_frame_payload_lost               ), //i
    .io_frame_payload_parse_ipv4    (late_io_frame_payload_parse_ipv4         ), //i
    .io_frame_payload_parse_ipv6    (late_io_frame_payload_parse_ipv6         ), //i
    .io_frame_payload_parse_l3      (late_io_frame_payload_parse_l3[4:0]      ), //i
    .io_frame_payload_parse_ecn     (late_io_frame_payload_parse_ecn[1:0]     ), //i
    .io_frame_payload_parse_canCe   (late_io_frame_payload_parse_canCe        ), //i
    .io_frame_payload_parse_rewrite (late_io_frame_payload_parse_rewrite      ), //i
    .io_frame_payload_parse_newTos  (late_io_frame_payload_parse_newTos[7:0]  ), //i
    .io_frame_payload_parse_newCsum (late_io_frame_payload_parse_newCsum[15:0]), //i
    .io_active_minTh                (engineCfg_io_active_minTh[31:0]          ), //i
    .io_active_maxTh                (engineCfg_io_active_maxTh[31:0]          ), //i
    .io_active_limit                (engineCfg_io_active_limit[31:0]          ), //i
    .io_active_qthMin               (engineCfg_io_active_qthMin[31:0]         ), //i
    .io_active_qthMax               (engineCfg_io_active_qthMax[31:0]         ), //i
    .io_active_wlog                 (engineCfg_io_active_wlog[4:0]            ), //i
    .io_active_scellLog             (engineCfg_io_active_scellLog[4:0]        ), //i
    .io_active_wlogMask             (engineCfg_io_active_wlogMask[30:0]       ), //i
    .io_active_delta                (engineCfg_io_active_delta[31:0]          ), //i
    .io_active_maxP                 (engineCfg_io_active_maxP[31:0]           ), //i
    .io_active_mpd                  (engineCfg_io_active_mpd[31:0]            ), //i
    .io_active_recipM               (engineCfg_io_active_recipM[31:0]         ), //i
    .io_active_recipSh1             (engineCfg_io_active_recipSh1             ), //i
    .io_active_recipSh2             (engineCfg_io_active_recipSh2[4:0]        ), //i
    .io_active_gentleStep           (engineCfg_io_active_gentleStep[47:0]     ), //i
    .io_active_scellMax             (engineCfg_io_active_scellMax[30:0]       ), //i
    .io_active_targetMin            (engineCfg_io_active_targetMin[31:0]      ), //i
    .io_active_targetMax            (engineCfg_io_active_targetMax[31:0]      ), //i
    .io_active_mode                 (engineCfg_io_active_mode[1:0]            ), //i
    .io_active_unit                 (engineCfg_io_active_unit                 ), //i
    .io_active_gentle               (engineCfg_io_active_gentle               ), //i
    .io_active_harddrop             (engineCfg_io_active_harddrop             ), //i
    .io_active_nodrop               (engineCfg_io_active_nodrop               ), //i
    .io_active_adaptive             (engineCfg_io_active_adaptive             ), //i
    .io_active_inc                  (engineCfg_io_active_inc[31:0]            ), //i
    .io_active_cap                  (engineCfg_io_active_cap[55:0]            ), //i
    .io_active_shaped               (engineCfg_io_active_shaped               ), //i
    .io_active_seed                 (engineCfg_io_active_seed[31:0]           ), //i
    .io_active_cyclesPerUs          (engineCfg_io_active_cyclesPerUs[15:0]    ), //i
    .io_apply                       (engineCfg_io_apply                       ), //i
    .io_adaptApply                  (engineCfg_io_adaptApply                  ), //i
    .io_adaptSample                 (engineCfg_io_adaptSample                 ), //i
    .io_usTick                      (usTick                                   ), //i
    .io_usTickAhead                 (_zz_io_usTickAhead_1                     ), //i
    .io_stabIdx                     (loop_1_io_stabIdx[7:0]                   ), //o
    .io_stabShift                   (engineCfg_io_stabShift[4:0]              ), //i
    .io_adaptStabIdx                (loop_1_io_adaptStabIdx[7:0]              ), //o
    .io_adaptStabShift              (engineCfg_io_adaptStabShift[4:0]         ), //i
    .io_egressBusy                  (egress_io_busy                           ), //i
    .io_backlog                     (txq_io_backlog[31:0]                     ), //i
    .io_qlen                        (txq_io_qlen[31:0]                        ), //i
    .io_qlenZero                    (txq_io_empty                             ), //i
    .io_emptyIfNotEnq               (txq_io_emptyIfNotEnq                     ), //i
    .io_pop                         (egress_io_pop_valid                      ), //i
    .io_backlogIf_0_0               (txq_io_backlogIf_0_0[31:0]               ), //i
    .io_backlogIf_0_1               (txq_io_backlogIf_0_1[31:0]               ), //i
    .io_backlogIf_1_0               (txq_io_backlogIf_1_0[31:0]               ), //i
    .io_backlogIf_1_1               (txq_io_backlogIf_1_1[31:0]               ), //i
    .io_qlenIf_0_0                  (txq_io_qlenIf_0_0[31:0]                  ), //i
    .io_qlenIf_0_1                  (txq_io_qlenIf_0_1[31:0]                  ), //i
    .io_qlenIf_1_0                  (txq_io_qlenIf_1_0[31:0]                  ), //i
    .io_qlenIf_1_1                  (txq_io_qlenIf_1_1[31:0]                  ), //i
    .io_release                     (loop_1_io_release                        ), //o
    .io_enqueue_valid               (loop_1_io_enqueue_valid                  ), //o
    .io_enqueue_payload_len         (loop_1_io_enqueue_payload_len[15:0]      ), //o
    .io_enqueue_payload_rewrite     (loop_1_io_enqueue_payload_rewrite        ), //o
    .io_enqueue_payload_ipv4        (loop_1_io_enqueue_payload_ipv4           ), //o
    .io_enqueue_payload_l3          (loop_1_io_enqueue_payload_l3[4:0]        ), //o
    .io_enqueue_payload_newTos      (loop_1_io_enqueue_payload_newTos[7:0]    ), //o
    .io_enqueue_payload_newCsum     (loop_1_io_enqueue_payload_newCsum[15:0]  ), //o
    .io_decision_valid              (loop_1_io_decision_valid                 ), //o
    .io_decision_payload_action     (loop_1_io_decision_payload_action[1:0]   ), //o
    .io_decision_payload_reason     (loop_1_io_decision_payload_reason[2:0]   ), //o
    .io_decision_payload_qavg       (loop_1_io_decision_payload_qavg[63:0]    ), //o
    .io_decision_payload_backlog    (loop_1_io_decision_payload_backlog[31:0] ), //o
    .io_decision_payload_len        (loop_1_io_decision_payload_len[15:0]     ), //o
    .io_counts_probMark             (loop_1_io_counts_probMark                ), //o
    .io_counts_forcedMark           (loop_1_io_counts_forcedMark              ), //o
    .io_counts_probDrop             (loop_1_io_counts_probDrop                ), //o
    .io_counts_forcedDrop           (loop_1_io_counts_forcedDrop              ), //o
    .io_counts_pdrop                (loop_1_io_counts_pdrop                   ), //o
    .io_counts_bad                  (loop_1_io_counts_bad                     ), //o
    .io_counts_bufFull              (loop_1_io_counts_bufFull                 ), //o
    .io_qavg                        (loop_1_io_qavg[63:0]                     ), //o
    .io_adaptQavg                   (loop_1_io_adaptQavg[63:0]                ), //o
    .io_gentleBusy                  (loop_1_io_gentleBusy                     ), //o
    .clk                            (clk                                      ), //i
    .reset                          (reset                                    )  //i
  );
  w64_b4k_loop_Shaper shaper (
    .io_active_minTh       (engineCfg_io_active_minTh[31:0]      ), //i
    .io_active_maxTh       (engineCfg_io_active_maxTh[31:0]      ), //i
    .io_active_limit       (engineCfg_io_active_limit[31:0]      ), //i
    .io_active_qthMin      (engineCfg_io_active_qthMin[31:0]     ), //i
    .io_active_qthMax      (engineCfg_io_active_qthMax[31:0]     ), //i
    .io_active_wlog        (engineCfg_io_active_wlog[4:0]        ), //i
    .io_active_scellLog    (engineCfg_io_active_scellLog[4:0]    ), //i
    .io_active_wlogMask    (engineCfg_io_active_wlogMask[30:0]   ), //i
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
    .io_capLessInc         (engineCfg_io_capLessInc[57:0]        ), //i
    .io_apply              (engineCfg_io_apply                   ), //i
    .io_pop_valid          (egress_io_pop_valid                  ), //i
    .io_pop_payload        (egress_io_pop_payload[15:0]          ), //i
    .io_allow              (shaper_io_allow                      ), //o
    .clk                   (clk                                  ), //i
    .reset                 (reset                                )  //i
  );
  w64_b4k_loop_TxQueue txq (
    .io_push_valid           (loop_1_io_enqueue_valid                ), //i
    .io_push_payload_len     (loop_1_io_enqueue_payload_len[15:0]    ), //i
    .io_push_payload_rewrite (loop_1_io_enqueue_payload_rewrite      ), //i
    .io_push_payload_ipv4    (loop_1_io_enqueue_payload_ipv4         ), //i
    .io_push_payload_l3      (loop_1_io_enqueue_payload_l3[4:0]      ), //i
    .io_push_payload_newTos  (loop_1_io_enqueue_payload_newTos[7:0]  ), //i
    .io_push_payload_newCsum (loop_1_io_enqueue_payload_newCsum[15:0]), //i
    .io_pop                  (egress_io_pop_valid                    ), //i
    .io_nonEmpty             (txq_io_nonEmpty                        ), //o
    .io_head_len             (txq_io_head_len[15:0]                  ), //o
    .io_head_rewrite         (txq_io_head_rewrite                    ), //o
    .io_head_ipv4            (txq_io_head_ipv4                       ), //o
    .io_head_l3              (txq_io_head_l3[4:0]                    ), //o
    .io_head_newTos          (txq_io_head_newTos[7:0]                ), //o
    .io_head_newCsum         (txq_io_head_newCsum[15:0]              ), //o
    .io_backlog              (txq_io_backlog[31:0]                   ), //o
    .io_qlen                 (txq_io_qlen[31:0]                      ), //o
    .io_backlogIfEnq_0       (txq_io_backlogIfEnq_0[31:0]            ), //o
    .io_backlogIfEnq_1       (txq_io_backlogIfEnq_1[31:0]            ), //o
    .io_backlogIf_0_0        (txq_io_backlogIf_0_0[31:0]             ), //o
    .io_backlogIf_0_1        (txq_io_backlogIf_0_1[31:0]             ), //o
    .io_backlogIf_1_0        (txq_io_backlogIf_1_0[31:0]             ), //o
    .io_backlogIf_1_1        (txq_io_backlogIf_1_1[31:0]             ), //o
    .io_qlenIf_0_0           (txq_io_qlenIf_0_0[31:0]                ), //o
    .io_qlenIf_0_1           (txq_io_qlenIf_0_1[31:0]                ), //o
    .io_qlenIf_1_0           (txq_io_qlenIf_1_0[31:0]                ), //o
    .io_qlenIf_1_1           (txq_io_qlenIf_1_1[31:0]                ), //o
    .io_empty                (txq_io_empty                           ), //o
    .io_emptyIfNotEnq        (txq_io_emptyIfNotEnq                   ), //o
    .io_qlenIfEnq_0          (txq_io_qlenIfEnq_0[31:0]               ), //o
    .io_qlenIfEnq_1          (txq_io_qlenIfEnq_1[31:0]               ), //o
    .io_clearPeak            (regs_io_clearPeak                      ), //i
    .io_peakBacklog          (txq_io_peakBacklog[31:0]               ), //o
    .io_peakQlen             (txq_io_peakQlen[31:0]                  ), //o
    .clk                     (clk                                    ), //i
    .reset                   (reset                                  )  //i
  );
  w64_b4k_loop_Egress egress (
    .io_queued       (txq_io_nonEmpty             ), //i
    .io_head_len     (txq_io_head_len[15:0]       ), //i
    .io_head_rewrite (txq_io_head_rewrite         ), //i
    .io_head_ipv4    (txq_io_head_ipv4            ), //i
    .io_head_l3      (txq_io_head_l3[4:0]         ), //i
    .io_head_newTos  (txq_io_head_newTos[7:0]     ), //i
    .io_head_newCsum (txq_io_head_newCsum[15:0]   ), //i
    .io_allow        (shaper_io_allow             ), //i
    .io_pop_valid    (egress_io_pop_valid         ), //o
    .io_pop_payload  (egress_io_pop_payload[15:0] ), //o
    .io_rdEnable     (egress_io_rdEnable          ), //o
    .io_rdData       (pktBuf_io_rdData[63:0]      ), //i
    .io_tdata        (egress_io_tdata[63:0]       ), //o
    .io_tkeep        (egress_io_tkeep[7:0]        ), //o
    .io_tvalid       (egress_io_tvalid            ), //o
    .io_tready       (m_axis_tready               ), //i
    .io_tlast        (egress_io_tlast             ), //o
    .io_sent_valid   (egress_io_sent_valid        ), //o
    .io_sent_payload (egress_io_sent_payload[15:0]), //o
    .io_busy         (egress_io_busy              ), //o
    .clk             (clk                         ), //i
    .reset           (reset                       )  //i
  );
  assign s_axil_awready = regs_io_axil_aw_ready;
  assign s_axil_wready = regs_io_axil_w_ready;
  assign s_axil_bvalid = regs_io_axil_b_valid;
  assign s_axil_bresp = regs_io_axil_b_payload_resp;
  assign s_axil_arready = regs_io_axil_ar_ready;
  assign s_axil_rvalid = regs_io_axil_r_valid;
  assign s_axil_rdata = regs_io_axil_r_payload_data;
  assign s_axil_rresp = regs_io_axil_r_payload_resp;
  assign usTick = (sub == engineCfg_io_cyclesPerUsM1);
  assign s_axis_tready = ingress_io_tready;
  assign engineCfg_io_holdApply = (engineCfg_io_active_gentle && (late_io_frame_valid || loop_1_io_gentleBusy));
  assign _zz_io_usTickAhead_1 = (_zz_io_usTickAhead == engineCfg_io_cyclesPerUsM1);
  always @(*) begin
    case(engineCfg_io_cyclesPerUsM1)
      16'h0003 : begin
        _zz_io_usTickAhead_2 = 16'h0002;
      end
      16'h0004 : begin
        _zz_io_usTickAhead_2 = 16'h0001;
      end
      default : begin
        _zz_io_usTickAhead_2 = 16'h0;
      end
    endcase
  end

  assign m_axis_tdata = egress_io_tdata;
  assign m_axis_tkeep = egress_io_tkeep;
  assign m_axis_tvalid = egress_io_tvalid;
  assign m_axis_tlast = egress_io_tlast;
  assign m_axis_tuser = 1'b0;
  assign dec_valid = loop_1_io_decision_valid;
  assign dec_action = loop_1_io_decision_payload_action;
  assign dec_reason = loop_1_io_decision_payload_reason;
  assign dec_qavg = loop_1_io_decision_payload_qavg;
  assign dec_backlog = loop_1_io_decision_payload_backlog;
  assign dec_len = loop_1_io_decision_payload_len;
  always @(posedge clk) begin
    if(reset) begin
      cycle <= 64'h0;
      sub <= 16'h0;
      commitCycle <= 64'h0;
      _zz_io_usTickAhead <= 16'h0005;
      io_apply_regNext <= 1'b0;
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
      _zz_io_status_buf_full <= 64'h0;
      overrunCount <= 64'h0;
    end else begin
      cycle <= (cycle + 64'h0000000000000001);
      sub <= (usTick ? 16'h0 : _zz_sub);
      if(engineCfg_io_apply) begin
        sub <= 16'h0;
      end
      if(engineCfg_io_apply) begin
        commitCycle <= cycle;
      end
      _zz_io_usTickAhead <= (_zz_io_usTickAhead_1 ? 16'h0 : _zz__zz_io_usTickAhead);
      io_apply_regNext <= engineCfg_io_apply;
      if(io_apply_regNext) begin
        _zz_io_usTickAhead <= ((16'h0006 <= engineCfg_io_cyclesPerUsM1) ? 16'h0006 : _zz_io_usTickAhead_2);
      end
      if(late_io_frame_valid) begin
        _zz_io_status_pkts_in <= (_zz_io_status_pkts_in + 64'h0000000000000001);
      end
      if(late_io_frame_valid) begin
        _zz_io_status_bytes_in <= (_zz_io_status_bytes_in + _zz__zz_io_status_bytes_in);
      end
      if(egress_io_sent_valid) begin
        _zz_io_status_pkts_out <= (_zz_io_status_pkts_out + 64'h0000000000000001);
      end
      if(egress_io_sent_valid) begin
        _zz_io_status_bytes_out <= (_zz_io_status_bytes_out + _zz__zz_io_status_bytes_out);
      end
      if(loop_1_io_counts_probMark) begin
        _zz_io_status_prob_mark <= (_zz_io_status_prob_mark + 64'h0000000000000001);
      end
      if(loop_1_io_counts_forcedMark) begin
        _zz_io_status_forced_mark <= (_zz_io_status_forced_mark + 64'h0000000000000001);
      end
      if(loop_1_io_counts_probDrop) begin
        _zz_io_status_prob_drop <= (_zz_io_status_prob_drop + 64'h0000000000000001);
      end
      if(loop_1_io_counts_forcedDrop) begin
        _zz_io_status_forced_drop <= (_zz_io_status_forced_drop + 64'h0000000000000001);
      end
      if(loop_1_io_counts_pdrop) begin
        _zz_io_status_pdrop <= (_zz_io_status_pdrop + 64'h0000000000000001);
      end
      if(loop_1_io_counts_bad) begin
        _zz_io_status_bad <= (_zz_io_status_bad + 64'h0000000000000001);
      end
      if(loop_1_io_counts_bufFull) begin
        _zz_io_status_buf_full <= (_zz_io_status_buf_full + 64'h0000000000000001);
      end
      if(late_io_overrun) begin
        overrunCount <= (overrunCount + 64'h0000000000000001);
      end
    end
  end


endmodule

module w64_b4k_loop_Egress (
  input  wire          io_queued,
  input  wire [15:0]   io_head_len,
  input  wire          io_head_rewrite,
  input  wire          io_head_ipv4,
  input  wire [4:0]    io_head_l3,
  input  wire [7:0]    io_head_newTos,
  input  wire [15:0]   io_head_newCsum,
  input  wire          io_allow,
  output wire          io_pop_valid,
  output wire [15:0]   io_pop_payload,
  output wire          io_rdEnable,
  input  wire [63:0]   io_rdData,
  output wire [63:0]   io_tdata,
  output wire [7:0]    io_tkeep,
  output wire          io_tvalid,
  input  wire          io_tready,
  output wire          io_tlast,
  output wire          io_sent_valid,
  output wire [15:0]   io_sent_payload,
  output wire          io_busy,
  input  wire          clk,
  input  wire          reset
);

  wire       [16:0]   _zz_headBeats;
  wire       [16:0]   _zz_headBeats_1;
  wire       [3:0]    _zz_lastBytes;
  wire       [2:0]    _zz_lastBytes_1;
  wire       [15:0]   _zz_lastBytes_2;
  wire       [7:0]    _zz_lastKeep;
  wire       [8:0]    _zz_lastKeep_1;
  wire       [8:0]    _zz_lastKeep_2;
  reg        [63:0]   _zz_outHead_data;
  reg        [7:0]    _zz_outHead_keep;
  reg                 _zz_outHead_last;
  reg        [15:0]   _zz_outHead_len;
  wire       [2:0]    _zz_fifoCount;
  wire       [2:0]    _zz_fifoCount_1;
  wire       [0:0]    _zz_fifoCount_2;
  wire       [2:0]    _zz_fifoCount_3;
  wire       [0:0]    _zz_fifoCount_4;
  wire       [9:0]    _zz_inflight;
  wire       [9:0]    _zz_inflight_1;
  wire       [0:0]    _zz_inflight_2;
  wire       [9:0]    _zz_inflight_3;
  wire       [0:0]    _zz_inflight_4;
  reg        [2:0]    fifoCount;
  reg                 sValid;
  wire                room;
  reg                 active;
  reg        [13:0]   beatsLeft;
  reg        [13:0]   beatIdx;
  reg        [15:0]   cur_len;
  reg                 cur_rewrite;
  reg                 cur_ipv4;
  reg        [4:0]    cur_l3;
  reg        [7:0]    cur_newTos;
  reg        [15:0]   cur_newCsum;
  wire                popNow;
  wire       [13:0]   headBeats;
  wire                readNow;
  wire       [15:0]   readDesc_len;
  wire                readDesc_rewrite;
  wire                readDesc_ipv4;
  wire       [4:0]    readDesc_l3;
  wire       [7:0]    readDesc_newTos;
  wire       [15:0]   readDesc_newCsum;
  wire       [13:0]   readIdx;
  wire                readLast;
  reg        [15:0]   sDesc_len;
  reg                 sDesc_rewrite;
  reg                 sDesc_ipv4;
  reg        [4:0]    sDesc_l3;
  reg        [7:0]    sDesc_newTos;
  reg        [15:0]   sDesc_newCsum;
  reg        [13:0]   sIdx;
  reg                 sLast;
  reg        [63:0]   marked;
  wire                when_CeMarker_l51;
  reg                 sIdxIs_0;
  reg                 sIdxIs_1;
  reg                 sIdxIs_2;
  reg                 sIdxIs_3;
  reg                 sIdxIs_4;
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
  wire       [3:0]    lastBytes;
  wire       [7:0]    lastKeep;
  wire       [7:0]    keep;
  reg        [63:0]   fifo_0_data;
  reg        [7:0]    fifo_0_keep;
  reg                 fifo_0_last;
  reg        [15:0]   fifo_0_len;
  reg        [63:0]   fifo_1_data;
  reg        [7:0]    fifo_1_keep;
  reg                 fifo_1_last;
  reg        [15:0]   fifo_1_len;
  reg        [63:0]   fifo_2_data;
  reg        [7:0]    fifo_2_keep;
  reg                 fifo_2_last;
  reg        [15:0]   fifo_2_len;
  reg        [63:0]   fifo_3_data;
  reg        [7:0]    fifo_3_keep;
  reg                 fifo_3_last;
  reg        [15:0]   fifo_3_len;
  reg        [1:0]    fWr;
  reg        [1:0]    fRd;
  wire       [3:0]    _zz_1;
  wire                _zz_2;
  wire                _zz_3;
  wire                _zz_4;
  wire                _zz_5;
  wire       [63:0]   outHead_data;
  wire       [7:0]    outHead_keep;
  wire                outHead_last;
  wire       [15:0]   outHead_len;
  wire                outFire;
  reg        [9:0]    inflight;

  assign _zz_headBeats = (_zz_headBeats_1 + 17'h00007);
  assign _zz_headBeats_1 = {1'd0, io_head_len};
  assign _zz_lastBytes_1 = _zz_lastBytes_2[2:0];
  assign _zz_lastBytes = {1'd0, _zz_lastBytes_1};
  assign _zz_lastBytes_2 = (sDesc_len - 16'h0001);
  assign _zz_lastKeep_1 = (_zz_lastKeep_2 - 9'h001);
  assign _zz_lastKeep = _zz_lastKeep_1[7:0];
  assign _zz_lastKeep_2 = (9'h001 <<< lastBytes);
  assign _zz_fifoCount = (fifoCount + _zz_fifoCount_1);
  assign _zz_fifoCount_2 = sValid;
  assign _zz_fifoCount_1 = {2'd0, _zz_fifoCount_2};
  assign _zz_fifoCount_4 = outFire;
  assign _zz_fifoCount_3 = {2'd0, _zz_fifoCount_4};
  assign _zz_inflight = (inflight + _zz_inflight_1);
  assign _zz_inflight_2 = popNow;
  assign _zz_inflight_1 = {9'd0, _zz_inflight_2};
  assign _zz_inflight_4 = io_sent_valid;
  assign _zz_inflight_3 = {9'd0, _zz_inflight_4};
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

  assign room = ((! fifoCount[2]) && (! ((fifoCount[1] && fifoCount[0]) && sValid)));
  assign popNow = (((io_queued && (! active)) && io_allow) && room);
  assign headBeats = (_zz_headBeats >>> 2'd3);
  assign readNow = (room && (active || popNow));
  assign readDesc_len = (popNow ? io_head_len : cur_len);
  assign readDesc_rewrite = (popNow ? io_head_rewrite : cur_rewrite);
  assign readDesc_ipv4 = (popNow ? io_head_ipv4 : cur_ipv4);
  assign readDesc_l3 = (popNow ? io_head_l3 : cur_l3);
  assign readDesc_newTos = (popNow ? io_head_newTos : cur_newTos);
  assign readDesc_newCsum = (popNow ? io_head_newCsum : cur_newCsum);
  assign readIdx = (popNow ? 14'h0 : beatIdx);
  assign readLast = (popNow ? (headBeats == 14'h0001) : (beatsLeft == 14'h0001));
  assign io_pop_valid = popNow;
  assign io_pop_payload = io_head_len;
  assign io_rdEnable = readNow;
  always @(*) begin
    marked = io_rdData;
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51) begin
        marked[7 : 0] = sDesc_newTos;
      end
      if(when_CeMarker_l52) begin
        marked[7 : 0] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53) begin
        marked[7 : 0] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_1) begin
        marked[15 : 8] = sDesc_newTos;
      end
      if(when_CeMarker_l52_1) begin
        marked[15 : 8] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_1) begin
        marked[15 : 8] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_2) begin
        marked[23 : 16] = sDesc_newTos;
      end
      if(when_CeMarker_l52_2) begin
        marked[23 : 16] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_2) begin
        marked[23 : 16] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_3) begin
        marked[31 : 24] = sDesc_newTos;
      end
      if(when_CeMarker_l52_3) begin
        marked[31 : 24] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_3) begin
        marked[31 : 24] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_4) begin
        marked[39 : 32] = sDesc_newTos;
      end
      if(when_CeMarker_l52_4) begin
        marked[39 : 32] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_4) begin
        marked[39 : 32] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_5) begin
        marked[47 : 40] = sDesc_newTos;
      end
      if(when_CeMarker_l52_5) begin
        marked[47 : 40] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_5) begin
        marked[47 : 40] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_6) begin
        marked[55 : 48] = sDesc_newTos;
      end
      if(when_CeMarker_l52_6) begin
        marked[55 : 48] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_6) begin
        marked[55 : 48] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_7) begin
        marked[63 : 56] = sDesc_newTos;
      end
      if(when_CeMarker_l52_7) begin
        marked[63 : 56] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_7) begin
        marked[63 : 56] = sDesc_newCsum[7 : 0];
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
  assign lastBytes = (_zz_lastBytes + 4'b0001);
  assign lastKeep = _zz_lastKeep;
  assign keep = (sLast ? lastKeep : 8'hff);
  assign _zz_1 = ({3'd0,1'b1} <<< fWr);
  assign _zz_2 = _zz_1[0];
  assign _zz_3 = _zz_1[1];
  assign _zz_4 = _zz_1[2];
  assign _zz_5 = _zz_1[3];
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
  assign io_busy = (inflight != 10'h0);
  always @(posedge clk) begin
    if(reset) begin
      fifoCount <= 3'b000;
      sValid <= 1'b0;
      active <= 1'b0;
      beatsLeft <= 14'h0;
      beatIdx <= 14'h0;
      fWr <= 2'b00;
      fRd <= 2'b00;
      inflight <= 10'h0;
    end else begin
      if(readNow) begin
        beatIdx <= (readIdx + 14'h0001);
        beatsLeft <= ((popNow ? headBeats : beatsLeft) - 14'h0001);
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
      cur_len <= io_head_len;
      cur_rewrite <= io_head_rewrite;
      cur_ipv4 <= io_head_ipv4;
      cur_l3 <= io_head_l3;
      cur_newTos <= io_head_newTos;
      cur_newCsum <= io_head_newCsum;
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
      if(_zz_2) begin
        fifo_0_data <= marked;
      end
      if(_zz_3) begin
        fifo_1_data <= marked;
      end
      if(_zz_4) begin
        fifo_2_data <= marked;
      end
      if(_zz_5) begin
        fifo_3_data <= marked;
      end
      if(_zz_2) begin
        fifo_0_keep <= keep;
      end
      if(_zz_3) begin
        fifo_1_keep <= keep;
      end
      if(_zz_4) begin
        fifo_2_keep <= keep;
      end
      if(_zz_5) begin
        fifo_3_keep <= keep;
      end
      if(_zz_2) begin
        fifo_0_last <= sLast;
      end
      if(_zz_3) begin
        fifo_1_last <= sLast;
      end
      if(_zz_4) begin
        fifo_2_last <= sLast;
      end
      if(_zz_5) begin
        fifo_3_last <= sLast;
      end
      if(_zz_2) begin
        fifo_0_len <= sDesc_len;
      end
      if(_zz_3) begin
        fifo_1_len <= sDesc_len;
      end
      if(_zz_4) begin
        fifo_2_len <= sDesc_len;
      end
      if(_zz_5) begin
        fifo_3_len <= sDesc_len;
      end
    end
  end

  always @(posedge clk) begin
    if(readNow) begin
      sIdxIs_0 <= (readIdx == 14'h0);
    end
    if(readNow) begin
      sIdxIs_1 <= (readIdx == 14'h0001);
    end
    if(readNow) begin
      sIdxIs_2 <= (readIdx == 14'h0002);
    end
    if(readNow) begin
      sIdxIs_3 <= (readIdx == 14'h0003);
    end
    if(readNow) begin
      sIdxIs_4 <= (readIdx == 14'h0004);
    end
  end


endmodule

module w64_b4k_loop_TxQueue (
  input  wire          io_push_valid,
  input  wire [15:0]   io_push_payload_len,
  input  wire          io_push_payload_rewrite,
  input  wire          io_push_payload_ipv4,
  input  wire [4:0]    io_push_payload_l3,
  input  wire [7:0]    io_push_payload_newTos,
  input  wire [15:0]   io_push_payload_newCsum,
  input  wire          io_pop,
  output wire          io_nonEmpty,
  output wire [15:0]   io_head_len,
  output wire          io_head_rewrite,
  output wire          io_head_ipv4,
  output wire [4:0]    io_head_l3,
  output wire [7:0]    io_head_newTos,
  output wire [15:0]   io_head_newCsum,
  output wire [31:0]   io_backlog,
  output wire [31:0]   io_qlen,
  output wire [31:0]   io_backlogIfEnq_0,
  output wire [31:0]   io_backlogIfEnq_1,
  output wire [31:0]   io_backlogIf_0_0,
  output wire [31:0]   io_backlogIf_0_1,
  output wire [31:0]   io_backlogIf_1_0,
  output wire [31:0]   io_backlogIf_1_1,
  output wire [31:0]   io_qlenIf_0_0,
  output wire [31:0]   io_qlenIf_0_1,
  output wire [31:0]   io_qlenIf_1_0,
  output wire [31:0]   io_qlenIf_1_1,
  output wire          io_empty,
  output wire          io_emptyIfNotEnq,
  output wire [31:0]   io_qlenIfEnq_0,
  output wire [31:0]   io_qlenIfEnq_1,
  input  wire          io_clearPeak,
  output wire [31:0]   io_peakBacklog,
  output wire [31:0]   io_peakQlen,
  input  wire          clk,
  input  wire          reset
);

  reg        [46:0]   descMem_spinal_port1;
  wire       [31:0]   ternaryAdd_io_sum;
  wire       [46:0]   _zz_descMem_port;
  wire       [9:0]    _zz_dCount;
  wire       [9:0]    _zz_dCount_1;
  wire       [0:0]    _zz_dCount_2;
  wire       [9:0]    _zz_dCount_3;
  wire       [0:0]    _zz_dCount_4;
  wire       [8:0]    _zz_rdNext;
  wire                _zz_descMem_port_1;
  wire                _zz__zz_memHead_len;
  wire       [31:0]   _zz_popBytes;
  wire       [31:0]   _zz_backlogIfEnq_1;
  wire       [31:0]   _zz_backlogIfEnq_1_1;
  wire       [31:0]   _zz_qlenIfEnq_0;
  wire       [0:0]    _zz_qlenIfEnq_0_1;
  wire       [31:0]   _zz_qlenIfEnq_1;
  wire       [31:0]   _zz_qlenIfEnq_1_1;
  wire       [0:0]    _zz_qlenIfEnq_1_2;
  reg        [31:0]   _zz_backlogNext;
  reg        [31:0]   _zz_qlenNext;
  reg        [31:0]   _zz_peakBacklog;
  reg        [31:0]   _zz_peakQlen;
  reg        [31:0]   _zz_backlog_1;
  reg        [31:0]   _zz_backlog_2;
  reg        [31:0]   _zz_backlog_3;
  reg        [31:0]   _zz_qlen_1;
  reg        [31:0]   _zz_qlen_2;
  reg        [31:0]   _zz_qlen_3;
  reg        [8:0]    dWr;
  reg        [8:0]    dRd;
  reg        [9:0]    dCount;
  reg                 nonEmpty;
  wire       [8:0]    rdNext;
  wire       [15:0]   memHead_len;
  wire                memHead_rewrite;
  wire                memHead_ipv4;
  wire       [4:0]    memHead_l3;
  wire       [7:0]    memHead_newTos;
  wire       [15:0]   memHead_newCsum;
  wire       [46:0]   _zz_memHead_len;
  reg        [8:0]    dRdAhead;
  reg                 fwd;
  reg        [15:0]   fwdDesc_len;
  reg                 fwdDesc_rewrite;
  reg                 fwdDesc_ipv4;
  reg        [4:0]    fwdDesc_l3;
  reg        [7:0]    fwdDesc_newTos;
  reg        [15:0]   fwdDesc_newCsum;
  reg        [31:0]   backlog;
  reg        [31:0]   qlen;
  reg        [31:0]   peakBacklog;
  reg        [31:0]   peakQlen;
  wire       [31:0]   popBytes;
  wire       [31:0]   backlogIfEnq_0;
  wire       [31:0]   backlogIfEnq_1;
  wire       [31:0]   qlenIfEnq_0;
  wire       [31:0]   qlenIfEnq_1;
  wire       [0:0]    enq;
  wire       [31:0]   backlogNext;
  wire       [31:0]   qlenNext;
  wire       [31:0]   peakBacklogNext_0;
  wire       [31:0]   peakQlenNext_0;
  reg                 _zz_io_empty;
  wire                _zz_io_emptyIfNotEnq;
  wire       [31:0]   _zz_io_backlogIf_0_1;
  wire       [31:0]   _zz_io_backlogIf_1_0;
  wire       [0:0]    _zz_backlog;
  wire       [0:0]    _zz_qlen;
  reg [46:0] descMem [0:511];

  assign _zz_dCount = (dCount + _zz_dCount_1);
  assign _zz_dCount_2 = io_push_valid;
  assign _zz_dCount_1 = {9'd0, _zz_dCount_2};
  assign _zz_dCount_4 = io_pop;
  assign _zz_dCount_3 = {9'd0, _zz_dCount_4};
  assign _zz_rdNext = (dRd + 9'h001);
  assign _zz_popBytes = {16'd0, io_head_len};
  assign _zz_backlogIfEnq_1 = (backlog + _zz_backlogIfEnq_1_1);
  assign _zz_backlogIfEnq_1_1 = {16'd0, io_push_payload_len};
  assign _zz_qlenIfEnq_0_1 = io_pop;
  assign _zz_qlenIfEnq_0 = {31'd0, _zz_qlenIfEnq_0_1};
  assign _zz_qlenIfEnq_1 = (qlen + 32'h00000001);
  assign _zz_qlenIfEnq_1_2 = io_pop;
  assign _zz_qlenIfEnq_1_1 = {31'd0, _zz_qlenIfEnq_1_2};
  assign _zz_descMem_port = {io_push_payload_newCsum,{io_push_payload_newTos,{io_push_payload_l3,{io_push_payload_ipv4,{io_push_payload_rewrite,io_push_payload_len}}}}};
  assign _zz__zz_memHead_len = 1'b1;
  always @(posedge clk) begin
    if(io_push_valid) begin
      descMem[dWr] <= _zz_descMem_port;
    end
  end

  always @(posedge clk) begin
    if(_zz__zz_memHead_len) begin
      descMem_spinal_port1 <= descMem[rdNext];
    end
  end

  w64_b4k_loop_TernaryAdd_11 ternaryAdd (
    .io_a   (backlog[31:0]             ), //i
    .io_b   (_zz_io_backlogIf_0_1[31:0]), //i
    .io_c   (_zz_io_backlogIf_1_0[31:0]), //i
    .io_cin (1'b1                      ), //i
    .io_sum (ternaryAdd_io_sum[31:0]   )  //o
  );
  always @(*) begin
    case(enq)
      1'b0 : begin
        _zz_backlogNext = backlogIfEnq_0;
        _zz_qlenNext = qlenIfEnq_0;
        _zz_peakBacklog = peakBacklogNext_0;
        _zz_peakQlen = peakQlenNext_0;
        _zz_backlog_1 = _zz_backlog_2;
        _zz_qlen_1 = _zz_qlen_2;
      end
      default : begin
        _zz_backlogNext = backlogIfEnq_1;
        _zz_qlenNext = qlenIfEnq_1;
        _zz_peakBacklog = peakBacklogNext_0;
        _zz_peakQlen = peakQlenNext_0;
        _zz_backlog_1 = _zz_backlog_3;
        _zz_qlen_1 = _zz_qlen_3;
      end
    endcase
  end

  always @(*) begin
    case(_zz_backlog)
      1'b0 : begin
        _zz_backlog_2 = io_backlogIf_0_0;
        _zz_backlog_3 = io_backlogIf_0_1;
      end
      default : begin
        _zz_backlog_2 = io_backlogIf_1_0;
        _zz_backlog_3 = io_backlogIf_1_1;
      end
    endcase
  end

  always @(*) begin
    case(_zz_qlen)
      1'b0 : begin
        _zz_qlen_2 = io_qlenIf_0_0;
        _zz_qlen_3 = io_qlenIf_0_1;
      end
      default : begin
        _zz_qlen_2 = io_qlenIf_1_0;
        _zz_qlen_3 = io_qlenIf_1_1;
      end
    endcase
  end

  assign io_nonEmpty = nonEmpty;
  assign rdNext = (io_pop ? _zz_rdNext : dRd);
  assign _zz_memHead_len = descMem_spinal_port1;
  assign memHead_len = _zz_memHead_len[15 : 0];
  assign memHead_rewrite = _zz_memHead_len[16];
  assign memHead_ipv4 = _zz_memHead_len[17];
  assign memHead_l3 = _zz_memHead_len[22 : 18];
  assign memHead_newTos = _zz_memHead_len[30 : 23];
  assign memHead_newCsum = _zz_memHead_len[46 : 31];
  assign io_head_len = (fwd ? fwdDesc_len : memHead_len);
  assign io_head_rewrite = (fwd ? fwdDesc_rewrite : memHead_rewrite);
  assign io_head_ipv4 = (fwd ? fwdDesc_ipv4 : memHead_ipv4);
  assign io_head_l3 = (fwd ? fwdDesc_l3 : memHead_l3);
  assign io_head_newTos = (fwd ? fwdDesc_newTos : memHead_newTos);
  assign io_head_newCsum = (fwd ? fwdDesc_newCsum : memHead_newCsum);
  assign popBytes = (io_pop ? _zz_popBytes : 32'h0);
  assign backlogIfEnq_0 = (backlog - popBytes);
  assign backlogIfEnq_1 = (_zz_backlogIfEnq_1 - popBytes);
  assign qlenIfEnq_0 = (qlen - _zz_qlenIfEnq_0);
  assign qlenIfEnq_1 = (_zz_qlenIfEnq_1 - _zz_qlenIfEnq_1_1);
  assign enq = io_push_valid;
  assign backlogNext = _zz_backlogNext;
  assign qlenNext = _zz_qlenNext;
  assign peakBacklogNext_0 = ((peakBacklog < backlog) ? backlog : peakBacklog);
  assign peakQlenNext_0 = ((peakQlen < qlen) ? qlen : peakQlen);
  assign io_backlog = backlog;
  assign io_qlen = qlen;
  assign _zz_io_emptyIfNotEnq = (_zz_io_empty || ((qlen == 32'h00000001) && io_pop));
  assign io_empty = _zz_io_empty;
  assign io_emptyIfNotEnq = _zz_io_emptyIfNotEnq;
  assign _zz_io_backlogIf_0_1 = {16'd0, io_push_payload_len};
  assign _zz_io_backlogIf_1_0 = {16'd0, io_head_len};
  assign io_backlogIf_0_0 = backlog;
  assign io_backlogIf_0_1 = (backlog + _zz_io_backlogIf_0_1);
  assign io_backlogIf_1_0 = (backlog - _zz_io_backlogIf_1_0);
  assign io_backlogIf_1_1 = ternaryAdd_io_sum;
  assign io_qlenIf_0_0 = qlen;
  assign io_qlenIf_0_1 = (qlen + 32'h00000001);
  assign io_qlenIf_1_0 = (qlen - 32'h00000001);
  assign io_qlenIf_1_1 = qlen;
  assign _zz_backlog = io_pop;
  assign _zz_qlen = io_pop;
  assign io_backlogIfEnq_0 = backlogIfEnq_0;
  assign io_backlogIfEnq_1 = backlogIfEnq_1;
  assign io_qlenIfEnq_0 = qlenIfEnq_0;
  assign io_qlenIfEnq_1 = qlenIfEnq_1;
  assign io_peakBacklog = peakBacklog;
  assign io_peakQlen = peakQlen;
  always @(posedge clk) begin
    if(reset) begin
      dWr <= 9'h0;
      dRd <= 9'h0;
      dCount <= 10'h0;
      nonEmpty <= 1'b0;
      dRdAhead <= 9'h001;
      fwd <= 1'b0;
      backlog <= 32'h0;
      qlen <= 32'h0;
      peakBacklog <= 32'h0;
      peakQlen <= 32'h0;
      _zz_io_empty <= 1'b1;
    end else begin
      if(io_push_valid) begin
        dWr <= (dWr + 9'h001);
      end
      if(io_pop) begin
        dRd <= (dRd + 9'h001);
      end
      dCount <= (_zz_dCount - _zz_dCount_3);
      nonEmpty <= ((io_push_valid || (10'h002 <= dCount)) || ((dCount == 10'h001) && (! io_pop)));
      if(io_pop) begin
        dRdAhead <= (dRdAhead + 9'h001);
      end
      fwd <= (io_push_valid && (io_pop ? (dWr == dRdAhead) : (dWr == dRd)));
      backlog <= backlogNext;
      qlen <= qlenNext;
      if(io_clearPeak) begin
        peakBacklog <= backlog;
        peakQlen <= qlen;
      end else begin
        peakBacklog <= _zz_peakBacklog;
        peakQlen <= _zz_peakQlen;
      end
      _zz_io_empty <= ((! io_push_valid) && _zz_io_emptyIfNotEnq);
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((_zz_io_empty == (qlen == 32'h0))); // TxQueue.scala:L83
        `else
          if(!(_zz_io_empty == (qlen == 32'h0))) begin
            $display("FAILURE the empty flag disagrees with qlen"); // TxQueue.scala:L83
            $finish;
          end
        `endif
      `endif
      backlog <= _zz_backlog_1;
      qlen <= _zz_qlen_1;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert(((! io_pop) || io_nonEmpty)); // TxQueue.scala:L103
        `else
          if(!((! io_pop) || io_nonEmpty)) begin
            $display("FAILURE a pop from an empty queue"); // TxQueue.scala:L103
            $finish;
          end
        `endif
      `endif
    end
  end

  always @(posedge clk) begin
    fwdDesc_len <= io_push_payload_len;
    fwdDesc_rewrite <= io_push_payload_rewrite;
    fwdDesc_ipv4 <= io_push_payload_ipv4;
    fwdDesc_l3 <= io_push_payload_l3;
    fwdDesc_newTos <= io_push_payload_newTos;
    fwdDesc_newCsum <= io_push_payload_newCsum;
  end


endmodule

module w64_b4k_loop_Shaper (
  input  wire [31:0]   io_active_minTh,
  input  wire [31:0]   io_active_maxTh,
  input  wire [31:0]   io_active_limit,
  input  wire [31:0]   io_active_qthMin,
  input  wire [31:0]   io_active_qthMax,
  input  wire [4:0]    io_active_wlog,
  input  wire [4:0]    io_active_scellLog,
  input  wire [30:0]   io_active_wlogMask,
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
  input  wire [57:0]   io_capLessInc,
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
  wire       [57:0]   _zz_tokens_1;
  wire       [57:0]   _zz_tokens_2;
  reg        [57:0]   tokens;
  wire       [57:0]   capS;
  wire       [57:0]   grown;
  wire                full;
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
  assign _zz_tokens = (full ? _zz_tokens_1 : _zz_tokens_2);
  assign _zz_tokens_1 = ($signed(capS) - $signed(cost));
  assign _zz_tokens_2 = ($signed(grown) - $signed(cost));
  assign capS = {{1{_zz_capS[56]}}, _zz_capS};
  assign grown = ($signed(tokens) + $signed(_zz_grown));
  assign full = ($signed(io_capLessInc) < $signed(tokens));
  assign capped = (full ? capS : grown);
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

module w64_b4k_loop_LoopEngine (
  input  wire          io_frame_valid,
  output wire          io_frame_ready,
  input  wire [15:0]   io_frame_payload_len,
  input  wire [31:0]   io_frame_payload_bytes,
  input  wire [15:0]   io_frame_payload_queueLen,
  input  wire          io_frame_payload_bad,
  input  wire          io_frame_payload_lost,
  input  wire          io_frame_payload_parse_ipv4,
  input  wire          io_frame_payload_parse_ipv6,
  input  wire [4:0]    io_frame_payload_parse_l3,
  input  wire [1:0]    io_frame_payload_parse_ecn,
  input  wire          io_frame_payload_parse_canCe,
  input  wire          io_frame_payload_parse_rewrite,
  input  wire [7:0]    io_frame_payload_parse_newTos,
  input  wire [15:0]   io_frame_payload_parse_newCsum,
  input  wire [31:0]   io_active_minTh,
  input  wire [31:0]   io_active_maxTh,
  input  wire [31:0]   io_active_limit,
  input  wire [31:0]   io_active_qthMin,
  input  wire [31:0]   io_active_qthMax,
  input  wire [4:0]    io_active_wlog,
  input  wire [4:0]    io_active_scellLog,
  input  wire [30:0]   io_active_wlogMask,
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
  input  wire          io_adaptApply,
  input  wire          io_adaptSample,
  input  wire          io_usTick,
  input  wire          io_usTickAhead,
  output wire [7:0]    io_stabIdx,
  input  wire [4:0]    io_stabShift,
  output wire [7:0]    io_adaptStabIdx,
  input  wire [4:0]    io_adaptStabShift,
  input  wire          io_egressBusy,
  input  wire [31:0]   io_backlog,
  input  wire [31:0]   io_qlen,
  input  wire          io_qlenZero,
  input  wire          io_emptyIfNotEnq,
  input  wire          io_pop,
  input  wire [31:0]   io_backlogIf_0_0,
  input  wire [31:0]   io_backlogIf_0_1,
  input  wire [31:0]   io_backlogIf_1_0,
  input  wire [31:0]   io_backlogIf_1_1,
  input  wire [31:0]   io_qlenIf_0_0,
  input  wire [31:0]   io_qlenIf_0_1,
  input  wire [31:0]   io_qlenIf_1_0,
  input  wire [31:0]   io_qlenIf_1_1,
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
  output wire [2:0]    io_decision_payload_reason,
  output wire [63:0]   io_decision_payload_qavg,
  output wire [31:0]   io_decision_payload_backlog,
  output wire [15:0]   io_decision_payload_len,
  output wire          io_counts_probMark,
  output wire          io_counts_forcedMark,
  output wire          io_counts_probDrop,
  output wire          io_counts_forcedDrop,
  output wire          io_counts_pdrop,
  output wire          io_counts_bad,
  output wire          io_counts_bufFull,
  output wire [63:0]   io_qavg,
  output wire [63:0]   io_adaptQavg,
  output wire          io_gentleBusy,
  input  wire          clk,
  input  wire          reset
);

  wire                loop_1_io_quiet;
  wire       [7:0]    loop_1_io_stabAddr;
  wire                loop_1_io_frame_ready;
  wire                loop_1_io_gentleBusy;
  wire                loop_1_io_enqueue;
  wire                loop_1_io_decision_valid;
  wire       [1:0]    loop_1_io_decision_payload_action;
  wire       [2:0]    loop_1_io_decision_payload_reason;
  wire       [49:0]   loop_1_io_decision_payload_qavg;
  wire                loop_1_io_decision_payload_marked;
  wire                loop_1_io_decision_payload_markProb;
  wire                loop_1__zz_io_decision_payload_backlog;
  wire       [49:0]   loop_1__zz_qavgNow;
  wire                loop_1__zz_io_idle;
  wire                loop_1__zz_restart;
  wire       [7:0]    view_io_stabAddr;
  wire                view_io_busy;
  wire       [49:0]   view_io_result;
  wire       [30:0]   _zz_idleT;
  wire       [0:0]    _zz_idleT_1;
  wire       [30:0]   _zz_idleT_2;
  wire       [30:0]   _zz_idleT_3;
  wire       [0:0]    _zz_idleT_4;
  wire       [63:0]   _zz_idleProd;
  wire       [63:0]   _zz_idleProd_1;
  reg        [4:0]    io_stabShift_regNext;
  wire                when_LoopEngine_l99;
  reg        [15:0]   held_len;
  reg        [31:0]   held_bytes;
  reg        [15:0]   held_queueLen;
  reg                 held_bad;
  reg                 held_lost;
  reg                 held_parse_ipv4;
  reg                 held_parse_ipv6;
  reg        [4:0]    held_parse_l3;
  reg        [1:0]    held_parse_ecn;
  reg                 held_parse_canCe;
  reg                 held_parse_rewrite;
  reg        [7:0]    held_parse_newTos;
  reg        [15:0]   held_parse_newCsum;
  wire       [15:0]   fr_len;
  wire       [31:0]   fr_bytes;
  wire       [15:0]   fr_queueLen;
  wire                fr_bad;
  wire                fr_lost;
  wire                fr_parse_ipv4;
  wire                fr_parse_ipv6;
  wire       [4:0]    fr_parse_l3;
  wire       [1:0]    fr_parse_ecn;
  wire                fr_parse_canCe;
  wire                fr_parse_rewrite;
  wire       [7:0]    fr_parse_newTos;
  wire       [15:0]   fr_parse_newCsum;
  wire       [31:0]   bl;
  wire                when_LoopEngine_l102;
  reg        [31:0]   heldBl;
  wire                drop;
  reg        [1:0]    was_action;
  reg        [2:0]    was_reason;
  reg        [49:0]   was_qavg;
  reg                 was_marked;
  reg                 was_markProb;
  reg                 wasValid;
  reg                 applied;
  wire       [49:0]   qavgNow;
  reg        [30:0]   idleT;
  reg        [63:0]   idleProd;
  wire                restart;
  wire                tAdvances;
  reg        [4:0]    io_adaptStabShift_regNext;
  reg                 io_adaptSample_delay_1;
  reg                 io_adaptSample_delay_2;
  reg                 io_adaptSample_delay_3;
  reg                 io_adaptSample_delay_4;
  reg                 io_adaptSample_delay_5;
  reg                 io_adaptSample_delay_6;
  reg                 io_adaptSample_delay_7;
  reg                 io_adaptSample_delay_8;
  reg                 io_adaptSample_delay_9;
  reg                 io_adaptSample_delay_10;
  reg                 io_adaptSample_delay_11;
  reg                 io_adaptSample_delay_12;
  reg                 io_adaptSample_delay_13;
  reg                 io_adaptSample_delay_14;
  reg                 io_adaptSample_delay_15;
  reg                 io_adaptSample_delay_16;
  reg                 io_adaptSample_delay_17;
  reg                 io_adaptSample_delay_18;
  reg                 io_adaptSample_delay_19;
  reg                 io_adaptSample_delay_20;
  reg                 io_adaptSample_delay_21;
  reg                 io_adaptSample_delay_22;
  reg                 io_adaptSample_delay_23;
  reg                 io_adaptSample_delay_24;
  reg                 io_adaptSample_delay_25;
  reg                 io_adaptSample_delay_26;
  reg                 io_adaptSample_delay_27;
  reg                 io_adaptSample_delay_28;
  reg                 io_adaptSample_delay_29;
  reg                 io_adaptSample_delay_30;
  reg                 io_adaptSample_delay_31;
  reg                 io_adaptSample_delay_32;
  reg                 io_adaptSample_delay_33;
  reg                 io_adaptSample_delay_34;
  reg                 io_adaptSample_delay_35;
  reg                 io_adaptSample_delay_36;
  reg                 io_adaptSample_delay_37;
  reg                 io_adaptSample_delay_38;
  reg                 io_adaptSample_delay_39;
  reg                 io_adaptSample_delay_40;
  reg                 io_adaptSample_delay_41;
  reg                 io_adaptSample_delay_42;
  reg                 io_adaptSample_delay_43;
  reg                 io_adaptSample_delay_44;
  reg                 io_adaptSample_delay_45;

  assign _zz_idleT_1 = io_usTick;
  assign _zz_idleT = {30'd0, _zz_idleT_1};
  assign _zz_idleT_2 = (idleT + _zz_idleT_3);
  assign _zz_idleT_4 = tAdvances;
  assign _zz_idleT_3 = {30'd0, _zz_idleT_4};
  assign _zz_idleProd = {14'd0, qavgNow};
  assign _zz_idleProd_1 = {14'd0, qavgNow};
  w64_b4k_loop_DecisionLoop loop_1 (
    .io_apply                        (io_apply                              ), //i
    .io_source_seed                  (io_active_seed[31:0]                  ), //i
    .io_source_recipM                (io_active_recipM[31:0]                ), //i
    .io_source_recipSh1              (io_active_recipSh1                    ), //i
    .io_source_recipSh2              (io_active_recipSh2[4:0]               ), //i
    .io_adapt                        (io_adaptApply                         ), //i
    .io_mode                         (io_active_mode[1:0]                   ), //i
    .io_qthMin                       (io_active_qthMin[31:0]                ), //i
    .io_qthMax                       (io_active_qthMax[31:0]                ), //i
    .io_wlog                         (io_active_wlog[4:0]                   ), //i
    .io_gentle                       (io_active_gentle                      ), //i
    .io_delta                        (io_active_delta[31:0]                 ), //i
    .io_gentleStep                   (io_active_gentleStep[47:0]            ), //i
    .io_limit                        (io_active_limit[31:0]                 ), //i
    .io_unit                         (io_active_unit                        ), //i
    .io_harddrop                     (io_active_harddrop                    ), //i
    .io_nodrop                       (io_active_nodrop                      ), //i
    .io_backlog                      (io_backlog[31:0]                      ), //i
    .io_qlen                         (io_qlen[31:0]                         ), //i
    .io_pop                          (io_pop                                ), //i
    .io_backlogIf_0_0                (io_backlogIf_0_0[31:0]                ), //i
    .io_backlogIf_0_1                (io_backlogIf_0_1[31:0]                ), //i
    .io_backlogIf_1_0                (io_backlogIf_1_0[31:0]                ), //i
    .io_backlogIf_1_1                (io_backlogIf_1_1[31:0]                ), //i
    .io_qlenIf_0_0                   (io_qlenIf_0_0[31:0]                   ), //i
    .io_qlenIf_0_1                   (io_qlenIf_0_1[31:0]                   ), //i
    .io_qlenIf_1_0                   (io_qlenIf_1_0[31:0]                   ), //i
    .io_qlenIf_1_1                   (io_qlenIf_1_1[31:0]                   ), //i
    .io_emptyIfNotEnq                (io_emptyIfNotEnq                      ), //i
    .io_quiet                        (loop_1_io_quiet                       ), //i
    .io_usTickAhead                  (io_usTickAhead                        ), //i
    .io_scellLog                     (io_active_scellLog[4:0]               ), //i
    .io_stabAddr                     (loop_1_io_stabAddr[7:0]               ), //o
    .io_stabShift                    (io_stabShift_regNext[4:0]             ), //i
    .io_frame_valid                  (io_frame_valid                        ), //i
    .io_frame_ready                  (loop_1_io_frame_ready                 ), //o
    .io_frame_payload_len            (io_frame_payload_queueLen[15:0]       ), //i
    .io_frame_payload_canCe          (io_frame_payload_parse_canCe          ), //i
    .io_frame_payload_bad            (io_frame_payload_bad                  ), //i
    .io_frame_payload_lost           (io_frame_payload_lost                 ), //i
    .io_gentleBusy                   (loop_1_io_gentleBusy                  ), //o
    .io_enqueue                      (loop_1_io_enqueue                     ), //o
    .io_decision_valid               (loop_1_io_decision_valid              ), //o
    .io_decision_payload_action      (loop_1_io_decision_payload_action[1:0]), //o
    .io_decision_payload_reason      (loop_1_io_decision_payload_reason[2:0]), //o
    .io_decision_payload_qavg        (loop_1_io_decision_payload_qavg[49:0] ), //o
    .io_decision_payload_marked      (loop_1_io_decision_payload_marked     ), //o
    .io_decision_payload_markProb    (loop_1_io_decision_payload_markProb   ), //o
    ._zz_io_decision_payload_backlog (loop_1__zz_io_decision_payload_backlog), //o
    ._zz_qavgNow                     (loop_1__zz_qavgNow[49:0]              ), //o
    ._zz_io_idle                     (loop_1__zz_io_idle                    ), //o
    ._zz_restart                     (loop_1__zz_restart                    ), //o
    .clk                             (clk                                   ), //i
    .reset                           (reset                                 )  //i
  );
  w64_b4k_loop_SerialIdleDecay view (
    .io_start      (io_adaptSample                ), //i
    .io_input_qavg (qavgNow[49:0]                 ), //i
    .io_input_t    (idleT[30:0]                   ), //i
    .io_input_prod (idleProd[63:0]                ), //i
    .io_idle       (loop_1__zz_io_idle            ), //i
    .io_scellLog   (io_active_scellLog[4:0]       ), //i
    .io_stabAddr   (view_io_stabAddr[7:0]         ), //o
    .io_stabShift  (io_adaptStabShift_regNext[4:0]), //i
    .io_busy       (view_io_busy                  ), //o
    .io_result     (view_io_result[49:0]          ), //o
    .clk           (clk                           ), //i
    .reset         (reset                         )  //i
  );
  assign loop_1_io_quiet = (io_qlenZero && (! io_egressBusy));
  assign io_stabIdx = loop_1_io_stabAddr;
  assign io_frame_ready = loop_1_io_frame_ready;
  assign when_LoopEngine_l99 = (! loop_1_io_gentleBusy);
  assign fr_len = (loop_1__zz_io_decision_payload_backlog ? held_len : io_frame_payload_len);
  assign fr_bytes = (loop_1__zz_io_decision_payload_backlog ? held_bytes : io_frame_payload_bytes);
  assign fr_queueLen = (loop_1__zz_io_decision_payload_backlog ? held_queueLen : io_frame_payload_queueLen);
  assign fr_bad = (loop_1__zz_io_decision_payload_backlog ? held_bad : io_frame_payload_bad);
  assign fr_lost = (loop_1__zz_io_decision_payload_backlog ? held_lost : io_frame_payload_lost);
  assign fr_parse_ipv4 = (loop_1__zz_io_decision_payload_backlog ? held_parse_ipv4 : io_frame_payload_parse_ipv4);
  assign fr_parse_ipv6 = (loop_1__zz_io_decision_payload_backlog ? held_parse_ipv6 : io_frame_payload_parse_ipv6);
  assign fr_parse_l3 = (loop_1__zz_io_decision_payload_backlog ? held_parse_l3 : io_frame_payload_parse_l3);
  assign fr_parse_ecn = (loop_1__zz_io_decision_payload_backlog ? held_parse_ecn : io_frame_payload_parse_ecn);
  assign fr_parse_canCe = (loop_1__zz_io_decision_payload_backlog ? held_parse_canCe : io_frame_payload_parse_canCe);
  assign fr_parse_rewrite = (loop_1__zz_io_decision_payload_backlog ? held_parse_rewrite : io_frame_payload_parse_rewrite);
  assign fr_parse_newTos = (loop_1__zz_io_decision_payload_backlog ? held_parse_newTos : io_frame_payload_parse_newTos);
  assign fr_parse_newCsum = (loop_1__zz_io_decision_payload_backlog ? held_parse_newCsum : io_frame_payload_parse_newCsum);
  assign bl = (io_active_unit ? io_qlen : io_backlog);
  assign when_LoopEngine_l102 = (! loop_1_io_gentleBusy);
  assign io_gentleBusy = loop_1_io_gentleBusy;
  assign drop = (loop_1_io_decision_payload_action == 2'b10);
  assign io_decision_valid = loop_1_io_decision_valid;
  assign io_decision_payload_action = loop_1_io_decision_payload_action;
  assign io_decision_payload_reason = loop_1_io_decision_payload_reason;
  assign io_decision_payload_qavg = {14'd0, loop_1_io_decision_payload_qavg};
  assign io_decision_payload_backlog = (loop_1__zz_io_decision_payload_backlog ? heldBl : bl);
  assign io_decision_payload_len = fr_len;
  assign io_release = (loop_1_io_decision_valid && drop);
  assign io_counts_probMark = ((wasValid && was_marked) && was_markProb);
  assign io_counts_forcedMark = ((wasValid && was_marked) && (! was_markProb));
  assign io_counts_probDrop = ((wasValid && (was_action == 2'b10)) && (was_reason == 3'b001));
  assign io_counts_forcedDrop = ((wasValid && (was_action == 2'b10)) && (was_reason == 3'b010));
  assign io_counts_pdrop = ((wasValid && (was_action == 2'b10)) && (was_reason == 3'b011));
  assign io_counts_bufFull = ((wasValid && (was_action == 2'b10)) && (was_reason == 3'b101));
  assign io_counts_bad = ((wasValid && (was_action == 2'b10)) && (was_reason == 3'b100));
  assign io_enqueue_valid = loop_1_io_enqueue;
  assign io_enqueue_payload_len = fr_queueLen;
  assign io_enqueue_payload_rewrite = (loop_1_io_decision_payload_marked && fr_parse_rewrite);
  assign io_enqueue_payload_ipv4 = fr_parse_ipv4;
  assign io_enqueue_payload_l3 = fr_parse_l3;
  assign io_enqueue_payload_newTos = fr_parse_newTos;
  assign io_enqueue_payload_newCsum = fr_parse_newCsum;
  assign qavgNow = (applied ? 50'h0 : loop_1__zz_qavgNow);
  assign io_qavg = {14'd0, qavgNow};
  assign restart = (applied || loop_1__zz_restart);
  assign tAdvances = (io_usTick && (idleT != io_active_scellMax));
  assign io_adaptStabIdx = view_io_stabAddr;
  assign io_adaptQavg = {14'd0, view_io_result};
  always @(posedge clk) begin
    io_stabShift_regNext <= io_stabShift;
    if(when_LoopEngine_l99) begin
      held_len <= io_frame_payload_len;
      held_bytes <= io_frame_payload_bytes;
      held_queueLen <= io_frame_payload_queueLen;
      held_bad <= io_frame_payload_bad;
      held_lost <= io_frame_payload_lost;
      held_parse_ipv4 <= io_frame_payload_parse_ipv4;
      held_parse_ipv6 <= io_frame_payload_parse_ipv6;
      held_parse_l3 <= io_frame_payload_parse_l3;
      held_parse_ecn <= io_frame_payload_parse_ecn;
      held_parse_canCe <= io_frame_payload_parse_canCe;
      held_parse_rewrite <= io_frame_payload_parse_rewrite;
      held_parse_newTos <= io_frame_payload_parse_newTos;
      held_parse_newCsum <= io_frame_payload_parse_newCsum;
    end
    if(when_LoopEngine_l102) begin
      heldBl <= bl;
    end
    was_action <= loop_1_io_decision_payload_action;
    was_reason <= loop_1_io_decision_payload_reason;
    was_qavg <= loop_1_io_decision_payload_qavg;
    was_marked <= loop_1_io_decision_payload_marked;
    was_markProb <= loop_1_io_decision_payload_markProb;
    io_adaptStabShift_regNext <= io_adaptStabShift;
  end

  always @(posedge clk) begin
    if(reset) begin
      wasValid <= 1'b0;
      applied <= 1'b0;
      idleT <= 31'h0;
      idleProd <= 64'h0;
      io_adaptSample_delay_1 <= 1'b0;
      io_adaptSample_delay_2 <= 1'b0;
      io_adaptSample_delay_3 <= 1'b0;
      io_adaptSample_delay_4 <= 1'b0;
      io_adaptSample_delay_5 <= 1'b0;
      io_adaptSample_delay_6 <= 1'b0;
      io_adaptSample_delay_7 <= 1'b0;
      io_adaptSample_delay_8 <= 1'b0;
      io_adaptSample_delay_9 <= 1'b0;
      io_adaptSample_delay_10 <= 1'b0;
      io_adaptSample_delay_11 <= 1'b0;
      io_adaptSample_delay_12 <= 1'b0;
      io_adaptSample_delay_13 <= 1'b0;
      io_adaptSample_delay_14 <= 1'b0;
      io_adaptSample_delay_15 <= 1'b0;
      io_adaptSample_delay_16 <= 1'b0;
      io_adaptSample_delay_17 <= 1'b0;
      io_adaptSample_delay_18 <= 1'b0;
      io_adaptSample_delay_19 <= 1'b0;
      io_adaptSample_delay_20 <= 1'b0;
      io_adaptSample_delay_21 <= 1'b0;
      io_adaptSample_delay_22 <= 1'b0;
      io_adaptSample_delay_23 <= 1'b0;
      io_adaptSample_delay_24 <= 1'b0;
      io_adaptSample_delay_25 <= 1'b0;
      io_adaptSample_delay_26 <= 1'b0;
      io_adaptSample_delay_27 <= 1'b0;
      io_adaptSample_delay_28 <= 1'b0;
      io_adaptSample_delay_29 <= 1'b0;
      io_adaptSample_delay_30 <= 1'b0;
      io_adaptSample_delay_31 <= 1'b0;
      io_adaptSample_delay_32 <= 1'b0;
      io_adaptSample_delay_33 <= 1'b0;
      io_adaptSample_delay_34 <= 1'b0;
      io_adaptSample_delay_35 <= 1'b0;
      io_adaptSample_delay_36 <= 1'b0;
      io_adaptSample_delay_37 <= 1'b0;
      io_adaptSample_delay_38 <= 1'b0;
      io_adaptSample_delay_39 <= 1'b0;
      io_adaptSample_delay_40 <= 1'b0;
      io_adaptSample_delay_41 <= 1'b0;
      io_adaptSample_delay_42 <= 1'b0;
      io_adaptSample_delay_43 <= 1'b0;
      io_adaptSample_delay_44 <= 1'b0;
      io_adaptSample_delay_45 <= 1'b0;
    end else begin
      wasValid <= loop_1_io_decision_valid;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert(((! loop_1_io_decision_valid) || (loop_1_io_enqueue == (! drop)))); // LoopEngine.scala:L127
        `else
          if(!((! loop_1_io_decision_valid) || (loop_1_io_enqueue == (! drop)))) begin
            $display("FAILURE the loop enqueues every frame it does not drop"); // LoopEngine.scala:L127
            $finish;
          end
        `endif
      `endif
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert(((! loop_1_io_enqueue) || (loop_1_io_decision_payload_marked == (loop_1_io_decision_payload_action == 2'b01)))); // LoopEngine.scala:L128
        `else
          if(!((! loop_1_io_enqueue) || (loop_1_io_decision_payload_marked == (loop_1_io_decision_payload_action == 2'b01)))) begin
            $display("FAILURE an enqueued frame is marked as its action says"); // LoopEngine.scala:L128
            $finish;
          end
        `endif
      `endif
      applied <= io_apply;
      idleT <= (restart ? _zz_idleT : _zz_idleT_2);
      if(restart) begin
        idleProd <= ((io_usTick && (! applied)) ? _zz_idleProd : 64'h0);
      end else begin
        if(tAdvances) begin
          idleProd <= (idleProd + _zz_idleProd_1);
        end
      end
      io_adaptSample_delay_1 <= io_adaptSample;
      io_adaptSample_delay_2 <= io_adaptSample_delay_1;
      io_adaptSample_delay_3 <= io_adaptSample_delay_2;
      io_adaptSample_delay_4 <= io_adaptSample_delay_3;
      io_adaptSample_delay_5 <= io_adaptSample_delay_4;
      io_adaptSample_delay_6 <= io_adaptSample_delay_5;
      io_adaptSample_delay_7 <= io_adaptSample_delay_6;
      io_adaptSample_delay_8 <= io_adaptSample_delay_7;
      io_adaptSample_delay_9 <= io_adaptSample_delay_8;
      io_adaptSample_delay_10 <= io_adaptSample_delay_9;
      io_adaptSample_delay_11 <= io_adaptSample_delay_10;
      io_adaptSample_delay_12 <= io_adaptSample_delay_11;
      io_adaptSample_delay_13 <= io_adaptSample_delay_12;
      io_adaptSample_delay_14 <= io_adaptSample_delay_13;
      io_adaptSample_delay_15 <= io_adaptSample_delay_14;
      io_adaptSample_delay_16 <= io_adaptSample_delay_15;
      io_adaptSample_delay_17 <= io_adaptSample_delay_16;
      io_adaptSample_delay_18 <= io_adaptSample_delay_17;
      io_adaptSample_delay_19 <= io_adaptSample_delay_18;
      io_adaptSample_delay_20 <= io_adaptSample_delay_19;
      io_adaptSample_delay_21 <= io_adaptSample_delay_20;
      io_adaptSample_delay_22 <= io_adaptSample_delay_21;
      io_adaptSample_delay_23 <= io_adaptSample_delay_22;
      io_adaptSample_delay_24 <= io_adaptSample_delay_23;
      io_adaptSample_delay_25 <= io_adaptSample_delay_24;
      io_adaptSample_delay_26 <= io_adaptSample_delay_25;
      io_adaptSample_delay_27 <= io_adaptSample_delay_26;
      io_adaptSample_delay_28 <= io_adaptSample_delay_27;
      io_adaptSample_delay_29 <= io_adaptSample_delay_28;
      io_adaptSample_delay_30 <= io_adaptSample_delay_29;
      io_adaptSample_delay_31 <= io_adaptSample_delay_30;
      io_adaptSample_delay_32 <= io_adaptSample_delay_31;
      io_adaptSample_delay_33 <= io_adaptSample_delay_32;
      io_adaptSample_delay_34 <= io_adaptSample_delay_33;
      io_adaptSample_delay_35 <= io_adaptSample_delay_34;
      io_adaptSample_delay_36 <= io_adaptSample_delay_35;
      io_adaptSample_delay_37 <= io_adaptSample_delay_36;
      io_adaptSample_delay_38 <= io_adaptSample_delay_37;
      io_adaptSample_delay_39 <= io_adaptSample_delay_38;
      io_adaptSample_delay_40 <= io_adaptSample_delay_39;
      io_adaptSample_delay_41 <= io_adaptSample_delay_40;
      io_adaptSample_delay_42 <= io_adaptSample_delay_41;
      io_adaptSample_delay_43 <= io_adaptSample_delay_42;
      io_adaptSample_delay_44 <= io_adaptSample_delay_43;
      io_adaptSample_delay_45 <= io_adaptSample_delay_44;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((! (io_adaptSample_delay_45 && view_io_busy))); // LoopEngine.scala:L171
        `else
          if(!(! (io_adaptSample_delay_45 && view_io_busy))) begin
            $display("FAILURE the adaptive view's result is read before it is ready"); // LoopEngine.scala:L171
            $finish;
          end
        `endif
      `endif
    end
  end


endmodule

module w64_b4k_loop_LateDecisions (
  input  wire          io_inValid,
  input  wire [63:0]   io_inData,
  input  wire          io_inFirst,
  input  wire          io_inFrame_valid,
  input  wire [15:0]   io_inFrame_payload_len,
  input  wire [31:0]   io_inFrame_payload_bytes,
  input  wire [15:0]   io_inFrame_payload_queueLen,
  input  wire          io_inFrame_payload_bad,
  input  wire          io_inFrame_payload_lost,
  input  wire          io_inFrame_payload_parse_ipv4,
  input  wire          io_inFrame_payload_parse_ipv6,
  input  wire [4:0]    io_inFrame_payload_parse_l3,
  input  wire [1:0]    io_inFrame_payload_parse_ecn,
  input  wire          io_inFrame_payload_parse_canCe,
  input  wire          io_inFrame_payload_parse_rewrite,
  input  wire [7:0]    io_inFrame_payload_parse_newTos,
  input  wire [15:0]   io_inFrame_payload_parse_newCsum,
  output wire          io_wrValid,
  output wire [63:0]   io_wrData,
  output wire          io_wrFirst,
  input  wire          io_wrLost,
  output wire          io_frame_valid,
  output wire [15:0]   io_frame_payload_len,
  output wire [31:0]   io_frame_payload_bytes,
  output wire [15:0]   io_frame_payload_queueLen,
  output wire          io_frame_payload_bad,
  output reg           io_frame_payload_lost,
  output wire          io_frame_payload_parse_ipv4,
  output wire          io_frame_payload_parse_ipv6,
  output wire [4:0]    io_frame_payload_parse_l3,
  output wire [1:0]    io_frame_payload_parse_ecn,
  output wire          io_frame_payload_parse_canCe,
  output wire          io_frame_payload_parse_rewrite,
  output wire [7:0]    io_frame_payload_parse_newTos,
  output wire [15:0]   io_frame_payload_parse_newCsum,
  output wire          io_overrun,
  input  wire          io_engineReady,
  input  wire          io_engineDecided,
  input  wire          io_engineBusy,
  input  wire          io_hold_taken,
  input  wire          io_hold_nextFirst,
  input  wire          io_hold_staged,
  input  wire          io_hold_stagedFirst,
  input  wire          io_takenLast,
  output wire          io_takeOk,
  input  wire          clk,
  input  wire          reset
);

  wire                recs_io_push_valid;
  wire                recs_io_pop_ready;
  wire       [65:0]   stageMem_spinal_port0;
  wire                recs_io_push_ready;
  wire                recs_io_pop_valid;
  wire       [15:0]   recs_io_pop_payload_len;
  wire       [31:0]   recs_io_pop_payload_bytes;
  wire       [15:0]   recs_io_pop_payload_queueLen;
  wire                recs_io_pop_payload_bad;
  wire                recs_io_pop_payload_lost;
  wire                recs_io_pop_payload_parse_ipv4;
  wire                recs_io_pop_payload_parse_ipv6;
  wire       [4:0]    recs_io_pop_payload_parse_l3;
  wire       [1:0]    recs_io_pop_payload_parse_ecn;
  wire                recs_io_pop_payload_parse_canCe;
  wire                recs_io_pop_payload_parse_rewrite;
  wire       [7:0]    recs_io_pop_payload_parse_newTos;
  wire       [15:0]   recs_io_pop_payload_parse_newCsum;
  wire       [2:0]    recs_io_occupancy;
  wire       [2:0]    recs_io_availability;
  wire       [7:0]    _zz_lastNext;
  wire       [65:0]   _zz_stageMem_port;
  wire       [3:0]    _zz_countNext;
  wire       [3:0]    _zz_countNext_1;
  wire       [0:0]    _zz_countNext_2;
  wire       [3:0]    _zz_countNext_3;
  wire       [0:0]    _zz_countNext_4;
  wire       [15:0]   _zz_decide;
  wire       [2:0]    _zz_pendingNext;
  wire       [2:0]    _zz_pendingNext_1;
  wire       [0:0]    _zz_pendingNext_2;
  wire       [2:0]    _zz_pendingNext_3;
  wire       [0:0]    _zz_pendingNext_4;
  wire       [3:0]    _zz_beatsAfter;
  wire       [3:0]    _zz_beatsAfter_1;
  wire       [0:0]    _zz_beatsAfter_2;
  wire       [3:0]    _zz_beatsAfter_3;
  wire       [0:0]    _zz_beatsAfter_4;
  wire       [2:0]    _zz_framesAfter;
  wire       [2:0]    _zz_framesAfter_1;
  wire       [0:0]    _zz_framesAfter_2;
  wire       [2:0]    _zz_framesAfter_3;
  wire       [0:0]    _zz_framesAfter_4;
  wire       [63:0]   door_data;
  wire                door_first;
  wire                door_last;
  reg        [2:0]    rdPtr;
  reg        [2:0]    wrPtr;
  reg        [3:0]    count;
  wire       [63:0]   head_data;
  wire                head_first;
  wire                head_last;
  wire       [65:0]   _zz_head_data;
  reg        [2:0]    pending;
  wire                admitted;
  reg                 wholeWait;
  reg                 lostHeld;
  reg                 staged;
  wire                writeOk;
  wire                fromStage;
  wire                fromDoor;
  wire       [63:0]   wr_data;
  wire                wr_first;
  wire                wr_last;
  wire                lastNext;
  wire                lastWrite;
  wire                push;
  wire                lostBeat;
  wire       [3:0]    countNext;
  wire                overAdmit;
  reg        [2:0]    recsCount;
  reg                 recsHeld;
  wire       [15:0]   rec_len;
  wire       [31:0]   rec_bytes;
  wire       [15:0]   rec_queueLen;
  wire                rec_bad;
  wire                rec_lost;
  wire                rec_parse_ipv4;
  wire                rec_parse_ipv6;
  wire       [4:0]    rec_parse_l3;
  wire       [1:0]    rec_parse_ecn;
  wire                rec_parse_canCe;
  wire                rec_parse_rewrite;
  wire       [7:0]    rec_parse_newTos;
  wire       [15:0]   rec_parse_newCsum;
  wire                decide;
  wire                when_LateDecisions_l135;
  wire                when_LateDecisions_l135_1;
  reg                 decidedBefore;
  wire       [2:0]    pendingNext;
  wire                firstNext;
  wire       [3:0]    beatsAfter;
  wire       [2:0]    framesAfter;
  reg                 takeOk;
  (* ram_style = "distributed" *) reg [65:0] stageMem [0:7];

  assign _zz_lastNext = 8'hd8;
  assign _zz_countNext = (count - _zz_countNext_1);
  assign _zz_countNext_2 = fromStage;
  assign _zz_countNext_1 = {3'd0, _zz_countNext_2};
  assign _zz_countNext_4 = push;
  assign _zz_countNext_3 = {3'd0, _zz_countNext_4};
  assign _zz_decide = 16'hba00;
  assign _zz_pendingNext = (pending + _zz_pendingNext_1);
  assign _zz_pendingNext_2 = admitted;
  assign _zz_pendingNext_1 = {2'd0, _zz_pendingNext_2};
  assign _zz_pendingNext_4 = decidedBefore;
  assign _zz_pendingNext_3 = {2'd0, _zz_pendingNext_4};
  assign _zz_beatsAfter = (countNext + _zz_beatsAfter_1);
  assign _zz_beatsAfter_2 = io_hold_taken;
  assign _zz_beatsAfter_1 = {3'd0, _zz_beatsAfter_2};
  assign _zz_beatsAfter_4 = io_hold_staged;
  assign _zz_beatsAfter_3 = {3'd0, _zz_beatsAfter_4};
  assign _zz_framesAfter = (pendingNext + _zz_framesAfter_1);
  assign _zz_framesAfter_2 = (io_hold_taken && io_hold_nextFirst);
  assign _zz_framesAfter_1 = {2'd0, _zz_framesAfter_2};
  assign _zz_framesAfter_4 = io_hold_stagedFirst;
  assign _zz_framesAfter_3 = {2'd0, _zz_framesAfter_4};
  assign _zz_stageMem_port = {door_last,{door_first,door_data}};
  assign stageMem_spinal_port0 = stageMem[rdPtr];
  always @(posedge clk) begin
    if(push) begin
      stageMem[wrPtr] <= _zz_stageMem_port;
    end
  end

  w64_b4k_loop_StreamFifo recs (
    .io_push_valid                 (recs_io_push_valid                     ), //i
    .io_push_ready                 (recs_io_push_ready                     ), //o
    .io_push_payload_len           (io_inFrame_payload_len[15:0]           ), //i
    .io_push_payload_bytes         (io_inFrame_payload_bytes[31:0]         ), //i
    .io_push_payload_queueLen      (io_inFrame_payload_queueLen[15:0]      ), //i
    .io_push_payload_bad           (io_inFrame_payload_bad                 ), //i
    .io_push_payload_lost          (io_inFrame_payload_lost                ), //i
    .io_push_payload_parse_ipv4    (io_inFrame_payload_parse_ipv4          ), //i
    .io_push_payload_parse_ipv6    (io_inFrame_payload_parse_ipv6          ), //i
    .io_push_payload_parse_l3      (io_inFrame_payload_parse_l3[4:0]       ), //i
    .io_push_payload_parse_ecn     (io_inFrame_payload_parse_ecn[1:0]      ), //i
    .io_push_payload_parse_canCe   (io_inFrame_payload_parse_canCe         ), //i
    .io_push_payload_parse_rewrite (io_inFrame_payload_parse_rewrite       ), //i
    .io_push_payload_parse_newTos  (io_inFrame_payload_parse_newTos[7:0]   ), //i
    .io_push_payload_parse_newCsum (io_inFrame_payload_parse_newCsum[15:0] ), //i
    .io_pop_valid                  (recs_io_pop_valid                      ), //o
    .io_pop_ready                  (recs_io_pop_ready                      ), //i
    .io_pop_payload_len            (recs_io_pop_payload_len[15:0]          ), //o
    .io_pop_payload_bytes          (recs_io_pop_payload_bytes[31:0]        ), //o
    .io_pop_payload_queueLen       (recs_io_pop_payload_queueLen[15:0]     ), //o
    .io_pop_payload_bad            (recs_io_pop_payload_bad                ), //o
    .io_pop_payload_lost           (recs_io_pop_payload_lost               ), //o
    .io_pop_payload_parse_ipv4     (recs_io_pop_payload_parse_ipv4         ), //o
    .io_pop_payload_parse_ipv6     (recs_io_pop_payload_parse_ipv6         ), //o
    .io_pop_payload_parse_l3       (recs_io_pop_payload_parse_l3[4:0]      ), //o
    .io_pop_payload_parse_ecn      (recs_io_pop_payload_parse_ecn[1:0]     ), //o
    .io_pop_payload_parse_canCe    (recs_io_pop_payload_parse_canCe        ), //o
    .io_pop_payload_parse_rewrite  (recs_io_pop_payload_parse_rewrite      ), //o
    .io_pop_payload_parse_newTos   (recs_io_pop_payload_parse_newTos[7:0]  ), //o
    .io_pop_payload_parse_newCsum  (recs_io_pop_payload_parse_newCsum[15:0]), //o
    .io_flush                      (1'b0                                   ), //i
    .io_occupancy                  (recs_io_occupancy[2:0]                 ), //o
    .io_availability               (recs_io_availability[2:0]              ), //o
    .clk                           (clk                                    ), //i
    .reset                         (reset                                  )  //i
  );
  assign door_data = io_inData;
  assign door_first = io_inFirst;
  assign door_last = io_inFrame_valid;
  assign _zz_head_data = stageMem_spinal_port0;
  assign head_data = _zz_head_data[63 : 0];
  assign head_first = _zz_head_data[64];
  assign head_last = _zz_head_data[65];
  assign admitted = (io_inValid && io_inFirst);
  assign writeOk = ((! wholeWait) && (! io_engineBusy));
  assign fromStage = (staged && writeOk);
  assign fromDoor = (((! staged) && writeOk) && io_inValid);
  assign wr_data = (staged ? head_data : door_data);
  assign wr_first = (staged ? head_first : door_first);
  assign wr_last = (staged ? head_last : door_last);
  assign io_wrValid = (fromStage || fromDoor);
  assign io_wrData = wr_data;
  assign io_wrFirst = ((fromStage || fromDoor) && wr_first);
  assign lastNext = _zz_lastNext[{io_inFrame_valid,{head_last,staged}}];
  assign lastWrite = (writeOk && lastNext);
  assign push = (io_inValid && (! fromDoor));
  assign lostBeat = ((push && (count == 4'b1000)) && (! fromStage));
  assign countNext = (_zz_countNext + _zz_countNext_3);
  assign overAdmit = (admitted && (pending == 3'b100));
  assign io_overrun = (lostBeat || overAdmit);
  assign rec_len = (recsHeld ? recs_io_pop_payload_len : io_inFrame_payload_len);
  assign rec_bytes = (recsHeld ? recs_io_pop_payload_bytes : io_inFrame_payload_bytes);
  assign rec_queueLen = (recsHeld ? recs_io_pop_payload_queueLen : io_inFrame_payload_queueLen);
  assign rec_bad = (recsHeld ? recs_io_pop_payload_bad : io_inFrame_payload_bad);
  assign rec_lost = (recsHeld ? recs_io_pop_payload_lost : io_inFrame_payload_lost);
  assign rec_parse_ipv4 = (recsHeld ? recs_io_pop_payload_parse_ipv4 : io_inFrame_payload_parse_ipv4);
  assign rec_parse_ipv6 = (recsHeld ? recs_io_pop_payload_parse_ipv6 : io_inFrame_payload_parse_ipv6);
  assign rec_parse_l3 = (recsHeld ? recs_io_pop_payload_parse_l3 : io_inFrame_payload_parse_l3);
  assign rec_parse_ecn = (recsHeld ? recs_io_pop_payload_parse_ecn : io_inFrame_payload_parse_ecn);
  assign rec_parse_canCe = (recsHeld ? recs_io_pop_payload_parse_canCe : io_inFrame_payload_parse_canCe);
  assign rec_parse_rewrite = (recsHeld ? recs_io_pop_payload_parse_rewrite : io_inFrame_payload_parse_rewrite);
  assign rec_parse_newTos = (recsHeld ? recs_io_pop_payload_parse_newTos : io_inFrame_payload_parse_newTos);
  assign rec_parse_newCsum = (recsHeld ? recs_io_pop_payload_parse_newCsum : io_inFrame_payload_parse_newCsum);
  assign decide = _zz_decide[{io_engineReady,{lastNext,{io_engineBusy,wholeWait}}}];
  assign io_frame_valid = decide;
  assign io_frame_payload_len = rec_len;
  assign io_frame_payload_bytes = rec_bytes;
  assign io_frame_payload_queueLen = rec_queueLen;
  assign io_frame_payload_bad = rec_bad;
  always @(*) begin
    io_frame_payload_lost = rec_lost;
    io_frame_payload_lost = (wholeWait ? lostHeld : io_wrLost);
  end

  assign io_frame_payload_parse_ipv4 = rec_parse_ipv4;
  assign io_frame_payload_parse_ipv6 = rec_parse_ipv6;
  assign io_frame_payload_parse_l3 = rec_parse_l3;
  assign io_frame_payload_parse_ecn = rec_parse_ecn;
  assign io_frame_payload_parse_canCe = rec_parse_canCe;
  assign io_frame_payload_parse_rewrite = rec_parse_rewrite;
  assign io_frame_payload_parse_newTos = rec_parse_newTos;
  assign io_frame_payload_parse_newCsum = rec_parse_newCsum;
  assign recs_io_pop_ready = (decide && recsHeld);
  assign recs_io_push_valid = (io_inFrame_valid && (! (decide && (! recsHeld))));
  assign when_LateDecisions_l135 = (recs_io_push_valid && (! recs_io_pop_ready));
  assign when_LateDecisions_l135_1 = (recs_io_pop_ready && (! recs_io_push_valid));
  assign pendingNext = (_zz_pendingNext - _zz_pendingNext_3);
  assign firstNext = (io_hold_taken ? io_takenLast : io_hold_nextFirst);
  assign beatsAfter = (_zz_beatsAfter + _zz_beatsAfter_3);
  assign framesAfter = (_zz_framesAfter + _zz_framesAfter_3);
  assign io_takeOk = takeOk;
  always @(posedge clk) begin
    if(reset) begin
      rdPtr <= 3'b000;
      wrPtr <= 3'b000;
      count <= 4'b0000;
      pending <= 3'b000;
      wholeWait <= 1'b0;
      lostHeld <= 1'b0;
      staged <= 1'b0;
      recsCount <= 3'b000;
      recsHeld <= 1'b0;
      decidedBefore <= 1'b0;
      takeOk <= 1'b1;
    end else begin
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert(((! io_inFrame_valid) || io_inValid)); // LateDecisions.scala:L85
        `else
          if(!((! io_inFrame_valid) || io_inValid)) begin
            $display("FAILURE a frame's record without its last beat"); // LateDecisions.scala:L85
            $finish;
          end
        `endif
      `endif
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((lastWrite == ((fromStage || fromDoor) && wr_last))); // LateDecisions.scala:L91
        `else
          if(!(lastWrite == ((fromStage || fromDoor) && wr_last))) begin
            $display("FAILURE lastNext disagrees with the write"); // LateDecisions.scala:L91
            $finish;
          end
        `endif
      `endif
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((! lostBeat)); // LateDecisions.scala:L97
        `else
          if(!(! lostBeat)) begin
            $display("FAILURE a beat found staging full although the input is held"); // LateDecisions.scala:L97
            $finish;
          end
        `endif
      `endif
      if(fromStage) begin
        rdPtr <= (rdPtr + 3'b001);
      end
      if(push) begin
        wrPtr <= (wrPtr + 3'b001);
      end
      count <= countNext;
      staged <= (countNext != 4'b0000);
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((! overAdmit)); // LateDecisions.scala:L107
        `else
          if(!(! overAdmit)) begin
            $display("FAILURE a frame came with Q frames waiting although the input is held"); // LateDecisions.scala:L107
            $finish;
          end
        `endif
      `endif
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((decide == ((wholeWait || lastWrite) && io_engineReady))); // LateDecisions.scala:L124
        `else
          if(!(decide == ((wholeWait || lastWrite) && io_engineReady))) begin
            $display("FAILURE decide disagrees with its table"); // LateDecisions.scala:L124
            $finish;
          end
        `endif
      `endif
      if(when_LateDecisions_l135) begin
        recsCount <= (recsCount + 3'b001);
      end else begin
        if(when_LateDecisions_l135_1) begin
          recsCount <= (recsCount - 3'b001);
        end
      end
      recsHeld <= (recs_io_push_valid || (recs_io_pop_ready ? (recsCount != 3'b001) : recsHeld));
      wholeWait <= ((wholeWait || lastWrite) && (! decide));
      if(lastWrite) begin
        lostHeld <= io_wrLost;
      end
      decidedBefore <= io_engineDecided;
      pending <= pendingNext;
      `ifndef SYNTHESIS
        `ifdef FORMAL
          assert((((((staged == (count != 4'b0000)) && (recsHeld == recs_io_pop_valid)) && (recsCount == recs_io_occupancy)) && (count <= 4'b1000)) && (pending <= 3'b100))); // LateDecisions.scala:L147
        `else
          if(!(((((staged == (count != 4'b0000)) && (recsHeld == recs_io_pop_valid)) && (recsCount == recs_io_occupancy)) && (count <= 4'b1000)) && (pending <= 3'b100))) begin
            $display("FAILURE a flag disagrees with its count"); // LateDecisions.scala:L147
            $finish;
          end
        `endif
      `endif
      takeOk <= ((beatsAfter < 4'b1000) && ((! firstNext) || (framesAfter < 3'b100)));
    end
  end


endmodule

module w64_b4k_loop_PacketBuffer (
  input  wire          io_beatValid,
  input  wire [63:0]   io_beatData,
  input  wire          io_beatFirst,
  output wire          io_frameLost,
  input  wire          io_release,
  input  wire          io_read,
  output wire [63:0]   io_rdData,
  input  wire          clk,
  input  wire          reset
);

  reg        [63:0]   mem_spinal_port1;
  wire       [9:0]    _zz_beatsNow;
  wire       [0:0]    _zz_beatsNow_1;
  wire       [8:0]    _zz_nextPtr;
  wire       [0:0]    _zz_nextPtr_1;
  wire       [9:0]    _zz_usedKept;
  wire       [9:0]    _zz_usedKept_1;
  wire       [0:0]    _zz_usedKept_2;
  wire       [9:0]    _zz_usedKept_3;
  wire       [0:0]    _zz_usedKept_4;
  wire       [9:0]    _zz_used;
  reg        [8:0]    wrPtr;
  reg        [9:0]    used;
  reg        [8:0]    frameStart;
  reg        [9:0]    frameBeats;
  reg                 frameLost;
  wire       [8:0]    startNow;
  wire       [9:0]    beatsBefore;
  wire                lostBefore;
  wire                canWrite;
  wire       [9:0]    beatsNow;
  wire       [8:0]    nextPtr;
  wire       [9:0]    usedKept;
  reg        [8:0]    rdPtr;
  reg [63:0] mem [0:511];

  assign _zz_beatsNow_1 = canWrite;
  assign _zz_beatsNow = {9'd0, _zz_beatsNow_1};
  assign _zz_nextPtr_1 = canWrite;
  assign _zz_nextPtr = {8'd0, _zz_nextPtr_1};
  assign _zz_usedKept = (used + _zz_usedKept_1);
  assign _zz_usedKept_2 = canWrite;
  assign _zz_usedKept_1 = {9'd0, _zz_usedKept_2};
  assign _zz_usedKept_4 = io_read;
  assign _zz_usedKept_3 = {9'd0, _zz_usedKept_4};
  assign _zz_used = (usedKept - beatsNow);
  always @(posedge clk) begin
    if(canWrite) begin
      mem[wrPtr] <= io_beatData;
    end
  end

  always @(posedge clk) begin
    if(io_read) begin
      mem_spinal_port1 <= mem[rdPtr];
    end
  end

  assign startNow = (io_beatFirst ? wrPtr : frameStart);
  assign beatsBefore = (io_beatFirst ? 10'h0 : frameBeats);
  assign lostBefore = ((! io_beatFirst) && frameLost);
  assign canWrite = ((io_beatValid && (! lostBefore)) && (used < 10'h200));
  assign beatsNow = (beatsBefore + _zz_beatsNow);
  assign io_frameLost = (lostBefore || (! canWrite));
  assign nextPtr = (wrPtr + _zz_nextPtr);
  assign usedKept = (_zz_usedKept - _zz_usedKept_3);
  assign io_rdData = mem_spinal_port1;
  always @(posedge clk) begin
    if(reset) begin
      wrPtr <= 9'h0;
      used <= 10'h0;
      frameStart <= 9'h0;
      frameBeats <= 10'h0;
      frameLost <= 1'b0;
      rdPtr <= 9'h0;
    end else begin
      if(io_beatValid) begin
        frameStart <= startNow;
        frameBeats <= beatsNow;
        frameLost <= (lostBefore || (! canWrite));
      end
      wrPtr <= (io_release ? startNow : nextPtr);
      used <= (io_release ? _zz_used : usedKept);
      if(io_read) begin
        rdPtr <= (rdPtr + 9'h001);
      end
    end
  end


endmodule

module w64_b4k_loop_Ingress (
  input  wire [63:0]   io_tdata,
  input  wire [7:0]    io_tkeep,
  input  wire          io_tvalid,
  input  wire          io_tlast,
  input  wire          io_tuser,
  output wire          io_tready,
  input  wire          io_takeOk,
  output wire          io_hold_taken,
  output wire          io_hold_nextFirst,
  output wire          io_hold_staged,
  output wire          io_hold_stagedFirst,
  output wire          io_frame_valid,
  output wire [15:0]   io_frame_payload_len,
  output wire [31:0]   io_frame_payload_bytes,
  output wire [15:0]   io_frame_payload_queueLen,
  output wire          io_frame_payload_bad,
  output wire          io_frame_payload_lost,
  output wire          io_frame_payload_parse_ipv4,
  output wire          io_frame_payload_parse_ipv6,
  output wire [4:0]    io_frame_payload_parse_l3,
  output wire [1:0]    io_frame_payload_parse_ecn,
  output wire          io_frame_payload_parse_canCe,
  output wire          io_frame_payload_parse_rewrite,
  output wire [7:0]    io_frame_payload_parse_newTos,
  output wire [15:0]   io_frame_payload_parse_newCsum,
  output wire          io_beatValid,
  output wire [63:0]   io_beatData,
  output wire          io_beatFirst,
  input  wire          io_frameLost,
  input  wire          reset,
  input  wire          clk
);

  wire                _zz_kLow;
  wire                _zz_kLow_1;
  wire                _zz_kLow_2;
  wire                _zz_kLow_3;
  wire                _zz_kLow_4;
  wire                _zz_kLow_5;
  wire                _zz_kLow_6;
  wire                _zz_kLow_7;
  wire                _zz_kLow_8;
  wire                _zz_kLow_9;
  wire                _zz_kLow_10;
  wire                _zz_kLow_11;
  wire                _zz_kLow_12;
  reg        [1:0]    _zz_onesParts_0_1;
  wire       [1:0]    _zz_onesParts_0_2;
  reg        [1:0]    _zz_onesParts_1_1;
  wire       [1:0]    _zz_onesParts_1_2;
  reg        [1:0]    _zz_onesParts_2_1;
  wire       [1:0]    _zz_onesParts_2_2;
  reg        [1:0]    _zz_onesParts_3_1;
  wire       [1:0]    _zz_onesParts_3_2;
  wire                _zz_lastKeepOk;
  wire                _zz_lastKeepOk_1;
  wire                _zz_lastKeepOk_2;
  wire                _zz_lastKeepOk_3;
  wire                _zz_lastKeepOk_4;
  wire       [32:0]   _zz_lenNow;
  wire       [2:0]    _zz_ones;
  wire       [2:0]    _zz_ones_1;
  wire       [16:0]   _zz__zz_parseStage_parse_newCsum_2;
  wire       [15:0]   _zz__zz_parseStage_parse_newCsum_2_1;
  wire       [16:0]   _zz__zz_parseStage_parse_newCsum_5;
  wire       [15:0]   _zz__zz_parseStage_parse_newCsum_5_1;
  wire       [16:0]   _zz__zz_parseStage_parse_newCsum_8;
  wire       [15:0]   _zz__zz_parseStage_parse_newCsum_8_1;
  wire                _zz_parseStage_parse_ecn_21;
  wire                _zz_parseStage_parse_ecn_22;
  wire                _zz_parseStage_parse_ecn_23;
  wire                _zz_parseStage_parse_ecn_24;
  wire                _zz_parseStage_parse_ecn_25;
  wire                _zz_parseStage_parse_ecn_26;
  wire                _zz_parseStage_parse_ecn_27;
  wire                _zz_parseStage_parse_ecn_28;
  wire                _zz_parseStage_parse_ecn_29;
  wire                _zz_parseStage_parse_ecn_30;
  wire                _zz_parseStage_parse_ecn_31;
  wire                _zz_parseStage_parse_ecn_32;
  wire                _zz_parseStage_parse_ecn_33;
  wire                _zz_parseStage_parse_ecn_34;
  wire       [1:0]    _zz_parseStage_parse_canCe;
  wire       [1:0]    _zz_parseStage_parse_canCe_1;
  wire       [1:0]    _zz_parseStage_parse_canCe_2;
  wire       [1:0]    _zz_parseStage_parse_canCe_3;
  wire                _zz_parseStage_parse_rewrite;
  wire                _zz_parseStage_parse_rewrite_1;
  wire                _zz_parseStage_parse_rewrite_2;
  wire                _zz_parseStage_parse_rewrite_3;
  wire                _zz_parseStage_parse_rewrite_4;
  wire                _zz_parseStage_parse_rewrite_5;
  wire                _zz_parseStage_parse_rewrite_6;
  wire                _zz_parseStage_parse_rewrite_7;
  wire       [16:0]   _zz_parseStage_parse_newCsum_9;
  wire       [16:0]   _zz_parseStage_parse_newCsum_10;
  wire       [15:0]   _zz_parseStage_parse_newCsum_11;
  wire       [16:0]   _zz_parseStage_parse_newCsum_12;
  wire       [16:0]   _zz_parseStage_parse_newCsum_13;
  wire       [15:0]   _zz_parseStage_parse_newCsum_14;
  wire       [16:0]   _zz_parseStage_parse_newCsum_15;
  wire       [16:0]   _zz_parseStage_parse_newCsum_16;
  wire       [15:0]   _zz_parseStage_parse_newCsum_17;
  wire                fire;
  wire       [2:0]    kLow;
  wire       [1:0]    _zz_onesParts_0;
  wire       [1:0]    _zz_onesParts_1;
  wire       [1:0]    _zz_onesParts_2;
  wire       [1:0]    _zz_onesParts_3;
  wire       [2:0]    onesParts_0;
  wire       [2:0]    onesParts_1;
  wire       [2:0]    onesParts_2;
  wire       [2:0]    onesParts_3;
  reg        [2:0]    onesAtEof_0;
  reg        [2:0]    onesAtEof_1;
  reg        [2:0]    onesAtEof_2;
  reg        [2:0]    onesAtEof_3;
  reg                 fixAtEof_0;
  reg                 fixAtEof_1;
  reg        [13:0]   beatIdx;
  reg        [32:0]   byteCnt;
  wire                when_Ingress_l44;
  wire                when_Ingress_l46;
  reg                 keepBad;
  reg                 atHdrBeat_0;
  reg                 atHdrBeat_1;
  reg                 atHdrBeat_2;
  reg                 atHdrBeat_3;
  reg                 atHdrBeat_4;
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
  wire                when_Ingress_l61;
  wire                when_Ingress_l61_1;
  wire                when_Ingress_l61_2;
  wire                when_Ingress_l61_3;
  wire                when_Ingress_l61_4;
  wire                when_Ingress_l61_5;
  wire                when_Ingress_l61_6;
  wire                when_Ingress_l61_7;
  wire                when_Ingress_l61_8;
  wire                when_Ingress_l61_9;
  wire                when_Ingress_l61_10;
  wire                when_Ingress_l61_11;
  wire                when_Ingress_l61_12;
  wire                when_Ingress_l61_13;
  wire                when_Ingress_l61_14;
  wire                when_Ingress_l61_15;
  wire                when_Ingress_l61_16;
  wire                when_Ingress_l61_17;
  wire                when_Ingress_l61_18;
  wire                when_Ingress_l61_19;
  wire                when_Ingress_l61_20;
  wire                when_Ingress_l61_21;
  wire                when_Ingress_l61_22;
  wire                when_Ingress_l61_23;
  wire                when_Ingress_l61_24;
  wire                when_Ingress_l61_25;
  wire                when_Ingress_l61_26;
  wire                when_Ingress_l61_27;
  wire                when_Ingress_l61_28;
  wire                when_Ingress_l61_29;
  wire                when_Ingress_l61_30;
  wire                when_Ingress_l61_31;
  wire                when_Ingress_l61_32;
  wire                when_Ingress_l61_33;
  wire                allOnes;
  wire                lastKeepOk;
  wire       [32:0]   cntPlusW;
  wire       [32:0]   lenNow;
  wire                tooLong;
  wire                pastCount;
  wire                runt;
  reg        [15:0]   eofInfo_len;
  reg        [31:0]   eofInfo_bytes;
  reg                 eofInfo_bad;
  reg                 eofInfo_parse_ipv4;
  reg                 eofInfo_parse_ipv6;
  reg        [4:0]    eofInfo_parse_l3;
  reg        [1:0]    eofInfo_parse_ecn;
  reg                 eofInfo_parse_canCe;
  reg                 eofInfo_parse_rewrite;
  reg        [7:0]    eofInfo_parse_newTos;
  reg        [15:0]   eofInfo_parse_newCsum;
  wire                when_Ingress_l103;
  wire                when_Ingress_l104;
  reg                 sValid;
  reg        [63:0]   sData;
  reg                 sFirst;
  reg                 sLast;
  wire       [2:0]    ones;
  wire                parseStage_atEof1;
  reg                 parseStage_wValid;
  reg        [63:0]   parseStage_wData;
  reg                 parseStage_wFirst;
  reg                 parseStage_wLast;
  wire                _zz_parseStage_parse_ipv4;
  wire       [15:0]   _zz_parseStage_parse_l3;
  wire                when_Ingress_l162;
  reg                 _zz_parseStage_parse_l3_1;
  wire       [15:0]   _zz_parseStage_parse_l3_2;
  wire                when_Ingress_l162_1;
  reg                 _zz_parseStage_parse_l3_3;
  wire                _zz_parseStage_parse_l3_4;
  wire       [15:0]   _zz_parseStage_parse_ipv6;
  wire                when_Ingress_l162_2;
  reg                 _zz_parseStage_parse_ipv6_1;
  wire                _zz_parseStage_parse_ipv6_2;
  wire                _zz_parseStage_parse_ipv6_3;
  wire                _zz_parseStage_parse_ipv6_4;
  wire       [15:0]   _zz_parseStage_parse_ipv6_5;
  wire                when_Ingress_l162_3;
  reg                 _zz_parseStage_parse_ecn;
  wire                when_Ingress_l162_4;
  reg                 _zz_parseStage_parse_ecn_1;
  wire                when_Ingress_l162_5;
  reg                 _zz_parseStage_parse_ecn_2;
  wire                when_Ingress_l162_6;
  reg                 _zz_parseStage_parse_ecn_3;
  wire                _zz_parseStage_parse_ecn_4;
  wire                when_Ingress_l162_7;
  reg                 _zz_parseStage_parse_ipv6_6;
  wire                when_Ingress_l162_8;
  reg                 _zz_parseStage_parse_ipv6_7;
  wire                when_Ingress_l162_9;
  reg                 _zz_parseStage_parse_ipv6_8;
  wire                _zz_parseStage_parse_ipv6_9;
  wire       [1:0]    _zz_parseStage_parse_ecn_5;
  wire       [1:0]    _zz_parseStage_parse_ecn_6;
  wire       [15:0]   _zz_parseStage_parse_newCsum;
  wire                _zz_parseStage_parse_newCsum_1;
  wire       [16:0]   _zz_parseStage_parse_newCsum_2;
  wire       [15:0]   _zz_parseStage_parse_ipv6_10;
  wire                when_Ingress_l162_10;
  reg                 _zz_parseStage_parse_ecn_7;
  wire                when_Ingress_l162_11;
  reg                 _zz_parseStage_parse_ecn_8;
  wire                when_Ingress_l162_12;
  reg                 _zz_parseStage_parse_ecn_9;
  wire                when_Ingress_l162_13;
  reg                 _zz_parseStage_parse_ecn_10;
  wire                _zz_parseStage_parse_ecn_11;
  wire                when_Ingress_l162_14;
  reg                 _zz_parseStage_parse_ipv6_11;
  wire                when_Ingress_l162_15;
  reg                 _zz_parseStage_parse_ipv6_12;
  wire                when_Ingress_l162_16;
  reg                 _zz_parseStage_parse_ipv6_13;
  wire                _zz_parseStage_parse_ipv6_14;
  wire       [1:0]    _zz_parseStage_parse_ecn_12;
  wire       [1:0]    _zz_parseStage_parse_ecn_13;
  wire       [15:0]   _zz_parseStage_parse_newCsum_3;
  wire                _zz_parseStage_parse_newCsum_4;
  wire       [16:0]   _zz_parseStage_parse_newCsum_5;
  wire       [15:0]   _zz_parseStage_parse_ipv6_15;
  wire                when_Ingress_l162_17;
  reg                 _zz_parseStage_parse_ecn_14;
  wire                when_Ingress_l162_18;
  reg                 _zz_parseStage_parse_ecn_15;
  wire                when_Ingress_l162_19;
  reg                 _zz_parseStage_parse_ecn_16;
  wire                when_Ingress_l162_20;
  reg                 _zz_parseStage_parse_ecn_17;
  wire                _zz_parseStage_parse_ecn_18;
  wire                when_Ingress_l162_21;
  reg                 _zz_parseStage_parse_ipv6_16;
  wire                when_Ingress_l162_22;
  reg                 _zz_parseStage_parse_ipv6_17;
  wire                when_Ingress_l162_23;
  reg                 _zz_parseStage_parse_ipv6_18;
  wire                _zz_parseStage_parse_ipv6_19;
  wire       [1:0]    _zz_parseStage_parse_ecn_19;
  wire       [1:0]    _zz_parseStage_parse_ecn_20;
  wire       [15:0]   _zz_parseStage_parse_newCsum_6;
  wire                _zz_parseStage_parse_newCsum_7;
  wire       [16:0]   _zz_parseStage_parse_newCsum_8;
  wire       [7:0]    _zz_parseStage_parse_newTos;
  reg                 parseStage_parse_ipv4;
  reg                 parseStage_parse_ipv6;
  reg        [4:0]    parseStage_parse_l3;
  reg        [1:0]    parseStage_parse_ecn;
  reg                 parseStage_parse_canCe;
  reg                 parseStage_parse_rewrite;
  reg        [7:0]    parseStage_parse_newTos;
  reg        [15:0]   parseStage_parse_newCsum;
  reg                 parseStage_bad;
  reg        [15:0]   parseStage_len;
  reg        [31:0]   parseStage_bytes;
  reg        [15:0]   eofInfo_len_regNextWhen;

  assign _zz_lenNow = (allOnes ? cntPlusW : byteCnt);
  assign _zz_ones = (onesAtEof_0 + onesAtEof_1);
  assign _zz_ones_1 = (onesAtEof_2 + onesAtEof_3);
  assign _zz__zz_parseStage_parse_newCsum_2_1 = _zz_parseStage_parse_newCsum;
  assign _zz__zz_parseStage_parse_newCsum_2 = {1'd0, _zz__zz_parseStage_parse_newCsum_2_1};
  assign _zz__zz_parseStage_parse_newCsum_5_1 = _zz_parseStage_parse_newCsum_3;
  assign _zz__zz_parseStage_parse_newCsum_5 = {1'd0, _zz__zz_parseStage_parse_newCsum_5_1};
  assign _zz__zz_parseStage_parse_newCsum_8_1 = _zz_parseStage_parse_newCsum_6;
  assign _zz__zz_parseStage_parse_newCsum_8 = {1'd0, _zz__zz_parseStage_parse_newCsum_8_1};
  assign _zz_parseStage_parse_newCsum_9 = (_zz_parseStage_parse_newCsum_10 + (_zz_parseStage_parse_newCsum_7 ? 17'h0fffe : 17'h0ffff));
  assign _zz_parseStage_parse_newCsum_11 = _zz_parseStage_parse_newCsum_6;
  assign _zz_parseStage_parse_newCsum_10 = {1'd0, _zz_parseStage_parse_newCsum_11};
  assign _zz_parseStage_parse_newCsum_12 = (_zz_parseStage_parse_newCsum_13 + (_zz_parseStage_parse_newCsum_4 ? 17'h0fffe : 17'h0ffff));
  assign _zz_parseStage_parse_newCsum_14 = _zz_parseStage_parse_newCsum_3;
  assign _zz_parseStage_parse_newCsum_13 = {1'd0, _zz_parseStage_parse_newCsum_14};
  assign _zz_parseStage_parse_newCsum_15 = (_zz_parseStage_parse_newCsum_16 + (_zz_parseStage_parse_newCsum_1 ? 17'h0fffe : 17'h0ffff));
  assign _zz_parseStage_parse_newCsum_17 = _zz_parseStage_parse_newCsum;
  assign _zz_parseStage_parse_newCsum_16 = {1'd0, _zz_parseStage_parse_newCsum_17};
  assign _zz_onesParts_0_2 = {_zz_onesParts_0[1],_zz_onesParts_0[0]};
  assign _zz_onesParts_1_2 = {_zz_onesParts_1[1],_zz_onesParts_1[0]};
  assign _zz_onesParts_2_2 = {_zz_onesParts_2[1],_zz_onesParts_2[0]};
  assign _zz_onesParts_3_2 = {_zz_onesParts_3[1],_zz_onesParts_3[0]};
  assign _zz_kLow = (io_tkeep[3] && (! io_tkeep[4]));
  assign _zz_kLow_1 = (io_tkeep[4] && (! io_tkeep[5]));
  assign _zz_kLow_2 = io_tkeep[5];
  assign _zz_kLow_3 = (! io_tkeep[6]);
  assign _zz_kLow_4 = io_tkeep[7];
  assign _zz_kLow_5 = ((io_tkeep[1] && (! io_tkeep[2])) || (io_tkeep[2] && (! io_tkeep[3])));
  assign _zz_kLow_6 = (io_tkeep[5] && (! io_tkeep[6]));
  assign _zz_kLow_7 = io_tkeep[6];
  assign _zz_kLow_8 = (! io_tkeep[7]);
  assign _zz_kLow_9 = ((io_tkeep[0] && (! io_tkeep[1])) || (io_tkeep[2] && (! io_tkeep[3])));
  assign _zz_kLow_10 = (io_tkeep[4] && (! io_tkeep[5]));
  assign _zz_kLow_11 = io_tkeep[6];
  assign _zz_kLow_12 = (! io_tkeep[7]);
  assign _zz_lastKeepOk = (! io_tkeep[1]);
  assign _zz_lastKeepOk_1 = io_tkeep[0];
  assign _zz_lastKeepOk_2 = (! io_tkeep[2]);
  assign _zz_lastKeepOk_3 = io_tkeep[1];
  assign _zz_lastKeepOk_4 = io_tkeep[3];
  assign _zz_parseStage_parse_ecn_21 = ((_zz_parseStage_parse_ipv6_2 && (_zz_parseStage_parse_ecn_4 && _zz_parseStage_parse_ecn_22)) || (_zz_parseStage_parse_ipv6_3 && (_zz_parseStage_parse_ecn_11 && _zz_parseStage_parse_ecn_23)));
  assign _zz_parseStage_parse_ecn_24 = (_zz_parseStage_parse_ipv6_4 && (_zz_parseStage_parse_ecn_18 && _zz_parseStage_parse_ecn_19[0]));
  assign _zz_parseStage_parse_ecn_25 = ((_zz_parseStage_parse_ipv6_2 && (_zz_parseStage_parse_ecn_4 && _zz_parseStage_parse_ecn_26)) || (_zz_parseStage_parse_ipv6_3 && (_zz_parseStage_parse_ecn_11 && _zz_parseStage_parse_ecn_27)));
  assign _zz_parseStage_parse_ecn_28 = (_zz_parseStage_parse_ipv6_4 && (_zz_parseStage_parse_ecn_18 && _zz_parseStage_parse_ecn_19[1]));
  assign _zz_parseStage_parse_ecn_29 = (_zz_parseStage_parse_ipv6_2 && (_zz_parseStage_parse_ipv6_9 && _zz_parseStage_parse_ecn_6[0]));
  assign _zz_parseStage_parse_ecn_30 = (_zz_parseStage_parse_ipv6_3 && (_zz_parseStage_parse_ipv6_14 && _zz_parseStage_parse_ecn_13[0]));
  assign _zz_parseStage_parse_ecn_31 = (_zz_parseStage_parse_ipv6_19 && _zz_parseStage_parse_ecn_20[0]);
  assign _zz_parseStage_parse_ecn_32 = (_zz_parseStage_parse_ipv6_9 && _zz_parseStage_parse_ecn_6[1]);
  assign _zz_parseStage_parse_ecn_33 = (_zz_parseStage_parse_ipv6_14 && _zz_parseStage_parse_ecn_13[1]);
  assign _zz_parseStage_parse_ecn_34 = _zz_parseStage_parse_ecn_20[1];
  assign _zz_parseStage_parse_ecn_22 = _zz_parseStage_parse_ecn_5[0];
  assign _zz_parseStage_parse_ecn_23 = _zz_parseStage_parse_ecn_12[0];
  assign _zz_parseStage_parse_ecn_26 = _zz_parseStage_parse_ecn_5[1];
  assign _zz_parseStage_parse_ecn_27 = _zz_parseStage_parse_ecn_12[1];
  assign _zz_parseStage_parse_canCe = 2'b00;
  assign _zz_parseStage_parse_canCe_1 = 2'b00;
  assign _zz_parseStage_parse_canCe_2 = 2'b00;
  assign _zz_parseStage_parse_canCe_3 = 2'b00;
  assign _zz_parseStage_parse_rewrite = _zz_parseStage_parse_ecn_5[0];
  assign _zz_parseStage_parse_rewrite_1 = _zz_parseStage_parse_ecn_5[1];
  assign _zz_parseStage_parse_rewrite_2 = _zz_parseStage_parse_ecn_6[0];
  assign _zz_parseStage_parse_rewrite_3 = _zz_parseStage_parse_ecn_6[1];
  assign _zz_parseStage_parse_rewrite_4 = _zz_parseStage_parse_ecn_12[0];
  assign _zz_parseStage_parse_rewrite_5 = _zz_parseStage_parse_ecn_12[1];
  assign _zz_parseStage_parse_rewrite_6 = _zz_parseStage_parse_ecn_13[0];
  assign _zz_parseStage_parse_rewrite_7 = _zz_parseStage_parse_ecn_13[1];
  always @(*) begin
    case(_zz_onesParts_0_2)
      2'b00 : _zz_onesParts_0_1 = 2'b00;
      2'b01 : _zz_onesParts_0_1 = 2'b01;
      2'b10 : _zz_onesParts_0_1 = 2'b01;
      default : _zz_onesParts_0_1 = 2'b10;
    endcase
  end

  always @(*) begin
    case(_zz_onesParts_1_2)
      2'b00 : _zz_onesParts_1_1 = 2'b00;
      2'b01 : _zz_onesParts_1_1 = 2'b01;
      2'b10 : _zz_onesParts_1_1 = 2'b01;
      default : _zz_onesParts_1_1 = 2'b10;
    endcase
  end

  always @(*) begin
    case(_zz_onesParts_2_2)
      2'b00 : _zz_onesParts_2_1 = 2'b00;
      2'b01 : _zz_onesParts_2_1 = 2'b01;
      2'b10 : _zz_onesParts_2_1 = 2'b01;
      default : _zz_onesParts_2_1 = 2'b10;
    endcase
  end

  always @(*) begin
    case(_zz_onesParts_3_2)
      2'b00 : _zz_onesParts_3_1 = 2'b00;
      2'b01 : _zz_onesParts_3_1 = 2'b01;
      2'b10 : _zz_onesParts_3_1 = 2'b01;
      default : _zz_onesParts_3_1 = 2'b10;
    endcase
  end

  assign io_tready = io_takeOk;
  assign fire = (io_tvalid && io_takeOk);
  assign kLow = {(((_zz_kLow || _zz_kLow_1) || (_zz_kLow_2 && _zz_kLow_3)) || (io_tkeep[6] && (! _zz_kLow_4))),{((_zz_kLow_5 || _zz_kLow_6) || (_zz_kLow_7 && _zz_kLow_8)),((_zz_kLow_9 || _zz_kLow_10) || (_zz_kLow_11 && _zz_kLow_12))}};
  assign _zz_onesParts_0 = io_tkeep[1 : 0];
  assign _zz_onesParts_1 = io_tkeep[3 : 2];
  assign _zz_onesParts_2 = io_tkeep[5 : 4];
  assign _zz_onesParts_3 = io_tkeep[7 : 6];
  assign onesParts_0 = {1'd0, _zz_onesParts_0_1};
  assign onesParts_1 = {1'd0, _zz_onesParts_1_1};
  assign onesParts_2 = {1'd0, _zz_onesParts_2_1};
  assign onesParts_3 = {1'd0, _zz_onesParts_3_1};
  assign when_Ingress_l44 = (reset || (fire && io_tlast));
  assign when_Ingress_l46 = (fire && (! byteCnt[32]));
  always @(*) begin
    hdrNext_0 = hdr_0;
    if(when_Ingress_l61) begin
      hdrNext_0 = io_tdata[7 : 0];
    end
  end

  assign when_Ingress_l61 = (fire && atHdrBeat_0);
  always @(*) begin
    hdrNext_1 = hdr_1;
    if(when_Ingress_l61_1) begin
      hdrNext_1 = io_tdata[15 : 8];
    end
  end

  assign when_Ingress_l61_1 = (fire && atHdrBeat_0);
  always @(*) begin
    hdrNext_2 = hdr_2;
    if(when_Ingress_l61_2) begin
      hdrNext_2 = io_tdata[23 : 16];
    end
  end

  assign when_Ingress_l61_2 = (fire && atHdrBeat_0);
  always @(*) begin
    hdrNext_3 = hdr_3;
    if(when_Ingress_l61_3) begin
      hdrNext_3 = io_tdata[31 : 24];
    end
  end

  assign when_Ingress_l61_3 = (fire && atHdrBeat_0);
  always @(*) begin
    hdrNext_4 = hdr_4;
    if(when_Ingress_l61_4) begin
      hdrNext_4 = io_tdata[39 : 32];
    end
  end

  assign when_Ingress_l61_4 = (fire && atHdrBeat_0);
  always @(*) begin
    hdrNext_5 = hdr_5;
    if(when_Ingress_l61_5) begin
      hdrNext_5 = io_tdata[47 : 40];
    end
  end

  assign when_Ingress_l61_5 = (fire && atHdrBeat_0);
  always @(*) begin
    hdrNext_6 = hdr_6;
    if(when_Ingress_l61_6) begin
      hdrNext_6 = io_tdata[55 : 48];
    end
  end

  assign when_Ingress_l61_6 = (fire && atHdrBeat_0);
  always @(*) begin
    hdrNext_7 = hdr_7;
    if(when_Ingress_l61_7) begin
      hdrNext_7 = io_tdata[63 : 56];
    end
  end

  assign when_Ingress_l61_7 = (fire && atHdrBeat_0);
  always @(*) begin
    hdrNext_8 = hdr_8;
    if(when_Ingress_l61_8) begin
      hdrNext_8 = io_tdata[7 : 0];
    end
  end

  assign when_Ingress_l61_8 = (fire && atHdrBeat_1);
  always @(*) begin
    hdrNext_9 = hdr_9;
    if(when_Ingress_l61_9) begin
      hdrNext_9 = io_tdata[15 : 8];
    end
  end

  assign when_Ingress_l61_9 = (fire && atHdrBeat_1);
  always @(*) begin
    hdrNext_10 = hdr_10;
    if(when_Ingress_l61_10) begin
      hdrNext_10 = io_tdata[23 : 16];
    end
  end

  assign when_Ingress_l61_10 = (fire && atHdrBeat_1);
  always @(*) begin
    hdrNext_11 = hdr_11;
    if(when_Ingress_l61_11) begin
      hdrNext_11 = io_tdata[31 : 24];
    end
  end

  assign when_Ingress_l61_11 = (fire && atHdrBeat_1);
  always @(*) begin
    hdrNext_12 = hdr_12;
    if(when_Ingress_l61_12) begin
      hdrNext_12 = io_tdata[39 : 32];
    end
  end

  assign when_Ingress_l61_12 = (fire && atHdrBeat_1);
  always @(*) begin
    hdrNext_13 = hdr_13;
    if(when_Ingress_l61_13) begin
      hdrNext_13 = io_tdata[47 : 40];
    end
  end

  assign when_Ingress_l61_13 = (fire && atHdrBeat_1);
  always @(*) begin
    hdrNext_14 = hdr_14;
    if(when_Ingress_l61_14) begin
      hdrNext_14 = io_tdata[55 : 48];
    end
  end

  assign when_Ingress_l61_14 = (fire && atHdrBeat_1);
  always @(*) begin
    hdrNext_15 = hdr_15;
    if(when_Ingress_l61_15) begin
      hdrNext_15 = io_tdata[63 : 56];
    end
  end

  assign when_Ingress_l61_15 = (fire && atHdrBeat_1);
  always @(*) begin
    hdrNext_16 = hdr_16;
    if(when_Ingress_l61_16) begin
      hdrNext_16 = io_tdata[7 : 0];
    end
  end

  assign when_Ingress_l61_16 = (fire && atHdrBeat_2);
  always @(*) begin
    hdrNext_17 = hdr_17;
    if(when_Ingress_l61_17) begin
      hdrNext_17 = io_tdata[15 : 8];
    end
  end

  assign when_Ingress_l61_17 = (fire && atHdrBeat_2);
  always @(*) begin
    hdrNext_18 = hdr_18;
    if(when_Ingress_l61_18) begin
      hdrNext_18 = io_tdata[23 : 16];
    end
  end

  assign when_Ingress_l61_18 = (fire && atHdrBeat_2);
  always @(*) begin
    hdrNext_19 = hdr_19;
    if(when_Ingress_l61_19) begin
      hdrNext_19 = io_tdata[31 : 24];
    end
  end

  assign when_Ingress_l61_19 = (fire && atHdrBeat_2);
  always @(*) begin
    hdrNext_20 = hdr_20;
    if(when_Ingress_l61_20) begin
      hdrNext_20 = io_tdata[39 : 32];
    end
  end

  assign when_Ingress_l61_20 = (fire && atHdrBeat_2);
  always @(*) begin
    hdrNext_21 = hdr_21;
    if(when_Ingress_l61_21) begin
      hdrNext_21 = io_tdata[47 : 40];
    end
  end

  assign when_Ingress_l61_21 = (fire && atHdrBeat_2);
  always @(*) begin
    hdrNext_22 = hdr_22;
    if(when_Ingress_l61_22) begin
      hdrNext_22 = io_tdata[55 : 48];
    end
  end

  assign when_Ingress_l61_22 = (fire && atHdrBeat_2);
  always @(*) begin
    hdrNext_23 = hdr_23;
    if(when_Ingress_l61_23) begin
      hdrNext_23 = io_tdata[63 : 56];
    end
  end

  assign when_Ingress_l61_23 = (fire && atHdrBeat_2);
  always @(*) begin
    hdrNext_24 = hdr_24;
    if(when_Ingress_l61_24) begin
      hdrNext_24 = io_tdata[7 : 0];
    end
  end

  assign when_Ingress_l61_24 = (fire && atHdrBeat_3);
  always @(*) begin
    hdrNext_25 = hdr_25;
    if(when_Ingress_l61_25) begin
      hdrNext_25 = io_tdata[15 : 8];
    end
  end

  assign when_Ingress_l61_25 = (fire && atHdrBeat_3);
  always @(*) begin
    hdrNext_26 = hdr_26;
    if(when_Ingress_l61_26) begin
      hdrNext_26 = io_tdata[23 : 16];
    end
  end

  assign when_Ingress_l61_26 = (fire && atHdrBeat_3);
  always @(*) begin
    hdrNext_27 = hdr_27;
    if(when_Ingress_l61_27) begin
      hdrNext_27 = io_tdata[31 : 24];
    end
  end

  assign when_Ingress_l61_27 = (fire && atHdrBeat_3);
  always @(*) begin
    hdrNext_28 = hdr_28;
    if(when_Ingress_l61_28) begin
      hdrNext_28 = io_tdata[39 : 32];
    end
  end

  assign when_Ingress_l61_28 = (fire && atHdrBeat_3);
  always @(*) begin
    hdrNext_29 = hdr_29;
    if(when_Ingress_l61_29) begin
      hdrNext_29 = io_tdata[47 : 40];
    end
  end

  assign when_Ingress_l61_29 = (fire && atHdrBeat_3);
  always @(*) begin
    hdrNext_30 = hdr_30;
    if(when_Ingress_l61_30) begin
      hdrNext_30 = io_tdata[55 : 48];
    end
  end

  assign when_Ingress_l61_30 = (fire && atHdrBeat_3);
  always @(*) begin
    hdrNext_31 = hdr_31;
    if(when_Ingress_l61_31) begin
      hdrNext_31 = io_tdata[63 : 56];
    end
  end

  assign when_Ingress_l61_31 = (fire && atHdrBeat_3);
  always @(*) begin
    hdrNext_32 = hdr_32;
    if(when_Ingress_l61_32) begin
      hdrNext_32 = io_tdata[7 : 0];
    end
  end

  assign when_Ingress_l61_32 = (fire && atHdrBeat_4);
  always @(*) begin
    hdrNext_33 = hdr_33;
    if(when_Ingress_l61_33) begin
      hdrNext_33 = io_tdata[15 : 8];
    end
  end

  assign when_Ingress_l61_33 = (fire && atHdrBeat_4);
  assign allOnes = (&io_tkeep);
  assign lastKeepOk = (io_tkeep[0] && (((((((_zz_lastKeepOk || _zz_lastKeepOk_1) && (_zz_lastKeepOk_2 || _zz_lastKeepOk_3)) && ((! _zz_lastKeepOk_4) || io_tkeep[2])) && ((! io_tkeep[4]) || io_tkeep[3])) && ((! io_tkeep[5]) || io_tkeep[4])) && ((! io_tkeep[6]) || io_tkeep[5])) && ((! io_tkeep[7]) || io_tkeep[6])));
  assign cntPlusW = (byteCnt + 33'h000000008);
  assign lenNow = {_zz_lenNow[32 : 3],kLow};
  assign tooLong = ((33'h000010000 <= byteCnt) || (allOnes && (33'h00000fff8 <= byteCnt)));
  assign pastCount = ((33'h100000000 <= byteCnt) || (allOnes && (33'h0fffffff8 <= byteCnt)));
  assign runt = (((byteCnt == 33'h0) && 1'b1) || ((byteCnt == 33'h000000008) && (! io_tkeep[5])));
  assign when_Ingress_l103 = (beatIdx != 14'h3fff);
  assign when_Ingress_l104 = ((! io_tlast) && (! allOnes));
  assign ones = (_zz_ones + _zz_ones_1);
  assign parseStage_atEof1 = (sValid && sLast);
  assign io_beatValid = parseStage_wValid;
  assign io_beatData = parseStage_wData;
  assign io_beatFirst = parseStage_wFirst;
  assign io_frame_valid = (parseStage_wValid && parseStage_wLast);
  assign _zz_parseStage_parse_l3 = {hdrNext_12,hdrNext_13};
  assign when_Ingress_l162 = (fire && io_tlast);
  assign _zz_parseStage_parse_l3_2 = {hdrNext_16,hdrNext_17};
  assign when_Ingress_l162_1 = (fire && io_tlast);
  assign _zz_parseStage_parse_l3_4 = (_zz_parseStage_parse_l3_1 && _zz_parseStage_parse_l3_3);
  assign _zz_parseStage_parse_ipv6 = {hdrNext_20,hdrNext_21};
  assign when_Ingress_l162_2 = (fire && io_tlast);
  assign _zz_parseStage_parse_ipv6_2 = (! _zz_parseStage_parse_l3_1);
  assign _zz_parseStage_parse_ipv6_3 = (_zz_parseStage_parse_l3_1 && (! _zz_parseStage_parse_l3_4));
  assign _zz_parseStage_parse_ipv6_4 = (_zz_parseStage_parse_l3_4 && (! (_zz_parseStage_parse_l3_4 && _zz_parseStage_parse_ipv6_1)));
  assign _zz_parseStage_parse_ipv6_5 = {hdrNext_12,hdrNext_13};
  assign when_Ingress_l162_3 = (fire && io_tlast);
  assign when_Ingress_l162_4 = (fire && io_tlast);
  assign when_Ingress_l162_5 = (fire && io_tlast);
  assign when_Ingress_l162_6 = (fire && io_tlast);
  assign _zz_parseStage_parse_ecn_4 = (((_zz_parseStage_parse_ecn && _zz_parseStage_parse_ecn_1) && _zz_parseStage_parse_ecn_2) && _zz_parseStage_parse_ecn_3);
  assign when_Ingress_l162_7 = (fire && io_tlast);
  assign when_Ingress_l162_8 = (fire && io_tlast);
  assign when_Ingress_l162_9 = (fire && io_tlast);
  assign _zz_parseStage_parse_ipv6_9 = ((_zz_parseStage_parse_ipv6_6 && _zz_parseStage_parse_ipv6_7) && _zz_parseStage_parse_ipv6_8);
  assign _zz_parseStage_parse_ecn_5 = hdr_15[1 : 0];
  assign _zz_parseStage_parse_ecn_6 = hdr_15[5 : 4];
  assign _zz_parseStage_parse_newCsum = {hdr_24,hdr_25};
  assign _zz_parseStage_parse_newCsum_1 = (_zz_parseStage_parse_ecn_5 == 2'b01);
  assign _zz_parseStage_parse_newCsum_2 = (_zz__zz_parseStage_parse_newCsum_2 + (_zz_parseStage_parse_newCsum_1 ? 17'h0fffd : 17'h0fffe));
  assign _zz_parseStage_parse_ipv6_10 = {hdrNext_16,hdrNext_17};
  assign when_Ingress_l162_10 = (fire && io_tlast);
  assign when_Ingress_l162_11 = (fire && io_tlast);
  assign when_Ingress_l162_12 = (fire && io_tlast);
  assign when_Ingress_l162_13 = (fire && io_tlast);
  assign _zz_parseStage_parse_ecn_11 = (((_zz_parseStage_parse_ecn_7 && _zz_parseStage_parse_ecn_8) && _zz_parseStage_parse_ecn_9) && _zz_parseStage_parse_ecn_10);
  assign when_Ingress_l162_14 = (fire && io_tlast);
  assign when_Ingress_l162_15 = (fire && io_tlast);
  assign when_Ingress_l162_16 = (fire && io_tlast);
  assign _zz_parseStage_parse_ipv6_14 = ((_zz_parseStage_parse_ipv6_11 && _zz_parseStage_parse_ipv6_12) && _zz_parseStage_parse_ipv6_13);
  assign _zz_parseStage_parse_ecn_12 = hdr_19[1 : 0];
  assign _zz_parseStage_parse_ecn_13 = hdr_19[5 : 4];
  assign _zz_parseStage_parse_newCsum_3 = {hdr_28,hdr_29};
  assign _zz_parseStage_parse_newCsum_4 = (_zz_parseStage_parse_ecn_12 == 2'b01);
  assign _zz_parseStage_parse_newCsum_5 = (_zz__zz_parseStage_parse_newCsum_5 + (_zz_parseStage_parse_newCsum_4 ? 17'h0fffd : 17'h0fffe));
  assign _zz_parseStage_parse_ipv6_15 = {hdrNext_20,hdrNext_21};
  assign when_Ingress_l162_17 = (fire && io_tlast);
  assign when_Ingress_l162_18 = (fire && io_tlast);
  assign when_Ingress_l162_19 = (fire && io_tlast);
  assign when_Ingress_l162_20 = (fire && io_tlast);
  assign _zz_parseStage_parse_ecn_18 = (((_zz_parseStage_parse_ecn_14 && _zz_parseStage_parse_ecn_15) && _zz_parseStage_parse_ecn_16) && _zz_parseStage_parse_ecn_17);
  assign when_Ingress_l162_21 = (fire && io_tlast);
  assign when_Ingress_l162_22 = (fire && io_tlast);
  assign when_Ingress_l162_23 = (fire && io_tlast);
  assign _zz_parseStage_parse_ipv6_19 = ((_zz_parseStage_parse_ipv6_16 && _zz_parseStage_parse_ipv6_17) && _zz_parseStage_parse_ipv6_18);
  assign _zz_parseStage_parse_ecn_19 = hdr_23[1 : 0];
  assign _zz_parseStage_parse_ecn_20 = hdr_23[5 : 4];
  assign _zz_parseStage_parse_newCsum_6 = {hdr_32,hdr_33};
  assign _zz_parseStage_parse_newCsum_7 = (_zz_parseStage_parse_ecn_19 == 2'b01);
  assign _zz_parseStage_parse_newCsum_8 = (_zz__zz_parseStage_parse_newCsum_8 + (_zz_parseStage_parse_newCsum_7 ? 17'h0fffd : 17'h0fffe));
  assign _zz_parseStage_parse_ipv4 = (((_zz_parseStage_parse_ipv6_2 && _zz_parseStage_parse_ecn_4) || (_zz_parseStage_parse_ipv6_3 && _zz_parseStage_parse_ecn_11)) || (_zz_parseStage_parse_ipv6_4 && _zz_parseStage_parse_ecn_18));
  assign _zz_parseStage_parse_newTos = (_zz_parseStage_parse_l3_4 ? hdr_23 : (_zz_parseStage_parse_l3_1 ? hdr_19 : hdr_15));
  assign io_frame_payload_bad = parseStage_bad;
  assign io_frame_payload_parse_ipv4 = parseStage_parse_ipv4;
  assign io_frame_payload_parse_ipv6 = parseStage_parse_ipv6;
  assign io_frame_payload_parse_l3 = parseStage_parse_l3;
  assign io_frame_payload_parse_ecn = parseStage_parse_ecn;
  assign io_frame_payload_parse_canCe = parseStage_parse_canCe;
  assign io_frame_payload_parse_rewrite = parseStage_parse_rewrite;
  assign io_frame_payload_parse_newTos = parseStage_parse_newTos;
  assign io_frame_payload_parse_newCsum = parseStage_parse_newCsum;
  assign io_frame_payload_queueLen = eofInfo_len_regNextWhen;
  assign io_frame_payload_len = parseStage_len;
  assign io_frame_payload_bytes = parseStage_bytes;
  assign io_frame_payload_lost = io_frameLost;
  assign io_hold_taken = fire;
  assign io_hold_nextFirst = atHdrBeat_0;
  assign io_hold_staged = sValid;
  assign io_hold_stagedFirst = (sValid && sFirst);
  always @(posedge clk) begin
    if(reset) begin
      beatIdx <= 14'h0;
      keepBad <= 1'b0;
      atHdrBeat_0 <= 1'b1;
      atHdrBeat_1 <= 1'b0;
      atHdrBeat_2 <= 1'b0;
      atHdrBeat_3 <= 1'b0;
      atHdrBeat_4 <= 1'b0;
      sValid <= 1'b0;
      parseStage_wValid <= 1'b0;
    end else begin
      if(fire) begin
        atHdrBeat_0 <= io_tlast;
        atHdrBeat_1 <= ((! io_tlast) && atHdrBeat_0);
        atHdrBeat_2 <= ((! io_tlast) && atHdrBeat_1);
        atHdrBeat_3 <= ((! io_tlast) && atHdrBeat_2);
        atHdrBeat_4 <= ((! io_tlast) && atHdrBeat_3);
      end
      if(fire) begin
        if(when_Ingress_l103) begin
          beatIdx <= (beatIdx + 14'h0001);
        end
        if(when_Ingress_l104) begin
          keepBad <= 1'b1;
        end
        if(io_tlast) begin
          beatIdx <= 14'h0;
          keepBad <= 1'b0;
        end
      end
      sValid <= fire;
      parseStage_wValid <= sValid;
    end
  end

  always @(posedge clk) begin
    if(when_Ingress_l44) begin
      byteCnt <= 33'h0;
    end else begin
      if(when_Ingress_l46) begin
        byteCnt <= (byteCnt + 33'h000000008);
      end
    end
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
    if(fire) begin
      if(io_tlast) begin
        eofInfo_len <= (tooLong ? 16'hffff : lenNow[15 : 0]);
        eofInfo_bytes <= (pastCount ? 32'hffffffff : lenNow[31 : 0]);
        eofInfo_bad <= ((((io_tuser || keepBad) || (! lastKeepOk)) || runt) || tooLong);
        onesAtEof_0 <= onesParts_0;
        onesAtEof_1 <= onesParts_1;
        onesAtEof_2 <= onesParts_2;
        onesAtEof_3 <= onesParts_3;
        fixAtEof_0 <= ((! lastKeepOk) && (! tooLong));
        fixAtEof_1 <= ((! lastKeepOk) && (! pastCount));
      end
    end
    sData <= io_tdata;
    sFirst <= (beatIdx == 14'h0);
    sLast <= io_tlast;
    parseStage_wData <= sData;
    parseStage_wFirst <= sFirst;
    parseStage_wLast <= sLast;
    if(when_Ingress_l162) begin
      _zz_parseStage_parse_l3_1 <= ((_zz_parseStage_parse_l3 == 16'h8100) || (_zz_parseStage_parse_l3 == 16'h88a8));
    end
    if(when_Ingress_l162_1) begin
      _zz_parseStage_parse_l3_3 <= ((_zz_parseStage_parse_l3_2 == 16'h8100) || (_zz_parseStage_parse_l3_2 == 16'h88a8));
    end
    if(when_Ingress_l162_2) begin
      _zz_parseStage_parse_ipv6_1 <= ((_zz_parseStage_parse_ipv6 == 16'h8100) || (_zz_parseStage_parse_ipv6 == 16'h88a8));
    end
    if(when_Ingress_l162_3) begin
      _zz_parseStage_parse_ecn <= (_zz_parseStage_parse_ipv6_5 == 16'h0800);
    end
    if(when_Ingress_l162_4) begin
      _zz_parseStage_parse_ecn_1 <= ((33'h000000028 <= byteCnt) || ((byteCnt == 33'h000000020) && io_tkeep[1]));
    end
    if(when_Ingress_l162_5) begin
      _zz_parseStage_parse_ecn_2 <= (hdrNext_14[7 : 4] == 4'b0100);
    end
    if(when_Ingress_l162_6) begin
      _zz_parseStage_parse_ecn_3 <= (4'b0101 <= hdrNext_14[3 : 0]);
    end
    if(when_Ingress_l162_7) begin
      _zz_parseStage_parse_ipv6_6 <= (_zz_parseStage_parse_ipv6_5 == 16'h86dd);
    end
    if(when_Ingress_l162_8) begin
      _zz_parseStage_parse_ipv6_7 <= ((33'h000000038 <= byteCnt) || ((byteCnt == 33'h000000030) && io_tkeep[5]));
    end
    if(when_Ingress_l162_9) begin
      _zz_parseStage_parse_ipv6_8 <= (hdrNext_14[7 : 4] == 4'b0110);
    end
    if(when_Ingress_l162_10) begin
      _zz_parseStage_parse_ecn_7 <= (_zz_parseStage_parse_ipv6_10 == 16'h0800);
    end
    if(when_Ingress_l162_11) begin
      _zz_parseStage_parse_ecn_8 <= ((33'h000000028 <= byteCnt) || ((byteCnt == 33'h000000020) && io_tkeep[5]));
    end
    if(when_Ingress_l162_12) begin
      _zz_parseStage_parse_ecn_9 <= (hdrNext_18[7 : 4] == 4'b0100);
    end
    if(when_Ingress_l162_13) begin
      _zz_parseStage_parse_ecn_10 <= (4'b0101 <= hdrNext_18[3 : 0]);
    end
    if(when_Ingress_l162_14) begin
      _zz_parseStage_parse_ipv6_11 <= (_zz_parseStage_parse_ipv6_10 == 16'h86dd);
    end
    if(when_Ingress_l162_15) begin
      _zz_parseStage_parse_ipv6_12 <= ((33'h000000040 <= byteCnt) || ((byteCnt == 33'h000000038) && io_tkeep[1]));
    end
    if(when_Ingress_l162_16) begin
      _zz_parseStage_parse_ipv6_13 <= (hdrNext_18[7 : 4] == 4'b0110);
    end
    if(when_Ingress_l162_17) begin
      _zz_parseStage_parse_ecn_14 <= (_zz_parseStage_parse_ipv6_15 == 16'h0800);
    end
    if(when_Ingress_l162_18) begin
      _zz_parseStage_parse_ecn_15 <= ((33'h000000030 <= byteCnt) || ((byteCnt == 33'h000000028) && io_tkeep[1]));
    end
    if(when_Ingress_l162_19) begin
      _zz_parseStage_parse_ecn_16 <= (hdrNext_22[7 : 4] == 4'b0100);
    end
    if(when_Ingress_l162_20) begin
      _zz_parseStage_parse_ecn_17 <= (4'b0101 <= hdrNext_22[3 : 0]);
    end
    if(when_Ingress_l162_21) begin
      _zz_parseStage_parse_ipv6_16 <= (_zz_parseStage_parse_ipv6_15 == 16'h86dd);
    end
    if(when_Ingress_l162_22) begin
      _zz_parseStage_parse_ipv6_17 <= ((33'h000000040 <= byteCnt) || ((byteCnt == 33'h000000038) && io_tkeep[5]));
    end
    if(when_Ingress_l162_23) begin
      _zz_parseStage_parse_ipv6_18 <= (hdrNext_22[7 : 4] == 4'b0110);
    end
    if(parseStage_atEof1) begin
      parseStage_parse_ipv4 <= _zz_parseStage_parse_ipv4;
      parseStage_parse_ipv6 <= (((_zz_parseStage_parse_ipv6_2 && _zz_parseStage_parse_ipv6_9) || (_zz_parseStage_parse_ipv6_3 && _zz_parseStage_parse_ipv6_14)) || (_zz_parseStage_parse_ipv6_4 && _zz_parseStage_parse_ipv6_19));
      parseStage_parse_l3 <= (_zz_parseStage_parse_l3_4 ? 5'h16 : (_zz_parseStage_parse_l3_1 ? 5'h12 : 5'h0e));
      parseStage_parse_ecn <= (((((_zz_parseStage_parse_ecn_21 || _zz_parseStage_parse_ecn_24) ? 2'b01 : 2'b00) | ((_zz_parseStage_parse_ecn_25 || _zz_parseStage_parse_ecn_28) ? 2'b10 : 2'b00)) | (((_zz_parseStage_parse_ecn_29 || _zz_parseStage_parse_ecn_30) || (_zz_parseStage_parse_ipv6_4 && _zz_parseStage_parse_ecn_31)) ? 2'b01 : 2'b00)) | ((((_zz_parseStage_parse_ipv6_2 && _zz_parseStage_parse_ecn_32) || (_zz_parseStage_parse_ipv6_3 && _zz_parseStage_parse_ecn_33)) || (_zz_parseStage_parse_ipv6_4 && (_zz_parseStage_parse_ipv6_19 && _zz_parseStage_parse_ecn_34))) ? 2'b10 : 2'b00));
      parseStage_parse_canCe <= (((_zz_parseStage_parse_ipv6_2 && ((_zz_parseStage_parse_ecn_4 && (_zz_parseStage_parse_ecn_5 != _zz_parseStage_parse_canCe)) || (_zz_parseStage_parse_ipv6_9 && (_zz_parseStage_parse_ecn_6 != _zz_parseStage_parse_canCe_1)))) || (_zz_parseStage_parse_ipv6_3 && ((_zz_parseStage_parse_ecn_11 && (_zz_parseStage_parse_ecn_12 != _zz_parseStage_parse_canCe_2)) || (_zz_parseStage_parse_ipv6_14 && (_zz_parseStage_parse_ecn_13 != _zz_parseStage_parse_canCe_3))))) || (_zz_parseStage_parse_ipv6_4 && ((_zz_parseStage_parse_ecn_18 && (_zz_parseStage_parse_ecn_19 != 2'b00)) || (_zz_parseStage_parse_ipv6_19 && (_zz_parseStage_parse_ecn_20 != 2'b00)))));
      parseStage_parse_rewrite <= (((_zz_parseStage_parse_ipv6_2 && ((_zz_parseStage_parse_ecn_4 && (_zz_parseStage_parse_rewrite ^ _zz_parseStage_parse_rewrite_1)) || (_zz_parseStage_parse_ipv6_9 && (_zz_parseStage_parse_rewrite_2 ^ _zz_parseStage_parse_rewrite_3)))) || (_zz_parseStage_parse_ipv6_3 && ((_zz_parseStage_parse_ecn_11 && (_zz_parseStage_parse_rewrite_4 ^ _zz_parseStage_parse_rewrite_5)) || (_zz_parseStage_parse_ipv6_14 && (_zz_parseStage_parse_rewrite_6 ^ _zz_parseStage_parse_rewrite_7))))) || (_zz_parseStage_parse_ipv6_4 && ((_zz_parseStage_parse_ecn_18 && (_zz_parseStage_parse_ecn_19[0] ^ _zz_parseStage_parse_ecn_19[1])) || (_zz_parseStage_parse_ipv6_19 && (_zz_parseStage_parse_ecn_20[0] ^ _zz_parseStage_parse_ecn_20[1])))));
      parseStage_parse_newTos <= (_zz_parseStage_parse_ipv4 ? (_zz_parseStage_parse_newTos | 8'h03) : (_zz_parseStage_parse_newTos | 8'h30));
      parseStage_parse_newCsum <= (_zz_parseStage_parse_l3_4 ? (_zz_parseStage_parse_newCsum_8[16] ? _zz_parseStage_parse_newCsum_9[15 : 0] : _zz_parseStage_parse_newCsum_8[15 : 0]) : (_zz_parseStage_parse_l3_1 ? (_zz_parseStage_parse_newCsum_5[16] ? _zz_parseStage_parse_newCsum_12[15 : 0] : _zz_parseStage_parse_newCsum_5[15 : 0]) : (_zz_parseStage_parse_newCsum_2[16] ? _zz_parseStage_parse_newCsum_15[15 : 0] : _zz_parseStage_parse_newCsum_2[15 : 0])));
    end
    if(parseStage_atEof1) begin
      parseStage_bad <= eofInfo_bad;
    end
    if(parseStage_atEof1) begin
      parseStage_len <= (fixAtEof_0 ? {eofInfo_len[15 : 3],ones} : eofInfo_len);
    end
    if(parseStage_atEof1) begin
      parseStage_bytes <= (fixAtEof_1 ? {eofInfo_bytes[31 : 3],ones} : eofInfo_bytes);
    end
    if(parseStage_atEof1) begin
      eofInfo_len_regNextWhen <= eofInfo_len;
    end
  end


endmodule

module w64_b4k_loop_ConfigEngine (
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
  input  wire [7:0]    io_adaptStabIdx,
  output wire [4:0]    io_adaptStabShift,
  output wire          io_adaptSample,
  input  wire          io_holdApply,
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
  wire       [19:0]   stabTable_spinal_port1;
  wire                div_io_busy;
  wire                div_io_done;
  wire       [63:0]   div_io_quotient;
  wire       [63:0]   div_io_remainder;
  reg        [4:0]    _zz_stabLane;
  wire       [1:0]    _zz_stabLane_1;
  reg        [4:0]    _zz_io_adaptStabShift_2;
  wire       [1:0]    _zz_io_adaptStabShift_3;
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
  wire       [64:0]   _zz__zz_adjUp;
  wire       [6:0]    _zz_stabTable_port;
  wire       [19:0]   _zz_stabTable_port_1;
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
  wire       [6:0]    _zz_io_adaptStabShift;
  wire       [19:0]   _zz_io_adaptStabShift_1;
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
  reg                 io_adaptSample_delay_1;
  reg                 io_adaptSample_delay_2;
  reg                 io_adaptSample_delay_3;
  reg                 io_adaptSample_delay_4;
  reg                 io_adaptSample_delay_5;
  reg                 io_adaptSample_delay_6;
  reg                 io_adaptSample_delay_7;
  reg                 io_adaptSample_delay_8;
  reg                 io_adaptSample_delay_9;
  reg                 io_adaptSample_delay_10;
  reg                 io_adaptSample_delay_11;
  reg                 io_adaptSample_delay_12;
  reg                 io_adaptSample_delay_13;
  reg                 io_adaptSample_delay_14;
  reg                 io_adaptSample_delay_15;
  reg                 io_adaptSample_delay_16;
  reg                 io_adaptSample_delay_17;
  reg                 io_adaptSample_delay_18;
  reg                 io_adaptSample_delay_19;
  reg                 io_adaptSample_delay_20;
  reg                 io_adaptSample_delay_21;
  reg                 io_adaptSample_delay_22;
  reg                 io_adaptSample_delay_23;
  reg                 io_adaptSample_delay_24;
  reg                 io_adaptSample_delay_25;
  reg                 io_adaptSample_delay_26;
  reg                 io_adaptSample_delay_27;
  reg                 io_adaptSample_delay_28;
  reg                 io_adaptSample_delay_29;
  reg                 io_adaptSample_delay_30;
  reg                 io_adaptSample_delay_31;
  reg                 io_adaptSample_delay_32;
  reg                 io_adaptSample_delay_33;
  reg                 io_adaptSample_delay_34;
  reg                 io_adaptSample_delay_35;
  reg                 io_adaptSample_delay_36;
  reg                 io_adaptSample_delay_37;
  reg                 io_adaptSample_delay_38;
  reg                 io_adaptSample_delay_39;
  reg                 io_adaptSample_delay_40;
  reg                 io_adaptSample_delay_41;
  reg                 io_adaptSample_delay_42;
  reg                 io_adaptSample_delay_43;
  reg                 io_adaptSample_delay_44;
  reg                 io_adaptSample_delay_45;
  wire                _zz_adjUp;
  reg        [6:0]    copyIdx;
  reg                 copyGot;
  reg        [5:0]    copyGotIdx;
  reg                 stabBad;
  wire       [7:0]    gotBytes_0;
  wire       [7:0]    gotBytes_1;
  wire       [7:0]    gotBytes_2;
  wire       [7:0]    gotBytes_3;
  wire                when_ConfigEngine_l243;
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
  assign _zz_io_adaptStabShift_3 = io_adaptStabIdx[1 : 0];
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
  assign stabTable_spinal_port1 = stabTable[_zz_io_adaptStabShift];
  always @(posedge clk) begin
    if(copyGot) begin
      stabTable[_zz_stabTable_port] <= _zz_stabTable_port_1;
    end
  end

  w64_b4k_loop_Divider div (
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

  always @(*) begin
    case(_zz_io_adaptStabShift_3)
      2'b00 : _zz_io_adaptStabShift_2 = _zz_io_adaptStabShift_1[4 : 0];
      2'b01 : _zz_io_adaptStabShift_2 = _zz_io_adaptStabShift_1[9 : 5];
      2'b10 : _zz_io_adaptStabShift_2 = _zz_io_adaptStabShift_1[14 : 10];
      default : _zz_io_adaptStabShift_2 = _zz_io_adaptStabShift_1[19 : 15];
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
  assign _zz_io_adaptStabShift = {activeBank,io_adaptStabIdx[7 : 2]};
  assign _zz_io_adaptStabShift_1 = stabTable_spinal_port1;
  assign io_adaptStabShift = (stabLive ? _zz_io_adaptStabShift_2 : 5'h0);
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
          if(!io_holdApply) begin
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
  assign io_adaptSample = (((state == St_IDLE) && (! commitPending)) && adaptTick);
  assign _zz_adjUp = (adaptUpTh <= _zz__zz_adjUp);
  assign io_stabRdEn = ((state == St_STAB_COPY) && (! copyIdx[6]));
  assign io_stabRdAddr = copyIdx[5:0];
  assign io_holdWrites = (state == St_STAB_COPY);
  assign gotBytes_0 = io_stabRdData[7 : 0];
  assign gotBytes_1 = io_stabRdData[15 : 8];
  assign gotBytes_2 = io_stabRdData[23 : 16];
  assign gotBytes_3 = io_stabRdData[31 : 24];
  assign when_ConfigEngine_l243 = (copyGot && (|{(gotBytes_3[7 : 5] != 3'b000),{(gotBytes_2[7 : 5] != 3'b000),{(gotBytes_1[7 : 5] != 3'b000),(gotBytes_0[7 : 5] != 3'b000)}}}));
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
  assign when_ConfigEngine_l343 = (! io_holdApply);
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
  assign when_ConfigEngine_l405 = (! io_holdApply);
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
      io_adaptSample_delay_1 <= 1'b0;
      io_adaptSample_delay_2 <= 1'b0;
      io_adaptSample_delay_3 <= 1'b0;
      io_adaptSample_delay_4 <= 1'b0;
      io_adaptSample_delay_5 <= 1'b0;
      io_adaptSample_delay_6 <= 1'b0;
      io_adaptSample_delay_7 <= 1'b0;
      io_adaptSample_delay_8 <= 1'b0;
      io_adaptSample_delay_9 <= 1'b0;
      io_adaptSample_delay_10 <= 1'b0;
      io_adaptSample_delay_11 <= 1'b0;
      io_adaptSample_delay_12 <= 1'b0;
      io_adaptSample_delay_13 <= 1'b0;
      io_adaptSample_delay_14 <= 1'b0;
      io_adaptSample_delay_15 <= 1'b0;
      io_adaptSample_delay_16 <= 1'b0;
      io_adaptSample_delay_17 <= 1'b0;
      io_adaptSample_delay_18 <= 1'b0;
      io_adaptSample_delay_19 <= 1'b0;
      io_adaptSample_delay_20 <= 1'b0;
      io_adaptSample_delay_21 <= 1'b0;
      io_adaptSample_delay_22 <= 1'b0;
      io_adaptSample_delay_23 <= 1'b0;
      io_adaptSample_delay_24 <= 1'b0;
      io_adaptSample_delay_25 <= 1'b0;
      io_adaptSample_delay_26 <= 1'b0;
      io_adaptSample_delay_27 <= 1'b0;
      io_adaptSample_delay_28 <= 1'b0;
      io_adaptSample_delay_29 <= 1'b0;
      io_adaptSample_delay_30 <= 1'b0;
      io_adaptSample_delay_31 <= 1'b0;
      io_adaptSample_delay_32 <= 1'b0;
      io_adaptSample_delay_33 <= 1'b0;
      io_adaptSample_delay_34 <= 1'b0;
      io_adaptSample_delay_35 <= 1'b0;
      io_adaptSample_delay_36 <= 1'b0;
      io_adaptSample_delay_37 <= 1'b0;
      io_adaptSample_delay_38 <= 1'b0;
      io_adaptSample_delay_39 <= 1'b0;
      io_adaptSample_delay_40 <= 1'b0;
      io_adaptSample_delay_41 <= 1'b0;
      io_adaptSample_delay_42 <= 1'b0;
      io_adaptSample_delay_43 <= 1'b0;
      io_adaptSample_delay_44 <= 1'b0;
      io_adaptSample_delay_45 <= 1'b0;
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
      io_adaptSample_delay_1 <= io_adaptSample;
      io_adaptSample_delay_2 <= io_adaptSample_delay_1;
      io_adaptSample_delay_3 <= io_adaptSample_delay_2;
      io_adaptSample_delay_4 <= io_adaptSample_delay_3;
      io_adaptSample_delay_5 <= io_adaptSample_delay_4;
      io_adaptSample_delay_6 <= io_adaptSample_delay_5;
      io_adaptSample_delay_7 <= io_adaptSample_delay_6;
      io_adaptSample_delay_8 <= io_adaptSample_delay_7;
      io_adaptSample_delay_9 <= io_adaptSample_delay_8;
      io_adaptSample_delay_10 <= io_adaptSample_delay_9;
      io_adaptSample_delay_11 <= io_adaptSample_delay_10;
      io_adaptSample_delay_12 <= io_adaptSample_delay_11;
      io_adaptSample_delay_13 <= io_adaptSample_delay_12;
      io_adaptSample_delay_14 <= io_adaptSample_delay_13;
      io_adaptSample_delay_15 <= io_adaptSample_delay_14;
      io_adaptSample_delay_16 <= io_adaptSample_delay_15;
      io_adaptSample_delay_17 <= io_adaptSample_delay_16;
      io_adaptSample_delay_18 <= io_adaptSample_delay_17;
      io_adaptSample_delay_19 <= io_adaptSample_delay_18;
      io_adaptSample_delay_20 <= io_adaptSample_delay_19;
      io_adaptSample_delay_21 <= io_adaptSample_delay_20;
      io_adaptSample_delay_22 <= io_adaptSample_delay_21;
      io_adaptSample_delay_23 <= io_adaptSample_delay_22;
      io_adaptSample_delay_24 <= io_adaptSample_delay_23;
      io_adaptSample_delay_25 <= io_adaptSample_delay_24;
      io_adaptSample_delay_26 <= io_adaptSample_delay_25;
      io_adaptSample_delay_27 <= io_adaptSample_delay_26;
      io_adaptSample_delay_28 <= io_adaptSample_delay_27;
      io_adaptSample_delay_29 <= io_adaptSample_delay_28;
      io_adaptSample_delay_30 <= io_adaptSample_delay_29;
      io_adaptSample_delay_31 <= io_adaptSample_delay_30;
      io_adaptSample_delay_32 <= io_adaptSample_delay_31;
      io_adaptSample_delay_33 <= io_adaptSample_delay_32;
      io_adaptSample_delay_34 <= io_adaptSample_delay_33;
      io_adaptSample_delay_35 <= io_adaptSample_delay_34;
      io_adaptSample_delay_36 <= io_adaptSample_delay_35;
      io_adaptSample_delay_37 <= io_adaptSample_delay_36;
      io_adaptSample_delay_38 <= io_adaptSample_delay_37;
      io_adaptSample_delay_39 <= io_adaptSample_delay_38;
      io_adaptSample_delay_40 <= io_adaptSample_delay_39;
      io_adaptSample_delay_41 <= io_adaptSample_delay_40;
      io_adaptSample_delay_42 <= io_adaptSample_delay_41;
      io_adaptSample_delay_43 <= io_adaptSample_delay_42;
      io_adaptSample_delay_44 <= io_adaptSample_delay_43;
      io_adaptSample_delay_45 <= io_adaptSample_delay_44;
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
            if(io_holdApply) begin
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
    if(io_adaptSample_delay_45) begin
      adjUp <= (_zz_adjUp && (active_maxP <= 32'h80000002));
      adjDown <= (((! _zz_adjUp) && (io_qavg < adaptDownTh)) && (32'h028f5c29 <= active_maxP));
    end
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

module w64_b4k_loop_RegFile (
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
  input  wire [63:0]   io_status_overrun,
  input  wire [63:0]   io_status_buf_full,
  input  wire          io_stabRdEn,
  input  wire [5:0]    io_stabRdAddr,
  output wire [31:0]   io_stabRdData,
  input  wire          io_holdWrites,
  input  wire          clk,
  input  wire          reset
);

  reg        [31:0]   stabMem_spinal_port1;
  reg        [31:0]   stabMem_spinal_port2;
  wire       [0:0]    _zz_unit;
  wire       [0:0]    _zz_gentle;
  wire       [0:0]    _zz_harddrop;
  wire       [0:0]    _zz_nodrop;
  wire       [0:0]    _zz_adaptive;
  wire       [9:0]    _zz_STAB_mbus_addr;
  wire       [11:0]   _zz_STAB_mbus_addr_1;
  wire       [31:0]   _zz_stabMem_port;
  wire       [3:0]    _zz_stabMem_port_1;
  reg        [31:0]   busif_bus_rdata;
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
  reg                 busif_doWrite;
  reg                 busif_doRead;
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
  reg                 io_status_busy_regNext;
  reg                 io_status_err_regNext;
  reg        [3:0]    io_status_err_code_regNext;
  wire                read_hit_0x0018;
  wire                write_hit_0x0018;
  wire       [31:0]   commits;
  reg        [31:0]   io_status_commits_regNext;
  wire                read_hit_0x001c;
  wire                write_hit_0x001c;
  wire       [31:0]   refused;
  reg        [31:0]   io_status_refused_regNext;
  wire                read_hit_0x0080;
  wire                write_hit_0x0080;
  wire       [31:0]   adaptTicks;
  reg        [31:0]   io_status_adapt_ticks_regNext;
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
  wire                ram_read_hit_0x01fc_0x0100;
  wire                ram_write_hit_0x01fc_0x0100;
  wire                STAB_mbus_ce;
  wire                STAB_mbus_wr;
  wire       [5:0]    STAB_mbus_addr;
  wire       [31:0]   STAB_mbus_wdat;
  wire       [31:0]   STAB_mbus_rdat;
  reg                 STAB_ram_rdvalid;
  reg        [63:0]   stabWritten;
  wire                sbFresh;
  reg                 _zz_1;
  reg        [5:0]    STAB_mbus_addr_regNext;
  reg        [31:0]   STAB_mbus_wdat_regNext;
  reg        [3:0]    busif_wstrb_regNext;
  reg        [31:0]   busif_wmask_regNext;
  wire                _zz_2;
  wire                _zz_sbRead;
  wire       [31:0]   sbRead;
  wire                when_RegFile_l146;
  reg                 sbReadFresh;
  wire       [31:0]   engRead;
  reg                 engReadFresh;
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
  reg        [63:0]   snap_overrun;
  reg        [63:0]   snap_buf_full;
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
  wire                read_hit_0x0280;
  wire                write_hit_0x0280;
  wire       [31:0]   overrun_lo;
  wire                read_hit_0x0284;
  wire                write_hit_0x0284;
  wire       [31:0]   overrun_hi;
  wire                read_hit_0x0288;
  wire                write_hit_0x0288;
  wire       [31:0]   buf_full_lo;
  wire                read_hit_0x028c;
  wire                write_hit_0x028c;
  wire       [31:0]   buf_full_hi;
  wire       [11:0]   switch_BusIf_l288;
  reg [7:0] stabMem_symbol0 [0:63];
  reg [7:0] stabMem_symbol1 [0:63];
  reg [7:0] stabMem_symbol2 [0:63];
  reg [7:0] stabMem_symbol3 [0:63];
  reg [7:0] _zz_stabMemsymbol_read;
  reg [7:0] _zz_stabMemsymbol_read_1;
  reg [7:0] _zz_stabMemsymbol_read_2;
  reg [7:0] _zz_stabMemsymbol_read_3;
  reg [7:0] _zz_stabMemsymbol_read_4;
  reg [7:0] _zz_stabMemsymbol_read_5;
  reg [7:0] _zz_stabMemsymbol_read_6;
  reg [7:0] _zz_stabMemsymbol_read_7;

  assign _zz_unit = ((unit & busif_wmaskn[4 : 4]) | (busif_axiW_payload_data[4 : 4] & busif_wmask[4 : 4]));
  assign _zz_gentle = ((gentle & busif_wmaskn[5 : 5]) | (busif_axiW_payload_data[5 : 5] & busif_wmask[5 : 5]));
  assign _zz_harddrop = ((harddrop & busif_wmaskn[6 : 6]) | (busif_axiW_payload_data[6 : 6] & busif_wmask[6 : 6]));
  assign _zz_nodrop = ((nodrop & busif_wmaskn[7 : 7]) | (busif_axiW_payload_data[7 : 7] & busif_wmask[7 : 7]));
  assign _zz_adaptive = ((adaptive & busif_wmaskn[8 : 8]) | (busif_axiW_payload_data[8 : 8] & busif_wmask[8 : 8]));
  assign _zz_STAB_mbus_addr = _zz_STAB_mbus_addr_1[11 : 2];
  assign _zz_STAB_mbus_addr_1 = ((ram_read_hit_0x01fc_0x0100 ? {busif_axiAr_payload_addr[11 : 2],2'b00} : busif_axiAw_payload_addr) - 12'h100);
  assign _zz_stabMem_port = (_zz_2 ? (STAB_mbus_wdat_regNext & busif_wmask_regNext) : STAB_mbus_wdat_regNext);
  assign _zz_stabMem_port_1 = (_zz_2 ? 4'b1111 : busif_wstrb_regNext);
  always @(*) begin
    stabMem_spinal_port1 = {_zz_stabMemsymbol_read_3, _zz_stabMemsymbol_read_2, _zz_stabMemsymbol_read_1, _zz_stabMemsymbol_read};
  end
  always @(*) begin
    stabMem_spinal_port2 = {_zz_stabMemsymbol_read_7, _zz_stabMemsymbol_read_6, _zz_stabMemsymbol_read_5, _zz_stabMemsymbol_read_4};
  end
  always @(posedge clk) begin
    if(_zz_stabMem_port_1[0] && _zz_1) begin
      stabMem_symbol0[STAB_mbus_addr_regNext] <= _zz_stabMem_port[7 : 0];
    end
    if(_zz_stabMem_port_1[1] && _zz_1) begin
      stabMem_symbol1[STAB_mbus_addr_regNext] <= _zz_stabMem_port[15 : 8];
    end
    if(_zz_stabMem_port_1[2] && _zz_1) begin
      stabMem_symbol2[STAB_mbus_addr_regNext] <= _zz_stabMem_port[23 : 16];
    end
    if(_zz_stabMem_port_1[3] && _zz_1) begin
      stabMem_symbol3[STAB_mbus_addr_regNext] <= _zz_stabMem_port[31 : 24];
    end
  end

  always @(posedge clk) begin
    if(_zz_sbRead) begin
      _zz_stabMemsymbol_read <= stabMem_symbol0[STAB_mbus_addr];
      _zz_stabMemsymbol_read_1 <= stabMem_symbol1[STAB_mbus_addr];
      _zz_stabMemsymbol_read_2 <= stabMem_symbol2[STAB_mbus_addr];
      _zz_stabMemsymbol_read_3 <= stabMem_symbol3[STAB_mbus_addr];
    end
  end

  always @(posedge clk) begin
    if(io_stabRdEn) begin
      _zz_stabMemsymbol_read_4 <= stabMem_symbol0[io_stabRdAddr];
      _zz_stabMemsymbol_read_5 <= stabMem_symbol1[io_stabRdAddr];
      _zz_stabMemsymbol_read_6 <= stabMem_symbol2[io_stabRdAddr];
      _zz_stabMemsymbol_read_7 <= stabMem_symbol3[io_stabRdAddr];
    end
  end

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
  always @(*) begin
    busif_doWrite = (busif_askWrite && ((! busif_axiB_valid) || busif_axiB_ready));
    if(io_holdWrites) begin
      busif_doWrite = 1'b0;
    end
  end

  always @(*) begin
    busif_doRead = (busif_axiAr_valid && ((! busif_axiR_valid) || busif_axiR_ready));
    if(_zz_1) begin
      busif_doRead = 1'b0;
    end
  end

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
  assign busy = io_status_busy_regNext;
  assign err = io_status_err_regNext;
  assign errCode = io_status_err_code_regNext;
  assign read_hit_0x0018 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h018) && busif_doRead);
  assign write_hit_0x0018 = ((busif_axiAw_payload_addr == 12'h018) && busif_doWrite);
  assign commits = io_status_commits_regNext;
  assign read_hit_0x001c = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h01c) && busif_doRead);
  assign write_hit_0x001c = ((busif_axiAw_payload_addr == 12'h01c) && busif_doWrite);
  assign refused = io_status_refused_regNext;
  assign read_hit_0x0080 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h080) && busif_doRead);
  assign write_hit_0x0080 = ((busif_axiAw_payload_addr == 12'h080) && busif_doWrite);
  assign adaptTicks = io_status_adapt_ticks_regNext;
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
  assign ram_read_hit_0x01fc_0x0100 = ((({busif_axiAr_payload_addr[11 : 2],2'b00} <= 12'h1fc) && (12'h100 <= {busif_axiAr_payload_addr[11 : 2],2'b00})) && busif_askRead);
  assign ram_write_hit_0x01fc_0x0100 = (((busif_axiAw_payload_addr <= 12'h1fc) && (12'h100 <= busif_axiAw_payload_addr)) && busif_doWrite);
  assign STAB_mbus_ce = (ram_read_hit_0x01fc_0x0100 || ram_write_hit_0x01fc_0x0100);
  assign STAB_mbus_wr = ram_write_hit_0x01fc_0x0100;
  assign STAB_mbus_addr = _zz_STAB_mbus_addr[5:0];
  assign STAB_mbus_wdat = busif_axiW_payload_data;
  assign sbFresh = (! stabWritten[STAB_mbus_addr]);
  assign _zz_2 = (! stabWritten[STAB_mbus_addr_regNext]);
  assign _zz_sbRead = (STAB_mbus_ce && (! STAB_mbus_wr));
  assign sbRead = stabMem_spinal_port1;
  assign when_RegFile_l146 = (STAB_mbus_ce && (! STAB_mbus_wr));
  assign STAB_mbus_rdat = (sbReadFresh ? 32'h0 : sbRead);
  assign engRead = stabMem_spinal_port2;
  assign io_stabRdData = (engReadFresh ? 32'h0 : engRead);
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
  assign read_hit_0x0280 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h280) && busif_doRead);
  assign write_hit_0x0280 = ((busif_axiAw_payload_addr == 12'h280) && busif_doWrite);
  assign overrun_lo = snap_overrun[31 : 0];
  assign read_hit_0x0284 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h284) && busif_doRead);
  assign write_hit_0x0284 = ((busif_axiAw_payload_addr == 12'h284) && busif_doWrite);
  assign overrun_hi = snap_overrun[63 : 32];
  assign read_hit_0x0288 = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h288) && busif_doRead);
  assign write_hit_0x0288 = ((busif_axiAw_payload_addr == 12'h288) && busif_doWrite);
  assign buf_full_lo = snap_buf_full[31 : 0];
  assign read_hit_0x028c = (({busif_axiAr_payload_addr[11 : 2],2'b00} == 12'h28c) && busif_doRead);
  assign write_hit_0x028c = ((busif_axiAw_payload_addr == 12'h28c) && busif_doWrite);
  assign buf_full_hi = snap_buf_full[63 : 32];
  assign switch_BusIf_l288 = {busif_axiAr_payload_addr[11 : 2],2'b00};
  always @(*) begin
    if(STAB_ram_rdvalid) begin
      busif_bus_rdata = STAB_mbus_rdat;
    end else begin
      busif_bus_rdata = busif_reg_rdata;
    end
  end

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
      io_status_busy_regNext <= 1'b0;
      io_status_err_regNext <= 1'b0;
      io_status_err_code_regNext <= 4'b0000;
      io_status_commits_regNext <= 32'h0;
      io_status_refused_regNext <= 32'h0;
      io_status_adapt_ticks_regNext <= 32'h0;
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
      STAB_ram_rdvalid <= 1'b0;
      stabWritten <= 64'h0;
      _zz_1 <= 1'b0;
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
      snap_overrun <= 64'h0;
      snap_buf_full <= 64'h0;
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
      io_status_busy_regNext <= io_status_busy;
      io_status_err_regNext <= io_status_err;
      io_status_err_code_regNext <= io_status_err_code;
      io_status_commits_regNext <= io_status_commits;
      io_status_refused_regNext <= io_status_refused;
      io_status_adapt_ticks_regNext <= io_status_adapt_ticks;
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
      STAB_ram_rdvalid <= ram_read_hit_0x01fc_0x0100;
      _zz_1 <= (STAB_mbus_ce && STAB_mbus_wr);
      if(_zz_1) begin
        stabWritten[STAB_mbus_addr_regNext] <= 1'b1;
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
        snap_overrun <= io_status_overrun;
        snap_buf_full <= io_status_buf_full;
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
            busif_reg_rdata <= {16'h0,{8'h0c,8'h08}};
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
          12'h280 : begin
            busif_reg_rdata <= overrun_lo;
            busif_reg_rderr <= 1'b0;
          end
          12'h284 : begin
            busif_reg_rdata <= overrun_hi;
            busif_reg_rderr <= 1'b0;
          end
          12'h288 : begin
            busif_reg_rdata <= buf_full_lo;
            busif_reg_rderr <= 1'b0;
          end
          12'h28c : begin
            busif_reg_rdata <= buf_full_hi;
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
    STAB_mbus_addr_regNext <= STAB_mbus_addr;
    STAB_mbus_wdat_regNext <= STAB_mbus_wdat;
    busif_wstrb_regNext <= busif_wstrb;
    busif_wmask_regNext <= busif_wmask;
    if(when_RegFile_l146) begin
      sbReadFresh <= sbFresh;
    end
    if(io_stabRdEn) begin
      engReadFresh <= (! stabWritten[io_stabRdAddr]);
    end
  end


endmodule

module w64_b4k_loop_TernaryAdd_11 (
  input  wire [31:0]   io_a,
  input  wire [31:0]   io_b,
  input  wire [31:0]   io_c,
  input  wire          io_cin,
  output wire [31:0]   io_sum
);

  wire       [31:0]   _zz_io_sum;
  wire       [31:0]   _zz_io_sum_1;
  wire       [31:0]   _zz_io_sum_2;
  wire       [0:0]    _zz_io_sum_3;

  assign _zz_io_sum = (_zz_io_sum_1 + (~ io_c));
  assign _zz_io_sum_1 = (io_a + io_b);
  assign _zz_io_sum_3 = io_cin;
  assign _zz_io_sum_2 = {31'd0, _zz_io_sum_3};
  assign io_sum = (_zz_io_sum + _zz_io_sum_2);

endmodule

module w64_b4k_loop_SerialIdleDecay (
  input  wire          io_start,
  input  wire [49:0]   io_input_qavg,
  input  wire [30:0]   io_input_t,
  input  wire [63:0]   io_input_prod,
  input  wire          io_idle,
  input  wire [4:0]    io_scellLog,
  output wire [7:0]    io_stabAddr,
  input  wire [4:0]    io_stabShift,
  output wire          io_busy,
  output wire [49:0]   io_result,
  input  wire          clk,
  input  wire          reset
);
  localparam Phase_DONE = 2'd0;
  localparam Phase_SHIFT_X = 2'd1;
  localparam Phase_READ = 2'd2;
  localparam Phase_SHIFT_Q = 2'd3;

  wire       [62:0]   _zz_p;
  wire       [62:0]   _zz_p_1;
  wire       [59:0]   _zz_p_2;
  wire       [62:0]   _zz_p_3;
  wire       [29:0]   _zz_tt;
  wire       [29:0]   _zz_tt_1;
  wire       [26:0]   _zz_tt_2;
  wire       [29:0]   _zz_tt_3;
  wire       [49:0]   _zz_q_1;
  wire       [49:0]   _zz_q_2;
  wire       [49:0]   _zz_q_3;
  wire       [48:0]   _zz_q_4;
  reg        [1:0]    phase_1;
  reg        [49:0]   q;
  reg        [63:0]   p;
  reg        [30:0]   tt;
  reg        [4:0]    left;
  wire                four;
  wire                when_SerialIdleDecay_l46;
  wire       [48:0]   _zz_q;
  wire                when_SerialIdleDecay_l56;
  wire                when_SerialIdleDecay_l65;
  wire       [1:0]    _zz_phase;
  `ifndef SYNTHESIS
  reg [55:0] phase_1_string;
  reg [55:0] _zz_phase_string;
  `endif


  assign _zz_p = (four ? _zz_p_1 : _zz_p_3);
  assign _zz_p_2 = (p >>> 3'd4);
  assign _zz_p_1 = {3'd0, _zz_p_2};
  assign _zz_p_3 = (p >>> 1'd1);
  assign _zz_tt = (four ? _zz_tt_1 : _zz_tt_3);
  assign _zz_tt_2 = (tt >>> 3'd4);
  assign _zz_tt_1 = {3'd0, _zz_tt_2};
  assign _zz_tt_3 = (tt >>> 1'd1);
  assign _zz_q_1 = {1'd0, _zz_q};
  assign _zz_q_2 = (q - p[49 : 0]);
  assign _zz_q_3 = {1'd0, _zz_q};
  assign _zz_q_4 = (q >>> 1'd1);
  `ifndef SYNTHESIS
  always @(*) begin
    case(phase_1)
      Phase_DONE : phase_1_string = "DONE   ";
      Phase_SHIFT_X : phase_1_string = "SHIFT_X";
      Phase_READ : phase_1_string = "READ   ";
      Phase_SHIFT_Q : phase_1_string = "SHIFT_Q";
      default : phase_1_string = "???????";
    endcase
  end
  always @(*) begin
    case(_zz_phase)
      Phase_DONE : _zz_phase_string = "DONE   ";
      Phase_SHIFT_X : _zz_phase_string = "SHIFT_X";
      Phase_READ : _zz_phase_string = "READ   ";
      Phase_SHIFT_Q : _zz_phase_string = "SHIFT_Q";
      default : _zz_phase_string = "???????";
    endcase
  end
  `endif

  assign io_stabAddr = tt[7:0];
  assign io_busy = (phase_1 != Phase_DONE);
  assign io_result = q;
  assign four = (5'h04 <= left);
  assign when_SerialIdleDecay_l46 = (left != 5'h0);
  assign _zz_q = (q >>> 1'd1);
  assign when_SerialIdleDecay_l56 = (io_stabShift == 5'h0);
  assign when_SerialIdleDecay_l65 = (left != 5'h0);
  assign _zz_phase = (io_idle ? Phase_SHIFT_X : Phase_DONE);
  always @(posedge clk) begin
    if(reset) begin
      phase_1 <= Phase_DONE;
      q <= 50'h0;
      p <= 64'h0;
      tt <= 31'h0;
      left <= 5'h0;
    end else begin
      case(phase_1)
        Phase_SHIFT_X : begin
          if(when_SerialIdleDecay_l46) begin
            p <= {1'd0, _zz_p};
            tt <= {1'd0, _zz_tt};
            left <= (left - (four ? 5'h04 : 5'h01));
          end else begin
            phase_1 <= Phase_READ;
          end
        end
        Phase_READ : begin
          if(when_SerialIdleDecay_l56) begin
            q <= (((p[63 : 50] == 14'h0) && (p[49 : 0] < _zz_q_1)) ? _zz_q_2 : _zz_q_3);
            phase_1 <= Phase_DONE;
          end else begin
            left <= io_stabShift;
            phase_1 <= Phase_SHIFT_Q;
          end
        end
        Phase_SHIFT_Q : begin
          if(when_SerialIdleDecay_l65) begin
            q <= {1'd0, _zz_q_4};
            left <= (left - 5'h01);
          end else begin
            phase_1 <= Phase_DONE;
          end
        end
        default : begin
        end
      endcase
      if(io_start) begin
        q <= io_input_qavg;
        p <= io_input_prod;
        tt <= io_input_t;
        left <= io_scellLog;
        phase_1 <= _zz_phase;
      end
    end
  end


endmodule

module w64_b4k_loop_DecisionLoop (
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
  output wire          _zz_io_decision_payload_backlog,
  output wire [49:0]   _zz_qavgNow,
  output wire          _zz_io_idle,
  output wire          _zz_restart,
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
  w64_b4k_loop_ThresholdStream ts (
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
  w64_b4k_loop_GentleMark gentleTest (
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
  w64_b4k_loop_TernaryAdd_2 ternaryAdd (
    .io_a   (ternaryAdd_io_a[50:0]  ), //i
    .io_b   (51'h0                  ), //i
    .io_c   (ternaryAdd_io_c[50:0]  ), //i
    .io_cin (1'b1                   ), //i
    .io_sum (ternaryAdd_io_sum[50:0])  //o
  );
  w64_b4k_loop_TernaryAdd_2 ternaryAdd_1 (
    .io_a   (ternaryAdd_1_io_a[50:0]  ), //i
    .io_b   (51'h0                    ), //i
    .io_c   (ternaryAdd_1_io_c[50:0]  ), //i
    .io_cin (1'b1                     ), //i
    .io_sum (ternaryAdd_1_io_sum[50:0])  //o
  );
  w64_b4k_loop_TernaryAdd_2 ternaryAdd_2 (
    .io_a   (ternaryAdd_2_io_a[50:0]  ), //i
    .io_b   (51'h0                    ), //i
    .io_c   (ternaryAdd_2_io_c[50:0]  ), //i
    .io_cin (1'b1                     ), //i
    .io_sum (ternaryAdd_2_io_sum[50:0])  //o
  );
  w64_b4k_loop_TernaryAdd_2 ternaryAdd_3 (
    .io_a   (ternaryAdd_3_io_a[50:0]  ), //i
    .io_b   (51'h0                    ), //i
    .io_c   (ternaryAdd_3_io_c[50:0]  ), //i
    .io_cin (1'b1                     ), //i
    .io_sum (ternaryAdd_3_io_sum[50:0])  //o
  );
  w64_b4k_loop_TernaryAdd_2 ternaryAdd_4 (
    .io_a   (ternaryAdd_4_io_a[50:0]  ), //i
    .io_b   (51'h0                    ), //i
    .io_c   (ternaryAdd_4_io_c[50:0]  ), //i
    .io_cin (1'b1                     ), //i
    .io_sum (ternaryAdd_4_io_sum[50:0])  //o
  );
  w64_b4k_loop_TernaryAdd_2 ternaryAdd_5 (
    .io_a   (ternaryAdd_5_io_a[50:0]  ), //i
    .io_b   (51'h0                    ), //i
    .io_c   (ternaryAdd_5_io_c[50:0]  ), //i
    .io_cin (1'b1                     ), //i
    .io_sum (ternaryAdd_5_io_sum[50:0])  //o
  );
  w64_b4k_loop_TernaryAdd_8 overBytes (
    .io_a   (overBytes_io_a[34:0]  ), //i
    .io_b   (overBytes_io_b[34:0]  ), //i
    .io_c   (overBytes_io_c[34:0]  ), //i
    .io_cin (1'b0                  ), //i
    .io_sum (overBytes_io_sum[34:0])  //o
  );
  w64_b4k_loop_IdleDecay decay (
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
  w64_b4k_loop_SelectShift shift (
    .io_c0    (cand_0[49:0]      ), //i
    .io_c1    (cand_1[49:0]      ), //i
    .io_sel   (enqPrev           ), //i
    .io_shift (io_wlog[4:0]      ), //i
    .io_inv   (shift_io_inv[49:0])  //o
  );
  w64_b4k_loop_TernaryAdd_9 ternaryAdd_6 (
    .io_a   (qavgNew[49:0]            ), //i
    .io_b   (shift_io_inv[49:0]       ), //i
    .io_c   (_zz_io_c[49:0]           ), //i
    .io_cin (1'b1                     ), //i
    .io_sum (ternaryAdd_6_io_sum[49:0])  //o
  );
  w64_b4k_loop_TernaryAdd_9 ternaryAdd_7 (
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
  assign _zz_io_decision_payload_backlog = completing;
  assign _zz_qavgNow = qavgHeld;
  assign _zz_io_idle = idle;
  assign _zz_restart = startsIdle;
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

module w64_b4k_loop_StreamFifo (
  input  wire          io_push_valid,
  output wire          io_push_ready,
  input  wire [15:0]   io_push_payload_len,
  input  wire [31:0]   io_push_payload_bytes,
  input  wire [15:0]   io_push_payload_queueLen,
  input  wire          io_push_payload_bad,
  input  wire          io_push_payload_lost,
  input  wire          io_push_payload_parse_ipv4,
  input  wire          io_push_payload_parse_ipv6,
  input  wire [4:0]    io_push_payload_parse_l3,
  input  wire [1:0]    io_push_payload_parse_ecn,
  input  wire          io_push_payload_parse_canCe,
  input  wire          io_push_payload_parse_rewrite,
  input  wire [7:0]    io_push_payload_parse_newTos,
  input  wire [15:0]   io_push_payload_parse_newCsum,
  output wire          io_pop_valid,
  input  wire          io_pop_ready,
  output wire [15:0]   io_pop_payload_len,
  output wire [31:0]   io_pop_payload_bytes,
  output wire [15:0]   io_pop_payload_queueLen,
  output wire          io_pop_payload_bad,
  output wire          io_pop_payload_lost,
  output wire          io_pop_payload_parse_ipv4,
  output wire          io_pop_payload_parse_ipv6,
  output wire [4:0]    io_pop_payload_parse_l3,
  output wire [1:0]    io_pop_payload_parse_ecn,
  output wire          io_pop_payload_parse_canCe,
  output wire          io_pop_payload_parse_rewrite,
  output wire [7:0]    io_pop_payload_parse_newTos,
  output wire [15:0]   io_pop_payload_parse_newCsum,
  input  wire          io_flush,
  output wire [2:0]    io_occupancy,
  output wire [2:0]    io_availability,
  input  wire          clk,
  input  wire          reset
);

  wire       [100:0]  logic_ram_spinal_port1;
  wire       [100:0]  _zz_logic_ram_port;
  reg                 _zz_1;
  wire                logic_ptr_doPush;
  wire                logic_ptr_doPop;
  wire                logic_ptr_full;
  wire                logic_ptr_empty;
  reg        [2:0]    logic_ptr_push;
  reg        [2:0]    logic_ptr_pop;
  wire       [2:0]    logic_ptr_occupancy;
  wire       [2:0]    logic_ptr_popOnIo;
  wire                when_Stream_l1557;
  reg                 logic_ptr_wentUp;
  wire                io_push_fire;
  wire                logic_push_onRam_write_valid;
  wire       [1:0]    logic_push_onRam_write_payload_address;
  wire       [15:0]   logic_push_onRam_write_payload_data_len;
  wire       [31:0]   logic_push_onRam_write_payload_data_bytes;
  wire       [15:0]   logic_push_onRam_write_payload_data_queueLen;
  wire                logic_push_onRam_write_payload_data_bad;
  wire                logic_push_onRam_write_payload_data_lost;
  wire                logic_push_onRam_write_payload_data_parse_ipv4;
  wire                logic_push_onRam_write_payload_data_parse_ipv6;
  wire       [4:0]    logic_push_onRam_write_payload_data_parse_l3;
  wire       [1:0]    logic_push_onRam_write_payload_data_parse_ecn;
  wire                logic_push_onRam_write_payload_data_parse_canCe;
  wire                logic_push_onRam_write_payload_data_parse_rewrite;
  wire       [7:0]    logic_push_onRam_write_payload_data_parse_newTos;
  wire       [15:0]   logic_push_onRam_write_payload_data_parse_newCsum;
  wire                logic_pop_addressGen_valid;
  wire                logic_pop_addressGen_ready;
  wire       [1:0]    logic_pop_addressGen_payload;
  wire                logic_pop_addressGen_fire;
  wire       [15:0]   logic_pop_async_readed_len;
  wire       [31:0]   logic_pop_async_readed_bytes;
  wire       [15:0]   logic_pop_async_readed_queueLen;
  wire                logic_pop_async_readed_bad;
  wire                logic_pop_async_readed_lost;
  wire                logic_pop_async_readed_parse_ipv4;
  wire                logic_pop_async_readed_parse_ipv6;
  wire       [4:0]    logic_pop_async_readed_parse_l3;
  wire       [1:0]    logic_pop_async_readed_parse_ecn;
  wire                logic_pop_async_readed_parse_canCe;
  wire                logic_pop_async_readed_parse_rewrite;
  wire       [7:0]    logic_pop_async_readed_parse_newTos;
  wire       [15:0]   logic_pop_async_readed_parse_newCsum;
  wire       [100:0]  _zz_logic_pop_async_readed_len;
  wire       [34:0]   _zz_logic_pop_async_readed_parse_ipv4;
  wire                logic_pop_addressGen_translated_valid;
  wire                logic_pop_addressGen_translated_ready;
  wire       [15:0]   logic_pop_addressGen_translated_payload_len;
  wire       [31:0]   logic_pop_addressGen_translated_payload_bytes;
  wire       [15:0]   logic_pop_addressGen_translated_payload_queueLen;
  wire                logic_pop_addressGen_translated_payload_bad;
  wire                logic_pop_addressGen_translated_payload_lost;
  wire                logic_pop_addressGen_translated_payload_parse_ipv4;
  wire                logic_pop_addressGen_translated_payload_parse_ipv6;
  wire       [4:0]    logic_pop_addressGen_translated_payload_parse_l3;
  wire       [1:0]    logic_pop_addressGen_translated_payload_parse_ecn;
  wire                logic_pop_addressGen_translated_payload_parse_canCe;
  wire                logic_pop_addressGen_translated_payload_parse_rewrite;
  wire       [7:0]    logic_pop_addressGen_translated_payload_parse_newTos;
  wire       [15:0]   logic_pop_addressGen_translated_payload_parse_newCsum;
  (* ram_style = "distributed" *) reg [100:0] logic_ram [0:3];

  assign _zz_logic_ram_port = {{logic_push_onRam_write_payload_data_parse_newCsum,{logic_push_onRam_write_payload_data_parse_newTos,{logic_push_onRam_write_payload_data_parse_rewrite,{logic_push_onRam_write_payload_data_parse_canCe,{logic_push_onRam_write_payload_data_parse_ecn,{logic_push_onRam_write_payload_data_parse_l3,{logic_push_onRam_write_payload_data_parse_ipv6,logic_push_onRam_write_payload_data_parse_ipv4}}}}}}},{logic_push_onRam_write_payload_data_lost,{logic_push_onRam_write_payload_data_bad,{logic_push_onRam_write_payload_data_queueLen,{logic_push_onRam_write_payload_data_bytes,logic_push_onRam_write_payload_data_len}}}}};
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
  assign logic_ptr_full = (((logic_ptr_push ^ logic_ptr_popOnIo) ^ 3'b100) == 3'b000);
  assign logic_ptr_empty = (logic_ptr_push == logic_ptr_pop);
  assign logic_ptr_occupancy = (logic_ptr_push - logic_ptr_popOnIo);
  assign io_push_ready = (! logic_ptr_full);
  assign io_push_fire = (io_push_valid && io_push_ready);
  assign logic_ptr_doPush = io_push_fire;
  assign logic_push_onRam_write_valid = io_push_fire;
  assign logic_push_onRam_write_payload_address = logic_ptr_push[1:0];
  assign logic_push_onRam_write_payload_data_len = io_push_payload_len;
  assign logic_push_onRam_write_payload_data_bytes = io_push_payload_bytes;
  assign logic_push_onRam_write_payload_data_queueLen = io_push_payload_queueLen;
  assign logic_push_onRam_write_payload_data_bad = io_push_payload_bad;
  assign logic_push_onRam_write_payload_data_lost = io_push_payload_lost;
  assign logic_push_onRam_write_payload_data_parse_ipv4 = io_push_payload_parse_ipv4;
  assign logic_push_onRam_write_payload_data_parse_ipv6 = io_push_payload_parse_ipv6;
  assign logic_push_onRam_write_payload_data_parse_l3 = io_push_payload_parse_l3;
  assign logic_push_onRam_write_payload_data_parse_ecn = io_push_payload_parse_ecn;
  assign logic_push_onRam_write_payload_data_parse_canCe = io_push_payload_parse_canCe;
  assign logic_push_onRam_write_payload_data_parse_rewrite = io_push_payload_parse_rewrite;
  assign logic_push_onRam_write_payload_data_parse_newTos = io_push_payload_parse_newTos;
  assign logic_push_onRam_write_payload_data_parse_newCsum = io_push_payload_parse_newCsum;
  assign logic_pop_addressGen_valid = (! logic_ptr_empty);
  assign logic_pop_addressGen_payload = logic_ptr_pop[1:0];
  assign logic_pop_addressGen_fire = (logic_pop_addressGen_valid && logic_pop_addressGen_ready);
  assign logic_ptr_doPop = logic_pop_addressGen_fire;
  assign _zz_logic_pop_async_readed_len = logic_ram_spinal_port1;
  assign logic_pop_async_readed_len = _zz_logic_pop_async_readed_len[15 : 0];
  assign logic_pop_async_readed_bytes = _zz_logic_pop_async_readed_len[47 : 16];
  assign logic_pop_async_readed_queueLen = _zz_logic_pop_async_readed_len[63 : 48];
  assign logic_pop_async_readed_bad = _zz_logic_pop_async_readed_len[64];
  assign logic_pop_async_readed_lost = _zz_logic_pop_async_readed_len[65];
  assign _zz_logic_pop_async_readed_parse_ipv4 = _zz_logic_pop_async_readed_len[100 : 66];
  assign logic_pop_async_readed_parse_ipv4 = _zz_logic_pop_async_readed_parse_ipv4[0];
  assign logic_pop_async_readed_parse_ipv6 = _zz_logic_pop_async_readed_parse_ipv4[1];
  assign logic_pop_async_readed_parse_l3 = _zz_logic_pop_async_readed_parse_ipv4[6 : 2];
  assign logic_pop_async_readed_parse_ecn = _zz_logic_pop_async_readed_parse_ipv4[8 : 7];
  assign logic_pop_async_readed_parse_canCe = _zz_logic_pop_async_readed_parse_ipv4[9];
  assign logic_pop_async_readed_parse_rewrite = _zz_logic_pop_async_readed_parse_ipv4[10];
  assign logic_pop_async_readed_parse_newTos = _zz_logic_pop_async_readed_parse_ipv4[18 : 11];
  assign logic_pop_async_readed_parse_newCsum = _zz_logic_pop_async_readed_parse_ipv4[34 : 19];
  assign logic_pop_addressGen_translated_valid = logic_pop_addressGen_valid;
  assign logic_pop_addressGen_ready = logic_pop_addressGen_translated_ready;
  assign logic_pop_addressGen_translated_payload_len = logic_pop_async_readed_len;
  assign logic_pop_addressGen_translated_payload_bytes = logic_pop_async_readed_bytes;
  assign logic_pop_addressGen_translated_payload_queueLen = logic_pop_async_readed_queueLen;
  assign logic_pop_addressGen_translated_payload_bad = logic_pop_async_readed_bad;
  assign logic_pop_addressGen_translated_payload_lost = logic_pop_async_readed_lost;
  assign logic_pop_addressGen_translated_payload_parse_ipv4 = logic_pop_async_readed_parse_ipv4;
  assign logic_pop_addressGen_translated_payload_parse_ipv6 = logic_pop_async_readed_parse_ipv6;
  assign logic_pop_addressGen_translated_payload_parse_l3 = logic_pop_async_readed_parse_l3;
  assign logic_pop_addressGen_translated_payload_parse_ecn = logic_pop_async_readed_parse_ecn;
  assign logic_pop_addressGen_translated_payload_parse_canCe = logic_pop_async_readed_parse_canCe;
  assign logic_pop_addressGen_translated_payload_parse_rewrite = logic_pop_async_readed_parse_rewrite;
  assign logic_pop_addressGen_translated_payload_parse_newTos = logic_pop_async_readed_parse_newTos;
  assign logic_pop_addressGen_translated_payload_parse_newCsum = logic_pop_async_readed_parse_newCsum;
  assign io_pop_valid = logic_pop_addressGen_translated_valid;
  assign logic_pop_addressGen_translated_ready = io_pop_ready;
  assign io_pop_payload_len = logic_pop_addressGen_translated_payload_len;
  assign io_pop_payload_bytes = logic_pop_addressGen_translated_payload_bytes;
  assign io_pop_payload_queueLen = logic_pop_addressGen_translated_payload_queueLen;
  assign io_pop_payload_bad = logic_pop_addressGen_translated_payload_bad;
  assign io_pop_payload_lost = logic_pop_addressGen_translated_payload_lost;
  assign io_pop_payload_parse_ipv4 = logic_pop_addressGen_translated_payload_parse_ipv4;
  assign io_pop_payload_parse_ipv6 = logic_pop_addressGen_translated_payload_parse_ipv6;
  assign io_pop_payload_parse_l3 = logic_pop_addressGen_translated_payload_parse_l3;
  assign io_pop_payload_parse_ecn = logic_pop_addressGen_translated_payload_parse_ecn;
  assign io_pop_payload_parse_canCe = logic_pop_addressGen_translated_payload_parse_canCe;
  assign io_pop_payload_parse_rewrite = logic_pop_addressGen_translated_payload_parse_rewrite;
  assign io_pop_payload_parse_newTos = logic_pop_addressGen_translated_payload_parse_newTos;
  assign io_pop_payload_parse_newCsum = logic_pop_addressGen_translated_payload_parse_newCsum;
  assign logic_ptr_popOnIo = logic_ptr_pop;
  assign io_occupancy = logic_ptr_occupancy;
  assign io_availability = (3'b100 - logic_ptr_occupancy);
  always @(posedge clk) begin
    if(reset) begin
      logic_ptr_push <= 3'b000;
      logic_ptr_pop <= 3'b000;
      logic_ptr_wentUp <= 1'b0;
    end else begin
      if(when_Stream_l1557) begin
        logic_ptr_wentUp <= logic_ptr_doPush;
      end
      if(io_flush) begin
        logic_ptr_wentUp <= 1'b0;
      end
      if(logic_ptr_doPush) begin
        logic_ptr_push <= (logic_ptr_push + 3'b001);
      end
      if(logic_ptr_doPop) begin
        logic_ptr_pop <= (logic_ptr_pop + 3'b001);
      end
      if(io_flush) begin
        logic_ptr_push <= 3'b000;
        logic_ptr_pop <= 3'b000;
      end
    end
  end


endmodule

module w64_b4k_loop_Divider (
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

//w64_b4k_loop_TernaryAdd_10 replaced by w64_b4k_loop_TernaryAdd_9

module w64_b4k_loop_TernaryAdd_9 (
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

module w64_b4k_loop_SelectShift (
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

module w64_b4k_loop_IdleDecay (
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

module w64_b4k_loop_TernaryAdd_8 (
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

//w64_b4k_loop_TernaryAdd_7 replaced by w64_b4k_loop_TernaryAdd_2

//w64_b4k_loop_TernaryAdd_6 replaced by w64_b4k_loop_TernaryAdd_2

//w64_b4k_loop_TernaryAdd_5 replaced by w64_b4k_loop_TernaryAdd_2

//w64_b4k_loop_TernaryAdd_4 replaced by w64_b4k_loop_TernaryAdd_2

//w64_b4k_loop_TernaryAdd_3 replaced by w64_b4k_loop_TernaryAdd_2

module w64_b4k_loop_TernaryAdd_2 (
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

module w64_b4k_loop_GentleMark (
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
  w64_b4k_loop_TernaryAdd xSum (
    .io_a   (xSum_io_a[68:0]  ), //i
    .io_b   (xSum_io_b[68:0]  ), //i
    .io_c   (xSum_io_c[68:0]  ), //i
    .io_cin (1'b0             ), //i
    .io_sum (xSum_io_sum[68:0])  //o
  );
  w64_b4k_loop_TernaryAdd_1 vSum (
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

module w64_b4k_loop_ThresholdStream (
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
  w64_b4k_loop_DrawStream bank_ds (
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
  w64_b4k_loop_FloorDivider div (
    .io_in_valid     (issue                    ), //i
    .io_in_payload_n (div_io_in_payload_n[31:0]), //i
    .io_in_payload_d (div_io_in_payload_d[31:0]), //i
    .io_out_valid    (div_io_out_valid         ), //o
    .io_out_payload  (div_io_out_payload[18:0] ), //o
    .clk             (clk                      ), //i
    .reset           (reset                    )  //i
  );
  w64_b4k_loop_StreamFifo_2 divFifo (
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

module w64_b4k_loop_TernaryAdd_1 (
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

module w64_b4k_loop_TernaryAdd (
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

module w64_b4k_loop_StreamFifo_2 (
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

module w64_b4k_loop_FloorDivider (
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

module w64_b4k_loop_DrawStream (
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
  w64_b4k_loop_StreamFifo_1 fifo (
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
  w64_b4k_loop_ConstFloorDiv constFloorDiv (
    .io_in_valid    (v8                                ), //i
    .io_in_payload  (n8[31:0]                          ), //i
    .io_out_valid   (constFloorDiv_io_out_valid        ), //o
    .io_out_payload (constFloorDiv_io_out_payload[20:0]), //o
    .clk            (clk                               ), //i
    .reset          (reset                             )  //i
  );
  w64_b4k_loop_ConstFloorDiv_1 constFloorDiv_1 (
    .io_in_valid    (v8                                  ), //i
    .io_in_payload  (n8[31:0]                            ), //i
    .io_out_valid   (constFloorDiv_1_io_out_valid        ), //o
    .io_out_payload (constFloorDiv_1_io_out_payload[19:0]), //o
    .clk            (clk                                 ), //i
    .reset          (reset                               )  //i
  );
  w64_b4k_loop_ConstFloorDiv_2 constFloorDiv_2 (
    .io_in_valid    (v8                                  ), //i
    .io_in_payload  (n8[31:0]                            ), //i
    .io_out_valid   (constFloorDiv_2_io_out_valid        ), //o
    .io_out_payload (constFloorDiv_2_io_out_payload[19:0]), //o
    .clk            (clk                                 ), //i
    .reset          (reset                               )  //i
  );
  w64_b4k_loop_ConstFloorDiv_3 constFloorDiv_3 (
    .io_in_valid    (v8                                  ), //i
    .io_in_payload  (n8[31:0]                            ), //i
    .io_out_valid   (constFloorDiv_3_io_out_valid        ), //o
    .io_out_payload (constFloorDiv_3_io_out_payload[18:0]), //o
    .clk            (clk                                 ), //i
    .reset          (reset                               )  //i
  );
  w64_b4k_loop_ConstFloorDiv_4 constFloorDiv_4 (
    .io_in_valid    (v8                                  ), //i
    .io_in_payload  (n8[31:0]                            ), //i
    .io_out_valid   (constFloorDiv_4_io_out_valid        ), //o
    .io_out_payload (constFloorDiv_4_io_out_payload[18:0]), //o
    .clk            (clk                                 ), //i
    .reset          (reset                               )  //i
  );
  w64_b4k_loop_ConstFloorDiv_5 constFloorDiv_5 (
    .io_in_valid    (v8                                  ), //i
    .io_in_payload  (n8[31:0]                            ), //i
    .io_out_valid   (constFloorDiv_5_io_out_valid        ), //o
    .io_out_payload (constFloorDiv_5_io_out_payload[18:0]), //o
    .clk            (clk                                 ), //i
    .reset          (reset                               )  //i
  );
  w64_b4k_loop_ConstFloorDiv_6 constFloorDiv_6 (
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

module w64_b4k_loop_ConstFloorDiv_6 (
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

module w64_b4k_loop_ConstFloorDiv_5 (
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

module w64_b4k_loop_ConstFloorDiv_4 (
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

module w64_b4k_loop_ConstFloorDiv_3 (
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

module w64_b4k_loop_ConstFloorDiv_2 (
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

module w64_b4k_loop_ConstFloorDiv_1 (
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

module w64_b4k_loop_ConstFloorDiv (
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

module w64_b4k_loop_StreamFifo_1 (
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
