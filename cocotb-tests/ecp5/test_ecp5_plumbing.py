"""The ECP5 board's plumbing (fpga/ecp5-colorlight/rtl): the asynchronous frame FIFO, the 8/32-bit
width converters, the frame arbiter and the register-bus crossing to AXI-Lite.

- Frame FIFO, 8 and 32 bits, with unrelated clocks (125 MHz writing and 31.25, 40.3 and
  187.5 MHz reading; 31.25 MHz writing and 187.5 MHz reading) and random frames: the DUT's own
  per-frame outcome (its stat pulses, in frame order) must say every bad frame was dropped as
  bad and nothing else was, and the output must be exactly the frames it accepted, byte for
  byte, in order: no frame truncated, merged or duplicated. Frames longer than the RAM are
  always dropped; with a fast reader and frames of at most half the RAM nothing is dropped;
  the exact capacity and the exact s_room threshold are checked with the reader stopped, and a
  writer that waits for s_room loses nothing. The output obeys AXI-Stream under random
  backpressure, a frame has no gap once it has started, and no frame starts before its last
  byte was written (1- and 2-word frames, whose end the reader learns differently, included).
- Width converters: 8->32 and 32->8 alone (byte order, tkeep, tuser placement, one byte per
  clock) and the round trip with backpressure at both ends and in the middle, lengths 1..70.
- Arbiter: both inputs backlogged must alternate frame by frame; with random pauses every frame
  arrives whole, unmixed and in its input's order.
- regbus_cdc + regbus_axil against a cocotbext-axi AxiLiteRam with random pauses at three clock
  ratios: reads return what was written, the address is cut to 12 bits, and each bus
  transaction is exactly one AXI transaction.
- Board registers: random counter reads while the 16 event lines pulse at random (bursts, and
  on every cycle) are exact to the edge; identity words read back.
- Reset synchroniser: its copies set the moment arst rises and all release on the same edge,
  four clocks after arst falls.

Every random choice comes from a seeded random.Random."""
from __future__ import annotations

import itertools
import logging
import os
import random

import pytest

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge, RisingEdge, Timer
from cocotb.utils import get_sim_time
from cocotbext.axi import (AxiLiteBus, AxiLiteRam, AxiStreamBus, AxiStreamFrame, AxiStreamSink,
                           AxiStreamSource)

import runner

from redline.devices import board as boardmap

RTL = runner.ROOT / "fpga" / "ecp5-colorlight" / "rtl"
SIM = runner.ROOT / "fpga" / "ecp5-colorlight" / "sim"
TIMEOUT_MS = 5  # simulated time per test: a hang fails instead of stalling CI


def quiet(*objs) -> None:
    for o in objs:
        o.log.setLevel(logging.WARNING)


def pauses(seed: int, busy: float):
    rng = random.Random(seed)
    while True:
        yield rng.random() < busy


class StreamMonitor:
    """Watches one AXI-Stream port at the falling edges of its clock (the values the next rising
    edge samples). Records every beat as (data, keep, user) and every frame with the times of
    its first and last beat; checks that a valid beat stays, unchanged, until it is taken, and
    (no_gaps) that tvalid does not drop inside a frame once its first beat has been taken.
    Nothing is checked while `rst` is high."""

    def __init__(self, dut, prefix: str, clk, no_gaps: bool = False, rst=None):
        self.clk = clk
        self.rst = rst
        self.sig = {n: getattr(dut, f"{prefix}_{n}") for n in ("tdata", "tvalid", "tready", "tlast")}
        for n in ("tkeep", "tuser"):
            if hasattr(dut, f"{prefix}_{n}"):
                self.sig[n] = getattr(dut, f"{prefix}_{n}")
        self.W = len(self.sig["tdata"]) // 8
        self.no_gaps = no_gaps
        self.frames: list[dict] = []
        self.errors: list[str] = []
        self.cycles = 0
        self.valid_cycles = 0
        self._beats: list[tuple] = []
        self._t0 = None
        cocotb.start_soon(self._run())

    async def _run(self):
        held = None
        while True:
            await FallingEdge(self.clk)
            self.cycles += 1
            s = self.sig
            if self.rst is not None and int(self.rst.value):
                held, self._beats = None, []  # a reset may drop anything
                continue
            v = int(s["tvalid"].value)
            t = get_sim_time("ps")
            if not v:
                if held is not None:
                    self.errors.append(f"tvalid withdrawn before the beat was taken at {t} ps")
                if self.no_gaps and self._beats:
                    self.errors.append(f"gap inside a frame at {t} ps after {len(self._beats)} beats")
                held = None
                continue
            self.valid_cycles += 1
            beat = (int(s["tdata"].value), int(s["tkeep"].value) if "tkeep" in s else 1,
                    int(s["tuser"].value) if "tuser" in s else 0, int(s["tlast"].value))
            if held is not None and beat != held:
                self.errors.append(f"a waiting beat changed at {t} ps: {held} -> {beat}")
            if not int(s["tready"].value):
                held = beat
                continue
            held = None
            if not self._beats:
                self._t0 = t
            self._beats.append(beat[:3])
            if beat[3]:
                self._close(t)

    def _close(self, t):
        data = bytearray()
        for i, (d, k, _) in enumerate(self._beats):
            n = bin(k).count("1")
            if k != (1 << n) - 1 or n == 0 or (i < len(self._beats) - 1 and n != self.W):
                self.errors.append(f"bad tkeep {k:#x} in beat {i} of {len(self._beats)}")
            data += d.to_bytes(self.W, "little")[:n]
        self.frames.append({"data": bytes(data), "beats": list(self._beats), "t_first": self._t0, "t_last": t})
        self._beats = []

    def check(self):
        assert not self.errors, "; ".join(self.errors[:5])


# =============================================================================================
# Asynchronous frame FIFO (toplevel axis_frame_fifo_async)

