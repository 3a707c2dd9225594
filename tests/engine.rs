//! The Sudoku engine against puzzle corpora and hand-made cases: the exact solver, uniqueness
//! answers, the line parser's errors, the generator, the transformations and the canonical form,
//! and the `solve` and `generate` commands of the built binary.
// Test code: helpers outside #[test] may stop loudly on a broken fixture or a failed step.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::collections::HashSet;
use std::io::Write;
use std::process::{Command, Stdio};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use sudoku_lines::sudoku::{
    Cell, Digit, GenerateOptions, Grid, ParseGridError, Symmetry, Transform, Uniqueness,
    canonical_form, generate_steered_with_rng, generate_with_rng, generate_with_seed,
};

const TOP95: &str = include_str!("fixtures/engine/top95.txt");
const TOP1465: &str = include_str!("fixtures/engine/top1465.txt");
const SEVENTEEN: &str = include_str!("fixtures/engine/17clue_sample.txt");

const SOLVED: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// The puzzles of a corpus, each line parsed.
fn corpus(text: &str) -> Vec<Grid> {
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| Grid::from_line(l).unwrap_or_else(|e| panic!("{l:?}: {e}")))
        .collect()
}

fn all_corpora() -> Vec<(&'static str, Vec<Grid>)> {
    vec![
        ("top95", corpus(TOP95)),
        ("top1465", corpus(TOP1465)),
        ("17-clue sample", corpus(SEVENTEEN)),
    ]
}

/// Checks that `solution` is complete, valid and keeps every given of `puzzle`.
fn assert_solves(puzzle: &Grid, solution: &Grid) {
    assert!(solution.is_full(), "{puzzle:?} -> {solution:?} not full");
    assert!(solution.is_solved(), "{puzzle:?} -> {solution:?} not valid");
    assert!(
        puzzle.is_extended_by(solution),
        "{puzzle:?} -> {solution:?} drops a given"
    );
}

#[test]
fn both_solver_kernels_agree_with_the_peer_on_the_corpora() {
    for (name, puzzles) in all_corpora() {
        for p in &puzzles {
            let peer = sudoku::Sudoku::from_str_line(&p.to_line()).expect("the peer reads it");
            let expected = peer.solution().map(|s| s.to_str_line().to_string());
            let fast = p.solution();
            let portable = sudoku_lines::sudoku::with_portable_solver(|| p.solution());
            assert_eq!(fast.map(|s| s.to_line()), expected, "{name}: {p:?}");
            assert_eq!(portable, fast, "{name}: {p:?}");
        }
    }
}

#[test]
fn corpus_sizes() {
    assert_eq!(corpus(TOP95).len(), 95);
    assert_eq!(corpus(TOP1465).len(), 1465);
    let seventeen = corpus(SEVENTEEN);
    assert_eq!(seventeen.len(), 1000);
    assert!(seventeen.iter().all(|g| g.n_filled() == 17));
}

#[test]
fn every_corpus_puzzle_has_its_unique_solution() {
    for (name, puzzles) in all_corpora() {
        for p in &puzzles {
            let s = p
                .solution()
                .unwrap_or_else(|| panic!("{name}: {p:?} has no unique solution"));
            assert_solves(p, &s);
            assert_eq!(p.uniqueness(), Uniqueness::Unique(s), "{name}: {p:?}");
            assert_eq!(p.first_solution(), Some(s), "{name}: {p:?}");
            assert_eq!(p.count_solutions_up_to(5), 1, "{name}: {p:?}");
            assert!(p.is_uniquely_solvable());
            // The solution solves itself.
            assert_eq!(s.solution(), Some(s));
        }
    }
}

#[test]
fn solved_and_empty_grids() {
    let s = Grid::from_line(SOLVED).unwrap();
    assert_eq!(s.uniqueness(), Uniqueness::Unique(s));
    assert_eq!(s.n_guesses_up_to(2), 0);
    let empty = Grid::empty();
    assert_eq!(empty.uniqueness(), Uniqueness::Multiple);
    assert_eq!(empty.count_solutions_up_to(100), 100);
    assert_eq!(empty.count_solutions_up_to(0), 0);
    assert!(empty.first_solution().is_some_and(|g| g.is_solved()));
}

