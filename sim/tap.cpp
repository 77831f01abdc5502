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
//
// The parts: tap_device.h (TAP I/O), pcap_writer.h, flows.h (flow accounting), direction.h
// (one direction and its delay line), bridge.h (both directions, control, lag); this file parses
// the options.
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "bridge.h"

namespace {

void usage() {
    fprintf(stderr,
            "usage: redline_tap --ns-a NS --ns-b NS [--tap NAME] [--clock-mhz F] [--delay-ab-us D]\n"
            "                   [--delay-ba-us D] [--reverse pass|tm] [--control PATH] [--pcap-a FILE]\n"
            "                   [--pcap-b FILE] [--max-lag-us 1000] [--lag-window-ms 500] [--no-skip]\n");
    exit(2);
}

}  // namespace

using redline::tap::Bridge;
using redline::tap::Options;
using redline::tap::on_signal;

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

