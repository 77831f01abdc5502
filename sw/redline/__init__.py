"""redline host software: reference model, tc-red derivation, replay and the `redline` CLI."""
