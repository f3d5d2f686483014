#!/usr/bin/env bash
# Builds target/dist/ (or --out DIR): stackdrift-VERSION.tar.gz and stackdrift_VERSION_all.deb, from
# target/stackdrift.jar (built first when missing). Both hold the same tree: bin/stackdrift (the
# launcher), lib/stackdrift/ (the jar and the workspace its class-data archive is trained on), the man
# page, and the bash and fish completions; the Debian package installs it under /usr.
#
# dpkg-deb rather than jpackage: jpackage bundles a jlink runtime (49 MB, 31 MB compressed, against a 5 MB jar)
# that Debian's security updates never reach, and its native launcher cannot make the class-data
# archive; the package depends on the distribution's Java 17+ runtime instead.
set -euo pipefail
cd "$(dirname "$0")/.."
out=target/dist
while (( $# > 0 )); do
  case "$1" in
    --out) out="${2:?--out needs a directory}"; shift 2 ;;
    *) echo "package.sh: unknown argument '$1'; usage: scripts/package.sh [--out DIR]" >&2; exit 1 ;;
  esac
done
jar=target/stackdrift.jar
if [[ ! -f "$jar" ]]; then
  echo "package.sh: building $jar" >&2
  mvn -B -q package -DskipTests >&2
fi
command -v dpkg-deb >/dev/null || { echo "package.sh: dpkg-deb not found (Debian package dpkg)" >&2; exit 1; }

version="$(java -jar "$jar" --version | sed -n '1s/^stackdrift //p')"
[[ -n "$version" ]] || { echo "package.sh: $jar --version did not name a version" >&2; exit 1; }
# Debian sorts '~' before anything, so 0.1.0~SNAPSHOT comes before the release 0.1.0.
deb_version="${version//-/\~}"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The installed tree, relative to its prefix (/usr for the package).
tree() {
  local root="$1"
  install -d "$root/bin" "$root/lib/stackdrift" "$root/share/man/man1" \
    "$root/share/bash-completion/completions" "$root/share/fish/vendor_completions.d"
  install -m 0755 packaging/stackdrift "$root/bin/stackdrift"
  install -m 0644 "$jar" "$root/lib/stackdrift/stackdrift.jar"
  cp -r testdata/demo "$root/lib/stackdrift/training"
  chmod -R u=rwX,go=rX "$root/lib/stackdrift/training"
  java -cp "$jar" io.stackdrift.cli.ManPage | gzip -9n >"$root/share/man/man1/stackdrift.1.gz"
  java -jar "$jar" completion bash >"$root/share/bash-completion/completions/stackdrift"
  java -jar "$jar" completion fish >"$root/share/fish/vendor_completions.d/stackdrift.fish"
  chmod 0644 "$root/share/man/man1/stackdrift.1.gz" "$root/share/bash-completion/completions/stackdrift" \
    "$root/share/fish/vendor_completions.d/stackdrift.fish"
}

mkdir -p "$out"
rm -f "$out"/stackdrift-*.tar.gz "$out"/stackdrift_*.deb

name="stackdrift-$version"
tree "$work/staged" # once: the man page and completions take a JVM start each
mkdir -p "$work/tar"
cp -a "$work/staged" "$work/tar/$name"
tar -C "$work/tar" --sort=name --owner=0 --group=0 --numeric-owner -czf "$out/$name.tar.gz" "$name"

deb="$work/deb"
mkdir -p "$deb"
cp -a "$work/staged" "$deb/usr"
# The launcher keeps its class-data archive in /var/cache/stackdrift when it runs from /usr (systemd's
# ProtectSystem=full leaves /usr read-only): the same file as the tarball's.
install -d "$deb/DEBIAN"
install -m 0755 packaging/debian/postinst packaging/debian/postrm "$deb/DEBIAN/"
cat >"$deb/DEBIAN/control" <<CONTROL
Package: stackdrift
Version: $deb_version
Architecture: all
Maintainer: ${STACKDRIFT_MAINTAINER:-stackdrift maintainers <root@localhost>}
Installed-Size: $(du -sk "$deb/usr" | cut -f1)
Depends: default-jre-headless (>= 2:1.17) | java17-runtime-headless
Suggests: docker.io
Section: admin
Priority: optional
Description: infrastructure drift per Terramate stack
 stackdrift discovers the Terramate stacks of a workspace, plans each with
 OpenTofu (or Terraform), checks the Docker containers they run, and writes
 one drift report. It runs by hand, in CI, and from systemd timers
 ('stackdrift systemd' writes the units).
CONTROL
dpkg-deb --root-owner-group -Zxz --build "$deb" "$out/stackdrift_${deb_version}_all.deb" >/dev/null

echo "$out/$name.tar.gz"
echo "$out/stackdrift_${deb_version}_all.deb"
