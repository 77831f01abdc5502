"""eb_responder (fpga/ecp5-colorlight/rtl): ARP and Etherbone over UDP on the board's port A.

Frames are built with scapy and offered byte by byte without backpressure (the module must
always accept), replies are taken with random backpressure and parsed with scapy, every field
that matters is checked (MACs, IPs, ports, lengths, the IPv4 checksum, the Etherbone header and
record). The register bus is modelled here: a dict of registers that acks each access after a
random delay, logs every access, and never acks a few "dead" addresses (timeout path).
The protocol the checks follow is docs/etherbone.md; the encoder below is written from it,
independently of the host client (sw/redline/devices/etherbone.py)."""
from __future__ import annotations

import itertools
import logging
import random
import struct

import cocotb
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, FallingEdge, RisingEdge
from cocotb.utils import get_sim_time
from cocotbext.axi import AxiStreamBus, AxiStreamFrame, AxiStreamSink, AxiStreamSource
from scapy.layers.inet import IP, UDP, TCP
from scapy.layers.inet6 import IPv6
from scapy.layers.l2 import ARP, Ether
from scapy.packet import Raw
from scapy.utils import checksum

import runner

from redline.spec import regmap
from redline.spec.regs import REGS

BOARD_MAC = "02:52:44:4c:4e:01"
BOARD_IP = "10.77.0.2"
EB_PORT = 1234
HOST_MAC = "02:52:44:4c:4e:00"   # the management source (MGMT_MAC, MGMT_IP defaults)
HOST_IP = "10.77.0.1"
OTHER_MAC = "02:52:44:4c:4e:10"  # a host on the same segment that may read but not write
OTHER_IP = "10.77.0.5"
TIMEOUT = 200          # the TIMEOUT parameter this test builds with (default 4096)
MAX_WORDS = 256        # 2**BUF_AW, the default
DEAD = {0x0FF0, 0x0FF4}  # the register model never acks these
SNAP_ADDR, SNAP_DATA = REGS["CTRL"], regmap.ctrl_word("snapshot")  # the write a locked board lets through
STATS = ("ok", "bad", "busy", "timeout", "refused", "locked")
TIMEOUT_MS = 20


# ---- Etherbone encoding, from docs/etherbone.md -----------------------------------------------
def eb_header(pf=0, pr=0, nr=0, version=1, sizes=0x44, magic=0x4E6F) -> bytes:
    return struct.pack(">HBB4x", magic, (version << 4) | (nr << 2) | (pr << 1) | pf, sizes)


def eb_record(writes=(), base_w=0, reads=(), base_ret=0, be=0x0F, flags=0, wcount=None, rcount=None) -> bytes:
    wc = len(writes) if wcount is None else wcount
    rc = len(reads) if rcount is None else rcount
    b = bytes([flags, be, wc, rc])
    if writes:
        b += struct.pack(f">I{len(writes)}I", base_w, *writes)
    if reads:
        b += struct.pack(f">I{len(reads)}I", base_ret, *reads)
    return b


def udp_frame(payload: bytes, sport=50000, dport=EB_PORT, dst_ip=BOARD_IP, dst_mac=BOARD_MAC,
              src_mac=HOST_MAC, src_ip=HOST_IP, pad=True, **ip_kw) -> bytes:
    f = bytes(Ether(src=src_mac, dst=dst_mac) / IP(src=src_ip, dst=dst_ip, **ip_kw) /
              UDP(sport=sport, dport=dport) / Raw(payload))
    return f.ljust(60, b"\0") if pad else f


def arp_request(target=BOARD_IP, dst=None, op=1, pad=True) -> bytes:
    f = bytes(Ether(src=HOST_MAC, dst=dst or "ff:ff:ff:ff:ff:ff") /
              ARP(op=op, hwsrc=HOST_MAC, psrc=HOST_IP, hwdst="00:00:00:00:00:00", pdst=target))
    return f.ljust(60, b"\0") if pad else f


