"""`make bench` in miniature, so that its scripts cannot rot between benchmark runs: the harness
bench on the 64-bit TM with a short workload (and its dense marking on the compare-only loop's
64-bit TM, whose harness it builds), and the real-time bench at one low rate for one second. The figures are not judged (that is the benchmark's job); the scripts must run to the
end and write a report with the rows they promise."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from redline.lab import netns
from redline.replay import rtl_backend

ROOT = Path(__file__).resolve().parents[2]


def test_bench_harness_smoke(tmp_path):
    if not rtl_backend.binary(64).exists():
        pytest.fail(f"{rtl_backend.binary(64)} is missing: `make sim` builds it")
    # The loop TM's harness, as `make bench` builds it (no profile; 20 s).
    subprocess.run(rtl_backend.variant_build_command("w64_b4k_loop"), check=True)
    out = tmp_path / "bench.md"
    r = subprocess.run([sys.executable, str(ROOT / "scripts" / "bench.py"), "--out", str(out), "--widths", "64",
                        "--cycles", "20000", "--repeat", "1", "--packets", "100", "--no-build",
                        "--loop-variants", "w64_b4k_loop"],
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stdout + r.stderr
    res = json.loads(out.with_suffix(".json").read_text())
    assert [s["width"] for s in res["speed"]] == [64] and res["speed"][0]["best_cps"] > 0
    tput = {(t["width"], t["size"]): t for t in res["throughput"]}
    assert tput[(64, 64)]["dropped"] == 0 and tput[(64, 64)]["packets_per_clock"] > 0
    assert "Verilator simulation speed" in out.read_text()
    # The dense-marking workloads mark what they promise, on both TMs; the figures are the bench's.
    assert {d["tm"] for d in res["dense"]} == {"w64", "w64_b4k_loop"}
    for tm in ("w64", "w64_b4k_loop"):
        dense = {d["workload"]: d for d in res["dense"] if d["tm"] == tm}
        assert dense["every frame"]["marks"] == 100 and dense["every second frame"]["marks"] == 50
        assert 30 <= dense["random, p = 0.5"]["marks"] <= 70
        assert all(dense[w]["dropped"] == 0 for w in ("every frame", "every second frame", "random, p = 0.5"))
        # prob: the 8-packet limit turns frames away; most of the rest are marked by qcount/qR,
        # fewer with a smaller max_p
        prob = dense["prob"]
        assert prob["marks"] > (prob["frames"] - prob["dropped"]) // 2, prob
        assert dense["prob, max_p 1/16"]["marks"] < dense["prob, max_p 1/4"]["marks"] < prob["marks"]
        assert all(d["decisions_per_clock"] > 0 for d in dense.values())
    # Only the loop defers gentle-band decisions; with frames back to back it holds its input
    # while they wait, and none overruns.
    gentle = dense["gentle band"]
    assert gentle["held"] > 0 and gentle["overruns"] == gentle["overrun_counter"] == 0, gentle
    assert "Decisions per clock under dense marking" in out.read_text()


def test_bench_realtime_smoke(tmp_path):
    try:
        netns.check_available()
    except netns.Unavailable as e:
        pytest.skip(f"real-time bench needs namespaces: {e}")
    out = tmp_path / "rt.md"
    r = subprocess.run([sys.executable, str(ROOT / "scripts" / "bench_realtime.py"), "--out", str(out),
                        "--rates", "10", "--seconds", "1"], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    rows = json.loads(out.with_suffix(".json").read_text())["rows"]
    assert len(rows) == 1 and "error" not in rows[0], rows
    assert rows[0]["rate_mbps"] == 10 and rows[0]["goodput_mbps"] > 0
    assert "| 10 Mbit/s |" in out.read_text()
