//! Killer's steps in player words and pictures: the technique's name, why the step holds (the
//! arithmetic, without the move), the cells it involves and the picture a board draws.
//!
//! Every text is whole sentences of `tr!`, put together with [`sentences`]: the arithmetic first
//! ("Row 1 adds up to 45. The cages wholly inside it add up to 38, so …"), then what the sum
//! allows. A cage is named by its top-left cell, where its sum is drawn ("the cage at row 2,
//! column 4").

use super::super::strategy::words;
use super::super::strategy::{Candidates, CellRole, HouseRole, Picture};
use super::super::{Cell, Digit, House};
use super::{Killer, KillerStep, KillerTechnique, Side};
use crate::i18n::words::{or_list, sentences};
use crate::i18n::{Form, Name};
use crate::tr;
use std::str::FromStr;

impl KillerTechnique {
    /// The name in this thread's language, lower case where the language writes it so;
    /// classic techniques give their own title.
    pub fn title(self) -> &'static str {
        // TRANSLATORS: the names of Killer Sudoku's own techniques, lower case where the
        // language writes them so (a hint capitalises the start): the digit sets that make a
        // cage's sum; a digit every set of a cage holds, confined to one house; the rule that a
        // house adds up to 45; that rule splitting a cage that crosses a house; the rule for
        // several houses, with cells inside (innies) and outside (outies); one innie and one
        // outie whose digits differ by a known amount.
        match self {
            KillerTechnique::Classic(t) => t.title(),
            KillerTechnique::CageCombination => tr!("killer technique" => "cage combination"),
            KillerTechnique::CagePointing => tr!("killer technique" => "cage pointing"),
            KillerTechnique::RuleOf45 => tr!("killer technique" => "rule of 45"),
            KillerTechnique::CageSplit => tr!("killer technique" => "cage split"),
            KillerTechnique::InniesOuties => tr!("killer technique" => "innies and outies"),
            KillerTechnique::InnieOutieDifference => {
                tr!("killer technique" => "innie-outie difference")
            }
        }
    }
}

impl KillerTechnique {
    /// The lesson of the technique in this thread's language: what to look for and why it works,
    /// as the Learn screen shows it; a classic technique gives its own lesson. Each lesson
    /// explains the terms it uses, since a player may open any lesson first.
    pub fn lesson(self) -> &'static str {
        match self {
            KillerTechnique::Classic(t) => t.lesson(),
            KillerTechnique::CageCombination => tr!(
                "A cage's digits never repeat and add up to its sum, and only some sets of \
                 different digits make a given sum in a given number of cells: two cells make 3 \
                 only as 1+2, and 17 only as 8+9; three cells make 6 only as 1+2+3. Look for cages \
                 whose sum leaves few sets, keep only the digits of those sets, and drop a set \
                 that needs a digit no cell of the cage can still hold."
            ),
            KillerTechnique::CagePointing => tr!(
                "When every set of digits that still makes a cage's sum contains the same digit, \
                 the cage must hold that digit. If the cells of the cage that can still take it \
                 all lie in one row, column or box, the digit of that row, column or box is in \
                 the cage, so the rest of it cannot hold the digit."
            ),
            KillerTechnique::RuleOf45 => tr!(
                "Every row, column and box holds the digits 1 to 9 once, which add up to 45. Add \
                 up the cages that lie wholly inside a house: 45 minus that total is what its \
                 remaining cells (the innies) make. The other way round, add up every cage that \
                 reaches into the house: that total minus 45 is what their cells outside it (the \
                 outies) make. One such cell left over is solved at once."
            ),
            KillerTechnique::CageSplit => tr!(
                "When a single cage crosses the edge of a row, column or box, the rule of 45 cuts \
                 it in two: 45 minus the cages wholly inside the house is what the cage's part \
                 inside makes, and the cage's sum minus that is what its part outside makes. Each \
                 part is then a small cage of its own, with fewer sets of digits to choose from."
            ),
            KillerTechnique::InniesOuties => tr!(
                "The rule of 45 works for several neighbouring houses at once: two rows add up to \
                 90, three to 135, and two boxes side by side to 90. Taking more houses together \
                 leaves fewer cages crossing their edge, so the cells left over, inside or \
                 outside, are few and their sum says much."
            ),
            KillerTechnique::InnieOutieDifference => tr!(
                "Count a house with the cages inside it and some of the cages that cross its \
                 edge. When that leaves exactly one cell of the house out of the count (an \
                 innie) and one cell of the counted cages outside the house (an outie), the \
                 innie's digit minus the outie's is known: 45 minus the cages counted. Only pairs \
                 of candidates that differ by that much can stay."
            ),
        }
    }
}

