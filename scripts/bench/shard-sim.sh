#!/usr/bin/env bash
# What sharding buys at scale: makespan of 1, 4, 16 and 64 shards, hash partition against LPT over the
# last run's durations, from simulated plan durations (no tool runs). See ShardSim.java for the model.
#
# Usage: scripts/bench/shard-sim.sh [STACKS] [PARALLEL] [SEED] [NOISE] [DISTRIBUTION]
#        (defaults: 2000 4 42 0.2 loguniform; DISTRIBUTION loguniform or bimodal)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
[[ -d "$here/target/classes/io/stackdrift/engine" ]] || (cd "$here" && mvn -B -q compile)
tmp="$(mktemp -d "${TMPDIR:-/tmp}/stackdrift-shard-sim.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
(cd "$here" && mvn -B -q -o dependency:build-classpath -Dmdep.outputFile="$tmp/classpath" >"$tmp/mvn.log" 2>&1) || { cat "$tmp/mvn.log" >&2; exit 1; }
deps="$(cat "$tmp/classpath")"
javac -d "$tmp" -cp "$here/target/classes:$deps" "$here/scripts/bench/ShardSim.java"
java -cp "$here/target/classes:$deps:$tmp" io.stackdrift.engine.ShardSim "${1:-2000}" "${2:-4}" "${3:-42}" "${4:-0.2}" \
  "${5:-loguniform}"
