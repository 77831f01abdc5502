"""Safe reconfiguration: knobs rewritten and committed while traffic flows lose and corrupt
nothing, the new configuration applies atomically at the reported cycle (qavg and qcount
reset, as in Linux), and an invalid commit changes nothing."""
import os

import cocotb
from cocotb.triggers import ClockCycles

from redline.tc import config
from redline import model
from tb import TB
import runner
import tracecheck

ROOT = runner.ROOT


@cocotb.test()
async def reconfigure_during_traffic(dut):
    tb = TB(dut)
    await tb.reset()
    first = config.build("limit 60000 min 6000 max 18000 avpkt 600 burst 20 probability 0.1 "
                         "bandwidth 10mbit ecn".split(), cycles_per_us=1, seed=4).knobs
    second = config.build("limit 30000 min 3000 max 9000 avpkt 600 burst 20 probability 0.2 "
                          "bandwidth 20mbit".split(), cycles_per_us=1, seed=8, gentle=True).knobs
    invalid = model.Knobs(**{**tracecheck.knob_dict(second), "min_th": 9000, "max_th": 3000})
    st = await tb.configure(tracecheck.knob_dict(first))
    os.environ["REDLINE_NPKT"] = "400"
    frames = tracecheck.frames_from_env(tb.W, base=tb.cycle + 8)
    mid = frames[len(frames) // 2].cycle
    applied = {}

    async def operator():
        # Mid-trace: commit a new configuration, then try an invalid one.
        await ClockCycles(dut.clk, mid - tb.cycle)
        s = await tb.configure(tracecheck.knob_dict(second))
        assert s["err"] == 0
        applied["second"] = s["commit_cycle"]
        await ClockCycles(dut.clk, 20000)
        s = await tb.configure(tracecheck.knob_dict(invalid))
        assert (s["err"], s["err_code"]) == (1, 3)
        assert s["commit_cycle"] == applied["second"], "a refused commit must not apply"

    op = cocotb.start_soon(operator())
    # The model needs the apply cycle, which the RTL reports only once it happened: run the RTL
    # first, then replay the same schedule through the model.
    got = await tb.run([(f.cycle, f.data, f.bad) for f in frames], max_cycles=frames[-1].cycle + 5_000_000,
                       drain_idle=20000)  # longer than any shaper gap here
    await op
    tm = model.TM(first, width_bytes=tb.W, buf_beats=tb.buf_beats(), apply_cycle=st["commit_cycle"])
    tm.reconfigure(second, applied["second"])
    want = tm.run(frames)
    tracecheck.compare(got, want, dut._log)
    tracecheck.check_counters(await tb.status(), tm.counters, len(frames))
    after = [w for w in want if w.decision_cycle > applied["second"]]
    assert after and after[0].qavg < 3000 << second.wlog, "qavg was not reset by the commit"


@cocotb.test()
async def unit_change_with_a_decision_every_cycle(dut):
    """A commit that switches the queue unit from bytes to packets while a queue stands and a
    64-byte frame is decided in every cycle (512 bits). The RTL computes each decision's busy
    qavg update in the cycle before it (docs/rtl.md, "Decision path"), so the decision right
    after the apply must already see the backlog in packets."""
    tb = TB(dut)
    await tb.reset()
    first = config.build("limit 200000 min 20000 max 60000 avpkt 64 burst 400 probability 0.1 "
                         "bandwidth 10gbit ecn".split(), cycles_per_us=250, seed=4, rate="100gbit").knobs
    second = config.build("limit 3000 min 100 max 300 avpkt 64 burst 200 probability 0.1 "
                          "bandwidth 10gbit ecn".split(), cycles_per_us=250, seed=8, packets=True,
                          rate="100gbit").knobs
    st = await tb.configure(tracecheck.knob_dict(first))
    os.environ.update(REDLINE_TRACE=str(ROOT / "traces" / "b2b64.pcap"), REDLINE_CLOCK_MHZ="250",
                      REDLINE_NPKT="3000")
    frames = tracecheck.frames_from_env(tb.W, base=tb.cycle + 8)
    mid = frames[len(frames) // 3].cycle
    applied = {}

    async def operator():
        await ClockCycles(dut.clk, mid - tb.cycle)
        s = await tb.configure(tracecheck.knob_dict(second))
        assert s["err"] == 0
        applied["second"] = s["commit_cycle"]

    op = cocotb.start_soon(operator())
    got = await tb.run([(f.cycle, f.data, f.bad) for f in frames], max_cycles=frames[-1].cycle + 200_000,
                       drain_idle=20000)
    await op
    tm = model.TM(first, width_bytes=tb.W, buf_beats=tb.buf_beats(), apply_cycle=st["commit_cycle"])
    tm.reconfigure(second, applied["second"])
    want = tm.run(frames)
    tracecheck.compare(got, want, dut._log)
    tracecheck.check_counters(await tb.status(), tm.counters, len(frames))
    # The case must be the one it is about: a decision in the cycle after the apply, with
    # packets queued (in the new unit).
    right_after = [w for w in want if w.decision_cycle == applied["second"] + 1]
    assert right_after and right_after[0].backlog > 0, \
        f"no decision with a standing queue right after the apply: {right_after}"


def test_reconfig():
    runner.run("test_reconfig", 64, testcase="reconfigure_during_traffic",
               env={"REDLINE_TRACE": str(ROOT / "traces" / "mix.pcap"), "REDLINE_CLOCK_MHZ": "1"})


def test_unit_change_with_a_decision_every_cycle():
    runner.run("test_reconfig", 512, testcase="unit_change_with_a_decision_every_cycle")
