"""Every shipped trace, whole, through the Verilated RTL (C++ harness, sim/) and the model:
the decision logs and the departures must be identical. Also covers what cocotb runs would
take too long for: adaptive RED over several 500 ms periods and long backpressure runs."""
import dataclasses
import subprocess
from fractions import Fraction

import pytest

from redline.tc import config
from redline import model
from redline.replay import pcapio, rtl_backend
from redline.replay import arrival_cycles
import frames as fb
import runner
import tracecheck

ROOT = runner.ROOT
TRACES = ROOT / "traces"
RED_MIX = "limit 60000 min 6000 max 18000 avpkt 600 burst 20 probability 0.1 bandwidth 10mbit ecn"

# (id, trace, width, clock MHz, tc words, overrides, ready percent, max packets)
CASES = [
    ("demo", "demo.pcap", 64, 25,
     "limit 400000 min 30000 max 90000 avpkt 1000 burst 55 probability 0.02 bandwidth 10mbit ecn", {}, 100, 0),
    ("mix-gentle", "mix.pcap", 64, 25, RED_MIX + " gentle", {}, 100, 0),
    ("malformed", "malformed.pcap", 128, 25, RED_MIX, {}, 100, 0),
    ("b2b64-packets", "b2b64.pcap", 512, 250,
     "limit 1000 min 100 max 300 avpkt 64 burst 200 probability 0.1 bandwidth 10gbit ecn",
     {"packets": True, "rate": "100gbit"}, 100, 0),
    ("imix-backpressure", "imix.pcap", 256, 250,
     "limit 200kb min 20kb max 60kb avpkt 400 burst 60 probability 0.05 bandwidth 5gbit ecn", {}, 70, 0),
    # Adaptive RED: one cycle per microsecond, so 500 ms periods are 500000 cycles; harddrop.
    ("demo-adaptive", "demo.pcap", 64, 1,
     "limit 400000 min 30000 max 90000 avpkt 1000 burst 55 probability 0.02 bandwidth 10mbit ecn adaptive harddrop",
     {}, 100, 0),
    # Adaptive and gentle together over a real trace.
    ("demo-adaptive-gentle", "demo.pcap", 64, 1,
     "limit 400000 min 30000 max 90000 avpkt 1000 burst 55 probability 0.02 bandwidth 10mbit ecn adaptive gentle",
     {}, 100, 0),
    # Drop-tail with the nodrop knob set, which tc's words refuse (nodrop needs ecn): set as a
    # knob after the words (`knobs`), to show that drop-tail ignores it.
    ("mix-red-nodrop-dt", "mix.pcap", 64, 5, RED_MIX.replace(" ecn", ""), {"mode": "dt", "knobs": {"nodrop": 1}},
     100, 0),
    ("mix-ecn-nodrop", "mix.pcap", 64, 5, RED_MIX + " nodrop", {}, 100, 0),
]


# The ECP5 variants (32 KiB buffer, compact descriptor queue, compact decision), at both their
# widths, on the traces and knobs of their cocotb runs (test_ecp5_variants.py keeps one trace per
# width in cocotb, and the back-to-back line-rate one, where RED has nothing to do): one cycle
# per microsecond, so the traces keep their RED time scales.
ECP5_BUF_KIB = 32
ECP5_SMALL = "limit 24000 min 3000 max 9000 avpkt 600 burst 20 probability 0.1 bandwidth 10mbit ecn"
ECP5_CASES = [
    (f"{name}-{width}", trace, width, clock, words, over, ready_pct, npkt)
    for width in (32, 128)
    for name, trace, clock, words, over, ready_pct, npkt in [
        ("mix-gentle", "mix.pcap", 1, RED_MIX, {"gentle": True}, 100, 0),
        ("mix-small-backpressure", "mix.pcap", 1, ECP5_SMALL, {}, 60, 0),
        ("malformed", "malformed.pcap", 1, RED_MIX, {}, 100, 0),
        ("demo-red-packets", "demo.pcap", 1,
         "limit 200 min 15 max 45 avpkt 1000 burst 20 probability 0.05 bandwidth 10mbit",
         {"packets": True, "mode": "red"}, 100, 500),
    ]]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_rtl_equals_model(case):
    _trace_equals_model(*case)


@pytest.mark.parametrize("case", ECP5_CASES, ids=[c[0] for c in ECP5_CASES])
def test_ecp5_variant_equals_model(case):
    _trace_equals_model(*case, buf_kib=ECP5_BUF_KIB)


