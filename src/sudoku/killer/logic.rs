//! Killer's logic: the steps a person takes on a Killer, found on the same pencil marks as the
//! classic techniques and mixed with them in one ladder, easiest first.
//!
//! Every Killer step works out which digits a group of cells can still hold, given the sum they
//! must make and which of them must differ:
//!
//! - a **cage combination** takes a cage's empty cells and what its sum still needs;
//! - **cage pointing** finds a digit every remaining set of a cage contains, whose places in the
//!   cage share a house: the rest of that house loses it (or, with one place, it goes there);
//! - the **rule of 45** adds up a house: its digits make 45, so the cells of the cages that cross
//!   its edge, inside it (innies) or outside (outies), make what the whole cages leave;
//! - a **cage split** is the rule of 45 cutting the one cage that crosses a house in two;
//! - **innies and outies** do the same for two to four neighbouring rows, columns or boxes;
//! - an **innie-outie difference** counts a house with some of its crossing cages, which leaves
//!   one cell inside and one outside whose digits differ by a known amount.
//!
//! The classic techniques borrowed are those that hold without the puzzle's uniqueness, up to
//! the alternating inference chain ([`BORROWED_UP_TO`]); a Killer that needs more (forcing
//! chains) is beyond the ladder.

use super::super::geometry::{HOUSE_CELLS, sees};
use super::super::strategy::{Candidates, Rung, Step, Technique, borrowed_rungs};
use super::super::{Cell, Digit, House, Level};
use super::Killer;
use std::fmt;

/// The hardest classic rating (tenths) the Killer ladder borrows: the alternating inference
/// chain's.
pub const BORROWED_UP_TO: u8 = 70;

/// The largest group of empty cells the rule of 45 works on: players add up one to four cells.
const MAX_GROUP: usize = 7;

/// A technique of the Killer ladder: a classic one, or one that adds up cages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KillerTechnique {
    /// A classic technique on the same pencil marks.
    Classic(Technique),
    /// The digit sets that still make a cage's sum leave its cells only some candidates.
    CageCombination,
    /// A digit a cage must hold, confined to one house inside it.
    CagePointing,
    /// The rule of 45 for one house: innies or outies.
    RuleOf45,
    /// The rule of 45 splits the one cage that crosses a house: its outside part's sum.
    CageSplit,
    /// The rule of 45 for two to four neighbouring rows, columns or boxes.
    InniesOuties,
    /// One innie and one outie whose digits differ by a known amount.
    InnieOutieDifference,
}

impl KillerTechnique {
    /// The Killer techniques, easiest first.
    pub const OWN: [KillerTechnique; 6] = [
        KillerTechnique::CageCombination,
        KillerTechnique::CagePointing,
        KillerTechnique::RuleOf45,
        KillerTechnique::CageSplit,
        KillerTechnique::InniesOuties,
        KillerTechnique::InnieOutieDifference,
    ];

    /// The name players know, in English.
    pub fn name(self) -> &'static str {
        match self {
            KillerTechnique::Classic(t) => t.name(),
            KillerTechnique::CageCombination => "cage combination",
            KillerTechnique::CagePointing => "cage pointing",
            KillerTechnique::RuleOf45 => "rule of 45",
            KillerTechnique::CageSplit => "cage split",
            KillerTechnique::InniesOuties => "innies and outies",
            KillerTechnique::InnieOutieDifference => "innie-outie difference",
        }
    }

    /// The base rating in tenths, on the classic scale, which orders the ladder.
    pub fn rating(self) -> u8 {
        match self {
            KillerTechnique::Classic(t) => t.base_rating(),
            KillerTechnique::CageCombination => 20,
            KillerTechnique::CagePointing => 27,
            KillerTechnique::RuleOf45 => 29,
            KillerTechnique::CageSplit => 31,
            KillerTechnique::InniesOuties => 33,
            KillerTechnique::InnieOutieDifference => 39,
        }
    }

    /// The Killer level whose players are expected to know it: Easy needs only singles and cage
    /// combinations; Medium adds the rule of 45 for one house, cage pointing and the
    /// intersections; Hard adds cage splits, several houses' innies and outies, pairs and the
    /// X-wing; Expert the innie-outie difference and the other borrowed techniques, chains
    /// included.
    pub fn level(self) -> Level {
        use Technique as T;
        match self {
            KillerTechnique::CageCombination => Level::Easy,
            KillerTechnique::CagePointing | KillerTechnique::RuleOf45 => Level::Medium,
            KillerTechnique::CageSplit | KillerTechnique::InniesOuties => Level::Hard,
            KillerTechnique::InnieOutieDifference => Level::Expert,
            KillerTechnique::Classic(t) => match t {
                T::HiddenSingleBox | T::HiddenSingleLine | T::NakedSingle => Level::Easy,
                T::Pointing | T::Claiming => Level::Medium,
                T::NakedPair | T::HiddenPair | T::XWing => Level::Hard,
                _ => Level::Expert,
            },
        }
    }
}

