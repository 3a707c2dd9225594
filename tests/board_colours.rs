//! Every digit and note the board can draw is readable on the fill it is actually drawn on.
//!
//! The board is rendered by Slint's software renderer (the desktop's renderer) with one cell per
//! combination of states (given, entered or notes; selected, row/column/box shading, same digit,
//! mistake, clash, hint-involved, the candidate highlight; on each of the player's eight colours or
//! none; during the win wave or not; light and dark). For each cell the
//! fill is read from the picture beside the digit and the ink from the digit's own strokes, so
//! the test checks what the board's markup really draws, not a table of colour pairs: digits at
//! least 4.5:1, notes at least 3:1 (WCAG 2 ratios). A paused board is hidden behind its card and
//! draws no digits. A hint's picture is checked the same way: a note of every role (shown,
//! cause, eliminated, placed) on every tint, and a ringed digit on every tint.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use crate::contrast;
use crate::headless;

use contrast::ratio;
use i_slint_backend_testing::ElementHandle;
use slint::platform::software_renderer::{MinimalSoftwareWindow, RepaintBufferType};
use slint::platform::{Platform, WindowAdapter};
use slint::{ComponentHandle, Model, PhysicalSize, VecModel};
use std::cell::Cell;
use std::rc::Rc;
use std::sync::Arc;
use std::time::Duration;
use sudoku_lines::app::SettingChange;
use sudoku_lines::session::NewPuzzle;
use sudoku_lines::settings::ThemeChoice;
use sudoku_lines::ui::{
    App, AppAdapter, CellData, CellPicture, GameAdapter, Generation, PictureTint,
};

/// A large window, so digits and notes have solid strokes whose colour can be read exactly.
const SIZE: (u32, u32) = (2400, 1600);

/// One window, with a clock the test moves, so animations finish without waiting.
struct TestPlatform {
    window: Rc<MinimalSoftwareWindow>,
    now: Rc<Cell<Duration>>,
}

impl Platform for TestPlatform {
    fn create_window_adapter(&self) -> Result<Rc<dyn WindowAdapter>, slint::PlatformError> {
        Ok(self.window.clone())
    }
    fn duration_since_start(&self) -> Duration {
        self.now.get()
    }
}

