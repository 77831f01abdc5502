"""The Colorlight 5A-75B board's in-band register space (fpga/ecp5-colorlight/README.md,
docs/etherbone.md): the traffic manager's registers at TM_BASE, the board's own at BOARD_BASE.

COUNTERS is the order of the `events` vector of fpga/ecp5-colorlight/rtl/redline_board.v;
the board cocotb test checks every name against the behaviour it counts."""
from __future__ import annotations

TM_BASE = 0x0000      # redline_tm A→B (docs/registers.md), 4 KiB
#: each port's TM window (`redline set --etherbone --port N`); 0x2000 is reserved for a B→A TM
TM_BASES = {0: TM_BASE, 1: 0x2000}
BOARD_BASE = 0x1000   # board_regs.v

BOARD_ID = 0x524C4244  # "RLBD"
REG_ID, REG_VERSION, REG_TM_CLK_HZ, REG_N_EVENTS, REG_STATUS = 0x00, 0x04, 0x08, 0x0C, 0x10
#: the Etherbone responder's own 16-bit counters: EB_OK_BAD = ok | bad << 16 (requests taken,
#: malformed frames for the board), EB_BUSY_TIMEOUT = busy | timeout << 16 (requests dropped
#: with both slots busy, register accesses that timed out)
REG_EB_OK_BAD, REG_EB_BUSY_TIMEOUT = 0x14, 0x18
#: EB_REFUSED_LOCKED = refused | locked << 16: requests with writes from a source other than
#: the management one (dropped unanswered), register writes skipped by the write lock
REG_EB_REFUSED_LOCKED = 0x1C
COUNTER_BASE = 0x20
#: the write lock (docs/security.md): LOCK_KEY written to REG_LOCK locks every register write
#: but the TM's counter snapshot until the board is reset or power-cycled; REG_LOCK reads 1
#: once locked (and STATUS bit write_locked)
REG_LOCK, LOCK_KEY = 0x80, 0x4C4F434B   # "LOCK"
#: the management source built in (MGMT_IP; MGMT_MAC as its top 16 bits and low 32 bits)
REG_MGMT_IP, REG_MGMT_MAC_HI, REG_MGMT_MAC_LO = 0x84, 0x88, 0x8C
#: the defaults of fpga/ecp5-colorlight/Makefile's MGMT_MAC and MGMT_IP
MGMT_MAC, MGMT_IP = "02:52:44:4c:4e:00", "10.77.0.1"

#: one 32-bit wrapping counter each, at BOARD_BASE + COUNTER_BASE + 4·i
COUNTERS = (
    "a_rx_ok",          # port A: good frames received
    "a_rx_bad_fcs",     # FCS error: dropped
    "a_rx_runt",        # shorter than 64 bytes with FCS: dropped
    "a_rx_too_long",    # longer than 1518 bytes with FCS: dropped
    "a_rx_er",          # the PHY signalled a receive error: dropped
    "a_rx_fifo_drop",   # no room in the receive FIFO: dropped whole
    "a_tx",             # frames sent on port A (B→A traffic and management replies)
    "b_rx_ok",
    "b_rx_bad_fcs",
    "b_rx_runt",
    "b_rx_too_long",
    "b_rx_er",
    "b_rx_fifo_drop",
    "b_tx",             # frames sent on port B (the TM's output)
    "mgmt",             # frames of port A addressed to the board (ARP, Etherbone): kept from the TM
    "tm_in_drop",       # no room in the FIFO into the TM (the TM fell behind the line)
)

#: bits of REG_STATUS
STATUS_BITS = {"pll_locked": 0, "write_locked": 1}


def counter_addr(name: str) -> int:
    return BOARD_BASE + COUNTER_BASE + 4 * COUNTERS.index(name)


def mgmt_source(ip: int, mac_hi: int, mac_lo: int) -> tuple[str, str]:
    """(MAC, IPv4) of the management source from the three registers' values."""
    mac = (mac_hi & 0xFFFF) << 32 | mac_lo
    return (":".join(f"{(mac >> s) & 0xFF:02x}" for s in range(40, -8, -8)),
            ".".join(str((ip >> s) & 0xFF) for s in (24, 16, 8, 0)))
