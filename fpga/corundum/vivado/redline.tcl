# redline for Corundum: adds the redline app block and its traffic managers to a Vivado project.
#
# Source it after the board's config.tcl, e.g. in fpga/mqnic/<board>/fpga_<variant>/fpga/Makefile:
#     CONFIG_TCL_FILES = ./config.tcl
#     CONFIG_TCL_FILES += /path/to/redline/fpga/corundum/vivado/redline.tcl
# (Corundum's vivado.mk sources every CONFIG_TCL_FILES entry in create_project.tcl and in
# update_config.tcl, so this file may run more than once: it adds each file only once.)
#
# Where redline is: the Tcl variable redline_dir, else the environment variable REDLINE_DIR,
# else three directories up from this file. In project mode files go to sources_1 (add_files);
# without a project (non-project flow) they are read with read_verilog.
#
# Clock (fpga/corundum/README.md, "Clock"): the app block, its registers and the TMs run on
# mqnic_app_block's clk, Corundum's core clock, 250 MHz (4.000 ns) on the PCIe boards. The full
# design gets that clock from Corundum's PCIe IP, so this fragment creates no clock there. It adds
# - redline_app_ooc.xdc: create_clock -period 4.000 on the block's clk, scoped to
#   mqnic_app_block and used only out of context (a run with mqnic_app_block as its top);
# - redline_clock_check.tcl (project mode): a Tcl constraint run late in implementation that
#   reports the period of the clock reaching each mqnic_app_block's clk, and warns when it is
#   not 4.000 ns or missing.

if {[info exists redline_dir]} {
    set redline_root [file normalize $redline_dir]
} elseif {[info exists ::env(REDLINE_DIR)]} {
    set redline_root [file normalize $::env(REDLINE_DIR)]
} else {
    set redline_root [file normalize [file join [file dirname [info script]] .. .. ..]]
}

set redline_inc [file join $redline_root hw gen]
set redline_files [concat \
    [list [file join $redline_root hw rtl redline_tm.v]] \
    [lsort [glob -nocomplain [file join $redline_root hw gen redline_tm_w*.v]]] \
    [lsort [glob -nocomplain [file join $redline_root fpga corundum rtl *.v]]]]
set redline_header [file join $redline_inc redline_app_regs.vh]
set redline_ooc_xdc [file join $redline_root fpga corundum vivado redline_app_ooc.xdc]
set redline_clock_check [file join $redline_root fpga corundum vivado redline_clock_check.tcl]

foreach f [concat $redline_files [list $redline_header $redline_ooc_xdc $redline_clock_check]] {
    if {![file exists $f]} {
        error "redline.tcl: $f not found (set redline_dir or REDLINE_DIR to the redline checkout)"
    }
}

if {[catch {current_project}]} {
    # Non-project flow: the include directory goes to read_verilog; the clock only for an
    # out-of-context synth_design of mqnic_app_block. The check needs the linked design.
    read_verilog -include_dirs [list $redline_inc] $redline_files
    read_xdc -mode out_of_context -ref mqnic_app_block $redline_ooc_xdc
    puts "redline: after link_design, `source $redline_clock_check` reports the clock of mqnic_app_block's clk"
} else {
    set fs [get_filesets sources_1]
    foreach f [concat $redline_files [list $redline_header]] {
        if {[llength [get_files -quiet -of_objects $fs $f]] == 0} {
            add_files -fileset $fs -norecurse $f
        }
    }
    set_property file_type {Verilog Header} [get_files -of_objects $fs $redline_header]
    set dirs [get_property include_dirs $fs]
    if {[lsearch -exact $dirs $redline_inc] < 0} {
        set_property include_dirs [concat $dirs [list $redline_inc]] $fs
    }

    # The clock files (see the head of this file), each added once; the properties are set on
    # every run, so a project made by an older fragment gets them too.
    set cs [current_fileset -constrset]
    foreach f [list $redline_ooc_xdc $redline_clock_check] {
        if {[llength [get_files -quiet -of_objects $cs $f]] == 0} {
            add_files -fileset $cs -norecurse $f
        }
    }
    set ooc [get_files -of_objects $cs $redline_ooc_xdc]
    set_property SCOPED_TO_REF mqnic_app_block $ooc
    set_property USED_IN {synthesis implementation out_of_context} $ooc
    set check [get_files -of_objects $cs $redline_clock_check]
    # FILE_TYPE first: Vivado resets the USED_IN flags when it changes.
    set_property FILE_TYPE TCL $check
    set_property USED_IN_SYNTHESIS false $check
    set_property USED_IN_IMPLEMENTATION true $check
    set_property PROCESSING_ORDER LATE $check

    # The app block needs these (see fpga/corundum/README.md); config.tcl sets them through the
    # top-level generics. Refuse a build that would silently leave redline out.
    set generics [get_property generic $fs]
    foreach {name want} {APP_ENABLE 1 APP_CTRL_ENABLE 1 APP_AXIS_SYNC_ENABLE 1 APP_ID 32'h52440001} {
        set got ""
        foreach g $generics {
            if {[string match "${name}=*" $g]} {
                set got [string range $g [expr {[string length $name] + 1}] end]
            }
        }
        if {[string tolower $got] ne [string tolower $want]} {
            error "redline.tcl: config.tcl must set $name to $want (dict set params $name \"$want\"), found '$got'"
        }
    }
}

puts "redline: [llength $redline_files] sources from $redline_root, include dir $redline_inc"
