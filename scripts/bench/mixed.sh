#!/usr/bin/env bash
# Longest-first scheduling on a mixed workspace: light stacks plus a few heavy ones that sort last
# in run order (contract §3 "Scheduling"). Compares the second and later `stackdrift detect` runs
# (the state directory's last report knows every plan's duration) with `xargs -P` running the same
# plan commands in run order, and with the lower bound max(total plan time / P, longest plan),
# taken from each stackdrift run's own report (durationMs of every plan in that run).
#
# Nothing is applied: every plan shows creates (exit 2), which is as much work for the tool as a
# refresh of the same count of terraform_data resources and needs no state.
#
# Usage: scripts/bench/mixed.sh P      (P plans at once)
# Env:   BENCH_RUNS (default 5), LIGHT (stacks, default 20), LIGHT_RESOURCES (each, default 250),
#        HEAVY (stacks, default 3), HEAVY_RESOURCES (each, default 5000), BENCH_KEEP=1 keeps the temp dir.
set -euo pipefail

[[ $# -eq 1 && "$1" =~ ^[0-9]+$ ]] && (( 10#$1 >= 1 )) || { echo "usage: $0 P   (P parallel plans >= 1)" >&2; exit 1; }
p=$((10#$1))
runs="${BENCH_RUNS:-5}"
light="${LIGHT:-20}"; light_res="${LIGHT_RESOURCES:-250}"
heavy="${HEAVY:-3}"; heavy_res="${HEAVY_RESOURCES:-5000}"
for v in "$runs" "$light" "$light_res" "$heavy" "$heavy_res"; do
  [[ "$v" =~ ^[0-9]+$ ]] || { echo "$0: BENCH_RUNS, LIGHT, LIGHT_RESOURCES, HEAVY, HEAVY_RESOURCES must be integers" >&2; exit 1; }
done

# shellcheck source=scripts/bench/setup.sh
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh" mixed

# --- workspace: light stacks a000.., heavy stacks z0.. (last in run order) ----------------------
ws="$tmp/ws"
mkdir -p "$ws/stacks"
printf 'terramate {\n  config {}\n}\n' > "$ws/terramate.tm.hcl"
make_stack() {  # $1 id, $2 resources
  mkdir -p "$ws/stacks/$1"
  printf 'stack { id = "%s" }\n' "$1" > "$ws/stacks/$1/stack.tm.hcl"
  printf 'resource "terraform_data" "r" {\n  count = %d\n  input = "%s-${count.index}"\n}\n' "$2" "$1" \
    > "$ws/stacks/$1/main.tf"
}
for (( i = 0; i < light; i++ )); do make_stack "$(printf 'a%03d' "$i")" "$light_res"; done
for (( i = 0; i < heavy; i++ )); do make_stack "$(printf 'z%d' "$i")" "$heavy_res"; done
n=$((light + heavy))

report="$tmp/report.json"
run_stackdrift() {
  local code=0
  "$stackdrift" detect -C "$ws" --state-dir "$tmp/state" --parallel "$p" --no-native -o "$report" \
    --tofu "$tool" > /dev/null 2> "$tmp/stackdrift.stderr" || code=$?
  if (( code != 0 )); then
    echo "bench: stackdrift detect exited $code; its stderr:" >&2; cat "$tmp/stackdrift.stderr" >&2; exit 1
  fi
}
run_xargs() {  # run order: the byte order of the paths, as Terramate's for stacks without links
  find "$ws/stacks" -name main.tf -printf '%h\n' | LC_ALL=C sort \
    | xargs -P "$p" -I{} sh -c 'cd "$1" || exit 1
        "$2" plan -detailed-exitcode -input=false -no-color -json -lock=false >/dev/null 2>&1
        rc=$?; [ "$rc" -eq 0 ] || [ "$rc" -eq 2 ] || { echo "bench: plan exited $rc in $1" >&2; exit 1; }' \
      _ {} "$tool"
}
# From the report just written: "<sum of plan ms> <longest plan ms> <drifted count>".
plans_of_report() {
  local plan_ms
  # durationMs is a field of the stack entries only
  plan_ms="$(tr -d ' \n' < "$report" | grep -o '"durationMs":[0-9]*' | cut -d: -f2 | awk '{ s += $1; if ($1 > m) m = $1 } END { printf "%d %d", s, m }')"
  echo "$plan_ms $(tr -d ' \n' < "$report" | grep -o '"counts":{[^}]*}' | grep -o '"drifted":[0-9]*' | cut -d: -f2)"
}
now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", b - a }'; }
cpu_of() { awk 'NR == 2 { t = 0; for (i = 1; i <= 2; i++) { split($i, x, /[ms]/); t += x[1] * 60 + x[2] }
    printf "%.3f", t }' "$1"; }
machine_cpu() { awk -v hz="$(getconf CLK_TCK)" '/^cpu / { printf "%.3f", ($2 + $3 + $4 + $7 + $8 + $9) / hz }' /proc/stat; }
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END {
  if (NR % 2) printf "%.3f", v[(NR + 1) / 2]; else printf "%.3f", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
other=0
measure() {  # $1: run function; sets m_wall, m_cpu, adds to other
  local c0 c1 b0 b1 t0 t1
  times > "$tmp/times0"; b0="$(machine_cpu)"; t0="$(now)"
  "$1"
  t1="$(now)"; b1="$(machine_cpu)"; times > "$tmp/times1"
  c0="$(cpu_of "$tmp/times0")"; c1="$(cpu_of "$tmp/times1")"
  m_wall="$(elapsed "$t0" "$t1")"; m_cpu="$(elapsed "$c0" "$c1")"
  other="$(awk -v o="$other" -v b0="$b0" -v b1="$b1" -v c="$m_cpu" 'BEGIN { d = b1 - b0 - c; printf "%.3f", o + (d > 0 ? d : 0) }')"
}

# --- first run: nothing known, plans start in run order (also the check and the warm-up) --------
echo "bench: $light light stacks ($light_res resources each), $heavy heavy ($heavy_res each) in $ws" >&2
measure run_stackdrift
first_wall="$m_wall"
read -r sum longest drifted <<< "$(plans_of_report)"
(( drifted == n )) || { echo "bench: expected $n drifted stacks, the report has $drifted" >&2; exit 1; }
echo "bench: first run (run order) $first_wall s, plans sum $sum ms, longest $longest ms" >&2
run_xargs

# --- timed runs, alternating: stackdrift with history, xargs in run order -------------------------
sd=(); sd_cpu=(); xa=(); xa_cpu=(); lb=(); to_xargs=(); to_bound=()
for (( r = 1; r <= runs; r++ )); do
  measure run_stackdrift; sd+=("$m_wall"); sd_cpu+=("$m_cpu")
  read -r sum longest drifted <<< "$(plans_of_report)"
  bound="$(awk -v s="$sum" -v m="$longest" -v p="$p" 'BEGIN { b = s / p; if (m > b) b = m; printf "%.3f", b / 1000 }')"
  lb+=("$bound")
  measure run_xargs; xa+=("$m_wall"); xa_cpu+=("$m_cpu")
  to_xargs+=("$(awk -v a="${sd[-1]}" -v b="${xa[-1]}" 'BEGIN { printf "%.4f", a / b }')")
  to_bound+=("$(awk -v a="${sd[-1]}" -v b="$bound" 'BEGIN { printf "%.4f", a / b }')")
  echo "bench: run $r/$runs: stackdrift ${sd[-1]} s (cpu ${sd_cpu[-1]} s; plans $sum ms, longest $longest ms," \
    "bound $bound s), xargs ${xa[-1]} s (cpu ${xa_cpu[-1]} s)" >&2
done
timed="$(awk -v a="${sd[*]} ${xa[*]}" 'BEGIN { n = split(a, v, " "); for (i = 1; i <= n; i++) t += v[i]; printf "%.3f", t }')"
other_share="$(awk -v o="$other" -v t="$timed" -v c="$(nproc)" 'BEGIN { printf "%.0f", 100 * o / (t * c) }')"
cpu="$(awk -F': *' '/^model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null || true)"
echo "workspace:           $light light stacks x $light_res resources, $heavy heavy x $heavy_res (last in run order)"
echo "parallel (P):        $p;  runs: $runs"
echo "machine:             nproc $(nproc), CPU ${cpu:-unknown}; load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "tool:                $tool ($("$tool" version 2>/dev/null | head -n 1))"
echo "first run (s):       $first_wall   (nothing known: run order)"
echo "stackdrift runs (s): ${sd[*]}   (history known)"
echo "xargs runs (s):      ${xa[*]}   (run order)"
echo "lower bounds (s):    ${lb[*]}   (max(plan time / P, longest plan), from each stackdrift run's report)"
echo "stackdrift/xargs:    $(median "${to_xargs[@]}")   (median of the runs' ratios; target <= 0.85)"
echo "stackdrift/bound:    $(median "${to_bound[@]}")   (median of the runs' ratios; target <= 1.10)"
# On a shared host the fastest run of each is the one least disturbed by other processes.
best() { printf '%s\n' "$@" | sort -g | head -n 1; }
echo "best of each (s):    stackdrift $(best "${sd[@]}"), xargs $(best "${xa[@]}"), bound $(best "${lb[@]}");" \
  "ratios $(awk -v a="$(best "${sd[@]}")" -v b="$(best "${xa[@]}")" -v c="$(best "${lb[@]}")" \
  'BEGIN { printf "%.3f to xargs, %.3f to the bound", a / b, a / c }')"
echo "cpu medians (s):     stackdrift $(median "${sd_cpu[@]}"), xargs $(median "${xa_cpu[@]}")   (user+sys, plans included)"
echo "other load:          $other CPU-s used by other processes during the timed runs (${other_share}% of the machine)"
