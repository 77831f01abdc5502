"""The `redline` command line.

    redline replay IN.pcap [tc-red words...] [--config F.toml] [--gentle] [--mode dt|red|ecn]
                   [--packets] [--rate R] [--shaper-burst B] [--seed S] [--stab-units us|tc]
                   [--clock-mhz F] [--width 64|128|256|512] [--buf-kib N] [--model] [--wire-len]
                   [--out OUT.pcap]
                   [--log LOG.jsonl] [--plot PNG] [-j]
    redline experiment NAME [--quick] [--backend sim|hw] [--out DIR] [--seed N] [--pcap] [-j]
    redline set [--sim SOCKET | --sysfs PATH] [--port N] [red] limit L min A max B ... [ecn] ...
    redline show [--sim SOCKET | --sysfs PATH] [--port N] [-s] [-j]
    redline --version

Exit status: 0 ok; 2 bad usage, unreadable pcap or bad configuration (one line
`redline: error: ...` on stderr); 3 the chosen backend cannot run (RTL not built).
A new subcommand is a setup function added to `subcommands()`.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Callable

from redline.cli.cli_base import EXIT_BACKEND, EXIT_RUNTIME, EXIT_USAGE, CliError  # noqa: F401  (the CLI's own names for them)
from redline.spec.regs import ENUMS

PROGRESS_MIN = 5000  # packets; a progress bar (stderr, TTY only) from this size on


class _Version(argparse.Action):
    """--version: the installed package's version (sw/pyproject.toml), looked up only when asked,
    so that a CLI copied without its package metadata (the QEMU guest's) still starts."""

    def __init__(self, option_strings, dest, **kw):
        super().__init__(option_strings, dest, nargs=0, help="print redline's version and exit")

    def __call__(self, parser, namespace, values, option_string=None):
        from importlib.metadata import PackageNotFoundError, version
        try:
            v = version("redline")
        except PackageNotFoundError:
            v = "unknown (not installed as a package)"
        print(f"redline {v}")
        parser.exit(0)


class _Parser(argparse.ArgumentParser):
    """argparse whose errors are one line and exit 2 (like ours)."""

    def error(self, message):  # noqa: D401 - argparse API
        raise CliError(message.splitlines()[0])


# ----------------------------------------------------------------------------------------
# replay
# ----------------------------------------------------------------------------------------
def _add_config_args(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("configuration (tc-red words go after the pcap)")
    g.add_argument("--config", metavar="F.toml", help="TOML config: [red] tc words and/or [knobs]")
    g.add_argument("--gentle", action="store_true", help="gentle RED (max_th..2·max_th ramp)")
    g.add_argument("--mode", choices=tuple(ENUMS["mode"]), help="override the mode")
    g.add_argument("--packets", action="store_true", help="packet mode: limit/min/max in packets")
    g.add_argument("--rate", metavar="R",
                   help="shaper rate, tc syntax (10mbit); default: the tc bandwidth word, else unshaped; 0 = unshaped")
    g.add_argument("--shaper-burst", metavar="B", help="shaper bucket in bytes (default 3000)")
    g.add_argument("--seed", type=int, metavar="S", help="random seed (default 1)")
    g.add_argument("--stab-units", choices=("us", "tc"), dest="stab_units",
                   help="idle-decay table: us = redline's (default), tc = what tc gives Linux "
                        "(decays ~15.6x slower; to compare with a Linux box)")


def _setup_replay(sub) -> None:
    p = sub.add_parser("replay", help="run a pcap through the RTL (or --model)",
                       description="Replay a pcap through redline and report what happened.")
    p.add_argument("pcap", metavar="IN.pcap", help="the trace; - reads it from standard input")
    p.add_argument("words", nargs="*", metavar="WORD",
                   help="[red] limit 400000 min 30000 max 90000 avpkt 1000 burst 55 "
                        "probability 0.02 bandwidth 10mbit ecn [gentle] [harddrop] [nodrop] [adaptive] "
                        "[packets] [rate R] [mode dt|red|ecn] [seed S] [stab_units us|tc]: "
                        "the words of `redline set` (each own word also as an option)")
    _add_config_args(p)
    s = p.add_argument_group("simulation")
    s.add_argument("--clock-mhz", default="250", metavar="F", help="clock in MHz, integer (default 250)")
    s.add_argument("--width", type=int, default=64, choices=(64, 128, 256, 512), help="data width in bits")
    s.add_argument("--buf-kib", type=int, metavar="N",
                   help="packet buffer in KiB (default 256). The RTL's buffer is fixed in the "
                        "generated Verilog, so the RTL backend takes only sizes with a variant "
                        "in hw/gen (256 at every width, 4 at 64 bits, 32 at 128 bits; built with "
                        "'make -C sim W=64 BUF=4k') and refuses others; --model takes any")
    s.add_argument("--model", action="store_true", help="use the Python model instead of the Verilated RTL")
    s.add_argument("--wire-len", action="store_true",
                   help="replay records cut short by the capture's snaplen at their wire length "
                        "(orig_len), zero bytes after the captured ones; --out then keeps each "
                        "record's captured length with orig_len = the wire length. Without it "
                        "such records are replayed as captured, with a warning")
    o = p.add_argument_group("output")
    o.add_argument("--out", metavar="OUT.pcap", help="departures with their timestamps")
    o.add_argument("--log", metavar="LOG.jsonl",
                   help="one JSON line per input packet; - writes them to standard output (the summary then goes to standard error)")
    o.add_argument("--plot", metavar="PNG", help="queue/average/marks plot")
    o.add_argument("-j", "--json", action="store_true", help="summary as one JSON object")
    o.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    p.set_defaults(func=cmd_replay)


def _clock(s: str) -> int:
    try:
        f = float(s)
    except ValueError:
        raise CliError(f"bad --clock-mhz '{s}'") from None
    if not f.is_integer() or f < 1:
        raise CliError(f"--clock-mhz '{s}' must be a positive integer (cycles_per_us)")
    return int(f)


def buffer_warnings(k, buf_bytes: int, width_bits: int) -> list[str]:
    """limit or max_th past what the TM's packet buffer can hold: frames are then lost because the
    buffer is full while the queue is still under the limit (counted as tail drops), and an
    average past the buffer can never be reached. In packet mode the buffer holds at most one
    frame a beat."""
    packets = k.unit == ENUMS["unit"]["packets"]
    cap = buf_bytes // (width_bits // 8) if packets else buf_bytes
    what = f"{cap} frames (one a {width_bits}-bit beat)" if packets else f"{cap} bytes"
    unit = "packets" if packets else "bytes"
    out = []
    for name, v in (("limit", k.limit), ("max_th", k.max_th)):
        if v > cap:
            out.append(f"{name} {v} {unit} is more than the TM's buffer holds ({what}): "
                       + ("frames are dropped when the buffer is full, before the queue reaches the limit"
                          if name == "limit" else "the average cannot reach it"))
    return out


def cmd_replay(args) -> int:
    from redline.tc import config as cfg
    from redline import replay as rp
    from redline.cli import report
    from redline.replay.pcapio import PcapError, read_pcap, write_pcap

    mhz = _clock(args.clock_mhz)
    try:
        conf = cfg.build(args.words, args.config, gentle=args.gentle, mode=args.mode,
                         packets=args.packets, rate=args.rate, shaper_burst=args.shaper_burst,
                         seed=args.seed, cycles_per_us=mhz, stab_units=args.stab_units)
    except ValueError as e:
        raise CliError(str(e)) from None
    except ImportError as e:
        raise CliError(f"redline is incompletely installed: {e}", EXIT_BACKEND) from None
    for w in conf.warnings:  # tc's own words for these tc words
        print(w, file=sys.stderr)
    if conf.knobs.rate == 0:
        print("redline: note: replaying unshaped (no bandwidth word or --rate): the queue drains at "
              f"the bus's full rate, {args.width} bits a cycle", file=sys.stderr)
    try:
        packets = read_pcap(args.pcap)
    except PcapError as e:
        raise CliError(str(e)) from None
    if not packets:
        raise CliError(f"{args.pcap}: no packets")
    back = [i for i in range(1, len(packets)) if packets[i].ts_ns < packets[i - 1].ts_ns]
    if back:
        print(f"redline: warning: {args.pcap}: {len(back)} packets have a timestamp before the previous "
              f"packet's (the first is packet {back[0]}); each is replayed at the first free cycle after it",
              file=sys.stderr)
    cut = [p for p in packets if p.data and p.truncated]
    if cut and not args.wire_len:
        print(f"redline: warning: {args.pcap}: {len(cut)} of {len(packets)} packets were captured "
              f"shorter than on the wire (e.g. {len(cut[0].data)} of {cut[0].orig_len} bytes); they "
              f"are replayed at their captured length; --wire-len replays them at the wire length",
              file=sys.stderr)
    # the replayed length (orig_len is len(data) for a record that is not truncated)
    long_ = [n for n in (p.orig_len if args.wire_len else len(p.data) for p in packets) if n > rp.MAX_FRAME]
    if long_:
        print(f"redline: warning: {args.pcap}: {len(long_)} packets are longer than {rp.MAX_FRAME} "
              f"bytes (e.g. {long_[0]}); the TM drops them as bad (docs/semantics.md section 1)",
              file=sys.stderr)
    buf_beats = None
    if args.buf_kib is not None:
        if args.buf_kib < 1:
            raise CliError(f"bad --buf-kib {args.buf_kib}")
        buf_beats = args.buf_kib * 1024 // (args.width // 8)

    backend = "model" if args.model else "rtl"
    bar = None
    # the RTL runs cycle by cycle: a bar is worth it on any trace; the model only on big ones
    if not args.no_progress and sys.stderr.isatty() and (backend == "rtl" or len(packets) >= PROGRESS_MIN):
        try:
            from tqdm import tqdm

            bar = tqdm(total=len(packets), desc=f"replay ({backend})", unit="pkt",
                       file=sys.stderr, leave=False)
        except ImportError:
            bar = None

    def progress(n: int) -> None:
        bar.update(n - bar.n)

    try:
        res = rp.replay(packets, conf.knobs, clock_mhz=mhz, width_bits=args.width,
                        buf_beats=buf_beats, backend=backend, wire_len=args.wire_len,
                        progress=progress if bar is not None else None)
    except rp.BackendError as e:
        raise CliError(str(e), EXIT_BACKEND) from None
    except ValueError as e:
        raise CliError(str(e)) from None
    finally:
        if bar is not None:
            bar.close()

    # After the run, so that a replay refused for its backend gives its one error line only.
    for w in buffer_warnings(conf.knobs, res.buf_beats * (args.width // 8), args.width):
        print(f"redline: warning: {w}", file=sys.stderr)
    try:
        if args.out:
            write_pcap(args.out, rp.departures(res))
        if args.log:
            rp.write_log(res, args.log)
        if args.plot:
            report.plot([rp.log_record(d) for d in res.decisions], res.knobs, mhz, args.plot,
                        title=f"{args.pcap} ({backend}, {args.width}-bit @ {mhz} MHz)",
                        buffer_bytes=res.buf_beats * (args.width // 8))
    except BrokenPipeError:  # `--log - | head`: the reader has gone, as it meant to
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no second error at exit
        return EXIT_RUNTIME
    except OSError as e:
        raise CliError(f"cannot write {e.filename}: {e.strerror}") from None
    s = report.summarize(res, trace=args.pcap)
    s["stab_units"] = conf.stab_units  # how knobs.stab was derived (us or tc)
    # With the log on standard output, the summary goes to standard error.
    dest = sys.stderr if args.log == "-" else sys.stdout
    if args.json:
        print(json.dumps(report.to_json(s), sort_keys=False), file=dest)
    else:
        print(report.format_table(s), file=dest)
    return 0


def subcommands() -> list[Callable]:
    """Every subcommand's setup function, in --help order."""
    from redline.cli import cli_control, cli_experiment, cli_sim, cli_sweep
    return [_setup_replay, cli_control.setup_set, cli_control.setup_show, cli_sim.setup_sim,
            cli_experiment.setup_experiment, cli_sweep.setup_sweep]


def make_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="redline", description="redline: RED/ECN traffic manager tools")
    p.add_argument("--version", action=_Version)
    sub = p.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    sub.required = True
    for setup in subcommands():
        setup(sub)
    return p


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    parser = make_parser()
    try:
        # tc words and options may be intermixed: words after an option end up in `extra`.
        args, extra = parser.parse_known_args(argv)
        if extra:
            bad = [w for w in extra if w.startswith("-")]
            if bad or not hasattr(args, "words"):
                raise CliError(f"unrecognized arguments: {' '.join(bad or extra)}")
            args.words = list(args.words) + extra
        return args.func(args)
    except CliError as e:
        print(f"redline: error: {e}", file=sys.stderr)
        return e.code
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
