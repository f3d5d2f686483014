#!/usr/bin/env bash
# The cost of Terramate's outdated-code check (docs/performance.md, "Generated code"): N stacks
# (stacks/s0000 ...), root globals and two root generate_hcl blocks (backend.tf reading two globals
# and terramate.stack.path.relative; providers.tf with a nested block, an object and var.owner kept
# as written), so 2N generated files. Times `generate` (writes them), then ROUNDS (default 3) of
# `generate --check` and `detect` with a stand-in tool that answers at once, with the check on and on
# the same workspace without the generate blocks and their files. Prints wall clock, CPU time (user
# and system: steadier than the wall clock on a shared machine) and peak RSS.
# With OLD_JAR (another build), each round measures that build too, alternating.
#
# Usage: scripts/bench/generated-code.sh N [OLD_JAR]
set -euo pipefail
(( $# >= 1 )) || { echo "usage: $0 N [OLD_JAR]" >&2; exit 1; }
n=$1
old_jar="${2:-}"
# shellcheck source=scripts/bench/setup.sh
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh" generated-code
command -v /usr/bin/time >/dev/null || { echo "$0: needs /usr/bin/time (Debian's time package)" >&2; exit 1; }

ws="$tmp/ws"
mkdir -p "$ws"
cat > "$ws/terramate.tm.hcl" <<'HCL'
terramate {
  config {
  }
}

globals {
  release = "v2"
  region  = "eu-west-1"
  owner   = "platform"
}
HCL
cat > "$ws/generate.tm.hcl" <<'HCL'
generate_hcl "backend.tf" {
  content {
    terraform {
      backend "local" {
        path = "${global.release}-${global.region}/${terramate.stack.path.relative}.tfstate"
      }
    }
  }
}

generate_hcl "providers.tf" {
  content {
    terraform {
      required_providers {
        null = {
          source  = "hashicorp/null"
          version = "~> 3.0"
        }
      }
    }
    locals {
      tags = {
        release = global.release
        owner   = var.owner
      }
    }
  }
}
HCL
for i in $(seq 0 $(( n - 1 ))); do
  d="$ws/stacks/$(printf 's%04d' "$i")"
  mkdir -p "$d"
  printf 'stack {\n  id = "s%04d"\n}\n' "$i" > "$d/stack.tm.hcl"
  printf 'terraform {}\n' > "$d/main.tf"
done

standin="$tmp/standin"
cat > "$standin" <<'SH'
#!/bin/sh
case "$1" in
  version) echo '{"terraform_version":"1.11.4","platform":"linux_amd64","provider_selections":{}}' ;;
  init) : ;;
  plan) echo '{"@level":"info","@message":"Plan: 0 to add, 0 to change, 0 to destroy.","@module":"terraform.ui","changes":{"add":0,"change":0,"import":0,"remove":0,"operation":"plan"},"type":"change_summary"}' ;;
  *) echo "unexpected: $*" >&2; exit 9 ;;
esac
SH
chmod +x "$standin"

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
  /usr/bin/time -f '%e %M %U %S' -o "$tmp/time" "$@" > /dev/null 2> "$tmp/stderr" \
    || { echo "bench: $label failed:" >&2; tail -5 "$tmp/stderr" >&2; exit 1; }
  awk -v l="$label" '{printf "%-30s %6.2f s wall %6.2f s cpu %5d MB\n", l, $1, $3 + $4, $2 / 1024}' "$tmp/time"
}
detect() {  # $1 label, $2 workspace, $3 launcher
  rm -rf "$tmp/state"
  measure "$1" "$3" detect -C "$2" --state-dir "$tmp/state" --no-native --tofu "$standin" --json
}
round() {  # $1 label prefix, $2 launcher
  measure "$1generate --check" "$2" generate --check -C "$ws"
  detect "$1detect, check on" "$ws" "$2"
  detect "$1detect, no generate blocks" "$tmp/none" "$2"
}

measure "generate" "$stackdrift" generate -C "$ws"
cp -R "$ws" "$tmp/none"
rm "$tmp/none/generate.tm.hcl" "$tmp/none"/stacks/*/backend.tf "$tmp/none"/stacks/*/providers.tf
for _ in $(seq 1 "${ROUNDS:-3}"); do
  [[ -n "$old_jar" ]] && round "old " "$tmp/old/bin/stackdrift"
  round "" "$stackdrift"
done
