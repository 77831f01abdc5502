"""The compare-only loop's gentle-band mark test (hw GentleMark; docs/linerate.md) on its own:
red.h's q * qcount >= qR with gentle's q = delta + ((qavg - qth_max) >> wlog) * gentle_step >> 16,
one input per clock with random gaps, against the model's red_q and mark_test.

Each configuration is a knob set with gentle on, derived by the model as a commit derives it.
They span q_one = 2^32 / max_p_delta from a few hundred to 2^32 - 1, so that gentle's q runs far
past 2^19, where the loop's thresholds saturate. The inputs are qavg at the band's edges and
throughout it (never above the buffer's bytes scaled by 2^wlog), counts from 0 through
2^(count_bits - 1) - 1 and past it (Linux's int qcount negative), and qR at 0, 1, q_one, at
q * count and one either side of it, and random draws."""
import dataclasses
import os
import random

import cocotb
import pytest
from cocotb.triggers import RisingEdge

from redline import model
from redline.spec.regs import ENUMS
import blocktb
import runner

SEED = 4407
QW = 50  # TmConfig().qavgWidth: a 256 KiB buffer's bytes, scaled by up to 2^31
BUF = 1 << 18
LATENCY = 5
COUNT_BITS = int(os.environ.get("REDLINE_COUNT_BITS", "32"))  # Linux's int qcount, or narrowed
RANDOM_INPUTS = 700

# (min_th, max_th, wlog, max_p, plog, gentle_step): max_p 0 derives it from plog, as tc does;
# gentle_step None is the one a commit derives. A commit's keeps q below q_one < 2^32; the last
# two are no commit's, and take q past 2^32, which the block saturates: it is exact for any.
CONFIGS = (
    (30_000, 90_000, 9, 0, 6, None),           # bytes, max_p = 2^-6 of delta's range: q_one ~ 2^22
    (30_000, 90_000, 9, 1, 0, None),           # max_p 2^-32: max_p_delta 1, q_one = 2^32 - 1
    (5, 15, 3, 0, 2, None),                    # packets, small thresholds
    (0, 1, 0, 0, 0, None),                     # delta 1, max_th 1: the narrowest band
    (1000, 200_000, 0, 0xFFFF_FFFF, 0, None),  # max_p ~ 1: q_one just above delta
    (100, 2000, 20, 0x0100_0000, 0, None),     # wlog 20, max_p 2^-8
    (0, 100_000, 13, 12345, 0, None),          # a max_p_delta that does not divide evenly
    (1000, 5000, 4, 0, 3, (1 << 48) - 1),      # the largest gentle_step
    (0, 200_000, 2, 0, 0, 1 << 40),
)


def count_cases(rng: random.Random, bits: int) -> list[int]:
    top = 1 << (bits - 1)
    # 2^17 and up: the counts whose bits above 17 the product's third piece takes
    fixed = [0, 1, 2, 3, 7, 16, 17, 255, 1 << 17, (1 << 17) + 5, (1 << 18) - 1, top - 1, top, top + 1,
             (1 << bits) - 1]
    return [c for c in fixed if c < 1 << bits] + [rng.getrandbits(rng.randint(1, bits)) for _ in range(6)]


