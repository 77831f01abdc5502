"""Read and decode Linux ``struct tcp_info`` (getsockopt TCP_INFO) without any dependency.

Why: the experiment runner needs per-flow ECN negotiation, CE feedback (delivered_ce),
retransmissions and RTT from inside network namespaces, with the venv python and nothing
else. The layout below is include/uapi/linux/tcp.h of Linux 6.18 (280 bytes on x86-64,
``tcpi_total_rto_time`` at offset 244 as in the AccECN patch's pahole output). Older
kernels return a shorter struct: only the fields the returned length covers are decoded,
so the dict's keys tell what this kernel knows. (A later kernel series re-packs the last
4 bytes, ``accecn_fail_mode``/``accecn_opt_seen``, into bitfields with ``ecn_mode``.)

Units are the kernel's: ``rtt``, ``rttvar``, ``rto``, ``ato``, ``min_rtt``, ``rcv_rtt``
in microseconds; ``last_*`` and ``total_rto_time`` in milliseconds; ``*_time``/
``*_limited`` in microseconds; rates in bytes per second.

Counting quirks worth knowing (measured on 6.18): ``bytes_acked`` of the side that called
connect() includes the SYN (+1), and once a FIN is acked it is counted too (+1);
``bytes_received`` includes the peer's FIN (+1) once received.
"""
from __future__ import annotations

import errno
import socket
import struct
import sys

TCP_INFO = getattr(socket, "TCP_INFO", 11)
TCP_CONGESTION = getattr(socket, "TCP_CONGESTION", 13)

# tcpi_options bits
TCPI_OPT_TIMESTAMPS = 0x01
TCPI_OPT_SACK = 0x02
TCPI_OPT_WSCALE = 0x04
TCPI_OPT_ECN = 0x08        # ECN was negotiated at connection setup
TCPI_OPT_ECN_SEEN = 0x10   # at least one packet with ECT was received
TCPI_OPT_SYN_DATA = 0x20
TCPI_OPT_USEC_TS = 0x40
TCPI_OPT_TFO_CHILD = 0x80

TCP_STATES = {1: "ESTABLISHED", 2: "SYN_SENT", 3: "SYN_RECV", 4: "FIN_WAIT1",
              5: "FIN_WAIT2", 6: "TIME_WAIT", 7: "CLOSE", 8: "CLOSE_WAIT",
              9: "LAST_ACK", 10: "LISTEN", 11: "CLOSING", 12: "NEW_SYN_RECV"}

# (name, size in bytes) in declaration order; names starting with "_" are bitfield bytes.
_FIELDS: list[tuple[str, int]] = [
    ("state", 1), ("ca_state", 1), ("retransmits", 1), ("probes", 1), ("backoff", 1),
    ("options", 1), ("_wscale", 1), ("_flags", 1),
    ("rto", 4), ("ato", 4), ("snd_mss", 4), ("rcv_mss", 4),
    ("unacked", 4), ("sacked", 4), ("lost", 4), ("retrans", 4), ("fackets", 4),
    ("last_data_sent", 4), ("last_ack_sent", 4), ("last_data_recv", 4), ("last_ack_recv", 4),
    ("pmtu", 4), ("rcv_ssthresh", 4), ("rtt", 4), ("rttvar", 4), ("snd_ssthresh", 4),
    ("snd_cwnd", 4), ("advmss", 4), ("reordering", 4),
    ("rcv_rtt", 4), ("rcv_space", 4),
    ("total_retrans", 4),
    ("pacing_rate", 8), ("max_pacing_rate", 8), ("bytes_acked", 8), ("bytes_received", 8),
    ("segs_out", 4), ("segs_in", 4),
    ("notsent_bytes", 4), ("min_rtt", 4), ("data_segs_in", 4), ("data_segs_out", 4),
    ("delivery_rate", 8),
    ("busy_time", 8), ("rwnd_limited", 8), ("sndbuf_limited", 8),
    ("delivered", 4), ("delivered_ce", 4),
    ("bytes_sent", 8), ("bytes_retrans", 8), ("dsack_dups", 4), ("reord_seen", 4),
    ("rcv_ooopack", 4),
    ("snd_wnd", 4), ("rcv_wnd", 4),
    ("rehash", 4),
    ("total_rto", 2), ("total_rto_recoveries", 2), ("total_rto_time", 4),
    ("received_ce", 4),
    ("delivered_e1_bytes", 4), ("delivered_e0_bytes", 4), ("delivered_ce_bytes", 4),
    ("received_e1_bytes", 4), ("received_e0_bytes", 4), ("received_ce_bytes", 4),
    ("accecn_fail_mode", 2), ("accecn_opt_seen", 2),
]

