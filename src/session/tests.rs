use super::*;
use crate::puzzle::Difficulty;
use crate::settings::MistakeDisplay;
use crate::sudoku::{Cell, Digit, Grid, SudokuMove, SudokuState};

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

fn session(rules: Rules) -> SudokuSession {
    SudokuSession::new(
        SudokuState::new(
            Grid::from_line(PUZZLE).unwrap(),
            Grid::from_line(SOLUTION).unwrap(),
        ),
        GameInfo {
            difficulty: "easy".into(),
            score: None,
            techniques: vec![],
            origin: None,
        },
        rules,
    )
}

fn c(i: usize) -> Cell {
    Cell::new(i).unwrap()
}

fn d(n: u8) -> Digit {
    Digit::new(n).unwrap()
}

fn solution_digit(i: usize) -> Digit {
    d(SOLUTION.as_bytes()[i] - b'0')
}

#[test]
fn the_rules_decide_whether_the_same_digit_is_highlighted() {
    let mut s = session(Rules::default());
    // r1c1 holds a given 5 in the test puzzle; its fellow 5s highlight.
    s.input(Input::TapCell(c(0)));
    let v = s.view();
    assert_ne!(v.highlight, 0);
    assert!(v.cells.iter().filter(|c| c.same_digit).count() > 1);
    s.set_rules(Rules {
        highlight_same_digits: false,
        ..Rules::default()
    });
    let v = s.view();
    assert_eq!(v.highlight, 0);
    assert!(v.cells.iter().all(|c| !c.same_digit));
}

#[test]
fn cell_first_entry_places_and_highlights() {
    let mut s = session(Rules::default());
    assert_eq!(s.input(Input::TapCell(c(2))), Outcome::Changed);
    assert_eq!(s.input(Input::Digit(d(4))), Outcome::Changed);
    let v = s.view();
    assert_eq!(v.cells[2].digit, 4);
    assert!(v.cells[2].selected && !v.cells[2].given);
    assert_eq!(v.highlight, 4);
    assert!(
        v.cells
            .iter()
            .filter(|c| c.same_digit)
            .all(|c| c.digit == 4)
    );
    assert!(v.cells[20].related && !v.cells[40].related);
    assert_eq!(v.remaining[3], 9 - 3);
}

#[test]
fn digit_first_entry_locks_places_and_unlocks() {
    let mut s = session(Rules::default());
    s.input(Input::Digit(d(4)));
    assert_eq!(s.locked_digit(), Some(d(4)));
    s.input(Input::TapCell(c(2)));
    s.input(Input::TapCell(c(10)));
    assert_eq!(s.state().digit(c(2)), Some(d(4)));
    assert_eq!(s.state().digit(c(10)), Some(d(4)));
    // tapping a cell holding the locked digit takes it out again
    s.input(Input::TapCell(c(10)));
    assert_eq!(s.state().digit(c(10)), None);
    // a given is never changed
    s.input(Input::TapCell(c(0)));
    assert_eq!(s.state().digit(c(0)), Some(d(5)));
    s.input(Input::Digit(d(7)));
    assert_eq!(s.locked_digit(), Some(d(7)));
    s.input(Input::Digit(d(7)));
    assert_eq!(s.locked_digit(), None);
}

#[test]
fn notes_toggle_and_clear_on_placement_as_one_undo_step() {
    let mut s = session(Rules::default());
    s.input(Input::TapCell(c(2)));
    s.input(Input::NoteDigit(d(1)));
    s.input(Input::NoteDigit(d(2)));
    s.input(Input::TapCell(c(3)));
    s.input(Input::ToggleNotesMode);
    s.input(Input::Digit(d(2)));
    s.input(Input::Digit(d(6)));
    s.input(Input::ToggleNotesMode);
    assert_eq!(s.state().notes(c(2)), d(1).bit() | d(2).bit());
    assert_eq!(s.state().notes(c(3)), d(2).bit() | d(6).bit());
    s.input(Input::TapCell(c(18)));
    s.input(Input::Digit(d(2)));
    assert_eq!(
        s.state().notes(c(2)),
        d(1).bit(),
        "2 leaves the box peer's notes"
    );
    assert_eq!(s.state().notes(c(3)), d(2).bit() | d(6).bit(), "not a peer");
    assert_eq!(s.input(Input::Undo), Outcome::Changed);
    assert_eq!(s.state().digit(c(18)), None);
    assert_eq!(s.state().notes(c(2)), d(1).bit() | d(2).bit());
    assert_eq!(s.input(Input::Redo), Outcome::Changed);
    assert_eq!(s.state().digit(c(18)), Some(d(2)));
}

