// Generator : SpinalHDL v1.14.2    git head : 78f29dc66110fc099a777992b6daa2f803ab445e
// Component : redline_serial_idle_decay

`timescale 1ns/1ps

module redline_serial_idle_decay (
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
