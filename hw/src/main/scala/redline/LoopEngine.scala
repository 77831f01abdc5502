package redline

import spinal.core._
import spinal.lib._

/** The compare-only `DecisionLoop` as a TM's RED engine (TmConfig.loopEngine), in place of
  * RedEngine: what RedEngine does that the loop does not.
  *  - The frame port is a Stream: the loop's `ready` is the take rule of semantics section 3a
  *    (LateDecisions in front holds the frames that wait).
  *  - The enqueue's descriptor, the packet buffer's release on a drop and the 64-bit telemetry,
  *    from the loop's verdict, and the per-reason counts from it a clock later (semantics
  *    section 3a, "Counters").
  *  - qavg for the status register, and for the adaptive algorithm as it stood in the clock of
  *    its tick, idle-decayed when idle. The loop makes the idle value four clocks ahead, and
  *    not in an idle period's first four clocks, so the adaptive view decays the idle time of
  *    the tick's clock itself, once per tick, in a `SerialIdleDecay`; its result comes
  *    `adaptQavgDelay` clocks after the tick's clock, and ConfigEngine reads it that late.
  *  - A gentle-band frame's decision comes some clocks after its take (LoopEngine.gentleWait):
  *    `gentleBusy` holds LateDecisions' writes and, in the TM, ConfigEngine's applies.
  * The Stab table is ConfigEngine's, read asynchronously at two addresses; a register after
  * each makes the synchronous read `IdleDecay` expects. */
