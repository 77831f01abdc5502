#!/usr/bin/env python3
"""What the compare-only loop's waits cost a 512-bit TM at 100G, from the model (no RTL).

    .venv/bin/python scripts/loop_staging.py [--frames N] [--seed S]

The loop TM takes no frame in the 22 clocks after a commit's apply (semantics section 3a), so
frames that arrive meanwhile wait in LateDecisions: stage_beats S beats, pending_frames Q
frames; the rest overrun. This prints, per frame size and (S, Q), the frames that overran
(and the frames offered) in two arrival patterns on a 250 MHz clock:

  * wire: frames spaced as 100 Gbit/s Ethernet spaces them (size + 20 bytes of preamble and
    gap, 50 bytes a clock), the TM's egress unshaped; a commit every 400 clocks. This is
    Corundum's forward path (a MAC's receive stream), where nothing can be held back.
  * saturated: frames back to back, one beat every clock (a host's DMA on the transmit path
    that offers more than the line takes), the egress shaped to 100 Gbit/s; a commit every
    400 clocks, and the same with gentle on (a counting gentle-band frame defers the takes by
    5 clocks, section 3a).

RedEngine (the product TMs today) takes a frame every clock and never overruns, in both.

The loop TMs now hold their input instead (s_axis_tready low while staging could not take one
more beat or frame, semantics section 3a): the last two tables give, with the hold, the frames
that overran (0 by construction) and the clocks the source was held, on the saturated bus.
"""
from __future__ import annotations

import argparse
import random

from redline import model

import bench

CLOCK_HZ = 250_000_000
LINE_BPS = 100_000_000_000
WIDTH_BYTES = 64
STAGING = ((8, 4), (16, 8), (16, 16), (32, 16), (64, 32))  # (S, Q); the loop builds have (8, 4)
SIZES = (64, 128, 1500)
COMMIT_EVERY = 400


def knobs(seed: int, shaped: bool, gentle: bool) -> model.Knobs:
    # An average between the thresholds (or in the gentle band) under a queue that the 100G
    # shaper builds; unshaped, the queue stays short and only the waits matter.
    return model.Knobs(mode=model.MODE_ECN, min_th=3000, max_th=6000 if gentle else 60000, wlog=2,
                       max_p=1 << 30, limit=120000, gentle=int(gentle), seed=seed,
                       cycles_per_us=CLOCK_HZ // 1_000_000,
                       rate=LINE_BPS if shaped else 0, burst=3000 if shaped else 0)


def arrivals(rng: random.Random, size: int, n: int, saturated: bool) -> list[model.Frame]:
    beats = -(-size // WIDTH_BYTES)
    per_frame = (size + 20) / (LINE_BPS / 8 / CLOCK_HZ)  # clocks a frame takes on the wire
    frames, t, c = [], 100.0, 100
    for _ in range(n):
        c = c if saturated else max(c, int(t))
        frames.append(model.Frame(bench.frame(rng, size), c))
        c += beats
        t += per_frame
    return frames


def run_cell(size: int, S: int, Q: int, n: int, seed: int, saturated: bool, gentle: bool,
             hold: bool) -> tuple[int, int]:
    """(frames that overran, clocks the source was held) for one cell."""
    frames = arrivals(random.Random(seed), size, n, saturated)
    k = knobs(seed, shaped=saturated, gentle=gentle)
    tm = model.TM.for_variant("w512_loop_xcup", k, stage_beats=S, pending_frames=Q, input_hold=hold)
    for at in range(COMMIT_EVERY, frames[-1].cycle, COMMIT_EVERY):
        tm.reconfigure(k, at)
    return sum(d.reason == "overrun" for d in tm.run(frames)), tm.input_held


def overruns(size: int, S: int, Q: int, n: int, seed: int, saturated: bool, gentle: bool) -> int:
    """Frames that overran without the input hold (the loop TMs before it)."""
    return run_cell(size, S, Q, n, seed, saturated, gentle, hold=False)[0]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--frames", type=int, default=4000)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args(argv)
    cols = " | ".join(f"S {s}, Q {q}" for s, q in STAGING)
    for title, saturated, gentle in (("wire-spaced at 100G, unshaped, a commit every 400 clocks", False, False),
                                     ("saturated bus, shaped to 100G, a commit every 400 clocks", True, False),
                                     ("saturated bus, shaped to 100G, gentle band, a commit every 400 clocks", True, True)):
        print(f"\n{title}: frames that overran of {a.frames}\n")
        print(f"| frame bytes | {cols} |")
        print("|---:|" + "---:|" * len(STAGING))
        for size in SIZES:
            row = [overruns(size, s, q, a.frames, a.seed, saturated, gentle) for s, q in STAGING]
            print(f"| {size} | " + " | ".join(map(str, row)) + " |", flush=True)
    for title, gentle in (("saturated bus, shaped to 100G, a commit every 400 clocks", False),
                          ("saturated bus, shaped to 100G, gentle band, a commit every 400 clocks", True)):
        print(f"\n{title}, with the input hold: frames that overran / clocks the source was held, "
              f"of {a.frames} frames\n")
        print(f"| frame bytes | {cols} |")
        print("|---:|" + "---:|" * len(STAGING))
        for size in SIZES:
            row = [run_cell(size, s, q, a.frames, a.seed, True, gentle, hold=True) for s, q in STAGING]
            print(f"| {size} | " + " | ".join(f"{o} / {h}" for o, h in row) + " |", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
