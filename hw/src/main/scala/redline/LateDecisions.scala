package redline

import spinal.core._
import spinal.lib._

/** Frames that wait for their decisions (docs/semantics.md section 3a), between Ingress's write
  * stage and the packet buffer and RED engine, for a TM whose engine says itself when it takes
  * one (the compare-only loop, `cfg.loopEngine`, with its waits after applies, in idle periods
  * and for gentle).
  *
  * Beats are written in frame order, and none before every earlier frame is decided, so the
  * frame decided now is always the last one written and a drop rewinds as in section 5. A beat
  * that cannot be written when it reaches the door waits in `staging` (cfg.stageBeats); the
  * frame records wait in `recs` (cfg.pendingFrames). The TM holds its input (`takeOk`, its
  * s_axis_tready) so that staging and the records always have room: with a source that
  * honours it no frame overruns. (The model also runs TMs without the hold, where frames that
  * find no room overrun; no RTL build has one since the hold came.) */
case class LateDecisions(cfg: TmConfig) extends Component {
  require(cfg.loopEngine && cfg.inputHold && cfg.stageBeats >= 1 && cfg.pendingFrames >= 1)
  val io = new Bundle {
    // The beat at the buffer's door (Ingress's last write stage), and the frame it ends.
    val inValid = in Bool()
    val inData = in Bits (cfg.dataWidth bits)
    val inFirst = in Bool()
    val inFrame = slave(Flow(FrameInfo(cfg))) // valid with the frame's last beat at the door
    // The beat written now, and the packet buffer's answer for it: did a beat of its frame not fit?
    val wrValid = out Bool()
    val wrData = out Bits (cfg.dataWidth bits)
    val wrFirst = out Bool()
    val wrLost = in Bool()
    val frame = master(Flow(FrameInfo(cfg))) // to the RED engine: decided in this clock
    val overrun = out Bool()
    // The loop engine says itself when it takes a frame: its ready is the rule.
    val engineReady = in Bool()
    // ...and when a frame it took is decided: some clocks later for a gentle-band frame
    // (cfg.gentleWait), which holds the writes while it waits (`engineBusy`).
    val engineDecided = in Bool()
    val engineBusy = in Bool()
    // The input hold: what Ingress has taken and holds, whether the beat taken now ends a
    // frame; and s_axis_tready for the next clock.
    val hold = in(IngressHoldView())
    val takenLast = in Bool()
    val takeOk = out Bool()
  }
  val S = cfg.stageBeats
  val Q = cfg.pendingFrames

  case class Beat() extends Bundle {
    val data = Bits(cfg.dataWidth bits)
    val first, last = Bool()
  }
  val door = Beat()
  door.data := io.inData
  door.first := io.inFirst
  door.last := io.inFrame.valid

  // ---- staging ----
  val stageMem = Mem(Beat(), 1 << log2Up(S))
  val rdPtr, wrPtr = Reg(UInt(log2Up(S) bits)) init (0)
  val count = Reg(UInt(log2Up(S + 1) bits)) init (0)
  val head = stageMem.readAsync(rdPtr)

  // ---- frames admitted at the door and not yet decided ----
  // With the input held nothing can overrun (the hold's rule below leaves room for every beat
  // and frame it takes), so the door takes every beat it is given and the take, the write and
  // the records have no overrun tests in front of them.
  val pending = Reg(UInt(log2Up(Q + 1) bits)) init (0)
  val admitted = io.inValid && io.inFirst

  // ---- the write: staging's head, else the beat at the door, once earlier frames are decided ----
  val wholeWait = Reg(Bool()) init (False) // a frame is written whole and waits for the engine
  val lostHeld = Reg(Bool()) init (False)
  val staged = Reg(Bool()) init (False)
  val writeOk = !wholeWait && !io.engineBusy
  val fromStage = staged && writeOk
  val fromDoor = !staged && writeOk && io.inValid
  val wr = Mux(staged, head, door)
  io.wrValid := fromStage || fromDoor
  io.wrData := wr.data
  io.wrFirst := (fromStage || fromDoor) && wr.first
  // The frame's last beat is the one to write next: staging's head, or the door's (a frame's
  // last beat is at the door with its record). One table of registers and the door (a LUT with
  // cfg.primitives): the take starts from it, and the loop's handshake, verdict and their
  // consumers are behind the take.
  assert(!io.inFrame.valid || io.inValid, "a frame's record without its last beat")
  val lastNext = XilinxPrims.table(cfg.primitives, Seq(staged, head.last, io.inFrame.valid)) { v =>
    def bit(k: Int) = ((v >> k) & 1) == 1
    if (bit(0)) bit(1) else bit(2)
  }
  val lastWrite = writeOk && lastNext
  assert(lastWrite === ((fromStage || fromDoor) && wr.last), "lastNext disagrees with the write")

  // ---- a door beat that was not written waits in staging ----
  val push = io.inValid && !fromDoor
  // Staging full after this clock's write with a beat to push: the hold must never let it come.
  val lostBeat = push && count === S && !fromStage
  assert(!lostBeat, "a beat found staging full although the input is held")
  stageMem.write(wrPtr, door, push)
  when(fromStage) { rdPtr := rdPtr + 1 }
  when(push) { wrPtr := wrPtr + 1 }
  val countNext = count - U(fromStage, count.getWidth bits) + U(push, count.getWidth bits)
  count := countNext
  staged := countNext =/= 0
  // The overrun counter counts what the hold must prevent: a beat with no room in staging, or
  // a first beat with Q frames waiting. It reads 0; the assertions say why.
  val overAdmit = admitted && pending === Q
  assert(!overAdmit, "a frame came with Q frames waiting although the input is held")
  io.overrun := lostBeat || overAdmit

  // ---- frame records, oldest first; the head is the frame being written ----
  val recs = StreamFifo(FrameInfo(cfg), Q, latency = 1) // a record pushed now is at the head next clock
  // A frame written whole from the door has its record there in the same clock: with the FIFO
  // empty it passes by, and is stored only if the engine cannot take it now.
  // Whether it holds one, as a flip-flop beside its pointers (the frame port starts from it).
  val recsCount = Reg(UInt(log2Up(Q + 1) bits)) init (0)
  val recsHeld = Reg(Bool()) init (False)
  val rec = Mux(recsHeld, recs.io.pop.payload, io.inFrame.payload)

  // ---- the decision: the frame written whole, when the engine is ready ----
  val decide = XilinxPrims.table(cfg.primitives, Seq(wholeWait, io.engineBusy, lastNext, io.engineReady)) { v =>
    def bit(k: Int) = ((v >> k) & 1) == 1
    bit(3) && (bit(0) || !bit(1) && bit(2))
  }
  assert(decide === ((wholeWait || lastWrite) && io.engineReady), "decide disagrees with its table")
  io.frame.valid := decide
  io.frame.payload.allowOverride()
  io.frame.payload := rec
  io.frame.payload.lost := Mux(wholeWait, lostHeld, io.wrLost) // taken at the frame's last write
  recs.io.pop.ready := decide && recsHeld
  recs.io.push.valid := io.inFrame.valid && !(decide && !recsHeld)
  // The count and the flag by cases of push and pop, each value made from registers, so that
  // the take only selects (a pop needs a record held).
  val recPush = recs.io.push.valid
  val recPop = recs.io.pop.ready
  when(recPush && !recPop) { recsCount := recsCount + 1 } elsewhen (recPop && !recPush) { recsCount := recsCount - 1 }
  recsHeld := recPush || Mux(recPop, recsCount =/= 1, recsHeld)
  recs.io.push.payload := io.inFrame.payload
  wholeWait := (wholeWait || lastWrite) && !decide
  when(lastWrite) { lostHeld := io.wrLost }

  // Frames admitted at the door and not decided before the last clock: the engine's decision
  // counts a clock late (from a flip-flop), so that nothing behind the loop's verdict reaches
  // the hold's rule. (pending never passes Q: the hold admits a frame only below it.)
  val decidedBefore = RegNext(io.engineDecided) init (False)
  val pendingNext = pending + U(admitted, pending.getWidth bits) - U(decidedBefore, pending.getWidth bits)
  pending := pendingNext
  assert(staged === (count =/= 0) && recsHeld === recs.io.pop.valid &&
    recsCount === recs.io.occupancy && count <= S && pending <= Q, "a flag disagrees with its count")

  // ---- the input hold (semantics section 3a) ----
  // tready(c) = 1 when the beats taken and not yet written by the end of c - 1 (in Ingress's
  // stages, or waiting in staging), and one more, fit S; and, for a frame's first beat, the
  // frames taken by the end of c - 1 and not decided by the end of c - 2, and one more, fit Q.
  // A register made from this clock's next values, so a beat taken now always finds room at
  // the door, L clocks on, whatever the writes and decisions do meanwhile: nothing overruns.
  require(cfg.decisionLatency == 2, "the hold counts one ingress stage between s_axis and the door")
  val h = io.hold
  val firstNext = Mux(h.taken, io.takenLast, h.nextFirst) // the beat offered next clock starts a frame
  val beatsAfter = countNext.resize(log2Up(S + 3)) + U(h.taken).resize(log2Up(S + 3)) + U(h.staged).resize(log2Up(S + 3))
  val framesAfter = pendingNext.resize(log2Up(Q + 3)) + U(h.taken && h.nextFirst).resize(log2Up(Q + 3)) +
    U(h.stagedFirst).resize(log2Up(Q + 3))
  val takeOk = Reg(Bool()) init (True)
  takeOk := beatsAfter < S && (!firstNext || framesAfter < Q)
  io.takeOk := takeOk
}
