"""A QEMU guest running Debian's stock kernel, for what this machine's kernel lacks: sch_red
(and netem, ifb) for `redline experiment --backend linux`, and a real kernel to load the
Corundum app driver into.

The image is built from Debian packages pinned below (`build_image`): the kernel, its modules
and busybox come out of the .debs (nothing is installed on the host), iproute2's `ip`/`tc` and
ethtool are copied from the host with their libraries. It boots under TCG in a few seconds
(/dev/kvm on this machine kind cannot run a stock kernel).

`Guest` boots it with any number of TAP NICs, each a TAP device opened inside a host network
namespace and handed to QEMU as a file descriptor, so the guest links namespaces that have no
other way out. The guest's virtio serial port is a shell: `Guest.sh(cmd)` runs a command and
returns its exit status and output. The serial port is the kernel console, kept in
`console.log` for diagnosis. Busybox's applets shadow iproute2 in its shell: call
/usr/sbin/ip and /usr/sbin/tc by their full paths.
"""
from __future__ import annotations

import base64
import ctypes
import fcntl
import gzip
import hashlib
import io
import json
import os
import re
import select
import shutil
import struct
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
OUT = ROOT / "out" / "guest"

# Debian bookworm packages, pinned. The kernel matches the host's headers (same vermagic), so
# a module built here (sw/kmod) loads in the guest.
KREL = "6.1.0-56-amd64"
PACKAGES = {f"linux-image-{KREL}": "6.1.192-2", "busybox-static": "1:1.35.0-4+deb12u1+b1"}
QEMU = "qemu-system-x86_64"

# Guest kernel modules, loaded in this order after their dependencies (from modules.dep).
NET_MODULES = ("virtio_pci", "virtio_console", "virtio_net", "sch_htb", "sch_red", "sch_netem", "sch_ingress",
               "ifb", "act_mirred", "cls_matchall", "cls_u32")
HOST_TOOLS = ("/usr/sbin/ip", "/usr/sbin/tc", "/usr/sbin/ethtool")

INIT = r"""#!/bin/busybox sh
/bin/busybox mkdir -p /proc /sys /dev /tmp /run
/bin/busybox mount -t proc proc /proc
/bin/busybox mount -t sysfs sys /sys
/bin/busybox mount -t devtmpfs dev /dev
/bin/busybox --install -s /bin
export PATH=/usr/sbin:/bin
for m in $(cat /etc/modules.order); do
  insmod "/lib/modules/$m" 2>/dev/null || echo "insmod $m failed" >/dev/ttyS0
done
# The control channel is a virtio serial port: a plain character device with flow control
# (an emulated UART paces output by its baud rate; a virtio console, a tty, lost bytes).
# It stays open from here on.
exec 3<>"$(ls /dev/vport*p1)"
echo "@@READY $(uname -r)" >&3
# One command per line, "SEQ BASE64": run it, then print its output and "@@SEQ@@STATUS".
while read -r seq cmd <&3; do
  echo "$cmd" | base64 -d >/tmp/cmd
  sh /tmp/cmd </dev/null >&3 2>&3
  echo "@@$seq@@$?" >&3
done
poweroff -f
"""


class GuestUnavailable(RuntimeError):
    """QEMU or the guest image cannot be had on this machine (the message says why)."""


class GuestError(RuntimeError):
    """The guest stopped, or did not answer in time."""


# ----------------------------------------------------------------------------- the image
@dataclass
class Image:
    kernel: Path
    initrd: Path
    release: str = KREL


def _apt_download(dest: Path) -> dict[str, Path]:
    dest.mkdir(parents=True, exist_ok=True)
    debs = {}
    for pkg, ver in PACKAGES.items():
        # apt writes an epoch "1:" as "1%3a" in the file name.
        path = dest / f"{pkg}_{ver.replace(':', '%3a')}_amd64.deb"
        if not path.exists():
            r = subprocess.run(["apt-get", "download", "-o", "APT::Sandbox::User=root", f"{pkg}={ver}"],
                               cwd=dest, capture_output=True, text=True)
            if r.returncode != 0 or not path.exists():
                raise GuestUnavailable(f"apt-get download {pkg}={ver} failed: "
                                       f"{(r.stderr.strip() or r.stdout.strip())[-300:]}")
        debs[pkg] = path
    return debs


