#!/usr/bin/env bash
# Whether `watch --listen` serving many clients delays the watch cycles: a watch over STACKS stacks
# (plans of terraform_data creates, nothing applied) with a 3 s interval, so that /healthz stays 200
# (a cycle longer than 3 intervals is unhealthy by design); ListenLoad (src/test/java/io/stackdrift/serve) reads the cycle durations from /metrics for BENCH_CYCLES cycles without clients, then as many with CLIENTS
# clients each requesting one of /metrics, /, /report.json and /healthz every second.
#
# Usage: scripts/bench/listen-load.sh [CLIENTS]     (default 200)
# Env:   STACKS (default 20), RESOURCES (each, default 200), BENCH_CYCLES (default 5), BENCH_KEEP=1
set -euo pipefail

clients="${1:-200}"
stacks="${STACKS:-20}"; resources="${RESOURCES:-200}"; cycles="${BENCH_CYCLES:-5}"
for v in "$clients" "$stacks" "$resources" "$cycles"; do
  [[ "$v" =~ ^[0-9]+$ ]] || { echo "usage: $0 [CLIENTS]; STACKS, RESOURCES, BENCH_CYCLES are integers" >&2; exit 1; }
done

# shellcheck source=scripts/bench/setup.sh
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh" listen-load

ws="$tmp/ws"
mkdir -p "$ws/stacks"
printf 'terramate {\n  config {}\n}\n' > "$ws/terramate.tm.hcl"
for (( i = 0; i < stacks; i++ )); do
  id="$(printf 's%03d' "$i")"
  mkdir -p "$ws/stacks/$id"
  printf 'stack { id = "%s" }\n' "$id" > "$ws/stacks/$id/stack.tm.hcl"
  printf 'resource "terraform_data" "r" {\n  count = %d\n  input = "%s-${count.index}"\n}\n' "$resources" "$id" \
    > "$ws/stacks/$id/main.tf"
done

serve_watch "$ws" --interval 3s

echo "machine: $(nproc) cores; $stacks stacks of $resources resources; $cycles cycles each; $clients clients"
# shellcheck source=scripts/bench/test-classes.sh
source "$here/scripts/bench/test-classes.sh" io/stackdrift/serve/ListenLoad
java -cp "$bench_cp" io.stackdrift.serve.ListenLoad "$base" "$cycles" "$clients"
