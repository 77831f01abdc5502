"""Configuration → knobs: tc words, TOML, overrides, and errors that name the bad word.

The first group runs against small fakes of `redline.tc` / `redline.model`, so it pins what
config.py itself does (which arguments reach tc.derive, which knob gets which value). The
second group uses the real modules and is skipped while they do not exist.
"""
import json
from types import SimpleNamespace

import pytest

from redline.tc import config as cfg


DEMO = "limit 400000 min 30000 max 90000 avpkt 1000 burst 55 probability 0.02 bandwidth 10mbit ecn".split()




@pytest.fixture
def fake(monkeypatch):
    """A spy on the real tc.derive."""
    from redline import tc

    calls = []
    real_derive = tc.derive

    def spy(**kw):
        calls.append(kw)
        return real_derive(**kw)

    spy_tc = SimpleNamespace(derive=spy, parse_size=tc.parse_size, parse_rate=tc.parse_rate,
                             tc_red_eval_idle_damping=tc.tc_red_eval_idle_damping,
                             idle_damping=tc.idle_damping)
    spy_tc.calls = calls
    monkeypatch.setattr(cfg, "_tc", lambda: spy_tc)
    return spy_tc


# ---------------------------------------------------------------------------- words to knobs
def test_demo_words(fake):
    from redline import tc

    c = cfg.build(DEMO, cycles_per_us=250)
    k = c.knobs
    assert fake.calls == [dict(limit=400000, min=30000, max=90000, avpkt=1000, burst=55,
                               probability=0.02, bandwidth_bps=10_000_000, stab_units="us")]
    p = tc.derive(400000, 30000, 90000, 1000, 55, 0.02, 10_000_000)
    assert (k.limit, k.min_th, k.max_th, k.wlog, k.plog, k.scell_log) == (
        400000, 30000, 90000, p.wlog, p.plog, p.scell_log)
    assert k.stab == p.stab and k.max_p == p.max_p == int(0.02 * 2**32)
    assert k.mode == 2 and k.unit == 0 and k.gentle == 0
    assert k.rate == 10_000_000  # the shaper defaults to the bandwidth word
    assert k.burst == cfg.DEFAULT_SHAPER_BURST == 3000
    assert k.cycles_per_us == 250 and k.seed == cfg.DEFAULT_SEED


def test_units_leading_red_and_flags(fake):
    k = cfg.build(["red", "limit", "400kb", "min", "30k", "max", "90k", "burst", "40", "harddrop",
                   "ecn", "nodrop", "adaptive", "gentle"]).knobs
    assert fake.calls[0]["limit"] == 400 * 1024 and fake.calls[0]["min"] == 30 * 1024
    assert (k.mode, k.harddrop, k.nodrop, k.adaptive, k.gentle) == (2, 1, 1, 1, 1)
    assert k.rate == 0  # no bandwidth word, no --rate: unshaped
    assert fake.calls[0]["bandwidth_bps"] == 0  # not given: tc.derive takes tc's 10Mbit, and says so


def test_overrides(fake):
    k = cfg.build(DEMO[:-1], gentle=True, mode="dt", rate="0", shaper_burst="9000", seed=77).knobs
    assert (k.gentle, k.mode, k.rate, k.burst, k.seed) == (1, 0, 0, 9000, 77)
    k = cfg.build(DEMO, rate="1gbit", shaper_burst="4kb").knobs
    assert (k.rate, k.burst) == (10**9, 4096)


def test_packet_mode_derives_in_packets(fake):
    from redline import tc

    k = cfg.build("limit 200 min 20 max 60 avpkt 1500 burst 30 bandwidth 12mbit ecn".split(),
                  packets=True).knobs
    call = fake.calls[0]
    assert (call["limit"], call["min"], call["max"], call["avpkt"]) == (200, 20, 60, 1)
    assert k.unit == 1 and (k.limit, k.min_th, k.max_th) == (200, 20, 60)
    assert k.rate == 12_000_000  # the shaper still runs in bit/s
    # wlog and the idle-decay table equal those of the same configuration in bytes
    b = tc.derive(200 * 1500, 20 * 1500, 60 * 1500, 1500, 30, 0.02, 12_000_000)
    assert (k.wlog, k.scell_log, k.stab) == (b.wlog, b.scell_log, b.stab)
    # plog for the packet-unit delta: 0.02/40 * 2^plog > 1 first at plog 11
    assert k.plog == 11 and b.plog != 11


