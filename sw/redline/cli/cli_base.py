"""What every `redline` subcommand module shares: the exit codes and the one error type. It sits
below cli.py and the subcommand modules (cli_control, cli_experiment), which cli.py lists."""
from __future__ import annotations

# The exit statuses (README.md, "Replaying your own traces"): 0 done, and
EXIT_RUNTIME = 1  # stopped at run time (the reader of --log - went away)
EXIT_USAGE = 2    # a bad word, option, pcap or configuration; nothing was changed
EXIT_BACKEND = 3  # device or backend: not built, not there, refused, failed


class CliError(Exception):
    """A one-line error for `redline: error: ...`, with the exit status to leave with."""

    def __init__(self, msg: str, code: int = EXIT_USAGE):
        super().__init__(msg)
        self.code = code
