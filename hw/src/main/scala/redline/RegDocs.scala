package redline

import spinal.lib.bus.regif._
import java.io.{File, PrintWriter}

/** Generators that turn the RegIf description into the C header, the Python constants and the
  * Markdown table. Each output starts with a "generated" banner; `make regs-check` proves the
  * committed copies are fresh and a test proves the three agree. */
object RegDocs {
  case class FieldInfo(reg: String, addr: BigInt, name: String, lsb: Int, width: Int, access: String, reset: BigInt, doc: String)
  case class RegInfo(name: String, addr: BigInt, doc: String, fields: Seq[FieldInfo])

  /** The registers as software sees them. A RAM region (the Stab table) is listed word by word,
    * NAME0, NAME1, ..., each with its entries as fields field_0, field_1, ... */
  def regsOf(bi: BusIf): Seq[RegInfo] =
    bi.slices.sortBy(_.getAddr()).flatMap {
      case ram: RamInst =>
        val lanes = ram.getFields().filter(_.getAccessType() != AccessType.NA)
        val n = lanes.size
        (0 until (ram.size / 4).toInt).map { j =>
          val (name, addr) = (s"${ram.getName()}$j", ram.getAddr() + 4 * j)
          RegInfo(name, addr, s"${ram.getDoc()}, entries ${n * j}..${n * j + n - 1}", lanes.zipWithIndex.map { case (f, b) =>
            FieldInfo(name, addr, s"${f.getName()}_${n * j + b}", f.getSection().min, f.getSection().size,
              f.getAccessType().toString, f.getResetValue(), s"${f.getName()}[${n * j + b}]")
          })
        }
      case r =>
        Seq(RegInfo(r.getName(), r.getAddr(), r.getDoc(), r.getFields().filter(_.getAccessType() != AccessType.NA).map { f =>
          FieldInfo(r.getName(), r.getAddr(), f.getName(), f.getSection().min, f.getWidth(),
            f.getAccessType().toString, f.getResetValue(), f.getDoc())
        }))
    }

  def fieldsOf(bi: BusIf): Seq[FieldInfo] = regsOf(bi).flatMap(_.fields)

  val banner = "Generated from hw/src/main/scala/redline/RegFile.scala by RegDocs. Do not edit."

  abstract class Out(val file: String) extends BusIfDoc {
    val name = new File(file).getName
    val suffix = ""
    override def path: String = file
    override def dump(): Unit = {
      new File(file).getAbsoluteFile.getParentFile.mkdirs()
      val pw = new PrintWriter(file)
      pw.write(body())
      pw.close()
    }
  }

