"""Seeded knob sets that reach every validation rule's edges (semantics §6): valid sets drawn
at random, then one to three changes aimed at a rule's boundary each. The validators that must
agree (the model's, the driver's C and the RTL's ConfigEngine) are tested on these."""
from __future__ import annotations

import random

from redline.model import _FIELD_BITS, RATE_LIMIT, Knobs

M64 = (1 << 64) - 1
# The seed of the sets the validators are compared on: test_kmod.py (the driver's C against the
# model, 24,000 sets) and cocotb-tests/tm/test_validation.py (the engine against the model, the
# first 10,000 of them that the registers can hold), so all three are checked on the same sets.
VALIDATION_SEED = 20260522

_LOW5 = bytes(b & 31 for b in range(256))


def _valid_base(r: random.Random) -> Knobs:
    wlog = r.randint(0, 20)
    top = (1 << (31 - wlog)) - 1
    min_th = r.randint(0, top)
    cpu = r.choice([1, 25, 100, 250, 322, 65535, r.randint(1, 65535)])
    return Knobs(
        min_th=min_th, max_th=r.randint(min_th, top), limit=r.getrandbits(32),
        max_p=r.choice([0, r.getrandbits(32)]), wlog=wlog, plog=r.getrandbits(5),
        scell_log=r.randint(0, 23), stab=r.randbytes(256).translate(_LOW5),
        mode=r.randint(0, 2), unit=r.getrandbits(1), gentle=r.getrandbits(1),
        harddrop=r.getrandbits(1), nodrop=r.getrandbits(1), adaptive=r.getrandbits(1),
        rate=r.choice([0, 10 ** r.randint(6, 11), r.getrandbits(r.randint(1, 64))]),
        burst=r.getrandbits(32), seed=r.getrandbits(32), cycles_per_us=cpu)


def _mutate(k: Knobs, r: random.Random) -> None:
    """One change aimed at one rule's edge."""
    what = r.randrange(10)
    if what == 0:                          # a field just or far out of its width
        name = r.choice([n for n, b in _FIELD_BITS.items() if b < 64])
        bits = _FIELD_BITS[name]
        setattr(k, name, r.choice([(1 << bits) - 1, 1 << bits, (1 << bits) + 1, M64,
                                   r.randrange(1 << bits, 1 << 64)]))
    elif what == 1:                        # fls(x) + wlog around 32
        k.wlog = r.randint(0, 31)
        edge = 1 << max(31 - k.wlog, 0)
        v = max(r.choice([edge - 1, edge, edge + 1, 2 * edge - 1, 0]), 0)
        if r.random() < 0.5:
            k.min_th = v
        else:
            k.max_th = v
    elif what == 2:                        # max_th vs min_th
        k.max_th = max(k.min_th + r.choice([-1, 0, 1]), 0)
    elif what == 3:
        k.scell_log = r.choice([23, 24, 25, 31])
    elif what == 4:
        s = bytearray(k.stab)
        s[r.randrange(256)] = r.choice([31, 32, 33, 255])
        k.stab = bytes(s)
    elif what == 5:
        k.mode = r.choice([2, 3])
    elif what == 6:
        k.cycles_per_us = r.choice([0, 1, 65535])
    elif what == 7:                        # the shaper's token increment around 1 and 2^32
        k.cycles_per_us = r.choice([1, 250, 65535, r.randint(0, 65535)])
        edge = -(-(k.cycles_per_us * 1_000_000) // (1 << 21))  # ceil: smallest rate with inc 1
        high = k.cycles_per_us * 1_000_000 * 2048               # smallest rate with inc 2^32
        k.rate = max(r.choice([edge - 1, edge, edge + 1, 1, (1 << 36) - 1, 1 << 36, high - 1, high,
                               RATE_LIMIT - 1, RATE_LIMIT, M64]), 0)
    elif what == 8:
        k.gentle = 1
        k.max_th = r.choice([0, 1])
        k.min_th = r.choice([0, 0, 1])
    else:                                  # anything at all in 64 bits
        name = r.choice(list(_FIELD_BITS))
        setattr(k, name, r.choice([0, M64, r.getrandbits(64), r.getrandbits(r.randint(1, 40))]))


def knob_sets(n: int, seed: int) -> list[Knobs]:
    r = random.Random(seed)
    sets = [Knobs(), Knobs(cycles_per_us=0), Knobs(**{n: 0 for n in _FIELD_BITS})]
    while len(sets) < n:
        k = _valid_base(r)
        for _ in range(r.choice([0, 1, 1, 1, 2, 3])):
            _mutate(k, r)
        sets.append(k)
    return sets
