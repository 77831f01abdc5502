"""fpga/corundum/vivado: the Tcl fragment that adds redline to a Corundum Vivado project, the
out-of-context clock of the app block (250 MHz, Corundum's core clock) and the check that reports
the clock reaching the app block in the full design. Vivado is not here: the XDC is parsed, and
the Tcl runs in a plain Tcl interpreter with stand-ins for the few Vivado commands it calls, which
record what the fragment asks of Vivado. What Vivado then does with it is not tested."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
VIVADO = ROOT / "fpga" / "corundum" / "vivado"
FRAGMENT = VIVADO / "redline.tcl"
OOC_XDC = VIVADO / "redline_app_ooc.xdc"
CHECK = VIVADO / "redline_clock_check.tcl"

tkinter = pytest.importorskip("tkinter", reason="needs Python's Tcl interpreter (tkinter)")


def _commands(text: str) -> list[str]:
    """The Tcl commands of a constraints file: comments and blank lines dropped, continuations joined."""
    text = re.sub(r"\\\n\s*", " ", text)
    return [ln.strip() for ln in text.splitlines() if ln.strip() and not ln.strip().startswith("#")]


def test_the_ooc_xdc_creates_one_250_mhz_clock_on_the_app_blocks_clk_port():
    cmds = _commands(OOC_XDC.read_text())
    clocks = [c for c in cmds if c.split()[0] in ("create_clock", "create_generated_clock")]
    assert len(clocks) == 1, clocks
    m = re.fullmatch(r"create_clock\s+-period\s+(\S+)\s+-name\s+(\S+)\s+\[get_ports\s+\{?clk\}?\]", clocks[0])
    assert m, clocks[0]
    assert m.group(1) == "4.000"
    # Nothing else in the fragment's files creates a clock: in the full design Corundum's PCIe IP
    # already defines the core clock, and a second create_clock would replace it.
    for f in VIVADO.iterdir():
        if f != OOC_XDC:
            assert not re.search(r"^\s*create_(generated_)?clock", f.read_text(), re.M), f


# Stand-ins for the Vivado commands redline.tcl calls in project mode. Files and their properties
# are kept in the Tcl arrays files(FILESET) and props(FILE,PROPERTY).
PROJECT_STUBS = r"""
array set props {}
array set files {sources_1 {} constrs_1 {}}
set generics {APP_ENABLE=1 APP_CTRL_ENABLE=1 APP_AXIS_SYNC_ENABLE=1 APP_ID=32'h52440001}
proc current_project {} { return proj }
proc get_filesets {args} { return [lindex $args end] }
proc current_fileset {args} {
    if {$args ne "-constrset"} { error "current_fileset $args: only -constrset is stubbed" }
    return constrs_1
}
proc add_files {args} {
    global files
    set fs [lindex $args [expr {[lsearch $args -fileset] + 1}]]
    lappend files($fs) [lindex $args end]
}
proc get_files {args} {
    global files
    set fs [lindex $args [expr {[lsearch $args -of_objects] + 1}]]
    set f [lindex $args end]
    if {[lsearch -exact $files($fs) $f] >= 0} { return [list $f] }
    if {[lsearch $args -quiet] >= 0} { return {} }
    error "get_files: $f not in $fs"
}
proc set_property {name value objs} {
    global props
    foreach o $objs { set props($o,[string toupper $name]) $value }
}
proc get_property {name obj} {
    global props generics
    if {$name eq "generic"} { return $generics }
    if {[info exists props($obj,[string toupper $name])]} { return $props($obj,[string toupper $name]) }
    return {}
}
"""


def _tcl():
    tcl = tkinter.Tcl()
    tcl.eval("rename puts tcl_puts; proc puts {args} { lappend ::printed [lindex $args end] }")
    tcl.eval("set printed {}")
    return tcl


def _source_fragment(tcl, times: int = 1) -> None:
    tcl.eval(PROJECT_STUBS)
    tcl.eval(f"set redline_dir {{{ROOT}}}")
    for _ in range(times):
        tcl.eval(f"source {{{FRAGMENT}}}")


def _prop(tcl, f: Path, name: str) -> str:
    return tcl.eval(f"get_property {name} {{{f}}}")


def test_fragment_adds_the_ooc_clock_scoped_to_the_app_block_for_out_of_context_runs_only():
    tcl = _tcl()
    _source_fragment(tcl)
    constrs = tcl.splitlist(tcl.eval("set files(constrs_1)"))
    assert str(OOC_XDC) in constrs
    assert _prop(tcl, OOC_XDC, "SCOPED_TO_REF") == "mqnic_app_block"
    used_in = set(tcl.splitlist(_prop(tcl, OOC_XDC, "USED_IN")))
    # out_of_context: Vivado reads it only when the block is the top of an out-of-context run.
    assert used_in == {"synthesis", "implementation", "out_of_context"}, used_in


def test_fragment_adds_the_clock_check_to_implementation_after_the_other_constraints():
    tcl = _tcl()
    _source_fragment(tcl)
    assert str(CHECK) in tcl.splitlist(tcl.eval("set files(constrs_1)"))
    assert _prop(tcl, CHECK, "FILE_TYPE") == "TCL"
    assert _prop(tcl, CHECK, "USED_IN_SYNTHESIS") == "false"
    assert _prop(tcl, CHECK, "USED_IN_IMPLEMENTATION") == "true"
    assert _prop(tcl, CHECK, "PROCESSING_ORDER") == "LATE"


def test_fragment_sourced_twice_adds_each_constraint_file_once():
    tcl = _tcl()
    _source_fragment(tcl, times=2)
    constrs = list(tcl.splitlist(tcl.eval("set files(constrs_1)")))
    assert sorted(constrs) == sorted({str(OOC_XDC), str(CHECK)}), constrs


def test_fragment_without_a_project_reads_the_ooc_clock_for_out_of_context_runs_only():
    tcl = _tcl()
    tcl.eval("proc current_project {} { error {no open project} }")
    tcl.eval("set reads {}; proc read_verilog {args} {}; proc read_xdc {args} { lappend ::reads $args }")
    tcl.eval(f"set redline_dir {{{ROOT}}}; source {{{FRAGMENT}}}")
    assert [list(tcl.splitlist(r)) for r in tcl.splitlist(tcl.eval("set reads"))] == \
        [["-mode", "out_of_context", "-ref", "mqnic_app_block", str(OOC_XDC)]]


# Stand-ins for the netlist and timing queries of redline_clock_check.tcl: app_insts lists the
# mqnic_app_block instances, clock_of(PIN) the clocks on a pin, period(CLOCK) their periods.
CHECK_STUBS = r"""
namespace eval common {
    proc send_msg_id {id severity msg} { lappend ::msgs [list $id $severity $msg] }
}
set msgs {}
proc get_cells {args} { if {[string match *REF_NAME* $args]} { return $::app_insts }; return {} }
proc get_pins {args} {
    set p [lindex $args end]
    if {[info exists ::clock_of($p)]} { return [list $p] }
    return {}
}
proc get_clocks {args} {
    set out {}
    foreach p [lindex $args end] { if {[info exists ::clock_of($p)]} { lappend out {*}$::clock_of($p) } }
    return $out
}
proc get_property {args} {
    set clocks [lindex $args end]
    if {[lsearch $args -min] >= 0} {
        set m {}
        foreach c $clocks { if {$m eq "" || $::period($c) < $m} { set m $::period($c) } }
        return $m
    }
    return $::period([lindex $clocks 0])
}
"""
APP = "core_inst/core_pcie_inst/core_inst/app.app_block_inst"


def _run_check(clocks: dict[str, float] | None, insts=(APP,)) -> list[tuple[str, str, str]]:
    tcl = _tcl()
    tcl.eval(CHECK_STUBS)
    tcl.eval(f"set app_insts {{{' '.join(insts)}}}")
    for name, per in (clocks or {}).items():
        tcl.eval(f"set period({name}) {per}")
    if clocks:
        tcl.eval(f"array set clock_of [list {{{APP}/clk}} {{{' '.join(clocks)}}}]")
    tcl.eval(f"source {{{CHECK}}}")
    return [tuple(tcl.splitlist(m)) for m in tcl.splitlist(tcl.eval("set msgs"))]


def test_check_is_content_with_250_mhz():
    msgs = _run_check({"pcie_user_clk": 4.0})
    assert [(sev, "4.000 ns" in msg and "pcie_user_clk" in msg and APP in msg) for _, sev, msg in msgs] \
        == [("INFO", True)], msgs


def test_check_warns_of_a_faster_clock_critically():
    msgs = _run_check({"core_clk": 3.103})
    assert [sev for _, sev, _ in msgs] == ["CRITICAL WARNING"], msgs
    assert "3.103 ns" in msgs[0][2] and "4.000 ns" in msgs[0][2]


def test_check_warns_of_a_slower_clock_and_names_the_cycles_per_us_to_set():
    msgs = _run_check({"core_clk": 5.0})
    assert [sev for _, sev, _ in msgs] == ["WARNING"], msgs
    assert "200.00 MHz" in msgs[0][2] and "--clock-mhz 200" in msgs[0][2] and "cycles_per_us" in msgs[0][2]
    assert "lasts 1.250 us" in msgs[0][2]  # 250 cycles at 200 MHz


def test_check_takes_the_fastest_of_several_clocks():
    msgs = _run_check({"a": 5.0, "b": 3.2})
    assert [sev for _, sev, _ in msgs] == ["CRITICAL WARNING"] and "3.200 ns" in msgs[0][2], msgs


def test_check_reports_an_unclocked_app_block_critically():
    msgs = _run_check(None)
    assert [sev for _, sev, _ in msgs] == ["CRITICAL WARNING"], msgs
    assert "no clock" in msgs[0][2] and APP in msgs[0][2]


def test_check_says_when_it_finds_no_app_block():
    msgs = _run_check({"pcie_user_clk": 4.0}, insts=())
    assert [sev for _, sev, _ in msgs] == ["WARNING"] and "no mqnic_app_block" in msgs[0][2], msgs
