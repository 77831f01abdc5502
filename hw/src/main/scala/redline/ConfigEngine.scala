package redline

import spinal.core._
import spinal.lib._

/** Validates a commit of the shadow knobs, derives what Linux red_set_parms derives, and swaps
  * the result in atomically. Also runs Linux red_adaptative_algo every 500 ms of device time.
  * One sequential divider serves both; every step has a fixed length, so the adaptive update
  * takes effect exactly `ConfigEngine.adaptLatency` cycles after its tick. */
object ConfigEngine {
  val divCycles = 64 + 2 // start, 64 iterations, done pulse
  // tick -> DIV10 -> ROUND -> RECIP -> QONE -> GENTLE -> apply
  val adaptLatency: Int = 5 * divCycles
  val onePercent = BigInt(42949673) // DIV_ROUND_CLOSEST(2^32, 100)
  val adaptPeriodUs = 500000
}

object CfgErr {
  val NONE = 0; val MIN_TH = 1; val MAX_TH = 2; val MAX_LT_MIN = 3; val SCELL_LOG = 4; val STAB = 5
  val MODE = 6; val CYCLES_PER_US = 7; val RATE = 8
}

case class ConfigEngine() extends Component {
  import ConfigEngine._
  val io = new Bundle {
    val knobs = in(Knobs())
    val commit = in Bool()
    val usTick = in Bool()       // one pulse per microsecond of device time
    val qavg = in UInt (64 bits) // qavg as the adaptive algorithm sees it (idle-decayed)
    val active = out(ActiveConfig())
    val apply = out Bool()       // commit applied this cycle
    val applySeed = out UInt (32 bits)
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
  }

  val active = Reg(ActiveConfig())
  active.init(defaultActive())
  io.active := active

  // Two banks of 64 words, four 5-bit entries each; `stabLive` keeps the reset table all zero
  // until the first apply (a RAM has no reset).
  val stabTable = Mem(Bits(20 bits), 128)
  val activeBank = Reg(Bool()) init (False)
  val stabLive = Reg(Bool()) init (False)
  val stabWord = stabTable.readAsync((activeBank ## io.stabIdx(7 downto 2)).asUInt)
  val stabLane = stabWord.subdivideIn(4 slices)(io.stabIdx(1 downto 0)).asUInt
  io.stabShift := Mux(stabLive, stabLane, U(0, 5 bits))

  val div = Divider(64)
  div.io.start := False
  div.io.dividend := 0
  div.io.divisor := 1

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
  io.applySeed := pend.seed
  io.applyUnit := pend.unit
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

  object St extends SpinalEnum {
    val IDLE, STAB_COPY, VALIDATE, DIV_MPD, DIV_RECIP, DIV_QONE, DIV_GENTLE, DIV_INC, DIV_D5, APPLY,
        A_DIV10, A_ROUND, A_RECIP, A_QONE, A_GENTLE = newElement()
  }
  val state = Reg(St()) init (St.IDLE)
  val divStarted = Reg(Bool()) init (False)
  io.busy := state =/= St.IDLE || commitPending

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

  /** Start the divider on entry to a step; when it is done run `onDone` and go to `next`. */
  def divStep(num: UInt, den: UInt, next: St.E)(onDone: UInt => Unit): Unit = {
    when(!divStarted) {
      div.io.start := True
      div.io.dividend := num.resize(64)
      div.io.divisor := den.resize(64)
      divStarted := True
    }
    when(div.io.done) {
      divStarted := False
      state := next
      onDone(div.io.quotient) // may override `state` (a refused commit)
    }
  }

  def recipNumerator(d: UInt): UInt = {
    // m = floor(2^32 * (2^l - d) / d) + 1 with l = fls(d - 1)
    val l = RedMath.fls(d - 1)
    val pow = (U(1, 33 bits) |<< l).resize(33)
    ((pow - d.resize(33)).resize(32) ## U(0, 32 bits)).asUInt
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
        // Linux: q = qavg >> Wlog, compared with the target band.
        val q = io.qavg >> active.wlog
        adjUp := q > active.targetMax.resize(64) && active.maxP <= U(onePercent * 50, 32 bits)
        adjDown := !(q > active.targetMax.resize(64)) && q < active.targetMin.resize(64) && active.maxP >= U(onePercent, 32 bits)
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
      val k = pend
      val code = UInt(4 bits)
      code := CfgErr.NONE
      when(k.rate >= (U(1, 64 bits) |<< 43)) { code := CfgErr.RATE }
      when(k.cycles_per_us === 0) { code := CfgErr.CYCLES_PER_US }
      when(k.mode > U(2)) { code := CfgErr.MODE }
      when(stabBad) { code := CfgErr.STAB }
      when(k.scell_log >= 24) { code := CfgErr.SCELL_LOG }
      when(k.max_th < k.min_th) { code := CfgErr.MAX_LT_MIN }
      when(RedMath.fls(k.max_th).resize(7) + k.wlog.resize(7) >= 32) { code := CfgErr.MAX_TH }
      when(RedMath.fls(k.min_th).resize(7) + k.wlog.resize(7) >= 32) { code := CfgErr.MIN_TH }
      when(code =/= CfgErr.NONE) {
        errReg := True
        errCode := code
        refused := refused + 1
        state := St.IDLE
      }.otherwise {
        val d = k.max_th - k.min_th
        val dd = Mux(d === 0, U(1, 32 bits), d)
        delta := dd
        val pl = (U"32'hFFFFFFFF" >> k.plog)
        maxP := Mux(k.max_p =/= 0, k.max_p, (pl * dd).resize(32))
        state := St.DIV_MPD
      }
    }
    is(St.DIV_MPD) {
      divStep(maxP, delta, St.DIV_RECIP) { q => mpd := Mux(q === 0, U(1, 32 bits), q.resize(32)) }
    }
    is(St.DIV_RECIP) {
      divStep(recipNumerator(mpd), mpd, St.DIV_QONE) { q => recipM := (q + 1).resize(32); recipL := RedMath.fls(mpd - 1).resize(6) }
    }
    is(St.DIV_QONE) {
      divStep(U"32'hFFFFFFFF", mpd, St.DIV_GENTLE) { q => qOne := q.resize(32) }
    }
    is(St.DIV_GENTLE) {
      val span = Mux(qOne > delta, qOne - delta, U(0, 32 bits))
      val den = Mux(pend.max_th === 0, U(1, 32 bits), pend.max_th)
      divStep((span ## U(0, 16 bits)).asUInt, den, St.DIV_INC) { q => gentleStep := q.resize(48) }
    }
    is(St.DIV_INC) {
      val den = (pend.cycles_per_us * U(1000000, 20 bits)).resize(64)
      divStep((pend.rate |<< 21).resize(64), den, St.DIV_D5) { q =>
        inc := q.resize(32)
        when(pend.rate =/= 0 && (q === 0 || q >= (U(1, 64 bits) |<< 32))) {
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
    is(St.APPLY) {
      val k = pend
      active.minTh := k.min_th
      active.maxTh := k.max_th
      active.limit := k.limit
      active.qthMin := (k.min_th |<< k.wlog).resize(32)
      active.qthMax := (k.max_th |<< k.wlog).resize(32)
      active.wlog := k.wlog
      active.wlogMask := ((U(1, 32 bits) |<< k.wlog) - 1).resize(31)
      active.scellLog := k.scell_log
      active.delta := delta
      active.maxP := maxP
      active.mpd := mpd
      active.recipM := recipM
      active.recipSh1 := Mux(recipL === 0, U(0, 1 bits), U(1, 1 bits))
      active.recipSh2 := Mux(recipL === 0, U(0, 6 bits), recipL - 1).resize(5)
      active.gentleStep := gentleStep
      active.scellMax := (U(255, 31 bits) |<< k.scell_log).resize(31)
      active.targetMin := k.min_th + (d5 |<< 1).resize(32)
      active.targetMax := k.min_th + (d5 * 3).resize(32)
      activeBank := !activeBank
      stabLive := True
      active.mode := k.mode
      active.unit := k.unit
      active.gentle := k.gentle
      active.harddrop := k.harddrop
      active.nodrop := k.nodrop
      active.adaptive := k.adaptive
      active.inc := inc
      active.cap := (k.burst ## U(0, 24 bits)).asUInt
      active.shaped := k.rate =/= 0
      active.seed := k.seed
      active.cyclesPerUs := k.cycles_per_us
      errReg := False
      errCode := CfgErr.NONE
      commits := commits + 1
      adaptUs := 0
      io.apply := True
      state := St.IDLE
    }
    // ---- adaptive: fixed sequence of five divisions ----
    is(St.A_DIV10) {
      divStep(maxP, U(10, 32 bits), St.A_ROUND) { q =>
        val quarter = (maxP >> 2).resize(32)
        val alpha = Mux(quarter < U(onePercent, 32 bits), quarter, U(onePercent, 32 bits))
        when(adjUp) { maxP := maxP + alpha }
          .elsewhen(adjDown) { maxP := (q * 9).resize(32) }
      }
    }
    is(St.A_ROUND) {
      // DIV_ROUND_CLOSEST(max_P, delta) in u32 arithmetic.
      divStep((maxP + (delta >> 1)).resize(32), delta, St.A_RECIP) { q => mpd := Mux(q === 0, U(1, 32 bits), q.resize(32)) }
    }
    is(St.A_RECIP) {
      divStep(recipNumerator(mpd), mpd, St.A_QONE) { q => recipM := (q + 1).resize(32); recipL := RedMath.fls(mpd - 1).resize(6) }
    }
    is(St.A_QONE) {
      divStep(U"32'hFFFFFFFF", mpd, St.A_GENTLE) { q => qOne := q.resize(32) }
    }
    is(St.A_GENTLE) {
      val span = Mux(qOne > delta, qOne - delta, U(0, 32 bits))
      val den = Mux(active.maxTh === 0, U(1, 32 bits), active.maxTh)
      divStep((span ## U(0, 16 bits)).asUInt, den, St.IDLE) { q =>
        active.gentleStep := q.resize(48)
        active.maxP := maxP
        active.mpd := mpd
        active.recipM := recipM
        active.recipSh1 := Mux(recipL === 0, U(0, 1 bits), U(1, 1 bits))
        active.recipSh2 := Mux(recipL === 0, U(0, 6 bits), recipL - 1).resize(5)
        io.adaptApply := True
      }
    }
  }

  def defaultActive(): ActiveConfig = {
    // Out of reset: DT mode, no limit beyond the buffer, unshaped, 250 cycles per microsecond.
    val a = ActiveConfig()
    a.minTh := 0; a.maxTh := 0; a.limit := U"32'hFFFFFFFF"
    a.qthMin := 0; a.qthMax := 0; a.wlog := 0; a.wlogMask := 0; a.scellLog := 0
    a.delta := 1; a.maxP := 0; a.mpd := 1; a.recipM := 1; a.recipSh1 := 0; a.recipSh2 := 0
    a.gentleStep := 0; a.scellMax := 255; a.targetMin := 0; a.targetMax := 0
    a.mode := Enc.MODE_DT; a.unit := False; a.gentle := False; a.harddrop := False
    a.nodrop := False; a.adaptive := False; a.inc := 0; a.cap := 0; a.shaped := False
    a.seed := 0; a.cyclesPerUs := 250
    a
  }
}
