//! Killer Sudoku against an independent solver written here, sharing no code with the engine's:
//! a backtracking search that places one digit at a time where the fewest fit (or where a
//! house's missing digit has the fewest places), with its own checks of rows, columns, boxes and
//! cage sums (a table of the sums each set of digits can make). Every generated puzzle must have
//! exactly one solution by both, and the same.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly
#![allow(clippy::needless_range_loop)] // cells are numbers 0 to 80 here, on purpose

use std::collections::HashSet;
use std::process::Command;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use sudoku_lines::sudoku::killer::{
    KILLER_LEVELS, Killer, KillerOptions, KillerTechnique, generate_killer_level_with_rng,
    generate_killer_with_rng, killer_class_key,
};
use sudoku_lines::sudoku::{Grid, Level, Uniqueness};

/// For each set of digits (bit `d - 1` for digit `d`) and each count, the sums that many
/// different digits of the set can make (bit `s` for sum `s`), worked out by adding one digit at
/// a time.
fn reachable_sums() -> Vec<[u64; 10]> {
    let mut table = vec![[0u64; 10]; 512];
    for set in 0..512usize {
        table[set][0] = 1; // no digits make 0
        for d in 1..=9usize {
            if set & (1 << (d - 1)) == 0 {
                continue;
            }
            // Sets below `set` are done; extend the ones without `d` by `d`.
            let without = set & !(1 << (d - 1));
            for n in 1..10 {
                table[set][n] |= table[without][n - 1] << d;
                table[set][n] |= table[without][n];
            }
        }
    }
    table
}

/// The independent solver's view of a puzzle and its search state.
struct Slow {
    /// Each cell's row, column, box and cage number.
    at: [[usize; 4]; 81],
    houses: Vec<Vec<usize>>,
    sums: Vec<u32>,
    cage_size: Vec<usize>,
    reach: Vec<[u64; 10]>,
    grid: [u8; 81],
    /// Digits used per row (0..9), column (9..18), box (18..27) and cage (27..).
    used: Vec<u16>,
    cage_total: Vec<u32>,
    cage_filled: Vec<usize>,
}

impl Slow {
    fn new(k: &Killer) -> Slow {
        let mut at = [[0; 4]; 81];
        let mut houses: Vec<Vec<usize>> = vec![Vec::new(); 27];
        for i in 0..81 {
            let (r, c) = (i / 9, i % 9);
            at[i] = [r, 9 + c, 18 + (r / 3) * 3 + c / 3, 0];
            for h in &at[i][..3] {
                houses[*h].push(i);
            }
        }
        let mut sums = Vec::new();
        let mut cage_size = Vec::new();
        for (n, cage) in k.cages().iter().enumerate() {
            sums.push(u32::from(cage.sum()));
            cage_size.push(cage.cells().len());
            for c in cage.cells() {
                at[c.index()][3] = 27 + n;
            }
        }
        let cages = sums.len();
        Slow {
            at,
            houses,
            sums,
            cage_size,
            reach: reachable_sums(),
            grid: [0; 81],
            used: vec![0; 27 + cages],
            cage_total: vec![0; cages],
            cage_filled: vec![0; cages],
        }
    }

    /// Places `d` in empty cell `i`, or refuses when a digit repeats or the cage cannot make its
    /// sum any more with the digits it lacks.
    fn place(&mut self, i: usize, d: u8) -> bool {
        let bit = 1u16 << (d - 1);
        if self.at[i].iter().any(|&h| self.used[h] & bit != 0) {
            return false;
        }
        let k = self.at[i][3] - 27;
        let total = self.cage_total[k] + u32::from(d);
        let left = self.cage_size[k] - self.cage_filled[k] - 1;
        let free = usize::from(!(self.used[27 + k] | bit) & 0x1FF);
        let Some(rest) = self.sums[k].checked_sub(total) else {
            return false;
        };
        if rest > 45 || self.reach[free][left] & (1 << rest) == 0 {
            return false;
        }
        self.grid[i] = d;
        for h in self.at[i] {
            self.used[h] |= bit;
        }
        self.cage_total[k] = total;
        self.cage_filled[k] += 1;
        true
    }

