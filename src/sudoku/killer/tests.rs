#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use super::*;
use crate::sudoku::{Level, Uniqueness};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::collections::HashSet;

const SOLVED: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

fn solved() -> Grid {
    Grid::from_line(SOLVED).unwrap()
}

fn cells(list: &[usize]) -> Vec<Cell> {
    list.iter().map(|&i| Cell::new(i).unwrap()).collect()
}

/// The solved grid cut into rows of three cells (27 cages), sums from the grid.
fn thirds() -> Vec<Cage> {
    let g = solved();
    (0..27)
        .map(|k| {
            let cs = cells(&[3 * k, 3 * k + 1, 3 * k + 2]);
            let sum = cs.iter().map(|&c| g.get(c).unwrap().get()).sum();
            Cage::new(sum, cs)
        })
        .collect()
}

fn generated(seed: u64) -> KillerGenerated {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    generate_killer_with_rng(&mut rng, &KillerOptions::default())
}

#[test]
fn bad_cages_are_named() {
    let empty = Grid::empty();
    assert_eq!(Killer::new(vec![], empty), Err(KillerError::NoCages));
    let mut cages = thirds();
    cages.pop();
    assert_eq!(
        Killer::new(cages.clone(), empty).unwrap_err().to_string(),
        "r9c7 is in no cage (3 cells in all are not covered)"
    );
    cages.push(Cage::new(20, cells(&[78, 79, 80, 0])));
    assert_eq!(
        Killer::new(cages, empty).unwrap_err().to_string(),
        "r1c1 is in more than one cage"
    );
    let mut cages = thirds();
    cages[0] = Cage::new(5, cages[0].cells().to_vec());
    assert_eq!(
        Killer::new(cages, empty).unwrap_err().to_string(),
        "no 3 different digits add up to 5 (the cage at r1c1); 3 make 6 to 24"
    );
    let mut cages = thirds();
    let first_ten: Vec<Cell> = cages[..4].iter().flat_map(|c| c.cells().to_vec()).collect();
    cages.drain(..4);
    cages.insert(0, Cage::new(45, first_ten[..10].to_vec()));
    cages.insert(1, Cage::new(10, first_ten[10..].to_vec()));
    assert_eq!(
        Killer::new(cages, empty).unwrap_err().to_string(),
        "the cage at r1c1 has 10 cells; a cage has at most 9"
    );
    let mut cages = thirds();
    let s = cages[0].sum();
    cages[0] = Cage::new(s + 1, cages[0].cells().to_vec());
    assert!(matches!(
        Killer::new(cages, empty),
        Err(KillerError::WrongTotal(406))
    ));
    let mut givens = Grid::empty();
    givens.set(Cell::new(0).unwrap(), Digit::new(9));
    givens.set(Cell::new(2).unwrap(), Digit::new(9));
    assert_eq!(
        Killer::new(thirds(), givens).unwrap_err().to_string(),
        "givens clash: 9 at r1c1 and at r1c3"
    );
}

#[test]
fn a_cut_of_a_solved_grid_has_that_grid_among_its_solutions() {
    let k = Killer::new(thirds(), Grid::empty()).unwrap();
    assert_eq!(k.cages().len(), 27);
    assert!(k.is_solved_by(&solved()));
    // Rows of three cells leave the rows' digits free to move: more than one solution.
    assert_eq!(k.uniqueness(), Uniqueness::Multiple);
    // With the whole grid given it is unique.
    let k = Killer::new(thirds(), solved()).unwrap();
    assert_eq!(k.uniqueness(), Uniqueness::Unique(solved()));
    // Givens that add up to more than their cage's sum (12).
    let mut over = Grid::empty();
    over.set(Cell::new(0).unwrap(), Digit::new(9));
    over.set(Cell::new(1).unwrap(), Digit::new(8));
    let k = Killer::new(thirds(), over);
    assert!(matches!(k, Err(KillerError::GivensOverSum { .. })));
}

