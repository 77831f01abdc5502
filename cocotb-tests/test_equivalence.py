"""Every shipped trace, whole, through the Verilated RTL (C++ harness, sim/) and the model:
the decision logs and the departures must be identical. Also covers what cocotb runs would
take too long for: adaptive RED over several 500 ms periods and long backpressure runs."""
import subprocess

import pytest

from redline import config, model, pcapio, rtl_backend
from redline.replay import arrival_cycles
import runner

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
    ("mix-red-nodrop-dt", "mix.pcap", 64, 5, RED_MIX + " nodrop", {"mode": "dt"}, 100, 0),
    ("mix-ecn-nodrop", "mix.pcap", 64, 5, RED_MIX + " nodrop", {}, 100, 0),
]


def _build(width):
    subprocess.run(["make", "-s", "-C", str(ROOT / "sim"), f"W={width}"], check=True)


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_rtl_equals_model(case):
    name, trace, width, clock, words, over, ready_pct, npkt = case
    _build(width)
    knobs = config.build(words.split(), cycles_per_us=clock, seed=7, **over).knobs
    pk = pcapio.read_pcap(TRACES / trace)
    if npkt:
        pk = pk[:npkt]
    cyc, _ = arrival_cycles(pk, clock, width // 8)
    frames = [model.Frame(data=p.data, cycle=c + rtl_backend.LEAD_IN_CYCLES) for p, c in zip(pk, cyc)]
    got, counters, meta = rtl_backend.run_rtl(knobs, frames, width, ready_percent=ready_pct, ready_seed=11)
    tm = model.TM(knobs, width_bytes=width // 8, buf_beats=(256 * 1024) // (width // 8),
                  ready=rtl_backend.ready_fn(ready_pct, 11))
    want = tm.run(frames)
    assert len(got) == len(want)
    # The harness jumps over idle stretches (sim/tm_model.h); this comparison is what proves
    # those jumps exact, so each case must really have taken some.
    assert meta["skipped"] > 0, f"{name}: no idle cycles were skipped"
    for g, w in zip(got, want):
        gk = (g.action, g.reason, g.qavg, g.backlog, g.len, g.decision_cycle, g.departure_cycle)
        wk = (w.action, w.reason, w.qavg, w.backlog, w.len, w.decision_cycle, w.departure_cycle)
        assert gk == wk, f"{name} packet {g.index}: RTL {gk} model {wk}"
        assert g.out == w.out, f"{name} packet {g.index}: output bytes differ"
    for k in ("pkts_in", "pkts_out", "bytes_out", "prob_mark", "forced_mark", "prob_drop",
              "forced_drop", "pdrop", "bad", "peak_backlog", "peak_qlen"):
        assert counters[k] == tm.counters[k], f"{name}: counter {k} RTL {counters[k]} model {tm.counters[k]}"
    drops = counters["prob_drop"] + counters["forced_drop"] + counters["pdrop"] + counters["bad"]
    assert counters["pkts_in"] == len(frames) == counters["pkts_out"] + drops + counters["qlen"]
    # The case must exercise what it claims: RED acted (or, in DT mode, only the tail did).
    acts = {a: sum(1 for w in want if w.action == a) for a in ("pass", "mark", "drop")}
    if over.get("mode") == "dt":
        assert counters["prob_mark"] + counters["forced_mark"] + counters["prob_drop"] + counters["forced_drop"] == 0
    else:
        assert acts["mark"] + counters["prob_drop"] + counters["forced_drop"] > 0, acts
    if "adaptive" in words:
        assert counters["cur_max_p"] != knobs.max_p, "adaptive RED never moved max_p"
