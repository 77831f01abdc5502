"""The bit-exact, cycle-exact reference model of ``redline_tm`` (docs/semantics.md).

This is an independent implementation of docs/semantics.md sections 1-10; the trace tests
compare it with the RTL packet by packet (decision, output bytes, departure cycle).

It is event driven: it never loops over idle cycles. Per frame it advances the egress to the
frame's decision cycle (closed form when ``m_axis_tready`` is always 1, beat-level stepping
only while the egress is actually moving beats when a ``ready`` callable is given), checks the
frame's beat writes against the buffer in closed form (beat by beat only when the buffer is
nearly full), and decides. Idle periods, the shaper's token waits and the µs clock are
computed in closed form.

Places where the spec left a choice are marked ``SPEC?`` in comments.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Callable

from redline.spec.regs import (DECISION_LATENCY, DEFAULT_BUF_KIB, ENUMS, FIELDS, KNOB_VALID, KNOBS, MAX_FRAME_LEN,
                               OUT_FIFO_DEPTH, STAB_ENTRY_BELOW, STAB_REFUSAL, TM_VARIANTS, Knobs)
from redline.model.rng import XorShift32

__all__ = ["Knobs", "validate", "refusal_code", "RATE_LIMIT", "Frame", "Decision", "TM", "ParseResult", "parse", "ce_mark", "csum_set_ce",
           "reciprocal_value", "reciprocal_divide", "idle_decay", "Derived", "derived",
           "shaper_tokens", "shaper_allows",
           "COUNTER_KEYS", "ONE_PERCENT", "MAX_P_MAX", "ADAPT_PERIOD_US", "ADAPT_LATENCY",
           "OUT_FIFO_DEPTH", "MAX_FRAME_LEN", "MAX_COUNTED_LEN", "DECISION_LATENCY", "TM_VARIANTS", "latency_of"]

M32 = (1 << 32) - 1
M64 = (1 << 64) - 1

MODE_DT, MODE_RED, MODE_ECN = (ENUMS["mode"][m] for m in ("dt", "red", "ecn"))
ONE_PERCENT = 42949673            # Linux RED_ONE_PERCENT = DIV_ROUND_CLOSEST(2^32, 100)
MAX_P_MAX = 50 * ONE_PERCENT      # Linux MAX_P_MAX; SPEC? "50%" read as 50 * (1% = 42949673)
ADAPT_PERIOD_US = 500000
#: Cycles from an adaptive tick to the cycle in which its result is applied; the register map
#: publishes the RTL's value (ConfigEngine.adaptLatency), so model and RTL share one number.
ADAPT_LATENCY = FIELDS["adapt_latency"].reset
# From the register map too (TmConfig's defaults): DEFAULT_BUF_KIB, the product build's buffer;
# MAX_FRAME_LEN, the longest length the TM carries (a longer frame is bad, and its decision
# length, dec_len, is this; semantics §1); OUT_FIFO_DEPTH, the egress output FIFO in beats;
# DECISION_LATENCY, the product build's L in d = e + L (§3). TM_VARIANTS: every generated TM's
# width, buffer, L and qcount width, by the suffix of its module name.

#: bytes_in adds a frame's true length, counted in 32 bits: exact up to here, saturated above.
MAX_COUNTED_LEN = M32

COUNTER_KEYS = ("pkts_in", "bytes_in", "pkts_out", "bytes_out", "prob_mark", "forced_mark",
                "prob_drop", "forced_drop", "pdrop", "bad", "backlog", "qlen",
                "peak_backlog", "peak_qlen", "overrun", "buf_full")


# ------------------------------------------------------------------------------------------
# configuration: a knob set is regs.Knobs, generated from the spec (Spec.scala), each knob
# defaulting to its register reset
# ------------------------------------------------------------------------------------------
#: register field widths (hw Knobs bundle); values outside them cannot be written
_FIELD_BITS = {name: width for name, (width, _reset) in KNOBS.items()}  # register order


def _fls(x: int) -> int:
    return x.bit_length()


def _shaper_inc(rate: int, cycles_per_us: int) -> int:
    return (rate << 21) // (cycles_per_us * 1_000_000)


RATE_LIMIT = KNOB_VALID["rate"][1]  # the engine divides rate << 21 in 64 bits (Spec.Valid)


def _refusal(k: Knobs) -> tuple[str | None, str] | None:
    """The first rule the knob set breaks (semantics §6), in the engine's order: the STATUS.err_code
    label it sets (Spec.scala; None for what the registers cannot even hold) and a short reason."""
    for name, bits in _FIELD_BITS.items():
        v = getattr(k, name)
        if not isinstance(v, int) or not 0 <= v < (1 << bits):
            return None, f"{name} out of range"
    if len(k.stab) != 256:
        return None, "stab must have 256 entries"
    inc = _shaper_inc(k.rate, k.cycles_per_us) if k.rate > 0 and k.cycles_per_us >= 1 else None

    def outside(name: str) -> tuple[bool, str | None]:
        """A knob against its own valid values (Spec.Valid): broken, and the refusal's text."""
        lo, below, low_text, high_text = KNOB_VALID[name]
        v = getattr(k, name)
        return (True, low_text) if v < lo else (True, high_text) if v >= below else (False, None)

    rules = (
        ("min_th", (_fls(k.min_th) + k.wlog >= 32, "fls(min_th)+wlog >= 32")),
        ("max_th", (_fls(k.max_th) + k.wlog >= 32, "fls(max_th)+wlog >= 32")),
        ("max_th<min_th", (k.max_th < k.min_th, "max_th < min_th")),
        ("scell_log", outside("scell_log")),
        ("stab", (any(s >= STAB_ENTRY_BELOW for s in k.stab), STAB_REFUSAL)),
        ("mode", outside("mode")),
        ("cycles_per_us", outside("cycles_per_us")),
        ("rate", outside("rate")),
        ("rate", (inc is not None and inc < 1, "rate too low for cycles_per_us (token increment 0)")),
        ("rate", (inc is not None and inc >= 1 << 32, "rate too high for cycles_per_us (token increment >= 2^32)")),
    )
    for label, (broken, why) in rules:
        if broken:
            return label, why
    return None


def validate(k: Knobs) -> str | None:
    """None when the knob set is valid (semantics §6), else a short reason."""
    r = _refusal(k)
    return r[1] if r else None


def refusal_code(k: Knobs) -> int:
    """The STATUS.err_code the engine gives this knob set at a commit: 0 when it is applied.
    ValueError for a value its register cannot hold (no commit can carry it)."""
    r = _refusal(k)
    if r is None:
        return ENUMS["err_code"]["none"]
    if r[0] is None:
        raise ValueError(r[1])
    return ENUMS["err_code"][r[0]]


