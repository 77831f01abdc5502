package redline

import spinal.core._

/** The user-visible knobs as the register file holds them (names match sysfs, CLI, model, JSON). */
case class Knobs() extends Bundle {
  val min_th, max_th, limit, max_p = UInt(32 bits)
  val wlog, plog, scell_log = UInt(5 bits)
  val mode = UInt(2 bits)
  val unit, gentle, harddrop, nodrop, adaptive = Bool()
  val rate = UInt(64 bits)
  val burst, seed = UInt(32 bits)
  val cycles_per_us = UInt(16 bits)
  // stab[256] is not here: it lives in the register file's STAB RAM (RegFile), and the
  // configuration engine copies it into its own table at a commit.
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
