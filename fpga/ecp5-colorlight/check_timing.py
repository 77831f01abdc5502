#!/usr/bin/env python3
"""Fails the board build unless every constrained clock in nextpnr's --report JSON reaches its
target frequency with MARGIN percent to spare, and prints the utilisation. Usage:
check_timing.py report.json [--margin-pct 10]"""
from __future__ import annotations

import argparse
import json
import sys


def verdicts(report: dict, margin_pct: float) -> list[tuple[str, float, float, bool]]:
    """(clock, achieved MHz, constraint MHz, ok) for each clock nextpnr constrained."""
    out = []
    for clk, f in sorted(report.get("fmax", {}).items()):
        need = f["constraint"] * (1 + margin_pct / 100)
        out.append((clk, f["achieved"], f["constraint"], f["achieved"] >= need))
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("report")
    ap.add_argument("--margin-pct", type=float, default=10.0)
    a = ap.parse_args(argv)
    try:
        report = json.load(open(a.report))
    except (OSError, json.JSONDecodeError) as e:
        print(f"check_timing: cannot read {a.report}: {e}", file=sys.stderr)
        return 2
    for name, u in sorted(report.get("utilization", {}).items()):
        if u.get("used"):
            print(f"  {name:16s} {u['used']:6d} / {u['available']:6d} ({100 * u['used'] / u['available']:.0f} %)")
    v = verdicts(report, a.margin_pct)
    if not v:
        print("check_timing: the report has no constrained clock", file=sys.stderr)
        return 1
    for clk, got, want, ok in v:
        print(f"  {clk}: {got:.2f} MHz, constraint {want:.2f} MHz + {a.margin_pct:g} % -> {'ok' if ok else 'FAIL'}")
    if not all(ok for *_, ok in v):
        print(f"check_timing: timing not met with {a.margin_pct:g} % margin", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
