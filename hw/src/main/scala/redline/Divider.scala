package redline

import spinal.core._

/** Sequential restoring divider: quotient and remainder of two unsigned numbers.
  * Always takes exactly `width` cycles after `start`, so every computation built on it has a
  * fixed latency (the adaptive update's latency is part of the model's contract). */
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
    quot := io.dividend
    rem := 0
    den := io.divisor
    count := width
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
