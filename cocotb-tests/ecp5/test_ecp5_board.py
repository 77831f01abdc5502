"""The Colorlight 5A-75B board design (fpga/ecp5-colorlight/rtl/redline_board.v) end to end:
both RGMII ports played by cocotbext-eth PHY models at 1000 Mbit/s, four unrelated clocks
(each port's receive clock, clk125, and the traffic manager's 10 MHz), the ECP5 I/O
primitives replaced by sim/ecp5_prims_sim.v and the real 128-bit redline_tm in the middle.

- out of reset (tail drop only) frames from port A come out of port B byte-exact, and frames
  from port B come out of port A;
- the TM is configured over the cable: Etherbone writes to its registers through port A
  (the same packets `redline set --etherbone` sends), then ECT frames come out of B CE-marked
  with a valid IPv4 checksum and non-ECT frames are dropped, and the TM's own counters, read
  back over Etherbone, agree;
- a frame with a bad FCS is dropped and counted; management frames never reach port B;
- back-to-back short frames (the most TM words per wire time) all pass: the 10 MHz TM keeps
  up with the line;
- the board registers (redline.devices.board) count what happened, by name."""
from __future__ import annotations

import logging
import random
import struct
from pathlib import Path

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, Timer, with_timeout
from cocotb.utils import get_time_from_sim_steps
from cocotbext.eth import GmiiFrame, RgmiiSink, RgmiiSource
from scapy.layers.inet import IP, UDP
from scapy.layers.l2 import Ether
from scapy.packet import Raw

import runner

from redline.devices import board, etherbone
from redline.spec import regmap
from redline.spec.regs import REGS

BOARD_MAC = "02:52:44:4c:4e:01"
BOARD_IP = "10.77.0.2"
HOST_MAC = board.MGMT_MAC   # the management source the board is built for (MGMT_MAC, MGMT_IP)
HOST_IP = board.MGMT_IP
OTHER_MAC = "02:00:00:00:00:0c"   # another host on port A's segment
OTHER_IP = "10.77.0.4"
PEER_MAC = "02:00:00:00:00:0b"
PEER_IP = "10.77.0.3"
EB_SPORT = 40000
TM_CLK_NS = 100    # 10 MHz: the board's TM clock (128 bits a cycle: 1.28 Gbit/s)
PHY_TX_DELAY_NS = 2