impl fmt::Display for KillerTechnique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Which cells of a rule-of-45 count a step works on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// A cage's own empty cells.
    Cage,
    /// The cells inside the houses that belong to cages crossing their edge.
    Innies,
    /// The cells outside the houses of the cages that cross their edge.
    Outies,
    /// One innie and one outie ([`KillerTechnique::InnieOutieDifference`]).
    Difference,
}

/// One step of the Killer ladder: what it adds up and what that changes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KillerStep {
    /// The technique.
    pub technique: KillerTechnique,
    /// A classic step, for a classic technique (its cells, digits and words).
    pub classic: Option<Step>,
    /// The houses the rule of 45 adds up (empty for a cage's own steps).
    pub houses: Vec<House>,
    /// The cages whose sums the step counts, as indices into [`Killer::cages`]: the cage itself
    /// for a cage's own steps; the cages wholly inside the houses for innies; every cage that
    /// reaches into the houses for outies (a cage split's one crossing cage among them); the
    /// crossing cages counted for a difference.
    pub cages: Vec<usize>,
    /// Which cells `group` is.
    pub side: Side,
    /// The empty cells the step works out, in order; for a difference, the innie then the
    /// outie.
    pub group: Vec<Cell>,
    /// What `group` adds up to; for a difference, the innie's digit minus the outie's.
    pub sum: i16,
    /// 45 for each house counted (0 for a cage's own steps).
    pub houses_total: u16,
    /// The sums of `cages` added up.
    pub cages_total: u16,
    /// Digits already placed in the counted cells, left out of `sum`.
    pub placed_total: u16,
    /// The digit sets `group` can still hold, when its cells must all differ (masks, bit 0 for
    /// digit 1); empty otherwise.
    pub combos: Vec<u16>,
    /// For cage pointing, the digit.
    pub digits: Vec<Digit>,
    /// Digits the step places.
    pub placements: Vec<(Cell, Digit)>,
    /// Candidates the step removes.
    pub eliminations: Vec<(Cell, Digit)>,
}

impl KillerStep {
    fn own(technique: KillerTechnique, side: Side) -> KillerStep {
        KillerStep {
            technique,
            classic: None,
            houses: Vec::new(),
            cages: Vec::new(),
            side,
            group: Vec::new(),
            sum: 0,
            houses_total: 0,
            cages_total: 0,
            placed_total: 0,
            combos: Vec::new(),
            digits: Vec::new(),
            placements: Vec::new(),
            eliminations: Vec::new(),
        }
    }

    fn from_classic(step: Step) -> KillerStep {
        KillerStep {
            technique: KillerTechnique::Classic(step.technique),
            placements: step.placements.clone(),
            eliminations: step.eliminations.clone(),
            classic: Some(step),
            ..KillerStep::own(KillerTechnique::CageCombination, Side::Cage)
        }
    }

    /// The rating in tenths: the classic step's own (chains add to it), or the technique's.
    pub fn rating(&self) -> u8 {
        self.classic
            .as_ref()
            .map_or(self.technique.rating(), |s| s.rating)
    }

    /// Whether the step changes nothing in `cands` (so applying it would loop).
    fn changes(&self, cands: &Candidates) -> bool {
        self.placements.iter().any(|&(c, _)| cands.get(c).is_none())
            || self.eliminations.iter().any(|&(c, d)| cands.has(c, d))
    }
}

