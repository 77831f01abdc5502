// redline_app_regs: the app block's AXI-Lite slave (BAR2 of Corundum, s_axil_app_ctrl).
// Serves the register-block list (control block, one block per port; offsets and values from
// the generated redline_app_regs.vh) and routes the TM window of port p (TM_BASE +
// p*TM_STRIDE, 4 KiB) to port p's redline_tm. One transaction at a time: AW and W are taken in
// any order and held until both are there; responses are held until bready/rready. Unmapped
// addresses read 0 and ignore writes, with an OKAY response (what Corundum's drivers expect
// when they probe).
`resetall
`timescale 1ns / 1ps
`default_nettype none
module redline_app_regs #(
    parameter PORT_COUNT = 2,
    parameter ADDR_WIDTH = 16,
    parameter DATA_BYTES = 64,
    parameter [31:0] FWD_TAG = 32'h00007fff
) (
    input  wire                    clk,
    input  wire                    rst,

    input  wire [ADDR_WIDTH-1:0]   s_axil_awaddr,
    input  wire [2:0]              s_axil_awprot,
    input  wire                    s_axil_awvalid,
    output wire                    s_axil_awready,
    input  wire [31:0]             s_axil_wdata,
    input  wire [3:0]              s_axil_wstrb,
    input  wire                    s_axil_wvalid,
    output wire                    s_axil_wready,
    output reg  [1:0]              s_axil_bresp,
    output reg                     s_axil_bvalid,
    input  wire                    s_axil_bready,
    input  wire [ADDR_WIDTH-1:0]   s_axil_araddr,
    input  wire [2:0]              s_axil_arprot,
    input  wire                    s_axil_arvalid,
    output wire                    s_axil_arready,
    output reg  [31:0]             s_axil_rdata,
    output reg  [1:0]              s_axil_rresp,
    output reg                     s_axil_rvalid,
    input  wire                    s_axil_rready,

    // to the TMs: shared address/data, one valid/ready per port
    output reg  [11:0]             m_axil_awaddr,
    output reg  [2:0]              m_axil_awprot,
    output wire [PORT_COUNT-1:0]   m_axil_awvalid,
    input  wire [PORT_COUNT-1:0]   m_axil_awready,
    output reg  [31:0]             m_axil_wdata,
    output reg  [3:0]              m_axil_wstrb,
    output wire [PORT_COUNT-1:0]   m_axil_wvalid,
    input  wire [PORT_COUNT-1:0]   m_axil_wready,
    input  wire [PORT_COUNT*2-1:0] m_axil_bresp,
    input  wire [PORT_COUNT-1:0]   m_axil_bvalid,
    output wire [PORT_COUNT-1:0]   m_axil_bready,
    output reg  [11:0]             m_axil_araddr,
    output reg  [2:0]              m_axil_arprot,
    output wire [PORT_COUNT-1:0]   m_axil_arvalid,
    input  wire [PORT_COUNT-1:0]   m_axil_arready,
    input  wire [PORT_COUNT*32-1:0] m_axil_rdata,
    input  wire [PORT_COUNT*2-1:0] m_axil_rresp,
    input  wire [PORT_COUNT-1:0]   m_axil_rvalid,
    output wire [PORT_COUNT-1:0]   m_axil_rready,

    // per-port state
    output reg  [PORT_COUNT-1:0]   port_fwd,
    input  wire [PORT_COUNT-1:0]   port_err,
    input  wire [PORT_COUNT*32-1:0] port_host_discard,
    input  wire [PORT_COUNT*32-1:0] port_drop_cpl,
    input  wire [PORT_COUNT*32-1:0] port_cpl_filtered,
    input  wire [PORT_COUNT*32-1:0] port_fwd_overrun
);

`include "redline_app_regs.vh"

localparam [31:0] TM_SIZE = 32'h00001000;  // redline_tm's 12-bit register map
localparam PW = PORT_COUNT > 1 ? $clog2(PORT_COUNT) : 1;

generate
    if (ADDR_WIDTH < 16 || ADDR_WIDTH > 32) begin : g_bad_addr
        initial $error("redline_app_regs: AXIL_APP_CTRL_ADDR_WIDTH must be 16..32");
    end
    if (PORT_COUNT < 1 || PORT_COUNT > RL_APP_MAX_PORTS) begin : g_bad_ports
        initial $error("redline_app_regs: PORT_COUNT must be 1..8");
    end
    if (RL_APP_TM_BASE % TM_SIZE != 0 || RL_APP_TM_STRIDE % TM_SIZE != 0) begin : g_bad_map
        initial $error("redline_app_regs: TM windows must be 4 KiB aligned");
    end
endgenerate

