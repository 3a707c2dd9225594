//! The 4×4 line puzzle: exhaustive checks of validity, templates and symmetries, the generator's
//! statistics and exact distribution, the game with its history, and the advisor's odds and perfect
//! play against brute force.
// Test code: helpers outside #[test] may stop loudly on a broken fixture or a failed step.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::collections::{BTreeSet, HashMap};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use sudoku_lines::lines::{
    Advisor, Board, BoardError, FlipError, Line, LinesGame, LinesMove, Position, PositionError,
    Symmetry, TEMPLATES, Tile, boards_with_answer, generate_with_rng, generate_with_seed, prior,
};
use sudoku_lines::puzzle::{History, Puzzle, ReplayError, SavedHistory, Status};

/// The lines as tile lists, written out independently of the library.
const LINES: [(&str, [usize; 4]); 10] = [
    ("row1", [0, 1, 2, 3]),
    ("row2", [4, 5, 6, 7]),
    ("row3", [8, 9, 10, 11]),
    ("row4", [12, 13, 14, 15]),
    ("col1", [0, 4, 8, 12]),
    ("col2", [1, 5, 9, 13]),
    ("col3", [2, 6, 10, 14]),
    ("col4", [3, 7, 11, 15]),
    ("diag", [0, 5, 10, 15]),
    ("anti", [3, 6, 9, 12]),
];

/// Brute-force rules: the name of the one full line of a mask with 6 wrong tiles, if exactly one.
fn oracle_answer(mask: u16) -> Option<&'static str> {
    if mask.count_zeros() != 6 {
        return None;
    }
    let full: Vec<&str> = LINES
        .iter()
        .filter(|(_, tiles)| tiles.iter().all(|&t| mask & (1 << t) != 0))
        .map(|(name, _)| *name)
        .collect();
    (full.len() == 1).then(|| full[0])
}

/// Every mask with exactly 6 zero bits: the C(16, 6) = 8,008 candidate boards.
fn six_wrong_masks() -> Vec<u16> {
    (0..=u16::MAX).filter(|m| m.count_zeros() == 6).collect()
}

fn tile(i: usize) -> Tile {
    Tile::new(i).unwrap()
}

// ---------------------------------------------------------------------------------------------
// Board, lines, validity

#[test]
fn exactly_3904_valid_boards_405_per_row_or_column_332_per_diagonal() {
    let masks = six_wrong_masks();
    assert_eq!(masks.len(), 8008);
    let mut per_line: HashMap<&str, usize> = HashMap::new();
    for &m in &masks {
        let b = Board::from_bits(m);
        let lib = b.answer().map(|l| l.name());
        assert_eq!(lib, oracle_answer(m), "board {b}");
        if let Some(name) = lib {
            *per_line.entry(name).or_default() += 1;
        }
    }
    assert_eq!(per_line.values().sum::<usize>(), 3904);
    for (name, _) in LINES {
        let want = if name == "diag" || name == "anti" {
            332
        } else {
            405
        };
        assert_eq!(per_line[name], want, "{name}");
    }
    assert_eq!(Board::all_valid().count(), 3904);
    assert!(Board::all_valid().all(|b| b.n_wrong() == 6));
}

#[test]
fn line_masks_names_and_parsing() {
    for (line, (name, tiles)) in Line::ALL.iter().zip(LINES) {
        assert_eq!(line.name(), name);
        assert_eq!(line.to_string(), name);
        assert_eq!(name.parse::<Line>(), Ok(*line));
        assert_eq!(name.to_uppercase().parse::<Line>(), Ok(*line));
        let got: Vec<usize> = line.tiles().map(Tile::index).collect();
        assert_eq!(got, tiles, "{name}");
        assert_eq!(Line::from_mask(line.mask()), Some(*line));
        assert_eq!(serde_json::to_string(line).unwrap(), format!("\"{name}\""));
    }
    assert!("row5".parse::<Line>().is_err());
    assert!("".parse::<Line>().is_err());
    let e = "diagonal".parse::<Line>().unwrap_err();
    assert!(e.to_string().contains("\"diagonal\""), "{e}");
}

