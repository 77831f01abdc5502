"""The shaper on its own (hw/gen/redline_shaper.v) against the model's token bucket, cycle by
cycle (docs/semantics.md section 8): in every clock the shaper's tokens must equal what
`model.shaper_tokens` gives, and its `allow` `model.shaper_allows` of them. Configurations are applied as a
commit applies them (tokens restart at 0), from the slowest increment to the largest the
registers hold, with buckets from 0 to the largest burst, and the pops come whenever the
shaper allows one (with a random length up to 65535), or at random moments without a gap."""
import random

import cocotb
from cocotb.triggers import ReadOnly, RisingEdge, Timer

from redline import model
import blocktb
import runner

ROOT = runner.ROOT
M32 = (1 << 32) - 1


def configs(rng: random.Random) -> list[tuple[int, int, bool]]:
    """(inc, cap, shaped): the edges (inc 1 and 2^32 - 1, cap 0 and (2^32 - 1) << 24, unshaped)
    and increments of every magnitude from the rates the CLI takes."""
    out = [(1, 0, True), (M32, M32 << 24, True), (1, M32 << 24, True), (M32, 0, True),
           (1 << 21, 1500 << 24, True), (209715, 3000 << 24, True), (12345, 64 << 24, False)]
    for _ in range(40):
        inc = rng.choice([rng.randint(1, 1 << 12), rng.randint(1, 1 << 24), rng.randint(1, M32)])
        cap = rng.choice([0, rng.randint(1, 200) << 24, rng.randint(0, M32) << 24, rng.randint(0, 1 << 40)])
        out.append((inc, cap, rng.random() < 0.9))
    return out


@cocotb.test()
async def shaper_vs_model(dut):
    rng = random.Random(2026)
    await blocktb.start(dut, ["io_inc", "io_cap", "io_shaped", "io_apply", "io_pop_valid", "io_pop_payload"])
    tokens = 0           # the model's tokens during the current clock (reset: 0)
    inc, cap, shaped = 0, 0, False
    pops = allowed_pops = 0
    for inc_n, cap_n, shaped_n in configs(rng):
        # Apply: the new configuration's fields change with the apply, tokens restart at 0.
        dut.io_inc.value, dut.io_cap.value, dut.io_shaped.value = inc_n, cap_n, int(shaped_n)
        dut.io_apply.value, dut.io_pop_valid.value = 1, 0
        await RisingEdge(dut.clk)
        await Timer(1, unit="ns")
        dut.io_apply.value = 0
        inc, cap, shaped, tokens = inc_n, cap_n, shaped_n, 0
        greedy = rng.random() < 0.5  # pop at every allowed clock, or now and then
        for _ in range(600):
            await ReadOnly()
            allow = bool(dut.io_allow.value)
            got = dut.io_tokens.value.to_signed()
            assert (got, allow) == (tokens, model.shaper_allows(tokens, shaped)), \
                f"inc {inc} cap {cap} shaped {shaped}: tokens {got}, allow {allow}; model {tokens}"
            await Timer(0.5, unit="ns")
            pop = allow and (greedy or rng.random() < 0.2)
            length = rng.choice([14, 64, 1500, 9000, 65535, rng.randint(14, 65535)]) if pop else None
            dut.io_pop_valid.value = int(pop)
            dut.io_pop_payload.value = length or 0
            pops += pop
            allowed_pops += allow
            tokens = model.shaper_tokens(tokens, inc, cap, length)
            await RisingEdge(dut.clk)
            await Timer(0.5, unit="ns")
        dut.io_pop_valid.value = 0
    clocks = 600 * len(configs(random.Random(2026)))
    dut._log.info("%d pops in %d allowed clocks of %d", pops, allowed_pops, clocks)
    assert pops > 1000 and clocks - allowed_pops > 10000, "both states must be reached often"


def test_shaper_block():
    runner.run("test_shaper_block", 64, toplevel="redline_shaper",
               sources=[ROOT / "hw" / "gen" / "redline_shaper.v"], parameters={},
               build_name="verilator-shaper")
