"""Egress shaper: the departures follow the configured rate, the bucket allows its burst
after an idle period, and the model agrees on every departure cycle."""
import cocotb

from redline import model
from tb import TB
import frames as F
import runner
import tracecheck


@cocotb.test()
async def rate_and_burst(dut):
    tb = TB(dut)
    await tb.reset()
    rate, cpu = 48_000_000, 10  # 48 Mbit/s on a 10 MHz device clock: 0.6 byte per cycle
    knobs = model.Knobs(mode=model.MODE_DT, limit=1 << 30, rate=rate, burst=4500, seed=1,
                        cycles_per_us=cpu)
    st = await tb.configure(tracecheck.knob_dict(knobs))
    data = F.v4(tos=0, payload=1446)  # 1500-byte frames
    # Start once the bucket has filled (it is empty at the commit): 4500 B at 0.6 B/cycle.
    frames, c = [], tb.cycle + 8000
    for _ in range(60):
        frames.append(model.Frame(data=data, cycle=c))
        c += -(-len(data) // tb.W)
    tm = model.TM(knobs, width_bytes=tb.W, buf_beats=tb.buf_beats(), apply_cycle=st["commit_cycle"])
    want = tm.run(frames)
    got = await tb.run([(f.cycle, f.data, f.bad) for f in frames], expect_departures=len(frames))
    tracecheck.compare(got, want, dut._log)
    dep = [cyc for _, cyc in got.departures]
    # The first frames ride the bucket; in steady state the spacing is the rate.
    steady = dep[10:]
    secs = (steady[-1] - steady[0]) / (cpu * 1e6)
    measured = (len(steady) - 1) * 1500 * 8 / secs
    assert abs(measured - rate) / rate < 0.001, f"measured {measured:.0f} bit/s for {rate}"
    gap = 1500 / (rate / 8 / (cpu * 1e6))
    assert dep[1] - dep[0] < gap / 2, "the bucket should let the second frame follow at once"
    dut._log.info("measured %.1f bit/s over %d frames", measured, len(steady))


def test_shaper():
    runner.run("test_shaper", 64)
