//! The catalogues: every message of the template is translated in every language, none fuzzy,
//! each keeping its placeholders; the template holds every text the sources mark; and the
//! bundled fonts can draw every character a catalogue uses.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use sudoku_lines::i18n::{self, LANGUAGES, po};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read_po(path: &Path) -> Vec<po::Entry> {
    let text = std::fs::read_to_string(path).unwrap();
    po::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The message keys (context, id, plural) of a catalogue's messages, header left out.
type Key = (String, String, Option<String>);

fn key(e: &po::Entry) -> Key {
    (
        e.context.clone().unwrap_or_default(),
        e.id.clone(),
        e.plural.clone(),
    )
}

fn template() -> Vec<po::Entry> {
    read_po(&root().join("ui/translations/sudoku-lines.pot"))
        .into_iter()
        .filter(|e| !e.id.is_empty())
        .collect()
}

fn catalogue_path(code: &str) -> PathBuf {
    root().join(format!(
        "ui/translations/{code}/LC_MESSAGES/sudoku-lines.po"
    ))
}

/// The translated languages: every language but English.
fn translated() -> impl Iterator<Item = &'static i18n::Language> {
    LANGUAGES.iter().filter(|l| l.code != "en")
}

#[test]
fn every_catalogue_directory_is_a_language_of_the_app() {
    let mut dirs: Vec<String> = std::fs::read_dir(root().join("ui/translations"))
        .unwrap()
        .map(|e| e.unwrap())
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    dirs.sort();
    let mut codes: Vec<String> = translated().map(|l| l.code.to_string()).collect();
    codes.sort();
    assert_eq!(dirs, codes);
}

