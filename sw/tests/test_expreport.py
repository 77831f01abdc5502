"""Experiment report (redline.lab.expreport) and paper reference data (redline.lab.papers)."""
import copy
import csv
import json

import pytest

from redline.lab import expreport, papers
from redline.lab.expreport import fmt, summarize, write_report
from redline.lab.papers import jain_index

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
ENV = {"kernel": "6.8.0-test", "clock_mhz": 250, "width": 64, "seed": 7}


def flow(label, ecn, goodput_bps, seconds=10.0, **kw):
    f = {"label": label, "ecn": ecn, "bytes": int(goodput_bps * seconds / 8), "seconds": seconds,
         "goodput_bps": goodput_bps, "retrans": 0 if ecn else 3, "ce": 5 if ecn else 0,
         "ece": 5 if ecn else 0, "cwr": 4 if ecn else 0, "delivered_ce": None, "tps": None}
    f.update(kw)
    return f


def tm(bytes_in=1_000_000, mark=40, drop=30):
    return {"pkts_in": 1000, "pkts_out": 950, "prob_mark": mark, "forced_mark": 2,
            "prob_drop": drop, "forced_drop": 1, "pdrop": 0, "bytes_in": bytes_in}


def results(scenario, runs, **kw):
    r = {"scenario": scenario, "command": f"redline experiment {scenario} --seed 7", "quick": True,
         "started": "2025-01-01T00:00:00+00:00", "env": dict(ENV), "runs": runs}
    r.update(kw)
    return r


def qseries(n=50):
    return [[i * 0.1, 1000 + 10 * i] for i in range(n)]


# ------------------------------------------------------------------------ synthetic scenarios
def adv(bg, mp):  # the ECN advantage we build into the bulk runs, in %
    return 10 * bg * mp * 10


def bulk_results():
    runs = []
    for bg in (2, 10):
        for mp in (0.02, 0.1, 0.5):
            for rep in range(2):
                non = 1.5e6 / (bg + 2)
                flows = [flow(f"bg{i}", False, non) for i in range(bg)]
                flows += [flow("ecn", True, non * (1 + adv(bg, mp) / 100)), flow("nonecn", False, non)]
                runs.append({"run_id": f"bg{bg}-p{mp}-r{rep}",
                             "params": {"mode": "ecn", "probability": mp, "bg_flows": bg, "rep": rep},
                             "flows": flows, "tm": tm()})
    runs[0]["qavg_series"] = qseries()
    return results("rfc2884-bulk", runs)


def trans_results():
    runs = []
    for size in (5000, 20000):
        for bg in (5, 10):
            for mp in (0.02, 0.1, 0.5):
                t_non = 1.0 if size == 5000 else 0.5
                t_ecn = t_non * (1 + bg * mp)
                flows = [flow(f"bg{i}", False, 1e5) for i in range(bg)]
                flows += [flow("ecn", True, 2e4, tps=t_ecn), flow("nonecn", False, 2e4, tps=t_non)]
                runs.append({"run_id": f"s{size}-bg{bg}-p{mp}",
                             "params": {"size": size, "bg_flows": bg, "probability": mp}, "flows": flows,
                             "tm": tm()})
    runs[-1]["qavg_series"] = qseries()
    return results("rfc2884-transactional", runs)


def uniform_results():
    runs = []
    for n in (5, 10):
        for mode in ("dt", "red", "ecn"):
            for limit in (4, 16, 64, 256):
                gps = [1.5e6 / n * (1 + 0.1 * i * (mode == "dt")) for i in range(n)]
                flows = [flow(f"client{i}", mode == "ecn", g) for i, g in enumerate(gps)]
                useful = sum(f["bytes"] for f in flows)
                runs.append({"run_id": f"n{n}-{mode}-q{limit}",
                             "params": {"clients": n, "mode": mode, "limit": limit, "probability": 0.1},
                             "flows": flows, "tm": tm(bytes_in=int(useful / 0.9)),
                             "metrics": {"download_time_spread_s": 0.5}})
    runs[0]["qavg_series"] = qseries()
    return results("uniform", runs, qavg_unit="packets")


