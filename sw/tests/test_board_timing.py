"""fpga/ecp5-colorlight/check_timing.py, the gate of `make bitstream`: every constrained clock
must reach its target with the margin to spare, on reports shaped like nextpnr's --report."""
import importlib.util
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("check_timing", ROOT / "fpga" / "ecp5-colorlight" / "check_timing.py")
ct = importlib.util.module_from_spec(spec)
spec.loader.exec_module(ct)


def report(tmp_path, **fmax):
    r = {"fmax": {clk: {"achieved": a, "constraint": c} for clk, (a, c) in fmax.items()},
         "utilization": {"TRELLIS_COMB": {"used": 20000, "available": 24288}}}
    p = tmp_path / "report.json"
    p.write_text(json.dumps(r))
    return str(p)


def test_every_clock_needs_the_margin(tmp_path, capsys):
    ok = report(tmp_path, clk125=(140.0, 125.0), tm_clk=(34.5, 31.25))
    assert ct.main([ok, "--margin-pct", "10"]) == 0
    # 137 MHz meets 125 MHz but not 125 MHz + 10 %.
    tight = report(tmp_path, clk125=(137.0, 125.0), tm_clk=(34.5, 31.25))
    assert ct.main([tight, "--margin-pct", "10"]) == 1
    assert "clk125: 137.00 MHz" in capsys.readouterr().out
    assert ct.main([tight, "--margin-pct", "5"]) == 0


def test_a_report_without_clocks_or_unreadable_fails(tmp_path):
    assert ct.main([report(tmp_path)]) == 1
    assert ct.main([str(tmp_path / "missing.json")]) == 2
