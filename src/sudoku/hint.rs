//! Hints that teach: the next logical step on the player's current grid, revealed in layers.
//!
//! A [`Hint`] answers four questions, one per press: (1) where to look ([`Region`]), (2) which
//! technique and why, without giving the move away, (3) which cells are involved, (4) what to do
//! ([`HintAction`], which the game applies as [`SudokuMove`]s). Every layer names cells the way
//! players say them, `row 6, column 2`; the compact `r6c2` form stays with the command line.
//!
//! Wrong digits on the board come first. The hint says how many there are, offers to show them
//! all (the game menu's "Show wrong digits"), and points at one at a time: the one nearest the
//! selected cell, or the first in reading order, which the last layer erases. Hints reason from the true candidates of the current grid (the givens and the player's correct
//! digits), never from the player's notes; notes only decide which steps are news to the player.
//!
//! A hint of a logical step also carries the step's [`Picture`] and the position it was drawn
//! in, for a board that shows the step (see `strategy/picture.rs`); [`Hint::notes_differ`] names
//! the pictured cells whose notes differ from the true candidates.

use super::game::{NoteMask, SudokuMove, SudokuState};
use super::grid::{Cell, Digit, Grid, House};
use super::killer::KillerStep;
use super::strategy::words;
use super::strategy::{Candidates, Mark, Picture, Step, StrategySolver, Technique};
use crate::tr;
use std::fmt;

/// Where to look: one house, or a set of cells when no single house holds the pattern.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Region {
    /// A row, column or box.
    House(House),
    /// Cells spread over several houses.
    Cells(Vec<Cell>),
    /// A Killer cage: the cell its sum is drawn in, and its cells.
    Cage {
        /// The cage's top-left cell, which names it.
        anchor: Cell,
        /// Its cells.
        cells: Vec<Cell>,
    },
}

impl Region {
    /// The region's name in each form a sentence needs (see [`fmt::Display`] for what it
    /// names).
    pub fn name(&self) -> words::Name {
        match self {
            Region::House(h) => words::house(*h),
            Region::Cells(cells) => words::lines_of(cells),
            Region::Cage { anchor, .. } => super::killer::cage_name(*anchor),
        }
    }
}

impl fmt::Display for Region {
    /// In player words: `box 5`, or for cells the rows (or columns) that hold them, `rows 2
    /// and 8`; the cells themselves are named by the third layer.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Region::House(_) | Region::Cells(_) | Region::Cage { .. } => self.name().fmt(f),
        }
    }
}

/// What the hint's last layer does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HintAction {
    /// Erase these wrong digits.
    Erase(Vec<Cell>),
    /// Place these digits. A step that both places and eliminates is shown by its placements
    /// only: placing the digit removes it from the peers' notes anyway.
    Place(Vec<(Cell, Digit)>),
    /// Remove these candidates from the notes.
    Eliminate(Vec<(Cell, Digit)>),
}

impl HintAction {
    /// What a step with `placements` and `eliminations` does: its placements when it has any
    /// (placing a digit removes it from the peers' notes anyway), else its eliminations.
    pub fn of_step(placements: &[(Cell, Digit)], eliminations: &[(Cell, Digit)]) -> HintAction {
        if placements.is_empty() {
            HintAction::Eliminate(eliminations.to_vec())
        } else {
            HintAction::Place(placements.to_vec())
        }
    }

    /// The board moves that do this: each placement, each erasure, or one removal of the notes.
    pub fn moves(&self) -> Vec<SudokuMove> {
        match self {
            HintAction::Erase(cells) => cells
                .iter()
                .map(|&cell| SudokuMove::Erase { cell })
                .collect(),
            HintAction::Place(list) => list
                .iter()
                .map(|&(cell, digit)| SudokuMove::Place {
                    cell,
                    digit,
                    clear_peer_notes: true,
                })
                .collect(),
            HintAction::Eliminate(list) => vec![SudokuMove::RemoveNotes {
                notes: list.clone(),
            }],
        }
    }
}

/// The four layers of a hint, in the order they are revealed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum HintLayer {
    /// Where to look.
    Region,
    /// The technique and why it applies, without the move itself.
    Technique,
    /// The cells involved.
    Cells,
    /// The placement, elimination or erasure.
    Action,
}

impl HintLayer {
    /// The layers in reveal order.
    pub const ALL: [HintLayer; 4] = [
        HintLayer::Region,
        HintLayer::Technique,
        HintLayer::Cells,
        HintLayer::Action,
    ];

    /// The next layer, or `None` after the last.
    pub fn next(self) -> Option<HintLayer> {
        match self {
            HintLayer::Region => Some(HintLayer::Technique),
            HintLayer::Technique => Some(HintLayer::Cells),
            HintLayer::Cells => Some(HintLayer::Action),
            HintLayer::Action => None,
        }
    }
}