impl FromStr for KillerTechnique {
    type Err = String;

    /// Reads a technique's English name ([`KillerTechnique::name`]), Killer's own or classic.
    fn from_str(s: &str) -> Result<KillerTechnique, String> {
        if let Some(t) = KillerTechnique::OWN.into_iter().find(|t| t.name() == s) {
            return Ok(t);
        }
        s.parse()
            .map(KillerTechnique::Classic)
            .map_err(|_| format!("unknown technique {s:?}"))
    }
}

/// A digit set as its sum is written: `1+2+6`.
fn set_words(mask: u16) -> String {
    (0..9)
        .filter(|d| mask & (1 << d) != 0)
        .map(|d| (d + 1).to_string())
        .collect::<Vec<_>>()
        .join("+")
}

/// The cage's name: the cell where its sum is drawn.
fn anchor(killer: &Killer, k: usize) -> Option<Cell> {
    killer.cages().get(k).and_then(|c| c.anchor())
}

impl KillerStep {
    /// The technique's name, capitalised as a heading starts.
    pub fn heading(&self) -> String {
        words::capitalize(self.technique.title())
    }

    /// Why the step holds, in player words, without the move; a classic step gives its own
    /// explanation, found in `before`.
    pub fn why(&self, killer: &Killer, before: &Candidates) -> String {
        if let Some(step) = &self.classic {
            return step.why(before);
        }
        let mut parts = self.arithmetic(killer);
        parts.extend(self.conclusion());
        sentences(&parts)
    }

