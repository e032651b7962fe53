"""Kill a writer mid-write 20 times: every acknowledged write is still there."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.reliability.killing import make_library, run


@pytest.mark.slow
@pytest.mark.parametrize("delay", [0.0, 0.01], ids=["normal-disk", "slow-fsync"])
def test_kill_mid_write_loses_no_acknowledged_write(tmp_path: Path, delay: float) -> None:
    folder = tmp_path / "lib"
    make_library(folder)
    stats = run(folder, 10, seed=7 if delay else 3, delay=delay)
    assert stats.kills == 10
    assert stats.acknowledged > 0
    assert stats.failed_opens == []
    assert stats.unclean_checks == []
    assert stats.lost == []
