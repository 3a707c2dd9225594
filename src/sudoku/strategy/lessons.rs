//! What to look for, technique by technique: the lesson the Learn screen shows, in a player's
//! words.
//!
//! Each lesson says, in two to four sentences, which pattern to look for on the board and why it
//! places a digit or removes candidates, as this crate's finder and explainer define the
//! technique (the hidden single in a box apart from the one in a line, finned apart from sashimi
//! fish, each type of unique rectangle and BUG). Terms a lesson uses are explained in it, since a
//! player may open any lesson first. The texts are long prose, so they live here rather than in
//! the one-line rows of the technique table; the `match` has an arm per technique and no
//! catch-all, so a new technique does not compile without its lesson.

use super::Technique;
use crate::tr;

/// The lesson of technique `t` in this thread's language: what to look for and why it works
/// (plain ASCII in English). Each lesson is one text for translators, a literal of `tr!`.
pub(super) fn lesson(t: Technique) -> &'static str {
    use Technique as T;
    match t {
        T::HiddenSingleBox => tr!(
            "Pick a box and a digit it still needs, then check each empty cell of the box: a cell \
             is ruled out when that digit already stands in the cell's row or column. When only \
             one cell of the box is left for the digit, the digit must go there. Boxes are the \
             easiest place to start, since only three rows and three columns cross a box."
        ),
        T::HiddenSingleLine => tr!(
            "Pick a row or a column and a digit it still needs, then check each empty cell of \
             that line: a cell is ruled out when the digit already stands in its column (or row) \
             or in its box. When only one cell of the line is left for the digit, the digit must \
             go there. It is the same idea as the hidden single in a box, but a line crosses \
             three boxes, so there is more to check."
        ),
        T::NakedSingle => tr!(
            "Look at one empty cell and gather the digits already placed in its row, its column \
             and its box. If eight different digits are there, only one digit is left for the \
             cell, and it goes in. If you keep candidates (the digits a cell could still hold), \
             it is a cell with only one candidate left."
        ),
        T::Pointing => tr!(
            "Look inside one box at a digit it still needs. If every cell of the box where the \
             digit could still go lies in one row (or one column), the box's copy of the digit is \
             in that row. So the rest of that row, outside the box, cannot hold the digit: remove \
             it from the candidates there (the digits those cells could still hold)."
        ),
        T::Claiming => tr!(
            "Look along one row or column at a digit it still needs. If every cell of the line \
             where the digit could still go lies inside one box, the line's copy of the digit is \
             in that box. So the box's other cells, off the line, cannot hold the digit: remove \
             it from their candidates (the digits a cell could still hold)."
        ),
        T::NakedPair => tr!(
            "Look for two cells in one row, column or box that hold only the same two candidates \
             (the digits a cell could still hold), say 4 and 7. Those two cells take the 4 and \
             the 7 between them, in one order or the other. So no other cell of that row, column \
             or box can be 4 or 7: remove them there."
        ),
        T::XWing => tr!(
            "Pick a digit and find two rows where it has only two places each, in the same two \
             columns. Each row needs the digit once, so the two rows take it in opposite corners \
             of that rectangle, one in each column. Then each of the two columns gets its copy \
             from these rows, so remove the digit from the other cells of the two columns. The \
             same works with two columns whose places share two rows."
        ),
        T::HiddenPair => tr!(
            "Look in one row, column or box for two digits that can each go only in the same two \
             cells, and nowhere else there. Those two cells must hold these two digits, so \
             nothing else fits in them. Remove every other candidate (any other digit they could \
             still hold) from the two cells."
        ),
        T::NakedTriple => tr!(
            "Look for three cells in one row, column or box whose candidates (the digits a cell \
             could still hold) come from just three digits between them, say 1, 5 and 8; a cell \
             may show only two of them. The three cells take those three digits, one each. So \
             remove 1, 5 and 8 from every other cell of that row, column or box."
        ),
        T::Swordfish => tr!(
            "Pick a digit and find three rows where it has only two or three places each, all \
             within the same three columns. The three rows need the digit once each, in three \
             different columns, so they supply all three columns' copies. Remove the digit from \
             the other cells of those three columns. The same works with three columns whose \
             places share three rows."
        ),
        T::HiddenTriple => tr!(
            "Look in one row, column or box for three digits that can only go in the same three \
             cells, each digit in two or three of them. Those three cells must hold these three \
             digits, so nothing else fits in them. Remove every other candidate (any other digit \
             they could still hold) from the three cells."
        ),
        T::Skyscraper => tr!(
            "Pick a digit and find two rows where it has only two places each; each pair of \
             places is a strong link, since if one is not the digit, the other is. When one end \
             of the first pair sees one end of the second (shares a column or box with it), those \
             two cannot both hold the digit, so one of the two far ends does. Remove the digit \
             from every cell that sees both far ends. The same works with two columns."
        ),
        T::FinnedXWing => tr!(
            "Look for an X-wing that is nearly there: a digit in two rows fits only the same two \
             columns, except for one or more extra places, called fins, all inside the box of one \
             of its corners. Either the X-wing holds, and the digit leaves the rest of those two \
             columns, or a fin holds it, and it leaves the rest of the fins' box. Either way, the \
             cells of those columns inside the fins' box, outside the two rows, cannot hold the \
             digit. The same works with rows and columns swapped."
        ),
        T::TwoStringKite => tr!(
            "Pick a digit with only two places in some row and only two places in some column; \
             each pair of places is a strong link, since if one is not the digit, the other is. \
             When one end of the row's pair and one end of the column's pair sit in the same box, \
             they cannot both hold the digit, so one of the two far ends does. Remove the digit \
             from any cell that sees both far ends (shares a row, column or box with each), such \
             as the cell in the column of the row's far end and the row of the column's far end."
        ),
        T::SashimiXWing => tr!(
            "A sashimi X-wing is a finned X-wing with a corner missing. A digit has only two \
             places in one row; in a second row it has one place in the same columns, and its \
             other places, called fins, lie in the box of the missing corner. If no fin holds the \
             digit, the two rows fill both columns; if a fin does, the rest of its box loses the \
             digit. Either way, the missing corner's column loses the digit inside the fins' box, \
             outside the two rows."
        ),
        T::TurbotFish => tr!(
            "Pick a digit and find two strong links on it, a strong link being a row, column or \
             box where the digit has only two places (if one is not the digit, the other is); at \
             least one of them is a box. When one end of the first link sees one end of the \
             second (shares a row, column or box with it), those two cannot both hold the digit, \
             so one of the two far ends does. Remove the digit from every cell that sees both far \
             ends."
        ),
        T::XyWing => tr!(
            "Find a cell with only two candidates (digits it could still hold), say 1 and 2: the \
             pivot. Then find two pincers, cells the pivot sees (they share its row, column or \
             box), one holding only 1 and 3 and the other only 2 and 3. Whichever digit the pivot \
             takes, one pincer loses it and must be 3, so a cell that sees both pincers cannot be \
             3."
        ),
        T::EmptyRectangle => tr!(
            "Look in a box where a digit's places all lie on one row and one column of the box, a \
             cross that leaves the other four cells empty of it. Find a column outside the box \
             where the digit has only two places, one of them on that row. The digit cannot go \
             where the row of the column's other place meets the box's column: if it did, that \
             other place could not, so the place on the box's row would, and the box, shut out of \
             its row and its column, would have no place left for the digit. The same works with \
             rows and columns swapped."
        ),
        T::XyzWing => tr!(
            "Find a cell with exactly three candidates (digits it could still hold), say 1, 2 and \
             3: the pivot. Then find two pincers, cells the pivot sees (they share its row, \
             column or box), one holding only 1 and 3 and the other only 2 and 3. Whatever the \
             pivot takes, one of the three cells is 3: the pivot itself, or the pincer that loses \
             its other digit. So a cell that sees the pivot and both pincers cannot be 3."
        ),
        T::UniqueRectangle1 => tr!(
            "A puzzle with one solution never lets two digits swap freely. Look for four cells at \
             the corners of a rectangle, in two rows, two columns and two boxes, where three \
             corners hold only the same two candidates (digits they could still hold), say 4 and \
             9, and the fourth holds 4, 9 and more. If the fourth were 4 or 9 too, the 4s and 9s \
             could swap around the rectangle and give a second solution, so remove 4 and 9 from \
             the fourth corner."
        ),
        T::UniqueRectangle2 => tr!(
            "A puzzle with one solution never lets two digits swap freely. Look for a rectangle \
             of four cells in two rows, two columns and two boxes: two corners hold only the \
             candidates (digits they could still hold) 4 and 9, and the other two, in one row or \
             column, hold 4, 9 and the same one extra digit, say 2. If neither were 2, the 4s and \
             9s could swap and give a second solution, so one of them is 2: remove 2 from every \
             cell that sees both (shares a row, column or box with each)."
        ),
        T::UniqueRectangle4 => tr!(
            "A puzzle with one solution never lets two digits swap freely. Look for a rectangle \
             of four cells in two rows, two columns and two boxes: two corners hold only the \
             candidates (digits they could still hold) 4 and 9, and the other two, in one row or \
             column, hold 4, 9 and more. If 4 has no other place in a row, column or box holding \
             both, one of them is 4; and if either were 9, all four corners would be only 4 and \
             9, free to swap. So remove 9 from both."
        ),
        T::UniqueRectangle3 => tr!(
            "A puzzle with one solution never lets two digits swap freely. Look for a rectangle \
             of four cells in two rows, two columns and two boxes: two corners hold only the \
             candidates (digits they could still hold) 4 and 9, and the other two share a row, \
             column or box and hold extras, say 1 and 6. One of them must take an extra, so count \
             the extras as one cell that is 1 or 6: with other cells there it can form a naked \
             pair, triple or quad (as many digits as cells), whose digits leave the rest of that \
             row, column or box."
        ),
        T::UniqueLoop => tr!(
            "A unique loop is a unique rectangle stretched to six, eight or ten cells: a closed \
             path of cells that all hold the candidates (digits they could still hold) 4 and 9, \
             each cell sharing a row, column or box with the next, and every row, column or box \
             it touches holding exactly two of its cells. If all of them held only 4 and 9, the \
             digits could swap around the loop and give the puzzle a second solution. So the \
             cells with extras must break it as in a unique rectangle: for instance, a lone cell \
             with extras cannot be 4 or 9."
        ),
        T::NakedQuad => tr!(
            "Look for four cells in one row, column or box whose candidates (the digits a cell \
             could still hold) come from just four digits between them, say 2, 3, 6 and 8. The \
             four cells take those four digits, one each. So remove 2, 3, 6 and 8 from every \
             other cell of that row, column or box."
        ),
        T::Jellyfish => tr!(
            "Pick a digit and find four rows where it has only two, three or four places each, \
             all within the same four columns. The four rows need the digit once each, in four \
             different columns, so they supply all four columns' copies. Remove the digit from \
             the other cells of those four columns. The same works with four columns whose places \
             share four rows."
        ),
        T::FinnedSwordfish => tr!(
            "Look for a swordfish that is nearly there: a digit in three rows fits only the same \
             three columns, except for one or more extra places, called fins, all inside one box. \
             Either the swordfish holds, and the digit leaves the rest of those three columns, or \
             a fin holds it, and it leaves the rest of the fins' box. Either way, the cells of \
             those columns inside the fins' box, outside the three rows, cannot hold the digit. \
             The same works with rows and columns swapped."
        ),
        T::SashimiSwordfish => tr!(
            "A sashimi swordfish is a finned swordfish with a corner missing: a digit in three \
             rows fits only three columns, except for extra places, called fins, in one box, and \
             the row with the fins has only one place left in those columns. If no fin holds the \
             digit, the three rows still fill the three columns; if a fin does, the rest of its \
             box loses the digit. Either way, the cells of those columns inside the fins' box, \
             outside the three rows, cannot hold it."
        ),
        T::HiddenQuad => tr!(
            "Look in one row, column or box for four digits that can only go in the same four \
             cells. Those four cells must hold these four digits, so nothing else fits in them. \
             Remove every other candidate (any other digit they could still hold) from the four \
             cells."
        ),
        T::WWing => tr!(
            "Find two cells that do not see each other (share no row, column or box) but hold \
             only the same two candidates (digits they could still hold), say 3 and 8. Then find \
             a row, column or box where 3 has only two places, one seeing the first cell and the \
             other seeing the second. The two cells cannot both be 3, or those two places would \
             both lose it, so one of them is 8: remove 8 from every cell that sees both."
        ),
        T::AlsXz => tr!(
            "An almost locked set is a group of cells in one row, column or box holding one digit \
             more than it has cells, so without any one of those digits the rest would fill it. \
             Find a cell with only two candidates (digits it could still hold), say 2 and 7, and \
             such a set of up to three cells that also holds 2 and 7, where every 2 of the set \
             sees the cell (shares a row, column or box with it). They cannot both hold the 2, so \
             one loses it and must then take a 7: remove 7 from any cell that sees every 7 of \
             both."
        ),
        T::BugPlusOne => tr!(
            "A bivalue universal grave (BUG) is a position where every empty cell has two \
             candidates (digits it could still hold) and each digit has two places in every row, \
             column and box that needs it; it always has two solutions. Look for a position that \
             is a BUG but for one cell with three candidates. That cell must take the digit with \
             three places in its row, its column and its box, since without that digit the \
             position would be a BUG."
        ),
        T::BugType2 => tr!(
            "A bivalue universal grave (BUG) is a position where every empty cell has two \
             candidates (digits it could still hold) and each digit has two places in every row, \
             column and box that needs it; it always has two solutions. Look for a position that \
             would be a BUG but for a few cells with extra candidates: one of those extras must \
             be true. When the extras are all the same digit, say 5, one of those cells is 5, so \
             remove 5 from every cell that sees them all (shares a row, column or box with each)."
        ),
        T::BugType4 => tr!(
            "A bivalue universal grave (BUG) is a position where every empty cell has two \
             candidates (digits it could still hold) and each digit has two places in every row, \
             column and box that needs it; it always has two solutions. Look for a BUG but for \
             two cells with extras, in one row, column or box: one extra must be true. Set the \
             extras aside and each cell keeps a pair; if a digit of both pairs, say 3, has no \
             other place there, one cell is 3 and the other takes an extra, so remove the other \
             digit of its pair from each."
        ),
        T::BugType3 => tr!(
            "A bivalue universal grave (BUG) is a position where every empty cell has two \
             candidates (digits it could still hold) and each digit has two places in every row, \
             column and box that needs it; it always has two solutions. Look for a BUG but for a \
             few cells with extras that share a row, column or box: one extra must be true, so \
             count the extras as one cell. With other cells there it can form a naked pair, \
             triple or quad (as many digits as cells), whose digits leave the rest of that row, \
             column or box."
        ),
        T::AlignedPairExclusion => tr!(
            "Take two cells that see each other (share a row, column or box), so they hold \
             different digits, and list the pairs of digits they could take together. A third \
             cell that sees both and has only two candidates (digits it could still hold), say 3 \
             and 5, rules out the pair 3 and 5, which would leave it nothing. When a candidate of \
             one of the two cells fits no pair that is left, remove it."
        ),
        T::XChain => tr!(
            "Pick one digit and follow it from cell to cell along two kinds of link: a strong \
             link is a row, column or box where the digit has only two places, so if one is not \
             the digit, the other is; a weak link joins two cells that share a row, column or \
             box, so if one is the digit, the other is not. Suppose a cell holds the digit, or \
             does not, and follow the links. If some cell would have to both hold and not hold \
             the digit, the supposition was false: the digit is removed from the first cell, or \
             placed there."
        ),
        T::XyChain => tr!(
            "Follow a chain of cells that each have only two candidates (digits they could still \
             hold): in such a cell, if one digit is false, the other is true, and a true digit is \
             false in the next cell, which sees it (shares a row, column or box) and holds that \
             digit too. Suppose a candidate is true, or false, and follow the chain. If some cell \
             would have to both hold and not hold a digit, the supposition was false: the first \
             candidate is removed, or placed."
        ),
        T::Aic => tr!(
            "An alternating inference chain mixes the links of X-chains and XY-chains: a cell \
             with only two candidates (digits it could still hold), or a row, column or box where \
             a digit has only two places, where if one is false the other is true; and cells that \
             share a row, column or box, where a digit true in one is false in the other. Suppose \
             a candidate is true, or false, and follow the links. If the chain comes back to \
             contradict itself, a loop some call a nice loop, the supposition was wrong: the \
             candidate is removed, or placed."
        ),
        T::Nishio => tr!(
            "Suppose one candidate (a digit a cell could still hold) is true and follow only that \
             digit: it leaves every other cell of its row, column and box, and any row, column or \
             box left with a single place for it must take it there. If this ends in a \
             contradiction, such as a row, column or box with no place left for the digit, the \
             supposition was false. Remove the candidate."
        ),
        T::CellForcingChain => tr!(
            "Pick a cell with few candidates (digits it could still hold) and try each one in \
             turn. From each, follow the chains it sets off through cells with only two \
             candidates and through rows, columns and boxes where a digit has only two places. If \
             every choice leads to the same result, such as one digit removed from another cell, \
             that result is true whatever the cell holds."
        ),
        T::RegionForcingChain => tr!(
            "Pick a digit and a region (a row, column or box) where it has only a few places, and \
             try each place in turn. From each, follow the chains it sets off through cells with \
             only two candidates (digits they could still hold) and through regions where a digit \
             has only two places. If every place leads to the same result, such as a digit \
             removed from another cell, that result is true wherever the digit goes."
        ),
        T::DynamicForcingChain => tr!(
            "Make an assumption about a candidate (a digit a cell could still hold) and follow \
             every consequence on a copy of the grid: a placed digit leaves the rest of its row, \
             column and box, and any cell, row, column or box left with one option is filled in. \
             There is a step when the assumption breaks the grid (so it is false), when the \
             candidate being true and being false both lead to the same result, or when every \
             candidate of a cell, or every place of a digit in a row, column or box, leads to it."
        ),
        T::DynamicForcingChainPlus => tr!(
            "The same as a dynamic forcing chain, which follows every consequence of an \
             assumption on a copy of the grid, except that whenever no cell, row, column or box \
             is down to one option, basic techniques also remove candidates (digits a cell could \
             still hold): pointing and claiming, naked and hidden pairs and triples, X-wings and \
             swordfish. This lets a chain go on where the plain one stops. Keep what an \
             assumption that breaks the grid proves false, or what every branch agrees on."
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The sentences of `text`: a full stop, question or exclamation mark ending the text or
    /// followed by a space.
    fn sentences(text: &str) -> usize {
        let chars: Vec<char> = text.chars().collect();
        (0..chars.len())
            .filter(|&i| matches!(chars[i], '.' | '?' | '!'))
            .filter(|&i| chars.get(i + 1).is_none_or(|c| c.is_whitespace()))
            .count()
    }

    /// The lowercase words of `text`, split at everything but letters.
    fn words(text: &str) -> Vec<String> {
        text.split(|c: char| !c.is_ascii_alphabetic())
            .filter(|w| !w.is_empty())
            .map(str::to_ascii_lowercase)
            .collect()
    }

    #[test]
    fn every_technique_has_a_lesson_of_two_to_four_sentences() {
        for t in Technique::all() {
            let text = t.lesson();
            let n = sentences(text);
            assert!((2..=4).contains(&n), "{t}: {n} sentences");
            assert!(
                (120..=600).contains(&text.len()),
                "{t}: {} characters",
                text.len()
            );
        }
    }

    #[test]
    fn no_two_lessons_are_alike() {
        let all = Technique::all();
        for (i, a) in all.iter().enumerate() {
            for b in &all[i + 1..] {
                assert_ne!(a.lesson(), b.lesson(), "{a} and {b}");
            }
        }
    }

    /// Plain ASCII, so every character is in the bundled font; sentences start in upper case
    /// and end with a full stop; no decimal points or abbreviations throw the sentence count.
    #[test]
    fn lessons_are_plain_ascii_sentences() {
        for t in Technique::all() {
            let text = t.lesson();
            assert!(text.is_ascii(), "{t}: not ASCII");
            assert!(
                text.starts_with(|c: char| c.is_ascii_uppercase()),
                "{t}: starts in lower case"
            );
            assert!(text.ends_with('.'), "{t}: no full stop at the end");
            assert!(!text.contains("  "), "{t}: a double space");
            let chars: Vec<char> = text.chars().collect();
            for w in chars.windows(2) {
                assert!(
                    w[0] != '.' || w[1].is_whitespace(),
                    "{t}: a full stop inside a word or number"
                );
            }
        }
    }

    /// A term a player may not know is explained in every lesson that uses it: each term with a
    /// phrase of its explanation.
    #[test]
    fn a_lesson_explains_the_terms_it_uses() {
        let terms: [(&str, &[&str]); 8] = [
            ("candidate", &["could still hold"]),
            ("candidates", &["could still hold"]),
            ("see", &["share", "sharing"]),
            ("sees", &["share", "sharing"]),
            ("fins", &["called fins"]),
            ("bug", &["always has two solutions"]),
            ("region", &["region (a row, column or box)"]),
            ("almost", &["one digit more than"]),
        ];
        for t in Technique::all() {
            let text = t.lesson();
            let used = words(text);
            for (term, explained) in terms {
                if used.iter().any(|w| w == term) {
                    assert!(
                        explained.iter().any(|e| text.contains(e)),
                        "{t} uses {term:?} without saying what it means"
                    );
                }
            }
            if text.contains("strong link") {
                assert!(text.contains("only two places"), "{t}: strong link");
            }
            // Player words: rows, columns and boxes, never the solver's "house" or "unit".
            for jargon in [
                "house", "houses", "unit", "bivalue", "deadly", "peer", "peers",
            ] {
                let only_in_bug = jargon == "bivalue" && text.contains("bivalue universal grave");
                assert!(
                    only_in_bug || !used.iter().any(|w| w == jargon),
                    "{t} says {jargon:?}"
                );
            }
        }
    }

    /// The phrases that show a lesson is about its own pattern (and not a neighbour's: two rows
    /// for an X-wing, three for a swordfish, a box for the hidden single in a box).
    fn pattern(t: Technique) -> &'static [&'static str] {
        use Technique as T;
        match t {
            T::HiddenSingleBox => &["Pick a box", "only one cell of the box"],
            T::HiddenSingleLine => &["row or a column", "only one cell of the line"],
            T::NakedSingle => &["eight different digits", "only one digit is left"],
            T::Pointing => &["inside one box", "lies in one row (or one column)"],
            T::Claiming => &["one row or column", "lies inside one box"],
            T::NakedPair => &["two cells", "same two candidates"],
            T::XWing => &["two rows", "same two columns"],
            T::HiddenPair => &["two digits", "same two cells"],
            T::NakedTriple => &["three cells", "three digits"],
            T::Swordfish => &["three rows", "same three columns"],
            T::HiddenTriple => &["three digits", "same three cells"],
            T::Skyscraper => &["two rows", "strong link", "far ends"],
            T::FinnedXWing => &["X-wing", "two rows", "called fins", "one of its corners"],
            T::TwoStringKite => &["some row", "some column", "same box", "strong link"],
            T::SashimiXWing => &["finned X-wing", "corner missing", "two rows"],
            T::TurbotFish => &["two strong links", "is a box"],
            T::XyWing => &["only two candidates", "pivot", "pincers"],
            T::EmptyRectangle => &["one row and one column of the box", "only two places"],
            T::XyzWing => &["three candidates", "pivot", "pincers"],
            T::UniqueRectangle1 => &["rectangle", "three corners", "fourth"],
            T::UniqueRectangle2 => &["rectangle", "same one extra digit"],
            T::UniqueRectangle4 => &["rectangle", "no other place"],
            T::UniqueRectangle3 => &["rectangle", "count the extras as one cell", "naked"],
            T::UniqueLoop => &["loop", "six, eight or ten cells", "exactly two"],
            T::NakedQuad => &["four cells", "four digits"],
            T::Jellyfish => &["four rows", "same four columns"],
            T::FinnedSwordfish => &["swordfish", "three rows", "called fins"],
            T::SashimiSwordfish => &["finned swordfish", "corner missing", "three rows"],
            T::HiddenQuad => &["four digits", "same four cells"],
            T::WWing => &[
                "do not see each other",
                "same two candidates",
                "only two places",
            ],
            T::AlsXz => &[
                "almost locked set",
                "only two candidates",
                "up to three cells",
            ],
            T::BugPlusOne => &["BUG", "one cell with three candidates"],
            T::BugType2 => &["BUG", "same digit"],
            T::BugType4 => &["BUG", "two cells with extras", "no other place"],
            T::BugType3 => &["BUG", "count the extras as one cell", "naked"],
            T::AlignedPairExclusion => &["two cells that see each other", "pairs of digits"],
            T::XChain => &["one digit", "strong link", "weak link"],
            T::XyChain => &["chain of cells", "only two candidates"],
            T::Aic => &["alternating inference chain", "X-chains and XY-chains"],
            T::Nishio => &["follow only that digit", "contradiction"],
            T::CellForcingChain => &["Pick a cell", "try each one"],
            T::RegionForcingChain => &["region", "try each place"],
            T::DynamicForcingChain => &["every consequence", "copy of the grid"],
            T::DynamicForcingChainPlus => &["dynamic forcing chain", "basic techniques"],
        }
    }

    #[test]
    fn each_lesson_describes_its_own_pattern() {
        for t in Technique::all() {
            for phrase in pattern(t) {
                assert!(t.lesson().contains(phrase), "{t}: no {phrase:?}");
            }
        }
    }
}
