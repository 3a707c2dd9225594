//! The line puzzle in the mid-end: a tap flips a tile, a wrong tile flipped is a mistake, and a
//! hint shows the odds of every tile and the best flip (see [`crate::lines::hint`]). The mode has
//! no undo: a flip cannot be taken back, but it is kept in the history so a game saves and resumes.

use super::{GameInfo, Session};
use crate::lines::{Board, LinesGame, LinesHint, LinesMove, Tile};
use crate::puzzle::{Action, Difficulty, Game, Mode, NoHint, Recordable, SetupError};
use crate::tr;
use serde::{Deserialize, Serialize};

/// A line-puzzle game in play.
pub type LinesSession = Session<LinesGame>;

/// One tile as the line-puzzle screen shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct TileView {
    /// Face up.
    pub up: bool,
    /// Face up and correct.
    pub correct: bool,
    /// Part of the line found, once the game is won.
    pub win: bool,
    /// The chance this face-down tile is correct, 0..1, while a hint shows; otherwise -1.
    pub odds: f32,
    /// The odds spread over this board's face-down tiles, 0..1 (least to most likely), while a
    /// hint shows; otherwise -1.
    pub shade: f32,
    /// The hint's best flip.
    pub best: bool,
    /// What a screen reader says ("row 1 column 2, face down, 62% likely correct, best flip").
    pub label: String,
}

/// Everything the line-puzzle screen shows of its board, computed from the session.
#[derive(Clone, Debug, PartialEq)]
pub struct LinesView {
    /// The 16 tiles, row-major.
    pub tiles: Vec<TileView>,
    /// "1 flip", "5 flips".
    pub flips_text: String,
    /// The line is found.
    pub won: bool,
    /// A hint's odds are on the board (and the colour scale's legend shows).
    pub hint_shown: bool,
}

/// One thing the player did on the line-puzzle screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinesInput {
    /// Tapped a tile.
    Flip(Tile),
}

/// Where a line-puzzle game starts: its board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LinesSetup {
    /// The board, 16 characters of `1` (correct) and `0` (wrong), row-major, in the file.
    pub board: Board,
}

impl Recordable for LinesGame {
    const SAVE_NAME: &'static str = "lines.json";
    const MODE: Mode = Mode::Lines;
    const DEFAULT_DIFFICULTY: Difficulty = Difficulty::Lines;
}

impl Game for LinesGame {
    type Setup = LinesSetup;
    type Ui = ();
    type Input = LinesInput;
    type Rules = ();
    type Hint = LinesHint;

    fn from_setup(setup: &LinesSetup) -> Result<LinesGame, SetupError> {
        LinesGame::new(setup.board).map_err(|e| SetupError(e.to_string()))
    }

    fn setup(&self) -> LinesSetup {
        LinesSetup {
            board: self.board(),
        }
    }

    fn interpret(&self, _ui: &mut (), _rules: &(), input: LinesInput) -> Action<LinesMove> {
        let LinesInput::Flip(tile) = input;
        Action::Play(LinesMove::Flip(tile))
    }

    fn is_mistake(&self, mv: &LinesMove) -> bool {
        let LinesMove::Flip(tile) = *mv;
        !self.is_face_up(tile) && !self.board().is_correct(tile)
    }

    fn hint(&self, _ui: &()) -> Result<LinesHint, NoHint> {
        crate::lines::hint(self)
    }

    fn flips(&self) -> Option<u32> {
        Some(self.n_flips())
    }
}

impl Session<LinesGame> {
    /// A new game on `board`, or why the board is not a valid one; the clock starts now.
    pub fn deal(board: Board) -> Result<LinesSession, SetupError> {
        Session::from_setup(
            &LinesSetup { board },
            GameInfo {
                difficulty: Difficulty::Lines,
                score: None,
                techniques: Vec::new(),
                origin: None,
            },
            (),
        )
    }

    /// Flips `tile`.
    pub fn flip(&mut self, tile: Tile) -> super::Outcome {
        self.input(LinesInput::Flip(tile))
    }
}

