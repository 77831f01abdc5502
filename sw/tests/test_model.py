"""The reference model (redline.model) against hand-computed scenarios of docs/semantics.md,
against a naive cycle-by-cycle reading of the spec, and its pure helpers against Linux."""
import dataclasses
import random
import struct

import pytest

from redline.model import (
    ADAPT_LATENCY,
    ADAPT_PERIOD_US,
    ONE_PERCENT,
    TM_VARIANTS,
    Decision,
    Frame,
    Knobs,
    ce_mark,
    csum_set_ce,
    derived,
    idle_decay,
    parse,
    reciprocal_divide,
    reciprocal_value,
    validate,
)
from redline.model import TM as ModelTM
from redline.model.rng import ZERO_SEED, XorShift32, xorshift32

M32, M48 = (1 << 32) - 1, (1 << 48) - 1


# ------------------------------------------------------------------------------ packets
def _csum(h: bytes) -> int:
    s = sum(struct.unpack(f"!{len(h) // 2}H", h))
    while s >> 16:
        s = (s & 0xFFFF) + (s >> 16)
    return s


def ipv4(n=64, ecn=2, tags=0, ihl=5, tos_hi=0, ident=0):
    eth = b"\x02" * 6 + b"\x04" * 6 + b"\x81\x00\x00\x05" * tags + b"\x08\x00"
    hl = 4 * max(ihl, 5)
    tl = max(n - len(eth), hl)
    h = bytearray(struct.pack("!BBHHHBBH4s4s", 0x40 | ihl, tos_hi | ecn, tl, ident, 0, 64, 17,
                              0, bytes([10, 0, 0, 1]), bytes([10, 0, 0, 2])))
    h += bytes(hl - 20)
    h[10:12] = struct.pack("!H", ~_csum(bytes(h)) & 0xFFFF)
    return (eth + bytes(h) + bytes(max(0, n - len(eth) - hl)))[:n]


def ipv6(n=80, ecn=1, tags=0):
    eth = b"\x02" * 6 + b"\x04" * 6 + b"\x88\xa8\x00\x07" * tags + b"\x86\xdd"
    tc = ecn << 4
    h = bytes([0x60 | (tc >> 8), tc & 0xFF, 0, 0]) + bytes(36)
    return (eth + h + bytes(max(0, n - len(eth) - 40)))[:n]


def ipv4_ok(frame: bytes, l3=14) -> bool:
    ihl = frame[l3] & 15
    return _csum(frame[l3:l3 + 4 * ihl]) == 0xFFFF


# ------------------------------------------------------------------------------ rng
def test_xorshift_by_hand():
    # x=1: x ^= x<<13 -> 0x2001; x ^= x>>17 -> 0x2001; x ^= x<<5 -> 0x2001^0x40020 = 0x42021
    assert xorshift32(1) == 0x42021 == 270369
    r = XorShift32(1)
    assert [r.next() for _ in range(3)] == [270369, 67634689, 2647435461]  # Marsaglia's
    z, s = XorShift32(0), XorShift32(ZERO_SEED)
    assert ZERO_SEED == 0x2545F491
    assert [z.next() for _ in range(5)] == [s.next() for _ in range(5)]
    assert xorshift32(0) == 0  # why seed 0 is replaced


