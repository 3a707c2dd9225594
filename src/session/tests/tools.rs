use super::*;
use crate::session::sudoku::{Brush, Tool};
use crate::sudoku::{Colour, NoteKind};

fn k(n: u8) -> Colour {
    Colour::new(n).unwrap()
}

/// An empty cell of the test puzzle.
const EMPTY: usize = 2;

fn wrong_digit(i: usize) -> Digit {
    Digit::all().find(|&x| x != solution_digit(i)).unwrap()
}

fn empty_cells(n: usize) -> Vec<usize> {
    (0..81)
        .filter(|&i| PUZZLE.as_bytes()[i] == b'.')
        .take(n)
        .collect()
}

#[test]
fn corner_and_centre_notes_are_apart_undone_apart_and_the_long_press_writes_the_kind_chosen() {
    let mut s = session(Rules::default());
    s.input(Input::TapCell(c(EMPTY)));
    s.input(Input::Take(Tool::CornerNotes));
    assert!(s.view().notes_mode);
    assert_eq!(s.view().tool, Tool::CornerNotes);
    s.input(Input::Digit(d(1)));
    s.input(Input::Digit(d(2)));
    s.input(Input::Take(Tool::CentreNotes));
    s.input(Input::Digit(d(4)));
    let v = s.view();
    assert_eq!(v.cells[EMPTY].corner, d(1).bit() | d(2).bit());
    assert_eq!(v.cells[EMPTY].notes, d(4).bit());
    // Back to digits, the long press (a pad digit held) still writes the kind last chosen.
    s.input(Input::Take(Tool::CornerNotes));
    s.input(Input::Take(Tool::Digits));
    assert!(!s.view().notes_mode);
    s.input(Input::NoteDigit(d(7)));
    assert_eq!(
        s.view().cells[EMPTY].corner,
        d(1).bit() | d(2).bit() | d(7).bit()
    );
    assert_eq!(s.view().cells[EMPTY].notes, d(4).bit());
    // Undo takes back one note at a time, of its own kind; redo puts it back.
    s.undo();
    assert_eq!(s.view().cells[EMPTY].corner, d(1).bit() | d(2).bit());
    s.undo();
    assert_eq!(s.view().cells[EMPTY].notes, 0);
    assert_eq!(s.view().cells[EMPTY].corner, d(1).bit() | d(2).bit());
    s.redo();
    assert_eq!(s.view().cells[EMPTY].notes, d(4).bit());
    // Auto notes fills centre notes only; corner notes stay.
    s.input(Input::FillNotes);
    assert_eq!(s.view().cells[EMPTY].corner, d(1).bit() | d(2).bit());
    assert_eq!(s.view().cells[EMPTY].notes, s.state().candidates(c(EMPTY)));
    // A digit placed removes itself from the peers' corner notes too.
    let peer = (0..81).find(|&i| i != EMPTY && PUZZLE.as_bytes()[i] == b'.' && c(i).sees(c(EMPTY)));
    let peer = peer.unwrap();
    s.input(Input::TapCell(c(peer)));
    s.input(Input::Take(Tool::CornerNotes));
    s.input(Input::Digit(solution_digit(EMPTY)));
    s.input(Input::Take(Tool::Digits));
    s.input(Input::TapCell(c(EMPTY)));
    s.input(Input::Digit(solution_digit(EMPTY)));
    let v = s.view();
    assert_eq!(v.cells[EMPTY].corner, 0);
    assert_eq!(v.cells[peer].corner & solution_digit(EMPTY).bit(), 0);
}

