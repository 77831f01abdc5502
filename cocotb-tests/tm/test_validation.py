"""One validation contract (semantics §6): the RTL's ConfigEngine, on its own, refuses exactly the
knob sets model.refusal_code refuses, with the same STATUS.err_code, on 10,000 seeded sets that
reach every rule's edges (redline.tc.knobsets). They are among the 24,000 on which test_kmod.py
requires the driver's C validator to give the model's verdicts, so all three agree on them. For every set it applies, what it derives (qth_min,
qth_max, delta, max_P, max_p_delta and its reciprocal, the gentle step, scell_max, the adaptive
targets, the shaper's increment and cap) must equal model.derived.

The Stab table comes from the register file's RAM in the TM; here this test serves the engine's
reads, one word a cycle after each request, as the RAM does."""
import cocotb
from cocotb.triggers import FallingEdge, ReadOnly, RisingEdge, Timer

from redline import model
from redline.spec import regmap
from redline.tc.knobsets import VALIDATION_SEED, knob_sets
from redline.spec.regs import ENUMS
import blocktb
import runner

SETS = 10_000
KMOD_SETS = 24_000  # test_kmod.py's sets: the driver's C gives the model's verdict on each

KNOB_PORTS = regmap.KNOB_NAMES  # ConfigEngine's io_knobs_<name>, one per knob register field


def in_range_sets() -> list[model.Knobs]:
    """The first SETS of test_kmod.py's knob sets that the registers can hold (model.refusal_code
    has a code for each), so that the driver's verdicts on them are checked too."""
    out = []
    for k in knob_sets(KMOD_SETS, VALIDATION_SEED):
        try:
            model.refusal_code(k)
        except ValueError:  # a value wider than its register: no commit can carry it
            continue
        out.append(k)
    assert len(out) >= SETS, f"only {len(out)} of test_kmod's sets fit the registers"
    return out[:SETS]


async def serve_stab(dut, words: list[int]):
    """The STAB RAM's synchronous read, the word asked for in one cycle in the next, through one
    commit's copy: it returns once the copy's last word is delivered (a cycle a Python callback
    less for each of the commit's remaining 300-odd cycles)."""
    started = False
    while True:
        await ReadOnly()
        req = int(dut.io_stabRdAddr.value) if dut.io_stabRdEn.value else None
        await RisingEdge(dut.clk)
        if req is not None:
            dut.io_stabRdData.value = words[req]
            started = True
        elif started:
            return


def brief(k: model.Knobs) -> str:
    return " ".join(f"{n}={getattr(k, n)}" for n in KNOB_PORTS) + f" max(stab)={max(k.stab)}"


def expected_active(k: model.Knobs) -> dict:
    d = model.derived(k)
    r = model.reciprocal_value(d.max_p_delta)
    want = dict(qthMin=d.qth_min, qthMax=d.qth_max, delta=d.delta, maxP=d.max_P, mpd=d.max_p_delta,
                recipM=r.m, recipSh1=r.sh1, recipSh2=r.sh2, scellMax=d.scell_max,
                targetMin=d.target_min, targetMax=d.target_max, cap=d.cap, shaped=int(d.shaped))
    if k.gentle:
        want["gentleStep"] = d.gentle_step
    if k.rate:
        want["inc"] = d.inc
    return want


def reset_active() -> dict:
    """Everything the engine holds out of reset: the register resets (model.Knobs()) as a commit
    derives them, and the knobs it keeps as they are."""
    k = model.Knobs()
    d = model.derived(k)
    want = expected_active(k) | dict(gentleStep=d.gentle_step, inc=d.inc, capLessInc=d.cap - d.inc,
                                     cyclesPerUsM1=k.cycles_per_us - 1, wlogMask=(1 << k.wlog) - 1)
    want |= dict(minTh=k.min_th, maxTh=k.max_th, limit=k.limit, wlog=k.wlog, scellLog=k.scell_log,
                 mode=k.mode, unit=k.unit, gentle=k.gentle, harddrop=k.harddrop, nodrop=k.nodrop,
                 adaptive=k.adaptive, seed=k.seed, cyclesPerUs=k.cycles_per_us)
    return want


@cocotb.test()
async def engine_refuses_what_the_model_refuses(dut):
    await blocktb.start(dut, ["io_commit", "io_usTick", "io_qavg", "io_stabIdx", "io_stabRdData"]
                        + [f"io_knobs_{n}" for n in KNOB_PORTS])
    await RisingEdge(dut.clk)
    # Out of reset, before any commit, the engine runs the register resets as if committed.
    await ReadOnly()
    want = reset_active()
    got = {n: int(getattr(dut, f"io_{n}" if n in ("capLessInc", "cyclesPerUsM1") else f"io_active_{n}").value)
           for n in want}
    assert got == want, f"out of reset (model, engine): { {n: (want[n], got[n]) for n in want if want[n] != got[n]} }"
    await Timer(1, unit="ns")
    words = [0] * 64
    sets = in_range_sets()
    seen, bad = {}, []
    for i, k in enumerate(sets):
        for n in KNOB_PORTS:
            getattr(dut, f"io_knobs_{n}").value = getattr(k, n)
        words[:] = [int.from_bytes(k.stab[4 * j:4 * j + 4], "little") for j in range(64)]
        commits, refused = int(dut.io_commits.value), int(dut.io_refused.value)
        copy = cocotb.start_soon(serve_stab(dut, words))
        dut.io_commit.value = 1
        await RisingEdge(dut.clk)
        dut.io_commit.value = 0
        await FallingEdge(dut.io_busy)
        await ReadOnly()
        assert copy.done(), "the engine finished a commit before copying the Stab table"
        want = model.refusal_code(k)
        seen[want] = seen.get(want, 0) + 1
        got_refused = int(dut.io_refused.value) - refused
        got_applied = int(dut.io_commits.value) - commits
        code = int(dut.io_errCode.value)
        if (got_refused, got_applied, code) != (int(want != 0), int(want == 0), want):
            bad.append(f"set {i} {brief(k)}: the model's err_code {want}, the engine refused "
                       f"{got_refused}, applied {got_applied}, err_code {code}")
        elif want == 0:
            exp = expected_active(k)
            got = {n: int(getattr(dut, f"io_active_{n}").value) for n in exp}
            if got != exp:
                diff = {n: (exp[n], got[n]) for n in exp if exp[n] != got[n]}
                bad.append(f"set {i} {brief(k)}: derived (model, engine) {diff}")
        await Timer(1, unit="ns")
        if len(bad) >= 5:
            break
    assert not bad, "the engine and the model differ:\n" + "\n".join(bad)
    names = {c: l for l, c in ENUMS["err_code"].items()}
    dut._log.info("%d knob sets, engine and model equal; by err_code: %s", len(sets),
                  {names[c]: n for c, n in sorted(seen.items())})
    # The sets must reach every code, or the agreement proves little.
    thin = {names[c]: seen.get(c, 0) for c in names.keys() if seen.get(c, 0) < 20}
    assert not thin, f"too few knob sets reach {thin}"


def test_validation():
    src = runner.ROOT / "hw" / "gen" / "redline_config_engine.v"
    runner.run("test_validation", 0, toplevel="redline_config_engine", sources=[src],
               parameters={}, build_name="verilator-config-engine")
