"""Linux keeps qcount in an int: past 2^31 frames in the band without a mark it turns negative,
and the sign-extended mark product q * qcount then marks any frame with q >= 1. The product TM
cannot be driven through 2^31 frames, so this test runs the TM builds with the count narrowed to
8 bits (redline_tm_w64_b4k_c8, fast decision; redline_tm_w32_b32k_c8, compact decision) through
the C++ harness (sim/, COUNT=8) against the model with the same narrowing, on a trace that
holds qavg at q = 0 for 140 to 300 frames and then raises it: the count goes negative (and in
some rounds wraps) before the rise."""
import pytest

from redline import model
from redline.replay import rtl_backend
import frames as F
import runner
import tracecheck

COUNT_BITS = 8
FRAME_BYTES = 100
# 2 bytes per cycle (16 Mbit/s at one cycle per microsecond): a 100-byte frame leaves every 50.
PERIOD = 50
BURST_GAP = 26  # back to back at 32 bits (25 beats)
FILL, RISE = 14, 6  # frames of the bursts that build the queue and that lift qavg
# Frames held at q = 0 in each round: below 128 the count stays positive, from 128 to 255 it is
# negative at the rise, from 256 it has wrapped (and drawn a new qR).
HOLDS = (140, 200, 300, 160, 250, 180, 290, 230, 150, 210, 270, 170, 240, 190)


def rounds_trace(base: int) -> list[model.Frame]:
    """Each round, from an empty queue with a full bucket: a burst that builds the queue, arrivals
    at the drain rate that hold it (so qavg settles at one backlog B, q = 0 with min_th = B), a
    short burst that lifts qavg by a packet or more, then a pause that empties the queue."""
    data = F.v4(tos=2, payload=FRAME_BYTES - 54)
    frames, c = [], base + 2000
    for hold in HOLDS:
        for gap, n in ((BURST_GAP, FILL), (PERIOD, hold), (BURST_GAP, RISE), (PERIOD, 20)):
            for _ in range(n):
                frames.append(model.Frame(data=data, cycle=c))
                c += gap
        c += 2000
    return frames


HOLD_BACKLOG = 4  # B: the backlog each arrival of the holding phase sees (test_hold_backlog)


def knobs(gentle: bool) -> model.Knobs:
    """Packet mode, so that the held backlog is a whole number of frames. Linear: the rise stays
    below max_th. Gentle: max_th just above B, so the rise lands in the gentle band."""
    max_th = HOLD_BACKLOG + 2 if gentle else 60
    return model.Knobs(mode=model.MODE_ECN, unit=1, min_th=HOLD_BACKLOG, max_th=max_th, limit=10000,
                       max_p=int(0.002 * 2**32), wlog=2, gentle=int(gentle), rate=16_000_000,
                       burst=200, seed=7, cycles_per_us=1)


def _models(k: model.Knobs, frames, width_bytes: int, buf_beats: int, apply_cycle: int = 0):
    """The model TMs with the narrow count and with Linux's, and their decisions."""
    tms = {bits: model.TM(k, width_bytes=width_bytes, buf_beats=buf_beats, apply_cycle=apply_cycle,
                          count_bits=bits) for bits in (COUNT_BITS, 32)}
    return tms, {bits: tm.run(frames) for bits, tm in tms.items()}


def negative_count_marks(runs) -> int:
    """Frames that the narrow count marks and the 32-bit one does not: each is a mark made
    because the count had turned negative (or had wrapped and drawn again)."""
    return sum(a.action == "mark" and b.action != "mark" for a, b in zip(runs[COUNT_BITS], runs[32]))


# (width, buffer KiB): the fast decision (64 bits) and the compact one (the ECP5's 32 bits).
BUILDS = [(64, 4), (32, 32)]


def test_hold_backlog():
    """The trace's premise, on the model: every round's holding phase sees backlog B, with qavg
    at B exactly (q = 0), and the narrow count makes at least 8 marks that Linux's 32-bit one
    would not, in the linear band and with gentle."""
    k = knobs(gentle=False)
    frames = rounds_trace(0)
    runs = _models(k, frames, 8, 512)[1]
    i = 0
    for hold in HOLDS:
        held = runs[32][i + FILL + 20:i + FILL + hold]  # the phase, after qavg has settled
        assert {d.backlog for d in held} == {HOLD_BACKLOG}, (hold, sorted({d.backlog for d in held}))
        assert {d.qavg >> k.wlog for d in held} == {HOLD_BACKLOG}
        i += FILL + hold + RISE + 20
    assert negative_count_marks(runs) >= 8
    assert negative_count_marks(_models(knobs(gentle=True), frames, 8, 512)[1]) >= 8


@pytest.mark.parametrize("gentle", [False, True], ids=["linear", "gentle"])
@pytest.mark.parametrize("width,buf_kib", BUILDS, ids=["w64-fast", "w32-compact"])
def test_narrow_count(width, buf_kib, gentle):
    """The narrow-count build, through the C++ harness, equals the model with the same count:
    every decision, departure and counter."""
    runner.build_harness(width, buf_kib, COUNT_BITS)
    k = knobs(gentle)
    frames = rounds_trace(rtl_backend.LEAD_IN_CYCLES)
    buf_beats = buf_kib * 1024 // (width // 8)
    tms, runs = _models(k, frames, width // 8, buf_beats)
    want = runs[COUNT_BITS]
    assert negative_count_marks(runs) >= 8, "the trace no longer reaches the count's sign change"
    got, counters, _ = rtl_backend.run_rtl(k, frames, width, buf_beats=buf_beats, count_bits=COUNT_BITS)
    tracecheck.compare_harness(got, counters, want, tms[COUNT_BITS].counters)
