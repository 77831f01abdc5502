package redline

import spinal.core._

/** The internal signals that tools outside the generated Verilog read by name: the C++
  * harness's exact idle skipping (sim/tm_model.h) and the formal proof (formal/redline_tm.sby).
  * Generate checks each one against every variant's Verilog as it writes it, and writes them
  * out (hw/gen/redline_taps.h, hw/gen/redline_tm_w64_b4k_formal.ys), so a renamed signal fails
  * generation, naming the tap, instead of a harness build or a proof. */
object Taps {
  /** A tap: its name for the tools, and where it is in a variant (`instance.signal`, or a
    * signal of the top level), or None where the variant has no such signal. */
  case class Tap(name: String, at: TmConfig => Option[String])
  private def everywhere(path: String) = Tap(path.replace('.', '_'), _ => Some(path))

  /** What sim/tm_model.h reads and writes to jump over idle cycles exactly. */
  val harness: Seq[Tap] = Seq(
    "cycle", "sub",
    "ingress.sValid", "ingress.beatIdx",
    "egress.active", "egress.sValid", "egress.fifoCount", "egress.inflight",
    "txq.qlen", "txq.dCount",
    "shaper.tokens",
    "engineCfg.state", "engineCfg.commitPending", "engineCfg.adaptUs",
    "engineCfg.active_cyclesPerUs", "engineCfg.active_shaped", "engineCfg.active_inc",
    "engineCfg.active_cap", "engineCfg.active_adaptive", "engineCfg.active_mode",
    "engineCfg.active_scellMax",
    "regs.commit", "regs.snapshot", "regs.clearPeak",
    "regs.busif_axiBValid", "regs.busif_axiRValid",
    "regs.io_axil_ar_rValid", "regs.io_axil_aw_rValid", "regs.io_axil_w_rValid"
  ).map(everywhere) ++
    // RedEngine's idle state; a loop engine's TM has none, and the harness simulates its every cycle.
    Seq("red.idle", "red.idleT", "red.idleProd", "red.qavg").map(p =>
      Tap(p.replace('.', '_'), (c: TmConfig) => if (c.loopEngine) None else Some(p))) :+
    // The second ingress write stage of a TM that decides at e + 2 (TmConfig.decisionLatency).
    Tap("ingress_writeValid", c => if (c.decisionLatency == 2) Some("ingress.parseStage_wValid") else None) :+
    // A loop TM's frames that overran (semantics section 3a): never decided, so the harness
    // counts them to know when every frame is done.
    Tap("overrunCount", c => if (c.loopEngine) Some("overrunCount") else None)

  /** The formal proof's taps, (wire in formal/redline_tm_formal.sv, path), on this variant. */
  val formalVariant = "w64_b4k"
  val formal: Seq[(String, String)] = Seq(
    "f_used" -> "pktBuf.used",
    "f_aValid" -> "ingress.sValid", "f_aLast" -> "ingress.sLast", "f_aFirst" -> "ingress.sFirst",
    "f_iValid" -> "ingress.parseStage_wValid", "f_iLast" -> "ingress.parseStage_wLast",
    "f_iFirst" -> "ingress.parseStage_wFirst",
    "f_beatIdx" -> "ingress.beatIdx",
    "f_frameBeats" -> "pktBuf.frameBeats", "f_beatsNow" -> "pktBuf.beatsNow",
    "f_qlen" -> "txq.qlen", "f_push" -> "txq.io_push_valid", "f_pushLen" -> "txq.io_push_payload_len",
    "f_pop" -> "egress.popNow", "f_headBeats" -> "egress.headBeats", "f_active" -> "egress.active",
    "f_beatsLeft" -> "egress.beatsLeft", "f_dCount" -> "txq.dCount", "f_inflight" -> "egress.inflight",
    "f_eValid" -> "egress.sValid", "f_eLast" -> "egress.sLast", "f_fifoCount" -> "egress.fifoCount",
    "f_fWr" -> "egress.fWr", "f_fRd" -> "egress.fRd") ++
    (0 until 4).flatMap(i => Seq(s"f_keep$i" -> s"egress.fifo_${i}_keep", s"f_last$i" -> s"egress.fifo_${i}_last"))

