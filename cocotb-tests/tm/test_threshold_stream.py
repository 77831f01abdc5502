"""The compare-only loop's threshold stream (hw ThresholdStream; docs/linerate.md) on its own,
driven as the loop would drive it: one in-band frame per clock, each ending in a draw (entering
the band, or a mark), an advance (tested, no mark) or a leave. Every clock the stream must be
ready, and its three thresholds must be the model's:
- now       = T(c) of the current draw,
- next      = T(c + 1),
- afterDraw = T(1) of the next draw,
with T(c) = qth_min + ((floor((qR - 1) / c) + 1) << wlog) saturated, and qth_min for qR = 0. The
draws are the model's (xorshift32 / max_p_delta). `now` is also checked against red.h's own test,
((qavg - qth_min) >> wlog) * c >= qR, at qavg on both sides of it.

Patterns: a mark every k-th count for k = 1..64, marks at random with p = 0.5 and p = 0.02 (long
runs, counts past the prepared ones), 700 frames with no mark, and a mix with idle clocks and
leaves, with an adaptive update (a new max_p_delta) in the middle while counting, then the
next configuration applied (a commit) with divisions in flight. Zero stalls is required in all
of them: the loop could not wait without losing line rate. The one wait is a commit's or an
adaptive update's: the stream must be not ready for exactly REFILL clocks after one, while the
first draw with its reciprocal is made, and ready after them. After an adaptive update the
current draw goes on, and the next draws continue the same xorshift sequence divided by the new
max_p_delta, as Linux draws them.

Linux's qcount is an int: from count 2^31 it is negative and any q >= 1 marks (T = qth_min +
2^wlog), and after 2^32 - 1 it wraps to 0 (a leave). The build with qcount narrowed to 8 bits
(REDLINE_COUNT_BITS=8, redline_threshold_stream_c8) reaches both within the patterns above."""
import os
import random

import cocotb
import pytest
from cocotb.triggers import ReadOnly, RisingEdge, Timer

from redline.model.rng import XorShift32
import blocktb
import runner

SEED = 2727
SAT = (1 << 19) - 1
QMAX = (1 << 18) + 1  # q never reaches this: the queue is at most the 256 KiB buffer
M32 = (1 << 32) - 1
M64 = (1 << 64) - 1
COUNT_BITS = int(os.environ.get("REDLINE_COUNT_BITS", "32"))  # Linux's int qcount, or narrowed
NEGATIVE = 1 << (COUNT_BITS - 1)  # counts from here are negative qcounts
WRAP = (1 << COUNT_BITS) - 1  # the last count: the next advance wraps qcount to 0
REFILL = blocktb.REFILL  # clocks not ready after an apply or adaptive update
# (qth_min in bytes, wlog, seed, max_p_delta)
CONFIGS = [(30000, 9, 0xDEADBEEF, 900_000), (0, 0, 1, 3), (1, 31, 7, 1), (500, 12, 99, M32),
           (64, 4, 12345, 1 << 12)]
if COUNT_BITS < 32:  # the narrowed build: one configuration with qR = 0 at times (M32), one without
    CONFIGS = [CONFIGS[0], CONFIGS[3]]


