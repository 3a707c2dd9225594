//! The one table of techniques: for each, the name players know, its base rating on the SE
//! scale, the level it belongs to, the words that explain its steps and which rung of the ladder
//! finds it.
//!
//! The names are English, as the command line, files and `FromStr` know them; [`title`] gives
//! each in the player's language.
//!
//! Rows follow [`Technique`]'s declaration order, which is also [`Technique::all`]'s order, the
//! bit order of the banks' technique sets and the order in which a finder that knows several
//! techniques prefers the easier one. The ladder is derived from the table: the rungs in the
//! order of the rows that own them, then the chain search. Each technique's lesson for players
//! is prose, kept out of the rows in `lessons.rs`, one arm per technique.

use super::{
    Candidates, Explainer, Step, Technique, aligned_pair, als_xz, bug, bug_types, chains,
    empty_rectangle, finned_fish, fish, forcing, hidden_single, hidden_subsets, intersections,
    naked_single, naked_subsets, turbot, unique_loop, unique_rectangle, w_wing, xy_wing, xyz_wing,
};
use crate::puzzle::Level;
use crate::tr;

/// A rung of the ladder: the easiest step of its techniques, if any.
pub(super) type Finder = fn(&Candidates) -> Option<Step>;

/// Which part of the ladder finds a technique's steps.
#[derive(Clone, Copy)]
pub(super) enum FoundBy {
    /// A rung of its own, run in the table's order.
    Rung(Finder),
    /// The rung owned by an earlier row, which finds both. (The tests read the owner.)
    RungOf(#[cfg_attr(not(test), allow(dead_code))] Technique),
    /// The chain search, which runs after every rung and takes the easiest chain it finds.
    Chains,
}

/// One technique, as the whole crate knows it.
pub(super) struct Row {
    pub(super) technique: Technique,
    pub(super) name: &'static str,
    /// Base rating in tenths on the SE scale; chains add a length bonus on top.
    pub(super) rating: u8,
    pub(super) level: Level,
    pub(super) explain: Explainer,
    pub(super) found_by: FoundBy,
    /// For a rung that runs after a rung able to return a harder step: why it stays there.
    /// (The tests hold the ladder's order to it.)
    #[cfg_attr(not(test), allow(dead_code))]
    pub(super) out_of_order: Option<&'static str>,
}

const fn row(
    technique: Technique,
    name: &'static str,
    rating: u8,
    level: Level,
    explain: Explainer,
    found_by: FoundBy,
) -> Row {
    Row {
        technique,
        name,
        rating,
        level,
        explain,
        found_by,
        out_of_order: None,
    }
}

const fn out_of_order(row: Row, why: &'static str) -> Row {
    Row {
        out_of_order: Some(why),
        ..row
    }
}

use FoundBy::{Chains, Rung, RungOf};
use Level::{Easy, Expert, Extreme, Hard, Master, Medium};
use Technique as T;

/// Every technique, in [`Technique`] order.
#[rustfmt::skip]
pub(super) const TABLE: [Row; 44] = [
    row(T::HiddenSingleBox, "hidden single (box)", 12, Easy, hidden_single::EXPLAIN, Rung(hidden_single::find)),
    row(T::HiddenSingleLine, "hidden single (line)", 15, Easy, hidden_single::EXPLAIN, RungOf(T::HiddenSingleBox)),
    row(T::NakedSingle, "naked single", 23, Easy, naked_single::EXPLAIN, Rung(naked_single::find)),
    row(T::Pointing, "pointing", 26, Medium, intersections::EXPLAIN, Rung(intersections::find)),
    row(T::Claiming, "claiming", 28, Medium, intersections::EXPLAIN, RungOf(T::Pointing)),
    row(T::NakedPair, "naked pair", 30, Hard, naked_subsets::EXPLAIN, Rung(naked_subsets::find_pair)),
    row(T::XWing, "X-wing", 32, Hard, fish::EXPLAIN, Rung(fish::find_x_wing)),
    row(T::HiddenPair, "hidden pair", 34, Hard, hidden_subsets::EXPLAIN, Rung(hidden_subsets::find_pair)),
    row(T::NakedTriple, "naked triple", 36, Hard, naked_subsets::EXPLAIN, Rung(naked_subsets::find_triple)),
    row(T::Swordfish, "swordfish", 38, Hard, fish::EXPLAIN, Rung(fish::find_swordfish)),
    row(T::HiddenTriple, "hidden triple", 40, Hard, hidden_subsets::EXPLAIN, Rung(hidden_subsets::find_triple)),
    row(T::Skyscraper, "skyscraper", 40, Hard, turbot::EXPLAIN, Rung(turbot::find)),
    out_of_order(
        row(T::FinnedXWing, "finned X-wing", 40, Hard, finned_fish::EXPLAIN, Rung(finned_fish::find_x_wing)),
        "the strong-link rung above (skyscraper 4.0 to turbot fish 4.2) and this one (4.0 to \
         4.1) overlap, so neither order always takes the easier step; run first, this rung changed \
         the hardest step of 212 of 5,879 SE-rated puzzles (114 scores, 54 up and 60 down, no \
         level) and left the rank correlation with SE at 0.9862, so the order the grading was \
         measured in stays",
    ),
    row(T::TwoStringKite, "two-string kite", 41, Hard, turbot::EXPLAIN, RungOf(T::Skyscraper)),
    row(T::SashimiXWing, "sashimi X-wing", 41, Hard, finned_fish::EXPLAIN, RungOf(T::FinnedXWing)),
    row(T::TurbotFish, "turbot fish", 42, Hard, turbot::EXPLAIN, RungOf(T::Skyscraper)),
    row(T::XyWing, "XY-wing", 42, Hard, xy_wing::EXPLAIN, Rung(xy_wing::find)),
    row(T::EmptyRectangle, "empty rectangle", 43, Hard, empty_rectangle::EXPLAIN, Rung(empty_rectangle::find)),
    row(T::XyzWing, "XYZ-wing", 44, Hard, xyz_wing::EXPLAIN, Rung(xyz_wing::find)),
    row(T::UniqueRectangle1, "unique rectangle type 1", 45, Expert, unique_rectangle::EXPLAIN, Rung(unique_rectangle::find)),
    row(T::UniqueRectangle2, "unique rectangle type 2", 46, Expert, unique_rectangle::EXPLAIN, RungOf(T::UniqueRectangle1)),
    row(T::UniqueRectangle4, "unique rectangle type 4", 46, Expert, unique_rectangle::EXPLAIN, RungOf(T::UniqueRectangle1)),
    row(T::UniqueRectangle3, "unique rectangle type 3", 46, Expert, unique_loop::EXPLAIN, Rung(unique_loop::find_rectangle)),
    row(T::UniqueLoop, "unique loop", 46, Expert, unique_loop::EXPLAIN, Rung(unique_loop::find_loop)),
    row(T::NakedQuad, "naked quad", 50, Expert, naked_subsets::EXPLAIN, Rung(naked_subsets::find_quad)),
    row(T::Jellyfish, "jellyfish", 52, Expert, fish::EXPLAIN, Rung(fish::find_jellyfish)),
    row(T::FinnedSwordfish, "finned swordfish", 53, Expert, finned_fish::EXPLAIN, Rung(finned_fish::find_swordfish)),
    row(T::SashimiSwordfish, "sashimi swordfish", 54, Expert, finned_fish::EXPLAIN, RungOf(T::FinnedSwordfish)),
    row(T::HiddenQuad, "hidden quad", 54, Expert, hidden_subsets::EXPLAIN, Rung(hidden_subsets::find_quad)),
    row(T::WWing, "W-wing", 55, Expert, w_wing::EXPLAIN, Rung(w_wing::find)),
    row(T::AlsXz, "ALS-XZ", 55, Expert, als_xz::EXPLAIN, Rung(als_xz::find)),
    row(T::BugPlusOne, "BUG+1", 56, Expert, bug::EXPLAIN, Rung(bug::find)),
    row(T::BugType2, "BUG type 2", 57, Expert, bug_types::EXPLAIN, Rung(bug_types::find)),
    row(T::BugType4, "BUG type 4", 57, Expert, bug_types::EXPLAIN, RungOf(T::BugType2)),
    row(T::BugType3, "BUG type 3", 58, Expert, bug_types::EXPLAIN, RungOf(T::BugType2)),
    row(T::AlignedPairExclusion, "aligned pair exclusion", 62, Expert, aligned_pair::EXPLAIN, Rung(aligned_pair::find)),
    row(T::XChain, "X-chain", 65, Master, chains::EXPLAIN, Chains),
    row(T::XyChain, "XY-chain", 66, Master, chains::EXPLAIN, Chains),
    row(T::Aic, "alternating inference chain", 70, Master, chains::EXPLAIN, Chains),
    row(T::Nishio, "nishio forcing chain", 75, Master, forcing::EXPLAIN, Chains),
    row(T::CellForcingChain, "cell forcing chain", 80, Master, forcing::EXPLAIN, Chains),
    row(T::RegionForcingChain, "region forcing chain", 80, Master, forcing::EXPLAIN, Chains),
    row(T::DynamicForcingChain, "dynamic forcing chain", 85, Extreme, forcing::EXPLAIN, Chains),
    row(T::DynamicForcingChainPlus, "dynamic forcing chain (+)", 90, Extreme, forcing::EXPLAIN, Chains),
];

/// The name of `t` in the player's language, as hints and the Learn screen show it: the
/// translation of the table's English name (the `technique` context of the catalogues). Each arm
/// holds the row's name as a literal, so the catalogues extract it; the tests hold the two equal.
pub(super) fn title(t: Technique) -> &'static str {
    match t {
        T::HiddenSingleBox => tr!("technique" => "hidden single (box)"),
        T::HiddenSingleLine => tr!("technique" => "hidden single (line)"),
        T::NakedSingle => tr!("technique" => "naked single"),
        T::Pointing => tr!("technique" => "pointing"),
        T::Claiming => tr!("technique" => "claiming"),
        T::NakedPair => tr!("technique" => "naked pair"),
        T::XWing => tr!("technique" => "X-wing"),
        T::HiddenPair => tr!("technique" => "hidden pair"),
        T::NakedTriple => tr!("technique" => "naked triple"),
        T::Swordfish => tr!("technique" => "swordfish"),
        T::HiddenTriple => tr!("technique" => "hidden triple"),
        T::Skyscraper => tr!("technique" => "skyscraper"),
        T::FinnedXWing => tr!("technique" => "finned X-wing"),
        T::TwoStringKite => tr!("technique" => "two-string kite"),
        T::SashimiXWing => tr!("technique" => "sashimi X-wing"),
        T::TurbotFish => tr!("technique" => "turbot fish"),
        T::XyWing => tr!("technique" => "XY-wing"),
        T::EmptyRectangle => tr!("technique" => "empty rectangle"),
        T::XyzWing => tr!("technique" => "XYZ-wing"),
        T::UniqueRectangle1 => tr!("technique" => "unique rectangle type 1"),
        T::UniqueRectangle2 => tr!("technique" => "unique rectangle type 2"),
        T::UniqueRectangle4 => tr!("technique" => "unique rectangle type 4"),
        T::UniqueRectangle3 => tr!("technique" => "unique rectangle type 3"),
        T::UniqueLoop => tr!("technique" => "unique loop"),
        T::NakedQuad => tr!("technique" => "naked quad"),
        T::Jellyfish => tr!("technique" => "jellyfish"),
        T::FinnedSwordfish => tr!("technique" => "finned swordfish"),
        T::SashimiSwordfish => tr!("technique" => "sashimi swordfish"),
        T::HiddenQuad => tr!("technique" => "hidden quad"),
        T::WWing => tr!("technique" => "W-wing"),
        T::AlsXz => tr!("technique" => "ALS-XZ"),
        T::BugPlusOne => tr!("technique" => "BUG+1"),
        T::BugType2 => tr!("technique" => "BUG type 2"),
        T::BugType4 => tr!("technique" => "BUG type 4"),
        T::BugType3 => tr!("technique" => "BUG type 3"),
        T::AlignedPairExclusion => tr!("technique" => "aligned pair exclusion"),
        T::XChain => tr!("technique" => "X-chain"),
        T::XyChain => tr!("technique" => "XY-chain"),
        T::Aic => tr!("technique" => "alternating inference chain"),
        T::Nishio => tr!("technique" => "nishio forcing chain"),
        T::CellForcingChain => tr!("technique" => "cell forcing chain"),
        T::RegionForcingChain => tr!("technique" => "region forcing chain"),
        T::DynamicForcingChain => tr!("technique" => "dynamic forcing chain"),
        T::DynamicForcingChainPlus => tr!("technique" => "dynamic forcing chain (+)"),
    }
}