case class LoopEngine(cfg: TmConfig) extends Component {
  val qw = 50 // the loop's qavg width: the product buffer's (TmConfig.qavgWidth) at 256 KiB
  require(cfg.qavgWidth <= qw, "a buffer whose qavg needs more than the loop's 50 bits")
  val io = new Bundle {
    val frame = slave(Stream(FrameInfo(cfg)))
    val active = in(ActiveConfig())
    val apply = in Bool()                  // a commit is applied in this clock (ConfigEngine)...
    val adaptApply = in Bool()             // ...or an adaptive update: both in force from the next
    val adaptSample = in Bool()            // the adaptive algorithm reads qavg as it stands in this clock
    val usTick = in Bool()                 // a microsecond ends with this clock
    val usTickAhead = in Bool()            // ...and with the clock five from now
    val stabIdx = out UInt (8 bits)        // the loop's Stab lookup...
    val stabShift = in UInt (5 bits)       // ...read asynchronously
    val adaptStabIdx = out UInt (8 bits)   // the adaptive view's
    val adaptStabShift = in UInt (5 bits)
    val egressBusy = in Bool()
    val backlog = in UInt (32 bits)
    val qlen = in UInt (32 bits)
    val qlenZero = in Bool()      // qlen === 0, from a flip-flop
    val emptyIfNotEnq = in Bool() // qlenIf(pop)(0) === 0, from flip-flops and the pop
    val pop = in Bool()           // the egress takes the queue's head now
    val backlogIf, qlenIf = in(Vec(Vec(UInt(32 bits), 2), 2)) // after this clock, (pop)(enqueue)
    val release = out Bool()
    val enqueue = master(Flow(Descriptor()))
    val decision = master(Flow(DecisionInfo()))
    val counts = out(DecisionCounts())
    val qavg = out UInt (64 bits)
    val adaptQavg = out UInt (64 bits)     // qavg as the adaptive algorithm sees it, of the sample adaptQavgDelay ago
    // A gentle-band decision waits (the clocks after its take, to its decision's): the next
    // frame's beats are not written, and no apply may come (semantics section 3a).
    val gentleBusy = out Bool()
  }
  val a = io.active

  val loop = DecisionLoop(qw, primitives = cfg.primitives)
  require(LoopEngine.gentleWait == loop.gentleClocks, "LoopEngine.gentleWait is GentleMark's latency")
  loop.io.apply := io.apply
  loop.io.adapt := io.adaptApply
  loop.io.source.seed := a.seed
  loop.io.source.recipM := a.recipM
  loop.io.source.recipSh1 := a.recipSh1
  loop.io.source.recipSh2 := a.recipSh2
  loop.io.mode := a.mode
  loop.io.qthMin := a.qthMin
  loop.io.qthMax := a.qthMax
  loop.io.wlog := a.wlog
  loop.io.gentle := a.gentle
  loop.io.delta := a.delta
  loop.io.gentleStep := a.gentleStep
  loop.io.limit := a.limit
  loop.io.unit := a.unit
  loop.io.harddrop := a.harddrop
  loop.io.nodrop := a.nodrop
  loop.io.backlog := io.backlog
  loop.io.qlen := io.qlen
  loop.io.pop := io.pop
  loop.io.backlogIf := io.backlogIf
  loop.io.qlenIf := io.qlenIf
  loop.io.emptyIfNotEnq := io.emptyIfNotEnq
  loop.io.quiet := io.qlenZero && !io.egressBusy
  loop.io.usTickAhead := io.usTickAhead
  loop.io.scellLog := a.scellLog
  io.stabIdx := loop.io.stabAddr
  loop.io.stabShift := RegNext(io.stabShift)

  val f = io.frame
  loop.io.frame.valid := f.valid
  f.ready := loop.io.frame.ready
  loop.io.frame.payload.len := f.payload.queued
  loop.io.frame.payload.canCe := f.payload.parse.canCe
  loop.io.frame.payload.bad := f.payload.bad
  loop.io.frame.payload.lost := f.payload.lost
  // A gentle-band frame is decided some clocks after it is taken, with the port not ready
  // meanwhile: the decision is the last frame taken's.
  // Held from every clock outside a deferral, so that the take is not in front of them: the
  // frame decided is the one taken now, or in a deferral's last clock the one held since its take.
  val completing = loop.completing.pull()
  val held = RegNextWhen(f.payload, !loop.io.gentleBusy)
  val fr = Mux(completing, held, f.payload)
  val bl = Mux(a.unit, io.qlen, io.backlog) // the qavg update's, as the frame is taken
  val heldBl = RegNextWhen(bl, !loop.io.gentleBusy)
  io.gentleBusy := loop.io.gentleBusy

  val d = loop.io.decision
  val drop = d.action === Enc.ACT_DROP
  io.decision.valid := d.valid
  io.decision.action := d.action
  io.decision.reason := d.reason
  io.decision.qavg := d.qavg.resize(64)
  io.decision.backlog := Mux(completing, heldBl, bl)
  io.decision.len := fr.len
  io.release := d.valid && drop
  // The counts from the decision in flip-flops: made from the verdict, they were the engine's
  // deepest paths (7 levels), behind the release.
  val was = RegNext(d.payload)
  val wasValid = RegNext(d.valid) init (False)
  def counted(action: Int, reason: Int): Bool = wasValid && was.action === action && was.reason === reason
  // A mark the tail test then drops is a mark and a tail drop, as sch_red counts it.
  io.counts.probMark := wasValid && was.marked && was.markProb
  io.counts.forcedMark := wasValid && was.marked && !was.markProb
  io.counts.probDrop := counted(Enc.ACT_DROP, Enc.RSN_PROB)
  io.counts.forcedDrop := counted(Enc.ACT_DROP, Enc.RSN_FORCED)
  io.counts.pdrop := counted(Enc.ACT_DROP, Enc.RSN_TAIL)
  io.counts.bufFull := counted(Enc.ACT_DROP, Enc.RSN_FULL)
  io.counts.bad := counted(Enc.ACT_DROP, Enc.RSN_BAD)
  assert(!d.valid || loop.io.enqueue === !drop, "the loop enqueues every frame it does not drop")
  assert(!loop.io.enqueue || d.marked === (d.action === Enc.ACT_MARK), "an enqueued frame is marked as its action says")

  io.enqueue.valid := loop.io.enqueue
  io.enqueue.len := fr.queued
  // `marked` is the action's mark for every frame enqueued (a marked frame the tail then drops
  // is not): from the verdict, not from the action's encoding, a level less.
  io.enqueue.rewrite := d.marked && fr.parse.rewrite
  io.enqueue.ipv4 := fr.parse.ipv4
  io.enqueue.l3 := fr.parse.l3
  io.enqueue.newTos := fr.parse.newTos
  io.enqueue.newCsum := fr.parse.newCsum

  // ---- qavg as it stands: the last RED decision's (0 from the clock after an apply, as
  //      RedEngine's; the loop zeroes its copy a clock later, when it takes the apply) ----
  val kept = loop.qavgHeld.pull()
  val applied = RegNext(io.apply) init (False)
  val qavgNow = Mux(applied, U(0, qw bits), kept)
  io.qavg := qavgNow.resize(64)
  val idle = loop.idle.pull()

  // ---- the adaptive view: t and qavg * t of this clock (RedEngine's idleT and idleProd),
  //      decayed at a sample, SerialIdleDecay.latency clocks from sample to result ----
  val startsIdle = loop.startsIdle.pull()
  val idleT = Reg(UInt(31 bits)) init (0)
  val idleProd = Reg(UInt(64 bits)) init (0)
  val restart = applied || startsIdle
  val tAdvances = io.usTick && idleT =/= a.scellMax
  idleT := Mux(restart, U(io.usTick, 31 bits), idleT + U(tAdvances, 31 bits))
  when(restart) {
    idleProd := Mux(io.usTick && !applied, qavgNow.resize(64), U(0, 64 bits))
  } elsewhen (tAdvances) {
    idleProd := idleProd + qavgNow.resize(64)
  }
  val view = SerialIdleDecay(qw)
  view.io.start := io.adaptSample
  view.io.input.qavg := qavgNow
  view.io.input.t := idleT
  view.io.input.prod := idleProd
  view.io.idle := idle
  view.io.scellLog := a.scellLog
  io.adaptStabIdx := view.io.stabAddr
  view.io.stabShift := RegNext(io.adaptStabShift)
  io.adaptQavg := view.io.result.resize(64)
  assert(!(Delay(io.adaptSample, LoopEngine.adaptQavgDelay, init = False) && view.io.busy),
    "the adaptive view's result is read before it is ready")
}

object LoopEngine {
  /** The loop's waits as semantics section 3a states them, from the TM's apply: it takes no
    * frame in the clock after a commit's or an adaptive update's apply (its own apply clock)
    * nor in the 21 after it, while the threshold stream makes the first draw; nor in the first
    * four clocks of an idle period, while the idle decay makes the first idle value. */
  val commitWait = 22
  val adaptWait = 22
  val idleWait = 4
  /** A counting frame in the gentle band is decided this many clocks after it is taken
    * (GentleMark's latency), and the port takes none meanwhile. */
  val gentleWait = 5
  /** Clocks from the clock an adaptive tick reads qavg in to when `adaptQavg` gives it: the
    * view's SerialIdleDecay's latency (ConfigEngine's first adaptive step reads it only as its
    * division ends). */
  val adaptQavgDelay = SerialIdleDecay.latency
}
