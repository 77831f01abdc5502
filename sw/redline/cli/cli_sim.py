"""`redline sim`: start a Verilated TM with a control socket, to try `set` and `show --sim` on.

    redline sim [--width 64] [--clock-mhz 250] [--control PATH] [--traffic N,LEN,PPS]

It prints the socket, the commands to try and how to stop it, then runs until Ctrl-C (SIGINT)
or SIGTERM, when it stops the TM and removes its files. No root, namespaces or guest: the TM is
sim/build/wNN/redline_barserve (built by `make -C sim W=NN`), its output counted and dropped.
"""
from __future__ import annotations

import signal
import sys

from redline.cli.cli_base import EXIT_BACKEND, CliError

WIDTHS = (64, 128, 256, 512)


def setup_sim(sub) -> None:
    p = sub.add_parser("sim", help="start a simulated TM with a control socket (for set/show --sim)",
                       description="Start a Verilated redline_tm with a control socket, so that `redline set "
                                   "--sim` and `redline show --sim` can be tried without hardware, root or "
                                   "namespaces. Runs until Ctrl-C.")
    p.add_argument("--width", type=int, default=64, choices=WIDTHS, help="data width in bits (default 64)")
    p.add_argument("--clock-mhz", type=int, default=250, metavar="F",
                   help="the TM's clock, simulated in real time (default 250; cycles_per_us starts at it)")
    p.add_argument("--control", metavar="PATH", help="the control socket (default: in a new temporary directory)")
    p.add_argument("--traffic", metavar="N,LEN,PPS",
                   help="offer N IPv4/UDP ECT(0) frames of LEN bytes at PPS per second once started")
    p.set_defaults(func=cmd_sim)


def _traffic(text: str) -> tuple[int, int, int]:
    try:
        n, length, pps = (int(x) for x in text.split(","))
    except ValueError:
        raise CliError(f"--traffic {text}: want N,LEN,PPS (three integers)") from None
    if not (1 <= n <= 10_000_000 and 64 <= length <= 9000 and 1 <= pps <= 1_000_000):
        raise CliError(f"--traffic {text}: N 1..10000000, LEN 64..9000, PPS 1..1000000")
    return n, length, pps


def cmd_sim(args) -> int:
    from redline.devices.simserver import SimServer, SimServerError

    if not 1 <= args.clock_mhz <= 1000:
        raise CliError(f"--clock-mhz {args.clock_mhz}: must be 1..1000")
    traffic = _traffic(args.traffic) if args.traffic else None
    try:
        server = SimServer(args.width, args.clock_mhz, args.control)
    except SimServerError as e:
        raise CliError(str(e), EXIT_BACKEND) from None
    # Ctrl-C and SIGTERM end the wait below; the server is stopped and its files removed either way.
    stopping = []

    def on_signal(signum, _frame):
        stopping.append(signum)
        if server.proc.poll() is None:
            server.proc.terminate()

    old = {s: signal.signal(s, on_signal) for s in (signal.SIGINT, signal.SIGTERM)}
    try:
        if traffic:
            server.traffic(*traffic)
        sock = server.control
        print(f"redline sim: a Verilated {args.width}-bit TM at {args.clock_mhz} MHz (pid {server.pid}), "
              f"control socket {sock}\n"
              f"  redline set --sim {sock} limit 400000 min 30000 max 90000 avpkt 1000 burst 55 "
              f"probability 0.02 bandwidth 10mbit ecn\n"
              f"  redline show -s --sim {sock}\n"
              f"Ctrl-C (or kill {server.pid}) stops it.", flush=True)
        code = server.wait()
    finally:
        for s, h in old.items():
            signal.signal(s, h)
        server.stop()
    if stopping:
        print("redline sim: stopped", file=sys.stderr)
        return 0
    raise CliError(f"the simulated TM exited on its own (status {code})", EXIT_BACKEND)
