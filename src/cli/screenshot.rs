//! `sudoku-lines screenshot`: renders a screen headlessly to a PNG file.

use super::{Args, CommandError};
use crate::ui::screenshot::{Shot, Staged, screenshot_staged};
use std::path::PathBuf;
use std::process::ExitCode;

/// The command's help: the screens come from the one list of them ([`Shot::ALL`]).
fn help() -> String {
    format!(
        "{}\n\nRenders SCREEN, one of: {}; with a fixed game, so pictures are reproducible.\n{}\n\nlanguages: {}",
        "usage: sudoku-lines screenshot --screen SCREEN [--size WxH] [--theme light|dark] [--lang CODE]\n       [--puzzle LINE [--technique NAME]] --out FILE.png",
        Shot::names(),
        OPTIONS,
        crate::i18n::LANGUAGES
            .iter()
            .map(|l| l.code)
            .collect::<Vec<_>>()
            .join(" ")
    )
}

const OPTIONS: &str = "\
  --size WxH     logical pixels (default 1280x800; a phone is 360x740)
  --theme T      light (default) or dark
  --lang CODE    the language, by its catalogue's name (en, the default, or one of the
                 languages below)
  --puzzle LINE  with --screen hint: play this puzzle (81 characters) by its hints, notes filled
                 in, and show the hint of its first step, or with --technique the first step of
                 technique NAME as the hints name it, in any case (e.g. \"x-wing\"); with
                 --screen explain: explain this puzzle's solution from its first step (of NAME)
  --out FILE     where to write the PNG";

/// Runs the command with `args` (after `screenshot`).
pub fn run(args: &[std::ffi::OsString]) -> ExitCode {
    let name = "sudoku-lines screenshot";
    let result = match parse(args) {
        Ok(Some(shot)) => {
            // Text is drawn as in the app's window.
            // SAFETY: commands run on the only thread, before anything is laid out.
            unsafe { crate::ui::draw_text_without_parley() };
            // Rendering or writing the file failed: one line naming the file, not a usage error.
            screenshot_staged(
                shot.shot,
                shot.staged.as_ref(),
                shot.width,
                shot.height,
                shot.dark,
                shot.language,
                &shot.out,
            )
            .map_err(CommandError::Failed)
            .and_then(|()| super::print_out(&format!("wrote {}", shot.out.display())))
        }
        Ok(None) => super::print_out(&help()),
        Err(e) => Err(CommandError::Usage(e)),
    };
    super::finish(name, &help(), result)
}

/// What to render, and where.
struct Request {
    shot: Shot,
    width: u32,
    height: u32,
    dark: bool,
    language: &'static crate::i18n::Language,
    staged: Option<Staged>,
    out: PathBuf,
}

/// The request, or `None` when help was asked for.
fn parse(args: &[std::ffi::OsString]) -> Result<Option<Request>, String> {
    let names = [
        "screen",
        "size",
        "theme",
        "lang",
        "puzzle",
        "technique",
        "out",
    ];
    let a = Args::parse(args, &names)?;
    if a.flag("help") {
        return Ok(None);
    }
    a.only(&names)?;
    let shot: Shot = a
        .value::<String>("screen")?
        .ok_or("--screen is required")?
        .parse()?;
    let (width, height) = match a.value::<String>("size")? {
        None => (1280, 800),
        Some(s) => parse_size(&s)?,
    };
    let dark = match a.value::<String>("theme")?.as_deref() {
        None | Some("light") => false,
        Some("dark") => true,
        Some(other) => return Err(format!("unknown theme {other:?}: expected light or dark")),
    };
    let language = match a.value::<String>("lang")? {
        None => &crate::i18n::LANGUAGES[0],
        Some(code) => crate::i18n::by_code(&code).ok_or_else(|| {
            let codes: Vec<&str> = crate::i18n::LANGUAGES.iter().map(|l| l.code).collect();
            format!("unknown language {code:?}: expected {}", codes.join(", "))
        })?,
    };
    let staged = match (
        a.value::<String>("puzzle")?,
        a.value::<String>("technique")?,
    ) {
        (Some(_), _) if !matches!(shot, Shot::Hint | Shot::Explain) => {
            return Err("--puzzle needs --screen hint or explain".into());
        }
        (Some(puzzle), technique) => Some(Staged { puzzle, technique }),
        (None, Some(_)) => return Err("--technique needs --puzzle".into()),
        (None, None) => None,
    };
    let out = a.path("out").ok_or("--out is required")?;
    Ok(Some(Request {
        shot,
        width,
        height,
        dark,
        language,
        staged,
        out,
    }))
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
