#!/bin/sh
# Extracts every text the sources mark for translation into the template,
# ui/translations/sudoku-lines.pot, and merges it into each language's catalogue: the markup's
# @tr() texts with slint-tr-extractor, the Rust side's tr!() texts with xtr. New messages come
# in untranslated, and gone ones leave; then translate the empty msgstr entries (tests/i18n.rs
# fails while one is empty or fuzzy) and, when Chinese or Japanese text changed, run
# scripts/cjk-font.py.
#
# Set up once: cargo install --locked xtr slint-tr-extractor@1.18.1 && apt-get install gettext
set -eu
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
find ui -name '*.slint' | sort | xargs slint-tr-extractor --no-default-translation-context -o "$tmp/ui.pot"
# The extractor copies a comment of several lines with only its first line marked as one.
sed -i -E '/^(#|msg|"|$)/!s/^/#. /' "$tmp/ui.pot"
# Every file is named: from src/lib.rs alone, xtr skips a module whose name another module
# already has (src/app/lines.rs after src/lines.rs).
find src -name '*.rs' | sort | xargs xtr -k tr --add-location file -o "$tmp/rust.pot"
msgcat --use-first --add-location=file --sort-output "$tmp/ui.pot" "$tmp/rust.pot" \
    -o ui/translations/sudoku-lines.pot
for po in ui/translations/*/LC_MESSAGES/sudoku-lines.po; do
    msgmerge --quiet --update --backup=none --no-fuzzy-matching --add-location=file \
        --sort-output "$po" ui/translations/sudoku-lines.pot
    msgattrib --no-obsolete --sort-output --add-location=file -o "$po" "$po"
    printf '%s: ' "$po"
    msgfmt --statistics --check-format -o /dev/null "$po"
done
