"""Report of a `redline experiment` run, with the papers' figures beside ours.

`write_report(results, outdir)` writes results.json (the dict as given), summary.json,
CSV tables (runs, flows, groups, comparison), PNG plots and report.md. `summarize(results)`
computes the figures the report shows: per-run metrics (the runner's own win; missing ones
are derived from the flows and TM counters), means over repeated runs of one configuration
("groups", each figure with its 95 % confidence interval in `<metric>_ci` and the counts also
summed in `<metric>_sum`; every repetition's value in summary["samples"]), and each paper
figure matched with ours (see redline.lab.papers).

Optional keys beyond the runner's schema: results["representative_run"] (run_id whose qavg
and flows are plotted; default the first run that has them), results/run ["qavg_unit"],
and flow["role"] ("bg" for background; default: labels starting with "bg").
"""
from __future__ import annotations

import csv
import json
import math
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterable

from redline.lab import papers, stats

# Parameters that tell configurations apart, per scenario; others (rep, seed) are repeats.
GROUP_BY = {
    "rfc2884-bulk": ("tcp", "bg_flows", "probability"),
    "rfc2884-transactional": ("tcp", "size", "bg_flows", "probability"),
    "uniform": ("clients", "mode", "limit", "probability"),
    "fairness": ("mode", "bg_ecn", "bg_flows", "probability"),
    "kuzmanovic": ("ecn_plus", "bg_flows", "size", "probability"),
}
REPEAT_KEYS = {"rep", "repeat", "seed", "run"}
# Metrics shown in the groups table, in this order, when any run has them.
COLUMNS = ("goodput_ecn_bps", "goodput_nonecn_bps", "ecn_advantage_pct", "tps_ecn", "tps_nonecn",
           "tps_advantage_pct", "efficiency", "jain", "download_time_spread_s", "goodput_total_bps",
           "retrans_ecn", "retrans_nonecn", "retrans_total", "marks_total", "drops_total",
           "drop_mark_ratio", "rt_mean_ms", "rt_p50_ms", "rt_p90_ms", "rt_p99_ms", "rt_over_1s_pct",
           "synacks_ect")
MODE_LABEL = {"dt": "DT", "red": "RED", "ecn": "RED+ECN"}
# Counts: per configuration, also the sum over its repetitions.
SUMMED = ("marks_total", "drops_total", "retrans_total", "retrans_ecn", "retrans_nonecn")


# ----------------------------------------------------------------------------- validation
def validate(results: Any) -> None:
    """Raise ValueError naming the first missing or ill-typed required field."""
    def need(obj: Any, key: str, typ: type | tuple, where: str) -> Any:
        if not isinstance(obj, dict):
            raise ValueError(f"{where}: expected a dict, got {type(obj).__name__}")
        if key not in obj:
            raise ValueError(f"{where}: missing required key {key!r}")
        v = obj[key]
        # bool is an int to isinstance; only a bool field may hold one
        if not isinstance(v, typ) or (isinstance(v, bool) and typ is not bool):
            raise ValueError(f"{where}[{key!r}]: expected {getattr(typ, '__name__', 'a number')}, "
                             f"got {type(v).__name__}")
        return v

    if not isinstance(results, dict):
        raise ValueError(f"results: expected a dict, got {type(results).__name__}")
    need(results, "scenario", str, "results")
    need(results, "command", str, "results")
    runs = need(results, "runs", list, "results")
    if not runs:
        raise ValueError("results['runs']: no runs to report")
    for i, run in enumerate(runs):
        w = f"results['runs'][{i}]"
        need(run, "run_id", str, w)
        need(run, "params", dict, w)
        for j, f in enumerate(need(run, "flows", list, w)):
            fw = f"{w}['flows'][{j}]"
            need(f, "label", str, fw)
            need(f, "ecn", bool, fw)
            need(f, "bytes", (int, float), fw)
            if need(f, "seconds", (int, float), fw) < 0:
                raise ValueError(f"{fw}['seconds']: negative")


# ----------------------------------------------------------------------------- metrics
def _mean(xs: Iterable[float | None]) -> float | None:
    v = [x for x in xs if x is not None]
    return sum(v) / len(v) if v else None


def _pct(a: float | None, b: float | None) -> float | None:
    return 100.0 * (a - b) / b if a is not None and b else None


def flow_goodput(f: dict) -> float:
    """bits/s: the runner's figure, else bytes*8/seconds."""
    if f.get("goodput_bps") is not None:
        return float(f["goodput_bps"])
    return f["bytes"] * 8 / f["seconds"] if f["seconds"] > 0 else 0.0


def _is_background(f: dict) -> bool:
    # The competing ("test") flows are compared; background flows only make congestion.
    role = f.get("role")
    return role == "bg" if role is not None else f["label"].lower().startswith("bg")


