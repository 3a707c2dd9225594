//! The line puzzle's hint policy: what a hint shows, and par.
//!
//! The shared [`Advisor`] knows perfect play for the first four flips by heart and searches a later
//! position for a few milliseconds at most, so a hint is worked out on the UI thread when it is
//! asked for, and par is known from the start.

use super::advisor::{Advisor, Position};
use super::board::Tile;
use super::game::LinesGame;
use crate::puzzle::NoHint;
use std::sync::OnceLock;

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

/// Par: the expected flips of perfect play over the generator's boards (from the opening table).
pub fn par() -> f64 {
    static PAR: OnceLock<f64> = OnceLock::new();
    *PAR.get_or_init(|| Advisor::new().par())
}

/// The hint for `game`: the odds of every tile and perfect play's flip.
pub fn hint(game: &LinesGame) -> Result<LinesHint, NoHint> {
    if game.is_won() {
        return Err(NoHint::NotPlaying);
    }
    // The advisor never panics while it is held, so the lock is never poisoned.
    let Ok(mut advisor) = Advisor::shared().lock() else {
        return Err(NoHint::NoneFound);
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
