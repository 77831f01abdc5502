"""The compare-only decision loop (hw DecisionLoop; docs/linerate.md) on its own, frame by frame
against the model's red.h arithmetic (model.busy_qavg, red_outcome, congestion_action,
over_limit) with a queue kept here: frames arrive and leave at random, in phases that fill the
queue past max_th and drain it below min_th, so every region and both outcomes are reached.
Every decision's action, reason and qavg must be the model's, and the loop must take a frame
every clock it is offered one (zero stalls), but for the clock of a commit's apply and the first
four clocks of an idle period. Each next
configuration is applied while frames go on, with draws and divisions in flight; the loop must
then take no frame for exactly REFILL clocks, while the new configuration's first draw is made,
and take one in every clock after them. Half way through each configuration an adaptive update
changes max_p_delta with the same wait; the draws after it divide the same random sequence by
the new value. 2 % of the frames are bad (dropped, no RED state
changed, qavg as it stands, as model.TM._decide) and 2 % lost (a tail drop even under the
limit).

The queue goes idle too: a third phase of each cycle is nearly silent, and a popped packet
keeps the egress busy for a few clocks. Then both candidates hold the idle-decayed qavg (red.h's
red_calc_qavg_from_idle_time, model.idle_decay), from microsecond ticks this test makes (each
configuration has its own cycles_per_us, scell_log and a Stab table with half its entries 0),
and in the first four clocks of an idle period the loop must not take a frame (the idle value
is not made yet) and must take one in every other clock.

Both builds run it: the behavioural one, and the one whose busy update is mapped by hand onto
UltraScale+ LUTs and carry chains (TernaryAdd), simulated with sim/xilinx_prims.v. That is the
test that the two twins are equal.

A third build narrows Linux's int qcount to 8 bits (redline_decision_loop_c8, with the model's
red_outcome narrowed alike): counts then pass 2^7, where qcount is negative and any q >= 1 marks,
within the test's traffic.

Two configurations turn gentle on (redline's extension): a frame taken while counting with its
qavg in [max_th, 2 max_th) is decided GENTLE clocks after it is taken, by the loop's GentleMark,
and the loop takes no frame meanwhile. Its qavg and limit test are those of the clock it was
taken; its enqueue comes with its decision. A commit or an adaptive update is asked for only
while no such frame waits (and, with gentle on, in a clock with no frame offered), as the loop
requires."""
import os
import random
from collections import deque
from dataclasses import replace

import cocotb
import pytest
from cocotb.triggers import ReadOnly, RisingEdge, Timer

from redline import model
from redline.spec.regs import ENUMS
from redline.model.rng import XorShift32
import blocktb
import runner

SEED = 2728
COUNT_BITS = int(os.environ.get("REDLINE_COUNT_BITS", "32"))  # Linux's int qcount, or narrowed
FRAMES = 2500  # decisions per configuration
Q32 = 1 << 32
HOLD = 4  # clocks from an idle start in which the idle value is not made (DecisionLoop)
REFILL = blocktb.REFILL  # clocks after an apply's clock with no frame taken
TICK_AHEAD = 5  # usTickAhead is the tick of the clock this many from now
GENTLE = 5  # clocks from a deferred gentle-band frame's taking to its decision (GentleMark)


def stab_table(seed: int) -> bytes:
    return blocktb.stab_table(random.Random(seed))


BASE = model.Knobs(min_th=3000, max_th=9000, wlog=2, max_p=Q32 // 10, limit=20000,
                   mode=ENUMS["mode"]["ecn"], seed=0xDEADBEEF, scell_log=1, cycles_per_us=3, stab=stab_table(1))
