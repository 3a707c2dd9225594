#!/usr/bin/env bash
# Type-checks and lints the Android build of the library on a Debian machine that has neither
# Google's Android SDK nor the NDK: `cargo check` and `cargo clippy -- -D warnings` for each
# Android target, against the real sources of every crate and a real standard library for the
# target. A compile or lint error fails this script (non-zero exit).
#
# What it fetches, from package registries only:
# - The standard library's sources: Debian's `rust-src` package of exactly the installed rustc
#   version, from the newer suites of the Debian mirror the system already uses (trixie-backports,
#   sid). It goes through a private APT configuration (its own sources list, lists and cache); the
#   system's APT sources are never changed, and the package is unpacked, never installed (it would
#   conflict with rustup). Cargo builds that library for the target (`-Zbuild-std`), so no
#   `rustup target add` is needed. If no `rust-src` of the installed version is found, the script
#   says so in one loud line and exits 0: a gap in the machine, not an error in the code.
# - The crates, from crates.io as usual (`--locked`).
#
# Stand-ins, only for what a type-check does not use:
# - `DOCS_RS=1`: skia-bindings uses the Rust bindings it ships instead of downloading a prebuilt
#   Skia (the Skia library itself is only needed to link).
# - A `JAVA_HOME` whose `javac` and `java` write an empty `classes.dex`: Slint's Android backend
#   compiles a Java helper with javac and d8 against API-34 classes, which no registry here has.
#   The Rust code only embeds the file; nothing here changes what the Rust code is checked against.
#
# Targets: aarch64-linux-android (phones), the one the APK is built for. $ANDROID_CHECK_TARGETS
# overrides the list. x86_64-linux-android (the emulator) also passes, but it checks the same code
# again and adds about six minutes to a run with an empty cache on two cores. armv7-linux-androideabi
# cannot be checked this way: the bindings skia-bindings ships were generated for a 64-bit target,
# and their layout assertions fail on a 32-bit one (in skia-bindings, before our code is reached).
#
# Everything it unpacks and builds is cached outside the repository, in
# $SUDOKU_LINES_ANDROID_CACHE, else $XDG_CACHE_HOME/sudoku-lines-android, else
# ~/.cache/sudoku-lines-android.
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$(pwd -P)"

read -r -a targets <<<"${ANDROID_CHECK_TARGETS:-aarch64-linux-android}"
suites=(trixie-backports sid)
keyring=/usr/share/keyrings/debian-archive-keyring.gpg

say() { echo "android-check: $*"; }
# The one loud line for a machine that cannot run the check; exits 0.
skip() {
    echo "android-check: ********** SKIPPED: $* -- the Android build was NOT checked **********" >&2
    exit 0
}
seconds_since() { echo $(($(date +%s) - $1)); }

cache="${SUDOKU_LINES_ANDROID_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/sudoku-lines-android}"
mkdir -p "$cache"
cache="$(cd "$cache" && pwd -P)"
case "$cache/" in
    "$repo"/*)
        echo "android-check: the cache $cache is inside the repository; choose another" >&2
        exit 2
        ;;
esac

rust_version="$(rustc -vV | sed -n 's/^release: //p')"
[ -n "$rust_version" ] || skip "cannot read the version of rustc"
src="$cache/rust-src-$rust_version"

# The Debian mirror the system uses: the first source that serves the system's own release.
system_mirror() {
    local codename
    codename="$(. /etc/os-release 2>/dev/null && echo "${VERSION_CODENAME:-}")"
    {
        # one-line format: deb [options] URI suite components
        cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null |
            sed -e 's/#.*//' -e 's/\[[^]]*\]//' |
            awk -v c="$codename" '$1 == "deb" && $3 == c { print $2 }'
        # deb822 format: paragraphs with Types, URIs and Suites
        for f in /etc/apt/sources.list.d/*.sources; do
            [ -f "$f" ] || continue
            sed -e '/^[[:space:]]*#/d' "$f" | awk -v c="$codename" '
                BEGIN { RS = ""; FS = "\n" }
                {
                    deb = 0; uri = ""; ok = 0
                    for (i = 1; i <= NF; i++) {
                        key = tolower($i); sub(/:.*/, "", key)
                        value = $i; sub(/^[^:]*:[ \t]*/, "", value)
                        if (key == "types" && value ~ /(^|[ \t])deb([ \t]|$)/) deb = 1
                        if (key == "uris") { split(value, u, /[ \t]+/); uri = u[1] }
                        if (key == "suites") { n = split(value, w, /[ \t]+/); for (j = 1; j <= n; j++) if (w[j] == c) ok = 1 }
                        if (key == "enabled" && value ~ /^no/) deb = 0
                    }
                    if (deb && ok && uri != "") print uri
                }'
        done
    } | head -n 1
}

