"""Summaries and plots of a replay: `tc -s qdisc show`'s lines and redline's own, the same as
`tc -s -j`'s object, and a PNG.

Works from a `ReplayResult` (summary) or from the JSONL decision log records (plot), so a
plot can be redrawn from a saved log without re-running the trace.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable, Sequence

from redline.spec import regmap
from redline.cli.showfmt import effective_max_p, shaper_words, tc_head, tc_json, tc_size, tc_stats_lines
from redline.tc.config import MODE_NAMES, UNIT_NAMES, knobs_to_dict

REASONS = tuple(r for r in regmap.REASONS.values() if r)  # prob, forced, tail, bad, full


def summarize(res, trace: str | None = None) -> dict[str, Any]:
    """The summary of a replay as a JSON-able dict (also the source of the text table)."""
    k = res.knobs
    ds = res.decisions
    n_in = len(ds)
    # The counter holds the true length of a frame over 65535 bytes, d.len only 65535.
    bytes_in = res.counters.get("bytes_in", sum(d.len for d in ds))
    passed = [d for d in ds if d.action == "pass"]
    marked = [d for d in ds if d.action == "mark"]
    dropped = [d for d in ds if d.action == "drop"]
    out = passed + marked
    bytes_out = sum(d.len for d in out)
    deps = [d.departure_cycle for d in out if d.departure_cycle is not None]
    mhz = res.clock_mhz
    first_cycle = res.cycles[0] if res.cycles else 0
    last_cycle = max(deps + [d.decision_cycle for d in ds] or [0])
    duration_s = (last_cycle - first_cycle) / (mhz * 1e6) if ds else 0.0
    goodput = bytes_out * 8 / duration_s / 1e6 if duration_s > 0 else 0.0
    red = [d for d in ds if d.reason != "bad"]  # bad frames never reach the RED engine
    q_scaled = [d.qavg >> k.wlog for d in red]
    backlogs = [d.backlog for d in red]
    c = res.counters
    unit = UNIT_NAMES.get(k.unit, str(k.unit))
    left_p = len(out) - len(deps)  # decided to go but never left (still queued at the end)
    s = {
        "trace": trace,
        "backend": res.backend,
        "width": res.width_bits,
        "clock_mhz": mhz,
        "buf_beats": res.buf_beats,
        "mode": MODE_NAMES.get(k.mode, str(k.mode)),
        "unit": unit,
        "received": {"packets": n_in, "bytes": bytes_in},
        "sent": {"packets": len(deps), "bytes": sum(d.len for d in out if d.departure_cycle is not None)},
        "passed": len(passed),
        "marked": {"total": len(marked), **{r: sum(1 for d in marked if d.reason == r) for r in ("prob", "forced")}},
        "dropped": {"total": len(dropped), **{r: sum(1 for d in dropped if d.reason == r) for r in REASONS}},
        "left_in_queue": left_p,
        "pushed": res.pushed,
        "skipped_empty": res.skipped_empty,
        "truncated_records": res.truncated,
        "wire_len": getattr(res, "wire_len", False),
        "duration_s": round(duration_s, 9),
        "goodput_mbps": round(goodput, 4),
        "backlog_avg": round(sum(backlogs) / len(backlogs), 1) if backlogs else 0.0,
        "backlog_peak": int(c.get("peak_qlen" if unit == "packets" else "peak_backlog",
                                  max(backlogs, default=0))),
        "qavg_avg": round(sum(q_scaled) / len(q_scaled), 1) if q_scaled else 0.0,
        "qavg_peak": max(q_scaled, default=0),
        "conserved": n_in == len(passed) + len(marked) + len(dropped),
        "counters": {kk: int(v) for kk, v in c.items()},
        "backend_info": dict(res.extra),
        "knobs": knobs_to_dict(k),
    }
    return s


def _fmt_size(n: float, unit: str) -> str:
    if unit == "packets":
        return f"{n:g}p"
    return f"{int(round(n))}b"


HANDLE = "replay:"  # the replay's qdisc, as tc names one by its handle


def tc_stats(s: dict[str, Any]) -> dict[str, int]:
    """The replay's counts under the counter names `redline show` reads (showfmt.tc_counts maps
    them onto tc's): from its decisions, and the queue left at the end."""
    m, d, t = s["marked"], s["dropped"], s["sent"]
    c = s["counters"]
    return dict(bytes_out=t["bytes"], pkts_out=t["packets"], prob_mark=m["prob"], forced_mark=m["forced"],
                prob_drop=d["prob"], forced_drop=d["forced"], pdrop=d["tail"], bad=d["bad"], buf_full=d["full"],
                backlog=c.get("backlog", 0), qlen=c.get("qlen", s["left_in_queue"]))


