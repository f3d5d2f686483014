#!/usr/bin/env bash
# From a signed push to the start of the cycle it asks for: a watch over one terraform_data stack,
# its interval an hour, serves 127.0.0.1 with --webhook-secret-file; ROUNDS times, a GitHub-signed
# push is POSTed to /hooks/git and the time until the log says the next cycle started is taken
# (each after the previous cycle ended, so none is coalesced). Then the CPU the watch used while idle
# for IDLE seconds. Prints min, median and max in milliseconds, and the idle CPU share of a core.
#
# Usage: scripts/bench/webhook-latency.sh [ROUNDS] [IDLE]     (defaults 20 and 30)
set -euo pipefail

rounds="${1:-20}"; idle="${2:-30}"
for v in "$rounds" "$idle"; do
  [[ "$v" =~ ^[0-9]+$ ]] || { echo "usage: $0 [ROUNDS] [IDLE]" >&2; exit 1; }
done
command -v curl >/dev/null && command -v openssl >/dev/null || { echo "$0: needs curl and openssl" >&2; exit 1; }

# shellcheck source=scripts/bench/setup.sh
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh" webhook

ws="$tmp/ws"
mkdir -p "$ws/app"
printf 'terramate {\n  config {}\n}\n' > "$ws/terramate.tm.hcl"
printf 'stack { id = "app" }\n' > "$ws/app/stack.tm.hcl"
printf 'resource "terraform_data" "r" {\n  input = "v1"\n}\n' > "$ws/app/main.tf"
secret_file="$tmp/secret"
(umask 077 && openssl rand -hex 32 > "$secret_file")
secret="$(cat "$secret_file")"

serve_watch "$ws" --interval 1h --webhook-secret-file "$secret_file"
cycles_ended() { curl -s "$base/metrics" | awk '/^stackdrift_cycles_total/ {n += $2} END {print n + 0}'; }
wait_until() { for _ in $(seq 1 6000); do eval "$1" && return 0; sleep 0.01; done; echo "timed out: $1" >&2; exit 1; }
wait_until '[[ "$(cycles_ended)" -ge 1 ]]'

body='{"ref":"refs/heads/main","after":"2786dfa"}'
signature="sha256=$(printf '%s' "$body" | openssl dgst -sha256 -hmac "$secret" | sed 's/.*= //')"
times=()
for round in $(seq 1 "$rounds"); do
  next=$((round + 1))
  start=$(date +%s%N)
  curl -s -o /dev/null -X POST -H 'X-GitHub-Event: push' -H "X-Hub-Signature-256: $signature" \
    -H 'Content-Type: application/json' --data "$body" "$base/hooks/git"
  wait_until 'grep -q "watch cycle $next\$" "$tmp/watch.err"'
  times+=($(( ($(date +%s%N) - start) / 1000000 )))
  wait_until '[[ "$(cycles_ended)" -ge $next ]]'
done
sorted=($(printf '%s\n' "${times[@]}" | sort -n))
echo "machine: $(nproc) cores; push to cycle start over $rounds rounds: min ${sorted[0]} ms, median" \
  "${sorted[$((rounds / 2))]} ms, max ${sorted[$((rounds - 1))]} ms"

ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
java_pid="$(pgrep -P "$watch_pid" java || echo "$watch_pid")"
before="$(ticks "$java_pid")"
sleep "$idle"
after="$(ticks "$java_pid")"
hz="$(getconf CLK_TCK)"
awk -v t=$((after - before)) -v hz="$hz" -v s="$idle" \
  'BEGIN {printf "idle between cycles for %d s: %.2f %% of one core\n", s, 100 * t / hz / s}'
