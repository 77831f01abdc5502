"""ECN+ (redline.lab.ecnplus, issue 25): a server's SYN-ACK is marked by the TM instead of
dropped. The TM (in the real-time harness, real Linux TCP in the project's namespaces) is set
to RED+ECN with min_th = max_th = 0, so every A→B packet is in the forced region: ECT packets
are marked CE, not-ECT packets dropped. A server in A answers a client in B, whose SYN asks
for ECN:
- plain Linux sends the SYN-ACK not-ECT: the TM drops it (forced_drop), and the client's
  connect does not complete;
- with ECN+ the SYN-ACK leaves A as ECT(0), the TM marks it (forced_mark), it reaches B with
  CE, and the client is connected at once.
The SYN itself goes B→A, which the harness passes without a TM. A sends each SYN-ACK once
(tcp_synack_retries 0), and the ECN+ phase starts after the plain phase's requests expired, so
that no SYN-ACK of the first phase is counted in the second."""
from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
import time

import pytest

from redline.lab import ecnplus, netns
from redline.lab.experiment import red_bytes

PORT = 6301

# In B: count SYN-ACKs from A by codepoint, then connect to A's ECN address with a deadline.
CLIENT = """
import json, socket, sys, time
s = socket.socket()
s.settimeout(float(sys.argv[3]))
t0 = time.monotonic()
try:
    s.connect((sys.argv[1], int(sys.argv[2])))
    print(json.dumps({"connected": True, "seconds": time.monotonic() - t0}))
except (socket.timeout, OSError) as e:
    print(json.dumps({"connected": False, "seconds": time.monotonic() - t0, "error": str(e)}))
"""
SERVER = """
import socket, sys, time
s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("0.0.0.0", int(sys.argv[1]))); s.listen(16)
print("listening", flush=True)
while True:
    c, _ = s.accept()
"""
SYNACK_CE = """table ip redline_synack_ce {
  counter ce {}
  chain seen {
    type filter hook prerouting priority 0; policy accept;
    tcp flags & (syn | ack) == syn | ack ip ecn ce counter name "ce"
  }
}
"""


def _ce_synacks(ns: str) -> int:
    out = subprocess.run(["ip", "netns", "exec", ns, "nft", "-j", "list", "counters", "table", "ip",
                          "redline_synack_ce"], capture_output=True, text=True, check=True).stdout
    return next(i["counter"]["packets"] for i in json.loads(out)["nftables"] if "counter" in i)


@pytest.fixture(scope="module")
def bn():
    try:
        netns.check_available()
    except netns.Unavailable as e:
        pytest.skip(f"cannot run real TCP here: {e}")
    with netns.Bottleneck(clock_mhz=1, delay_ab_us=2000, delay_ba_us=2000) as b:
        knobs = dataclasses.replace(red_bytes("10mbit", 0.1).knobs(1, 1), min_th=0, max_th=0)
        b.ctl.apply_knobs(knobs)
        subprocess.run(["ip", "netns", "exec", b.ns["a"], "sysctl", "-qw", "net.ipv4.tcp_synack_retries=0"],
                       check=True)
        subprocess.run(["ip", "netns", "exec", b.ns["b"], "nft", "-f", "-"], input=SYNACK_CE, text=True, check=True)
        server = b.popen("a", [sys.executable, "-c", SERVER, str(PORT)], stdout=subprocess.PIPE, text=True)
        assert server.stdout.readline().strip() == "listening"
        yield b


def _connect(bn, deadline: float) -> dict:
    p = bn.popen("b", [sys.executable, "-c", CLIENT, netns.A_IP_ECN, str(PORT), str(deadline)],
                 stdout=subprocess.PIPE, text=True)
    return json.loads(p.communicate(timeout=deadline + 30)[0])


def test_synack_marked_with_ecn_plus_dropped_without(bn):
    def tm():
        return bn.ctl.stats()["ab"]

    before, ce0 = tm(), _ce_synacks(bn.ns["b"])
    plain = _connect(bn, 2.5)
    time.sleep(3)                     # the half-open requests in A expire
    mid, ce1 = tm(), _ce_synacks(bn.ns["b"])
    assert not plain["connected"], plain
    assert mid["forced_drop"] - before["forced_drop"] >= 1 and mid["forced_mark"] == before["forced_mark"]
    assert ce1 == ce0

    ecnplus.enable(bn.ns["a"])
    try:
        plus = _connect(bn, 2.5)
        after, ce2 = tm(), _ce_synacks(bn.ns["b"])
        assert plus["connected"] and plus["seconds"] < 0.5, plus
        assert ecnplus.synacks(bn.ns["a"]) == 1
        assert after["forced_mark"] - mid["forced_mark"] == 1, (mid, after)
        assert ce2 - ce1 == 1, "the SYN-ACK did not arrive marked CE"
    finally:
        ecnplus.disable(bn.ns["a"])
