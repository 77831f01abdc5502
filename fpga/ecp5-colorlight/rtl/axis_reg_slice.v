// axis_reg_slice: an AXI-Stream register slice (skid buffer) that cuts every combinational
// path between its two sides: m_axis_* and s_axis_tready all come from flip-flops.
//
// Used where a handshake would otherwise cross the die in one clk125 cycle: between port B's
// receive FIFO and port A's arbiter (the FIFO sits by port B's pins, the arbiter and port A's
// MAC by port A's), and between the TM's output FIFO (block RAMs anywhere) and port B's
// 128->8 unpacker.
//
// Full throughput: one beat per clock in and out while the output is taken. When the output
// stalls, the beat already accepted goes to the skid register and s_axis_tready drops one cycle
// later; the skid is emptied first when the output moves again. Nothing is lost or reordered.
`resetall
`timescale 1ns / 1ps
`default_nettype none
module axis_reg_slice #(
    parameter DATA_WIDTH = 8,
    parameter KEEP_WIDTH = (DATA_WIDTH + 7) / 8
) (
    input  wire                  clk,
    input  wire                  rst,
    input  wire [DATA_WIDTH-1:0] s_axis_tdata,
    input  wire [KEEP_WIDTH-1:0] s_axis_tkeep,
    input  wire                  s_axis_tvalid,
    output wire                  s_axis_tready,
    input  wire                  s_axis_tlast,
    input  wire                  s_axis_tuser,
    output wire [DATA_WIDTH-1:0] m_axis_tdata,
    output wire [KEEP_WIDTH-1:0] m_axis_tkeep,
    output reg                   m_axis_tvalid,
    input  wire                  m_axis_tready,
    output wire                  m_axis_tlast,
    output wire                  m_axis_tuser
);

localparam W = DATA_WIDTH + KEEP_WIDTH + 2;

reg [W-1:0] out_word;   // the output register: {tuser, tlast, tkeep, tdata}
reg [W-1:0] skid_word;  // a beat accepted while the output stalled
reg         skid_valid;

wire [W-1:0] in_word = {s_axis_tuser, s_axis_tlast, s_axis_tkeep, s_axis_tdata};
wire out_free = !m_axis_tvalid || m_axis_tready;  // the output register takes a beat now

assign s_axis_tready = !skid_valid;
assign {m_axis_tuser, m_axis_tlast, m_axis_tkeep, m_axis_tdata} = out_word;

always @(posedge clk) begin
    if (out_free) begin
        out_word <= skid_valid ? skid_word : in_word;
    end
    if (!out_free && !skid_valid) begin
        skid_word <= in_word;
    end
end

always @(posedge clk) begin
    if (rst) begin
        m_axis_tvalid <= 1'b0;
        skid_valid <= 1'b0;
    end else if (out_free) begin
        m_axis_tvalid <= skid_valid || s_axis_tvalid;
        skid_valid <= 1'b0;
    end else if (s_axis_tvalid && !skid_valid) begin
        skid_valid <= 1'b1;
    end
end

endmodule
`resetall
