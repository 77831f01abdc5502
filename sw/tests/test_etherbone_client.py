"""The Etherbone client (redline.devices.etherbone) and the `--etherbone` backend (EtherboneDevice)
against an in-process fake board on 127.0.0.1.

The fake follows docs/etherbone.md on its own (it does not use the client's encoder or
decoder): it takes one record per packet with byte enable 0xF, 32-bit words, word-aligned
16-bit addresses and at most 256 payload words, executes the writes and then the reads, and
answers a record with reads with one record writing the values to base_ret_addr. Anything
else is ignored, as the board does. Behind it sits a register file with the TM's commit
handshake: CTRL.commit judges the knob registers by the model's refusal rules and moves COMMITS
or REFUSED (after a delay of a few polls) and sets STATUS.err/err_code."""
from __future__ import annotations

import json
import socket
import struct
import threading
import time

import pytest

from redline.devices import board as boardregs
from redline import model
from redline.spec import regmap
from redline.cli.cli_control import build_knobs
from redline.devices.device import DeviceError, EtherboneDevice, open_device
from redline.devices.etherbone import EtherboneClient, EtherboneError, parse_target
from redline.spec.regs import FIELDS, REGS

TM_ID = regmap.FIELDS["id"].reset
GOOD = ("red limit 400000 min 30000 max 90000 avpkt 1000 burst 55 probability 0.02 "
        "bandwidth 10mbit ecn").split()
HDR = bytes.fromhex("4e6f104400000000")   # magic, version 1, no flags, 32-bit sizes, padding


class FakeTM:
    """A TM's registers as the commit protocol sees them (hw ConfigEngine's checks)."""

    def __init__(self, commit_polls: int = 2):
        self.regs = {REGS["ID"]: TM_ID}
        self.commit_polls = commit_polls   # counter reads before a commit shows as done
        self.pending = None
        self.force_code = 0                # refuse every commit with this code (0: judge)
        self.snapshots = 0
        self.commits_seen = 0

    def verdict(self) -> int:
        """STATUS.err_code for the knob registers: the model's refusal rules, which
        cocotb-tests/tm/test_validation.py holds equal to the engine's."""
        if self.force_code:
            return self.force_code
        k = regmap.decode_knobs({a: self.regs.get(a, 0) for a in regmap.knob_addresses()})
        return model.refusal_code(model.Knobs(**k))

    def read(self, off: int) -> int:
        if off in (REGS["COMMITS"], REGS["REFUSED"]) and self.pending is not None:
            self.pending[0] -= 1
            if self.pending[0] <= 0:
                code = self.pending[1]
                self.pending = None
                name = "REFUSED" if code else "COMMITS"
                self.regs[REGS[name]] = self.regs.get(REGS[name], 0) + 1
                self.regs[REGS["STATUS"]] = (1 << FIELDS["err"].lsb | code << FIELDS["err_code"].lsb) if code else 0
        return self.regs.get(off, 0)

    def write(self, off: int, v: int) -> None:
        if off == REGS["CTRL"]:
            if v & regmap.ctrl_word("commit"):
                self.commits_seen += 1
                self.pending = [self.commit_polls, self.verdict()]
            if v & regmap.ctrl_word("snapshot"):
                self.snapshots += 1
            return
        if off in (REGS["ID"], REGS["STATUS"], REGS["COMMITS"], REGS["REFUSED"]):
            return  # read-only
        self.regs[off] = v


