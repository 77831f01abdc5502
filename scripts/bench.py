#!/usr/bin/env python3
"""redline benchmarks: Verilator speed, packets per clock and latency of the full TM.

    scripts/bench.py --out out/bench.md      (`make bench`; also writes out/bench.json)

Figures (docs/bench.md explains each):
  * simulation speed: cycles per second of the Verilated TM (sim/ harness) on unshaped,
    back-to-back IMIX, at each width; the harness times its own traffic phase
    (`end <cycles> ok <seconds>`); best and median of --repeat runs.
  * throughput: back-to-back 64-byte and 1500-byte frames, unshaped, nothing dropped:
    packets per clock = (packets - 1) / (last departure - first departure) over the steady
    part of the run, and beats per clock over the same window.
  * latency: decision cycle - EOF cycle for every frame; first beat in -> first beat out for
    frames that find the queue empty (also minus the frame's beats: the fixed part).
  * dense marking: back-to-back 64-byte frames, RED/ECN on, with every frame, every
    second frame, random frames at p = 0.5, and (through Linux's qcount/qR test) marks about
    every 3, 16 and 70 frames, and the average in the gentle band: decisions per clock =
    (decisions - 1) / (last - first decision cycle), beside the offered rate, the marks and
    their spacing, frames decided late and frames that overran; on the product TMs and on the
    compare-only loop's TM (--loop-variants).

Targets are printed beside the figures (met / not met); they never make the script fail: this
is a benchmark, not a test. Every frame and stimulus comes from --seed, so runs are
reproducible apart from the timing. The machine's load average is recorded with each speed
measurement, because other builds on the machine slow the simulation down.

`--pgo-stimulus FILE --width W` only writes the training stimulus that sim/Makefile uses for
its profile-guided build, and exits.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import random
import resource
import statistics
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from redline.tc import config
from redline import model
from redline.replay import rtl_backend

ROOT = Path(__file__).resolve().parents[1]

WIDTHS = (64, 128, 256, 512)
LEAD = rtl_backend.LEAD_IN_CYCLES  # first frame cycle (the harness reads the commit first)
TARGET_CPS_64 = 5_000_000          # Verilator cycles/s at 64 bits
IMIX = ((64, 7), (594, 4), (1518, 1))  # simple IMIX, 7:4:1


def log(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


# ------------------------------------------------------------------------------------------
# frames and configurations
# ------------------------------------------------------------------------------------------
def _csum(hdr: bytes) -> int:
    s = sum(struct.unpack(f"!{len(hdr) // 2}H", hdr))
    while s >> 16:
        s = (s & 0xFFFF) + (s >> 16)
    return ~s & 0xFFFF


def frame(rng: random.Random, size: int, kind: str = "ipv4", ecn: int = 2) -> bytes:
    """A `size`-byte Ethernet frame (no FCS): IPv4/UDP (valid checksum), IPv6/UDP, either one
    behind a VLAN tag, or an unknown EtherType; ECN codepoint `ecn` (2 = ECT(0))."""
    mac = bytes.fromhex("020000000002020000000001")
    tag = b""
    if kind.startswith("vlan-"):
        tag = b"\x81\x00" + struct.pack("!H", rng.randrange(1, 4095))
        kind = kind[5:]
    if kind == "ipv4":
        l3 = 14 + len(tag)
        tot = max(size - l3, 28)
        hdr = struct.pack("!BBHHHBBH4s4s", 0x45, (rng.randrange(64) << 2) | ecn, tot,
                          rng.getrandbits(16), 0, 64, 17, 0, bytes([10, 1, 0, rng.randrange(1, 255)]),
                          bytes([10, 1, 1, 1]))
        hdr = hdr[:10] + struct.pack("!H", _csum(hdr)) + hdr[12:]
        body = mac + tag + b"\x08\x00" + hdr + struct.pack("!HHHH", rng.randrange(1024, 65535), 5201,
                                                           max(tot - 20, 8), 0)
    elif kind == "ipv6":
        tc = (rng.randrange(64) << 2) | ecn
        plen = max(size - 14 - len(tag) - 40, 8)
        hdr = struct.pack("!IHBB16s16s", (6 << 28) | (tc << 20) | rng.getrandbits(20), plen, 17, 64,
                          bytes(15) + b"\x01", bytes(15) + b"\x02")
        body = mac + tag + b"\x86\xdd" + hdr + struct.pack("!HHHH", rng.randrange(1024, 65535), 5201, plen, 0)
    else:  # not ECN-capable: an EtherType the parser does not know
        body = mac + tag + b"\x88\xb5"
    body = body[:size]
    return body + rng.randbytes(size - len(body))


class FramePool:
    """A few distinct frames per (size, kind), reused: big runs stay cheap to generate."""

    def __init__(self, rng: random.Random, per_key: int = 8):
        self.rng, self.per_key, self.pool = rng, per_key, {}

    def get(self, size: int, kind: str = "ipv4", ecn: int = 2) -> bytes:
        key = (size, kind, ecn)
        if key not in self.pool:
            self.pool[key] = [frame(self.rng, size, kind, ecn) for _ in range(self.per_key)]
        return self.rng.choice(self.pool[key])


def beats(length: int, width_bits: int) -> int:
    return max(1, -(-length // (width_bits // 8)))


def knobs_unshaped(seed: int) -> model.Knobs:
    """DT mode, no limit beyond the buffer, rate 0: nothing is dropped or shaped."""
    k = model.Knobs(mode=0, limit=0xFFFFFFFF, rate=0, burst=3000, seed=seed, cycles_per_us=250)
    err = model.validate(k)
    if err:
        raise ValueError(err)
    return k


def knobs_red(width_bits: int, seed: int) -> model.Knobs:
    """RED/ECN, gentle, shaped to a quarter of the line rate of the width at 250 MHz: a queue
    builds, the average walks through the regions, packets are marked and dropped."""
    rate = width_bits * 250_000_000 // 4
    return config.build("limit 400kb min 30kb max 90kb avpkt 1000 burst 55 probability 0.1 ecn".split(),
                        gentle=True, rate=str(rate), seed=seed, cycles_per_us=250).knobs


def imix_frames(rng: random.Random, width_bits: int, cycles: int) -> list[model.Frame]:
    """Unshaped IMIX back to back (7:4:1 of 64/594/1518-byte frames) for `cycles` cycles."""
    pool = FramePool(rng)
    sizes = [s for s, n in IMIX for _ in range(n)]
    kinds = ["ipv4"] * 6 + ["ipv6"] * 3 + ["vlan-ipv4"]
    out, c = [], LEAD
    while c < cycles:
        data = pool.get(rng.choice(sizes), rng.choice(kinds))
        out.append(model.Frame(data=data, cycle=c))
        c += beats(len(data), width_bits)
    return out


def pgo_frames(width_bits: int, seed: int) -> list[model.Frame]:
    """The training workload of the profile-guided build: IMIX bursts into the shaped RED/ECN
    configuration (queue, marks, drops, departures) separated by idle gaps (idle decay, empty
    queue), with every frame kind the parser knows and a few bad frames."""
    rng = random.Random(seed)
    pool = FramePool(rng, per_key=4)
    sizes = [s for s, n in IMIX for _ in range(n)] + [60, 128, 256, 1500]
    kinds = ["ipv4", "ipv4", "ipv6", "vlan-ipv4", "vlan-ipv6", "other"]
    out, c = [], LEAD
    for burst in range(6):
        for _ in range(400 if width_bits <= 128 else 1200):
            size = rng.choice(sizes)
            bad = rng.random() < 0.01
            data = pool.get(size, rng.choice(kinds), rng.choice([0, 1, 2, 2, 3]))
            out.append(model.Frame(data=data, cycle=c, bad=bad))
            c += beats(len(data), width_bits) + (0 if rng.random() < 0.7 else rng.randrange(1, 40))
        c += 40_000  # drain and idle
    return out


# ------------------------------------------------------------------------------------------
# running the harness
# ------------------------------------------------------------------------------------------
def ensure_harness(width_bits: int, build: bool, tm_variant: str | None = None) -> bool:
    """The harness of the product TM of this width, or of `tm_variant` (a loop TM: built without
    the profile, as only its decisions are measured, not its speed). With `build`, make is asked
    every time (a no-op when the harness is newer than its Verilog), so that a harness left from
    older RTL is never measured."""
    exe = rtl_backend.binary(width_bits) if tm_variant is None else rtl_backend.variant_binary(tm_variant)
    what = f"{width_bits}-bit" if tm_variant is None else tm_variant
    if not build:
        if exe.exists():
            return True
        log(f"bench: {exe} missing (--no-build): {what} skipped")
        return False
    cmd = (["make", "-s", "-C", str(ROOT / "sim"), f"W={width_bits}"] if tm_variant is None
           else rtl_backend.variant_build_command(tm_variant))
    log(f"bench: the {what} harness ({' '.join(cmd[2:])}) ...")
    r = subprocess.run(cmd)
    if r.returncode != 0 or not exe.exists():
        log(f"bench: building the {what} harness failed: skipped")
        return False
    return True


def run_harness_raw(width_bits: int, stim: bytes) -> dict:
    """Runs the harness on a stimulus with its records going to a scratch file (no reader on a
    pipe to wait for, no Python parsing in the way of the timing) and returns its own
    traffic-phase timing plus the process's CPU time."""
    with tempfile.TemporaryDirectory(prefix="redline-bench-") as tmp:
        path, out = Path(tmp) / "stim.bin", Path(tmp) / "out.txt"
        path.write_bytes(stim)
        ru0 = resource.getrusage(resource.RUSAGE_CHILDREN)
        t0 = time.perf_counter()
        with open(out, "wb") as fo:
            # --no-skip: these figures are evaluated cycles per second; idle skipping would
            # count jumped-over cycles as simulated ones.
            p = subprocess.run([str(rtl_backend.binary(width_bits)), "--no-skip", str(path)], stdout=fo,
                               stderr=subprocess.PIPE)
        wall = time.perf_counter() - t0
        ru1 = resource.getrusage(resource.RUSAGE_CHILDREN)
        with open(out, "rb") as fi:
            fi.seek(max(0, out.stat().st_size - 4096))
            tail = fi.read()
    end = [ln.split() for ln in tail.decode(errors="replace").splitlines() if ln.startswith("end ")]
    if p.returncode != 0 or not end or end[-1][2] != "ok":
        raise RuntimeError(f"harness failed (exit {p.returncode}): {p.stderr.decode().strip()}")
    cycles, seconds = int(end[-1][1]), float(end[-1][3])
    cpu = (ru1.ru_utime - ru0.ru_utime) + (ru1.ru_stime - ru0.ru_stime)
    return dict(cycles=cycles, seconds=seconds, process_wall=wall, process_cpu=cpu)