#[test]
fn board_line_format_round_trips_and_rejects_bad_input() {
    // The hand-made board of the advisor tests: answer col1.
    let b = Board::from_line("1011110111001010").unwrap();
    assert_eq!(b.answer(), Some(Line::Col1));
    assert_eq!(b.to_line(), "1011110111001010");
    assert!(b.is_correct(tile(0)) && !b.is_correct(tile(1)));
    assert_eq!(" 1011110111001010\n".parse::<Board>(), Ok(b));
    for bits in Board::all_valid() {
        assert_eq!(Board::from_line(&bits.to_line()), Ok(bits));
    }

    assert!(matches!(
        Board::from_line("101111011100101"),
        Err(BoardError::Length { len: 15, .. })
    ));
    assert!(matches!(
        Board::from_line("1011110111001x10"),
        Err(BoardError::Char {
            ch: 'x',
            pos: 13,
            ..
        })
    ));
    // 7 wrong tiles.
    assert!(matches!(
        Board::from_line("0011110111001010"),
        Err(BoardError::WrongCount { wrong: 7, .. })
    ));
    // 6 wrong, two full lines (row1 and col1).
    let two_full = Board::from_line("1111110110001010").unwrap_err();
    assert_eq!(
        two_full,
        BoardError::FullLines {
            board: "1111110110001010".into(),
            lines: 2
        }
    );
    assert!(two_full.to_string().contains("1111110110001010"));
    // 6 wrong (the anti-diagonal and two of the main diagonal), no full line.
    let none_full = Board::from_line("0110100110110111").unwrap_err();
    assert!(
        matches!(none_full, BoardError::FullLines { lines: 0, .. }),
        "{none_full}"
    );
}
#[test]
fn tiles_and_their_serde_form() {
    assert_eq!(Tile::all().count(), 16);
    let t = Tile::at(2, 3).unwrap();
    assert_eq!(
        (t.index(), t.row(), t.col(), t.to_string()),
        (11, 2, 3, "r3c4".into())
    );
    assert!(Tile::new(16).is_none() && Tile::at(4, 0).is_none());
    assert_eq!(serde_json::to_string(&t).unwrap(), "11");
    assert!(serde_json::from_str::<Tile>("16").is_err());
}

#[test]
fn boards_save_as_their_line_format_and_load_only_when_valid() {
    let b = Board::from_line("1011110111001010").unwrap();
    let json = serde_json::to_string(&b).unwrap();
    assert_eq!(json, "\"1011110111001010\"");
    assert_eq!(serde_json::from_str::<Board>(&json).unwrap(), b);
    for bad in ["\"1111110110001010\"", "\"10111\"", "43981"] {
        assert!(serde_json::from_str::<Board>(bad).is_err(), "{bad}");
    }
}

// ---------------------------------------------------------------------------------------------
// Symmetries and templates

#[test]
fn symmetries_map_valid_boards_to_valid_boards_and_answers_to_answers() {
    assert_eq!(Symmetry::ALL.len(), 8);
    let distinct: BTreeSet<Vec<usize>> = Symmetry::ALL
        .iter()
        .map(|g| Tile::all().map(|t| g.apply_tile(t).index()).collect())
        .collect();
    assert_eq!(distinct.len(), 8, "8 different permutations of the tiles");
    for g in Symmetry::ALL {
        // Each symmetry maps lines onto lines, as sets of tiles.
        for l in Line::ALL {
            let img: u16 = l.tiles().fold(0, |m, t| m | g.apply_tile(t).bit());
            assert_eq!(img, g.apply_line(l).mask(), "{g} {l}");
        }
        for m in six_wrong_masks() {
            let b = Board::from_bits(m);
            let img = g.apply_board(b);
            assert_eq!(img.n_wrong(), 6);
            assert_eq!(img.is_valid(), b.is_valid(), "{g} {b}");
            if let Some(answer) = b.answer() {
                assert_eq!(img.answer(), Some(g.apply_line(answer)), "{g} {b}");
            }
        }
    }
}

#[test]
fn template_sample_spaces_are_exactly_their_valid_boards() {
    for (line, _) in TEMPLATES {
        let want: Vec<u16> = six_wrong_masks()
            .into_iter()
            .filter(|&m| oracle_answer(m) == Some(line.name()))
            .collect();
        let got: Vec<u16> = boards_with_answer(line).iter().map(|b| b.bits()).collect();
        assert_eq!(got, want, "template {line}");
    }
    assert_eq!(boards_with_answer(Line::Col1).len(), 405);
    assert_eq!(boards_with_answer(Line::Col2).len(), 405);
    assert_eq!(boards_with_answer(Line::Diag).len(), 332);
    assert_eq!(
        TEMPLATES,
        [(Line::Col1, 2), (Line::Col2, 2), (Line::Diag, 1)]
    );
}