class FakeBoard:
    """UDP Etherbone responder on 127.0.0.1 with TMs at 0x0000 (and optionally 0x2000)."""

    def __init__(self, tms=(0,)):
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.sock.bind(("127.0.0.1", 0))
        self.sock.settimeout(0.05)
        self.port = self.sock.getsockname()[1]
        self.target = f"127.0.0.1:{self.port}"
        self.tms = {base: FakeTM() for base in tms}
        self.other: dict[int, int] = {}   # registers outside the TMs (e.g. 0x1000 board status)
        self.packets: list[bytes] = []    # every request received, raw
        self.bus: list[tuple] = []        # ("w"|"r", addr, value) in execution order
        self.bad = 0
        self.silent = False               # receive but never answer
        self.drop_replies = 0             # lose this many replies (computed, not sent)
        self.stale_first = False          # send a reply with a wrong tag before each reply
        # The write policy (docs/security.md): a request with writes from a source other than
        # the management one is dropped unanswered and counted; once LOCK_KEY is written to
        # LOCK, every write but the TM's counter snapshot is skipped and counted.
        self.foreign = False              # this host is not the management source
        self.locked = False
        self._stop = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def close(self):
        self._stop.set()
        self.thread.join()
        self.sock.close()

    def _tm(self, addr):
        for base, tm in self.tms.items():
            if base <= addr < base + 0x1000:
                return tm, addr - base
        return None, addr

    def read(self, addr: int) -> int:
        tm, off = self._tm(addr)
        v = tm.read(off) if tm else self.other.get(addr, 0)
        self.bus.append(("r", addr, v))
        return v

    def _board(self, reg: int) -> int:
        return boardregs.BOARD_BASE + reg

    def _count(self, shift: int) -> None:
        a = self._board(boardregs.REG_EB_REFUSED_LOCKED)
        self.other[a] = self.other.get(a, 0) + (1 << shift)

    def write(self, addr: int, v: int) -> None:
        if self.locked and (addr, v) != (REGS["CTRL"], regmap.ctrl_word("snapshot")):
            self._count(16)
            return
        if addr == self._board(boardregs.REG_LOCK):
            if v == boardregs.LOCK_KEY:
                self.locked = True
                self.other[addr] = 1
                st = self._board(boardregs.REG_STATUS)
                self.other[st] = self.other.get(st, 0) | 1 << boardregs.STATUS_BITS["write_locked"]
            return
        self.bus.append(("w", addr, v))
        tm, off = self._tm(addr)
        if tm:
            tm.write(off, v)
        else:
            self.other[addr] = v

    def _run(self):
        while not self._stop.is_set():
            try:
                data, peer = self.sock.recvfrom(65536)
            except socket.timeout:
                continue
            self.packets.append(data)
            reply = self.handle(data)
            if reply is None or self.silent:
                continue
            if self.drop_replies:
                self.drop_replies -= 1
                continue
            if self.stale_first and len(reply) >= 16:
                stale = bytearray(reply)
                stale[12:16] = (int.from_bytes(reply[12:16], "big") ^ 0x100).to_bytes(4, "big")
                self.sock.sendto(bytes(stale), peer)
            self.sock.sendto(reply, peer)

    def handle(self, d: bytes) -> bytes | None:
        """docs/etherbone.md, 'What the board accepts' and 'Replies'."""
        if len(d) < 8 or d[0:2] != b"\x4e\x6f" or d[2] >> 4 != 1:
            self.bad += 1
            return None
        if d[2] & 1:                                  # probe: echo the body, pr set
            return b"\x4e\x6f\x12\x44\0\0\0\0" + d[8:] if d[3] & 0x44 == 0x44 and len(d) % 4 == 0 else None
        body = d[8:]
        if d[2] & 2 or d[3] != 0x44 or len(body) % 4 or len(body) > 4 * 256:
            self.bad += 1
            return None
        if not body:
            return None
        flags, be, wc, rc = body[:4]
        words = struct.unpack(f">{len(body) // 4}I", body)
        need = 1 + (1 + wc if wc else 0) + (1 + rc if rc else 0)
        if be != 0x0F or len(words) != need:
            self.bad += 1
            return None
        writes = list(words[2:2 + wc]) if wc else []
        base_w = words[1] if wc else 0
        i = 2 + wc if wc else 1
        base_ret, reads = (words[i], list(words[i + 1:])) if rc else (0, [])
        if wc and (base_w % 4 or base_w + 4 * (wc - 1) >= 0x10000) or \
                any(a % 4 or a >= 0x10000 for a in reads):
            self.bad += 1
            return None
        if writes and self.foreign:
            self._count(0)
            return None
        for j, v in enumerate(writes):
            self.write(base_w + 4 * j, v)
        if not rc:
            return None
        values = [self.read(a) for a in reads]
        return HDR + bytes([0, 0x0F, rc, 0]) + struct.pack(f">I{rc}I", base_ret, *values)


@pytest.fixture
def board():
    b = FakeBoard()
    yield b
    b.close()


