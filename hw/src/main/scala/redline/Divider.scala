package redline

import spinal.core._

/** Sequential restoring divider: quotient and remainder of two unsigned numbers.
  * Always takes exactly `width - 1` cycles after `start` (the first of `width` iterations is
  * folded into the start, which requires the dividend's top bit to be 0 or the divisor to be
  * at least 2, and the divisor to be at least 1), so every computation built on it has a fixed
  * latency (the adaptive update's latency is part of the model's contract). */
case class Divider(width: Int) extends Component {
  val io = new Bundle {
    val start = in Bool()
    val dividend = in UInt (width bits)
    val divisor = in UInt (width bits)
    val busy = out Bool()
    val done = out Bool() // one-cycle pulse when quotient/remainder are valid
    val quotient = out UInt (width bits)
    val remainder = out UInt (width bits)
  }
  val count = Reg(UInt(log2Up(width + 1) bits)) init (0)
  val quot = Reg(UInt(width bits)) init (0)
  val rem = Reg(UInt(width bits)) init (0)
  val den = Reg(UInt(width bits)) init (0)
  val running = count =/= 0
  val doneReg = RegNext(count === 1) init (False)

  when(io.start) {
    // The first iteration done on the way in: with the dividend's top bit 0 (divisor >= 1) or
    // a divisor of at least 2 the first partial remainder is that top bit and it never fits,
    // so a start one cycle late finishes in the same cycle as an on-time one. It lets the
    // caller register the operands for a cycle first.
    quot := io.dividend |<< 1
    rem := io.dividend.msb.asUInt.resize(width)
    den := io.divisor
    count := width - 1
  }.elsewhen(running) {
    // Shift the next dividend bit into the partial remainder and subtract when it fits.
    val shifted = (rem ## quot.msb).asUInt.resize(width + 1)
    val fits = shifted >= den.resize(width + 1)
    rem := Mux(fits, shifted - den.resize(width + 1), shifted).resize(width)
    quot := (quot |<< 1) | U(fits, width bits)
    count := count - 1
  }
  io.busy := running
  io.done := doneReg
  io.quotient := quot
  io.remainder := rem
}
