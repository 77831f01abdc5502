// redline_barserve: the redline app block's BAR2, served from a Verilated redline_tm through a
// shared-memory file, for the driver-in-a-guest test (sw/tests/test_kmod_guest.py,
// docs/guest.md).
//
// QEMU's ivshmem-plain device shows a host file (memory-backend-file, share=on) to the guest as
// its BAR2. This process lays out in that file what the Corundum app block shows at BAR2
// (hw/gen/redline_regs.h, REDLINE_APP_*): the control block at 0, one port block at
// PORT_BASE whose TM window is at TM_BASE, and in that window the registers of a real Verilated
// redline_tm, clocked in real time at --clock-mhz (idle cycles skipped exactly, tm_model.h).
//
// The BAR is plain memory: a guest access traps nowhere. So the loop polls, every
// --poll-us (default 20 us):
//  - it reads CTRL first, then every writable TM register (the knob registers and the Stab
//    words); a word that differs from what the TM holds is written to the TM over AXI-Lite.
//    Reading CTRL first matters: the guest writes the knobs before it pulses CTRL (x86 keeps
//    stores in order), so once a pulse is seen, the knobs it goes with are visible too;
//  - a CTRL pulse is acted on (commit: the TM's commit handshake, TmModel::commit; snapshot,
//    clear_peak: written through), its results are copied into the file (STATUS first, then
//    COMMITS/REFUSED, which a driver polls), then CTRL is cleared with a compare-and-swap (a
//    pulse written meanwhile stays for the next round);
//  - every --refresh-us (default 1000) and after each snapshot pulse it takes a TM snapshot and
//    copies every snapshot value and live register into the file.
// What the guest reads is therefore up to --refresh-us old, and a 64-bit value's two words
// can come from two refreshes (the driver reads lo, then hi). Real hardware has neither
// limitation. The port block's own counters (host_discard ...) belong to Corundum's side of
// the app block, which is not simulated: they read 0, and PORT_FWD is plain memory.
//
// Traffic: frames generated here enter the TM's s_axis (the control command `traffic`), so
// its counters move while the guest reads them. Its m_axis output is counted and dropped.
//
// Control: a Unix stream socket (--control PATH), one command per line, one reply each:
//   rd ADDR | wr ADDR VALUE   a TM register over AXI-Lite (ADDR in the 4 KiB TM window); wr
//                             also updates the file, so the write is not undone by the poll
//   commit                    the TM's commit handshake: ok, or err refused CODE (STATUS.err_code),
//                             as the real-time bridge answers (redline set --sim)
//   traffic N LEN PPS [ECN]   N frames of LEN bytes (IPv4/UDP, ECN field 0..3, default 2:
//                             ECT(0)), one every 1/PPS s from now
//   stats                     one JSON object    |  quit
// Standard output: "ready" once the file holds the layout and the socket listens.
// Exit codes: 0 done (SIGINT/SIGTERM/quit), 2 usage or set-up error.
#include <algorithm>
#include <cerrno>
#include <cinttypes>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <fcntl.h>
#include <poll.h>
#include <sys/mman.h>
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

[[noreturn]] void die(const std::string &msg) {
    fprintf(stderr, "redline_barserve: %s\n", msg.c_str());
    exit(2);
}

using redline::now_ns;
using redline::parse_u64;

// TM registers a host writes: every knob register (rate is two) and the Stab words.
std::vector<uint32_t> writable_tm_regs() {
    std::vector<uint32_t> r;
#define RL_KNOB_REG(name, reg, shift, width) r.push_back(reg);
    REDLINE_FOREACH_KNOB(RL_KNOB_REG)
#undef RL_KNOB_REG
    r.push_back(REDLINE_REG_RATE_HI);
    for (uint32_t a = REDLINE_REG_STAB0; a <= REDLINE_REG_STAB63; a += 4) r.push_back(a);
    std::sort(r.begin(), r.end());
    r.erase(std::unique(r.begin(), r.end()), r.end());
    return r;
}

// Registers the TM changes on its own, copied into the file at each refresh.
const uint32_t kLiveRegs[] = {REDLINE_REG_ADAPT_TICKS};
const uint32_t kSnapshotRegs[] = {
#define RL_V64(name, lo) lo, lo + 4,
#define RL_V32(name, addr) addr,
    REDLINE_FOREACH_VALUE64(RL_V64) REDLINE_FOREACH_VALUE32(RL_V32)
#undef RL_V64
#undef RL_V32
};