def gentle_step_of(max_p_delta: int, delta: int, max_th: int) -> int:
    """gentle_step for this max_p_delta (a commit's, or an adaptive update's): the slope of q above
    max_th, (q_one - delta) << 16 over max_th, q_one = 2^32 / max_p_delta."""
    q_one = M32 // max_p_delta
    # max_th 0 divides by 1, as the engine does: with it 2 * max_th is 0 and no qavg is in the band
    return ((max(q_one, delta) - delta) << 16) // max(max_th, 1)


@dataclass
class Derived:
    """The active configuration: the knobs plus what red_set_parms derives at commit.
    max_P / max_p_delta / gentle_step change under the adaptive algorithm."""
    k: Knobs
    qth_min: int
    qth_max: int
    delta: int
    max_P: int
    max_p_delta: int
    scell_max: int
    target_min: int
    target_max: int
    gentle_step: int
    inc: int
    cap: int
    shaped: bool


def derived(k: Knobs) -> Derived:
    """Semantics §3 'Derived at commit' (and the shaper's §8 constants)."""
    delta = max(k.max_th - k.min_th, 1)
    max_P = k.max_p if k.max_p else ((M32 >> k.plog) * delta) & M32
    mpd = max(max_P // delta, 1)
    return Derived(
        k=k, qth_min=k.min_th << k.wlog, qth_max=k.max_th << k.wlog, delta=delta,
        max_P=max_P, max_p_delta=mpd, scell_max=255 << k.scell_log,
        target_min=k.min_th + 2 * (delta // 5), target_max=k.min_th + 3 * (delta // 5),
        gentle_step=gentle_step_of(mpd, delta, k.max_th) if k.gentle else 0,
        inc=_shaper_inc(k.rate, k.cycles_per_us), cap=k.burst << 24, shaped=k.rate > 0)


# ------------------------------------------------------------------------------------------
# pure helpers
# ------------------------------------------------------------------------------------------
@dataclass
class ParseResult:
    l3: int | None            # offset after the last EtherType (None for a runt < 14 bytes)
    kind: str | None          # 'ipv4' | 'ipv6' | None (not ECN-capable)
    ecn: int                  # 0 unless kind is set


_TAGS = (0x8100, 0x88A8)


def parse(data: bytes) -> ParseResult:
    """Semantics §2."""
    n = len(data)
    if n < 14:
        return ParseResult(None, None, 0)
    et = (data[12] << 8) | data[13]
    l3 = 14
    for _ in range(2):
        if et not in _TAGS:
            break
        l3 += 4
        if n < l3:
            return ParseResult(l3, None, 0)
        et = (data[l3 - 2] << 8) | data[l3 - 1]
    if et in _TAGS:           # a third tag
        return ParseResult(l3, None, 0)
    if et == 0x0800:
        if n >= l3 + 20 and data[l3] >> 4 == 4 and data[l3] & 15 >= 5:
            return ParseResult(l3, "ipv4", data[l3 + 1] & 3)
    elif et == 0x86DD:
        if n >= l3 + 40 and data[l3] >> 4 == 6:
            return ParseResult(l3, "ipv6", (data[l3 + 1] >> 4) & 3)
    return ParseResult(l3, None, 0)


def csum_set_ce(check: int, ecn: int) -> int:
    """The IPv4 header checksum after ECT -> CE, as Linux's IP_ECN_set_ce writes it:
    csum16_add(check, ~(m' - m)), one 16-bit add with its end-around carry. ECT(1) (01 -> 11)
    raises the ToS word by 2, ECT(0) (10 -> 11) by 1. Where the sum is all ones this gives
    0xFFFF; RFC 1624 eqn 3 would give 0x0000, which is not Linux's bytes."""
    add = 0xFFFD if ecn == 1 else 0xFFFE
    s = check + add
    return (s & 0xFFFF) + (s >> 16)


def ce_mark(data: bytes) -> tuple[bytes, bool]:
    """Linux INET_ECN_set_ce as the spec words it: (new bytes, can_carry_ce).
    IPv4: ECN := 11 and the header checksum (l3+10..11) is updated as Linux does it
    (csum_set_ce). IPv6: byte l3+1 bits 5:4 := 11.
    An already-CE packet is returned unchanged (and can carry CE)."""
    pr = parse(data)
    if pr.kind is None or pr.ecn == 0:
        return bytes(data), False
    if pr.ecn == 3:
        return bytes(data), True
    b = bytearray(data)
    l3 = pr.l3
    if pr.kind == "ipv4":
        b[l3 + 1] |= 3
        hc2 = csum_set_ce((b[l3 + 10] << 8) | b[l3 + 11], pr.ecn)
        b[l3 + 10] = hc2 >> 8
        b[l3 + 11] = hc2 & 0xFF
    else:
        b[l3 + 1] |= 0x30
    return bytes(b), True


@dataclass(frozen=True)
class Reciprocal:
    m: int
    sh1: int
    sh2: int


def reciprocal_value(d: int) -> Reciprocal:
    """Linux lib/reciprocal_div.c reciprocal_value() (since 3.15), for 1 <= d < 2^32."""
    if not 1 <= d <= M32:
        raise ValueError("reciprocal_value: d must be in 1..2^32-1")
    l = _fls(d - 1)
    m = ((1 << 32) * ((1 << l) - d)) // d + 1
    return Reciprocal(m & M32, min(l, 1), max(l - 1, 0))


def reciprocal_divide(a: int, R: Reciprocal) -> int:
    """Linux reciprocal_divide(): equals a // d for every 32-bit a."""
    t = ((a * R.m) >> 32) & M32
    return ((t + (((a - t) & M32) >> R.sh1)) & M32) >> R.sh2


def idle_decay(qavg: int, t: int, scell_log: int, stab: bytes) -> int:
    """Linux red_calc_qavg_from_idle_time with t already clamped to scell_max (semantics §3)."""
    s = stab[(t >> scell_log) & 255]
    if s:
        return qavg >> s
    x = ((qavg * t) & M64) >> scell_log
    return qavg - x if x < (qavg >> 1) else qavg >> 1


# ------------------------------------------------------------------------------------------
# the RED decision of one frame (semantics §3), in pieces the block tests share
# ------------------------------------------------------------------------------------------
def busy_qavg(qavg: int, bl: int, wlog: int) -> int:
    """red_calc_qavg_no_idle_time. qavg is a 64-bit register, like the kernel's unsigned long:
    it wraps mod 2^64."""
    return (qavg + bl - (qavg >> wlog)) & M64


@dataclass
class RedState:
    """What red_action keeps across frames (TM keeps the same three attributes)."""
    qcount: int = -1
    qR: int = 0
    rng: XorShift32 = field(default_factory=XorShift32)


def red_q(cfg: Derived, qavg: int) -> int:
    """The q of red.h's mark test q * qcount >= qR for a qavg in [qth_min, hi): the linear
    band's (qavg - qth_min) >> wlog, or in the gentle band (redline's extension)
    delta + ((qavg - qth_max) >> wlog) * gentle_step >> 16."""
    if qavg < cfg.qth_max:
        return (qavg - cfg.qth_min) >> cfg.k.wlog
    return cfg.delta + ((((qavg - cfg.qth_max) >> cfg.k.wlog) * cfg.gentle_step) >> 16)


def mark_test(q: int, qcount: int, qR: int) -> bool:
    """red.h's red_mark_probability test: the u64 product of q and the int qcount (sign-extended
    when negative) against qR."""
    return ((q * (qcount & M64)) & M64) >= qR


def red_outcome(s, cfg: Derived, qavg: int, count_bits: int = 32) -> str | None:
    """red_action on the average qavg: None (pass), 'prob' or 'forced'. Updates s.qcount, s.qR
    and draws from s.rng (a RedState, or a TM) as Linux does. qcount is Linux's int, of
    count_bits bits: the block tests narrow it, with the RTL's, to reach its sign change."""
    k = cfg.k
    hi = 2 * cfg.qth_max if k.gentle else cfg.qth_max
    if qavg < cfg.qth_min:
        s.qcount = -1
        return None
    if qavg >= hi:
        s.qcount = -1
        return "forced"
    q = red_q(cfg, qavg)
    qc = (s.qcount + 1) & ((1 << count_bits) - 1)
    s.qcount = qc - (1 << count_bits) if qc >> (count_bits - 1) else qc
    if qc == 0:
        s.qR = s.rng.next() // cfg.max_p_delta
    # Linux: u64 q * int qcount (sign-extended); qcount < 0 only after 2^(count_bits - 1) frames
    elif mark_test(q, s.qcount, s.qR):
        s.qcount = 0
        s.qR = s.rng.next() // cfg.max_p_delta
        return "prob"
    return None


def congestion_action(outcome: str, k: Knobs, can_ce: bool) -> str:
    """sch_red_enqueue's action on a RED outcome: 'drop', 'mark', or 'pass' for a frame that
    cannot carry CE under nodrop."""
    if k.mode == MODE_RED or outcome == "forced" and k.harddrop:
        return "drop"
    if can_ce:
        return "mark"
    return "pass" if k.nodrop else "drop"


def over_limit(k: Knobs, q_bytes: int, q_pkts: int, n: int) -> bool:
    """The tail check of a frame of n bytes that RED lets through."""
    return q_pkts + 1 > k.limit if k.unit else q_bytes + n > k.limit


def shaper_tokens(tokens: int, inc: int, cap: int, popped_len: int | None) -> int:
    """§8, one cycle of the token bucket (2^-24 byte units): the tokens after a cycle that began
    with ``tokens``, minus the length of a packet popped in it."""
    t = min(tokens + inc, cap)
    return t if popped_len is None else t - (popped_len << 24)


def shaper_allows(tokens: int, shaped: bool) -> bool:
    """§4/§8: a packet may start in a cycle whose tokens are not negative (always, unshaped)."""
    return not shaped or tokens >= 0


# ------------------------------------------------------------------------------------------
# frames and decisions
# ------------------------------------------------------------------------------------------
@dataclass
class Frame:
    data: bytes
    cycle: int
    bad: bool = False
    beat_cycles: list[int] | None = None
    # beats arrive on consecutive cycles starting at `cycle` unless beat_cycles is given


@dataclass
class Decision:
    index: int
    action: str                   # 'pass' | 'mark' | 'drop'
    reason: str | None            # 'prob' | 'forced' | 'tail' | 'bad' | 'overrun' | None
    qavg: int | None              # None for an overrun: it never reaches the engine (§3a)
    backlog: int | None
    len: int
    decision_cycle: int
    out: bytes | None = field(default=None, repr=False)
    departure_cycle: int | None = None    # None when dropped (or not departed yet)

    def log(self) -> dict:
        """The JSONL decision-log record."""
        return dict(index=self.index, action=self.action, reason=self.reason,
                    qavg=self.qavg, backlog=self.backlog)


class _Fr:
    # ws: each beat's write cycle when a beat waited in staging (§3a), else None (arrival + L)
    # held: a deferred decision (§3a, gentle_wait), made when it was taken and due at d:
    # (decision, beats written)
    __slots__ = ("index", "data", "len", "nb", "first", "beats", "d", "bad", "ws", "held")


class _Desc:
    __slots__ = ("vis", "len", "nb", "rec")

    def __init__(self, vis, ln, nb, rec):
        self.vis = vis
        self.len = ln
        self.nb = nb
        self.rec = rec


_INF = 1 << 62


# ------------------------------------------------------------------------------------------
# the traffic manager
# ------------------------------------------------------------------------------------------
def latency_of(width_bytes: int, buf_beats: int, count_bits: int = 32) -> int:
    """L (d = e + L) of the generated TM with this width, buffer and qcount width; the product
    build's where no generated TM has them (the model runs any width and buffer)."""
    for v in TM_VARIANTS.values():
        if (v["width_bytes"], v["buf_beats"], v["count_bits"]) == (width_bytes, buf_beats, count_bits):
            return v["decision_latency"]
    return DECISION_LATENCY


class TM:
    """One redline_tm. See the module docstring and docs/semantics.md.

    ``ready``: None (m_axis_tready always 1) or a callable(cycle) -> bool.
    The initial configuration is committed at ``apply_cycle`` (with every side effect of §6);
    frames decided before that see the reset configuration ``Knobs()``: the register resets,
    which the TM runs out of reset as if they had been committed (Spec.knobs).
    ``run`` may be called repeatedly with later frames; state carries over.
    ``count_bits`` narrows Linux's int qcount, as the TM builds with a narrow count do (their
    tests reach its sign change and wrap); the product TM has 32.
    ``decision_latency`` is L in d = e + L (§3): each beat is written at its arrival + L (§5).
    The product TMs have 2, the ECP5 ones 1. Left out, it is the L of the generated TM with this
    width, buffer and count (``TM_VARIANTS``), or the product's where none has them.
    ``engine_interval`` K > 1 is an engine that takes a frame at most every K cycles, so frames
    wait for their decisions (§3a); ``commit_wait``, ``adapt_wait`` and ``idle_wait`` are the
    cycles after a commit's apply, after an adaptive update's, and at the start of an idle
    period in which it takes none (§3a). ``gentle_wait`` is an engine that decides a counting
    frame in the gentle band that many cycles after it takes it, and with gentle on holds a
    commit's or adaptive update's apply out of every cycle it takes a frame in or such a frame
    waits (§3a). Any of them needs ``stage_beats`` (the write staging's depth) and ``pending_frames`` (how many frames may
    wait undecided). Without them no frame ever waits. ``input_hold``: the TM holds its input
    (``s_axis_tready`` low) while staging or the waiting frames could not take another beat, so
    nothing overruns, and a frame's ``cycle``/``beat_cycles`` are the cycles its beats are
    offered from (§3a); ``input_held`` counts the clocks a beat was offered and not taken.
    """

    def __init__(self, knobs: Knobs, width_bytes: int = 8, buf_beats: int = 2048,
                 ready: Callable[[int], bool] | None = None, apply_cycle: int = 0,
                 adapt_latency: int = ADAPT_LATENCY, count_bits: int = 32,
                 decision_latency: int | None = None, engine_interval: int = 1,
                 stage_beats: int | None = None, pending_frames: int | None = None,
                 commit_wait: int = 0, idle_wait: int = 0, adapt_wait: int = 0, gentle_wait: int = 0,
                 input_hold: bool = False):
        err = validate(knobs)
        if err:
            raise ValueError(f"invalid knobs: {err}")
        if width_bytes < 1 or buf_beats < 1:
            raise ValueError("width_bytes and buf_beats must be >= 1")
        if decision_latency is None:
            decision_latency = latency_of(width_bytes, buf_beats, count_bits)
        if decision_latency not in (1, 2):
            raise ValueError(f"decision_latency {decision_latency}: the TM builds have 1 or 2")
        self.L = decision_latency
        if engine_interval < 1 or min(commit_wait, idle_wait, adapt_wait, gentle_wait) < 0:
            raise ValueError(f"engine_interval {engine_interval}, commit_wait {commit_wait}, "
                             f"idle_wait {idle_wait}, adapt_wait {adapt_wait}, gentle_wait {gentle_wait}: the interval is "
                             f">= 1 and the waits >= 0")
        self.late = engine_interval > 1 or commit_wait > 0 or idle_wait > 0 or adapt_wait > 0 or gentle_wait > 0
        if self.late and not (stage_beats and stage_beats >= 1 and pending_frames and pending_frames >= 1):
            raise ValueError("an engine that waits needs stage_beats >= 1 and pending_frames >= 1")
        if not self.late and (stage_beats is not None or pending_frames is not None):
            raise ValueError("stage_beats and pending_frames are for an engine that waits "
                             "(engine_interval > 1, commit_wait, idle_wait, adapt_wait or gentle_wait)")
        if input_hold and not self.late:
            raise ValueError("input_hold is for an engine that waits: without waits no beat is ever held")
        self.K, self.S, self.Q = engine_interval, stage_beats, pending_frames
        self.hold = input_hold                 # §3a: s_axis_tready holds the source instead of overruns
        self.last_take = -_INF                 # the cycle the last beat was taken in
        self.unwritten: deque[int] = deque()   # write cycles of beats taken and not yet written
        self.input_held = 0                    # clocks a beat was offered and not taken
        self.commit_wait, self.idle_wait, self.adapt_wait = commit_wait, idle_wait, adapt_wait
        self.gentle_wait = gentle_wait
        self.takes: deque[int] = deque()        # recent cycles the engine took a frame in (§3a holds)
        self.deferred_to = -_INF               # a deferred frame waits in (taken, deferred_to]
        self.adapt_applied: int | None = None   # the last cycle an adaptive update was applied in
        self.W = width_bytes
        self.buf_beats = buf_beats
        self.ready = ready
        self.adapt_latency = adapt_latency
        self.count_bits = count_bits
        self.counters = {k: 0 for k in COUNTER_KEYS}
        self.in_egress = 0
        self.commit_cycle: int | None = None
        self.apply_cycles: list[int] = []      # every commit applied, in order (for tests)
        self.commit_errors: list[tuple[int, str]] = []
        # --- reset state (cycle 0) ---
        reset = Knobs()
        self.cfg = derived(reset)
        self.qavg = 0
        self.qcount = -1
        self.qR = 0
        self.rng = XorShift32(reset.seed)
        # idle: either set (idle_set, idle_start) or pending from cycle idle_from (§10)
        self.idle_set = False
        self.idle_start = 0
        self.idle_from = 0
        # µs clock segment: now_us(c) = seg_u + (c - seg_b) // seg_p for c >= seg_b
        self.seg_b, self.seg_u, self.seg_p = 0, 0, reset.cycles_per_us
        # shaper: tokens(tok_t) = tok_v, no pop in between
        self.tok_t, self.tok_v = 0, 0
        self.adapt_next: int | None = None
        self.adapt_pending: list[tuple[int, int, int, int]] = []
        # queue and egress
        self.queue: deque[_Desc] = deque()
        self.q_bytes = 0
        self.q_pkts = 0
        self.egress: deque[_Desc] = deque()   # popped, departure not yet counted
        self.last_dep: int | None = None
        self.eg_from = 0                       # egress events before this cycle are done
        self.reader_free = 0                   # fast egress: first cycle the reader is free
        self.fifo: deque = deque()             # stepped egress state
        self.inflight = None
        self.reader = None
        # buffer
        self.total_written = 0
        self.total_released = 0
        self.read_s: list[int] = []
        self.read_e: list[int] = []
        self.total_reads = 0
        # inputs
        self.applies: list[tuple[int, Knobs]] = []
        self.pending: deque[_Fr] = deque()
        self.overruns: deque[_Fr] = deque()    # frames that never reach the engine (§3a)
        self.unscheduled: deque[_Fr] = deque() # §3a: scheduled once the frame before is decided
        self.idle_start_cycle: int | None = None   # idle(c) rose here, not by an apply
        # the write and decision schedule of the frames added so far (§3a)
        self.last_d = -_INF                    # decision cycle of the last frame admitted
        self.last_w = -_INF                    # write cycle of its last beat
        self.staged: deque[tuple[int, int]] = deque()   # (write cycle, frame) of waiting beats
        self.undecided: deque[int] = deque()   # decision cycles of admitted frames
        # why frames overran: Q frames were waiting, or staging was full (for tests' coverage)
        self.overrun_causes = {"waiting": 0, "staging": 0}
        self.waits = {"commit": 0, "adapt": 0, "idle": 0}  # frames the engine made wait (tests' coverage)
        self.deferrals = 0                     # gentle-band decisions deferred (tests' coverage)
        self.holds = {"commit": 0, "adapt": 0} # applies held by gentle_wait's rule (tests' coverage)
        self.n_frames = 0
        self.last_beat = -1
        self.cycle = 0
        self._schedule_apply(knobs, apply_cycle)

    @classmethod
    def for_variant(cls, variant: str, knobs: Knobs, **kw) -> "TM":
        """The model of the generated TM ``redline_tm_<variant>``: its width, buffer, decision
        latency and qcount width from ``TM_VARIANTS``; other arguments as for ``TM``, and any of
        the variant's may be given instead (a study of another staging depth)."""
        if variant not in TM_VARIANTS:
            raise ValueError(f"no TM variant {variant!r}; there are {', '.join(TM_VARIANTS)}")
        return cls(knobs, **{**TM_VARIANTS[variant], **kw})

    # ----------------------------------------------------------------- public API
    def reconfigure(self, knobs: Knobs, apply_cycle: int) -> None:
        """Schedule a commit applied at ``apply_cycle`` (§6). An invalid set changes nothing
        (recorded in ``commit_errors`` when its cycle comes)."""
        if apply_cycle < self.cycle:
            raise ValueError(f"apply_cycle {apply_cycle} is in the past (now {self.cycle})")
        self._schedule_apply(knobs, apply_cycle)

    def run(self, frames: list[Frame], until: int | None = None) -> list[Decision]:
        """Simulate the frames. Without ``until`` the queue is drained after the last frame;
        with it, the state is that of cycle ``until`` (frames decided later stay pending)."""
        self._add_frames(frames)
        out: list[Decision] = []
        pend, applies, ovr = self.pending, self.applies, self.overruns
        while True:
            fd = pend[0].d if pend else _INF
            ak = applies[0][0] if applies else _INF
            od = max(ovr[0].d, self.cycle) if ovr else _INF
            if until is None and fd == _INF and ak == _INF and od == _INF:
                break
            af = self.adapt_next if self.adapt_next is not None else _INF
            ae = self.adapt_pending[0][0] if self.adapt_pending else _INF
            x = min(fd, ak, af, ae, od)
            if until is not None and x >= until:
                break
            # An overrun is counted when its last beat would be written. (Behind a waiting frame
            # it is found once that frame is decided, so with `until` its count may come late.)
            while ovr and ovr[0].d <= x:
                fr = ovr.popleft()
                self.counters["overrun"] += 1
                out.append(Decision(fr.index, "drop", "overrun", None, None, min(fr.len, MAX_FRAME_LEN), fr.d))
            if min(fd, ak, af, ae) > x:
                continue
            self._advance(x)
            if af == x:
                self._adapt_fire(x)
            self._adapt_effects(x)
            enq = False
            if fd == x and self.late and pend[0].held is None:
                t = self._take_from(x)
                if t > x:   # the engine waits: try again then, or after an apply (it ends an idle wait)
                    pend[0].d = fd = min(t, ak + 1)
            if fd == x:
                fr = pend.popleft()
                dec = self._complete(fr) if fr.held is not None else self._decide(fr)
                if dec is None:   # decided gentle_wait cycles from now (§3a)
                    pend.appendleft(fr)
                else:
                    out.append(dec)
                    enq = dec.out is not None
                    if self.late:
                        self.last_d = x
                        self.undecided.append(x)
                        self._schedule_next()
            self._advance(x + 1)
            if enq:
                c = self.counters
                if self.q_bytes > c["peak_backlog"]:
                    c["peak_backlog"] = self.q_bytes
                if self.q_pkts > c["peak_qlen"]:
                    c["peak_qlen"] = self.q_pkts
            if ak == x and self._apply_held(x):
                self.holds["commit"] += 1
                while applies and applies[0][0] == x:   # §3a: the apply waits a cycle
                    applies[0] = (x + 1, applies[0][1])
                    applies.sort(key=lambda a: a[0])
                ak = _INF
            if ak == x:
                kn = None
                # SPEC? several commits scheduled for one cycle: the last one wins
                while applies and applies[0][0] == x:
                    kn = applies.pop(0)[1]
                self._apply(x, kn)
            self.cycle = x + 1
        if until is None:
            end = self._drain()
            while True:   # adaptive updates after the traffic still change max_P
                af = self.adapt_next if self.adapt_next is not None else _INF
                ae = self.adapt_pending[0][0] if self.adapt_pending else _INF
                x = min(af, ae)
                if x >= end:
                    break
                if af == x:
                    self._adapt_fire(x)
                self._adapt_effects(x)
            self.cycle = max(self.cycle, end)
        else:
            self._advance(until)
            self.cycle = max(self.cycle, until)
        self._finalize()
        out.sort(key=lambda d: d.index)   # overruns are reported out of frame order
        return out

    def now_us(self, c: int) -> int:
        """now_us(c) for a cycle c in the current clock segment (after the last apply)."""
        return self.seg_u + (c - self.seg_b) // self.seg_p

    # ----------------------------------------------------------------- inputs
    def _schedule_apply(self, knobs: Knobs, cycle: int) -> None:
        self.applies.append((cycle, knobs))
        self.applies.sort(key=lambda a: a[0])   # stable: same-cycle commits keep their order

    def _add_frames(self, frames: list[Frame]) -> None:
        W = self.W
        for f in frames:
            fr = _Fr()
            fr.index = self.n_frames
            self.n_frames += 1
            data = bytes(f.data)
            n = len(data)
            if n == 0:
                raise ValueError(f"frame {fr.index}: empty")
            nb = (n + W - 1) // W
            if f.beat_cycles is None:
                first, last = f.cycle, f.cycle + nb - 1
                fr.beats = None
            else:
                bc = list(f.beat_cycles)
                if len(bc) != nb:
                    raise ValueError(f"frame {fr.index}: {len(bc)} beat cycles for {nb} beats")
                if any(b2 <= b1 for b1, b2 in zip(bc, bc[1:])):
                    raise ValueError(f"frame {fr.index}: beat cycles not increasing")
                first, last = bc[0], bc[-1]
                fr.beats = bc
            if first <= self.last_beat or first < 0:
                raise ValueError(f"frame {fr.index}: first beat at {first} overlaps the "
                                 f"previous frame (last beat {self.last_beat})")
            if last + self.L < self.cycle:
                raise ValueError(f"frame {fr.index}: its last beat reaches the buffer at "
                                 f"{last + self.L}, already simulated")
            self.last_beat = last
            fr.data, fr.len, fr.nb, fr.first, fr.bad = data, n, nb, first, bool(f.bad)
            fr.ws = None
            fr.held = None
            fr.d = last + self.L   # its last beat at the door: the decision, unless it waits (§3a)
            if self.late:
                self.unscheduled.append(fr)
            else:
                self.pending.append(fr)
        self._schedule_next()

    def _schedule_next(self) -> None:
        """§3a: schedule the next frames once every frame before them is decided: their writes
        follow that decision, and an overrun frame is set aside."""
        while self.unscheduled and not self.pending:
            fr = self.unscheduled.popleft()
            if self._schedule(fr):
                self.pending.append(fr)
            else:
                self.overruns.append(fr)   # reported at fr.d, its last beat's door cycle

    def _take_from(self, x: int) -> int:
        """§3a: the first cycle from x in which the engine may take a frame, as the events up to
        x say (the egress advanced to x): not in a commit's or an adaptive update's wait, nor in
        an idle period's first idle_wait cycles (an idle period an apply starts has none)."""
        k = self.commit_cycle
        if self.commit_wait and k is not None and k < x <= k + self.commit_wait:
            self.waits["commit"] += 1
            return k + self.commit_wait + 1
        a = self.adapt_applied
        if self.adapt_wait and a is not None and a < x <= a + self.adapt_wait:
            self.waits["adapt"] += 1
            return a + self.adapt_wait + 1
        if self.idle_wait and self._idle_at(x):
            b = self.idle_start_cycle
            if b is not None and x < b + self.idle_wait:
                self.waits["idle"] += 1
                return b + self.idle_wait
        return x

    def _schedule(self, fr: _Fr) -> bool:
        """§3a: each beat's write cycle and the frame's first possible decision cycle, or False
        when the frame overruns. Called once every earlier frame is decided."""
        L = self.L
        last_w = self._take(fr) if self.hold else None
        ss = [b + L for b in fr.beats] if fr.beats is not None else range(fr.first + L, fr.first + L + fr.nb)
        und = self.undecided
        if self.hold:   # _take drops only what its rule no longer needs, a few cycles before ss[0]
            waiting = sum(1 for d in und if d >= ss[0])
        else:
            while und and und[0] < ss[0]:
                und.popleft()
            waiting = len(und)
        if waiting >= self.Q:
            assert not self.hold, "a held input overran: the take rule let too many frames in"
            self.overrun_causes["waiting"] += 1
            return False
        staged = self.staged
        ws, w = [], self.last_w
        for s in ss:
            w = max(s, w + 1, self.last_d + 1)
            if w > s:
                while staged and staged[0][0] <= s:   # written by the end of cycle s
                    staged.popleft()
                if len(staged) >= self.S:
                    assert not self.hold, "a held input overran: the take rule let too many beats in"
                    while staged and staged[-1][1] == fr.index:   # its waiting beats go too
                        staged.pop()
                    self.overrun_causes["staging"] += 1
                    return False
                staged.append((w, fr.index))
            ws.append(w)
        self.last_w = w
        assert last_w is None or last_w == w, "the take rule's writes differ from the schedule's"
        if any(w != s for w, s in zip(ws, ss)):
            fr.ws = ws
        fr.d = max(w, self.last_d + self.K)   # waits may move it later (_take_from)
        return True

    def _take(self, fr: _Fr) -> int:
        """§3a, a held input: the cycle each beat of the frame is taken in, from the cycles it is
        offered from. A beat offered from o is taken in the first cycle c >= o after the previous
        take with tready(c): the beats taken and not yet written by the end of c - 1 (in the
        ingress stages or waiting in staging), plus this one, fit the S beats of staging; for a
        first beat, the frames taken by then and not decided by the end of c - 2, plus this
        one, fit Q. Called once every earlier frame is decided, so every earlier write and
        decision is known; this frame's own earlier beats' writes come from its last_d, as in
        _schedule. Returns its last beat's write cycle."""
        offers = fr.beats if fr.beats is not None else range(fr.first, fr.first + fr.nb)
        unw, und = self.unwritten, self.undecided
        takes, w = [], self.last_w
        for b, o in enumerate(offers):
            c = max(o, self.last_take + 1)
            while True:
                while unw and unw[0] <= c - 1:
                    unw.popleft()
                while und and und[0] <= c - 2:   # a decision counts from the clock after it
                    und.popleft()
                if len(unw) + 1 > self.S:
                    c = unw[0] + 1
                elif b == 0 and len(und) + 1 > self.Q:
                    c = und[0] + 2
                else:
                    break
            self.input_held += c - max(o, self.last_take + 1)
            self.last_take = c
            takes.append(c)
            # this beat's write, as _schedule will make it: it holds room until then
            w = max(c + self.L, w + 1, self.last_d + 1)
            unw.append(w)
        fr.beats, fr.first = takes, takes[0]
        fr.d = takes[-1] + self.L
        return w

    # ----------------------------------------------------------------- commit (§6)
    def _apply(self, x: int, k: Knobs) -> None:
        err = validate(k)
        if err:
            self.commit_errors.append((x, err))
            return
        now_x = self.now_us(x)
        # SPEC? the µs tick of cycle x itself still counts (now_us "keeps counting"); only
        # the sub-counter restarts: sub(x+1) = 0. (Unobservable in decisions: the commit
        # zeroes qavg, so an idle period that spans it decays 0; it does not move the
        # adaptive ticks either, which count from x + 1.)
        seg_u = self.seg_u + (x + 1 - self.seg_b) // self.seg_p
        self.cfg = derived(k)
        self.qavg = 0
        self.qcount = -1
        if self.q_pkts == 0:          # qlen(x+1): the egress has been advanced to x+1
            self.idle_set, self.idle_start = True, now_x
            self.idle_start_cycle = None  # started by the apply: no idle wait (§3a)
        else:
            self.idle_set, self.idle_from = False, x + 1
        self.seg_b, self.seg_u, self.seg_p = x + 1, seg_u, k.cycles_per_us
        self.tok_t, self.tok_v = x + 1, 0
        self.rng.seed(k.seed)
        # SPEC? an adaptive result still in its ADAPT_LATENCY window is discarded by a commit.
        self.adapt_pending = []
        if k.adaptive and k.mode in (MODE_RED, MODE_ECN):
            self.adapt_next = x + ADAPT_PERIOD_US * k.cycles_per_us
        else:
            self.adapt_next = None
        self.commit_cycle = x
        self.apply_cycles.append(x)

    # ----------------------------------------------------------------- adaptive (§6)
    def _adapt_fire(self, a: int) -> None:
        # The tick is the cycle of the n*500000-th microsecond tick after the apply,
        # a = apply + n*500000*cycles_per_us, reading qavg(a)/idle(a); the result is applied in
        # cycle a + ADAPT_LATENCY, so decisions from a + ADAPT_LATENCY + 1 on use it.
        cfg = self.cfg
        k = cfg.k
        qavg = self.qavg
        if self._idle_at(a):
            t = min(self.now_us(a) - self.idle_start, cfg.scell_max)
            qavg = idle_decay(qavg, t, k.scell_log, k.stab)
        q = qavg >> k.wlog
        mp = cfg.max_P
        if q > cfg.target_max and mp <= MAX_P_MAX:
            mp += min(ONE_PERCENT, mp // 4)
        elif q < cfg.target_min and mp >= ONE_PERCENT:
            mp = (mp // 10) * 9
        # DIV_ROUND_CLOSEST on u32: the sum wraps at 32 bits as in the kernel.
        mpd = max(((mp + cfg.delta // 2) & 0xFFFFFFFF) // cfg.delta, 1)
        gs = gentle_step_of(mpd, cfg.delta, k.max_th) if k.gentle else 0
        self.adapt_pending.append((a + self.adapt_latency + 1, mp, mpd, gs))
        self.adapt_next = a + ADAPT_PERIOD_US * self.seg_p

    def _adapt_effects(self, x: int) -> None:
        p = self.adapt_pending
        while p and p[0][0] <= x:
            if self._apply_held(p[0][0] - 1):   # §3a: applied a cycle later
                self.holds["adapt"] += 1
                p[0] = (p[0][0] + 1,) + p[0][1:]
                continue
            e, self.cfg.max_P, self.cfg.max_p_delta, self.cfg.gentle_step = p.pop(0)
            self.adapt_applied = e - 1   # the RTL's adaptApply cycle: decisions from e use it

    # ----------------------------------------------------------------- idle (§10)
    def _quiet_from(self) -> int | None:
        """First cycle from which the queue is empty and no packet is in the egress, given no
        new enqueue; None when that is not known yet (something still queued or moving)."""
        if self.queue or self.reader is not None or self.fifo or self.inflight is not None:
            return None
        if self.ready is not None and self.egress and self.egress[-1].rec.departure_cycle is None:
            return None
        # SPEC? a packet whose tlast is handed over at cycle D is "in the egress" during D,
        # so the earliest idle start is D + 1 (idle(D + 2) = 1, idle_start = now_us(D + 1)).
        return -1 if self.last_dep is None else self.last_dep + 1

    def _idle_at(self, x: int) -> bool:
        """idle(x); materializes a pending idle start.

        SPEC? §10 says "if no decision happens at c"; bad frames "change no RED state
        (qavg, qcount, idle)", so only RED decisions count: a bad frame's decision cycle
        neither clears idle nor delays its start."""
        if self.idle_set:
            return True
        qf = self._quiet_from()
        if qf is None:
            return False
        c = max(self.idle_from, qf)
        if c <= x - 1:
            self.idle_set = True
            self.idle_start = self.now_us(c)
            self.idle_start_cycle = c + 1
            return True
        return False

    # ----------------------------------------------------------------- buffer (§5)
    def _log_reads(self, s: int, e: int) -> None:
        if self.read_e and self.read_e[-1] == s - 1:
            self.read_e[-1] = e
        else:
            self.read_s.append(s)
            self.read_e.append(e)
        self.total_reads += e - s + 1

    def _reads_before(self, w: int) -> int:
        total = self.total_reads
        rs, re_ = self.read_s, self.read_e
        i = len(re_) - 1
        while i >= 0 and re_[i] >= w:
            s = rs[i]
            total -= re_[i] - (s if s > w else w) + 1
            i -= 1
        return total

    def _write_frame(self, fr: _Fr) -> tuple[int, bool]:
        """Beats of the frame written to the buffer, and whether one was lost."""
        nb, B = fr.nb, self.buf_beats
        ws = fr.ws
        first_w = fr.first + self.L if ws is None else ws[0]
        r0 = self._reads_before(first_w)
        u0 = self.total_written - self.total_released - r0
        if u0 + nb - 1 < B:
            written, lost = nb, False
        else:
            written, lost = 0, False
            for k in range(nb):
                if ws is not None:
                    w = ws[k]
                else:
                    w = first_w + k if fr.beats is None else fr.beats[k] + self.L
                if u0 + k - (self._reads_before(w) - r0) < B:
                    written += 1
                else:
                    lost = True
                    break
        self.total_written += written
        return written, lost

    # ----------------------------------------------------------------- decision (§3)
    def _apply_held(self, y: int) -> bool:
        """§3a, an engine with gentle_wait and gentle on: no apply in a cycle it takes a frame in,
        nor while a deferred frame waits for its decision (the cycles after its take, to its
        decision's)."""
        if not self.gentle_wait or not self.cfg.k.gentle:
            return False
        return y in self.takes or self.deferred_to - self.gentle_wait < y <= self.deferred_to

    def _complete(self, fr: _Fr) -> Decision:
        """A deferred decision, due now (§3a): the frame is enqueued or dropped now."""
        rec, written = fr.held
        if rec.out is None:
            self.total_released += written
            return rec
        self.queue.append(_Desc(rec.decision_cycle + 1, rec.len, fr.nb, rec))
        self.q_bytes += rec.len
        self.q_pkts += 1
        return rec

    def _decide(self, fr: _Fr) -> Decision | None:
        """The decision of the frame taken now, or None when it is deferred (§3a, gentle_wait):
        made now, from the queue as it stands, and due gentle_wait cycles from now in fr.held."""
        x = fr.d
        takes = self.takes
        while takes and takes[0] < x - 2:   # §3a's holds look a cycle or two back
            takes.popleft()
        takes.append(x)
        written, lost = self._write_frame(fr)
        cfg = self.cfg
        k = cfg.k
        c = self.counters
        n = min(fr.len, MAX_FRAME_LEN)
        c["pkts_in"] += 1
        c["bytes_in"] += min(fr.len, MAX_COUNTED_LEN)
        bl = self.q_pkts if k.unit else self.q_bytes
        if fr.bad or n < 14 or fr.len > MAX_FRAME_LEN:
            c["bad"] += 1
            self.total_released += written
            # SPEC? dec_qavg of a bad frame is the qavg register as it stands (no update,
            # no idle decay).
            return Decision(fr.index, "drop", "bad", self.qavg, bl, n, x, None, None)
        # average
        if self._idle_at(x):
            t = min(self.now_us(x) - self.idle_start, cfg.scell_max)
            self.qavg = qavg = idle_decay(self.qavg, t, k.scell_log, k.stab)
        else:
            self.qavg = qavg = busy_qavg(self.qavg, bl, k.wlog)
        self.idle_set = False
        self.idle_from = x + 1
        # §3a: a counting frame in the gentle band, decided gentle_wait cycles from now; its
        # qavg, outcome and tail check are those of now, and no idle period starts meanwhile.
        defer = (self.gentle_wait and k.gentle and k.mode != MODE_DT and self.qcount != -1
                 and cfg.qth_max <= qavg < 2 * cfg.qth_max)
        d = x
        if defer:
            d = self.deferred_to = x + self.gentle_wait
            self.idle_from = d + 1
            self.deferrals += 1
        # region and mark decision
        outcome = red_outcome(self, cfg, qavg, self.count_bits) if k.mode != MODE_DT else None
        # action
        out = fr.data
        action, reason = "pass", None
        if outcome is not None:
            marked, can = ce_mark(fr.data) if k.mode == MODE_ECN else (None, False)
            action = congestion_action(outcome, k, can)
            if action == "mark":
                out = marked
            reason = outcome
            if action == "drop":
                c["prob_drop" if outcome == "prob" else "forced_drop"] += 1
            elif action == "mark":
                c["prob_mark" if outcome == "prob" else "forced_mark"] += 1
            else:
                reason = None   # nodrop: enqueued unchanged, logged as a pass
        if action != "drop":
            # over the limit is tc's pdrop; under it, a lost beat is the buffer's own drop
            if over_limit(k, self.q_bytes, self.q_pkts, n):
                c["pdrop"] += 1
                action, reason = "drop", "tail"
            elif lost:
                c["buf_full"] += 1
                action, reason = "drop", "full"
        if action == "drop":
            rec = Decision(fr.index, "drop", reason, qavg, bl, n, d, None, None)
            if defer:
                fr.held, fr.d = (rec, written), d
                return None
            self.total_released += written
            return rec
        rec = Decision(fr.index, action, reason, qavg, bl, n, d, out, None)
        if defer:
            fr.held, fr.d = (rec, written), d
            return None
        self.queue.append(_Desc(x + 1, n, fr.nb, rec))
        self.q_bytes += n
        self.q_pkts += 1
        return rec

    # ----------------------------------------------------------------- egress (§4, §8)
    def _tok_ready(self, p: int) -> int:
        """First cycle >= p with tokens >= 0 (no pop in between); p >= tok_t."""
        v = self.tok_v
        inc = self.cfg.inc
        if v + (p - self.tok_t) * inc >= 0:
            return p
        return self.tok_t + (-v + inc - 1) // inc

    def _pop(self, d: _Desc, p: int) -> None:
        cfg = self.cfg
        if cfg.shaped:
            # the cycles tok_t .. p-1 in closed form (tokens never exceed cap), then cycle p
            t = min(self.tok_v + (p - self.tok_t) * cfg.inc, cfg.cap)
            self.tok_v = shaper_tokens(t, cfg.inc, cfg.cap, d.len)
            self.tok_t = p + 1
        self.q_bytes -= d.len
        self.q_pkts -= 1
        self.egress.append(d)

    def _advance(self, t: int, drain: bool = False) -> None:
        """Process every egress event at cycles < t."""
        if self.ready is None:
            self._advance_fast(t)
        else:
            self._advance_step(t, drain)

    def _advance_fast(self, t: int) -> None:
        # m_axis_tready always 1: the output FIFO never fills (count + in flight <= 2), so a
        # packet popped at p reads at p..p+nb-1 and its beat k leaves at p+2+k. The next pop is
        # at p+nb at the earliest (see the SPEC? note on the pop condition in _advance_step).
        q = self.queue
        cfg = self.cfg
        while q:
            d = q[0]
            p = d.vis
            if self.reader_free > p:
                p = self.reader_free
            if self.eg_from > p:
                p = self.eg_from
            if cfg.shaped:
                p = self._tok_ready(p)
            if p >= t:
                break
            q.popleft()
            self._pop(d, p)
            nb = d.nb
            self.reader_free = p + nb
            self._log_reads(p, p + nb - 1)
            self.last_dep = d.rec.departure_cycle = p + nb + 1
        if t < _INF and t > self.eg_from:
            self.eg_from = t

    def _advance_step(self, t: int, drain: bool) -> None:
        q, fifo, ready = self.queue, self.fifo, self.ready
        cfg = self.cfg
        c = self.eg_from
        while c < t:
            if self.reader is None and not fifo and self.inflight is None:
                if not q:
                    if not drain:
                        c = t
                    break
                p = max(c, q[0].vis)
                if cfg.shaped:
                    p = self._tok_ready(p)
                if p >= t:
                    c = t
                    break
                c = p
            room = len(fifo) + (self.inflight is not None) < OUT_FIFO_DEPTH
            if fifo and ready(c):
                d, last = fifo.popleft()
                if last:
                    self.last_dep = d.rec.departure_cycle = c
            rd = None
            if self.reader is not None:
                if room:
                    d, i = self.reader
                    rd = (d, i == d.nb - 1)
                    self.reader = (d, i + 1) if i + 1 < d.nb else None
            # SPEC? "the previous packet's last read is issued at c or earlier": read as
            # "before c" (the pop's own first read is at c and there is one read port).
            elif q and room and q[0].vis <= c and (
                    not cfg.shaped or self.tok_v + (c - self.tok_t) * cfg.inc >= 0):
                d = q.popleft()
                self._pop(d, c)
                rd = (d, d.nb == 1)
                self.reader = (d, 1) if d.nb > 1 else None
            if rd is not None:
                self._log_reads(c, c)
            if self.inflight is not None:
                fifo.append(self.inflight)
            self.inflight = rd
            c += 1
        if c > self.eg_from:
            self.eg_from = c

    def _drain(self) -> int:
        """Run the egress until empty; return the first cycle after the last departure."""
        self._advance(_INF, drain=True)
        end = self.cycle
        if self.last_dep is not None:
            end = max(end, self.last_dep + 1)
        self.eg_from = max(self.eg_from, end)
        return end

    def _finalize(self) -> None:
        c = self.counters
        eg = self.egress
        while eg and eg[0].rec.departure_cycle is not None and eg[0].rec.departure_cycle < self.cycle:
            d = eg.popleft()
            c["pkts_out"] += 1
            c["bytes_out"] += d.len
        self.in_egress = len(eg)
        c["backlog"] = self.q_bytes
        c["qlen"] = self.q_pkts
