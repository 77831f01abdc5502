package redline

import spinal.core._

/** The user-visible knobs as the register file holds them: one signal per Spec.knobs entry, in
  * its order, named as the spec names it (as sysfs, the CLI, the model and JSON do): a Bool for
  * a one-bit knob, else a UInt of its width. A knob is read by name, `u("min_th")` or
  * `b("gentle")`; a name the spec does not have fails at elaboration.
  * stab[256] is not here: it lives in the register file's STAB RAM (RegFile), and the
  * configuration engine copies it into its own table at a commit. */
case class Knobs() extends Bundle {
  for (k <- Spec.knobs) valCallbackRec(if (k.width == 1) Bool() else UInt(k.width bits), k.name)

  def apply(name: String): Data =
    elements.collectFirst { case (n, d) if n == name => d }.getOrElse(sys.error(s"no knob $name in Spec.knobs"))
  def u(name: String): UInt = apply(name) match {
    case d: UInt => d
    case _ => sys.error(s"knob $name is one bit: read it with b()")
  }
  def b(name: String): Bool = apply(name) match {
    case d: Bool => d
    case _ => sys.error(s"knob $name is wider than one bit: read it with u()")
  }
}

/** The configuration in force, with everything red_set_parms derives from the knobs. */
case class ActiveConfig() extends Bundle {
  val minTh, maxTh, limit = UInt(32 bits)
  val qthMin, qthMax = UInt(32 bits)
  val wlog, scellLog = UInt(5 bits)
  val wlogMask = UInt(31 bits) // 2^wlog - 1: the bits of qavg below the EWMA's binary point
  val delta = UInt(32 bits)
  val maxP = UInt(32 bits)
  val mpd = UInt(32 bits) // max_p_delta
  val recipM = UInt(32 bits)
  val recipSh1 = UInt(1 bits)
  val recipSh2 = UInt(5 bits)
  val gentleStep = UInt(48 bits)
  val scellMax = UInt(31 bits)
  val targetMin, targetMax = UInt(32 bits)
  val mode = UInt(2 bits)
  val unit, gentle, harddrop, nodrop, adaptive = Bool()
  val inc = UInt(32 bits) // shaper tokens per cycle, 2^-24 byte units
  val cap = UInt(56 bits) // burst << 24
  val shaped = Bool()
  val seed = UInt(32 bits)
  val cyclesPerUs = UInt(16 bits)
}
