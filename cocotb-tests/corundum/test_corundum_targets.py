"""The Corundum app block elaborates with the parameters of Corundum's own targets.

For each parameter set in corundum_targets.py (the stock values of Corundum's board designs and
testbenches, with the app settings of fpga/corundum/README.md laid over them), a generated
top instantiates mqnic_app_block the way mqnic_core does: every parameter by name, and every
port on a wire of the width Corundum's wiring gives it. The widths below are written from
Corundum's side (its template app block and mqnic_core), not read from our block, so a port
whose width drifts from Corundum's shows up as a width warning on that connection.

Each set is elaborated and run to time 1 under Icarus (which prints the block's elaboration
`$error`s at time 0) and linted by Verilator with every warning on. The test requires no error
from either, and no width warning on any port connection."""
from __future__ import annotations

import re
import shutil
import subprocess

import pytest

import runner
from corundum_targets import TARGETS

BLOCK = runner.ROOT / "fpga" / "corundum" / "rtl" / "mqnic_app_block.v"
GEN = runner.ROOT / "hw" / "gen"

# The app settings fpga/corundum/README.md tells a user to put in config.tcl.
APP_SETTINGS = {"APP_ID": 0x52440001, "APP_CTRL_ENABLE": 1, "APP_AXIS_SYNC_ENABLE": 1}
MIN_APP_CTRL_ADDR_WIDTH = 16

# Port widths as Corundum wires them, by port-name pattern (the first match wins), as
# expressions over the parameter set. Every port of the block must match one, so a new port
# cannot go unchecked.
_AXIL = [("addr", "{a}_ADDR_WIDTH"), ("prot", "3"), ("data", "{a}_DATA_WIDTH"), ("strb", "{a}_STRB_WIDTH"),
         ("resp", "2"), ("valid|ready", "1")]
_AXI_MEM = [("a[wr]id|bid|rid", "{m}_CH*AXI_{m}_ID_WIDTH"), ("a[wr]addr", "{m}_CH*AXI_{m}_ADDR_WIDTH"),
            ("a[wr]len", "{m}_CH*8"), ("a[wr]size", "{m}_CH*3"), ("a[wr]burst", "{m}_CH*2"),
            ("a[wr]cache|a[wr]qos", "{m}_CH*4"), ("a[wr]prot", "{m}_CH*3"), ("[br]resp", "{m}_CH*2"),
            ("awuser", "{m}_CH*AXI_{m}_AWUSER_WIDTH"), ("aruser", "{m}_CH*AXI_{m}_ARUSER_WIDTH"),
            ("wuser", "{m}_CH*AXI_{m}_WUSER_WIDTH"), ("buser", "{m}_CH*AXI_{m}_BUSER_WIDTH"),
            ("ruser", "{m}_CH*AXI_{m}_RUSER_WIDTH"), ("[wr]data", "{m}_CH*AXI_{m}_DATA_WIDTH"),
            ("wstrb", "{m}_CH*AXI_{m}_STRB_WIDTH"), ("a[wr]lock|[wr]last|valid|ready", "{m}_CH")]
_STREAM = [("tdata", "{n}*{d}_DATA_WIDTH"), ("tkeep", "{n}*{d}_KEEP_WIDTH"), ("tx_tuser", "{n}*{d}_TX_USER_WIDTH"),
           ("rx_tuser", "{n}*{d}_RX_USER_WIDTH"), ("cpl_ts", "{n}*PTP_TS_WIDTH"), ("cpl_tag", "{n}*TX_TAG_WIDTH"),
           ("tx_tid", "{n}*AXIS_IF_TX_ID_WIDTH"), ("rx_tid", "{n}*AXIS_IF_RX_ID_WIDTH"),
           ("tx_tdest", "{n}*AXIS_IF_TX_DEST_WIDTH"), ("rx_tdest", "{n}*AXIS_IF_RX_DEST_WIDTH"),
           ("valid|ready|tlast|clk|rst", "{n}")]
_DMA = [("dma_addr", "DMA_ADDR_WIDTH"), ("ram_sel", "RAM_SEL_WIDTH"), ("ram_addr", "RAM_ADDR_WIDTH"),
        ("imm_en", "1"), ("imm", "DMA_IMM_WIDTH"), ("len", "DMA_LEN_WIDTH"), ("tag", "DMA_TAG_WIDTH"),
        ("error", "4"), ("valid|ready", "1")]
