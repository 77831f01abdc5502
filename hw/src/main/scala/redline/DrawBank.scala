package redline

import spinal.core._
import spinal.lib._

/** How a threshold stream turns F into T for one configuration: T = base + (F << wlog), base =
  * qth_min + 2^wlog, and T = qth_min when qR = 0. The shift is made in two clocks: `shifted`
  * (F << (wlog & 24), one LUT per bit), then `threshold` (the shift by wlog & 7 and the add). */
case class ThresholdScale(satBits: Int) extends Bundle {
  val tw = satBits + 32 // qth_min (32 bits) + (2^satBits << 31): every T fits
  val sw = satBits + 24
  val qthMin = UInt(32 bits) // scaled by 2^wlog, as red.h keeps it
  val wlog = UInt(5 bits)
  val base = UInt(tw bits)

  def shifted(f: UInt): UInt = (f.resize(sw) |<< (wlog(4 downto 3) ## U(0, 3 bits)).asUInt).resize(sw)
  /** T from a shifted F `s` that is 0 when qR = 0 (`zero`). The zero case selects an operand
    * before the add, from registers, so a late enable is the only thing T waits for: selected
    * after the add, it became a synchronous reset of the top bits behind that enable, one more
    * level in the loop. */
  def threshold(s: UInt, zero: Bool): UInt =
    Mux(zero, qthMin.resize(tw), base) + (s.resize(tw) |<< wlog(2 downto 0)).resize(tw)
  /** This scale for (qthMin, wlog). */
  def set(q: UInt, w: UInt): Unit = {
    qthMin := q
    wlog := w
    base := q.resize(tw) + (U(1, tw bits) |<< w)
  }
}

/** The next draw as a threshold stream takes it at a draw: T(1) and T(2) converted, F(3)
  * shifted, F(4..counts), qR - 1 for the divider, and whether qR is 0. */
case class NextDraw(counts: Int, satBits: Int) extends Bundle {
  val t1, t2 = UInt(satBits + 32 bits)
  val s3 = UInt(satBits + 24 bits)
  val f = Vec(UInt(satBits bits), counts - 3)
  val n = UInt(32 bits)
  val zero = Bool()
}

/** A threshold stream's draws (ThresholdStream): a `DrawStream` started the clock after `load`
  * from `source`, the source and the scale (qth_min, wlog) kept from the same load, and the next
  * draw converted with that scale in `nxt`, through a two-entry `skid`. The FIFO is popped by
  * the skid's own count, not by this clock's draw: with one entry left it still takes one, so a
  * draw every clock finds its successor. An Area of the stream, tested with it
  * (cocotb-tests/tm/test_threshold_stream.py). */
class DrawBank(counts: Int, satBits: Int, load: Bool, source: DrawSource, qthMin: UInt, wlog: UInt,
               draw: Bool, primitives: Boolean) extends Area {
  val ds = DrawStream(counts, satBits)
  // The stream starts the clock after the load, from the source kept then: it reads its
  // reciprocal every clock, and the inputs go on to other configurations. Registering the load
  // keeps the bank select (in `load`) off the stream's paths.
  val loading = RegNext(load) init (False)
  val kept = RegNextWhen(source, load)
  ds.io.load := loading
  ds.io.source := kept
  val scale = Reg(ThresholdScale(satBits))
  when(load) { scale.set(qthMin, wlog) }

  case class Staged() extends Bundle {
    val s1, s2, s3 = UInt(scale.sw bits) // shifted F(1..3)
    val f = Vec(UInt(satBits bits), counts - 3) // F(4..counts)
    val n = UInt(32 bits)
    val zero = Bool()
  }
  val skid = Vec(Reg(Staged()), 2)
  val skidCount = Reg(UInt(2 bits)) init (0)
  val nxt = Reg(NextDraw(counts, satBits))
  val nxtValid = Reg(Bool()) init (False)
  val restarting = load || loading // what the stream gives is the old configuration's
  ds.io.out.ready := skidCount =/= 2 && !restarting
  val d = ds.io.out.payload
  val staged = Staged()
  // The shifted F are 0 when qR = 0, for threshold.
  def masked(f: UInt): UInt = Mux(d.zero, U(0, scale.sw bits), scale.shifted(f))
  staged.s1 := masked(d.f(0))
  staged.s2 := masked(d.f(1))
  staged.s3 := masked(d.f(2))
  for (i <- 0 until counts - 3) staged.f(i) := d.f(i + 3)
  staged.n := d.qR - 1
  staged.zero := d.zero
  val push = ds.io.out.fire
  // The bank's control is written as tables of the loop's draw and registers, each one LUT6
  // with `primitives`: the draw comes late in the clock, and left to Yosys it went through three
  // LUTs (take, then nxt's load, then the skid's enable). The skid shifts when nxt is loaded
  // from it, and a pushed draw goes to the first free entry after that.
  def control(last: Bool)(f: (Boolean, Boolean, Int, Boolean) => Boolean): Bool =
    XilinxPrims.table(primitives, Seq(draw, nxtValid, skidCount(0), skidCount(1), last)) { v =>
      def bit(k: Int) = ((v >> k) & 1) == 1
      f(bit(0), bit(1), (v >> 2) & 3, bit(4))
    }
  def fromSkid(take: Boolean, valid: Boolean, count: Int): Boolean = (take || !valid) && count != 0
  val takeNxt = control(False)((take, valid, _, _) => take || !valid)
  // skid(0) takes skid(1) when it shifts with two held, else the pushed draw (or nothing, when
  // it shifts its last away: the count is then 0).
  val loadFirst = control(push)((t, v, c, p) => fromSkid(t, v, c) || p && c == 0)
  val loadSecond = control(push)((t, v, c, p) => p && c == 1 && !fromSkid(t, v, c))
  when(loadFirst) { skid(0) := Mux(skidCount === 2, skid(1), staged) }
  when(loadSecond) { skid(1) := staged }
  skidCount := Vec((0 until 2).map(b => control(push) { (t, v, c, p) =>
    val n = c + (if (p) 1 else 0) - (if (fromSkid(t, v, c)) 1 else 0)
    ((n >> b) & 1) == 1
  })).asBits.asUInt
  // The restart is a table input here rather than a reset after it: readyNext reads this value.
  nxtValid := control(restarting)((t, v, c, r) => !r && (if (t || !v) c != 0 else v))
  when(takeNxt) {
    val h = skid(0)
    nxt.t1 := scale.threshold(h.s1, h.zero)
    nxt.t2 := scale.threshold(h.s2, h.zero)
    nxt.s3 := h.s3
    nxt.f := h.f
    nxt.n := h.n
    nxt.zero := h.zero
  }
  when(restarting) { skidCount := 0 }
}
