package redline

import spinal.core._
import spinal.lib._

/** Output side: the descriptor queue, the buffer reader, the CE marker and a 4-entry output
  * FIFO, issuing one read per clock across packet boundaries (docs/semantics.md section 4). */
case class Egress(cfg: TmConfig) extends Component {
  val w = cfg.bytesPerBeat
  val io = new Bundle {
    val push = slave(Flow(Descriptor()))
    val allow = in Bool()                       // the shaper lets a packet start
    val pop = master(Flow(UInt(16 bits)))      // a packet left the queue (length)
    val rdEnable = out Bool()
    val rdAddr = out UInt (cfg.ptrWidth bits)
    val rdData = in Bits (cfg.dataWidth bits)   // one cycle after rdEnable
    val tdata = out Bits (cfg.dataWidth bits)
    val tkeep = out Bits (w bits)
    val tvalid = out Bool()
    val tready = in Bool()
    val tlast = out Bool()
    val sent = master(Flow(UInt(16 bits)))     // a packet's last beat was handed over (length)
    val busy = out Bool()                      // a popped packet has not fully left yet
  }

  // ---- descriptor queue: every packet holds at least one beat, so bufBeats entries suffice
  //      (cfg.compactDesc: one entry per smallest queued frame, see TmConfig) ----
  val descMem = Mem(Descriptor(), cfg.descDepth)
  val dWr = Reg(UInt(cfg.descPtrWidth bits)) init (0)
  val dRd = Reg(UInt(cfg.descPtrWidth bits)) init (0)
  val dCount = Reg(UInt(cfg.descPtrWidth + 1 bits)) init (0)
  descMem.write(dWr, io.push.payload, io.push.valid)
  when(io.push.valid) { dWr := dWr + 1 }

  // ---- reader ----
  val fifoCount = Reg(UInt(3 bits)) init (0)
  val sValid = Reg(Bool()) init (False) // a read issued last cycle: its data is on rdData now
  val room = fifoCount.resize(4) + U(sValid, 4 bits) < cfg.outFifoDepth
  val active = Reg(Bool()) init (False)
  val beatsLeft = Reg(UInt(cfg.beatIdxWidth bits)) init (0)
  val beatIdx = Reg(UInt(cfg.beatIdxWidth bits)) init (0)
  val cur = Reg(Descriptor())
  val rdPtr = Reg(UInt(cfg.ptrWidth bits)) init (0)

  val popNow = dCount =/= 0 && !active && io.allow && room
  // Synchronous read of next cycle's head, so that the head starts at the memory's output
  // register instead of behind an asynchronous read of a deep LUT-RAM; a descriptor written
  // into that very entry in this cycle is forwarded instead (the memory returns the old
  // contents on a collision). The head is the same descriptor in the same cycle as an
  // asynchronous read would give.
  val rdNext = Mux(popNow, dRd + 1, dRd)
  val memHead = descMem.readSync(rdNext)
  val fwd = RegNext(io.push.valid && Mux(popNow, dWr === dRd + 1, dWr === dRd)) init (False) // dWr === rdNext
  val fwdDesc = RegNext(io.push.payload)
  val head = Mux(fwd, fwdDesc, memHead)
  val headBeats = ((head.len.resize(17) + (w - 1)) >> log2Up(w)).resize(cfg.beatIdxWidth)
  val readNow = room && (active || popNow)
  val readDesc = Mux(popNow, head, cur)
  val readIdx = Mux(popNow, U(0, cfg.beatIdxWidth bits), beatIdx)
  val readLast = Mux(popNow, headBeats === 1, beatsLeft === 1)

  io.pop.valid := popNow
  io.pop.payload := head.len
  when(popNow) {
    dRd := dRd + 1
    cur := head
  }
  dCount := dCount + U(io.push.valid, cfg.descPtrWidth + 1 bits) - U(popNow, cfg.descPtrWidth + 1 bits)

  io.rdEnable := readNow
  io.rdAddr := rdPtr
  when(readNow) {
    rdPtr := rdPtr + 1
    beatIdx := readIdx + 1
    beatsLeft := Mux(popNow, headBeats, beatsLeft) - 1
    active := !readLast
  }

  // Read stage: data arrives one cycle after the read, with what the marker needs.
  sValid := readNow
  val sDesc = RegNextWhen(readDesc, readNow)
  val sIdx = RegNextWhen(readIdx, readNow)
  val sLast = RegNextWhen(readLast, readNow)
  val marked = CeMarker(cfg, io.rdData, sIdx, sDesc)
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
}