def run_metrics(run: dict) -> dict[str, Any]:
    """Per-run figures derived from flows and TM counters, overridden by run['metrics']."""
    flows = run["flows"]
    test = [f for f in flows if not _is_background(f)] or flows
    ecn = [f for f in test if f["ecn"]]
    non = [f for f in test if not f["ecn"]]
    m: dict[str, Any] = {}
    if ecn:
        m["goodput_ecn_bps"] = _mean(flow_goodput(f) for f in ecn)
        m["tps_ecn"] = _mean(f.get("tps") for f in ecn)
        m["retrans_ecn"] = sum(f.get("retrans") or 0 for f in ecn)
    if non:
        m["goodput_nonecn_bps"] = _mean(flow_goodput(f) for f in non)
        m["tps_nonecn"] = _mean(f.get("tps") for f in non)
        m["retrans_nonecn"] = sum(f.get("retrans") or 0 for f in non)
    m["ecn_advantage_pct"] = _pct(m.get("goodput_ecn_bps"), m.get("goodput_nonecn_bps"))
    m["tps_advantage_pct"] = _pct(m.get("tps_ecn"), m.get("tps_nonecn"))
    if flows:  # RFC 2884 5.1: the index is over the throughput of all flows in the network
        m["jain"] = papers.jain_index([flow_goodput(f) for f in flows])
        m["goodput_total_bps"] = sum(flow_goodput(f) for f in flows)
        m["retrans_total"] = sum(f.get("retrans") or 0 for f in flows)
        secs = [f["seconds"] for f in test]
        m["download_time_spread_s"] = max(secs) - min(secs)
    tm = run.get("tm") or {}
    if tm.get("bytes_in") and not run["params"].get("bg_flows"):
        # Only when the reported flows are all the traffic (no unreported background load).
        # Goodput efficiency: useful bytes / bytes the senders put on the bottleneck (TM input,
        # dropped and retransmitted packets included). Wire bytes count headers too, so it
        # stays a little below 1 even without loss (1448/1514 for full-size TCP segments).
        m["efficiency"] = sum(f["bytes"] for f in flows) / tm["bytes_in"]
    if any(k in tm for k in ("prob_mark", "forced_mark")):
        m["marks_total"] = (tm.get("prob_mark") or 0) + (tm.get("forced_mark") or 0)
    elif "marked" in tm:  # Linux sch_red (tc -s): marks, not split by cause
        m["marks_total"] = tm["marked"]
    if any(k in tm for k in ("prob_drop", "forced_drop")):
        m["drops_total"] = sum(tm.get(k) or 0 for k in ("prob_drop", "forced_drop", "pdrop"))
    elif "early" in tm:  # Linux sch_red: early (probabilistic + forced) and tail drops
        m["drops_total"] = tm["early"] + (tm.get("pdrop") or 0)
    if tm.get("prob_mark"):
        m["drop_mark_ratio"] = (tm.get("prob_drop") or 0) / tm["prob_mark"]
    m = {k: v for k, v in m.items() if v is not None}
    m.update({k: v for k, v in (run.get("metrics") or {}).items() if v is not None})
    return m


def _group_keys(results: dict) -> list[str]:
    params = [r["params"] for r in results["runs"]]
    present = {k for p in params for k in p}
    keys = GROUP_BY.get(results["scenario"])
    if keys is None:  # unknown scenario: every parameter but the repeat counters
        return sorted(present - REPEAT_KEYS)
    return [k for k in keys if k in present]


def _sort_key(v: Any) -> tuple:
    return (0, v, "") if isinstance(v, (int, float)) else (1, 0, str(v))


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return math.isclose(a, b, rel_tol=0.03)  # "5 KB" is 5000 or 5120 bytes
    return str(a).lower() == str(b).lower()


def _lookup(groups: list[dict], keys: list[str], metric: str, where: dict) -> tuple[float | None, int, float | None]:
    """Mean of `metric` over the groups matching `where` (keys we never varied are ignored),
    how many matched, and the 95 % CI half-width when exactly one did."""
    rows = [g for g in groups if g.get(metric) is not None]
    for k, v in where.items():
        if k in keys and v not in ("min", "max"):
            rows = [g for g in rows if _same(g.get(k), v)]
    for k, v in where.items():
        if k in keys and v in ("min", "max"):
            vals = sorted({g[k] for g in rows if g.get(k) is not None}, key=_sort_key)
            if not vals:
                return None, 0, None
            pick = vals[0] if v == "min" else vals[-1]
            rows = [g for g in rows if g.get(k) == pick]
    return _mean(g[metric] for g in rows), len(rows), rows[0].get(metric + "_ci") if len(rows) == 1 else None


def _by(groups: list[dict], key: str, metrics: Iterable[str]) -> list[dict]:
    vals = sorted({g.get(key) for g in groups if key in g}, key=_sort_key)
    out = []
    for v in vals:
        row = {key: v}
        for m in metrics:
            row[m] = _mean(g.get(m) for g in groups if g.get(key) == v)
        out.append(row)
    return out


BY = {  # scenario-level figures: means over the other parameters
    "rfc2884-bulk": ("bg_flows", ("ecn_advantage_pct", "goodput_ecn_bps", "goodput_nonecn_bps")),
    "rfc2884-transactional": ("size", ("tps_ecn", "tps_nonecn", "tps_advantage_pct")),
    "uniform": ("mode", ("efficiency", "jain", "retrans_total", "drops_total")),
    "fairness": ("probability", ("jain",)),
}


