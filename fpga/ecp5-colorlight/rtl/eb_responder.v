`resetall
`timescale 1ns / 1ps
`default_nettype none

// In-band register access for the board: answers ARP requests for IP_ADDR and Etherbone
// (LiteX convention: 8-byte packet header, 32-bit addresses and data, one record per packet)
// over UDP to IP_ADDR:UDP_PORT, and masters a 32-bit register bus from the records.
// The protocol as implemented is specified in docs/etherbone.md.
//
// Input: every good frame of port A, one byte per beat, without preamble and FCS, with no
// backpressure (always accepted). Output: reply frames without FCS (the MAC pads and adds it).
//
// Two request slots (ping-pong): while one request is executed and answered, the next frame
// is received into the other slot. A request that finds both slots busy is dropped and counted
// (stat_busy). Each slot holds the UDP payload after the Etherbone header, 2**BUF_AW words of a
// 2*2**BUF_AW x 32 RAM; the read results overwrite their addresses in place, so the reply
// record is streamed straight from the RAM.
//
// Write policy (docs/security.md): a well-formed request that writes is served only from
// MGMT_MAC / MGMT_IP (the source bytes are compared as they pass, like the destination), else
// dropped unanswered (stat_refused); while wr_lock is high each register write is skipped
// (stat_locked) but the one LOCK_EXEMPT_* names.
//
// mgmt_valid (= s_axis_tvalid & s_axis_tlast, the last beat of every frame) and mgmt_hit (same
// cycle, combinational) tell the board that the frame was addressed to the board: an ARP frame
// to our MAC or broadcast whose target IP is IP_ADDR, or an IPv4 (IHL 5) UDP frame to our MAC,
// IP_ADDR and UDP_PORT, valid or not. mgmt_claimed is the same verdict a cycle later, from a
// register, for a counter.
//
// Timing: clk is the board's 125 MHz clock, and the build asks for 10 % more (137.5 MHz) on
// the LFE5U-25F (speed 6), where a LUT level with its routing costs about 1 ns. So no path has
// more than a few levels of logic: the RAM read uses the block RAM's output register
// (eb_ram, two cycles per read); what depends only on a byte's position in the received frame
// is decoded a cycle ahead from one-hot position flags; the reply comes out of a three-stage
// pipeline (see "reply bytes"); the engine's decisions use flags registered ahead (left == 0,
// the slot's request type, the end of a register access's timeout, ...). The behaviour at the
// ports is the same as without them; only the engine takes one cycle more per request
// (E_DISP) and per reply checksum.
module eb_responder #(
    parameter [47:0] MAC_ADDR = 48'h02_52_44_4C_4E_01,
    parameter [31:0] IP_ADDR  = 32'h0A_4D_00_02,   // 10.77.0.2
    parameter [15:0] UDP_PORT = 16'd1234,
    parameter        BUF_AW   = 8,                // 2**BUF_AW words per request, 2..8
    parameter        TIMEOUT  = 4096,             // cycles a register access may take
    // Write policy (docs/security.md): a request with writes is served only from this source
    // (Ethernet source MAC and IPv4 source address); from any other it is dropped unanswered
    // and counted in stat_refused.
    parameter [47:0] MGMT_MAC = 48'h02_52_44_4C_4E_00,
    parameter [31:0] MGMT_IP  = 32'h0A_4D_00_01,  // 10.77.0.1
    // While wr_lock is high every register write is skipped and counted in stat_locked, but
    // one: LOCK_EXEMPT_DATA written to LOCK_EXEMPT_ADDR (the TM's counter snapshot, which
    // changes no setting), when LOCK_EXEMPT is 1.
    parameter        LOCK_EXEMPT      = 0,
    parameter [15:0] LOCK_EXEMPT_ADDR = 16'h0000,
    parameter [31:0] LOCK_EXEMPT_DATA = 32'h0000_0000
) (
    input  wire        clk,
    input  wire        rst,

    input  wire [7:0]  s_axis_tdata,
    input  wire        s_axis_tvalid,
    input  wire        s_axis_tlast,

    output wire [7:0]  m_axis_tdata,
    output wire        m_axis_tvalid,
    input  wire        m_axis_tready,
    output wire        m_axis_tlast,

    output reg         reg_req,
    output reg         reg_we,
    output reg  [15:0] reg_addr,
    output reg  [31:0] reg_wdata,
    input  wire        reg_ack,
    input  wire [31:0] reg_rdata,
    input  wire        wr_lock,       // the board is write-locked (board_regs): writes are skipped

    output wire        mgmt_valid,
    output wire        mgmt_hit,
    output wire        mgmt_claimed,  // registered: mgmt_valid & mgmt_hit one cycle later

    output reg  [15:0] stat_ok,       // requests accepted (ARP requests and Etherbone packets)
    output reg  [15:0] stat_bad,      // frames for the board that were malformed, ignored
    output reg  [15:0] stat_busy,     // requests dropped because both slots were busy
    output reg  [15:0] stat_timeout,  // register accesses that timed out
    output reg  [15:0] stat_refused,  // well-formed requests with writes from another source, dropped
    output reg  [15:0] stat_locked    // register writes skipped because the board is write-locked
);
    function integer clog2;
        input integer v;
        integer x;
        begin
            clog2 = 0;
            x = v - 1;
            while (x > 0) begin
                clog2 = clog2 + 1;
                x = x >> 1;
            end
        end
    endfunction

    localparam [9:0] MAXW = 10'd1 << BUF_AW;   // payload words per slot
    localparam TW = clog2(TIMEOUT + 1);
    localparam [31:0] TMO_LAST32 = TIMEOUT - 1;
    localparam [TW-1:0] TMO_LAST = TMO_LAST32[TW-1:0];
    localparam [TW-1:0] TMO_END = TMO_LAST - 1'b1;    // tmo the cycle before the last one
    // One's complement sum of the constant words of a reply's IPv4 header: version/IHL/TOS,
    // flags (DF), TTL 64 / protocol 17, and our address.
    localparam [31:0] CS_RAW = 32'h4500 + 32'h4000 + 32'h4011 + (IP_ADDR >> 16) + (IP_ADDR & 32'hFFFF);
    localparam [31:0] CS_F1 = (CS_RAW & 32'hFFFF) + (CS_RAW >> 16);
    localparam [31:0] CS_F2 = (CS_F1 & 32'hFFFF) + (CS_F1 >> 16);
    localparam [15:0] CS_C = CS_F2[15:0];

    // The fields a reply byte can come from (bit positions in a one-hot code).
    localparam T_MAC = 0, T_IP = 1, T_PORT = 2, T_ILEN = 3, T_CSUM = 4, T_ULEN = 5, T_PAY = 6;

    // Byte i (0 = first on the wire) of a 48-bit MAC or a 32-bit IPv4 address.
    function [7:0] mac_b;
        input [47:0] m;
        input [2:0] i;
        case (i)
            3'd0: mac_b = m[47:40];
            3'd1: mac_b = m[39:32];
            3'd2: mac_b = m[31:24];
            3'd3: mac_b = m[23:16];
            3'd4: mac_b = m[15:8];
            default: mac_b = m[7:0];
        endcase
    endfunction

    function [7:0] ip_b;
        input [31:0] a;
        input [1:0] i;
        case (i)
            2'd0: ip_b = a[31:24];
            2'd1: ip_b = a[23:16];
            2'd2: ip_b = a[15:8];
            default: ip_b = a[7:0];
        endcase
    endfunction

    // Receive-side checks of header bytes 14..49: {addressing class, mask, expected value}.
    // A mismatch in an addressing byte means "not for the board" (mgmt_hit = 0); a mismatch
    // in another checked byte makes a frame for the board malformed (stat_bad).
    function [16:0] rx_rom;
        input arp;
        input [5:0] p;
        begin
            rx_rom = 17'd0;
            if (!arp) begin
                case (p)
                    6'd14: rx_rom = {1'b1, 8'hFF, 8'h45};              // IPv4, IHL 5
                    6'd20: rx_rom = {1'b0, 8'hBF, 8'h00};              // no MF, offset 0 (DF any)
                    6'd21: rx_rom = {1'b0, 8'hFF, 8'h00};
                    6'd23: rx_rom = {1'b1, 8'hFF, 8'h11};              // UDP
                    6'd30: rx_rom = {1'b1, 8'hFF, IP_ADDR[31:24]};
                    6'd31: rx_rom = {1'b1, 8'hFF, IP_ADDR[23:16]};
                    6'd32: rx_rom = {1'b1, 8'hFF, IP_ADDR[15:8]};
                    6'd33: rx_rom = {1'b1, 8'hFF, IP_ADDR[7:0]};
                    6'd36: rx_rom = {1'b1, 8'hFF, UDP_PORT[15:8]};
                    6'd37: rx_rom = {1'b1, 8'hFF, UDP_PORT[7:0]};
                    6'd42: rx_rom = {1'b0, 8'hFF, 8'h4E};              // Etherbone magic
                    6'd43: rx_rom = {1'b0, 8'hFF, 8'h6F};
                    6'd44: rx_rom = {1'b0, 8'hF0, 8'h10};              // version 1
                    default: rx_rom = 17'd0;
                endcase
            end else begin
                case (p)
                    6'd14: rx_rom = {1'b0, 8'hFF, 8'h00};              // htype 1
                    6'd15: rx_rom = {1'b0, 8'hFF, 8'h01};
                    6'd16: rx_rom = {1'b0, 8'hFF, 8'h08};              // ptype IPv4
                    6'd17: rx_rom = {1'b0, 8'hFF, 8'h00};
                    6'd18: rx_rom = {1'b0, 8'hFF, 8'h06};              // hlen
                    6'd19: rx_rom = {1'b0, 8'hFF, 8'h04};              // plen
                    6'd20: rx_rom = {1'b0, 8'hFF, 8'h00};              // request
                    6'd21: rx_rom = {1'b0, 8'hFF, 8'h01};
                    6'd38: rx_rom = {1'b1, 8'hFF, IP_ADDR[31:24]};     // target IP
                    6'd39: rx_rom = {1'b1, 8'hFF, IP_ADDR[23:16]};
                    6'd40: rx_rom = {1'b1, 8'hFF, IP_ADDR[15:8]};
                    6'd41: rx_rom = {1'b1, 8'hFF, IP_ADDR[7:0]};
                    default: rx_rom = 17'd0;
                endcase
            end
        end
    endfunction

    // ---------------------------------------------------------------------------------------
    // Receive
    // ---------------------------------------------------------------------------------------
    wire       rx = s_axis_tvalid;
    wire [7:0] b = s_axis_tdata;
    wire       rx_end = rx & s_axis_tlast;

    reg  [10:0] cnt;                 // index of the current byte in its frame (saturates)
    // Where the current byte is, as one-hot flags (oh[k]: byte k, none from byte 50 on). Byte
    // ranges and the header checks of the current byte are decoded from them a cycle ahead
    // into registers (valid while that byte is on s_axis), so that the received byte meets
    // only a few levels of logic.
    reg  [49:0] oh;
    wire        first = oh[0];       // cnt == 0
    reg         in_dst;              // bytes 0-5: Ethernet destination
    reg         in_smac;             // 6-11: Ethernet source
    reg         in_cs;               // 14-33: IPv4 header checksum
    reg         in_sha;              // 22-27: ARP sender MAC
    reg         in_ipsrc;            // 26-29: IPv4 source
    reg         in_spa;              // 28-31: ARP sender IP
    reg         in_sport;            // 34-35: UDP source port
    reg         lt37, lt41, lt49;    // the byte is before byte 37, 41, 49
    reg  [7:0]  dst_b;               // the byte of MAC_ADDR expected here (bytes 0..5)
    reg  [16:0] chk;                 // rx_rom for this byte (0 outside the checked bytes)
    reg        dst_me, dst_bc, e08, is_ip, is_arp, addr_ok, val_ok;
    reg  [7:0] src_b;                // the byte of MGMT_MAC / MGMT_IP expected here (6-11, 26-29)
    reg        src_ok;               // the source bytes so far are the management source's
    reg [15:0] ip_len, udp_len;
    reg [15:0] ip_m20;               // ip_len - 20, what the UDP length must be
    reg [10:0] end_last;             // 13 + IP total length: last byte of the IP packet
    reg [10:0] end_m1;               // end_last - 1
    reg        at_end;               // cnt == end_last, decoded a byte ahead (from byte 50 on)
    reg        pay_on;               // the current byte is Etherbone payload (after its header)
    reg        rd_region;            // the next payload word is a read address
    reg [7:0]  cs_hi;
    reg [15:0] cs_acc;
    reg        cs_c;
    reg        pf, pr;
    reg [7:0]  sz;
    reg [23:0] sh;
    reg [9:0]  widx;                 // payload words received
    reg [9:0]  widx_p1;              // widx + 1, kept so that the flags below compare without an adder
    reg        len_eq;               // widx == exp_pw, registered from the values of the next edge
    reg        rec_eq;               // widx == rec_exp (from the record header on)
    reg        widx0, widx1, widx_in;  // widx == 0, widx == 1, widx < 2**BUF_AW
    reg [7:0]  rx_wc, rx_rc;
    reg [13:0] rx_bw;
    reg        be_ok, waddr_ok, raddr_ok;
    reg        iplen_ok, udp_ok;     // length checks, decided as soon as their fields arrived
    reg [8:0]  exp_pw;               // payload words the IPv4 length announces
    reg [9:0]  rec_exp;              // payload words the record header announces
    reg        rx_can, rx_slot;
    reg [1:0]  full;

    wire        mis = |((b ^ chk[7:0]) & chk[15:8]);
    wire        mis_addr = mis && chk[16];
    wire        mis_val = mis && !chk[16];
    wire        addr_ok_nx = (first | addr_ok) & ~mis_addr;

    wire cap_mac = in_smac || (is_arp && in_sha);
    wire cap_ip = (is_ip && in_ipsrc) || (is_arp && in_spa);
    wire cap_port = is_ip && in_sport;
    wire in_pay = is_ip && pay_on;
    wire len_eq_0 = widx == {1'b0, exp_pw};      // len_eq's two candidates (see its update)
    wire len_eq_p1 = widx_p1 == {1'b0, exp_pw};
    wire word_done = in_pay && cnt[1:0] == 2'b01;  // payload starts at byte 50 (50 mod 4 = 2)
    wire [31:0] wfull = {sh, b};
    reg  [9:0]  rx_retm1;            // index of base_ret_addr - 1: (rx_wc != 0) ? rx_wc + 1 : 0
    reg         rx_wnz, rx_rnz;      // rx_wc != 0, rx_rc != 0
    reg         at_ret;              // widx == rx_retm1 + 1 (the next word is base_ret_addr)
    reg  [BUF_AW-1:0] rx_fst, rx_fstp;   // (rx_wc != 0) ? rx_wc + 1 : 0, and that + 1
    // The last written word, base + 4 (wcount - 1), must stay below 0x10000: as wcount < 256
    // that can only fail for a base >= 0xFC00, when base[9:2] + wcount > 0x100. Checked from
    // the stored base (rx_bw), continuously; the frame's verdict uses it (rec_ok).
    wire [8:0]  wsum = {1'b0, rx_bw[7:0]} + {1'b0, rx_wc};
    reg         wover;
    always @(posedge clk)
        wover <= (&rx_bw[13:8]) && wsum[8] && (|wsum[7:0]);
    wire        rx_we = rx && word_done && rx_can && widx_in;

    always @(posedge clk) begin
        if (rst)
            cnt <= 11'd0;
        else if (rx)
            cnt <= s_axis_tlast ? 11'd0 : (cnt == 11'h7FF ? cnt : cnt + 11'd1);
    end

    // The next byte is byte 0 after a last beat, else byte k + 1 after byte k. A range
    // [a, z] holds the next byte if it is byte a, or the current byte is in it and is not z.
    // The frame's type is known from byte 13 on; the check of byte 14 is decided while byte
    // 13 is on the bus, so it takes the type from that byte.
    wire       nx0 = s_axis_tlast;
    wire       arp_nx = oh[13] ? e08 && b == 8'h06 : is_arp;
    reg [16:0] chk_nx;
    reg [7:0]  dst_nx, src_nx;
    integer    n;
    always @* begin
        chk_nx = 17'd0;                  // rx_rom checks bytes 14-49
        for (n = 14; n <= 49; n = n + 1)
            if (oh[n - 1])
                chk_nx = chk_nx | rx_rom((n == 14) ? arp_nx : is_arp, n[5:0]);
        dst_nx = 8'h00;
        for (n = 1; n <= 5; n = n + 1)
            if (oh[n - 1])
                dst_nx = dst_nx | mac_b(MAC_ADDR, n[2:0]);
        src_nx = 8'h00;
        for (n = 6; n <= 11; n = n + 1)
            if (oh[n - 1])
                src_nx = src_nx | mac_b(MGMT_MAC, n - 6);
        for (n = 26; n <= 29; n = n + 1)
            if (oh[n - 1])
                src_nx = src_nx | ip_b(MGMT_IP, n - 26);
    end
    always @(posedge clk) begin
        if (rst) begin
            oh <= 50'd1;
            {in_dst, in_cs, in_smac, in_sha, in_ipsrc, in_spa, in_sport} <= 7'b1000000;
            {lt37, lt41, lt49} <= 3'b111;
            dst_b <= mac_b(MAC_ADDR, 3'd0);
            src_b <= 8'h00;
            chk <= 17'd0;
        end else if (rx) begin
            oh <= nx0 ? 50'd1 : {oh[48:0], 1'b0};
            in_dst <= nx0 || (in_dst && !oh[5]);
            in_smac <= !nx0 && (oh[5] || (in_smac && !oh[11]));
            in_cs <= !nx0 && (oh[13] || (in_cs && !oh[33]));
            in_sha <= !nx0 && (oh[21] || (in_sha && !oh[27]));
            in_ipsrc <= !nx0 && (oh[25] || (in_ipsrc && !oh[29]));
            in_spa <= !nx0 && (oh[27] || (in_spa && !oh[31]));
            in_sport <= !nx0 && (oh[33] || (in_sport && !oh[35]));
            lt37 <= nx0 || (lt37 && !oh[36]);
            lt41 <= nx0 || (lt41 && !oh[40]);
            lt49 <= nx0 || (lt49 && !oh[48]);
            dst_b <= nx0 ? mac_b(MAC_ADDR, 3'd0) : dst_nx;
            src_b <= nx0 ? 8'h00 : src_nx;
            chk <= nx0 ? 17'd0 : chk_nx;
        end
    end

    always @(posedge clk) begin
        if (rx) begin
            if (in_dst) begin
                dst_me <= (first | dst_me) & (b == dst_b);
                dst_bc <= (first | dst_bc) & (b == 8'hFF);
            end
            if (first)
                src_ok <= 1'b1;
            else if (in_smac || in_ipsrc)
                src_ok <= src_ok & (b == src_b);
            if (oh[12])
                e08 <= (b == 8'h08);
            if (first) begin
                is_ip <= 1'b0;
                is_arp <= 1'b0;
            end else if (oh[13]) begin
                is_ip <= e08 & (b == 8'h00);
                is_arp <= e08 & (b == 8'h06);
            end
            addr_ok <= addr_ok_nx;
            val_ok <= (first | val_ok) & ~mis_val;
            if (oh[16]) ip_len[15:8] <= b;
            if (oh[17]) ip_len[7:0] <= b;
            if (oh[18]) end_last <= ip_len[10:0] + 11'd13;
            if (oh[18]) end_m1 <= ip_len[10:0] + 11'd12;
            // the next byte's cnt is cnt + 1, or cnt itself once cnt has saturated
            at_end <= !s_axis_tlast && ((cnt == 11'h7FF) ? at_end : cnt == end_m1);
            if (oh[18]) ip_m20 <= ip_len - 16'd20;
            if (first)
                pay_on <= 1'b0;
            else if (oh[49])
                pay_on <= (end_last != 11'd49);
            else if (at_end)
                pay_on <= 1'b0;
            if (oh[19]) begin
                iplen_ok <= ip_len[15:11] == 5'd0 && ip_len[1:0] == 2'd0 &&
                            {1'b0, ip_len[10:2]} >= 10'd9 && {1'b0, ip_len[10:2]} <= MAXW + 10'd9;
                exp_pw <= ip_len[10:2] - 9'd9;
            end
            if (oh[40]) udp_ok <= (udp_len == ip_m20);
            if (oh[38]) udp_len[15:8] <= b;
            if (oh[39]) udp_len[7:0] <= b;
            if (in_cs) begin
                if (!cnt[0])
                    cs_hi <= b;
                else if (oh[15])
                    {cs_c, cs_acc} <= {1'b0, cs_hi, b};
                else
                    {cs_c, cs_acc} <= {1'b0, cs_acc} + {1'b0, cs_hi, b} + {16'd0, cs_c};
            end
            if (oh[44]) begin
                pf <= b[0];
                pr <= b[1];
            end
            if (oh[45]) sz <= b;
            // two cycles after the previous frame's last beat: its decision is in full/rx_slot
            if (oh[2]) rx_can <= ~full[rx_slot];
            if (in_pay) sh <= {sh[15:0], b};
            // The end-of-frame verdict compares widx with two expected lengths; as 10-bit
            // comparisons behind the verdict's other terms they were clk125's critical path
            // (115.3 MHz), so both are kept as flags, up to date at the same edge as widx.
            // Both candidates compared from registers, then selected: the mux of widx before
            // one compare was clk125's critical path again (128.5 MHz) once the TM changed.
            len_eq <= first ? (exp_pw == 9'd0) : word_done ? len_eq_p1 : len_eq_0;
            if (first) begin
                widx <= 10'd0;
                widx_p1 <= 10'd1;
                rec_eq <= 1'b0;
                widx0 <= 1'b1;
                widx1 <= 1'b0;
                widx_in <= 1'b1;
                rd_region <= 1'b0;
                rx_wc <= 8'd0;
                rx_rc <= 8'd0;
                rx_wnz <= 1'b0;
                rx_rnz <= 1'b0;
                rx_retm1 <= 10'd0;
                at_ret <= 1'b0;
                rx_fst <= {BUF_AW{1'b0}};
                rx_fstp <= {{(BUF_AW-1){1'b0}}, 1'b1};
                be_ok <= 1'b0;
                waddr_ok <= 1'b1;
                raddr_ok <= 1'b1;
            end else if (word_done) begin
                widx <= widx + 10'd1;
                widx_p1 <= widx_p1 + 10'd1;
                // rec_exp is set at the header word (below) and is 1 exactly when the record
                // has neither writes nor reads
                rec_eq <= widx0 ? wfull[15:0] == 16'd0 : widx_p1 == rec_exp;
                widx0 <= 1'b0;
                widx1 <= widx0;
                widx_in <= widx_in && widx[BUF_AW-1:0] != {BUF_AW{1'b1}};
                if (widx0) begin             // record header: flags, byte enable, wcount, rcount
                    be_ok <= (wfull[23:16] == 8'h0F);
                    rx_wc <= wfull[15:8];
                    rx_rc <= wfull[7:0];
                    rx_wnz <= (wfull[15:8] != 8'd0);
                    rx_rnz <= (wfull[7:0] != 8'd0);
                    rx_retm1 <= (wfull[15:8] != 8'd0) ? {2'b00, wfull[15:8]} + 10'd1 : 10'd0;
                    rx_fst <= (wfull[15:8] != 8'd0) ? wfull[BUF_AW+7:8] + 1'b1 : {BUF_AW{1'b0}};
                    rx_fstp <= (wfull[15:8] != 8'd0) ? wfull[BUF_AW+7:8] + {{(BUF_AW-2){1'b0}}, 2'd2} : {{(BUF_AW-1){1'b0}}, 1'b1};
                    // (rc != 0 ? rc + 1 : 0) = rc + (rc != 0): one adder with a carry in
                    rec_exp <= ((wfull[15:8] != 8'd0) ? {2'b00, wfull[15:8]} + 10'd2 : 10'd1) +
                               {2'b00, wfull[7:0]} + {9'd0, wfull[7:0] != 8'd0};
                end
                if (widx1 && rx_wnz) begin   // base_write_addr
                    rx_bw <= wfull[15:2];
                    if (wfull[31:16] != 16'd0 || wfull[1:0] != 2'd0)
                        waddr_ok <= 1'b0;
                end
                // at_ret for the next word: base_ret_addr is word 1 only without writes
                at_ret <= widx0 ? wfull[15:8] == 8'd0 : widx == rx_retm1;
                if (at_ret)
                    rd_region <= 1'b1;
                if (rd_region && (wfull[31:16] != 16'd0 || wfull[1:0] != 2'd0))
                    raddr_ok <= 1'b0;                         // a read address
            end
        end
    end

    // Same cycle as the last beat: is the frame addressed to the board?
    assign mgmt_valid = rx_end;
    assign mgmt_hit = rx_end & addr_ok_nx &
                      ((dst_me & is_ip & ~lt37) | ((dst_me | dst_bc) & is_arp & ~lt41));

    // ---- end of frame ----
    // fin (the cycle after the last beat): every flag is final; the verdict is registered and
    // the request's descriptor copied into the free slot (harmless if it is then not taken).
    // fin2: the slot is taken (full, rx_slot) and counted. The next frame may start at fin and
    // overwrite the flags from then on, hence the registered copies (hit2, ok2); it reads
    // full/rx_slot at its byte 2, after fin2.
    reg fin, fin2, hit_r, hit2, long_r, ok2;
    reg ref2;                        // a request with writes, not from the management source
    // The IPv4 and UDP lengths must match each other and the payload words received (which
    // also rejects a truncated frame), and the payload must fit a slot (iplen_ok).
    wire       len_ok = iplen_ok && udp_ok && len_eq;
    // (the checksum is complete after byte 33, and a valid frame has at least 49 bytes)
    reg        cs_ok;
    always @(posedge clk)
        cs_ok <= (cs_acc == 16'hFFFF && !cs_c) || (cs_acc == 16'hFFFE && cs_c);
    // (rx_bw is the base only with writes, and then at least one data word followed it, so
    // wover is up to date.)
    wire       rec_ok = widx0 || (be_ok && rec_eq && waddr_ok && !(rx_wnz && wover) && raddr_ok);
    wire       eb_ok = pf ? ((sz & 8'h44) == 8'h44) : (!pr && sz == 8'h44 && rec_ok);
    wire       ip_valid = val_ok && cs_ok && len_ok && long_r && eb_ok;
    wire       req_ok = is_arp ? val_ok : ip_valid;
    wire       accept = fin2 && hit2 && rx_can && ok2 && !ref2;
    wire       fin_cap = fin && rx_can;
    // For counting: mgmt_hit is the end of a few levels of logic from the byte, and on to the
    // board's counters it was clk125's critical path (133.8 MHz).
    assign mgmt_claimed = fin && hit_r;

    always @(posedge clk) begin
        if (rst) begin
            fin <= 1'b0;
            fin2 <= 1'b0;
        end else begin
            fin <= rx_end;
            fin2 <= fin;
        end
        if (rx_end) begin
            hit_r <= mgmt_hit;
            long_r <= ~lt49;            // the 8-byte Etherbone header arrived
        end
        if (fin) begin
            hit2 <= hit_r;
            ok2 <= req_ok;
            // From registers that are final at fin (a probe echoes its body: no writes). A
            // malformed frame counts as bad whatever its source.
            ref2 <= is_ip && !pf && rx_wnz && !src_ok;
        end
    end

    always @(posedge clk) begin
        if (rst) begin
            rx_slot <= 1'b0;
            stat_ok <= 16'd0;
            stat_bad <= 16'd0;
            stat_busy <= 16'd0;
            stat_refused <= 16'd0;
        end else if (fin2 && hit2) begin
            if (!rx_can)
                stat_busy <= stat_busy + 16'd1;
            else if (ok2 && !ref2) begin
                stat_ok <= stat_ok + 16'd1;
                rx_slot <= ~rx_slot;
            end else if (ok2)
                stat_refused <= stat_refused + 16'd1;
            else
                stat_bad <= stat_bad + 16'd1;
        end
    end

    // ---- per-slot request descriptors ----
    reg [47:0] mac0, mac1;           // where the reply goes: Ethernet source or ARP sender
    reg [31:0] ip0, ip1;             // IPv4 source or ARP sender IP
    reg [15:0] port0, port1;         // UDP source port
    reg        arp0, arp1, prb0, prb1;
    reg [7:0]  wc0, wc1, rc0, rc1;
    reg [BUF_AW:0] nw0, nw1;
    reg [13:0] bw0, bw1;
    // where the reply record starts (see c_first) and the word after it, per slot
    reg [BUF_AW-1:0] fst0, fst1, fstp0, fstp1;
    reg        wnz0, wnz1, rnz0, rnz1;   // wc != 0, rc != 0

    always @(posedge clk) begin
        if (rx && rx_can) begin
            if (!rx_slot) begin
                if (cap_mac) mac0 <= {mac0[39:0], b};
                if (cap_ip) ip0 <= {ip0[23:0], b};
                if (cap_port) port0 <= {port0[7:0], b};
            end else begin
                if (cap_mac) mac1 <= {mac1[39:0], b};
                if (cap_ip) ip1 <= {ip1[23:0], b};
                if (cap_port) port1 <= {port1[7:0], b};
            end
        end
        if (fin_cap) begin
            if (!rx_slot) begin
                arp0 <= is_arp;
                prb0 <= pf;
                wc0 <= rx_wc;
                rc0 <= rx_rc;
                nw0 <= widx[BUF_AW:0];
                bw0 <= rx_bw;
                fst0 <= rx_fst;
                fstp0 <= rx_fstp;
                wnz0 <= rx_wnz;
                rnz0 <= rx_rnz;
            end else begin
                arp1 <= is_arp;
                prb1 <= pf;
                wc1 <= rx_wc;
                rc1 <= rx_rc;
                nw1 <= widx[BUF_AW:0];
                bw1 <= rx_bw;
                fst1 <= rx_fst;
                fstp1 <= rx_fstp;
                wnz1 <= rx_wnz;
                rnz1 <= rx_rnz;
            end
        end
    end

    // ---------------------------------------------------------------------------------------
    // Execute and reply, one slot at a time, in arrival order
    // ---------------------------------------------------------------------------------------
    localparam [3:0] E_IDLE = 4'd0, E_WFETCH = 4'd1, E_WLOAD = 4'd2, E_WWAIT = 4'd3,
                     E_HDR = 4'd4, E_RFETCH = 4'd5, E_RLOAD = 4'd6, E_RWAIT = 4'd7,
                     E_WB = 4'd8, E_CSUM = 4'd9, E_TX = 4'd10, E_DONE = 4'd11, E_WFETCH2 = 4'd12,
                     E_RFETCH2 = 4'd13, E_DISP = 4'd14, E_WCHK = 4'd15;

    reg [3:0]        st;
    reg              es;             // slot being executed
    reg [BUF_AW-1:0] ptr, wb_addr;
    reg [BUF_AW-1:0] tx_ptr;         // in E_TX: the payload word read next
    reg [7:0]        left;
    reg              left_z, left_1; // left == 0, left == 1
    reg              d_arp, d_prb, d_w, d_r;  // what the slot asks for (E_DISP): one or none
    reg              tx_arp, tx_prb; // the reply being sent is an ARP reply, a probe reply
    reg [13:0]       waddr;
    reg [31:0]       wb_data;
    reg [TW-1:0]     tmo;
    reg              tmo_end;        // tmo == TMO_LAST (the wait's last cycle), a cycle ahead
    reg              w_skip;         // E_WCHK/E_WWAIT: this write is skipped (the board is locked)
    reg [2:0]        step;
    reg [15:0]       acc;            // reply IPv4 checksum, one's complement, carry pending
    reg              acc_c;
    reg [10:0]       tx_end, r_iplen, r_udplen;
    reg [15:0]       r_csum;
    reg [23:0]       tx_word;        // the payload word being sent, after its first byte

    wire [47:0]     c_mac = es ? mac1 : mac0;
    wire [31:0]     c_ip = es ? ip1 : ip0;
    wire [15:0]     c_port = es ? port1 : port0;
    wire            c_arp = es ? arp1 : arp0;
    wire            c_prb = es ? prb1 : prb0;
    wire [7:0]      c_wc = es ? wc1 : wc0;
    wire [7:0]      c_rc = es ? rc1 : rc0;
    wire            c_wnz = es ? wnz1 : wnz0;
    wire            c_rnz = es ? rnz1 : rnz0;
    wire [BUF_AW:0] c_nw = es ? nw1 : nw0;
    wire [13:0]     c_bw = es ? bw1 : bw0;
    // where the reply record starts: its header overwrites the word before base_ret_addr
    // (the request header, or the last write data word)
    wire [BUF_AW-1:0] c_first = es ? fst1 : fst0;     // (c_wc != 0) ? c_wc + 1 : 0
    wire [BUF_AW-1:0] c_first1 = es ? fstp1 : fstp0;  // c_first + 1
    // reply IPv4 length: 20 + 8 + 8 + 4 x (probe: the words echoed; reads: header, base, values)
    wire [10:0]     rep_iplen = c_prb ? {{(8 - BUF_AW){1'b0}}, c_nw, 2'b00} + 11'd36 : {1'b0, c_rc, 2'b00} + 11'd44;

    // One adder for the reply checksum (steps 2-6): CS_C + length, + our peer's address
    // halves, then the end-around carries; step 7 stores it. Its operand (cs_op) and whether
    // it starts from CS_C (cs_first) are registered a step ahead.
    reg  [15:0]     cs_op;
    reg             cs_first;
    wire [16:0]     cs_sum = {1'b0, cs_first ? CS_C : acc} + {1'b0, cs_op} + {16'd0, !cs_first & acc_c};

    wire [31:0]     ram_q;
    wire            hs = (st == E_TX) && m_axis_tready;
    // The reply is generated in a pipeline of three stages that advance together at each
    // accepted byte (hs), so that no stage has much logic between flip-flops: A decodes what
    // byte n + 2 is made of (a constant, a field of the request or the reply, a payload byte),
    // B holds the parts of byte n + 1, and the output register byte n (m_axis_tdata).
    // A read takes two cycles (eb_ram uses the block RAM's output register: without it the
    // RAM output comes about 5.8 ns after the clock). tx_word takes a payload word when its
    // first byte enters B, straight from ram_q; the read of the word after it is issued at the
    // same time (the first one at the end of E_CSUM), so each read has a word's time (at least
    // 4 cycles) to arrive on ram_q.
    reg  [10:0]     dpos;            // the byte stage A takes next (n + 3)
    reg  [49:3]     dhot;            // dhot[k]: dpos == k (a header byte)
    reg             dpay;            // dpos >= 50 (a payload byte for UDP)
    reg  [7:0]      a_const;         // stage A: byte n + 2
    reg  [6:0]      a_t;             // its field (one-hot T_*), none for a constant byte
    reg  [1:0]      a_sub;           // the byte within a 2-byte field or a payload word
    reg             a_ws, a_last;    // a payload word's first byte; the frame's last byte
    reg  [7:0]      b_const;         // stage B: byte n + 1 = b_const | b_mac | b_ip | b_w | b_pay
    reg  [7:0]      b_mac, b_ip, b_w, b_pay;  // its field byte (0 unless it is from that field)
    reg             b_last;
    reg  [7:0]      out_b;           // byte n
    reg             out_last;
    // The peer's MAC and IP address, rotated by a byte each time stage B takes a byte of
    // them: their bytes are sent in order (MAC 0-5, and for ARP 0-5 again; IP 0-3), so the
    // next one is always in the top byte.
    reg  [47:0]     tx_mac;
    reg  [31:0]     tx_ip;
    wire            tx_ld = hs && a_t[T_PAY] && a_ws;
    wire            tx_re = tx_ld || (st == E_CSUM && step == 3'd7);
    wire            ram_re = (st == E_WFETCH) || (st == E_RFETCH) || tx_re;
    // RAM write port: the engine's write-back (one cycle in E_WB) has priority; a received
    // word is registered first and written the next cycle, or the one after if the engine
    // writes then (received words are at least 4 cycles apart).
    wire            eng_we = (st == E_WB);
    reg             rxw_pend;
    reg [BUF_AW:0]  rxw_addr;
    reg [31:0]      rxw_data;
    always @(posedge clk) begin
        if (rst)
            rxw_pend <= 1'b0;
        else if (rx_we)
            rxw_pend <= 1'b1;
        else if (!eng_we)
            rxw_pend <= 1'b0;
        if (rx_we) begin
            rxw_addr <= {rx_slot, widx[BUF_AW-1:0]};
            rxw_data <= wfull;
        end
    end

    eb_ram #(.AW(BUF_AW + 1), .DW(32)) ram (
        .clk(clk),
        .we(eng_we | rxw_pend),
        .waddr(eng_we ? {es, wb_addr} : rxw_addr),
        .wdata(eng_we ? wb_data : rxw_data),
        .re(ram_re),
        .raddr({es, (st == E_TX) ? tx_ptr : ptr}),
        .rdata(ram_q)
    );

    // The engine's RAM pointer: set in E_DISP (writes: word 2, the first data word), E_HDR
    // (base_ret_addr) and the first step of E_CSUM (the first payload word), one up after each
    // write access and each write-back that is followed by another read.
    wire ptr_inc = (st == E_WWAIT && (reg_ack || tmo_end || w_skip)) || (st == E_WB && !left_z);
    always @(posedge clk) begin
        if (st == E_DISP)
            ptr <= 2;
        else if (st == E_HDR)
            ptr <= c_first1;
        else if (st == E_CSUM && step == 3'd0)
            ptr <= c_prb ? {BUF_AW{1'b0}} : c_first;
        else if (ptr_inc)
            ptr <= ptr + 1'b1;
    end

    always @(posedge clk) begin
        if (rst)
            full <= 2'b00;
        else begin
            if (accept)
                full[rx_slot] <= 1'b1;
            if (st == E_DONE)
                full[es] <= 1'b0;
        end
    end

    always @(posedge clk) begin
        if (rst) begin
            st <= E_IDLE;
            es <= 1'b0;
            reg_req <= 1'b0;
            reg_we <= 1'b0;
            stat_timeout <= 16'd0;
            stat_locked <= 16'd0;
        end else begin
            case (st)
                E_IDLE:
                    if (full[es]) begin
                        d_arp <= c_arp;
                        d_prb <= !c_arp && c_prb;
                        d_w <= !c_arp && !c_prb && c_wnz;
                        d_r <= !c_arp && !c_prb && !c_wnz && c_rnz;
                        st <= E_DISP;
                    end
                E_DISP:                         // the slot's request, decoded in E_IDLE
                    if (d_arp) begin
                        tx_end <= 11'd41;
                        st <= E_TX;
                    end else if (d_prb) begin
                        step <= 3'd0;
                        st <= E_CSUM;
                    end else if (d_w) begin
                        waddr <= c_bw;
                        left <= c_wc;
                        left_z <= 1'b0;
                        left_1 <= (c_wc == 8'd1);
                        st <= E_WFETCH;
                    end else if (d_r)
                        st <= E_HDR;
                    else
                        st <= E_DONE;       // empty packet or record: nothing to do, no reply
                E_WFETCH:
                    st <= E_WFETCH2;
                E_WFETCH2:
                    st <= E_WLOAD;
                E_WLOAD: begin
                    reg_addr <= {waddr, 2'b00};
                    reg_wdata <= ram_q;
                    reg_we <= 1'b1;
                    // the lock is decided from registers here, the request raised a cycle later
                    w_skip <= wr_lock && !(LOCK_EXEMPT != 0 && waddr == LOCK_EXEMPT_ADDR[15:2] &&
                                            ram_q == LOCK_EXEMPT_DATA);
                    tmo <= {TW{1'b0}};
                    tmo_end <= (TMO_LAST == {TW{1'b0}});   // TIMEOUT 1
                    st <= E_WCHK;
                end
                E_WCHK: begin                   // a skipped write goes on as if acknowledged
                    reg_req <= !w_skip;
                    st <= E_WWAIT;
                end
                E_WWAIT: begin
                    tmo <= tmo + 1'b1;
                    tmo_end <= (tmo == TMO_END);
                    if (reg_ack || tmo_end || w_skip) begin
                        reg_req <= 1'b0;
                        if (w_skip)
                            stat_locked <= stat_locked + 16'd1;
                        else if (!reg_ack)
                            stat_timeout <= stat_timeout + 16'd1;
                        waddr <= waddr + 14'd1;
                        left <= left - 8'd1;
                        left_z <= left_1;
                        left_1 <= (left == 8'd2);
                        if (!left_1)
                            st <= E_WFETCH;
                        else if (c_rnz)
                            st <= E_HDR;
                        else
                            st <= E_DONE;   // writes only: no reply (as LiteX)
                    end
                end
                E_HDR: begin
                    // reply record header: no flags, byte enable 0xF, wcount = rcount, rcount 0
                    wb_data <= {8'h00, 8'h0F, c_rc, 8'h00};
                    wb_addr <= c_first;
                    left <= c_rc;
                    left_z <= !c_rnz;
                    left_1 <= (c_rc == 8'd1);
                    st <= E_WB;
                end
                E_RFETCH:
                    st <= E_RFETCH2;
                E_RFETCH2:
                    st <= E_RLOAD;
                E_RLOAD: begin
                    reg_addr <= ram_q[15:0];
                    reg_we <= 1'b0;
                    reg_req <= 1'b1;
                    tmo <= {TW{1'b0}};
                    tmo_end <= (TMO_LAST == {TW{1'b0}});   // TIMEOUT 1
                    st <= E_RWAIT;
                end
                E_RWAIT: begin
                    tmo <= tmo + 1'b1;
                    tmo_end <= (tmo == TMO_END);
                    if (reg_ack || tmo_end) begin
                        reg_req <= 1'b0;
                        wb_data <= reg_ack ? reg_rdata : 32'hFFFF_FFFF;
                        if (!reg_ack)
                            stat_timeout <= stat_timeout + 16'd1;
                        wb_addr <= ptr;
                        left <= left - 8'd1;
                        left_z <= left_1;
                        left_1 <= (left == 8'd2);
                        st <= E_WB;
                    end
                end
                E_WB:                           // the write-back itself: eng_we
                    if (!left_z) begin
                        st <= E_RFETCH;
                    end else begin
                        step <= 3'd0;
                        st <= E_CSUM;
                    end
                E_CSUM: begin
                    step <= step + 3'd1;
                    {acc_c, acc} <= cs_sum;
                    cs_first <= (step == 3'd1);
                    case (step)
                        3'd1: cs_op <= {5'd0, r_iplen};
                        3'd2: cs_op <= c_ip[31:16];
                        3'd3: cs_op <= c_ip[15:0];
                        default: cs_op <= 16'd0;
                    endcase
                    if (step == 3'd0) begin
                        r_iplen <= rep_iplen;
                    end
                    if (step == 3'd1) begin
                        r_udplen <= r_iplen - 11'd20;
                        tx_end <= r_iplen + 11'd13;
                    end
                    if (step == 3'd7) begin
                        r_csum <= ~acc;
                        tx_ptr <= ptr + 1'b1;   // tx_re: the first payload word (ptr) is read
                        st <= E_TX;
                    end
                end
                E_TX: begin
                    if (tx_ld)
                        tx_ptr <= tx_ptr + 1'b1;
                    if (m_axis_tready && out_last)
                        st <= E_DONE;
                end
                default: begin                  // E_DONE: free the slot, go to the other one
                    es <= ~es;
                    st <= E_IDLE;
                end
            endcase
        end
    end

    // ---- reply bytes ----
    // What byte `pos` of the reply is: {payload word's first byte, byte in field, field
    // (one-hot T_*), constant part}. Bytes 0-49 are the headers (0-41 for ARP), then the
    // payload words (byte 0 of a word at pos mod 4 = 2).
    function [17:0] tx_dec;
        input       arp, prb;
        input [5:0] pos;
        input       pos_lo;          // pos < 64
        reg [7:0] k;
        reg [6:0] t;
        reg [1:0] sub;
        reg       ws;
        begin
            k = 8'h00;
            t = 7'd0;
            sub = 2'd0;
            ws = 1'b0;
            if (pos_lo && pos <= 6'd5)
                t[T_MAC] = 1'b1;                                       // destination
            else if (pos_lo && pos <= 6'd11)
                k = mac_b(MAC_ADDR, pos[2:0] - 3'd6);
            else if (pos_lo && pos == 6'd12)
                k = 8'h08;
            else if (pos_lo && pos == 6'd13)
                k = arp ? 8'h06 : 8'h00;
            else if (arp) begin
                if (pos_lo) begin
                    case (pos)
                        6'd15: k = 8'h01;
                        6'd16: k = 8'h08;
                        6'd18: k = 8'h06;
                        6'd19: k = 8'h04;
                        6'd21: k = 8'h02;                              // ARP reply
                        6'd22, 6'd23, 6'd24, 6'd25, 6'd26, 6'd27:
                            k = mac_b(MAC_ADDR, pos[2:0] - 3'd6);      // 22 -> 0 ... 27 -> 5
                        6'd28, 6'd29, 6'd30, 6'd31:
                            k = ip_b(IP_ADDR, pos[1:0]);
                        6'd32, 6'd33, 6'd34, 6'd35, 6'd36, 6'd37:
                            t[T_MAC] = 1'b1;                           // target MAC
                        6'd38, 6'd39, 6'd40, 6'd41:
                            t[T_IP] = 1'b1;                            // target IP
                        default: k = 8'h00;
                    endcase
                end
            end else if (!pos_lo || pos >= 6'd50) begin
                t[T_PAY] = 1'b1;
                sub = pos[1:0] - 2'd2;
                ws = (pos[1:0] == 2'd2);
            end else begin
                case (pos)
                    6'd14: k = 8'h45;
                    6'd16, 6'd17: begin
                        t[T_ILEN] = 1'b1;
                        sub = {1'b0, pos[0]};
                    end
                    6'd20: k = 8'h40;                                  // DF
                    6'd22: k = 8'h40;                                  // TTL 64
                    6'd23: k = 8'h11;
                    6'd24, 6'd25: begin
                        t[T_CSUM] = 1'b1;
                        sub = {1'b0, pos[0]};
                    end
                    6'd26, 6'd27, 6'd28, 6'd29:
                        k = ip_b(IP_ADDR, pos[1:0] - 2'd2);
                    6'd30, 6'd31, 6'd32, 6'd33:
                        t[T_IP] = 1'b1;
                    6'd34: k = UDP_PORT[15:8];
                    6'd35: k = UDP_PORT[7:0];
                    6'd36, 6'd37: begin
                        t[T_PORT] = 1'b1;
                        sub = {1'b0, pos[0]};
                    end
                    6'd38, 6'd39: begin
                        t[T_ULEN] = 1'b1;
                        sub = {1'b0, pos[0]};
                    end
                    6'd42: k = 8'h4E;
                    6'd43: k = 8'h6F;
                    6'd44: k = prb ? 8'h12 : 8'h10;                    // version 1, probe reply
                    6'd45: k = 8'h44;                                  // 32-bit addresses and data
                    default: k = 8'h00;
                endcase
            end
            tx_dec = {ws, sub, t, k};
        end
    endfunction

    // Stage B's field byte, from stage A's decode: one register per group of fields, 0 unless
    // the byte comes from it, so that the output stage only ORs them.
    reg [7:0] nb_w, nb_pay;
    always @* begin
        nb_w = 8'h00;
        if (a_t[T_PORT]) nb_w = nb_w | (a_sub[0] ? c_port[7:0] : c_port[15:8]);
        if (a_t[T_ILEN]) nb_w = nb_w | (a_sub[0] ? r_iplen[7:0] : {5'd0, r_iplen[10:8]});
        if (a_t[T_CSUM]) nb_w = nb_w | (a_sub[0] ? r_csum[7:0] : r_csum[15:8]);
        if (a_t[T_ULEN]) nb_w = nb_w | (a_sub[0] ? r_udplen[7:0] : {5'd0, r_udplen[10:8]});
        case (a_sub[1:0])
            2'd0: nb_pay = ram_q[31:24];   // the word's first byte: the word arrives now
            2'd1: nb_pay = tx_word[23:16];
            2'd2: nb_pay = tx_word[15:8];
            default: nb_pay = tx_word[7:0];
        endcase
        if (!a_t[T_PAY]) nb_pay = 8'h00;
    end

    // Stage A's decode of byte dpos: an OR of the decodes of the header bytes, one per one-hot
    // flag (each a function of the reply type only), or a payload byte.
    reg [17:0] dec_a;
    integer    j;
    always @* begin
        dec_a = 18'd0;
        for (j = 3; j <= 49; j = j + 1)
            if (dhot[j])
                dec_a = dec_a | tx_dec(tx_arp, tx_prb, j[5:0], 1'b1);
        if (dpay)
            dec_a = dec_a | tx_dec(tx_arp, tx_prb, dpos[5:0], 1'b0);
    end

    // The reply starts (into E_TX) with bytes 0 and 1 (destination MAC) in the output and B,
    // and byte 2 decoded in A.
    // tx_start: the cycle that goes into E_TX (E_DISP with d_arp, or step 7 of E_CSUM),
    // registered from the cycle before.
    reg tx_start;
    always @(posedge clk)
        tx_start <= !rst && (((st == E_IDLE) && full[es] && c_arp) || (st == E_CSUM && step == 3'd6));
    always @(posedge clk) begin
        if (tx_start) begin
            out_b <= c_mac[47:40];
            out_last <= 1'b0;
            b_const <= 8'h00;
            b_mac <= c_mac[39:32];
            tx_mac <= {c_mac[31:0], c_mac[47:32]};   // byte 2 next
            tx_ip <= c_ip;
            b_ip <= 8'h00;
            b_w <= 8'h00;
            b_pay <= 8'h00;
            b_last <= 1'b0;
            {a_ws, a_sub, a_t, a_const} <= tx_dec(1'b0, 1'b0, 6'd2, 1'b1);  // any type
            tx_arp <= c_arp;
            tx_prb <= c_prb;
            a_last <= 1'b0;                      // the shortest reply (ARP) has 42 bytes
            dpos <= 11'd3;
            dhot <= 47'd1;               // byte 3
            dpay <= 1'b0;
        end else if (hs) begin
            out_b <= b_const | b_mac | b_ip | b_w | b_pay;
            out_last <= b_last;
            b_const <= a_const;
            b_mac <= a_t[T_MAC] ? tx_mac[47:40] : 8'h00;
            b_ip <= a_t[T_IP] ? tx_ip[31:24] : 8'h00;
            if (a_t[T_MAC])
                tx_mac <= {tx_mac[39:0], tx_mac[47:40]};
            if (a_t[T_IP])
                tx_ip <= {tx_ip[23:0], tx_ip[31:24]};
            b_w <= nb_w;
            b_pay <= nb_pay;
            b_last <= a_last;
            {a_ws, a_sub, a_t, a_const} <= dec_a;
            a_last <= (dpos == tx_end);
            dpos <= dpos + 11'd1;
            dhot <= {dhot[48:3], 1'b0};
            dpay <= dpay || dhot[49];
        end
        if (tx_ld)
            tx_word <= ram_q[23:0];
    end

    assign m_axis_tvalid = (st == E_TX);
    assign m_axis_tlast = (st == E_TX) && out_last;
    assign m_axis_tdata = out_b;
endmodule

`resetall