impl fmt::Display for KillerStep {
    /// A one-line form for the command line, cells as `r3c4`: `rule of 45: row 9 outies
    /// r8c1,r8c4 = 10 (1+9, 2+8) => r8c1<>5`, or a classic step's own line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(step) = &self.classic {
            return step.fmt(f);
        }
        let join = |items: Vec<String>, sep: &str| items.join(sep);
        let cells = join(self.group.iter().map(ToString::to_string).collect(), ",");
        let houses = join(self.houses.iter().map(ToString::to_string).collect(), "+");
        let side = match self.side {
            Side::Cage => "cage",
            Side::Innies => "innies",
            Side::Outies => "outies",
            Side::Difference => "innie-outie",
        };
        let sets = join(
            self.combos
                .iter()
                .map(|&m| join(bits(m).map(|d| (d + 1).to_string()).collect(), "+"))
                .collect(),
            ", ",
        );
        write!(f, "{}: ", self.technique)?;
        if !houses.is_empty() {
            write!(f, "{houses} ")?;
        }
        write!(f, "{side} {cells} = {}", self.sum)?;
        if !sets.is_empty() {
            write!(f, " ({sets})")?;
        }
        let mut outcome: Vec<String> = self
            .placements
            .iter()
            .map(|(c, d)| format!("{c}={d}"))
            .collect();
        outcome.extend(self.eliminations.iter().map(|(c, d)| format!("{c}<>{d}")));
        write!(f, " => {}", outcome.join(", "))
    }
}

/// Applies `step` to `cands`: its eliminations, then its placements.
pub fn apply(cands: &mut Candidates, step: &KillerStep) {
    for &(c, d) in &step.eliminations {
        cands.eliminate(c, d);
    }
    for &(c, d) in &step.placements {
        if cands.get(c).is_none() {
            cands.place(c, d);
        }
    }
}

/// The cell of index `i` (below 81).
fn cell(i: usize) -> Cell {
    Cell::new(i % 81).unwrap_or_else(|| unreachable!("an index modulo 81 is a cell"))
}

/// The digit of zero-based index `d` (below 9).
fn digit(d: usize) -> Digit {
    Digit::from_index(d % 9).unwrap_or_else(|| unreachable!("an index modulo 9 is a digit"))
}

/// The sum of the digits of a mask.
fn mask_sum(mask: u16) -> i16 {
    (0..9).filter(|d| mask & (1 << d) != 0).map(|d| d + 1).sum()
}

fn bits(mask: u16) -> impl Iterator<Item = usize> {
    (0..9).filter(move |d| mask & (1 << d) != 0)
}

/// What a group of cells can hold: each cell's digits that take part in some assignment making
/// the sum, and (when the cells all differ) the digit sets that do.
struct Options {
    per_cell: Vec<u16>,
    combos: Vec<u16>,
}

/// The options of cells that all differ, with candidates `cands` and sum `sum`: a walk over the
/// 512 digit sets, forward (which sets the first cells can hold) and back (which of those the
/// remaining cells can complete).
fn distinct_options(cands: &[u16], sum: i16) -> Options {
    let n = cands.len();
    let mut fwd = [false; 512];
    fwd[0] = true;
    for m in 0..512usize {
        let i = m.count_ones() as usize;
        if !fwd[m] || i >= n {
            continue;
        }
        for d in bits(cands[i] & !(m as u16)) {
            fwd[m | 1 << d] = true;
        }
    }
    let mut back = [false; 512];
    let mut per_cell = vec![0u16; n];
    let mut combos = Vec::new();
    for m in (0..512usize).rev() {
        let i = m.count_ones() as usize;
        if i == n {
            back[m] = fwd[m] && mask_sum(m as u16) == sum;
            if back[m] {
                combos.push(m as u16);
            }
        } else if i < n && fwd[m] {
            for d in bits(cands[i] & !(m as u16)) {
                if back[m | 1 << d] {
                    back[m] = true;
                    per_cell[i] |= 1 << d;
                }
            }
        }
    }
    combos.sort_unstable();
    Options { per_cell, combos }
}

