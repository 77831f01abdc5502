"""`redline sim`: a Verilated TM with a control socket, tried with `set` and `show --sim` as a
user would, in separate processes, with no root and no namespaces (sim/barserve.cpp)."""
import json
import signal
import subprocess
import sys
import time

import pytest

from redline.devices import simserver
from redline.devices.simctl import SimControl
from redline.spec.regs import REGS

BINARY = simserver.server_binary(64)
WORDS = "limit 400000 min 30000 max 90000 avpkt 1000 burst 55 probability 0.02 bandwidth 10mbit ecn".split()


def redline(*argv, **kw):
    return subprocess.run([sys.executable, "-m", "redline.cli", *map(str, argv)], capture_output=True, text=True,
                          timeout=60, **kw)


def start(sock, *extra):
    assert BINARY.is_file(), f"{BINARY} is missing: 'make sim' (make -C sim) builds it"
    return subprocess.Popen([sys.executable, "-m", "redline.cli", "sim", "--control", str(sock), *extra],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def show(sock) -> dict:
    r = redline("show", "-s", "-j", "--sim", sock)
    assert r.returncode == 0, r.stderr
    (j,) = json.loads(r.stdout)
    return j


@pytest.fixture
def sim(tmp_path):
    sock = tmp_path / "ctl.sock"
    p = start(sock)
    try:
        head = [p.stdout.readline() for _ in range(4)]
        yield p, sock, head
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()


def test_sim_takes_set_and_show_and_stops_cleanly_on_ctrl_c(sim):
    p, sock, head = sim
    assert head[0].startswith("redline sim: a Verilated 64-bit TM at 250 MHz") and str(sock) in head[0], head
    assert head[1].strip().startswith(f"redline set --sim {sock} limit 400000")
    assert head[3].startswith("Ctrl-C"), head
    r = redline("set", "--sim", sock, *WORDS)
    assert r.returncode == 0, r.stderr
    # 6,000 frames of 1500 bytes at 5,000/s offer 60 Mbit/s, six times the 10mbit bandwidth
    with SimControl(sock) as c:
        c.cmd("traffic 6000 1500 5000")
    deadline = time.monotonic() + 30
    while True:
        j = show(sock)
        st = j["redline"]["stats"]
        # until every frame is in and has left or been dropped (one may be in the egress: it has
        # left the queue, qlen, and is not yet counted out)
        if st["pkts_out"] + j["drops"] >= 6000 or time.monotonic() > deadline:
            break
        time.sleep(0.5)
    assert st["pkts_in"] == 6000, st
    assert j["options"]["limit"] == 400000 and j["options"]["ecn"] is True
    assert st["commits"] == 2  # the server's own (cycles_per_us) and set's
    # the shaper holds the queue: RED marks the ECN-capable frames (it drops none); the queue
    # then meets the 256 KiB buffer before the 400000-byte limit, so every other drop is the
    # buffer's own, not tc's pdrop
    assert j["marked"] > 0 and j["early"] == 0 and j["pdrop"] == 0, j
    assert j["drops"] == j["other"] == st["buf_full"] > 0, j
    assert st["pkts_in"] == st["pkts_out"] + j["drops"] and j["qlen"] == 0
    assert (st["data_bytes"], 1 << st["buf_log2"]) == (8, 256 * 1024)
    p.send_signal(signal.SIGINT)
    assert p.wait(timeout=20) == 0
    assert "redline sim: stopped" in p.stderr.read()
    assert not sock.exists()


def test_traffic_option_offers_frames_at_start(tmp_path):
    sock = tmp_path / "ctl.sock"
    p = start(sock, "--traffic", "200,64,2000")
    try:
        assert p.stdout.readline().startswith("redline sim:")
        deadline = time.monotonic() + 20
        while show(sock)["packets"] < 200 and time.monotonic() < deadline:
            time.sleep(0.2)
        j = show(sock)
        assert (j["packets"], j["bytes"], j["drops"]) == (200, 200 * 64, 0), j
    finally:
        p.send_signal(signal.SIGINT)
        assert p.wait(timeout=20) == 0


def test_stop_removes_the_servers_files():
    s = simserver.SimServer()
    assert s.control.parent == s.tmp and s.control.exists() and (s.tmp / "bar").exists()
    assert s.stop() == 0
    assert not s.tmp.exists()


def test_a_refused_commit_is_reported_as_the_bridge_reports_it(sim):
    p, sock, _ = sim
    with SimControl(sock) as c:
        c.cmd(f"wr {REGS['MIN_TH']} 9000")
        c.cmd(f"wr {REGS['MAX_TH']} 3000")
        with pytest.raises(ValueError, match=r"refused the configuration: max_th<min_th \(err_code 3\)"):
            c.commit()
        assert int(c.cmd(f"rd {REGS['REFUSED']}")) == 1
    p.send_signal(signal.SIGTERM)
    assert p.wait(timeout=20) == 0


def test_sim_without_its_binary_is_a_clear_error(run_cli, monkeypatch, tmp_path):
    monkeypatch.setattr(simserver, "SIM", tmp_path)
    rc, _, err = run_cli(["sim", "--width", "128"])
    assert rc == 3 and f"{tmp_path}/build/w128/redline_barserve is not built (make -C sim W=128)" in err


@pytest.mark.parametrize("bad, msg", [(["--traffic", "10,1500"], "want N,LEN,PPS"),
                                      (["--traffic", "10,20,30"], "LEN 64..9000"),
                                      (["--clock-mhz", "0"], "must be 1..1000")])
def test_sim_refuses_bad_options(run_cli, bad, msg):
    rc, _, err = run_cli(["sim", *bad])
    assert rc == 2 and msg in err, err