    fn unplace(&mut self, i: usize) {
        let d = self.grid[i];
        let bit = 1u16 << (d - 1);
        for h in self.at[i] {
            self.used[h] &= !bit;
        }
        let k = self.at[i][3] - 27;
        self.cage_total[k] -= u32::from(d);
        self.cage_filled[k] -= 1;
        self.grid[i] = 0;
    }

    /// The digits that may go in empty cell `i`.
    fn fitting(&mut self, i: usize) -> u16 {
        let mut out = 0;
        for d in 1..=9u8 {
            if self.place(i, d) {
                self.unplace(i);
                out |= 1 << (d - 1);
            }
        }
        out
    }

    /// Branches on the empty cell with the fewest fitting digits, or on the house's digit with
    /// the fewest places, whichever has fewer choices.
    fn search(&mut self, limit: usize, out: &mut Vec<[u8; 81]>) {
        let mut fits = [0u16; 81];
        let mut best_cell: Option<(u32, usize)> = None;
        for i in 0..81 {
            if self.grid[i] != 0 {
                continue;
            }
            fits[i] = self.fitting(i);
            let n = fits[i].count_ones();
            if n == 0 {
                return;
            }
            if best_cell.is_none_or(|(m, _)| n < m) {
                best_cell = Some((n, i));
            }
        }
        let Some((cell_choices, cell)) = best_cell else {
            out.push(self.grid);
            return;
        };
        // Each cage's empty cells, with the digits that fit them, must still make its sum.
        let mut union = vec![0u16; self.sums.len()];
        for i in (0..81).filter(|&i| self.grid[i] == 0) {
            union[self.at[i][3] - 27] |= fits[i];
        }
        for (k, &digits) in union.iter().enumerate() {
            let left = self.cage_size[k] - self.cage_filled[k];
            let rest = self.sums[k] - self.cage_total[k];
            if left > 0 && self.reach[usize::from(digits)][left] & (1 << rest) == 0 {
                return;
            }
        }
        // A digit missing from a house with fewer places than the best cell has digits.
        let mut best_house: Option<(u32, usize, u8)> = None;
        for h in 0..27 {
            for d in 1..=9u8 {
                let bit = 1u16 << (d - 1);
                if self.used[h] & bit != 0 {
                    continue;
                }
                let places = self.houses[h]
                    .iter()
                    .filter(|&&i| fits[i] & bit != 0)
                    .count() as u32;
                if places == 0 {
                    return;
                }
                if places < cell_choices && best_house.is_none_or(|(m, _, _)| places < m) {
                    best_house = Some((places, h, d));
                }
            }
        }
        let choices: Vec<(usize, u8)> = match best_house {
            Some((_, h, d)) => self.houses[h]
                .iter()
                .filter(|&&i| fits[i] & (1 << (d - 1)) != 0)
                .map(|&i| (i, d))
                .collect(),
            None => (1..=9u8)
                .filter(|&d| fits[cell] & (1 << (d - 1)) != 0)
                .map(|d| (cell, d))
                .collect(),
        };
        for (i, d) in choices {
            if self.place(i, d) {
                self.search(limit, out);
                self.unplace(i);
            }
            if out.len() >= limit {
                return;
            }
        }
    }

    /// Up to two solutions.
    fn solutions(k: &Killer) -> Vec<[u8; 81]> {
        let mut slow = Slow::new(k);
        let mut out = Vec::new();
        let givens = *k.givens().values();
        // Givens must fit where they stand (the engine checks them on reading).
        let consistent = (0..81).all(|i| givens[i] == 0 || slow.place(i, givens[i]));
        if consistent {
            slow.search(2, &mut out);
        }
        out
    }
}

/// Checks `count` generated puzzles from `seed` against the independent solver; returns how many
/// were distinct under the grid's symmetries.
fn check_generated(seed: u64, count: usize) -> usize {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut keys = HashSet::new();
    for n in 0..count {
        let g = generate_killer_with_rng(&mut rng, &KillerOptions::default());
        let slow = Slow::solutions(&g.puzzle);
        assert_eq!(slow.len(), 1, "puzzle {n}: {}", g.puzzle.to_json());
        assert_eq!(&slow[0], g.solution.values(), "puzzle {n}");
        assert_eq!(g.puzzle.uniqueness(), Uniqueness::Unique(g.solution));
        assert_eq!(g.puzzle.givens().n_filled(), 0);
        keys.insert(killer_class_key(&g.puzzle));
    }
    keys.len()
}

