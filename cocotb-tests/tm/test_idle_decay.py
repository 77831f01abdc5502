"""The compare-only loop's idle decay (hw IdleDecay; docs/linerate.md) on its own: Linux
red_calc_qavg_from_idle_time, one input per clock with random gaps, against the model's
idle_decay. Its Stab table is served here as a synchronous RAM: the entry at the address of the
clock before.

Each configuration gets a scell_log and a Stab table in which about half of the entries are 0,
so that both branches run: qavg >> Stab[t >> scell_log], and the linear decay qavg - x with
x = qavg * t >> scell_log, or qavg / 2 once x reaches it. The inputs are every edge (qavg 0, 1
and the largest qavg the TM holds; t 0, 1, scell_max; each index's first and last t; x just
below, at and above qavg / 2; x past 2^50; products past 2^64, which wrap as the kernel's u64
product does) and seeded random values of every magnitude."""
import random

import cocotb
from cocotb.triggers import ReadOnly, RisingEdge, Timer

from redline import model
import blocktb
import runner

SEED = 2711
QW = 50  # TmConfig().qavgWidth: a 256 KiB buffer's bytes, scaled by up to 2^31
M64 = (1 << 64) - 1
RANDOM_INPUTS = 3000
SCELL_LOGS = (0, 1, 3, 7, 12, 20, 23)


def inputs(rng: random.Random, scell_log: int, n_random: int = RANDOM_INPUTS) -> list[tuple[int, int]]:
    """(qavg, t) pairs, t clamped to scell_max = 255 << scell_log as red.h clamps it: every edge
    and n_random seeded random pairs."""
    top_q = (1 << QW) - 1
    scell_max = 255 << scell_log
    qs = [0, 1, 2, 3, top_q, top_q - 1, 1 << (QW - 1), rng.getrandbits(QW)]
    ts = {0, 1, 2, scell_max, scell_max - 1}
    for idx in (0, 1, 127, 254, 255):  # each index's first and last microsecond
        ts.update(t for t in ((idx << scell_log), ((idx + 1) << scell_log) - 1) if 0 <= t <= scell_max)
    pairs = [(q, t) for q in qs for t in sorted(ts)]
    # x = (q * t) >> scell_log around q / 2: t near (q / 2 << scell_log) / q, i.e. 2^scell_log / 2
    for q in (3, 1000, 123457, top_q, rng.getrandbits(QW)):
        t0 = (1 << scell_log) // 2
        pairs += [(q, min(t, scell_max)) for t in range(max(t0 - 2, 0), t0 + 3)]
    for _ in range(n_random):
        q = rng.getrandbits(rng.randint(1, QW))
        t = min(rng.getrandbits(rng.randint(1, 31)), scell_max)
        pairs.append((q, t))
    return pairs


@cocotb.test()
async def idle_decay_against_the_model(dut):
    rng = random.Random(SEED)
    await blocktb.start(dut, ["io_input_valid", "io_input_payload_qavg", "io_input_payload_t",
                              "io_input_payload_prod", "io_scellLog", "io_stabShift"])
    total = 0
    shifted = linear = halved = 0
    for scell_log in SCELL_LOGS:
        stab = blocktb.stab_table(rng)
        todo = inputs(rng, scell_log)
        want = [model.idle_decay(q, t, scell_log, stab) for q, t in todo]
        dut.io_scellLog.value = scell_log
        dut.io_input_valid.value = 0
        await RisingEdge(dut.clk)  # scell_log is set a clock before the inputs that use it
        got = []
        i = 0
        addr = last_addr = 0  # stabAddr in this clock and the one before
        cycles = 0
        while len(got) < len(todo):
            dut.io_stabShift.value = stab[last_addr]  # the RAM's answer to the last clock's address
            send = i < len(todo) and rng.randrange(6) != 0
            dut.io_input_valid.value = int(send)
            if send:
                q, t = todo[i]
                dut.io_input_payload_qavg.value = q
                dut.io_input_payload_t.value = t
                dut.io_input_payload_prod.value = (q * t) & M64
                i += 1
            await RisingEdge(dut.clk)
            await ReadOnly()
            last_addr, addr = addr, int(dut.io_stabAddr.value)
            if dut.io_result_valid.value:
                got.append(int(dut.io_result_payload.value))
            cycles += 1
            assert cycles < 2 * len(todo) + 100, "the idle decay stopped giving results"
            await Timer(1, unit="ns")  # leave ReadOnly before driving again
        for k, ((q, t), w, g) in enumerate(zip(todo, want, got)):
            assert g == w, (f"scell_log {scell_log}, input {k}: qavg {q}, t {t} (Stab "
                            f"{stab[(t >> scell_log) & 255]}) should decay to {w}, the RTL gave {g}")
        for q, t in todo:
            s = stab[(t >> scell_log) & 255]
            x = ((q * t) & M64) >> scell_log
            shifted += s != 0
            linear += s == 0 and x < q >> 1
            halved += s == 0 and x >= q >> 1
        total += len(todo)
    # Every branch of red.h's function must have been taken, many times.
    assert min(shifted, linear, halved) >= 500, (shifted, linear, halved)
    dut._log.info("%d inputs (%d shifted, %d linear, %d halved), every result the model's",
                  total, shifted, linear, halved)


def test_idle_decay():
    src = runner.ROOT / "hw" / "gen" / "redline_idle_decay.v"
    runner.run("test_idle_decay", 0, toplevel="redline_idle_decay", sources=[src],
               parameters={}, build_name="verilator-idle-decay")
