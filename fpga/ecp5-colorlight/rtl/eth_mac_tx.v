`resetall
`timescale 1ns / 1ps
`default_nettype none
// eth_mac_tx: an 8-bit AXI-Stream of L2 frames (no FCS) to GMII, one byte per cycle of the
// 125 MHz transmit clock.
//
// On the wire: 7 x 0x55, 0xD5, the frame, zero bytes up to 60 bytes, the FCS (least
// significant byte first), then IFG idle byte times before the next preamble starts
// (back to back the gap is exactly IFG). tready is high only while frame bytes are taken,
// so it is low during preamble, padding, FCS and the gap.
//
// tuser = 1 on the tlast beat: the frame is still sent, with the bit-inverted FCS, so the
// next receiver drops it (what a cut-through or store-and-forward switch does with a frame it
// already started; dropping it here would need a frame buffer). stat_frame_sent counts it too.
//
// Underrun: the upstream is a store-and-forward FIFO, so a started frame should arrive without
// gaps. If tvalid is low anyway between the first and the tlast beat, the MAC sends one byte
// with gmii_tx_er (the PHY turns it into an error symbol, the far end drops the frame), ends
// the frame on the wire, pulses stat_underrun (not stat_frame_sent), then takes and discards
// the rest of that frame up to its tlast beat, and waits the gap.
//
// Two register stages: the state machine puts each byte into stage 1 (s1_*), and the CRC takes
// its bytes from there, a cycle later. Stage 2 (gmii_*) is what the PHY interface sees; in the
// FCS's four slots it takes the FCS byte from the CRC, which has absorbed the frame's last byte
// by then. The CRC's XOR network thus starts at flip-flops (stage 1's byte and its own state)
// instead of behind the state machine's data multiplexer; in the whole board that chain was
// clk125's critical path (129.8 MHz where 137.5 is asked). The cost is one cycle of latency;
// the bytes on the wire and their timing relative to each other are unchanged.
module eth_mac_tx #(
    parameter IFG = 12   // idle byte times between frames, 1..255 (802.3 asks for >= 12)
) (
    input  wire       clk,
    input  wire       rst,

    // Frames in, without FCS
    input  wire [7:0] s_axis_tdata,
    input  wire       s_axis_tvalid,
    output wire       s_axis_tready,
    input  wire       s_axis_tlast,
    input  wire       s_axis_tuser,

    // GMII to the PHY interface
    output wire [7:0] gmii_txd,
    output wire       gmii_tx_en,
    output wire       gmii_tx_er,

    // One-cycle status pulses
    output wire       stat_frame_sent,
    output wire       stat_underrun
);

localparam [5:0] MIN_LEN = 6'd60;   // shortest frame without FCS; shorter ones are padded
localparam [7:0] GAP_LAST = IFG - 1;

localparam [2:0]
    STATE_IDLE = 3'd0,
    STATE_PREAMBLE = 3'd1,
    STATE_DATA = 3'd2,
    STATE_PAD = 3'd3,
    STATE_FCS = 3'd4,
    STATE_GAP = 3'd5,
    STATE_DRAIN = 3'd6;

reg [2:0] state_reg;
reg [7:0] cnt_reg;   // preamble byte, FCS byte or gap byte index
reg [5:0] len_reg;   // frame bytes sent so far, saturating at 63 (only compared to 60)
// Two flags kept with len_reg, so that no state change waits on len_reg + 1: deciding at the
// tlast byte from len_reg + 1 (a carry chain, a compare, then the state register's enable) was
// clk125's critical path in the routed board (138.3 MHz), and the same at the last padding
// byte was the next one (129.1-133.4 MHz).
reg short_reg;       // len_reg < MIN_LEN - 1: a tlast byte taken now leaves the frame short
reg pad_end_reg;     // len_reg == MIN_LEN - 1: this padding byte is the last
reg bad_reg;         // tuser of the tlast beat: send a wrong FCS

reg [7:0] gmii_txd_reg;     // stage 1: the byte, its enable and error flag
reg gmii_tx_en_reg;
reg gmii_tx_er_reg;
reg s1_crc;                 // stage 1 holds a frame or padding byte: the CRC takes it
reg s1_fcs;                 // stage 1 is FCS slot s1_idx: stage 2 puts in the FCS byte
reg [1:0] s1_idx;
reg stat_frame_sent_reg;
reg stat_underrun_reg;

reg [7:0] out_txd;          // stage 2: the PHY interface
reg out_en;
reg out_er;
reg out_frame_sent;
reg out_underrun;

assign s_axis_tready = (state_reg == STATE_DATA) || (state_reg == STATE_DRAIN);
assign gmii_txd = out_txd;
assign gmii_tx_en = out_en;
assign gmii_tx_er = out_er;
assign stat_frame_sent = out_frame_sent;
assign stat_underrun = out_underrun;

wire [31:0] crc_state;
wire take = (state_reg == STATE_DATA) && s_axis_tvalid;
wire [5:0] len_next = (len_reg == 6'd63) ? len_reg : len_reg + 1'b1;

// The CRC restarts during the preamble and takes the frame bytes and the padding from stage 1
// (a cycle after the state machine put them there); it holds still while the FCS goes out.
eth_crc32 crc_inst (
    .clk(clk),
    .rst(rst),
    .clear(state_reg == STATE_PREAMBLE),
    .data(gmii_txd_reg),
    .valid(s1_crc),
    .crc_state(crc_state)
);

wire [31:0] fcs = bad_reg ? crc_state : ~crc_state;
reg [7:0] fcs_byte;
always @* begin
    case (s1_idx)
        2'd0: fcs_byte = fcs[7:0];
        2'd1: fcs_byte = fcs[15:8];
        2'd2: fcs_byte = fcs[23:16];
        default: fcs_byte = fcs[31:24];
    endcase
end

always @(posedge clk) begin
    out_txd <= s1_fcs ? fcs_byte : gmii_txd_reg;
    out_en <= gmii_tx_en_reg;
    out_er <= gmii_tx_er_reg;
    out_frame_sent <= stat_frame_sent_reg;
    out_underrun <= stat_underrun_reg;
    if (rst) begin
        out_en <= 1'b0;
        out_er <= 1'b0;
        out_frame_sent <= 1'b0;
        out_underrun <= 1'b0;
    end
end

always @(posedge clk) begin
    stat_frame_sent_reg <= 1'b0;
    stat_underrun_reg <= 1'b0;
    gmii_tx_er_reg <= 1'b0;
    s1_crc <= take || state_reg == STATE_PAD;
    s1_fcs <= state_reg == STATE_FCS;
    s1_idx <= cnt_reg[1:0];

    case (state_reg)
        STATE_IDLE: begin
            gmii_txd_reg <= 8'h00;
            gmii_tx_en_reg <= 1'b0;
            if (s_axis_tvalid) begin
                // the first preamble byte goes out now: no extra idle cycle after the gap
                gmii_txd_reg <= 8'h55;
                gmii_tx_en_reg <= 1'b1;
                cnt_reg <= 8'd1;
                state_reg <= STATE_PREAMBLE;
            end
        end
        STATE_PREAMBLE: begin
            gmii_tx_en_reg <= 1'b1;
            cnt_reg <= cnt_reg + 1'b1;
            len_reg <= 6'd0;
            short_reg <= 1'b1;
            pad_end_reg <= 1'b0;
            if (cnt_reg == 8'd7) begin
                gmii_txd_reg <= 8'hD5;
                state_reg <= STATE_DATA;
            end else begin
                gmii_txd_reg <= 8'h55;
            end
        end
        STATE_DATA: begin
            gmii_tx_en_reg <= 1'b1;
            if (s_axis_tvalid) begin
                gmii_txd_reg <= s_axis_tdata;
                len_reg <= len_next;
                short_reg <= len_next < MIN_LEN - 6'd1;
                pad_end_reg <= len_next == MIN_LEN - 6'd1;
                if (s_axis_tlast) begin
                    bad_reg <= s_axis_tuser;
                    cnt_reg <= 8'd0;
                    state_reg <= short_reg ? STATE_PAD : STATE_FCS;
                end
            end else begin
                // underrun: poison the frame on the wire and end it
                gmii_txd_reg <= 8'h00;
                gmii_tx_er_reg <= 1'b1;
                stat_underrun_reg <= 1'b1;
                state_reg <= STATE_DRAIN;
            end
        end
        STATE_PAD: begin
            gmii_txd_reg <= 8'h00;
            gmii_tx_en_reg <= 1'b1;
            len_reg <= len_next;
            pad_end_reg <= len_next == MIN_LEN - 6'd1;
            if (pad_end_reg) begin
                state_reg <= STATE_FCS;
            end
        end
        STATE_FCS: begin
            gmii_txd_reg <= 8'h00;      // stage 2 puts the FCS byte in
            gmii_tx_en_reg <= 1'b1;
            cnt_reg <= cnt_reg + 1'b1;
            if (cnt_reg == 8'd3) begin
                stat_frame_sent_reg <= 1'b1;
                cnt_reg <= 8'd0;
                state_reg <= STATE_GAP;
            end
        end
        STATE_GAP: begin
            gmii_txd_reg <= 8'h00;
            gmii_tx_en_reg <= 1'b0;
            cnt_reg <= cnt_reg + 1'b1;
            if (cnt_reg == GAP_LAST) begin
                state_reg <= STATE_IDLE;
            end
        end
        default: begin // STATE_DRAIN: discard the rest of an underrun frame
            gmii_txd_reg <= 8'h00;
            gmii_tx_en_reg <= 1'b0;
            cnt_reg <= 8'd0;
            if (s_axis_tvalid && s_axis_tlast) begin
                state_reg <= STATE_GAP;
            end
        end
    endcase

    if (rst) begin
        state_reg <= STATE_IDLE;
        s1_crc <= 1'b0;
        s1_fcs <= 1'b0;
        gmii_tx_en_reg <= 1'b0;
        gmii_tx_er_reg <= 1'b0;
        stat_frame_sent_reg <= 1'b0;
        stat_underrun_reg <= 1'b0;
    end
end

endmodule

`resetall
