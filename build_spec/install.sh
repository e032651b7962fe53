#!/bin/sh
# Install the built Lectern app for the current user on Linux, or remove it again.
#
#   sh build_spec/install.sh install [DIST_DIR]    (DIST_DIR defaults to dist/lectern)
#   sh build_spec/install.sh uninstall [--purge]
#
# In the release tarball this script sits beside the app folder `lectern/`: there
# `./install.sh` alone installs that folder.
#
# Installs the one-folder build to $XDG_DATA_HOME/lectern (~/.local/share/lectern), a menu
# entry to ~/.local/share/applications/lectern.desktop whose Exec is the installed binary,
# the icon to ~/.local/share/icons/hicolor/<size>/apps/lectern.png (and scalable/lectern.svg),
# and a `lectern` link in $BIN_DIR (~/.local/bin) for the command line; it registers the
# browser extension's native host for this user (`lectern browser register`). Nothing needs root.
# The library itself (papers, notes, ratings) lives in its own folder and is never touched.
# Uninstalling removes what installing made, folders included (the ones it created, once
# empty), and keeps Lectern's settings unless asked: --purge also removes the settings
# ($XDG_CONFIG_HOME/Lectern) and the log ($XDG_STATE_HOME/Lectern), never the library.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
data_home=${XDG_DATA_HOME:-$HOME/.local/share}
app_dir=$data_home/lectern
bin_dir=${BIN_DIR:-$HOME/.local/bin}
apps_dir=$data_home/applications
icons_dir=$data_home/icons/hicolor
desktop_file=$apps_dir/lectern.desktop
marker=.installed-by-lectern  # in the app folder: the folders install created, one a line
config_dir=${XDG_CONFIG_HOME:-$HOME/.config}/Lectern
state_dir=${XDG_STATE_HOME:-$HOME/.local/state}/Lectern
sizes="16 24 32 48 64 128 256 512"

say() { printf '%s\n' "$*"; }
fail() { printf 'lectern install: %s\n' "$*" >&2; exit 1; }