class BoardTB:
    def __init__(self, dut):
        self.dut = dut
        cocotb.start_soon(Clock(dut.clk125, 8000, unit="ps").start())
        cocotb.start_soon(Clock(dut.tm_clk, TM_CLK_NS * 1000, unit="ps").start())
        # The PHYs' receive clocks are their own: slightly off 125 MHz and out of phase.
        cocotb.start_soon(self._clock_later(dut.a_rgmii_rxc, 7996, 1300))
        cocotb.start_soon(self._clock_later(dut.b_rgmii_rxc, 8004, 4700))
        cocotb.start_soon(self._clock_later(dut.phy_txc, 8000, PHY_TX_DELAY_NS * 1000))
        self.a_src = RgmiiSource(dut.a_rgmii_rxd, dut.a_rgmii_rx_ctl, dut.a_rgmii_rxc, dut.arst)
        self.b_src = RgmiiSource(dut.b_rgmii_rxd, dut.b_rgmii_rx_ctl, dut.b_rgmii_rxc, dut.arst)
        self.a_sink = RgmiiSink(dut.a_rgmii_txd, dut.a_rgmii_tx_ctl, dut.phy_txc, dut.arst)
        self.b_sink = RgmiiSink(dut.b_rgmii_txd, dut.b_rgmii_tx_ctl, dut.phy_txc, dut.arst)
        for x in (self.a_src, self.b_src, self.a_sink, self.b_sink):
            x.log.setLevel(logging.WARNING)
        self.tag = 0x10000000

    @staticmethod
    async def _clock_later(sig, period_ps, delay_ps):
        sig.value = 0
        await Timer(delay_ps, "ps")
        await Clock(sig, period_ps, unit="ps").start()

    async def reset(self):
        self.dut.arst.value = 1
        await ClockCycles(self.dut.tm_clk, 10)
        self.dut.arst.value = 0
        await ClockCycles(self.dut.tm_clk, 20)

    async def recv(self, sink, us=200) -> bytes:
        f = await with_timeout(sink.recv(), us, "us")
        assert f.check_fcs(), "frame with a bad FCS on the wire"
        return bytes(f.get_payload())

    async def nothing_on(self, sink, us=20):
        await Timer(us, "us")
        assert sink.empty(), f"unexpected frame: {bytes(sink.recv_nowait().get_payload()).hex()}"

    # ---- Etherbone over port A ----
    async def eb(self, writes=(), base_write=0, reads=(), mac=HOST_MAC, ip=HOST_IP) -> list[int]:
        """One Etherbone request in a UDP frame on port A; returns the values read (the reply,
        which comes back on port A)."""
        self.tag += 0x100
        rec = etherbone.encode_record(writes=writes, base_write=base_write, reads=reads, base_ret=self.tag)
        payload = etherbone.encode_header() + rec
        frame = (Ether(src=mac, dst=BOARD_MAC) / IP(src=ip, dst=BOARD_IP)
                 / UDP(sport=EB_SPORT, dport=etherbone.DEFAULT_PORT) / Raw(payload))
        await self.a_src.send(GmiiFrame.from_payload(bytes(frame)))
        if not reads:
            return []
        reply = Ether(await self.recv(self.a_sink, us=400))
        assert reply[Ether].dst == mac and reply[IP].src == BOARD_IP and reply[IP].dst == ip
        assert reply[UDP].dport == EB_SPORT
        d = etherbone.decode(bytes(reply[UDP].payload))
        (r,) = d["records"]
        assert r["base_write"] == self.tag, "reply to another request"
        return r["writes"]

    async def read(self, *addrs, **source) -> list[int]:
        return await self.eb(reads=addrs, **source)

    async def write(self, addr, *values):
        # Etherbone writes are not answered; a read in the same record confirms it was done.
        await self.eb(writes=values, base_write=addr, reads=[REGS["ID"]])

    async def counters(self) -> dict:
        vals = await self.read(*[board.counter_addr(n) for n in board.COUNTERS])
        return dict(zip(board.COUNTERS, vals))

    async def tm_value(self, name: str) -> int:
        await self.write(REGS["CTRL"], regmap.ctrl_word("snapshot"))
        lo, hi = await self.read(REGS[name.upper() + "_LO"], REGS[name.upper() + "_HI"])
        return lo | hi << 32


def udp_frame(i: int, tos: int, size: int, rng: random.Random, src=HOST_MAC, dst=PEER_MAC) -> bytes:
    ip = IP(src=HOST_IP, dst=PEER_IP, tos=tos, id=i)
    pkt = Ether(src=src, dst=dst) / ip / UDP(sport=5000 + i, dport=9) / Raw(bytes(rng.getrandbits(8) for _ in range(size)))
    return bytes(pkt)


