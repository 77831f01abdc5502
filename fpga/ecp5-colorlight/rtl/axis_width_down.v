// axis_width_down: (8 x BYTES)-bit to 8-bit AXI-Stream unpacker (BYTES a power of two, 2 to 16).
//
// Bytes leave little-endian (s_axis_tdata[7:0] first). tkeep is honoured on every word as a
// byte count: the bytes sent are 0 .. index of the highest kept byte (frames are packed, so
// tkeep is all ones except on the last word, where it is contiguous from byte 0). A word with
// tkeep 0 is taken as one byte. m_axis_tlast is set on the last byte of a tlast word, and
// m_axis_tuser carries the word's tuser on its last byte (where a frame error flag belongs).
// Full throughput: the next word is taken in the cycle the current one's last byte leaves, so
// the narrow side sends one byte per clock.
//
// The word shifts down a byte per byte sent. Whether the next update of `word` is a load or a
// shift depends on registers only (busy, fin), so each data bit costs one LUT4 (select, new
// byte, byte above, ...) and the load/shift condition reaches the flip-flops as their shared
// clock enable.
`resetall
`timescale 1ns / 1ps
`default_nettype none
module axis_width_down #(
    parameter BYTES = 4
) (
    input  wire                 clk,
    input  wire                 rst,
    input  wire [8*BYTES-1:0]   s_axis_tdata,
    input  wire [BYTES-1:0]     s_axis_tkeep,
    input  wire                 s_axis_tvalid,
    output wire                 s_axis_tready,
    input  wire                 s_axis_tlast,
    input  wire                 s_axis_tuser,
    output wire [7:0]           m_axis_tdata,
    output wire                 m_axis_tvalid,
    input  wire                 m_axis_tready,
    output wire                 m_axis_tlast,
    output wire                 m_axis_tuser
);

localparam W = 8 * BYTES;
localparam LW = $clog2(BYTES);

generate
    if (BYTES < 2 || BYTES > 16 || (BYTES & (BYTES - 1)) != 0) begin : g_bad_bytes
        initial $error("axis_width_down: BYTES must be 2, 4, 8 or 16");
    end
endgenerate

reg [W-1:0]  word;       // word[7:0] is the byte being sent
reg [LW-1:0] left;       // bytes of the word still to send after word[7:0]
reg          fin;        // left == 0: word[7:0] is the word's last byte
reg          busy;
reg          word_last;
reg          word_user;

wire unused_keep0 = s_axis_tkeep[0];  // byte 0 is always sent
wire next_is_load = !busy || fin;
wire load = s_axis_tvalid && s_axis_tready;
wire shift = busy && m_axis_tready && !fin;

// Bytes after byte 0 = index of the highest kept byte.
reg [LW-1:0] in_left;
integer k;
always @* begin
    in_left = {LW{1'b0}};
    for (k = 1; k < BYTES; k = k + 1) begin
        if (s_axis_tkeep[k]) in_left = k[LW-1:0];
    end
end

assign s_axis_tready = !busy || (fin && m_axis_tready);
assign m_axis_tdata  = word[7:0];
assign m_axis_tvalid = busy;
assign m_axis_tlast  = word_last && fin;
assign m_axis_tuser  = word_user && fin;

always @(posedge clk) begin
    if (load || shift) begin
        // The top byte is never sent after a shift, so it takes the input either way.
        word <= next_is_load ? s_axis_tdata : {s_axis_tdata[W-1 -: 8], word[W-1:8]};
    end
    if (load) begin
        word_last <= s_axis_tlast;
        word_user <= s_axis_tuser;
    end
end

always @(posedge clk) begin
    if (rst) begin
        busy <= 1'b0;
        left <= {LW{1'b0}};
        fin <= 1'b0;
    end else if (load) begin
        busy <= 1'b1;
        left <= in_left;
        fin <= s_axis_tkeep[BYTES-1:1] == {(BYTES-1){1'b0}};
    end else if (shift) begin
        left <= left - 1'b1;
        fin <= left == {{(LW-1){1'b0}}, 1'b1};
    end else if (busy && m_axis_tready) begin
        busy <= 1'b0;  // the last byte left and no new word came
    end
end

endmodule
`resetall
