"""Etherbone client for the board's in-band register access (docs/etherbone.md).

The board (fpga/ecp5-colorlight, `eb_responder`) answers Etherbone over UDP the way LiteX's
etherbone core does: an 8-byte packet header (magic 0x4E6F, version 1, 32-bit addresses and
data), one record per packet, byte enable 0xF, writes to consecutive addresses from
base_write_addr, reads answered by one record that writes the values to base_ret_addr.

    with EtherboneClient("10.77.0.2") as eb:
        eb.write(0x20, 30000)
        print(hex(eb.read(0x0)))

The client uses an ephemeral local UDP port (the board replies to the request's source port)
and tags every request with its own base_ret_addr, which the board echoes as the reply's
base_write_addr, so a late reply to an earlier request is never taken for the current one.
Writes are acknowledged: each write record also reads one register (`ack_addr`, default
0x0000, the TM's ID register), and the call returns once that reply arrives, so a lost write is
an error instead of a silent miss. Reads are retried `retries` times on a timeout; writes are
not (a write whose reply was lost may have happened, and a repeated CTRL pulse would act twice).
"""
from __future__ import annotations

import itertools
import socket
import struct
import time

from redline.devices.errors import DeviceError

DEFAULT_PORT = 1234
MAGIC = 0x4E6F
VERSION = 1
SIZES = 0x44                  # 32-bit addresses, 32-bit data
BYTE_ENABLE = 0x0F
HEADER_LEN = 8
#: payload words (after the packet header) one request may hold: the board's 2**BUF_AW
MAX_WORDS = 256
MAX_READS = MAX_WORDS - 2     # record header + base_ret_addr + reads
MAX_WRITES = MAX_WORDS - 4    # record header + base_write_addr + writes + base_ret_addr + ack read
ADDR_LIMIT = 0x10000          # the board's register space is 16-bit, word-aligned


class EtherboneError(DeviceError):
    """No reply, a malformed reply, or a request the board cannot take (one-line message)."""


# ---- packet encoding (docs/etherbone.md) ------------------------------------------------------
def encode_header(probe: bool = False, probe_reply: bool = False, no_reads: bool = False) -> bytes:
    """The 8-byte packet header: magic, version/flags, sizes, 4 bytes of padding."""
    flags = (VERSION << 4) | (int(no_reads) << 2) | (int(probe_reply) << 1) | int(probe)
    return struct.pack(">HBB4x", MAGIC, flags, SIZES)


def encode_record(writes=(), base_write: int = 0, reads=(), base_ret: int = 0,
                  byte_enable: int = BYTE_ENABLE) -> bytes:
    """One record: flags 0, byte enable, wcount, rcount, then [base_write_addr, values...]
    if there are writes and [base_ret_addr, addresses...] if there are reads (big-endian)."""
    writes, reads = list(writes), list(reads)
    if len(writes) > 255 or len(reads) > 255:
        raise ValueError("a record holds at most 255 writes and 255 reads")
    b = bytes([0, byte_enable, len(writes), len(reads)])
    if writes:
        b += struct.pack(f">I{len(writes)}I", base_write, *writes)
    if reads:
        b += struct.pack(f">I{len(reads)}I", base_ret, *reads)
    return b


def decode(data: bytes) -> dict:
    """Parses a packet into {'probe', 'probe_reply', 'no_reads', 'sizes', 'records', 'body'};
    each record is {'byte_enable', 'base_write', 'writes', 'base_ret', 'reads'}. Raises
    ValueError on anything the format does not allow."""
    if len(data) < HEADER_LEN:
        raise ValueError(f"{len(data)} bytes: shorter than the 8-byte header")
    magic, flags, sizes = struct.unpack(">HBB", data[:4])
    if magic != MAGIC:
        raise ValueError(f"magic {magic:#06x}")
    if flags >> 4 != VERSION:
        raise ValueError(f"version {flags >> 4}")
    out = {"probe": bool(flags & 1), "probe_reply": bool(flags & 2), "no_reads": bool(flags & 4),
           "sizes": sizes, "body": data[HEADER_LEN:], "records": []}
    if out["probe"] or out["probe_reply"]:
        return out
    if sizes != SIZES:
        raise ValueError(f"sizes {sizes:#04x} (only 0x44: 32-bit addresses and data)")
    rest = data[HEADER_LEN:]
    while rest:
        if len(rest) < 4:
            raise ValueError("a record header is cut short")
        _, be, wc, rc = rest[:4]
        need = 4 + (4 + 4 * wc if wc else 0) + (4 + 4 * rc if rc else 0)
        if len(rest) < need:
            raise ValueError(f"record of {wc} writes and {rc} reads needs {need} bytes, {len(rest)} left")
        words = struct.unpack(f">{(need - 4) // 4}I", rest[4:need])
        rec = {"byte_enable": be, "base_write": 0, "writes": [], "base_ret": 0, "reads": []}
        i = 0
        if wc:
            rec["base_write"], rec["writes"] = words[0], list(words[1:1 + wc])
            i = 1 + wc
        if rc:
            rec["base_ret"], rec["reads"] = words[i], list(words[i + 1:i + 1 + rc])
        out["records"].append(rec)
        rest = rest[need:]
    return out


def _check_addr(addr: int) -> int:
    if not isinstance(addr, int) or not 0 <= addr < ADDR_LIMIT or addr % 4:
        raise ValueError(f"register address {addr!r}: must be a multiple of 4 below {ADDR_LIMIT:#x}")
    return addr


