//! The advisor: exact odds from what is face up, and perfect play.
//!
//! A [`Position`] is what the player knows: which tiles are face up and what they show. The boards
//! consistent with it are weighted as the generator weights them ([`prior`]). From them
//! [`Advisor::odds`] gives the probability that each face-down tile is correct and that each line is
//! the answer.
//!
//! Perfect play minimises the expected number of flips until the answer line is all face up. The
//! search works with exact integers: for a position `S` with consistent boards of total weight
//! `W(S)`, `T(S)` is the weighted sum of the flips still needed over those boards, and
//!
//! ```text
//! T(S) = W(S) · (face-down tiles of the answer)   when every consistent board has the same answer
//! T(S) = W(S) + min over tiles t of T(S, t correct) + T(S, t wrong)   otherwise
//! ```
//!
//! The minimum runs over the tiles whose value is still uncertain: flipping a tile whose value is
//! already known teaches nothing, so it can always be put off until the answer is known without
//! costing a flip. Positions are memoised under the 8 symmetries of the square (the prior is
//! invariant under them), so a position and its rotations and mirrors are solved once. The search
//! is a branch and bound: each child is searched only as far as it could still make its flip the
//! best (its budget), and a position that cannot come in under its budget leaves a lower bound in
//! the cache instead of its value, to be searched further only if a later question allows more.
//! Par is `T(start) / W(start)`; ties between equally good flips go to the lowest tile index.
//!
//! Par comes out at 10,613,478 / 1,344,600 ≈ 7.8934 flips, and the first move is a corner. From
//! an empty cache the search from the start visits about 850,000 positions (up to symmetry; 1.7
//! million with every child searched to the end): about a second. The positions near the start
//! are the expensive ones, so [`Advisor::new`] begins with perfect play for every position with at
//! most four tiles face up already in its cache, from a table the same search made and the tests
//! check against it; par and the first hints are lookups, and a later hint searches for a few
//! milliseconds at most. The tests check the advice by playing the policy on every board and
//! against a search without the shortcuts above.

use std::collections::HashMap;
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};
use std::str::FromStr;
use std::sync::{Mutex, OnceLock};

use super::board::{Board, N_TILES, Tile};
use super::game::LinesGame;
use super::generator::prior;
use super::line::Line;
use super::symmetry::Symmetry;

mod opening;

/// What the player knows: the face-up tiles and what each shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Position {
    face_up: u16,
    // Always a subset of face_up.
    correct: u16,
}

/// Why a position was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    /// The text does not have 16 characters.
    #[error("position {line:?} has {len} characters, expected 16")]
    Length {
        /// The offending text.
        line: String,
        /// How many characters it has.
        len: usize,
    },
    /// A character other than `1`, `0`, `.` or `?`.
    #[error("position {line:?} has {ch:?} at position {pos}, expected 1, 0, . or ?")]
    Char {
        /// The offending text.
        line: String,
        /// The character.
        ch: char,
        /// Its zero-based position.
        pos: usize,
    },
    /// No board the generator can produce shows these tiles.
    #[error("no valid board matches position {0}")]
    Inconsistent(String),
}

impl Position {
    /// Nothing face up: the start of a game.
    pub fn new() -> Position {
        Position::default()
    }

    /// What the player of `game` sees.
    pub fn of_game(game: &LinesGame) -> Position {
        let face_up = game.face_up();
        Position {
            face_up,
            correct: face_up & game.board().bits(),
        }
    }

    /// This position with `tile` face up showing correct (`true`) or wrong (`false`).
    pub fn with(self, tile: Tile, correct: bool) -> Position {
        Position {
            face_up: self.face_up | tile.bit(),
            correct: if correct {
                self.correct | tile.bit()
            } else {
                self.correct & !tile.bit()
            },
        }
    }

    /// This position after flipping `tile` of `board`.
    pub fn flip(self, tile: Tile, board: Board) -> Position {
        self.with(tile, board.is_correct(tile))
    }

    /// The mask of face-up tiles.
    pub fn face_up(self) -> u16 {
        self.face_up
    }

    /// The mask of face-up tiles showing correct.
    pub fn correct(self) -> u16 {
        self.correct
    }

