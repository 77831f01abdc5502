"""The TCP variants an experiment's flows can use (issue 25): the kernel's own cubic and reno,
and BPF congestion controls written here (sw/bpf), which this kernel lacks:

- ``westwood``: TCP Westwood+ (sw/bpf/rl_westwood.bpf.c, kernel name ``rl_westwood``);
- ``ecn-ab:ALPHA,BETA``: Kwon & Fahmy's ECN(alpha, beta), Reno that answers an ECN echo with
  ssthresh = (1 - beta) cwnd and grows by alpha segments per RTT (sw/bpf/rl_ecn_ab.bpf.c),
  one build per pair, kernel name ``rl_ab_aAAA_bBBB`` (hundredths).

`parse(spec)` checks a spec; `loaded(specs)` builds the BPF ones (clang against the running
kernel's BTF, into out/bpf, cached by content), registers them as struct_ops with bpftool for
the duration, and unregisters what it registered. A socket picks one with TCP_CONGESTION
(`redline.lab.tcptool --cc`), which tcptool reads back. Root is needed to register."""
from __future__ import annotations

import contextlib
import hashlib
import json
import os
import platform
import re
import shutil
import subprocess
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Iterable, Iterator

ROOT = Path(__file__).resolve().parents[3]
SRC = ROOT / "sw" / "bpf"
OUT = ROOT / "out" / "bpf"
AVAILABLE = Path("/proc/sys/net/ipv4/tcp_available_congestion_control")
BTF = Path("/sys/kernel/btf/vmlinux")
BUILTIN = ("cubic", "reno")
CHOICES = "cubic, reno, westwood, ecn-ab:ALPHA,BETA"


class Unavailable(RuntimeError):
    """This machine cannot build or load BPF congestion controls (the reason is the message)."""


@dataclass(frozen=True)
class CC:
    spec: str                 # as the user wrote it, normalized
    name: str                 # what TCP_CONGESTION takes
    source: str | None = None  # the BPF source in sw/bpf, None for the kernel's own
    defines: tuple[str, ...] = ()

    @property
    def bpf(self) -> bool:
        return self.source is not None


def _hundredths(text: str, what: str, low: Fraction, high: Fraction) -> int:
    try:
        v = Fraction(text)
    except (ValueError, ZeroDivisionError):
        raise ValueError(f"{what} {text!r} is not a number") from None
    h = v * 100
    if h.denominator != 1:
        raise ValueError(f"{what} {text}: at most two decimals (the build names it in hundredths)")
    if not low < v <= high:
        raise ValueError(f"{what} {text}: must be in ({float(low):g}, {float(high):g}]")
    return int(h)


def parse(spec: str) -> CC:
    """A --cc value: cubic, reno, westwood or ecn-ab:ALPHA,BETA (ValueError with the reason)."""
    s = spec.strip().lower()
    if s in BUILTIN:
        return CC(s, s)
    if s == "bbr":
        raise ValueError("--cc bbr: bbr does not answer ECN marks, which is what these experiments measure")
    if s in ("westwood", "westwood+"):
        return CC("westwood", "rl_westwood", "rl_westwood.bpf.c")
    m = re.fullmatch(r"ecn-ab:([^,]+),([^,]+)", s)
    if m:
        a = _hundredths(m.group(1), "ecn-ab alpha", Fraction(0), Fraction(4))
        b = _hundredths(m.group(2), "ecn-ab beta", Fraction(0), Fraction(1, 2))
        name = f"rl_ab_a{a:03d}_b{b:03d}"
        return CC(f"ecn-ab:{a / 100:g},{b / 100:g}", name, "rl_ecn_ab.bpf.c",
                  (f"RL_ALPHA_NUM={a}", "RL_ALPHA_DEN=100", f"RL_BETA_NUM={b}", "RL_BETA_DEN=100",
                   f"RL_NAME_ID={name}"))
    if s.startswith("ecn-ab"):
        raise ValueError(f"--cc {spec}: write ecn-ab:ALPHA,BETA, e.g. ecn-ab:0.43,0.25")
    raise ValueError(f"--cc {spec}: one of {CHOICES}")


def available() -> set[str]:
    """The congestion controls the kernel offers now."""
    return set(AVAILABLE.read_text().split())


