"""`redline sweep TRACE... --words "TC WORDS" --grid NAME=V1,V2,... [--grid ...] [--reps N] [--seed S]
[--backend rtl|model] [--width W] [--clock-mhz F] [--workers N | --address ADDR] [--out DIR] [-j]`.

Replays every trace with every combination of the grid's values applied to the base words
(`--grid probability=0.01,0.02,0.05` sets `probability`; `--grid ecn=on,off` adds or removes a
flag word; `NAME=START:STOP:STEP` for a range), `--reps` times with TM seeds --seed + i, as
tasks on Ray: a local Ray with --workers CPUs (default: all), or a cluster with --address.
Results go to --out (default out/sweeps/NAME): results.jsonl as each task finishes,
results.csv, results.json and a plot at the end. Started again on the same folder, a sweep
skips the tasks it already finished (by their content hash) and runs the rest."""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from redline.cli.cli_base import EXIT_BACKEND, CliError


def setup_sweep(sub) -> None:
    p = sub.add_parser("sweep", help="replay traces over a grid of tc words, as tasks on Ray",
                       description=__doc__.split("\n\n")[1])
    p.add_argument("traces", nargs="+", metavar="TRACE", help="pcap files")
    p.add_argument("--words", required=True, help="the base tc words, e.g. \"limit 400000 min 30000 max 90000 "
                                                  "avpkt 1000 burst 55 probability 0.02 bandwidth 10mbit ecn\"")
    p.add_argument("--grid", action="append", default=[], metavar="NAME=V1,V2,...",
                   help="one axis: a word and its values (repeat for more axes)")
    p.add_argument("--reps", type=int, default=1, help="repetitions per point, seeds --seed + i (default 1)")
    p.add_argument("--seed", type=int, default=1, help="the first repetition's TM seed (default 1)")
    p.add_argument("--backend", choices=("rtl", "model"), default="rtl", help="the Verilated TM (default) or the model")
    p.add_argument("--width", type=int, default=64, choices=(64, 128, 256, 512), help="bus width in bits (default 64)")
    p.add_argument("--clock-mhz", type=int, default=25, help="TM clock (default 25)")
    g = p.add_mutually_exclusive_group()
    g.add_argument("--workers", type=int, help="a local Ray with this many CPUs (default: all of them)")
    g.add_argument("--address", help="a running Ray cluster (ray://HOST:PORT or HOST:PORT)")
    p.add_argument("--out", type=Path, help="output folder (default out/sweeps/<first trace>)")
    p.add_argument("-j", "--json", action="store_true", help="print the rows as JSON")
    p.set_defaults(func=cmd_sweep)


def cmd_sweep(args) -> int:
    from redline.lab import sweep

    for t in args.traces:
        if not os.path.isfile(t):
            raise CliError(f"{t}: no such file")
    if args.reps < 1:
        raise CliError(f"--reps {args.reps}: at least 1")
    if args.workers is not None and args.workers < 1:
        raise CliError(f"--workers {args.workers}: at least 1")
    if not args.grid:
        raise CliError("give at least one --grid NAME=V1,V2,...")
    try:
        axes = dict(sweep.parse_axis(a) for a in args.grid)
        points = sweep.grid(args.words.split(), axes)
        tasks = sweep.make_tasks(args.traces, points, args.reps, args.seed, args.backend, args.width, args.clock_mhz)
    except ValueError as e:
        raise CliError(str(e)) from None
    out = args.out or Path("out") / "sweeps" / Path(args.traces[0]).stem
    try:
        res = sweep.run_sweep(tasks, out, workers=args.workers, address=args.address, progress=sys.stderr.isatty())
    except ImportError:
        raise CliError("Ray is not installed: run make setup (requirements.txt pins it)", EXIT_BACKEND) from None
    paths = sweep.write_tables(res["rows"], out)
    pl = sweep.plot(res["rows"], next(iter(axes)), out)
    if args.json:
        print(json.dumps(res["rows"]))
    else:
        where = args.address or f"a local Ray with {args.workers or os.cpu_count()} CPUs"
        print(f"sweep: {len(tasks)} tasks ({len(points)} points x {len(args.traces)} traces x {args.reps} reps); "
              f"ran {res['ran']}, {res['skipped']} already done; {res['seconds']:.1f} s on {where}")
        print(f"results: {paths['results.csv']}" + (f"; plot: {pl}" if pl else ""))
    return 0
