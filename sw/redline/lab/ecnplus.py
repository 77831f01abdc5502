"""ECN+ (RFC 5562; Kuzmanovic, "The power of explicit congestion notification"): a server's
SYN-ACKs carry ECT(0), so that a RED queue marks them instead of dropping them, and a short
transfer under load no longer waits out the SYN-ACK's retransmission timeout.

Linux sends its SYN-ACK not-ECT. `enable(ns)` adds an nftables rule to the server's namespace
that sets ECT(0) on exactly the SYN-ACKs RFC 5562 allows: those that agree to ECN (ECE set,
CWR clear, in answer to an ECN-setup SYN), and counts them. The rule rewrites the IPv4 ECN
field and nftables fixes the header checksum. `disable(ns)` removes it."""
from __future__ import annotations

import json

from redline.lab.ecnpath import _nft

TABLE = "redline_ecnplus"
RULESET = f"""table ip {TABLE} {{
  counter synacks {{}}
  chain out {{
    type filter hook output priority mangle; policy accept;
    tcp flags & (syn | ack | ecn | cwr) == syn | ack | ecn ip ecn set ect0 counter name "synacks"
  }}
}}
"""


def enable(ns: str) -> None:
    """The server in namespace `ns` sends its ECN-setup SYN-ACKs as ECT(0)."""
    _nft(ns, ["-f", "-"], RULESET)


def disable(ns: str) -> None:
    _nft(ns, ["delete", "table", "ip", TABLE])


def synacks(ns: str) -> int:
    """SYN-ACKs sent as ECT(0) so far."""
    for item in json.loads(_nft(ns, ["-j", "list", "counters", "table", "ip", TABLE]))["nftables"]:
        c = item.get("counter")
        if c and c["name"] == "synacks":
            return c["packets"]
    raise RuntimeError(f"no ECN+ counter in {ns}")


__all__ = ["TABLE", "RULESET", "enable", "disable", "synacks"]
