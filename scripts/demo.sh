#!/usr/bin/env bash
# Demo: a stackkit host layout of terraform_data stacks, applied for real, then
# one stack drifts (a sensitive input among its changes), one breaks and one root
# stays pending; stackdrift detect reports it, with the report, the HTML page and
# the events in the demo's directory, and the demo ends with the commands to try
# next there. Needs Java, Maven and tofu (or terraform) on PATH.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

tool="${STACKDRIFT_TOFU:-}"
if [[ -z "$tool" ]]; then
  tool="$(command -v tofu || command -v terraform || true)"
fi
if [[ -z "$tool" ]]; then
  echo "demo: neither tofu nor terraform is on PATH" >&2
  exit 1
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/stackdrift-demo.XXXXXX")"
cp -R "$here/testdata/demo/." "$work/"
runtime="$work/.stackkit/runtime"
echo "demo: workspace in $work (applying with $(basename "$tool"))"

for root in "$runtime"/core/opentofu "$runtime"/workloads/*/opentofu; do
  (cd "$root" && "$tool" apply -auto-approve -input=false -no-color >/dev/null 2>&1) \
    || { echo "demo: apply failed in $root" >&2; exit 1; }
done

# app drifts: its desired version and its (sensitive) release token move on while the recorded
# state stays at v1.
sed -i -e 's/\(version *= *\)"v1"/\1"v2"/' -e 's/release-token-v1/release-token-v2/' \
  "$runtime/workloads/app/opentofu/main.tf"
# cache breaks: a reference to a resource that does not exist.
echo 'output "broken" { value = terraform_data.missing.id }' >> "$runtime/workloads/cache/opentofu/main.tf"
# edge has no OpenTofu root at all (pending_root).

# Containers: the app stack's Compose project (demo-app), started as Compose labels them, then one
# is stopped behind Compose's back. Needs a reachable engine and the image; otherwise skipped.
# Clean-up goes by a label of the demo's own, not by the project name: a real Compose project that
# happens to be called demo-app is not the demo's to remove.
image="${STACKDRIFT_DEMO_IMAGE:-busybox}"
native_flag=()
if ! command -v docker >/dev/null 2>&1; then
  echo "demo: no docker CLI: the container check is skipped (--no-native)"
  native_flag=(--no-native)
elif ! docker version >/dev/null 2>&1; then
  echo "demo: no Docker engine reachable (DOCKER_HOST=${DOCKER_HOST:-default}): the container check is skipped"
  native_flag=(--no-native)
elif ! docker image inspect "$image" >/dev/null 2>&1; then
  echo "demo: image '$image' is not present (set STACKDRIFT_DEMO_IMAGE): the container check is skipped"
  native_flag=(--no-native)
else
  remove_demo_containers() {
    # Also the EXIT trap: a failed removal must not turn the demo's exit status into a failure.
    docker ps -aq --filter label=stackdrift.demo=1 | xargs -r docker rm -f >/dev/null || true
  }
  remove_demo_containers
  trap remove_demo_containers EXIT
  for service in web worker; do
    docker run -d --network none --name "demo-app-$service-1" --label stackdrift.demo=1 \
      --label com.docker.compose.project=demo-app --label com.docker.compose.service=$service \
      --label com.docker.compose.oneoff=False "$image" sleep 100000 >/dev/null
  done
  docker stop -t 0 demo-app-worker-1 >/dev/null
  echo "demo: started Compose project demo-app (web, worker) and stopped demo-app-worker-1"
fi

echo "demo: running stackdrift detect"
echo
set +e
stackdrift="$here/bin/stackdrift"
"$stackdrift" detect -C "$work" --state-dir "$work/.state" -o "$work/drift-report.json" --html "$work/drift.html" \
  --progress-jsonl "$work/events.jsonl" --detailed-exitcode "${native_flag[@]}"
code=$?
set -e
echo
echo "demo: exit code $code (--detailed-exitcode: 0 clean, 2 drifted, 3 unknown)"
echo "demo: report $work/drift-report.json, page $work/drift.html, events $work/events.jsonl"
# Drift (2) and unknown (3) are what the demo sets out to show, so they end it successfully; any
# other code means detect itself failed.
case "$code" in
  0 | 2 | 3) ;;
  *) exit "$code" ;;
esac

# Quoted as a shell would need them, so each line can be pasted as it is.
next() {
  local line
  printf -v line '%q ' "$@"
  echo "  ${line% }"
}
echo
echo "demo: try next on this workspace:"
next "$stackdrift" history -C "$work" --state-dir "$work/.state"
next "$stackdrift" reconcile -C "$work" --state-dir "$work/.state" --dry-run "${native_flag[@]}"
next "$stackdrift" detect -C "$work" --state-dir "$work/.state" --format markdown "${native_flag[@]}"