#[test]
fn the_colour_pen_paints_cells_and_candidates_and_a_second_tap_takes_it_off() {
    let mut s = session(Rules::default());
    s.input(Input::FillNotes);
    s.input(Input::Take(Tool::Colours));
    assert_eq!(s.view().tool, Tool::Colours);
    // Pad key 2 chooses colour 2; a tap paints the cell.
    s.input(Input::Digit(d(2)));
    assert_eq!(s.brush(), Brush::Paint(k(2)));
    s.input(Input::TapCell(c(EMPTY)));
    assert_eq!(s.view().cells[EMPTY].colour, 2);
    // A long press on a note paints that candidate, inside a cell of another colour.
    let note = Digit::all()
        .find(|&x| s.state().notes(c(EMPTY)) & x.bit() != 0)
        .unwrap();
    s.input(Input::Digit(d(1)));
    s.input(Input::PressNote(c(EMPTY), note));
    let v = s.view();
    assert_eq!(v.cells[EMPTY].note_colours[note.index()], 1);
    assert_eq!(v.cells[EMPTY].colour, 2);
    // A long press where no note stands paints the cell instead.
    let absent = Digit::all()
        .find(|&x| s.state().notes(c(EMPTY)) & x.bit() == 0)
        .unwrap();
    s.input(Input::PressNote(c(EMPTY), absent));
    assert_eq!(s.view().cells[EMPTY].colour, 1);
    // The same colour again takes it off.
    s.input(Input::PressNote(c(EMPTY), note));
    assert_eq!(s.view().cells[EMPTY].note_colours[note.index()], 0);
    // Every colour move is one undo step.
    s.undo();
    assert_eq!(s.view().cells[EMPTY].note_colours[note.index()], 1);
    // The keyboard paints the selected cell; 9 is the eraser.
    s.input(Input::KeyDigit(d(5)));
    assert_eq!(s.view().cells[EMPTY].colour, 5);
    s.input(Input::KeyDigit(d(9)));
    assert_eq!(s.brush(), Brush::Eraser);
    let v = s.view();
    assert_eq!(v.cells[EMPTY].colour, 0);
    assert_eq!(v.cells[EMPTY].note_colours, [0; 9]);
    // Givens can wear a colour too, and Erase clears a cell's colours.
    s.input(Input::Brush(Some(k(3))));
    s.input(Input::TapCell(c(0)));
    assert_eq!(s.view().cells[0].colour, 3);
    s.input(Input::Erase);
    assert_eq!(s.view().cells[0].colour, 0);
    // A long press on a colour of the pad takes it off the whole board.
    s.input(Input::TapCell(c(1)));
    s.input(Input::TapCell(c(EMPTY)));
    assert_eq!(s.view().cells[EMPTY].colour, 3);
    s.input(Input::NoteDigit(d(3)));
    assert!(s.view().cells.iter().all(|v| v.colour != 3));
    // The colour pen never places a digit.
    assert!(s.view().cells.iter().all(|v| v.digit == 0 || v.given));
}

#[test]
fn colours_clear_one_cell_one_colour_or_all_and_a_digit_placed_keeps_the_cell_colour() {
    let mut s = session(Rules::default());
    s.input(Input::FillNotes);
    let cells = empty_cells(3);
    for (&i, n) in cells.iter().zip([1, 1, 2]) {
        s.input(Input::Brush(Some(k(n))));
        s.input(Input::TapCell(c(i)));
    }
    s.input(Input::ClearColours(Some(k(1))));
    let v = s.view();
    assert_eq!(
        cells.iter().map(|&i| v.cells[i].colour).collect::<Vec<_>>(),
        vec![0, 0, 2]
    );
    s.input(Input::Brush(Some(k(4))));
    s.input(Input::TapCell(c(cells[0])));
    s.input(Input::ClearColours(None));
    assert!(s.view().cells.iter().all(|v| v.colour == 0));
    s.undo();
    assert_eq!(s.view().cells[cells[0]].colour, 4);
    assert_eq!(s.view().cells[cells[2]].colour, 2);
    // Placing a digit keeps the cell's colour (a chain's end stays marked).
    s.input(Input::Take(Tool::Digits));
    s.input(Input::TapCell(c(cells[0])));
    s.input(Input::Digit(solution_digit(cells[0])));
    assert_eq!(s.view().cells[cells[0]].colour, 4);
}

