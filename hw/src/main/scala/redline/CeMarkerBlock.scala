package redline

import spinal.core._
import spinal.lib._

/** The CE marker on its own, for its block test (cocotb-tests/tm/test_ce_marker_block.py): one beat
  * of a packet, its index and the packet's descriptor in, the marked beat out a clock later, as
  * the egress feeds it. `byConstants` is the product TMs' form (TmConfig.shallowPaths: the
  * "this is beat k" flags registered with the beat), otherwise the ECP5 TMs' offset compare. */
case class CeMarkerBlock(dataWidth: Int, byConstants: Boolean) extends Component {
  val cfg = TmConfig(dataWidth = dataWidth, shallowPaths = byConstants)
  val io = new Bundle {
    val input = slave(Flow(new Bundle {
      val data = Bits(cfg.dataWidth bits)
      val beatIdx = UInt(cfg.beatIdxWidth bits)
      val desc = Descriptor()
    }))
    val output = master(Flow(Bits(cfg.dataWidth bits)))
  }
  val in = io.input.payload
  val sData = RegNextWhen(in.data, io.input.valid)
  val sIdx = RegNextWhen(in.beatIdx, io.input.valid)
  val sDesc = RegNextWhen(in.desc, io.input.valid)
  val sIdxIs = CeMarker.beatFlags(cfg, in.beatIdx, io.input.valid)
  io.output.valid := RegNext(io.input.valid) init (False)
  io.output.payload := (if (byConstants) CeMarker.byConstants(cfg, sData, sIdxIs(_), sDesc) else CeMarker(cfg, sData, sIdx, sDesc))
}