_DMA_RAM = [("sel", "RAM_SEG_COUNT*RAM_SEL_WIDTH"), ("be", "RAM_SEG_COUNT*RAM_SEG_BE_WIDTH"),
            ("addr", "RAM_SEG_COUNT*RAM_SEG_ADDR_WIDTH"), ("data", "RAM_SEG_COUNT*RAM_SEG_DATA_WIDTH"),
            ("valid|ready|done", "RAM_SEG_COUNT")]


def _group(prefix: str, rules: list, **fmt) -> list[tuple[str, str]]:
    return [(rf"{prefix}_\w*?({pat})$", w.format(**fmt)) for pat, w in rules]


CORUNDUM_WIDTHS: list[tuple[str, str]] = (
    _group("s_axil_app_ctrl", _AXIL, a="AXIL_APP_CTRL") + _group("m_axil_ctrl", _AXIL, a="AXIL_CTRL")
    + _group("[ms]_axis_(ctrl|data)_dma", _DMA) + _group("(ctrl|data)_dma_ram", _DMA_RAM)
    + [(r"ptp_sync_ts_(rel|tod)$", "PTP_TS_WIDTH"), (r"ptp_perout_\w+$", "PTP_PEROUT_COUNT"), (r"ptp_\w+$", "1")]
    + _group("([ms]_axis_)?direct", _STREAM, n="PORT_COUNT", d="AXIS")
    + _group("[ms]_axis_sync", _STREAM, n="PORT_COUNT", d="AXIS_SYNC")
    + _group("[ms]_axis_if", _STREAM, n="IF_COUNT", d="AXIS_IF")
    + _group("m_axi_ddr", _AXI_MEM, m="DDR") + [(r"ddr_(clk|rst|status)$", "DDR_CH")]
    + _group("m_axi_hbm", _AXI_MEM, m="HBM") + [(r"hbm_(clk|rst|status)$", "HBM_CH")]
    + [(r"m_axis_stat_tdata$", "STAT_INC_WIDTH"), (r"m_axis_stat_tid$", "STAT_ID_WIDTH"),
       (r"m_axis_stat_t(valid|ready)$", "1"), (r"gpio_in$", "APP_GPIO_IN_WIDTH"),
       (r"gpio_out$", "APP_GPIO_OUT_WIDTH"), (r"jtag_\w+$", "1"), (r"(clk|rst)$", "1")])


def block_ports() -> list[tuple[str, str]]:
    """(direction, name) of every port of our mqnic_app_block, in order."""
    text = BLOCK.read_text()
    header = text[text.index("module mqnic_app_block"):text.index(");", text.index("input  wire"))]
    return re.findall(r"^\s*(input|output)\s+wire\s*(?:\[[^\]]*\])?\s*(\w+)", header, re.M)


def corundum_width(name: str, params: dict) -> int:
    for pattern, expr in CORUNDUM_WIDTHS:
        if re.match(pattern, name):
            return int(eval(expr, {}, dict(params)))  # noqa: S307: expressions of this file's own table
    raise AssertionError(f"no Corundum width is written for port {name}: add it to CORUNDUM_WIDTHS")


def build_params(name: str) -> dict:
    p = dict(TARGETS[name]["params"])
    p.update(APP_SETTINGS)
    p["AXIL_APP_CTRL_ADDR_WIDTH"] = max(p["AXIL_APP_CTRL_ADDR_WIDTH"], MIN_APP_CTRL_ADDR_WIDTH)
    return p


def _verilog_value(name: str, v: int) -> str:
    return f"32'h{v:08x}" if name == "APP_ID" else str(v)


def top_source(name: str, params: dict) -> tuple[str, str]:
    """A top that wires every port at Corundum's width and stops at time 1."""
    top = "corundum_" + re.sub(r"\W", "_", name)
    lines = [f"// Generated by cocotb-tests/corundum/test_corundum_targets.py for the set {name}.",
             "`timescale 1ns / 1ps", "`default_nettype none", f"module {top};"]
    ports = block_ports()
    for _, port in ports:
        lines.append(f"wire [{corundum_width(port, params)}-1:0] {port};")
    for direction, port in ports:
        if direction == "input":  # drive every input, so the lint sees no undriven net
            lines.append(f"assign {port} = {{{corundum_width(port, params)}{{1'b0}}}};")
    lines.append("mqnic_app_block #(")
    lines.append(",\n".join(f"    .{k}({_verilog_value(k, v)})" for k, v in params.items()))
    lines.append(") dut (")
    lines.append(",\n".join(f"    .{port}({port})" for _, port in ports))
    lines.append(");")
    lines += ["initial #1 $finish;", "endmodule", "`default_nettype wire", ""]
    return top, "\n".join(lines)


