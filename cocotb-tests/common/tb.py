"""Cycle-exact testbench for redline_tm: drives frames at given cycles, reads the decision
telemetry and the departures, and talks to the registers through AXI-Lite."""
from __future__ import annotations

import os
from dataclasses import dataclass, field

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import FallingEdge, RisingEdge, ClockCycles
from cocotbext.axi import AxiLiteBus, AxiLiteMaster

from redline.spec import regmap
from redline.spec.regmap import ACTIONS, REASONS
from redline.spec.regs import REGS


@dataclass
class RtlDecision:
    action: str
    reason: str | None
    qavg: int
    backlog: int
    len: int
    decision_cycle: int


@dataclass
class RtlRun:
    decisions: list = field(default_factory=list)
    departures: list = field(default_factory=list)  # (bytes, cycle of the tlast handshake)
    max_gap: int = 0  # largest run of cycles with a beat pending but no handshake while ready
    held: int = 0     # cycles an input beat was offered and s_axis_tready was low


class TB:
    def __init__(self, dut):
        self.dut = dut
        self.width = int(os.environ.get("REDLINE_WIDTH", len(dut.s_axis_tdata)))
        self.W = self.width // 8
        self.edges = 0
        cocotb.start_soon(Clock(dut.clk, 4, unit="ns").start())
        self.axil = AxiLiteMaster(AxiLiteBus.from_prefix(dut, "s_axil"), dut.clk, dut.reset)
        for s in ("s_axis_tvalid", "s_axis_tlast", "s_axis_tuser"):
            getattr(dut, s).value = 0
        dut.s_axis_tdata.value = 0
        dut.s_axis_tkeep.value = 0
        dut.m_axis_tready.value = 1

    async def _count_edges(self):
        while True:
            await RisingEdge(self.dut.clk)
            self.edges += 1

    async def reset(self):
        """Hold reset, release it just after a falling edge: the next rising edge is cycle 0."""
        self.dut.reset.value = 1
        await ClockCycles(self.dut.clk, 5)
        await FallingEdge(self.dut.clk)
        self.dut.reset.value = 0
        self.edges = 0
        cocotb.start_soon(self._count_edges())

    @property
    def cycle(self) -> int:
        """The cycle in progress (the RTL's `cycle` register reads this value)."""
        return self.edges

    async def read(self, addr: int) -> int:
        return int.from_bytes((await self.axil.read(addr, 4)).data, "little")

    async def write(self, addr: int, value: int) -> None:
        await self.axil.write(addr, value.to_bytes(4, "little"))

    async def status(self) -> dict:
        await self.write(REGS["CTRL"], regmap.ctrl_word("snapshot"))
        return regmap.decode_status({a: await self.read(a) for a in regmap.status_addresses()})

    async def configure(self, knobs: dict) -> dict:
        """Write every knob, commit, wait for the engine; returns status (with commit_cycle)."""
        for addr, word in regmap.encode_knobs(knobs).items():
            await self.write(addr, word)
        return await self.commit()

    async def commit(self, meanwhile=None) -> dict:
        """Request a commit of the knobs as they stand, run the coroutine function `meanwhile`
        (if any) right after the request, wait for the engine; returns status."""
        # Done when commits + refused moves: busy alone races with the request pulse.
        seq = await self.read(REGS["COMMITS"]) + await self.read(REGS["REFUSED"])
        await self.write(REGS["CTRL"], regmap.ctrl_word("commit"))
        self.commit_written = self.cycle  # the cycle the request's write completed in
        if meanwhile is not None:
            await meanwhile()
        for _ in range(2000):
            if await self.read(REGS["COMMITS"]) + await self.read(REGS["REFUSED"]) != seq:
                break
        else:
            raise AssertionError("commit did not complete")
        return await self.status()

    def buf_beats(self) -> int:
        return (1 << int(os.environ.get("REDLINE_BUF_LOG2", "18"))) // self.W

    async def run(self, frames, ready=None, max_cycles=2_000_000, expect_decisions=None,
                  expect_departures=None, drain_idle=64) -> RtlRun:
        """Frames: (start_cycle, data bytes, bad) with beats on consecutive cycles, or
        (start_cycle, data bytes, bad, last_keep) to drive the last beat's tkeep as given instead
        of the one `data` implies (a malformed last beat). ready: None or
        callable(cycle) -> bool for m_axis_tready. Stops after `expect_departures` departures, or
        else once the output has been idle for `drain_idle` cycles after the last decision.
        Returns what came out, with cycles."""
        dut, W = self.dut, self.W
        # (cycle offered from, data int, keep int, last, user), in order. A TM that holds its
        # input (s_axis_tready low) takes a beat later than offered, and the ones after it with it.
        beats = []
        for start, data, bad, *last_keep in frames:
            n = max(1, -(-len(data) // W))
            for b in range(n):
                chunk = data[b * W:(b + 1) * W]
                c = start + b
                assert not beats or c > beats[-1][0], f"frames overlap at cycle {c}"
                keep = last_keep[0] if last_keep and b == n - 1 else (1 << len(chunk)) - 1
                beats.append((c, int.from_bytes(chunk.ljust(W, b"\0"), "little"), keep, b == n - 1,
                              1 if (bad and b == n - 1) else 0))
        assert not beats or beats[0][0] > self.cycle, \
            f"a beat at cycle {beats[0][0]}, which has passed (now {self.cycle})"
        beats.reverse()  # popped from the end
        n_frames = len(frames)
        exp_dec = n_frames if expect_decisions is None else expect_decisions
        out = RtlRun()
        cur = bytearray()
        last_in = beats[0][0] if beats else 0
        gap = 0
        while True:
            await FallingEdge(dut.clk)
            c = self.cycle
            if c > max_cycles:
                raise AssertionError(f"timeout at cycle {c}: {len(out.decisions)} decisions, "
                                     f"{len(out.departures)} departures")
            # Sample what the TM shows in cycle c.
            if int(dut.dec_valid.value):
                out.decisions.append(RtlDecision(
                    ACTIONS[int(dut.dec_action.value)], REASONS[int(dut.dec_reason.value)],
                    int(dut.dec_qavg.value), int(dut.dec_backlog.value), int(dut.dec_len.value), c))
            rdy = 1 if ready is None else int(bool(ready(c)))
            dut.m_axis_tready.value = rdy
            if int(dut.m_axis_tvalid.value) and rdy:
                keep = int(dut.m_axis_tkeep.value)
                nb = bin(keep).count("1")
                assert keep == (1 << nb) - 1, f"non-contiguous tkeep {keep:#x} at cycle {c}"
                cur += int(dut.m_axis_tdata.value).to_bytes(W, "little")[:nb]
                if int(dut.m_axis_tlast.value):
                    out.departures.append((bytes(cur), c))
                    cur = bytearray()
            # Drive the input beat of cycle c; it is taken at the coming edge if tready is high
            # (a flip-flop: its value for cycle c is there now).
            drove = bool(beats) and beats[-1][0] <= c
            if drove:
                _, d, k, last, user = beats[-1]
                dut.s_axis_tdata.value = d
                dut.s_axis_tkeep.value = k
                dut.s_axis_tlast.value = int(last)
                dut.s_axis_tuser.value = user
                dut.s_axis_tvalid.value = 1
                if int(dut.s_axis_tready.value):
                    beats.pop()
                else:
                    out.held += 1
            else:
                dut.s_axis_tvalid.value = 0
                dut.s_axis_tlast.value = 0
                dut.s_axis_tuser.value = 0
            if c > last_in and not beats and not drove and len(out.decisions) >= exp_dec:
                if expect_departures is not None and len(out.departures) >= expect_departures:
                    await FallingEdge(dut.clk)
                    break
                if expect_departures is None:
                    # Drain: stop once nothing is queued or leaving.
                    if int(dut.m_axis_tvalid.value) == 0:
                        gap += 1
                        if gap > drain_idle:
                            break
                    else:
                        gap = 0
        return out
