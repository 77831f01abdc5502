"""Where `redline set` / `redline show` read and write a TM: one port of a device.

Three backends share one interface (read_knobs, write_knobs, read_stats, close, and
clock_mhz: the TM clock the device knows it runs at, in whole MHz, or None when it does not):

* `SimDevice`: the real-time harness's control socket (sim/tap.cpp). Port 0 is the A→B TM,
  port 1 the B→A TM (harness started with `--reverse tm`).
* `SysfsDevice`: the kernel module's files (sw/kmod/README.md), one directory `port<N>` per port
  under the auxiliary device, e.g. /sys/bus/auxiliary/devices/mqnic.app_52440001.0/port0.
  A configuration is written as one batch: `hold` 1, the knob files, `stab`, `hold` 0; the
  driver validates the whole set when `hold` goes back to 0 and writes nothing if it is invalid.
* `EtherboneDevice`: the ECP5 board's registers over UDP (docs/etherbone.md). Port 0 is the TM
  at 0x0000, port 1 the B→A TM at 0x2000 when the board has one. A configuration is written as
  register words and committed with the TM's own handshake, as the simulator backend does.

Knob and value names are the register description's everywhere (`redline.spec.regmap`).
"""
from __future__ import annotations

import errno
import glob
import os
import time
from pathlib import Path

from redline.devices import board
from redline.spec import regmap
from redline.tc.config import MODE_NAMES, MODES, UNIT_NAMES, UNITS
from redline.devices.errors import DeviceError
from redline.spec.regs import REGS

#: the device's auxiliary-bus name pattern; APP_ID comes from the register description
SYSFS_GLOB = f"/sys/bus/auxiliary/devices/mqnic.app_{regmap.APP_ID:08x}.*"
#: values the driver exposes per port beside the TM's own (from the app block's port block)
APP_PORT_VALUES = ("host_discard", "drop_cpl", "cpl_filtered", "fwd_overrun")


class SimDevice:
    """One TM of the real-time harness, through its control socket."""

    clock_mhz = None   # the harness runs at whatever --clock-mhz it was started with

    def __init__(self, socket_path: str, port: int = 0):
        from redline.devices.simctl import SimControl, SimError

        if port not in (0, 1):
            raise DeviceError(f"--port {port}: the simulator has ports 0 (A→B) and 1 (B→A)")
        self._SimError = SimError
        self.direction = "ab" if port == 0 else "ba"
        self.port = port
        self.name = f"sim {socket_path} port {port}"
        try:
            self.ctl = SimControl(socket_path, timeout=2.0)
        except SimError as e:
            raise DeviceError(str(e)) from None
        try:  # fails early and clearly when port 1 has no TM (harness --reverse pass)
            self.ctl.cmd(f"{self._p}rd {REGS['ID']}")
        except SimError as e:
            self.ctl.close()
            raise DeviceError(f"port {port}: {e}") from None

    @property
    def _p(self) -> str:
        return "" if self.direction == "ab" else "ba "

    def _rd(self, addr: int) -> int:
        return int(self.ctl.cmd(f"{self._p}rd {addr}"))

    def read_knobs(self) -> dict:
        return regmap.decode_knobs({a: self._rd(a) for a in regmap.knob_addresses()})

    def write_knobs(self, knobs: dict) -> None:
        try:
            self.ctl.apply_knobs(knobs, self.direction)
        except ValueError as e:  # refused by the TM: the old configuration stays in force
            raise DeviceError(str(e)) from None
        except self._SimError as e:
            raise DeviceError(f"simulator: {e}") from None

    def read_stats(self) -> dict:
        self.ctl.cmd(f"{self._p}wr {REGS['CTRL']} {regmap.ctrl_word('snapshot')}")
        return regmap.read_status(self._rd)

    def close(self) -> None:
        self.ctl.close()


