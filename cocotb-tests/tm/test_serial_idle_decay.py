"""The adaptive view's idle decay (hw SerialIdleDecay): Linux red_calc_qavg_from_idle_time for
one input at a time, over some clocks, against the model's idle_decay. Each input is started in
one clock; its result must be there, and the block no longer busy, exactly
SerialIdleDecay.latency (45) clocks later, which is when ConfigEngine reads it. The Stab table
is served here as a synchronous RAM: the entry at the address of the clock before.

The inputs are test_idle_decay.py's edges (qavg 0, 1 and the largest; t 0, 1, scell_max, each
index's first and last t; x around qavg / 2 and past 2^50; products past 2^64) and seeded random
pairs, with a Stab table half of zeros, so that every branch runs, plus inputs that are not idle
(the result is qavg as it is). The last configuration is the longest the block can be given:
scell_log 31 and Stab shifts of 31, outside what a commit accepts (scell_log <= 23)."""
import random

import cocotb
from cocotb.triggers import ReadOnly, RisingEdge, Timer

from redline import model
import blocktb
import runner
import test_idle_decay as parallel  # the one-per-clock IdleDecay's test: its inputs

SEED = 2712
LATENCY = 45       # SerialIdleDecay.latency
RANDOM_INPUTS = 250
CONFIGS = [(s, None) for s in (0, 1, 3, 7, 12, 20, 23)] + [(31, bytes([31]) * 256)]


@cocotb.test()
async def serial_idle_decay_against_the_model(dut):
    rng = random.Random(SEED)
    await blocktb.start(dut, ["io_start", "io_idle", "io_input_qavg", "io_input_t", "io_input_prod",
                              "io_scellLog", "io_stabShift"])
    addr = last_addr = 0  # stabAddr in this clock and the one before

    async def clock(drive: dict | None = None) -> None:
        """One clock with the RAM's answer to the last clock's address and the inputs in
        `drive` (port name: value); returns in ReadOnly, after the edge that ends it."""
        nonlocal addr, last_addr
        await Timer(1, unit="ns")  # leave ReadOnly before driving
        dut.io_stabShift.value = stab[last_addr]
        for name, value in (drive or {}).items():
            getattr(dut, name).value = value
        await RisingEdge(dut.clk)
        await ReadOnly()
        last_addr, addr = addr, int(dut.io_stabAddr.value)

    total = idle_ones = 0
    branches = {"shifted": 0, "linear": 0, "halved": 0}
    for scell_log, fixed_stab in CONFIGS:
        stab = fixed_stab or blocktb.stab_table(rng)
        todo = [(q, min(t, (1 << 31) - 1)) for q, t in parallel.inputs(rng, scell_log, RANDOM_INPUTS)]
        for q, t in todo:
            idle = rng.randrange(8) != 0
            want = model.idle_decay(q, t, scell_log, stab) if idle else q
            await clock(dict(io_start=1, io_idle=int(idle), io_scellLog=scell_log, io_input_qavg=q,
                             io_input_t=t, io_input_prod=(q * t) & parallel.M64))
            # The inputs change under it: it must have taken them at the start.
            await clock(dict(io_start=0, io_input_qavg=rng.getrandbits(parallel.QW),
                             io_input_prod=rng.getrandbits(64), io_scellLog=rng.randrange(32)))
            for _ in range(LATENCY - 2):
                await clock()
            assert not dut.io_busy.value, f"still busy {LATENCY} clocks after the start (scell_log {scell_log})"
            got = int(dut.io_result.value)
            assert got == want, (f"scell_log {scell_log}: qavg {q}, t {t}, idle {idle} (Stab "
                                 f"{stab[(t >> scell_log) & 255]}) should give {want}, the RTL gave {got}")
            for _ in range(rng.choice([0, 0, 1, 5])):  # it holds the result until the next start
                await clock()
                assert int(dut.io_result.value) == want
            if idle:
                s = stab[(t >> scell_log) & 255]
                x = ((q * t) & parallel.M64) >> scell_log
                branches["shifted" if s else "linear" if x < q >> 1 else "halved"] += 1
            idle_ones += idle
        total += len(todo)
    assert min(branches.values()) >= 300 and total - idle_ones >= 200, (branches, total - idle_ones)
    dut._log.info("%d inputs (%s; %d not idle), every result the model's, on time",
                  total, branches, total - idle_ones)


def test_serial_idle_decay():
    src = runner.ROOT / "hw" / "gen" / "redline_serial_idle_decay.v"
    runner.run("test_serial_idle_decay", 0, toplevel="redline_serial_idle_decay", sources=[src],
               parameters={}, build_name="verilator-serial-idle-decay")
