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
// without gaps (it is entirely in the RAM). The reader reads every word below the committed
// write pointer (the word after the last committed frame's tlast word), so its decisions come
// from registers only, never from the RAM's output. The committed pointer jumps by a whole
// frame, several bits at once, so it is not crossed through Gray code but by a toggle
// handshake: the writer holds a copy stable and flips a request bit; the reader, having seen the
// flip through a 2-flop synchroniser, takes the copy and flips an acknowledge bit back; only
// then may the writer offer a newer value (frames committed meanwhile are revealed together).
// The read pointer (one step per m_clk edge at most) goes back to the write side in Gray code.
//
// The RAM is built from DP16KD block RAM cells, instantiated here rather than inferred, so that
// m_axis comes straight from the cells' output registers (REGMODE_B "OUTREG"). Without that
// register a block RAM's output comes about 5.8 ns after the clock (LFE5U-25F, speed 6): with
// the routing to the next flip-flop that missed 137.5 MHz (125 MHz + 10 %) on the read side.
// Yosys 0.70 maps inferred RAM to DP16KD with REGMODE NOREG only and does not absorb a register
// after the read into the cell. The output register's clock-to-out is 0.97 ns. A read thus has
// two stages inside the cells: the read latch (CEB = a read, holds otherwise) and the output
// register (OCEB = the word moves on), which is the m_axis register. Each cell is used in a
// plain true-dual-port mode of at most 18 bits per word, port A writing (s_clk) and port B
// reading (m_clk); the width follows the depth (1024 x 18 up to ADDR_WIDTH 10, 2048 x 9 at 11,
// 4096 x 4 at 12, ...). Simulation needs sim/ecp5_prims_sim.v (a behavioural DP16KD).
//
// Why the reader does not look at tlast to decide: the RAM's output leaves the cells far apart
// on the die, and in the routed board (the 128-bit TM's output FIFO, eight cells) the path from
// a cell's output register through a read decision that needed the stored tlast bits back to
// the read logic was clk125's critical path (129.2 MHz where 137.5 is asked). The writer holds
// each word for one beat before writing it (the hold register, below).
//
// Capacity: 2^ADDR_WIDTH words in the RAM; the read side holds up to 2 more words in its
// output stage (the read latch and m_axis, the output register), whose RAM slots are already
// free.
//
// s_room (s_clk, registered) is for a writer that can wait between frames (the TM output): 1
// means a frame of up to ROOM_WORDS words started now will fit (default: a 1522-byte frame).
// It is computed from the write side's view of the read pointer, which lags, so it is never
// optimistic; it stays 0 if ROOM_WORDS >= 2^ADDR_WIDTH. Unconnected, it costs nothing.
//
// tkeep (KEEP_WIDTH > 1): frames are packed, i.e. tkeep is all ones except on the last beat,
// where it is contiguous from byte 0 and not zero. Only the number of bytes is stored, in a
// log2(KEEP_WIDTH)-bit field (0 on the other words), so that a word is 32 data bits + 2 +
// tlast = 35 bits (two 18-bit cells up to ADDR_WIDTH 10, four 9-bit cells at 11). At DATA_WIDTH
// 8 the field is one bit, always 0, and a word is 10 bits (three 4-bit cells at ADDR_WIDTH 12).
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
// Side field of a word: the byte count - 1 on a tlast word, 0 on the others.
localparam XW = (KEEP_WIDTH > 1) ? $clog2(KEEP_WIDTH) : 1;
localparam MW = DATA_WIDTH + XW + 1;  // {tlast, side, data}

generate
    if (KEEP_WIDTH * 8 != DATA_WIDTH || (KEEP_WIDTH & (KEEP_WIDTH - 1)) != 0) begin : g_bad_keep
        initial $error("axis_frame_fifo_async: KEEP_WIDTH must be DATA_WIDTH/8, a power of two");
    end
    if (ADDR_WIDTH < 2 || ADDR_WIDTH > 14) begin : g_bad_addr
        initial $error("axis_frame_fifo_async: ADDR_WIDTH must be 2 to 14");
    end
endgenerate

function [AW:0] bin2gray(input [AW:0] b);
    bin2gray = b ^ (b >> 1);
endfunction