#[test]
fn generated_puzzles_have_one_solution_and_no_givens() {
    for seed in 0..8 {
        let g = generated(seed);
        assert!(g.puzzle.is_solved_by(&g.solution));
        assert_eq!(g.puzzle.uniqueness(), Uniqueness::Unique(g.solution));
        assert_eq!(g.puzzle.givens().n_filled(), 0);
        let n = g.puzzle.cages().len();
        assert!(n >= KillerOptions::default().target_cages, "{n} cages");
        assert!(g.puzzle.cages().iter().all(|c| c.cells().len() <= 5));
        // Every cage is connected, as a player expects.
        for cage in g.puzzle.cages() {
            let mut reached = vec![cage.cells()[0]];
            let mut at = 0;
            while at < reached.len() {
                let c = reached[at];
                for &d in cage.cells() {
                    let adjacent = (c.row() == d.row() && c.col().abs_diff(d.col()) == 1)
                        || (c.col() == d.col() && c.row().abs_diff(d.row()) == 1);
                    if adjacent && !reached.contains(&d) {
                        reached.push(d);
                    }
                }
                at += 1;
            }
            assert_eq!(reached.len(), cage.cells().len(), "{cage:?}");
        }
    }
    assert_ne!(generated(1).puzzle, generated(2).puzzle);
    assert_eq!(generated(3), generated(3), "the same seed, the same puzzle");
}

#[test]
fn the_written_forms_read_back() {
    for seed in 0..4 {
        let k = generated(seed).puzzle;
        let text = k.to_text().unwrap();
        assert_eq!(Killer::from_line(&text).unwrap(), k, "{text}");
        let json = k.to_json();
        assert_eq!(Killer::from_line(&json).unwrap(), k, "{json}");
        assert!(json.starts_with("{\"cages\":[{\"sum\":"));
    }
    let mut givens = Grid::empty();
    givens.set(Cell::new(40).unwrap(), Digit::new(5));
    let k = Killer::new(thirds(), givens).unwrap();
    let text = k.to_text().unwrap();
    assert!(text.ends_with(&givens.to_line()), "{text}");
    assert_eq!(Killer::from_line(&text).unwrap(), k);
    assert_eq!(Killer::from_line(&k.to_json()).unwrap(), k);
}

#[test]
fn bad_lines_are_named() {
    let k = generated(0).puzzle;
    let text = k.to_text().unwrap();
    let (map, sums) = text.split_once(' ').unwrap();
    let err = |line: &str| Killer::from_line(line).unwrap_err().to_string();
    assert_eq!(
        err(""),
        "empty line: expected a cage map and sums, or a JSON object"
    );
    assert_eq!(err(map), "the sums are missing after the cage map");
    assert_eq!(
        err(&format!("{} {sums}", &map[1..])),
        "the cage map has 80 characters; it needs 81, one per cell"
    );
    assert_eq!(
        err(&format!("-{} {sums}", &map[1..])),
        "bad cage symbol '-' at r1c1 in the cage map (use A-Z, a-z or 0-9)"
    );
    assert_eq!(
        err(&format!("{map} {sums},7")),
        format!(
            "the cage map has {} cages but {} sums are given",
            k.cages().len(),
            k.cages().len() + 1
        )
    );
    assert_eq!(
        err(&format!("{map} x,{sums}")),
        "bad cage sum \"x\": expected a number from 1 to 45"
    );
    assert_eq!(
        err(&format!("{map} {sums} 12")),
        "givens: expected 81 cells, found 2"
    );
    assert!(err("{\"cages\": 3}").starts_with("not a Killer JSON object: invalid type"));
    assert_eq!(
        err("{\"cages\": [{\"sum\": 10, \"cells\": [81]}]}"),
        "cell 81 is off the grid (cells are 0 to 80)"
    );
    assert_eq!(
        err("{\"cages\": [{\"sum\": 46, \"cells\": [0]}]}"),
        "bad cage sum \"46\": expected a number from 1 to 45"
    );
    assert_eq!(
        err("{\"cages\": [{\"sum\": 10, \"cells\": [0, 1]}]}"),
        "r1c3 is in no cage (79 cells in all are not covered)"
    );
}

#[test]
fn rotations_and_reflections_share_a_key() {
    let k = generated(5).puzzle;
    let key = killer_class_key(&k);
    // The transposed puzzle: each cage's cells transposed.
    let transposed: Vec<Cage> = k
        .cages()
        .iter()
        .map(|c| {
            let cs = c
                .cells()
                .iter()
                .map(|x| Cell::from_row_col(x.col(), x.row()).unwrap());
            Cage::new(c.sum(), cs.collect())
        })
        .collect();
    let t = Killer::new(transposed, Grid::empty()).unwrap();
    assert_ne!(t, k);
    assert_eq!(killer_class_key(&t), key);
    assert_ne!(killer_class_key(&generated(6).puzzle), key);
}

