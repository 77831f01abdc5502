// redline_replay: runs a frame trace through the Verilated redline_tm at full speed.
//
// Input (binary, little-endian), written by sw/redline/replay/rtl_backend.py:
//   "RDLS" u32 version=1
//   u32 n_writes, then n_writes x (u32 addr, u32 value)   register writes before the commit
//   u32 ready_percent, u64 ready_seed                     m_axis_tready pattern (100 = always)
//   u32 n_frames, then n_frames x (u64 cycle, u32 len, u8 bad, len bytes)
//   u64 max_cycles                                        give up after this many cycles
// Frame cycles count from the commit's apply cycle (cycle 0 of the model's timeline); the first
// frame must leave room for the status reads that follow the commit (sw/redline/replay/rtl_backend.py
// LEAD_IN_CYCLES).
// Output (text, one record per line) on stdout:
//   commit <commit_cycle> <err> <err_code> <base>
//   dec <cycle> <action> <reason> <qavg> <backlog> <len>
//   dep <cycle> <hex bytes>
//   cnt <name> <value>
//   end <cycle> <ok|timeout> <sim_seconds> <cycles skipped> <skips ending right before an adaptive
//       tick of an idle queue> <cycles a beat was offered and s_axis_tready was low>
// Idle stretches are skipped exactly (tm_model.h); --no-skip simulates every cycle.
// Built with REDLINE_SKIP_CHECK (redline_skipcheck) it also runs a second, never-skipping model
// and compares the two after every skip, then prints `skipcheck <skips> <mismatched skips>`
// and exits 4 on any difference.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <memory>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include <cerrno>
#include <fcntl.h>
#include <unistd.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "tm_model.h"

namespace {

using redline::TmModel;
using redline::popcount64;


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

// The tready pattern shared with the model (sw/redline/replay/rtl_backend.py ready_fn).
bool ready_at(uint64_t c, uint32_t percent, uint64_t seed) {
    if (percent >= 100) return true;
    uint64_t z = c * 0x9E3779B97F4A7C15ULL + seed;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    z ^= z >> 31;
    return (z % 100) < percent;
}

// The traffic loop's stdout records, formatted by hand into one buffer (the same text printf
// would write: decimal numbers, lower-case hex): printf's parsing and the per-byte hex loop
// were a visible share of a cycle's cost.
class LineOut {
  public:
    LineOut() : buf_(256 << 10) {
#ifdef F_SETPIPE_SZ
        // When stdout is a pipe (rtl_backend reads it line by line), a 1 MiB pipe lets the
        // harness hand over a whole buffer and go on simulating while the reader catches up,
        // instead of waiting for it every 64 KiB. Not a pipe, or not allowed: nothing changes.
        fcntl(1, F_SETPIPE_SZ, 1 << 20);
#endif
    }
    ~LineOut() { flush(); }
    // Straight to fd 1 (stdio is flushed before the loop and used again only after the last
    // flush), without a second copy through stdout's buffer.
    void flush() {
        const char *p = buf_.data();
        size_t left = n_;
        while (left) {
            ssize_t w = ::write(1, p, left);
            if (w < 0) {
                if (errno == EINTR) continue;
                break;  // like printf on a closed pipe: the records are lost, the run goes on
            }
            p += w;
            left -= size_t(w);
        }
        n_ = 0;
    }
    void room(size_t k) {
        if (n_ + k > buf_.size()) {
            flush();
            if (k > buf_.size()) buf_.resize(k);
        }
    }
    void lit(const char *s, size_t len) {
        room(len);
        memcpy(buf_.data() + n_, s, len);
        n_ += len;
    }
    void num(uint64_t v) {
        char t[20];
        int i = 20;
        do { t[--i] = char('0' + v % 10); v /= 10; } while (v);
        lit(t + i, size_t(20 - i));
    }
    void ch(char c) { room(1); buf_[n_++] = c; }