class SysfsDevice:
    """One port of the redline app block, through the kernel module's sysfs files."""

    clock_mhz = None   # the driver does not export the app block's clock

    def __init__(self, root: str | None, port: int = 0):
        if root is None:
            found = sorted(glob.glob(SYSFS_GLOB))
            if not found:
                raise DeviceError(f"no redline device: nothing matches {SYSFS_GLOB} "
                                  "(is mqnic_app_redline loaded? or give --sysfs PATH / --sim SOCKET)")
            root = found[0]
        self.root = Path(root)
        self.port = port
        self.dir = self.root / f"port{port}"
        self.name = f"sysfs {self.dir}"
        if not self.root.is_dir():
            raise DeviceError(f"--sysfs {root}: no such directory")
        if not self.dir.is_dir():
            ports = sorted(p.name for p in self.root.glob("port*"))
            raise DeviceError(f"--port {port}: {self.root} has {', '.join(ports) or 'no ports'}")

    def _read(self, name: str) -> str:
        try:
            return (self.dir / name).read_text().strip()
        except OSError as e:
            raise DeviceError(f"cannot read {self.dir / name}: {e.strerror}") from None

    def _write(self, name: str, data: str | bytes) -> None:
        path = self.dir / name
        try:
            # one write() call per value, as sysfs wants (stab must arrive as one 256-byte write)
            fd = os.open(path, os.O_WRONLY | os.O_TRUNC)
            try:
                os.write(fd, data if isinstance(data, bytes) else data.encode())
            finally:
                os.close(fd)
        except OSError as e:
            why = "the driver refused the value" if e.errno == errno.EINVAL else e.strerror
            raise DeviceError(f"writing {name} to {path}: {why}") from None

    def read_knobs(self) -> dict:
        k = {}
        for name in regmap.KNOB_NAMES:
            v = self._read(name)
            if name == "mode":
                k[name] = MODES[v] if v in MODES else _int(v, path=self.dir / name)
            elif name == "unit":
                k[name] = UNITS[v] if v in UNITS else _int(v, path=self.dir / name)
            else:
                k[name] = _int(v, path=self.dir / name)
        try:
            k["stab"] = (self.dir / "stab").read_bytes()
        except OSError as e:
            raise DeviceError(f"cannot read {self.dir / 'stab'}: {e.strerror}") from None
        if len(k["stab"]) != 256:
            raise DeviceError(f"{self.dir / 'stab'}: {len(k['stab'])} bytes, expected 256")
        return k

    def write_knobs(self, knobs: dict) -> None:
        self._write("hold", "1")
        try:
            for name in regmap.KNOB_NAMES:
                v = int(knobs[name])
                text = MODE_NAMES[v] if name == "mode" else UNIT_NAMES[v] if name == "unit" else str(v)
                self._write(name, text)
            self._write("stab", bytes(knobs["stab"]))
        except DeviceError:
            self._write_quietly("hold", "0")  # ends the batch; the driver keeps the applied set
            raise
        self._write("hold", "0")  # validates and applies the whole set, or writes nothing

    def _write_quietly(self, name: str, data: str) -> None:
        try:
            self._write(name, data)
        except DeviceError:
            pass

    def read_stats(self) -> dict:
        out = {}
        for name in regmap.STATUS64 + regmap.STATUS32 + regmap.STATUS_FIELDS:
            out[name] = _int(self._read(name), path=self.dir / name)
        for name in APP_PORT_VALUES + ("forward",):
            if (self.dir / name).exists():
                out[name] = _int(self._read(name), path=self.dir / name)
        return out

    def close(self) -> None:
        pass


TM_ID = regmap.FIELDS["id"].reset
COMMIT_TIMEOUT = 2.0  # seconds the TM may take to validate and apply a commit


