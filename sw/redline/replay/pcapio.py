"""Classic pcap reading and writing, pure Python (no scapy at run time).

Reads both timestamp resolutions (microsecond magic 0xa1b2c3d4, nanosecond magic
0xa1b23c4d) in either byte order; writes little-endian nanosecond pcap, which Wireshark,
tcpdump and scapy all open. Timestamps are carried as integer nanoseconds so that nothing
is lost to floating point on the way through a replay.

Anything unreadable raises `PcapError` with a one-line message naming the file and what is
wrong with it (bad magic, truncated header or record, wrong link type).
"""
from __future__ import annotations

import contextlib
import struct
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO, Iterable, Iterator

__all__ = [
    "PcapError",
    "PcapPacket",
    "LINKTYPE_ETHERNET",
    "MAGIC_US",
    "MAGIC_NS",
    "read_pcap",
    "iter_pcap",
    "write_pcap",
]

LINKTYPE_ETHERNET = 1
MAGIC_US = 0xA1B2C3D4
MAGIC_NS = 0xA1B23C4D
# Sanity bound on a record's captured length. Anything larger is a corrupt file rather than
# a frame (libpcap uses 262144 as its maximum snaplen).
MAX_CAPLEN = 262144

_GLOBAL = struct.Struct("IHHiIII")  # magic, major, minor, thiszone, sigfigs, snaplen, network
_RECORD = struct.Struct("IIII")  # ts_sec, ts_frac, incl_len, orig_len


class PcapError(Exception):
    """A pcap file that cannot be used: the message is one line naming the problem."""


@dataclass(frozen=True)
class PcapPacket:
    ts_ns: int  # capture time in nanoseconds since the epoch
    data: bytes  # captured bytes
    orig_len: int = -1  # length on the wire; -1 = same as len(data)

    def __post_init__(self) -> None:
        if self.orig_len < 0:
            object.__setattr__(self, "orig_len", len(self.data))

    @property
    def truncated(self) -> bool:
        return self.orig_len > len(self.data)


def _open_header(f: BinaryIO, name: str) -> tuple[str, int, int]:
    """Parse the global header; return (byte order prefix, ns per fraction unit, linktype)."""
    head = f.read(_GLOBAL.size)
    if len(head) < _GLOBAL.size:
        if len(head) >= 4 and _magic_kind(head[:4]) is None:
            raise PcapError(f"{name}: not a pcap file (magic {head[:4].hex()})")
        raise PcapError(f"{name}: truncated pcap header ({len(head)} of {_GLOBAL.size} bytes)")
    kind = _magic_kind(head[:4])
    if kind is None:
        if head[:4] == b"\x0a\x0d\x0d\x0a":
            raise PcapError(f"{name}: pcapng is not supported; convert with 'editcap -F pcap'")
        raise PcapError(f"{name}: not a pcap file (magic {head[:4].hex()})")
    order, frac_ns = kind
    _magic, major, _minor, _zone, _sig, _snap, network = struct.unpack(order + _GLOBAL.format, head)
    if major != 2:
        raise PcapError(f"{name}: unsupported pcap version {major}.{_minor}")
    return order, frac_ns, network & 0x0FFFFFFF  # upper bits: FCS length flags


def _magic_kind(b: bytes) -> tuple[str, int] | None:
    for order in ("<", ">"):
        (m,) = struct.unpack(order + "I", b)
        if m == MAGIC_US:
            return order, 1000
        if m == MAGIC_NS:
            return order, 1
    return None


def iter_pcap(path: str | Path, linktype: int | None = LINKTYPE_ETHERNET) -> Iterator[PcapPacket]:
    """Yield the packets of a classic pcap file; "-" is standard input. `linktype=None` accepts
    any link type."""
    name = str(path)
    if name == "-":
        name, f = "<stdin>", contextlib.nullcontext(sys.stdin.buffer)  # not closed after
    else:
        try:
            f = open(path, "rb")
        except OSError as e:
            raise PcapError(f"{name}: cannot open: {e.strerror or e}") from None
    with f as f:
        order, frac_ns, network = _open_header(f, name)
        if linktype is not None and network != linktype:
            raise PcapError(
                f"{name}: link type {network} is not supported (need {linktype}, Ethernet)"
            )
        rec = struct.Struct(order + _RECORD.format)
        index = 0
        while True:
            h = f.read(rec.size)
            if not h:
                return
            if len(h) < rec.size:
                raise PcapError(f"{name}: truncated record header at packet {index}")
            sec, frac, incl, orig = rec.unpack(h)
            if incl > MAX_CAPLEN:
                raise PcapError(f"{name}: corrupt record at packet {index} (length {incl})")
            if frac_ns == 1000 and frac >= 1_000_000 or frac_ns == 1 and frac >= 1_000_000_000:
                raise PcapError(f"{name}: corrupt timestamp at packet {index}")
            data = f.read(incl)
            if len(data) < incl:
                raise PcapError(
                    f"{name}: truncated packet {index} ({len(data)} of {incl} bytes)"
                )
            yield PcapPacket(sec * 1_000_000_000 + frac * frac_ns, data, max(orig, incl))
            index += 1


def read_pcap(path: str | Path, linktype: int | None = LINKTYPE_ETHERNET) -> list[PcapPacket]:
    """Read a whole classic pcap file into a list."""
    return list(iter_pcap(path, linktype))


def write_pcap(
    path: str | Path,
    packets: Iterable[PcapPacket | tuple[int, bytes]],
    linktype: int = LINKTYPE_ETHERNET,
    snaplen: int = 65535,
) -> int:
    """Write little-endian nanosecond-resolution pcap; return the number of packets written.

    `packets` holds `PcapPacket`s or `(ts_ns, data)` pairs. Frames longer than `snaplen`
    are written whole (snaplen is raised to fit) so nothing is silently cut.
    """
    items = [p if isinstance(p, PcapPacket) else PcapPacket(int(p[0]), bytes(p[1])) for p in packets]
    snap = max([snaplen] + [len(p.data) for p in items])
    out = bytearray(struct.pack("<" + _GLOBAL.format, MAGIC_NS, 2, 4, 0, 0, snap, linktype))
    rec = struct.Struct("<" + _RECORD.format)
    for p in items:
        if p.ts_ns < 0:
            raise ValueError(f"negative timestamp {p.ts_ns}")
        sec, ns = divmod(p.ts_ns, 1_000_000_000)
        out += rec.pack(sec, ns, len(p.data), max(p.orig_len, len(p.data)))
        out += p.data
    with open(path, "wb") as f:
        f.write(out)
    return len(items)
