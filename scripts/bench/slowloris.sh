#!/usr/bin/env bash
# Slowloris against `watch --listen` (loopback only, bounded): a watch over one terraform_data stack
# serves 127.0.0.1; Slowloris (src/test/java/io/stackdrift/serve) holds HOLD half-open connections, each trickling a byte of a
# request head every second and never finishing, for SECONDS, while probing /healthz every 200 ms
# with a 1 s timeout, as a kubelet does. Prints how many probes were answered.
#
# Usage: scripts/bench/slowloris.sh [HOLD] [SECONDS]     (defaults 300 and 30; at most 2000 and 300)
set -euo pipefail

hold="${1:-300}"; seconds="${2:-30}"
for v in "$hold" "$seconds"; do
  [[ "$v" =~ ^[0-9]+$ ]] || { echo "usage: $0 [HOLD] [SECONDS]" >&2; exit 1; }
done

# shellcheck source=scripts/bench/setup.sh
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh" slowloris

ws="$tmp/ws"
mkdir -p "$ws/app"
printf 'terramate {\n  config {}\n}\n' > "$ws/terramate.tm.hcl"
printf 'stack { id = "app" }\n' > "$ws/app/stack.tm.hcl"
printf 'resource "terraform_data" "r" {\n  input = "v1"\n}\n' > "$ws/app/main.tf"

serve_watch "$ws" --interval 5s
port="${base##*:}"
ulimit -n 4096 2>/dev/null || true

echo "machine: $(nproc) cores; $hold half-open connections for ${seconds}s"
# shellcheck source=scripts/bench/test-classes.sh
source "$here/scripts/bench/test-classes.sh" io/stackdrift/serve/Slowloris
java -cp "$bench_cp" io.stackdrift.serve.Slowloris "$port" "$hold" "$seconds"
