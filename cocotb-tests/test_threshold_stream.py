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
runs, counts past the prepared ones), and a mix with idle clocks and leaves during which the
next configuration is prepared and then applied (a commit). Zero stalls is required in all of
them: the loop could not wait without losing line rate."""
import random

import cocotb
from cocotb.triggers import ReadOnly, RisingEdge, Timer

from redline.rng import XorShift32
import blocktb
import runner

SEED = 2727
SAT = (1 << 19) - 1
QMAX = (1 << 18) + 1  # q never reaches this: the queue is at most the 256 KiB buffer
M32 = (1 << 32) - 1
# (qth_min in bytes, wlog, seed, max_p_delta)
CONFIGS = [(30000, 9, 0xDEADBEEF, 900_000), (0, 0, 1, 3), (1, 31, 7, 1), (500, 12, 99, M32),
           (64, 4, 12345, 1 << 12)]


def threshold(qR: int, c: int, qth_min: int, wlog: int) -> int:
    if qR == 0:
        return qth_min
    return qth_min + ((min((qR - 1) // c, SAT) + 1) << wlog)


def red_h_marks(qavg: int, qth_min: int, wlog: int, c: int, qR: int) -> bool:
    """include/net/red.h red_mark_probability: mark unless q * qcount < qR."""
    return not (((qavg - qth_min) >> wlog) * c < qR)


class Loop:
    """The decision loop's side of the stream, with the model's expected values."""

    def __init__(self, dut, rng: random.Random):
        self.dut, self.rng = dut, rng
        self.cycle = 0
        self.stalls = 0
        self.checked = 0

    def set_pending(self, qth_min: int, wlog: int, seed: int, delta: int):
        """Drive the configuration a prepare loads, and keep the model's side of it."""
        d = self.dut
        d.io_qthMin.value, d.io_wlog.value = qth_min << wlog, wlog
        blocktb.set_draw_source(d, seed, delta)
        xs = XorShift32(seed)
        self.pending = (qth_min << wlog, wlog, (xs.next() // delta for _ in iter(int, 1)))

    async def commit(self, cfg):
        """Prepare cfg with no traffic, wait until its first draw is ready, apply it."""
        await self.clock(False, prepare=cfg)
        for _ in range(100):
            await ReadOnly()
            ready = int(self.dut.io_pendingReady.value)
            await Timer(1, unit="ns")
            if ready:
                break
            await self.clock(False)
        else:
            raise AssertionError("the prepared bank never became ready")
        await self.clock(False, apply=True)

    def T(self, qR: int, c: int) -> int:
        return threshold(qR, c, self.qth_min, self.wlog)

    def check(self):
        d = self.dut
        want = {"afterDraw": self.T(self.nxt, 1)}
        if self.c:
            want["now"] = self.T(self.cur, self.c)
            want["next"] = self.T(self.cur, self.c + 1)
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

    async def clock(self, frame: bool, marks=lambda c: False, leave: bool = False, prepare=None,
                    apply: bool = False):
        """One clock. With a frame: draw if not counting or it marks (marks(c)), else advance;
        or leave. A frame the stream is not ready for is a stall (and is not decided). prepare
        (a configuration) loads the pending bank; apply makes it the active one, in a clock with
        no frame, and the stream is ready again the next."""
        d = self.dut
        await ReadOnly()
        ready = bool(int(d.io_ready.value))
        if apply:
            assert int(d.io_pendingReady.value), f"cycle {self.cycle}: apply before the prepared bank is ready"
        ev = None
        if frame and not apply and not ready:
            self.stalls += 1
        elif frame and not apply:
            self.check()
            ev = "leave" if leave else "draw" if self.c == 0 or marks(self.c) else "advance"
        await Timer(1, unit="ns")
        if prepare is not None:
            self.set_pending(*prepare)
        d.io_prepare.value = int(prepare is not None)
        d.io_apply.value = int(apply)
        d.io_draw.value = int(ev == "draw")
        d.io_advance.value = int(ev == "advance")
        d.io_leave.value = int(ev == "leave")
        await RisingEdge(d.clk)
        self.cycle += 1
        d.io_prepare.value = d.io_apply.value = 0
        if apply:
            self.qth_min, self.wlog, self.draws = self.pending
            self.cur, self.nxt, self.c = None, next(self.draws), 0
        elif ev == "draw":
            self.cur, self.nxt, self.c = self.nxt, next(self.draws), 1
        elif ev == "advance":
            self.c += 1
        elif ev == "leave":
            self.c = 0
        d.io_draw.value = d.io_advance.value = d.io_leave.value = 0


@cocotb.test()
async def thresholds_every_clock(dut):
    rng = random.Random(SEED)
    await blocktb.start(dut, ["io_prepare", "io_apply", "io_draw", "io_advance", "io_leave"])
    loop = Loop(dut, rng)
    await loop.commit(CONFIGS[0])
    for i, cfg in enumerate(CONFIGS):
        for k in range(1, 65):
            for _ in range(3 * k + 8):
                await loop.clock(True, marks=lambda c, k=k: c >= k)
        for p in (0.5, 0.02):
            for _ in range(1500):
                await loop.clock(True, marks=lambda c, p=p: rng.random() < p)
        # The next configuration is prepared while frames go on (long counts: divisions in
        # flight), with idle clocks and leaves, then applied: every value after it is the new
        # configuration's, and the frame after the apply is not a stall.
        nxt = CONFIGS[(i + 1) % len(CONFIGS)]
        for j in range(1500):
            await loop.clock(rng.random() < 0.7, marks=lambda c: rng.random() < 0.05,
                             leave=rng.random() < 0.02, prepare=nxt if j == 1000 else None)
        await loop.clock(True, apply=True)
        dut._log.info("config %s: %d clocks, %d frames checked, %d stalls", cfg, loop.cycle, loop.checked, loop.stalls)
    for _ in range(300):
        await loop.clock(True, marks=lambda c: c >= 40)
    assert loop.stalls == 0, f"{loop.stalls} stalls in {loop.checked} frames: the loop would lose line rate"
    dut._log.info("%d frames decided over %d clocks, every threshold equal to the model's, 0 stalls",
                  loop.checked, loop.cycle)


def test_threshold_stream():
    src = runner.ROOT / "hw" / "gen" / "redline_threshold_stream.v"
    runner.run("test_threshold_stream", 0, toplevel="redline_threshold_stream", sources=[src],
               parameters={}, build_name="verilator-threshold-stream")
