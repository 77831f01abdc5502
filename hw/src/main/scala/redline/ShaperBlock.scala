package redline

import spinal.core._
import spinal.lib._

/** The shaper on its own, for its block test (cocotb-tests/tm/test_shaper_block.py): the three
  * fields of the active configuration it reads (inc, cap, shaped), cap - inc as ConfigEngine
  * precomputes it, the apply, and the egress's pops; the bucket itself comes out beside `allow`. */
case class ShaperBlock() extends Component {
  val io = new Bundle {
    val inc = in UInt (32 bits)
    val cap = in UInt (56 bits)
    val shaped = in Bool()
    val apply = in Bool()
    val pop = slave(Flow(UInt(16 bits)))
    val allow = out Bool()
    val tokens = out SInt (58 bits) // the bucket, for the test to compare every clock
  }
  val shaper = Shaper()
  shaper.io.active.assignFromBits(B(0, shaper.io.active.getBitsWidth bits)) // the fields it does not read
  shaper.io.active.inc.allowOverride := io.inc
  shaper.io.active.cap.allowOverride := io.cap
  shaper.io.active.shaped.allowOverride := io.shaped
  shaper.io.capLessInc := (io.cap.resize(58).asSInt - io.inc.resize(58).asSInt)
  shaper.io.apply := io.apply
  shaper.io.pop << io.pop
  io.allow := shaper.io.allow
  io.tokens := shaper.tokens.pull()
}
