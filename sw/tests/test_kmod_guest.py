"""The Corundum app driver in a real kernel (issue 17 item 2, docs/guest.md).

A QEMU guest on Debian's stock kernel gets an ivshmem-plain PCI device whose BAR2 is a host
file. sim/build/w64/redline_barserve lays the app block's register-block list out in that file
and serves its TM window from a Verilated redline_tm (polling: see sim/barserve.cpp). In the
guest, the test-only stand-in parent (sw/kmod/test/standin, module "mqnic") registers
mqnic.app_52440001.0 on that PCI device, mqnic_app_redline probes it, and `redline set/show
--sysfs` run in the guest's Python against the driver's files. The host side reads the TM's own
registers over AXI-Lite to check what arrived.

Skips only when QEMU cannot start here (redline.lab.guest.check_available).
"""
from __future__ import annotations

import json
import re
import shutil
import subprocess
import time
from pathlib import Path

import pytest

from redline.lab import guest
from redline.spec import regmap
from redline.spec.regs import REGS
from redline.devices.simctl import SimControl

ROOT = Path(__file__).resolve().parents[2]
KMOD = ROOT / "sw" / "kmod"
GEN = ROOT / "hw" / "gen"
BARSERVE = ROOT / "sim" / "build" / "w64" / "redline_barserve"
BAR_SIZE = 0x10000
TM_BASE = regmap.APP["TM_BASE"]
PCI = "0000:00:09.0"                 # the ivshmem device's slot (addr=0x9 below)
DEV = f"/sys/bus/auxiliary/devices/mqnic.app_{regmap.APP_ID:08x}.0"
PORT = f"{DEV}/port0"
CLOCK_MHZ = 10
WORDS = "red limit 400000 min 30000 max 90000 avpkt 1000 burst 55 probability 0.02 bandwidth 10mbit ecn"
BUILD_OUTPUT = ("*.o", "*.ko", "*.mod", "*.mod.c", ".*.cmd", ".*.d", "modules.order", "Module.symvers")


@pytest.fixture(scope="module")
def modules(tmp_path_factory) -> dict[str, Path]:
    """mqnic_app_redline.ko and the stand-in mqnic.ko, built from a copy of sw/kmod at W=1
    (no build output in the repository); neither build may warn."""
    kdir = subprocess.run(["make", "--no-print-directory", "-s", "-C", str(KMOD), "kdir"],
                          capture_output=True, text=True).stdout.strip()
    if not kdir or not (Path(kdir) / "Makefile").is_file():
        pytest.fail(f"no kernel headers to build sw/kmod against (KDIR={kdir!r}): run 'make setup'")
    top = tmp_path_factory.mktemp("kbuild")
    src = top / "sw" / "kmod"
    shutil.copytree(KMOD, src, ignore=shutil.ignore_patterns(*BUILD_OUTPUT))
    (top / "hw" / "gen").mkdir(parents=True)
    shutil.copy2(GEN / "redline_regs.h", top / "hw" / "gen")
    kos = {}
    for d, ko in ((src, "mqnic_app_redline.ko"), (src / "test" / "standin", "mqnic.ko")):
        r = subprocess.run(["make", "-C", str(d), f"KDIR={kdir}", "W=1"], capture_output=True, text=True, timeout=600)
        log = r.stdout + r.stderr
        assert r.returncode == 0, f"kbuild of {d} failed:\n{log}"
        warnings = [ln for ln in log.splitlines() if re.search(r"warning", ln, re.I)]
        assert not warnings, "\n".join(warnings)
        kos[ko] = d / ko
    return kos


