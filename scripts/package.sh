#!/usr/bin/env bash
# Builds target/dist/ (or --out DIR): stackdrift-VERSION.tar.gz and stackdrift_VERSION_all.deb, from
# target/stackdrift.jar (built first when missing). Both hold the same tree: bin/stackdrift (the
# launcher), share/stackdrift/ (the jar and the workspace its class-data archive is trained on), the
# man page, the bash and fish completions and the documentation; the Debian package installs it
# under /usr, with the template units, the copyright file and the changelog Debian policy asks for.
#
# Reproducible: the same commit gives byte-identical files. Every timestamp is SOURCE_DATE_EPOCH
# (default: the commit's time), entries are sorted, owners are root, modes are set, gzip keeps no
# name or time. The maintainer is --maintainer, else DEBFULLNAME and DEBEMAIL, else
# packaging/debian/maintainer.
#
# dpkg-deb rather than jpackage: jpackage bundles a jlink runtime (49 MB, 31 MB compressed, against a 5 MB jar)
# that Debian's security updates never reach, and its native launcher cannot make the class-data
# archive; the package depends on the distribution's Java 17+ runtime instead.
set -euo pipefail
cd "$(dirname "$0")/.."
usage="usage: scripts/package.sh [--out DIR] [--maintainer 'NAME <EMAIL>']"
out=target/dist
maintainer=""
while (( $# > 0 )); do
  case "$1" in
    --out) out="${2:?--out needs a directory}"; shift 2 ;;
    --maintainer) maintainer="${2:?--maintainer needs 'NAME <EMAIL>'}"; shift 2 ;;
    -h|--help) echo "$usage"; exit 0 ;;
    *) echo "package.sh: unknown argument '$1'; $usage" >&2; exit 1 ;;
  esac
done
die() { echo "package.sh: $*" >&2; exit 1; }

if [[ -z "$maintainer" && -n "${DEBFULLNAME:-}" && -n "${DEBEMAIL:-}" ]]; then
  maintainer="$DEBFULLNAME <$DEBEMAIL>"
fi
[[ -n "$maintainer" ]] || maintainer="$(sed -n '/^[^#]/{p;q}' packaging/debian/maintainer)"
# Debian's form, with a mail host that can receive mail (lintian's bogus-mail-host, root-in-contact).
[[ "$maintainer" =~ ^[^\<\>@]+\ \<[^\<\>@[:space:]]+@([^\<\>@[:space:]]+\.[^\<\>@[:space:].]+)\>$ ]] \
  || die "the maintainer '$maintainer' is not 'NAME <EMAIL>' with a full mail host; pass --maintainer"
mail_host="${BASH_REMATCH[1],,}"
case "$mail_host" in
  localhost|localhost.*|*.localdomain|*.local|*.invalid|*.test) die "the maintainer's mail host '$mail_host' receives no mail; pass --maintainer" ;;
esac
[[ "${maintainer,,}" != *"<root@"* ]] || die "the maintainer must be a person or a team, not root; pass --maintainer"

if [[ -z "${SOURCE_DATE_EPOCH:-}" ]]; then
  SOURCE_DATE_EPOCH="$(git log -1 --format=%ct 2>/dev/null)" \
    || die "SOURCE_DATE_EPOCH is not set and this is not a git checkout; set it to the release's time"
fi
[[ "$SOURCE_DATE_EPOCH" =~ ^[0-9]+$ ]] || die "SOURCE_DATE_EPOCH must be seconds since 1970, not '$SOURCE_DATE_EPOCH'"
export SOURCE_DATE_EPOCH

jar=target/stackdrift.jar
if [[ ! -f "$jar" ]]; then
  echo "package.sh: building $jar" >&2
  mvn -B -q package -DskipTests >&2
fi
command -v dpkg-deb >/dev/null || die "dpkg-deb not found (Debian package dpkg)"

version="$(java -jar "$jar" --version | sed -n '1s/^stackdrift //p')"
[[ -n "$version" ]] || die "$jar --version did not name a version"
# Debian sorts '~' before anything, so 0.1.0~SNAPSHOT comes before the release 0.1.0; the package's
# own revision (-1) makes it a packaging of that upstream version, with a changelog.Debian.gz.
deb_version="${version//-/\~}-1"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
umask 022