def fairness_results():
    runs = []
    for mp in (0.02, 0.05, 0.1, 0.2):
        for bg_ecn in (True, False):
            flows = [flow("bg0", bg_ecn, 4e5), flow("bg1", bg_ecn, 3e5),
                     flow("ecn", True, 4e5), flow("nonecn", False, 3.5e5)]
            runs.append({"run_id": f"p{mp}-bg{'ecn' if bg_ecn else 'non'}",
                         "params": {"probability": mp, "bg_ecn": bg_ecn, "bg_flows": 2},
                         "flows": flows, "tm": tm(mark=50, drop=50)})
    runs[0]["qavg_series"] = qseries()
    return results("fairness", runs, summary={"note": "runner figure", "wall_s": 12.5})


SCENARIOS = {"rfc2884-bulk": (bulk_results, ["bulk_goodput.png"]),
             "rfc2884-transactional": (trans_results, ["transactional_tps.png"]),
             "uniform": (uniform_results, ["uniform_efficiency.png", "uniform_jain.png"]),
             "fairness": (fairness_results, ["fairness_flows.png", "fairness_jain.png"])}


def read_csv(path):
    with open(path, newline="") as fh:
        return list(csv.DictReader(fh))


# ------------------------------------------------------------------------ every scenario
@pytest.mark.parametrize("name", list(SCENARIOS))
def test_report_files(name, tmp_path):
    make, pngs = SCENARIOS[name]
    res = make()
    original = copy.deepcopy(res)
    paths = write_report(res, tmp_path / "out")
    assert res == original, "write_report must not change its input"
    for f in ["results.json", "summary.json", "runs.csv", "flows.csv", "groups.csv",
              "comparison.csv", "report.md", "qavg.png"] + pngs:
        assert f in paths and paths[f].is_file(), f
    for f in ["qavg.png"] + pngs:
        data = paths[f].read_bytes()
        assert data[:8] == PNG_MAGIC and len(data) > 5000, f
    assert json.loads(paths["results.json"].read_text()) == original

    runs = read_csv(paths["runs.csv"])
    assert len(runs) == len(res["runs"])
    assert [r["run_id"] for r in runs] == [r["run_id"] for r in res["runs"]]
    assert {"run_id", "n_flows", "metric.jain", "tm.prob_mark"} <= set(runs[0])
    assert all(f"param.{k}" in runs[0] for k in res["runs"][0]["params"])
    flows = read_csv(paths["flows.csv"])
    assert len(flows) == sum(len(r["flows"]) for r in res["runs"])
    assert {"run_id", "label", "ecn", "bytes", "seconds", "goodput_bps", "retrans"} <= set(flows[0])

    md = paths["report.md"].read_text()
    lines = md.splitlines()
    assert lines[2] == f"`{res['command']}`"  # the command line opens the report
    assert "6.8.0-test" in md and "250 MHz" in md and "seed 7" in md
    sc = papers.SETUPS[name]
    for ref in sc.metrics:
        assert ref.source in md
    for f in ["qavg.png"] + pngs:
        assert f"![{f}]({f})" in md
    assert "## How to reproduce" in md


def test_bulk_numbers(tmp_path):
    res = bulk_results()
    s = summarize(res)
    assert s["group_by"] == ["bg_flows", "probability"]  # "rep" is a repeat, "mode" not a bulk key
    assert len(s["groups"]) == 6 and all(g["n"] == 2 for g in s["groups"])
    g = next(g for g in s["groups"] if g["bg_flows"] == 10 and g["probability"] == 0.5)
    assert g["ecn_advantage_pct"] == pytest.approx(adv(10, 0.5))
    # the background flows are not the competing non-ECN flow
    assert g["goodput_nonecn_bps"] == pytest.approx(1.5e6 / 12)
    by = {r["bg_flows"]: r["ecn_advantage_pct"] for r in s["by_bg_flows"]}
    assert by[2] == pytest.approx(sum(adv(2, p) for p in (0.02, 0.1, 0.5)) / 3)
    rows = {c["metric"]: c for c in s["comparison"]}
    low = rows["ECN advantage, Reno, low congestion"]
    assert (low["paper"], low["ours"]) == (23, pytest.approx(adv(2, 0.1)))
    assert rows["ECN advantage, Reno, max_p 0.5"]["ours"] == pytest.approx(adv(10, 0.5))
    md = write_report(res, tmp_path)["report.md"].read_text()
    # two identical repetitions per cell: the paper's row shows ours with a zero-width interval
    assert expreport.fmt_pm(adv(2, 0.1), 0.0, "%") == "+20.0 ± 0.0 %"
    assert "| +20.0 ± 0.0 % |" in md and "| 23 % |" in md and "| 60 % |" in md
    assert "RFC 2884 (Hadi Salim & Ahmed, July 2000) section 5.2 observation 1" in md