@pytest.mark.parametrize(
    "words, kw, named",
    [
        ("limit 400000 mni 30000", {}, "'mni'"),
        ("limit", {}, "'limit'"),
        ("limit 400000 min", {}, "'min'"),
        ("limit 400000 min max 3", {}, "'min'"),
        ("limit 400000 min 3x0", {}, "'3x0'"),
        ("min 3000", {}, "'limit'"),
        ("limit 400000 probability 1.5", {}, "'probability'"),
        ("limit 400000 probability abc", {}, "'abc'"),
        ("limit 400000 bandwidth 10mbitt", {}, "'10mbitt'"),
        ("limit 400000 bandwidth 0", {}, "'bandwidth'"),
        ("limit 400000 burst 5.5", {}, "'burst'"),
        ("limit 400000 avpkt 0", {}, "'avpkt'"),
        ("limit 400kb min 10", {"packets": True}, "'400kb'"),
        ("limit 400000", {"mode": "wred"}, "'wred'"),
        ("limit 400000", {"rate": "fast"}, "'fast'"),
        ("limit 400000", {"shaper_burst": "lots"}, "'lots'"),
        ("limit 400000", {"seed": -1}, "'seed'"),
        ("limit 400000 shaper-burst 4000", {}, "'shaper-burst'"),
        ("", {}, "no configuration"),
    ],
)
def test_errors_name_the_word(fake, words, kw, named):
    with pytest.raises(ValueError) as ei:
        cfg.build(words.split(), **kw)
    msg = str(ei.value)
    assert named in msg and "\n" not in msg


def test_validate_failure_is_reported(fake, tmp_path):
    with pytest.raises(ValueError, match="min: 9000 is above max 3000"):  # caught by tc
        cfg.build("limit 400000 min 9000 max 3000".split())
    f = tmp_path / "v.toml"  # raw knobs bypass tc: the model's validate() catches it
    f.write_text("[knobs]\nlimit = 9000\nmin_th = 9000\nmax_th = 3000\nwlog = 3\n")
    with pytest.raises(ValueError, match="^invalid configuration: .*(max_th|min_th)"):
        cfg.build(config=f)


def test_toml_red_equals_words(fake, tmp_path):
    f = tmp_path / "c.toml"
    f.write_text('[red]\nlimit = 400000\nmin = "30000"\nmax = 90000\navpkt = 1000\nburst = 55\n'
                 'probability = 0.02\nbandwidth = "10mbit"\necn = true\n')
    assert cfg.build(config=f).knobs == cfg.build(DEMO).knobs
    # command-line words override the file's
    assert cfg.build(["max", "120000"], config=f).knobs.max_th == 120000


def test_toml_raw_knobs(fake, tmp_path):
    f = tmp_path / "k.toml"
    stab = bytes(i % 32 for i in range(256))
    f.write_text(f'[knobs]\nlimit = "64kb"\nmin_th = 5000\nmax_th = 15000\nwlog = 4\nmax_p = 1000\n'
                 f'stab = "{stab.hex()}"\nmode = "ecn"\nunit = "bytes"\nrate = "1gbit"\n'
                 f'burst = 6000\ngentle = true\n')
    k = cfg.build(config=f).knobs
    assert fake.calls == []  # nothing derived
    assert (k.limit, k.min_th, k.max_th, k.wlog, k.max_p) == (65536, 5000, 15000, 4, 1000)
    assert (k.stab, k.mode, k.rate, k.burst, k.gentle) == (stab, 2, 10**9, 6000, 1)