@pytest.fixture
def eb(board):
    c = EtherboneClient("127.0.0.1", board.port, timeout=0.5)
    yield c
    c.close()


def split_record(pkt: bytes):
    """(header, record header, words) of a request; asserts the fixed packet header."""
    assert pkt[:8] == HDR, pkt[:8].hex()
    return pkt[8:12], list(struct.unpack(f">{(len(pkt) - 12) // 4}I", pkt[12:]))


# ---- encoding ------------------------------------------------------------------------------
def test_read_is_one_record_with_a_tag(board, eb):
    board.other[0x1004] = 0xCAFEF00D
    assert eb.read(0x1004) == 0xCAFEF00D
    (pkt,) = board.packets
    rec, words = split_record(pkt)
    assert rec == bytes([0x00, 0x0F, 0x00, 0x01])      # flags, byte enable, wcount 0, rcount 1
    tag, addr = words
    assert addr == 0x1004 and tag % 4 == 0
    assert len(pkt) == 8 + 4 + 8
    # The next request carries another tag.
    eb.read(0x1004)
    assert split_record(board.packets[1])[1][0] != tag


def test_write_carries_its_ack_read(board, eb):
    eb.write(0x0024, 0xDEADBEEF)
    (pkt,) = board.packets
    rec, words = split_record(pkt)
    assert rec == bytes([0x00, 0x0F, 0x01, 0x01])
    base_w, value, tag, ack = words
    assert (base_w, value, ack) == (0x0024, 0xDEADBEEF, 0x0000) and tag % 4 == 0
    assert pkt.hex().startswith("4e6f104400000000000f0101" + "00000024" + "deadbeef")
    assert board.bus == [("w", 0x24, 0xDEADBEEF), ("r", 0x0, TM_ID)]   # writes before the read


def test_bursts_split_at_the_board_limit(board, eb):
    addrs = [0x1000 + 4 * (i % 64) for i in range(300)]
    for i in range(64):
        board.other[0x1000 + 4 * i] = i * 3
    assert eb.read_many(addrs) == [(i % 64) * 3 for i in range(300)]
    assert [p[11] for p in board.packets] == [254, 46]           # rcount per packet
    assert max(len(p) for p in board.packets) == 8 + 4 * 256     # 256 payload words at most
    board.packets.clear()
    values = list(range(1000, 1300))
    eb.write_many(0x1100, values)
    assert [(p[10], p[11]) for p in board.packets] == [(252, 1), (48, 1)]
    assert max(len(p) for p in board.packets) == 8 + 4 * 256
    assert split_record(board.packets[1])[1][0] == 0x1100 + 4 * 252
    assert [board.other[0x1100 + 4 * i] for i in range(300)] == values
    assert board.bad == 0


def test_probe(board, eb):
    rtt = eb.probe()
    (pkt,) = board.packets
    assert pkt[:8] == bytes.fromhex("4e6f114400000000") and len(pkt) == 16   # pf, 8-byte id
    assert 0 <= rtt < 0.5


def test_arguments_are_checked_before_sending(board, eb):
    for bad in (0x1002, 0x10000, -4):
        with pytest.raises(ValueError, match="multiple of 4 below 0x10000"):
            eb.read(bad)
    with pytest.raises(ValueError, match="32 bits"):
        eb.write(0x10, 1 << 32)
    with pytest.raises(ValueError):
        eb.write_many(0xFFFC, [1, 2])          # would run past 0xFFFF
    assert board.packets == []


def test_parse_target():
    assert parse_target("10.77.0.2") == ("10.77.0.2", 1234)
    assert parse_target("board.lan:4321") == ("board.lan", 4321)
    for bad in ("10.77.0.2:", ":1234", "h:0", "h:70000", "h:x"):
        with pytest.raises(EtherboneError, match="HOST or HOST:PORT"):
            parse_target(bad)


# ---- errors ----------------------------------------------------------------------------------
def test_timeout_names_host_and_port(board):
    board.silent = True
    c = EtherboneClient("127.0.0.1", board.port, timeout=0.2, retries=1)
    t0 = time.monotonic()
    with pytest.raises(EtherboneError) as e:
        c.read(0)
    c.close()
    msg = str(e.value)
    assert "\n" not in msg
    assert msg.startswith(f"127.0.0.1:{board.port}: no Etherbone reply within 0.2 s (2 tries)")
    assert len(board.packets) == 2
    assert 0.35 < time.monotonic() - t0 < 2


