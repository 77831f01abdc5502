#!/usr/bin/env python3
"""Generate the redline test and demo traces (traces/*.pcap) with scapy.

Every byte comes from the seed: timestamps are integer nanoseconds laid out from a fixed
epoch, addresses and sequence numbers are explicit, and scapy never resolves routes or
MAC addresses. Running the script twice with the same --seed gives identical files, and it
only rewrites a file when its content changed.

    scripts/gen_traces.py [--seed 1] [--out traces] [--only demo,mix]

Traces (see traces/README.md for the suggested replay options of each):
  demo.pcap       4 ECT(0) TCP-like bulk flows + 1 non-ECT UDP flow, on/off bursts of 12 to
                  15.5 Mbit/s offered into a 10 Mbit/s bottleneck, 1.7 s.
  mix.pcap        ECT(0)/ECT(1)/CE/non-ECT, TCP/UDP, IPv4/IPv6, 0/1/2 VLAN tags, IPv4 options,
                  fragments, sizes 60..1514, load steps that walk the RED average through
                  every region.
  malformed.pcap  runts, truncated IPv4/IPv6 headers, IHL<5, bad version, ARP, jumbo frames,
                  a 3-tag frame, interleaved with good ECT packets.
  b2b64.pcap      back-to-back 64-byte frames (4 ns apart: one cycle at 250 MHz).
  imix.pcap       simple IMIX (7:4:1 of 64/594/1518-byte frames) at 10 Gbit/s line rate.
"""
from __future__ import annotations

import argparse
import logging
import random
import sys
from pathlib import Path

logging.getLogger("scapy.runtime").setLevel(logging.ERROR)

from scapy.layers.inet import IP, TCP, UDP  # noqa: E402 (scapy is quietened first)
from scapy.layers.inet6 import IPv6, IPv6ExtHdrFragment  # noqa: E402 (scapy is quietened first)
from scapy.layers.l2 import ARP, Dot1AD, Dot1Q, Ether  # noqa: E402 (scapy is quietened first)
from scapy.packet import Raw  # noqa: E402 (scapy is quietened first)

from redline.replay.pcapio import PcapPacket, write_pcap  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent

EPOCH_NS = 1_700_000_000 * 1_000_000_000  # fixed start time of every trace
NS = 1_000_000_000

NOT_ECT, ECT1, ECT0, CE = 0, 1, 2, 3

SRC_MAC = "02:00:00:00:00:01"
DST_MAC = "02:00:00:00:00:02"


def wire_ns(frame_len: int, rate_bps: float) -> int:
    """Serialization time of a frame on Ethernet (plus preamble, IFG and FCS) in ns."""
    return int(round((frame_len + 24) * 8 * NS / rate_bps))


def pad_to(pkt, size: int) -> bytes:
    """Append zero payload so that the frame is exactly `size` bytes (if it is shorter)."""
    b = bytes(pkt)
    if len(b) < size:
        b = bytes(pkt / Raw(b"\x00" * (size - len(b))))
    return b


