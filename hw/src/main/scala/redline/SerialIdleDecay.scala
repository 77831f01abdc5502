package redline

import spinal.core._
import spinal.lib._

/** IdleDecay's function, Linux red_calc_qavg_from_idle_time, for one input at a time over some
  * clocks, in shift registers where IdleDecay has barrel shifters: for the adaptive algorithm,
  * which reads qavg once per 500 ms (LoopEngine's adaptive view). With s = Stab[(t >>
  * scell_log) & 255] the result is qavg >> s when s is not 0; otherwise qavg - x when
  * x = prod >> scell_log is below qavg / 2, and qavg / 2 when it is not.
  *
  * `start` loads the input, `idle` (decay it, or give qavg as it is) and scell_log. The result is
  * in `result` `SerialIdleDecay.latency` clocks after the start's clock, and stays there until
  * the next start:
  *   1. prod and t shift right by 4 or 1 a clock until scell_log is used up (at most 10 clocks,
  *      and one more that sets the Stab address);
  *   2. the Stab read (the caller's RAM, read synchronously, as IdleDecay's), and with s = 0
  *      the linear decay in the same clock;
  *   3. otherwise qavg shifts right by 1 a clock, s times (at most 31, and one more).
  * cocotb-tests/tm/test_serial_idle_decay.py checks it against the model's idle_decay. */
case class SerialIdleDecay(qw: Int = 50) extends Component {
  require(qw < 64)
  val io = new Bundle {
    val start = in Bool()
    val input = in(IdleInput(qw))
    val idle = in Bool()
    val scellLog = in UInt (5 bits)
    val stabAddr = out UInt (8 bits)
    val stabShift = in UInt (5 bits) // Stab[stabAddr of the clock before]
    val busy = out Bool()
    val result = out UInt (qw bits)
  }
  object Phase extends SpinalEnum { val DONE, SHIFT_X, READ, SHIFT_Q = newElement() }
  val phase = Reg(Phase()) init (Phase.DONE)
  val q = Reg(UInt(qw bits)) init (0)
  val p = Reg(UInt(64 bits)) init (0)  // prod, then x = prod >> scell_log
  val tt = Reg(UInt(31 bits)) init (0) // t, then t >> scell_log
  val left = Reg(UInt(5 bits)) init (0) // the shift still to do
  io.stabAddr := tt.resize(8)          // & 255, as red.h masks the index
  io.busy := phase =/= Phase.DONE
  io.result := q

  val four = left >= 4
  switch(phase) {
    is(Phase.SHIFT_X) {
      when(left =/= 0) {
        p := Mux(four, p >> 4, p >> 1).resized
        tt := Mux(four, tt >> 4, tt >> 1).resized
        left := left - Mux(four, U(4, 5 bits), U(1, 5 bits))
      } otherwise { phase := Phase.READ } // the address is final: the read answers next clock
    }
    is(Phase.READ) {
      val half = q >> 1
      // x >= 2^qw > qavg / 2 when a bit above qavg's width is set
      val xBelowHalf = p(63 downto qw) === 0 && p(qw - 1 downto 0) < half
      when(io.stabShift === 0) {
        q := Mux(xBelowHalf, q - p(qw - 1 downto 0), half.resized)
        phase := Phase.DONE
      } otherwise {
        left := io.stabShift
        phase := Phase.SHIFT_Q
      }
    }
    is(Phase.SHIFT_Q) {
      when(left =/= 0) {
        q := (q >> 1).resized
        left := left - 1
      } otherwise { phase := Phase.DONE }
    }
  }
  when(io.start) {
    q := io.input.qavg
    p := io.input.prod
    tt := io.input.t
    left := io.scellLog
    phase := Mux(io.idle, Phase.SHIFT_X, Phase.DONE)
  }
}

object SerialIdleDecay {
  /** Clocks from a start to its result, at the longest: scell_log 31 takes 7 shifts by 4 and 3
    * by 1, then a clock to set the address, the read, 31 shifts of qavg and a clock to end. */
  val latency: Int = 1 + (7 + 3 + 1) + 1 + (31 + 1)
}
