#!/usr/bin/env bash
# Time and peak memory of `list`, `detect` (twice: the second finds a last report, known state and a
# history) and `history` on workspaces of N stacks (scripts/bench/gen-stacks.sh: nested folders,
# tags, `after` links, globals), for each N given. The stacks have no OpenTofu files, so detect
# plans nothing (each stack is pending_root): what is measured is stackdrift's own work per stack,
# discovery, run order, selection, report assembly, the state store and the HTML page.
#
# Usage: scripts/bench/scale.sh N...      (e.g. 1000 10000 100000)
set -euo pipefail
(( $# >= 1 )) || { echo "usage: $0 N..." >&2; exit 1; }
# shellcheck source=scripts/bench/setup.sh
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh" scale
command -v /usr/bin/time >/dev/null || { echo "$0: needs /usr/bin/time (Debian's time package)" >&2; exit 1; }

measure() {  # $1 label, then the command: prints "label wall_s maxrss_MB"
  local label="$1"
  shift
  /usr/bin/time -f '%e %M' -o "$tmp/time" "$@" > /dev/null 2> "$tmp/stderr" \
    || { echo "bench: $label failed:" >&2; tail -5 "$tmp/stderr" >&2; exit 1; }
  awk -v l="$label" '{printf "%-8s %7.2f s %6d MB\n", l, $1, $2 / 1024}' "$tmp/time"
}
for n in "$@"; do
  ws="$tmp/ws-$n"
  bash "$here/scripts/bench/gen-stacks.sh" "$n" "$ws" > /dev/null
  echo "== $n stacks"
  measure list "$stackdrift" list -C "$ws" --run-order
  measure detect "$stackdrift" detect -C "$ws" --state-dir "$tmp/state-$n" --no-native --tofu "$tool" \
    --html "$tmp/page-$n.html" --json
  measure detect2 "$stackdrift" detect -C "$ws" --state-dir "$tmp/state-$n" --no-native --tofu "$tool" \
    --html "$tmp/page-$n.html" --json
  measure history "$stackdrift" history -C "$ws" --state-dir "$tmp/state-$n"
  rm -rf "$ws"
done
