"""redline.lab.tcpinfo and redline.lab.tcptool: framing, percentiles, tcp_info decoding, the CLI
end to end on 127.0.0.1, and ECN negotiation (sysctl and per-route `features ecn`) between
two network namespaces made by the test (root only; skipped otherwise)."""
import errno
import json
import os
import signal
import socket
import struct
import subprocess
import sys
import threading
import time

import pytest

from redline.lab import tcpinfo, tcptool

TOOL = [sys.executable, "-m", "redline.lab.tcptool"]


# ---------------------------------------------------------------- framing
def test_request_header_roundtrip_and_wire_format():
    h = tcptool.pack_request(100, 1_000_000)
    assert len(h) == tcptool.HEADER_LEN == 12
    assert h == bytes.fromhex("00000064" "00000000000f4240")          # big-endian u32, u64
    assert tcptool.unpack_request(h) == (100, 1_000_000)
    big = tcptool.pack_request(2**32 - 1, 2**64 - 1)
    assert tcptool.unpack_request(big) == (2**32 - 1, 2**64 - 1)


@pytest.mark.parametrize("req,resp", [(-1, 0), (2**32, 0), (0, -1), (0, 2**64)])
def test_request_header_rejects_out_of_range(req, resp):
    with pytest.raises(ValueError):
        tcptool.pack_request(req, resp)


def test_unpack_rejects_short_header():
    with pytest.raises(ValueError):
        tcptool.unpack_request(b"\0" * 11)


# ---------------------------------------------------------------- percentiles and records
def test_percentile_nearest_rank():
    v = list(range(100, 0, -1))                      # 1..100, unsorted on purpose
    assert tcptool.percentile(v, 50) == 50
    assert tcptool.percentile(v, 90) == 90
    assert tcptool.percentile(v, 99) == 99
    assert tcptool.percentile(v, 100) == 100
    assert tcptool.percentile([7.0], 99) == 7.0
    assert tcptool.percentile([1, 2, 3, 4], 50) == 2  # ceil(0.5*4) = 2nd value
    assert tcptool.percentile([1, 2, 3, 4], 51) == 3
    with pytest.raises(ValueError):
        tcptool.percentile([], 50)
    with pytest.raises(ValueError):
        tcptool.percentile([1], 0)


def test_latency_summary_in_ms():
    s = tcptool.latency_summary_ms([0.001 * i for i in range(1, 11)])
    assert s == pytest.approx({"p50": 5.0, "p90": 9.0, "p99": 10.0, "max": 10.0})


def test_rr_record_aggregates_connections():
    infos = [{"options": 0x08 | 0x07, "total_retrans": 2},
             {"options": 0x07, "total_retrans": 1},
             {"options": 0x08, "total_retrans": 0},
             {"options": 0x00, "total_retrans": 4}]
    rec = tcptool.rr_record("x", [0.002] * 8, 0.5, infos, infos[-1])
    assert rec["role"] == "rr" and rec["label"] == "x"
    assert rec["transactions"] == 8 and rec["tps"] == pytest.approx(16.0)
    assert rec["connections"] == 4
    assert rec["retrans_total"] == 7
    assert rec["ecn_negotiated"] == pytest.approx(0.5)
    assert rec["latency_ms"]["p99"] == pytest.approx(2.0)
    assert rec["tcp_info_last"] is infos[-1]
    json.dumps(rec)


def test_send_and_sink_records():
    r = tcptool.send_record("f1", "198.18.0.1:5000", 1_000_000, 0.5, {"rtt": 10})
    assert r["goodput_bps"] == pytest.approx(16e6)
    assert r["role"] == "send" and r["local"] == "198.18.0.1:5000"
    s = tcptool.sink_record("127.0.0.1:1", 10, 0.1, {})
    assert "error" not in s and s["role"] == "sink"
    assert tcptool.fmt_addr(("::1", 80, 0, 0)) == "[::1]:80"


def test_bbr_refused_with_reason():
    with pytest.raises(tcptool.ToolError, match="ECN"):
        tcptool.check_cc("bbr")
    assert tcptool.check_cc("cubic") == "cubic"


