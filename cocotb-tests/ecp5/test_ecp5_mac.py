"""The gigabit RGMII MAC for the Colorlight 5A-75B (fpga/ecp5-colorlight): rgmii_rx_ecp5 ->
eth_mac_rx and eth_mac_tx -> rgmii_tx_ecp5, through the test top tb_ecp5_mac.v, with the ECP5
primitives replaced by sim/ecp5_prims_sim.v. cocotbext-eth's RgmiiSource/RgmiiSink play the
PHY at 1000 Mbit/s.

RX: random frames arrive byte-exact without FCS; bad FCS, runts, rx_er (in the frame and in the
preamble), too-long frames, short and missing preambles, and a frame cut before its 5th byte
each give the flag and the one status pulse they should. TX: preamble/SFD, FCS (ours and
cocotbext-eth's check), padding to 60 bytes, the length on the wire, exactly IFG idle byte
times back to back, a tuser frame sent with an inverted FCS, an underrun sent with tx_er.
Loopback: RX -> (the test) -> TX byte-exact. The forwarded clock must follow clk125."""
from __future__ import annotations

import logging
import random
import struct
import zlib

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge, RisingEdge, Timer
from cocotb.utils import get_sim_time
from cocotbext.axi import AxiStreamBus, AxiStreamFrame, AxiStreamSink, AxiStreamSource
from cocotbext.eth import GmiiFrame, RgmiiSink, RgmiiSource

import runner

TIMEOUT_MS = 5  # simulated time per test: a hang fails instead of stalling CI
MAX_FRAME = 1518
IFG = 12
PERIOD_NS = 8  # 125 MHz, one byte per cycle
PHY_TX_DELAY_NS = 2  # the B50612D's internal TX clock delay, as assumed by rgmii_tx_ecp5
PREAMBLE = b"\x55" * 7 + b"\xd5"
STATS = ("frame_ok", "bad_fcs", "runt", "too_long", "rx_er", "frame_sent", "underrun")


def fcs(data: bytes) -> bytes:
    return struct.pack("<L", zlib.crc32(data))


def last_tuser(f: AxiStreamFrame) -> int:
    return f.tuser[-1] if isinstance(f.tuser, list) else f.tuser


def rand_bytes(rng: random.Random, n: int) -> bytes:
    return bytes(rng.getrandbits(8) for _ in range(n))