def to_json(s: dict[str, Any]) -> dict[str, Any]:
    """`tc -s -j qdisc show`'s object for red (showfmt.tc_json), with the whole summary under
    "redline"."""
    k = s["knobs"]
    return tc_json(HANDLE, k, effective_max_p(k), tc_stats(s)) | {"redline": s}


def format_table(s: dict[str, Any]) -> str:
    """`tc -s qdisc show`'s lines for red, then redline's own on lines of their own."""
    k = s["knobs"]
    u = s["unit"]
    # max_P as a commit of the knobs puts it in force, as Linux dumps it (max_p 0 derives it from
    # plog); with adaptive RED, the value the run started with
    lines = tc_head(f"{HANDLE} dev {s['backend']}" + (f" {s['trace']}" if s["trace"] else ""), k,
                    effective_max_p(k))
    lines += tc_stats_lines(tc_stats(s))
    r, m, d = s["received"], s["marked"], s["dropped"]
    buf = s["buf_beats"] * s["width"] // 8
    lines.append(f"  {s['width']}-bit @ {s['clock_mhz']} MHz buffer {tc_size(buf)} {shaper_words(k)}")
    lines.append(f"  recv {r['bytes']} bytes {r['packets']} pkt"
                 + (f" ({s['pushed']} pushed to a free cycle)" if s["pushed"] else "")
                 + f" left {s['left_in_queue']}p")
    lines.append(f"  marked prob {m['prob']} forced {m['forced']} early prob {d['prob']} forced {d['forced']}"
                 f" bad {d['bad']} buf_full {d['full']}")
    lines.append(f"  goodput {s['goodput_mbps']:.3f} Mbit/s over {s['duration_s']:.6f} s")
    lines.append(f"  backlog avg {_fmt_size(s['backlog_avg'], u)} peak {_fmt_size(s['backlog_peak'], u)}"
                 f" qavg avg {_fmt_size(s['qavg_avg'], u)} peak {_fmt_size(s['qavg_peak'], u)}")
    notes = []
    info = s.get("backend_info") or {}
    if "seconds" in info and "end_cycle" in info:
        skipped = info.get("skipped", 0)
        notes.append(f"RTL simulated {info['end_cycle']} cycles in {info['seconds']:.2f} s"
                     + (f" ({skipped} idle cycles skipped exactly)" if skipped else ""))
    if s["skipped_empty"]:
        notes.append(f"{s['skipped_empty']} empty records skipped")
    if s["truncated_records"]:
        how = "replayed at the wire length, zero-filled" if s.get("wire_len") else "replayed as captured"
        notes.append(f"{s['truncated_records']} records shorter than on the wire ({how})")
    if not s["conserved"]:
        notes.append("CONSERVATION FAILED: in != pass + mark + drop")
    for n in notes:
        lines.append(f"  note: {n}")
    return "\n".join(lines)


# ----------------------------------------------------------------------------------------
# plot
# ----------------------------------------------------------------------------------------
MARKERS = {
    ("mark", "prob"): ("^", "tab:orange", "prob mark"),
    ("mark", "forced"): ("^", "tab:red", "forced mark"),
    ("drop", "prob"): ("v", "tab:purple", "prob drop"),
    ("drop", "forced"): ("v", "tab:brown", "forced drop"),
    ("drop", "tail"): ("x", "black", "tail drop"),
    ("drop", "full"): ("+", "tab:pink", "buffer full"),
    ("drop", "bad"): ("s", "tab:gray", "bad frame"),
}


def backlog_curve(recs: Sequence[dict[str, Any]], unit: str = "bytes") -> tuple[list[int], list[int]]:
    """The queue over time rebuilt from the log: +len (or +1 packet) at decision_cycle+1 for
    each packet that was enqueued, -len at its departure_cycle. (The queue really shrinks
    when the egress pops the packet, nb+1 cycles before its tlast; invisible at plot scale.)
    Returns (cycles, backlog from that cycle on)."""
    ev: list[tuple[int, int]] = []
    for r in recs:
        if r["action"] == "drop":
            continue
        amount = 1 if unit == "packets" else r["len"]
        ev.append((r["decision_cycle"] + 1, amount))
        if r["departure_cycle"] is not None:
            ev.append((r["departure_cycle"], -amount))
    ev.sort()
    cycles: list[int] = []
    values: list[int] = []
    level = 0
    for c, a in ev:
        level += a
        if cycles and cycles[-1] == c:
            values[-1] = level
        else:
            cycles.append(c)
            values.append(level)
    return cycles, values