def test_toml_knobs_override_derived(fake, tmp_path):
    f = tmp_path / "m.toml"
    f.write_text("[red]\nlimit = 400000\nbandwidth = \"10mbit\"\n[knobs]\nwlog = 3\nburst = 1500\n")
    k = cfg.build(config=f).knobs
    assert k.wlog == 3 and k.burst == 1500 and k.rate == 10**7
    assert k.plog == cfg.build(["limit", "400000"]).knobs.plog  # the rest is still derived


@pytest.mark.parametrize(
    "text, named",
    [
        ("[redd]\nlimit = 1\n", "'redd'"),
        ("[red]\nlimt = 1\n", "'limt'"),
        ("[knobs]\nmin_th = 1\nmax_th = 2\nwlog = 3\n", "'limit'"),
        ("[knobs]\nlimit = 9\nmin_th = 1\nmax_th = 2\nwlog = 3\nwlgo = 1\n", "'wlgo'"),
        ("[knobs]\nlimit = 9\nmin_th = 1\nmax_th = 2\nwlog = -3\n", "'wlog'"),
        ("[knobs]\nlimit = 9\nmin_th = 1\nmax_th = 2\nwlog = 3\nstab = \"00ff\"\n", "'stab'"),
        ("[knobs]\nlimit = 9\nmin_th = 1\nmax_th = 2\nwlog = 3\nmode = \"wred\"\n", "'wred'"),
        ("[red]\nlimit = 1\necn = \"yes\"\n", "'ecn'"),
        ("[red\nlimit = 1\n", "bad TOML"),
    ],
)
def test_toml_errors(fake, tmp_path, text, named):
    f = tmp_path / "bad.toml"
    f.write_text(text)
    with pytest.raises(ValueError) as ei:
        cfg.build(config=f)
    assert named in str(ei.value)


@pytest.mark.parametrize("knob", list(cfg.KNOB_KINDS))
def test_raw_knob_read_by_its_kind(knob):
    """A raw [knobs] value is read as its knob's kind says (Spec.scala): the kinds, not a list
    of names in config.py, decide which forms a knob takes."""
    from redline.spec.regs import ENUMS

    kind = cfg.KNOB_KINDS[knob]
    assert cfg._raw_value(knob, 1) == 1
    if kind == "enum":
        for label, code in ENUMS[knob].items():
            assert cfg._raw_value(knob, label) == code
        with pytest.raises(ValueError, match=" or ".join([", ".join(list(ENUMS[knob])[:-1]), list(ENUMS[knob])[-1]])):
            cfg._raw_value(knob, "wred")
    if kind == "flag":
        assert cfg._raw_value(knob, True) == 1 and cfg._raw_value(knob, False) == 0
    else:
        with pytest.raises(ValueError, match=f"'{knob}'"):
            cfg._raw_value(knob, True)
    if kind in ("amount", "bytes"):
        assert cfg._raw_value(knob, "3kb") == 3072
    elif kind == "rate":
        assert cfg._raw_value(knob, "10mbit") == 10_000_000
    elif kind in ("int", "flag"):
        with pytest.raises(ValueError, match=f"'{knob}'"):
            cfg._raw_value(knob, "3kb")


def test_missing_toml(fake, tmp_path):
    with pytest.raises(ValueError, match="cannot read config"):
        cfg.build(config=tmp_path / "none.toml")


def test_knobs_dict_is_json(fake):
    d = cfg.knobs_to_dict(cfg.build(DEMO).knobs)
    assert set(d) == set(cfg.KNOB_FIELDS)
    assert bytes.fromhex(d["stab"]) == cfg.build(DEMO).knobs.stab and len(d["stab"]) == 512
    assert json.loads(json.dumps(d)) == d


# ---------------------------------------------------------------------------- real modules


def test_real_worked_example():
    """iproute2 worked example (docs/tc.md): min 30000 max 90000 avpkt 1000 p 0.02 at 10 Gbit → burst 50, Wlog 5, Plog 22."""
    k = cfg.build("limit 400000 min 30000 max 90000 avpkt 1000 probability 0.02 bandwidth 10gbit ecn".split(),
                  cycles_per_us=250).knobs
    assert (k.wlog, k.plog, k.max_p) == (5, 22, 85899345)
    assert k.rate == 10**10 and k.mode == 2


