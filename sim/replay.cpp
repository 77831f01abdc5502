// redline_replay: runs a frame trace through the Verilated redline_tm at full speed.
//
// Input (binary, little-endian), written by sw/redline/rtl_backend.py:
//   "RDLS" u32 version=1
//   u32 n_writes, then n_writes x (u32 addr, u32 value)   register writes before the commit
//   u32 ready_percent, u64 ready_seed                     m_axis_tready pattern (100 = always)
//   u32 n_frames, then n_frames x (u64 cycle, u32 len, u8 bad, len bytes)
//   u64 max_cycles                                        give up after this many cycles
// Frame cycles count from the commit's apply cycle (cycle 0 of the model's timeline); the first
// frame must leave room for the status reads that follow the commit (sw/redline/rtl_backend.py
// LEAD_IN_CYCLES).
// Output (text, one record per line) on stdout:
//   commit <commit_cycle> <err> <err_code> <base>
//   dec <cycle> <action> <reason> <qavg> <backlog> <len>
//   dep <cycle> <hex bytes>
//   cnt <name> <value>
//   end <cycle> <ok|timeout> <sim_seconds>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "verilated.h"
#include REDLINE_HEADER
#include "redline_regs.h"

#ifndef REDLINE_W
#error "REDLINE_W (bytes per beat) must be defined"
#endif

namespace {

struct Frame {
    uint64_t cycle;
    std::vector<uint8_t> data;
    bool bad;
};

struct Reader {
    FILE *f;
    template <typename T> T get() {
        T v{};
        if (fread(&v, sizeof v, 1, f) != 1) throw std::runtime_error("truncated stimulus");
        return v;
    }
};

// The tready pattern shared with the model (sw/redline/rtl_backend.py ready_fn).
bool ready_at(uint64_t c, uint32_t percent, uint64_t seed) {
    if (percent >= 100) return true;
    uint64_t z = c * 0x9E3779B97F4A7C15ULL + seed;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    z ^= z >> 31;
    return (z % 100) < percent;
}

class Harness {
  public:
    explicit Harness(VerilatedContext *ctx) : top(new TOP_CLASS{ctx}) {}

    // One clock cycle: inputs are already set for cycle `cycle`; the rising edge samples them.
    void tick() {
        top->clk = 1;
        top->eval();
        top->clk = 0;
        top->eval();
        ++cycle;
    }

    void reset() {
        top->clk = 0;
        top->reset = 1;
        idle_inputs();
        top->eval();
        for (int i = 0; i < 5; ++i) tick();
        top->reset = 0;
        top->eval();
        cycle = 0;  // the next rising edge is cycle 0, as in the cocotb testbench
    }

    void idle_inputs() {
        top->s_axis_tvalid = 0;
        top->s_axis_tlast = 0;
        top->s_axis_tuser = 0;
        top->m_axis_tready = 1;
        top->s_axil_awvalid = 0;
        top->s_axil_wvalid = 0;
        top->s_axil_bready = 0;
        top->s_axil_arvalid = 0;
        top->s_axil_rready = 0;
    }

    void write(uint32_t addr, uint32_t value) {
        top->s_axil_awaddr = addr;
        top->s_axil_awprot = 0;
        top->s_axil_wdata = value;
        top->s_axil_wstrb = 0xF;
        top->s_axil_awvalid = 1;
        top->s_axil_wvalid = 1;
        top->s_axil_bready = 1;
        bool aw = false, w = false, b = false;
        for (int i = 0; i < 1000 && !b; ++i) {
            top->eval();
            bool aw_fire = top->s_axil_awvalid && top->s_axil_awready;
            bool w_fire = top->s_axil_wvalid && top->s_axil_wready;
            bool b_fire = top->s_axil_bvalid && top->s_axil_bready;
            tick();
            if (aw_fire) { aw = true; top->s_axil_awvalid = 0; }
            if (w_fire) { w = true; top->s_axil_wvalid = 0; }
            if (b_fire) b = true;
        }
        top->s_axil_bready = 0;
        if (!(aw && w && b)) throw std::runtime_error("AXI-Lite write did not complete");
    }

    uint32_t read(uint32_t addr) {
        top->s_axil_araddr = addr;
        top->s_axil_arprot = 0;
        top->s_axil_arvalid = 1;
        top->s_axil_rready = 1;
        for (int i = 0; i < 1000; ++i) {
            top->eval();
            bool ar_fire = top->s_axil_arvalid && top->s_axil_arready;
            bool r_fire = top->s_axil_rvalid && top->s_axil_rready;
            uint32_t data = top->s_axil_rdata;
            tick();
            if (ar_fire) top->s_axil_arvalid = 0;
            if (r_fire) {
                top->s_axil_rready = 0;
                return data;
            }
        }
        throw std::runtime_error("AXI-Lite read did not complete");
    }

