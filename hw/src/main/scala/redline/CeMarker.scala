package redline

import spinal.core._

/** Byte substitution that CE-marks a packet as it leaves the buffer: byte l3+1 gets the new
  * ECN bits and, for IPv4, bytes l3+10..11 the incrementally updated checksum. */
object CeMarker {
  def apply(cfg: TmConfig, data: Bits, beatIdx: UInt, d: Descriptor): Bits = {
    val w = cfg.bytesPerBeat
    val out = Bits(cfg.dataWidth bits)
    out := data
    val tosOff = d.l3.resize(16) + 1 // widen first: l3 + 10 does not fit l3's 5 bits
    val csOff = d.l3.resize(16) + 10
    for (i <- 0 until w) {
      val off = ((beatIdx.resize(16) |<< log2Up(w)) | U(i, 16 bits)).resize(16)
      when(d.rewrite) {
        when(off === tosOff) { out(8 * i + 7 downto 8 * i) := d.newTos }
        when(d.ipv4 && off === csOff) { out(8 * i + 7 downto 8 * i) := d.newCsum(15 downto 8) }
        when(d.ipv4 && off === csOff + 1) { out(8 * i + 7 downto 8 * i) := d.newCsum(7 downto 0) }
      }
    }
    out
  }

  /** The last byte CE marking can change (l3 + 11 with l3 at most 22): beats past it are never
    * rewritten. */
  val lastBytePos = 22 + 11

  /** byConstants' `beatIs`: for each beat CE marking can touch, "the beat taken with `take` is
    * beat k", registered with it, so that the marker's lanes need no compare of the index. */
  def beatFlags(cfg: TmConfig, beatIdx: UInt, take: Bool): IndexedSeq[Bool] =
    (0 to lastBytePos / cfg.bytesPerBeat).map(k => RegNextWhen(beatIdx === k, take))

  /** The same substitution for cfg.shallowPaths. A packet is rewritten only when the parser
    * found IPv4 or IPv6 behind 0, 1 or 2 tags, so l3 is 14, 18 or 22 and the three bytes lie at
    * fixed places for each: every lane compares l3 with constants, with no offset arithmetic in
    * front, and takes `beatIs(k)`, "this is beat k", from a flag the caller registered with the
    * read instead of comparing the beat index here. */
  def byConstants(cfg: TmConfig, data: Bits, beatIs: Int => Bool, d: Descriptor): Bits = {
    val w = cfg.bytesPerBeat
    val out = Bits(cfg.dataWidth bits)
    out := data
    for (i <- 0 until w) {
      // byte pos(l3) of the packet is in this lane, in beat pos / w, for which l3 in {14, 18, 22}
      def at(pos: Int => Int): Bool = (0 until 3).map { t =>
        val p = pos(14 + 4 * t)
        if (p % w == i) beatIs(p / w) && d.l3 === 14 + 4 * t else False
      }.reduce(_ || _)
      val lane = out(8 * i + 7 downto 8 * i)
      when(d.rewrite) {
        when(at(_ + 1)) { lane := d.newTos }
        when(d.ipv4 && at(_ + 10)) { lane := d.newCsum(15 downto 8) }
        when(d.ipv4 && at(_ + 11)) { lane := d.newCsum(7 downto 0) }
      }
    }
    out
  }
}

/** What the egress needs to know about a queued packet. */
case class Descriptor() extends Bundle {
  val len = UInt(16 bits)
  val rewrite = Bool()
  val ipv4 = Bool()
  val l3 = UInt(5 bits)
  val newTos = Bits(8 bits)
  val newCsum = Bits(16 bits)
}