class MacTB:
    """Clocks, resets, the RGMII PHY models, the AXI-Stream ends and the gmii_tx_en watcher."""

    def __init__(self, dut, tx_source: bool = True):
        self.dut = dut
        cocotb.start_soon(Clock(dut.rgmii_rxc, PERIOD_NS, unit="ns").start())
        cocotb.start_soon(Clock(dut.clk125, PERIOD_NS, unit="ns").start())
        cocotb.start_soon(self._phy_txc())
        self.rgmii_src = RgmiiSource(dut.rgmii_rxd, dut.rgmii_rx_ctl, dut.rgmii_rxc, dut.rx_rst)
        self.rgmii_sink = RgmiiSink(dut.rgmii_txd, dut.rgmii_tx_ctl, dut.phy_txc, dut.tx_rst)
        # rx_axis_* is sampled on rgmii_rxc, not on rx_clk (the same clock through the DCCA
        # model): on Verilator, cocotb sees the edges of a clock derived inside the model
        # sometimes before and sometimes after the edge is evaluated, which lost beats.
        self.rx = AxiStreamSink(AxiStreamBus.from_prefix(dut, "rx_axis"), dut.rgmii_rxc, dut.rx_rst)
        self.tx = AxiStreamSource(AxiStreamBus.from_prefix(dut, "tx_axis"), dut.clk125, dut.tx_rst) \
            if tx_source else None
        for x in (self.rgmii_src, self.rgmii_sink, self.rx, self.tx):
            if x is not None:
                x.log.setLevel(logging.WARNING)
        self.en_rise: list[int] = []  # sim times (ns) of gmii_tx_en edges
        self.en_fall: list[int] = []
        cocotb.start_soon(self._watch_tx_en())

    async def _phy_txc(self):
        await Timer(PHY_TX_DELAY_NS, "ns")
        await Clock(self.dut.phy_txc, PERIOD_NS, unit="ns").start()

    async def _watch_tx_en(self):
        en = self.dut.gmii_tx_en
        while True:
            await RisingEdge(en)
            self.en_rise.append(get_sim_time("ns"))
            await FallingEdge(en)
            self.en_fall.append(get_sim_time("ns"))

    async def reset(self):
        d = self.dut
        if self.tx is None:
            d.tx_axis_tvalid.value = 0
            d.tx_axis_tdata.value = 0
            d.tx_axis_tlast.value = 0
            d.tx_axis_tuser.value = 0
        d.rx_rst.value = 1
        d.tx_rst.value = 1
        await ClockCycles(d.clk125, 10)
        d.rx_rst.value = 0
        d.tx_rst.value = 0
        await ClockCycles(d.clk125, 10)

    def stats(self) -> dict:
        return {s: int(getattr(self.dut, f"cnt_{s}").value) for s in STATS}

    async def recv_rx(self, n: int) -> list[tuple[bytes, int]]:
        return [(bytes(f.tdata), last_tuser(f)) for f in [await self.rx.recv() for _ in range(n)]]

    async def settle(self, cycles: int = 100):
        """Let a frame on the wire and its status pulse finish."""
        await ClockCycles(self.dut.clk125, cycles)


def check_wire_frame(f: GmiiFrame, payload: bytes, bad: bool = False):
    """A frame from RgmiiSink: preamble, padded payload, FCS (inverted for a tuser frame)."""
    want = payload + bytes(max(0, 60 - len(payload)))
    assert f.error is None, "tx_er on the wire"
    assert bytes(f.get_preamble()) == PREAMBLE
    assert bytes(f.get_payload()) == want
    good = fcs(want)
    if bad:
        assert not f.check_fcs()
        assert bytes(f.get_fcs()) == bytes(b ^ 0xFF for b in good)
    else:
        assert f.check_fcs()  # cocotbext-eth's own check
        assert bytes(f.get_fcs()) == good
        assert zlib.crc32(bytes(f.get_payload(strip_fcs=False))) == 0x2144DF1C  # CRC-32 residue


