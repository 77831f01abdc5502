"""Host-side TCP traffic tools that the experiment runner starts in network namespaces.

Run as ``ip netns exec NS python -m redline.lab.tcptool SUBCOMMAND ...``. Standard library
only, because it runs inside namespaces with nothing but the venv python. Every
subcommand writes one JSON object per line on stdout (flushed at once) so the runner can
parse records as they come; an error is one line on stderr and exit code 2.

Subcommands
-----------
``sink``        accept bulk flows, read each to EOF, print one record per connection.
``send``        one bulk flow of N bytes; the record carries the sender's tcp_info read
                after the peer's EOF (so everything is acked) and before close.
``rr-server``   request/response server (protocol below), one thread per connection.
``rr-client``   back-to-back transactions over one connection, or one connection per
                transaction (``--new-connection-each``, like HTTP/1.0 of the RFC 2884 era).
``wait-listen`` wait until a TCP socket listens on a port in this namespace, so the
                runner can start clients without probing (a probe would count as a flow).

Request/response protocol (rr-server / rr-client)
-------------------------------------------------
A connection carries any number of transactions, strictly one at a time. A request is a
12-byte header, big-endian ``u32 request_len`` then ``u64 response_len`` (struct
``!IQ``), followed by ``request_len`` bytes of body (content ignored). The server then
sends exactly ``response_len`` bytes (zeros). EOF at a header boundary ends the
connection; EOF anywhere else is an error.

Congestion control is always set explicitly with TCP_CONGESTION before connect (default
cubic): a namespace inherits the host default, which may be bbr, and bbr ignores ECN
marks, so it is refused. Setting a module outside net.ipv4.tcp_allowed_congestion_control
needs CAP_NET_ADMIN (root under ``ip netns exec`` has it).

Notes for the runner: the side that closes first keeps TIME_WAIT (60 s). ``send`` shuts
down first, so a fixed ``--cport`` can be reused towards the same sink port only after
that; ``rr-client --new-connection-each`` at high rates may exhaust ephemeral ports unless
net.ipv4.tcp_tw_reuse=1 is set in the client namespace. tcp_info counts the SYN and FINs
in ``bytes_acked``/``bytes_received`` (see redline.lab.tcpinfo).
"""
from __future__ import annotations

import argparse
import ipaddress
import json
import math
import signal
import socket
import struct
import sys
import threading
import time
from typing import Iterable, Sequence

from redline.lab import tcpinfo

HEADER = struct.Struct("!IQ")          # request_len (u32), response_len (u64)
HEADER_LEN = HEADER.size               # 12
CHUNK = 1 << 20                        # preallocated send / receive buffer
_ZEROS = bytes(CHUNK)
_ZVIEW = memoryview(_ZEROS)


class ToolError(Exception):
    """An error that ends the tool with one stderr line and exit code 2."""


class _Stop(BaseException):
    """Raised by the SIGTERM/SIGINT handler to leave a blocking accept()."""


# ------------------------------------------------------------------ pure logic (no network)
def pack_request(request_len: int, response_len: int) -> bytes:
    """The 12-byte request header."""
    if not 0 <= request_len < 1 << 32:
        raise ValueError(f"request_len {request_len} does not fit in u32")
    if not 0 <= response_len < 1 << 64:
        raise ValueError(f"response_len {response_len} does not fit in u64")
    return HEADER.pack(request_len, response_len)


def unpack_request(header: bytes) -> tuple[int, int]:
    """(request_len, response_len) from a 12-byte header."""
    if len(header) != HEADER_LEN:
        raise ValueError(f"header must be {HEADER_LEN} bytes, got {len(header)}")
    return HEADER.unpack(header)


def percentile(values: Sequence[float], p: float) -> float:
    """Nearest-rank percentile: always an observed sample, so a p99 is a real latency."""
    if not values:
        raise ValueError("percentile of no values")
    if not 0 < p <= 100:
        raise ValueError(f"percentile {p} outside (0, 100]")
    s = sorted(values)
    return s[max(0, math.ceil(p / 100 * len(s)) - 1)]


