"""`redline experiment NAME`: the papers' RED/ECN experiments with real Linux TCP across the TM.

Each scenario runs a list of configurations ("runs") on one two-namespace bottleneck
(`redline.lab.netns.Bottleneck`): per run it commits the TM's knobs, starts the flows, waits for
them, and collects per-flow figures (from the tools' JSON and tcp_info, and CE/ECE/CWR counted
on the wire by the harness) and the TM's counters and average queue. `redline.lab.expreport`
writes the JSON, CSV, plots and the Markdown report with the papers' figures beside ours.

Scenarios (sizes are scaled so a full run takes minutes; --quick runs a reduced grid):
  smoke                  one ECN flow at 10 Mbit/s: negotiation, CE, ECE, CWR, goodput (CI)
  rfc2884-bulk           1.5 Mbit/s, 20 ms each way, 2/5/10 non-ECN background flows, one ECN
                         and one non-ECN transfer competing, probability swept (RFC 2884 5.2)
  rfc2884-transactional  5 KB / 20 KB request-response (a connection per transaction, like
                         netperf TCP_CRR) under 5/10 background flows (RFC 2884 5.3)
  uniform                5 and 10 clients downloading at once; DT vs RED vs RED+ECN over queue
                         limits of 4..256 packets in packet mode (Pentikousis et al.)
  fairness               Jain's index over 2 background + 2 competing flows, ECN and non-ECN
                         background (RFC 2884 5.1)
"""
from __future__ import annotations

import dataclasses
import datetime
import json
import math
import os
import platform
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from redline.tc import config
from redline.lab import ecnpath, netns, papers
from redline import tc
from redline.spec.regmap import COUNTERS
from redline.lab.netns import A_IP, A_IP_ECN, B_IP, B_IP_ECN, Bottleneck
from redline.devices.simctl import SimControl

TOOL = "redline.lab.tcptool"