    /// The sentences that add the step's cells up.
    fn arithmetic(&self, killer: &Killer) -> Vec<String> {
        let count = self.group.len();
        let placed = self.placed_total;
        let cage = self.cages.first().and_then(|&k| anchor(killer, k));
        let houses = words::houses(&self.houses);
        let several = self.houses.len() > 1;
        let mut out = Vec::new();
        match (self.technique, self.side) {
            (KillerTechnique::CageCombination | KillerTechnique::CagePointing, _) => {
                let Some(cage) = cage else { return out };
                let total = self.cages_total;
                let size = killer.cage_of(cage).cells().len();
                if size == 1 {
                    // TRANSLATORS: {cell} names a cell ("row 2, column 4"); {sum} is a number.
                    out.push(tr!(
                        "The cage at {cell} is a single cell, so its digit is its sum, {sum}.",
                        cell = words::cell(cage),
                        sum = total
                    ));
                } else if placed == 0 {
                    // TRANSLATORS: {cell} names the cage's top-left cell, where its sum is
                    // drawn; {n} is how many cells it has (2 to 9); {sum} its sum.
                    out.push(tr!(
                        "The {n} cell of the cage at {cell} adds up to {sum}."
                            | "The {n} cells of the cage at {cell} add up to {sum}." % size,
                        cell = words::cell(cage),
                        sum = total
                    ));
                } else {
                    // TRANSLATORS: {cell} names the cage's top-left cell; {sum} is its sum,
                    // {placed} what its digits already placed add up to, {rest} the
                    // difference: what its {n} empty cells add up to.
                    out.push(tr!(
                        "The cage at {cell} adds up to {sum}. Its digits already placed make \
                         {placed}, so its empty cell makes {rest}."
                            | "The cage at {cell} adds up to {sum}. Its digits already placed \
                               make {placed}, so its {n} empty cells add up to {rest}."
                                % count,
                        cell = words::cell(cage),
                        sum = total,
                        placed = placed,
                        rest = self.sum
                    ));
                }
            }
            (KillerTechnique::CageSplit, _) => {
                let crossing = self.cages.iter().copied().find(|&k| {
                    let cells = killer.cages()[k].cells();
                    let inside = |c: &Cell| self.houses.iter().any(|h| h.contains(*c));
                    cells.iter().any(inside) && !cells.iter().all(inside)
                });
                let (Some(k), Some(&house)) = (crossing, self.houses.first()) else {
                    return out;
                };
                let Some(cell) = anchor(killer, k) else {
                    return out;
                };
                let cage_sum = i32::from(killer.cages()[k].sum());
                let inside_total = i32::from(self.cages_total) - cage_sum;
                let part_in = 45 - inside_total;
                // TRANSLATORS: {cell} names the top-left cell of the one cage that crosses the
                // edge of {house} ("row 3"); {inside} is what the cages wholly inside add up to,
                // {part} the difference from 45: what the crossing cage has inside the house.
                out.push(tr!(
                    "Only the cage at {cell} crosses the edge of {house}. The cages wholly inside \
                     {house} add up to {inside}, so the part of that cage inside it adds up to \
                     45 − {inside} = {part}.",
                    cell = words::cell(cell),
                    house = words::house(house),
                    inside = inside_total,
                    part = part_in
                ));
                // TRANSLATORS: {sum} is the crossing cage's sum, {part} what it has inside the
                // house, {rest} the difference: what its {n} cells outside add up to.
                out.push(tr!(
                    "The cage adds up to {sum}, so its cell outside makes {sum} − {part} = {rest}."
                        | "The cage adds up to {sum}, so its {n} cells outside add up to \
                           {sum} − {part} = {rest}."
                            % count,
                    sum = cage_sum,
                    part = part_in,
                    rest = i32::from(self.sum) + i32::from(placed)
                ));
                out.extend(self.placed_sentence());
            }
            (KillerTechnique::InnieOutieDifference, _) => {
                let (Some(&house), [innie, outie]) = (self.houses.first(), self.group.as_slice())
                else {
                    return out;
                };
                let anchors: Vec<Cell> = self
                    .cages
                    .iter()
                    .filter_map(|&k| anchor(killer, k))
                    .collect();
                // TRANSLATORS: {house} is a house ("row 3"); {cells} names the top-left cells
                // of the counted cages that cross its edge; {total} is what those cages and the
                // cages wholly inside the house add up to.
                out.push(tr!(
                    "The digits of {house} add up to 45. The cages wholly inside it, with the \
                     cage at {cells} that crosses its edge, add up to {total}."
                        | "The digits of {house} add up to 45. The cages wholly inside it, with \
                           the cages at {cells} that cross its edge, add up to {total}."
                            % anchors.len(),
                    house = words::house(house),
                    cells = words::cells(&anchors),
                    total = self.cages_total
                ));
                let (innie, outie) = (words::cell(*innie), words::cell(*outie));
                let by = self.sum.unsigned_abs();
                out.push(if self.sum > 0 {
                    // TRANSLATORS: {innie} is the one cell of the house left out of the count,
                    // {outie} the one cell of the counted cages outside it; {by} is a number.
                    tr!(
                        "That leaves {innie} inside the house and {outie} outside it, so the digit \
                         in {innie} is {by} more than the digit in {outie}.",
                        innie = innie,
                        outie = outie,
                        by = by
                    )
                } else if self.sum < 0 {
                    // TRANSLATORS: as above, with the inside cell's digit the smaller.
                    tr!(
                        "That leaves {innie} inside the house and {outie} outside it, so the digit \
                         in {innie} is {by} less than the digit in {outie}.",
                        innie = innie,
                        outie = outie,
                        by = by
                    )
                } else {
                    // TRANSLATORS: as above, with the two digits equal.
                    tr!(
                        "That leaves {innie} inside the house and {outie} outside it, so they hold \
                         the same digit.",
                        innie = innie,
                        outie = outie
                    )
                });
            }
            (_, Side::Outies) => {
                let covering = self.cages_total;
                let houses_total = self.houses_total;
                out.push(if several {
                    // TRANSLATORS: {houses} names neighbouring houses ("rows 1 and 2"), {total}
                    // the cages' sum that reach into them; {all} is 45 for each house.
                    tr!(
                        "The cages that reach into {houses} add up to {total}. Those houses add \
                         up to {all}, so the cells of those cages outside them add up to {total} \
                         − {all} = {rest}.",
                        houses = houses,
                        total = covering,
                        all = houses_total,
                        rest = i32::from(self.sum) + i32::from(placed)
                    )
                } else {
                    // TRANSLATORS: {house} is a house ("row 3"), {total} the sum of the cages
                    // that reach into it.
                    tr!(
                        "The cages that reach into {house} add up to {total}. The house adds up \
                         to 45, so the cells of those cages outside it add up to {total} − 45 = \
                         {rest}.",
                        house = houses,
                        total = covering,
                        rest = i32::from(self.sum) + i32::from(placed)
                    )
                });
                out.extend(self.placed_sentence());
            }
            _ => {
                let inside = self.cages_total;
                out.push(if several {
                    // TRANSLATORS: {houses} names neighbouring houses ("rows 1 and 2"); {all} is
                    // 45 for each house; {inside} what the cages wholly inside them add up to.
                    tr!(
                        "The digits of {houses} add up to {all}. The cages wholly inside them \
                         add up to {inside}, so their cells outside those cages add up to {all} \
                         − {inside} = {rest}.",
                        houses = houses,
                        all = self.houses_total,
                        inside = inside,
                        rest = i32::from(self.sum) + i32::from(placed)
                    )
                } else {
                    // TRANSLATORS: {house} is a house ("row 3"); {inside} is what the cages
                    // wholly inside it add up to.
                    tr!(
                        "The digits of {house} add up to 45. The cages wholly inside it add up to \
                         {inside}, so its cells outside those cages add up to 45 − {inside} = \
                         {rest}.",
                        house = houses,
                        inside = inside,
                        rest = i32::from(self.sum) + i32::from(placed)
                    )
                });
                out.extend(self.placed_sentence());
            }
        }
        out
    }

