"""Stock Corundum parameter sets, as mqnic_core hands them to mqnic_app_block.

One set per Corundum build target (board fpga_core defaults) and one per
configuration of Corundum's app-template testbench
(fpga/app/template/tb/mqnic_core_pcie_us/test_mqnic_core_pcie_us.py, which is
pytest-parametrized over 9 configurations: tb-mqnic-core-pcie-us ... -9).

The values were read from Corundum's public tree (GitHub corundum/corundum and,
where the copy of that repository we could read lacks the newest files, forks that
carry them; each set's "source" names file and commit) and evaluated by hand:
fpga_core.v defaults -> what fpga_core passes to mqnic_core_pcie_us ->
mqnic_core_pcie_us/mqnic_core_pcie derived parameters -> mqnic_core localparams ->
the mqnic_app_block instance.  They are the stock target values (APP_ID as the
board ships, APP_* enables at their fpga_core defaults) BEFORE the redline app
settings are laid over them.  One exception: mqnic_core instantiates the app block
only when APP_ENABLE=1 (and APP_DMA_ENABLE defaults to 1), so DMA_TAG_WIDTH is the
value the block sees then: DMA_TAG_WIDTH - $clog2(IF_COUNT+1) - 1.

Caveats:
* No copy of mqnic_core.v / mqnic_core_pcie_us.v / the template app block from the
  PTP_TS_FMT_TOD era was found in the searchable store.  The app-block parameter
  list is the one of the newest mqnic_core.v found (2023, ptp_td era), plus
  PTP_TS_FMT_TOD, which the 2024 fpga_core.v / testbench pass down.  That 2023
  mqnic_core does NOT pass PTP_TS_FMT_TOD, APP_GPIO_IN_WIDTH or APP_GPIO_OUT_WIDTH
  to mqnic_app_block (the block then uses its defaults: 32/32).
* mqnic_core's own ptp_sync ports are [63:0] ptp_sync_ts_rel and [96:0]
  ptp_sync_ts_tod (97 bits, upstream typo); the template app block declares both as
  [PTP_TS_WIDTH-1:0] (fpga/corundum/README.md, "Tests").
"""

NAMES = """
IF_COUNT PORTS_PER_IF SCHED_PER_IF PORT_COUNT CLK_PERIOD_NS_NUM CLK_PERIOD_NS_DENOM
PTP_CLK_PERIOD_NS_NUM PTP_CLK_PERIOD_NS_DENOM PTP_PORT_CDC_PIPELINE PTP_PEROUT_ENABLE
PTP_PEROUT_COUNT PTP_TS_ENABLE PTP_TS_FMT_TOD PTP_TS_WIDTH TX_TAG_WIDTH MAX_TX_SIZE
MAX_RX_SIZE DDR_CH DDR_ENABLE DDR_GROUP_SIZE AXI_DDR_DATA_WIDTH AXI_DDR_ADDR_WIDTH
AXI_DDR_STRB_WIDTH AXI_DDR_ID_WIDTH AXI_DDR_AWUSER_ENABLE AXI_DDR_AWUSER_WIDTH
AXI_DDR_WUSER_ENABLE AXI_DDR_WUSER_WIDTH AXI_DDR_BUSER_ENABLE AXI_DDR_BUSER_WIDTH
AXI_DDR_ARUSER_ENABLE AXI_DDR_ARUSER_WIDTH AXI_DDR_RUSER_ENABLE AXI_DDR_RUSER_WIDTH
AXI_DDR_MAX_BURST_LEN AXI_DDR_NARROW_BURST AXI_DDR_FIXED_BURST AXI_DDR_WRAP_BURST HBM_CH
HBM_ENABLE HBM_GROUP_SIZE AXI_HBM_DATA_WIDTH AXI_HBM_ADDR_WIDTH AXI_HBM_STRB_WIDTH
AXI_HBM_ID_WIDTH AXI_HBM_AWUSER_ENABLE AXI_HBM_AWUSER_WIDTH AXI_HBM_WUSER_ENABLE
AXI_HBM_WUSER_WIDTH AXI_HBM_BUSER_ENABLE AXI_HBM_BUSER_WIDTH AXI_HBM_ARUSER_ENABLE
AXI_HBM_ARUSER_WIDTH AXI_HBM_RUSER_ENABLE AXI_HBM_RUSER_WIDTH AXI_HBM_MAX_BURST_LEN
AXI_HBM_NARROW_BURST AXI_HBM_FIXED_BURST AXI_HBM_WRAP_BURST APP_ID APP_CTRL_ENABLE
APP_DMA_ENABLE APP_AXIS_DIRECT_ENABLE APP_AXIS_SYNC_ENABLE APP_AXIS_IF_ENABLE
APP_STAT_ENABLE APP_GPIO_IN_WIDTH APP_GPIO_OUT_WIDTH DMA_ADDR_WIDTH DMA_IMM_ENABLE
DMA_IMM_WIDTH DMA_LEN_WIDTH DMA_TAG_WIDTH RAM_SEL_WIDTH RAM_ADDR_WIDTH RAM_SEG_COUNT
RAM_SEG_DATA_WIDTH RAM_SEG_BE_WIDTH RAM_SEG_ADDR_WIDTH RAM_PIPELINE
AXIL_APP_CTRL_DATA_WIDTH AXIL_APP_CTRL_ADDR_WIDTH AXIL_APP_CTRL_STRB_WIDTH
AXIL_CTRL_DATA_WIDTH AXIL_CTRL_ADDR_WIDTH AXIL_CTRL_STRB_WIDTH AXIS_DATA_WIDTH
AXIS_KEEP_WIDTH AXIS_TX_USER_WIDTH AXIS_RX_USER_WIDTH AXIS_RX_USE_READY
AXIS_SYNC_DATA_WIDTH AXIS_SYNC_KEEP_WIDTH AXIS_SYNC_TX_USER_WIDTH AXIS_SYNC_RX_USER_WIDTH
AXIS_IF_DATA_WIDTH AXIS_IF_KEEP_WIDTH AXIS_IF_TX_ID_WIDTH AXIS_IF_RX_ID_WIDTH
AXIS_IF_TX_DEST_WIDTH AXIS_IF_RX_DEST_WIDTH AXIS_IF_TX_USER_WIDTH AXIS_IF_RX_USER_WIDTH
STAT_ENABLE STAT_INC_WIDTH STAT_ID_WIDTH
""".split()

