"""Logic levels of the worst path between sequential elements or ports in a flattened Yosys JSON
netlist of UltraScale+ cells (synth_xilinx -family xcup). Yosys' own `ltp` reports false loops
through mapped flip-flops, so scripts/synth_report.py counts levels here. docs/reports.md
states the rules; in short:

- start points: top-level inputs, flip-flop outputs, block RAM / URAM outputs, registered DSP
  outputs, constants; end points: top-level outputs and every input of a sequential cell;
- one level per LUT1..LUT6, INV, MUXF7/8/9, CARRY8 (Vivado's count: a 64-bit carry chain is
  eight levels; Yosys emits CARRY4, and each pair of a chain, which Vivado retargets to one
  CARRY8, counts as one) and LUT-RAM / SRL read (address to data); one level for a DSP48E2 whose
  combinational part the path crosses (an unregistered input to the M or P register or to an
  unregistered output);
- `chain_as_one=True` counts a cascaded CARRY8/CARRY4 (its CI driven by another one) as zero
  extra levels, so a whole carry chain is one level: the second figure of the report.

`worst_path` gives the single deepest path; `deepest_paths` the deepest path to each group of
end points (a register or bus by its base name, an output port), in both counts, deepest first:
the list of paths to pipeline next.
"""
from __future__ import annotations

import re
from collections import Counter

FF_RE = re.compile(r"^(FD[RSCP]E(_1)?|LD[CP]E|FDRE_1|FDSE_1)$")
SEQ_TYPES = {"RAMB18E2", "RAMB36E2", "URAM288", "URAM288_BASE", "FIFO18E2", "FIFO36E2"}
LUT_RE = re.compile(r"^LUT[1-6](_2)?$")
MUXF_RE = re.compile(r"^MUXF[789]$")
LUTRAM_RE = re.compile(r"^RAM(32|64|128|256|512)(X1[SD]|M|M8|M16)(_1)?$")
SRL_RE = re.compile(r"^SRL(C)?(16|32)E$")
CONST_TYPES = {"VCC", "GND"}
WIRE_TYPES = {"BUF", "BUFG", "IBUF", "OBUF", "BUFGCE"}

# DSP48E2 input ports: (input-register parameter, stage the unregistered input feeds: M goes
# through the pre-adder and multiplier, P only through the ALU).
DSP_INPUTS = {
    "A": ("AREG", "M"), "ACIN": ("AREG", "M"), "B": ("BREG", "M"), "BCIN": ("BREG", "M"),
    "D": ("DREG", "M"), "INMODE": ("INMODEREG", "M"),
    "C": ("CREG", "P"), "PCIN": (None, "P"), "CARRYIN": ("CARRYINREG", "P"),
    "CARRYCASCIN": (None, "P"), "MULTSIGNIN": (None, "P"), "OPMODE": ("OPMODEREG", "P"),
    "ALUMODE": ("ALUMODEREG", "P"), "CARRYINSEL": ("CARRYINSELREG", "P"),
}
DSP_OUTPUTS_CASCADE_A = {"ACOUT": "A", "BCOUT": "B"}


def _param(cell: dict, name: str) -> int:
    v = cell.get("parameters", {}).get(name, 0)
    if isinstance(v, int):
        return v
    s = str(v).strip()
    if s and set(s) <= {"0", "1", "x", "z"}:
        return int(s.replace("x", "0").replace("z", "0"), 2)
    try:
        return int(s)
    except ValueError:
        return 0