def _tool(name: str) -> str:
    path = shutil.which(name) or next((p for p in (f"/usr/sbin/{name}", f"/sbin/{name}") if os.access(p, os.X_OK)),
                                      None)
    if not path:
        raise Unavailable(f"{name} is not installed (make setup installs clang, llvm, libbpf-dev and bpftool)")
    return path


def check_available() -> None:
    """Unavailable with the reason when BPF congestion controls cannot be built and loaded here."""
    if not BTF.exists():
        raise Unavailable(f"{BTF} is missing: the kernel has no BTF, so no BPF congestion control")
    _tool("clang")
    _tool("bpftool")
    if not Path("/usr/include/bpf/bpf_helpers.h").exists():
        raise Unavailable("libbpf's headers are missing (make setup installs libbpf-dev)")
    if os.geteuid() != 0:
        raise Unavailable("registering a BPF congestion control needs root")


def _vmlinux_h() -> Path:
    """The running kernel's types, from its BTF (one file per kernel release)."""
    out = OUT / f"vmlinux-{platform.release()}.h"
    if not out.exists():
        OUT.mkdir(parents=True, exist_ok=True)
        r = subprocess.run([_tool("bpftool"), "btf", "dump", "file", str(BTF), "format", "c"],
                           capture_output=True, text=True)
        if r.returncode != 0:
            raise Unavailable(f"bpftool btf dump failed: {r.stderr.strip()[-300:]}")
        tmp = out.with_suffix(".tmp")
        tmp.write_text(r.stdout)
        tmp.replace(out)
    return out


def build(cc: CC) -> Path:
    """The BPF object of `cc`, compiled unless an identical build is in out/bpf."""
    assert cc.bpf, cc
    vml = _vmlinux_h()
    key = hashlib.sha256()
    for p in (SRC / cc.source, SRC / "rl_common.h", vml):
        key.update(p.read_bytes())
    key.update(" ".join(cc.defines).encode())
    obj = OUT / f"{cc.name}-{key.hexdigest()[:12]}.o"
    if obj.exists():
        return obj
    inc = OUT / "include"
    inc.mkdir(parents=True, exist_ok=True)
    (inc / "vmlinux.h").unlink(missing_ok=True)
    (inc / "vmlinux.h").symlink_to(vml)
    cmd = [_tool("clang"), "-O2", "-g", "-target", "bpf", "-D__TARGET_ARCH_x86", f"-I{inc}", f"-I{SRC}",
           *[f"-D{d}" for d in cc.defines], "-c", str(SRC / cc.source), "-o", str(obj) + ".tmp"]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        raise Unavailable(f"clang could not build {cc.source} for {cc.name}: {r.stderr.strip()[-600:]}")
    Path(str(obj) + ".tmp").replace(obj)
    return obj


def _registered_ids(name: str) -> list[int]:
    r = subprocess.run([_tool("bpftool"), "-j", "struct_ops", "show"], capture_output=True, text=True)
    if r.returncode != 0:
        return []
    return [m["id"] for m in json.loads(r.stdout or "[]") if m.get("name") == name]


@contextlib.contextmanager
def loaded(specs: Iterable[str | CC]) -> Iterator[list[CC]]:
    """The congestion controls of `specs`, usable by sockets while the block runs: the BPF ones
    built and registered (those the kernel already offers are left as they are), then the ones
    registered here unregistered again, whatever happens in the block."""
    ccs = [s if isinstance(s, CC) else parse(s) for s in specs]
    mine: list[int] = []
    try:
        for cc in ccs:
            if cc.name in available():
                continue
            if not cc.bpf:
                raise Unavailable(f"congestion control {cc.name} is not in this kernel")
            check_available()
            obj = build(cc)
            r = subprocess.run([_tool("bpftool"), "struct_ops", "register", str(obj)], capture_output=True, text=True)
            if r.returncode != 0:
                raise Unavailable(f"bpftool could not register {cc.name}: {(r.stderr or r.stdout).strip()[-400:]}")
            mine += _registered_ids(cc.name)
            if cc.name not in available():
                raise Unavailable(f"{cc.name} registered but not offered by the kernel "
                                  f"(net.ipv4.tcp_available_congestion_control)")
        yield ccs
    finally:
        for i in mine:
            subprocess.run([_tool("bpftool"), "struct_ops", "unregister", "id", str(i)], capture_output=True)


__all__ = ["CC", "CHOICES", "Unavailable", "parse", "available", "check_available", "build", "loaded"]
