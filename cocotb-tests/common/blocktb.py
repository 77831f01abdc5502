"""The start of every block-level cocotb test (a block generated on its own, with ports clk and a
synchronous active-high reset): a 500 MHz clock, the given inputs at rest, and the reset held
for a few cycles, then released. Also the inputs the draw blocks share (hw DrawSource)."""
import random

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ReadOnly, RisingEdge, Timer

from redline import model


async def start(dut, at_rest: list[str], reset_cycles: int = 3) -> None:
    """Start the clock, drive every input named in at_rest to 0, hold reset, release it; returns
    right after the edge that ends the reset."""
    cocotb.start_soon(Clock(dut.clk, 2, unit="ns").start())
    dut.reset.value = 1
    for name in at_rest:
        getattr(dut, name).value = 0
    for _ in range(reset_cycles):
        await RisingEdge(dut.clk)
    dut.reset.value = 0


async def stream(dut, items: list, drive, read, rng: random.Random, latency: int,
                 valid: str = "io_input_valid", out_valid: str = "io_result_valid", idle_one_in: int = 4) -> list:
    """Send `items` one per clock with random gaps (about one clock in `idle_one_in` idle), each by
    drive(item); the block's output valid must rise exactly `latency` clocks after each input
    and never otherwise. Returns read() of every output, in order."""
    got, sent, in_flight = [], 0, []
    while len(got) < len(items):
        send = sent < len(items) and rng.randrange(idle_one_in) != 0
        getattr(dut, valid).value = int(send)
        if send:
            drive(items[sent])
            sent += 1
        in_flight.append(send)
        await RisingEdge(dut.clk)
        await ReadOnly()
        expect = len(in_flight) >= latency and in_flight[-latency]
        assert bool(getattr(dut, out_valid).value) == expect, f"an output out of its clock after input {sent}"
        if expect:
            got.append(read())
        await Timer(1, unit="ns")  # leave ReadOnly before driving again
    return got


def set_draw_source(dut, seed: int, max_p_delta: int) -> None:
    """Drive a block's io_source (hw DrawSource): the seed, and max_p_delta's reciprocal."""
    r = model.reciprocal_value(max_p_delta)
    dut.io_source_seed.value, dut.io_source_recipM.value = seed, r.m
    dut.io_source_recipSh1.value, dut.io_source_recipSh2.value = r.sh1, r.sh2


# Clocks after a threshold stream's apply or adaptive update until the first draw with the new
# reciprocal is converted (the draw stream's latency, the skid and nxt): its ready, and the
# decision loop's frame port, are low for exactly these (docs/linerate.md).
REFILL = 21


def stab_table(rng: random.Random) -> bytes:
    """A Stab table as tc would never quite make it: half the entries 0 (the linear decay), the
    rest 1..31 (a shift)."""
    return bytes(0 if rng.random() < 0.5 else rng.randint(1, 31) for _ in range(256))