def _trace_equals_model(name, trace, width, clock, words, over, ready_pct, npkt,
                        buf_kib=rtl_backend.DEFAULT_BUF_KIB):
    runner.build_harness(width, buf_kib)
    over = dict(over)
    set_knobs = over.pop("knobs", {})
    knobs = dataclasses.replace(config.build(words.split(), cycles_per_us=clock, seed=7, **over).knobs, **set_knobs)
    pk = pcapio.read_pcap(TRACES / trace)
    if npkt:
        pk = pk[:npkt]
    cyc, _ = arrival_cycles(pk, clock, width // 8)
    frames = [model.Frame(data=p.data, cycle=c + rtl_backend.LEAD_IN_CYCLES) for p, c in zip(pk, cyc)]
    buf_beats = (buf_kib * 1024) // (width // 8)
    got, counters, meta = rtl_backend.run_rtl(knobs, frames, width, buf_beats=buf_beats,
                                              ready_percent=ready_pct, ready_seed=11)
    tm = model.TM(knobs, width_bytes=width // 8, buf_beats=buf_beats, ready=rtl_backend.ready_fn(ready_pct, 11))
    want = tm.run(frames)
    # The harness jumps over idle stretches (sim/tm_model.h); this comparison is what proves
    # those jumps exact, so each case must really have taken some.
    assert meta["skipped"] > 0, f"{name}: no idle cycles were skipped"
    tracecheck.compare_harness(got, counters, want, tm.counters, name)
    drops = (counters["prob_drop"] + counters["forced_drop"] + counters["pdrop"] + counters["bad"]
             + counters["buf_full"])
    assert counters["pkts_in"] == len(frames) == counters["pkts_out"] + drops + counters["qlen"]
    # The case must exercise what it claims: RED acted (or, in DT mode, only the tail did).
    acts = {a: sum(1 for w in want if w.action == a) for a in ("pass", "mark", "drop")}
    if over.get("mode") == "dt":
        assert counters["prob_mark"] + counters["forced_mark"] + counters["prob_drop"] + counters["forced_drop"] == 0
    else:
        assert acts["mark"] + counters["prob_drop"] + counters["forced_drop"] > 0, acts
    if "adaptive" in words:
        assert counters["cur_max_p"] != knobs.max_p, "adaptive RED never moved max_p"
    if "gentle" in words:
        qmax = tm.cfg.qth_max
        gentle_marks = sum(1 for w in want if qmax <= w.qavg < 2 * qmax and w.reason == "prob")
        assert gentle_marks > 0, f"{name}: no probabilistic mark in the gentle band"


# The compare-only loop's TM through the C++ harness (`make bench` measures it there): it runs
# every cycle (tm_model.h skips idle time only with RedEngine), honours the input hold, and
# counts frames that overran (none, with the hold) to know when it is done. (id, trace, tc
# words, max packets)
LOOP_CASES = [
    # thresholds that fit the build's 4 KiB buffer, so that the average reaches the gentle band
    ("mix-gentle", "mix.pcap", "limit 4000 min 1000 max 2000 avpkt 300 burst 10 probability 0.1 bandwidth 10mbit ecn gentle",
     0),
    ("b2b64-packets", "b2b64.pcap", "limit 40 min 5 max 15 avpkt 64 burst 20 probability 0.1 bandwidth 32mbit ecn gentle",
     0),
]


@pytest.mark.parametrize("case", LOOP_CASES, ids=[c[0] for c in LOOP_CASES])
def test_loop_tm_harness_equals_model(case):
    name, trace, words, npkt = case
    variant, width = "w64_b4k_loop", 64
    subprocess.run(rtl_backend.variant_build_command(variant), check=True)
    knobs = config.build(words.split(), cycles_per_us=1, seed=7, packets="packets" in name).knobs
    pk = pcapio.read_pcap(TRACES / trace)
    if npkt:
        pk = pk[:npkt]
    cyc, _ = arrival_cycles(pk, 1, width // 8)
    frames = [model.Frame(data=p.data, cycle=c + rtl_backend.LEAD_IN_CYCLES) for p, c in zip(pk, cyc)]
    # Bounded: a harness that lost count of the overruns would wait for them forever.
    got, counters, meta = rtl_backend.run_rtl(knobs, frames, width, tm_variant=variant,
                                              max_cycles=frames[-1].cycle + 1_000_000)
    tm = model.TM.for_variant(variant, knobs)
    want = tm.run(frames)
    assert meta["skipped"] == 0
    decided = [w for w in want if w.reason != "overrun"]
    tracecheck.compare_harness(got, counters, decided, tm.counters, name,
                               counter_names=tracecheck.HARNESS_COUNTERS + ("overrun",))
    gentle_deferred = tm.deferrals
    print(f"{name}: {len(frames)} frames, input held {tm.input_held} clocks, {gentle_deferred} deferred")
    assert gentle_deferred > 0, f"{name}: no gentle-band decision was deferred"
    # The TM holds its input instead of letting frames overrun (semantics 3a), in exactly the
    # clocks the model holds it; the back-to-back trace must be held.
    assert counters["overrun"] == tm.counters["overrun"] == 0
    assert meta["input_held"] == tm.input_held, (meta["input_held"], tm.input_held)
    assert tm.input_held > 0 or not name.startswith("b2b"), name


# Adaptive RED across idle skips. Bursts fill the queue past target_max, then the queue sits
# idle for tens of milliseconds; the adaptive ticks (every 500 ms after the apply) fall into
# those gaps, right after the harness has jumped over the idle stretch. The tick must read
# qavg decayed over the whole gap (RedEngine's qavgIdle register), else max_P moves the wrong
# way and stays off for the rest of the run.
ADAPT_IDLE = "limit 100kb min 5kb max 15kb avpkt 1000 burst 6 probability 0.05 bandwidth 100mbit ecn adaptive"
BURST_PERIOD_NS = 73_000_000  # not a divisor of 500 ms: the ticks land at varying gap depths
BURST_LEN = 40
BURST_SPACING_NS = 16_000      # 1000-byte frames at 500 Mbit/s into a 100 Mbit/s shaper


def _burst_frames(clock_mhz: Fraction, n_bursts: int = 16) -> list:
    """Frames of bursts with idle gaps; arrival cycles at the true clock (156.25 MHz keeps its
    quarter cycle per ns even though the device's cycles_per_us knob is an integer)."""
    ect, not_ect = fb.v4(tos=2, payload=946), fb.v4(tos=0, payload=946)
    assert len(ect) == 1000
    out = []
    for b in range(n_bursts):
        for i in range(BURST_LEN):
            t_ns = b * BURST_PERIOD_NS + i * BURST_SPACING_NS
            cycle = rtl_backend.LEAD_IN_CYCLES + round(t_ns * clock_mhz / 1000)
            out.append(model.Frame(data=not_ect if i % 7 == 3 else ect, cycle=cycle))
    return out


def _adaptive_knobs(cycles_per_us: int):
    return config.build(ADAPT_IDLE.split(), cycles_per_us=cycles_per_us, seed=7).knobs


# (id, true clock MHz, cycles_per_us knob, width)
ADAPT_IDLE_CASES = [
    ("156.25MHz-w64", Fraction(625, 4), 156, 64),
    ("250MHz-w64", Fraction(250), 250, 64),
    ("250MHz-w128", Fraction(250), 250, 128),
]


@pytest.mark.parametrize("case", ADAPT_IDLE_CASES, ids=[c[0] for c in ADAPT_IDLE_CASES])
def test_adaptive_across_idle_skips(case):
    name, mhz, cpu, width = case
    runner.build_harness(width)
    knobs = _adaptive_knobs(cpu)
    frames = _burst_frames(mhz)
    got, counters, meta = rtl_backend.run_rtl(knobs, frames, width)
    tm = model.TM(knobs, width_bytes=width // 8, buf_beats=(256 * 1024) // (width // 8))
    want = tm.run(frames)
    # The case must take the path it is about: skips that end right before an adaptive tick
    # of an idle queue (counted by the harness), and adaptive RED that moved max_p.
    assert meta["skipped"] > 0, f"{name}: no idle cycles were skipped"
    assert meta["adapt_after_skip"] >= 2, f"{name}: {meta['adapt_after_skip']} adaptive ticks right after a skip"
    assert counters["cur_max_p"] == tm.cfg.max_P, \
        f"{name}: max_p after the run: RTL {counters['cur_max_p']} model {tm.cfg.max_P}"
    assert tm.cfg.max_P != knobs.max_p, "adaptive RED never moved max_p"
    tracecheck.compare_harness(got, counters, want, tm.counters, name,
                               ("pkts_in", "pkts_out", "prob_mark", "forced_mark", "prob_drop", "forced_drop", "pdrop"))
    # Probabilistic marks after the first adaptive tick: the moved max_p was actually used.
    first_tick = 500_000 * cpu
    assert any(w.reason == "prob" and w.decision_cycle > first_tick for w in want), "no prob marks after a tick"


def test_skipping_changes_nothing():
    """The gold standard for idle skipping is a plain run: the same adaptive trace with
    skipping on and off gives identical decision logs, departures and counters. (A low clock
    keeps the every-cycle run short; the skip arithmetic does not depend on it.)"""
    width, cpu = 64, 10
    runner.build_harness(width)
    knobs = _adaptive_knobs(cpu)
    frames = _burst_frames(Fraction(cpu))
    fast, c_fast, m_fast = rtl_backend.run_rtl(knobs, frames, width, skip_idle=True)
    slow, c_slow, m_slow = rtl_backend.run_rtl(knobs, frames, width, skip_idle=False)
    assert m_fast["adapt_after_skip"] >= 2 and m_slow["skipped"] == 0
    assert len(fast) == len(slow) == len(frames)
    for f, s in zip(fast, slow):
        assert dataclasses.astuple(f) == dataclasses.astuple(s), f"packet {f.index}: skipping {f} plain {s}"
    c_fast.pop("cycle"), c_slow.pop("cycle")  # read at the end: the runs end at different cycles
    assert c_fast == c_slow


def _skipcheck(width, buf_kib, knobs, frames, tmp_path, **kw):
    """Runs sim/'s redline_skipcheck: the replay harness with a second, never-skipping model
    whose every signal is compared with the skipping one's after each skip."""
    runner.build_harness(width, buf_kib, target=["skipcheck"])
    stim = tmp_path / "stim.bin"
    stim.write_bytes(rtl_backend.stimulus(knobs, frames, **kw))
    exe = rtl_backend.binary(width, buf_kib).with_name("redline_skipcheck")
    r = subprocess.run([str(exe), str(stim)], capture_output=True, text=True)
    lines = r.stdout.splitlines()
    end = next(ln.split() for ln in lines if ln.startswith("end "))
    check = next(ln.split() for ln in lines if ln.startswith("skipcheck "))
    assert r.returncode == 0 and check[2] == "0", f"skipping differs from a plain run:\n{r.stderr[-3000:]}"
    return int(check[1]), int(end[5])


# (width, buffer KiB): two product variants and the ECP5 one with the compact descriptor queue
@pytest.mark.parametrize("width,buf_kib", [(64, 256), (256, 256), (128, 32)], ids=["w64", "w256", "w128_b32k"])
def test_skip_state_equals_plain_run(width, buf_kib, tmp_path):
    """After every skip(n), every signal of the design (all registers, and the logic computed
    from them) equals its value after n plain ticks: adaptive RED across idle gaps, and a
    shaped, backpressured trace whose skips end on shaper tokens."""
    cpu = 10
    skips, adapt_after_skip = _skipcheck(width, buf_kib, _adaptive_knobs(cpu), _burst_frames(Fraction(cpu)),
                                         tmp_path)
    assert skips > 100 and adapt_after_skip >= 2, (skips, adapt_after_skip)
    knobs = config.build(RED_MIX.split(), cycles_per_us=5, seed=7).knobs
    pk = pcapio.read_pcap(TRACES / "mix.pcap")
    cyc, _ = arrival_cycles(pk, 5, width // 8)
    frames = [model.Frame(data=p.data, cycle=c + rtl_backend.LEAD_IN_CYCLES) for p, c in zip(pk, cyc)]
    skips, _ = _skipcheck(width, buf_kib, knobs, frames, tmp_path, ready_percent=70, ready_seed=3)
    assert skips > 1000, skips


# An adaptive update changes gentle_step while the queue sits in the gentle band and a 64-byte
# frame is decided in every cycle (512 bits, one cycle per microsecond). RedEngine keeps
# gentle_step * count in a register, recomputed each cycle from the next cycle's gentle step,
# so the decision right after the adaptive apply is the one that shows whether it follows.
GENTLE_ADAPT = "limit 400000 min 20000 max 60000 avpkt 64 burst 400 probability 0.02 bandwidth 10gbit ecn adaptive gentle"


def test_gentle_step_changes_under_a_decision_every_cycle():
    runner.build_harness(512)
    knobs = config.build(GENTLE_ADAPT.split(), cycles_per_us=1, seed=7, rate="100mbit").knobs
    adapt_apply = model.ADAPT_PERIOD_US + model.ADAPT_LATENCY  # the first adaptive update lands here
    data = fb.v4(tos=2, payload=10)
    assert len(data) == 64
    # Back-to-back from 2000 cycles before the update: the queue climbs into the gentle band, and
    # the decision right after the update passes with the new gentle step where the old one
    # would have marked (a RedEngine that missed the update was seen to mark it).
    frames = [model.Frame(data=data, cycle=c) for c in range(adapt_apply - 2000, adapt_apply + 300)]
    got, counters, meta = rtl_backend.run_rtl(knobs, frames, 512)
    tm = model.TM(knobs, width_bytes=64, buf_beats=(256 * 1024) // 64)
    want = tm.run(frames)
    assert len(got) == len(want)
    for g, w in zip(got, want):
        gk = (g.action, g.reason, g.qavg, g.backlog, g.decision_cycle)
        wk = (w.action, w.reason, w.qavg, w.backlog, w.decision_cycle)
        assert gk == wk, f"packet {g.index}: RTL {gk} model {wk}"
    assert counters["cur_max_p"] == tm.cfg.max_P != knobs.max_p, "adaptive RED did not move max_p"
    right_after = [w for w in want if w.decision_cycle == adapt_apply + 1]
    qmax = tm.cfg.qth_max
    assert right_after and qmax <= right_after[0].qavg < 2 * qmax, \
        f"no decision in the gentle band right after the adaptive update: {right_after}"