@cocotb.test()
async def forward_configure_mark(dut):
    tb = BoardTB(dut)
    await tb.reset()
    rng = random.Random(20261122)

    # Identity over the cable: the board's and the TM's ID registers, the board's build facts.
    B = board.BOARD_BASE
    bid, tid, hz, nev, st = await tb.read(B + board.REG_ID, REGS["ID"], B + board.REG_TM_CLK_HZ,
                                          B + board.REG_N_EVENTS, B + board.REG_STATUS)
    assert bid == board.BOARD_ID and tid == regmap.FIELDS["id"].reset, (hex(bid), hex(tid))
    assert hz == 10_000_000 and nev == len(board.COUNTERS) and st == 1 << board.STATUS_BITS["pll_locked"]
    assert (await tb.read(0x3000))[0] == 0, "an unassigned address must read 0"

    # Out of reset the TM only tail-drops: A→B frames arrive unchanged.
    sent = [udp_frame(i, 0x02 if i % 2 else 0x00, rng.randrange(30, 1400), rng) for i in range(6)]
    for f in sent:
        await tb.a_src.send(GmiiFrame.from_payload(f))
    for f in sent:
        got = await tb.recv(tb.b_sink)
        assert got[:len(f)] == f and (len(f) >= 60 or set(got[len(f):]) <= {0})

    # B→A passes straight through.
    back = udp_frame(99, 0, 200, rng, src=PEER_MAC, dst=HOST_MAC)
    await tb.b_src.send(GmiiFrame.from_payload(back))
    assert await tb.recv(tb.a_sink) == back

    # Configure over Etherbone: ecn mode, min_th = max_th = 0, so every ECT frame is marked
    # (forced) and every non-ECT frame is dropped. Written and committed as `redline set` does.
    commits0 = (await tb.read(REGS["COMMITS"]))[0]
    await tb.write(REGS["FLAGS"], regmap.fields_word(mode=2))
    await tb.write(REGS["CTRL"], regmap.ctrl_word("commit"))
    for _ in range(100):
        commits, refused, status = await tb.read(REGS["COMMITS"], REGS["REFUSED"], REGS["STATUS"])
        if commits != commits0:
            break
    assert commits == commits0 + 1 and refused == 0 and status == 0, (commits, refused, status)
    assert (await tb.read(REGS["FLAGS"]))[0] == regmap.fields_word(mode=2)

    ect = [udp_frame(10 + i, 0x02 if i % 2 else 0x01, rng.randrange(30, 1400), rng) for i in range(6)]
    not_ect = [udp_frame(20 + i, 0x00, rng.randrange(30, 1400), rng) for i in range(4)]
    for f in ect[:3] + not_ect[:2] + ect[3:] + not_ect[2:]:
        await tb.a_src.send(GmiiFrame.from_payload(f))
    for f in ect:
        got = Ether(await tb.recv(tb.b_sink))
        want = Ether(f)
        assert got[IP].tos & 3 == 3, f"not CE-marked: tos {got[IP].tos:#x}"
        assert got[IP].tos >> 2 == want[IP].tos >> 2
        chk = got[IP].chksum
        del got[IP].chksum
        assert Ether(bytes(got))[IP].chksum == chk, "IPv4 checksum not updated"
        assert bytes(got[UDP].payload)[:len(want[UDP].payload)] == bytes(want[UDP].payload)
    await tb.nothing_on(tb.b_sink)

    assert await tb.tm_value("forced_mark") == len(ect)
    assert await tb.tm_value("forced_drop") == len(not_ect)
    assert await tb.tm_value("pkts_in") == len(sent) + len(ect) + len(not_ect)

    c = await tb.counters()
    assert c["b_tx"] == len(sent) + len(ect), c
    assert c["a_rx_bad_fcs"] == 0 and c["a_rx_fifo_drop"] == 0 and c["tm_in_drop"] == 0, c
    assert c["b_rx_ok"] == 1 and c["mgmt"] >= 8, c
    ok_bad, busy_timeout = await tb.read(B + board.REG_EB_OK_BAD, B + board.REG_EB_BUSY_TIMEOUT)
    assert ok_bad >> 16 == 0 and busy_timeout == 0, (hex(ok_bad), hex(busy_timeout))
    # The counters were read by one request and this read is another: both taken too.
    assert (ok_bad & 0xFFFF) == c["mgmt"] + 1, (ok_bad, c["mgmt"])
    # Every frame A received was either traffic for the TM or a management request.
    assert c["a_rx_ok"] == c["mgmt"] + len(sent) + len(ect) + len(not_ect), c


@cocotb.test()
async def bad_frames_dropped_and_counted(dut):
    tb = BoardTB(dut)
    await tb.reset()
    rng = random.Random(7)
    good = udp_frame(1, 0, 100, rng)
    bad = GmiiFrame.from_payload(udp_frame(2, 0, 100, rng))
    bad.data[40] ^= 0x01  # after the FCS was computed: the FCS no longer matches
    runt = GmiiFrame.from_raw_payload(bytes(40) + struct.pack("<I", 0))
    await tb.a_src.send(bad)
    await tb.a_src.send(runt)
    await tb.a_src.send(GmiiFrame.from_payload(good))
    assert await tb.recv(tb.b_sink) == good
    await tb.nothing_on(tb.b_sink, us=10)
    bad_b = GmiiFrame.from_payload(udp_frame(3, 0, 80, rng, src=PEER_MAC, dst=HOST_MAC))
    bad_b.data[-1] ^= 0x80  # the FCS itself
    await tb.b_src.send(bad_b)
    c = await tb.counters()  # the request goes out after the bad frame: A's reply comes after
    await tb.nothing_on(tb.a_sink, us=5)
    assert c["a_rx_bad_fcs"] == 1 and c["a_rx_runt"] == 1 and c["b_rx_bad_fcs"] == 1, c
    assert c["b_tx"] == 1 and c["a_tx"] >= 0, c


