package redline

import spinal.core._
import spinal.lib._

/** One prepared draw: qR and the thresholds the compare-only loop tests it against. */
case class PreparedDraw(counts: Int, satBits: Int) extends Bundle {
  val qR = UInt(32 bits)
  val zero = Bool() // qR = 0: every count marks
  // F(c) = floor((qR - 1) / c) saturated at 2^satBits - 1, for c = 1..counts (index c - 1):
  // the mark test q * c >= qR of count c is q > F(c) when qR >= 1.
  val f = Vec(UInt(satBits bits), counts)
}

/** Where draws start at a load: the seed and max_p_delta's reciprocal (Linux reciprocal_value). */
case class DrawSource() extends Bundle {
  val seed = UInt(32 bits)
  val recipM = UInt(32 bits)
  val recipSh1 = UInt(1 bits)
  val recipSh2 = UInt(5 bits)
}

/** The draws the decision will take, prepared ahead: xorshift32 from the seed, qR by Linux's
  * reciprocal_divide (red_random), and F(1..counts) for each, one per clock into a FIFO that
  * the loop pops at each draw (docs/linerate.md). A load restarts the sequence from a seed with
  * the reciprocal then in force (`source` must not change otherwise); what was prepared is
  * dropped. Not yet in a TM: cocotb-tests/tm/test_draw_stream.py checks it against the model.
  *
  * F of an even count is F of its odd part shifted right (nested floors), so the odd counts
  * above 1 get a ConstFloorDiv each, saturating as many bits higher as the count can be halved
  * within `counts` (F(2c) = F(c) >> 1 then stays exact where it saturates). */
case class DrawStream(counts: Int = 12, satBits: Int = 19, depth: Int = 32) extends Component {
  val io = new Bundle {
    val load = in Bool()
    val source = in(DrawSource())
    val out = master(Stream(PreparedDraw(counts, satBits)))
  }

  // ---- issue: one xorshift step per clock while the FIFO has room for everything in flight ----
  val fifo = StreamFifo(PreparedDraw(counts, satBits), depth)
  // Free FIFO entries not yet claimed by a draw in flight (depth - occupancy - in flight), kept
  // as one counter so that the issue decision reads a register, not a sum and a compare.
  val credits = Reg(UInt(log2Up(depth + 1) bits)) init (depth)
  val rng = Reg(UInt(32 bits)) init (Enc.XORSHIFT_ZERO_SEED)
  val issue = !io.load && credits =/= 0
  val x = RedMath.xorshift32(rng)
  when(issue) { rng := x }
  when(io.load) { rng := Mux(io.source.seed === 0, U(Enc.XORSHIFT_ZERO_SEED, 32 bits), io.source.seed) }

  // A pipeline stage: the value and a valid bit, both dropped by a load.
  def stage[T <: Data](v: T): T = RegNext(v)
  def stageValid(v: Bool): Bool = RegNext(v && !io.load) init (False)

  // ---- qR = reciprocal_divide(x): t = (x * m) >> 32, qR = (t + ((x - t) >> sh1)) >> sh2 ----
  val x1 = stage(x); val v1 = stageValid(issue)
  val prod2 = stage(x1 * io.source.recipM); val x2 = stage(x1); val v2 = stageValid(v1) // into the DSPs' registers
  val prod3 = stage(prod2); val x3 = stage(x2); val v3 = stageValid(v2)
  val t4 = stage((prod3 >> 32).resize(32)); val x4 = stage(x3); val v4 = stageValid(v3)
  val diff5 = stage((x4 - t4) >> io.source.recipSh1); val t5 = stage(t4); val v5 = stageValid(v4)
  val sum6 = stage(t5 + diff5); val v6 = stageValid(v5)
  val qR7 = stage(sum6 >> io.source.recipSh2); val v7 = stageValid(v6)
  val n8 = stage(qR7 - 1); val qR8 = stage(qR7); val v8 = stageValid(v7) // qR - 1, 2^32 - 1 for qR = 0

  // ---- F(1..counts): shifts of qR - 1 for powers of two, a constant unit per odd count ----
  def halvings(c: Int): Int = Iterator.iterate(c)(_ * 2).takeWhile(_ <= counts).size - 1
  val odds = (3 to counts by 2)
  val units = odds.map(c => c -> ConstFloorDiv(c, 32, satBits + halvings(c))).toMap
  for ((c, u) <- units) {
    u.io.in.valid := v8
    u.io.in.payload := n8
  }
  val lat = units.values.head.latency
  require(units.values.forall(_.latency == lat))
  // What the units' results meet: qR and qR - 1, delayed as long, and valid (dropped by a load).
  var nD = n8; var qRD = qR8; var vD = v8
  for (_ <- 0 until lat) { nD = stage(nD); qRD = stage(qRD); vD = stageValid(vD) }
  def sat(v: UInt): UInt = {
    val max = (BigInt(1) << satBits) - 1
    Mux(v > max, U(max, satBits bits), v.resize(satBits))
  }
  val draw = PreparedDraw(counts, satBits)
  draw.qR := qRD
  draw.zero := qRD === 0
  for (c <- 1 to counts) {
    val odd = Iterator.iterate(c)(_ / 2).find(_ % 2 == 1).get
    val k = Integer.numberOfTrailingZeros(c)
    draw.f(c - 1) := sat(if (odd == 1) nD >> k else units(odd).io.out.payload >> k)
  }
  fifo.io.push.valid := vD && !io.load
  fifo.io.push.payload := draw
  fifo.io.flush := io.load
  io.out << fifo.io.pop

  // An issue claims an entry, a pop frees one. A load drops everything.
  when(io.load) {
    credits := depth
  } otherwise {
    credits := credits - U(issue, credits.getWidth bits) + U(fifo.io.pop.fire, credits.getWidth bits)
  }
}
