"""`redline sweep`: a grid of trace replays (traces × tc words × repetitions) as tasks on Ray.

A task is one replay: a trace, the tc words of one grid point, the backend, width and clock,
and a TM seed. Its result is one row: the configuration, tc's counters (sent, dropped,
marked, early, pdrop, other) and redline's own (buf_full, peaks), and the goodput.

- Ray runs the tasks: a local Ray with `workers` CPUs by default, so one machine needs
  nothing else, or a running cluster given by `address`.
- Each finished row is appended at once to `results.jsonl` in the output folder, under its
  task's content hash: the trace's bytes, the words, the backend, width, clock and seed, and
  ROW_VERSION. An interrupted sweep started again skips every task whose hash is already
  there, and runs only the rest.
- At the end come `results.csv`, `results.json` and a plot; a progress bar runs meanwhile.

A replay needs no real time, so Ray may run one per CPU. Experiments with real TCP (`redline
experiment`) do need real time: two on one core would slow the harness below the clock and
end in its lag watchdog, so a sweep of experiments must keep one task per core (docs/science.md)."""
from __future__ import annotations

import csv
import functools
import hashlib
import logging
import itertools
import json
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Callable, Sequence

ROW_VERSION = 1   # bump when a row's fields or their meaning change: old rows are then redone


@dataclass(frozen=True)
class Task:
    trace: str                  # path of the pcap
    words: tuple[str, ...]      # tc words of this grid point
    backend: str = "rtl"        # rtl (Verilated) or model
    width: int = 64
    clock_mhz: int = 25
    seed: int = 1
    trace_sha: str = ""         # filled by make_tasks: the trace's content, for the key

    def key(self) -> str:
        d = asdict(self)
        d.pop("trace")          # the content counts, not where the file is
        d["row_version"] = ROW_VERSION
        return hashlib.sha256(json.dumps(d, sort_keys=True).encode()).hexdigest()[:20]


def set_word(words: Sequence[str], name: str, value: str) -> list[str]:
    """`words` with `name`'s value set to `value` (appended if absent; a flag word such as
    `ecn` is added with value "on" and removed with "off")."""
    out = list(words)
    flag = value in ("on", "off")
    if name in out:
        i = out.index(name)
        if flag:
            if value == "off":
                del out[i]
            return out
        out[i + 1] = value
        return out
    if flag:
        return out + [name] if value == "on" else out
    return out + [name, value]


def grid(base: Sequence[str], axes: dict[str, Sequence[str]]) -> list[tuple[str, ...]]:
    """Every combination of the axes' values applied to the base words."""
    names = list(axes)
    points = []
    for combo in itertools.product(*(axes[n] for n in names)):
        w = list(base)
        for n, v in zip(names, combo):
            w = set_word(w, n, v)
        points.append(tuple(w))
    return points


def _sha(path: str) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def make_tasks(traces: Sequence[str], points: Sequence[tuple[str, ...]], reps: int = 1, seed: int = 1,
               backend: str = "rtl", width: int = 64, clock_mhz: int = 25) -> list[Task]:
    """traces × grid points × repetitions (seed + i), each checked by tc's own rules first, so
    that a bad grid fails before anything runs (ValueError naming the point)."""
    from redline.tc import config as cfg
    for p in points:
        try:
            cfg.build(list(p), None, cycles_per_us=clock_mhz)
        except ValueError as e:
            raise ValueError(f"grid point {' '.join(p)}: {e}") from None
    shas = {t: _sha(t) for t in traces}
    return [Task(t, p, backend, width, clock_mhz, seed + r, shas[t])
            for r in range(reps) for t in traces for p in points]


@functools.lru_cache(maxsize=8)
def _packets(path: str, sha: str) -> tuple:
    """A trace's packets, read once per worker process and content (a worker runs many tasks
    of the same few traces)."""
    from redline.replay.pcapio import read_pcap
    return tuple(read_pcap(path))


def run_task(task: Task) -> dict:
    """One replay and its row (the key included)."""
    from redline import replay as rp
    from redline.tc import config as cfg
    conf = cfg.build(list(task.words), None, cycles_per_us=task.clock_mhz, seed=task.seed)
    packets = _packets(task.trace, task.trace_sha)
    t0 = time.monotonic()
    res = rp.replay(packets, conf.knobs, clock_mhz=task.clock_mhz, width_bits=task.width, backend=task.backend)
    c = res.counters
    marked = c["prob_mark"] + c["forced_mark"]
    early = c["prob_drop"] + c["forced_drop"]
    span_ns = (packets[-1].ts_ns - packets[0].ts_ns) if len(packets) > 1 else 0
    return {"key": task.key(), "trace": Path(task.trace).name, "words": " ".join(task.words),
            "backend": task.backend, "width": task.width, "clock_mhz": task.clock_mhz, "seed": task.seed,
            "sent_pkts": c["pkts_out"], "sent_bytes": c["bytes_out"], "pkts_in": c["pkts_in"],
            "marked": marked, "early": early, "pdrop": c["pdrop"], "other": c["bad"] + c["buf_full"],
            "buf_full": c["buf_full"], "peak_backlog": c["peak_backlog"], "peak_qlen": c["peak_qlen"],
            "goodput_bps": c["bytes_out"] * 8e9 / span_ns if span_ns else None,
            "task_seconds": round(time.monotonic() - t0, 4)}


