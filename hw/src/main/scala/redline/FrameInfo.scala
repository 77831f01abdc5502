package redline

import spinal.core._

/** A frame as the decision engine sees it, at its decision cycle d = EOF + 1. */
case class FrameInfo(cfg: TmConfig) extends Bundle {
  val len = UInt(cfg.lenWidth bits) // min(length, 65535): a longer frame is bad
  val bytes = UInt(cfg.countWidth bits) // min(length, 2^32-1), for bytes_in
  // cfg.shallowPaths: len again, without the correction for a malformed last beat (Ingress):
  // equal to len for every frame that can be queued, and ready at the start of the decision
  // cycle.
  val queueLen = cfg.shallowPaths generate UInt(cfg.lenWidth bits)
  val bad = Bool()   // tuser error, malformed tkeep, runt or longer than 65535 bytes
  val lost = Bool()  // a beat did not fit the physical buffer
  val parse = ParseResult() // from the header, parsed at EOF (Parser)

  /** The length that counts for the queue: len, or with cfg.shallowPaths the same value earlier. */
  def queued: UInt = if (cfg.shallowPaths) queueLen else len
}
