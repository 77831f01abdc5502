package redline

import spinal.core._
import spinal.lib._

/** Validates a commit of the shadow knobs, derives what Linux red_set_parms derives, and swaps
  * the result in atomically. Also runs Linux red_adaptative_algo every 500 ms of device time.
  * One sequential divider serves both; every step has a fixed length, so the adaptive update
  * takes effect exactly `ConfigEngine.adaptLatency` cycles after its tick. */
object ConfigEngine {
  val divCycles = 64 + 2 // start, 64 iterations, done pulse
  // tick -> DIV10 -> ROUND -> QONE -> RECIP -> GENTLE -> apply
  val adaptLatency: Int = 5 * divCycles
  val onePercent = BigInt(42949673) // DIV_ROUND_CLOSEST(2^32, 100)
  val adaptPeriodUs = 500000
}

object CfgErr { private val e = Spec.cfgErr // Spec's codes, by the RTL's names
  val NONE = e("none"); val MIN_TH = e("min_th"); val MAX_TH = e("max_th"); val MAX_LT_MIN = e("max_th<min_th")
  val SCELL_LOG = e("scell_log"); val STAB = e("stab"); val MODE = e("mode"); val CYCLES_PER_US = e("cycles_per_us"); val RATE = e("rate")
}

/** adaptQavgDelay: an adaptive tick's qavg comes that many clocks after the clock it samples (0
  * with RedEngine; LoopEngine's adaptive view), read only as the division step ends: the latency
  * is unchanged. With it the Stab table has a second read port, for that view's idle decay.
  * applyHold: a commit's or adaptive update's apply waits while `holdApply` is high (the loop
  * engine's gentle-band deferral, semantics section 3a); without it nothing waits. */