def measure_speed(width_bits: int, cycles: int, repeat: int, seed: int) -> dict:
    rng = random.Random(seed)
    frames = imix_frames(rng, width_bits, cycles)
    stim = rtl_backend.stimulus(knobs_unshaped(seed), frames)
    runs = []
    for i in range(repeat):
        load = os.getloadavg()[0]
        r = run_harness_raw(width_bits, stim)
        r["cps"] = r["cycles"] / r["seconds"]
        r["load1"] = load
        runs.append(r)
        log(f"bench:   speed w{width_bits} run {i + 1}/{repeat}: {r['cps'] / 1e6:.2f} M cycles/s "
            f"({r['cycles']} cycles in {r['seconds']:.2f} s, load {load:.2f})")
    cps = [r["cps"] for r in runs]
    return dict(width=width_bits, workload=f"unshaped IMIX back to back, {len(frames)} frames",
                cycles=runs[0]["cycles"], frames=len(frames), best_cps=max(cps),
                median_cps=statistics.median(cps),
                # whole process (start-up and stimulus reading included): a lower bound
                cpu_cps=max(r["cycles"] / r["process_cpu"] for r in runs if r["process_cpu"] > 0),
                load1=[r["load1"] for r in runs], runs=runs)


def measure_throughput(width_bits: int, size: int, n: int, seed: int) -> dict:
    rng = random.Random(seed)
    pool = FramePool(rng)
    frames = [model.Frame(data=pool.get(size), cycle=0) for _ in range(n)]
    c = LEAD
    for f in frames:
        f.cycle = c
        c += beats(size, width_bits)
    decisions, counters, meta = rtl_backend.run_rtl(knobs_unshaped(seed), frames, width_bits)
    dropped = sum(1 for d in decisions if d.action == "drop")
    dep = sorted(d.departure_cycle for d in decisions if d.departure_cycle is not None)
    skip = max(8, len(dep) // 10)  # the pipeline filling up is not steady state
    win = dep[skip:]
    span = win[-1] - win[0]
    nb = beats(size, width_bits)
    dec_lat = [d.decision_cycle - (f.cycle + nb - 1) for d, f in zip(decisions, frames)]
    return dict(width=width_bits, size=size, beats=nb, packets=n, dropped=dropped,
                window_packets=len(win), window_cycles=span,
                packets_per_clock=(len(win) - 1) / span if span else None,
                beats_per_clock=(len(win) - 1) * nb / span if span else None,
                ideal_packets_per_clock=1 / nb, decision_latency=[min(dec_lat), max(dec_lat)])


def measure_latency(width_bits: int, sizes, seed: int) -> dict:
    """Isolated frames (the queue is empty when each arrives): decision and first-beat latency."""
    rng = random.Random(seed)
    pool = FramePool(rng)
    frames, c = [], LEAD
    for _ in range(4):
        for s in sizes:
            frames.append(model.Frame(data=pool.get(s), cycle=c))
            c += 2 * beats(s, width_bits) + 64  # the previous frame has left before this one comes
    decisions, _, _ = rtl_backend.run_rtl(knobs_unshaped(seed), frames, width_bits)
    per_size: dict[int, list[int]] = {}
    dec, fixed = [], []
    for d, f in zip(decisions, frames):
        nb = beats(len(f.data), width_bits)
        dec.append(d.decision_cycle - (f.cycle + nb - 1))
        first_out = d.departure_cycle - (nb - 1)  # tready is always 1: beats leave back to back
        lat = first_out - f.cycle
        per_size.setdefault(len(f.data), []).append(lat)
        fixed.append(lat - nb)
    return dict(width=width_bits, decision_latency=[min(dec), max(dec)],
                first_beat=[min(min(v) for v in per_size.values()), max(max(v) for v in per_size.values())],
                first_beat_by_size={s: [min(v), max(v)] for s, v in per_size.items()},
                first_beat_minus_beats=[min(fixed), max(fixed)], frames=len(frames))


def knobs_dense(workload: str, width_bits: int, seed: int) -> model.Knobs:
    """The configuration of a dense-marking workload (DENSE).

    The first three: RED/ECN with the average always past max_th (min_th = max_th = 0), so every
    ECN-capable frame is a forced mark and, under nodrop, every other frame passes unchanged:
    the frames' ECN codepoints alone set which frames are marked.

    `prob`, `prob, max_p 1/4`, `prob, max_p 1/16`: Linux's qcount/qR test marks instead. The
    shaper drains at half the line rate and a limit of 8 packets holds the queue (so the
    average, about 7.2 packets) in the band of min 0 and max 16 packets, and about half the
    frames find the limit full. A frame's chance p_b is then about 0.45 max_p, and Linux's
    count spreads the marks evenly up to 1 / p_b frames apart: with max_p 1, 1/4 and 1/16 the
    marks come about 3, 16 and 70 decisions apart (at most 14, 58 and about 200): the range of
    mark spacings of issue 27's goal.

    `gentle band`: the same queue with max_th 6 and gentle on, so that the average sits in the
    gentle band [6, 12) packets, where the compare-only loop decides a counting frame five clocks
    after it takes it (semantics.md section 3a); RedEngine decides it at once."""
    if workload.startswith("prob") or workload == "gentle band":
        max_p = {"prob": (1 << 32) - 1, "prob, max_p 1/4": 1 << 30, "prob, max_p 1/16": 1 << 28,
                 "gentle band": 1 << 29}[workload]
        k = model.Knobs(mode=model.MODE_ECN, unit=1, limit=8, min_th=0, max_th=6 if workload == "gentle band" else 16,
                        wlog=1, max_p=max_p, gentle=int(workload == "gentle band"),
                        rate=width_bits * 250_000_000 // 2, burst=3000, seed=seed, cycles_per_us=250)
    else:
        k = model.Knobs(mode=model.MODE_ECN, min_th=0, max_th=0, nodrop=1, seed=seed, cycles_per_us=250)
    err = model.validate(k)
    if err:
        raise ValueError(err)
    return k


#: dense-marking workloads: name -> whether frame i is ECN-capable (the rest are not-ECT)
DENSE = {"every frame": lambda i, rng: True, "every second frame": lambda i, rng: i % 2 == 0,
         "random, p = 0.5": lambda i, rng: rng.random() < 0.5, "prob": lambda i, rng: True,
         "prob, max_p 1/4": lambda i, rng: True, "prob, max_p 1/16": lambda i, rng: True,
         "gentle band": lambda i, rng: True}
#: the workloads whose decisions the compare-only loop may defer: their goal is half the offered rate
DEFERRED = {"gentle band"}
#: the compare-only loop's TMs that `make bench` measures beside the product TMs
LOOP_VARIANTS = ("w512_loop_xcup",)


def measure_dense(width_bits: int, n: int, seed: int, tm_variant: str | None = None) -> list[dict]:
    """Back-to-back 64-byte frames with dense CE marking (knobs_dense): decisions per clock, on
    the product TM of this width or on `tm_variant`. late: frames decided after e + L (the
    decision latency), when none overran; mark gaps: decided frames from one mark to the next."""
    out = []
    nb = beats(64, width_bits)
    variant = tm_variant or rtl_backend.variant(width_bits)
    L = model.TM_VARIANTS[variant]["decision_latency"]
    for name, ect in DENSE.items():
        rng = random.Random(seed)
        pool = FramePool(rng)
        frames, c = [], LEAD
        for i in range(n):
            frames.append(model.Frame(data=pool.get(64, ecn=2 if ect(i, rng) else 0), cycle=c))
            c += nb
        decisions, counters, meta = rtl_backend.run_rtl(knobs_dense(name, width_bits, seed), frames, width_bits,
                                                        tm_variant=tm_variant)
        dc = [d.decision_cycle for d in decisions]
        marked = [i for i, d in enumerate(decisions) if d.action == "mark"]
        gaps = [b - a for a, b in zip(marked, marked[1:])]
        overruns = n - len(decisions)
        late = (sum(1 for d, f in zip(decisions, frames) if d.decision_cycle > f.cycle + nb - 1 + L)
                if not overruns else None)
        out.append(dict(width=width_bits, tm=variant, workload=name, frames=n, marks=len(marked),
                        dropped=sum(1 for d in decisions if d.action == "drop"), overruns=overruns,
                        overrun_counter=counters.get("overrun"), late=late, held=meta.get("input_held", 0),
                        mark_gap_mean=statistics.mean(gaps) if gaps else None, mark_gap_max=max(gaps, default=None),
                        decisions_per_clock=(len(dc) - 1) / (dc[-1] - dc[0]) if dc[-1] > dc[0] else None,
                        offered_per_clock=1 / nb,
                        goal_per_clock=(0.5 if name in DEFERRED else 1.0) / nb))
    return out


# ------------------------------------------------------------------------------------------
# report
# ------------------------------------------------------------------------------------------
def _yes(ok) -> str:
    return "n/a" if ok is None else ("met" if ok else "NOT met")


def _range(r) -> str:
    return str(r[0]) if r[0] == r[1] else f"{r[0]}..{r[1]}"


def machine() -> dict:
    cpu = ""
    try:
        for ln in open("/proc/cpuinfo"):
            if ln.startswith("model name"):
                cpu = ln.split(":", 1)[1].strip()
                break
    except OSError:
        pass

    def ver(cmd):
        try:
            return subprocess.run(cmd, capture_output=True, text=True, timeout=30).stdout.splitlines()[0]
        except (OSError, IndexError, subprocess.SubprocessError):
            return ""
    vl = ROOT / ".venv" / "bin" / "verilator"
    return dict(host=platform.node(), cpu=cpu, cpus=os.cpu_count(), python=platform.python_version(),
                verilator=ver([str(vl) if vl.exists() else "verilator", "--version"]),
                cxx=ver(["g++", "--version"]))


def report(res: dict) -> str:
    m = res["machine"]
    L = ["# redline benchmark", "",
         f"{time.strftime('%Y-%m-%d %H:%M:%S', time.localtime(res['started']))}; {m['cpu']} x{m['cpus']}; "
         f"{m['verilator']}; {m['cxx']}; seed {res['seed']}.",
         f"Load average (1 min) {res['load_before'][0]:.2f} before, {res['load_after'][0]:.2f} after "
         "(other jobs on the machine slow the simulation down).", ""]
    if res["speed"]:
        L += ["## Verilator simulation speed (full TM)", "",
              f"Unshaped IMIX back to back, ~{res['speed'][0]['cycles']:,} cycles; the harness's own timing of "
              f"the traffic phase (records to a scratch file), best and median of {res['repeat']} runs; "
              "'per CPU s' divides by the whole process's CPU time (start-up included) instead.", "",
              "| width | cycles/s (best) | median | per CPU s | load (1 min) | target | |",
              "|---|---|---|---|---|---|---|"]
        for s in res["speed"]:
            tgt = s["width"] == 64
            ok = s["best_cps"] >= TARGET_CPS_64 if tgt else None
            L.append(f"| {s['width']} | {s['best_cps'] / 1e6:.2f} M | {s['median_cps'] / 1e6:.2f} M | "
                     f"{s['cpu_cps'] / 1e6:.2f} M | {min(s['load1']):.2f}..{max(s['load1']):.2f} | "
                     f"{'>= 5 M' if tgt else ''} | {_yes(ok) if tgt else ''} |")
        L.append("")
    if res["throughput"]:
        L += ["## Throughput, back to back, unshaped", "",
              "Steady state over the departures (the first 10% skipped): packets per clock ="
              " (packets - 1) / (last - first departure cycle).", "",
              "| width | frame | beats | packets/clock | ideal (1/beats) | beats/clock | dropped | target | |",
              "|---|---|---|---|---|---|---|---|---|"]
        for t in res["throughput"]:
            one = t["beats"] == 1
            ok = (t["packets_per_clock"] or 0) >= 1.0 - 1e-9 if one else None
            L.append(f"| {t['width']} | {t['size']} B | {t['beats']} | {t['packets_per_clock']:.4f} | "
                     f"{t['ideal_packets_per_clock']:.4f} | {t['beats_per_clock']:.4f} | {t['dropped']} | "
                     f"{'1.0 pkt/clk' if one else ''} | {_yes(ok) if one else ''} |")
        L.append("")
    if res["latency"]:
        L += ["## Latency (cycles)", "",
              "Decision latency = decision cycle - EOF cycle (EOF = first-beat cycle + beats - 1), over "
              "every frame of the throughput and latency runs. First beat in -> first beat out: isolated "
              "frames, empty queue, tready always 1 (store and forward, so it grows with the frame's "
              "beats; the last column subtracts them).", "",
              "| width | decision latency | first beat in->out | by frame size | in->out - beats |",
              "|---|---|---|---|---|"]
        for lt in res["latency"]:
            dl = [lt["decision_latency"]] + [t["decision_latency"] for t in res["throughput"]
                                             if t["width"] == lt["width"]]
            dr = [min(x[0] for x in dl), max(x[1] for x in dl)]
            by = ", ".join(f"{s} B: {_range(r)}" for s, r in sorted(lt["first_beat_by_size"].items()))
            L.append(f"| {lt['width']} | {_range(dr)} | {_range(lt['first_beat'])} | {by} | "
                     f"{_range(lt['first_beat_minus_beats'])} |")
        L.append("")
    if res.get("dense"):
        L += ["## Decisions per clock under dense marking", "",
              "Back-to-back 64-byte frames, RED/ECN on, on each width's product TM (RedEngine) and on the "
              "compare-only loop's TM (`w512_loop_xcup`). Unshaped, the average past max_th with nodrop, so "
              "the ECN-capable frames are marked (every frame, every second one, or each with p = 0.5); "
              "`prob` with max_p 1, 1/4 and 1/16: shaped to half the line rate with an 8-packet limit, which "
              "holds the average in the band, so that Linux's qcount/qR test marks about every 3, 16 and 70 "
              "decisions; `gentle band`: the same queue with the average in the gentle band, where the loop "
              "decides a counting frame five clocks after taking it. "
              "Decisions per clock = (decisions - 1) / (last - first decision cycle); offered = 1 / beats "
              "per frame; late = frames decided after the EOF + L of the cycles they were offered in; overran = "
              "frames never decided (semantics.md section 3a; none, now that the loop TMs hold their input); "
              "held = clocks the TM held its input (s_axis_tready low). The target is the offered rate with no "
              "frame late, and half of it in the gentle band.", "",
              "| width | TM | marked | frames | marks | mark gap mean / max | dropped | overran | held | late | "
              "decisions/clock | offered | target | |",
              "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
        for d in res["dense"]:
            ok = ((d["decisions_per_clock"] or 0) >= d["goal_per_clock"] - 1e-9
                  and (d["late"] == 0 if d["goal_per_clock"] >= d["offered_per_clock"] - 1e-9 else True))
            gap = "—" if d["mark_gap_mean"] is None else f"{d['mark_gap_mean']:.1f} / {d['mark_gap_max']}"
            late = "—" if d["late"] is None else str(d["late"])
            L.append(f"| {d['width']} | {d['tm']} | {d['workload']} | {d['frames']} | {d['marks']} | {gap} | "
                     f"{d['dropped']} | {d['overruns']} | {d['held']} | {late} | {d['decisions_per_clock']:.4f} | "
                     f"{d['offered_per_clock']:.4f} | ≥ {d['goal_per_clock']:.4f} | {_yes(ok)} |")
        L.append("")
    return "\n".join(L)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default=str(ROOT / "out" / "bench.md"), help="Markdown report (JSON next to it)")
    ap.add_argument("--widths", default="64,128,256,512", help="widths to measure (comma separated)")
    ap.add_argument("--speed-widths", default=None, help="widths for the speed figure (default: --widths)")
    ap.add_argument("--cycles", type=int, default=2_000_000, help="cycles of the speed workload")
    ap.add_argument("--repeat", type=int, default=3, help="speed runs per width (best and median)")
    ap.add_argument("--packets", type=int, default=1000, help="frames per throughput run")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--no-build", action="store_true", help="skip widths whose harness is not built")
    ap.add_argument("--loop-variants", default=",".join(LOOP_VARIANTS),
                    help="compare-only loop TMs whose dense marking is measured too (comma separated; "
                         "empty for none)")
    ap.add_argument("--pgo-stimulus", metavar="FILE", help="write the PGO training stimulus and exit")
    ap.add_argument("--width", type=int, default=64, help="width of --pgo-stimulus")
    args = ap.parse_args(argv)

    if args.pgo_stimulus:
        if args.width not in (32,) + WIDTHS:  # 32: the ECP5 variant's harness (sim/Makefile)
            ap.error(f"bad --width {args.width}")
        Path(args.pgo_stimulus).write_bytes(
            rtl_backend.stimulus(knobs_red(args.width, args.seed), pgo_frames(args.width, args.seed)))
        return 0

    widths = [int(w) for w in args.widths.split(",") if w]
    speed_widths = [int(w) for w in (args.speed_widths or args.widths).split(",") if w]
    for w in set(widths) | set(speed_widths):
        if w not in WIDTHS:
            ap.error(f"bad width {w} (64, 128, 256 or 512)")
    res = dict(started=time.time(), seed=args.seed, repeat=args.repeat, machine=machine(),
               load_before=list(os.getloadavg()), speed=[], throughput=[], latency=[], dense=[])
    built = {w: ensure_harness(w, not args.no_build) for w in sorted(set(widths) | set(speed_widths))}
    for w in speed_widths:
        if built[w]:
            log(f"bench: simulation speed, {w} bits, {args.cycles:,} cycles x {args.repeat} ...")
            res["speed"].append(measure_speed(w, args.cycles, args.repeat, args.seed))
    for w in widths:
        if not built[w]:
            continue
        for size in (64, 1500):
            log(f"bench: throughput, {w} bits, {args.packets} x {size} B back to back ...")
            res["throughput"].append(measure_throughput(w, size, args.packets, args.seed))
        log(f"bench: latency, {w} bits, isolated frames ...")
        res["latency"].append(measure_latency(w, (60, 64, 65, 128, 594, 1500, 1518, 9000), args.seed))
        log(f"bench: dense marking, {w} bits, {args.packets} x 64 B back to back per workload ...")
        res["dense"] += measure_dense(w, args.packets, args.seed)
    for v in [v for v in args.loop_variants.split(",") if v]:
        if v not in model.TM_VARIANTS or not model.TM_VARIANTS[v]["stage_beats"]:
            ap.error(f"--loop-variants: {v} is not a loop TM ({', '.join(LOOP_VARIANTS)})")
        w = 8 * model.TM_VARIANTS[v]["width_bytes"]
        if ensure_harness(w, not args.no_build, v):
            log(f"bench: dense marking, {v}, {args.packets} x 64 B back to back per workload ...")
            res["dense"] += measure_dense(w, args.packets, args.seed, tm_variant=v)
    res["load_after"] = list(os.getloadavg())
    md = report(res)
    print(md)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(md + "\n")
    out.with_suffix(".json").write_text(json.dumps(res, indent=1, default=str) + "\n")
    log(f"bench: wrote {out} and {out.with_suffix('.json')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
