//! Slint's software renderer redraws only the regions it believes changed. This drives the real
//! window through bursts of input with a renderer that keeps its buffer between frames, as the
//! desktop window does, and compares each partially redrawn frame with a full repaint of the same
//! moment: any pixel that differs is a stale frame a player would see.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use crate::headless;

use headless::OneWindow;
use rand::{Rng, SeedableRng};
use slint::platform::software_renderer::{
    MinimalSoftwareWindow, PremultipliedRgbaColor, RepaintBufferType,
};
use slint::platform::{Key, WindowEvent};
use slint::{ComponentHandle, PhysicalSize};
use std::sync::Arc;
use sudoku_lines::session::NewPuzzle;
use sudoku_lines::ui::{App, AppAdapter, GameAdapter, Generation};

fn fixed(_level: sudoku_lines::sudoku::Level, _seed: u64) -> Result<NewPuzzle, String> {
    headless::fixed(Some(1.5))
}

/// Bursts of input, each compared with a full repaint. Before the fix the first stale top bar
/// came after four to nine bursts.
const BURSTS: usize = 12;

/// Whether two pixels differ by more than the partial renderer's own rounding: where a redrawn
/// region's edge cuts an antialiased curve (a key's corner, the mistake mark's diagonal), a
/// channel may come out up to about 40 levels apart. Stale content differs by far more.
fn different(a: [u8; 3], b: [u8; 3]) -> bool {
    a.iter().zip(&b).any(|(x, y)| x.abs_diff(*y) > 48)
}

fn write_png(path: &std::path::Path, w: u32, h: u32, rgb: &[[u8; 3]]) {
    let file = std::fs::File::create(path).unwrap();
    let mut e = png::Encoder::new(std::io::BufWriter::new(file), w, h);
    e.set_color(png::ColorType::Rgb);
    e.set_depth(png::BitDepth::Eight);
    e.write_header()
        .unwrap()
        .write_image_data(&rgb.concat())
        .unwrap();
}

fn key(window: &slint::Window, text: slint::SharedString) {
    window.dispatch_event(WindowEvent::KeyPressed { text: text.clone() });
    window.dispatch_event(WindowEvent::KeyReleased { text });
}

#[test]
fn partial_redraws_match_a_full_repaint() {
    // The app's desktop text path (see its documentation for why).
    // SAFETY: the only test of this binary, before anything else uses Slint.
    unsafe { sudoku_lines::ui::draw_text_without_parley() };
    let (w, h) = (412u32, 915u32);
    let window = MinimalSoftwareWindow::new(RepaintBufferType::ReusedBuffer);
    slint::platform::set_platform(Box::new(OneWindow(window.clone()))).unwrap();
    window.set_size(PhysicalSize::new(w, h));
    // English whatever the machine\'s locale.
    sudoku_lines::platform::report_locale("en_US".into());
    let app = App::new(None, Arc::new(fixed), Generation::Immediate).unwrap();
    app.window.show().unwrap();
    let mut screen = vec![PremultipliedRgbaColor::default(); (w * h) as usize];
    let draw = |screen: &mut Vec<PremultipliedRgbaColor>| {
        slint::platform::update_timers_and_animations();
        window.draw_if_needed(|renderer| {
            renderer.render(screen, w as usize);
        });
    };
    // Home first, as a player starts, then a new game.
    draw(&mut screen);
    app.window
        .global::<AppAdapter>()
        .invoke_new_game(sudoku_lines::ui::Level::Easy);
    app.window.global::<GameAdapter>().invoke_cell_tapped(0);
    draw(&mut screen);
    let keys: Vec<slint::SharedString> = ('1'..='9')
        .map(|c| c.to_string().into())
        .chain(
            [
                Key::LeftArrow,
                Key::RightArrow,
                Key::UpArrow,
                Key::DownArrow,
                Key::Backspace,
            ]
            .map(slint::SharedString::from),
        )
        .collect();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    let mut stale = Vec::new();
    for burst in 0..BURSTS {
        for _ in 0..40 {
            for _ in 0..rng.random_range(1..6) {
                key(
                    app.window.window(),
                    keys[rng.random_range(0..keys.len())].clone(),
                );
            }
            draw(&mut screen);
        }
        let full = app.window.window().take_snapshot().unwrap();
        let shown: Vec<[u8; 3]> = screen.iter().map(|p| [p.red, p.green, p.blue]).collect();
        let truth: Vec<[u8; 3]> = full.as_slice().iter().map(|p| [p.r, p.g, p.b]).collect();
        let differing = shown
            .iter()
            .zip(&truth)
            .filter(|(a, b)| different(**a, **b))
            .count();
        if differing > 0 {
            let out = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("redraw");
            std::fs::create_dir_all(&out).unwrap();
            let (a, b) = (
                out.join(format!("burst-{burst}-shown.png")),
                out.join(format!("burst-{burst}-full-repaint.png")),
            );
            write_png(&a, w, h, &shown);
            write_png(&b, w, h, &truth);
            stale.push(format!(
                "burst {burst}: {differing} pixels ({} and {})",
                a.display(),
                b.display()
            ));
        }
        // The snapshot cleared the renderer's caches: the next frame is a full repaint, as after
        // a resize.
        draw(&mut screen);
    }
    assert!(stale.is_empty(), "stale frames:\n{}", stale.join("\n"));
}
