#!/usr/bin/env bash
# What attribute details cost (contract §4b): `stackdrift detect` with detect.details = attributes
# (each plan saved with -out, and show -json of every drifted stack's plan) against
# --details addresses (no saved plan), in one run, interleaved, on N terraform_data stacks of which
# a third drifted (applied, then changed in the configuration). Prints each pair and the medians.
#
# Usage: scripts/bench/details-cost.sh P      (P plans at once)
# Env:   BENCH_RUNS (pairs, default 5), STACKS (default 100), RESOURCES (per stack, default 20),
#        BENCH_KEEP=1 keeps the temp dir.
set -euo pipefail

[[ $# -eq 1 && "$1" =~ ^[0-9]+$ ]] && (( 10#$1 >= 1 )) || { echo "usage: $0 P   (P parallel plans >= 1)" >&2; exit 1; }
p=$((10#$1))
runs="${BENCH_RUNS:-5}"
stacks="${STACKS:-100}"
resources="${RESOURCES:-20}"
for v in "$runs" "$stacks" "$resources"; do
  [[ "$v" =~ ^[0-9]+$ ]] || { echo "$0: BENCH_RUNS, STACKS and RESOURCES must be integers" >&2; exit 1; }
done

# shellcheck source=scripts/bench/setup.sh
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh" details

ws="$tmp/ws"
mkdir -p "$ws/stacks"
printf 'terramate {\n  config {}\n}\n' > "$ws/terramate.tm.hcl"
config() {  # $1 id, $2 value
  printf 'resource "terraform_data" "r" {\n  count = %d\n  input = { id = "%s-${count.index}", v = "%s" }\n}\n' \
    "$resources" "$1" "$2"
}
echo "bench: applying $stacks stacks of $resources resources" >&2
for (( i = 0; i < stacks; i++ )); do
  id="$(printf 's%03d' "$i")"
  mkdir -p "$ws/stacks/$id"
  printf 'stack { id = "%s" }\n' "$id" > "$ws/stacks/$id/stack.tm.hcl"
  config "$id" v1 > "$ws/stacks/$id/main.tf"
done
find "$ws/stacks" -name main.tf -printf '%h\n' | xargs -P "$(nproc)" -I{} sh -c \
  'cd "$1" && "$2" init -input=false >/dev/null && "$2" apply -auto-approve -input=false >/dev/null' _ {} "$tool"
for (( i = 0; i < stacks; i += 3 )); do
  id="$(printf 's%03d' "$i")"
  config "$id" v2 > "$ws/stacks/$id/main.tf"
done

run() {  # $1 details mode; prints the wall clock in ms
  local start end code=0
  start=$(date +%s%N)
  "$stackdrift" detect -C "$ws" --state-dir "$tmp/state-$1" --parallel "$p" --no-native --tofu "$tool" \
    --details "$1" --json > "$tmp/report-$1.json" 2> "$tmp/stderr-$1" || code=$?
  end=$(date +%s%N)
  if (( code != 0 )); then echo "bench: detect --details $1 exited $code:" >&2; cat "$tmp/stderr-$1" >&2; exit 1; fi
  echo $(( (end - start) / 1000000 ))
}
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : int((a[NR/2]+a[NR/2+1])/2)}'; }

run addresses > /dev/null # warm the page cache and the class-data archive
: > "$tmp/off"; : > "$tmp/on"
for (( r = 1; r <= runs; r++ )); do
  if (( r % 2 )); then off=$(run addresses); on=$(run attributes); else on=$(run attributes); off=$(run addresses); fi
  echo "$off" >> "$tmp/off"; echo "$on" >> "$tmp/on"
  echo "pair $r: addresses ${off} ms, attributes ${on} ms"
done
drifted=$(grep -o '"details" : "attributes"\|"details": "attributes"' "$tmp/report-attributes.json" | wc -l)
m_off=$(median < "$tmp/off"); m_on=$(median < "$tmp/on")
echo "stacks $stacks (drifted with attributes: $drifted), P $p, pairs $runs"
echo "median: addresses ${m_off} ms, attributes ${m_on} ms, ratio $(awk -v a="$m_on" -v b="$m_off" 'BEGIN {printf "%.3f", a / b}')"
