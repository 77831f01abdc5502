package redline

import spinal.core._
import spinal.lib._

/** A frame as the compare-only loop sees it: its queued length, whether CE can be set, whether
  * it is bad (dropped with no RED decision: it changes no RED state) and whether the buffer lost
  * part of it (a tail drop, as over the limit). */
case class LoopFrame() extends Bundle {
  val len = UInt(16 bits)
  val canCe = Bool()
  val bad = Bool()
  val lost = Bool()
}

/** The compare-only decision loop (docs/linerate.md): Linux red.h's qavg update (busy, or the
  * idle decay), region and mark test, and sch_red's action, one frame per clock with no product
  * in the loop. The mark test q * count >= qR is qavg >= T(count), a compare against a
  * `ThresholdStream` register.
  *
  * What stays in the loop: the two qavg candidates (the busy update for the previous frame
  * enqueued or not, as RedEngine's fast form keeps them), each compared from its own register
  * with qth_min, qth_max, 2 qth_max (gentle) and T, what the results make selected by the
  * previous enqueue, and the outcome, which selects the stream's next thresholds and the next
  * candidates. While the queue is idle both candidates hold the idle-decayed qavg, made four
  * clocks ahead by an `IdleDecay` from the idle time of the clock it is for; in the first four
  * clocks of an idle period it is not made yet, and the frame port is not ready.
  *
  * The gentle band has no threshold (its q passes the stream's saturation): a frame taken
  * while counting with its qavg there is decided `gentleClocks` (5) clocks later, by a
  * `GentleMark`, and the frame port waits meanwhile.
  *
  * In a TM only in the test build w64_b4k_loop (LoopEngine). A commit is applied (qavg 0, not counting, the next draw from the new
  * configuration's seed) in the clock after it is asked for, which decides no frame, and the
  * frame port then waits until the stream's first draw of the new configuration is converted;
  * an adaptive update waits alike. Neither may be asked for while a gentle-band frame waits.
  * cocotb-tests/tm/test_decision_loop.py checks every decision against red.h and sch_red, frame
  * by frame, in both builds: `primitives` maps the busy update's add, the compares and the
  * tables by hand for UltraScale+ (TernaryAdd, LUT6), and its twin is behavioural. */
