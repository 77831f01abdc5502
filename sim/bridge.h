// redline_tap: the bridge: both directions in real time, the control socket, the lag watch and
// the summary.
#pragma once

#include "direction.h"
#include "tap_device.h"
#include "tap_common.h"

namespace redline::tap {

// ---- register names from the one register description ----
struct FieldDef {
    const char *name;
    uint32_t addr, lsb, width;
};
inline const FieldDef kFields[] = {
#define RL_FIELD(name, reg, shift, width) {#name, reg, shift, width},
    REDLINE_FOREACH_FIELD(RL_FIELD)
#undef RL_FIELD
};
struct ValueDef {
    const char *name;
    uint32_t addr;
    bool wide;
};
inline const ValueDef kValues[] = {
#define RL_V64(name, lo) {#name, lo, true},
#define RL_V32(name, addr) {#name, addr, false},
    REDLINE_FOREACH_VALUE64(RL_V64) REDLINE_FOREACH_VALUE32(RL_V32)
#undef RL_V64
#undef RL_V32
};

struct Options {
    std::string ns_a, ns_b, tap = "rl0", control, pcap_a, pcap_b;
    uint32_t clock_mhz = 1;
    int64_t delay_ab_ns = 0, delay_ba_ns = 0;
    bool reverse_tm = false, skip = true;
    int64_t max_lag_ns = 1000000, lag_window_ns = 500000000;
};

class Bridge {
  public:
    explicit Bridge(const Options &o) : opt_(o), pcap_a_(o.pcap_a), pcap_b_(o.pcap_b) {}

    int run() {
        int fd_a = open_tap(opt_.ns_a, opt_.tap);
        int fd_b = open_tap(opt_.ns_b, opt_.tap);
        ctx_ = std::make_unique<VerilatedContext>();
        auto mk = [&] {
            auto m = std::make_unique<TmModel>(ctx_.get());
            m->reset();
            // Until the host commits its configuration the TM runs with the reset knobs; set the
            // clock so that device time (idle decay, adaptive) is right from the start.
            m->write(REDLINE_REG_CYCLES_PER_US, opt_.clock_mhz);
            return m;
        };
        // A's frames are read at A's TAP (pcap A: what A sent and received), likewise for B.
        ab_ = std::make_unique<Direction>("ab", true, fd_a, fd_b, mk(), opt_.delay_ab_ns, flows_, pcap_a_, pcap_b_);
        ba_ = std::make_unique<Direction>("ba", false, fd_b, fd_a, opt_.reverse_tm ? mk() : nullptr,
                                          opt_.delay_ba_ns, flows_, pcap_b_, pcap_a_);
        for (auto *d : {ab_.get(), ba_.get()})
            if (d->tm) commit(*d);  // cycles_per_us takes effect
        if (!opt_.control.empty()) {
            std::string err = control_.listen_on(opt_.control);
            if (!err.empty()) die(err);
        }
        // Time base: cycle c of each TM happens at t0 + (c - c0) / F.
        t0_ = now_ns();
        c0_ab_ = ab_->tm->cycle;
        c0_ba_ = ba_->tm ? ba_->tm->cycle : 0;
        printf("ready\n");
        fflush(stdout);

        std::vector<int64_t> late;
        while (!g_stop && !quit_) {
            int64_t wall = now_ns();
            // 1. Models up to now.
            for (auto *d : {ab_.get(), ba_.get()}) run_dir(*d, wall);
            int64_t after = now_ns();
            note_lag(after, after - wall);
            if (lag_failed_) break;
            // 2. Frames that arrived meanwhile enter from the current cycle on.
            ab_->read_frames(after);
            ba_->read_frames(after);
            // 3. Departures whose delay has passed.
            late.clear();
            int64_t due = std::min(ab_->flush(after, late), ba_->flush(after, late));
            for (int64_t l : late) note_late(l);
            // 4. Control requests.
            control_.serve([this](const std::string &line) { return handle(line); });
            // 5. Sleep until the next event: a due frame, a TM's own next event, or input.
            int64_t next = due;
            for (auto *d : {ab_.get(), ba_.get()}) {
                if (!d->tm) continue;
                if (d->busy()) { next = after; break; }
                uint64_t ev = d->next_event(opt_.skip);
                if (ev != UINT64_MAX) next = std::min(next, wall_of(*d, ev));
            }
            int64_t wait_ns = next == INT64_MAX ? 100000000 : std::max<int64_t>(0, next - now_ns());
            wait_ns = std::min<int64_t>(wait_ns, 100000000);
            poll_inputs(fd_a, fd_b, int(wait_ns / 1000000), wait_ns);
        }
        summary();
        return lag_failed_ ? 4 : 0;
    }