/// A graduated hint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// Layer 1: where to look.
    pub region: Region,
    /// Layer 2: the classic technique; `None` for a mistake, a Killer step of Killer's own
    /// ([`Hint::killer`]), or when no logical step is known.
    pub technique: Option<Technique>,
    /// Layer 2: why the step holds (or what is wrong), in player words, without the move.
    pub explanation: String,
    /// Layer 3: for chain steps, the chain followed link by link in player words.
    pub chain: Option<String>,
    /// Layer 3: the cells to highlight.
    pub cells: Vec<Cell>,
    /// Layer 4: what to do.
    pub action: HintAction,
    /// The logical step behind the hint, when there is one (a classic technique).
    pub step: Option<Step>,
    /// The Killer step behind the hint, when it is one of Killer's own techniques (a classic
    /// step in a Killer puzzle is [`Hint::step`]).
    pub killer: Option<KillerStep>,
    /// For a hint about a wrong digit: how many of the player's digits are wrong in all (the
    /// hint points at one of them). Zero for every other hint.
    pub wrong_total: usize,
    /// The picture of the step behind the hint, drawn in [`Hint::position`]; `None` without a
    /// step.
    pub picture: Option<Picture>,
    /// The position the step was found in: the true candidates of the board (the givens and
    /// the player's correct digits, less what earlier steps the player's notes already show
    /// removed), which the picture reasons from, whatever the player's notes say. `None`
    /// without a step.
    pub position: Option<Candidates>,
}

impl Hint {
    /// The cells the picture shows candidates in where the player's `notes` (81 masks, bit 0 is
    /// digit 1) differ from the true candidates: a board showing the picture says so in one
    /// line, as it shows the true ones. Empty without a picture, and for a cell without notes
    /// (the picture fills those in without a word).
    pub fn notes_differ(&self, notes: &[NoteMask]) -> Vec<Cell> {
        let (Some(picture), Some((placements, eliminations)), Some(position)) =
            (&self.picture, self.step_marks(), &self.position)
        else {
            return Vec::new();
        };
        picture
            .shown_cells_with(placements, eliminations, position)
            .into_iter()
            .filter(|c| {
                let m = notes.get(c.index()).copied().unwrap_or(0);
                m != 0 && m != position.mask(*c)
            })
            .collect()
    }

    /// The placements and eliminations of the step behind the hint, classic or Killer's; `None`
    /// without a step.
    pub fn step_marks(&self) -> Option<(&[Mark], &[Mark])> {
        match (&self.step, &self.killer) {
            (Some(s), _) => Some((&s.placements, &s.eliminations)),
            (None, Some(k)) => Some((&k.placements, &k.eliminations)),
            (None, None) => None,
        }
    }

    /// Whether the hint is about a wrong digit.
    pub fn is_mistake(&self) -> bool {
        matches!(self.action, HintAction::Erase(_))
    }

    /// The text to show for `layer`, in player words (`row 6, column 2`).
    pub fn text(&self, layer: HintLayer) -> String {
        match layer {
            HintLayer::Region => match self.wrong_total {
                // TRANSLATORS: {region} is a house ("box 5") or the rows or columns of some
                // cells ("rows 2 and 8").
                0 => tr!("Look at {region}.", region = self.region.name()),
                // TRANSLATORS: {region} is where the wrong digit is: a house ("box 5").
                1 => tr!(
                    "One digit on the board is wrong: look at {region}.",
                    region = self.region.name()
                ),
                // TRANSLATORS: {count} is the number as a word, capitalised ("Three"), {n} as a
                // numeral; use either. "More" is the hint's button of that name.
                n => tr!(
                    "{count} digit on the board is wrong. Show it, or take it with More."
                        | "{count} digits on the board are wrong. Show them all, or take them \
                           one at a time with More."
                            % n,
                    count = words::capitalize(&words::count(n, words::Counted::Digits))
                ),
            },
            HintLayer::Technique => {
                let title = match (self.technique, &self.killer) {
                    (Some(t), _) => Some(t.title()),
                    (None, Some(k)) => Some(k.technique.title()),
                    (None, None) => None,
                };
                match title {
                    // TRANSLATORS: {technique} is a technique's name, capitalised ("X-wing"),
                    // {explanation} the sentences that explain the step.
                    Some(t) => tr!(
                        "{technique}: {explanation}",
                        technique = words::capitalize(t),
                        explanation = self.explanation
                    ),
                    None => self.explanation.clone(),
                }
            }
            HintLayer::Cells => {
                // TRANSLATORS: {cells} names the cells ("row 1, columns 4 and 6").
                let cells = tr!(
                    "Cells involved: {cells}.",
                    cells = words::cells(&self.cells)
                );
                match &self.chain {
                    Some(walk) => words::sentences(&[cells, walk.clone()]),
                    None => cells,
                }
            }
            HintLayer::Action => match &self.action {
                // TRANSLATORS: {cells} names the cells ("row 1, columns 4 and 6").
                HintAction::Erase(cells) => tr!(
                    "Erase the wrong digit in {cells}."
                        | "Erase the wrong digits in {cells}." % cells.len(),
                    cells = words::cells(cells)
                ),
                HintAction::Place(list) => {
                    let names: Vec<String> = list
                        .iter()
                        .map(|&(c, d)| {
                            // TRANSLATORS: one placement of a list ("Place 5 in row 1, column 2
                            // and 3 in row 4, column 4."): {digit} goes in the cell {cell}.
                            tr!("{digit} in {cell}", digit = d, cell = words::cell(c))
                        })
                        .collect();
                    // TRANSLATORS: {placements} lists digits and their cells ("5 in row 1,
                    // column 2 and 3 in row 4, column 4").
                    tr!("Place {placements}.", placements = words::and_list(&names))
                }
                HintAction::Eliminate(list) => removals(list),
            },
        }
    }

