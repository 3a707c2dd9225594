//! The integration tests, in one test binary: each file of tests/ is a module of it and keeps
//! its own name (`cargo test --test all engine::` runs one file's tests). One binary links the
//! library once, and the tests that mostly wait (the real window, the screen reader) run beside
//! the ones that compute, on both cores, instead of one binary after another.
//!
//! The user interface's files (Slint's testing backend, its software renderer, a real window
//! under Xvfb) need the `gui` feature; without it the engine, the command line, files, storage,
//! statistics, translations and packaging are tested alone.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

#[path = "support/cli.rs"]
mod cli;
#[path = "support/contrast.rs"]
mod contrast;
#[cfg(feature = "gui")]
#[path = "support/headless.rs"]
mod headless;
#[cfg(feature = "gui")]
#[path = "support/xvfb.rs"]
mod xvfb;

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

#[cfg(feature = "gui")]
mod board_colours;
#[cfg(feature = "gui")]
mod hint_picture;
#[cfg(feature = "gui")]
mod real_window;
#[cfg(feature = "gui")]
mod redraw;
#[cfg(feature = "gui")]
mod screen_reader;
#[cfg(feature = "gui")]
mod screens;
#[cfg(feature = "gui")]
mod ui;
