// axis_width_up: 8-bit to (8 x BYTES)-bit AXI-Stream packer (BYTES a power of two, 2 to 16).
//
// Bytes are packed little-endian (AXI-Stream byte order): the first byte of the frame is
// m_axis_tdata[7:0], as the traffic manager expects. A word leaves when it has BYTES bytes or
// when the frame ends; the last word's tkeep is contiguous from byte 0, and its unkept lanes
// hold stale bytes (don't care in AXI-Stream). m_axis_tuser is the OR of the tuser of the
// word's bytes, so an error flag on the last byte reaches the last word.
// Full throughput: one byte per clock in, as long as the output is taken.
//
// The output register is also the assembly register: byte n of a word is written straight into
// lane n (each lane's flip-flops have D = s_axis_tdata and their own clock enable), so the data
// path needs no multiplexer. The input waits only while a finished word is not taken.
`resetall
`timescale 1ns / 1ps
`default_nettype none
module axis_width_up #(
    parameter BYTES = 4
) (
    input  wire                 clk,
    input  wire                 rst,
    input  wire [7:0]           s_axis_tdata,
    input  wire                 s_axis_tvalid,
    output wire                 s_axis_tready,
    input  wire                 s_axis_tlast,
    input  wire                 s_axis_tuser,
    output reg  [8*BYTES-1:0]   m_axis_tdata,
    output reg  [BYTES-1:0]     m_axis_tkeep,
    output reg                  m_axis_tvalid,
    input  wire                 m_axis_tready,
    output reg                  m_axis_tlast,
    output reg                  m_axis_tuser
);

localparam LW = $clog2(BYTES);
localparam [LW-1:0] LAST_LANE = BYTES - 1;

generate
    if (BYTES < 2 || BYTES > 16 || (BYTES & (BYTES - 1)) != 0) begin : g_bad_bytes
        initial $error("axis_width_up: BYTES must be 2, 4, 8 or 16");
    end
endgenerate

reg [LW-1:0] lane;  // lane of the next byte; 0 = a new word starts

wire take = s_axis_tvalid && s_axis_tready;
wire finish = s_axis_tlast || lane == LAST_LANE;

assign s_axis_tready = !m_axis_tvalid || m_axis_tready;

integer i;
always @(posedge clk) begin
    for (i = 0; i < BYTES; i = i + 1) begin
        if (take && lane == i) m_axis_tdata[8*i +: 8] <= s_axis_tdata;
    end
    if (take) begin
        // Lanes 0..lane are filled: a thermometer code of the lane just written.
        for (i = 0; i < BYTES; i = i + 1) begin
            m_axis_tkeep[i] <= lane >= i;
        end
        m_axis_tlast <= s_axis_tlast;
        m_axis_tuser <= s_axis_tuser || (m_axis_tuser && lane != {LW{1'b0}});
    end
end

always @(posedge clk) begin
    if (rst) begin
        lane <= {LW{1'b0}};
        m_axis_tvalid <= 1'b0;
    end else begin
        if (take) begin
            lane <= finish ? {LW{1'b0}} : lane + 1'b1;
        end
        if (take && finish) begin
            m_axis_tvalid <= 1'b1;
        end else if (m_axis_tready) begin
            m_axis_tvalid <= 1'b0;
        end
    end
end

endmodule
`resetall
