//! The app's model, without any UI toolkit: a router over [`Screen`]s, one controller per screen,
//! and the services they share, each with one job.
//!
//! The Slint layer (`ui`) maps these controllers' views to its globals and forwards callbacks to
//! the methods here; it holds no rule. Every rule a player meets lives in a plain-Rust module:
//! - the whole model, and the moves between screens: [`model`] ([`AppModel`]);
//! - which screen shows and where Back goes: [`router`];
//! - loading, saving and recording a game, the same for both games: [`play`];
//! - the game screen (input, hints, check, its win sheet): [`game`], and its short message, which
//!   goes by itself after a few seconds: [`message`];
//! - the line puzzle screen (flips, the advisor's hint, its win sheet): [`lines`];
//! - the sheet shown when a game ends, and the record chip: [`win_sheet`];
//! - statistics, their views and their export/import: [`stats`];
//! - the settings: [`settings`];
//! - entering a puzzle of one's own: [`custom`];
//! - the collections of puzzles brought in from files, checked and graded as they come:
//!   [`collections`];
//! - the ladder of techniques, lessons and practice rounds: [`learn`];
//! - the daily puzzle: the dailies being played, the calendar, the home card, each date's own save
//!   file: [`daily`];
//! - the walk through a solution, worked out off the UI thread: [`explain`];
//! - asking for a new game (classic or Killer) by its level, making and serving it:
//!   [`new_games`];
//! - where new games come from, without repeats: [`supply`]; Killers made ahead, one for each
//!   level: [`killer_pool`]; the background thread both run: [`worker`].
//!
//! The services the screens share ([`Services`], in [`services`]) are three parts, one job each:
//! the claimed data folder, its writes and their retries ([`folder`]); the statistics ledger, its
//! loading and its journal ([`ledger`]); the messages waiting to be shown ([`notices`]).
//!
//! Controllers keep their state private. Work that touches the data folder or the statistics takes
//! the [`Services`] as an argument, so what a controller may change is visible in its signature.

pub mod collections;
pub mod custom;
pub mod daily;
pub mod explain;
pub mod folder;
pub mod game;
pub mod killer_pool;
pub mod learn;
pub mod ledger;
pub mod lines;
pub mod message;
pub mod model;
pub mod new_games;
pub mod notices;
pub mod play;
pub mod router;
pub mod services;
pub mod settings;
pub mod share;
pub mod spoken;
pub mod stats;
pub mod supply;
pub mod win_sheet;
pub mod worker;

pub use collections::CollectionsScreen;
pub use custom::CustomScreen;
pub use daily::{CalendarView, Dailies, DailyCard, DailyScreen, DayView};
pub use explain::{ExplainJob, ExplainScreen};
pub use folder::{READ_ONLY_NOTICE, SAVED_AGAIN_NOTICE, SaveStatus};
pub use game::{CheckpointRow, GameScreen};
pub use learn::{LadderRow, LadderView, LearnScreen, LessonView};
pub use lines::LinesScreen;
pub use message::{MESSAGE_TIME, Message};
pub use model::{AppModel, Front};
pub use new_games::{
    NewGame, NewGameJob, NewGames, PuzzleSource, default_source, killer_label, make_killer,
    make_puzzle,
};
pub use play::{Play, Settled};
pub use router::{Router, Screen};
pub use services::{Recorded, Services};
pub use settings::{SettingChange, SettingsScreen};
pub use share::{Share, ShareView};
pub use spoken::Spoken;
pub use stats::StatsScreen;
pub use win_sheet::{Finish, WinSheet};

#[cfg(test)]
mod tests;
