// axis_frame_fifo_async: store-and-forward AXI-Stream frame FIFO between two unrelated clocks.
//
// Write side (s_clk): no tready. The writer (a MAC receiver, or a paced TM output) cannot be
// stalled, so a frame that does not fit is dropped whole: once a beat finds the FIFO full, the
// rest of that frame is discarded and the write pointer goes back to the frame's start. A frame
// whose tlast beat has tuser = 1 (bad FCS, runt, ...) is dropped the same way. Every frame end
// pulses stat_frame_in, and exactly one of: nothing (accepted), stat_drop_bad (tuser on tlast,
// whether or not it also overflowed) or stat_drop_full (overflowed), so
//     frames in = accepted + drop_bad + drop_full.
//
// Read side (m_clk): only complete frames are visible, and a frame that has started leaves
// without gaps (it is entirely in the RAM). The commit is crossed as a Gray-coded count of
// committed frames, not as a word pointer: a commit pointer jumps by a whole frame, which would
// change several Gray bits at once, whereas the frame count steps by one per committed frame (at
// most one per s_clk edge), so a 2-flop synchroniser only ever sees one bit in flight. The read
// pointer (one step per m_clk edge at most) goes back to the write side the usual way.
//
// Frame boundaries on the read side come from bits stored with each word: tlast, and "the next
// word is this frame's tlast" (next_last). With next_last the reader knows whether the word it
// read last ended a frame without looking at the RAM output in the same cycle: the EBR's
// clock-to-output (~6 ns) leaves no time for logic at 125 MHz, so the RAM output only feeds
// flip-flops. To set next_last the writer holds each word for one beat before writing it (a tlast
// word is written in the next cycle). A frame's first word is the exception (its own tlast is
// not known one word early): the reader waits one cycle after reading it, and keeps it in the
// RAM output register meanwhile, so that the pause is before the frame and not inside it.
//
// Capacity: 2^ADDR_WIDTH words in the RAM; the read side holds up to 2 more words in its
// output stage (the RAM output register and m_axis), whose RAM slots are already free.
//
// s_room (s_clk, registered) is for a writer that can wait between frames (the TM output): 1
// means a frame of up to ROOM_WORDS words started now will fit (default: a 1522-byte frame).
// It is computed from the write side's view of the read pointer, which lags, so it is never
// optimistic; it stays 0 if ROOM_WORDS >= 2^ADDR_WIDTH. Unconnected, it costs nothing.
//
// tkeep (KEEP_WIDTH > 1): frames are packed, i.e. tkeep is all ones except on the last beat,
// where it is contiguous from byte 0 and not zero. Only the number of bytes is stored, in a
// log2(KEEP_WIDTH)-bit field that holds next_last on the other words, so that 32 data bits + 2
// + tlast = 35 bits fit one 36-bit wide DP16KD (512 words). At DATA_WIDTH 8 a word is 10 bits.
//
// Resets: each side has its own synchronous reset in its own domain. Assumption: both are
// asserted together (overlapping, each for a few cycles of its clock) at start-up, and neither
// side is reset alone while the other runs; a one-sided reset would desynchronise the pointers.
`resetall
`timescale 1ns / 1ps
`default_nettype none
module axis_frame_fifo_async #(
    parameter DATA_WIDTH = 8,
    parameter KEEP_WIDTH = DATA_WIDTH / 8,
    parameter ADDR_WIDTH = 11,
    parameter ROOM_WORDS = (1522 + KEEP_WIDTH - 1) / KEEP_WIDTH
) (
    input  wire                  s_clk,
    input  wire                  s_rst,
    input  wire [DATA_WIDTH-1:0] s_axis_tdata,
    input  wire [KEEP_WIDTH-1:0] s_axis_tkeep,
    input  wire                  s_axis_tvalid,
    input  wire                  s_axis_tlast,
    input  wire                  s_axis_tuser,
    output reg                   stat_frame_in,
    output reg                   stat_drop_full,
    output reg                   stat_drop_bad,
    output reg                   s_room,

    input  wire                  m_clk,
    input  wire                  m_rst,
    output wire [DATA_WIDTH-1:0] m_axis_tdata,
    output wire [KEEP_WIDTH-1:0] m_axis_tkeep,
    output wire                  m_axis_tvalid,
    input  wire                  m_axis_tready,
    output wire                  m_axis_tlast
);

localparam AW = ADDR_WIDTH;
// Side field of a word: the byte count - 1 on a tlast word, next_last (bit 0) on the others.
localparam XW = (KEEP_WIDTH > 1) ? $clog2(KEEP_WIDTH) : 1;
localparam MW = DATA_WIDTH + XW + 1;  // {tlast, side, data}

generate
    if (KEEP_WIDTH * 8 != DATA_WIDTH || (KEEP_WIDTH & (KEEP_WIDTH - 1)) != 0) begin : g_bad_keep
        initial $error("axis_frame_fifo_async: KEEP_WIDTH must be DATA_WIDTH/8, a power of two");
    end
    if (ADDR_WIDTH < 2) begin : g_bad_addr
        initial $error("axis_frame_fifo_async: ADDR_WIDTH must be at least 2");
    end
endgenerate

function [AW:0] bin2gray(input [AW:0] b);
    bin2gray = b ^ (b >> 1);
endfunction

function [AW:0] gray2bin(input [AW:0] g);
    integer i;
    begin
        gray2bin[AW] = g[AW];
        for (i = AW - 1; i >= 0; i = i - 1) begin
            gray2bin[i] = gray2bin[i + 1] ^ g[i];
        end
    end
endfunction

reg [MW-1:0] mem [0:(1 << AW)-1];

// Read-side registers the write side samples (through synchronisers).
reg [AW:0] rd_ptr_gray_m;

// ------------------------------------------------------------------------------------------
// Write side (s_clk)
// ------------------------------------------------------------------------------------------
reg  [AW:0]         wr_ptr;        // next word to reserve (speculative: inside the current frame)
reg  [AW:0]         wr_start;      // first word of the current frame (= committed end)
reg  [AW:0]         wr_frames;     // frames committed so far
reg  [AW:0]         wr_frames_gray;
reg                 wr_overflow;   // the current frame has lost a beat: drop it at tlast
reg                 h_valid;       // the held word, written once the next beat shows next_last
reg  [AW-1:0]       h_addr;
reg  [DATA_WIDTH-1:0] h_data;
reg  [XW-1:0]       h_count;       // byte count - 1 (KEEP_WIDTH > 1)
reg                 h_last;
reg  [AW:0]         rd_ptr_s;      // synchronised read pointer, back in binary
(* async_reg = "true" *) reg [AW:0] rd_ptr_gray_s1;
(* async_reg = "true" *) reg [AW:0] rd_ptr_gray_s2;

// Full when the writer is a whole RAM ahead of the read pointer. The write side's copy of the
// read pointer lags (synchroniser + conversion), which only makes it look fuller than it is.
wire [AW:0] wr_used  = wr_ptr - rd_ptr_s;
wire        wr_full  = wr_used[AW];  // wr_used never exceeds 2^AW
wire        wr_en    = s_axis_tvalid && !wr_full && !wr_overflow;  // the beat has a word
wire        end_bad  = s_axis_tvalid && s_axis_tlast && s_axis_tuser;
wire        end_full = s_axis_tvalid && s_axis_tlast && !s_axis_tuser && (wr_overflow || wr_full);
wire        end_good = s_axis_tvalid && s_axis_tlast && !s_axis_tuser && !(wr_overflow || wr_full);
// The held word goes to the RAM when the next beat arrives (which tells next_last) or at once
// if it is a tlast word (its frame is committed at that edge).
wire        h_write  = h_valid && (s_axis_tvalid || h_last);
wire        h_nlast  = s_axis_tvalid && s_axis_tlast && !h_last;

wire [XW-1:0] in_count;
wire [XW-1:0] h_side;
generate
    if (KEEP_WIDTH > 1) begin : g_keep
        // Byte count - 1 = index of the highest kept byte (tkeep is contiguous from byte 0).
        reg [XW-1:0] count;
        integer k;
        always @* begin
            count = {XW{1'b0}};
            for (k = 0; k < KEEP_WIDTH; k = k + 1) begin
                if (s_axis_tkeep[k]) begin
                    count = k[XW-1:0];
                end
            end
        end
        assign in_count = count;
        assign h_side = h_last ? h_count : {{(XW-1){1'b0}}, h_nlast};
    end else begin : g_nokeep
        assign in_count = 1'b0;
        assign h_side = h_nlast;
        wire unused_keep = &{1'b0, s_axis_tkeep, h_count};
    end
endgenerate

always @(posedge s_clk) begin
    if (h_write) begin
        mem[h_addr] <= {h_last, h_side, h_data};
    end
end

always @(posedge s_clk) begin
    if (wr_en) begin
        h_addr <= wr_ptr[AW-1:0];
        h_data <= s_axis_tdata;
        h_count <= in_count;
        h_last <= s_axis_tlast;
    end
end

wire room_next;
generate
    if (ROOM_WORDS < (1 << AW)) begin : g_room
        // Fewer than ROOM_LIMIT words in use: more than ROOM_WORDS free. The extra word is for
        // a frame that starts right after the previous one's tlast beat, which the registered
        // flag has not counted yet; otherwise s_room is one word on the safe side.
        localparam integer ROOM_LIMIT_I = (1 << AW) - ROOM_WORDS;
        localparam [AW:0] ROOM_LIMIT = ROOM_LIMIT_I[AW:0];
        assign room_next = wr_used < ROOM_LIMIT;
    end else begin : g_no_room
        assign room_next = 1'b0;
    end
endgenerate

always @(posedge s_clk) begin
    if (s_rst) begin
        wr_ptr <= {(AW+1){1'b0}};
        wr_start <= {(AW+1){1'b0}};
        wr_frames <= {(AW+1){1'b0}};
        wr_frames_gray <= {(AW+1){1'b0}};
        wr_overflow <= 1'b0;
        h_valid <= 1'b0;
        rd_ptr_gray_s1 <= {(AW+1){1'b0}};
        rd_ptr_gray_s2 <= {(AW+1){1'b0}};
        rd_ptr_s <= {(AW+1){1'b0}};
        stat_frame_in <= 1'b0;
        stat_drop_full <= 1'b0;
        stat_drop_bad <= 1'b0;
        s_room <= 1'b0;
    end else begin
        rd_ptr_gray_s1 <= rd_ptr_gray_m;
        rd_ptr_gray_s2 <= rd_ptr_gray_s1;
        rd_ptr_s <= gray2bin(rd_ptr_gray_s2);  // a register: keeps the XOR chain off wr_full
        s_room <= room_next;
        stat_frame_in <= s_axis_tvalid && s_axis_tlast;
        stat_drop_full <= end_full;
        stat_drop_bad <= end_bad;
        if (end_good) begin
            wr_ptr <= wr_ptr + 1'b1;
            wr_start <= wr_ptr + 1'b1;
            wr_overflow <= 1'b0;
        end else if (s_axis_tvalid && s_axis_tlast) begin
            // Dropped (bad or overflowed): forget its words.
            wr_ptr <= wr_start;
            wr_overflow <= 1'b0;
        end else if (s_axis_tvalid) begin
            if (wr_en) begin
                wr_ptr <= wr_ptr + 1'b1;
            end else begin
                wr_overflow <= 1'b1;
            end
        end
        // A dropped frame's tlast beat is not held, so it is never written or committed.
        if (wr_en && !(s_axis_tlast && s_axis_tuser)) begin
            h_valid <= 1'b1;
        end else if (h_write) begin
            h_valid <= 1'b0;
        end
        if (h_write && h_last) begin
            // Commit: the tlast word is in the RAM from this edge on, and the reader hears of
            // the frame only through wr_frames_gray, registered at this same edge.
            wr_frames <= wr_frames + 1'b1;
            wr_frames_gray <= bin2gray(wr_frames + 1'b1);
        end
    end
end

// ------------------------------------------------------------------------------------------
// Read side (m_clk)
// ------------------------------------------------------------------------------------------
reg  [AW:0]   rd_ptr;        // next word to read from the RAM
reg  [AW:0]   rd_starts;     // frames whose first word has been read
reg  [AW:0]   rd_starts_gray;
(* async_reg = "true" *) reg [AW:0] wr_frames_gray_m1;
(* async_reg = "true" *) reg [AW:0] wr_frames_gray_m2;
reg  [MW-1:0] rd_q;          // RAM output register: the word read last (held while not enabled)
reg           rd_q_valid;    // ... and it has not moved to the output yet
reg           q_fresh;       // rd_q was loaded at the last edge
reg           q_first;       // the word read last is the first of its frame
reg           has_read;      // a word has been read since reset
reg           q_last_r;      // rd_q's tlast bit, one cycle later
reg           q_nlast_r;     // rd_q's side bit 0 (next_last unless tlast), one cycle later
reg  [MW-1:0] out_word;
reg           out_valid;

// Did the word read last end its frame (so the next one starts a frame)? From flip-flops only:
//  - nothing read yet: yes;
//  - rd_q loaded more than a cycle ago: its own tlast bit (q_last_r);
//  - rd_q loaded at the last edge with a word that is not its frame's first: the next_last bit
//    of the word read before it (q_nlast_r);
//  - rd_q loaded at the last edge with a frame's first word: not known for one more cycle. No
//    read happens then: that word must stay in rd_q for the cycle (q_move below), so rd_q is
//    not free.
wire prev_last = !has_read || (q_fresh ? q_nlast_r : q_last_r);
// A word inside a frame may always be read (the frame is committed); the first word of a frame
// once that frame is committed. This is why a frame that has started has no gaps.
wire rd_avail = !prev_last || rd_starts_gray != wr_frames_gray_m2;
// A frame's first word stays in rd_q for a cycle, so that the wait for its tlast bit comes
// before the frame leaves.
wire q_move = rd_q_valid && (!out_valid || m_axis_tready) && !(q_fresh && q_first);
wire rd_en = rd_avail && (!rd_q_valid || q_move);

always @(posedge m_clk) begin
    if (rd_en) begin
        rd_q <= mem[rd_ptr[AW-1:0]];
    end
end

always @(posedge m_clk) begin
    if (q_move) begin
        out_word <= rd_q;
    end
    // Straight from the RAM output into flip-flops (no logic: the EBR output is late). The side
    // bit is next_last only on a word that is not a tlast word, which is the only case in
    // which prev_last uses it.
    q_last_r <= rd_q[MW-1];
    q_nlast_r <= rd_q[DATA_WIDTH];
end

always @(posedge m_clk) begin
    if (m_rst) begin
        rd_ptr <= {(AW+1){1'b0}};
        rd_ptr_gray_m <= {(AW+1){1'b0}};
        rd_starts <= {(AW+1){1'b0}};
        rd_starts_gray <= {(AW+1){1'b0}};
        wr_frames_gray_m1 <= {(AW+1){1'b0}};
        wr_frames_gray_m2 <= {(AW+1){1'b0}};
        rd_q_valid <= 1'b0;
        q_fresh <= 1'b0;
        q_first <= 1'b0;
        has_read <= 1'b0;
        out_valid <= 1'b0;
    end else begin
        wr_frames_gray_m1 <= wr_frames_gray;
        wr_frames_gray_m2 <= wr_frames_gray_m1;
        q_fresh <= rd_en;
        if (rd_en) begin
            rd_ptr <= rd_ptr + 1'b1;
            rd_ptr_gray_m <= bin2gray(rd_ptr + 1'b1);
            q_first <= prev_last;
            has_read <= 1'b1;
            if (prev_last) begin
                rd_starts <= rd_starts + 1'b1;
                rd_starts_gray <= bin2gray(rd_starts + 1'b1);
            end
        end
        if (rd_en) begin
            rd_q_valid <= 1'b1;
        end else if (q_move) begin
            rd_q_valid <= 1'b0;
        end
        if (q_move) begin
            out_valid <= 1'b1;
        end else if (m_axis_tready) begin
            out_valid <= 1'b0;
        end
    end
end

assign m_axis_tvalid = out_valid;
assign m_axis_tdata = out_word[DATA_WIDTH-1:0];
assign m_axis_tlast = out_word[MW-1];
generate
    if (KEEP_WIDTH > 1) begin : g_keep_out
        // All bytes on a word inside a frame; the stored count on a tlast word.
        genvar j;
        assign m_axis_tkeep[0] = 1'b1;
        for (j = 1; j < KEEP_WIDTH; j = j + 1) begin : g_byte
            localparam [XW-1:0] J = j;
            assign m_axis_tkeep[j] = !out_word[MW-1] || out_word[DATA_WIDTH +: XW] >= J;
        end
    end else begin : g_keep_one
        assign m_axis_tkeep = 1'b1;
    end
endgenerate

endmodule
`resetall