  case class CHeader(f: String) extends Out(f) {
    def body(): String = {
      val sb = new StringBuilder
      sb ++= s"/* SPDX-License-Identifier: MIT */\n/* $banner */\n#ifndef REDLINE_REGS_H\n#define REDLINE_REGS_H\n\n"
      for (r <- regsOf(bi)) {
        sb ++= f"#define REDLINE_REG_${r.name.toUpperCase}%-20s 0x${r.addr}%03x /* ${r.doc} */\n"
      }
      sb ++= "\n"
      for (fi <- fieldsOf(bi)) {
        val u = fi.name.toUpperCase
        val mask = ((BigInt(1) << fi.width) - 1) << fi.lsb
        sb ++= f"#define REDLINE_${u}_REG   REDLINE_REG_${fi.reg.toUpperCase}\n"
        sb ++= f"#define REDLINE_${u}_SHIFT ${fi.lsb}\n"
        sb ++= f"#define REDLINE_${u}_WIDTH ${fi.width}\n"
        sb ++= f"#define REDLINE_${u}_MASK  0x${mask}%08xU\n"
        sb ++= f"#define REDLINE_${u}_RESET 0x${fi.reset}%xU\n"
      }
      sb ++= "\n/* X-macro over every field: X(name, register address, lsb, width) */\n"
      sb ++= "#define REDLINE_FOREACH_FIELD(X) \\\n"
      for (fi <- fieldsOf(bi)) {
        val u = fi.name.toUpperCase
        sb ++= s"    X(${fi.name}, REDLINE_${u}_REG, REDLINE_${u}_SHIFT, REDLINE_${u}_WIDTH) \\\n"
      }
      sb ++= "\n/* X-macros over the snapshot values: X(name, address of the low word or the word) */\n"
      sb ++= "#define REDLINE_FOREACH_VALUE64(X) \\\n"
      for (c <- RegFile.values64) sb ++= s"    X(${c}, REDLINE_REG_${c.toUpperCase}_LO) \\\n"
      sb ++= "\n#define REDLINE_FOREACH_VALUE32(X) \\\n"
      for (c <- RegFile.status32) sb ++= s"    X(${c}, REDLINE_REG_${c.toUpperCase}) \\\n"
      // Knobs: the RW fields in register order, the 64-bit rate pair as one, the Stab table apart.
      sb ++= "\n/* X-macro over the knobs: X(name, register, lsb, width); rate is the rate_lo/rate_hi pair */\n"
      sb ++= "#define REDLINE_FOREACH_KNOB(X) \\\n"
      for (fi <- fieldsOf(bi) if fi.access == "RW" && !fi.name.startsWith("stab_") && fi.name != "rate_hi") {
        val u = fi.name.toUpperCase
        val (name, width) = if (fi.name == "rate_lo") ("rate", s"REDLINE_RATE_LO_WIDTH + REDLINE_RATE_HI_WIDTH") else (fi.name, s"REDLINE_${u}_WIDTH")
        sb ++= s"    X(${name}, REDLINE_${u}_REG, REDLINE_${u}_SHIFT, ${width}) \\\n"
      }
      sb ++= specC
      sb ++= appC
      sb ++= "\n#endif /* REDLINE_REGS_H */\n"
      sb.toString
    }
  }

  /** Verilog localparams of the TM's register map, for hand-written Verilog that must know an
    * address or a field (the board's write lock lets the counter snapshot through). */
  case class VerilogHeader(f: String) extends Out(f) {
    def body(): String = {
      val sb = new StringBuilder
      sb ++= s"// $banner\n// redline_tm's register map: addresses, then each field's mask.\n"
      for (r <- regsOf(bi)) sb ++= f"localparam [11:0] RL_TM_REG_${r.name.toUpperCase}%-20s = 12'h${r.addr}%03x; // ${r.doc}\n"
      for (fi <- fieldsOf(bi)) {
        val mask = ((BigInt(1) << fi.width) - 1) << fi.lsb
        sb ++= f"localparam [31:0] RL_TM_${fi.name.toUpperCase}%-24s = 32'h${mask}%08x; // in RL_TM_REG_${fi.reg.toUpperCase}\n"
      }
      sb.toString
    }
  }

  private def pyStr(s: String) = "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\""

  case class Python(f: String) extends Out(f) {
    def body(): String = {
      val sb = new StringBuilder
      sb ++= s"# $banner\n\"\"\"Register map of redline_tm: addresses and fields, generated from the RegIf description.\"\"\"\n\n"
      sb ++= "from collections import namedtuple\nfrom dataclasses import dataclass\n\n"
      sb ++= "Field = namedtuple(\"Field\", \"reg addr lsb width access reset doc\")\n\n"
      sb ++= "REGS = {\n"
      for (r <- regsOf(bi)) sb ++= f"    ${pyStr(r.name.toUpperCase)}: 0x${r.addr}%03x,\n"
      sb ++= "}\n\nFIELDS = {\n"
      for (fi <- fieldsOf(bi))
        sb ++= f"    ${pyStr(fi.name)}: Field(${pyStr(fi.reg.toUpperCase)}, 0x${fi.addr}%03x, ${fi.lsb}, ${fi.width}, ${pyStr(fi.access)}, 0x${fi.reset}%x, ${pyStr(fi.doc)}),\n"
      sb ++= "}\n\n"
      sb ++= "# Snapshot values: 64-bit ones are <name>_lo/<name>_hi field pairs.\n"
      sb ++= "VALUES64 = (" + RegFile.values64.map(pyStr).mkString(", ") + ",)\n"
      sb ++= "VALUES32 = (" + RegFile.status32.map(pyStr).mkString(", ") + ",)\n"
      // The knobs as REDLINE_FOREACH_KNOB lists them: the RW fields in register order, the
      // rate_lo/rate_hi pair as one 64-bit rate, the Stab table apart.
      sb ++= "\n# The knobs: the RW fields in register order, rate as its 64-bit lo/hi pair, the Stab table\n"
      sb ++= "# apart: name -> (width in bits, register reset).\n"
      sb ++= "KNOBS = {\n"
      for ((k, _) <- knobFields(bi)) sb ++= f"    ${pyStr(k.name)}: (${k.width}, ${k.reset}),\n"
      sb ++= "}\n"
      sb ++= knobsPy(bi)
      sb ++= specPy
      sb ++= appPy
      sb.toString
    }
  }

