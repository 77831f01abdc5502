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
    for (wd <- widths) {
      val cfg = TmConfig(dataWidth = wd)
      val report = SpinalConfig(
        targetDirectory = out,
        defaultConfigForClockDomains = ClockDomainConfig(resetKind = SYNC, resetActiveLevel = HIGH),
        headerWithDate = false,
        headerWithRepoHash = false,
        globalPrefix = s"w${wd}_"
      ).generateVerilog(RedlineTm(cfg).setDefinitionName(s"redline_tm_w$wd"))
      if (wd == widths.head) report.toplevel.regs.docs(root)
    }
  }
}
