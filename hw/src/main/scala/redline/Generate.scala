package redline

import spinal.core._

/** Elaborates every committed variant into hw/gen/ and the register outputs (C header, Python
  * constants, Markdown) from the one RegIf description. Run from the repository root. */
object Generate {
  val widths = Seq(64, 128, 256, 512)

  def main(args: Array[String]): Unit = {
    // The JVM cannot change directory, so the repository root comes as an argument.
    val root = if (args.nonEmpty) args(0) else ".."
    val out = s"$root/hw/gen"
    // (width, buffer bytes, name suffix): the four product variants, plus a 4 KiB-buffer one so
    // that tests and formal proofs reach a full buffer and frames bigger than it.
    val variants = widths.map(wd => (wd, 256 * 1024, s"w$wd")) :+ ((64, 4096, "w64_b4k"))
    for ((wd, buf, suffix) <- variants) {
      val cfg = TmConfig(dataWidth = wd, bufBytes = buf)
      val report = SpinalConfig(
        targetDirectory = out,
        defaultConfigForClockDomains = ClockDomainConfig(resetKind = SYNC, resetActiveLevel = HIGH),
        headerWithDate = false,
        headerWithRepoHash = false,
        globalPrefix = s"${suffix}_"
      ).generateVerilog(RedlineTm(cfg).setDefinitionName(s"redline_tm_$suffix"))
      if (suffix == "w64") report.toplevel.regs.docs(root)
    }
  }
}