  case class Markdown(f: String) extends Out(f) {
    def body(): String = {
      val sb = new StringBuilder
      sb ++= s"# redline_tm registers\n\n<!-- $banner -->\n\n"
      sb ++= "AXI4-Lite, 32-bit data, 4 KiB window. Knobs are shadow registers applied by `ctrl.commit`; "
      sb ++= "counters read the copy taken by `ctrl.snapshot`. 64-bit values are `_lo`/`_hi` pairs.\n\n"
      sb ++= "| offset | register | field | bits | access | reset | description |\n"
      sb ++= "|---|---|---|---|---|---|---|\n"
      for (fi <- fieldsOf(bi)) {
        val bits = if (fi.width == 1) s"${fi.lsb}" else s"${fi.lsb + fi.width - 1}:${fi.lsb}"
        sb ++= f"| 0x${fi.addr}%03x | ${fi.reg.toUpperCase} | `${fi.name}` | $bits | ${fi.access} | 0x${fi.reset}%x | ${fi.doc.replace("|", "\\|")} |\n"
      }
      sb ++= specMd
      sb ++= appMd
      sb.toString
    }
  }

  // ------------------------------------------------------------------------------------------
  // The shared encodings (Spec), in the same three outputs.
  // ------------------------------------------------------------------------------------------
  private def cName(e: Spec.Enumeration, c: Spec.Code): String =
    s"REDLINE_${e.name.toUpperCase}_${c.label.toUpperCase.replaceAll("[^A-Z0-9]+", "_")}"

  def specC: String = {
    val sb = new StringBuilder
    sb ++= "\n/* Each knob's own valid values, min <= v < below (Spec.Valid), and what a commit outside them\n"
    sb ++= " * is refused with (the model's and the driver's text) */\n"
    for (k <- Spec.knobs; v <- k.valid) {
      val u = s"REDLINE_KNOB_${k.name.toUpperCase}"
      sb ++= f"#define ${u + "_MIN"}%-34s ${v.min}ULL\n#define ${u + "_BELOW"}%-34s ${v.below}ULL\n"
      for (t <- k.lowRefusal) sb ++= f"#define ${u + "_LOW"}%-34s \"$t\"\n"
      for (t <- k.highRefusal) sb ++= f"#define ${u + "_HIGH"}%-34s \"$t\"\n"
    }
    sb ++= f"#define ${"REDLINE_STAB_ENTRY_BELOW"}%-34s ${Spec.stabEntryBelow}\n"
    sb ++= f"#define ${"REDLINE_STAB_ENTRY_HIGH"}%-34s \"${Spec.stabRefusal}\"\n"
    for (e <- Spec.enumerations) {
      sb ++= s"\n/* ${e.doc} (Spec.scala) */\n"
      for (c <- e.codes) sb ++= f"#define ${cName(e, c)}%-34s ${c.value} /* ${c.doc} */\n"
      sb ++= s"/* X-macro over them: X(code, label) */\n#define REDLINE_FOREACH_${e.name.toUpperCase}(X) \\\n"
      for (c <- e.codes) sb ++= s"    X(${c.value}, \"${c.label}\") \\\n"
      sb ++= "\n"
    }
    sb.toString
  }

