package redline

import spinal.core._
import spinal.lib._

/** Token-bucket egress shaper (docs/semantics.md section 8). Tokens are in 2^-24 byte units;
  * a packet may start while tokens >= 0 and then costs its length (deficit style, so a packet
  * larger than the bucket still goes out). */
case class Shaper() extends Component {
  val io = new Bundle {
    val active = in(ActiveConfig())
    val capLessInc = in SInt (58 bits) // cap - inc of the active configuration, precomputed
    val apply = in Bool()
    val pop = slave(Flow(UInt(16 bits)))
    val allow = out Bool()
  }
  val tokens = Reg(SInt(58 bits)) init (0)
  val capS = io.active.cap.resize(57).asSInt.resize(58)
  val grown = tokens + io.active.inc.resize(33).asSInt.resize(58)
  // tokens + inc > cap, compared as tokens > cap - inc so that the comparison does not wait
  // for the addition (no term comes near 2^57: the sums are exact).
  val full = tokens > io.capLessInc
  val capped = Mux(full, capS, grown)
  val cost = (io.pop.payload.resize(34) ## U(0, 24 bits)).asUInt.resize(57).asSInt.resize(58)
  tokens := Mux(io.pop.valid, Mux(full, capS - cost, grown - cost), capped)
  when(io.apply) { tokens := 0 }
  io.allow := !io.active.shaped || !tokens.msb
}
