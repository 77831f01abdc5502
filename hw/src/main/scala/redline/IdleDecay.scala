package redline

import spinal.core._
import spinal.lib._

/** What an idle decay is given: qavg (scaled by 2^wlog, as red.h keeps it), the idle time t in
  * microseconds, already clamped to scell_max, and prod = qavg * t mod 2^64, the kernel's u64
  * product. The TM keeps prod as a sum, one qavg per microsecond (RedEngine's idleProd), so
  * no multiplier is needed. */
case class IdleInput(qw: Int) extends Bundle {
  val qavg = UInt(qw bits)
  val t = UInt(31 bits) // scell_max = 255 << scell_log < 2^31
  val prod = UInt(64 bits)
}

/** Linux red_calc_qavg_from_idle_time, pipelined at one result per clock for the compare-only
  * loop (docs/linerate.md, "The idle decay"). With s = Stab[(t >> scell_log) & 255], the result
  * is qavg >> s when s is not 0. Otherwise it is qavg - x when x = prod >> scell_log is below
  * qavg / 2, and qavg / 2 when it is not.
  *
  * Three clocks from `input` to `result`:
  *   1. the Stab index and x, split into its low qw bits and whether any bit above them is set;
  *   2. the Stab read, beside x's compare with qavg / 2 and the subtraction;
  *   3. qavg >> s and the select.
  * The Stab table is the caller's RAM, read synchronously: `stabShift` is the entry at the
  * `stabAddr` of the clock before, as a registered LUT-RAM or block RAM gives it.
  * cocotb-tests/tm/test_idle_decay.py checks it against the model's idle_decay. */
case class IdleDecay(qw: Int = 50) extends Component {
  val io = new Bundle {
    val input = slave(Flow(IdleInput(qw)))
    val scellLog = in UInt (5 bits) // from the clock before the first input, while results are in flight
    val stabAddr = out UInt (8 bits)
    val stabShift = in UInt (5 bits) // Stab[stabAddr of the clock before]
    val result = master(Flow(UInt(qw bits)))
  }
  require(qw < 64)

  // ---- 1: the Stab index and x ----
  val x = io.input.prod >> io.scellLog
  val valid1 = RegNext(io.input.valid) init (False)
  val qavg1 = RegNext(io.input.qavg)
  val index1 = RegNext((io.input.t >> io.scellLog).resize(8)) // & 255, as red.h masks it
  val xLow1 = RegNext(x.resize(qw))
  // x >= 2^qw > qavg / 2: a bit of prod at qw + scell_log or above is set. Which bits those are
  // is kept in a register, so this is an AND and an OR of registers: as x's bits, through the
  // shift, it measured 8 levels in the loop.
  val above = RegNext(Vec((qw until 64).map(j => U(j, 7 bits) >= io.scellLog.resize(7) + qw)).asBits)
  val xHigh1 = RegNext((io.input.prod(63 downto qw).asBits & above) =/= 0)
  io.stabAddr := index1

  // ---- 2: the Stab read; x against qavg / 2, and qavg - x ----
  val half1 = qavg1 >> 1
  val valid2 = RegNext(valid1) init (False)
  val qavg2 = RegNext(qavg1)
  val linear2 = RegNext(Mux(!xHigh1 && xLow1 < half1, qavg1 - xLow1, half1))

  // ---- 3: qavg >> s, or the linear decay ----
  io.result.valid := RegNext(valid2) init (False)
  io.result.payload := RegNext(Mux(io.stabShift =/= 0, qavg2 >> io.stabShift, linear2))
}
