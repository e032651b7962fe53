#!/bin/sh
# Install the built Lectern app for the current user on Linux, or remove it again.
#
#   sh build_spec/install.sh install [DIST_DIR]    (DIST_DIR defaults to dist/lectern)
#   sh build_spec/install.sh uninstall
#
# Installs the one-folder build to $XDG_DATA_HOME/lectern (~/.local/share/lectern), a menu
# entry to ~/.local/share/applications/lectern.desktop whose Exec is the installed binary,
# the icon to ~/.local/share/icons/hicolor/<size>/apps/lectern.png (and scalable/lectern.svg),
# and a `lectern` link in $BIN_DIR (~/.local/bin) for the command line. Nothing needs root.
# The library itself (papers, notes, ratings) lives in its own folder and is never touched.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
data_home=${XDG_DATA_HOME:-$HOME/.local/share}
app_dir=$data_home/lectern
bin_dir=${BIN_DIR:-$HOME/.local/bin}
apps_dir=$data_home/applications
icons_dir=$data_home/icons/hicolor
desktop_file=$apps_dir/lectern.desktop
marker=.installed-by-lectern
sizes="16 24 32 48 64 128 256 512"

say() { printf '%s\n' "$*"; }
fail() { printf 'lectern install: %s\n' "$*" >&2; exit 1; }

refresh_caches() {
    # Desktops that cache menus and icons pick up the change at once; others rescan anyway.
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$apps_dir" 2>/dev/null || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache -q -f -t "$icons_dir" 2>/dev/null || true
    fi
}

# The Exec value for a path, quoted as the Desktop Entry spec asks (reserved characters
# inside double quotes, then the file's own backslash escaping; % doubled).
desktop_exec() {
    case $1 in
        *[!A-Za-z0-9_./+-]*)
            escaped=$(printf '%s' "$1" | sed -e 's/[\\"`$]/\\\\&/g' -e 's/%/%%/g')
            printf '"%s"' "$escaped" ;;
        *) printf '%s' "$1" ;;
    esac
}

install_app() {
    dist=${1:-dist/lectern}
    [ "$(uname -s)" = Linux ] || fail "this installs on Linux; on macOS copy dist/Lectern.app to /Applications"
    [ -x "$dist/lectern" ] || fail "no build in $dist (run 'make dist' first)"
    dist=$(cd "$dist" && pwd)
    mkdir -p "$data_home" "$apps_dir" "$bin_dir"

    # Copy beside the destination, then swap: a failed copy never leaves half an app.
    if [ -e "$app_dir" ] && [ ! -f "$app_dir/$marker" ]; then
        fail "$app_dir exists but was not installed by this script; not replacing it"
    fi
    staging=$(mktemp -d "$data_home/.lectern-install.XXXXXX")
    trap 'rm -rf "$staging"' EXIT
    cp -a "$dist/." "$staging/"
    : > "$staging/$marker"
    rm -rf "$app_dir"
    mv "$staging" "$app_dir"
    trap - EXIT
    exe=$app_dir/lectern

    LECTERN_EXEC=$(desktop_exec "$exe") LECTERN_TRYEXEC=$(printf '%s' "$exe" | sed 's/\\/\\\\/g') \
        awk '/^Exec=/ { print "Exec=" ENVIRON["LECTERN_EXEC"] " %F"; next }
             /^TryExec=/ { print "TryExec=" ENVIRON["LECTERN_TRYEXEC"]; next }
             { print }' "$here/lectern.desktop" > "$desktop_file.tmp"
    chmod 644 "$desktop_file.tmp"
    mv "$desktop_file.tmp" "$desktop_file"

    for size in $sizes; do
        mkdir -p "$icons_dir/${size}x${size}/apps"
        cp "$here/icons/png/lectern-$size.png" "$icons_dir/${size}x${size}/apps/lectern.png"
    done
    mkdir -p "$icons_dir/scalable/apps"
    cp "$here/icons/lectern.svg" "$icons_dir/scalable/apps/lectern.svg"

    link=$bin_dir/lectern
    if [ -L "$link" ] || [ ! -e "$link" ]; then
        ln -sfn "$exe" "$link"
    else
        say "note: $link exists and is not a link; left it alone"
    fi
    refresh_caches

    say "Installed Lectern to $app_dir"
    say "Menu entry: $desktop_file"
    case ":$PATH:" in
        *":$bin_dir:"*) say "Command line: lectern --help" ;;
        *) say "Command line: $link --help (add $bin_dir to PATH to type just 'lectern')" ;;
    esac
}

uninstall_app() {
    rm -f "$desktop_file"
    for size in $sizes; do
        rm -f "$icons_dir/${size}x${size}/apps/lectern.png"
    done
    rm -f "$icons_dir/scalable/apps/lectern.svg"
    link=$bin_dir/lectern
    if [ -L "$link" ] && [ "$(readlink "$link")" = "$app_dir/lectern" ]; then
        rm -f "$link"
    fi
    if [ -f "$app_dir/$marker" ]; then
        rm -rf "$app_dir"
    elif [ -e "$app_dir" ]; then
        say "note: $app_dir was not installed by this script; left it alone"
    fi
    refresh_caches
    say "Removed Lectern. Your library (papers, notes, ratings) was not touched."
}

case ${1:-} in
    install) shift; install_app "$@" ;;
    uninstall) uninstall_app ;;
    *) fail "usage: $0 install [DIST_DIR] | uninstall" ;;
esac