def test_nothing_listening():
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()                                           # a port nobody listens on
    c = EtherboneClient("127.0.0.1", port, timeout=0.3)
    with pytest.raises(EtherboneError, match=rf"^127\.0\.0\.1:{port}: (port unreachable|no Etherbone reply)"):
        c.read(0)
    c.close()
    with pytest.raises(EtherboneError, match="cannot resolve"):
        EtherboneClient("no-such-host.invalid", 1234)


def test_lost_reply_read_retried_write_not(board, eb):
    board.other[0x1000] = 77
    board.drop_replies = 1
    assert eb.read(0x1000) == 77
    assert len(board.packets) == 2                      # resent once
    board.packets.clear()
    board.drop_replies = 1
    with pytest.raises(EtherboneError, match="no Etherbone reply"):
        eb.write(0x1000, 5)
    assert len(board.packets) == 1                      # a write is never repeated
    assert board.other[0x1000] == 5


def test_stale_replies_are_not_taken(board, eb):
    board.stale_first = True
    board.other.update({0x1000: 1, 0x1004: 2})
    assert eb.read_many([0x1000, 0x1004]) == [1, 2]
    assert eb.read(0x1004) == 2
    assert len(board.packets) == 2


# ---- EtherboneDevice -------------------------------------------------------------------------
def test_device_round_trip(board):
    knobs = build_knobs(GOOD, 25)
    dev = open_device(None, None, 0, board.target)
    assert isinstance(dev, EtherboneDevice) and dev.name == f"etherbone {board.target} port 0"
    board.bus.clear()
    dev.write_knobs(knobs)
    assert dev.read_knobs() == knobs
    tm = board.tms[0]
    assert tm.commits_seen == 1 and tm.regs[REGS["COMMITS"]] == 1 and tm.regs.get(REGS["STATUS"], 0) == 0
    writes = [(a, v) for op, a, v in board.bus if op == "w"]
    ctrl = writes.index((REGS["CTRL"], regmap.ctrl_word("commit")))
    assert ctrl == len(writes) - 1                       # every knob word first, then the commit
    assert dict(writes[:ctrl]) == regmap.encode_knobs(knobs)
    # Consecutive registers travel together: 11 knob words, 64 stab words.
    assert len(board.packets) < 10
    # The counters after a snapshot.
    tm.regs[FIELDS["pkts_out_lo"].addr] = 10
    tm.regs[FIELDS["bytes_out_hi"].addr] = 1
    st = dev.read_stats()
    assert tm.snapshots == 1
    assert st["pkts_out"] == 10 and st["bytes_out"] == 1 << 32 and st["commits"] == 1
    dev.close()


def test_device_refusal_names_the_reason(board):
    dev = EtherboneDevice(board.target, 0)
    bad = build_knobs(GOOD, 25)
    bad["min_th"], bad["max_th"] = 9000, 3000
    assert model.validate(model.Knobs(**bad)) is not None      # the model agrees it is invalid
    with pytest.raises(DeviceError, match=r"^the TM refused the configuration: max_th<min_th \(err_code 3\)$"):
        dev.write_knobs(bad)
    assert board.tms[0].regs[REGS["REFUSED"]] == 1
    good = build_knobs(GOOD, 25)
    assert model.validate(model.Knobs(**good)) is None
    dev.write_knobs(good)                                       # accepted again
    assert board.tms[0].regs[REGS["COMMITS"]] == 1
    with pytest.raises(DeviceError, match="does not fit"):
        dev.write_knobs(dict(good, wlog=99))
    dev.close()


def test_device_port1_needs_a_tm(board):
    with pytest.raises(DeviceError, match=rf"^port 1: no redline TM at 0x2000 on {board.target} "
                                          r"\(ID reads 0x00000000, expected 0x52444c4e\)$"):
        EtherboneDevice(board.target, 1)
    with pytest.raises(DeviceError, match="--port 2"):
        EtherboneDevice(board.target, 2)