# Files read for every set (the per-target fpga_core.v is named in each "source").
_COMMON = (
    "mqnic_core.v: newest found = 2023 ptp_td-era copy (216760 chars, store id 2451795815, "
    "repo/commit not exposed; corundum/corundum's newest reachable stored version is "
    "@ 9963674c61f8de64e9a2b5c40345e0d9fd4d697b, older), app-block instance read there; "
    "mqnic_core_pcie.v + mqnic_core_pcie_us.v: EmbedKun/Monkey-X-NIC fork "
    "@ 3d7b7ff7677fc7fb99cab5022e09b4b0c4dcf3db (2023; TLP_SEG_COUNT=1, "
    "RAM_SEG_COUNT=TLP_SEG_COUNT*2, IF_RAM_SEL_WIDTH=1, DMA_ADDR_WIDTH=64); "
    "template app block: krish-iyer/corundum fork @ 000bf7eb49aec18bebdca6d53a06ce7e021ddfca"
)


def _clog2(x):
    return (x - 1).bit_length()


def _set(*, if_count, ports_per_if, ptp_num, ptp_denom, fmt_tod, ts_enable=1,
         ddr, hbm, app_id, ram_size, pcie_width, eth_width, sync_width,
         axil_addr=24, app_axil_addr=24, tx_queue_index_width=13, rx_queue_index_width=8):
    """Evaluate mqnic_core's app-block parameter list for one configuration."""
    ts_width = 96 if fmt_tod else 48          # fpga_core/tb: PTP_TS_FMT_TOD ? 96 : 48
    tx_user = 16 + 1                          # AXIS_ETH_TX_USER_WIDTH = TX_TAG_WIDTH + 1
    rx_user = (ts_width if ts_enable else 0) + 1  # (PTP_TS_ENABLE ? PTP_TS_WIDTH : 0) + 1
    ram_addr = _clog2(ram_size)               # $clog2(max(TX_RAM_SIZE, RX_RAM_SIZE))
    seg_count = 1 * 2                         # mqnic_core_pcie: TLP_SEG_COUNT(1)*2
    seg_data = pcie_width * 2 // seg_count    # TLP_DATA_WIDTH*2/RAM_SEG_COUNT
    seg_be = seg_data // 8
    if_data = sync_width * 2 ** _clog2(ports_per_if)  # AXIS_SYNC_DATA_WIDTH*2**$clog2(PORTS_PER_IF)
    v = dict(
        IF_COUNT=if_count, PORTS_PER_IF=ports_per_if, SCHED_PER_IF=ports_per_if,
        PORT_COUNT=if_count * ports_per_if,
        CLK_PERIOD_NS_NUM=4, CLK_PERIOD_NS_DENOM=1,
        PTP_CLK_PERIOD_NS_NUM=ptp_num, PTP_CLK_PERIOD_NS_DENOM=ptp_denom,
        PTP_PORT_CDC_PIPELINE=0, PTP_PEROUT_ENABLE=0, PTP_PEROUT_COUNT=1,
        PTP_TS_ENABLE=ts_enable, PTP_TS_FMT_TOD=fmt_tod, PTP_TS_WIDTH=ts_width,
        TX_TAG_WIDTH=16, MAX_TX_SIZE=9214, MAX_RX_SIZE=9214,
    )
    for kind, p in (("DDR", ddr), ("HBM", hbm)):
        v[f"{kind}_CH"] = p["ch"]
        v[f"{kind}_ENABLE"] = 0
        v[f"{kind}_GROUP_SIZE"] = p["group"]
        v[f"AXI_{kind}_DATA_WIDTH"] = p["data"]
        v[f"AXI_{kind}_ADDR_WIDTH"] = p["addr"]
        v[f"AXI_{kind}_STRB_WIDTH"] = p["data"] // 8   # (AXI_*_DATA_WIDTH/8)
        v[f"AXI_{kind}_ID_WIDTH"] = p["id"]
        for u in ("AW", "W", "B", "AR", "R"):          # *USER_ENABLE(0), widths default 1
            v[f"AXI_{kind}_{u}USER_ENABLE"] = 0
            v[f"AXI_{kind}_{u}USER_WIDTH"] = 1
        v[f"AXI_{kind}_MAX_BURST_LEN"] = p["burst"]
        v[f"AXI_{kind}_NARROW_BURST"] = 0
        v[f"AXI_{kind}_FIXED_BURST"] = 0
        v[f"AXI_{kind}_WRAP_BURST"] = p["wrap"]
    v.update(
        APP_ID=app_id, APP_CTRL_ENABLE=1, APP_DMA_ENABLE=1, APP_AXIS_DIRECT_ENABLE=1,
        APP_AXIS_SYNC_ENABLE=1, APP_AXIS_IF_ENABLE=1,
        APP_STAT_ENABLE=1,                       # APP_STAT_ENABLE && STAT_ENABLE
        APP_GPIO_IN_WIDTH=32, APP_GPIO_OUT_WIDTH=32,
        DMA_ADDR_WIDTH=64, DMA_IMM_ENABLE=0, DMA_IMM_WIDTH=32, DMA_LEN_WIDTH=16,
        # IF_DMA_TAG_WIDTH = DMA_TAG_WIDTH(16) - $clog2(IF_COUNT + APP_DMA) - 1
        DMA_TAG_WIDTH=16 - _clog2(if_count + 1) - 1,
        RAM_SEL_WIDTH=1,                         # .RAM_SEL_WIDTH(IF_RAM_SEL_WIDTH), =1
        RAM_ADDR_WIDTH=ram_addr, RAM_SEG_COUNT=seg_count, RAM_SEG_DATA_WIDTH=seg_data,
        RAM_SEG_BE_WIDTH=seg_be,
        # RAM_ADDR_WIDTH - $clog2(RAM_SEG_COUNT*RAM_SEG_BE_WIDTH)
        RAM_SEG_ADDR_WIDTH=ram_addr - _clog2(seg_count * seg_be),
        RAM_PIPELINE=2,
        AXIL_APP_CTRL_DATA_WIDTH=32, AXIL_APP_CTRL_ADDR_WIDTH=app_axil_addr,
        AXIL_APP_CTRL_STRB_WIDTH=4, AXIL_CTRL_DATA_WIDTH=32,
        AXIL_CTRL_ADDR_WIDTH=axil_addr, AXIL_CTRL_STRB_WIDTH=4,
        AXIS_DATA_WIDTH=eth_width, AXIS_KEEP_WIDTH=eth_width // 8,
        AXIS_TX_USER_WIDTH=tx_user, AXIS_RX_USER_WIDTH=rx_user, AXIS_RX_USE_READY=0,
        AXIS_SYNC_DATA_WIDTH=sync_width,
        AXIS_SYNC_KEEP_WIDTH=sync_width // 8,        # SYNC_DATA/(DATA/KEEP), one keep bit a byte
        AXIS_SYNC_TX_USER_WIDTH=tx_user, AXIS_SYNC_RX_USER_WIDTH=rx_user,
        AXIS_IF_DATA_WIDTH=if_data, AXIS_IF_KEEP_WIDTH=if_data // 8,
        AXIS_IF_TX_ID_WIDTH=tx_queue_index_width,       # AXIS_TX_ID_WIDTH = TX_QUEUE_INDEX_WIDTH
        AXIS_IF_RX_ID_WIDTH=_clog2(ports_per_if) if ports_per_if > 1 else 1,
        AXIS_IF_TX_DEST_WIDTH=_clog2(ports_per_if) + 4,  # $clog2(PORTS_PER_IF)+AXIS_TX_DEST_WIDTH(4)
        AXIS_IF_RX_DEST_WIDTH=rx_queue_index_width + 1,  # RX_QUEUE_INDEX_WIDTH+1
        AXIS_IF_TX_USER_WIDTH=tx_user, AXIS_IF_RX_USER_WIDTH=rx_user,
        STAT_ENABLE=1, STAT_INC_WIDTH=24, STAT_ID_WIDTH=12,
    )
    assert list(v) == NAMES, [n for n in NAMES if n not in v]
    return v