def load_done(path: Path) -> dict[str, dict]:
    """Rows already finished (by key); a torn last line of an interrupted run is ignored."""
    done = {}
    if path.exists():
        for line in path.read_text().splitlines():
            try:
                row = json.loads(line)
            except json.JSONDecodeError:
                continue
            done[row["key"]] = row
    return done


def run_sweep(tasks: Sequence[Task], out: Path, workers: int | None = None, address: str | None = None,
              progress: bool = False, on_row: Callable[[dict], None] | None = None) -> dict:
    """Runs the tasks not yet in out/results.jsonl on Ray; returns {"rows", "ran", "skipped",
    "seconds"}. Every task's row is in "rows", in task order."""
    import ray

    out.mkdir(parents=True, exist_ok=True)
    jl = out / "results.jsonl"
    done = load_done(jl)
    todo = [t for t in dict.fromkeys(tasks) if t.key() not in done]
    t0 = time.monotonic()
    if todo:
        if address:
            ray.init(address=address, log_to_driver=False, logging_level=logging.WARNING)
        else:
            ray.init(num_cpus=workers, include_dashboard=False, log_to_driver=False, logging_level=logging.WARNING)
        try:
            remote = ray.remote(num_cpus=1)(run_task)
            pending = {remote.remote(t): t for t in todo}
            bar = None
            if progress:
                from tqdm import tqdm
                bar = tqdm(total=len(tasks), initial=len(tasks) - len(todo), unit="task", desc="sweep")
            with jl.open("a") as fh:
                while pending:
                    ready, _ = ray.wait(list(pending), num_returns=1)
                    for ref in ready:
                        pending.pop(ref)
                        row = ray.get(ref)
                        fh.write(json.dumps(row) + "\n")
                        fh.flush()
                        done[row["key"]] = row
                        if on_row:
                            on_row(row)
                        if bar:
                            bar.update(1)
            if bar:
                bar.close()
        finally:
            ray.shutdown()
    rows = [done[t.key()] for t in tasks]
    return {"rows": rows, "ran": len(todo), "skipped": len(set(tasks)) - len(todo),
            "seconds": round(time.monotonic() - t0, 2)}


def write_tables(rows: list[dict], out: Path) -> dict[str, Path]:
    """results.csv and results.json of every row, and marks and drops against the swept word."""
    paths = {"results.json": out / "results.json", "results.csv": out / "results.csv"}
    paths["results.json"].write_text(json.dumps(rows, indent=1) + "\n")
    with paths["results.csv"].open("w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0]) if rows else ["key"])
        w.writeheader()
        w.writerows(rows)
    return paths


def plot(rows: list[dict], axis: str, out: Path) -> Path | None:
    """Marked and early-dropped packets against the values of `axis` (one word of the grid),
    per trace, the other axes averaged."""
    def value(words: str) -> float | None:
        w = words.split()
        try:
            return float(w[w.index(axis) + 1])
        except (ValueError, IndexError):
            return None
    pts: dict[str, dict[float, list[dict]]] = {}
    for r in rows:
        v = value(r["words"])
        if v is not None:
            pts.setdefault(r["trace"], {}).setdefault(v, []).append(r)
    if not pts:
        return None
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, (a1, a2) = plt.subplots(1, 2, figsize=(10, 3.8))
    for i, (trace, by) in enumerate(sorted(pts.items())):
        xs = sorted(by)
        for ax, key in ((a1, "marked"), (a2, "early")):
            ax.plot(xs, [sum(r[key] for r in by[x]) / len(by[x]) for x in xs], "o-", color=f"C{i}", label=trace)
    for ax, what in ((a1, "marked packets"), (a2, "early drops")):
        ax.set_xlabel(axis)
        ax.set_ylabel(what + " (mean over the other axes)")
        ax.grid(alpha=0.3)
        ax.legend(fontsize=7)
    fig.suptitle(f"redline sweep: {len(rows)} replays")
    fig.tight_layout()
    path = out / f"sweep_{axis}.png"
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return path


def parse_axis(text: str) -> tuple[str, list[str]]:
    """`--grid NAME=V1,V2,...` (or NAME=START:STOP:STEP for numbers) → (NAME, values)."""
    name, sep, vals = text.partition("=")
    if not sep or not name or not vals:
        raise ValueError(f"--grid {text}: write NAME=V1,V2,... or NAME=START:STOP:STEP")
    if vals.count(":") == 2:
        try:
            a, b, s = (float(x) for x in vals.split(":"))
        except ValueError:
            raise ValueError(f"--grid {text}: START:STOP:STEP must be numbers") from None
        if s <= 0 or b < a:
            raise ValueError(f"--grid {text}: STEP must be > 0 and STOP >= START")
        n = int(round((b - a) / s)) + 1
        return name, [f"{a + i * s:g}" for i in range(n)]
    return name, [v for v in vals.split(",") if v]


__all__ = ["Task", "ROW_VERSION", "set_word", "grid", "make_tasks", "run_task", "run_sweep", "load_done",
           "write_tables", "plot", "parse_axis"]
