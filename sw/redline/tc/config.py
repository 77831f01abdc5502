"""Turn a redline configuration into register knobs (`redline.model.Knobs`).

A configuration comes from any of:

* **words**, one grammar for `redline replay`, `redline set`, the experiments and a TOML
  `[red]` table (`parse_words`): tc-red words exactly as after `tc qdisc add dev X root red`,
  `limit 400000 min 30000 max 90000 avpkt 1000 burst 55 probability 0.02 bandwidth 10mbit
  ecn [gentle] [harddrop] [nodrop] [adaptive]`, and redline's own words among them,
  `[packets] [rate R] [mode dt|red|ecn] [seed S] [stab_units us|tc]`, in any order, each at
  most once, with an optional leading `red`. Sizes take tc units (`400kb`, `1mb`; k = 1024),
  bandwidth and rate take tc rates (`10mbit`, `1gbit`, `125kbps`).
  wlog/plog/scell_log/stab/max_p are derived the way tc derives them (`redline.tc.derive`).
  `gentle` is a redline extension (Linux has no gentle mode). The same checks hold for every
  way in: `ecn` with a mode other than ecn, and `nodrop` without ECN (Linux: "nodrop requires
  ECN"), are refused.
* **a TOML file** with the same words under `[red]` (`limit = "400kb"`, `ecn = true`, ...)
  and/or raw register knobs under `[knobs]` (`min_th`, `max_th`, `wlog`, `stab` as a hex
  string or a list of 256 ints, `mode = "ecn"`, `rate = "10mbit"`, ...). Raw knobs override
  anything derived from `[red]`; tc words on the command line override `[red]` entries.
* **overrides** (options: replay's `--mode`, ...): `gentle`, `mode` (dt|red|ecn), `packets`
  (unit = packets), `rate`, `shaper_burst`, `seed`, `cycles_per_us`, `stab_units`. An option
  and a word for the same thing must agree.

`stab_units` chooses how the idle-decay table (stab, scell_log) is derived from the words:
`us` (default) in the microseconds redline indexes it with, so the average decays as RED
intends; `tc` bit for bit what tc sends a Linux kernel, which indexes it in microseconds
too but built it in 64 ns ticks, so it decays ~15.6x slower. Use `tc` to compare with a real
Linux box (`redline.tc` explains the arithmetic). In TOML it is `stab_units` under `[red]`.

Two names clash and are kept apart:

* tc's `burst` is in *packets* and only serves to derive wlog; the register knob `burst` is
  the shaper's token bucket in *bytes* (default 3000). On the command line the knob is
  `--shaper-burst BYTES`; in TOML it is `burst` under `[knobs]`.
* tc's `bandwidth` is the bottleneck rate that tc uses to derive the idle-decay table. Since
  on redline the bottleneck *is* the shaper, the shaper `rate` knob defaults to the
  bandwidth word when it is given; without it (and without `--rate`), the shaper is off
  (rate 0 = unshaped). `--rate 0` switches the shaper off explicitly.

Packet mode (`packets`): limit/min/max count packets; avpkt stays the average packet size in
bytes. Thresholds, defaults, wlog and plog are derived with avpkt = 1 packet (tc's formulas
only use min/avpkt, so wlog equals that of the byte configuration min·avpkt), and the idle
decay table (stab, scell_log) from the transmission time of avpkt bytes at the bandwidth,
exactly as in byte mode.

Every error is a `ValueError` whose one-line message names the offending word or key.
"""
from __future__ import annotations

import dataclasses
import math
import tomllib
from pathlib import Path
from typing import Any, Iterable

from redline.spec.regs import ENUMS, KNOB_KINDS, KNOBS

MODES = dict(ENUMS["mode"])  # Spec.scala, through the generated regs.py
MODE_NAMES = {v: k for k, v in MODES.items()}
UNITS = dict(ENUMS["unit"])
UNIT_NAMES = {v: k for k, v in UNITS.items()}
DEFAULT_SHAPER_BURST = KNOBS["burst"][1]  # the register resets (Spec.knobs)
DEFAULT_SEED = KNOBS["seed"][1]
DEFAULT_CYCLES_PER_US = KNOBS["cycles_per_us"][1]
DEFAULT_AVPKT = 1000

