#!/usr/bin/env python3
"""Cuts the bundled CJK font to the characters the catalogues use.

Takes printable ASCII, every character of the Japanese, Chinese and Korean catalogues'
msgstr (ui/translations/*/LC_MESSAGES/sudoku-lines.po) and every character that is not ASCII in
the markup (ui/) and the Rust sources (src/: the English texts, the language names), and subsets Noto Sans CJK SC (Regular and
Bold, from Debian's fonts-noto-cjk) to them with fontTools' subsetter, into
ui/fonts/NotoSansCJKsc-{Regular,Bold}-subset.otf. Simplified Chinese glyphs serve Japanese
too: the SC font carries kana, Hangul, and the kanji the Japanese catalogue uses.

Set up once:  apt-get install fonts-noto-cjk && pip install fonttools
Run after the catalogues change:  python3 scripts/cjk-font.py
(tests/i18n.rs fails when a catalogue uses a character the subset lacks.)
"""
import glob
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONTS = {
    "Regular": "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "Bold": "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
}
# The catalogues drawn in the CJK face (`Language::cjk` in src/i18n.rs).
CJK_LANGUAGES = {"ja", "zh_CN", "ko"}
# The faces of the collection, in its order; SC is the Simplified Chinese one.
SC_INDEX = 2


def unquote(s):
    return re.sub(r'\\(.)', lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), s)


def catalogue_text():
    out = []
    for po in sorted(glob.glob(os.path.join(ROOT, "ui/translations/*/LC_MESSAGES/*.po"))):
        # Only the languages drawn in the CJK face: the others are drawn in Inter.
        if po.split(os.sep)[-3] not in CJK_LANGUAGES:
            continue
        in_str = False
        for line in open(po, encoding="utf-8"):
            line = line.strip()
            m = re.match(r'^(msgid|msgid_plural|msgctxt|msgstr(\[\d+\])?)\s+"(.*)"$', line)
            if m:
                in_str = m.group(1).startswith("msgstr")
                if in_str:
                    out.append(unquote(m.group(3)))
            elif line.startswith('"') and in_str:
                out.append(unquote(line[1:-1]))
            elif not line:
                in_str = False
    for pattern in ("ui/**/*.slint", "src/**/*.rs"):
        for path in sorted(glob.glob(os.path.join(ROOT, pattern), recursive=True)):
            out.append("".join(c for c in open(path, encoding="utf-8").read() if ord(c) > 0x7F))
    return "".join(out)


def main():
    chars = sorted({c for c in catalogue_text() if ord(c) > 0x7F} | {chr(c) for c in range(0x20, 0x7F)})
    text = "".join(chars)
    for weight, src in FONTS.items():
        if not os.path.exists(src):
            sys.exit(f"{src} is missing: apt-get install fonts-noto-cjk")
        out = os.path.join(ROOT, f"ui/fonts/NotoSansCJKsc-{weight}-subset.otf")
        subprocess.run(
            [sys.executable, "-m", "fontTools.subset", src, f"--font-number={SC_INDEX}",
             f"--text={text}", f"--output-file={out}", "--layout-features=*",
             "--name-IDs=*", "--name-languages=*", "--no-hinting", "--desubroutinize"],
            check=True,
        )
        print(f"{out}: {len(chars)} characters, {os.path.getsize(out)} bytes")


if __name__ == "__main__":
    main()