/// The rungs of the ladder before the chain search, easiest first.
pub(super) fn rungs() -> impl Iterator<Item = Finder> {
    TABLE.iter().filter_map(|r| match r.found_by {
        Rung(finder) => Some(finder),
        RungOf(_) | Chains => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every name is extractable: `title` gives it as written in the table under English, and
    /// this file spells it as the literal of a `tr!` in the `technique` context.
    #[test]
    fn every_name_has_a_title_to_translate() {
        let source = include_str!("table.rs");
        for row in &TABLE {
            assert_eq!(title(row.technique), row.name);
            assert_eq!(row.technique.title(), row.name);
            let literal = format!("tr!(\"technique\" => \"{}\")", row.name);
            assert_eq!(source.matches(&literal).count(), 1, "{literal}");
        }
    }

    #[test]
    fn rows_follow_the_technique_order() {
        for (i, row) in TABLE.iter().enumerate() {
            assert_eq!(row.technique as usize, i, "{} is out of place", row.name);
        }
    }

    #[test]
    fn names_are_distinct_and_ratings_and_levels_grow_down_the_table() {
        for w in TABLE.windows(2) {
            assert!(
                w[0].rating <= w[1].rating,
                "{} above {}",
                w[0].name,
                w[1].name
            );
            assert!(
                w[0].level <= w[1].level,
                "{} above {}",
                w[0].name,
                w[1].name
            );
        }
        for a in &TABLE {
            assert_eq!(
                TABLE.iter().filter(|b| b.name == a.name).count(),
                1,
                "{}",
                a.name
            );
        }
    }

    #[test]
    fn a_shared_rung_belongs_to_an_earlier_row_that_owns_it() {
        for (i, row) in TABLE.iter().enumerate() {
            if let RungOf(owner) = row.found_by {
                let o = owner as usize;
                assert!(o < i, "{} names a later row", row.name);
                assert!(
                    matches!(TABLE[o].found_by, Rung(_)),
                    "{} names {}",
                    row.name,
                    owner
                );
            }
        }
        let first_chain = TABLE.iter().position(|r| matches!(r.found_by, Chains));
        let first_chain = first_chain.expect("the chain search finds some techniques");
        assert!(
            TABLE[first_chain..]
                .iter()
                .all(|r| matches!(r.found_by, Chains))
        );
    }

    /// The ladder always takes the easiest step only if no rung can return a step easier than
    /// one an earlier rung can return. A rung that breaks this has to say why in the table, and a
    /// stated reason where nothing is out of order is stale.
    #[test]
    fn the_ladder_runs_in_rating_order_or_says_why_not() {
        let mut hardest_before = 0u8;
        for (i, row) in TABLE.iter().enumerate() {
            if !matches!(row.found_by, Rung(_)) {
                assert!(
                    row.out_of_order.is_none(),
                    "{}: only a rung's owner",
                    row.name
                );
                continue;
            }
            let family = TABLE
                .iter()
                .enumerate()
                .filter(|&(j, r)| j == i || matches!(r.found_by, RungOf(o) if o as usize == i));
            let ratings: Vec<u8> = family.map(|(_, r)| r.rating).collect();
            let easiest = *ratings.iter().min().unwrap_or(&0);
            let hardest = *ratings.iter().max().unwrap_or(&0);
            let runs_early = easiest < hardest_before;
            assert_eq!(
                runs_early,
                row.out_of_order.is_some(),
                "{} (from {easiest}) after a rung that reaches {hardest_before}: \
                 order it or say why in the table (or drop a stale reason)",
                row.name
            );
            hardest_before = hardest_before.max(hardest);
        }
        let chains = TABLE.iter().filter(|r| matches!(r.found_by, Chains));
        assert!(chains.map(|r| r.rating).all(|r| r >= hardest_before));
    }
}
