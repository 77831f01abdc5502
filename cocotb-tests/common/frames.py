"""Hand-built frames for the block tests: every header shape the parser must tell apart."""
from __future__ import annotations

from scapy.layers.inet import IP, TCP, UDP
from scapy.layers.inet6 import IPv6
from scapy.layers.l2 import ARP, Dot1AD, Dot1Q, Ether

ETH = dict(src="02:00:00:00:00:01", dst="02:00:00:00:00:02")
V4 = dict(src="10.1.0.1", dst="10.2.0.1")
V6 = dict(src="fd00::1", dst="fd00::2")


def pad(b: bytes, n: int = 60) -> bytes:
    return b + bytes(max(0, n - len(b)))


def v4(tos=2, options=b"", flags=0, frag=0, tags=(), payload=40, ihl=None):
    l2 = Ether(**ETH)
    for t in tags:
        l2 = l2 / (Dot1AD(vlan=t) if t >= 100 else Dot1Q(vlan=t))
    ip = IP(tos=tos, options=options, flags=flags, frag=frag, **V4)
    if ihl is not None:
        ip.ihl = ihl
    return bytes(l2 / ip / TCP(sport=1000, dport=80) / bytes(payload))


def v6(tc=2, tags=(), payload=40):
    l2 = Ether(**ETH)
    for t in tags:
        l2 = l2 / (Dot1AD(vlan=t) if t >= 100 else Dot1Q(vlan=t))
    return bytes(l2 / IPv6(tc=tc, **V6) / UDP(sport=5, dport=6) / bytes(payload))


def header_sum(b: bytes) -> int:
    """The one's-complement sum of 16-bit big-endian words (0xFFFF over a valid IPv4 header)."""
    x = sum(int.from_bytes(b[i:i + 2], "big") for i in range(0, len(b), 2))
    while x >> 16:
        x = (x & 0xFFFF) + (x >> 16)
    return x


def v4_with_check(check: int, tos: int, tags=()) -> bytes:
    """An IPv4 frame whose header checksum is `check`, reached through the IP ID. With check 2
    for ECT(1), or 1 for ECT(0), the checksum after CE is all ones: Linux writes 0xFFFF there,
    RFC 1624 eqn 3 would write 0x0000."""
    f = bytearray(v4(tos=tos, tags=tags))
    l3 = 14 + 4 * len(tags)
    f[l3 + 4:l3 + 6] = f[l3 + 10:l3 + 12] = b"\0\0"
    rest = header_sum(f[l3:l3 + 20])                                  # every word but ID and check
    ident = header_sum(((~check & 0xFFFF) + (~rest & 0xFFFF)).to_bytes(4, "big"))  # ~check - rest
    f[l3 + 4:l3 + 6] = ident.to_bytes(2, "big")
    f[l3 + 10:l3 + 12] = check.to_bytes(2, "big")
    assert header_sum(f[l3:l3 + 20]) == 0xFFFF
    return bytes(f)


def parser_cases() -> list[tuple[str, bytes, str]]:
    """(name, frame, expected) with expected 'mark' (ECN-capable), 'drop' (not) or 'bad'."""
    opt = b"\x01" * 8  # eight NOPs: IHL 7
    cases = [
        ("ipv4-ect0", v4(tos=2), "mark"),
        ("ipv4-ect1", v4(tos=1), "mark"),
        ("ipv4-ect1-csum-all-ones", v4_with_check(0x0002, tos=1), "mark"),
        ("ipv4-ect0-csum-all-ones", v4_with_check(0x0001, tos=2), "mark"),
        ("vlan-ipv4-ect1-csum-all-ones", v4_with_check(0x0002, tos=1, tags=(10,)), "mark"),
        ("ipv4-ce", v4(tos=3), "mark"),
        ("ipv4-not-ect", v4(tos=0), "drop"),
        ("ipv4-dscp-ect0", v4(tos=0xB8 | 2), "mark"),
        ("ipv4-options", v4(tos=2, options=opt), "mark"),
        ("ipv4-fragment", v4(tos=2, flags=1, frag=100), "mark"),
        ("vlan-ipv4", v4(tos=2, tags=(10,)), "mark"),
        ("qinq-ipv4", v4(tos=2, tags=(300, 10)), "mark"),
        ("double-8100-ipv4", v4(tos=1, tags=(10, 20)), "mark"),
        ("triple-tag", v4(tos=2, tags=(300, 10, 20)), "drop"),
        ("ipv6-ect0", v6(tc=2), "mark"),
        ("ipv6-ect1-dscp", v6(tc=0x29), "mark"),
        ("ipv6-ce", v6(tc=3), "mark"),
        ("ipv6-not-ect", v6(tc=0), "drop"),
        ("qinq-ipv6", v6(tc=2, tags=(300, 10)), "mark"),
        ("ipv4-ihl4", v4(tos=2, ihl=4), "drop"),
        ("ipv4-truncated", v4(tos=2)[:14 + 19], "drop"),
        ("vlan-ipv4-truncated", v4(tos=2, tags=(10,))[:18 + 12], "drop"),
        ("ipv6-truncated", v6(tc=2)[:14 + 39], "drop"),
        ("ethertype-ipv4-but-v6", v6(tc=2)[:12] + b"\x08\x00" + v6(tc=2)[14:], "drop"),
        ("arp", pad(bytes(Ether(**ETH) / ARP())), "drop"),
        ("eth-header-only", bytes(Ether(**ETH, type=0x0800)), "drop"),
        ("runt-13", bytes(13), "bad"),
        ("runt-1", bytes(1), "bad"),
    ]
    # A header that ends exactly at the frame's last byte, and one byte short of it, behind 0, 1
    # and 2 tags: the length checks at every l3, and at 64 bits on both sides of a beat boundary.
    for tags in ((), (10,), (300, 10)):
        l3 = 14 + 4 * len(tags)
        name = f"{len(tags)}-tag"
        cases += [(f"{name}-ipv4-header-exactly", v4(tos=2, tags=tags)[:l3 + 20], "mark"),
                  (f"{name}-ipv4-header-short-by-1", v4(tos=2, tags=tags)[:l3 + 19], "drop"),
                  (f"{name}-ipv6-header-exactly", v6(tc=2, tags=tags)[:l3 + 40], "mark"),
                  (f"{name}-ipv6-header-short-by-1", v6(tc=2, tags=tags)[:l3 + 39], "drop")]
    return cases


#: The TM carries a frame's length in 16 bits: a longer frame is bad and reports this length
#: (docs/semantics.md section 1).
MAX_FRAME_LEN = 65535


def oversize_cases() -> list[tuple[str, bytes, bool, int]]:
    """(name, frame, tuser bad bit, idle cycles after it): frames around the 16-bit length limit,
    each an IPv4 ECT(0) frame padded to its length, then ordinary frames (the first back to back
    with the last over-long one) to show that the TM carries on."""
    base = v4(tos=2, payload=1000)
    return [
        ("65535", pad(base, 65535), False, 5),
        ("65536", pad(base, 65536), False, 5),
        ("65537", pad(base, 65537), False, 5),
        ("70000", pad(base, 70000), False, 5),
        ("70000-tuser", pad(base, 70000), True, 5),
        ("2*65536+5", pad(base, 2 * 65536 + 5), False, 0),
        ("1054-back-to-back", base, False, 5),
        ("14", bytes(Ether(**ETH, type=0x88B5)), False, 5),
    ]
