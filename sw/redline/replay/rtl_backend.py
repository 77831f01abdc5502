"""Runs frames through the Verilated redline_tm (sim/replay.cpp) and returns what the model
returns: one Decision per frame, with the departure bytes and cycles.

Cycles are on the model's timeline: cycle 0 is the cycle at which the configuration was applied
(the RTL's `commit_cycle`), so the same frames give the same cycles on both backends.
"""
from __future__ import annotations

import os
import struct
import subprocess
import tempfile
from pathlib import Path

from redline.spec import regmap
from redline.model import DEFAULT_BUF_KIB, TM_VARIANTS, Decision

ROOT = Path(__file__).resolve().parents[3]
SIM = ROOT / "sim"
# The harness spends a few dozen cycles reading the status after the commit; frames start later.
LEAD_IN_CYCLES = 64


GEN = ROOT / "hw" / "gen"


def buffer_sizes(width_bits: int) -> list[int]:
    """Packet buffer sizes (KiB) with a generated Verilog variant at this width: the buffer is
    fixed when SpinalHDL elaborates, so the harness can only run these."""
    sizes = {DEFAULT_BUF_KIB} if (GEN / f"redline_tm_w{width_bits}.v").exists() else set()
    for v in GEN.glob(f"redline_tm_w{width_bits}_b*k.v"):
        n = v.stem.rsplit("_b", 1)[1][:-1]
        if n.isdigit():
            sizes.add(int(n))
    return sorted(sizes)


