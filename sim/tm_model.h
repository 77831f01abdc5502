// TmModel: one Verilated redline_tm with a cycle clock, AXI-Lite access and exact idle skipping.
// Shared by the trace replay harness (replay.cpp) and the real-time TAP bridge (tap.cpp).
//
// Idle skipping. While the TM is quiescent (no frame entering, nothing leaving, no commit or
// register access under way, and the egress either empty or waiting for shaper tokens) the
// registers that change from one cycle to the next are of two kinds:
//  - counters, advanced by arithmetic: the cycle counter, the microsecond prescaler (sub), the
//    adaptive timer (adaptUs), the RED engine's idle time (idleT, saturating at scell_max) with
//    qavg * idleT beside it (idleProd), and the shaper's tokens;
//  - registers loaded every cycle from this cycle's combinational logic, above all RedEngine's
//    qavgIdle (qavg decayed to the next cycle's microsecond, which the adaptive tick and the
//    next decision read). One level further down, the compact-queue variants' forwarded
//    descriptor (Egress fwdDesc = RegNext(push payload)) holds a CE-rewrite bit computed from
//    qavgIdle, so it needs qavgIdle right one cycle earlier.
// skip(n) applies n-2 cycles of the counters' arithmetic, re-settles the model's combinational
// logic and then simulates the last two cycles for real (kRealTicks): the first loads qavgIdle
// from exact inputs, the second what is computed from it. The state is then the same as after
// n ticks. skippable() bounds n so that nothing
// else would have happened: no shaper pop, no adaptive tick. The proof is redline_skipcheck
// (make -C sim skipcheck): it runs a second model tick by tick beside the skipping one and
// compares every signal of the design after each skip. test_equivalence.py also checks whole
// traces with skipping against the independent Python model and against a plain run.
#pragma once

#include <cstdint>
#include <cstring>
#include <memory>
#include <stdexcept>
#include <type_traits>
#include <utility>

#include "verilated.h"
#include REDLINE_HEADER
#include "redline_regs.h"
#include "redline_taps.h"
#if defined(REDLINE_ROOT_HEADER) && __has_include(REDLINE_ROOT_HEADER)
#include REDLINE_ROOT_HEADER
#define REDLINE_HAVE_ROOT 1
#endif

#ifndef REDLINE_W
#error "REDLINE_W (bytes per beat) must be defined"
#endif

#ifdef REDLINE_HAVE_ROOT
// Verilator's settle routine: recomputes every combinational signal from the current state.
void Vredline_tm___024root___eval_settle(Vredline_tm___024root *vlSelf);
#endif

// Internal signals by their taps (hw/gen/redline_taps.h, generated and checked against the
// Verilog with it), under the top module's flattened Verilator name (REDLINE_SIGPFX = redline_tm_wNN__DOT__).
#define RL_CAT2(a, b) a##b
#define RL_CAT(a, b) RL_CAT2(a, b)
#define RL_SIG(name) (top->rootp->RL_CAT(REDLINE_SIGPFX, name))
#if defined(REDLINE_SIGPFX) && !defined(RL_TAPS_VARIANT)
#error "REDLINE_VARIANT_<name> must name a generated variant (sim/Makefile sets it): the taps differ"
#endif

namespace redline {

// Speed: a Verilator 5 model detects a rising edge by comparing `clk` with the value it saw at
// the previous eval (the root's __Vtrigprevexpr___TOP__clk__0). The design has no negedge or
// clock-level logic, so instead of two evals per cycle (clk=1, clk=0) the harness keeps clk at 1
// and clears that remembered value before each eval: one eval per cycle, the same edge, the same
// state and outputs. When the member is not there (another Verilator) or REDLINE_TWO_EVALS is
// defined, the classic two-eval clock is used.
template <typename R, typename = void> struct HasClkPrev : std::false_type {};
#ifdef REDLINE_HAVE_ROOT
template <typename R>
struct HasClkPrev<R, std::void_t<decltype(std::declval<R &>().__Vtrigprevexpr___TOP__clk__0)>> : std::true_type {};
#endif
#ifdef REDLINE_TWO_EVALS
constexpr bool kOneEval = false;
#elif defined(REDLINE_HAVE_ROOT)
constexpr bool kOneEval = HasClkPrev<std::remove_pointer_t<decltype(std::declval<TOP_CLASS &>().rootp)>>::value;
#else
constexpr bool kOneEval = false;
#endif

// A TM with the compare-only loop (a variant without RedEngine's idle taps) keeps its idle
// state in the loop's pipelines, which skip() does not advance: it is simulated every cycle.
#if defined(REDLINE_HAVE_ROOT) && defined(REDLINE_SIGPFX) && defined(RL_TAP_red_idle)
#define REDLINE_CAN_SKIP 1
#else
#define REDLINE_CAN_SKIP 0
#endif

// The adaptive timer's period (ConfigEngine.adaptPeriodUs).
constexpr uint64_t kAdaptPeriodUs = 500000;

class TmModel {
  public:
    explicit TmModel(VerilatedContext *ctx) : top(new TOP_CLASS{ctx}) {}

