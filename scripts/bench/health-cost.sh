#!/usr/bin/env bash
# What health costs (contract §16): `stackdrift detect` over N converged terraform_data stacks that
# each carry a passing `check` block, against the same N stacks without one, in turn, BENCH_RUNS
# times each. Both workspaces are initialised and applied first (two processes per stack, P at once).
# Prints each run's wall clock, and per side the number of processes the tool was started as (a
# wrapper counts them): a check block should add none.
#
# Usage: scripts/bench/health-cost.sh N P      (N stacks, P plans at once)
# Env:   BENCH_RUNS (default 3), BENCH_KEEP=1 keeps the temp dir.
set -euo pipefail

[[ $# -eq 2 && "$1" =~ ^[0-9]+$ && "$2" =~ ^[0-9]+$ ]] || { echo "usage: $0 N P" >&2; exit 1; }
n=$((10#$1)); p=$((10#$2)); runs="${BENCH_RUNS:-3}"

# shellcheck source=scripts/bench/setup.sh
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh" health-cost

# A wrapper that counts the tool's starts, one line per start, then runs the tool.
counting="$tmp/tool-counting"
printf '#!/bin/sh\necho "$1" >> "$TOOL_STARTS"\nexec %s "$@"\n' "$tool" > "$counting"
chmod 0755 "$counting"

resource='resource "terraform_data" "svc_up" {
  input = "v1"
}
'
check='check "enough_replicas" {
  assert {
    condition     = terraform_data.svc_up.input == "v1"
    error_message = "too few replicas"
  }
}
'
make_workspace() {  # $1: directory, $2: with a check block (1) or not (0)
  mkdir -p "$1/stacks"
  printf 'terramate {\n  config {}\n}\n' > "$1/terramate.tm.hcl"
  for (( i = 0; i < n; i++ )); do
    local id; id="$(printf 's%04d' "$i")"
    mkdir -p "$1/stacks/$id"
    printf 'stack { id = "%s" }\n' "$id" > "$1/stacks/$id/stack.tm.hcl"
    printf '%s' "$resource" > "$1/stacks/$id/main.tf"
    [[ "$2" == 1 ]] && printf '%s' "$check" >> "$1/stacks/$id/main.tf"
  done
  find "$1/stacks" -mindepth 1 -maxdepth 1 -type d -print0 | xargs -0 -P "$p" -I{} sh -c \
    "cd '{}' && '$tool' init -input=false >/dev/null 2>&1 && '$tool' apply -auto-approve -input=false >/dev/null 2>&1"
}
echo "bench: applying $n stacks with a check block and $n without ($p at once)" >&2
make_workspace "$tmp/with" 1
make_workspace "$tmp/without" 0

detect() {  # $1: workspace; prints "wall_seconds tool_starts exit_code"
  local starts="$tmp/starts.$(basename "$1")" code=0 t0 t1
  : > "$starts"
  t0=$(date +%s.%N)
  TOOL_STARTS="$starts" "$stackdrift" detect -C "$1" --tofu "$counting" --parallel "$p" --no-native \
    --state-dir "$tmp/state.$(basename "$1")" > /dev/null 2> "$tmp/stderr" || code=$?
  t1=$(date +%s.%N)
  printf '%.2f %s %s\n' "$(echo "$t1 - $t0" | bc)" "$(wc -l < "$starts")" "$code"
}
echo "machine: $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg); $("$tool" version | head -1)"
for (( r = 1; r <= runs; r++ )); do
  echo "run $r with a check block: $(detect "$tmp/with")"
  echo "run $r without:            $(detect "$tmp/without")"
done