def test_tcp_variant_is_matched_when_we_vary_it():
    res = bulk_results()
    for r in res["runs"]:
        r["params"]["tcp"] = "cubic"
    rows = {c["metric"]: c for c in summarize(res)["comparison"]}
    assert rows["ECN advantage, Reno, low congestion"]["ours"] is None
    assert rows["ECN advantage vs congestion"]["ours"] is not None  # no condition on tcp


def test_transactional_min_max_conditions(tmp_path):
    s = summarize(trans_results())
    rows = {c["metric"]: c for c in s["comparison"]}
    lo, hi = rows["ECN gain, Reno, 5 KB, lowest max_p"], rows["ECN gain, Reno, 5 KB, highest max_p"]
    assert lo["ours"] == pytest.approx(100 * 10 * 0.02) and lo["paper"] == 20
    assert hi["ours"] == pytest.approx(100 * 10 * 0.5) and hi["paper"] == 140
    assert rows["ECN gain, Reno, 5 KB, moderate congestion"]["ours"] == pytest.approx(100 * 5 * 0.1)
    sizes = {r["size"]: r for r in s["by_size"]}
    assert sizes[20000]["tps_nonecn"] == pytest.approx(0.5)
    md = write_report(trans_results(), tmp_path)["report.md"].read_text()
    assert "0.8" in md and "2.2" in md and "netperf" in md


def test_uniform_groups_and_runner_metrics():
    s = summarize(uniform_results())
    assert s["group_by"] == ["clients", "mode", "limit", "probability"]
    assert len(s["groups"]) == 2 * 3 * 4
    g = next(g for g in s["groups"] if (g["clients"], g["mode"], g["limit"]) == (5, "ecn", 16))
    assert g["jain"] == pytest.approx(1.0)
    assert g["efficiency"] == pytest.approx(0.9, rel=1e-3)
    assert g["download_time_spread_s"] == 0.5  # the runner's figure wins over the derived 0.0
    dt = next(g for g in s["groups"] if (g["clients"], g["mode"], g["limit"]) == (5, "dt", 16))
    assert dt["jain"] == pytest.approx(jain_index([1 + 0.1 * i for i in range(5)]))
    modes = {r["mode"]: r for r in s["by_mode"]}
    assert modes["dt"]["jain"] < modes["ecn"]["jain"]
    rows = {c["metric"]: c for c in s["comparison"]}
    assert rows["Jain index, RED+ECN"]["paper"] is None
    assert rows["Jain index, RED+ECN"]["ours"] == pytest.approx(1.0)


def test_fairness_jain_and_runner_summary(tmp_path):
    res = fairness_results()
    s = summarize(res)
    expect = jain_index([4e5, 3e5, 4e5, 3.5e5])
    assert all(g["jain"] == pytest.approx(expect) for g in s["groups"])
    assert all(g["drop_mark_ratio"] == pytest.approx(1.0) for g in s["groups"])
    rows = {c["metric"]: c for c in s["comparison"]}
    assert rows["Jain index, max_p 0.05, background non-ECN"]["paper"] == 0.988286
    md = write_report(res, tmp_path)["report.md"].read_text()
    assert "0.996888" in md and f"{expect:.4f}" in md
    assert "## Runner's summary" in md and "runner figure" in md


def test_unknown_scenario_and_sparse_results(tmp_path):
    """Tolerant of optional keys: no env, tm, metrics, qavg, quick or started."""
    res = {"scenario": "smoke", "command": "redline experiment smoke",
           "runs": [{"run_id": "a", "params": {"limit": 8, "rep": 0},
                     "flows": [{"label": "f0", "ecn": True, "bytes": 1000, "seconds": 0.0}]}]}
    paths = write_report(res, tmp_path)
    assert "comparison.csv" not in paths and "qavg.png" not in paths
    md = paths["report.md"].read_text()
    assert "kernel unknown" in md and "## Ours beside the paper" not in md
    assert summarize(res)["group_by"] == ["limit"]