#[test]
fn removing_two_digits_entirely_leaves_several_solutions() {
    // With every 1 and 2 removed, swapping them everywhere gives a second solution.
    for p in corpus(TOP95).iter().take(40) {
        let s = p.solution().unwrap();
        let values: Vec<u8> = s
            .values()
            .iter()
            .map(|&v| if v == 1 || v == 2 { 0 } else { v })
            .collect();
        let g = Grid::from_values(&values).unwrap();
        assert_eq!(g.count_solutions_up_to(2), 2, "{g:?}");
        assert_eq!(g.uniqueness(), Uniqueness::Multiple);
        assert_eq!(g.solution(), None);
        assert!(!g.is_uniquely_solvable());
        let any = g.first_solution().unwrap();
        assert_solves(&g, &any);
    }
}

#[test]
fn no_sixteen_clue_puzzle_is_unique() {
    // No uniquely solvable puzzle has 16 clues, so dropping any clue of a 17-clue puzzle gives
    // several solutions.
    for p in corpus(SEVENTEEN).iter().take(100) {
        let first = Cell::all().find(|&c| p.get(c).is_some()).unwrap();
        let mut g = *p;
        g.set(first, None);
        assert_eq!(g.uniqueness(), Uniqueness::Multiple, "{g:?}");
        assert_solves(&g, &g.first_solution().unwrap());
    }
}

#[test]
fn a_wrong_extra_given_leaves_no_solution() {
    // A given that disagrees with the unique solution (and clashes with nothing) leaves none.
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    for p in corpus(TOP1465).iter().step_by(7) {
        let s = p.solution().unwrap();
        let empties: Vec<Cell> = Cell::all().filter(|&c| p.get(c).is_none()).collect();
        let mut placed = false;
        for _ in 0..50 {
            let cell = empties[rng.random_range(0..empties.len())];
            let d = Digit::new(rng.random_range(1..=9)).unwrap();
            if s.get(cell) == Some(d) {
                continue;
            }
            let mut g = *p;
            g.set(cell, Some(d));
            if g.first_clash().is_some() {
                continue;
            }
            assert_eq!(g.uniqueness(), Uniqueness::NoSolution, "{g:?}");
            assert_eq!(g.count_solutions_up_to(2), 0);
            assert_eq!(g.first_solution(), None);
            assert_eq!(g.solution(), None);
            placed = true;
            break;
        }
        assert!(placed, "no wrong given found for {p:?}");
    }
}

#[test]
fn hand_made_dead_ends() {
    // Row 1 leaves only 9 for r1c9, and column 9 already has a 9 lower down.
    let line = format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63));
    let g = Grid::from_line(&line).unwrap();
    assert_eq!(g.uniqueness(), Uniqueness::NoSolution);
    // r1c1 sees 2-9 in its row and a 1 in its column.
    let line = format!(".23456789{}1{}", ".".repeat(27), ".".repeat(44));
    let g = Grid::from_line(&line).unwrap();
    assert_eq!(g.count_solutions_up_to(2), 0, "{g:?}");
    // Clashing givens read without the check have no solution.
    let clash = Grid::from_line_unchecked(&format!("11{}", ".".repeat(79))).unwrap();
    assert_eq!(clash.uniqueness(), Uniqueness::NoSolution);
    // A full grid with one wrong cell.
    let mut wrong = Grid::from_line(SOLVED).unwrap();
    let c = Cell::new(40).unwrap();
    let other = Digit::all().find(|&d| Some(d) != wrong.get(c)).unwrap();
    wrong.set(c, Some(other));
    assert_eq!(wrong.count_solutions_up_to(2), 0);
}

