//! `hint --steps --json` over a sample of real puzzles: every step's picture is checked against
//! the position it was found in and against the solution.
//!
//! The fixture `tests/fixtures/hint/pictures.txt` holds puzzles chosen so that every technique of
//! the table appears in some solve (see its header for where they come from). Each output line is
//! replayed: the position before a step is the puzzle's candidates with every earlier step's
//! eliminations and placements applied, exactly as the solver applies them.
// Test code: helpers outside #[test] may stop loudly on a broken fixture or a failed step.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use serde_json::Value;
use std::collections::BTreeMap;
use std::process::Command;
use std::sync::OnceLock;
use sudoku_lines::sudoku::{Candidates, Cell, Digit, Grid, House, Technique};

const FIXTURE: &str = include_str!("fixtures/hint/pictures.txt");

/// The puzzle lines of the fixture (the first field of each line).
fn puzzles() -> Vec<&'static str> {
    FIXTURE
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| l.split_whitespace().next().unwrap())
        .collect()
}

/// The JSON objects `hint` prints for the fixture with `args`, once per argument list.
fn run(args: &[&str]) -> Vec<Value> {
    let out = Command::new(env!("CARGO_BIN_EXE_sudoku-lines"))
        .arg("hint")
        .args(args)
        .arg("tests/fixtures/hint/pictures.txt")
        .output()
        .expect("the command runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

fn all_steps() -> &'static [Value] {
    static STEPS: OnceLock<Vec<Value>> = OnceLock::new();
    STEPS.get_or_init(|| run(&["--steps", "--json"]))
}

fn cell(v: &Value) -> Cell {
    Cell::new(v.as_u64().unwrap() as usize).expect("a cell 0-80")
}

/// A `[cell, digit]` pair.
fn mark(v: &Value) -> Mark {
    let a = v.as_array().expect("a [cell, digit] pair");
    assert_eq!(a.len(), 2, "{v}");
    let d = Digit::new(a[1].as_u64().unwrap() as u8).expect("a digit 1-9");
    (cell(&a[0]), d)
}

fn marks(step: &Value, key: &str) -> Vec<(Cell, Digit)> {
    step[key]
        .as_array()
        .unwrap_or_else(|| panic!("{key} in {step}"))
        .iter()
        .map(mark)
        .collect()
}

/// A candidate: a cell and a digit.
type Mark = (Cell, Digit);

/// `(from, to, strong)` of each link.
fn links(step: &Value) -> Vec<(Mark, Mark, bool)> {
    step["links"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            let l = l.as_array().unwrap();
            let strong = match l[2].as_str() {
                Some("strong") => true,
                Some("weak") => false,
                other => panic!("link kind {other:?}"),
            };
            (mark(&l[0]), mark(&l[1]), strong)
        })
        .collect()
}

fn technique(name: &str) -> Technique {
    Technique::all()
        .into_iter()
        .find(|t| t.name() == name)
        .unwrap_or_else(|| panic!("unknown technique {name}"))
}

/// Techniques whose picture is a chain of links.
fn is_chain(t: Technique) -> bool {
    use Technique as T;
    matches!(
        t,
        T::Skyscraper
            | T::TwoStringKite
            | T::TurbotFish
            | T::XyWing
            | T::WWing
            | T::EmptyRectangle
            | T::XChain
            | T::XyChain
            | T::Aic
            | T::Nishio
            | T::CellForcingChain
            | T::RegionForcingChain
            | T::DynamicForcingChain
            | T::DynamicForcingChainPlus
    )
}

/// Chains that follow only the links of the position they start from (so their links are
/// links there); dynamic chains (nishio and dynamic forcing chains) follow the positions reached
/// along their branches.
fn is_static(t: Technique) -> bool {
    !matches!(
        t,
        Technique::Nishio | Technique::DynamicForcingChain | Technique::DynamicForcingChainPlus
    )
}

/// Whether `a` and `b` are the only two candidates of a cell, or the only two places of a
/// digit in a house, in `pos`.
fn strong_in(pos: &Candidates, a: (Cell, Digit), b: (Cell, Digit)) -> bool {
    if !pos.has(a.0, a.1) || !pos.has(b.0, b.1) || a == b {
        return false;
    }
    if a.0 == b.0 {
        return pos.mask(a.0).count_ones() == 2;
    }
    a.1 == b.1
        && House::all().any(|h| {
            h.contains(a.0)
                && h.contains(b.0)
                && h.cells().into_iter().filter(|&c| pos.has(c, a.1)).count() == 2
        })
}

/// Whether `a` and `b` cannot both be true: two candidates of one cell, or one digit in two
/// cells that see each other.
fn weak_in(pos: &Candidates, a: (Cell, Digit), b: (Cell, Digit)) -> bool {
    pos.has(a.0, a.1)
        && pos.has(b.0, b.1)
        && ((a.0 == b.0 && a.1 != b.1) || (a.1 == b.1 && a.0.sees(b.0)))
}

