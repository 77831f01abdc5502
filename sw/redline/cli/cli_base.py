"""What every `redline` subcommand module shares: the exit codes and the one error type. It sits
below cli.py and the subcommand modules (cli_control, cli_experiment), which cli.py lists."""
from __future__ import annotations

EXIT_USAGE = 2
EXIT_BACKEND = 3


class CliError(Exception):
    """A one-line error for `redline: error: ...`, with the exit status to leave with."""

    def __init__(self, msg: str, code: int = EXIT_USAGE):
        super().__init__(msg)
        self.code = code
