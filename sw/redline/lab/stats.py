"""Repetitions and their statistics: the mean of a cell with its 95 % confidence interval, and
the difference of two cells (Linux − RTL) with Welch's interval.

Student's t quantile is computed here (regularized incomplete beta by its continued fraction,
then bisection), so no SciPy is needed. The intervals assume the repetitions are independent
and their mean roughly normal: with 10 repetitions of a throughput that is usually fair, and a
reviewer can check the spread in the CSV, which lists every repetition."""
from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from typing import Iterable

LEVEL = 0.95


def _betacf(a: float, b: float, x: float) -> float:
    """The continued fraction of the incomplete beta function (modified Lentz)."""
    tiny = 1e-300
    qab, qap, qam = a + b, a + 1.0, a - 1.0
    c, d = 1.0, 1.0 - qab * x / qap
    d = 1.0 / (d if abs(d) > tiny else tiny)
    h = d
    for m in range(1, 400):
        m2 = 2 * m
        aa = m * (b - m) * x / ((qam + m2) * (a + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > tiny else tiny)
        c = 1.0 + aa / c if abs(1.0 + aa / c) > tiny else tiny
        h *= d * c
        aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > tiny else tiny)
        c = 1.0 + aa / c if abs(1.0 + aa / c) > tiny else tiny
        delta = d * c
        h *= delta
        if abs(delta - 1.0) < 1e-15:
            break
    return h


def betainc(a: float, b: float, x: float) -> float:
    """The regularized incomplete beta function I_x(a, b)."""
    if x <= 0.0:
        return 0.0
    if x >= 1.0:
        return 1.0
    lbeta = math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b)
    front = math.exp(lbeta + a * math.log(x) + b * math.log1p(-x))
    if x < (a + 1.0) / (a + b + 2.0):
        return front * _betacf(a, b, x) / a
    return 1.0 - front * _betacf(b, a, 1.0 - x) / b


def t_cdf(t: float, df: float) -> float:
    """P(T ≤ t) for Student's t with df degrees of freedom."""
    tail = 0.5 * betainc(df / 2.0, 0.5, df / (df + t * t))
    return 1.0 - tail if t >= 0 else tail


@functools.lru_cache(maxsize=1024)
def t_quantile(p: float, df: float) -> float:
    """The t with P(T ≤ t) = p, by bisection (to about 1e-12)."""
    if not 0.0 < p < 1.0 or df <= 0:
        raise ValueError(f"t_quantile({p}, {df}): p must be in (0, 1) and df > 0")
    if p < 0.5:
        return -t_quantile(1.0 - p, df)
    lo, hi = 0.0, 1.0
    while t_cdf(hi, df) < p:
        hi *= 2.0
    for _ in range(200):
        mid = 0.5 * (lo + hi)
        if t_cdf(mid, df) < p:
            lo = mid
        else:
            hi = mid
        if hi - lo < 1e-12 * max(1.0, hi):
            break
    return 0.5 * (lo + hi)


@dataclass(frozen=True)
class Estimate:
    """A mean with its confidence interval: mean ± half (half is None with fewer than 2)."""
    mean: float
    half: float | None
    n: int
    sd: float | None

    @property
    def low(self) -> float | None:
        return None if self.half is None else self.mean - self.half

    @property
    def high(self) -> float | None:
        return None if self.half is None else self.mean + self.half


def _clean(xs: Iterable[float | None]) -> list[float]:
    return [float(x) for x in xs if x is not None and not (isinstance(x, float) and math.isnan(x))]


def mean_ci(xs: Iterable[float | None], level: float = LEVEL) -> Estimate | None:
    """Mean and the `level` confidence interval of the mean (Student's t), or None for no data."""
    v = _clean(xs)
    n = len(v)
    if n == 0:
        return None
    m = math.fsum(v) / n
    if n < 2:
        return Estimate(m, None, n, None)
    sd = math.sqrt(math.fsum((x - m) ** 2 for x in v) / (n - 1))
    return Estimate(m, t_quantile(0.5 + level / 2, n - 1) * sd / math.sqrt(n), n, sd)


@dataclass(frozen=True)
class Difference:
    """mean(a) − mean(b) ± half (Welch), and whether the interval excludes zero."""
    diff: float
    half: float | None
    df: float | None

    @property
    def distinguishable(self) -> bool | None:
        """True: the interval excludes 0; False: it includes 0; None: too few repetitions."""
        return None if self.half is None else abs(self.diff) > self.half


def diff_ci(a: Iterable[float | None], b: Iterable[float | None], level: float = LEVEL) -> Difference | None:
    """Welch's interval for mean(a) − mean(b): unequal variances, Welch–Satterthwaite df."""
    ea, eb = mean_ci(a, level), mean_ci(b, level)
    if ea is None or eb is None:
        return None
    d = ea.mean - eb.mean
    if ea.sd is None or eb.sd is None:
        return Difference(d, None, None)
    va, vb = ea.sd ** 2 / ea.n, eb.sd ** 2 / eb.n
    se2 = va + vb
    if se2 == 0.0:
        return Difference(d, 0.0, float(ea.n + eb.n - 2))
    df = se2 ** 2 / (va ** 2 / (ea.n - 1) + vb ** 2 / (eb.n - 1))
    return Difference(d, t_quantile(0.5 + level / 2, df) * math.sqrt(se2), df)


__all__ = ["LEVEL", "betainc", "t_cdf", "t_quantile", "Estimate", "mean_ci", "Difference", "diff_ci"]
