#!/usr/bin/env bash
# What a leftover sweep costs with the run markers read from /proc/PID/environ, against the sweep
# before markers (stat only): BEFORE sleeping processes started first (older than the benchmark's
# JVM, like a host's daemons: their environments are skipped by start time) and AFTER started by
# the JVM (their environments are read).
#
# Usage: scripts/bench/sweep-cost.sh BEFORE AFTER [ROUNDS]   (e.g. 1000 0, 0 1000; ROUNDS default 200)
set -euo pipefail
[[ $# -ge 2 && "$1" =~ ^[0-9]+$ && "$2" =~ ^[0-9]+$ ]] || { echo "usage: $0 BEFORE AFTER [ROUNDS]" >&2; exit 1; }
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# shellcheck source=scripts/bench/test-classes.sh
source "$here/scripts/bench/test-classes.sh" io/stackdrift/process/SweepCost
tmp="$(mktemp -d "${TMPDIR:-/tmp}/stackdrift-sweep.XXXXXX")"
pids=()
cleanup() {
  if ((${#pids[@]})); then kill "${pids[@]}" 2>/dev/null || true; fi
  rm -rf "$tmp"
}
trap cleanup EXIT
for ((i = 0; i < 10#$1; i++)); do sleep 600 & pids+=($!); done
java -cp "$bench_cp" io.stackdrift.process.SweepCost "$2" "${3:-200}"
