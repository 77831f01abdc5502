"""Register file of redline_tm: identification, reset values from the one register description,
commit of valid knobs and refusal of invalid ones."""
import pytest
import cocotb

from redline.spec import regmap
from redline.spec.regs import FIELDS, REGS
from tb import TB
import runner


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
    good = regmap.knob_dict(min_th=30000, max_th=90000, limit=400000, max_p=85899345, wlog=5, mode=2)
    st = await tb.configure(good)
    assert st["err"] == 0 and st["commits"] == 1
    assert st["cur_max_p"] == 85899345
    assert st["commit_cycle"] > 0
    # max_th < min_th: refused with code 3, nothing applied.
    st = await tb.configure(regmap.knob_dict(min_th=5000, max_th=1000, max_p=1))
    assert (st["err"], st["err_code"], st["commits"]) == (1, 3, 1)
    assert st["cur_max_p"] == 85899345
    # fls(min_th) + wlog >= 32: refused with code 1.
    st = await tb.configure(regmap.knob_dict(min_th=1 << 20, max_th=1 << 21, wlog=12))
    assert (st["err"], st["err_code"], st["commits"]) == (1, 1, 1)
    # A stab entry >= 32: code 5.
    st = await tb.configure(regmap.knob_dict(stab=bytes([32]) + bytes(255)))
    assert (st["err"], st["err_code"]) == (1, 5)
    # mode 3 does not exist: code 6.
    st = await tb.configure(regmap.knob_dict(mode=3))
    assert (st["err"], st["err_code"]) == (1, 6)
    # A valid commit clears the error.
    st = await tb.configure(good)
    assert (st["err"], st["commits"]) == (0, 2)


@cocotb.test()
async def stab_table_ram(dut):
    """STAB0..63 is a RAM: words read back as written (0 until written), byte strobes write
    only their bytes, a commit checks every entry (the last one too), and a write that arrives
    while a commit copies the table waits for the copy."""
    tb = TB(dut)
    await tb.reset()
    s0, s63 = REGS["STAB0"], REGS["STAB63"]
    assert [await tb.read(s0 + 4 * j) for j in range(64)] == [0] * 64
    table = bytes((7 * i + 3) % 32 for i in range(256))
    st = await tb.configure(regmap.knob_dict(stab=table))
    assert st["err"] == 0
    for j in range(64):
        assert await tb.read(s0 + 4 * j) == int.from_bytes(table[4 * j:4 * j + 4], "little"), j
    # One byte of word 5, by strobe: the other three stay.
    await tb.axil.write(s0 + 4 * 5 + 2, bytes([0x1F]))
    want = bytearray(table[20:24])
    want[2] = 0x1F
    assert await tb.read(s0 + 4 * 5) == int.from_bytes(want, "little")
    # The first write of a word since reset, by strobe, leaves its other bytes 0.
    await tb.reset()
    await tb.axil.write(s0 + 4 * 9 + 1, bytes([0x11]))
    assert await tb.read(s0 + 4 * 9) == 0x1100
    # An entry >= 32 in the very last place is found.
    st = await tb.configure(regmap.knob_dict(stab=bytes(255) + bytes([32])))
    assert (st["err"], st["err_code"]) == (1, 5)
    # A commit of a good table, then at once a bad entry into the last word: the copy holds the
    # write back, so the commit sees the table of its own instant and is applied.
    st = await tb.configure(regmap.knob_dict(stab=table))
    assert st["err"] == 0
    st = await tb.commit(meanwhile=lambda: tb.write(s63, 0x20000000))
    assert (st["err"], st["commits"]) == (0, 2)
    assert await tb.read(s63) == 0x20000000


@pytest.mark.parametrize("width", [64, 512])
def test_regs(width):
    runner.run("test_regs", width)


def test_regs_icarus():
    """The generated Verilog is plain Verilog-2001: Icarus (Debian) elaborates and runs it too."""
    runner.run("test_regs", 64, simulator="icarus")