@cocotb.test()
async def line_rate_short_frames(dut):
    """Back-to-back frames of 60 to 81 bytes (without FCS) on port A, at the line's full rate:
    a frame of 65 bytes is 5 TM words (500 ns at 10 MHz) in 89 byte times on the wire (712 ns),
    the tightest ratio there is. Every frame comes out of port B, in order, nothing is dropped
    on the way, and no backlog builds up. A frame's latency runs from its end on A's wire (seen
    by a second sink on A's receive pins) to its end on B's. It rises over the first 20 frames
    or so, until B's output has a frame in hand to cover the path's jitter (measured: 2954 ns
    to 3770 ns), then grows only by the clocks' offset (A's PHY at 7996 ps a byte, B's at 8000:
    about 0.4 ns a frame). The test asks that it grow by less than 200 ns over the last 60
    frames. A TM slower than the line (6.25 MHz: 800 ns for 5 words) falls behind by about
    90 ns a frame (4059 to 25168 ns over the 120) and fails, long before its 16 KiB input FIFO
    would overflow."""
    tb = BoardTB(dut)
    a_wire = RgmiiSink(dut.a_rgmii_rxd, dut.a_rgmii_rx_ctl, dut.a_rgmii_rxc, dut.arst)
    a_wire.log.setLevel(logging.WARNING)
    await tb.reset()
    rng = random.Random(65)
    sent = [udp_frame(i, 0, 18 + i % 22, rng) for i in range(120)]
    for f in sent:
        tb.a_src.send_nowait(GmiiFrame.from_payload(f))
    lat = []
    for i, f in enumerate(sent):
        g = await with_timeout(tb.b_sink.recv(), 200, "us")
        a = await with_timeout(a_wire.recv(), 1, "us")
        got = bytes(g.get_payload())
        assert g.check_fcs() and got[:len(f)] == f and len(got) == max(60, len(f)), f"frame {i} differs"
        assert bytes(a.get_payload()) == got, f"the A-side sink saw another frame {i}"
        lat.append(get_time_from_sim_steps(g.sim_time_end - a.sim_time_end, "ns"))
    dut._log.info("latency from A to B: first %.0f ns, frame 60 %.0f ns, last %.0f ns", lat[0], lat[60], lat[-1])
    assert lat[-1] - lat[60] < 200, f"latency {lat[60]:.0f} ns at frame 60, {lat[-1]:.0f} ns at the last: behind the line"
    c = await tb.counters()
    assert c["a_rx_ok"] == len(sent) + c["mgmt"] and c["b_tx"] == len(sent), c
    assert c["tm_in_drop"] == 0 and c["a_rx_fifo_drop"] == 0, c