def _sources(params: dict) -> list:
    width = params["AXIS_SYNC_DATA_WIDTH"]
    return ([runner.ROOT / "hw" / "rtl" / "redline_tm.v", GEN / f"redline_tm_w{width}.v"]
            + sorted((runner.ROOT / "fpga" / "corundum" / "rtl").glob("*.v")))


def _write_top(name: str, tool: str):
    params = build_params(name)
    d = runner.BUILD / "corundum-targets" / f"{tool}-{name}"
    d.mkdir(parents=True, exist_ok=True)
    top, text = top_source(name, params)
    f = d / f"{top}.v"
    f.write_text(text)
    return d, top, f, params


def _port_width_warnings(output: str, top_file) -> list[str]:
    """Width warnings on the block's ports: on a connection in the generated top, or on an
    assignment to a port inside the block."""
    return [l for l in output.splitlines()
            if (l.startswith("%Warning-WIDTH") and (top_file.name in l or BLOCK.name in l))  # Verilator
            or re.search(r"Port \d+ \(\w+\) of mqnic_app_block expects", l)]  # Icarus


@pytest.mark.parametrize("name", sorted(TARGETS))
def test_icarus_elaborates(name):
    if not shutil.which("iverilog"):
        pytest.fail("iverilog is not installed: run `make setup`")
    d, top, top_file, params = _write_top(name, "icarus")
    vvp = d / "sim.vvp"
    comp = subprocess.run(["iverilog", "-g2012", "-o", str(vvp), "-s", top, "-I", str(GEN),
                           str(top_file), *map(str, _sources(params))], capture_output=True, text=True)
    out = comp.stdout + comp.stderr
    assert comp.returncode == 0, out
    run = subprocess.run(["vvp", "-n", str(vvp)], capture_output=True, text=True, timeout=300)
    out += run.stdout + run.stderr
    assert run.returncode == 0, out
    assert not re.search(r"error", out, re.I), f"{name}: Icarus reports an error:\n{out}"
    assert not _port_width_warnings(out, top_file), out


@pytest.mark.parametrize("name", sorted(TARGETS))
def test_verilator_lints(name):
    verilator = shutil.which("verilator") or str(runner.ROOT / ".venv" / "bin" / "verilator")
    d, top, top_file, params = _write_top(name, "verilator")
    lint = subprocess.run([verilator, "--lint-only", "-Wall", "-Wno-fatal", "--top-module", top, f"-I{GEN}",
                           str(top_file), *map(str, _sources(params))], capture_output=True, text=True)
    out = lint.stdout + lint.stderr
    assert lint.returncode == 0 and "%Error" not in out, out
    bad = _port_width_warnings(out, top_file)
    assert not bad, "\n".join(bad)


def test_width_table_catches_a_drift():
    """The port table is the test's only source of Corundum's widths: a port it does not cover,
    or a width it would not notice, must fail."""
    params = build_params(sorted(TARGETS)[0])
    with pytest.raises(AssertionError, match="no Corundum width"):
        corundum_width("s_axis_sync_tx_new_port_of_ours", params)
    assert corundum_width("ptp_sync_ts_rel", params) == params["PTP_TS_WIDTH"]
    assert corundum_width("s_axis_sync_tx_cpl_ts", params) == params["PORT_COUNT"] * params["PTP_TS_WIDTH"]
    assert corundum_width("s_axis_sync_rx_tuser", params) == params["PORT_COUNT"] * params["AXIS_SYNC_RX_USER_WIDTH"]


def test_readme_lists_every_set():
    """fpga/corundum/README.md's table of tested sets names each set with its timestamp format."""
    text = (runner.ROOT / "fpga" / "corundum" / "README.md").read_text()
    rows = dict(re.findall(r"^\| `([\w-]+)` \|.*\| (\d, \d+) \|$", text, re.M))
    assert rows == {n: f"{t['params']['PTP_TS_FMT_TOD']}, {t['params']['PTP_TS_WIDTH']}"
                    for n, t in TARGETS.items()}