    /// The cells the board outlines while `layer` is the newest layer shown: the region at first,
    /// the cells involved from layer 3. A hint about several wrong digits outlines none of them
    /// until it points at one (layer 2), so the count is not mistaken for a place.
    pub fn cells_at(&self, layer: HintLayer) -> Vec<Cell> {
        if layer >= HintLayer::Cells || (self.is_mistake() && layer == HintLayer::Technique) {
            return self.cells.clone();
        }
        if self.wrong_total > 1 {
            return Vec::new();
        }
        match &self.region {
            Region::House(h) => h.cells().to_vec(),
            Region::Cells(c) | Region::Cage { cells: c, .. } => c.clone(),
        }
    }

    /// The first layer of a hint about one of several wrong digits, once they are all marked.
    pub fn marked_text(&self) -> String {
        // TRANSLATORS: {count} is the number as a word, capitalised ("Three"), {n} as a numeral;
        // use either. "More" is the hint's button of that name.
        tr!(
            "{count} digit on the board is wrong and marked. Erase it, or take it with More."
                | "{count} digits on the board are wrong and marked. Erase them, or take them one \
                   at a time with More."
                    % self.wrong_total,
            count = words::capitalize(&words::count(self.wrong_total, words::Counted::Digits))
        )
    }

    /// Whether the hint can offer to mark every wrong digit: it is about one of several.
    pub fn offers_show_wrong(&self) -> bool {
        self.wrong_total > 1
    }

    /// The board moves that apply the last layer.
    pub fn moves(&self) -> Vec<SudokuMove> {
        self.action.moves()
    }
}

/// Candidate removals in player words, one sentence per group of cells that lose the same
/// digits: `Remove 5 from the notes in row 1, columns 4 and 6.`
fn removals(list: &[(Cell, Digit)]) -> String {
    // Group by digit and by cell, and keep whichever needs fewer sentences.
    let by_digit = merge(group(list.iter().map(|&(c, d)| (d, c))));
    let by_cell = merge(group(list.iter().map(|&(c, d)| (c, d))));
    let sentences: Vec<String> = if by_cell.len() < by_digit.len() {
        by_cell
            .iter()
            .map(|(cells, digits)| sentence(digits, cells))
            .collect()
    } else {
        by_digit
            .iter()
            .map(|(digits, cells)| sentence(digits, cells))
            .collect()
    };
    words::sentences(&sentences)
}

fn sentence(digits: &[Digit], cells: &[Cell]) -> String {
    // TRANSLATORS: {digits} is one digit or a list ("2 and 7"), {cells} names the cells ("row 1,
    // columns 4 and 6").
    tr!(
        "Remove {digits} from the notes in {cells}.",
        digits = words::digits(digits),
        cells = words::cells(cells)
    )
}

/// Pairs grouped by their first item, in order of first appearance.
fn group<K: PartialEq + Copy, V: Copy>(pairs: impl Iterator<Item = (K, V)>) -> Vec<(K, Vec<V>)> {
    let mut out: Vec<(K, Vec<V>)> = Vec::new();
    for (k, v) in pairs {
        match out.iter_mut().find(|(key, _)| *key == k) {
            Some((_, vs)) => vs.push(v),
            None => out.push((k, vec![v])),
        }
    }
    out
}

/// Groups whose values are equal merged into one, keys listed together.
fn merge<K: Copy, V: PartialEq + Clone>(groups: Vec<(K, Vec<V>)>) -> Vec<(Vec<K>, Vec<V>)> {
    let mut out: Vec<(Vec<K>, Vec<V>)> = Vec::new();
    for (k, vs) in groups {
        match out.iter_mut().find(|(_, other)| *other == vs) {
            Some((keys, _)) => keys.push(k),
            None => out.push((vec![k], vs)),
        }
    }
    out
}

/// The next hint for a game in play (see [`next_hint`]), pointing at the wrong digit nearest
/// `selected`; `None` when the board is solved.
pub fn hint_for_state(state: &SudokuState, selected: Option<Cell>) -> Option<Hint> {
    let notes: Vec<NoteMask> = Cell::all().map(|c| state.notes(c)).collect();
    next_hint(
        state.givens(),
        state.entries(),
        Some(&notes),
        state.solution(),
        selected,
    )
}

/// The next hint: wrong digits first (the one nearest `near`, or the first in reading order),
/// then the easiest logical step that tells the player something new. `entries` holds the
/// player's digits (givens may be repeated or absent); `notes`, when given, holds each cell's
/// pencil marks (81 masks, bit 0 is digit 1). Returns `None` when the board is already solved.
pub fn next_hint(
    givens: &Grid,
    entries: &Grid,
    notes: Option<&[NoteMask]>,
    solution: &Grid,
    near: Option<Cell>,
) -> Option<Hint> {
    if let Some(hint) = wrong_digit_hint(givens, entries, solution, near) {
        return Some(hint);
    }
    let board = with_entries(givens, entries)?;
    let mut cands = Candidates::from_grid(&board);
    if let Some(step) = first_news(&mut cands, notes) {
        return Some(from_step(step, &cands));
    }
    reveal_hint(&board, solution)
}

