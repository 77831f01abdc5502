"""The BPF congestion controls (redline.lab.cc, sw/bpf): each builds against the running
kernel, registers, and is the one a connection uses: tcptool's send reads it back with
TCP_CONGESTION, and `ss -ti` shows it on the open socket. Both run in a namespace of their own
on its loopback. Unregistered afterwards. Skips only where BPF congestion control cannot run
(no BTF, not root, tools missing: the reason is shown)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pytest

from redline.lab import cc

SPECS = ["westwood", "ecn-ab:0.43,0.25", "reno"]


def test_parse():
    assert cc.parse("cubic") == cc.CC("cubic", "cubic")
    w = cc.parse("Westwood+")
    assert (w.name, w.source, w.bpf) == ("rl_westwood", "rl_westwood.bpf.c", True)
    ab = cc.parse("ecn-ab:0.43,0.25")
    assert (ab.spec, ab.name) == ("ecn-ab:0.43,0.25", "rl_ab_a043_b025")
    assert "RL_BETA_NUM=25" in ab.defines and "RL_ALPHA_NUM=43" in ab.defines
    assert len(ab.name) < 16   # TCP_CA_NAME_MAX, and the struct_ops map's name
    for bad, why in (("bbr", "does not answer ECN"), ("vegas", "one of"), ("ecn-ab:0.5", "ecn-ab:ALPHA,BETA"),
                     ("ecn-ab:0.433,0.25", "two decimals"), ("ecn-ab:1,0.6", r"\(0, 0.5\]"),
                     ("ecn-ab:0,0.25", r"\(0, 4\]"), ("ecn-ab:x,0.25", "not a number")):
        with pytest.raises(ValueError, match=why):
            cc.parse(bad)


@pytest.fixture(scope="module")
def ns():
    try:
        cc.check_available()
    except cc.Unavailable as e:
        pytest.skip(f"BPF congestion control cannot run here: {e}")
    name = f"rlcc{os.getpid()}"
    subprocess.run(["ip", "netns", "add", name], check=True)
    try:
        subprocess.run(["ip", "-n", name, "link", "set", "lo", "up"], check=True)
        yield name
    finally:
        subprocess.run(["ip", "netns", "del", name], check=False)


def _in_ns(ns: str, args: list[str], **kw) -> subprocess.Popen:
    return subprocess.Popen(["ip", "netns", "exec", ns, sys.executable, "-m", "redline.lab.tcptool", *args],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **kw)


def test_each_loads_and_is_the_one_in_use(ns):
    before = cc.available()
    with cc.loaded(SPECS) as ccs:
        now = cc.available()
        for c in ccs:
            assert c.name in now, (c.name, now)
        for port, c in enumerate(ccs, start=6100):
            sink = _in_ns(ns, ["sink", "--bind", "127.0.0.1", "--port", str(port), "--count", "1", "--cc", c.name])
            subprocess.run(["ip", "netns", "exec", ns, sys.executable, "-m", "redline.lab.tcptool", "wait-listen",
                            "--port", str(port)], check=True, capture_output=True)
            send = _in_ns(ns, ["send", "--to", "127.0.0.1", "--port", str(port), "--bytes", "20000000",
                               "--cc", c.name])
            rec = json.loads(send.communicate(timeout=60)[0].strip().splitlines()[-1])
            assert send.returncode == 0 and rec["cc"] == c.name and rec["bytes"] == 20_000_000, rec
            sink.communicate(timeout=30)
            # ss -i on a connection held open: the kernel names the congestion control in use.
            hold = subprocess.Popen(["ip", "netns", "exec", ns, sys.executable, "-c", HOLD, c.name, str(port + 50)],
                                    stdout=subprocess.PIPE, text=True)
            try:
                assert hold.stdout.readline().strip() == "open"
                ss = subprocess.run(["ip", "netns", "exec", ns, "ss", "-tin", "state", "established"],
                                    capture_output=True, text=True, check=True).stdout
                assert f" {c.name} " in ss, ss
            finally:
                hold.kill()
                hold.wait()
    # What was registered here is gone again; what the kernel had stays.
    assert cc.available() == before


# A connection over loopback, open until killed, with the given congestion control.
HOLD = """
import socket, sys, time
name, port = sys.argv[1], int(sys.argv[2])
srv = socket.socket(); srv.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
srv.bind(("127.0.0.1", port)); srv.listen(1)
c = socket.socket()
c.setsockopt(socket.IPPROTO_TCP, socket.TCP_CONGESTION, name.encode())
c.connect(("127.0.0.1", port)); a, _ = srv.accept()
print("open", flush=True)
time.sleep(60)
"""


def test_a_bad_spec_registers_nothing():
    before = cc.available() if cc.AVAILABLE.exists() else set()
    with pytest.raises(ValueError):
        with cc.loaded(["westwood", "bbr"]):
            pass
    if cc.AVAILABLE.exists():
        assert cc.available() == before