def plot(
    records: Sequence[dict[str, Any]] | Iterable[dict[str, Any]],
    knobs: Any,
    clock_mhz: int,
    path: str | Path,
    title: str | None = None,
    buffer_bytes: int | None = None,
) -> None:
    """PNG: instantaneous backlog and qavg>>wlog over time, min/max thresholds, the limit (and
    the TM's buffer, when given and in bytes), and marks/drops as markers by reason. `records`
    are JSONL log records (dicts). The title ends with the configuration as tc prints it."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    recs = list(records)
    if isinstance(knobs, dict):
        kd = knobs
    else:
        kd = knobs_to_dict(knobs)
    wlog = kd["wlog"]
    unit = UNIT_NAMES.get(kd["unit"], "bytes")
    scale = 1e3 if unit == "bytes" else 1.0
    ylabel = "kB" if unit == "bytes" else "packets"
    span = max((r["departure_cycle"] or r["decision_cycle"] for r in recs), default=0) / (clock_mhz * 1e6)
    tunit, tdiv = ("s", 1.0) if span >= 0.5 else ("ms", 1e-3) if span >= 5e-4 else ("µs", 1e-6)
    hz = clock_mhz * 1e6 * tdiv  # cycles per time unit of the x axis
    t = [r["decision_cycle"] / hz for r in recs]
    red = [(ti, r) for ti, r in zip(t, recs) if r["reason"] != "bad"]
    fig, ax = plt.subplots(figsize=(11, 5.5), dpi=110)
    bt, bv = backlog_curve(recs, unit)
    if bt:
        ax.step([x / hz for x in bt], [v / scale for v in bv], where="post", lw=0.8,
                color="tab:blue", label="backlog (instantaneous)")
    if red:
        # qavg only changes at an arrival: it holds its value until the next one
        ax.step([x for x, _ in red], [(r["qavg"] >> wlog) / scale for _, r in red], where="post",
                lw=1.6, color="tab:green", label="average (qavg >> wlog)")
    tr = ax.get_yaxis_transform()
    for label, y, style, color in level_lines(kd, buffer_bytes):
        ax.axhline(y / scale, ls=style, lw=1, color=color)
        ax.text(1.002, y / scale, label, transform=tr, va="center", fontsize=8)
    for key, (m, col, label) in MARKERS.items():
        pts = [(ti, r) for ti, r in zip(t, recs) if (r["action"], r["reason"]) == key]
        if not pts:
            continue
        ax.scatter([x for x, _ in pts], [r["backlog"] / scale for _, r in pts], marker=m, s=14,
                   color=col, alpha=0.7, lw=0.8, label=f"{label} ({len(pts)})", zorder=3)
    ax.set_xlabel(f"time ({tunit})")
    ax.set_ylabel(f"queue ({ylabel})")
    ax.set_ylim(bottom=0)
    ax.grid(alpha=0.3)
    ax.legend(loc="upper right", fontsize=8, ncol=2)
    ax.set_title(plot_title(kd, title), fontsize=9)
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def level_lines(kd: dict, buffer_bytes: int | None = None) -> list[tuple[str, int, str, str]]:
    """The plot's horizontal lines, (label, level in the queue's unit, style, colour): min_th,
    max_th, 2·max_th with gentle, the limit, and the TM's buffer where it is in bytes and not
    the limit."""
    lines = [("min_th", kd["min_th"], "--", "0.4"), ("max_th", kd["max_th"], "--", "0.2")]
    if kd.get("gentle"):
        lines.append(("2·max_th", 2 * kd["max_th"], ":", "0.2"))
    lines.append(("limit", kd["limit"], "-", "tab:red"))
    if buffer_bytes is not None and UNIT_NAMES.get(kd["unit"]) == "bytes" and buffer_bytes != kd["limit"]:
        lines.append(("buffer", buffer_bytes, "-.", "tab:pink"))
    return lines


def plot_title(kd: dict, title: str | None = None) -> str:
    """The title, then the configuration as tc prints it (its sizes, flags, ewma, probability
    and Scell_log) and redline's shaper and seed."""
    head = tc_head("", kd, effective_max_p(kd))
    config = " ".join(head[0].split()[2:]) + " " + head[1].strip() + " " + shaper_words(kd)
    return (title + "\n" if title else "") + config