/// The hint about the wrong digit nearest `near` (or the first in reading order), when the
/// player's `entries` hold any.
pub(crate) fn wrong_digit_hint(
    givens: &Grid,
    entries: &Grid,
    solution: &Grid,
    near: Option<Cell>,
) -> Option<Hint> {
    let wrong: Vec<Cell> = Cell::all()
        .filter(|&c| givens.get(c).is_none())
        .filter(|&c| entries.get(c).is_some_and(|d| solution.get(c) != Some(d)))
        .collect();
    if let Some(target) = nearest(&wrong, near) {
        let name = words::cell(target);
        return Some(Hint {
            region: region_of(&[target]),
            technique: None,
            explanation: match (wrong.len(), near) {
                // TRANSLATORS: {cell} names a cell ("row 6, column 2").
                (1, _) => tr!(
                    "The digit in {cell} does not match the solution.",
                    cell = name
                ),
                // TRANSLATORS: {cell} names a cell ("row 6, column 2").
                (_, Some(c)) if c == target => tr!(
                    "Start with the selected cell, {cell}: its digit does not match the solution.",
                    cell = name
                ),
                // TRANSLATORS: {cell} names a cell ("row 6, column 2").
                (_, Some(_)) => tr!(
                    "Start with {cell}, the nearest to the selected cell: its digit does not \
                     match the solution.",
                    cell = name
                ),
                // TRANSLATORS: {cell} names a cell ("row 6, column 2").
                (_, None) => tr!(
                    "Start with {cell}: its digit does not match the solution.",
                    cell = name
                ),
            },
            chain: None,
            cells: vec![target],
            action: HintAction::Erase(vec![target]),
            step: None,
            killer: None,
            wrong_total: wrong.len(),
            picture: None,
            position: None,
        });
    }
    None
}

/// The givens with the player's `entries` filled in; `None` when the board is full.
pub(crate) fn with_entries(givens: &Grid, entries: &Grid) -> Option<Grid> {
    let mut board = *givens;
    for c in Cell::all() {
        if board.get(c).is_none() {
            board.set(c, entries.get(c));
        }
    }
    (!board.is_full()).then_some(board)
}

/// When the ladder finds nothing: one digit of the `solution`, in the first empty cell of
/// `board`.
pub(crate) fn reveal_hint(board: &Grid, solution: &Grid) -> Option<Hint> {
    let cell = Cell::all().find(|&c| board.get(c).is_none())?;
    let digit = solution.get(cell)?;
    Some(Hint {
        region: Region::House(House::Box(cell.box_index() as u8)),
        technique: None,
        explanation: tr!(
            "No logical step is known here, so the solution will fill one cell of this box."
        )
        .to_string(),
        chain: None,
        cells: vec![cell],
        action: HintAction::Place(vec![(cell, digit)]),
        step: None,
        killer: None,
        wrong_total: 0,
        picture: None,
        position: None,
    })
}

/// The cell of `cells` nearest `near` (fewest rows plus columns away; ties go to the first in
/// reading order), or the first when nothing is selected.
fn nearest(cells: &[Cell], near: Option<Cell>) -> Option<Cell> {
    let Some(from) = near else {
        return cells.first().copied();
    };
    cells
        .iter()
        .copied()
        .min_by_key(|c| c.row().abs_diff(from.row()) + c.col().abs_diff(from.col()))
}

/// The ladder's next step that tells the player something their `notes` do not already show,
/// found from `cands` (the true candidates of the board); steps whose eliminations the notes
/// already show are applied to `cands` silently on the way, so `cands` ends as the position the
/// step is found in. `None` when the ladder is stuck or the board is solved.
pub(crate) fn first_news(cands: &mut Candidates, notes: Option<&[NoteMask]>) -> Option<Step> {
    for _ in 0..200 {
        let step = StrategySolver::next_step(cands)?;
        if is_news(&step, notes) {
            return Some(step);
        }
        cands.apply(&step);
    }
    None
}

/// Whether `step` tells the player something their notes do not already show.
fn is_news(step: &Step, notes: Option<&[NoteMask]>) -> bool {
    tells_news(&step.placements, &step.eliminations, notes)
}

/// Whether a step that makes `placements` and `eliminations` tells the player something their
/// `notes` do not already show: it places a digit, or removes a note they still have (or one
/// from a cell without notes).
pub(crate) fn tells_news(
    placements: &[(Cell, Digit)],
    eliminations: &[(Cell, Digit)],
    notes: Option<&[NoteMask]>,
) -> bool {
    let Some(notes) = notes else {
        return true;
    };
    if !placements.is_empty() {
        return true;
    }
    eliminations.iter().any(|&(c, d)| {
        let m = notes.get(c.index()).copied().unwrap_or(0);
        m == 0 || m & d.bit() != 0
    })
}

impl Hint {
    /// The hint that explains `step`, found in the position `before` (the true candidates it
    /// reasons from): what a game's hint shows for it, and what a walk through a whole solution
    /// shows at that step.
    pub fn of_step(step: Step, before: &Candidates) -> Hint {
        from_step(step, before)
    }
}

/// The hint for `step`, found in the position `before`.
pub(crate) fn from_step(step: Step, before: &Candidates) -> Hint {
    let region = match step.house {
        Some(h) => Region::House(h),
        None => region_of(&step.cells),
    };
    let action = HintAction::of_step(&step.placements, &step.eliminations);
    Hint {
        region,
        technique: Some(step.technique),
        explanation: step.why(before),
        chain: step.chain_words(),
        cells: step.cells.clone(),
        action,
        picture: Some(step.picture(before)),
        position: Some(*before),
        step: Some(step),
        killer: None,
        wrong_total: 0,
    }
}

