#!/usr/bin/env bash
# What following a branch costs (contract §14, watch --follow): a bare remote of COMMITS commits over
# STACKS stacks (made with git fast-import, one stack's main.tf changed per commit) on a file path, and
# the repository stackdrift owns, driven by the git calls Follower makes with the options it passes
# (the URL in GIT_CONFIG_*, fetch --no-tags fast-forward only into one ref, checkout --force
# --detach, clean keeping .terraform): first the full fetch, then BENCH_RUNS times one new commit
# pushed and fetched, each step timed from the shell. Then `watch --follow --listen` on a one-stack
# clone, its interval an hour: the CPU it uses while idle between cycles for IDLE seconds.
#
# Usage: scripts/bench/follow-fetch.sh
# Env:   STACKS (default 100), COMMITS (default 10000), BENCH_RUNS (default 5), IDLE (default 30),
#        BENCH_KEEP=1 keeps the temp dir.
set -euo pipefail

stacks="${STACKS:-100}"
commits="${COMMITS:-10000}"
runs="${BENCH_RUNS:-5}"
idle="${IDLE:-30}"

# shellcheck source=scripts/bench/setup.sh
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh" follow
export GIT_CONFIG_NOSYSTEM=1 HOME="$tmp/home" GIT_AUTHOR_NAME=bench GIT_AUTHOR_EMAIL=bench@example.invalid \
  GIT_COMMITTER_NAME=bench GIT_COMMITTER_EMAIL=bench@example.invalid
mkdir -p "$HOME"

git init -q --bare -b main "$tmp/remote.git"
python3 - "$stacks" "$commits" <<'PY' | git -C "$tmp/remote.git" fast-import --quiet
import sys
stacks, commits = int(sys.argv[1]), int(sys.argv[2])
out, t = sys.stdout, 1700000000
def blob(path, body):
    out.write("M 100644 inline %s\ndata %d\n%s\n" % (path, len(body.encode()), body))
out.write("commit refs/heads/main\nmark :1\ncommitter b <b@x> %d +0000\ndata 4\ninit\n" % t)
blob("terramate.tm.hcl", "terramate {\n  config {}\n}\n")
for i in range(stacks):
    blob("stacks/s%04d/stack.tm.hcl" % i, 'stack {\n  id = "s%d"\n}\n' % i)
    blob("stacks/s%04d/main.tf" % i, 'resource "terraform_data" "x" {\n  input = "v0"\n}\n')
for c in range(2, commits + 1):
    out.write("commit refs/heads/main\nmark :%d\ncommitter b <b@x> %d +0000\ndata 6\nchange\nfrom :%d\n" % (c, t + c, c - 1))
    blob("stacks/s%04d/main.tf" % (c % stacks), 'resource "terraform_data" "x" {\n  input = "v%d"\n}\n' % c)
PY
git -C "$tmp/remote.git" gc -q
git clone -q "$tmp/remote.git" "$tmp/pusher"
echo "$(git -C "$tmp/remote.git" rev-list --count main) commits, $(git -C "$tmp/pusher" ls-files | wc -l) files;" \
  "git $(git --version | cut -d' ' -f3); $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"

g=(git -c core.fsmonitor=false -c core.hooksPath=/dev/null -c protocol.ext.allow=never --no-pager)
owned="$tmp/state/follow/checkout"
mkdir -p "$tmp/state"
ms() { echo $(( ($(date +%s%N) - $1) / 1000000 )); }
fetch() {
  GIT_TERMINAL_PROMPT=0 GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=remote.stackdrift-followed.url \
    GIT_CONFIG_VALUE_0="$tmp/remote.git" "${g[@]}" -C "$owned" fetch --no-tags --no-recurse-submodules \
    --no-write-fetch-head stackdrift-followed refs/heads/main:refs/stackdrift/followed 2>/dev/null
}
update() {
  local rev
  rev="$("${g[@]}" -C "$owned" rev-parse --verify --quiet 'refs/stackdrift/followed^{commit}')"
  "${g[@]}" -C "$owned" -c advice.detachedHead=false checkout --quiet --force --no-recurse-submodules --detach "$rev"
  "${g[@]}" -C "$owned" clean -ffdxq -e .terraform -e .terraform.lock.hcl -e '*.tfstate' -e '*.tfstate.backup' \
    -e terraform.tfstate.d
}

start=$(date +%s%N); "${g[@]}" -C "$tmp/state" init -q follow/checkout; fetch; echo "first fetch (init + all $commits commits): $(ms "$start") ms"
start=$(date +%s%N); update; echo "first checkout and clean: $(ms "$start") ms"
for run in $(seq 1 "$runs"); do
  echo "# run $run" >> "$tmp/pusher/stacks/s0001/main.tf"
  git -C "$tmp/pusher" commit -qam "run $run"
  git -C "$tmp/pusher" push -q origin main
  start=$(date +%s%N); fetch; f=$(ms "$start")
  start=$(date +%s%N); update; u=$(ms "$start")
  echo "run $run: fetch of one new commit $f ms, checkout and clean $u ms"
done

# Idle: watch --follow --listen over a one-stack clone, between cycles.
git init -q --bare -b main "$tmp/small.git"
git clone -q "$tmp/small.git" "$tmp/small" 2>/dev/null
mkdir -p "$tmp/small/app"
printf 'terramate {\n  config {}\n}\n' > "$tmp/small/terramate.tm.hcl"
printf 'stack { id = "app" }\n' > "$tmp/small/app/stack.tm.hcl"
printf 'resource "terraform_data" "r" {\n  input = "v1"\n}\n' > "$tmp/small/app/main.tf"
git -C "$tmp/small" add -A && git -C "$tmp/small" commit -qm app && git -C "$tmp/small" push -q origin main
secret_file="$tmp/secret"
(umask 077 && openssl rand -hex 32 > "$secret_file")
rm -rf "$tmp/state"
serve_watch "$tmp/small" --follow origin/main --interval 1h --webhook-secret-file "$secret_file"
for _ in $(seq 1 6000); do
  [[ "$(curl -s -o /dev/null -w '%{http_code}' "$base/readyz")" == 200 ]] && break
  sleep 0.01
done
echo "first cycle: $(curl -s "$base/report.json" | python3 -c 'import json, sys; r = json.load(sys.stdin); print(r["status"], r["source"]["branch"], r["source"]["revision"][:7])')"
ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
java_pid="$(pgrep -P "$watch_pid" java || echo "$watch_pid")"
before="$(ticks "$java_pid")"
sleep "$idle"
after="$(ticks "$java_pid")"
awk -v t=$((after - before)) -v hz="$(getconf CLK_TCK)" -v s="$idle" \
  'BEGIN {printf "watch --follow --listen, idle between cycles for %d s: %.2f %% of one core\n", s, 100 * t / hz / s}'
