package redline

import spinal.core._

/** Build-time parameters of one redline_tm variant.
  *
  * compactDesc: the egress descriptor queue gets one entry per smallest frame the buffer can
  * hold instead of one per beat. Every queued frame is good (at least 14 bytes, so at least
  * ceil(14 / bytesPerBeat) beats) and keeps all its beats in the buffer until it is popped, so
  * the smaller queue can never overflow: the behaviour is cycle-identical. Used by the ECP5
  * variant. (Every variant reads the queue synchronously behind a one-entry bypass, Egress.)
  *
  * fastDecision: the RED engine's structure (docs/rtl.md, "Decision path"): the busy update is
  * computed a cycle ahead for both outcomes of the previous decision, and the mark test has one
  * multiplier stage instead of two. Same behaviour, fewer logic levels, more LUTs and
  * multipliers; the ECP5 variants, short of both, turn it off.
  *
  * shallowPaths: shorter forms of four paths outside the decision loop (docs/linerate.md):
  * the last beat's byte count from where its ones end, the TxQueue's non-empty flag in a
  * flip-flop, the CE marker's lanes found by constant compares, and a registered STAB write.
  * Same behaviour (an AXI-Lite access right behind a STAB write waits a cycle longer), a few
  * more flip-flops. The ECP5 variants keep the older
  * forms: the board's router did not converge with these in (docs/linerate.md).
  *
  * decisionLatency: L in "a frame is decided at d = e + L" (docs/semantics.md section 3). With 2
  * the parser has a clock of its own between the last beat and the decision, and every beat is
  * written to the buffer at c + 2 (section 5). The ECP5 variants keep 1.
  *
  * loopEngine: the compare-only DecisionLoop (LoopEngine) decides in place of RedEngine; its
  * frame port's ready is the take rule, so frames wait for their decisions (section 3a,
  * LateDecisions): their beats in stageBeats of write staging, at most pendingFrames of them;
  * the rest overrun. Both are 0 (nothing added) with RedEngine, which takes every frame. commitWait, adaptWait and idleWait must then be its own
  * waits (LoopEngine.commitWait, adaptWait, idleWait: none taken that many clocks after a
  * commit's or an adaptive update's apply, or in an idle period's first clocks), so that the
  * model, which reads them from TM_VARIANTS, follows it. gentleWait: it decides a counting frame in the
  * gentle band that many clocks after it takes it, and the TM holds an apply out of the clocks
  * it takes a frame in or such a frame waits, while gentle is on (section 3a).
  *
  * primitives: the loop's tables and three-operand adds are UltraScale+ LUT6/CARRY8 instances
  * (DecisionLoop's `primitives`), the form that is synthesized for the figures; the
  * behavioural twin computes the same function, and sim/xilinx_prims.v simulates this one. */
case class TmConfig(dataWidth: Int = 64, bufBytes: Int = 256 * 1024, compactDesc: Boolean = false,
                    fastDecision: Boolean = true, shallowPaths: Boolean = true, redCountBits: Int = 32,
                    decisionLatency: Int = 2, stageBeats: Int = 0,
                    pendingFrames: Int = 0, commitWait: Int = 0, idleWait: Int = 0, adaptWait: Int = 0,
                    loopEngine: Boolean = false, gentleWait: Int = 0, primitives: Boolean = false) {
  require(commitWait >= 0 && idleWait >= 0 && adaptWait >= 0 && gentleWait >= 0 &&
    loopEngine == (stageBeats > 0 && pendingFrames > 0) && (loopEngine || stageBeats + pendingFrames == 0),
    "the loop engine, whose frames wait (LateDecisions), needs stageBeats and pendingFrames, and only it")
  require(!loopEngine || commitWait == LoopEngine.commitWait &&
    adaptWait == LoopEngine.adaptWait && idleWait == LoopEngine.idleWait && gentleWait == LoopEngine.gentleWait,
    "the loop engine's waits are its own: say them as they are")
  require(loopEngine || !primitives, "only the loop engine has a form mapped onto primitives")
  require(loopEngine || commitWait + adaptWait + idleWait + gentleWait == 0,
    "only the loop engine waits after applies, in idle periods and for gentle")
  require(Seq(32, 64, 128, 256, 512).contains(dataWidth), s"unsupported data width $dataWidth")
  // Linux's int qcount is 32 bits; test builds narrow it to reach its sign change and wrap.
  require(redCountBits >= 4 && redCountBits <= 32, s"unsupported count width $redCountBits")
  require(decisionLatency == 1 || decisionLatency == 2, s"unsupported decision latency $decisionLatency")
  /** The loop TMs hold their input (s_axis_tready low) while LateDecisions could not take one
    * more beat or frame, so nothing overruns (semantics section 3a). RedEngine never holds it. */
  val inputHold: Boolean = loopEngine
  val bytesPerBeat: Int = dataWidth / 8
  val bufBeats: Int = bufBytes / bytesPerBeat
  require(isPow2(bufBeats), "the buffer holds a power-of-two number of beats")
  val ptrWidth: Int = log2Up(bufBeats)
  val lenWidth: Int = 16 // frames up to 65535 bytes
  /** A frame's true length as bytes_in counts it: exact up to 2^32-1 bytes, saturated there. */
  val countWidth: Int = 32
  val beatIdxWidth: Int = log2Up((1 << lenWidth) / bytesPerBeat + 1)
  /** Header bytes the parser needs: up to two VLAN tags (l3 <= 22) and the IPv4 checksum at l3+11. */
  val hdrBytes: Int = 34
  val outFifoDepth: Int = 4
  /** Beats of the smallest frame that is ever queued (a good frame has at least 14 bytes). */
  val minFrameBeats: Int = (14 + bytesPerBeat - 1) / bytesPerBeat
  val descDepth: Int = if (compactDesc) 1 << log2Up(bufBeats / minFrameBeats) else bufBeats
  val descPtrWidth: Int = log2Up(descDepth)
  /** Width that holds qavg exactly. The queue never holds more than the buffer (bufBytes bytes,
    * fewer packets), and the EWMA qavg + bl - (qavg >> wlog) keeps qavg below
    * (max bl + 1) << wlog with wlog <= 31, so the kernel's 64-bit qavg never uses the bits
    * above this one (and never wraps). */
  val qavgWidth: Int = log2Up(bufBytes + 1) + 31
}

/** The RTL's names for the encodings of Spec (docs/semantics.md). */
object Enc {
  val MODE_DT = Spec.mode("dt"); val MODE_RED = Spec.mode("red"); val MODE_ECN = Spec.mode("ecn")
  val ACT_PASS = Spec.action("pass"); val ACT_MARK = Spec.action("mark"); val ACT_DROP = Spec.action("drop")
  val RSN_NONE = Spec.reason("none"); val RSN_PROB = Spec.reason("prob"); val RSN_FORCED = Spec.reason("forced")
  val RSN_TAIL = Spec.reason("tail"); val RSN_BAD = Spec.reason("bad"); val RSN_FULL = Spec.reason("full")
  val XORSHIFT_ZERO_SEED = BigInt("2545F491", 16)
  /** The xorshift state a commit loads from a seed: 0 is xorshift's fixed point, so it loads
    * XORSHIFT_ZERO_SEED instead. */
  def xorshiftState(seed: BigInt): BigInt = if (seed == 0) XORSHIFT_ZERO_SEED else seed
}
