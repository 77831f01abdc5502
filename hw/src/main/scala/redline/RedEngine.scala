package redline

import spinal.core._
import spinal.lib._

/** Decision telemetry, one per frame at its decision cycle. */
case class DecisionInfo() extends Bundle {
  val action = UInt(2 bits)
  val reason = UInt(3 bits)
  val qavg = UInt(64 bits)
  val backlog = UInt(32 bits)
  val len = UInt(16 bits)
}

/** Counter increments of one decision. */
case class DecisionCounts() extends Bundle {
  val probMark, forcedMark, probDrop, forcedDrop, pdrop, bad, bufFull = Bool()
}

/** The RED/ECN decision engine: Linux red.h arithmetic on the average queue, plus packet mode,
  * gentle, DT/RED/ECN modes and the harddrop/nodrop flags (docs/semantics.md section 3). It
  * owns the verdict and what it needs across frames (qavg, qcount, qR, the random state, the
  * idle state); the occupancy it reads is the TxQueue's. */
case class RedEngine(cfg: TmConfig) extends Component {
  val io = new Bundle {
    val frame = slave(Flow(FrameInfo(cfg)))
    val active = in(ActiveConfig())
    val stabIdx = out UInt (8 bits)        // the Stab entry the idle decay needs...
    val stabShift = in UInt (5 bits)       // ...and its value, read asynchronously
    val apply = in Bool()
    val applySeed = in UInt (32 bits)    // seed of the configuration being applied
    val applyUnit = in Bool()              // and its queue unit (packets when set)
    val adaptApply = in Bool()             // an adaptive update takes effect now...
    val adaptGentleStep = in UInt (48 bits) // ...with this gentle step
    val usTick = in Bool()                 // a microsecond ends with this cycle
    val egressBusy = in Bool()             // a popped packet has not fully left yet
    // The TxQueue's occupancy now, and after this cycle for both outcomes of this decision.
    val backlog = in UInt (32 bits)
    val qlen = in UInt (32 bits)
    val backlogIfEnq = in(Vec(UInt(32 bits), 2))
    val qlenIfEnq = in(Vec(UInt(32 bits), 2))
    val release = out Bool()               // the frame decided now is dropped
    val enqueue = master(Flow(Descriptor()))
    val decision = master(Flow(DecisionInfo()))
    val counts = out(DecisionCounts())
    val qavg = out UInt (64 bits)
    val adaptQavg = out UInt (64 bits)     // qavg, idle-decayed when idle (for adaptive RED)
  }
  val a = io.active

  val qw = cfg.qavgWidth
  val qavg = Reg(UInt(qw bits)) init (0)
  // Linux's qcount + 1, the factor of the mark test: 0 stands for qcount = -1 ("not counting").
  // Kept incremented rather than recomputed so that it reaches the multiplier from a register.
  val count = Reg(UInt(cfg.redCountBits bits)) init (0)
  val qR = Reg(UInt(32 bits)) init (0)
  val rng = Reg(UInt(32 bits)) init (U(Enc.xorshiftState(Spec.reset("seed")), 32 bits)) // as committed
  val idle = Reg(Bool()) init (True)
  val backlog = io.backlog
  val qlen = io.qlen

  val f = io.frame
  val decide = f.valid && !f.payload.bad

  // ---- average queue ----
  // The idle-decayed qavg is computed a cycle ahead, from the next cycle's idle time, so that
  // a decision reads it from a register instead of through the decay logic.
  // Its qavg is this cycle's: where a decision changes qavg the next cycle is not idle and the
  // value is unused, and after a commit qavg is 0, whose decay is 0 whatever the new config.
  val qavgIdle = Reg(UInt(qw bits)) init (0)
  // qavg - (qavg >> wlog), the part of qavg a busy update keeps. It follows every write of
  // qavg; wlog changes only at a commit, which zeroes both.
  val qavgRetained = Reg(UInt(qw bits)) init (0)
  val startsIdle = !decide && !idle && qlen === 0 && !io.egressBusy
  // The idle time t = min(now_us - idle_start, scell_max) of the next cycle, kept as a
  // saturating counter that restarts with each idle period, and qavg * t (mod 2^64, like the
  // kernel's u64 product) kept beside it by adding qavg at each microsecond: the decay needs no
  // multiplier. qavg is constant through an idle period (a decision ends it, a commit restarts
  // it with qavg 0), so the sum stays exact where it is used; outside idle periods it is unused.
  val idleT = Reg(UInt(31 bits)) init (0)
  val idleProd = Reg(UInt(64 bits)) init (0)
  val restart = io.apply || startsIdle
  val tAdvances = io.usTick && idleT =/= a.scellMax
  val tIdleNext = Mux(restart, U(io.usTick, 31 bits), idleT + U(tAdvances, 31 bits))
  val prodNext = UInt(64 bits)
  when(io.apply || restart && !io.usTick) {
    prodNext := 0
  } elsewhen (restart || tAdvances) {
    prodNext := Mux(restart, U(0, 64 bits), idleProd) + qavg.resize(64)
  } otherwise {
    prodNext := idleProd
  }
  idleT := tIdleNext
  idleProd := prodNext
  io.stabIdx := RedMath.stabIndex(tIdleNext, a.scellLog)
  qavgIdle := Mux(io.apply, U(0, qw bits), RedMath.idleDecay(qavg, prodNext, a.scellLog, io.stabShift))

  // The busy update qavg + bl - (qavg >> wlog). With cfg.fastDecision it is computed in the
  // previous cycle for both outcomes of that cycle's decision (enqueued or not), so that the
  // decision starts from registers and the enqueue bit only selects (late select).
  val bl = Mux(a.unit, qlen, backlog)
  val enqPrev = Reg(Bool()) init (False)
  val busyIfEnq = cfg.fastDecision generate Vec(Reg(UInt(qw bits)) init (0), 2)
  val qavgBusy = if (cfg.fastDecision) busyIfEnq(U(enqPrev)) else qavgRetained + bl.resize(qw)
  val qavgNew = Mux(idle, qavgIdle, qavgBusy)
  io.adaptQavg := Mux(idle, qavgIdle, qavg).resize(64)

  // ---- region and probabilistic mark (Linux red_action) ----
  val qthMax2 = (a.qthMax.resize(33) |<< 1)
  val hi = Mux(a.gentle, qthMax2, a.qthMax.resize(33))
  val below = qavgNew < a.qthMin.resize(qw)
  val above = qavgNew >= hi.resize(qw)
  val inGentle = a.gentle && qavgNew >= a.qthMax.resize(qw)
  // The mark test q * count >= qR, in one of two exact forms.
  // Compact (the ECP5 variants, short of LUTs and multipliers): q is computed, then multiplied.
  //   q = (qavg - qth_min) >> wlog, or in the gentle band (redline's extension)
  //   q = delta + m with m = (g * gentle_step) >> 16, g = (qavg - qth_max) >> wlog.
  // Fast (cfg.fastDecision): one multiplier stage between qavg and the outcome.
  //   Linear band: qth_min has no bits below wlog, so with qavg's low wlog bits cleared,
  //   qavg' = q * 2^wlog + qth_min and the test is qavg' * count >= (qR << wlog) + qth_min * count,
  //   where qthMinCount grows by qth_min with count.
  //   Gentle band: q * count >= qR is m * count >= J = qR - delta * count (deltaCount), and with
  //   x = g * gentle_step, m * count * 2^16 = g * (gentle_step * count) - (x mod 2^16) * count:
  //   gentle_step * count is kept in gsCount, saturated at 2^49 (beyond, g >= 1 hits whatever
  //   J (< 2^32) is, and g = 0 never does).
  val g = ((qavgNew - a.qthMax.resize(qw)) >> a.wlog).resize(32)
  val gsCountMax = BigInt(1) << 49
  val qthMinCount = cfg.fastDecision generate (Reg(UInt(64 bits)) init (0))
  val deltaCount = cfg.fastDecision generate (Reg(UInt(64 bits)) init (0))
  val gsCount = cfg.fastDecision generate (Reg(UInt(50 bits)) init (0))
  val markHit = Bool()
  // Linux's qcount is an int: from 2^31 frames on it is negative, the u64 product sign-extends
  // it to near 2^64 (q < 2^33 keeps it from wrapping), so any q >= 1 marks, and q = 0 only
  // when qR = 0 (docs/rtl.md). For such a count the product's compare tests q >= 1 instead (or
  // q >= 0 when qR = 0): its operands are selected, from early signals, so the rule costs no
  // level after the compare.
  val countNegative = count.msb
  if (cfg.fastDecision) {
    val qavgHigh = qavgNew & ~a.wlogMask.resize(qw)
    val linProduct = qavgHigh * count
    val linBound = (qR.resize(63) |<< a.wlog).resize(65) + qthMinCount.resize(65)
    val linWidth = linProduct.getWidth max linBound.getWidth // a narrow count narrows the product
    // In the linear band q >= 1 is qavg >= qth_min + 2^wlog, and with qavg's and qth_min's low
    // wlog bits clear that is qavgHigh >= qth_min + 1.
    val negBound = Mux(qR === 0, U(0, 33 bits), a.qthMin.resize(33) + 1)
    val linHit = Mux(countNegative, qavgHigh.resize(linWidth), linProduct.resize(linWidth)) >=
      Mux(countNegative, negBound.resize(linWidth), linBound.resize(linWidth))
    val gentleWhole = g * gsCount
    val xLow = (g(15 downto 0) * a.gentleStep(15 downto 0))(15 downto 0)
    val gentleFrac = xLow * count
    val gentleJ = qR.resize(64) - deltaCount
    // In the gentle band q >= delta >= 1: a negative count always marks.
    val gentleHit = countNegative || qR.resize(64) <= deltaCount ||
      gentleWhole >= (gentleFrac.resize(82) + (gentleJ(31 downto 0) ## U(0, 16 bits)).asUInt.resize(82))
    markHit := Mux(inGentle, gentleHit, linHit)
  } else {
    val qLin = ((qavgNew - a.qthMin.resize(qw)) >> a.wlog).resize(64)
    val qGentle = a.delta.resize(64) + ((g * a.gentleStep) >> 16).resize(64)
    val qRaw = Mux(inGentle, qGentle, qLin)
    val q = Mux(qRaw > U(BigInt(1) << 32, 64 bits), U(BigInt(1) << 32, 33 bits), qRaw.resize(33))
    val negBound = Mux(qR === 0, U(0, 65 bits), U(1, 65 bits))
    markHit := Mux(countNegative, q.resize(65), q * count) >= Mux(countNegative, negBound, qR.resize(65))
  }
  val probHit = count =/= 0 && markHit

  val redOn = a.mode =/= Enc.MODE_DT
  val outcomeProb = redOn && !below && !above && probHit
  val outcomeHard = redOn && !below && above
  val draw = redOn && !below && !above && (count === 0 || probHit)

  // ---- action ----
  val p = f.payload.parse
  val ecnMode = a.mode === Enc.MODE_ECN
  val dropProb = outcomeProb && (!ecnMode || (!p.canCe && !a.nodrop))
  val markProb = outcomeProb && ecnMode && p.canCe
  val dropHard = outcomeHard && (a.harddrop || !ecnMode || (!p.canCe && !a.nodrop))
  val markHard = outcomeHard && !dropHard && ecnMode && p.canCe
  val redDrop = dropProb || dropHard
  val overLimit = Mux(a.unit, qlen + 1 > a.limit, backlog.resize(33) + f.payload.queued.resize(33) > a.limit.resize(33))
  // Over the limit is tc's pdrop even when the buffer was full too; only a frame under the limit
  // is a buffer-full drop, which Linux, with no buffer of its own, would have queued.
  val tail = !redDrop && overLimit
  val full = !redDrop && !overLimit && f.payload.lost
  val drop = f.payload.bad || redDrop || tail || full
  val mark = markProb || markHard

  io.release := f.valid && drop
  io.counts.bad := f.valid && f.payload.bad
  io.counts.probMark := decide && markProb
  io.counts.forcedMark := decide && markHard
  io.counts.probDrop := decide && dropProb
  io.counts.forcedDrop := decide && dropHard
  io.counts.pdrop := decide && tail
  io.counts.bufFull := decide && full

  io.decision.valid := f.valid
  io.decision.action := Mux(drop, U(Enc.ACT_DROP, 2 bits), Mux(mark, U(Enc.ACT_MARK, 2 bits), U(Enc.ACT_PASS, 2 bits)))
  io.decision.reason := Enc.RSN_NONE
  when(mark) { io.decision.reason := Mux(markProb, U(Enc.RSN_PROB, 3 bits), U(Enc.RSN_FORCED, 3 bits)) }
  when(tail) { io.decision.reason := Enc.RSN_TAIL }
  when(full) { io.decision.reason := Enc.RSN_FULL }
  when(dropProb) { io.decision.reason := Enc.RSN_PROB }
  when(dropHard) { io.decision.reason := Enc.RSN_FORCED }
  when(f.payload.bad) { io.decision.reason := Enc.RSN_BAD }
  io.decision.qavg := Mux(f.payload.bad, qavg, qavgNew).resize(64)
  io.decision.backlog := bl
  io.decision.len := f.payload.len

  val enq = f.valid && !drop
  io.enqueue.valid := enq
  io.enqueue.len := f.payload.queued
  io.enqueue.rewrite := mark && p.rewrite
  io.enqueue.ipv4 := p.ipv4
  io.enqueue.l3 := p.l3
  io.enqueue.newTos := p.newTos
  io.enqueue.newCsum := p.newCsum

  // ---- state updates ----
  // Everything the decision's outcome changes is computed for both outcomes beforehand and
  // selected by it, so that the outcome is the last step of every path.
  // gentle_step * count for the next cycle (fast form), from the gentle step of the next cycle
  // (an adaptive update changes it): for count unchanged, or count + 1 (0 after a wrap).
  def gsSat(v: UInt): UInt = Mux(v >= gsCountMax, U(gsCountMax, 50 bits), v.resize(50))
  val gsNext = Mux(io.adaptApply, io.adaptGentleStep, a.gentleStep)
  val gsTimesCount = cfg.fastDecision generate (gsNext * count)
  if (cfg.fastDecision) gsCount := gsSat(gsTimesCount)
  when(decide) {
    qavg := qavgNew
    when(redOn) {
      when(below || above) {
        count := 0
        if (cfg.fastDecision) {
          qthMinCount := 0
          deltaCount := 0
          gsCount := 0
        }
      }.elsewhen(probHit) {
        count := 1
        if (cfg.fastDecision) {
          qthMinCount := a.qthMin.resize(64)
          deltaCount := a.delta.resize(64)
          gsCount := gsSat(gsNext.resize(50))
        }
      }.otherwise {
        // count wraps at 2^32 like Linux's int qcount + 1 (0 then means "draw").
        count := count + 1
        if (cfg.fastDecision) {
          val wraps = count.andR
          qthMinCount := Mux(wraps, U(0, 64 bits), qthMinCount + a.qthMin.resize(64))
          deltaCount := Mux(wraps, U(0, 64 bits), deltaCount + a.delta.resize(64))
          gsCount := Mux(wraps, U(0, 50 bits), gsSat(gsTimesCount + gsNext))
        }
      }
    }
    when(draw) {
      val x = RedMath.xorshift32(rng)
      rng := x
      qR := RedMath.reciprocalDivide(x, a.recipM, a.recipSh1, a.recipSh2)
    }
  }

  // Occupancy after this cycle, for both outcomes of the decision (the TxQueue's).
  val backlogIfEnq = io.backlogIfEnq
  val qlenIfEnq = io.qlenIfEnq
  val qlenNext = qlenIfEnq(U(enq))

  // The next cycle's busy update for both outcomes: its kept part is this decision's qavg less
  // its shifted part, or the old one when nothing is decided, or 0 after a commit.
  val retainedNext = Mux(io.apply, U(0, qw bits),
    Mux(decide, qavgNew - (qavgNew >> a.wlog), qavgRetained))
  qavgRetained := retainedNext
  if (cfg.fastDecision) {
    val unitNext = Mux(io.apply, io.applyUnit, a.unit) // a commit may change the unit of bl
    for (e <- 0 until 2) {
      busyIfEnq(e) := retainedNext + Mux(unitNext, qlenIfEnq(e), backlogIfEnq(e)).resize(qw)
    }
  }
  enqPrev := enq

  // ---- idle periods (Linux red_start/end_of_idle_period) ----
  when(decide) {
    idle := False
  }.elsewhen(startsIdle) {
    idle := True
  }

  // ---- commit apply wins over this cycle's updates ----
  when(io.apply) {
    qavg := 0
    count := 0
    if (cfg.fastDecision) {
      qthMinCount := 0
      deltaCount := 0
      gsCount := 0
    }
    rng := Mux(io.applySeed === 0, U(Enc.XORSHIFT_ZERO_SEED, 32 bits), io.applySeed)
    idle := qlenNext === 0
  }

  io.qavg := qavg.resize(64)
}
