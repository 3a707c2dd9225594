//! The player's progress with each technique of the ladder: how often they found it unaided and
//! with a hint, in practice and in real games, and how often they missed it in practice.
//!
//! [`Progress`] is kept in its own file, `progress.json`, beside `stats.json` (small, so it is
//! simply rewritten atomically at every change), and travels with the games in a statistics
//! export (see [`StatsFile::to_json`](super::StatsFile::to_json)).
//!
//! - **Keyed by name.** Counts are kept under the technique's stable name
//!   ([`Technique::name`]), so a technique this build does not know (written by a newer version)
//!   is kept, merged and written back unchanged; only known techniques are shown.
//! - **Per device.** Each data folder counts under its own random id ([`Progress::device`]); the
//!   totals shown are the sums over every device. An import merges device by device, taking the
//!   larger of each count ([`Progress::merge`]): importing the same export twice changes nothing,
//!   and progress made on two phones adds up once both are imported into one. (A folder copied
//!   whole to a second device keeps the first one's id, so what the two then do separately merges
//!   by the larger count instead of adding up.)
//! - **Mastery** is a rule on the totals, stated once in [`Counts::is_mastered`].

use crate::storage::Versioned;
use crate::sudoku::Technique;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The progress file's name in the data folder.
pub const PROGRESS_NAME: &str = "progress.json";

/// How many unaided finds a technique needs before it can count as mastered.
pub const MASTERY_FINDS: u32 = 5;

/// A mastered technique was found unaided at least this many times for every time it needed a
/// hint or was missed (three of every four times it came up).
pub const MASTERY_RATIO: u32 = 3;

/// What happened when the player met a technique's step once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Finding {
    /// A practice position solved without a hint.
    PracticeUnaided,
    /// A practice position solved after a hint.
    PracticeHinted,
    /// A practice position answered wrongly.
    PracticeMissed,
    /// In a real game, a move that made the ladder's next step, with no hint shown for it (see
    /// [`step_found`](crate::sudoku::step_found)).
    GameUnaided,
    /// In a real game, a move that made the ladder's next step while a hint showed it.
    GameHinted,
}

/// The counts of one technique (on one device, or summed over all).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counts {
    /// Practice positions solved without a hint.
    #[serde(default)]
    pub practice_unaided: u32,
    /// Practice positions solved after a hint.
    #[serde(default)]
    pub practice_hinted: u32,
    /// Practice positions answered wrongly.
    #[serde(default)]
    pub practice_missed: u32,
    /// Steps made in real games without a hint.
    #[serde(default)]
    pub game_unaided: u32,
    /// Steps made in real games while a hint showed them.
    #[serde(default)]
    pub game_hinted: u32,
}

impl Counts {
    /// Found without a hint, in practice and real games.
    pub fn unaided(&self) -> u32 {
        self.practice_unaided.saturating_add(self.game_unaided)
    }

    /// Found with a hint, in practice and real games.
    pub fn hinted(&self) -> u32 {
        self.practice_hinted.saturating_add(self.game_hinted)
    }

    /// Found at all: unaided or with a hint.
    pub fn found(&self) -> u32 {
        self.unaided().saturating_add(self.hinted())
    }

    /// Whether nothing was counted.
    pub fn is_zero(&self) -> bool {
        *self == Counts::default()
    }

    /// The mastery rule: found unaided at least [`MASTERY_FINDS`] times (practice and real games
    /// together), and unaided at least [`MASTERY_RATIO`] times for every time it needed a hint
    /// or was missed in practice: three of every four times it came up. Five unaided finds
    /// master a technique, with one hint too; two hints ask for six, three for nine. Later hints
    /// and misses can take mastery away again until more unaided finds restore the ratio.
    pub fn is_mastered(&self) -> bool {
        let unaided = u64::from(self.unaided());
        let helped = u64::from(self.hinted()) + u64::from(self.practice_missed);
        unaided >= u64::from(MASTERY_FINDS) && unaided >= u64::from(MASTERY_RATIO) * helped
    }

    /// The count of `finding`, to change it.
    fn slot(&mut self, finding: Finding) -> &mut u32 {
        match finding {
            Finding::PracticeUnaided => &mut self.practice_unaided,
            Finding::PracticeHinted => &mut self.practice_hinted,
            Finding::PracticeMissed => &mut self.practice_missed,
            Finding::GameUnaided => &mut self.game_unaided,
            Finding::GameHinted => &mut self.game_hinted,
        }
    }

