#!/usr/bin/env bash
# The slow check of the Linux packages (the fast one is tests/packaging.rs, in `cargo test`):
# builds the Debian package with cargo-deb, lists its files, checks that each file is in its
# standard place, and validates the desktop file and the metainfo as installed; checks that the
# Flatpak's vendored crates match Cargo.lock and that its manifest parses with the keys
# flatpak-builder needs. Run by hand or by CI, from any folder:
#
#   scripts/package-check.sh             build and check the .deb, the metainfo, the Flatpak files
#   scripts/package-check.sh --install   also install the .deb (needs root or sudo), run it,
#                                        open its window under Xvfb, remove it and check that
#                                        none of its files is left
#
# Installs what it needs and is missing: cargo-deb (cargo install), desktop-file-utils, appstream
# and dpkg-dev (apt). `appstreamcli validate` runs with --no-net (the screenshots and links are
# not fetched) unless PACKAGE_CHECK_NET=1. Honours CARGO_TARGET_DIR.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
app_id="org.sudokulines.SudokuLines"
install=0
for arg in "$@"; do
    case "$arg" in
        --install) install=1 ;;
        -h | --help)
            sed -n '2,15s/^# \{0,1\}//p' "${BASH_SOURCE[0]}"
            exit 0
            ;;
        *)
            echo "package-check: unknown option '$arg'" >&2
            exit 2
            ;;
    esac
done

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
step() { printf '\n== %s\n' "$*"; }
fail() {
    echo "package-check: $*" >&2
    exit 1
}

step "tools"
missing=()
command -v desktop-file-validate >/dev/null 2>&1 || missing+=(desktop-file-utils)
command -v appstreamcli >/dev/null 2>&1 || missing+=(appstream)
command -v dpkg-shlibdeps >/dev/null 2>&1 || missing+=(dpkg-dev)
if [ ${#missing[@]} -gt 0 ]; then
    echo "package-check: installing ${missing[*]}"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
if ! cargo deb --version >/dev/null 2>&1; then
    cargo install cargo-deb --locked
fi
cargo deb --version
appstreamcli --version

step "the metainfo and the desktop file in the repository"
net="--no-net"
if [ "${PACKAGE_CHECK_NET:-0}" = "1" ]; then net=""; fi
appstreamcli validate --pedantic $net "$root/packaging/$app_id.metainfo.xml"
desktop-file-validate "$root/packaging/$app_id.desktop"
echo "desktop-file-validate: no errors"

step "the Flatpak's sources and manifest"
python3 "$root/packaging/flatpak-cargo-sources.py" --check
python3 - "$root/packaging/$app_id.yml" <<'EOF'
import sys
try:
    import yaml
except ModuleNotFoundError:
    sys.exit("package-check: PyYAML is missing (apt-get install python3-yaml)")
path = sys.argv[1]
with open(path, encoding="utf-8") as f:
    m = yaml.safe_load(f)
for key in ("id", "runtime", "runtime-version", "sdk", "command", "modules"):
    if key not in m:
        sys.exit(f"package-check: {path} has no {key}")
assert m["runtime-version"] == "24.08", m["runtime-version"]
assert "org.freedesktop.Sdk.Extension.rust-stable" in m.get("sdk-extensions", []), m.get("sdk-extensions")
module = m["modules"][-1]
for key in ("name", "buildsystem", "build-commands", "sources"):
    if key not in module:
        sys.exit(f"package-check: the module {module.get('name')} has no {key}")
assert "cargo-sources.json" in module["sources"], module["sources"]
print(f"{path}: parses, id {m['id']}, runtime {m['runtime']}//{m['runtime-version']}, "
      f"command {m['command']}, {len(module['build-commands'])} build commands")
EOF

step "the Debian package"
cd "$root"
deb="$(cargo deb --locked | tail -n 1)"
[ -f "$deb" ] || fail "cargo deb did not name a package it wrote ($deb)"
echo "$deb"
dpkg-deb --info "$deb" | sed -n '/Package:/,$p'
dpkg-deb --contents "$deb"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
dpkg-deb --extract "$deb" "$work"
expected=(
    usr/bin/sudoku-lines
    "usr/share/applications/$app_id.desktop"
    "usr/share/metainfo/$app_id.metainfo.xml"
    "usr/share/icons/hicolor/scalable/apps/$app_id.svg"
    usr/share/doc/sudoku-lines/LICENSE-Inter.txt
    usr/share/doc/sudoku-lines/LICENSE-NotoSansCJK.txt
    usr/share/doc/sudoku-lines/LICENSE-Lucide.txt
    usr/share/doc/sudoku-lines/copyright
)
for size in 48 64 128 256 512; do
    expected+=("usr/share/icons/hicolor/${size}x${size}/apps/$app_id.png")
done
for f in "${expected[@]}"; do
    [ -f "$work/$f" ] || fail "the package has no /$f"
done
echo "package-check: the package has all ${#expected[@]} files in their places"
desktop-file-validate "$work/usr/share/applications/$app_id.desktop"
appstreamcli validate --pedantic $net "$work/usr/share/metainfo/$app_id.metainfo.xml"
version="$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n 1)"
shown="$("$work/usr/bin/sudoku-lines" --version)"
[ "$shown" = "sudoku-lines $version" ] || fail "the packaged binary says '$shown', Cargo.toml $version"
echo "package-check: the packaged binary says '$shown'"

if [ "$install" -eq 0 ]; then
    echo
    echo "package-check: all checks passed ($deb)"
    exit 0
fi

step "install, run, remove"
files="$work/files.txt"
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$deb"
dpkg -L sudoku-lines | tee "$files"
command -v sudoku-lines
sudoku-lines --version
sudoku-lines --help | head -n 3
if command -v Xvfb >/dev/null 2>&1 && command -v xdotool >/dev/null 2>&1; then
    display=":${PACKAGE_CHECK_DISPLAY:-93}"
    Xvfb "$display" -screen 0 1280x800x24 >/dev/null 2>&1 &
    xvfb=$!
    data="$work/data"
    sleep 1
    DISPLAY="$display" SUDOKU_LINES_DATA_DIR="$data" /usr/bin/sudoku-lines >/dev/null 2>&1 &
    app=$!
    window=""
    for _ in $(seq 1 50); do
        window="$(DISPLAY="$display" xdotool search --name "Sudoku" 2>/dev/null | head -n 1 || true)"
        [ -n "$window" ] && break
        sleep 0.2
    done
    kill "$app" 2>/dev/null || true
    wait "$app" 2>/dev/null || true
    kill "$xvfb" 2>/dev/null || true
    wait "$xvfb" 2>/dev/null || true
    [ -n "$window" ] || fail "no window named Sudoku appeared"
    echo "package-check: /usr/bin/sudoku-lines opened window $window"
fi
DEBIAN_FRONTEND=noninteractive $sudo apt-get remove -y -qq sudoku-lines
left=0
while IFS= read -r path; do
    # Folders the package shares with others (/usr, /usr/share/icons/...) stay.
    if [ -e "$path" ] && [ ! -d "$path" ]; then
        echo "package-check: left after removal: $path" >&2
        left=1
    fi
done <"$files"
if [ -e /usr/share/doc/sudoku-lines ]; then
    echo "package-check: left after removal: /usr/share/doc/sudoku-lines" >&2
    left=1
fi
[ "$left" -eq 0 ] || fail "files were left after apt remove"
echo "package-check: every file of the package is gone after apt remove"
echo
echo "package-check: all checks passed ($deb)"
