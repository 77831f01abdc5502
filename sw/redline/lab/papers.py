"""Reference figures from the papers our experiments reproduce, as plain data.

Every number here was read from the public text named in its `source`. Where a paper only
states something in words, `value` is None and `note` carries a short paraphrase: we never
turn prose into numbers. Nothing is read off a plot (the plots of RFC 2884 are in a PDF
that is no longer online; the Pentikousis papers' full texts were not publicly reachable).

`ours` names the metric in `expreport.summarize()` rows that the figure is set beside, and
`where` the run parameters it applies to. Special `where` values "min"/"max" mean the
smallest/largest value of that parameter among our runs (the paper gives a range's ends
without naming them).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

RFC2884 = "RFC 2884 (Hadi Salim & Ahmed, July 2000)"
PB_2004 = ("Pentikousis & Badr, 'An evaluation of TCP with Explicit Congestion Notification', "
           "Annals of Telecommunications 59(1-2), 2004, pp. 170-198")
PB_2002 = ("Pentikousis & Badr, 'On the resource efficiency of explicit congestion notification', "
           "NETWORKING 2002, LNCS 2345, pp. 588-599")
PBA_2010 = ("Pentikousis, Badr & Andrade, 'A comparative study of aggregate TCP retransmission "
            "rates', Int. J. Computers and Applications (ACTA Press paper 41764), arXiv:1112.2292")
BRIEF = "project brief (not verified against the paper text, which was not reachable)"


@dataclass(frozen=True)
class RefMetric:
    name: str
    value: float | None  # None: the paper only says it in words (see note)
    unit: str
    source: str  # document + section/table
    note: str = ""
    ours: str | None = None  # key of our measured metric; None: context only
    where: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class PaperSetup:
    """What the papers ran and reported for one of our scenarios (the runnable scenario is
    `experiment.Scenario`, whose `paper` this is): their setup, where each part is stated, and
    the figures to set beside ours."""
    key: str  # the experiment.Scenario name
    title: str
    papers: tuple[str, ...]
    setup: dict[str, Any]  # parameter -> value (None: not stated)
    setup_source: dict[str, str]  # parameter -> where it is stated
    metrics: tuple[RefMetric, ...]
    notes: tuple[str, ...] = ()


def jain_index(values: Sequence[float]) -> float:
    """Jain's fairness index (sum x)^2 / (n * sum x^2), in [1/n, 1] (RFC 2884 section 5.1).

    Empty input or a negative value raises ValueError. All zeros returns 1.0: nobody got
    anything, so all were treated alike (and 0/0 has no other sensible value).
    """
    xs = [float(v) for v in values]
    if not xs:
        raise ValueError("jain_index needs at least one value")
    if any(x < 0 for x in xs):
        raise ValueError("jain_index needs non-negative values")
    sq = sum(x * x for x in xs)
    if sq == 0:
        return 1.0
    return sum(xs) ** 2 / (len(xs) * sq)


# ------------------------------------------------------------------ RFC 2884 testbed (section 4)
_S4 = f"{RFC2884} section 4"
RFC2884_SETUP: dict[str, Any] = {
    "links": "10 Mbit/s Ethernet",
    "bottleneck": "1.5 Mbit/s (CBQ at router R1)",
    "path_delay_ms": 20,
    "red_min_th": None, "red_max_th": None, "red_wq": None, "buffer": None,
    "red_tuning": "fine-tuned so the average queue stays between min_th and max_th",
    "max_p_values": [0.02, 0.05, 0.1, 0.2, 0.3, 0.5],
    "background_flows": {"low": 2, "moderate": 5, "high": 10},
    "background_type": "FTP, non-ECN (after section 5.1)",
    "tcp": "Linux 2.0.32 Reno (most results); 2.2.5/2.3.43 NewReno, SACK/FACK (repeat)",
    "mtu_bytes": 1500,
}
RFC2884_SOURCES: dict[str, str] = {
    "links": f"{_S4}.1", "bottleneck": f"{_S4}.1",
    "path_delay_ms": f"{_S4}.1 (latency set on the NISTnet router R2; one-way or RTT not said)",
    "red_min_th": f"{_S4}.4: not stated", "red_max_th": f"{_S4}.4: not stated",
    "red_wq": f"{_S4}.4: not stated", "buffer": f"{_S4}.4: not stated",
    "red_tuning": f"{_S4}.4",
    "max_p_values": f"{_S4}.3 (low 0.02, medium 0.2, high 0.5; also 0.05, 0.1, 0.3)",
    "background_flows": f"{_S4}.3", "background_type": f"{RFC2884} sections 5.1, 5.2",
    "tcp": _S4, "mtu_bytes": f"{RFC2884} section 5.3",
}


def _rfc_setup(**extra: tuple[Any, str]) -> tuple[dict[str, Any], dict[str, str]]:
    setup, src = dict(RFC2884_SETUP), dict(RFC2884_SOURCES)
    for k, (v, s) in extra.items():
        setup[k], src[k] = v, s
    return setup, src


_S51, _S52, _S53 = (f"{RFC2884} section 5.{i}" for i in (1, 2, 3))
_ADV = "relative advantage of ECN goodput over non-ECN (definition not given in the text)"

_bulk_setup = _rfc_setup(
    file_size=("20 MB", _S52), competing_flows=("1 ECN + 1 non-ECN", _S52),
    start=("background at t=0, competing flows about 20 s later", _S52),
    duration=(None, f"{_S52}: not stated"),
)

RFC2884_BULK = PaperSetup(
    key="rfc2884-bulk",
    title="RFC 2884 bulk transfers: ECN vs non-ECN goodput over max_p and congestion level",
    papers=(RFC2884,),
    setup=_bulk_setup[0], setup_source=_bulk_setup[1],
    metrics=(
        RefMetric("ECN advantage, Reno, low congestion", 23, "%", f"{_S52} observation 1",
                  _ADV, "ecn_advantage_pct", {"probability": 0.1, "bg_flows": 2, "tcp": "reno"}),
        RefMetric("ECN advantage, Reno, high congestion", 50, "%", f"{_S52} observation 1",
                  _ADV, "ecn_advantage_pct", {"probability": 0.1, "bg_flows": 10, "tcp": "reno"}),
        RefMetric("ECN advantage, Reno, max_p 0.02", 10, "%", f"{_S52} observation 2",
                  _ADV, "ecn_advantage_pct", {"probability": 0.02, "bg_flows": 10, "tcp": "reno"}),
        RefMetric("ECN advantage, Reno, max_p 0.5", 60, "%", f"{_S52} observation 2",
                  _ADV, "ecn_advantage_pct", {"probability": 0.5, "bg_flows": 10, "tcp": "reno"}),
        RefMetric("ECN advantage, SACK, low congestion", 5, "%", f"{_S52} (SACK repeat)",
                  "'about 5%'", "ecn_advantage_pct", {"probability": 0.1, "bg_flows": 2, "tcp": "sack"}),
        RefMetric("ECN advantage, SACK, high congestion", 15, "%", f"{_S52} (SACK repeat)",
                  "'about 15%'", "ecn_advantage_pct", {"probability": 0.1, "bg_flows": 10, "tcp": "sack"}),
        RefMetric("ECN advantage, SACK, max_p 0.02", 10, "%", f"{_S52} (SACK repeat)",
                  "", "ecn_advantage_pct", {"probability": 0.02, "bg_flows": 10, "tcp": "sack"}),
        RefMetric("ECN advantage, SACK, max_p 0.5", 40, "%", f"{_S52} (SACK repeat)",
                  "", "ecn_advantage_pct", {"probability": 0.5, "bg_flows": 10, "tcp": "sack"}),
        RefMetric("ECN advantage vs congestion", None, "%", f"{_S52} observation 1",
                  "relative advantage grows with congestion, absolute advantage shrinks",
                  "ecn_advantage_pct"),
        RefMetric("retransmissions of ECN flows", None, "segments", f"{_S52} observation 3",
                  "hardly any, except an occasional drop at high congestion and low max_p",
                  "retrans_ecn"),
        RefMetric("non-ECN timeouts", None, "", f"{_S52}",
                  "hardly any retransmits due to timeouts for non-ECN bulk flows", None),
    ),
    notes=("No figures are given in the text for moderate congestion (5 flows).",
           "The PDF version [27] with the plots is not available; nothing here is read off a plot."),
)

_trans_setup = _rfc_setup(
    workload=("netperf TCP_CRR: one request, one response, next request at once", _S53),
    response_sizes=("5 KB to 20 KB (5 KB singled out)", _S53),
    duration=("3 minutes per test, repeated for about one hour", _S53),
    start=("background FTP at t=0, transactions about 20 s later", _S53),
)
_TPS = "transactions per second (netperf CRR)"

RFC2884_TRANS = PaperSetup(
    key="rfc2884-transactional",
    title="RFC 2884 transactional transfers: transactions/s ECN vs non-ECN",
    papers=(RFC2884,),
    setup=_trans_setup[0], setup_source=_trans_setup[1],
    metrics=(
        RefMetric("ECN gain, Reno, 5 KB, moderate congestion", 42, "%", f"{_S53} observation 1",
                  "relative gain in " + _TPS, "tps_advantage_pct",
                  {"size": 5000, "probability": 0.1, "bg_flows": 5, "tcp": "reno"}),
        RefMetric("ECN gain, Reno, 5 KB, high congestion", 62, "%", f"{_S53} observation 1",
                  "relative gain in " + _TPS, "tps_advantage_pct",
                  {"size": 5000, "probability": 0.1, "bg_flows": 10, "tcp": "reno"}),
        RefMetric("ECN gain, Reno, 5 KB, lowest max_p", 20, "%", f"{_S53} observation 2",
                  "high congestion; the max_p range's ends are not named", "tps_advantage_pct",
                  {"size": 5000, "bg_flows": 10, "probability": "min", "tcp": "reno"}),
        RefMetric("ECN gain, Reno, 5 KB, highest max_p", 140, "%", f"{_S53} observation 2",
                  "high congestion; the max_p range's ends are not named", "tps_advantage_pct",
                  {"size": 5000, "bg_flows": 10, "probability": "max", "tcp": "reno"}),
        RefMetric("transactions/s, 5 KB, lowest max_p", 0.8, "1/s", f"{_S53} observation 2",
                  "'the number of transactions per second increases from 0.8 to 2.2'; whose "
                  "(ECN's, or the ECN-minus-non-ECN difference) is not said", "tps_ecn",
                  {"size": 5000, "bg_flows": 10, "probability": "min", "tcp": "reno"}),
        RefMetric("transactions/s, 5 KB, highest max_p", 2.2, "1/s", f"{_S53} observation 2",
                  "see the row above", "tps_ecn",
                  {"size": 5000, "bg_flows": 10, "probability": "max", "tcp": "reno"}),
        RefMetric("ECN gain, SACK, 5 KB, lower congestion", 47, "%", f"{_S53} (SACK repeat)",
                  "'increases from 47-80%' as congestion rises; levels not named",
                  "tps_advantage_pct", {"size": 5000, "probability": 0.1, "bg_flows": "min", "tcp": "sack"}),
        RefMetric("ECN gain, SACK, 5 KB, higher congestion", 80, "%", f"{_S53} (SACK repeat)",
                  "see the row above", "tps_advantage_pct",
                  {"size": 5000, "probability": 0.1, "bg_flows": "max", "tcp": "sack"}),
        RefMetric("ECN gain, SACK, 5 KB, lowest max_p", 15, "%", f"{_S53} (SACK repeat)",
                  "'15%-120%' as max_p rises; congestion level and max_p ends not named",
                  "tps_advantage_pct", {"size": 5000, "probability": "min", "tcp": "sack"}),
        RefMetric("ECN gain, SACK, 5 KB, highest max_p", 120, "%", f"{_S53} (SACK repeat)",
                  "see the row above", "tps_advantage_pct",
                  {"size": 5000, "probability": "max", "tcp": "sack"}),
        RefMetric("ECN gain vs response size", None, "%", f"{_S53} observation 3",
                  "ECN's advantage diminishes as the transactional size grows",
                  "tps_advantage_pct", {"size": 20000}),
        RefMetric("5 KB non-ECN loss recovery", None, "", f"{_S53} observation 3",
                  "5 KB is 4 packets at MTU 1500: a non-ECN flow always waits for a "
                  "retransmit timeout when one of them is lost", None),
    ),
    notes=("RFC 2884 names no figure for 20 KB responses; 20 KB is the top of its 5-20 KB range.",),
)

_fair_setup = _rfc_setup(
    flows=("2 background FTP flows at t=0, 2 competing flows at t=20 s", _S51),
    background_ecn=("both ECN and non-ECN background were tried", _S51),
    repetitions=(10, _S51),
)
_JAIN_T = f"{_S51} table"

FAIRNESS = PaperSetup(
    key="fairness",
    title="Fairness: Jain's index over all flows' throughput (RFC 2884 section 5.1)",
    papers=(RFC2884, PB_2004),
    setup=_fair_setup[0], setup_source=_fair_setup[1],
    metrics=tuple(
        RefMetric(f"Jain index, max_p {p}, background {'ECN' if e else 'non-ECN'}", v, "index",
                  _JAIN_T, "", "jain", {"probability": p, "bg_ecn": e})
        for p, a, b in ((0.02, 0.996888, 0.991946), (0.05, 0.995987, 0.988286),
                        (0.1, 0.985403, 0.989726), (0.2, 0.979368, 0.983342))
        for e, v in ((True, a), (False, b))
    ) + (
        RefMetric("drops of non-ECN vs marks of ECN flows", None, "ratio", _S51,
                  "with equal numbers of ECN and non-ECN flows, non-ECN drops equalled ECN "
                  "marks (RED fair to both)", "drop_mark_ratio"),
        RefMetric("fairness in an all-ECN network", None, "index", f"{PB_2004}, abstract",
                  "lockouts are largely avoided; resources are shared more fairly", "jain",
                  {"mode": "ecn"}),
    ),
    notes=("The congestion level of the table in 5.1 is not stated beside it; the "
           "experiment description names 2 background flows.",),
)

_U_SETUP = {
    "clients": [5, 10], "modes": ["DT", "RED", "RED+ECN"], "queue_limit_pkts": "4 to 256",
    "max_th": "3 * min_th", "wq": 0.002, "probability": [0.02, 0.10],
    "all_nodes_same_mechanism": True, "transfers": "relatively large but finite files",
    "method": "simulation",
}
_U_SRC = {k: BRIEF for k in _U_SETUP}
_U_SRC.update({"all_nodes_same_mechanism": f"{PB_2004}, abstract",
               "transfers": f"{PB_2004}, abstract", "method": f"{PB_2004}, abstract"})
_MODE = {"dt": "DT", "red": "RED", "ecn": "RED+ECN"}

UNIFORM = PaperSetup(
    key="uniform",
    title="Uniform: N clients download at once, DT vs RED vs RED+ECN over queue limits",
    papers=(PB_2004, PB_2002, PBA_2010),
    setup=_U_SETUP, setup_source=_U_SRC,
    metrics=tuple(
        RefMetric(f"goodput efficiency, {_MODE[m]}", None, "ratio", f"{PB_2004}, abstract",
                  "under uniform conditions ECN does not necessarily improve goodput, but "
                  "never degrades it", "efficiency", {"mode": m})
        for m in ("dt", "red", "ecn")
    ) + (
        RefMetric("goodput in an all-ECN network", None, "ratio", f"{PB_2002}, abstract",
                  "goodput does not improve in an all-TCP/ECN environment (unexpected outcome)",
                  "efficiency", {"mode": "ecn"}),
        RefMetric("retransmission overhead, RED+ECN", None, "segments", f"{PB_2004}, abstract",
                  "with ECN, flows have lower overhead for unsuccessful transmissions",
                  "retrans_total", {"mode": "ecn"}),
        RefMetric("retransmission overhead, DT", None, "segments", f"{PB_2002}, abstract",
                  "by transmission-overhead metrics TCP/ECN uses the network more efficiently",
                  "retrans_total", {"mode": "dt"}),
        RefMetric("Jain index, RED+ECN", None, "index", f"{PB_2004}, abstract",
                  "lockouts largely avoided; resources shared more fairly", "jain", {"mode": "ecn"}),
        RefMetric("Jain index, DT", None, "index", f"{PB_2004}, abstract",
                  "(the comparison case for the row above)", "jain", {"mode": "dt"}),
        RefMetric("global synchronization", None, "", f"{PB_2004}, abstract",
                  "no longer an issue with current TCP, whatever the queue management", None),
        RefMetric("traces with aggregate retransmission rate > 1%", None, "", f"{PBA_2010}, abstract",
                  "'virtually half' of traces from six monitoring points; of these about "
                  "half exceed 2%. Passive traces, context only: not this experiment", None),
    ),
    notes=("Setup numbers marked 'project brief' could not be checked: only the abstracts of "
           "the Pentikousis papers were reachable, and they state no numbers for this setup.",
           "The retransmission-rate paper (Pentikousis, Badr & Andrade) measures real traces, "
           "not the download experiment; it is cited for context only."),
)

SETUPS: dict[str, PaperSetup] = {s.key: s for s in (RFC2884_BULK, RFC2884_TRANS, UNIFORM, FAIRNESS)}


def setup_of(scenario: str) -> PaperSetup | None:
    """The papers' setup and figures for a scenario, or None for one they do not cover."""
    return SETUPS.get(scenario)