/// Puzzles made with each level's settings, three each from fixed seeds.
/// Each with its solve by the Killer ladder, made once for the tests that read them.
fn sample_by_level() -> &'static [(Level, KillerGenerated, KillerPath)] {
    static SAMPLE: std::sync::OnceLock<Vec<(Level, KillerGenerated, KillerPath)>> =
        std::sync::OnceLock::new();
    SAMPLE.get_or_init(|| {
        KILLER_LEVELS
            .iter()
            .flat_map(|&level| {
                let options = options_for(level).unwrap();
                (0..3u64).map(move |seed| {
                    let mut rng = ChaCha8Rng::seed_from_u64(100 + seed);
                    let made = generate_killer_with_rng(&mut rng, &options);
                    let path = made.puzzle.solve_by_logic();
                    (level, made, path)
                })
            })
            .collect()
    })
}

#[test]
fn every_step_of_the_ladder_keeps_the_solution() {
    let mut seen = HashSet::new();
    for (level, made, path) in sample_by_level() {
        assert!(!path.steps.is_empty(), "{level}: no step");
        for (before, step) in &path.steps {
            assert!(
                step.placements.iter().chain(&step.eliminations).count() > 0,
                "{level}: {} changes nothing",
                step.technique
            );
            for &(c, d) in &step.placements {
                assert_eq!(
                    made.solution.get(c),
                    Some(d),
                    "{}: placed {d} at {c}",
                    step.technique
                );
            }
            for &(c, d) in &step.eliminations {
                assert_ne!(
                    made.solution.get(c),
                    Some(d),
                    "{}: removed {d} at {c}",
                    step.technique
                );
                assert!(
                    before.has(c, d),
                    "{}: removed {d} at {c}, not a candidate",
                    step.technique
                );
            }
            seen.insert(step.technique);
        }
        if path.solved {
            assert!(
                made.puzzle.is_solved_by(&path.end.to_grid()),
                "{level}: wrong end"
            );
        }
    }
    // Easy to Hard settings exercise the cage techniques of the first levels.
    for t in [
        KillerTechnique::CageCombination,
        KillerTechnique::RuleOf45,
        KillerTechnique::CageSplit,
    ] {
        assert!(seen.contains(&t), "{t} never used: {seen:?}");
    }
}

#[test]
fn puzzles_of_a_level_grade_to_it_and_are_unique() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for level in [Level::Easy, Level::Medium, Level::Hard] {
        let made = generate_killer_level_with_rng(&mut rng, level).unwrap();
        assert_eq!(made.level, level);
        assert_eq!(
            made.puzzle.uniqueness(),
            Uniqueness::Unique(made.solution),
            "{level}"
        );
        let hardest = made.techniques.last().unwrap();
        assert_eq!(hardest.level(), level, "{level}: {:?}", made.techniques);
        assert!(made.techniques.iter().all(|t| t.level() <= level));
        assert_eq!(made.score(), f32::from(made.rating) / 10.0);
    }
    assert!(generate_killer_level_with_rng(&mut rng, Level::Master).is_none());
    assert!(options_for(Level::Extreme).is_none());
}

#[test]
fn technique_names_read_back() {
    for t in KillerTechnique::OWN {
        assert_eq!(t.name().parse::<KillerTechnique>(), Ok(t));
        assert_eq!(t.title(), t.name(), "English titles are the names");
    }
    assert_eq!(
        "X-wing".parse::<KillerTechnique>(),
        Ok(KillerTechnique::Classic(crate::sudoku::Technique::XWing))
    );
    assert!("cage magic".parse::<KillerTechnique>().is_err());
}

