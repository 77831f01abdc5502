package redline

/** The encodings redline's hardware and software share, written once. RegDocs generates the
  * Python (sw/redline/spec/regs.py), C (hw/gen/redline_regs.h) and Markdown (docs/registers.md)
  * forms from here, and the RTL reads its constants from here (Enc, CfgErr). Changing a code here
  * changes all of them together. */
object Spec {
  /** One named value of an enumeration: its label as software spells it, its code, a line of doc. */
  case class Code(label: String, value: Int, doc: String)

  /** An enumeration: its name (as in a register field or a decision output) and its codes. */
  case class Enumeration(name: String, doc: String, codes: Seq[Code]) {
    require(codes.map(_.value).distinct.size == codes.size && codes.map(_.label).distinct.size == codes.size)
    def apply(label: String): Int = codes.find(_.label == label).getOrElse(sys.error(s"$name has no $label")).value
  }

  val mode = Enumeration("mode", "The MODE.mode knob: what the TM does with a frame RED selects", Seq(
    Code("dt", 0, "drop-tail only: RED is off, frames are dropped only over the limit"),
    Code("red", 1, "RED drops"),
    Code("ecn", 2, "RED marks ECN-capable frames (CE) and drops the others")))

  val unit = Enumeration("unit", "The MODE.unit knob: what limit, min_th and max_th count", Seq(
    Code("bytes", 0, "bytes of backlog"),
    Code("packets", 1, "packets in the queue")))

  val action = Enumeration("action", "dec_action: what happened to a frame at its decision", Seq(
    Code("pass", 0, "queued unchanged"),
    Code("mark", 1, "queued and CE-marked"),
    Code("drop", 2, "dropped")))

  val reason = Enumeration("reason", "dec_reason: why a frame was marked or dropped", Seq(
    Code("none", 0, "passed"),
    Code("prob", 1, "RED's probabilistic mark or drop"),
    Code("forced", 2, "RED's forced mark or drop (above max_th, or 2 * max_th with gentle)"),
    Code("tail", 3, "over the limit (tc's pdrop)"),
    Code("bad", 4, "a bad frame: tuser error, malformed tkeep, runt, longer than 65535 bytes"),
    Code("full", 5, "under the limit, but a beat did not fit the packet buffer")))

  /** STATUS.err_code: why the last commit was refused, as the knob each code blames. */
  val cfgErr = Enumeration("err_code", "STATUS.err_code: why ConfigEngine refused the last commit", Seq(
    Code("none", 0, "the last commit was applied"),
    Code("min_th", 1, "min_th << wlog does not fit 32 bits"),
    Code("max_th", 2, "max_th << wlog does not fit 32 bits"),
    Code("max_th<min_th", 3, "max_th below min_th"),
    Code("scell_log", 4, "scell_log of 24 or more"),
    Code("stab", 5, "a Stab entry of 32 or more"),
    Code("mode", 6, "a mode above 2"),
    Code("cycles_per_us", 7, "cycles_per_us of 0"),
    Code("rate", 8, "a rate the token bucket cannot hold, or a token increment of 0")))

  val enumerations: Seq[Enumeration] = Seq(mode, unit, action, reason, cfgErr)

  /** One knob: its name as the registers, sysfs, the CLI, the model and JSON spell it, its width
    * in bits, its register reset, a line of doc (RegFile's, and so the generated docs'), how
    * software reads it, and where it sits in the register map. The TM runs the resets out of
    * reset, as if they had been committed (ConfigEngine.defaultActive), and the model's
    * `Knobs()` is the same set. RegFile makes its fields, and the RTL's `Knobs` bundle its
    * signals, from this list alone. */
  case class Knob(name: String, width: Int, reset: BigInt, doc: String, kind: Kind, at: At,
                  valid: Option[Valid] = None) {
    require(width >= 1 && width <= 64 && reset >= 0 && reset.bitLength <= width, s"knob $name")
    require(width <= 32 || at.isInstanceOf[Own], s"knob $name: a knob wider than 32 bits needs registers of its own")
    require(valid.forall(v => v.min >= 0 && v.min < v.below && v.below <= (BigInt(1) << width) &&
      v.min <= reset && reset < v.below), s"knob $name: its valid values must hold its reset")
    /** What a commit of a value below `valid.min` is refused with, everywhere (model, driver, docs). */
    def lowRefusal: Option[String] = valid.filter(_.min > 0).map(v => s"$name < ${v.min}")
    /** ...and of a value at or above `valid.below` (below the register's own limit). */
    def highRefusal: Option[String] = valid.filter(_.below < (BigInt(1) << width)).map { v =>
      if (kind == Kind.enumerated) s"$name > ${v.below - 1}" else s"$name >= ${power(v.below)}"
    }
  }
  private def power(b: BigInt): String = if (b.bitCount == 1 && b >= (1 << 16)) s"2^${b.bitLength - 1}" else b.toString

  /** The values a commit accepts for one knob on its own, min <= v < below (semantics section 6);
    * a value outside is refused with the knob's own err_code. The rules between knobs (the
    * thresholds against wlog, max_th against min_th, the shaper's increment) are ConfigEngine's
    * and the model's. */
  case class Valid(min: BigInt, below: BigInt)
  /** Each Stab entry is a shift: below 32, or the commit is refused ("stab"). */
  val stabEntryBelow = 32
  val stabRefusal = s"stab entry >= $stabEntryBelow"

