// redline_tm: picks the generated variant for DATA_WIDTH (32, 64, 128, 256 or 512), so that plain
// Verilog users and Corundum's parameterized builds need no JVM. The variants themselves are
// generated from hw/src/main/scala and committed under hw/gen/.
`resetall
`timescale 1ns / 1ps
`default_nettype none
module redline_tm #(
    parameter DATA_WIDTH = 64,
    parameter KEEP_WIDTH = DATA_WIDTH / 8,
    // Packet buffer: 262144 bytes in every 64..512-bit product variant; 4096 selects the small
    // 64-bit test variant (full-buffer tests and formal proofs). DATA_WIDTH 32 is the ECP5
    // variant (LFE5U-25F) and needs BUF_BYTES 32768; DATA_WIDTH 128 with BUF_BYTES 32768 is the
    // other ECP5 variant.
    parameter BUF_BYTES = 262144,
    // Linux's int qcount is 32 bits. 8 selects a test variant with the count narrowed (64 bits
    // with BUF_BYTES 4096, or 32 bits with 32768), whose tests reach its sign change and wrap.
    parameter COUNT_BITS = 32,
    // 1 selects a build with the compare-only decision loop (docs/linerate.md), which holds its
    // input (s_axis_tready low) while it waits: 64 bits with BUF_BYTES 4096 (behavioural) or
    // 512 with 262144 (UltraScale+ primitives; sim/xilinx_prims.v simulates them).
    parameter LOOP = 0
) (
    input  wire                  clk,
    input  wire                  reset,
    input  wire [DATA_WIDTH-1:0] s_axis_tdata,
    input  wire [KEEP_WIDTH-1:0] s_axis_tkeep,
    input  wire                  s_axis_tvalid,
    output wire                  s_axis_tready,
    input  wire                  s_axis_tlast,
    input  wire                  s_axis_tuser,
    output wire [DATA_WIDTH-1:0] m_axis_tdata,
    output wire [KEEP_WIDTH-1:0] m_axis_tkeep,
    output wire                  m_axis_tvalid,
    input  wire                  m_axis_tready,
    output wire                  m_axis_tlast,
    output wire                  m_axis_tuser,
    input  wire [11:0]           s_axil_awaddr,
    input  wire [2:0]            s_axil_awprot,
    input  wire                  s_axil_awvalid,
    output wire                  s_axil_awready,
    input  wire [31:0]           s_axil_wdata,
    input  wire [3:0]            s_axil_wstrb,
    input  wire                  s_axil_wvalid,
    output wire                  s_axil_wready,
    output wire [1:0]            s_axil_bresp,
    output wire                  s_axil_bvalid,
    input  wire                  s_axil_bready,
    input  wire [11:0]           s_axil_araddr,
    input  wire [2:0]            s_axil_arprot,
    input  wire                  s_axil_arvalid,
    output wire                  s_axil_arready,
    output wire [31:0]           s_axil_rdata,
    output wire [1:0]            s_axil_rresp,
    output wire                  s_axil_rvalid,
    input  wire                  s_axil_rready,
    output wire                  dec_valid,
    output wire [1:0]            dec_action,
    output wire [2:0]            dec_reason,
    output wire [63:0]           dec_qavg,
    output wire [31:0]           dec_backlog,
    output wire [15:0]           dec_len
);

`define REDLINE_PORTS \
    .clk(clk), .reset(reset), \
    .s_axis_tdata(s_axis_tdata), .s_axis_tkeep(s_axis_tkeep), .s_axis_tvalid(s_axis_tvalid), \
    .s_axis_tready(s_axis_tready), .s_axis_tlast(s_axis_tlast), .s_axis_tuser(s_axis_tuser), \
    .m_axis_tdata(m_axis_tdata), .m_axis_tkeep(m_axis_tkeep), .m_axis_tvalid(m_axis_tvalid), \
    .m_axis_tready(m_axis_tready), .m_axis_tlast(m_axis_tlast), .m_axis_tuser(m_axis_tuser), \
    .s_axil_awaddr(s_axil_awaddr), .s_axil_awprot(s_axil_awprot), .s_axil_awvalid(s_axil_awvalid), \
    .s_axil_awready(s_axil_awready), .s_axil_wdata(s_axil_wdata), .s_axil_wstrb(s_axil_wstrb), \
    .s_axil_wvalid(s_axil_wvalid), .s_axil_wready(s_axil_wready), .s_axil_bresp(s_axil_bresp), \
    .s_axil_bvalid(s_axil_bvalid), .s_axil_bready(s_axil_bready), .s_axil_araddr(s_axil_araddr), \
    .s_axil_arprot(s_axil_arprot), .s_axil_arvalid(s_axil_arvalid), .s_axil_arready(s_axil_arready), \
    .s_axil_rdata(s_axil_rdata), .s_axil_rresp(s_axil_rresp), .s_axil_rvalid(s_axil_rvalid), \
    .s_axil_rready(s_axil_rready), .dec_valid(dec_valid), .dec_action(dec_action), \
    .dec_reason(dec_reason), .dec_qavg(dec_qavg), .dec_backlog(dec_backlog), .dec_len(dec_len)

