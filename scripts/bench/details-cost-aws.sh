#!/usr/bin/env bash
# What attribute details cost on AWS-provider stacks (contract §4b): N stacks of one
# aws_ssm_parameter each against the local SSM stand-in (src/test/java/.../SsmStandIn.java), a third
# of them changed out of band, planned by `stackdrift detect` with details (plans saved, show -json
# of each drifted stack) and with --details addresses, in one run, interleaved.
# Needs the provider mirror in /opt/tf-plugins and `mvn -B -q test-compile` (done here when missing).
#
# Usage: scripts/bench/details-cost-aws.sh P      (P plans at once)
# Env:   BENCH_RUNS (pairs, default 3), STACKS (default 9), BENCH_KEEP=1 keeps the temp dir.
set -euo pipefail

[[ $# -eq 1 && "$1" =~ ^[0-9]+$ ]] && (( 10#$1 >= 1 )) || { echo "usage: $0 P   (P parallel plans >= 1)" >&2; exit 1; }
p=$((10#$1))
runs="${BENCH_RUNS:-3}"
stacks="${STACKS:-9}"
mirror=/opt/tf-plugins
[[ -d "$mirror/registry.terraform.io/hashicorp/aws" ]] || { echo "$0: no AWS provider mirror in $mirror" >&2; exit 1; }

# shellcheck source=scripts/bench/setup.sh
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh" details-aws
[[ -f "$here/target/test-classes/io/stackdrift/testing/SsmStandIn.class" ]] || (cd "$here" && mvn -B -q test-compile)

coproc SSM { exec java -cp "$here/target/test-classes:$here/target/stackdrift.jar" io.stackdrift.testing.SsmStandIn; }
read -r endpoint <&"${SSM[0]}"
trap 'eval "exec ${SSM[1]}>&-"; wait "$SSM_PID" 2>/dev/null; cleanup' EXIT
put() {  # $1 name, $2 value: a change made outside OpenTofu
  curl -sf -o /dev/null -H 'X-Amz-Target: AmazonSSM.PutParameter' -H 'Content-Type: application/x-amz-json-1.1' \
    -d "{\"Name\":\"$1\",\"Value\":\"$2\",\"Type\":\"String\",\"Overwrite\":true}" "$endpoint/"
}

ws="$tmp/ws"
mkdir -p "$ws/stacks"
printf 'terramate {\n  config {}\n}\n' > "$ws/terramate.tm.hcl"
printf 'provider_installation {\n  filesystem_mirror {\n    path = "%s"\n  }\n}\n' "$mirror" > "$tmp/cli.tfrc"
printf '[tools]\ncli_config = "%s"\n' "$tmp/cli.tfrc" > "$ws/stackdrift.toml"
export TF_CLI_CONFIG_FILE="$tmp/cli.tfrc"
for (( i = 0; i < stacks; i++ )); do
  id="$(printf 'p%02d' "$i")"
  mkdir -p "$ws/stacks/$id"
  printf 'stack { id = "%s" }\n' "$id" > "$ws/stacks/$id/stack.tm.hcl"
  cat > "$ws/stacks/$id/main.tf" <<TF
provider "aws" {
  region                      = "us-east-1"
  access_key                  = "test"
  secret_key                  = "test"
  skip_credentials_validation = true
  skip_requesting_account_id  = true
  skip_metadata_api_check     = true
  endpoints {
    ssm = "$endpoint"
  }
}

resource "aws_ssm_parameter" "flag" {
  name  = "/bench/$id"
  type  = "String"
  value = "on"
}
TF
done
echo "bench: applying $stacks AWS-provider stacks" >&2
find "$ws/stacks" -name main.tf -printf '%h\n' | xargs -P "$p" -I{} sh -c \
  'cd "$1" && "$2" init -input=false >/dev/null && "$2" apply -auto-approve -input=false >/dev/null' _ {} "$tool"
unset TF_CLI_CONFIG_FILE
for (( i = 0; i < stacks; i += 3 )); do put "$(printf '/bench/p%02d' "$i")" off; done

# shellcheck source=scripts/bench/details-pairs.sh
source "$(dirname "${BASH_SOURCE[0]}")/details-pairs.sh"
details_pairs
external=$(grep -c '"driftCause" *: *"external"' "$tmp/report-attributes.json" || true)
echo "stacks $stacks (external by attributes: $external), P $p, pairs $runs"