  /** A register that holds several knobs, by its name in the register map. */
  case class Shared(name: String, addr: Int, doc: String)
  val logs = Shared("LOGS", 0x030, "EWMA weight, probability and idle-table shifts")
  val flags = Shared("FLAGS", 0x034, "Mode and flags")

  /** Where a knob sits: a register of its own (<NAME>; <NAME>_LO and _HI at addr + 4 for a
    * knob wider than 32 bits), or the bits from lsb of a shared one. */
  sealed trait At
  case class Own(addr: Int) extends At
  case class In(reg: Shared, lsb: Int) extends At

  /** How software reads and writes a knob's value (a raw `[knobs]` entry, sysfs, the CLI). */
  case class Kind(name: String, doc: String)
  object Kind {
    val amount = Kind("amount", "bytes, or packets when unit is packets; a tc size such as 30kb is read as bytes")
    val bytes = Kind("bytes", "bytes; a tc size such as 3kb")
    val rate = Kind("rate", "bit/s; a tc rate such as 10mbit")
    val flag = Kind("flag", "0 or 1; true or false")
    val enumerated = Kind("enum", "a label of the enumeration of the knob's name, or its code")
    val integer = Kind("int", "a plain integer")
    val all: Seq[Kind] = Seq(amount, bytes, rate, flag, enumerated, integer)
  }

  private def listing(e: Enumeration): String = e.codes.map(c => s"${c.value} ${c.label}").mkString(", ")

  /** The knobs in register order (RegFile), rate as one 64-bit value. The Stab table is apart:
    * 256 entries of 5 bits (in 8-bit lanes), all 0 out of reset. */
  val knobs: Seq[Knob] = Seq(
    Knob("min_th", 32, 0, "Lower RED threshold, bytes or packets (unit)", Kind.amount, Own(0x020)),
    Knob("max_th", 32, 0, "Upper RED threshold, bytes or packets (unit)", Kind.amount, Own(0x024)),
    Knob("limit", 32, BigInt("FFFFFFFF", 16), "Tail-drop limit on the instantaneous backlog, bytes or packets", Kind.amount, Own(0x028)),
    Knob("max_p", 32, 0, "Maximum marking probability, Q0.32 (0: derive from plog)", Kind.integer, Own(0x02C)),
    Knob("wlog", 5, 0, "EWMA weight is 2^-wlog", Kind.integer, In(logs, 0)),
    Knob("plog", 5, 0, "max_p = (2^32-1 >> plog) * (max_th-min_th) when max_p is 0", Kind.integer, In(logs, 8)),
    Knob("scell_log", 5, 0, "Idle-time cell size is 2^scell_log microseconds", Kind.integer, In(logs, 16),
      Some(Valid(0, 24))), // Linux takes below 32; 24 keeps scell_max = 255 << scell_log in 31 bits
    Knob("mode", 2, mode("dt"), listing(mode), Kind.enumerated, In(flags, 0),
      Some(Valid(0, mode.codes.size))),
    Knob("unit", 1, unit("bytes"), listing(unit), Kind.enumerated, In(flags, 4)),
    Knob("gentle", 1, 0, "Probability rises from max_p to 1 between max_th and 2*max_th", Kind.flag, In(flags, 5)),
    Knob("harddrop", 1, 0, "Drop instead of marking above max_th", Kind.flag, In(flags, 6)),
    Knob("nodrop", 1, 0, "Enqueue non-ECT packets instead of dropping them (ecn mode)", Kind.flag, In(flags, 7)),
    Knob("adaptive", 1, 0, "Linux adaptive RED: tune max_p every 500 ms", Kind.flag, In(flags, 8)),
    Knob("rate", 64, 0, "Shaper rate in bit/s (0: unshaped)", Kind.rate, Own(0x038),
      Some(Valid(0, BigInt(1) << 43))), // ConfigEngine divides rate << 21 in 64 bits
    Knob("burst", 32, 3000, "Shaper bucket size in bytes", Kind.bytes, Own(0x040)),
    Knob("seed", 32, 1, "Seed of the xorshift32 random source, loaded at commit", Kind.integer, Own(0x044)),
    Knob("cycles_per_us", 16, 250, "Clock cycles per microsecond (device time base)", Kind.integer, Own(0x048),
      Some(Valid(1, 1 << 16))))
  require(knobs.map(_.name).distinct.size == knobs.size)
  require(knobs.forall(k => k.kind != Kind.enumerated || enumerations.exists(_.name == k.name)),
    "an enumerated knob needs the enumeration of its name")

  require(knobs.forall(k => k.at match {
    case In(r, lsb) => lsb + k.width <= 32 && knobs.forall(o => o.name == k.name || (o.at match {
      case In(r2, l2) => r2 != r || l2 >= lsb + k.width || lsb >= l2 + o.width
      case _ => true }))
    case _ => true }), "two knobs share bits of a register")

  def knob(name: String): Knob = knobs.find(_.name == name).getOrElse(sys.error(s"no knob $name"))
  /** A knob's register reset. */
  def reset(name: String): BigInt = knob(name).reset
  /** A knob's line of doc. */
  def doc(name: String): String = knob(name).doc
  /** A knob's own valid values (a knob without them takes any value its register holds). */
  def valid(name: String): Valid = knob(name).valid.getOrElse(sys.error(s"knob $name has no valid range"))
}