    /// What `tile` shows: `Some(true)` correct, `Some(false)` wrong, `None` face down.
    pub fn shown(self, tile: Tile) -> Option<bool> {
        (self.face_up & tile.bit() != 0).then_some(self.correct & tile.bit() != 0)
    }

    /// Whether `board` shows exactly these face-up tiles.
    pub fn is_consistent_with(self, board: Board) -> bool {
        board.bits() & self.face_up == self.correct
    }

    /// Whether a whole line of correct tiles is face up (the game is won).
    pub fn is_won(self) -> bool {
        Line::ALL
            .iter()
            .any(|l| self.correct & l.mask() == l.mask())
    }

    /// Parses 16 characters, row-major: `1` face-up correct, `0` face-up wrong, `.` or `?` face
    /// down. Surrounding whitespace is ignored.
    pub fn from_line(line: &str) -> Result<Position, PositionError> {
        let s = line.trim();
        let len = s.chars().count();
        if len != N_TILES {
            return Err(PositionError::Length {
                line: s.to_string(),
                len,
            });
        }
        let mut p = Position::new();
        for (pos, ch) in s.chars().enumerate() {
            let bit = 1u16 << pos;
            match ch {
                '1' => {
                    p.face_up |= bit;
                    p.correct |= bit;
                }
                '0' => p.face_up |= bit,
                '.' | '?' => {}
                _ => {
                    return Err(PositionError::Char {
                        line: s.to_string(),
                        ch,
                        pos,
                    });
                }
            }
        }
        Ok(p)
    }

    /// The 16-character form read by [`Position::from_line`], with `.` for face down.
    pub fn to_line(self) -> String {
        Tile::all()
            .map(|t| match self.shown(t) {
                Some(true) => '1',
                Some(false) => '0',
                None => '.',
            })
            .collect()
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_line())
    }
}

impl FromStr for Position {
    type Err = PositionError;
    fn from_str(s: &str) -> Result<Position, PositionError> {
        Position::from_line(s)
    }
}

/// Exact odds in a position, as integer weights of the consistent boards under the prior.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Odds {
    position: Position,
    n_boards: usize,
    weight: u64,
    tile_weight: [u64; N_TILES],
    line_weight: [u64; Line::ALL.len()],
}

impl Odds {
    /// The position these odds are for.
    pub fn position(&self) -> Position {
        self.position
    }

    /// How many boards are consistent with the position.
    pub fn n_boards(&self) -> usize {
        self.n_boards
    }

    /// The total prior weight of the consistent boards.
    pub fn weight(&self) -> u64 {
        self.weight
    }

    /// The weight of the consistent boards on which `tile` is correct.
    pub fn tile_weight(&self, tile: Tile) -> u64 {
        self.tile_weight[tile.index()]
    }

    /// The weight of the consistent boards whose answer is `line`.
    pub fn line_weight(&self, line: Line) -> u64 {
        self.line_weight[line.index()]
    }

    /// The probability that `tile` is correct (1 or 0 for a face-up tile).
    pub fn tile(&self, tile: Tile) -> f64 {
        self.tile_weight(tile) as f64 / self.weight as f64
    }

    /// The probability that `line` is the answer.
    pub fn line(&self, line: Line) -> f64 {
        self.line_weight(line) as f64 / self.weight as f64
    }

    /// The answer, once only one line is possible.
    pub fn known_answer(&self) -> Option<Line> {
        let mut possible = Line::ALL.into_iter().filter(|l| self.line_weight(*l) > 0);
        match (possible.next(), possible.next()) {
            (Some(l), None) => Some(l),
            _ => None,
        }
    }
}

/// The image of `m` under the symmetry whose byte tables are `t` (see `Advisor::perm`).
fn map_mask(t: &[[u16; 256]; 2], m: u16) -> u16 {
    t[0][usize::from(m & 0xff)] | t[1][usize::from(m >> 8)]
}

/// A board with its prior weight and the index of its answer line.
#[derive(Clone, Copy, Debug)]
struct Entry {
    mask: u16,
    line: u8,
    weight: u32,
}

/// A multiplicative hash for the memo's `u32` keys (the default hasher is several times slower here).
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(b)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        }
    }
    fn write_u32(&mut self, n: u32) {
        self.0 = (u64::from(n) ^ 0x5555_5555).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
}

type Memo = HashMap<u32, u32, BuildHasherDefault<KeyHasher>>;

