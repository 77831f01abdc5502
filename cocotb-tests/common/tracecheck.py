"""Compare the RTL with the reference model packet by packet on a frame list: decision, reason,
qavg, backlog, decision cycle, output bytes and departure cycle, plus counters and
conservation. Shared by the trace tests."""
from __future__ import annotations

import json
import os

from redline.tc import config
from redline import model
from redline.replay import pcapio, rtl_backend
from redline.replay import arrival_cycles
from redline.spec.regmap import KNOB_NAMES


def knobs_from_env() -> model.Knobs:
    words = os.environ["REDLINE_TC"].split()
    over = json.loads(os.environ.get("REDLINE_OVERRIDES", "{}"))
    cfg = config.build(words, **over)
    return cfg.knobs


def knob_dict(k: model.Knobs) -> dict:
    return {n: getattr(k, n) for n in KNOB_NAMES} | {"stab": k.stab}


def frames_from_env(width_bytes: int, base: int) -> list[model.Frame]:
    pk = pcapio.read_pcap(os.environ["REDLINE_TRACE"])
    first = int(os.environ.get("REDLINE_FIRST", "0"))
    n = int(os.environ.get("REDLINE_NPKT", "0")) or len(pk)
    pk = pk[first:first + n]
    cyc, _ = arrival_cycles(pk, int(os.environ.get("REDLINE_CLOCK_MHZ", "1")), width_bytes)
    return [model.Frame(data=p.data, cycle=base + c) for p, c in zip(pk, cyc)]


def ready_from_env():
    return rtl_backend.ready_fn(int(os.environ.get("REDLINE_READY", "100")),
                                int(os.environ.get("REDLINE_READY_SEED", "1")))


def compare(rtl_run, want: list[model.Decision], log) -> None:
    """Assert the RTL did exactly what the model says, packet by packet."""
    got = rtl_run.decisions
    assert len(got) == len(want), f"{len(got)} RTL decisions, model has {len(want)}"
    for i, (g, w) in enumerate(zip(got, want)):
        gk = (g.action, g.reason, g.qavg, g.backlog, g.len, g.decision_cycle)
        wk = (w.action, w.reason, w.qavg, w.backlog, w.len, w.decision_cycle)
        assert gk == wk, f"packet {i}: RTL (action, reason, qavg, backlog, len, cycle) = {gk}, model {wk}"
    sent = [w for w in want if w.action != "drop"]
    assert len(rtl_run.departures) == len(sent), \
        f"{len(rtl_run.departures)} departures, model has {len(sent)}"
    for (data, cyc), w in zip(rtl_run.departures, sent):
        assert data == w.out, f"packet {w.index}: output bytes differ\nRTL   {data.hex()}\nmodel {w.out.hex()}"
        assert cyc == w.departure_cycle, f"packet {w.index}: departs at {cyc}, model says {w.departure_cycle}"
    actions = {a: sum(1 for w in want if w.action == a) for a in ("pass", "mark", "drop")}
    log.info("compared %d packets: %s", len(want), actions)


def check_counters(status: dict, counters: dict, n_in: int) -> None:
    for name in ("pkts_in", "bytes_in", "pkts_out", "bytes_out", "prob_mark", "forced_mark",
                 "prob_drop", "forced_drop", "pdrop", "bad", "buf_full", "backlog", "qlen", "peak_backlog",
                 "peak_qlen"):
        assert status[name] == counters[name], f"counter {name}: RTL {status[name]}, model {counters[name]}"
    drops = status["prob_drop"] + status["forced_drop"] + status["pdrop"] + status["bad"] + status["buf_full"]
    assert status["pkts_in"] == n_in
    # Conservation: every frame in is out, dropped for exactly one reason, or still queued.
    assert status["pkts_in"] == status["pkts_out"] + drops + status["qlen"], status


HARNESS_COUNTERS = ("pkts_in", "pkts_out", "bytes_out", "prob_mark", "forced_mark", "prob_drop",
                    "forced_drop", "pdrop", "bad", "buf_full", "peak_backlog", "peak_qlen")


def compare_harness(got, counters: dict, want: list[model.Decision], model_counters: dict,
                    name: str = "", counter_names=HARNESS_COUNTERS) -> None:
    """Assert a C++ harness run (rtl_backend.run_rtl) did exactly what the model says: every
    decision with its cycles and output bytes, and the counters."""
    assert len(got) == len(want), f"{name}: {len(got)} RTL decisions, model has {len(want)}"
    for g, w in zip(got, want):
        gk = (g.action, g.reason, g.qavg, g.backlog, g.len, g.decision_cycle, g.departure_cycle)
        wk = (w.action, w.reason, w.qavg, w.backlog, w.len, w.decision_cycle, w.departure_cycle)
        assert gk == wk, f"{name} packet {g.index}: RTL {gk} model {wk}"
        assert g.out == w.out, f"{name} packet {g.index}: output bytes differ"
    for k in counter_names:
        assert counters[k] == model_counters[k], f"{name}: counter {k} RTL {counters[k]} model {model_counters[k]}"