case class DecisionLoop(qw: Int = 50, primitives: Boolean = false, countBits: Int = 32) extends Component {
  val io = new Bundle {
    // A commit: `apply` makes the new configuration the active one in the next clock, which
    // decides no frame; the inputs below, and its draws' `source`, hold it from that clock on.
    // Its draws start then: the frame port waits until the first is converted.
    val apply = in Bool()
    val source = in(DrawSource())
    // An adaptive update: max_p_delta changes in the next clock, which decides no frame, and
    // `source` holds its new reciprocal then; the next draws use it, and the frame port waits
    // for the first, as after a commit. Nothing else moves (Linux keeps qR and qcount).
    val adapt = in Bool()
    val mode = in UInt (2 bits)
    val qthMin, qthMax = in UInt (32 bits) // scaled by 2^wlog, as red.h keeps them
    val wlog = in UInt (5 bits)
    // Gentle (redline's extension): the band [qth_max, 2 qth_max), with delta and gentle_step
    // as a commit derives them (an adaptive update changes gentle_step with max_p_delta).
    val gentle = in Bool()
    val delta = in UInt (32 bits)
    val gentleStep = in UInt (48 bits)
    val limit = in UInt (32 bits)
    val unit, harddrop, nodrop = in Bool()
    // The queue's occupancy now, and after this clock for both outcomes of the egress's pop
    // now and of this decision, (pop)(enqueue): the pop (the shaper's and the output FIFO's
    // test) selects, not subtracts, in front of the candidates' adds.
    val backlog, qlen = in UInt (32 bits)
    val pop = in Bool()
    val backlogIf, qlenIf = in(Vec(Vec(UInt(32 bits), 2), 2))
    // qlenIf(pop)(0) === 0, made by the queue from flip-flops (the idle test after an apply)
    val emptyIfNotEnq = in Bool()
    // Idle periods (semantics.md section 10): `quiet`, the queue is empty and no packet is in
    // the egress; `usTickAhead`, the microsecond tick of the clock five from now, which the
    // caller's time base knows ahead. The Stab table is the caller's RAM, read synchronously:
    // `stabShift` is the entry at the `stabAddr` of the clock before.
    val quiet, usTickAhead = in Bool()
    val scellLog = in UInt (5 bits)
    val stabAddr = out UInt (8 bits)
    val stabShift = in UInt (5 bits)
    val frame = slave(Stream(LoopFrame()))
    // A gentle-band frame taken while counting is decided `gentleClocks` clocks after it is
    // taken (below); `gentleBusy` is high from the clock after it is taken until its decision.
    val gentleBusy = out Bool()
    val enqueue = out Bool()
    val decision = master(Flow(new Bundle {
      val action = UInt(2 bits)
      val reason = UInt(3 bits)
      val qavg = UInt(qw bits)
      // RED marked the frame (probabilistically, or forced when not `markProb`), whether or not
      // the tail test then drops it: sch_red counts such a mark, and the child's drop too.
      val marked, markProb = Bool()
    }))
  }

  val ts = ThresholdStream(countBits = countBits, primitives = primitives)
  ts.io.source := io.source
  ts.io.qthMin := io.qthMin
  ts.io.wlog := io.wlog
  // The apply is taken a clock after it is asked for, so the frame port's ready can be a
  // register: it is made a clock ahead, with the apply's clock already known.
  val applying = RegNext(io.apply) init (False)
  ts.io.apply := applying
  val adapting = RegNext(io.adapt) init (False)
  ts.io.adapt := adapting
  assert(!(io.adapt && io.apply), "an adaptive update and a commit asked for together")

  // qavg - (qavg >> wlog), the part a busy update keeps, and the next frame's qavg for both
  // outcomes of the previous decision.
  val retained = Reg(UInt(qw bits)) init (0)
  val cand = Vec(Reg(UInt(qw bits)) init (0), 2)
  val enqPrev = Reg(Bool()) init (False)
  val counting = Reg(Bool()) init (False) // Linux's qcount >= 0
  // qcount is Linux's int, of countBits bits (32; the tests also build 8, ThresholdStream)
  val atWrap = Reg(Bool()) init (False) // qcount + 1 = 2^countBits - 1: the next advance wraps to 0
  val count = Reg(UInt(countBits bits)) init (0) // qcount + 1 while counting

  // Ready when the stream is, but in an apply's or adaptive update's clock and while the idle
  // value is not made (`holding`, below); made a clock ahead, so it is a register.
  val frameReady = Reg(Bool()) init (False)
  io.frame.ready := frameReady
  val taken = io.frame.fire
  val f = io.frame.payload

  // ---- the gentle band's deferred decisions ----
  // A frame taken while counting whose qavg is in the gentle band has no threshold to compare
  // with (the stream's thresholds saturate at 2^19, gentle's q reaches 2^32): `GentleMark` tests it, and it
  // is decided gentleClocks clocks after it is taken. Everything it depends on holds meanwhile
  // (its qavg candidates, the previous enqueue, the count and the stream), the frame port is not
  // ready, and its limit test and ECN capability are kept from the clock it was taken, when the
  // queue stood as Linux's did at its enqueue. In the clock before the decision the stream's
  // `now` is forced to 0 or above every qavg by the test's result, and the band's lower
  // compare to 2 qth_max, so the clock that decides it is an ordinary linear-band decision.
  val gentleTest = GentleMark(qw, countBits, primitives)
  val gentleClocks = gentleTest.latency
  val waitLeft = Reg(UInt(log2Up(gentleClocks + 1) bits)) init (0) // clocks to the decision
  val frozen = Reg(Bool()) init (False) // after the clock it is taken, before the one deciding it
  val completing = Reg(Bool()) init (False) // the clock that decides it
  val heldOver, heldFull, heldCanCe = Reg(Bool())
  io.gentleBusy := frozen || completing
  // A frame to make a RED decision for: taken and not bad, or the deferred one in the clock
  // that decides it (where it stands in for the port's). One LUT of inputs and registers, with
  // no compare: it is also what ends an idle period and what the kept qavg follows (a deferred
  // frame's candidates hold until it is decided, so the qavg kept then is the one it keeps).
  val present = taken && !io.frame.bad || completing
  val badEff = io.frame.bad && !completing
  val canCe = XilinxPrims.table(primitives, Seq(completing, heldCanCe, f.canCe)) { v =>
    if ((v & 1) == 1) (v & 2) != 0 else (v & 4) != 0
  }
  val hi = RegNext(Mux(io.gentle, io.qthMax.resize(33) |<< 1, io.qthMax.resize(33))) // forced from here
  val bandLow = RegNext(Mux(waitLeft === 2, hi, io.qthMax.resize(33))) // qth_max, or hi to decide

  // ---- compare each candidate from its own register; the previous enqueue selects what the
  // results make (the events, the verdict) ----
  // Below qth_min, below bandLow, below hi (not forced), at or above T. The tables invert as
  // they need: an inverter in front of a hand-mapped LUT is a level of its own.
  case class Tests(b: Bool, nb: Bool, nh: Bool, h: Bool) {
    def a: Bool = !nb
    def hard: Bool = !nh
  }
  // q < thr for a threshold below 2^33: the sign of q - thr in one carry chain (TernaryAdd,
  // mapped by hand with `primitives`). Left to Yosys, the three such compares of a candidate
  // shared an OR of its bits above 33 in front of their chains, one level more.
  def below(q: UInt, thr: UInt): Bool = {
    val diff = TernaryAdd(qw + 1, primitives, invertC = true)
    diff.io.a := q.resize(qw + 1)
    diff.io.b := 0
    diff.io.c := thr.resize(qw + 1)
    diff.io.cin := True
    diff.io.sum.msb
  }
  def tests(q: UInt): Tests =
    Tests(below(q, io.qthMin), below(q, bandLow), below(q, hi), q.resize(ts.tw) >= ts.io.now)
  val t0 = tests(cand(0))
  val t1 = tests(cand(1))
  val qavgNew = cand(U(enqPrev))

  // ---- outcome (red_action) ----
  val redOn = io.mode =/= Enc.MODE_DT
  // The stream's events, two LUTs after the compares: what each candidate would send, then the
  // handshake, bad and the previous enqueue select it. Written as tables, so `primitives` maps
  // each as one LUT6: left to Yosys, the handshake went through five small LUTs in series into
  // the draw and on into the banks (7 levels). They read the mode from a register, redOnNow:
  // the mode changes only at an apply, whose clock decides no frame.
  val redOnNow = RegNext(redOn) init (False)
  // The state the tables read, in two bits made from registers: off (0), RED on and not
  // counting (1), counting (2), counting with the next advance wrapping (3).
  val state1 = redOnNow && counting
  val state0 = redOnNow && (!counting || atWrap)
  val draws = 0; val advances = 1; val leaves = 2
  def ifRed(t: Tests, event: Int): Bool =
    XilinxPrims.table(primitives, Seq(t.b, t.nb, t.nh, t.h, state1, state0)) { v =>
      def bit(k: Int) = ((v >> k) & 1) == 1
      val (b, a, hard, h, s1, s0) = (bit(0), !bit(1), !bit(2), bit(3), bit(4), bit(5))
      val (on, cnt, wrap) = (s1 || s0, s1, s1 && s0)
      val linear = !b && !a
      val advance = cnt && linear && !h
      // A counting frame in the gentle band (a && !hard) is deferred: no event yet. qcount
      // wraps like Linux's int: a leave, not counting. The advance that comes with it only
      // moves stages the leave then drops, and keeps atWrap off the stages' enable.
      event match {
        case `draws` => on && (!cnt && !b && !hard || cnt && linear && h)
        case `advances` => advance
        case _ => on && (b || hard) || advance && wrap
      }
    }
  // A deferred frame, per candidate: counting, in the gentle band.
  def defers(t: Tests): Bool =
    XilinxPrims.table(primitives, Seq(t.b, t.nb, t.nh, state1))(v => v == 12) // !b, a, !hard, counting
  val defer0 = defers(t0)
  val defer1 = defers(t1)
  def onRed(event: Int): Bool =
    XilinxPrims.table(primitives, Seq(present, enqPrev, ifRed(t0, event), ifRed(t1, event))) { v =>
      def bit(k: Int) = ((v >> k) & 1) == 1
      bit(0) && (if (bit(1)) bit(3) else bit(2))
    }
  val drawNow = onRed(draws)
  val advanceNow = onRed(advances)
  val leaveNow = onRed(leaves)
  ts.io.draw := drawNow
  ts.io.advance := advanceNow
  ts.io.leave := leaveNow

  // ---- action (sch_red_enqueue), as RedEngine ----
  // What each outcome does to this frame comes from the frame and the configuration alone; the
  // region and mark results only select among them (the enqueue is the last step).
  val ecnMode = RegNext(io.mode === Enc.MODE_ECN) init (False) // from a register, as redOnNow
  // Each one LUT (a table) of registers and inputs: left to Yosys they became a chain of small
  // LUTs in front of the verdicts (the action measured 7 levels).
  val dropsIfProb = XilinxPrims.table(primitives,
    Seq(completing, heldCanCe, io.frame.payload.canCe, ecnMode, io.nodrop)) { v =>
    def bit(k: Int) = ((v >> k) & 1) == 1
    val ce = if (bit(0)) bit(1) else bit(2)
    !bit(3) || (!ce && !bit(4))
  }
  val dropsIfHard = XilinxPrims.table(primitives,
    Seq(completing, heldCanCe, io.frame.payload.canCe, ecnMode, io.nodrop, io.harddrop)) { v =>
    def bit(k: Int) = ((v >> k) & 1) == 1
    val ce = if (bit(0)) bit(1) else bit(2)
    bit(5) || !bit(3) || (!ce && !bit(4))
  }
  // Over the limit, each test one carry chain: qlen + 1 > limit is qlen >= limit, and
  // backlog + len > limit is the sign of backlog + len + ~limit (= backlog + len - limit - 1),
  // three operands in one chain (an add then a compare measured a level more).
  val overBytes = TernaryAdd(35, primitives, invertC = true)
  overBytes.io.a := io.backlog.resize(35)
  overBytes.io.b := f.len.resize(35)
  overBytes.io.c := io.limit.resize(35)
  overBytes.io.cin := False
  val qlenOver = io.qlen >= io.limit
  val overNow = f.lost || Mux(io.unit, qlenOver, !overBytes.io.sum.msb)
  // Under the limit with a beat lost: a buffer-full drop, not tc's pdrop (only the reason).
  val fullNow = f.lost && !Mux(io.unit, qlenOver, !overBytes.io.sum.msb)
  when(taken) {
    heldOver := overNow
    heldFull := fullNow
    heldCanCe := f.canCe
  }
  // The same, or the deferred frame's, in one LUT (a table): as two, the action was 7 levels.
  val overLimit = XilinxPrims.table(primitives,
    Seq(completing, heldOver, f.lost, io.unit, qlenOver, overBytes.io.sum.msb)) { v =>
    def bit(k: Int) = ((v >> k) & 1) == 1
    if (bit(0)) bit(1) else bit(2) || (if (bit(3)) bit(4) else !bit(5))
  }
  val bufFull = XilinxPrims.table(primitives,
    Seq(completing, heldFull, f.lost, io.unit, qlenOver, overBytes.io.sum.msb)) { v =>
    def bit(k: Int) = ((v >> k) & 1) == 1
    if (bit(0)) bit(1) else bit(2) && !(if (bit(3)) bit(4) else !bit(5))
  }
  // Each candidate's verdict (drop, mark, reason) is made from its own compare results and kept
  // apart (a `keep` attribute); the previous enqueue selects it last. Made from the selected
  // results, the enqueue measured seven levels.
  case class Verdict() extends Bundle {
    val drop, mark, markProb = Bool()
    val reason = UInt(3 bits)
  }
  def verdictOf(t: Tests): Verdict = {
    val prob = redOnNow && !t.b && !t.a && counting && t.h
    val hard = redOnNow && t.hard // (the mode is read from a register, as in the tables)
    val dropProb = prob && dropsIfProb
    val dropHard = hard && dropsIfHard
    val markProb = prob && ecnMode && canCe
    val markHard = hard && !dropHard && ecnMode && canCe
    val v = Verdict()
    v.drop := dropProb || dropHard || overLimit
    v.mark := markProb || markHard
    v.markProb := markProb
    v.reason := Enc.RSN_NONE
    when(v.mark) { v.reason := Mux(markProb, U(Enc.RSN_PROB, 3 bits), U(Enc.RSN_FORCED, 3 bits)) }
    when(overLimit) { v.reason := Mux(bufFull, U(Enc.RSN_FULL, 3 bits), U(Enc.RSN_TAIL, 3 bits)) }
    when(dropProb) { v.reason := Enc.RSN_PROB }
    when(dropHard) { v.reason := Enc.RSN_FORCED }
    Seq(v.drop, v.mark, v.reason).foreach(_.addAttribute("keep"))
    v
  }
  val verdicts = Seq(verdictOf(t0), verdictOf(t1))
  val verdict = Mux(enqPrev, verdicts(1), verdicts(0))
  // What the previous enqueue selects last, each one LUT6 (a table) of `present`, enqPrev and
  // the candidates' drop and defer flags (an inverter or a LUT between them measured a level).
  def selected(f: (Boolean, Boolean) => Boolean): Bool =
    XilinxPrims.table(primitives, Seq(present, enqPrev, verdicts(0).drop, defer0, verdicts(1).drop, defer1)) { v =>
      def bit(k: Int) = ((v >> k) & 1) == 1
      bit(0) && (if (bit(1)) f(bit(4), bit(5)) else f(bit(2), bit(3)))
    }
  val enq = selected((drop, defer) => !drop && !defer) // a deferred frame is enqueued when decided
  io.enqueue := enq
  val deferNow = selected((_, defer) => defer)
  val red = selected((_, defer) => !defer) // a RED decision: it updates qavg and the count
  // The previous enqueue's next value: as the enqueue, but held by a deferred frame (whose
  // candidate is the one enqPrev selects).
  val enqPrevNext = XilinxPrims.table(primitives,
    Seq(present, enqPrev, verdicts(0).drop, defer0, verdicts(1).drop, defer1)) { v =>
    def bit(k: Int) = ((v >> k) & 1) == 1
    bit(0) && (if (bit(1)) bit(5) || !bit(4) else !bit(2) && !bit(3))
  }

  io.decision.valid := taken && !deferNow || completing // every other frame taken is decided, a bad one as a drop
  io.decision.action := Mux(badEff || verdict.drop, U(Enc.ACT_DROP, 2 bits),
    Mux(verdict.mark, U(Enc.ACT_MARK, 2 bits), U(Enc.ACT_PASS, 2 bits)))
  io.decision.reason := Mux(badEff, U(Enc.RSN_BAD, 3 bits), verdict.reason)
  io.decision.marked := !badEff && verdict.mark
  io.decision.markProb := verdict.markProb
  // A bad frame reports qavg as it stands: the last RED decision's, kept only for this output.
  val qavgHeld = Reg(UInt(qw bits)) init (0)
  when(present) { qavgHeld := qavgNew }
  when(applying) { qavgHeld := 0 }
  io.decision.qavg := Mux(badEff, qavgHeld, qavgNew)

  // ---- state ----
  // Made from the count alone, and kept apart so the events only select it: Yosys had folded
  // the advance into the compare's first LUT.
  val preWrap = count === U((BigInt(1) << countBits) - 2, countBits bits)
  preWrap.addAttribute("keep")
  when(drawNow) {
    counting := True
    count := 1
    atWrap := False
  } elsewhen (advanceNow) {
    counting := !atWrap
    count := count + 1
    atWrap := preWrap
  } elsewhen (leaveNow) {
    counting := False
    count := 0
    atWrap := False
  }
  // ---- idle periods (semantics.md section 10) and the idle decay ----
  // An idle period starts after a clock with no RED decision and no apply, in which the queue
  // is quiet; a RED decision ends it; after an apply the queue is idle if it is empty (qavg is 0
  // then, so its decay is 0 whatever the idle time). A bad frame changes neither.
  val idle = Reg(Bool()) init (True)
  val idleWait = Reg(UInt(3 bits)) init (0) // clocks until the idle value is made
  // (Not while a deferred frame waits: Linux enqueued it when it was taken.)
  val startsIdle = io.quiet && !idle && !present && !applying && !frozen
  val holding = idle && idleWait =/= 0
  // Not ready in the next clock: an apply is asked for, or the idle value will not be made.
  val notReadyNext = io.apply || io.adapt || frozen || !applying && (startsIdle || idle && idleWait >= 2)
  // One LUT after the stream's readyNext (a table): left to Yosys it took two.
  frameReady := XilinxPrims.table(primitives, Seq(ts.io.readyNext, notReadyNext, deferNow))(v => v == 1)
  assert(frameReady === (ts.io.ready && !applying && !adapting && !holding && !frozen && !completing),
    "the frame port's ready disagrees with the stream")
  when(applying) {
    idle := io.emptyIfNotEnq
    idleWait := 0
  } elsewhen (present) {
    idle := False
    idleWait := 0
  } elsewhen (startsIdle) {
    idle := True
    idleWait := 4
  } elsewhen (idleWait =/= 0) {
    idleWait := idleWait - 1
  }
  // The decay's input is the idle time of the clock four ahead, which its three clocks and the
  // candidates' register reach: t counts the ticks from the idle start, saturating at
  // scell_max, and prod = qavg * t mod 2^64 adds qavg at each (no multiplier). At an idle start
  // the first t is the ticks of that clock and the four after it, all in registers.
  val ticks = Vec(Reg(Bool()) init (False), 5) // ticks(i): the tick of the clock i from now
  ticks(4) := io.usTickAhead
  for (i <- 0 until 4) ticks(i) := ticks(i + 1)
  val firstT = Reg(UInt(3 bits)) init (0) // the ticks of this clock and the four after it
  firstT := ticks.drop(1).map(_.asUInt.resize(3)).reduce(_ + _) + io.usTickAhead.asUInt.resize(3)
  val q64 = qavgHeld.resize(64) // the last RED decision's qavg: the one an idle period decays
  val firstProd = firstT.mux(0 -> U(0, 64 bits), 1 -> q64, 2 -> (q64 |<< 1), 3 -> (q64 + (q64 |<< 1)),
    4 -> (q64 |<< 2), default -> (q64 + (q64 |<< 2)))
  // t stops at scell_max (>= 255, above any first t): whether it is there is a flip-flop, set
  // by the tick that takes t there, so the compare is not on t's path.
  val scellMaxLess1 = RegNext((U(255, 31 bits) |<< io.scellLog) - 1)
  val tAhead = Reg(UInt(31 bits)) init (0)
  val tAtMax = Reg(Bool()) init (False)
  val prodAhead = Reg(UInt(64 bits)) init (0)
  when(applying) {
    tAhead := 0
    tAtMax := False
    prodAhead := 0
  } elsewhen (startsIdle) {
    tAhead := firstT.resize(31)
    tAtMax := False
    prodAhead := firstProd
  } elsewhen (ticks(4) && !tAtMax) {
    tAhead := tAhead + 1
    tAtMax := tAhead === scellMaxLess1
    prodAhead := prodAhead + q64
  }
  val decay = IdleDecay(qw)
  decay.io.input.valid := True
  decay.io.input.qavg := qavgHeld
  decay.io.input.t := tAhead
  decay.io.input.prod := prodAhead
  decay.io.scellLog := io.scellLog
  io.stabAddr := decay.io.stabAddr
  decay.io.stabShift := io.stabShift
  // Results made before an apply decayed the old qavg, but no frame is decided until the
  // stream's first draw of the new configuration, long after they are replaced.
  val idleValue = decay.io.result.payload
  assert(io.emptyIfNotEnq === (io.qlenIf(U(io.pop))(0) === 0), "emptyIfNotEnq disagrees with qlenIf")
  val idleNext = idle || io.quiet // idle in the next clock, unless a RED decision or an apply

  // The next candidates: bl for either outcome of this decision, added to what the busy update
  // keeps, qavg - (qavg >> wlog), after a decision, else to the kept part as it stands. After a
  // decision that is three operands, qavg + ~(qavg >> wlog) + bl + 1, in one chain
  // (TernaryAdd); the RED decision and apply only select, after the adds.
  val shift = SelectShift(qw, primitives) // ~(qavgNew >> wlog), from the candidates' registers
  shift.io.c0 := cand(0)
  shift.io.c1 := cand(1)
  shift.io.sel := enqPrev
  shift.io.shift := io.wlog
  val shiftedInv = shift.io.inv
  retained := Mux(applying, U(0, qw bits), Mux(present, qavgNew + shiftedInv + 1, retained))
  for (e <- 0 until 2) {
    // The pop and the unit select from four values, one LUT: the pop is not in front of an add
    // until this one.
    val bl = Mux(io.unit, io.qlenIf(U(io.pop))(e), io.backlogIf(U(io.pop))(e)).resize(qw)
    val afterDecide = TernaryAdd(qw, primitives)
    afterDecide.io.a := qavgNew
    afterDecide.io.b := shiftedInv
    afterDecide.io.c := bl
    afterDecide.io.cin := True
    // Without a RED decision: kept apart, so that the decision's select after the add is one LUT.
    // (An apply's clock decides no frame, and none waits then.)
    val withoutRed = Mux(applying, bl, Mux(idleNext, idleValue, retained + bl))
    withoutRed.addAttribute("keep")
    // Held while a deferred frame waits. One LUT6 per bit after the add (a table): left to
    // Yosys, the hold's select took a level of its own.
    cand(e) := Vec((0 until qw).map(i => XilinxPrims.table(primitives,
      Seq(red, deferNow, frozen, afterDecide.io.sum(i), cand(e)(i), withoutRed(i))) { v =>
      def bit(k: Int) = ((v >> k) & 1) == 1
      if (bit(0)) bit(3) else if (bit(1) || bit(2)) bit(4) else bit(5)
    })).asBits.asUInt
  }
  when(!frozen) { enqPrev := enqPrevNext }
  when(applying) {
    counting := False
    count := 0
    atWrap := False
  }

  gentleTest.io.input.valid := deferNow
  gentleTest.io.input.qavgShifted := ~shift.io.inv
  gentleTest.io.input.count := count
  gentleTest.io.input.qR := ts.io.qR
  gentleTest.io.qthMax := io.qthMax
  gentleTest.io.wlog := io.wlog
  gentleTest.io.delta := io.delta
  gentleTest.io.gentleStep := io.gentleStep
  ts.io.force := waitLeft === 2
  ts.io.forceMark := gentleTest.io.markAhead
  when(deferNow) {
    waitLeft := gentleClocks
  } elsewhen (waitLeft =/= 0) {
    waitLeft := waitLeft - 1
  }
  frozen := deferNow || waitLeft > 2
  completing := waitLeft === 2
  assert(!((io.apply || io.adapt) && (deferNow || frozen)),
    "a commit or adaptive update asked for while a gentle-band frame waits for its decision")
}
