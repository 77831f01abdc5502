"""Ingress: the length of every frame from its last beat's tkeep (docs/semantics.md section 1).
A well-formed last beat (2^k - 1) of every size k makes an ordinary frame of W*(beats-1) + k
bytes. A malformed last beat makes the frame bad, and its reported length still counts the
beat's ones: dec_len and bytes_in read W*(beats-1) + popcount(tkeep). Both kinds are checked
here, against expectations written in this file, so that a shallower length logic for the
well-formed case (docs/linerate.md) cannot change the malformed one's unnoticed."""
import random

import cocotb
import pytest

from redline import model
from tb import TB
import runner
import tracecheck

SEED = 27


def malformed_keeps(W: int, rng: random.Random) -> list[int]:
    """Last-beat tkeeps that are not 2^k - 1: no bytes, a hole, no byte 0, ones only at the top,
    every byte but one, and random patterns."""
    full = (1 << W) - 1
    keeps = [0, 0b101, 0b10, 1 << (W - 1), full & ~1, full & ~(1 << (W // 2)), full ^ (1 << (W - 2))]
    while len(keeps) < 24:
        k = rng.getrandbits(W)
        if k & (k + 1):  # not of the form 2^k - 1
            keeps.append(k)
    return keeps


@cocotb.test()
async def last_beat_lengths(dut):
    tb = TB(dut)
    await tb.reset()
    W = tb.W
    rng = random.Random(SEED)
    # DT mode, no limit, unshaped: only the frame checks can drop.
    knobs = model.Knobs(mode=model.MODE_DT, limit=1 << 30, seed=1, cycles_per_us=10)
    await tb.configure(tracecheck.knob_dict(knobs))
    cases = []  # (data, last_keep, expected action, reason, dec_len)
    for k in range(1, W + 1):  # every well-formed last beat
        beats = 1 + -(-max(0, 14 - k) // W) + rng.randrange(2)
        n = W * (beats - 1) + k
        cases.append((rng.randbytes(n), (1 << k) - 1, "pass", None, n))
    for keep in malformed_keeps(W, rng):
        beats = 1 + rng.randrange(3)
        data = rng.randbytes(W * beats)  # the bytes past the ones are driven too
        cases.append((data, keep, "drop", "bad", W * (beats - 1) + bin(keep).count("1")))
    before = await tb.status()
    frames, c = [], tb.cycle + 8
    for data, keep, *_ in cases:
        frames.append((c, data, False, keep))
        c += -(-len(data) // W) + rng.randrange(3)  # back to back, or a gap of one or two
    got = await tb.run(frames, expect_departures=sum(a == "pass" for _, _, a, _, _ in cases))
    assert len(got.decisions) == len(cases)
    for i, ((data, keep, action, reason, n), g) in enumerate(zip(cases, got.decisions)):
        assert (g.action, g.reason, g.len) == (action, reason, n), (i, hex(keep), g)
    passed = [d[:n] for d, _, a, _, n in cases if a == "pass"]
    assert [d for d, _ in got.departures] == passed
    after = await tb.status()
    assert after["pkts_in"] - before["pkts_in"] == len(cases)
    assert after["bytes_in"] - before["bytes_in"] == sum(n for *_, n in cases)
    assert after["bad"] - before["bad"] == sum(a == "drop" for _, _, a, _, _ in cases)


@pytest.mark.parametrize("width", [64, 512])
def test_last_beat_lengths(width):
    runner.run("test_ingress", width)


def test_last_beat_lengths_ecp5():
    """The 32-bit ECP5 variant (4 bytes per beat: a two-bit count)."""
    runner.run("test_ingress", 32, buf_bytes=32768)
