#!/usr/bin/env bash
# Generates a workspace in DIR with one stack beside a token-dense Terramate file of about MIB MiB:
# a globals block of lists written `[1,1,1,…]`, one token per two bytes, the worst case for a
# reader that keeps a token per byte or two.
# Usage: scripts/bench/gen-dense-tm.sh MIB DIR
set -euo pipefail
if [[ $# -ne 2 || ! "$1" =~ ^[0-9]+$ ]]; then
  echo "usage: $0 MIB DIR" >&2
  exit 1
fi
mib=$1
dir=$2
mkdir -p "$dir/big"
printf 'terramate {\n  config {}\n}\n' > "$dir/terramate.tm.hcl"
printf 'stack {\n  name = "big"\n}\n' > "$dir/big/stack.tm.hcl"
row="$(printf '1,%.0s' $(seq 1 59))1"
line_count=$(( mib * 1024 * 1024 / (${#row} + 16) ))
{
  echo 'globals {'
  awk -v n="$line_count" -v row="$row" 'BEGIN { for (i = 0; i < n; i++) printf "  v%07d = [%s]\n", i, row }'
  echo '}'
} > "$dir/big/globals.tm.hcl"
