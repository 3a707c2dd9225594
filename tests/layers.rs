//! The layers hold: every module of `src/` uses only modules of its own layer or lower ones, in
//! the order written once in `src/lib.rs` ([`sudoku_lines::LAYERS`]).
//!
//! The test reads the sources, not the compiled crate: it finds every `crate::<module>` path in
//! the code of each file (comments and string literals left out), including the modules named
//! inside a `use crate::{…}` group, and names each one that reaches a higher layer with its file
//! and line. A top-level module that no layer lists fails too, so a new module is placed before
//! it is used.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use std::path::{Path, PathBuf};
use sudoku_lines::LAYERS;

/// The layer of a top-level module, if `LAYERS` lists it.
fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|layer| layer.contains(&module))
}

/// Every `.rs` file under `dir`.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The text with comments and the contents of string and character literals blanked out (line
/// breaks kept, so positions keep their line numbers).
fn code_only(text: &str) -> String {
    let b: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    let blank = |c: char| if c == '\n' { '\n' } else { ' ' };
    while i < b.len() {
        let c = b[i];
        let next = b.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < b.len() && b[i] != '\n' {
                out.push(' ');
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < b.len() {
                if b[i] == '/' && b.get(i + 1) == Some(&'*') {
                    depth += 1;
                    out.push_str("  ");
                    i += 2;
                } else if b[i] == '*' && b.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    out.push_str("  ");
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    out.push(blank(b[i]));
                    i += 1;
                }
            }
        } else if c == 'r' && (next == Some('"') || next == Some('#')) && !ident_before(&b, i) {
            // A raw string: r"…", r#"…"#.
            let mut j = i + 1;
            let mut hashes = 0;
            while b.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if b.get(j) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            for _ in i..=j {
                out.push(' ');
            }
            i = j + 1;
            while i < b.len() {
                if b[i] == '"' && (1..=hashes).all(|k| b.get(i + k) == Some(&'#')) {
                    for _ in 0..=hashes {
                        out.push(' ');
                    }
                    i += hashes + 1;
                    break;
                }
                out.push(blank(b[i]));
                i += 1;
            }
        } else if c == '"' {
            out.push(' ');
            i += 1;
            while i < b.len() && b[i] != '"' {
                if b[i] == '\\' {
                    out.push(' ');
                    i += 1;
                }
                if i < b.len() {
                    out.push(blank(b[i]));
                    i += 1;
                }
            }
            out.push(' ');
            i += 1;
        } else if c == '\'' && is_char_literal(&b, i) {
            // 'x', '\n', '\u{4}' (not a lifetime).
            out.push(' ');
            i += 1;
            while i < b.len() && b[i] != '\'' {
                if b[i] == '\\' {
                    out.push(' ');
                    i += 1;
                }
                out.push(' ');
                i += 1;
            }
            out.push(' ');
            i += 1;
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

fn ident_before(b: &[char], i: usize) -> bool {
    i > 0 && (b[i - 1].is_alphanumeric() || b[i - 1] == '_')
}

fn is_char_literal(b: &[char], i: usize) -> bool {
    matches!(
        (b.get(i + 1), b.get(i + 2)),
        (Some('\\'), _) | (Some(_), Some('\''))
    )
}

/// The identifier that starts at `i`, if one does.
fn ident_at(code: &[char], i: usize) -> String {
    code[i..]
        .iter()
        .take_while(|c| c.is_alphanumeric() || **c == '_')
        .collect()
}

/// Every module of the crate named by a path in `code`, with the line it is named on: the module
/// after each `crate::`, and the first module of each item of a `crate::{…}` group.
fn crate_paths(code: &str) -> Vec<(String, usize)> {
    let chars: Vec<char> = code.chars().collect();
    let line_of = |i: usize| chars[..i].iter().filter(|&&c| c == '\n').count() + 1;
    let mut out = Vec::new();
    let pattern: Vec<char> = "crate::".chars().collect();
    let mut i = 0;
    while i + pattern.len() <= chars.len() {
        if chars[i..i + pattern.len()] != pattern[..] || ident_before(&chars, i) {
            i += 1;
            continue;
        }
        let mut j = i + pattern.len();
        if chars.get(j) == Some(&'{') {
            // The group's items at depth one: `a::…`, `b`, `c::{…}`.
            let mut depth = 1;
            let mut item_start = true;
            j += 1;
            while j < chars.len() && depth > 0 {
                let c = chars[j];
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    ',' if depth == 1 => item_start = true,
                    c if c.is_whitespace() => {}
                    _ => {
                        if depth == 1 && item_start && (c.is_alphabetic() || c == '_') {
                            let name = ident_at(&chars, j);
                            out.push((name.clone(), line_of(j)));
                            j += name.len();
                            item_start = false;
                            continue;
                        }
                        if depth == 1 {
                            item_start = false;
                        }
                    }
                }
                j += 1;
            }
        } else {
            let name = ident_at(&chars, j);
            if !name.is_empty() {
                out.push((name, line_of(j)));
            }
        }
        i = j.max(i + 1);
    }
    out
}

/// The top-level module a source file belongs to (`src/app/game.rs` → `app`), `None` for the
/// crate root and the binary.
fn module_of(src: &Path, file: &Path) -> Option<String> {
    let rel = file.strip_prefix(src).unwrap();
    let first = rel.components().next()?.as_os_str().to_str()?.to_string();
    let name = first.strip_suffix(".rs").unwrap_or(&first).to_string();
    (name != "lib" && name != "main").then_some(name)
}

/// Every import of a higher layer in the sources under `src`, as `file:line: …` lines.
fn violations(src: &Path) -> Vec<String> {
    let mut files = Vec::new();
    sources(src, &mut files);
    files.sort();
    let mut out = Vec::new();
    for file in files {
        let Some(module) = module_of(src, &file) else {
            continue;
        };
        let shown = file.strip_prefix(src.parent().unwrap()).unwrap().display();
        let Some(own) = layer_of(&module) else {
            out.push(format!(
                "{shown}: module `{module}` is in no layer of LAYERS (src/lib.rs)"
            ));
            continue;
        };
        let code = code_only(&std::fs::read_to_string(&file).unwrap());
        for (used, line) in crate_paths(&code) {
            // `crate::tr!` and other items of the root are not modules.
            let Some(theirs) = layer_of(&used) else {
                continue;
            };
            if theirs > own {
                out.push(format!(
                    "{shown}:{line}: `{module}` (layer {own}) uses `{used}` (layer {theirs})"
                ));
            }
        }
    }
    out
}

#[test]
fn every_module_uses_only_its_own_layer_or_lower_ones() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let found = violations(&src);
    assert!(
        found.is_empty(),
        "imports that run upward:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_reader_finds_paths_in_code_and_groups_but_not_in_comments_or_strings() {
    let code = code_only(
        "use crate::app::words::dot; // crate::ui::x\n\
         use crate::{stats::Mode, sudoku::{Grid, Cell}, tr};\n\
         let s = \"crate::cli::run\"; /* crate::ui */ let c = '\"'; let r = r#\"crate::ui\"#;\n\
         fn f<'a>(x: &'a str) { crate::session::x(); }\n",
    );
    let found = crate_paths(&code);
    assert_eq!(
        found,
        [
            ("app".to_string(), 1),
            ("stats".to_string(), 2),
            ("sudoku".to_string(), 2),
            ("tr".to_string(), 2),
            ("session".to_string(), 4),
        ]
    );
}

#[test]
fn an_upward_import_is_named_with_its_file_and_line() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("src");
    std::fs::create_dir_all(src.join("stats")).unwrap();
    std::fs::write(src.join("lib.rs"), "pub mod stats;\n").unwrap();
    std::fs::write(
        src.join("stats/progress.rs"),
        "//! x\n\nuse crate::sudoku::Technique;\nfn f() { crate::app::words::dot(); }\n",
    )
    .unwrap();
    std::fs::write(src.join("gadget.rs"), "").unwrap();
    let found = violations(&src);
    assert_eq!(
        found,
        [
            "src/gadget.rs: module `gadget` is in no layer of LAYERS (src/lib.rs)",
            "src/stats/progress.rs:4: `stats` (layer 3) uses `app` (layer 5)",
        ]
    );
}

#[test]
fn every_module_of_the_crate_is_in_one_layer() {
    let lib =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs")).unwrap();
    let modules: Vec<&str> = lib
        .lines()
        .filter_map(|l| l.trim().strip_prefix("pub mod "))
        .filter_map(|l| l.strip_suffix(';'))
        .collect();
    assert!(modules.len() >= 10, "{modules:?}");
    for m in modules {
        let n = LAYERS.iter().filter(|layer| layer.contains(&m)).count();
        assert_eq!(n, 1, "module `{m}` is in {n} layers");
    }
}

/// The markup's layers: a widget (`ui/widgets/`) takes properties and emits callbacks; it names
/// no adapter global (the screens' backend interfaces), only the design system's `Theme`, so
/// every screen can reuse it.
#[test]
fn widgets_name_no_adapter_global() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("ui/widgets");
    let mut checked = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "slint") {
            continue;
        }
        let code = code_only(&std::fs::read_to_string(&path).unwrap());
        for (n, line) in code.lines().enumerate() {
            assert!(
                !line.contains("Adapter"),
                "{}:{}: a widget names an adapter: {}",
                path.display(),
                n + 1,
                line.trim()
            );
        }
        checked += 1;
    }
    assert!(checked >= 5, "{checked} widget files");
}