def latency_summary_ms(latencies_s: Sequence[float]) -> dict:
    """p50/p90/p99/max in milliseconds from latencies in seconds."""
    if not latencies_s:
        return {"p50": None, "p90": None, "p99": None, "max": None}
    return {"p50": percentile(latencies_s, 50) * 1e3, "p90": percentile(latencies_s, 90) * 1e3,
            "p99": percentile(latencies_s, 99) * 1e3, "max": max(latencies_s) * 1e3}


def fmt_addr(sockaddr) -> str:
    """'ip:port' for IPv4, '[ip]:port' for IPv6."""
    host, port = sockaddr[0], sockaddr[1]
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def sink_record(peer: str, nbytes: int, seconds: float, info: dict, error: str | None = None) -> dict:
    rec = {"role": "sink", "peer": peer, "bytes": nbytes, "seconds": seconds, "tcp_info": info}
    if error:
        rec["error"] = error
    return rec


def send_record(label, local: str, nbytes: int, seconds: float, info: dict, cc: str | None = None) -> dict:
    return {"role": "send", "label": label, "local": local, "bytes": nbytes,
            "seconds": seconds, "goodput_bps": nbytes * 8 / seconds if seconds > 0 else None,
            "tcp_info": info, "cc": cc}


def rr_record(label, latencies_s: Sequence[float], seconds: float,
              conn_infos: Iterable[dict], last_info: dict | None) -> dict:
    """Summary of an rr-client run; conn_infos holds one tcp_info per connection."""
    infos = list(conn_infos)
    n = len(latencies_s)
    return {"role": "rr", "label": label, "transactions": n, "seconds": seconds,
            "tps": n / seconds if seconds > 0 else None,
            "latency_ms": latency_summary_ms(latencies_s),
            # every transaction's, for distributions (response-time CDFs), in ms to 0.01
            "latencies_ms": [round(x * 1e3, 2) for x in latencies_s],
            "connections": len(infos), "tcp_info_last": last_info,
            "retrans_total": sum(i.get("total_retrans", 0) for i in infos),
            "ecn_negotiated": (sum(tcpinfo.ecn_negotiated(i) for i in infos) / len(infos)
                               if infos else None)}


def check_cc(name: str) -> str:
    """Refuse bbr: it does not react to ECN CE marks, which is what redline measures."""
    if name.strip().lower() == "bbr":
        raise ToolError("congestion control 'bbr' refused: bbr ignores ECN (it does not "
                        "reduce its rate on CE marks), so RED/ECN marking would have no "
                        "effect; use cubic or reno")
    return name


def listening_ports(proc_net: Sequence[str] = ("/proc/net/tcp", "/proc/net/tcp6")) -> set[int]:
    """Local ports in LISTEN state in this process's network namespace."""
    ports = set()
    for path in proc_net:
        try:
            with open(path) as f:
                next(f, None)
                for line in f:
                    parts = line.split()
                    if len(parts) > 3 and parts[3] == "0A":       # TCP_LISTEN
                        ports.add(int(parts[1].rsplit(":", 1)[1], 16))
        except FileNotFoundError:
            pass
    return ports


# ------------------------------------------------------------------ output and sockets
_out_lock = threading.Lock()


def emit(obj: dict) -> None:
    """One JSON object per line, written whole under a lock and flushed."""
    line = json.dumps(obj, separators=(",", ":")) + "\n"
    with _out_lock:
        sys.stdout.write(line)
        sys.stdout.flush()


def _family(ip: str) -> int:
    try:
        return socket.AF_INET6 if ipaddress.ip_address(ip).version == 6 else socket.AF_INET
    except ValueError as e:
        raise ToolError(f"not an IP address: {ip!r}") from e