#[test]
fn auto_notes_hold_exactly_the_candidates() {
    let mut s = session(Rules::default());
    s.input(Input::FillNotes);
    let board = s.state().board();
    for cell in Cell::all() {
        let notes = s.state().notes(cell);
        if board.get(cell).is_some() {
            assert_eq!(notes, 0);
            continue;
        }
        for digit in Digit::all() {
            let blocked = cell.peers().any(|p| board.get(p) == Some(digit));
            assert_eq!(notes & digit.bit() != 0, !blocked, "{cell} {digit}");
        }
    }
    s.input(Input::ClearAllNotes);
    assert!(Cell::all().all(|c| s.state().notes(c) == 0));
    s.input(Input::Undo);
    assert_ne!(s.state().notes(c(2)), 0);
}

#[test]
fn mistakes_show_by_mode_and_the_limit_ends_the_game() {
    let mut s = session(Rules {
        mistakes: MistakeDisplay::AgainstSolution,
        mistake_limit: true,
        clear_peer_notes: true,
        ..Rules::default()
    });
    s.input(Input::TapCell(c(2)));
    s.input(Input::Digit(d(1))); // wrong, no clash in its houses? 1 is not in row 0, col 2, box 0
    assert!(s.view().cells[2].error);
    s.set_rules(Rules {
        mistakes: MistakeDisplay::Conflicts,
        mistake_limit: true,
        clear_peer_notes: true,
        ..Rules::default()
    });
    assert!(!s.view().cells[2].error, "wrong but not a conflict");
    // Tapping the cell again arms it for replacing its digit.
    s.input(Input::TapCell(c(2)));
    s.input(Input::Digit(d(5))); // clashes with the 5 in r1c1
    assert!(s.view().cells[2].error);
    assert_eq!(s.mistakes(), 2);
    s.input(Input::TapCell(c(2)));
    assert_eq!(s.input(Input::Digit(d(3))), Outcome::Lost);
    assert_eq!(s.status(), Status::Lost);
    assert!(!s.is_clock_running());
    assert_eq!(s.input(Input::Digit(d(4))), Outcome::Unchanged);
}

#[test]
fn pause_stops_the_clock_and_blocks_input() {
    let mut s = session(Rules::default());
    assert!(s.is_clock_running());
    s.input(Input::TogglePause);
    assert!(s.view().paused && !s.is_clock_running());
    s.input(Input::TapCell(c(2)));
    assert_eq!(s.input(Input::Digit(d(4))), Outcome::Unchanged);
    assert_eq!(s.state().digit(c(2)), None);
    s.suspend();
    s.resume();
    assert!(
        !s.is_clock_running(),
        "resume after background keeps the pause"
    );
    s.input(Input::TogglePause);
    assert!(s.is_clock_running());
}

#[test]
fn solving_wins_stops_the_clock_and_freezes_undo() {
    let mut s = session(Rules::default());
    let givens = Grid::from_line(PUZZLE).unwrap();
    let empties: Vec<usize> = (0..81).filter(|&i| givens.get(c(i)).is_none()).collect();
    let (last, rest) = empties.split_last().unwrap();
    for &i in rest {
        s.input(Input::TapCell(c(i)));
        assert_eq!(s.input(Input::Digit(solution_digit(i))), Outcome::Changed);
    }
    s.input(Input::TapCell(c(*last)));
    assert_eq!(s.input(Input::Digit(solution_digit(*last))), Outcome::Won);
    assert_eq!(s.status(), Status::Won);
    assert!(!s.is_clock_running());
    assert_eq!(s.input(Input::Undo), Outcome::Unchanged);
    s.resume();
    assert!(!s.is_clock_running(), "a won game's clock never restarts");
    assert!(!s.is_revealed());
    assert_eq!(s.mistakes(), 0);
}

#[test]
fn reveal_marks_the_game_and_still_completes() {
    let mut s = session(Rules::default());
    s.input(Input::TapCell(c(2)));
    s.input(Input::RevealCell);
    assert_eq!(s.state().digit(c(2)), Some(d(4)));
    assert!(s.is_revealed());
    assert_eq!(s.input(Input::RevealSolution), Outcome::Won);
}

