// Generator : SpinalHDL v1.14.2    git head : 78f29dc66110fc099a777992b6daa2f803ab445e
// Component : redline_shaper

`timescale 1ns/1ps

module redline_shaper (
  input  wire [31:0]   io_inc,
  input  wire [55:0]   io_cap,
  input  wire          io_shaped,
  input  wire          io_apply,
  input  wire          io_pop_valid,
  input  wire [15:0]   io_pop_payload,
  output wire          io_allow,
  output wire [57:0]   io_tokens,
  input  wire          clk,
  input  wire          reset
);

  wire       [31:0]   shaper_io_active_minTh;
  wire       [31:0]   shaper_io_active_maxTh;
  wire       [31:0]   shaper_io_active_limit;
  wire       [31:0]   shaper_io_active_qthMin;
  wire       [31:0]   shaper_io_active_qthMax;
  wire       [4:0]    shaper_io_active_wlog;
  wire       [4:0]    shaper_io_active_scellLog;
  wire       [30:0]   shaper_io_active_wlogMask;
  wire       [31:0]   shaper_io_active_delta;
  wire       [31:0]   shaper_io_active_maxP;
  wire       [31:0]   shaper_io_active_mpd;
  wire       [31:0]   shaper_io_active_recipM;
  wire       [0:0]    shaper_io_active_recipSh1;
  wire       [4:0]    shaper_io_active_recipSh2;
  wire       [47:0]   shaper_io_active_gentleStep;
  wire       [30:0]   shaper_io_active_scellMax;
  wire       [31:0]   shaper_io_active_targetMin;
  wire       [31:0]   shaper_io_active_targetMax;
  wire       [1:0]    shaper_io_active_mode;
  wire                shaper_io_active_unit;
  wire                shaper_io_active_gentle;
  wire                shaper_io_active_harddrop;
  wire                shaper_io_active_nodrop;
  wire                shaper_io_active_adaptive;
  reg        [31:0]   shaper_io_active_inc;
  reg        [55:0]   shaper_io_active_cap;
  reg                 shaper_io_active_shaped;
  wire       [31:0]   shaper_io_active_seed;
  wire       [15:0]   shaper_io_active_cyclesPerUs;
  wire       [57:0]   shaper_io_capLessInc;
  wire                shaper_io_allow;
  wire       [57:0]   shaper__zz_io_tokens;
  wire       [57:0]   _zz_io_capLessInc;
  wire       [57:0]   _zz_io_capLessInc_1;
  wire       [57:0]   _zz_io_capLessInc_2;
  wire       [57:0]   _zz_io_capLessInc_3;
  wire       [621:0]  _zz_io_active_minTh;

  assign _zz_io_capLessInc = _zz_io_capLessInc_1;
  assign _zz_io_capLessInc_1 = {2'd0, io_cap};
  assign _zz_io_capLessInc_2 = _zz_io_capLessInc_3;
  assign _zz_io_capLessInc_3 = {26'd0, io_inc};
  shp_Shaper shaper (
    .io_active_minTh       (shaper_io_active_minTh[31:0]      ), //i
    .io_active_maxTh       (shaper_io_active_maxTh[31:0]      ), //i
    .io_active_limit       (shaper_io_active_limit[31:0]      ), //i
    .io_active_qthMin      (shaper_io_active_qthMin[31:0]     ), //i
    .io_active_qthMax      (shaper_io_active_qthMax[31:0]     ), //i
    .io_active_wlog        (shaper_io_active_wlog[4:0]        ), //i
    .io_active_scellLog    (shaper_io_active_scellLog[4:0]    ), //i
    .io_active_wlogMask    (shaper_io_active_wlogMask[30:0]   ), //i
    .io_active_delta       (shaper_io_active_delta[31:0]      ), //i
    .io_active_maxP        (shaper_io_active_maxP[31:0]       ), //i
    .io_active_mpd         (shaper_io_active_mpd[31:0]        ), //i
    .io_active_recipM      (shaper_io_active_recipM[31:0]     ), //i
    .io_active_recipSh1    (shaper_io_active_recipSh1         ), //i
    .io_active_recipSh2    (shaper_io_active_recipSh2[4:0]    ), //i
    .io_active_gentleStep  (shaper_io_active_gentleStep[47:0] ), //i
    .io_active_scellMax    (shaper_io_active_scellMax[30:0]   ), //i
    .io_active_targetMin   (shaper_io_active_targetMin[31:0]  ), //i
    .io_active_targetMax   (shaper_io_active_targetMax[31:0]  ), //i
    .io_active_mode        (shaper_io_active_mode[1:0]        ), //i
    .io_active_unit        (shaper_io_active_unit             ), //i
    .io_active_gentle      (shaper_io_active_gentle           ), //i
    .io_active_harddrop    (shaper_io_active_harddrop         ), //i
    .io_active_nodrop      (shaper_io_active_nodrop           ), //i
    .io_active_adaptive    (shaper_io_active_adaptive         ), //i
    .io_active_inc         (shaper_io_active_inc[31:0]        ), //i
    .io_active_cap         (shaper_io_active_cap[55:0]        ), //i
    .io_active_shaped      (shaper_io_active_shaped           ), //i
    .io_active_seed        (shaper_io_active_seed[31:0]       ), //i
    .io_active_cyclesPerUs (shaper_io_active_cyclesPerUs[15:0]), //i
    .io_capLessInc         (shaper_io_capLessInc[57:0]        ), //i
    .io_apply              (io_apply                          ), //i
    .io_pop_valid          (io_pop_valid                      ), //i
    .io_pop_payload        (io_pop_payload[15:0]              ), //i
    .io_allow              (shaper_io_allow                   ), //o
    ._zz_io_tokens         (shaper__zz_io_tokens[57:0]        ), //o
    .clk                   (clk                               ), //i
    .reset                 (reset                             )  //i
  );
  assign _zz_io_active_minTh = 622'h0;
  assign shaper_io_active_minTh = _zz_io_active_minTh[31 : 0];
  assign shaper_io_active_maxTh = _zz_io_active_minTh[63 : 32];
  assign shaper_io_active_limit = _zz_io_active_minTh[95 : 64];
  assign shaper_io_active_qthMin = _zz_io_active_minTh[127 : 96];
  assign shaper_io_active_qthMax = _zz_io_active_minTh[159 : 128];
  assign shaper_io_active_wlog = _zz_io_active_minTh[164 : 160];
  assign shaper_io_active_scellLog = _zz_io_active_minTh[169 : 165];
  assign shaper_io_active_wlogMask = _zz_io_active_minTh[200 : 170];
  assign shaper_io_active_delta = _zz_io_active_minTh[232 : 201];
  assign shaper_io_active_maxP = _zz_io_active_minTh[264 : 233];
  assign shaper_io_active_mpd = _zz_io_active_minTh[296 : 265];
  assign shaper_io_active_recipM = _zz_io_active_minTh[328 : 297];
  assign shaper_io_active_recipSh1 = _zz_io_active_minTh[329 : 329];
  assign shaper_io_active_recipSh2 = _zz_io_active_minTh[334 : 330];
  assign shaper_io_active_gentleStep = _zz_io_active_minTh[382 : 335];
  assign shaper_io_active_scellMax = _zz_io_active_minTh[413 : 383];
  assign shaper_io_active_targetMin = _zz_io_active_minTh[445 : 414];
  assign shaper_io_active_targetMax = _zz_io_active_minTh[477 : 446];
  assign shaper_io_active_mode = _zz_io_active_minTh[479 : 478];
  assign shaper_io_active_unit = _zz_io_active_minTh[480];
  assign shaper_io_active_gentle = _zz_io_active_minTh[481];
  assign shaper_io_active_harddrop = _zz_io_active_minTh[482];
  assign shaper_io_active_nodrop = _zz_io_active_minTh[483];
  assign shaper_io_active_adaptive = _zz_io_active_minTh[484];
  always @(*) begin
    shaper_io_active_inc = _zz_io_active_minTh[516 : 485];
    shaper_io_active_inc = io_inc;
  end

  always @(*) begin
    shaper_io_active_cap = _zz_io_active_minTh[572 : 517];
    shaper_io_active_cap = io_cap;
  end

  always @(*) begin
    shaper_io_active_shaped = _zz_io_active_minTh[573];
    shaper_io_active_shaped = io_shaped;
  end

  assign shaper_io_active_seed = _zz_io_active_minTh[605 : 574];
  assign shaper_io_active_cyclesPerUs = _zz_io_active_minTh[621 : 606];
  assign shaper_io_capLessInc = ($signed(_zz_io_capLessInc) - $signed(_zz_io_capLessInc_2));
  assign io_allow = shaper_io_allow;
  assign io_tokens = shaper__zz_io_tokens;

endmodule

module shp_Shaper (
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
  output wire [57:0]   _zz_io_tokens,
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
  assign _zz_io_tokens = tokens;
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
