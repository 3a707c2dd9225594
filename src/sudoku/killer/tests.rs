#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use super::*;
use crate::sudoku::Uniqueness;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

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