# ------------------------------------------------------------------------------ reciprocal
def test_reciprocal_divide_is_exact():
    """reciprocal_divide(a, reciprocal_value(d)) == a // d for 32-bit a, d (what the RTL uses
    for qR = r / max_p_delta)."""
    rnd = random.Random(7)
    edges = [1, 2, 3, 5, 7, 10, 255, 256, 1431, 65535, 65536, 65537, (1 << 31) - 1, 1 << 31,
             (1 << 31) + 1, M32 - 1, M32]
    ds = edges + [rnd.randrange(1, 1 << 32) for _ in range(300)] + \
        [rnd.randrange(1, 1 << rnd.randint(1, 32)) for _ in range(300)]
    for d in ds:
        R = reciprocal_value(d)
        aa = [0, 1, d - 1, d, d + 1, 2 * d - 1, 2 * d, M32, M32 - 1, M32 - d, (M32 // d) * d,
              (M32 // d) * d - 1] + [rnd.randrange(1 << 32) for _ in range(40)]
        for a in aa:
            a &= M32
            assert reciprocal_divide(a, R) == a // d, (a, d)
    # exhaustive over small dividends and divisors
    for d in range(1, 300):
        R = reciprocal_value(d)
        for a in range(0, 3000, 7):
            assert reciprocal_divide(a, R) == a // d
    with pytest.raises(ValueError):
        reciprocal_value(0)


# ------------------------------------------------------------------------------ parser / CE
def test_parse_cases():
    assert parse(ipv4(64, ecn=2)) .__dict__ == dict(l3=14, kind="ipv4", ecn=2)
    assert parse(ipv4(64, ecn=1, tags=1)).l3 == 18
    assert parse(ipv4(64, ecn=3, tags=2)).__dict__ == dict(l3=22, kind="ipv4", ecn=3)
    assert parse(ipv4(80, ecn=2, tags=3)).kind is None            # a third tag
    assert parse(ipv4(64, ecn=2, ihl=4)).kind is None              # IHL < 5
    assert parse(ipv4(80, ecn=2, ihl=6)).kind == "ipv4"            # options are fine
    assert parse(ipv4(33, ecn=2)).kind is None                     # len < l3 + 20
    assert parse(ipv4(34, ecn=2)).kind == "ipv4"
    bad_ver = bytearray(ipv4(64))
    bad_ver[14] = 0x65
    assert parse(bytes(bad_ver)).kind is None
    assert parse(ipv6(80, ecn=1)).__dict__ == dict(l3=14, kind="ipv6", ecn=1)
    assert parse(ipv6(80, ecn=2, tags=1)).__dict__ == dict(l3=18, kind="ipv6", ecn=2)
    assert parse(ipv6(53, ecn=2)).kind is None                     # truncated header
    arp = b"\xff" * 12 + b"\x08\x06" + bytes(46)
    assert parse(arp).__dict__ == dict(l3=14, kind=None, ecn=0)
    assert parse(b"\x00" * 13).kind is None


def test_ce_mark_ipv4_checksum():
    rnd = random.Random(3)
    for _ in range(300):
        ecn = rnd.choice([1, 2])
        f = ipv4(rnd.randint(60, 200), ecn=ecn, tags=rnd.randint(0, 2),
                 tos_hi=rnd.randrange(0, 256, 4), ident=rnd.randrange(65536),
                 ihl=rnd.randint(5, 8))
        l3 = parse(f).l3
        assert ipv4_ok(f, l3)
        g, can = ce_mark(f)
        assert can and len(g) == len(f)
        assert g[l3 + 1] & 3 == 3 and g[l3 + 1] >> 2 == f[l3 + 1] >> 2
        assert ipv4_ok(g, l3)
        diff = [i for i in range(len(f)) if f[i] != g[i]]
        assert set(diff) <= {l3 + 1, l3 + 10, l3 + 11}
    # Linux's IP_ECN_set_ce by hand: csum16_add(check, 0xFFFD) for ECT(1), 0xFFFE for ECT(0).
    assert csum_set_ce(0x1234, 1) == 0x1232 and csum_set_ce(0x1234, 2) == 0x1233  # 0x11231 -> 0x1231 + 1
    assert csum_set_ce(0x0000, 1) == 0xFFFD           # no carry
    assert csum_set_ce(0x0005, 2) == 0x0004           # 0x0005 + 0xFFFE = 0x10003 -> 0x0003 + 1


def _rfc1624_eqn3(hc: int, m: int, m2: int) -> int:
    s = (~hc & 0xFFFF) + (~m & 0xFFFF) + m2
    while s >> 16:
        s = (s & 0xFFFF) + (s >> 16)
    return ~s & 0xFFFF


def test_ce_mark_writes_linux_bytes_where_rfc1624_differs():
    """Where the sum comes to all ones, RFC 1624 eqn 3 writes 0x0000 and Linux 0xFFFF: the model
    must give Linux's bytes. Both are valid checksums; only one is Linux-exact."""
    for ecn, check in ((1, 0x0002), (2, 0x0001)):
        for ident in range(65536):  # the first ID that gives this checksum
            f = ipv4(64, ecn=ecn, ident=ident)
            if (f[24] << 8) | f[25] == check:
                break
        else:
            raise AssertionError(f"no IP ID gives checksum {check:#06x}")
        g, can = ce_mark(f)
        assert can and ipv4_ok(g)
        assert (g[24] << 8) | g[25] == 0xFFFF
        m = (f[14] << 8) | f[15]
        assert _rfc1624_eqn3(check, m, m | 3) == 0x0000  # what the RFC formula would have written


def test_ce_mark_other_cases():
    f = ipv6(80, ecn=1, tags=1)
    g, can = ce_mark(f)
    assert can and g[19] == (f[19] | 0x30) and g[:19] == f[:19] and g[20:] == f[20:]
    ce = ipv4(64, ecn=3)
    assert ce_mark(ce) == (ce, True)                 # already CE: counts, changes nothing
    for f in (ipv4(64, ecn=0), ipv6(80, ecn=0), ipv4(64, ecn=2, tags=3), b"\x00" * 60):
        assert ce_mark(f) == (f, False)


# ------------------------------------------------------------------------------ idle_decay
def test_idle_decay_by_hand():
    stab = bytearray(256)
    stab[110] = 3
    assert idle_decay(128, 440, 2, bytes(stab)) == 16          # stab[440>>2] = 3: 128 >> 3
    assert idle_decay(128, 440, 10, bytes(256)) == 128 - 55    # (128*440)>>10 = 55 < 64
    assert idle_decay(128, 440, 8, bytes(256)) == 64           # 220 >= 64: halve
    assert idle_decay(0, 1000, 0, bytes(256)) == 0
    big = (1 << 47) + 12345
    # the product wraps at 64 bits as the kernel's u64 does
    assert idle_decay(big, 1 << 20, 20, bytes(256)) == big - (((big << 20) & (2**64 - 1)) >> 20) \
        if (((big << 20) & (2**64 - 1)) >> 20) < big >> 1 else big >> 1


# ------------------------------------------------------------------------------ validate
def test_validate_rules():
    assert validate(Knobs()) is None
    ok = Knobs(min_th=30000, max_th=90000, wlog=5, mode=2, rate=10**9, cycles_per_us=250)
    assert validate(ok) is None
    bad = [
        dict(min_th=1 << 27, max_th=1 << 27, wlog=5),     # fls = 28, +5 >= 32
        dict(max_th=1 << 26, wlog=6),
        dict(min_th=10, max_th=5),
        dict(scell_log=24),
        dict(stab=bytes([32]) + bytes(255)),
        dict(stab=bytes(255)),
        dict(mode=3),
        dict(cycles_per_us=0),
        dict(rate=1, cycles_per_us=250),                 # inc = 2^21/250e6 = 0
        dict(rate=1 << 43),
        dict(rate=2048 * 10 ** 6, cycles_per_us=1),         # inc = 2^32
        dict(wlog=32),
        dict(limit=1 << 32),
    ]
    for kw in bad:
        r = validate(Knobs(**kw))
        assert isinstance(r, str) and r, kw
    assert validate(Knobs(rate=120, cycles_per_us=1)) is None   # 120 * 2^21 / 1e6 = 251


def test_derived_values():
    d = derived(Knobs(min_th=30000, max_th=90000, wlog=5, max_p=85899345, scell_log=5))
    assert (d.qth_min, d.qth_max, d.delta) == (30000 << 5, 90000 << 5, 60000)
    assert d.max_p_delta == 1431 and d.scell_max == 255 << 5
    assert (d.target_min, d.target_max) == (30000 + 2 * 12000, 30000 + 3 * 12000)
    # max_p == 0: ((2^32-1) >> plog) * delta mod 2^32
    d = derived(Knobs(min_th=30000, max_th=90000, wlog=5, plog=22))
    assert d.max_P == (1023 * 60000) & M32 and d.max_p_delta == 1023
    d = derived(Knobs(min_th=0, max_th=1 << 20, plog=0))            # wraps mod 2^32
    assert d.max_P == (M32 * (1 << 20)) & M32
    # gentle: q_one = (2^32-1) // 2^28 = 15, step = ((15 - 2) << 16) // 4
    d = derived(Knobs(min_th=2, max_th=4, max_p=1 << 29, gentle=1, unit=1))
    assert d.max_p_delta == 1 << 28 and d.gentle_step == (13 << 16) // 4 == 212992
    d = derived(Knobs(rate=10_000_000, cycles_per_us=100, burst=1500))
    assert d.inc == 209715 and d.cap == 1500 << 24


# ------------------------------------------------------------------------------ scenarios
SLOW = dict(rate=1_000_000, burst=0, cycles_per_us=1)   # inc = 2^21: 1/8 byte per cycle


def TM(knobs, **kw):
    """The hand-worked cycles in this file are for d = e + 1 (semantics §3, the ECP5 TMs);
    test_decision_latency_shifts_decisions and the naive stepper cover L = 2."""
    kw.setdefault("decision_latency", 1)
    return ModelTM(knobs, **kw)


def run(knobs, frames, **kw):
    tm = TM(knobs, **kw)
    ds = tm.run(frames)
    check_conservation(tm)
    return tm, ds


def check_conservation(tm):
    c = tm.counters
    assert c["pkts_in"] == (c["pkts_out"] + c["prob_drop"] + c["forced_drop"] + c["pdrop"]
                            + c["bad"] + c["buf_full"] + c["qlen"] + tm.in_egress)


def test_ewma_sequence_and_departures():
    """wlog 2, 100 B frames (13 beats): F0 idle -> 0; F1 idle again (F0 left at 38, idle
    from 39); then bl = 100, 200, 300 gives qavg 100, 275, 507."""
    k = Knobs(wlog=2, **SLOW)
    frames = [Frame(ipv4(100), c) for c in (10, 30, 50, 70, 90)]
    tm, ds = run(k, frames)
    assert [d.decision_cycle for d in ds] == [23, 43, 63, 83, 103]
    assert [d.backlog for d in ds] == [0, 0, 100, 200, 300]
    assert [d.qavg for d in ds] == [0, 0, 100, 275, 507]
    assert all(d.action == "pass" and d.reason is None for d in ds)
    # F0 pops at 24 (tokens 0): departs 24+13+1. Each 100 B costs 800 cycles of tokens.
    assert [d.departure_cycle for d in ds] == [38, 839, 1640, 2441, 3242]
    assert all(d.out == f.data for d, f in zip(ds, frames))
    c = tm.counters
    assert (c["pkts_out"], c["bytes_out"], c["peak_backlog"], c["peak_qlen"]) == (5, 500, 400, 4)


def _idle_frames():
    # 64 B frames (8 beats): A departs at 28; B, C, D pop at 532, 1045, 1558; D departs at
    # 1567, so idle starts at cycle 1568 with idle_start = now_us(1568) = 1567; E at 2000 is
    # decided at 2008 where now_us = 2007: t = 440.
    return [Frame(ipv4(64), c) for c in (10, 20, 30, 40, 2000)]


@pytest.mark.parametrize("scell_log, stab_at, expect", [
    (10, None, 128 - 55),        # linear: (128*440) >> 10 = 55 < 64
    (8, None, 64),               # linear: 220 >= 64 -> qavg/2
    (2, (110, 3), 16),           # stab[440 >> 2] = 3 -> 128 >> 3
    (0, (255, 5), 4),            # t clamps to scell_max = 255 -> stab[255] = 5
])
def test_idle_decay_in_trace(scell_log, stab_at, expect):
    stab = bytearray(256)
    if stab_at:
        stab[stab_at[0]] = stab_at[1]
    k = Knobs(wlog=0, scell_log=scell_log, stab=bytes(stab), **SLOW)
    tm, ds = run(k, _idle_frames())
    assert [d.backlog for d in ds] == [0, 0, 64, 128, 0]
    assert [d.qavg for d in ds[:4]] == [0, 0, 64, 128]
    assert [d.departure_cycle for d in ds[:4]] == [28, 541, 1054, 1567]
    assert ds[4].qavg == expect


def test_bad_frames_change_no_red_state():
    stab = bytearray(256)
    stab[110] = 3
    k = Knobs(wlog=0, scell_log=2, stab=bytes(stab), **SLOW)
    fr = _idle_frames()
    fr.insert(4, Frame(ipv4(64), 1800, bad=True))       # decided at 1808, during idle
    fr.insert(5, Frame(b"\x01" * 13, 1900))             # a runt: bad too
    tm, ds = run(k, fr)
    assert [(d.action, d.reason) for d in ds[4:6]] == [("drop", "bad")] * 2
    assert ds[4].qavg == 128 and ds[4].backlog == 0 and ds[4].out is None
    assert ds[6].qavg == 16                               # same as without the bad frames
    assert tm.counters["bad"] == 2 and tm.counters["bytes_in"] == 5 * 64 + 64 + 13


def _linux_red_outcomes(qavgs, qth_min_q, mpd, seed):
    """Linux red_action for a list of (already scaled, wlog 0) qavg values inside the band."""
    r = XorShift32(seed)
    qcount, qR, out = -1, 0, []
    for qa in qavgs:
        q = qa - qth_min_q
        qcount += 1
        if qcount == 0:
            qR = r.next() // mpd
            out.append(None)
        elif q * qcount >= qR:
            qcount = 0
            qR = r.next() // mpd
            out.append("prob")
        else:
            out.append(None)
    return out


def test_regions_and_qcount_packet_mode():
    """Packet mode, wlog 0: qavg = qlen. min 2, max 4, max_p 2^28 (mpd 2^27), seed 1.
    qR draws: 270369 >> 27 = 0, 67634689 >> 27 = 0, 2647435461 >> 27 = 19."""
    k = Knobs(unit=1, wlog=0, min_th=2, max_th=4, max_p=1 << 28, mode=1, seed=1, **SLOW)
    frames = [Frame(ipv4(64), 10 + 10 * i) for i in range(6)]
    tm, ds = run(k, frames)
    assert [d.backlog for d in ds] == [0, 0, 1, 2, 3, 3]
    assert [d.qavg for d in ds] == [0, 0, 1, 2, 3, 3]
    # qavg 2 = qth_min: in the band, qcount 0 -> draw qR = 0, pass.
    # qavg 3: q = 1, qcount 1: 1 >= 0 -> PROB (drop in red), draw qR = 0; again PROB.
    assert [(d.action, d.reason) for d in ds] == [("pass", None)] * 4 + [("drop", "prob")] * 2
    assert tm.counters["prob_drop"] == 2
    # qavg 4 = qth_max: HARD
    frames = [Frame(ipv4(64), 10 + 10 * i) for i in range(7)]
    k2 = Knobs(unit=1, wlog=0, min_th=2, max_th=4, max_p=1 << 28, mode=1, seed=1, limit=100,
               nodrop=1, **SLOW)
    k2.mode = 2       # ecn: PROB marks are enqueued, so qlen keeps growing
    tm, ds = run(k2, frames)
    assert [d.qavg for d in ds] == [0, 0, 1, 2, 3, 4, 5]
    assert [(d.action, d.reason) for d in ds] == [("pass", None)] * 4 + [("mark", "prob")] + \
        [("mark", "forced")] * 2
    assert ipv4_ok(ds[4].out) and ds[4].out[15] & 3 == 3


def test_qcount_sequence_long():
    """A queue held at qlen 3 by limit 3: every later packet sees qavg 3 (q = 2 over min 1).
    The PROB/pass pattern follows Linux's count/qR rule with the xorshift draws."""
    k = Knobs(unit=1, wlog=0, min_th=1, max_th=5, max_p=1 << 30, mode=1, limit=3, seed=12345,
              **SLOW)
    frames = [Frame(ipv4(64), 10 + 8 * i) for i in range(60)]   # back to back, before 532
    tm, ds = run(k, frames)
    assert [d.qavg for d in ds[:5]] == [0, 0, 1, 2, 3]
    assert all(d.qavg == 3 for d in ds[4:])
    mpd = (1 << 30) // 4
    # ds[1] (qavg 0) is below min 1; ds[2] (qavg 1 = min) enters the band
    expect = _linux_red_outcomes([d.qavg for d in ds[2:]], 1, mpd, 12345)
    got = [d.reason if d.reason == "prob" else None for d in ds[2:]]
    assert got == expect
    assert expect.count("prob") >= 5
    # non-PROB packets beyond qlen 3 are tail drops
    assert all(d.reason == "tail" for d in ds[5:] if d.reason != "prob")
    c = tm.counters
    assert c["prob_drop"] == expect.count("prob")
    assert c["pdrop"] == len(ds) - 4 - c["prob_drop"] + sum(d.reason == "prob" for d in ds[:4])


def test_ecn_actions():
    """min = max = 0: every qavg is >= qth_max: HARD for everyone."""
    base = dict(min_th=0, max_th=0, wlog=0, mode=2)
    pk = [ipv4(64, ecn=2), ipv4(64, ecn=0), ipv6(80, ecn=1), ipv4(64, ecn=3), ipv4(70, ecn=1, tags=1),
          b"\xff" * 12 + b"\x08\x06" + bytes(46)]
    frames = [Frame(p, 100 * i) for i, p in enumerate(pk)]

    _, ds = run(Knobs(**base), frames)
    assert [(d.action, d.reason) for d in ds] == [
        ("mark", "forced"), ("drop", "forced"), ("mark", "forced"), ("mark", "forced"),
        ("mark", "forced"), ("drop", "forced")]
    assert ds[0].out[15] == 3 and ipv4_ok(ds[0].out)
    assert ds[2].out[15] >> 4 & 3 == 3
    assert ds[3].out == pk[3]                          # already CE: unchanged
    assert ds[4].out[19] & 3 == 3 and ipv4_ok(ds[4].out, 18)

    tm, ds = run(Knobs(**base, nodrop=1), frames)
    assert [(d.action, d.reason) for d in ds] == [
        ("mark", "forced"), ("pass", None), ("mark", "forced"), ("mark", "forced"),
        ("mark", "forced"), ("pass", None)]
    assert ds[1].out == pk[1] and tm.counters["forced_mark"] == 4
    assert tm.counters["forced_drop"] == 0

    tm, ds = run(Knobs(**base, harddrop=1), frames)
    assert all((d.action, d.reason) == ("drop", "forced") for d in ds)
    assert tm.counters["forced_drop"] == 6

    tm, ds = run(Knobs(**dict(base, mode=1)), frames)
    assert all((d.action, d.reason) == ("drop", "forced") for d in ds)

    tm, ds = run(Knobs(**dict(base, mode=0)), frames)   # DT: RED off
    assert all((d.action, d.reason) == ("pass", None) for d in ds)


def test_mark_then_tail_counts_both():
    k = Knobs(min_th=0, max_th=0, wlog=0, mode=2, limit=100, **SLOW)
    frames = [Frame(ipv4(64, ecn=2), 10 * i) for i in range(1, 4)]
    tm, ds = run(k, frames)
    # F0 popped right away, F1 queued (64), F2: 64 + 64 > 100
    assert [(d.action, d.reason) for d in ds] == [("mark", "forced")] * 2 + [("drop", "tail")]
    assert tm.counters["forced_mark"] == 3 and tm.counters["pdrop"] == 1


def test_tail_drop_instantaneous_backlog():
    k = Knobs(mode=0, limit=150, wlog=3, **SLOW)
    frames = [Frame(ipv4(64), 10 * i) for i in range(1, 6)]
    tm, ds = run(k, frames)
    assert [d.backlog for d in ds] == [0, 0, 64, 128, 128]
    assert [(d.action, d.reason) for d in ds] == [("pass", None)] * 3 + [("drop", "tail")] * 2
    assert tm.counters["pdrop"] == 2 and tm.counters["peak_backlog"] == 128
    # exactly at the limit still passes: 128 + 64 = 192
    tm, ds = run(Knobs(mode=0, limit=192, **SLOW), frames)
    assert [d.reason for d in ds] == [None, None, None, None, "tail"]


def test_packet_mode_limit():
    k = Knobs(mode=0, unit=1, limit=2, **SLOW)
    frames = [Frame(ipv4(1000), 200 * i) for i in range(1, 5)]
    tm, ds = run(k, frames)
    assert [d.backlog for d in ds] == [0, 0, 1, 2]
    assert [d.reason for d in ds] == [None, None, None, "tail"]


def test_gentle_band():
    """Packet mode, min 2, max 4, gentle: the band goes to 2*max = 8 (HARD at 8, not at 4)."""
    kw = dict(unit=1, wlog=0, min_th=2, max_th=4, max_p=1 << 29, mode=2, seed=9, **SLOW)
    frames = [Frame(ipv4(64, ecn=2), 10 + 10 * i) for i in range(11)]
    _, ds = run(Knobs(gentle=1, **kw), frames)
    assert [d.qavg for d in ds] == [0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
    assert all(d.reason != "forced" for d in ds[:9])
    assert [d.reason for d in ds[9:]] == ["forced", "forced"]
    # in the band q = delta + ((qavg - qth_max) * step >> 16): for qavg 7, 2 + (3*212992 >> 16)
    _, ds2 = run(Knobs(**kw), frames)
    assert [d.reason for d in ds2[5:]] == ["forced"] * 6          # no gentle: HARD from 4
    # independent recomputation of the PROB pattern in the gentle band
    step = (13 << 16) // 4
    r = XorShift32(9)
    qcount, qR, exp = -1, 0, []
    for qa in range(2, 8):
        q = qa - 2 if qa < 4 else 2 + (((qa - 4) * step) >> 16)
        qcount += 1
        if qcount == 0:
            qR = r.next() // (1 << 28)
            exp.append(None)
        elif q * qcount >= qR:
            qcount, qR = 0, r.next() // (1 << 28)
            exp.append("prob")
        else:
            exp.append(None)
    assert [d.reason for d in ds[3:9]] == exp


def test_shaper_spacing_10mbit():
    """1500 B at 10 Mbit/s with 100 cycles/us: inc = floor(10e6*2^21/1e8) = 209715, so a frame
    costs 1500*2^24/209715 = 120000.57 cycles (1.2 ms). With burst 0 the bucket cap wastes
    the increment of the pop cycle: spacing = 1 + ceil(120000.57) = 120002."""
    k = Knobs(rate=10_000_000, burst=0, cycles_per_us=100)
    frames = [Frame(ipv4(1500), 10 + 188 * i) for i in range(6)]
    _, ds = run(k, frames, buf_beats=1 << 14)
    deps = [d.departure_cycle for d in ds]
    assert deps[0] == 10 + 187 + 1 + 1 + 188 + 1   # popped at d+1, beat k at pop+2+k
    assert all(b - a == 120002 for a, b in zip(deps, deps[1:]))
    k = Knobs(rate=10_000_000, burst=1500, cycles_per_us=100)
    frames = [Frame(ipv4(1500), 10 + 188 * i) for i in range(21)]
    _, ds = run(k, frames, buf_beats=1 << 14)
    deps = [d.departure_cycle for d in ds]
    gaps = [b - a for a, b in zip(deps[1:], deps[2:])]
    assert set(gaps) <= {120000, 120001}
    assert abs((deps[-1] - deps[1]) / 19 - 25165824000 / 209715) < 0.1


def test_ready_backpressure_stalls_output():
    """tready low for a window: the 4-entry output FIFO fills and the reads stop; the packet
    departs as many cycles later as the window is long."""
    frames = [Frame(ipv4(200), 10)]            # 25 beats, decided at 35, popped at 36
    _, ds = run(Knobs(), frames)
    assert ds[0].departure_cycle == 36 + 2 + 24
    _, ds = run(Knobs(), frames, ready=lambda c: not 40 <= c < 140)
    assert ds[0].departure_cycle == 36 + 2 + 24 + 100
    _, ds = run(Knobs(), frames, ready=lambda c: c % 2 == 0)
    assert ds[0].departure_cycle == 86             # one beat every other cycle: 38,40,..,86


def test_buffer_overflow():
    """16-beat buffer, 64 B = 8 beats. F0 is read out at once, F1 and F2 wait for tokens and
    fill the buffer; F3 and F4 lose their first beat under the limit: buffer-full drops, not tc's
    pdrop (RED ran: qavg = 128). With a limit they are also over, they are tail drops."""
    k = Knobs(mode=0, wlog=0, **SLOW)
    frames = [Frame(ipv4(64), 10 * i) for i in range(1, 6)] + [Frame(ipv4(64), 600)]
    tm, ds = run(k, frames, buf_beats=16)
    assert [(d.action, d.reason) for d in ds] == [("pass", None)] * 3 + [("drop", "full")] * 2 + \
        [("pass", None)]
    assert [d.qavg for d in ds[3:5]] == [128, 128]
    assert (tm.counters["pdrop"], tm.counters["buf_full"]) == (0, 2)
    check_conservation(tm)
    # backlog 128 + 64 > 191: over the limit as well as lost, so tc's pdrop
    tm, ds = run(Knobs(mode=0, wlog=0, limit=191, **SLOW), frames, buf_beats=16)
    assert [d.reason for d in ds] == [None] * 3 + ["tail"] * 2 + [None]
    assert (tm.counters["pdrop"], tm.counters["buf_full"]) == (2, 0)
    # F1 is popped at 532 and read at 532..539; a read at c frees its beat at c + 1. A frame
    # whose first write is at 532 (arrival 531) finds the buffer full; arrival 532 fits.
    for first, reason in ((531, "full"), (532, None)):
        frames = [Frame(ipv4(64), 10 * i) for i in range(1, 4)] + [Frame(ipv4(64), first)]
        _, ds = run(k, frames, buf_beats=16)
        assert ds[3].reason == reason, first
    # a frame larger than the buffer never fits
    _, ds = run(Knobs(), [Frame(ipv4(200), 5)], buf_beats=16)
    assert ds[0].reason == "full"


@pytest.mark.parametrize("W,buf_beats", [(8, 1 << 15), (16, 1 << 11)])
def test_frames_longer_than_65535_bytes_are_bad(W, buf_beats):
    """Semantics §1: the TM carries a frame's length in 16 bits. 65535 bytes is an ordinary
    frame (dropped as buffer-full when the buffer cannot hold it); 65536 and more is bad, with decision
    length 65535, and changes no RED state. bytes_in counts every frame's true length, so no
    byte goes uncounted. An ordinary frame back to back with an over-long one, and one later,
    pass."""
    sizes = [65535, 65536, 65537, 70000, 2 * 65536 + 5, 1000, 64]
    frames, c = [], 10
    for i, n in enumerate(sizes):
        frames.append(Frame(ipv4(min(n, 1000)) + bytes(max(n - 1000, 0)), c))  # IPv4 total length is 16 bits too
        c += (n + W - 1) // W + (0 if i == 4 else 5)
    k = Knobs(wlog=1, cycles_per_us=10)
    tm, ds = run(k, frames, width_bytes=W, buf_beats=buf_beats)
    first = ("pass", None) if 65535 <= W * buf_beats else ("drop", "full")
    assert [(d.action, d.reason, d.len) for d in ds] == \
        [first + (65535,)] + [("drop", "bad", 65535)] * 4 + [("pass", None, 1000), ("pass", None, 64)]
    assert all(d.qavg == ds[0].qavg for d in ds[1:5])    # bad frames: qavg as it stands
    c = tm.counters
    assert c["pkts_in"] == 7 and c["bytes_in"] == 65535 + 65536 + 65537 + 70000 + 131077 + 1000 + 64
    assert c["bad"] == 4 and c["buf_full"] == (first[0] == "drop") and c["pdrop"] == 0
    assert c["bytes_out"] == (65535 if first[0] == "pass" else 0) + 1000 + 64


def test_reconfigure_resets_state():
    """EWMA trace of test_ewma_sequence: a commit at 70 zeroes qavg and the tokens (so F1
    pops at 71), and qlen > 0 so the engine is not idle: F3 sees bl 100 -> qavg 100."""
    k = Knobs(wlog=2, **SLOW)
    frames = [Frame(ipv4(100), c) for c in (10, 30, 50, 70, 90)]
    tm = TM(k)
    tm.reconfigure(Knobs(wlog=2, **SLOW), 70)
    ds = tm.run(frames)
    assert [d.qavg for d in ds] == [0, 0, 100, 100, 275]
    assert [d.backlog for d in ds] == [0, 0, 100, 100, 200]
    assert ds[1].departure_cycle == 71 + 13 + 1
    assert tm.commit_cycle == 70 and tm.commit_errors == []
    # an invalid commit changes nothing
    tm = TM(k)
    tm.reconfigure(Knobs(min_th=5, max_th=1), 70)
    ds = tm.run(frames)
    assert [d.qavg for d in ds] == [0, 0, 100, 275, 507]
    assert tm.commit_errors == [(70, "max_th < min_th")] and tm.commit_cycle == 0
    # a commit at the decision cycle itself: that decision uses the old config, then reset
    tm = TM(Knobs(mode=0, limit=10, **SLOW))
    tm.reconfigure(Knobs(mode=0, **SLOW), 23)
    ds = tm.run([Frame(ipv4(100), 10), Frame(ipv4(100), 30)])
    assert ds[0].reason == "tail" and ds[1].reason is None


def test_reconfigure_with_empty_queue_starts_idle():
    stab = bytes([0] * 4 + [2] * 252)
    k = Knobs(wlog=0, scell_log=0, stab=stab, **SLOW)
    tm = TM(k)
    tm.reconfigure(Knobs(wlog=0, scell_log=0, stab=stab, **SLOW), 1000)
    # A/B/C build qavg 64.., the queue drains, commit at 1000 restarts idle with
    # idle_start = now_us(1000) = 999; a frame decided at 1002 sees t = now_us(1002) - 999 = 2
    # (stab[2] = 0, linear: x = 0) on qavg 0.
    frames = [Frame(ipv4(64), 10), Frame(ipv4(64), 20), Frame(ipv4(64), 994)]
    ds = tm.run(frames)
    assert ds[2].decision_cycle == 1002 and ds[2].qavg == 0 and ds[2].backlog == 0


def test_seed_reload_on_commit():
    k = Knobs(unit=1, wlog=0, min_th=1, max_th=5, max_p=1 << 30, mode=1, limit=3, seed=77, **SLOW)
    frames = [Frame(ipv4(64), 10 + 10 * i) for i in range(40)]
    _, a = run(k, frames)
    k2 = Knobs(**{**k.__dict__, "seed": 78})
    _, b = run(k2, frames)
    assert [d.reason for d in a] != [d.reason for d in b]


# ------------------------------------------------------------------------------ adaptive
def test_adaptive_decrease_when_idle():
    """No traffic: q = 0 < target_min: max_P = (max_P // 10) * 9 every 500000 us, effective
    adapt_latency cycles after the tick (cycle 1 + 500000 * cycles_per_us after a commit at 0)."""
    k = Knobs(min_th=100, max_th=1100, max_p=1 << 28, mode=1, adaptive=1, cycles_per_us=1)
    L = 10
    fire = 1 + ADAPT_PERIOD_US
    tm = TM(k, adapt_latency=L)
    tm.run([], until=fire + L)
    assert tm.cfg.max_P == 1 << 28 and tm.cfg.max_p_delta == (1 << 28) // 1000
    tm.run([], until=fire + L + 1)
    m1 = (268435456 // 10) * 9
    assert m1 == 241591905
    assert tm.cfg.max_P == m1 and tm.cfg.max_p_delta == (m1 + 500) // 1000 == 241592
    tm.run([], until=fire + ADAPT_PERIOD_US + L + 1)
    assert tm.cfg.max_P == (m1 // 10) * 9 == 217432710
    # adaptive off, or mode dt: nothing moves
    for kk in (Knobs(**{**k.__dict__, "adaptive": 0}), Knobs(**{**k.__dict__, "mode": 0})):
        tm = TM(kk, adapt_latency=L)
        tm.run([], until=3 * ADAPT_PERIOD_US)
        assert tm.cfg.max_P == 1 << 28


def test_adaptive_increase_under_load():
    """Packet mode, min 1, max 10 (targets 3..4). Ten 100 B frames behind an 8 kbit/s shaper
    (~100000 cycles each) keep qlen high past the first tick: q = 8 > 4 -> max_P += 1%."""
    k = Knobs(unit=1, wlog=0, min_th=1, max_th=10, max_p=1 << 28, mode=2, adaptive=1,
              rate=8000, burst=0, cycles_per_us=1)
    frames = [Frame(ipv4(100, ecn=2), 10 + 20 * i) for i in range(10)]
    tm = TM(k, adapt_latency=5)
    ds = tm.run(frames, until=1 + ADAPT_PERIOD_US + 6)
    assert ds[-1].qavg == 8 and tm.counters["qlen"] > 0
    m = (1 << 28) + ONE_PERCENT
    assert tm.cfg.max_P == m and tm.cfg.max_p_delta == (m + 4) // 9
    # the cap: max_P above 50% is not raised further
    k2 = Knobs(**{**k.__dict__, "max_p": 0xC0000000})
    tm = TM(k2, adapt_latency=5)
    tm.run(frames, until=1 + ADAPT_PERIOD_US + 6)
    assert tm.cfg.max_P == 0xC0000000 and tm.cfg.max_p_delta == (0xC0000000 + 4) // 9


# ------------------------------------------------------------------------------ API details
def test_run_in_pieces_equals_one_run():
    k = Knobs(min_th=300, max_th=3000, wlog=2, mode=2, max_p=1 << 30, rate=50_000_000,
              cycles_per_us=10, burst=1000)
    rnd = random.Random(5)
    frames, c = [], 0
    for _ in range(300):
        n = rnd.choice([64, 300, 1500])
        frames.append(Frame(ipv4(n, ecn=rnd.randint(0, 3)), c))
        c += (n + 7) // 8 + rnd.randint(0, 300)
    _, whole = run(k, frames, buf_beats=1 << 14)
    tm = TM(k, buf_beats=1 << 14)
    parts = []
    for lo in range(0, 300, 50):
        cut = frames[lo + 50].cycle if lo + 50 < 300 else None
        parts += tm.run(frames[lo:lo + 50], until=cut)
    parts += tm.run([]) if len(parts) < 300 else []
    key = lambda d: (d.index, d.action, d.reason, d.qavg, d.backlog, d.out, d.departure_cycle)
    assert [key(d) for d in whole] == [key(d) for d in parts]


def test_until_leaves_state_mid_flight():
    k = Knobs(**SLOW)
    frames = [Frame(ipv4(64), 10 * i) for i in range(1, 5)]
    tm = TM(k)
    ds = tm.run(frames, until=100)
    c = tm.counters
    assert len(ds) == 4 and c["pkts_out"] == 1 and c["qlen"] == 3 and c["backlog"] == 192
    check_conservation(tm)
    tm.run([])
    assert tm.counters["pkts_out"] == 4 and tm.counters["qlen"] == 0


def test_decision_log_record():
    d = Decision(3, "mark", "prob", 12, 34, 64, 100, b"x", 120)
    assert d.log() == dict(index=3, action="mark", reason="prob", qavg=12, backlog=34)


def test_frame_order_is_checked():
    tm = TM(Knobs())
    with pytest.raises(ValueError):
        tm.run([Frame(ipv4(64), 100), Frame(ipv4(64), 105)])   # overlaps the first frame
    with pytest.raises(ValueError):
        TM(Knobs(mode=3))


def test_5000_frames_fast():
    import time
    k = Knobs(min_th=30000, max_th=90000, wlog=5, max_p=85899345, mode=2, rate=100_000_000,
              burst=3000, cycles_per_us=250)
    rnd = random.Random(1)
    frames, c = [], 10
    for _ in range(5000):
        n = rnd.choice([64, 600, 1500])
        frames.append(Frame(ipv4(n, ecn=rnd.randint(0, 2)), c))
        c += (n + 7) // 8 + rnd.randint(0, 20000)
    t = time.perf_counter()
    tm, ds = run(k, frames, buf_beats=1 << 15)
    assert time.perf_counter() - t < 3.0
    assert c > 4e7 and {d.action for d in ds} >= {"pass", "drop"}


# ------------------------------------------------------------------------------ naive model
def naive_run(applies, frames, W, B, end, ready=None, L=1, K=1, S=0, Q=0, CW=0, IW=0, H=False):
    """A deliberately naive, cycle-by-cycle reading of docs/semantics.md (no adaptive),
    keeping "value during c" and "value at c+1" apart, for a TM that decides at e + L. K > 1:
    the engine takes a frame at most every K cycles; beats wait in a write staging of S beats
    and at most Q frames wait undecided (§3a), as a FIFO in front of the buffer would do it;
    none is taken in the CW cycles after an apply, nor in the first IW of an idle period.
    H: the input is held (tready low) while the beats taken and not written, or for a first
    beat the frames taken and not decided before the last cycle, leave no room for one more;
    the frames' cycles are then when their beats are offered. Returns per-frame (action, reason, qavg, backlog, out,
    departure), the counters, the in-egress count and the clocks the input was held."""
    ready = ready or (lambda c: True)
    arrivals, nbs, offered = {}, [], []
    for i, f in enumerate(frames):
        nb = (len(f.data) + W - 1) // W
        nbs.append(nb)
        for b, cy in enumerate(f.beat_cycles or range(f.cycle, f.cycle + nb)):
            offered.append((cy, i, b))
            if not H:
                arrivals[cy] = (i, b)
    held, decided_prev = 0, 0
    apply_at = dict(applies)
    cfg = derived(Knobs())
    qavg, qcount, qR, rng = 0, -1, 0, XorShift32(0)
    idle, idle_start, sub, now, tokens = False, 0, 0, 0, 0
    queue, backlog, qlen, used = [], 0, 0, 0
    lost, written = [False] * len(frames), [0] * len(frames)
    reader, fifo, inflight, busy = None, [], None, 0
    dec = {}
    cnt = dict(pkts_in=0, bytes_in=0, pkts_out=0, bytes_out=0, prob_mark=0, forced_mark=0,
               prob_drop=0, forced_drop=0, pdrop=0, bad=0, backlog=0, qlen=0,
               peak_backlog=0, peak_qlen=0, overrun=0, buf_full=0)
    staging = []              # beats (frame, beat) waiting to be written, oldest first
    admitted = []             # frames admitted and not yet decided, oldest first
    written_whole = []        # of those, the ones whose last beat is written
    overran = set()
    last_take = -(1 << 40)
    last_apply, idle_rose = None, None          # idle_rose: idle rose then, not by an apply
    for c in range(end):
        k = cfg.k
        used_n = used
        if H and offered and offered[0][0] <= c:              # the source offers a beat
            _, i, b = offered[0]
            flight = [arrivals[x] for x in range(c - L, c) if x in arrivals]
            room = len(staging) + len(flight) + 1 <= S
            if b == 0:   # frames decided in c - 1 still count: a decision counts a clock late
                room = room and len(admitted) + decided_prev + sum(1 for x in flight if x[1] == 0) + 1 <= Q
            if room:
                arrivals[c] = (i, b)
                offered.pop(0)
            else:
                held += 1
        inc = arrivals.get(c - L)                              # the beat at the buffer's door
        if inc is not None and inc[1] == 0:                    # a frame's first beat: admit it
            if (K > 1 or CW or IW) and len(admitted) >= Q:
                overran.add(inc[0])
            else:
                admitted.append(inc[0])
        if inc is not None and inc[0] in overran:
            if inc[1] == nbs[inc[0]] - 1:
                cnt["overrun"] += 1
                dec[inc[0]] = ["drop", "overrun", None, None, None, None]
            inc = None
        head = staging[0] if staging else inc                  # the write, once earlier frames are decided
        if head is not None and admitted[0] == head[0]:
            i, b = head
            if staging:
                staging.pop(0)
            else:
                inc = None
            if not lost[i] and used < B:
                used_n += 1
                written[i] += 1
            else:
                lost[i] = True
            if b == nbs[i] - 1:
                written_whole.append(i)
        if inc is not None:                                    # it waits, if there is room
            if len(staging) < S:                               # after this cycle's write
                staging.append(inc)
            else:
                i = inc[0]
                overran.add(i)
                admitted.remove(i)
                staging = [x for x in staging if x[0] != i]
                if inc[1] == nbs[i] - 1:
                    cnt["overrun"] += 1
                    dec[i] = ["drop", "overrun", None, None, None, None]
        red_dec, enq = False, None
        qavg_n, qcount_n, qR_n = qavg, qcount, qR
        waits = (CW and last_apply is not None and last_apply < c <= last_apply + CW) or (
            IW and idle and idle_rose is not None and c < idle_rose + IW)
        decided_prev = 0
        if written_whole and c - last_take >= K and not waits:  # decision
            i = written_whole.pop(0)
            assert admitted.pop(0) == i
            decided_prev = 1
            last_take = c
            f = frames[i]
            n = min(len(f.data), 65535)                       # the 16-bit length
            cnt["pkts_in"] += 1
            cnt["bytes_in"] += len(f.data)                    # the true length
            bl = qlen if k.unit else backlog
            if f.bad or n < 14 or len(f.data) > 65535:
                cnt["bad"] += 1
                dec[i] = ["drop", "bad", qavg, bl, None, None]
                used_n -= written[i]
            else:
                red_dec = True
                if idle:
                    a = idle_decay(qavg, min(now - idle_start, cfg.scell_max), k.scell_log, k.stab)
                else:
                    a = (qavg + bl - (qavg >> k.wlog)) & M48
                qavg_n, oc = a, None
                if k.mode:
                    if a < cfg.qth_min:
                        qcount_n = -1
                    elif a >= cfg.qth_max * (2 if k.gentle else 1):
                        qcount_n, oc = -1, "forced"
                    else:
                        if a < cfg.qth_max:
                            q = (a - cfg.qth_min) >> k.wlog
                        else:
                            q = cfg.delta + ((((a - cfg.qth_max) >> k.wlog) * cfg.gentle_step) >> 16)
                        qcount_n = qcount + 1
                        if qcount_n == 0:
                            qR_n = rng.next() // cfg.max_p_delta
                        elif q * qcount_n >= qR:
                            qcount_n, qR_n, oc = 0, rng.next() // cfg.max_p_delta, "prob"
                act, rsn, data = "pass", None, f.data
                if oc:
                    marked, can = ce_mark(f.data)
                    if k.mode == 1 or (oc == "forced" and k.harddrop):
                        act = "drop"
                    elif can:
                        act, data = "mark", marked
                    elif not k.nodrop:
                        act = "drop"
                    if act != "pass":
                        rsn = oc
                        cnt[oc + "_" + act] += 1
                if act != "drop":
                    over = (qlen + 1 > k.limit) if k.unit else (backlog + n > k.limit)
                    if over or lost[i]:
                        cnt["pdrop" if over else "buf_full"] += 1
                        act, rsn = "drop", "tail" if over else "full"
                if act == "drop":
                    used_n -= written[i]
                    dec[i] = [act, rsn, a, bl, None, None]
                else:
                    dec[i] = [act, rsn, a, bl, data, None]
                    enq = [i, n, nbs[i], c + 1]
        busy_c, qlen_c = busy, qlen                            # egress
        room = len(fifo) + (inflight is not None) < 4
        if fifo and ready(c):
            i, last = fifo.pop(0)
            if last:
                dec[i][5] = c
                busy -= 1
                cnt["pkts_out"] += 1
                cnt["bytes_out"] += len(frames[i].data)
        rd, popped = None, 0
        if reader is not None:
            if room:
                i, b = reader
                rd = (i, b == nbs[i] - 1)
                reader = [i, b + 1] if b + 1 < nbs[i] else None
        elif queue and queue[0][3] <= c and room and (not cfg.shaped or tokens >= 0):
            i, n, nb, _ = queue.pop(0)
            popped, busy, rd = n, busy + 1, (i, nb == 1)
            reader = [i, 1] if nb > 1 else None
        if rd is not None:
            used_n -= 1
        if inflight is not None:
            fifo.append(inflight)
        inflight = rd
        backlog -= popped
        qlen -= 1 if popped else 0
        if enq:
            queue.append(enq)
            backlog += enq[1]
            qlen += 1
            cnt["peak_backlog"] = max(cnt["peak_backlog"], backlog)
            cnt["peak_qlen"] = max(cnt["peak_qlen"], qlen)
        idle_n, start_n = idle, idle_start                     # idle
        if red_dec:
            idle_n = False
        elif qlen_c == 0 and busy_c == 0 and not idle:
            idle_n, start_n = True, now
            idle_rose = c + 1
        if sub == k.cycles_per_us - 1:                         # time
            sub_n, now_n = 0, now + 1
        else:
            sub_n, now_n = sub + 1, now
        tokens_n = min(tokens + cfg.inc, cfg.cap) - (popped << 24)
        if c in apply_at:                                      # commit
            kn = apply_at[c]
            cfg = derived(kn)
            qavg_n, qcount_n = 0, -1
            idle_n, start_n = qlen == 0, now
            sub_n, tokens_n = 0, 0
            last_apply, idle_rose = c, None
            rng = XorShift32(kn.seed)
        qavg, qcount, qR = qavg_n, qcount_n, qR_n
        idle, idle_start, sub, now, tokens, used = idle_n, start_n, sub_n, now_n, tokens_n, used_n
    cnt["backlog"], cnt["qlen"] = backlog, qlen
    assert not (H and overran), "a held input overran"
    return [tuple(dec[i]) if i in dec else None for i in range(len(frames))], cnt, busy, held


def _rand_knobs(r):
    unit = r.randint(0, 1)
    if unit:
        mn = r.randint(0, 4)
        mx, lim = mn + r.randint(0, 6), r.randint(1, 12)
    else:
        mn = r.randint(0, 1500)
        mx, lim = mn + r.randint(0, 3000), r.randint(100, 8000)
    cpu = r.choice([1, 2, 3, 7])
    return Knobs(min_th=mn, max_th=mx, limit=lim, max_p=r.choice([0, 1 << 30, M32, 1 << 28]),
                 wlog=r.randint(0, 4), plog=r.randint(0, 8), scell_log=r.randint(0, 4),
                 stab=bytes(r.randint(0, 5) if r.random() < 0.5 else 0 for _ in range(256)),
                 mode=r.choice([0, 1, 2, 2]), unit=unit, gentle=r.randint(0, 1) if mx else 0,
                 harddrop=r.randint(0, 1), nodrop=r.randint(0, 1),
                 rate=r.choice([0, 0, 8_000_000, 50_000_000, 200_000_000]) * cpu,
                 burst=r.choice([0, 100, 3000]), seed=r.randint(0, 5), cycles_per_us=cpu)


def _rand_trial(seed, W, dense=False):
    """dense: short frames mostly back to back, which outrun a slow engine (§3a)."""
    r = random.Random(seed)
    frames, c = [], r.randint(0, 5)
    sizes = [10, 14, 20, 60, 64, 64, 65, 100, 300] if dense else [10, 14, 60, 64, 65, 100, 300, 1500]
    gaps = [0, 0, 0, 0, 1, 2, 5, 60] if dense else [0, 0, 1, 5, 50, 400]
    for _ in range(r.randint(5, 60 if dense else 40)):
        n = r.choice(sizes)
        data = ipv4(n, ecn=r.choice([0, 1, 2, 2, 3]), tags=r.randint(0, 2)) if n >= 60 else bytes(n)
        nb = (n + W - 1) // W
        bad = r.random() < 0.05
        if r.random() < 0.2:
            bc, x = [], c
            for _ in range(nb):
                bc.append(x)
                x += r.randint(1, 3)
            frames.append(Frame(data, bc[0], bad, bc))
            c = x + r.randint(0, 30)
        else:
            frames.append(Frame(data, c, bad))
            c += nb + r.choice(gaps)
    applies = [(r.randint(0, 3), _rand_knobs(r))]
    if r.random() < 0.4:
        applies.append((r.randint(applies[0][0] + 1, c), _rand_knobs(r)))
    ready = None
    if r.random() < 0.4:
        p = r.random()
        ready = lambda cy: (cy * 2654435761 % 1000) < p * 1000 + 1   # noqa: E731
    return frames, applies, r.choice([8, 16, 40, 100, 4096]), ready, c


@pytest.mark.parametrize("W,L", [(8, 1), (8, 2), (64, 1), (64, 2)])
def test_model_matches_naive_cycle_stepper(W, L):
    """Random traces (configs, commits, bad frames, gaps in beats, shaping, tready patterns,
    tiny buffers): the event-driven model equals the cycle-by-cycle reading, deciding at e + 1
    (the ECP5 TMs) and at e + 2 (the product ones)."""
    _check_against_naive(W, L, 1, None, None, range(150))


@pytest.mark.parametrize("W,L,K,S,Q", [(8, 2, 5, 6, 2), (8, 2, 9, 12, 3), (64, 2, 4, 3, 4),
                                       (64, 1, 2, 1, 1), (8, 1, 7, 40, 3), (64, 2, 16, 8, 8)])
def test_late_decisions_match_naive_cycle_stepper(W, L, K, S, Q):
    """§3a on the same random traces, with an engine that takes a frame every K cycles: frames
    wait for their decisions, their beats wait in S beats of staging, and at most Q frames wait;
    the rest overrun. The model's closed-form schedule equals a FIFO stepped cycle by cycle."""
    n = _check_against_naive(W, L, K, S, Q, range(150))
    assert n["overrun"] > 0 and n["waited"] > 0, n


def test_late_decisions_by_hand():
    """§3a worked through: 64 B frames, one beat each at W = 64, arriving every cycle; L = 2,
    an engine taking a frame every 3 cycles, 4 beats of staging, 2 frames waiting at most.
    F0 is decided at e + 2 = 2 and F1 at 5 (three after F0). F2's beat waits in staging until
    F1 is decided (written at 6) and is decided at 8. F3 arrives with F1 and F2 both undecided
    and overruns (reported at e + 2 = 5); F4 finds F1 decided and waits behind F2 (written at 9,
    decided at 11); F5 overruns like F3."""
    tm = ModelTM(Knobs(), width_bytes=64, decision_latency=2, engine_interval=3, stage_beats=4,
                 pending_frames=2)
    ds = tm.run([Frame(ipv4(64), c) for c in range(6)])
    assert [(d.decision_cycle, d.reason) for d in ds] == [
        (2, None), (5, None), (8, None), (5, "overrun"), (11, None), (7, "overrun")]
    assert [d.action for d in ds] == ["pass", "pass", "pass", "drop", "pass", "drop"]
    assert ds[3].qavg is None and ds[3].out is None and ds[3].len == 64
    assert tm.counters["overrun"] == 2 and tm.counters["pkts_in"] == 4
    check_conservation(tm)
    # The same frames with room for three waiting frames: F3 waits behind F2 (decided at 11)
    # and F4 behind F3 (14); F5 then finds F2, F3 and F4 undecided and overruns.
    tm = ModelTM(Knobs(), width_bytes=64, decision_latency=2, engine_interval=3, stage_beats=4,
                 pending_frames=3)
    ds = tm.run([Frame(ipv4(64), c) for c in range(6)])
    assert [(d.decision_cycle, d.reason) for d in ds] == [
        (2, None), (5, None), (8, None), (11, None), (14, None), (7, "overrun")]


def test_engine_waits_by_hand():
    """§3a's waits worked through: 64 B frames, one beat each at W = 64, L = 2, an unshaped
    queue, no wait for the engine but CW = 5 after an apply and IW = 4 at an idle start.
    The apply at 0 starts an idle period (the queue is empty) with no idle wait of its own.
    A (arrives 2, at the door at 4) waits out the commit's 1..5: decided at 6, popped at 7,
    departs at 9. The queue is quiet from 10, so idle rises at 11: B (door at 12) waits out
    11..14 and is decided at 15; it departs at 18, idle rises at 20, and C (door at 42) is not
    kept waiting."""
    k = Knobs(mode=2, min_th=1000, max_th=3000, limit=100000, wlog=1, cycles_per_us=1)
    waits = dict(engine_interval=1, commit_wait=5, idle_wait=4, stage_beats=4, pending_frames=2)
    tm = ModelTM(k, width_bytes=64, decision_latency=2, **waits)
    ds = tm.run([Frame(ipv4(64), c) for c in (2, 10, 40)])
    assert [d.decision_cycle for d in ds] == [6, 15, 42]
    assert [d.departure_cycle for d in ds] == [9, 18, 45]
    assert tm.waits == {"commit": 1, "adapt": 0, "idle": 1}
    # Without the commit wait, A at the door at 4 is in the apply's idle period, which has no
    # idle wait: decided at once.
    tm = ModelTM(k, width_bytes=64, decision_latency=2, **(waits | dict(commit_wait=0)))
    ds = tm.run([Frame(ipv4(64), 2)])
    assert ds[0].decision_cycle == 4 and tm.waits == {"commit": 0, "adapt": 0, "idle": 0}


def test_adaptive_wait_by_hand():
    """§3a's wait after an adaptive update: with the apply at 0 and one cycle per microsecond
    the first tick is at 500,000, its result is applied in 500,000 + ADAPT_LATENCY (a) and used
    from a + 1. No frame is taken in a + 1 .. a + 22: a frame at the door at a is decided
    there (with the old max_p), one at the door at a + 1 waits until a + 23, and one at
    a + 23 does not wait."""
    k = Knobs(mode=2, min_th=1000, max_th=3000, limit=100000, wlog=1, adaptive=1, cycles_per_us=1)
    a = ADAPT_PERIOD_US + ADAPT_LATENCY
    for door, want, waited in ((a, a, 0), (a + 1, a + 23, 1), (a + 23, a + 23, 0)):
        tm = ModelTM(k, width_bytes=64, decision_latency=2, adapt_wait=22, stage_beats=4, pending_frames=2)
        ds = tm.run([Frame(ipv4(64), door - 2)])
        assert ds[0].decision_cycle == want and tm.waits["adapt"] == waited, (door - a, ds[0])


def test_gentle_deferral_by_hand():
    """§3a's gentle_wait worked through: RED in packets, min_th 1, max_th 3 (the gentle band is
    qavg in [3, 6)), wlog 0 (qavg is the queue), a shaper slow enough that only the first frame
    leaves, 64 B frames one beat each at W = 64, L = 2, at the door at 32..37. The frames at 33
    and 34 count (qavg 1), the one at 35 too (qavg 2); the one at 36 finds qavg 3, in the
    band while counting: decided at 41. The one at the door at 37 waits: its beat is written at
    42, and with qavg 4 it is deferred too, to 47.
    A commit due at 35 is held (gentle is on) through every cycle that takes a frame (35, 36,
    42) and the deferred frames' waits (37..41, 43..47): applied at 48."""
    k = Knobs(mode=1, unit=1, min_th=1, max_th=3, limit=100, wlog=0, gentle=1, max_p=1, rate=8000,
              burst=100, cycles_per_us=1)
    w = dict(commit_wait=22, idle_wait=4, adapt_wait=22, gentle_wait=5, stage_beats=8, pending_frames=4)
    frames = [Frame(ipv4(64), c) for c in range(30, 36)]
    tm = ModelTM(k, width_bytes=64, decision_latency=2, **w)
    ds = tm.run(frames, until=300)
    assert [d.decision_cycle for d in ds] == [32, 33, 34, 35, 41, 47]
    assert [(d.qavg, d.backlog) for d in ds] == [(0, 0), (1, 1), (1, 1), (2, 2), (3, 3), (4, 4)]
    assert tm.deferrals == 2 and tm.apply_cycles == [0] and tm.holds == {"commit": 0, "adapt": 0}
    tm = ModelTM(k, width_bytes=64, decision_latency=2, **w)
    tm.reconfigure(k, 35)
    tm.run(frames, until=300)
    assert tm.apply_cycles == [0, 48] and tm.holds == {"commit": 13, "adapt": 0}
    # Without gentle nothing is deferred or held: the commit applies at 35.
    k0 = dataclasses.replace(k, gentle=0)
    tm = ModelTM(k0, width_bytes=64, decision_latency=2, **w)
    tm.reconfigure(k0, 35)
    assert [d.decision_cycle for d in tm.run(frames, until=300)][:4] == [32, 33, 34, 35]
    assert tm.apply_cycles == [0, 35] and tm.deferrals == 0


def test_late_decision_arguments():
    with pytest.raises(ValueError, match="needs stage_beats"):
        ModelTM(Knobs(), engine_interval=2)
    with pytest.raises(ValueError, match="needs stage_beats"):
        ModelTM(Knobs(), idle_wait=4, pending_frames=2)
    with pytest.raises(ValueError, match="for an engine that waits"):
        ModelTM(Knobs(), stage_beats=4)
    with pytest.raises(ValueError, match="engine_interval 0"):
        ModelTM(Knobs(), engine_interval=0)
    with pytest.raises(ValueError, match="commit_wait -1"):
        ModelTM(Knobs(), commit_wait=-1)
    with pytest.raises(ValueError, match="gentle_wait -1"):
        ModelTM(Knobs(), gentle_wait=-1)
    with pytest.raises(ValueError, match="input_hold is for an engine that waits"):
        ModelTM(Knobs(), input_hold=True)


@pytest.mark.parametrize("W,L,K,S,Q,CW,IW", [(8, 2, 1, 8, 4, 22, 4), (64, 2, 2, 4, 3, 22, 4),
                                             (8, 1, 3, 6, 2, 5, 6), (64, 1, 1, 2, 1, 0, 4)])
def test_engine_waits_match_naive_cycle_stepper(W, L, K, S, Q, CW, IW):
    """§3a's waits that depend on state: no frame taken in the CW cycles after an apply, nor in
    the first IW cycles of an idle period (one an apply starts has none). Frames that come
    then are decided late, the next ones wait behind them, and some overrun."""
    n = _check_against_naive(W, L, K, S, Q, range(150), CW, IW)
    assert n["waited"] > 0 and n["idle_waits"] > 20 and (n["commit_waits"] > 5 or not CW), n


@pytest.mark.parametrize("W,L,K,S,Q,CW,IW", [(8, 2, 5, 6, 2, 0, 0), (64, 2, 4, 3, 4, 0, 0), (64, 2, 1, 8, 4, 22, 4),
                                             (8, 2, 2, 4, 3, 22, 4), (64, 1, 3, 1, 1, 5, 6), (8, 2, 9, 12, 3, 0, 0)])
def test_held_input_matches_naive_cycle_stepper(W, L, K, S, Q, CW, IW):
    """§3a with the input held (s_axis_tready): on the same dense random traces no frame
    overruns; beats are taken later instead, by the rule's room for beats and for frames, and
    the model's schedule equals the stepper's, to the clocks the source was held. S = 1 holds
    every beat until the one before it is written."""
    n = _check_against_naive(W, L, K, S, Q, range(150), CW, IW, H=True)
    assert n["overrun"] == 0 and n["held"] > 100 and n["waited"] > 0, n


def _check_against_naive(W, L, K, S, Q, seeds, CW=0, IW=0, H=False):
    seen = dict(overrun=0, waited=0, idle_waits=0, commit_waits=0, held=0)
    for seed in seeds:
        frames, applies, B, ready, last = _rand_trial(seed * 2 + W, W, dense=K > 1 or CW or IW)
        if CW:   # frames right behind the first apply wait for it
            applies[0] = (max(0, frames[0].cycle + r_offset(seed)), applies[0][1])
        late = {} if (K, CW, IW) == (1, 0, 0) else dict(engine_interval=K, stage_beats=S, pending_frames=Q,
                                                        commit_wait=CW, idle_wait=IW, input_hold=H)
        tm = TM(applies[0][1], width_bytes=W, buf_beats=B, ready=ready,
                apply_cycle=applies[0][0], decision_latency=L, **late)
        for a in applies[1:]:
            tm.reconfigure(a[1], a[0])
        ds = tm.run(frames)
        check_conservation(tm)
        seen["overrun"] += tm.counters["overrun"]
        waited = [f for d, f in zip(ds, frames) if d.reason != "overrun" and d.decision_cycle > _eof(f, W) + L]
        seen["waited"] += len(waited)
        seen["idle_waits"] += tm.waits["idle"]
        seen["commit_waits"] += tm.waits["commit"]
        nd, ncnt, _, held = naive_run(applies, frames, W, B, max(tm.cycle, last) + 10, ready, L, K, S or 0, Q or 0,
                                      CW, IW, H)
        for d, n in zip(ds, nd):
            assert (d.action, d.reason, d.qavg, d.backlog, d.out, d.departure_cycle) == n, \
                (seed, d.index)
        assert tm.counters == ncnt, seed
        assert tm.input_held == held, (seed, tm.input_held, held)
        seen["held"] += held
    return seen


def r_offset(seed):
    """Where the first apply falls against the first frame: before it, on it, or after it."""
    return (seed % 7) - 4


def _eof(f, W):
    return f.beat_cycles[-1] if f.beat_cycles else f.cycle + (len(f.data) + W - 1) // W - 1


def test_decision_latency_shifts_decisions():
    """L = 2 decides each frame one cycle later than L = 1 and writes every beat a cycle later,
    so a trace whose frames never meet in the buffer or the egress moves as a whole by one
    cycle: decisions, departures and the same verdicts."""
    k = Knobs(wlog=2, **SLOW)
    frames = [Frame(ipv4(100), c) for c in (10, 30, 50, 70, 90)]
    _, d1 = run(k, frames, decision_latency=1)
    _, d2 = run(k, frames, decision_latency=2)
    assert [d.decision_cycle for d in d2] == [d.decision_cycle + 1 for d in d1] == [24, 44, 64, 84, 104]
    assert [d.departure_cycle for d in d2] == [d.departure_cycle + 1 for d in d1]
    assert [(d.action, d.qavg, d.backlog) for d in d2] == [(d.action, d.qavg, d.backlog) for d in d1]
    with pytest.raises(ValueError, match="decision_latency 3"):
        ModelTM(k, decision_latency=3)


def test_model_takes_each_generated_tm_latency():
    """Left out, L is the generated TM's with that width and buffer: 2 for the product builds,
    1 for the ECP5 ones; the product's for a size no TM is built with."""
    for name, v in TM_VARIANTS.items():
        want = 1 if name.startswith(("w32_b32k", "w128_b32k")) else 2
        assert v["decision_latency"] == want, name
        tm = ModelTM(Knobs(), width_bytes=v["width_bytes"], buf_beats=v["buf_beats"], count_bits=v["count_bits"])
        assert tm.L == want, name
        assert ModelTM.for_variant(name, Knobs()).L == want
    assert ModelTM(Knobs(), width_bytes=8, buf_beats=2048).L == 2
    with pytest.raises(ValueError, match="no TM variant 'w16'"):
        ModelTM.for_variant("w16", Knobs())
