//! Whether a player's move in a real game made the ladder's next step: what counts as finding a
//! technique, for the progress the app keeps (see [`crate::stats::progress`]).
//!
//! The rule, stated once:
//! - **The position.** A move is judged where a hint would reason now ([`ladder_position`]): the
//!   true candidates of the givens and the player's correct digits, less the eliminations of the
//!   ladder's steps that the player's notes already show. The ladder's next step there is the
//!   step a hint would show.
//! - **A placement** counts when the next step makes it. Singles are the ladder's first rungs,
//!   so whenever a single is on the board the next step is a single, and which one the ladder
//!   names first is only the order it scans in: any single is the next step. A placement counts
//!   when it is a single in the position (the technique found is the easiest that makes it:
//!   hidden single in its box, then in its row or column, then naked single) or one of the next
//!   step's placements (a BUG+1, a chain that places). A digit that is merely correct (a guess,
//!   or found by a harder technique than the next step) does not count.
//! - **A removed note** counts when it is one of the next step's eliminations and the move
//!   completes that step: afterwards the notes show every one of its eliminations (in the cells
//!   that have notes). A pointing pair that removes three notes counts once, at the third. The
//!   eliminations of another step of the same technique (not the one the ladder names) do not
//!   count.
//! - Nothing else counts: erasing, filling or clearing all notes, reveals, and a placement's
//!   clearing of its peers' notes (that is part of the placement).
//!
//! Cost: a wrong digit, or a removed note that is the cell's solution, is refused at once. A
//! placement that is a single costs one pass of the single rungs. Any other move costs what a
//! hint costs, one run of the ladder up to its next step: microseconds on most positions, up to
//! tens of milliseconds where only forcing chains go on (`benches/found.rs`). The app judges
//! only the moves the player makes, not undo, redo or replays.
//!
//! A Killer's moves are judged by the same rule on the Killer ladder, in the true candidates
//! of its givens and correct digits ([`found_in_killer_move`]): its own techniques count under
//! their names, the classic ones it takes under theirs.

use super::game::{NoteMask, SudokuMove, SudokuState};
use super::grid::{Cell, Digit, Grid, House};
use super::hint::first_news;
use super::killer::{KillerTechnique, first_killer_news};
use super::strategy::{Candidates, StrategySolver, Technique};

/// A cell and a digit: a placement, or a note.
type Candidate = (Cell, Digit);

/// The technique the player found with a move, if the move made the ladder's next step in
/// `before` (see the module's rule). `notes` are the player's notes before the move (81 masks,
/// bit 0 is digit 1; a cell without notes is 0), `placed` the digit the move placed and
/// `removed` the notes it removed (each one that was there).
pub fn step_found(
    before: &Candidates,
    notes: &[NoteMask],
    placed: Option<(Cell, Digit)>,
    removed: &[(Cell, Digit)],
) -> Option<Technique> {
    if let Some((cell, digit)) = placed
        && let Some(single) = single_kind(before, cell, digit)
    {
        return Some(single);
    }
    let next = StrategySolver::next_step(before)?;
    makes(&next.placements, &next.eliminations, notes, placed, removed).then_some(next.technique)
}

/// The position a move in `state` is judged in, as a hint reasons: the true candidates of the
/// givens and the player's correct digits, less the eliminations of the ladder's steps that the
/// player's notes already show.
pub fn ladder_position(state: &SudokuState) -> Candidates {
    let mut cands = true_candidates(state);
    let notes = notes_of(state);
    let _ = first_news(&mut cands, Some(&notes));
    cands
}

/// The technique the player finds by making `mv` in `state` (the state before the move), if
/// the move makes the ladder's next step: [`step_found`] in [`ladder_position`], with what the
/// move places and the notes it removes. Call it for the moves the player makes, not for undo,
/// redo or replays. A Killer's moves are judged by [`found_in_killer_move`] instead: the classic
/// ladder knows nothing of cages, so its next step is not the one a Killer's hint shows (and on
/// a Killer's open grid it ran to its forcing chains on every move).
pub fn found_in_move(state: &SudokuState, mv: &SudokuMove) -> Option<Technique> {
    if state.killer().is_some() {
        return None;
    }
    judge(
        state,
        mv,
        |t| t,
        |cands, notes| {
            first_news(cands, Some(notes)).map(|s| (s.technique, s.placements, s.eliminations))
        },
    )
}

