# redline: the clock of mqnic_app_block when it is built on its own (out of context).
#
# The app block's synchronous streams, its AXI-Lite registers and every redline TM run on one
# clock, the port `clk` of mqnic_app_block: Corundum's core clock, 250 MHz on the PCIe boards.
# In the full design that clock is already defined (Corundum's PCIe IP derives it from the
# reference clock), so this file must not be read there: a second create_clock on the same net
# would replace the IP's clock and its relations to the other clocks.
#
# redline.tcl adds this file with SCOPED_TO_REF mqnic_app_block and
# USED_IN {synthesis implementation out_of_context}: Vivado reads it only in a run whose top is
# mqnic_app_block in out-of-context mode, as it does with the _ooc.xdc of an IP core. Scoped to
# the module, [get_ports clk] is the block's own clk port. In the full design,
# redline_clock_check.tcl reports the clock that actually reaches the block.

create_clock -period 4.000 -name redline_app_clk [get_ports clk]
