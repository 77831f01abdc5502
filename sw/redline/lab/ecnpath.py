"""What the bottleneck did to A→B TCP packets, by ECN codepoint, counted at both ends.

Namespace A counts the TCP packets it sends to B by the ECN field of their IPv4 header, and B
counts those it receives from A, with nftables counters (the kernel's own, in each
namespace). A's device has gso_max_segs 1 (netns.configure_endpoints): TCP builds GSO skbs
even with offloads off, and the output hook would count those instead of frames. The
difference is what the path lost, split by codepoint, for either backend:

- an ECT packet (ECT(0), ECT(1) or CE) that arrives may carry CE, but it is never not-ECT, so
  `ect_lost` = ECT sent − ECT received, CE on both sides included;
- `not_ect_lost` = not-ECT sent − not-ECT received.

Under `ecn`, Linux's sch_red (and the TM) drops a not-ECT packet it chose to mark. Linux sends
ECT only on new data (tcp_ecn_send): a bulk ECN flow's SYN, retransmissions, pure ACKs (the
ACK of B's FIN) and a FIN sent alone are not-ECT. So an ECN flow may see early drops with no
data lost, and these counters tell which.
"""
from __future__ import annotations

import json
import subprocess
import time
from typing import Callable

CODEPOINTS = ("not_ect", "ect1", "ect0", "ce")  # the IPv4 ECN field, 0..3 (RFC 3168)
TABLE = "redline_ecn"


def ruleset(hook: str, match: str) -> str:
    """An nft script: one named counter per codepoint, bumped for every TCP packet `match`
    selects at `hook` (output on the sending side, prerouting on the receiving side)."""
    counters = "\n".join(f"  counter {c} {{}}" for c in CODEPOINTS)
    rules = "\n".join(f"    {match} ip protocol tcp ip ecn {c.replace('_', '-')} counter name \"{c}\""
                      for c in CODEPOINTS)
    return (f"table ip {TABLE} {{\n{counters}\n  chain seen {{\n"
            f"    type filter hook {hook} priority 0; policy accept;\n{rules}\n  }}\n}}\n")


def _nft(ns: str, args: list[str], stdin: str | None = None) -> str:
    r = subprocess.run(["ip", "netns", "exec", ns, "nft"] + args, input=stdin, capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"nft in {ns}: {r.stderr.strip()}")
    return r.stdout


def install(ns_a: str, ns_b: str, dev: str, a_ips: tuple[str, ...], b_ips: tuple[str, ...]) -> None:
    """Counts A→B TCP on `dev` in both namespaces (addresses: each side's own)."""
    _nft(ns_a, ["-f", "-"], ruleset("output", f"oifname \"{dev}\" ip daddr {{ {', '.join(b_ips)} }}"))
    _nft(ns_b, ["-f", "-"], ruleset("prerouting", f"iifname \"{dev}\" ip saddr {{ {', '.join(a_ips)} }}"))


def read(ns: str) -> dict[str, int]:
    """Packets per codepoint counted so far in namespace `ns`."""
    got = {}
    for item in json.loads(_nft(ns, ["-j", "list", "counters", "table", "ip", TABLE]))["nftables"]:
        c = item.get("counter")
        if c and c["name"] in CODEPOINTS:
            got[c["name"]] = c["packets"]
    missing = set(CODEPOINTS) - set(got)
    if missing:
        raise RuntimeError(f"nft in {ns}: no counter {sorted(missing)} in table {TABLE}")
    return got


def settled(read_both: Callable[[], dict], tries: int = 15, pause_s: float = 0.2) -> dict:
    """Reads both ends until two reads in a row agree, so packets still in flight (a delay
    line, the guest's queue) are counted where they land; after `tries` reads, the last."""
    last = read_both()
    for _ in range(tries):
        time.sleep(pause_s)
        now = read_both()
        if now == last:
            return now
        last = now
    return last


def lost(before: dict, after: dict) -> dict:
    """Per-run deltas of {"sent", "received"} reads, with what the path lost."""
    d = {side: {c: after[side][c] - before[side][c] for c in CODEPOINTS} for side in ("sent", "received")}
    ect = ("ect1", "ect0", "ce")
    d["ect_lost"] = sum(d["sent"][c] for c in ect) - sum(d["received"][c] for c in ect)
    d["not_ect_lost"] = d["sent"]["not_ect"] - d["received"]["not_ect"]
    return d