# ---------------------------------------------------------------- tcp_info layout and decoding
def test_layout_matches_linux_6_18():
    """Offsets as pahole prints them for 6.18's struct tcp_info (x86-64)."""
    o = tcpinfo.OFFSETS
    assert tcpinfo.TCP_INFO_SIZE == 280
    expect = {"rto": 8, "rtt": 68, "snd_cwnd": 80, "total_retrans": 100, "pacing_rate": 104,
              "bytes_acked": 120, "bytes_received": 128, "delivery_rate": 160,
              "delivered": 192, "delivered_ce": 196, "bytes_sent": 200, "bytes_retrans": 208,
              "dsack_dups": 216, "reord_seen": 220, "rcv_ooopack": 224, "snd_wnd": 228,
              "rcv_wnd": 232, "rehash": 236, "total_rto": 240, "total_rto_recoveries": 242,
              "total_rto_time": 244, "received_ce": 248, "received_ce_bytes": 272,
              "accecn_fail_mode": 276, "accecn_opt_seen": 278}
    assert {k: o[k] for k in expect} == expect


def test_decode_synthetic_buffer_and_truncation():
    buf = bytearray(tcpinfo.TCP_INFO_SIZE)
    buf[0], buf[5] = 1, 0x1F
    # bitfields: snd_wscale:4 then rcv_wscale:4; app_limited:1 then fastopen_client_fail:2
    if sys.byteorder == "little":
        buf[6], buf[7] = 0x7A, 0b101
    else:
        buf[6], buf[7] = 0xA7, 0b10100000
    o = tcpinfo.OFFSETS
    struct.pack_into("=I", buf, o["rtt"], 12345)
    struct.pack_into("=I", buf, o["total_retrans"], 3)
    struct.pack_into("=Q", buf, o["bytes_acked"], 2**40 + 5)
    struct.pack_into("=I", buf, o["delivered_ce"], 77)
    struct.pack_into("=I", buf, o["snd_wnd"], 65535)
    struct.pack_into("=H", buf, o["accecn_opt_seen"], 2)
    d = tcpinfo.decode(bytes(buf))
    assert (d["state"], d["options"], d["rtt"], d["total_retrans"]) == (1, 0x1F, 12345, 3)
    assert (d["snd_wscale"], d["rcv_wscale"]) == (0xA, 0x7)
    assert (d["delivery_rate_app_limited"], d["fastopen_client_fail"]) == (1, 2)
    assert d["bytes_acked"] == 2**40 + 5 and d["delivered_ce"] == 77
    assert d["snd_wnd"] == 65535 and d["accecn_opt_seen"] == 2
    assert tcpinfo.ecn_negotiated(d) and tcpinfo.ecn_seen(d)
    assert len(d) == len(tcpinfo.LAYOUT) + 2          # two bitfield bytes -> four names
    # only what the length covers
    short = tcpinfo.decode(bytes(buf[:104]))           # the struct up to total_retrans
    assert short["total_retrans"] == 3 and "pacing_rate" not in short
    assert "rcv_wnd" not in tcpinfo.decode(bytes(buf[:232]))
    assert "snd_wnd" in tcpinfo.decode(bytes(buf[:232]))
    assert tcpinfo.decode(b"") == {}


def test_ecn_flags():
    assert not tcpinfo.ecn_negotiated({"options": 0x07})
    assert tcpinfo.ecn_negotiated({"options": 0x08}) and not tcpinfo.ecn_seen({"options": 0x08})
    assert tcpinfo.ecn_seen({"options": 0x10})
    assert not tcpinfo.ecn_negotiated({})


def _loopback_pair():
    lst = socket.socket()
    lst.bind(("127.0.0.1", 0))
    lst.listen(1)
    cli = socket.socket()
    cli.settimeout(10)
    tcpinfo.set_congestion(cli, "cubic")
    cli.connect(lst.getsockname())
    srv, _ = lst.accept()
    srv.settimeout(10)
    lst.close()
    return cli, srv


def _wait_for(pred, timeout=3.0):
    t0 = time.monotonic()
    while time.monotonic() - t0 < timeout:
        if pred():
            return True
        time.sleep(0.005)
    return pred()