    std::unique_ptr<TOP_CLASS> top;
    uint64_t cycle = 0;
};

// Wide ports are arrays of 32-bit words in Verilator; narrow ones are plain integers.
template <typename P> void set_data(P &port, const uint8_t *bytes, int n) {
    if constexpr (sizeof(P) <= 8) {
        uint64_t v = 0;
        for (int i = 0; i < n; ++i) v |= uint64_t(bytes[i]) << (8 * i);
        port = v;
    } else {
        uint8_t buf[REDLINE_W] = {0};
        memcpy(buf, bytes, n);
        for (int wd = 0; wd < REDLINE_W / 4; ++wd) {
            uint32_t v;
            memcpy(&v, buf + 4 * wd, 4);
            port[wd] = v;
        }
    }
}
template <typename P> void get_data(const P &port, uint8_t *bytes) {
    if constexpr (sizeof(P) <= 8) {
        uint64_t v = port;
        for (int i = 0; i < REDLINE_W; ++i) bytes[i] = uint8_t(v >> (8 * i));
    } else {
        for (int wd = 0; wd < REDLINE_W / 4; ++wd) {
            uint32_t v = port[wd];
            memcpy(bytes + 4 * wd, &v, 4);
        }
    }
}
template <typename P> uint64_t keep_value(const P &port) { return uint64_t(port); }

}  // namespace

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s STIMULUS.bin\n", argv[0]);
        return 2;
    }
    FILE *f = fopen(argv[1], "rb");
    if (!f) {
        fprintf(stderr, "redline_replay: cannot open %s\n", argv[1]);
        return 2;
    }
    std::vector<std::pair<uint32_t, uint32_t>> writes;
    std::vector<Frame> frames;
    uint32_t ready_percent;
    uint64_t ready_seed, max_cycles;
    try {
        Reader r{f};
        char magic[4];
        if (fread(magic, 1, 4, f) != 4 || memcmp(magic, "RDLS", 4) != 0) throw std::runtime_error("bad magic");
        if (r.get<uint32_t>() != 1) throw std::runtime_error("unknown stimulus version");
        uint32_t nw = r.get<uint32_t>();
        for (uint32_t i = 0; i < nw; ++i) {
            uint32_t a = r.get<uint32_t>();
            uint32_t v = r.get<uint32_t>();
            writes.emplace_back(a, v);
        }
        ready_percent = r.get<uint32_t>();
        ready_seed = r.get<uint64_t>();
        uint32_t nf = r.get<uint32_t>();
        frames.resize(nf);
        for (auto &fr : frames) {
            fr.cycle = r.get<uint64_t>();
            uint32_t len = r.get<uint32_t>();
            fr.bad = r.get<uint8_t>() != 0;
            fr.data.resize(len);
            if (len && fread(fr.data.data(), 1, len, f) != len) throw std::runtime_error("truncated frame");
        }
        max_cycles = r.get<uint64_t>();
    } catch (const std::exception &e) {
        fprintf(stderr, "redline_replay: %s\n", e.what());
        return 2;
    }
    fclose(f);

    auto ctx = std::make_unique<VerilatedContext>();
    Harness h(ctx.get());
    auto *top = h.top.get();
    h.reset();
    for (auto [a, v] : writes) h.write(a, v);
    // A commit is done when commits + refused moves (busy alone races with the request pulse).
    uint32_t seq = h.read(REDLINE_REG_COMMITS) + h.read(REDLINE_REG_REFUSED);
    h.write(REDLINE_REG_CTRL, 1u << REDLINE_COMMIT_SHIFT);
    for (int i = 0; h.read(REDLINE_REG_COMMITS) + h.read(REDLINE_REG_REFUSED) == seq; ++i) {
        if (i > 10000) {
            fprintf(stderr, "redline_replay: the commit did not complete\n");
            return 2;
        }
    }
    h.write(REDLINE_REG_CTRL, 1u << REDLINE_SNAPSHOT_SHIFT);
    uint64_t commit_cycle =
        h.read(REDLINE_REG_COMMIT_CYCLE_LO) | (uint64_t(h.read(REDLINE_REG_COMMIT_CYCLE_HI)) << 32);
    uint32_t status = h.read(REDLINE_REG_STATUS);
    uint64_t base = commit_cycle;
    if (!frames.empty() && base + frames[0].cycle < h.cycle) {
        fprintf(stderr, "redline_replay: the first frame (cycle %llu after the commit) comes before the harness is ready (%llu)\n",
                (unsigned long long)frames[0].cycle, (unsigned long long)(h.cycle - base));
        return 2;
    }
    printf("commit %llu %u %u %llu\n", (unsigned long long)commit_cycle, (status & REDLINE_ERR_MASK) >> REDLINE_ERR_SHIFT,
           (status & REDLINE_ERR_CODE_MASK) >> REDLINE_ERR_CODE_SHIFT, (unsigned long long)base);

    auto t0 = std::chrono::steady_clock::now();
    size_t next = 0, beat = 0, decided = 0, enqueued = 0, departed = 0;
    uint64_t last_cycle = base + (frames.empty() ? 0 : frames.back().cycle);
    std::vector<uint8_t> cur;
    uint8_t buf[REDLINE_W];
    bool timeout = false;
    std::string hex;
    while (true) {
        uint64_t c = h.cycle;
        if (c - base > max_cycles) { timeout = true; break; }
        // What the TM shows in cycle c.
        if (top->dec_valid) {
            ++decided;
            if (top->dec_action != 2) ++enqueued;
            printf("dec %llu %u %u %llu %u %u\n", (unsigned long long)c, top->dec_action, top->dec_reason,
                   (unsigned long long)top->dec_qavg, top->dec_backlog, top->dec_len);
        }
        bool rdy = ready_at(c - base, ready_percent, ready_seed);  // the model's timeline: 0 = commit
        top->m_axis_tready = rdy;
        if (top->m_axis_tvalid && rdy) {
            get_data(top->m_axis_tdata, buf);
            int nb = __builtin_popcountll(keep_value(top->m_axis_tkeep));
            cur.insert(cur.end(), buf, buf + nb);
            if (top->m_axis_tlast) {
                hex.resize(cur.size() * 2);
                static const char *digits = "0123456789abcdef";
                for (size_t i = 0; i < cur.size(); ++i) {
                    hex[2 * i] = digits[cur[i] >> 4];
                    hex[2 * i + 1] = digits[cur[i] & 15];
                }
                printf("dep %llu %s\n", (unsigned long long)c, hex.c_str());
                cur.clear();
                ++departed;
            }
        }
        // The input beat of cycle c.
        top->s_axis_tvalid = 0;
        top->s_axis_tlast = 0;
        top->s_axis_tuser = 0;
        if (next < frames.size() && base + frames[next].cycle + beat == c) {
            const Frame &fr = frames[next];
            size_t n = fr.data.empty() ? 1 : (fr.data.size() + REDLINE_W - 1) / REDLINE_W;
            size_t off = beat * REDLINE_W;
            int nb = int(std::min<size_t>(REDLINE_W, fr.data.size() - std::min(off, fr.data.size())));
            set_data(top->s_axis_tdata, fr.data.data() + std::min(off, fr.data.size()), nb);
            top->s_axis_tkeep = nb >= 64 ? ~0ULL : ((1ULL << nb) - 1);
            top->s_axis_tvalid = 1;
            bool last = beat + 1 == n;
            top->s_axis_tlast = last;
            top->s_axis_tuser = last && fr.bad;
            if (last) { ++next; beat = 0; } else { ++beat; }
        } else if (next < frames.size() && base + frames[next].cycle + beat < c) {
            fprintf(stderr, "redline_replay: frame %zu starts at cycle %llu, before the previous one ended\n",
                    next, (unsigned long long)frames[next].cycle);
            return 2;
        }
        h.tick();
        if (next == frames.size() && decided == frames.size() && departed == enqueued && c > last_cycle) break;
    }
    double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    uint64_t end_cycle = h.cycle;
    h.write(REDLINE_REG_CTRL, 1u << REDLINE_SNAPSHOT_SHIFT);
#define PRINT64(name, lo) \
    printf("cnt " #name " %llu\n", (unsigned long long)(h.read(lo) | (uint64_t(h.read((lo) + 4)) << 32)));
#define PRINT32(name, addr) printf("cnt " #name " %u\n", h.read(addr));
    REDLINE_FOREACH_VALUE64(PRINT64)
    REDLINE_FOREACH_VALUE32(PRINT32)
    printf("end %llu %s %.6f\n", (unsigned long long)end_cycle, timeout ? "timeout" : "ok", secs);
    top->final();
    return timeout ? 3 : 0;
}