# ---------------------------------------------------------------------------------------------
@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def rx_random_frames(dut):
    """Random frames of 60..1514 bytes (with both ends) arrive byte-exact without FCS."""
    tb = MacTB(dut)
    await tb.reset()
    rng = random.Random(20261122)
    sizes = [60, 1514, 61, 64] + [rng.randrange(60, 1515) for _ in range(24)]
    frames = [rand_bytes(rng, n) for n in sizes]
    for p in frames:
        tb.rgmii_src.send_nowait(GmiiFrame.from_payload(p))
    got = await tb.recv_rx(len(frames))
    for i, ((data, tuser), p) in enumerate(zip(got, frames)):
        assert tuser == 0, f"frame {i} flagged"
        assert data == p, f"frame {i} ({len(p)} bytes) differs"
    await tb.settle()
    assert tb.stats() == dict.fromkeys(STATS, 0) | {"frame_ok": len(frames)}
    assert tb.rx.empty()


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def rx_errors(dut):
    """Each kind of bad frame is delivered with tuser = 1 (or not at all) and gives exactly one
    status pulse by priority rx_er > too_long > runt > bad_fcs; good frames in between pass."""
    tb = MacTB(dut)
    await tb.reset()
    rng = random.Random(7)
    cases = []  # (name, GmiiFrame, expected delivery (bytes, tuser) or None, stat)

    def good(name):
        p = rand_bytes(rng, rng.randrange(60, 300))
        cases.append((name, GmiiFrame.from_payload(p), (p, 0), "frame_ok"))

    def with_errors(gf: GmiiFrame, at: int) -> GmiiFrame:
        err = [0] * len(gf.data)
        err[at] = 1
        return GmiiFrame(gf.data, err)

    good("good first")
    p = rand_bytes(rng, 100)
    raw = bytearray(GmiiFrame.from_payload(p).data)
    raw[-2] ^= 0x5A
    cases.append(("FCS byte corrupted", GmiiFrame(raw), (p, 1), "bad_fcs"))
    good("good after bad FCS")
    p = rand_bytes(rng, 200)
    raw = bytearray(GmiiFrame.from_payload(p).data)
    raw[8 + 77] ^= 0x01
    cases.append(("payload bit flipped", GmiiFrame(raw), (raw[8:-4], 1), "bad_fcs"))
    p = rand_bytes(rng, 40)
    cases.append(("runt 40+4", GmiiFrame.from_payload(p, min_len=0), (p, 1), "runt"))
    p = rand_bytes(rng, 59)
    cases.append(("runt 59+4", GmiiFrame.from_payload(p, min_len=0), (p, 1), "runt"))
    p = rand_bytes(rng, 30)
    raw = bytearray(GmiiFrame.from_payload(p, min_len=0).data)
    raw[-1] ^= 0xFF
    cases.append(("runt with bad FCS", GmiiFrame(raw), (p, 1), "runt"))
    cases.append(("cut after 3 bytes", GmiiFrame.from_raw_payload(b"\x01\x02\x03"), None, "runt"))
    good("good after runts")
    p = rand_bytes(rng, 300)
    cases.append(("rx_er in the frame", with_errors(GmiiFrame.from_payload(p), 8 + 150), (p, 1), "rx_er"))
    p = rand_bytes(rng, 300)
    cases.append(("rx_er in the preamble", with_errors(GmiiFrame.from_payload(p), 3), (p, 1), "rx_er"))
    p = rand_bytes(rng, 64)
    cases.append(("rx_er on the last FCS byte", with_errors(GmiiFrame.from_payload(p), 8 + 64 + 3), (p, 1), "rx_er"))
    good("good after rx_er")
    p = rand_bytes(rng, MAX_FRAME - 3)  # MAX_FRAME + 1 bytes with the FCS: cut at MAX_FRAME - 4
    cases.append(("too long", GmiiFrame.from_payload(p), (p[:MAX_FRAME - 4], 1), "too_long"))
    p = rand_bytes(rng, 3000)
    cases.append(("far too long", GmiiFrame.from_payload(p), (p[:MAX_FRAME - 4], 1), "too_long"))
    p = rand_bytes(rng, 2000)
    cases.append(("rx_er, then too long", with_errors(GmiiFrame.from_payload(p), 8 + 20),
                  (p[:MAX_FRAME - 4], 1), "rx_er"))
    good("good after too long")
    p = rand_bytes(rng, 80)
    cases.append(("no preamble, SFD only", GmiiFrame(b"\xd5" + p + fcs(p)), (p, 0), "frame_ok"))
    p = rand_bytes(rng, 80)
    cases.append(("2-byte preamble", GmiiFrame(b"\x55\xd5" + p + fcs(p)), (p, 0), "frame_ok"))
    cases.append(("preamble without SFD", GmiiFrame(b"\x55" * 7), None, None))
    p = rand_bytes(rng, 80)
    cases.append(("bad preamble byte", GmiiFrame(b"\x55\x55\x54\xd5" + p + fcs(p)), None, None))
    good("good last")

    for name, gf, _, _ in cases:
        tb.rgmii_src.send_nowait(gf)
    want = [(name, exp) for name, _, exp, _ in cases if exp is not None]
    got = await tb.recv_rx(len(want))
    for (name, (data, tuser)), (gd, gt) in zip(want, got):
        assert (gt, len(gd)) == (tuser, len(data)), name
        assert gd == bytes(data), name
    await tb.settle()
    assert tb.rx.empty(), "a frame that should deliver nothing delivered something"
    counts = dict.fromkeys(STATS, 0)
    for _, _, _, stat in cases:
        if stat:
            counts[stat] += 1
    assert tb.stats() == counts


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def rx_back_to_back(dut):
    """One idle byte time between frames (below the standard's 12) is enough for the RX MAC."""
    tb = MacTB(dut)
    await tb.reset()
    tb.rgmii_src.ifg = 1
    rng = random.Random(99)
    frames = [rand_bytes(rng, rng.choice((60, 61, 64, 127, 128, 1514))) for _ in range(12)]
    for p in frames:
        tb.rgmii_src.send_nowait(GmiiFrame.from_payload(p))
    got = await tb.recv_rx(len(frames))
    assert got == [(p, 0) for p in frames]
    await tb.settle()
    assert tb.stats()["frame_ok"] == len(frames)


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def tx_frames(dut):
    """Preamble/SFD, padding, FCS, the length on the wire and IFG idle byte times back to back;
    a tuser frame goes out with its FCS inverted; tready is low outside the frame bytes."""
    tb = MacTB(dut)
    await tb.reset()
    rng = random.Random(4242)
    sizes = [1, 14, 59, 60, 61, 64, 1514] + [rng.randrange(60, 1515) for _ in range(8)] + [33, 200]
    frames = [rand_bytes(rng, n) for n in sizes]
    bad = {len(frames) - 2, len(frames) - 1}  # the last two carry tuser = 1
    taken = []  # cycles (of clk125) at which a beat was taken

    async def watch_ready():
        n = 0
        while True:
            await RisingEdge(dut.clk125)
            n += 1
            if int(dut.tx_axis_tvalid.value) and int(dut.tx_axis_tready.value):
                taken.append(n)

    for i, p in enumerate(frames):
        tb.tx.send_nowait(AxiStreamFrame(p, tuser=int(i in bad)))
    watcher = cocotb.start_soon(watch_ready())
    got = [await tb.rgmii_sink.recv() for _ in frames]
    watcher.cancel()
    for i, (f, p) in enumerate(zip(got, frames)):
        check_wire_frame(f, p, bad=i in bad)
    await tb.settle()
    # gmii_tx_en: 8 + max(len, 60) + 4 byte times per frame, exactly IFG between them
    assert len(tb.en_rise) == len(tb.en_fall) == len(frames)
    lens = [(f - r) // PERIOD_NS for r, f in zip(tb.en_rise, tb.en_fall)]
    assert lens == [8 + max(len(p), 60) + 4 for p in frames]
    gaps = [(r - f) // PERIOD_NS for f, r in zip(tb.en_fall, tb.en_rise[1:])]
    assert min(gaps) >= 12
    assert gaps == [IFG] * (len(frames) - 1), gaps
    # tready: one beat per cycle inside a frame, none during preamble/padding/FCS/gap
    assert len(taken) == sum(sizes)
    k = 0
    for p in frames:
        run = taken[k:k + len(p)]
        assert run == list(range(run[0], run[0] + len(p))), "gap inside a frame"
        k += len(p)
    starts = [taken[sum(sizes[:i])] for i in range(len(frames))]
    ends = [taken[sum(sizes[:i + 1]) - 1] for i in range(len(frames))]
    for i in range(1, len(frames)):
        idle = max(60 - sizes[i - 1], 0) + 4 + IFG + 8  # pad, FCS, gap, preamble
        assert starts[i] - ends[i - 1] - 1 == idle, f"tready between frames {i - 1} and {i}"
    assert tb.stats()["frame_sent"] == len(frames) and tb.stats()["underrun"] == 0
    assert int(dut.txc_bad.value) == 0, "rgmii_txc does not follow clk125"


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def tx_underrun(dut):
    """tvalid falls inside a frame: the MAC sends one tx_er byte, ends the frame, counts an
    underrun, discards the rest of that frame and sends the next one intact."""
    tb = MacTB(dut)
    await tb.reset()
    rng = random.Random(5)
    first, second = rand_bytes(rng, 300), rand_bytes(rng, 100)
    # the source starts at once: cycle 60 is well inside the first frame's 300 data bytes
    pattern = [False] * 60 + [True] * 3

    def pause():
        yield from pattern
        while True:
            yield False

    tb.tx.set_pause_generator(pause())
    tb.tx.send_nowait(AxiStreamFrame(first))
    tb.tx.send_nowait(AxiStreamFrame(second))
    broken = await tb.rgmii_sink.recv()
    ok = await tb.rgmii_sink.recv()
    assert broken.error is not None and broken.error[-1] == 1 and sum(broken.error) == 1
    assert bytes(broken.data[:8]) == PREAMBLE
    n = len(broken.data) - 8 - 1  # data bytes before the error byte
    assert 0 < n < len(first) and bytes(broken.data[8:8 + n]) == first[:n]
    check_wire_frame(ok, second)
    await tb.settle()
    assert tb.stats()["underrun"] == 1 and tb.stats()["frame_sent"] == 1
    assert tb.en_rise[1] - tb.en_fall[0] >= IFG * PERIOD_NS


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def loopback(dut):
    """RGMII in -> RX MAC -> (the test, as the store-and-forward FIFO) -> TX MAC -> RGMII out:
    byte-exact, with a valid FCS, while both directions run at once."""
    tb = MacTB(dut)
    await tb.reset()
    rng = random.Random(31337)
    frames = [rand_bytes(rng, rng.randrange(60, 1515)) for _ in range(10)] + [rand_bytes(rng, 60)]

    async def bridge():
        while True:
            f = await tb.rx.recv()
            assert last_tuser(f) == 0
            await tb.tx.send(AxiStreamFrame(f.tdata, tuser=0))

    cocotb.start_soon(bridge())
    for p in frames:
        tb.rgmii_src.send_nowait(GmiiFrame.from_payload(p))
    for i, p in enumerate(frames):
        f = await tb.rgmii_sink.recv()
        check_wire_frame(f, p)
    await tb.settle()
    s = tb.stats()
    assert (s["frame_ok"], s["frame_sent"]) == (len(frames), len(frames))
    assert sum(s.values()) == 2 * len(frames)
    assert int(dut.txc_bad.value) == 0


# ---------------------------------------------------------------------------------------------
ECP5 = runner.ROOT / "fpga" / "ecp5-colorlight"
RTL = ("eth_crc32.v", "eth_mac_rx.v", "eth_mac_tx.v", "rgmii_rx_ecp5.v", "rgmii_tx_ecp5.v")


def _sources() -> list:
    # the behavioural primitive models first: the RTL instantiates IDDRX1F, ODDRX1F, DELAYG, DCCA
    return [ECP5 / "sim" / "ecp5_prims_sim.v"] + [ECP5 / "rtl" / f for f in RTL] + \
           [ECP5 / "sim" / "tb_ecp5_mac.v"]


def test_ecp5_mac():
    runner.run("test_ecp5_mac", 8, toplevel="tb_ecp5_mac", sources=_sources(),
               parameters={"MAX_FRAME": MAX_FRAME, "IFG": IFG}, build_name="verilator-ecp5-mac")


def test_ecp5_mac_icarus():
    """The same tests on Icarus: the RTL and the primitive models are plain Verilog-2001 and
    must not depend on Verilator's scheduling of the DDR edges."""
    runner.run("test_ecp5_mac", 8, simulator="icarus", toplevel="tb_ecp5_mac", sources=_sources(),
               parameters={"MAX_FRAME": MAX_FRAME, "IFG": IFG}, build_name="icarus-ecp5-mac")