/// The same rule in a Killer, by the Killer ladder: the technique (Killer's own, or a classic
/// one the Killer ladder took) the player finds by making `mv` in `state`, if the move makes
/// the step a Killer hint would show. `None` for a classic game.
pub fn found_in_killer_move(state: &SudokuState, mv: &SudokuMove) -> Option<KillerTechnique> {
    let killer = state.killer()?;
    judge(state, mv, KillerTechnique::Classic, |cands, notes| {
        first_killer_news(killer, cands, Some(notes))
            .map(|s| (s.technique, s.placements, s.eliminations))
    })
}

/// The module's rule over a ladder. `first` finds the ladder's first news to the notes in the
/// position (taking the steps they already show into it) and gives its technique, placements
/// and eliminations; `single` names a single's technique as the ladder does.
fn judge<T>(
    state: &SudokuState,
    mv: &SudokuMove,
    single: impl Fn(Technique) -> T,
    first: impl FnOnce(&mut Candidates, &[NoteMask]) -> Option<(T, Vec<Candidate>, Vec<Candidate>)>,
) -> Option<T> {
    let (placed, removed) = judged_parts(state, mv)?;
    let notes = notes_of(state);
    let mut before = true_candidates(state);
    let next = first(&mut before, &notes);
    if let Some((cell, digit)) = placed
        && let Some(found) = single_kind(&before, cell, digit)
    {
        return Some(single(found));
    }
    let (technique, placements, eliminations) = next?;
    makes(&placements, &eliminations, &notes, placed, &removed).then_some(technique)
}

/// The name of the technique a move finds, in a classic game or a Killer (the progress keeps
/// techniques by name).
pub fn found_name_in_move(state: &SudokuState, mv: &SudokuMove) -> Option<&'static str> {
    if state.killer().is_some() {
        found_in_killer_move(state, mv).map(KillerTechnique::name)
    } else {
        found_in_move(state, mv).map(Technique::name)
    }
}

/// What a move places and the notes it removes, when it can make a step at all: a placement or
/// removals of notes the player has, none of which the solution contradicts (said without
/// running a ladder).
fn judged_parts(
    state: &SudokuState,
    mv: &SudokuMove,
) -> Option<(Option<Candidate>, Vec<Candidate>)> {
    let has_note = |c: Cell, d: Digit| state.digit(c).is_none() && state.notes(c) & d.bit() != 0;
    let (placed, removed): (Option<Candidate>, Vec<Candidate>) = match mv {
        SudokuMove::Place { cell, digit, .. } if !state.is_given(*cell) => {
            (Some((*cell, *digit)), Vec::new())
        }
        SudokuMove::ToggleNote { cell, digit } if has_note(*cell, *digit) => {
            (None, vec![(*cell, *digit)])
        }
        SudokuMove::RemoveNotes { notes } => (
            None,
            notes
                .iter()
                .copied()
                .filter(|&(c, d)| has_note(c, d))
                .collect(),
        ),
        _ => return None,
    };
    let solution = state.solution();
    if placed.is_some_and(|(c, d)| solution.get(c) != Some(d))
        || removed.iter().any(|&(c, d)| solution.get(c) == Some(d))
        || (placed.is_none() && removed.is_empty())
    {
        return None;
    }
    Some((placed, removed))
}

/// Whether the move makes the next step, which makes `placements` and `eliminations`: one of
/// its placements, or a removal that completes its eliminations.
fn makes(
    placements: &[Candidate],
    eliminations: &[Candidate],
    notes: &[NoteMask],
    placed: Option<(Cell, Digit)>,
    removed: &[(Cell, Digit)],
) -> bool {
    if placed.is_some_and(|p| placements.contains(&p)) {
        return true;
    }
    let note = |c: Cell| notes.get(c.index()).copied().unwrap_or(0);
    let shown = |c: Cell, d: Digit| note(c) & d.bit() != 0;
    let makes_part = removed
        .iter()
        .any(|&(c, d)| shown(c, d) && eliminations.contains(&(c, d)));
    let completes = eliminations
        .iter()
        .all(|&(c, d)| note(c) == 0 || !shown(c, d) || removed.contains(&(c, d)));
    makes_part && completes
}