# DDR/HBM as fpga_core passes them (Alveo/ADM/250-SoC fpga_core: DDR_GROUP_SIZE(1),
# *USER_ENABLE(0), FIXED_BURST(0), WRAP_BURST(1); HBM likewise on Alveo).
_ALVEO_DDR = dict(ch=4, group=1, data=512, addr=34, id=8, burst=256, wrap=1)
_ALVEO_HBM = dict(ch=32, group=32, data=256, addr=33, id=6, burst=16, wrap=1)  # HBM_GROUP_SIZE=HBM_CH
# Boards without HBM pass only .HBM_ENABLE(0): the rest are mqnic_core_pcie_us defaults
# (assumed equal to mqnic_core's defaults: 1 ch, 256b, 32b addr, 8b id, burst 256, wrap 0).
_NO_HBM = dict(ch=1, group=1, data=256, addr=32, id=8, burst=256, wrap=0)

TARGETS = {
    "alveo-100g": {
        "source": "myk12/corundum (fork, PTP_TS_FMT_TOD era) fpga/mqnic/Alveo/fpga_100g/rtl/fpga_core.v "
                  "@ 699bb78e65cf820c7344c0b4686c61f0aaffe28b (parameter defaults); its mqnic_core_pcie_us "
                  "instance read in JuniorSNy/corundum-mod same file @ dfbc364731fba968bfaf51f6e1cec7979e38ce30; "
                  "corundum/corundum same file @ ba55a3c1ed3f439a9db7758cbce10d3af2cb20d6 is pre-FMT_TOD "
                  "(PTP_TS_WIDTH = 96); " + _COMMON,
        "params": _set(if_count=2, ports_per_if=1, ptp_num=1024, ptp_denom=165, fmt_tod=0,
                       ddr=_ALVEO_DDR, hbm=_ALVEO_HBM, app_id=0x00000000, ram_size=131072,
                       pcie_width=512, eth_width=512, sync_width=512),
    },
    "alveo-25g": {
        "source": "myk12/corundum fpga/mqnic/Alveo/fpga_25g/rtl/fpga_core.v "
                  "@ 1aec5785b712c4f5b79117d5f9c0fc1bb444975f (defaults; XGMII 64b, SYNC = 2x, "
                  "TX/RX_RAM_SIZE 32768); mqnic_core_pcie_us instance not read, assumed as in "
                  "fpga_100g; " + _COMMON,
        "params": _set(if_count=2, ports_per_if=1, ptp_num=1024, ptp_denom=165, fmt_tod=0,
                       ddr=_ALVEO_DDR, hbm=_ALVEO_HBM, app_id=0x00000000, ram_size=32768,
                       pcie_width=512, eth_width=64, sync_width=128),
    },
    "adm-pcie-9v3-100g": {
        "source": "myk12/corundum fpga/mqnic/ADM_PCIE_9V3/fpga_100g/rtl/fpga_core.v "
                  "@ 699bb78e65cf820c7344c0b4686c61f0aaffe28b (defaults and mqnic_core_pcie_us "
                  "instance: DDR_CH 2, AXI_DDR_ADDR_WIDTH 33, only .HBM_ENABLE(0) for HBM); " + _COMMON,
        "params": _set(if_count=2, ports_per_if=1, ptp_num=1024, ptp_denom=165, fmt_tod=0,
                       ddr=dict(ch=2, group=1, data=512, addr=33, id=8, burst=256, wrap=1),
                       hbm=_NO_HBM, app_id=0x00000000, ram_size=131072,
                       pcie_width=512, eth_width=512, sync_width=512),
    },
    "250soc-100g": {
        "source": "myk12/corundum fpga/mqnic/250_SoC/fpga_100g/rtl/fpga_core.v "
                  "@ 699bb78e65cf820c7344c0b4686c61f0aaffe28b (defaults: PTP 512/165, DDR_CH 1, "
                  "AXI_DDR_ADDR_WIDTH 32; IF_COUNT=2/PORTS_PER_IF=1 and the instance's DDR/HBM "
                  "passes assumed as on ADM_PCIE_9V3, not read); " + _COMMON,
        "params": _set(if_count=2, ports_per_if=1, ptp_num=512, ptp_denom=165, fmt_tod=0,
                       ddr=dict(ch=1, group=1, data=512, addr=32, id=8, burst=256, wrap=1),
                       hbm=_NO_HBM, app_id=0x00000000, ram_size=131072,
                       pcie_width=512, eth_width=512, sync_width=512),
    },
}