// ---------------------------------------------------------------------------------------
// Address decode (32-bit arithmetic; addresses past the TM windows are unmapped).
function [31:0] ext;
    input [ADDR_WIDTH-1:0] a;
    begin
        ext = {{(32 - ADDR_WIDTH + 1){1'b0}}, a} & 32'hfffffffc;
    end
endfunction

function tm_hit;
    input [31:0] a;
    integer p;
    begin
        tm_hit = 1'b0;
        for (p = 0; p < PORT_COUNT; p = p + 1) begin
            if (a >= RL_APP_TM_BASE + p * RL_APP_TM_STRIDE && a < RL_APP_TM_BASE + p * RL_APP_TM_STRIDE + TM_SIZE) begin
                tm_hit = 1'b1;
            end
        end
    end
endfunction

function [PW-1:0] tm_port;
    input [31:0] a;
    integer p;
    begin
        tm_port = 0;
        for (p = 0; p < PORT_COUNT; p = p + 1) begin
            if (a >= RL_APP_TM_BASE + p * RL_APP_TM_STRIDE && a < RL_APP_TM_BASE + p * RL_APP_TM_STRIDE + TM_SIZE) begin
                tm_port = p;
            end
        end
    end
endfunction

// Forward mode needs a peer port p^1.
function fwd_allowed;
    input integer p;
    begin
        fwd_allowed = (p ^ 1) < PORT_COUNT;
    end
endfunction

// The register-block list.
function [31:0] local_read;
    input [31:0] a;
    integer p;
    reg [31:0] base;
    begin
        local_read = 32'd0;
        case (a)
            RL_APP_CTRL_BASE + RL_APP_RB_TYPE:         local_read = RL_APP_RB_TYPE_CTRL;
            RL_APP_CTRL_BASE + RL_APP_RB_VER:          local_read = RL_APP_RB_VERSION;
            RL_APP_CTRL_BASE + RL_APP_RB_NEXT:         local_read = RL_APP_PORT_BASE;
            RL_APP_CTRL_BASE + RL_APP_CTRL_PORTS:      local_read = PORT_COUNT;
            RL_APP_CTRL_BASE + RL_APP_CTRL_STATUS:     local_read = port_err;
            RL_APP_CTRL_BASE + RL_APP_CTRL_FWD_TAG:    local_read = FWD_TAG;
            RL_APP_CTRL_BASE + RL_APP_CTRL_DATA_BYTES: local_read = DATA_BYTES;
            default: local_read = 32'd0;
        endcase
        for (p = 0; p < PORT_COUNT; p = p + 1) begin
            base = RL_APP_PORT_BASE + p * RL_APP_PORT_STRIDE;
            if (a == base + RL_APP_RB_TYPE) local_read = RL_APP_RB_TYPE_PORT;
            if (a == base + RL_APP_RB_VER) local_read = RL_APP_RB_VERSION;
            if (a == base + RL_APP_RB_NEXT) local_read = (p == PORT_COUNT - 1) ? 32'd0 : base + RL_APP_PORT_STRIDE;
            if (a == base + RL_APP_PORT_INDEX) local_read = p;
            if (a == base + RL_APP_PORT_TM_OFFSET) local_read = RL_APP_TM_BASE + p * RL_APP_TM_STRIDE;
            if (a == base + RL_APP_PORT_TM_SIZE) local_read = TM_SIZE;
            if (a == base + RL_APP_PORT_FWD) local_read = {31'd0, port_fwd[p]};
            if (a == base + RL_APP_PORT_HOST_DISCARD) local_read = port_host_discard[p*32 +: 32];
            if (a == base + RL_APP_PORT_DROP_CPL) local_read = port_drop_cpl[p*32 +: 32];
            if (a == base + RL_APP_PORT_CPL_FILTERED) local_read = port_cpl_filtered[p*32 +: 32];
            if (a == base + RL_APP_PORT_FWD_OVERRUN) local_read = port_fwd_overrun[p*32 +: 32];
        end
    end
endfunction

// ---------------------------------------------------------------------------------------
// Slave side: hold one AW, one W and one AR.
reg                  aw_held;
reg [ADDR_WIDTH-1:0] aw_addr;
reg [2:0]            aw_prot;
reg                  w_held;
reg [31:0]           w_data;
reg [3:0]            w_strb;
reg                  ar_held;
reg [ADDR_WIDTH-1:0] ar_addr;
reg [2:0]            ar_prot;

assign s_axil_awready = !aw_held;
assign s_axil_wready = !w_held;
assign s_axil_arready = !ar_held;

localparam [1:0] S_IDLE = 2'd0, S_WR_TM = 2'd1, S_RD_TM = 2'd2;
reg [1:0]    state;
reg [PW-1:0] sel;
reg          m_aw_pend;
reg          m_w_pend;
reg          m_ar_pend;
reg          prefer_read;  // alternate when both are waiting

wire [31:0] aw_a = ext(aw_addr);
wire [31:0] ar_a = ext(ar_addr);
wire        wr_ready = aw_held && w_held && !s_axil_bvalid;
wire        rd_ready = ar_held && !s_axil_rvalid;
wire        start_wr = state == S_IDLE && wr_ready && (!rd_ready || !prefer_read);
wire        start_rd = state == S_IDLE && rd_ready && !start_wr;

genvar gp;
generate
    for (gp = 0; gp < PORT_COUNT; gp = gp + 1) begin : g_m
        assign m_axil_awvalid[gp] = state == S_WR_TM && sel == gp && m_aw_pend;
        assign m_axil_wvalid[gp] = state == S_WR_TM && sel == gp && m_w_pend;
        assign m_axil_bready[gp] = state == S_WR_TM && sel == gp && !m_aw_pend && !m_w_pend;
        assign m_axil_arvalid[gp] = state == S_RD_TM && sel == gp && m_ar_pend;
        assign m_axil_rready[gp] = state == S_RD_TM && sel == gp && !m_ar_pend;
    end
endgenerate

integer i;
always @(posedge clk) begin
    if (s_axil_awvalid && s_axil_awready) begin
        aw_addr <= s_axil_awaddr;
        aw_prot <= s_axil_awprot;
    end
    if (s_axil_wvalid && s_axil_wready) begin
        w_data <= s_axil_wdata;
        w_strb <= s_axil_wstrb;
    end
    if (s_axil_arvalid && s_axil_arready) begin
        ar_addr <= s_axil_araddr;
        ar_prot <= s_axil_arprot;
    end

    if (rst) begin
        aw_held <= 1'b0;
        w_held <= 1'b0;
        ar_held <= 1'b0;
        s_axil_bvalid <= 1'b0;
        s_axil_bresp <= 2'b00;
        s_axil_rvalid <= 1'b0;
        s_axil_rresp <= 2'b00;
        s_axil_rdata <= 32'd0;
        state <= S_IDLE;
        sel <= 0;
        m_aw_pend <= 1'b0;
        m_w_pend <= 1'b0;
        m_ar_pend <= 1'b0;
        prefer_read <= 1'b0;
        port_fwd <= {PORT_COUNT{1'b0}};
    end else begin
        if (s_axil_awvalid && s_axil_awready) aw_held <= 1'b1;
        if (s_axil_wvalid && s_axil_wready) w_held <= 1'b1;
        if (s_axil_arvalid && s_axil_arready) ar_held <= 1'b1;
        if (s_axil_bvalid && s_axil_bready) s_axil_bvalid <= 1'b0;
        if (s_axil_rvalid && s_axil_rready) s_axil_rvalid <= 1'b0;

        case (state)
            S_IDLE: begin
                if (start_wr) begin
                    prefer_read <= 1'b1;
                    if (tm_hit(aw_a)) begin
                        sel <= tm_port(aw_a);
                        m_axil_awaddr <= aw_a[11:0];  // window-relative: the windows are 4 KiB aligned
                        m_axil_awprot <= aw_prot;
                        m_axil_wdata <= w_data;
                        m_axil_wstrb <= w_strb;
                        m_aw_pend <= 1'b1;
                        m_w_pend <= 1'b1;
                        state <= S_WR_TM;
                    end else begin
                        for (i = 0; i < PORT_COUNT; i = i + 1) begin
                            if (aw_a == RL_APP_PORT_BASE + i * RL_APP_PORT_STRIDE + RL_APP_PORT_FWD && w_strb[0]) begin
                                port_fwd[i] <= w_data[0] && fwd_allowed(i);
                            end
                        end
                        aw_held <= 1'b0;
                        w_held <= 1'b0;
                        s_axil_bresp <= 2'b00;
                        s_axil_bvalid <= 1'b1;
                    end
                end else if (start_rd) begin
                    prefer_read <= 1'b0;
                    if (tm_hit(ar_a)) begin
                        sel <= tm_port(ar_a);
                        m_axil_araddr <= ar_a[11:0];
                        m_axil_arprot <= ar_prot;
                        m_ar_pend <= 1'b1;
                        state <= S_RD_TM;
                    end else begin
                        ar_held <= 1'b0;
                        s_axil_rdata <= local_read(ar_a);
                        s_axil_rresp <= 2'b00;
                        s_axil_rvalid <= 1'b1;
                    end
                end
            end
            S_WR_TM: begin
                if (m_axil_awready[sel]) m_aw_pend <= 1'b0;
                if (m_axil_wready[sel]) m_w_pend <= 1'b0;
                if (m_axil_bready[sel] && m_axil_bvalid[sel]) begin
                    s_axil_bresp <= m_axil_bresp[sel*2 +: 2];
                    s_axil_bvalid <= 1'b1;
                    aw_held <= 1'b0;
                    w_held <= 1'b0;
                    state <= S_IDLE;
                end
            end
            S_RD_TM: begin
                if (m_axil_arready[sel]) m_ar_pend <= 1'b0;
                if (m_axil_rready[sel] && m_axil_rvalid[sel]) begin
                    s_axil_rdata <= m_axil_rdata[sel*32 +: 32];
                    s_axil_rresp <= m_axil_rresp[sel*2 +: 2];
                    s_axil_rvalid <= 1'b1;
                    ar_held <= 1'b0;
                    state <= S_IDLE;
                end
            end
            default: state <= S_IDLE;
        endcase
    end
end

endmodule
`resetall
