package redline

import spinal.core._
import spinal.lib._

/** floor(a / c) for a constant c (2..16), saturated at 2^satBits - 1, one result per clock.
  *
  * A piece of the compare-only decision loop's threshold streams (docs/linerate.md): the
  * thresholds of counts 3, 5, 7 and 9 for every prepared qR. Long division one dividend bit at
  * a time: the partial remainder is below c, so every bit of a step's remainder and its quotient
  * bit depend on at most five inputs (the remainder and one dividend bit), one LUT level per
  * step. `stepsPerClock` steps share a clock (the last stage also saturates). Exact for every
  * input by construction; cocotb-tests/tm/test_threshold_units.py checks it against Python. */
case class ConstFloorDiv(c: Int, inWidth: Int, satBits: Int, stepsPerClock: Int = 3) extends Component {
  require(c >= 2 && c <= 16, "the remainder must fit a LUT's inputs with one dividend bit")
  val io = new Bundle {
    val in = slave(Flow(UInt(inWidth bits)))
    val out = master(Flow(UInt(satBits bits)))
  }
  val limit = BigInt(c) << satBits // a >= limit <=> floor(a / c) >= 2^satBits
  // Below the limit a has at most `steps` bits (and the quotient at most satBits).
  val steps = scala.math.min(inWidth, (limit - 1).bitLength)
  val remWidth = log2Up(c)
  val stages = (steps + stepsPerClock - 1) / stepsPerClock
  val latency: Int = stages

  /** One long-division step: the next dividend bit into the remainder, c out if it fits. A
    * table of the 2c cases rather than a compare and a subtraction, which Yosys would give
    * carry chains: each output bit is then a function of remWidth + 1 <= 5 inputs, one LUT. */
  val stepTable = (0 until (1 << (remWidth + 1))).map { t =>
    val (r, q) = if (t >= 2 * c) (0, 0) else if (t >= c) (t - c, 1) else (t, 0) // t >= 2c: never
    U((BigInt(r) << 1) | q, remWidth + 1 bits)
  }
  def step(rem: UInt, bit: Bool): (UInt, Bool) = {
    val e = Vec(stepTable)((rem ## bit).asUInt) // index 2 * rem + bit < 2c
    (e(remWidth downto 1), e(0))
  }

  // Stage registers: the remainder so far, the dividend bits still to come (top first), the
  // quotient bits so far, whether the quotient saturates, and valid.
  var rem: UInt = U(0, remWidth bits)
  var rest: UInt = io.in.payload.resize(steps)
  var quot: UInt = U(0, 0 bits)
  var over: Bool = if (limit.bitLength > inWidth) False else io.in.payload >= U(limit, inWidth bits)
  var valid: Bool = io.in.valid
  var done = 0
  for (s <- 0 until stages) {
    val n = scala.math.min(stepsPerClock, steps - done)
    val qBits = new Array[Bool](n)
    for (i <- 0 until n) {
      val (r, q) = step(rem, rest(steps - 1 - done - i))
      rem = r
      qBits(i) = q
    }
    done += n
    val quotNext = (quot ## Vec(qBits.reverse.toSeq).asBits).asUInt
    if (s == stages - 1) {
      val sat = U((BigInt(1) << satBits) - 1, satBits bits)
      io.out.payload := RegNext(Mux(over, sat, quotNext.resize(satBits)))
      io.out.valid := RegNext(valid) init (False)
    } else {
      rem = RegNext(rem)
      rest = RegNext(rest)
      quot = RegNext(quotNext)
      over = RegNext(over)
      valid = RegNext(valid) init (False)
    }
  }
}
