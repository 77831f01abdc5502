package redline

import spinal.core._

/** What the parser finds in a frame's first 34 bytes (docs/semantics.md section 2). */
case class ParseResult() extends Bundle {
  val ipv4, ipv6 = Bool()
  val l3 = UInt(5 bits)      // 14, 18 or 22
  val ecn = UInt(2 bits)
  val canCe = Bool()         // INET_ECN_set_ce would succeed
  val rewrite = Bool()       // marking changes bytes (ECT(0)/ECT(1), not already CE)
  val newTos = Bits(8 bits)  // byte l3+1 after marking
  val newCsum = Bits(16 bits)
}

object Parser {
  private def isTag(hi: Bits, lo: Bits): Bool = {
    val et = hi ## lo
    et === B"16'h8100" || et === B"16'h88a8"
  }

  /** The IPv4 checksum after ECT -> CE, as Linux's IP_ECN_set_ce writes it:
    * csum16_add(check, ~(m' - m)), one 16-bit add with its end-around carry. ECT(1) (01 -> 11)
    * raises the ToS word by 2, ECT(0) (10 -> 11) by 1. Unlike RFC 1624 eqn 3, which writes
    * 0x0000 where the sum is all ones, this writes 0xFFFF there: the same bytes as Linux. */
  def csumSetCe(hc: Bits, ecn: Bits): Bits = {
    val add = Mux(ecn === B"2'b01", U"16'hFFFD", U"16'hFFFE")
    val s = hc.asUInt.resize(17) + add.resize(17)
    (s(15 downto 0) + s(16 downto 16).resize(16)).asBits
  }

  def apply(hdr: Vec[Bits], len: UInt): ParseResult = {
    val r = ParseResult()
    val tag1 = isTag(hdr(12), hdr(13))
    val tag2 = tag1 && isTag(hdr(16), hdr(17))
    val tag3 = tag2 && isTag(hdr(20), hdr(21))
    def at(k: Int): Bits = Mux(tag2, hdr(22 + k), Mux(tag1, hdr(18 + k), hdr(14 + k)))
    val etHi = Mux(tag2, hdr(20), Mux(tag1, hdr(16), hdr(12)))
    val etLo = Mux(tag2, hdr(21), Mux(tag1, hdr(17), hdr(13)))
    val et = etHi ## etLo
    r.l3 := Mux(tag2, U(22, 5 bits), Mux(tag1, U(18, 5 bits), U(14, 5 bits)))
    val lenOk4 = len >= r.l3.resize(16) + 20 // widen first: l3 + 40 does not fit l3's 5 bits
    val lenOk6 = len >= r.l3.resize(16) + 40
    val b0 = at(0)
    val b1 = at(1)
    r.ipv4 := !tag3 && et === B"16'h0800" && lenOk4 && b0(7 downto 4) === B"4'h4" && b0(3 downto 0).asUInt >= 5
    r.ipv6 := !tag3 && et === B"16'h86dd" && lenOk6 && b0(7 downto 4) === B"4'h6"
    r.ecn := 0
    when(r.ipv4) { r.ecn := b1(1 downto 0).asUInt }
    when(r.ipv6) { r.ecn := b1(5 downto 4).asUInt }
    r.canCe := (r.ipv4 || r.ipv6) && r.ecn =/= 0
    r.rewrite := r.canCe && r.ecn =/= 3
    r.newTos := Mux(r.ipv4, b1 | B"8'h03", b1 | B"8'h30")
    r.newCsum := csumSetCe(at(10) ## at(11), b1(1 downto 0))
    r
  }
}