impl Session<LinesGame> {
    /// Everything the board shows.
    pub fn view(&self) -> LinesView {
        let game = self.state();
        let won_line = game.solved_line().map_or(0, |line| line.mask());
        let hint = self.hint();
        let shades = hint.map(|h| h.spread(game.face_up()));
        let tiles = Tile::all()
            .map(|t| {
                let shown = game.shown(t);
                let odds = match (shown, hint) {
                    (None, Some(h)) => h.odds[t.index()] as f32,
                    _ => -1.0,
                };
                let best = hint.is_some_and(|h| h.best == Some(t));
                // What a screen reader says: where the tile is, then each fact as a phrase.
                let mut facts = vec![
                    // TRANSLATORS: a tile read aloud: its {row} and {column}, from 1 to 4.
                    tr!(
                        "row {row} column {column}",
                        row = t.row() + 1,
                        column = t.col() + 1
                    ),
                    match shown {
                        Some(true) => tr!("tile" => "correct"),
                        Some(false) => tr!("tile" => "wrong"),
                        None => tr!("tile" => "face down"),
                    }
                    .to_string(),
                ];
                if odds >= 0.0 {
                    // TRANSLATORS: a tile read aloud: {percent} is a whole number (62).
                    facts.push(tr!(
                        "{percent}% likely correct",
                        percent = format!("{:.0}", odds * 100.0)
                    ));
                }
                if best {
                    facts.push(tr!("tile" => "best flip").to_string());
                }
                let label = crate::i18n::words::list(&facts);
                TileView {
                    up: shown.is_some(),
                    correct: shown == Some(true),
                    win: won_line & t.bit() != 0,
                    odds,
                    shade: match (odds >= 0.0, shades) {
                        (true, Some(s)) => s[t.index()] as f32,
                        _ => -1.0,
                    },
                    best,
                    label,
                }
            })
            .collect();
        LinesView {
            tiles,
            flips_text: tr!("{n} flip" | "{n} flips" % game.n_flips()),
            won: game.is_won(),
            hint_shown: hint.is_some() && !game.is_won(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lines::generate_with_seed;
    use crate::puzzle::Status;
    use crate::session::{Outcome, Saved};

    #[test]
    fn flips_win_save_and_resume() {
        let board = generate_with_seed(7);
        let mut s = LinesSession::deal(board).unwrap();
        let answer = s.state().answer();
        let tiles: Vec<Tile> = Tile::all()
            .filter(|t| answer.mask() & t.bit() != 0)
            .collect();
        let wrong = Tile::all().find(|&t| !board.is_correct(t)).unwrap();
        assert_eq!(s.flip(tiles[0]), Outcome::Changed);
        assert!(
            matches!(s.flip(tiles[0]), Outcome::Refused(_)),
            "a face-up tile cannot flip again"
        );
        assert_eq!(s.flip(wrong), Outcome::Changed);
        assert_eq!(s.mistakes(), 1, "a wrong tile flipped is a mistake");
        let saved = s.to_saved();
        let json = serde_json::to_string(&saved).unwrap();
        let mut r = LinesSession::from_saved(&serde_json::from_str(&json).unwrap(), ()).unwrap();
        assert_eq!(r.state(), s.state());
        assert_eq!(r.id(), s.id(), "the id survives a save");
        assert_eq!(r.mistakes(), 1);
        assert!(!r.is_clock_running());
        r.resume();
        assert_eq!(r.flip(tiles[1]), Outcome::Changed);
        assert_eq!(r.flip(tiles[2]), Outcome::Changed);
        assert_eq!(r.flip(tiles[3]), Outcome::Won);
        assert_eq!(r.status(), Status::Won);
        assert!(!r.is_clock_running());
        r.resume();
        assert!(!r.is_clock_running(), "a won game's clock stays stopped");
        let record = r.to_record(chrono::Local::now().fixed_offset());
        assert_eq!(
            (record.mode, &record.difficulty, record.flips),
            (Mode::Lines, &Difficulty::Lines, Some(5))
        );
        assert!(record.won && record.mistakes == 1);
        let mut bad: Saved<LinesGame> = saved.clone();
        bad.history.cursor = 9;
        assert!(LinesSession::from_saved(&bad, ()).is_err());
    }

    #[test]
    fn old_files_without_mistakes_count_them_from_the_flips() {
        let board = generate_with_seed(11);
        let wrong: Vec<Tile> = Tile::all().filter(|&t| !board.is_correct(t)).collect();
        let mut s = LinesSession::deal(board).unwrap();
        s.flip(wrong[0]);
        s.flip(wrong[1]);
        let mut saved = s.to_saved();
        saved.mistakes = None;
        saved.id.clear();
        let r = LinesSession::from_saved(&saved, ()).unwrap();
        assert_eq!(r.mistakes(), 2);
        assert!(!r.id().is_empty(), "a file without an id gets a fresh one");
    }
}
