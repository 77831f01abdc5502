package redline

import spinal.core._

/** a + b + c + cin mod 2^width in one carry chain.
  *
  * Behavioural (`primitives` false) for Verilator, Icarus and the ECP5; with `primitives`, mapped
  * by hand for UltraScale+, where Yosys would chain two adders. Per bit i, a LUT6 gives the
  * chain's propagate s(i) ^ k(i - 1), with s(i) = a ^ b ^ c of bit i and k(i - 1) = maj(a, b, c)
  * of bit i - 1 (the carry-save form of the three operands), and a LUT3 gives s(i) for the
  * chain's DI (the value the carry takes where the two chain operands agree). Both LUTs read the
  * operands only, so the sum is one LUT level and the chain. With `invertC` the third operand is
  * ~c, inverted inside those LUTs (an inverter before a hand-mapped LUT is a level of its own).
  * cocotb-tests/tm/test_decision_loop.py runs the loop built each way against the model. */
case class TernaryAdd(width: Int, primitives: Boolean, invertC: Boolean = false) extends Component {
  val io = new Bundle {
    val a, b, c = in UInt (width bits)
    val cin = in Bool()
    val sum = out UInt (width bits)
  }
  if (!primitives) {
    io.sum := io.a + io.b + (if (invertC) ~io.c else io.c) + io.cin.asUInt.resize(width)
  } else {
    // c's inputs (I2, I5 of the propagate LUT, I2 of the sum LUT) read inverted with invertC
    def bit(i: Int)(v: Int): Boolean = (((v >> i) & 1) == 1) ^ (invertC && (i == 2 || i == 5))
    val propInit = XilinxPrims.init(6) { v =>
      val s = bit(0)(v) ^ bit(1)(v) ^ bit(2)(v)
      val k = (bit(3)(v) && bit(4)(v)) || (bit(3)(v) && bit(5)(v)) || (bit(4)(v) && bit(5)(v))
      s ^ k
    }
    val sumInit = XilinxPrims.init(3)(v => bit(0)(v) ^ bit(1)(v) ^ bit(2)(v))
    val prop = Bits(width bits)
    val di = Bits(width bits)
    for (i <- 0 until width) {
      val p = new LUT6(propInit)
      p.io.I0 := io.a(i); p.io.I1 := io.b(i); p.io.I2 := io.c(i)
      if (i == 0) {
        p.io.I3 := False; p.io.I4 := False; p.io.I5 := False
      } else {
        p.io.I3 := io.a(i - 1); p.io.I4 := io.b(i - 1); p.io.I5 := io.c(i - 1)
      }
      prop(i) := p.io.O
      val s = new LUT3(sumInit)
      s.io.I0 := io.a(i); s.io.I1 := io.b(i); s.io.I2 := io.c(i)
      di(i) := s.io.O
    }
    val blocks = (width + 7) / 8
    val out = Bits(blocks * 8 bits)
    var carry: Bool = io.cin
    for (j <- 0 until blocks) {
      val c8 = new CARRY8
      c8.io.CI := carry
      c8.io.CI_TOP := False
      c8.io.S := prop.resize(blocks * 8)(j * 8 + 7 downto j * 8)
      c8.io.DI := di.resize(blocks * 8)(j * 8 + 7 downto j * 8)
      out(j * 8 + 7 downto j * 8) := c8.io.O
      carry = c8.io.CO(7)
    }
    io.sum := out(width - 1 downto 0).asUInt
  }
}