/// The options of cells that need not all differ (`differ[a][b]` says which pairs must), by
/// trying every assignment; for small groups only.
fn general_options(cands: &[u16], sum: i16, differ: &[Vec<bool>]) -> Options {
    fn walk(
        i: usize,
        cands: &[u16],
        differ: &[Vec<bool>],
        rest: i16,
        chosen: &mut Vec<usize>,
        per_cell: &mut [u16],
    ) -> bool {
        if i == cands.len() {
            if rest != 0 {
                return false;
            }
            for (k, &d) in chosen.iter().enumerate() {
                per_cell[k] |= 1 << d;
            }
            return true;
        }
        let (low, high) = cands[i..].iter().fold((0i16, 0i16), |(lo, hi), &m| {
            let least = m.trailing_zeros() as i16 + 1;
            let most = 16 - m.leading_zeros() as i16;
            (lo + least, hi + most)
        });
        if rest < low || rest > high {
            return false;
        }
        let mut any = false;
        for d in bits(cands[i]) {
            if chosen
                .iter()
                .enumerate()
                .any(|(k, &e)| e == d && differ[i][k])
            {
                continue;
            }
            chosen.push(d);
            any |= walk(
                i + 1,
                cands,
                differ,
                rest - (d as i16 + 1),
                chosen,
                per_cell,
            );
            chosen.pop();
        }
        any
    }
    let mut per_cell = vec![0u16; cands.len()];
    if cands.iter().all(|&m| m != 0) {
        walk(0, cands, differ, sum, &mut Vec::new(), &mut per_cell);
    }
    Options {
        per_cell,
        combos: Vec::new(),
    }
}

/// The position and the puzzle's cages, as the finders read them.
struct Board<'a> {
    killer: &'a Killer,
    cands: &'a Candidates,
    /// Each cage's cells as a bit set over the 81 cells.
    cage_sets: Vec<u128>,
}

impl<'a> Board<'a> {
    fn new(killer: &'a Killer, cands: &'a Candidates) -> Board<'a> {
        let cage_sets = killer
            .cages()
            .iter()
            .map(|c| c.cells().iter().fold(0u128, |s, c| s | 1 << c.index()))
            .collect();
        Board {
            killer,
            cands,
            cage_sets,
        }
    }

    fn value(&self, i: usize) -> u8 {
        self.cands.values_raw()[i]
    }

    fn mask(&self, i: usize) -> u16 {
        self.cands.cands_raw()[i]
    }

    /// Whether cells `a` and `b` must hold different digits: they share a house or a cage.
    fn differ(&self, a: usize, b: usize) -> bool {
        a != b && (sees(a, b) || self.killer.cage_of[a] == self.killer.cage_of[b])
    }

    /// The options of the empty cells `group`, which must add up to `sum`; `None` for a group
    /// too big to try whole when its cells need not all differ.
    fn options(&self, group: &[usize], sum: i16) -> Option<Options> {
        let cands: Vec<u16> = group.iter().map(|&i| self.mask(i)).collect();
        let differ: Vec<Vec<bool>> = group
            .iter()
            .map(|&a| group.iter().map(|&b| self.differ(a, b)).collect())
            .collect();
        let all_differ = (0..group.len()).all(|a| (0..a).all(|b| differ[a][b]));
        if all_differ {
            Some(distinct_options(&cands, sum))
        } else if group.len() <= 5 {
            Some(general_options(&cands, sum, &differ))
        } else {
            None
        }
    }

    /// The eliminations that leave each cell of `group` only its `options`.
    fn eliminations(&self, group: &[usize], options: &Options) -> Vec<(Cell, Digit)> {
        group
            .iter()
            .zip(&options.per_cell)
            .flat_map(|(&i, &keep)| bits(self.mask(i) & !keep).map(move |d| (cell(i), digit(d))))
            .collect()
    }

    /// A cage's empty cells, what they still need, and the digits it already holds.
    fn cage_rest(&self, k: usize) -> (Vec<usize>, i16, u16) {
        let cage = &self.killer.cages()[k];
        let mut empty = Vec::new();
        let mut rest = i16::from(cage.sum());
        let mut used = 0u16;
        for c in cage.cells() {
            match self.value(c.index()) {
                0 => empty.push(c.index()),
                v => {
                    rest -= i16::from(v);
                    used |= 1 << (v - 1);
                }
            }
        }
        (empty, rest, used)
    }

    /// The options of cage `k`'s empty cells, without the digits it already holds.
    fn cage_options(&self, k: usize) -> Option<(Vec<usize>, i16, Options)> {
        let (empty, rest, used) = self.cage_rest(k);
        if empty.is_empty() {
            return None;
        }
        let cands: Vec<u16> = empty.iter().map(|&i| self.mask(i) & !used).collect();
        let options = distinct_options(&cands, rest);
        Some((empty, rest, options))
    }

    /// Cage indices by how many empty cells they have, fewest first (then by their first cell).
    fn cages_smallest_first(&self) -> Vec<usize> {
        let mut order: Vec<(usize, usize)> = (0..self.killer.cages().len())
            .map(|k| (self.cage_rest(k).0.len(), k))
            .filter(|&(n, _)| n > 0)
            .collect();
        order.sort_unstable();
        order.into_iter().map(|(_, k)| k).collect()
    }
}

