package redline

import spinal.core._
import spinal.lib._

/** floor(n / d) for d >= 1, saturated at 2^satBits - 1, one result per clock.
  *
  * A piece of the compare-only decision loop's threshold streams (docs/linerate.md): the
  * thresholds of counts beyond the constant dividers', one per clock for the current qR. The
  * first stage compares n >> satBits with d (the quotient saturates when it is at least d);
  * below that the quotient has satBits bits, made by non-restoring steps: each step adds or
  * subtracts d by the sign of the last partial remainder, one LUT and one carry chain, and its
  * quotient bit is that sign, the same bit a restoring step would give. `stepsPerClock` steps
  * share a clock. Checked against Python by cocotb-tests/tm/test_threshold_units.py. */
case class FloorDivider(nWidth: Int, dWidth: Int, satBits: Int, stepsPerClock: Int = 2) extends Component {
  require(satBits < nWidth)
  val io = new Bundle {
    val in = slave(Flow(new Bundle {
      val n = UInt(nWidth bits)
      val d = UInt(dWidth bits)
    }))
    val out = master(Flow(UInt(satBits bits)))
  }
  val stages = (satBits + stepsPerClock - 1) / stepsPerClock
  val latency: Int = stages + 1
  val w = dWidth + 2 // a partial remainder lies in [-d, d): signed, one bit to spare

  // Stage 0: saturation, and the partial remainder before the first quotient bit, n >> satBits
  // (below d when the quotient does not saturate).
  val hi = io.in.n >> satBits
  var over: Bool = RegNext(hi.resize(scala.math.max(hi.getWidth, dWidth)) >= io.in.d.resize(scala.math.max(hi.getWidth, dWidth)))
  var rem: SInt = RegNext(hi.resize(w).asSInt)
  var neg: Bool = RegNext(False) // the last partial remainder was negative (none yet)
  var rest: UInt = RegNext(io.in.n.resize(satBits))
  var d: UInt = RegNext(io.in.d)
  var quot: UInt = U(0, 0 bits)
  var valid: Bool = RegNext(io.in.valid) init (False)
  var done = 0
  for (s <- 0 until stages) {
    val n = scala.math.min(stepsPerClock, satBits - done)
    val qBits = new Array[Bool](n)
    for (i <- 0 until n) {
      // t = 2 * rem + bit, then t + d after a negative remainder, else t - d = t + ~d + 1: one
      // adder whose second operand is d or ~d (a LUT per bit in front of the chain) and whose
      // carry-in, !neg, enters as a low bit beside a 1 (the sum's bit 0 is dropped).
      val t = ((rem |<< 1) | rest(satBits - 1 - done - i).asUInt.resize(w).asSInt).asBits
      val b = Mux(neg, d.resize(w).asBits, ~d.resize(w).asBits)
      rem = ((t ## True).asUInt + (b ## !neg).asUInt).asBits(w downto 1).asSInt
      neg = rem.msb
      qBits(i) = !neg
    }
    done += n
    val quotNext = (quot ## Vec(qBits.reverse.toSeq).asBits).asUInt
    if (s == stages - 1) {
      val sat = U((BigInt(1) << satBits) - 1, satBits bits)
      io.out.payload := RegNext(Mux(over, sat, quotNext))
      io.out.valid := RegNext(valid) init (False)
    } else {
      rem = RegNext(rem)
      neg = RegNext(neg)
      rest = RegNext(rest)
      d = RegNext(d)
      quot = RegNext(quotNext)
      over = RegNext(over)
      valid = RegNext(valid) init (False)
    }
  }
}
