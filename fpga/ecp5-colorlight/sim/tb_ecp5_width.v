// tb_ecp5_width: test top for axis_width_up and axis_width_down (cocotb-tests/
// test_ecp5_plumbing.py) at BYTES bytes per wide word. Three independent paths on one clock:
//   up_s (8)  -> axis_width_up   -> up_m (8 x BYTES)
//   dn_s (8 x BYTES) -> axis_width_down -> dn_m (8)
//   rt_s (8)  -> axis_width_up -> [mid_stall gate] -> axis_width_down -> rt_m (8)
// mid_stall = 1 hides the middle beat from the unpacker and holds the packer (backpressure
// inside the round trip, driven at random by the test).
`resetall
`timescale 1ns / 1ps
`default_nettype none
module tb_ecp5_width #(
    parameter BYTES = 4
) (
    input  wire        clk,
    input  wire        rst,
    input  wire [7:0]  up_s_axis_tdata,
    input  wire        up_s_axis_tvalid,
    output wire        up_s_axis_tready,
    input  wire        up_s_axis_tlast,
    input  wire        up_s_axis_tuser,
    output wire [8*BYTES-1:0] up_m_axis_tdata,
    output wire [BYTES-1:0]  up_m_axis_tkeep,
    output wire        up_m_axis_tvalid,
    input  wire        up_m_axis_tready,
    output wire        up_m_axis_tlast,
    output wire        up_m_axis_tuser,
    input  wire [8*BYTES-1:0] dn_s_axis_tdata,
    input  wire [BYTES-1:0]  dn_s_axis_tkeep,
    input  wire        dn_s_axis_tvalid,
    output wire        dn_s_axis_tready,
    input  wire        dn_s_axis_tlast,
    input  wire        dn_s_axis_tuser,
    output wire [7:0]  dn_m_axis_tdata,
    output wire        dn_m_axis_tvalid,
    input  wire        dn_m_axis_tready,
    output wire        dn_m_axis_tlast,
    output wire        dn_m_axis_tuser,
    input  wire [7:0]  rt_s_axis_tdata,
    input  wire        rt_s_axis_tvalid,
    output wire        rt_s_axis_tready,
    input  wire        rt_s_axis_tlast,
    input  wire        rt_s_axis_tuser,
    output wire [7:0]  rt_m_axis_tdata,
    output wire        rt_m_axis_tvalid,
    input  wire        rt_m_axis_tready,
    output wire        rt_m_axis_tlast,
    output wire        rt_m_axis_tuser,
    input  wire        mid_stall
);

axis_width_up #(.BYTES(BYTES)) up (
    .clk(clk), .rst(rst),
    .s_axis_tdata(up_s_axis_tdata), .s_axis_tvalid(up_s_axis_tvalid), .s_axis_tready(up_s_axis_tready),
    .s_axis_tlast(up_s_axis_tlast), .s_axis_tuser(up_s_axis_tuser),
    .m_axis_tdata(up_m_axis_tdata), .m_axis_tkeep(up_m_axis_tkeep), .m_axis_tvalid(up_m_axis_tvalid),
    .m_axis_tready(up_m_axis_tready), .m_axis_tlast(up_m_axis_tlast), .m_axis_tuser(up_m_axis_tuser)
);

axis_width_down #(.BYTES(BYTES)) dn (
    .clk(clk), .rst(rst),
    .s_axis_tdata(dn_s_axis_tdata), .s_axis_tkeep(dn_s_axis_tkeep), .s_axis_tvalid(dn_s_axis_tvalid),
    .s_axis_tready(dn_s_axis_tready), .s_axis_tlast(dn_s_axis_tlast), .s_axis_tuser(dn_s_axis_tuser),
    .m_axis_tdata(dn_m_axis_tdata), .m_axis_tvalid(dn_m_axis_tvalid), .m_axis_tready(dn_m_axis_tready),
    .m_axis_tlast(dn_m_axis_tlast), .m_axis_tuser(dn_m_axis_tuser)
);

wire [8*BYTES-1:0] mid_tdata;
wire [BYTES-1:0]  mid_tkeep;
wire        mid_tvalid, mid_tready, mid_tlast, mid_tuser;

axis_width_up #(.BYTES(BYTES)) rt_up (
    .clk(clk), .rst(rst),
    .s_axis_tdata(rt_s_axis_tdata), .s_axis_tvalid(rt_s_axis_tvalid), .s_axis_tready(rt_s_axis_tready),
    .s_axis_tlast(rt_s_axis_tlast), .s_axis_tuser(rt_s_axis_tuser),
    .m_axis_tdata(mid_tdata), .m_axis_tkeep(mid_tkeep), .m_axis_tvalid(mid_tvalid),
    .m_axis_tready(mid_tready && !mid_stall), .m_axis_tlast(mid_tlast), .m_axis_tuser(mid_tuser)
);

axis_width_down #(.BYTES(BYTES)) rt_dn (
    .clk(clk), .rst(rst),
    .s_axis_tdata(mid_tdata), .s_axis_tkeep(mid_tkeep), .s_axis_tvalid(mid_tvalid && !mid_stall),
    .s_axis_tready(mid_tready), .s_axis_tlast(mid_tlast), .s_axis_tuser(mid_tuser),
    .m_axis_tdata(rt_m_axis_tdata), .m_axis_tvalid(rt_m_axis_tvalid), .m_axis_tready(rt_m_axis_tready),
    .m_axis_tlast(rt_m_axis_tlast), .m_axis_tuser(rt_m_axis_tuser)
);

endmodule
`resetall
