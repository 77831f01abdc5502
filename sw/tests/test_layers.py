"""The package's import layers (sw/pyproject.toml, [tool.importlinter]; docs/layout.md): no import
cycles between redline's modules, and no module importing a layer above its own. lint-imports
checks the package as installed; the planted cases show that the contracts can fail."""
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CONFIG = ROOT / "sw" / "pyproject.toml"
LINT = Path(sys.executable).parent / "lint-imports"


def lint(pythonpath: Path | None = None) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    if pythonpath is not None:  # a copy of the package, found before the installed one
        env["PYTHONPATH"] = str(pythonpath)
    return subprocess.run([str(LINT), str(CONFIG), "--no-cache"], capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=120)


def test_layers_kept():
    r = lint()
    assert r.returncode == 0, r.stdout + r.stderr
    assert "2 kept, 0 broken" in r.stdout, r.stdout


@pytest.mark.parametrize("module, planted, broken", [
    ("tc/__init__.py", "from redline.cli import cli_base", "redline.tc is not allowed to import redline.cli"),
    ("tc/__init__.py", "from redline.lab import netns", "redline.tc is not allowed to import redline.lab"),
    ("lab/ecnpath.py", "from redline.lab import netns", "No cycles are allowed in redline.lab."),
])
def test_a_planted_import_breaks_a_contract(tmp_path, module, planted, broken):
    """A copy of the package with one upward import, or one that closes a cycle between two
    modules of one subpackage (netns already imports ecnpath), must fail the check and name the
    import."""
    shutil.copytree(ROOT / "sw" / "redline", tmp_path / "redline", ignore=shutil.ignore_patterns("__pycache__"))
    with open(tmp_path / "redline" / module, "a") as f:
        f.write(f"\n{planted}  # planted by test_layers\n")
    r = lint(tmp_path)
    assert r.returncode != 0 and broken in r.stdout, r.stdout + r.stderr
