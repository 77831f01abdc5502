`resetall
`timescale 1ns / 1ps
`default_nettype none
// eth_mac_rx: GMII (8 bits per cycle, rx_clk domain) to an 8-bit AXI-Stream of L2 frames
// without preamble, SFD and FCS.
//
// There is no tready: the consumer is a store-and-forward FIFO that takes every beat and
// drops a frame whose tlast beat carries tuser = 1. tuser = 1 means: the FCS is wrong, the PHY
// signalled gmii_rx_er inside the frame (preamble included), the frame is shorter than 64
// bytes with its FCS (runt), or it grew past MAX_FRAME bytes with its FCS (it is cut there:
// tlast comes right away and the rest is ignored until gmii_rx_dv falls). A frame that ends
// before its 5th byte delivers no beat at all; it still counts as a runt.
//
// Exactly one status pulse per frame that got past its SFD, on the cycle of its tlast beat, by
// priority: stat_rx_er, stat_too_long, stat_runt, stat_bad_fcs, else stat_frame_ok.
//
// Preamble: any number (also none) of 0x55 bytes, then 0xD5. Anything else with
// gmii_rx_dv set is ignored until gmii_rx_dv falls. gmii_rx_er without gmii_rx_dv (carrier
// extension, false carrier) and the RGMII in-band status bytes between frames are ignored.
//
// Why a 5-byte delay line: the FCS is stripped, but the end of the frame is only known on the
// cycle after its last FCS byte, when gmii_rx_dv is low. By then the delay line holds the four
// FCS bytes plus the last payload byte, which goes out with tlast; and the CRC register has
// taken the whole frame, so the FCS check compares a register with a constant (short path).
module eth_mac_rx #(
    parameter MAX_FRAME = 1518   // longest good frame in bytes, FCS included (>= 64)
) (
    input  wire       clk,
    input  wire       rst,

    // GMII from the PHY interface (rx_clk domain)
    input  wire [7:0] gmii_rxd,
    input  wire       gmii_rx_dv,
    input  wire       gmii_rx_er,

    // Frames out, FCS stripped
    output wire [7:0] m_axis_tdata,
    output wire       m_axis_tvalid,
    output wire       m_axis_tlast,
    output wire       m_axis_tuser,

    // One-cycle status pulses, one per frame
    output wire       stat_frame_ok,
    output wire       stat_bad_fcs,
    output wire       stat_runt,
    output wire       stat_too_long,
    output wire       stat_rx_er
);

function integer clog2;
    input integer v;
    integer n;
    begin
        n = 0;
        while ((1 << n) < v)
            n = n + 1;
        clog2 = n;
    end
endfunction

localparam CW = clog2(MAX_FRAME + 1);          // byte counter, 0..MAX_FRAME
localparam [CW-1:0] CNT_MAX = MAX_FRAME;
localparam [CW-1:0] CNT_MIN = 64;               // shortest good frame with its FCS
localparam [CW-1:0] CNT_OUT = 5;                // bytes in the delay line before output starts
localparam [31:0] CRC_RESIDUE = 32'hDEBB20E3;   // CRC register after a frame with a good FCS

localparam [1:0]
    STATE_IDLE = 2'd0,
    STATE_PREAMBLE = 2'd1,
    STATE_DATA = 2'd2,
    STATE_SKIP = 2'd3;

reg [1:0] state_reg;

// Input register: keeps the IDDR-to-logic paths short.
reg [7:0] rxd_reg;
reg dv_reg;
reg er_reg;

reg [CW-1:0] cnt_reg;   // bytes of the frame taken so far, FCS included
reg [39:0] delay_reg;   // the last 5 bytes, [39:32] the oldest
reg err_reg;            // gmii_rx_er seen in this frame

reg [7:0] m_axis_tdata_reg;
reg m_axis_tvalid_reg;
reg m_axis_tlast_reg;
reg m_axis_tuser_reg;

reg stat_frame_ok_reg;
reg stat_bad_fcs_reg;
reg stat_runt_reg;
reg stat_too_long_reg;
reg stat_rx_er_reg;

assign m_axis_tdata = m_axis_tdata_reg;
assign m_axis_tvalid = m_axis_tvalid_reg;
assign m_axis_tlast = m_axis_tlast_reg;
assign m_axis_tuser = m_axis_tuser_reg;

assign stat_frame_ok = stat_frame_ok_reg;
assign stat_bad_fcs = stat_bad_fcs_reg;
assign stat_runt = stat_runt_reg;
assign stat_too_long = stat_too_long_reg;
assign stat_rx_er = stat_rx_er_reg;

wire in_frame = (state_reg == STATE_DATA) && dv_reg;
wire [31:0] crc_state;

// The CRC runs over every byte after the SFD, FCS included, and restarts between frames.
eth_crc32 crc_inst (
    .clk(clk),
    .rst(rst),
    .clear(state_reg != STATE_DATA),
    .data(rxd_reg),
    .valid(in_frame),
    .crc_state(crc_state)
);

wire err_now = err_reg || er_reg;
wire runt = cnt_reg < CNT_MIN;
wire bad_fcs = crc_state != CRC_RESIDUE;
wire have_out = cnt_reg >= CNT_OUT;

always @(posedge clk) begin
    rxd_reg <= gmii_rxd;
    dv_reg <= gmii_rx_dv;
    er_reg <= gmii_rx_er;

    m_axis_tvalid_reg <= 1'b0;
    m_axis_tlast_reg <= 1'b0;
    m_axis_tuser_reg <= 1'b0;
    stat_frame_ok_reg <= 1'b0;
    stat_bad_fcs_reg <= 1'b0;
    stat_runt_reg <= 1'b0;
    stat_too_long_reg <= 1'b0;
    stat_rx_er_reg <= 1'b0;

    case (state_reg)
        STATE_IDLE: begin
            err_reg <= dv_reg && er_reg;
            cnt_reg <= {CW{1'b0}};
            if (dv_reg) begin
                if (rxd_reg == 8'h55) begin
                    state_reg <= STATE_PREAMBLE;
                end else if (rxd_reg == 8'hD5) begin
                    state_reg <= STATE_DATA;
                end else begin
                    state_reg <= STATE_SKIP;
                end
            end
        end
        STATE_PREAMBLE: begin
            err_reg <= err_reg || (dv_reg && er_reg);
            if (!dv_reg) begin
                state_reg <= STATE_IDLE;   // no SFD: nothing was delivered, nothing to count
            end else if (rxd_reg == 8'hD5) begin
                state_reg <= STATE_DATA;
            end else if (rxd_reg != 8'h55) begin
                state_reg <= STATE_SKIP;
            end
        end
        STATE_DATA: begin
            m_axis_tdata_reg <= delay_reg[39:32];
            if (dv_reg) begin
                delay_reg <= {delay_reg[31:0], rxd_reg};
                cnt_reg <= cnt_reg + 1'b1;
                err_reg <= err_now;
                if (cnt_reg == CNT_MAX) begin
                    // one byte beyond MAX_FRAME: end the frame here, flagged
                    m_axis_tvalid_reg <= 1'b1;
                    m_axis_tlast_reg <= 1'b1;
                    m_axis_tuser_reg <= 1'b1;
                    stat_rx_er_reg <= err_now;
                    stat_too_long_reg <= !err_now;
                    state_reg <= STATE_SKIP;
                end else begin
                    m_axis_tvalid_reg <= have_out;
                end
            end else begin
                // end of frame: the oldest byte is the last one before the FCS
                m_axis_tvalid_reg <= have_out;
                m_axis_tlast_reg <= have_out;
                m_axis_tuser_reg <= have_out && (err_reg || runt || bad_fcs);
                stat_rx_er_reg <= err_reg;
                stat_runt_reg <= !err_reg && runt;
                stat_bad_fcs_reg <= !err_reg && !runt && bad_fcs;
                stat_frame_ok_reg <= !err_reg && !runt && !bad_fcs;
                state_reg <= STATE_IDLE;
            end
        end
        default: begin // STATE_SKIP: wait for the end of a frame we do not deliver (any more)
            if (!dv_reg) begin
                state_reg <= STATE_IDLE;
            end
        end
    endcase

    if (rst) begin
        state_reg <= STATE_IDLE;
        dv_reg <= 1'b0;
        er_reg <= 1'b0;
        m_axis_tvalid_reg <= 1'b0;
        m_axis_tlast_reg <= 1'b0;
        m_axis_tuser_reg <= 1'b0;
        stat_frame_ok_reg <= 1'b0;
        stat_bad_fcs_reg <= 1'b0;
        stat_runt_reg <= 1'b0;
        stat_too_long_reg <= 1'b0;
        stat_rx_er_reg <= 1'b0;
    end
end

endmodule

`resetall