  /** The knob fields as Spec.knobs has them (name, width, reset), each with the doc software
    * shows: the register's when the field is all of it, else the field's, which RegFile takes
    * from the spec. Generation fails when the register file and the spec disagree. */
  def knobFields(bi: BusIf): Seq[(Spec.Knob, String)] = {
    val regs = regsOf(bi)
    val rw = regs.flatMap(r => r.fields.map(f => (r, f))).filter { case (_, f) =>
      f.access == "RW" && !f.name.startsWith("stab_") && f.name != "rate_hi" }
    val got = rw.map { case (r, f) =>
      if (f.name == "rate_lo") {
        val hi = regs.flatMap(_.fields).find(_.name == "rate_hi").get
        val doc = r.doc.replace(", low word", "")
        (Spec.knob("rate").copy(width = 64, reset = f.reset | (hi.reset << 32), doc = doc), doc)
      } else {
        val doc = if (r.fields.size == 1) r.doc else f.doc
        (Spec.knob(f.name).copy(width = f.width, reset = f.reset, doc = doc.replace(" (Encodings below)", "")), doc)
      }
    }
    require(got.map(_._1) == Spec.knobs, s"the register file's knobs ${got.map(_._1)} are not Spec.knobs ${Spec.knobs}")
    got
  }

  /** Python's knob set: a dataclass whose fields are the knobs, each defaulting to its reset. */
  def knobsPy(bi: BusIf): String = {
    val sb = new StringBuilder
    sb ++= "\n\n@dataclass\nclass Knobs:\n"
    sb ++= "    \"\"\"A knob set: the knobs (Spec.knobs, in register order, rate as one 64-bit value) and the\n"
    sb ++= "    Stab table, each defaulting to its register reset, which is also what the TM runs out of reset.\"\"\"\n"
    for ((k, doc) <- knobFields(bi)) sb ++= s"    ${k.name}: int = ${k.reset}  # ${doc.replace(" (Encodings below)", "")}\n"
    sb ++= "    stab: bytes = bytes(256)  # the idle-decay shift table (STAB), 256 entries\n\n"
    sb ++= "\n# How software reads a knob's value (Spec.Kind): knob -> kind, and what each kind means.\n"
    sb ++= "KNOB_KINDS = {\n"
    for (k <- Spec.knobs) sb ++= s"    ${pyStr(k.name)}: ${pyStr(k.kind.name)},\n"
    sb ++= "}\n\n# Each knob's own valid values (Spec.Valid): knob -> (min, below, the refusal of a value below\n"
    sb ++= "# min, of one at or above below), None where the register itself is the limit.\n"
    sb ++= "KNOB_VALID = {\n"
    def opt(t: Option[String]) = t.map(pyStr).getOrElse("None")
    for (k <- Spec.knobs; v <- k.valid)
      sb ++= s"    ${pyStr(k.name)}: (${v.min}, ${v.below}, ${opt(k.lowRefusal)}, ${opt(k.highRefusal)}),\n"
    sb ++= "}\n"
    sb ++= s"STAB_ENTRY_BELOW = ${Spec.stabEntryBelow}  # each Stab entry is a shift below this\n"
    sb ++= s"STAB_REFUSAL = ${pyStr(Spec.stabRefusal)}\n"
    sb ++= "KIND_DOCS = {\n"
    for (k <- Spec.Kind.all) sb ++= s"    ${pyStr(k.name)}: ${pyStr(k.doc)},\n"
    sb ++= "}\n"
    sb.toString
  }