// Gray to binary in two steps, a register between them, so that each is one LUT level (the
// plain conversion is an XOR of up to AW+1 bits, several levels, and in the whole board the
// synchronised pointer's decode was the receive clocks' critical path). Binary bit i is the XOR
// of Gray bits AW..i. Step 1 takes that XOR within groups of 4 bits counted from the top (down
// to bit i); step 2 adds the parities of the groups above, each the step-1 value of its group's
// lowest bit.
function [AW:0] gray_grp(input [AW:0] g);
    integer i;
    begin
        for (i = AW; i >= 0; i = i - 1) begin
            gray_grp[i] = ((AW - i) % 4 == 0) ? g[i] : gray_grp[i + 1] ^ g[i];
        end
    end
endfunction

function [AW:0] gray_fin(input [AW:0] x);
    integer i;
    reg     p;                     // parity of the groups above bit i's
    begin
        p = 1'b0;
        for (i = AW; i >= 0; i = i - 1) begin
            gray_fin[i] = x[i] ^ p;
            if ((AW - i) % 4 == 3) begin
                p = p ^ x[i];
            end
        end
    end
endfunction

// Read-side registers the write side samples (through synchronisers).
reg [AW:0] rd_ptr_gray_m;
reg        cp_ack;         // the committed-pointer handshake: = the last request taken