  private:
    std::vector<char> buf_;
    size_t n_ = 0;
};

// Two hex digits per byte value.
struct HexTable {
    char d[512];
    HexTable() {
        static const char *digits = "0123456789abcdef";
        for (int b = 0; b < 256; ++b) { d[2 * b] = digits[b >> 4]; d[2 * b + 1] = digits[b & 15]; }
    }
};
const HexTable kHex;

// n bytes -> 2n lower-case hex digits (SSE2, part of every x86-64, 16 bytes at a time).
inline void hex_encode(const uint8_t *src, int n, char *dst) {
    int i = 0;
#if defined(__SSE2__)
    const __m128i nib = _mm_set1_epi8(0x0f), nine = _mm_set1_epi8(9), zero = _mm_set1_epi8('0'),
                  letters = _mm_set1_epi8('a' - '0' - 10);
    for (; i + 16 <= n; i += 16) {
        __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(src + i));
        __m128i hi = _mm_and_si128(_mm_srli_epi16(v, 4), nib);
        __m128i lo = _mm_and_si128(v, nib);
        hi = _mm_add_epi8(_mm_add_epi8(hi, zero), _mm_and_si128(_mm_cmpgt_epi8(hi, nine), letters));
        lo = _mm_add_epi8(_mm_add_epi8(lo, zero), _mm_and_si128(_mm_cmpgt_epi8(lo, nine), letters));
        _mm_storeu_si128(reinterpret_cast<__m128i *>(dst + 2 * i), _mm_unpacklo_epi8(hi, lo));
        _mm_storeu_si128(reinterpret_cast<__m128i *>(dst + 2 * i + 16), _mm_unpackhi_epi8(hi, lo));
    }
#endif
    for (; i < n; ++i) memcpy(dst + 2 * i, kHex.d + 2 * src[i], 2);
}

// Reset, register writes, commit, snapshot: the same cycles on every model. Returns STATUS
// after the commit and sets commit_cycle.
uint32_t configure(TmModel &h, const std::vector<std::pair<uint32_t, uint32_t>> &writes, uint64_t &commit_cycle) {
    h.reset();
    for (auto [a, v] : writes) h.write(a, v);
    const uint32_t status = h.commit();
    h.write(REDLINE_REG_CTRL, 1u << REDLINE_SNAPSHOT_SHIFT);
    commit_cycle = h.read(REDLINE_REG_COMMIT_CYCLE_LO) | (uint64_t(h.read(REDLINE_REG_COMMIT_CYCLE_HI)) << 32);
    return status;
}

#ifdef REDLINE_SKIP_CHECK
// The idle-skip audit (redline_skipcheck, `make -C sim skipcheck`): a second model runs beside
// the skipping one and is ticked through every cycle with the inputs a plain run gives it.
// After each skip every signal of the design (REDLINE_FOREACH_STATE, listed from Verilator's
// root header by the Makefile) must be equal in the two.
class SkipCheck {
  public:
    SkipCheck() : ctx_(std::make_unique<VerilatedContext>()), twin(ctx_.get()) {}

    // The main model is about to tick with its current inputs: the twin does the same.
    void follow(const TOP_CLASS *top) {
        copy_inputs(top);
        twin.tick();
    }
    // The main model skips k cycles from `cycle`: the twin simulates them as a plain run would.
    template <typename Ready> void plain(uint64_t cycle, uint64_t k, Ready &&ready_at_cycle) {
        auto *t = twin.top.get();
        for (uint64_t c = cycle; c < cycle + k; ++c) {
            t->s_axis_tvalid = 0;
            t->s_axis_tlast = 0;
            t->s_axis_tuser = 0;
            t->m_axis_tready = ready_at_cycle(c);
            twin.tick();
        }
    }
    // After the main model's skip: same inputs, settle, compare every signal.
    void compare(const TOP_CLASS *top, uint64_t cycle, uint64_t k) {
        copy_inputs(top);
        twin.top->eval();  // no clock edge: only the combinational logic follows the inputs
        ++skips;
        int bad = 0;
        const auto *a = top->rootp;
        const auto *b = twin.top->rootp;
#define RL_STATE_CMP(name)                                                                          \
        if (memcmp(&a->name, &b->name, sizeof a->name) != 0 && ++bad <= 8 && mismatched < 5)     \
            fprintf(stderr, "skipcheck: after skipping %llu cycles to cycle %llu: %s differs from a plain run\n", \
                    (unsigned long long)k, (unsigned long long)cycle, #name);
        REDLINE_FOREACH_STATE(RL_STATE_CMP)
#undef RL_STATE_CMP
        if (bad) ++mismatched;
    }

  private:
    void copy_inputs(const TOP_CLASS *top) {
        auto *t = twin.top.get();
        t->s_axis_tdata = top->s_axis_tdata;
        t->s_axis_tkeep = top->s_axis_tkeep;
        t->s_axis_tvalid = top->s_axis_tvalid;
        t->s_axis_tlast = top->s_axis_tlast;
        t->s_axis_tuser = top->s_axis_tuser;
        t->m_axis_tready = top->m_axis_tready;
        t->s_axil_awvalid = top->s_axil_awvalid;
        t->s_axil_wvalid = top->s_axil_wvalid;
        t->s_axil_bready = top->s_axil_bready;
        t->s_axil_arvalid = top->s_axil_arvalid;
        t->s_axil_rready = top->s_axil_rready;
    }
    std::unique_ptr<VerilatedContext> ctx_;

  public:
    TmModel twin;
    uint64_t skips = 0, mismatched = 0;
};
#endif

}  // namespace