def recv_exact(sock: socket.socket, n: int, buf: bytearray | None = None) -> int:
    """Read and discard exactly n bytes; returns bytes read before EOF if it came early."""
    buf = buf if buf is not None else bytearray(min(n, CHUNK) or 1)
    view = memoryview(buf)
    got = 0
    while got < n:
        r = sock.recv_into(view[:min(len(buf), n - got)])
        if r == 0:
            return got
        got += r
    return got


def recv_exact_into(sock: socket.socket, buf: bytearray) -> int:
    """Fill buf completely; returns fewer bytes only if EOF came first."""
    view = memoryview(buf)
    got = 0
    while got < len(buf):
        r = sock.recv_into(view[got:])
        if r == 0:
            break
        got += r
    return got


def send_zeros(sock: socket.socket, n: int) -> None:
    """sendall n bytes from the preallocated zero buffer."""
    while n > 0:
        k = min(n, CHUNK)
        sock.sendall(_ZVIEW[:k])
        n -= k


def make_listener(bind: str, port: int, cc: str = "cubic") -> socket.socket:
    """Accepted sockets inherit the listener's congestion control: a namespace's default may
    be bbr (a restricted algorithm cannot be made a namespace's default), so set it here."""
    s = socket.socket(_family(bind), socket.SOCK_STREAM)
    tcpinfo.set_congestion(s, cc)
    s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    s.bind((bind, port))
    s.listen(128)
    return s


def connect(to: str, port: int, cc: str, bind: str | None = None, cport: int = 0,
            nodelay: bool = False) -> socket.socket:
    """TCP connect with congestion control set before the SYN (so it applies to it)."""
    s = socket.socket(_family(to), socket.SOCK_STREAM)
    try:
        tcpinfo.set_congestion(s, cc)
        if nodelay:
            s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        if bind or cport:
            if cport:
                s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            s.bind((bind or ("::" if s.family == socket.AF_INET6 else "0.0.0.0"), cport))
        s.connect((to, port))
    except BaseException:
        s.close()
        raise
    return s


def _install_stop_handlers() -> None:
    def handler(signum, frame):
        raise _Stop()
    signal.signal(signal.SIGTERM, handler)
    signal.signal(signal.SIGINT, handler)


def _serve(listener: socket.socket, handler, count: int | None) -> None:
    """Accept loop in the main thread, one daemon thread per connection.

    With count, stop after that many connections have been handled; otherwise run until
    SIGTERM/SIGINT, which leaves accept() through _Stop.
    """
    threads, accepted = [], 0
    try:
        while count is None or accepted < count:
            conn, peer = listener.accept()
            t = threading.Thread(target=handler, args=(conn, peer), daemon=True)
            t.start()
            accepted += 1
            if count is not None:          # only joined when counting; don't pile up
                threads.append(t)
        listener.close()
        for t in threads:
            while t.is_alive():
                t.join(0.2)
    except _Stop:
        pass
    finally:
        listener.close()


# ------------------------------------------------------------------ subcommands
def cmd_sink(a) -> int:
    listener = make_listener(a.bind, a.port, a.cc)

    def handle(conn: socket.socket, peer) -> None:
        view = memoryview(bytearray(CHUNK))
        n, t0, t1, err, info = 0, None, None, None, {}
        with conn:
            try:
                while True:
                    r = conn.recv_into(view)
                    if r == 0:
                        break
                    if t0 is None:
                        t0 = time.monotonic()
                    n += r
            except OSError as e:
                err = f"{type(e).__name__}: {e}"
            t1 = time.monotonic()
            try:
                info = tcpinfo.get(conn)
            except OSError as e:
                err = err or f"tcp_info: {e}"
        emit(sink_record(fmt_addr(peer), n, (t1 - t0) if t0 is not None else 0.0, info, err))

    _serve(listener, handle, a.count)
    return 0