#[test]
fn template_orbits_cover_all_3904_valid_boards() {
    let mut orbit = BTreeSet::new();
    for (line, _) in TEMPLATES {
        for &b in boards_with_answer(line) {
            for g in Symmetry::ALL {
                orbit.insert(g.apply_board(b));
            }
        }
    }
    let all: BTreeSet<Board> = Board::all_valid().collect();
    assert_eq!(orbit.len(), 3904);
    assert_eq!(orbit, all);
}

// ---------------------------------------------------------------------------------------------
// Generator

#[test]
fn twenty_thousand_seeded_boards_are_valid_and_each_line_is_the_answer_ten_percent() {
    let mut rng = ChaCha8Rng::seed_from_u64(20_000);
    let mut per_line = [0u32; 10];
    let mut distinct = BTreeSet::new();
    for _ in 0..20_000 {
        let b = generate_with_rng(&mut rng);
        let answer = b.answer().unwrap_or_else(|| panic!("invalid board {b}"));
        assert_eq!(oracle_answer(b.bits()), Some(answer.name()));
        per_line[answer.index()] += 1;
        distinct.insert(b);
    }
    for (l, &n) in Line::ALL.iter().zip(&per_line) {
        let share = f64::from(n) / 20_000.0;
        assert!((0.09..=0.11).contains(&share), "{l}: {share}");
    }
    // 20,000 draws from 3,904 boards reach nearly all of them.
    assert!(distinct.len() > 3800, "{}", distinct.len());
}

#[test]
fn seeds_are_reproducible() {
    let a: Vec<Board> = (0..50).map(generate_with_seed).collect();
    let b: Vec<Board> = (0..50).map(generate_with_seed).collect();
    assert_eq!(a, b);
    let distinct: BTreeSet<Board> = a.iter().copied().collect();
    assert!(distinct.len() > 40);
    // The first boards of seed 1, pinned so a change of algorithm or RNG is noticed.
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let first: Vec<String> = (0..3)
        .map(|_| {
            let b = generate_with_rng(&mut rng);
            format!("{b}\t{}", b.answer().unwrap())
        })
        .collect();
    assert_eq!(
        first,
        [
            "0001111110111100\trow2",
            "1101101101010101\tcol4",
            "1010111011001101\tcol1"
        ]
    );
}

#[test]
fn prior_is_uniform_within_each_answer_line_and_one_tenth_per_line() {
    let p = prior();
    assert_eq!(p.boards().len(), 3904);
    assert_eq!(p.total(), 1_344_600);
    for &(b, w) in p.boards() {
        let answer = b.answer().unwrap();
        // P(b) = 1/10 · 1/|boards with b's answer|.
        let n = boards_with_answer(answer).len() as u64;
        assert_eq!(w * 10 * n, p.total(), "{b}");
        assert_eq!(w, if answer.is_diagonal() { 405 } else { 332 });
        assert_eq!(p.weight(b), w);
    }
    for l in Line::ALL {
        let sum: u64 = p
            .boards()
            .iter()
            .filter(|(b, _)| b.answer() == Some(l))
            .map(|&(_, w)| w)
            .sum();
        assert_eq!(sum * 10, p.total(), "{l}");
    }
    assert_eq!(p.weight(Board::from_bits(0xffff)), 0);
    assert!(
        (p.probability(Board::from_line("1011110111001010").unwrap()) - 1.0 / 4050.0).abs() < 1e-15
    );
}

#[test]
fn prior_matches_the_generator_by_simulation() {
    // Diagonal boards are 405/332 times as likely as row or column boards; 60,000 draws see it.
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let (mut diag, mut other) = (0u32, 0u32);
    let n = 60_000;
    for _ in 0..n {
        if generate_with_rng(&mut rng)
            .answer()
            .is_some_and(Line::is_diagonal)
        {
            diag += 1;
        } else {
            other += 1;
        }
    }
    let per_diag_board = f64::from(diag) / (2.0 * 332.0);
    let per_other_board = f64::from(other) / (8.0 * 405.0);
    let ratio = per_diag_board / per_other_board;
    assert!((ratio - 405.0 / 332.0).abs() < 0.06, "{ratio}");
}