  def specPy: String = {
    val sb = new StringBuilder
    sb ++= "\n# The shared encodings (Spec.scala): enumeration -> {label: code}.\n"
    sb ++= "ENUMS = {\n"
    for (e <- Spec.enumerations) {
      sb ++= s"    ${pyStr(e.name)}: {" + e.codes.map(c => s"${pyStr(c.label)}: ${c.value}").mkString(", ") + "},\n"
    }
    sb ++= "}\n"
    sb ++= "ENUM_DOCS = {\n"
    for (e <- Spec.enumerations) {
      sb ++= s"    ${pyStr(e.name)}: {" + e.codes.map(c => s"${c.value}: ${pyStr(c.doc)}").mkString(", ") + "},\n"
    }
    sb ++= "}\n"
    sb ++= "# STATUS.err_code of a refused commit -> the knob it blames.\n"
    sb ++= "ERR_CODES = {" + RegFile.errCodes.map { case (c, w) => s"$c: ${pyStr(w)}" }.mkString(", ") + "}\n"
    // What the model must build alike, from TmConfig's defaults (the product build).
    val tm = TmConfig()
    sb ++= "\n# The product build's TM (TmConfig's defaults, hw/gen/redline_tm_w<W>.v):\n"
    sb ++= s"DEFAULT_BUF_KIB = ${tm.bufBytes / 1024}  # the packet buffer, in KiB\n"
    sb ++= s"MAX_FRAME_LEN = ${(1 << tm.lenWidth) - 1}  # frame lengths are carried in ${tm.lenWidth} bits\n"
    sb ++= s"OUT_FIFO_DEPTH = ${tm.outFifoDepth}  # the egress output FIFO, in beats\n"
    sb ++= s"DECISION_LATENCY = ${tm.decisionLatency}  # L: a frame is decided at e + L (semantics section 3)\n"
    sb ++= "\n# Every generated TM (Variants in Generate.scala, hw/gen/redline_tm_<name>.v): bytes per beat,\n"
    sb ++= "# buffer beats, decision latency L (a frame is decided at e + L), Linux's qcount width, and the\n"
    sb ++= "# engine's waits after a commit, an adaptive update and at an idle start, its deferral\n"
    sb ++= "# of a gentle-band decision, with its staging beats and waiting frames, and whether it holds\n"
    sb ++= "# its input instead of letting frames overrun (semantics section 3a).\n"
    sb ++= "TM_VARIANTS = {\n"
    for ((name, c) <- Variants.all)
      sb ++= s"    ${pyStr(name)}: {\"width_bytes\": ${c.bytesPerBeat}, \"buf_beats\": ${c.bufBeats}, " +
        s"\"decision_latency\": ${c.decisionLatency}, \"count_bits\": ${c.redCountBits}, " +
        s"\"commit_wait\": ${c.commitWait}, \"adapt_wait\": ${c.adaptWait}, " +
        s"\"idle_wait\": ${c.idleWait}, \"gentle_wait\": ${c.gentleWait}, " +
        (if (!c.loopEngine) "\"stage_beats\": None, \"pending_frames\": None, "
        else s"\"stage_beats\": ${c.stageBeats}, \"pending_frames\": ${c.pendingFrames}, ") +
        s"\"input_hold\": ${if (c.inputHold) "True" else "False"}},\n"
    sb ++= "}\n"
    sb.toString
  }

  def specMd: String = {
    val sb = new StringBuilder
    sb ++= "\n## Knobs\n\nEach knob as the registers, sysfs, the CLI's raw `[knobs]`, the model and JSON name it "
    sb ++= "(`hw/src/main/scala/redline/Spec.scala`); its kind says how software reads its value.\n\n"
    sb ++= "| knob | bits | reset | kind | a commit refuses | meaning |\n|---|---|---|---|---|---|\n"
    for (k <- Spec.knobs) {
      val refused = (k.lowRefusal ++ k.highRefusal).map(t => s"`$t`").mkString(", ")
      sb ++= s"| `${k.name}` | ${k.width} | ${k.reset} | ${k.kind.name} | $refused | ${k.doc.replace("|", "\\|")} |\n"
    }
    sb ++= "\n| kind | how its value is read |\n|---|---|\n"
    for (k <- Spec.Kind.all) sb ++= s"| ${k.name} | ${k.doc} |\n"
    sb ++= "\n## Encodings\n\nShared by the RTL, the model, the host software and the driver (`hw/src/main/scala/redline/Spec.scala`).\n"
    for (e <- Spec.enumerations) {
      sb ++= s"\n### `${e.name}`: ${e.doc}\n\n| code | label | meaning |\n|---|---|---|\n"
      for (c <- e.codes) sb ++= s"| ${c.value} | `${c.label}` | ${c.doc} |\n"
    }
    sb.toString
  }

