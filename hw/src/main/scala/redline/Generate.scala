package redline

import java.nio.charset.StandardCharsets
import java.nio.file.{Files, Paths}

import spinal.core._

/** Elaborates every committed variant into hw/gen/ and the register outputs (C header, Python
  * constants, Markdown) from the one RegIf description. Run from the repository root. */
/** Every committed redline_tm variant, by the suffix of its module name. RegDocs writes the same
  * list for Python (regs.TM_VARIANTS), so a test knows what it runs: width, buffer, decision
  * latency and count width. */
object Variants {
  val widths = Seq(64, 128, 256, 512)
  private def tm(wd: Int, buf: Int, compact: Boolean, countBits: Int = 32) =
    TmConfig(dataWidth = wd, bufBytes = buf, compactDesc = compact, fastDecision = !compact,
      shallowPaths = !compact, redCountBits = countBits, decisionLatency = if (compact) 1 else 2)
  // The compare-only loop deciding in place of RedEngine, with its own waits (LoopEngine).
  private def loopTm(wd: Int, buf: Int) = tm(wd, buf, false).copy(loopEngine = true,
    commitWait = LoopEngine.commitWait, adaptWait = LoopEngine.adaptWait, idleWait = LoopEngine.idleWait,
    gentleWait = LoopEngine.gentleWait, stageBeats = 8, pendingFrames = 4)
  // The four product variants; a 4 KiB-buffer one so that tests and formal proofs reach a full
  // buffer and frames bigger than it; two for the ECP5 (LFE5U-25F; a buffer that leaves block
  // RAM for the MACs and the register bridge): 32 bits, and 128 bits, which carries 1 Gbit/s at
  // 10 MHz, a clock the one-cycle decision reaches there (docs/board.md). The ECP5 ones keep the
  // RED engine's compact decision (TmConfig.fastDecision), which needs fewer LUTs and
  // multipliers, the older forms of four paths outside it (TmConfig.shallowPaths), with which
  // the board routes, and the decision at e + 1. Then Linux's qcount narrowed to 8 bits, in
  // both decision forms, so that a trace test reaches the count's sign change and wrap
  // (cocotb-tests/tm/test_count_sign.py).
  val all: Seq[(String, TmConfig)] = widths.map(wd => s"w$wd" -> tm(wd, 256 * 1024, false)) ++ Seq(
    "w64_b4k" -> tm(64, 4096, false),
    "w32_b32k" -> tm(32, 32 * 1024, true),
    "w128_b32k" -> tm(128, 32 * 1024, true),
    "w64_b4k_c8" -> tm(64, 4096, false, 8),
    // The compare-only loop deciding in place of RedEngine, with its own waits: none taken in
    // the 22 clocks after a commit's or an adaptive update's apply, nor in the first 4 of an
    // idle period, nor while a gentle-band decision waits.
    "w64_b4k_loop" -> loopTm(64, 4096),
    // The 512-bit TM the loop is for, with the loop mapped onto UltraScale+ primitives: what
    // `make reports` synthesizes.
    "w512_loop_xcup" -> loopTm(512, 256 * 1024).copy(primitives = true),
    "w32_b32k_c8" -> tm(32, 32 * 1024, true, 8))
}

object Generate {

  /** Every generated file's settings: synchronous active-high reset, no date or hash in the
    * header (the output must be reproducible), and a per-file prefix on the module names. */
  def spinal(out: String, prefix: String): SpinalConfig = SpinalConfig(
    targetDirectory = out,
    defaultConfigForClockDomains = ClockDomainConfig(resetKind = SYNC, resetActiveLevel = HIGH),
    headerWithDate = false,
    headerWithRepoHash = false,
    globalPrefix = prefix
  )

