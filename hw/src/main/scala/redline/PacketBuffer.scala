package redline

import spinal.core._
import spinal.lib._

/** The packet buffer and everything about its space (docs/semantics.md section 5): the memory,
  * the write pointer and the current frame's place in it, the read pointer, the fill level
  * `used`, and the rewind when the frame decided now is dropped. Ingress hands it each beat one
  * cycle after the beat arrived; Egress reads one beat per clock in order. */
case class PacketBuffer(cfg: TmConfig) extends Component {
  val io = new Bundle {
    // The beat that arrived last cycle (Ingress's write stage).
    val beatValid = in Bool()
    val beatData = in Bits (cfg.dataWidth bits)
    val beatFirst = in Bool()
    // The frame whose last beat is written now: did a beat not fit? (Its decision is now.)
    val frameLost = out Bool()
    val release = in Bool()   // the frame decided this cycle is dropped: free its beats
    val read = in Bool()      // read the next beat; its data is on rdData one cycle later
    val rdData = out Bits (cfg.dataWidth bits)
  }

  val mem = Mem(Bits(cfg.dataWidth bits), cfg.bufBeats)

  val wrPtr = Reg(UInt(cfg.ptrWidth bits)) init (0)
  val used = Reg(UInt(cfg.ptrWidth + 1 bits)) init (0)
  val frameStart = Reg(UInt(cfg.ptrWidth bits)) init (0)
  val frameBeats = Reg(UInt(cfg.ptrWidth + 1 bits)) init (0)
  val frameLost = Reg(Bool()) init (False)

  val startNow = Mux(io.beatFirst, wrPtr, frameStart)
  val beatsBefore = Mux(io.beatFirst, U(0, cfg.ptrWidth + 1 bits), frameBeats)
  val lostBefore = !io.beatFirst && frameLost
  // Once a beat of a frame is lost no later beat of it is written (section 5).
  val canWrite = io.beatValid && !lostBefore && used < cfg.bufBeats
  mem.write(wrPtr, io.beatData, canWrite)

  val beatsNow = beatsBefore + U(canWrite, cfg.ptrWidth + 1 bits)
  when(io.beatValid) {
    frameStart := startNow
    frameBeats := beatsNow
    frameLost := lostBefore || !canWrite
  }
  io.frameLost := lostBefore || !canWrite

  val nextPtr = wrPtr + U(canWrite, cfg.ptrWidth bits)
  wrPtr := Mux(io.release, startNow, nextPtr)
  // Both outcomes of this cycle's decision first, then the select: release is the last signal
  // the decision produces.
  val usedKept = used + U(canWrite, cfg.ptrWidth + 1 bits) - U(io.read, cfg.ptrWidth + 1 bits)
  used := Mux(io.release, usedKept - beatsNow, usedKept)

  val rdPtr = Reg(UInt(cfg.ptrWidth bits)) init (0)
  when(io.read) { rdPtr := rdPtr + 1 }
  io.rdData := mem.readSync(rdPtr, io.read)
}
