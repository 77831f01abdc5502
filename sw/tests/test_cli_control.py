"""`redline set` / `redline show` without a device: word checking, tc formatting, and the sysfs
backend's file protocol against a directory laid out like the driver's (sw/kmod/README).

The directory is plain files, not the kernel: it proves what the CLI writes, in which order,
and that an error writes nothing. The driver's own checks are tested in test_kmod.py, and the
CLI against a live TM in test_cli_sim.py."""
import json

import pytest

from redline.tc import config
from redline.spec import regmap
from redline.cli import showfmt
from redline.cli.cli_control import build_knobs
from redline.cli import CliError

GOOD = ("red limit 400000 min 30000 max 90000 avpkt 1000 burst 55 probability 0.02 "
        "bandwidth 10mbit ecn").split()


class FakeSysfs:
    """port0/ with one file per knob and value, like the driver's; records write order by
    turning every file write into an appended journal line."""

    def __init__(self, root):
        self.root = root
        self.dir = root / "port0"
        self.dir.mkdir(parents=True)
        k = config.knobs_to_dict(config.build(GOOD, cycles_per_us=250).knobs)
        k["mode"] = "ecn"
        k["unit"] = "bytes"
        for name in regmap.KNOB_NAMES:
            (self.dir / name).write_text(f"{k[name]}\n")
        (self.dir / "stab").write_bytes(bytes.fromhex(k["stab"]))
        (self.dir / "hold").write_text("0\n")
        for name in regmap.STATUS64 + regmap.STATUS32 + regmap.STATUS_FIELDS:
            (self.dir / name).write_text("0\n")
        (self.dir / "data_bytes").write_text("8\n")  # a 64-bit TM with a 256 KiB buffer
        (self.dir / "buf_log2").write_text("18\n")
        for name in ("forward", "host_discard", "drop_cpl", "cpl_filtered", "fwd_overrun"):
            (self.dir / name).write_text("0\n")
        (self.dir / "pkts_out").write_text("10\n")
        (self.dir / "bytes_out").write_text("15140\n")
        (self.dir / "prob_mark").write_text("3\n")
        (self.dir / "overrun").write_text("4\n")
        (self.dir / "bad").write_text("1\n")
        (self.dir / "buf_full").write_text("2\n")
        (self.dir / "cur_max_p").write_text(f"{k['max_p']}\n")  # GOOD's max_P, in force since its commit

    def snapshot(self) -> dict:
        return {p.name: p.read_bytes() for p in sorted(self.dir.iterdir())}


@pytest.fixture
def sysfs(tmp_path):
    return FakeSysfs(tmp_path / "mqnic.app_52440001.0")


def test_set_writes_every_knob_through_a_hold_batch(sysfs, run_cli, monkeypatch):
    order = []
    import redline.devices.device as device

    real = device.SysfsDevice._write

    def spy(self, name, data):
        order.append(name)
        real(self, name, data)

    monkeypatch.setattr(device.SysfsDevice, "_write", spy)
    words = "red limit 200000 min 20000 max 60000 avpkt 1000 burst 20 probability 0.1 bandwidth 5mbit ecn gentle seed 9".split()
    rc, out, err = run_cli(["set", "--sysfs", str(sysfs.root)] + words)
    assert rc == 0, err
    assert order[0] == "hold" and order[-1] == "hold", order
    assert set(order[1:-1]) == set(regmap.KNOB_NAMES) | {"stab"}
    assert (sysfs.dir / "hold").read_text() == "0"
    want = build_knobs(words, 250)
    assert want["seed"] == 9 and want["gentle"] == 1 and want["min_th"] == 20000
    assert (sysfs.dir / "min_th").read_text() == "20000"
    assert (sysfs.dir / "wlog").read_text() == str(want["wlog"])
    assert (sysfs.dir / "rate").read_text() == "5000000"
    assert (sysfs.dir / "mode").read_text() == "ecn"
    assert (sysfs.dir / "gentle").read_text() == "1"
    assert (sysfs.dir / "seed").read_text() == "9"
    assert (sysfs.dir / "stab").read_bytes() == want["stab"]
    # cycles_per_us was kept from the device, not reset to a default
    assert (sysfs.dir / "cycles_per_us").read_text() == "250"


