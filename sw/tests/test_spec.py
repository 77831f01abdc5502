"""The shared encodings (hw/src/main/scala/redline/Spec.scala): the generated Python, C and
Markdown forms agree, the software reads them rather than restating them, and no hand-written
copy of a code table is left in the sources."""
from __future__ import annotations

import re
from pathlib import Path

from redline.tc import config
from redline import model
from redline.spec import regmap
from redline.cli import report
from redline.spec.regs import ENUMS, ERR_CODES

ROOT = Path(__file__).resolve().parents[2]


def c_macros() -> dict[str, int]:
    text = (ROOT / "hw" / "gen" / "redline_regs.h").read_text()
    return {m[1]: int(m[2]) for m in re.finditer(r"^#define (REDLINE_\w+)\s+(\d+) /\*", text, re.M)}


def c_foreach(name: str) -> list[tuple[int, str]]:
    text = (ROOT / "hw" / "gen" / "redline_regs.h").read_text()
    body = text.split(f"#define REDLINE_FOREACH_{name.upper()}(X) \\\n", 1)[1].split("\n\n", 1)[0]
    return [(int(c), l) for c, l in re.findall(r'X\((\d+), "([^"]*)"\)', body)]


def test_c_header_has_every_code_of_every_enumeration():
    macros = c_macros()
    for name, codes in ENUMS.items():
        for label, code in codes.items():
            key = f"REDLINE_{name.upper()}_{re.sub('[^A-Z0-9]+', '_', label.upper())}"
            assert macros.get(key) == code, (key, code)
        assert c_foreach(name) == [(c, l) for l, c in codes.items()], name


def test_markdown_lists_every_code():
    md = (ROOT / "docs" / "registers.md").read_text()
    enc = md.split("## Encodings", 1)[1]
    for name, codes in ENUMS.items():
        section = enc.split(f"### `{name}`", 1)[1].split("###", 1)[0]
        rows = re.findall(r"^\| (\d+) \| `([^`]*)` \|", section, re.M)
        assert [(int(c), l) for c, l in rows] == [(c, l) for l, c in codes.items()], name


def test_err_codes_are_the_refusals():
    assert ERR_CODES == {c: l for l, c in ENUMS["err_code"].items() if c}
    assert regmap.refusal_reason(3) == "max_th<min_th"


def test_software_reads_the_generated_codes():
    assert (model.MODE_DT, model.MODE_RED, model.MODE_ECN) == tuple(ENUMS["mode"][m] for m in ("dt", "red", "ecn"))
    assert config.MODES == ENUMS["mode"] and config.UNITS == ENUMS["unit"]
    assert {v: k for k, v in regmap.ACTIONS.items()} == ENUMS["action"]
    assert regmap.REASONS[ENUMS["reason"]["none"]] is None
    assert {v: k for k, v in regmap.REASONS.items() if v} == {k: v for k, v in ENUMS["reason"].items() if k != "none"}
    assert set(report.REASONS) == set(ENUMS["reason"]) - {"none"}


# A code table typed out again: two labels of one enumeration, each beside a code, on one line
# (e.g. {0: "pass", 1: "mark", ...}, {"dt": 0, "red": 1, ...}, [REDLINE_MODE_DT] = "dt", ...).
# err_code's labels are knob names, which sit beside numbers everywhere as knob values, so for
# it only the code-first forms count.
def _copied_tables(line: str) -> list[str]:
    hits = []
    for name, codes in ENUMS.items():
        paired = set()
        for label, code in codes.items():
            q = re.escape(f'"{label}"')
            # a label beside its own code (a count keyed by labels, {"full": 3}, is no copy), or
            # in a C array indexed by a code macro
            forms = [rf"\b{code}\s*:\s*{q}", rf"\]\s*=\s*{q}"] + ([] if name == "err_code" else [rf"{q}\s*:\s*{code}\b"])
            if any(re.search(f, line) for f in forms):
                paired.add(label)
        if len(paired) >= 2:
            hits.append(name)
    return hits


def test_the_copy_finder_finds_copies():
    assert _copied_tables('ACTIONS = {0: "pass", 1: "mark", 2: "drop"}') == ["action"]
    assert _copied_tables('MODES = {"dt": 0, "red": 1, "ecn": 2}') == ["mode"]
    assert _copied_tables('[REDLINE_MODE_DT] = "dt", [REDLINE_MODE_RED] = "red",') == ["mode"]
    assert _copied_tables('k = dict(min_th=1, max_th=2); {"min_th": 9000, "max_th": 3}') == []
    assert _copied_tables('assert res == {"ok": 2, "full": 3, "bad": 1}') == []  # counts, not codes


def test_no_hand_written_code_table_is_left():
    generated = {ROOT / "sw" / "redline" / "spec" / "regs.py"}
    found = []
    for sub in ("sw/redline", "sw/kmod", "sim", "cocotb-tests", "scripts", "fpga"):
        for f in (ROOT / sub).rglob("*"):
            if f.suffix not in (".py", ".c", ".h", ".cpp") or f in generated or not f.is_file():
                continue
            for i, line in enumerate(f.read_text(errors="replace").splitlines(), 1):
                if _copied_tables(line):
                    found.append(f"{f.relative_to(ROOT)}:{i}: {line.strip()}")
    assert not found, "code tables written out again instead of read from Spec (regs.py / redline_regs.h):\n" + "\n".join(found)
