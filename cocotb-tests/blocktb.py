"""The start of every block-level cocotb test (a block generated on its own, with ports clk and a
synchronous active-high reset): a 500 MHz clock, the given inputs at rest, and the reset held
for a few cycles, then released."""
import cocotb
from cocotb.clock import Clock
from cocotb.triggers import RisingEdge


async def start(dut, at_rest: list[str], reset_cycles: int = 3) -> None:
    """Start the clock, drive every input named in at_rest to 0, hold reset, release it; returns
    right after the edge that ends the reset."""
    cocotb.start_soon(Clock(dut.clk, 2, unit="ns").start())
    dut.reset.value = 1
    for name in at_rest:
        getattr(dut, name).value = 0
    for _ in range(reset_cycles):
        await RisingEdge(dut.clk)
    dut.reset.value = 0