struct Options {
    std::string bar, control;
    uint64_t size = 0x10000;
    uint32_t clock_mhz = 10;
    int64_t poll_ns = 20000, refresh_ns = 1000000;
};

class Server {
  public:
    explicit Server(const Options &o) : opt_(o) {}

    int run() {
        map_bar();
        ctx_ = std::make_unique<VerilatedContext>();
        tm_ = std::make_unique<TmModel>(ctx_.get());
        tm_->reset();
        // The device time base, as the real-time bridge sets it (sim/tap.cpp).
        tm_->write(REDLINE_REG_CYCLES_PER_US, opt_.clock_mhz);
        tm_->commit();
        layout();
        if (!opt_.control.empty()) {
            std::string err = control_.listen_on(opt_.control);
            if (!err.empty()) die(err);
        }
        t0_ = now_ns();
        c0_ = tm_->cycle;
        printf("ready\n");
        fflush(stdout);
        int64_t next_refresh = 0;
        while (!g_stop && !quit_) {
            int64_t wall = now_ns();
            queue_due_frames(wall);
            run_to(cycle_at(wall));
            serve_bar();
            if (wall >= next_refresh) {
                refresh(true);
                next_refresh = wall + opt_.refresh_ns;
            }
            control_.serve([this](const std::string &line) { return handle(line); });
            wait(busy() ? 0 : opt_.poll_ns);
        }
        fprintf(stderr, "redline_barserve: %s\n", stats_json().c_str());
        return 0;
    }