def summarize(results: dict) -> dict[str, Any]:
    """Scenario-level figures from the runs, and the paper's figures matched with ours."""
    validate(results)
    keys = _group_keys(results)
    runs = [{"run_id": r["run_id"], "params": r["params"], "metrics": run_metrics(r)}
            for r in results["runs"]]
    buckets: dict[tuple, list[dict]] = {}
    for r in runs:
        buckets.setdefault(tuple(r["params"].get(k) for k in keys), []).append(r)
    groups, samples = [], []
    for key in sorted(buckets, key=lambda t: tuple(_sort_key(v) for v in t)):
        rs = buckets[key]
        g: dict[str, Any] = dict(zip(keys, key))
        g["n"] = len(rs)
        sample: dict[str, list] = {}
        for m in sorted({m for r in rs for m in r["metrics"]}):
            vals = [r["metrics"].get(m) for r in rs]
            if all(isinstance(v, (int, float)) and not isinstance(v, bool) or v is None for v in vals):
                e = stats.mean_ci(vals)
                g[m] = e.mean if e else None
                if e and e.half is not None:
                    g[m + "_ci"] = e.half
                if m in SUMMED:
                    g[m + "_sum"] = sum(v for v in vals if v is not None)
                sample[m] = vals
        groups.append(g)
        samples.append(sample)
    sc = papers.setup_of(results["scenario"])
    comparison = []
    for ref in sc.metrics if sc else ():
        ours, n, ci = _lookup(groups, keys, ref.ours, ref.where) if ref.ours else (None, 0, None)
        comparison.append({"metric": ref.name, "conditions": ref.where, "ours": ours, "ours_ci": ci, "n_groups": n,
                           "paper": ref.value, "unit": ref.unit, "source": ref.source,
                           "note": ref.note, "ours_key": ref.ours})
    s: dict[str, Any] = {"scenario": results["scenario"], "group_by": keys, "runs": runs,
                         "groups": groups, "samples": samples, "comparison": comparison}
    if results["scenario"] in BY:
        k, ms = BY[results["scenario"]]
        if k in keys:
            s["by_" + k] = _by(groups, k, ms)
    return s


# ----------------------------------------------------------------------------- formatting
# How a figure of each unit prints: (divisor, format, suffix).
_FORMATS = {"bps": (1e6, ".3f", " Mbit/s"), "%": (1, "+.1f", " %"), "index": (1, ".4f", "")}


def _format_of(unit: str) -> tuple[float, str, str] | None:
    return _FORMATS.get("bps" if unit.endswith("bps") else unit)


def fmt(v: Any, unit: str = "") -> str:
    if v is None:
        return "—"
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        return str(v)
    f = _format_of(unit)
    if f:
        return f"{v / f[0]:{f[1]}}{f[2]}"
    if isinstance(v, int) or (float(v).is_integer() and abs(v) >= 10):
        return str(int(v))
    return f"{v:.3g}" if abs(v) < 1000 else f"{v:.0f}"


def fmt_ci(g: dict, metric: str) -> str:
    """A configuration's figure as mean ± its 95 % CI half-width, when it has repetitions."""
    return fmt_pm(g.get(metric), g.get(metric + "_ci"), _unit_of(metric))


def fmt_pm(v: float | None, h: float | None, unit: str) -> str:
    """v ± h in `unit` (just v without an interval)."""
    if v is None or h is None:
        return fmt(v, unit)
    f = _format_of(unit)
    if f:
        return f"{v / f[0]:{f[1]}} ± {h / f[0]:{f[1].lstrip('+')}}{f[2]}"
    return f"{v:.4g} ± {h:.2g}"


def as_stated(v: float | None, unit: str) -> str:
    """A paper's figure with the digits the paper gave (no rounding of theirs)."""
    if v is None:
        return "— (in words)"
    return f"{v:g}" + (f" {unit}" if unit and unit not in ("index", "ratio") else "")


def _unit_of(metric: str) -> str:
    return ("bps" if metric.endswith("_bps") else "%" if metric.endswith("_pct")
            else "index" if metric == "jain" else "")


