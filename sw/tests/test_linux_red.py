"""Linux's own sch_red beside the RTL: `redline experiment NAME --backend linux` puts sch_red
(the same tc words, under HTB at the rate) in a QEMU guest between the two namespaces, and
`--compare` runs both backends into one report (redline.lab.linuxnet, redline.lab.expreport).

Needs root (namespaces, TAPs) and QEMU; skipped with the reason only where those are missing.
"""
import json
import subprocess
import sys

import pytest

from redline.lab import guest, netns
from redline.lab.linuxnet import qdisc_words

try:
    netns.check_available(need_binary=False)
    guest.check_available()
    REASON = None
except (netns.Unavailable, guest.GuestUnavailable) as e:
    REASON = str(e)
needs_guest = pytest.mark.skipif(REASON is not None, reason=f"Linux sch_red backend skipped: {REASON}")

WORDS = "limit 200000 min 10000 max 30000 avpkt 1000 burst 20 probability 0.1 bandwidth 10mbit ecn".split()


def test_qdisc_words_are_the_tc_words():
    assert qdisc_words(WORDS, None, False) == ["red"] + WORDS
    assert qdisc_words(["red"] + WORDS, "ecn", False) == ["red"] + WORDS
    assert "ecn" not in qdisc_words(WORDS, "red", False)
    assert qdisc_words(WORDS[:-1], "ecn", False)[-1] == "ecn"
    assert qdisc_words(WORDS, "dt", False) == ["bfifo", "limit", "200000"]
    assert qdisc_words(WORDS, "dt", True) == ["pfifo", "limit", "200000"]
    with pytest.raises(ValueError, match="no packet mode"):
        qdisc_words(WORDS, "ecn", True)


def test_scenarios_linux_cannot_express_are_refused_before_setup():
    from redline.lab.experiment import check_backend
    with pytest.raises(ValueError, match="uniform cannot run on Linux sch_red"):
        check_backend("uniform", "linux", quick=True)
    check_backend("rfc2884-bulk", "linux", quick=True)
    r = subprocess.run([sys.executable, "-m", "redline.cli", "experiment", "uniform", "--quick", "--backend", "linux"],
                       capture_output=True, text=True)
    assert r.returncode != 0 and "no packet mode" in r.stderr, r.stderr


@pytest.fixture(scope="module")
def compare(tmp_path_factory):
    out = tmp_path_factory.mktemp("compare")
    before = netns.names()
    r = subprocess.run([sys.executable, "-m", "redline.cli", "experiment", "smoke", "--compare", "--reps", "1", "--out", str(out)],
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr[-2000:]
    return out, before, r.stdout


@needs_guest
def test_linux_sch_red_marks_the_ecn_flow(compare):
    out, _, _ = compare
    res = json.loads((out / "linux" / "results.json").read_text())
    assert res["env"]["backend"] == "linux"
    run = res["runs"][0]
    opts = run["qdisc"]["options"]
    assert run["qdisc"]["kind"] == "red"
    assert (opts["limit"], opts["min"], opts["max"], opts["ecn"]) == (200000, 10000, 30000, True), opts
    tm = run["tm"]
    (f,) = run["flows"]
    seen = f"tm {tm}, flow {f}"  # every failure below shows the whole run
    assert f["ecn_negotiated"], "tcp_info: ECN not negotiated through the guest"
    assert tm["marked"] > 0, f"sch_red marked nothing: {tm}"
    # Under `ecn`, sch_red drops a not-ECT packet it chose to mark, and an ECN flow has a few
    # (SYN, retransmissions, the ACK of the peer's FIN, a lone FIN): the ends' counters tell
    # them apart.
    path = run["path_ab"]
    seen += f", path A→B {path}"
    assert tm["pdrop"] == 0, f"the limit is far above max: no tail drop expected: {seen}"
    assert path["ect_lost"] == 0, f"sch_red dropped ECT packets of an ECN flow: {seen}"
    # A drop that is not one of the flow's not-ECT packets must be one of the few packets that
    # crossed the qdisc outside the flow's counters (ARP or neighbour discovery: not ECN-capable,
    # so dropped where sch_red chose to mark). One run showed it: every flow packet sent on A→B
    # arrived, 6,913 left the qdisc and 1 was dropped, so 4 went in outside the flow.
    outside = tm["pkts_out"] + tm["drops"] - sum(path["sent"].values())
    assert path["not_ect_lost"] <= tm["drops"], f"not-ECT packets lost on A→B without a qdisc drop: {seen}"
    assert tm["drops"] - path["not_ect_lost"] <= outside, f"a qdisc drop that is neither a not-ECT packet of the flow nor a packet outside it: {seen}"
    assert path["received"]["ce"] - path["sent"]["ce"] == tm["marked"], f"CE seen at B is not sch_red's marks: {seen}"
    assert f["delivered_ce"] > 0, f"the sender saw no CE feedback: {seen}"
    assert f["retrans"] == 0, seen
    # HTB shapes to the scenario's 10 Mbit/s: goodput below it, and not starved.
    assert 0.5 * 10e6 < f["goodput_bps"] <= 10e6, seen
    assert tm["bytes_out"] >= f["bytes"], f"the qdisc passed fewer bytes than the flow delivered: {seen}"
    assert any(q > 0 for _, q in run["qavg_series"]), f"the backlog samples never saw a queue: {run['qavg_series']}"
    assert run["series"] == "backlog"


@needs_guest
def test_compare_report_puts_both_side_by_side(compare):
    out, _, stdout = compare
    assert "runs on each backend" in stdout
    both = json.loads((out / "compare.json").read_text())
    lin = json.loads((out / "linux" / "results.json").read_text())["runs"][0]["tm"]
    rtl = json.loads((out / "rtl" / "results.json").read_text())["runs"][0]["tm"]
    assert both["linux"]["groups"][0]["marks_total"] == lin["marked"]
    assert both["rtl"]["groups"][0]["marks_total"] == rtl["prob_mark"] + rtl["forced_mark"] > 0
    md = (out / "report.md").read_text()
    assert "marks_total (Linux) | marks_total (RTL)" in md
    assert f"| {lin['marked']} | {rtl['prob_mark'] + rtl['forced_mark']} |" in md
    for p in ("linux/report.md", "rtl/report.md", "compare_marks_total.png"):
        assert (out / p).stat().st_size > 0, p


@needs_guest
def test_teardown_leaves_no_guest_or_namespace(compare):
    _, before, _ = compare
    # Nothing left behind; a namespace that was there before may have gone (another run's).
    left = netns.names() - before
    assert not left, f"namespaces left behind: {left}"
    r = subprocess.run(["pgrep", "-f", "qemu-system-x86_64 -accel tcg"], capture_output=True, text=True)
    assert not r.stdout.strip(), f"QEMU still running: {r.stdout}"