/// Each step with the position it was found in and the puzzle's solution.
fn replayed() -> Vec<(&'static Value, Candidates, Grid)> {
    let lines = puzzles();
    let mut out = Vec::new();
    let mut current: Option<(u64, Candidates, Grid)> = None;
    for step in all_steps() {
        let n = step["puzzle"].as_u64().expect("a puzzle index");
        assert!(step.get("error").is_none(), "{step}");
        if current.as_ref().is_none_or(|(p, _, _)| *p != n) {
            let grid = Grid::from_line(lines[n as usize]).unwrap();
            let solution = grid.solution().expect("a fixture puzzle has one solution");
            current = Some((n, Candidates::from_grid(&grid), solution));
        }
        let (_, pos, solution) = current.as_mut().unwrap();
        out.push((step, *pos, *solution));
        for (c, d) in marks(step, "eliminations") {
            pos.eliminate(c, d);
        }
        for (c, d) in marks(step, "placements") {
            if pos.get(c).is_none() {
                pos.place(c, d);
            }
        }
    }
    out
}

#[test]
fn every_puzzle_of_the_fixture_is_solved_in_order() {
    let steps = all_steps();
    let mut seen: Vec<u64> = steps
        .iter()
        .map(|s| s["puzzle"].as_u64().unwrap())
        .collect();
    assert!(
        seen.windows(2).all(|w| w[0] <= w[1]),
        "steps come puzzle by puzzle"
    );
    seen.dedup();
    assert_eq!(seen, (0..puzzles().len() as u64).collect::<Vec<_>>());
    // The replay reaches the solution: the placements and eliminations are the solver's.
    let mut last: BTreeMap<u64, Candidates> = BTreeMap::new();
    for (step, pos, _) in replayed() {
        let mut after = pos;
        for (c, d) in marks(step, "eliminations") {
            after.eliminate(c, d);
        }
        for (c, d) in marks(step, "placements") {
            if after.get(c).is_none() {
                after.place(c, d);
            }
        }
        last.insert(step["puzzle"].as_u64().unwrap(), after);
    }
    for (n, end) in last {
        assert!(end.is_solved(), "puzzle {n} ends unsolved: {end:?}");
    }
}

#[test]
fn placements_and_eliminations_agree_with_the_solution() {
    for (step, _, solution) in replayed() {
        let moves = marks(step, "placements").len() + marks(step, "eliminations").len();
        assert!(moves > 0, "a step changes something: {step}");
        for (c, d) in marks(step, "placements") {
            assert_eq!(solution.get(c), Some(d), "{step}");
        }
        for (c, d) in marks(step, "eliminations") {
            assert_ne!(solution.get(c), Some(d), "{step}");
        }
    }
}

/// The cause of a single is made of digits placed in the position (its blockers), or, when
/// none blocks (the other digits or places went to earlier eliminations), of the single's own
/// candidate. Every other cause is made of true candidates of the position.
#[test]
fn every_cause_is_non_empty_and_made_of_the_positions_candidates_or_placed_blockers() {
    for (step, pos, _) in replayed() {
        let t = technique(step["technique"].as_str().unwrap());
        let cause = marks(step, "cause");
        assert!(!cause.is_empty(), "{step}");
        let single = matches!(
            t,
            Technique::HiddenSingleBox | Technique::HiddenSingleLine | Technique::NakedSingle
        );
        let placements = marks(step, "placements");
        for &(c, d) in &cause {
            let ok = if single {
                pos.get(c) == Some(d) || (placements.contains(&(c, d)) && pos.has(c, d))
            } else {
                pos.has(c, d)
            };
            assert!(ok, "{} not in the position for {step}", c);
        }
        if single {
            // A blocker sees a cell of the single's house (hidden) or the single's cell (naked).
            let (at, _) = placements[0];
            for &(c, _) in cause.iter().filter(|&&(c, _)| pos.get(c).is_some()) {
                let blocks = if t == Technique::NakedSingle {
                    c.sees(at)
                } else {
                    let house =
                        House::from_index(step["houses"][0][0].as_u64().unwrap() as usize).unwrap();
                    house.cells().into_iter().any(|y| y != at && c.sees(y))
                };
                assert!(blocks, "blocker {c} blocks nothing in {step}");
            }
        }
    }
}

#[test]
fn houses_and_cells_are_on_the_board_with_a_role() {
    for (step, _, _) in replayed() {
        for h in step["houses"].as_array().unwrap() {
            assert!(h[0].as_u64().unwrap() < 27, "{step}");
            assert!(h[1].as_str().is_some_and(|r| !r.is_empty()), "{step}");
        }
        for c in step["cells"].as_array().unwrap() {
            cell(&c[0]);
            assert!(c[1].as_str().is_some_and(|r| !r.is_empty()), "{step}");
        }
        assert!(!step["cells"].as_array().unwrap().is_empty(), "{step}");
    }
}

