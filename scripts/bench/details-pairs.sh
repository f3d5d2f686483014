# Sourced by details-cost.sh and details-cost-aws.sh once their workspace is ready: runs
# `stackdrift detect` on $ws with --details addresses and with --details attributes, BENCH_RUNS pairs,
# the order alternating pair by pair, and prints each pair and the medians. Needs: ws, p, runs, tmp,
# stackdrift, tool (setup.sh sets the last three).

details_run() {  # $1 details mode; prints the wall clock in ms
  local start end code=0
  start=$(date +%s%N)
  "$stackdrift" detect -C "$ws" --state-dir "$tmp/state-$1" --parallel "$p" --no-native --tofu "$tool" \
    --details "$1" --json > "$tmp/report-$1.json" 2> "$tmp/stderr-$1" || code=$?
  end=$(date +%s%N)
  if (( code != 0 )); then echo "bench: detect --details $1 exited $code:" >&2; cat "$tmp/stderr-$1" >&2; exit 1; fi
  echo $(( (end - start) / 1000000 ))
}
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : int((a[NR/2]+a[NR/2+1])/2)}'; }

details_pairs() {
  local r off on
  : > "$tmp/off"; : > "$tmp/on"
  for (( r = 1; r <= runs; r++ )); do
    if (( r % 2 )); then off=$(details_run addresses); on=$(details_run attributes)
    else on=$(details_run attributes); off=$(details_run addresses); fi
    echo "$off" >> "$tmp/off"; echo "$on" >> "$tmp/on"
    echo "pair $r: addresses ${off} ms, attributes ${on} ms"
  done
  m_off=$(median < "$tmp/off"); m_on=$(median < "$tmp/on")
  echo "median: addresses ${m_off} ms, attributes ${m_on} ms, ratio $(awk -v a="$m_on" -v b="$m_off" 'BEGIN {printf "%.3f", a / b}')"
}