/// A cage's sum leaves its empty cells only the digits of the sets that make it.
fn cage_combination(board: &Board) -> Option<KillerStep> {
    for k in board.cages_smallest_first() {
        let Some((empty, rest, options)) = board.cage_options(k) else {
            continue;
        };
        let mut step = KillerStep::own(KillerTechnique::CageCombination, Side::Cage);
        step.cages = vec![k];
        step.group = empty.iter().map(|&i| cell(i)).collect();
        step.sum = rest;
        step.cages_total = u16::from(board.killer.cages()[k].sum());
        step.placed_total = step.cages_total - rest.max(0) as u16;
        step.combos.clone_from(&options.combos);
        if let ([i], [keep]) = (empty.as_slice(), options.per_cell.as_slice())
            && keep.count_ones() == 1
        {
            step.placements = vec![(cell(*i), digit(keep.trailing_zeros() as usize))];
            return Some(step);
        }
        step.eliminations = board.eliminations(&empty, &options);
        if !step.eliminations.is_empty() {
            return Some(step);
        }
    }
    None
}

/// A digit every remaining set of a cage contains goes in one of the cells that can take it;
/// when those share a house, the rest of the house loses it, and when there is one, it goes
/// there.
fn cage_pointing(board: &Board) -> Option<KillerStep> {
    for k in board.cages_smallest_first() {
        let Some((empty, rest, options)) = board.cage_options(k) else {
            continue;
        };
        let must = options.combos.iter().fold(0x1ff, |m, &c| m & c);
        if options.combos.is_empty() {
            continue;
        }
        let cage = board.cage_sets[k];
        for d in bits(must) {
            let holders: Vec<usize> = empty
                .iter()
                .zip(&options.per_cell)
                .filter(|&(_, &m)| m & (1 << d) != 0)
                .map(|(&i, _)| i)
                .collect();
            let mut step = KillerStep::own(KillerTechnique::CagePointing, Side::Cage);
            step.cages = vec![k];
            step.sum = rest;
            step.cages_total = u16::from(board.killer.cages()[k].sum());
            step.placed_total = step.cages_total - rest.max(0) as u16;
            step.combos.clone_from(&options.combos);
            step.digits = vec![digit(d)];
            step.group = holders.iter().map(|&i| cell(i)).collect();
            if let [only] = holders.as_slice() {
                if board.mask(*only).count_ones() > 1 {
                    step.placements = vec![(cell(*only), digit(d))];
                    return Some(step);
                }
                continue;
            }
            for (h, house) in HOUSE_CELLS.iter().enumerate() {
                if !holders.iter().all(|&i| house.contains(&(i as u8))) {
                    continue;
                }
                step.eliminations = house
                    .iter()
                    .map(|&i| usize::from(i))
                    .filter(|&i| cage & 1 << i == 0 && board.mask(i) & (1 << d) != 0)
                    .map(|i| (cell(i), digit(d)))
                    .collect();
                if !step.eliminations.is_empty() {
                    step.houses = House::from_index(h).into_iter().collect();
                    return Some(step);
                }
            }
        }
    }
    None
}