/// The flag of a cache entry that holds a lower bound of T rather than T itself.
const BOUND: u32 = 1 << 31;

/// Perfect play and odds, with a cache of solved positions that grows as positions are asked for.
#[derive(Clone, Debug)]
pub struct Advisor {
    // scratch[..n_boards] holds every board; deeper lists are pushed after it during the search.
    scratch: Vec<Entry>,
    n_boards: usize,
    line_masks: [u16; Line::ALL.len()],
    // perm[g][0][b] / perm[g][1][b]: the image under symmetry g of low / high byte b of a mask.
    perm: Vec<[[u16; 256]; 2]>,
    memo: Memo,
    // The opening table's best tiles (bit i for tile i), under the same keys as the cache and in
    // the orientation of the key.
    best: HashMap<u32, u16, BuildHasherDefault<KeyHasher>>,
}

impl Default for Advisor {
    fn default() -> Advisor {
        Advisor::new()
    }
}

impl Advisor {
    /// An advisor over the generator's boards and weights that knows the opening by heart: its
    /// cache starts with the shipped table of perfect play for every position with at most four
    /// tiles face up (par and the first hints are lookups), and deeper positions are searched
    /// when asked for (a few milliseconds at most).
    pub fn new() -> Advisor {
        let mut advisor = Advisor::without_opening();
        advisor.load_opening();
        advisor
    }

    /// An advisor with an empty cache, which works every position out by search: the opening
    /// table is made by one and checked against one.
    pub fn without_opening() -> Advisor {
        let scratch: Vec<Entry> = prior()
            .boards()
            .iter()
            .filter_map(|&(b, w)| {
                Some(Entry {
                    mask: b.bits(),
                    line: u8::try_from(b.answer()?.index()).ok()?,
                    weight: u32::try_from(w).ok()?,
                })
            })
            .collect();
        let perm = Symmetry::ALL
            .iter()
            .map(|g| {
                let mut t = [[0u16; 256]; 2];
                for b in 0..256u16 {
                    t[0][usize::from(b)] = g.apply_mask(b);
                    t[1][usize::from(b)] = g.apply_mask(b << 8);
                }
                t
            })
            .collect();
        Advisor {
            n_boards: scratch.len(),
            scratch,
            line_masks: Line::ALL.map(Line::mask),
            perm,
            memo: Memo::default(),
            best: HashMap::default(),
        }
    }

