"""sw/kmod, the Corundum app driver: its shared knob validation (redline_knobs.c) must give the
same verdicts as redline.model.validate and the same register words as regmap.encode_knobs,
and the module must build against the installed kernel headers at W=1 without a warning."""
from __future__ import annotations

import dataclasses
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from redline.spec import regmap
from redline.tc.knobsets import VALIDATION_SEED, knob_sets
from redline.model import _FIELD_BITS, Knobs, validate
from redline.spec.regs import APP, FIELDS, VALUES32, VALUES64

ROOT = Path(__file__).resolve().parents[2]
KMOD = ROOT / "sw" / "kmod"
GEN = ROOT / "hw" / "gen"
KO = "mqnic_app_redline.ko"
M64 = (1 << 64) - 1
# Every reason validate() can give, except "stab must have 256 entries" (C: a fixed array).
RULE_REASONS = ("fls(min_th)+wlog >= 32", "fls(max_th)+wlog >= 32", "max_th < min_th",
                "scell_log >= 24", "stab entry >= 32", "mode > 2", "cycles_per_us < 1",
                "rate >= 2^43", "rate too low for cycles_per_us (token increment 0)",
                "rate too high for cycles_per_us (token increment >= 2^32)")


# ------------------------------------------------------------------------------------------
# the user-space build of the shared validation
# ------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def test_knobs(tmp_path_factory) -> Path:
    exe = tmp_path_factory.mktemp("kmod") / "test_knobs"
    # UBSan too: an overflowing shift in the shared code would abort the program.
    r = subprocess.run(["gcc", "-std=c11", "-O2", "-Wall", "-Wextra", "-Werror",
                        "-fsanitize=undefined", "-fno-sanitize-recover=all", f"-I{KMOD}",
                        f"-I{GEN}", "-o", str(exe), str(KMOD / "test" / "test_knobs.c"),
                        str(KMOD / "redline_knobs.c")], capture_output=True, text=True)
    assert r.returncode == 0, f"test_knobs does not build:\n{r.stdout}{r.stderr}"
    return exe