CONFIGS = [
    BASE,
    replace(BASE, mode=ENUMS["mode"]["red"], wlog=3, max_p=Q32 // 100, limit=30000, seed=1,  # long counts
            scell_log=0, cycles_per_us=1, stab=stab_table(2)),  # t saturates at 255 us
    replace(BASE, min_th=2000, max_th=12000, wlog=1, max_p=Q32 - 1, harddrop=1, seed=5, scell_log=3,
            cycles_per_us=1, stab=stab_table(3)),
    replace(BASE, min_th=3, max_th=12, unit=ENUMS["unit"]["packets"], limit=30, max_p=Q32 // 2, nodrop=1, seed=77,
            scell_log=2, cycles_per_us=2, stab=stab_table(4)),
    replace(BASE, mode=ENUMS["mode"]["dt"], limit=15000),
    replace(BASE, min_th=1000, max_th=5000, wlog=0, max_p=Q32 // 50, limit=10000, seed=9, scell_log=0,
            cycles_per_us=2, stab=stab_table(5)),
    replace(BASE, wlog=9, max_p=Q32 // 20, seed=0, scell_log=5, cycles_per_us=1, stab=stab_table(6)),
    # gentle: the band [max_th, 2 max_th) under the limit, in ECN mode with a small max_p (gentle's
    # q far past 2^19), and in RED mode in packets
    replace(BASE, gentle=1, min_th=2000, max_th=6000, max_p=Q32 // 2000, limit=16000, seed=21,
            stab=stab_table(7)),
    replace(BASE, gentle=1, mode=ENUMS["mode"]["red"], min_th=3, max_th=8, unit=ENUMS["unit"]["packets"],
            limit=25, wlog=1, max_p=Q32 // 8, seed=3, scell_log=2, cycles_per_us=2, stab=stab_table(8)),
]
if COUNT_BITS < 32:
    # The narrowed build needs counts past 2^7 in the band: a wide band in packets that the
    # queue stays in, and a small max_p, so that q * count stays below qR for long.
    CONFIGS = [replace(BASE, min_th=2, max_th=90, unit=ENUMS["unit"]["packets"], limit=120, wlog=1,
                       max_p=Q32 // 1000, seed=11, scell_log=4, cycles_per_us=1), CONFIGS[1],
               replace(CONFIGS[1], gentle=1)]
    FRAMES = 5000
ACTION = {v: k for k, v in ENUMS["action"].items()}
REASON = {v: k for k, v in ENUMS["reason"].items()}


def label(k: model.Knobs) -> str:
    return " ".join(f"{f} {getattr(k, f)}" for f in ("mode", "unit", "min_th", "max_th", "wlog", "max_p", "limit",
                                                      "harddrop", "nodrop", "seed", "scell_log", "cycles_per_us"))


class Ticks:
    """The microsecond ticks (semantics.md section 9), made ahead of the clocks they end, as the
    loop's usTickAhead needs them: a sub-counter of cycles_per_us clocks, restarted after an
    apply with the new configuration's."""

    def __init__(self, cycles_per_us: int):
        self.cpu, self.sub, self.made, self.restarts = cycles_per_us, 0, [], {}

    def restart_after(self, cycle: int, cycles_per_us: int):
        """An apply at cycle: the sub-counter is 0 in the next clock, counting cycles_per_us."""
        assert cycle + 1 >= len(self.made), "a restart scheduled after its ticks were made"
        self.restarts[cycle] = cycles_per_us

    def __getitem__(self, c: int) -> bool:
        while len(self.made) <= c:
            if len(self.made) - 1 in self.restarts:
                self.sub, self.cpu = 0, self.restarts.pop(len(self.made) - 1)
            tick = self.sub == self.cpu - 1
            self.sub = 0 if tick else self.sub + 1
            self.made.append(tick)
        return self.made[c]


class Bench:
    """The queue around the loop, and the model's decisions beside it."""

    def __init__(self, dut, rng: random.Random):
        self.dut, self.rng = dut, rng
        self.queue: deque[int] = deque()
        self.stalls = 0
        self.decided = 0
        self.seen = {}
        self.negative_marks = 0  # RED marks at a negative qcount
        self.applying = False  # an apply was asked for in the last clock: this one takes it
        self.cycle = 0
        self.ticks = Ticks(CONFIGS[0].cycles_per_us)
        self.now_us = 0
        self.egress_until = -1  # the last clock in which a popped packet is still in the egress
        self.idle, self.wait, self.idle_start_us = True, 0, 0  # as the loop comes out of reset
        self.stab_addr = 0  # the loop's Stab read address in the last clock
        self.holds = 0  # frames the loop did not take while the idle value was being made
        self.idle_decided = 0  # RED decisions from the idle-decayed qavg
        self.idle_kinds: dict[str, int] = {}  # which of red.h's three idle outcomes they took
        self.saturated = 0  # ... of them with the idle time past scell_max
        self.refill_left = 0  # clocks of a commit's refill still to come
        self.waits = 0  # frames offered during a refill
        self.at_limit = 0  # RED decisions of frames that fill the queue exactly to the limit
        self.tail_marks = 0  # marks the tail test then drops
        self.applies = 0
        self.adapting = None  # the max_p_delta of an adaptive update taken in this clock
        self.adapts = 0
        self.qavg = 0
        self.pending = None  # a deferred gentle-band frame: (decision clock, length, expected)
        self.deferred: dict[str, int] = {}  # their decisions, by action
        self.gentle_waits = 0  # frames offered while one waited

    @property
    def busy(self) -> bool:
        """A deferred frame waits for its decision: the loop's gentleBusy."""
        return self.pending is not None

    @property
    def backlog(self) -> int:
        return sum(self.queue)

    def apply(self):
        """Drive the configuration asked for as the active one, with its draws' source (the
        apply's clock)."""
        d, k = self.dut, self.applying_knobs
        assert model.validate(k) is None, model.validate(k)
        self.k, self.cfg = k, model.derived(k)
        blocktb.set_draw_source(d, k.seed, self.cfg.max_p_delta)
        d.io_mode.value, d.io_qthMin.value, d.io_qthMax.value = k.mode, self.cfg.qth_min, self.cfg.qth_max
        d.io_wlog.value, d.io_limit.value, d.io_unit.value = k.wlog, k.limit, k.unit
        d.io_harddrop.value, d.io_nodrop.value = k.harddrop, k.nodrop
        d.io_scellLog.value = k.scell_log
        d.io_gentle.value, d.io_delta.value, d.io_gentleStep.value = k.gentle, self.cfg.delta, self.cfg.gentle_step

    async def commit_idle(self, k: model.Knobs, frame_after: int | None = None):
        """Apply k with no traffic; then offer a frame frame_after clocks after the apply's
        clock, if given (it waits for the refill)."""
        # The ticks run ahead of the clocks: the apply is scheduled before they reach it.
        self.ticks.restart_after(self.cycle + TICK_AHEAD + 1, k.cycles_per_us)
        for _ in range(TICK_AHEAD):
            await self.clock(None)
        await self.clock(None, apply=k)
        await self.clock(None)  # the apply's clock
        if frame_after is not None:
            for _ in range(frame_after):
                await self.clock(None)
            while not await self.clock((64, True, False, False)):
                pass

    def defers(self, bad: bool) -> bool:
        """Whether the frame about to be decided waits for the gentle test: counting, and its
        qavg (self.qavg, just made by expect) in the gentle band."""
        return (not bad and self.k.gentle and self.k.mode != ENUMS["mode"]["dt"] and self.counting_before
                and self.cfg.qth_max <= self.qavg < 2 * self.cfg.qth_max)

    def expect(self, n: int, can_ce: bool, bad: bool, lost: bool) -> tuple[str, str, int, str | None]:
        """(action, reason, qavg, mark): mark is the kind of a mark RED made, which sch_red
        counts even when the tail test then drops the frame."""
        k = self.k
        self.counting_before = self.red.qcount >= 0  # (a commit made self.red before any frame)
        if bad:  # as model.TM._decide: dropped, no RED state changes, qavg as it stands
            return "drop", "bad", self.qavg, None
        bl = len(self.queue) if k.unit else self.backlog
        self.at_limit += (len(self.queue) + 1 if k.unit else self.backlog + n) == k.limit
        if self.idle:
            t = min(self.now_us - self.idle_start_us, self.cfg.scell_max)
            self.saturated += self.now_us - self.idle_start_us > self.cfg.scell_max
            before, self.qavg = self.qavg, model.idle_decay(self.qavg, t, k.scell_log, k.stab)
            kind = ("shifted" if k.stab[(t >> k.scell_log) & 255] else
                    "halved" if self.qavg == before >> 1 and before > 1 else "linear")
            self.idle_kinds[kind] = self.idle_kinds.get(kind, 0) + 1
            self.idle_decided += 1
        else:
            self.qavg = model.busy_qavg(self.qavg, bl, k.wlog)
        negative = (self.red.qcount + 1) & ((1 << COUNT_BITS) - 1) >= 1 << (COUNT_BITS - 1)
        outcome = (model.red_outcome(self.red, self.cfg, self.qavg, COUNT_BITS)
                   if k.mode != ENUMS["mode"]["dt"] else None)
        self.negative_marks += negative and outcome == "prob"
        action, reason = "pass", "none"
        if outcome is not None:
            action = model.congestion_action(outcome, k, can_ce)
            reason = outcome if action != "pass" else "none"
        mark = outcome if action == "mark" else None
        self.tail_marks += mark is not None and (model.over_limit(k, self.backlog, len(self.queue), n) or lost)
        over = model.over_limit(k, self.backlog, len(self.queue), n)
        if action != "drop" and (over or lost):
            # under the limit, a lost frame is the buffer's drop (reason full), not tc's pdrop
            action, reason = "drop", "tail" if over else "full"
        return action, reason, self.qavg, mark

    async def clock(self, frame: tuple[int, bool, bool, bool] | None, p_leave: float = 0.5,
                    apply: model.Knobs | None = None, adapt: int | None = None) -> bool:
        """One clock, offering frame (length, ECN-capable, bad, lost) if any; True if it was
        taken (decided now, or deferred).
        apply (knobs) asks for a configuration to become the active one in the next clock, adapt
        (a max_p_delta) for an adaptive update then; that clock must decide no frame, nor may
        the REFILL clocks after it (none is a stall)."""
        d = self.dut
        applying = self.applying
        if applying:
            self.apply()
        adapting = self.adapting
        if adapting is not None:
            blocktb.set_draw_source(d, 0, adapting)  # the new reciprocal; the seed is the loop's own
            if self.k.gentle:
                d.io_gentleStep.value = model.gentle_step_of(adapting, self.cfg.delta, self.k.max_th)
        d.io_adapt.value = int(adapt is not None)
        if apply is not None:
            self.applying_knobs = apply
        d.io_apply.value = int(apply is not None)
        quiet = not self.queue and self.cycle > self.egress_until
        d.io_quiet.value = int(quiet)
        d.io_usTickAhead.value = int(self.ticks[self.cycle + TICK_AHEAD])
        d.io_stabShift.value = self.k.stab[self.stab_addr] if hasattr(self, "k") else 0  # a synchronous RAM
        pop = self.queue[0] if self.queue and self.rng.random() < p_leave else 0
        completing = self.pending is not None and self.pending[0] == self.cycle
        n = self.pending[1] if completing else frame[0] if frame else 0
        after = self.backlog - pop, len(self.queue) - bool(pop)
        d.io_backlog.value, d.io_qlen.value = self.backlog, len(self.queue)
        # The occupancy for both outcomes of the pop; the other one as the queue would give it
        # (its head, or any length when it is empty), so that a wrong select is seen.
        other = self.backlog if pop else self.backlog - (self.queue[0] if self.queue else 64 + self.cycle % 1500)
        other = other, len(self.queue) - (not pop)
        d.io_pop.value = int(bool(pop))
        for p, occ in ((bool(pop), after), (not pop, other)):
            getattr(d, f"io_backlogIf_{int(p)}_0").value = occ[0] % (1 << 32)
            getattr(d, f"io_backlogIf_{int(p)}_1").value = (occ[0] + n) % (1 << 32)
            getattr(d, f"io_qlenIf_{int(p)}_0").value = occ[1] % (1 << 32)
            getattr(d, f"io_qlenIf_{int(p)}_1").value = (occ[1] + 1) % (1 << 32)
        d.io_emptyIfNotEnq.value = int(after[1] == 0)
        d.io_frame_valid.value = int(frame is not None)
        d.io_frame_payload_len.value = n
        d.io_frame_payload_canCe.value = int(bool(frame and frame[1]))
        d.io_frame_payload_bad.value = int(bool(frame and frame[2]))
        d.io_frame_payload_lost.value = int(bool(frame and frame[3]))
        await ReadOnly()
        refilling = self.refill_left > 0
        if refilling:
            assert not int(d.io_frame_ready.value), (
                f"the loop is ready {REFILL + 1 - self.refill_left} clocks after an apply, before its first draw")
        if applying or adapting is not None:
            assert not int(d.io_frame_ready.value), "the loop is ready for a frame in an apply's or adaptive update's clock"
        waiting = self.pending is not None
        assert bool(int(d.io_gentleBusy.value)) == waiting, f"gentleBusy is {int(d.io_gentleBusy.value)}"
        if waiting:
            assert not int(d.io_frame_ready.value), (
                f"the loop is ready {self.cycle - self.pending[0] + GENTLE} clocks after taking a gentle-band frame")
        holding = self.idle and self.wait > 0
        if holding:
            assert not int(d.io_frame_ready.value), (
                f"the loop is ready {HOLD + 1 - self.wait} clocks into an idle period, before its idle value is made")
        self.stab_addr = int(d.io_stabAddr.value)
        taken = frame is not None and bool(int(d.io_frame_ready.value))
        decided, enq, deferred = taken, False, False
        if taken:
            want = self.expect(*frame)
            deferred = self.defers(frame[2])
            if deferred:  # decided GENTLE clocks on; nothing now
                assert not int(d.io_decision_valid.value) and not int(d.io_enqueue.value), (
                    f"frame {self.decided} of {label(self.k)} is in the gentle band: the loop decided it at once")
                self.pending = (self.cycle + GENTLE, n, want)
                decided = False
        if completing:
            _, _, want = self.pending
            self.pending = None
            self.deferred[want[0]] = self.deferred.get(want[0], 0) + 1
        if decided or completing:
            marked = (("prob" if int(d.io_decision_payload_markProb.value) else "forced")
                      if int(d.io_decision_payload_marked.value) else None)
            got = (ACTION[int(d.io_decision_payload_action.value)], REASON[int(d.io_decision_payload_reason.value)],
                   int(d.io_decision_payload_qavg.value), marked)
            assert int(d.io_decision_valid.value) and got == want, (
                f"frame {self.decided} of {label(self.k)}: expected (action, reason, qavg, mark) {want}, the RTL gave {got}"
                + (" (a gentle-band frame decided late)" if completing else ""))
            enq = bool(int(d.io_enqueue.value))
            assert enq == (want[0] != "drop"), f"frame {self.decided}: enqueue {enq} for action {want[0]}"
            self.decided += 1
            self.seen[want[:2]] = self.seen.get(want[:2], 0) + 1
        else:
            assert not int(d.io_decision_valid.value), "a decision with no frame decided"
        if frame is not None and waiting and not taken:
            self.gentle_waits += 1
        elif frame is not None and refilling:
            self.waits += 1
        elif frame is not None and holding:
            self.holds += 1
        elif frame is not None and not applying and adapting is None and not taken:
            self.stalls += 1
        await RisingEdge(d.clk)
        d.io_apply.value = d.io_adapt.value = 0
        self.applying = apply is not None
        self.adapting = adapt
        if adapting is not None:
            self.cfg = replace(self.cfg, max_p_delta=adapting, gentle_step=(
                model.gentle_step_of(adapting, self.cfg.delta, self.k.max_th) if self.k.gentle else 0))
            self.refill_left = REFILL
            self.adapts += 1
        if refilling:
            self.refill_left -= 1
        if applying:
            self.refill_left = REFILL
            self.applies += 1
            self.qavg, self.red = 0, model.RedState(rng=XorShift32(self.k.seed))
        if pop:
            self.queue.popleft()
            self.egress_until = self.cycle + self.rng.randrange(4)
        if enq:
            self.queue.append(n)
        # idle periods (semantics.md section 10); none starts while a deferred frame waits
        red = (decided or deferred) and not frame[2] or completing
        if applying:
            self.idle, self.wait, self.idle_start_us = not self.queue, 0, self.now_us
        elif red:
            self.idle, self.wait = False, 0
        elif quiet and not self.idle and not deferred and not waiting:
            self.idle, self.wait, self.idle_start_us = True, HOLD, self.now_us
        elif self.wait:
            self.wait -= 1
        self.now_us += self.ticks[self.cycle]
        self.cycle += 1
        return taken


@cocotb.test()
async def decisions_against_model(dut):
    rng = random.Random(SEED)
    await blocktb.start(dut, ["io_apply", "io_adapt", "io_frame_valid", "io_quiet", "io_usTickAhead", "io_gentle"])
    bench = Bench(dut, rng)
    await bench.commit_idle(CONFIGS[0])
    for i, k in enumerate(CONFIGS):
        # The next configuration is applied near the end of each one's frames, with the queue as
        # it stands (a commit keeps the queue). It is asked for 40 clocks after it is scheduled,
        # so that the ticks, made ahead, restart at its apply.
        nxt = CONFIGS[i + 1] if i + 1 < len(CONFIGS) else None
        start, clocks, frame, scheduled_at, adapted = bench.decided, 0, None, None, False
        while True:
            # phases: 150 clocks of arrivals faster than departures, 150 slower, then 300 nearly
            # silent, in which the queue goes idle for up to hundreds of microseconds
            phase = [0] * 150 + [1] * 150 + [2] * 300
            filling = phase[clocks % len(phase)] == 0
            if frame is None and rng.random() < (0.9, 0.5, 0.008)[phase[clocks % len(phase)]]:
                n = rng.randrange(64, 1501)
                if rng.random() < 0.1 and 64 <= bench.k.limit - bench.backlog <= 1500:
                    n = bench.k.limit - bench.backlog  # exactly at the limit, unless a packet leaves first
                frame = (n, rng.random() < 0.7, rng.random() < 0.02, rng.random() < 0.02)
            if nxt and scheduled_at is None and bench.decided - start >= FRAMES - 300:
                scheduled_at = clocks  # asked for 40 clocks on, taken in the clock after
                bench.ticks.restart_after(bench.cycle + 41, nxt.cycles_per_us)
            apply = scheduled_at is not None and clocks - scheduled_at >= 40
            # an adaptive update half way: max_p_delta doubled (or a third, near 2^32)
            adapt = None
            if not adapted and bench.decided - start >= FRAMES // 2 and not bench.applying and not bench.busy:
                delta = bench.cfg.max_p_delta
                adapt, adapted = delta * 2 if delta < 1 << 31 else delta // 3, True
            # With gentle on, no frame is taken in the clock an update is asked for, nor in the
            # few before a commit, so that none waits for its gentle test then.
            hold = bench.k.gentle and (adapt is not None or scheduled_at is not None and clocks - scheduled_at >= 34)
            if await bench.clock(None if hold else frame, p_leave=0.45 if filling else 0.95,
                                 apply=nxt if apply else None, adapt=adapt):
                frame = None
            clocks += 1
            if apply or nxt is None and bench.decided - start >= FRAMES:
                break
        dut._log.info("%s: %d frames in %d clocks", label(k), bench.decided - start, clocks)
    dut._log.info("outcomes seen: %s; marks at a negative qcount: %d; frames exactly at the limit: %d",
                  dict(sorted(bench.seen.items())), bench.negative_marks, bench.at_limit)
    # Long idle periods, past scell_max where it is short; then commits while the queue is idle
    # with qavg above 0, and a frame zero to three clocks after the apply, which waits for the
    # refill.
    async def drain():
        while bench.queue or not bench.idle or bench.wait or bench.busy:
            await bench.clock(None, p_leave=1.0)
    for i in range(21):
        for _ in range(60):  # a burst, so that qavg rises
            await bench.clock((1500, True, False, False), p_leave=0.2)
        await drain()
        for _ in range(rng.randrange(100) if i % 2 else rng.randrange(300, 1200)):
            await bench.clock(None)
        while not await bench.clock((1500, True, False, False)):
            pass
        await drain()
        await bench.commit_idle(CONFIGS[i % len(CONFIGS)], frame_after=i % 4)
    dut._log.info("%d decisions; RED decisions from the idle decay: %d %s, %d past scell_max; frames held while "
                  "it was made: %d; %d frames waited in %d refills after commits and %d after adaptive updates; "
                  "%d marks then dropped by the tail test",
                  bench.decided, bench.idle_decided, dict(sorted(bench.idle_kinds.items())), bench.saturated,
                  bench.holds, bench.waits, bench.applies, bench.adapts, bench.tail_marks)
    assert bench.holds >= 100, f"only {bench.holds} frames came in the first clocks of an idle period"
    for kind in ("shifted", "linear", "halved"):
        assert bench.idle_kinds.get(kind, 0) >= 50, f"only {bench.idle_kinds.get(kind, 0)} idle decays were {kind}"
    assert bench.saturated >= 5, f"only {bench.saturated} idle times reached scell_max"
    assert bench.waits >= 40, f"only {bench.waits} frames came while a commit's first draw was made"
    assert bench.adapts == len(CONFIGS), f"{bench.adapts} adaptive updates in {len(CONFIGS)} configurations"
    if COUNT_BITS < 32:
        # The narrowed build's two configurations are for long counts; the full builds reach
        # every outcome.
        assert bench.negative_marks >= 20, f"only {bench.negative_marks} marks at a negative qcount"
    else:
        for want in [("pass", "none"), ("mark", "prob"), ("mark", "forced"), ("drop", "prob"), ("drop", "forced"),
                     ("drop", "tail"), ("drop", "full"), ("drop", "bad")]:
            assert bench.seen.get(want, 0) >= 20, f"the traffic reached {want} only {bench.seen.get(want, 0)} times"
        assert bench.at_limit >= 20, f"only {bench.at_limit} frames filled the queue exactly to the limit"
        assert bench.tail_marks >= 20, f"only {bench.tail_marks} marks were then dropped by the tail test"
    dut._log.info("gentle-band frames decided late: %s; frames offered while one waited: %d",
                  dict(sorted(bench.deferred.items())), bench.gentle_waits)
    for action in ("pass", "mark" if COUNT_BITS == 32 else "drop"):
        assert bench.deferred.get(action, 0) >= 20, f"only {bench.deferred.get(action, 0)} deferred frames were {action}"
    if COUNT_BITS == 32:
        assert bench.deferred.get("drop", 0) >= 20, f"only {bench.deferred.get('drop', 0)} deferred frames were dropped"
    assert bench.stalls == 0, f"{bench.stalls} stalls in {bench.decided} frames: the loop would lose line rate"


@pytest.mark.parametrize("build", ["behavioural", "xcup", "c8"])
def test_decision_loop(build):
    """The behavioural loop, its twin with the UltraScale+ primitives (simulated with the
    project's own models of them), and the behavioural loop with qcount narrowed to 8 bits: all
    must give the model's decisions."""
    gen = runner.ROOT / "hw" / "gen"
    count_bits = 8 if build == "c8" else 32
    if build == "xcup":
        top, sources = "redline_decision_loop_xcup", [gen / "redline_decision_loop_xcup.v",
                                                      runner.ROOT / "sim" / "xilinx_prims.v"]
    else:
        top = "redline_decision_loop" + ("_c8" if build == "c8" else "")
        sources = [gen / f"{top}.v"]
    runner.run("test_decision_loop", 0, toplevel=top, sources=sources, parameters={},
               build_name=f"verilator-decision-loop-{build}", env={"REDLINE_COUNT_BITS": str(count_bits)},
               # The primitives' netlist is large C++ for a short run: g++ -O0 builds it in about
               # 70 s where the default took about 120 s in all (the Corundum block runs longer,
               # and -O0 made it slower).
               extra_build_args=["-CFLAGS", "-O0"] if build == "xcup" else None)