#[test]
fn parse_errors_of_every_kind() {
    assert_eq!(Grid::from_line(""), Err(ParseGridError::WrongLength(0)));
    assert_eq!(
        Grid::from_line(&".".repeat(80)),
        Err(ParseGridError::WrongLength(80))
    );
    assert_eq!(
        Grid::from_line(&".".repeat(82)),
        Err(ParseGridError::WrongLength(82))
    );
    let mut line = ".".repeat(81);
    line.replace_range(40..41, "x");
    let err = Grid::from_line(&line).unwrap_err();
    assert_eq!(
        err,
        ParseGridError::BadChar {
            cell: Cell::new(40).unwrap(),
            ch: 'x'
        }
    );
    assert!(err.to_string().contains("'x'") && err.to_string().contains("r5c5"));
    // A multi-byte character counts as one cell.
    let line = format!("é{}", ".".repeat(80));
    assert!(matches!(
        Grid::from_line(&line),
        Err(ParseGridError::BadChar { ch: 'é', .. })
    ));
    // Clashes in a row, a column and a box.
    for (a, b) in [(0, 8), (0, 72), (0, 20)] {
        let mut line = ".".repeat(81);
        line.replace_range(a..a + 1, "7");
        line.replace_range(b..b + 1, "7");
        match Grid::from_line(&line) {
            Err(ParseGridError::Clash {
                first,
                second,
                digit,
            }) => {
                assert_eq!((first.index(), second.index(), digit.get()), (a, b, 7));
            }
            other => panic!("{a}/{b}: {other:?}"),
        }
    }
    // Blanks, a carriage return and trailing columns are fine.
    let line = format!("  {}\t9.3 extra\r", TOP95.lines().next().unwrap());
    assert!(Grid::from_line(&line).is_ok());
    assert!(Grid::from_line(&SOLVED.replace('5', "0")).is_ok());
}

#[test]
fn generated_puzzles_are_unique_symmetric_and_reproducible() {
    for sym in Symmetry::ALL {
        let options = GenerateOptions {
            symmetry: sym,
            ..GenerateOptions::default()
        };
        let mut seen = HashSet::new();
        for seed in 0..15 {
            let g = generate_with_seed(seed, &options);
            assert!(g.solution.is_solved());
            assert!(g.puzzle.is_extended_by(&g.solution));
            assert_eq!(g.puzzle.solution(), Some(g.solution), "{sym} seed {seed}");
            assert!(sym.is_respected_by(&g.puzzle), "{sym}: {:?}", g.puzzle);
            assert_eq!(generate_with_seed(seed, &options), g, "{sym} seed {seed}");
            assert!(seen.insert(g.puzzle), "{sym}: seed {seed} repeats a puzzle");
        }
    }
}

#[test]
fn generated_puzzles_without_symmetry_are_minimal() {
    let mut rng = ChaCha8Rng::seed_from_u64(99);
    let options = GenerateOptions {
        symmetry: Symmetry::None,
        min_clues: 0,
    };
    for _ in 0..5 {
        let g = generate_with_rng(&mut rng, &options);
        for c in Cell::all().filter(|&c| g.puzzle.get(c).is_some()) {
            let mut less = g.puzzle;
            less.set(c, None);
            assert_eq!(less.count_solutions_up_to(2), 2, "{:?} minus {c}", g.puzzle);
        }
    }
}

#[test]
fn generator_respects_min_clues_and_steering() {
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    for min in [30, 40, 60] {
        let options = GenerateOptions {
            symmetry: Symmetry::Central,
            min_clues: min,
        };
        let g = generate_with_rng(&mut rng, &options);
        assert!(g.puzzle.n_filled() >= min, "{min}: {:?}", g.puzzle);
        assert!(g.puzzle.n_filled() <= min + 1, "{min}: {:?}", g.puzzle);
        assert!(g.puzzle.is_uniquely_solvable());
    }
    // A steering closure sees only unique candidates, and its refusals stick.
    let mut calls = 0;
    let g = generate_steered_with_rng(&mut rng, &GenerateOptions::default(), |candidate| {
        calls += 1;
        assert!(candidate.is_uniquely_solvable());
        candidate.n_filled() >= 45
    });
    assert!(calls > 0);
    assert!(g.puzzle.n_filled() >= 45);
    assert!(g.puzzle.is_uniquely_solvable());
    // Refusing everything keeps the full grid.
    let g = generate_steered_with_rng(&mut rng, &GenerateOptions::default(), |_| false);
    assert_eq!(g.puzzle, g.solution);
}