class LevelGraph:
    """Combinational edges between net bits, weighted by the levels they add."""

    def __init__(self, module: dict, chain_as_one: bool = False):
        self.chain_as_one = chain_as_one
        self.fanin: dict[int, list[tuple[int, int, str]]] = {}  # out bit -> [(in bit, weight, cell)]
        self.ends: list[tuple[int, int, str, str]] = []  # (bit, extra levels, where, end group)
        self.cell_type: dict[str, str] = {}
        self.unknown: Counter = Counter()
        self.names = self._bit_names(module)
        drivers: dict[int, str] = {}
        cells = module.get("cells", {})
        for name, c in cells.items():
            for port, bits in c["connections"].items():
                if c.get("port_directions", {}).get(port) == "output":
                    for b in bits:
                        if isinstance(b, int):
                            drivers[b] = c["type"]
        self.driver_type = drivers
        self._cells = cells
        self._chain_idx: dict[str, int] = {}
        self.carry_driver = {b: n for n, c in cells.items() if c["type"] == "CARRY4"
                             for b in c["connections"].get("CO", [])[3:4] if isinstance(b, int)}
        for name, c in cells.items():
            self.cell_type[name] = c["type"]
            self._add_cell(name, c)
        for pname, p in module.get("ports", {}).items():
            if p["direction"] in ("output", "inout"):
                for b in p["bits"]:
                    if isinstance(b, int):
                        self.ends.append((b, 0, f"output {pname}", f"output {pname}"))

    @staticmethod
    def _bit_names(module: dict) -> dict[int, str]:
        best: dict[int, tuple[int, str]] = {}
        for n, info in module.get("netnames", {}).items():
            rank = (1 if n.startswith("$") else 0) * 1000 + len(n)
            for i, b in enumerate(info["bits"]):
                if not isinstance(b, int):
                    continue
                label = n if len(info["bits"]) == 1 else f"{n}[{i + info.get('offset', 0)}]"
                if b not in best or rank < best[b][0]:
                    best[b] = (rank, label)
        return {b: v[1] for b, v in best.items()}

    def _edge(self, outs, ins, w, cell):
        for o in outs:
            if isinstance(o, int):
                lst = self.fanin.setdefault(o, [])
                for i in ins:
                    if isinstance(i, int):
                        lst.append((i, w, cell))

    def _end(self, bits, extra, where, group):
        for b in bits:
            if isinstance(b, int):
                self.ends.append((b, extra, where, group))

    def _group(self, kind: str, out_bits, cell: str) -> str:
        """The end group of a sequential cell, named for a reader of the report:
        - a flip-flop: its output net without the bit index (red.qavg[12] -> red.qavg);
        - a memory (block RAM, LUT RAM, SRL): the memory, from Yosys' cell name (txq.descMem.0.17
          -> txq.descMem), else its output net;
        - a DSP48E2: "DSP " and its P net, else the multiplier it is part of, from the cell name
          ($mul$../hw/gen/x.v:3008$612.genblk1.sliceA... -> $mul$x.v:3008$612).
        Flip-flops and memories with only Yosys-made names each share one group."""
        q = [b for b in out_bits if isinstance(b, int)]
        net = self.names.get(q[0], "") if q else ""
        public = base_name(net) if net and not net.startswith("$") else None
        if kind == "dsp":
            return "DSP " + (public or re.sub(r"[\w.\-]*/", "", re.split(r"\.(?:genblk|slice)", cell)[0]))
        if kind == "memory":
            m = re.match(r"^([^$].*?)\.\d+(?:\.|$)", cell)
            return m.group(1) if m else (public or "(unnamed memories)")
        return public or "(unnamed flip-flops)"

    def _add_cell(self, name: str, c: dict) -> None:
        t, conn = c["type"], c["connections"]
        dirs = c.get("port_directions", {})
        ins = {p: b for p, b in conn.items() if dirs.get(p) == "input"}
        outs = {p: b for p, b in conn.items() if dirs.get(p) == "output"}
        if FF_RE.match(t) or t in SEQ_TYPES:
            q = [b for p in ("Q", "DOUTADOUT", "DOUTBDOUT", "DOUT_A", "DOUT_B") for b in conn.get(p, [])
                 if isinstance(b, int)]
            what = f"{t} {self.names.get(q[0], name)}" if q else f"{t} {name}"
            group = self._group("memory" if t in SEQ_TYPES else "ff", q, name)
            for p, bits in ins.items():
                self._end(bits, 0, f"{what} {p}", group)
            return
        if t in CONST_TYPES or t == "$scopeinfo":
            return
        if LUT_RE.match(t) or MUXF_RE.match(t) or t == "INV":
            self._edge([b for bs in outs.values() for b in bs], [b for bs in ins.values() for b in bs], 1, name)
            return
        if t in WIRE_TYPES:
            self._edge([b for bs in outs.values() for b in bs], [b for bs in ins.values() for b in bs], 0, name)
            return
        if t == "CARRY8":
            self._carry8(name, c)
            return
        if t == "CARRY4":
            self._carry4(name, c)
            return
        if LUTRAM_RE.match(t) or SRL_RE.match(t):
            # Reads are combinational from the address; every input also ends a path (the write).
            data_out = [b for p, bs in outs.items() if p != "Q31" for b in bs]
            group = self._group("memory", data_out, name)
            for p, bits in ins.items():
                self._end(bits, 0, f"{t} {p}", group)
            addr = [b for p, bs in ins.items() if re.match(r"^(A\d*|ADDR[A-H]|DPRA\d*)$", p) for b in bs]
            self._edge(data_out, addr, 1, name)
            return
        if t == "DSP48E2":
            self._dsp(name, c, ins, outs)
            return
        # Anything else: treat it as one level from every input to every output, and say so.
        self.unknown[t] += 1
        self._edge([b for bs in outs.values() for b in bs], [b for bs in ins.values() for b in bs], 1, name)

    def _carry8(self, name: str, c: dict) -> None:
        conn = c["connections"]
        dual = "DUAL" in str(c.get("parameters", {}).get("CARRY_TYPE", ""))
        ci = [b for b in conn.get("CI", []) if isinstance(b, int)]
        ci_w = 1
        if self.chain_as_one and ci and self.driver_type.get(ci[0]) == "CARRY8":
            ci_w = 0
        o, co = conn.get("O", []), conn.get("CO", [])
        di, s = conn.get("DI", []), conn.get("S", [])
        for j in range(8):
            outs = [o[j] if j < len(o) else None, co[j] if j < len(co) else None]
            lo = 4 if (dual and j >= 4) else 0
            for i in range(lo, j + 1):
                src = []
                if i < len(s):
                    src.append(s[i])
                if i < len(di) and i < j:
                    src.append(di[i])  # DI[i] selects carry i+1 onwards
                if i == j and i < len(di):
                    # DI[j] reaches CO[j] (not O[j])
                    self._edge([outs[1]], [di[i]], 1, name)
                self._edge(outs, src, 1, name)
            if dual and j >= 4:
                self._edge(outs, conn.get("CI_TOP", []), 1, name)
            else:
                self._edge(outs, ci, ci_w, name)

    def _carry4(self, name: str, c: dict) -> None:
        """Yosys maps carry logic to CARRY4 even for xcup; Vivado retargets each pair of a chain
        (counted from its head) into one CARRY8. So, as for CARRY8: a chain's even CARRY4s (0, 2,
        ...) add a level, the odd ones add none when entered through CI (the same CARRY8),
        one when entered through DI/S; with chain_as_one every cascaded CARRY4 adds none."""
        conn = c["connections"]
        idx = self.chain_index(name)
        ci = [b for b in conn.get("CI", []) if isinstance(b, int)]
        cascaded = bool(ci) and self.driver_type.get(ci[0]) == "CARRY4"
        ci_w = 0 if cascaded and (self.chain_as_one or idx % 2 == 1) else 1
        o, co = conn.get("O", []), conn.get("CO", [])
        di, s = conn.get("DI", []), conn.get("S", [])
        for j in range(4):
            outs = [o[j] if j < len(o) else None, co[j] if j < len(co) else None]
            for i in range(j + 1):
                src = [s[i]] if i < len(s) else []
                if i < j and i < len(di):
                    src.append(di[i])
                self._edge(outs, src, 1, name)
            if j < len(di):
                self._edge([outs[1]], [di[j]], 1, name)
            self._edge(outs, ci, ci_w, name)
            self._edge(outs, conn.get("CYINIT", []), 1, name)

    def chain_index(self, name: str) -> int:
        """Position of a CARRY4 in its chain (0 at the head), following CI back."""
        if name in self._chain_idx:
            return self._chain_idx[name]
        seq, cur = [], name
        while cur is not None and cur not in self._chain_idx:
            seq.append(cur)
            ci = [b for b in self._cells[cur]["connections"].get("CI", []) if isinstance(b, int)]
            cur = self.carry_driver.get(ci[0]) if ci else None
        base = -1 if cur is None else self._chain_idx[cur]
        for k, n in enumerate(reversed(seq)):
            self._chain_idx[n] = base + 1 + k
        return self._chain_idx[name]

    def _dsp(self, name: str, c: dict, ins: dict, outs: dict) -> None:
        mreg = _param(c, "MREG") > 0
        preg = _param(c, "PREG") > 0
        group = self._group("dsp", outs.get("P", []), name)
        stage_ins: dict[str, list[int]] = {"M": [], "P": []}
        for p, bits in ins.items():
            spec = DSP_INPUTS.get(p)
            if spec is None:  # clocks, enables, resets: they end paths
                self._end(bits, 0, f"DSP48E2 {p}", group)
                continue
            reg, stage = spec
            if reg and _param(c, reg) > 0:
                self._end(bits, 0, f"DSP48E2 {p} ({reg})", group)
                continue
            if stage == "M" and not mreg:
                stage = "P"
            stage_ins[stage].extend(bits)
        # An unregistered input ending at the M or P register crosses the DSP: one level.
        if mreg:
            self._end(stage_ins["M"], 1, "DSP48E2 M register", group)
        if preg:
            self._end(stage_ins["P"], 1, "DSP48E2 P register", group)
        for p, bits in outs.items():
            if p in DSP_OUTPUTS_CASCADE_A:
                src = DSP_OUTPUTS_CASCADE_A[p]
                reg = "AREG" if src == "A" else "BREG"
                if _param(c, reg) == 0:
                    self._edge(bits, ins.get(src, []), 0, name)
                continue
            if not preg:
                self._edge(bits, stage_ins["P"], 1, name)  # the M register (if any) starts at 0


