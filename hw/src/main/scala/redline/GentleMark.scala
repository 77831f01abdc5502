package redline

import spinal.core._
import spinal.lib._

/** A gentle-band frame's mark test as the decision loop sees it: the frame's qavg >> wlog (qavg
  * is in [qth_max, 2 qth_max); the loop's busy update shifts it already), Linux's qcount after
  * its increment (`count`, an int of countBits bits) and the current draw's qR. */
case class GentleInput(qw: Int, countBits: Int) extends Bundle {
  val qavgShifted = UInt(qw bits)
  val count = UInt(countBits bits)
  val qR = UInt(32 bits)
}

/** red.h's mark test `q * qcount >= qR` in the gentle band (redline's extension), pipelined at
  * one test per clock for the compare-only loop (docs/linerate.md, "The gentle band"). There
  * q = delta + ((g * gentle_step) >> 16) with g = (qavg - qth_max) >> wlog, and q * qcount is
  * Linux's u64 product with qcount sign-extended.
  *
  * The loop's thresholds cannot serve this band: they are saturated at 2^19, where gentle's q
  * reaches q_one = 2^32 / max_p_delta. So the test is the product form, five clocks from `input`
  * to `mark`, each product split by hand into DSP48E2-sized pieces (an unsigned 26 x 17 is one)
  * whose sum is a three-operand add (TernaryAdd, mapped by hand with `primitives`):
  *   1. g, the band's depth in bytes or frames: (qavg >> wlog) - max_th;
  *   2. g * gentle_step in three pieces (gentle_step's 17-bit thirds), delta << 16 added to the
  *      lowest after its DSP;
  *   3. their sum is (q << 16) + the low bits of the product: q, and whether q >= 2^32;
  *   4. q * qcount - qR in three pieces: q's low 26 and high 6 bits times qcount's low 17, and
  *      q's low 15 bits times qcount's next 14 (the rest is needed only when it marks anyway:
  *      with those 14 bits not 0 and q >= 2^15 the product is >= 2^32 > qR); qR is subtracted
  *      after the first DSP;
  *   5. the sign of their sum, or a mark known in 4: qcount negative (from 2^(countBits - 1)
  *      on it is, and since q >= delta >= 1 the sign-extended product is near 2^64), q >= 2^32
  *      with qcount >= 1, or the case above.
  * g has qw - 31 bits: qavg never exceeds the buffer's bytes scaled by 2^wlog, since a busy
  * update keeps qavg <= max(qavg, backlog << wlog) and the decay only lowers it. The
  * configuration (qth_max, wlog, delta, gentle_step) holds from a clock before the first test
  * and while tests are in flight: it changes only at a commit or an adaptive update, and the
  * loop then decides no frame for the threshold stream's refill.
  * cocotb-tests/tm/test_gentle_mark.py checks its builds against the model. */
case class GentleMark(qw: Int = 50, countBits: Int = 32, primitives: Boolean = false) extends Component {
  val io = new Bundle {
    val input = slave(Flow(GentleInput(qw, countBits)))
    val qthMax = in UInt (32 bits)
    val wlog = in UInt (5 bits)
    val delta = in UInt (32 bits)
    val gentleStep = in UInt (48 bits)
    val mark = master(Flow(Bool()))
    val markAhead = out Bool() // the mark a clock before `mark` (the decision loop's)
  }
  val gBits = qw - 31
  require(gBits <= 26 && countBits <= 32)
  val latency = 5

  // ---- 1: g = (qavg >> wlog) - max_th (qth_max has no bits below wlog) ----
  val maxTh = RegNext(io.qthMax >> io.wlog) // configuration: from the clock before
  val shifted = io.input.qavgShifted
  assert(!io.input.valid || (shifted >= maxTh.resize(qw) && (shifted - maxTh.resize(qw)) >> gBits === 0),
    "a gentle test's qavg is outside the band or above the buffer's scaled bytes")
  val g1 = RegNext(shifted.resize(gBits) - maxTh.resize(gBits))
  // ---- 2: g * gentle_step, in three pieces ----
  def third(k: Int): UInt = io.gentleStep(47 min (17 * k + 16) downto 17 * k)
  val x0 = RegNext((g1 * third(0)).resize(50) + (io.delta.resize(50) |<< 16))
  val x1 = RegNext(g1 * third(1))
  val x2 = RegNext(g1 * third(2))
  // ---- 3: q ----
  val xSum = TernaryAdd(gBits + 50, primitives)
  xSum.io.a := x0.resize(gBits + 50)
  xSum.io.b := (x1.resize(gBits + 50) |<< 17)
  xSum.io.c := (x2.resize(gBits + 50) |<< 34)
  xSum.io.cin := False
  val q3 = RegNext(xSum.io.sum(47 downto 16))
  val qHigh3 = RegNext(xSum.io.sum(gBits + 49 downto 48) =/= 0)
  // ---- 4: q * qcount - qR, in three pieces ----
  val count3 = Delay(io.input.count, 3)
  val qR3 = Delay(io.input.qR, 3)
  val cLow = count3.resize(17)
  val cHigh = (count3 >> 17).resize(14) // qcount's bits 17..30 (0 when narrower)
  val countBig = if (countBits > 18) count3(countBits - 2 downto 17) =/= 0 else False
  val p0 = RegNext((q3(25 downto 0) * cLow).resize(51) - qR3.resize(51)) // two's complement
  val p1 = RegNext(q3(31 downto 26) * cLow)
  val p2 = RegNext(q3(14 downto 0) * cHigh)
  val sure4 = RegNext(count3.msb || qHigh3 && count3 =/= 0 || countBig && q3(31 downto 15) =/= 0)
  // ---- 5: the sign of q * qcount - qR ----
  val vSum = TernaryAdd(51, primitives)
  vSum.io.a := p0
  vSum.io.b := (p1.resize(51) |<< 26)
  vSum.io.c := (p2.resize(51) |<< 17)
  vSum.io.cin := False
  io.markAhead := sure4 || !vSum.io.sum.msb
  io.mark.valid := Delay(io.input.valid, latency, init = False)
  io.mark.payload := RegNext(io.markAhead)
}