def inputs(rng: random.Random, cfg: model.Derived, bits: int) -> list[tuple[int, int, int]]:
    """(qavg, count, qR) triples, qavg in [qth_max, 2 qth_max) and at most BUF << wlog."""
    wlog = cfg.k.wlog
    lo, hi = cfg.qth_max, min(2 * cfg.qth_max, (BUF << wlog) + (1 << wlog))
    q_one = model.M32 // cfg.max_p_delta
    qavgs = {lo, lo + 1, lo + (1 << wlog), hi - 1, hi - (1 << wlog), (lo + hi) // 2}
    # the qavg where q first reaches each of the pieces' edges: 2^14, 2^15, 2^19, 2^26, 2^31
    for edge in (1 << 14, 1 << 15, 1 << 19, 1 << 26, 1 << 31):
        a, b = lo, hi
        while a < b:  # red_q rises with qavg
            mid = (a + b) // 2
            a, b = (mid + 1, b) if model.red_q(cfg, mid) < edge else (a, mid)
        qavgs.update((a - (1 << wlog), a, a + (1 << wlog)))
    qavgs = sorted(v for v in qavgs if lo <= v < hi)
    out = []

    def around(qavg: int, c: int) -> None:
        q = model.red_q(cfg, qavg)
        for qR in (0, 1, q_one, q * c - 1, q * c, q * c + 1):
            if 0 <= qR <= model.M32:
                out.append((qavg, c, qR))

    for qavg in qavgs:
        for c in count_cases(rng, bits):
            around(qavg, c)
    for _ in range(RANDOM_INPUTS):
        qavg = rng.randrange(lo, hi)
        c = rng.choice(count_cases(rng, bits))
        r = rng.random()
        if r < 0.5:
            around(qavg, c)
        elif r < 0.8:
            out.append((qavg, c, rng.getrandbits(32) // cfg.max_p_delta))  # a draw
        else:
            out.append((qavg, c, rng.getrandbits(32)))  # any qR
    return out


async def run_configs(dut, count_bits: int) -> None:
    rng = random.Random(SEED + count_bits)
    await blocktb.start(dut, ["io_input_valid", "io_input_payload_qavgShifted", "io_input_payload_count",
                              "io_input_payload_qR", "io_qthMax", "io_wlog", "io_delta",
                              "io_gentleStep"])
    total = marks = past_saturation = past_2_32 = 0
    for min_th, max_th, wlog, max_p, plog, step in CONFIGS:
        cfg = model.derived(model.Knobs(min_th=min_th, max_th=max_th, wlog=wlog, max_p=max_p,
                                        plog=plog, gentle=1, mode=ENUMS["mode"]["ecn"]))
        assert model.validate(cfg.k) is None, cfg.k
        if step is not None:
            cfg = dataclasses.replace(cfg, gentle_step=step)
        todo = inputs(rng, cfg, count_bits)
        want = []
        for qavg, c, qR in todo:
            qcount = c - (1 << count_bits) if c >> (count_bits - 1) else c
            q = model.red_q(cfg, qavg)
            want.append(model.mark_test(q, qcount, qR))
            # the thresholds' saturation: F(c) = (qR - 1) // c past 2^19 - 1, with q as large
            past_2_32 += q >= 1 << 32
            past_saturation += 0 < c < 1 << (count_bits - 1) and qR >= 1 and (qR - 1) // c >= (1 << 19) - 1 \
                and q >= 1 << 19
        dut.io_qthMax.value = cfg.qth_max
        dut.io_wlog.value = wlog
        dut.io_delta.value = cfg.delta
        dut.io_gentleStep.value = cfg.gentle_step
        dut.io_input_valid.value = 0
        for _ in range(LATENCY + 1):  # nothing in flight while the configuration changes
            await RisingEdge(dut.clk)

        def drive(item) -> None:
            qavg, c, qR = item
            dut.io_input_payload_qavgShifted.value = qavg >> wlog
            dut.io_input_payload_count.value = c
            dut.io_input_payload_qR.value = qR

        # the result of an input shows after LATENCY registers, and only then
        got = await blocktb.stream(dut, todo, drive, lambda: bool(dut.io_mark_payload.value), rng, LATENCY,
                                   out_valid="io_mark_valid", idle_one_in=5)
        for k, ((qavg, c, qR), w, g) in enumerate(zip(todo, want, got)):
            assert g == w, (f"max_th {max_th} wlog {wlog} max_p {max_p}/plog {plog}, input {k}: "
                            f"qavg {qavg} (q {model.red_q(cfg, qavg)}), count {c}, qR {qR}: "
                            f"red.h says mark={w}, the RTL gave {g}")
        total += len(todo)
        marks += sum(want)
    # Both outcomes, many times, and many where the loop's saturated thresholds could not say.
    assert min(marks, total - marks) >= 1000 and past_saturation >= 200 and past_2_32 >= 200, \
        (total, marks, past_saturation, past_2_32)
    dut._log.info("%d tests (%d marks), %d past the thresholds' saturation, %d with q >= 2^32, "
                  "every result red.h's", total, marks, past_saturation, past_2_32)


@cocotb.test()
async def gentle_mark_against_the_model(dut):
    await run_configs(dut, COUNT_BITS)


@pytest.mark.parametrize("build", ["behavioural", "xcup", "c8"])
def test_gentle_mark(build):
    """The behavioural block, its twin with the UltraScale+ primitives (simulated with the
    project's own models of them), and the behavioural block with qcount narrowed to 8 bits."""
    name = {"behavioural": "redline_gentle_mark", "xcup": "redline_gentle_mark_xcup",
            "c8": "redline_gentle_mark_c8"}[build]
    sources = [runner.ROOT / "hw" / "gen" / f"{name}.v"]
    if build == "xcup":
        sources.append(runner.ROOT / "sim" / "xilinx_prims.v")
    runner.run("test_gentle_mark", 0, toplevel=name, sources=sources, parameters={},
               build_name=f"verilator-gentle-mark-{build}",
               env={"REDLINE_COUNT_BITS": "8" if build == "c8" else "32"})
