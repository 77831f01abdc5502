package redline

import spinal.core._

/** ~(Mux(sel, c1, c0) >> shift): the busy update's subtrahend, inverted for an add with a carry
  * in (DecisionLoop).
  *
  * Behavioural (`primitives` false) for Verilator, Icarus and the ECP5. With `primitives`, three
  * LUT6 levels for UltraScale+, where Yosys maps the shift as five levels of two-way muxes: a
  * four-way shift by shift(1:0), then by shift(3:2) in steps of 4, each on both candidates from
  * their registers, then one LUT choosing among the four of candidate, and shift(4), with the
  * inversion folded in. */
case class SelectShift(width: Int, primitives: Boolean) extends Component {
  val io = new Bundle {
    val c0, c1 = in UInt (width bits)
    val sel = in Bool()
    val shift = in UInt (5 bits)
    val inv = out UInt (width bits)
  }
  if (!primitives) {
    io.inv := ~(Mux(io.sel, io.c1, io.c0) >> io.shift)
  } else {
    def bitOf(v: Int, k: Int): Boolean = ((v >> k) & 1) == 1
    // A four-way mux: inputs d0..d3 on I0..I3, the select on I4 (low) and I5.
    def mux4(d: Seq[Bool], s0: Bool, s1: Bool): Bool =
      XilinxPrims.lut6(d ++ Seq(s0, s1))(v => bitOf(v, (v >> 4) & 3))
    def at(v: Seq[Bool], j: Int): Bool = if (j < width) v(j) else False
    def stages(c: UInt): Seq[Bool] = {
      val bits: Seq[Bool] = c.asBools.toSeq
      val s1 = (0 until width).map(j => mux4((0 until 4).map(k => at(bits, j + k)), io.shift(0), io.shift(1)))
      (0 until width).map(j => mux4((0 until 4).map(k => at(s1, j + 4 * k)), io.shift(2), io.shift(3)))
    }
    val a = stages(io.c0)
    val b = stages(io.c1)
    // I0..I3: c0 >> s, c0 >> (s + 16), c1 >> s, c1 >> (s + 16); I4 = shift(4), I5 = sel; inverted.
    val out = (0 until width).map { j =>
      XilinxPrims.lut6(Seq(at(a, j), at(a, j + 16), at(b, j), at(b, j + 16), io.shift(4), io.sel)) { v =>
        !bitOf(v, (if (bitOf(v, 5)) 2 else 0) + (if (bitOf(v, 4)) 1 else 0))
      }
    }
    io.inv := Vec(out).asBits.asUInt
  }
}
