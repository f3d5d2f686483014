#!/usr/bin/env bash
# What sharding buys at scale: makespan of 1, 4, 16 and 64 shards, hash partition against LPT over the
# last run's durations, from simulated plan durations (no tool runs). See ShardSim (src/test/java/io/stackdrift/shard) for the model.
#
# Usage: scripts/bench/shard-sim.sh [STACKS] [PARALLEL] [SEED] [NOISE] [DISTRIBUTION]
#        (defaults: 2000 4 42 0.2 loguniform; DISTRIBUTION loguniform or bimodal)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# shellcheck source=scripts/bench/test-classes.sh
source "$here/scripts/bench/test-classes.sh" io/stackdrift/shard/ShardSim
tmp="$(mktemp -d "${TMPDIR:-/tmp}/stackdrift-shard-sim.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
(cd "$here" && mvn -B -q -o dependency:build-classpath -Dmdep.outputFile="$tmp/classpath" >"$tmp/mvn.log" 2>&1) || { cat "$tmp/mvn.log" >&2; exit 1; }
deps="$(cat "$tmp/classpath")"
java -cp "$bench_cp:$deps" io.stackdrift.shard.ShardSim "${1:-2000}" "${2:-4}" "${3:-42}" "${4:-0.2}" \
  "${5:-loguniform}"