int main(int argc, char **argv) {
    // --no-skip simulates every cycle (idle skipping changes nothing but the speed).
    bool skip_idle = true;
    const char *path = nullptr;
    for (int i = 1; i < argc; ++i) {
        if (strcmp(argv[i], "--no-skip") == 0) skip_idle = false;
        else if (!path) path = argv[i];
        else path = "";
    }
    if (!path || !*path) {
        fprintf(stderr, "usage: %s [--no-skip] STIMULUS.bin\n", argv[0]);
        return 2;
    }
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "redline_replay: cannot open %s\n", path);
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
    for (size_t i = 1; i < frames.size(); ++i) {
        const size_t n = frames[i - 1].data.empty() ? 1 : (frames[i - 1].data.size() + REDLINE_W - 1) / REDLINE_W;
        if (frames[i].cycle < frames[i - 1].cycle + n) {
            fprintf(stderr, "redline_replay: frame %zu starts at cycle %llu, before the previous one ended\n",
                    i, (unsigned long long)frames[i].cycle);
            return 2;
        }
    }

    auto ctx = std::make_unique<VerilatedContext>();
    TmModel h(ctx.get());
    auto *top = h.top.get();
    uint32_t status;
    uint64_t commit_cycle;
    try {
        status = configure(h, writes, commit_cycle);
    } catch (const std::exception &e) {
        fprintf(stderr, "redline_replay: %s\n", e.what());
        return 2;
    }
#ifdef REDLINE_SKIP_CHECK
    SkipCheck check;
    uint64_t twin_commit_cycle;
    configure(check.twin, writes, twin_commit_cycle);
    if (twin_commit_cycle != commit_cycle || check.twin.cycle != h.cycle) {
        fprintf(stderr, "skipcheck: the two models were configured at different cycles\n");
        return 2;
    }