def cmd_send(a) -> int:
    check_cc(a.cc)
    if a.bytes < 0:
        raise ToolError("--bytes must be >= 0")
    t0 = time.monotonic()
    s = connect(a.to, a.port, a.cc, a.bind, a.cport)
    with s:
        local = fmt_addr(s.getsockname())
        send_zeros(s, a.bytes)
        s.shutdown(socket.SHUT_WR)
        while s.recv(65536):
            pass
        t1 = time.monotonic()
        info = tcpinfo.get(s)
        cc = tcpinfo.get_congestion(s)   # the congestion control the socket used, read back
    emit(send_record(a.label, local, a.bytes, t1 - t0, info, cc))
    return 0


def cmd_rr_server(a) -> int:
    listener = make_listener(a.bind, a.port, a.cc)
    stats = {"connections": 0, "transactions": 0, "errors": 0}
    lock = threading.Lock()

    def handle(conn: socket.socket, peer) -> None:
        buf = bytearray(CHUNK)
        done = 0
        try:
            with conn:
                conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
                while True:
                    hdr = bytearray(HEADER_LEN)
                    got = recv_exact_into(conn, hdr)
                    if got == 0:
                        break                                  # clean end of connection
                    if got < HEADER_LEN:
                        raise ToolError("EOF inside a request header")
                    req_len, resp_len = unpack_request(bytes(hdr))
                    if recv_exact(conn, req_len, buf) < req_len:
                        raise ToolError("EOF inside a request body")
                    send_zeros(conn, resp_len)
                    done += 1
        except (OSError, ToolError, ValueError):
            with lock:
                stats["errors"] += 1
        finally:
            with lock:
                stats["connections"] += 1
                stats["transactions"] += done

    _serve(listener, handle, None)
    with lock:
        emit({"role": "rr-server", **stats})
    return 0


def cmd_rr_client(a) -> int:
    check_cc(a.cc)
    if a.response < 0 or a.request < 0:
        raise ToolError("--request and --response must be >= 0")
    header = pack_request(a.request, a.response)
    body = bytes(a.request)
    message = header + body
    buf = bytearray(min(max(a.response, 1), CHUNK))
    latencies: list[float] = []
    conn_infos: list[dict] = []
    last_info = None
    sock = None

    ports: list[int] = []  # local port of each connection (the harness counts per 4-tuple)

    def finish(s: socket.socket) -> None:
        nonlocal last_info
        ports.append(s.getsockname()[1])
        last_info = tcpinfo.get(s)
        conn_infos.append(last_info)
        s.close()

    start = time.monotonic()
    deadline = start + a.duration if a.duration is not None else None
    try:
        while True:
            if a.count is not None and len(latencies) >= a.count:
                break
            if deadline is not None and time.monotonic() >= deadline:
                break
            t0 = time.monotonic()
            if sock is None:
                sock = connect(a.to, a.port, a.cc, a.bind, nodelay=True)
            sock.sendall(message)
            if recv_exact(sock, a.response, buf) < a.response:
                raise ToolError("server closed the connection inside a response")
            latencies.append(time.monotonic() - t0)
            if a.new_connection_each:
                finish(sock)
                sock = None
        seconds = time.monotonic() - start
        if sock is not None:
            finish(sock)
            sock = None
    finally:
        if sock is not None:
            sock.close()
    rec = rr_record(a.label, latencies, seconds, conn_infos, last_info)
    rec["local_ports"] = ports
    emit(rec)
    return 0


def cmd_wait_listen(a) -> int:
    t0 = time.monotonic()
    while a.port not in listening_ports():
        if time.monotonic() - t0 > a.timeout:
            raise ToolError(f"nothing listens on TCP port {a.port} after {a.timeout} s")
        time.sleep(0.02)
    emit({"role": "wait-listen", "port": a.port, "ready": True, "seconds": time.monotonic() - t0})
    return 0


# ------------------------------------------------------------------ CLI
class _Parser(argparse.ArgumentParser):
    """argparse whose errors are one stderr line and exit code 2, like the tool's own."""

    def error(self, message):
        sys.stderr.write(f"{self.prog}: error: {message}\n")
        sys.exit(2)


