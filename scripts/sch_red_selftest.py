#!/usr/bin/env python3
"""Linux's own sch_red selftest, ported to replay traces and run on the model and the RTL.

tools/testing/selftests/net/forwarding/sch_red.sh (torvalds/linux) holds a RED qdisc's backlog
at levels around its min threshold and checks what RED does there. Its ecn, ecn_nodrop and red
tests, with its numbers (docs/selftest.md):

    ecn         backlog 2/3 of min (built with UDP): 0 % of the packets sent are marked;
                3/2 of min (built with ECT TCP): at least 95 % marked;
                UDP cannot build it to 2x min: RED drops it early
    ecn nodrop  the same, but UDP does build it to 2x min: nodrop queues it
    red         2/3 of min: 0 % marked; 3/2 of min cannot be built (early drops), 0 % marked

    scripts/sch_red_selftest.py [--out DIR] [--backend model|rtl|both] [--clock-mhz 25]

prints, per test and level, the backlog asked for and reached, the percentage marked, and what
the selftest requires, for each backend; exit 1 if any requirement fails or the RTL's decision
log differs from the model's.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

import gen_traces as gt
from redline.replay.pcapio import PcapPacket, write_pcap

NS = gt.NS

#: (the selftest's test, the trace, the words it adds to install_qdisc's)
CASES = (("ecn", "sch_red_ecn", "ecn"), ("ecn_nodrop", "sch_red_ecn", "ecn nodrop"), ("red", "sch_red_red", ""))

#: What each test requires of each level: (the backlog must be built, marked %: "== 0" / ">= 95" /
#: None where the selftest measures none)
REQUIRED = {
    "ecn": {"below": (True, "== 0"), "above": (True, ">= 95"), "udp_above": (False, None)},
    "ecn_nodrop": {"below": (True, "== 0"), "above": (True, ">= 95"), "udp_above": (True, None)},
    "red": {"below": (True, "== 0"), "above": (False, "== 0")},
}


def write_traces(out: Path) -> dict[str, Path]:
    out.mkdir(parents=True, exist_ok=True)
    paths = {}
    for name in gt.SCH_RED_LEVELS:
        paths[name] = out / f"{name}.pcap"
        write_pcap(paths[name], [PcapPacket(ts, data) for ts, data in gt.gen_sch_red(name)])
    return paths


def replay(trace: Path, words: str, backend: str, log: Path, clock_mhz: int = 25) -> list[dict]:
    """One `redline replay` of the trace, as a user runs it; returns its decision log."""
    argv = [sys.executable, "-m", "redline.cli", "replay", str(trace), *gt.SCH_RED_WORDS.split(), *words.split(),
            "--clock-mhz", str(clock_mhz), "--log", str(log), "--no-progress"]
    if backend == "model":
        argv.append("--model")
    r = subprocess.run(argv, capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"{' '.join(argv)}: {r.stderr.strip()}")
    with open(log) as f:
        return [json.loads(line) for line in f]


def levels(records: list[dict], trace: str, clock_mhz: int = 25) -> dict[str, dict]:
    """Per level: the backlog a second after the burst that builds it (at the window's start:
    the selftest sends, sleeps 1 s and reads the qdisc's backlog), its peak in between, and the
    percentage marked as the selftest computes it: marks made in the window over packets sent
    in it, in whole percent."""
    def departure_ns(r):
        return r["arrival_ns"] + (r["departure_cycle"] - r["arrival_cycle"]) * 1000 // clock_mhz

    def after(r):  # the backlog once this frame is decided
        return r["backlog"] + (r["len"] if r["action"] != "drop" else 0)

    out = {}
    for name, start, (w0, w1), target, _kind in gt.SCH_RED_LEVELS[trace]:
        s, a, b = int(start * NS), int(w0 * NS), int(w1 * NS)
        held = [after(r) for r in records if s <= r["arrival_ns"] < a]
        peak, read = max(held, default=0), (held[-1] if held else 0)
        marked = sum(1 for r in records if a <= r["arrival_ns"] < b and r["action"] == "mark")
        sent = sum(1 for r in records if r["departure_cycle"] is not None and a <= departure_ns(r) < b)
        out[name] = {"target": target, "peak": peak, "read": read, "built": read >= target, "marked": marked,
                     "sent": sent,
                     "pct": 100 * marked // sent if sent else None}
    return out


def failures(test: str, got: dict[str, dict]) -> list[str]:
    """What the selftest would report failed, in its words."""
    bad = []
    for name, (built, cond) in REQUIRED[test].items():
        g = got[name]
        if g["built"] != built:
            bad.append(f"{name}: backlog {g['read']} / {g['target']}: "
                       + ("could not build the requested backlog" if built else "traffic went into backlog "
                          "instead of being early-dropped"))
        if cond is not None:
            op, n = cond.split()
            ok = g["pct"] is not None and (g["pct"] == int(n) if op == "==" else g["pct"] >= int(n))
            if not ok:
                bad.append(f"{name}: got {g['pct']}% marked packets, expected {cond}")
    return bad


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, help="where the traces and logs go (default: a temporary folder)")
    ap.add_argument("--backend", choices=("model", "rtl", "both"), default="both")
    ap.add_argument("--clock-mhz", type=int, default=25)
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        out = args.out or Path(tmp)
        traces = write_traces(out)
        backends = ("model", "rtl") if args.backend == "both" else (args.backend,)
        ok = True
        print("| test | level | backlog asked / peak / a second later | marked (of sent) | selftest requires | "
              + " | ".join(backends) + " |")
        print("|---|---|---|---|---|" + "---|" * len(backends))
        for test, trace, words in CASES:
            logs = {b: replay(traces[trace], words, b, out / f"{test}.{b}.jsonl", args.clock_mhz) for b in backends}
            got = {b: levels(lg, trace, args.clock_mhz) for b, lg in logs.items()}
            fails = {b: failures(test, g) for b, g in got.items()}
            ok &= not any(fails.values())
            first = got[backends[0]]
            for name, (built, cond) in REQUIRED[test].items():
                g = first[name]
                need = ("built" if built else "not built") + (f", {cond} %" if cond else "")
                verdicts = " | ".join("fail" if any(f.startswith(name + ":") for f in fails[b]) else "pass"
                                      for b in backends)
                print(f"| {test} | {name} | {g['target']} / {g['peak']} / {g['read']} | {g['pct']} % "
                      f"({g['marked']} of {g['sent']}) "
                      f"| {need} | {verdicts} |")
            if len(backends) == 2 and logs["model"] != logs["rtl"]:
                ok = False
                print(f"{test}: the RTL's decision log differs from the model's")
            for b, fs in fails.items():
                for f in fs:
                    print(f"{test} ({b}): {f}", file=sys.stderr)
        print("every requirement holds" + (", and the RTL decided every frame as the model did"
                                           if len(backends) == 2 else "") if ok else "FAILED")
        return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