# fpga/app/template/tb/mqnic_core_pcie_us/test_mqnic_core_pcie_us.py, newest found:
# myk12/corundum @ 1cda2694f66e3973e045e79c9f4038bac2d43c4e.  The tb sets APP_ID 0x12340001,
# APP_ENABLE 1, all APP_* enables 1, PTP_CLK 32/5, DDR/HBM 1 ch (HBM ID 6, HBM burst 16),
# RAM sizes 131072, AXIL addr 24, and leaves STRB/USER/FIXED/WRAP at their defaults.
# parametrize(if_count, ports_per_if, axis_pcie_data_width, axis_eth_data_width,
#             axis_eth_sync_data_width, ptp_ts_enable, ptp_ts_fmt_tod):
_TB_CASES = [
    (1, 1, 256, 64, 64, 1, 0),
    (1, 1, 256, 64, 64, 1, 1),
    (1, 1, 256, 64, 64, 0, 0),
    (2, 1, 256, 64, 64, 1, 0),
    (1, 2, 256, 64, 64, 1, 0),
    (1, 1, 256, 64, 128, 1, 0),
    (1, 1, 512, 64, 64, 1, 0),
    (1, 1, 512, 64, 128, 1, 0),
    (1, 1, 512, 512, 512, 1, 0),
]
for _n, (_ifc, _ppi, _pcie, _eth, _sync, _tsen, _tod) in enumerate(_TB_CASES, 1):
    TARGETS["tb-mqnic-core-pcie-us" + ("" if _n == 1 else f"-{_n}")] = {
        "source": "myk12/corundum fpga/app/template/tb/mqnic_core_pcie_us/test_mqnic_core_pcie_us.py "
                  f"@ 1cda2694f66e3973e045e79c9f4038bac2d43c4e, case {_n} "
                  f"{(_ifc, _ppi, _pcie, _eth, _sync, _tsen, _tod)}; " + _COMMON,
        "params": _set(if_count=_ifc, ports_per_if=_ppi, ptp_num=32, ptp_denom=5, fmt_tod=_tod,
                       ts_enable=_tsen,
                       ddr=dict(ch=1, group=1, data=256, addr=32, id=8, burst=256, wrap=0),
                       hbm=dict(ch=1, group=1, data=256, addr=32, id=6, burst=16, wrap=0),
                       app_id=0x12340001, ram_size=131072,
                       pcie_width=_pcie, eth_width=_eth, sync_width=_sync),
    }
del _n, _ifc, _ppi, _pcie, _eth, _sync, _tsen, _tod
