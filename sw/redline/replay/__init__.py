"""Replay a pcap through redline: the Verilated RTL (default) or the Python model.

Time mapping: packet i arrives (first beat) at cycle `L + round((ts_i - ts_0) * clock_hz)`,
where cycle 0 is the cycle the configuration is applied and L = LEAD_IN_CYCLES (64).
Its beats occupy consecutive cycles (`ceil(len / W)` of them). A frame that would start
while the previous one is still arriving is pushed to the first free cycle; the number of
pushed frames is reported. Departures are written back with timestamp
`ts_0 + (departure_cycle - L) / clock_hz`. Cycles in the decision log are on the TM's
timeline (cycle 0 = apply), the same on both backends.

Truncated captures (snaplen shorter than the frame, incl_len < orig_len): by default each
frame is replayed as captured, and the CLI warns. With `wire_len=True` (`--wire-len`) it is
replayed at its wire length: the captured bytes followed by zero bytes up to orig_len (the fill
is deterministic, so both backends see the same frame). The departures are then written back
truncated the same way: the record holds the first incl_len bytes of what left the TM (marks
included) and says orig_len = the wire length, so no filler byte is passed off as captured.

Backends share one interface:
`run(knobs, frames, width_bits, buf_beats) -> (decisions, counters[, meta])`, where frames and
decisions are `redline.model.Frame` / `redline.model.Decision`. The RTL backend lives in
`redline.replay.rtl_backend` (a Verilator harness); it must be built, there is no silent fallback
to the model.
"""
from __future__ import annotations

import contextlib
import inspect
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Sequence

from redline.model import DEFAULT_BUF_KIB  # the RTL's default build
from redline.replay.pcapio import PcapPacket

WIDTHS = (64, 128, 256, 512)
# Frames start this many cycles after the configuration is applied (cycle 0), on every
# backend, so that the model and the RTL see the same cycles. The RTL harness needs the time
# to read back the commit status (redline.replay.rtl_backend.LEAD_IN_CYCLES).
LEAD_IN_CYCLES = 64


class BackendError(RuntimeError):
    """The chosen backend cannot run (e.g. the RTL harness is not built)."""


def _model():
    from redline import model

    return model


# ----------------------------------------------------------------------------------------
# backends
# ----------------------------------------------------------------------------------------
MODEL_CHUNK = 2000