// ------------------------------------------------------------------------------------------
// Write side (s_clk)
// ------------------------------------------------------------------------------------------
reg  [AW:0]         wr_ptr;        // next word to reserve (speculative: inside the current frame)
reg  [AW:0]         wr_start;      // first word of the current frame (= committed end)
reg  [AW:0]         wr_commit;     // end of the last committed frame (its tlast word is in the RAM)
reg  [AW:0]         cp_hold;       // the committed pointer offered to the reader, stable...
reg                 cp_req;        // ...from the flip of this bit until cp_ack equals it again
(* async_reg = "true" *) reg cp_ack_s1;
(* async_reg = "true" *) reg cp_ack_s2;
reg                 h_valid;       // the held word, written at the next beat or at once if tlast
reg                 wr_overflow;   // the current frame has lost a beat: drop it at tlast
reg  [AW-1:0]       h_addr;
reg  [DATA_WIDTH-1:0] h_data;
reg  [XW-1:0]       h_count;       // byte count - 1 (KEEP_WIDTH > 1)
reg                 h_last;
reg  [AW:0]         rd_ptr_x;      // synchronised read pointer, half converted (gray_grp)
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
// The held word goes to the RAM when the next beat arrives or at once if it is a tlast word
// (its frame is committed at that edge).
wire        h_write  = h_valid && (s_axis_tvalid || h_last);

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
        assign h_side = h_last ? h_count : {XW{1'b0}};
    end else begin : g_nokeep
        assign in_count = 1'b0;
        assign h_side = 1'b0;
        wire unused_keep = &{1'b0, s_axis_tkeep, h_count};
    end
endgenerate

wire [MW-1:0] h_word = {h_last, h_side, h_data};  // written to h_addr when h_write (RAM below)

// Every beat is taken into the hold register, written or not: a held word is written at the
// same edge (h_write), and a beat without a word leaves h_valid clear. So wr_full, at the end
// of a carry chain, does not also enable these DATA_WIDTH + AW + XW + 1 flip-flops (with the
// 128-bit TM's input FIFO that was clk125's critical path, 119.4 MHz).
always @(posedge s_clk) begin
    if (s_axis_tvalid) begin
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
        wr_commit <= {(AW+1){1'b0}};
        cp_hold <= {(AW+1){1'b0}};
        cp_req <= 1'b0;
        cp_ack_s1 <= 1'b0;
        cp_ack_s2 <= 1'b0;
        wr_overflow <= 1'b0;
        h_valid <= 1'b0;
        rd_ptr_gray_s1 <= {(AW+1){1'b0}};
        rd_ptr_gray_s2 <= {(AW+1){1'b0}};
        rd_ptr_x <= {(AW+1){1'b0}};
        rd_ptr_s <= {(AW+1){1'b0}};
        stat_frame_in <= 1'b0;
        stat_drop_full <= 1'b0;
        stat_drop_bad <= 1'b0;
        s_room <= 1'b0;
    end else begin
        rd_ptr_gray_s1 <= rd_ptr_gray_m;
        rd_ptr_gray_s2 <= rd_ptr_gray_s1;
        rd_ptr_x <= gray_grp(rd_ptr_gray_s2);
        rd_ptr_s <= gray_fin(rd_ptr_x);  // registers: keep the XORs off wr_full
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
            // Commit: the tlast word is in the RAM from this edge on. wr_start already points
            // past it (it moved at the tlast beat, the edge before, and the next frame cannot
            // end sooner than this edge).
            wr_commit <= wr_start;
        end
        // Offer the reader the committed pointer once it has taken the previous offer.
        cp_ack_s1 <= cp_ack;
        cp_ack_s2 <= cp_ack_s1;
        if (cp_ack_s2 == cp_req && cp_hold != wr_commit) begin
            cp_hold <= wr_commit;
            cp_req <= !cp_req;
        end
    end
end

// ------------------------------------------------------------------------------------------
// Read side (m_clk)
// ------------------------------------------------------------------------------------------
reg  [AW:0]   rd_ptr;        // next word to read from the RAM
reg  [AW:0]   rd_ptr_p1;     // rd_ptr + 1
reg  [AW:0]   rd_commit;     // the writer's committed pointer, as last taken from cp_hold
reg           rd_avail;      // rd_ptr != rd_commit (registered; see below)
(* async_reg = "true" *) reg cp_req_m1;
(* async_reg = "true" *) reg cp_req_m2;
reg           rd_q_valid;    // the read latch holds a word that has not moved on yet
reg           out_valid;     // m_axis_tvalid: the output register holds a word for m_axis
wire [MW-1:0] out_word;      // the output register (the RAM's read port, below)

// The latch's word moves to the output register when that is free; a word is read when the
// latch is free or being emptied. Every committed word may be read, so once a frame has
// started its words follow one per cycle: no gaps.
wire q_move = rd_q_valid && (!out_valid || m_axis_tready);
wire rd_en = rd_avail && (!rd_q_valid || q_move);

// The RAM: NC cells of CW bits side by side, each 2^LD words deep; a word's address sits in the
// top LD bits of a cell's 14-bit address, and at width 18 the two low bits enable the halves
// of a write.
localparam CW = (AW <= 10) ? 18 : (AW == 11) ? 9 : (AW == 12) ? 4 : (AW == 13) ? 2 : 1;
localparam LD = (AW <= 10) ? 10 : AW;
localparam NC = (MW + CW - 1) / CW;
localparam PW = NC * CW;
wire [13:0] ram_wa = ({{(14 - AW){1'b0}}, h_addr} << (14 - LD)) | ((CW == 18) ? 14'd3 : 14'd0);
wire [13:0] ram_ra = {{(14 - AW){1'b0}}, rd_ptr[AW-1:0]} << (14 - LD);
wire [PW-1:0] ram_wd = {{(PW - MW){1'b0}}, h_word};
wire [PW-1:0] ram_rd;
assign out_word = ram_rd[MW-1:0];
wire unused_ram_rd = &{1'b0, ram_rd};  // the padding bits of the last cell

genvar c;
generate
    for (c = 0; c < NC; c = c + 1) begin : g_ram
        wire [17:0] dia = {{(18 - CW){1'b0}}, ram_wd[c * CW +: CW]};
        wire [17:0] dob;
        assign ram_rd[c * CW +: CW] = dob[CW-1:0];
        wire unused_dob = &{1'b0, dob};
        /* verilator lint_off PINCONNECTEMPTY */
        DP16KD #(
            .DATA_WIDTH_A(CW), .DATA_WIDTH_B(CW),
            .REGMODE_A("NOREG"), .REGMODE_B("OUTREG"),
            .RESETMODE("SYNC"), .ASYNC_RESET_RELEASE("SYNC"),
            .CSDECODE_A("0b000"), .CSDECODE_B("0b000"),
            .WRITEMODE_A("NORMAL"), .WRITEMODE_B("NORMAL"),
            .GSR("DISABLED")
        ) ram (
            .CLKA(s_clk), .CEA(h_write), .OCEA(1'b0), .WEA(h_write), .RSTA(1'b0),
            .CSA2(1'b0), .CSA1(1'b0), .CSA0(1'b0),
            .ADA13(ram_wa[13]), .ADA12(ram_wa[12]), .ADA11(ram_wa[11]), .ADA10(ram_wa[10]),
            .ADA9(ram_wa[9]), .ADA8(ram_wa[8]), .ADA7(ram_wa[7]), .ADA6(ram_wa[6]),
            .ADA5(ram_wa[5]), .ADA4(ram_wa[4]), .ADA3(ram_wa[3]), .ADA2(ram_wa[2]),
            .ADA1(ram_wa[1]), .ADA0(ram_wa[0]),
            .DIA17(dia[17]), .DIA16(dia[16]), .DIA15(dia[15]), .DIA14(dia[14]), .DIA13(dia[13]),
            .DIA12(dia[12]), .DIA11(dia[11]), .DIA10(dia[10]), .DIA9(dia[9]), .DIA8(dia[8]),
            .DIA7(dia[7]), .DIA6(dia[6]), .DIA5(dia[5]), .DIA4(dia[4]), .DIA3(dia[3]),
            .DIA2(dia[2]), .DIA1(dia[1]), .DIA0(dia[0]),
            .DOA17(), .DOA16(), .DOA15(), .DOA14(), .DOA13(), .DOA12(), .DOA11(), .DOA10(),
            .DOA9(), .DOA8(), .DOA7(), .DOA6(), .DOA5(), .DOA4(), .DOA3(), .DOA2(), .DOA1(),
            .DOA0(),
            .CLKB(m_clk), .CEB(rd_en), .OCEB(q_move), .WEB(1'b0), .RSTB(1'b0),
            .CSB2(1'b0), .CSB1(1'b0), .CSB0(1'b0),
            .ADB13(ram_ra[13]), .ADB12(ram_ra[12]), .ADB11(ram_ra[11]), .ADB10(ram_ra[10]),
            .ADB9(ram_ra[9]), .ADB8(ram_ra[8]), .ADB7(ram_ra[7]), .ADB6(ram_ra[6]),
            .ADB5(ram_ra[5]), .ADB4(ram_ra[4]), .ADB3(ram_ra[3]), .ADB2(ram_ra[2]),
            .ADB1(ram_ra[1]), .ADB0(ram_ra[0]),
            .DIB17(1'b0), .DIB16(1'b0), .DIB15(1'b0), .DIB14(1'b0), .DIB13(1'b0), .DIB12(1'b0),
            .DIB11(1'b0), .DIB10(1'b0), .DIB9(1'b0), .DIB8(1'b0), .DIB7(1'b0), .DIB6(1'b0),
            .DIB5(1'b0), .DIB4(1'b0), .DIB3(1'b0), .DIB2(1'b0), .DIB1(1'b0), .DIB0(1'b0),
            .DOB17(dob[17]), .DOB16(dob[16]), .DOB15(dob[15]), .DOB14(dob[14]), .DOB13(dob[13]),
            .DOB12(dob[12]), .DOB11(dob[11]), .DOB10(dob[10]), .DOB9(dob[9]), .DOB8(dob[8]),
            .DOB7(dob[7]), .DOB6(dob[6]), .DOB5(dob[5]), .DOB4(dob[4]), .DOB3(dob[3]),
            .DOB2(dob[2]), .DOB1(dob[1]), .DOB0(dob[0])
        );
        /* verilator lint_on PINCONNECTEMPTY */
    end
endgenerate

always @(posedge m_clk) begin
    if (m_rst) begin
        rd_ptr <= {(AW+1){1'b0}};
        rd_ptr_p1 <= {{AW{1'b0}}, 1'b1};
        rd_ptr_gray_m <= {(AW+1){1'b0}};
        rd_commit <= {(AW+1){1'b0}};
        rd_avail <= 1'b0;
        cp_req_m1 <= 1'b0;
        cp_req_m2 <= 1'b0;
        cp_ack <= 1'b0;
        rd_q_valid <= 1'b0;
        out_valid <= 1'b0;
    end else begin
        cp_req_m1 <= cp_req;
        cp_req_m2 <= cp_req_m1;
        if (cp_req_m2 != cp_ack) begin
            // cp_hold has been stable since the request flipped, two edges ago at least.
            rd_commit <= cp_hold;
            cp_ack <= cp_req_m2;
        end
        // rd_avail for the pointer after this edge, against the committed pointer before it:
        // a pointer just taken counts from the next edge on, which only delays a frame by a
        // cycle (the committed pointer only grows). The read decision feeds only the final mux.
        rd_avail <= rd_en ? rd_ptr_p1 != rd_commit : rd_ptr != rd_commit;
        if (rd_en) begin
            rd_ptr <= rd_ptr_p1;
            rd_ptr_p1 <= rd_ptr_p1 + 1'b1;
            rd_ptr_gray_m <= bin2gray(rd_ptr_p1);
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
