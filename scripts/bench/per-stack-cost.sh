#!/usr/bin/env bash
# What stackdrift costs per stack above the plans themselves: `stackdrift detect` against `xargs -P`
# running the same N trivial plans, paired, BENCH_RUNS times. The tool is a stand-in that prints one
# change_summary line (no changes) and exits 0, so nearly all that is measured is stackdrift's own
# work per stack (session, reader threads, the saved plan's directory, parsing, the report, state).
# Prints wall clock, CPU (user + sys, children included) and stackdrift's peak RSS; and the same xargs
# with `setsid` before each plan (a session per tool, as stackdrift starts it), the share of the
# floor that is the extra program start rather than stackdrift's own work.
#
# Usage: scripts/bench/per-stack-cost.sh N P      (N stacks, P plans at once)
# Env:   BENCH_RUNS (default 3), BENCH_JFR=FILE records a JFR profile of the last stackdrift run,
#        BENCH_KEEP=1 keeps the temp dir.
set -euo pipefail

[[ $# -eq 2 && "$1" =~ ^[0-9]+$ && "$2" =~ ^[0-9]+$ ]] || { echo "usage: $0 N P" >&2; exit 1; }
n=$((10#$1)); p=$((10#$2)); runs="${BENCH_RUNS:-3}"

# shellcheck source=scripts/bench/setup.sh
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh" per-stack
command -v /usr/bin/time >/dev/null || { echo "$0: needs /usr/bin/time (Debian's time package)" >&2; exit 1; }

standin="$tmp/tofu-trivial"
printf '#!/bin/sh\nprintf %s\\n %s\n' "'%s'" \
  "'{\"type\":\"change_summary\",\"changes\":{\"add\":0,\"change\":0,\"remove\":0,\"operation\":\"plan\"}}'" \
  > "$standin"
chmod 0755 "$standin"

ws="$tmp/ws"
mkdir -p "$ws/stacks"
printf 'terramate {\n  config {}\n}\n' > "$ws/terramate.tm.hcl"
width=${#n}
for (( i = 0; i < n; i++ )); do
  id="$(printf "s%0${width}d" "$i")"
  mkdir -p "$ws/stacks/$id"
  printf 'stack { id = "%s" }\n' "$id" > "$ws/stacks/$id/stack.tm.hcl"
  : > "$ws/stacks/$id/main.tf"
done

measure() {  # $@: the command; prints "wall cpu maxrss_kb"
  /usr/bin/time -f '%e %U %S %M' -o "$tmp/time" "$@" > /dev/null 2> "$tmp/stderr" \
    || { echo "bench: $* failed:" >&2; cat "$tmp/stderr" >&2; exit 1; }
  awk '{printf "%.2f %.2f %d\n", $1, $2 + $3, $4}' "$tmp/time"
}
run_stackdrift() {
  measure "$stackdrift" detect -C "$ws" --state-dir "$tmp/state" --parallel "$p" --no-native --tofu "$standin" \
    --json
}
run_xargs() {  # $1: a program to put before each plan's shell (setsid), or nothing
  measure sh -c 'find "$1" -name main.tf -printf "%h\n" | sort | xargs -P "$2" -I{} $4 sh -c '"'"'cd "$1" && "$2" plan -detailed-exitcode -input=false -no-color -json -lock=false > /dev/null'"'"' _ {} "$3"' \
    _ "$ws/stacks" "$p" "$standin" "${1:-}"
}
setsid="$(command -v setsid || true)"

run_stackdrift > /dev/null # warm: the class-data archive, the page cache, the state directory's first report
for (( r = 1; r <= runs; r++ )); do
  read -r sw sc sm < <(run_stackdrift)
  read -r xw xc _ < <(run_xargs)
  echo "run $r: stackdrift ${sw} s, ${sc} CPU-s, ${sm} KB peak; xargs ${xw} s, ${xc} CPU-s;" \
    "wall $(awk -v a="$sw" -v b="$xw" 'BEGIN {printf "%.2f", a / b}')x," \
    "CPU above xargs $(awk -v a="$sc" -v b="$xc" -v n="$n" 'BEGIN {printf "%.2f", (a - b) * 1000 / n}') ms per stack"
  if [[ -n "$setsid" ]]; then # each plan in a session of its own, as stackdrift starts it: xargs's share of the floor
    read -r yw yc _ < <(run_xargs "$setsid")
    echo "run $r: xargs with setsid ${yw} s, ${yc} CPU-s;" \
      "wall $(awk -v a="$yw" -v b="$xw" 'BEGIN {printf "%.2f", a / b}')x of xargs," \
      "$(awk -v a="$yc" -v b="$xc" -v n="$n" 'BEGIN {printf "%.2f", (a - b) * 1000 / n}') ms of CPU per stack above it;" \
      "stackdrift $(awk -v a="$sw" -v b="$yw" 'BEGIN {printf "%.2f", a / b}')x of it," \
      "$(awk -v a="$sc" -v b="$yc" -v n="$n" 'BEGIN {printf "%.2f", (a - b) * 1000 / n}') ms per stack above it"
  fi
done
if [[ -n "${BENCH_JFR:-}" ]]; then
  JAVA_TOOL_OPTIONS="-XX:StartFlightRecording=filename=$BENCH_JFR,settings=profile" run_stackdrift > /dev/null
  echo "bench: profile in $BENCH_JFR (jfr print --events jdk.ExecutionSample $BENCH_JFR)" >&2
fi