def run_model(knobs, frames, width_bits: int, buf_beats: int, progress: Callable | None = None):
    """The Python reference model (`redline.model.TM`), fed in chunks so that `progress`
    (called with the number of frames decided so far) can drive a progress bar."""
    tm = _model().TM(knobs, width_bytes=width_bits // 8, buf_beats=buf_beats)
    decisions: list = []
    for i in range(0, len(frames), MODEL_CHUNK):
        chunk = frames[i:i + MODEL_CHUNK]
        nxt = i + MODEL_CHUNK
        if nxt < len(frames):
            # decide everything before the next chunk's first beat; the rest stays pending
            decisions += tm.run(chunk, until=frames[nxt].cycle)
        else:
            decisions += tm.run(chunk)  # the last chunk: decide all and drain the queue
        if progress is not None:
            progress(len(decisions))
    if not frames:
        decisions = tm.run([])
    return decisions, dict(tm.counters)


def run_rtl(knobs, frames, width_bits: int, buf_beats: int, progress: Callable | None = None):
    """The Verilated RTL through `redline.replay.rtl_backend` (built by the project Makefile)."""
    try:
        from redline.replay import rtl_backend
    except ImportError as e:
        raise BackendError(
            f"RTL backend not built ({e}): run 'make sim' (or use --model for the Python model)"
        ) from None
    # The buffer is fixed in the generated Verilog: a size without a variant is a usage error
    # (ValueError), before asking whether that variant's harness is built.
    check = getattr(rtl_backend, "buffer_kib", None)
    buf_kib = check(width_bits, buf_beats) if callable(check) else None
    avail = getattr(rtl_backend, "available", None)
    if callable(avail):
        ok = avail(width_bits) if buf_kib is None else avail(width_bits, buf_kib)
        if ok is not True:
            why = ok if isinstance(ok, str) else f"no harness for width {width_bits}; run 'make sim'"
            raise BackendError(f"RTL backend not built: {why} (or use --model)")
    kw = {}
    if progress is not None and "progress" in inspect.signature(rtl_backend.run_rtl).parameters:
        kw["progress"] = progress
    try:
        r = rtl_backend.run_rtl(knobs, frames, width_bits, buf_beats, **kw)
    except FileNotFoundError as e:
        raise BackendError(
            f"RTL backend not built ({e.filename or e}): run 'make sim' (or use --model)"
        ) from None
    except RuntimeError as e:
        raise BackendError(" ".join(str(e).split())) from None
    # (decisions, counters) or (decisions, counters, meta)
    return tuple(r)


BACKENDS = {"rtl": run_rtl, "model": run_model}


# ----------------------------------------------------------------------------------------
# time mapping
# ----------------------------------------------------------------------------------------
def beats_of(length: int, width_bytes: int) -> int:
    return max(1, -(-length // width_bytes))


MAX_FRAME = 65535  # longer frames are bad: the TM drops them (semantics section 1)


def frame_bytes(p: PcapPacket, wire_len: bool) -> bytes:
    """The frame replayed for a record: as captured, or at its wire length with zero bytes
    after the captured ones."""
    if wire_len and p.truncated:
        return p.data + bytes(p.orig_len - len(p.data))
    return p.data


def arrival_cycles(
    packets: Sequence[PcapPacket], clock_mhz: int, width_bytes: int,
    lengths: Sequence[int] | None = None,
) -> tuple[list[int], int]:
    """First-beat cycle of each packet, and how many were pushed later to avoid overlap.
    `lengths` are the replayed frame lengths (default: the captured lengths).

    Timestamps before the first packet's (out-of-order captures) map to cycle 0 and are then
    pushed like any overlap.
    """
    if not packets:
        return [], 0
    t0 = packets[0].ts_ns
    cycles: list[int] = []
    pushed = 0
    free = 0  # first cycle after the previous frame's last beat
    for i, p in enumerate(packets):
        dt = max(0, p.ts_ns - t0)
        # round(dt_ns * clock_mhz / 1000) with halves rounded up, in exact integer arithmetic
        c = (dt * clock_mhz * 2 + 1000) // 2000
        if c < free:
            c = free
            pushed += 1
        cycles.append(c)
        free = c + beats_of(len(p.data) if lengths is None else lengths[i], width_bytes)
    return cycles, pushed


def cycle_to_ns(cycle: int, clock_mhz: int) -> int:
    """Cycles → ns from the start, rounded to the nearest ns."""
    return (cycle * 2000 + clock_mhz) // (2 * clock_mhz)


# ----------------------------------------------------------------------------------------
# a replay
# ----------------------------------------------------------------------------------------
@dataclass
class ReplayResult:
    knobs: Any
    backend: str
    width_bits: int
    clock_mhz: int
    buf_beats: int
    t0_ns: int
    packets: list[PcapPacket]  # the input records that were replayed (empty ones skipped)
    cycles: list[int]  # arrival (first beat) cycle of each
    decisions: list[Any]
    counters: dict[str, int]
    pushed: int = 0
    skipped_empty: int = 0
    truncated: int = 0  # records captured shorter than on the wire
    wire_len: bool = False  # truncated records were replayed at their wire length (zero-filled)
    extra: dict[str, Any] = field(default_factory=dict)


def replay(
    packets: Sequence[PcapPacket],
    knobs,
    *,
    clock_mhz: int = 250,
    width_bits: int = 64,
    buf_beats: int | None = None,
    backend: str = "rtl",
    runner: Callable | None = None,
    progress: Callable[[int], None] | None = None,
    wire_len: bool = False,
) -> ReplayResult:
    """Run `packets` through a backend. `runner` overrides the backend function (tests);
    `progress(n)` is called with the number of frames decided so far, where the backend can.
    `wire_len` replays truncated records at their wire length (see the module docstring)."""
    if width_bits not in WIDTHS:
        raise ValueError(f"bad width {width_bits} (64, 128, 256 or 512)")
    if not isinstance(clock_mhz, int) or clock_mhz < 1:
        raise ValueError(f"bad clock {clock_mhz} MHz (a positive integer)")
    wb = width_bits // 8
    if buf_beats is None:
        buf_beats = DEFAULT_BUF_KIB * 1024 // wb
    kept = [p for p in packets if len(p.data) > 0]
    skipped = len(packets) - len(kept)
    data = [frame_bytes(p, wire_len) for p in kept]
    cycles, pushed = arrival_cycles(kept, clock_mhz, wb, [len(d) for d in data])
    cycles = [c + LEAD_IN_CYCLES for c in cycles]
    m = _model()
    frames = [m.Frame(data=d, cycle=c) for d, c in zip(data, cycles)]
    run = runner or BACKENDS[backend]
    if progress is not None and "progress" in inspect.signature(run).parameters:
        r = run(knobs, frames, width_bits, buf_beats, progress=progress)
    else:
        r = run(knobs, frames, width_bits, buf_beats)
    decisions, counters = r[0], r[1]
    meta = dict(r[2]) if len(r) > 2 and r[2] else {}
    if len(decisions) != len(frames):
        raise BackendError(
            f"{backend} backend returned {len(decisions)} decisions for {len(frames)} frames"
        )
    decisions = sorted(decisions, key=lambda d: d.index)
    return ReplayResult(
        knobs=knobs, backend=backend, width_bits=width_bits, clock_mhz=clock_mhz,
        buf_beats=buf_beats, t0_ns=kept[0].ts_ns if kept else 0, packets=kept, cycles=cycles,
        decisions=decisions, counters=dict(counters), pushed=pushed, skipped_empty=skipped,
        truncated=sum(1 for p in kept if p.truncated), wire_len=wire_len, extra=meta,
    )


def departures(res: ReplayResult) -> list[PcapPacket]:
    """The packets that left, in departure order, stamped ts_0 + departure_cycle / clock.
    A record replayed at its wire length leaves truncated to its captured length again, with
    orig_len = the wire length."""
    out = []
    for d in res.decisions:
        if d.action == "drop" or d.departure_cycle is None:
            continue
        p = res.packets[d.index]
        data = d.out if d.out is not None else frame_bytes(p, res.wire_len)
        caplen = len(p.data) if res.wire_len and p.truncated else len(data)
        out.append((d.departure_cycle, d.index, data[:caplen], len(data)))
    out.sort(key=lambda x: (x[0], x[1]))
    return [PcapPacket(res.t0_ns + cycle_to_ns(c - LEAD_IN_CYCLES, res.clock_mhz), data, wire)
            for c, _i, data, wire in out]


def log_record(d, res: ReplayResult | None = None) -> dict[str, Any]:
    """One decision as the log writes it (docs/replay.md lists every field and its unit). With
    the replay's result it also gives the packet's arrival, its whole length and the average in
    the queue's own unit."""
    r = {
        "index": d.index,
        "action": d.action,
        "reason": d.reason,
        "qavg": d.qavg,
        "backlog": d.backlog,
        "len": d.len,
        "decision_cycle": d.decision_cycle,
        "departure_cycle": d.departure_cycle,
    }
    if res is not None:
        p = res.packets[d.index]
        r["arrival_ns"] = p.ts_ns - res.t0_ns
        r["arrival_cycle"] = res.cycles[d.index]
        r["frame_len"] = p.orig_len if res.wire_len else len(p.data)
        r["avg"] = None if d.qavg is None else d.qavg / (1 << res.knobs.wlog)
    return r


def write_log(res: ReplayResult, path: str | Path) -> int:
    """JSONL decision log, one line per replayed packet, in input order; "-" is standard output."""
    with (contextlib.nullcontext(sys.stdout) if str(path) == "-" else open(path, "w")) as f:
        for d in res.decisions:
            f.write(json.dumps(log_record(d, res), separators=(",", ":")) + "\n")
    return len(res.decisions)


def read_log(path: str | Path) -> list[dict[str, Any]]:
    with open(path) as f:
        return [json.loads(line) for line in f if line.strip()]