# tc-red words: those taking a value, and flags.
VALUE_WORDS = ("limit", "min", "max", "avpkt", "burst", "probability", "bandwidth")
# The flag knobs (Spec's kind "flag", register order) are tc words of their own names; `ecn`
# selects mode ecn.
FLAG_KNOBS = tuple(n for n, kind in KNOB_KINDS.items() if kind == "flag")
FLAG_WORDS = ("ecn",) + FLAG_KNOBS
# redline's own words, in the same grammar as tc's (the command line's words and a TOML [red]
# table): the shaper's rate, the mode, packet mode, the seed and how Stab is derived.
OWN_VALUE_WORDS = ("rate", "mode", "seed", "stab_units")
OWN_FLAG_WORDS = ("packets",)
OWN_WORDS = OWN_VALUE_WORDS + OWN_FLAG_WORDS
# Every knob, the Stab table after scell_log (the register order otherwise).
KNOB_FIELDS = tuple(f for n in KNOBS for f in ((n, "stab") if n == "scell_log" else (n,)))
# Knobs that a raw [knobs] table must give when there is no [red] table to derive from.
RAW_REQUIRED = ("limit", "min_th", "max_th", "wlog")


def _tc():
    from redline import tc  # imported late: tests may swap in a fake

    return tc


def _model():
    from redline import model

    return model


# ----------------------------------------------------------------------------------------
# tc words
# ----------------------------------------------------------------------------------------
def parse_words(words: Iterable[str]) -> tuple[dict[str, Any], dict[str, Any]]:
    """The one word grammar of `replay`, `set` and the experiments: an optional leading `red`,
    then tc's red words and redline's own (OWN_WORDS), in any order, each at most once.
    Returns ({tc word: value string or True}, {own word: value string or True}); checks the
    word names and that each value word has a value, not the values themselves."""
    red: dict[str, Any] = {}
    own: dict[str, Any] = {}
    it = list(words)
    i = 1 if it and it[0] == "red" else 0
    value_words = VALUE_WORDS + OWN_VALUE_WORDS
    flag_words = FLAG_WORDS + OWN_FLAG_WORDS
    while i < len(it):
        w = it[i]
        into = own if w in OWN_WORDS else red
        if w in into:
            raise ValueError(f"word '{w}' given twice")
        if w in flag_words:
            into[w] = True
            i += 1
        elif w in value_words:
            if i + 1 >= len(it):
                raise ValueError(f"word '{w}' needs a value")
            v = it[i + 1]
            if v in value_words or v in flag_words and w != "mode":   # `mode ecn`: ecn is its value
                raise ValueError(f"word '{w}' needs a value, got the word '{v}'")
            into[w] = v
            i += 2
        else:
            hint = " (the shaper bucket is --shaper-burst)" if w.startswith("shaper") else ""
            raise ValueError(f"unknown tc-red word '{w}'{hint}")
    return red, own


def _size(word: str, value: Any, packets: bool) -> int:
    """A tc size (bytes, with units) or, in packet mode, a plain packet count."""
    if isinstance(value, bool):
        raise ValueError(f"bad value {value!r} for '{word}'")
    if isinstance(value, int):
        n = value
    elif isinstance(value, float) and value.is_integer():
        n = int(value)
    else:
        s = str(value).strip()
        if packets:
            if not s.isdigit():
                raise ValueError(f"bad packet count '{s}' for '{word}' (packet mode takes plain counts)")
            n = int(s)
        else:
            try:
                n = int(_tc().parse_size(s))
            except ValueError:
                raise ValueError(f"bad size '{s}' for '{word}'") from None
    if n < 0:
        raise ValueError(f"bad value '{value}' for '{word}' (negative)")
    return n


def _rate(word: str, value: Any) -> int:
    """A tc rate in bit/s ('10mbit', '1gbit', '125kbps', plain number = bit/s)."""
    if isinstance(value, bool):
        raise ValueError(f"bad rate {value!r} for '{word}'")
    if isinstance(value, (int, float)):
        if value < 0 or (isinstance(value, float) and not math.isfinite(value)):
            raise ValueError(f"bad rate '{value}' for '{word}'")
        return int(value)
    s = str(value).strip()
    if s == "0":
        return 0
    try:
        r = int(_tc().parse_rate(s))
    except ValueError:
        raise ValueError(f"bad rate '{s}' for '{word}'") from None
    if r < 0:
        raise ValueError(f"bad rate '{s}' for '{word}'")
    return r


