// Generator : SpinalHDL v1.14.2    git head : 78f29dc66110fc099a777992b6daa2f803ab445e
// Component : redline_draw_stream

`timescale 1ns/1ps

module redline_draw_stream (
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
  wire       [5:0]    fifo_io_occupancy;
  wire       [5:0]    fifo_io_availability;
  wire                constFloorDiv_io_out_valid;
  wire       [20:0]   constFloorDiv_io_out_payload;
  wire                constFloorDiv_1_io_out_valid;
  wire       [19:0]   constFloorDiv_1_io_out_payload;
  wire                constFloorDiv_2_io_out_valid;
  wire       [18:0]   constFloorDiv_2_io_out_payload;
  wire                constFloorDiv_3_io_out_valid;
  wire       [18:0]   constFloorDiv_3_io_out_payload;
  wire                constFloorDiv_4_io_out_valid;
  wire       [18:0]   constFloorDiv_4_io_out_payload;
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
  wire       [18:0]   _zz_draw_f_7_1;
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
  wire       [31:0]   _zz_draw_f_0;
  wire       [30:0]   _zz_draw_f_1;
  wire       [20:0]   _zz_draw_f_2;
  wire       [29:0]   _zz_draw_f_3;
  wire       [19:0]   _zz_draw_f_4;
  wire       [19:0]   _zz_draw_f_5;
  wire       [18:0]   _zz_draw_f_6;
  wire       [28:0]   _zz_draw_f_7;
  wire       [18:0]   _zz_draw_f_8;
  wire       [18:0]   _zz_draw_f_9;
  wire       [18:0]   _zz_draw_f_10;
  wire       [18:0]   _zz_draw_f_11;
  wire                io_pop_fire;

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
  assign _zz_draw_f_7_1 = _zz_draw_f_7[18:0];
  assign _zz_credits = (credits - _zz_credits_1);
  assign _zz_credits_2 = issue;
  assign _zz_credits_1 = {5'd0, _zz_credits_2};
  assign _zz_credits_4 = io_pop_fire;
  assign _zz_credits_3 = {5'd0, _zz_credits_4};
  drw_StreamFifo fifo (
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
    .io_flush             (io_load                       ), //i
    .io_occupancy         (fifo_io_occupancy[5:0]        ), //o
    .io_availability      (fifo_io_availability[5:0]     ), //o
    .clk                  (clk                           ), //i
    .reset                (reset                         )  //i
  );
  drw_ConstFloorDiv constFloorDiv (
    .io_in_valid    (v8                                ), //i
    .io_in_payload  (n8[31:0]                          ), //i
    .io_out_valid   (constFloorDiv_io_out_valid        ), //o
    .io_out_payload (constFloorDiv_io_out_payload[20:0]), //o
    .clk            (clk                               ), //i
    .reset          (reset                             )  //i
  );
  drw_ConstFloorDiv_1 constFloorDiv_1 (
    .io_in_valid    (v8                                  ), //i
    .io_in_payload  (n8[31:0]                            ), //i
    .io_out_valid   (constFloorDiv_1_io_out_valid        ), //o
    .io_out_payload (constFloorDiv_1_io_out_payload[19:0]), //o
    .clk            (clk                                 ), //i
    .reset          (reset                               )  //i
  );
  drw_ConstFloorDiv_2 constFloorDiv_2 (
    .io_in_valid    (v8                                  ), //i
    .io_in_payload  (n8[31:0]                            ), //i
    .io_out_valid   (constFloorDiv_2_io_out_valid        ), //o
    .io_out_payload (constFloorDiv_2_io_out_payload[18:0]), //o
    .clk            (clk                                 ), //i
    .reset          (reset                               )  //i
  );
  drw_ConstFloorDiv_3 constFloorDiv_3 (
    .io_in_valid    (v8                                  ), //i
    .io_in_payload  (n8[31:0]                            ), //i
    .io_out_valid   (constFloorDiv_3_io_out_valid        ), //o
    .io_out_payload (constFloorDiv_3_io_out_payload[18:0]), //o
    .clk            (clk                                 ), //i
    .reset          (reset                               )  //i
  );
  drw_ConstFloorDiv_4 constFloorDiv_4 (
    .io_in_valid    (v8                                  ), //i
    .io_in_payload  (n8[31:0]                            ), //i
    .io_out_valid   (constFloorDiv_4_io_out_valid        ), //o
    .io_out_payload (constFloorDiv_4_io_out_payload[18:0]), //o
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
  assign draw_f_6 = ((19'h7ffff < _zz_draw_f_6) ? 19'h7ffff : _zz_draw_f_6);
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
  assign io_pop_fire = (fifo_io_pop_valid && io_out_ready);
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

module drw_ConstFloorDiv_4 (
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

module drw_ConstFloorDiv_3 (
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

module drw_ConstFloorDiv_2 (
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

module drw_ConstFloorDiv_1 (
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

module drw_ConstFloorDiv (
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

module drw_StreamFifo (
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
  input  wire          io_flush,
  output wire [5:0]    io_occupancy,
  output wire [5:0]    io_availability,
  input  wire          clk,
  input  wire          reset
);

  reg        [260:0]  logic_ram_spinal_port1;
  wire       [260:0]  _zz_logic_ram_port;
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
  wire       [260:0]  _zz_logic_pop_sync_readPort_rsp_qR;
  wire       [227:0]  _zz_logic_pop_sync_readPort_rsp_f_0;
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
  wire                logic_pop_sync_readArbitration_fire;
  reg        [5:0]    logic_pop_sync_popReg;
  reg [260:0] logic_ram [0:31];

  assign _zz_logic_ram_port = {{logic_push_onRam_write_payload_data_f_11,{logic_push_onRam_write_payload_data_f_10,{logic_push_onRam_write_payload_data_f_9,{logic_push_onRam_write_payload_data_f_8,{logic_push_onRam_write_payload_data_f_7,{logic_push_onRam_write_payload_data_f_6,{logic_push_onRam_write_payload_data_f_5,{logic_push_onRam_write_payload_data_f_4,{logic_push_onRam_write_payload_data_f_3,{logic_push_onRam_write_payload_data_f_2,{logic_push_onRam_write_payload_data_f_1,logic_push_onRam_write_payload_data_f_0}}}}}}}}}}},{logic_push_onRam_write_payload_data_zero,logic_push_onRam_write_payload_data_qR}};
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
  assign _zz_logic_pop_sync_readPort_rsp_f_0 = _zz_logic_pop_sync_readPort_rsp_qR[260 : 33];
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