def buffer_kib(width_bits: int, buf_beats: int | None) -> int:
    """The variant's buffer size for `buf_beats` beats of `width_bits`; ValueError naming the
    valid sizes when no variant has that buffer."""
    if buf_beats is None:
        return DEFAULT_BUF_KIB
    nbytes = buf_beats * (width_bits // 8)
    sizes = buffer_sizes(width_bits)
    if nbytes % 1024 or nbytes // 1024 not in sizes:
        have = ", ".join(str(k) for k in sizes) or "none"
        raise ValueError(f"the RTL has no {nbytes / 1024:g} KiB buffer at {width_bits} bits: the buffer is "
                         f"fixed in the generated Verilog, valid --buf-kib at {width_bits} bits: {have} "
                         f"(or use --model)")
    return nbytes // 1024


def variant(width_bits: int, buf_kib: int = DEFAULT_BUF_KIB, count_bits: int = 32) -> str:
    """The generated variant's name: w64, or w64_b4k for a buffer other than the default, and
    w64_b4k_c8 for a test build with Linux's qcount narrowed to 8 bits."""
    return (f"w{width_bits}" + ("" if buf_kib == DEFAULT_BUF_KIB else f"_b{buf_kib}k")
            + ("" if count_bits == 32 else f"_c{count_bits}"))


def build_command(width_bits: int, buf_kib: int = DEFAULT_BUF_KIB, count_bits: int = 32) -> str:
    return (f"make -C sim W={width_bits}" + ("" if buf_kib == DEFAULT_BUF_KIB else f" BUF={buf_kib}k")
            + ("" if count_bits == 32 else f" COUNT={count_bits}"))


def binary(width_bits: int, buf_kib: int = DEFAULT_BUF_KIB, count_bits: int = 32) -> Path:
    return variant_binary(variant(width_bits, buf_kib, count_bits))


def variant_binary(tm_variant: str) -> Path:
    """The harness of a generated variant by its name (TM_VARIANTS)."""
    return SIM / "build" / tm_variant / "redline_replay"


def variant_build_command(tm_variant: str) -> list[str]:
    """Builds the harness of any generated variant, e.g. a compare-only loop TM, without the
    profile (its decisions are what is measured there, not its speed)."""
    width = 8 * TM_VARIANTS[tm_variant]["width_bytes"]
    return ["make", "-s", "-C", str(SIM), f"W={width}", f"VARIANT={tm_variant}", "PGO=0",
            f"build/{tm_variant}/redline_replay"]


def available(width_bits: int, buf_kib: int = DEFAULT_BUF_KIB):
    b = binary(width_bits, buf_kib)
    return True if b.exists() else f"{b} missing; build it with '{build_command(width_bits, buf_kib)}'"


def ready_fn(percent: int, seed: int):
    """m_axis_tready pattern shared with the C++ harness (splitmix64 of the cycle)."""
    if percent >= 100:
        return None
    M = (1 << 64) - 1

    def ready(c: int) -> bool:
        z = (c * 0x9E3779B97F4A7C15 + seed) & M
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M
        z ^= z >> 31
        return z % 100 < percent
    return ready


def stimulus(knobs, frames, ready_percent: int = 100, ready_seed: int = 0,
             max_cycles: int = 1 << 40) -> bytes:
    words = regmap.encode_knobs(regmap.knob_dict(knobs))
    out = [b"RDLS", struct.pack("<II", 1, len(words))]
    out += [struct.pack("<II", a, v) for a, v in words.items()]
    out.append(struct.pack("<IQI", ready_percent, ready_seed, len(frames)))
    for fr in frames:
        if fr.beat_cycles is not None:
            raise ValueError("the RTL harness drives beats on consecutive cycles only")
        out.append(struct.pack("<QIB", fr.cycle, len(fr.data), 1 if fr.bad else 0))
        out.append(bytes(fr.data))
    out.append(struct.pack("<Q", max_cycles))
    return b"".join(out)


def run_rtl(knobs, frames, width_bits: int, buf_beats: int | None = None, progress=None,
            ready_percent: int = 100, ready_seed: int = 0, max_cycles: int = 1 << 40,
            skip_idle: bool = True, count_bits: int = 32, tm_variant: str | None = None):
    """Returns (decisions, counters, meta). Raises RuntimeError when the harness fails, and
    ValueError when no generated variant has a buffer of `buf_beats` beats (None: the default
    256 KiB).

    skip_idle=False makes the harness simulate every cycle instead of jumping over idle
    stretches; the results are the same (test_equivalence.py compares the skipping harness with
    the model), only slower. count_bits 8 runs a test build with a narrow qcount
    (cocotb-tests/tm/test_count_sign.py). tm_variant names any other generated variant of this
    width instead (regs.TM_VARIANTS, e.g. w512_loop_xcup, the compare-only loop's TM), built
    with `make -C sim W=<width> VARIANT=<name>`."""
    if tm_variant is None:
        exe = binary(width_bits, buffer_kib(width_bits, buf_beats), count_bits)
    else:
        if not tm_variant.startswith(f"w{width_bits}"):
            raise ValueError(f"variant {tm_variant} is not one of {width_bits} bits")
        exe = variant_binary(tm_variant)
    if not exe.exists():
        raise FileNotFoundError(str(exe))
    if frames and frames[0].cycle < LEAD_IN_CYCLES:
        raise ValueError(f"the first frame must arrive at cycle >= {LEAD_IN_CYCLES} after the commit")
    with tempfile.TemporaryDirectory(prefix="redline-") as tmp:
        stim = Path(tmp) / "stim.bin"
        stim.write_bytes(stimulus(knobs, frames, ready_percent, ready_seed, max_cycles))
        cmd = [str(exe)] + ([] if skip_idle else ["--no-skip"]) + [str(stim)]
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                text=True, bufsize=1 << 20)
        decisions: list[Decision] = []
        queued: list[Decision] = []  # enqueued, waiting for their departure (FIFO order)
        counters: dict = {}
        meta: dict = {}
        commit = 0
        for line in proc.stdout:
            kind, _, rest = line.partition(" ")
            f = rest.split()
            if kind == "dec":
                i = len(decisions)
                d = Decision(index=i, action=regmap.ACTIONS[int(f[1])], reason=regmap.REASONS[int(f[2])],
                             qavg=int(f[3]), backlog=int(f[4]), len=int(f[5]),
                             decision_cycle=int(f[0]) - commit)
                decisions.append(d)
                if d.action != "drop":
                    queued.append(d)
                if progress is not None and i % 256 == 0:
                    progress(i)
            elif kind == "dep":
                d = queued.pop(0)
                d.departure_cycle = int(f[0]) - commit
                d.out = bytes.fromhex(f[1]) if len(f) > 1 else b""
            elif kind == "cnt":
                counters[f[0]] = int(f[1])
            elif kind == "commit":
                commit = int(f[0])
                meta.update(commit_cycle=commit, err=int(f[1]), err_code=int(f[2]))
            elif kind == "end":
                meta.update(end_cycle=int(f[0]) - commit, status=f[1], seconds=float(f[2]),
                            skipped=int(f[3]) if len(f) > 3 else 0,
                            adapt_after_skip=int(f[4]) if len(f) > 4 else 0,
                            input_held=int(f[5]) if len(f) > 5 else 0)
        err = proc.stderr.read()
        rc = proc.wait()
    if rc != 0 or meta.get("status") != "ok":
        raise RuntimeError(f"RTL harness failed (exit {rc}): {err.strip() or meta}")
    if meta.get("err"):
        from redline.spec.regmap import refusal_reason
        raise ValueError(f"the TM refused the configuration: {refusal_reason(meta['err_code'])} "
                         f"(err_code {meta['err_code']})")
    if progress is not None:
        progress(len(decisions))
    return decisions, counters, meta
