"""tc-red parameter derivation, exactly as iproute2 does it.

This mirrors iproute2 ``tc/q_red.c`` (defaults), ``tc/tc_red.c`` (``tc_red_eval_ewma``,
``tc_red_eval_P``, ``tc_red_eval_idle_damping``), ``tc/tc_core.c`` (``tc_calc_xmittime``)
and ``lib/utils_math.c`` (``get_size``, ``get_rate``), including their floating-point
computations: Python floats are C doubles and ``math.log``/``math.pow`` are the platform
libm, so the order of operations and the integer casts below reproduce tc bit for bit.

Time units of the idle-damping table (Stab / Scell_log): ``stab_units``
-----------------------------------------------------------------------
tc computes ``xmit_time`` with ``tc_calc_xmittime`` in *scheduler ticks*: on every current
kernel ``/proc/net/psched`` reads ``000003e8 00000040 000f4240 ...`` so
``tick_in_usec = 1000/64 = 15.625`` (one tick = 64 ns), and modern iproute2 rounds the tick
count up (``ceil``). The kernel, however, indexes Stab with the idle time in *microseconds*
(``red_calc_qavg_from_idle_time``), so Linux's own table decays ~15.6x too slowly.

* ``stab_units="us"`` (default): Stab and Scell_log for the redline hardware, which indexes
  Stab with microseconds. ``xmit_time`` is the exact transmission time of ``avpkt`` bytes in µs
  (``1e6 * avpkt / rate``, a double, not rounded to a whole tick), and entries saturate at 31
  (tc's own cast to a byte wraps past 255, which breaks monotonicity at Scell_log 0).
* ``stab_units="tc"``: what ``tc qdisc add ... red`` sends to the kernel, bit for bit (64 ns
  ticks, rounded up, byte wrap included). A redline set up this way decays the average over
  idle time exactly as a Linux box does, slowness included: use it to compare with Linux.

Worked example (``min 30000 max 90000 avpkt 1000 probability 0.02 bandwidth 10gbit``):
burst 50, Wlog 5, Plog 22, max_P 85899345, max_p_delta 1431; Scell_log is 5 in tc's 64 ns
ticks (xmit_time = ceil(0.8 µs * 15.625) = 13 ticks) and 1 in microseconds.

``probability 1``: tc computes ``max_P = probability * pow(2, 32)`` and stores it in a u32;
2^32 does not fit and on x86-64 becomes 0, which the kernel's ``red_set_parms`` reads as
"derive from Plog": ``max_P = (~0U >> Plog) * delta`` in u32 arithmetic. ``derive`` returns that
0 too, and the hardware and the model derive max_P from Plog exactly as the kernel does.
Probabilities outside (0, 1] are rejected.

Every error is a ``ValueError`` whose message starts with the offending tc word
(``limit``, ``min``, ``max``, ``avpkt``, ``burst``, ``probability``, ``bandwidth``).
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

__all__ = ["RedParams", "derive", "parse_size", "parse_rate", "tc_calc_xmittime",
           "tc_red_eval_ewma", "tc_red_eval_P", "tc_red_eval_idle_damping", "idle_damping",
           "STAB_UNITS", "TIME_UNITS_PER_SEC", "TC_TICK_IN_USEC", "BANDWIDTH_WARNING"]

U32 = 0xFFFFFFFF
#: How the idle-damping table is derived (see the module docstring).
STAB_UNITS = ("us", "tc")
TIME_UNITS_PER_SEC = 1000000          # tc_core.h
#: tc_core_init() on a kernel with PSCHED_SHIFT 6: t2us = NSEC_PER_USEC = 1000,
#: us2t = PSCHED_TICKS2NS(1) = 64, clock_res = 1000000 -> clock_factor 1, tick_in_usec 15.625.
TC_TICK_IN_USEC = 1000.0 / 64 * (1000000 / TIME_UNITS_PER_SEC)


def _c_int(x: int) -> int:
    """Wrap to a C int (32-bit two's complement)."""
    x &= U32
    return x - (1 << 32) if x & 0x80000000 else x


def _c_double_to_u8(v: float) -> int:
    """(__u8) of a double as gcc emits it on x86-64: cvttsd2si to a 32-bit int (INT_MIN when
    out of range or not finite), then the low byte. Only absurd inputs get out of range."""
    if not math.isfinite(v) or v >= 2.0 ** 31 or v <= -(2.0 ** 31) - 1:
        t = -(1 << 31)
    else:
        t = int(v)  # truncation toward zero
    return t & 0xFF


# --------------------------------------------------------------------------------------
# parsing (lib/utils_math.c)
# --------------------------------------------------------------------------------------
_STRTOD = re.compile(
    r"\s*([+-]?(?:0[xX](?:[0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)(?:[pP][+-]?\d+)?"
    r"|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?"
    r"|[iI][nN][fF](?:[iI][nN][iI][tT][yY])?|[nN][aA][nN]))")


def _strtod(s: str) -> tuple[float, str] | None:
    """C strtod: the number at the start of s and the rest, or None when nothing parses."""
    m = _STRTOD.match(s)
    if not m:
        return None
    num = m.group(1)
    body = num.lstrip("+-")
    if body[:2].lower() == "0x":
        v = float.fromhex(num)
    else:
        v = float(num)
    return v, s[m.end():]


# get_size suffixes: note the C integer constants (kbit = 1024/8 = 128 bytes!).
_SIZE_SUFFIX = {
    "kb": 1024, "k": 1024,
    "gb": 1024 * 1024 * 1024, "g": 1024 * 1024 * 1024,
    "gbit": 1024 * 1024 * 1024 // 8,
    "mb": 1024 * 1024, "m": 1024 * 1024,
    "mbit": 1024 * 1024 // 8,
    "kbit": 1024 // 8,
    "b": 1,
}


def parse_size(word: str | int, name: str = "size") -> int:
    """tc's get_size(): bytes as a u32. Suffixes are binary and case-insensitive:
    ``b``; ``k``/``kb`` = 1024; ``m``/``mb`` = 1024^2; ``g``/``gb`` = 1024^3; and tc's odd
    ``kbit`` = 128, ``mbit`` = 131072, ``gbit`` = 134217728 bytes. ``"400kb"`` is 409600.
    Fractions are truncated as tc does (``"1.5kb"`` = 1536)."""
    if isinstance(word, int) and not isinstance(word, bool):
        if not 0 <= word <= U32:
            raise ValueError(f"{name}: {word} is not a u32 size")
        return word
    s = str(word)
    r = _strtod(s)
    if r is None:
        raise ValueError(f"{name}: illegal size {s!r}")
    sz, rest = r
    if rest:
        scale = _SIZE_SUFFIX.get(rest.lower())
        if scale is None:
            raise ValueError(f"{name}: illegal size {s!r} (unknown unit {rest!r})")
        sz *= scale
    # *size = sz (u64); fail if it overflowed or does not fit a u32
    if not math.isfinite(sz) or sz < 0 or sz >= 2.0 ** 64:
        raise ValueError(f"{name}: illegal size {s!r}")
    size = int(sz)
    if size > U32:
        raise ValueError(f"{name}: {s!r} does not fit 32 bits")
    return size


# get_rate suffixes (bits per second), matched case-insensitively with strcasecmp
_RATE_SUFFIX = [
    ("bit", 1.), ("Kibit", 1024.), ("kbit", 1000.), ("mibit", 1024. * 1024.),
    ("mbit", 1000000.), ("gibit", 1024. * 1024. * 1024.), ("gbit", 1000000000.),
    ("tibit", 1024. * 1024. * 1024. * 1024.), ("tbit", 1000000000000.),
    ("Bps", 8.), ("KiBps", 8. * 1024.), ("KBps", 8000.), ("MiBps", 8. * 1024 * 1024),
    ("MBps", 8000000.), ("GiBps", 8. * 1024. * 1024. * 1024.), ("GBps", 8000000000.),
    ("TiBps", 8. * 1024. * 1024. * 1024. * 1024.), ("TBps", 8000000000000.),
]


def parse_rate(word: str | int, name: str = "rate") -> int:
    """tc's get_rate() conventions, returned in **bit/s** (an int, truncated): no suffix or
    ``bit`` = bit/s; decimal ``kbit``/``mbit``/``gbit``/``tbit`` (1000^n); binary
    ``kibit``/``mibit``/...; byte rates ``Bps``, ``KBps`` (8000), ``KiBps`` ... Suffixes are
    case-insensitive. ``"1.5mbit"`` = 1500000. (tc itself keeps bytes/s = floor(bits/8);
    floor(floor(x)/8) == floor(x/8), so nothing is lost.)"""
    if isinstance(word, (int, float)) and not isinstance(word, bool):
        if not (math.isfinite(word) and 0 <= word < 2 ** 64):
            raise ValueError(f"{name}: {word} is not a rate")
        return int(word)
    s = str(word)
    r = _strtod(s)
    if r is None:
        raise ValueError(f"{name}: illegal rate {s!r}")
    bps, rest = r
    if rest:
        for suf, scale in _RATE_SUFFIX:
            if suf.lower() == rest.lower():
                bps *= scale
                break
        else:
            raise ValueError(f"{name}: illegal rate {s!r} (unknown unit {rest!r})")
    if not math.isfinite(bps) or bps < 0 or bps >= 2.0 ** 64:
        raise ValueError(f"{name}: illegal rate {s!r}")
    return int(bps)


# --------------------------------------------------------------------------------------
# tc_core.c / tc_red.c
# --------------------------------------------------------------------------------------
def tc_calc_xmittime(rate: int, size: int, tick_in_usec: float = TC_TICK_IN_USEC) -> int:
    """Modern iproute2: ``ceil(tc_core_time2tick(TIME_UNITS_PER_SEC*((double)size/(double)rate)))``
    clamped to UINT_MAX; ``rate`` in bytes/s, result in ticks."""
    val = math.ceil((TIME_UNITS_PER_SEC * (float(size) / float(rate))) * tick_in_usec)
    return U32 if val > U32 else int(val)


def tc_red_eval_P(qmin: int, qmax: int, prob: float) -> int:
    """Plog = log(prob/(qmax - qmin)); -1 on failure."""
    i = _c_int(qmax - qmin)
    if i <= 0:
        return -1
    prob /= i
    for i in range(32):
        if prob > 1.0:
            break
        prob *= 2
    else:
        return -1
    return i


def tc_red_eval_ewma(qmin: int, burst: int, avpkt: int) -> int:
    """First Wlog with burst + 1 - qmin/avpkt <= (1-(1-W)^burst)/W; -1 if none;
    -2 when burst is too small (tc's 'burst %u is too small' case)."""
    W = 0.5
    a = float(burst) + 1 - float(qmin) / avpkt
    if a < 1.0:
        return -2
    for wlog in range(1, 32):
        if a <= (1 - math.pow(1 - W, burst)) / W:
            return wlog
        W /= 2
    return -1


def tc_red_eval_idle_damping(wlog: int, avpkt: int, bps: int, sbuf: bytearray,
                             xmit_time: float | None = None, saturate: bool = False) -> int:
    """Fill the 256-entry Stab, return Scell_log (-1 on failure). ``bps`` is bytes/s.
    ``xmit_time`` overrides ``tc_calc_xmittime(bps, avpkt)`` (for the µs variant).
    tc casts each entry to a byte before capping it at 31, so an entry past 255 wraps to a
    small number (only possible at Scell_log 0); ``saturate`` caps it at 31 instead."""
    if xmit_time is None:
        xmit_time = float(tc_calc_xmittime(bps, avpkt))
    one_w = _c_int(1 << wlog)
    lW = -math.log(1.0 - 1.0 / one_w) / xmit_time
    maxtime = 31 / lW
    for clog in range(32):
        if maxtime / (1 << clog) < 512:
            break
    else:
        return -1
    sbuf[0] = 0
    for i in range(1, 255):
        x = _c_int(i << clog) * lW
        v = 31 if saturate and x >= 31 else _c_double_to_u8(x)
        sbuf[i] = 31 if v > 31 else v
    sbuf[255] = 31
    return clog


def idle_damping(wlog: int, avpkt: int, rate: int, stab_units: str = "us") -> tuple[int, bytes]:
    """(Scell_log, Stab) for avpkt bytes at ``rate`` bytes/s, in ``stab_units`` (see the module
    docstring). The one place every caller (tc words, packet mode, experiments) derives them."""
    if stab_units not in STAB_UNITS:
        raise ValueError(f"stab_units: {stab_units!r} is neither 'us' nor 'tc'")
    sbuf = bytearray(256)
    if stab_units == "tc":
        scell_log = tc_red_eval_idle_damping(wlog, avpkt, rate, sbuf)
    else:
        xmit_us = TIME_UNITS_PER_SEC * (float(avpkt) / float(rate))
        scell_log = tc_red_eval_idle_damping(wlog, avpkt, rate, sbuf, xmit_time=xmit_us,
                                             saturate=True)
    if scell_log < 0:
        raise ValueError("bandwidth: no idle damping table (Scell_log) found")
    if stab_units == "us" and scell_log >= 24:
        raise ValueError(f"bandwidth: too slow for avpkt {avpkt} (Scell_log {scell_log} >= 24, "
                         "which redline rejects)")
    return scell_log, bytes(sbuf)


# --------------------------------------------------------------------------------------
# q_red.c
# --------------------------------------------------------------------------------------
@dataclass
class RedParams:
    """What tc sends to the kernel (tc_red_qopt + Stab + max_P), in redline knob names."""
    limit: int
    min_th: int
    max_th: int
    wlog: int
    plog: int
    scell_log: int
    stab: bytes = field(repr=False)
    max_p: int
    burst: int = 0          # the (possibly derived) burst, in packets
    avpkt: int = 0
    stab_units: str = "us"
    warnings: tuple[str, ...] = ()   # what tc prints on stderr for these words, word for word

    @property
    def delta(self) -> int:
        return max(self.max_th - self.min_th, 1)

    @property
    def max_p_delta(self) -> int:
        """Linux red_set_parms: max(max_P / delta, 1), max_P 0 meaning (~0U >> Plog) * delta."""
        max_p = self.max_p or ((U32 >> self.plog) * self.delta) & U32
        return max(max_p // self.delta, 1)

    def knobs(self) -> dict:
        """The redline knob fields this sets (names as in model.Knobs / registers)."""
        return dict(limit=self.limit, min_th=self.min_th, max_th=self.max_th,
                    max_p=self.max_p, wlog=self.wlog, plog=self.plog,
                    scell_log=self.scell_log, stab=bytes(self.stab))


def _fls(x: int) -> int:
    return x.bit_length()


# tc's words when the bandwidth is left out: it derives the idle damping for 10 Mbit/s.
BANDWIDTH_WARNING = "RED: set bandwidth to 10Mbit"


def derive(limit, min=None, max=None, avpkt=1000, burst=None, probability=0.02,
           bandwidth_bps=10_000_000, *, stab_units: str = "us", ecn=False, harddrop=False,
           nodrop=False, adaptive=False, gentle=False) -> RedParams:
    """tc qdisc ... red limit L [min A] [max B] avpkt P [burst N] [probability p]
    [bandwidth R]. Sizes may be ints (bytes) or tc size words (``"400kb"``); bandwidth is
    bit/s or a tc rate word (``"10gbit"``). Flags (ecn, harddrop, nodrop, adaptive, gentle)
    do not change the derived values and are accepted only for call-site symmetry.
    A ``None`` or 0 min/max/burst means "not given", as in tc."""
    if stab_units not in STAB_UNITS:
        raise ValueError(f"stab_units: {stab_units!r} is neither 'us' nor 'tc'")
    limit = parse_size(limit, "limit") if limit is not None else 0
    qmin = parse_size(min, "min") if min is not None else 0
    qmax = parse_size(max, "max") if max is not None else 0
    avpkt = parse_size(avpkt, "avpkt") if avpkt is not None else 0
    if burst is None:
        burst = 0
    elif isinstance(burst, str):
        try:
            burst = int(burst, 0)
        except ValueError:
            raise ValueError(f"burst: illegal value {burst!r}") from None
    if not 0 <= burst <= U32:
        raise ValueError(f"burst: {burst} is not a u32")
    if isinstance(probability, str):
        try:
            probability = float(probability)
        except ValueError:
            raise ValueError(f"probability: illegal value {probability!r}") from None
    probability = float(probability)
    if not (probability > 0.0 and probability <= 1.0):
        raise ValueError(f"probability: {probability!r} is not in (0, 1]")
    bits = parse_rate(bandwidth_bps, "bandwidth") if bandwidth_bps is not None else 0

    if not limit:
        raise ValueError("limit: required parameter missing or 0")
    if not avpkt:
        raise ValueError("avpkt: required parameter missing or 0")
    # Sally Floyd's defaults, in tc's u32 arithmetic
    if not qmax:
        qmax = (qmin * 3) & U32 if qmin else limit // 4
    if not qmin:
        qmin = qmax // 3
    if not burst:
        den = (3 * avpkt) & U32
        if den == 0:
            raise ValueError(f"avpkt: {avpkt} is too large")
        burst = ((2 * qmin + qmax) & U32) // den
    rate = bits // 8                      # get_rate: bytes per second, u32
    if rate > U32:
        raise ValueError(f"bandwidth: {bits} bit/s does not fit tc's 32-bit byte rate")
    warnings = []
    if not rate:
        rate = 10_000_000 // 8
        warnings.append(BANDWIDTH_WARNING)

    if qmax < qmin:
        raise ValueError(f"min: {qmin} is above max {qmax}")
    wlog = tc_red_eval_ewma(qmin, burst, avpkt)
    if wlog == -2:
        raise ValueError(f"burst: {burst} is too small, try burst {1 + qmin // avpkt}")
    if wlog < 0:
        raise ValueError(f"burst: no EWMA constant (Wlog) found for burst {burst}")
    if wlog >= 10:
        warnings.append(f"RED: WARNING. Burst {burst} seems to be too large.")
    plog = tc_red_eval_P(qmin, qmax, probability)
    if plog < 0:
        if qmax == qmin:
            raise ValueError(f"max: {qmax} must be above min {qmin}")
        raise ValueError(f"probability: no Plog found for {probability!r} over "
                         f"max-min = {qmax - qmin}")
    scell_log, stab = idle_damping(wlog, avpkt, rate, stab_units)
    # tc stores probability * 2^32 in a u32: x86-64 converts through a 64-bit integer, so
    # probability 1 gives 2^32 mod 2^32 = 0, which the kernel reads as "derive from Plog".
    max_p = int(probability * math.pow(2, 32)) & U32

    # the kernel's red_check_params
    if _fls(qmin) + wlog >= 32:
        raise ValueError(f"min: {qmin} too large for Wlog {wlog} (fls(min)+Wlog must be < 32)")
    if _fls(qmax) + wlog >= 32:
        raise ValueError(f"max: {qmax} too large for Wlog {wlog} (fls(max)+Wlog must be < 32)")
    return RedParams(limit=limit, min_th=qmin, max_th=qmax, wlog=wlog, plog=plog,
                     scell_log=scell_log, stab=stab, max_p=max_p, burst=burst,
                     avpkt=avpkt, stab_units=stab_units, warnings=tuple(warnings))
