// redline_tap: per-flow accounting (packets, ECN, retransmissions, the TM's verdicts), from the
// frames themselves.
#pragma once

#include "tap_common.h"

namespace redline::tap {

struct FlowDir {
    uint64_t pkts = 0, bytes = 0, payload = 0;
    uint64_t ect = 0, ce_in = 0, ce_out = 0;  // ECT(0|1) / CE entering the TM, CE leaving it
    uint64_t ece = 0, cwr = 0, syn = 0, syn_ecn = 0;
    uint64_t retrans = 0;  // data segments that end at or before the highest sequence seen
    uint64_t tm_drop = 0, tm_mark = 0;
    uint32_t high_seq = 0;  // highest end sequence seen (valid once `started`)
    bool started = false;
};
struct Flow {
    std::string a, b;  // A-side and B-side endpoints "ip:port"
    FlowDir ab, ba;
};

struct TcpView {
    bool ok = false;
    uint8_t ecn = 0, flags = 0;
    uint32_t payload = 0, seq = 0;
    std::string key, src, dst;
};

inline std::string ep(const uint8_t *ip, uint16_t port) {
    char s[32];
    snprintf(s, sizeof s, "%u.%u.%u.%u:%u", ip[0], ip[1], ip[2], ip[3], port);
    return s;
}

// IPv4/TCP behind an Ethernet header (no VLAN: the namespaces never tag).
inline TcpView parse_tcp(const uint8_t *p, size_t n) {
    TcpView v;
    if (n < 14 + 20 || p[12] != 0x08 || p[13] != 0x00) return v;
    const uint8_t *ip = p + 14;
    size_t ihl = size_t(ip[0] & 15) * 4;
    if ((ip[0] >> 4) != 4 || ihl < 20 || n < 14 + ihl + 20 || ip[9] != 6) return v;
    const uint8_t *tcp = ip + ihl;
    size_t tot = (size_t(ip[2]) << 8) | ip[3];
    size_t doff = size_t(tcp[12] >> 4) * 4;
    v.ok = true;
    v.ecn = ip[1] & 3;
    v.flags = tcp[13];
    v.payload = tot > ihl + doff ? uint32_t(tot - ihl - doff) : 0;
    v.seq = (uint32_t(tcp[4]) << 24) | (uint32_t(tcp[5]) << 16) | (uint32_t(tcp[6]) << 8) | tcp[7];
    v.src = ep(ip + 12, uint16_t((tcp[0] << 8) | tcp[1]));
    v.dst = ep(ip + 16, uint16_t((tcp[2] << 8) | tcp[3]));
    return v;
}

constexpr uint8_t kFin = 0x01, kSyn = 0x02, kAck = 0x10, kEce = 0x40, kCwr = 0x80;

class Flows {
  public:
    // A frame entering direction `ab` (true: A to B).
    FlowDir *enter(bool ab, const uint8_t *p, size_t n) {
        TcpView v = parse_tcp(p, n);
        if (!v.ok) return nullptr;
        Flow &f = get(ab ? v.src : v.dst, ab ? v.dst : v.src);
        FlowDir &d = ab ? f.ab : f.ba;
        ++d.pkts;
        d.bytes += n;
        d.payload += v.payload;
        if (v.ecn == 1 || v.ecn == 2) ++d.ect;
        if (v.ecn == 3) ++d.ce_in;
        if (v.payload) {
            // A retransmission re-sends bytes below the highest sequence already seen (the
            // sender side's own count, whichever tool the sender runs).
            uint32_t end = v.seq + v.payload;
            if (d.started && int32_t(end - d.high_seq) <= 0) ++d.retrans;
            if (!d.started || int32_t(end - d.high_seq) > 0) d.high_seq = end;
            d.started = true;
        }
        if (v.flags & kEce) ++d.ece;
        if (v.flags & kCwr) ++d.cwr;
        if (v.flags & kSyn) {
            ++d.syn;
            // RFC 3168: SYN with ECE+CWR asks for ECN; SYN-ACK with ECE alone accepts it.
            bool ask = !(v.flags & kAck) && (v.flags & kEce) && (v.flags & kCwr);
            bool accept = (v.flags & kAck) && (v.flags & kEce) && !(v.flags & kCwr);
            if (ask || accept) ++d.syn_ecn;
        }
        return &d;
    }
    void leave(bool ab, const uint8_t *p, size_t n) {
        TcpView v = parse_tcp(p, n);
        if (!v.ok) return;
        Flow &f = get(ab ? v.src : v.dst, ab ? v.dst : v.src);
        if (v.ecn == 3) ++(ab ? f.ab : f.ba).ce_out;
    }
    std::string json() const {
        std::string s = "[";
        bool first = true;
        for (auto &[k, f] : flows_) {
            if (!first) s += ",";
            first = false;
            s += "{\"a\":\"" + f.a + "\",\"b\":\"" + f.b + "\",\"ab\":" + dir_json(f.ab) + ",\"ba\":" + dir_json(f.ba) + "}";
        }
        return s + "]";
    }

  private:
    static std::string dir_json(const FlowDir &d) {
        char s[512];
        snprintf(s, sizeof s,
                 "{\"pkts\":%" PRIu64 ",\"bytes\":%" PRIu64 ",\"payload\":%" PRIu64 ",\"ect\":%" PRIu64
                 ",\"ce_in\":%" PRIu64 ",\"ce_out\":%" PRIu64 ",\"ece\":%" PRIu64 ",\"cwr\":%" PRIu64
                 ",\"syn\":%" PRIu64 ",\"syn_ecn\":%" PRIu64 ",\"retrans\":%" PRIu64 ",\"tm_drop\":%" PRIu64
                 ",\"tm_mark\":%" PRIu64 "}",
                 d.pkts, d.bytes, d.payload, d.ect, d.ce_in, d.ce_out, d.ece, d.cwr, d.syn, d.syn_ecn, d.retrans,
                 d.tm_drop, d.tm_mark);
        return s;
    }
    Flow &get(const std::string &a, const std::string &b) {
        auto key = a + "-" + b;
        auto it = flows_.find(key);
        if (it == flows_.end()) {
            it = flows_.emplace(key, Flow{}).first;
            it->second.a = a;
            it->second.b = b;
        }
        return it->second;
    }
    std::map<std::string, Flow> flows_;
};

}  // namespace redline::tap
