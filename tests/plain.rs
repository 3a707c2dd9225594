//! The integration tests that need no window: the engine against the corpora, the command line,
//! files, storage, statistics, translations and packaging. One test binary for all of them, so
//! the run links the library once for these rather than once per file; each file is a module
//! and keeps its own name (`cargo test --test plain engine::` runs one).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

#[path = "support/cli.rs"]
mod cli;

mod bank;
mod collections;
mod crash;
mod daily;
mod engine;
mod formats;
mod formats_cli;
mod fuzz;
mod glyphs;
mod grading;
mod hint_json;
mod i18n;
mod killer;
mod layers;
mod lines;
mod packaging;
mod practice;
mod progress;
mod saves;
mod solver;
mod stats;
mod storage;
mod theme;
