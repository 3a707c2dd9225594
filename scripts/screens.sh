#!/bin/sh
# Renders every screen in every language, at a phone's and a desktop's size, light and dark, and
# puts each language's screens of one size and theme on one contact sheet to look at.
#
#   scripts/screens.sh OUT_DIR [LANG...]
#
# Needs a release build (cargo build --release; SUDOKU_LINES_BIN names another binary) and
# ImageMagick's montage for the sheets.
set -eu
out=${1:?usage: scripts/screens.sh OUT_DIR [LANG...]}
shift
bin=${SUDOKU_LINES_BIN:-target/release/sudoku-lines}
langs=${*:-$($bin screenshot --help 2>&1 | sed -n 's/.*languages: //p')}
screens=$($bin screenshot --help 2>&1 | sed -n 's/^Renders SCREEN, one of: \(.*\); with.*/\1/p' | tr -d ',')
mkdir -p "$out"
for lang in $langs; do
  for size in 360x740 1280x800; do
    for theme in light dark; do
      dir="$out/$lang/$size-$theme"
      mkdir -p "$dir"
      for s in $screens; do
        $bin screenshot --screen "$s" --size "$size" --theme "$theme" --lang "$lang" --out "$dir/$s.png"
      done
      if command -v montage >/dev/null; then
        montage "$dir"/*.png -tile 8x -geometry +4+4 -label '%t' "$out/$lang-$size-$theme.png"
      fi
    done
  done
done
