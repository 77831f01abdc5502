"""The compare-only loop's threshold arithmetic (hw ConstFloorDiv, FloorDivider; docs/linerate.md)
on its own: floor(a / c) for c = 3, 5, 7, 9 and floor(n / d), 32-bit inputs, saturated at
2^19 - 1, against Python. One input per clock with gaps, so that throughput and the pipelines'
valid bits are checked as well as the values. The inputs are every edge of the arithmetic (0,
1, the divisors, the saturation boundary on both sides, 2^32 - 1, d = 0 and 1) and seeded random
values spread over every magnitude."""
import random

import cocotb
from cocotb.triggers import ReadOnly, RisingEdge, Timer

import blocktb
import runner

SEED = 27
SAT_BITS = 19
SAT = (1 << SAT_BITS) - 1
CONSTS = (3, 5, 7, 9)
RANDOM_INPUTS = 20000


def floor_sat(n: int, d: int) -> int:
    return SAT if d == 0 else min(n // d, SAT)


def inputs(rng: random.Random) -> list[tuple[int, int]]:
    top = (1 << 32) - 1
    edges = {0, 1, 2, top, top - 1}
    for c in CONSTS + (1, 2, 10, 11, 1000, 1 << 13, (1 << 13) + 1):
        for k in (-2, -1, 0, 1, 2):
            edges.update(x for x in (c * (SAT + 1) + k, c + k, c * SAT + k) if 0 <= x <= top)
    pairs = [(a, d) for a in sorted(edges) for d in (0, 1, 2, 3, 10, 11, (a >> SAT_BITS) or 1,
                                                      (a >> SAT_BITS) + 1, top)]
    for _ in range(RANDOM_INPUTS):
        # every magnitude: a random width first, then a random value of it
        a = rng.getrandbits(rng.randint(1, 32))
        d = rng.getrandbits(rng.randint(1, 32))
        pairs.append((a, d))
    return pairs


@cocotb.test()
async def floors_against_python(dut):
    rng = random.Random(SEED)
    await blocktb.start(dut, ["io_valid", "io_a", "io_d"])
    todo = inputs(rng)
    want_const = [[floor_sat(a, c) for c in CONSTS] for a, _ in todo]
    want_d = [floor_sat(a, d) for a, d in todo]
    got_const, got_d = [], []
    i = 0
    cycles = 0
    while len(got_d) < len(todo) or len(got_const) < len(todo):
        # a gap in one cycle of eight, at random
        send = i < len(todo) and rng.randrange(8) != 0
        dut.io_valid.value = int(send)
        if send:
            dut.io_a.value, dut.io_d.value = todo[i]
            i += 1
        await RisingEdge(dut.clk)
        await ReadOnly()
        if dut.io_byConstValid.value:
            got_const.append([int(getattr(dut, f"io_byConst_{k}").value) for k in range(len(CONSTS))])
        if dut.io_byDValid.value:
            got_d.append(int(dut.io_byD.value))
        cycles += 1
        assert cycles < 3 * len(todo) + 100, "the units stopped producing results"
        await Timer(1, unit="ns")  # leave ReadOnly before driving again
    for k, ((a, d), w, g) in enumerate(zip(todo, want_const, got_const)):
        assert g == w, f"input {k}: floor({a} / {CONSTS}) saturated should be {w}, the RTL gave {g}"
    for k, ((a, d), w, g) in enumerate(zip(todo, want_d, got_d)):
        assert g == w, f"input {k}: floor({a} / {d}) saturated should be {w}, the RTL gave {g}"
    assert len(got_const) == len(got_d) == len(todo)
    dut._log.info("%d inputs, every result equal to Python's", len(todo))


def test_threshold_units():
    src = runner.ROOT / "hw" / "gen" / "redline_threshold_units.v"
    runner.run("test_threshold_units", 0, toplevel="redline_threshold_units", sources=[src],
               parameters={}, build_name="verilator-threshold-units")