  private:
    int64_t wall_of(const Direction &d, uint64_t c) const {
        uint64_t c0 = &d == ab_.get() ? c0_ab_ : c0_ba_;
        return t0_ + int64_t((__int128(c - c0) * 1000) / opt_.clock_mhz);
    }
    uint64_t cycle_at(const Direction &d, int64_t wall) const {
        uint64_t c0 = &d == ab_.get() ? c0_ab_ : c0_ba_;
        return c0 + uint64_t((__int128(wall - t0_) * opt_.clock_mhz) / 1000);
    }
    void run_dir(Direction &d, int64_t wall) {
        if (!d.tm) return;
        uint64_t target = cycle_at(d, wall);
        std::function<int64_t(uint64_t)> w = [&](uint64_t c) { return wall_of(d, c); };
        uint64_t before = d.tm->cycle;
        d.run_to(target, opt_.skip, w);
        simulated_ += d.tm->cycle > before ? d.tm->cycle - before : 0;
    }

    // Poll with the millisecond timeout poll() takes; sub-millisecond waits sleep precisely.
    void poll_inputs(int fd_a, int fd_b, int timeout_ms, int64_t wait_ns) {
        std::vector<pollfd> p = {{fd_a, POLLIN, 0}, {fd_b, POLLIN, 0}};
        control_.add_pollfds(p);
        if (wait_ns > 0 && wait_ns < 1000000) {
            timespec ts{0, long(wait_ns)};
            int r = poll(p.data(), p.size(), 0);
            if (r == 0) nanosleep(&ts, nullptr);
            return;
        }
        poll(p.data(), p.size(), timeout_ms);
    }

    void note_lag(int64_t wall, int64_t lag) {
        lag_samples_.push_back(lag);
        if (lag > max_lag_seen_) max_lag_seen_ = lag;
        if (lag > opt_.max_lag_ns) {
            if (lag_since_ < 0) lag_since_ = wall;
            if (wall - lag_since_ > opt_.lag_window_ns) {
                fprintf(stderr,
                        "redline_tap: the simulation fell behind real time by more than %" PRId64
                        " us for %" PRId64 " ms (now %" PRId64 " us); the run is no longer real time\n",
                        opt_.max_lag_ns / 1000, opt_.lag_window_ns / 1000000, lag / 1000);
                lag_failed_ = true;
            }
        } else {
            lag_since_ = -1;
        }
    }
    void note_late(int64_t l) {
        late_samples_.push_back(l);
        if (l > max_late_) max_late_ = l;
    }

    // ---- registers ----
    uint32_t rd(Direction &d, uint32_t addr) {
        std::function<int64_t(uint64_t)> w = [&](uint64_t c) { return wall_of(d, c); };
        return d.tm->read(addr, [&] { d.cycle_io(w); });
    }
    void wr(Direction &d, uint32_t addr, uint32_t v) {
        std::function<int64_t(uint64_t)> w = [&](uint64_t c) { return wall_of(d, c); };
        d.tm->write(addr, v, [&] { d.cycle_io(w); });
    }
    // Commits (TmModel::commit) with the streams kept going. Returns the error code (0: applied).
    int commit(Direction &d) {
        std::function<int64_t(uint64_t)> w = [&](uint64_t c) { return wall_of(d, c); };
        uint32_t st;
        try {
            st = d.tm->commit([&] { d.cycle_io(w); });
        } catch (const std::exception &e) {
            die(e.what());
        }
        return (st & REDLINE_ERR_MASK) ? int((st & REDLINE_ERR_CODE_MASK) >> REDLINE_ERR_CODE_SHIFT) : 0;
    }
    // A snapshot value (64-bit ones as their lo/hi pair); the caller took the snapshot.
    uint64_t value(Direction &d, const ValueDef &v) {
        uint64_t x = rd(d, v.addr);
        if (v.wide) x |= uint64_t(rd(d, v.addr + 4)) << 32;
        return x;
    }
    void snapshot(Direction &d) { wr(d, REDLINE_REG_CTRL, 1u << REDLINE_SNAPSHOT_SHIFT); }
    std::string counters_json(Direction &d) {
        std::string s = "{";
        if (d.tm) {
            snapshot(d);
            bool first = true;
            for (auto &v : kValues) {
                uint64_t x = value(d, v);
                char b[96];
                snprintf(b, sizeof b, "%s\"%s\":%" PRIu64, first ? "" : ",", v.name, x);
                s += b;
                first = false;
            }
            s += ",";
        }
        char b[256];
        snprintf(b, sizeof b, "\"frames_in\":%" PRIu64 ",\"frames_out\":%" PRIu64 ",\"write_errors\":%" PRIu64 "}",
                 d.frames_in, d.frames_out, d.write_errors);
        return s + b;
    }
    static int64_t pct(std::vector<int64_t> v, double q) {
        if (v.empty()) return 0;
        size_t i = std::min(v.size() - 1, size_t(q * double(v.size())));
        std::nth_element(v.begin(), v.begin() + long(i), v.end());
        return v[i];
    }
    std::string timing_json() {
        char b[512];
        double secs = double(now_ns() - t0_) / 1e9;
        snprintf(b, sizeof b,
                 "\"seconds\":%.6f,\"clock_mhz\":%u,\"cycles\":%" PRIu64 ",\"simulated\":%" PRIu64
                 ",\"skipped\":%" PRIu64 ",\"lag_us\":{\"p50\":%.1f,\"p99\":%.1f,\"max\":%.1f},"
                 "\"late_us\":{\"p50\":%.1f,\"p99\":%.1f,\"max\":%.1f},\"lag_failed\":%s",
                 secs, opt_.clock_mhz, ab_->tm->cycle - c0_ab_, simulated_,
                 ab_->tm->skipped + (ba_->tm ? ba_->tm->skipped : 0), pct(lag_samples_, 0.5) / 1e3,
                 pct(lag_samples_, 0.99) / 1e3, max_lag_seen_ / 1e3, pct(late_samples_, 0.5) / 1e3,
                 pct(late_samples_, 0.99) / 1e3, max_late_ / 1e3, lag_failed_ ? "true" : "false");
        return b;
    }
    std::string stats_json() {
        std::string s = "{";
        s += timing_json();
        s += ",\"ab\":" + counters_json(*ab_);
        s += ",\"ba\":" + counters_json(*ba_);
        s += ",\"flows\":" + flows_.json() + "}";
        return s;
    }
    void summary() {
        // Keep the last window's samples bounded: the summary covers the whole run.
        printf("%s\n", stats_json().c_str());
        fflush(stdout);
    }

