#!/usr/bin/env bash
# The cost of run environments: `list --run-order` and `detect` on N stacks from gen-stacks.sh (a
# globals block beside every stack), without and with a root terramate.config.run.env whose values
# read terramate.* and two of each stack's globals, so every stack's globals are evaluated. Runs
# alternate (ROUNDS, default 3); with OLD_JAR (a build from before run environments) that build is
# measured on the workspace without run.env too. Prints wall clock and peak RSS per run.
#
# Usage: scripts/bench/run-env.sh N [OLD_JAR]
set -euo pipefail
(( $# >= 1 )) || { echo "usage: $0 N [OLD_JAR]" >&2; exit 1; }
n=$1
old_jar="${2:-}"
# shellcheck source=scripts/bench/setup.sh
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh" run-env
command -v /usr/bin/time >/dev/null || { echo "$0: needs /usr/bin/time (Debian's time package)" >&2; exit 1; }

bash "$here/scripts/bench/gen-stacks.sh" "$n" "$tmp/plain" > /dev/null
cp -R "$tmp/plain" "$tmp/env"
cat > "$tmp/env/run_env.tm.hcl" <<'HCL'
terramate {
  config {
    run {
      env {
        TF_PLUGIN_CACHE_DIR = "${terramate.root.path.fs.absolute}/.tf_plugin_cache_dir"
        STACK_LABEL         = global.name
        REGION              = global.regions[0]
        STACK_PATH          = terramate.stack.path.relative
      }
    }
  }
}
HCL

if [[ -n "$old_jar" ]]; then
  mkdir -p "$tmp/old/bin" "$tmp/old/target" "$tmp/old/packaging"
  cp "$here/bin/stackdrift" "$tmp/old/bin/stackdrift"
  cp "$here/packaging/stackdrift" "$tmp/old/packaging/stackdrift"
  cp -R "$tmp/sd/testdata" "$tmp/old/"
  cp "$old_jar" "$tmp/old/target/stackdrift.jar"
  "$tmp/old/bin/stackdrift" --version > /dev/null
fi

measure() {  # $1 label, then the command: prints "label wall_s maxrss_MB"
  local label="$1"
  shift
  /usr/bin/time -f '%e %M' -o "$tmp/time" "$@" > /dev/null 2> "$tmp/stderr" \
    || { echo "bench: $label failed:" >&2; tail -5 "$tmp/stderr" >&2; exit 1; }
  awk -v l="$label" '{printf "%-22s %6.2f s %5d MB\n", l, $1, $2 / 1024}' "$tmp/time"
}
round() {  # $1 label, $2 launcher, $3 workspace
  measure "$1 list" "$2" list -C "$3" --run-order
  rm -rf "$tmp/state"
  measure "$1 detect" "$2" detect -C "$3" --state-dir "$tmp/state" --no-native --tofu "$tool" --json
}
for _ in $(seq 1 "${ROUNDS:-3}"); do
  [[ -n "$old_jar" ]] && round "before" "$tmp/old/bin/stackdrift" "$tmp/plain"
  round "no run.env" "$stackdrift" "$tmp/plain"
  round "run.env" "$stackdrift" "$tmp/env"
done
