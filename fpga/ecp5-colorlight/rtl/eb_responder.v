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
// mgmt_valid (= s_axis_tvalid & s_axis_tlast, the last beat of every frame) and mgmt_hit (same
// cycle, combinational) tell the board that the frame was addressed to the board: an ARP frame
// to our MAC or broadcast whose target IP is IP_ADDR, or an IPv4 (IHL 5) UDP frame to our MAC,
// IP_ADDR and UDP_PORT, valid or not.
module eb_responder #(
    parameter [47:0] MAC_ADDR = 48'h02_52_44_4C_4E_01,
    parameter [31:0] IP_ADDR  = 32'h0A_4D_00_02,   // 10.77.0.2
    parameter [15:0] UDP_PORT = 16'd1234,
    parameter        BUF_AW   = 8,                // 2**BUF_AW words per request, 2..8
    parameter        TIMEOUT  = 4096              // cycles a register access may take
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

    output wire        mgmt_valid,
    output wire        mgmt_hit,

    output reg  [15:0] stat_ok,       // requests accepted (ARP requests and Etherbone packets)
    output reg  [15:0] stat_bad,      // frames for the board that were malformed, ignored
    output reg  [15:0] stat_busy,     // requests dropped because both slots were busy
    output reg  [15:0] stat_timeout   // register accesses that timed out
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
    // One's complement sum of the constant words of a reply's IPv4 header: version/IHL/TOS,
    // flags (DF), TTL 64 / protocol 17, and our address.
    localparam [31:0] CS_RAW = 32'h4500 + 32'h4000 + 32'h4011 + (IP_ADDR >> 16) + (IP_ADDR & 32'hFFFF);
    localparam [31:0] CS_F1 = (CS_RAW & 32'hFFFF) + (CS_RAW >> 16);
    localparam [31:0] CS_F2 = (CS_F1 & 32'hFFFF) + (CS_F1 >> 16);
    localparam [15:0] CS_C = CS_F2[15:0];

    // Positions lo..hi of a 64-bit mask: byte positions are decoded by indexing such constant
    // masks (a LUT per mask) instead of comparators (carry chains).
    function [63:0] span;
        input integer lo, hi;
        integer i;
        begin
            span = 64'd0;
            for (i = lo; i <= hi; i = i + 1)
                span[i] = 1'b1;
        end
    endfunction

    localparam [63:0] P_DST = span(0, 5);      // Ethernet destination
    localparam [63:0] P_SMAC = span(6, 11);    // Ethernet source
    localparam [63:0] P_HDR = span(14, 49);    // checked by rx_rom
    localparam [63:0] P_CS = span(14, 33);     // IPv4 header checksum
    localparam [63:0] P_SHA = span(22, 27);    // ARP sender MAC
    localparam [63:0] P_IPSRC = span(26, 29);  // IPv4 source
    localparam [63:0] P_SPA = span(28, 31);    // ARP sender IP
    localparam [63:0] P_SPORT = span(34, 35);  // UDP source port
    localparam [63:0] P_LT37 = span(0, 36);
    localparam [63:0] P_LT41 = span(0, 40);
    localparam [63:0] P_LT49 = span(0, 48);
    localparam [63:0] P_LT50 = span(0, 49);

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
    wire        first = (cnt == 11'd0);
    wire        lo = (cnt[10:6] == 5'd0);
    wire [5:0]  p = cnt[5:0];

    reg        dst_me, dst_bc, e08, is_ip, is_arp, addr_ok, val_ok;
    reg [15:0] ip_len, udp_len;
    reg [10:0] end_last;             // 13 + IP total length: last byte of the IP packet
    reg        pay_on;               // the current byte is Etherbone payload (after its header)
    reg        rd_region;            // the next payload word is a read address
    reg [7:0]  cs_hi;
    reg [15:0] cs_acc;
    reg        cs_c;
    reg        pf, pr;
    reg [7:0]  sz;
    reg [23:0] sh;
    reg [9:0]  widx;                 // payload words received
    reg [7:0]  rx_wc, rx_rc;
    reg [13:0] rx_bw;
    reg        be_ok, waddr_ok, raddr_ok;
    reg        iplen_ok, udp_ok;     // length checks, decided as soon as their fields arrived
    reg [8:0]  exp_pw;               // payload words the IPv4 length announces
    reg [9:0]  rec_exp;              // payload words the record header announces
    reg        rx_can, rx_slot;
    reg [1:0]  full;

    wire [16:0] chk = rx_rom(is_arp, p);
    wire        hdr = lo && P_HDR[p];
    wire        mis = |((b ^ chk[7:0]) & chk[15:8]);
    wire        mis_addr = hdr && mis && chk[16];
    wire        mis_val = hdr && mis && !chk[16];
    wire        addr_ok_nx = (first | addr_ok) & ~mis_addr;

    wire in_dst = lo && P_DST[p];
    wire in_cs = lo && P_CS[p];
    wire cap_mac = lo && (P_SMAC[p] || (is_arp && P_SHA[p]));
    wire cap_ip = lo && ((is_ip && P_IPSRC[p]) || (is_arp && P_SPA[p]));
    wire cap_port = lo && is_ip && P_SPORT[p];
    wire in_pay = is_ip && pay_on;
    wire word_done = in_pay && cnt[1:0] == 2'b01;  // payload starts at byte 50 (50 mod 4 = 2)
    wire [31:0] wfull = {sh, b};
    wire [9:0]  rx_ret = (rx_wc != 8'd0) ? {2'b00, rx_wc} + 10'd2 : 10'd1;  // base_ret_addr index
    // The last written word, base + 4 (wcount - 1), must stay below 0x10000: as wcount < 256
    // that can only fail for a base >= 0xFC00, when base[9:2] + wcount > 0x100.
    wire [8:0]  wsum = {1'b0, wfull[9:2]} + {1'b0, rx_wc};
    wire        wover = (&wfull[15:10]) && wsum[8] && (|wsum[7:0]);
    wire        rx_we = rx && word_done && rx_can && (widx >> BUF_AW) == 10'd0;

    always @(posedge clk) begin
        if (rst)
            cnt <= 11'd0;
        else if (rx)
            cnt <= s_axis_tlast ? 11'd0 : (cnt == 11'h7FF ? cnt : cnt + 11'd1);
    end

    always @(posedge clk) begin
        if (rx) begin
            if (in_dst) begin
                dst_me <= (first | dst_me) & (b == mac_b(MAC_ADDR, p[2:0]));
                dst_bc <= (first | dst_bc) & (b == 8'hFF);
            end
            if (lo && p == 6'd12)
                e08 <= (b == 8'h08);
            if (first) begin
                is_ip <= 1'b0;
                is_arp <= 1'b0;
            end else if (lo && p == 6'd13) begin
                is_ip <= e08 & (b == 8'h00);
                is_arp <= e08 & (b == 8'h06);
            end
            addr_ok <= addr_ok_nx;
            val_ok <= (first | val_ok) & ~mis_val;
            if (lo && p == 6'd16) ip_len[15:8] <= b;
            if (lo && p == 6'd17) ip_len[7:0] <= b;
            if (lo && p == 6'd18) end_last <= ip_len[10:0] + 11'd13;
            if (first)
                pay_on <= 1'b0;
            else if (lo && p == 6'd49)
                pay_on <= (end_last != 11'd49);
            else if (cnt == end_last)
                pay_on <= 1'b0;
            if (lo && p == 6'd19) begin
                iplen_ok <= ip_len[15:11] == 5'd0 && ip_len[1:0] == 2'd0 &&
                            {1'b0, ip_len[10:2]} >= 10'd9 && {1'b0, ip_len[10:2]} <= MAXW + 10'd9;
                exp_pw <= ip_len[10:2] - 9'd9;
            end
            if (lo && p == 6'd40) udp_ok <= (udp_len == ip_len - 16'd20);
            if (lo && p == 6'd38) udp_len[15:8] <= b;
            if (lo && p == 6'd39) udp_len[7:0] <= b;
            if (in_cs) begin
                if (!p[0])
                    cs_hi <= b;
                else if (p == 6'd15)
                    {cs_c, cs_acc} <= {1'b0, cs_hi, b};
                else
                    {cs_c, cs_acc} <= {1'b0, cs_acc} + {1'b0, cs_hi, b} + {16'd0, cs_c};
            end
            if (lo && p == 6'd44) begin
                pf <= b[0];
                pr <= b[1];
            end
            if (lo && p == 6'd45) sz <= b;
            // two cycles after the previous frame's last beat: its decision is in full/rx_slot
            if (lo && p == 6'd2) rx_can <= ~full[rx_slot];
            if (in_pay) sh <= {sh[15:0], b};
            if (first) begin
                widx <= 10'd0;
                rd_region <= 1'b0;
                rx_wc <= 8'd0;
                rx_rc <= 8'd0;
                be_ok <= 1'b0;
                waddr_ok <= 1'b1;
                raddr_ok <= 1'b1;
            end else if (word_done) begin
                widx <= widx + 10'd1;
                if (widx == 10'd0) begin     // record header: flags, byte enable, wcount, rcount
                    be_ok <= (wfull[23:16] == 8'h0F);
                    rx_wc <= wfull[15:8];
                    rx_rc <= wfull[7:0];
                    rec_exp <= ((wfull[15:8] != 8'd0) ? {2'b00, wfull[15:8]} + 10'd2 : 10'd1) +
                               ((wfull[7:0] != 8'd0) ? {2'b00, wfull[7:0]} + 10'd1 : 10'd0);
                end
                if (widx == 10'd1 && rx_wc != 8'd0) begin   // base_write_addr
                    rx_bw <= wfull[15:2];
                    if (wfull[31:16] != 16'd0 || wfull[1:0] != 2'd0 || wover)
                        waddr_ok <= 1'b0;
                end
                if (widx == rx_ret)
                    rd_region <= 1'b1;
                if (rd_region && (wfull[31:16] != 16'd0 || wfull[1:0] != 2'd0))
                    raddr_ok <= 1'b0;                         // a read address
            end
        end
    end

    // Same cycle as the last beat: is the frame addressed to the board?
    assign mgmt_valid = rx_end;
    assign mgmt_hit = rx_end & addr_ok_nx &
                      ((dst_me & is_ip & ~(lo & P_LT37[p])) | ((dst_me | dst_bc) & is_arp & ~(lo & P_LT41[p])));

    // ---- end of frame ----
    // fin (the cycle after the last beat): every flag is final; the verdict is registered and
    // the request's descriptor copied into the free slot (harmless if it is then not taken).
    // fin2: the slot is taken (full, rx_slot) and counted. The next frame may start at fin and
    // overwrite the flags from then on, hence the registered copies (hit2, ok2); it reads
    // full/rx_slot at its byte 2, after fin2.
    reg fin, fin2, hit_r, hit2, long_r, ok2;
    // The IPv4 and UDP lengths must match each other and the payload words received (which
    // also rejects a truncated frame), and the payload must fit a slot (iplen_ok).
    wire       len_ok = iplen_ok && udp_ok && widx == {1'b0, exp_pw};
    wire       cs_ok = (cs_acc == 16'hFFFF && !cs_c) || (cs_acc == 16'hFFFE && cs_c);
    wire       rec_ok = widx == 10'd0 || (be_ok && rec_exp == widx && waddr_ok && raddr_ok);
    wire       eb_ok = pf ? ((sz & 8'h44) == 8'h44) : (!pr && sz == 8'h44 && rec_ok);
    wire       ip_valid = val_ok && cs_ok && len_ok && long_r && eb_ok;
    wire       req_ok = is_arp ? val_ok : ip_valid;
    wire       accept = fin2 && hit2 && rx_can && ok2;
    wire       fin_cap = fin && rx_can;

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
            long_r <= ~(lo & P_LT49[p]);   // the 8-byte Etherbone header arrived
        end
        if (fin) begin
            hit2 <= hit_r;
            ok2 <= req_ok;
        end
    end

    always @(posedge clk) begin
        if (rst) begin
            rx_slot <= 1'b0;
            stat_ok <= 16'd0;
            stat_bad <= 16'd0;
            stat_busy <= 16'd0;
        end else if (fin2 && hit2) begin
            if (!rx_can)
                stat_busy <= stat_busy + 16'd1;
            else if (ok2) begin
                stat_ok <= stat_ok + 16'd1;
                rx_slot <= ~rx_slot;
            end else
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
            end else begin
                arp1 <= is_arp;
                prb1 <= pf;
                wc1 <= rx_wc;
                rc1 <= rx_rc;
                nw1 <= widx[BUF_AW:0];
                bw1 <= rx_bw;
            end
        end
    end

    // ---------------------------------------------------------------------------------------
    // Execute and reply, one slot at a time, in arrival order
    // ---------------------------------------------------------------------------------------
    localparam [3:0] E_IDLE = 4'd0, E_WFETCH = 4'd1, E_WLOAD = 4'd2, E_WWAIT = 4'd3,
                     E_HDR = 4'd4, E_RFETCH = 4'd5, E_RLOAD = 4'd6, E_RWAIT = 4'd7,
                     E_WB = 4'd8, E_CSUM = 4'd9, E_TX = 4'd10, E_DONE = 4'd11, E_WFETCH2 = 4'd12,
                     E_RFETCH2 = 4'd13;

    reg [3:0]        st;
    reg              es;             // slot being executed
    reg [BUF_AW-1:0] ptr, wb_addr;
    reg [7:0]        left;
    reg [13:0]       waddr;
    reg [31:0]       wb_data;
    reg [TW-1:0]     tmo;
    reg [2:0]        step;
    reg [15:0]       acc;            // reply IPv4 checksum, one's complement, carry pending
    reg              acc_c;
    reg [10:0]       tx_cnt, tx_end, r_iplen, r_udplen;
    reg [15:0]       r_csum;
    reg [31:0]       rq;             // RAM output, registered once more (timing, see below)
    reg [31:0]       tx_word;        // the payload word being sent

    wire [47:0]     c_mac = es ? mac1 : mac0;
    wire [31:0]     c_ip = es ? ip1 : ip0;
    wire [15:0]     c_port = es ? port1 : port0;
    wire            c_arp = es ? arp1 : arp0;
    wire            c_prb = es ? prb1 : prb0;
    wire [7:0]      c_wc = es ? wc1 : wc0;
    wire [7:0]      c_rc = es ? rc1 : rc0;
    wire [BUF_AW:0] c_nw = es ? nw1 : nw0;
    wire [13:0]     c_bw = es ? bw1 : bw0;
    // where the reply record starts: its header overwrites the word before base_ret_addr
    // (the request header, or the last write data word)
    wire [BUF_AW-1:0] c_first = (c_wc != 8'd0) ? c_wc[BUF_AW-1:0] + 1'b1 : {BUF_AW{1'b0}};
    // reply IPv4 length: 20 + 8 + 8 + 4 x (probe: the words echoed; reads: header, base, values)
    wire [10:0]     rep_iplen = c_prb ? {{(8 - BUF_AW){1'b0}}, c_nw, 2'b00} + 11'd36 : {1'b0, c_rc, 2'b00} + 11'd44;

    // One adder for the reply checksum (steps 1-5): CS_C + length, + our peer's address
    // halves, then the end-around carries; step 6 stores it.
    reg  [15:0]     cs_b;
    always @* begin
        case (step)
            3'd1: cs_b = {5'd0, r_iplen};
            3'd2: cs_b = c_ip[31:16];
            3'd3: cs_b = c_ip[15:0];
            default: cs_b = 16'd0;
        endcase
    end
    wire [16:0]     cs_sum = {1'b0, (step == 3'd1) ? CS_C : acc} + {1'b0, cs_b} +
                             {16'd0, (step > 3'd1) & acc_c};

    wire [31:0]     ram_q;
    wire            hs = (st == E_TX) && m_axis_tready;
    wire            tx_lo = (tx_cnt[10:6] == 5'd0);
    wire [5:0]      tp = tx_cnt[5:0];
    wire            tx_hdr = tx_lo && P_LT50[tp];   // bytes 0..49: headers; then the RAM words
    // Block RAM clock-to-output is slow on ECP5 (about 5.6 ns without the output register,
    // which Yosys does not use), so the RAM output goes straight into rq, with no logic and no
    // enable, and everything else reads rq: a read takes two cycles. tx_word takes the next
    // word at the last byte of the header or of a word; the read of the word after it is
    // issued at the same time (the first one at the end of E_CSUM), so each read has a word's
    // time (at least 4 cycles) to arrive in rq.
    wire            tx_ld = hs && ((tx_lo && tp == 6'd49) || (!tx_hdr && tx_cnt[1:0] == 2'b01));
    wire            tx_re = tx_ld || (st == E_CSUM && step == 3'd6);
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
        .raddr({es, ptr}),
        .rdata(ram_q)
    );

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
        end else begin
            case (st)
                E_IDLE:
                    if (full[es]) begin
                        if (c_arp) begin
                            tx_cnt <= 11'd0;
                            tx_end <= 11'd41;
                            st <= E_TX;
                        end else if (c_prb) begin
                            step <= 3'd0;
                            st <= E_CSUM;
                        end else if (c_wc != 8'd0) begin
                            ptr <= 2;
                            waddr <= c_bw;
                            left <= c_wc;
                            st <= E_WFETCH;
                        end else if (c_rc != 8'd0)
                            st <= E_HDR;
                        else
                            st <= E_DONE;   // empty packet or record: nothing to do, no reply
                    end
                E_WFETCH:
                    st <= E_WFETCH2;
                E_WFETCH2:
                    st <= E_WLOAD;
                E_WLOAD: begin
                    reg_addr <= {waddr, 2'b00};
                    reg_wdata <= rq;
                    reg_we <= 1'b1;
                    reg_req <= 1'b1;
                    tmo <= {TW{1'b0}};
                    st <= E_WWAIT;
                end
                E_WWAIT: begin
                    tmo <= tmo + 1'b1;
                    if (reg_ack || tmo == TMO_LAST) begin
                        reg_req <= 1'b0;
                        if (!reg_ack)
                            stat_timeout <= stat_timeout + 16'd1;
                        waddr <= waddr + 14'd1;
                        ptr <= ptr + 1'b1;
                        left <= left - 8'd1;
                        if (left != 8'd1)
                            st <= E_WFETCH;
                        else if (c_rc != 8'd0)
                            st <= E_HDR;
                        else
                            st <= E_DONE;   // writes only: no reply (as LiteX)
                    end
                end
                E_HDR: begin
                    // reply record header: no flags, byte enable 0xF, wcount = rcount, rcount 0
                    wb_data <= {8'h00, 8'h0F, c_rc, 8'h00};
                    wb_addr <= c_first;
                    ptr <= c_first + 1'b1;          // base_ret_addr
                    left <= c_rc;
                    st <= E_WB;
                end
                E_RFETCH:
                    st <= E_RFETCH2;
                E_RFETCH2:
                    st <= E_RLOAD;
                E_RLOAD: begin
                    reg_addr <= rq[15:0];
                    reg_we <= 1'b0;
                    reg_req <= 1'b1;
                    tmo <= {TW{1'b0}};
                    st <= E_RWAIT;
                end
                E_RWAIT: begin
                    tmo <= tmo + 1'b1;
                    if (reg_ack || tmo == TMO_LAST) begin
                        reg_req <= 1'b0;
                        wb_data <= reg_ack ? reg_rdata : 32'hFFFF_FFFF;
                        if (!reg_ack)
                            stat_timeout <= stat_timeout + 16'd1;
                        wb_addr <= ptr;
                        left <= left - 8'd1;
                        st <= E_WB;
                    end
                end
                E_WB:                           // the write-back itself: eng_we
                    if (left != 8'd0) begin
                        ptr <= ptr + 1'b1;
                        st <= E_RFETCH;
                    end else begin
                        step <= 3'd0;
                        st <= E_CSUM;
                    end
                E_CSUM: begin
                    step <= step + 3'd1;
                    {acc_c, acc} <= cs_sum;
                    if (step == 3'd0) begin
                        r_iplen <= rep_iplen;
                        tx_cnt <= 11'd0;
                        ptr <= c_prb ? {BUF_AW{1'b0}} : c_first;
                    end
                    if (step == 3'd1) begin
                        r_udplen <= r_iplen - 11'd20;
                        tx_end <= r_iplen + 11'd13;
                    end
                    if (step == 3'd6) begin
                        r_csum <= ~acc;
                        ptr <= ptr + 1'b1;      // tx_re: the first payload word
                        st <= E_TX;
                    end
                end
                E_TX:
                    if (m_axis_tready) begin
                        tx_cnt <= tx_cnt + 11'd1;
                        if (tx_ld)
                            ptr <= ptr + 1'b1;
                        if (tx_cnt == tx_end)
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
    reg [7:0] hb;
    always @* begin
        hb = 8'h00;
        if (P_DST[tp])
            hb = mac_b(c_mac, tx_cnt[2:0]);
        else if (P_SMAC[tp])
            hb = mac_b(MAC_ADDR, tx_cnt[2:0] - 3'd6);
        else if (tp == 6'd12)
            hb = 8'h08;
        else if (tp == 6'd13)
            hb = c_arp ? 8'h06 : 8'h00;
        else if (c_arp) begin
            case (tx_cnt[5:0])
                6'd15: hb = 8'h01;
                6'd16: hb = 8'h08;
                6'd18: hb = 8'h06;
                6'd19: hb = 8'h04;
                6'd21: hb = 8'h02;                                    // ARP reply
                6'd22, 6'd23, 6'd24, 6'd25, 6'd26, 6'd27:
                    hb = mac_b(MAC_ADDR, tx_cnt[2:0] - 3'd6);         // 22 -> 0 ... 27 -> 5
                6'd28, 6'd29, 6'd30, 6'd31:
                    hb = ip_b(IP_ADDR, tx_cnt[1:0]);
                6'd32, 6'd33, 6'd34, 6'd35, 6'd36, 6'd37:
                    hb = mac_b(c_mac, tx_cnt[2:0]);                   // 32 -> 0 ... 37 -> 5
                6'd38, 6'd39, 6'd40, 6'd41:
                    hb = ip_b(c_ip, tx_cnt[1:0] - 2'd2);
                default: hb = 8'h00;
            endcase
        end else begin
            case (tx_cnt[5:0])
                6'd14: hb = 8'h45;
                6'd16: hb = {5'd0, r_iplen[10:8]};
                6'd17: hb = r_iplen[7:0];
                6'd20: hb = 8'h40;                                    // DF
                6'd22: hb = 8'h40;                                    // TTL 64
                6'd23: hb = 8'h11;
                6'd24: hb = r_csum[15:8];
                6'd25: hb = r_csum[7:0];
                6'd26, 6'd27, 6'd28, 6'd29:
                    hb = ip_b(IP_ADDR, tx_cnt[1:0] - 2'd2);
                6'd30, 6'd31, 6'd32, 6'd33:
                    hb = ip_b(c_ip, tx_cnt[1:0] - 2'd2);
                6'd34: hb = UDP_PORT[15:8];
                6'd35: hb = UDP_PORT[7:0];
                6'd36: hb = c_port[15:8];
                6'd37: hb = c_port[7:0];
                6'd38: hb = {5'd0, r_udplen[10:8]};
                6'd39: hb = r_udplen[7:0];
                6'd42: hb = 8'h4E;
                6'd43: hb = 8'h6F;
                6'd44: hb = c_prb ? 8'h12 : 8'h10;                    // version 1, probe reply
                6'd45: hb = 8'h44;                                    // 32-bit addresses and data
                default: hb = 8'h00;
            endcase
        end
    end

    always @(posedge clk) begin
        rq <= ram_q;
        if (tx_ld)
            tx_word <= rq;
    end

    reg [7:0] pb;
    always @* begin
        case (tx_cnt[1:0])               // payload byte 0 of a word is at tx_cnt = 50 (mod 4 = 2)
            2'd2: pb = tx_word[31:24];
            2'd3: pb = tx_word[23:16];
            2'd0: pb = tx_word[15:8];
            default: pb = tx_word[7:0];
        endcase
    end

    assign m_axis_tvalid = (st == E_TX);
    assign m_axis_tlast = (st == E_TX) && tx_cnt == tx_end;
    assign m_axis_tdata = tx_hdr ? hb : pb;
endmodule

`resetall
