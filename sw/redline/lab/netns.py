"""The two-namespace bottleneck: Linux TCP on both sides, the Verilated TM in between.

`Bottleneck` creates network namespaces A (senders) and B (receivers), starts the real-time
harness (sim/build/wNN/redline_tap), which opens one TAP device in each, and configures
them. Frames from A to B cross the TM; B to A goes back through a second TM or straight.

Addresses (RFC 2544's benchmarking range; it exists only inside these namespaces, which have
no default route and no other interface than the TAP and lo):

    A: 198.18.0.1 (plain)  198.18.0.11 (ECN)      B: 198.18.0.2 (plain)  198.18.0.12 (ECN)

ECN is chosen per flow by the destination address: each side has tcp_ecn=2 (accept ECN when
asked) and a `features ecn` route to the other side's ECN address, so a connection to .12
(or .11) asks for ECN and one to .2 (or .1) does not, from the same namespace.

Everything is undone on exit, Ctrl-C or failure: the harness (its TAPs vanish with it),
every process left in the namespaces, and the namespaces. Namespaces are named
rl<pid>-a/-b, so a later run removes those of a process that died without cleaning up.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from redline.lab import ecnpath
from redline.devices.simctl import SimControl

ROOT = Path(__file__).resolve().parents[3]
SIM = ROOT / "sim"

A_IP, A_IP_ECN = "198.18.0.1", "198.18.0.11"
B_IP, B_IP_ECN = "198.18.0.2", "198.18.0.12"
MAC = {"a": "02:72:6c:00:00:01", "b": "02:72:6c:00:00:02"}
TAP = "rl0"
CC = "cubic"  # never bbr: it ignores ECN


class Unavailable(RuntimeError):
    """This machine cannot run the namespaces (not root, no /dev/net/tun, no iproute2...)."""


def _run(argv, check=True, **kw):
    r = subprocess.run(argv, capture_output=True, text=True, **kw)
    if check and r.returncode != 0:
        raise RuntimeError(f"{' '.join(argv)}: {r.stderr.strip() or r.stdout.strip()}")
    return r


def harness_binary(width: int = 64) -> Path:
    return SIM / "build" / f"w{width}" / "redline_tap"


def check_available(width: int = 64, need_binary: bool = True) -> None:
    """Raises Unavailable with the reason when namespaces and TAPs cannot be used here
    (need_binary=False leaves the harness binary out: tests treat a missing build as a failure)."""
    if os.geteuid() != 0:
        raise Unavailable("needs root (network namespaces and TAP devices)")
    if not os.path.exists("/dev/net/tun"):
        raise Unavailable("no /dev/net/tun (TAP devices)")
    for tool in ("ip", "ethtool", "nft"):
        if not shutil.which(tool):
            raise Unavailable(f"'{tool}' is not installed (scripts/setup.sh installs it)")
    probe = f"rlprobe{os.getpid()}"
    r = _run(["ip", "netns", "add", probe], check=False)
    if r.returncode != 0:
        raise Unavailable(f"cannot create a network namespace: {r.stderr.strip()}")
    _run(["ip", "netns", "del", probe], check=False)
    if need_binary and not harness_binary(width).exists():
        raise Unavailable(f"{harness_binary(width)} is not built (make -C sim W={width})")


def names() -> set[str]:
    """The names of the network namespaces that exist now (`ip netns list`)."""
    r = _run(["ip", "netns", "list"], check=False)
    return {line.split()[0] for line in r.stdout.splitlines() if line.strip()}


def cleanup_stale() -> list[str]:
    """Deletes rl<pid>-a/-b namespaces whose process is gone. Returns the names removed."""
    gone = []
    for name in sorted(names()):
        m = re.match(r"(rl(\d+)-[ab])$", name)
        if m and not os.path.exists(f"/proc/{m.group(2)}"):
            _kill_ns_procs(m.group(1))
            _run(["ip", "netns", "del", m.group(1)], check=False)
            gone.append(m.group(1))
    return gone


def _kill_ns_procs(ns: str) -> None:
    for sig in (signal.SIGTERM, signal.SIGKILL):
        pids = _run(["ip", "netns", "pids", ns], check=False).stdout.split()
        if not pids:
            return
        for p in pids:
            try:
                os.kill(int(p), sig)
            except (ProcessLookupError, ValueError):
                pass
        time.sleep(0.2)


def configure_endpoints(ns_of: dict[str, str], next_hop_mac: dict[str, str] | None = None) -> None:
    """Addresses, ECN routes, static neighbours and offloads of TAP `rl0` in namespaces
    ns_of['a'] and ns_of['b']. The TM passes Ethernet frames unchanged, so each side's
    neighbours are the other side's MAC, unless `next_hop_mac[side]` names a router's."""
    mine = {"a": (A_IP, A_IP_ECN), "b": (B_IP, B_IP_ECN)}
    for side, other in (("a", "b"), ("b", "a")):
        ns = ns_of[side]
        x = ["ip", "netns", "exec", ns]
        for key, val in (("net.ipv6.conf.all.disable_ipv6", 1), ("net.ipv6.conf.default.disable_ipv6", 1),
                         ("net.ipv4.tcp_ecn", 2), ("net.ipv4.tcp_tw_reuse", 1)):
            _run(x + ["sysctl", "-qw", f"{key}={val}"])
        # A namespace may only default to an algorithm in the host's allowed list (often
        # not cubic); every tool here sets cubic per socket anyway (TCP_CONGESTION).
        _run(x + ["sysctl", "-qw", f"net.ipv4.tcp_congestion_control={CC}"], check=False)
        _run(x + ["ip", "link", "set", "lo", "up"])
        _run(x + ["ip", "link", "set", TAP, "address", MAC[side], "mtu", "1500"])
        _run(x + ["ethtool", "-K", TAP, "tso", "off", "gso", "off", "gro", "off", "tx", "off", "rx", "off"],
             check=False)  # some of these are fixed off on a TAP; what can be turned off is
        # TCP builds multi-segment (GSO) skbs even with gso off; one segment per skb makes the
        # packets that redline.lab.ecnpath counts at A's output hook the frames on the wire.
        _run(x + ["ip", "link", "set", TAP, "gso_max_segs", "1"])
        _run(x + ["ip", "link", "set", TAP, "up"])
        plain, ecn = mine[side]
        _run(x + ["ip", "addr", "add", f"{plain}/24", "dev", TAP])
        _run(x + ["ip", "addr", "add", f"{ecn}/32", "dev", TAP])
        oplain, oecn = mine[other]
        _run(x + ["ip", "route", "add", f"{oecn}/32", "dev", TAP, "features", "ecn"])
        for ip in (oplain, oecn):  # static neighbours: no ARP through the TM
            _run(x + ["ip", "neigh", "replace", ip, "lladdr", (next_hop_mac or {}).get(side, MAC[other]), "dev", TAP,
                  "nud", "permanent"])
    ecnpath.install(ns_of["a"], ns_of["b"], TAP, (A_IP, A_IP_ECN), (B_IP, B_IP_ECN))


class Namespaces:
    """Namespaces A and B (`self.ns`), the processes started in them and their teardown; what
    joins them is the subclass's: the harness (`Bottleneck`) or a guest (`linuxnet`)."""

    def __init__(self, tmp_prefix: str):
        self.ns = {"a": f"rl{os.getpid()}-a", "b": f"rl{os.getpid()}-b"}
        self._tmp = Path(tempfile.mkdtemp(prefix=tmp_prefix))
        self._procs: list[subprocess.Popen] = []

    def _add_namespaces(self) -> None:
        cleanup_stale()
        self._old_term = signal.getsignal(signal.SIGTERM)
        signal.signal(signal.SIGTERM, _raise_interrupt)  # run __exit__ on kill too
        for ns in self.ns.values():
            _run(["ip", "netns", "add", ns])

    # ---- use ----
    def popen(self, side: str, argv: list[str], **kw) -> subprocess.Popen:
        """Starts a process in namespace `side` ("a" or "b"); it is killed at teardown."""
        p = subprocess.Popen(["ip", "netns", "exec", self.ns[side]] + argv, **kw)
        self._procs.append(p)
        return p

    def python(self, side: str, module: str, args: list[str], **kw) -> subprocess.Popen:
        return self.popen(side, [sys.executable, "-m", module] + args, **kw)

    def ecn_counts(self) -> dict:
        """A→B TCP packets by ECN codepoint: sent by A and received by B so far (redline.lab.ecnpath)."""
        return {"sent": ecnpath.read(self.ns["a"]), "received": ecnpath.read(self.ns["b"])}

    # ---- teardown ----
    def _stop_procs(self) -> None:
        for p in self._procs:
            if p.poll() is None:
                p.terminate()
        for p in self._procs:
            try:
                p.wait(timeout=3)
            except subprocess.TimeoutExpired:
                p.kill()

    def _remove_namespaces(self) -> None:
        for ns in self.ns.values():
            _kill_ns_procs(ns)
            _run(["ip", "netns", "del", ns], check=False)
        shutil.rmtree(self._tmp, ignore_errors=True)
        if hasattr(self, "_old_term"):
            signal.signal(signal.SIGTERM, self._old_term)

    def __exit__(self, *exc):
        self.close()


