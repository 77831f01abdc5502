"""Frames that wait for their decisions (docs/semantics.md section 3a), on two test builds with
8 beats of write staging and at most 4 frames waiting:
- redline_tm_w64_b4k_loop: the compare-only loop decides (LoopEngine), with its own waits: none
  taken in the 22 clocks after a commit's or an adaptive update's apply, nor in an idle period's
  first 4, nor while a gentle-band decision waits. The test commits about 40 times while the
  frames come, and the model is told when each commit would apply unheld; with adaptive RED,
  bursts meet the first two adaptive updates. redline_tm_w512_loop_xcup is the 512-bit TM with
  the loop on UltraScale+ primitives (what `make reports` synthesizes), simulated with
  sim/xilinx_prims.v, in one configuration (its C++ compiled at -O0: 73 s in all, against
  3 min 26 s at Verilator's default -Os).
Both hold their input (s_axis_tready low) rather than let a frame overrun (semantics 3a); the
testbench offers each beat until it is taken. Every decision (action, reason, qavg, backlog,
length, cycle), every output byte and departure cycle, the counters, the clocks the input was
held and the overrun count (0) must equal the model's for the same build (model.TM.for_variant)."""
import os
import random

import cocotb
import pytest
from cocotb.triggers import ClockCycles

from redline import model
from tb import TB
import blocktb
import frames as F
import runner
import tracecheck

ROOT = runner.ROOT


