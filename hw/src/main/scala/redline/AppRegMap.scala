package redline

/** The register-block list of the Corundum app block (fpga/corundum/rtl/mqnic_app_block.v).
  *
  * The app block is hand-written Verilog (it must keep Corundum's port list), so its registers
  * are described here as data and RegDocs turns this one description into the Verilog header
  * the RTL includes, the C header (driver), the Python constants (tests, CLI) and the Markdown
  * table. Layout follows Corundum's register blocks: type (vendor 31:16, subtype 15:0),
  * version, next pointer (relative to BAR2, 0 ends the list). */
object AppRegMap {
  case class Reg(name: String, offset: Int, access: String, doc: String)
  case class Const(name: String, value: BigInt, doc: String)

  /** Our vendor half, ASCII "RD". */
  val vendor = 0x5244
  val consts = Seq(
    Const("APP_ID", (BigInt(vendor) << 16) | 0x0001, "APP_ID of the redline app block (mqnic.app_52440001)"),
    Const("RB_TYPE_CTRL", (BigInt(vendor) << 16) | 0x0010, "Block type: redline app control"),
    Const("RB_TYPE_PORT", (BigInt(vendor) << 16) | 0x0011, "Block type: one port's traffic manager"),
    Const("RB_VERSION", 0x00010000, "Version of both block types, major.minor in 31:16 and 15:0"),
    Const("CTRL_BASE", 0x0000, "BAR2 offset of the control block (the list starts here)"),
    Const("PORT_BASE", 0x0100, "BAR2 offset of port 0's block"),
    Const("PORT_STRIDE", 0x0040, "Distance between port blocks"),
    Const("TM_BASE", 0x8000, "BAR2 offset of port 0's TM register window"),
    Const("TM_STRIDE", 0x1000, "Distance between TM windows (one 4 KiB redline_tm register map each)"),
    Const("MAX_PORTS", 8, "Ports that fit a 16-bit AXIL_APP_CTRL_ADDR_WIDTH")
  )

  /** Common header of every block. */
  val header = Seq(
    Reg("RB_TYPE", 0x00, "RO", "Block type: vendor in 31:16, subtype in 15:0"),
    Reg("RB_VER", 0x04, "RO", "Block version"),
    Reg("RB_NEXT", 0x08, "RO", "BAR2 offset of the next block, 0 at the end of the list")
  )

  val ctrl = Seq(
    Reg("CTRL_PORTS", 0x0c, "RO", "Number of ports (port blocks that follow)"),
    Reg("CTRL_STATUS", 0x10, "RO", "Sticky error bits since reset: bit p = port p's tag bookkeeping went wrong (a bug, never expected)"),
    Reg("CTRL_FWD_TAG", 0x14, "RO", "The TX tag that forwarded frames carry"),
    Reg("CTRL_DATA_BYTES", 0x18, "RO", "Sync stream data width in bytes")
  )

  val port = Seq(
    Reg("PORT_INDEX", 0x0c, "RO", "Port number p"),
    Reg("PORT_TM_OFFSET", 0x10, "RO", "BAR2 offset of this port's redline_tm registers"),
    Reg("PORT_TM_SIZE", 0x14, "RO", "Size of that window in bytes"),
    Reg("PORT_FWD", 0x18, "RW", "Bit 0: forward mode, this port's TM takes the RX of port p^1 instead of host TX"),
    Reg("PORT_HOST_DISCARD", 0x1c, "RO", "Host TX frames discarded (and completed) while forwarding"),
    Reg("PORT_DROP_CPL", 0x20, "RO", "TX completions made for host frames the TM dropped"),
    Reg("PORT_CPL_FILTERED", 0x24, "RO", "MAC completions of forwarded frames kept from the host"),
    Reg("PORT_FWD_OVERRUN", 0x28, "RO", "Forwarded RX frames lost because the TM path had no room (RX has no backpressure)")
  )

  def all: Seq[(String, Seq[Reg])] = Seq("header" -> header, "ctrl" -> ctrl, "port" -> port)
}