#[test]
fn generated_killers_agree_with_an_independent_solver() {
    assert_eq!(check_generated(2026, 3), 3);
}

/// The sweep of the issue: `cargo test --release --test all killer:: -- --ignored`.
#[test]
#[ignore]
fn a_thousand_generated_killers_agree_with_an_independent_solver() {
    let n: usize = std::env::var("KILLER_SWEEP")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1000);
    let distinct = check_generated(7, n);
    println!("{distinct} of {n} distinct");
    assert_eq!(distinct, n);
}

#[test]
fn the_independent_solver_sees_multiple_and_no_solutions() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let k = generate_killer_with_rng(&mut rng, &KillerOptions::default()).puzzle;
    let solution = k.uniqueness();
    let Uniqueness::Unique(solved) = solution else {
        panic!("{solution:?}")
    };
    // Rows 1 and 2 cut into nine columns of two cells, every other cell a cage of its own: the
    // two rows can be exchanged (same band, same columns, same sums), so there are two solutions.
    let v = solved.values();
    let mut cages = String::from("{\"cages\":[");
    for c in 0..9 {
        cages += &format!("{{\"sum\":{},\"cells\":[{c},{}]}},", v[c] + v[c + 9], c + 9);
    }
    for i in 18..81 {
        cages += &format!("{{\"sum\":{},\"cells\":[{i}]}},", v[i]);
    }
    let line = format!("{}]}}", cages.trim_end_matches(','));
    let two_rows = Killer::from_line(&line).unwrap();
    let slow = Slow::solutions(&two_rows);
    assert_eq!(slow.len(), 2, "rows 1 and 2 swap");
    assert_eq!(two_rows.uniqueness(), Uniqueness::Multiple);
    // A given that breaks the solution: none, by both.
    let mut givens = Grid::empty();
    let wrong = v[0] % 9 + 1;
    givens.set(
        sudoku_lines::sudoku::Cell::new(0).unwrap(),
        sudoku_lines::sudoku::Digit::new(wrong),
    );
    let broken = Killer::new(k.cages().to_vec(), givens).unwrap();
    assert!(Slow::solutions(&broken).is_empty());
    assert_eq!(broken.uniqueness(), Uniqueness::NoSolution);
}