# ----------------------------------------------------------------------------- configuration
def with_wlog(knobs, wlog: int, avpkt_bytes: int, rate_bps: int, stab_units: str = "us"):
    """The knobs with a given EWMA weight (Pentikousis' wq = 0.002 is Wlog 9), and the idle
    decay table derived for it exactly as tc derives it for its own Wlog."""
    scell_log, stab = tc.idle_damping(wlog, avpkt_bytes, rate_bps // 8, stab_units)
    return dataclasses.replace(knobs, wlog=wlog, scell_log=scell_log, stab=stab)


@dataclass
class Red:
    """One TM configuration, in tc-red words plus the redline overrides."""
    words: list[str]
    mode: str | None = None      # dt | red | ecn (None: from the words)
    packets: bool = False
    wlog: int | None = None      # overrides tc's derivation (with its idle table)
    avpkt_bytes: int = 1000
    rate_bps: int = 0
    stab_units: str = "us"       # "tc": Linux's own idle-decay table (redline.tc.config)

    def knobs(self, clock_mhz: int, seed: int):
        over = {"packets": True} if self.packets else {}
        if self.mode:
            over["mode"] = self.mode
        k = config.build(self.words, cycles_per_us=clock_mhz, seed=seed,
                         stab_units=self.stab_units, **over).knobs
        if self.wlog is None:
            return k
        return with_wlog(k, self.wlog, self.avpkt_bytes, self.rate_bps, self.stab_units)


def red_bytes(rate: str, probability: float, ecn: bool = True, limit: int = 100000, min_th: int = 7500,
              max_th: int = 22500, avpkt: int = 1000, burst: int = 10) -> Red:
    w = f"limit {limit} min {min_th} max {max_th} avpkt {avpkt} burst {burst} probability {probability} bandwidth {rate}"
    return Red(w.split() + (["ecn"] if ecn else []))


def red_packets(rate: str, limit: int, mode: str, probability: float) -> Red:
    """Pentikousis: limits in packets, max_th = 3 min_th, wq = 0.002. Our choice (the paper's
    threshold rule is not available): min_th = max(1, round(limit/6))."""
    mn = max(1, round(limit / 6))
    mx = 3 * mn
    w = (f"limit {limit} min {mn} max {mx} avpkt 1500 probability {probability} bandwidth {rate}"
         + (" ecn" if mode == "ecn" else ""))
    return Red(w.split(), mode=mode, packets=True, wlog=9, avpkt_bytes=1500, rate_bps=tc.parse_rate(rate))


# ----------------------------------------------------------------------------- one run
@dataclass
class RunSpec:
    run_id: str
    params: dict
    red: Red
    flows: Callable[["Lab"], list[dict]]  # starts and waits for the flows, returns flow records
    seconds: float                         # expected duration (progress estimate)
    metrics: Callable[[dict], dict] | None = None  # run-level figures from the finished run


class Lab:
    """The bottleneck (`bn`: namespaces, processes), its TM's adapter (`tm`: SimTM or LinuxTM)
    and the long-running servers."""

    def __init__(self, bn: Bottleneck, seed: int, rate_bps: int, tm: "SimTM | LinuxTM",
                 ccs: dict[str, str] | None = None):
        self.bn = bn
        self.tm = tm
        self.seed = seed
        self.rate_bps = rate_bps
        # Congestion control by flow label ("" for every flow without its own), kernel names.
        self.ccs = dict(ccs or {})
        self.synacks_ect: int | None = None   # set by a run with ECN+ (kuzmanovic), read into its record
        self._servers: dict[tuple, object] = {}
        self.progress: Callable[[str], None] = lambda s: None

    def cc_for(self, label: str | None) -> str:
        """The congestion control a flow with this label uses (redline.lab.cc names)."""
        return self.ccs.get(label or "", self.ccs.get("", netns.CC))

    # servers ------------------------------------------------------------------
    def server(self, side: str, kind: str, port: int) -> None:
        """Starts (once) a sink / rr-server / iperf3 server on `port` in namespace `side`."""
        key = (side, kind, port)
        if key in self._servers:
            return
        if kind == "iperf3":
            p = self.bn.popen(side, ["iperf3", "-s", "-p", str(port)], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
        else:   # a server's congestion control is the one for every flow: it answers them all
            p = self.bn.python(side, TOOL, [kind, "--bind", "0.0.0.0", "--port", str(port), "--cc", self.cc_for(None)],
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        self._servers[key] = p
        r = subprocess.run(["ip", "netns", "exec", self.bn.ns[side], sys.executable, "-m", TOOL, "wait-listen",
                            "--port", str(port)], capture_output=True, text=True)
        if r.returncode != 0:
            raise RuntimeError(f"{kind} on port {port} did not start: {r.stderr.strip()}")

    # flows ------------------------------------------------------------------------
    def tool(self, side: str, args: list[str]) -> subprocess.Popen:
        """A tcptool client; its congestion control is its label's (cc_for) unless args give one."""
        if args[0] in ("send", "rr-client") and "--cc" not in args:
            label = args[args.index("--label") + 1] if "--label" in args else None
            args = args + ["--cc", self.cc_for(label)]
        return self.bn.python(side, TOOL, args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)

    def iperf(self, side: str, to: str, port: int, seconds: float, streams: int = 1,
              label: str = "bg") -> subprocess.Popen:
        return self.bn.popen(side, ["iperf3", "-c", to, "-p", str(port), "-t", f"{seconds:g}", "-P", str(streams),
                                    "-C", self.cc_for(label), "-J"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True)

    def result(self, p: subprocess.Popen, timeout: float) -> dict:
        """The tool's last JSON record; fails at once if the harness stops (e.g. its lag
        watchdog fired) instead of waiting for a flow that can no longer finish."""
        deadline = time.monotonic() + timeout
        while p.poll() is None:
            self.bn.check_alive()
            if time.monotonic() > deadline:
                p.kill()
                raise RuntimeError(f"a flow did not finish within {timeout:.0f} s")
            time.sleep(0.2)
        out, err = p.communicate()
        lines = [l for l in out.splitlines() if l.startswith("{")]
        if p.returncode != 0 or not lines:
            raise RuntimeError(f"flow tool failed (exit {p.returncode}): {err.strip()[-300:]}")
        return json.loads(lines[-1])

    @staticmethod
    def iperf_streams(p: subprocess.Popen, timeout: float, stop: bool = False) -> list[dict]:
        """Per-stream sender figures from iperf3 -J (SIGINT first when `stop`)."""
        if stop and p.poll() is None:
            p.send_signal(2)
        try:
            out, _ = p.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            p.kill()
            out, _ = p.communicate()
        try:
            j = json.loads(out)
        except json.JSONDecodeError:
            return []
        res = []
        for s in (j.get("end") or {}).get("streams", []):
            snd, rcv = s.get("sender", {}), s.get("receiver", {})
            res.append({"bytes": int(rcv.get("bytes") or snd.get("bytes") or 0),
                        "seconds": float(rcv.get("seconds") or snd.get("seconds") or 0.0),
                        "retrans": int(snd.get("retransmits") or 0),
                        "local_port": s.get("socket")})
        start = j.get("start") or {}
        for r, c in zip(res, start.get("connected", [])):
            r["local"] = f"{c.get('local_host')}:{c.get('local_port')}"
        return res


def _flow_key_sums(flows: list[dict], match: Callable[[dict], bool]) -> dict:
    tot = {"ce": 0, "ece": 0, "cwr": 0, "syn_ecn": 0, "tm_drop": 0, "tm_mark": 0, "wire_retrans": 0}
    for f in flows:
        if not match(f):
            continue
        data, acks = f["data"], f["acks"]
        tot["ce"] += data["ce_out"]
        tot["ece"] += acks["ece"]
        tot["cwr"] += data["cwr"]
        tot["syn_ecn"] += data["syn_ecn"] + acks["syn_ecn"]
        tot["tm_drop"] += data["tm_drop"]
        tot["tm_mark"] += data["tm_mark"]
        tot["wire_retrans"] += data.get("retrans", 0)
    return tot


def _wire_flows(before: dict, after: dict) -> list[dict]:
    """Harness flows whose counters moved during the run, oriented data (A to B) / acks."""
    old = {(f["a"], f["b"]): f for f in before["flows"]}
    res = []
    for f in after["flows"]:
        o = old.get((f["a"], f["b"]))
        ab = {k: v - (o["ab"][k] if o else 0) for k, v in f["ab"].items()}
        ba = {k: v - (o["ba"][k] if o else 0) for k, v in f["ba"].items()}
        if ab["pkts"] or ba["pkts"]:
            res.append({"a": f["a"], "b": f["b"], "data": ab, "acks": ba})
    return res


class SimTM:
    """The Verilated TM behind `netns.Bottleneck`: knobs by its control socket, counters and
    per-flow CE/ECE/CWR from the harness, qavg sampled from its register."""
    backend = "sim"
    series = "qavg"

    def __init__(self, bn: Bottleneck, clock_mhz: int):
        self.bn, self.clock_mhz = bn, clock_mhz
        self.wlog = 0

    def apply(self, red: Red, seed: int) -> str:
        knobs = red.knobs(self.clock_mhz, seed)
        self.bn.ctl.apply_knobs(knobs)
        self.wlog = knobs.wlog
        return "packets" if knobs.unit else "bytes"

    def snapshot(self) -> dict:
        return self.bn.ctl.stats()

    def counters(self, before: dict, after: dict) -> dict:
        return {k: after["ab"][k] - before["ab"][k] for k in COUNTERS}

    def wire(self, before: dict, after: dict) -> list[dict] | None:
        return _wire_flows(before, after)

    def sample_loop(self, put: Callable[[float], None], stop: threading.Event) -> None:
        with SimControl(self.bn.control) as c:
            while not stop.is_set():
                put(c.get("qavg") / (1 << self.wlog))
                stop.wait(0.1)

    def run_info(self, after: dict) -> dict:
        return {"harness": {k: after[k] for k in ("lag_us", "late_us", "skipped", "cycles")}}


class LinuxTM:
    """Linux's sch_red in the QEMU guest (`linuxnet.LinuxBottleneck`): the same tc words,
    counters from `tc -s -j` (sch_red reports marks, early drops and tail drops, not the
    probabilistic/forced split), and its instantaneous backlog (it does not expose qavg)."""
    backend = "linux"
    series = "backlog"

    def __init__(self, bn):
        self.bn = bn

    def apply(self, red: Red, seed: int) -> str:
        if red.wlog is not None and red.mode != "dt":  # a FIFO has no average
            raise ValueError("a Wlog override is not expressible in tc words")
        self.bn.apply(red.words, red.mode, red.packets)
        return "bytes"

    def snapshot(self) -> dict:
        return self.bn.qdisc_stats()

    def counters(self, before: dict, after: dict) -> dict:
        keys = ("packets", "bytes", "marked", "early", "pdrop", "other", "drops")
        tm = {k: after.get(k, 0) - before.get(k, 0) for k in keys}
        return {"pkts_out": tm["packets"], "bytes_out": tm["bytes"], "marked": tm["marked"], "early": tm["early"],
                "pdrop": tm["pdrop"], "other": tm["other"], "drops": tm["drops"]}

    def wire(self, before: dict, after: dict) -> list[dict] | None:
        return None  # no per-flow wire counts on this backend

    def sample_loop(self, put: Callable[[float], None], stop: threading.Event) -> None:
        while not stop.is_set():
            put(float(self.bn.qdisc_stats().get("backlog", 0)))
            stop.wait(0.25)  # each read costs the TCG guest about 0.1 s

    def run_info(self, after: dict) -> dict:
        return {"qdisc": {k: after.get(k) for k in ("kind", "options")}}


def red_info(red: Red, seed: int) -> dict:
    """The run's configuration for its report and plots: its words (with redline's overrides)
    and the thresholds and limit they give, in their unit (no clock changes them)."""
    k = red.knobs(250, seed)
    words = " ".join(red.words) + (f" mode {red.mode}" if red.mode else "") + (" packets" if red.packets else "")
    return {"words": words, "unit": "packets" if k.unit else "bytes", "min_th": k.min_th, "max_th": k.max_th,
            "limit": k.limit}


def run_one(lab: Lab, spec: RunSpec) -> dict:
    tm_if = lab.tm
    unit = tm_if.apply(spec.red, lab.seed)
    before = tm_if.snapshot()
    path_before = lab.bn.ecn_counts()
    series: list[list[float]] = []
    stop = threading.Event()
    t0 = time.monotonic()

    def put(v: float) -> None:
        series.append([round(time.monotonic() - t0, 3), v])

    th = threading.Thread(target=tm_if.sample_loop, args=(put, stop), daemon=True)
    th.start()
    try:
        flows = spec.flows(lab)
    finally:
        stop.set()
        th.join()
    lab.bn.check_alive()
    path = ecnpath.lost(path_before, ecnpath.settled(lab.bn.ecn_counts))
    after = tm_if.snapshot()
    tm = tm_if.counters(before, after)
    wire = tm_if.wire(before, after)
    for f in flows:  # CE/ECE/CWR, retransmissions and TM decisions per flow, seen on the wire
        match = f.pop("_match")
        if wire is not None:
            f.update(_flow_key_sums(wire, match))
            if f.get("retrans") is None:  # the tool runs on the receiving side: use the wire's count
                f["retrans"] = f["wire_retrans"]
    run = {"run_id": spec.run_id, "params": spec.params, "flows": flows, "tm": tm, "red": red_info(spec.red, lab.seed),
           "path_ab": path, "qavg_series": series, "qavg_unit": unit, "series": tm_if.series,
           **tm_if.run_info(after)}
    run["synacks_ect"], lab.synacks_ect = lab.synacks_ect, None
    if spec.metrics:
        run["metrics"] = spec.metrics(run)
    return run


# ----------------------------------------------------------------------------- helpers for flows
def _ep_port(ep: str) -> int:
    return int(ep.rsplit(":", 1)[1])


def bulk_flow(rec: dict, label: str, ecn: bool, role: str = "test") -> dict:
    ti = rec.get("tcp_info") or {}
    port = _ep_port(rec["local"])
    return {"label": label, "role": role, "ecn": ecn, "bytes": rec["bytes"], "seconds": rec["seconds"],
            "goodput_bps": rec["goodput_bps"], "retrans": ti.get("total_retrans", 0),
            "delivered_ce": ti.get("delivered_ce"), "ecn_negotiated": bool(ti.get("options", 0) & 0x08),
            "cc": rec.get("cc"),   # the congestion control the sender's socket used, read back
            "_match": lambda f, p=port: _ep_port(f["a"]) == p}


def iperf_flows(streams: list[dict], label: str, ecn: bool, role: str) -> list[dict]:
    out = []
    for i, s in enumerate(streams):
        port = _ep_port(s["local"]) if s.get("local") else -1
        out.append({"label": f"{label}{i}", "role": role, "ecn": ecn, "bytes": s["bytes"], "seconds": s["seconds"],
                    "goodput_bps": s["bytes"] * 8 / s["seconds"] if s["seconds"] else 0.0,
                    "retrans": s["retrans"], "_match": lambda f, p=port: _ep_port(f["a"]) == p})
    return out


def start_background(lab: Lab, n: int, ecn: bool, seconds: float, port: int = 5201) -> subprocess.Popen | None:
    if n <= 0:
        return None
    lab.server("b", "iperf3", port)
    return lab.iperf("a", B_IP_ECN if ecn else B_IP, port, seconds, streams=n)


# ----------------------------------------------------------------------------- scenarios
@dataclass
class Scenario:
    """A runnable experiment: the bottleneck (rate, one-way delay, the harness clock), its runs
    (full or --quick), and what the reverse direction does."""
    name: str
    rate: str
    delay_us: int
    clock_mhz: int
    runs: Callable[[bool], list[RunSpec]]
    reverse: str = "pass"

    @property
    def paper(self) -> papers.PaperSetup | None:
        """What the papers ran and reported for this scenario, if they cover it."""
        return papers.setup_of(self.name)


def smoke_runs(quick: bool) -> list[RunSpec]:
    size = 10_000_000

    def flows(lab: Lab) -> list[dict]:
        lab.server("b", "sink", 5001)
        rec = lab.result(lab.tool("a", ["send", "--to", B_IP_ECN, "--port", "5001", "--bytes", str(size)]), 120)
        return [bulk_flow(rec, "ecn", True)]

    red = red_bytes("10mbit", 0.1, limit=200000, min_th=10000, max_th=30000, burst=20)
    return [RunSpec("smoke", {"mode": "ecn", "probability": 0.1}, red, flows, size * 8 / 10e6 + 1)]


def bulk_runs(quick: bool) -> list[RunSpec]:
    bgs = (2, 10) if quick else (2, 5, 10)
    probabilities = (0.02, 0.5) if quick else (0.02, 0.1, 0.2, 0.5)
    size = 250_000 if quick else 500_000
    warm = 2.0 if quick else 4.0
    specs = []
    for bg in bgs:
        for mp in probabilities:
            def flows(lab: Lab, bg=bg) -> list[dict]:
                lab.server("b", "sink", 5001)
                bgp = start_background(lab, bg, False, 3600)
                time.sleep(warm)
                pe = lab.tool("a", ["send", "--to", B_IP_ECN, "--port", "5001", "--bytes", str(size), "--label", "ecn"])
                pn = lab.tool("a", ["send", "--to", B_IP, "--port", "5001", "--bytes", str(size), "--label", "nonecn"])
                try:
                    re_, rn = lab.result(pe, 600), lab.result(pn, 600)
                finally:
                    # Background flows are load only: stopped mid-transfer, their byte counts
                    # include unsent socket buffers, so they are not reported as flows.
                    if bgp:
                        Lab.iperf_streams(bgp, 10, stop=True)
                return [bulk_flow(re_, "ecn", True), bulk_flow(rn, "nonecn", False)]
            est = warm + size * 8 * (bg + 2) / 1.5e6 / 1.5
            specs.append(RunSpec(f"bg{bg}-p{mp:g}", {"bg_flows": bg, "probability": mp, "size": size},
                                 red_bytes("1.5mbit", mp), flows, est))
    return specs


def transactional_runs(quick: bool) -> list[RunSpec]:
    bgs = (5,) if quick else (5, 10)
    sizes = (5000, 20000)
    dur = 20 if quick else 60
    mp = 0.1
    specs = []
    for bg in bgs:
        for size in sizes:
            def flows(lab: Lab, bg=bg, size=size) -> list[dict]:
                lab.server("a", "rr-server", 6001)
                bgp = start_background(lab, bg, False, 3600)
                time.sleep(2.0)
                common = ["--port", "6001", "--response", str(size), "--duration", str(dur), "--new-connection-each"]
                pe = lab.tool("b", ["rr-client", "--to", A_IP_ECN, "--label", "ecn"] + common)
                pn = lab.tool("b", ["rr-client", "--to", A_IP, "--label", "nonecn"] + common)
                try:
                    re_, rn = lab.result(pe, dur + 120), lab.result(pn, dur + 120)
                finally:
                    if bgp:
                        Lab.iperf_streams(bgp, 10, stop=True)
                out = []
                for rec, ecn, ip in ((re_, True, A_IP_ECN), (rn, False, A_IP)):
                    out.append({"label": rec["label"], "role": "test", "ecn": ecn,
                                "bytes": rec["transactions"] * size, "seconds": rec["seconds"],
                                "tps": rec["tps"], "retrans": None,  # counted on the wire (server sends)
                                "latency_ms": rec.get("latency_ms"), "ecn_negotiated": rec.get("ecn_negotiated"),
                                "_match": lambda f, ip=ip: f["a"] == f"{ip}:6001"})
                return out
            specs.append(RunSpec(f"{size // 1000}k-bg{bg}", {"size": size, "bg_flows": bg, "probability": mp},
                                 red_bytes("1.5mbit", mp), flows, dur + 4))
    return specs


def kuzmanovic_metrics(run: dict) -> dict:
    """Response times over every transaction of the run, and how many SYN-ACKs ECN+ sent ECT."""
    from redline.lab.tcptool import percentile
    lat = [x for f in run["flows"] for x in f.get("latencies_ms") or []]
    if not lat:
        return {}
    return {"rt_mean_ms": sum(lat) / len(lat), "rt_p50_ms": percentile(lat, 50), "rt_p90_ms": percentile(lat, 90),
            "rt_p99_ms": percentile(lat, 99),
            "rt_over_1s_pct": 100 * sum(1 for x in lat if x >= 1000) / len(lat),
            "synacks_ect": run.get("synacks_ect")}


def kuzmanovic_runs(quick: bool) -> list[RunSpec]:
    """Kuzmanovic's setup in our terms: short web-like transactions (a new connection each, a
    5 KB response) from A's server to an ECN client in B, under background load, RED+ECN at the
    bottleneck; with and without ECN+ (redline.lab.ecnplus) on the server. A dropped SYN-ACK
    costs a transaction the 1 s initial retransmission timeout."""
    from redline.lab import ecnplus
    bgs = (5,) if quick else (5, 10)
    dur = 20 if quick else 60
    size, mp = 5000, 0.1
    specs = []
    for bg in bgs:
        for plus in (False, True):
            def flows(lab: Lab, bg=bg, plus=plus) -> list[dict]:
                lab.server("a", "rr-server", 6003)
                bgp = start_background(lab, bg, True, 3600)
                time.sleep(2.0)
                if plus:
                    ecnplus.enable(lab.bn.ns["a"])
                try:
                    p = lab.tool("b", ["rr-client", "--to", A_IP_ECN, "--port", "6003", "--response", str(size),
                                       "--duration", str(dur), "--new-connection-each", "--label", "ecn"])
                    rec = lab.result(p, dur + 120)
                    lab.synacks_ect = ecnplus.synacks(lab.bn.ns["a"]) if plus else 0
                finally:
                    if plus:
                        ecnplus.disable(lab.bn.ns["a"])
                    if bgp:
                        Lab.iperf_streams(bgp, 10, stop=True)
                return [{"label": "ecn", "role": "test", "ecn": True, "bytes": rec["transactions"] * size,
                         "seconds": rec["seconds"], "tps": rec["tps"], "retrans": None,
                         "latency_ms": rec.get("latency_ms"), "latencies_ms": rec.get("latencies_ms"),
                         "ecn_negotiated": rec.get("ecn_negotiated"),
                         "_match": lambda f: f["a"] == f"{A_IP_ECN}:6003"}]

            specs.append(RunSpec(f"{'ecnplus' if plus else 'plain'}-bg{bg}",
                                 {"ecn_plus": plus, "bg_flows": bg, "size": size, "probability": mp},
                                 red_bytes("1.5mbit", mp), flows, dur + 4, metrics=kuzmanovic_metrics))
    return specs


def uniform_metrics(run: dict) -> dict:
    """All clients start together: the aggregate goodput is all bytes over the last finish."""
    fl = run["flows"]
    last = max(f["seconds"] for f in fl)
    return {"goodput_total_bps": sum(f["bytes"] for f in fl) * 8 / last if last else None,
            "download_time_max_s": last}


def uniform_runs(quick: bool) -> list[RunSpec]:
    limits = (8, 32, 128) if quick else (4, 8, 16, 32, 64, 128, 256)
    clients_set = (5,) if quick else (5, 10)
    size = 300_000 if quick else 500_000
    mp = 0.1
    specs = []
    for clients in clients_set:
        for mode in ("dt", "red", "ecn"):
            for limit in limits:
                def flows(lab: Lab, clients=clients, mode=mode) -> list[dict]:
                    lab.server("a", "rr-server", 6002)
                    to = A_IP_ECN if mode == "ecn" else A_IP
                    ps = [lab.tool("b", ["rr-client", "--to", to, "--port", "6002", "--response", str(size),
                                         "--count", "1", "--new-connection-each", "--label", f"c{i}"])
                          for i in range(clients)]
                    out = []
                    for p in ps:
                        rec = lab.result(p, 600)
                        # One connection per client: match it by the client's own port.
                        ports = set(rec.get("local_ports") or [])
                        out.append({"label": rec["label"], "role": "test", "ecn": mode == "ecn",
                                    "bytes": size, "seconds": rec["seconds"],
                                    "goodput_bps": size * 8 / rec["seconds"] if rec["seconds"] else 0.0,
                                    "retrans": None,  # the sender is rr-server: counted on the wire
                                    "_match": lambda f, ps=ports: _ep_port(f["b"]) in ps})
                    return out
                specs.append(RunSpec(f"n{clients}-{mode}-L{limit}",
                                     {"clients": clients, "mode": mode, "limit": limit, "probability": mp},
                                     red_packets("10mbit", limit, mode, mp), flows, clients * size * 8 / 9e6 + 1,
                                     metrics=uniform_metrics))
    return specs


def fairness_runs(quick: bool) -> list[RunSpec]:
    probabilities = (0.02, 0.2) if quick else (0.02, 0.05, 0.1, 0.2)
    dur = 12 if quick else 30
    warm = 3 if quick else 5
    specs = []
    for bg_ecn in (True, False):
        for mp in probabilities:
            def flows(lab: Lab, bg_ecn=bg_ecn) -> list[dict]:
                for port in (5211, 5212, 5213):
                    lab.server("b", "iperf3", port)
                bgp = lab.iperf("a", B_IP_ECN if bg_ecn else B_IP, 5211, warm + dur, streams=2)
                time.sleep(warm)
                pe = lab.iperf("a", B_IP_ECN, 5212, dur, label="ecn")
                pn = lab.iperf("a", B_IP, 5213, dur, label="nonecn")
                re_ = Lab.iperf_streams(pe, dur + 60)
                rn = Lab.iperf_streams(pn, dur + 60)
                rb = Lab.iperf_streams(bgp, warm + dur + 60)
                return (iperf_flows(re_, "ecn", True, "test") + iperf_flows(rn, "nonecn", False, "test")
                        + iperf_flows(rb, "bg", bg_ecn, "bg"))
            specs.append(RunSpec(f"bg{'ecn' if bg_ecn else 'non'}-p{mp:g}",
                                 {"mode": "ecn", "bg_ecn": bg_ecn, "bg_flows": 2, "probability": mp},
                                 red_bytes("1.5mbit", mp), flows, warm + dur + 1))
    return specs


SCENARIOS = {
    "smoke": Scenario("smoke", "10mbit", 10000, 1, smoke_runs),
    "rfc2884-bulk": Scenario("rfc2884-bulk", "1.5mbit", 20000, 1, bulk_runs),
    "rfc2884-transactional": Scenario("rfc2884-transactional", "1.5mbit", 20000, 1, transactional_runs),
    "uniform": Scenario("uniform", "10mbit", 20000, 1, uniform_runs),
    "fairness": Scenario("fairness", "1.5mbit", 20000, 1, fairness_runs),
    "kuzmanovic": Scenario("kuzmanovic", "1.5mbit", 20000, 1, kuzmanovic_runs),
}


BACKENDS = ("sim", "linux")


def check_backend(name: str, backend: str, quick: bool = False) -> None:
    """ValueError when a scenario cannot run on a backend (before anything is set up)."""
    if backend not in BACKENDS:
        raise ValueError(f"unknown backend {backend!r} (one of {', '.join(BACKENDS)})")
    if backend == "linux":
        for spec in SCENARIOS[name].runs(quick):
            try:
                from redline.lab.linuxnet import qdisc_words
                qdisc_words(spec.red.words, spec.red.mode, spec.red.packets)
                if spec.red.wlog is not None and spec.red.mode != "dt":
                    raise ValueError("a Wlog override is not expressible in tc words")
            except ValueError as e:
                raise ValueError(f"{name} cannot run on Linux sch_red: run {spec.run_id}: {e}") from None


def default_reps(quick: bool) -> int:
    """Repetitions per configuration unless --reps says otherwise: 10 for a full run, 3 quick."""
    return 3 if quick else 10


def rep_seeds(seed: int, reps: int) -> list[int]:
    """The TM seed of each repetition: consecutive from --seed (recorded in every run)."""
    if reps < 1:
        raise ValueError(f"--reps {reps}: at least 1")
    if not 0 <= seed or seed + reps - 1 >= 1 << 32:
        raise ValueError(f"--seed {seed} with --reps {reps}: the seeds must stay in 0..2^32-1")
    return [seed + i for i in range(reps)]


def run_scenario(name: str, quick: bool = False, seed: int = 1, out: Path | None = None, command: str = "",
                 progress: bool = True, pcap: bool = False, backend: str = "sim", reps: int = 1,
                 ccs: dict[str, str] | None = None) -> dict:
    """Every configuration `reps` times, each repetition with its own TM seed (rep_seeds). The
    repetitions go round the configurations (all once, then all again), so that a slow spell
    of the machine spreads over the configurations instead of falling on one. `ccs` maps flow
    labels ("" for all) to --cc specs (redline.lab.cc); BPF ones are loaded for the run."""
    check_backend(name, backend, quick)
    sc = SCENARIOS[name]
    specs = sc.runs(quick)
    seeds = rep_seeds(seed, reps)
    env = {"kernel": platform.release(), "clock_mhz": sc.clock_mhz, "width": 64, "seed": seed,
           "reps": reps, "seeds": seeds,
           "rate": sc.rate, "delay_ms_each_way": sc.delay_us / 1000,
           "tcp": (f"Linux {platform.release()} {netns.CC} with SACK (the RFC's Reno/SACK rows are matched with it)"
                   if not ccs else "Linux " + platform.release() + " with SACK; congestion control "
                   + ", ".join(f"{k or 'all flows'}: {v}" for k, v in ccs.items())),
           "backend": backend}
    if backend == "linux":
        from redline.lab import guest
        env.update({"bottleneck": f"Linux {guest.KREL} sch_red in a QEMU TCG guest, HTB at the rate",
                    "seed": "n/a (Linux draws its own random numbers)", "seeds": "n/a"})
        del env["clock_mhz"], env["width"]
    results = {"scenario": name, "command": command or f"redline experiment {name}" + (" --quick" if quick else ""),
               "quick": quick, "started": datetime.datetime.now().isoformat(timespec="seconds"),
               "env": env, "runs": []}
    bar = None
    if progress:
        from tqdm import tqdm
        bar = tqdm(total=round(reps * sum(s.seconds for s in specs)), unit="s", desc=f"{name} ({backend})", file=sys.stderr,
                   bar_format="{desc}: {percentage:3.0f}%|{bar}| {n:.0f}/{total:.0f} s est. [{elapsed}] {postfix}")
    rate_bps = tc.parse_rate(sc.rate)
    if backend == "linux":
        if pcap:
            raise ValueError("--pcap is not available with --backend linux (the guest has no capture)")
        from redline.lab.linuxnet import LinuxBottleneck
        bottleneck = LinuxBottleneck(rate_bps, delay_ab_us=sc.delay_us, delay_ba_us=sc.delay_us)
    else:
        pcap_dir = (out / "pcap") if (pcap and out) else None
        bottleneck = Bottleneck(clock_mhz=sc.clock_mhz, delay_ab_us=sc.delay_us, delay_ba_us=sc.delay_us,
                                reverse=sc.reverse, pcap_dir=pcap_dir)
    from redline.lab import cc as ccmod
    parsed = {k: ccmod.parse(v) for k, v in (ccs or {}).items()}
    with ccmod.loaded(parsed.values()), bottleneck as bn:
        tm_if = LinuxTM(bn) if backend == "linux" else SimTM(bn, sc.clock_mhz)
        lab = Lab(bn, seed, rate_bps, tm_if, {k: c.name for k, c in parsed.items()})
        for rep_i, rep_seed in enumerate(seeds):
            lab.seed = rep_seed
            for spec in specs:
                tag = f"{spec.run_id}-r{rep_i}" if reps > 1 else spec.run_id
                if bar:
                    bar.set_postfix_str(tag)
                t = time.monotonic()
                run = run_one(lab, spec)
                run["run_id"] = tag
                run["params"] = {**spec.params, "rep": rep_i, "seed": rep_seed if backend == "sim" else None}
                run["wall_seconds"] = round(time.monotonic() - t, 2)
                results["runs"].append(run)
                if bar:
                    bar.update(spec.seconds)
    if bar:
        bar.close()
    results["harness"] = bn.summary
    return results
