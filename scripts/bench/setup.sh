# Sourced by the plan benchmarks (detect-vs-xargs.sh, mixed.sh): finds the tool and java, builds
# target/stackdrift.jar when it is missing, makes a temp dir (removed on exit unless BENCH_KEEP=1),
# snapshots the launcher, the jar and the test data its class-data archive is trained on (so a
# rebuild during the run cannot disturb it), and gives both sides the tool environment stackdrift
# gives the tool (ToolEnvironment). Sets: here, tool, tmp, stackdrift.
# Usage: source "$(dirname "${BASH_SOURCE[0]}")/setup.sh" NAME   (NAME names the temp dir)

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
tool="$(command -v tofu || command -v terraform || true)"
[[ -n "$tool" ]] || { echo "$0: neither tofu nor terraform is on PATH" >&2; exit 1; }
command -v java >/dev/null || { echo "$0: java is not on PATH" >&2; exit 1; }

if [[ ! -f "$here/target/stackdrift.jar" ]]; then
  echo "bench: building $here/target/stackdrift.jar" >&2
  (cd "$here" && mvn -B -q package -DskipTests)
fi

tmp="$(mktemp -d "${TMPDIR:-/tmp}/stackdrift-$1.XXXXXX")"
cleanup() {
  if [[ "${BENCH_KEEP:-}" == 1 ]]; then echo "bench: kept $tmp" >&2; else rm -rf "$tmp"; fi
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# bin/stackdrift finds the jar and the test data relative to itself.
mkdir -p "$tmp/sd/bin" "$tmp/sd/target" "$tmp/sd/testdata" "$tmp/sd/packaging"
cp "$here/bin/stackdrift" "$tmp/sd/bin/stackdrift"
cp "$here/packaging/stackdrift" "$tmp/sd/packaging/stackdrift"
cp "$here/target/stackdrift.jar" "$tmp/sd/target/stackdrift.jar"
cp -R "$here/testdata/demo" "$tmp/sd/testdata/"
stackdrift="$tmp/sd/bin/stackdrift"
"$stackdrift" --version >/dev/null # builds the class-data archive outside the timed runs

export TF_IN_AUTOMATION=1 TF_INPUT=0 CHECKPOINT_DISABLE=1
unset TF_CLI_ARGS TF_LOG TF_LOG_PATH TF_WORKSPACE TF_DATA_DIR
while read -r v; do unset "$v"; done < <(compgen -e | grep -E '^(TF_CLI_ARGS_|TF_LOG)' || true)

# Starts `watch --listen 127.0.0.1:0` on workspace $1 with the further flags given, in the background;
# sets watch_pid and base (http://127.0.0.1:PORT) once it listens, and ends it on exit.
serve_watch() {
  local ws="$1"
  shift
  "$stackdrift" watch -C "$ws" --state-dir "$tmp/state" --tofu "$tool" --no-native --jitter 0s \
    --listen 127.0.0.1:0 "$@" 2> "$tmp/watch.err" > /dev/null &
  watch_pid=$!
  trap 'kill "$watch_pid" 2>/dev/null; wait "$watch_pid" 2>/dev/null || true; cleanup' EXIT
  for _ in $(seq 1 300); do
    grep -q 'serving http://' "$tmp/watch.err" && break
    sleep 0.1
  done
  base="$(grep -o 'http://[^/]*' "$tmp/watch.err" | head -1)"
  [[ -n "$base" ]] || { echo "$0: watch did not start listening:" >&2; cat "$tmp/watch.err" >&2; exit 1; }
}