# ------------------------------------------------------------------------ validation
@pytest.mark.parametrize("mutate, needle", [
    (lambda r: r.pop("scenario"), "'scenario'"),
    (lambda r: r.pop("command"), "'command'"),
    (lambda r: r.pop("runs"), "'runs'"),
    (lambda r: r.update(runs=[]), "no runs"),
    (lambda r: r["runs"][1].pop("run_id"), "results['runs'][1]: missing required key 'run_id'"),
    (lambda r: r["runs"][0].update(params=[1]), "['params']"),
    (lambda r: r["runs"][0]["flows"][2].pop("bytes"),
     "results['runs'][0]['flows'][2]: missing required key 'bytes'"),
    (lambda r: r["runs"][0]["flows"][0].update(ecn="yes"), "['ecn']: expected bool"),
    (lambda r: r["runs"][0]["flows"][0].update(bytes=True), "['bytes']"),
    (lambda r: r["runs"][0]["flows"][0].update(seconds=-1), "negative"),
])
def test_missing_or_bad_required_keys(mutate, needle, tmp_path):
    res = bulk_results()
    mutate(res)
    with pytest.raises(ValueError) as e:
        write_report(res, tmp_path / "out")
    assert needle in str(e.value)
    assert not (tmp_path / "out").exists(), "nothing is written for invalid results"


def test_not_a_dict():
    with pytest.raises(ValueError, match="expected a dict"):
        summarize([])


# ------------------------------------------------------------------------ jain_index, papers
def test_jain_index_known_values():
    assert jain_index([3, 3, 3, 3]) == pytest.approx(1.0)
    for n in (1, 2, 5, 10):
        assert jain_index([7.0] + [0.0] * (n - 1)) == pytest.approx(1 / n)
    assert jain_index([1, 2, 3]) == pytest.approx(36 / 42)
    assert jain_index([0, 0, 0]) == 1.0  # documented choice
    with pytest.raises(ValueError):
        jain_index([])
    with pytest.raises(ValueError):
        jain_index([1, -1])


def test_paper_data_is_sourced():
    assert set(papers.SETUPS) == {"rfc2884-bulk", "rfc2884-transactional", "uniform", "fairness"}
    for sc in papers.SETUPS.values():
        assert set(sc.setup) <= set(sc.setup_source)
        for m in sc.metrics:
            assert m.source and m.unit is not None
            if m.value is None:
                assert m.note, f"{m.name}: a figure stated in words needs its paraphrase"
    # the RFC states no RED thresholds or weight: they must stay None, not guessed
    assert all(papers.RFC2884_SETUP[k] is None for k in ("red_min_th", "red_max_th", "red_wq", "buffer"))
    assert papers.setup_of("nope") is None
    # each paper setup belongs to the runnable scenario of its name
    from redline.lab import experiment
    for key, setup in papers.SETUPS.items():
        assert experiment.SCENARIOS[key].paper is setup
    assert experiment.SCENARIOS["smoke"].paper is None


def test_fmt():
    assert fmt(None) == "—"
    assert fmt(1.5e6, "bps") == "1.500 Mbit/s"
    assert fmt(23, "%") == "+23.0 %"
    assert fmt(0.9869, "index") == "0.9869"
    assert expreport.fmt(True) == "True"
    assert expreport.as_stated(0.996888, "index") == "0.996888"
    assert expreport.as_stated(2.2, "1/s") == "2.2 1/s"
    assert expreport.as_stated(None, "%") == "— (in words)"