  private:
    // ---- the shared file ----
    void map_bar() {
        if (opt_.size < REDLINE_APP_TM_BASE + 0x1000 || (opt_.size & (opt_.size - 1)))
            die("--size must be a power of two of at least " + std::to_string(REDLINE_APP_TM_BASE + 0x1000));
        int fd = open(opt_.bar.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
        if (fd < 0) die("cannot open " + opt_.bar + ": " + strerror(errno));
        if (ftruncate(fd, off_t(opt_.size)) != 0) die("cannot size " + opt_.bar + ": " + strerror(errno));
        void *p = mmap(nullptr, opt_.size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
        if (p == MAP_FAILED) die("cannot map " + opt_.bar + ": " + strerror(errno));
        close(fd);
        bar_ = static_cast<uint32_t *>(p);
        memset(p, 0, opt_.size);
    }
    uint32_t *word(uint32_t off) { return bar_ + off / 4; }
    uint32_t load(uint32_t off) { return __atomic_load_n(word(off), __ATOMIC_ACQUIRE); }
    void store(uint32_t off, uint32_t v) { __atomic_store_n(word(off), v, __ATOMIC_RELEASE); }
    uint32_t tm_off(uint32_t reg) const { return REDLINE_APP_TM_BASE + reg; }

    // The app block's register-block list: the control block, then port 0's block.
    void layout() {
        const uint32_t c = REDLINE_APP_CTRL_BASE, p = REDLINE_APP_PORT_BASE;
        store(c + REDLINE_APP_RB_TYPE, REDLINE_APP_RB_TYPE_CTRL);
        store(c + REDLINE_APP_RB_VER, REDLINE_APP_RB_VERSION);
        store(c + REDLINE_APP_RB_NEXT, p);
        store(c + REDLINE_APP_CTRL_PORTS, 1);
        store(c + REDLINE_APP_CTRL_DATA_BYTES, REDLINE_W);
        store(p + REDLINE_APP_RB_TYPE, REDLINE_APP_RB_TYPE_PORT);
        store(p + REDLINE_APP_RB_VER, REDLINE_APP_RB_VERSION);
        store(p + REDLINE_APP_RB_NEXT, 0);
        store(p + REDLINE_APP_PORT_INDEX, 0);
        store(p + REDLINE_APP_PORT_TM_OFFSET, REDLINE_APP_TM_BASE);
        store(p + REDLINE_APP_PORT_TM_SIZE, REDLINE_APP_TM_STRIDE);
        // The whole TM window as the TM reads it (ID, VERSION, PARAMS, the knobs, ...).
        for (uint32_t a = 0; a < REDLINE_APP_TM_STRIDE; a += 4) store(tm_off(a), rd(a));
        store(tm_off(REDLINE_REG_CTRL), 0);
        for (uint32_t a : writable_) held_[a] = load(tm_off(a));
        refresh(true);
    }

    // ---- the TM ----
    uint64_t cycle_at(int64_t wall) const { return c0_ + uint64_t((__int128(wall - t0_) * opt_.clock_mhz) / 1000); }
    uint32_t rd(uint32_t a) { return tm_->read(a, [&] { cycle_io(); }); }
    void wr(uint32_t a, uint32_t v) { tm_->write(a, v, [&] { cycle_io(); }); }

    // Forwards the guest's writes, then acts on a CTRL pulse.
    void serve_bar() {
        const uint32_t ctrl = load(tm_off(REDLINE_REG_CTRL));
        for (uint32_t a : writable_) {
            uint32_t v = load(tm_off(a));
            if (v != held_[a]) {
                wr(a, v);
                held_[a] = v;
                ++guest_writes_;
            }
        }
        if (!ctrl) return;
        if (ctrl & REDLINE_COMMIT_MASK) {
            try {
                tm_->commit([&] { cycle_io(); });
            } catch (const std::exception &e) {
                die(e.what());
            }
            ++commits_;
        }
        const uint32_t rest = ctrl & ~REDLINE_COMMIT_MASK;
        if (rest) wr(REDLINE_REG_CTRL, rest);
        refresh(!(rest & REDLINE_SNAPSHOT_MASK));
        if (rest & REDLINE_SNAPSHOT_MASK) ++snapshots_;
        uint32_t expected = ctrl;
        __atomic_compare_exchange_n(word(tm_off(REDLINE_REG_CTRL)), &expected, 0u, false, __ATOMIC_ACQ_REL,
                                    __ATOMIC_ACQUIRE);
    }

    // Copies the snapshot values (taking a snapshot first if `snap`) and the live registers.
    // STATUS goes before COMMITS/REFUSED: a driver that sees a counter move reads err_code next.
    void refresh(bool snap) {
        if (snap) wr(REDLINE_REG_CTRL, REDLINE_SNAPSHOT_MASK);
        for (uint32_t a : kSnapshotRegs) store(tm_off(a), rd(a));
        for (uint32_t a : kLiveRegs) store(tm_off(a), rd(a));
        store(tm_off(REDLINE_REG_STATUS), rd(REDLINE_REG_STATUS));
        store(tm_off(REDLINE_REG_COMMITS), rd(REDLINE_REG_COMMITS));
        store(tm_off(REDLINE_REG_REFUSED), rd(REDLINE_REG_REFUSED));
        ++refreshes_;
    }

    // ---- traffic ----
    struct Frame {
        int64_t due_ns;
        std::vector<uint8_t> data;
    };
    static std::vector<uint8_t> make_frame(uint32_t len, uint32_t ecn, uint32_t seq) {
        std::vector<uint8_t> f(len, 0);
        const uint8_t hdr[] = {0x02, 0x72, 0x6c, 0x00, 0x00, 0x02, 0x02, 0x72, 0x6c, 0x00, 0x00, 0x01, 0x08, 0x00};
        memcpy(f.data(), hdr, sizeof hdr);
        uint8_t *ip = f.data() + 14;
        const uint32_t tot = len - 14;
        ip[0] = 0x45;
        ip[1] = uint8_t(ecn & 3);
        ip[2] = uint8_t(tot >> 8);
        ip[3] = uint8_t(tot);
        ip[4] = uint8_t(seq >> 8);
        ip[5] = uint8_t(seq);
        ip[8] = 64;
        ip[9] = 17;  // UDP
        const uint8_t addrs[] = {198, 18, 0, 1, 198, 18, 0, 2};
        memcpy(ip + 12, addrs, sizeof addrs);
        uint32_t sum = 0;
        for (int i = 0; i < 20; i += 2) sum += (uint32_t(ip[i]) << 8) | ip[i + 1];
        while (sum >> 16) sum = (sum & 0xffff) + (sum >> 16);
        ip[10] = uint8_t(~sum >> 8);
        ip[11] = uint8_t(~sum);
        uint8_t *udp = ip + 20;
        udp[0] = 0x9c;  // ports 40000 -> 5201
        udp[1] = 0x40;
        udp[2] = 0x14;
        udp[3] = 0x51;
        udp[4] = uint8_t((tot - 20) >> 8);
        udp[5] = uint8_t(tot - 20);
        return f;
    }
    void queue_due_frames(int64_t wall) {
        while (!pending_.empty() && pending_.front().due_ns <= wall) {
            feeding_.push_back(std::move(pending_.front().data));
            pending_.pop_front();
        }
    }
    bool busy() const { return !feeding_.empty() || beat_ != 0; }

    // One cycle's stream work before its rising edge (as sim/direction.h's Direction::cycle_io).
    void cycle_io() {
        auto *top = tm_->top.get();
        if (top->m_axis_tvalid && top->m_axis_tlast) ++frames_out_;
        if (top->dec_valid && top->dec_action == 2) ++tm_drops_;
        top->s_axis_tvalid = 0;
        top->s_axis_tlast = 0;
        top->s_axis_tuser = 0;
        if (feeding_.empty()) return;
        const auto &fr = feeding_.front();
        const size_t beats = (fr.size() + REDLINE_W - 1) / REDLINE_W;
        const size_t off = beat_ * REDLINE_W;
        const int nb = int(std::min<size_t>(REDLINE_W, fr.size() - off));
        redline::set_data(top->s_axis_tdata, fr.data() + off, nb);
        top->s_axis_tkeep = redline::keep_for(nb);
        top->s_axis_tvalid = 1;
        top->s_axis_tlast = beat_ + 1 == beats;
        if (!top->s_axis_tready) {  // held (semantics section 3a): the same beat again next clock
        } else if (beat_ + 1 == beats) {
            feeding_.pop_front();
            beat_ = 0;
            ++frames_in_;
        } else {
            ++beat_;
        }
    }
    void run_to(uint64_t target) {
        while (tm_->cycle < target) {
            if (!busy()) {
                uint64_t k = tm_->skippable(target - tm_->cycle);
                if (k) {
                    tm_->skip(k);
                    continue;
                }
            }
            cycle_io();
            tm_->tick();
        }
    }

    void wait(int64_t ns) {
        std::vector<pollfd> p;
        control_.add_pollfds(p);
        if (poll(p.data(), p.size(), 0) > 0 || ns <= 0) return;
        timespec ts{0, long(ns)};
        nanosleep(&ts, nullptr);
    }

    // ---- control socket (commands) ----
    std::string handle(const std::string &line) {
        std::vector<std::string> w = redline::split_words(line);
        if (w.empty()) return "err empty command";
        uint64_t a = 0, v = 0, n = 0, len = 0, pps = 0, ecn = 2;
        if (w[0] == "quit" && w.size() == 1) {
            quit_ = true;
            return "ok";
        }
        if (w[0] == "stats" && w.size() == 1) return "ok " + stats_json();
        if (w[0] == "rd" && w.size() == 2 && parse_u64(w[1], a) && a < REDLINE_APP_TM_STRIDE && a % 4 == 0)
            return "ok " + std::to_string(rd(uint32_t(a)));
        if (w[0] == "wr" && w.size() == 3 && parse_u64(w[1], a) && parse_u64(w[2], v) && a < REDLINE_APP_TM_STRIDE &&
            a % 4 == 0 && v <= 0xffffffffULL) {
            wr(uint32_t(a), uint32_t(v));
            if (held_.count(uint32_t(a))) {
                held_[uint32_t(a)] = uint32_t(v);
                store(tm_off(uint32_t(a)), uint32_t(v));
            }
            return "ok";
        }
        if (w[0] == "commit" && w.size() == 1) {
            uint32_t st = 0;
            try {
                st = tm_->commit([&] { cycle_io(); });
            } catch (const std::exception &e) {
                die(e.what());
            }
            ++commits_;
            refresh(false);  // STATUS, COMMITS and REFUSED into the file, as after a guest's commit
            if (st & REDLINE_ERR_MASK)
                return "err refused " + std::to_string((st & REDLINE_ERR_CODE_MASK) >> REDLINE_ERR_CODE_SHIFT);
            return "ok";
        }
        if (w[0] == "traffic" && (w.size() == 4 || w.size() == 5) && parse_u64(w[1], n) && parse_u64(w[2], len) &&
            parse_u64(w[3], pps) && (w.size() == 4 || parse_u64(w[4], ecn))) {
            if (len < 64 || len > 9000 || pps < 1 || pps > 1000000 || ecn > 3 || n > 10000000)
                return "err traffic N LEN PPS [ECN]: LEN 64..9000, PPS 1..1000000, ECN 0..3";
            int64_t t = std::max(now_ns(), pending_.empty() ? 0 : pending_.back().due_ns);
            for (uint64_t k = 0; k < n; ++k)
                pending_.push_back({t + int64_t(k * 1000000000ULL / pps), make_frame(uint32_t(len), uint32_t(ecn), uint32_t(k))});
            frames_queued_ += n;
            return "ok";
        }
        return "err bad command: " + line;
    }
    std::string stats_json() const {
        char s[512];
        snprintf(s, sizeof s,
                 "{\"frames_queued\":%" PRIu64 ",\"frames_in\":%" PRIu64 ",\"frames_out\":%" PRIu64
                 ",\"tm_drops\":%" PRIu64 ",\"guest_writes\":%" PRIu64 ",\"commits\":%" PRIu64
                 ",\"snapshots\":%" PRIu64 ",\"refreshes\":%" PRIu64 ",\"cycle\":%" PRIu64 ",\"pending\":%zu}",
                 frames_queued_, frames_in_, frames_out_, tm_drops_, guest_writes_, commits_, snapshots_, refreshes_,
                 tm_->cycle, pending_.size() + feeding_.size());
        return s;
    }

    Options opt_;
    uint32_t *bar_ = nullptr;
    std::unique_ptr<VerilatedContext> ctx_;
    std::unique_ptr<TmModel> tm_;
    const std::vector<uint32_t> writable_ = writable_tm_regs();
    std::map<uint32_t, uint32_t> held_;  // what the TM holds in each writable register
    int64_t t0_ = 0;
    uint64_t c0_ = 0;
    std::deque<Frame> pending_;
    std::deque<std::vector<uint8_t>> feeding_;
    size_t beat_ = 0;
    uint64_t frames_queued_ = 0, frames_in_ = 0, frames_out_ = 0, tm_drops_ = 0;
    uint64_t guest_writes_ = 0, commits_ = 0, snapshots_ = 0, refreshes_ = 0;
    bool quit_ = false;
    redline::ControlSocket control_;
};

void usage() {
    fprintf(stderr,
            "usage: redline_barserve --bar FILE [--size BYTES] [--control PATH] [--clock-mhz F]\n"
            "                        [--poll-us 20] [--refresh-us 1000]\n");
    exit(2);
}

}  // namespace

int main(int argc, char **argv) {
    Options o;
    auto num = [&](int &i) -> uint64_t {
        uint64_t v = 0;
        if (i + 1 >= argc || !parse_u64(argv[i + 1], v)) {
            fprintf(stderr, "redline_barserve: %s wants a non-negative integer\n", argv[i]);
            exit(2);
        }
        ++i;
        return v;
    };
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--bar" && i + 1 < argc) o.bar = argv[++i];
        else if (a == "--control" && i + 1 < argc) o.control = argv[++i];
        else if (a == "--size") o.size = num(i);
        else if (a == "--clock-mhz") o.clock_mhz = uint32_t(num(i));
        else if (a == "--poll-us") o.poll_ns = int64_t(num(i)) * 1000;
        else if (a == "--refresh-us") o.refresh_ns = int64_t(num(i)) * 1000;
        else usage();
    }
    if (o.bar.empty()) usage();
    if (o.clock_mhz < 1 || o.clock_mhz > 1000) {
        fprintf(stderr, "redline_barserve: --clock-mhz must be 1..1000\n");
        return 2;
    }
    if (o.poll_ns >= 1000000000 || o.refresh_ns < 1000) {
        fprintf(stderr, "redline_barserve: --poll-us must be below 1 s and --refresh-us at least 1\n");
        return 2;
    }
    struct sigaction sa{};
    sa.sa_handler = on_signal;
    sigaction(SIGINT, &sa, nullptr);
    sigaction(SIGTERM, &sa, nullptr);
    signal(SIGPIPE, SIG_IGN);
    Server s(o);
    return s.run();
}