    /// Every count the sum of the two (saturating).
    fn plus(self, o: Counts) -> Counts {
        Counts {
            practice_unaided: self.practice_unaided.saturating_add(o.practice_unaided),
            practice_hinted: self.practice_hinted.saturating_add(o.practice_hinted),
            practice_missed: self.practice_missed.saturating_add(o.practice_missed),
            game_unaided: self.game_unaided.saturating_add(o.game_unaided),
            game_hinted: self.game_hinted.saturating_add(o.game_hinted),
        }
    }

    /// Every count the larger of the two.
    fn max(self, o: Counts) -> Counts {
        Counts {
            practice_unaided: self.practice_unaided.max(o.practice_unaided),
            practice_hinted: self.practice_hinted.max(o.practice_hinted),
            practice_missed: self.practice_missed.max(o.practice_missed),
            game_unaided: self.game_unaided.max(o.game_unaided),
            game_hinted: self.game_hinted.max(o.game_hinted),
        }
    }
}

/// One technique's progress as the ladder shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TechniqueProgress {
    /// The technique.
    pub technique: Technique,
    /// Its counts, summed over every device.
    pub counts: Counts,
    /// Whether it is mastered ([`Counts::is_mastered`]).
    pub mastered: bool,
}

impl TechniqueProgress {
    /// The line the ladder shows: `found 7 · 2 with hint`, `found 3 · 1 with hint · 2 missed`,
    /// `found 5`, or `not found yet`.
    pub fn text(&self) -> String {
        self.counts.text()
    }
}

impl Counts {
    /// The line the ladder shows of these counts (see [`TechniqueProgress::text`]).
    pub fn text(&self) -> String {
        let c = self;
        if c.found() == 0 && c.practice_missed == 0 {
            return crate::tr!("not found yet").to_string();
        }
        // TRANSLATORS: on the ladder: the technique was found {n} times.
        let mut facts = vec![crate::tr!("found {n}" | "found {n}" % c.found())];
        if c.hinted() > 0 {
            // TRANSLATORS: on the ladder: {n} of the times found were with a hint.
            facts.push(crate::tr!("{n} with hint" | "{n} with hint" % c.hinted()));
        }
        if c.practice_missed > 0 {
            // TRANSLATORS: on the ladder: {n} practice answers were wrong.
            facts.push(crate::tr!("{n} missed" | "{n} missed" % c.practice_missed));
        }
        crate::i18n::words::facts(&facts)
    }
}

/// The counts of every technique, per device. Its file is `progress.json`; its `"version"` is
/// added by the storage envelope.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    /// This folder's own device id: empty until the first count.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    device: String,
    /// Per device id, per technique name, the counts.
    #[serde(default)]
    devices: BTreeMap<String, BTreeMap<String, Counts>>,
}

impl Versioned for Progress {
    const NAME: &'static str = PROGRESS_NAME;
    const VERSION: u32 = 1;
}

impl Progress {
    /// An empty progress that counts under the device id `device` (tests, and a folder that
    /// names its device itself). An empty id is given one at the first count.
    pub fn for_device(device: impl Into<String>) -> Progress {
        Progress {
            device: device.into(),
            devices: BTreeMap::new(),
        }
    }

    /// The id this folder counts under; empty until the first count.
    pub fn device(&self) -> &str {
        &self.device
    }

    /// Whether nothing was ever counted.
    pub fn is_empty(&self) -> bool {
        self.devices
            .values()
            .all(|t| t.values().all(Counts::is_zero))
    }

    /// Counts one `finding` of `technique` for this device (giving the device a random id first
    /// if it has none).
    pub fn record(&mut self, technique: Technique, finding: Finding) {
        self.record_named(technique.name(), finding);
    }

    /// Counts one `finding` under the technique name `name` (a Killer technique's, say).
    pub fn record_named(&mut self, name: &str, finding: Finding) {
        if self.device.is_empty() {
            self.device = format!("{:016x}", rand::random::<u64>());
        }
        let counts = self
            .devices
            .entry(self.device.clone())
            .or_default()
            .entry(name.to_string())
            .or_default();
        let slot = counts.slot(finding);
        *slot = slot.saturating_add(1);
    }