# --------------------------------------------------------------------------------------
# demo
# --------------------------------------------------------------------------------------
class TcpFlow:
    """A one-directional TCP bulk sender: consecutive MSS segments with real seq numbers."""

    def __init__(self, rng: random.Random, n: int, ecn: int = ECT0, mss: int = 1460):
        self.src = f"10.0.0.{n + 1}"
        self.dst = "10.0.1.1"
        self.sport = 40000 + n
        self.dport = 5201
        self.seq = rng.getrandbits(32)
        self.ack = rng.getrandbits(32)
        self.ipid = rng.getrandbits(16)
        self.ecn = ecn
        self.mss = mss
        self.mac = f"02:00:00:00:01:{n + 1:02x}"

    def segment(self, push: bool) -> bytes:
        # The payload is a fixed pattern: only headers change from segment to segment.
        pkt = (
            Ether(src=self.mac, dst=DST_MAC)
            / IP(src=self.src, dst=self.dst, tos=self.ecn, id=self.ipid, ttl=64, flags="DF")
            / TCP(sport=self.sport, dport=self.dport, seq=self.seq, ack=self.ack,
                  flags="PA" if push else "A", window=502)
            / Raw(bytes(range(256)) * (self.mss // 256) + bytes(self.mss % 256))
        )
        self.seq = (self.seq + self.mss) & 0xFFFFFFFF
        self.ipid = (self.ipid + 1) & 0xFFFF
        return bytes(pkt)


class UdpFlow:
    def __init__(self, rng: random.Random, payload: int = 1200):
        self.ipid = rng.getrandbits(16)
        self.payload = payload
        self.counter = 0

    def datagram(self) -> bytes:
        pkt = (
            Ether(src="02:00:00:00:02:01", dst=DST_MAC)
            / IP(src="10.0.0.100", dst="10.0.1.2", tos=0, id=self.ipid, ttl=64)
            / UDP(sport=5004, dport=5004)
            / Raw(self.counter.to_bytes(4, "big") + bytes(self.payload - 4))
        )
        self.ipid = (self.ipid + 1) & 0xFFFF
        self.counter += 1
        return bytes(pkt)


# Offered-load schedule of the demo: (start s, end s, Mbit/s of TCP flows 0..3, UDP Mbit/s).
# Into 10 Mbit/s: a mild overload that keeps the average between min_th and max_th (prob
# marks), a heavy one that passes max_th (forced marks, UDP drops) up to about 235 kB (below
# the limit and below the RTL's default 256 KiB buffer, so the result does not depend on the
# buffer size), a drain into idle periods (idle decay), and a second burst.
DEMO_PHASES = [
    (0.00, 0.30, (3.5, 3.5, 3.5, 0.0), 1.5),
    (0.30, 0.52, (3.5, 3.5, 3.5, 3.5), 1.5),
    (0.52, 0.90, (1.0, 0.0, 0.0, 0.0), 1.5),
    (0.90, 1.10, (0.0, 0.0, 0.0, 0.0), 1.5),
    (1.10, 1.40, (3.5, 3.5, 3.5, 3.0), 1.5),
    (1.40, 1.70, (1.0, 0.0, 0.0, 0.0), 1.5),
]
DEMO_ACCESS_BPS = 100e6  # senders' access links: segments of a burst leave at 100 Mbit/s


def gen_demo(rng: random.Random) -> list[tuple[int, bytes]]:
    events: list[tuple[int, int, bytes]] = []  # (ts, tie-break, frame)
    flows = [TcpFlow(rng, i) for i in range(4)]
    for fi, flow in enumerate(flows):
        for start, end, rates, _udp in DEMO_PHASES:
            rate = rates[fi] * 1e6
            if rate <= 0:
                continue
            # TCP-like: a window of 2..6 segments leaves back to back at the access rate,
            # then the flow waits so that its average matches `rate` (with +-30% jitter).
            t = int(start * NS) + rng.randrange(0, 2_000_000)
            while t < end * NS:
                k = rng.randint(2, 6)
                gap = wire_ns(1514, DEMO_ACCESS_BPS)
                for j in range(k):
                    if t + j * gap >= end * NS:
                        break
                    events.append((t + j * gap, fi, flow.segment(push=(j == k - 1))))
                mean = k * 1514 * 8 * NS / rate
                t += int(mean * rng.uniform(0.7, 1.3))
    udp = UdpFlow(rng)
    t = float(rng.randrange(0, 1_000_000))
    for start, end, _rates, mbps in DEMO_PHASES:
        t = max(t, start * NS)
        period = (1200 + 42) * 8 * NS / (mbps * 1e6) if mbps > 0 else None
        while period is not None and t < end * NS:
            events.append((int(t), 9, udp.datagram()))
            t += period * rng.uniform(0.9, 1.1)
    events.sort(key=lambda e: (e[0], e[1]))
    return _serialize(events)


def _serialize(events) -> list[tuple[int, bytes]]:
    """Sorted (ts, tiebreak, frame) events → pcap records with strictly increasing times."""
    out = []
    last = -1
    for ts, _k, frame in events:
        ts = max(ts, last + 1)
        out.append((EPOCH_NS + ts, frame))
        last = ts
    return out


# --------------------------------------------------------------------------------------
# mix
# --------------------------------------------------------------------------------------
def _l2(rng: random.Random, ntags: int, inner_type: int):
    """Ethernet with 0, 1 (0x8100) or 2 (0x88a8 outer + 0x8100 inner) VLAN tags."""
    if ntags == 0:
        return Ether(src=SRC_MAC, dst=DST_MAC, type=inner_type)
    if ntags == 1:
        return Ether(src=SRC_MAC, dst=DST_MAC, type=0x8100) / Dot1Q(
            vlan=rng.randrange(1, 4095), prio=rng.randrange(8), type=inner_type
        )
    outer = rng.choice([0x88A8, 0x8100])  # QinQ: 802.1ad outer tag or old-style double 0x8100
    outer_layer = Dot1AD if outer == 0x88A8 else Dot1Q
    return (
        Ether(src=SRC_MAC, dst=DST_MAC, type=outer)
        / outer_layer(vlan=rng.randrange(1, 4095), type=0x8100)
        / Dot1Q(vlan=rng.randrange(1, 4095), type=inner_type)
    )


def mixed_packet(rng: random.Random, size: int, ecn: int | None = None) -> bytes:
    """One packet of a random kind, padded to `size` bytes (60..1514) where it fits."""
    if ecn is None:
        ecn = rng.choices([ECT0, ECT1, CE, NOT_ECT], weights=[5, 2, 1, 2])[0]
    v6 = rng.random() < 0.35
    ntags = rng.choices([0, 1, 2], weights=[6, 3, 2])[0]
    l4 = rng.choice(["tcp", "udp"])
    sport, dport = rng.randrange(1024, 65535), rng.choice([80, 443, 5201, 53, 4789])
    if v6:
        ip = IPv6(src=f"fd00::{rng.randrange(1, 255):x}", dst="fd00:1::1",
                  tc=(rng.randrange(64) << 2) | ecn, hlim=64)  # DSCP random, ECN = ecn
        l2 = _l2(rng, ntags, 0x86DD)
        if rng.random() < 0.1:
            ip = ip / IPv6ExtHdrFragment(id=rng.getrandbits(32), m=1, offset=0)
    else:
        opts = b""
        if rng.random() < 0.15:  # IPv4 options: NOPs + Router Alert + EOL padding
            opts = rng.choice([b"\x01\x01\x01\x00", b"\x94\x04\x00\x00", b"\x01\x94\x04\x00\x00\x00\x00\x00"])
        frag = {}
        if rng.random() < 0.12:  # a fragment: first (MF) or a later one (offset, maybe MF)
            frag = rng.choice([{"flags": "MF", "frag": 0}, {"flags": "MF", "frag": rng.randrange(1, 180)},
                               {"flags": 0, "frag": rng.randrange(1, 180)}])
        ip = IP(src=f"10.1.0.{rng.randrange(1, 255)}", dst="10.1.1.1",
                tos=(rng.randrange(64) << 2) | ecn, id=rng.getrandbits(16), ttl=64,
                options=opts, **frag)
        l2 = _l2(rng, ntags, 0x0800)
    if l4 == "tcp":
        l4p = TCP(sport=sport, dport=dport, seq=rng.getrandbits(32), ack=rng.getrandbits(32), flags="A")
    else:
        l4p = UDP(sport=sport, dport=dport)
    pkt = l2 / ip / l4p
    return pad_to(pkt, size)


def mixed_size(rng: random.Random) -> int:
    r = rng.random()
    if r < 0.35:
        return rng.randint(60, 128)
    if r < 0.55:
        return rng.randint(129, 900)
    return rng.randint(1000, 1514)


# (duration s, offered Mbit/s) steps through a 10 Mbit/s bottleneck: idle start, light
# load (below min_th), steady overload (min..max), heavy overload (gentle band, then above
# 2*max_th), a spike to the limit, then drain, idle decay and a final burst.
MIX_STEPS = [
    (0.10, 5.0),
    (0.15, 10.5),
    (0.10, 11.5),
    (0.06, 14.0),
    (0.04, 25.0),
    (0.15, 6.0),
    (0.10, 0.0),
    (0.05, 25.0),
    (0.10, 3.0),
]


def gen_mix(rng: random.Random) -> list[tuple[int, bytes]]:
    events = []
    t0 = 0.0
    for dur, mbps in MIX_STEPS:
        t = t0
        end = t0 + dur
        while mbps > 0:
            # Poisson arrivals of micro-bursts: 1..8 packets back to back at 1 Gbit/s
            n = rng.choices([1, 2, 4, 8], weights=[8, 2, 1, 0.5])[0]
            sizes = [mixed_size(rng) for _ in range(n)]
            t += sum(sz + 24 for sz in sizes) * 8 / (mbps * 1e6) * rng.expovariate(1.0)
            if t >= end:
                break
            for j, size in enumerate(sizes):
                events.append((int(t * NS) + j * wire_ns(1514, 1e9), 0, mixed_packet(rng, size)))
        t0 = end
    events.sort(key=lambda e: (e[0], e[1]))
    return _serialize(events)


# --------------------------------------------------------------------------------------
# malformed
# --------------------------------------------------------------------------------------
def good_ect(rng: random.Random, size: int | None = None) -> bytes:
    size = size or rng.choice([60, 590, 1514])
    pkt = (Ether(src=SRC_MAC, dst=DST_MAC) / IP(src="10.2.0.1", dst="10.2.1.1", tos=ECT0,
           id=rng.getrandbits(16)) / TCP(sport=33000, dport=5201, seq=rng.getrandbits(32), flags="A"))
    return pad_to(pkt, size)


def malformed_frame(rng: random.Random, kind: str) -> bytes:
    eth4 = Ether(src=SRC_MAC, dst=DST_MAC, type=0x0800)
    eth6 = Ether(src=SRC_MAC, dst=DST_MAC, type=0x86DD)
    if kind == "runt":  # shorter than an Ethernet header: a bad frame
        return bytes(rng.getrandbits(8) for _ in range(rng.randint(1, 13)))
    if kind == "eth_only":  # exactly a header, nothing after it
        return bytes(eth4)
    if kind == "trunc_v4":  # IPv4 ethertype, header cut short (1..19 bytes of it)
        full = bytes(eth4 / IP(src="10.2.0.9", dst="10.2.1.1", tos=ECT0) / UDP())
        return full[: 14 + rng.randint(1, 19)]
    if kind == "trunc_v6":
        full = bytes(eth6 / IPv6(src="fd00::9", dst="fd00:1::1", tc=ECT0) / UDP())
        return full[: 14 + rng.randint(1, 39)]
    if kind == "ihl_lt5":  # version 4 with IHL 0..4: not a valid IPv4 header
        b = bytearray(pad_to(eth4 / IP(src="10.2.0.9", dst="10.2.1.1", tos=ECT0) / UDP(), 100))
        b[14] = 0x40 | rng.randint(0, 4)
        return bytes(b)
    if kind == "bad_version":  # ethertype IPv4 but version nibble 6 (and vice versa)
        b = bytearray(pad_to(eth4 / IP(src="10.2.0.9", dst="10.2.1.1", tos=ECT0) / UDP(), 100))
        b[14] = 0x65
        return bytes(b)
    if kind == "arp":
        return pad_to(Ether(src=SRC_MAC, dst="ff:ff:ff:ff:ff:ff") / ARP(op=1, hwsrc=SRC_MAC,
                      psrc="10.2.0.1", pdst="10.2.0.2"), 60)
    if kind == "other_ethertype":  # e.g. LLDP / an unknown type
        return pad_to(Ether(src=SRC_MAC, dst="01:80:c2:00:00:0e", type=rng.choice([0x88CC, 0x9000, 0x0806])), 60)
    if kind == "jumbo":  # a 9000-byte ECT(0) IPv4 frame
        return pad_to(eth4 / IP(src="10.2.0.7", dst="10.2.1.1", tos=ECT0, flags="DF") /
                      TCP(sport=33001, dport=5201, flags="A"), 9000)
    if kind == "jumbo_v6":
        return pad_to(eth6 / IPv6(src="fd00::7", dst="fd00:1::1", tc=ECT1) / UDP(sport=1, dport=2), 9000)
    if kind == "three_tags":  # the parser skips two tags only: the third makes it non-ECT
        return pad_to(Ether(src=SRC_MAC, dst=DST_MAC, type=0x88A8) / Dot1AD(vlan=10, type=0x8100) /
                      Dot1Q(vlan=20, type=0x8100) / Dot1Q(vlan=30, type=0x0800) /
                      IP(src="10.2.0.8", dst="10.2.1.1", tos=ECT0) / UDP(), 128)
    if kind == "tagged_trunc":  # one tag, then an IPv4 header cut short
        full = bytes(Ether(src=SRC_MAC, dst=DST_MAC, type=0x8100) / Dot1Q(vlan=5, type=0x0800) /
                     IP(src="10.2.0.9", dst="10.2.1.1", tos=ECT0) / UDP())
        return full[: 18 + rng.randint(1, 19)]
    raise ValueError(kind)


MALFORMED_KINDS = ["runt", "eth_only", "trunc_v4", "trunc_v6", "ihl_lt5", "bad_version", "arp",
                   "other_ethertype", "jumbo", "jumbo_v6", "three_tags", "tagged_trunc"]


def gen_malformed(rng: random.Random) -> list[tuple[int, bytes]]:
    """600 frames at about 13 Mbit/s offered (so the queue builds and RED acts on them):
    every third frame is a malformed one (each kind in turn, then at random)."""
    events = []
    t = 0
    kinds = MALFORMED_KINDS + [rng.choice(MALFORMED_KINDS) for _ in range(200 - len(MALFORMED_KINDS))]
    ki = 0
    for i in range(600):
        if i % 3 == 1:
            frame = malformed_frame(rng, kinds[ki])
            ki += 1
        else:
            frame = good_ect(rng)
        events.append((t, 0, frame))
        t += wire_ns(max(len(frame), 60), 13e6)
    return _serialize(events)


# --------------------------------------------------------------------------------------
# line-rate sets
# --------------------------------------------------------------------------------------
def gen_b2b64(rng: random.Random, n: int = 5000) -> list[tuple[int, bytes]]:
    """64-byte frames 4 ns apart (back to back at 512 bits and 250 MHz; the replay pushes
    them to back to back on narrower buses). 80% ECT(0), the rest non-ECT, TCP and UDP."""
    out = []
    for i in range(n):
        ecn = ECT0 if rng.random() < 0.8 else NOT_ECT
        l4 = TCP(sport=10000 + i % 16, dport=5201, seq=i * 10, flags="A") if i % 2 else UDP(sport=10000 + i % 16, dport=9)
        pkt = Ether(src=SRC_MAC, dst=DST_MAC) / IP(src="10.3.0.1", dst="10.3.1.1", tos=ecn, id=i & 0xFFFF) / l4
        out.append((EPOCH_NS + 4 * i, pad_to(pkt, 64)))
    return out


def gen_imix(rng: random.Random, n: int = 4000) -> list[tuple[int, bytes]]:
    """Simple IMIX 7:4:1 of 64/594/1518-byte frames, back to back at 10 Gbit/s."""
    out = []
    t = 0
    for i in range(n):
        size = rng.choices([64, 594, 1518], weights=[7, 4, 1])[0]
        out.append((EPOCH_NS + t, mixed_packet(rng, size, ecn=rng.choice([ECT0, ECT0, ECT1, NOT_ECT]))))
        t += wire_ns(size - 4, 10e9)  # size includes FCS on the wire; the frame has no FCS
    return out


# --------------------------------------------------------------------------------------
# sch_red: Linux's own selftest (tools/testing/selftests/net/forwarding/sch_red.sh) as traces
# --------------------------------------------------------------------------------------
# The selftest's numbers: 1400-byte frames; RED with min BACKLOG and max BACKLOG + 1,
# probability 1, behind a 10 Mbit/s TBF; a TCP stream of ECT(1) frames (tos 0x01) that fills
# the TBF; a second host that builds the backlog to a level with bursts. Open loop here: the
# stream arrives at exactly the bottleneck's rate, so a burst's backlog stays, and each level is
# one burst (the selftest sends, sleeps a second and re-reads the backlog, up to ten times).
# These traces are 14.2 and 12.2 s of 10 Mbit/s (18 and 15 MB), so they are not in traces/:
# scripts/sch_red_selftest.py writes them where it runs them.
SCH_RED_PKT = 1400
SCH_RED_BACKLOG = 30000
SCH_RED_BPS = 10_000_000
SCH_RED_BURST_BPS = 100e6  # a burst's frames leave the second host at 100 Mbit/s
#: The levels, in order: (name, build starts s, window [s, s), target backlog, what builds it)
#: per trace. As in the selftest, the backlog is read a second after the burst (the window's
#: start: the average has had over twenty of its time constants to settle), and the
#: percentages are measured over 5 s. The last level only builds (the selftest checks whether
#: it can), so its window is 1 s. "udp" is non-ECT UDP, "tcp" ECT(1) TCP.
SCH_RED_LEVELS = {
    "sch_red_ecn": (("below", 0.2, (1.2, 6.2), 2 * SCH_RED_BACKLOG // 3, "udp"),
                    ("above", 6.2, (7.2, 12.2), 3 * SCH_RED_BACKLOG // 2, "tcp"),
                    ("udp_above", 12.2, (13.2, 14.2), 2 * SCH_RED_BACKLOG, "udp")),
    "sch_red_red": (("below", 0.2, (1.2, 6.2), 2 * SCH_RED_BACKLOG // 3, "tcp"),
                    ("above", 6.2, (7.2, 12.2), 3 * SCH_RED_BACKLOG // 2, "tcp")),
}
#: the words of the selftest's install_qdisc (tc's limit 1M is redline's 1048576 too), with the
#: TBF's rate as redline's shaper; its tests add ecn, or ecn nodrop
SCH_RED_WORDS = (f"limit 1M avpkt {SCH_RED_PKT} probability 1 min {SCH_RED_BACKLOG} "
                 f"max {SCH_RED_BACKLOG + 1} burst 38 bandwidth 10mbit")


def gen_sch_red(name: str) -> list[tuple[int, bytes]]:
    """The records of one sch_red trace (SCH_RED_LEVELS). It uses no seed: every byte is fixed."""
    levels = SCH_RED_LEVELS[name]
    end_ns = int(levels[-1][2][1] * NS)
    stream = TcpFlow(random.Random(0), 0, ecn=ECT1, mss=SCH_RED_PKT - 54)
    second_tcp = TcpFlow(random.Random(1), 1, ecn=ECT1, mss=SCH_RED_PKT - 54)
    udp = UdpFlow(random.Random(2), payload=SCH_RED_PKT - 42)
    events: list[tuple[int, int, bytes]] = []
    period = SCH_RED_PKT * 8 * NS // SCH_RED_BPS  # 1.12 ms: exactly the bottleneck's rate
    for t in range(0, end_ns, period):
        events.append((t, 0, stream.segment(push=False)))
    queued = 0  # what the bursts have added so far, in bytes
    for _name, start, _window, target, kind in levels:
        n = -(-(target - queued) // SCH_RED_PKT)
        for i in range(n):
            frame = second_tcp.segment(push=False) if kind == "tcp" else udp.datagram()
            events.append((int(start * NS) + i * wire_ns(SCH_RED_PKT, SCH_RED_BURST_BPS), 1, frame))
        queued += n * SCH_RED_PKT
    events.sort()
    assert all(len(f) == SCH_RED_PKT for _t, _k, f in events)
    return _serialize(events)


TRACES = {
    "demo": gen_demo,
    "mix": gen_mix,
    "malformed": gen_malformed,
    "b2b64": gen_b2b64,
    "imix": gen_imix,
}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=1, help="seed of all randomness (default 1)")
    ap.add_argument("--out", type=Path, default=ROOT / "traces", help="output folder")
    ap.add_argument("--only", default="", help="comma-separated subset of: " + ",".join(TRACES))
    args = ap.parse_args(argv)
    names = [n for n in args.only.split(",") if n] or list(TRACES)
    for n in names:
        if n not in TRACES:
            ap.error(f"unknown trace {n!r}")
    args.out.mkdir(parents=True, exist_ok=True)
    for i, name in enumerate(names):
        # each trace has its own stream so that adding one never changes the others
        rng = random.Random(f"{args.seed}:{name}")
        recs = TRACES[name](rng)
        path = args.out / f"{name}.pcap"
        tmp = path.with_suffix(".pcap.tmp")
        write_pcap(tmp, [PcapPacket(ts, data) for ts, data in recs])
        new = tmp.read_bytes()
        if path.exists() and path.read_bytes() == new:
            tmp.unlink()
            state = "unchanged"
        else:
            tmp.replace(path)
            state = "written"
        print(f"{path}: {len(recs)} packets, {len(new)} bytes ({state})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