def _float(word: str, value: Any) -> float:
    if isinstance(value, bool):
        raise ValueError(f"bad value {value!r} for '{word}'")
    try:
        f = float(value)
    except (TypeError, ValueError):
        raise ValueError(f"bad value '{value}' for '{word}'") from None
    if not math.isfinite(f):
        raise ValueError(f"bad value '{value}' for '{word}'")
    return f


def derive_from_red(red: dict[str, Any], packets: bool = False,
                    stab_units: str = "us") -> tuple[dict[str, Any], int | None, tuple[str, ...]]:
    """tc-red words (parsed, or from a TOML [red] table) → (knob dict, bandwidth bit/s or None,
    the warnings tc prints for them, word for word).

    The knob dict holds min_th, max_th, limit, max_p, wlog, plog, scell_log, stab, mode,
    gentle, harddrop, nodrop, adaptive. ``stab_units`` is "us" or "tc" (module docstring).
    """
    for k in red:
        if k not in VALUE_WORDS and k not in FLAG_WORDS:
            raise ValueError(f"unknown tc-red word '{k}'")
    _check_stab_units(stab_units)
    if "limit" not in red:
        raise ValueError("tc-red word 'limit' is required")
    limit = _size("limit", red["limit"], packets)
    mn = _size("min", red["min"], packets) if "min" in red else None
    mx = _size("max", red["max"], packets) if "max" in red else None
    avpkt = _size("avpkt", red.get("avpkt", DEFAULT_AVPKT), False)
    if avpkt == 0:
        raise ValueError("bad value '0' for 'avpkt'")
    burst = None
    if "burst" in red:
        b = red["burst"]
        if isinstance(b, bool) or not (isinstance(b, int) or str(b).strip().isdigit()):
            raise ValueError(f"bad packet count '{b}' for 'burst' (tc burst is in packets)")
        burst = int(b)
    prob = _float("probability", red.get("probability", 0.02))
    if not 0 < prob <= 1:
        raise ValueError(f"bad value '{red.get('probability')}' for 'probability' (need 0 < p <= 1)")
    bandwidth = _rate("bandwidth", red["bandwidth"]) if "bandwidth" in red else None
    if bandwidth == 0:
        raise ValueError("bad rate '0' for 'bandwidth'")
    bw_for_derive = bandwidth if bandwidth is not None else 10_000_000  # tc's default
    flags = {}
    for f in FLAG_WORDS:
        v = red.get(f, False)
        if not isinstance(v, bool):
            raise ValueError(f"bad value '{v}' for '{f}' (true or false)")
        flags[f] = v
    tc = _tc()
    try:
        if packets:
            # thresholds, wlog, plog and max_p in packet units (avpkt = 1 packet) ...
            p = tc.derive(limit=limit, min=mn, max=mx, avpkt=1, burst=burst,
                          probability=prob, bandwidth_bps=bandwidth or 0)
            # ... and the idle-decay table from the real packet size, as in byte mode
            rate_bytes = bw_for_derive // 8
            if rate_bytes == 0:
                raise ValueError(f"bandwidth: {bw_for_derive} bit/s is too small")
            scell_log, stab = tc.idle_damping(p.wlog, avpkt, rate_bytes, stab_units)
        else:
            p = tc.derive(limit=limit, min=mn, max=mx, avpkt=avpkt, burst=burst,
                          probability=prob, bandwidth_bps=bandwidth or 0, stab_units=stab_units)
            stab, scell_log = p.stab, p.scell_log
    except ValueError as e:
        raise ValueError(f"tc-red parameters: {e}") from None
    knobs = dict(
        min_th=int(p.min_th), max_th=int(p.max_th), limit=int(p.limit), max_p=int(p.max_p),
        wlog=int(p.wlog), plog=int(p.plog), scell_log=int(scell_log), stab=bytes(stab),
        mode=MODES["ecn"] if flags["ecn"] else MODES["red"],
        **{f: int(flags[f]) for f in FLAG_KNOBS},
    )
    return knobs, bandwidth, p.warnings