def _module_order(modroot: Path, names: tuple[str, ...]) -> list[str]:
    """Relative paths of `names` and their dependencies, dependencies first."""
    deps: dict[str, list[str]] = {}
    for line in (modroot / "modules.dep").read_text().splitlines():
        mod, _, rest = line.partition(":")
        deps[mod] = rest.split()
    by_name = {Path(m).name.split(".ko")[0].replace("-", "_"): m for m in deps}
    order: list[str] = []

    def visit(mod: str) -> None:
        # modules.dep lists every transitive dependency, nearest first: load them last-first.
        for d in reversed(deps[mod]):
            if d not in order:
                order.append(d)
        if mod not in order:
            order.append(mod)

    for n in names:
        if n.replace("-", "_") not in by_name:
            raise GuestUnavailable(f"the guest kernel has no module {n}")
        visit(by_name[n.replace("-", "_")])
    return order


def _libraries(binary: str) -> list[str]:
    r = subprocess.run(["ldd", binary], capture_output=True, text=True, check=True)
    libs = []
    for line in r.stdout.splitlines():
        m = re.search(r"(/\S+)", line.split("=>")[-1])
        if m:
            libs.append(m.group(1))
    return libs


def _cpio_newc(files: list[tuple[str, int, bytes]]) -> bytes:
    """A newc cpio archive of (path, mode, data) entries; symlinks carry their target as data."""
    out = io.BytesIO()
    for ino, (name, mode, data) in enumerate(files + [("TRAILER!!!", 0, b"")], start=1):
        nb = name.encode() + b"\0"
        hdr = "070701" + "".join(f"{v:08x}" for v in (ino, mode, 0, 0, 1, 0, len(data), 0, 0, 0, 0, len(nb), 0))
        out.write(hdr.encode() + nb)
        out.write(b"\0" * (-(110 + len(nb)) % 4))
        out.write(data)
        out.write(b"\0" * (-len(data) % 4))
    return out.getvalue()


def build_image(extra_modules: tuple[str, ...] = (), extra_files: dict[str, Path] | None = None,
                name: str = "net", out: Path = OUT) -> Image:
    """Builds (or reuses) the kernel and an initramfs with the network modules, `extra_modules`
    of the guest kernel, and `extra_files` (guest path -> host file, e.g. a .ko to load)."""
    extra_files = extra_files or {}
    debs = _apt_download(out / "debs")
    pkgroot = out / "pkgroot"
    stamp = pkgroot / ".debs"
    want = json.dumps(sorted(str(p.name) for p in debs.values()))
    if not stamp.exists() or stamp.read_text() != want:
        shutil.rmtree(pkgroot, ignore_errors=True)
        pkgroot.mkdir(parents=True)
        for deb in debs.values():
            subprocess.run(["dpkg-deb", "-x", str(deb), str(pkgroot)], check=True)
        subprocess.run(["/usr/sbin/depmod", "-b", str(pkgroot), KREL], check=True)
        stamp.write_text(want)
    modroot = pkgroot / "lib" / "modules" / KREL
    order = _module_order(modroot, NET_MODULES + tuple(extra_modules))

    files: list[tuple[str, int, bytes]] = []
    dirs = {"bin", "dev", "etc", "lib", "lib64", "proc", "run", "sys", "tmp", "usr", "usr/sbin"}

    def add(path: str, mode: int, data: bytes) -> None:
        parts = path.split("/")
        for i in range(1, len(parts)):
            dirs.add("/".join(parts[:i]))
        files.append((path, mode, data))

    add("init", 0o100755, INIT.encode())
    add("bin/busybox", 0o100755, (pkgroot / "bin" / "busybox").read_bytes())
    for tool in HOST_TOOLS:
        add(tool.lstrip("/"), 0o100755, Path(tool).read_bytes())
        for lib in _libraries(tool):
            add(lib.lstrip("/"), 0o100755, Path(lib).resolve().read_bytes())
    for m in order:
        add(f"lib/modules/{m}", 0o100644, (modroot / m).read_bytes())
    add("etc/modules.order", 0o100644, ("\n".join(order) + "\n").encode())
    for gpath, host in sorted(extra_files.items()):
        add(gpath.lstrip("/"), 0o100755 if os.access(host, os.X_OK) else 0o100644, Path(host).read_bytes())
    files = list({f[0]: f for f in files}.values())  # a path given twice (a shared library) once
    entries = [(d, 0o040755, b"") for d in sorted(dirs)] + sorted(files)
    blob = _cpio_newc(entries)
    key = hashlib.sha256(blob).hexdigest()[:16]

    kernel = out / f"vmlinuz-{KREL}"
    if not kernel.exists():
        shutil.copyfile(pkgroot / "boot" / f"vmlinuz-{KREL}", kernel)
    initrd = out / f"initramfs-{name}.cpio.gz"
    keyfile = initrd.with_suffix(".key")
    if not initrd.exists() or not keyfile.exists() or keyfile.read_text() != key:
        initrd.write_bytes(gzip.compress(blob, compresslevel=1, mtime=0))
        keyfile.write_text(key)
    return Image(kernel, initrd)


