"""`redline replay`: time mapping, outputs and errors, end to end through the CLI.

End-to-end tests use the real model (`--model`). A few tests replace the runner (the model or the
RTL behind `replay`) with FTM, a stand-in with a fixed pattern of verdicts, so that their
assertions are about replay/cli/report and not about RED itself.
"""
import dataclasses
import importlib.util
import json
import random
import re
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from redline import cli
from redline import model
from redline import replay as rp
from redline.replay.pcapio import PcapPacket, read_pcap, write_pcap

ROOT = Path(__file__).resolve().parents[2]
WORDS = "limit 60000 min 6000 max 18000 avpkt 600 burst 20 probability 0.1 bandwidth 10mbit ecn".split()


# ---------------------------------------------------------------------------- a stand-in runner
@dataclasses.dataclass
class FDecision:
    index: int
    action: str
    reason: object
    qavg: int
    backlog: int
    len: int
    decision_cycle: int
    out: object
    departure_cycle: object


class FTM:
    """Not RED: runts are bad, every 5th frame is dropped, every 7th marked; FIFO egress."""

    def __init__(self, knobs, width_bytes=8, buf_beats=2048, ready=None, apply_cycle=0):
        self.w = width_bytes
        self.counters = {}

    def run(self, frames):
        out, free = [], 0
        for i, f in enumerate(frames):
            beats = -(-len(f.data) // self.w)
            d = f.cycle + beats  # EOF + 1
            if len(f.data) < 14:
                act, why = "drop", "bad"
            elif i % 5 == 4:
                act, why = "drop", "prob"
            elif i % 7 == 6:
                act, why = "mark", "prob"
            else:
                act, why = "pass", None
            dep = None
            if act != "drop":
                start = max(d + 1, free)
                dep = start + 1 + beats
                free = start + beats
            out.append(FDecision(i, act, why, 64 * i, 100 * (i % 9), len(f.data), d,
                                 f.data if dep is not None else None, dep))
        n = len(frames)
        self.counters = {"pkts_in": n, "bytes_in": sum(len(f.data) for f in frames)}
        return out


# ---------------------------------------------------------------------------- traces
def _gen():
    spec = importlib.util.spec_from_file_location("gen_traces", ROOT / "scripts" / "gen_traces.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.fixture(scope="module")
def gen():
    return _gen()


@pytest.fixture(scope="module")
def tiny(tmp_path_factory, gen):
    """~150 mixed packets offered at ~3x a 10 Mbit/s link, plus runts and malformed frames."""
    rng = random.Random(5)
    recs, t = [], 0
    for i in range(150):
        if i % 25 == 3:
            frame = gen.malformed_frame(rng, "runt")
        elif i % 25 == 11:
            frame = gen.malformed_frame(rng, rng.choice(["trunc_v4", "arp", "three_tags", "ihl_lt5"]))
        else:
            frame = gen.mixed_packet(rng, gen.mixed_size(rng))
        recs.append(PcapPacket(gen.EPOCH_NS + t, frame))
        t += gen.wire_ns(len(frame), 30e6)
    p = tmp_path_factory.mktemp("tr") / "tiny.pcap"
    write_pcap(p, recs)
    return p


def summary(text: str) -> dict:
    """redline's own part of `replay -j` (the rest is tc's object for red)."""
    return json.loads(text)["redline"]


def run_cli(capsys, *argv):
    code = cli.main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_missing_bandwidth_warns_as_tc_does_and_says_unshaped(capsys, tiny):
    """Without a bandwidth word: tc's own warning, and one line saying the replay has no shaper
    (the bandwidth word is what sets it). With one: neither. The summary is the same either way."""
    no_bw = [w for w in WORDS if w not in ("bandwidth", "10mbit")]
    code, out, err = run_cli(capsys, "replay", tiny, *no_bw, "--model", "--no-progress")
    assert code == 0 and "RED: set bandwidth to 10Mbit\n" in err
    assert len([ln for ln in err.splitlines() if "replaying unshaped" in ln]) == 1
    code, out2, err2 = run_cli(capsys, "replay", tiny, *WORDS, "--model", "--no-progress")
    assert code == 0 and "RED:" not in err2 and "unshaped" not in err2
    code, _, err3 = run_cli(capsys, "replay", tiny, *no_bw, "--rate", "10mbit", "--model", "--no-progress")
    assert code == 0 and "RED: set bandwidth to 10Mbit" in err3 and "unshaped" not in err3


def test_dash_reads_stdin_and_writes_the_log_to_stdout(capsys, tiny, tmp_path, monkeypatch):
    """`replay -` reads the trace from standard input and `--log -` writes the log to standard
    output, the summary then to standard error: the same log and summary as with files."""
    code, out, _ = run_cli(capsys, "replay", tiny, *WORDS, "--model", "--no-progress", "--log", tmp_path / "f.jsonl")
    assert code == 0
    monkeypatch.setattr(sys, "stdin", SimpleNamespace(buffer=open(tiny, "rb")))
    code, out2, err2 = run_cli(capsys, "replay", "-", *WORDS, "--model", "--no-progress", "--log", "-")
    assert code == 0
    assert [json.loads(ln) for ln in out2.splitlines()] == rp.read_log(tmp_path / "f.jsonl")
    assert err2.splitlines()[1:] == out.splitlines()[1:]  # the summary, but for the trace's name
    assert err2.startswith("qdisc red replay: dev model - limit ")


def test_timestamps_going_back_are_said(capsys, tmp_path, gen):
    """Packets whose timestamp is before the previous packet's are replayed at the next free
    cycle, and the CLI says how many and which first (they used to be only "pushed")."""
    rng = random.Random(3)
    ts = [0, 10_000, 5_000, 20_000, 15_000, 30_000]
    p = tmp_path / "back.pcap"
    write_pcap(p, [PcapPacket(gen.EPOCH_NS + t, gen.mixed_packet(rng, 200)) for t in ts])
    code, out, err = run_cli(capsys, "replay", p, *WORDS, "--model", "--no-progress")
    assert code == 0
    assert ("2 packets have a timestamp before the previous packet's (the first is packet 2)" in err)
    sorted_p = tmp_path / "sorted.pcap"
    write_pcap(sorted_p, [PcapPacket(gen.EPOCH_NS + t, gen.mixed_packet(rng, 200)) for t in sorted(ts)])
    code, out, err = run_cli(capsys, "replay", sorted_p, *WORDS, "--model", "--no-progress")
    assert code == 0 and "timestamp before" not in err


def test_log_gives_arrival_and_average_in_the_queue_unit(capsys, tiny, tmp_path):
    """Each log record has the packet's pcap time from the first packet (ns), its arrival cycle,
    and the average in bytes (or packets), qavg / 2^wlog, beside the scaled qavg."""
    log = tmp_path / "t.jsonl"
    code, text, err = run_cli(capsys, "replay", tiny, *WORDS, "--model", "-j", "--log", log)
    assert code == 0, err
    wlog = summary(text)["knobs"]["wlog"]
    pk = [q for q in read_pcap(tiny) if q.data]
    recs = rp.read_log(log)
    assert [r["arrival_ns"] for r in recs] == [q.ts_ns - pk[0].ts_ns for q in pk]
    assert all(r["arrival_cycle"] < r["decision_cycle"] for r in recs)
    assert all(r["avg"] == r["qavg"] / 2**wlog for r in recs if r["qavg"] is not None)
    assert any(r["avg"] and r["avg"] != r["qavg"] for r in recs)


def test_limit_past_the_buffer_is_warned(capsys, tiny):
    """limit (or max_th) larger than the TM's buffer: the buffer fills before the limit, and the
    CLI says so, in bytes, or in frames (one a beat) in packet mode."""
    code, _, err = run_cli(capsys, "replay", tiny, *WORDS, "--model", "--no-progress")
    assert code == 0 and "buffer holds" not in err       # limit 60000 in 256 KiB
    code, _, err = run_cli(capsys, "replay", tiny, *WORDS, "--model", "--no-progress", "--buf-kib", "4")
    assert code == 0
    assert "redline: warning: limit 60000 bytes is more than the TM's buffer holds (4096 bytes)" in err
    assert "redline: warning: max_th 18000 bytes is more than the TM's buffer holds (4096 bytes)" in err
    words = "limit 1000 min 10 max 30 avpkt 600 burst 20 probability 0.1 bandwidth 10mbit ecn".split()
    code, _, err = run_cli(capsys, "replay", tiny, *words, "--packets", "--model", "--no-progress", "--buf-kib", "4")
    assert code == 0
    assert "limit 1000 packets is more than the TM's buffer holds (512 frames (one a 64-bit beat))" in err
    assert "max_th" not in err


# ---------------------------------------------------------------------------- unit
def test_arrival_cycles_rounding_and_push():
    pk = [PcapPacket(1000, b"x" * 64), PcapPacket(1002, b"x" * 64), PcapPacket(1100, b"x" * 65),
          PcapPacket(1134, b"x" * 8), PcapPacket(900, b"x" * 8)]
    # 250 MHz: 4 ns a cycle. 2 ns = 0.5 cycle → rounds to 1, but 64 B on 8 B beats take 8
    # cycles, so packet 1 is pushed to 8; 100 ns = cycle 25; 134 ns = 33.5 → 34 but 65 B
    # take 9 beats (25..33), so 34 is free; the out-of-order stamp maps to 0 → pushed to 35.
    cycles, pushed = rp.arrival_cycles(pk, 250, 8)
    assert cycles == [0, 8, 25, 34, 35] and pushed == 2
    # 512-bit bus: one or two beats a frame, nothing overlaps but the out-of-order one
    cycles, pushed = rp.arrival_cycles(pk, 250, 64)
    assert cycles == [0, 1, 25, 34, 35] and pushed == 1
    assert rp.arrival_cycles([], 250, 8) == ([], 0)


def test_cycle_to_ns():
    assert rp.cycle_to_ns(1, 250) == 4
    assert rp.cycle_to_ns(3, 300) == 10  # 10.0 ns
    assert rp.cycle_to_ns(1, 300) == 3  # 3.33 → 3
    assert rp.cycle_to_ns(2, 300) == 7  # 6.67 → 7


def test_replay_with_fake_runner():
    recs = [PcapPacket(10_000 + 1000 * i, bytes(60 + i)) for i in range(12)] + [PcapPacket(30_000, b"")]
    seen = {}

    def runner(knobs, frames, width_bits, buf_beats):
        seen.update(n=len(frames), width=width_bits, buf=buf_beats, c=[f.cycle for f in frames])
        return FTM(knobs, width_bits // 8).run(frames), {"pkts_in": len(frames)}

    res = rp.replay(recs, model.Knobs(wlog=3), clock_mhz=100, width_bits=128, runner=runner)
    assert seen["n"] == 12 and res.skipped_empty == 1  # the empty record is not a frame
    assert seen["width"] == 128 and seen["buf"] == rp.DEFAULT_BUF_KIB * 1024 // 16
    L = rp.LEAD_IN_CYCLES  # frames start L cycles after the apply, on every backend
    assert seen["c"] == [L + 100 * i for i in range(12)]  # 1 µs apart at 100 MHz
    deps = rp.departures(res)
    kept = [d for d in res.decisions if d.action != "drop"]
    assert len(deps) == len(kept)
    assert [p.ts_ns for p in deps] == [10_000 + 10 * (d.departure_cycle - L) for d in kept]


def test_the_plot_carries_the_configuration_and_lines_at_the_limit_and_buffer():
    """The replay plot's title ends with the configuration as tc prints it, and it draws the
    limit, and the buffer where it is in bytes and not the limit."""
    from redline.cli import report
    from redline.tc import config
    kd = config.knobs_to_dict(config.build(WORDS).knobs)
    assert report.plot_title(kd, "t.pcap (rtl)") == (
        f"t.pcap (rtl)\nlimit 60000b min 6000b max 18000b ecn ewma {kd['wlog']} probability 0.1 "
        f"Scell_log {kd['scell_log']} bandwidth 10Mbit burst 3000b seed {kd['seed']}")
    lines = {label: level for label, level, _style, _colour in report.level_lines(kd, 262144)}
    assert lines == {"min_th": 6000, "max_th": 18000, "limit": 60000, "buffer": 262144}
    gentle = dict(kd, gentle=1, unit=config.UNITS["packets"], limit=100)
    assert [label for label, *_ in report.level_lines(gentle, 262144)] == ["min_th", "max_th", "2·max_th", "limit"]


# ---------------------------------------------------------------------------- end to end
def test_cli_model_end_to_end(tmp_path, capsys, tiny):
    out, log, png = tmp_path / "o.pcap", tmp_path / "l.jsonl", tmp_path / "p.png"
    code, text, err = run_cli(capsys, "replay", tiny, *WORDS, "--model", "--out", out,
                              "--log", log, "--plot", png)
    assert code == 0, err
    n_in = len(read_pcap(tiny))
    lines = log.read_text().splitlines()
    assert len(lines) == n_in
    recs = [json.loads(x) for x in lines]
    assert [r["index"] for r in recs] == list(range(n_in))
    for r in recs:
        assert set(r) == {"index", "action", "reason", "qavg", "backlog", "len", "decision_cycle",
                          "departure_cycle", "arrival_ns", "arrival_cycle", "frame_len", "avg"}
        assert r["action"] in ("pass", "mark", "drop")
        assert (r["departure_cycle"] is None) == (r["action"] == "drop")
    runts = [r for r in recs if r["len"] < 14]
    assert runts and all((r["action"], r["reason"]) == ("drop", "bad") for r in runts)
    departed = read_pcap(out)
    n_pm = sum(r["action"] in ("pass", "mark") for r in recs)
    assert len(departed) == n_pm
    # departures are in time order and stamped from their cycle
    t0 = read_pcap(tiny)[0].ts_ns
    deps = sorted(r["departure_cycle"] for r in recs if r["departure_cycle"] is not None)
    assert [p.ts_ns for p in departed] == [t0 + rp.cycle_to_ns(c - rp.LEAD_IN_CYCLES, 250) for c in deps]
    # the first frame's last beat comes nb - 1 cycles after its first; w64 decides L after it
    nb = -(-len(read_pcap(tiny)[0].data) // 8)
    assert recs[0]["decision_cycle"] == rp.LEAD_IN_CYCLES + nb - 1 + model.TM_VARIANTS["w64"]["decision_latency"]
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert "Sent" in text and "goodput" in text
    assert any(r["action"] == "mark" for r in recs)  # the trace overloads the link: RED must act


def test_cli_json_summary(capsys, tiny):
    code, text, err = run_cli(capsys, "replay", tiny, "--model", "-j", *WORDS)
    assert code == 0, err
    j = json.loads(text)  # stdout is exactly one JSON object: tc -s -j's for red...
    s = j["redline"]      # ...with redline's own summary under a key of its own
    n = len(read_pcap(tiny))
    assert j["kind"] == "red" and j["handle"] == "replay:"
    assert j["options"] | {"probability": 0} == {"limit": 60000, "min": 6000, "max": 18000, "ecn": True, "harddrop": False,
                                                 "adaptive": False, "nodrop": False, "gentle": False,
                                                 "ewma": s["knobs"]["wlog"], "probability": 0,
                                                 "Scell_log": s["knobs"]["scell_log"]}
    assert j["options"]["probability"] == pytest.approx(0.1, rel=1e-6)
    # tc's counters are the summary's: sch_red's words for redline's reasons
    assert j["packets"] == s["sent"]["packets"] and j["bytes"] == s["sent"]["bytes"]
    assert j["drops"] == s["dropped"]["total"] and j["requeues"] == 0
    assert j["marked"] == s["marked"]["total"] and j["other"] == s["dropped"]["bad"]
    assert j["early"] == s["dropped"]["prob"] + s["dropped"]["forced"] and j["pdrop"] == s["dropped"]["tail"]
    assert j["overlimits"] == j["marked"] + j["early"] and j["qlen"] == s["left_in_queue"]
    assert s["received"]["packets"] == n and s["conserved"] is True
    assert s["passed"] + s["marked"]["total"] + s["dropped"]["total"] == n
    assert s["marked"]["total"] == s["marked"]["prob"] + s["marked"]["forced"]
    assert s["dropped"]["total"] == sum(s["dropped"][r] for r in ("prob", "forced", "tail", "bad", "full"))
    assert s["dropped"]["bad"] >= 6  # the runts
    assert s["knobs"]["cycles_per_us"] == 250 and len(s["knobs"]["stab"]) == 512
    assert s["sent"]["packets"] + s["left_in_queue"] == s["passed"] + s["marked"]["total"]


def test_cli_words_and_options_intermixed(capsys, tiny):
    a = run_cli(capsys, "replay", tiny, "--model", "-j", *WORDS)
    b = run_cli(capsys, "replay", tiny, *WORDS[:4], "--model", *WORDS[4:8], "-j", *WORDS[8:])
    assert a[0] == b[0] == 0
    assert json.loads(a[1]) == json.loads(b[1])


def test_cli_width_changes_push_count(capsys, tmp_path):
    p = tmp_path / "b2b.pcap"
    write_pcap(p, [PcapPacket(4 * i, bytes(64)) for i in range(50)])
    code, text, _ = run_cli(capsys, "replay", p, *WORDS, "--model", "-j", "--width", "512")
    assert code == 0 and summary(text)["pushed"] == 0
    code, text, _ = run_cli(capsys, "replay", p, *WORDS, "--model", "-j", "--width", "64")
    assert code == 0 and summary(text)["pushed"] == 49


def _one_line_error(code, out, err, pattern):
    assert code == 2
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("redline: error: ")
    assert re.search(pattern, lines[0]), lines[0]


def test_bad_pcap_exit_2(capsys, tmp_path):
    bad = tmp_path / "bad.pcap"
    bad.write_bytes(b"definitely not a capture file")
    _one_line_error(*run_cli(capsys, "replay", bad, *WORDS, "--model"), r"not a pcap file")
    _one_line_error(*run_cli(capsys, "replay", tmp_path / "missing.pcap", *WORDS, "--model"), r"cannot open")


def test_bad_config_exit_2(capsys, tiny):
    _one_line_error(*run_cli(capsys, "replay", tiny, "limit", "60000", "mni", "3", "--model"), r"'mni'")
    _one_line_error(*run_cli(capsys, "replay", tiny, *WORDS, "--model", "--clock-mhz", "250.5"), r"--clock-mhz")
    _one_line_error(*run_cli(capsys, "replay", tiny, *WORDS, "--model", "--frobnicate"), r"--frobnicate")
    _one_line_error(*run_cli(capsys, "replay", tiny, *WORDS, "--model", "--rate", "fast"), r"'fast'")


def test_rtl_backend_missing_is_an_error(capsys, tiny, monkeypatch):
    monkeypatch.setitem(sys.modules, "redline.replay.rtl_backend", None)  # import fails
    monkeypatch.delattr(rp, "rtl_backend", raising=False)
    code, out, err = run_cli(capsys, "replay", tiny, *WORDS)
    assert code == cli.EXIT_BACKEND and out == ""
    assert "RTL backend not built" in err and len(err.strip().splitlines()) == 1


def test_generator_is_reproducible(gen):
    a = gen.gen_b2b64(random.Random("1:b2b64"), n=40)
    b = gen.gen_b2b64(random.Random("1:b2b64"), n=40)
    assert a == b and all(len(f) == 64 for _, f in a)
    assert [t - a[0][0] for t, _ in a[:3]] == [0, 4, 8]
    m1 = [gen.mixed_packet(random.Random(9), 200) for _ in range(3)]
    m2 = [gen.mixed_packet(random.Random(9), 200) for _ in range(3)]
    assert m1 == m2 and all(len(f) >= 200 for f in m1)


def test_malformed_kinds_parse_as_intended(gen):
    """Each malformed kind is what its name says, by the model's parser (semantics §2)."""
    model = pytest.importorskip("redline.model")
    rng = random.Random(3)
    for _ in range(5):
        assert len(gen.malformed_frame(rng, "runt")) < 14
        for kind in ("trunc_v4", "trunc_v6", "ihl_lt5", "bad_version", "arp", "three_tags",
                     "tagged_trunc", "other_ethertype", "eth_only"):
            f = gen.malformed_frame(rng, kind)
            assert len(f) >= 14 and model.parse(f).kind is None, kind
    j4, j6 = gen.malformed_frame(rng, "jumbo"), gen.malformed_frame(rng, "jumbo_v6")
    assert len(j4) == len(j6) == 9000
    assert (model.parse(j4).kind, model.parse(j4).ecn) == ("ipv4", 2)
    assert (model.parse(j6).kind, model.parse(j6).ecn) == ("ipv6", 1)
    # the mixed generator covers every ECN codepoint, both IP versions and 0..2 tags
    seen = set()
    for _ in range(300):
        f = gen.mixed_packet(rng, 200)
        p = model.parse(f)
        seen.add((p.kind, p.ecn, p.l3))
    assert {k for k, _, _ in seen} == {"ipv4", "ipv6"}
    assert {e for _, e, _ in seen} == {0, 1, 2, 3}
    assert {l3 for _, _, l3 in seen} == {14, 18, 22}


def test_backlog_curve_and_packet_mode_peak():
    from redline.cli import report

    recs = [
        {"action": "pass", "len": 100, "decision_cycle": 10, "departure_cycle": 50},
        {"action": "drop", "len": 999, "decision_cycle": 12, "departure_cycle": None},
        {"action": "mark", "len": 60, "decision_cycle": 20, "departure_cycle": 70},
    ]
    assert report.backlog_curve(recs) == ([11, 21, 50, 70], [100, 160, 60, 0])
    assert report.backlog_curve(recs, "packets") == ([11, 21, 50, 70], [1, 2, 1, 0])

    def runner(knobs, frames, width_bits, buf_beats):
        return FTM(knobs).run(frames), {"peak_qlen": 7, "peak_backlog": 9999}

    from redline.tc import config as cfg

    k = cfg.build(WORDS, packets=False).knobs
    k.unit = 1
    res = rp.replay([PcapPacket(i * 1000, bytes(80)) for i in range(5)], k, runner=runner)
    s = report.summarize(res)
    assert s["backlog_peak"] == 7 and s["unit"] == "packets"


def test_rtl_backend_interface(capsys, tiny, monkeypatch):
    """The default backend goes through redline.replay.rtl_backend: its 3-tuple result, its
    'not built' answer and its failures map to output, exit 3 and a one-line error."""
    calls = {}

    def run_rtl(knobs, frames, width_bits, buf_beats=None, progress=None):
        calls["first"] = frames[0].cycle
        d, c = rp.run_model(knobs, frames, width_bits, buf_beats or 2048)
        return d, c, {"end_cycle": 1234, "seconds": 0.5, "status": "ok"}

    fake = SimpleNamespace(run_rtl=run_rtl, available=lambda w: True)
    monkeypatch.setitem(sys.modules, "redline.replay.rtl_backend", fake)
    monkeypatch.setattr(rp, "rtl_backend", fake, raising=False)
    code, out, err = run_cli(capsys, "replay", tiny, *WORDS)
    assert code == 0, err
    assert calls["first"] == rp.LEAD_IN_CYCLES and "RTL simulated 1234 cycles" in out
    code, out, _ = run_cli(capsys, "replay", tiny, *WORDS, "-j")
    assert summary(out)["backend"] == "rtl"

    fake.available = lambda w: f"sim/build/w{w}/redline_replay missing"
    code, out, err = run_cli(capsys, "replay", tiny, *WORDS, "--width", "256")
    assert code == cli.EXIT_BACKEND and "w256/redline_replay missing" in err

    def broken(*a, **k):
        raise RuntimeError("RTL harness failed (exit 1):\nassertion\nfailed")

    fake.available, fake.run_rtl = (lambda w: True), broken
    code, out, err = run_cli(capsys, "replay", tiny, *WORDS)
    assert code == cli.EXIT_BACKEND and len(err.strip().splitlines()) == 1 and "harness failed" in err


# ---------------------------------------------------------------------------- --buf-kib
def test_buf_kib_without_an_rtl_variant_is_refused(capsys, tiny):
    """The RTL's buffer is fixed when the Verilog is generated: a size no variant has is a
    usage error naming the valid sizes, not a run with the wrong buffer."""
    _one_line_error(*run_cli(capsys, "replay", tiny, *WORDS, "--buf-kib", "100"),
                    r"no 100 KiB buffer at 64 bits.*valid --buf-kib at 64 bits: 4, 256")
    _one_line_error(*run_cli(capsys, "replay", tiny, *WORDS, "--buf-kib", "4", "--width", "128"),
                    r"valid --buf-kib at 128 bits: 32, 256")
    _one_line_error(*run_cli(capsys, "replay", tiny, *WORDS, "--buf-kib", "4", "--width", "512"),
                    r"valid --buf-kib at 512 bits: 256\b")
    # the model has no such limit
    code, out, err = run_cli(capsys, "replay", tiny, *WORDS, "--buf-kib", "100", "--model", "-j")
    assert code == 0, err


def test_rtl_backend_not_built_names_the_buffer_variant(capsys, tiny, monkeypatch):
    from redline.replay import rtl_backend
    monkeypatch.setattr(rtl_backend, "SIM", Path("/nonexistent/sim"))
    code, out, err = run_cli(capsys, "replay", tiny, *WORDS, "--buf-kib", "4")
    assert code == cli.EXIT_BACKEND and "make -C sim W=64 BUF=4k" in err, err


def test_buf_kib_reaches_the_rtl(capsys, tmp_path, tiny):
    """--buf-kib 4 runs the 4 KiB variant (hw/gen/redline_tm_w64_b4k.v): the RTL's decisions
    equal the model's with a 4 KiB buffer, which tail-drops where 256 KiB does not."""
    import subprocess
    subprocess.run(["make", "-s", "-C", str(ROOT / "sim"), "W=64", "BUF=4k", "PGO=0"], check=True)
    logs = {}
    for name, extra in (("rtl4", ["--buf-kib", "4"]), ("model4", ["--buf-kib", "4", "--model"]),
                        ("rtl256", [])):
        log = tmp_path / f"{name}.jsonl"
        code, out, err = run_cli(capsys, "replay", tiny, "limit", "400000", *WORDS[2:], *extra,
                                 "--log", log, "-j", "--no-progress")
        assert code == 0, err
        assert summary(out)["buf_beats"] == (512 if "4" in name else 32768)
        logs[name] = rp.read_log(log)
    assert logs["rtl4"] == logs["model4"]
    # under a limit of 400000 bytes the 4 KiB buffer's drops are its own, not tc's pdrop
    full = {n: sum(r["reason"] == "full" for r in lg) for n, lg in logs.items()}
    assert full["rtl4"] > 0 and full["rtl256"] == 0, full
    assert not any(r["reason"] == "tail" for lg in logs.values() for r in lg)


# ---------------------------------------------------------------------------- truncated captures
SNAPLEN = 96  # tcpdump -s 96: headers kept, payload cut


@pytest.fixture(scope="module")
def cut(tmp_path_factory, tiny):
    """`tiny` as a snaplen-96 capture written by the repo's pcap writer (incl_len 96, orig_len
    the frame's length), beside the full capture."""
    full = read_pcap(tiny)
    p = tmp_path_factory.mktemp("cut") / "cut96.pcap"
    write_pcap(p, [PcapPacket(q.ts_ns, q.data[:SNAPLEN], len(q.data)) for q in full], snaplen=SNAPLEN)
    back = read_pcap(p)
    assert sum(q.truncated for q in back) > 50 and all(len(q.data) <= SNAPLEN for q in back)
    return p


def test_truncated_capture_warns_and_replays_as_captured(capsys, tmp_path, cut):
    log, out = tmp_path / "l.jsonl", tmp_path / "o.pcap"
    code, text, err = run_cli(capsys, "replay", cut, *WORDS, "--model", "-j", "--log", log, "--out", out)
    assert code == 0
    n_cut = sum(q.truncated for q in read_pcap(cut))
    warn = [ln for ln in err.splitlines() if "warning" in ln]
    assert len(warn) == 1 and f"{n_cut} of 150 packets were captured shorter than on the wire" in warn[0]
    assert "--wire-len" in warn[0]
    assert summary(text)["truncated_records"] == n_cut and summary(text)["wire_len"] is False
    assert [r["len"] for r in rp.read_log(log)] == [len(q.data) for q in read_pcap(cut)]
    assert all(not q.truncated for q in read_pcap(out))  # what the TM forwarded, whole


def _check_wire_len(capsys, tmp_path, cut, tiny, extra):
    """--wire-len on the snaplen-96 capture decides exactly like the full capture, and writes
    the departures cut to 96 bytes with orig_len = the wire length."""
    res = {}
    for name, src, flags in (("cut", cut, ["--wire-len"]), ("full", tiny, [])):
        log, out = tmp_path / f"{name}.jsonl", tmp_path / f"{name}.pcap"
        code, text, err = run_cli(capsys, "replay", src, *WORDS, *extra, *flags, "-j", "--no-progress",
                                  "--log", log, "--out", out)
        assert code == 0, err
        assert "warning" not in err
        res[name] = (rp.read_log(log), read_pcap(out), summary(text))
    (log_c, out_c, s_c), (log_f, out_f, _) = res["cut"], res["full"]
    assert s_c["wire_len"] is True and s_c["truncated_records"] > 50
    assert [r["len"] for r in log_c] == [len(q.data) for q in read_pcap(tiny)]
    assert log_c == log_f
    assert any(r["action"] == "mark" for r in log_c)  # CE marks rewrite bytes inside the capture
    assert len(out_c) == len(out_f)
    for c, f in zip(out_c, out_f):
        assert c.ts_ns == f.ts_ns and c.orig_len == len(f.data) and c.data == f.data[:SNAPLEN]
    # The records are ordinary pcap: scapy (as Wireshark) reads them with their wire lengths.
    from scapy.utils import RawPcapReader
    recs = list(RawPcapReader(str(tmp_path / "cut.pcap")))
    assert [(m.caplen, m.wirelen) for _, m in recs] == [(len(c.data), c.orig_len) for c in out_c]


def test_wire_len_model(capsys, tmp_path, cut, tiny):
    _check_wire_len(capsys, tmp_path, cut, tiny, ["--model"])


def test_wire_len_rtl(capsys, tmp_path, cut, tiny):
    import subprocess
    subprocess.run(["make", "-s", "-C", str(ROOT / "sim"), "W=64", "PGO=0"], check=True)
    _check_wire_len(capsys, tmp_path, cut, tiny, [])


@pytest.mark.parametrize("rtl", [False, True], ids=["model", "rtl"])
def test_over_long_frames_are_replayed_and_dropped_as_bad(capsys, tmp_path, tiny, rtl):
    """A frame over 65535 bytes (a capture with segmentation offload has them) reaches the TM,
    which drops it as bad (semantics section 1), with a warning; the summary counts its true
    bytes. With --wire-len a truncated record counts at its wire length."""
    import subprocess
    if rtl:
        subprocess.run(["make", "-s", "-C", str(ROOT / "sim"), "W=64", "PGO=0"], check=True)
    base = read_pcap(tiny)
    hdr = base[20].data[:54]  # a real Ethernet/IP/TCP header; the TM drops before parsing anyway
    t0 = base[-1].ts_ns + 10**6
    recs = base + [PcapPacket(t0, hdr + bytes(70000 - len(hdr))),          # whole, 70000 bytes
                   PcapPacket(t0 + 10**6, hdr + bytes(42), 65536),           # cut, 65536 on the wire
                   PcapPacket(t0 + 2 * 10**6, hdr + bytes(1000 - len(hdr)))]  # a normal one after
    p = tmp_path / "gso.pcap"
    write_pcap(p, recs)
    be = [] if rtl else ["--model"]
    code, text, err = run_cli(capsys, "replay", tiny, *WORDS, *be, "-j")
    bad_base = summary(text)["dropped"]["bad"]
    for wire_len, n_long, long_bytes in ((False, 1, 70000 + 96), (True, 2, 70000 + 65536)):
        log = tmp_path / f"gso{int(wire_len)}.jsonl"
        code, text, err = run_cli(capsys, "replay", p, *WORDS, *be, "-j", "--log", log,
                                  *(["--wire-len"] if wire_len else []))
        assert code == 0, err
        assert f"{n_long} packets are longer than 65535 bytes" in err
        s = summary(text)
        kept = [r for r in base if r.data]
        want_bytes = sum(len(r.data) for r in kept) + long_bytes + 1000
        assert s["received"] == {"packets": len(kept) + 3, "bytes": want_bytes}
        assert s["counters"]["bytes_in"] == want_bytes
        assert s["dropped"]["bad"] == s["counters"]["bad"] == bad_base + n_long
        assert s["conserved"] is True
        # The log's frame_len is the whole length, so its bytes add up to bytes_in; len is the
        # TM's 16-bit one.
        recs = rp.read_log(log)
        assert sum(r["frame_len"] for r in recs) == want_bytes
        assert recs[-3]["frame_len"] == 70000 and recs[-3]["len"] == 65535


def test_cli_stab_units_tc(capsys, tiny):
    """--stab-units tc: the replay runs with the table tc gives Linux and says so in -j."""
    from redline.tc import config

    code, text, err = run_cli(capsys, "replay", tiny, "--model", "-j", "--stab-units", "tc", *WORDS)
    assert code == 0, err
    s = summary(text)
    want = config.build(WORDS, stab_units="tc").knobs
    assert s["stab_units"] == "tc"
    assert (s["knobs"]["scell_log"], s["knobs"]["stab"]) == (want.scell_log, want.stab.hex())
    code, text, err = run_cli(capsys, "replay", tiny, "--model", "-j", *WORDS)
    assert summary(text)["stab_units"] == "us" and summary(text)["knobs"]["stab"] != want.stab.hex()
    code, text, err = run_cli(capsys, "replay", tiny, "--model", "--stab-units", "ticks", *WORDS)
    assert code == 2 and "--stab-units" in err


def test_version_is_the_package_version(capsys):
    """`redline --version` prints the version sw/pyproject.toml declares, and exits 0."""
    import tomllib

    want = tomllib.loads((Path(__file__).resolve().parents[1] / "pyproject.toml").read_text())["project"]["version"]
    with pytest.raises(SystemExit) as e:
        cli.main(["--version"])
    assert e.value.code == 0
    assert capsys.readouterr().out == f"redline {want}\n"


def test_readme_synopsis_lists_every_replay_option():
    """The README's `redline replay` synopsis names every option `redline replay --help` has."""
    readme = (ROOT / "README.md").read_text()
    block = readme.split("## Replaying your own traces", 1)[1].split("```")[1]
    parser = cli.make_parser()
    sub = next(a for a in parser._actions if a.__class__.__name__ == "_SubParsersAction")
    def named(o: str) -> bool:  # as a whole word: --mode is not in --model
        return re.search(rf"(?<![\w-]){re.escape(o)}(?![\w-])", block) is not None

    missing = [a.option_strings for a in sub.choices["replay"]._actions
               if a.option_strings and "--help" not in a.option_strings and not any(map(named, a.option_strings))]
    assert not missing, f"the README's replay synopsis leaves out {missing}"


def test_a_log_reader_that_stops_early_ends_the_run_quietly():
    """`--log - | head -1`: the first record comes out, then exit status 1 (stopped at run time)
    and no traceback or second error. The demo trace's log (about 240 KB) is larger than a
    pipe holds, so the run is still writing when head has gone."""
    import subprocess

    trace = ROOT / "traces" / "demo.pcap"
    p = subprocess.run(f"{sys.executable} -m redline.cli replay {trace} {' '.join(WORDS)} --model "
                       f"--no-progress --log - | head -1; exit ${{PIPESTATUS[0]}}",
                       shell=True, executable="/bin/bash", capture_output=True, text=True, timeout=120)
    assert p.returncode == cli.EXIT_RUNTIME, p.stderr
    assert json.loads(p.stdout)["index"] == 0
    assert "Traceback" not in p.stderr and "error" not in p.stderr, p.stderr


def test_replay_and_set_read_one_grammar(capsys, tiny):
    """The words `set` takes, `replay` takes, with the same knobs; and what one refuses the
    other refuses with the same line (the grammar is redline.tc.config.parse_words)."""
    words = "red limit 40 min 5 max 15 avpkt 1000 packets rate 20mbit mode ecn seed 9 stab_units tc".split()
    code, out, err = run_cli(capsys, "set", "--dry-run", "--json", "--clock-mhz", "250", *words)
    assert code == 0, err
    knobs = json.loads(out)
    code, out, err = run_cli(capsys, "replay", tiny, *words, "--model", "--no-progress", "-j")
    assert code == 0, err
    assert {k: v for k, v in summary(out)["knobs"].items()} == knobs
    for bad in ("limit 400000 ecn mode dt", "limit 400000 nodrop", "limit 400000 seed 1 seed 2"):
        code_s, _, err_s = run_cli(capsys, "set", "--dry-run", *bad.split())
        code_r, _, err_r = run_cli(capsys, "replay", tiny, *bad.split(), "--model", "--no-progress")
        assert code_s == code_r == 2 and err_s == err_r and err_s.startswith("redline: error: "), (bad, err_s, err_r)
