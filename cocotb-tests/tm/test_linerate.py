"""Line rate at every width: back-to-back frames of one size and of mixed sizes go through
unshaped at one beat per clock with no bubble, and match the model cycle for cycle."""
import random

import cocotb
import pytest

from redline import model
from tb import TB
import frames as F
import runner
import tracecheck


@cocotb.test()
async def back_to_back(dut):
    tb = TB(dut)
    await tb.reset()
    knobs = model.Knobs(min_th=1 << 20, max_th=1 << 21, limit=1 << 30, max_p=1 << 28, wlog=9,
                        mode=model.MODE_ECN, seed=9, cycles_per_us=250)
    st = await tb.configure(tracecheck.knob_dict(knobs))
    rng = random.Random(tb.W)
    sizes = [64] * 600 + [rng.randrange(60, 1519) for _ in range(300)]
    frames, c = [], tb.cycle + 8
    for n in sizes:
        data = F.pad(F.v4(tos=2, payload=0), n)[:n] if n < 94 else F.v4(tos=2, payload=n - 54)
        frames.append(model.Frame(data=data, cycle=c))
        c += -(-len(data) // tb.W)  # the next frame starts in the cycle after the last beat
    tm = model.TM(knobs, width_bytes=tb.W, buf_beats=tb.buf_beats(), apply_cycle=st["commit_cycle"])
    want = tm.run(frames)
    got = await tb.run([(f.cycle, f.data, f.bad) for f in frames], expect_departures=len(frames))
    assert all(d.action == "pass" for d in got.decisions)
    tracecheck.compare(got, want, dut._log)
    nb = [-(-len(f.data) // tb.W) for f in frames]
    first_out = got.departures[0][1] - nb[0] + 1
    # Equal-size frames leave back to back: one beat per clock, no bubble at all.
    same = 600
    span = got.departures[same - 1][1] - first_out + 1
    assert span == sum(nb[:same]), f"{sum(nb[:same])} beats took {span} cycles: bubbles"
    # Mixed sizes: store-and-forward may wait for a longer frame to arrive completely, but the
    # output still runs at one beat per clock: the delay never grows past one largest frame.
    start = got.departures[same - 1][1] + 1
    span = got.departures[-1][1] - start + 1
    slack = span - sum(nb[same:])
    assert 0 <= slack <= max(nb[same:]), f"{sum(nb[same:])} beats took {span} cycles"
    dut._log.info("64 B: %d frames in %d cycles; mixed: %d beats in %d cycles", same,
                  sum(nb[:same]), sum(nb[same:]), span)


@pytest.mark.parametrize("width", [64, 128, 256, 512])
def test_linerate(width):
    runner.run("test_linerate", width)