def test_compare_report_linux_beside_rtl(tmp_path):
    """--compare: paper | Linux sch_red | redline RTL in one table, Linux's marks and drops from
    its tc counters (marked; early + pdrop), each backend's own report in a subfolder."""
    rtl = bulk_results()
    lin = copy.deepcopy(rtl)
    for run in lin["runs"]:
        run["tm"] = {"pkts_out": 900, "bytes_out": 10**6, "marked": 17, "early": 5, "pdrop": 2, "other": 0}
        for f in run["flows"]:
            if f["label"] == "ecn":
                f["goodput_bps"] *= 2
                f["bytes"] *= 2
    written = expreport.write_compare({"linux": lin, "sim": rtl}, tmp_path)
    md = written["report.md"].read_text()
    assert "| metric | conditions | paper | Linux sch_red | redline RTL | source |" in md
    both = json.loads(written["compare.json"].read_text())
    g_lin = next(g for g in both["linux"]["groups"] if g["bg_flows"] == 10 and g["probability"] == 0.5)
    g_rtl = next(g for g in both["rtl"]["groups"] if g["bg_flows"] == 10 and g["probability"] == 0.5)
    assert (g_lin["marks_total"], g_lin["drops_total"]) == (17, 7)
    assert (g_rtl["marks_total"], g_rtl["drops_total"]) == (42, 31)
    assert g_lin["ecn_advantage_pct"] > g_rtl["ecn_advantage_pct"]
    # the paper's row for max_p 0.5 shows both backends' values, Linux first
    row = next(l for l in md.splitlines() if l.startswith("| ECN advantage, Reno, max_p 0.5 |"))
    assert row.split(" | ")[3:5] == [expreport.fmt_ci(g_lin, "ecn_advantage_pct"),
                                     expreport.fmt_ci(g_rtl, "ecn_advantage_pct")]
    # each cell has two identical repetitions: mean ± a zero-width interval
    assert "| 17 ± 0 | 42 ± 0 |" in md and "| 7 ± 0 | 31 ± 0 |" in md
    for name in ("linux/report.md", "rtl/report.md", "compare_ecn_advantage_pct.png", "compare_marks_total.png"):
        assert (tmp_path / name).exists(), name
    assert (tmp_path / "compare_marks_total.png").read_bytes().startswith(PNG_MAGIC)


def test_the_queue_plot_carries_the_configuration_and_its_lines():
    """The queue plot's title gives the run's tc words, and min_th, max_th and the limit are
    drawn where they are in the plot's unit (red_info derives them as `redline set` would)."""
    from redline.lab import experiment
    red = experiment.Red(["limit", "200000", "min", "10000", "max", "30000", "avpkt", "1000", "burst", "20",
                          "probability", "0.1", "bandwidth", "10mbit", "ecn"])
    run = {"run_id": "r1", "params": {"mode": "ecn"}, "series": "qavg", "red": experiment.red_info(red, 1)}
    assert run["red"] == {"words": " ".join(red.words), "unit": "bytes", "min_th": 10000, "max_th": 30000,
                          "limit": 200000}
    assert expreport.queue_title(run).endswith("(mode=ecn)\nred limit 200000 min 10000 max 30000 avpkt 1000 "
                                               "burst 20 probability 0.1 bandwidth 10mbit ecn")
    assert expreport.queue_lines(run, "bytes") == [("min_th", 10000, "--"), ("max_th", 30000, "--"),
                                                   ("limit", 200000, "-")]
    # Linux's backlog is in bytes: thresholds in packets are not drawn on it
    pk = dict(run, red=experiment.red_info(experiment.red_packets("10mbit", 60, "ecn", 0.1), 1))
    assert pk["red"]["unit"] == "packets" and (pk["red"]["min_th"], pk["red"]["limit"]) == (10, 60)
    assert expreport.queue_lines(pk, "bytes") == [] and len(expreport.queue_lines(pk, "packets")) == 3
    assert expreport.queue_lines({"run_id": "old"}, "bytes") == []  # a run recorded before red_info