fn fixed(_level: sudoku_lines::sudoku::Level, _seed: u64) -> Result<NewPuzzle, String> {
    headless::fixed(None)
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Kind {
    Given,
    Entered,
    Notes,
}

/// The least contrast of a pictured note with its cell's fill (WCAG 2, non-text and large text).
const NOTE_MINIMUM: f64 = 3.0;

/// The highlighted digit: the digit of every digit cell, and one of the notes.
const HIGHLIGHT: i32 = 5;
/// Notes 1, 5 (highlighted) and 9; 4 stays empty, where the cell's fill shows.
const NOTES: i32 = 1 | 1 << 4 | 1 << 8;

#[derive(Clone, Copy, Debug)]
struct State {
    kind: Kind,
    selected: bool,
    related: bool,
    same: bool,
    error: bool,
    clash: bool,
    hint: bool,
    // the highlighted digit is still a note here (notes only)
    candidate: bool,
    // the player's colour, 0 for none
    paint: i32,
}

impl State {
    fn cell(&self) -> CellData {
        let digit = self.kind != Kind::Notes;
        CellData {
            digit: if digit { HIGHLIGHT } else { 0 },
            notes: if digit { 0 } else { NOTES },
            given: self.kind == Kind::Given,
            selected: self.selected,
            related: self.related,
            same: self.same,
            error: self.error,
            clash: self.clash,
            hint: self.hint,
            candidate: self.candidate,
            colour: self.paint,
            label: "".into(),
            ..CellData::default()
        }
    }
}

/// Every combination of states a cell can be drawn in: without a colour, every state (the
/// candidate highlight on notes); on each of the eight colours, every state but the lighter
/// shadings (related, clash), which the colour covers the same way.
fn all_states() -> Vec<State> {
    let mut out = Vec::new();
    for kind in [Kind::Given, Kind::Entered, Kind::Notes] {
        let candidates: &[bool] = if kind == Kind::Notes {
            &[false, true]
        } else {
            &[false]
        };
        for &candidate in candidates {
            for bits in 0..64u32 {
                let on = |i: u32| bits & (1 << i) != 0;
                out.push(State {
                    kind,
                    selected: on(0),
                    related: on(1),
                    same: on(2),
                    error: on(3),
                    clash: on(4),
                    hint: on(5),
                    candidate,
                    paint: 0,
                });
            }
        }
        for paint in 1..=8 {
            for bits in 0..16u32 {
                let on = |i: u32| bits & (1 << i) != 0;
                out.push(State {
                    kind,
                    selected: on(0),
                    related: false,
                    same: on(1),
                    error: on(2),
                    clash: false,
                    hint: on(3),
                    candidate: false,
                    paint,
                });
            }
        }
    }
    out
}

type Rgb = [u8; 3];

struct Picture {
    pixels: Vec<Rgb>,
    width: usize,
}

impl Picture {
    fn at(&self, x: f32, y: f32) -> Rgb {
        self.pixels[y as usize * self.width + x as usize]
    }
    /// The pixel of the box (x0, y0)-(x1, y1) that contrasts most with `fill`: inside a glyph's
    /// strokes, the glyph's own colour.
    fn ink(&self, (x0, y0, x1, y1): (f32, f32, f32, f32), fill: Rgb) -> Rgb {
        let mut best = fill;
        for y in y0 as usize..y1 as usize {
            for x in x0 as usize..x1 as usize {
                let p = self.pixels[y * self.width + x];
                if ratio(p, fill) > ratio(best, fill) {
                    best = p;
                }
            }
        }
        best
    }
}

#[test]
fn every_digit_and_note_is_readable_on_the_fill_it_is_drawn_on() {
    // Text drawn as in the app's window.
    // SAFETY: the only test of this binary, before anything else uses Slint.
    unsafe { sudoku_lines::ui::draw_text_without_parley() };
    let window = MinimalSoftwareWindow::new(RepaintBufferType::NewBuffer);
    let now = Rc::new(Cell::new(Duration::ZERO));
    slint::platform::set_platform(Box::new(TestPlatform {
        window: window.clone(),
        now: now.clone(),
    }))
    .unwrap();
    window.set_size(PhysicalSize::new(SIZE.0, SIZE.1));
    // English whatever the machine\'s locale.
    sudoku_lines::platform::report_locale("en_US".into());
    let app = App::new(None, Arc::new(fixed), Generation::Immediate).unwrap();
    app.window.show().unwrap();
    app.window
        .global::<AppAdapter>()
        .invoke_new_game(sudoku_lines::ui::Level::Easy);
    let settle = || {
        for _ in 0..30 {
            now.set(now.get() + Duration::from_millis(100));
            slint::platform::update_timers_and_animations();
        }
    };
    settle();
    let cells: Vec<(f32, f32, f32)> = (0..81)
        .map(|i| {
            let label = format!("row {} column {}", i / 9 + 1, i % 9 + 1);
            let e = ElementHandle::find_by_accessible_label(&app.window, &label)
                .next()
                .unwrap_or_else(|| panic!("no cell {label}"));
            let (p, s) = (e.absolute_position(), e.size());
            (p.x, p.y, s.height)
        })
        .collect();
    assert!(
        cells[0].2 > 120.0,
        "cells too small to read: {}",
        cells[0].2
    );

    let states = all_states();
    let mut failures = Vec::new();
    let mut checked = 0;
    for theme in [ThemeChoice::Light, ThemeChoice::Dark] {
        app.with_model(|m| m.change_setting(SettingChange::Theme(theme)));
        for wave in [false, true] {
            // The win wave changes only a cell's own fill; a painted cell's digit sits on its
            // colour, which the wave leaves as it is, so painted cells are drawn once.
            let drawn: Vec<State> = states
                .iter()
                .copied()
                .filter(|s| !wave || s.paint == 0)
                .collect();
            for chunk in drawn.chunks(81) {
                let g = app.window.global::<GameAdapter>();
                let mut data: Vec<CellData> = chunk.iter().map(State::cell).collect();
                data.resize(81, CellData::default());
                g.set_cells(Rc::new(VecModel::from(data)).into());
                g.set_highlight(HIGHLIGHT);
                g.set_won(wave);
                g.set_paused(false);
                settle();
                let shot = app.window.window().take_snapshot().unwrap();
                let picture = Picture {
                    pixels: shot.as_slice().iter().map(|p| [p.r, p.g, p.b]).collect(),
                    width: shot.width() as usize,
                };
                assert_eq!(g.get_cells().row_count(), 81);
                for (state, &(x, y, s)) in chunk.iter().zip(&cells) {
                    let name = format!("{theme:?}, wave {wave}: {state:?}");
                    if state.kind == Kind::Notes {
                        let n = s / 3.0;
                        // note 1, top left, on the cell's fill (read where note 4 would be)
                        let fill = picture.at(x + n * 0.5, y + n * 1.5);
                        let ink =
                            picture.ink((x + n * 0.2, y + n * 0.2, x + n * 0.8, y + n * 0.8), fill);
                        check(&mut failures, &name, "note", fill, ink, 3.0);
                        // note 5, the highlighted digit, in the middle on its disc
                        let (cx, cy) = (x + n * 1.5, y + n * 1.5);
                        let disc = picture.at(cx - n * 0.36, cy);
                        let ink = picture.ink(
                            (cx - n * 0.25, cy - n * 0.3, cx + n * 0.25, cy + n * 0.3),
                            disc,
                        );
                        check(&mut failures, &name, "highlighted note", disc, ink, 3.0);
                    } else {
                        let fill = picture.at(x + s * 0.14, y + s * 0.5);
                        let ink =
                            picture.ink((x + s * 0.3, y + s * 0.2, x + s * 0.7, y + s * 0.8), fill);
                        check(&mut failures, &name, "digit", fill, ink, 4.5);
                    }
                    checked += 1;
                }
            }
        }
    }
    let painted = states.iter().filter(|s| s.paint > 0).count();
    assert_eq!(checked, (states.len() * 2 - painted) * 2);

    // A hint's picture: every tint under a note of every role (shown, cause, eliminated,
    // placed), and a digit on every tint.
    let tints = [
        PictureTint::None,
        PictureTint::Unit,
        PictureTint::Cover,
        PictureTint::Pattern,
        PictureTint::Pivot,
        PictureTint::Second,
    ];
    let roles = ["plain", "cause", "eliminated", "placed"];
    let mut pictured = 0;
    for theme in [ThemeChoice::Light, ThemeChoice::Dark] {
        app.with_model(|m| m.change_setting(SettingChange::Theme(theme)));
        let g = app.window.global::<GameAdapter>();
        let mut data = vec![CellData::default(); 81];
        let mut pics = vec![CellPicture::default(); 81];
        for (k, &tint) in tints.iter().enumerate() {
            for (r, _) in roles.iter().enumerate() {
                let i = k * roles.len() + r;
                // note 1 in the given role, 9 plain; 4 stays empty, where the fill shows
                let bit = |d: i32| 1 << (d - 1);
                pics[i] = CellPicture {
                    tint,
                    shown: bit(1) | bit(9),
                    cause: if r == 1 { bit(1) } else { 0 },
                    eliminated: if r == 2 { bit(1) } else { 0 },
                    placed: if r == 3 { bit(1) } else { 0 },
                    ring: false,
                };
            }
            // a digit on the tint, ringed as a single's blocker
            let i = tints.len() * roles.len() + k;
            data[i] = CellData {
                digit: 7,
                given: true,
                ..CellData::default()
            };
            pics[i] = CellPicture {
                tint,
                ring: true,
                ..CellPicture::default()
            };
        }
        g.set_cells(Rc::new(VecModel::from(data)).into());
        g.set_picture(Rc::new(VecModel::from(pics)).into());
        g.set_highlight(0);
        g.set_won(false);
        settle();
        let shot = app.window.window().take_snapshot().unwrap();
        let picture = Picture {
            pixels: shot.as_slice().iter().map(|p| [p.r, p.g, p.b]).collect(),
            width: shot.width() as usize,
        };
        for (k, tint) in tints.iter().enumerate() {
            for (r, role) in roles.iter().enumerate() {
                let (x, y, s) = cells[k * roles.len() + r];
                let n = s / 3.0;
                let fill = picture.at(x + n * 0.5, y + n * 1.5);
                let ink = picture.ink((x + n * 0.2, y + n * 0.2, x + n * 0.8, y + n * 0.8), fill);
                let name = format!("{theme:?}, picture: {tint:?}");
                check(
                    &mut failures,
                    &name,
                    &format!("{role} note"),
                    fill,
                    ink,
                    NOTE_MINIMUM,
                );
                pictured += 1;
            }
            let (x, y, s) = cells[tints.len() * roles.len() + k];
            let fill = picture.at(x + s * 0.1, y + s * 0.1);
            let ink = picture.ink((x + s * 0.35, y + s * 0.3, x + s * 0.65, y + s * 0.7), fill);
            let name = format!("{theme:?}, picture: {tint:?}");
            check(&mut failures, &name, "ringed digit", fill, ink, 4.5);
            pictured += 1;
        }
        g.set_picture(Rc::new(VecModel::from(Vec::<CellPicture>::new())).into());
    }
    assert_eq!(pictured, 2 * tints.len() * (roles.len() + 1));
    assert!(
        failures.is_empty(),
        "{} of {checked} cells unreadable:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

fn check(failures: &mut Vec<String>, name: &str, what: &str, fill: Rgb, ink: Rgb, minimum: f64) {
    let r = ratio(ink, fill);
    if r < minimum {
        failures.push(format!(
            "{name}: {what} {ink:02x?} on {fill:02x?} is {r:.2}:1, below {minimum}:1"
        ));
    }
}
