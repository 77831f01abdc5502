package redline

import spinal.core._
import spinal.lib._

/** The thresholds the compare-only decision loop tests qavg against, ready every clock
  * (docs/linerate.md, "The threshold stream").
  *
  * Linux marks when ((qavg - qth_min) >> wlog) * c >= qR, c = qcount. With qth_min scaled by
  * 2^wlog (as red.h keeps it) that is qavg >= T(c) = qth_min + ((F(c) + 1) << wlog), F(c) =
  * floor((qR - 1) / c), and T = qth_min when qR = 0. F saturates at 2^satBits - 1, above every q
  * the buffer allows, so T does too. The loop holds a frame's outcome in three events:
  *   - `draw`: it draws (enters the band, or marks): its next test is count 1 of the next draw;
  *   - `advance`: it tested without a mark: its next test is count + 1;
  *   - `leave`: it leaves the band (qcount = -1), or its count wraps to 0 (then with an
  *     advance, which it overrides).
  * `now` is T(count) of the current draw, `next` T(count + 1) and `afterDraw` T(1) of the next
  * draw: the values each event selects for the next clock, all from registers. `ready` says
  * the next draw is there (the current one's are, while counting); a frame while it is low is
  * a stall the loop must not make.
  *
  * Where the values come from: a `DrawBank` prepares qR and F(1..counts) per draw (`DrawStream`)
  * and keeps its next draw in `nxt`, with T(1) and T(2) converted by its scale. The current
  * draw's F of the count after `next` waits shifted in `ahead`, then `rest` holds its F up to
  * `counts`, and a `FloorDivider` makes the counts beyond, one per clock from the clock after
  * the draw, into `divFifo`; they convert with the same scale. No event reaches a FIFO's pop or
  * the divider's input: they follow registers. An advance moves every stage of the current draw
  * by one; a draw, leave or apply drops what was made for the old draw: results still in the
  * divider carry an epoch that no longer matches.
  *
  * A commit: `apply` loads the bank with the new configuration (`source`, `qthMin`, `wlog`),
  * and the loop is not counting after it (as Linux after red_restart). `ready` is low until the
  * new configuration's first draw is converted, 21 clocks after the apply (the draw stream's
  * latency, the skid and `nxt`): its next in-band frame draws from the new configuration.
  *
  * An adaptive update (`adapt`, with the new reciprocal in `source`) changes max_p_delta while
  * draws go on. Linux keeps the current qR and draws the next ones with the new value, so the
  * current draw's stages go on untouched and the bank reloads from where the draws are:
  * `lastX`, the xorshift state of the last draw taken, steps once per draw, and the bank's new
  * stream starts from it, so its first draw is the one the loop takes next. `ready` is low for
  * the same 21 clocks. Not yet in a TM:
  * cocotb-tests/tm/test_threshold_stream.py checks it against red.h's test.
  *
  * Linux's qcount is an int of `countBits` (32) bits: from count 2^(countBits - 1) it is
  * negative, and red.h's u64 product with it, sign-extended, is near 2^64, so any q >= 1 marks.
  * T of such a count is qth_min + 2^wlog (F = 0). The tests also build countBits = 8, so that a
  * count reaches that point, and wraps, within a test. */