class Bottleneck(Namespaces):
    """Context manager: namespaces + harness + addresses. `self.ctl` is the control socket."""

    def __init__(self, clock_mhz: int = 1, delay_ab_us: int = 0, delay_ba_us: int = 0,
                 reverse: str = "pass", width: int = 64, pcap_dir: str | Path | None = None,
                 max_lag_us: int = 1000, lag_window_ms: int = 500, skip: bool = True):
        super().__init__("redline-tap-")
        self.clock_mhz = clock_mhz
        self.width = width
        self.control = self._tmp / "ctl.sock"
        self.argv = [str(harness_binary(width)), "--ns-a", self.ns["a"], "--ns-b", self.ns["b"],
                     "--tap", TAP, "--clock-mhz", str(clock_mhz), "--delay-ab-us", str(delay_ab_us),
                     "--delay-ba-us", str(delay_ba_us), "--reverse", reverse, "--control", str(self.control),
                     "--max-lag-us", str(max_lag_us), "--lag-window-ms", str(lag_window_ms)]
        if not skip:
            self.argv.append("--no-skip")
        if pcap_dir:
            Path(pcap_dir).mkdir(parents=True, exist_ok=True)
            self.argv += ["--pcap-a", str(Path(pcap_dir) / "a.pcap"), "--pcap-b", str(Path(pcap_dir) / "b.pcap")]
        self.proc: subprocess.Popen | None = None
        self.ctl: SimControl | None = None
        self.summary: dict | None = None
        self.stderr = ""

    # ---- set-up ----
    def __enter__(self):
        check_available(self.width)
        try:
            self._add_namespaces()
            self.proc = subprocess.Popen(self.argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            line = self.proc.stdout.readline().strip()
            if line != "ready":
                err = self.proc.stderr.read()
                raise RuntimeError(f"the harness did not start: {err.strip() or line}")
            configure_endpoints(self.ns)
            self.ctl = SimControl(self.control)
        except BaseException:
            self.close()
            raise
        return self

    # ---- use ----
    def check_alive(self) -> None:
        if self.proc and self.proc.poll() is not None:
            raise RuntimeError(f"the harness stopped (exit {self.proc.returncode}): {self._drain()}")

    def _drain(self) -> str:
        if self.proc and self.proc.stderr:
            try:
                self.stderr += self.proc.stderr.read() or ""
            except ValueError:
                pass
        return self.stderr.strip()

    # ---- teardown ----
    def close(self) -> dict | None:
        self._stop_procs()
        if self.ctl:
            self.ctl.close()
            self.ctl = None
        if self.proc and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                out, err = self.proc.communicate(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                out, err = self.proc.communicate()
            self.stderr += err or ""
            for line in (out or "").splitlines():
                if line.startswith("{"):
                    self.summary = json.loads(line)
        elif self.proc:
            self._drain()
        self._remove_namespaces()
        return self.summary


def _raise_interrupt(signum, frame):
    raise KeyboardInterrupt(f"signal {signum}")