#[test]
fn a_candidate_of_the_highlighted_digit_marks_its_cell_and_the_setting_says_whether_it_follows_the_selection()
 {
    let mut s = session(Rules::default());
    s.input(Input::FillNotes);
    // r1c1 holds a given 5; selecting it highlights every cell where 5 is still a note.
    s.input(Input::TapCell(c(0)));
    let marked = |s: &SudokuSession| {
        s.view()
            .cells
            .iter()
            .enumerate()
            .filter(|(_, v)| v.candidate)
            .map(|(i, _)| i)
            .collect::<Vec<_>>()
    };
    let expected: Vec<usize> = (0..81)
        .filter(|&i| s.state().notes(c(i)) & d(5).bit() != 0)
        .collect();
    assert!(!expected.is_empty());
    assert_eq!(marked(&s), expected);
    // Not following the selection: only a locked digit highlights.
    s.set_rules(Rules {
        highlight_follows_selection: false,
        ..Rules::default()
    });
    assert!(marked(&s).is_empty());
    assert_eq!(s.view().highlight, 0);
    s.input(Input::Deselect);
    s.input(Input::Digit(d(5)));
    assert_eq!(s.view().highlight, 5);
    assert_eq!(marked(&s), expected);
}

#[test]
fn checkpoints_go_back_in_one_undoable_step_and_are_saved() {
    let mut s = session(Rules::default());
    let cells = empty_cells(4);
    s.input(Input::TapCell(c(cells[0])));
    s.input(Input::Digit(solution_digit(cells[0])));
    s.input(Input::Brush(Some(k(1))));
    s.input(Input::TapCell(c(cells[1])));
    assert_eq!(s.set_checkpoint("before the guess"), Ok(0));
    let at_checkpoint = s.state().clone();
    // A guess: two digits, a note and a colour.
    s.input(Input::Take(Tool::Digits));
    for &i in &cells[2..] {
        s.input(Input::TapCell(c(i)));
        s.input(Input::Digit(wrong_digit(i)));
    }
    s.input(Input::Take(Tool::CornerNotes));
    s.input(Input::TapCell(c(cells[1])));
    s.input(Input::Digit(d(3)));
    s.input(Input::Brush(Some(k(2))));
    s.input(Input::TapCell(c(cells[1])));
    let guessed = s.state().clone();
    assert_eq!(s.set_checkpoint(""), Ok(1));
    assert_eq!(s.checkpoints()[1].label(), "Checkpoint 2");
    assert_eq!(s.checkpoints()[0].label(), "before the guess");
    let moves = s.n_moves();
    assert_eq!(s.go_to_checkpoint(0), Outcome::Changed);
    assert_eq!(s.state().work(), at_checkpoint.work());
    assert_eq!(s.n_moves(), moves + 1);
    // Going back again changes nothing and says so.
    assert!(matches!(s.go_to_checkpoint(0), Outcome::Refused(_)));
    // Undo brings back everything done after the checkpoint, in one step.
    s.undo();
    assert_eq!(s.state().work(), guessed.work());
    s.redo();
    // Saved and resumed: the checkpoints come back and still work.
    let saved = s.to_saved();
    let json = serde_json::to_string(&saved).unwrap();
    let back: Saved<SudokuState> = serde_json::from_str(&json).unwrap();
    let mut r = SudokuSession::from_saved(&back, Rules::default()).unwrap();
    assert_eq!(r.checkpoints(), s.checkpoints());
    assert_eq!(r.state(), s.state());
    assert_eq!(r.go_to_checkpoint(1), Outcome::Changed);
    assert_eq!(r.state().work(), guessed.work());
    // Deleting one keeps the others' numbers.
    r.delete_checkpoint(0);
    assert_eq!(r.checkpoints().len(), 1);
    assert_eq!(r.checkpoints()[0].number, 2);
    assert_eq!(r.set_checkpoint(""), Ok(1));
    assert_eq!(r.checkpoints()[1].number, 3);
}

#[test]
fn a_checkpoint_that_does_not_fit_the_puzzle_is_refused_without_harm() {
    let mut s = session(Rules::default());
    s.input(Input::TapCell(c(EMPTY)));
    s.input(Input::Digit(solution_digit(EMPTY)));
    s.set_checkpoint("").unwrap();
    let mut saved = serde_json::to_value(s.to_saved()).unwrap();
    // A digit entered on a given: the file was edited or belongs to another puzzle.
    let entries = saved["checkpoints"][0]["restore"]["Restore"]["work"]["entries"]
        .as_str()
        .unwrap()
        .to_string();
    let tampered = format!("9{}", &entries[1..]);
    saved["checkpoints"][0]["restore"]["Restore"]["work"]["entries"] = tampered.into();
    let saved: Saved<SudokuState> = serde_json::from_value(saved).unwrap();
    let mut r = SudokuSession::from_saved(&saved, Rules::default()).unwrap();
    let before = r.state().clone();
    assert!(matches!(r.go_to_checkpoint(0), Outcome::Refused(_)));
    assert_eq!(r.state(), &before);
}