# ----------------------------------------------------------------------------- Python in the guest
GUEST_PYTHON = "/usr/bin/python3.11"   # Debian's interpreter, copied from the host with its libraries
GUEST_PKG_DIR = "/opt/redline"         # sw/redline goes to GUEST_PKG_DIR/redline
# What the guest runs: the `redline` CLI's set/show over sysfs, and mmap for raw BAR access.
GUEST_IMPORTS = ("redline.cli", "redline.cli.cli_control", "redline.cli.cli_experiment", "redline.tc.config",
                 "redline.tc", "redline.model", "redline.devices.device", "redline.cli.showfmt", "mmap",
                 "runpy", "importlib.util")  # the last two: `python -m`
GUEST_REDLINE = f"""#!/bin/sh
PYTHONPATH={GUEST_PKG_DIR} exec {GUEST_PYTHON} -S -m redline.cli "$@"
"""


def python_files(imports: tuple[str, ...] = GUEST_IMPORTS) -> dict[str, Path]:
    """`build_image` extra_files for a Python that runs `redline` in the guest: the host's Debian
    python3.11 and its libraries, the standard-library modules that importing `imports` and a
    `redline set --dry-run` load (found by doing it on the host), sw/redline, and
    /bin/redline. Only what is used is copied: the initramfs stays small, so boots fast."""
    if not os.access(GUEST_PYTHON, os.X_OK):
        raise GuestUnavailable(f"no {GUEST_PYTHON} on the host to copy into the guest (apt install python3.11-minimal)")
    pkg_root = ROOT / "sw"
    probe = ("import sys, json\n"
             f"for m in {list(imports)!r}: __import__(m)\n"
             "from redline import cli\n"
             "cli.make_parser().format_help()\n"
             "cli.main(['set', '--dry-run', '--clock-mhz', '10', 'red', 'limit', '400000', 'min', '30000', "
             "'max', '90000', 'avpkt', '1000', 'burst', '55', 'probability', '0.02', 'bandwidth', '10mbit', 'ecn'])\n"
             "print(json.dumps(sorted({getattr(m, '__file__', None) or '' for m in list(sys.modules.values())})))\n")
    r = subprocess.run([GUEST_PYTHON, "-S", "-c", probe], capture_output=True, text=True,
                       env={"PYTHONPATH": str(pkg_root), "PATH": "/usr/bin:/bin", "PYTHONDONTWRITEBYTECODE": "1"})
    if r.returncode != 0:
        raise GuestUnavailable(f"{GUEST_PYTHON} cannot import the redline CLI: {r.stderr.strip()[-400:]}")
    stdlib = Path(f"/usr/lib/python{GUEST_PYTHON.rsplit('python', 1)[1]}")
    files: dict[str, Path] = {GUEST_PYTHON: Path(GUEST_PYTHON)}
    for lib in _libraries(GUEST_PYTHON):
        files[lib] = Path(lib)
    for f in json.loads(r.stdout.strip().splitlines()[-1]):
        if f and Path(f).is_relative_to(stdlib):
            files[f] = Path(f)
    files[str(stdlib / "os.py")] = stdlib / "os.py"  # the landmark by which Python finds its prefix
    for src in sorted((pkg_root / "redline").rglob("*.py")):  # the package and its subpackages
        files[f"{GUEST_PKG_DIR}/{src.relative_to(pkg_root).as_posix()}"] = src
    files.update(_compiled(files))
    script = OUT / "guest-redline.sh"
    OUT.mkdir(parents=True, exist_ok=True)
    if not script.exists() or script.read_text() != GUEST_REDLINE:
        script.write_text(GUEST_REDLINE)
    script.chmod(0o755)
    files["/bin/redline"] = script  # /bin: on the guest shell's PATH
    return files