    /// The advisor shared by the whole program, so positions searched once stay solved: a game's
    /// hints are asked for on the UI thread, each answered at once from the opening table or the
    /// cache, or by a search of a few milliseconds at most.
    pub fn shared() -> &'static Mutex<Advisor> {
        static SHARED: OnceLock<Mutex<Advisor>> = OnceLock::new();
        SHARED.get_or_init(|| Mutex::new(Advisor::new()))
    }

    /// How many positions are in the cache (the opening table's included).
    pub fn n_cached(&self) -> usize {
        self.memo.len()
    }

    /// The odds in `position`: for each tile the probability it is correct, for each line the
    /// probability it is the answer.
    pub fn odds(&self, position: Position) -> Result<Odds, PositionError> {
        let mut odds = Odds {
            position,
            n_boards: 0,
            weight: 0,
            tile_weight: [0; N_TILES],
            line_weight: [0; Line::ALL.len()],
        };
        for e in self.boards() {
            if e.mask & position.face_up != position.correct {
                continue;
            }
            let w = u64::from(e.weight);
            odds.n_boards += 1;
            odds.weight += w;
            odds.line_weight[usize::from(e.line)] += w;
            for (i, tw) in odds.tile_weight.iter_mut().enumerate() {
                if e.mask & (1 << i) != 0 {
                    *tw += w;
                }
            }
        }
        if odds.n_boards == 0 {
            return Err(PositionError::Inconsistent(position.to_line()));
        }
        Ok(odds)
    }

    /// The exact expected number of flips still needed from `position` with perfect play, as the
    /// fraction `(numerator, denominator)` of prior weights.
    pub fn expected_flips_exact(
        &mut self,
        position: Position,
    ) -> Result<(u64, u64), PositionError> {
        let (start, end, w) = self.push_position(position)?;
        let t = self.solve(position.face_up, position.correct, start, end, u32::MAX);
        self.scratch.truncate(self.n_boards);
        Ok((u64::from(t), u64::from(w)))
    }

    /// The expected number of flips still needed from `position` with perfect play.
    pub fn expected_flips(&mut self, position: Position) -> Result<f64, PositionError> {
        let (t, w) = self.expected_flips_exact(position)?;
        Ok(t as f64 / w as f64)
    }

    /// Par: the expected number of flips of perfect play from the start of a game.
    pub fn par(&mut self) -> f64 {
        let (t, w) = self.par_exact();
        t as f64 / w as f64
    }

    /// Par as the exact fraction `(numerator, denominator)`.
    pub fn par_exact(&mut self) -> (u64, u64) {
        let n = self.n_boards;
        let w: u64 = self.boards().iter().map(|e| u64::from(e.weight)).sum();
        (u64::from(self.solve(0, 0, 0, n, u32::MAX)), w)
    }

    /// The flip perfect play makes in `position` (the lowest tile among equally good ones), or
    /// `None` when the game is already won.
    pub fn best_flip(&mut self, position: Position) -> Result<Option<Tile>, PositionError> {
        let (start, end, _) = self.push_position(position)?;
        let up = position.face_up;
        let tile = match self.known_line(start, end) {
            Some(line) => Tile::in_mask(line & !up).next(),
            None => match self.opening_best(up, position.correct) {
                Some(tile) => Some(tile),
                None => self.choose(up, position.correct, start, end, u32::MAX).0,
            },
        };
        self.scratch.truncate(self.n_boards);
        Ok(tile)
    }

    /// How many flips perfect play takes on `board` from the start, following
    /// [`Advisor::best_flip`]: what a win summary can set beside the player's own count.
    pub fn policy_flips(&mut self, board: Board) -> Result<u32, PositionError> {
        let mut position = Position::new();
        let mut flips = 0;
        while let Some(tile) = self.best_flip(position)? {
            position = position.flip(tile, board);
            flips += 1;
        }
        Ok(flips)
    }

    /// For each face-down tile, the expected number of flips still needed with perfect play after
    /// flipping it now (`None` for face-up tiles). Lets a hint show how much a worse flip costs.
    pub fn flip_values(
        &mut self,
        position: Position,
    ) -> Result<[Option<f64>; N_TILES], PositionError> {
        let (start, end, w) = self.push_position(position)?;
        let up = position.face_up;
        let mut out = [None; N_TILES];
        for (i, slot) in out.iter_mut().enumerate() {
            let bit = 1u16 << i;
            if up & bit != 0 {
                continue;
            }
            let range = (start, end);
            let c1 = self.child(
                up | bit,
                position.correct | bit,
                range,
                (bit, true),
                u32::MAX,
            );
            let c0 = self.child(up | bit, position.correct, range, (bit, false), u32::MAX);
            *slot = Some((f64::from(w) + f64::from(c1) + f64::from(c0)) / f64::from(w));
        }
        self.scratch.truncate(self.n_boards);
        Ok(out)
    }

    fn boards(&self) -> &[Entry] {
        &self.scratch[..self.n_boards]
    }

    /// Pushes the boards consistent with `position` after the full list; returns their range and
    /// total weight.
    fn push_position(&mut self, position: Position) -> Result<(usize, usize, u32), PositionError> {
        self.scratch.truncate(self.n_boards);
        let mut w = 0u32;
        for i in 0..self.n_boards {
            let e = self.scratch[i];
            if e.mask & position.face_up == position.correct {
                w += e.weight;
                self.scratch.push(e);
            }
        }
        if w == 0 {
            return Err(PositionError::Inconsistent(position.to_line()));
        }
        Ok((self.n_boards, self.scratch.len(), w))
    }

    /// The mask of the answer line when every board in `start..end` has the same answer.
    fn known_line(&self, start: usize, end: usize) -> Option<u16> {
        let first = self.scratch.get(start)?.line;
        if self.scratch[start..end].iter().all(|e| e.line == first) {
            self.line_masks.get(usize::from(first)).copied()
        } else {
            None
        }
    }

    /// The keys of the position's 8 images (`face_up << 16 | correct`), in [`Symmetry::ALL`]
    /// order.
    fn images(&self, up: u16, correct: u16) -> impl Iterator<Item = u32> + '_ {
        self.perm
            .iter()
            .map(move |t| (u32::from(map_mask(t, up)) << 16) | u32::from(map_mask(t, correct)))
    }

    /// The image of a tile mask under `g` (as [`Symmetry::apply_mask`], from the tables).
    fn image(&self, g: Symmetry, mask: u16) -> u16 {
        self.perm.get(g.index()).map_or(mask, |t| map_mask(t, mask))
    }

    /// The smallest key of the position's 8 images, so symmetric positions share a cache entry.
    fn canonical(&self, up: u16, correct: u16) -> u32 {
        self.images(up, correct)
            .min()
            .unwrap_or((u32::from(up) << 16) | u32::from(correct))
    }

    /// [`Advisor::canonical`], with a symmetry that maps the position to the key's orientation.
    fn canonical_with(&self, up: u16, correct: u16) -> (u32, Symmetry) {
        self.images(up, correct)
            .zip(Symmetry::ALL)
            .min_by_key(|&(key, _)| key)
            .unwrap_or((
                (u32::from(up) << 16) | u32::from(correct),
                Symmetry::IDENTITY,
            ))
    }

    /// T of the position `(up, correct)` whose consistent boards are `scratch[start..end]`, when it
    /// is below `budget`; otherwise a lower bound of T that is at least `budget`.
    fn solve(&mut self, up: u16, correct: u16, start: usize, end: usize, budget: u32) -> u32 {
        let key = self.canonical(up, correct);
        match self.cached(key, budget) {
            Some(t) => t,
            None => self.solve_uncached(key, up, correct, start, end, budget),
        }
    }

    /// What the cache knows of `key` that answers a question with `budget`: the exact T, or a
    /// lower bound of at least `budget`.
    fn cached(&self, key: u32, budget: u32) -> Option<u32> {
        let &v = self.memo.get(&key)?;
        if v & BOUND == 0 {
            Some(v)
        } else {
            let lb = v & !BOUND;
            (lb >= budget).then_some(lb)
        }
    }

    /// [`Advisor::solve`] for a position the cache cannot answer under `key`.
    fn solve_uncached(
        &mut self,
        key: u32,
        up: u16,
        correct: u16,
        start: usize,
        end: usize,
        budget: u32,
    ) -> u32 {
        let w: u32 = self.scratch[start..end].iter().map(|e| e.weight).sum();
        if let Some(line) = self.known_line(start, end) {
            return w * (line & !up).count_ones();
        }
        let (tile, best) = self.choose(up, correct, start, end, budget.saturating_sub(w));
        let t = w.saturating_add(best).min(BOUND - 1);
        self.memo
            .insert(key, if tile.is_some() { t } else { t | BOUND });
        t
    }

    /// The best uncertain tile to flip and `T(correct) + T(wrong)` after flipping it (among equally
    /// good tiles the lowest), when that sum is below `limit`; otherwise `None` and a lower bound
    /// of the sum that is at least `limit`.
    ///
    /// A lower bound prunes the search: every board still needs the face-down tiles of its own
    /// answer flipped, so `T(S) >= Σ weight · (face-down tiles of the board's answer)`. Candidates
    /// are tried from the smallest bound, and each child is searched only as far as it could still
    /// make its tile the best (the budget): a child that cannot leaves a lower bound in the cache,
    /// which a later question with a larger budget searches further.
    fn choose(
        &mut self,
        up: u16,
        correct: u16,
        start: usize,
        end: usize,
        limit: u32,
    ) -> (Option<Tile>, u32) {
        let mut w = 0u32;
        let mut base = 0u32;
        let mut tile_w = [0u32; N_TILES];
        // Σ weight · (face-down answer tiles) over the boards where the tile is correct.
        let mut correct_wk = [0u32; N_TILES];
        // Weight of the boards whose answer holds the tile.
        let mut on_answer_w = [0u32; N_TILES];
        // The possible answers after the tile turns out correct / wrong (bit i for line i).
        let mut lines_if = [[0u16; N_TILES]; 2];
        for e in &self.scratch[start..end] {
            w += e.weight;
            let answer = self.line_masks[usize::from(e.line)] & !up;
            let wk = e.weight * answer.count_ones();
            let line_bit = 1u16 << e.line;
            base += wk;
            let mut m = e.mask & !up;
            while m != 0 {
                let i = m.trailing_zeros() as usize;
                tile_w[i] += e.weight;
                correct_wk[i] += wk;
                lines_if[1][i] |= line_bit;
                m &= m - 1;
            }
            let mut z = !e.mask & !up;
            while z != 0 {
                lines_if[0][z.trailing_zeros() as usize] |= line_bit;
                z &= z - 1;
            }
            let mut a = answer;
            while a != 0 {
                on_answer_w[a.trailing_zeros() as usize] += e.weight;
                a &= a - 1;
            }
        }
        // (lower bound of T(correct) + T(wrong), T(wrong) bound, tile)
        let mut candidates = [(0u32, 0u32, 0usize); N_TILES];
        let mut n = 0;
        for i in 0..N_TILES {
            if up & (1 << i) != 0 || tile_w[i] == 0 || tile_w[i] == w {
                continue;
            }
            let lb1 = correct_wk[i] - on_answer_w[i];
            let lb0 = base - correct_wk[i];
            candidates[n] = (lb1 + lb0, lb0, i);
            n += 1;
        }
        let candidates = &mut candidates[..n];
        candidates.sort_unstable();
        // The value to beat and the tile that holds it (none yet: then `limit` must be beaten).
        let mut best = (limit, None::<usize>);
        // The smallest lower bound of the tiles that could not beat it.
        let mut floor = u32::MAX;
        // The sum that tile `i` must come in under: it wins with a smaller sum, or with the same
        // sum and a lower index.
        let beat = |best: (u32, Option<usize>), i: usize| match best.1 {
            Some(b) if i < b => best.0 + 1,
            _ => best.0,
        };
        for &(lb, lb0, i) in candidates.iter() {
            let threshold = beat(best, i);
            if lb >= threshold {
                floor = floor.min(lb);
                // The tiles after this one have bounds at least as large.
                if lb >= beat(best, 0) {
                    break;
                }
                continue;
            }
            let bit = 1u16 << i;
            // A child whose answer is settled costs its weight times the answer's face-down
            // tiles; only the others need the cache or a search.
            let c1 = match self.settled(lines_if[1][i], up | bit) {
                Some(n) => tile_w[i] * n,
                None => self.child(
                    up | bit,
                    correct | bit,
                    (start, end),
                    (bit, true),
                    threshold - lb0,
                ),
            };
            if c1 + lb0 >= threshold {
                floor = floor.min(c1 + lb0);
                continue;
            }
            let c0 = match self.settled(lines_if[0][i], up | bit) {
                Some(n) => (w - tile_w[i]) * n,
                None => self.child(
                    up | bit,
                    correct,
                    (start, end),
                    (bit, false),
                    threshold - c1,
                ),
            };
            let v = c1.saturating_add(c0);
            if v < threshold {
                best = (v, Some(i));
            } else {
                floor = floor.min(v);
            }
        }
        match best.1 {
            Some(i) => (Tile::new(i), best.0),
            None => (None, floor.max(limit)),
        }
    }

    /// When `lines` (bit i for line i) holds a single line: its face-down tiles given `up`.
    fn settled(&self, lines: u16, up: u16) -> Option<u32> {
        if lines.count_ones() == 1 {
            let mask = self.line_masks.get(lines.trailing_zeros() as usize)?;
            Some((mask & !up).count_ones())
        } else {
            None
        }
    }

    /// T after `bit` turns out `value` (below `budget`, or a lower bound as [`Advisor::solve`]):
    /// from the cache, or by searching the filtered board list.
    fn child(
        &mut self,
        up: u16,
        correct: u16,
        (start, end): (usize, usize),
        (bit, value): (u16, bool),
        budget: u32,
    ) -> u32 {
        let key = self.canonical(up, correct);
        if let Some(t) = self.cached(key, budget) {
            return t;
        }
        let s = self.scratch.len();
        self.scratch.reserve(end - start);
        for i in start..end {
            let e = self.scratch[i];
            if (e.mask & bit != 0) == value {
                self.scratch.push(e);
            }
        }
        let e = self.scratch.len();
        let t = if e > s {
            self.solve_uncached(key, up, correct, s, e, budget)
        } else {
            0
        };
        self.scratch.truncate(s);
        t
    }
}
