"""Knob-level view of the generated register map (regs.py).

A knob is a register field, or a 64-bit `_lo`/`_hi` pair, or the 256-byte `stab` table. Names
are the register field names, which are also the sysfs, CLI, model and JSON names.
"""
from __future__ import annotations

import dataclasses

from redline.spec.regs import APP, ENUMS, ERR_CODES, FIELDS, KNOBS, REGS, VALUES32, VALUES64, Knobs

KNOB_NAMES = tuple(KNOBS)  # register order, as the driver's REDLINE_FOREACH_KNOB
STATUS64 = VALUES64
STATUS32 = VALUES32
#: APP_ID of the Corundum app block; the driver binds to mqnic.app_<APP_ID as %08x>
APP_ID = APP["APP_ID"]
COUNTERS = tuple(n for n in VALUES64 if n not in ("qavg", "cycle", "commit_cycle"))
#: Status read as fields of their own registers, under their field names (the driver's sysfs
#: files too): the commit counts and the last refusal, and the build's width and buffer (PARAMS).
STATUS_FIELDS = ("commits", "refused", "err_code", "data_bytes", "buf_log2")


def knob_dict(knobs: Knobs | dict | None = None, **over) -> dict:
    """A knob set as encode_knobs takes it: knobs (the register resets, Knobs(), if not given),
    with the knobs in over replaced."""
    base = dict(knobs) if isinstance(knobs, dict) else dataclasses.asdict(knobs if knobs is not None else Knobs())
    return base | over


def _put(words: dict[int, int], field: str, value: int) -> None:
    f = FIELDS[field]
    if value < 0 or value >> f.width:
        raise ValueError(f"{field}={value} does not fit {f.width} bits")
    words[f.addr] = words.get(f.addr, 0) | (value << f.lsb)


def encode_knobs(knobs: dict) -> dict[int, int]:
    """Register words (address -> 32-bit value) that hold every knob. All knob registers are
    fully owned by knobs, so whole words are written and no read-modify-write is needed."""
    words: dict[int, int] = {}
    for name in KNOB_NAMES:
        v = int(knobs[name])
        if name == "rate":
            if v >> 64:
                raise ValueError(f"rate={v} does not fit 64 bits")
            _put(words, "rate_lo", v & 0xFFFFFFFF)
            _put(words, "rate_hi", v >> 32)
        else:
            _put(words, name, v)
    stab = bytes(knobs["stab"])
    if len(stab) != 256:
        raise ValueError("stab must hold 256 bytes")
    for i, b in enumerate(stab):
        _put(words, f"stab_{i}", b)
    return dict(sorted(words.items()))


def knob_addresses() -> list[int]:
    """Every register word that holds a knob (what encode_knobs writes)."""
    return sorted({FIELDS[f].addr for f in FIELDS if _is_knob_field(f)})


def _is_knob_field(f: str) -> bool:
    return f in KNOB_NAMES or f in ("rate_lo", "rate_hi") or f.startswith("stab_")


def decode_knobs(words: dict[int, int]) -> dict:
    """The knobs held in register words (address -> value); the inverse of encode_knobs."""
    k = {name: field_value(words[FIELDS[name].addr], name) for name in KNOB_NAMES if name != "rate"}
    k["rate"] = (words[FIELDS["rate_hi"].addr] << 32) | words[FIELDS["rate_lo"].addr]
    k["stab"] = bytes(field_value(words[FIELDS[f"stab_{i}"].addr], f"stab_{i}") for i in range(256))
    return k


def field_value(word: int, field: str) -> int:
    f = FIELDS[field]
    return (word >> f.lsb) & ((1 << f.width) - 1)


def status_addresses() -> list[int]:
    """Every register word a status read needs (after CTRL.snapshot, see ctrl_word)."""
    addrs = []
    for name in STATUS64:
        addrs += [FIELDS[f"{name}_lo"].addr, FIELDS[f"{name}_hi"].addr]
    addrs += [FIELDS[name].addr for name in STATUS32]
    return addrs + [REGS["STATUS"], REGS["COMMITS"], REGS["REFUSED"], REGS["ADAPT_TICKS"], REGS["PARAMS"]]


def decode_status(words: dict[int, int]) -> dict:
    """Counters and status from the words at status_addresses() (address -> value)."""
    out = {}
    for name in STATUS64:
        out[name] = (words[FIELDS[f"{name}_hi"].addr] << 32) | words[FIELDS[f"{name}_lo"].addr]
    for name in STATUS32:
        out[name] = words[FIELDS[name].addr]
    st = words[REGS["STATUS"]]
    out["busy"] = field_value(st, "busy")
    out["err"] = field_value(st, "err")
    out["err_code"] = field_value(st, "err_code")
    out["commits"] = words[REGS["COMMITS"]]
    out["refused"] = words[REGS["REFUSED"]]
    out["adapt_ticks"] = words[REGS["ADAPT_TICKS"]]
    out["data_bytes"] = field_value(words[REGS["PARAMS"]], "data_bytes")
    out["buf_log2"] = field_value(words[REGS["PARAMS"]], "buf_log2")
    return out


def read_status(read32) -> dict:
    """Read every counter and status value through `read32(addr)`; the caller must have
    written CTRL.snapshot first (see ctrl_word)."""
    return decode_status({a: read32(a) for a in status_addresses()})


# The codes of dec_action and dec_reason as Spec.scala writes them (generated into regs.py, as
# is ERR_CODES, what a refused commit's STATUS.err_code blames).
ACTIONS = {code: label for label, code in ENUMS["action"].items()}
REASONS = {code: (None if label == "none" else label) for label, code in ENUMS["reason"].items()}


def refusal_reason(code: int) -> str:
    """What a refused commit's err_code means (e.g. 3 -> 'max_th<min_th')."""
    return ERR_CODES.get(code, f"unknown code {code}")


def fields_word(**values: int) -> int:
    """One register word holding the given fields, which must share a register
    (e.g. fields_word(mode=2, gentle=1) for FLAGS)."""
    words: dict[int, int] = {}
    for name, v in values.items():
        _put(words, name, v)
    if len(words) > 1:
        raise ValueError(f"fields {', '.join(values)} are in different registers")
    return next(iter(words.values()), 0)


def ctrl_word(*names: str) -> int:
    """CTRL value that pulses the named bits (commit, snapshot, clear_peak)."""
    return fields_word(**{n: 1 for n in names})
