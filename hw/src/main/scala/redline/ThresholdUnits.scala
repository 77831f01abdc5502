package redline

import spinal.core._
import spinal.lib._

/** The threshold streams' arithmetic side by side, for its block test and its synthesis
  * figures (make reports): floor(a / c) for c = 3, 5, 7, 9 and floor(n / d), 32-bit inputs,
  * saturated at 2^19 - 1 (q = (qavg - qth_min) >> wlog never reaches it: the queue never holds
  * more than the 256 KiB buffer). */
case class ThresholdUnits(satBits: Int = 19) extends Component {
  val consts = Seq(3, 5, 7, 9)
  val io = new Bundle {
    val valid = in Bool()
    val a = in UInt (32 bits)
    val d = in UInt (32 bits)
    val byConst = out(Vec(UInt(satBits bits), consts.size))
    val byConstValid = out Bool()
    val byD = out UInt (satBits bits)
    val byDValid = out Bool()
  }
  val units = consts.map(c => ConstFloorDiv(c, 32, satBits))
  // Their latencies differ with the dividend's width: the results leave together.
  val lat = units.map(_.latency).max
  for ((u, i) <- units.zipWithIndex) {
    u.io.in.valid := io.valid
    u.io.in.payload := io.a
    io.byConst(i) := Delay(u.io.out.payload, lat - u.latency)
  }
  io.byConstValid := units.find(_.latency == lat).get.io.out.valid
  val div = FloorDivider(32, 32, satBits)
  div.io.in.valid := io.valid
  div.io.in.n := io.a
  div.io.in.d := io.d
  io.byD := div.io.out.payload
  io.byDValid := div.io.out.valid
}