def test_device_port1_window():
    b = FakeBoard(tms=(0, 0x2000))
    try:
        dev = EtherboneDevice(b.target, 1)
        k = build_knobs(GOOD, 25)
        dev.write_knobs(k)
        assert b.tms[0x2000].regs[REGS["MIN_TH"]] == k["min_th"] and REGS["MIN_TH"] not in b.tms[0].regs
        # everything in port 1's window, but what the board says about itself, read at open
        assert {a for _, a, _ in b.bus if not 0x2000 <= a < 0x3000} == {boardregs.BOARD_BASE + r for r in (
            boardregs.REG_ID, boardregs.REG_TM_CLK_HZ, boardregs.REG_STATUS, boardregs.REG_EB_REFUSED_LOCKED,
            boardregs.REG_MGMT_IP, boardregs.REG_MGMT_MAC_HI, boardregs.REG_MGMT_MAC_LO)}
        assert all(0x2000 <= a < 0x3000 for op, a, _ in b.bus if op == "w")
        dev.close()
    finally:
        b.close()


def test_device_unreachable_is_one_line():
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]     # bound but never answering
    try:
        with pytest.raises(DeviceError, match=rf"^127\.0\.0\.1:{port}: no Etherbone reply"):
            EtherboneDevice(f"127.0.0.1:{port}", 0, timeout=0.1)
    finally:
        s.close()


# ---- the CLI ---------------------------------------------------------------------------------
def test_cli_set_and_show(board, run_cli):
    board.tms[0].regs[FIELDS["cycles_per_us"].addr] = 25
    rc, out, err = run_cli(["set", "--etherbone", board.target] + GOOD)
    assert rc == 0, err
    assert board.tms[0].regs[REGS["MIN_TH"]] == 30000 and board.tms[0].regs[REGS["COMMITS"]] == 1
    rc, out, err = run_cli(["show", "--etherbone", board.target])
    assert rc == 0, err
    assert out.startswith(f"qdisc red port 0: dev etherbone {board.target} limit 400000b min 30000b max 90000b ecn")
    rc, out, err = run_cli(["show", "-j", "-s", "--etherbone", board.target])
    assert rc == 0, err
    assert '"commits": 1' in out


def test_cli_errors(board, run_cli):
    board.tms[0].force_code = 8
    board.tms[0].regs[FIELDS["cycles_per_us"].addr] = 25
    rc, out, err = run_cli(["set", "--etherbone", board.target] + GOOD)
    assert rc == 3 and err.strip().endswith(f"etherbone {board.target} port 0: the TM refused the "
                                            "configuration: rate (err_code 8)"), err
    assert len(err.strip().splitlines()) == 1
    rc, out, err = run_cli(["show", "--sim", "/nonexistent", "--etherbone", board.target])
    assert rc == 3 and "not both" in err
    rc, out, err = run_cli(["show", "--etherbone", "127.0.0.1:0"])
    assert rc == 3 and "HOST or HOST:PORT" in err


def test_cli_set_takes_the_boards_tm_clock(board, run_cli):
    """Out of reset the TM's cycles_per_us is 250 (the register description's reset), which is
    not the board's 10 MHz TM clock: `redline set` over Etherbone takes the board's TM_CLK_HZ
    unless --clock-mhz is given, and keeps the TM's value when the far end is not our board."""
    tm = board.tms[0]
    tm.regs[FIELDS["cycles_per_us"].addr] = 250
    rc, out, err = run_cli(["set", "--etherbone", board.target] + GOOD)   # no board ID yet
    assert rc == 0, err
    assert tm.regs[FIELDS["cycles_per_us"].addr] == 250
    board.other[boardregs.BOARD_BASE + boardregs.REG_ID] = boardregs.BOARD_ID
    board.other[boardregs.BOARD_BASE + boardregs.REG_TM_CLK_HZ] = 10_000_000
    rc, out, err = run_cli(["set", "-j", "--etherbone", board.target] + GOOD)
    assert rc == 0, err
    assert tm.regs[FIELDS["cycles_per_us"].addr] == 10 and '"cycles_per_us": 10' in out
    rc, out, err = run_cli(["set", "--etherbone", board.target, "--clock-mhz", "25"] + GOOD)
    assert rc == 0, err
    assert tm.regs[FIELDS["cycles_per_us"].addr] == 25
    board.other[boardregs.BOARD_BASE + boardregs.REG_TM_CLK_HZ] = 31_250_000   # not whole MHz: keep the TM's own
    rc, out, err = run_cli(["set", "--etherbone", board.target] + GOOD)
    assert rc == 0, err
    assert tm.regs[FIELDS["cycles_per_us"].addr] == 25


