package redline

import spinal.core._
import spinal.lib._

/** Accepts frames at one beat per clock (back-pressures only with cfg.inputHold), checks them, captures the
  * header bytes and parses them at the last beat, and hands each beat to the packet buffer one cycle later
  * (docs/semantics.md sections 1 and 5). */
case class Ingress(cfg: TmConfig) extends Component {
  val w = cfg.bytesPerBeat
  val io = new Bundle {
    val tdata = in Bits (cfg.dataWidth bits)
    val tkeep = in Bits (w bits)
    val tvalid = in Bool()
    val tlast = in Bool()
    val tuser = in Bool()
    val tready = out Bool(); val takeOk = if (cfg.inputHold) in Bool() else null; val hold = if (cfg.inputHold) out(IngressHoldView()) else null // tready, and what the hold's rule reads (LateDecisions)
    val frame = master(Flow(FrameInfo(cfg)))
    // The beat that arrived last cycle, for the packet buffer, and its answer for the frame
    // that ends with it: did a beat of it not fit?
    val beatValid = out Bool()
    val beatData = out Bits (cfg.dataWidth bits)
    val beatFirst = out Bool()
    val frameLost = in Bool()
  }
  io.tready := (if (cfg.inputHold) io.takeOk else True)
  val fire = if (cfg.inputHold) io.tvalid && io.takeOk else io.tvalid
  // cfg.shallowPaths: a well-formed last beat (2^k - 1) counts k from ORs of the places where
  // its ones end, with no adder tree (lenNow); a malformed one makes the frame bad, and its
  // count of ones, from four quarters registered at EOF, reaches only io.frame's len and bytes.
  val lgW = log2Up(w)
  val kLow = cfg.shallowPaths generate Vec((0 until lgW).map(j => (1 until w).filter(m => (m >> j & 1) == 1)
    .map(m => io.tkeep(m - 1) && !io.tkeep(m)).reduce(_ || _))).asBits
  val onesParts = cfg.shallowPaths generate Vec(io.tkeep.subdivideIn(4 slices).map(q => CountOne(q).resize(lgW)))
  val onesAtEof = cfg.shallowPaths generate Reg(Vec(UInt(lgW bits), 4)) // those quarters, at EOF
  val fixAtEof = cfg.shallowPaths generate Reg(Vec(Bool(), 2)) // len, bytes take their low bits from them

  // ---- arrival cycle: frame bookkeeping and header capture ----
  val beatIdx = Reg(UInt(cfg.beatIdxWidth bits)) init (0)
  // Bit 32 set: past 2^32-1 bytes. It then stops counting, so 33 bits hold every value (w <= 64).
  // Cleared by reset and at EOF through one condition, so that the clear maps onto the
  // registers' synchronous reset instead of a LUT per bit (27 LUT4s fewer on the ECP5).
  val byteCnt = Reg(UInt(cfg.countWidth + 1 bits))
  when(ClockDomain.current.isResetActive || fire && io.tlast) {
    byteCnt := 0
  } elsewhen (fire && !byteCnt(cfg.countWidth)) {
    byteCnt := byteCnt + w // stops once past 2^32-1
  }
  val keepBad = Reg(Bool()) init (False)
  // atHdrBeat(j) <=> beatIdx === j, for the beats that hold header bytes: a register per beat,
  // so that the capture mux in front of the parser is selected by one flip-flop.
  val hdrBeats = (cfg.hdrBytes + w - 1) / w
  val atHdrBeat = Vec((0 until hdrBeats).map(j => Reg(Bool()) init (j == 0)))
  when(fire) {
    for (j <- 0 until hdrBeats) atHdrBeat(j) := (if (j == 0) io.tlast else !io.tlast && atHdrBeat(j - 1))
  }
  val hdr = Reg(Vec(Bits(8 bits), cfg.hdrBytes))
  val hdrNext = Vec(Bits(8 bits), cfg.hdrBytes)
  for (i <- 0 until cfg.hdrBytes) {
    hdrNext(i) := hdr(i)
    when(fire && atHdrBeat(i / w)) { hdrNext(i) := io.tdata(8 * (i % w) + 7 downto 8 * (i % w)) }
  }
  hdr := hdrNext

  val allOnes = io.tkeep.andR
  // 2^k - 1 with k >= 1: bit 0 set and no set bit above a clear one (no carry chain).
  val lastKeepOk = io.tkeep(0) && (0 until w - 1).map(i => !io.tkeep(i + 1) || io.tkeep(i)).reduce(_ && _)
  // byteCnt is a multiple of w (every beat before the last counts w bytes): with fewer than w
  // bytes in this beat their count is lenNow's low bits, and w bytes mean tkeep all ones. So
  // lenNow needs no addition after the count of tkeep, and its checks use flags of byteCnt.
  val beatBytes = !cfg.shallowPaths generate CountOne(io.tkeep)
  val cntPlusW = byteCnt + w
  val lg = log2Up(w)
  val lenNow = (Mux(allOnes, cntPlusW, byteCnt)(cfg.countWidth downto lg) ## (if (cfg.shallowPaths) kLow else beatBytes.resize(lg))).asUInt
  def reaches(limit: BigInt): Bool = { // shallowPaths: byteCnt against two constants, no adder first
    val l = U(limit, cfg.countWidth + 1 bits)
    byteCnt >= l || (allOnes && (if (cfg.shallowPaths) byteCnt >= U(limit - w, cfg.countWidth + 1 bits) else cntPlusW >= l))
  }
  val tooLong = reaches(BigInt(1) << cfg.lenWidth)
  val pastCount = reaches(BigInt(1) << cfg.countWidth) // lenNow > 2^32 - 1
  // A runt: lenNow < 14. Only a well-formed last beat matters (otherwise the frame is bad
  // anyway), and then its tkeep is 2^k - 1: lenNow < 14 <=> byteCnt < 14 and k < 14 - byteCnt.
  val runt = (0 until 14 by w).map { b =>
    byteCnt === b && (if (13 - b >= w) True else !io.tkeep(13 - b))
  }.reduce(_ || _)

  // lenNow >= k for a well-formed last beat (for any other the frame is bad and its parse
  // unused): byte k-1 has arrived, in an earlier beat or as bit k-1-b*w of this beat's tkeep.
  // No count of tkeep in the way, unlike lenNow. (`late`: the parser's clock, end of the file.)
  def lenAtLeast(k: Int): Bool = {
    val b = (k - 1) / w
    byteCnt >= (b + 1) * w || (byteCnt === b * w && io.tkeep(k - 1 - b * w))
  }
  val late = cfg.decisionLatency == 2 // (no line more above: it would rename the ECP5's `when`s)
  val eofInfo = new Bundle {
    val len = Reg(UInt(cfg.lenWidth bits))
    val bytes = Reg(UInt(cfg.countWidth bits))
    val bad = Reg(Bool())
    val parse = Reg(ParseResult())
  }
  when(fire) {
    val maxIdx = (BigInt(1) << cfg.beatIdxWidth) - 1
    when(beatIdx =/= maxIdx) { beatIdx := beatIdx + 1 }
    when(!io.tlast && !allOnes) { keepBad := True }
    when(io.tlast) {
      beatIdx := 0
      keepBad := False
      // Saturated: dec_len reports 65535 for a longer frame, bytes_in its true length
      // (semantics section 1). A mux to a constant maps onto the registers' synchronous set.
      eofInfo.len := Mux(tooLong, U(cfg.lenWidth bits, default -> True), lenNow(cfg.lenWidth - 1 downto 0))
      eofInfo.bytes := Mux(pastCount, U(cfg.countWidth bits, default -> True),
                           lenNow(cfg.countWidth - 1 downto 0))
      eofInfo.bad := io.tuser || keepBad || !lastKeepOk || runt || tooLong
      if (!late) eofInfo.parse := Parser(hdrNext, lenAtLeast)
      if (cfg.shallowPaths) {
        onesAtEof := onesParts
        fixAtEof(0) := !lastKeepOk && !tooLong
        fixAtEof(1) := !lastKeepOk && !pastCount
      }
    }
  }

  // ---- the beat that arrived last cycle, on its way into the packet buffer ----
  val sValid = RegNext(fire) init (False)
  val sData = RegNext(io.tdata)
  val sFirst = RegNext(beatIdx === 0)
  val sLast = RegNext(io.tlast)

  // With shallowPaths a malformed last beat's count of ones comes from the quarters registered
  // at EOF, summed in the clock after (it is not all ones, so the count fits the low bits).
  val ones = cfg.shallowPaths generate ((onesAtEof(0) + onesAtEof(1)) + (onesAtEof(2) + onesAtEof(3))).resize(lgW)
  def withOnes(v: UInt, fix: Int): UInt =
    if (cfg.shallowPaths) Mux(fixAtEof(fix), (v(v.getWidth - 1 downto lgW) ## ones).asUInt, v) else v

  if (!late) {
    io.beatValid := sValid
    io.beatData := sData
    io.beatFirst := sFirst
    io.frame.valid := sValid && sLast
    io.frame.len := withOnes(eofInfo.len, 0)
    io.frame.bytes := withOnes(eofInfo.bytes, 1)
    if (cfg.shallowPaths) io.frame.queueLen := eofInfo.len
    io.frame.bad := eofInfo.bad
    io.frame.parse := eofInfo.parse
  }
  // ---- decisionLatency 2: the clock after the last beat parses, the next one decides ----
  // The parser's tag and validity tests are made at EOF from hdrNext and registered; the rest
  // reads `hdr`, which holds the whole header from the clock after the last beat (it takes
  // hdrNext every clock). The results are registered with the frame's other facts, and each
  // beat waits one more stage (w*), so it is written at c + 2 and the frame's last beat in its
  // decision cycle, as with one stage (semantics section 5).
  val parseStage = late generate new Area {
    val atEof1 = sValid && sLast
    val wValid = RegNext(sValid) init (False)
    val wData = RegNext(sData)
    val wFirst = RegNext(sFirst)
    val wLast = RegNext(sLast)
    io.beatValid := wValid
    io.beatData := wData
    io.beatFirst := wFirst
    io.frame.valid := wValid && wLast
    val parse = RegNextWhen(Parser(hdr, lenAtLeast, b => RegNextWhen(b, fire && io.tlast), hdrNext), atEof1)
    val bad = RegNextWhen(eofInfo.bad, atEof1)
    io.frame.bad := bad
    io.frame.parse := parse
    val len = RegNextWhen(withOnes(eofInfo.len, 0), atEof1)
    val bytes = RegNextWhen(withOnes(eofInfo.bytes, 1), atEof1)
    if (cfg.shallowPaths) io.frame.queueLen := RegNextWhen(eofInfo.len, atEof1)
    io.frame.len := len
    io.frame.bytes := bytes
  }
  io.frame.lost := io.frameLost
  if (cfg.inputHold) { // (after every `when`, so that the ECP5's names do not move)
    io.hold.taken := fire
    io.hold.nextFirst := atHdrBeat(0) // the next beat offered starts a frame
    io.hold.staged := sValid
    io.hold.stagedFirst := sValid && sFirst
  }
}

/** What the input hold's rule (LateDecisions) reads of Ingress: a beat taken in this clock, and
  * whether the next one offered starts a frame; the beat in the stage between s_axis and the
  * write stage, and whether it starts a frame. */
case class IngressHoldView() extends Bundle {
  val taken, nextFirst, staged, stagedFirst = Bool()
}