@pytest.mark.parametrize("words, word", [
    ("red limit 400000 min 30000 max 90000 probabilty 0.1", "probabilty"),
    ("red limit 400000 min 30000 max 9000 ecn", "min"),
    ("red limit 400000 min 30000 max 90000 avpkt 1000 burst 1.5", "burst"),
    ("red limit 400000 min 30000 max 90000 probability 1.5", "probability"),
    ("red limit 400000 min 30000 max 90000 mode fifo", "mode"),
    ("red limit 400000 min 30000 max 90000 mode dt ecn", "ecn"),
    ("red limit 400000 min 30000 max 90000 nodrop", "nodrop"),
    ("red limit 400000 min 30000 max 90000 seed -1", "seed"),
    ("red limit 400000 min 30000 max 90000 seed 4294967296", "seed"),
    ("red limit 400000 min 30000 max 90000 rate fast", "rate"),
    ("red limit 400000 min 30000 max 90000 bandwidth 0", "bandwidth"),
    ("red limit 400000 min 30000 max 90000 seed", "seed"),
    ("red limit", "limit"),
    ("red limit 8gb min 30000 max 90000", "limit"),
])
def test_bad_words_name_the_word_and_write_nothing(sysfs, run_cli, words, word):
    before = sysfs.snapshot()
    rc, out, err = run_cli(["set", "--sysfs", str(sysfs.root)] + words.split())
    assert rc == 2
    assert err.startswith("redline: error: ") and err.count("\n") == 1, err
    assert word in err, f"the error should name '{word}': {err}"
    assert sysfs.snapshot() == before, "nothing may be written on error"


def test_driver_refusal_is_reported_and_the_batch_is_closed(sysfs, run_cli, monkeypatch):
    import redline.devices.device as device
    real = device.SysfsDevice._write

    def refuse(self, name, data):
        real(self, name, data)
        if name == "hold" and data == "0":
            raise device.DeviceError(f"writing hold to {self.dir / 'hold'}: the driver refused the value")

    monkeypatch.setattr(device.SysfsDevice, "_write", refuse)
    rc, out, err = run_cli(["set", "--sysfs", str(sysfs.root)] + GOOD)
    assert rc == 3 and "the driver refused the value" in err
    assert (sysfs.dir / "hold").read_text() == "0"


def test_missing_device_and_port_are_clear(tmp_path, sysfs, run_cli):
    rc, _, err = run_cli(["show", "--sysfs", str(tmp_path / "nope")])
    assert rc == 3 and "no such directory" in err
    rc, _, err = run_cli(["show", "--sysfs", str(sysfs.root), "--port", "3"])
    assert rc == 3 and "--port 3" in err and "port0" in err
    rc, _, err = run_cli(["show", "--sim", str(tmp_path / "none.sock")])
    assert rc == 3 and "control socket" in err
    rc, _, err = run_cli(["show", "--sim", "x", "--sysfs", "y"])
    assert rc == 3 and "not both" in err


def test_show_text_is_tc_wording(sysfs, run_cli):
    rc, out, err = run_cli(["show", "-s", "--sysfs", str(sysfs.root)])
    assert rc == 0, err
    lines = out.splitlines()
    assert lines[0].startswith("qdisc red port 0: dev ")
    assert lines[0].endswith("limit 400000b min 30000b max 90000b ecn")
    assert lines[1].startswith(" ewma 5 probability 0.02 Scell_log ") and "bandwidth" not in lines[1]
    # other: the bad frame and the two buffer-full drops, neither of them tc's pdrop
    assert lines[2] == " Sent 15140 bytes 10 pkt (dropped 3, overlimits 3 requeues 0)"
    assert lines[3] == " backlog 0b 0p requeues 0"
    assert lines[4] == "  marked 3 early 0 pdrop 0 other 3"
    # redline's own on lines of their own, after tc's
    assert lines[5].startswith("  64-bit buffer 256Kb bandwidth 10Mbit burst 3000b seed ")
    assert lines[6].endswith(" commits 0 refused 0 overrun 4 buf_full 2")  # overrun: no decision saw them (§3a)
    assert "forward 0" in lines[-1]