// ---------------------------------------------------------------------------------------------
// The game and its history

#[test]
fn flipping_counts_refuses_face_up_tiles_and_wins_on_the_answer() {
    let board = Board::from_line("1011110111001010").unwrap();
    let g = LinesGame::new(board).unwrap();
    assert_eq!(g.status(), Status::InProgress);
    let g = g.apply(&LinesMove::Flip(tile(1))).unwrap();
    assert_eq!((g.n_flips(), g.n_wrong_flipped()), (1, 1));
    assert_eq!(g.shown(tile(1)), Some(false));
    assert_eq!(g.shown(tile(0)), None);
    assert_eq!(
        g.apply(&LinesMove::Flip(tile(1))),
        Err(FlipError::FaceUp(tile(1)))
    );
    // Three of col1 face up, plus row1 minus its wrong tile: not won yet.
    let mut g = g;
    for i in [0, 4, 8, 2, 3] {
        g = g.apply(&LinesMove::Flip(tile(i))).unwrap();
        assert_eq!(g.status(), Status::InProgress);
    }
    assert_eq!(g.solved_line(), None);
    g = g.apply(&LinesMove::Flip(tile(12))).unwrap();
    assert_eq!(g.status(), Status::Won);
    assert_eq!(g.solved_line(), Some(Line::Col1));
    assert_eq!((g.n_flips(), g.n_wrong_flipped()), (7, 1));
    assert_eq!(
        g.apply(&LinesMove::Flip(tile(5))),
        Err(FlipError::Over(Line::Col1))
    );
    assert!(LinesGame::new(Board::from_bits(0xffff)).is_err());
}

#[test]
fn a_game_saves_and_resumes_by_replaying_its_flips() {
    let board = generate_with_seed(42);
    let game = LinesGame::new(board).unwrap();
    let mut h = History::new(game);
    let mut advisor = Advisor::new();
    let mut flips = 0;
    while h.status() == Status::InProgress {
        let pos = Position::of_game(h.current());
        // A fixed, not-so-clever order first, then the advisor's flips.
        let t = if flips < 3 {
            tile([5, 9, 14][flips])
        } else {
            advisor.best_flip(pos).unwrap().unwrap()
        };
        h.apply(LinesMove::Flip(t)).unwrap();
        flips += 1;
        if flips == 4 {
            // Save in the middle, reload, and carry on from the reloaded game.
            let json = serde_json::to_string(&h.to_saved()).unwrap();
            let rec: SavedHistory<LinesMove> = serde_json::from_str(&json).unwrap();
            let back = History::from_saved(game, &rec).unwrap();
            assert_eq!(back.current(), h.current());
            h = back;
        }
    }
    assert_eq!(h.status(), Status::Won);
    assert_eq!(h.current().n_flips() as usize, h.n_moves());
    assert!(!h.is_revealed());
    assert_eq!(h.current().solved_line(), board.answer());

    // A saved flip of a tile already face up is refused on replay.
    let bad = SavedHistory {
        moves: vec![LinesMove::Flip(tile(3)), LinesMove::Flip(tile(3))],
        cursor: 2,
        revealed: false,
    };
    assert!(matches!(
        History::from_saved(game, &bad),
        Err(ReplayError::BadMove { index: 1, .. })
    ));
    // A tile outside the board does not even load.
    assert!(serde_json::from_str::<LinesMove>("{\"flip\":16}").is_err());
    assert_eq!(
        serde_json::to_string(&LinesMove::Flip(tile(7))).unwrap(),
        "{\"flip\":7}"
    );
}

// ---------------------------------------------------------------------------------------------
// Advisor: odds

/// Brute-force odds: (total weight, weight per tile correct, weight per line) over the boards
/// consistent with `pos`, with weights 1/(10 · n(answer)) scaled to integers.
fn brute_odds(pos: Position) -> (u64, [u64; 16], [u64; 10]) {
    let (mut w, mut tiles, mut lines) = (0u64, [0u64; 16], [0u64; 10]);
    for m in six_wrong_masks() {
        let Some(name) = oracle_answer(m) else {
            continue;
        };
        if m & pos.face_up() != pos.correct() {
            continue;
        }
        let weight = if name == "diag" || name == "anti" {
            405
        } else {
            332
        };
        w += weight;
        for (i, t) in tiles.iter_mut().enumerate() {
            if m & (1 << i) != 0 {
                *t += weight;
            }
        }
        let li = LINES.iter().position(|(n, _)| *n == name).unwrap();
        lines[li] += weight;
    }
    (w, tiles, lines)
}

