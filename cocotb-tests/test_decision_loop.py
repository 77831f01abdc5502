"""The compare-only decision loop (hw DecisionLoop; docs/linerate.md) on its own, frame by frame
against the model's red.h arithmetic (model.busy_qavg, red_outcome, congestion_action,
over_limit) with a queue kept here: frames arrive and leave at random, in phases that fill the
queue past max_th and drain it below min_th, so every region and both outcomes are reached.
Every decision's action, reason and qavg must be the model's, and the loop must take a frame
every clock it is offered one (zero stalls) once its first draws are ready after a load.

Both builds run it: the behavioural one, and the one whose busy update is mapped by hand onto
UltraScale+ LUTs and carry chains (TernaryAdd), simulated with sim/xilinx_prims.v. That is the
test that the two twins are equal.

Scope (the block's): busy qavg only (the queue is never checked for idle), no gentle band, the
configuration held still between loads."""
import random
from collections import deque
from dataclasses import replace

import cocotb
import pytest
from cocotb.triggers import ReadOnly, RisingEdge, Timer

from redline import model
from redline.regs import ENUMS
from redline.rng import XorShift32
import blocktb
import runner

SEED = 2728
FRAMES = 2500  # decisions per configuration
Q32 = 1 << 32
BASE = model.Knobs(min_th=3000, max_th=9000, wlog=2, max_p=Q32 // 10, limit=20000,
                   mode=ENUMS["mode"]["ecn"], seed=0xDEADBEEF)
