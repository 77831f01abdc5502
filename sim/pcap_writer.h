// redline_tap: a classic pcap file of the frames one side sees.
#pragma once

#include "tap_common.h"

namespace redline::tap {

// Classic pcap, microsecond timestamps, Ethernet.
class Pcap {
  public:
    explicit Pcap(const std::string &path) {
        if (path.empty()) return;
        f_ = fopen(path.c_str(), "wb");
        if (!f_) die("cannot write " + path);
        uint32_t hdr[6] = {0xa1b2c3d4, 0x00040002, 0, 0, 65535, 1};
        fwrite(hdr, sizeof hdr, 1, f_);
    }
    ~Pcap() { if (f_) fclose(f_); }
    void write(int64_t wall_ns, const uint8_t *p, size_t n) {
        if (!f_) return;
        int64_t us = wall_ns / 1000;
        uint32_t rec[4] = {uint32_t(us / 1000000), uint32_t(us % 1000000), uint32_t(n), uint32_t(n)};
        fwrite(rec, sizeof rec, 1, f_);
        fwrite(p, 1, n, f_);
    }

  private:
    FILE *f_ = nullptr;
};

}  // namespace redline::tap