def ask(exe: Path, lines: list[str]) -> list[str]:
    r = subprocess.run([str(exe)], input="".join(line + "\n" for line in lines),
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    out = r.stdout.splitlines()
    assert len(out) == len(lines)
    return out


def line(k: Knobs) -> str:
    return " ".join(str(getattr(k, n)) for n in regmap.KNOB_NAMES) + " " + bytes(k.stab).hex()


def py_verdict(k: Knobs) -> str:
    return validate(k) or "ok"


def test_knob_order_and_widths_match_the_model(test_knobs):
    """The C knob list is model.py's _FIELD_BITS order (the order validate() checks in)."""
    assert list(_FIELD_BITS) == list(regmap.KNOB_NAMES)
    assert ask(test_knobs, ["names"]) == [" ".join(_FIELD_BITS)]
    lines, want = [], []
    for name, bits in _FIELD_BITS.items():
        top = (1 << bits) - 1
        lines += [f"range {name} {top}", f"range {name} 0"]
        want += ["ok", "ok"]
        if bits < 64:
            lines += [f"range {name} {top + 1}", f"range {name} {M64}"]
            want += [f"{name} out of range"] * 2
    assert ask(test_knobs, lines) == want


def test_hand_written_cases(test_knobs):
    """A few sets whose reason is written down here, so a shared drift still fails."""
    stab32 = bytearray(256)
    stab32[200] = 32
    cases = [
        (Knobs(), "ok"),
        (Knobs(min_th=30000, max_th=90000, limit=400000, wlog=5, scell_log=11, mode=2,
               rate=10_000_000, burst=3000, seed=1, cycles_per_us=25), "ok"),
        (Knobs(rate=M64), "rate >= 2^43"),
        (Knobs(rate=(1 << 43) - 1, cycles_per_us=65535), "ok"),
        (Knobs(rate=1 << 43, cycles_per_us=65535), "rate >= 2^43"),
        # inc = floor(rate * 2^21 / 10^6) at cycles_per_us 1: 2^32 from rate 2048 * 10^6 on
        (Knobs(rate=2048 * 10 ** 6 - 1, cycles_per_us=1), "ok"),
        (Knobs(rate=2048 * 10 ** 6, cycles_per_us=1), "rate too high for cycles_per_us (token increment >= 2^32)"),
        (Knobs(min_th=1 << 32), "min_th out of range"),
        (Knobs(wlog=32), "wlog out of range"),
        (Knobs(mode=4), "mode out of range"),
        (Knobs(cycles_per_us=1 << 16), "cycles_per_us out of range"),
        (Knobs(min_th=1 << 26, max_th=1 << 26, wlog=5), "fls(min_th)+wlog >= 32"),
        (Knobs(min_th=(1 << 26) - 1, max_th=(1 << 26) - 1, wlog=5), "ok"),
        (Knobs(max_th=1 << 31), "fls(max_th)+wlog >= 32"),
        (Knobs(min_th=10, max_th=9), "max_th < min_th"),
        (Knobs(scell_log=24), "scell_log >= 24"),
        (Knobs(scell_log=23), "ok"),
        (Knobs(stab=bytes(stab32)), "stab entry >= 32"),
        (Knobs(stab=bytes([31]) * 256), "ok"),
        (Knobs(mode=3), "mode > 2"),
        (Knobs(cycles_per_us=0), "cycles_per_us < 1"),
        # 119 << 21 = 249561088 < 250 * 10^6 <= 120 << 21
        (Knobs(rate=119, cycles_per_us=250), "rate too low for cycles_per_us (token increment 0)"),
        (Knobs(rate=120, cycles_per_us=250), "ok"),
        (Knobs(gentle=1), "ok"),  # max_th 0: 2 * max_th is 0, every frame is above the band
        (Knobs(gentle=1, max_th=1), "ok"),
    ]
    assert [py_verdict(k) for k, _ in cases] == [w for _, w in cases]
    assert ask(test_knobs, [line(k) for k, _ in cases]) == [w for _, w in cases]


def test_verdicts_match_the_model(test_knobs):
    """>= 20000 seeded knob sets (every rule's edges, then random): identical verdict strings."""
    sets = knob_sets(24000, seed=VALIDATION_SEED)
    want = [py_verdict(k) for k in sets]
    got = ask(test_knobs, [line(k) for k in sets])
    bad = [(line(k), w, g) for k, w, g in zip(sets, want, got) if w != g]
    assert not bad, f"{len(bad)} verdicts differ, first: {bad[:3]}"
    # The set must reach every rule (and valid sets), or it proves little.
    seen = {}
    for w in want:
        seen[w] = seen.get(w, 0) + 1
    needed = ("ok",) + RULE_REASONS + tuple(f"{n} out of range" for n, b in _FIELD_BITS.items()
                                            if b < 64)
    thin = {w: seen.get(w, 0) for w in needed if seen.get(w, 0) < 20}
    assert not thin, f"too few knob sets reach {thin}"


def test_register_words_match_regmap(test_knobs):
    """redline_knobs_word() gives regmap.encode_knobs()' words, and decoding them round-trips."""
    sets = [k for k in knob_sets(400, seed=7) if validate(k) is None]
    assert len(sets) > 100
    got = ask(test_knobs, ["encode " + line(k) for k in sets])
    for k, out in zip(sets, got):
        *pairs, verdict = out.split()
        assert verdict == "roundtrip", (line(k), out)
        words = {int(a, 16): int(v, 16) for a, v in (p.split("=") for p in pairs)}
        assert words == regmap.encode_knobs(dataclasses.asdict(k)), line(k)


def test_err_codes_match_regmap(test_knobs):
    codes = list(range(16))
    got = ask(test_knobs, [f"err {c}" for c in codes])
    assert got == [regmap.ERR_CODES.get(c, "unknown") for c in codes]


def test_value64_pairs_are_adjacent():
    """The driver reads a 64-bit value's high word at its low word + 4."""
    for name in VALUES64:
        assert FIELDS[f"{name}_hi"].addr == FIELDS[f"{name}_lo"].addr + 4, name


# ------------------------------------------------------------------------------------------
# the kbuild check
# ------------------------------------------------------------------------------------------
SETUP_HINT = "run `make setup` (it installs linux-headers-amd64 and kmod)"


def _kdir() -> str:
    r = subprocess.run(["make", "--no-print-directory", "-s", "-C", str(KMOD), "kdir"],
                       capture_output=True, text=True)
    kdir = r.stdout.strip()
    if r.returncode or not kdir or not (Path(kdir) / "Makefile").is_file():
        pytest.fail(f"no kernel headers to build sw/kmod against (KDIR={kdir!r}): {SETUP_HINT}")
    return kdir


@pytest.fixture(scope="module")
def built_module(tmp_path_factory) -> tuple[Path, str]:
    """Builds a copy of sw/kmod (with hw/gen/redline_regs.h beside it, as in the repo) at W=1,
    so that no build output lands in the repository."""
    kdir = _kdir()
    top = tmp_path_factory.mktemp("kbuild")
    src = top / "sw" / "kmod"
    shutil.copytree(KMOD, src, ignore=shutil.ignore_patterns(
        "*.o", "*.ko", "*.mod", "*.mod.c", ".*.cmd", "modules.order", "Module.symvers"))
    (top / "hw" / "gen").mkdir(parents=True)
    shutil.copy2(GEN / "redline_regs.h", top / "hw" / "gen")
    r = subprocess.run(["make", "-C", str(src), f"KDIR={kdir}", "W=1"],
                       capture_output=True, text=True, timeout=600)
    log = r.stdout + r.stderr
    assert r.returncode == 0, f"kbuild failed against {kdir}:\n{log}"
    return src / KO, log


def test_module_builds_without_warnings(built_module):
    ko, log = built_module
    assert ko.is_file(), log
    warnings = [ln for ln in log.splitlines() if re.search(r"warning", ln, re.I)]
    assert not warnings, "\n".join(warnings)


def test_module_alias_and_license(built_module):
    ko, _ = built_module
    modinfo = shutil.which("modinfo") or next(
        (p for p in ("/usr/sbin/modinfo", "/sbin/modinfo") if Path(p).is_file()), None)
    if modinfo is None:
        pytest.fail(f"modinfo not found: {SETUP_HINT}")
    r = subprocess.run([modinfo, str(ko)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    info = [tuple(s.strip() for s in ln.split(":", 1)) for ln in r.stdout.splitlines() if ":" in ln]
    assert ("alias", f"auxiliary:mqnic.app_{APP['APP_ID']:08x}") in info, r.stdout
    assert ("alias", "auxiliary:mqnic.app_52440001") in info
    assert ("license", "GPL") in info
    assert ("depends", "") in info, "the module must not depend on mqnic's symbols"


def test_module_carries_every_sysfs_name(built_module):
    """Every file name of the sysfs interface is a string in the module."""
    ko, _ = built_module
    data = ko.read_bytes()
    names = (list(regmap.KNOB_NAMES) + ["hold", "stab"] + list(VALUES64) + list(VALUES32)
             + list(regmap.STATUS_FIELDS) + ["forward", "host_discard", "drop_cpl",
                "cpl_filtered", "fwd_overrun", "port%u", "dt", "red", "ecn", "bytes", "packets"])
    missing = [n for n in names if b"\0" + n.encode() + b"\0" not in data]
    assert not missing, missing
