"""The CE marker on its own (hw CeMarkerBlock; docs/semantics.md section 2): each beat of a
packet with its descriptor, against the model's ce_mark, in the ECP5 TMs' form (offsets
compared with the beat's byte positions, at 32 bits) and the product TMs' (lanes at fixed
places per l3, with registered beat flags, at 64 and 512 bits). At 32 and 64 bits the three
bytes a mark changes lie in different beats, and which ones depends on the tags in front.

Every packet is sent whole, beat by beat with random gaps, marked or not: a marked packet's
descriptor carries what the parser found (rewrite only where marking changes bytes), an
unmarked one's has rewrite clear and junk in the new ToS and checksum, which must not leak."""
import os
import random

import cocotb
import pytest

from redline import model
import blocktb
import runner
from test_parser_block import make_frame

SEED = 5562
PACKETS = 2500


def descriptor(data: bytes, marked: bool, rng: random.Random) -> tuple[dict, bytes]:
    """The descriptor the TM would queue for this packet, and the bytes that must leave."""
    pr = model.parse(data)
    out, _ = model.ce_mark(data)
    rewrite = marked and out != data
    d = {"len": len(data), "rewrite": int(rewrite), "ipv4": int(pr.kind == "ipv4"),
         "l3": pr.l3 if pr.kind else rng.choice((14, 18, 22)),
         "newTos": rng.getrandbits(8), "newCsum": rng.getrandbits(16)}
    if rewrite:
        d["newTos"] = out[pr.l3 + 1]
        if pr.kind == "ipv4":
            d["newCsum"] = (out[pr.l3 + 10] << 8) | out[pr.l3 + 11]
    return d, (out if rewrite else data)


@cocotb.test()
async def ce_marker_against_the_model(dut):
    W = int(os.environ["REDLINE_MARKER_WIDTH"]) // 8
    rng = random.Random(SEED + W)
    await blocktb.start(dut, ["io_input_valid", "io_input_payload_data", "io_input_payload_beatIdx"] +
                        [f"io_input_payload_desc_{f}" for f in ("len", "rewrite", "ipv4", "l3", "newTos", "newCsum")])
    beats, want = [], []  # (data, index, descriptor) per beat, and the beat that must leave
    rewritten = 0
    for _ in range(PACKETS):
        data = make_frame(rng)[:256]  # the marker touches the first 34 bytes; the rest only passes
        if len(data) < 14:
            continue
        d, out = descriptor(data, rng.random() < 0.9, rng)
        rewritten += d["rewrite"]
        for k in range(0, len(data), W):
            beats.append((data[k:k + W].ljust(W, b"\0"), k // W, d))
            want.append(out[k:k + W].ljust(W, b"\0"))
    def drive(beat) -> None:
        data, idx, d = beat
        dut.io_input_payload_data.value = int.from_bytes(data, "little")
        dut.io_input_payload_beatIdx.value = idx
        for f, v in d.items():
            getattr(dut, f"io_input_payload_desc_{f}").value = v

    got = await blocktb.stream(dut, beats, drive, lambda: int(dut.io_output_payload.value).to_bytes(W, "little"),
                               rng, 1, out_valid="io_output_valid")
    for k, (g, w) in enumerate(zip(got, want)):
        assert g == w, f"beat {k} (index {beats[k][1]}, descriptor {beats[k][2]}): RTL {g.hex()}, model {w.hex()}"
    changed = sum(g != b[0] for g, b in zip(got, beats))
    assert rewritten >= 150 and changed >= 150, (rewritten, changed)
    dut._log.info("%d beats of %d bytes, %d packets rewritten (%d beats changed), every beat the model's",
                  len(beats), W, rewritten, changed)


@pytest.mark.parametrize("build", ["w32_offsets", "w64", "w512"])
def test_ce_marker_block(build):
    name = f"redline_ce_marker_{build}"
    runner.run("test_ce_marker_block", 0, toplevel=name, sources=[runner.ROOT / "hw" / "gen" / f"{name}.v"],
               parameters={}, build_name=f"verilator-ce-marker-{build}",
               env={"REDLINE_MARKER_WIDTH": build.split("_")[0][1:]})
