// Generator : SpinalHDL v1.14.2    git head : 78f29dc66110fc099a777992b6daa2f803ab445e
// Component : redline_tm_w128

`timescale 1ns/1ps

module redline_tm_w128 (
  input  wire [127:0]  s_axis_tdata,
  input  wire [15:0]   s_axis_tkeep,
  input  wire          s_axis_tvalid,
  output wire          s_axis_tready,
  input  wire          s_axis_tlast,
  input  wire          s_axis_tuser,
  output wire [127:0]  m_axis_tdata,
  output wire [15:0]   m_axis_tkeep,
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
  wire                ingress_io_tready;
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
  wire       [127:0]  ingress_io_beatData;
  wire                ingress_io_beatFirst;
  wire                pktBuf_io_frameLost;
  wire       [127:0]  pktBuf_io_rdData;
  wire       [7:0]    red_io_stabIdx;
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
  wire                red_io_counts_bufFull;
  wire       [63:0]   red_io_qavg;
  wire       [63:0]   red_io_adaptQavg;
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
  wire       [31:0]   txq_io_qlenIfEnq_0;
  wire       [31:0]   txq_io_qlenIfEnq_1;
  wire       [31:0]   txq_io_peakBacklog;
  wire       [31:0]   txq_io_peakQlen;
  wire                egress_io_pop_valid;
  wire       [15:0]   egress_io_pop_payload;
  wire                egress_io_rdEnable;
  wire       [127:0]  egress_io_tdata;
  wire       [15:0]   egress_io_tkeep;
  wire                egress_io_tvalid;
  wire                egress_io_tlast;
  wire                egress_io_sent_valid;
  wire       [15:0]   egress_io_sent_payload;
  wire                egress_io_busy;
  wire       [15:0]   _zz_sub;
  wire       [63:0]   _zz__zz_io_status_bytes_in;
  wire       [63:0]   _zz__zz_io_status_bytes_out;
  reg        [63:0]   cycle;
  reg        [15:0]   sub;
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
  reg        [63:0]   _zz_io_status_buf_full;

  assign _zz_sub = (sub + 16'h0001);
  assign _zz__zz_io_status_bytes_in = {32'd0, ingress_io_frame_payload_bytes};
  assign _zz__zz_io_status_bytes_out = {48'd0, egress_io_sent_payload};
  w128_RegFile regs (
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
    .io_status_qavg          (red_io_qavg[63:0]                ), //i
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
    .io_status_overrun       (64'h0                            ), //i
    .io_status_buf_full      (_zz_io_status_buf_full[63:0]     ), //i
    .io_stabRdEn             (engineCfg_io_stabRdEn            ), //i
    .io_stabRdAddr           (engineCfg_io_stabRdAddr[5:0]     ), //i
    .io_stabRdData           (regs_io_stabRdData[31:0]         ), //o
    .io_holdWrites           (engineCfg_io_holdWrites          ), //i
    .clk                     (clk                              ), //i
    .reset                   (reset                            )  //i
  );
  w128_ConfigEngine engineCfg (
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
    .io_qavg                (red_io_adaptQavg[63:0]               ), //i
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
    .io_stabIdx             (red_io_stabIdx[7:0]                  ), //i
    .io_stabShift           (engineCfg_io_stabShift[4:0]          ), //o
    .clk                    (clk                                  ), //i
    .reset                  (reset                                )  //i
  );
  w128_Ingress ingress (
    .io_tdata                       (s_axis_tdata[127:0]                         ), //i
    .io_tkeep                       (s_axis_tkeep[15:0]                          ), //i
    .io_tvalid                      (s_axis_tvalid                               ), //i
    .io_tlast                       (s_axis_tlast                                ), //i
    .io_tuser                       (s_axis_tuser                                ), //i
    .io_tready                      (ingress_io_tready                           ), //o
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
    .io_beatData                    (ingress_io_beatData[127:0]                  ), //o
    .io_beatFirst                   (ingress_io_beatFirst                        ), //o
    .io_frameLost                   (pktBuf_io_frameLost                         ), //i
    .reset                          (reset                                       ), //i
    .clk                            (clk                                         )  //i
  );
  w128_PacketBuffer pktBuf (
    .io_beatValid (ingress_io_beatValid      ), //i
    .io_beatData  (ingress_io_beatData[127:0]), //i
    .io_beatFirst (ingress_io_beatFirst      ), //i
    .io_frameLost (pktBuf_io_frameLost       ), //o
    .io_release   (red_io_release            ), //i
    .io_read      (egress_io_rdEnable        ), //i
    .io_rdData    (pktBuf_io_rdData[127:0]   ), //o
    .clk          (clk                       ), //i
    .reset        (reset                     )  //i
  );
  w128_RedEngine red (
    .io_frame_valid                 (ingress_io_frame_valid                      ), //i
    .io_frame_payload_len           (ingress_io_frame_payload_len[15:0]          ), //i
    .io_frame_payload_bytes         (ingress_io_frame_payload_bytes[31:0]        ), //i
    .io_frame_payload_queueLen      (ingress_io_frame_payload_queueLen[15:0]     ), //i
    .io_frame_payload_bad           (ingress_io_frame_payload_bad                ), //i
    .io_frame_payload_lost          (ingress_io_frame_payload_lost               ), //i
    .io_frame_payload_parse_ipv4    (ingress_io_frame_payload_parse_ipv4         ), //i
    .io_frame_payload_parse_ipv6    (ingress_io_frame_payload_parse_ipv6         ), //i
    .io_frame_payload_parse_l3      (ingress_io_frame_payload_parse_l3[4:0]      ), //i
    .io_frame_payload_parse_ecn     (ingress_io_frame_payload_parse_ecn[1:0]     ), //i
    .io_frame_payload_parse_canCe   (ingress_io_frame_payload_parse_canCe        ), //i
    .io_frame_payload_parse_rewrite (ingress_io_frame_payload_parse_rewrite      ), //i
    .io_frame_payload_parse_newTos  (ingress_io_frame_payload_parse_newTos[7:0]  ), //i
    .io_frame_payload_parse_newCsum (ingress_io_frame_payload_parse_newCsum[15:0]), //i
    .io_active_minTh                (engineCfg_io_active_minTh[31:0]             ), //i
    .io_active_maxTh                (engineCfg_io_active_maxTh[31:0]             ), //i
    .io_active_limit                (engineCfg_io_active_limit[31:0]             ), //i
    .io_active_qthMin               (engineCfg_io_active_qthMin[31:0]            ), //i
    .io_active_qthMax               (engineCfg_io_active_qthMax[31:0]            ), //i
    .io_active_wlog                 (engineCfg_io_active_wlog[4:0]               ), //i
    .io_active_scellLog             (engineCfg_io_active_scellLog[4:0]           ), //i
    .io_active_wlogMask             (engineCfg_io_active_wlogMask[30:0]          ), //i
    .io_active_delta                (engineCfg_io_active_delta[31:0]             ), //i
    .io_active_maxP                 (engineCfg_io_active_maxP[31:0]              ), //i
    .io_active_mpd                  (engineCfg_io_active_mpd[31:0]               ), //i
    .io_active_recipM               (engineCfg_io_active_recipM[31:0]            ), //i
    .io_active_recipSh1             (engineCfg_io_active_recipSh1                ), //i
    .io_active_recipSh2             (engineCfg_io_active_recipSh2[4:0]           ), //i
    .io_active_gentleStep           (engineCfg_io_active_gentleStep[47:0]        ), //i
    .io_active_scellMax             (engineCfg_io_active_scellMax[30:0]          ), //i
    .io_active_targetMin            (engineCfg_io_active_targetMin[31:0]         ), //i
    .io_active_targetMax            (engineCfg_io_active_targetMax[31:0]         ), //i
    .io_active_mode                 (engineCfg_io_active_mode[1:0]               ), //i
    .io_active_unit                 (engineCfg_io_active_unit                    ), //i
    .io_active_gentle               (engineCfg_io_active_gentle                  ), //i
    .io_active_harddrop             (engineCfg_io_active_harddrop                ), //i
    .io_active_nodrop               (engineCfg_io_active_nodrop                  ), //i
    .io_active_adaptive             (engineCfg_io_active_adaptive                ), //i
    .io_active_inc                  (engineCfg_io_active_inc[31:0]               ), //i
    .io_active_cap                  (engineCfg_io_active_cap[55:0]               ), //i
    .io_active_shaped               (engineCfg_io_active_shaped                  ), //i
    .io_active_seed                 (engineCfg_io_active_seed[31:0]              ), //i
    .io_active_cyclesPerUs          (engineCfg_io_active_cyclesPerUs[15:0]       ), //i
    .io_stabIdx                     (red_io_stabIdx[7:0]                         ), //o
    .io_stabShift                   (engineCfg_io_stabShift[4:0]                 ), //i
    .io_apply                       (engineCfg_io_apply                          ), //i
    .io_applySeed                   (engineCfg_io_applySeed[31:0]                ), //i
    .io_applyUnit                   (engineCfg_io_applyUnit                      ), //i
    .io_adaptApply                  (engineCfg_io_adaptApply                     ), //i
    .io_adaptGentleStep             (engineCfg_io_adaptGentleStep[47:0]          ), //i
    .io_usTick                      (usTick                                      ), //i
    .io_egressBusy                  (egress_io_busy                              ), //i
    .io_backlog                     (txq_io_backlog[31:0]                        ), //i
    .io_qlen                        (txq_io_qlen[31:0]                           ), //i
    .io_backlogIfEnq_0              (txq_io_backlogIfEnq_0[31:0]                 ), //i
    .io_backlogIfEnq_1              (txq_io_backlogIfEnq_1[31:0]                 ), //i
    .io_qlenIfEnq_0                 (txq_io_qlenIfEnq_0[31:0]                    ), //i
    .io_qlenIfEnq_1                 (txq_io_qlenIfEnq_1[31:0]                    ), //i
    .io_release                     (red_io_release                              ), //o
    .io_enqueue_valid               (red_io_enqueue_valid                        ), //o
    .io_enqueue_payload_len         (red_io_enqueue_payload_len[15:0]            ), //o
    .io_enqueue_payload_rewrite     (red_io_enqueue_payload_rewrite              ), //o
    .io_enqueue_payload_ipv4        (red_io_enqueue_payload_ipv4                 ), //o
    .io_enqueue_payload_l3          (red_io_enqueue_payload_l3[4:0]              ), //o
    .io_enqueue_payload_newTos      (red_io_enqueue_payload_newTos[7:0]          ), //o
    .io_enqueue_payload_newCsum     (red_io_enqueue_payload_newCsum[15:0]        ), //o
    .io_decision_valid              (red_io_decision_valid                       ), //o
    .io_decision_payload_action     (red_io_decision_payload_action[1:0]         ), //o
    .io_decision_payload_reason     (red_io_decision_payload_reason[2:0]         ), //o
    .io_decision_payload_qavg       (red_io_decision_payload_qavg[63:0]          ), //o
    .io_decision_payload_backlog    (red_io_decision_payload_backlog[31:0]       ), //o
    .io_decision_payload_len        (red_io_decision_payload_len[15:0]           ), //o
    .io_counts_probMark             (red_io_counts_probMark                      ), //o
    .io_counts_forcedMark           (red_io_counts_forcedMark                    ), //o
    .io_counts_probDrop             (red_io_counts_probDrop                      ), //o
    .io_counts_forcedDrop           (red_io_counts_forcedDrop                    ), //o
    .io_counts_pdrop                (red_io_counts_pdrop                         ), //o
    .io_counts_bad                  (red_io_counts_bad                           ), //o
    .io_counts_bufFull              (red_io_counts_bufFull                       ), //o
    .io_qavg                        (red_io_qavg[63:0]                           ), //o
    .io_adaptQavg                   (red_io_adaptQavg[63:0]                      ), //o
    .clk                            (clk                                         ), //i
    .reset                          (reset                                       )  //i
  );
  w128_Shaper shaper (
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
  w128_TxQueue txq (
    .io_push_valid           (red_io_enqueue_valid                ), //i
    .io_push_payload_len     (red_io_enqueue_payload_len[15:0]    ), //i
    .io_push_payload_rewrite (red_io_enqueue_payload_rewrite      ), //i
    .io_push_payload_ipv4    (red_io_enqueue_payload_ipv4         ), //i
    .io_push_payload_l3      (red_io_enqueue_payload_l3[4:0]      ), //i
    .io_push_payload_newTos  (red_io_enqueue_payload_newTos[7:0]  ), //i
    .io_push_payload_newCsum (red_io_enqueue_payload_newCsum[15:0]), //i
    .io_pop                  (egress_io_pop_valid                 ), //i
    .io_nonEmpty             (txq_io_nonEmpty                     ), //o
    .io_head_len             (txq_io_head_len[15:0]               ), //o
    .io_head_rewrite         (txq_io_head_rewrite                 ), //o
    .io_head_ipv4            (txq_io_head_ipv4                    ), //o
    .io_head_l3              (txq_io_head_l3[4:0]                 ), //o
    .io_head_newTos          (txq_io_head_newTos[7:0]             ), //o
    .io_head_newCsum         (txq_io_head_newCsum[15:0]           ), //o
    .io_backlog              (txq_io_backlog[31:0]                ), //o
    .io_qlen                 (txq_io_qlen[31:0]                   ), //o
    .io_backlogIfEnq_0       (txq_io_backlogIfEnq_0[31:0]         ), //o
    .io_backlogIfEnq_1       (txq_io_backlogIfEnq_1[31:0]         ), //o
    .io_qlenIfEnq_0          (txq_io_qlenIfEnq_0[31:0]            ), //o
    .io_qlenIfEnq_1          (txq_io_qlenIfEnq_1[31:0]            ), //o
    .io_clearPeak            (regs_io_clearPeak                   ), //i
    .io_peakBacklog          (txq_io_peakBacklog[31:0]            ), //o
    .io_peakQlen             (txq_io_peakQlen[31:0]               ), //o
    .clk                     (clk                                 ), //i
    .reset                   (reset                               )  //i
  );
  w128_Egress egress (
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
    .io_rdData       (pktBuf_io_rdData[127:0]     ), //i
    .io_tdata        (egress_io_tdata[127:0]      ), //o
    .io_tkeep        (egress_io_tkeep[15:0]       ), //o
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
      _zz_io_status_buf_full <= 64'h0;
    end else begin
      cycle <= (cycle + 64'h0000000000000001);
      sub <= (usTick ? 16'h0 : _zz_sub);
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
      if(red_io_counts_bufFull) begin
        _zz_io_status_buf_full <= (_zz_io_status_buf_full + 64'h0000000000000001);
      end
    end
  end


endmodule

module w128_Egress (
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
  input  wire [127:0]  io_rdData,
  output wire [127:0]  io_tdata,
  output wire [15:0]   io_tkeep,
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
  wire       [4:0]    _zz_lastBytes;
  wire       [3:0]    _zz_lastBytes_1;
  wire       [15:0]   _zz_lastBytes_2;
  wire       [15:0]   _zz_lastKeep;
  wire       [16:0]   _zz_lastKeep_1;
  wire       [16:0]   _zz_lastKeep_2;
  reg        [127:0]  _zz_outHead_data;
  reg        [15:0]   _zz_outHead_keep;
  reg                 _zz_outHead_last;
  reg        [15:0]   _zz_outHead_len;
  wire       [2:0]    _zz_fifoCount;
  wire       [2:0]    _zz_fifoCount_1;
  wire       [0:0]    _zz_fifoCount_2;
  wire       [2:0]    _zz_fifoCount_3;
  wire       [0:0]    _zz_fifoCount_4;
  wire       [14:0]   _zz_inflight;
  wire       [14:0]   _zz_inflight_1;
  wire       [0:0]    _zz_inflight_2;
  wire       [14:0]   _zz_inflight_3;
  wire       [0:0]    _zz_inflight_4;
  reg        [2:0]    fifoCount;
  reg                 sValid;
  wire                room;
  reg                 active;
  reg        [12:0]   beatsLeft;
  reg        [12:0]   beatIdx;
  reg        [15:0]   cur_len;
  reg                 cur_rewrite;
  reg                 cur_ipv4;
  reg        [4:0]    cur_l3;
  reg        [7:0]    cur_newTos;
  reg        [15:0]   cur_newCsum;
  wire                popNow;
  wire       [12:0]   headBeats;
  wire                readNow;
  wire       [15:0]   readDesc_len;
  wire                readDesc_rewrite;
  wire                readDesc_ipv4;
  wire       [4:0]    readDesc_l3;
  wire       [7:0]    readDesc_newTos;
  wire       [15:0]   readDesc_newCsum;
  wire       [12:0]   readIdx;
  wire                readLast;
  reg        [15:0]   sDesc_len;
  reg                 sDesc_rewrite;
  reg                 sDesc_ipv4;
  reg        [4:0]    sDesc_l3;
  reg        [7:0]    sDesc_newTos;
  reg        [15:0]   sDesc_newCsum;
  reg        [12:0]   sIdx;
  reg                 sLast;
  reg        [127:0]  marked;
  wire                when_CeMarker_l51;
  reg                 sIdxIs_0;
  reg                 sIdxIs_1;
  reg                 sIdxIs_2;
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
  wire       [4:0]    lastBytes;
  wire       [15:0]   lastKeep;
  wire       [15:0]   keep;
  reg        [127:0]  fifo_0_data;
  reg        [15:0]   fifo_0_keep;
  reg                 fifo_0_last;
  reg        [15:0]   fifo_0_len;
  reg        [127:0]  fifo_1_data;
  reg        [15:0]   fifo_1_keep;
  reg                 fifo_1_last;
  reg        [15:0]   fifo_1_len;
  reg        [127:0]  fifo_2_data;
  reg        [15:0]   fifo_2_keep;
  reg                 fifo_2_last;
  reg        [15:0]   fifo_2_len;
  reg        [127:0]  fifo_3_data;
  reg        [15:0]   fifo_3_keep;
  reg                 fifo_3_last;
  reg        [15:0]   fifo_3_len;
  reg        [1:0]    fWr;
  reg        [1:0]    fRd;
  wire       [3:0]    _zz_1;
  wire                _zz_2;
  wire                _zz_3;
  wire                _zz_4;
  wire                _zz_5;
  wire       [127:0]  outHead_data;
  wire       [15:0]   outHead_keep;
  wire                outHead_last;
  wire       [15:0]   outHead_len;
  wire                outFire;
  reg        [14:0]   inflight;

  assign _zz_headBeats = (_zz_headBeats_1 + 17'h0000f);
  assign _zz_headBeats_1 = {1'd0, io_head_len};
  assign _zz_lastBytes_1 = _zz_lastBytes_2[3:0];
  assign _zz_lastBytes = {1'd0, _zz_lastBytes_1};
  assign _zz_lastBytes_2 = (sDesc_len - 16'h0001);
  assign _zz_lastKeep_1 = (_zz_lastKeep_2 - 17'h00001);
  assign _zz_lastKeep = _zz_lastKeep_1[15:0];
  assign _zz_lastKeep_2 = (17'h00001 <<< lastBytes);
  assign _zz_fifoCount = (fifoCount + _zz_fifoCount_1);
  assign _zz_fifoCount_2 = sValid;
  assign _zz_fifoCount_1 = {2'd0, _zz_fifoCount_2};
  assign _zz_fifoCount_4 = outFire;
  assign _zz_fifoCount_3 = {2'd0, _zz_fifoCount_4};
  assign _zz_inflight = (inflight + _zz_inflight_1);
  assign _zz_inflight_2 = popNow;
  assign _zz_inflight_1 = {14'd0, _zz_inflight_2};
  assign _zz_inflight_4 = io_sent_valid;
  assign _zz_inflight_3 = {14'd0, _zz_inflight_4};
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
  assign headBeats = (_zz_headBeats >>> 3'd4);
  assign readNow = (room && (active || popNow));
  assign readDesc_len = (popNow ? io_head_len : cur_len);
  assign readDesc_rewrite = (popNow ? io_head_rewrite : cur_rewrite);
  assign readDesc_ipv4 = (popNow ? io_head_ipv4 : cur_ipv4);
  assign readDesc_l3 = (popNow ? io_head_l3 : cur_l3);
  assign readDesc_newTos = (popNow ? io_head_newTos : cur_newTos);
  assign readDesc_newCsum = (popNow ? io_head_newCsum : cur_newCsum);
  assign readIdx = (popNow ? 13'h0 : beatIdx);
  assign readLast = (popNow ? (headBeats == 13'h0001) : (beatsLeft == 13'h0001));
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
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_8) begin
        marked[71 : 64] = sDesc_newTos;
      end
      if(when_CeMarker_l52_8) begin
        marked[71 : 64] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_8) begin
        marked[71 : 64] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_9) begin
        marked[79 : 72] = sDesc_newTos;
      end
      if(when_CeMarker_l52_9) begin
        marked[79 : 72] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_9) begin
        marked[79 : 72] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_10) begin
        marked[87 : 80] = sDesc_newTos;
      end
      if(when_CeMarker_l52_10) begin
        marked[87 : 80] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_10) begin
        marked[87 : 80] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_11) begin
        marked[95 : 88] = sDesc_newTos;
      end
      if(when_CeMarker_l52_11) begin
        marked[95 : 88] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_11) begin
        marked[95 : 88] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_12) begin
        marked[103 : 96] = sDesc_newTos;
      end
      if(when_CeMarker_l52_12) begin
        marked[103 : 96] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_12) begin
        marked[103 : 96] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_13) begin
        marked[111 : 104] = sDesc_newTos;
      end
      if(when_CeMarker_l52_13) begin
        marked[111 : 104] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_13) begin
        marked[111 : 104] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_14) begin
        marked[119 : 112] = sDesc_newTos;
      end
      if(when_CeMarker_l52_14) begin
        marked[119 : 112] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_14) begin
        marked[119 : 112] = sDesc_newCsum[7 : 0];
      end
    end
    if(sDesc_rewrite) begin
      if(when_CeMarker_l51_15) begin
        marked[127 : 120] = sDesc_newTos;
      end
      if(when_CeMarker_l52_15) begin
        marked[127 : 120] = sDesc_newCsum[15 : 8];
      end
      if(when_CeMarker_l53_15) begin
        marked[127 : 120] = sDesc_newCsum[7 : 0];
      end
    end
  end

  assign when_CeMarker_l51 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52 = (sDesc_ipv4 && ((1'b0 || 1'b0) || (sIdxIs_2 && (sDesc_l3 == 5'h16))));
  assign when_CeMarker_l53 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_1 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_1 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_1 = (sDesc_ipv4 && ((1'b0 || 1'b0) || (sIdxIs_2 && (sDesc_l3 == 5'h16))));
  assign when_CeMarker_l51_2 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_2 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_2 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_3 = ((1'b0 || (sIdxIs_1 && (sDesc_l3 == 5'h12))) || 1'b0);
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
  assign when_CeMarker_l51_7 = ((1'b0 || 1'b0) || (sIdxIs_1 && (sDesc_l3 == 5'h16)));
  assign when_CeMarker_l52_7 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_7 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_8 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_8 = (sDesc_ipv4 && (((sIdxIs_1 && (sDesc_l3 == 5'h0e)) || 1'b0) || 1'b0));
  assign when_CeMarker_l53_8 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_9 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_9 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_9 = (sDesc_ipv4 && (((sIdxIs_1 && (sDesc_l3 == 5'h0e)) || 1'b0) || 1'b0));
  assign when_CeMarker_l51_10 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_10 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_10 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_11 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_11 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_11 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_12 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_12 = (sDesc_ipv4 && ((1'b0 || (sIdxIs_1 && (sDesc_l3 == 5'h12))) || 1'b0));
  assign when_CeMarker_l53_12 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_13 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_13 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_13 = (sDesc_ipv4 && ((1'b0 || (sIdxIs_1 && (sDesc_l3 == 5'h12))) || 1'b0));
  assign when_CeMarker_l51_14 = ((1'b0 || 1'b0) || 1'b0);
  assign when_CeMarker_l52_14 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_14 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l51_15 = (((sIdxIs_0 && (sDesc_l3 == 5'h0e)) || 1'b0) || 1'b0);
  assign when_CeMarker_l52_15 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign when_CeMarker_l53_15 = (sDesc_ipv4 && ((1'b0 || 1'b0) || 1'b0));
  assign lastBytes = (_zz_lastBytes + 5'h01);
  assign lastKeep = _zz_lastKeep;
  assign keep = (sLast ? lastKeep : 16'hffff);
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
  assign io_busy = (inflight != 15'h0);
  always @(posedge clk) begin
    if(reset) begin
      fifoCount <= 3'b000;
      sValid <= 1'b0;
      active <= 1'b0;
      beatsLeft <= 13'h0;
      beatIdx <= 13'h0;
      fWr <= 2'b00;
      fRd <= 2'b00;
      inflight <= 15'h0;
    end else begin
      if(readNow) begin
        beatIdx <= (readIdx + 13'h0001);
        beatsLeft <= ((popNow ? headBeats : beatsLeft) - 13'h0001);
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
      sIdxIs_0 <= (readIdx == 13'h0);
    end
    if(readNow) begin
      sIdxIs_1 <= (readIdx == 13'h0001);
    end
    if(readNow) begin
      sIdxIs_2 <= (readIdx == 13'h0002);
    end
  end


endmodule

module w128_TxQueue (
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
  output wire [31:0]   io_qlenIfEnq_0,
  output wire [31:0]   io_qlenIfEnq_1,
  input  wire          io_clearPeak,
  output wire [31:0]   io_peakBacklog,
  output wire [31:0]   io_peakQlen,
  input  wire          clk,
  input  wire          reset
);

  reg        [46:0]   descMem_spinal_port1;
  wire       [46:0]   _zz_descMem_port;
  wire       [14:0]   _zz_dCount;
  wire       [14:0]   _zz_dCount_1;
  wire       [0:0]    _zz_dCount_2;
  wire       [14:0]   _zz_dCount_3;
  wire       [0:0]    _zz_dCount_4;
  wire       [13:0]   _zz_rdNext;
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
  reg        [13:0]   dWr;
  reg        [13:0]   dRd;
  reg        [14:0]   dCount;
  reg                 nonEmpty;
  wire       [13:0]   rdNext;
  wire       [15:0]   memHead_len;
  wire                memHead_rewrite;
  wire                memHead_ipv4;
  wire       [4:0]    memHead_l3;
  wire       [7:0]    memHead_newTos;
  wire       [15:0]   memHead_newCsum;
  wire       [46:0]   _zz_memHead_len;
  reg        [13:0]   dRdAhead;
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
  reg [46:0] descMem [0:16383];

  assign _zz_dCount = (dCount + _zz_dCount_1);
  assign _zz_dCount_2 = io_push_valid;
  assign _zz_dCount_1 = {14'd0, _zz_dCount_2};
  assign _zz_dCount_4 = io_pop;
  assign _zz_dCount_3 = {14'd0, _zz_dCount_4};
  assign _zz_rdNext = (dRd + 14'h0001);
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

  always @(*) begin
    case(enq)
      1'b0 : begin
        _zz_backlogNext = backlogIfEnq_0;
        _zz_qlenNext = qlenIfEnq_0;
        _zz_peakBacklog = peakBacklogNext_0;
        _zz_peakQlen = peakQlenNext_0;
      end
      default : begin
        _zz_backlogNext = backlogIfEnq_1;
        _zz_qlenNext = qlenIfEnq_1;
        _zz_peakBacklog = peakBacklogNext_0;
        _zz_peakQlen = peakQlenNext_0;
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
  assign io_backlogIfEnq_0 = backlogIfEnq_0;
  assign io_backlogIfEnq_1 = backlogIfEnq_1;
  assign io_qlenIfEnq_0 = qlenIfEnq_0;
  assign io_qlenIfEnq_1 = qlenIfEnq_1;
  assign io_peakBacklog = peakBacklog;
  assign io_peakQlen = peakQlen;
  always @(posedge clk) begin
    if(reset) begin
      dWr <= 14'h0;
      dRd <= 14'h0;
      dCount <= 15'h0;
      nonEmpty <= 1'b0;
      dRdAhead <= 14'h0001;
      fwd <= 1'b0;
      backlog <= 32'h0;
      qlen <= 32'h0;
      peakBacklog <= 32'h0;
      peakQlen <= 32'h0;
    end else begin
      if(io_push_valid) begin
        dWr <= (dWr + 14'h0001);
      end
      if(io_pop) begin
        dRd <= (dRd + 14'h0001);
      end
      dCount <= (_zz_dCount - _zz_dCount_3);
      nonEmpty <= ((io_push_valid || (15'h0002 <= dCount)) || ((dCount == 15'h0001) && (! io_pop)));
      if(io_pop) begin
        dRdAhead <= (dRdAhead + 14'h0001);
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

module w128_Shaper (
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

module w128_RedEngine (
  input  wire          io_frame_valid,
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
  output wire [7:0]    io_stabIdx,
  input  wire [4:0]    io_stabShift,
  input  wire          io_apply,
  input  wire [31:0]   io_applySeed,
  input  wire          io_applyUnit,
  input  wire          io_adaptApply,
  input  wire [47:0]   io_adaptGentleStep,
  input  wire          io_usTick,
  input  wire          io_egressBusy,
  input  wire [31:0]   io_backlog,
  input  wire [31:0]   io_qlen,
  input  wire [31:0]   io_backlogIfEnq_0,
  input  wire [31:0]   io_backlogIfEnq_1,
  input  wire [31:0]   io_qlenIfEnq_0,
  input  wire [31:0]   io_qlenIfEnq_1,
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
  output wire          io_counts_bufFull,
  output wire [63:0]   io_qavg,
  output wire [63:0]   io_adaptQavg,
  input  wire          clk,
  input  wire          reset
);

  wire       [30:0]   _zz_tIdleNext;
  wire       [0:0]    _zz_tIdleNext_1;
  wire       [30:0]   _zz_tIdleNext_2;
  wire       [30:0]   _zz_tIdleNext_3;
  wire       [0:0]    _zz_tIdleNext_4;
  wire       [63:0]   _zz_prodNext;
  wire       [30:0]   _zz_io_stabIdx;
  wire       [49:0]   _zz_qavgIdle_2;
  wire       [63:0]   _zz_qavgIdle_3;
  wire       [49:0]   _zz_qavgIdle_4;
  wire       [63:0]   _zz_qavgIdle_5;
  wire       [63:0]   _zz_qavgIdle_6;
  wire       [49:0]   _zz_qavgIdle_7;
  reg        [49:0]   _zz_qavgBusy;
  wire       [0:0]    _zz_qavgBusy_1;
  wire       [49:0]   _zz_io_adaptQavg;
  wire       [32:0]   _zz_qthMax2;
  wire       [32:0]   _zz_hi;
  wire       [49:0]   _zz_below;
  wire       [49:0]   _zz_above;
  wire       [49:0]   _zz_inGentle;
  wire       [49:0]   _zz_g;
  wire       [49:0]   _zz_g_1;
  wire       [49:0]   _zz_g_2;
  wire       [49:0]   _zz__zz_markHit;
  wire       [63:0]   _zz_markHit_1;
  wire       [81:0]   _zz_markHit_2;
  wire       [81:0]   _zz_markHit_3;
  wire       [47:0]   _zz_markHit_4;
  wire       [31:0]   _zz_markHit_5;
  wire       [81:0]   _zz_markHit_6;
  wire       [47:0]   _zz_markHit_7;
  wire       [63:0]   _zz_markHit_8;
  wire       [63:0]   _zz_markHit_9;
  wire       [81:0]   _zz_markHit_10;
  wire       [81:0]   _zz_markHit_11;
  wire       [32:0]   _zz_markHit_12;
  wire       [32:0]   _zz_markHit_13;
  wire       [32:0]   _zz_markHit_14;
  wire       [81:0]   _zz_markHit_15;
  wire       [64:0]   _zz_markHit_16;
  wire       [64:0]   _zz_markHit_17;
  wire       [62:0]   _zz_markHit_18;
  wire       [62:0]   _zz_markHit_19;
  wire       [64:0]   _zz_markHit_20;
  wire       [81:0]   _zz_markHit_21;
  wire       [81:0]   _zz_markHit_22;
  wire       [31:0]   _zz_overLimit;
  wire       [32:0]   _zz_overLimit_1;
  wire       [32:0]   _zz_overLimit_2;
  wire       [32:0]   _zz_overLimit_3;
  wire       [32:0]   _zz_overLimit_4;
  wire       [49:0]   _zz_io_decision_payload_qavg;
  wire       [49:0]   _zz_gsCount_2;
  wire       [63:0]   _zz_qthMinCount_1;
  wire       [63:0]   _zz_qthMinCount_2;
  wire       [63:0]   _zz_deltaCount;
  wire       [63:0]   _zz_deltaCount_1;
  wire       [79:0]   _zz__zz_gsCount_1;
  wire       [49:0]   _zz_gsCount_3;
  wire       [31:0]   _zz__zz_qR;
  wire       [31:0]   _zz__zz_qR_1;
  wire       [31:0]   _zz__zz_qR_2;
  wire       [63:0]   _zz__zz_qR_3;
  wire       [31:0]   _zz_qR_4;
  wire       [31:0]   _zz_qR_5;
  wire       [31:0]   _zz_qR_6;
  reg        [31:0]   _zz_qlenNext;
  wire       [0:0]    _zz_qlenNext_1;
  wire       [49:0]   _zz_retainedNext;
  wire       [49:0]   _zz_retainedNext_1;
  wire       [49:0]   _zz_busyIfEnq_0_1;
  wire       [31:0]   _zz_busyIfEnq_0_2;
  wire       [49:0]   _zz_busyIfEnq_1;
  wire       [31:0]   _zz_busyIfEnq_1_1;
  reg        [49:0]   qavg;
  reg        [31:0]   count;
  reg        [31:0]   qR;
  reg        [31:0]   rng;
  reg                 idle;
  wire                decide;
  reg        [49:0]   qavgIdle;
  reg        [49:0]   qavgRetained;
  wire                startsIdle;
  reg        [30:0]   idleT;
  reg        [63:0]   idleProd;
  wire                restart;
  wire                tAdvances;
  wire       [30:0]   tIdleNext;
  reg        [63:0]   prodNext;
  wire                when_RedEngine_l86;
  wire                when_RedEngine_l88;
  wire       [63:0]   _zz_qavgIdle;
  wire       [48:0]   _zz_qavgIdle_1;
  wire       [31:0]   bl;
  reg                 enqPrev;
  reg        [49:0]   busyIfEnq_0;
  reg        [49:0]   busyIfEnq_1;
  wire       [49:0]   qavgBusy;
  wire       [49:0]   qavgNew;
  wire       [32:0]   qthMax2;
  wire       [32:0]   hi;
  wire                below;
  wire                above;
  wire                inGentle;
  wire       [31:0]   g;
  reg        [63:0]   qthMinCount;
  reg        [63:0]   deltaCount;
  reg        [49:0]   gsCount;
  wire                markHit;
  wire                countNegative;
  wire       [49:0]   _zz_markHit;
  wire                probHit;
  wire                redOn;
  wire                outcomeProb;
  wire                outcomeHard;
  wire                draw;
  wire                ecnMode;
  wire                dropProb;
  wire                markProb;
  wire                dropHard;
  wire                markHard;
  wire                redDrop;
  wire                overLimit;
  wire                tail;
  wire                full;
  wire                drop;
  wire                mark;
  wire                enq;
  wire       [47:0]   gsNext;
  wire       [79:0]   gsTimesCount;
  wire                when_RedEngine_l230;
  wire       [49:0]   _zz_gsCount;
  wire                _zz_qthMinCount;
  wire       [79:0]   _zz_gsCount_1;
  wire       [31:0]   _zz_qR;
  wire       [31:0]   _zz_qR_1;
  wire       [31:0]   _zz_qR_2;
  wire       [31:0]   _zz_qR_3;
  wire       [31:0]   qlenNext;
  wire       [49:0]   retainedNext;
  wire                _zz_busyIfEnq_0;

  assign _zz_tIdleNext_1 = io_usTick;
  assign _zz_tIdleNext = {30'd0, _zz_tIdleNext_1};
  assign _zz_tIdleNext_2 = (idleT + _zz_tIdleNext_3);
  assign _zz_tIdleNext_4 = tAdvances;
  assign _zz_tIdleNext_3 = {30'd0, _zz_tIdleNext_4};
  assign _zz_prodNext = {14'd0, qavg};
  assign _zz_io_stabIdx = (tIdleNext >>> io_active_scellLog);
  assign _zz_qavgIdle_2 = (qavg >>> io_stabShift);
  assign _zz_qavgIdle_3 = {15'd0, _zz_qavgIdle_1};
  assign _zz_qavgIdle_5 = (_zz_qavgIdle_6 - _zz_qavgIdle);
  assign _zz_qavgIdle_4 = _zz_qavgIdle_5[49:0];
  assign _zz_qavgIdle_6 = {14'd0, qavg};
  assign _zz_qavgIdle_7 = {1'd0, _zz_qavgIdle_1};
  assign _zz_io_adaptQavg = (idle ? qavgIdle : qavg);
  assign _zz_qthMax2 = {1'd0, io_active_qthMax};
  assign _zz_hi = {1'd0, io_active_qthMax};
  assign _zz_below = {18'd0, io_active_qthMin};
  assign _zz_above = {17'd0, hi};
  assign _zz_inGentle = {18'd0, io_active_qthMax};
  assign _zz_g = (_zz_g_1 >>> io_active_wlog);
  assign _zz_g_1 = (qavgNew - _zz_g_2);
  assign _zz_g_2 = {18'd0, io_active_qthMax};
  assign _zz__zz_markHit = {19'd0, io_active_wlogMask};
  assign _zz_markHit_1 = {32'd0, qR};
  assign _zz_markHit_2 = (_zz_markHit_3 + _zz_markHit_6);
  assign _zz_markHit_4 = (_zz_markHit_5[15 : 0] * count);
  assign _zz_markHit_3 = {34'd0, _zz_markHit_4};
  assign _zz_markHit_5 = (g[15 : 0] * io_active_gentleStep[15 : 0]);
  assign _zz_markHit_7 = {_zz_markHit_8[31 : 0],16'h0};
  assign _zz_markHit_6 = {34'd0, _zz_markHit_7};
  assign _zz_markHit_8 = (_zz_markHit_9 - deltaCount);
  assign _zz_markHit_9 = {32'd0, qR};
  assign _zz_markHit_10 = (g * gsCount);
  assign _zz_markHit_12 = ((qR == 32'h0) ? 33'h0 : _zz_markHit_13);
  assign _zz_markHit_11 = {49'd0, _zz_markHit_12};
  assign _zz_markHit_13 = (_zz_markHit_14 + 33'h000000001);
  assign _zz_markHit_14 = {1'd0, io_active_qthMin};
  assign _zz_markHit_16 = (_zz_markHit_17 + _zz_markHit_20);
  assign _zz_markHit_15 = {17'd0, _zz_markHit_16};
  assign _zz_markHit_18 = (_zz_markHit_19 <<< io_active_wlog);
  assign _zz_markHit_17 = {2'd0, _zz_markHit_18};
  assign _zz_markHit_19 = {31'd0, qR};
  assign _zz_markHit_20 = {1'd0, qthMinCount};
  assign _zz_markHit_21 = {32'd0, _zz_markHit};
  assign _zz_markHit_22 = (_zz_markHit * count);
  assign _zz_overLimit = (io_qlen + 32'h00000001);
  assign _zz_overLimit_1 = {1'd0, io_active_limit};
  assign _zz_overLimit_2 = (_zz_overLimit_3 + _zz_overLimit_4);
  assign _zz_overLimit_3 = {1'd0, io_backlog};
  assign _zz_overLimit_4 = {17'd0, io_frame_payload_queueLen};
  assign _zz_io_decision_payload_qavg = (io_frame_payload_bad ? qavg : qavgNew);
  assign _zz_gsCount_2 = gsTimesCount[49:0];
  assign _zz_qthMinCount_1 = (qthMinCount + _zz_qthMinCount_2);
  assign _zz_qthMinCount_2 = {32'd0, io_active_qthMin};
  assign _zz_deltaCount = (deltaCount + _zz_deltaCount_1);
  assign _zz_deltaCount_1 = {32'd0, io_active_delta};
  assign _zz__zz_gsCount_1 = {32'd0, gsNext};
  assign _zz_gsCount_3 = _zz_gsCount_1[49:0];
  assign _zz__zz_qR = (rng <<< 13);
  assign _zz__zz_qR_1 = (_zz_qR >>> 17);
  assign _zz__zz_qR_2 = (_zz_qR_1 <<< 5);
  assign _zz__zz_qR_3 = (_zz_qR_2 * io_active_recipM);
  assign _zz_qR_4 = (_zz_qR_3 + _zz_qR_5);
  assign _zz_qR_5 = (_zz_qR_6 >>> io_active_recipSh1);
  assign _zz_qR_6 = (_zz_qR_2 - _zz_qR_3);
  assign _zz_retainedNext = (qavgNew - _zz_retainedNext_1);
  assign _zz_retainedNext_1 = (qavgNew >>> io_active_wlog);
  assign _zz_busyIfEnq_0_2 = (_zz_busyIfEnq_0 ? io_qlenIfEnq_0 : io_backlogIfEnq_0);
  assign _zz_busyIfEnq_0_1 = {18'd0, _zz_busyIfEnq_0_2};
  assign _zz_busyIfEnq_1_1 = (_zz_busyIfEnq_0 ? io_qlenIfEnq_1 : io_backlogIfEnq_1);
  assign _zz_busyIfEnq_1 = {18'd0, _zz_busyIfEnq_1_1};
  assign _zz_qavgBusy_1 = enqPrev;
  assign _zz_qlenNext_1 = enq;
  always @(*) begin
    case(_zz_qavgBusy_1)
      1'b0 : _zz_qavgBusy = busyIfEnq_0;
      default : _zz_qavgBusy = busyIfEnq_1;
    endcase
  end

  always @(*) begin
    case(_zz_qlenNext_1)
      1'b0 : _zz_qlenNext = io_qlenIfEnq_0;
      default : _zz_qlenNext = io_qlenIfEnq_1;
    endcase
  end

  assign decide = (io_frame_valid && (! io_frame_payload_bad));
  assign startsIdle = ((((! decide) && (! idle)) && (io_qlen == 32'h0)) && (! io_egressBusy));
  assign restart = (io_apply || startsIdle);
  assign tAdvances = (io_usTick && (idleT != io_active_scellMax));
  assign tIdleNext = (restart ? _zz_tIdleNext : _zz_tIdleNext_2);
  assign when_RedEngine_l86 = (io_apply || (restart && (! io_usTick)));
  always @(*) begin
    if(when_RedEngine_l86) begin
      prodNext = 64'h0;
    end else begin
      if(when_RedEngine_l88) begin
        prodNext = ((restart ? 64'h0 : idleProd) + _zz_prodNext);
      end else begin
        prodNext = idleProd;
      end
    end
  end

  assign when_RedEngine_l88 = (restart || tAdvances);
  assign io_stabIdx = _zz_io_stabIdx[7:0];
  assign _zz_qavgIdle = (prodNext >>> io_active_scellLog);
  assign _zz_qavgIdle_1 = (qavg >>> 1'd1);
  assign bl = (io_active_unit ? io_qlen : io_backlog);
  assign qavgBusy = _zz_qavgBusy;
  assign qavgNew = (idle ? qavgIdle : qavgBusy);
  assign io_adaptQavg = {14'd0, _zz_io_adaptQavg};
  assign qthMax2 = (_zz_qthMax2 <<< 1);
  assign hi = (io_active_gentle ? qthMax2 : _zz_hi);
  assign below = (qavgNew < _zz_below);
  assign above = (_zz_above <= qavgNew);
  assign inGentle = (io_active_gentle && (_zz_inGentle <= qavgNew));
  assign g = _zz_g[31:0];
  assign countNegative = count[31];
  assign _zz_markHit = (qavgNew & (~ _zz__zz_markHit));
  assign markHit = (inGentle ? ((countNegative || (_zz_markHit_1 <= deltaCount)) || (_zz_markHit_2 <= _zz_markHit_10)) : ((countNegative ? _zz_markHit_11 : _zz_markHit_15) <= (countNegative ? _zz_markHit_21 : _zz_markHit_22)));
  assign probHit = ((count != 32'h0) && markHit);
  assign redOn = (io_active_mode != 2'b00);
  assign outcomeProb = (((redOn && (! below)) && (! above)) && probHit);
  assign outcomeHard = ((redOn && (! below)) && above);
  assign draw = (((redOn && (! below)) && (! above)) && ((count == 32'h0) || probHit));
  assign ecnMode = (io_active_mode == 2'b10);
  assign dropProb = (outcomeProb && ((! ecnMode) || ((! io_frame_payload_parse_canCe) && (! io_active_nodrop))));
  assign markProb = ((outcomeProb && ecnMode) && io_frame_payload_parse_canCe);
  assign dropHard = (outcomeHard && ((io_active_harddrop || (! ecnMode)) || ((! io_frame_payload_parse_canCe) && (! io_active_nodrop))));
  assign markHard = (((outcomeHard && (! dropHard)) && ecnMode) && io_frame_payload_parse_canCe);
  assign redDrop = (dropProb || dropHard);
  assign overLimit = (io_active_unit ? (io_active_limit < _zz_overLimit) : (_zz_overLimit_1 < _zz_overLimit_2));
  assign tail = ((! redDrop) && overLimit);
  assign full = (((! redDrop) && (! overLimit)) && io_frame_payload_lost);
  assign drop = (((io_frame_payload_bad || redDrop) || tail) || full);
  assign mark = (markProb || markHard);
  assign io_release = (io_frame_valid && drop);
  assign io_counts_bad = (io_frame_valid && io_frame_payload_bad);
  assign io_counts_probMark = (decide && markProb);
  assign io_counts_forcedMark = (decide && markHard);
  assign io_counts_probDrop = (decide && dropProb);
  assign io_counts_forcedDrop = (decide && dropHard);
  assign io_counts_pdrop = (decide && tail);
  assign io_counts_bufFull = (decide && full);
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
    if(full) begin
      io_decision_payload_reason = 3'b101;
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

  assign io_decision_payload_qavg = {14'd0, _zz_io_decision_payload_qavg};
  assign io_decision_payload_backlog = bl;
  assign io_decision_payload_len = io_frame_payload_len;
  assign enq = (io_frame_valid && (! drop));
  assign io_enqueue_valid = enq;
  assign io_enqueue_payload_len = io_frame_payload_queueLen;
  assign io_enqueue_payload_rewrite = (mark && io_frame_payload_parse_rewrite);
  assign io_enqueue_payload_ipv4 = io_frame_payload_parse_ipv4;
  assign io_enqueue_payload_l3 = io_frame_payload_parse_l3;
  assign io_enqueue_payload_newTos = io_frame_payload_parse_newTos;
  assign io_enqueue_payload_newCsum = io_frame_payload_parse_newCsum;
  assign gsNext = (io_adaptApply ? io_adaptGentleStep : io_active_gentleStep);
  assign gsTimesCount = (gsNext * count);
  assign when_RedEngine_l230 = (below || above);
  assign _zz_gsCount = {2'd0, gsNext};
  assign _zz_qthMinCount = (&count);
  assign _zz_gsCount_1 = (gsTimesCount + _zz__zz_gsCount_1);
  assign _zz_qR = (rng ^ _zz__zz_qR);
  assign _zz_qR_1 = (_zz_qR ^ _zz__zz_qR_1);
  assign _zz_qR_2 = (_zz_qR_1 ^ _zz__zz_qR_2);
  assign _zz_qR_3 = (_zz__zz_qR_3 >>> 6'd32);
  assign qlenNext = _zz_qlenNext;
  assign retainedNext = (io_apply ? 50'h0 : (decide ? _zz_retainedNext : qavgRetained));
  assign _zz_busyIfEnq_0 = (io_apply ? io_applyUnit : io_active_unit);
  assign io_qavg = {14'd0, qavg};
  always @(posedge clk) begin
    if(reset) begin
      qavg <= 50'h0;
      count <= 32'h0;
      qR <= 32'h0;
      rng <= 32'h00000001;
      idle <= 1'b1;
      qavgIdle <= 50'h0;
      qavgRetained <= 50'h0;
      idleT <= 31'h0;
      idleProd <= 64'h0;
      enqPrev <= 1'b0;
      busyIfEnq_0 <= 50'h0;
      busyIfEnq_1 <= 50'h0;
      qthMinCount <= 64'h0;
      deltaCount <= 64'h0;
      gsCount <= 50'h0;
    end else begin
      idleT <= tIdleNext;
      idleProd <= prodNext;
      qavgIdle <= (io_apply ? 50'h0 : ((io_stabShift != 5'h0) ? _zz_qavgIdle_2 : ((_zz_qavgIdle < _zz_qavgIdle_3) ? _zz_qavgIdle_4 : _zz_qavgIdle_7)));
      gsCount <= ((80'h00000002000000000000 <= gsTimesCount) ? 50'h2000000000000 : _zz_gsCount_2);
      if(decide) begin
        qavg <= qavgNew;
        if(redOn) begin
          if(when_RedEngine_l230) begin
            count <= 32'h0;
            qthMinCount <= 64'h0;
            deltaCount <= 64'h0;
            gsCount <= 50'h0;
          end else begin
            if(probHit) begin
              count <= 32'h00000001;
              qthMinCount <= {32'd0, io_active_qthMin};
              deltaCount <= {32'd0, io_active_delta};
              gsCount <= ((50'h2000000000000 <= _zz_gsCount) ? 50'h2000000000000 : _zz_gsCount);
            end else begin
              count <= (count + 32'h00000001);
              qthMinCount <= (_zz_qthMinCount ? 64'h0 : _zz_qthMinCount_1);
              deltaCount <= (_zz_qthMinCount ? 64'h0 : _zz_deltaCount);
              gsCount <= (_zz_qthMinCount ? 50'h0 : ((80'h00000002000000000000 <= _zz_gsCount_1) ? 50'h2000000000000 : _zz_gsCount_3));
            end
          end
        end
        if(draw) begin
          rng <= _zz_qR_2;
          qR <= (_zz_qR_4 >>> io_active_recipSh2);
        end
      end
      qavgRetained <= retainedNext;
      busyIfEnq_0 <= (retainedNext + _zz_busyIfEnq_0_1);
      busyIfEnq_1 <= (retainedNext + _zz_busyIfEnq_1);
      enqPrev <= enq;
      if(decide) begin
        idle <= 1'b0;
      end else begin
        if(startsIdle) begin
          idle <= 1'b1;
        end
      end
      if(io_apply) begin
        qavg <= 50'h0;
        count <= 32'h0;
        qthMinCount <= 64'h0;
        deltaCount <= 64'h0;
        gsCount <= 50'h0;
        rng <= ((io_applySeed == 32'h0) ? 32'h2545f491 : io_applySeed);
        idle <= (qlenNext == 32'h0);
      end
    end
  end


endmodule

module w128_PacketBuffer (
  input  wire          io_beatValid,
  input  wire [127:0]  io_beatData,
  input  wire          io_beatFirst,
  output wire          io_frameLost,
  input  wire          io_release,
  input  wire          io_read,
  output wire [127:0]  io_rdData,
  input  wire          clk,
  input  wire          reset
);

  reg        [127:0]  mem_spinal_port1;
  wire       [14:0]   _zz_beatsNow;
  wire       [0:0]    _zz_beatsNow_1;
  wire       [13:0]   _zz_nextPtr;
  wire       [0:0]    _zz_nextPtr_1;
  wire       [14:0]   _zz_usedKept;
  wire       [14:0]   _zz_usedKept_1;
  wire       [0:0]    _zz_usedKept_2;
  wire       [14:0]   _zz_usedKept_3;
  wire       [0:0]    _zz_usedKept_4;
  wire       [14:0]   _zz_used;
  reg        [13:0]   wrPtr;
  reg        [14:0]   used;
  reg        [13:0]   frameStart;
  reg        [14:0]   frameBeats;
  reg                 frameLost;
  wire       [13:0]   startNow;
  wire       [14:0]   beatsBefore;
  wire                lostBefore;
  wire                canWrite;
  wire       [14:0]   beatsNow;
  wire       [13:0]   nextPtr;
  wire       [14:0]   usedKept;
  reg        [13:0]   rdPtr;
  reg [127:0] mem [0:16383];

  assign _zz_beatsNow_1 = canWrite;
  assign _zz_beatsNow = {14'd0, _zz_beatsNow_1};
  assign _zz_nextPtr_1 = canWrite;
  assign _zz_nextPtr = {13'd0, _zz_nextPtr_1};
  assign _zz_usedKept = (used + _zz_usedKept_1);
  assign _zz_usedKept_2 = canWrite;
  assign _zz_usedKept_1 = {14'd0, _zz_usedKept_2};
  assign _zz_usedKept_4 = io_read;
  assign _zz_usedKept_3 = {14'd0, _zz_usedKept_4};
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
  assign beatsBefore = (io_beatFirst ? 15'h0 : frameBeats);
  assign lostBefore = ((! io_beatFirst) && frameLost);
  assign canWrite = ((io_beatValid && (! lostBefore)) && (used < 15'h4000));
  assign beatsNow = (beatsBefore + _zz_beatsNow);
  assign io_frameLost = (lostBefore || (! canWrite));
  assign nextPtr = (wrPtr + _zz_nextPtr);
  assign usedKept = (_zz_usedKept - _zz_usedKept_3);
  assign io_rdData = mem_spinal_port1;
  always @(posedge clk) begin
    if(reset) begin
      wrPtr <= 14'h0;
      used <= 15'h0;
      frameStart <= 14'h0;
      frameBeats <= 15'h0;
      frameLost <= 1'b0;
      rdPtr <= 14'h0;
    end else begin
      if(io_beatValid) begin
        frameStart <= startNow;
        frameBeats <= beatsNow;
        frameLost <= (lostBefore || (! canWrite));
      end
      wrPtr <= (io_release ? startNow : nextPtr);
      used <= (io_release ? _zz_used : usedKept);
      if(io_read) begin
        rdPtr <= (rdPtr + 14'h0001);
      end
    end
  end


endmodule

module w128_Ingress (
  input  wire [127:0]  io_tdata,
  input  wire [15:0]   io_tkeep,
  input  wire          io_tvalid,
  input  wire          io_tlast,
  input  wire          io_tuser,
  output wire          io_tready,
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
  output wire [127:0]  io_beatData,
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
  wire                _zz_kLow_13;
  wire                _zz_kLow_14;
  wire                _zz_kLow_15;
  wire                _zz_kLow_16;
  wire                _zz_kLow_17;
  wire                _zz_kLow_18;
  wire                _zz_kLow_19;
  wire                _zz_kLow_20;
  wire                _zz_kLow_21;
  wire                _zz_kLow_22;
  wire                _zz_kLow_23;
  wire                _zz_kLow_24;
  wire                _zz_kLow_25;
  wire                _zz_kLow_26;
  wire                _zz_kLow_27;
  wire                _zz_kLow_28;
  wire                _zz_kLow_29;
  wire                _zz_kLow_30;
  wire                _zz_kLow_31;
  wire                _zz_kLow_32;
  wire                _zz_kLow_33;
  wire                _zz_kLow_34;
  wire                _zz_kLow_35;
  wire                _zz_kLow_36;
  wire                _zz_kLow_37;
  wire                _zz_kLow_38;
  wire                _zz_kLow_39;
  wire                _zz_kLow_40;
  wire                _zz_kLow_41;
  wire                _zz_kLow_42;
  wire                _zz_kLow_43;
  wire                _zz_kLow_44;
  wire                _zz_kLow_45;
  wire                _zz_kLow_46;
  wire                _zz_kLow_47;
  wire                _zz_kLow_48;
  wire                _zz_kLow_49;
  wire                _zz_kLow_50;
  wire                _zz_kLow_51;
  wire                _zz_kLow_52;
  wire                _zz_kLow_53;
  wire                _zz_kLow_54;
  wire                _zz_kLow_55;
  wire                _zz_kLow_56;
  wire                _zz_kLow_57;
  wire                _zz_kLow_58;
  wire                _zz_kLow_59;
  wire                _zz_kLow_60;
  wire                _zz_kLow_61;
  wire                _zz_kLow_62;
  wire                _zz_kLow_63;
  wire                _zz_kLow_64;
  wire                _zz_kLow_65;
  wire                _zz_kLow_66;
  wire                _zz_kLow_67;
  wire                _zz_kLow_68;
  wire                _zz_kLow_69;
  wire       [2:0]    _zz_onesParts_0_9;
  reg        [2:0]    _zz_onesParts_0_10;
  wire       [2:0]    _zz_onesParts_0_11;
  reg        [2:0]    _zz_onesParts_0_12;
  wire       [2:0]    _zz_onesParts_0_13;
  wire       [0:0]    _zz_onesParts_0_14;
  wire       [2:0]    _zz_onesParts_1_9;
  reg        [2:0]    _zz_onesParts_1_10;
  wire       [2:0]    _zz_onesParts_1_11;
  reg        [2:0]    _zz_onesParts_1_12;
  wire       [2:0]    _zz_onesParts_1_13;
  wire       [0:0]    _zz_onesParts_1_14;
  wire       [2:0]    _zz_onesParts_2_9;
  reg        [2:0]    _zz_onesParts_2_10;
  wire       [2:0]    _zz_onesParts_2_11;
  reg        [2:0]    _zz_onesParts_2_12;
  wire       [2:0]    _zz_onesParts_2_13;
  wire       [0:0]    _zz_onesParts_2_14;
  wire       [2:0]    _zz_onesParts_3_9;
  reg        [2:0]    _zz_onesParts_3_10;
  wire       [2:0]    _zz_onesParts_3_11;
  reg        [2:0]    _zz_onesParts_3_12;
  wire       [2:0]    _zz_onesParts_3_13;
  wire       [0:0]    _zz_onesParts_3_14;
  wire                _zz_lastKeepOk;
  wire                _zz_lastKeepOk_1;
  wire                _zz_lastKeepOk_2;
  wire                _zz_lastKeepOk_3;
  wire                _zz_lastKeepOk_4;
  wire                _zz_lastKeepOk_5;
  wire                _zz_lastKeepOk_6;
  wire                _zz_lastKeepOk_7;
  wire                _zz_lastKeepOk_8;
  wire                _zz_lastKeepOk_9;
  wire       [32:0]   _zz_lenNow;
  wire       [3:0]    _zz_ones;
  wire       [3:0]    _zz_ones_1;
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
  wire       [3:0]    kLow;
  wire       [3:0]    _zz_onesParts_0;
  wire       [3:0]    _zz_onesParts_1;
  wire       [3:0]    _zz_onesParts_2;
  wire       [3:0]    _zz_onesParts_3;
  wire       [2:0]    _zz_onesParts_0_1;
  wire       [2:0]    _zz_onesParts_0_2;
  wire       [2:0]    _zz_onesParts_0_3;
  wire       [2:0]    _zz_onesParts_0_4;
  wire       [2:0]    _zz_onesParts_0_5;
  wire       [2:0]    _zz_onesParts_0_6;
  wire       [2:0]    _zz_onesParts_0_7;
  wire       [2:0]    _zz_onesParts_0_8;
  wire       [3:0]    onesParts_0;
  wire       [2:0]    _zz_onesParts_1_1;
  wire       [2:0]    _zz_onesParts_1_2;
  wire       [2:0]    _zz_onesParts_1_3;
  wire       [2:0]    _zz_onesParts_1_4;
  wire       [2:0]    _zz_onesParts_1_5;
  wire       [2:0]    _zz_onesParts_1_6;
  wire       [2:0]    _zz_onesParts_1_7;
  wire       [2:0]    _zz_onesParts_1_8;
  wire       [3:0]    onesParts_1;
  wire       [2:0]    _zz_onesParts_2_1;
  wire       [2:0]    _zz_onesParts_2_2;
  wire       [2:0]    _zz_onesParts_2_3;
  wire       [2:0]    _zz_onesParts_2_4;
  wire       [2:0]    _zz_onesParts_2_5;
  wire       [2:0]    _zz_onesParts_2_6;
  wire       [2:0]    _zz_onesParts_2_7;
  wire       [2:0]    _zz_onesParts_2_8;
  wire       [3:0]    onesParts_2;
  wire       [2:0]    _zz_onesParts_3_1;
  wire       [2:0]    _zz_onesParts_3_2;
  wire       [2:0]    _zz_onesParts_3_3;
  wire       [2:0]    _zz_onesParts_3_4;
  wire       [2:0]    _zz_onesParts_3_5;
  wire       [2:0]    _zz_onesParts_3_6;
  wire       [2:0]    _zz_onesParts_3_7;
  wire       [2:0]    _zz_onesParts_3_8;
  wire       [3:0]    onesParts_3;
  reg        [3:0]    onesAtEof_0;
  reg        [3:0]    onesAtEof_1;
  reg        [3:0]    onesAtEof_2;
  reg        [3:0]    onesAtEof_3;
  reg                 fixAtEof_0;
  reg                 fixAtEof_1;
  reg        [12:0]   beatIdx;
  reg        [32:0]   byteCnt;
  wire                when_Ingress_l44;
  wire                when_Ingress_l46;
  reg                 keepBad;
  reg                 atHdrBeat_0;
  reg                 atHdrBeat_1;
  reg                 atHdrBeat_2;
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
  reg        [127:0]  sData;
  reg                 sFirst;
  reg                 sLast;
  wire       [3:0]    ones;
  wire                parseStage_atEof1;
  reg                 parseStage_wValid;
  reg        [127:0]  parseStage_wData;
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

  assign _zz_onesParts_0_9 = (_zz_onesParts_0_10 + _zz_onesParts_0_12);
  assign _zz_onesParts_0_14 = _zz_onesParts_0[3];
  assign _zz_onesParts_0_13 = {2'd0, _zz_onesParts_0_14};
  assign _zz_onesParts_1_9 = (_zz_onesParts_1_10 + _zz_onesParts_1_12);
  assign _zz_onesParts_1_14 = _zz_onesParts_1[3];
  assign _zz_onesParts_1_13 = {2'd0, _zz_onesParts_1_14};
  assign _zz_onesParts_2_9 = (_zz_onesParts_2_10 + _zz_onesParts_2_12);
  assign _zz_onesParts_2_14 = _zz_onesParts_2[3];
  assign _zz_onesParts_2_13 = {2'd0, _zz_onesParts_2_14};
  assign _zz_onesParts_3_9 = (_zz_onesParts_3_10 + _zz_onesParts_3_12);
  assign _zz_onesParts_3_14 = _zz_onesParts_3[3];
  assign _zz_onesParts_3_13 = {2'd0, _zz_onesParts_3_14};
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
  assign _zz_onesParts_0_11 = {_zz_onesParts_0[2],{_zz_onesParts_0[1],_zz_onesParts_0[0]}};
  assign _zz_onesParts_1_11 = {_zz_onesParts_1[2],{_zz_onesParts_1[1],_zz_onesParts_1[0]}};
  assign _zz_onesParts_2_11 = {_zz_onesParts_2[2],{_zz_onesParts_2[1],_zz_onesParts_2[0]}};
  assign _zz_onesParts_3_11 = {_zz_onesParts_3[2],{_zz_onesParts_3[1],_zz_onesParts_3[0]}};
  assign _zz_kLow = ((_zz_kLow_1 || _zz_kLow_8) || (_zz_kLow_10 && _zz_kLow_11));
  assign _zz_kLow_12 = (io_tkeep[12] && (! _zz_kLow_13));
  assign _zz_kLow_14 = io_tkeep[13];
  assign _zz_kLow_15 = (! io_tkeep[14]);
  assign _zz_kLow_16 = io_tkeep[15];
  assign _zz_kLow_17 = ((_zz_kLow_18 || _zz_kLow_28) || (_zz_kLow_30 && _zz_kLow_31));
  assign _zz_kLow_32 = (io_tkeep[13] && (! _zz_kLow_33));
  assign _zz_kLow_34 = io_tkeep[14];
  assign _zz_kLow_35 = (! io_tkeep[15]);
  assign _zz_kLow_36 = ((_zz_kLow_37 || _zz_kLow_47) || (_zz_kLow_49 && _zz_kLow_50));
  assign _zz_kLow_51 = (io_tkeep[14] && (! _zz_kLow_52));
  assign _zz_kLow_53 = ((_zz_kLow_54 || _zz_kLow_64) || (_zz_kLow_66 && _zz_kLow_67));
  assign _zz_kLow_68 = (io_tkeep[14] && (! _zz_kLow_69));
  assign _zz_kLow_1 = ((_zz_kLow_2 || _zz_kLow_4) || (_zz_kLow_6 && _zz_kLow_7));
  assign _zz_kLow_8 = (io_tkeep[10] && (! _zz_kLow_9));
  assign _zz_kLow_10 = io_tkeep[11];
  assign _zz_kLow_11 = (! io_tkeep[12]);
  assign _zz_kLow_13 = io_tkeep[13];
  assign _zz_kLow_18 = ((_zz_kLow_19 || _zz_kLow_24) || (_zz_kLow_26 && _zz_kLow_27));
  assign _zz_kLow_28 = (io_tkeep[11] && (! _zz_kLow_29));
  assign _zz_kLow_30 = io_tkeep[12];
  assign _zz_kLow_31 = (! io_tkeep[13]);
  assign _zz_kLow_33 = io_tkeep[14];
  assign _zz_kLow_37 = ((_zz_kLow_38 || _zz_kLow_43) || (_zz_kLow_45 && _zz_kLow_46));
  assign _zz_kLow_47 = (io_tkeep[10] && (! _zz_kLow_48));
  assign _zz_kLow_49 = io_tkeep[13];
  assign _zz_kLow_50 = (! io_tkeep[14]);
  assign _zz_kLow_52 = io_tkeep[15];
  assign _zz_kLow_54 = ((_zz_kLow_55 || _zz_kLow_60) || (_zz_kLow_62 && _zz_kLow_63));
  assign _zz_kLow_64 = (io_tkeep[10] && (! _zz_kLow_65));
  assign _zz_kLow_66 = io_tkeep[12];
  assign _zz_kLow_67 = (! io_tkeep[13]);
  assign _zz_kLow_69 = io_tkeep[15];
  assign _zz_kLow_2 = (io_tkeep[7] && (! _zz_kLow_3));
  assign _zz_kLow_4 = (io_tkeep[8] && (! _zz_kLow_5));
  assign _zz_kLow_6 = io_tkeep[9];
  assign _zz_kLow_7 = (! io_tkeep[10]);
  assign _zz_kLow_9 = io_tkeep[11];
  assign _zz_kLow_19 = ((_zz_kLow_20 && _zz_kLow_21) || (_zz_kLow_22 && _zz_kLow_23));
  assign _zz_kLow_24 = (io_tkeep[5] && (! _zz_kLow_25));
  assign _zz_kLow_26 = io_tkeep[6];
  assign _zz_kLow_27 = (! io_tkeep[7]);
  assign _zz_kLow_29 = io_tkeep[12];
  assign _zz_kLow_38 = ((_zz_kLow_39 || _zz_kLow_40) || (_zz_kLow_41 && _zz_kLow_42));
  assign _zz_kLow_43 = (io_tkeep[6] && (! _zz_kLow_44));
  assign _zz_kLow_45 = io_tkeep[9];
  assign _zz_kLow_46 = (! io_tkeep[10]);
  assign _zz_kLow_48 = io_tkeep[11];
  assign _zz_kLow_55 = ((_zz_kLow_56 || _zz_kLow_57) || (_zz_kLow_58 && _zz_kLow_59));
  assign _zz_kLow_60 = (io_tkeep[6] && (! _zz_kLow_61));
  assign _zz_kLow_62 = io_tkeep[8];
  assign _zz_kLow_63 = (! io_tkeep[9]);
  assign _zz_kLow_65 = io_tkeep[11];
  assign _zz_kLow_3 = io_tkeep[8];
  assign _zz_kLow_5 = io_tkeep[9];
  assign _zz_kLow_20 = io_tkeep[3];
  assign _zz_kLow_21 = (! io_tkeep[4]);
  assign _zz_kLow_22 = io_tkeep[4];
  assign _zz_kLow_23 = (! io_tkeep[5]);
  assign _zz_kLow_25 = io_tkeep[6];
  assign _zz_kLow_39 = (io_tkeep[1] && (! io_tkeep[2]));
  assign _zz_kLow_40 = (io_tkeep[2] && (! io_tkeep[3]));
  assign _zz_kLow_41 = io_tkeep[5];
  assign _zz_kLow_42 = (! io_tkeep[6]);
  assign _zz_kLow_44 = io_tkeep[7];
  assign _zz_kLow_56 = (io_tkeep[0] && (! io_tkeep[1]));
  assign _zz_kLow_57 = (io_tkeep[2] && (! io_tkeep[3]));
  assign _zz_kLow_58 = io_tkeep[4];
  assign _zz_kLow_59 = (! io_tkeep[5]);
  assign _zz_kLow_61 = io_tkeep[7];
  assign _zz_lastKeepOk = (((((((_zz_lastKeepOk_1 && _zz_lastKeepOk_2) && (_zz_lastKeepOk_3 || _zz_lastKeepOk_4)) && ((! _zz_lastKeepOk_5) || io_tkeep[3])) && ((! io_tkeep[5]) || io_tkeep[4])) && ((! io_tkeep[6]) || io_tkeep[5])) && ((! io_tkeep[7]) || io_tkeep[6])) && ((! io_tkeep[8]) || io_tkeep[7]));
  assign _zz_lastKeepOk_6 = ((! io_tkeep[9]) || io_tkeep[8]);
  assign _zz_lastKeepOk_7 = (! io_tkeep[10]);
  assign _zz_lastKeepOk_8 = io_tkeep[9];
  assign _zz_lastKeepOk_9 = io_tkeep[11];
  assign _zz_lastKeepOk_1 = ((! io_tkeep[1]) || io_tkeep[0]);
  assign _zz_lastKeepOk_2 = ((! io_tkeep[2]) || io_tkeep[1]);
  assign _zz_lastKeepOk_3 = (! io_tkeep[3]);
  assign _zz_lastKeepOk_4 = io_tkeep[2];
  assign _zz_lastKeepOk_5 = io_tkeep[4];
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
    case(_zz_onesParts_0_11)
      3'b000 : _zz_onesParts_0_10 = _zz_onesParts_0_1;
      3'b001 : _zz_onesParts_0_10 = _zz_onesParts_0_2;
      3'b010 : _zz_onesParts_0_10 = _zz_onesParts_0_3;
      3'b011 : _zz_onesParts_0_10 = _zz_onesParts_0_4;
      3'b100 : _zz_onesParts_0_10 = _zz_onesParts_0_5;
      3'b101 : _zz_onesParts_0_10 = _zz_onesParts_0_6;
      3'b110 : _zz_onesParts_0_10 = _zz_onesParts_0_7;
      default : _zz_onesParts_0_10 = _zz_onesParts_0_8;
    endcase
  end

  always @(*) begin
    case(_zz_onesParts_0_13)
      3'b000 : _zz_onesParts_0_12 = _zz_onesParts_0_1;
      3'b001 : _zz_onesParts_0_12 = _zz_onesParts_0_2;
      3'b010 : _zz_onesParts_0_12 = _zz_onesParts_0_3;
      3'b011 : _zz_onesParts_0_12 = _zz_onesParts_0_4;
      3'b100 : _zz_onesParts_0_12 = _zz_onesParts_0_5;
      3'b101 : _zz_onesParts_0_12 = _zz_onesParts_0_6;
      3'b110 : _zz_onesParts_0_12 = _zz_onesParts_0_7;
      default : _zz_onesParts_0_12 = _zz_onesParts_0_8;
    endcase
  end

  always @(*) begin
    case(_zz_onesParts_1_11)
      3'b000 : _zz_onesParts_1_10 = _zz_onesParts_1_1;
      3'b001 : _zz_onesParts_1_10 = _zz_onesParts_1_2;
      3'b010 : _zz_onesParts_1_10 = _zz_onesParts_1_3;
      3'b011 : _zz_onesParts_1_10 = _zz_onesParts_1_4;
      3'b100 : _zz_onesParts_1_10 = _zz_onesParts_1_5;
      3'b101 : _zz_onesParts_1_10 = _zz_onesParts_1_6;
      3'b110 : _zz_onesParts_1_10 = _zz_onesParts_1_7;
      default : _zz_onesParts_1_10 = _zz_onesParts_1_8;
    endcase
  end

  always @(*) begin
    case(_zz_onesParts_1_13)
      3'b000 : _zz_onesParts_1_12 = _zz_onesParts_1_1;
      3'b001 : _zz_onesParts_1_12 = _zz_onesParts_1_2;
      3'b010 : _zz_onesParts_1_12 = _zz_onesParts_1_3;
      3'b011 : _zz_onesParts_1_12 = _zz_onesParts_1_4;
      3'b100 : _zz_onesParts_1_12 = _zz_onesParts_1_5;
      3'b101 : _zz_onesParts_1_12 = _zz_onesParts_1_6;
      3'b110 : _zz_onesParts_1_12 = _zz_onesParts_1_7;
      default : _zz_onesParts_1_12 = _zz_onesParts_1_8;
    endcase
  end

  always @(*) begin
    case(_zz_onesParts_2_11)
      3'b000 : _zz_onesParts_2_10 = _zz_onesParts_2_1;
      3'b001 : _zz_onesParts_2_10 = _zz_onesParts_2_2;
      3'b010 : _zz_onesParts_2_10 = _zz_onesParts_2_3;
      3'b011 : _zz_onesParts_2_10 = _zz_onesParts_2_4;
      3'b100 : _zz_onesParts_2_10 = _zz_onesParts_2_5;
      3'b101 : _zz_onesParts_2_10 = _zz_onesParts_2_6;
      3'b110 : _zz_onesParts_2_10 = _zz_onesParts_2_7;
      default : _zz_onesParts_2_10 = _zz_onesParts_2_8;
    endcase
  end

  always @(*) begin
    case(_zz_onesParts_2_13)
      3'b000 : _zz_onesParts_2_12 = _zz_onesParts_2_1;
      3'b001 : _zz_onesParts_2_12 = _zz_onesParts_2_2;
      3'b010 : _zz_onesParts_2_12 = _zz_onesParts_2_3;
      3'b011 : _zz_onesParts_2_12 = _zz_onesParts_2_4;
      3'b100 : _zz_onesParts_2_12 = _zz_onesParts_2_5;
      3'b101 : _zz_onesParts_2_12 = _zz_onesParts_2_6;
      3'b110 : _zz_onesParts_2_12 = _zz_onesParts_2_7;
      default : _zz_onesParts_2_12 = _zz_onesParts_2_8;
    endcase
  end

  always @(*) begin
    case(_zz_onesParts_3_11)
      3'b000 : _zz_onesParts_3_10 = _zz_onesParts_3_1;
      3'b001 : _zz_onesParts_3_10 = _zz_onesParts_3_2;
      3'b010 : _zz_onesParts_3_10 = _zz_onesParts_3_3;
      3'b011 : _zz_onesParts_3_10 = _zz_onesParts_3_4;
      3'b100 : _zz_onesParts_3_10 = _zz_onesParts_3_5;
      3'b101 : _zz_onesParts_3_10 = _zz_onesParts_3_6;
      3'b110 : _zz_onesParts_3_10 = _zz_onesParts_3_7;
      default : _zz_onesParts_3_10 = _zz_onesParts_3_8;
    endcase
  end

  always @(*) begin
    case(_zz_onesParts_3_13)
      3'b000 : _zz_onesParts_3_12 = _zz_onesParts_3_1;
      3'b001 : _zz_onesParts_3_12 = _zz_onesParts_3_2;
      3'b010 : _zz_onesParts_3_12 = _zz_onesParts_3_3;
      3'b011 : _zz_onesParts_3_12 = _zz_onesParts_3_4;
      3'b100 : _zz_onesParts_3_12 = _zz_onesParts_3_5;
      3'b101 : _zz_onesParts_3_12 = _zz_onesParts_3_6;
      3'b110 : _zz_onesParts_3_12 = _zz_onesParts_3_7;
      default : _zz_onesParts_3_12 = _zz_onesParts_3_8;
    endcase
  end

  assign io_tready = 1'b1;
  assign kLow = {(((_zz_kLow || _zz_kLow_12) || (_zz_kLow_14 && _zz_kLow_15)) || (io_tkeep[14] && (! _zz_kLow_16))),{((_zz_kLow_17 || _zz_kLow_32) || (_zz_kLow_34 && _zz_kLow_35)),{(_zz_kLow_36 || _zz_kLow_51),(_zz_kLow_53 || _zz_kLow_68)}}};
  assign _zz_onesParts_0 = io_tkeep[3 : 0];
  assign _zz_onesParts_1 = io_tkeep[7 : 4];
  assign _zz_onesParts_2 = io_tkeep[11 : 8];
  assign _zz_onesParts_3 = io_tkeep[15 : 12];
  assign _zz_onesParts_0_1 = 3'b000;
  assign _zz_onesParts_0_2 = 3'b001;
  assign _zz_onesParts_0_3 = 3'b001;
  assign _zz_onesParts_0_4 = 3'b010;
  assign _zz_onesParts_0_5 = 3'b001;
  assign _zz_onesParts_0_6 = 3'b010;
  assign _zz_onesParts_0_7 = 3'b010;
  assign _zz_onesParts_0_8 = 3'b011;
  assign onesParts_0 = {1'd0, _zz_onesParts_0_9};
  assign _zz_onesParts_1_1 = 3'b000;
  assign _zz_onesParts_1_2 = 3'b001;
  assign _zz_onesParts_1_3 = 3'b001;
  assign _zz_onesParts_1_4 = 3'b010;
  assign _zz_onesParts_1_5 = 3'b001;
  assign _zz_onesParts_1_6 = 3'b010;
  assign _zz_onesParts_1_7 = 3'b010;
  assign _zz_onesParts_1_8 = 3'b011;
  assign onesParts_1 = {1'd0, _zz_onesParts_1_9};
  assign _zz_onesParts_2_1 = 3'b000;
  assign _zz_onesParts_2_2 = 3'b001;
  assign _zz_onesParts_2_3 = 3'b001;
  assign _zz_onesParts_2_4 = 3'b010;
  assign _zz_onesParts_2_5 = 3'b001;
  assign _zz_onesParts_2_6 = 3'b010;
  assign _zz_onesParts_2_7 = 3'b010;
  assign _zz_onesParts_2_8 = 3'b011;
  assign onesParts_2 = {1'd0, _zz_onesParts_2_9};
  assign _zz_onesParts_3_1 = 3'b000;
  assign _zz_onesParts_3_2 = 3'b001;
  assign _zz_onesParts_3_3 = 3'b001;
  assign _zz_onesParts_3_4 = 3'b010;
  assign _zz_onesParts_3_5 = 3'b001;
  assign _zz_onesParts_3_6 = 3'b010;
  assign _zz_onesParts_3_7 = 3'b010;
  assign _zz_onesParts_3_8 = 3'b011;
  assign onesParts_3 = {1'd0, _zz_onesParts_3_9};
  assign when_Ingress_l44 = (reset || (io_tvalid && io_tlast));
  assign when_Ingress_l46 = (io_tvalid && (! byteCnt[32]));
  always @(*) begin
    hdrNext_0 = hdr_0;
    if(when_Ingress_l61) begin
      hdrNext_0 = io_tdata[7 : 0];
    end
  end

  assign when_Ingress_l61 = (io_tvalid && atHdrBeat_0);
  always @(*) begin
    hdrNext_1 = hdr_1;
    if(when_Ingress_l61_1) begin
      hdrNext_1 = io_tdata[15 : 8];
    end
  end

  assign when_Ingress_l61_1 = (io_tvalid && atHdrBeat_0);
  always @(*) begin
    hdrNext_2 = hdr_2;
    if(when_Ingress_l61_2) begin
      hdrNext_2 = io_tdata[23 : 16];
    end
  end

  assign when_Ingress_l61_2 = (io_tvalid && atHdrBeat_0);
  always @(*) begin
    hdrNext_3 = hdr_3;
    if(when_Ingress_l61_3) begin
      hdrNext_3 = io_tdata[31 : 24];
    end
  end

  assign when_Ingress_l61_3 = (io_tvalid && atHdrBeat_0);
  always @(*) begin
    hdrNext_4 = hdr_4;
    if(when_Ingress_l61_4) begin
      hdrNext_4 = io_tdata[39 : 32];
    end
  end

  assign when_Ingress_l61_4 = (io_tvalid && atHdrBeat_0);
  always @(*) begin
    hdrNext_5 = hdr_5;
    if(when_Ingress_l61_5) begin
      hdrNext_5 = io_tdata[47 : 40];
    end
  end

  assign when_Ingress_l61_5 = (io_tvalid && atHdrBeat_0);
  always @(*) begin
    hdrNext_6 = hdr_6;
    if(when_Ingress_l61_6) begin
      hdrNext_6 = io_tdata[55 : 48];
    end
  end

  assign when_Ingress_l61_6 = (io_tvalid && atHdrBeat_0);
  always @(*) begin
    hdrNext_7 = hdr_7;
    if(when_Ingress_l61_7) begin
      hdrNext_7 = io_tdata[63 : 56];
    end
  end

  assign when_Ingress_l61_7 = (io_tvalid && atHdrBeat_0);
  always @(*) begin
    hdrNext_8 = hdr_8;
    if(when_Ingress_l61_8) begin
      hdrNext_8 = io_tdata[71 : 64];
    end
  end

  assign when_Ingress_l61_8 = (io_tvalid && atHdrBeat_0);
  always @(*) begin
    hdrNext_9 = hdr_9;
    if(when_Ingress_l61_9) begin
      hdrNext_9 = io_tdata[79 : 72];
    end
  end

  assign when_Ingress_l61_9 = (io_tvalid && atHdrBeat_0);
  always @(*) begin
    hdrNext_10 = hdr_10;
    if(when_Ingress_l61_10) begin
      hdrNext_10 = io_tdata[87 : 80];
    end
  end

  assign when_Ingress_l61_10 = (io_tvalid && atHdrBeat_0);
  always @(*) begin
    hdrNext_11 = hdr_11;
    if(when_Ingress_l61_11) begin
      hdrNext_11 = io_tdata[95 : 88];
    end
  end

  assign when_Ingress_l61_11 = (io_tvalid && atHdrBeat_0);
  always @(*) begin
    hdrNext_12 = hdr_12;
    if(when_Ingress_l61_12) begin
      hdrNext_12 = io_tdata[103 : 96];
    end
  end

  assign when_Ingress_l61_12 = (io_tvalid && atHdrBeat_0);
  always @(*) begin
    hdrNext_13 = hdr_13;
    if(when_Ingress_l61_13) begin
      hdrNext_13 = io_tdata[111 : 104];
    end
  end

  assign when_Ingress_l61_13 = (io_tvalid && atHdrBeat_0);
  always @(*) begin
    hdrNext_14 = hdr_14;
    if(when_Ingress_l61_14) begin
      hdrNext_14 = io_tdata[119 : 112];
    end
  end

  assign when_Ingress_l61_14 = (io_tvalid && atHdrBeat_0);
  always @(*) begin
    hdrNext_15 = hdr_15;
    if(when_Ingress_l61_15) begin
      hdrNext_15 = io_tdata[127 : 120];
    end
  end

  assign when_Ingress_l61_15 = (io_tvalid && atHdrBeat_0);
  always @(*) begin
    hdrNext_16 = hdr_16;
    if(when_Ingress_l61_16) begin
      hdrNext_16 = io_tdata[7 : 0];
    end
  end

  assign when_Ingress_l61_16 = (io_tvalid && atHdrBeat_1);
  always @(*) begin
    hdrNext_17 = hdr_17;
    if(when_Ingress_l61_17) begin
      hdrNext_17 = io_tdata[15 : 8];
    end
  end

  assign when_Ingress_l61_17 = (io_tvalid && atHdrBeat_1);
  always @(*) begin
    hdrNext_18 = hdr_18;
    if(when_Ingress_l61_18) begin
      hdrNext_18 = io_tdata[23 : 16];
    end
  end

  assign when_Ingress_l61_18 = (io_tvalid && atHdrBeat_1);
  always @(*) begin
    hdrNext_19 = hdr_19;
    if(when_Ingress_l61_19) begin
      hdrNext_19 = io_tdata[31 : 24];
    end
  end

  assign when_Ingress_l61_19 = (io_tvalid && atHdrBeat_1);
  always @(*) begin
    hdrNext_20 = hdr_20;
    if(when_Ingress_l61_20) begin
      hdrNext_20 = io_tdata[39 : 32];
    end
  end

  assign when_Ingress_l61_20 = (io_tvalid && atHdrBeat_1);
  always @(*) begin
    hdrNext_21 = hdr_21;
    if(when_Ingress_l61_21) begin
      hdrNext_21 = io_tdata[47 : 40];
    end
  end

  assign when_Ingress_l61_21 = (io_tvalid && atHdrBeat_1);
  always @(*) begin
    hdrNext_22 = hdr_22;
    if(when_Ingress_l61_22) begin
      hdrNext_22 = io_tdata[55 : 48];
    end
  end

  assign when_Ingress_l61_22 = (io_tvalid && atHdrBeat_1);
  always @(*) begin
    hdrNext_23 = hdr_23;
    if(when_Ingress_l61_23) begin
      hdrNext_23 = io_tdata[63 : 56];
    end
  end

  assign when_Ingress_l61_23 = (io_tvalid && atHdrBeat_1);
  always @(*) begin
    hdrNext_24 = hdr_24;
    if(when_Ingress_l61_24) begin
      hdrNext_24 = io_tdata[71 : 64];
    end
  end

  assign when_Ingress_l61_24 = (io_tvalid && atHdrBeat_1);
  always @(*) begin
    hdrNext_25 = hdr_25;
    if(when_Ingress_l61_25) begin
      hdrNext_25 = io_tdata[79 : 72];
    end
  end

  assign when_Ingress_l61_25 = (io_tvalid && atHdrBeat_1);
  always @(*) begin
    hdrNext_26 = hdr_26;
    if(when_Ingress_l61_26) begin
      hdrNext_26 = io_tdata[87 : 80];
    end
  end

  assign when_Ingress_l61_26 = (io_tvalid && atHdrBeat_1);
  always @(*) begin
    hdrNext_27 = hdr_27;
    if(when_Ingress_l61_27) begin
      hdrNext_27 = io_tdata[95 : 88];
    end
  end

  assign when_Ingress_l61_27 = (io_tvalid && atHdrBeat_1);
  always @(*) begin
    hdrNext_28 = hdr_28;
    if(when_Ingress_l61_28) begin
      hdrNext_28 = io_tdata[103 : 96];
    end
  end

  assign when_Ingress_l61_28 = (io_tvalid && atHdrBeat_1);
  always @(*) begin
    hdrNext_29 = hdr_29;
    if(when_Ingress_l61_29) begin
      hdrNext_29 = io_tdata[111 : 104];
    end
  end

  assign when_Ingress_l61_29 = (io_tvalid && atHdrBeat_1);
  always @(*) begin
    hdrNext_30 = hdr_30;
    if(when_Ingress_l61_30) begin
      hdrNext_30 = io_tdata[119 : 112];
    end
  end

  assign when_Ingress_l61_30 = (io_tvalid && atHdrBeat_1);
  always @(*) begin
    hdrNext_31 = hdr_31;
    if(when_Ingress_l61_31) begin
      hdrNext_31 = io_tdata[127 : 120];
    end
  end

  assign when_Ingress_l61_31 = (io_tvalid && atHdrBeat_1);
  always @(*) begin
    hdrNext_32 = hdr_32;
    if(when_Ingress_l61_32) begin
      hdrNext_32 = io_tdata[7 : 0];
    end
  end

  assign when_Ingress_l61_32 = (io_tvalid && atHdrBeat_2);
  always @(*) begin
    hdrNext_33 = hdr_33;
    if(when_Ingress_l61_33) begin
      hdrNext_33 = io_tdata[15 : 8];
    end
  end

  assign when_Ingress_l61_33 = (io_tvalid && atHdrBeat_2);
  assign allOnes = (&io_tkeep);
  assign lastKeepOk = (io_tkeep[0] && (((((((_zz_lastKeepOk && _zz_lastKeepOk_6) && (_zz_lastKeepOk_7 || _zz_lastKeepOk_8)) && ((! _zz_lastKeepOk_9) || io_tkeep[10])) && ((! io_tkeep[12]) || io_tkeep[11])) && ((! io_tkeep[13]) || io_tkeep[12])) && ((! io_tkeep[14]) || io_tkeep[13])) && ((! io_tkeep[15]) || io_tkeep[14])));
  assign cntPlusW = (byteCnt + 33'h000000010);
  assign lenNow = {_zz_lenNow[32 : 4],kLow};
  assign tooLong = ((33'h000010000 <= byteCnt) || (allOnes && (33'h00000fff0 <= byteCnt)));
  assign pastCount = ((33'h100000000 <= byteCnt) || (allOnes && (33'h0fffffff0 <= byteCnt)));
  assign runt = ((byteCnt == 33'h0) && (! io_tkeep[13]));
  assign when_Ingress_l103 = (beatIdx != 13'h1fff);
  assign when_Ingress_l104 = ((! io_tlast) && (! allOnes));
  assign ones = (_zz_ones + _zz_ones_1);
  assign parseStage_atEof1 = (sValid && sLast);
  assign io_beatValid = parseStage_wValid;
  assign io_beatData = parseStage_wData;
  assign io_beatFirst = parseStage_wFirst;
  assign io_frame_valid = (parseStage_wValid && parseStage_wLast);
  assign _zz_parseStage_parse_l3 = {hdrNext_12,hdrNext_13};
  assign when_Ingress_l162 = (io_tvalid && io_tlast);
  assign _zz_parseStage_parse_l3_2 = {hdrNext_16,hdrNext_17};
  assign when_Ingress_l162_1 = (io_tvalid && io_tlast);
  assign _zz_parseStage_parse_l3_4 = (_zz_parseStage_parse_l3_1 && _zz_parseStage_parse_l3_3);
  assign _zz_parseStage_parse_ipv6 = {hdrNext_20,hdrNext_21};
  assign when_Ingress_l162_2 = (io_tvalid && io_tlast);
  assign _zz_parseStage_parse_ipv6_2 = (! _zz_parseStage_parse_l3_1);
  assign _zz_parseStage_parse_ipv6_3 = (_zz_parseStage_parse_l3_1 && (! _zz_parseStage_parse_l3_4));
  assign _zz_parseStage_parse_ipv6_4 = (_zz_parseStage_parse_l3_4 && (! (_zz_parseStage_parse_l3_4 && _zz_parseStage_parse_ipv6_1)));
  assign _zz_parseStage_parse_ipv6_5 = {hdrNext_12,hdrNext_13};
  assign when_Ingress_l162_3 = (io_tvalid && io_tlast);
  assign when_Ingress_l162_4 = (io_tvalid && io_tlast);
  assign when_Ingress_l162_5 = (io_tvalid && io_tlast);
  assign when_Ingress_l162_6 = (io_tvalid && io_tlast);
  assign _zz_parseStage_parse_ecn_4 = (((_zz_parseStage_parse_ecn && _zz_parseStage_parse_ecn_1) && _zz_parseStage_parse_ecn_2) && _zz_parseStage_parse_ecn_3);
  assign when_Ingress_l162_7 = (io_tvalid && io_tlast);
  assign when_Ingress_l162_8 = (io_tvalid && io_tlast);
  assign when_Ingress_l162_9 = (io_tvalid && io_tlast);
  assign _zz_parseStage_parse_ipv6_9 = ((_zz_parseStage_parse_ipv6_6 && _zz_parseStage_parse_ipv6_7) && _zz_parseStage_parse_ipv6_8);
  assign _zz_parseStage_parse_ecn_5 = hdr_15[1 : 0];
  assign _zz_parseStage_parse_ecn_6 = hdr_15[5 : 4];
  assign _zz_parseStage_parse_newCsum = {hdr_24,hdr_25};
  assign _zz_parseStage_parse_newCsum_1 = (_zz_parseStage_parse_ecn_5 == 2'b01);
  assign _zz_parseStage_parse_newCsum_2 = (_zz__zz_parseStage_parse_newCsum_2 + (_zz_parseStage_parse_newCsum_1 ? 17'h0fffd : 17'h0fffe));
  assign _zz_parseStage_parse_ipv6_10 = {hdrNext_16,hdrNext_17};
  assign when_Ingress_l162_10 = (io_tvalid && io_tlast);
  assign when_Ingress_l162_11 = (io_tvalid && io_tlast);
  assign when_Ingress_l162_12 = (io_tvalid && io_tlast);
  assign when_Ingress_l162_13 = (io_tvalid && io_tlast);
  assign _zz_parseStage_parse_ecn_11 = (((_zz_parseStage_parse_ecn_7 && _zz_parseStage_parse_ecn_8) && _zz_parseStage_parse_ecn_9) && _zz_parseStage_parse_ecn_10);
  assign when_Ingress_l162_14 = (io_tvalid && io_tlast);
  assign when_Ingress_l162_15 = (io_tvalid && io_tlast);
  assign when_Ingress_l162_16 = (io_tvalid && io_tlast);
  assign _zz_parseStage_parse_ipv6_14 = ((_zz_parseStage_parse_ipv6_11 && _zz_parseStage_parse_ipv6_12) && _zz_parseStage_parse_ipv6_13);
  assign _zz_parseStage_parse_ecn_12 = hdr_19[1 : 0];
  assign _zz_parseStage_parse_ecn_13 = hdr_19[5 : 4];
  assign _zz_parseStage_parse_newCsum_3 = {hdr_28,hdr_29};
  assign _zz_parseStage_parse_newCsum_4 = (_zz_parseStage_parse_ecn_12 == 2'b01);
  assign _zz_parseStage_parse_newCsum_5 = (_zz__zz_parseStage_parse_newCsum_5 + (_zz_parseStage_parse_newCsum_4 ? 17'h0fffd : 17'h0fffe));
  assign _zz_parseStage_parse_ipv6_15 = {hdrNext_20,hdrNext_21};
  assign when_Ingress_l162_17 = (io_tvalid && io_tlast);
  assign when_Ingress_l162_18 = (io_tvalid && io_tlast);
  assign when_Ingress_l162_19 = (io_tvalid && io_tlast);
  assign when_Ingress_l162_20 = (io_tvalid && io_tlast);
  assign _zz_parseStage_parse_ecn_18 = (((_zz_parseStage_parse_ecn_14 && _zz_parseStage_parse_ecn_15) && _zz_parseStage_parse_ecn_16) && _zz_parseStage_parse_ecn_17);
  assign when_Ingress_l162_21 = (io_tvalid && io_tlast);
  assign when_Ingress_l162_22 = (io_tvalid && io_tlast);
  assign when_Ingress_l162_23 = (io_tvalid && io_tlast);
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
  always @(posedge clk) begin
    if(reset) begin
      beatIdx <= 13'h0;
      keepBad <= 1'b0;
      atHdrBeat_0 <= 1'b1;
      atHdrBeat_1 <= 1'b0;
      atHdrBeat_2 <= 1'b0;
      sValid <= 1'b0;
      parseStage_wValid <= 1'b0;
    end else begin
      if(io_tvalid) begin
        atHdrBeat_0 <= io_tlast;
        atHdrBeat_1 <= ((! io_tlast) && atHdrBeat_0);
        atHdrBeat_2 <= ((! io_tlast) && atHdrBeat_1);
      end
      if(io_tvalid) begin
        if(when_Ingress_l103) begin
          beatIdx <= (beatIdx + 13'h0001);
        end
        if(when_Ingress_l104) begin
          keepBad <= 1'b1;
        end
        if(io_tlast) begin
          beatIdx <= 13'h0;
          keepBad <= 1'b0;
        end
      end
      sValid <= io_tvalid;
      parseStage_wValid <= sValid;
    end
  end

  always @(posedge clk) begin
    if(when_Ingress_l44) begin
      byteCnt <= 33'h0;
    end else begin
      if(when_Ingress_l46) begin
        byteCnt <= (byteCnt + 33'h000000010);
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
    if(io_tvalid) begin
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
    sFirst <= (beatIdx == 13'h0);
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
      _zz_parseStage_parse_ecn_1 <= ((33'h000000030 <= byteCnt) || ((byteCnt == 33'h000000020) && io_tkeep[1]));
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
      _zz_parseStage_parse_ipv6_7 <= ((33'h000000040 <= byteCnt) || ((byteCnt == 33'h000000030) && io_tkeep[5]));
    end
    if(when_Ingress_l162_9) begin
      _zz_parseStage_parse_ipv6_8 <= (hdrNext_14[7 : 4] == 4'b0110);
    end
    if(when_Ingress_l162_10) begin
      _zz_parseStage_parse_ecn_7 <= (_zz_parseStage_parse_ipv6_10 == 16'h0800);
    end
    if(when_Ingress_l162_11) begin
      _zz_parseStage_parse_ecn_8 <= ((33'h000000030 <= byteCnt) || ((byteCnt == 33'h000000020) && io_tkeep[5]));
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
      _zz_parseStage_parse_ipv6_12 <= ((33'h000000040 <= byteCnt) || ((byteCnt == 33'h000000030) && io_tkeep[9]));
    end
    if(when_Ingress_l162_16) begin
      _zz_parseStage_parse_ipv6_13 <= (hdrNext_18[7 : 4] == 4'b0110);
    end
    if(when_Ingress_l162_17) begin
      _zz_parseStage_parse_ecn_14 <= (_zz_parseStage_parse_ipv6_15 == 16'h0800);
    end
    if(when_Ingress_l162_18) begin
      _zz_parseStage_parse_ecn_15 <= ((33'h000000030 <= byteCnt) || ((byteCnt == 33'h000000020) && io_tkeep[9]));
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
      _zz_parseStage_parse_ipv6_17 <= ((33'h000000040 <= byteCnt) || ((byteCnt == 33'h000000030) && io_tkeep[13]));
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
      parseStage_len <= (fixAtEof_0 ? {eofInfo_len[15 : 4],ones} : eofInfo_len);
    end
    if(parseStage_atEof1) begin
      parseStage_bytes <= (fixAtEof_1 ? {eofInfo_bytes[31 : 4],ones} : eofInfo_bytes);
    end
    if(parseStage_atEof1) begin
      eofInfo_len_regNextWhen <= eofInfo_len;
    end
  end


endmodule

module w128_ConfigEngine (
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

  w128_Divider div (
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

module w128_RegFile (
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
            busif_reg_rdata <= {16'h0,{8'h12,8'h10}};
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

module w128_Divider (
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