    /// The counts of `technique`, summed over every device.
    pub fn counts(&self, technique: Technique) -> Counts {
        self.counts_named(technique.name())
    }

    /// The counts kept under the technique name `name` (known to this build or not), summed
    /// over every device.
    pub fn counts_named(&self, name: &str) -> Counts {
        self.devices
            .values()
            .filter_map(|t| t.get(name))
            .fold(Counts::default(), |sum, c| sum.plus(*c))
    }

    /// Every technique name with counts, known to this build or not, sorted.
    pub fn names(&self) -> Vec<&str> {
        let mut names: Vec<&str> = self
            .devices
            .values()
            .flat_map(|t| t.keys().map(String::as_str))
            .collect();
        names.sort_unstable();
        names.dedup();
        names
    }

    /// Whether `technique` is mastered ([`Counts::is_mastered`] of its totals).
    pub fn mastered(&self, technique: Technique) -> bool {
        self.counts(technique).is_mastered()
    }

    /// How many techniques of the ladder are mastered.
    pub fn mastered_count(&self) -> usize {
        Technique::all()
            .into_iter()
            .filter(|&t| self.mastered(t))
            .count()
    }

    /// The technique to learn next: the first of the ladder (easiest first) not mastered;
    /// `None` once every one is.
    pub fn suggest_next(&self) -> Option<Technique> {
        Technique::all().into_iter().find(|&t| !self.mastered(t))
    }

    /// The progress of `technique`, for the ladder.
    pub fn of(&self, technique: Technique) -> TechniqueProgress {
        let counts = self.counts(technique);
        TechniqueProgress {
            technique,
            counts,
            mastered: counts.is_mastered(),
        }
    }

    /// The progress of every technique, in ladder order.
    pub fn summaries(&self) -> Vec<TechniqueProgress> {
        Technique::all().into_iter().map(|t| self.of(t)).collect()
    }

    /// Takes in `other` (an import): for every device and technique, each count becomes the
    /// larger of the two. Importing the same progress again changes nothing. This folder's own
    /// device id is kept. Returns whether anything changed.
    pub fn merge(&mut self, other: &Progress) -> bool {
        let mut changed = false;
        for (device, techniques) in &other.devices {
            let mine = self.devices.entry(device.clone()).or_default();
            for (name, theirs) in techniques {
                let slot = mine.entry(name.clone()).or_default();
                let merged = slot.max(*theirs);
                if merged != *slot {
                    *slot = merged;
                    changed = true;
                }
            }
        }
        // A device with nothing counted is not kept.
        self.devices.retain(|_, t| !t.is_empty());
        changed
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tally(unaided: u32, hinted: u32, missed: u32) -> Counts {
        Counts {
            practice_unaided: unaided,
            practice_hinted: hinted,
            practice_missed: missed,
            ..Counts::default()
        }
    }

    #[test]
    fn mastery_needs_five_clean_finds_and_three_in_four() {
        assert!(!tally(4, 0, 0).is_mastered());
        assert!(tally(5, 0, 0).is_mastered());
        assert!(tally(5, 1, 0).is_mastered());
        assert!(!tally(5, 2, 0).is_mastered());
        assert!(tally(6, 1, 1).is_mastered());
        assert!(!tally(8, 1, 2).is_mastered());
        assert!(tally(9, 1, 2).is_mastered());
        // Games count as practice does.
        let games = Counts {
            game_unaided: 3,
            practice_unaided: 2,
            game_hinted: 1,
            ..Counts::default()
        };
        assert!(games.is_mastered());
        // Huge counts never overflow.
        assert!(!tally(u32::MAX, u32::MAX, u32::MAX).is_mastered());
    }

    #[test]
    fn text_says_found_hinted_and_missed() {
        let p = |counts| TechniqueProgress {
            technique: Technique::XWing,
            counts,
            mastered: false,
        };
        assert_eq!(p(Counts::default()).text(), "not found yet");
        assert_eq!(p(tally(5, 2, 0)).text(), "found 7 · 2 with hint");
        assert_eq!(p(tally(5, 0, 0)).text(), "found 5");
        assert_eq!(p(tally(0, 0, 2)).text(), "found 0 · 2 missed");
        assert_eq!(p(tally(2, 1, 2)).text(), "found 3 · 1 with hint · 2 missed");
    }
}