#[test]
fn every_message_is_translated_in_every_catalogue_and_none_is_fuzzy() {
    let template = template();
    assert!(template.len() > 100, "{} messages", template.len());
    let want: BTreeSet<Key> = template.iter().map(key).collect();
    let mut problems = Vec::new();
    for lang in translated() {
        let path = catalogue_path(lang.code);
        let entries = read_po(&path);
        let header = entries.iter().find(|e| e.id.is_empty()).expect("a header");
        let header = &header.strs[0];
        assert_eq!(po::header_field(header, "Language"), Some(lang.code));
        let rule = po::PluralRule::parse(po::header_field(header, "Plural-Forms").unwrap())
            .unwrap_or_else(|e| panic!("{}: {e}", lang.code));
        let mut have = BTreeSet::new();
        for e in entries.iter().filter(|e| !e.id.is_empty()) {
            have.insert(key(e));
            if !e.is_translated() {
                problems.push(format!(
                    "{} line {}: not translated or fuzzy: {:?}",
                    lang.code, e.line, e.id
                ));
            }
            let forms = if e.plural.is_some() { rule.forms } else { 1 };
            if e.strs.len() != forms {
                problems.push(format!(
                    "{} line {}: {} forms, want {forms}",
                    lang.code,
                    e.line,
                    e.strs.len()
                ));
            }
        }
        for missing in want.difference(&have) {
            problems.push(format!("{}: missing {:?}", lang.code, missing.1));
        }
        for stale in have.difference(&want) {
            problems.push(format!("{}: not in the template {:?}", lang.code, stale.1));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A text's placeholders: Slint's `{}` counts as `{0}`, `{1}`… in order, so a translation may
/// number them to reorder, and each must stay; a named one may appear once or more, and may
/// carry a form of a name (`{house:in}`), which is compared without it. A form that is not one
/// of the forms a name has is kept, so it shows as a difference.
fn placeholders(text: &str) -> BTreeSet<String> {
    let mut next = 0;
    i18n::placeholders(text)
        .into_iter()
        .map(|p| {
            if p.is_empty() {
                next += 1;
                (next - 1).to_string()
            } else {
                match p.split_once(':') {
                    Some((name, form)) if i18n::Form::by_suffix(form).is_some() => name.to_string(),
                    _ => p.to_string(),
                }
            }
        })
        .collect()
}

#[test]
fn every_translation_keeps_the_placeholders_of_its_message() {
    let mut problems = Vec::new();
    for lang in translated() {
        for e in read_po(&catalogue_path(lang.code))
            .iter()
            .filter(|e| !e.id.is_empty())
        {
            let mut want = placeholders(e.plural.as_deref().unwrap_or(&e.id));
            for s in e.strs.iter().filter(|s| !s.is_empty()) {
                let mut have = placeholders(s);
                // A plural message may leave out the count, or add it.
                if e.plural.is_some() {
                    have.remove("n");
                    want.remove("n");
                }
                if have != want {
                    problems.push(format!(
                        "{} line {}: {s:?} for {:?}",
                        lang.code, e.line, e.id
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn placeholders_compare_by_name_and_position() {
    assert_eq!(placeholders("{} of {}"), placeholders("{1} / {0}"));
    assert_eq!(
        placeholders("{n} of {total}"),
        placeholders("{total}中的{n}")
    );
    assert_ne!(placeholders("{n} of {total}"), placeholders("{n}"));
    assert_eq!(
        placeholders("In {house}"),
        placeholders("{house:in}, {house}")
    );
    assert_ne!(placeholders("In {house}"), placeholders("{house:at}"));
    assert_ne!(placeholders("{} of {}"), placeholders("{0}"));
}

fn files(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files(&path, ext, out);
        } else if path.extension().is_some_and(|e| e == ext) {
            out.push(path);
        }
    }
}

/// Reads one string literal at the start of `s` (after blanks): its text with escapes resolved,
/// and the rest. Rust's line continuation (`\` at a line's end) skips the line break and the
/// next line's leading blanks.
fn literal(s: &str) -> Option<(String, &str)> {
    let s = s.trim_start();
    let mut chars = s.strip_prefix('"')?.char_indices();
    let mut out = String::new();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' => return Some((out, &s[i + 2..])),
            '\\' => match chars.next()?.1 {
                'n' => out.push('\n'),
                't' => out.push('\t'),
                '\n' => {
                    let rest = chars.as_str();
                    let skipped = rest.len() - rest.trim_start().len();
                    for _ in 0..rest[..skipped].chars().count() {
                        chars.next();
                    }
                }
                other => out.push(other),
            },
            c => out.push(c),
        }
    }
    None
}

/// The messages a source marks: `tr!(…)` in Rust, `@tr(…)` in the markup, as (context, id,
/// plural). Lines of comments are left out, and so is an opener that ends a longer name
/// (`include_str!(`).
fn marked(text: &str, opener: &str) -> Vec<Key> {
    let code: String = text
        .lines()
        .map(|l| {
            if l.trim_start().starts_with("//") {
                ""
            } else {
                l
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    let mut out = Vec::new();
    let mut rest = code.as_str();
    while let Some(at) = rest.find(opener) {
        let part_of_name = rest[..at]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || c == '_');
        rest = &rest[at + opener.len()..];
        if part_of_name {
            continue;
        }
        let Some((first, after)) = literal(rest) else {
            continue;
        };
        let after = after.trim_start();
        let (context, id, after) = match after.strip_prefix("=>").and_then(literal) {
            Some((id, after)) => (first, id, after),
            None => (String::new(), first, after),
        };
        let plural = after
            .trim_start()
            .strip_prefix('|')
            .and_then(literal)
            .map(|(p, _)| p);
        // (The macro's own arms pass `""` on: an empty id is no message.)
        if !id.is_empty() {
            out.push((context, id, plural));
        }
    }
    out
}

#[test]
fn the_template_holds_every_text_the_sources_mark() {
    let want: BTreeSet<Key> = template().iter().map(key).collect();
    let mut sources = Vec::new();
    files(&root().join("src"), "rs", &mut sources);
    files(&root().join("ui"), "slint", &mut sources);
    let mut missing = BTreeMap::new();
    let mut found = 0;
    for path in &sources {
        let text = std::fs::read_to_string(path).unwrap();
        let opener = if path.extension().is_some_and(|e| e == "rs") {
            "tr!("
        } else {
            "@tr("
        };
        for k in marked(&text, opener) {
            found += 1;
            if !want.contains(&k) {
                missing.insert(
                    k.1.clone(),
                    path.strip_prefix(root()).unwrap().display().to_string(),
                );
            }
        }
    }
    assert!(found > 100, "{found} marked texts");
    assert!(
        missing.is_empty(),
        "marked but not in ui/translations/sudoku-lines.pot (run scripts/i18n-extract.sh):\n{missing:#?}"
    );
}

#[test]
fn the_source_reader_finds_each_form() {
    let text = r#"tr!("Undo"); tr!("month" => "May"); tr!("{n} a" | "{n} b" % n, k = 1);
        // tr!("in a comment")
        tr!("Long \
             text {x}", x = 1); @tr("Hello {}", name) tr!(not_a_literal) include_str!("x")"#;
    let k =
        |c: &str, i: &str, p: Option<&str>| (c.to_string(), i.to_string(), p.map(str::to_string));
    assert_eq!(
        marked(text, "tr!("),
        [
            k("", "Undo", None),
            k("month", "May", None),
            k("", "{n} a", Some("{n} b")),
            k("", "Long text {x}", None),
        ]
    );
    assert_eq!(marked(text, "@tr("), [k("", "Hello {}", None)]);
}

/// The characters beyond ASCII in the string literals of the markup and the Rust sources
/// (separators such as "·" that code puts between translated texts; comments left out).
fn source_literal_chars() -> BTreeSet<char> {
    let mut sources = Vec::new();
    files(&root().join("src"), "rs", &mut sources);
    files(&root().join("ui"), "slint", &mut sources);
    let mut out = BTreeSet::new();
    for path in sources {
        for line in std::fs::read_to_string(path).unwrap().lines() {
            let code = line.split("//").next().unwrap_or("");
            for (i, part) in code.split('"').enumerate() {
                if i % 2 == 1 {
                    out.extend(part.chars().filter(|c| !c.is_ascii()));
                }
            }
        }
    }
    out
}

fn face_chars(path: &Path) -> BTreeSet<char> {
    let data = std::fs::read(path).unwrap();
    let face = ttf_parser::Face::parse(&data, 0).unwrap();
    let mut out = BTreeSet::new();
    for sub in face.tables().cmap.unwrap().subtables {
        if sub.is_unicode() {
            sub.codepoints(|c| {
                if let Some(ch) = char::from_u32(c)
                    && sub.glyph_index(c).is_some()
                {
                    out.insert(ch);
                }
            });
        }
    }
    out
}

/// Every character of a catalogue's translations.
fn catalogue_chars(code: &str) -> BTreeSet<char> {
    read_po(&catalogue_path(code))
        .iter()
        .filter(|e| !e.id.is_empty())
        .flat_map(|e| e.strs.iter().flat_map(|s| s.chars()))
        .filter(|c| !c.is_control())
        .collect()
}

#[test]
fn the_bundled_fonts_draw_every_character_of_their_languages() {
    let fonts = root().join("ui/fonts");
    let inter: Vec<(String, BTreeSet<char>)> = ["Regular", "Medium", "SemiBold", "Bold"]
        .iter()
        .map(|w| {
            (
                format!("Inter {w}"),
                face_chars(&fonts.join(format!("Inter-{w}.otf"))),
            )
        })
        .collect();
    let cjk: Vec<(String, BTreeSet<char>)> = ["Regular", "Bold"]
        .iter()
        .map(|w| {
            let file = format!("NotoSansCJKsc-{w}-subset.otf");
            (file.clone(), face_chars(&fonts.join(file)))
        })
        .collect();
    let mut problems = Vec::new();
    for lang in translated() {
        // A CJK language's texts are drawn in the CJK face, digits, Latin letters and all.
        let mut chars = catalogue_chars(lang.code);
        let faces = if lang.cjk() {
            chars.extend((0x20u8..0x7f).map(char::from));
            chars.extend(source_literal_chars());
            &cjk
        } else {
            &inter
        };
        for (name, have) in faces {
            let lacking: String = chars.difference(have).collect();
            if !lacking.is_empty() {
                problems.push(format!("{} in {name} lacks {lacking:?}", lang.code));
            }
        }
    }
    // Each language's own name is listed in the language choice, drawn in its script's face.
    for lang in &LANGUAGES {
        let faces = if lang.cjk() { &cjk } else { &inter };
        for (name, have) in faces {
            if lang.name.chars().any(|c| !have.contains(&c)) {
                problems.push(format!("{:?} is not all in {name}", lang.name));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "run scripts/cjk-font.py:\n{}",
        problems.join("\n")
    );
}

#[test]
fn technique_names_follow_each_language_s_glossary() {
    let mut problems = Vec::new();
    for lang in translated() {
        let path = root().join(format!("ui/translations/{}/glossary.tsv", lang.code));
        let text =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let glossary: BTreeMap<&str, &str> = text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .filter_map(|l| l.split_once('\t'))
            .collect();
        let names = read_po(&catalogue_path(lang.code))
            .into_iter()
            .filter(|e| e.context.as_deref() == Some("technique"));
        let mut count = 0;
        for e in names {
            count += 1;
            match glossary.get(e.id.as_str()) {
                None => problems.push(format!("{}: the glossary lacks {:?}", lang.code, e.id)),
                Some(&want) if e.strs.first().map(String::as_str) != Some(want) => {
                    problems.push(format!(
                        "{}: {:?} is {:?}, the glossary says {want:?}",
                        lang.code, e.id, e.strs
                    ))
                }
                Some(_) => {}
            }
        }
        assert_eq!(count, 44, "{}: technique names in the catalogue", lang.code);
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The glossary's words for the things every screen names: a house's name, the Settings and the
/// Undo button use the glossary's term (its stem, for languages that inflect it), so the
/// catalogue and its glossary cannot drift apart.
#[test]
fn the_catalogues_use_their_glossary_s_words_for_houses_and_buttons() {
    let pairs = [
        ("row", "row {number}"),
        ("column", "column {number}"),
        ("box", "box {number}"),
        ("Settings", "Settings"),
        ("Undo", "Undo"),
    ];
    let mut problems = Vec::new();
    for lang in translated() {
        let path = root().join(format!("ui/translations/{}/glossary.tsv", lang.code));
        let text = std::fs::read_to_string(&path).unwrap();
        let glossary: BTreeMap<&str, &str> = text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .filter_map(|l| {
                let mut f = l.split('\t');
                Some((f.next()?, f.next()?))
            })
            .collect();
        let entries = read_po(&catalogue_path(lang.code));
        for (term, id) in pairs {
            let Some(want) = glossary.get(term) else {
                problems.push(format!("{}: the glossary lacks {term:?}", lang.code));
                continue;
            };
            // The stem: the first four letters of the first word, or all of a word in a script
            // without inflection by endings.
            let first = want.split([' ', '/', ',', '(']).next().unwrap_or(want);
            let stem: String = if lang.cjk() {
                first.to_string()
            } else {
                first.to_lowercase().chars().take(4).collect()
            };
            let Some(e) = entries.iter().find(|e| e.context.is_none() && e.id == id) else {
                problems.push(format!("{}: no message {id:?}", lang.code));
                continue;
            };
            let have = e.strs.first().map(|s| s.to_lowercase()).unwrap_or_default();
            if !have.contains(&stem.to_lowercase()) {
                problems.push(format!(
                    "{}: {id:?} is {have:?}, the glossary says {term:?} is {want:?}",
                    lang.code
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