def test_tcp_info_real_loopback_connection():
    n = 3_000_000
    cli, srv = _loopback_pair()
    with cli, srv:
        raw = tcpinfo.raw(cli)
        assert len(raw) >= tcpinfo.OFFSETS["snd_wnd"] + 4           # 5.x+ kernels
        assert len(raw) <= 512
        assert tcpinfo.get_congestion(cli) == "cubic"
        got = []
        reader = threading.Thread(target=lambda: got.append(tcptool.recv_exact(srv, n)))
        reader.start()
        cli.sendall(bytes(n))
        reader.join(10)
        assert got == [n]
        # the connecting side's bytes_acked also counts its SYN
        assert _wait_for(lambda: tcpinfo.get(cli)["bytes_acked"] == n + 1), tcpinfo.get(cli)
        c, s = tcpinfo.get(cli), tcpinfo.get(srv)
        assert c["state"] == s["state"] == 1                          # ESTABLISHED
        assert c["bytes_sent"] == n and c["unacked"] == 0 and c["total_retrans"] == 0
        assert s["bytes_received"] == n and s["bytes_acked"] == 0
        assert c["data_segs_out"] >= n // c["snd_mss"] and s["data_segs_in"] == c["data_segs_out"]
        assert 0 < c["rtt"] < 1_000_000 and c["snd_cwnd"] >= 2 and c["snd_mss"] > 500
        assert c["delivered"] >= c["data_segs_out"] and c["delivered_ce"] == 0
        assert c["options"] & tcpinfo.TCPI_OPT_SACK and c["options"] & tcpinfo.TCPI_OPT_TIMESTAMPS
        assert set(tcpinfo.decode(raw)) == set(c)
        # every field the returned length covers is decoded
        covered = [name for name, off, st in tcpinfo.LAYOUT if off + st.size <= len(raw)]
        assert all(k in c for k in covered if not k.startswith("_"))


def test_set_congestion_refusal_is_clear():
    with socket.socket() as s:
        with pytest.raises(tcpinfo.CongestionControlError) as ei:
            tcpinfo.set_congestion(s, "no-such-cc")
        assert ei.value.errno == errno.ENOENT
        assert "no-such-cc" in str(ei.value) and "available" in str(ei.value)


def test_listening_ports_sees_a_listener():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
        assert port not in tcptool.listening_ports()
        s.listen(1)
        assert port in tcptool.listening_ports()


# ---------------------------------------------------------------- end to end on 127.0.0.1
def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _run(args, timeout=30, prefix=()):
    p = subprocess.run([*prefix, *TOOL, *args], capture_output=True, text=True, timeout=timeout)
    return p


def _json_lines(text):
    lines = [ln for ln in text.splitlines() if ln.strip()]
    return [json.loads(ln) for ln in lines]


def _one(p):
    assert p.returncode == 0, p.stderr
    recs = _json_lines(p.stdout)
    assert len(recs) == 1, p.stdout
    return recs[0]