    // ---- control socket (commands) ----
    std::string handle(const std::string &line) {
        std::vector<std::string> w = redline::split_words(line);
        if (w.empty()) return "err empty command";
        Direction *d = ab_.get();
        if (w[0] == "ab" || w[0] == "ba") {
            if (w[0] == "ba") d = ba_.get();
            w.erase(w.begin());
            if (w.empty()) return "err missing command";
        }
        const std::string &cmd = w[0];
        if (cmd == "quit") { quit_ = true; return "ok"; }
        if (cmd == "stats") return "ok " + stats_json();
        if (!d->tm) return "err the reverse direction has no TM (--reverse pass)";
        uint64_t a = 0, v = 0;
        if (cmd == "rd" && w.size() == 2 && parse_u64(w[1], a) && a < 0x1000 && a % 4 == 0)
            return "ok " + std::to_string(rd(*d, uint32_t(a)));
        if (cmd == "wr" && w.size() == 3 && parse_u64(w[1], a) && parse_u64(w[2], v) && a < 0x1000 && a % 4 == 0 &&
            v <= 0xffffffffULL) {
            wr(*d, uint32_t(a), uint32_t(v));
            return "ok";
        }
        if (cmd == "commit" && w.size() == 1) {
            int code = commit(*d);
            return code ? "err refused " + std::to_string(code) : "ok";
        }
        if ((cmd == "get" && w.size() == 2) || (cmd == "set" && w.size() == 3)) {
            for (auto &val : kValues) {
                if (w[1] != val.name) continue;
                if (cmd == "set") return "err " + w[1] + " is read-only";
                snapshot(*d);
                return "ok " + std::to_string(value(*d, val));
            }
            for (auto &f : kFields) {
                if (w[1] != f.name) continue;
                uint64_t mask = f.width >= 32 ? 0xffffffffULL : ((1ULL << f.width) - 1);
                uint32_t word = rd(*d, f.addr);
                if (cmd == "get") return "ok " + std::to_string((word >> f.lsb) & mask);
                if (!parse_u64(w[2], v) || v > mask) return "err bad value for " + w[1] + ": " + w[2];
                word = uint32_t((word & ~(mask << f.lsb)) | (v << f.lsb));
                wr(*d, f.addr, word);
                return "ok";
            }
            return "err unknown name " + w[1];
        }
        return "err bad command: " + line;
    }

    Options opt_;
    Pcap pcap_a_, pcap_b_;
    Flows flows_;
    std::unique_ptr<VerilatedContext> ctx_;
    std::unique_ptr<Direction> ab_, ba_;
    int64_t t0_ = 0;
    uint64_t c0_ab_ = 0, c0_ba_ = 0, simulated_ = 0;
    std::vector<int64_t> lag_samples_, late_samples_;
    int64_t max_lag_seen_ = 0, max_late_ = 0, lag_since_ = -1;
    bool lag_failed_ = false, quit_ = false;
    redline::ControlSocket control_;
};

}  // namespace redline::tap
