package redline

import spinal.core._
import spinal.lib._

/** The transmit queue (docs/semantics.md section 4): the descriptors of the frames enqueued and
  * not yet popped, and the occupancy they make, backlog in bytes and qlen in packets, with
  * their peaks. For the decision's late select it gives the occupancy after this cycle for
  * both outcomes of the decision made now, so that the enqueue bit only selects. */
case class TxQueue(cfg: TmConfig) extends Component {
  val io = new Bundle {
    // The frame decided now (its payload whatever the outcome); valid: it is enqueued.
    val push = slave(Flow(Descriptor()))
    val pop = in Bool()                       // Egress takes the head now
    val nonEmpty = out Bool()
    val head = out(Descriptor())              // the oldest descriptor, while nonEmpty
    val backlog = out UInt (32 bits)
    val qlen = out UInt (32 bits)
    val backlogIfEnq = out(Vec(UInt(32 bits), 2)) // after this cycle, if not enqueued / if enqueued
    // For the loop (cfg.loopEngine): qlen === 0, and === 0 if nothing is enqueued; the occupancy by (pop)(enqueue).
    val backlogIf, qlenIf = cfg.loopEngine generate out(Vec(Vec(UInt(32 bits), 2), 2))
    val empty, emptyIfNotEnq = cfg.loopEngine generate out(Bool())
    val qlenIfEnq = out(Vec(UInt(32 bits), 2))
    val clearPeak = in Bool()
    val peakBacklog = out UInt (32 bits)
    val peakQlen = out UInt (32 bits)
  }

  // ---- descriptors: every packet holds at least one beat, so bufBeats entries suffice
  //      (cfg.compactDesc: one entry per smallest queued frame, see TmConfig) ----
  val descMem = Mem(Descriptor(), cfg.descDepth)
  val dWr = Reg(UInt(cfg.descPtrWidth bits)) init (0)
  val dRd = Reg(UInt(cfg.descPtrWidth bits)) init (0)
  val dCount = Reg(UInt(cfg.descPtrWidth + 1 bits)) init (0)
  descMem.write(dWr, io.push.payload, io.push.valid)
  when(io.push.valid) { dWr := dWr + 1 }
  when(io.pop) { dRd := dRd + 1 }
  dCount := dCount + U(io.push.valid, cfg.descPtrWidth + 1 bits) - U(io.pop, cfg.descPtrWidth + 1 bits)
  io.nonEmpty := (if (cfg.shallowPaths) nonEmptyFlipFlop() else dCount =/= 0)

  // Synchronous read of next cycle's head, so that the head starts at the memory's output
  // register instead of behind an asynchronous read of a deep LUT-RAM; a descriptor written
  // into that very entry in this cycle is forwarded instead (the memory returns the old
  // contents on a collision). The head is the same descriptor in the same cycle as an
  // asynchronous read would give.
  val rdNext = Mux(io.pop, dRd + 1, dRd)
  val memHead = descMem.readSync(rdNext)
  val fwd = RegNext(io.push.valid && Mux(io.pop, dWr === dRdPlus1, dWr === dRd)) init (False) // dWr === rdNext
  val fwdDesc = RegNext(io.push.payload)
  io.head := Mux(fwd, fwdDesc, memHead)

  // ---- occupancy: after this cycle, for both outcomes of the decision, then the select ----
  val backlog = Reg(UInt(32 bits)) init (0)
  val qlen = Reg(UInt(32 bits)) init (0)
  val peakBacklog = Reg(UInt(32 bits)) init (0)
  val peakQlen = Reg(UInt(32 bits)) init (0)
  val popBytes = Mux(io.pop, io.head.len.resize(32), U(0, 32 bits))
  val backlogIfEnq = Vec(backlog - popBytes, backlog + io.push.payload.len.resize(32) - popBytes)
  val qlenIfEnq = Vec(qlen - U(io.pop, 32 bits), qlen + 1 - U(io.pop, 32 bits))
  val enq = U(io.push.valid)
  val backlogNext = backlogIfEnq(enq)
  val qlenNext = qlenIfEnq(enq)
  backlog := backlogNext
  qlen := qlenNext
  val peakBacklogNext = if (cfg.shallowPaths) lagged(backlog, peakBacklog) else Vec(backlogIfEnq.map(v => Mux(v > peakBacklog, v, peakBacklog)))
  val peakQlenNext = if (cfg.shallowPaths) lagged(qlen, peakQlen) else Vec(qlenIfEnq.map(v => Mux(v > peakQlen, v, peakQlen)))
  when(io.clearPeak) {
    peakBacklog := (if (cfg.shallowPaths) backlog else backlogNext)
    peakQlen := (if (cfg.shallowPaths) qlen else qlenNext)
  }.otherwise {
    peakBacklog := peakBacklogNext(enq)
    peakQlen := peakQlenNext(enq)
  }

  io.backlog := backlog
  io.qlen := qlen
  if (cfg.loopEngine) {
    // The queue is empty after this cycle only if nothing is enqueued and it held none, or one
    // that leaves now: an enqueue selects a value made from registers, not a 32-bit compare.
    val empty = Reg(Bool()) init (True)
    val emptyIfNotEnq = empty || qlen === 1 && io.pop
    empty := !io.push.valid && emptyIfNotEnq
    assert(empty === (qlen === 0), "the empty flag disagrees with qlen")
    io.empty := empty
    io.emptyIfNotEnq := emptyIfNotEnq
    // Each made from registers and the frame's length: the pop (the shaper's and the output
    // FIFO's test) only selects, here and in the loop's candidates, not in front of an add.
    val pushLen = io.push.payload.len.resize(32)
    val headLen = io.head.len.resize(32)
    io.backlogIf(0)(0) := backlog
    io.backlogIf(0)(1) := backlog + pushLen
    io.backlogIf(1)(0) := backlog - headLen
    val both = TernaryAdd(32, cfg.primitives, invertC = true) // one carry chain, not two
    both.io.a := backlog; both.io.b := pushLen; both.io.c := headLen; both.io.cin := True
    io.backlogIf(1)(1) := both.io.sum
    io.qlenIf(0)(0) := qlen
    io.qlenIf(0)(1) := qlen + 1
    io.qlenIf(1)(0) := qlen - 1
    io.qlenIf(1)(1) := qlen
    backlog.allowOverride(); qlen.allowOverride() // in place of the selects above
    backlog := io.backlogIf(U(io.pop))(enq)
    qlen := io.qlenIf(U(io.pop))(enq)
    assert(!io.pop || io.nonEmpty, "a pop from an empty queue")
  }
  io.backlogIfEnq := backlogIfEnq
  io.qlenIfEnq := qlenIfEnq
  io.peakBacklog := peakBacklog
  io.peakQlen := peakQlen

  /** dCount =/= 0, kept in a flip-flop (cfg.shallowPaths): the egress' pop, and through it the
    * occupancy for the decision, start from it. A push leaves the queue non-empty; otherwise it
    * is non-empty unless it held one descriptor and that one is popped (a pop needs a
    * non-empty queue). */
  /** dRd + 1; with cfg.shallowPaths a register kept beside dRd, so that the forwarding compare
    * has no carry chain in front of it. */
  def dRdPlus1: UInt = if (cfg.shallowPaths) dRdAhead else dRd + 1
  lazy val dRdAhead = {
    val r = Reg(UInt(cfg.descPtrWidth bits)) init (1)
    when(io.pop) { r := r + 1 }
    r
  }

  /** With cfg.shallowPaths the peaks follow the occupancy registers a cycle late (a clear
    * restarts them from the occupancy as it stands), so the compare starts from registers
    * instead of behind the pop's subtraction and the decision's select; the read value is the
    * highest occupancy up to the cycle before (docs/semantics.md section 4). Both outcomes are the same. */
  def lagged(now: UInt, peak: UInt): Vec[UInt] = { val m = Mux(now > peak, now, peak); Vec(m, m) }

  def nonEmptyFlipFlop(): Bool = {
    val nonEmpty = Reg(Bool()) init (False) setName ("nonEmpty")
    nonEmpty := io.push.valid || dCount >= 2 || (dCount === 1 && !io.pop)
    nonEmpty
  }
}
