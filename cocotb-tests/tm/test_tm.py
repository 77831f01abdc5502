"""The whole traffic manager against the reference model on real pcap traces: every decision,
every output byte and every departure cycle must match, with counters and conservation."""
import os

import cocotb
import pytest

from redline import model
from tb import TB
import runner
import tracecheck

ROOT = runner.ROOT


@cocotb.test()
async def trace_vs_model(dut):
    tb = TB(dut)
    await tb.reset()
    knobs = tracecheck.knobs_from_env()
    status = await tb.configure(tracecheck.knob_dict(knobs))
    assert status["err"] == 0, f"configuration refused: {status['err_code']}"
    apply = status["commit_cycle"]
    frames = tracecheck.frames_from_env(tb.W, base=tb.cycle + 8)
    ready = tracecheck.ready_from_env()
    tm = model.TM(knobs, width_bytes=tb.W, buf_beats=tb.buf_beats(), ready=ready, apply_cycle=apply)
    want = tm.run(frames)
    sent = sum(1 for w in want if w.action != "drop")
    got = await tb.run([(f.cycle, f.data, f.bad) for f in frames], ready=ready,
                       expect_departures=sent, max_cycles=frames[-1].cycle + 50_000_000)
    tracecheck.compare(got, want, dut._log)
    tracecheck.check_counters(await tb.status(), tm.counters, len(frames))


RED_MIX = "limit 60000 min 6000 max 18000 avpkt 600 burst 20 probability 0.1 bandwidth 10mbit ecn"
RED_DEMO = "limit 400000 min 30000 max 90000 avpkt 1000 burst 55 probability 0.02 bandwidth 10mbit ecn"
RED_B2B = "limit 1000 min 100 max 300 avpkt 64 burst 200 probability 0.1 bandwidth 10gbit ecn"

# (id, width, trace, tc words, overrides, env): one microsecond per cycle (clock 1 MHz) keeps the
# RED time scales of the traces while the simulated cycles stay few.
# mix.pcap with gentle at 64 bits, without backpressure, runs through the C++ harness
# (test_equivalence.py, mix-gentle, at 25 cycles per microsecond).
CASES = [
    ("mix-backpressure", 128, "mix.pcap", RED_MIX, {"gentle": True, "cycles_per_us": 1}, {"REDLINE_READY": "60"}),
    ("malformed", 256, "malformed.pcap", RED_MIX, {"cycles_per_us": 1}, {}),
    ("demo-red-packets", 64, "demo.pcap", "limit 200 min 15 max 45 avpkt 1000 burst 20 probability 0.05 bandwidth 10mbit",
     {"packets": True, "cycles_per_us": 1, "mode": "red"}, {"REDLINE_NPKT": "500"}),
    ("b2b64-linerate", 512, "b2b64.pcap", RED_B2B, {"packets": True, "rate": "0", "cycles_per_us": 250},
     {"REDLINE_CLOCK_MHZ": "250", "REDLINE_NPKT": "2000"}),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_trace(case):
    name, width, trace, words, over, env = case
    import json
    e = {"REDLINE_TRACE": str(ROOT / "traces" / trace), "REDLINE_TC": words,
         "REDLINE_OVERRIDES": json.dumps(over)} | env
    runner.run("test_tm", width, testcase="trace_vs_model", env=e)
