"""A Verilated TM with a control socket and nothing else: `redline sim`.

It runs sim/build/wNN/redline_barserve, the driver-in-a-guest test's BAR server (docs/guest.md),
with its BAR in a file of its own temporary directory. Nothing needs root, namespaces or a
guest: the control socket takes `redline set --sim` and `redline show --sim` as the real-time
bridge's does (rd, wr, commit, stats), and `traffic` offers frames so that the counters move.
"""
from __future__ import annotations

import shutil
import subprocess
import tempfile
from pathlib import Path

from redline.devices.simctl import SimControl, SimError

ROOT = Path(__file__).resolve().parents[3]
SIM = ROOT / "sim"
BAR_SIZE = 1 << 16  # the app block's BAR2 window the server lays out (control, port, TM)


class SimServerError(RuntimeError):
    """The server could not be started (its binary is not built, or it refused its options)."""


def server_binary(width: int) -> Path:
    return SIM / "build" / f"w{width}" / "redline_barserve"


class SimServer:
    """One redline_barserve process. `control` is its socket (default: in a temporary directory
    that `stop` removes with the BAR file)."""

    def __init__(self, width: int = 64, clock_mhz: int = 250, control: str | Path | None = None):
        binary = server_binary(width)
        if not binary.is_file():
            raise SimServerError(f"{binary} is not built (make -C sim W={width})")
        self.width, self.clock_mhz = width, clock_mhz
        self.tmp = Path(tempfile.mkdtemp(prefix="redline-sim-"))
        self.control = Path(control) if control is not None else self.tmp / "ctl.sock"
        if self.control.exists():
            shutil.rmtree(self.tmp, ignore_errors=True)
            raise SimServerError(f"{self.control} exists: another redline sim may be using it")
        self.proc = subprocess.Popen(
            [str(binary), "--bar", str(self.tmp / "bar"), "--size", str(BAR_SIZE), "--control", str(self.control),
             "--clock-mhz", str(clock_mhz)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = self.proc.stdout.readline().strip()
        if line != "ready":
            if self.proc.poll() is None:
                self.proc.terminate()
            _, err = self.proc.communicate(timeout=10)
            err = err.strip()
            self._cleanup()
            raise SimServerError(f"redline_barserve did not start: {err or line or 'no output'}")

    @property
    def pid(self) -> int:
        return self.proc.pid

    def traffic(self, frames: int, length: int, pps: int, ecn: int = 2) -> None:
        with SimControl(self.control, timeout=5.0) as c:
            c.cmd(f"traffic {frames} {length} {pps} {ecn}")

    def wait(self) -> int:
        return self.proc.wait()

    def stop(self) -> int:
        """Asks the server to quit (SIGTERM if it does not answer), then removes its files.
        Returns its exit status."""
        if self.proc.poll() is None:
            try:
                with SimControl(self.control, timeout=2.0) as c:
                    c.cmd("quit")
            except (SimError, OSError):
                self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self._cleanup()
        return self.proc.returncode

    def _cleanup(self) -> None:
        if self.control.parent != self.tmp:
            self.control.unlink(missing_ok=True)
        shutil.rmtree(self.tmp, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.stop()