def dense_trace(seed: int, base: int, n: int, burst_first: bool = False, beat: int = 8) -> list[model.Frame]:
    """Bursts of 8 to 40 short frames back to back (2 or 3 beats each, faster than one decision
    per 3 clocks), then mixed frames with pauses that let the waiting frames drain; 3 % bad.
    burst_first: the trace starts with a burst. beat: the TM's bytes per beat."""
    r = random.Random(seed)
    out, c = [], base
    while len(out) < n:
        burst = r.random() < 0.3 or (burst_first and not out)
        for _ in range(r.randint(8, 40) if burst else r.randint(5, 30)):
            size = r.choice([14, 16, 20, 24, 34]) if burst else r.choice([14, 40, 60, 64, 64, 100, 200, 600])
            if size >= 54:
                data = F.v4(tos=r.choice([0, 1, 2, 2, 3]), payload=size - 34)
            else:
                data = bytes(r.randrange(256) for _ in range(size))
            out.append(model.Frame(data=data, cycle=c, bad=r.random() < 0.03))
            c += -(-len(data) // beat) + (0 if burst else r.choice([0, 0, 1, 2, 4, 40]))
        c += r.choice([0, 10, 100, 400])
    return out[:n]


CONFIGS = {
    # ECN in bytes behind a 40 Mbit/s shaper (5 bytes a cycle): the queue builds, marks and tail drops.
    "ecn-bytes": dict(mode=model.MODE_ECN, unit=0, min_th=300, max_th=1200, limit=2500,
                      max_p=int(0.1 * 2**32), wlog=2, rate=40_000_000, burst=200, seed=3,
                      cycles_per_us=1),
    # The same (5 bytes a cycle) with three cycles per microsecond and a Stab table half of
    # shifts: idle periods decay by the microsecond ticks the loop counts five clocks ahead.
    "ecn-bytes-3": dict(mode=model.MODE_ECN, unit=0, min_th=300, max_th=1200, limit=2500,
                        max_p=int(0.1 * 2**32), wlog=2, rate=120_000_000, burst=200, seed=3,
                        cycles_per_us=3, scell_log=1, stab=blocktb.stab_table(random.Random(7))),
    # RED in packets, harddrop, and an output that is ready two cycles in three.
    "red-packets": dict(mode=model.MODE_RED, unit=1, min_th=3, max_th=8, limit=30,
                        max_p=int(0.05 * 2**32), wlog=1, harddrop=1, rate=60_000_000,
                        burst=300, seed=11, cycles_per_us=1),
    # RED in packets with gentle, and an output that is ready two cycles in three.
    "red-packets-gentle": dict(mode=model.MODE_RED, unit=1, min_th=3, max_th=8, limit=30,
                               max_p=int(0.05 * 2**32), wlog=1, gentle=1, rate=60_000_000,
                               burst=300, seed=9, cycles_per_us=1),
    # ECN with adaptive RED, one cycle per microsecond: max_p is updated every 500,000 cycles.
    "ecn-adaptive": dict(mode=model.MODE_ECN, unit=0, min_th=300, max_th=1200, limit=2500,
                         max_p=int(0.1 * 2**32), wlog=2, adaptive=1, rate=40_000_000, burst=200,
                         seed=5, cycles_per_us=1),
    # The same with gentle: the loop defers gentle-band decisions, and its applies wait.
    "ecn-adaptive-gentle": dict(mode=model.MODE_ECN, unit=0, min_th=300, max_th=1000, limit=2500,
                                max_p=int(0.1 * 2**32), wlog=2, adaptive=1, gentle=1,
                                rate=40_000_000, burst=200, seed=5, cycles_per_us=1),
    # Drop-tail with a limit past the 4 KiB buffer: frames are lost to the full buffer too.
    "dt-full-buffer": dict(mode=model.MODE_DT, unit=0, limit=20000, rate=16_000_000, burst=100,
                           cycles_per_us=1),
}


@cocotb.test()
async def late_vs_model(dut):
    tb = TB(dut)
    await tb.reset()
    variant = os.environ["REDLINE_LATE_VARIANT"]
    name = os.environ["REDLINE_LATE_CONFIG"]
    seed = int(os.environ["REDLINE_LATE_SEED"])
    knobs = model.Knobs(**CONFIGS[name])
    status = await tb.configure(tracecheck.knob_dict(knobs))
    assert status["err"] == 0, f"configuration refused: {status['err_code']}"
    # From a commit's request to its apply, with nothing to hold it (no frames yet).
    commit_latency = status["commit_cycle"] - tb.commit_written
    adaptive = bool(knobs.adaptive)
    if adaptive:
        # Bursts where the first two adaptive updates are applied, so that frames meet their waits.
        frames = dense_trace(seed, tb.cycle + 8, 600, beat=tb.W)
        for n in (1, 2):
            a = status["commit_cycle"] + n * model.ADAPT_PERIOD_US * knobs.cycles_per_us + model.ADAPT_LATENCY
            frames += dense_trace(seed + n, a - 40, 300, burst_first=True, beat=tb.W)
    else:
        frames = dense_trace(seed, tb.cycle + 8, 3000, beat=tb.W)
    ready = (lambda c: c % 3 != 0) if name.startswith("red-packets") else None
    drive = [(f.cycle, f.data, f.bad) for f in frames]
    applies = [status["commit_cycle"]]
    requested = []
    if model.TM_VARIANTS[variant]["commit_wait"] and not adaptive:  # a commit restarts the 500 ms
        # Commits while the frames come (the same knobs again: qavg restarts), at random moments.
        # The model is told when each would apply if nothing held it (its request's cycle and
        # the latency above); it must hold each as the RTL did (semantics 3a) and agree on all.
        run = cocotb.start_soon(tb.run(drive, ready=ready, expect_decisions=0, drain_idle=20_000,
                                       max_cycles=frames[-1].cycle + 400_000))
        rng = random.Random(seed)
        while tb.cycle < frames[-1].cycle - 3000:
            await ClockCycles(dut.clk, rng.randint(100, 3000))
            st = await tb.commit()
            applies.append(st["commit_cycle"])
            requested.append(tb.commit_written + commit_latency)
        got = await run
    tm = model.TM.for_variant(variant, knobs, ready=ready, apply_cycle=applies[0])
    for a in requested:
        tm.reconfigure(knobs, a)
    want = tm.run(frames)
    assert tm.apply_cycles == applies, (tm.apply_cycles, applies)
    decided = [w for w in want if w.reason != "overrun"]
    if len(applies) == 1:
        sent = sum(1 for w in decided if w.action != "drop")
        got = await tb.run(drive, ready=ready, expect_decisions=len(decided), expect_departures=sent,
                           max_cycles=frames[-1].cycle + 400_000)
    tracecheck.compare(got, decided, dut._log)
    st = await tb.status()
    tracecheck.check_counters(st, tm.counters, len(decided))
    # The TM holds its input instead (semantics 3a): nothing overruns, and the source is held in
    # exactly the clocks the model holds it.
    assert st["overrun"] == tm.counters["overrun"] == 0, (st["overrun"], tm.counters["overrun"])
    assert got.held == tm.input_held, (got.held, tm.input_held)
    # The adaptive updates read qavg as it stood in their tick's clock, idle-decayed when idle.
    assert st["adapt_ticks"] == (2 if adaptive else 0), st["adapt_ticks"]
    assert st["cur_max_p"] == tm.cfg.max_P, (st["cur_max_p"], tm.cfg.max_P)
    # The trace must reach what it is for: frames decided late, the engine's waits, and the input
    # held, most in the gentle runs, where deferrals back the frames up.
    L = model.TM_VARIANTS[variant]["decision_latency"]
    late = sum(1 for w, f in zip(want, frames)
               if w.reason != "overrun" and w.decision_cycle > f.cycle + -(-len(f.data) // tb.W) - 1 + L)
    dut._log.info("%d frames, %d commits: %d decided late, input held %d clocks, waits %s, %d tail; "
                  "max_p %d -> %d; %d gentle-band decisions deferred, applies held %s", len(frames),
                  len(applies), late, tm.input_held, tm.waits, sum(1 for w in decided if w.reason == "tail"),
                  knobs.max_p, tm.cfg.max_P, tm.deferrals, tm.holds)
    want_min = MINIMA[variant, name]
    assert late >= want_min["late"], late
    assert tm.input_held >= want_min.get("held", 0), tm.input_held
    for k, v in want_min.get("waits", {}).items():
        assert tm.waits[k] >= v, tm.waits
    assert tm.deferrals >= want_min.get("deferrals", 0), tm.deferrals
    for k, v in want_min.get("holds", {}).items():
        assert tm.holds[k] >= v, tm.holds


#: what each run must reach at least
_LOOP = {"late": 100, "waits": {"commit": 5, "idle": 20}, "held": 40}
MINIMA = {("w64_b4k_loop", "ecn-bytes"): _LOOP, ("w64_b4k_loop", "red-packets"): _LOOP,
          ("w64_b4k_loop", "ecn-bytes-3"): _LOOP,
          ("w64_b4k_loop", "dt-full-buffer"): {"late": 40, "waits": {"commit": 5}, "held": 30},
          ("w64_b4k_loop", "ecn-adaptive"): {"late": 20, "waits": {"adapt": 2, "idle": 5}, "held": 15},
          ("w64_b4k_loop", "red-packets-gentle"): {"late": 100, "waits": {"commit": 5, "idle": 10},
                                                    "held": 600,
                                                    "deferrals": 100, "holds": {"commit": 1}},
          ("w64_b4k_loop", "ecn-adaptive-gentle"): {"late": 20, "waits": {"adapt": 2, "idle": 5},
                                                     "deferrals": 10, "holds": {"adapt": 1}, "held": 20},
          ("w512_loop_xcup", "red-packets-gentle"): {"late": 300, "waits": {"commit": 5, "idle": 10},
                                                      "held": 2000,
                                                      "deferrals": 300, "holds": {"commit": 1}}}


@pytest.mark.parametrize("variant,config,seed", [
    ("w64_b4k_loop", "ecn-bytes", 7), ("w64_b4k_loop", "ecn-bytes-3", 13), ("w64_b4k_loop", "red-packets", 8), ("w64_b4k_loop", "dt-full-buffer", 9),
    ("w64_b4k_loop", "ecn-adaptive", 10), ("w64_b4k_loop", "red-packets-gentle", 11),
    ("w64_b4k_loop", "ecn-adaptive-gentle", 12), ("w512_loop_xcup", "red-packets-gentle", 14)])
def test_late_decisions(variant, config, seed):
    sources = [ROOT / "hw" / "gen" / f"redline_tm_{variant}.v"]
    build_args = []
    if variant.endswith("_xcup"):  # the loop on UltraScale+ LUT6/CARRY8 instances: their models
        sources.append(ROOT / "sim" / "xilinx_prims.v")
        # Its C++ at g++ -Os took 3 minutes to compile, for a run of 15 seconds.
        build_args = ["-CFLAGS", "-O0"]
    v = model.TM_VARIANTS[variant]
    runner.run("test_late_decisions", 8 * v["width_bytes"], testcase="late_vs_model",
               buf_bytes=v["width_bytes"] * v["buf_beats"],
               toplevel=f"redline_tm_{variant}", sources=sources,
               parameters={}, build_name=f"verilator-{variant}", extra_build_args=build_args,
               env={"REDLINE_LATE_VARIANT": variant, "REDLINE_LATE_CONFIG": config, "REDLINE_LATE_SEED": str(seed)})
