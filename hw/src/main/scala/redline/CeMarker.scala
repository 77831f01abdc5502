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
