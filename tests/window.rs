//! The integration tests of the user interface: flows through Slint's testing backend, the
//! markup rendered by Slint's software renderer, the screenshots command, and the app played in
//! a real window under Xvfb, by keyboard and mouse and through the screen reader's interface. One
//! test binary for all of them (`cargo test --test window ui::` runs one file's tests).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

#[path = "support/headless.rs"]
mod headless;
#[path = "support/xvfb.rs"]
mod xvfb;

mod board_colours;
mod hint_picture;
mod real_window;
mod redraw;
mod screen_reader;
mod screens;
mod ui;