def _port(s: str) -> int:
    p = int(s)
    if not 0 <= p <= 65535:
        raise argparse.ArgumentTypeError(f"port {p} out of range")
    return p


def _positive_int(s: str) -> int:
    n = int(s)
    if n <= 0:
        raise argparse.ArgumentTypeError(f"{n} must be > 0")
    return n


def _nonneg_int(s: str) -> int:
    n = int(s)
    if n < 0:
        raise argparse.ArgumentTypeError(f"{n} must be >= 0")
    return n


def _positive_float(s: str) -> float:
    x = float(s)
    if not x > 0 or math.isinf(x):
        raise argparse.ArgumentTypeError(f"{s} must be a finite number > 0")
    return x


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="python -m redline.lab.tcptool",
                description="TCP traffic tools for redline experiments (JSON lines on stdout).")
    sub = p.add_subparsers(dest="cmd", required=True, parser_class=_Parser)

    s = sub.add_parser("sink", help="accept bulk flows and report each one")
    s.add_argument("--bind", required=True)
    s.add_argument("--port", type=_port, required=True)
    s.add_argument("--count", type=_positive_int, help="exit after N connections")
    s.add_argument("--cc", default="cubic")
    s.set_defaults(func=cmd_sink)

    s = sub.add_parser("send", help="send one bulk flow")
    s.add_argument("--to", required=True)
    s.add_argument("--port", type=_port, required=True)
    s.add_argument("--bytes", type=_nonneg_int, required=True)
    s.add_argument("--cc", default="cubic")
    s.add_argument("--cport", type=_port, default=0, help="source port")
    s.add_argument("--bind", help="source address")
    s.add_argument("--label")
    s.set_defaults(func=cmd_send)

    s = sub.add_parser("rr-server", help="request/response server")
    s.add_argument("--bind", required=True)
    s.add_argument("--port", type=_port, required=True)
    s.add_argument("--cc", default="cubic")
    s.set_defaults(func=cmd_rr_server)

    s = sub.add_parser("rr-client", help="request/response client")
    s.add_argument("--to", required=True)
    s.add_argument("--port", type=_port, required=True)
    s.add_argument("--response", type=_nonneg_int, required=True, help="response bytes")
    s.add_argument("--request", type=_nonneg_int, default=100, help="request body bytes")
    g = s.add_mutually_exclusive_group(required=True)
    g.add_argument("--count", type=_positive_int)
    g.add_argument("--duration", type=_positive_float, help="seconds")
    s.add_argument("--new-connection-each", action="store_true")
    s.add_argument("--cc", default="cubic")
    s.add_argument("--bind", help="source address")
    s.add_argument("--label")
    s.set_defaults(func=cmd_rr_client)

    s = sub.add_parser("wait-listen", help="wait until a port listens in this namespace")
    s.add_argument("--port", type=_port, required=True)
    s.add_argument("--timeout", type=float, default=10.0)
    s.set_defaults(func=cmd_wait_listen)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    server = args.cmd in ("sink", "rr-server")
    if server:
        _install_stop_handlers()
    try:
        return args.func(args)
    except _Stop:
        return 0
    except (ToolError, OSError, ValueError) as e:
        if isinstance(e, tcpinfo.CongestionControlError):
            msg = e.strerror
        elif isinstance(e, OSError):
            msg = f"{type(e).__name__}: {e}"
        else:
            msg = str(e)
        msg = msg.replace("\n", " ")
        sys.stderr.write(f"tcptool {args.cmd}: error: {msg}\n")
        sys.stderr.flush()
        return 2
    finally:
        if server:
            # Daemon connection threads may still be running: hold the output lock so
            # none of them is cut off halfway through a line when the interpreter exits.
            _out_lock.acquire(timeout=2)


if __name__ == "__main__":
    sys.exit(main())
