package redline

import spinal.core._
import spinal.lib._
import spinal.lib.bus.amba4.axilite._

/** redline_tm: parse -> decide (RED/ECN) -> buffer -> CE mark -> shape, with an AXI-Lite
  * register file. One variant per data width; see docs/semantics.md for the exact contract. */
case class RedlineTm(cfg: TmConfig) extends Component {
  val w = cfg.bytesPerBeat
  val io = new Bundle {
    val s_axis_tdata = in Bits (cfg.dataWidth bits)
    val s_axis_tkeep = in Bits (w bits)
    val s_axis_tvalid = in Bool()
    val s_axis_tready = out Bool()
    val s_axis_tlast = in Bool()
    val s_axis_tuser = in Bool()
    val m_axis_tdata = out Bits (cfg.dataWidth bits)
    val m_axis_tkeep = out Bits (w bits)
    val m_axis_tvalid = out Bool()
    val m_axis_tready = in Bool()
    val m_axis_tlast = out Bool()
    val m_axis_tuser = out Bool()
    val s_axil = slave(AxiLite4(RegFile.axiConfig))
    val dec_valid = out Bool()
    val dec_action = out UInt (2 bits)
    val dec_reason = out UInt (3 bits)
    val dec_qavg = out UInt (64 bits)
    val dec_backlog = out UInt (32 bits)
    val dec_len = out UInt (16 bits)
  }

  noIoPrefix()
  AxiLite4SpecRenamer(io.s_axil) // s_axil_awaddr, ... as Corundum and cocotbext-axi expect

  val regs = RegFile(cfg)
  regs.io.axil <> io.s_axil
  val engineCfg = ConfigEngine(if (cfg.loopEngine) LoopEngine.adaptQavgDelay else 0, applyHold = cfg.loopEngine)
  engineCfg.io.knobs := regs.io.knobs
  engineCfg.io.commit := regs.io.commit
  regs.io.stabRdEn := engineCfg.io.stabRdEn
  regs.io.stabRdAddr := engineCfg.io.stabRdAddr
  engineCfg.io.stabRdData := regs.io.stabRdData
  regs.io.holdWrites := engineCfg.io.holdWrites
  val active = engineCfg.io.active

  // ---- device time: cycles, and a microsecond tick (docs/semantics.md section 9; the RED
  //      engine and the adaptive timer count the microseconds they need themselves) ----
  val cycle = Reg(UInt(64 bits)) init (0)
  cycle := cycle + 1
  val sub = Reg(UInt(16 bits)) init (0)
  val usTick = sub === engineCfg.io.cyclesPerUsM1 // cycles_per_us - 1, without the subtraction
  sub := Mux(usTick, U(0, 16 bits), sub + 1)
  when(engineCfg.io.apply) { sub := 0 }
  engineCfg.io.usTick := usTick
  val commitCycle = Reg(UInt(64 bits)) init (0)
  when(engineCfg.io.apply) { commitCycle := cycle }

  val ingress = Ingress(cfg)
  ingress.io.tdata := io.s_axis_tdata
  ingress.io.tkeep := io.s_axis_tkeep
  ingress.io.tvalid := io.s_axis_tvalid
  ingress.io.tlast := io.s_axis_tlast
  ingress.io.tuser := io.s_axis_tuser
  io.s_axis_tready := ingress.io.tready
  val pktBuf = PacketBuffer(cfg)
  // The loop engine does not take a frame every clock: frames wait for it (semantics section 3a).
  val late = cfg.loopEngine generate LateDecisions(cfg)
  if (late == null) {
    pktBuf.io.beatValid := ingress.io.beatValid
    pktBuf.io.beatData := ingress.io.beatData
    pktBuf.io.beatFirst := ingress.io.beatFirst
    ingress.io.frameLost := pktBuf.io.frameLost
  } else {
    late.io.inValid := ingress.io.beatValid
    late.io.inData := ingress.io.beatData
    late.io.inFirst := ingress.io.beatFirst; late.io.hold := ingress.io.hold; late.io.takenLast := io.s_axis_tlast; ingress.io.takeOk := late.io.takeOk
    late.io.inFrame << ingress.io.frame
    pktBuf.io.beatValid := late.io.wrValid
    pktBuf.io.beatData := late.io.wrData
    pktBuf.io.beatFirst := late.io.wrFirst
    late.io.wrLost := pktBuf.io.frameLost
    ingress.io.frameLost := False // LateDecisions takes it at the last write, which may come before the decision
  }

  // The RED engine: RedEngine, or the compare-only loop (TmConfig.loopEngine), which takes its
  // frames when it is ready and reads a microsecond tick five clocks ahead.
  val red = (!cfg.loopEngine) generate RedEngine(cfg)
  val loop = cfg.loopEngine generate LoopEngine(cfg)
  val frameIn = if (late == null) ingress.io.frame else late.io.frame
  if (red != null) {
    red.io.frame << frameIn
    red.io.active := active
    engineCfg.io.stabIdx := red.io.stabIdx
    red.io.stabShift := engineCfg.io.stabShift
    red.io.apply := engineCfg.io.apply
    red.io.applySeed := engineCfg.io.applySeed
    red.io.applyUnit := engineCfg.io.applyUnit
    red.io.adaptApply := engineCfg.io.adaptApply
    red.io.adaptGentleStep := engineCfg.io.adaptGentleStep
    red.io.usTick := usTick
  } else {
    loop.io.frame.valid := frameIn.valid
    loop.io.frame.payload := frameIn.payload
    late.io.engineReady := loop.io.frame.ready
    late.io.engineDecided := loop.io.decision.valid
    late.io.engineBusy := loop.io.gentleBusy
    // No apply while the loop takes a frame or a gentle-band frame waits, with gentle on: the
    // frame may be deferred, and its decision must see the configuration it was taken with.
    engineCfg.io.holdApply := active.gentle && (frameIn.valid || loop.io.gentleBusy)
    loop.io.active := active
    loop.io.apply := engineCfg.io.apply
    loop.io.adaptApply := engineCfg.io.adaptApply
    loop.io.adaptSample := engineCfg.io.adaptSample
    engineCfg.io.stabIdx := loop.io.stabIdx
    loop.io.stabShift := engineCfg.io.stabShift
    engineCfg.io.adaptStabIdx := loop.io.adaptStabIdx
    loop.io.adaptStabShift := engineCfg.io.adaptStabShift
    loop.io.usTick := usTick
    // The tick of the clock five ahead: a second sub-counter, sub(c + 5). An apply restarts
    // sub at 0 in the next clock, so in the clock after that this one restarts at 6 mod the new
    // cycles_per_us (in force from then). The ticks it gave before do not matter: the loop's
    // qavg is 0 after the apply until its next RED decision, which ends any idle period.
    val subAhead = Reg(UInt(16 bits)) init (5 % Spec.reset("cycles_per_us").toInt)
    val m1 = engineCfg.io.cyclesPerUsM1
    val tickAhead = subAhead === m1
    subAhead := Mux(tickAhead, U(0, 16 bits), subAhead + 1)
    when(RegNext(engineCfg.io.apply) init (False)) {
      subAhead := Mux(m1 >= 6, U(6, 16 bits), m1.mux(3 -> U(2, 16 bits), 4 -> U(1, 16 bits), default -> U(0, 16 bits)))
    }
    loop.io.usTickAhead := tickAhead
  }
  // What the rest of the TM reads from and gives to whichever engine there is.
  val eng = if (red != null) EngineView(red.io.egressBusy, red.io.release, red.io.enqueue, red.io.decision,
    red.io.counts, red.io.qavg, red.io.adaptQavg, red.io.backlog, red.io.qlen, red.io.backlogIfEnq, red.io.qlenIfEnq)
  else EngineView(loop.io.egressBusy, loop.io.release, loop.io.enqueue, loop.io.decision,
    loop.io.counts, loop.io.qavg, loop.io.adaptQavg, loop.io.backlog, loop.io.qlen, null, null)
  pktBuf.io.release := eng.release
  engineCfg.io.qavg := eng.adaptQavg

  val shaper = Shaper()
  shaper.io.active := active
  shaper.io.capLessInc := engineCfg.io.capLessInc
  shaper.io.apply := engineCfg.io.apply

  val txq = TxQueue(cfg)
  txq.io.push << eng.enqueue
  txq.io.clearPeak := regs.io.clearPeak
  eng.backlog := txq.io.backlog
  eng.qlen := txq.io.qlen
  if (loop != null) {
    loop.io.qlenZero := txq.io.empty; loop.io.emptyIfNotEnq := txq.io.emptyIfNotEnq
    loop.io.pop := txq.io.pop; loop.io.backlogIf := txq.io.backlogIf; loop.io.qlenIf := txq.io.qlenIf
  }
  if (red != null) eng.backlogIfEnq := txq.io.backlogIfEnq // the loop's are its own, above
  if (red != null) eng.qlenIfEnq := txq.io.qlenIfEnq

  val egress = Egress(cfg)
  egress.io.queued := txq.io.nonEmpty
  egress.io.head := txq.io.head
  txq.io.pop := egress.io.pop.valid
  egress.io.allow := shaper.io.allow
  shaper.io.pop << egress.io.pop
  eng.egressBusy := egress.io.busy
  pktBuf.io.read := egress.io.rdEnable
  egress.io.rdData := pktBuf.io.rdData
  io.m_axis_tdata := egress.io.tdata
  io.m_axis_tkeep := egress.io.tkeep
  io.m_axis_tvalid := egress.io.tvalid
  io.m_axis_tlast := egress.io.tlast
  io.m_axis_tuser := False
  egress.io.tready := io.m_axis_tready

  io.dec_valid := eng.decision.valid
  io.dec_action := eng.decision.action
  io.dec_reason := eng.decision.reason
  io.dec_qavg := eng.decision.qavg
  io.dec_backlog := eng.decision.backlog
  io.dec_len := eng.decision.len

  // ---- counters ----
  def counter(inc: Bool, by: UInt = null): UInt = {
    val c = Reg(UInt(64 bits)) init (0)
    when(inc) { c := c + (if (by == null) U(1, 64 bits) else by.resize(64)) }
    c
  }
  val st = regs.io.status
  val fr = frameIn
  st.pkts_in := counter(fr.valid)
  st.bytes_in := counter(fr.valid, fr.payload.bytes) // the true length, not dec_len's 16 bits
  st.pkts_out := counter(egress.io.sent.valid)
  st.bytes_out := counter(egress.io.sent.valid, egress.io.sent.payload)
  // The loop's counts are of the clock before, its decision's registered (LoopEngine): it counts
  // them in the clock after the decision (semantics section 3a), RedEngine in the decision's.
  val counts = eng.counts
  st.prob_mark := counter(counts.probMark)
  st.forced_mark := counter(counts.forcedMark)
  st.prob_drop := counter(counts.probDrop)
  st.forced_drop := counter(counts.forcedDrop)
  st.pdrop := counter(counts.pdrop)
  st.bad := counter(counts.bad)
  st.buf_full := counter(counts.bufFull)
  st.qavg := eng.qavg
  st.cycle := cycle
  st.commit_cycle := commitCycle
  st.backlog := txq.io.backlog
  st.qlen := txq.io.qlen
  st.peak_backlog := txq.io.peakBacklog
  st.peak_qlen := txq.io.peakQlen
  st.cur_max_p := active.maxP
  st.busy := engineCfg.io.busy
  st.err := engineCfg.io.err
  st.err_code := engineCfg.io.errCode
  st.commits := engineCfg.io.commits
  st.refused := engineCfg.io.refused
  st.adapt_ticks := engineCfg.io.adaptTicks
  // None without waits; by name where there are, for the C++ harness (Taps.harness).
  st.overrun := (if (late == null) U(0, 64 bits) else counter(late.io.overrun).setName("overrunCount"))
}

/** The ports of a TM's RED engine that the rest of the TM uses, whichever engine it is. */
case class EngineView(egressBusy: Bool, release: Bool, enqueue: Flow[Descriptor], decision: Flow[DecisionInfo],
                      counts: DecisionCounts, qavg: UInt, adaptQavg: UInt, backlog: UInt, qlen: UInt,
                      backlogIfEnq: Vec[UInt], qlenIfEnq: Vec[UInt]) // RedEngine's only (null for the loop)
