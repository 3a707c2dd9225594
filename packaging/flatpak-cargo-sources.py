#!/usr/bin/env python3
"""Writes the Flatpak sources that vendor every crate of Cargo.lock, so the build runs offline.

    packaging/flatpak-cargo-sources.py            write packaging/cargo-sources.json
    packaging/flatpak-cargo-sources.py --check    exit 1 if that file differs from Cargo.lock

For each crates.io package of Cargo.lock the list holds two sources: the .crate archive from
static.crates.io with the lock file's sha256, unpacked into cargo/vendor/<name>-<version>, and the
.cargo-checksum.json that cargo wants beside a vendored crate. A last source writes
cargo/config.toml, which points crates.io at that folder; the manifest sets CARGO_HOME to the
build's cargo/ folder. Packages of git or of another registry are refused: nothing here fetches
them. Run it again after every change of Cargo.lock (tests/packaging.rs fails until then).
Needs Python 3.11 or newer (tomllib).
"""

import argparse
import json
import sys
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # Python before 3.11
    sys.exit("flatpak-cargo-sources: needs Python 3.11 or newer (tomllib)")

ROOT = Path(__file__).resolve().parent.parent
CRATES_IO = {
    "registry+https://github.com/rust-lang/crates.io-index",
    "sparse+https://index.crates.io/",
}
VENDOR = "cargo/vendor"
CONFIG = f"""[source.vendored-sources]
directory = "{VENDOR}"

[source.crates-io]
replace-with = "vendored-sources"
"""


def sources(lock_text: str) -> list:
    """The Flatpak sources for the packages of a Cargo.lock, in the lock file's order."""
    lock = tomllib.loads(lock_text)
    out = []
    refused = []
    for package in lock.get("package", []):
        source = package.get("source")
        if source is None:  # this crate itself, or a path dependency
            continue
        name, version = package["name"], package["version"]
        if source not in CRATES_IO or "checksum" not in package:
            refused.append(f"{name} {version} from {source}")
            continue
        checksum = package["checksum"]
        dest = f"{VENDOR}/{name}-{version}"
        out.append(
            {
                "type": "archive",
                "archive-type": "tar-gzip",
                "url": f"https://static.crates.io/crates/{name}/{name}-{version}.crate",
                "sha256": checksum,
                "dest": dest,
            }
        )
        out.append(
            {
                "type": "inline",
                "contents": json.dumps({"package": checksum, "files": {}}),
                "dest": dest,
                "dest-filename": ".cargo-checksum.json",
            }
        )
    if refused:
        sys.exit("flatpak-cargo-sources: only crates.io packages can be vendored:\n  " + "\n  ".join(refused))
    out.append({"type": "inline", "contents": CONFIG, "dest": "cargo", "dest-filename": "config.toml"})
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lock", type=Path, default=ROOT / "Cargo.lock", help="the Cargo.lock to read")
    parser.add_argument(
        "--out", type=Path, default=ROOT / "packaging" / "cargo-sources.json", help="the file to write"
    )
    parser.add_argument("--check", action="store_true", help="only check that the file is up to date")
    args = parser.parse_args()

    listed = sources(args.lock.read_text(encoding="utf-8"))
    text = json.dumps(listed, indent=4) + "\n"
    if args.check:
        current = args.out.read_text(encoding="utf-8") if args.out.exists() else ""
        if current != text:
            print(f"flatpak-cargo-sources: {args.out} is out of date; run {sys.argv[0]}", file=sys.stderr)
            return 1
        print(f"flatpak-cargo-sources: {args.out} matches {args.lock}")
        return 0
    args.out.write_text(text, encoding="utf-8")
    crates = sum(1 for s in listed if s["type"] == "archive")
    print(f"flatpak-cargo-sources: wrote {args.out} ({crates} crates)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
