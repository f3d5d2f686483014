#!/usr/bin/env bash
# What reading the revision judged costs (contract §14): a repository of COMMITS commits over STACKS
# stacks (made with git fast-import, one stack's main.tf changed per commit), one file modified in
# the work tree, and the git calls a run makes, with the options stackdrift passes, timed from the
# shell BENCH_RUNS times: the four calls of before (rev-parse, status, log -1, config) against the
# three of now (status, rev-parse only because a file is modified, config; the commit time comes
# from the changedAt log), and that log to its end without and with --sparse.
#
# Usage: scripts/bench/provenance.sh
# Env:   STACKS (default 1000), COMMITS (default 10000), BENCH_RUNS (default 3), BENCH_KEEP=1 keeps the temp dir.
set -euo pipefail

stacks="${STACKS:-1000}"
commits="${COMMITS:-10000}"
runs="${BENCH_RUNS:-3}"
dir=$(mktemp -d)
[[ "${BENCH_KEEP:-}" == 1 ]] || trap 'rm -rf "$dir"' EXIT
export GIT_CONFIG_NOSYSTEM=1 HOME="$dir" GIT_AUTHOR_NAME=bench GIT_AUTHOR_EMAIL=bench@example.invalid \
  GIT_COMMITTER_NAME=bench GIT_COMMITTER_EMAIL=bench@example.invalid GIT_OPTIONAL_LOCKS=0

git init -q -b main "$dir/repo"
cd "$dir/repo"
python3 - "$stacks" "$commits" <<'PY' | git fast-import --quiet
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
git checkout -q -f main
echo "# changed" >> stacks/s0001/main.tf
echo "$(git rev-list --count HEAD) commits, $(git ls-files | wc -l) files"

g=(git -c core.fsmonitor=false -c core.hooksPath=/dev/null -c protocol.ext.allow=never --no-pager)
ms() { echo $(( ($(date +%s%N) - $1) / 1000000 )); }
head=$(git rev-parse HEAD)
for run in $(seq 1 "$runs"); do
  # before: four calls for the revision, the commit time and the remote
  start=$(date +%s%N)
  "${g[@]}" rev-parse --is-inside-work-tree --show-prefix >/dev/null
  "${g[@]}" status --porcelain=v2 --branch -z --untracked-files=all -- . >/dev/null
  "${g[@]}" log -1 --format=%ct HEAD >/dev/null
  "${g[@]}" config -z --get-regexp '^(remote\..*\.url|branch\..*\.remote)$' >/dev/null || true
  before=$(ms "$start")
  # now: the status, where the workspace sits (only because a file is modified), the remote
  start=$(date +%s%N)
  "${g[@]}" status --porcelain=v2 --branch -z --untracked-files=all -- . >/dev/null
  "${g[@]}" rev-parse --show-prefix >/dev/null
  "${g[@]}" config -z --get-regexp '^(remote\..*\.url|branch\..*\.remote)$' >/dev/null || true
  now=$(ms "$start")
  # the changedAt log to its very end (stackdrift leaves it once every stack has its commit), as
  # before and now with every commit shown (the first gives the commit time)
  start=$(date +%s%N)
  "${g[@]}" log -z --format=%x01%h\ %ct --name-only --relative --no-renames HEAD -- . >/dev/null
  log_before=$(ms "$start")
  start=$(date +%s%N)
  "${g[@]}" log -z --sparse --format=%x01%h\ %ct --name-only --relative --no-renames "$head" -- . >/dev/null
  log_now=$(ms "$start")
  echo "run $run: revision+time+remote before (4 calls) ${before} ms, now (3 calls, 2 on a clean tree) ${now} ms;" \
    "changedAt log to the end before ${log_before} ms, now (--sparse) ${log_now} ms"
done
