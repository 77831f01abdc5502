"""`redline experiment NAME [--quick] [--backend sim|linux|hw | --compare] [--reps N] [--cc [LABEL=]SPEC]... [--out DIR] [--seed N] [--pcap] [-j]`.

Runs one of `redline.lab.experiment.SCENARIOS` with real Linux TCP across the TM and writes the
report (results.json, CSV, PNG plots, report.md) into --out (default out/experiments/NAME,
with -quick appended for --quick). `--backend linux` puts Linux's own sch_red (same tc words,
in a QEMU guest) at the bottleneck instead; `--compare` runs both and writes one report with
the paper, Linux sch_red and the redline RTL side by side (each backend's full report in a
subfolder). Every configuration runs --reps times (default 10, 3 with --quick), repetition i
with TM seed --seed + i; the reports give each figure as mean ± 95 % CI, and --compare the
Linux − RTL difference with its interval. `--cc SPEC` sets every flow's TCP variant (cubic,
reno, westwood, ecn-ab:ALPHA,BETA; the last two are BPF congestion controls built and loaded for
the run), `--cc LABEL=SPEC` one kind of flow's (ecn, nonecn, bg). Needs root (namespaces, TAPs). Exit 3 when this machine cannot run it (not root,
no /dev/net/tun, harness not built, no QEMU), with the reason.
"""
from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path

from redline.cli.cli_base import EXIT_BACKEND, CliError


def setup_experiment(sub) -> None:
    from redline.lab.experiment import SCENARIOS
    p = sub.add_parser("experiment", help="the papers' RED/ECN experiments with real TCP across the TM",
                       description=__doc__.split("\n\n")[1])
    p.add_argument("name", choices=sorted(SCENARIOS), metavar="NAME", help="one of: " + ", ".join(sorted(SCENARIOS)))
    p.add_argument("--quick", action="store_true", help="a reduced grid (about a minute per scenario)")
    p.add_argument("--backend", choices=("sim", "linux", "hw"), default="sim",
                   help="sim: the Verilated TM (default); linux: Linux sch_red in a QEMU guest; hw: the board")
    p.add_argument("--compare", action="store_true",
                   help="run on Linux sch_red and on the RTL, and write one side-by-side report")
    p.add_argument("--out", type=Path, help="output folder (default out/experiments/NAME[-quick])")
    p.add_argument("--seed", type=int, default=1, help="the TM's random seed of the first repetition (default 1)")
    p.add_argument("--reps", type=int, metavar="N",
                   help="repetitions per configuration, each with its own seed (default 10; 3 with --quick)")
    p.add_argument("--cc", action="append", metavar="[LABEL=]SPEC", default=[],
                   help="TCP variant of every flow, or of the flows labelled LABEL (ecn, nonecn, bg): "
                        "cubic (default), reno, westwood, ecn-ab:ALPHA,BETA")
    p.add_argument("--pcap", action="store_true", help="also write both TAPs' traffic as pcap files")
    p.add_argument("-j", "--json", action="store_true", help="print the results as JSON")
    p.set_defaults(func=cmd_experiment)


def parse_ccs(given: list[str]) -> dict[str, str]:
    """--cc values as {flow label ("" for all): spec}, each spec checked (ValueError)."""
    from redline.lab import cc
    out: dict[str, str] = {}
    for g in given:
        label, _, spec = g.rpartition("=") if "=" in g.split(":")[0] else ("", "", g)
        if label not in ("", "ecn", "nonecn", "bg"):
            raise ValueError(f"--cc {g}: the label must be ecn, nonecn or bg")
        if label in out:
            raise ValueError(f"--cc {g}: {label or 'the default'} is given twice")
        out[label] = cc.parse(spec).spec
    return out


def cmd_experiment(args) -> int:
    from redline.lab import cc, expreport, netns
    from redline.lab.experiment import check_backend, run_scenario
    if args.backend == "hw":
        # The board path needs the board's register access (Etherbone/sysfs), which is not in
        # this tree yet; say so instead of pretending.
        raise CliError("--backend hw is not available yet: it needs the board's register access "
                       "(ECP5 Etherbone or the Corundum sysfs driver); use --backend sim", EXIT_BACKEND)
    if args.compare and args.backend != "sim":
        raise CliError("--compare runs both backends; leave --backend out")
    from redline.lab.experiment import default_reps, rep_seeds
    reps = args.reps if args.reps is not None else default_reps(args.quick)
    if not 0 <= args.seed < 1 << 32:
        raise CliError(f"--seed {args.seed}: must be 0..2^32-1")
    try:
        rep_seeds(args.seed, reps)
        ccs = parse_ccs(args.cc)
    except ValueError as e:
        raise CliError(str(e)) from None
    backends = ("linux", "sim") if args.compare else (args.backend,)
    try:
        for b in backends:
            check_backend(args.name, b, args.quick)
        if args.pcap and "linux" in backends:
            raise ValueError("--pcap is not available on Linux sch_red (the guest has no capture)")
    except ValueError as e:
        raise CliError(str(e)) from None
    from redline.lab import guest
    try:
        netns.check_available(need_binary="sim" in backends)
        if "linux" in backends:
            guest.check_available()
    except netns.Unavailable as e:
        raise CliError(f"cannot run experiments here: {e}", EXIT_BACKEND) from None
    except guest.GuestUnavailable as e:
        raise CliError(f"cannot run experiments on Linux sch_red here: {e}", EXIT_BACKEND) from None
    out = args.out or Path("out") / "experiments" / (args.name + ("-quick" if args.quick else "")
                                                      + ("-compare" if args.compare else "")
                                                      + ("-linux" if args.backend == "linux" else ""))
    out.mkdir(parents=True, exist_ok=True)
    command = "redline " + " ".join(shlex.quote(a) for a in sys.argv[1:]) if sys.argv[1:2] == ["experiment"] else ""
    results = {}
    try:
        for b in backends:
            results[b] = run_scenario(args.name, quick=args.quick, seed=args.seed, out=out / b if args.compare else out,
                                      command=command, progress=sys.stderr.isatty(), pcap=args.pcap, backend=b,
                                      reps=reps, ccs=ccs)
    except KeyboardInterrupt:
        raise CliError("interrupted; namespaces, harness and guest removed", 130) from None
    except cc.Unavailable as e:
        raise CliError(f"cannot use --cc {' '.join(args.cc)} here: {e}", EXIT_BACKEND) from None
    if args.compare:
        paths = expreport.write_compare(results, out)
        if args.json:
            print(json.dumps({"compare": results}, default=str))
        else:
            print(f"{args.name}: {len(results['sim']['runs'])} runs on each backend; "
                  f"report {paths['report.md']}")
        return 0
    res = results[backends[0]]
    paths = expreport.write_report(res, out)
    if args.json:
        print(json.dumps(res, default=str))
    else:
        print(f"{args.name}: {len(res['runs'])} runs; report {paths.get('report.md', out / 'report.md')}")
        h = res.get("harness") or {}
        if h:
            print(f"harness: lag p99 {h['lag_us']['p99']:.0f} us, max {h['lag_us']['max']:.0f} us; "
                  f"{h['skipped']} of {h['cycles']} cycles skipped as idle")
    return 0