class EtherboneDevice:
    """One TM of the ECP5 board, through its Etherbone registers (redline.devices.etherbone)."""

    def __init__(self, target: str, port: int = 0, timeout: float = 1.0):
        from redline.devices.etherbone import EtherboneClient, parse_target

        host, udp = parse_target(target)
        if port not in board.TM_BASES:
            raise DeviceError(f"--port {port}: the board has port 0 (TM at 0x0000) and port 1 "
                              "(B→A TM at 0x2000)")
        self.port = port
        self.base = board.TM_BASES[port]
        self.where = f"{host}:{udp}"
        self.name = f"etherbone {self.where} port {port}"
        # writes are acknowledged by a read of this TM's own ID register
        self.eb = EtherboneClient(host, udp, timeout=timeout, ack_addr=self.base + REGS["ID"])
        try:
            ident = self.eb.read(self.base + REGS["ID"])
        except DeviceError:
            self.eb.close()
            raise
        if ident != TM_ID:
            self.eb.close()
            raise DeviceError(f"port {port}: no redline TM at {self.base:#06x} on {self.where} "
                              f"(ID reads {ident:#010x}, expected {TM_ID:#010x})")
        self._read_board()

    def _read_board(self) -> None:
        """What the board says about itself: its TM clock (TM_CLK_HZ) in whole MHz, or None when
        the far end is not our board or its clock is not a whole number of MHz (the TM's own
        cycles_per_us starts at the register description's 250 after reset, which is not the
        board's clock, so `redline set` takes this one instead, docs/etherbone.md); and its
        write policy (docs/security.md): the lock, the management source, the refused count."""
        b = board.BOARD_BASE
        bid, hz, status, refused, ip, hi, lo = self.eb.read_many(
            [b + board.REG_ID, b + board.REG_TM_CLK_HZ, b + board.REG_STATUS, b + board.REG_EB_REFUSED_LOCKED,
             b + board.REG_MGMT_IP, b + board.REG_MGMT_MAC_HI, b + board.REG_MGMT_MAC_LO])
        ours = bid == board.BOARD_ID
        self.clock_mhz = hz // 1_000_000 if ours and hz and not hz % 1_000_000 else None
        self.locked = ours and bool(status >> board.STATUS_BITS["write_locked"] & 1)
        self.mgmt = board.mgmt_source(ip, hi, lo) if ours and (ip or hi or lo) else None
        self._refused = refused & 0xFFFF

    def _check_writable(self) -> None:
        if self.locked:
            raise DeviceError("the board is write-locked: it refuses every register write until it is "
                              "reset or power-cycled (docs/security.md)")

    def _explain_refusal(self, e: DeviceError) -> DeviceError:
        """A write that got no reply: if the board counted a refused request meanwhile, say why."""
        try:
            refused = self.eb.read(board.BOARD_BASE + board.REG_EB_REFUSED_LOCKED) & 0xFFFF
        except DeviceError:
            return e
        if refused == self._refused or self.mgmt is None:
            return e
        self._refused = refused
        mac, ip = self.mgmt
        here = self.eb.sock.getsockname()[0]
        return DeviceError(f"the board refused the write: it serves writes only from its management source "
                           f"(MAC {mac}, IPv4 {ip}), and this host sends from {here} (docs/security.md)")

    def lock(self) -> None:
        """Sets the board's write lock (until reset or power cycle) and checks that it took."""
        self._check_writable()
        try:
            self.eb.write(board.BOARD_BASE + board.REG_LOCK, board.LOCK_KEY)
        except DeviceError as e:
            raise self._explain_refusal(e) from None
        if not self.eb.read(board.BOARD_BASE + board.REG_LOCK) & 1:
            raise DeviceError("the write lock did not take (LOCK reads 0): is this bitstream older than the lock?")
        self.locked = True

    def _read(self, addrs: list[int]) -> dict[int, int]:
        return dict(zip(addrs, self.eb.read_many([self.base + a for a in addrs])))

    def read_knobs(self) -> dict:
        return regmap.decode_knobs(self._read(regmap.knob_addresses()))

    def write_knobs(self, knobs: dict) -> None:
        try:
            words = regmap.encode_knobs(knobs)
        except ValueError as e:
            raise DeviceError(str(e)) from None
        self._check_writable()
        for addr, run in _runs(words):          # consecutive registers go in one packet
            try:
                self.eb.write_many(self.base + addr, run)
            except DeviceError as e:
                raise self._explain_refusal(e) from None
        # The TM's commit handshake (as SimControl.commit and the cocotb tb): the commit is done
        # when COMMITS + REFUSED moves; STATUS then says whether it was refused, and why.
        count = (REGS["COMMITS"], REGS["REFUSED"])
        before = sum(self._read(list(count)).values())
        self.eb.write(self.base + REGS["CTRL"], regmap.ctrl_word("commit"))
        deadline = time.monotonic() + COMMIT_TIMEOUT
        while True:
            w = self._read([*count, REGS["STATUS"]])   # STATUS is read after the counters
            if (w[count[0]] + w[count[1]]) & 0xFFFFFFFF != before & 0xFFFFFFFF:
                break
            if time.monotonic() > deadline:
                raise DeviceError(f"the commit did not complete within {COMMIT_TIMEOUT:g} s "
                                  "(COMMITS + REFUSED did not move)")
        if regmap.field_value(w[REGS["STATUS"]], "err"):
            code = regmap.field_value(w[REGS["STATUS"]], "err_code")
            raise DeviceError(f"the TM refused the configuration: {regmap.refusal_reason(code)} "
                              f"(err_code {code})")

    def read_stats(self) -> dict:
        # (a locked board lets this one write through: docs/security.md)
        self.eb.write(self.base + REGS["CTRL"], regmap.ctrl_word("snapshot"))
        stats = regmap.decode_status(self._read(regmap.status_addresses()))
        if self.mgmt is not None:   # the board's write policy, beside the TM's counters
            b = board.BOARD_BASE
            status, counts = self.eb.read_many([b + board.REG_STATUS, b + board.REG_EB_REFUSED_LOCKED])
            stats["write_locked"] = status >> board.STATUS_BITS["write_locked"] & 1
            stats["eb_refused"], stats["eb_locked_writes"] = counts & 0xFFFF, counts >> 16
        return stats

    def close(self) -> None:
        self.eb.close()


def _runs(words: dict[int, int]) -> list[tuple[int, list[int]]]:
    """Register words (address -> value) grouped into runs of consecutive addresses."""
    runs: list[tuple[int, list[int]]] = []
    for addr in sorted(words):
        if runs and runs[-1][0] + 4 * len(runs[-1][1]) == addr:
            runs[-1][1].append(words[addr])
        else:
            runs.append((addr, [words[addr]]))
    return runs


def _int(text: str, path) -> int:
    try:
        return int(text, 0)
    except ValueError:
        raise DeviceError(f"{path}: unexpected content '{text}'") from None


def open_device(sim: str | None, sysfs: str | None, port: int, etherbone: str | None = None):
    """The backend the options name: --sim SOCKET, --sysfs PATH (default: the one device
    under /sys/bus/auxiliary) or --etherbone HOST[:PORT]."""
    given = [o for o, v in (("--sim", sim), ("--sysfs", sysfs), ("--etherbone", etherbone)) if v is not None]
    if len(given) > 1:
        raise DeviceError(f"{given[0]} and {given[1]}: give one device option, not both")
    if port < 0:
        raise DeviceError(f"--port {port}: must be >= 0")
    if sim is not None:
        return SimDevice(sim, port)
    if etherbone is not None:
        return EtherboneDevice(etherbone, port)
    return SysfsDevice(sysfs, port)


__all__ = ["DeviceError", "SimDevice", "SysfsDevice", "EtherboneDevice", "open_device", "SYSFS_GLOB"]