  /** Fails unless the generated Verilog of the top module `top` declares `path`: the signal in
    * the top module, or in the module of the named instance. */
  def check(verilog: String, top: String, path: String, what: String): Unit = {
    def body(module: String): String = {
      val start = verilog.indexOf(s"module $module (")
      if (start < 0) throw new IllegalStateException(s"$what: no module $module in the Verilog of $top")
      verilog.substring(start, verilog.indexOf("endmodule", start))
    }
    val (module, sig) = path.split('.') match {
      case Array(s) => (top, s)
      case Array(inst, s) =>
        val m = raw"(?m)^\s*(\w+)\s+$inst\s*\(".r.findFirstMatchIn(body(top))
          .getOrElse(throw new IllegalStateException(s"$what: $top has no instance $inst"))
        (m.group(1), s)
    }
    // A declaration (reg/wire ... sig;) or a port (input/output wire ... sig, or sig at the end).
    if (raw"(?m)^\s*(?:(?:input|output)\s+)?(?:reg|wire)\b[^;,]*\b$sig\s*(?:[;,]|$$)".r.findFirstIn(body(module)).isEmpty)
      throw new IllegalStateException(s"$what: $path is not in the Verilog of $top (module $module); " +
        "it was renamed or pruned: update Taps.scala")
  }

  /** redline_taps.h: each harness tap as Verilator names it under the top module
    * (tm_model.h's REDLINE_SIGPFX), defined for the variants that have it (sim/Makefile sets
    * REDLINE_VARIANT_<name>), and the encodings of the internal state the harness compares. */
  def header(variants: Seq[(String, TmConfig)], cfgIdle: BigInt): String = {
    val sb = new StringBuilder
    sb ++= "// Generated by hw/src/main/scala/redline/Generate.scala (Taps.scala): do not edit.\n"
    sb ++= "// The internal signals sim/tm_model.h reads, by their Verilator names under the top module,\n"
    sb ++= "// checked against each variant's Verilog when it was written. A tap a variant lacks is not\n"
    sb ++= "// defined for it (sim/Makefile defines REDLINE_VARIANT_<name>).\n"
    sb ++= "#pragma once\n\n"
    sb ++= "#if " + variants.map { case (n, _) => s"defined(REDLINE_VARIANT_$n)" }.mkString(" || ") + "\n"
    sb ++= "#define RL_TAPS_VARIANT 1 // a variant this header knows\n#endif\n\n"
    def flat(p: String) = p.replace(".", "__DOT__")
    for (t <- harness) {
      val byPath = variants.groupBy { case (_, c) => t.at(c) }
      byPath.get(None) match {
        case None if byPath.size == 1 => sb ++= s"#define RL_TAP_${t.name} ${flat(byPath.keys.head.get)}\n"
        case _ =>
          for ((Some(p), vs) <- byPath.toSeq.sortBy(_._1.toString)) {
            sb ++= "#if " + vs.map { case (n, _) => s"defined(REDLINE_VARIANT_$n)" }.mkString(" || ") + "\n"
            sb ++= s"#define RL_TAP_${t.name} ${flat(p)}\n#endif\n"
          }
      }
    }
    sb ++= s"\n// ConfigEngine's state register when no commit or adaptive update is being computed.\n"
    sb ++= s"#define RL_ENC_CFG_STATE_IDLE $cfgIdle\n"
    sb.toString
  }

  /** The formal build's `connect` commands (formal/redline_tm.sby runs them after `flatten`). */
  def formalScript: String =
    "# Generated by hw/src/main/scala/redline/Generate.scala (Taps.scala): do not edit.\n" +
    s"# The formal harness's taps on redline_tm_$formalVariant, checked against its Verilog. -nounset: the\n" +
    "# taps have no driver, and the aliases that proc made for them must stay.\n" +
    formal.map { case (w, p) => s"connect -nounset -set $w dut.$p\n" }.mkString
}