def test_repetitions_give_mean_ci_sums_and_linux_minus_rtl(tmp_path):
    """Issue 25: repetitions of one configuration become its mean ± 95 % CI (as redline.lab.stats
    computes it from the per-run values), counts are also summed, the plots get error bars, and
    --compare gives Linux − RTL with Welch's interval and says whether it excludes zero."""
    from redline.lab import stats

    def reps(goodput_ecn, marks, noise):
        runs = []
        for bg in (2, 10):
            for rep, e in enumerate(noise):
                non = 1.5e6 / (bg + 2)
                flows = [flow("ecn", True, goodput_ecn + e), flow("nonecn", False, non)]
                runs.append({"run_id": f"bg{bg}-p0.1-r{rep}",
                             "params": {"mode": "ecn", "probability": 0.1, "bg_flows": bg, "rep": rep, "seed": 7 + rep},
                             "flows": flows, "tm": tm(mark=marks + rep)})
        return results("rfc2884-bulk", runs)

    rtl = reps(500e3, 40, [-30e3, -10e3, 0, 10e3, 30e3])
    lin = reps(500e3, 20, [-20e3, 0, 20e3, 5e3, -5e3])
    lin["runs"] = [r for r in lin["runs"] if r["params"]["bg_flows"] == 10] + \
        [dict(r, flows=[dict(f, bytes=f["bytes"] * 2, goodput_bps=f["goodput_bps"] * 2) if f["ecn"] else f
                        for f in r["flows"]]) for r in lin["runs"] if r["params"]["bg_flows"] == 2]
    s = expreport.summarize(rtl)
    g = next(x for x in s["groups"] if x["bg_flows"] == 2)
    want = stats.mean_ci([500e3 + e for e in (-30e3, -10e3, 0, 10e3, 30e3)])
    assert g["n"] == 5 and g["goodput_ecn_bps"] == pytest.approx(want.mean)
    assert g["goodput_ecn_bps_ci"] == pytest.approx(want.half)
    assert g["marks_total_sum"] == sum(40 + r + 2 for r in range(5))   # prob_mark + forced_mark, per rep
    written = expreport.write_report(rtl, tmp_path / "one")
    md = written["report.md"].read_text()
    assert f"{want.mean / 1e6:.3f} ± {want.half / 1e6:.3f} Mbit/s" in md
    assert "marks_total (sum)" in md
    written = expreport.write_compare({"linux": lin, "sim": rtl}, tmp_path / "cmp")
    md = written["report.md"].read_text()
    diffs = json.loads(written["compare.json"].read_text())["differences"]
    d2 = next(d for d in diffs if d["bg_flows"] == 2 and d["metric"] == "goodput_ecn_bps")
    d10 = next(d for d in diffs if d["bg_flows"] == 10 and d["metric"] == "goodput_ecn_bps")
    lin2 = [2 * (500e3 + e) for e in (-20e3, 0, 20e3, 5e3, -5e3)]
    rtl2 = [500e3 + e for e in (-30e3, -10e3, 0, 10e3, 30e3)]
    ref = stats.diff_ci(lin2, rtl2)
    assert (d2["linux_minus_rtl"], d2["ci"]) == (pytest.approx(ref.diff), pytest.approx(ref.half))
    assert d2["distinguishable"] is True and d10["distinguishable"] is False   # doubled vs the same mean
    assert "## Linux − RTL" in md and "differ" in md and "cannot tell apart" in md
    assert (tmp_path / "cmp" / "differences.csv").exists()


def test_kuzmanovic_response_times_and_cdf(tmp_path):
    """The kuzmanovic scenario's figures: response-time percentiles over every transaction of a
    run, the share over 1 s (a SYN-ACK timeout), ECN+'s ECT SYN-ACKs, and the CDF plot."""
    from redline.lab import experiment
    lat_plain = [250.0] * 85 + [1250.0] * 15
    lat_plus = [250.0] * 98 + [300.0] * 2
    runs = []
    for plus, lat in ((False, lat_plain), (True, lat_plus)):
        f = flow("ecn", True, 1e5, tps=5.0, latencies_ms=lat)
        run = {"run_id": f"{'ecnplus' if plus else 'plain'}-bg5", "synacks_ect": 100 if plus else 0,
               "params": {"ecn_plus": plus, "bg_flows": 5, "size": 5000, "probability": 0.1},
               "flows": [f], "tm": tm()}
        run["metrics"] = experiment.kuzmanovic_metrics(run)
        runs.append(run)
    m_plain, m_plus = runs[0]["metrics"], runs[1]["metrics"]
    assert (m_plain["rt_p50_ms"], m_plain["rt_p90_ms"], m_plain["rt_over_1s_pct"]) == (250.0, 1250.0, 15.0)
    assert (m_plus["rt_p99_ms"], m_plus["rt_over_1s_pct"], m_plus["synacks_ect"]) == (300.0, 0.0, 100)
    assert m_plain["rt_mean_ms"] == pytest.approx(0.85 * 250 + 0.15 * 1250)
    written = write_report(results("kuzmanovic", runs), tmp_path)
    assert written["response_cdf.png"].read_bytes().startswith(PNG_MAGIC)
    assert "rt_p90_ms" in written["report.md"].read_text()
