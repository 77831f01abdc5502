"""pcap reader/writer: round trips, both timestamp resolutions, both byte orders, errors."""
import struct

import pytest

from redline.replay.pcapio import (
    MAGIC_NS,
    MAGIC_US,
    PcapError,
    PcapPacket,
    read_pcap,
    write_pcap,
)

PKTS = [
    PcapPacket(1_700_000_000_123_456_789, bytes(range(60))),
    PcapPacket(1_700_000_000_123_456_790, b"\xff" * 1514),
    PcapPacket(1_700_000_001_000_000_000, b"\x01" * 5),  # a runt is still a record
    PcapPacket(1_700_000_002_999_999_999, b"\x02" * 9000),
]


def _handmade(order: str, magic: int, recs, linktype=1, major=2):
    """Build a pcap by hand (independently of write_pcap)."""
    out = struct.pack(order + "IHHiIII", magic, major, 4, 0, 0, 65535, linktype)
    for sec, frac, data, orig in recs:
        out += struct.pack(order + "IIII", sec, frac, len(data), orig) + data
    return out


def test_round_trip_ns(tmp_path):
    p = tmp_path / "a.pcap"
    assert write_pcap(p, PKTS) == len(PKTS)
    raw = p.read_bytes()
    assert struct.unpack("<I", raw[:4])[0] == MAGIC_NS  # we write nanosecond pcap
    assert struct.unpack("<I", raw[20:24])[0] == 1  # Ethernet
    back = read_pcap(p)
    assert [(q.ts_ns, q.data, q.orig_len) for q in back] == [(q.ts_ns, q.data, len(q.data)) for q in PKTS]


def test_tuples_accepted(tmp_path):
    p = tmp_path / "t.pcap"
    write_pcap(p, [(5, b"abc"), (7_000_000_001, b"defg")])
    back = read_pcap(p)
    assert [(q.ts_ns, q.data) for q in back] == [(5, b"abc"), (7_000_000_001, b"defg")]


@pytest.mark.parametrize("order", ["<", ">"])
def test_read_microsecond(tmp_path, order):
    p = tmp_path / "us.pcap"
    p.write_bytes(_handmade(order, MAGIC_US, [(10, 999_999, b"x" * 70, 70), (11, 5, b"y" * 64, 100)]))
    back = read_pcap(p)
    assert back[0].ts_ns == 10 * 10**9 + 999_999_000
    assert back[1].ts_ns == 11 * 10**9 + 5_000
    assert back[1].data == b"y" * 64 and back[1].orig_len == 100 and back[1].truncated
    assert not back[0].truncated


@pytest.mark.parametrize("order", ["<", ">"])
def test_read_nanosecond_both_orders(tmp_path, order):
    p = tmp_path / "ns.pcap"
    p.write_bytes(_handmade(order, MAGIC_NS, [(3, 123_456_789, b"z" * 61, 61)]))
    (q,) = read_pcap(p)
    assert q.ts_ns == 3_123_456_789 and q.data == b"z" * 61


def test_scapy_reads_ours(tmp_path):
    scapy_utils = pytest.importorskip("scapy.utils")
    p = tmp_path / "s.pcap"
    write_pcap(p, PKTS[:2])
    back = scapy_utils.rdpcap(str(p))
    assert [bytes(x) for x in back] == [PKTS[0].data, PKTS[1].data]
    assert int(back[0].time * 10**9) // 1000 == PKTS[0].ts_ns // 1000


@pytest.mark.parametrize(
    "content, words",
    [
        (b"", "truncated pcap header"),
        (b"\xd4\xc3\xb2", "truncated pcap header"),
        (b"hello world, this is not a pcap file", "not a pcap file"),
        (b"\x0a\x0d\x0d\x0a" + bytes(40), "pcapng"),
        (_handmade("<", MAGIC_US, [], linktype=101), "link type 101"),
        (_handmade("<", MAGIC_US, [], major=3), "version 3"),
        (_handmade("<", MAGIC_US, [(1, 2, b"a" * 10, 10)])[:-3], "truncated packet 0"),
        (_handmade("<", MAGIC_US, [(1, 2, b"a" * 10, 10)]) + b"\x00\x01", "truncated record header at packet 1"),
        (_handmade("<", MAGIC_US, [(1, 2_000_000, b"a", 1)]), "corrupt timestamp"),
    ],
)
def test_errors_are_one_line(tmp_path, content, words):
    p = tmp_path / "bad.pcap"
    p.write_bytes(content)
    with pytest.raises(PcapError) as ei:
        read_pcap(p)
    msg = str(ei.value)
    assert words in msg and "\n" not in msg and str(p) in msg


def test_missing_file(tmp_path):
    with pytest.raises(PcapError, match="cannot open"):
        read_pcap(tmp_path / "nope.pcap")


def test_any_linktype_when_asked(tmp_path):
    p = tmp_path / "raw.pcap"
    p.write_bytes(_handmade("<", MAGIC_US, [(1, 0, b"\x45" + bytes(19), 20)], linktype=101))
    assert len(read_pcap(p, linktype=None)) == 1