def test_show_json(sysfs, run_cli):
    rc, out, err = run_cli(["show", "-s", "-j", "--sysfs", str(sysfs.root)])
    assert rc == 0, err
    (j,) = json.loads(out)
    # tc -s -j qdisc show's object for red...
    assert j["kind"] == "red" and j["handle"] == "port 0:"
    assert {n: j["options"][n] for n in ("limit", "min", "max", "ecn", "harddrop", "adaptive", "nodrop", "ewma")} == \
        {"limit": 400000, "min": 30000, "max": 90000, "ecn": True, "harddrop": False, "adaptive": False,
         "nodrop": False, "ewma": 5}
    assert j["options"]["probability"] == pytest.approx(0.02, rel=1e-6)
    assert (j["packets"], j["bytes"], j["drops"], j["overlimits"], j["requeues"], j["backlog"], j["qlen"]) == \
        (10, 15140, 3, 3, 0, 0, 0)
    assert (j["marked"], j["early"], j["pdrop"], j["other"]) == (3, 0, 0, 3)
    # ...and redline's own under a key of its own
    r = j["redline"]
    assert r["mode"] == "ecn" and r["unit"] == "bytes" and r["port"] == 0
    assert r["knobs"]["min_th"] == 30000 and len(r["knobs"]["stab"]) == 512
    assert set(regmap.KNOB_NAMES) <= set(r["knobs"])  # knob names are the register names
    assert r["stats"]["prob_mark"] == 3 and r["stats"]["pkts_out"] == 10 and r["stats"]["overrun"] == 4
    assert (r["stats"]["bad"], r["stats"]["buf_full"]) == (1, 2)


def test_dry_run_needs_no_device(run_cli):
    rc, out, err = run_cli(["set", "--dry-run", "--clock-mhz", "100"] + GOOD)
    assert rc == 0, err
    k = json.loads(out)
    assert k["cycles_per_us"] == 100 and k["mode"] == 2 and k["wlog"] == 5


def test_build_knobs_matches_the_shared_derivation():
    k = build_knobs(GOOD, 250)
    want = config.knobs_to_dict(config.build(GOOD, cycles_per_us=250).knobs)
    assert {n: (v.hex() if n == "stab" else v) for n, v in k.items()} == want
    with pytest.raises(CliError, match="'rate' given twice"):
        build_knobs(GOOD + ["rate", "1mbit", "rate", "2mbit"], 250)


@pytest.mark.parametrize("n, text", [(400000, "400000b"), (3072, "3Kb"), (1 << 20, "1Mb"), (1000, "1000b"),
                                     (2 ** 32 - 1, "4096Mb"), (1040, "1040b")])
def test_tc_size(n, text):
    assert showfmt.tc_size(n) == text


@pytest.mark.parametrize("n, text", [(10_000_000, "10Mbit"), (1_500_000, "1500Kbit"), (1_234_567, "1234Kbit"),
                                     (999, "999bit"), (10 ** 9, "1Gbit")])
def test_tc_rate(n, text):
    assert showfmt.tc_rate(n) == text