#[test]
fn elementary_transforms_keep_validity() {
    let s = Grid::from_line(SOLVED).unwrap();
    let mut ts = vec![Transform::identity(), Transform::transposition()];
    for a in 0..9 {
        for b in 0..9 {
            if a / 3 == b / 3 {
                ts.push(Transform::swap_rows(a, b).unwrap());
                ts.push(Transform::swap_cols(a, b).unwrap());
            } else {
                assert_eq!(Transform::swap_rows(a, b), None);
                assert_eq!(Transform::swap_cols(a, b), None);
            }
        }
    }
    for a in 0..3 {
        for b in 0..3 {
            ts.push(Transform::swap_bands(a, b).unwrap());
            ts.push(Transform::swap_stacks(a, b).unwrap());
        }
    }
    for a in 1..=9 {
        ts.push(Transform::swap_digits(a, 10 - a).unwrap());
    }
    assert_eq!(Transform::swap_digits(0, 3), None);
    assert_eq!(Transform::swap_bands(0, 3), None);
    for t in &ts {
        assert!(t.apply(&s).is_solved(), "{t:?}");
    }
    assert_eq!(Transform::identity().apply(&s), s);
    let t = Transform::transposition();
    assert_eq!(t.apply(&t.apply(&s)), s);
    let swapped = Transform::swap_rows(0, 1).unwrap().apply(&s);
    assert_eq!(&swapped.to_line()[..9], &SOLVED[9..18]);
    assert_eq!(
        Transform::new(false, [0, 1, 3, 2, 4, 5, 6, 7, 8], [0; 9], [1; 9]),
        None
    );
}

#[test]
fn random_transforms_keep_the_solution_count() {
    let mut rng = ChaCha8Rng::seed_from_u64(8);
    for p in corpus(TOP95) {
        let s = p.solution().unwrap();
        let t = Transform::random_with_rng(&mut rng);
        let tp = t.apply(&p);
        assert_eq!(tp.n_filled(), p.n_filled());
        assert_eq!(tp.solution(), Some(t.apply(&s)), "{p:?} under {t:?}");
        // A puzzle with several solutions keeps several; one without keeps none.
        let mut multi = p;
        for c in Cell::all().filter(|&c| p.get(c).is_some()).take(4) {
            multi.set(c, None);
        }
        assert_eq!(
            t.apply(&multi).count_solutions_up_to(3),
            multi.count_solutions_up_to(3)
        );
    }
    for line in ["11", "12345678."] {
        let g =
            Grid::from_line_unchecked(&format!("{line}{}", ".".repeat(81 - line.len()))).unwrap();
        let t = Transform::random_with_rng(&mut rng);
        assert_eq!(
            t.apply(&g).count_solutions_up_to(2),
            g.count_solutions_up_to(2)
        );
    }
}

#[test]
fn canonical_form_is_invariant_and_separates_puzzles() {
    let mut rng = ChaCha8Rng::seed_from_u64(21);
    let puzzles = corpus(TOP95);
    let mut forms = HashSet::new();
    for p in &puzzles {
        let c = canonical_form(p);
        assert!(c.values() <= p.values(), "{c:?} above {p:?}");
        assert_eq!(c.n_filled(), p.n_filled());
        assert_eq!(canonical_form(&c), c);
        assert!(c.is_uniquely_solvable());
        for _ in 0..3 {
            let t = Transform::random_with_rng(&mut rng);
            assert_eq!(canonical_form(&t.apply(p)), c, "{p:?} under {t:?}");
        }
        forms.insert(c);
    }
    // Puzzles 74 and 76 of top95 are one puzzle with its bands in another order; all others differ.
    assert_eq!(forms.len(), puzzles.len() - 1);
    assert_eq!(canonical_form(&puzzles[73]), canonical_form(&puzzles[75]));
    let mut band_orders =
        (0..3).flat_map(|a| (0..3).flat_map(move |b| (0..3).map(move |c| (a, b, c))));
    let moved = band_orders.any(|(a, b, c)| {
        let t = Transform::swap_bands(a, b)
            .unwrap()
            .then(&Transform::swap_bands(b, c).unwrap());
        t.apply(&puzzles[73]) == puzzles[75]
    });
    assert!(moved);
    // Full grids too, and two different grids differ.
    let s = Grid::from_line(SOLVED).unwrap();
    let c = canonical_form(&s);
    assert_eq!(&c.to_line()[..9], "123456789");
    for _ in 0..3 {
        let t = Transform::random_with_rng(&mut rng);
        assert_eq!(canonical_form(&t.apply(&s)), c);
    }
    let other = puzzles[0].solution().unwrap();
    assert_ne!(canonical_form(&other), c);
}

