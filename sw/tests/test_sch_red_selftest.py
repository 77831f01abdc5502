"""Linux's sch_red selftest (tools/testing/selftests/net/forwarding/sch_red.sh: ecn, ecn_nodrop,
red) ported to replay traces (scripts/sch_red_selftest.py, docs/selftest.md): the model and the
RTL must give what the selftest requires, decide every frame alike, and a TM that does not do
what the selftest checks must fail it."""
import pytest

import gen_traces as gt
import sch_red_selftest as st


@pytest.fixture(scope="module")
def traces(tmp_path_factory):
    return st.write_traces(tmp_path_factory.mktemp("sch_red"))


@pytest.mark.parametrize("test, trace, words", st.CASES, ids=[c[0] for c in st.CASES])
def test_model_and_rtl_pass_the_selftest_alike(traces, tmp_path, test, trace, words):
    logs = {b: st.replay(traces[trace], words, b, tmp_path / f"{b}.jsonl") for b in ("model", "rtl")}
    for backend, log in logs.items():
        got = st.levels(log, trace)
        assert st.failures(test, got) == [], (backend, got)
        # the numbers the selftest reads: none marked below min, all ECT frames marked above it
        assert got["below"]["pct"] == 0 and got["below"]["sent"] > 4000
        assert got["above"]["pct"] == (0 if test == "red" else 100)
    assert logs["rtl"] == logs["model"]


def test_a_tm_without_ecn_fails_the_ecn_selftest(traces, tmp_path):
    """The ecn trace replayed with RED dropping instead of marking: the selftest's ecn test must
    fail where RED drops the ECT stream (nothing marked) and can never hold the backlog above
    max, and its UDP level cannot build either."""
    got = st.levels(st.replay(traces["sch_red_ecn"], "", "model", tmp_path / "red.jsonl"), "sch_red_ecn")
    fails = st.failures("ecn", got)
    assert any(f.startswith("above: got 0% marked packets, expected >= 95") for f in fails), fails
    assert any(f.startswith("above: backlog") and "could not build" in f for f in fails), fails
    assert st.failures("ecn_nodrop", got)  # nor is it nodrop: the UDP level is not built


def test_the_traces_hold_the_selftests_numbers(traces):
    from redline.replay.pcapio import read_pcap
    for name, levels in gt.SCH_RED_LEVELS.items():
        recs = [(p.ts_ns, p.data) for p in read_pcap(traces[name])]
        assert all(len(d) == gt.SCH_RED_PKT for _, d in recs)
        assert [lv[3] for lv in levels][:2] == [20000, 45000]  # 2/3 and 3/2 of BACKLOG 30000
        # the ECT(1) stream (its sender's MAC) arrives at exactly the bottleneck's rate: a frame
        # every 1.12 ms (a nanosecond off where a burst's frame took its instant)
        stream = [ts for ts, d in recs if d[6:12] == bytes.fromhex("020000000101")]
        assert {b - a for a, b in zip(stream, stream[1:])} <= {1_119_999, 1_120_000, 1_120_001}
        # the bursts: just enough frames to reach each level's backlog on top of the last
        assert len(stream) > 10_000 and len(recs) - len(stream) == -(-levels[-1][3] // gt.SCH_RED_PKT)