  // ------------------------------------------------------------------------------------------
  // The Corundum app block's register-block list (AppRegMap), in the same four outputs.
  // ------------------------------------------------------------------------------------------
  private def appRegs = AppRegMap.all.flatMap(_._2)

  def appC: String = {
    val sb = new StringBuilder
    sb ++= "\n/* Corundum app block (fpga/corundum): register-block list at BAR2 offset 0 */\n"
    for (c <- AppRegMap.consts) sb ++= f"#define REDLINE_APP_${c.name}%-18s 0x${c.value}%08xU /* ${c.doc} */\n"
    for (r <- appRegs) sb ++= f"#define REDLINE_APP_${r.name}%-18s 0x${r.offset}%02x /* ${r.doc} */\n"
    sb.toString
  }

  def appPy: String = {
    val sb = new StringBuilder
    sb ++= "\n# Corundum app block (fpga/corundum): register-block list at BAR2 offset 0.\n"
    sb ++= "APP = {\n"
    for (c <- AppRegMap.consts) sb ++= f"    ${pyStr(c.name)}: 0x${c.value}%08x,\n"
    sb ++= "}\nAPP_REGS = {\n"
    for (r <- appRegs) sb ++= f"    ${pyStr(r.name)}: 0x${r.offset}%02x,\n"
    sb ++= "}\n"
    sb.toString
  }

  def appMd: String = {
    val sb = new StringBuilder
    sb ++= "\n## Corundum app block: register-block list at BAR2 offset 0\n\n"
    sb ++= "`fpga/corundum/rtl/mqnic_app_block.v` keeps a Corundum-style list of register blocks. "
    sb ++= "A driver starts at offset 0 and follows `RB_NEXT` until it is 0; it identifies blocks by `RB_TYPE`.\n\n"
    sb ++= "| constant | value | meaning |\n|---|---|---|\n"
    for (c <- AppRegMap.consts) sb ++= f"| `${c.name}` | 0x${c.value}%08x | ${c.doc} |\n"
    for ((group, regs) <- AppRegMap.all) {
      val title = group match {
        case "header" => "Every block"
        case "ctrl" => "Control block (`RB_TYPE_CTRL`, at `CTRL_BASE`)"
        case _ => "Port block p (`RB_TYPE_PORT`, at `PORT_BASE + p*PORT_STRIDE`)"
      }
      sb ++= s"\n### $title\n\n| offset | register | access | description |\n|---|---|---|---|\n"
      for (r <- regs) sb ++= f"| +0x${r.offset}%02x | `${r.name}` | ${r.access} | ${r.doc} |\n"
    }
    sb.toString
  }

  /** Verilog localparams for the hand-written app block. */
  def writeAppVh(file: String): Unit = {
    val sb = new StringBuilder
    sb ++= s"// $banner\n// Register-block list of the Corundum app block (AppRegMap.scala).\n"
    for (c <- AppRegMap.consts) sb ++= f"localparam [31:0] RL_APP_${c.name}%-18s = 32'h${c.value}%08x; // ${c.doc}\n"
    for (r <- appRegs) sb ++= f"localparam [7:0]  RL_APP_${r.name}%-18s = 8'h${r.offset}%02x; // ${r.doc}\n"
    new File(file).getAbsoluteFile.getParentFile.mkdirs()
    val pw = new PrintWriter(file)
    pw.write(sb.toString)
    pw.close()
  }
}
