#!/usr/bin/env bash
# Generates a Terramate workspace of N stacks in DIR for benchmarks:
# nested folders (groups of 100, every 10th stack with a child stack), tags,
# `after` links by relative path and by tag filter (each stack runs after the previous one of
# its group and after the group's core stack), and globals / generate_hcl blocks beside each stack.
# Usage: scripts/bench/gen-stacks.sh N DIR
set -euo pipefail
if [[ $# -ne 2 || ! "$1" =~ ^[0-9]+$ ]]; then
  echo "usage: $0 N DIR" >&2
  exit 1
fi
n=$1
dir=$2
mkdir -p "$dir"
printf 'terramate {\n  config {\n    git {\n      default_branch = "main"\n    }\n  }\n}\n' > "$dir/terramate.tm.hcl"

count=0
i=0
while (( count < n )); do
  group=$(( i / 100 ))
  path="stacks/g$group/s$i"
  if (( i % 10 == 9 && count + 1 < n )); then
    paths=("$path" "$path/child")
  else
    paths=("$path")
  fi
  for p in "${paths[@]}"; do
    mkdir -p "$dir/$p"
    role="workload"
    (( i % 100 == 0 )) && role="core"
    after=""
    if (( i % 100 != 0 )); then
      after="  after = [\"../s$(( i - 1 ))\", \"tag:role/core:group/g$group\"]"
      [[ "$p" == */child ]] && after="  after = [\"../../s$(( i - 1 ))\"]"
    fi
    id="st-$count"
    {
      printf 'stack {\n  name = "%s"\n  id   = "%s"\n' "${p##*/}" "$id"
      printf '  tags = ["bench", "role/%s", "module/m%d", "group/g%d"]\n' "$role" "$(( i % 50 ))" "$group"
      [[ -n "$after" ]] && printf '%s\n' "$after"
      printf '}\n'
    } > "$dir/$p/stack.tm.hcl"
    cat > "$dir/$p/globals.tm.hcl" <<HCL
globals {
  name    = "\${terramate.stack.name}-$count"
  regions = ["eu-west-1", "eu-central-1"]
  labels  = { for r in global.regions : r => tm_upper(r) }
  note    = <<-EOT
    generated { stack } $count
  EOT
}

generate_hcl "_main.tf" {
  content {
    resource "terraform_data" "x" {
      input = tm_try(global.name, "none")
    }
  }
}
HCL
    count=$(( count + 1 ))
    (( count >= n )) && break
  done
  i=$(( i + 1 ))
done
echo "generated $count stacks in $dir"