refresh_caches() {
    # Desktops that cache menus and icons pick up the change at once; others rescan anyway.
    if [ -d "$apps_dir" ] && command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$apps_dir" 2>/dev/null || true
    fi
    if [ -d "$icons_dir" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache -q -f -t "$icons_dir" 2>/dev/null || true
    fi
}

# mkdir -p that remembers, in $created (outermost first), each folder it had to create.
created=""
make_dir() {
    dir=$1
    missing=""
    while [ ! -d "$dir" ]; do
        missing="$dir
$missing"
        dir=$(dirname "$dir")
    done
    mkdir -p "$1"
    created="$created$missing"
}

# Removes each folder listed on stdin (innermost first) that is empty; others stay.
remove_empty_dirs() {
    awk 'NF { line[++n] = $0 } END { for (i = n; i > 0; i--) print line[i] }' |
        while IFS= read -r dir; do
            rmdir "$dir" 2>/dev/null || true
        done
}

# A cache a desktop tool wrote into a folder install created goes when only it is left.
drop_lone_cache() {
    folder=$1 cache=$2
    printf '%s\n' "$made" | grep -Fqx -- "$folder" || return 0
    [ "$(ls -A "$folder" 2>/dev/null)" = "$cache" ] && rm -f "$folder/$cache"
    return 0
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
    bundled=dist/lectern
    if [ -x "$here/lectern/lectern" ]; then bundled=$here/lectern; fi  # the release tarball
    dist=${1:-$bundled}
    [ "$(uname -s)" = Linux ] || fail "this installs on Linux; on macOS copy dist/Lectern.app to /Applications"
    [ -x "$dist/lectern" ] || fail "no build in $dist (run 'make dist' first)"
    dist=$(cd "$dist" && pwd)
    make_dir "$data_home"
    make_dir "$apps_dir"
    make_dir "$bin_dir"

    # Copy beside the destination, then swap: a failed copy never leaves half an app.
    if [ -e "$app_dir" ] && [ ! -f "$app_dir/$marker" ]; then
        fail "$app_dir exists but was not installed by this script; not replacing it"
    fi
    earlier=""  # a reinstall keeps the folders the first install created on the list
    if [ -f "$app_dir/$marker" ]; then earlier=$(cat "$app_dir/$marker"); fi
    staging=$(mktemp -d "$data_home/.lectern-install.XXXXXX")
    trap 'rm -rf "$staging"' EXIT
    cp -a "$dist/." "$staging/"
    rm -rf "$app_dir"
    mv "$staging" "$app_dir"
    trap - EXIT
    exe=$app_dir/lectern

    LECTERN_EXEC=$(desktop_exec "$exe") LECTERN_TRYEXEC=$(printf '%s' "$exe" | sed 's/\\/\\\\/g') \
        awk '/^Exec=/ { print "Exec=" ENVIRON["LECTERN_EXEC"] " %U"; next }
             /^TryExec=/ { print "TryExec=" ENVIRON["LECTERN_TRYEXEC"]; next }
             { print }' "$here/lectern.desktop" > "$desktop_file.tmp"
    chmod 644 "$desktop_file.tmp"
    mv "$desktop_file.tmp" "$desktop_file"

    for size in $sizes; do
        make_dir "$icons_dir/${size}x${size}/apps"
        cp "$here/icons/png/lectern-$size.png" "$icons_dir/${size}x${size}/apps/lectern.png"
    done
    make_dir "$icons_dir/scalable/apps"
    cp "$here/icons/lectern.svg" "$icons_dir/scalable/apps/lectern.svg"
    printf '%s\n%s' "$earlier" "$created" | awk 'NF && !seen[$0]++' > "$app_dir/$marker"

    link=$bin_dir/lectern
    if [ -L "$link" ] || [ ! -e "$link" ]; then
        ln -sfn "$exe" "$link"
    else
        say "note: $link exists and is not a link; left it alone"
    fi
    refresh_caches
    # The browser extension's native host, for this user's Chromium, Chrome, Edge, Brave and
    # Firefox (the manifests name a launcher that runs this app: lectern browser status).
    if "$exe" browser register >/dev/null 2>&1; then
        say "Registered with your browsers for Lectern's extension (lectern browser status)"
    else
        say "note: could not register with your browsers; run: $exe browser register"
    fi

    say "Installed Lectern to $app_dir"
    say "Menu entry: $desktop_file"
    case ":$PATH:" in
        *":$bin_dir:"*) say "Command line: lectern --help" ;;
        *) say "Command line: $link --help (add $bin_dir to PATH to type just 'lectern')" ;;
    esac
}

uninstall_app() {
    purge=${1:-}
    made=""
    if [ -f "$app_dir/$marker" ]; then made=$(cat "$app_dir/$marker"); fi
    if [ -f "$app_dir/$marker" ] && [ -x "$app_dir/lectern" ]; then  # the browsers' manifests
        "$app_dir/lectern" browser unregister >/dev/null 2>&1 || true
    fi
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
    printf '%s\n' "$made" | remove_empty_dirs
    drop_lone_cache "$apps_dir" mimeinfo.cache
    drop_lone_cache "$icons_dir" icon-theme.cache
    printf '%s\n' "$made" | remove_empty_dirs
    if [ "$purge" = --purge ]; then
        rm -rf "$config_dir" "$state_dir"
        say "Removed Lectern and its settings. Your library (papers, notes, ratings) was not touched."
    else
        say "Removed Lectern. Your settings and your library (papers, notes, ratings) were kept;"
        say "'make uninstall PURGE=1' (or: $0 uninstall --purge) also removes the settings."
    fi
}

case ${1:-} in
    install) shift; install_app "$@" ;;
    '') if [ -x "$here/lectern/lectern" ]; then install_app; else fail "usage: $0 install [DIST_DIR] | uninstall [--purge]"; fi ;;
    uninstall)
        case ${2:-} in
            ''|--purge) uninstall_app "${2:-}" ;;
            *) fail "usage: $0 uninstall [--purge]" ;;
        esac ;;
    *) fail "usage: $0 install [DIST_DIR] | uninstall [--purge]" ;;
esac