    /// For a rule-of-45 count with digits already placed: what its empty cells add up to.
    fn placed_sentence(&self) -> Option<String> {
        (self.placed_total > 0).then(|| {
            // TRANSLATORS: {placed} is what the counted cells already filled add up to; {rest}
            // what the {n} empty ones add up to.
            tr!(
                "The digits already placed there make {placed}, so the empty cell makes {rest}."
                    | "The digits already placed there make {placed}, so the {n} empty cells \
                       add up to {rest}."
                        % self.group.len(),
                placed = self.placed_total,
                rest = self.sum
            )
        })
    }

    /// What the sum allows, without the move.
    fn conclusion(&self) -> Option<String> {
        match self.technique {
            KillerTechnique::InnieOutieDifference | KillerTechnique::Classic(_) => None,
            KillerTechnique::CagePointing => {
                let d = *self.digits.first()?;
                let sets: Vec<String> = self.combos.iter().map(|&m| set_words(m)).collect();
                Some(if self.group.len() == 1 {
                    // TRANSLATORS: {sets} lists the digit sets that can make the cage's sum
                    // ("1+2+6 or 1+3+5"); {digit} is in every one of them.
                    tr!(
                        "The only way to make it, {sets}, uses {digit}, and only one cell of the \
                         cage can still hold {digit}."
                            | "Every way to make it, {sets}, uses {digit}, and only one cell of \
                               the cage can still hold {digit}."
                                % sets.len(),
                        sets = or_list(&sets),
                        digit = d
                    )
                } else {
                    let house = *self.houses.first()?;
                    // TRANSLATORS: {sets} lists the digit sets that make the cage's sum ("1+2+6
                    // or 1+3+5"); {digit} is in each; {cells} names where the cage can hold
                    // it, all in {house}.
                    tr!(
                        "The only way to make it, {sets}, uses {digit}, and in the cage {digit} \
                         can only go in {cells}, which all lie in {house}. So {house} has its \
                         {digit} in the cage."
                            | "Every way to make it, {sets}, uses {digit}, and in the cage {digit} \
                               can only go in {cells}, which all lie in {house}. So {house} has \
                               its {digit} in the cage."
                                % sets.len(),
                        sets = or_list(&sets),
                        digit = d,
                        cells = words::cells(&self.group),
                        house = words::house(house)
                    )
                })
            }
            // A one-cell cage says so in its arithmetic.
            KillerTechnique::CageCombination if self.combos.len() == 1 && self.group.len() == 1 => {
                None
            }
            _ if self.group.len() == 1 => {
                // TRANSLATORS: the cells that make a sum come down to one empty cell.
                Some(tr!("That is a single empty cell, so its digit is that sum.").to_string())
            }
            _ if self.combos.is_empty() => Some(
                // TRANSLATORS: cells that need not all differ (some share no house or cage)
                // must add up to a known sum.
                tr!(
                    "These cells need not all differ, but only some of their candidates can \
                     still add up to {sum}.",
                    sum = self.sum
                ),
            ),
            _ => {
                let sets: Vec<String> = self.combos.iter().map(|&m| set_words(m)).collect();
                // TRANSLATORS: {sets} lists the digit sets ("1+2+6 or 1+3+5") that make {sum}
                // from the candidates the cells still have.
                Some(tr!(
                    "With the candidates these cells still have, only {sets} makes {sum}."
                        | "With the candidates these cells still have, only {sets} make {sum}."
                            % sets.len(),
                    sets = or_list(&sets),
                    sum = self.sum
                ))
            }
        }
    }

