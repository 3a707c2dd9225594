//! Every screen renders in every language: `sudoku-lines screenshot` draws each screen at a
//! phone's size in each language, and each translated picture differs from the English one (so
//! the language really took effect). What the pictures show is looked at by eye; the commands
//! are in the README ("Languages").

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use std::path::Path;
use std::process::Command;
use sudoku_lines::i18n::LANGUAGES;

const SCREENS: [&str; 16] = [
    "home",
    "game",
    "hint",
    "pause",
    "win",
    "settings",
    "stats",
    "lines",
    "lines-win",
    "custom",
    "daily",
    "explain",
    "learn",
    "lesson",
    "practice",
    "killer-hint",
];

fn shot(screen: &str, lang: &str, out: &Path) -> Vec<u8> {
    let status = Command::new(env!("CARGO_BIN_EXE_sudoku-lines"))
        .args([
            "screenshot",
            "--screen",
            screen,
            "--size",
            "360x740",
            "--lang",
            lang,
            "--out",
        ])
        .arg(out)
        .env("LC_ALL", "C.UTF-8")
        .output()
        .unwrap();
    assert!(
        status.status.success(),
        "{screen} in {lang}: {}",
        String::from_utf8_lossy(&status.stderr)
    );
    std::fs::read(out).unwrap()
}

#[test]
fn every_screen_renders_in_every_language() {
    let dir = tempfile::tempdir().unwrap();
    // Two at a time: the machine's two cores.
    let jobs: Vec<(&str, &str)> = SCREENS
        .iter()
        .flat_map(|s| LANGUAGES.iter().map(move |l| (*s, l.code)))
        .collect();
    let pictures: Vec<((&str, &str), Vec<u8>)> = std::thread::scope(|scope| {
        let halves: Vec<_> = jobs
            .chunks(jobs.len().div_ceil(2))
            .map(|chunk| {
                let dir = dir.path();
                scope.spawn(move || {
                    chunk
                        .iter()
                        .map(|&(s, l)| ((s, l), shot(s, l, &dir.join(format!("{s}-{l}.png")))))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        halves.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    let english = |screen: &str| {
        &pictures
            .iter()
            .find(|((s, l), _)| *s == screen && *l == "en")
            .unwrap()
            .1
    };
    let mut same = Vec::new();
    for ((screen, lang), png) in &pictures {
        assert!(png.starts_with(b"\x89PNG"), "{screen} in {lang}");
        if *lang != "en" && png == english(screen) {
            same.push(format!("{screen} in {lang}"));
        }
    }
    assert!(same.is_empty(), "drawn as in English: {same:?}");
    assert_eq!(pictures.len(), SCREENS.len() * LANGUAGES.len());
}
