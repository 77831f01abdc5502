"""The ECP5 variants (32 KiB buffer, compact block-RAM descriptor queue): redline_tm_w32_b32k
and redline_tm_w128_b32k against the reference model in cocotb. The line-rate, parser and
register tests of the other widths run at both, some of the trace tests (the rest run through
the C++ harness, test_equivalence.py), and a queue-full test at 32 bits that fills the buffer
with the smallest good frames, so the compact descriptor queue (one entry per 4 beats) is
exactly full."""
import json

import cocotb
import pytest

from redline import model
from tb import TB
import frames as F
import runner
import tracecheck

ROOT = runner.ROOT
BUF = 32768
WIDTHS = (32, 128)

RED_SMALL = "limit 24000 min 3000 max 9000 avpkt 600 burst 20 probability 0.1 bandwidth 10mbit ecn"
RED_B2B = "limit 1000 min 100 max 300 avpkt 64 burst 200 probability 0.1 bandwidth 1gbit ecn"


@cocotb.test()
async def desc_queue_full(dut):
    """DT mode, no limit, unshaped, m_axis_tready held low: back-to-back 14-byte frames (4 beats
    each) fill the buffer, so 2048 descriptors are queued at once (the compact queue's whole
    depth) and the following frames, under the limit, are the buffer's own drops (buf_full, not
    tc's pdrop); then tready rises, everything drains and the queue works again."""
    tb = TB(dut)
    await tb.reset()
    assert tb.W == 4 and tb.buf_beats() == 8192
    knobs = model.Knobs(mode=model.MODE_DT, limit=1 << 30, seed=5, cycles_per_us=125)
    st = await tb.configure(tracecheck.knob_dict(knobs))
    eth = bytes.fromhex("020000000002" "020000000001" "88b5")  # a bare 14-byte Ethernet header
    frames, c = [], tb.cycle + 8
    for i in range(2100):  # 2048 fit behind the one the egress holds, the rest find it full
        frames.append(model.Frame(data=eth[:12] + bytes([0x88, i & 255]), cycle=c))
        c += 4
    release = c + 100

    def ready(cycle):
        return cycle >= release

    c = release + 9000  # 2049 x 4 beats drain at one beat per clock
    for i in range(8):
        frames.append(model.Frame(data=F.v4(tos=2, payload=20 * i), cycle=c))
        c += 80
    tm = model.TM(knobs, width_bytes=tb.W, buf_beats=tb.buf_beats(), ready=ready,
                  apply_cycle=st["commit_cycle"])
    want = tm.run(frames)
    assert tm.counters["peak_qlen"] == 2048, tm.counters["peak_qlen"]
    got = await tb.run([(f.cycle, f.data, f.bad) for f in frames], ready=ready,
                       expect_departures=sum(w.action != "drop" for w in want),
                       max_cycles=frames[-1].cycle + 100_000)
    tracecheck.compare(got, want, dut._log)
    status = await tb.status()
    tracecheck.check_counters(status, tm.counters, len(frames))
    assert status["peak_qlen"] == 2048 and status["pdrop"] == 0 and status["buf_full"] > 0, status


def test_desc_queue_full():
    runner.run("test_ecp5_variants", 32, testcase="desc_queue_full", buf_bytes=BUF)


# (id, width, trace, tc words, overrides, env), as test_tm.py's CASES; one microsecond per cycle.
# The whole matrix of these traces at both widths runs through the C++ harness
# (test_equivalence.py::test_ecp5_variant_equals_model, in seconds); cocotb keeps one trace per
# width, through its own register writes and backpressure, and the back-to-back line-rate run.
TRACE_CASES = [
    ("mix-small-backpressure", 32, "mix.pcap", RED_SMALL, {"cycles_per_us": 1}, {"REDLINE_READY": "60"}),
    ("demo-red-packets", 128, "demo.pcap", "limit 200 min 15 max 45 avpkt 1000 burst 20 probability 0.05 bandwidth 10mbit",
     {"packets": True, "cycles_per_us": 1, "mode": "red"}, {"REDLINE_NPKT": "500"}),
] + [
    ("b2b64-linerate", width, "b2b64.pcap", RED_B2B, {"packets": True, "rate": "0", "cycles_per_us": 125},
     {"REDLINE_CLOCK_MHZ": "125", "REDLINE_NPKT": "1000"}) for width in WIDTHS
]


@pytest.mark.parametrize("case", TRACE_CASES, ids=[f"{c[0]}-{c[1]}" for c in TRACE_CASES])
def test_trace(case):
    name, width, trace, words, over, env = case
    e = {"REDLINE_TRACE": str(ROOT / "traces" / trace), "REDLINE_TC": words,
         "REDLINE_OVERRIDES": json.dumps(over)} | env
    runner.run("test_tm", width, testcase="trace_vs_model", env=e, buf_bytes=BUF)


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("module", ["test_linerate", "test_parser", "test_regs"])
def test_block(module, width):
    runner.run(module, width, buf_bytes=BUF)