_CODE = {1: "B", 2: "H", 4: "I", 8: "Q"}


def _layout() -> tuple[list[tuple[str, int, struct.Struct]], int]:
    """Natural (C) alignment, as the x86-64/arm64 ABIs lay the struct out."""
    out, off, align = [], 0, 1
    for name, size in _FIELDS:
        off = (off + size - 1) // size * size
        out.append((name, off, struct.Struct("=" + _CODE[size])))
        off += size
        align = max(align, size)
    return out, (off + align - 1) // align * align


LAYOUT, TCP_INFO_SIZE = _layout()
OFFSETS = {name: off for name, off, _ in LAYOUT}

# Ask for more than the struct so a newer kernel's tail is simply not decoded.
GETSOCKOPT_LEN = 512


def _bits(byte: int, widths: list[int]) -> list[int]:
    """Split one byte of C bitfields; GCC fills from the LSB on little-endian, MSB on big."""
    vals, shift = [], 0 if sys.byteorder == "little" else 8
    for w in widths:
        if sys.byteorder == "little":
            vals.append((byte >> shift) & ((1 << w) - 1))
            shift += w
        else:
            shift -= w
            vals.append((byte >> shift) & ((1 << w) - 1))
    return vals


def decode(buf: bytes) -> dict[str, int]:
    """Decode a TCP_INFO buffer into {field: int}, covering only what ``len(buf)`` holds."""
    info: dict[str, int] = {}
    n = len(buf)
    for name, off, st in LAYOUT:
        if off + st.size > n:
            break
        (val,) = st.unpack_from(buf, off)
        if name == "_wscale":
            info["snd_wscale"], info["rcv_wscale"] = _bits(val, [4, 4])
        elif name == "_flags":
            info["delivery_rate_app_limited"], info["fastopen_client_fail"] = _bits(val, [1, 2])
        else:
            info[name] = val
    return info


def raw(sock: socket.socket, length: int = GETSOCKOPT_LEN) -> bytes:
    """The kernel copies min(length, sizeof(struct tcp_info)) bytes."""
    return sock.getsockopt(socket.IPPROTO_TCP, TCP_INFO, length)


def get(sock: socket.socket) -> dict[str, int]:
    """Decoded tcp_info of a TCP socket (works after the peer closed, until our close())."""
    return decode(raw(sock))


def ecn_negotiated(info: dict) -> bool:
    """ECN (RFC 3168) was negotiated in the handshake: TCPI_OPT_ECN."""
    return bool(info.get("options", 0) & TCPI_OPT_ECN)


def ecn_seen(info: dict) -> bool:
    """This side received at least one ECT-marked packet: TCPI_OPT_ECN_SEEN."""
    return bool(info.get("options", 0) & TCPI_OPT_ECN_SEEN)


class CongestionControlError(OSError):
    """The kernel refused TCP_CONGESTION; the message says why in plain words."""


def get_congestion(sock: socket.socket) -> str:
    """Name of the congestion control the socket uses now."""
    return sock.getsockopt(socket.IPPROTO_TCP, TCP_CONGESTION, 16).split(b"\0", 1)[0].decode()


def set_congestion(sock: socket.socket, name: str) -> None:
    """Set TCP_CONGESTION (before connect, so the handshake already uses it) and verify.

    Why verify: a namespace's default may be something else (bbr on this machine), and a
    silent fallback would invalidate an ECN experiment.
    """
    try:
        sock.setsockopt(socket.IPPROTO_TCP, TCP_CONGESTION, name.encode())
    except OSError as e:
        if e.errno == errno.ENOENT:
            why = ("not available in this kernel (see net.ipv4.tcp_available_congestion_"
                   "control; the module may need `modprobe tcp_%s`)" % name)
        elif e.errno == errno.EPERM:
            why = ("not in net.ipv4.tcp_allowed_congestion_control and the process lacks "
                   "CAP_NET_ADMIN")
        else:
            why = e.strerror or str(e)
        raise CongestionControlError(e.errno, f"congestion control {name!r} refused: {why}") from e
    got = get_congestion(sock)
    if got != name:
        raise CongestionControlError(errno.EINVAL,
                                     f"congestion control {name!r} requested but socket uses {got!r}")
