"""`redline show`: one TM's configuration and counters in `tc -s qdisc show` wording, or JSON.

The text follows tc's red output (iproute2 tc/q_red.c and tc_util.c's size and rate printing):

    qdisc red port 0: dev sim /tmp/ctl.sock limit 100000b min 7500b max 22500b ecn
     ewma 3 probability 0.1 Scell_log 12
     Sent 1234 bytes 10 pkt (dropped 1, overlimits 3 requeues 0)
     backlog 0b 0p requeues 0
      marked 2 early 1 pdrop 0 other 0
      64-bit buffer 256Kb bandwidth 1500Kbit burst 3000b seed 3 cycles_per_us 250
      qavg 0b cur_max_p 0.1 peak_backlog 3028b peak_qlen 2p commits 1 refused 0 overrun 0 buf_full 0

The first five lines are tc's; the rest are redline's own, which tc has no words for.

How redline's counters map onto tc's words (Linux sch_red's): Sent = bytes_out/pkts_out;
dropped = prob_drop + forced_drop + pdrop + bad + buf_full; overlimits = every mark and early
drop; marked = prob_mark + forced_mark; early = prob_drop + forced_drop; pdrop = drops over the
limit; other = bad frames and buffer-full drops (under the limit, but the packet buffer had no
room: a drop Linux, whose queue has no size but the limit, never makes), each also on redline's
own line (`buf_full`). `overrun` (after `refused`) counts the frames that never reached the RED
engine (semantics 3a; 0 on every TM: the loop TMs hold their input instead), in no tc word. The
JSON is `tc -s -j qdisc show`'s object for red (kind, handle, options, bytes, packets, drops,
overlimits, requeues, backlog, qlen, marked, early, pdrop, other), with redline's own under
"redline": the knobs and counters by their register names (the same as sysfs and the model).
"""
from __future__ import annotations

import dataclasses

from redline.tc.config import FLAG_KNOBS, MODE_NAMES, MODES, UNIT_NAMES, UNITS

PACKETS = UNITS["packets"]  # the unit knob's code for packets (Spec.scala)

Q32 = 2 ** 32


def tc_size(n: int) -> str:
    """iproute2 print_size: 400000 -> '400000b', 1048576 -> '1Mb', 3072 -> '3Kb'."""
    if n >= 1024 * 1024 and abs(1024 * 1024 * round(n / (1024 * 1024)) - n) < 1024:
        return f"{_g(round(n / (1024 * 1024)))}Mb"
    if n >= 1024 and abs(1024 * round(n / 1024) - n) < 16:
        return f"{_g(round(n / 1024))}Kb"
    return f"{n}b"


def tc_rate(bps: int) -> str:
    """iproute2 print_rate (SI units, integer steps): 10000000 -> '10Mbit', 1500000 ->
    '1500Kbit', 1234567 -> '1234Kbit' (tc truncates the same way)."""
    units = ("", "K", "M", "G", "T")
    r = bps
    i = 0
    while i < len(units) - 1:
        if r < 1000 or (r % 1000 and r < 1000 * 1000):
            break
        r //= 1000
        i += 1
    return f"{r}{units[i]}bit"


def _g(x: float) -> str:
    return f"{x:g}"


def _amount(n: int, unit: int) -> str:
    return f"{n}p" if unit == PACKETS else tc_size(n)


def probability(max_p: int) -> str:
    """max_p (Q0.32) as tc prints `probability`: %g of max_P / 2^32."""
    return f"{max_p / Q32:g}"


# tc's red flags in the order tc prints them (tc_red_print_flags), then redline's gentle
TC_FLAGS = ("ecn", "harddrop", "adaptive", "nodrop")


def _flags(k: dict) -> dict[str, bool]:
    on = {"ecn": k["mode"] == MODES["ecn"], **{f: bool(k[f]) for f in FLAG_KNOBS}}
    return {f: on[f] for f in TC_FLAGS} | {f: on[f] for f in FLAG_KNOBS if f not in TC_FLAGS}


def tc_head(handle: str, k: dict, max_p: int) -> list[str]:
    """The two lines `tc -d qdisc show` prints for red: the sizes and flags, then ewma,
    probability (max_P in force) and Scell_log. Packet mode and a mode other than red/ecn, which
    tc has not, come after the sizes."""
    u = k["unit"]
    head = (f"qdisc red {handle} limit {_amount(k['limit'], u)} "
            f"min {_amount(k['min_th'], u)} max {_amount(k['max_th'], u)}")
    if u == PACKETS:
        head += " packets"
    mode = MODE_NAMES.get(k["mode"], str(k["mode"]))
    if mode != "red" and mode != "ecn":
        head += f" mode {mode}"
    flags = [f for f, on in _flags(k).items() if on]
    if flags:
        head += " " + " ".join(flags)
    return [head, f" ewma {k['wlog']} probability {probability(max_p)} Scell_log {k['scell_log']}"]


def tc_counts(s: dict) -> dict[str, int]:
    """tc's statistics of red from redline's counters (the module docstring maps them)."""
    marked = s["prob_mark"] + s["forced_mark"]
    early = s["prob_drop"] + s["forced_drop"]
    other = s["bad"] + s["buf_full"]
    return dict(bytes=s["bytes_out"], packets=s["pkts_out"], drops=early + s["pdrop"] + other,
                overlimits=marked + early, requeues=0, backlog=s["backlog"], qlen=s["qlen"],
                marked=marked, early=early, pdrop=s["pdrop"], other=other)


