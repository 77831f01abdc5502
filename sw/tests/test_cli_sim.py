"""`redline set` / `redline show` end to end against the simulator: the real-time harness
(sim/tap.cpp) with the Verilated TM, while a real Linux TCP flow crosses it.

Needs root for namespaces and TAPs (skipped with the reason otherwise, like test_realtime)."""
import json
import subprocess
import sys
import time

import pytest

from redline import cli
from redline.lab import netns, tcpinfo
from redline.cli.cli_control import build_knobs

try:
    netns.check_available(need_binary=False)
    REASON = None
except netns.Unavailable as e:
    REASON = str(e)
pytestmark = pytest.mark.skipif(REASON is not None, reason=f"simulator CLI tests skipped: {REASON}")

CLOCK_MHZ = 10
FIRST = "red limit 200000 min 15000 max 45000 avpkt 1000 burst 20 probability 0.1 bandwidth 10mbit ecn"
SECOND = "red limit 100000 min 6000 max 18000 avpkt 1000 burst 10 probability 0.2 bandwidth 4mbit ecn gentle seed 5"


def redline(capsys, *argv):
    rc = cli.main([str(a) for a in argv])
    out = capsys.readouterr()
    return rc, out.out, out.err


def tm_rate(a: dict, b: dict) -> float:
    """bit/s leaving the TM between two snapshots, over the TM's own clock. The snapshots are
    further apart than the 2 s slept between them, and a rate over a nominal 2 s once read 6 %
    above the shaper's."""
    return (b["bytes_out"] - a["bytes_out"]) * 8 / ((b["cycle"] - a["cycle"]) / (CLOCK_MHZ * 1e6))


def show(capsys, sock) -> dict:
    rc, out, err = redline(capsys, "show", "-s", "-j", "--sim", sock)
    assert rc == 0, err
    (j,) = json.loads(out)
    return j["redline"]  # redline's own part of tc's object: knobs and counters by register name


def test_set_show_and_reconfigure_during_tcp(capsys):
    with netns.Bottleneck(clock_mhz=CLOCK_MHZ, delay_ab_us=5000, delay_ba_us=5000) as bn:
        sock = bn.control
        rc, out, err = redline(capsys, "set", "--sim", sock, *FIRST.split())
        assert rc == 0 and out == "" and err == "", (out, err)  # silent on success, like tc
        j = show(capsys, sock)
        want = build_knobs(FIRST.split(), CLOCK_MHZ)
        assert {n: j["knobs"][n] for n in want} == {n: (v.hex() if n == "stab" else v) for n, v in want.items()}
        assert j["mode"] == "ecn" and j["stats"]["refused"] == 0
        commits0 = j["stats"]["commits"]

        rc, text, err = redline(capsys, "show", "-s", "--sim", sock)
        assert rc == 0 and text.startswith("qdisc red port 0: dev sim ")
        assert "limit 200000b min 15000b max 45000b ecn" in text and "bandwidth 10Mbit" in text

        # a real ECN flow from A to B; 6 MB takes about 5 s at 10 Mbit/s and 8 s at 4
        sink = bn.python("b", "redline.lab.tcptool", ["sink", "--bind", netns.B_IP_ECN, "--port", "5001", "--count", "1"],
                         stdout=subprocess.PIPE, text=True)
        subprocess.run(["ip", "netns", "exec", bn.ns["b"], sys.executable, "-m", "redline.lab.tcptool", "wait-listen",
                        "--port", "5001"], check=True, timeout=15)
        send = bn.python("a", "redline.lab.tcptool", ["send", "--to", netns.B_IP_ECN, "--port", "5001",
                                                  "--bytes", str(6_000_000)], stdout=subprocess.PIPE, text=True)
        time.sleep(1.0)
        a = show(capsys, sock)["stats"]
        time.sleep(2.0)
        b = show(capsys, sock)["stats"]
        rate_first = tm_rate(a, b)

        # a bad configuration during traffic: refused before anything is written
        rc, _, err = redline(capsys, "set", "--sim", sock, *FIRST.replace("max 45000", "max 4000").split())
        assert rc == 2 and "max" in err
        c = show(capsys, sock)
        assert c["stats"]["commits"] == commits0 and c["knobs"]["max_th"] == 45000

        rc, out, err = redline(capsys, "set", "--sim", sock, *SECOND.split())
        assert rc == 0, err
        time.sleep(1.0)
        d = show(capsys, sock)
        time.sleep(2.0)
        e = show(capsys, sock)
        rate_second = tm_rate(d["stats"], e["stats"])
        assert d["stats"]["commits"] == commits0 + 1 and d["stats"]["refused"] == 0
        assert d["knobs"]["rate"] == 4_000_000 and d["knobs"]["gentle"] == 1 and d["knobs"]["seed"] == 5
        assert d["knobs"]["min_th"] == 6000 and d["knobs"]["max_th"] == 18000

        rec = json.loads(send.communicate(timeout=60)[0].splitlines()[-1])
        sink.communicate(timeout=10)
        f = show(capsys, sock)["stats"]
        bn.check_alive()

    # The TM's shaper moved from 10 to 4 Mbit/s under a running flow: the wire followed.
    print(f"wire rate {rate_first / 1e6:.2f} -> {rate_second / 1e6:.2f} Mbit/s, marks "
          f"{f['prob_mark'] + f['forced_mark']}, pkts_in {f['pkts_in']}")
    assert 8e6 < rate_first <= 10.2e6, rate_first
    assert 3.2e6 < rate_second <= 4.1e6, rate_second
    assert rec["bytes"] == 6_000_000
    assert tcpinfo.ecn_negotiated(rec["tcp_info"]), "ECN was not negotiated"
    assert f["prob_mark"] + f["forced_mark"] > 0, "the ECN flow was never marked"
    assert f["prob_drop"] + f["forced_drop"] == 0, "ECN flow: RED must mark, not drop"
    assert f["pkts_in"] == f["pkts_out"] + f["pdrop"] + f["bad"] + f["buf_full"] + f["qlen"]


def test_port_without_tm_is_a_clear_error(capsys):
    with netns.Bottleneck(clock_mhz=1) as bn:  # --reverse pass: port 1 has no TM
        rc, _, err = redline(capsys, "show", "--sim", bn.control, "--port", "1")
        assert rc == 3 and "port 1" in err and "no TM" in err
        rc, _, err = redline(capsys, "set", "--sim", bn.control, "--port", "2", *FIRST.split())
        assert rc == 3 and "--port 2" in err