#endif
    uint64_t base = commit_cycle;
    if (!frames.empty() && base + frames[0].cycle < h.cycle) {
        fprintf(stderr, "redline_replay: the first frame (cycle %llu after the commit) comes before the harness is ready (%llu)\n",
                (unsigned long long)frames[0].cycle, (unsigned long long)(h.cycle - base));
        return 2;
    }
    printf("commit %llu %u %u %llu\n", (unsigned long long)commit_cycle, (status & REDLINE_ERR_MASK) >> REDLINE_ERR_SHIFT,
           (status & REDLINE_ERR_CODE_MASK) >> REDLINE_ERR_CODE_SHIFT, (unsigned long long)base);

    fflush(stdout);
    auto t0 = std::chrono::steady_clock::now();
    size_t next = 0, beat = 0, decided = 0, enqueued = 0, departed = 0;
    uint64_t held = 0;  // cycles a beat was offered while s_axis_tready was low
    uint64_t last_cycle = base + (frames.empty() ? 0 : frames.back().cycle);
    uint8_t buf[REDLINE_W];
    bool timeout = false;
    uint64_t adapt_after_skip = 0;
    LineOut out;
    // The departing packet's bytes so far, as hex (grown by hand: no zero-filling per beat).
    std::vector<char> hex(1 << 17);
    size_t hex_len = 0;
    while (true) {
        uint64_t c = h.cycle;
        if (c - base > max_cycles) { timeout = true; break; }
        // What the TM shows in cycle c.
        if (top->dec_valid) {
            ++decided;
            if (top->dec_action != 2) ++enqueued;
            // "dec <cycle> <action> <reason> <qavg> <backlog> <len>"
            out.lit("dec ", 4);
            out.num(c);
            out.ch(' ');
            out.num(top->dec_action);
            out.ch(' ');
            out.num(top->dec_reason);
            out.ch(' ');
            out.num(uint64_t(top->dec_qavg));
            out.ch(' ');
            out.num(uint32_t(top->dec_backlog));
            out.ch(' ');
            out.num(uint32_t(top->dec_len));
            out.ch('\n');
        }
        bool rdy = ready_at(c - base, ready_percent, ready_seed);  // the model's timeline: 0 = commit
        top->m_axis_tready = rdy;
        if (top->m_axis_tvalid && rdy) {
            redline::get_data(top->m_axis_tdata, buf);
            int nb = popcount64(redline::keep_value(top->m_axis_tkeep));
            if (hex_len + 2 * REDLINE_W > hex.size()) hex.resize(2 * hex.size());
            hex_encode(buf, nb, hex.data() + hex_len);
            hex_len += 2 * size_t(nb);
            if (top->m_axis_tlast) {
                // "dep <cycle> <hex bytes>"
                out.lit("dep ", 4);
                out.num(c);
                out.ch(' ');
                out.lit(hex.data(), hex_len);
                out.ch('\n');
                hex_len = 0;
                ++departed;
            }
        }
        // The input beat of cycle c: beat b of a frame is offered from its cycle + b, and taken
        // when s_axis_tready is high (a flip-flop: its value for cycle c is there now). A TM that
        // holds its input (semantics section 3a) takes it later, and the beats after it with it.
        top->s_axis_tvalid = 0;
        top->s_axis_tlast = 0;
        top->s_axis_tuser = 0;
        if (next < frames.size() && base + frames[next].cycle + beat <= c) {
            const Frame &fr = frames[next];
            size_t n = fr.data.empty() ? 1 : (fr.data.size() + REDLINE_W - 1) / REDLINE_W;
            size_t off = beat * REDLINE_W;
            int nb = int(std::min<size_t>(REDLINE_W, fr.data.size() - std::min(off, fr.data.size())));
            redline::set_data(top->s_axis_tdata, fr.data.data() + std::min(off, fr.data.size()), nb);
            top->s_axis_tkeep = redline::keep_for(nb);
            top->s_axis_tvalid = 1;
            bool last = beat + 1 == n;
            top->s_axis_tlast = last;
            top->s_axis_tuser = last && fr.bad;
            if (!top->s_axis_tready) ++held;
            else if (last) { ++next; beat = 0; } else { ++beat; }
        }
#ifdef REDLINE_SKIP_CHECK
        check.follow(top);
#endif
        h.tick();
        // Jump over idle stretches up to the next frame's first beat (or to the end).
        if (skip_idle && !top->s_axis_tvalid && beat == 0) {
            uint64_t until = next < frames.size() ? base + frames[next].cycle : last_cycle + 1;
            if (until > h.cycle) {
                const uint64_t k = h.skippable(until - h.cycle);
#ifdef REDLINE_SKIP_CHECK
                check.plain(h.cycle, k, [&](uint64_t cc) { return ready_at(cc - base, ready_percent, ready_seed); });
#endif
                h.skip(k);
#ifdef REDLINE_SKIP_CHECK
                if (k) check.compare(top, h.cycle, k);
#endif
                // Skips that end right before an adaptive tick of an idle queue: the tick reads
                // the idle-decayed qavg the skip must have brought up to date (the tests require
                // their adaptive cases to take such skips).
                if (k && h.red_idle() && h.adapt_tick_next()) ++adapt_after_skip;
            }
        }
#ifdef RL_TAP_overrunCount
        // A loop TM's frames that overran are never decided (semantics section 3a).
        const size_t overran = size_t(RL_SIG(RL_TAP_overrunCount));
#else
        const size_t overran = 0;
#endif
        if (next == frames.size() && decided + overran == frames.size() && departed == enqueued && c > last_cycle) break;
    }
    out.flush();
    double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    uint64_t end_cycle = h.cycle;
    h.write(REDLINE_REG_CTRL, 1u << REDLINE_SNAPSHOT_SHIFT);
#define PRINT64(name, lo) \
    printf("cnt " #name " %llu\n", (unsigned long long)(h.read(lo) | (uint64_t(h.read((lo) + 4)) << 32)));
#define PRINT32(name, addr) printf("cnt " #name " %u\n", h.read(addr));
    REDLINE_FOREACH_VALUE64(PRINT64)
    REDLINE_FOREACH_VALUE32(PRINT32)
    printf("end %llu %s %.6f %llu %llu %llu\n", (unsigned long long)end_cycle, timeout ? "timeout" : "ok", secs,
           (unsigned long long)h.skipped, (unsigned long long)adapt_after_skip, (unsigned long long)held);
    top->final();
#ifdef REDLINE_SKIP_CHECK
    printf("skipcheck %llu %llu\n", (unsigned long long)check.skips, (unsigned long long)check.mismatched);
    if (check.mismatched) return 4;
#endif
    return timeout ? 3 : 0;
}
