package redline

import spinal.core._
import spinal.lib._

/** The parser on its own, for its block test (cocotb-tests/tm/test_parser_block.py): a frame's
  * first 34 bytes (byte 0 in bits 7..0) and its length in, the parse result out, one frame per
  * clock. As in Ingress, `late` is the two-clock form of the TMs that decide at e + 2 (the tag
  * and validity tests registered as the bytes arrive, the rest a clock later from registered
  * bytes; result after 2 clocks), and otherwise the whole parse is registered (after 1). The
  * length test here is a plain compare: Ingress's, from the last beat's tkeep, is the TM's. */
case class ParserBlock(late: Boolean) extends Component {
  val hdrBytes = TmConfig().hdrBytes
  val io = new Bundle {
    val input = slave(Flow(new Bundle {
      val hdr = Bits(8 * hdrBytes bits)
      val len = UInt(16 bits)
    }))
    val result = master(Flow(ParseResult()))
  }
  val hdrIn = io.input.hdr.subdivideIn(8 bits)
  def lenAtLeast(k: Int): Bool = io.input.len >= k
  if (!late) {
    io.result.valid := RegNext(io.input.valid) init (False)
    io.result.payload := RegNextWhen(Parser(hdrIn, lenAtLeast), io.input.valid)
  } else {
    val hdrLater = RegNext(hdrIn)
    val valid1 = RegNext(io.input.valid) init (False)
    val parse = Parser(hdrLater, lenAtLeast, b => RegNextWhen(b, io.input.valid), hdrIn)
    io.result.valid := RegNext(valid1) init (False)
    io.result.payload := RegNextWhen(parse, valid1)
  }
}
