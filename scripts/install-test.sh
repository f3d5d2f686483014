#!/usr/bin/env bash
# Installs the Debian package as a user would, in a clean minimal Debian root that mmdebstrap builds
# (apt resolves the Java runtime), and checks it there: the launcher, the man page, the bash
# completion, the system user, the template units (systemd-analyze verify and security), and that
# removing and purging the package stop, disable and remove what it owns.
#   scripts/install-test.sh [DEB]    (default: the one scripts/package.sh left in target/dist)
# Needs root (mmdebstrap's root mode: chroot, mounts) and a Debian mirror (MIRROR, default
# deb.debian.org). Takes minutes: .ci/run runs it after the tests, not inside them.
set -euo pipefail
cd "$(dirname "$0")/.."
deb="${1:-}"
if [[ -z "$deb" ]]; then
  shopt -s nullglob
  found=(target/dist/stackdrift_*_all.deb)
  (( ${#found[@]} == 1 )) || { echo "install-test.sh: name the .deb (found ${#found[@]} in target/dist)" >&2; exit 1; }
  deb="${found[0]}"
fi
[[ -f "$deb" ]] || { echo "install-test.sh: $deb: no such file" >&2; exit 1; }
deb="$(readlink -f "$deb")"
(( EUID == 0 )) || { echo "install-test.sh: run as root (mmdebstrap chroots and mounts)" >&2; exit 1; }
command -v mmdebstrap >/dev/null || { echo "install-test.sh: mmdebstrap not found (Debian package mmdebstrap)" >&2; exit 1; }
suite="${SUITE:-bookworm}"
mirror="${MIRROR:-http://deb.debian.org/debian}"

# The checks, run inside the root by mmdebstrap's customize hook (with /proc, /sys and /dev mounted).
checks="$(mktemp)"
trap 'rm -f "$checks"' EXIT
cat >"$checks" <<'CHECKS'
set -eu
fail() { echo "install-test: FAILED: $*" >&2; exit 1; }
step() { echo "install-test: $*"; }

step "stackdrift --version"
stackdrift --version | grep -q '^stackdrift ' || fail "stackdrift --version"
step "man -w stackdrift"
[ "$(man -w stackdrift)" = /usr/share/man/man1/stackdrift.1.gz ] || fail "man -w stackdrift: $(man -w stackdrift 2>&1)"
man stackdrift 2>/dev/null | grep -q 'EXIT STATUS' || fail "the man page does not render"
step "bash completion"
bash -c '. /usr/share/bash-completion/bash_completion; _completion_loader stackdrift; complete -p stackdrift' \
  | grep -q 'stackdrift' || fail "bash-completion does not load the stackdrift completion"
step "the system user"
getent passwd stackdrift | grep -q ':/var/lib/stackdrift:' || fail "no stackdrift system user"
[ "$(id -u stackdrift)" -lt 1000 ] || fail "stackdrift is not a system user"
step "systemd-analyze verify of an instance"
instance="stackdrift-detect@$(systemd-escape --path /srv/infra)"
systemd-analyze verify "$instance.service" "$instance.timer" || fail "systemd-analyze verify"
score="$(systemd-analyze security --offline=yes "/usr/lib/systemd/system/stackdrift-detect@.service" 2>&1 \
  | sed -n 's/.*Overall exposure level for [^:]*: \([0-9.]*\).*/\1/p')"
step "systemd-analyze security: $score"
awk -v s="$score" 'BEGIN { exit !(s != "" && s <= 5.0) }' || fail "exposure $score is above 5.0"

# The environment systemd gives the service: only what the unit sets.
step "detect as the stackdrift user, as the service runs it (a no-op tool for the plans)"
cp -r /usr/share/stackdrift/training /srv/infra && chown -R stackdrift: /srv/infra
state=/var/lib/stackdrift/srv-infra
mkdir -p "$state" && chown stackdrift: "$state"
runuser -u stackdrift -- env -i PATH=/usr/bin:/bin HOME=/var/lib/stackdrift STATE_DIRECTORY="$state" NO_COLOR=1 stackdrift detect -C /srv/infra \
  --tofu /bin/true --no-native -o "$state/drift-report.json" --metrics-textfile "$state/stackdrift.prom" \
  --events-on-change --progress-jsonl "$state/events.jsonl" >/dev/null 2>"$state/stderr" \
  || fail "detect as the stackdrift user: $(cat "$state/stderr")"
grep -q '"stackkit.drift-report/v1"' "$state/drift-report.json" || fail "no report in $state"

step "enabling an instance and the units 'stackdrift systemd' writes"
systemctl enable "$instance.timer" >/dev/null 2>&1 || fail "systemctl enable $instance.timer"
[ -L "/etc/systemd/system/timers.target.wants/$instance.timer" ] || fail "the instance is not enabled"
stackdrift systemd --interval 15m -C /srv/infra --install /etc/systemd/system >/dev/null || fail "stackdrift systemd --install"
systemctl enable stackdrift-detect.timer >/dev/null 2>&1 || fail "systemctl enable stackdrift-detect.timer"

step "apt-get remove"
apt-get remove -y -qq stackdrift >/dev/null || fail "apt-get remove"
[ ! -e /usr/bin/stackdrift ] || fail "/usr/bin/stackdrift is left after remove"
[ -z "$(ls /etc/systemd/system/timers.target.wants/ 2>/dev/null | grep stackdrift)" ] \
  || fail "timers are still enabled after remove: $(ls /etc/systemd/system/timers.target.wants/)"
[ -e /var/lib/stackdrift/srv-infra/drift-report.json ] || fail "remove deleted the reports (only purge may)"
step "apt-get purge"
apt-get purge -y -qq stackdrift >/dev/null || fail "apt-get purge"
[ ! -e /etc/systemd/system/stackdrift-detect.service ] || fail "the generated units are left after purge"
[ ! -e /var/lib/stackdrift ] && [ ! -e /var/cache/stackdrift ] || fail "state or cache left after purge"
[ -z "$(find /etc/systemd/system -name 'stackdrift*' 2>/dev/null)" ] \
  || fail "left after purge: $(find /etc/systemd/system -name 'stackdrift*')"
step "passed"
CHECKS

start=$SECONDS
echo "install-test: building a minimal $suite root with $deb (mmdebstrap, apt)"
# The extra packages are what the checks run (man, the completion loader, systemctl and
# systemd-analyze); apt inside the root installs the package and resolves its dependencies.
mmdebstrap --variant=minbase --mode=root --format=null --quiet \
  --aptopt='Acquire::Check-Valid-Until "false"' --aptopt='Acquire::Check-Date "false"' \
  --include=man-db,bash-completion,systemd \
  --customize-hook='copy-in '"$checks"' /tmp' \
  --customize-hook='copy-in "'"$deb"'" /tmp' \
  --customize-hook='chroot "$1" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "/tmp/'"$(basename "$deb")"'" >/dev/null' \
  --customize-hook='chroot "$1" sh /tmp/'"$(basename "$checks")" \
  "$suite" /dev/null "$mirror"
echo "install-test: passed in $((SECONDS - start)) s"
