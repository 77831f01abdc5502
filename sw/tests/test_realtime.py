"""Real Linux TCP through the Verilated RTL in real time (sim/tap.cpp, redline.lab.netns).

Needs root for network namespaces and TAP devices; without them every test here is skipped
with the reason. A missing harness build is a failure, not a skip (make test builds it)."""
import json
import os
import subprocess
import time

import pytest

from redline.tc import config
from redline.lab import netns
from redline.lab.experiment import run_scenario
from redline.devices.simctl import SimControl, SimError

try:
    netns.check_available(need_binary=False)
    REASON = None
except netns.Unavailable as e:
    REASON = str(e)
pytestmark = pytest.mark.skipif(REASON is not None, reason=f"real-time TCP tests skipped: {REASON}")


def test_cleanup_stale_removes_only_namespaces_of_gone_processes():
    """rl<pid>-a/-b namespaces of a process that no longer exists are removed; one whose process
    lives (pid 1) and one of another name stay."""
    stale, live, other = "rl999999999-a", "rl1-b", "rltest-keep"
    try:
        for n in (stale, live, other):
            subprocess.run(["ip", "netns", "add", n], check=True)
        assert {stale, live, other} <= netns.names()
        gone = netns.cleanup_stale()  # (with any other stale one a crashed run left)
        assert stale in gone and live not in gone and other not in gone
        left = netns.names()
        assert stale not in left and {live, other} <= left
    finally:
        for n in (stale, live, other):
            subprocess.run(["ip", "netns", "del", n], capture_output=True)


def test_harness_is_built():
    assert netns.harness_binary(64).exists(), "make -C sim builds sim/build/w64/redline_tap"


@pytest.fixture(scope="module")
def smoke():
    before = netns.names()
    res = run_scenario("smoke", progress=False)
    return res, before


def test_smoke_ecn_tcp_through_rtl(smoke):
    """CI smoke: one cubic flow, ECN negotiated, the RTL marks CE, the receiver echoes ECE,
    the sender answers with CWR, and goodput stays at 90 % of the shaped 10 Mbit/s."""
    res, _ = smoke
    run = res["runs"][0]
    (f,) = run["flows"]
    tm = run["tm"]
    assert f["ecn_negotiated"], "tcp_info: ECN not negotiated"
    assert f["syn_ecn"] == 2, "the wire must show an ECN SYN and an ECN SYN-ACK"
    marks = tm["prob_mark"] + tm["forced_mark"]
    assert marks > 0, f"the RTL marked nothing: {tm}"
    assert f["ce"] == f["tm_mark"] == marks, "every CE on the wire is one the RTL made"
    assert f["ece"] > 0, "the receiver never echoed ECE"
    assert f["cwr"] > 0, "the sender never sent CWR"
    assert f["delivered_ce"] > 0, "the sender's tcp_info saw no CE feedback"
    # `ecn` drops a not-ECT packet it chose to mark, as sch_red does; an ECN flow's only ones
    # are its SYN, retransmissions, pure ACKs and a lone FIN. The ends' counters show no ECT
    # packet was lost.
    path = run["path_ab"]
    drops = tm["prob_drop"] + tm["forced_drop"] + tm["pdrop"]
    assert tm["pdrop"] == 0, f"no tail drop expected: {tm}"
    assert path["ect_lost"] == 0, f"ECN flow: an ECT packet was lost on A→B: {path}, {tm}"
    assert path["not_ect_lost"] == drops, f"a TM drop that is not a not-ECT packet lost on A→B: {path}, {tm}"
    assert path["received"]["ce"] - path["sent"]["ce"] == marks, f"CE at B is not the TM's marks: {path}"
    assert tm["pkts_in"] == tm["pkts_out"] + drops + tm["bad"], f"every frame in is out or counted as a drop: {tm}"
    assert f["goodput_bps"] >= 0.9 * 10e6, f"goodput {f['goodput_bps'] / 1e6:.2f} Mbit/s < 90 % of 10 Mbit/s"
    h = res["harness"]
    assert not h["lag_failed"]
    assert h["skipped"] > 0, "idle cycles should have been skipped"
    assert len(run["qavg_series"]) > 10 and max(q for _, q in run["qavg_series"]) > 0


def test_teardown_leaves_nothing(smoke):
    res, before = smoke
    assert netns.names() == before, "namespaces left behind"
    out = subprocess.run(["pgrep", "-f", "redline_tap --ns-a rl"], capture_output=True, text=True).stdout
    assert not out.strip(), f"harness still running: {out}"


def test_control_socket_names_and_refusal():
    with netns.Bottleneck(clock_mhz=1) as bn:
        c = bn.ctl
        assert c.get("id") == 0x52444C4E  # "RDLN"
        knobs = config.build("limit 100000 min 7500 max 22500 avpkt 1000 burst 10 probability 0.1 "
                             "bandwidth 1.5mbit ecn".split(), cycles_per_us=1, seed=3).knobs
        c.apply_knobs(knobs)
        assert c.get("min_th") == knobs.min_th and c.get("wlog") == knobs.wlog
        assert c.get("cur_max_p") == knobs.max_p  # applied: the live value moved
        c.set("max_th", 100)  # below min_th: the commit must be refused, the old config kept
        with pytest.raises(ValueError, match="max_th"):
            c.commit()
        assert c.get("cur_max_p") == knobs.max_p
        with pytest.raises(SimError, match="unknown name"):
            c.get("no_such_knob")
        with pytest.raises(SimError, match="read-only"):
            c.set("pkts_in", 1)
        with pytest.raises(SimError, match="reverse"):
            c.get("min_th", direction="ba")
        st = c.stats()
        assert st["ab"]["pkts_in"] == 0 and st["clock_mhz"] == 1


def test_lag_watchdog_fails_the_run():
    """With a 0 us allowance the harness must give up after the window, exit 4, and say why."""
    ns = {s: f"rl{os.getpid()}-{s}" for s in "ab"}
    for n in ns.values():
        subprocess.run(["ip", "netns", "add", n], check=True)
    try:
        t = time.monotonic()
        p = subprocess.run([str(netns.harness_binary(64)), "--ns-a", ns["a"], "--ns-b", ns["b"],
                            "--max-lag-us", "0", "--lag-window-ms", "200"], capture_output=True, text=True,
                           timeout=30)
        assert p.returncode == 4, p.stderr
        assert "fell behind real time" in p.stderr
        summary = json.loads(p.stdout.splitlines()[-1])
        assert summary["lag_failed"] is True
        assert time.monotonic() - t < 10
    finally:
        for n in ns.values():
            subprocess.run(["ip", "netns", "del", n])
