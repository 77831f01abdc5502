"""Register file of redline_tm: identification, reset values from the one register description,
commit of valid knobs and refusal of invalid ones."""
import pytest
import cocotb

from redline import regmap
from redline.regs import FIELDS, REGS
from tb import TB
import runner


def base_knobs(**over):
    k = {n: FIELDS[n].reset for n in regmap.KNOB_NAMES if n != "rate"}
    k["rate"] = 0
    k["stab"] = bytes(256)
    k.update(over)
    return k


@cocotb.test()
async def identity_and_reset_values(dut):
    tb = TB(dut)
    await tb.reset()
    assert await tb.read(REGS["ID"]) == 0x52444C4E
    params = await tb.read(REGS["PARAMS"])
    assert regmap.field_value(params, "data_bytes") == tb.W
    # Every RW field reads back its documented reset value.
    for name, f in FIELDS.items():
        if f.access == "RW":
            assert regmap.field_value(await tb.read(f.addr), name) == f.reset, name


@cocotb.test()
async def commit_valid_and_refuse_invalid(dut):
    tb = TB(dut)
    await tb.reset()
    good = base_knobs(min_th=30000, max_th=90000, limit=400000, max_p=85899345, wlog=5, mode=2)
    st = await tb.configure(good)
    assert st["err"] == 0 and st["commits"] == 1
    assert st["cur_max_p"] == 85899345
    assert st["commit_cycle"] > 0
    # max_th < min_th: refused with code 3, nothing applied.
    st = await tb.configure(base_knobs(min_th=5000, max_th=1000, max_p=1))
    assert (st["err"], st["err_code"], st["commits"]) == (1, 3, 1)
    assert st["cur_max_p"] == 85899345
    # fls(min_th) + wlog >= 32: refused with code 1.
    st = await tb.configure(base_knobs(min_th=1 << 20, max_th=1 << 21, wlog=12))
    assert (st["err"], st["err_code"], st["commits"]) == (1, 1, 1)
    # A stab entry >= 32: code 5.
    st = await tb.configure(base_knobs(stab=bytes([32]) + bytes(255)))
    assert (st["err"], st["err_code"]) == (1, 5)
    # mode 3 does not exist: code 6.
    st = await tb.configure(base_knobs(mode=3))
    assert (st["err"], st["err_code"]) == (1, 6)
    # A valid commit clears the error.
    st = await tb.configure(good)
    assert (st["err"], st["commits"]) == (0, 2)


@pytest.mark.parametrize("width", [64, 512])
def test_regs(width):
    runner.run("test_regs", width)


def test_regs_icarus():
    """The generated Verilog is plain Verilog-2001: Icarus (Debian) elaborates and runs it too."""
    runner.run("test_regs", 64, simulator="icarus")