    // One clock cycle: inputs are already set for cycle `cycle`; the rising edge samples them.
    void tick() {
        if constexpr (kOneEval) {
#ifdef REDLINE_HAVE_ROOT
            top->rootp->__Vtrigprevexpr___TOP__clk__0 = 0;
#endif
            top->clk = 1;
            top->eval();
        } else {
            top->clk = 1;
            top->eval();
            top->clk = 0;
            top->eval();
        }
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

    // AXI-Lite write; `on_cycle` sees every cycle it takes (a harness keeps its streams going).
    template <typename F> void write(uint32_t addr, uint32_t value, F &&on_cycle) {
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
            on_cycle();
            tick();
            if (aw_fire) { aw = true; top->s_axil_awvalid = 0; }
            if (w_fire) { w = true; top->s_axil_wvalid = 0; }
            if (b_fire) b = true;
        }
        top->s_axil_bready = 0;
        if (!(aw && w && b)) throw std::runtime_error("AXI-Lite write did not complete");
    }
    void write(uint32_t addr, uint32_t value) { write(addr, value, [] {}); }

    template <typename F> uint32_t read(uint32_t addr, F &&on_cycle) {
        top->s_axil_araddr = addr;
        top->s_axil_arprot = 0;
        top->s_axil_arvalid = 1;
        top->s_axil_rready = 1;
        for (int i = 0; i < 1000; ++i) {
            top->eval();
            bool ar_fire = top->s_axil_arvalid && top->s_axil_arready;
            bool r_fire = top->s_axil_rvalid && top->s_axil_rready;
            uint32_t data = top->s_axil_rdata;
            on_cycle();
            tick();
            if (ar_fire) top->s_axil_arvalid = 0;
            if (r_fire) {
                top->s_axil_rready = 0;
                return data;
            }
        }
        throw std::runtime_error("AXI-Lite read did not complete");
    }
    uint32_t read(uint32_t addr) { return read(addr, [] {}); }

    // Commits the shadow knobs and waits until commits + refused moves (busy alone races with
    // the request pulse). Returns STATUS after the commit; throws if it never completes.
    template <typename F> uint32_t commit(F &&on_cycle) {
        auto done = [&] { return read(REDLINE_REG_COMMITS, on_cycle) + read(REDLINE_REG_REFUSED, on_cycle); };
        const uint32_t seq = done();
        write(REDLINE_REG_CTRL, 1u << REDLINE_COMMIT_SHIFT, on_cycle);
        for (int i = 0; done() == seq; ++i)
            if (i > 100000) throw std::runtime_error("the commit did not complete");
        return read(REDLINE_REG_STATUS, on_cycle);
    }
    uint32_t commit() { return commit([] {}); }

    // ---- idle skipping (see the top of this file) ----