case class ThresholdStream(counts: Int = 16, satBits: Int = 19, divDepth: Int = 16, countBits: Int = 32,
                           primitives: Boolean = false) extends Component {
  val tw = satBits + 32 // qth_min (32 bits) + (2^satBits << 31): every T fits
  val io = new Bundle {
    val apply = in Bool() // a commit: the bank loads source, qthMin and wlog
    val adapt = in Bool() // an adaptive update: the bank reloads with source's reciprocal
    val source = in(DrawSource())
    val qthMin = in UInt (32 bits) // scaled by 2^wlog, as red.h keeps it
    val wlog = in UInt (5 bits)
    val draw, advance, leave = in Bool()
    val ready = out Bool()
    val readyNext = out Bool() // what `ready` will be in the next clock
    val now, next, afterDraw = out UInt (tw bits)
    // The loop's gentle test (GentleMark) decides a deferred frame: in the next clock `now` is
    // 0 if `forceMark`, else above every qavg, so the loop's compare gives its result. No event
    // comes with it; the event of that next clock replaces `now` as always.
    val force, forceMark = in Bool()
    val qR = out UInt (32 bits) // the current draw's
  }
  require(counts >= 3 && countBits <= 32 && (BigInt(1) << (countBits - 1)) > counts)

  assert(!(io.adapt && (io.apply || io.draw || io.advance || io.leave)), "an adaptive update with another event")
  // The xorshift state of the last draw taken (the state is the draw's output): after a commit
  // the seed's, then one step per draw.
  val lastX = Reg(UInt(32 bits)) init (U(Enc.XORSHIFT_ZERO_SEED, 32 bits))
  when(io.apply) {
    lastX := Mux(io.source.seed === 0, U(Enc.XORSHIFT_ZERO_SEED, 32 bits), io.source.seed)
  } elsewhen (io.draw) {
    lastX := RedMath.xorshift32(lastX)
  }
  val loadSource = DrawSource()
  loadSource := io.source
  when(io.adapt) { loadSource.seed := lastX }
  val bank = new DrawBank(counts, satBits, io.apply || io.adapt, loadSource, io.qthMin, io.wlog, io.draw,
    primitives)
  val nxt = bank.nxt
  // The scale of the current draw's conversions: the bank's, set at the apply (the first draw
  // after it comes 21 clocks later).
  val cur = bank.scale
  def shifted(f: UInt): UInt = cur.shifted(f)
  val sw = cur.sw

  // ---- the current draw: T(c), T(c + 1), shifted F(c + 2), then F up to counts, then the
  // divider's ----
  val counting = Reg(Bool()) init (False)
  val curN = Reg(UInt(32 bits))
  val curZero = Reg(Bool())
  val tNow, tNext = Reg(UInt(tw bits))
  val ahead = Reg(UInt(sw bits))
  val rest = Reg(Vec(UInt(satBits bits), counts - 3)) // F(4..counts) after a draw, shifted down
  val restLeft = Reg(UInt(log2Up(counts - 2) bits)) init (0)
  val fromRest = Reg(Bool()) init (False) // restLeft =/= 0, from a flip-flop

  // F beyond `counts`: one division per clock for the current draw while its FIFO has room.
  val div = FloorDivider(32, 32, satBits)
  val divFifo = StreamFifo(UInt(satBits bits), divDepth, latency = 1)
  val epoch = Reg(UInt(4 bits)) init (0) // more values than draws can start in one latency
  val dNext = Reg(UInt(countBits + 1 bits)) // the next divisor for the current draw
  // Free FIFO entries not claimed by a division in flight for the current draw.
  val credits = Reg(UInt(log2Up(divDepth + 1) bits)) init (divDepth)
  // The divider is issued from registers only, from the clock after a draw on: an issue in the
  // clock of a draw or leave still divides for the old draw, and its epoch drops the result.
  // The current draw's results are dropped. It and the push are tables (one LUT each with
  // `primitives`) of the loop's late events: left to Yosys the push went through two LUTs.
  val restart = XilinxPrims.table(primitives, Seq(io.draw, io.leave, io.apply))(v => v != 0)
  val issue = counting && credits =/= 0
  val dMax = U((BigInt(1) << countBits) - 1, 32 bits) // counts past 2^countBits - 1 are never tested
  // From 2^(countBits - 1) Linux's qcount is negative: F = 0, the dividend 0 makes it.
  val negative = dNext(countBits downto countBits - 1) =/= 0
  div.io.in.valid := issue
  div.io.in.n := Mux(negative, U(0, 32 bits), curN)
  div.io.in.d := Mux(dNext.msb, dMax, dNext.resize(32))
  val epochOut = Delay(epoch, div.latency)
  val epochMatch = epochOut === epoch
  divFifo.io.push.valid := XilinxPrims.table(primitives, Seq(io.draw, io.leave, io.apply, div.io.out.valid,
    epochMatch))(v => (v & 7) == 0 && (v >> 3) == 3)
  divFifo.io.push.payload := div.io.out.payload
  divFifo.io.flush := restart
  when(restart) { epoch := epoch + 1 }
  dNext := Mux(io.draw, U(counts + 1, countBits + 1 bits), dNext + U(issue, countBits + 1 bits))
  // A pop returns its credit a clock late, from a flip-flop: the FIFO's empty flag and the
  // stages' handshake stay off the counter's path. (16 entries still cover the divider's
  // latency and the late credit.) Both neighbours of the count are made from the register,
  // and the events only select.
  val popped = RegNext(divFifo.io.pop.fire) init (False)
  when(restart) {
    credits := divDepth
  } elsewhen (issue && !popped) {
    credits := credits - 1
  } elsewhen (popped && !issue) {
    credits := credits + 1
  }

  // While counting, every stage is full: a draw fills them all from `nxt`, and the divider is
  // never late (its first result, F(counts + 1), is in its FIFO the clock the earliest advance
  // needs it, and then one a clock). So an advance moves every stage by one, with no valid
  // flags between the event and the registers. The assertions watch the claim.
  assert(!(io.advance && !counting), "advance while not counting")
  assert(!(io.advance && !fromRest && !divFifo.io.pop.valid), "the divider fell behind the counts")
  divFifo.io.pop.ready := io.advance && !fromRest
  // ahead is 0 when qR = 0 (as the bank's s3 is), for threshold
  val aheadIfAdvance = Mux(curZero, U(0, sw bits), shifted(Mux(fromRest, rest(0), divFifo.io.pop.payload)))
  aheadIfAdvance.addAttribute("keep")
  assert(!(io.force && (io.draw || io.advance || io.leave || io.apply || io.adapt)), "a forced threshold with an event")
  // What `now` keeps without an event, made apart (a `keep`) so that the events select it last.
  val tHeld = Mux(io.force, Mux(io.forceMark, U(0, tw bits), U(tw bits, default -> True)), tNow)
  tHeld.addAttribute("keep")
  tNow := tHeld
  when(io.advance) {
    tNow := tNext
    tNext := cur.threshold(ahead, curZero)
    ahead := aheadIfAdvance
    when(fromRest) {
      for (i <- 0 until counts - 4) rest(i) := rest(i + 1)
      restLeft := restLeft - 1
      fromRest := restLeft =/= 1
    }
  }
  when(io.draw) {
    counting := True
    curN := nxt.n
    curZero := nxt.zero
    tNow := nxt.t1
    tNext := nxt.t2
    ahead := nxt.s3
    rest := nxt.f
    restLeft := counts - 3
    fromRest := True
  }
  when(io.leave || io.apply) {
    counting := False
    restLeft := 0
    fromRest := False
  }

  // Ready when the bank's next draw is there (the current one's stages are always full while
  // counting); `readyNext` is its next value, from which the loop makes its own ready a clock
  // ahead.
  io.ready := bank.nxtValid
  io.readyNext := bank.nxtValid.getAheadValue()
  io.now := tNow
  io.qR := Mux(curZero, U(0, 32 bits), curN + 1) // curN is qR - 1 unless qR is 0
  io.next := tNext
  io.afterDraw := nxt.t1
}
