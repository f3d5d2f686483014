#!/usr/bin/env bash
# Compares `stackdrift detect` with a bare `xargs -P` loop that runs the same plan command in the
# same stack directories: wall clock of BENCH_RUNS runs each (default 5), taken in pairs, JVM start included.
#
# Generates N Terramate stacks (one terraform_data resource each, no providers) in a temp dir,
# applies each once with tofu (else terraform), then changes every third stack so its plan drifts
# (exit 2). Builds target/stackdrift.jar first when it is missing. Runs bin/stackdrift from a
# snapshot (launcher + jar copied into the temp dir), so a rebuild during the run cannot disturb it.
#
# Usage: scripts/bench/detect-vs-xargs.sh N P      (N stacks, P plans at once)
# Env:   BENCH_RUNS (default 5), BENCH_KEEP=1 keeps the temp dir, BENCH_FLOOR=1 adds a third
#        contender: PlanFloor (src/test/java/io/stackdrift/process), the least a JVM program can do (spawn the same
#        commands under setsid, P at a time, and read their output), to tell the JVM's share of
#        the ratio from stackdrift's own.
set -euo pipefail

usage() {
  echo "usage: $0 N P   (N stacks >= 1, P parallel plans >= 1; env BENCH_RUNS=R, default 5)" >&2
  exit 1
}
[[ $# -eq 2 && "$1" =~ ^[0-9]+$ && "$2" =~ ^[0-9]+$ ]] || usage
n=$((10#$1))
p=$((10#$2))
runs="${BENCH_RUNS:-5}"
(( n >= 1 && p >= 1 )) || usage
[[ "$runs" =~ ^[0-9]+$ ]] && (( 10#$runs >= 1 )) || { echo "$0: BENCH_RUNS must be a positive integer" >&2; exit 1; }
runs=$((10#$runs))

# shellcheck source=scripts/bench/setup.sh
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh" bench

# --- workspace -------------------------------------------------------------------------------
ws="$tmp/ws"
mkdir -p "$ws/stacks"
printf 'terramate {\n  config {}\n}\n' > "$ws/terramate.tm.hcl"
width=${#n}
(( width < 3 )) && width=3
drifting=0
for (( i = 0; i < n; i++ )); do
  id="$(printf "s%0${width}d" "$i")"
  mkdir -p "$ws/stacks/$id"
  printf 'stack { id = "%s" }\n' "$id" > "$ws/stacks/$id/stack.tm.hcl"
  printf 'resource "terraform_data" "x" {\n  input = "%s-v1"\n}\n' "$id" > "$ws/stacks/$id/main.tf"
done
echo "bench: $n stacks in $ws; applying each once with $tool" >&2
jobs="$(nproc)"
find "$ws/stacks" -name main.tf -printf '%h\n' | sort \
  | xargs -P "$jobs" -I{} sh -c 'cd "$1" && "$2" apply -auto-approve -input=false -no-color >/dev/null 2>&1 \
      || { echo "bench: apply failed in $1" >&2; exit 1; }' _ {} "$tool"
# Every third stack drifts: its desired input moves on while the state keeps v1.
for (( i = 0; i < n; i += 3 )); do
  id="$(printf "s%0${width}d" "$i")"
  sed -i 's/-v1"/-v2"/' "$ws/stacks/$id/main.tf"
  drifting=$((drifting + 1))
done
converging=$((n - drifting))

# --- the two contenders ----------------------------------------------------------------------
log="$tmp/stackdrift.stderr"
run_stackdrift() {  # $1: where the JSON report goes
  local code=0
  "$stackdrift" detect -C "$ws" --state-dir "$tmp/state" --parallel "$p" --json --tofu "$tool" > "$1" 2> "$log" || code=$?
  if (( code != 0 )); then
    echo "bench: stackdrift detect exited $code (expected 0); its stderr:" >&2
    cat "$log" >&2
    exit 1
  fi
}
run_xargs() {  # plan exit 0 (no changes) and 2 (changes) both count as success
  find "$ws/stacks" -name main.tf -printf '%h\n' | sort \
    | xargs -P "$p" -I{} sh -c 'cd "$1" || exit 1
        "$2" plan -detailed-exitcode -input=false -no-color -json -lock=false >/dev/null 2>&1
        rc=$?; [ "$rc" -eq 0 ] || [ "$rc" -eq 2 ] || { echo "bench: plan exited $rc in $1" >&2; exit 1; }' \
      _ {} "$tool"
}
run_floor() {
  # The JVM options of bin/stackdrift (without its class-data archive), so the floor starts the JVM
  # the way stackdrift does; change them together.
  java -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -XX:-UsePerfData -XX:CICompilerCount=1 \
    -Djdk.lang.Process.launchMechanism=VFORK -cp "$bench_cp" io.stackdrift.process.PlanFloor "$ws/stacks" "$p" "$tool"
}
floor="${BENCH_FLOOR:-}"
if [[ "$floor" == 1 ]]; then
  # shellcheck source=scripts/bench/test-classes.sh
  source "$here/scripts/bench/test-classes.sh" io/stackdrift/process/PlanFloor
fi
now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", b - a }'; }
# CPU seconds (user+sys) of every child process this shell has waited for, the tools included.
# `times` must run in this shell: a $(...) subshell has no such children.
cpu_of() {  # $1: a file with the output of `times`
  awk 'NR == 2 { t = 0; for (i = 1; i <= 2; i++) { split($i, x, /[ms]/); t += x[1] * 60 + x[2] }
    printf "%.3f", t }' "$1"
}
# CPU seconds the whole machine has been busy (user nice system irq softirq steal).
machine_cpu() { awk -v hz="$(getconf CLK_TCK)" '/^cpu / { printf "%.3f", ($2 + $3 + $4 + $7 + $8 + $9) / hz }' /proc/stat; }
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END {
  if (NR % 2) printf "%.3f", v[(NR + 1) / 2]; else printf "%.3f", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# Untimed warm-up of both (page cache, tool binary), which also checks that the workspace plans
# as intended: stackdrift sees every drifting stack as drifted and every other one as converged.
echo "bench: warm-up and check" >&2
run_stackdrift "$tmp/report.json"
counts="$(tr -d ' \n' < "$tmp/report.json" | grep -o '"counts":{[^}]*}' || true)"
expected="\"counts\":{\"converged\":$converging,\"drifted\":$drifting,\"failed\":0,\"pending_root\":0}"
if [[ "$counts" != "$expected" ]]; then
  echo "bench: unexpected stackdrift result: ${counts:-no counts} (expected $expected); stderr:" >&2
  cat "$log" >&2
  exit 1
fi
run_xargs
[[ "$floor" == 1 ]] && run_floor

# --- timed runs, alternating ----------------------------------------------------------------
# Besides wall clock: the CPU time of each contender (its tool processes included) and the CPU
# time other processes on the machine used meanwhile, which distorts wall clock on a shared host.
sd_times=(); sd_cpu=(); xa_times=(); xa_cpu=(); fl_times=(); fl_ratios=()
other=0
measure() {  # $1: name of the run function; sets m_wall, m_cpu and adds to other
  local c0 c1 b0 b1 t0 t1
  times > "$tmp/times0"; b0="$(machine_cpu)"; t0="$(now)"
  "$1" /dev/null
  t1="$(now)"; b1="$(machine_cpu)"; times > "$tmp/times1"
  c0="$(cpu_of "$tmp/times0")"; c1="$(cpu_of "$tmp/times1")"
  m_wall="$(elapsed "$t0" "$t1")"
  m_cpu="$(elapsed "$c0" "$c1")"
  other="$(awk -v o="$other" -v b0="$b0" -v b1="$b1" -v c="$m_cpu" 'BEGIN { d = b1 - b0 - c; printf "%.3f", o + (d > 0 ? d : 0) }')"
}
for (( r = 1; r <= runs; r++ )); do
  measure run_stackdrift; sd_times+=("$m_wall"); sd_cpu+=("$m_cpu")
  measure run_xargs;      xa_times+=("$m_wall"); xa_cpu+=("$m_cpu")
  echo "bench: run $r/$runs: stackdrift ${sd_times[-1]} s (cpu ${sd_cpu[-1]} s), xargs ${xa_times[-1]} s (cpu ${xa_cpu[-1]} s)" >&2
  if [[ "$floor" == 1 ]]; then
    measure run_floor; fl_times+=("$m_wall")
    fl_ratios+=("$(awk -v a="$m_wall" -v b="${xa_times[-1]}" 'BEGIN { printf "%.4f", a / b }')")
    echo "bench: run $r/$runs: JVM floor ${fl_times[-1]} s (cpu $m_cpu s)" >&2
  fi
done
sd_median="$(median "${sd_times[@]}")"
xa_median="$(median "${xa_times[@]}")"
# The headline ratio is the median of the ratios of the runs taken back to back: a shared host's
# speed drifts from one run to the next, which a ratio of the two medians would take for a difference.
ratios=()
for (( r = 0; r < runs; r++ )); do
  ratios+=("$(awk -v a="${sd_times[r]}" -v b="${xa_times[r]}" 'BEGIN { printf "%.4f", a / b }')")
done
ratio="$(median "${ratios[@]}" | awk '{ printf "%.2f", $1 }')"
ratio_of_medians="$(awk -v a="$sd_median" -v b="$xa_median" 'BEGIN { printf "%.2f", a / b }')"
sd_cpu_median="$(median "${sd_cpu[@]}")"
xa_cpu_median="$(median "${xa_cpu[@]}")"
timed="$(awk -v a="${sd_times[*]} ${xa_times[*]} ${fl_times[*]:-}" 'BEGIN { n = split(a, v, " "); for (i = 1; i <= n; i++) t += v[i]; printf "%.3f", t }')"
other_share="$(awk -v o="$other" -v t="$timed" -v c="$(nproc)" 'BEGIN { printf "%.0f", 100 * o / (t * c) }')"

cpu="$(awk -F': *' '/^model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null || true)"
tool_version="$("$tool" version 2>/dev/null | head -n 1 || true)"
java_version="$(java -version 2>&1 | head -n 1)"
echo "stacks (N):          $n ($drifting drifting, $converging converged)"
echo "parallel (P):        $p"
echo "runs (R):            $runs"
echo "machine:             nproc $(nproc), CPU ${cpu:-unknown}"
echo "tool:                $tool (${tool_version:-version unknown}); $java_version"
echo "stackdrift runs (s): ${sd_times[*]}"
echo "xargs runs (s):      ${xa_times[*]}"
echo "stackdrift median:   $sd_median s   (bin/stackdrift detect -C DIR --parallel $p --json > /dev/null)"
echo "xargs median:        $xa_median s   (xargs -P $p ... plan -detailed-exitcode ...)"
echo "run ratios:          $(printf '%.2f ' "${ratios[@]}")"
echo "ratio:               $ratio   (stackdrift / xargs, median of the runs' ratios; of the medians: $ratio_of_medians)"
if [[ "$floor" == 1 ]]; then
  echo "JVM floor runs (s):  ${fl_times[*]}"
  echo "JVM floor ratio:     $(median "${fl_ratios[@]}" | awk '{ printf "%.2f", $1 }')   (PlanFloor / xargs, median of the runs' ratios)"
fi
echo "cpu medians (s):     stackdrift $sd_cpu_median, xargs $xa_cpu_median   (user+sys, plans included)"
echo "other load:          $other CPU-s used by other processes during the timed runs (${other_share}% of the machine)"
if (( other_share >= 10 )); then
  echo "warning: other processes used ${other_share}% of the CPUs during the timed runs; wall-clock figures are disturbed" >&2
fi