/// The sets of houses the rule of 45 adds up: single houses, or two to four neighbouring rows,
/// columns, or two neighbouring boxes.
fn house_sets(several: bool) -> Vec<Vec<House>> {
    if !several {
        return House::all().map(|h| vec![h]).collect();
    }
    let mut sets = Vec::new();
    for len in 2..=4u8 {
        for start in 0..=9 - len {
            sets.push((start..start + len).map(House::Row).collect());
            sets.push((start..start + len).map(House::Col).collect());
        }
    }
    for b in 0..9u8 {
        if b % 3 < 2 {
            sets.push(vec![House::Box(b), House::Box(b + 1)]);
        }
        if b < 6 {
            sets.push(vec![House::Box(b), House::Box(b + 3)]);
        }
    }
    sets
}

fn set_of(houses: &[House]) -> u128 {
    houses
        .iter()
        .flat_map(|h| h.cells())
        .fold(0u128, |s, c| s | 1 << c.index())
}

fn cells_of(set: u128) -> Vec<usize> {
    (0..81).filter(|&i| set & 1 << i != 0).collect()
}

/// The cages of a house set: those wholly inside and those that cross its edge.
fn inside_and_crossing(board: &Board, set: u128) -> (Vec<usize>, Vec<usize>) {
    let (mut inside, mut crossing) = (Vec::new(), Vec::new());
    for (k, &cage) in board.cage_sets.iter().enumerate() {
        if cage & set == cage {
            inside.push(k);
        } else if cage & set != 0 {
            crossing.push(k);
        }
    }
    (inside, crossing)
}

/// A step that works out `cells` (some perhaps filled) from their sum, if it changes anything.
fn sum_step(board: &Board, cells: u128, sum: i16, mut step: KillerStep) -> Option<KillerStep> {
    let mut empty = Vec::new();
    let mut rest = sum;
    for i in cells_of(cells) {
        match board.value(i) {
            0 => empty.push(i),
            v => rest -= i16::from(v),
        }
    }
    if empty.is_empty() || empty.len() > MAX_GROUP {
        return None;
    }
    let options = board.options(&empty, rest)?;
    step.group = empty.iter().map(|&i| cell(i)).collect();
    step.sum = rest;
    step.placed_total = (sum - rest).max(0) as u16;
    step.combos = options.combos.clone();
    if let ([i], [keep]) = (empty.as_slice(), options.per_cell.as_slice())
        && keep.count_ones() == 1
    {
        step.placements = vec![(cell(*i), digit(keep.trailing_zeros() as usize))];
    } else {
        step.eliminations = board.eliminations(&empty, &options);
    }
    step.changes(board.cands).then_some(step)
}

/// The rule of 45 over single houses (`several` false: rule of 45 and cage split) or over
/// neighbouring houses (innies and outies): the step with the fewest cells to work out.
fn rule_of_45(board: &Board, several: bool) -> Option<KillerStep> {
    let mut best: Option<KillerStep> = None;
    for houses in house_sets(several) {
        let set = set_of(&houses);
        let (inside, crossing) = inside_and_crossing(board, set);
        if crossing.is_empty() {
            continue;
        }
        let houses_total = 45 * houses.len() as u16;
        let cage_sum = |ks: &[usize]| -> u16 {
            ks.iter()
                .map(|&k| u16::from(board.killer.cages()[k].sum()))
                .sum()
        };
        let inside_total = cage_sum(&inside);
        let crossing_cells = crossing.iter().fold(0u128, |s, &k| s | board.cage_sets[k]);
        // Innies: the houses less the cages inside them. Outies: every cage that reaches into
        // the houses, less the houses.
        let touching: Vec<usize> = inside.iter().chain(&crossing).copied().collect();
        let touching_total = cage_sum(&touching);
        let innie_sum = houses_total as i16 - inside_total as i16;
        let outie_sum = touching_total as i16 - houses_total as i16;
        let technique = |side: Side| match (several, side, crossing.len()) {
            (true, _, _) => KillerTechnique::InniesOuties,
            (false, Side::Outies, 1) => KillerTechnique::CageSplit,
            _ => KillerTechnique::RuleOf45,
        };
        let sides = [
            (Side::Innies, crossing_cells & set, innie_sum, &inside),
            (Side::Outies, crossing_cells & !set, outie_sum, &touching),
        ];
        for (side, cells, sum, counted) in sides {
            let mut step = KillerStep::own(technique(side), side);
            step.houses.clone_from(&houses);
            step.cages.clone_from(counted);
            step.houses_total = houses_total;
            step.cages_total = cage_sum(counted);
            if let Some(step) = sum_step(board, cells, sum, step)
                && best
                    .as_ref()
                    .is_none_or(|b| step.group.len() < b.group.len())
            {
                best = Some(step);
            }
        }
        if best.as_ref().is_some_and(|b| b.group.len() == 1) {
            break;
        }
    }
    best
}