# ----------------------------------------------------------------------------------------
# raw knobs
# ----------------------------------------------------------------------------------------
def _raw_value(key: str, value: Any) -> Any:
    if key not in KNOB_FIELDS:
        raise ValueError(f"unknown knob '{key}'")
    if key == "stab":
        if isinstance(value, str):
            try:
                b = bytes.fromhex(value)
            except ValueError:
                raise ValueError("bad value for 'stab' (need 512 hex digits)") from None
        elif isinstance(value, list) and all(isinstance(x, int) and not isinstance(x, bool) for x in value):
            if any(not 0 <= x < 256 for x in value):
                raise ValueError("bad value for 'stab' (entries must be 0..255)")
            b = bytes(value)
        else:
            raise ValueError("bad value for 'stab' (hex string or list of 256 ints)")
        if len(b) != 256:
            raise ValueError(f"bad value for 'stab' ({len(b)} entries, need 256)")
        return b
    # The rest by their kind (Spec.scala, generated into regs.py).
    kind = KNOB_KINDS[key]
    if kind == "enum" and isinstance(value, str):
        labels = ENUMS[key]
        if value not in labels:
            names = list(labels)
            raise ValueError(f"bad {key} '{value}' ({', '.join(names[:-1])} or {names[-1]})")
        return labels[value]
    if kind == "rate":
        return _rate(key, value)
    if kind in ("amount", "bytes") and isinstance(value, str):
        return _size(key, value, False)
    if isinstance(value, bool):
        if kind == "flag":
            return int(value)
        raise ValueError(f"bad value {value!r} for '{key}'")
    if not isinstance(value, int):
        raise ValueError(f"bad value '{value}' for '{key}' (need an integer)")
    if value < 0:
        raise ValueError(f"bad value '{value}' for '{key}' (negative)")
    return value


def load_toml(path: str | Path) -> tuple[dict[str, Any], dict[str, Any]]:
    """Read a TOML config; return ([red] table, [knobs] table as knob values)."""
    try:
        with open(path, "rb") as f:
            doc = tomllib.load(f)
    except OSError as e:
        raise ValueError(f"cannot read config {path}: {e.strerror or e}") from None
    except tomllib.TOMLDecodeError as e:
        raise ValueError(f"bad TOML in {path}: {e}") from None
    for k in doc:
        if k not in ("red", "knobs"):
            raise ValueError(f"unknown table '{k}' in {path} (use [red] or [knobs])")
    red = doc.get("red", {})
    raw = doc.get("knobs", {})
    if not isinstance(red, dict) or not isinstance(raw, dict):
        raise ValueError(f"'red' and 'knobs' in {path} must be tables")
    for k in red:
        if k not in VALUE_WORDS and k not in FLAG_WORDS and k not in OWN_WORDS:
            raise ValueError(f"unknown tc-red word '{k}' in [red] of {path}")
    return dict(red), {k: _raw_value(k, v) for k, v in raw.items()}


# ----------------------------------------------------------------------------------------
# the whole thing
# ----------------------------------------------------------------------------------------
def _check_stab_units(v: Any) -> str:
    if v not in ("us", "tc"):
        raise ValueError(f"bad value '{v}' for 'stab_units' (us or tc)")
    return v


@dataclasses.dataclass
class Config:
    knobs: Any  # redline.model.Knobs
    red: dict[str, Any]  # the tc-red words used (merged TOML + command line)
    bandwidth: int | None  # tc bandwidth word in bit/s, if given
    stab_units: str = "us"  # how stab/scell_log were derived from the words
    warnings: tuple[str, ...] = ()  # what tc prints on stderr for these words (tc.RedParams.warnings)


