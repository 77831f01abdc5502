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
  *   - `leave`: it leaves the band (qcount = -1), or its count wraps to 0.
  * `now` is T(count) of the current draw, `next` T(count + 1) and `afterDraw` T(1) of the next
  * draw: the values each event selects for the next clock, all from registers. `ready` says
  * the next draw is there (the current one's are, while counting); a frame while it is low is
  * a stall the loop must not make.
  *
  * Where the values come from: `DrawStream` prepares qR and F(1..counts) per draw. The draw
  * after the current one waits in `nxt` with T(1) and T(2) converted (through `skid`, where
  * F is shifted by part of wlog a clock before the rest and the add). The current draw's F of
  * the count after `next` waits shifted in `ahead`, then `rest` holds its F up to `counts`, and
  * a `FloorDivider` makes the counts beyond, one per clock from the clock after the draw, into
  * `divFifo`. No event reaches a FIFO's pop or the divider's input: they follow registers.
  * An advance moves every stage of the current draw by one; a draw or leave drops what was
  * made for the old draw: results still in the divider carry an epoch that no longer matches.
  *
  * The configuration (`qthMin`, `wlog` and the reciprocal) is held still between `load`s; a
  * load restarts the draws from `source` and drops everything prepared. Not yet in a TM:
  * cocotb-tests/test_threshold_stream.py checks it against red.h's test. */
case class ThresholdStream(counts: Int = 16, satBits: Int = 19, divDepth: Int = 16) extends Component {
  val tw = satBits + 32 // qth_min (32 bits) + (2^satBits << 31): every T fits
  val io = new Bundle {
    val load = in Bool()
    val source = in(DrawSource())
    val qthMin = in UInt (32 bits) // scaled by 2^wlog, as red.h keeps it
    val wlog = in UInt (5 bits)
    val draw, advance, leave = in Bool()
    val ready = out Bool()
    val now, next, afterDraw = out UInt (tw bits)
  }
  require(counts >= 3)

  val ds = DrawStream(counts, satBits)
  ds.io.load := io.load
  ds.io.source := io.source

  // ---- conversion, in two clocks: first F << (wlog & 24), one LUT per bit, then the shift by
  // wlog & 7 and the add T = base + (F << wlog), with base = qth_min + 2^wlog (qth_min for
  // qR = 0) ----
  val qthMin = RegNext(io.qthMin)
  val wlog = RegNext(io.wlog)
  val base = RegNext(io.qthMin.resize(tw) + (U(1, tw bits) |<< io.wlog))
  val sw = satBits + 24
  def shifted(f: UInt): UInt = (f.resize(sw) |<< (wlog(4 downto 3) ## U(0, 3 bits)).asUInt).resize(sw)
  def threshold(s: UInt, zero: Bool): UInt =
    Mux(zero, qthMin.resize(tw), base + (s.resize(tw) |<< wlog(2 downto 0)).resize(tw))

  // ---- the next draws: the FIFO's head shifted into a two-entry `skid`, then T(1), T(2) of
  // its head in `nxt`. The FIFO is popped by the skid's own count, not by this clock's draw:
  // with one entry left it still takes one, so a draw every clock finds its successor. ----
  case class Staged() extends Bundle {
    val s1, s2, s3 = UInt(sw bits) // F(1..3), shifted(F)
    val f = Vec(UInt(satBits bits), counts - 3) // F(4..counts)
    val n = UInt(32 bits) // qR - 1, the divider's dividend
    val zero = Bool()
  }
  val skid = Vec(Reg(Staged()), 2)
  val skidCount = Reg(UInt(2 bits)) init (0)
  val nxtValid = Reg(Bool()) init (False)
  val nxtT1, nxtT2 = Reg(UInt(tw bits))
  val nxtS3 = Reg(UInt(sw bits))
  val nxtF = Reg(Vec(UInt(satBits bits), counts - 3))
  val nxtN = Reg(UInt(32 bits))
  val nxtZero = Reg(Bool())
  ds.io.out.ready := skidCount =/= 2 && !io.load
  val d = ds.io.out.payload
  val staged = Staged()
  staged.s1 := shifted(d.f(0))
  staged.s2 := shifted(d.f(1))
  staged.s3 := shifted(d.f(2))
  for (i <- 0 until counts - 3) staged.f(i) := d.f(i + 3)
  staged.n := d.qR - 1
  staged.zero := d.zero
  val takeNxt = io.draw || !nxtValid
  val take = takeNxt && skidCount =/= 0
  val push = ds.io.out.fire
  when(take) { skid(0) := skid(1) }
  val at = skidCount - U(take, 2 bits) // where a pushed draw goes: 0 or 1
  for (i <- 0 until 2) when(push && at === i) { skid(i) := staged }
  skidCount := skidCount + U(push, 2 bits) - U(take, 2 bits)
  when(takeNxt) {
    val h = skid(0)
    nxtValid := skidCount =/= 0
    nxtT1 := threshold(h.s1, h.zero)
    nxtT2 := threshold(h.s2, h.zero)
    nxtS3 := h.s3
    nxtF := h.f
    nxtN := h.n
    nxtZero := h.zero
  }

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
  val dNext = Reg(UInt(33 bits)) // the next divisor for the current draw
  // Free FIFO entries not claimed by a division in flight for the current draw.
  val credits = Reg(UInt(log2Up(divDepth + 1) bits)) init (divDepth)
  // The divider is issued from registers only, from the clock after a draw on: an issue in the
  // clock of a draw or leave still divides for the old draw, and its epoch drops the result.
  val restart = io.draw || io.leave || io.load // the current draw's results are dropped
  val issue = counting && credits =/= 0
  val dMax = U((BigInt(1) << 32) - 1, 32 bits) // counts past 2^32 - 1 are never tested
  div.io.in.valid := issue
  div.io.in.n := curN
  div.io.in.d := Mux(dNext.msb, dMax, dNext.resize(32))
  val epochOut = Delay(epoch, div.latency)
  divFifo.io.push.valid := div.io.out.valid && epochOut === epoch && !restart
  divFifo.io.push.payload := div.io.out.payload
  divFifo.io.flush := restart
  when(restart) { epoch := epoch + 1 }
  dNext := Mux(io.draw, U(counts + 1, 33 bits), dNext + U(issue, 33 bits))
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
  when(io.advance) {
    tNow := tNext
    tNext := threshold(ahead, curZero)
    ahead := shifted(Mux(fromRest, rest(0), divFifo.io.pop.payload))
    when(fromRest) {
      for (i <- 0 until counts - 4) rest(i) := rest(i + 1)
      restLeft := restLeft - 1
      fromRest := restLeft =/= 1
    }
  }
  when(io.draw) {
    counting := True
    curN := nxtN
    curZero := nxtZero
    tNow := nxtT1
    tNext := nxtT2
    ahead := nxtS3
    rest := nxtF
    restLeft := counts - 3
    fromRest := True
  }
  when(io.leave || io.load) {
    counting := False
    restLeft := 0
    fromRest := False
  }
  when(io.load) {
    nxtValid := False
    skidCount := 0
  }

  // Ready when the next draw is there (the current one's stages are always full while
  // counting): a flip-flop, so the loop's handshake does not start behind logic.
  io.ready := nxtValid
  io.now := tNow
  io.next := tNext
  io.afterDraw := nxtT1
}