def test_stab_units_word(run_cli):
    """`stab_units tc` after the words: Linux's own idle-decay table; a bad value names it."""
    rc, out, err = run_cli(["set", "--dry-run", "--clock-mhz", "100"] + GOOD + ["stab_units", "tc"])
    assert rc == 0, err
    want = config.build(GOOD, cycles_per_us=100, stab_units="tc").knobs
    k = json.loads(out)
    assert (k["scell_log"], k["stab"]) == (want.scell_log, want.stab.hex())
    assert k["stab"] != config.knobs_to_dict(config.build(GOOD, cycles_per_us=100).knobs)["stab"]
    rc, out, err = run_cli(["set", "--dry-run", "--clock-mhz", "100"] + GOOD + ["stab_units", "ns"])
    assert rc == 2 and "'stab_units'" in err and out == ""


def test_set_without_bandwidth_gives_tcs_warning(run_cli):
    """`set` prints what tc prints for the same words: here the 10Mbit idle-damping fallback."""
    words = "red limit 400000 min 30000 max 90000 avpkt 1000 burst 55 probability 0.02 ecn".split()
    rc, out, err = run_cli(["set", "--dry-run"] + words)
    assert rc == 0 and err == "RED: set bandwidth to 10Mbit\n"
    rc, out, err = run_cli(["set", "--dry-run"] + words + ["bandwidth", "10mbit"])
    assert rc == 0 and err == ""


def test_probability_1_shows_the_max_p_in_force(sysfs, run_cli):
    """tc stores probability 1 as max_P 0 (2^32 in a u32), which Linux derives from Plog: show,
    like Linux's dump, prints the max_P in force (about 0.92 here), in text and JSON, without
    the counters too."""
    words = "red limit 400000 min 30000 max 90000 avpkt 1000 burst 55 probability 1 bandwidth 10mbit ecn".split()
    rc, _, err = run_cli(["set", "--sysfs", str(sysfs.root)] + words)
    assert rc == 0, err
    assert (sysfs.dir / "max_p").read_text() == "0"
    k = build_knobs(words, 250)
    want = (((1 << 32) - 1) >> k["plog"]) * (k["max_th"] - k["min_th"]) % (1 << 32) / 2**32
    assert 0.9 < want < 0.93
    rc, out, err = run_cli(["show", "--sysfs", str(sysfs.root)])
    assert rc == 0, err
    assert f" probability {want:g} " in out.splitlines()[1]
    rc, out, err = run_cli(["show", "-j", "--sysfs", str(sysfs.root)])
    (j,) = json.loads(out)
    assert j["options"]["probability"] == pytest.approx(want, rel=1e-6)  # tc's %g


class FakeHarness:
    """A control socket that answers as a harness would, with `commit_reply` to a commit: enough
    for `set --sim` (it reads the ID, writes the knob registers, commits)."""

    def __init__(self, path, commit_reply):
        import socket
        import threading

        self.srv = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.srv.bind(str(path))
        self.srv.listen(1)
        self.commit_reply = commit_reply
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self):
        conn, _ = self.srv.accept()
        buf = b""
        with conn:
            while True:
                data = conn.recv(4096)
                if not data:
                    return
                buf += data
                while b"\n" in buf:
                    line, _, buf = buf.partition(b"\n")
                    cmd = line.decode().split()
                    reply = (self.commit_reply if cmd == ["commit"] else
                             "ok 0" if cmd[0] == "rd" else "ok")
                    conn.sendall(reply.encode() + b"\n")


@pytest.mark.parametrize("commit_reply, message", [
    ("err refused 3", ": the TM refused the configuration: max_th<min_th (err_code 3)"),
    ("err bad command: commit", ": simulator: bad command: commit"),
])
def test_set_on_sim_tells_a_refusal_from_a_harness_error(tmp_path, run_cli, commit_reply, message):
    """A commit the TM refuses names the reason; a harness that does not take the command says
    so, instead of passing for a refusal with err_code "commit"."""
    sock = tmp_path / "ctl.sock"
    FakeHarness(sock, commit_reply)
    rc, out, err = run_cli(["set", "--sim", str(sock), "--clock-mhz", "250"] + GOOD)
    (line,) = err.splitlines()
    assert rc == 3 and line.startswith("redline: error: sim ") and line.endswith(message), err
