package redline

import spinal.core._

/** Combinational pieces of Linux include/net/red.h arithmetic, shared by the decision engine
  * and the adaptive update. */
object RedMath {
  /** The Stab entry red_calc_qavg_from_idle_time looks up for `t` microseconds. */
  def stabIndex(t: UInt, scellLog: UInt): UInt = (t >> scellLog).resize(8)

  /** red_calc_qavg_from_idle_time: qavg decayed over t microseconds (t already clamped to
    * scell_max), given `prod` = qavg * t mod 2^64 (the kernel's u64 product) and
    * `shift` = stab[stabIndex(t, scellLog)]. */
  def idleDecay(qavg: UInt, prod: UInt, scellLog: UInt, shift: UInt): UInt = {
    val w = qavg.getWidth
    val x = prod >> scellLog
    val half = qavg >> 1
    val linear = Mux(x < half.resize(64), (qavg.resize(64) - x).resize(w), half.resize(w))
    Mux(shift =/= 0, qavg >> shift, linear)
  }

  /** Linux reciprocal_divide(a, R): exact a / d for 32-bit a, with R from reciprocal_value(d). */
  def reciprocalDivide(a: UInt, m: UInt, sh1: UInt, sh2: UInt): UInt = {
    val t = ((a * m) >> 32).resize(32)
    ((t + ((a - t) >> sh1)) >> sh2).resize(32)
  }

  /** One xorshift32 step (Marsaglia 13/17/5). */
  def xorshift32(x: UInt): UInt = {
    val a = x ^ (x |<< 13)
    val b = a ^ (a |>> 17)
    b ^ (b |<< 5)
  }
}