fn cli(args: &[&str], input: &str) -> String {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku-lines"))
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{args:?}");
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn the_command_line_generates_killers_and_solves_them_in_both_forms() {
    let json = cli(
        &[
            "generate", "--killer", "--json", "--count", "3", "--seed", "9",
        ],
        "",
    );
    let text = cli(&["generate", "--killer", "--count", "3", "--seed", "9"], "");
    assert_eq!(json.lines().count(), 3);
    for (j, t) in json.lines().zip(text.lines()) {
        let value: serde_json::Value = serde_json::from_str(j).unwrap();
        let cages = value["cages"].as_array().unwrap();
        let mut covered: Vec<u64> = cages
            .iter()
            .flat_map(|c| c["cells"].as_array().unwrap().iter())
            .map(|c| c.as_u64().unwrap())
            .collect();
        covered.sort_unstable();
        assert_eq!(covered, (0..81).collect::<Vec<u64>>());
        assert_eq!(value["givens"].as_str().unwrap(), ".".repeat(81));
        assert_eq!(Killer::from_line(j).unwrap(), Killer::from_line(t).unwrap());
    }
    let from_json = cli(&["solve", "--killer"], &json);
    let from_text = cli(&["solve", "--killer"], &text);
    assert_eq!(from_json, from_text);
    for (answer, j) in from_json.lines().zip(json.lines()) {
        let k = Killer::from_line(j).unwrap();
        let grid = Grid::from_line(answer).unwrap();
        assert!(k.is_solved_by(&grid), "{answer}");
        let slow = Slow::solutions(&k);
        assert_eq!(slow, vec![*grid.values()]);
    }
    let bad = "{\"cages\": [{\"sum\": 50, \"cells\": [0]}]}\n# a comment\n\nAB 3\n";
    assert_eq!(
        cli(&["solve", "--killer"], bad),
        "error: bad cage sum \"50\": expected a number from 1 to 45\n\
         error: the cage map has 2 characters; it needs 81, one per cell\n"
    );
}

/// Checks `count` puzzles of `level` from `seed`: one solution by the independent solver, the
/// same as the engine's; the level the grade names, with its hardest technique of that level;
/// none a rotation or reflection of another. Returns how often each technique was the hardest.
fn check_level(level: Level, seed: u64, count: usize) -> std::collections::BTreeMap<String, usize> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut keys = HashSet::new();
    let mut hardest = std::collections::BTreeMap::new();
    for n in 0..count {
        let made = generate_killer_level_with_rng(&mut rng, level).unwrap();
        let slow = Slow::solutions(&made.puzzle);
        assert_eq!(slow.len(), 1, "{level} {n}: {}", made.puzzle.to_json());
        assert_eq!(&slow[0], made.solution.values(), "{level} {n}");
        let path = made.puzzle.solve_by_logic();
        assert_eq!(path.level(), Some(level), "{level} {n}");
        assert!(made.puzzle.is_solved_by(&path.end.to_grid()), "{level} {n}");
        let top: &KillerTechnique = made.techniques.last().unwrap();
        assert_eq!(top.level(), level, "{level} {n}: {:?}", made.techniques);
        assert!(
            keys.insert(killer_class_key(&made.puzzle)),
            "{level} {n} repeats an earlier puzzle"
        );
        *hardest.entry(top.name().to_string()).or_insert(0) += 1;
    }
    hardest
}

#[test]
fn puzzles_of_the_first_levels_check_out() {
    for level in [Level::Easy, Level::Medium] {
        check_level(level, 31, 2);
    }
}

/// The sweep of each level: `KILLER_SWEEP=1000 cargo test --release --no-default-features --test
/// all killer::a_thousand_of_each_level -- --ignored --nocapture` prints, per level, how often
/// each technique was the hardest one needed.
#[test]
#[ignore]
fn a_thousand_of_each_level_check_out() {
    let n: usize = std::env::var("KILLER_SWEEP")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1000);
    for level in KILLER_LEVELS {
        let hardest = check_level(level, 77, n);
        let shares: Vec<String> = hardest
            .iter()
            .map(|(t, k)| format!("{t} {:.1}%", 100.0 * *k as f64 / n as f64))
            .collect();
        println!(
            "{level}: {n} distinct, unique, graded {level}; hardest: {}",
            shares.join(", ")
        );
    }
}

#[test]
fn the_command_line_makes_grades_and_hints_killers_of_a_level() {
    let made = cli(
        &[
            "generate",
            "--killer",
            "--difficulty",
            "easy",
            "--count",
            "2",
            "--seed",
            "4",
        ],
        "",
    );
    assert_eq!(made.lines().count(), 2);
    let grades = cli(&["grade", "--killer"], &made);
    for line in grades.lines() {
        assert!(line.starts_with("easy\t"), "{line}");
    }
    let hints = cli(&["hint", "--killer"], &made);
    for (hint, puzzle) in hints.lines().zip(made.lines()) {
        let killer = Killer::from_line(puzzle).unwrap();
        let step =
            sudoku_lines::sudoku::killer::next_killer_step(&killer, &killer.start()).unwrap();
        assert!(hint.ends_with(&step.to_string()), "{hint}");
    }
    let refused = Command::new(env!("CARGO_BIN_EXE_sudoku-lines"))
        .args(["generate", "--killer", "--difficulty", "master"])
        .output()
        .unwrap();
    assert!(!refused.status.success());
    assert!(
        String::from_utf8_lossy(&refused.stderr)
            .contains("Killer puzzles are made at easy, medium, hard or expert, not master"),
        "{}",
        String::from_utf8_lossy(&refused.stderr)
    );
}