/// For each house, the crossing cages counted in some but not all: when that leaves one empty
/// innie and one empty outie, the innie's digit minus the outie's is known.
fn innie_outie_difference(board: &Board) -> Option<KillerStep> {
    for house in House::all() {
        let set = set_of(&[house]);
        let (inside, crossing) = inside_and_crossing(board, set);
        if crossing.len() < 2 || crossing.len() > 6 {
            continue;
        }
        let inside_total: i16 = inside
            .iter()
            .map(|&k| i16::from(board.killer.cages()[k].sum()))
            .sum();
        for subset in 1..(1u32 << crossing.len()) - 1 {
            let counted: Vec<usize> = (0..crossing.len())
                .filter(|b| subset & 1 << b != 0)
                .map(|b| crossing[b])
                .collect();
            let left_out: u128 = (0..crossing.len())
                .filter(|b| subset & 1 << b == 0)
                .fold(0, |s, b| s | board.cage_sets[crossing[b]]);
            let counted_set = counted.iter().fold(0u128, |s, &k| s | board.cage_sets[k]);
            let counted_total: i16 = counted
                .iter()
                .map(|&k| i16::from(board.killer.cages()[k].sum()))
                .sum();
            // innies − outies = 45 − inside − counted.
            let mut difference = 45 - inside_total - counted_total;
            let (mut innie, mut outie) = (Vec::new(), Vec::new());
            for i in cells_of(left_out & set) {
                match board.value(i) {
                    0 => innie.push(i),
                    v => difference -= i16::from(v),
                }
            }
            for i in cells_of(counted_set & !set) {
                match board.value(i) {
                    0 => outie.push(i),
                    v => difference += i16::from(v),
                }
            }
            let ([a], [b]) = (innie.as_slice(), outie.as_slice()) else {
                continue;
            };
            let (a, b) = (*a, *b);
            let differ = board.differ(a, b);
            let fits =
                |d: usize, e: usize| d as i16 - e as i16 == difference && !(differ && d == e);
            let (ma, mb) = (board.mask(a), board.mask(b));
            let keep_a = bits(ma).filter(|&d| bits(mb).any(|e| fits(d, e)));
            let keep_a = keep_a.fold(0u16, |m, d| m | 1 << d);
            let keep_b = bits(mb).filter(|&e| bits(ma).any(|d| fits(d, e)));
            let keep_b = keep_b.fold(0u16, |m, e| m | 1 << e);
            if keep_a == ma && keep_b == mb {
                continue;
            }
            let mut step = KillerStep::own(KillerTechnique::InnieOutieDifference, Side::Difference);
            step.houses = vec![house];
            step.cages.clone_from(&counted);
            step.group = vec![cell(a), cell(b)];
            step.sum = difference;
            step.houses_total = 45;
            step.cages_total = (inside_total + counted_total) as u16;
            step.eliminations = bits(ma & !keep_a)
                .map(|d| (cell(a), digit(d)))
                .chain(bits(mb & !keep_b).map(|e| (cell(b), digit(e))))
                .collect();
            return Some(step);
        }
    }
    None
}

/// A finder of the Killer ladder's own.
type OwnRung = fn(&Board) -> Option<KillerStep>;

/// One rung of the Killer ladder.
#[derive(Clone, Copy)]
enum LadderRung {
    Classic(Rung),
    Own(OwnRung),
}

