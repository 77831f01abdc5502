"""tc-red derivation (redline.tc) against iproute2's arithmetic, worked by hand."""
import dataclasses
import math

import pytest

from redline import tc
from redline.tc import derive, parse_rate, parse_size


# ---------------------------------------------------------------- worked example (docs/tc.md)
def test_worked_example_tc_ticks():
    """min 30000 max 90000 avpkt 1000 probability 0.02 bandwidth 10gbit, as tc sends it."""
    p = derive(limit=360000, min=30000, max=90000, avpkt=1000, probability=0.02,
               bandwidth_bps="10gbit", stab_units="tc")
    assert (p.burst, p.wlog, p.plog, p.scell_log) == (50, 5, 22, 5)
    assert p.max_p == 85899345
    assert p.max_p_delta == 1431 == 85899345 // 60000
    assert (p.limit, p.min_th, p.max_th) == (360000, 30000, 90000)


def test_worked_example_scell_log_per_unit():
    """Scell_log 5 comes from tc's 64 ns ticks: xmit_time = ceil(0.8 us * 15.625) = 13 ticks,
    31/lW = 12693 -> 12693/2^5 < 512 <= 12693/2^4. In microseconds (0.8 us) it is 1."""
    assert tc.tc_calc_xmittime(10_000_000_000 // 8, 1000) == 13
    lw = -math.log(1 - 1 / 32) / 13
    assert 31 / lw / 32 < 512 <= 31 / lw / 16
    us = derive(limit=360000, min=30000, max=90000, avpkt=1000, bandwidth_bps=10**10)
    assert us.stab_units == "us" and us.scell_log == 1
    assert (us.wlog, us.plog, us.max_p) == (5, 22, 85899345)


def test_stab_shape_tc_and_us():
    for unit in ("tc", "us"):
        p = derive(limit=360000, min=30000, max=90000, avpkt=1000, bandwidth_bps=10**10,
                   stab_units=unit)
        s = p.stab
        assert len(s) == 256 and s[0] == 0 and s[255] == 31
        assert all(a <= b for a, b in zip(s, s[1:]))          # non-decreasing
        assert max(s) <= 31
    # hand check of one entry in tc units: Stab[i] = (i << 5) * lW, lW = -ln(31/32)/13
    p = derive(limit=360000, min=30000, max=90000, avpkt=1000, bandwidth_bps=10**10,
               stab_units="tc")
    lw = -math.log(1.0 - 1.0 / 32) / 13
    assert p.stab[100] == int((100 << 5) * lw) == 7
    # microseconds: lW = -ln(31/32)/0.8, Scell_log 1
    u = derive(limit=360000, min=30000, max=90000, avpkt=1000, bandwidth_bps=10**10)
    lwu = -math.log(1.0 - 1.0 / 32) / 0.8
    assert u.stab[100] == int((100 << 1) * lwu) == 7
    assert u.stab[10] == int(20 * lwu) == 0


def test_slow_link_scell_log():
    """10 Mbit/s, avpkt 1000: 800 us = 12500 ticks; 31/lW = 12205.3 ticks... per unit."""
    p = derive(limit=400000, bandwidth_bps="10mbit", stab_units="tc")
    assert (p.max_th, p.min_th, p.burst) == (100000, 33333, 55)
    lw = -math.log(1 - 1 / 2 ** p.wlog) / 12500
    expect = next(c for c in range(32) if 31 / lw / (1 << c) < 512)
    assert p.scell_log == expect
    u = derive(limit=400000, bandwidth_bps="10mbit")
    lwu = -math.log(1 - 1 / 2 ** u.wlog) / 800
    assert u.scell_log == next(c for c in range(32) if 31 / lwu / (1 << c) < 512)


# ---------------------------------------------------------------- defaults
def test_defaults_follow_tc():
    p = derive(limit=400000)
    assert p.max_th == 100000 and p.min_th == 33333          # limit/4, max/3
    assert p.burst == (2 * 33333 + 100000) // 3000 == 55
    p = derive(limit=400000, min=20000)
    assert p.max_th == 60000 and p.min_th == 20000           # 3*min
    p = derive(limit=400000, max=60000)
    assert p.min_th == 20000
    p = derive(limit=400000, min=0, max=0)                   # 0 means "not given", as in tc
    assert (p.min_th, p.max_th) == (33333, 100000)
    # default bandwidth is 10Mbit: identical to giving it
    assert derive(limit=400000).stab == derive(limit=400000, bandwidth_bps="10mbit").stab


def test_eval_functions_by_hand():
    # a = 50 + 1 - 30 = 21; (1-(31/32)^50)*32 = 25.46 >= 21 but (1-(15/16)^50)*16 = 15.4 < 21
    assert tc.tc_red_eval_ewma(30000, 50, 1000) == 5
    assert tc.tc_red_eval_ewma(30000, 10, 1000) == -2       # burst too small
    # 0.02/60000 * 2^21 = 0.699 <= 1 < 0.02/60000 * 2^22
    assert tc.tc_red_eval_P(30000, 90000, 0.02) == 22
    assert tc.tc_red_eval_P(5, 5, 0.02) == -1
    assert tc.tc_red_eval_P(0, 1, 1.0) == 1                  # 1.0 > 1.0 is false, 2.0 is


def test_probability_one_is_kernel_derived():
    """tc stores 1.0 * 2^32 in a u32, which is 0 on x86-64; the kernel's red_set_parms then
    uses max_P = (~0U >> Plog) * delta. Clamping to 0xFFFFFFFF (the old behaviour) gives a
    probability slope about 1/0.73 too steep here."""
    p = derive(limit=40000, min=1000, max=3000, avpkt=100, probability=1.0)
    assert p.max_p == 0
    # Plog: 1/2000 doubled until above 1 -> 11; (0xFFFFFFFF >> 11) * 2000, within a u32
    assert p.plog == 11 and p.max_p_delta == ((0xFFFFFFFF >> 11) * 2000) // 2000 == 2097151
    assert derive(limit=40000, min=1000, max=3000, avpkt=100, probability=0.5).max_p == 1 << 31


def test_probability_one_end_to_end_in_model():
    """The model (and the RTL, whose ConfigEngine does the same) turns max_p 0 into the
    kernel's value, so probability 1 through `redline.tc.config` marks like Linux."""
    from redline.tc import config
    from redline.model import derived

    k = config.build("limit 40000 min 1000 max 3000 avpkt 100 probability 1".split()).knobs
    d = derived(k)
    assert k.max_p == 0 and k.plog == 11
    assert d.max_P == (0xFFFFFFFF >> 11) * 2000 == 4194302000
    assert d.max_p_delta == 2097151


def test_us_stab_saturates_where_tc_wraps():
    """At Scell_log 0 an entry can pass 255: tc's byte cast wraps it (Stab[204] = 1 after a run of 31s),
    which the µs table must not copy: an idle time 204 µs would decay less than 203 µs."""
    kw = dict(limit=20000, min=3000, max=9000, avpkt=64, burst=60, bandwidth_bps="10gbit")
    us = derive(**kw)
    assert us.scell_log == 0
    assert all(a <= b for a, b in zip(us.stab, us.stab[1:])), "µs Stab must be monotone"
    assert us.stab[203] == us.stab[204] == 31
    # the same arithmetic without saturation is what tc does: it wraps at 204
    lw = -math.log(1.0 - 1.0 / (1 << us.wlog)) / (1e6 * 64 / (10**10 // 8))
    assert int(203 * lw) == 255 and int(204 * lw) & 0xFF == 1
    # stab_units "tc" still copies tc bit for bit, wrap included (tc's 64 ns ticks)
    t = derive(**kw, stab_units="tc")
    sbuf = bytearray(256)
    assert tc.tc_red_eval_idle_damping(t.wlog, 64, 10**10 // 8, sbuf) == t.scell_log
    assert bytes(sbuf) == t.stab


@pytest.mark.parametrize("kw, word", [
    (dict(limit=0), "limit"),
    (dict(limit=1000, avpkt=0), "avpkt"),
    (dict(limit=100000, min=50000, max=20000), "min"),
    (dict(limit=100000, min=20000, max=20000), "max"),
    (dict(limit=100000, min=30000, max=90000, burst=5), "burst"),
    (dict(limit=100000, min=30000, max=90000, burst=10**9), "burst"),
    (dict(limit=100000, probability=0), "probability"),
    (dict(limit=100000, probability=1.5), "probability"),
    (dict(limit=100000, probability=float("nan")), "probability"),
    (dict(limit=100000, bandwidth_bps="10furlongs"), "bandwidth"),
    (dict(limit=100000, bandwidth_bps="80gbit"), "bandwidth"),  # > u32 bytes/s in tc
    (dict(limit=100000, bandwidth_bps="100bit"), "bandwidth"),  # Scell_log >= 24 in us
    (dict(limit="12qq"), "limit"),
    (dict(limit=100000, min="-5"), "min"),
    (dict(limit=2**32), "limit"),
    (dict(limit=100000, min=1 << 30, max=(1 << 30) + 3000, avpkt=1000), "min"),  # fls+Wlog
])
def test_errors_name_the_word(kw, word):
    with pytest.raises(ValueError) as e:
        derive(**kw)
    msg = str(e.value)
    assert msg.startswith(word + ":"), msg
    assert "\n" not in msg


def test_flags_are_accepted_and_ignored():
    a = derive(limit=400000)
    b = derive(limit=400000, ecn=True, harddrop=True, nodrop=True, adaptive=True)
    assert a == b


def test_knobs_view():
    p = derive(limit=360000, min=30000, max=90000, bandwidth_bps=10**10)
    k = p.knobs()
    assert set(k) == {"limit", "min_th", "max_th", "max_p", "wlog", "plog", "scell_log", "stab"}
    from redline.model import Knobs, validate
    assert validate(Knobs(**k, mode=1)) is None


# ---------------------------------------------------------------- parsing
@pytest.mark.parametrize("word, val", [
    ("30000", 30000), ("400kb", 409600), ("400KB", 409600), ("400k", 409600),
    ("1mb", 1048576), ("1m", 1048576), ("2gb", 2 << 30), ("1.5kb", 1536), ("100b", 100),
    ("8kbit", 1024), ("1mbit", 131072), ("1gbit", 134217728), ("1.9", 1), ("0x10", 16),
    (1234, 1234), ("1e3", 1000),
])
def test_parse_size(word, val):
    assert parse_size(word) == val


@pytest.mark.parametrize("word", ["", "kb", "10 kb", "10kib", "4gb", "-1", "12x", "1e30"])
def test_parse_size_errors(word):
    with pytest.raises(ValueError) as e:
        parse_size(word, "limit")
    assert str(e.value).startswith("limit:")


@pytest.mark.parametrize("word, bits", [
    ("10mbit", 10_000_000), ("1.5mbit", 1_500_000), ("10gbit", 10_000_000_000),
    ("1000000", 1_000_000), ("10Mbit", 10_000_000), ("100kbit", 100_000), ("1kibit", 1024),
    ("1mibit", 1 << 20), ("1Bps", 8), ("1KBps", 8000), ("1KiBps", 8192), ("2MBps", 16_000_000),
    ("1tbit", 10**12), ("5bit", 5), (2500, 2500),
    ("10mbps", 80_000_000),   # strcasecmp: "mbps" is MBps (megabytes), a classic tc trap
])
def test_parse_rate(word, bits):
    assert parse_rate(word) == bits


@pytest.mark.parametrize("word", ["", "mbit", "10mbits", "10 mbit", "-5mbit", "10%"])
def test_parse_rate_errors(word):
    with pytest.raises(ValueError) as e:
        parse_rate(word, "bandwidth")
    assert str(e.value).startswith("bandwidth:")


def test_string_arguments_to_derive():
    a = derive(limit="400kb", min="30kb", max="90kb", avpkt="1kb", burst="40",
               probability="0.05", bandwidth_bps="100mbit")
    b = derive(limit=409600, min=30720, max=92160, avpkt=1024, burst=40, probability=0.05,
               bandwidth_bps=100_000_000)
    assert a == b


def test_tc_warnings_word_for_word():
    """What tc prints on stderr for its words: the 10Mbit fallback when bandwidth is left out,
    and a burst whose EWMA constant (Wlog) is 10 or more (iproute2 tc/q_red.c)."""
    assert derive(limit=400000, min=30000, max=90000, avpkt=1000, burst=55, bandwidth_bps=0).warnings == (
        "RED: set bandwidth to 10Mbit",)
    given = derive(limit=400000, min=30000, max=90000, avpkt=1000, burst=55, bandwidth_bps="10mbit")
    assert given.warnings == ()
    left_out = derive(limit=400000, min=30000, max=90000, avpkt=1000, burst=55, bandwidth_bps=0)
    assert dataclasses.replace(left_out, warnings=()) == given  # the same derivation, at 10Mbit
    p = derive(limit=4000000, min=300000, max=900000, avpkt=1000, burst=1000, bandwidth_bps="1gbit")
    assert p.wlog >= 10 and p.warnings == ("RED: WARNING. Burst 1000 seems to be too large.",)