#[test]
fn save_and_resume_restore_board_notes_undo_and_time() {
    let mut s = session(Rules::default());
    s.input(Input::TapCell(c(2)));
    s.input(Input::Digit(d(4)));
    s.input(Input::TapCell(c(3)));
    s.input(Input::NoteDigit(d(6)));
    s.input(Input::TapCell(c(5)));
    s.input(Input::Digit(d(9))); // wrong
    s.input(Input::Undo);
    s.hint_step().unwrap();
    let saved = s.to_saved();
    let json = serde_json::to_string(&saved).unwrap();
    let back: Saved<SudokuState> = serde_json::from_str(&json).unwrap();
    let mut r = SudokuSession::from_saved(&back, Rules::default()).unwrap();
    assert_eq!(r.state(), s.state());
    assert_eq!(r.id(), s.id());
    assert_eq!(r.mistakes(), 1);
    assert_eq!(r.hints(), 1);
    assert!(r.elapsed_ms() >= saved.elapsed_ms && !r.is_clock_running());
    assert_eq!(r.input(Input::Redo), Outcome::Changed);
    assert_eq!(r.state().digit(c(5)), Some(d(9)));
    r.input(Input::Undo);
    r.input(Input::Undo);
    r.input(Input::Undo);
    assert_eq!(r.state().digit(c(2)), None);
}

#[test]
fn resume_refuses_a_tampered_save() {
    let s = session(Rules::default());
    let mut saved = s.to_saved();
    saved.setup.solution = Grid::from_line(PUZZLE).unwrap();
    assert!(matches!(
        SudokuSession::from_saved(&saved, Rules::default()),
        Err(ResumeError::Setup(_))
    ));
    let mut saved = s.to_saved();
    saved.history.moves.push(SudokuMove::Erase { cell: c(0) });
    saved.history.cursor = 1;
    assert!(matches!(
        SudokuSession::from_saved(&saved, Rules::default()),
        Err(ResumeError::Replay(_))
    ));
}

#[test]
fn arrows_move_the_selection_and_wrap() {
    let mut s = session(Rules::default());
    s.input(Input::Move(Direction::Up));
    assert_eq!(s.selected(), Some(c(40)));
    s.input(Input::TapCell(c(0)));
    s.input(Input::Move(Direction::Up));
    assert_eq!(s.selected(), Some(c(72)));
    s.input(Input::Move(Direction::Left));
    assert_eq!(s.selected(), Some(c(80)));
}

#[test]
fn hints_step_through_layers_and_apply_a_correct_move() {
    let mut s = session(Rules::default());
    // a wrong digit is pointed at first
    s.input(Input::TapCell(c(2)));
    s.input(Input::Digit(d(1)));
    assert!(s.hint_step().is_ok());
    assert_eq!(s.hints(), 1);
    let v = s.hint_view().unwrap();
    assert_eq!(v.lines.len(), 1);
    assert!(!v.can_apply && v.has_more);
    for _ in 0..3 {
        assert!(s.hint_step().is_ok());
    }
    let v = s.hint_view().unwrap();
    assert_eq!(v.lines.len(), 4);
    assert!(v.can_apply && !v.has_more);
    assert!(v.cells.contains(&c(2)));
    assert_eq!(s.apply_hint(), Outcome::Changed);
    assert_eq!(s.state().digit(c(2)), None, "the wrong digit is erased");
    assert!(s.hint_view().is_none());
    // then real steps: each applied hint keeps the board consistent with the solution
    for _ in 0..10 {
        assert!(s.hint_step().is_ok());
        while s.hint_view().is_some_and(|v| !v.can_apply) {
            s.hint_step().unwrap();
        }
        let outcome = s.apply_hint();
        assert!(
            matches!(outcome, Outcome::Changed | Outcome::Won),
            "{outcome:?}"
        );
        assert!(s.state().wrong_cells().is_empty());
    }
    assert_eq!(s.hints(), 11);
    assert!(s.state().board().n_filled() > Grid::from_line(PUZZLE).unwrap().n_filled());
}

#[test]
fn typed_digits_never_lock_a_digit() {
    let mut s = session(Rules::default());
    s.input(Input::TapCell(c(0)));
    assert!(matches!(
        s.input(Input::KeyDigit(d(3))),
        Outcome::Refused(_)
    ));
    assert_eq!(s.locked_digit(), None);
    s.input(Input::TapCell(c(2)));
    assert_eq!(s.input(Input::KeyDigit(d(4))), Outcome::Changed);
    assert_eq!(s.state().digit(c(2)), Some(d(4)));
}