@cocotb.test()
async def write_policy(dut):
    """Issue 26 on the whole board: a write from another host on port A's segment is refused
    (no reply, nothing changed, counted) while its reads are answered; once the management
    host writes the lock key, its own writes are skipped too, but for the TM's counter snapshot,
    so counters still read; then a flood of malformed and adversarial management frames
    (test_etherbone_fuzz's generator), back to back with data frames on port A, changes no
    register, and every data frame comes out of port B, in order and byte-exact."""
    from test_etherbone_fuzz import Gen, reference   # cocotb-tests/ecp5: the responder's fuzz classes

    tb = BoardTB(dut)
    await tb.reset()
    B = board.BOARD_BASE
    await tb.write(REGS["MIN_TH"], 1234)
    assert (await tb.read(REGS["MIN_TH"]))[0] == 1234
    await tb.eb(writes=[999], base_write=REGS["MIN_TH"], mac=OTHER_MAC, ip=OTHER_IP)   # from another host
    await tb.nothing_on(tb.a_sink, us=30)
    assert (await tb.read(REGS["MIN_TH"], mac=OTHER_MAC, ip=OTHER_IP))[0] == 1234, "reads are open"
    (refused_locked,) = await tb.read(B + board.REG_EB_REFUSED_LOCKED)
    assert refused_locked == 1, hex(refused_locked)

    # The lock: only the key at LOCK sets it; then writes from anyone are skipped.
    await tb.write(B + board.REG_LOCK, board.LOCK_KEY ^ 1)
    assert (await tb.read(B + board.REG_LOCK))[0] == 0
    await tb.write(B + board.REG_LOCK, board.LOCK_KEY)
    lock, st = await tb.read(B + board.REG_LOCK, B + board.REG_STATUS)
    assert lock == 1 and st >> board.STATUS_BITS["write_locked"] & 1, (lock, st)
    await tb.write(REGS["MIN_TH"], 999)                 # acknowledged by its read: the record runs
    await tb.write(REGS["CTRL"], regmap.ctrl_word("commit"))
    assert (await tb.read(REGS["MIN_TH"]))[0] == 1234
    assert (await tb.read(REGS["COMMITS"]))[0] == 0
    rng = random.Random(26)
    data = [udp_frame(i, 0, rng.randrange(30, 300), rng) for i in range(4)]
    for f in data:
        await tb.a_src.send(GmiiFrame.from_payload(f))
    for f in data:
        assert (await tb.recv(tb.b_sink))[:len(f)] == f
    assert await tb.tm_value("pkts_in") == len(data), "the counter snapshot is let through a lock"
    (refused_locked,) = await tb.read(B + board.REG_EB_REFUSED_LOCKED)
    assert refused_locked == 1 | 2 << 16, hex(refused_locked)

    # The flood, with the board locked: management frames of every fuzz class, from the
    # management source and others, back to back with data frames.
    gen = Gen(rng)
    classes = ["valid", "truncated", "oversized", "ipv4_header", "udp_length", "eb_header", "record_counts",
               "partial_address", "source", "byte_flips"]
    data = [udp_frame(100 + i, 0x02, rng.randrange(18, 600), rng) for i in range(100)]
    c0 = await tb.counters()
    expect = []                 # what port B must send: the data, and the fuzzed frames not for the board
    junk_n = 0
    for i, f in enumerate(data):
        for _ in range(rng.randrange(0, 3)):
            junk = getattr(gen, rng.choice(classes))().ljust(60, b"\0")   # a NIC pads to 60
            tb.a_src.send_nowait(GmiiFrame.from_payload(junk))
            junk_n += 1
            if not reference(junk)["hit"] and len(junk) <= 1514:
                expect.append(("junk", junk))
        tb.a_src.send_nowait(GmiiFrame.from_payload(f))
        expect.append((f"data frame {i}", f))
    for what, f in expect:
        got = await tb.recv(tb.b_sink, us=2000)
        assert got[:len(f)] == f and len(got) == max(60, len(f)), f"{what} differs: {got.hex()}"
    await tb.nothing_on(tb.b_sink, us=50)
    answers = 0                 # the fuzzed requests that were well-formed reads, probes or ARP
    while not tb.a_sink.empty():
        tb.a_sink.recv_nowait()
        answers += 1
    dut._log.info("%d answers to the fuzzed requests on port A", answers)
    dut._log.info("%d data frames through the TM, %d fuzzed management frames beside them (%d not for the board)",
                  len(data), junk_n, len(expect) - len(data))
    assert (await tb.read(REGS["MIN_TH"]))[0] == 1234
    assert (await tb.read(REGS["COMMITS"], REGS["REFUSED"])) == [0, 0]
    c = await tb.counters()
    assert c["b_tx"] - c0["b_tx"] == len(expect) and c["tm_in_drop"] == 0 and c["a_rx_fifo_drop"] == 0, c
    assert (await tb.read(B + board.REG_LOCK))[0] == 1


def _sources() -> list[Path]:
    fp = runner.ROOT / "fpga" / "ecp5-colorlight"
    rtl = [p for p in sorted((fp / "rtl").glob("*.v")) if p.name not in ("board_pll.v", "colorlight_5a75b.v")]
    return rtl + [fp / "sim" / "ecp5_prims_sim.v", fp / "sim" / "tb_redline_board.v",
                  runner.ROOT / "hw" / "gen" / "redline_tm_w128_b32k.v"]


def test_ecp5_board():
    runner.run("test_ecp5_board", 32, toplevel="tb_redline_board", sources=_sources(), parameters={},
               includes=[runner.ROOT / "hw" / "gen"], build_name="verilator-ecp5-board")
