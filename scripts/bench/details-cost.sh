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

# shellcheck source=scripts/bench/details-pairs.sh
source "$(dirname "${BASH_SOURCE[0]}")/details-pairs.sh"
details_run addresses > /dev/null # warm the page cache and the class-data archive
details_pairs
drifted=$(grep -c '"details" *: *"attributes"' "$tmp/report-attributes.json" || true)
echo "stacks $stacks (drifted with attributes: $drifted), P $p, pairs $runs"
