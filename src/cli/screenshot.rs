//! `sudoku-lines screenshot`: renders a screen headlessly to a PNG file.

use super::Args;
use crate::ui::screenshot::{Shot, screenshot};
use std::path::Path;
use std::process::ExitCode;

const HELP: &str = "\
usage: sudoku-lines screenshot --screen SCREEN [--size WxH] [--theme light|dark] --out FILE.png

Renders SCREEN (home, game, hint, win, settings, stats, lines, custom) with a fixed game, so pictures are reproducible.
  --size WxH     logical pixels (default 1280x800; a phone is 360x740)
  --theme T      light (default) or dark
  --out FILE     where to write the PNG";

/// Runs the command with `args` (after `screenshot`).
pub fn run(args: &[String]) -> ExitCode {
    match run_inner(args) {
        Ok(Some(path)) => super::print_final("sudoku-lines screenshot", &format!("wrote {path}")),
        Ok(None) => super::print_final("sudoku-lines screenshot", HELP),
        Err(e) => {
            eprintln!("sudoku-lines screenshot: {e}\n\n{HELP}");
            ExitCode::from(2)
        }
    }
}

fn run_inner(args: &[String]) -> Result<Option<String>, String> {
    let a = Args::parse(args, &["screen", "size", "theme", "out"])?;
    if a.flag("help") {
        return Ok(None);
    }
    a.only(&["screen", "size", "theme", "out"])?;
    let shot: Shot = a
        .value::<String>("screen")?
        .ok_or("--screen is required")?
        .parse()?;
    let (w, h) = match a.value::<String>("size")? {
        None => (1280, 800),
        Some(s) => parse_size(&s)?,
    };
    let dark = match a.value::<String>("theme")?.as_deref() {
        None | Some("light") => false,
        Some("dark") => true,
        Some(other) => return Err(format!("unknown theme {other:?}: expected light or dark")),
    };
    let out: String = a.value("out")?.ok_or("--out is required")?;
    screenshot(shot, w, h, dark, Path::new(&out))?;
    Ok(Some(out))
}

fn parse_size(s: &str) -> Result<(u32, u32), String> {
    let bad = || format!("bad size {s:?}: expected WIDTHxHEIGHT, e.g. 360x740");
    let (w, h) = s.split_once(['x', 'X']).ok_or_else(bad)?;
    let w: u32 = w.parse().map_err(|_| bad())?;
    let h: u32 = h.parse().map_err(|_| bad())?;
    if !(100..=8000).contains(&w) || !(100..=8000).contains(&h) {
        return Err(bad());
    }
    Ok((w, h))
}