def test_real_demo_valid_and_json():
    k = cfg.build(DEMO, cycles_per_us=250).knobs
    from redline import model

    assert model.validate(k) is None
    d = cfg.knobs_to_dict(k)
    assert bytes.fromhex(d["stab"]) == bytes(k.stab) and len(d["stab"]) == 512


def test_real_bad_size_names_word():
    with pytest.raises(ValueError, match="'30qq'"):
        cfg.build("limit 400000 min 30qq".split())


def test_stab_units_tc_gives_what_tc_sends_linux(tmp_path):
    """stab_units "tc": the idle-decay table tc would send a Linux kernel (64 ns ticks), from
    the build() option or [red] in TOML; the option overrides the TOML; default "us"."""
    from redline import tc

    want = tc.derive(400000, 30000, 90000, 1000, 55, 0.02, 10_000_000, stab_units="tc")
    us = tc.derive(400000, 30000, 90000, 1000, 55, 0.02, 10_000_000)
    # 800 us per avpkt is 12500 ticks of 64 ns: 15.6x the count, so 4 more halvings (2^4 = 16)
    assert tc.tc_calc_xmittime(10_000_000 // 8, 1000) == 12500
    assert want.scell_log - us.scell_log == 4
    c = cfg.build(DEMO, stab_units="tc")
    assert c.stab_units == "tc" and (c.knobs.scell_log, c.knobs.stab) == (want.scell_log, want.stab)
    d = cfg.build(DEMO)
    assert d.stab_units == "us" and (d.knobs.scell_log, d.knobs.stab) == (us.scell_log, us.stab)
    f = tmp_path / "tc.toml"
    f.write_text('[red]\nlimit = 400000\nmin = 30000\nmax = 90000\nburst = 55\n'
                 'bandwidth = "10mbit"\nstab_units = "tc"\n')
    t = cfg.build(config=f)
    assert t.stab_units == "tc" and t.knobs.stab == want.stab and "stab_units" not in t.red
    assert cfg.build(config=f, stab_units="us").knobs.stab == us.stab
    # packet mode takes the table from avpkt bytes at the bandwidth in the same units
    p = cfg.build("limit 200 min 20 max 60 avpkt 1000 burst 30 bandwidth 10mbit".split(),
                  packets=True, stab_units="tc").knobs
    assert p.scell_log == tc.idle_damping(p.wlog, 1000, 10_000_000 // 8, "tc")[0]
    with pytest.raises(ValueError, match="'stab_units'"):
        cfg.build(DEMO, stab_units="ticks")
    f.write_text('[red]\nlimit = 400000\nstab_units = "ns"\n')
    with pytest.raises(ValueError, match="'stab_units'"):
        cfg.build(config=f)


# ---------------------------------------------------------------------------- one grammar
# The accept/refuse cases of Linux's tc-testing suite for red
# (tools/testing/selftests/tc-testing/tc-tests/qdiscs/red.json in torvalds/linux): the words
# after `red` in each case's `tc qdisc add`, and whether tc accepts them (exit 0) or not (2).
TC_TESTING_RED = [
    ("8b6e", "limit 1M avpkt 1500 min 100K max 300K", True),
    ("342e", "adaptive limit 1M avpkt 1500 min 100K max 300K", True),
    ("2d4b", "ecn limit 1M avpkt 1500 min 100K max 300K", True),
    ("650f", "ecn adaptive limit 1M avpkt 1500 min 100K max 300K", True),
    ("5f15", "ecn harddrop limit 1M avpkt 1500 min 100K max 300K", True),
    ("53e8", "ecn nodrop limit 1M avpkt 1500 min 100K max 300K", True),
    ("d091", "nodrop limit 1M avpkt 1500 min 100K max 300K", False),
    ("af8e", "ecn harddrop nodrop limit 1M avpkt 1500 min 100K max 300K", True),
]


@pytest.mark.parametrize("case, words, accepted", TC_TESTING_RED, ids=[c[0] for c in TC_TESTING_RED])
def test_tc_testing_red_cases(case, words, accepted):
    """redline accepts what tc accepts and refuses what tc refuses, with and without `red`."""
    for w in (words.split(), ["red"] + words.split()):
        if accepted:
            k = cfg.build(w).knobs
            assert (k.limit, k.min_th, k.max_th) == (1 << 20, 100 << 10, 300 << 10)
            for flag in ("adaptive", "harddrop", "nodrop"):
                assert getattr(k, flag) == int(flag in w), flag
            assert k.mode == cfg.MODES["ecn" if "ecn" in w else "red"]
        else:
            with pytest.raises(ValueError, match="'nodrop' needs 'ecn'"):
                cfg.build(w)


def test_own_words_are_words_and_options_alike():
    """redline's own words (packets, rate, mode, seed, stab_units) mean in the words what
    the options mean, anywhere among tc's words; a word and an option must agree."""
    words = "red limit 40 min 5 max 15 avpkt 1000 packets rate 20mbit mode ecn seed 9 stab_units tc".split()
    by_words = cfg.build(words)
    by_options = cfg.build(words[:9], packets=True, rate="20mbit", mode="ecn", seed=9, stab_units="tc")
    assert by_words.knobs == by_options.knobs and by_words.stab_units == "tc"
    k = by_words.knobs
    assert (k.unit, k.rate, k.mode, k.seed) == (1, 20_000_000, cfg.MODES["ecn"], 9)
    assert cfg.build(words, mode="ecn", seed=9).knobs == k      # agreeing: fine
    with pytest.raises(ValueError, match="'mode ecn' contradicts the option's mode dt"):
        cfg.build(words, mode="dt")
    with pytest.raises(ValueError, match="'seed 9' contradicts"):
        cfg.build(words, seed=10)


@pytest.mark.parametrize("words, kw, named", [
    ("limit 400000 ecn", {"mode": "dt"}, "'ecn' contradicts 'mode dt'"),
    ("limit 400000 ecn mode red", {}, "'ecn' contradicts 'mode red'"),
    ("limit 400000 nodrop", {}, "'nodrop' needs 'ecn'"),
    ("limit 400000 limit 500000", {}, "word 'limit' given twice"),
    ("limit 400000 seed 1 seed 2", {}, "word 'seed' given twice"),
    ("limit 400000 seed x", {}, "'seed'"),
    ("limit 400000 mode", {}, "word 'mode' needs a value"),
    ("limit 400000 rate ecn", {}, "word 'rate' needs a value, got the word 'ecn'"),
    ("limit 400000 mode wred", {}, "'wred'"),
    ("limit 400000 stab_units ns", {}, "'stab_units'"),
])
def test_one_grammar_refusals(words, kw, named):
    with pytest.raises(ValueError, match=named):
        cfg.build(words.split(), **kw)


def test_nodrop_with_mode_ecn_is_ecn():
    k = cfg.build("limit 400000 nodrop mode ecn".split()).knobs
    assert k.nodrop == 1 and k.mode == cfg.MODES["ecn"]


def test_toml_red_takes_the_own_words_too(tmp_path):
    f = tmp_path / "own.toml"
    f.write_text('[red]\nlimit = 40\nmin = 5\nmax = 15\npackets = true\nmode = "ecn"\nseed = 9\n'
                 'rate = "20mbit"\nstab_units = "tc"\n')
    words = "limit 40 min 5 max 15 packets rate 20mbit mode ecn seed 9 stab_units tc".split()
    assert cfg.build(config=f).knobs == cfg.build(words).knobs
    # the command line's words and options over the file's
    assert cfg.build(["seed", "3"], config=f).knobs.seed == 3
    assert cfg.build(config=f, mode="red").knobs.mode == cfg.MODES["red"]