    /// Where to look: the houses the rule of 45 adds up, or else the cage's cells.
    pub fn region_cells(&self, killer: &Killer) -> Vec<Cell> {
        if let Some(step) = &self.classic {
            return step.cells.clone();
        }
        if !self.houses.is_empty() && self.technique != KillerTechnique::CagePointing {
            let mut cells: Vec<Cell> = self.houses.iter().flat_map(|h| h.cells()).collect();
            cells.sort_unstable();
            cells.dedup();
            return cells;
        }
        self.cages
            .first()
            .map(|&k| killer.cages()[k].cells().to_vec())
            .unwrap_or_default()
    }

    /// The houses to name as where to look, when the step has them.
    pub fn region_houses(&self) -> &[House] {
        if self.technique == KillerTechnique::CagePointing {
            &[]
        } else {
            &self.houses
        }
    }

    /// The cells the step works out (and for cage pointing, where the digit can go).
    pub fn involved(&self) -> Vec<Cell> {
        match &self.classic {
            Some(step) => step.cells.clone(),
            None => self.group.clone(),
        }
    }

    /// The picture of the step in the position `before`: the houses added up tinted as the
    /// unit (cage pointing's house as where the digit goes), the cells worked out as the
    /// pattern (a difference's outside cell as its pivot), the other cells of a pointing cage as
    /// a subset, and the candidates of the cells worked out as the cause.
    pub fn picture(&self, killer: &Killer, before: &Candidates) -> Picture {
        if let Some(step) = &self.classic {
            return step.picture(before);
        }
        let mut p = Picture::default();
        let house_role = if self.technique == KillerTechnique::CagePointing {
            HouseRole::Cover
        } else {
            HouseRole::Unit
        };
        for &h in &self.houses {
            p.house(h, house_role);
        }
        match (self.technique, self.group.as_slice()) {
            (KillerTechnique::InnieOutieDifference, [innie, outie]) => {
                p.cell(*innie, CellRole::Pattern);
                p.cell(*outie, CellRole::Pivot);
            }
            _ => p.cells(&self.group, CellRole::Pattern),
        }
        if self.technique == KillerTechnique::CagePointing {
            if let Some(&k) = self.cages.first() {
                let rest: Vec<Cell> = killer.cages()[k]
                    .cells()
                    .iter()
                    .copied()
                    .filter(|&c| before.get(c).is_none())
                    .collect();
                p.cells(&rest, CellRole::Subset);
            }
            p.cause_candidates(before, &self.group, &self.digits);
        } else {
            p.cause_candidates(before, &self.group, &[]);
        }
        if p.cause.is_empty() {
            for &(c, d) in &self.placements {
                p.cause((c, d));
            }
        }
        p
    }
}

/// The digits of a set, ascending: the [`KillerStep::combos`] entry `mask` as digits.
pub fn set_digits(mask: u16) -> Vec<Digit> {
    (0..9)
        .filter(|d| mask & (1 << d) != 0)
        .filter_map(Digit::from_index)
        .collect()
}

/// A cage as players say it, by the cell its sum is drawn in: `the cage at row 2, column 4`, in
/// each form.
pub(crate) fn cage_name(anchor: Cell) -> Name {
    let (row, col) = (anchor.row() + 1, anchor.col() + 1);
    Name::new(|f| match f {
        // TRANSLATORS: a Killer cage's name, by its top-left cell, where its sum is drawn; {row}
        // and {col} are that cell's row and column numbers.
        Form::Bare => tr!("the cage at row {row}, column {col}", row = row, col = col),
        // TRANSLATORS: a cage's name with its definite article, or as the object of a verb in
        // a language with cases, where a translation writes {region:the}.
        Form::The => tr!("form the" => "the cage at row {row}, column {col}", row = row, col = col),
        // TRANSLATORS: a cage's name after the word for "in", contracted as the language does,
        // where a translation writes {region:in}.
        Form::In => tr!("form in" => "the cage at row {row}, column {col}", row = row, col = col),
        // TRANSLATORS: a cage's name after the word for "of", contracted as the language does,
        // where a translation writes {region:of}.
        Form::Of => tr!("form of" => "the cage at row {row}, column {col}", row = row, col = col),
    })
}