def _our_board(board, mac="02:52:44:4c:4e:00", ip=0x0A4D0001):
    """The fake answers as the ECP5 board does: its ID, TM clock and management source."""
    b = boardregs.BOARD_BASE
    board.other.update({b + boardregs.REG_ID: boardregs.BOARD_ID, b + boardregs.REG_TM_CLK_HZ: 10_000_000,
                        b + boardregs.REG_MGMT_IP: ip,
                        b + boardregs.REG_MGMT_MAC_HI: int(mac.replace(":", ""), 16) >> 32,
                        b + boardregs.REG_MGMT_MAC_LO: int(mac.replace(":", ""), 16) & 0xFFFFFFFF})


def test_cli_set_lock(board, run_cli):
    """`set --lock` configures, then locks: the board then refuses `set` with one clear line
    before writing anything, and `show -s` still works (its counter snapshot is the write a
    locked board lets through). `--lock` alone locks the board as it stands."""
    _our_board(board)
    rc, out, err = run_cli(["set", "--etherbone", board.target, "--lock"] + GOOD)
    assert rc == 0, err
    assert board.locked and board.tms[0].regs[REGS["MIN_TH"]] == 30000
    assert "write-locked until the board is reset or power-cycled" in err
    before = len(board.bus)
    rc, out, err = run_cli(["set", "--etherbone", board.target] + GOOD)
    assert rc == 3 and err.strip() == (f"redline: error: etherbone {board.target} port 0: the board is write-locked: "
                                       "it refuses every register write until it is reset or power-cycled "
                                       "(docs/security.md)"), err
    assert [x for x in board.bus[before:] if x[0] == "w"] == []
    snaps = board.tms[0].snapshots
    rc, out, err = run_cli(["show", "-s", "-j", "--etherbone", board.target])
    assert rc == 0 and board.tms[0].snapshots == snaps + 1, err
    st = json.loads(out)[0]["redline"]["stats"]
    assert (st["write_locked"], st["eb_refused"], st["eb_locked_writes"]) == (1, 0, 0), st
    rc, out, err = run_cli(["show", "-s", "--etherbone", board.target])
    assert rc == 0 and out.splitlines()[-1] == "  board write_locked 1 eb_refused 0 eb_locked_writes 0", out
    rc, out, err = run_cli(["set", "--etherbone", board.target, "--lock"])
    assert rc == 3 and "write-locked" in err
    board.locked = False
    board.other.clear()
    _our_board(board)
    rc, out, err = run_cli(["set", "--etherbone", board.target, "--lock"])
    assert rc == 0 and board.locked, err


def test_cli_set_from_a_foreign_host(board, run_cli):
    """A board that serves writes only from another source drops ours unanswered: `set` says
    so, naming the management source and the address this host sends from."""
    _our_board(board, mac="02:00:00:00:00:aa", ip=0x0A4D0009)
    board.foreign = True
    rc, out, err = run_cli(["set", "--etherbone", board.target] + GOOD)
    assert rc == 3 and err.strip().endswith(
        "the board refused the write: it serves writes only from its management source "
        "(MAC 02:00:00:00:00:aa, IPv4 10.77.0.9), and this host sends from 127.0.0.1 (docs/security.md)"), err
    assert board.tms[0].regs.get(REGS["MIN_TH"]) is None
    # Silence for another reason (nothing counted): the plain timeout, not a guess.
    board.foreign = False
    board.silent = True
    rc, out, err = run_cli(["set", "--etherbone", board.target] + GOOD)
    assert rc == 3 and "no Etherbone reply" in err, err


def test_cli_lock_options(board, run_cli):
    rc, out, err = run_cli(["set", "--sim", "/nonexistent", "--lock"] + GOOD)
    assert rc == 2 and "only the ECP5 board has a write lock" in err
    rc, out, err = run_cli(["set", "--etherbone", board.target, "--lock", "--dry-run"] + GOOD)
    assert rc == 2 and "a dry run opens no device" in err
