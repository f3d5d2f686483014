# Sourced by the benchmarks whose programs live with the tests (src/test/java, compiled by
# `mvn -B test`): compiles them when target/test-classes lacks CLASS, and sets bench_cp to the
# class path that runs them.
# Usage: source "$(dirname "${BASH_SOURCE[0]}")/test-classes.sh" io/stackdrift/serve/Slowloris
bench_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
if [[ ! -f "$bench_root/target/test-classes/$1.class" ]]; then
  echo "bench: compiling the benchmark programs (mvn -B -q test-compile)" >&2
  (cd "$bench_root" && mvn -B -q test-compile) >&2
fi
bench_cp="$bench_root/target/test-classes:$bench_root/target/classes"