def base_name(label: str) -> str:
    """A net or cell name without its bit index: red.qavg[12] -> red.qavg."""
    return re.sub(r"\[\d+\]$", "", label)


def _longest(g: LevelGraph) -> tuple[dict[int, int], dict[int, tuple[int, str] | None]]:
    """Levels of the deepest path into every bit reachable backwards from an end point, and the
    (input bit, cell) each one's deepest path comes through: a depth-first longest-path search."""
    level: dict[int, int] = {}
    pred: dict[int, tuple[int, str] | None] = {}
    ON_STACK = -1
    for root in {e[0] for e in g.ends}:
        if root in level:
            continue
        stack = [(root, 0)]
        level[root] = ON_STACK
        while stack:
            b, k = stack[-1]
            fan = g.fanin.get(b, [])
            if k < len(fan):
                stack[-1] = (b, k + 1)
                i = fan[k][0]
                if i not in level:
                    level[i] = ON_STACK
                    stack.append((i, 0))
                elif level[i] == ON_STACK:
                    raise ValueError(f"combinational loop through {g.names.get(i, i)}")
                continue
            best, arg = 0, None
            for i, w, cell in fan:
                v = level[i] + w
                if arg is None or v > best:
                    best, arg = v, (i, cell)
            level[b] = best
            pred[b] = arg
            stack.pop()
    return level, pred


