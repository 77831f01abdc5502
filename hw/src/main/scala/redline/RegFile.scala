package redline

import spinal.core._
import spinal.lib._
import spinal.lib.bus.amba4.axilite._
import spinal.lib.bus.misc.SizeMapping
import spinal.lib.bus.regif._
import spinal.lib.bus.regif.AccessType._

/** Live values the register file snapshots for the host. */
case class TmStatus() extends Bundle {
  val pkts_in, bytes_in, pkts_out, bytes_out = UInt(64 bits)
  val prob_mark, forced_mark, prob_drop, forced_drop, pdrop, bad = UInt(64 bits)
  val qavg, cycle, commit_cycle = UInt(64 bits)
  val backlog, qlen, peak_backlog, peak_qlen, cur_max_p = UInt(32 bits)
  val busy, err = Bool()
  val err_code = UInt(4 bits)
  val commits, refused, adapt_ticks = UInt(32 bits)
  val overrun, buf_full = UInt(64 bits)
}

object RegFile {
  val axiConfig = AxiLite4Config(addressWidth = 12, dataWidth = 32)
  val idValue = BigInt("52444C4E", 16) // "RDLN"
  val versionValue = BigInt("00010000", 16)
  /** 64-bit values: the register pairs <NAME>_LO/<NAME>_HI, snapshotted together. */
  val counters64 = Seq("pkts_in", "bytes_in", "pkts_out", "bytes_out", "prob_mark", "forced_mark",
    "prob_drop", "forced_drop", "pdrop", "bad", "qavg", "cycle", "commit_cycle")
  val status32 = Seq("backlog", "qlen", "peak_backlog", "peak_qlen", "cur_max_p")
  /** 64-bit values added after status32, at LATE_BASE: frames that overran (semantics 3a), and
    * frames under the limit dropped because the packet buffer was full (semantics 5). */
  val counters64Late = Seq("overrun", "buf_full")
  val lateBase = 0x280
  /** Every 64-bit snapshot value, in address order. */
  val values64 = counters64 ++ counters64Late
  /** STATUS.err_code values of a refused commit (Spec.cfgErr without 0) and the knob each one
    * blames. */
  val errCodes = Spec.cfgErr.codes.filter(_.value != 0).map(c => c.value -> c.label)
}

/** The one register description of redline_tm (SpinalHDL RegIf). The C header, the Python
  * constants and the Markdown table are generated from this same description by RegDocs. */
