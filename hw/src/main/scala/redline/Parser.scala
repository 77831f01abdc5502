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

  /** RFC 1624 eqn 3: HC' = ~(~HC + ~m + m') in one's complement arithmetic. */
  def csumUpdate(hc: Bits, m: Bits, mNew: Bits): Bits = {
    val s0 = (~hc).asUInt.resize(18) + (~m).asUInt.resize(18) + mNew.asUInt.resize(18)
    val s1 = s0(15 downto 0).resize(17) + s0(17 downto 16).resize(17)
    val s2 = s1(15 downto 0) + s1(16 downto 16).resize(16)
    ~s2.asBits
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
    r.newCsum := csumUpdate(at(10) ## at(11), b0 ## b1, b0 ## (b1 | B"8'h03"))
    r
  }
}