#[test]
fn canonical_form_of_shuffled_generated_puzzles() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for _ in 0..10 {
        let g = generate_with_rng(&mut rng, &GenerateOptions::default()).puzzle;
        let t = Transform::random_with_rng(&mut rng);
        assert_eq!(canonical_form(&t.apply(&g)), canonical_form(&g));
    }
}

/// Starts the built binary with `args`, its standard streams piped.
fn spawn_cli(args: &[&str]) -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_sudoku-lines"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts")
}

/// Runs the built binary with `args`, feeding `input`, and returns (exit code, stdout).
fn run_cli(args: &[&str], input: &str) -> (i32, String) {
    let mut child = spawn_cli(args);
    let mut stdin = child.stdin.take().expect("stdin");
    // Written beside the reading, so that input and output larger than a pipe holds both flow.
    let input = input.to_string();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().expect("the binary ends");
    writer.join().expect("writer").expect("write stdin");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).expect("utf-8 output"),
    )
}

#[test]
fn cli_solve_answers_every_line() {
    let puzzles: Vec<&str> = TOP95.lines().take(5).collect();
    let input = format!(
        "# a comment\n{}\n\n{}\n{}\n12\n{}x\n11{}\n{}\r\n",
        puzzles.join("\n"),
        ".".repeat(81),
        format_args!("12345678.{}9{}", ".".repeat(8), ".".repeat(63)),
        ".".repeat(80),
        ".".repeat(79),
        puzzles[0],
    );
    let (code, out) = run_cli(&["solve"], &input);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 11, "{out}");
    for (p, s) in puzzles.iter().zip(&lines) {
        let p = Grid::from_line(p).unwrap();
        assert_eq!(Grid::from_line(s).ok(), p.solution());
    }
    assert_eq!(lines[5], "multiple solutions");
    assert_eq!(lines[6], "no solution");
    assert_eq!(lines[7], "error: expected 81 cells, found 2");
    assert!(
        lines[8].starts_with("error: bad character 'x'"),
        "{}",
        lines[8]
    );
    assert!(
        lines[9].starts_with("error: givens clash: 1 at r1c1"),
        "{}",
        lines[9]
    );
    assert_eq!(lines[10], lines[0]);
    let (code, help) = run_cli(&["solve", "--help"], "");
    assert_eq!(code, 0);
    assert!(help.contains("usage: sudoku-lines solve"));
}

#[test]
fn cli_solve_reads_lines_across_its_read_buffer() {
    // More input than one read takes, with lines of several lengths, so that lines are cut at
    // every place by the ends of the buffer. The puzzles are a solved grid with a few cells
    // emptied, quick to solve in a debug build.
    let solved =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    let mut input = String::new();
    let mut expected = Vec::new();
    for i in 0..3000 {
        let mut p = solved.as_bytes().to_vec();
        for k in [7, 13, 29, 31, 47] {
            p[(i * k) % 81] = b'.';
        }
        let p = String::from_utf8(p).unwrap();
        match i % 5 {
            0 => input.push_str(&format!("{p}\n")),
            1 => input.push_str(&format!("  {p}\t# {}\r\n", "x".repeat(i % 13))),
            2 => input.push_str(&format!("# {}\n\n{p}\n", "y".repeat(i % 31))),
            3 => input.push_str(&format!("{p} {}\n", "z".repeat(i % 97))),
            _ => input.push_str(&format!("{}\n", &p[..1 + i % 80])),
        }
        expected.push(match i % 5 {
            4 => format!("error: expected 81 cells, found {}", 1 + i % 80),
            _ => solved.to_string(),
        });
    }
    assert!(input.len() > 4 * 65536);
    let (code, out) = run_cli(&["solve"], &input);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines, expected);
}

