// regbus_axil: the board's register bus (one clock) as an AXI-Lite master, shaped like the
// s_axil_* port of hw/rtl/redline_tm.v (12-bit byte address, 32-bit data).
//
// Bus: req is a level held until ack; we, addr and wdata are stable while req is high; ack
// is a one-cycle pulse, with rdata for a read. The low 12 bits of addr go to AXI; the board's
// decoder has already chosen this slave, so the upper bits are ignored. A write drives AW and W
// together (each handshake completes on its own), then takes B; a read drives AR, then takes
// R. The bus has no error signal, so bresp/rresp are not reported: a read returns the slave's
// rdata whatever rresp says. Outputs are registers.
`resetall
`timescale 1ns / 1ps
`default_nettype none
module regbus_axil (
    input  wire        clk,
    input  wire        rst,
    input  wire        req,
    input  wire        we,
    input  wire [15:0] addr,
    input  wire [31:0] wdata,
    output reg         ack,
    output reg  [31:0] rdata,

    output reg  [11:0] m_axil_awaddr,
    output wire [2:0]  m_axil_awprot,
    output reg         m_axil_awvalid,
    input  wire        m_axil_awready,
    output reg  [31:0] m_axil_wdata,
    output wire [3:0]  m_axil_wstrb,
    output reg         m_axil_wvalid,
    input  wire        m_axil_wready,
    input  wire [1:0]  m_axil_bresp,
    input  wire        m_axil_bvalid,
    output reg         m_axil_bready,
    output reg  [11:0] m_axil_araddr,
    output wire [2:0]  m_axil_arprot,
    output reg         m_axil_arvalid,
    input  wire        m_axil_arready,
    input  wire [31:0] m_axil_rdata,
    input  wire [1:0]  m_axil_rresp,
    input  wire        m_axil_rvalid,
    output reg         m_axil_rready
);

reg busy;  // a transaction is on AXI; cleared with the ack pulse

assign m_axil_awprot = 3'b000;
assign m_axil_arprot = 3'b000;
assign m_axil_wstrb = 4'hf;

// In the ack cycle req still shows the finished transaction: do not start it again.
wire start = req && !busy && !ack;
wire unused = &{1'b0, addr[15:12], m_axil_bresp, m_axil_rresp};

always @(posedge clk) begin
    if (start) begin
        m_axil_awaddr <= addr[11:0];
        m_axil_araddr <= addr[11:0];
        m_axil_wdata <= wdata;
    end
    if (m_axil_rvalid && m_axil_rready) begin
        rdata <= m_axil_rdata;
    end
end

always @(posedge clk) begin
    if (rst) begin
        busy <= 1'b0;
        ack <= 1'b0;
        m_axil_awvalid <= 1'b0;
        m_axil_wvalid <= 1'b0;
        m_axil_bready <= 1'b0;
        m_axil_arvalid <= 1'b0;
        m_axil_rready <= 1'b0;
    end else begin
        ack <= 1'b0;
        if (start) begin
            busy <= 1'b1;
            m_axil_awvalid <= we;
            m_axil_wvalid <= we;
            m_axil_bready <= we;
            m_axil_arvalid <= !we;
            m_axil_rready <= !we;
        end
        if (m_axil_awvalid && m_axil_awready) begin
            m_axil_awvalid <= 1'b0;
        end
        if (m_axil_wvalid && m_axil_wready) begin
            m_axil_wvalid <= 1'b0;
        end
        if (m_axil_arvalid && m_axil_arready) begin
            m_axil_arvalid <= 1'b0;
        end
        // An AXI slave answers only after the address (and data) handshakes, so B or R ends
        // the transaction.
        if (m_axil_bvalid && m_axil_bready) begin
            m_axil_bready <= 1'b0;
            busy <= 1'b0;
            ack <= 1'b1;
        end
        if (m_axil_rvalid && m_axil_rready) begin
            m_axil_rready <= 1'b0;
            busy <= 1'b0;
            ack <= 1'b1;
        end
    end
end

endmodule
`resetall