generate
    if (LOOP != 0) begin : g_loop
        if (COUNT_BITS == 32 && DATA_WIDTH == 64 && BUF_BYTES == 4096) begin : g_w64_b4k_loop
            redline_tm_w64_b4k_loop tm (`REDLINE_PORTS);
        end else if (COUNT_BITS == 32 && DATA_WIDTH == 512 && BUF_BYTES == 262144) begin : g_w512_loop_xcup
            redline_tm_w512_loop_xcup tm (`REDLINE_PORTS);
        end else begin : g_bad_loop
            initial $error("redline_tm: LOOP 1 exists only at 64 bits with BUF_BYTES 4096 and at 512 with 262144");
        end
    end else if (COUNT_BITS != 32) begin : g_narrow
        if (COUNT_BITS == 8 && DATA_WIDTH == 64 && BUF_BYTES == 4096) begin : g_w64_b4k_c8
            redline_tm_w64_b4k_c8 tm (`REDLINE_PORTS);
        end else if (COUNT_BITS == 8 && DATA_WIDTH == 32 && BUF_BYTES == 32768) begin : g_w32_b32k_c8
            redline_tm_w32_b32k_c8 tm (`REDLINE_PORTS);
        end else begin : g_bad_count
            initial $error("redline_tm: COUNT_BITS 8 exists only at 64 bits with BUF_BYTES 4096 and at 32 with 32768");
        end
    end else if (DATA_WIDTH == 64 && BUF_BYTES == 4096) begin : g_w64_b4k
        redline_tm_w64_b4k tm (`REDLINE_PORTS);
    end else if (DATA_WIDTH == 32 && BUF_BYTES == 32768) begin : g_w32_b32k
        redline_tm_w32_b32k tm (`REDLINE_PORTS);
    end else if (DATA_WIDTH == 128 && BUF_BYTES == 32768) begin : g_w128_b32k
        redline_tm_w128_b32k tm (`REDLINE_PORTS);
    end else if (DATA_WIDTH == 32) begin : g_bad_buf32
        initial $error("redline_tm: DATA_WIDTH 32 needs BUF_BYTES 32768");
    end else if (BUF_BYTES != 262144) begin : g_bad_buf
        initial $error("redline_tm: BUF_BYTES must be 262144 (or 4096 with DATA_WIDTH 64, 32768 with 128)");
    end else if (DATA_WIDTH == 64) begin : g_w64
        redline_tm_w64 tm (`REDLINE_PORTS);
    end else if (DATA_WIDTH == 128) begin : g_w128
        redline_tm_w128 tm (`REDLINE_PORTS);
    end else if (DATA_WIDTH == 256) begin : g_w256
        redline_tm_w256 tm (`REDLINE_PORTS);
    end else if (DATA_WIDTH == 512) begin : g_w512
        redline_tm_w512 tm (`REDLINE_PORTS);
    end else begin : g_bad_width
        initial $error("redline_tm: DATA_WIDTH must be 32, 64, 128, 256 or 512");
    end
endgenerate

`undef REDLINE_PORTS
endmodule
`resetall