def threshold(qR: int, c: int, qth_min: int, wlog: int) -> int:
    if qR == 0:
        return qth_min
    if c >= NEGATIVE:  # a negative qcount: any q >= 1 marks
        return qth_min + (1 << wlog)
    return qth_min + ((min((qR - 1) // c, SAT) + 1) << wlog)


def red_h_marks(qavg: int, qth_min: int, wlog: int, c: int, qR: int) -> bool:
    """include/net/red.h red_mark_probability: mark unless q * qcount < qR, the u64 product
    with the int qcount sign-extended."""
    qcount = c - (1 << COUNT_BITS) if c >= NEGATIVE else c
    return not ((((qavg - qth_min) >> wlog) * (qcount & M64)) & M64 < qR)


class Loop:
    """The decision loop's side of the stream, with the model's expected values."""

    def __init__(self, dut, rng: random.Random):
        self.dut, self.rng = dut, rng
        self.cycle = 0
        self.stalls = 0
        self.checked = 0
        self.wraps = 0  # counts that wrapped to 0
        self.negative_checked = 0  # frames checked at a negative qcount
        self.refill_left = 0  # clocks of a refill (after a commit or an adaptive update) still to come
        self.waits = 0  # frames offered during a commit's refill
        self.applies = 0
        self.refill_after_commit = False
        self.adapts = 0
        self.adapts_counting = 0  # ... of them while a draw was being counted

    def set_pending(self, qth_min: int, wlog: int, seed: int, delta: int):
        """Drive the configuration an apply loads, and keep the model's side of it."""
        d = self.dut
        d.io_qthMin.value, d.io_wlog.value = qth_min << wlog, wlog
        blocktb.set_draw_source(d, seed, delta)
        self.pending = (qth_min << wlog, wlog, XorShift32(seed), delta)

    def T(self, qR: int, c: int) -> int:
        return threshold(qR, c, self.qth_min, self.wlog)

    def check(self):
        d = self.dut
        want = {"afterDraw": self.T(self.nxt, 1)}
        if self.c:
            want["now"] = self.T(self.cur, self.c)
            want["next"] = self.T(self.cur, self.c + 1)
            want["qR"] = self.cur  # the current draw's, for the loop's gentle test
        for name, w in want.items():
            got = int(getattr(d, f"io_{name}").value)
            assert got == w, (f"cycle {self.cycle}: {name} at count {self.c} (qR {self.cur}, next qR "
                              f"{self.nxt}): expected {w:#x}, the RTL gave {got:#x}")
        if self.c:
            T = want["now"]
            for qavg in (T - 1, T, T + (1 << self.wlog) - 1,
                         self.qth_min + (self.rng.randrange(QMAX) << self.wlog) + self.rng.randrange(1 << self.wlog)):
                if self.qth_min <= qavg < self.qth_min + (QMAX << self.wlog):
                    assert (qavg >= T) == red_h_marks(qavg, self.qth_min, self.wlog, self.c, self.cur), (
                        f"cycle {self.cycle}: qavg {qavg:#x} against T {T:#x} disagrees with red.h at "
                        f"count {self.c}, qR {self.cur}")
        self.checked += 1
        self.negative_checked += self.c >= NEGATIVE

    @property
    def nxt(self) -> int:
        """qR of the next draw: its xorshift output, divided by max_p_delta as it is now."""
        return self.nxt_x // self.delta

    async def clock(self, frame: bool, marks=lambda c: False, leave: bool = False, apply=None,
                    adapt: int | None = None):
        """One clock. With a frame: draw if not counting or it marks (marks(c)), else advance;
        or leave. A frame the stream is not ready for is a stall (and is not decided). apply (a
        configuration) is a commit, adapt (a max_p_delta) an adaptive update, each in a clock
        with no frame; the stream must then be not ready for REFILL clocks, and ready after
        them."""
        d = self.dut
        await ReadOnly()
        ready = bool(int(d.io_ready.value))
        ev = None
        if self.refill_left:
            assert not ready, f"cycle {self.cycle}: ready {REFILL - self.refill_left + 1} clocks after an apply"
            self.waits += frame and self.refill_after_commit
            self.refill_left -= 1
        elif frame and not apply and not ready:
            self.stalls += 1
        elif frame and not apply:
            self.check()
            ev = "leave" if leave else "draw" if self.c == 0 or marks(self.c) else "advance"
            if ev == "advance" and self.c == WRAP:
                ev = "wrap"  # as the loop sends it: an advance with a leave, which wins
                self.wraps += 1
        await Timer(1, unit="ns")
        if apply is not None:
            self.set_pending(*apply)
        if adapt is not None:
            blocktb.set_draw_source(d, 0, adapt)  # the seed is the stream's own
        d.io_apply.value = int(apply is not None)
        d.io_adapt.value = int(adapt is not None)
        d.io_draw.value = int(ev == "draw")
        d.io_advance.value = int(ev in ("advance", "wrap"))
        d.io_leave.value = int(ev in ("leave", "wrap"))
        await RisingEdge(d.clk)
        self.cycle += 1
        d.io_apply.value = d.io_adapt.value = 0
        if apply is not None:
            self.qth_min, self.wlog, self.xs, self.delta = self.pending
            self.cur, self.nxt_x, self.c = None, self.xs.next(), 0
        elif adapt is not None:
            self.delta = adapt
            self.adapts += 1
            self.adapts_counting += self.c > 0
        if apply is not None or adapt is not None:
            self.refill_left = REFILL
            self.refill_after_commit = apply is not None
            self.applies += apply is not None
        elif ev == "draw":
            self.cur, self.nxt_x, self.c = self.nxt, self.xs.next(), 1
        elif ev == "advance":
            self.c += 1
        elif ev in ("leave", "wrap"):
            self.c = 0
        d.io_draw.value = d.io_advance.value = d.io_leave.value = 0


@cocotb.test()
async def thresholds_every_clock(dut):
    rng = random.Random(SEED)
    await blocktb.start(dut, ["io_apply", "io_adapt", "io_draw", "io_advance", "io_leave", "io_force", "io_forceMark"])
    loop = Loop(dut, rng)
    await loop.clock(False, apply=CONFIGS[0])
    for i, cfg in enumerate(CONFIGS):
        for k in range(1, 65):
            for _ in range(3 * k + 8):
                await loop.clock(True, marks=lambda c, k=k: c >= k)
        for p in (0.5, 0.02):
            for _ in range(1500):
                await loop.clock(True, marks=lambda c, p=p: rng.random() < p)
        for _ in range(700):  # no mark: the count runs on (and, narrowed, wraps)
            await loop.clock(True)
        # Idle clocks and leaves while frames go on (long counts: divisions in flight), then the
        # next configuration is applied: every value after it is the new configuration's.
        # An adaptive update half way, while counting if the traffic is: a new max_p_delta.
        for j in range(1500):
            if j == 750:
                await loop.clock(False, adapt=cfg[3] * 2 if cfg[3] < 1 << 31 else cfg[3] // 3)
            await loop.clock(rng.random() < 0.7, marks=lambda c: rng.random() < 0.05, leave=rng.random() < 0.02)
        await loop.clock(False, apply=CONFIGS[(i + 1) % len(CONFIGS)])
        dut._log.info("config %s: %d clocks, %d frames checked, %d stalls", cfg, loop.cycle, loop.checked, loop.stalls)
    for _ in range(300):
        await loop.clock(True, marks=lambda c: c >= 40)
    assert loop.stalls == 0, f"{loop.stalls} stalls in {loop.checked} frames: the loop would lose line rate"
    assert loop.adapts_counting >= len(CONFIGS) - 1, f"{loop.adapts_counting} adaptive updates while counting"
    # every commit is followed by a frame in every clock
    assert loop.waits == REFILL * loop.applies, f"{loop.waits} frames waited in {loop.applies} refills"
    dut._log.info("%d frames decided over %d clocks, every threshold equal to the model's, 0 stalls; "
                  "%d wraps, %d frames at a negative qcount", loop.checked, loop.cycle, loop.wraps, loop.negative_checked)
    if COUNT_BITS < 32:  # the narrowed build must have reached both
        assert loop.wraps >= 4 and loop.negative_checked >= 500, (loop.wraps, loop.negative_checked)


@pytest.mark.parametrize("count_bits", [32, 8])
def test_threshold_stream(count_bits):
    top = "redline_threshold_stream" + ("" if count_bits == 32 else f"_c{count_bits}")
    runner.run("test_threshold_stream", 0, toplevel=top, sources=[runner.ROOT / "hw" / "gen" / f"{top}.v"],
               parameters={}, build_name=f"verilator-threshold-stream-c{count_bits}",
               env={"REDLINE_COUNT_BITS": str(count_bits)})