/// The ladder: the borrowed classic rungs and Killer's own, by rating.
fn ladder() -> Vec<(u8, LadderRung)> {
    let own: [(KillerTechnique, OwnRung); 6] = [
        (KillerTechnique::CageCombination, cage_combination),
        (KillerTechnique::CagePointing, cage_pointing),
        (KillerTechnique::RuleOf45, |b| rule_of_45(b, false)),
        (KillerTechnique::InniesOuties, |b| rule_of_45(b, true)),
        (
            KillerTechnique::InnieOutieDifference,
            innie_outie_difference,
        ),
        // The cage split is found by the rule of 45's rung; its row orders nothing.
        (KillerTechnique::CageSplit, |_| None),
    ];
    let mut rungs: Vec<(u8, LadderRung)> = borrowed_rungs(BORROWED_UP_TO)
        .into_iter()
        .map(|(r, f)| (r, LadderRung::Classic(f)))
        .chain(
            own.into_iter()
                .map(|(t, f)| (t.rating(), LadderRung::Own(f))),
        )
        .collect();
    rungs.sort_by_key(|&(r, _)| r);
    rungs
}

/// The easiest Killer step in `cands`, or `None` when the ladder is stuck or the grid solved.
pub fn next_killer_step(killer: &Killer, cands: &Candidates) -> Option<KillerStep> {
    next_step_with(&ladder(), killer, cands)
}

fn next_step_with(
    ladder: &[(u8, LadderRung)],
    killer: &Killer,
    cands: &Candidates,
) -> Option<KillerStep> {
    if cands.is_solved() {
        return None;
    }
    let board = Board::new(killer, cands);
    for &(_, rung) in ladder {
        let step = match rung {
            LadderRung::Classic(finder) => finder(cands)
                .filter(|s| {
                    s.technique.base_rating() <= BORROWED_UP_TO
                        && !s.technique.rests_on_uniqueness()
                })
                .map(KillerStep::from_classic),
            LadderRung::Own(finder) => finder(&board),
        };
        if let Some(step) = step.filter(|s| s.changes(cands)) {
            return Some(step);
        }
    }
    None
}

/// A Killer's step-by-step solve.
#[derive(Clone, Debug)]
pub struct KillerPath {
    /// Whether the ladder filled every cell.
    pub solved: bool,
    /// Each step with the position it was found in, in order.
    pub steps: Vec<(Candidates, KillerStep)>,
    /// The position after the last step.
    pub end: Candidates,
}

impl KillerPath {
    /// The level: that of the hardest technique used, when the ladder solved the puzzle.
    pub fn level(&self) -> Option<Level> {
        self.solved.then(|| {
            self.steps
                .iter()
                .map(|(_, s)| s.technique.level())
                .max()
                .unwrap_or(Level::Easy)
        })
    }

    /// The step of the hardest level, the highest rated among those (the first of equals).
    pub fn hardest(&self) -> Option<&KillerStep> {
        self.steps
            .iter()
            .map(|(_, s)| s)
            .fold(None, |best: Option<&KillerStep>, s| match best {
                Some(b)
                    if (b.technique.level(), b.rating()) >= (s.technique.level(), s.rating()) =>
                {
                    Some(b)
                }
                _ => Some(s),
            })
    }
}

impl Killer {
    /// The position a Killer starts from: its givens and every candidate they leave.
    pub fn start(&self) -> Candidates {
        Candidates::from_grid(self.givens())
    }

    /// Solves from `start` with the Killer ladder, always taking the easiest step, until solved
    /// or stuck.
    pub fn solve_by_logic_from(&self, start: Candidates) -> KillerPath {
        let ladder = ladder();
        let mut cands = start;
        let mut steps = Vec::new();
        while !cands.is_solved() && !cands.is_broken() {
            let Some(step) = next_step_with(&ladder, self, &cands) else {
                break;
            };
            let before = cands;
            apply(&mut cands, &step);
            steps.push((before, step));
        }
        KillerPath {
            solved: cands.is_solved() && !cands.is_broken(),
            steps,
            end: cands,
        }
    }

    /// Solves from the start with the Killer ladder.
    pub fn solve_by_logic(&self) -> KillerPath {
        self.solve_by_logic_from(self.start())
    }
}
