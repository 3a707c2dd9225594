#!/usr/bin/env bash
# Installs what a fresh Debian or Ubuntu machine needs to build, test and run Sudoku Lines:
# the C libraries Slint links against, what its window needs at run time, fonts, and the Rust
# components the checks use. Safe to run again: it installs only what is missing.
set -euo pipefail

# xvfb, xdotool and imagemagick: the real-window test plays the app in an X server of its own.
# zbar-tools: an independent QR decoder (zbarimg) reads the share link's QR code back in the tests.
# dbus, at-spi2-core and python3-pyatspi: the screen-reader test reads the window's accessibility
# tree over AT-SPI, as Orca does.
packages=(pkg-config libfontconfig1-dev libxkbcommon-x11-0 libgl1-mesa-dri fonts-dejavu-core xvfb xdotool imagemagick zbar-tools dbus at-spi2-core python3-pyatspi)
missing=()
for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$p")
    fi
done
if [ ${#missing[@]} -gt 0 ]; then
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    echo "setup: installing ${missing[*]}"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if ! command -v cargo >/dev/null 2>&1; then
    echo "setup: Rust is missing; install it from https://rustup.rs (Rust 1.92 or newer) and run this again" >&2
    exit 1
fi
if command -v rustup >/dev/null 2>&1; then
    for c in rustfmt clippy; do
        if ! rustup component list --installed 2>/dev/null | grep -q "^$c"; then
            rustup component add "$c"
        fi
    done
fi
