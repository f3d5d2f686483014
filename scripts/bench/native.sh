#!/usr/bin/env bash
# Times the container check: P Compose projects of C containers each (default 5 x 10 = 50), started
# with Compose's labels on the engine at DOCKER_HOST, checked by `stackdrift detect` (a workspace with
# no stacks, so the run is the container check plus JVM start). Removes its containers on exit.
# Usage: scripts/bench/native.sh [PROJECTS] [CONTAINERS_PER_PROJECT]   Env: BENCH_RUNS (default 5),
# STACKDRIFT_DEMO_IMAGE (default busybox).
set -euo pipefail

usage() {
  echo "usage: $0 [PROJECTS] [CONTAINERS_PER_PROJECT]   (PROJECTS >= 1; CONTAINERS_PER_PROJECT even, >= 2:" \
    "each service runs 2 replicas; env BENCH_RUNS=R >= 1, default 5)" >&2
  exit 1
}
(( $# <= 2 )) || usage
[[ "${1:-5}" =~ ^[0-9]+$ && "${2:-10}" =~ ^[0-9]+$ ]] || usage
projects=$((10#${1:-5}))
per_project=$((10#${2:-10}))
(( projects >= 1 && per_project >= 2 && per_project % 2 == 0 )) || usage
runs="${BENCH_RUNS:-5}"
[[ "$runs" =~ ^[0-9]+$ ]] && (( 10#$runs >= 1 )) || { echo "$0: BENCH_RUNS must be a positive integer" >&2; exit 1; }
runs=$((10#$runs))
image="${STACKDRIFT_DEMO_IMAGE:-busybox}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

docker version >/dev/null 2>&1 || { echo "native: no Docker engine reachable (DOCKER_HOST=${DOCKER_HOST:-default})" >&2; exit 1; }
docker image inspect "$image" >/dev/null 2>&1 || { echo "native: image '$image' is not present" >&2; exit 1; }
command -v python3 >/dev/null || { echo "native: python3 is not on PATH (it reads the report)" >&2; exit 1; }
[[ -f "$here/target/stackdrift.jar" ]] || (cd "$here" && mvn -B -q package -DskipTests)

ws="$(mktemp -d "${TMPDIR:-/tmp}/stackdrift-native.XXXXXX")"
prefix="sdbench$$"
# The EXIT trap: under set -e a failed docker call would skip removing the workspace and turn a
# finished benchmark's exit status into a failure.
cleanup() {
  docker ps -aq --filter "label=stackdrift.bench=$prefix" | xargs -r docker rm -f >/dev/null || true
  rm -rf "$ws" || true
}
trap cleanup EXIT

printf 'terramate {\n  config {}\n}\n' > "$ws/terramate.tm.hcl"
: > "$ws/stackdrift.toml"
services=$(( per_project / 2 ))
for p in $(seq 1 "$projects"); do
  project="$prefix-p$p"
  mkdir -p "$ws/p$p"
  {
    echo "services:"
    for s in $(seq 1 "$services"); do
      printf '  s%d:\n    image: %s\n    deploy:\n      replicas: 2\n' "$s" "$image"
    done
  } > "$ws/p$p/compose.yaml"
  printf '[[compose]]\nproject = "%s"\nfile = "p%d/compose.yaml"\n\n' "$project" "$p" >> "$ws/stackdrift.toml"
  for s in $(seq 1 "$services"); do
    for r in 1 2; do
      docker run -d --network none --name "$project-s$s-$r" --label "stackdrift.bench=$prefix" \
        --label "com.docker.compose.project=$project" --label "com.docker.compose.service=s$s" \
        --label com.docker.compose.oneoff=False "$image" sleep 100000 >/dev/null
    done
  done
done
# One finding, so the check has something to report.
docker stop -t 0 "$prefix-p1-s1-1" >/dev/null

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", b - a }'; }
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END {
  if (NR % 2) printf "%.3f", v[(NR + 1) / 2]; else printf "%.3f", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

"$here/bin/stackdrift" --version >/dev/null # class-data archive outside the timed runs
times=()
for _ in $(seq 1 "$runs"); do
  start=$(now)
  code=0
  "$here/bin/stackdrift" detect -C "$ws" --state-dir "$ws/.state" --json > "$ws/report.json" 2> "$ws/detect.stderr" \
    || code=$?
  end=$(now)
  if (( code != 0 )); then
    echo "native: stackdrift detect exited $code (expected 0); its stderr:" >&2
    cat "$ws/detect.stderr" >&2
    exit 1
  fi
  times+=("$(elapsed "$start" "$end")")
done
version_start=$(now); "$here/bin/stackdrift" --version >/dev/null; version_end=$(now)
median=$(median "${times[@]}")
containers=$(( projects * services * 2 ))
findings=$(python3 -c 'import json, sys
r = json.load(open(sys.argv[1]))
print(len(r["native"]), r["runtime"]["status"], r["runtime"]["serviceCount"])' "$ws/report.json")
echo "containers:          $containers in $projects projects"
echo "report:              findings, runtime status, services = $findings"
echo "runs (s):            ${times[*]}"
echo "median (s):          $median   (bin/stackdrift detect -C WS --json, JVM start included)"
echo "JVM start alone (s): $(elapsed "$version_start" "$version_end")   (bin/stackdrift --version)"
echo "machine:             nproc $(nproc), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(docker version --format 'engine {{.Server.Version}}')"