case class RegFile(cfg: TmConfig) extends Component {
  import RegFile._
  val io = new Bundle {
    val axil = slave(AxiLite4(axiConfig))
    val knobs = out(Knobs())
    val commit = out Bool()
    val clearPeak = out Bool()
    val status = in(TmStatus())
    val stabRdEn = in Bool()           // the configuration engine's read port on the STAB RAM
    val stabRdAddr = in UInt (6 bits)
    val stabRdData = out Bits (32 bits)
    val holdWrites = in Bool()         // a commit is copying STAB: writes wait
  }
  val busif = AxiLite4BusInterface(io.axil, SizeMapping(0, 4096), "")

  private def n(s: String) = SymbolName(s)
  /** A constant field; RegIf leaves constants unnamed, so name the Field for the generators. */
  private def rov(r: RegInst, pos: Int, width: Int, value: BigInt, doc: String, name: String): Unit = {
    r.fieldAt(pos, UInt(width bits), ROV, value, doc)(n(name))
    r.getFields().last.setName(name)
  }

  val ID = busif.newRegAt(0x000, "Block identifier")(n("ID"))
  rov(ID, 0, 32, idValue, "ASCII 'RDLN'", "id")
  val VERSION = busif.newRegAt(0x004, "Register map version, major.minor in 31:16 and 15:0")(n("VERSION"))
  rov(VERSION, 0, 32, versionValue, "Version", "version")
  val PARAMS = busif.newRegAt(0x008, "Build parameters of this variant")(n("PARAMS"))
  rov(PARAMS, 0, 8, cfg.bytesPerBeat, "Data width in bytes", "data_bytes")
  rov(PARAMS, 8, 8, log2Up(cfg.bufBytes), "log2 of the packet buffer size in bytes", "buf_log2")
  val ADAPT_LATENCY = busif.newRegAt(0x00C, "Cycles from an adaptive tick to its new max_P taking effect")(n("ADAPT_LATENCY"))
  rov(ADAPT_LATENCY, 0, 32, ConfigEngine.adaptLatency, "Cycles", "adapt_latency")

  val CTRL = busif.newRegAt(0x010, "Control pulses")(n("CTRL"))
  val commit = CTRL.field(Bool(), W1P, 0, "Validate the knobs and apply them atomically")(n("commit"))
  val snapshot = CTRL.field(Bool(), W1P, 0, "Copy every counter and status value into the read registers")(n("snapshot"))
  val clearPeak = CTRL.field(Bool(), W1P, 0, "Restart peak_backlog and peak_qlen")(n("clear_peak"))
  io.commit := commit
  io.clearPeak := clearPeak

  val STATUS = busif.newRegAt(0x014, "Commit engine status (live)")(n("STATUS"))
  val busy = STATUS.field(Bool(), RO, 0, "A commit or adaptive update is in progress")(n("busy"))
  val err = STATUS.field(Bool(), RO, 0, "The last commit was refused; the previous configuration stays in force")(n("err"))
  val errCode = STATUS.fieldAt(4, UInt(4 bits), RO, 0, "Why: " + errCodes.map { case (c, w) => s"$c $w" }.mkString(", "))(n("err_code"))
  // The live fields read through one register stage: the read multiplexer then starts at
  // flip-flops instead of behind the engine's state decoding (a read returns the value of the
  // previous cycle; hosts poll these, and wait on COMMITS + REFUSED rather than on busy).
  busy := RegNext(io.status.busy) init (False)
  err := RegNext(io.status.err) init (False)
  errCode := RegNext(io.status.err_code) init (0)
  val COMMITS = busif.newRegAt(0x018, "Commits applied since reset (live)")(n("COMMITS"))
  val commits = COMMITS.field(UInt(32 bits), RO, 0, "Count")(n("commits"))
  commits := RegNext(io.status.commits) init (0)
  val REFUSED = busif.newRegAt(0x01C, "Commits refused since reset (live); a host waits for commits + refused to move")(n("REFUSED"))
  val refused = REFUSED.field(UInt(32 bits), RO, 0, "Count")(n("refused"))
  refused := RegNext(io.status.refused) init (0)
  val ADAPT_TICKS = busif.newRegAt(0x080, "Adaptive updates run since reset (live)")(n("ADAPT_TICKS"))
  val adaptTicks = ADAPT_TICKS.field(UInt(32 bits), RO, 0, "Count")(n("adapt_ticks"))
  adaptTicks := RegNext(io.status.adapt_ticks) init (0)

  // ---- knobs: shadow registers, applied by ctrl.commit, as Spec.knobs places them ----
  // (A knob's field is named as the knob, its register <NAME> or the shared one's name.)
  val k = io.knobs
  private val sharedRegs = scala.collection.mutable.Map[Spec.Shared, RegInst]()
  for (kn <- Spec.knobs) {
    val name = kn.name
    def rw[T <: BaseType](r: RegInst, hw: HardType[T], lsb: Option[Int], reset: BigInt, doc: String, fieldName: String): T =
      lsb.fold(r.field(hw(), RW, reset, doc)(n(fieldName)))(at => r.fieldAt(at, hw(), RW, reset, doc)(n(fieldName)))
    (kn.at, k(name)) match {
      case (Spec.Own(addr), hw: UInt) if kn.width > 32 => // the <NAME>_LO/<NAME>_HI pair
        // Named <name>Lo/<name>Hi in the Verilog, as when they were written by hand, so that the
        // board's netlist (and its routing) did not change with this generator.
        val lo = busif.newRegAt(addr, s"${kn.doc}, low word")(n(name.toUpperCase + "_LO"))
        val vLo = rw(lo, HardType(UInt(32 bits)), None, kn.reset & 0xFFFFFFFFL, s"$name[31:0]", name + "_lo").setName(name + "Lo")
        val hi = busif.newRegAt(addr + 4, s"${kn.doc}, high word")(n(name.toUpperCase + "_HI"))
        val vHi = rw(hi, HardType(UInt(kn.width - 32 bits)), None, kn.reset >> 32, s"$name[${kn.width - 1}:32]", name + "_hi").setName(name + "Hi")
        hw := (vHi ## vLo).asUInt
      case (Spec.Own(addr), hw: UInt) =>
        hw := rw(busif.newRegAt(addr, kn.doc)(n(name.toUpperCase)), HardType(UInt(kn.width bits)), None, kn.reset, name, name)
      case (Spec.Own(addr), hw: Bool) =>
        hw := rw(busif.newRegAt(addr, kn.doc)(n(name.toUpperCase)), HardType(Bool()), None, kn.reset, name, name)
      case (Spec.In(reg, lsb), hw) =>
        val r = sharedRegs.getOrElseUpdate(reg, busif.newRegAt(reg.addr, reg.doc)(n(reg.name)))
        // An enumerated knob's codes are listed under the register table (RegDocs).
        val doc = if (kn.kind == Spec.Kind.enumerated && kn.width > 1) kn.doc + " (Encodings below)" else kn.doc
        hw match {
          case b: Bool => b := rw(r, HardType(Bool()), Some(lsb), kn.reset, doc, name)
          case u: UInt => u := rw(r, HardType(UInt(kn.width bits)), Some(lsb), kn.reset, doc, name)
        }
      case (at, hw) => sys.error(s"knob $name: no register form for $at with ${hw.getClass.getSimpleName}")
    }
  }
  // The idle-decay table is a RAM, not 256 registers: 64 words of four 8-bit entries. Reads
  // return what was last written, 0 for a word not written since reset (a RAM has no reset: the
  // first write of a word fills its unwritten bytes with 0). RegDocs lists it as STAB0..STAB63.
  val STAB = busif.newRAMAt(0x100, 256, "Idle-decay shift table")(n("STAB"))
  for (b <- 0 until 4) STAB.fieldAt(8 * b, 8, "stab")("stab")
  val stabMem = Mem(Bits(32 bits), 64)
  val stabWritten = Reg(Bits(64 bits)) init (0)
  val sb = STAB.bus
  val sbFresh = !stabWritten(sb.addr)
  val sbRead = if (cfg.shallowPaths) registeredStabWrite() else stabMem.readWriteSync(sb.addr,
    Mux(sbFresh, sb.wdat & busif.wmask, sb.wdat), sb.ce, sb.wr, mask = Mux(sbFresh, B"1111", busif.wstrb))
  if (!cfg.shallowPaths) when(sb.ce && sb.wr) { stabWritten(sb.addr) := True }
  val sbReadFresh = RegNextWhen(sbFresh, sb.ce && !sb.wr)
  sb.rdat := Mux(sbReadFresh, B(0, 32 bits), sbRead)
  val engRead = stabMem.readSync(io.stabRdAddr, io.stabRdEn)
  val engReadFresh = RegNextWhen(!stabWritten(io.stabRdAddr), io.stabRdEn)
  io.stabRdData := Mux(engReadFresh, B(0, 32 bits), engRead)
  when(io.holdWrites) { busif.writeHalt() }

  // ---- counters and status: snapshot copies, taken by ctrl.snapshot ----
  val snap = Reg(TmStatus())
  snap.init(TmStatus().getZero)
  when(snapshot) { snap := io.status }
  val elems = snap.elements.toMap
  var addr = 0x200
  /** A 64-bit value as the pair <NAME>_LO/<NAME>_HI at addr. */
  def value64(name: String): Unit = {
    val v = elems(name).asInstanceOf[UInt]
    val lo = busif.newRegAt(addr, s"$name, low word (snapshot)")(n(name.toUpperCase + "_LO"))
    lo.field(UInt(32 bits), RO, 0, s"$name[31:0]")(n(name + "_lo")) := v(31 downto 0)
    val hi = busif.newRegAt(addr + 4, s"$name, high word (snapshot)")(n(name.toUpperCase + "_HI"))
    hi.field(UInt(32 bits), RO, 0, s"$name[63:32]")(n(name + "_hi")) := v(63 downto 32)
    addr += 8
  }
  counters64.foreach(value64)
  for (name <- status32) {
    val v = elems(name).asInstanceOf[UInt]
    val r = busif.newRegAt(addr, s"$name (snapshot)")(n(name.toUpperCase))
    r.field(UInt(32 bits), RO, 0, name)(n(name)) := v
    addr += 4
  }
  require(addr <= lateBase)
  addr = lateBase
  counters64Late.foreach(value64)

  def docs(root: String): Unit = {
    busif.accept(RegDocs.CHeader(s"$root/hw/gen/redline_regs.h"))
    busif.accept(RegDocs.VerilogHeader(s"$root/hw/gen/redline_tm_regs.vh"))
    busif.accept(RegDocs.Python(s"$root/sw/redline/spec/regs.py"))
    busif.accept(RegDocs.Markdown(s"$root/docs/registers.md"))
    RegDocs.writeAppVh(s"$root/hw/gen/redline_app_regs.vh")
  }

  /** cfg.shallowPaths: a STAB write lands one cycle after the bus takes it, from registers, so
    * that the bus' address decode and the 64-way look-up of stabWritten are in different
    * cycles. A read waits out that cycle, so it never sees the word before the write. Returns
    * the bus' read port. */
  def registeredStabWrite(): Bits = {
    val wPend = RegNext(sb.ce && sb.wr) init (False)
    val wAddr = RegNext(sb.addr)
    val wDat = RegNext(sb.wdat)
    val wStrb = RegNext(busif.wstrb)
    val wMask = RegNext(busif.wmask)
    val wFresh = !stabWritten(wAddr)
    stabMem.write(wAddr, Mux(wFresh, wDat & wMask, wDat), wPend, mask = Mux(wFresh, B"1111", wStrb))
    when(wPend) { stabWritten(wAddr) := True }
    when(wPend) { busif.readHalt() }
    stabMem.readSync(sb.addr, sb.ce && !sb.wr)
  }
}
