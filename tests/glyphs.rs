//! Every character the app can show is in its bundled font. Text drawn without a glyph is
//! blank on screen (a rule the line puzzle's help once broke: its "✕" came out as an empty
//! space), and no test that reads texts back would notice.
//!
//! The texts are the string literals of the markup and of the Rust modules that word what the
//! window shows.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use std::path::{Path, PathBuf};

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

/// The contents of the double-quoted literals of `text` (escapes kept as written; comments
/// skipped).
fn literals(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for line in text.lines() {
        let code = line.trim_start();
        if code.starts_with("//") {
            continue;
        }
        let mut chars = code.chars();
        while let Some(c) = chars.next() {
            if c == '/' && chars.clone().next() == Some('/') {
                break;
            }
            if c != '"' {
                continue;
            }
            let mut lit = String::new();
            while let Some(c) = chars.next() {
                match c {
                    '\\' => {
                        chars.next();
                    }
                    '"' => break,
                    c => lit.push(c),
                }
            }
            found.push(lit);
        }
    }
    found
}

#[test]
fn every_shown_character_is_in_the_bundled_font() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut sources = Vec::new();
    files(&root.join("ui"), "slint", &mut sources);
    for dir in ["src/app", "src/session", "src/ui"] {
        files(&root.join(dir), "rs", &mut sources);
    }
    for file in [
        "src/app.rs",
        "src/session.rs",
        "src/ui.rs",
        "src/sudoku/hint.rs",
        "src/sudoku/strategy/lessons.rs",
    ] {
        sources.push(root.join(file));
    }
    let mut missing = Vec::new();
    let mut checked = 0;
    for weight in ["Regular", "Medium", "SemiBold", "Bold"] {
        let data = std::fs::read(root.join(format!("ui/fonts/Inter-{weight}.otf"))).unwrap();
        let face = ttf_parser::Face::parse(&data, 0).unwrap();
        for path in &sources {
            let text = std::fs::read_to_string(path).unwrap();
            for lit in literals(&text) {
                for c in lit.chars().filter(|c| !c.is_ascii()) {
                    checked += 1;
                    if face.glyph_index(c).is_none() {
                        missing.push(format!(
                            "{c:?} (U+{:04X}) in {:?} of {} (Inter {weight})",
                            c as u32,
                            lit,
                            path.strip_prefix(root).unwrap().display()
                        ));
                    }
                }
            }
        }
    }
    missing.dedup();
    assert!(checked > 0, "no character beyond ASCII was checked");
    assert!(
        missing.is_empty(),
        "characters the bundled font cannot draw:\n{}",
        missing.join("\n")
    );
}

#[test]
fn the_literal_reader_finds_text_and_skips_comments() {
    let text = "// \"not this\"\nText { text: \"six wrong (✕)\"; } // \"nor this\"\nlet s = \"a \\\"b\\\" c\";";
    assert_eq!(literals(text), vec!["six wrong (✕)", "a b c"]);
}
