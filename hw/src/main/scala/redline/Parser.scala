package redline

import spinal.core._

/** What the parser finds in a frame's first 34 bytes (docs/semantics.md section 2). Ingress
  * parses at the frame's last beat and registers the result, so the decision cycle starts
  * from these bits instead of from the header bytes. */
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
    // The end-around carry without a second add in series: hc + add and hc + add + 1 side by
    // side, the first one's carry choosing.
    val one = ecn === B"2'b01"
    val s = hc.asUInt.resize(17) + Mux(one, U"17'h0FFFD", U"17'h0FFFE")
    val s1 = hc.asUInt.resize(17) + Mux(one, U"17'h0FFFE", U"17'h0FFFF")
    Mux(s(16), s1(15 downto 0), s(15 downto 0)).asBits
  }

  /** `lenAtLeast(k)`: the frame has at least k bytes (asked for k = l3 + 20 and l3 + 40).
    * Each tag count (l3 = 14, 18, 22) is tested from its own header bytes and the one-hot case
    * then selects the result bits, so no mux of header bytes sits in front of a compare.
    * `early` splits the parse over two clocks (TmConfig.decisionLatency 2): the tag and
    * validity tests, made from `hdrEarly` with `lenAtLeast`, pass through it (a register), and
    * the rest reads `hdr` a clock later. By default it is one clock, from `hdr`. */
  def apply(hdr: Vec[Bits], lenAtLeast: Int => Bool, early: Bool => Bool = b => b,
            hdrEarly: Vec[Bits] = null): ParseResult = {
    val he = if (hdrEarly == null) hdr else hdrEarly
    val r = ParseResult()
    val tag1 = early(isTag(he(12), he(13)))
    val tag2 = tag1 && early(isTag(he(16), he(17)))
    val tag3 = tag2 && early(isTag(he(20), he(21)))
    val sel = Seq(!tag1, tag1 && !tag2, tag2 && !tag3)
    case class Case(l3: Int) {
      val et = he(l3 - 2) ## he(l3 - 1)
      val b0 = he(l3)
      val b1 = hdr(l3 + 1)
      // Each test apart: the length tests' compares and the header's muxes each fill a clock.
      val v4 = early(et === B"16'h0800") && early(lenAtLeast(l3 + 20)) && early(b0(7 downto 4) === B"4'h4") && early(b0(3 downto 0).asUInt >= 5)
      val v6 = early(et === B"16'h86dd") && early(lenAtLeast(l3 + 40)) && early(b0(7 downto 4) === B"4'h6")
      val ecn4 = b1(1 downto 0)
      val ecn6 = b1(5 downto 4)
      val csum = csumSetCe(hdr(l3 + 10) ## hdr(l3 + 11), ecn4)
    }
    val cases = Seq(14, 18, 22).map(Case)
    def any(f: Case => Bool): Bool = (sel zip cases).map { case (s, c) => s && f(c) }.reduce(_ || _)
    r.ipv4 := any(_.v4)
    r.ipv6 := any(_.v6)
    r.l3 := Mux(tag2, U(22, 5 bits), Mux(tag1, U(18, 5 bits), U(14, 5 bits)))
    r.ecn := (Mux(any(c => c.v4 && c.ecn4(0)), U(1, 2 bits), U(0, 2 bits)) | Mux(any(c => c.v4 && c.ecn4(1)), U(2, 2 bits), U(0, 2 bits)) |
              Mux(any(c => c.v6 && c.ecn6(0)), U(1, 2 bits), U(0, 2 bits)) | Mux(any(c => c.v6 && c.ecn6(1)), U(2, 2 bits), U(0, 2 bits)))
    r.canCe := any(c => c.v4 && c.ecn4 =/= 0 || c.v6 && c.ecn6 =/= 0)
    r.rewrite := any(c => c.v4 && (c.ecn4(0) ^ c.ecn4(1)) || c.v6 && (c.ecn6(0) ^ c.ecn6(1)))
    // Used only where rewrite is set; taken from the selected case (the last one past 2 tags).
    def pick[T <: Data](f: Case => T): T = Mux(tag2, f(cases(2)), Mux(tag1, f(cases(1)), f(cases(0))))
    val b1 = pick(_.b1)
    r.newTos := Mux(r.ipv4, b1 | B"8'h03", b1 | B"8'h30")
    r.newCsum := pick(_.csum)
    r
  }
}
