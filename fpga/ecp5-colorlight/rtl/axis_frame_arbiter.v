// axis_frame_arbiter: two 8-bit AXI-Stream inputs onto one output, switching only between
// frames. Input 0 carries traffic, input 1 management replies. Round robin: when both have a
// frame waiting, the input that did not send the previous frame goes next, so neither starves
// (each waits at most one frame of the other).
//
// Between frames the arbiter spends one cycle choosing: `grant` is a register, so the data
// multiplexer is one LUT4 per bit and the output register loads through its clock enable.
// The cost is one idle cycle per frame, which a MAC's inter-frame gap hides. Within a frame a
// gapless input leaves gapless at one byte per clock (the output register is refilled in the
// cycle it is emptied).
`resetall
`timescale 1ns / 1ps
`default_nettype none
module axis_frame_arbiter (
    input  wire       clk,
    input  wire       rst,
    input  wire [7:0] s0_axis_tdata,
    input  wire       s0_axis_tvalid,
    output wire       s0_axis_tready,
    input  wire       s0_axis_tlast,
    input  wire       s0_axis_tuser,
    input  wire [7:0] s1_axis_tdata,
    input  wire       s1_axis_tvalid,
    output wire       s1_axis_tready,
    input  wire       s1_axis_tlast,
    input  wire       s1_axis_tuser,
    output reg  [7:0] m_axis_tdata,
    output reg        m_axis_tvalid,
    input  wire       m_axis_tready,
    output reg        m_axis_tlast,
    output reg        m_axis_tuser
);

reg in_frame;  // `grant` is locked to a frame until its tlast beat has been taken
reg grant;     // the input being passed (or that passed the last frame)

wire out_free = !m_axis_tvalid || m_axis_tready;
wire g_valid = grant ? s1_axis_tvalid : s0_axis_tvalid;
wire g_last = grant ? s1_axis_tlast : s0_axis_tlast;
wire take = in_frame && out_free && g_valid;

assign s0_axis_tready = in_frame && out_free && !grant;
assign s1_axis_tready = in_frame && out_free && grant;

always @(posedge clk) begin
    if (take) begin
        m_axis_tdata <= grant ? s1_axis_tdata : s0_axis_tdata;
        m_axis_tlast <= g_last;
        m_axis_tuser <= grant ? s1_axis_tuser : s0_axis_tuser;
    end
end

always @(posedge clk) begin
    if (rst) begin
        in_frame <= 1'b0;
        grant <= 1'b1;  // so that input 0 wins the first tie
        m_axis_tvalid <= 1'b0;
    end else begin
        if (!in_frame) begin
            // A waiting input keeps tvalid up until its beat is taken (AXI-Stream), so the
            // choice can be locked before the first beat. Both waiting: the other one's turn.
            if (s0_axis_tvalid || s1_axis_tvalid) begin
                in_frame <= 1'b1;
                grant <= (s0_axis_tvalid && s1_axis_tvalid) ? !grant : s1_axis_tvalid;
            end
        end else if (take && g_last) begin
            in_frame <= 1'b0;
        end
        if (take) begin
            m_axis_tvalid <= 1'b1;
        end else if (m_axis_tready) begin
            m_axis_tvalid <= 1'b0;
        end
    end
end

endmodule
`resetall