def _compiled(files: dict[str, Path]) -> dict[str, Path]:
    """Bytecode for the .py files among `files` (guest path -> host file), compiled on the host
    (compiling under TCG takes seconds) as unchecked-hash .pyc: the initramfs gives every file
    mtime 0, which a timestamp .pyc would take for a changed source. Cached under OUT/pyc."""
    todo, out = [], {}
    for gpath, host in files.items():
        if not gpath.endswith(".py"):
            continue
        g = Path(gpath)
        gpyc = g.parent / "__pycache__" / f"{g.stem}.cpython-311.pyc"
        cfile = OUT / "pyc" / gpyc.relative_to("/")
        if not cfile.exists() or cfile.stat().st_mtime < host.stat().st_mtime:
            todo.append((str(host), str(cfile), gpath))
        out[str(gpyc)] = cfile
    if todo:
        code = ("import json, py_compile, sys\n"
                "for src, cfile, dfile in json.load(sys.stdin):\n"
                "    py_compile.compile(src, cfile, dfile, doraise=True,\n"
                "                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)\n")
        r = subprocess.run([GUEST_PYTHON, "-S", "-c", code], input=json.dumps(todo), capture_output=True, text=True)
        if r.returncode != 0:
            raise GuestUnavailable(f"compiling the guest's Python files failed: {r.stderr.strip()[-400:]}")
    return out


def check_available() -> None:
    """Raises GuestUnavailable with the reason when QEMU cannot be started here."""
    if not shutil.which(QEMU):
        raise GuestUnavailable(f"{QEMU} is not installed (scripts/setup.sh installs qemu-system-x86)")
    if not os.path.exists("/dev/net/tun"):
        raise GuestUnavailable("no /dev/net/tun (TAP devices)")


# ----------------------------------------------------------------------------- TAPs in namespaces
_libc = ctypes.CDLL(None, use_errno=True)
CLONE_NEWNET = 0x40000000
TUNSETIFF = 0x400454CA
IFF_TAP, IFF_NO_PI = 0x0002, 0x1000


def open_tap(netns: str, ifname: str) -> int:
    """Creates TAP `ifname` inside network namespace `netns` and returns its file descriptor.
    The device lives as long as the descriptor (QEMU's, once handed over)."""
    own = os.open("/proc/thread-self/ns/net", os.O_RDONLY)
    target = os.open(f"/var/run/netns/{netns}", os.O_RDONLY)
    try:
        if _libc.setns(target, CLONE_NEWNET) != 0:
            raise OSError(ctypes.get_errno(), f"setns into {netns}")
        try:
            fd = os.open("/dev/net/tun", os.O_RDWR)
            ifr = struct.pack("16sH22x", ifname.encode(), IFF_TAP | IFF_NO_PI)
            fcntl.ioctl(fd, TUNSETIFF, ifr)
            return fd
        finally:
            if _libc.setns(own, CLONE_NEWNET) != 0:
                raise OSError(ctypes.get_errno(), "setns back to the host namespace")
    finally:
        os.close(own)
        os.close(target)


@dataclass
class Nic:
    fd: int       # an open TAP (open_tap)
    mac: str      # the guest side's MAC address