def tc_stats_lines(s: dict) -> list[str]:
    """The three statistics lines of `tc -s qdisc show` for red."""
    t = tc_counts(s)
    return [f" Sent {t['bytes']} bytes {t['packets']} pkt (dropped {t['drops']}, overlimits {t['overlimits']} "
            f"requeues 0)",
            f" backlog {tc_size(t['backlog'])} {t['qlen']}p requeues 0",
            f"  marked {t['marked']} early {t['early']} pdrop {t['pdrop']} other {t['other']}"]


def tc_json(handle: str, k: dict, max_p: int, stats: dict | None) -> dict:
    """The object `tc -s -j qdisc show` gives for red: kind, handle, options (limit, min, max,
    the flags, ewma, probability, Scell_log) and, with the counters, its statistics. Callers
    add redline's own under a key of their own ("redline")."""
    opts = {"limit": int(k["limit"]), "min": int(k["min_th"]), "max": int(k["max_th"]), **_flags(k),
            "ewma": int(k["wlog"]), "probability": float(probability(max_p)), "Scell_log": int(k["scell_log"])}
    out = {"kind": "red", "handle": handle, "options": opts}
    if stats is not None:
        out |= tc_counts(stats)
    return out


def shaper_words(k: dict) -> str:
    """redline's shaper and seed, which tc's red has no words for: `bandwidth R burst B seed S`."""
    shaper = f"bandwidth {tc_rate(k['rate'])}" if k["rate"] else "bandwidth unshaped"
    return f"{shaper} burst {tc_size(k['burst'])} seed {k['seed']}"


def format_text(knobs: dict, stats: dict | None, port: int, dev: str) -> str:
    k = knobs
    u = k["unit"]
    lines = tc_head(f"port {port}: dev {dev}", k, _max_p(k, stats))
    if stats is not None:
        lines += tc_stats_lines(stats)
    # redline's own, on lines of their own: the TM's width and buffer, the shaper, the seed and
    # the clock...
    build = "" if stats is None else f"{stats['data_bytes'] * 8}-bit buffer {tc_size(1 << stats['buf_log2'])} "
    lines.append(f"  {build}{shaper_words(k)} cycles_per_us {k['cycles_per_us']}")
    if stats is not None:
        s = stats  # ...and the counters tc has no words for
        avg = s["qavg"] / (1 << k["wlog"])
        avg_s = f"{avg:.1f}p" if u == PACKETS else f"{avg:.0f}b"
        extra = (f"  qavg {avg_s} cur_max_p {probability(s['cur_max_p'])} "
                 f"peak_backlog {tc_size(s['peak_backlog'])} peak_qlen {s['peak_qlen']}p "
                 f"commits {s['commits']} refused {s['refused']}")
        if "overrun" in s:  # frames that waited for a late engine and never reached it (§3a)
            extra += f" overrun {s['overrun']}"
        extra += f" buf_full {s['buf_full']}"
        if s.get("err_code"):
            from redline.spec import regmap
            extra += f" (last refusal: {regmap.refusal_reason(s['err_code'])})"
        lines.append(extra)
        app = [f"{n} {s[n]}" for n in ("forward", "host_discard", "drop_cpl", "cpl_filtered", "fwd_overrun")
               if n in s]
        if app:
            lines.append("  " + " ".join(app))
        board = [f"{n} {s[n]}" for n in ("write_locked", "eb_refused", "eb_locked_writes") if n in s]
        if board:   # the ECP5 board's write policy (docs/security.md)
            lines.append("  board " + " ".join(board))
    return "\n".join(lines)


def _max_p(k: dict, stats: dict | None) -> int:
    """max_P as Linux dumps it: the value in force. With the counters, the TM's own (adaptive RED
    moves it); else what a commit of these knobs derives (max_p 0: from plog, as
    red_set_parms does)."""
    if stats is not None:
        return stats["cur_max_p"]
    return effective_max_p(k)


def effective_max_p(k: dict) -> int:
    """The max_P a commit of this knob dict puts in force (model.derived)."""
    from redline import model

    fields = {f.name for f in dataclasses.fields(model.Knobs)}
    kn = {n: v for n, v in k.items() if n in fields}
    if isinstance(kn.get("stab"), str):  # a JSON knob dict holds it as hex
        kn["stab"] = bytes.fromhex(kn["stab"])
    return model.derived(model.Knobs(**kn)).max_P


def to_json(knobs: dict, stats: dict | None, port: int, dev: str) -> dict:
    """`tc -s -j` style object (tc_json), with redline's own under "redline": the port and
    device, mode and unit, and the knobs and counters under their register names."""
    kj = {n: (bytes(v).hex() if n == "stab" else int(v)) for n, v in knobs.items()}
    out = tc_json(f"port {port}:", knobs, _max_p(knobs, stats), stats)
    own = {"port": port, "dev": dev, "mode": MODE_NAMES.get(knobs["mode"], knobs["mode"]),
           "unit": UNIT_NAMES.get(knobs["unit"], knobs["unit"]), "knobs": kj}
    if stats is not None:
        own["stats"] = {n: int(v) for n, v in stats.items()}
        own["stats"]["qavg_scaled_down"] = stats["qavg"] / (1 << knobs["wlog"])
    return out | {"redline": own}


__all__ = ["tc_size", "tc_rate", "probability", "tc_head", "tc_counts", "tc_stats_lines", "tc_json", "shaper_words",
           "format_text", "to_json"]
