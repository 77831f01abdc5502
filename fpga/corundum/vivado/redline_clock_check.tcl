# redline: report the clock that reaches mqnic_app_block's clk in the full design.
#
# redline.tcl adds this file to the constraint set as a Tcl (unmanaged) constraint for
# implementation only, processed LATE, so that it runs after Corundum's and the IP cores'
# constraints, with every clock defined. It constrains nothing: it looks up the clock(s) on the
# clk pin of each mqnic_app_block instance and reports the period, as message redline-1:
#   INFO              4.000 ns (250 MHz), the clock the TM is built and measured for;
#   WARNING           a slower clock: timing is met more easily, but the TMs count time in
#                     cycles, so cycles_per_us must be set to the real clock (redline set
#                     --clock-mhz N);
#   CRITICAL WARNING  a faster clock (the TMs are not built for it; cycles_per_us as above), or
#                     no clock at all (their paths would not be timed).
# Without a project, source it after link_design (or on an opened checkpoint) to get the same
# report.

namespace eval redline {
    # Corundum's core clock on the PCIe boards: the clock the TM is designed for.
    variable core_period_ns 4.000

    proc report_app_clock {} {
        variable core_period_ns
        set insts [get_cells -quiet -hierarchical -filter {REF_NAME == mqnic_app_block || ORIG_REF_NAME == mqnic_app_block}]
        if {[llength $insts] == 0} {
            common::send_msg_id redline-1 WARNING "no mqnic_app_block instance in this design (flattened?): the clock of the redline TMs is not checked"
            return
        }
        foreach inst $insts {
            set clocks [get_clocks -quiet -of_objects [get_pins -quiet $inst/clk]]
            if {[llength $clocks] == 0} {
                common::send_msg_id redline-1 {CRITICAL WARNING} "no clock reaches $inst/clk: the redline TMs' paths are not timed; the app block expects Corundum's core clock, $core_period_ns ns (250 MHz)"
                continue
            }
            set period [get_property -min PERIOD $clocks]
            set mhz [expr {1000.0 / $period}]
            set what "$inst/clk: clock [join $clocks {, }], period [format %.3f $period] ns ([format %.2f $mhz] MHz)"
            # The TMs count time in cycles: cycles_per_us must be the real clock in whole MHz.
            set knob "set cycles_per_us to it (redline set ... --clock-mhz [expr {round($mhz)}]), else, at its default of 250, a TM microsecond (idle time, adaptive period, shaper rate) lasts [format %.3f [expr {1000.0 / $core_period_ns / $mhz}]] us"
            if {abs($period - $core_period_ns) < 0.0005} {
                common::send_msg_id redline-1 INFO "$what, Corundum's core clock as the redline TMs expect"
            } elseif {$period > $core_period_ns} {
                common::send_msg_id redline-1 WARNING "$what, slower than the [format %.3f $core_period_ns] ns the redline TMs are built for: $knob"
            } else {
                common::send_msg_id redline-1 {CRITICAL WARNING} "$what, faster than the [format %.3f $core_period_ns] ns (250 MHz) the redline TMs are built and measured for: check their paths in the timing report; and $knob"
            }
        }
    }
}

redline::report_app_clock
