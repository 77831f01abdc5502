"""Frames around the 16-bit length limit (docs/semantics.md section 1): 65535 bytes is an
ordinary frame; 65536 bytes and more is bad, with dec_len 65535, while bytes_in counts every
frame's true length. Checked against expectations written here and against the reference model, at two widths
with the 256 KiB buffer and on the ECP5 board's 128-bit, 32 KiB variant (where even 65535 bytes
do not fit the buffer)."""
import cocotb
import pytest

from redline import model
from tb import TB
import frames as F
import runner
import tracecheck


@cocotb.test()
async def oversize_frames(dut):
    tb = TB(dut)
    await tb.reset()
    # DT mode, no limit, unshaped: only the frame checks and the physical buffer can drop.
    knobs = model.Knobs(mode=model.MODE_DT, limit=1 << 30, seed=1, cycles_per_us=10)
    st = await tb.configure(tracecheck.knob_dict(knobs))
    cases = F.oversize_cases()
    frames, c = [], tb.cycle + 8
    for _, data, bad, gap in cases:
        frames.append(model.Frame(data=data, cycle=c, bad=bad))
        c += -(-len(data) // tb.W) + gap
    # The expectations, independently of the model:
    buf_bytes = tb.buf_beats() * tb.W
    expect = []
    for name, data, bad, _ in cases:
        n = len(data)
        if bad or n > F.MAX_FRAME_LEN:
            expect.append((name, "drop", "bad", min(n, F.MAX_FRAME_LEN)))
        elif n > buf_bytes:
            expect.append((name, "drop", "full", n))   # a beat did not fit the buffer
        else:
            expect.append((name, "pass", None, n))
    got = await tb.run([(f.cycle, f.data, f.bad) for f in frames],
                       expect_departures=sum(e[1] == "pass" for e in expect),
                       max_cycles=frames[-1].cycle + 100_000)
    assert [(name, g.action, g.reason, g.len) for (name, *_), g in zip(cases, got.decisions)] == expect
    status = await tb.status()
    passed = [len(d) for (_, d, _, _), e in zip(cases, expect) if e[1] == "pass"]
    assert status["pkts_in"] == len(cases)
    # The true lengths, over-long ones included: 65535 + 65536 + ... + 1054 + 14 bytes.
    assert status["bytes_in"] == sum(len(d) for _, d, _, _ in cases) == 468753
    assert status["bad"] == sum(e[2] == "bad" for e in expect) == 5
    assert status["pdrop"] == 0 and status["buf_full"] == sum(e[2] == "full" for e in expect)
    assert (status["pkts_out"], status["bytes_out"]) == (len(passed), sum(passed))
    assert status["qlen"] == status["backlog"] == 0
    # ... and the RTL equals the model, packet by packet and in every counter.
    tm = model.TM(knobs, width_bytes=tb.W, buf_beats=tb.buf_beats(), apply_cycle=st["commit_cycle"])
    want = tm.run(frames)
    tracecheck.compare(got, want, dut._log)
    tracecheck.check_counters(status, tm.counters, len(frames))


@pytest.mark.parametrize("width,buf_bytes", [(64, 262144), (512, 262144), (128, 32768)],
                         ids=["w64", "w512", "w128_b32k"])
def test_oversize(width, buf_bytes):
    runner.run("test_oversize", width, buf_bytes=buf_bytes)