# ---- testbench ---------------------------------------------------------------------------------
class EbTB:
    def __init__(self, dut, seed=1):
        self.dut = dut
        self.rng = random.Random(seed)
        cocotb.start_soon(Clock(dut.clk, 8, unit="ns").start())
        self.src = AxiStreamSource(AxiStreamBus.from_prefix(dut, "s_axis"), dut.clk, dut.rst)
        self.sink = AxiStreamSink(AxiStreamBus.from_prefix(dut, "m_axis"), dut.clk, dut.rst)
        for x in (self.src, self.sink):
            x.log.setLevel(logging.WARNING)
        self.regs: dict[int, int] = {}
        self.log: list[tuple[str, int, int]] = []   # ("w"|"r", addr, data) in bus order
        self.delay = (0, 6)                           # ack delay range in cycles
        self.mgmt: list[int] = []                     # mgmt_hit of every frame, in order
        dut.reg_ack.value = 0
        dut.reg_rdata.value = 0
        dut.wr_lock.value = 0

    async def reset(self):
        self.dut.rst.value = 1
        await ClockCycles(self.dut.clk, 5)
        self.dut.rst.value = 0
        await ClockCycles(self.dut.clk, 2)
        cocotb.start_soon(self._bus())
        cocotb.start_soon(self._mgmt())

    def reg_value(self, addr: int) -> int:
        return self.regs.get(addr, 0xA5000000 | addr)

    async def _bus(self):
        dut = self.dut
        while True:
            await FallingEdge(dut.clk)
            if not int(dut.reg_req.value):
                continue
            we, addr, wdata = int(dut.reg_we.value), int(dut.reg_addr.value), int(dut.reg_wdata.value)
            assert addr % 4 == 0, f"unaligned register access {addr:#x}"
            if addr in DEAD:
                self.log.append(("w" if we else "r", addr, wdata if we else None))
                while int(dut.reg_req.value):       # never acked: the responder gives up
                    await FallingEdge(dut.clk)
                continue
            for _ in range(self.rng.randint(*self.delay)):
                await FallingEdge(dut.clk)
                assert int(dut.reg_req.value), "reg_req dropped before the ack"
                assert (int(dut.reg_we.value), int(dut.reg_addr.value)) == (we, addr), "request changed while pending"
            if we:
                self.regs[addr] = wdata
                self.log.append(("w", addr, wdata))
            else:
                self.log.append(("r", addr, self.reg_value(addr)))
                dut.reg_rdata.value = self.reg_value(addr)
            dut.reg_ack.value = 1
            await FallingEdge(dut.clk)
            dut.reg_ack.value = 0
            dut.reg_rdata.value = self.rng.getrandbits(32)   # rdata only matters with the ack

    async def _mgmt(self):
        """mgmt_valid/mgmt_hit are combinational on the last beat: sample mid-cycle.
        mgmt_claimed must pulse in the next cycle exactly when both were 1, and only then."""
        dut = self.dut
        hit_before = 0
        while True:
            await FallingEdge(dut.clk)
            claimed = int(dut.mgmt_claimed.value)
            assert claimed == hit_before, f"mgmt_claimed {claimed} a cycle after mgmt_hit {hit_before}"
            valid = int(dut.s_axis_tvalid.value) and int(dut.mgmt_valid.value)
            hit_before = int(valid and int(dut.mgmt_hit.value))
            if valid:
                self.mgmt.append(int(dut.mgmt_hit.value))

    def stats(self) -> dict:
        return {n: int(getattr(self.dut, f"stat_{n}").value) for n in STATS}

    async def send(self, *frames: bytes):
        for f in frames:
            await self.src.send(AxiStreamFrame(f))
        await self.src.wait()

    async def recv(self, cycles=20000) -> bytes:
        for _ in range(cycles // 10):
            if not self.sink.empty():
                return bytes((await self.sink.recv()).tdata)
            await ClockCycles(self.dut.clk, 10)
        raise AssertionError("no reply frame")

    async def until(self, cond, cycles=20000, what="condition"):
        for _ in range(cycles // 10):
            if cond():
                return
            await ClockCycles(self.dut.clk, 10)
        raise AssertionError(f"timeout waiting for {what}")

    async def quiet(self, cycles=300):
        """Nothing more comes out and the engine is idle."""
        await ClockCycles(self.dut.clk, cycles)
        assert self.sink.empty(), "unexpected reply frame"
        assert int(self.dut.m_axis_tvalid.value) == 0
        assert int(self.dut.reg_req.value) == 0

    async def request(self, payload: bytes, sport=50000, **kw) -> bytes:
        await self.send(udp_frame(payload, sport=sport, **kw))
        return await self.recv()


def check_udp_reply(frame: bytes, sport: int) -> bytes:
    """Every header field of an Etherbone reply; returns the UDP payload."""
    e = Ether(frame)
    assert (e.dst, e.src, e.type) == (HOST_MAC, BOARD_MAC, 0x0800), e.summary()
    ip = e[IP]
    assert (ip.version, ip.ihl, ip.tos, ip.id, int(ip.flags), ip.frag, ip.ttl, ip.proto) == (4, 5, 0, 0, 2, 0, 64, 17)
    assert (ip.src, ip.dst) == (BOARD_IP, HOST_IP)
    assert ip.len == len(frame) - 14, "IPv4 total length"
    assert checksum(frame[14:34]) == 0, "IPv4 header checksum"
    u = e[UDP]
    assert (u.sport, u.dport, u.len, u.chksum) == (EB_PORT, sport, ip.len - 20, 0)
    return frame[42:]


def parse_read_reply(payload: bytes, base_ret: int, n: int) -> list[int]:
    assert payload[:8] == bytes.fromhex("4e6f104400000000"), payload[:8].hex()
    flags, be, wc, rc = payload[8:12]
    assert (flags, be, wc, rc) == (0, 0x0F, n, 0), (flags, be, wc, rc)
    assert len(payload) == 12 + 4 + 4 * n
    got_base, *values = struct.unpack(f">I{n}I", payload[12:])
    assert got_base == base_ret, f"base_write_addr {got_base:#x} != base_ret_addr {base_ret:#x}"
    return values


async def eb_read(tb: EbTB, addrs, base_ret=0x10000000, sport=50000) -> list[int]:
    reply = await tb.request(eb_header() + eb_record(reads=list(addrs), base_ret=base_ret), sport=sport)
    return parse_read_reply(check_udp_reply(reply, sport), base_ret, len(addrs))


# ---- tests -------------------------------------------------------------------------------------
@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def arp(dut):
    """An ARP request for the board's IP (broadcast or unicast) gets a reply; others don't."""
    tb = EbTB(dut)
    await tb.reset()
    tb.sink.set_pause_generator(iter(lambda: tb.rng.random() < 0.3, None))
    for f in (arp_request(), arp_request(dst=BOARD_MAC), arp_request(pad=False)):
        await tb.send(f)
        r = await tb.recv()
        assert len(r) == 42, len(r)
        e = Ether(r)
        assert (e.dst, e.src, e.type) == (HOST_MAC, BOARD_MAC, 0x0806)
        a = e[ARP]
        assert (a.hwtype, a.ptype, a.hwlen, a.plen, a.op) == (1, 0x0800, 6, 4, 2)
        assert (a.hwsrc, a.psrc, a.hwdst, a.pdst) == (BOARD_MAC, BOARD_IP, HOST_MAC, HOST_IP)
    assert tb.mgmt == [1, 1, 1]
    # For another IP, or to another MAC: not the board's; an ARP reply to it: ignored, counted.
    await tb.send(arp_request(target="10.77.0.3"), arp_request(dst="02:00:00:00:00:99"),
                  arp_request(op=2))
    await tb.quiet()
    assert tb.mgmt[3:] == [0, 0, 1]
    assert tb.stats() == {"ok": 3, "bad": 1, "busy": 0, "timeout": 0, "refused": 0, "locked": 0}
    assert tb.log == []


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def probe(dut):
    """A probe (pf) is answered with pr set and the payload after the header echoed."""
    tb = EbTB(dut)
    await tb.reset()
    for body, sport in ((b"", 1234), (bytes.fromhex("0123456789abcdef"), 40000),
                        (bytes(range(200)) * 2, 40001)):
        reply = await tb.request(eb_header(pf=1) + body, sport=sport)
        pl = check_udp_reply(reply, sport)
        assert pl == bytes.fromhex("4e6f124400000000") + body, pl.hex()
    # OHWR-style size masks in a probe are accepted when they include 32 bits.
    reply = await tb.request(eb_header(pf=1, sizes=0xFF), sport=7)
    assert check_udp_reply(reply, 7) == bytes.fromhex("4e6f124400000000")
    assert tb.log == [] and tb.mgmt == [1] * 4
    assert tb.stats()["ok"] == 4


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def writes_then_reads(dut):
    """Writes reach the bus in order at consecutive addresses with no reply; reads come back
    with the written values; a record with writes and reads does the writes first."""
    tb = EbTB(dut)
    await tb.reset()
    vals = [0x11111111, 0x22222222, 0xDEADBEEF, 0x00000000, 0xFFFFFFFF]
    await tb.send(udp_frame(eb_header() + eb_record(writes=vals, base_w=0x0100)))
    await tb.quiet()
    assert tb.log == [("w", 0x100 + 4 * i, v) for i, v in enumerate(vals)]
    addrs = [0x100, 0x108, 0x110, 0x104, 0x10C, 0x2000]
    got = await eb_read(tb, addrs, base_ret=0x12345670, sport=1234)
    assert got == [vals[0], vals[2], vals[4], vals[1], vals[3], tb.reg_value(0x2000)]
    assert [x[:2] for x in tb.log[5:]] == [("r", a) for a in addrs]
    # One record: two writes, then reads of the same addresses (must see the new values).
    tb.log.clear()
    reply = await tb.request(eb_header() + eb_record(writes=[7, 8], base_w=0xFFF8,
                                                     reads=[0xFFF8, 0xFFFC, 0x0100], base_ret=0xFFFFFFFC), sport=9)
    assert parse_read_reply(check_udp_reply(reply, 9), 0xFFFFFFFC, 3) == [7, 8, vals[0]]
    assert tb.log == [("w", 0xFFF8, 7), ("w", 0xFFFC, 8), ("r", 0xFFF8, 7), ("r", 0xFFFC, 8), ("r", 0x100, vals[0])]
    # Records that ask nothing: no reply, no access, counted as served.
    await tb.send(udp_frame(eb_header()), udp_frame(eb_header() + eb_record()))
    await tb.quiet()
    assert len(tb.log) == 5
    assert tb.stats() == {"ok": 5, "bad": 0, "busy": 0, "timeout": 0, "refused": 0, "locked": 0}
    assert tb.mgmt == [1] * 5


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def largest_records(dut):
    """The largest reads-only (254) and writes-only (254) records fit; one more word is refused."""
    tb = EbTB(dut)
    await tb.reset()
    tb.delay = (0, 1)
    n = MAX_WORDS - 2
    vals = [tb.rng.getrandbits(32) for _ in range(n)]
    await tb.send(udp_frame(eb_header() + eb_record(writes=vals, base_w=0x0400)))
    await tb.until(lambda: len(tb.log) == n, what=f"{n} writes")
    await tb.quiet(100)
    addrs = [0x400 + 4 * i for i in range(n)]
    tb.rng.shuffle(addrs)
    got = await eb_read(tb, addrs, base_ret=0x80)
    assert got == [vals[(a - 0x400) // 4] for a in addrs]
    assert len(tb.log) == 2 * n
    await tb.send(udp_frame(eb_header() + eb_record(reads=[0] * (n + 1))),
                  udp_frame(eb_header() + eb_record(writes=[0] * (n + 1))),
                  udp_frame(eb_header() + eb_record(writes=[1] * (n - 1), reads=[0, 4])))
    await tb.quiet()
    assert len(tb.log) == 2 * n
    assert tb.stats() == {"ok": 2, "bad": 3, "busy": 0, "timeout": 0, "refused": 0, "locked": 0}


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def ignored_frames(dut):
    """Frames for someone else pass with mgmt_hit 0; malformed frames for the board are
    ignored and counted; neither touches the bus nor gets a reply."""
    tb = EbTB(dut)
    await tb.reset()
    rd = eb_header() + eb_record(reads=[0x10], base_ret=0)
    good = udp_frame(rd)
    bad_cs = bytearray(good)
    bad_cs[24] ^= 0x01                                      # IPv4 header checksum
    not_mine = [
        udp_frame(rd, dst_ip="10.77.0.3"),                  # another IP
        udp_frame(rd, dport=1235),                          # another port
        udp_frame(rd, dst_mac="02:52:44:4c:4e:02"),         # another MAC
        udp_frame(rd, dst_mac="ff:ff:ff:ff:ff:ff"),         # broadcast IPv4
        bytes(Ether(src=HOST_MAC, dst=BOARD_MAC) / IP(src=HOST_IP, dst=BOARD_IP) / TCP(dport=EB_PORT)),
        bytes(Ether(src=HOST_MAC, dst=BOARD_MAC) / IPv6() / UDP(dport=EB_PORT) / Raw(rd)),
        udp_frame(rd, options=[b"\x01\x01\x01\x00"]),       # IHL 6
        bytes(Ether(src=HOST_MAC, dst="01:00:5e:00:00:01") / IP(src=HOST_IP, dst="224.0.0.1") / UDP() / Raw(b"x" * 40)),
        bytes(Ether(src=HOST_MAC, dst="02:00:00:00:00:20", type=0x88B5) / Raw(b"\x55" * 100)),
        bytes(13),                                          # runts
        bytes(1),
        arp_request()[:30],                                 # ends before the target IP
    ]
    trunc = udp_frame(rd, pad=False)
    malformed = [
        bytes(bad_cs),
        udp_frame(eb_header(magic=0x4E6E) + eb_record(reads=[0x10])),
        udp_frame(eb_header(version=2) + eb_record(reads=[0x10])),
        udp_frame(eb_header(sizes=0x24) + eb_record(reads=[0x10])),
        udp_frame(eb_header(pr=1) + eb_record(reads=[0x10])),         # a probe reply
        udp_frame(eb_header() + eb_record(reads=[0x10], be=0x03)),
        udp_frame(eb_header() + eb_record(reads=[0x10], rcount=2)),   # counts vs length
        udp_frame(eb_header() + eb_record(writes=[1, 2], wcount=1)),
        udp_frame(eb_header() + eb_record(reads=[0x10]) + eb_record(reads=[0x14])),  # 2 records
        udp_frame(eb_header() + eb_record(reads=[0x12])),             # unaligned
        udp_frame(eb_header() + eb_record(reads=[0x10010])),          # beyond 16 bits
        udp_frame(eb_header() + eb_record(writes=[1], base_w=0x10000)),
        udp_frame(eb_header() + eb_record(writes=[1, 2], base_w=0xFFFC)),   # runs past 0xFFFF
        udp_frame(eb_header() + eb_record(writes=[1], base_w=0x102)),
        udp_frame(eb_header() + eb_record(reads=[0x10]) + b"\0\0"),   # not whole words
        udp_frame(eb_header(pf=1) + b"\0\0\0"),
        udp_frame(eb_header()[:6]),                                   # short header
        udp_frame(rd, flags="MF"),                                    # a fragment
        udp_frame(rd, frag=3),
        trunc[:-4],                                                   # truncated
    ]
    for f in not_mine + malformed:
        await tb.send(f)
        for _ in range(tb.rng.randint(0, 3)):
            await RisingEdge(dut.clk)
    # A UDP length that disagrees with the IPv4 length.
    f = bytearray(good)
    f[39] += 4
    await tb.send(bytes(f))
    await tb.quiet()
    assert tb.log == []
    assert tb.mgmt == [0] * len(not_mine) + [1] * (len(malformed) + 1), tb.mgmt
    assert tb.stats() == {"ok": 0, "bad": len(malformed) + 1, "busy": 0, "timeout": 0, "refused": 0, "locked": 0}, tb.stats()
    # ... and a good request after all that is served.
    assert await eb_read(tb, [0x10]) == [tb.reg_value(0x10)]
    assert tb.stats()["ok"] == 1


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def timeout(dut):
    """A register that never acks: reads return 0xFFFFFFFF after TIMEOUT cycles, writes are
    dropped, both counted; the following accesses work."""
    tb = EbTB(dut)
    await tb.reset()
    t0 = get_sim_time("ns")
    got = await eb_read(tb, [0x20, 0x0FF0, 0x24])
    assert got == [tb.reg_value(0x20), 0xFFFFFFFF, tb.reg_value(0x24)]
    assert get_sim_time("ns") - t0 >= TIMEOUT * 8
    assert tb.stats()["timeout"] == 1
    await tb.send(udp_frame(eb_header() + eb_record(writes=[5, 6, 7], base_w=0x0FEC)))
    await tb.quiet(TIMEOUT * 3)
    assert tb.stats()["timeout"] == 3
    assert [x for x in tb.log if x[0] == "w"] == [("w", 0xFEC, 5), ("w", 0xFF0, 6), ("w", 0xFF4, 7)]
    assert 0xFF0 not in tb.regs and tb.regs[0xFEC] == 5
    assert await eb_read(tb, [0x0FEC]) == [5]
    assert tb.stats() == {"ok": 3, "bad": 0, "busy": 0, "timeout": 3, "refused": 0, "locked": 0}


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def busy(dut):
    """Back-to-back requests: one executes while the next waits in the second slot; a third
    that finds both slots full is dropped and counted (mgmt_hit is 1 for all three)."""
    tb = EbTB(dut)
    await tb.reset()
    tb.delay = (60, 60)
    frames = [udp_frame(eb_header() + eb_record(reads=[0x40 + 4 * i, 0x80], base_ret=i << 2), sport=100 + i)
              for i in range(3)]
    await tb.send(*frames)                       # back to back, no gap
    r0, r1 = await tb.recv(), await tb.recv()
    await tb.quiet(500)
    assert parse_read_reply(check_udp_reply(r0, 100), 0, 2) == [tb.reg_value(0x40), tb.reg_value(0x80)]
    assert parse_read_reply(check_udp_reply(r1, 101), 4, 2) == [tb.reg_value(0x44), tb.reg_value(0x80)]
    assert tb.mgmt == [1, 1, 1]
    assert tb.stats() == {"ok": 2, "bad": 0, "busy": 1, "timeout": 0, "refused": 0, "locked": 0}
    # An ARP request arriving while a long request executes is queued and answered after it.
    await tb.send(frames[2], arp_request())
    r2, ra = await tb.recv(), await tb.recv()
    assert parse_read_reply(check_udp_reply(r2, 102), 8, 2) == [tb.reg_value(0x48), tb.reg_value(0x80)]
    assert Ether(ra)[ARP].op == 2


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def host_client_packets(dut):
    """The packets sw/redline/devices/etherbone.py sends (acknowledged writes, tagged reads, a probe
    with an id), built by its own encoder, and its decoder on the RTL's replies."""
    from redline.devices import etherbone as E
    tb = EbTB(dut)
    await tb.reset()
    tag = 0x1234 << 2
    vals = list(range(7, 7 + E.MAX_WRITES))
    reply = await tb.request(E.encode_header() + E.encode_record(vals, 0x0800, [0x0000], tag), sport=1234)
    p = E.decode(check_udp_reply(reply, 1234))
    assert len(p["records"]) == 1 and not p["probe"] and not p["probe_reply"]
    r = p["records"][0]
    assert (r["base_write"], r["writes"], r["reads"]) == (tag, [tb.reg_value(0)], [])
    assert [x[:2] for x in tb.log[:-1]] == [("w", 0x800 + 4 * i) for i in range(len(vals))]
    addrs = [0x800 + 4 * i for i in range(E.MAX_READS)]
    reply = await tb.request(E.encode_header() + E.encode_record(reads=addrs, base_ret=tag + 4), sport=1234)
    r = E.decode(check_udp_reply(reply, 1234))["records"][0]
    assert r["base_write"] == tag + 4 and r["writes"] == [tb.regs.get(a, tb.reg_value(a)) for a in addrs]
    token = bytes.fromhex("0011223344556677")
    reply = await tb.request(E.encode_header(probe=True) + token, sport=1234)
    p = E.decode(check_udp_reply(reply, 1234))
    assert p["probe_reply"] and not p["probe"] and p["body"] == token
    assert tb.stats() == {"ok": 3, "bad": 0, "busy": 0, "timeout": 0, "refused": 0, "locked": 0}


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def reply_stall_patterns(dut):
    """Replies under periodic backpressure (m_axis_tready low every other cycle, one cycle in
    three, in pairs, ...), so that the reply pipeline and the payload words it reads from the
    block RAM (two cycles per read) stall at every byte of a word: a probe echoing 61 words,
    reads of 17 registers and an ARP reply come out byte-exact, each pattern at every phase."""
    tb = EbTB(dut)
    await tb.reset()
    tb.delay = (0, 2)
    body = bytes(tb.rng.getrandbits(8) for _ in range(4 * 61))
    addrs = [4 * tb.rng.randrange(0, 64) for _ in range(17)]
    n = 0
    for pat in [(1, 0), (0, 1), (0, 0, 1), (0, 1, 1), (1, 1, 0, 0), (0, 0, 0, 1, 1), (0, 1, 0, 0, 1, 1, 1)]:
        for phase in range(len(pat)):   # 1 = tready low
            tb.sink.set_pause_generator(itertools.cycle([bool(x) for x in pat[phase:] + pat[:phase]]))
            sport = 1000 + n
            reply = await tb.request(eb_header(pf=1) + body, sport=sport)
            assert check_udp_reply(reply, sport) == bytes.fromhex("4e6f124400000000") + body, (pat, phase)
            got = await eb_read(tb, addrs, base_ret=0x40000000 + 4 * n, sport=sport)
            assert got == [tb.reg_value(a) for a in addrs], (pat, phase)
            await tb.send(arp_request())
            a = Ether(await tb.recv())[ARP]
            assert (a.op, a.hwsrc, a.psrc, a.hwdst, a.pdst) == (2, BOARD_MAC, BOARD_IP, HOST_MAC, HOST_IP)
            n += 1
    await tb.quiet()
    assert tb.stats() == {"ok": 3 * n, "bad": 0, "busy": 0, "timeout": 0, "refused": 0, "locked": 0}


@cocotb.test(timeout_time=60, timeout_unit="ms")
async def random_traffic(dut):
    """Random write/read/mixed records, probes, ARP and foreign frames, back to back or with
    gaps, random ack delays and reply backpressure, against a Python register file."""
    tb = EbTB(dut, seed=5)
    await tb.reset()
    rng = tb.rng
    tb.src.set_pause_generator(iter(lambda: rng.random() < 0.2, None))
    tb.sink.set_pause_generator(iter(lambda: rng.random() < 0.4, None))
    both = []

    async def watch_slots():
        while True:
            await RisingEdge(dut.clk)
            if int(dut.full.value) == 3:
                both.append(1)

    cocotb.start_soon(watch_slots())
    model: dict[int, int] = {}
    expected = []          # ("eb", sport, base_ret, values) or ("arp",) or ("probe", sport, body)
    served = 0
    paired = False
    for i in range(60):
        kind = rng.choice(["w", "r", "wr", "wr", "probe", "arp", "other"])
        sport = rng.randrange(1, 65536)
        if kind == "arp":
            frame = arp_request()
            expected.append(("arp",))
        elif kind == "other":
            frame = udp_frame(rng.randbytes(rng.randrange(0, 80)), dst_ip="10.77.0.9", sport=sport)
            served -= 1
        elif kind == "probe":
            body = rng.randbytes(4 * rng.randrange(0, 5))
            frame = udp_frame(eb_header(pf=1) + body, sport=sport)
            expected.append(("probe", sport, body))
        else:
            writes, reads, base = [], [], 4 * rng.randrange(0, 64)
            if "w" in kind:
                writes = [rng.getrandbits(32) for _ in range(rng.randrange(1, 12))]
                for j, v in enumerate(writes):
                    model[base + 4 * j] = v
            if "r" in kind:
                reads = [4 * rng.randrange(0, 80) for _ in range(rng.randrange(1, 20))]
                base_ret = rng.getrandbits(30) << 2
                expected.append(("eb", sport, base_ret, [model.get(a, 0xA5000000 | a) for a in reads]))
            else:
                base_ret = 0
            frame = udp_frame(eb_header() + eb_record(writes=writes, base_w=base, reads=reads, base_ret=base_ret),
                              sport=sport)
        served += 1
        await tb.send(frame)
        if not paired and rng.random() < 0.3:
            paired = True           # the next frame follows back to back: both slots in use
            continue
        paired = False
        await ClockCycles(dut.clk, 3)   # the last frame has been decided (a cycle after tlast)
        while int(dut.full.value):      # both slots free again: nothing will be dropped
            await RisingEdge(dut.clk)
        await ClockCycles(dut.clk, rng.randrange(0, 40))
    for exp in expected:
        r = await tb.recv()
        if exp[0] == "arp":
            assert Ether(r)[ARP].op == 2 and Ether(r)[ARP].pdst == HOST_IP
        elif exp[0] == "probe":
            assert check_udp_reply(r, exp[1]) == bytes.fromhex("4e6f124400000000") + exp[2]
        else:
            _, sport, base_ret, values = exp
            assert parse_read_reply(check_udp_reply(r, sport), base_ret, len(values)) == values
    await tb.quiet()
    assert tb.stats() == {"ok": served, "bad": 0, "busy": 0, "timeout": 0, "refused": 0, "locked": 0}
    assert tb.regs == model
    assert len(expected) > 25 and both, (len(expected), len(both))   # replies, and both slots in use


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def write_allowlist(dut):
    """Writes are served only from the management source (MGMT_MAC and MGMT_IP both): a
    request with writes from any other MAC or IP gets no answer, touches nothing and counts as
    refused, even when it also reads. Reads, probes and ARP are answered whoever asks; a
    malformed frame counts as bad whatever its source."""
    tb = EbTB(dut)
    await tb.reset()
    wr = eb_header() + eb_record(writes=[0x1234], base_w=0x0100, reads=[0x0100], base_ret=0x40)
    sources = [dict(src_mac=OTHER_MAC), dict(src_ip=OTHER_IP), dict(src_mac=OTHER_MAC, src_ip=OTHER_IP),
               dict(src_mac="02:52:44:4c:4e:01"),             # one bit off the management MAC
               dict(src_mac="03:52:44:4c:4e:00"),             # the first byte differs
               dict(src_ip="10.77.0.0"), dict(src_ip="11.77.0.1")]
    for kw in sources:
        await tb.send(udp_frame(wr, **kw))
        await tb.send(udp_frame(eb_header() + eb_record(writes=[7, 8], base_w=0x0200), **kw))
    await tb.quiet()
    assert tb.log == [] and tb.regs == {}
    assert tb.stats() == {"ok": 0, "bad": 0, "busy": 0, "timeout": 0, "refused": 2 * len(sources), "locked": 0}
    assert tb.mgmt == [1] * (2 * len(sources)), "a refused request is still for the board: kept from the TM"
    # Reads and probes from another host are answered, to that host.
    reply = await tb.request(eb_header() + eb_record(reads=[0x0100], base_ret=0x44), sport=999,
                             src_mac=OTHER_MAC, src_ip=OTHER_IP)
    e = Ether(reply)
    assert (e.dst, e[IP].dst, e[UDP].dport) == (OTHER_MAC, OTHER_IP, 999)
    assert parse_read_reply(bytes(e[UDP].payload), 0x44, 1) == [tb.reg_value(0x100)]
    reply = await tb.request(eb_header(pf=1) + b"abcd", sport=998, src_mac=OTHER_MAC, src_ip=OTHER_IP)
    assert bytes(Ether(reply)[UDP].payload)[8:] == b"abcd"
    # Malformed from another source: bad, not refused.
    bad = bytearray(udp_frame(wr, src_mac=OTHER_MAC))
    bad[24] ^= 0x40
    await tb.send(bytes(bad))
    await tb.quiet()
    assert tb.stats() == {"ok": 2, "bad": 1, "busy": 0, "timeout": 0, "refused": 2 * len(sources), "locked": 0}
    # The management source's write is served.
    before = tb.reg_value(0x100)
    reply = await tb.request(wr, sport=997)
    assert parse_read_reply(check_udp_reply(reply, 997), 0x40, 1) == [0x1234]
    assert tb.log == [("r", 0x100, before), ("w", 0x100, 0x1234), ("r", 0x100, 0x1234)]


@cocotb.test(timeout_time=TIMEOUT_MS, timeout_unit="ms")
async def write_lock(dut):
    """While wr_lock is high no write reaches the bus, whoever sends it: each one is skipped
    and counted (`locked`), and a record's reads still run and are answered. The one write let
    through is the exemption (the TM's counter snapshot), and only with its exact value. When
    the lock rises between two writes of one record, the later ones are skipped."""
    tb = EbTB(dut)
    await tb.reset()
    dut.wr_lock.value = 1
    reply = await tb.request(eb_header() + eb_record(writes=[5, 6, 7], base_w=0x0020, reads=[0x0024], base_ret=0),
                             sport=1000)
    assert parse_read_reply(check_udp_reply(reply, 1000), 0, 1) == [tb.reg_value(0x24)]
    await tb.send(udp_frame(eb_header() + eb_record(writes=[SNAP_DATA | 1], base_w=SNAP_ADDR)),   # commit too: refused
                  udp_frame(eb_header() + eb_record(writes=[SNAP_DATA], base_w=SNAP_ADDR + 4)))  # another register
    await tb.quiet()
    assert tb.log == [("r", 0x24, tb.reg_value(0x24))], tb.log
    assert tb.stats() == {"ok": 3, "bad": 0, "busy": 0, "timeout": 0, "refused": 0, "locked": 5}
    await tb.send(udp_frame(eb_header() + eb_record(writes=[SNAP_DATA], base_w=SNAP_ADDR)))
    await tb.quiet()
    assert tb.log[1:] == [("w", SNAP_ADDR, SNAP_DATA)]
    # A lock that rises during a record: the writes before it land, the rest are skipped.
    dut.wr_lock.value = 0
    tb.log.clear()
    tb.delay = (30, 30)
    await tb.send(udp_frame(eb_header() + eb_record(writes=[1, 2, 3, 4], base_w=0x0300)))
    for _ in range(2000):                        # the second write is on the bus
        await RisingEdge(dut.clk)
        if int(dut.reg_req.value) and int(dut.reg_addr.value) == 0x304:
            break
    dut.wr_lock.value = 1
    await tb.quiet(500)
    assert tb.log == [("w", 0x300, 1), ("w", 0x304, 2)], tb.log
    assert tb.stats()["locked"] == 5 + 2
    # Unlocked again (the board unlocks only at reset): writes land.
    dut.wr_lock.value = 0
    tb.log.clear()
    await tb.send(udp_frame(eb_header() + eb_record(writes=[9], base_w=0x0400)))
    await tb.quiet()
    assert tb.log == [("w", 0x400, 9)]


def test_etherbone():
    fp = runner.ROOT / "fpga" / "ecp5-colorlight"
    # eb_ram instantiates DP16KD cells: the behavioural model comes from ecp5_prims_sim.v
    runner.run("test_etherbone", 8, toplevel="eb_responder",
               sources=[fp / "sim" / "ecp5_prims_sim.v", fp / "rtl" / "eb_ram.v", fp / "rtl" / "eb_responder.v"],
               parameters=PARAMETERS, build_name="verilator-eb")


# The lock's exemption as the board sets it (redline_board.v): the TM's CTRL.snapshot.
PARAMETERS = {"TIMEOUT": TIMEOUT, "LOCK_EXEMPT": 1, "LOCK_EXEMPT_ADDR": SNAP_ADDR, "LOCK_EXEMPT_DATA": SNAP_DATA}