#[test]
fn chain_steps_have_links_that_connect_within_each_branch() {
    for (step, _, _) in replayed() {
        let t = technique(step["technique"].as_str().unwrap());
        let links = links(step);
        let branches: Vec<usize> = step["branches"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b.as_u64().unwrap() as usize)
            .collect();
        if is_chain(t) {
            assert!(!links.is_empty(), "{step}");
        }
        if links.is_empty() {
            assert!(branches.is_empty(), "{step}");
            continue;
        }
        assert_eq!(branches.first(), Some(&0), "{step}");
        assert!(branches.windows(2).all(|w| w[0] < w[1]), "{step}");
        assert!(branches.iter().all(|&b| b < links.len()), "{step}");
        for i in 1..links.len() {
            if !branches.contains(&i) {
                assert_eq!(links[i - 1].1, links[i].0, "link {i} of {step}");
            }
        }
    }
}

#[test]
fn links_are_true_strong_and_weak_links_of_the_position() {
    for (step, pos, _) in replayed() {
        let t = technique(step["technique"].as_str().unwrap());
        for (a, b, strong) in links(step) {
            if !is_static(t) {
                // Links of the position reached along the branch: only their ends are checked.
                assert!(pos.has(a.0, a.1) && pos.has(b.0, b.1), "{step}");
            } else if strong {
                assert!(strong_in(&pos, a, b), "{a:?}={b:?} is not strong in {step}");
            } else {
                assert!(weak_in(&pos, a, b), "{a:?}-{b:?} is not weak in {step}");
            }
        }
    }
}

/// The roles each family's picture must use at least once, as `(houses, cells)`.
fn roles(t: Technique) -> (&'static [&'static str], &'static [&'static str]) {
    use Technique as T;
    match t {
        T::HiddenSingleBox | T::HiddenSingleLine => (&["unit"], &["pattern"]),
        T::NakedSingle => (&["blocker"], &["pattern", "blocker"]),
        T::Pointing | T::Claiming => (&["unit", "cover"], &["pattern"]),
        T::NakedPair | T::NakedTriple | T::NakedQuad => (&["unit"], &["pattern"]),
        T::HiddenPair | T::HiddenTriple | T::HiddenQuad => (&["unit"], &["pattern"]),
        T::XWing | T::Swordfish | T::Jellyfish => (&["base", "cover"], &["pattern"]),
        T::FinnedXWing | T::SashimiXWing | T::FinnedSwordfish | T::SashimiSwordfish => {
            (&["base", "cover", "unit"], &["pattern", "fin"])
        }
        T::Skyscraper | T::TwoStringKite | T::TurbotFish => (&["strong link"], &["pattern"]),
        T::XyWing | T::XyzWing => (&[], &["pivot", "pattern"]),
        T::WWing => (&["strong link"], &["pattern", "strong link"]),
        T::EmptyRectangle => (&["unit", "strong link"], &["pattern", "strong link"]),
        T::UniqueRectangle1 | T::UniqueRectangle2 | T::UniqueRectangle4 | T::UniqueLoop => {
            (&[], &["loop"])
        }
        T::UniqueRectangle3 => (&["unit"], &["loop", "subset"]),
        T::AlsXz => (&[], &["first als", "second als"]),
        T::BugPlusOne => (&["unit"], &["pivot"]),
        T::BugType2 | T::BugType4 => (&[], &["pattern"]),
        T::BugType3 => (&["unit"], &["pattern", "subset"]),
        T::AlignedPairExclusion => (&[], &["pattern", "subset"]),
        T::CellForcingChain => (&[], &["pivot", "pattern"]),
        T::RegionForcingChain => (&["unit"], &["pattern"]),
        T::XChain | T::XyChain | T::Aic | T::Nishio => (&[], &["pattern"]),
        T::DynamicForcingChain | T::DynamicForcingChainPlus => (&[], &["pattern"]),
    }
}

#[test]
fn each_family_tints_the_parts_of_its_pattern() {
    for (step, _, _) in replayed() {
        let t = technique(step["technique"].as_str().unwrap());
        let (houses, cells) = roles(t);
        let has = |key: &str, role: &str| {
            step[key]
                .as_array()
                .unwrap()
                .iter()
                .any(|x| x[1].as_str() == Some(role))
        };
        for role in houses {
            assert!(has("houses", role), "no {role} house in {step}");
        }
        for role in cells {
            assert!(has("cells", role), "no {role} cell in {step}");
        }
    }
}

#[test]
fn every_technique_of_the_table_appears_in_the_fixture() {
    let mut count: BTreeMap<Technique, usize> = BTreeMap::new();
    for step in all_steps() {
        *count
            .entry(technique(step["technique"].as_str().unwrap()))
            .or_default() += 1;
    }
    let missing: Vec<&str> = Technique::all()
        .into_iter()
        .filter(|t| !count.contains_key(t))
        .map(Technique::name)
        .collect();
    assert!(missing.is_empty(), "not in the fixture: {missing:?}");
}

#[test]
fn without_steps_each_puzzle_gets_its_next_step_as_in_the_solve() {
    let next = run(&["--json"]);
    assert_eq!(next.len(), puzzles().len());
    let steps = all_steps();
    for (i, one) in next.iter().enumerate() {
        assert_eq!(one["puzzle"].as_u64(), Some(i as u64));
        let first = steps
            .iter()
            .find(|s| s["puzzle"].as_u64() == Some(i as u64))
            .unwrap();
        assert_eq!(one, first);
    }
}
