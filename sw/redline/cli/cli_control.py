"""`redline set` and `redline show`: configure a running TM with tc-red words, and read it back.

    redline set [--sim SOCKET | --sysfs PATH | --etherbone HOST[:PORT]] [--port N]
                [red] limit L min A max B avpkt P burst N probability X bandwidth R
                [ecn] [gentle] [harddrop] [nodrop]
                [adaptive] [packets] [rate R] [mode dt|red|ecn] [seed S] [stab_units us|tc]
                [--shaper-burst BYTES] [--clock-mhz F] [--dry-run] [-j] [--lock]
    redline set --etherbone HOST[:PORT] --lock
    redline show [--sim SOCKET | --sysfs PATH | --etherbone HOST[:PORT]] [--port N] [-s] [-j]

The words mean what they mean to `tc qdisc ... red` and are derived exactly as iproute2 derives
them; they are `redline replay`'s words, one grammar (`redline.tc.config.parse_words`), with
an optional leading `red`. `rate` sets the shaper
(default: the bandwidth word); `mode` overrides red/ecn; `packets` counts limit/min/max in
packets; `stab_units tc` derives the idle-decay table as tc does for Linux (`redline.tc.config`). cycles_per_us is --clock-mhz if given; otherwise the ECP5 board's TM clock (its
TM_CLK_HZ register) over --etherbone, and elsewhere the device's current value.

The whole configuration is checked before anything is written: a bad word, an out-of-range
value or an impossible combination gives one line `redline: error: ...` naming the word, exit
2, and the device is untouched. Exit 3: the device cannot be reached or refused the values.

`--lock` (the ECP5 board only) then sets the board's write lock: it refuses every further
register write, whoever sends it, until it is reset or power-cycled (docs/security.md). Alone,
with no words, it locks the board as it stands. A locked board is reported as such by `set`.
"""
from __future__ import annotations

import json
import sys

from redline.cli.cli_base import EXIT_BACKEND, CliError

def _device_args(p) -> None:
    g = p.add_argument_group("device (default: the one mqnic.app_52440001 device in sysfs)")
    g.add_argument("--sim", metavar="SOCKET", help="the real-time harness's control socket")
    g.add_argument("--sysfs", metavar="PATH", help="the auxiliary device's sysfs directory")
    g.add_argument("--etherbone", metavar="HOST[:PORT]",
                   help="the ECP5 board's registers over UDP (Etherbone, default port 1234)")
    g.add_argument("--port", type=int, default=0, metavar="N", help="port (default 0)")


def setup_set(sub) -> None:
    p = sub.add_parser("set", help="configure a TM with tc-red words",
                       description="Configure one port's TM with the words of `tc qdisc ... red`.")
    p.add_argument("words", nargs="*", metavar="WORD",
                   help="[red] limit 400000 min 30000 max 90000 avpkt 1000 burst 55 probability 0.02 "
                        "bandwidth 10mbit ecn [gentle] [harddrop] [nodrop] [adaptive] [packets] "
                        "[rate R] [mode dt|red|ecn] [seed S] [stab_units us|tc]")
    _device_args(p)
    p.add_argument("--shaper-burst", metavar="BYTES", help="shaper bucket in bytes (default 3000)")
    p.add_argument("--clock-mhz", metavar="F", help="set cycles_per_us (default: the board's TM clock, else keep the device's)")
    p.add_argument("--dry-run", action="store_true",
                   help="check and print the knobs as JSON; open no device (cycles_per_us: --clock-mhz or 250)")
    p.add_argument("-j", "--json", action="store_true", help="print the knobs written as JSON")
    p.add_argument("--lock", action="store_true",
                   help="then write-lock the board (--etherbone) until it is reset or power-cycled; "
                        "with no words, only lock it")
    p.set_defaults(func=cmd_set)


def setup_show(sub) -> None:
    p = sub.add_parser("show", help="a TM's configuration (and -s counters) in tc's wording",
                       description="Show one port's TM like `tc [-s] [-j] qdisc show`.")
    _device_args(p)
    p.add_argument("-s", "--stats", action="store_true", help="also the counters")
    p.add_argument("-j", "--json", action="store_true", help="JSON output")
    p.set_defaults(func=cmd_show)