/// The easiest single that places `digit` in `cell` in `c`: a hidden single in its box, in its
/// row or column, or a naked single; `None` when it is none of them.
fn single_kind(c: &Candidates, cell: Cell, digit: Digit) -> Option<Technique> {
    if c.get(cell).is_some() || !c.has(cell, digit) {
        return None;
    }
    let [row, col, boxed] = cell.houses();
    let only_place = |h: House| h.cells().into_iter().all(|y| y == cell || !c.has(y, digit));
    if only_place(boxed) {
        Some(Technique::HiddenSingleBox)
    } else if only_place(row) || only_place(col) {
        Some(Technique::HiddenSingleLine)
    } else if c.mask(cell) == digit.bit() {
        Some(Technique::NakedSingle)
    } else {
        None
    }
}

/// The candidates of the givens and the player's correct digits (a wrong digit's cell is empty).
fn true_candidates(state: &SudokuState) -> Candidates {
    let mut board: Grid = *state.givens();
    for c in Cell::all() {
        if board.get(c).is_none()
            && let Some(d) = state.entries().get(c)
            && state.solution().get(c) == Some(d)
        {
            board.set(c, Some(d));
        }
    }
    Candidates::from_grid(&board)
}

fn notes_of(state: &SudokuState) -> Vec<NoteMask> {
    Cell::all().map(|c| state.notes(c)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::Puzzle;
    use crate::sudoku::strategy::Step;

    /// The first puzzle of the hint pictures' corpus (tests/fixtures/hint/pictures.txt).
    const PUZZLE: &str =
        ".4.2.8...3...1.9..1...3..84419........3...5........24156..2...7..7.5...8...4.7.5.";

    fn grid(line: &str) -> Grid {
        Grid::from_line(line).expect("puzzle parses")
    }

    fn masks(c: &Candidates) -> Vec<NoteMask> {
        Cell::all().map(|x| c.mask(x)).collect()
    }

    /// The position of the first puzzle among `lines` whose ladder reaches a step of
    /// `technique`, just before that step, with the step.
    fn position_before(technique: Technique) -> (Grid, Candidates, Step) {
        let corpus = include_str!("../../tests/fixtures/hint/pictures.txt");
        for line in corpus
            .lines()
            .filter(|l| !l.starts_with('#') && l.len() >= 81)
        {
            let g = grid(&line[..81]);
            let mut c = Candidates::from_grid(&g);
            for _ in 0..300 {
                let Some(step) = StrategySolver::next_step(&c) else {
                    break;
                };
                if step.technique == technique {
                    return (g, c, step);
                }
                c.apply(&step);
            }
        }
        panic!("no puzzle of the corpus reaches {technique}");
    }

    #[test]
    fn every_single_counts_not_only_the_one_the_ladder_names() {
        let c = Candidates::from_grid(&grid(PUZZLE));
        let next = StrategySolver::next_step(&c).expect("a step");
        assert_eq!(next.technique, Technique::HiddenSingleBox);
        let p = next.placements[0];
        assert_eq!(step_found(&c, &[], Some(p), &[]), Some(next.technique));
        // Every other single of the position counts too, as the easiest kind that makes it.
        let singles: Vec<(Cell, Digit, Technique)> = Cell::all()
            .flat_map(|x| Digit::all().map(move |d| (x, d)))
            .filter_map(|(x, d)| single_kind(&c, x, d).map(|t| (x, d, t)))
            .collect();
        assert!(singles.len() > 1, "{singles:?}");
        for &(x, d, t) in &singles {
            assert_eq!(step_found(&c, &[], Some((x, d)), &[]), Some(t));
        }
    }

    #[test]
    fn a_correct_digit_no_next_step_makes_does_not_count() {
        let g = grid(PUZZLE);
        let solution = g.solution().expect("solvable");
        let c = Candidates::from_grid(&g);
        let (cell, digit) = Cell::all()
            .filter(|&x| g.get(x).is_none())
            .filter_map(|x| solution.get(x).map(|d| (x, d)))
            .find(|&(x, d)| single_kind(&c, x, d).is_none())
            .expect("a cell that is not a single");
        assert_eq!(step_found(&c, &[], Some((cell, digit)), &[]), None);
        // A wrong digit never counts either.
        let wrong = Digit::all()
            .find(|&d| Some(d) != solution.get(cell))
            .expect("another digit");
        assert_eq!(step_found(&c, &[], Some((cell, wrong)), &[]), None);
    }

    #[test]
    fn removing_a_pointing_pairs_candidates_counts_once_when_complete() {
        let (_, c, next) = position_before(Technique::Pointing);
        // The player's notes show the true candidates.
        let notes = masks(&c);
        let elims = next.eliminations.clone();
        assert!(!elims.is_empty());
        // All at once (as a hint's action applies them).
        assert_eq!(
            step_found(&c, &notes, None, &elims),
            Some(Technique::Pointing)
        );
        // One at a time: counted at the last one only.
        let mut notes_now = notes.clone();
        for (i, &(x, d)) in elims.iter().enumerate() {
            let found = step_found(&c, &notes_now, None, &[(x, d)]);
            let last = i + 1 == elims.len();
            assert_eq!(found, last.then_some(Technique::Pointing), "removal {i}");
            notes_now[x.index()] &= !d.bit();
        }
        // A note that is no elimination of the step does not count.
        let other = Cell::all()
            .flat_map(|x| Digit::all().map(move |d| (x, d)))
            .find(|&(x, d)| c.has(x, d) && !elims.contains(&(x, d)))
            .expect("another candidate");
        assert_eq!(step_found(&c, &notes, None, &[other]), None);
    }

    #[test]
    fn a_real_game_judges_moves_in_the_hints_position() {
        let (g, c, next) = position_before(Technique::Pointing);
        let solution = g.solution().expect("solvable");
        // The position's digits entered by the player, every candidate noted, and the notes of
        // the earlier steps' eliminations removed: the board a player reaches before the step.
        let mut state = SudokuState::new(g, solution);
        for x in Cell::all().filter(|&x| g.get(x).is_none()) {
            if let Some(d) = c.get(x) {
                let mv = SudokuMove::Place {
                    cell: x,
                    digit: d,
                    clear_peer_notes: false,
                };
                state = state.apply(&mv).expect("placement");
            }
        }
        state = state.apply(&SudokuMove::FillNotes).expect("notes");
        let extra: Vec<(Cell, Digit)> = Cell::all()
            .filter(|&x| c.get(x).is_none())
            .flat_map(|x| Digit::all().map(move |d| (x, d)))
            .filter(|&(x, d)| state.notes(x) & d.bit() != 0 && !c.has(x, d))
            .collect();
        if !extra.is_empty() {
            let mv = SudokuMove::RemoveNotes { notes: extra };
            state = state.apply(&mv).expect("removal");
        }
        assert_eq!(ladder_position(&state), c);
        let remove = SudokuMove::RemoveNotes {
            notes: next.eliminations.clone(),
        };
        assert_eq!(found_in_move(&state, &remove), Some(Technique::Pointing));
        // Erasing, filling notes and moves on givens never count.
        assert_eq!(found_in_move(&state, &SudokuMove::FillNotes), None);
        let given = Cell::all().find(|&x| g.get(x).is_some()).expect("a given");
        let mv = SudokuMove::Place {
            cell: given,
            digit: Digit::all().next().expect("a digit"),
            clear_peer_notes: true,
        };
        assert_eq!(found_in_move(&state, &mv), None);
        // Once the step is made, the same removal (the notes are gone) counts no more.
        let after = state.apply(&remove).expect("removal");
        assert_eq!(found_in_move(&after, &remove), None);
    }

    #[test]
    fn a_hidden_single_placed_in_a_game_counts() {
        let g = grid(PUZZLE);
        let state = SudokuState::new(g, g.solution().expect("solvable"));
        let next = StrategySolver::next_step(&Candidates::from_grid(&g)).expect("a step");
        let (cell, digit) = next.placements[0];
        let mv = SudokuMove::Place {
            cell,
            digit,
            clear_peer_notes: true,
        };
        assert_eq!(found_in_move(&state, &mv), Some(next.technique));
        // A wrong digit in the same cell, or removing the cell's solution from its notes, is
        // refused without a look at the ladder.
        let wrong = Digit::all().find(|&d| d != digit).expect("another digit");
        let mv = SudokuMove::Place {
            cell,
            digit: wrong,
            clear_peer_notes: true,
        };
        assert_eq!(found_in_move(&state, &mv), None);
        let noted = state.apply(&SudokuMove::FillNotes).expect("notes");
        let mv = SudokuMove::ToggleNote { cell, digit };
        assert_eq!(found_in_move(&noted, &mv), None);
    }
}
