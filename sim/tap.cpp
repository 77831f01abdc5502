// redline_tap: real Linux TCP across the Verilated redline_tm, in real time.
//
// Two network namespaces (A and B, made by the caller, e.g. `redline experiment`) each get a TAP
// device opened here. Frames the kernel sends out of A's TAP cross a redline_tm and come out of
// B's TAP; frames from B go back to A through a second redline_tm (--reverse tm) or straight
// (--reverse pass). Each direction then waits out its propagation delay (this kernel has no
// netem) before the frame is written to the far TAP.
//
// Time: simulated cycle c happens at wall time t0 + c/F (F = --clock-mhz). The loop runs each
// model up to "now", then reads the frames that arrived meanwhile and queues them for the next
// cycles (injecting first would back-date them by the whole sleep), writes out the frames whose
// departure time + delay has come, and sleeps until the next event. While a model is quiescent
// its idle cycles are skipped exactly (tm_model.h), so an idle or shaper-bound TM costs nothing.
//
// Lag: after each run the loop measures how far the simulation is behind the wall clock. Above
// --max-lag-us continuously for --lag-window-ms, the run fails (exit 4): the results would no
// longer be real time.
//
// Control: a Unix stream socket (--control PATH), one text command per line, one reply line
// each ("ok ..." or "err ..."). Commands take the register description's names
// (hw/gen/redline_regs.h, the same as everywhere else); a leading "ba" addresses the reverse TM.
//   get NAME | set NAME VALUE | commit | rd ADDR | wr ADDR VALUE | stats | quit
// `get` of a 64-bit snapshot value (pkts_in, qavg, ...) takes a snapshot first. `stats` replies
// with one JSON object: harness timing, both directions' counters and every TCP flow seen.
//
// Standard output: "ready" once both TAPs are open and the socket listens, and a final JSON
// summary at exit. Exit codes: 0 done (SIGINT/SIGTERM/quit), 2 usage or set-up error, 4 lag.
#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cinttypes>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include <fcntl.h>
#include <linux/if.h>
#include <linux/if_tun.h>
#include <poll.h>
#include <sched.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

#include "control_socket.h"
#include "tm_model.h"