class FifoTB:
    def __init__(self, dut, s_ps: int, m_ps: int, seed: int, busy: float = 0.0):
        self.dut = dut
        self.W = len(dut.s_axis_tdata) // 8
        self.depth = fifo_depth()
        self.s_ps, self.m_ps = s_ps, m_ps
        cocotb.start_soon(Clock(dut.s_clk, s_ps, unit="ps").start())
        cocotb.start_soon(Clock(dut.m_clk, m_ps, unit="ps").start())
        self.sink = AxiStreamSink(AxiStreamBus.from_prefix(dut, "m_axis"), dut.m_clk, dut.m_rst)
        quiet(self.sink)
        if busy:
            self.sink.set_pause_generator(pauses(seed, busy))
        self.mon = StreamMonitor(dut, "m_axis", dut.m_clk, no_gaps=True, rst=dut.m_rst)
        self.outcomes: list[str] = []  # per input frame, in order: "ok", "full" or "bad"
        self.tlast_ps: list[int] = []  # when each frame's tlast beat was presented
        for s in ("s_axis_tvalid", "s_axis_tlast", "s_axis_tuser", "s_axis_tdata", "s_axis_tkeep"):
            getattr(dut, s).value = 0
        cocotb.start_soon(self._stats())

    async def reset(self):
        """Both resets together (the FIFO's documented assumption), released at each side's
        own falling edge; the bookkeeping starts afresh."""
        d = self.dut
        d.s_rst.value = 1
        d.m_rst.value = 1
        await Timer(10 * max(self.s_ps, self.m_ps), unit="ps")
        self.outcomes, self.tlast_ps = [], []
        self.mon.frames.clear()
        await FallingEdge(d.s_clk)
        d.s_rst.value = 0
        await FallingEdge(d.m_clk)
        d.m_rst.value = 0

    async def _stats(self):
        d = self.dut
        while True:
            await FallingEdge(d.s_clk)
            if int(d.s_rst.value):
                continue
            fin, full, bad = int(d.stat_frame_in.value), int(d.stat_drop_full.value), int(d.stat_drop_bad.value)
            assert full + bad <= fin, "a drop pulse without its frame_in pulse"
            if fin:
                self.outcomes.append("full" if full else "bad" if bad else "ok")

    async def write(self, frames, rng: random.Random, p_gap: float = 0.0, p_idle: float = 0.0,
                    p_mid_user: float = 0.0, wait_room: bool = False):
        """frames: (data, bad). A gap (tvalid low) comes before a beat with probability p_gap,
        an idle cycle between frames with probability p_idle (repeatedly); good frames carry
        tuser = 1 on non-last beats with probability p_mid_user (which must not drop them).
        wait_room: a frame starts only in a cycle in which s_room is 1, like the board's TM
        output."""
        d, W = self.dut, self.W
        for data, bad in frames:
            beats = [data[i:i + W] for i in range(0, len(data), W)]
            while rng.random() < p_idle:
                await FallingEdge(d.s_clk)
                d.s_axis_tvalid.value = 0
            for i, chunk in enumerate(beats):
                while i and rng.random() < p_gap:
                    await FallingEdge(d.s_clk)
                    d.s_axis_tvalid.value = 0
                await FallingEdge(d.s_clk)
                while wait_room and i == 0 and not int(d.s_room.value):
                    d.s_axis_tvalid.value = 0
                    await FallingEdge(d.s_clk)
                last = i == len(beats) - 1
                d.s_axis_tdata.value = int.from_bytes(chunk.ljust(W, b"\0"), "little")
                d.s_axis_tkeep.value = (1 << len(chunk)) - 1
                d.s_axis_tlast.value = int(last)
                d.s_axis_tuser.value = int(bad) if last else int(rng.random() < p_mid_user)
                d.s_axis_tvalid.value = 1
                if last:
                    self.tlast_ps.append(get_sim_time("ps"))
        await FallingEdge(d.s_clk)
        d.s_axis_tvalid.value = 0
        d.s_axis_tlast.value = 0
        d.s_axis_tuser.value = 0

    async def finish(self, frames, settle_cycles: int = 200):
        """Wait until the stat pulses of every frame and the frames the FIFO accepted have come
        out, then check outcomes, contents, order and timing."""
        d = self.dut
        for _ in range(100):
            if len(self.outcomes) >= len(frames):
                break
            await FallingEdge(d.s_clk)
        assert len(self.outcomes) == len(frames), f"{len(self.outcomes)} frame ends counted, {len(frames)} sent"
        want = [i for i, o in enumerate(self.outcomes) if o == "ok"]
        for _ in range(4 * self.depth + 1000):  # the reader's backlog is at most a RAM
            if len(self.mon.frames) >= len(want):
                break
            await FallingEdge(d.m_clk)
        await ClockCycles(d.m_clk, settle_cycles)
        self.mon.check()
        for i, ((data, bad), o) in enumerate(zip(frames, self.outcomes)):
            assert (o == "bad") == bad, f"frame {i} ({len(data)} bytes, bad={bad}) had outcome {o}"
            if -(-len(data) // self.W) > self.depth:
                assert o != "ok", f"frame {i} of {len(data)} bytes does not fit the RAM but was accepted"
        got = self.mon.frames
        assert len(got) == len(want), f"{len(got)} frames out, {len(want)} accepted"
        for n, (i, g) in enumerate(zip(want, got)):
            assert g["data"] == frames[i][0], \
                f"output frame {n} is not input frame {i}: {len(g['data'])} bytes vs {len(frames[i][0])}"
            assert g["t_first"] > self.tlast_ps[i] + self.s_ps // 2, \
                f"frame {i} started leaving at {g['t_first']} ps before its tlast was written"
        assert int(d.m_axis_tvalid.value) == 0
        return {o: self.outcomes.count(o) for o in ("ok", "full", "bad")}


def fifo_depth() -> int:
    """RAM words of the build under test (ADDR_WIDTH, passed by the pytest entry point)."""
    return 1 << int(os.environ["ECP5_FIFO_ADDR_WIDTH"])


def fifo_room() -> int:
    """ROOM_WORDS of the build under test."""
    return int(os.environ["ECP5_FIFO_ROOM_WORDS"])


def random_frames(rng: random.Random, n: int, max_len: int, p_bad: float = 0.15, p_huge: float = 0.03):
    """n frames of 1..max_len bytes (a few up to twice that); each starts with its index so that
    any mix-up shows. bad = tuser on the last beat."""
    out = []
    for i in range(n):
        r = rng.random()
        length = rng.randint(max_len, 2 * max_len) if r < p_huge else \
            rng.randint(1, 8) if r < 0.25 else rng.randint(1, max_len)
        body = i.to_bytes(4, "big") + rng.randbytes(max(0, length - 4))
        out.append((body[:length], rng.random() < p_bad))
    return out


async def fifo_random(dut, s_ps: int, m_ps: int, seed: int, busy: float, n: int = 220,
                      p_gap: float = 0.05, p_idle: float = 0.3):
    rng = random.Random(seed)
    tb = FifoTB(dut, s_ps, m_ps, seed + 1, busy)
    await tb.reset()
    cap = fifo_depth() * tb.W
    frames = random_frames(rng, n, cap * 3 // 4)
    await tb.write(frames, rng, p_gap=p_gap, p_idle=p_idle, p_mid_user=0.1)
    res = await tb.finish(frames)
    dut._log.info("%s", res)
    return res


@cocotb.test(timeout_time=TIMEOUT_MS * 4, timeout_unit="ms")
async def fifo_slow_reader(dut):
    """125 MHz in, 31.25 MHz out with 30 % backpressure: the FIFO overflows often."""
    res = await fifo_random(dut, 8000, 32000, seed=101, busy=0.3)
    assert res["full"] >= 20 and res["ok"] >= 40, res


@cocotb.test(timeout_time=TIMEOUT_MS * 4, timeout_unit="ms")
async def fifo_odd_reader(dut):
    """125 MHz in, 40.3 MHz out (no simple ratio) with 20 % backpressure."""
    res = await fifo_random(dut, 8000, 24814, seed=202, busy=0.2)
    assert res["full"] >= 5 and res["ok"] >= 60, res


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def fifo_fast_reader_backpressure(dut):
    """125 MHz in, 187.5 MHz out but stalled 75 % of the time, so it still overflows."""
    res = await fifo_random(dut, 8000, 5334, seed=303, busy=0.75)
    assert res["full"] >= 5, res


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def fifo_fast_reader_no_drop(dut):
    """125 MHz in back to back, 187.5 MHz out, always ready, frames of at most half the RAM:
    the reader keeps up, so not one good frame may be dropped."""
    rng = random.Random(404)
    tb = FifoTB(dut, 8000, 5334, 405)
    await tb.reset()
    frames = random_frames(rng, 200, fifo_depth() * tb.W // 2, p_huge=0.0)
    await tb.write(frames, rng, p_mid_user=0.1)
    res = await tb.finish(frames)
    assert res["full"] == 0 and res["bad"] == sum(b for _, b in frames), res


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def fifo_capacity(dut):
    """Reader stopped, 40.3 MHz: the RAM holds exactly 2^ADDR_WIDTH words. DEPTH+1 words are
    dropped whole, DEPTH words fit; once the reader has taken the first 2 words into its
    output stage (the RAM output register and m_axis) 2 words are free again: a 3-word frame
    is dropped, a 2-word one fits, then a 1-word one is dropped. A bad frame that is also too
    big counts as bad. Then the reader runs and exactly the two accepted frames come out."""
    rng = random.Random(505)
    tb = FifoTB(dut, 8000, 24814, 506)
    tb.sink.pause = True
    await tb.reset()
    D, W = fifo_depth(), tb.W

    def f(words, tag, bad=False):
        return (bytes([tag]) + rng.randbytes(words * W - 1), bad)

    seq = [f(D + 1, 1), f(D, 2), f(3, 3), f(2, 4), f(1, 5), f(D + 5, 6, bad=True)]
    for fr in seq:
        await tb.write([fr], rng)
        await ClockCycles(dut.s_clk, 40)  # the read side prefetches and its pointer comes back
    assert tb.outcomes == ["full", "ok", "full", "ok", "full", "bad"], tb.outcomes
    assert len(tb.mon.frames) == 0 and int(dut.m_axis_tvalid.value) == 1
    tb.sink.pause = False
    res = await tb.finish(seq)
    assert res == {"ok": 2, "full": 3, "bad": 1}, res


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def fifo_reset_then_traffic(dut):
    """Both sides reset together with frames queued and the writer in the middle of a frame:
    afterwards nothing from before comes out, and the frames written after it all arrive."""
    rng = random.Random(606)
    tb = FifoTB(dut, 8000, 5334, 607)
    tb.sink.pause = True
    await tb.reset()
    W = tb.W
    await tb.write([(bytes([0xEE]) * (10 * W), False) for _ in range(3)], rng)
    for _ in range(5):  # half a frame, then reset
        await FallingEdge(dut.s_clk)
        dut.s_axis_tdata.value = 0xEE
        dut.s_axis_tkeep.value = (1 << W) - 1
        dut.s_axis_tlast.value = 0
        dut.s_axis_tvalid.value = 1
    await FallingEdge(dut.s_clk)
    dut.s_axis_tvalid.value = 0
    assert tb.outcomes == ["ok"] * 3 and int(dut.m_axis_tvalid.value) == 1
    await tb.reset()
    tb.sink.pause = False
    await ClockCycles(dut.m_clk, 50)
    assert len(tb.mon.frames) == 0 and int(dut.m_axis_tvalid.value) == 0, "data survived the reset"
    frames = random_frames(rng, 60, fifo_depth() * W // 2, p_huge=0.0)
    await tb.write(frames, rng, p_gap=0.05)
    res = await tb.finish(frames)
    assert res["full"] == 0, res


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def fifo_room_exact(dut):
    """Reader stopped: frames of exactly ROOM_WORDS words, back to back, each started in the
    first cycle in which s_room is 1. Every one fits, and exactly as many are let in as fit:
    floor((2^ADDR_WIDTH + 2) / ROOM_WORDS), the 2 being the words the stopped reader has
    taken into its output stage. (The builds pick ROOM_WORDS so that a one-word error either
    way changes that count.) When the reader runs again, they all come out and s_room returns."""
    rng = random.Random(541)
    tb = FifoTB(dut, 8000, 5334, 542)  # a fast reader: its pointer is back before the next decision
    tb.sink.pause = True
    await tb.reset()
    D, R, W = fifo_depth(), fifo_room(), tb.W
    await ClockCycles(dut.s_clk, 20)
    assert int(dut.s_room.value) == 1, "an empty FIFO must have room"
    k, idle = 0, 0
    await FallingEdge(dut.s_clk)
    while idle < 200:
        if not int(dut.s_room.value):
            dut.s_axis_tvalid.value = 0
            idle += 1
            await FallingEdge(dut.s_clk)
            continue
        idle = 0
        for b in range(R):  # the first beat goes out in this cycle, as the board's TM does
            if b:
                await FallingEdge(dut.s_clk)
            dut.s_axis_tdata.value = k if b == 0 else rng.getrandbits(8 * W)
            dut.s_axis_tkeep.value = (1 << W) - 1
            dut.s_axis_tlast.value = int(b == R - 1)
            dut.s_axis_tuser.value = 0
            dut.s_axis_tvalid.value = 1
        k += 1
        assert k < 100
        await FallingEdge(dut.s_clk)  # the next frame may start in the very next cycle
    assert tb.outcomes == ["ok"] * k, tb.outcomes
    assert k == (D + 2) // R, f"{k} frames of {R} words let in, {(D + 2) // R} fit"
    tb.sink.pause = False
    for _ in range(4 * D):
        if len(tb.mon.frames) == k:
            break
        await FallingEdge(dut.m_clk)
    tb.mon.check()
    assert [(len(g["data"]), g["data"][0]) for g in tb.mon.frames] == [(R * W, i) for i in range(k)]
    await ClockCycles(dut.s_clk, 40)
    assert int(dut.s_room.value) == 1


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def fifo_short_frames_fast_reader(dut):
    """1- and 2-word frames (where the read side cannot use next_last) between long frames
    written with many gaps, 31.25 MHz in and 187.5 MHz out: the reader is idle and waiting
    whenever a frame is committed, so reading a word too early (before its frame is committed,
    or before its tlast word is in the RAM) shows as a frame that starts leaving before its tlast
    was written, or as wrong bytes."""
    rng = random.Random(561)
    tb = FifoTB(dut, 32000, 5334, 562)
    await tb.reset()
    W = tb.W
    frames = []
    for i in range(90):
        n = [1, 2, rng.randint(3, 24)][i % 3] * W - rng.randrange(W)
        frames.append(((bytes([i]) + rng.randbytes(n))[:n], rng.random() < 0.1))
    await tb.write(frames, rng, p_gap=0.5, p_idle=0.3)
    res = await tb.finish(frames)
    assert res["full"] == 0, res


@cocotb.test(timeout_time=TIMEOUT_MS * 2, timeout_unit="ms")
async def fifo_room_paced_writer(dut):
    """A writer that starts a frame only while s_room is 1 (the board's TM output), frames of up
    to ROOM_WORDS words (a third exactly that), back to back, against a slow reader at 31.25 MHz
    with 30 % backpressure: not one frame may be dropped, and all arrive intact."""
    rng = random.Random(551)
    tb = FifoTB(dut, 8000, 32000, 552, busy=0.3)
    await tb.reset()
    R, W = fifo_room(), tb.W
    frames = []
    for i in range(120):
        n = R * W if rng.random() < 0.35 else rng.randint(1, R * W)
        frames.append(((i.to_bytes(4, "big") + rng.randbytes(n))[:n], False))
    await tb.write(frames, rng, wait_room=True)
    res = await tb.finish(frames)
    assert res == {"ok": 120, "full": 0, "bad": 0}, res


@cocotb.test(timeout_time=TIMEOUT_MS * 2, timeout_unit="ms")
async def fifo_reader_stall_patterns(dut):
    """The read side's two stages in the block RAM (read latch, then the output register that
    drives m_axis) under periodic backpressure: for each pattern of m_axis_tready (every other
    cycle, one cycle in three, single and double stalls, ...), frames of 1 to 9 words, first
    all written before the reader starts, then written while it runs (187.5 MHz reading):
    every frame arrives intact and in order, none has a gap, and nothing is dropped."""
    rng = random.Random(571)
    tb = FifoTB(dut, 8000, 5334, 572)
    D, W = fifo_depth(), tb.W
    patterns = [(1, 0), (0, 1), (0, 0, 1), (0, 1, 1), (1, 0, 0, 0), (0, 0, 0, 1, 1), (0, 1, 0, 0, 1, 1, 1)]
    for pat in patterns:   # 1 = tready low
        for preload in (True, False):
            tb.sink.set_pause_generator(None)
            tb.sink.pause = preload
            await tb.reset()
            frames, words = [], 0
            while True:
                n = rng.randint(1, 9)
                if words + n > D:
                    break
                words += n
                size = n * W - rng.randrange(W)
                frames.append(((bytes([len(frames)]) + rng.randbytes(size))[:size], False))
            if preload:
                await tb.write(frames, rng)
                await ClockCycles(dut.m_clk, 40)
            tb.sink.set_pause_generator(itertools.cycle([bool(x) for x in pat]))
            if not preload:
                await tb.write(frames, rng)
            res = await tb.finish(frames, settle_cycles=20)
            assert res == {"ok": len(frames), "full": 0, "bad": 0}, (pat, preload, res)


# =============================================================================================
# Width converters (toplevel tb_ecp5_width)

def width_bytes() -> int:
    """Bytes per wide word of the build under test (BYTES, passed by the pytest entry point)."""
    return int(os.environ["ECP5_WIDTH_BYTES"])


def up_expect(data: bytes, users: list[int]) -> list[tuple]:
    """(keep, user) per wide word: user is the OR of its bytes' tuser."""
    nb = width_bytes()
    out = []
    for i in range(0, len(data), nb):
        n = min(nb, len(data) - i)
        out.append(((1 << n) - 1, int(any(users[i:i + n]))))
    return out


def down_users(data: bytes, word_users: list[int]) -> list[int]:
    """Per output byte: the word's tuser on its last byte, 0 elsewhere."""
    nb = width_bytes()
    out = []
    for w, i in enumerate(range(0, len(data), nb)):
        n = min(nb, len(data) - i)
        out += [0] * (n - 1) + [word_users[w]]
    return out


class WidthTB:
    def __init__(self, dut):
        self.dut = dut
        cocotb.start_soon(Clock(dut.clk, 8, unit="ns").start())
        dut.mid_stall.value = 0
        self.src, self.snk, self.mon = {}, {}, {}
        for p in ("up", "dn", "rt"):
            self.src[p] = AxiStreamSource(AxiStreamBus.from_prefix(dut, f"{p}_s_axis"), dut.clk, dut.rst)
            self.snk[p] = AxiStreamSink(AxiStreamBus.from_prefix(dut, f"{p}_m_axis"), dut.clk, dut.rst)
            self.mon[p] = StreamMonitor(dut, f"{p}_m_axis", dut.clk)
            quiet(self.src[p], self.snk[p])

    async def reset(self):
        self.dut.rst.value = 1
        await ClockCycles(self.dut.clk, 5)
        self.dut.rst.value = 0
        await ClockCycles(self.dut.clk, 2)

    async def wait_frames(self, p: str, n: int, limit: int = 200_000):
        for _ in range(limit):
            if len(self.mon[p].frames) >= n:
                return
            await FallingEdge(self.dut.clk)
        raise AssertionError(f"{p}: {len(self.mon[p].frames)} of {n} frames after {limit} cycles")


def lengths(rng: random.Random, reps: int) -> list[int]:
    ls = [n for n in range(1, 71) for _ in range(reps)]
    rng.shuffle(ls)
    return ls


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def width_up_packs(dut):
    """8 -> 8 x BYTES: lengths 1..70 with random pauses on both sides and random per-byte tuser. Each
    word is little-endian (first byte in tdata[7:0]), tkeep is F except a contiguous last one,
    tuser is the OR of the word's bytes."""
    tb = WidthTB(dut)
    await tb.reset()
    rng = random.Random(701)
    tb.src["up"].set_pause_generator(pauses(702, 0.3))
    tb.snk["up"].set_pause_generator(pauses(703, 0.4))
    sent = []
    for n in lengths(rng, 2):
        data = rng.randbytes(n)
        users = [int(rng.random() < 0.1) for _ in range(n)]
        sent.append((data, users))
        tb.src["up"].send_nowait(AxiStreamFrame(data, tuser=users))
    await tb.wait_frames("up", len(sent))
    tb.mon["up"].check()
    for (data, users), g in zip(sent, tb.mon["up"].frames):
        assert g["data"] == data
        assert [(k, u) for _, k, u in g["beats"]] == up_expect(data, users)


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def width_down_unpacks(dut):
    """8 x BYTES -> 8: lengths 1..70 (tkeep on the last word), random pauses, a random tuser per word:
    bytes leave in order, tuser only on the last byte of a word that had it, tlast on the
    frame's last byte."""
    tb = WidthTB(dut)
    await tb.reset()
    rng = random.Random(711)
    tb.src["dn"].set_pause_generator(pauses(712, 0.3))
    tb.snk["dn"].set_pause_generator(pauses(713, 0.3))
    sent = []
    for n in lengths(rng, 2):
        data = rng.randbytes(n)
        nb = width_bytes()
        wu = [int(rng.random() < 0.2) for _ in range(-(-n // nb))]
        sent.append((data, wu))
        tb.src["dn"].send_nowait(AxiStreamFrame(data, tuser=[wu[i // nb] for i in range(n)]))
    await tb.wait_frames("dn", len(sent))
    tb.mon["dn"].check()
    for (data, wu), g in zip(sent, tb.mon["dn"].frames):
        assert g["data"] == data
        assert [u for _, _, u in g["beats"]] == down_users(data, wu)


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def width_full_rate(dut):
    """No pauses: the packer takes one byte per clock and the unpacker sends one byte per clock,
    across frame boundaries (frames back to back: as many valid output cycles as bytes, with
    no idle cycle from the first byte to the last)."""
    tb = WidthTB(dut)
    await tb.reset()
    rng = random.Random(721)
    total = 0
    for n in lengths(rng, 1)[:30]:
        data = rng.randbytes(n)
        total += n
        tb.src["dn"].send_nowait(AxiStreamFrame(data))
        tb.src["up"].send_nowait(AxiStreamFrame(data))
    # An 8-bit beat waiting at the packer's input would mean it is not taking a byte per clock.
    stalls = 0
    while len(tb.mon["dn"].frames) < 30 or len(tb.mon["up"].frames) < 30:
        await FallingEdge(dut.clk)
        if int(dut.up_s_axis_tvalid.value) and not int(dut.up_s_axis_tready.value):
            stalls += 1
    tb.mon["dn"].check()
    tb.mon["up"].check()
    assert stalls == 0, f"the packer stalled its input {stalls} times"
    assert tb.mon["dn"].valid_cycles == total, (tb.mon["dn"].valid_cycles, total)
    t0, t1 = tb.mon["dn"].frames[0]["t_first"], tb.mon["dn"].frames[-1]["t_last"]
    assert (t1 - t0) // 8000 + 1 == total, f"{total} bytes took {(t1 - t0) // 8000 + 1} cycles"


@cocotb.test(timeout_time=TIMEOUT_MS * 2, timeout_unit="ms")
async def width_round_trip(dut):
    """8 -> 8 x BYTES -> 8 with random pauses at the source, in the middle (mid_stall) and at the sink:
    every frame of 1..70 bytes comes back byte-exact, with tuser where the round trip puts it
    (the last byte of the BYTES-byte group that had it)."""
    tb = WidthTB(dut)
    await tb.reset()
    rng = random.Random(731)
    tb.src["rt"].set_pause_generator(pauses(732, 0.25))
    tb.snk["rt"].set_pause_generator(pauses(733, 0.35))

    async def stall():
        r = random.Random(734)
        while True:
            await FallingEdge(dut.clk)
            dut.mid_stall.value = int(r.random() < 0.3)

    cocotb.start_soon(stall())
    sent = []
    for n in lengths(rng, 3):
        data = rng.randbytes(n)
        users = [int(rng.random() < 0.05) for _ in range(n)]
        sent.append((data, users))
        tb.src["rt"].send_nowait(AxiStreamFrame(data, tuser=users))
    await tb.wait_frames("rt", len(sent))
    tb.mon["rt"].check()
    for (data, users), g in zip(sent, tb.mon["rt"].frames):
        assert g["data"] == data
        wu = [u for _, u in up_expect(data, users)]
        assert [u for _, _, u in g["beats"]] == down_users(data, wu)


# =============================================================================================
# Frame arbiter (toplevel axis_frame_arbiter)

class ArbTB:
    def __init__(self, dut):
        self.dut = dut
        cocotb.start_soon(Clock(dut.clk, 8, unit="ns").start())
        self.src = [AxiStreamSource(AxiStreamBus.from_prefix(dut, f"s{i}_axis"), dut.clk, dut.rst) for i in (0, 1)]
        self.snk = AxiStreamSink(AxiStreamBus.from_prefix(dut, "m_axis"), dut.clk, dut.rst)
        quiet(*self.src, self.snk)

    async def reset(self):
        self.dut.rst.value = 1
        await ClockCycles(self.dut.clk, 5)
        self.dut.rst.value = 0
        await ClockCycles(self.dut.clk, 2)


def arb_frame(rng: random.Random, src: int, seq: int, n: int) -> bytes:
    return (bytes([0xA0 + src, seq & 255]) + rng.randbytes(max(0, n - 2)))[:n]


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def arbiter_round_robin(dut):
    """Both inputs backlogged, no pauses: the output alternates 0, 1, 0, 1 ... frame by frame,
    every frame whole and gapless."""
    tb = ArbTB(dut)
    await tb.reset()
    mon = StreamMonitor(dut, "m_axis", dut.clk, no_gaps=True)
    rng = random.Random(801)
    sent = [[], []]
    for k in range(30):
        for s in (0, 1):
            data = arb_frame(rng, s, k, rng.randint(1, 80))
            sent[s].append(data)
            tb.src[s].send_nowait(AxiStreamFrame(data))
    while len(mon.frames) < 60:
        await FallingEdge(dut.clk)
    mon.check()
    order = [g["data"][0] - 0xA0 for g in mon.frames]
    assert order == [0, 1] * 30, order
    assert [g["data"] for g in mon.frames] == [x for pair in zip(*sent) for x in pair]


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def arbiter_random(dut):
    """Random lengths and pauses on both inputs and the output, tuser on some frames: every
    frame arrives exactly once, whole and unmixed, each input's frames in order, tuser kept."""
    tb = ArbTB(dut)
    await tb.reset()
    mon = StreamMonitor(dut, "m_axis", dut.clk)
    rng = random.Random(811)
    for s in (0, 1):
        tb.src[s].set_pause_generator(pauses(812 + s, 0.4 if s else 0.2))
    tb.snk.set_pause_generator(pauses(814, 0.3))
    sent = [[], []]
    for k in range(80):
        for s in (0, 1):
            if rng.random() < (0.8 if s == 0 else 0.5):
                data = arb_frame(rng, s, k, rng.randint(1, 70))
                user = int(rng.random() < 0.2)
                sent[s].append((data, user))
                tb.src[s].send_nowait(AxiStreamFrame(data, tuser=[0] * (len(data) - 1) + [user]))
    total = len(sent[0]) + len(sent[1])
    for _ in range(100_000):
        if len(mon.frames) >= total:
            break
        await FallingEdge(dut.clk)
    await ClockCycles(dut.clk, 50)
    mon.check()
    assert len(mon.frames) == total, (len(mon.frames), total)
    pos = [0, 0]
    for g in mon.frames:
        s = g["data"][0] - 0xA0
        assert s in (0, 1) and pos[s] < len(sent[s]), f"unknown frame {g['data'][:4].hex()}"
        data, user = sent[s][pos[s]]
        assert g["data"] == data, f"input {s} frame {pos[s]} mixed or cut"
        assert [u for _, _, u in g["beats"]][-1] == user
        pos[s] += 1
    assert pos == [len(sent[0]), len(sent[1])]


# =============================================================================================
# Register bus: regbus_cdc + regbus_axil (toplevel tb_ecp5_regbus)

class RegbusTB:
    def __init__(self, dut, a_ps: int, b_ps: int, seed: int):
        self.dut = dut
        self.a_ps, self.b_ps = a_ps, b_ps
        cocotb.start_soon(Clock(dut.a_clk, a_ps, unit="ps").start())
        cocotb.start_soon(Clock(dut.b_clk, b_ps, unit="ps").start())
        self.ram = AxiLiteRam(AxiLiteBus.from_prefix(dut, "m_axil"), dut.b_clk, dut.b_rst, size=4096)
        quiet(self.ram.write_if, self.ram.read_if)
        for i, ch in enumerate((self.ram.write_if.aw_channel, self.ram.write_if.w_channel,
                                self.ram.write_if.b_channel, self.ram.read_if.ar_channel,
                                self.ram.read_if.r_channel)):
            ch.set_pause_generator(pauses(seed + i, 0.4))
        dut.a_req.value = 0
        dut.a_we.value = 0
        dut.a_addr.value = 0
        dut.a_wdata.value = 0
        self.counts = {"b_ack": 0, "aw": 0, "w": 0, "ar": 0, "r": 0, "b": 0}
        self.errors: list[str] = []

    async def reset(self):
        d = self.dut
        d.a_rst.value = 1
        d.b_rst.value = 1
        await Timer(10 * max(self.a_ps, self.b_ps), unit="ps")
        await FallingEdge(d.a_clk)
        d.a_rst.value = 0
        await FallingEdge(d.b_clk)
        d.b_rst.value = 0
        cocotb.start_soon(self._watch_b())

    async def _watch_b(self):
        """The B-side bus holds req and its values until ack, and every bus transaction is one
        AXI transaction; count the AXI handshakes."""
        d = self.dut
        held = None
        while True:
            await FallingEdge(d.b_clk)
            for name, v, r in (("aw", d.m_axil_awvalid, d.m_axil_awready), ("w", d.m_axil_wvalid, d.m_axil_wready),
                               ("b", d.m_axil_bvalid, d.m_axil_bready), ("ar", d.m_axil_arvalid, d.m_axil_arready),
                               ("r", d.m_axil_rvalid, d.m_axil_rready)):
                if int(v.value) and int(r.value):
                    self.counts[name] += 1
            if int(d.b_ack.value):
                self.counts["b_ack"] += 1
            req = int(d.b_req.value)
            vals = (int(d.b_we.value), int(d.b_addr.value), int(d.b_wdata.value))
            if held is not None and (not req or vals != held):
                self.errors.append("b_req dropped or its values changed before b_ack")
            held = vals if req and not int(d.b_ack.value) else None

    async def xact(self, we: int, addr: int, wdata: int = 0, registered: bool = False) -> int:
        """One bus transaction from the A side; returns rdata. req goes up at this falling edge.
        A combinational master drops it (or the caller starts the next transaction) at the
        falling edge at which ack is seen; a registered master (registered=True) reacts to
        ack one edge later, so req and its values are still up in the ack cycle, which the
        crossing must not take for a new transaction."""
        d = self.dut
        d.a_req.value = 1
        d.a_we.value = we
        d.a_addr.value = addr
        d.a_wdata.value = wdata
        for _ in range(2000):
            await FallingEdge(d.a_clk)
            if int(d.a_ack.value):
                rdata = int(d.a_rdata.value)
                if registered:
                    await FallingEdge(d.a_clk)
                d.a_req.value = 0
                return rdata
        raise AssertionError(f"no ack for {'write' if we else 'read'} {addr:#06x}")


async def regbus_run(dut, a_ps: int, b_ps: int, seed: int):
    tb = RegbusTB(dut, a_ps, b_ps, seed)
    await tb.reset()
    rng = random.Random(seed)
    model: dict[int, int] = {}
    n_w = n_r = 0
    slots = rng.sample(range(1024), 48)
    for k in range(160):
        if k < 48 or rng.random() < 0.4:
            a = slots[k] if k < 48 else rng.choice(slots)
            v = rng.getrandbits(32)
            # upper address bits are the board decoder's: regbus_axil ignores them
            await tb.xact(1, (rng.getrandbits(4) << 12) | (a << 2), v, registered=rng.random() < 0.5)
            model[a] = v
            n_w += 1
        else:
            a = rng.choice(slots)
            got = await tb.xact(0, (rng.getrandbits(4) << 12) | (a << 2), registered=rng.random() < 0.5)
            assert got == model[a], f"read {a << 2:#05x}: {got:#010x}, want {model[a]:#010x}"
            n_r += 1
        if rng.random() < 0.5:  # otherwise back to back: req stays up into the next one
            await ClockCycles(dut.a_clk, rng.randint(1, 4))
    await ClockCycles(dut.b_clk, 20)
    for a, v in model.items():
        assert tb.ram.read_dword(a << 2) == v, f"RAM at {a << 2:#05x}"
    assert not tb.errors, tb.errors[:3]
    c = tb.counts
    assert c["b_ack"] == n_w + n_r and c["aw"] == c["w"] == c["b"] == n_w and c["ar"] == c["r"] == n_r, \
        (c, n_w, n_r)


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def regbus_a_faster(dut):
    """A at 125 MHz, B at 41.7 MHz."""
    await regbus_run(dut, 8000, 23976, seed=901)


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def regbus_a_slower(dut):
    """A at 25 MHz, B at 125 MHz (the TM's clock)."""
    await regbus_run(dut, 40000, 8000, seed=902)


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def regbus_random_ratio(dut):
    """Both clocks drawn at random (seeded) between 20 and 200 MHz."""
    r = random.Random(903)
    await regbus_run(dut, 2 * r.randint(2500, 25000), 2 * r.randint(2500, 25000), seed=904)


# =============================================================================================
# =============================================================================================
# Register slice (toplevel axis_reg_slice)

class SliceTB:
    def __init__(self, dut):
        self.dut = dut
        self.W = len(dut.s_axis_tdata) // 8
        cocotb.start_soon(Clock(dut.clk, 8, unit="ns").start())
        self.src = AxiStreamSource(AxiStreamBus.from_prefix(dut, "s_axis"), dut.clk, dut.rst)
        self.snk = AxiStreamSink(AxiStreamBus.from_prefix(dut, "m_axis"), dut.clk, dut.rst)
        self.mon = StreamMonitor(dut, "m_axis", dut.clk)
        quiet(self.src, self.snk)

    async def reset(self):
        self.dut.rst.value = 1
        await ClockCycles(self.dut.clk, 5)
        self.dut.rst.value = 0
        await ClockCycles(self.dut.clk, 2)

    def send(self, rng: random.Random, n: int, p_user: float) -> list[tuple]:
        """n frames of 1..6 beats; tuser at random per beat (the same on each byte of a beat)."""
        sent = []
        for _ in range(n):
            data = rng.randbytes(rng.randint(1, 6 * self.W))
            beats = -(-len(data) // self.W)
            users = [int(rng.random() < p_user) for _ in range(beats)]
            sent.append((data, users))
            self.src.send_nowait(AxiStreamFrame(data, tuser=[users[i // self.W] for i in range(len(data))]))
        return sent

    async def wait_frames(self, n: int, limit: int = 100_000):
        for _ in range(limit):
            if len(self.mon.frames) >= n:
                return
            await FallingEdge(self.dut.clk)
        raise AssertionError(f"{len(self.mon.frames)} of {n} frames after {limit} cycles")


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def slice_random_stalls(dut):
    """Random pauses at both sides: every beat comes out once, in order, unchanged (data, keep,
    tlast, tuser), and a waiting output beat is never withdrawn or changed."""
    tb = SliceTB(dut)
    await tb.reset()
    rng = random.Random(801)
    tb.src.set_pause_generator(pauses(802, 0.3))
    tb.snk.set_pause_generator(pauses(803, 0.5))
    sent = tb.send(rng, 300, 0.2)
    await tb.wait_frames(len(sent))
    tb.mon.check()
    assert len(tb.mon.frames) == len(sent)
    for (data, users), g in zip(sent, tb.mon.frames):
        assert g["data"] == data
        assert [u for _, _, u in g["beats"]] == users


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def slice_full_rate(dut):
    """No pauses: one beat per clock through the slice, frames back to back (as many cycles from
    the first output beat to the last as there are beats)."""
    tb = SliceTB(dut)
    await tb.reset()
    sent = tb.send(random.Random(811), 100, 0.0)
    beats = sum(-(-len(d) // tb.W) for d, _ in sent)
    await tb.wait_frames(len(sent))
    tb.mon.check()
    assert [g["data"] for g in tb.mon.frames] == [d for d, _ in sent]
    t0, t1 = tb.mon.frames[0]["t_first"], tb.mon.frames[-1]["t_last"]
    assert (t1 - t0) // 8000 + 1 == beats, f"{beats} beats took {(t1 - t0) // 8000 + 1} cycles"


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def slice_tready_is_registered(dut):
    """s_axis_tready changes only at clock edges: it does not follow m_axis_tready within a
    cycle (which is the point of the slice)."""
    tb = SliceTB(dut)
    await tb.reset()
    tb.src.set_pause_generator(pauses(821, 0.2))
    tb.snk.set_pause_generator(pauses(822, 0.5))
    tb.send(random.Random(823), 40, 0.0)
    changes = 0
    for _ in range(400):
        await FallingEdge(dut.clk)
        before = int(dut.s_axis_tready.value)
        dut.m_axis_tready.value = 1 - int(dut.m_axis_tready.value)   # flip it between edges
        await Timer(1, "ns")
        changes += int(dut.s_axis_tready.value) != before
        dut.m_axis_tready.value = 1 - int(dut.m_axis_tready.value)
    assert changes == 0, f"s_axis_tready followed m_axis_tready {changes} times"


# =============================================================================================
# Reset synchroniser (toplevel reset_sync, COPIES copies)

async def rst_copies(dut) -> list[int]:
    await Timer(1, "ns")
    v = int(dut.rst.value)
    return [(v >> i) & 1 for i in range(len(dut.rst))]


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def reset_releases_on_one_edge(dut):
    """arst dropped between edges: every copy stays set for three rising edges (the
    synchroniser) and the copy stage, then all copies release together at the fourth."""
    cocotb.start_soon(Clock(dut.clk, 8, unit="ns").start())
    dut.arst.value = 1
    await ClockCycles(dut.clk, 3)
    assert await rst_copies(dut) == [1] * len(dut.rst)
    await FallingEdge(dut.clk)
    dut.arst.value = 0
    seen = []
    for _ in range(6):
        await RisingEdge(dut.clk)
        seen.append(await rst_copies(dut))
    ones, zeros = [1] * len(dut.rst), [0] * len(dut.rst)
    assert seen == [ones] * 3 + [zeros] * 3, seen


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def reset_asserts_between_edges(dut):
    """arst raised between edges sets every copy at once, before the next clock edge (a PLL
    losing lock may stop the clock)."""
    cocotb.start_soon(Clock(dut.clk, 8, unit="ns").start())
    dut.arst.value = 1
    await ClockCycles(dut.clk, 2)
    dut.arst.value = 0
    await ClockCycles(dut.clk, 6)
    assert await rst_copies(dut) == [0] * len(dut.rst)
    await FallingEdge(dut.clk)
    await Timer(1, "ns")
    dut.arst.value = 1
    assert await rst_copies(dut) == [1] * len(dut.rst)


# Board registers (toplevel board_regs, 16 events)

BOARD_ID, BOARD_VERSION, COUNTER_BASE = 0x524C4244, 0x00010000, 0x20
COUNT_LAG = 4  # a counter read answered at edge A holds the events sampled at edges <= A - 4


class BoardRegs:
    """Drives board_regs' event lines from a seeded pattern and counts, per rising edge, the
    events it samples; reads go through its request/ack port."""

    def __init__(self, dut, seed: int):
        self.dut = dut
        self.rng = random.Random(seed)
        self.n = len(dut.events)
        self.edge = 0
        self.cum = [[0] * self.n]    # cum[k][i]: events of line i sampled at edges 1..k
        self.mode = ["idle"] * self.n
        self.run = True

    async def start(self):
        cocotb.start_soon(Clock(self.dut.clk, 8, unit="ns").start())
        d = self.dut
        d.rst.value = 1
        d.events.value = 0
        d.reg_req.value = 0
        d.reg_we.value = 0
        d.reg_addr.value = 0
        d.reg_wdata.value = 0
        d.status.value = 0x5A5A0001
        d.eb_stats.value = 0x000600050004000300020001
        await ClockCycles(d.clk, 3)
        await FallingEdge(d.clk)
        d.rst.value = 0
        cocotb.start_soon(self._edges())
        cocotb.start_soon(self._drive())

    async def _edges(self):
        while True:
            await RisingEdge(self.dut.clk)
            v = int(self.dut.events.value)
            prev = self.cum[-1]
            self.cum.append([prev[i] + ((v >> i) & 1) for i in range(self.n)])
            self.edge += 1

    async def _drive(self):
        # Each line switches now and then between silence, rare pulses, dense pulses and a
        # pulse on every cycle (the worst case for the pending counters).
        p = {"idle": 0.0, "rare": 0.03, "dense": 0.6, "every": 1.0}
        while True:
            await FallingEdge(self.dut.clk)
            v = 0
            for i in range(self.n):
                if self.rng.random() < 0.01:
                    self.mode[i] = self.rng.choice(list(p))
                if self.run and self.rng.random() < p[self.mode[i]]:
                    v |= 1 << i
            self.dut.events.value = v

    async def read(self, addr: int, we: bool | None = None, wdata: int | None = None) -> tuple[int, int]:
        """(value, the rising edge at which it was answered). By default a write now and then,
        of random data: answered like a read, it changes nothing."""
        d = self.dut
        await FallingEdge(d.clk)
        d.reg_addr.value = addr
        d.reg_we.value = self.rng.random() < 0.2 if we is None else we
        d.reg_wdata.value = self.rng.getrandbits(32) if wdata is None else wdata
        d.reg_req.value = 1
        await FallingEdge(d.clk)
        d.reg_req.value = 0
        for _ in range(40):
            if int(d.reg_ack.value):
                return int(d.reg_rdata.value), self.edge
            await FallingEdge(d.clk)
        raise AssertionError(f"no ack for 0x{addr:02x} in 40 cycles")


@cocotb.test(timeout_time=TIMEOUT_MS * 4, timeout_unit="ms")
async def board_counters_exact(dut):
    """Random reads of the 16 counters while every line pulses at random, in bursts and on every
    cycle: each answer is exactly the events sampled up to COUNT_LAG edges before it, nothing is
    lost or counted twice; the identity words read back; after the events stop, every counter
    equals its total; a reset clears them all."""
    b = BoardRegs(dut, seed=5)
    await b.start()
    for want, addr in ((BOARD_ID, 0x00), (BOARD_VERSION, 0x04), (16, 0x0C), (0x5A5A0001, 0x10),
                       (0x00020001, 0x14), (0x00040003, 0x18), (0x00060005, 0x1C), (0, COUNTER_BASE + 4 * 16),
                       (0, boardmap.REG_LOCK), (0x0A4D0001, boardmap.REG_MGMT_IP), (0x0252, boardmap.REG_MGMT_MAC_HI),
                       (0x444C4E00, boardmap.REG_MGMT_MAC_LO)):
        got, _ = await b.read(addr)
        assert got == want, f"0x{addr:02x}: 0x{got:08x}, expected 0x{want:08x}"
    checked = 0
    for _ in range(600):
        i = b.rng.randrange(b.n)
        got, edge = await b.read(COUNTER_BASE + 4 * i)
        want = b.cum[edge - COUNT_LAG][i]
        assert got == want, f"counter {i} at edge {edge}: {got}, expected {want} (line mode {b.mode[i]})"
        checked += 1
        if b.rng.random() < 0.1:
            await ClockCycles(dut.clk, b.rng.randrange(1, 40))
    b.run = False
    await ClockCycles(dut.clk, 40)
    totals = b.cum[-1]
    assert sum(totals) > 20_000, f"too few events to mean anything: {sum(totals)}"
    assert max(b.cum[-1][i] - b.cum[-200][i] for i in range(b.n)) >= 100, "no line pulsed densely"
    for i in range(b.n):
        got, _ = await b.read(COUNTER_BASE + 4 * i)
        assert got == totals[i], f"counter {i}: {got}, expected {totals[i]}"
    # A reset clears every counter (a RAM has no reset: the first pass after it writes zeros),
    # and counting starts again from there.
    await FallingEdge(dut.clk)
    dut.rst.value = 1
    await ClockCycles(dut.clk, 3)
    await FallingEdge(dut.clk)
    dut.rst.value = 0
    base = b.cum[b.edge]
    b.run = True
    for _ in range(100):
        i = b.rng.randrange(b.n)
        got, edge = await b.read(COUNTER_BASE + 4 * i)
        want = b.cum[edge - COUNT_LAG][i] - base[i]
        assert got == want, f"after reset, counter {i} at edge {edge}: {got}, expected {want}"
    dut._log.info("%d counter reads exact, %d events", checked + 100, sum(b.cum[-1]))


LOCK_REG, LOCK_KEY = boardmap.REG_LOCK, boardmap.LOCK_KEY


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def board_write_lock(dut):
    """The write lock: writes of anything but the key, or of the key to another register, leave
    it open; the key written to LOCK sets it (`locked`, and LOCK reads 1); nothing but a reset
    opens it again."""
    b = BoardRegs(dut, seed=7)
    await b.start()
    for addr, data in ((LOCK_REG, LOCK_KEY ^ 1), (LOCK_REG, 0), (LOCK_REG, 1), (LOCK_REG + 4, LOCK_KEY),
                       (LOCK_REG - 4, LOCK_KEY), (0x10, LOCK_KEY)):
        await b.read(addr, we=True, wdata=data)
        assert int(dut.locked.value) == 0, f"locked by 0x{data:08x} at 0x{addr:02x}"
    assert (await b.read(LOCK_REG, we=False))[0] == 0
    await b.read(LOCK_REG, we=True, wdata=LOCK_KEY)
    assert int(dut.locked.value) == 1
    assert (await b.read(LOCK_REG, we=False))[0] == 1
    for data in (0, LOCK_KEY ^ 0xFFFFFFFF):
        await b.read(LOCK_REG, we=True, wdata=data)
        assert int(dut.locked.value) == 1, "unlocked by a write"
    await FallingEdge(dut.clk)
    dut.rst.value = 1
    await ClockCycles(dut.clk, 3)
    await FallingEdge(dut.clk)
    dut.rst.value = 0
    assert int(dut.locked.value) == 0, "a reset leaves the board locked"


# pytest entry points: one Verilator build per toplevel

FIFO_TESTS = ["fifo_slow_reader", "fifo_odd_reader", "fifo_fast_reader_backpressure",
              "fifo_fast_reader_no_drop", "fifo_capacity", "fifo_reset_then_traffic",
              "fifo_room_exact", "fifo_room_paced_writer", "fifo_short_frames_fast_reader",
              "fifo_reader_stall_patterns"]


def _fifo(width: int, addr_width: int, room_words: int):
    runner.run("test_ecp5_plumbing", width, testcase=FIFO_TESTS, toplevel="axis_frame_fifo_async",
               sources=[SIM / "ecp5_prims_sim.v", RTL / "axis_frame_fifo_async.v"],  # DP16KD model
               parameters={"DATA_WIDTH": width, "ADDR_WIDTH": addr_width, "ROOM_WORDS": room_words},
               env={"ECP5_FIFO_ADDR_WIDTH": str(addr_width), "ECP5_FIFO_ROOM_WORDS": str(room_words)},
               build_name=f"verilator-ecp5-fifo-w{width}-a{addr_width}")


# ROOM_WORDS puts fifo_room_exact on the edge: 2^8 + 2 = 7 * 37 - 1 (an s_room one word too
# generous lets a 7th frame in, which overflows), 2^6 + 2 = 3 * 22 (one word too strict keeps
# the 3rd frame out).
def test_ecp5_fifo_w8():
    _fifo(8, 8, 37)


def test_ecp5_fifo_w32():
    _fifo(32, 6, 22)


def test_ecp5_fifo_w128():  # the board's FIFOs into and out of its 128-bit TM
    _fifo(128, 6, 22)


# 4 bytes: the 8<->32 converters of a 32-bit TM; 16 bytes: the board's 8<->128 around its TM.
@pytest.mark.parametrize("nbytes", [4, 16])
def test_ecp5_width(nbytes):
    runner.run("test_ecp5_plumbing", 8, testcase=["width_up_packs", "width_down_unpacks", "width_full_rate",
                                                   "width_round_trip"],
               toplevel="tb_ecp5_width", sources=[RTL / "axis_width_up.v", RTL / "axis_width_down.v",
                                                  SIM / "tb_ecp5_width.v"],
               parameters={"BYTES": nbytes}, env={"ECP5_WIDTH_BYTES": str(nbytes)},
               build_name=f"verilator-ecp5-width-b{nbytes}")


@pytest.mark.parametrize("width", [8, 128])
def test_ecp5_reg_slice(width):
    runner.run("test_ecp5_plumbing", width, testcase=["slice_random_stalls", "slice_full_rate",
                                                       "slice_tready_is_registered"],
               toplevel="axis_reg_slice", sources=[RTL / "axis_reg_slice.v"],
               parameters={"DATA_WIDTH": width}, build_name=f"verilator-ecp5-slice-w{width}")


def test_ecp5_arbiter():
    runner.run("test_ecp5_plumbing", 8, testcase=["arbiter_round_robin", "arbiter_random"],
               toplevel="axis_frame_arbiter", sources=[RTL / "axis_frame_arbiter.v"],
               parameters={}, build_name="verilator-ecp5-arbiter")


def test_ecp5_regbus():
    runner.run("test_ecp5_plumbing", 32, testcase=["regbus_a_faster", "regbus_a_slower", "regbus_random_ratio"],
               toplevel="tb_ecp5_regbus", sources=[RTL / "regbus_cdc.v", RTL / "regbus_axil.v",
                                                   SIM / "tb_ecp5_regbus.v"],
               parameters={}, build_name="verilator-ecp5-regbus")


def test_ecp5_reset_sync():
    runner.run("test_ecp5_plumbing", 4, testcase=["reset_releases_on_one_edge", "reset_asserts_between_edges"],
               toplevel="reset_sync", sources=[RTL / "reset_sync.v"],
               parameters={"COPIES": 4}, build_name="verilator-ecp5-reset-sync")


def test_ecp5_board_regs():
    runner.run("test_ecp5_plumbing", 32, testcase=["board_counters_exact", "board_write_lock"], toplevel="board_regs",
               sources=[RTL / "board_regs.v"], parameters={"N_EVENTS": 16}, build_name="verilator-ecp5-board-regs")