def _path(g: LevelGraph, pred: dict, levels: int, end: tuple[int, str]) -> dict:
    """The path that ends at end = (bit, where): levels, start and end names, cells by type."""
    cells: Counter = Counter()
    b = start = end[0]
    seen = set()
    while pred.get(b) is not None and b not in seen:
        seen.add(b)
        i, cell = pred[b]
        cells[g.cell_type.get(cell, "?")] += 1
        start = b = i
    return {"levels": levels, "cells": dict(cells.most_common()),
            "start": g.names.get(start, str(start)),
            "end": f"{g.names.get(end[0], str(end[0]))} ({end[1]})"}


def _analyse(module: dict, chain_as_one: bool) -> tuple[dict, dict[str, dict]]:
    """One count over the netlist: the deepest path, and the deepest path of each end group."""
    g = LevelGraph(module, chain_as_one)
    level, pred = _longest(g)
    worst, end = -1, None
    best: dict[str, tuple[int, int, str]] = {}
    for b, extra, where, group in g.ends:
        v = level[b] + extra
        if v > worst:
            worst, end = v, (b, where)
        if group not in best or v > best[group][0]:
            best[group] = (v, b, where)
    if end is None:
        top = {"levels": 0, "cells": {}, "start": None, "end": None}
    else:
        top = _path(g, pred, worst, end)
    groups = {grp: _path(g, pred, v, (b, where)) for grp, (v, b, where) in best.items()}
    return top | {"unknown_cells": dict(g.unknown)}, groups


