//! Grading against Sudoku Explainer ratings, step soundness against the exact solver, and
//! generation by level.
//!
//! The fixture `tests/fixtures/grading/se_sample.txt` is a sample of SE-rated puzzles. A full
//! corpus check runs with `--ignored` and the environment variable `SE_CORPUS` set to a list of
//! rated files separated by `:` (puzzle, tab, rating on each line).
// Test code: helpers outside #[test] may stop loudly on a broken fixture or a failed step.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use sudoku_lines::sudoku::{
    Grade, Grid, Level, StrategySolver, Technique, generate_level_with_seed,
};

fn se_value(field: &str) -> Option<f64> {
    match field.trim() {
        "<1.5" => Some(1.2),
        "1.5-2.4" => Some(2.0),
        other => other.parse().ok(),
    }
}

fn read_rated(text: &str) -> Vec<(Grid, f64)> {
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let mut cols = l.split('\t');
            let grid = Grid::from_line(cols.next().unwrap_or("")).expect("fixture puzzle parses");
            let rating = se_value(cols.next().unwrap_or("")).expect("fixture rating parses");
            (grid, rating)
        })
        .collect()
}

fn sample() -> Vec<(Grid, f64)> {
    read_rated(include_str!("fixtures/grading/se_sample.txt"))
}

/// Checks every step of the logical solve against the unique solution; returns the grade.
fn checked_grade(grid: &Grid) -> Grade {
    let solution = grid.solution().expect("fixture puzzles have a solution");
    let path = StrategySolver::solve(grid);
    for step in &path.steps {
        for &(c, d) in &step.placements {
            assert_eq!(
                solution.get(c),
                Some(d),
                "{grid}: wrong placement in {step}"
            );
        }
        for &(c, d) in &step.eliminations {
            assert_ne!(
                solution.get(c),
                Some(d),
                "{grid}: removes the solution in {step}"
            );
        }
    }
    Grade::from_path(&path)
}

fn ranks(values: &[f64]) -> Vec<f64> {
    let mut idx: Vec<usize> = (0..values.len()).collect();
    idx.sort_by(|&a, &b| values[a].total_cmp(&values[b]));
    let mut out = vec![0.0; values.len()];
    let mut i = 0;
    while i < idx.len() {
        let mut j = i;
        while j + 1 < idx.len() && values[idx[j + 1]] == values[idx[i]] {
            j += 1;
        }
        for &k in &idx[i..=j] {
            out[k] = (i + j) as f64 / 2.0 + 1.0;
        }
        i = j + 1;
    }
    out
}

fn spearman(a: &[f64], b: &[f64]) -> f64 {
    let (ra, rb) = (ranks(a), ranks(b));
    let n = ra.len() as f64;
    let (ma, mb) = (ra.iter().sum::<f64>() / n, rb.iter().sum::<f64>() / n);
    let cov: f64 = ra.iter().zip(&rb).map(|(x, y)| (x - ma) * (y - mb)).sum();
    let va: f64 = ra.iter().map(|x| (x - ma).powi(2)).sum();
    let vb: f64 = rb.iter().map(|y| (y - mb).powi(2)).sum();
    cov / (va * vb).sqrt()
}

fn check_corpus(puzzles: &[(Grid, f64)]) -> f64 {
    let mut se = Vec::new();
    let mut ours = Vec::new();
    for (grid, rating) in puzzles {
        let grade = checked_grade(grid);
        if *rating <= 6.0 {
            assert!(
                grade.solved,
                "{grid} (SE {rating}) is not solved by the ladder"
            );
        }
        se.push(*rating);
        // An unfinished puzzle's score ranks it above every finished one.
        ours.push(grade.score().into());
    }
    spearman(&se, &ours)
}

#[test]
fn sample_is_solved_soundly_and_ranks_like_se() {
    let rho = check_corpus(&sample());
    assert!(rho >= 0.9, "spearman rho {rho:.3} below 0.9");
}