#[test]
fn the_pad_never_overwrites_a_digit_just_placed() {
    let mut s = session(Rules::default());
    s.input(Input::TapCell(c(2)));
    assert_eq!(s.input(Input::Digit(solution_digit(2))), Outcome::Changed);
    // The next pad digit starts digit-first entry instead of replacing the correct digit.
    assert_eq!(s.input(Input::Digit(d(7))), Outcome::Changed);
    assert_eq!(s.state().digit(c(2)), Some(solution_digit(2)));
    assert_eq!(s.locked_digit(), Some(d(7)));
    assert_eq!(s.mistakes(), 0, "no mistake was counted");
    // Unlock, tap the cell again: now the pad replaces its digit on purpose.
    s.input(Input::Digit(d(7)));
    s.input(Input::TapCell(c(2)));
    s.input(Input::Digit(d(1)));
    assert_eq!(s.state().digit(c(2)), Some(d(1)));
    assert_eq!(s.mistakes(), 1);
    // The keyboard always fills the selected cell.
    assert_eq!(s.input(Input::KeyDigit(d(4))), Outcome::Changed);
    assert_eq!(s.state().digit(c(2)), Some(d(4)));
}

#[test]
fn in_conflicts_mode_the_later_digit_is_the_mistake() {
    let mut s = session(Rules {
        mistakes: MistakeDisplay::Conflicts,
        mistake_limit: false,
        clear_peer_notes: true,
        ..Rules::default()
    });
    // r1c3 then r1c4 both 1: the second one placed is to blame.
    s.input(Input::TapCell(c(2)));
    s.input(Input::Digit(d(1)));
    s.input(Input::TapCell(c(3)));
    s.input(Input::Digit(d(1)));
    let v = s.view();
    assert!(v.cells[3].error && !v.cells[3].clash);
    assert!(
        !v.cells[2].error && v.cells[2].clash,
        "the earlier digit gets the light cue"
    );
    // A digit clashing with a given is the mistake; the given gets the light cue.
    s.input(Input::TapCell(c(10)));
    s.input(Input::Digit(d(9)));
    let v = s.view();
    assert!(v.cells[10].error);
    assert!(v.cells[13].given && v.cells[13].clash && !v.cells[13].error);
    // Undo the later 1: nothing clashes in row 1 any more.
    s.input(Input::Undo);
    s.input(Input::Undo);
    let v = s.view();
    assert!(!v.cells[2].error && !v.cells[2].clash);
}

#[test]
fn out_of_range_numbers_in_a_save_are_refused() {
    let s = session(Rules::default());
    let mut saved = s.to_saved();
    saved.elapsed_ms = u64::MAX;
    assert!(matches!(
        SudokuSession::from_saved(&saved, Rules::default()),
        Err(ResumeError::OutOfRange {
            field: "elapsed_ms",
            ..
        })
    ));
    let mut saved = s.to_saved();
    saved.mistakes = Some(u32::MAX);
    assert!(SudokuSession::from_saved(&saved, Rules::default()).is_err());
    let mut saved = s.to_saved();
    saved.hints = u32::MAX;
    assert!(SudokuSession::from_saved(&saved, Rules::default()).is_err());
    // A long but real game loads.
    let mut saved = s.to_saved();
    saved.elapsed_ms = 30 * 24 * 3600 * 1000;
    saved.mistakes = Some(500);
    assert!(SudokuSession::from_saved(&saved, Rules::default()).is_ok());
}

#[test]
fn a_save_with_a_blank_id_or_difficulty_makes_a_record_the_statistics_accept() {
    let mut saved = session(Rules::default()).to_saved();
    saved.id = "  ".into();
    saved.info.difficulty = " \t".into();
    let resumed = SudokuSession::from_saved(&saved, Rules::default()).unwrap();
    let record = resumed.to_record(chrono::Local::now().fixed_offset());
    assert_eq!(record.problem(), None, "{record:?}");
    assert_eq!(record.difficulty, Difficulty::Custom);
}

/// The marking tools: both kinds of notes, colours, checkpoints, the last right position and
/// check on demand.
mod killer;
mod tools;

/// Plays `input` and returns what the screen reader is told of it.
fn said(s: &mut SudokuSession, input: Input) -> Option<String> {
    use crate::session::spoken::{Cause, what_changed};
    let cause = match input {
        Input::Undo => Cause::Undo,
        Input::Redo => Cause::Redo,
        _ => Cause::Play,
    };
    let before = s.view();
    s.input(input);
    what_changed(&before, &s.view(), cause, s.elapsed_secs())
}

