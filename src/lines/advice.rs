//! The line puzzle's hint policy: when the exact advisor is asked, what a hint shows, and par.
//!
//! The shared [`Advisor`] answers positions reached in play from its cache in well under a
//! millisecond, but the first questions of a game need nearly the whole game tree (seconds). So
//! the app warms it up off the UI thread ([`warm_up`]) and a hint from one of the first few flips
//! is only given once that work is done; the UI thread never waits for the advisor.

use super::advisor::{Advisor, Position};
use super::board::Tile;
use super::game::LinesGame;
use crate::puzzle::NoHint;
use std::sync::OnceLock;

// The par of perfect play, once the shared advisor has worked it out.
static PAR: OnceLock<f64> = OnceLock::new();

/// Face-up tiles below which a hint waits for [`warm_up`] to finish.
const EARLY_FLIPS: u32 = 3;

/// A hint on the line-puzzle board: the odds of every tile and the flip perfect play makes.
#[derive(Clone, Debug, PartialEq)]
pub struct LinesHint {
    /// The chance each tile is correct, given what is face up.
    pub odds: [f64; 16],
    /// The flip that minimises the expected number of flips still needed (not always the tile
    /// most likely to be correct: a tile that tells more about the answer can be better).
    pub best: Option<Tile>,
}

impl LinesHint {
    /// The odds of the face-down tiles spread over 0..=1 (the least likely tile 0, the most
    /// likely 1), so a heat map shows the differences there are on this board; face-up tiles get
    /// 0 and equal odds get 0.5.
    pub fn spread(&self, face_up: u16) -> [f64; 16] {
        let down = Tile::all().filter(|t| face_up & t.bit() == 0);
        let (lo, hi) = down.fold((f64::MAX, f64::MIN), |(lo, hi), t| {
            let p = self.odds[t.index()];
            (lo.min(p), hi.max(p))
        });
        let mut out = [0.0; 16];
        for t in Tile::all().filter(|t| face_up & t.bit() == 0) {
            out[t.index()] = if hi - lo < 1e-9 {
                0.5
            } else {
                (self.odds[t.index()] - lo) / (hi - lo)
            };
        }
        out
    }
}

/// The expected flips of perfect play over the generator's boards, once worked out.
pub fn known_par() -> Option<f64> {
    PAR.get().copied()
}

/// Works out perfect play from the opening on a background thread, once, so hints and par are
/// instant afterwards. Returns at once.
pub fn warm_up() {
    if PAR.get().is_some() {
        return;
    }
    std::thread::spawn(|| {
        if let Ok(mut advisor) = Advisor::shared().lock() {
            let par = advisor.par();
            let _ = PAR.set(par);
        }
    });
}

/// The hint for `game`, without ever waiting for the advisor: [`NoHint::NotYet`] while it is busy.
pub fn hint(game: &LinesGame) -> Result<LinesHint, NoHint> {
    if game.is_won() {
        return Err(NoHint::NotPlaying);
    }
    if game.face_up().count_ones() < EARLY_FLIPS && PAR.get().is_none() {
        return Err(NoHint::NotYet(BUSY));
    }
    let Ok(mut advisor) = Advisor::shared().try_lock() else {
        return Err(NoHint::NotYet(BUSY));
    };
    let position = Position::of_game(game);
    let (Ok(odds), Ok(best)) = (advisor.odds(position), advisor.best_flip(position)) else {
        return Err(NoHint::NoneFound);
    };
    let mut all = [0.0; 16];
    for t in Tile::all() {
        all[t.index()] = odds.tile(t);
    }
    Ok(LinesHint { odds: all, best })
}

const BUSY: &str = "the advisor is still working out perfect play; ask again in a moment";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_heat_map_spreads_over_the_odds_on_the_board() {
        let mut odds = [0.0; 16];
        for (i, p) in odds.iter_mut().enumerate() {
            *p = 0.60 + i as f64 * 0.001;
        }
        let hint = LinesHint { odds, best: None };
        // Tiles 0 and 15 face up: the spread runs over tiles 1..=14.
        let face_up = 1 | 1 << 15;
        let s = hint.spread(face_up);
        assert_eq!((s[0], s[15]), (0.0, 0.0));
        assert!(s[1].abs() < 1e-9 && (s[14] - 1.0).abs() < 1e-9);
        assert!(s[7] > s[6], "order is kept");
        let flat = LinesHint {
            odds: [0.5; 16],
            best: None,
        }
        .spread(0);
        assert!(flat.iter().all(|&x| x == 0.5));
    }
}
