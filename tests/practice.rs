//! The practice positions through the command line: `practice` prints positions in the
//! candidate line, and `hint` on each names the technique asked for; `techniques` lists the
//! table; unknown names and malformed candidate lines are refused clearly.
// Test code: helpers outside #[test] may stop loudly on a failed command.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::cli;
use std::collections::HashSet;

use std::process::Output;
use sudoku_lines::sudoku::{Candidates, Technique, practice};

/// Runs the binary with `args`, `input` on standard input.
fn run(args: &[&str], input: &str) -> Output {
    cli::run_with_input(args, input)
}

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}

/// For every technique, 20 positions printed by `practice` (all of them for a technique with
/// fewer shipped), each of which `hint` reads and answers with that technique as the next step.
#[test]
fn hint_names_the_technique_of_every_practice_position() {
    let mut all = String::new();
    let mut expected = Vec::new();
    for t in Technique::all() {
        let out = run(
            &[
                "practice",
                "--technique",
                t.name(),
                "--count",
                "20",
                "--seed",
                "24",
            ],
            "",
        );
        assert!(out.status.success(), "{t}");
        let text = stdout(&out);
        let lines: Vec<&str> = text.lines().collect();
        let n = 20.min(practice::count(t));
        assert_eq!(lines.len(), n, "{t}");
        if n < 20 {
            let note = String::from_utf8_lossy(&out.stderr);
            assert!(note.contains("that is every"), "{t}: {note}");
        }
        let distinct: HashSet<&&str> = lines.iter().collect();
        assert_eq!(distinct.len(), n, "{t}: positions repeat");
        for l in lines {
            assert_eq!(l.len(), 729, "{t}");
            assert!(Candidates::from_line(l).is_ok(), "{t}: {l}");
            all.push_str(l);
            all.push('\n');
            expected.push(t);
        }
    }
    // One `hint` over every position, as a player would pipe them.
    let out = run(&["hint"], &all);
    assert!(out.status.success());
    let text = stdout(&out);
    let answers: Vec<&str> = text.lines().collect();
    assert_eq!(answers.len(), expected.len());
    for (answer, t) in answers.iter().zip(&expected) {
        let step = answer.split('\t').nth(1).unwrap_or(answer);
        assert!(
            step.starts_with(&format!("{}: ", t.name())),
            "{t}: {answer}"
        );
    }
}

#[test]
fn techniques_lists_the_table_in_ladder_order() {
    let out = run(&["techniques"], "");
    assert!(out.status.success());
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 44);
    for (line, t) in lines.iter().zip(Technique::all()) {
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(fields.len(), 3, "{line}");
        assert_eq!(fields[0], t.name());
        assert_eq!(fields[1], t.level().name());
        assert_eq!(
            fields[2],
            format!("{:.1}", f32::from(t.base_rating()) / 10.0)
        );
        assert_eq!(fields[0].parse::<Technique>(), Ok(t));
    }
}

#[test]
fn an_unknown_technique_is_refused_with_the_list_of_names() {
    let out = run(&["practice", "--technique", "x-wig"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("unknown technique \"x-wig\""), "{err}");
    for t in Technique::all() {
        assert!(
            err.lines().any(|l| l.trim() == t.name()),
            "{t} missing: {err}"
        );
    }
    let out = run(&["practice"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--technique is required"));
    // Any case names the technique.
    let out = run(&["practice", "--technique", "X-WING", "--count", "1"], "");
    assert!(out.status.success());
    assert_eq!(stdout(&out).lines().count(), 1);
}

#[test]
fn practice_is_seeded_and_stops_at_what_is_shipped() {
    let args = [
        "practice",
        "--technique",
        "naked pair",
        "--count",
        "5",
        "--seed",
        "3",
    ];
    let a = stdout(&run(&args, ""));
    assert_eq!(a, stdout(&run(&args, "")));
    assert_eq!(a.lines().count(), 5);
    let other = stdout(&run(
        &[
            "practice",
            "--technique",
            "naked pair",
            "--count",
            "5",
            "--seed",
            "4",
        ],
        "",
    ));
    assert_ne!(a, other);
    let t = Technique::NakedPair;
    let many = (practice::count(t) + 5).to_string();
    let out = run(&["practice", "--technique", t.name(), "--count", &many], "");
    assert!(out.status.success());
    assert_eq!(stdout(&out).lines().count(), practice::count(t));
    assert!(String::from_utf8_lossy(&out.stderr).contains("that is every naked pair position"));
}

/// Malformed or inconsistent candidate lines get one clear `error:` line each from `hint`,
/// `solve` and `grade`, as malformed puzzle lines do, and the run goes on.
#[test]
fn malformed_candidate_lines_are_answered_with_their_error() {
    let good = stdout(&run(
        &[
            "practice",
            "--technique",
            "X-wing",
            "--count",
            "1",
            "--seed",
            "1",
        ],
        "",
    ));
    let good = good.trim();
    let mut bad_char = good.to_string();
    bad_char.replace_range(0..1, "x");
    let lines = [
        format!("{}1", &good[..727]),
        bad_char,
        ".........".repeat(81),
        "123456789".repeat(81),
        good.to_string(),
    ];
    let input = lines.join("\n");
    for cmd in ["hint", "solve", "grade"] {
        let out = run(&[cmd], &input);
        assert!(out.status.success(), "{cmd}");
        let text = stdout(&out);
        let answers: Vec<&str> = text.lines().collect();
        assert_eq!(answers.len(), 5, "{cmd}: {text}");
        assert!(
            answers[0].starts_with("error: expected 81 cells, found 728"),
            "{cmd}"
        );
        assert!(
            answers[1].starts_with("error: bad character 'x' at r1c1"),
            "{cmd}"
        );
        assert_eq!(
            answers[2], "error: r1c1 is empty and has no candidate",
            "{cmd}"
        );
        assert!(!answers[4].starts_with("error"), "{cmd}: {}", answers[4]);
        match cmd {
            "hint" | "grade" => assert_eq!(answers[3], "error: more than one solution"),
            _ => assert_eq!(answers[3], "multiple solutions"),
        }
    }
}

/// Every shipped position: readable, distinct, and the ladder's next step there is its
/// technique. Slow in a debug build; run with `--ignored` (in release) after rebuilding the file.
#[test]
#[ignore]
fn every_shipped_position_leads_to_its_technique() {
    let mut short = Vec::new();
    for t in Technique::all() {
        let n = practice::count(t);
        let mut seen = HashSet::new();
        for i in 0..n {
            let p = practice::position(t, i)
                .unwrap_or_else(|| panic!("{t} position {i}: not its technique"));
            assert_eq!(p.step.technique, t);
            assert!(
                seen.insert(p.candidates.to_line()),
                "{t} position {i} repeats"
            );
        }
        if n < 50 {
            short.push(format!("{t}: {n}"));
        }
    }
    eprintln!("techniques with fewer than 50 positions: {short:?}");
}
