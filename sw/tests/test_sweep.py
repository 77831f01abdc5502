"""redline sweep (redline.lab.sweep, issue 25): a grid of replays as tasks on a local Ray.

Two tasks on two workers, each row checked against the same replay run here directly; the
sweep started again skips both by their content hash; a torn last line (an interrupted run)
is ignored and a grid grown by one point runs only that one."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from redline.lab import sweep

ROOT = Path(__file__).resolve().parents[2]
TRACE = str(ROOT / "traces" / "demo.pcap")
BASE = "limit 400000 min 30000 max 90000 avpkt 1000 burst 55 probability 0.02 bandwidth 10mbit ecn".split()


def test_grid_words():
    assert sweep.set_word(BASE, "probability", "0.1")[BASE.index("probability") + 1] == "0.1"
    assert sweep.set_word(BASE, "ecn", "off")[-1] == "10mbit" and "ecn" not in sweep.set_word(BASE, "ecn", "off")
    assert sweep.set_word(["limit", "1"], "gentle", "on") == ["limit", "1", "gentle"]
    assert sweep.set_word(["limit", "1"], "min", "5") == ["limit", "1", "min", "5"]
    pts = sweep.grid(BASE, {"probability": ["0.01", "0.02"], "ecn": ["on", "off"]})
    assert len(pts) == 4 and len(set(pts)) == 4
    assert sweep.parse_axis("min=10000:30000:10000") == ("min", ["10000", "20000", "30000"])
    assert sweep.parse_axis("probability=0.01,0.02") == ("probability", ["0.01", "0.02"])
    for bad in ("min", "=1", "min=3:1:1", "min=a:b:c"):
        with pytest.raises(ValueError):
            sweep.parse_axis(bad)
    with pytest.raises(ValueError, match="grid point"):
        sweep.make_tasks([TRACE], sweep.grid(BASE, {"min": ["95000"]}))   # min above max: tc refuses


def test_two_tasks_on_ray_then_resumed(tmp_path):
    points = sweep.grid(BASE, {"probability": ["0.01", "0.5"]})
    tasks = sweep.make_tasks([TRACE], points)
    assert len({t.key() for t in tasks}) == 2
    res = sweep.run_sweep(tasks, tmp_path, workers=2)
    assert (res["ran"], res["skipped"]) == (2, 0)
    for task, row in zip(tasks, res["rows"]):
        direct = sweep.run_task(task)
        assert {k: v for k, v in row.items() if k != "task_seconds"} == \
            {k: v for k, v in direct.items() if k != "task_seconds"}
    lo, hi = res["rows"]
    assert lo["pkts_in"] == hi["pkts_in"] > 1000 and lo["marked"] + lo["early"] != hi["marked"] + hi["early"]
    assert len((tmp_path / "results.jsonl").read_text().splitlines()) == 2
    # Again: nothing to run.
    again = sweep.run_sweep(tasks, tmp_path, workers=2)
    assert (again["ran"], again["skipped"]) == (0, 2) and again["rows"] == res["rows"]
    # An interrupted run's torn line, and one more point: only that point runs.
    with (tmp_path / "results.jsonl").open("a") as fh:
        fh.write('{"key": "torn')
    more = sweep.make_tasks([TRACE], points + sweep.grid(BASE, {"probability": ["0.1"]}))
    third = sweep.run_sweep(more, tmp_path, workers=1)
    assert (third["ran"], third["skipped"]) == (1, 2)
    paths = sweep.write_tables(third["rows"], tmp_path)
    assert json.loads(paths["results.json"].read_text()) == third["rows"]
    assert sweep.plot(third["rows"], "probability", tmp_path).exists()