#[test]
#[ignore = "needs SE_CORPUS; run in release"]
fn full_corpus_is_solved_soundly_and_ranks_like_se() {
    let files = std::env::var_os("SE_CORPUS")
        .expect("SE_CORPUS names the rated corpus files, separated by ':'");
    let mut puzzles = Vec::new();
    for path in std::env::split_paths(&files) {
        let text = std::fs::read_to_string(&path).expect("corpus file reads");
        puzzles.extend(read_rated(&text));
    }
    let rho = check_corpus(&puzzles);
    eprintln!("{} puzzles, spearman rho {rho:.4}", puzzles.len());
    assert!(rho >= 0.9, "spearman rho {rho:.3} below 0.9");
}

#[test]
fn singles_only_puzzles_are_easy() {
    for (grid, rating) in sample().into_iter().filter(|(_, r)| *r < 1.5) {
        let grade = Grade::of(&grid);
        assert_eq!(grade.level, Some(Level::Easy), "{grid} (SE {rating})");
        assert!(grade.rating <= 15);
    }
}

#[test]
fn techniques_of_each_tier_appear_in_the_sample() {
    let mut used = std::collections::BTreeSet::new();
    for (grid, _) in sample() {
        used.extend(Grade::of(&grid).techniques);
    }
    for t in [
        Technique::HiddenSingleBox,
        Technique::NakedSingle,
        Technique::Pointing,
        Technique::NakedPair,
        Technique::XWing,
        Technique::XyWing,
        Technique::UniqueRectangle1,
        Technique::WWing,
        Technique::Aic,
    ] {
        assert!(used.contains(&t), "{t} never used on the sample");
    }
}

#[test]
fn generated_puzzles_have_their_level_and_one_solution() {
    for level in Level::ALL {
        for seed in 0..3 {
            let p = generate_level_with_seed(seed, level);
            assert_eq!(p.level, level, "seed {seed}: {}", p.puzzle);
            assert_eq!(p.puzzle.count_solutions_up_to(2), 1);
            assert!(p.puzzle.is_extended_by(&p.solution));
            assert!(p.solution.is_solved());
            assert_eq!(Grade::of(&p.puzzle).level, Some(level), "{}", p.puzzle);
        }
    }
}

#[test]
fn a_puzzle_beyond_the_ladder_scores_above_every_finished_one() {
    // Easter Monster: no technique of the ladder applies to it.
    let monster = Grid::from_line(
        "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
    )
    .unwrap();
    let grade = Grade::of(&monster);
    assert!(!grade.solved);
    assert_eq!(grade.label(), "unrated");
    assert_eq!(grade.n_unsolved, 60);
    let reason = grade.unfinished_reason().unwrap();
    assert!(reason.contains("stuck with 60 cells empty"), "{reason}");
    for (grid, _) in sample() {
        let finished = Grade::of(&grid);
        assert!(finished.solved && finished.unfinished_reason().is_none());
        assert!(finished.score() < grade.score(), "{grid}");
    }
}

/// The README's level table, as the technique table gives it: every technique, its base rating and
/// its level. Changing the table without the README (or the other way round) fails here, with
/// the block to paste.
#[test]
fn the_readme_lists_every_technique_with_its_rating_and_level() {
    let mut expected = String::from("| level | techniques (SE base rating) |\n| --- | --- |\n");
    for level in Level::ALL {
        let techniques: Vec<String> = Technique::all()
            .into_iter()
            .filter(|t| t.level() == level)
            .map(|t| format!("{} {:.1}", t.name(), f32::from(t.base_rating()) / 10.0))
            .collect();
        let plus = if level == Level::Easy { "" } else { "+ " };
        expected.push_str(&format!(
            "| {} | {plus}{} |\n",
            sudoku_lines::i18n::words::capitalize(level.name()),
            techniques.join(", ")
        ));
    }
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"))
        .expect("README.md");
    let start = "<!-- technique table -->\n";
    let end = "<!-- end of technique table -->";
    let block = readme
        .split_once(start)
        .and_then(|(_, rest)| rest.split_once(end))
        .map(|(block, _)| block);
    assert_eq!(
        block,
        Some(expected.as_str()),
        "README's technique table differs; it should read:\n{expected}"
    );
}
