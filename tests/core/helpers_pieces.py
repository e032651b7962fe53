"""Texts made of pieces, for the tests that hold a quick way of doing something to the
plain way it replaced, on any text.

Each test once drew 3,000 texts through Hypothesis, which spent about 3 ms making each one
(8 to 12 s a test) to check it in microseconds. Here every text of up to two pieces is
checked, the short texts where a difference shows first, and then many more texts drawn
at random than Hypothesis drew, from a seed new at each run, so that runs keep finding
texts never tried before; a failure names the text and the seed that made it.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator, Sequence

DRAWN = 30_000  # ten times what Hypothesis drew, in a fraction of its time


def texts_of(pieces: Sequence[str], most: int, seed: int, drawn: int = DRAWN) -> Iterator[str]:
    """Every text of at most two pieces, then `drawn` texts of 0 to `most` pieces chosen
    with `seed`."""
    for count in range(3):
        for chosen in itertools.product(pieces, repeat=count):
            yield "".join(chosen)
    rng = random.Random(seed)
    for _ in range(drawn):
        yield "".join(rng.choices(pieces, k=rng.randint(0, most)))


def new_seed() -> int:
    """A seed of its own for this run."""
    return random.SystemRandom().randrange(2**32)
