"""The Corundum app block (fpga/corundum/rtl/mqnic_app_block.v) with two ports: the register-block
list as a driver walks it, host TX through each port's TM with tags and TX completions kept
exact (drops get a synthesized completion, the MAC's completions pass), random backpressure,
forward mode (RX of port 0 -> TM 1 -> TX of port 1, completions filtered, host TX discarded
with completions, mode changes under traffic), line rate, full tag bookkeeping (host stalls at a
frame boundary, forwarded RX is dropped and counted), and the streams the block only passes
through. CTRL_STATUS (bookkeeping errors) must read 0 at the end of every test.

The MAC side is modelled here: it completes every frame it receives, in order, with the frame's
tag and a timestamp of its own. A generated wrapper (tb_app_block.v in the build directory)
splits Corundum's packed per-port vectors into per-port signals for cocotbext-axi."""
from __future__ import annotations

import hashlib
import logging
import os
import random
from collections import deque

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge, RisingEdge
from cocotbext.axi import (AxiLiteBus, AxiLiteMaster, AxiStreamBus, AxiStreamFrame, AxiStreamSink,
                           AxiStreamSource)
from cocotbext.axi.stream import define_stream

from redline import model
from redline.spec import regmap
from redline.spec.regs import APP, APP_REGS, REGS
import frames as F
import runner

CplBus, CplTransaction, CplSource, CplSink, _CplMonitor = define_stream(
    "Cpl", signals=["ts", "tag", "valid"], optional_signals=["ready"])

PORTS = 2
TAG_BITS = 16
# Forwarded frames carry the all-ones tag with the top bit clear: Corundum's TX engine ignores
# completions whose tag has the top bit clear, so even a leaked one could not complete a host frame.
FWD_TAG = (1 << (TAG_BITS - 1)) - 1
PAUSE_TAG = 0       # the tag of the pause frames Corundum inserts after the app block (tuser 0)
HOST_TAG_BIT = 1 << (TAG_BITS - 1)  # Corundum's TX engine sets it in every tag it sends
# PTP_TS_WIDTH of the build: 96-bit time of day, or 48- or 64-bit relative time
TS_BITS = int(os.environ.get("REDLINE_TS_BITS", "96"))
TM_ID = 0x52444C4E
R = APP_REGS
TIMEOUT_MS = 20  # simulated time per test: a hang fails instead of stalling CI
TAG_DEPTH = 4096  # REDLINE_TAG_DEPTH, the app block's default


def ctrl_reg(name: str) -> int:
    return APP["CTRL_BASE"] + R[name]


def port_reg(p: int, name: str) -> int:
    return APP["PORT_BASE"] + p * APP["PORT_STRIDE"] + R[name]


def tm_reg(p: int, off: int) -> int:
    return APP["TM_BASE"] + p * APP["TM_STRIDE"] + off


def frame(i: int, size: int, ect: bool = True, v6: bool = False) -> bytes:
    """A real Ethernet/IPv4 (or IPv6) TCP/UDP frame of `size` bytes whose last 4 bytes carry `i`,
    so that every frame of a test is unique."""
    b = bytearray(F.v6(tc=2 if ect else 0, payload=max(0, size - 62)) if v6 else
                  F.v4(tos=2 if ect else 0, payload=max(0, size - 54)))
    b[-4:] = i.to_bytes(4, "big")
    return bytes(b)


def rand_pause(seed: int, busy: float):
    rng = random.Random(seed)
    while True:
        yield rng.random() < busy


def unpause(ch) -> None:
    """Stop a pause generator; cocotbext-axi leaves `pause` as the generator last set it."""
    ch.clear_pause_generator()
    ch.pause = False


def tusers(f: AxiStreamFrame) -> list[int]:
    return f.tuser if isinstance(f.tuser, list) else [f.tuser]


