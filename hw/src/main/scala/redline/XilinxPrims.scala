package redline

import spinal.core._

/** UltraScale+ primitives, instantiated where a path must be mapped by hand (TernaryAdd). Yosys
  * and Vivado know them; Verilator simulates them with sim/xilinx_prims.v, this project's
  * models written from the primitives' documented behaviour. */
class LUT6(init: BigInt) extends BlackBox {
  addGeneric("INIT", B(init, 64 bits))
  val io = new Bundle {
    val I0, I1, I2, I3, I4, I5 = in Bool()
    val O = out Bool()
  }
  noIoPrefix()
}

class LUT3(init: BigInt) extends BlackBox {
  addGeneric("INIT", B(init, 8 bits))
  val io = new Bundle {
    val I0, I1, I2 = in Bool()
    val O = out Bool()
  }
  noIoPrefix()
}

/** Eight bits of carry chain: O(i) = S(i) ^ c(i), c(i + 1) = S(i) ? c(i) : DI(i), c(0) = CI. */
class CARRY8 extends BlackBox {
  addGeneric("CARRY_TYPE", "SINGLE_CY8")
  val io = new Bundle {
    val CI, CI_TOP = in Bool()
    val DI, S = in Bits (8 bits)
    val O, CO = out Bits (8 bits)
  }
  noIoPrefix()
}

object XilinxPrims {
  /** The INIT of a LUT with n inputs computing f(inputs), input k as bit k of the index. */
  def init(n: Int)(f: Int => Boolean): BigInt =
    (0 until (1 << n)).foldLeft(BigInt(0))((acc, i) => if (f(i)) acc.setBit(i) else acc)

  /** One LUT6 computing f of up to six inputs (input k is bit k of f's argument; missing inputs
    * are tied low). */
  def lut6(inputs: Seq[Bool])(f: Int => Boolean): Bool = {
    require(inputs.size <= 6)
    val l = new LUT6(init(6)(f))
    val pins = Seq(l.io.I0, l.io.I1, l.io.I2, l.io.I3, l.io.I4, l.io.I5)
    for ((p, k) <- pins.zipWithIndex) p := (if (k < inputs.size) inputs(k) else False)
    l.io.O
  }

  /** f of up to six inputs as one LUT6 with `primitives`, else as its truth table indexed by the
    * inputs: the same function either way, and its behavioural twin for Verilator, Icarus and
    * the ECP5. */
  def table(primitives: Boolean, inputs: Seq[Bool])(f: Int => Boolean): Bool =
    if (primitives) lut6(inputs)(f)
    else B(init(inputs.size)(f), (1 << inputs.size) bits)(Vec(inputs).asBits.asUInt)
}