# ----------------------------------------------------------------------------- the guest
class Guest:
    """Context manager: boots `image` under TCG with `nics` (in order: eth0, eth1, ...) and
    any `qemu_args`; `sh(cmd)` runs a shell command in it."""

    def __init__(self, image: Image, nics: list[Nic] = (), qemu_args: list[str] = (), memory_mb: int = 256,
                 boot_timeout: float = 120.0, workdir: Path | None = None):
        self.image = image
        self.nics = list(nics)
        self.qemu_args = list(qemu_args)
        self.memory_mb = memory_mb
        self.boot_timeout = boot_timeout
        self._own_dir = workdir is None
        self.dir = Path(workdir or tempfile.mkdtemp(prefix="redline-guest-"))
        self.dir.mkdir(parents=True, exist_ok=True)
        self.console = self.dir / "console.log"
        self.proc: subprocess.Popen | None = None
        self._buf = b""
        self._seq = 0
        self.release = ""
        self.boot_seconds = 0.0

    def argv(self) -> list[str]:
        a = [QEMU, "-accel", "tcg", "-cpu", "max", "-m", str(self.memory_mb), "-smp", "1",
             "-nodefaults", "-no-user-config", "-display", "none", "-monitor", "none", "-no-reboot",
             "-kernel", str(self.image.kernel), "-initrd", str(self.image.initrd),
             "-append", "console=ttyS0 quiet loglevel=3 panic=-1 mitigations=off tsc=reliable",
             "-chardev", f"file,id=con,path={self.console}", "-device", "isa-serial,chardev=con",
             "-chardev", "stdio,id=ctl,signal=off", "-device", "virtio-serial-pci,addr=0x8",
             "-device", "virtserialport,chardev=ctl,name=redline.ctl"]
        # The TAPs are opened without IFF_VNET_HDR, so QEMU sends plain frames (no offloads).
        for i, nic in enumerate(self.nics):
            a += ["-netdev", f"tap,id=n{i},fd={nic.fd},vhost=off",
                  "-device", f"virtio-net-pci,netdev=n{i},mac={nic.mac},addr={0x10 + i:#x}"]
        return a + self.qemu_args

    def __enter__(self):
        check_available()
        t0 = time.monotonic()
        self.proc = subprocess.Popen(self.argv(), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, pass_fds=[n.fd for n in self.nics])
        for n in self.nics:  # QEMU holds them now
            os.close(n.fd)
        try:
            line = self._read_until(re.compile(rb"@@READY (\S+)\n"), self.boot_timeout, "boot")
            self.release = line.group(1).decode()
        except BaseException:
            self.close()
            raise
        self.boot_seconds = time.monotonic() - t0
        return self

    def _read_until(self, pattern: re.Pattern, timeout: float, what: str, literal: bytes = b"") -> re.Match:
        """Reads the channel until `pattern` matches (searched for only once `literal`, if
        given, has arrived, so that long outputs are not scanned again at every chunk)."""
        deadline = time.monotonic() + timeout
        fd = self.proc.stdout.fileno()
        seen = 0
        while True:
            if not literal or self._buf.find(literal, max(0, seen - len(literal))) >= 0:
                m = pattern.search(self._buf)
                if m:
                    self._buf = self._buf[m.end():]
                    return m
            seen = len(self._buf)
            left = deadline - time.monotonic()
            if left <= 0:
                raise GuestError(f"the guest did not answer within {timeout:.0f} s ({what}); "
                                 f"console: {self.console_tail()}")
            r, _, _ = select.select([fd], [], [], min(left, 0.5))
            if r:
                chunk = os.read(fd, 1 << 16)
                if not chunk:
                    err = self.proc.stderr.read().decode(errors="replace") if self.proc.stderr else ""
                    raise GuestError(f"QEMU stopped ({what}): {err.strip()[-400:]}; console: {self.console_tail()}")
                self._buf += chunk

    def console_tail(self, n: int = 600) -> str:
        try:
            return self.console.read_text(errors="replace")[-n:].strip() or "(empty)"
        except FileNotFoundError:
            return "(none)"

    def sh(self, cmd: str, timeout: float = 60.0, check: bool = True) -> tuple[int, str]:
        """Runs `cmd` in the guest's shell; returns (exit status, stdout+stderr). With `check`,
        a non-zero status raises GuestError."""
        if not self.proc or self.proc.poll() is not None:
            raise GuestError("the guest is not running")
        self._seq += 1
        tag = f"@@{self._seq}@@"
        self.proc.stdin.write(f"{self._seq} ".encode() + base64.b64encode(cmd.encode()) + b"\n")
        self.proc.stdin.flush()
        m = self._read_until(re.compile(rb"(?s)(.*?)" + re.escape(tag.encode()) + rb"(\d+)\n"), timeout, cmd[:60],
                             literal=tag.encode())
        rc, out = int(m.group(2)), m.group(1).decode(errors="replace")
        if check and rc != 0:
            raise GuestError(f"guest: '{cmd}' exited {rc}: {out.strip()[-400:]}")
        return rc, out

    def alive(self) -> bool:
        return bool(self.proc) and self.proc.poll() is None

    def close(self) -> None:
        if self.proc and self.proc.poll() is None:
            try:  # a command line of the guest's loop (a bare line would be taken for one)
                self._seq += 1
                self.proc.stdin.write(f"{self._seq} ".encode() + base64.b64encode(b"poweroff -f") + b"\n")
                self.proc.stdin.flush()
                self.proc.wait(timeout=5)
            except (BrokenPipeError, subprocess.TimeoutExpired, OSError):
                self.proc.kill()
                self.proc.wait()
        if self._own_dir:
            shutil.rmtree(self.dir, ignore_errors=True)

    def __exit__(self, *exc):
        self.close()


def main(argv: list[str] | None = None) -> int:
    """`python -m redline.lab.guest build`: fetch the pinned packages and build the network image
    (scripts/setup.sh runs it); `python -m redline.lab.guest boot`: boot it and print uname."""
    import argparse
    p = argparse.ArgumentParser(prog="python -m redline.lab.guest")
    p.add_argument("what", choices=("build", "boot"))
    a = p.parse_args(argv)
    img = build_image()
    print(f"guest image: {img.kernel} {img.initrd}")
    if a.what == "boot":
        with Guest(img) as g:
            print(f"booted {g.release} in {g.boot_seconds:.1f} s: {g.sh('uname -a')[1].strip()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