    // How many of the next cycles skip() may jump over, at most `limit`; 0 when the TM is busy.
    // The caller promises idle stream and AXI-Lite inputs for those cycles.
    uint64_t skippable(uint64_t limit) const {
#if !REDLINE_CAN_SKIP
        (void)limit;
        return 0;
#else
        {
            if (limit == 0) return 0;
            // Ingress: no beat in flight, no frame half received.
            if (RL_SIG(RL_TAP_ingress_sValid) || RL_SIG(RL_TAP_ingress_beatIdx) != 0) return 0;
#ifdef RL_TAP_ingress_writeValid
            // A TM that decides at e + 2 (TmConfig.decisionLatency) has a second write stage.
            if (RL_SIG(RL_TAP_ingress_writeValid)) return 0;
#endif
            // Egress: nothing being read, marked or offered on m_axis.
            if (RL_SIG(RL_TAP_egress_active) || RL_SIG(RL_TAP_egress_sValid) || RL_SIG(RL_TAP_egress_fifoCount) != 0 ||
                RL_SIG(RL_TAP_egress_inflight) != 0)
                return 0;
            // The RED engine: no idle period about to start (it starts the cycle after the
            // queue empties).
            if (!RL_SIG(RL_TAP_red_idle) && RL_SIG(RL_TAP_txq_qlen) == 0) return 0;
            // Commit engine idle, no commit requested, no register pulse or bus response pending.
            if (RL_SIG(RL_TAP_engineCfg_state) != RL_ENC_CFG_STATE_IDLE || RL_SIG(RL_TAP_engineCfg_commitPending)) return 0;
            if (RL_SIG(RL_TAP_regs_commit) || RL_SIG(RL_TAP_regs_snapshot) || RL_SIG(RL_TAP_regs_clearPeak)) return 0;
            if (RL_SIG(RL_TAP_regs_busif_axiBValid) || RL_SIG(RL_TAP_regs_busif_axiRValid) ||
                RL_SIG(RL_TAP_regs_io_axil_ar_rValid) || RL_SIG(RL_TAP_regs_io_axil_aw_rValid) ||
                RL_SIG(RL_TAP_regs_io_axil_w_rValid))
                return 0;
            const uint64_t cpu = RL_SIG(RL_TAP_engineCfg_active_cyclesPerUs);
            if (cpu == 0) return 0;
            uint64_t n = limit;
            // No adaptive tick: the timer may reach period-1 but must not pass it.
            const uint64_t adapt = RL_SIG(RL_TAP_engineCfg_adaptUs);
            const uint64_t sub = RL_SIG(RL_TAP_sub);
            const uint64_t us_room = adapt + 1 < kAdaptPeriodUs ? kAdaptPeriodUs - 1 - adapt : 0;
            const uint64_t n_adapt = (us_room + 1) * cpu - 1 - sub;  // cycles before the next wrap's tick
            if (n_adapt < n) n = n_adapt;
            // A queued packet waits for the shaper: stop on the cycle its tokens turn non-negative.
            if (RL_SIG(RL_TAP_txq_dCount) != 0) {
                if (!RL_SIG(RL_TAP_engineCfg_active_shaped)) return 0;
                const int64_t t = tokens();
                if (t >= 0) return 0;
                const uint64_t inc = RL_SIG(RL_TAP_engineCfg_active_inc);
                if (inc != 0) {
                    const uint64_t k = (uint64_t(-t) + inc - 1) / inc;  // ticks while still negative
                    if (k < n) n = k;
                }
            }
            return n;
        }
#endif
    }

    // True when the next tick is an adaptive RED tick: a microsecond tick with the adaptive timer
    // at period-1 while adaptive RED is on (ConfigEngine's adaptTick). skippable() stops a skip
    // just before such a tick, so the tick reads what the skip left behind.
    bool adapt_tick_next() const {
#if !REDLINE_CAN_SKIP
        return false;
#else
        const uint64_t cpu = RL_SIG(RL_TAP_engineCfg_active_cyclesPerUs);
        return RL_SIG(RL_TAP_engineCfg_active_adaptive) && RL_SIG(RL_TAP_engineCfg_active_mode) != REDLINE_MODE_DT &&
               uint64_t(RL_SIG(RL_TAP_sub)) + 1 == cpu && uint64_t(RL_SIG(RL_TAP_engineCfg_adaptUs)) + 1 == kAdaptPeriodUs;
#endif
    }
    // The RED engine is in an idle period (its qavg decays with time).
    bool red_idle() const {
#if !REDLINE_CAN_SKIP
        return false;
#else
        return RL_SIG(RL_TAP_red_idle);
#endif
    }

    // Applies n idle cycles (n <= skippable(n)): all but the last kRealTicks by arithmetic, those
    // simulated (see the top of this file; the registers loaded from combinational logic need
    // them).
    static constexpr uint64_t kRealTicks = 2;
    void skip(uint64_t n) {
#if !REDLINE_CAN_SKIP
        (void)n;
#else
        {
            if (n == 0) return;
            const uint64_t real = n < kRealTicks ? n : kRealTicks;
            advance_counters(n - real);
            // The skipped cycles have idle inputs; a caller may still hold the last beat it drove.
            const uint8_t ready = top->m_axis_tready;
            idle_inputs();
            top->m_axis_tready = ready;  // nothing is offered on m_axis: its value changes nothing
            for (uint64_t i = 0; i < real; ++i) tick();
            skipped += n;
        }
#endif
    }