fn hand_made_positions() -> Vec<Position> {
    [
        // The start.
        "................",
        // One corner wrong: row1, col1 and diag are out.
        "0...............",
        // One inner tile correct.
        ".....1..........",
        // A cross of correct tiles around the centre.
        ".1...11...1.....",
        // Mixed: two wrong, three correct.
        "1..0.1....0...1.",
        // All six wrong tiles face up: only col1 is left (the board 1011110111001010).
        ".0....0...00.0.0",
        // Three of row4 correct, one of its neighbours wrong.
        "..........0.111.",
        // Five wrong face up: the sixth is somewhere.
        "0....0....0....0",
        "0..0.........0.0",
    ]
    .iter()
    .map(|s| Position::from_line(s).unwrap())
    .collect()
}

#[test]
fn odds_match_brute_force_counting_on_hand_made_positions() {
    let advisor = Advisor::new();
    for pos in hand_made_positions() {
        let odds = advisor.odds(pos).unwrap();
        let (w, tiles, lines) = brute_odds(pos);
        assert_eq!(odds.weight(), w, "{pos}");
        for t in Tile::all() {
            assert_eq!(odds.tile_weight(t), tiles[t.index()], "{pos} {t}");
            match pos.shown(t) {
                Some(true) => assert_eq!(odds.tile(t), 1.0),
                Some(false) => assert_eq!(odds.tile(t), 0.0),
                None => assert!((0.0..=1.0).contains(&odds.tile(t))),
            }
        }
        for l in Line::ALL {
            assert_eq!(odds.line_weight(l), lines[l.index()], "{pos} {l}");
        }
        // The line probabilities sum to 1, and the tile probabilities to the expected number of
        // correct tiles: 10 in all.
        let line_sum: f64 = Line::ALL.iter().map(|&l| odds.line(l)).sum();
        assert!((line_sum - 1.0).abs() < 1e-12, "{pos}: {line_sum}");
        let tile_sum: f64 = Tile::all().map(|t| odds.tile(t)).sum();
        assert!((tile_sum - 10.0).abs() < 1e-12, "{pos}: {tile_sum}");
    }
}

#[test]
fn odds_on_positions_worked_out_by_hand() {
    let advisor = Advisor::new();
    let start = advisor.odds(Position::new()).unwrap();
    assert_eq!(start.n_boards(), 3904);
    for l in Line::ALL {
        assert_eq!(start.line_weight(l) * 10, start.weight(), "{l}");
    }
    // Corner wrong: the three lines through it cannot be the answer.
    let corner = advisor
        .odds(Position::from_line("0...............").unwrap())
        .unwrap();
    for l in [Line::Row1, Line::Col1, Line::Diag] {
        assert_eq!(corner.line(l), 0.0);
    }
    // All six wrong tiles face up: one board is left, its answer col1.
    let six = advisor
        .odds(Position::from_line(".0....0...00.0.0").unwrap())
        .unwrap();
    assert_eq!(six.n_boards(), 1);
    assert_eq!(six.known_answer(), Some(Line::Col1));
    assert_eq!(six.line(Line::Col1), 1.0);
    for t in Tile::all() {
        let want = [1, 0, 1, 1, 1, 1, 0, 1, 1, 1, 0, 0, 1, 0, 1, 0][t.index()];
        assert_eq!(six.tile(t), f64::from(want), "{t}");
    }
    // Seven wrong tiles, or two full lines, match no board.
    for s in ["0000000.........", "1111111.1...1..."] {
        let pos = Position::from_line(s).unwrap();
        assert!(matches!(
            advisor.odds(pos),
            Err(PositionError::Inconsistent(_))
        ));
    }
    assert!(matches!(
        Position::from_line("0..x............"),
        Err(PositionError::Char {
            ch: 'x',
            pos: 3,
            ..
        })
    ));
    assert!(Position::from_line("0..").is_err());
}

// ---------------------------------------------------------------------------------------------
// Advisor: perfect play