#[test]
fn cli_generate_is_reproducible_and_distinct() {
    let (code, a) = run_cli(&["generate", "--count", "20", "--seed", "42"], "");
    assert_eq!(code, 0);
    let (_, b) = run_cli(&["generate", "--seed=42", "--count=20"], "");
    assert_eq!(a, b);
    let lines: Vec<&str> = a.lines().collect();
    assert_eq!(lines.len(), 20);
    assert_eq!(lines.iter().collect::<HashSet<_>>().len(), 20);
    for l in &lines {
        assert_eq!(l.len(), 81);
        assert!(l.chars().all(|c| c == '.' || ('1'..='9').contains(&c)));
        let g = Grid::from_line(l).unwrap();
        assert!(g.is_uniquely_solvable());
        assert!(Symmetry::Central.is_respected_by(&g));
    }
    let (code, none) = run_cli(
        &[
            "generate",
            "--count",
            "5",
            "--seed",
            "1",
            "--symmetry",
            "none",
        ],
        "",
    );
    assert_eq!(code, 0);
    assert_eq!(none.lines().count(), 5);
    let (code, _) = run_cli(&["generate", "--symmetry", "spiral"], "");
    assert_eq!(code, 2);
    let (code, help) = run_cli(&["generate", "--help"], "");
    assert_eq!(code, 0);
    assert!(help.contains("--symmetry"));
}

#[cfg(unix)]
#[test]
fn a_non_utf8_file_name_is_a_file_and_non_utf8_text_a_clear_error() {
    use std::os::unix::ffi::OsStrExt;
    let dir = tempfile::tempdir().expect("temp dir");
    let name = |s: &[u8]| dir.path().join(std::ffi::OsStr::from_bytes(s));
    let run = |args: &[&std::ffi::OsStr], data: &std::path::Path| {
        Command::new(env!("CARGO_BIN_EXE_sudoku-lines"))
            .args(args)
            .env("SUDOKU_LINES_DATA_DIR", data)
            .output()
            .expect("run")
    };
    let data = dir.path().join("data");
    // A puzzle file whose name is not UTF-8 is read like any other.
    let puzzles = name(b"bad\xffname.txt");
    let puzzle = TOP95.lines().next().expect("a puzzle");
    std::fs::write(&puzzles, format!("{puzzle}\n")).expect("write");
    for cmd in ["solve", "grade", "hint"] {
        let out = run(&[cmd.as_ref(), puzzles.as_os_str()], &data);
        assert_eq!(out.status.code(), Some(0), "{cmd}: {out:?}");
        assert_eq!(
            String::from_utf8_lossy(&out.stdout).lines().count(),
            1,
            "{cmd}"
        );
    }
    // A missing one is an error naming it, not a usage error or a panic.
    let missing = name(b"gone\xfe.txt");
    let out = run(&["solve".as_ref(), missing.as_os_str()], &data);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("cannot open") && err.contains("gone"), "{err}");
    // Statistics go out to such a name and come back in.
    let export = name(b"stats\xff.json");
    let out = run(
        &["stats".as_ref(), "export".as_ref(), export.as_os_str()],
        &data,
    );
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(export.is_file());
    let other = dir.path().join("other");
    let out = run(
        &["stats".as_ref(), "import".as_ref(), export.as_os_str()],
        &other,
    );
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    // Where text is needed, the error says so: exit 2 with the usage, never a panic (101).
    let bad = std::ffi::OsStr::from_bytes(b"\xff\xfe");
    for args in [
        vec!["lines".as_ref(), "hint".as_ref(), bad],
        vec!["generate".as_ref(), "--count".as_ref(), bad],
        vec!["stats".as_ref(), bad, bad],
        vec![bad],
    ] {
        let out = run(&args, &data);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {out:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("not valid UTF-8") || err.contains("unknown"),
            "{args:?}: {err}"
        );
    }
}

/// A puzzle the technique ladder cannot finish (Easter Monster).
const EASTER_MONSTER: &str =
    "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1";

#[test]
fn cli_refuses_an_overlong_line_and_goes_on() {
    let puzzle = TOP95.lines().next().unwrap();
    let input = format!(
        "{puzzle}\n{}\n#{}\n{puzzle}\n",
        ".".repeat(1 << 20),
        "x".repeat(10_000)
    );
    let (code, out) = run_cli(&["solve"], &input);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert_eq!(lines[1], "error: line 2 is longer than 4096 bytes");
    assert_eq!(lines[0], lines[2]);
}