def worst_path(module: dict, chain_as_one: bool = False) -> dict:
    """The deepest path: levels, its start and end net names, and its cells by type."""
    return _analyse(module, chain_as_one)[0]


def _rows(chain1: dict[str, dict], carry8: dict[str, dict], limit: int | None) -> list[dict]:
    rows = [{"group": grp, "levels_chain1": p["levels"], "levels": carry8[grp]["levels"],
             "start": p["start"], "end": p["end"], "cells": p["cells"], "start_carry8": carry8[grp]["start"]}
            for grp, p in chain1.items()]
    rows.sort(key=lambda r: (-r["levels_chain1"], -r["levels"], r["group"]))
    return rows if limit is None else rows[:limit]


def deepest_paths(module: dict, limit: int | None = None) -> list[dict]:
    """The deepest path to each end point group (a register or bus by its base name, a DSP or RAM
    by its output, an output port), counted both ways: one row per group with levels_chain1 and
    levels (CARRY8 counted), the start, end and cells of its deepest chain-as-one path, and the
    start of its deepest CARRY8-counted path. Deepest first by the chain-as-one count (the issue's
    goal), then by the CARRY8 count, then by name; the first `limit` rows if given."""
    return _rows(_analyse(module, True)[1], _analyse(module, False)[1], limit)


def level_report(module: dict, limit: int | None = None) -> dict:
    """worst_path both ways and deepest_paths, counting each way once."""
    worst1, chain1 = _analyse(module, True)
    worst8, carry8 = _analyse(module, False)
    return {"levels": worst8, "levels_chain1": worst1, "deepest_paths": _rows(chain1, carry8, limit)}


def top_module(netlist: dict, top: str | None = None) -> dict:
    mods = netlist["modules"]
    if top:
        return mods[top]
    tops = [m for m in mods.values() if str(m.get("attributes", {}).get("top", "0")).strip("0") != ""]
    if len(tops) != 1:
        raise ValueError("cannot tell the top module; pass top=")
    return tops[0]


def carry8_count(module: dict) -> int:
    """CARRY8 cells after Vivado's retargeting: native CARRY8s, plus one per pair of CARRY4s
    counted from the head of each chain (a chain of five CARRY4s makes three CARRY8s)."""
    cells = module.get("cells", {})
    carry_driver = {b: n for n, c in cells.items() if c["type"] == "CARRY4"
                    for b in c["connections"].get("CO", [])[3:4] if isinstance(b, int)}
    idx: dict[str, int] = {}

    def index(name: str) -> int:
        seq, cur = [], name
        while cur is not None and cur not in idx:
            seq.append(cur)
            ci = [b for b in cells[cur]["connections"].get("CI", []) if isinstance(b, int)]
            cur = carry_driver.get(ci[0]) if ci else None
        base = -1 if cur is None else idx[cur]
        for k, n in enumerate(reversed(seq)):
            idx[n] = base + 1 + k
        return idx[name]

    native = sum(1 for c in cells.values() if c["type"] == "CARRY8")
    return native + sum(1 for n, c in cells.items() if c["type"] == "CARRY4" and index(n) % 2 == 0)