#[test]
fn back_to_the_last_right_position_with_one_three_and_no_wrong_digits() {
    for n_wrong in [1, 3] {
        let mut s = session(Rules::default());
        let cells = empty_cells(2 + n_wrong + 1);
        // Two right digits, then the wrong ones, with a right digit after the first wrong one
        // (lost with them: the position after it is not right).
        for &i in &cells[..2] {
            s.input(Input::TapCell(c(i)));
            s.input(Input::Digit(solution_digit(i)));
        }
        let right = s.state().clone();
        for (j, &i) in cells[2..].iter().enumerate() {
            s.input(Input::TapCell(c(i)));
            let digit = if j == 1 {
                solution_digit(i)
            } else {
                wrong_digit(i)
            };
            s.input(Input::Digit(digit));
        }
        assert_eq!(s.n_wrong(), n_wrong);
        let hints = s.hints();
        let wrong = s.state().clone();
        assert_eq!(s.back_to_last_right(), Outcome::Changed, "{n_wrong} wrong");
        assert_eq!(s.n_wrong(), 0);
        assert_eq!(s.state().work(), right.work(), "{n_wrong} wrong");
        assert_eq!(s.hints(), hints + 1, "it costs a hint");
        s.undo();
        assert_eq!(s.state(), &wrong, "one undo step");
    }
    // Nothing wrong: it says so, and costs nothing.
    let mut s = session(Rules::default());
    s.input(Input::TapCell(c(EMPTY)));
    s.input(Input::Digit(solution_digit(EMPTY)));
    let before = s.state().clone();
    assert!(matches!(s.back_to_last_right(), Outcome::Refused(_)));
    assert_eq!(s.state(), &before);
    assert_eq!(s.hints(), 0);
}

#[test]
fn a_save_from_before_the_tools_loads_unchanged() {
    // Written by the app before corner notes, colours and checkpoints existed.
    let json = format!(
        r#"{{"id":"g1","givens":"{PUZZLE}","solution":"{SOLUTION}","info":{{"difficulty":"easy"}},"history":{{"moves":[{{"ToggleNote":{{"cell":2,"digit":4}}}},{{"Place":{{"cell":3,"digit":6,"clear_peer_notes":true}}}},"ClearNotes","FillNotes"],"cursor":3}},"elapsed_ms":61000,"mistakes":0,"hints":1}}"#
    );
    let saved: Saved<SudokuState> = serde_json::from_str(&json).unwrap();
    let s = SudokuSession::from_saved(&saved, Rules::default()).unwrap();
    assert_eq!(s.n_moves(), 3);
    assert!(s.can_redo());
    assert_eq!(s.state().digit(c(3)), Some(d(6)));
    assert!(s.checkpoints().is_empty());
    assert!(s.state().colours().is_empty());
    assert!((0..81).all(|i| s.state().corner_notes(c(i)) == 0));
    assert_eq!(s.state().work().notes(c(2), NoteKind::Centre), 0);
    // Written back, it has no field the old app did not know, except where the tools are used.
    let again = serde_json::to_value(s.to_saved()).unwrap();
    assert!(again.get("checkpoints").is_none());
}

#[test]
fn check_on_demand_marks_nothing_until_the_player_checks() {
    let mut s = session(Rules {
        mistakes: MistakeDisplay::OnCheck,
        ..Rules::default()
    });
    s.input(Input::TapCell(c(EMPTY)));
    s.input(Input::Digit(wrong_digit(EMPTY)));
    assert!(s.view().cells.iter().all(|v| !v.error && !v.clash));
    assert_eq!(s.check(true), 1);
    assert!(s.view().cells[EMPTY].error);
    // The marks last until the board changes.
    let other = empty_cells(2)[1];
    s.input(Input::TapCell(c(other)));
    s.input(Input::Digit(solution_digit(other)));
    assert!(s.view().cells.iter().all(|v| !v.error));
}