#[test]
fn a_listener_hears_each_change_in_one_phrase() {
    let mut s = session(Rules::default());
    // r1c3 is empty; the selection is read with the cell's state.
    assert_eq!(
        said(&mut s, Input::TapCell(c(2))).as_deref(),
        Some("Row 1, column 3, empty")
    );
    assert_eq!(
        said(&mut s, Input::Move(Direction::Down)).as_deref(),
        Some("Row 2, column 3, empty")
    );
    s.input(Input::Move(Direction::Up));
    // Notes in r1c3, then a 4 placed in r1c4's neighbour r1c3 takes note 4 from its peers.
    s.input(Input::ToggleNotesMode);
    assert_eq!(
        said(&mut s, Input::Digit(d(4))).as_deref(),
        Some("Row 1, column 3: empty, notes 4")
    );
    s.input(Input::TapCell(c(3)));
    s.input(Input::Digit(d(4)));
    s.input(Input::ToggleNotesMode);
    s.input(Input::TapCell(c(2)));
    let placed = said(&mut s, Input::Digit(d(4))).unwrap();
    assert_eq!(
        placed,
        "4 placed in row 1, column 3; note 4 removed from 1 cell"
    );
    // Undo says what changed back.
    let undone = said(&mut s, Input::Undo).unwrap();
    assert!(
        undone.starts_with("Undone: row 1, column 3 erased"),
        "{undone}"
    );
    // A 5 in r1c3 repeats the given 5 of r1c1.
    let clash = said(&mut s, Input::Digit(d(5))).unwrap();
    assert!(
        clash.starts_with("5 placed in row 1, column 3; conflict with row 1, column 1"),
        "{clash}"
    );
    // Pause and resume.
    assert_eq!(
        said(&mut s, Input::TogglePause).as_deref(),
        Some("Paused, the board is hidden")
    );
    assert_eq!(said(&mut s, Input::TogglePause).as_deref(), Some("Resumed"));
    // Nothing changed, nothing said.
    let tool = s.ui().tool();
    assert_eq!(said(&mut s, Input::Take(tool)), None);
}

#[test]
fn the_win_is_said_with_its_time() {
    let mut s = session(Rules::default());
    s.set_elapsed_ms(724_000);
    let won = said(&mut s, Input::RevealSolution).unwrap();
    assert!(won.starts_with("Solved in 12:0"), "{won}");
}

#[test]
fn a_row_column_or_box_is_read_as_a_list() {
    use crate::session::spoken::{Readout, readout};
    let mut s = session(Rules::default());
    assert_eq!(readout(&s.view(), Readout::Row), None, "nothing selected");
    s.input(Input::TapCell(c(2)));
    assert_eq!(
        readout(&s.view(), Readout::Row).as_deref(),
        Some("row 1: 5, 3, empty, empty, 7, empty, empty, empty, empty")
    );
    assert_eq!(
        readout(&s.view(), Readout::Column).as_deref(),
        Some("column 3: empty, empty, 8, empty, empty, empty, empty, empty, empty")
    );
    assert_eq!(
        readout(&s.view(), Readout::Box).as_deref(),
        Some("box 1: 5, 3, empty, 6, empty, empty, empty, 9, 8")
    );
    assert_eq!(
        readout(&s.view(), Readout::Cell).as_deref(),
        Some("row 1, column 3, empty")
    );
}

/// The same game said in German and Russian: every phrase translated, its placeholders filled,
/// no English word of the templates left (the names come in through their forms).
#[test]
fn a_listener_hears_the_game_in_german_and_russian() {
    use crate::i18n::{by_code, set_language};
    use crate::session::spoken::{Readout, readout};
    let english = [
        "placed", "conflict", "notes", "Undone", "row", "column", "box", "empty",
    ];
    for code in ["de", "ru"] {
        set_language(by_code(code).expect("the language is shipped"));
        let mut s = session(Rules::default());
        let mut phrases = vec![
            said(&mut s, Input::TapCell(c(2))),
            said(&mut s, Input::ToggleNotesMode),
            said(&mut s, Input::Digit(d(4))),
        ];
        s.input(Input::TapCell(c(3)));
        s.input(Input::Digit(d(4)));
        s.input(Input::ToggleNotesMode);
        s.input(Input::TapCell(c(2)));
        phrases.push(said(&mut s, Input::Digit(d(4))));
        phrases.push(said(&mut s, Input::Undo));
        phrases.push(said(&mut s, Input::Digit(d(5))));
        phrases.push(readout(&s.view(), Readout::Row));
        phrases.push(said(&mut s, Input::RevealSolution));
        for phrase in &phrases {
            let phrase = phrase.as_deref().unwrap_or_default();
            assert!(!phrase.is_empty(), "{code}: a change was not said");
            assert!(
                !phrase.contains('{') && !phrase.contains('}'),
                "{code}: {phrase}"
            );
            for word in english {
                assert!(!phrase.contains(word), "{code}: {word:?} in {phrase:?}");
            }
        }
        eprintln!("{code}: {phrases:#?}");
    }
    set_language(by_code("en").expect("English"));
}