def build(
    words: Iterable[str] = (),
    config: str | Path | None = None,
    *,
    gentle: bool = False,
    mode: str | None = None,
    packets: bool = False,
    rate: str | int | None = None,
    shaper_burst: str | int | None = None,
    seed: int | None = None,
    cycles_per_us: int | None = None,
    stab_units: str | None = None,
    validate: bool = True,
) -> Config:
    """Build knobs from tc words, a TOML file and overrides (see the module docstring)."""
    red: dict[str, Any] = {}
    raw: dict[str, Any] = {}
    if config is not None:
        red, raw = load_toml(config)
    own = {k: red.pop(k) for k in OWN_WORDS if k in red}   # a [red] table's own words...
    word_red, word_own = parse_words(words)
    # The command line's words and options over the file's; an option (replay's --mode, an
    # experiment's mode=...) and a word of the command line for the same thing must agree.
    gave = dict(mode=mode, rate=rate, seed=seed, stab_units=stab_units)
    for k, opt in gave.items():
        if opt is None:
            continue
        if k in word_own:
            word = word_own[k]
            if (_rate(k, opt) != _rate(k, word)) if k == "rate" else str(opt) != str(word):
                raise ValueError(f"'{k} {word}' contradicts the option's {k} {opt}")
        own[k] = opt
    red.update(word_red)
    own.update(word_own)
    mode = own.get("mode", mode)
    packets = bool(packets or own.get("packets"))
    rate = own.get("rate", rate)
    if "seed" in own:
        s = own["seed"]
        if isinstance(s, int) and not isinstance(s, bool):
            seed = s
        elif isinstance(s, str) and s.isdigit():
            seed = int(s)
        else:
            raise ValueError(f"bad value '{s}' for 'seed' (0..2^32-1)")
    units = _check_stab_units(own.get("stab_units", stab_units) or "us")
    if not red and not raw:
        raise ValueError("no configuration: give tc-red words (limit ... ) or --config FILE")
    if mode is not None and mode not in MODES:
        raise ValueError(f"bad mode '{mode}' (dt, red or ecn)")
    # The contradictions tc and Linux refuse, here once for every way in.
    if red.get("ecn") and mode not in (None, "ecn"):
        raise ValueError(f"'ecn' contradicts 'mode {mode}'")
    if red.get("nodrop") and not red.get("ecn") and mode != "ecn":
        # Linux's red_check_flags: "nodrop requires ECN"
        raise ValueError("'nodrop' needs 'ecn' (it keeps non-ECT packets that ECN mode would drop)")

    # The register resets (Spec.knobs), but mode red: tc-red words configure RED.
    knobs: dict[str, Any] = {name: reset for name, (_width, reset) in KNOBS.items()}
    knobs.update(stab=bytes(256), mode=MODES["red"])
    bandwidth, warnings = None, ()
    if red:
        derived, bandwidth, warnings = derive_from_red(red, packets=packets or raw.get("unit") == 1,
                                                       stab_units=units)
        knobs.update(derived)
        if bandwidth is not None:
            knobs["rate"] = bandwidth
    else:
        missing = [k for k in RAW_REQUIRED if k not in raw]
        if missing:
            raise ValueError(f"[knobs] needs '{missing[0]}' (or give tc-red words)")
    knobs.update(raw)

    if packets:
        knobs["unit"] = UNITS["packets"]
    if gentle:
        knobs["gentle"] = 1
    if mode is not None:
        knobs["mode"] = MODES[mode]
    if rate is not None:
        knobs["rate"] = _rate("--rate", rate)
    if shaper_burst is not None:
        knobs["burst"] = _size("--shaper-burst", shaper_burst, False)
    if seed is not None:
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**32:
            raise ValueError(f"bad value '{seed}' for 'seed' (0..2^32-1)")
        knobs["seed"] = seed
    if cycles_per_us is not None:
        knobs["cycles_per_us"] = cycles_per_us

    k = _model().Knobs(**knobs)
    if validate:
        err = _model().validate(k)
        if err:
            raise ValueError(f"invalid configuration: {err}")
    return Config(knobs=k, red=red, bandwidth=bandwidth, stab_units=units, warnings=warnings)


def knobs_to_dict(k: Any) -> dict[str, Any]:
    """A JSON-able dict of the knobs (stab as a hex string, other values as integers)."""
    d = {}
    for f in KNOB_FIELDS:
        v = getattr(k, f)
        d[f] = bytes(v).hex() if f == "stab" else int(v)
    return d
