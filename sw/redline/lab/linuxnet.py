"""The two-namespace bottleneck with Linux's own sch_red in the middle (`--backend linux`).

Namespaces A and B are configured as for the Verilated TM (`redline.lab.netns`: same TAP name,
addresses, MACs, ECN routes, offloads); only their static neighbours differ: the other side's
addresses are at the guest's MAC. Instead of the harness, a QEMU guest running Debian's stock
kernel (`redline.lab.guest`) routes between the two TAPs:

    A rl0 ── eth0 [guest, ip_forward] eth1 ── rl0 B
    A→B: eth0 ingress → ifb0 (netem: delay_ab) → forward → eth1 egress: HTB at the rate,
         its leaf qdisc red (the tc words), or bfifo/pfifo for drop-tail
    B→A: forward → eth0 egress: netem (delay_ba)

It routes rather than bridges: behind a bridge, Linux 6.1's sch_red dropped every ECN-capable
packet it chose instead of marking it (seen here: 2072 ECT(0) packets, 20 early drops, 0
marks), while routed it marks, as the RFC 2884 testbed's router did. The TTL drops by one.

The delays sit outside the RED queue, as the harness's do, and HTB plays the TM's shaper (same
rate, same 3000-byte bucket). Linux draws its own random numbers, so seeds do not apply.
Offloads are off on every hop and the TAPs carry no virtio-net header.
"""
from __future__ import annotations

import json
import shlex
import threading

from redline.lab import guest, netns
from redline.lab.netns import TAP

GUEST_MAC = {"a": "02:72:6c:00:01:01", "b": "02:72:6c:00:01:02"}
SIDE_IPS = {"a": (netns.A_IP, netns.A_IP_ECN), "b": (netns.B_IP, netns.B_IP_ECN)}
LEAF = "10:"  # the bottleneck qdisc's handle, under HTB class 1:1 on eth1
IP, TC = "/usr/sbin/ip", "/usr/sbin/tc"  # busybox applets would shadow them


def qdisc_words(words: list[str], mode: str | None, packets: bool) -> list[str]:
    """The tc words of the bottleneck qdisc: `red ...` exactly as given, or a FIFO for
    drop-tail. ValueError for what Linux's qdiscs cannot express."""
    words = list(words[1:] if words and words[0] == "red" else words)
    if mode == "dt":
        limit = words[words.index("limit") + 1] if "limit" in words else None
        if limit is None:
            raise ValueError("drop-tail needs a 'limit'")
        return ["pfifo" if packets else "bfifo", "limit", limit]
    if packets:
        raise ValueError("Linux sch_red has no packet mode (its limits are bytes)")
    if mode == "red" and "ecn" in words:
        words.remove("ecn")
    if mode == "ecn" and "ecn" not in words:
        words.append("ecn")
    return ["red"] + words


class LinuxBottleneck(netns.Namespaces):
    """Context manager: namespaces + guest + addresses; `apply(words)` installs a bottleneck
    qdisc, `qdisc_stats()` reads its counters from `tc -s -j`."""

    def __init__(self, rate_bps: int, delay_ab_us: int = 0, delay_ba_us: int = 0, bucket_bytes: int = 3000):
        super().__init__("redline-linux-")
        self.rate_bps = rate_bps
        self.delay_us = {"ab": delay_ab_us, "ba": delay_ba_us}
        self.bucket_bytes = bucket_bytes
        self.guest: guest.Guest | None = None
        self.summary = None  # no harness summary on this backend
        self._lock = threading.Lock()  # one command at a time on the guest's shell

    def __enter__(self):
        guest.check_available()
        netns.check_available(need_binary=False)
        image = guest.build_image()
        try:
            self._add_namespaces()
            nics = [guest.Nic(guest.open_tap(self.ns[s], TAP), GUEST_MAC[s]) for s in ("a", "b")]
            netns.configure_endpoints(self.ns, next_hop_mac=GUEST_MAC)
            self.guest = guest.Guest(image, nics, workdir=self._tmp / "guest").__enter__()
            self.sh(self._setup_script())
        except BaseException:
            self.close()
            raise
        return self

    def _setup_script(self) -> str:
        rate = f"{self.rate_bps}bit"
        b = self.bucket_bytes
        lines = ["sysctl -qw net.ipv4.ip_forward=1", "sysctl -qw net.ipv4.conf.all.rp_filter=0",
                 "sysctl -qw net.ipv4.conf.default.rp_filter=0", "sysctl -qw net.ipv4.conf.all.send_redirects=0"]
        for i, side in enumerate(("a", "b")):
            lines += [f"test \"$(cat /sys/class/net/eth{i}/address)\" = {GUEST_MAC[side]}",
                      f"/usr/sbin/ethtool -K eth{i} tso off gso off gro off 2>/dev/null || true",
                      f"{IP} link set eth{i} mtu 1500 up"]
            for ip in SIDE_IPS[side]:
                lines += [f"{IP} route add {ip}/32 dev eth{i}",
                          f"{IP} neigh replace {ip} lladdr {netns.MAC[side]} dev eth{i} nud permanent"]
        lines += [f"{IP} link set ifb0 up",
                  f"{TC} qdisc add dev eth1 root handle 1: htb default 1",
                  f"{TC} class add dev eth1 parent 1: classid 1:1 htb rate {rate} ceil {rate} "
                  f"burst {b} cburst {b} quantum 1514",
                  f"{TC} qdisc add dev eth0 handle ffff: ingress",
                  f"{TC} filter add dev eth0 parent ffff: matchall action mirred egress redirect dev ifb0",
                  f"{TC} qdisc add dev ifb0 root netem delay {self.delay_us['ab']}us limit 100000",
                  f"{TC} qdisc add dev eth0 root netem delay {self.delay_us['ba']}us limit 100000"]
        return " && \\\n".join(lines)

    # ---- the bottleneck qdisc ----
    def sh(self, cmd: str, timeout: float = 30.0) -> str:
        with self._lock:
            return self.guest.sh(cmd, timeout=timeout)[1]

    def apply(self, words: list[str], mode: str | None = None, packets: bool = False) -> list[str]:
        """Installs a fresh bottleneck qdisc (as the TM's commit, it starts from an empty
        average). Returns the tc words used."""
        q = qdisc_words(words, mode, packets)
        self.sh(f"{TC} qdisc del dev eth1 parent 1:1 2>/dev/null; "
                f"{TC} qdisc add dev eth1 parent 1:1 handle {LEAF} " + " ".join(shlex.quote(w) for w in q))
        return q

    def qdisc_stats(self) -> dict:
        """The bottleneck qdisc's entry of `tc -s -j qdisc show dev eth1`."""
        out = self.sh(f"{TC} -s -j qdisc show dev eth1")
        for q in json.loads(out):
            if q.get("handle") == LEAF:
                return q
        raise RuntimeError(f"no qdisc {LEAF} on the guest's eth1: {out[:300]}")

    def check_alive(self) -> None:
        if not (self.guest and self.guest.alive()):
            tail = self.guest.console_tail() if self.guest else ""
            raise RuntimeError(f"the guest stopped; console: {tail}")

    def close(self) -> None:
        self._stop_procs()
        if self.guest:
            self.guest.close()
            self.guest = None
        self._remove_namespaces()