    std::unique_ptr<TOP_CLASS> top;
    uint64_t cycle = 0;
    uint64_t skipped = 0;  // cycles covered by skip()

  private:
    // n idle cycles of the counting registers' arithmetic, then a settle of the logic.
#if REDLINE_CAN_SKIP
    void advance_counters(uint64_t n) {
        {
            if (n == 0) return;
            const uint64_t cpu = RL_SIG(RL_TAP_engineCfg_active_cyclesPerUs);
            const uint64_t total = uint64_t(RL_SIG(RL_TAP_sub)) + n;
            const uint64_t us = total / cpu;
            RL_SIG(RL_TAP_sub) = uint32_t(total % cpu);
            // The idle time saturates at scell_max; qavg * t grows by qavg per microsecond counted
            // (mod 2^64, as the RTL's u64 sum). qavg is constant while nothing is decided.
            const uint64_t smax = RL_SIG(RL_TAP_engineCfg_active_scellMax);
            const uint64_t t0 = RL_SIG(RL_TAP_red_idleT);
            const uint64_t t1 = t0 >= smax ? t0 : (t0 + us < smax ? t0 + us : smax);
            RL_SIG(RL_TAP_red_idleT) = uint32_t(t1);
            RL_SIG(RL_TAP_red_idleProd) = uint64_t(RL_SIG(RL_TAP_red_idleProd)) + qavg() * (t1 - t0);
            RL_SIG(RL_TAP_engineCfg_adaptUs) = uint32_t(RL_SIG(RL_TAP_engineCfg_adaptUs) + us);
            RL_SIG(RL_TAP_cycle) = RL_SIG(RL_TAP_cycle) + n;
            // Tokens grow by inc per cycle up to cap: min(cap, min(cap, x) + inc) = min(cap, x + inc).
            const int64_t cap = int64_t(uint64_t(RL_SIG(RL_TAP_engineCfg_active_cap)));
            const uint64_t inc = RL_SIG(RL_TAP_engineCfg_active_inc);
            __int128 grown = __int128(tokens()) + __int128(inc) * __int128(n);
            if (grown > cap) grown = cap;
            set_tokens(int64_t(grown));
            Vredline_tm___024root___eval_settle(top->rootp);
            cycle += n;
        }
    }

    // The RED engine's qavg register (at most 64 bits wide; Verilator keeps it in a 64-bit word).
    uint64_t qavg() const { return uint64_t(RL_SIG(RL_TAP_red_qavg)); }

    // The shaper's 58-bit signed token count.
    int64_t tokens() const {
        uint64_t raw = RL_SIG(RL_TAP_shaper_tokens) & ((1ULL << 58) - 1);
        return int64_t(raw << 6) >> 6;
    }
    void set_tokens(int64_t v) { RL_SIG(RL_TAP_shaper_tokens) = uint64_t(v) & ((1ULL << 58) - 1); }
#endif
};

// Wide ports are arrays of 32-bit words in Verilator; narrow ones are plain integers.
template <typename P> void set_data(P &port, const uint8_t *bytes, int n) {
    if constexpr (sizeof(P) <= 8) {
        uint64_t v = 0;
        for (int i = 0; i < n; ++i) v |= uint64_t(bytes[i]) << (8 * i);
        port = v;
    } else if (n == REDLINE_W) {
        for (int wd = 0; wd < REDLINE_W / 4; ++wd) {
            uint32_t v;
            memcpy(&v, bytes + 4 * wd, 4);
            port[wd] = v;
        }
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

// Bytes in a beat = ones in tkeep. Without -mpopcnt (the build stays portable) GCC's
// __builtin_popcountll is a libgcc call; this is the same count inline.
inline int popcount64(uint64_t x) {
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return int((x * 0x0101010101010101ULL) >> 56);
}

// tkeep for a beat of n valid bytes.
inline uint64_t keep_for(int n) { return n >= 64 ? ~0ULL : ((1ULL << n) - 1); }

}  // namespace redline
