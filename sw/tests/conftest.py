"""Shared by the host-software tests."""
import pytest

from redline import cli


@pytest.fixture
def run_cli(capsys):
    """Runs `redline <argv>` in this process and returns (exit code, stdout, stderr)."""
    def run(argv):
        rc = cli.main(argv)
        out = capsys.readouterr()
        return rc, out.out, out.err
    return run
