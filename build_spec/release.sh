#!/bin/sh
# The two Linux downloads of a Lectern release, from the one-folder build (`make dist`):
#
#   sh build_spec/release.sh [DIST_DIR [OUT_DIR]]    (defaults: dist/lectern and dist)
#
#   OUT_DIR/lectern-VERSION-linux-ARCH.tar.gz   unpack, run ./install.sh: Lectern is in the
#       menu for this user (no root); ./install.sh uninstall removes it again.
#   OUT_DIR/lectern_VERSION_ARCH.deb   for Debian and Ubuntu: the app in /opt/lectern,
#       /usr/bin/lectern, the menu entry, the icons (hicolor) and the AppStream metainfo; it
#       registers the browser extension's native host for every user.
#   OUT_DIR/lectern-browser-VERSION.zip and .xpi   the browser extension for Chromium-family
#       browsers and Firefox (build_spec/browser_extension.py; $PYTHON, else python3).
#
# The version is the one the build itself reports (`lectern --version`).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
dist=${1:-dist/lectern}
out=${2:-dist}
sizes="16 24 32 48 64 128 256 512"
# Libraries the frozen app takes from the system, as the PySide6 wheel does (the
# host-provided list in build_spec/lectern.spec); apt pulls in what they need in turn.
depends="libc6, libstdc++6, libgl1, libegl1, libfontconfig1, libfreetype6, libglib2.0-0,"
depends="$depends libdbus-1-3, libx11-6, libx11-xcb1, libxcb1, libxkbcommon0,"
depends="$depends libxkbcommon-x11-0, libwayland-client0, libgssapi-krb5-2, zlib1g"

fail() { printf 'lectern release: %s\n' "$*" >&2; exit 1; }

[ -x "$dist/lectern" ] || fail "no build in $dist (run 'make dist' first)"
command -v dpkg-deb >/dev/null 2>&1 || fail "dpkg-deb is needed for the .deb (apt-get install dpkg)"
version=$("$dist/lectern" --version | awk '{ print $2 }')
[ -n "$version" ] || fail "$dist/lectern --version printed no version"
arch=$(dpkg --print-architecture 2>/dev/null || uname -m)
case $(uname -m) in x86_64) machine=x86_64 ;; aarch64) machine=aarch64 ;; *) machine=$(uname -m) ;; esac
mkdir -p "$out"
out=$(cd "$out" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The AppStream file with this release's version and date.
metainfo() {
    sed -e "s/@VERSION@/$version/" -e "s/@DATE@/$(date -u +%Y-%m-%d)/" \
        "$here/org.lectern.Lectern.metainfo.xml"
}

# --- the tarball: the app folder beside install.sh, the menu entry and the icons --------
name=lectern-$version
top=$work/tar/$name
mkdir -p "$top/icons/png"
cp -a "$dist" "$top/lectern"
cp "$here/install.sh" "$top/install.sh"
chmod 755 "$top/install.sh"
cp "$here/lectern.desktop" "$top/lectern.desktop"
cp "$here/icons/lectern.svg" "$top/icons/"
for size in $sizes; do
    cp "$here/icons/png/lectern-$size.png" "$top/icons/png/"
done
tarball=$out/$name-linux-$machine.tar.gz
tar -C "$work/tar" --owner=0 --group=0 --numeric-owner -czf "$tarball.tmp" "$name"
mv "$tarball.tmp" "$tarball"
echo "$tarball"

# --- the .deb ---------------------------------------------------------------------------
root=$work/deb
mkdir -p "$root/DEBIAN" "$root/opt" "$root/usr/bin" "$root/usr/share/applications" \
    "$root/usr/share/metainfo" "$root/usr/share/icons/hicolor/scalable/apps"
cp -a "$dist" "$root/opt/lectern"
ln -s /opt/lectern/lectern "$root/usr/bin/lectern"
cp "$here/lectern.desktop" "$root/usr/share/applications/lectern.desktop"
metainfo > "$root/usr/share/metainfo/org.lectern.Lectern.metainfo.xml"
for size in $sizes; do
    mkdir -p "$root/usr/share/icons/hicolor/${size}x${size}/apps"
    cp "$here/icons/png/lectern-$size.png" "$root/usr/share/icons/hicolor/${size}x${size}/apps/lectern.png"
done
cp "$here/icons/lectern.svg" "$root/usr/share/icons/hicolor/scalable/apps/lectern.svg"
# Plain permissions whatever the build machine's umask: folders and programs 755, files 644.
find "$root" -type d -exec chmod 755 {} +
find "$root" -type f -exec chmod go-w,a+r {} +
size_kb=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
cat > "$root/DEBIAN/control" <<CONTROL
Package: lectern
Version: $version
Architecture: $arch
Maintainer: Lectern <lectern@localhost>
Installed-Size: $size_kb
Depends: $depends
Section: science
Priority: optional
Description: offline reading list for research papers
 Lectern keeps a reading list of research papers on your computer: import BibTeX,
 RIS, CSL-JSON or arXiv feeds, triage with single keys, rate, tag, annotate and search
 tens of thousands of papers as you type. No account and no network.
CONTROL
# Menus and icon caches are refreshed by the desktop-file-utils and hicolor-icon-theme
# triggers. The scripts register the browser extension's native host for every user's
# Chromium, Chrome, Edge, Brave and Firefox (lectern browser register --system), and take it
# away on removal (and before an upgrade, whose postinst registers the new one).
cat > "$root/DEBIAN/postinst" <<'POSTINST'
#!/bin/sh
set -e
if [ "$1" = configure ]; then
    /opt/lectern/lectern browser register --system >/dev/null \
        || echo "lectern: could not register with the browsers (lectern browser register)" >&2
fi
exit 0
POSTINST
cat > "$root/DEBIAN/prerm" <<'PRERM'
#!/bin/sh
set -e
case "$1" in
    remove|upgrade|deconfigure)
        /opt/lectern/lectern browser unregister --system >/dev/null 2>&1 || true ;;
esac
exit 0
PRERM
chmod 755 "$root/DEBIAN/postinst" "$root/DEBIAN/prerm"
deb=$out/lectern_${version}_$arch.deb
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb.tmp" >/dev/null
mv "$deb.tmp" "$deb"
echo "$deb"

# --- the browser extension: the same files as a .zip (Chromium) and an .xpi (Firefox) -----
"${PYTHON:-python3}" "$here/browser_extension.py" "$version" "$here/../resources/browser" "$out"
