#!/usr/bin/env bash
# Puts Sudoku Lines in the application menu of a Linux desktop, for the current user only (no root):
# builds and installs the `sudoku-lines` command with `cargo install`, then installs the menu entry
# and the icon into the user's XDG data folder (~/.local/share unless XDG_DATA_HOME says otherwise).
#
#   scripts/install-desktop.sh              build, install the command, add the menu entry and icon
#   scripts/install-desktop.sh --no-build   add the menu entry for a `sudoku-lines` already installed
#                                           (the one in SUDOKU_LINES_BIN, else the one on PATH)
#   scripts/install-desktop.sh --uninstall  remove the menu entry and the icons
set -euo pipefail

app_id="org.sudokulines.SudokuLines"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
apps="$data/applications"
icons="$data/icons/hicolor"
desktop_file="$apps/$app_id.desktop"
icon_png="$icons/512x512/apps/$app_id.png"
icon_svg="$icons/scalable/apps/$app_id.svg"

usage() {
    sed -n '2,9s/^# \{0,1\}//p' "${BASH_SOURCE[0]}"
}

refresh_caches() {
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$apps" || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$icons/index.theme" ]; then
        gtk-update-icon-cache -q -t "$icons" || true
    fi
}

# Quotes a path for the Exec key of a desktop entry when it holds anything but plain characters.
exec_quote() {
    local p="$1"
    if [[ "$p" =~ ^[A-Za-z0-9_./+-]+$ ]]; then
        printf '%s' "$p"
    else
        p="${p//\\/\\\\\\\\}"
        p="${p//\"/\\\\\"}"
        p="${p//\`/\\\\\`}"
        p="${p//\$/\\\\\$}"
        printf '"%s"' "$p"
    fi
}

mode="install"
build=1
for arg in "$@"; do
    case "$arg" in
        --uninstall) mode="uninstall" ;;
        --no-build) build=0 ;;
        -h | --help)
            usage
            exit 0
            ;;
        *)
            echo "install-desktop: unknown option '$arg'" >&2
            usage >&2
            exit 2
            ;;
    esac
done

if [ "$mode" = "uninstall" ]; then
    rm -f "$desktop_file" "$icon_png" "$icon_svg"
    refresh_caches
    echo "install-desktop: removed the menu entry and icons from $data"
    echo "install-desktop: to remove the command too, run: cargo uninstall sudoku-lines"
    exit 0
fi

if [ "$build" -eq 1 ]; then
    if ! command -v cargo >/dev/null 2>&1; then
        echo "install-desktop: cargo is missing; install Rust from https://rustup.rs first" >&2
        exit 1
    fi
    echo "install-desktop: building and installing the sudoku-lines command (a few minutes)"
    cargo install --path "$root" --locked
    bin="${CARGO_INSTALL_ROOT:-${CARGO_HOME:-$HOME/.cargo}}/bin/sudoku-lines"
elif [ -n "${SUDOKU_LINES_BIN:-}" ]; then
    bin="$SUDOKU_LINES_BIN"
elif bin="$(command -v sudoku-lines)"; then
    :
else
    echo "install-desktop: no sudoku-lines command on PATH; run without --no-build, or set SUDOKU_LINES_BIN" >&2
    exit 1
fi
case "$bin" in
    /*) ;;
    *) bin="$PWD/$bin" ;;
esac
if [[ "$bin" == *%* ]]; then
    # Desktop entries reserve '%' for field codes, and not every launcher reads '%%' back.
    echo "install-desktop: '$bin' holds a '%', which a menu entry cannot start reliably; link it from a plain path" >&2
    exit 1
fi
if [ ! -f "$bin" ] || [ ! -x "$bin" ]; then
    echo "install-desktop: '$bin' is not an executable file" >&2
    exit 1
fi

mkdir -p "$apps" "$(dirname "$icon_png")" "$(dirname "$icon_svg")"
install -m 644 "$root/assets/icon-512.png" "$icon_png"
install -m 644 "$root/assets/icon.svg" "$icon_svg"
# The menu entry starts the installed binary by its full path, so it works even when ~/.cargo/bin
# is not on the desktop session's PATH.
exec_line="Exec=$(exec_quote "$bin")"
tmp="$(mktemp "$apps/.$app_id.XXXXXX")"
while IFS= read -r line || [ -n "$line" ]; do
    if [[ "$line" == Exec=* ]]; then
        printf '%s\n' "$exec_line"
    else
        printf '%s\n' "$line"
    fi
done <"$root/packaging/$app_id.desktop" >"$tmp"
chmod 644 "$tmp"
mv "$tmp" "$desktop_file"
if command -v desktop-file-validate >/dev/null 2>&1; then
    desktop-file-validate "$desktop_file"
fi
refresh_caches

echo "install-desktop: installed $desktop_file"
echo "install-desktop: installed $icon_png and $icon_svg"
echo "install-desktop: the menu entry starts $bin"