case class ConfigEngine(adaptQavgDelay: Int = 0, applyHold: Boolean = false) extends Component {
  import ConfigEngine._
  require(adaptQavgDelay >= 0 && adaptQavgDelay < divCycles - 1, "the adaptive step compares before its division ends")
  val io = new Bundle {
    val knobs = in(Knobs())
    val commit = in Bool()
    val usTick = in Bool()       // one pulse per microsecond of device time
    val qavg = in UInt (64 bits) // qavg as the adaptive algorithm sees it (idle-decayed)
    val active = out(ActiveConfig())
    val apply = out Bool()       // commit applied this cycle
    val applySeed = out UInt (32 bits)
    val capLessInc = out SInt (58 bits) // the shaper's cap - inc, in force with `active`
    val cyclesPerUsM1 = out UInt (16 bits) // active.cyclesPerUs - 1, in force with `active`
    val applyUnit = out Bool()
    val adaptApply = out Bool()  // adaptive update applied this cycle
    val adaptGentleStep = out UInt (48 bits) // the gentle step it applies
    val busy = out Bool()
    val err = out Bool()
    val errCode = out UInt (4 bits)
    val commits = out UInt (32 bits)
    val refused = out UInt (32 bits)
    val adaptTicks = out UInt (32 bits)
    // The Stab table: at a commit the engine reads the register file's STAB RAM one word
    // (four entries) per cycle, holding register writes meanwhile so that the commit is the
    // knobs of one instant, checks every entry and copies it into the spare bank of its own
    // table; APPLY flips the bank, so the swap stays one cycle.
    val stabRdEn = out Bool()
    val stabRdAddr = out UInt (6 bits)
    val stabRdData = in Bits (32 bits)     // the word asked for in the previous cycle
    val holdWrites = out Bool()
    val stabIdx = in UInt (8 bits)         // the decision engine's lookup, asynchronous
    val stabShift = out UInt (5 bits)
    val adaptStabIdx = (adaptQavgDelay > 0) generate in(UInt(8 bits)) // the adaptive view's lookup
    val adaptStabShift = (adaptQavgDelay > 0) generate out(UInt(5 bits))
    val adaptSample = (adaptQavgDelay > 0) generate out(Bool()) // an adaptive tick reads qavg of this clock
    val holdApply = applyHold generate in(Bool())
  }
  val held = if (applyHold) io.holdApply else False

  val active = Reg(ActiveConfig())
  active.init(defaultActive())
  io.active := active
  // Beside active (so that the shaper compares without adding first); reset: the reset's cap, inc 0.
  val capLessInc = Reg(SInt(58 bits)) init (S(Spec.reset("burst") << 24, 58 bits))
  io.capLessInc := capLessInc
  // Derived from active every cycle (and at APPLY from the knob, so it changes with active):
  // it can never drift from active.cyclesPerUs, which the C++ harness's idle skip reads.
  val cyclesPerUsM1 = Reg(UInt(16 bits)) init (Spec.reset("cycles_per_us") - 1)
  cyclesPerUsM1 := active.cyclesPerUs - 1
  io.cyclesPerUsM1 := cyclesPerUsM1

  // Two banks of 64 words, four 5-bit entries each; `stabLive` keeps the reset table all zero
  // until the first apply (a RAM has no reset).
  val stabTable = Mem(Bits(20 bits), 128)
  val activeBank = Reg(Bool()) init (False)
  val stabLive = Reg(Bool()) init (False)
  val stabWord = stabTable.readAsync((activeBank ## io.stabIdx(7 downto 2)).asUInt)
  val stabLane = stabWord.subdivideIn(4 slices)(io.stabIdx(1 downto 0)).asUInt
  io.stabShift := Mux(stabLive, stabLane, U(0, 5 bits))
  if (adaptQavgDelay > 0) {
    val word = stabTable.readAsync((activeBank ## io.adaptStabIdx(7 downto 2)).asUInt)
    io.adaptStabShift := Mux(stabLive, word.subdivideIn(4 slices)(io.adaptStabIdx(1 downto 0)).asUInt, U(0, 5 bits))
  }

  // The divider takes its operands from registers latched in the first cycle of each step and
  // starts one cycle late (Divider folds its first iteration into the start), so a step keeps
  // its length and the operand arithmetic gets a cycle of its own.
  val div = Divider(64)
  val opDividend = Reg(UInt(64 bits)) init (0)
  val opDivisor = Reg(UInt(64 bits)) init (1)
  div.io.start := False
  val opRecip = Reg(Bool()) init (False) // this step divides recipDividend (below)
  div.io.divisor := opDivisor

  val pend = Reg(Knobs())
  val errReg = Reg(Bool()) init (False)
  val errCode = Reg(UInt(4 bits)) init (0)
  val commits = Reg(UInt(32 bits)) init (0)
  val refused = Reg(UInt(32 bits)) init (0)
  val adaptTicks = Reg(UInt(32 bits)) init (0)
  io.err := errReg
  io.errCode := errCode
  io.commits := commits
  io.refused := refused
  io.adaptTicks := adaptTicks
  io.apply := False
  io.applySeed := pend.u("seed")
  io.applyUnit := pend.b("unit")
  io.adaptApply := False
  io.adaptGentleStep := div.io.quotient.resize(48)

  // Working values of the computation in progress.
  val delta = Reg(UInt(32 bits))
  val maxP = Reg(UInt(32 bits))
  val mpd = Reg(UInt(32 bits))
  val recipL = Reg(UInt(6 bits))
  val recipM = Reg(UInt(32 bits))
  val qOne = Reg(UInt(32 bits))
  val gentleStep = Reg(UInt(48 bits))
  val inc = Reg(UInt(32 bits))
  val d5 = Reg(UInt(32 bits))
  val adjUp = Reg(Bool())
  val adjDown = Reg(Bool())
  val mpdM1 = Reg(UInt(32 bits)) // mpd - 1, written with mpd

  // ---- values precomputed from registers that are stable long before they are used, so that
  //      no step has to derive them in its own cycle ----
  // From pend (loaded at the commit request, then stable through the 65-cycle Stab copy):
  // the VALIDATE checks, delta, the default max_P and the divisors of GENTLE and INC.
  // (In stages of a few logic levels each: the copy leaves dozens of cycles for them.)
  val preDeltaRaw = RegNext(pend.u("max_th") - pend.u("min_th"))
  val preDelta = RegNext(Mux(preDeltaRaw === 0, U(1, 32 bits), preDeltaRaw))
  // ((2^32-1) >> plog) * delta mod 2^32 = (delta << (32 - plog)) - delta mod 2^32: a shift and
  // a subtraction instead of a multiplier.
  val preDeltaShl = Reg(UInt(32 bits))
  preDeltaShl := ((preDelta ## U(0, 32 bits)).asUInt >> pend.u("plog")).resize(32)
  val preMaxP = Reg(UInt(32 bits))
  preMaxP := Mux(pend.u("max_p") =/= 0, pend.u("max_p"), preDeltaShl - preDelta)
  // Refusal codes: the later checks win, so those after the Stab check (whose result is only
  // known at the end of the copy) and those before it are kept apart.
  // fls(x) + wlog >= 32 <=> x >= 2^(31 - wlog) <=> x has a bit set at or above 31 - wlog.
  val thTooBig = RegNext(Vec((0 until 32).map(i => pend.u("wlog").resize(6) + i >= 31)).asBits)
  val maxThBad = RegNext((pend.u("max_th").asBits & thTooBig) =/= 0)
  val minThBad = RegNext((pend.u("min_th").asBits & thTooBig) =/= 0)
  val maxLtMin = RegNext(pend.u("max_th") < pend.u("min_th"))
  val preCodeLate = Reg(UInt(4 bits))
  val preCodeEarly = Reg(UInt(4 bits))
  preCodeLate := CfgErr.NONE
  when(pend.u("scell_log") >= Spec.valid("scell_log").below.toInt) { preCodeLate := CfgErr.SCELL_LOG }
  when(maxLtMin) { preCodeLate := CfgErr.MAX_LT_MIN }
  when(maxThBad) { preCodeLate := CfgErr.MAX_TH }
  when(minThBad) { preCodeLate := CfgErr.MIN_TH }
  preCodeEarly := CfgErr.NONE
  when(pend.u("rate") >= (U(1, 64 bits) |<< log2Up(Spec.valid("rate").below))) { preCodeEarly := CfgErr.RATE }
  when(pend.u("cycles_per_us") === Spec.valid("cycles_per_us").min - 1) { preCodeEarly := CfgErr.CYCLES_PER_US }
  when(pend.u("mode") > U(Spec.valid("mode").below - 1)) { preCodeEarly := CfgErr.MODE }
  val preRateOn = RegNext(pend.u("rate") =/= 0)
  val preIncDen = Reg(UInt(36 bits))
  preIncDen := pend.u("cycles_per_us") * U(1000000, 20 bits)
  val preGentleDen = Reg(UInt(32 bits))
  preGentleDen := Mux(pend.u("max_th") === 0, U(1, 32 bits), pend.u("max_th"))
  // From active (changed only by an apply, which restarts the 500 ms adaptive timer): the
  // adaptive thresholds on qavg itself, q > target_max <=> qavg >= (target_max + 1) << wlog and
  // q < target_min <=> qavg < target_min << wlog (no shift of qavg at the tick).
  // (The sum and the shift in two clocks: the first tick comes 500 ms after the apply.)
  val adaptUpTh = Reg(UInt(65 bits))
  adaptUpTh := (RegNext(active.targetMax.resize(65) + 1) |<< active.wlog).resize(65)
  val adaptDownTh = Reg(UInt(64 bits))
  adaptDownTh := (active.targetMin.resize(64) |<< active.wlog).resize(64)
  val activeGentleDen = Reg(UInt(32 bits))
  activeGentleDen := Mux(active.maxTh === 0, U(1, 32 bits), active.maxTh)
  // From the working registers, stable while a division runs: recipL from mpd (RECIP), and
  // the increased max_P of an adaptive step up (A_DIV10).
  // mpd is written when MPD (or ROUND) ends and RECIP comes after QONE, so the reciprocal's
  // operands have a whole division (66 cycles) to settle: the smear takes one OR per clock.
  // fls(mpd - 1) = the number of bits of its smear (every bit below the top one set), read off
  // the thermometer code: bit j is set where a run of 2^j ones ends an odd number of runs in.
  val mpdM1Smear = Seq(1, 2, 4, 8, 16).foldLeft(mpdM1)((s, k) => RegNext(s | (s |>> k)))
  val preRecipL = RegNext(U(Vec((0 to 5).map { j =>
    if (j == 5) mpdM1Smear(31)
    else (0 until 32 >> (j + 1)).map(m => mpdM1Smear(((2 * m + 1) << j) - 1) && !mpdM1Smear(((2 * m + 2) << j) - 1)).reduce(_ || _)
  }).asBits))
  val recipDividend = RegNext(recipNumerator(mpdM1Smear, mpdM1))
  div.io.dividend := Mux(opRecip, recipDividend, opDividend)
  val preMaxPUp = Reg(UInt(32 bits))
  preMaxPUp := {
    val quarter = (maxP >> 2).resize(32)
    maxP + Mux(quarter < U(onePercent, 32 bits), quarter, U(onePercent, 32 bits))
  }

  // Adaptive timer: microseconds since the last apply.
  val adaptUs = Reg(UInt(20 bits)) init (0)
  val adaptTick = False
  when(io.usTick) {
    adaptUs := adaptUs + 1
    when(adaptUs === adaptPeriodUs - 1) {
      adaptUs := 0
      adaptTick := active.adaptive && active.mode =/= Enc.MODE_DT
    }
  }

  val commitPending = Reg(Bool()) init (False)
  when(io.commit) { commitPending := True }

  // Linux: q = qavg >> Wlog, compared with the target band (thresholds precomputed), on the
  // qavg of the tick's clock.
  def adaptCompare(): Unit = {
    val qAbove = io.qavg.resize(65) >= adaptUpTh
    adjUp := qAbove && active.maxP <= U(onePercent * 50, 32 bits)
    adjDown := !qAbove && io.qavg < adaptDownTh && active.maxP >= U(onePercent, 32 bits)
  }

  object St extends SpinalEnum {
    val IDLE, STAB_COPY, VALIDATE, DIV_MPD, DIV_QONE, DIV_RECIP, DIV_GENTLE, DIV_INC, DIV_D5, APPLY,
        A_DIV10, A_ROUND, A_QONE, A_RECIP, A_GENTLE, A_APPLY = newElement()
  }
  val state = Reg(St()) init (St.IDLE)
  val divStarted = Reg(Bool()) init (False) // the step's operands are latched
  val divRunning = Reg(Bool()) init (False) // ... and the divider has started
  io.busy := state =/= St.IDLE || commitPending
  // A qavg that comes adaptQavgDelay clocks late is compared then (A_DIV10 reads the result only
  // when its division ends); active does not change meanwhile, as no apply runs in A_DIV10.
  if (adaptQavgDelay > 0) io.adaptSample := state === St.IDLE && !commitPending && adaptTick
  if (adaptQavgDelay > 0) when(Delay(io.adaptSample, adaptQavgDelay, init = False)) { adaptCompare() }

  // Stab copy: word i is asked for while copyIdx = i and arrives (and is written) a cycle later.
  val copyIdx = Reg(UInt(7 bits)) init (0)
  val copyGot = RegNext(io.stabRdEn) init (False)
  val copyGotIdx = RegNext(io.stabRdAddr)
  val stabBad = Reg(Bool()) init (False)
  io.stabRdEn := state === St.STAB_COPY && !copyIdx.msb
  io.stabRdAddr := copyIdx.resize(6)
  io.holdWrites := state === St.STAB_COPY
  val gotBytes = io.stabRdData.subdivideIn(8 bits)
  stabTable.write((!activeBank ## copyGotIdx).asUInt, Cat(gotBytes.map(_(4 downto 0))), copyGot)
  when(copyGot && gotBytes.map(_(7 downto 5) =/= 0).orR) { stabBad := True }

  /** Latch the operands on entry to a step, start the divider in the next cycle (Divider: the
    * dividend's top bit must be 0 or the divisor at least 2); when it is done run `onDone` and
    * go to `next`. */
  def divStep(num: UInt, den: UInt, next: St.E, recip: Boolean = false)(onDone: UInt => Unit): Unit = {
    when(!divStarted) {
      opRecip := Bool(recip)
      if (!recip) opDividend := num.resize(64)
      opDivisor := den.resize(64)
      divStarted := True
    }
    when(divStarted && !divRunning) {
      div.io.start := True
      divRunning := True
    }
    when(div.io.done) {
      divStarted := False
      divRunning := False
      state := next
      onDone(div.io.quotient) // may override `state` (a refused commit)
    }
  }

  /** The dividend of the reciprocal of d = m + 1: floor(2^32 * (2^l - d) / d) + 1 with
    * l = fls(d - 1). 2^l - d = (2^l - 1) - (d - 1), and 2^l - 1 is d - 1 with every bit below
    * its top one set (`smeared`), so the difference is those bits that d - 1 lacks: no fls, no
    * shift. Its top bit is 0 (2^l - d < 2^31), as the late-starting divider requires. */
  def recipNumerator(smeared: UInt, dMinus1: UInt): UInt = ((smeared & ~dMinus1) ## U(0, 32 bits)).asUInt
  /** max(q, 1) and max(q, 1) - 1 into mpd and mpdM1. */
  def setMpd(q: UInt): Unit = {
    val zero = q(31 downto 0) === 0
    mpd := Mux(zero, U(1, 32 bits), q.resize(32))
    mpdM1 := Mux(zero, U(0, 32 bits), (q.resize(32) - 1))
  }

  switch(state) {
    is(St.IDLE) {
      when(commitPending) {
        commitPending := False
        pend := io.knobs
        copyIdx := 0
        stabBad := False
        state := St.STAB_COPY
      }.elsewhen(adaptTick) {
        if (adaptQavgDelay == 0) adaptCompare()
        maxP := active.maxP
        delta := active.delta
        adaptTicks := adaptTicks + 1
        state := St.A_DIV10
      }
    }
    is(St.STAB_COPY) {
      when(!copyIdx.msb) { copyIdx := copyIdx + 1 }
      when(copyGot && copyGotIdx === 63) { state := St.VALIDATE }
    }
    is(St.VALIDATE) {
      // The checks in order (a later failing one names the code): rate, cycles_per_us, mode,
      // stab, scell_log, max_th < min_th, max_th, min_th.
      val code = Mux(preCodeLate =/= CfgErr.NONE, preCodeLate,
                     Mux(stabBad, U(CfgErr.STAB, 4 bits), preCodeEarly))
      when(code =/= CfgErr.NONE) {
        errReg := True
        errCode := code
        refused := refused + 1
        state := St.IDLE
      }.otherwise {
        delta := preDelta
        maxP := preMaxP
        state := St.DIV_MPD
      }
    }
    is(St.DIV_MPD) {
      divStep(maxP, delta, St.DIV_QONE) { q => setMpd(q) }
    }
    is(St.DIV_QONE) {
      divStep(U"32'hFFFFFFFF", mpd, St.DIV_RECIP) { q => qOne := q.resize(32) }
    }
    is(St.DIV_RECIP) {
      divStep(null, mpd, St.DIV_GENTLE, recip = true) { q => recipM := (q + 1).resize(32); recipL := preRecipL }
    }
    is(St.DIV_GENTLE) {
      val span = Mux(qOne > delta, qOne - delta, U(0, 32 bits))
      divStep((span ## U(0, 16 bits)).asUInt, preGentleDen, St.DIV_INC) { q => gentleStep := q.resize(48) }
    }
    is(St.DIV_INC) {
      // rate << 21 may have its top bit set: the divisor is at least 10^6 (Divider).
      divStep((pend.u("rate") |<< 21).resize(64), preIncDen, St.DIV_D5) { q =>
        inc := q.resize(32)
        when(preRateOn && (q === 0 || q >= (U(1, 64 bits) |<< 32))) {
          errReg := True
          errCode := CfgErr.RATE
          refused := refused + 1
          state := St.IDLE
        }
      }
    }
    is(St.DIV_D5) {
      divStep(delta, U(5, 32 bits), St.APPLY) { q => d5 := q.resize(32) }
    }
    is(St.APPLY) { when(!held) {
      val k = pend
      active.minTh := k.u("min_th")
      active.maxTh := k.u("max_th")
      active.limit := k.u("limit")
      active.qthMin := (k.u("min_th") |<< k.u("wlog")).resize(32)
      active.qthMax := (k.u("max_th") |<< k.u("wlog")).resize(32)
      active.wlog := k.u("wlog")
      active.wlogMask := ((U(1, 32 bits) |<< k.u("wlog")) - 1).resize(31)
      active.scellLog := k.u("scell_log")
      active.delta := delta
      setMaxP(gentleStep)
      active.scellMax := (U(255, 31 bits) |<< k.u("scell_log")).resize(31)
      active.targetMin := k.u("min_th") + (d5 |<< 1).resize(32)
      active.targetMax := k.u("min_th") + (d5 * 3).resize(32)
      activeBank := !activeBank
      stabLive := True
      active.mode := k.u("mode")
      active.unit := k.b("unit")
      active.gentle := k.b("gentle")
      active.harddrop := k.b("harddrop")
      active.nodrop := k.b("nodrop")
      active.adaptive := k.b("adaptive")
      active.inc := inc
      active.cap := (k.u("burst") ## U(0, 24 bits)).asUInt
      capLessInc := (k.u("burst") ## U(0, 24 bits)).asUInt.resize(58).asSInt - inc.resize(58).asSInt
      active.shaped := k.u("rate") =/= 0
      active.seed := k.u("seed")
      active.cyclesPerUs := k.u("cycles_per_us")
      cyclesPerUsM1 := k.u("cycles_per_us") - 1
      errReg := False
      errCode := CfgErr.NONE
      commits := commits + 1
      adaptUs := 0
      io.apply := True
      state := St.IDLE
    } }
    // ---- adaptive: fixed sequence of five divisions ----
    is(St.A_DIV10) {
      divStep(maxP, U(10, 32 bits), St.A_ROUND) { q =>
        when(adjUp) { maxP := preMaxPUp } // maxP + min(1%, maxP / 4)
          .elsewhen(adjDown) { maxP := (q * 9).resize(32) }
      }
    }
    is(St.A_ROUND) {
      // DIV_ROUND_CLOSEST(max_P, delta) in u32 arithmetic.
      divStep((maxP + (delta >> 1)).resize(32), delta, St.A_QONE) { q => setMpd(q) }
    }
    is(St.A_QONE) {
      divStep(U"32'hFFFFFFFF", mpd, St.A_RECIP) { q => qOne := q.resize(32) }
    }
    is(St.A_RECIP) {
      divStep(null, mpd, St.A_GENTLE, recip = true) { q => recipM := (q + 1).resize(32); recipL := preRecipL }
    }
    is(St.A_GENTLE) {
      val span = Mux(qOne > delta, qOne - delta, U(0, 32 bits))
      divStep((span ## U(0, 16 bits)).asUInt, activeGentleDen, St.IDLE) { q =>
        gentleStep := q.resize(48)
        when(held) { state := St.A_APPLY } otherwise { adaptApply(q.resize(48)) }
      }
    }
    is(St.A_APPLY) { // held (applyHold): the update waits, its results in the working registers
      when(!held) {
        adaptApply(gentleStep)
        state := St.IDLE
      }
    }
  }

  /** What a commit and an adaptive update both set: max_P and what follows from it. */
  def setMaxP(gs: UInt): Unit = {
    active.maxP := maxP
    active.mpd := mpd
    active.recipM := recipM
    active.recipSh1 := Mux(recipL === 0, U(0, 1 bits), U(1, 1 bits))
    active.recipSh2 := Mux(recipL === 0, U(0, 6 bits), recipL - 1).resize(5)
    active.gentleStep := gs
  }
  def adaptApply(gs: UInt): Unit = {
    setMaxP(gs)
    io.adaptApply := True
  }

  def defaultActive(): ActiveConfig = {
    // Out of reset: the register resets as a commit derives them (test_validation checks it).
    val r = ResetConfig
    val a = ActiveConfig()
    a.minTh := U(r.k("min_th"), 32 bits); a.maxTh := U(r.k("max_th"), 32 bits); a.limit := U(r.k("limit"), 32 bits)
    a.qthMin := U(r.qthMin, 32 bits); a.qthMax := U(r.qthMax, 32 bits); a.wlog := U(r.k("wlog"), 5 bits)
    a.wlogMask := U(r.wlogMask, 31 bits); a.scellLog := U(r.k("scell_log"), 5 bits)
    a.delta := U(r.delta, 32 bits); a.maxP := U(r.maxP, 32 bits); a.mpd := U(r.mpd, 32 bits)
    a.recipM := U(r.recipM, 32 bits); a.recipSh1 := U(r.recipSh1, 1 bits); a.recipSh2 := U(r.recipSh2, 5 bits)
    a.gentleStep := 0; a.scellMax := U(r.scellMax, 31 bits)
    a.targetMin := U(r.targetMin, 32 bits); a.targetMax := U(r.targetMax, 32 bits)
    a.mode := U(r.k("mode"), 2 bits); a.unit := Bool(r.k("unit") != 0); a.gentle := Bool(r.k("gentle") != 0)
    a.harddrop := Bool(r.k("harddrop") != 0); a.nodrop := Bool(r.k("nodrop") != 0); a.adaptive := Bool(r.k("adaptive") != 0)
    a.inc := 0; a.cap := U(r.cap, 56 bits); a.shaped := Bool(r.k("rate") != 0)
    a.seed := U(r.k("seed"), 32 bits); a.cyclesPerUs := U(r.k("cycles_per_us"), 16 bits)
    a
  }
}

/** What a commit of the register resets derives (Linux red_set_parms; docs/semantics.md section
  * 3), made at elaboration: the configuration the TM runs out of reset. The same arithmetic as
  * ConfigEngine's commit and model.derived, for constants; test_validation compares the engine
  * out of reset with model.derived(Knobs()). */
object ResetConfig {
  // ConfigEngine's single-knob checks take their bounds from Spec.valid in these forms: rate's
  // bound a power of two, and cycles_per_us's a minimum of 1 tested as == 0.
  require(Spec.valid("rate").below.bitCount == 1 && Spec.valid("cycles_per_us").min == 1 &&
    Spec.valid("scell_log").min == 0 && Spec.valid("mode").min == 0 && Spec.valid("rate").min == 0,
    "ConfigEngine's range checks are written for these forms of Spec.valid")
  def k(name: String): BigInt = Spec.reset(name)
  private val M32 = (BigInt(1) << 32) - 1
  // A reset that turns these on needs gentle_step or the shaper's increment derived here too.
  require(k("gentle") == 0 && k("rate") == 0, "derive gentle_step and the shaper increment for these resets")
  val delta: BigInt = (k("max_th") - k("min_th")).max(1)
  val maxP: BigInt = if (k("max_p") != 0) k("max_p") else ((M32 >> k("plog").toInt) * delta) & M32
  val mpd: BigInt = (maxP / delta).max(1)
  // Linux reciprocal_value(mpd)
  private val l = (mpd - 1).bitLength
  val recipM: BigInt = (((BigInt(1) << 32) * ((BigInt(1) << l) - mpd)) / mpd + 1) & M32
  val recipSh1: Int = l.min(1)
  val recipSh2: Int = (l - 1).max(0)
  val qthMin: BigInt = k("min_th") << k("wlog").toInt
  val qthMax: BigInt = k("max_th") << k("wlog").toInt
  val wlogMask: BigInt = (BigInt(1) << k("wlog").toInt) - 1
  val scellMax: BigInt = BigInt(255) << k("scell_log").toInt
  val targetMin: BigInt = k("min_th") + 2 * (delta / 5)
  val targetMax: BigInt = k("min_th") + 3 * (delta / 5)
  val cap: BigInt = k("burst") << 24
}