class Rig:
    """The booted guest (`g`), the BAR server's control socket (`ctl`) and helpers."""

    def __init__(self, g: guest.Guest, ctl: SimControl):
        self.g, self.ctl = g, ctl

    def sh(self, cmd: str, **kw) -> str:
        return self.g.sh(cmd, **kw)[1]

    def show(self) -> dict:
        return json.loads(self.sh(f"redline show --sysfs {DEV} -s -j"))[0]["redline"]

    def tm(self, addr: int) -> int:
        """A register as the Verilated TM holds it (AXI-Lite read on the host side)."""
        return int(self.ctl.cmd(f"rd {addr}"))

    def tm_value(self, lo_name: str) -> int:
        """A 64-bit snapshot value straight from the TM (host-side snapshot)."""
        self.ctl.cmd(f"wr {REGS['CTRL']} {regmap.ctrl_word('snapshot')}")
        lo = REGS[f"{lo_name.upper()}_LO"]
        return self.tm(lo) | self.tm(lo + 4) << 32

    def stats(self) -> dict:
        return json.loads(self.ctl.cmd("stats"))

    def dmesg(self) -> str:
        return self.sh("dmesg")


@pytest.fixture(scope="module")
def rig(modules, tmp_path_factory):
    try:
        guest.check_available()
    except guest.GuestUnavailable as e:
        pytest.skip(f"QEMU cannot start here: {e}")
    assert BARSERVE.is_file(), f"{BARSERVE} is missing: 'make sim' (make -C sim) builds it"
    work = tmp_path_factory.mktemp("kmodguest")
    bar, sock = work / "bar", work / "ctl.sock"
    server = subprocess.Popen([str(BARSERVE), "--bar", str(bar), "--size", str(BAR_SIZE), "--control", str(sock),
                               "--clock-mhz", str(CLOCK_MHZ)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True)
    try:
        line = server.stdout.readline().strip()
        assert line == "ready", f"redline_barserve did not start: {line} {server.stderr.read() if server.poll() is not None else ''}"
        ctl = SimControl(sock, timeout=10.0)
        files = {f"/lib/modules/extra/{n}": p for n, p in modules.items()}
        files.update(guest.python_files())
        img = guest.build_image(extra_files=files, name="kmodguest")
        qemu = ["-object", f"memory-backend-file,id=rlbar,share=on,mem-path={bar},size={BAR_SIZE}",
                "-device", f"ivshmem-plain,memdev=rlbar,addr={PCI.rsplit(':', 1)[1].split('.')[0]}"]
        with guest.Guest(img, qemu_args=qemu) as g:
            r = Rig(g, ctl)
            r.sh("insmod /lib/modules/extra/mqnic.ko && insmod /lib/modules/extra/mqnic_app_redline.ko")
            yield r
        ctl.quit()
        ctl.close()
    finally:
        if server.poll() is None:
            server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


def test_driver_probes_the_served_app_block(rig):
    log = rig.dmesg()
    assert f"stand-in parent: registered mqnic.app_{regmap.APP_ID:08x}.0" in log, log
    # The driver walked the RB list, found the TM (ID RDLN, version 1.x) and made port0.
    assert f"redline on {PCI}: 1 port(s)" in log, log
    files = rig.sh(f"ls {PORT}").split()
    for f in regmap.KNOB_NAMES + regmap.STATUS_FIELDS + ("hold", "stab", "pkts_in", "forward"):
        assert f in files, f
    # The build's width and buffer, as the TM's PARAMS register gives them.
    params = rig.tm(REGS["PARAMS"])
    assert int(rig.sh(f"cat {PORT}/data_bytes")) == regmap.field_value(params, "data_bytes") > 0
    assert int(rig.sh(f"cat {PORT}/buf_log2")) == regmap.field_value(params, "buf_log2") > 0
    # Probe loaded the shadow from the TM's knob registers: what the Verilated TM holds.
    assert int(rig.sh(f"cat {PORT}/limit")) == rig.tm(REGS["LIMIT"]) == 0xFFFFFFFF
    assert int(rig.sh(f"cat {PORT}/cycles_per_us")) == rig.tm(REGS["CYCLES_PER_US"]) == CLOCK_MHZ


def test_set_commits_and_the_tm_holds_the_knobs(rig):
    before = rig.show()["stats"]
    out = rig.sh(f"redline set --sysfs {DEV} --clock-mhz {CLOCK_MHZ} {WORDS} -j")
    knobs = json.loads(out)
    knobs["stab"] = bytes.fromhex(knobs["stab"])
    after = rig.show()
    assert after["stats"]["commits"] == before["commits"] + 1
    assert after["stats"]["refused"] == before["refused"]
    assert after["mode"] == "ecn" and after["knobs"]["min_th"] == 30000 and after["knobs"]["max_th"] == 90000
    # Every knob register of the Verilated TM holds what `redline set` wrote through the driver.
    held = {a: rig.tm(a) for a in regmap.encode_knobs(knobs)}
    assert held == regmap.encode_knobs(knobs)
    assert rig.tm(REGS["COMMITS"]) == after["stats"]["commits"]


def _bar_write(rig: Rig, addr: int, value: int) -> None:
    """A raw BAR2 write from inside the guest (resource2), beside the driver."""
    rig.sh(f"{guest.GUEST_PYTHON} -S -c \"import mmap, os; f = os.open('/sys/bus/pci/devices/{PCI}/resource2', os.O_RDWR); "
           f"m = mmap.mmap(f, {BAR_SIZE}); m[{addr}:{addr + 4}] = ({value}).to_bytes(4, 'little'); m.close()\"")


def test_refused_commit(rig):
    """The driver's check is the TM's own (model.validate, semantics §6), so no value passes the
    driver and fails the TM: a refusal needs the TM's registers to differ from the driver's
    view. Here another writer (a raw BAR write in the guest) puts an invalid min_th into the
    TM's register; the driver's next single-knob commit is then refused by the TM."""
    rig.sh(f"redline set --sysfs {DEV} --clock-mhz {CLOCK_MHZ} {WORDS}")
    before = rig.show()["stats"]
    _bar_write(rig, TM_BASE + REGS["MIN_TH"], 0xFFFFFFFF)
    deadline = time.monotonic() + 5
    while rig.tm(REGS["MIN_TH"]) != 0xFFFFFFFF:  # the server forwards the raw write to the TM
        assert time.monotonic() < deadline, "the raw BAR write never reached the TM"
        time.sleep(0.02)
    rc, out = rig.g.sh(f"echo 95000 > {PORT}/max_th", check=False)
    assert rc != 0 and "Input/output error" in out, out  # -EIO: the TM refused
    assert "port0: the TM refused the commit: min_th (err_code 1)" in rig.dmesg()
    after = rig.show()
    assert after["stats"]["refused"] == before["refused"] + 1
    assert after["stats"]["commits"] == before["commits"]
    assert after["stats"]["err_code"] == 1 == rig.tm(REGS["STATUS"]) >> 4 & 0xF
    # The driver put the failed knob's register back and kept the applied set in its shadow.
    assert after["knobs"]["max_th"] == 90000 == rig.tm(REGS["MAX_TH"])
    # A whole-set `redline set` rewrites every register, min_th included: accepted again.
    rig.sh(f"redline set --sysfs {DEV} --clock-mhz {CLOCK_MHZ} {WORDS}")
    again = rig.show()["stats"]
    assert again["commits"] == before["commits"] + 1 and again["refused"] == after["stats"]["refused"]
    assert rig.tm(REGS["MIN_TH"]) == 30000


# Run in the guest's Python: as root, or as nobody (setuid drops every capability). The test
# makes the files world-writable first, so the file mode lets nobody write and only the
# driver's CAP_NET_ADMIN check can refuse it.
WRITE_AS = r"""
import errno, json, os, sys
with open(os.path.join(sys.argv[1], "stab"), "rb") as f:
    stab = f.read()                                   # written back as it is: a valid table
if sys.argv[2] == "nobody":
    os.setgid(65534)
    os.setuid(65534)
out = {"uid": os.getuid()}
for name, payload in (("max_th", b"91000\n"), ("stab", stab)):
    try:
        fd = os.open(os.path.join(sys.argv[1], name), os.O_WRONLY)
        try:
            os.write(fd, payload)
        finally:
            os.close(fd)
        out[name] = 0
    except OSError as e:
        out[name] = errno.errorcode[e.errno]
print(json.dumps(out))
"""


def test_writes_need_cap_net_admin(rig):
    """As tc does, the driver refuses a write from a process without CAP_NET_ADMIN (-EPERM), even
    when the file's mode lets it write; the TM keeps its registers and commits nothing. The
    same writes from root go through."""
    import base64
    rig.sh(f"redline set --sysfs {DEV} --clock-mhz {CLOCK_MHZ} {WORDS}")
    rig.sh(f"echo {base64.b64encode(WRITE_AS.encode()).decode()} | base64 -d > /tmp/write_as.py")
    before = rig.show()["stats"]
    rig.sh(f"chmod 666 {PORT}/max_th {PORT}/stab")
    try:
        got = json.loads(rig.sh(f"{guest.GUEST_PYTHON} -S /tmp/write_as.py {PORT} nobody"))
    finally:
        rig.sh(f"chmod 644 {PORT}/max_th {PORT}/stab")
    assert got == {"uid": 65534, "max_th": "EPERM", "stab": "EPERM"}, got
    assert rig.tm(REGS["MAX_TH"]) == 90000
    assert rig.show()["stats"]["commits"] == before["commits"], "a refused write committed"
    got = json.loads(rig.sh(f"{guest.GUEST_PYTHON} -S /tmp/write_as.py {PORT} root"))
    assert got == {"uid": 0, "max_th": 0, "stab": 0}, got
    assert rig.tm(REGS["MAX_TH"]) == 91000
    assert rig.show()["stats"]["commits"] > before["commits"]
    rig.sh(f"redline set --sysfs {DEV} --clock-mhz {CLOCK_MHZ} {WORDS}")   # as the next test expects


def test_counters_grow_under_traffic(rig):
    n, size, pps = 8000, 200, 1000  # 8 s: the guest reads (about 4 s under TCG) end well before
    base = rig.show()["stats"]
    snaps = rig.stats()["snapshots"]
    rig.ctl.cmd(f"traffic {n} {size} {pps}")
    seen = [int(v) for v in rig.sh(f"for i in 1 2 3 4 5; do cat {PORT}/pkts_in; sleep 0.3; done").split()]
    mid = rig.show()["stats"]
    assert len(seen) == 5 and all(b > a for a, b in zip(seen, seen[1:])), seen
    assert base["pkts_in"] < seen[0] and seen[-1] <= mid["pkts_in"] < base["pkts_in"] + n, (seen, mid)
    # Every guest read pulsed CTRL.snapshot, and the server saw the pulses.
    assert rig.stats()["snapshots"] > snaps
    deadline = time.monotonic() + 30
    while (s := rig.stats())["pending"] or s["frames_out"] < s["frames_in"]:
        assert time.monotonic() < deadline, s
        time.sleep(0.2)
    time.sleep(0.05)  # one more refresh of the file
    end = rig.show()["stats"]
    assert end["pkts_in"] - base["pkts_in"] == n == rig.tm_value("pkts_in") - base["pkts_in"]
    assert end["bytes_in"] - base["bytes_in"] == n * size
    assert end["pkts_out"] - base["pkts_out"] == n  # ECT traffic at 1.6 of 10 Mbit/s: nothing dropped


def test_probe_checks_the_tm_id(rig):
    """A BAR whose TM window does not say RDLN gets no port: the ID the driver read is real."""
    drv = "/sys/bus/auxiliary/drivers/mqnic_app_redline"
    dev = DEV.rsplit("/", 1)[1]
    rig.sh(f"echo {dev} > {drv}/unbind")
    _bar_write(rig, TM_BASE + REGS["ID"], 0x12345678)
    rc, out = rig.g.sh(f"echo {dev} > {drv}/bind", check=False)
    assert rc != 0, out
    assert "no redline TM at 0x8000 (ID 0x12345678, expected 0x52444c4e)" in rig.dmesg()
    _bar_write(rig, TM_BASE + REGS["ID"], regmap.FIELDS["id"].reset)
    rig.sh(f"echo {dev} > {drv}/bind")
    assert "commits" in rig.sh(f"ls {PORT}")