/// The house holding all `cells`, else the cells themselves.
pub(crate) fn region_of(cells: &[Cell]) -> Region {
    let Some(first) = cells.first() else {
        return Region::Cells(Vec::new());
    };
    first
        .houses()
        .into_iter()
        .find(|h| cells.iter().all(|&c| h.contains(c)))
        .map_or_else(|| Region::Cells(cells.to_vec()), Region::House)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every fifth shipped practice position of every technique. Finding their steps is the slow
    /// part: a test that words them in several languages finds them once.
    fn practice_sample() -> Vec<crate::sudoku::practice::Position> {
        Technique::all()
            .into_iter()
            .flat_map(|t| {
                (0..crate::sudoku::practice::count(t))
                    .step_by(5)
                    .filter_map(move |i| crate::sudoku::practice::position(t, i))
            })
            .collect()
    }

    /// Every hint of `positions`, every layer, with its chain in words, in the language this
    /// thread speaks.
    fn practice_hint_texts(positions: &[crate::sudoku::practice::Position]) -> Vec<String> {
        let mut out = Vec::new();
        for p in positions {
            out.extend(p.step.chain_words());
            let hint = Hint::of_step(p.step.clone(), &p.candidates);
            out.extend(HintLayer::ALL.map(|l| hint.text(l)));
        }
        out
    }

    /// In the Romance languages a house's or a cell's name after a preposition takes its
    /// article or the contraction ("en la fila 3", "nella riga 3", "du bloc 5"): the names come
    /// in through the forms `{house:in}`, `{house:of}` and `{house:the}`, never bare after a
    /// preposition a template spells out.
    #[test]
    fn romance_names_after_a_preposition_take_their_article() {
        use crate::i18n::{LANGUAGES, by_code, set_language};
        let languages: [(&str, &[&str]); 4] = [
            ("es", &["en", "de", "a", "con", "por", "desde"]),
            ("fr", &["dans", "de", "à", "sur", "par", "avec"]),
            ("pt_BR", &["em", "de", "com", "por"]),
            ("it", &["in", "di", "a", "da", "su", "con", "per"]),
        ];
        let mut problems = Vec::new();
        let sample = practice_sample();
        for (code, prepositions) in languages {
            set_language(by_code(code).expect("the language is shipped"));
            // The bare words of the names: "fila", "columna", "bloque", "filas", "columnas".
            let bare = [
                words::house(House::Row(0)).to_string(),
                words::house(House::Col(0)).to_string(),
                words::house(House::Box(0)).to_string(),
                words::houses(&[House::Row(0), House::Row(1)]).to_string(),
                words::houses(&[House::Col(0), House::Col(1)]).to_string(),
            ];
            let nouns: Vec<String> = bare
                .iter()
                .filter_map(|b| b.split_whitespace().next())
                .map(str::to_lowercase)
                .collect();
            let texts = practice_hint_texts(&sample);
            assert!(texts.len() > 500, "{code}: {} texts", texts.len());
            for text in &texts {
                let spaced: String = format!(" {} ", text.to_lowercase())
                    .chars()
                    .map(|c| {
                        if c.is_alphanumeric() || c == '\'' {
                            c
                        } else {
                            ' '
                        }
                    })
                    .collect();
                for p in prepositions {
                    for noun in &nouns {
                        if spaced.contains(&format!(" {p} {noun} ")) {
                            problems.push(format!("{code}: \"{p} {noun}\" in {text:?}"));
                        }
                    }
                }
            }
        }
        set_language(&LANGUAGES[0]);
        problems.sort();
        problems.dedup();
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    const PUZZLE: &str =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    fn solved() -> (Grid, Grid) {
        let g = Grid::from_line(PUZZLE).unwrap();
        let s = g.solution().expect("unique");
        (g, s)
    }

    #[test]
    fn a_step_hint_carries_its_picture_and_position_and_sees_differing_notes() {
        let (g, s) = solved();
        let hint = next_hint(&g, &g, None, &s, None).unwrap();
        let (step, picture, position) = (
            hint.step.clone().unwrap(),
            hint.picture.clone().unwrap(),
            hint.position.unwrap(),
        );
        assert_eq!(position, Candidates::from_grid(&g));
        assert_eq!(picture, step.picture(&position));
        assert!(!picture.cause.is_empty());
        let shown = picture.shown_cells(&step, &position);
        assert!(!shown.is_empty());
        // Notes equal to the true candidates differ nowhere; no notes are not a difference.
        let truth: Vec<NoteMask> = Cell::all().map(|c| position.mask(c)).collect();
        assert!(hint.notes_differ(&truth).is_empty());
        assert!(hint.notes_differ(&[0; 81]).is_empty());
        // Notes with one true candidate missing in a shown cell differ there, and only there.
        let mut notes = truth.clone();
        let at = shown[0];
        notes[at.index()] &= notes[at.index()] - 1;
        assert_eq!(hint.notes_differ(&notes), vec![at]);
        // A mistake hint has no picture.
        let mut entries = g;
        let cell = Cell::all().find(|&c| g.get(c).is_none()).unwrap();
        let wrong = Digit::all().find(|&d| s.get(cell) != Some(d)).unwrap();
        entries.set(cell, Some(wrong));
        let mistake = next_hint(&g, &entries, None, &s, None).unwrap();
        assert!(mistake.picture.is_none() && mistake.position.is_none());
    }

    /// Every template receives each of its named placeholders: no text a player reads keeps a
    /// `{name}` unfilled (English texts hold no braces at all), over the first shipped practice
    /// positions of every technique (every explainer, in each of its shapes the bank holds) and
    /// the hints about wrong digits.
    #[test]
    fn every_placeholder_is_filled() {
        let filled = |text: &str| {
            assert!(
                !text.contains('{') && !text.contains('}'),
                "an unfilled placeholder: {text}"
            );
        };
        for t in Technique::all() {
            filled(t.title());
            filled(t.lesson());
            let n = crate::sudoku::practice::count(t);
            assert!(n > 0, "{t}: no practice position");
            for i in 0..n.min(6) {
                let Some(p) = crate::sudoku::practice::position(t, i) else {
                    continue;
                };
                let hint = Hint::of_step(p.step, &p.candidates);
                for layer in HintLayer::ALL {
                    filled(&hint.text(layer));
                }
                filled(&hint.region.to_string());
            }
        }
        for rows in [&[0][..], &[0, 4, 8]] {
            let (g, entries, s, wrong) = with_wrong_digits(rows);
            for near in [
                None,
                wrong.first().copied(),
                Some(Cell::all().last().unwrap()),
            ] {
                let hint = next_hint(&g, &entries, None, &s, near).unwrap();
                for layer in HintLayer::ALL {
                    filled(&hint.text(layer));
                }
                filled(&hint.marked_text());
            }
        }
    }

    #[test]
    fn a_wrong_digit_comes_first() {
        let (g, s) = solved();
        let mut entries = g;
        let cell = Cell::all().find(|&c| g.get(c).is_none()).unwrap();
        let right = s.get(cell).unwrap();
        let wrong = Digit::all().find(|&d| d != right).unwrap();
        entries.set(cell, Some(wrong));
        let hint = next_hint(&g, &entries, None, &s, None).unwrap();
        assert!(hint.is_mistake());
        assert_eq!(hint.cells, vec![cell]);
        assert_eq!(hint.action, HintAction::Erase(vec![cell]));
        assert!(hint.text(HintLayer::Region).contains("wrong"));
    }

    /// The puzzle with a wrong digit in the first empty cell of each of `rows`.
    fn with_wrong_digits(rows: &[usize]) -> (Grid, Grid, Grid, Vec<Cell>) {
        let (g, s) = solved();
        let mut entries = g;
        let mut wrong = Vec::new();
        for &r in rows {
            let cell = Cell::all()
                .find(|&c| c.row() == r && g.get(c).is_none())
                .unwrap();
            let d = Digit::all().find(|&d| s.get(cell) != Some(d)).unwrap();
            entries.set(cell, Some(d));
            wrong.push(cell);
        }
        (g, entries, s, wrong)
    }

    #[test]
    fn many_wrong_digits_are_counted_then_taken_one_at_a_time() {
        let (g, entries, s, wrong) = with_wrong_digits(&[1, 2, 3, 4, 5, 6, 7, 8]);
        let hint = next_hint(&g, &entries, None, &s, None).unwrap();
        let first = hint.text(HintLayer::Region);
        assert_eq!(
            first,
            "Eight digits on the board are wrong. Show them all, or take them one at a time \
             with More."
        );
        assert!(hint.offers_show_wrong());
        // No selection: the first wrong digit in reading order, and only that one.
        assert_eq!(hint.cells, vec![wrong[0]]);
        assert_eq!(hint.action, HintAction::Erase(vec![wrong[0]]));
        assert!(hint.cells_at(HintLayer::Region).is_empty());
        assert_eq!(hint.cells_at(HintLayer::Technique), vec![wrong[0]]);
        for layer in HintLayer::ALL {
            let text = hint.text(layer);
            assert!(!text.contains("rows"), "{layer:?}: {text}");
            let named = wrong
                .iter()
                .filter(|&&c| text.contains(&words::cell(c).to_string()))
                .count();
            assert!(named <= 1, "{layer:?} names {named} cells: {text}");
        }
    }

    #[test]
    fn the_wrong_digit_nearest_the_selection_comes_first() {
        let (g, entries, s, wrong) = with_wrong_digits(&[0, 4, 8]);
        let near = Cell::from_row_col(7, wrong[2].col()).unwrap();
        let hint = next_hint(&g, &entries, None, &s, Some(near)).unwrap();
        assert_eq!(hint.cells, vec![wrong[2]]);
        assert!(
            hint.text(HintLayer::Technique)
                .contains("the nearest to the selected cell")
        );
        // On the selected cell itself, the hint says so.
        let on = next_hint(&g, &entries, None, &s, Some(wrong[1])).unwrap();
        assert_eq!(on.cells, vec![wrong[1]]);
        assert!(
            on.text(HintLayer::Technique)
                .starts_with("Start with the selected cell, ")
        );
        // Erasing it leaves two, and the next hint points at another.
        let mut fixed = entries;
        fixed.set(wrong[2], None);
        let next = next_hint(&g, &fixed, None, &s, Some(near)).unwrap();
        assert_eq!(next.wrong_total, 2);
        assert_ne!(next.cells, vec![wrong[2]]);
    }

    #[test]
    fn one_wrong_digit_is_pointed_at_at_once() {
        let (g, entries, s, wrong) = with_wrong_digits(&[5]);
        let hint = next_hint(&g, &entries, None, &s, None).unwrap();
        assert_eq!(
            hint.text(HintLayer::Region),
            format!(
                "One digit on the board is wrong: look at row {}.",
                wrong[0].row() + 1
            )
        );
        assert!(!hint.offers_show_wrong());
        assert!(hint.cells_at(HintLayer::Region).contains(&wrong[0]));
    }

    #[test]
    fn hint_moves_agree_with_the_solution() {
        let (g, s) = solved();
        let mut entries = g;
        // Follow hints to the end: every placement is right and every elimination spares the
        // solution digit.
        for _ in 0..81 {
            let Some(hint) = next_hint(&g, &entries, None, &s, None) else {
                break;
            };
            for layer in HintLayer::ALL {
                assert!(!hint.text(layer).is_empty());
            }
            match &hint.action {
                HintAction::Place(list) => {
                    for &(c, d) in list {
                        assert_eq!(s.get(c), Some(d));
                        entries.set(c, Some(d));
                    }
                }
                HintAction::Eliminate(list) => {
                    assert!(list.iter().all(|&(c, d)| s.get(c) != Some(d)));
                    // Without notes the eliminations cannot be recorded: place a solution digit.
                    let c = Cell::all().find(|&c| entries.get(c).is_none()).unwrap();
                    entries.set(c, s.get(c));
                }
                HintAction::Erase(_) => panic!("no mistakes were made"),
            }
        }
        assert!(next_hint(&g, &entries, None, &s, None).is_none());
        assert_eq!(entries, s);
    }

    #[test]
    fn notes_that_already_show_an_elimination_skip_it() {
        let (g, s) = solved();
        // Play the ladder's placements until its next step only removes candidates.
        let mut cands = Candidates::from_grid(&g);
        let step = loop {
            let step = StrategySolver::next_step(&cands).expect("the ladder finishes PUZZLE");
            if step.placements.is_empty() {
                break step;
            }
            cands.apply(&step);
        };
        let entries = cands.to_grid();
        let mut notes: Vec<NoteMask> = Cell::all().map(|c| cands.mask(c)).collect();
        // Notes that still hold the candidates: the elimination is news, so it is the hint.
        let news = next_hint(&g, &entries, Some(&notes), &s, None).unwrap();
        assert_eq!(news.step.as_ref(), Some(&step));
        // Notes that already lack them: the hint moves on to another step.
        for (c, d) in &step.eliminations {
            notes[c.index()] &= !d.bit();
        }
        let next = next_hint(&g, &entries, Some(&notes), &s, None).unwrap();
        assert!(next.step.is_some());
        assert_ne!(next.step, Some(step));
    }

    #[test]
    fn missing_notes_do_not_mislead() {
        let (g, s) = solved();
        // Notes that lack the true digits everywhere: hints still come from true candidates.
        let notes = vec![0u16; 81];
        let hint = next_hint(&g, &g, Some(&notes), &s, None).unwrap();
        let plain = next_hint(&g, &g, None, &s, None).unwrap();
        assert_eq!(hint, plain);
    }

    const SE_SAMPLE: &str = include_str!("../../tests/fixtures/grading/se_sample.txt");
    const TOP95: &str = include_str!("../../tests/fixtures/engine/top95.txt");

    fn puzzles(text: &str) -> impl Iterator<Item = Grid> + '_ {
        text.lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
            .map(|l| Grid::from_line(l).unwrap())
    }

    /// Whether `text` names a cell in the compact `r6c2` form.
    fn has_compact_cell(text: &str) -> bool {
        text.as_bytes()
            .windows(4)
            .any(|w| w[0] == b'r' && w[1].is_ascii_digit() && w[2] == b'c' && w[3].is_ascii_digit())
    }

    fn place_text(c: Cell, d: Digit) -> String {
        format!("{d} in row {}, column {}", c.row() + 1, c.col() + 1)
    }

    /// Numbers of a sentence list: `1`, `4 and 6`, `1, 5 and 9`.
    fn numbers(text: &str) -> Vec<usize> {
        text.replace(" and ", ", ")
            .split(", ")
            .map(|n| n.parse().unwrap())
            .collect()
    }

    /// Reads layer 4's removals back as sorted `(row, column, digit)`, one-based.
    fn read_removals(text: &str) -> Vec<(usize, usize, u8)> {
        let mut out = Vec::new();
        for sentence in text.split_terminator('.').map(str::trim) {
            let rest = sentence.strip_prefix("Remove ").unwrap();
            let (digits, cells) = rest.split_once(" from the notes in ").unwrap();
            let digits = numbers(digits);
            let cells = cells.replace(" and row ", "; row ");
            for group in cells.split("; ") {
                let pairs: Vec<(usize, usize)> = if let Some(g) = group.strip_prefix("rows ") {
                    let (rows, col) = g.split_once(" of column ").unwrap();
                    let col: usize = col.parse().unwrap();
                    numbers(rows).into_iter().map(|r| (r, col)).collect()
                } else {
                    let (row, cols) = group
                        .strip_prefix("row ")
                        .unwrap()
                        .split_once(", ")
                        .unwrap();
                    let cols = cols
                        .strip_prefix("columns ")
                        .or_else(|| cols.strip_prefix("column "))
                        .unwrap();
                    let row: usize = row.parse().unwrap();
                    numbers(cols).into_iter().map(|c| (row, c)).collect()
                };
                for &(r, c) in &pairs {
                    out.extend(digits.iter().map(|&d| (r, c, d as u8)));
                }
            }
        }
        out.sort_unstable();
        out
    }

    /// Plays `grid` by its hints (up to `limit` of them), keeping notes so that elimination hints
    /// move on, and checks every hint's text on the way.
    fn play_by_hints(grid: &Grid, limit: usize) -> usize {
        let solution = grid.solution().unwrap();
        let mut board = *grid;
        let mut notes = vec![0x1ffu16; 81];
        let mut seen = 0;
        for _ in 0..limit {
            let cands = Candidates::from_grid(&board);
            for c in Cell::all() {
                notes[c.index()] &= cands.mask(c);
            }
            let Some(hint) = next_hint(grid, &board, Some(&notes), &solution, None) else {
                break;
            };
            seen += 1;
            let why = hint.text(HintLayer::Technique);
            assert!(!why.contains('='), "layer 2 gives the move: {why}");
            assert!(!has_compact_cell(&why), "layer 2 names rXcY: {why}");
            for layer in HintLayer::ALL {
                let text = hint.text(layer);
                assert!(!has_compact_cell(&text), "{layer:?}: {text}");
                assert!(
                    !text.is_empty() && !text.contains("  "),
                    "{layer:?}: {text}"
                );
            }
            let action = hint.text(HintLayer::Action);
            match &hint.action {
                HintAction::Place(list) => {
                    for &(c, d) in list {
                        assert!(action.contains(&place_text(c, d)), "{action}");
                        board.set(c, Some(d));
                    }
                    assert!(action.starts_with("Place "), "{action}");
                }
                HintAction::Eliminate(list) => {
                    assert!(action.starts_with("Remove "), "{action}");
                    let mut want: Vec<(usize, usize, u8)> = list
                        .iter()
                        .map(|&(c, d)| (c.row() + 1, c.col() + 1, d.get()))
                        .collect();
                    want.sort_unstable();
                    assert_eq!(read_removals(&action), want, "{action}");
                    for &(c, d) in list {
                        notes[c.index()] &= !d.bit();
                    }
                }
                HintAction::Erase(_) => panic!("no mistakes were made"),
            }
        }
        seen
    }

    #[test]
    fn layer_two_explains_without_giving_the_move() {
        let mut hints = 0;
        for grid in puzzles(SE_SAMPLE).take(30) {
            hints += play_by_hints(&grid, 40);
        }
        assert!(hints > 300, "{hints} hints");
    }

    #[test]
    fn hard_hints_speak_player_words_too() {
        for grid in puzzles(TOP95).step_by(12).take(4) {
            assert!(play_by_hints(&grid, 3) > 0);
        }
    }

    #[test]
    fn every_technique_explains_itself_in_player_words() {
        let mut techniques = Vec::new();
        for grid in puzzles(SE_SAMPLE) {
            let mut cands = Candidates::from_grid(&grid);
            while let Some(step) = StrategySolver::next_step(&cands) {
                let why = step.why(&cands);
                let walk = step.chain_words().unwrap_or_default();
                for text in [&why, &walk] {
                    assert!(!has_compact_cell(text), "{}: {text}", step.technique);
                    assert!(!text.contains('='), "{}: {text}", step.technique);
                }
                assert!(why.ends_with('.') && why.len() > 30, "{why}");
                if !techniques.contains(&step.technique) {
                    techniques.push(step.technique);
                }
                cands.apply(&step);
            }
        }
        assert!(techniques.len() >= 15, "{techniques:?}");
    }

    #[test]
    fn a_single_reads_as_a_place_to_look_a_reason_and_a_move() {
        let (g, s) = solved();
        let hint = next_hint(&g, &g, None, &s, None).unwrap();
        let Some(Step { placements, .. }) = &hint.step else {
            panic!("a logical step");
        };
        let (c, d) = placements[0];
        assert_eq!(
            hint.text(HintLayer::Action),
            format!("Place {}.", place_text(c, d))
        );
        assert!(hint.text(HintLayer::Region).starts_with("Look at "));
        assert!(hint.text(HintLayer::Cells).contains(&format!(
            "row {}, column {}",
            c.row() + 1,
            c.col() + 1
        )));
    }

    #[test]
    fn removals_group_cells_by_digit() {
        let c = |r: usize, col: usize| Cell::from_row_col(r - 1, col - 1).unwrap();
        let d = |n: u8| Digit::new(n).unwrap();
        assert_eq!(
            removals(&[(c(1, 4), d(5)), (c(1, 6), d(5)), (c(3, 2), d(5))]),
            "Remove 5 from the notes in row 1, columns 4 and 6; row 3, column 2."
        );
        assert_eq!(
            removals(&[
                (c(2, 2), d(3)),
                (c(2, 2), d(9)),
                (c(2, 3), d(3)),
                (c(2, 3), d(9))
            ]),
            "Remove 3 and 9 from the notes in row 2, columns 2 and 3."
        );
        assert_eq!(
            removals(&[(c(2, 2), d(3)), (c(2, 2), d(8)), (c(2, 3), d(9))]),
            "Remove 3 and 8 from the notes in row 2, column 2. Remove 9 from the notes in row 2, \
             column 3."
        );
    }

    #[test]
    fn a_mistake_is_named_in_player_words() {
        let (g, s) = solved();
        let mut entries = g;
        let cell = Cell::all().find(|&c| g.get(c).is_none()).unwrap();
        let wrong = Digit::all().find(|&d| s.get(cell) != Some(d)).unwrap();
        entries.set(cell, Some(wrong));
        let hint = next_hint(&g, &entries, None, &s, None).unwrap();
        let name = format!("row {}, column {}", cell.row() + 1, cell.col() + 1);
        assert!(hint.text(HintLayer::Technique).contains(&name));
        assert_eq!(
            hint.text(HintLayer::Action),
            format!("Erase the wrong digit in {name}.")
        );
    }

    #[test]
    fn layers_step_in_order() {
        let mut layer = HintLayer::Region;
        let mut seen = vec![layer];
        while let Some(n) = layer.next() {
            seen.push(n);
            layer = n;
        }
        assert_eq!(seen, HintLayer::ALL.to_vec());
    }
}
