// tb_ecp5_regbus: test top for regbus_cdc + regbus_axil (cocotb-tests/test_ecp5_plumbing.py):
// the register-bus master on a_clk, the crossing, and the AXI-Lite master on b_clk, whose
// m_axil_* port the test serves with a cocotbext-axi AxiLiteRam. The B-side bus is brought
// out (b_*) so that the test can check its protocol.
`resetall
`timescale 1ns / 1ps
`default_nettype none
module tb_ecp5_regbus (
    input  wire        a_clk,
    input  wire        a_rst,
    input  wire        a_req,
    input  wire        a_we,
    input  wire [15:0] a_addr,
    input  wire [31:0] a_wdata,
    output wire        a_ack,
    output wire [31:0] a_rdata,
    input  wire        b_clk,
    input  wire        b_rst,
    output wire        b_req,
    output wire        b_we,
    output wire [15:0] b_addr,
    output wire [31:0] b_wdata,
    output wire        b_ack,
    output wire [31:0] b_rdata,
    output wire [11:0] m_axil_awaddr,
    output wire [2:0]  m_axil_awprot,
    output wire        m_axil_awvalid,
    input  wire        m_axil_awready,
    output wire [31:0] m_axil_wdata,
    output wire [3:0]  m_axil_wstrb,
    output wire        m_axil_wvalid,
    input  wire        m_axil_wready,
    input  wire [1:0]  m_axil_bresp,
    input  wire        m_axil_bvalid,
    output wire        m_axil_bready,
    output wire [11:0] m_axil_araddr,
    output wire [2:0]  m_axil_arprot,
    output wire        m_axil_arvalid,
    input  wire        m_axil_arready,
    input  wire [31:0] m_axil_rdata,
    input  wire [1:0]  m_axil_rresp,
    input  wire        m_axil_rvalid,
    output wire        m_axil_rready
);

regbus_cdc cdc (
    .a_clk(a_clk), .a_rst(a_rst), .a_req(a_req), .a_we(a_we), .a_addr(a_addr), .a_wdata(a_wdata),
    .a_ack(a_ack), .a_rdata(a_rdata),
    .b_clk(b_clk), .b_rst(b_rst), .b_req(b_req), .b_we(b_we), .b_addr(b_addr), .b_wdata(b_wdata),
    .b_ack(b_ack), .b_rdata(b_rdata)
);

regbus_axil axil (
    .clk(b_clk), .rst(b_rst), .req(b_req), .we(b_we), .addr(b_addr), .wdata(b_wdata),
    .ack(b_ack), .rdata(b_rdata),
    .m_axil_awaddr(m_axil_awaddr), .m_axil_awprot(m_axil_awprot), .m_axil_awvalid(m_axil_awvalid),
    .m_axil_awready(m_axil_awready), .m_axil_wdata(m_axil_wdata), .m_axil_wstrb(m_axil_wstrb),
    .m_axil_wvalid(m_axil_wvalid), .m_axil_wready(m_axil_wready), .m_axil_bresp(m_axil_bresp),
    .m_axil_bvalid(m_axil_bvalid), .m_axil_bready(m_axil_bready), .m_axil_araddr(m_axil_araddr),
    .m_axil_arprot(m_axil_arprot), .m_axil_arvalid(m_axil_arvalid), .m_axil_arready(m_axil_arready),
    .m_axil_rdata(m_axil_rdata), .m_axil_rresp(m_axil_rresp), .m_axil_rvalid(m_axil_rvalid),
    .m_axil_rready(m_axil_rready)
);

endmodule
`resetall