/// Every Killer step's words: no placeholder left unfilled, the sums in them right, and each of
/// the four layers of its hint said.
#[test]
fn steps_are_explained_with_their_arithmetic() {
    let mut explained = HashSet::new();
    for (_, made, path) in sample_by_level() {
        let killer = &made.puzzle;
        for (before, step) in path.steps.iter().cloned() {
            let why = step.why(killer, &before);
            assert!(!why.is_empty());
            assert!(!why.contains('{') && !why.contains('}'), "{why}");
            if step.classic.is_none() {
                // The sum the step works with is in its words.
                if step.technique != KillerTechnique::InnieOutieDifference {
                    assert!(
                        why.contains(&step.sum.to_string()),
                        "{}: {why}",
                        step.technique
                    );
                }
                let picture = step.picture(killer, &before);
                assert!(!picture.cause.is_empty(), "{}: no cause", step.technique);
                assert!(
                    step.group
                        .iter()
                        .all(|c| picture.cells.iter().any(|p| p.0 == *c))
                );
            }
            let technique = step.technique;
            let hint = crate::sudoku::Hint::of_killer_step(step, killer, &before);
            for layer in crate::sudoku::HintLayer::ALL {
                let text = hint.text(layer);
                assert!(
                    !text.is_empty() && !text.contains('{'),
                    "{technique}: {text}"
                );
            }
            assert!(hint.step_marks().is_some());
            explained.insert(technique);
        }
    }
    assert!(explained.contains(&KillerTechnique::CageCombination));
}

#[test]
fn a_hint_comes_from_the_killer_ladder_and_wrong_digits_first() {
    let made = generated(11);
    let killer = &made.puzzle;
    let empty = Grid::empty();
    let hint = next_killer_hint(killer, &empty, None, &made.solution, None).unwrap();
    let first = next_killer_step(killer, &killer.start()).unwrap();
    assert_eq!(
        hint.step_marks().map(|(p, e)| (p.to_vec(), e.to_vec())),
        Some((first.placements.clone(), first.eliminations.clone()))
    );
    // Notes that already show the first step's eliminations move the hint on.
    if first.placements.is_empty() {
        let mut notes = [0x1ffu16; 81];
        for &(c, d) in &first.eliminations {
            notes[c.index()] &= !d.bit();
        }
        let later = next_killer_hint(killer, &empty, Some(&notes), &made.solution, None).unwrap();
        assert_ne!(
            later.step_marks().map(|(_, e)| e.to_vec()),
            Some(first.eliminations.clone())
        );
    }
    // A wrong digit comes first.
    let mut entries = Grid::empty();
    let cell = Cell::new(40).unwrap();
    let right = made.solution.get(cell).unwrap();
    let wrong = Digit::all().find(|&d| d != right).unwrap();
    entries.set(cell, Some(wrong));
    let hint = next_killer_hint(killer, &entries, None, &made.solution, None).unwrap();
    assert!(hint.is_mistake());
    // A solved board has no hint.
    assert!(next_killer_hint(killer, &made.solution, None, &made.solution, None).is_none());
}

#[test]
fn outlines_follow_the_cage_edges_and_turn_round_other_cages() {
    // An L-shaped cage r1c1, r1c2, r2c1 leaves r2c2 out: r1c1 has its cage on the right and
    // below, but not diagonally, so the outline turns round the bottom-right corner there.
    let g = solved();
    let v = |i: usize| g.get(Cell::new(i).unwrap()).unwrap().get();
    let mut cages = vec![Cage::new(v(0) + v(1) + v(9), cells(&[0, 1, 9]))];
    for i in (0..81).filter(|i| ![0, 1, 9].contains(i)) {
        cages.push(Cage::new(v(i), cells(&[i])));
    }
    let k = Killer::new(cages, Grid::empty()).unwrap();
    let at = |i| k.outline(Cell::new(i).unwrap());
    assert_eq!(at(0), EDGE_TOP | EDGE_LEFT | CORNER_BOTTOM_RIGHT);
    assert_eq!(at(1), EDGE_TOP | EDGE_RIGHT | EDGE_BOTTOM);
    assert_eq!(at(9), EDGE_LEFT | EDGE_RIGHT | EDGE_BOTTOM);
    assert_eq!(at(10), EDGE_TOP | EDGE_RIGHT | EDGE_BOTTOM | EDGE_LEFT);
}

#[test]
fn four_colours_keep_touching_cages_apart() {
    for seed in 0..6 {
        let k = generated(seed).puzzle;
        let colours = k.four_colours();
        assert_eq!(colours, k.four_colours(), "the same every time");
        assert!(colours.iter().all(|&c| (1..=CAGE_COLOURS).contains(&c)));
        for cell in Cell::all() {
            let (r, c) = (cell.row(), cell.col());
            for other in [Cell::from_row_col(r, c + 1), Cell::from_row_col(r + 1, c)]
                .into_iter()
                .flatten()
            {
                let (a, b) = (k.cage_index(cell), k.cage_index(other));
                if a != b {
                    assert_ne!(colours[a], colours[b], "{cell} and {other}");
                }
            }
        }
    }
}