#[cfg(unix)]
#[test]
fn cli_answers_endless_input_without_reading_it_whole() {
    use std::io::{BufRead, BufReader};
    if !std::path::Path::new("/dev/zero").exists() {
        return;
    }
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku-lines"))
        .args(["solve", "/dev/zero"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary starts");
    let mut first = String::new();
    let read = BufReader::new(child.stdout.take().expect("stdout")).read_line(&mut first);
    // The line has no end: the command skips it for ever, so stop it here.
    let _ = child.kill();
    let _ = child.wait();
    assert!(read.is_ok());
    assert_eq!(first, "error: line 1 is longer than 4096 bytes\n");
}

/// Runs the binary with `args`, its output read by nobody (as with `| head -1` that has already
/// quit) and `input` on standard input; returns the exit code and standard error.
fn run_cli_unread(args: &[&str], input: &str) -> (Option<i32>, String) {
    let mut child = spawn_cli(args);
    drop(child.stdout.take());
    let mut stdin = child.stdin.take().expect("stdin");
    let input = input.to_string();
    // The command may stop reading early, so a failed write here is expected.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let out = child.wait_with_output().expect("the binary ends");
    let _ = writer.join();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn cli_ends_quietly_when_its_reader_goes_away() {
    // More output than a pipe holds, so the closed pipe is met for sure.
    let sparse = format!("1{}\n", ".".repeat(80)).repeat(5000);
    for (args, input) in [
        (&["solve"][..], sparse.as_str()),
        (
            &["lines", "generate", "--count", "10000", "--seed", "1"],
            "",
        ),
        (&["generate", "--help"], ""),
    ] {
        let (code, err) = run_cli_unread(args, input);
        assert_eq!(code, Some(0), "{args:?}: {err}");
        assert_eq!(err, "", "{args:?}");
    }
}

#[cfg(unix)]
#[test]
fn cli_output_errors_are_one_line_naming_the_output() {
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
        return;
    };
    for args in [
        &["lines", "generate", "--count", "3", "--seed", "1"][..],
        &["generate", "--seed", "1"],
        &["lines", "par"],
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_sudoku-lines"))
            .args(args)
            .stdout(full.try_clone().expect("clone"))
            .output()
            .expect("run");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains("cannot write to standard output"), "{err}");
    }
}

#[cfg(feature = "gui")]
#[test]
fn cli_screenshot_to_a_folder_that_cannot_be_made_is_one_line() {
    let file =
        std::env::temp_dir().join(format!("sudoku-lines-not-a-folder-{}", std::process::id()));
    std::fs::write(&file, b"").expect("temp file");
    let target = file.join("shot.png");
    let out = Command::new(env!("CARGO_BIN_EXE_sudoku-lines"))
        .args([
            "screenshot",
            "--screen",
            "home",
            "--size",
            "360x740",
            "--out",
        ])
        .arg(&target)
        .output()
        .expect("run");
    let _ = std::fs::remove_file(&file);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains(&*target.to_string_lossy()), "{err}");
}

#[test]
fn cli_grades_a_puzzle_beyond_the_ladder_above_every_finished_one() {
    let (code, out) = run_cli(&["grade"], &format!("{EASTER_MONSTER}\n"));
    assert_eq!(code, 0);
    let fields: Vec<&str> = out.trim_end().split('\t').collect();
    assert_eq!(fields.len(), 3, "{out}");
    assert_eq!(fields[0], "unrated");
    assert_eq!(fields[1], "15.0");
    assert!(
        fields[2].starts_with("beyond the technique ladder: stuck with 60 cells empty"),
        "{out}"
    );
}

#[test]
fn cli_sparse_puzzles_have_multiple_solutions() {
    let input: String = (0..81)
        .map(|cell| {
            let mut line = ".".repeat(81);
            let digit = char::from(b'1' + (cell % 9) as u8);
            line.replace_range(cell..=cell, &digit.to_string());
            line + "\n"
        })
        .collect();
    let (code, out) = run_cli(&["solve"], &input);
    assert_eq!(code, 0);
    assert_eq!(out.lines().count(), 81);
    assert!(out.lines().all(|l| l == "multiple solutions"), "{out}");
}