class CorundumMac:
    """Port p's TX side after the app block as Corundum builds it (mqnic_port_tx and
    mqnic_l2_egress, 2024): a 32-beat frame FIFO that hands a frame on once it is all in, or once
    the FIFO is full (a longer frame then streams through: no oversize drop); a MAC draining it
    at `rate` beats per cycle that timestamps each frame at its START and completes it a few
    cycles later, so a long frame's completion comes back while its tail is still leaving
    redline; and, with `pause_rate`, MAC pause frames (LFC/PFC) inserted between frames with
    tuser 0, whose completions carry tag 0. Completions leave in MAC order; `hold` keeps them
    back (queued, in order)."""

    FIFO_BEATS = 32

    def __init__(self, tb: "AppTB", p: int, rate: float, pause_rate: float, seed: int):
        self.tb, self.p = tb, p
        self.sig = {n: getattr(tb.dut, f"m_axis_sync_tx_{p}_{n}")
                    for n in ("tdata", "tkeep", "tvalid", "tready", "tlast", "tuser")}
        self.rate, self.pause_rate = rate, pause_rate
        self.rng = random.Random(seed)
        self.hold = False
        self.pauses = []     # ts of each pause frame's completion, in order
        self.early = 0       # completions sent while their frame's tail was still in redline

    async def run(self):
        s, W, clk = self.sig, self.tb.W, self.tb.dut.clk
        fifo = deque()            # beats waiting for the MAC: True at a frame's last beat
        whole_frames = 0          # frames whose last beat is in the FIFO
        cur, users = bytearray(), []
        queued = deque()          # (index, tag) of the frames in the FIFO, oldest first
        entered = arrived = 0     # frames whose first / last beat has left redline
        on_wire = None            # None (idle), "frame", or the beats of a pause frame left
        credit = 0.0
        cpl = deque()             # (due cycle, ts, tag, frame index or None for a pause)
        cycle = 0
        s["tready"].value = 1
        while True:
            await RisingEdge(clk)
            cycle += 1
            if int(s["tvalid"].value) and int(s["tready"].value):
                keep = int(s["tkeep"].value)
                data = int(s["tdata"].value).to_bytes(W, "little")
                if not users:
                    queued.append((entered, int(s["tuser"].value) >> 1))
                    entered += 1
                cur += bytes(data[i] for i in range(W) if keep >> i & 1)
                users.append(int(s["tuser"].value))
                last = bool(int(s["tlast"].value))
                fifo.append(last)
                if last:
                    assert len(set(users)) == 1, f"port {self.p}: tuser changes inside a frame: {users}"
                    assert users[0] & 1 == 0, f"port {self.p}: frame sent to the MAC marked bad"
                    self.tb.sent[self.p].append((users[0] >> 1, bytes(cur)))
                    cur, users = bytearray(), []
                    whole_frames += 1
                    arrived += 1
            # The MAC starts a pause frame or the FIFO's head frame (whole, or the FIFO full).
            if on_wire is None:
                if self.pause_rate and self.rng.random() < self.pause_rate:
                    on_wire, tag, index = -(-64 // W), PAUSE_TAG, None
                elif fifo and (whole_frames or len(fifo) >= self.FIFO_BEATS):
                    on_wire = "frame"
                    index, tag = queued.popleft()
                if on_wire is not None:
                    self.tb._ts += 1
                    ts = (0xA5 << (TS_BITS - 8)) | self.tb._ts  # never 0: tells MAC completions from synthesized ones
                    due = max(cycle + self.rng.randint(1, 6), cpl[-1][0] if cpl else 0)
                    cpl.append((due, ts, tag, index))
            credit = min(credit + self.rate, 1.0)
            if on_wire is not None and credit >= 1.0:
                if on_wire == "frame":
                    if fifo:
                        credit -= 1.0
                        if fifo.popleft():
                            whole_frames -= 1
                            on_wire = None
                else:
                    credit -= 1.0
                    on_wire = on_wire - 1 or None
            while cpl and not self.hold and cpl[0][0] <= cycle:
                _, ts, tag, index = cpl.popleft()
                if index is None:
                    self.pauses.append(ts)
                else:
                    self.tb.mac_ts[self.p].setdefault(tag, []).append(ts)
                    self.early += index >= arrived
                self.tb.mac_cpl[self.p].send_nowait(CplTransaction(ts=ts, tag=tag))
            s["tready"].value = int(len(fifo) < self.FIFO_BEATS)


class AppTB:
    """Owns the clock, reset, the AXI-Lite master on BAR2 and, per port, the host and MAC sides
    of the sync streams. The MAC side is `_mac` (completes each frame after its last beat) or,
    with `corundum_mac`, a CorundumMac per port (early completions, pause frames)."""

    def __init__(self, dut, corundum_mac: bool = False, mac_rate: float = 1.0, pause_rate: float = 0.0):
        self.dut = dut
        self.W = int(os.environ["REDLINE_WIDTH"]) // 8
        cocotb.start_soon(Clock(dut.clk, 4, unit="ns").start())
        clk, rst = dut.clk, dut.rst
        self.axil = AxiLiteMaster(AxiLiteBus.from_prefix(dut, "s_axil_app_ctrl"), clk, rst)
        self.host_tx = [AxiStreamSource(AxiStreamBus.from_prefix(dut, f"s_axis_sync_tx_{p}"), clk, rst) for p in range(PORTS)]
        self.cmac = [CorundumMac(self, p, mac_rate, pause_rate, 70 + p) for p in range(PORTS)] if corundum_mac else []
        self.mac_tx = [] if corundum_mac else \
            [AxiStreamSink(AxiStreamBus.from_prefix(dut, f"m_axis_sync_tx_{p}"), clk, rst) for p in range(PORTS)]
        self.mac_cpl = [CplSource(CplBus.from_prefix(dut, f"s_axis_sync_tx_cpl_{p}"), clk, rst) for p in range(PORTS)]
        self.host_cpl_sink = [CplSink(CplBus.from_prefix(dut, f"m_axis_sync_tx_cpl_{p}"), clk, rst) for p in range(PORTS)]
        self.mac_rx = [AxiStreamSource(AxiStreamBus.from_prefix(dut, f"s_axis_sync_rx_{p}"), clk, rst) for p in range(PORTS)]
        self.host_rx_sink = [AxiStreamSink(AxiStreamBus.from_prefix(dut, f"m_axis_sync_rx_{p}"), clk, rst) for p in range(PORTS)]
        for x in [self.axil.write_if, self.axil.read_if] + self.host_tx + self.mac_tx + self.mac_cpl + \
                self.host_cpl_sink + self.mac_rx + self.host_rx_sink:
            x.log.setLevel(logging.WARNING)
        dut.gpio_in.value = 0
        dut.jtag_tdi.value = 0
        self.sent = [[] for _ in range(PORTS)]       # (tag, data) of every frame the MAC got
        self.mac_ts = [{} for _ in range(PORTS)]     # tag -> ts the MAC completed it with
        self.host_cpl = [[] for _ in range(PORTS)]   # (tag, ts) the host got
        self.host_rx = [[] for _ in range(PORTS)]    # (data, tuser) the host got on RX
        self._ts = 0

    async def reset(self):
        self.dut.rst.value = 1
        await ClockCycles(self.dut.clk, 10)
        self.dut.rst.value = 0
        await ClockCycles(self.dut.clk, 10)
        for p in range(PORTS):
            cocotb.start_soon(self.cmac[p].run() if self.cmac else self._mac(p))
            cocotb.start_soon(self._host_cpl(p))
            cocotb.start_soon(self._host_rx(p))

    async def _mac(self, p):
        """The MAC: one completion per frame, in order, with the frame's tag."""
        while True:
            f = await self.mac_tx[p].recv()
            us = tusers(f)
            assert len(set(us)) == 1, f"port {p}: tuser changes inside a frame: {us}"
            assert us[0] & 1 == 0, f"port {p}: frame sent to the MAC marked bad"
            tag = us[0] >> 1
            self._ts += 1
            ts = (0xA5 << (TS_BITS - 8)) | self._ts  # never 0: tells MAC completions from synthesized ones
            self.sent[p].append((tag, bytes(f.tdata)))
            self.mac_ts[p].setdefault(tag, []).append(ts)
            await self.mac_cpl[p].send(CplTransaction(ts=ts, tag=tag))

    async def _host_cpl(self, p):
        while True:
            c = await self.host_cpl_sink[p].recv()
            self.host_cpl[p].append((int(c.tag), int(c.ts)))

    async def _host_rx(self, p):
        while True:
            f = await self.host_rx_sink[p].recv()
            us = tusers(f)
            self.host_rx[p].append((bytes(f.tdata), us[-1]))

    async def read(self, addr: int) -> int:
        r = await self.axil.read(addr, 4)
        assert r.resp == 0, f"read {addr:#x}: resp {r.resp}"
        return int.from_bytes(r.data, "little")

    async def write(self, addr: int, value: int) -> None:
        r = await self.axil.write(addr, value.to_bytes(4, "little"))
        assert r.resp == 0, f"write {addr:#x}: resp {r.resp}"

    async def configure(self, p: int, knobs: dict) -> dict:
        """The commit protocol of cocotb-tests/common/tb.py, through port p's window."""
        for addr, word in regmap.encode_knobs(knobs).items():
            await self.write(tm_reg(p, addr), word)
        seq = await self.read(tm_reg(p, REGS["COMMITS"])) + await self.read(tm_reg(p, REGS["REFUSED"]))
        await self.write(tm_reg(p, REGS["CTRL"]), regmap.ctrl_word("commit"))
        for _ in range(500):
            if await self.read(tm_reg(p, REGS["COMMITS"])) + await self.read(tm_reg(p, REGS["REFUSED"])) != seq:
                break
        else:
            raise AssertionError("commit did not complete")
        st = await self.tm_status(p)
        assert st["err"] == 0, f"port {p}: configuration refused, code {st['err_code']}"
        return st

    async def tm_status(self, p: int) -> dict:
        await self.write(tm_reg(p, REGS["CTRL"]), regmap.ctrl_word("snapshot"))
        return regmap.decode_status({a: await self.read(tm_reg(p, a)) for a in regmap.status_addresses()})

    async def counters(self, p: int) -> dict:
        return {n: await self.read(port_reg(p, n)) for n in
                ("PORT_HOST_DISCARD", "PORT_DROP_CPL", "PORT_CPL_FILTERED", "PORT_FWD_OVERRUN")}

    async def until(self, cond, cycles: int, what: str):
        for _ in range(cycles // 16):
            if cond():
                return
            await ClockCycles(self.dut.clk, 16)
        assert cond(), f"timeout waiting for {what}"

    async def check_clean(self):
        """No bookkeeping error on any port (CTRL_STATUS), checked at the end of every test."""
        assert await self.read(ctrl_reg("CTRL_STATUS")) == 0, "CTRL_STATUS: tag bookkeeping error"


# ---------------------------------------------------------------------------------------------
@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def register_list(dut):
    """Walk the block list from 0 like a driver; every field; TM windows reach the right TM;
    unmapped space reads 0; AXI-Lite channels in any order."""
    tb = AppTB(dut)
    await tb.reset()
    blocks, addr = [], 0
    for _ in range(16):
        blocks.append((addr, await tb.read(addr + R["RB_TYPE"]), await tb.read(addr + R["RB_VER"])))
        addr = await tb.read(addr + R["RB_NEXT"])
        if addr == 0:
            break
    else:
        raise AssertionError("RB_NEXT chain does not end")
    assert [b[1] for b in blocks] == [APP["RB_TYPE_CTRL"]] + [APP["RB_TYPE_PORT"]] * PORTS, blocks
    assert all(b[2] == APP["RB_VERSION"] for b in blocks)
    assert blocks[0][0] == APP["CTRL_BASE"]
    assert await tb.read(ctrl_reg("CTRL_PORTS")) == PORTS
    assert await tb.read(ctrl_reg("CTRL_FWD_TAG")) == FWD_TAG
    assert await tb.read(ctrl_reg("CTRL_DATA_BYTES")) == tb.W
    for p, (base, _, _) in enumerate(blocks[1:]):
        assert base == APP["PORT_BASE"] + p * APP["PORT_STRIDE"]
        assert await tb.read(base + R["PORT_INDEX"]) == p
        tm = await tb.read(base + R["PORT_TM_OFFSET"])
        assert tm == APP["TM_BASE"] + p * APP["TM_STRIDE"]
        assert await tb.read(base + R["PORT_TM_SIZE"]) == 0x1000
        assert await tb.read(base + R["PORT_FWD"]) == 0
        assert (await tb.counters(p)) == dict.fromkeys(await tb.counters(p), 0)
        # The TM behind the window, as the driver finds it.
        assert await tb.read(tm + REGS["ID"]) == TM_ID
        assert regmap.field_value(await tb.read(tm + REGS["PARAMS"]), "data_bytes") == tb.W
    # Each window reaches its own TM: distinct values written to a knob read back per port.
    for p in range(PORTS):
        await tb.write(tm_reg(p, REGS["MIN_TH"]), 1000 + p)
    for p in range(PORTS):
        assert await tb.read(tm_reg(p, REGS["MIN_TH"])) == 1000 + p
    # Unmapped: reads 0, writes are ignored (and answered OKAY).
    holes = [0x1C, 0x40, 0xFC, port_reg(PORTS - 1, "PORT_FWD_OVERRUN") + 4,
             APP["PORT_BASE"] + PORTS * APP["PORT_STRIDE"], 0x4000, APP["TM_BASE"] - 4,
             tm_reg(PORTS, 0), tm_reg(PORTS, REGS["ID"]), 0xFFFC]
    for a in holes:
        await tb.write(a, 0xFFFFFFFF)
        assert await tb.read(a) == 0, f"{a:#x} is not a hole"
    await tb.write(ctrl_reg("CTRL_PORTS"), 7)      # read-only
    assert await tb.read(ctrl_reg("CTRL_PORTS")) == PORTS
    # PORT_FWD is bit 0, read/write.
    await tb.write(port_reg(1, "PORT_FWD"), 0xFFFFFFFF)
    assert await tb.read(port_reg(1, "PORT_FWD")) == 1
    await tb.write(port_reg(1, "PORT_FWD"), 0)
    assert await tb.read(port_reg(1, "PORT_FWD")) == 0
    # AW before W, W before AW, slow B and R, reads and writes racing: every access lands.
    wi, ri = tb.axil.write_if, tb.axil.read_if
    for ch, seed in ((wi.aw_channel, 1), (wi.w_channel, 2), (wi.b_channel, 3), (ri.ar_channel, 4), (ri.r_channel, 5)):
        ch.set_pause_generator(rand_pause(seed, 0.6))
    rng = random.Random(7)
    shadow = {}
    targets = [tm_reg(p, REGS[r]) for p in range(PORTS) for r in ("MIN_TH", "MAX_TH", "SEED")] + \
              [port_reg(p, "PORT_FWD") for p in range(PORTS)]

    async def writer():
        for _ in range(40):
            a, v = rng.choice(targets), rng.randrange(1 << 16)
            await tb.write(a, v)
            shadow[a] = v & 1 if a in (port_reg(0, "PORT_FWD"), port_reg(1, "PORT_FWD")) else v

    async def reader():
        for _ in range(40):
            await tb.read(rng.choice(targets + [0, APP["PORT_BASE"], tm_reg(0, 0), tm_reg(1, 0)]))

    tw, tr = cocotb.start_soon(writer()), cocotb.start_soon(reader())
    await tw
    await tr
    for a, v in shadow.items():
        assert await tb.read(a) == v, f"{a:#x}"
    for ch in (wi.aw_channel, wi.w_channel, wi.b_channel, ri.ar_channel, ri.r_channel):
        unpause(ch)
    await tb.check_clean()


# ---------------------------------------------------------------------------------------------
async def host_mode(dut, backpressure: bool):
    tb = AppTB(dut)
    await tb.reset()
    W = tb.W
    # Port 0: ECN mode behind a shaper at a quarter of the bus rate, low thresholds and a small
    # limit, so frames are passed, CE-marked (ECT), dropped early (not-ECT) and tail-dropped.
    rate = W * 2 * 250_000_000  # bits/s: W/4 bytes per cycle at cycles_per_us = 250
    await tb.configure(0, regmap.knob_dict(mode=2, min_th=1500, max_th=6000, max_p=1 << 30, wlog=2,
                                     limit=10000, rate=rate, burst=3000, seed=3))
    rng = random.Random(W * 10 + backpressure)
    n0, n1 = 160, 40
    tags0 = rng.sample(range(FWD_TAG), n0)             # distinct, never the forward tag
    tags1 = rng.sample(range(FWD_TAG), n1)
    data0 = {}
    for i, t in enumerate(tags0):
        size = rng.choice([60, 64, 200, 590, 1514]) if i % 7 else rng.randrange(60, 1515)
        data0[t] = frame(i, size, ect=rng.random() < 0.6, v6=(i % 11 == 5))
    bad = {tags0[20], tags0[90]}                       # the host marks these bad in tuser
    data1 = {t: frame(1000 + i, rng.randrange(60, 1515)) for i, t in enumerate(tags1)}
    if backpressure:
        for p in range(PORTS):
            tb.host_tx[p].set_pause_generator(rand_pause(10 + p, 0.3))
            tb.mac_tx[p].set_pause_generator(rand_pause(20 + p, 0.4))
            tb.host_cpl_sink[p].set_pause_generator(rand_pause(30 + p, 0.5))
            tb.mac_cpl[p].set_pause_generator(rand_pause(40 + p, 0.5))
    for t in tags0:
        await tb.host_tx[0].send(AxiStreamFrame(data0[t], tuser=(t << 1) | (t in bad)))
    for t in tags1:
        await tb.host_tx[1].send(AxiStreamFrame(data1[t], tuser=t << 1))
    await tb.until(lambda: len(tb.host_cpl[0]) >= n0 and len(tb.host_cpl[1]) >= n1, 2_000_000,
                   "a completion for every host frame")
    await ClockCycles(dut.clk, 500)  # nothing more may come
    for p in range(PORTS):
        unpause(tb.host_cpl_sink[p])

    # Port 0: order, tags, data (unchanged or CE-marked), one completion per tag.
    sent = tb.sent[0]
    out_tags = [t for t, _ in sent]
    assert len(set(out_tags)) == len(out_tags), "a frame left twice"
    assert out_tags == [t for t in tags0 if t in set(out_tags)], "frames left out of order"
    assert not (set(out_tags) & bad), "a bad frame reached the MAC"
    marked = 0
    for t, d in sent:
        if d != data0[t]:
            want, can = model.ce_mark(data0[t])
            assert can and d == want, f"tag {t}: output differs from input other than by CE marking"
            marked += 1
    dropped = [t for t in tags0 if t not in set(out_tags)]
    cpl = dict(tb.host_cpl[0])
    assert len(tb.host_cpl[0]) == n0 and sorted(cpl) == sorted(tags0), \
        "every host tag must be completed exactly once"
    for t in dropped:
        assert cpl[t] == 0, f"dropped tag {t}: completion ts {cpl[t]:#x}, want a synthesized 0"
    for t in out_tags:
        assert [cpl[t]] == tb.mac_ts[0][t], f"tag {t}: the MAC's completion did not reach the host unchanged"
    # The MAC's completions keep their order among themselves.
    mac_order = [t for t, ts in tb.host_cpl[0] if ts != 0]
    assert mac_order == out_tags
    st = await tb.tm_status(0)
    drops = st["prob_drop"] + st["forced_drop"] + st["pdrop"] + st["bad"] + st["buf_full"]
    assert (st["pkts_in"], st["pkts_out"], drops, st["qlen"]) == (n0, len(out_tags), len(dropped), 0), st
    assert st["bad"] == 2
    assert st["prob_mark"] + st["forced_mark"] >= marked > 0, (st, marked)
    assert st["prob_drop"] + st["forced_drop"] > 0 and st["pdrop"] > 0, st
    c0 = await tb.counters(0)
    assert c0 == {"PORT_HOST_DISCARD": 0, "PORT_DROP_CPL": len(dropped), "PORT_CPL_FILTERED": 0,
                  "PORT_FWD_OVERRUN": 0}, c0
    # Port 1 (reset configuration: tail drop at 4 GB, unshaped): everything passes, in order.
    assert [t for t, _ in tb.sent[1]] == tags1
    assert all(d == data1[t] for t, d in tb.sent[1])
    assert [t for t, _ in tb.host_cpl[1]] == tags1
    assert all([ts] == tb.mac_ts[1][t] for t, ts in tb.host_cpl[1])
    assert (await tb.counters(1))["PORT_DROP_CPL"] == 0
    dut._log.info("port 0: %d in, %d out (%d CE-marked), %d dropped with a synthesized completion",
                  n0, len(out_tags), marked, len(dropped))
    await tb.check_clean()


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def host_tags_and_completions(dut):
    await host_mode(dut, backpressure=False)


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def host_backpressure(dut):
    await host_mode(dut, backpressure=True)


# ---------------------------------------------------------------------------------------------
@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def forward_mode(dut):
    """PORT_FWD[1]: RX of port 0 -> TM 1 -> TX of port 1 with the forward tag; the host sees
    neither those RX frames nor their completions; host TX on port 1 is discarded and completed;
    RX of port 1 still reaches the host. Then switching back and forth under traffic never cuts
    a frame."""
    tb = AppTB(dut)
    await tb.reset()
    rng = random.Random(tb.W + 5)
    await tb.write(port_reg(1, "PORT_FWD"), 1)
    assert await tb.read(port_reg(1, "PORT_FWD")) == 1
    n_fwd, n_host, n_rx1 = 60, 40, 30
    fwd = [frame(i, rng.randrange(60, 1515)) for i in range(n_fwd)]
    bad = {7, 31}
    host = {t: frame(500 + i, rng.randrange(60, 1515)) for i, t in enumerate(rng.sample(range(FWD_TAG), n_host))}
    rx1 = [(frame(900 + i, rng.randrange(60, 1515)), rng.getrandbits(TS_BITS)) for i in range(n_rx1)]
    tb.host_tx[1].set_pause_generator(rand_pause(3, 0.2))
    for i, d in enumerate(fwd):
        tb.mac_rx[0].send_nowait(AxiStreamFrame(d, tuser=(rng.getrandbits(TS_BITS) << 1) | (i in bad)))
    for t, d in host.items():
        tb.host_tx[1].send_nowait(AxiStreamFrame(d, tuser=t << 1))
    for d, ts in rx1:
        tb.mac_rx[1].send_nowait(AxiStreamFrame(d, tuser=ts << 1))
    good = [d for i, d in enumerate(fwd) if i not in bad]
    await tb.until(lambda: len(tb.sent[1]) >= len(good) and len(tb.host_cpl[1]) >= n_host
                   and len(tb.host_rx[1]) >= n_rx1, 1_000_000, "forwarded frames, discards and RX")
    await ClockCycles(dut.clk, 500)
    assert [d for _, d in tb.sent[1]] == good, "forwarded frames differ from port 0's RX"
    assert all(t == FWD_TAG for t, _ in tb.sent[1]), "forwarded frames must carry the forward tag"
    assert tb.host_rx[0] == [], "port 0's RX reached the host while port 1 forwards it"
    assert sorted(tb.host_cpl[1]) == sorted((t, 0) for t in host), \
        "host sees exactly one synthesized completion per discarded frame, and no forwarded one"
    assert [d for d, _ in tb.host_rx[1]] == [d for d, _ in rx1]
    assert [u for _, u in tb.host_rx[1]] == [ts << 1 for _, ts in rx1], "RX tuser (timestamp) changed"
    assert tb.sent[0] == []
    c1 = await tb.counters(1)
    assert c1 == {"PORT_HOST_DISCARD": n_host, "PORT_DROP_CPL": 0, "PORT_CPL_FILTERED": len(good),
                  "PORT_FWD_OVERRUN": 0}, c1
    st = await tb.tm_status(1)
    assert (st["pkts_in"], st["pkts_out"], st["bad"]) == (n_fwd, len(good), len(bad)), st

    # Toggle forward mode while port 0's RX streams: every frame arrives once and whole, either
    # at the host (port 0 RX) or at port 1's MAC.
    unpause(tb.host_tx[1])
    base_sent, base_rx = len(tb.sent[1]), len(tb.host_rx[0])
    stream = [frame(2000 + i, rng.choice([60, 61, 64, 65, 128, 1514, rng.randrange(60, 1515)]))
              for i in range(150)]
    tb.mac_rx[0].set_pause_generator(rand_pause(9, 0.15))
    for d in stream:
        tb.mac_rx[0].send_nowait(AxiStreamFrame(d, tuser=0))
    mode = 1
    while not tb.mac_rx[0].idle():
        await ClockCycles(dut.clk, rng.randrange(20, 400))
        mode ^= 1
        await tb.write(port_reg(1, "PORT_FWD"), mode)
    await tb.write(port_reg(1, "PORT_FWD"), 0)
    await ClockCycles(dut.clk, 2000)
    to_mac = [d for _, d in tb.sent[1][base_sent:]]
    to_host = [d for d, _ in tb.host_rx[0][base_rx:]]
    assert to_mac and to_host, "both routes should have been taken"
    assert sorted(to_mac + to_host) == sorted(stream), "a frame was lost, cut or duplicated"
    assert to_mac == [d for d in stream if d in set(to_mac)]
    assert to_host == [d for d in stream if d in set(to_host)]
    assert len(tb.host_cpl[1]) == n_host, "a forwarded frame's completion reached the host"
    c1 = await tb.counters(1)
    assert c1["PORT_CPL_FILTERED"] == len(good) + len(to_mac) and c1["PORT_FWD_OVERRUN"] == 0, c1
    # Back in normal mode, port 1's host TX goes through its TM again, with its own tags.
    tags = rng.sample(range(FWD_TAG), 10)
    for i, t in enumerate(tags):
        await tb.host_tx[1].send(AxiStreamFrame(frame(3000 + i, 300), tuser=t << 1))
    await tb.until(lambda: len(tb.host_cpl[1]) >= n_host + 10, 200_000, "normal mode again")
    assert [t for t, _ in tb.sent[1][-10:]] == tags
    assert [t for t, _ in tb.host_cpl[1][n_host:]] == tags
    await tb.check_clean()


# ---------------------------------------------------------------------------------------------
@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def line_rate(dut):
    """Back-to-back 64 B, then 1500 B frames, no gaps, no backpressure, unshaped TM with reset
    thresholds: the output keeps up with the input beat for beat, nothing is lost."""
    tb = AppTB(dut)
    await tb.reset()
    W = tb.W
    beats = {"in": [], "out": []}

    async def count():
        c = 0
        while True:
            await RisingEdge(dut.clk)
            c += 1
            if int(dut.s_axis_sync_tx_0_tvalid.value) and int(dut.s_axis_sync_tx_0_tready.value):
                beats["in"].append(c)
            if int(dut.m_axis_sync_tx_0_tvalid.value) and int(dut.m_axis_sync_tx_0_tready.value):
                beats["out"].append(c)

    cocotb.start_soon(count())
    for size, n in ((64, 1000 if W == 64 else 300), (1500, 100 if W == 64 else 30)):
        beats["in"].clear()
        beats["out"].clear()
        before = len(tb.sent[0])
        tags = [(i + before) & 0x7FFF for i in range(n)]
        for i, t in enumerate(tags):
            tb.host_tx[0].send_nowait(AxiStreamFrame(frame(i, size), tuser=t << 1))
        await tb.until(lambda: len(tb.sent[0]) >= before + n, 500_000, "all frames out")
        nb = -(-size // W)
        bi, bo = beats["in"], beats["out"]
        assert len(bi) == len(bo) == n * nb
        in_span = bi[-1] - bi[0] + 1
        assert in_span == len(bi), f"{size} B: the input was stalled ({len(bi)} beats in {in_span} cycles)"
        # Steady state: skip the first 5 % of the output (pipeline fill).
        k = len(bo) // 20
        out_span = bo[-1] - bo[k] + 1
        ratio = (len(bo) - k) / out_span
        dut._log.info("%d B: %d beats in, output %.4f beats/cycle in steady state", size, len(bi), ratio)
        assert ratio >= 0.99, f"{size} B frames: output {ratio:.4f} beats/cycle, bubbles between frames"
        assert [t for t, _ in tb.sent[0][before:]] == tags
        assert all(d == frame(i, size) for i, (_, d) in enumerate(tb.sent[0][before:]))
    await tb.until(lambda: len(tb.host_cpl[0]) >= len(tb.sent[0]), 100_000, "completions")
    assert [t for t, _ in tb.host_cpl[0]] == [t for t, _ in tb.sent[0]]
    await tb.check_clean()


# ---------------------------------------------------------------------------------------------
@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def bookkeeping_full(dut):
    """With the MAC's completions held back, port 0 tracks TAG_DEPTH frames and no more: host
    TX stalls at a frame boundary, and forwarded RX (which cannot stall) is dropped whole and
    counted. Released completions drain everything, each tag completed once."""
    tb = AppTB(dut)
    await tb.reset()
    tb.mac_cpl[0].pause = True
    n = TAG_DEPTH + 40
    tags = [i & 0x7FFF for i in range(n)]
    for i, t in enumerate(tags):
        tb.host_tx[0].send_nowait(AxiStreamFrame(frame(i, 60), tuser=t << 1))
    await tb.until(lambda: len(tb.sent[0]) >= TAG_DEPTH, 2_000_000, "TAG_DEPTH frames at the MAC")
    await ClockCycles(dut.clk, 300)
    assert len(tb.sent[0]) == TAG_DEPTH, f"{len(tb.sent[0])} frames in flight, bookkeeping holds {TAG_DEPTH}"
    assert int(dut.s_axis_sync_tx_0_tvalid.value) and not int(dut.s_axis_sync_tx_0_tready.value), \
        "host TX must be held off"
    # ... at a frame boundary: the source shows frame TAG_DEPTH's first beat.
    first = frame(TAG_DEPTH, 60)[:tb.W].ljust(tb.W, b"\0")
    assert tb.host_tx[0].count() == n - TAG_DEPTH - 1
    assert int(dut.s_axis_sync_tx_0_tdata.value).to_bytes(tb.W, "little") == first, \
        "host TX must stop at a frame boundary"
    # Forwarding RX of port 1 through port 0 meanwhile: no credit left, so frames are dropped.
    await tb.write(port_reg(0, "PORT_FWD"), 1)
    for i in range(5):
        tb.mac_rx[1].send_nowait(AxiStreamFrame(frame(9000 + i, 200), tuser=0))
    await ClockCycles(dut.clk, 1000)
    assert tb.mac_rx[1].idle() and tb.host_rx[1] == []
    assert (await tb.counters(0))["PORT_FWD_OVERRUN"] == 5
    await tb.write(port_reg(0, "PORT_FWD"), 0)
    unpause(tb.mac_cpl[0])
    await tb.until(lambda: len(tb.host_cpl[0]) >= n, 2_000_000, "every completion")
    assert [t for t, _ in tb.sent[0]] == tags
    assert [t for t, _ in tb.host_cpl[0]] == tags
    assert all(d == frame(i, 60) for i, (_, d) in enumerate(tb.sent[0]))
    await tb.check_clean()


# ---------------------------------------------------------------------------------------------
# With Corundum's MAC side (CorundumMac): early completions, pause frames, forward mode switched
# under traffic. The host is checked the way Corundum's TX engine reads completions.

def host_tags(n: int, first: int) -> list[int]:
    """n distinct tags as Corundum's TX engine makes them (top bit set)."""
    return [HOST_TAG_BIT | ((first + i) % HOST_TAG_BIT) for i in range(n)]


def engine_cpl(tb: AppTB, p: int) -> list[tuple[int, int]]:
    """The completions port p's host got that Corundum's TX engine acts on (tag top bit set)."""
    return [(t, ts) for t, ts in tb.host_cpl[p] if t & HOST_TAG_BIT]


def check_host_cpl(tb: AppTB, p: int, tags: list[int]) -> None:
    """Each host tag completed exactly once: with the MAC's timestamp if the frame reached the
    MAC, with ts 0 if redline dropped or discarded it. The host's other completions (top bit
    clear, ignored by Corundum's TX engine) are exactly the MAC's pause-frame completions, in
    order: never a forwarded frame's."""
    engine = engine_cpl(tb, p)
    got = [t for t, _ in engine]
    assert sorted(got) == sorted(tags), \
        f"port {p}: {len(got)} completions for {len(tags)} host tags; missing " \
        f"{[hex(t) for t in sorted(set(tags) - set(got))][:4]}, repeated {[hex(t) for t in got if got.count(t) > 1][:4]}, " \
        f"foreign {[hex(t) for t in got if t not in set(tags)][:4]}"
    sent = {t for t, _ in tb.sent[p]}
    for t, ts in engine:
        want = tb.mac_ts[p][t] if t in sent else [0]
        assert [ts] == want, f"port {p}: tag {t:#x} completed with ts {ts:#x}, want {want}"
    other = [(t, ts) for t, ts in tb.host_cpl[p] if not t & HOST_TAG_BIT]
    assert other == [(PAUSE_TAG, ts) for ts in tb.cmac[p].pauses], \
        f"port {p}: completions with the top bit clear that are not the MAC's pause frames: " \
        f"{[(hex(t), hex(ts)) for t, ts in other if (t, ts) not in {(PAUSE_TAG, x) for x in tb.cmac[p].pauses}][:4]}"


async def settle(tb: AppTB, cycles: int = 500) -> list[float]:
    """Stop the MACs' pause frames and let every completion on its way arrive, so that exact
    checks see all of them. Returns the pause rates, to set them back."""
    rates = [m.pause_rate for m in tb.cmac]
    for m in tb.cmac:
        m.pause_rate = 0.0
    await ClockCycles(tb.dut.clk, cycles)
    return rates


def resume_pauses(tb: AppTB, rates: list[float]) -> None:
    for m, r in zip(tb.cmac, rates):
        m.pause_rate = r


async def check_full_depth(tb: AppTB, p: int, first_tag: int) -> list[int]:
    """No credit leaked or made up: with the MAC's completions held back, exactly TAG_DEPTH host
    frames get in flight and host TX then waits; released, all of them complete (the caller
    checks them with check_host_cpl). Returns their tags."""
    tags = host_tags(TAG_DEPTH + 16, first_tag)
    before_sent, before_cpl = len(tb.sent[p]), len(engine_cpl(tb, p))
    tb.cmac[p].hold = True
    for i, t in enumerate(tags):
        tb.host_tx[p].send_nowait(AxiStreamFrame(frame(60000 + i, 60), tuser=t << 1))
    seen = -1
    while len(tb.sent[p]) != seen:  # until the MAC gets nothing more
        seen = len(tb.sent[p])
        await ClockCycles(tb.dut.clk, 2000)
    in_flight = len(tb.sent[p]) - before_sent
    assert in_flight == TAG_DEPTH, \
        f"port {p}: {in_flight} frames in flight with completions held, want {TAG_DEPTH} (credits out of step)"
    assert not tb.host_tx[p].idle(), f"port {p}: host TX must wait for credits"
    tb.cmac[p].hold = False
    await tb.until(lambda: len(engine_cpl(tb, p)) >= before_cpl + len(tags), 3_000_000, "the held completions")
    return tags


def long_frame(W: int) -> int:
    """A frame longer than Corundum's 32-beat TX FIFO, so it cuts through to the MAC."""
    return 1514 if W == 8 else 9000


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def early_completions(dut):
    """Corundum's MAC timestamps a frame at its start and the TX FIFO after the app block holds
    32 beats, so the completion of a long frame comes back while redline still sends its tail.
    Both ports, long and short frames: each tag is completed once with the MAC's timestamp, the
    counters stay 0, CTRL_STATUS stays 0, and no credit leaked."""
    tb = AppTB(dut, corundum_mac=True, mac_rate=0.64)
    await tb.reset()
    rng = random.Random(tb.W + 41)
    tags = [host_tags(60, 0), host_tags(60, 1000)]
    data = {}
    for p in range(PORTS):
        for i, t in enumerate(tags[p]):
            data[t] = frame(100 * p + i, long_frame(tb.W) if i % 3 else rng.randrange(60, 400))
            tb.host_tx[p].send_nowait(AxiStreamFrame(data[t], tuser=t << 1))
    await tb.until(lambda: all(len(engine_cpl(tb, p)) >= len(tags[p]) for p in range(PORTS)), 2_000_000,
                   "a completion for every host frame")
    await settle(tb)
    for p in range(PORTS):
        assert tb.cmac[p].early > 0, f"port {p}: no completion came back before its frame's last beat"
        assert [t for t, _ in tb.sent[p]] == tags[p] and all(d == data[t] for t, d in tb.sent[p])
        check_host_cpl(tb, p, tags[p])
        c = await tb.counters(p)
        assert c == dict.fromkeys(c, 0), c
    await tb.check_clean()
    more = await check_full_depth(tb, 0, 5000)
    await settle(tb)
    check_host_cpl(tb, 0, tags[0] + more)
    dut._log.info("early completions: %s", [tb.cmac[p].early for p in range(PORTS)])
    await tb.check_clean()


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def pause_completions(dut):
    """Corundum inserts MAC pause frames (LFC/PFC) after the app block with tuser 0, and the MAC
    completes them with tag 0 among the completions of redline's frames. They are no frame of
    redline's: they must not take an origin entry (credits would go out of step), and they reach
    the host unchanged, as without redline (Corundum's TX engine ignores a tag whose top bit is
    clear). Port 0 also drops and marks (synthesized completions); port 1 passes everything."""
    tb = AppTB(dut, corundum_mac=True, mac_rate=0.8, pause_rate=0.02)
    await tb.reset()
    W = tb.W
    rate = W * 2 * 250_000_000  # W/4 bytes per cycle, as in host_mode
    await tb.configure(0, regmap.knob_dict(mode=2, min_th=1500, max_th=6000, max_p=1 << 30, wlog=2,
                                     limit=10000, rate=rate, burst=3000, seed=5))
    rng = random.Random(W + 43)
    tags = [host_tags(120, 0), host_tags(80, 2000)]
    for p in range(PORTS):
        for i, t in enumerate(tags[p]):
            size = long_frame(W) if rng.random() < 0.2 else rng.randrange(60, 1515)
            tb.host_tx[p].send_nowait(AxiStreamFrame(frame(1000 * p + i, size, ect=rng.random() < 0.6),
                                                     tuser=t << 1))
    await tb.until(lambda: all(len(engine_cpl(tb, p)) >= len(tags[p]) for p in range(PORTS)), 2_000_000,
                   "a completion for every host frame")
    rates = await settle(tb)
    for p in range(PORTS):
        assert tb.cmac[p].pauses, f"port {p}: the MAC sent no pause frame"
        check_host_cpl(tb, p, tags[p])
    dropped = [t for t in tags[0] if t not in {t for t, _ in tb.sent[0]}]
    assert dropped, "port 0 should drop some frames"
    c0, c1 = await tb.counters(0), await tb.counters(1)
    assert c0 == {"PORT_HOST_DISCARD": 0, "PORT_DROP_CPL": len(dropped), "PORT_CPL_FILTERED": 0,
                  "PORT_FWD_OVERRUN": 0}, c0
    assert c1 == dict.fromkeys(c1, 0), c1
    assert [t for t, _ in tb.sent[1]] == tags[1]
    await tb.check_clean()
    resume_pauses(tb, rates)  # pause frames go on while completions are held
    more = await check_full_depth(tb, 1, 4000)
    await settle(tb)
    check_host_cpl(tb, 1, tags[1] + more)
    dut._log.info("pause frames: %s", [len(tb.cmac[p].pauses) for p in range(PORTS)])
    await tb.check_clean()


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def forward_switch_under_traffic(dut):
    """PORT_FWD[1] toggled while port 0's RX and port 1's host TX both stream, long and short
    frames, with Corundum's MAC on port 1 (early completions, pause frames). Every host frame
    gets exactly one completion with its own tag (the MAC's timestamp, or 0 when it was discarded
    while forwarding); no forwarded frame's completion reaches the host; every RX frame arrives
    once and whole (host RX, port 1's MAC) or is counted as an overrun; the counters are exact;
    forwarded frames carry a tag Corundum's TX engine ignores; normal mode works again after."""
    tb = AppTB(dut, corundum_mac=True, mac_rate=0.8, pause_rate=0.01)
    await tb.reset()
    W = tb.W
    fwd_tag = await tb.read(ctrl_reg("CTRL_FWD_TAG"))
    rng = random.Random(W + 47)
    pick = lambda: long_frame(W) if rng.random() < 0.3 else rng.randrange(60, 600)  # noqa: E731
    rx = [frame(7000 + i, pick()) for i in range(120)]
    tags = host_tags(120, 3000)
    host = {t: frame(8000 + i, pick()) for i, t in enumerate(tags)}
    tb.mac_rx[0].set_pause_generator(rand_pause(12, 0.3))
    tb.host_tx[1].set_pause_generator(rand_pause(13, 0.3))
    for d in rx:
        tb.mac_rx[0].send_nowait(AxiStreamFrame(d, tuser=rng.getrandbits(TS_BITS) << 1))
    for t, d in host.items():
        tb.host_tx[1].send_nowait(AxiStreamFrame(d, tuser=t << 1))
    mode = 0
    while not (tb.mac_rx[0].idle() and tb.host_tx[1].idle()):
        await ClockCycles(dut.clk, rng.randrange(50, 1500))
        mode ^= 1
        await tb.write(port_reg(1, "PORT_FWD"), mode)
    await tb.write(port_reg(1, "PORT_FWD"), 0)
    await tb.until(lambda: len(engine_cpl(tb, 1)) >= len(tags), 2_000_000, "a completion for every host frame")
    rates = await settle(tb, 2000)
    assert all(t == fwd_tag or t in host for t, _ in tb.sent[1]), "a frame left with a tag of neither kind"
    to_mac = [d for t, d in tb.sent[1] if t == fwd_tag]
    to_host = [d for d, _ in tb.host_rx[0]]
    at_mac = [t for t, _ in tb.sent[1] if t != fwd_tag]
    discarded = [t for t in tags if t not in set(at_mac)]
    assert to_mac and to_host and at_mac and discarded, "both modes should have met both kinds of traffic"
    # RX of port 0: each frame once, whole, in order on each route; the rest counted as overruns.
    assert len(set(to_mac + to_host)) == len(to_mac + to_host) and set(to_mac + to_host) <= set(rx)
    assert to_mac == [d for d in rx if d in set(to_mac)] and to_host == [d for d in rx if d in set(to_host)]
    c1 = await tb.counters(1)
    assert len(to_mac) + len(to_host) + c1["PORT_FWD_OVERRUN"] == len(rx), (c1, len(to_mac), len(to_host))
    # Host TX of port 1: in order, unchanged, each tag completed once; forwarded completions kept.
    assert at_mac == [t for t in tags if t in set(at_mac)]
    assert all(d == host[t] for t, d in tb.sent[1] if t != fwd_tag)
    check_host_cpl(tb, 1, tags)
    assert c1["PORT_HOST_DISCARD"] == len(discarded) and c1["PORT_DROP_CPL"] == 0 \
        and c1["PORT_CPL_FILTERED"] == len(to_mac), (c1, len(discarded), len(to_mac))
    assert tb.cmac[1].pauses and tb.cmac[1].early, "the MAC should have paused and completed early"
    await tb.check_clean()
    # Normal mode for good: port 1 takes host traffic again, every tag completed once.
    unpause(tb.host_tx[1])
    resume_pauses(tb, rates)
    more = host_tags(20, 3500)
    for i, t in enumerate(more):
        tb.host_tx[1].send_nowait(AxiStreamFrame(frame(9000 + i, pick()), tuser=t << 1))
    await tb.until(lambda: len(engine_cpl(tb, 1)) >= len(tags) + len(more), 500_000, "normal mode again")
    await settle(tb)
    assert [t for t, _ in tb.sent[1][-len(more):]] == more
    check_host_cpl(tb, 1, tags + more)
    await tb.check_clean()
    # Defence in depth: the forward tag is one Corundum's TX engine ignores (top bit clear), and
    # not the pause frames' tag 0.
    assert fwd_tag == FWD_TAG and not fwd_tag & HOST_TAG_BIT and fwd_tag != PAUSE_TAG, hex(fwd_tag)
    dut._log.info("forward switch: %d RX frames forwarded, %d to the host, %d overruns; %d host frames sent, "
                  "%d discarded; %d pause frames", len(to_mac), len(to_host), c1["PORT_FWD_OVERRUN"],
                  len(at_mac), len(discarded), len(tb.cmac[1].pauses))


# ---------------------------------------------------------------------------------------------
@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def pass_through(dut):
    """Direct and interface streams, their completions, and the sync RX of ports that are not
    forwarded pass unchanged; the unused masters stay idle."""
    tb = AppTB(dut)
    await tb.reset()
    clk, rst = dut.clk, dut.rst
    rng = random.Random(11)
    pairs = []  # (source, sink, items, frame?)
    for p in range(PORTS):
        for s, m, ub in ((f"s_axis_direct_tx_{p}", f"m_axis_direct_tx_{p}", 17),
                         (f"s_axis_direct_rx_{p}", f"m_axis_direct_rx_{p}", TS_BITS + 1)):
            items = [AxiStreamFrame(frame(rng.randrange(1 << 20), rng.randrange(60, 300)),
                                    tuser=rng.getrandbits(ub)) for _ in range(5)]
            pairs.append((AxiStreamSource(AxiStreamBus.from_prefix(dut, s), clk, rst),
                          AxiStreamSink(AxiStreamBus.from_prefix(dut, m), clk, rst), items, True))
        pairs.append((CplSource(CplBus.from_prefix(dut, f"s_axis_direct_tx_cpl_{p}"), clk, rst),
                      CplSink(CplBus.from_prefix(dut, f"m_axis_direct_tx_cpl_{p}"), clk, rst),
                      [CplTransaction(ts=rng.getrandbits(TS_BITS), tag=rng.getrandbits(16)) for _ in range(5)], False))
        # sync RX: no port forwards, so each port's RX goes to its host side
        items = [AxiStreamFrame(frame(rng.randrange(1 << 20), rng.randrange(60, 300)),
                                tuser=rng.getrandbits(TS_BITS + 1)) for _ in range(5)]
        pairs.append((tb.mac_rx[p], None, items, True))
    for i in range(PORTS):  # IF_COUNT = PORT_COUNT in this build
        for s, m, idw, dw, ub in ((f"s_axis_if_tx_{i}", f"m_axis_if_tx_{i}", 12, 4, 17),
                                  (f"s_axis_if_rx_{i}", f"m_axis_if_rx_{i}", 1, 8, TS_BITS + 1)):
            items = [AxiStreamFrame(frame(rng.randrange(1 << 20), rng.randrange(60, 300)),
                                    tid=rng.getrandbits(idw), tdest=rng.getrandbits(dw),
                                    tuser=rng.getrandbits(ub)) for _ in range(5)]
            pairs.append((AxiStreamSource(AxiStreamBus.from_prefix(dut, s), clk, rst),
                          AxiStreamSink(AxiStreamBus.from_prefix(dut, m), clk, rst), items, True))
        pairs.append((CplSource(CplBus.from_prefix(dut, f"s_axis_if_tx_cpl_{i}"), clk, rst),
                      CplSink(CplBus.from_prefix(dut, f"m_axis_if_tx_cpl_{i}"), clk, rst),
                      [CplTransaction(ts=rng.getrandbits(TS_BITS), tag=rng.getrandbits(16)) for _ in range(5)], False))
    for src, snk, items, _ in pairs:
        src.log.setLevel(logging.WARNING)
        if snk is not None:
            snk.log.setLevel(logging.WARNING)
            snk.set_pause_generator(rand_pause(rng.randrange(100), 0.3))
        for it in items:
            src.send_nowait(it)

    async def jtag():
        for _ in range(50):
            v = rng.getrandbits(1)
            dut.jtag_tdi.value = v
            await FallingEdge(dut.clk)
            assert int(dut.jtag_tdo.value) == v
            assert int(dut.tieoff_valid.value) == 0, "an unused master/stream became valid"
            assert int(dut.tieoff_ready.value) == 0b11, "m_axil_ctrl bready/rready must stay 1"
            assert int(dut.gpio_out.value) == 0

    await jtag()
    for src, snk, items, is_frame in pairs:
        if snk is None:
            continue
        for it in items:
            got = await snk.recv()
            if is_frame:
                assert bytes(got.tdata) == bytes(it.tdata)
                for f in ("tid", "tdest", "tuser"):
                    if getattr(it, f) is not None:
                        g = getattr(got, f)
                        assert (g if not isinstance(g, list) else g[-1]) == getattr(it, f), f
            else:
                assert (int(got.ts), int(got.tag)) == (it.ts, it.tag)
    for p in range(PORTS):
        want = [(bytes(it.tdata), it.tuser) for src, snk, items, _ in pairs if src is tb.mac_rx[p] for it in items]
        await tb.until(lambda: len(tb.host_rx[p]) >= len(want), 20_000, "sync RX")
        assert tb.host_rx[p] == want
    assert tb.sent == [[], []] and tb.host_cpl == [[], []]
    await tb.check_clean()


# ---------------------------------------------------------------------------------------------
# A loop TM (REDLINE_TM_LOOP) holds its input while it waits; the port feeds it through a FIFO.
LOOP_TM = os.environ.get("REDLINE_TM_LOOP") == "1"
IN_DEPTH = 64  # REDLINE_IN_DEPTH's default


async def commits_every(tb: AppTB, p: int, gap: int, stop: list) -> list[int]:
    """Commit port p's TM's knobs again every `gap` cycles until `stop` is set: each commit's
    apply makes a loop TM wait (docs/semantics.md 3a). Returns how many were made."""
    n = [0]

    async def run():
        while not stop:
            await tb.write(tm_reg(p, REGS["CTRL"]), regmap.ctrl_word("commit"))
            n[0] += 1
            await ClockCycles(tb.dut.clk, gap)
    cocotb.start_soon(run())
    return n


async def count_held(dut, p: int, held: list) -> None:
    """Cycles in which port p's host TX offered a beat that was not taken."""
    v, r = getattr(dut, f"s_axis_sync_tx_{p}_tvalid"), getattr(dut, f"s_axis_sync_tx_{p}_tready")
    while True:
        await RisingEdge(dut.clk)
        held[0] += int(v.value) and not int(r.value)


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms", skip=not LOOP_TM)
async def loop_tm_holds_host_tx(dut):
    """Host TX back to back into a loop TM that waits for a commit as often as the bus can make
    one. Short frames (one and two beats) fill the four undecided frames the loop TM may hold
    in the first clocks of each wait, so it holds its input; the input FIFO fills, the port
    holds the host (tready low), and every frame still reaches the MAC, whole and in order, and
    is completed."""
    tb = AppTB(dut)
    await tb.reset()
    held, stop = [0], []
    cocotb.start_soon(count_held(dut, 0, held))
    n_commits = await commits_every(tb, 0, 1, stop)
    n = 1000
    tags = [i & 0x7FFF for i in range(n)]
    data = [frame(i, 64 + i % 2) for i in range(n)]
    for t, d in zip(tags, data):
        tb.host_tx[0].send_nowait(AxiStreamFrame(d, tuser=t << 1))
    await tb.until(lambda: len(tb.sent[0]) >= n, 1_000_000, "every frame at the MAC")
    stop.append(True)
    await tb.until(lambda: len(tb.host_cpl[0]) >= n, 100_000, "completions")
    dut._log.info("host TX held %d cycles by %d commits", held[0], n_commits[0])
    assert n_commits[0] >= 5 and held[0] > 0, (n_commits, held)
    assert [t for t, _ in tb.sent[0]] == tags and [d for _, d in tb.sent[0]] == data
    assert [t for t, _ in tb.host_cpl[0]] == tags
    st = await tb.tm_status(0)
    assert (st["pkts_in"], st["pkts_out"], st["bad"], st["overrun"]) == (n, n, 0, 0), st
    await tb.check_clean()


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms", skip=not LOOP_TM)
async def loop_tm_forwards_rx_through_its_fifo(dut):
    """Forwarded RX cannot wait. Short frames (64 and 65 bytes) with idle clocks on the bus, as a
    MAC's stream has (here 30 %), and a commit every 400 cycles: the input FIFO absorbs the
    loop TM's waits and drains between them, and nothing is dropped. (A beat every clock,
    faster than any line, would never drain it.) With a beat every clock and a commit as often
    as the bus allows, it cannot: the FIFO refuses frames whole at their first beat, or ends one
    marked bad where it fills, and counts each as an overrun; every frame is forwarded whole or
    counted, none is cut silently."""
    tb = AppTB(dut)
    await tb.reset()
    await tb.write(port_reg(0, "PORT_FWD"), 1)
    rng = random.Random(27)
    for gap, expect_overruns in ((400, False), (1, True)):
        if expect_overruns:
            unpause(tb.mac_rx[1])
        else:
            tb.mac_rx[1].set_pause_generator(rand_pause(27, 0.3))
        base_sent, base_st, base_c = len(tb.sent[0]), await tb.tm_status(0), await tb.counters(0)
        # with jumbo frames too (141 beats, more than the FIFO holds). In this run none is ended
        # mid-way (0 cut of 11 overruns): the cut is not yet reached by any test.
        sizes = [64, 65, 65, 65, 200, 1514, 9000] if expect_overruns else [64, 65]
        stream = [frame(5000 + i, rng.choice(sizes)) for i in range(600)]
        stop = []
        n_commits = await commits_every(tb, 0, gap, stop)
        for d in stream:
            tb.mac_rx[1].send_nowait(AxiStreamFrame(d, tuser=0))
        await tb.until(lambda: tb.mac_rx[1].idle(), 1_000_000, "the RX stream sent")
        stop.append(True)
        await ClockCycles(dut.clk, 3000)
        out = [d for _, d in tb.sent[0][base_sent:]]
        st, c = await tb.tm_status(0), await tb.counters(0)
        overruns = c["PORT_FWD_OVERRUN"] - base_c["PORT_FWD_OVERRUN"]
        cut = st["bad"] - base_st["bad"]  # ended bad where the FIFO filled: the TM dropped them
        entered = st["pkts_in"] - base_st["pkts_in"]
        dut._log.info("commit every %d cycles (%d commits): %d forwarded, %d overruns (%d cut)",
                      gap, n_commits[0], len(out), overruns, cut)
        assert all(t == FWD_TAG for t, _ in tb.sent[0][base_sent:])
        assert out == [d for d in stream if d in set(out)], "a forwarded frame was changed or reordered"
        assert len(out) + overruns == len(stream), "a frame was neither forwarded nor counted"
        assert entered == len(out) + cut and cut <= overruns
        if expect_overruns:
            assert overruns > 0 and n_commits[0] > 100
        else:
            assert overruns == 0 and len(out) == len(stream)
    await tb.check_clean()


# ---------------------------------------------------------------------------------------------
# The wrapper: Corundum packs each port's signals into wide vectors; cocotbext-axi wants one
# signal per port, so the wrapper splits them (PORT_COUNT = IF_COUNT = 2, PORTS_PER_IF = 1).

def _streams(n_ports: int) -> list[tuple]:
    """(name, direction seen from the DUT, count, [(field, width)], ready field)."""
    d, k = "DATA_WIDTH", "(DATA_WIDTH/8)"
    tx, rx = [("tdata", d), ("tkeep", k), ("tvalid", "1"), ("tlast", "1"), ("tuser", "17")], \
             [("tdata", d), ("tkeep", k), ("tvalid", "1"), ("tlast", "1"), ("tuser", "(PTP_TS_WIDTH+1)")]
    cpl = [("ts", "PTP_TS_WIDTH"), ("tag", "16"), ("valid", "1")]
    if_tx = tx[:4] + [("tid", "12"), ("tdest", "4"), ("tuser", "17")]
    if_rx = rx[:4] + [("tid", "1"), ("tdest", "8"), ("tuser", "(PTP_TS_WIDTH+1)")]
    out = []
    for kind in ("sync", "direct"):
        out += [(f"s_axis_{kind}_tx", "in", n_ports, tx, "tready"), (f"m_axis_{kind}_tx", "out", n_ports, tx, "tready"),
                (f"s_axis_{kind}_tx_cpl", "in", n_ports, cpl, "ready"), (f"m_axis_{kind}_tx_cpl", "out", n_ports, cpl, "ready"),
                (f"s_axis_{kind}_rx", "in", n_ports, rx, "tready"), (f"m_axis_{kind}_rx", "out", n_ports, rx, "tready")]
    out += [("s_axis_if_tx", "in", n_ports, if_tx, "tready"), ("m_axis_if_tx", "out", n_ports, if_tx, "tready"),
            ("s_axis_if_tx_cpl", "in", n_ports, cpl, "ready"), ("m_axis_if_tx_cpl", "out", n_ports, cpl, "ready"),
            ("s_axis_if_rx", "in", n_ports, if_rx, "tready"), ("m_axis_if_rx", "out", n_ports, if_rx, "tready")]
    return out


# Inputs of the app block this test does not drive (tied to 0), and the outputs that must stay
# idle (valids) or ready.
_ZERO = ("m_axil_ctrl_awready m_axil_ctrl_wready m_axil_ctrl_bresp m_axil_ctrl_bvalid m_axil_ctrl_arready "
         "m_axil_ctrl_rdata m_axil_ctrl_rresp m_axil_ctrl_rvalid "
         "m_axis_ctrl_dma_read_desc_ready s_axis_ctrl_dma_read_desc_status_tag s_axis_ctrl_dma_read_desc_status_error "
         "s_axis_ctrl_dma_read_desc_status_valid m_axis_ctrl_dma_write_desc_ready s_axis_ctrl_dma_write_desc_status_tag "
         "s_axis_ctrl_dma_write_desc_status_error s_axis_ctrl_dma_write_desc_status_valid "
         "m_axis_data_dma_read_desc_ready s_axis_data_dma_read_desc_status_tag s_axis_data_dma_read_desc_status_error "
         "s_axis_data_dma_read_desc_status_valid m_axis_data_dma_write_desc_ready s_axis_data_dma_write_desc_status_tag "
         "s_axis_data_dma_write_desc_status_error s_axis_data_dma_write_desc_status_valid "
         "ctrl_dma_ram_wr_cmd_sel ctrl_dma_ram_wr_cmd_be ctrl_dma_ram_wr_cmd_addr ctrl_dma_ram_wr_cmd_data "
         "ctrl_dma_ram_wr_cmd_valid ctrl_dma_ram_rd_cmd_sel ctrl_dma_ram_rd_cmd_addr ctrl_dma_ram_rd_cmd_valid "
         "ctrl_dma_ram_rd_resp_ready data_dma_ram_wr_cmd_sel data_dma_ram_wr_cmd_be data_dma_ram_wr_cmd_addr "
         "data_dma_ram_wr_cmd_data data_dma_ram_wr_cmd_valid data_dma_ram_rd_cmd_sel data_dma_ram_rd_cmd_addr "
         "data_dma_ram_rd_cmd_valid data_dma_ram_rd_resp_ready "
         "ptp_clk ptp_rst ptp_sample_clk ptp_td_sd ptp_pps ptp_pps_str ptp_sync_locked ptp_sync_ts_rel "
         "ptp_sync_ts_rel_step ptp_sync_ts_tod ptp_sync_ts_tod_step ptp_sync_pps ptp_sync_pps_str "
         "ptp_perout_locked ptp_perout_error ptp_perout_pulse "
         "ddr_clk ddr_rst m_axi_ddr_awready m_axi_ddr_wready m_axi_ddr_bid m_axi_ddr_bresp m_axi_ddr_buser "
         "m_axi_ddr_bvalid m_axi_ddr_arready m_axi_ddr_rid m_axi_ddr_rdata m_axi_ddr_rresp m_axi_ddr_rlast "
         "m_axi_ddr_ruser m_axi_ddr_rvalid ddr_status "
         "hbm_clk hbm_rst m_axi_hbm_awready m_axi_hbm_wready m_axi_hbm_bid m_axi_hbm_bresp m_axi_hbm_buser "
         "m_axi_hbm_bvalid m_axi_hbm_arready m_axi_hbm_rid m_axi_hbm_rdata m_axi_hbm_rresp m_axi_hbm_rlast "
         "m_axi_hbm_ruser m_axi_hbm_rvalid hbm_status m_axis_stat_tready jtag_tms jtag_tck").split()
_IDLE = ("m_axil_ctrl_awvalid m_axil_ctrl_wvalid m_axil_ctrl_arvalid m_axis_ctrl_dma_read_desc_valid "
         "m_axis_ctrl_dma_write_desc_valid m_axis_data_dma_read_desc_valid m_axis_data_dma_write_desc_valid "
         "m_axi_ddr_awvalid m_axi_ddr_wvalid m_axi_ddr_arvalid m_axi_hbm_awvalid m_axi_hbm_wvalid "
         "m_axi_hbm_arvalid m_axis_stat_tvalid").split()


def wrapper_source() -> str:
    ports = ["input  wire clk", "input  wire rst"]
    for s, d, w in (("awaddr", "input ", 16), ("awprot", "input ", 3), ("awvalid", "input ", 1), ("awready", "output", 1),
                    ("wdata", "input ", 32), ("wstrb", "input ", 4), ("wvalid", "input ", 1), ("wready", "output", 1),
                    ("bresp", "output", 2), ("bvalid", "output", 1), ("bready", "input ", 1),
                    ("araddr", "input ", 16), ("arprot", "input ", 3), ("arvalid", "input ", 1), ("arready", "output", 1),
                    ("rdata", "output", 32), ("rresp", "output", 2), ("rvalid", "output", 1), ("rready", "input ", 1)):
        ports.append(f"{d} wire [{w}-1:0] s_axil_app_ctrl_{s}")
    ports += ["input  wire [31:0] gpio_in", "output wire [31:0] gpio_out", "input  wire jtag_tdi",
              "output wire jtag_tdo", f"output wire [{len(_IDLE)}-1:0] tieoff_valid", "output wire [1:0] tieoff_ready"]
    body, conns = [], [".clk(clk)", ".rst(rst)", ".gpio_in(gpio_in)", ".gpio_out(gpio_out)",
                       ".jtag_tdi(jtag_tdi)", ".jtag_tdo(jtag_tdo)"]
    conns += [f".s_axil_app_ctrl_{s}(s_axil_app_ctrl_{s})" for s in
              "awaddr awprot awvalid awready wdata wstrb wvalid wready bresp bvalid bready araddr arprot arvalid "
              "arready rdata rresp rvalid rready".split()]
    conns += [f".{c}({{2{{clk}}}})" for c in ("direct_tx_clk", "direct_rx_clk")]
    conns += [f".{c}({{2{{rst}}}})" for c in ("direct_tx_rst", "direct_rx_rst")]
    for name, direction, n, fields, ready in _streams(PORTS):
        for f, w in fields + [(ready, "1")]:
            is_in = (f != ready) == (direction == "in")
            for i in range(n):
                ports.append(f"{'input ' if is_in else 'output'} wire [{w}-1:0] {name}_{i}_{f}")
            body.append(f"wire [{n}*{w}-1:0] {name}_{f};")
            if is_in:
                body.append(f"assign {name}_{f} = {{{', '.join(f'{name}_{i}_{f}' for i in reversed(range(n)))}}};")
            else:
                body += [f"assign {name}_{i}_{f} = {name}_{f}[{i}*{w} +: {w}];" for i in range(n)]
            conns.append(f".{name}_{f}({name}_{f})")
    conns += [f".{z}(0)" for z in _ZERO]
    for o in _IDLE:
        body.append(f"wire [63:0] {o};")  # wide enough for every one of them at these parameters
        conns.append(f".{o}({o})")
    body.append(f"assign tieoff_valid = {{{', '.join(f'|{o}' for o in _IDLE)}}};")
    body += ["wire m_axil_ctrl_bready, m_axil_ctrl_rready;", "assign tieoff_ready = {m_axil_ctrl_bready, m_axil_ctrl_rready};"]
    conns += [".m_axil_ctrl_bready(m_axil_ctrl_bready)", ".m_axil_ctrl_rready(m_axil_ctrl_rready)"]
    header = APP_HEADER.read_bytes()
    return "\n".join([
        "// Generated by cocotb-tests/corundum/test_app_block.py: splits mqnic_app_block's per-port vectors.",
        f"// redline_app_regs.vh sha1 {hashlib.sha1(header).hexdigest()} (a header change rebuilds)",
        "`timescale 1ns / 1ps", "`default_nettype none",
        "module tb_app_block #(parameter DATA_WIDTH = 64, parameter PTP_TS_FMT_TOD = 1,",
        "    parameter PTP_TS_WIDTH = PTP_TS_FMT_TOD ? 96 : 64, parameter TM_LOOP = 0, parameter TM_BUF_BYTES = 262144) (",
        ",\n".join("    " + p for p in ports), ");",
        *body,
        "mqnic_app_block #(",
        # mqnic_core passes CORE_PARAMS; a build of its own may also choose the TM (redline's own)
        ",\n".join(f"    .{n}({v})" for n, v in CORE_PARAMS + REDLINE_PARAMS), ") dut (",
        ",\n".join("    " + c for c in conns), ");",
        "endmodule", "`default_nettype wire", ""])


# Every parameter Corundum's mqnic_core passes to mqnic_app_block (the template's list since
# 2024, with PTP_TS_FMT_TOD), by name as mqnic_core does: Verilator stops with PINNOTFOUND if
# the block lacks one. Values are those of this two-port build (IF_COUNT = PORT_COUNT = 2).
CORE_PARAMS = [
    ("IF_COUNT", "2"), ("PORTS_PER_IF", "1"), ("SCHED_PER_IF", "1"), ("PORT_COUNT", "2"),
    ("CLK_PERIOD_NS_NUM", "4"), ("CLK_PERIOD_NS_DENOM", "1"),
    ("PTP_CLK_PERIOD_NS_NUM", "32"), ("PTP_CLK_PERIOD_NS_DENOM", "5"), ("PTP_PORT_CDC_PIPELINE", "0"),
    ("PTP_PEROUT_ENABLE", "0"), ("PTP_PEROUT_COUNT", "1"),
    ("PTP_TS_ENABLE", "1"), ("PTP_TS_FMT_TOD", "PTP_TS_FMT_TOD"), ("PTP_TS_WIDTH", "PTP_TS_WIDTH"),
    ("TX_TAG_WIDTH", "16"), ("MAX_TX_SIZE", "9214"), ("MAX_RX_SIZE", "9214"),
    ("DDR_CH", "1"), ("DDR_ENABLE", "0"), ("DDR_GROUP_SIZE", "1"),
    ("AXI_DDR_DATA_WIDTH", "256"), ("AXI_DDR_ADDR_WIDTH", "32"), ("AXI_DDR_STRB_WIDTH", "32"),
    ("AXI_DDR_ID_WIDTH", "8"), ("AXI_DDR_AWUSER_ENABLE", "0"), ("AXI_DDR_AWUSER_WIDTH", "1"),
    ("AXI_DDR_WUSER_ENABLE", "0"), ("AXI_DDR_WUSER_WIDTH", "1"), ("AXI_DDR_BUSER_ENABLE", "0"),
    ("AXI_DDR_BUSER_WIDTH", "1"), ("AXI_DDR_ARUSER_ENABLE", "0"), ("AXI_DDR_ARUSER_WIDTH", "1"),
    ("AXI_DDR_RUSER_ENABLE", "0"), ("AXI_DDR_RUSER_WIDTH", "1"), ("AXI_DDR_MAX_BURST_LEN", "256"),
    ("AXI_DDR_NARROW_BURST", "0"), ("AXI_DDR_FIXED_BURST", "0"), ("AXI_DDR_WRAP_BURST", "0"),
    ("HBM_CH", "1"), ("HBM_ENABLE", "0"), ("HBM_GROUP_SIZE", "1"),
    ("AXI_HBM_DATA_WIDTH", "256"), ("AXI_HBM_ADDR_WIDTH", "32"), ("AXI_HBM_STRB_WIDTH", "32"),
    ("AXI_HBM_ID_WIDTH", "8"), ("AXI_HBM_AWUSER_ENABLE", "0"), ("AXI_HBM_AWUSER_WIDTH", "1"),
    ("AXI_HBM_WUSER_ENABLE", "0"), ("AXI_HBM_WUSER_WIDTH", "1"), ("AXI_HBM_BUSER_ENABLE", "0"),
    ("AXI_HBM_BUSER_WIDTH", "1"), ("AXI_HBM_ARUSER_ENABLE", "0"), ("AXI_HBM_ARUSER_WIDTH", "1"),
    ("AXI_HBM_RUSER_ENABLE", "0"), ("AXI_HBM_RUSER_WIDTH", "1"), ("AXI_HBM_MAX_BURST_LEN", "256"),
    ("AXI_HBM_NARROW_BURST", "0"), ("AXI_HBM_FIXED_BURST", "0"), ("AXI_HBM_WRAP_BURST", "0"),
    ("APP_ID", "32'h52440001"), ("APP_CTRL_ENABLE", "1"), ("APP_DMA_ENABLE", "1"),
    ("APP_AXIS_DIRECT_ENABLE", "1"), ("APP_AXIS_SYNC_ENABLE", "1"), ("APP_AXIS_IF_ENABLE", "1"),
    ("APP_STAT_ENABLE", "1"), ("APP_GPIO_IN_WIDTH", "32"), ("APP_GPIO_OUT_WIDTH", "32"),
    ("DMA_ADDR_WIDTH", "64"), ("DMA_IMM_ENABLE", "0"), ("DMA_IMM_WIDTH", "32"), ("DMA_LEN_WIDTH", "16"),
    ("DMA_TAG_WIDTH", "16"), ("RAM_SEL_WIDTH", "4"), ("RAM_ADDR_WIDTH", "16"), ("RAM_SEG_COUNT", "2"),
    ("RAM_SEG_DATA_WIDTH", "256"), ("RAM_SEG_BE_WIDTH", "32"), ("RAM_SEG_ADDR_WIDTH", "10"),
    ("RAM_PIPELINE", "2"),
    ("AXIL_APP_CTRL_DATA_WIDTH", "32"), ("AXIL_APP_CTRL_ADDR_WIDTH", "16"), ("AXIL_APP_CTRL_STRB_WIDTH", "4"),
    ("AXIL_CTRL_DATA_WIDTH", "32"), ("AXIL_CTRL_ADDR_WIDTH", "16"), ("AXIL_CTRL_STRB_WIDTH", "4"),
    ("AXIS_DATA_WIDTH", "DATA_WIDTH"), ("AXIS_KEEP_WIDTH", "DATA_WIDTH/8"), ("AXIS_TX_USER_WIDTH", "17"),
    ("AXIS_RX_USER_WIDTH", "PTP_TS_WIDTH+1"), ("AXIS_RX_USE_READY", "0"),
    ("AXIS_SYNC_DATA_WIDTH", "DATA_WIDTH"), ("AXIS_SYNC_KEEP_WIDTH", "DATA_WIDTH/8"),
    ("AXIS_SYNC_TX_USER_WIDTH", "17"), ("AXIS_SYNC_RX_USER_WIDTH", "PTP_TS_WIDTH+1"),
    ("AXIS_IF_DATA_WIDTH", "DATA_WIDTH"), ("AXIS_IF_KEEP_WIDTH", "DATA_WIDTH/8"), ("AXIS_IF_TX_ID_WIDTH", "12"),
    ("AXIS_IF_RX_ID_WIDTH", "1"), ("AXIS_IF_TX_DEST_WIDTH", "4"), ("AXIS_IF_RX_DEST_WIDTH", "8"),
    ("AXIS_IF_TX_USER_WIDTH", "17"), ("AXIS_IF_RX_USER_WIDTH", "PTP_TS_WIDTH+1"),
    ("STAT_ENABLE", "1"), ("STAT_INC_WIDTH", "24"), ("STAT_ID_WIDTH", "12"),
]

# redline's own parameters of mqnic_app_block, which mqnic_core leaves at their defaults
REDLINE_PARAMS = [("REDLINE_TM_LOOP", "TM_LOOP"), ("REDLINE_TM_BUF_BYTES", "TM_BUF_BYTES")]

APP_HEADER = runner.ROOT / "hw" / "gen" / "redline_app_regs.vh"


def _wrapper_file():
    d = runner.BUILD / "app-src"
    d.mkdir(parents=True, exist_ok=True)
    f = d / "tb_app_block.v"
    text = wrapper_source()
    if not f.exists() or f.read_text() != text:  # rewrite only on change: keeps the build cached
        f.write_text(text)
    return f


def _sources(tm_variants) -> list:
    return tm_variants + sorted((runner.ROOT / "fpga" / "corundum" / "rtl").glob("*.v")) + [_wrapper_file()]


# (bus width, PTP_TS_FMT_TOD, PTP_TS_WIDTH): 96-bit time of day; the 48-bit relative time that
# every stock Corundum board target builds, at 100G's 512 bits; and mqnic_core's own default,
# 64-bit relative time. Completions and RX tuser run at each width.
@pytest.mark.parametrize("width,ts_fmt_tod,ts_width", [(64, 1, 96), (512, 0, 48), (64, 0, 64)])
def test_app_block(width, ts_fmt_tod, ts_width):
    # -fno-inline: the two TMs share one C++ class instead of two inlined copies, which halves
    # the C++ to compile (the build dominates this test's time).
    runner.run("test_app_block", width, toplevel="tb_app_block", sources=_sources(runner.tm_sources()),
               parameters={"DATA_WIDTH": width, "PTP_TS_FMT_TOD": ts_fmt_tod, "PTP_TS_WIDTH": ts_width},
               includes=[runner.ROOT / "hw" / "gen"], env={"REDLINE_TS_BITS": str(ts_width)},
               build_name=f"verilator-app-w{width}-ts{ts_width}", extra_build_args=["-fno-inline"])


def test_app_block_loop_tm():
    """The app block at 512 bits with the compare-only-loop TM, which holds its input: the tests
    of tags and completions, forward mode and line rate (all twelve passed on this build on
    2026-11-28; these keep CI's time), then the input FIFO under holds."""
    runner.run("test_app_block", 512, toplevel="tb_app_block",
               testcase=["register_list", "host_tags_and_completions", "forward_mode", "line_rate",
                         "loop_tm_holds_host_tx", "loop_tm_forwards_rx_through_its_fifo"],
               sources=_sources(runner.tm_sources() + [runner.ROOT / "sim" / "xilinx_prims.v"]),
               parameters={"DATA_WIDTH": 512, "PTP_TS_FMT_TOD": 0, "PTP_TS_WIDTH": 48, "TM_LOOP": 1},
               includes=[runner.ROOT / "hw" / "gen"], env={"REDLINE_TS_BITS": "48", "REDLINE_TM_LOOP": "1"},
               build_name="verilator-app-w512-loop", extra_build_args=["-fno-inline"])


def test_app_block_icarus():
    """Corundum's own testbenches run on Icarus: the app block is plain Verilog it elaborates
    and runs too (a subset, to keep the time down)."""
    gen = runner.ROOT / "hw" / "gen"
    runner.run("test_app_block", 64, simulator="icarus", toplevel="tb_app_block",
               testcase=["register_list", "host_tags_and_completions", "forward_mode"],
               sources=_sources([runner.ROOT / "hw" / "rtl" / "redline_tm.v", gen / "redline_tm_w64.v"]),
               parameters={"DATA_WIDTH": 64}, includes=[gen], build_name="icarus-app-w64")