/// Brute-force perfect play with no shortcuts: any face-down tile may be flipped (even one whose
/// value is known), and the game ends only when a line of correct tiles is face up. Returns T (the
/// weighted sum of flips still needed) over the consistent boards given.
fn brute_total(up: u16, boards: &[(u16, u64)], memo: &mut HashMap<(u16, u16), u64>) -> u64 {
    let correct = boards.first().map_or(0, |&(m, _)| m & up);
    if LINES
        .iter()
        .any(|(_, ts)| ts.iter().all(|&t| correct & (1 << t) != 0))
    {
        return 0;
    }
    if let Some(&t) = memo.get(&(up, correct)) {
        return t;
    }
    let w: u64 = boards.iter().map(|&(_, w)| w).sum();
    let mut best = u64::MAX;
    for i in 0..16 {
        let bit = 1u16 << i;
        if up & bit != 0 {
            continue;
        }
        let (on, off): (Vec<_>, Vec<_>) = boards.iter().partition(|&&(m, _)| m & bit != 0);
        let mut cost = w;
        for part in [on, off] {
            if !part.is_empty() {
                cost += brute_total(up | bit, &part, memo);
            }
        }
        best = best.min(cost);
    }
    memo.insert((up, correct), best);
    best
}

fn prior_boards() -> Vec<(u16, u64)> {
    prior()
        .boards()
        .iter()
        .map(|&(b, w)| (b.bits(), w))
        .collect()
}

#[test]
fn perfect_play_and_its_tie_break_match_an_unrestricted_brute_force_search_in_mid_game() {
    let mut advisor = Advisor::new();
    let all = prior_boards();
    let mut rng = ChaCha8Rng::seed_from_u64(99);
    let (mut checked, mut open) = (0, 0);
    while checked < 12 {
        // A position from a random board after 6 to 8 random flips, not yet won.
        let board = generate_with_rng(&mut rng);
        let mut pos = Position::new();
        let n = rng.random_range(6..=8);
        let mut order: Vec<usize> = (0..16).collect();
        for k in 0..n {
            let j = rng.random_range(k..16);
            order.swap(k, j);
            pos = pos.flip(tile(order[k]), board);
        }
        if pos.is_won() {
            continue;
        }
        let consistent: Vec<(u16, u64)> = all
            .iter()
            .copied()
            .filter(|&(m, _)| m & pos.face_up() == pos.correct())
            .collect();
        let mut memo = HashMap::new();
        let want = brute_total(pos.face_up(), &consistent, &mut memo);
        let w: u64 = consistent.iter().map(|&(_, w)| w).sum();
        assert_eq!(
            advisor.expected_flips_exact(pos).unwrap(),
            (want, w),
            "{pos}"
        );
        checked += 1;
        if advisor.odds(pos).unwrap().known_answer().is_some() {
            continue;
        }
        // While the answer is open, the best flip is the lowest of the uncertain tiles whose flip
        // costs least.
        let value = |i: usize, memo: &mut HashMap<(u16, u16), u64>| {
            let bit = 1u16 << i;
            let (on, off): (Vec<_>, Vec<_>) = consistent.iter().partition(|&&(m, _)| m & bit != 0);
            if on.is_empty() || off.is_empty() {
                return None;
            }
            Some(
                w + brute_total(pos.face_up() | bit, &on, memo)
                    + brute_total(pos.face_up() | bit, &off, memo),
            )
        };
        let values: Vec<(u64, usize)> = (0..16)
            .filter(|&i| pos.shown(tile(i)).is_none())
            .filter_map(|i| value(i, &mut memo).map(|v| (v, i)))
            .collect();
        let lowest = values.iter().min().unwrap();
        assert_eq!(lowest.0, want, "{pos}");
        assert_eq!(
            advisor.best_flip(pos).unwrap(),
            Some(tile(lowest.1)),
            "{pos}"
        );
        open += 1;
    }
    assert!(open >= 4, "only {open} positions with the answer open");
}

