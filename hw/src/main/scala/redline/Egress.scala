package redline

import spinal.core._
import spinal.lib._

/** Output side: takes the TxQueue's head when the shaper and the output FIFO allow, reads its
  * beats from the packet buffer one per clock across packet boundaries, CE-marks them and
  * presents a 4-entry output FIFO (docs/semantics.md section 4). */
case class Egress(cfg: TmConfig) extends Component {
  val w = cfg.bytesPerBeat
  val io = new Bundle {
    val queued = in Bool()                      // the TxQueue holds a packet...
    val head = in(Descriptor())                 // ...and this is the oldest
    val allow = in Bool()                       // the shaper lets a packet start
    val pop = master(Flow(UInt(16 bits)))      // the head leaves the queue now (length)
    val rdEnable = out Bool()                   // read the buffer's next beat...
    val rdData = in Bits (cfg.dataWidth bits)   // ...which arrives one cycle later
    val tdata = out Bits (cfg.dataWidth bits)
    val tkeep = out Bits (w bits)
    val tvalid = out Bool()
    val tready = in Bool()
    val tlast = out Bool()
    val sent = master(Flow(UInt(16 bits)))     // a packet's last beat was handed over (length)
    val busy = out Bool()                      // a popped packet has not fully left yet
  }

  // ---- reader ----
  val fifoCount = Reg(UInt(3 bits)) init (0)
  val sValid = Reg(Bool()) init (False) // a read issued last cycle: its data is on rdData now
  val room = if (cfg.shallowPaths) roomOf(fifoCount, sValid) else fifoCount.resize(4) + U(sValid, 4 bits) < cfg.outFifoDepth
  val active = Reg(Bool()) init (False)
  val beatsLeft = Reg(UInt(cfg.beatIdxWidth bits)) init (0)
  val beatIdx = Reg(UInt(cfg.beatIdxWidth bits)) init (0)
  val cur = Reg(Descriptor())

  val popNow = io.queued && !active && io.allow && room
  val head = io.head
  val headBeats = ((head.len.resize(17) + (w - 1)) >> log2Up(w)).resize(cfg.beatIdxWidth)
  val readNow = room && (active || popNow)
  val readDesc = Mux(popNow, head, cur)
  val readIdx = Mux(popNow, U(0, cfg.beatIdxWidth bits), beatIdx)
  val readLast = Mux(popNow, headBeats === 1, beatsLeft === 1)

  io.pop.valid := popNow
  io.pop.payload := head.len
  when(popNow) { cur := head }

  io.rdEnable := readNow
  when(readNow) {
    beatIdx := readIdx + 1
    beatsLeft := Mux(popNow, headBeats, beatsLeft) - 1
    active := !readLast
  }

  // Read stage: data arrives one cycle after the read, with what the marker needs.
  sValid := readNow
  val sDesc = RegNextWhen(readDesc, readNow)
  val sIdx = RegNextWhen(readIdx, readNow)
  val sLast = RegNextWhen(readLast, readNow)
  val marked = if (cfg.shallowPaths) CeMarker.byConstants(cfg, io.rdData, sIdxIs(_), sDesc) else CeMarker(cfg, io.rdData, sIdx, sDesc)
  val lastBytes = (sDesc.len - 1).resize(log2Up(w)).resize(log2Up(w) + 1) + 1
  val lastKeep = ((U(1, w + 1 bits) |<< lastBytes) - 1).resize(w).asBits
  val keep = Mux(sLast, lastKeep, B((BigInt(1) << w) - 1, w bits))

  // ---- output FIFO ----
  case class OutBeat() extends Bundle {
    val data = Bits(cfg.dataWidth bits)
    val keep = Bits(w bits)
    val last = Bool()
    val len = UInt(16 bits)
  }
  val fifo = Vec(Reg(OutBeat()), cfg.outFifoDepth)
  val fWr = Reg(UInt(2 bits)) init (0)
  val fRd = Reg(UInt(2 bits)) init (0)
  when(sValid) {
    fifo(fWr).data := marked
    fifo(fWr).keep := keep
    fifo(fWr).last := sLast
    fifo(fWr).len := sDesc.len
    fWr := fWr + 1
  }
  val outHead = fifo(fRd)
  io.tvalid := fifoCount =/= 0
  io.tdata := outHead.data
  io.tkeep := outHead.keep
  io.tlast := outHead.last
  val outFire = io.tvalid && io.tready
  when(outFire) { fRd := fRd + 1 }
  fifoCount := fifoCount + U(sValid, 3 bits) - U(outFire, 3 bits)

  io.sent.valid := outFire && outHead.last
  io.sent.payload := outHead.len
  val inflight = Reg(UInt(cfg.ptrWidth + 1 bits)) init (0)
  inflight := inflight + U(popNow, cfg.ptrWidth + 1 bits) - U(io.sent.valid, cfg.ptrWidth + 1 bits)
  io.busy := inflight =/= 0

  /** With shallowPaths, "the beat read last cycle is beat k" (CeMarker.beatFlags). */
  lazy val sIdxIs = CeMarker.beatFlags(cfg, readIdx, readNow)

  /** fifoCount + sValid < 4 as one LUT, for fifoCount <= 4 (formal/redline_tm.sby proves it
    * never exceeds 4 with the read in flight): fifoCount <= 2, or 3 with no read arriving. The
    * sum and compare took a carry chain in front of the pop. */
  def roomOf(count: UInt, arriving: Bool): Bool = {
    require(cfg.outFifoDepth == 4)
    !count(2) && !(count(1) && count(0) && arriving)
  }
}
