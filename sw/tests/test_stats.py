"""redline.lab.stats: Student's t and the intervals the experiment reports give (issue 25).

The quantiles are checked against the published two-sided 95 % table; the intervals against a
sample worked by hand and against synthetic data of known mean and variance, whose 95 %
intervals must contain the true value in 95 % of 20,000 trials. Measured on the same draws, a z
interval instead of t covers 81 % (n = 3) and 92 % (n = 10), a standard deviation over n instead
of n − 1 92.5 % and 93.8 %, a missing √n 98 % and 100 %, and a pooled-variance difference about
86 %: each fails."""
from __future__ import annotations

import math
import random

import pytest

from redline.lab import stats

# t(0.975, df) from the standard table (four decimals)
TABLE = {1: 12.7062, 2: 4.3027, 3: 3.1824, 4: 2.7764, 5: 2.5706, 9: 2.2622, 10: 2.2281, 19: 2.0930,
         29: 2.0452, 60: 2.0003, 120: 1.9799}


@pytest.mark.parametrize("df,t", sorted(TABLE.items()))
def test_t_quantile_matches_the_table(df, t):
    assert stats.t_quantile(0.975, df) == pytest.approx(t, abs=6e-5)
    assert stats.t_quantile(0.025, df) == pytest.approx(-t, abs=6e-5)
    assert stats.t_cdf(t, df) == pytest.approx(0.975, abs=2e-6)


def test_t_tends_to_the_normal():
    assert stats.t_quantile(0.975, 1e7) == pytest.approx(1.959964, abs=1e-5)
    assert stats.t_cdf(0.0, 3) == 0.5


def test_mean_ci_by_hand():
    e = stats.mean_ci([1, 2, 3, 4, 5])
    sd = math.sqrt(2.5)
    assert (e.mean, e.n) == (3.0, 5) and e.sd == pytest.approx(sd)
    assert e.half == pytest.approx(2.7764 * sd / math.sqrt(5), rel=2e-5)   # 1.9632
    assert (e.low, e.high) == pytest.approx((3 - e.half, 3 + e.half))
    one = stats.mean_ci([7.0, None])
    assert (one.mean, one.half, one.n) == (7.0, None, 1)
    assert stats.mean_ci([None]) is None


def _coverage(trials: int, make, check) -> float:
    return sum(check(*make()) for _ in range(trials)) / trials


def test_mean_ci_covers_95_percent_of_known_means():
    """20,000 samples of 3 and of 10 from N(10, 2²): the fraction of intervals that contain 10
    must be 95 % within 4 binomial standard deviations (0.0015 each)."""
    rng = random.Random(25)
    for n in (3, 10):
        cov = _coverage(20000, lambda: ([rng.gauss(10, 2) for _ in range(n)],),
                        lambda xs: stats.mean_ci(xs).low <= 10 <= stats.mean_ci(xs).high)
        assert 0.9438 <= cov <= 0.9562, (n, cov)


def test_diff_ci_welch_covers_the_true_difference():
    """Unequal variances and sizes (Welch's case): N(5, 1²) × 10 against N(3, 4²) × 6, true
    difference 2."""
    rng = random.Random(26)

    def make():
        return [rng.gauss(5, 1) for _ in range(10)], [rng.gauss(3, 4) for _ in range(6)]

    def check(a, b):
        d = stats.diff_ci(a, b)
        return d.diff - d.half <= 2 <= d.diff + d.half

    cov = _coverage(20000, make, check)
    assert 0.9438 <= cov <= 0.9562, cov


def test_diff_ci_by_hand_and_what_it_says():
    d = stats.diff_ci([1, 2, 3, 4, 5], [2, 4, 6])
    va, vb = 2.5 / 5, 4.0 / 3
    df = (va + vb) ** 2 / (va ** 2 / 4 + vb ** 2 / 2)
    assert d.diff == -1.0 and d.df == pytest.approx(df)
    assert d.half == pytest.approx(stats.t_quantile(0.975, df) * math.sqrt(va + vb))
    assert d.distinguishable is False                       # -1 ± 3.9: includes 0
    far = stats.diff_ci([100 + x for x in (1, 2, 3, 4, 5)], [2, 4, 6])
    assert far.distinguishable is True
    assert stats.diff_ci([1.0], [2.0, 3.0]).distinguishable is None   # one repetition: no interval
