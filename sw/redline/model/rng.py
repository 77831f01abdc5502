"""The redline random source (docs/semantics.md section 7): Marsaglia's xorshift32 13/17/5."""

MASK32 = 0xFFFFFFFF
#: loaded instead of seed 0, since 0 is a fixed point of xorshift
ZERO_SEED = 0x2545F491


class XorShift32:
    """``x ^= x << 13; x ^= x >> 17; x ^= x << 5`` on 32 bits; ``next()`` returns the new x."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0):
        self.state = ZERO_SEED
        self.seed(seed)

    def seed(self, seed: int) -> None:
        """Load the state from ``seed`` (what a commit does); 0 loads ZERO_SEED."""
        seed &= MASK32
        self.state = seed if seed else ZERO_SEED

    def next(self) -> int:
        x = self.state
        x ^= (x << 13) & MASK32
        x ^= x >> 17
        x ^= (x << 5) & MASK32
        self.state = x
        return x

    __next__ = next

    def __iter__(self):
        return self


def xorshift32(x: int) -> int:
    """One step of the generator from state x."""
    x &= MASK32
    x ^= (x << 13) & MASK32
    x ^= x >> 17
    x ^= (x << 5) & MASK32
    return x