#[test]
fn simulating_the_best_flip_policy_on_every_board_gives_par_exactly() {
    let mut advisor = Advisor::new();
    let (par_t, par_w) = advisor.par_exact();
    assert_eq!(par_w, prior().total());
    let mut total = 0u64;
    let mut worst = 0;
    for &(board, w) in prior().boards() {
        let mut game = LinesGame::new(board).unwrap();
        while game.status() == Status::InProgress {
            let t = advisor
                .best_flip(Position::of_game(&game))
                .unwrap()
                .unwrap();
            assert!(!game.is_face_up(t));
            game = game.apply(&LinesMove::Flip(t)).unwrap();
        }
        assert!(game.n_flips() >= 4);
        assert_eq!(advisor.policy_flips(board), Ok(game.n_flips()));
        assert_eq!(advisor.best_flip(Position::of_game(&game)), Ok(None));
        worst = worst.max(game.n_flips());
        total += w * u64::from(game.n_flips());
    }
    assert_eq!(
        total, par_t,
        "the policy's weighted flips equal par exactly"
    );
    let par = advisor.par();
    assert!((par - par_t as f64 / par_w as f64).abs() < 1e-12);
    assert!((4.0..16.0).contains(&par), "{par}");
    assert!(worst <= 16);
    // The value found when this was written: 10,613,478 / 1,344,600 ≈ 7.893409 flips.
    assert_eq!((par_t, par_w), (10_613_478, 1_344_600));
}

#[test]
fn best_flip_is_never_worse_than_any_other_flip() {
    let mut advisor = Advisor::new();
    for s in [".....1..........", "1..0.1....0...1.", "..........0.111."] {
        let pos = Position::from_line(s).unwrap();
        let best = advisor.best_flip(pos).unwrap().unwrap();
        let values = advisor.flip_values(pos).unwrap();
        let best_value = values[best.index()].unwrap();
        let expected = advisor.expected_flips(pos).unwrap();
        assert!((best_value - expected).abs() < 1e-9, "{s}");
        for (i, v) in values.iter().enumerate() {
            match v {
                Some(v) => assert!(*v >= best_value - 1e-9, "{s}: tile {i}"),
                None => assert!(pos.shown(tile(i)).is_some()),
            }
        }
    }
    // Once the answer is known, the advice is to flip its face-down tiles in order.
    let known = Position::from_line(".0....0...00.0.0").unwrap();
    assert_eq!(advisor.best_flip(known), Ok(Some(tile(0))));
    assert_eq!(advisor.expected_flips_exact(known).unwrap().0, 4 * 332);
}

// ---------------------------------------------------------------------------------------------
// Command line

fn cli(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_sudoku-lines"))
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn cli_generate_prints_seeded_boards_with_their_answers() {
    let out = cli(&["lines", "generate", "--count", "200", "--seed", "1"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 200);
    assert_eq!(lines[0], "0001111110111100\trow2");
    for l in &lines {
        let (board, answer) = l.split_once('\t').unwrap();
        let b = Board::from_line(board).unwrap();
        assert_eq!(b.answer().unwrap().name(), answer);
    }
    let again = cli(&["lines", "generate", "--count=200", "--seed=1"]);
    assert_eq!(String::from_utf8(again.stdout).unwrap(), text);
    let one = cli(&["lines", "generate"]);
    assert_eq!(String::from_utf8(one.stdout).unwrap().lines().count(), 1);
}

#[test]
fn cli_hint_help_and_bad_arguments() {
    let out = cli(&["lines", "hint", ".0....0...00.0.0"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("1 consistent boards"), "{text}");
    assert!(text.contains("answer: col1 1.000"), "{text}");
    assert!(text.contains("best flip r1c1 (tile 0)"), "{text}");
    let help = cli(&["lines", "--help"]);
    assert!(help.status.success());
    assert!(
        String::from_utf8(help.stdout)
            .unwrap()
            .contains("generate [--count N] [--seed S]")
    );
    for bad in [
        &["lines", "generate", "--count", "x"][..],
        &["lines", "generate", "--sead", "1"],
        &["lines", "frobnicate"],
        &["lines", "hint", "0000000........."],
        &["lines", "hint"],
    ] {
        let out = cli(bad);
        assert_eq!(out.status.code(), Some(2), "{bad:?}");
        assert!(!out.stderr.is_empty());
    }
}

#[test]
fn cli_reports_a_closed_output_instead_of_panicking() {
    for args in [
        &["lines", "hint", "................"][..],
        &["lines", "--help"],
    ] {
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_sudoku-lines"))
            .args(args)
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        // The reader goes away before the answer is written, as with `| head -1`.
        drop(child.stdout.take());
        let out = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert!(matches!(out.status.code(), Some(0 | 1)), "{args:?}: {err}");
    }
}
