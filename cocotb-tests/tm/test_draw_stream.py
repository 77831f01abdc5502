"""The compare-only loop's prepared draws (hw DrawStream; docs/linerate.md) on their own: after a
load, every entry popped is the model's next draw, qR = xorshift32 / max_p_delta (Linux
red_random through reciprocal_divide), with F(c) = floor((qR - 1) / c) saturated at 2^19 - 1
for c = 1..12, and the zero flag for qR = 0. Pops come back to back (one per clock, which must
be sustained) and at random; a load in the middle of a stream must drop what was prepared."""
import random

import cocotb
from cocotb.triggers import ReadOnly, RisingEdge, Timer

from redline.model.rng import XorShift32
import blocktb
import runner

SEED = 27
SAT = (1 << 19) - 1
COUNTS = 12
M32 = (1 << 32) - 1
# (seed, max_p_delta): qR = x itself, typical deltas, and deltas that make qR small or 0
CASES = [(1, 1), (0, 3), (0xDEADBEEF, 1 << 12), (12345, 900_000), (7, (1 << 31) + 5), (99, M32)]
POPS = 400


def expected(seed: int, delta: int):
    rng = XorShift32(seed)
    while True:
        qR = rng.next() // delta
        n = (qR - 1) & M32
        yield qR, int(qR == 0), [min(n // c, SAT) for c in range(1, COUNTS + 1)]


class Driver:
    def __init__(self, dut):
        self.dut = dut
        self.cycle = 0

    async def tick(self):
        await RisingEdge(self.dut.clk)
        self.cycle += 1

    async def load(self, seed: int, delta: int):
        """Restart the stream from seed with max_p_delta's reciprocal (one cycle of io_load)."""
        d = self.dut
        blocktb.set_draw_source(d, seed, delta)
        d.io_load.value = 1
        await self.tick()
        d.io_load.value = 0
        await ReadOnly()
        self._sample()
        await Timer(1, unit="ns")

    async def pop(self, n: int, ready, rng: random.Random) -> tuple[list, int]:
        """Pop n entries, with io_out_ready from ready(rng) each cycle; also the longest run of
        consecutive pops once the first entry was there."""
        d = self.dut
        got, run, best = [], 0, 0
        start = self.cycle
        while len(got) < n:
            r = ready(rng)
            d.io_out_ready.value = int(r)
            await self.tick()
            await ReadOnly()
            # the handshake of the cycle that just ended was sampled at its edge: read the
            # values the edge saw through the registered FIFO outputs before it
            fired = r and self._valid_before
            if fired:
                got.append(self._entry_before)
                run += 1
                best = max(best, run)
            elif got:
                run = 0
            self._sample()
            await Timer(1, unit="ns")
            assert self.cycle - start < 100 * n + 1000, "the stream stopped delivering"
        d.io_out_ready.value = 0
        return got, best

    def _sample(self):
        d = self.dut
        self._valid_before = bool(d.io_out_valid.value)
        self._entry_before = (int(d.io_out_payload_qR.value), int(d.io_out_payload_zero.value),
                              [int(getattr(d, f"io_out_payload_f_{k}").value) for k in range(COUNTS)])


def check(got, seed, delta, what):
    for i, (g, w) in enumerate(zip(got, expected(seed, delta))):
        assert g == w, f"{what}: draw {i} of seed {seed:#x}, max_p_delta {delta}: expected {w}, the RTL gave {g}"


@cocotb.test()
async def draws_against_model(dut):
    rng = random.Random(SEED)
    await blocktb.start(dut, ["io_load", "io_out_ready"])
    drv = Driver(dut)
    await Timer(1, unit="ns")
    always = lambda r: True
    sometimes = lambda r: r.random() < 0.4
    for seed, delta in CASES:
        await drv.load(seed, delta)
        got, best = await drv.pop(POPS, always, rng)
        check(got, seed, delta, "back to back")
        assert best == POPS, f"back-to-back pops stalled: the longest run was {best} of {POPS}"
        # The same sequence again, popped at random.
        await drv.load(seed, delta)
        got, _ = await drv.pop(POPS, sometimes, rng)
        check(got, seed, delta, "random pops")
    # A load while entries are prepared and in flight: the next pops are the new sequence's.
    await drv.load(5, 1000)
    got, _ = await drv.pop(3, always, rng)
    await drv.load(6, 2000)
    got, _ = await drv.pop(50, sometimes, rng)
    check(got, 6, 2000, "after a reload")
    dut._log.info("%d configurations, %d draws each way, every one equal to the model's", len(CASES), POPS)


def test_draw_stream():
    src = runner.ROOT / "hw" / "gen" / "redline_draw_stream.v"
    runner.run("test_draw_stream", 0, toplevel="redline_draw_stream", sources=[src],
               parameters={}, build_name="verilator-draw-stream")