# Fetches Debian's rust-src of exactly $rust_version and unpacks its library into $src.
fetch_rust_src() {
    local apt="$cache/apt" mirror conf versions version="" v deb tmp
    mirror="$(system_mirror)"
    mirror="${mirror:-http://deb.debian.org/debian}"
    [ -f "$keyring" ] || skip "no Debian archive keyring at $keyring to check $mirror with"
    rm -rf "$apt"
    mkdir -p "$apt/empty" "$apt/lists/partial" "$apt/cache/archives/partial" "$apt/debs"
    for s in "${suites[@]}"; do
        echo "deb [signed-by=$keyring] $mirror $s main"
    done >"$apt/sources.list"
    conf="$apt/apt.conf"
    {
        echo "Dir::Etc::main \"/dev/null\";"
        echo "Dir::Etc::Parts \"$apt/empty\";"
        echo "Dir::Etc::SourceList \"$apt/sources.list\";"
        echo "Dir::Etc::SourceParts \"$apt/empty\";"
        echo "Dir::Etc::Preferences \"/dev/null\";"
        echo "Dir::Etc::PreferencesParts \"$apt/empty\";"
        echo "Dir::Etc::Trusted \"/dev/null\";"
        echo "Dir::Etc::TrustedParts \"$apt/empty\";"
        echo "Dir::State \"$apt\";"
        echo "Dir::State::Lists \"$apt/lists\";"
        echo "Dir::State::status \"/dev/null\";"
        echo "Dir::Cache \"$apt/cache\";"
        echo "Acquire::Languages \"none\";"
        echo "APT::Sandbox::User \"$(id -un)\";"
        # The system's own network settings (proxies, date checks of a frozen mirror) still apply.
        apt-config dump 2>/dev/null |
            grep -E '^Acquire::((https?|ftp)::|Check-(Valid-Until|Date) )' || true
    } >"$conf"
    say "looking for rust-src $rust_version in ${suites[*]} at $mirror"
    if ! APT_CONFIG="$conf" apt-get -q update >"$apt/update.log" 2>&1; then
        cat "$apt/update.log" >&2
        skip "apt-get update of ${suites[*]} at $mirror failed"
    fi
    versions="$(APT_CONFIG="$conf" apt-cache madison rust-src 2>/dev/null | awk -F'|' '{ gsub(/ /, "", $2); print $2 }')"
    for v in $versions; do
        case "$v" in
            "$rust_version"+* | "$rust_version"-* | "$rust_version"~*)
                if [ -z "$version" ] || dpkg --compare-versions "$v" gt "$version"; then
                    version="$v"
                fi
                ;;
        esac
    done
    if [ -z "$version" ]; then
        versions="$(echo $versions)"
        skip "no Debian rust-src of rustc $rust_version in ${suites[*]} at $mirror (found: ${versions:-none})"
    fi
    say "downloading rust-src $version"
    (cd "$apt/debs" && APT_CONFIG="$conf" apt-get -q download "rust-src=$version" >"$apt/download.log" 2>&1) || {
        cat "$apt/download.log" >&2
        skip "apt-get download rust-src=$version failed"
    }
    deb="$(ls "$apt/debs"/rust-src_*.deb)"
    tmp="$src.partial"
    rm -rf "$tmp"
    mkdir -p "$tmp"
    # Only the standard library is needed, not the compiler's sources beside it.
    dpkg-deb --fsys-tarfile "$deb" | tar -x -C "$tmp" --wildcards --no-wildcards-match-slash './usr/src/rustc-*/library'
    rm -rf "$src"
    mv "$tmp" "$src"
    # The package lists are needed again only for another rustc version.
    rm -rf "$apt"
}

start=$(date +%s)
# One fetch at a time when several checkouts share the cache.
exec 9>"$cache/.lock"
flock 9
if [ ! -d "$src" ]; then
    fetch_rust_src
fi
flock -u 9
library="$(ls -d "$src"/usr/src/rustc-*/library 2>/dev/null | head -n 1)"
[ -n "$library" ] && [ -d "$library/std" ] || skip "no standard library unpacked in $src"
say "standard library: Debian's rust-src for rustc $rust_version ($(seconds_since "$start") s)"

# The stand-in Java tools (see the top of this file).
stand_ins="$cache/stand-ins"
mkdir -p "$stand_ins/jdk/bin"
cat >"$stand_ins/jdk/bin/javac" <<'EOF'
#!/bin/sh
# Stand-in javac for a type-check: reports a version, compiles nothing.
[ "${1:-}" = "-version" ] && echo "javac 17.0.0"
exit 0
EOF
cat >"$stand_ins/jdk/bin/java" <<'EOF'
#!/bin/sh
# Stand-in for d8 run by java, for a type-check: writes an empty classes.dex where --output points.
while [ $# -gt 0 ]; do
    if [ "$1" = "--output" ] && [ $# -gt 1 ]; then : >"$2/classes.dex"; fi
    shift
done
exit 0
EOF
chmod +x "$stand_ins/jdk/bin/javac" "$stand_ins/jdk/bin/java"
: >"$stand_ins/android.jar"
: >"$stand_ins/d8.jar"

export RUSTC_BOOTSTRAP=1
export __CARGO_TESTS_ONLY_SRC_ROOT="$library"
export DOCS_RS=1
export JAVA_HOME="$stand_ins/jdk"
export ANDROID_JAR="$stand_ins/android.jar"
export ANDROID_D8_JAR="$stand_ins/d8.jar"
export CARGO_TARGET_DIR="$cache/target"

for target in "${targets[@]}"; do
    for step in check clippy; do
        t=$(date +%s)
        lints=()
        [ "$step" = clippy ] && lints=(-- -D warnings)
        say "cargo $step --target $target"
        # The library and the app's shared library (android/), which calls its entry point.
        if ! cargo "$step" --locked -p sudoku-lines -p sudoku-lines-android --lib --target "$target" \
            -Zbuild-std=std,panic_abort "${lints[@]}"; then
            echo "android-check: FAILED: cargo $step --target $target" >&2
            exit 1
        fi
        say "cargo $step --target $target passed ($(seconds_since "$t") s)"
    done
done
say "all passed: ${targets[*]} ($(seconds_since "$start") s)"