CONFIGS = [
    BASE,
    replace(BASE, mode=ENUMS["mode"]["red"], wlog=3, max_p=Q32 // 100, limit=30000, seed=1),  # long counts
    replace(BASE, min_th=2000, max_th=12000, wlog=1, max_p=Q32 - 1, harddrop=1, seed=5),
    replace(BASE, min_th=3, max_th=12, unit=ENUMS["unit"]["packets"], limit=30, max_p=Q32 // 2, nodrop=1, seed=77),
    replace(BASE, mode=ENUMS["mode"]["dt"], limit=15000),
    replace(BASE, min_th=1000, max_th=5000, wlog=0, max_p=Q32 // 50, limit=10000, seed=9),
    replace(BASE, wlog=9, max_p=Q32 // 20, seed=0),
]
ACTION = {v: k for k, v in ENUMS["action"].items()}
REASON = {v: k for k, v in ENUMS["reason"].items()}


def label(k: model.Knobs) -> str:
    return " ".join(f"{f} {getattr(k, f)}" for f in ("mode", "unit", "min_th", "max_th", "wlog", "max_p", "limit",
                                                      "harddrop", "nodrop", "seed"))


class Bench:
    """The queue around the loop, and the model's decisions beside it."""

    def __init__(self, dut, rng: random.Random):
        self.dut, self.rng = dut, rng
        self.queue: deque[int] = deque()
        self.stalls = 0
        self.decided = 0
        self.seen = {}

    @property
    def backlog(self) -> int:
        return sum(self.queue)

    async def load(self, k: model.Knobs):
        assert model.validate(k) is None, model.validate(k)
        d = self.dut
        self.k, self.cfg = k, model.derived(k)
        blocktb.set_draw_source(d, k.seed, self.cfg.max_p_delta)
        d.io_mode.value, d.io_qthMin.value, d.io_qthMax.value = k.mode, self.cfg.qth_min, self.cfg.qth_max
        d.io_wlog.value, d.io_limit.value, d.io_unit.value = k.wlog, k.limit, k.unit
        d.io_harddrop.value, d.io_nodrop.value = k.harddrop, k.nodrop
        self.qavg, self.red = 0, model.RedState(rng=XorShift32(k.seed))
        d.io_load.value = 1
        await self.clock(None)
        d.io_load.value = 0
        # the first draws take the threshold stream's latency (not a stall)
        for _ in range(100):
            await ReadOnly()
            ready = bool(int(d.io_frame_ready.value))
            await Timer(1, unit="ns")  # out of the read-only phase
            if ready:
                return
            await self.clock(None)
        raise AssertionError("the loop never became ready after a load")

    def expect(self, n: int, can_ce: bool) -> tuple[str, str, int]:
        k = self.k
        bl = len(self.queue) if k.unit else self.backlog
        self.qavg = model.busy_qavg(self.qavg, bl, k.wlog)
        outcome = model.red_outcome(self.red, self.cfg, self.qavg) if k.mode != ENUMS["mode"]["dt"] else None
        action, reason = "pass", "none"
        if outcome is not None:
            action = model.congestion_action(outcome, k, can_ce)
            reason = outcome if action != "pass" else "none"
        if action != "drop" and model.over_limit(k, self.backlog, len(self.queue), n):
            action, reason = "drop", "tail"
        return action, reason, self.qavg

    async def clock(self, frame: tuple[int, bool] | None, p_leave: float = 0.5) -> bool:
        """One clock, offering frame (length, ECN-capable) if any; True if it was decided."""
        d = self.dut
        pop = self.queue[0] if self.queue and self.rng.random() < p_leave else 0
        n = frame[0] if frame else 0
        after = self.backlog - pop, len(self.queue) - bool(pop)
        d.io_backlog.value, d.io_qlen.value = self.backlog, len(self.queue)
        d.io_backlogIfEnq_0.value, d.io_backlogIfEnq_1.value = after[0], after[0] + n
        d.io_qlenIfEnq_0.value, d.io_qlenIfEnq_1.value = after[1], after[1] + 1
        d.io_frame_valid.value = int(frame is not None)
        d.io_frame_payload_len.value = n
        d.io_frame_payload_canCe.value = int(bool(frame and frame[1]))
        await ReadOnly()
        decided = frame is not None and bool(int(d.io_frame_ready.value))
        enq = False
        if decided:
            want = self.expect(*frame)
            got = (ACTION[int(d.io_decision_payload_action.value)], REASON[int(d.io_decision_payload_reason.value)],
                   int(d.io_decision_payload_qavg.value))
            assert int(d.io_decision_valid.value) and got == want, (
                f"frame {self.decided} of {label(self.k)}: expected (action, reason, qavg) {want}, the RTL gave {got}")
            enq = bool(int(d.io_enqueue.value))
            assert enq == (want[0] != "drop"), f"frame {self.decided}: enqueue {enq} for action {want[0]}"
            self.decided += 1
            self.seen[want[:2]] = self.seen.get(want[:2], 0) + 1
        elif frame is not None:
            self.stalls += 1
        await RisingEdge(d.clk)
        if pop:
            self.queue.popleft()
        if enq:
            self.queue.append(n)
        return decided


@cocotb.test()
async def decisions_against_model(dut):
    rng = random.Random(SEED)
    await blocktb.start(dut, ["io_load", "io_frame_valid"])
    bench = Bench(dut, rng)
    for k in CONFIGS:
        await bench.load(k)
        start, clocks = bench.decided, 0
        frame = None
        while bench.decided - start < FRAMES:
            # phases of 150 clocks: arrivals faster than departures, then slower
            filling = (clocks // 150) % 2 == 0
            if frame is None and rng.random() < (0.9 if filling else 0.5):
                frame = (rng.randrange(64, 1501), rng.random() < 0.7)
            if await bench.clock(frame, p_leave=0.45 if filling else 0.95):
                frame = None
            clocks += 1
        dut._log.info("%s: %d frames in %d clocks", label(k), FRAMES, clocks)
    dut._log.info("outcomes seen: %s", dict(sorted(bench.seen.items())))
    for want in [("pass", "none"), ("mark", "prob"), ("mark", "forced"), ("drop", "prob"), ("drop", "forced"),
                 ("drop", "tail")]:
        assert bench.seen.get(want, 0) >= 20, f"the traffic reached {want} only {bench.seen.get(want, 0)} times"
    assert bench.stalls == 0, f"{bench.stalls} stalls in {bench.decided} frames: the loop would lose line rate"


@pytest.mark.parametrize("build", ["behavioural", "xcup"])
def test_decision_loop(build):
    """The behavioural loop, and its twin with the UltraScale+ primitives (simulated with the
    project's own models of them): both must give the model's decisions."""
    gen = runner.ROOT / "hw" / "gen"
    if build == "xcup":
        top, sources = "redline_decision_loop_xcup", [gen / "redline_decision_loop_xcup.v",
                                                      runner.ROOT / "sim" / "xilinx_prims.v"]
    else:
        top, sources = "redline_decision_loop", [gen / "redline_decision_loop.v"]
    runner.run("test_decision_loop", 0, toplevel=top, sources=sources, parameters={},
               build_name=f"verilator-decision-loop-{build}")
