"""redline.lab.ecnpath: the per-codepoint counters at both ends, on a real TCP connection between
two namespaces joined by a veth pair (no TM in between, so nothing may be lost)."""
import os
import shutil
import subprocess
import sys

import pytest

from redline.lab import ecnpath


def test_ruleset_counts_each_codepoint_once():
    r = ecnpath.ruleset("output", 'oifname "rl0"')
    for c in ecnpath.CODEPOINTS:
        assert f"counter {c} {{}}" in r
        assert f"ip ecn {c.replace('_', '-')} counter name \"{c}\"" in r
    assert r.count("ip protocol tcp") == 4 and "hook output" in r


def test_lost_splits_ect_from_not_ect():
    zero = {c: 0 for c in ecnpath.CODEPOINTS}
    before = {"sent": dict(zero), "received": dict(zero)}
    after = {"sent": {"not_ect": 5, "ect1": 0, "ect0": 100, "ce": 0},
             "received": {"not_ect": 3, "ect1": 0, "ect0": 90, "ce": 9}}
    d = ecnpath.lost(before, after)
    assert (d["ect_lost"], d["not_ect_lost"]) == (1, 2)
    assert d["received"]["ce"] == 9


NEEDS_ROOT = pytest.mark.skipif(os.geteuid() != 0 or not shutil.which("nft"),
                                reason="needs root and nft (scripts/setup.sh installs nftables)")


@NEEDS_ROOT
def test_counts_a_real_ecn_connection_end_to_end():
    ns = {"a": f"rlec{os.getpid()}-a", "b": f"rlec{os.getpid()}-b"}
    ips = {"a": "198.18.9.1", "b": "198.18.9.2"}

    def x(side, *argv, **kw):
        return subprocess.run(["ip", "netns", "exec", ns[side], *argv], check=True, capture_output=True, text=True, **kw)

    try:
        for n in ns.values():
            subprocess.run(["ip", "netns", "add", n], check=True)
        subprocess.run(["ip", "link", "add", "ve", "netns", ns["a"], "type", "veth", "peer", "name", "ve",
                        "netns", ns["b"]], check=True)
        for side in ("a", "b"):
            x(side, "ip", "link", "set", "lo", "up")
            x(side, "ip", "addr", "add", f"{ips[side]}/24", "dev", "ve")
            x(side, "ip", "link", "set", "ve", "up")
            x(side, "sysctl", "-qw", "net.ipv4.tcp_ecn=1")
            x(side, "ip", "link", "set", "ve", "gso_max_segs", "1")  # one skb per frame, as netns does
        ecnpath.install(ns["a"], ns["b"], "ve", (ips["a"],), (ips["b"],))
        before = {"sent": ecnpath.read(ns["a"]), "received": ecnpath.read(ns["b"])}
        srv = subprocess.Popen(["ip", "netns", "exec", ns["b"], sys.executable, "-c",
                                "import socket; l = socket.create_server(('198.18.9.2', 5001)); print(1, flush=True); "
                                "c, _ = l.accept(); n = 0\nwhile (b := c.recv(65536)): n += len(b)\nprint(n)"],
                               stdout=subprocess.PIPE, text=True)
        assert srv.stdout.readline().strip() == "1"
        x("a", sys.executable, "-c", "import socket; s = socket.create_connection(('198.18.9.2', 5001)); "
                                     "s.sendall(bytes(200000)); s.close()")
        assert srv.stdout.readline().strip() == "200000"
        srv.wait(timeout=10)
        d = ecnpath.lost(before, ecnpath.settled(lambda: {"sent": ecnpath.read(ns["a"]),
                                                          "received": ecnpath.read(ns["b"])}))
    finally:
        for n in ns.values():
            subprocess.run(["ip", "netns", "del", n], capture_output=True)
    assert d["ect_lost"] == d["not_ect_lost"] == 0, d
    assert d["sent"] == d["received"], d
    assert d["sent"]["ect0"] >= 200000 // 1448, f"data segments of an ECN connection carry ECT(0): {d}"
    assert d["sent"]["not_ect"] >= 2, f"the SYN and the ACKs of B's SYN-ACK/FIN are not-ECT: {d}"
    assert d["sent"]["ce"] == d["sent"]["ect1"] == 0, d