def build_knobs(words: list[str], cycles_per_us: int, shaper_burst: str | None = None):
    """Everything `set` would write, as a knob dict (raises CliError naming the bad word). The
    words are those of `redline replay` (one grammar, `redline.tc.config.parse_words`)."""
    from redline.tc import config as cfg

    try:
        conf = cfg.build(words, None, shaper_burst=shaper_burst, cycles_per_us=cycles_per_us)
    except ValueError as e:
        raise CliError(str(e)) from None
    for w in conf.warnings:  # tc's own words for these tc words
        print(w, file=sys.stderr)
    d = cfg.knobs_to_dict(conf.knobs)
    d["stab"] = bytes.fromhex(d["stab"])
    return d


def _open(args):
    from redline.devices.device import DeviceError, open_device

    try:
        return open_device(args.sim, args.sysfs, args.port, args.etherbone)
    except DeviceError as e:
        raise CliError(str(e), EXIT_BACKEND) from None


def _clock(s: str) -> int:
    try:
        f = float(s)
    except ValueError:
        raise CliError(f"bad --clock-mhz '{s}'") from None
    if not f.is_integer() or not 1 <= f < 1 << 16:
        raise CliError(f"--clock-mhz '{s}' must be an integer MHz (cycles_per_us, 1..65535)")
    return int(f)


def cmd_set(args) -> int:
    from redline.devices.device import DeviceError

    if args.lock and args.etherbone is None:
        raise CliError("--lock: only the ECP5 board has a write lock (give --etherbone HOST)")
    if args.lock and args.dry_run:
        raise CliError("--lock and --dry-run: a dry run opens no device")
    if args.lock and not args.words:
        return _lock_only(args)
    # Words are checked before the device is even opened: a typo never touches anything.
    cpu = _clock(args.clock_mhz) if args.clock_mhz is not None else None
    knobs = build_knobs(args.words, cpu or 250, args.shaper_burst)
    if args.dry_run:  # no device needed: cycles_per_us is --clock-mhz or 250
        print(json.dumps({n: (v.hex() if n == "stab" else v) for n, v in knobs.items()}))
        return 0
    dev = _open(args)
    try:
        if cpu is None:  # the board's known TM clock, else keep the device's; derive again if it differs
            cpu = dev.clock_mhz or dev.read_knobs()["cycles_per_us"]
            if cpu != knobs["cycles_per_us"]:
                knobs = build_knobs(args.words, cpu, args.shaper_burst)
        dev.write_knobs(knobs)
        back = dev.read_knobs()
        diff = [n for n in knobs if back[n] != knobs[n]]
        if diff:
            raise CliError(f"{dev.name}: read back differs in {', '.join(diff)}", EXIT_BACKEND)
        if args.lock:
            dev.lock()
            print(f"redline: {dev.where}: write-locked until the board is reset or power-cycled", file=sys.stderr)
    except DeviceError as e:
        raise CliError(f"{dev.name}: {e}", EXIT_BACKEND) from None
    finally:
        dev.close()
    if args.json:
        print(json.dumps({n: (v.hex() if n == "stab" else v) for n, v in knobs.items()}))
    return 0


def _lock_only(args) -> int:
    from redline.devices.device import DeviceError

    dev = _open(args)
    try:
        dev.lock()
    except DeviceError as e:
        raise CliError(f"{dev.name}: {e}", EXIT_BACKEND) from None
    finally:
        dev.close()
    print(f"redline: {dev.where}: write-locked until the board is reset or power-cycled", file=sys.stderr)
    return 0


def cmd_show(args) -> int:
    from redline.cli import showfmt
    from redline.devices.device import DeviceError

    dev = _open(args)
    try:
        knobs = dev.read_knobs()
        stats = dev.read_stats() if args.stats else None
    except DeviceError as e:
        raise CliError(f"{dev.name}: {e}", EXIT_BACKEND) from None
    finally:
        dev.close()
    where = dev.name.split(" port ")[0] if dev.name.startswith(("sim", "etherbone")) else \
        str(getattr(dev, "root", dev.name))
    if args.json:
        print(json.dumps([showfmt.to_json(knobs, stats, args.port, where)]))
    else:
        print(showfmt.format_text(knobs, stats, args.port, where))
    return 0
