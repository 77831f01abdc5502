"""Client of the real-time harness's control socket (sim/tap.cpp).

One text command per line, one reply line each: ``ok ...`` or ``err ...``. Names are those of
the register description (`redline.spec.regs`), so ``get min_th`` / ``set max_p 85899345`` mean
the same here as in the registers, sysfs and JSON. A leading ``ba`` addresses the reverse TM.
"""
from __future__ import annotations

import json
import socket
import time
from pathlib import Path

from redline.spec import regmap


class SimError(RuntimeError):
    """The harness answered `err ...` (the message is its reason)."""


class SimControl:
    def __init__(self, path: str | Path, timeout: float = 10.0):
        self.path = str(path)
        deadline = time.monotonic() + timeout
        while True:
            try:
                self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                self.sock.settimeout(timeout)
                self.sock.connect(self.path)
                break
            except (FileNotFoundError, ConnectionRefusedError):
                self.sock.close()
                if time.monotonic() > deadline:
                    raise SimError(f"no harness control socket at {self.path}") from None
                time.sleep(0.05)
        self._buf = b""

    def close(self) -> None:
        self.sock.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def cmd(self, line: str) -> str:
        """Sends one command and returns the text after `ok` (raises SimError on `err`)."""
        self.sock.sendall(line.encode() + b"\n")
        while b"\n" not in self._buf:
            chunk = self.sock.recv(1 << 16)
            if not chunk:
                raise SimError("the harness closed the control socket")
            self._buf += chunk
        reply, _, self._buf = self._buf.partition(b"\n")
        text = reply.decode()
        if text.startswith("ok"):
            return text[3:]
        raise SimError(text[4:] if text.startswith("err ") else text)

    @staticmethod
    def _prefix(direction: str) -> str:
        if direction not in ("ab", "ba"):
            raise ValueError(f"direction must be ab or ba, not {direction!r}")
        return "" if direction == "ab" else "ba "

    def get(self, name: str, direction: str = "ab") -> int:
        return int(self.cmd(f"{self._prefix(direction)}get {name}"))

    def set(self, name: str, value: int, direction: str = "ab") -> None:
        self.cmd(f"{self._prefix(direction)}set {name} {int(value)}")

    def commit(self, direction: str = "ab") -> None:
        """Commits; ValueError names the refusal ("refused <err_code>"). Any other error of the
        harness (one that does not know the command, say) stays a SimError, as it says it."""
        try:
            self.cmd(f"{self._prefix(direction)}commit")
        except SimError as e:
            words = str(e).split()
            if len(words) != 2 or words[0] != "refused" or not words[1].isdigit():
                raise
            code = int(words[1])
            raise ValueError(f"the TM refused the configuration: {regmap.refusal_reason(code)} "
                             f"(err_code {code})") from None

    def apply_knobs(self, knobs, direction: str = "ab") -> None:
        """Writes every knob register and commits (atomically applied by the TM)."""
        from redline.tc.config import knobs_to_dict
        d = knobs_to_dict(knobs) if not isinstance(knobs, dict) else dict(knobs)
        if isinstance(d.get("stab"), str):
            d["stab"] = bytes.fromhex(d["stab"])
        p = self._prefix(direction)
        for addr, value in regmap.encode_knobs(d).items():
            self.cmd(f"{p}wr {addr} {value}")
        self.commit(direction)

    def stats(self) -> dict:
        return json.loads(self.cmd("stats"))

    def quit(self) -> None:
        try:
            self.cmd("quit")
        except (SimError, OSError):
            pass
