//! The game screen's short message: it goes by itself after a few seconds, and at the next action.

use super::*;
use crate::app::{GameScreen, MESSAGE_TIME, Services};
use std::time::{Duration, Instant};

const REFUSED: &str = "Select an empty cell first";

/// One action on the game screen.
type Action = fn(&mut GameScreen, &mut Services);

/// A new game with the refusal of a typed digit (no cell is selected) showing.
fn refused(dir: &std::path::Path) -> AppModel {
    let mut m = model(dir);
    m.start(fixed(Level::Easy, 0).unwrap());
    let (game, services) = m.game_mut();
    game.input(Input::KeyDigit(Digit::new(4).unwrap()), services);
    assert_eq!(m.game().message(), REFUSED);
    m
}

#[test]
fn a_refused_input_message_goes_after_a_few_seconds() {
    let dir = tempfile::tempdir().unwrap();
    let mut m = refused(dir.path());
    let shown = Instant::now();
    assert!(!m.tick(shown + Duration::from_secs(1)));
    assert_eq!(m.game().message(), REFUSED, "it can be read first");
    assert!(m.tick(shown + MESSAGE_TIME), "it goes by itself");
    assert_eq!(m.game().message(), "");
    assert!(!m.tick(shown + MESSAGE_TIME * 2), "and only once");
    // A check's answer goes the same way.
    let (game, services) = m.game_mut();
    game.check(false, services);
    assert!(!m.game().message().is_empty());
    assert_eq!(
        m.services().spoken().text(),
        m.game().message(),
        "and the screen reader is told it"
    );
    assert!(m.tick(Instant::now() + MESSAGE_TIME));
    assert_eq!(m.game().message(), "");
}

#[test]
fn the_next_action_of_any_kind_takes_a_message_away() {
    let actions: [(&str, Action); 7] = [
        ("deselect", |g, s| {
            let _ = g.input(Input::Deselect, s);
        }),
        ("undo with nothing to undo", |g, s| {
            let _ = g.input(Input::Undo, s);
        }),
        ("erase with no cell", |g, s| {
            let _ = g.input(Input::Erase, s);
        }),
        ("tap a given", |g, s| {
            let _ = g.input(Input::TapCell(Cell::new(0).unwrap()), s);
        }),
        ("notes switch", |g, s| {
            let _ = g.input(Input::ToggleNotesMode, s);
        }),
        ("hint", |g, s| g.hint(s)),
        ("close the hint", |g, _| g.close_hint()),
    ];
    for (what, act) in actions {
        let dir = tempfile::tempdir().unwrap();
        let mut m = refused(dir.path());
        let (game, services) = m.game_mut();
        act(game, services);
        assert_eq!(m.game().message(), "", "{what} takes the message away");
    }
    // A refusal again shows it again.
    let dir = tempfile::tempdir().unwrap();
    let mut m = refused(dir.path());
    let (game, services) = m.game_mut();
    game.input(Input::KeyDigit(Digit::new(5).unwrap()), services);
    assert_eq!(m.game().message(), REFUSED);
}