  def main(args: Array[String]): Unit = {
    // The JVM cannot change directory, so the repository root comes as an argument.
    val root = if (args.nonEmpty) args(0) else ".."
    val out = s"$root/hw/gen"
    var cfgIdle = BigInt(-1)
    for ((suffix, cfg) <- Variants.all) {
      val report = spinal(out, s"${suffix}_").generateVerilog(RedlineTm(cfg).setDefinitionName(s"redline_tm_$suffix"))
      if (suffix == "w64") report.toplevel.regs.docs(root)
      // The taps other tools read by name (Taps.scala) must be in what was just written.
      val top = s"redline_tm_$suffix"
      val verilog = new String(Files.readAllBytes(Paths.get(s"$out/$top.v")), StandardCharsets.UTF_8)
      for (t <- Taps.harness; p <- t.at(cfg)) Taps.check(verilog, top, p, s"harness tap ${t.name}")
      if (suffix == Taps.formalVariant) for ((w, p) <- Taps.formal) Taps.check(verilog, top, p, s"formal tap $w")
      val engine = report.toplevel.engineCfg
      cfgIdle = engine.state.getEncoding.getValue(engine.St.IDLE)
    }
    def write(name: String, text: String): Unit =
      Files.write(Paths.get(s"$out/$name"), text.getBytes(StandardCharsets.UTF_8))
    write("redline_taps.h", Taps.header(Variants.all, cfgIdle))
    write(s"redline_tm_${Taps.formalVariant}_formal.ys", Taps.formalScript)
    // Blocks on their own, for their block tests and their figures: the compare-only loop's
    // arithmetic, prepared draws, threshold stream, decision loop, idle decays and gentle mark
    // test (in a TM only in the loop builds), the configuration engine
    // (cocotb-tests/tm/test_validation.py), the parser and the CE marker in both their forms
    // (test_parser_block.py, test_ce_marker_block.py), the shaper (test_shaper_block.py).
    spinal(out, "thr_").generateVerilog(ThresholdUnits().setDefinitionName("redline_threshold_units"))
    spinal(out, "drw_").generateVerilog(DrawStream().setDefinitionName("redline_draw_stream"))
    spinal(out, "tst_").generateVerilog(ThresholdStream().setDefinitionName("redline_threshold_stream"))
    spinal(out, "lop_").generateVerilog(DecisionLoop().setDefinitionName("redline_decision_loop"))
    spinal(out, "lpx_").generateVerilog(DecisionLoop(primitives = true).setDefinitionName("redline_decision_loop_xcup"))
    // With Linux's qcount narrowed to 8 bits, so that the tests reach its sign change and wrap.
    spinal(out, "ts8_").generateVerilog(ThresholdStream(countBits = 8).setDefinitionName("redline_threshold_stream_c8"))
    spinal(out, "lp8_").generateVerilog(DecisionLoop(countBits = 8).setDefinitionName("redline_decision_loop_c8"))
    spinal(out, "cfg_").generateVerilog(ConfigEngine().setDefinitionName("redline_config_engine"))
    spinal(out, "idl_").generateVerilog(IdleDecay().setDefinitionName("redline_idle_decay"))
    spinal(out, "sid_").generateVerilog(SerialIdleDecay().setDefinitionName("redline_serial_idle_decay"))
    spinal(out, "gnt_").generateVerilog(GentleMark().setDefinitionName("redline_gentle_mark"))
    spinal(out, "gnx_").generateVerilog(GentleMark(primitives = true).setDefinitionName("redline_gentle_mark_xcup"))
    spinal(out, "gn8_").generateVerilog(GentleMark(countBits = 8).setDefinitionName("redline_gentle_mark_c8"))
    spinal(out, "prs_").generateVerilog(ParserBlock(late = false).setDefinitionName("redline_parser"))
    spinal(out, "prl_").generateVerilog(ParserBlock(late = true).setDefinitionName("redline_parser_late"))
    spinal(out, "shp_").generateVerilog(ShaperBlock().setDefinitionName("redline_shaper"))
    // The CE marker in both forms, at a width whose header spans beats and one where it does not.
    for ((wd, byConst) <- Seq((32, false), (64, true), (512, true))) {
      val name = s"redline_ce_marker_w$wd" + (if (byConst) "" else "_offsets")
      spinal(out, s"cem${wd}_").generateVerilog(CeMarkerBlock(wd, byConst).setDefinitionName(name))
    }
  }
}
