"""The parser on its own (hw ParserBlock; docs/semantics.md section 2), in both its forms: the
one-clock parse of the ECP5 TMs and the two-clock parse of the TMs that decide at e + 2. Frames
one per clock with random gaps, against the model's parse and ce_mark: IPv4/IPv6, the place of
l3, the ECN field, whether CE can be set, whether marking changes bytes, and the new ToS byte and
checksum Linux would write.

The frames are made to sit on every edge the parser tests: zero to three VLAN tags (0x8100 and
0x88a8; a third tag is not skipped), the EtherTypes and their neighbours, IP versions, IHL 0 to
15, every ECN code, checksums whose CE update wraps to 0xFFFF, and lengths one either side of
each length test (l3 + 20 for IPv4, l3 + 40 for IPv6) and of the 14-byte runt limit."""
import random

import cocotb
import pytest

from redline import model
import blocktb
import runner

SEED = 2884
FRAMES = 6000
HDR = 34  # TmConfig.hdrBytes
TAGS = (0x8100, 0x88A8)


def make_frame(rng: random.Random) -> bytes:
    ntags = rng.choice((0, 0, 1, 1, 2, 3))
    et = rng.choice((0x0800,) * 3 + (0x86DD,) * 3 + (0x0801, 0x86DC, 0x0806, rng.getrandbits(16)))
    head = bytearray(rng.getrandbits(8) for _ in range(12))
    for _ in range(ntags):
        head += rng.choice(TAGS).to_bytes(2, "big") + rng.getrandbits(16).to_bytes(2, "big")
    head += et.to_bytes(2, "big")
    l3 = len(head)
    body = bytearray(rng.getrandbits(8) for _ in range(60))
    version = {0x0800: 4, 0x86DD: 6}.get(et, 4) if rng.random() < 0.85 else rng.getrandbits(4)
    ihl = rng.choice((5, 5, 5, 6, 15, 4, 0, rng.getrandbits(4)))
    body[0] = (version << 4) | (ihl if version == 4 else rng.getrandbits(4))
    ecn = rng.getrandbits(2)
    if version == 4:
        body[1] = (body[1] & 0xFC) | ecn
        if rng.random() < 0.3:  # a checksum whose CE update lands on the all-ones sum
            add = 0xFFFD if ecn == 1 else 0xFFFE
            check = (0xFFFF - add) & 0xFFFF
            body[10], body[11] = check >> 8, check & 0xFF
    else:
        body[1] = (body[1] & 0xCF) | (ecn << 4)
    data = bytes(head + body)
    need = l3 + (20 if version == 4 else 40)
    n = rng.choice((need - 1, need, need + 1, 13, 14, 15, l3, rng.randint(1, len(data)))
                   + (rng.randint(need, 1500),) * 8)
    return (data + bytes(rng.getrandbits(8) for _ in range(max(0, n - len(data)))))[:max(n, 1)]


def expected(data: bytes) -> dict:
    """What the parser must give: the model's parse and ce_mark, in the block's fields. The
    place of l3, the new ToS and the checksum only count where the frame is IP (and, for the
    last two, where marking changes it)."""
    pr = model.parse(data)
    ip = pr.kind is not None
    out, can_ce = model.ce_mark(data)
    e = {"ipv4": pr.kind == "ipv4", "ipv6": pr.kind == "ipv6", "ecn": pr.ecn if ip else 0,
         "canCe": can_ce, "rewrite": out != data}
    if ip:
        e["l3"] = pr.l3
    if e["rewrite"]:
        e["newTos"] = out[pr.l3 + 1]
        if pr.kind == "ipv4":
            e["newCsum"] = (out[pr.l3 + 10] << 8) | out[pr.l3 + 11]
    return e


async def run_frames(dut, latency: int) -> None:
    rng = random.Random(SEED + latency)
    await blocktb.start(dut, ["io_input_valid", "io_input_payload_hdr", "io_input_payload_len"])
    frames = [make_frame(rng) for _ in range(FRAMES)]
    want = [expected(f) for f in frames]
    def drive(f: bytes) -> None:
        dut.io_input_payload_hdr.value = int.from_bytes(f[:HDR].ljust(HDR, b"\0"), "little")
        dut.io_input_payload_len.value = len(f)

    def read() -> dict:
        return {k: int(getattr(dut, f"io_result_payload_{k}").value)
                for k in ("ipv4", "ipv6", "l3", "ecn", "canCe", "rewrite", "newTos", "newCsum")}

    got = await blocktb.stream(dut, frames, drive, read, rng, latency)
    for k, (f, w, g) in enumerate(zip(frames, want, got)):
        for field, v in w.items():
            assert g[field] == int(v), f"frame {k} ({len(f)} bytes, {f[:HDR].hex()}): {field} {g[field]}, model {v}"
    # Every outcome, many times.
    count = {
        "ipv4": sum(w["ipv4"] for w in want), "ipv6": sum(w["ipv6"] for w in want),
        "not IP": sum(not (w["ipv4"] or w["ipv6"]) for w in want),
        "rewrite": sum(w["rewrite"] for w in want), "already CE": sum(w["canCe"] and not w["rewrite"] for w in want),
        "checksum 0xFFFF": sum(w.get("newCsum") == 0xFFFF for w in want),
        **{f"l3 {l3}": sum(w.get("l3") == l3 for w in want) for l3 in (14, 18, 22)},
    }
    assert min(count.values()) >= 50, count
    dut._log.info("%d frames, every result the model's: %s", len(frames), count)


@cocotb.test()
async def parser_against_the_model(dut):
    await run_frames(dut, 2 if dut._name.endswith("_late") else 1)


@pytest.mark.parametrize("form", ["one_clock", "two_clocks"])
def test_parser_block(form):
    """The one-clock parse (the ECP5 TMs) and the two-clock parse (the TMs that decide at e + 2)."""
    name = "redline_parser" if form == "one_clock" else "redline_parser_late"
    runner.run("test_parser_block", 0, toplevel=name, sources=[runner.ROOT / "hw" / "gen" / f"{name}.v"],
               parameters={}, build_name=f"verilator-parser-{form}")
