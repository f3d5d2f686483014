#!/usr/bin/env bash
# The cost of a chain of N globals (a0 = 1, a1 = global.a0 + 1, …) that a root
# terramate.config.run.env reads the end of: `list --run-env` evaluates it for the one stack.
# ORDER=backward writes it the other way (a0 = global.a1 + 1, …, the last = 1; a0 is read). With
# OLD_JAR, that build is measured too, cut after TIMEOUT seconds (default 600). Then a `detect` with
# a stand-in tool, 100 stacks, is sent SIGTERM 3 s after it starts (while the globals evaluate) and
# the time from the signal to the exit is printed. Prints wall clock and peak RSS per run.
#
# Usage: scripts/bench/globals-chain.sh N [OLD_JAR]
set -euo pipefail
(( $# >= 1 )) || { echo "usage: $0 N [OLD_JAR]" >&2; exit 1; }
n=$1
old_jar="${2:-}"
limit="${TIMEOUT:-600}"
# shellcheck source=scripts/bench/setup.sh
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh" globals-chain
command -v /usr/bin/time >/dev/null || { echo "$0: needs /usr/bin/time (Debian's time package)" >&2; exit 1; }

workspace() {  # $1 dir, $2 stacks
  mkdir -p "$1"
  local read=$((n - 1))
  {
    echo 'globals {'
    if [[ "${ORDER:-forward}" == backward ]]; then
      for ((i = 0; i < n - 1; i++)); do echo "  a$i = global.a$((i + 1)) + 1"; done
      echo "  a$((n - 1)) = 1"
      read=0
    else
      echo '  a0 = 1'
      for ((i = 1; i < n; i++)); do echo "  a$i = global.a$((i - 1)) + 1"; done
    fi
    echo '}'
  } > "$1/globals.tm"
  printf 'terramate {\n  config {\n    run {\n      env {\n        CHAIN = "n${global.a%d}"\n      }\n    }\n  }\n}\n' \
    "$read" > "$1/run_env.tm"
  for ((s = 0; s < $2; s++)); do
    mkdir -p "$1/s$s"
    echo 'stack {}' > "$1/s$s/stack.tm"
  done
}
workspace "$tmp/one" 1
workspace "$tmp/many" 100
printf '#!/bin/sh\necho $$ >> %s/hang.pids\nexec sleep 600\n' "$tmp" > "$tmp/hang" && chmod +x "$tmp/hang"

if [[ -n "$old_jar" ]]; then
  mkdir -p "$tmp/old/bin" "$tmp/old/target" "$tmp/old/packaging"
  cp "$here/bin/stackdrift" "$tmp/old/bin/stackdrift"
  cp "$here/packaging/stackdrift" "$tmp/old/packaging/stackdrift"
  cp -R "$tmp/sd/testdata" "$tmp/old/"
  cp "$old_jar" "$tmp/old/target/stackdrift.jar"
  "$tmp/old/bin/stackdrift" --version > /dev/null
fi

measure() {  # $1 label, then the command: prints "label wall_s maxrss_MB", or that it was cut
  local label="$1"
  shift
  local code=0
  /usr/bin/time -f '%e %M' -o "$tmp/time" timeout "$limit" "$@" > /dev/null 2> "$tmp/stderr" || code=$?
  if (( code == 0 )); then
    awk -v l="$label" '{printf "%-10s %8.2f s %5d MB\n", l, $1, $2 / 1024}' "$tmp/time"
  elif (( code == 124 )); then
    printf '%-10s did not end in %d s (cut)\n' "$label" "$limit"
  else
    echo "bench: $label failed:" >&2
    tail -5 "$tmp/stderr" >&2
    exit 1
  fi
}
sigterm() {  # $1 label, $2 launcher: seconds from SIGTERM to exit (waiting 60 s at most), and the exit code
  local label="$1" started code=0
  "$2" detect -C "$tmp/many" --tofu "$tmp/hang" --no-native -o "$tmp/report.json" > /dev/null 2>&1 &
  local pid=$!
  sleep 3
  started=$(date +%s%N)
  if ! kill -TERM "$pid" 2> /dev/null; then
    printf '%-10s ended before the signal (too short a chain to measure this)\n' "$label"
    return
  fi
  for _ in $(seq 1 600); do kill -0 "$pid" 2> /dev/null || break; sleep 0.1; done
  if kill -0 "$pid" 2> /dev/null; then
    kill -KILL "$pid"
    wait "$pid" 2> /dev/null || true
    printf '%-10s still running 60 s after SIGTERM (killed), report %s\n' "$label" \
      "$([[ -s $tmp/report.json ]] && echo written || echo missing)"
  else
    wait "$pid" || code=$?
    printf '%-10s SIGTERM to exit %s s, exit %d, report %s\n' "$label" \
      "$(awk -v a="$started" -v b="$(date +%s%N)" 'BEGIN {printf "%.2f", (b - a) / 1e9}')" "$code" \
      "$([[ -s $tmp/report.json ]] && echo written || echo missing)"
  fi
  [[ -f "$tmp/hang.pids" ]] && xargs kill -KILL < "$tmp/hang.pids" 2> /dev/null || true
  rm -f "$tmp/hang.pids"
  rm -f "$tmp/report.json"
}

[[ -n "$old_jar" ]] && measure "before" "$tmp/old/bin/stackdrift" list -C "$tmp/one" --run-env
for _ in $(seq 1 "${ROUNDS:-3}"); do
  measure "after" "$stackdrift" list -C "$tmp/one" --run-env
done
[[ -n "$old_jar" ]] && sigterm "before" "$tmp/old/bin/stackdrift"
sigterm "after" "$stackdrift"
