#!/usr/bin/env bash
# Demo: a stackkit host layout of terraform_data stacks, applied for real, then
# one stack drifts, one breaks and one root stays pending; stackdrift detect
# reports it. Needs Java, Maven and tofu (or terraform) on PATH.
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
[[ -f "$here/target/stackdrift.jar" ]] || (cd "$here" && mvn -B -q package -DskipTests)

work="$(mktemp -d "${TMPDIR:-/tmp}/stackdrift-demo.XXXXXX")"
cp -R "$here/testdata/demo/." "$work/"
runtime="$work/.stackkit/runtime"
echo "demo: workspace in $work (applying with $(basename "$tool"))"

for root in "$runtime"/core/opentofu "$runtime"/workloads/*/opentofu; do
  (cd "$root" && "$tool" apply -auto-approve -input=false -no-color >/dev/null 2>&1) \
    || { echo "demo: apply failed in $root" >&2; exit 1; }
done

# app drifts: its desired version moves on while the recorded state stays at v1.
sed -i 's/version = "v1"/version = "v2"/' "$runtime/workloads/app/opentofu/main.tf"
# cache breaks: a reference to a resource that does not exist.
echo 'output "broken" { value = terraform_data.missing.id }' >> "$runtime/workloads/cache/opentofu/main.tf"
# edge has no OpenTofu root at all (pending_root).

echo "demo: running stackdrift detect"
echo
set +e
"$here/bin/stackdrift" detect -C "$work" -o "$work/drift-report.json" --progress-jsonl "$work/events.jsonl" \
  --detailed-exitcode
code=$?
set -e
echo
echo "demo: exit code $code (--detailed-exitcode: 0 clean, 2 drifted, 3 unknown)"
echo "demo: report $work/drift-report.json, events $work/events.jsonl"