class _Procs:
    """Background tool processes, always stopped at teardown."""

    def __init__(self):
        self.procs = []

    def start(self, args, prefix=()):
        p = subprocess.Popen([*prefix, *TOOL, *args], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
        self.procs.append(p)
        return p

    def stop_all(self):
        for p in self.procs:
            if p.poll() is None:
                p.send_signal(signal.SIGTERM)
                try:
                    p.wait(5)
                except subprocess.TimeoutExpired:
                    p.kill()
                    p.wait()


@pytest.fixture
def procs():
    pr = _Procs()
    yield pr
    pr.stop_all()


def _wait_listen(port, prefix=()):
    _one(_run(["wait-listen", "--port", str(port), "--timeout", "10"], prefix=prefix))


def test_e2e_send_to_sink(procs):
    port, n = _free_port(), 5_000_000
    sink = procs.start(["sink", "--bind", "127.0.0.1", "--port", str(port), "--count", "2"])
    _wait_listen(port)
    a = _one(_run(["send", "--to", "127.0.0.1", "--port", str(port), "--bytes", str(n),
                   "--label", "bulk"]))
    b = _one(_run(["send", "--to", "127.0.0.1", "--port", str(port), "--bytes", "0"]))
    out, err = sink.communicate(timeout=10)
    assert sink.returncode == 0, err
    assert err == ""
    recs = {r["peer"]: r for r in _json_lines(out)}
    assert len(recs) == 2
    assert a["role"] == "send" and a["label"] == "bulk" and a["bytes"] == n
    assert a["seconds"] > 0 and a["goodput_bps"] == pytest.approx(n * 8 / a["seconds"])
    ti = a["tcp_info"]
    # read after the peer's EOF: all data, our SYN and our FIN are acked
    assert ti["bytes_acked"] == n + 2 and ti["bytes_sent"] == n and ti["unacked"] == 0
    assert ti["total_retrans"] == 0
    s = recs[a["local"]]
    assert s["role"] == "sink" and s["bytes"] == n and 0 < s["seconds"] <= a["seconds"]
    assert s["tcp_info"]["bytes_received"] == n + 1                  # data + the FIN
    assert s["tcp_info"]["state"] == 8                               # CLOSE_WAIT before close
    assert b["bytes"] == 0 and recs[b["local"]]["bytes"] == 0 and recs[b["local"]]["seconds"] == 0


def test_e2e_sink_sigterm_is_clean(procs):
    port = _free_port()
    sink = procs.start(["sink", "--bind", "127.0.0.1", "--port", str(port)])
    _wait_listen(port)
    _one(_run(["send", "--to", "127.0.0.1", "--port", str(port), "--bytes", "1000"]))
    line = sink.stdout.readline()
    assert json.loads(line)["bytes"] == 1000
    sink.send_signal(signal.SIGTERM)
    out, err = sink.communicate(timeout=10)
    assert sink.returncode == 0 and out == "" and err == ""


def test_e2e_rr(procs):
    port = _free_port()
    srv = procs.start(["rr-server", "--bind", "127.0.0.1", "--port", str(port)])
    _wait_listen(port)
    base = ["rr-client", "--to", "127.0.0.1", "--port", str(port)]
    p = _one(_run([*base, "--response", "20000", "--request", "300", "--count", "200",
                   "--label", "persist"]))
    assert p["role"] == "rr" and p["label"] == "persist"
    assert p["transactions"] == 200 and p["connections"] == 1 and p["tps"] > 0
    lat = p["latency_ms"]
    assert 0 < lat["p50"] <= lat["p90"] <= lat["p99"] <= lat["max"]
    assert p["tps"] == pytest.approx(200 / p["seconds"])
    ti = p["tcp_info_last"]
    assert ti["state"] == 1 and ti["bytes_received"] == 200 * 20000
    assert ti["bytes_sent"] == 200 * (12 + 300)
    assert p["retrans_total"] == 0 and p["ecn_negotiated"] == 0.0    # loopback, tcp_ecn != 1

    q = _one(_run([*base, "--response", "100000", "--count", "15", "--new-connection-each"]))
    assert q["transactions"] == 15 and q["connections"] == 15
    assert q["tcp_info_last"]["bytes_received"] == 100000

    d = _one(_run([*base, "--response", "1000", "--duration", "0.3"]))
    assert d["transactions"] > 0 and 0.3 <= d["seconds"] < 5 and d["connections"] == 1

    srv.send_signal(signal.SIGTERM)
    out, err = srv.communicate(timeout=10)
    assert srv.returncode == 0, err
    summary = _one(subprocess.CompletedProcess([], 0, out, err))
    assert summary == {"role": "rr-server", "connections": 17,
                       "transactions": 215 + d["transactions"], "errors": 0}


@pytest.mark.parametrize("args,needle", [
    (["send", "--to", "127.0.0.1", "--port", "9", "--bytes", "1", "--cc", "bbr"], "ECN"),
    (["send", "--to", "127.0.0.1", "--port", "9", "--bytes", "1", "--cc", "no-such-cc"],
     "no-such-cc"),
    (["rr-client", "--to", "127.0.0.1", "--port", "9", "--response", "1"], "--count"),
    (["send", "--to", "not-an-ip", "--port", "9", "--bytes", "1"], "not an IP"),
])
def test_errors_are_one_stderr_line_exit_2(args, needle):
    p = _run(args)
    assert p.returncode == 2
    assert p.stdout == ""
    assert len(p.stderr.splitlines()) == 1 and needle in p.stderr, p.stderr


def test_connection_refused_is_exit_2():
    p = _run(["send", "--to", "127.0.0.1", "--port", str(_free_port()), "--bytes", "1"])
    assert p.returncode == 2 and "refused" in p.stderr.lower()
    assert len(p.stderr.splitlines()) == 1


# ---------------------------------------------------------------- ECN between two namespaces
SUBNET_C, SUBNET_S, SUBNET_S2 = "198.18.0.1", "198.18.0.2", "198.18.0.3"


def _sh(*cmd, check=True):
    return subprocess.run(cmd, capture_output=True, text=True, timeout=20, check=check)


class NetnsPair:
    """Client and server namespaces joined by a veth pair on 198.18.0.0/24, IPv6 off.

    Server holds .2/24 and .3/32 on its veth; the client is .1. Nothing leaves them.
    """

    def __init__(self):
        tag = f"{os.getpid()}"
        self.c, self.s = f"rltt-{tag}-c", f"rltt-{tag}-s"
        self.cdev, self.sdev = f"rlt{tag}c"[:15], f"rlt{tag}s"[:15]
        self.made = []

    def setup(self):
        for ns in (self.c, self.s):
            p = _sh("ip", "netns", "add", ns, check=False)
            if p.returncode != 0:
                raise RuntimeError(f"ip netns add {ns} failed: {p.stderr.strip()}")
            self.made.append(ns)
        for ns in (self.c, self.s):
            self.sysctl(ns, "net.ipv6.conf.all.disable_ipv6", 1)
            self.sysctl(ns, "net.ipv6.conf.default.disable_ipv6", 1)
            _sh("ip", "-n", ns, "link", "set", "lo", "up")
        _sh("ip", "link", "add", self.cdev, "netns", self.c, "type", "veth",
            "peer", "name", self.sdev, "netns", self.s)
        _sh("ip", "-n", self.c, "addr", "add", f"{SUBNET_C}/24", "dev", self.cdev)
        _sh("ip", "-n", self.s, "addr", "add", f"{SUBNET_S}/24", "dev", self.sdev)
        _sh("ip", "-n", self.s, "addr", "add", f"{SUBNET_S2}/32", "dev", self.sdev)
        _sh("ip", "-n", self.c, "link", "set", self.cdev, "up")
        _sh("ip", "-n", self.s, "link", "set", self.sdev, "up")
        self.sysctl(self.s, "net.ipv4.tcp_ecn", 2)    # the kernel default: answer ECN SYNs

    def sysctl(self, ns, key, value):
        _sh("ip", "netns", "exec", ns, "sysctl", "-q", "-w", f"{key}={value}")
        got = _sh("ip", "netns", "exec", ns, "sysctl", "-n", key).stdout.strip()
        assert got == str(value), (ns, key, got)

    def exec_prefix(self, ns):
        return ("ip", "netns", "exec", ns)

    def teardown(self):
        for ns in self.made:
            _sh("ip", "netns", "del", ns, check=False)
        left = _sh("ip", "netns", "list").stdout
        assert self.c not in left and self.s not in left


@pytest.fixture
def netns_pair(procs):
    if os.geteuid() != 0:
        pytest.skip("ECN namespace test needs root (ip netns add)")
    pair = NetnsPair()
    try:
        try:
            pair.setup()
        except RuntimeError as e:
            pytest.skip(str(e))
        yield pair
    finally:
        procs.stop_all()            # processes first, so the namespaces really go away
        pair.teardown()


def _sink_in(pair, procs, count):
    port = 5201
    sink = procs.start(["sink", "--bind", "0.0.0.0", "--port", str(port), "--count", str(count)],
                       prefix=pair.exec_prefix(pair.s))
    _wait_listen(port, prefix=pair.exec_prefix(pair.s))
    return sink, port


def _send_from_client(pair, to, port, n=2_000_000, label=None):
    args = ["send", "--to", to, "--port", str(port), "--bytes", str(n)]
    if label:
        args += ["--label", label]
    rec = _one(_run(args, prefix=pair.exec_prefix(pair.c)))
    assert rec["bytes"] == n and rec["tcp_info"]["bytes_acked"] == n + 2
    return rec


def test_ecn_negotiated_with_tcp_ecn_1(netns_pair, procs):
    pair = netns_pair
    pair.sysctl(pair.c, "net.ipv4.tcp_ecn", 1)
    sink, port = _sink_in(pair, procs, 1)
    snd = _send_from_client(pair, SUBNET_S, port)
    out, err = sink.communicate(timeout=20)
    assert sink.returncode == 0, err
    (rcv,) = _json_lines(out)
    assert rcv["peer"] == snd["local"] and rcv["bytes"] == snd["bytes"]
    assert tcpinfo.ecn_negotiated(snd["tcp_info"]), snd["tcp_info"]["options"]
    assert tcpinfo.ecn_negotiated(rcv["tcp_info"])
    assert tcpinfo.ecn_seen(rcv["tcp_info"])        # data really arrived ECT-marked
    assert snd["tcp_info"]["delivered_ce"] == 0     # nothing marks CE on a bare veth


@pytest.mark.parametrize("client_tcp_ecn", [0, 2])
def test_route_features_ecn_selects_ecn_per_destination(netns_pair, procs, client_tcp_ecn):
    """With the sysctl off, `features ecn` on the /32 route to .3 alone turns ECN on."""
    pair = netns_pair
    pair.sysctl(pair.c, "net.ipv4.tcp_ecn", client_tcp_ecn)
    sink, port = _sink_in(pair, procs, 5)
    before = _send_from_client(pair, SUBNET_S2, port, label="before-route")
    assert not tcpinfo.ecn_negotiated(before["tcp_info"])     # .3 is not special by itself
    _sh("ip", "-n", pair.c, "route", "add", f"{SUBNET_S2}/32", "dev", pair.cdev,
        "features", "ecn")
    routes = _sh("ip", "-n", pair.c, "route", "show").stdout
    assert any(SUBNET_S2 in ln and "features ecn" in ln for ln in routes.splitlines()), routes

    plain = [_send_from_client(pair, SUBNET_S, port, label="plain") for _ in range(2)]
    ecn = [_send_from_client(pair, SUBNET_S2, port, label="ecn") for _ in range(2)]
    out, err = sink.communicate(timeout=20)
    assert sink.returncode == 0, err
    rcv = {r["peer"]: r for r in _json_lines(out)}
    assert len(rcv) == 5
    assert not tcpinfo.ecn_seen(rcv[before["local"]]["tcp_info"])
    for r in plain:
        assert not tcpinfo.ecn_negotiated(r["tcp_info"]), r
        assert not tcpinfo.ecn_seen(rcv[r["local"]]["tcp_info"])
    for r in ecn:
        assert tcpinfo.ecn_negotiated(r["tcp_info"]), r
        assert tcpinfo.ecn_negotiated(rcv[r["local"]]["tcp_info"])
        assert tcpinfo.ecn_seen(rcv[r["local"]]["tcp_info"])

    # the request/response path reports the same split, per connection
    rr = procs.start(["rr-server", "--bind", "0.0.0.0", "--port", "5202"],
                     prefix=pair.exec_prefix(pair.s))
    _wait_listen(5202, prefix=pair.exec_prefix(pair.s))
    for to, want in ((SUBNET_S, 0.0), (SUBNET_S2, 1.0)):
        q = _one(_run(["rr-client", "--to", to, "--port", "5202", "--response", "5000",
                       "--count", "4", "--new-connection-each"],
                      prefix=pair.exec_prefix(pair.c)))
        assert q["connections"] == 4 and q["ecn_negotiated"] == want, (to, q)
    rr.send_signal(signal.SIGTERM)
    assert rr.wait(10) == 0