def _check_value(v: int) -> int:
    if not isinstance(v, int) or not 0 <= v < 1 << 32:
        raise ValueError(f"register value {v!r}: must fit 32 bits")
    return v


def parse_target(target: str, default_port: int = DEFAULT_PORT) -> tuple[str, int]:
    """'HOST' or 'HOST:PORT' -> (host, port)."""
    host, sep, port = target.rpartition(":")
    if not sep:
        host, port = target, str(default_port)
    if not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise EtherboneError(f"--etherbone {target}: expected HOST or HOST:PORT (UDP port 1..65535)")
    return host, int(port)


class EtherboneClient:
    """Register reads and writes over UDP to one board (see the module doc)."""

    def __init__(self, host: str, port: int = DEFAULT_PORT, timeout: float = 1.0, retries: int = 2,
                 ack_addr: int = 0x0000):
        self.host, self.port = host, port
        self.where = f"{host}:{port}"
        self.timeout = timeout
        self.retries = retries
        self.ack_addr = _check_addr(ack_addr)
        try:
            info = socket.getaddrinfo(host, port, socket.AF_INET, socket.SOCK_DGRAM)
        except (socket.gaierror, UnicodeError) as e:
            raise EtherboneError(f"{self.where}: cannot resolve host ({e})") from None
        self.addr = info[0][4]
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        try:
            self.sock.connect(self.addr)   # replies from anyone else are not delivered
        except OSError as e:
            self.sock.close()
            raise EtherboneError(f"{self.where}: {e.strerror or e}") from None
        self._seq = itertools.count(int(time.monotonic_ns()) & 0xFFFFFF)

    # ---- plumbing ----
    def close(self) -> None:
        self.sock.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def _tag(self) -> int:
        return (next(self._seq) & 0x3FFFFFFF) << 2

    def _exchange(self, packet: bytes, match, attempts: int):
        """Sends `packet` and returns match(decoded) of the first reply for which it is not
        None; resends up to `attempts` times in all when nothing matching arrives in time."""
        for _ in range(attempts):
            try:
                self.sock.send(packet)
            except OSError as e:
                raise EtherboneError(f"{self.where}: cannot send: {e.strerror or e}") from None
            deadline = time.monotonic() + self.timeout
            while True:
                left = deadline - time.monotonic()
                if left <= 0:
                    break
                self.sock.settimeout(left)
                try:
                    data = self.sock.recv(65536)
                except socket.timeout:
                    break
                except ConnectionRefusedError:
                    raise EtherboneError(f"{self.where}: port unreachable (nothing answers Etherbone "
                                         "there)") from None
                except OSError as e:
                    raise EtherboneError(f"{self.where}: {e.strerror or e}") from None
                try:
                    got = match(decode(data))
                except ValueError:
                    continue          # not a reply we understand: not ours
                if got is not None:
                    return got
        tries = f" ({attempts} tries)" if attempts > 1 else ""
        raise EtherboneError(f"{self.where}: no Etherbone reply within {self.timeout:g} s{tries}; "
                             "is the board up, on this subnet, and answering ARP?")

    def _reads(self, addrs: list[int], writes=(), base_write: int = 0, retry: bool = True) -> list[int]:
        tag = self._tag()
        packet = encode_header() + encode_record(writes, base_write, addrs, tag)

        def match(p):
            if p["probe"] or p["probe_reply"] or len(p["records"]) != 1:
                return None
            r = p["records"][0]
            if r["base_write"] != tag or r["reads"]:
                return None
            if len(r["writes"]) != len(addrs):
                raise EtherboneError(f"{self.where}: reply carries {len(r['writes'])} values "
                                     f"for {len(addrs)} reads")
            return r["writes"]

        return self._exchange(packet, match, 1 + self.retries if retry else 1)

    # ---- API ----
    def read_many(self, addrs) -> list[int]:
        """Values of the registers at `addrs` (byte addresses), in order, MAX_READS per packet."""
        addrs = [_check_addr(a) for a in addrs]
        out: list[int] = []
        for i in range(0, len(addrs), MAX_READS):
            out += self._reads(addrs[i:i + MAX_READS])
        return out

    def read(self, addr: int) -> int:
        return self.read_many([addr])[0]

    def write_many(self, base: int, values) -> None:
        """Writes `values` to base, base+4, ... (MAX_WRITES per packet), each packet
        acknowledged by the read of `ack_addr` that follows its writes on the board."""
        values = [_check_value(v) for v in values]
        _check_addr(base)
        if values:
            _check_addr(base + 4 * (len(values) - 1))
        for i in range(0, len(values), MAX_WRITES):
            self._reads([self.ack_addr], values[i:i + MAX_WRITES], base + 4 * i, retry=False)

    def write(self, addr: int, value: int) -> None:
        self.write_many(addr, [value])

    def probe(self) -> float:
        """Sends an Etherbone probe carrying an 8-byte id; returns the round-trip time in seconds
        of the probe reply (pr set, pf clear) that echoes it."""
        token = struct.pack(">Q", self._tag())
        t0 = time.monotonic()

        def match(p):
            return p if p["probe_reply"] and not p["probe"] and p["body"] == token else None

        self._exchange(encode_header(probe=True) + token, match, 1 + self.retries)
        return time.monotonic() - t0


__all__ = ["EtherboneClient", "EtherboneError", "encode_header", "encode_record", "decode",
           "parse_target", "DEFAULT_PORT", "MAX_WORDS", "MAX_READS", "MAX_WRITES"]