# The installed tree, relative to its prefix (/usr for the package).
tree() {
  local root="$1" doc="$1/share/doc/stackdrift"
  install -d "$root/bin" "$root/share/stackdrift" "$root/share/man/man1" \
    "$root/share/bash-completion/completions" "$root/share/fish/vendor_completions.d" "$doc/docs"
  install -m 0755 packaging/stackdrift "$root/bin/stackdrift"
  install -m 0644 "$jar" "$root/share/stackdrift/stackdrift.jar"
  copy_tracked testdata/demo "$root/share/stackdrift/training"
  find "$root/share/stackdrift/training" -name '*.md' -delete # it is run, not read
  java -cp "$jar" io.stackdrift.cli.ManPage | gzip -9n >"$root/share/man/man1/stackdrift.1.gz"
  # A completion script is sourced, never run: no hashbang (Debian's bash-completion policy).
  java -jar "$jar" completion bash | sed '1{/^#!/d}' >"$root/share/bash-completion/completions/stackdrift"
  java -jar "$jar" completion fish >"$root/share/fish/vendor_completions.d/stackdrift.fish"
  install -m 0644 README.md "$doc/README.md"
  copy_tracked docs "$doc/docs"
  install -m 0644 packaging/debian/copyright "$doc/copyright"
  find "$root" -type d -exec chmod 0755 {} +
  find "$root" -type f ! -path "$root/bin/*" -exec chmod 0644 {} +
}

# The files of DIR that git tracks, into TARGET: never what a local run left there (a .terraform of
# the demo, an editor's backup). Outside a git checkout, the whole directory.
copy_tracked() {
  local dir="$1" target="$2"
  mkdir -p "$target"
  if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    git ls-files -z -- "$dir" | tar --null -T - -c | tar -x -C "$work/tracked"
    cp -r "$work/tracked/$dir/." "$target/"
  else
    cp -r "$dir/." "$target/"
  fi
}
mkdir -p "$work/tracked"

# Debian's changelog, one entry for this build, dated at SOURCE_DATE_EPOCH.
changelog() {
  local commit dirty=()
  commit="$(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)"
  if [[ -n "$(git status --porcelain --untracked-files=no 2>/dev/null)" ]]; then
    dirty=("    The tree it was built from had changes not committed.")
  fi
  printf '%s\n' "stackdrift ($deb_version) unstable; urgency=medium" "" \
    "  * stackdrift $version, built from commit $commit." "${dirty[@]}" "" \
    " -- $maintainer  $(LC_ALL=C date -u -R -d "@$SOURCE_DATE_EPOCH")"
}

# Every file and directory at SOURCE_DATE_EPOCH, so dpkg-deb and tar record the same times.
stamp() {
  find "$1" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
}

mkdir -p "$out"
rm -f "$out"/stackdrift-*.tar.gz "$out"/stackdrift_*.deb

name="stackdrift-$version"
tree "$work/staged" # once: the man page and completions take a JVM start each
mkdir -p "$work/tar"
cp -a "$work/staged" "$work/tar/$name"
stamp "$work/tar"
tar -C "$work/tar" --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$SOURCE_DATE_EPOCH" -c "$name" \
  | gzip -9n >"$out/$name.tar.gz"

deb="$work/deb"
mkdir -p "$deb"
cp -a "$work/staged" "$deb/usr"
install -d "$deb/usr/lib/systemd/system"
install -m 0644 packaging/systemd/stackdrift-detect@.service packaging/systemd/stackdrift-detect@.timer \
  "$deb/usr/lib/systemd/system/"
changelog | gzip -9n >"$deb/usr/share/doc/stackdrift/changelog.Debian.gz"
chmod 0644 "$deb/usr/share/doc/stackdrift/changelog.Debian.gz"
install -D -m 0644 packaging/debian/lintian-overrides "$deb/usr/share/lintian/overrides/stackdrift"
# The launcher keeps its class-data archive in /var/cache/stackdrift when it runs from /usr (the
# service's ProtectSystem=strict leaves /usr read-only): the same file as the tarball's.
install -d "$deb/DEBIAN"
install -m 0755 packaging/debian/postinst packaging/debian/prerm packaging/debian/postrm "$deb/DEBIAN/"
(cd "$deb" && find usr -type f | LC_ALL=C sort | xargs md5sum) >"$deb/DEBIAN/md5sums"
chmod 0644 "$deb/DEBIAN/md5sums"
cat >"$deb/DEBIAN/control" <<CONTROL
Package: stackdrift
Version: $deb_version
Architecture: all
Maintainer: $maintainer
Installed-Size: $(du -sk --apparent-size "$deb/usr" | cut -f1)
Depends: default-jre-headless (>= 2:1.17) | java17-runtime-headless, adduser
Recommends: bash-completion
Suggests: docker.io
Section: admin
Priority: optional
Description: infrastructure drift per Terramate stack
 stackdrift discovers the Terramate stacks of a workspace, plans each with
 OpenTofu (or Terraform), checks the Docker containers they run, and writes
 one drift report. It runs by hand, in CI, and from systemd timers: the
 template units stackdrift-detect@.service and .timer run one workspace
 each, as the stackdrift system user, in a sandbox.
CONTROL
stamp "$deb"
dpkg-deb --root-owner-group -Zxz --build "$deb" "$out/stackdrift_${deb_version}_all.deb" >/dev/null

echo "$out/$name.tar.gz"
echo "$out/stackdrift_${deb_version}_all.deb"
