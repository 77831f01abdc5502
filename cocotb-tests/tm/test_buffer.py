"""Packet buffer on the 4 KiB test variant: frames bigger than the buffer, a full buffer, bad
frames (tuser, runts) — none may hang the pipeline, corrupt a neighbour or go uncounted."""
import random

import cocotb
import pytest

from redline import model
from redline.spec import regmap
from redline.spec.regs import REGS
from tb import TB
import frames as F
import runner
import tracecheck


@cocotb.test()
async def overflow_and_bad_frames(dut):
    tb = TB(dut)
    await tb.reset()
    assert tb.buf_beats() == 512
    # DT mode, no limit: only the physical buffer drops. 40 Mbit/s at 10 cycles/us drains
    # 0.5 byte per cycle while frames arrive at 8 bytes per cycle, so the buffer fills.
    knobs = model.Knobs(mode=model.MODE_DT, limit=1 << 30, rate=40_000_000, burst=1600,
                        seed=5, cycles_per_us=10)
    st = await tb.configure(tracecheck.knob_dict(knobs))
    rng = random.Random(1)
    frames, c, expect = [], tb.cycle + 8, {}
    good = F.v4(tos=2, payload=1400)

    def add(data, bad=False, gap=0):
        nonlocal c
        frames.append(model.Frame(data=data, cycle=c, bad=bad))
        c += -(-len(data) // tb.W) + gap

    add(good)
    expect[len(frames)] = "full"               # under the limit: the buffer's drop, not tc's pdrop
    add(F.v4(tos=2, payload=9000), gap=3)   # jumbo: 9054 bytes > 4096-byte buffer
    add(good, gap=2)
    expect[len(frames)] = "bad"
    add(good, bad=True)                     # tuser error bit on the last beat
    expect[len(frames)] = "bad"
    add(bytes(7))                           # runt
    for _ in range(12):                     # back to back: the buffer overflows
        add(F.v4(tos=rng.choice([0, 2]), payload=rng.randrange(0, 1400)))
    c += 20000                              # after the drain, all is well again
    add(good)
    add(good)
    tm = model.TM(knobs, width_bytes=tb.W, buf_beats=tb.buf_beats(), apply_cycle=st["commit_cycle"])
    want = tm.run(frames)
    got = await tb.run([(f.cycle, f.data, f.bad) for f in frames],
                       expect_departures=sum(w.action != "drop" for w in want))
    for i, reason in expect.items():
        assert (got.decisions[i].action, got.decisions[i].reason) == ("drop", reason), (i, got.decisions[i])
    fulls = sum(1 for d in got.decisions[5:17] if d.reason == "full")
    assert fulls >= 3, f"the burst should overflow the buffer, {fulls} buffer-full drops"
    assert got.decisions[-1].action == "pass" and got.decisions[-2].action == "pass"
    tracecheck.compare(got, want, dut._log)
    status = await tb.status()
    tracecheck.check_counters(status, tm.counters, len(frames))
    assert (status["pdrop"], status["buf_full"]) == (0, fulls + 1), status
    assert status["peak_backlog"] <= 4096

    # clear_peak restarts both peaks from the occupancy (the queue is empty now); then frames far
    # apart, each gone before the next: the peaks are the largest frame and one packet.
    await tb.write(REGS["CTRL"], regmap.ctrl_word("clear_peak"))
    status = await tb.status()
    assert (status["peak_backlog"], status["peak_qlen"], status["backlog"]) == (0, 0, 0), status
    sizes = (300, 1200, 700)
    later = [model.Frame(data=F.v4(tos=0, payload=n), cycle=tb.cycle + 50 + 5000 * i) for i, n in enumerate(sizes)]
    got = await tb.run([(f.cycle, f.data, f.bad) for f in later], expect_departures=len(later))
    assert all(d.action == "pass" for d in got.decisions), got.decisions
    status = await tb.status()
    assert (status["peak_backlog"], status["peak_qlen"]) == (max(len(f.data) for f in later), 1), status


def test_buffer():
    runner.run("test_buffer", 64, buf_bytes=4096)
