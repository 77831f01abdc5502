"""Parser and CE marker: every header shape, at two bus widths (lane alignments differ).
With min_th = max_th = 0 every packet is above max_th, so in ecn mode a packet is marked
exactly when the parser finds it ECN-capable and dropped otherwise."""
import cocotb
import pytest

from redline import model
from tb import TB
import frames as F
import runner
import tracecheck


def ipv4_checksum_ok(frame: bytes, l3: int) -> bool:
    return F.header_sum(frame[l3:l3 + (frame[l3] & 15) * 4]) == 0xFFFF


@cocotb.test()
async def parse_and_mark(dut):
    tb = TB(dut)
    await tb.reset()
    knobs = model.Knobs(min_th=0, max_th=0, limit=1 << 30, max_p=1 << 30, mode=model.MODE_ECN,
                        seed=3, cycles_per_us=10)
    st = await tb.configure(tracecheck.knob_dict(knobs))
    cases = F.parser_cases()
    frames, c = [], tb.cycle + 8
    for _, data, _ in cases:
        frames.append(model.Frame(data=data, cycle=c))
        c += 64  # the queue empties between frames: each one is decided on its own
    tm = model.TM(knobs, width_bytes=tb.W, buf_beats=tb.buf_beats(), apply_cycle=st["commit_cycle"])
    want = tm.run(frames)
    got = await tb.run([(f.cycle, f.data, f.bad) for f in frames],
                       expect_departures=sum(w.action != "drop" for w in want))
    # The expectations written above, independently of the model:
    for (name, data, exp), g in zip(cases, got.decisions):
        if exp == "bad":
            assert (g.action, g.reason) == ("drop", "bad"), name
        elif exp == "mark":
            assert (g.action, g.reason) == ("mark", "forced"), (name, g)
        else:
            assert (g.action, g.reason) == ("drop", "forced"), (name, g)
    marked = [(n, d) for (n, d, e) in cases if e == "mark"]
    assert len(got.departures) == len(marked)
    for (name, orig), (out, _) in zip(marked, got.departures):
        p = model.parse(orig)
        assert len(out) == len(orig), name
        diff = [i for i in range(len(orig)) if orig[i] != out[i]]
        if p.kind == "ipv4":
            assert out[p.l3 + 1] & 3 == 3, name
            assert ipv4_checksum_ok(out, p.l3), f"{name}: IPv4 checksum broken by marking"
            assert set(diff) <= {p.l3 + 1, p.l3 + 10, p.l3 + 11}, (name, diff)
            if name.endswith("csum-all-ones"):  # Linux's bytes, not RFC 1624's 0x0000
                assert out[p.l3 + 10:p.l3 + 12] == b"\xff\xff", (name, out[p.l3 + 10:p.l3 + 12].hex())
        else:
            assert (out[p.l3 + 1] >> 4) & 3 == 3, name
            assert set(diff) <= {p.l3 + 1}, (name, diff)
        if p.ecn == 3:
            assert not diff, f"{name}: an already-CE packet must leave unchanged"
    tracecheck.compare(got, want, dut._log)


@pytest.mark.parametrize("width", [64, 512])
def test_parser(width):
    runner.run("test_parser", width)
