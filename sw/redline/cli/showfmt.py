"""`redline show`: one TM's configuration and counters in `tc -s qdisc show` wording, or JSON.

The text follows tc's red output (iproute2 tc/q_red.c and tc_util.c's size and rate printing):

    qdisc red port 0: dev sim /tmp/ctl.sock limit 100000b min 7500b max 22500b ecn
     ewma 3 probability 0.1 Scell_log 12 bandwidth 1500Kbit burst 3000b seed 3
     Sent 1234 bytes 10 pkt (dropped 1, overlimits 3 requeues 0)
     backlog 0b 0p requeues 0
      marked 2 early 1 pdrop 0 other 0
      qavg 0b cur_max_p 0.1 peak_backlog 3028b peak_qlen 2p commits 1 refused 0 overrun 0

How redline's counters map onto tc's words (Linux sch_red's): Sent = bytes_out/pkts_out;
dropped = prob_drop + forced_drop + pdrop + bad; overlimits = every mark and early drop;
marked = prob_mark + forced_mark; early = prob_drop + forced_drop; pdrop = tail drops;
other = bad frames. `overrun` (after `refused`) counts the frames that never reached the RED
engine (semantics 3a; 0 on a TM whose engine never waits), in no tc word: a NIC's receive FIFO
drops them before the qdisc. The JSON keeps the register names (the same as sysfs and the
model).
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


def format_text(knobs: dict, stats: dict | None, port: int, dev: str) -> str:
    k = knobs
    u = k["unit"]
    flags = []
    if k["mode"] == MODES["ecn"]:
        flags.append("ecn")
    flags += [f for f in FLAG_KNOBS if k[f]]
    mode = MODE_NAMES.get(k["mode"], str(k["mode"]))
    head = (f"qdisc red port {port}: dev {dev} limit {_amount(k['limit'], u)} "
            f"min {_amount(k['min_th'], u)} max {_amount(k['max_th'], u)}")
    if u == PACKETS:
        head += " packets"
    if mode != "red" and mode != "ecn":
        head += f" mode {mode}"
    if flags:
        head += " " + " ".join(flags)
    lines = [head]
    shaper = f"bandwidth {tc_rate(k['rate'])}" if k["rate"] else "bandwidth unshaped"
    lines.append(f" ewma {k['wlog']} probability {probability(_max_p(k, stats))} Scell_log {k['scell_log']} "
                 f"{shaper} burst {tc_size(k['burst'])} seed {k['seed']} cycles_per_us {k['cycles_per_us']}")
    if stats is not None:
        s = stats
        marked = s["prob_mark"] + s["forced_mark"]
        early = s["prob_drop"] + s["forced_drop"]
        dropped = early + s["pdrop"] + s["bad"]
        lines.append(f" Sent {s['bytes_out']} bytes {s['pkts_out']} pkt "
                     f"(dropped {dropped}, overlimits {marked + early} requeues 0)")
        lines.append(f" backlog {tc_size(s['backlog'])} {s['qlen']}p requeues 0")
        lines.append(f"  marked {marked} early {early} pdrop {s['pdrop']} other {s['bad']}")
        avg = s["qavg"] / (1 << k["wlog"])
        avg_s = f"{avg:.1f}p" if u == PACKETS else f"{avg:.0f}b"
        extra = (f"  qavg {avg_s} cur_max_p {probability(s['cur_max_p'])} "
                 f"peak_backlog {tc_size(s['peak_backlog'])} peak_qlen {s['peak_qlen']}p "
                 f"commits {s['commits']} refused {s['refused']}")
        if "overrun" in s:  # frames that waited for a late engine and never reached it (§3a)
            extra += f" overrun {s['overrun']}"
        if s.get("err_code"):
            from redline.spec import regmap
            extra += f" (last refusal: {regmap.refusal_reason(s['err_code'])})"
        lines.append(extra)
        app = [f"{n} {s[n]}" for n in ("forward", "host_discard", "drop_cpl", "cpl_filtered", "fwd_overrun")
               if n in s]
        if app:
            lines.append("  " + " ".join(app))
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
    """tc -j style object: kind/port/dev, then knobs and stats under their register names."""
    kj = {n: (bytes(v).hex() if n == "stab" else int(v)) for n, v in knobs.items()}
    out = {"kind": "red", "port": port, "dev": dev,
           "mode": MODE_NAMES.get(knobs["mode"], knobs["mode"]), "unit": UNIT_NAMES.get(knobs["unit"], knobs["unit"]),
           "probability": float(probability(_max_p(knobs, stats))), "knobs": kj}
    if stats is not None:
        out["stats"] = {n: int(v) for n, v in stats.items()}
        out["stats"]["qavg_scaled_down"] = stats["qavg"] / (1 << knobs["wlog"])
    return out


__all__ = ["tc_size", "tc_rate", "probability", "format_text", "to_json"]