def _md_table(header: list[str], rows: list[list[str]]) -> list[str]:
    esc = lambda s: str(s).replace("|", "\\|").replace("\n", " ")
    return (["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
            + ["| " + " | ".join(esc(c) for c in r) + " |" for r in rows])


def _cond(where: dict) -> str:
    return ", ".join(f"{k}={v}" for k, v in where.items()) or "all our runs"


# ----------------------------------------------------------------------------- CSV
def _cell(v: Any) -> Any:
    return json.dumps(v) if isinstance(v, (list, dict)) else v


def _write_csv(path: Path, rows: list[dict]) -> Path:
    cols: list[str] = []
    for r in rows:
        cols += [k for k in r if k not in cols]
    with path.open("w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=cols)
        w.writeheader()
        for r in rows:
            w.writerow({k: _cell(v) for k, v in r.items()})
    return path


def _csv_tables(results: dict, s: dict, out: Path) -> dict[str, Path]:
    runs, flows = [], []
    for run, sr in zip(results["runs"], s["runs"]):
        p = {f"param.{k}": v for k, v in run["params"].items()}
        tm = {f"tm.{k}": v for k, v in (run.get("tm") or {}).items()}
        runs.append({"run_id": run["run_id"], **p, "n_flows": len(run["flows"]),
                     **{f"metric.{k}": v for k, v in sr["metrics"].items()}, **tm})
        for f in run["flows"]:
            flows.append({"run_id": run["run_id"], **p, **f, "goodput_bps": flow_goodput(f)})
    comp = [{**c, "conditions": _cond(c["conditions"])} for c in s["comparison"]]
    written = {"runs.csv": _write_csv(out / "runs.csv", runs),
               "flows.csv": _write_csv(out / "flows.csv", flows),
               "groups.csv": _write_csv(out / "groups.csv", s["groups"])}
    if comp:
        written["comparison.csv"] = _write_csv(out / "comparison.csv", comp)
    return written


# ----------------------------------------------------------------------------- plots
def _plt():
    import matplotlib

    matplotlib.use("Agg")  # files only, no display
    import matplotlib.pyplot as plt

    return plt


def _save(fig, path: Path) -> Path:
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    _plt().close(fig)
    return path


def _series(groups: list[dict], x: str, y: str, **fixed: Any) -> tuple[list, list]:
    xs, ys, _ = _series_ci(groups, x, y, **fixed)
    return xs, ys


def _series_ci(groups: list[dict], x: str, y: str, **fixed: Any) -> tuple[list, list, list]:
    """(x, mean, CI half-width or 0) of the configurations matching `fixed`, sorted by x."""
    pts = sorted(((g[x], g[y], g.get(y + "_ci") or 0.0) for g in groups
                  if g.get(x) is not None and g.get(y) is not None
                  and all(g.get(k) == v for k, v in fixed.items())), key=lambda p: p[0])
    return [p[0] for p in pts], [p[1] for p in pts], [p[2] for p in pts]


def _line(ax, groups: list[dict], x: str, y: str, style: str, scale: float = 1.0, fixed: dict | None = None,
          **kw: Any) -> bool:
    """One configuration line with 95 % CI error bars; False when there is nothing to draw."""
    xs, ys, es = _series_ci(groups, x, y, **(fixed or {}))
    if not xs:
        return False
    ax.errorbar(xs, [v / scale for v in ys], yerr=[e / scale for e in es] if any(es) else None, fmt=style,
                capsize=3, **kw)
    return True


def _values(groups: list[dict], key: str) -> list:
    return sorted({g.get(key) for g in groups}, key=_sort_key)


def _paper_points(ax, sc, metric: str, bgs: list) -> None:
    """The paper's stated (probability, value) points, coloured as our line of the same bg count."""
    pts: dict[tuple, list] = {}
    for r in sc.metrics:
        w = r.where
        if (r.ours == metric and r.value is not None and isinstance(w.get("probability"), float)
                and isinstance(w.get("bg_flows"), int)):
            pts.setdefault((w.get("tcp", ""), w["bg_flows"]), []).append((w["probability"], r.value))
    for (tcp, bg), xy in sorted(pts.items()):
        c = f"C{bgs.index(bg)}" if bg in bgs else "k"
        ax.plot(*zip(*sorted(xy)), "x" if tcp == "reno" else "+", color=c, ms=10, mew=2, ls="none",
                label=f"{sc.papers[0].split(' (')[0]} {tcp}, {bg} bg (text)")


def plot_bulk(s: dict, out: Path) -> Path | None:
    g = s["groups"]
    if not any(r.get("probability") is not None and r.get("goodput_ecn_bps") is not None for r in g):
        return None
    plt = _plt()
    fig, (a1, a2) = plt.subplots(1, 2, figsize=(11, 4.2))
    for i, bg in enumerate(_values(g, "bg_flows")):
        c = f"C{i}"
        for key, style, tag in (("goodput_ecn_bps", "o-", "ECN"), ("goodput_nonecn_bps", "s--", "non-ECN")):
            _line(a1, g, "probability", key, style, 1e6, {"bg_flows": bg}, color=c, label=f"{bg} bg, {tag}")
        _line(a2, g, "probability", "ecn_advantage_pct", "o-", 1, {"bg_flows": bg}, color=c,
              label=f"{bg} background flows")
    _paper_points(a2, papers.RFC2884_BULK, "ecn_advantage_pct", _values(g, "bg_flows"))
    for a in (a1, a2):
        a.set_xscale("log")
        a.set_xlabel("probability")
        a.grid(alpha=0.3)
        a.legend(fontsize=7)
    a1.set_ylabel("goodput of the competing flow (Mbit/s)")
    a2.set_ylabel("ECN advantage (%)")
    a2.axhline(0, color="grey", lw=0.8)
    fig.suptitle("Bulk transfers: ECN vs non-ECN (bars: 95 % CI over repetitions)")
    return _save(fig, out / "bulk_goodput.png")


def plot_transactional(s: dict, out: Path) -> Path | None:
    rows = [r for r in s.get("by_size", []) if r.get("tps_ecn") is not None or r.get("tps_nonecn") is not None]
    if not rows:
        return None
    plt = _plt()
    fig, (ax, a2) = plt.subplots(1, 2, figsize=(11, 4.2))
    xs = range(len(rows))
    e = [r.get("tps_ecn") or 0 for r in rows]
    n = [r.get("tps_nonecn") or 0 for r in rows]
    ax.bar([x - 0.2 for x in xs], e, 0.4, label="ECN")
    ax.bar([x + 0.2 for x in xs], n, 0.4, label="non-ECN")
    for x, r, top in zip(xs, rows, map(max, e, n)):
        if r.get("tps_advantage_pct") is not None:
            ax.annotate(f"ECN {r['tps_advantage_pct']:+.0f} %", (x, top), ha="center", va="bottom")
    ax.set_xticks(list(xs), [f"{r['size'] / 1000:g} KB" for r in rows])
    ax.set_ylabel("transactions / s")
    per = max(sum(1 for g in s["groups"] if g.get("size") == r["size"]) for r in rows)
    ax.set_title("per response size" + (f" (mean of {per} configurations)" if per > 1 else ""))
    ax.legend()
    # the gain over probability, one line per size and congestion level, beside the RFC's points
    g = s["groups"]
    bgs = _values(g, "bg_flows")
    for i, bg in enumerate(bgs):
        for j, size in enumerate(_values(g, "size")):
            _line(a2, g, "probability", "tps_advantage_pct", ("o-", "s--", "^:")[j % 3], 1,
                  {"bg_flows": bg, "size": size}, color=f"C{i}", label=f"{size} B, {bg} bg")
    _paper_points(a2, papers.RFC2884_TRANS, "tps_advantage_pct", bgs)
    a2.set_xscale("log")
    a2.set_xlabel("probability")
    a2.set_ylabel("ECN gain in transactions/s (%)")
    a2.grid(alpha=0.3)
    a2.legend(fontsize=7)
    fig.suptitle("Transactional transfers: ECN vs non-ECN")
    return _save(fig, out / "transactional_tps.png")


def plot_uniform(s: dict, out: Path, metric: str, ylabel: str, name: str) -> Path | None:
    g = s["groups"]
    if not any(r.get("limit") is not None and r.get(metric) is not None for r in g):
        return None
    plt = _plt()
    clients = _values(g, "clients")
    fig, axs = plt.subplots(1, len(clients), figsize=(5.5 * len(clients), 4), squeeze=False, sharey=True)
    for ax, n in zip(axs[0], clients):
        for i, mode in enumerate(_values(g, "mode")):
            for j, mp in enumerate(_values(g, "probability")):
                lab = MODE_LABEL.get(str(mode), str(mode)) + (f", probability {mp}" if mp is not None else "")
                _line(ax, g, "limit", metric, ("o-", "s--", "^:")[j % 3], 1,
                      {"clients": n, "mode": mode, "probability": mp}, color=f"C{i}", label=lab)
        ax.set_xscale("log", base=2)
        ax.set_xlabel("queue limit (packets)")
        ax.set_title(f"{n} clients" if n is not None else "")
        ax.grid(alpha=0.3)
        ax.legend(fontsize=7)
    axs[0][0].set_ylabel(ylabel)
    return _save(fig, out / name)


def plot_response_cdf(results: dict, out: Path) -> Path | None:
    """Kuzmanovic's figure in our runs: the distribution of transaction response times with and
    without ECN+, every repetition's transactions pooled, one line per configuration."""
    curves: dict[str, list[float]] = {}
    for r in results["runs"]:
        p = r["params"]
        name = f"{'ECN+' if p.get('ecn_plus') else 'plain ECN'}, {p.get('bg_flows')} bg"
        curves.setdefault(name, []).extend(x for f in r["flows"] for x in f.get("latencies_ms") or [])
    curves = {k: sorted(v) for k, v in curves.items() if v}
    if not curves:
        return None
    plt = _plt()
    fig, ax = plt.subplots(figsize=(7, 4))
    for i, (name, xs) in enumerate(sorted(curves.items())):
        ax.step(xs, [(j + 1) / len(xs) for j in range(len(xs))], where="post", label=f"{name} ({len(xs)})",
                color=f"C{i // 2}", ls="-" if name.startswith("ECN+") else "--")
    ax.set_xscale("log")
    ax.set_xlabel("response time (ms)")
    ax.set_ylabel("fraction of transactions")
    ax.axvline(1000, color="grey", lw=0.8)
    ax.grid(alpha=0.3)
    ax.legend(fontsize=8)
    ax.set_title("Short transactions under load, RED+ECN, with and without ECN+ (1 s: the SYN-ACK timeout)",
                 fontsize=9)
    return _save(fig, out / "response_cdf.png")


def _representative(results: dict, need: str | None = None) -> dict | None:
    runs = results["runs"]
    want = results.get("representative_run")
    pick = [r for r in runs if r["run_id"] == want] + [r for r in runs if not need or r.get(need)]
    return pick[0] if pick else None


def _flow_bars(plt, run: dict, out: Path) -> Path:
    fig, ax = plt.subplots(figsize=(max(5, 0.6 * len(run["flows"]) + 2), 4))
    gp = [flow_goodput(f) / 1e6 for f in run["flows"]]
    ax.bar([f["label"] for f in run["flows"]], gp,
           color=["C0" if f["ecn"] else "C1" for f in run["flows"]])
    ax.set_ylabel("goodput (Mbit/s)")
    from matplotlib.patches import Patch

    ax.legend(handles=[Patch(color="C0", label="ECN"), Patch(color="C1", label="non-ECN")])
    ax.set_title(f"run {run['run_id']}: Jain's index {papers.jain_index(gp):.4f}")
    ax.tick_params(axis="x", rotation=45)
    return _save(fig, out / "fairness_flows.png")


def plot_fairness(results: dict, s: dict, out: Path) -> dict[str, Path]:
    written = {}
    run = _representative(results)
    plt = _plt()
    if run["flows"]:
        written["fairness_flows.png"] = _flow_bars(plt, run, out)
    g = s["groups"]
    if len({r.get("probability") for r in g}) > 1:
        fig, ax = plt.subplots(figsize=(6, 4))
        for i, e in enumerate(_values(g, "bg_ecn")):
            x, y = _series(g, "probability", "jain", bg_ecn=e)
            ax.plot(x, y, "o-", color=f"C{i}", label=f"ours, background ECN={e}")
            ref = [(r.where["probability"], r.value) for r in papers.FAIRNESS.metrics
                   if r.value is not None and r.where.get("bg_ecn") is e]
            if ref:
                ax.plot(*zip(*sorted(ref)), "x--", color=f"C{i}", label=f"RFC 2884 5.1, background ECN={e}")
        ax.set_xlabel("probability")
        ax.set_ylabel("Jain's index")
        ax.grid(alpha=0.3)
        ax.legend(fontsize=7)
        written["fairness_jain.png"] = _save(fig, out / "fairness_jain.png")
    return written


def plot_qavg(results: dict, out: Path) -> Path | None:
    run = _representative(results, need="qavg_series")
    if run is None or not run.get("qavg_series"):
        return None
    t, q = zip(*run["qavg_series"])
    unit = run.get("qavg_unit") or results.get("qavg_unit") or "units"
    backlog = run.get("series") == "backlog"  # Linux sch_red exposes its backlog, not qavg
    plt = _plt()
    fig, ax = plt.subplots(figsize=(8, 3.8))
    ax.plot(t, q, lw=1)
    for label, y, style in queue_lines(run, unit):
        ax.axhline(y, ls=style, lw=1, color="tab:red" if label == "limit" else "0.4")
        ax.text(1.002, y, label, transform=ax.get_yaxis_transform(), va="center", fontsize=8)
    ax.set_xlabel("time (s)")
    ax.set_ylabel(f"{'backlog' if backlog else 'qavg'} ({unit})")
    ax.set_title(queue_title(run), fontsize=9)
    ax.grid(alpha=0.3)
    return _save(fig, out / "qavg.png")


def queue_title(run: dict) -> str:
    """The queue plot's title: what is drawn, the run, and its configuration in tc's words."""
    backlog = run.get("series") == "backlog"
    what = "Linux sch_red backlog (instantaneous)" if backlog else "TM average queue"
    title = f"{what}, run {run['run_id']} ({_cond(run['params'])})"
    return title + (f"\nred {run['red']['words']}" if run.get("red") else "")


def queue_lines(run: dict, unit: str) -> list[tuple[str, int, str]]:
    """min_th, max_th and the limit as (label, value, line style), where they are in the plot's
    unit (Linux's backlog is in bytes even in packet mode)."""
    red = run.get("red")
    if not red or red["unit"] != unit:
        return []
    return [("min_th", red["min_th"], "--"), ("max_th", red["max_th"], "--"), ("limit", red["limit"], "-")]


def make_plots(results: dict, s: dict, out: Path) -> dict[str, Path]:
    sc = results["scenario"]
    got: dict[str, Path | None] = {}
    if sc == "rfc2884-bulk":
        got["bulk_goodput.png"] = plot_bulk(s, out)
    elif sc == "rfc2884-transactional":
        got["transactional_tps.png"] = plot_transactional(s, out)
    elif sc == "uniform":
        got["uniform_efficiency.png"] = plot_uniform(s, out, "efficiency", "goodput efficiency",
                                                     "uniform_efficiency.png")
        got["uniform_jain.png"] = plot_uniform(s, out, "jain", "Jain's index", "uniform_jain.png")
    elif sc == "fairness":
        got.update(plot_fairness(results, s, out))
    elif sc == "kuzmanovic":
        got["response_cdf.png"] = plot_response_cdf(results, out)
    got["qavg.png"] = plot_qavg(results, out)
    return {k: v for k, v in got.items() if v is not None}


# ----------------------------------------------------------------------------- markdown
def render_markdown(results: dict, s: dict, plots: dict[str, Path]) -> str:
    sc = papers.setup_of(results["scenario"])
    env = results.get("env") or {}
    now = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M:%S UTC")
    L = [f"# Experiment report: {results['scenario']}", "", f"`{results['command']}`", "",
         f"- started: {results.get('started', 'unknown')}; report written: {now}",
         f"- environment: kernel {env.get('kernel', 'unknown')}, clock {env.get('clock_mhz', '?')} MHz, "
         f"width {env.get('width', '?')} bits, seed {env.get('seed', '?')}"
         + "".join(f", {k} {v}" for k, v in env.items() if k not in ("kernel", "clock_mhz", "width", "seed")),
         f"- quick mode: {'yes (short runs: compare shapes, not absolute figures)' if results.get('quick') else 'no'}",
         f"- runs: {len(results['runs'])} in {len(s['groups'])} configurations (grouped by {', '.join(s['group_by']) or 'nothing'})",
         ""]
    if sc:
        L += [f"{sc.title}.", ""]
    if s["comparison"]:
        L += ["## Ours beside the paper", "",
              "Ours is the mean over our configurations matching the conditions; conditions we did "
              "not vary (e.g. the TCP variant) are not used to match. '—' means not measured or "
              "not stated as a number (see the note).", ""]
        rows = [[c["metric"], _cond(c["conditions"]), fmt_pm(c["ours"], c.get("ours_ci"), c["unit"]),
                 as_stated(c["paper"], c["unit"]),
                 c["source"], c["note"]] for c in s["comparison"]]
        L += _md_table(["metric", "conditions", "ours", "paper", "source", "note"], rows) + [""]
    if sc:
        L += ["## The paper's setup", ""]
        L += _md_table(["parameter", "paper", "source"],
                       [[k, fmt(v) if v is not None else "not stated", sc.setup_source.get(k, "")]
                        for k, v in sc.setup.items()]) + [""]
    cols = [c for c in COLUMNS if any(g.get(c) is not None for g in s["groups"])]
    sums = [c for c in SUMMED if any(g.get(c + "_sum") is not None for g in s["groups"])]
    L += ["## Our configurations", "",
          "Each figure is the mean over the configuration's n repetitions ± the half-width of its "
          "95 % confidence interval (Student's t; none with one repetition). Counts are also given "
          "summed over the repetitions. Every repetition is in runs.csv.", ""]
    L += _md_table(s["group_by"] + ["n"] + cols + [f"{c} (sum)" for c in sums],
                   [[fmt(g.get(k)) for k in s["group_by"]] + [str(g["n"])]
                    + [fmt_ci(g, c) for c in cols] + [fmt(g.get(c + "_sum")) for c in sums]
                    for g in s["groups"]]) + [""]
    for key in [k for k in s if k.startswith("by_")]:
        rows = s[key]
        ms = [m for m in rows[0] if m != key[3:]] if rows else []
        L += [f"Means per {key[3:]}:", ""]
        L += _md_table([key[3:]] + ms, [[fmt(r[key[3:]])] + [fmt(r[m], _unit_of(m)) for m in ms]
                                        for r in rows]) + [""]
    if results.get("summary"):
        L += ["## Runner's summary", ""]
        L += _md_table(["figure", "value"], [[k, fmt(v)] for k, v in results["summary"].items()]) + [""]
    if plots:
        L += ["## Plots", ""] + [f"![{n}]({n})" for n in plots] + [""]
    if sc and (sc.notes or sc.papers):
        L += ["## Notes", ""] + [f"- {n}" for n in sc.notes] + [f"- Reference: {p}" for p in sc.papers] + [""]
    L += ["## How to reproduce", "", f"Run `{results['command']}`; it writes this folder "
          "(results.json, CSV tables, plots, report.md). Tables: runs.csv, flows.csv, groups.csv"
          + (", comparison.csv" if s["comparison"] else "") + ".", ""]
    return "\n".join(L)


def _json_default(o: Any) -> Any:
    return o.item() if hasattr(o, "item") else str(o)  # numpy scalars; anything else as text


def write_report(results: dict, outdir: str | Path) -> dict[str, Path]:
    """Write everything into outdir; return {file name: path} of what was written."""
    s = summarize(results)  # validates first, before anything is written
    out = Path(outdir)
    out.mkdir(parents=True, exist_ok=True)
    written: dict[str, Path] = {}
    for name, obj in (("results.json", results), ("summary.json", s)):
        p = out / name
        p.write_text(json.dumps(obj, indent=2, default=_json_default) + "\n")
        written[name] = p
    written.update(_csv_tables(results, s, out))
    plots = make_plots(results, s, out)
    written.update(plots)
    p = out / "report.md"
    p.write_text(render_markdown(results, s, plots))
    written["report.md"] = p
    return written


# ----------------------------------------------------------------------------- Linux vs RTL
COMPARE_METRICS = ("goodput_ecn_bps", "goodput_nonecn_bps", "ecn_advantage_pct", "tps_ecn", "tps_nonecn",
                   "tps_advantage_pct", "jain", "goodput_total_bps", "retrans_total", "marks_total",
                   "drops_total")
BACKEND_LABEL = {"linux": "Linux sch_red", "sim": "redline RTL"}


def plot_compare(name: str, sums: dict[str, dict], keys: list[str], metric: str, out: Path) -> Path | None:
    """Grouped bars: `metric` per configuration, one bar per backend."""
    labels = [", ".join(f"{k}={g.get(k)}" for k in keys) for g in sums["sim"]["groups"]]
    if not labels:
        return None
    plt = _plt()
    fig, ax = plt.subplots(figsize=(max(6, 0.9 * len(labels) + 2), 3.8))
    width = 0.38
    for i, b in enumerate(("linux", "sim")):
        vals = [_group_value(sums[b], keys, g, metric) for g in sums["sim"]["groups"]]
        errs = [_group_value(sums[b], keys, g, metric + "_ci") or 0 for g in sums["sim"]["groups"]]
        xs = [j + (i - 0.5) * width for j in range(len(labels))]
        ax.bar(xs, [v if v is not None else 0 for v in vals], width, label=BACKEND_LABEL[b],
               yerr=errs if any(errs) else None, capsize=3)
    # The paper's figures for the same conditions (conditions we did not vary, such as the TCP
    # variant, tell the markers apart).
    marks = ("x", "+", "1", "2")
    variants: list[str] = []
    for j, g in enumerate(sums["sim"]["groups"]):
        for c in sums["sim"]["comparison"]:
            w = c["conditions"]
            if (c.get("ours_key") != metric or c.get("paper") is None
                    or not all(_same(g.get(k), w[k]) for k in keys if k in w)
                    or not any(k in w for k in keys)):
                continue
            other = ", ".join(f"{k}={v}" for k, v in w.items() if k not in keys) or "paper"
            if other not in variants:
                variants.append(other)
            i = variants.index(other)
            ax.plot([j], [c["paper"]], marks[i % len(marks)], color="k", ms=9, mew=2,
                    label=f"paper ({other})" if not any(l.get_label() == f"paper ({other})" for l in ax.lines) else None)
    ax.set_xticks(range(len(labels)))
    ax.set_xticklabels(labels, rotation=30, ha="right", fontsize=8)
    scale = 1e6 if metric.endswith("_bps") else 1
    if scale != 1:
        ax.yaxis.set_major_formatter(lambda v, _: f"{v / scale:g}")
    ax.set_ylabel(metric.replace("_bps", " (Mbit/s)"))
    ax.set_title(f"{name}: Linux sch_red and redline RTL, same tc words (bars: 95 % CI)", fontsize=9)
    ax.legend(fontsize=8)
    ax.grid(axis="y", alpha=0.3)
    return _save(fig, out / f"compare_{metric}.png")


def _group_value(s: dict, keys: list[str], like: dict, metric: str) -> float | None:
    i = _group_index(s, keys, like)
    return None if i is None else s["groups"][i].get(metric)


def _group_index(s: dict, keys: list[str], like: dict) -> int | None:
    for i, g in enumerate(s["groups"]):
        if all(g.get(k) == like.get(k) for k in keys):
            return i
    return None


def differences(sums: dict[str, dict], metrics: Iterable[str]) -> list[dict]:
    """Linux − RTL per configuration and metric, with Welch's 95 % interval from the
    repetitions of each, and whether it excludes zero."""
    keys = sums["sim"]["group_by"]
    out = []
    for j, g in enumerate(sums["sim"]["groups"]):
        i = _group_index(sums["linux"], keys, g)
        if i is None:
            continue
        for m in metrics:
            a = sums["linux"]["samples"][i].get(m)
            b = sums["sim"]["samples"][j].get(m)
            d = stats.diff_ci(a or [], b or [])
            if d is None:
                continue
            out.append({**{k: g.get(k) for k in keys}, "metric": m, "linux_minus_rtl": d.diff, "ci": d.half,
                        "df": d.df, "n_linux": len([v for v in a if v is not None]),
                        "n_rtl": len([v for v in b if v is not None]), "distinguishable": d.distinguishable})
    return out


def _verdict(d: dict) -> str:
    return {True: "differ", False: "cannot tell apart", None: "one repetition: no interval"}[d["distinguishable"]]


def write_compare(results: dict[str, dict], outdir: str | Path) -> dict[str, Path]:
    """`redline experiment NAME --compare`: each backend's full report in out/linux and out/rtl,
    and report.md with the paper, Linux sch_red and the redline RTL side by side."""
    out = Path(outdir)
    sums = {b: summarize(r) for b, r in results.items()}  # validates both first
    written: dict[str, Path] = {}
    for b, sub in (("linux", "linux"), ("sim", "rtl")):
        for k, v in write_report(results[b], out / sub).items():
            written[f"{sub}/{k}"] = v
    lin, rtl = results["linux"], results["sim"]
    name = rtl["scenario"]
    keys = sums["sim"]["group_by"]
    sc = papers.setup_of(name)
    now = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M:%S UTC")
    L = [f"# {name}: the paper, Linux sch_red and redline side by side", "",
         f"`{rtl['command']}`", "", f"- report written: {now}; quick mode: {'yes' if rtl.get('quick') else 'no'}",
         f"- Linux: {lin['env'].get('bottleneck', '')}; tcp {lin['env'].get('tcp', '')}",
         f"- redline: the Verilated TM at {rtl['env'].get('clock_mhz')} MHz, width {rtl['env'].get('width')} "
         f"bits, seed {rtl['env'].get('seed')}",
         "- Both: the same tc words, rate, delays ("
         f"{rtl['env'].get('delay_ms_each_way')} ms each way), endpoints, flows and measurements; "
         "Linux draws its own random numbers, so runs agree in distribution, not packet by packet.",
         "- Full reports: [linux/report.md](linux/report.md), [rtl/report.md](rtl/report.md).", ""]
    comp_l = {(c["metric"], _cond(c["conditions"])): c for c in sums["linux"]["comparison"]}
    if sums["sim"]["comparison"]:
        L += ["## Beside the paper", ""]
        rows = []
        for c in sums["sim"]["comparison"]:
            cl = comp_l.get((c["metric"], _cond(c["conditions"])), {})
            rows.append([c["metric"], _cond(c["conditions"]), as_stated(c["paper"], c["unit"]),
                         fmt_pm(cl.get("ours"), cl.get("ours_ci"), c["unit"]),
                         fmt_pm(c["ours"], c.get("ours_ci"), c["unit"]), c["source"]])
        L += _md_table(["metric", "conditions", "paper", "Linux sch_red", "redline RTL", "source"], rows) + [""]
    cols = [m for m in COMPARE_METRICS
            if any(g.get(m) is not None for s in sums.values() for g in s["groups"])]
    L += ["## Per configuration (Linux | RTL)", "",
          "Marks and drops: Linux from `tc -s -j` (marked; early + pdrop), the RTL from its counters.", ""]
    rows = []
    for g in sums["sim"]["groups"]:
        row = [fmt(g.get(k)) for k in keys]
        i = _group_index(sums["linux"], keys, g)
        gl = sums["linux"]["groups"][i] if i is not None else {}
        for m in cols:
            row.append(f"{fmt_ci(gl, m)} | {fmt_ci(g, m)}")
        rows.append(row)
    header = keys + [m for m in cols]
    L += ["| " + " | ".join(header[:len(keys)] + [f"{m} (Linux) | {m} (RTL)" for m in cols]) + " |",
          "|" + "---|" * (len(keys) + 2 * len(cols))]
    L += ["| " + " | ".join(r) + " |" for r in rows] + [""]
    diffs = differences(sums, cols)
    if diffs:
        told = [d for d in diffs if d["distinguishable"] is not None]
        apart = [d for d in told if d["distinguishable"]]
        L += ["## Linux − RTL", "",
              "Per configuration and figure: the difference of the means with Welch's 95 % interval "
              "(each backend's repetitions are independent samples). Where the interval holds 0 the "
              "two cannot be told apart with these repetitions; where it does not, they differ. "
              f"{len(apart)} of {len(told)} differences exclude 0"
              + (" (about 5 % would by chance alone if the two were the same)." if told else "."), ""]
        L += _md_table(keys + ["figure", "Linux − RTL", "n (Linux, RTL)", "verdict"],
                       [[fmt(d.get(k)) for k in keys]
                        + [d["metric"], fmt_pm(d["linux_minus_rtl"], d["ci"], _unit_of(d["metric"])),
                           f"{d['n_linux']}, {d['n_rtl']}", _verdict(d)] for d in diffs]) + [""]
    plots = {}
    main = (BY.get(name, (None, ("goodput_ecn_bps",)))[1][0] if name in BY else "goodput_ecn_bps")
    for m in dict.fromkeys((main, "marks_total")):
        if m in cols:
            pth = plot_compare(name, sums, keys, m, out)
            if pth:
                plots[pth.name] = pth
    if plots:
        L += ["## Plots", ""] + [f"![{n}]({n})" for n in plots] + [""]
    if sc:
        L += ["## Reference", ""] + [f"- {p}" for p in sc.papers] + [""]
    L += ["## How to reproduce", "", f"Run `{rtl['command']}` (root; QEMU and the Verilated harness).", ""]
    p = out / "report.md"
    p.write_text("\n".join(L))
    (out / "compare.json").write_text(json.dumps({"linux": sums["linux"], "rtl": sums["sim"], "differences": diffs},
                                                 indent=2, default=_json_default) + "\n")
    written["differences.csv"] = _write_csv(out / "differences.csv", diffs)
    written.update(plots)
    written["report.md"] = p
    written["compare.json"] = out / "compare.json"
    return written