namespace {

using redline::TmModel;

volatile sig_atomic_t g_stop = 0;
void on_signal(int) { g_stop = 1; }

using redline::now_ns;
using redline::parse_u64;

[[noreturn]] void die(const std::string &msg) {
    fprintf(stderr, "redline_tap: %s\n", msg.c_str());
    exit(2);
}

// ---- TAP devices, opened inside their namespace ----
int open_tap(const std::string &ns, const std::string &name) {
    int self = open("/proc/self/ns/net", O_RDONLY | O_CLOEXEC);
    std::string path = "/var/run/netns/" + ns;
    int target = open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (self < 0 || target < 0) die("cannot open network namespace " + path + ": " + strerror(errno));
    if (setns(target, CLONE_NEWNET) != 0) die("setns " + ns + ": " + strerror(errno));
    int fd = open("/dev/net/tun", O_RDWR | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) die(std::string("cannot open /dev/net/tun: ") + strerror(errno));
    ifreq ifr{};
    ifr.ifr_flags = IFF_TAP | IFF_NO_PI;
    snprintf(ifr.ifr_name, IFNAMSIZ, "%s", name.c_str());
    if (ioctl(fd, TUNSETIFF, &ifr) != 0) die("TUNSETIFF " + name + " in " + ns + ": " + strerror(errno));
    if (setns(self, CLONE_NEWNET) != 0) die(std::string("setns back: ") + strerror(errno));
    close(self);
    close(target);
    return fd;  // the device lives as long as this descriptor: it vanishes with the process
}

// ---- pcap (classic, microsecond timestamps, Ethernet) ----
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

// ---- per-flow accounting from the frames themselves ----
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

std::string ep(const uint8_t *ip, uint16_t port) {
    char s[32];
    snprintf(s, sizeof s, "%u.%u.%u.%u:%u", ip[0], ip[1], ip[2], ip[3], port);
    return s;
}

// IPv4/TCP behind an Ethernet header (no VLAN: the namespaces never tag).
TcpView parse_tcp(const uint8_t *p, size_t n) {
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

// ---- one direction: TAP in, TM (or nothing), delay line, TAP out ----
struct Out {
    int64_t due_ns;
    std::vector<uint8_t> data;
};

class Direction {
  public:
    Direction(const char *name, bool ab, int in_fd, int out_fd, std::unique_ptr<TmModel> tm, int64_t delay_ns,
              Flows &flows, Pcap &pin, Pcap &pout)
        : name(name), ab_(ab), in_fd_(in_fd), out_fd_(out_fd), tm(std::move(tm)), delay_ns_(delay_ns),
          flows_(flows), pcap_in_(pin), pcap_out_(pout) {}

    // Reads every frame waiting on the input TAP; they enter the TM from its current cycle on.
    void read_frames(int64_t wall) {
        uint8_t buf[65536];
        for (;;) {
            ssize_t n = ::read(in_fd_, buf, sizeof buf);
            if (n <= 0) break;
            ++frames_in;
            pcap_in_.write(wall, buf, size_t(n));
            FlowDir *fd = flows_.enter(ab_, buf, size_t(n));
            if (!tm) {
                schedule(wall + delay_ns_, buf, size_t(n));
                continue;
            }
            queue_.push_back({std::vector<uint8_t>(buf, buf + n), fd});
        }
    }

    // The per-cycle stream work, called with the inputs of this cycle still to be set and
    // before its rising edge: take the output beat, note a decision, present the next input beat.
    void cycle_io(const std::function<int64_t(uint64_t)> &wall_of) {
        auto *top = tm->top.get();
        const uint64_t c = tm->cycle;
        if (top->dec_valid) {
            if (!decided_.empty()) {
                FlowDir *fd = decided_.front();
                decided_.pop_front();
                if (fd) {
                    if (top->dec_action == 2) ++fd->tm_drop;
                    if (top->dec_action == 1) ++fd->tm_mark;
                }
            }
            if (top->dec_action == 2) ++tm_drops;
        }
        if (top->m_axis_tvalid) {  // tready is always 1: the TAP side never pushes back
            uint8_t beat[REDLINE_W];
            redline::get_data(top->m_axis_tdata, beat);
            int nb = redline::popcount64(redline::keep_value(top->m_axis_tkeep));
            assembling_.insert(assembling_.end(), beat, beat + nb);
            if (top->m_axis_tlast) {
                schedule(wall_of(c) + delay_ns_, assembling_.data(), assembling_.size());
                assembling_.clear();
            }
        }
        top->s_axis_tvalid = 0;
        top->s_axis_tlast = 0;
        top->s_axis_tuser = 0;
        if (!queue_.empty()) {
            const auto &fr = queue_.front().data;
            size_t beats = (fr.size() + REDLINE_W - 1) / REDLINE_W;
            size_t off = beat_ * REDLINE_W;
            int nb = int(std::min<size_t>(REDLINE_W, fr.size() - off));
            redline::set_data(top->s_axis_tdata, fr.data() + off, nb);
            top->s_axis_tkeep = redline::keep_for(nb);
            top->s_axis_tvalid = 1;
            bool last = beat_ + 1 == beats;
            top->s_axis_tlast = last;
            // s_axis_tready is constant 1 (the TM drops, it never stalls its input).
            if (last) {
                decided_.push_back(queue_.front().flow);
                queue_.pop_front();
                beat_ = 0;
            } else {
                ++beat_;
            }
        }
    }

    // Runs the TM to `target` (exclusive), skipping idle stretches.
    void run_to(uint64_t target, bool skip, const std::function<int64_t(uint64_t)> &wall_of) {
        if (!tm) return;
        while (tm->cycle < target) {
            if (skip && queue_.empty() && beat_ == 0) {
                uint64_t k = tm->skippable(target - tm->cycle);
                if (k) {
                    tm->skip(k);
                    continue;
                }
            }
            cycle_io(wall_of);
            tm->tick();
        }
    }

    // Cycle at which this TM next has work of its own (a shaper-delayed packet, an adaptive tick),
    // or UINT64_MAX; only meaningful right after run_to.
    uint64_t next_event(bool skip) const {
        if (!tm || !queue_.empty()) return tm ? tm->cycle : UINT64_MAX;
        if (!skip) return tm->cycle;
        uint64_t k = tm->skippable(UINT64_MAX / 4);
        if (k == 0) return tm->cycle;  // busy: keep running
        return tm->cycle + k;
    }

    // Writes the frames whose time has come; returns the next due time (or INT64_MAX).
    int64_t flush(int64_t wall, std::vector<int64_t> &late_ns) {
        while (!delay_.empty() && delay_.front().due_ns <= wall) {
            auto &o = delay_.front();
            ssize_t w = ::write(out_fd_, o.data.data(), o.data.size());
            if (w == ssize_t(o.data.size())) {
                ++frames_out;
                pcap_out_.write(wall, o.data.data(), o.data.size());
                flows_.leave(ab_, o.data.data(), o.data.size());
            } else {
                ++write_errors;  // counted and reported, never silent
            }
            late_ns.push_back(wall - o.due_ns);
            delay_.pop_front();
        }
        return delay_.empty() ? INT64_MAX : delay_.front().due_ns;
    }

    bool busy() const { return !queue_.empty() || beat_ != 0; }

    const char *name;
    std::unique_ptr<TmModel> tm;
    uint64_t frames_in = 0, frames_out = 0, tm_drops = 0, write_errors = 0;

  private:
    void schedule(int64_t due, const uint8_t *p, size_t n) {
        // Departures are in order and the delay is fixed, so the line stays sorted.
        delay_.push_back({due, std::vector<uint8_t>(p, p + n)});
    }
    struct Queued {
        std::vector<uint8_t> data;
        FlowDir *flow;
    };
    bool ab_;
    int in_fd_, out_fd_;
    int64_t delay_ns_;
    Flows &flows_;
    Pcap &pcap_in_, &pcap_out_;
    std::deque<Queued> queue_;
    size_t beat_ = 0;
    std::deque<FlowDir *> decided_;  // frames fed, waiting for their decision (in order)
    std::vector<uint8_t> assembling_;
    std::deque<Out> delay_;
};

// ---- register names from the one register description ----
struct FieldDef {
    const char *name;
    uint32_t addr, lsb, width;
};
const FieldDef kFields[] = {
#define RL_FIELD(name, reg, shift, width) {#name, reg, shift, width},
    REDLINE_FOREACH_FIELD(RL_FIELD)
#undef RL_FIELD
};
struct ValueDef {
    const char *name;
    uint32_t addr;
    bool wide;
};
const ValueDef kValues[] = {
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

void usage() {
    fprintf(stderr,
            "usage: redline_tap --ns-a NS --ns-b NS [--tap NAME] [--clock-mhz F] [--delay-ab-us D]\n"
            "                   [--delay-ba-us D] [--reverse pass|tm] [--control PATH] [--pcap-a FILE]\n"
            "                   [--pcap-b FILE] [--max-lag-us 1000] [--lag-window-ms 500] [--no-skip]\n");
    exit(2);
}

}  // namespace

int main(int argc, char **argv) {
    Options o;
    auto num = [&](int &i) -> uint64_t {
        if (i + 1 >= argc) usage();
        char *end = nullptr;
        uint64_t v = strtoull(argv[++i], &end, 10);
        if (!end || *end || argv[i][0] == '-') {
            fprintf(stderr, "redline_tap: %s wants a non-negative integer, not '%s'\n", argv[i - 1], argv[i]);
            exit(2);
        }
        return v;
    };
    auto str = [&](int &i) -> std::string {
        if (i + 1 >= argc) usage();
        return argv[++i];
    };
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--ns-a") o.ns_a = str(i);
        else if (a == "--ns-b") o.ns_b = str(i);
        else if (a == "--tap") o.tap = str(i);
        else if (a == "--clock-mhz") o.clock_mhz = uint32_t(num(i));
        else if (a == "--delay-ab-us") o.delay_ab_ns = int64_t(num(i)) * 1000;
        else if (a == "--delay-ba-us") o.delay_ba_ns = int64_t(num(i)) * 1000;
        else if (a == "--control") o.control = str(i);
        else if (a == "--pcap-a") o.pcap_a = str(i);
        else if (a == "--pcap-b") o.pcap_b = str(i);
        else if (a == "--max-lag-us") o.max_lag_ns = int64_t(num(i)) * 1000;
        else if (a == "--lag-window-ms") o.lag_window_ns = int64_t(num(i)) * 1000000;
        else if (a == "--no-skip") o.skip = false;
        else if (a == "--reverse") {
            std::string r = str(i);
            if (r != "pass" && r != "tm") usage();
            o.reverse_tm = r == "tm";
        } else usage();
    }
    if (o.ns_a.empty() || o.ns_b.empty()) usage();
    if (o.clock_mhz < 1 || o.clock_mhz > 1000) {
        fprintf(stderr, "redline_tap: --clock-mhz must be 1..1000\n");
        return 2;
    }
    struct sigaction sa{};
    sa.sa_handler = on_signal;
    sigaction(SIGINT, &sa, nullptr);
    sigaction(SIGTERM, &sa, nullptr);
    signal(SIGPIPE, SIG_IGN);
    Bridge b(o);
    return b.run();
}
