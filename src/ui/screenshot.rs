//! Headless screenshots: the real UI rendered by Slint's software renderer into a PNG, with a fixed
//! game so the pictures are reproducible.

use super::{App, Generation};
use crate::app::{Screen, SettingChange};
use crate::session::{GameInfo, Input, NewPuzzle};
use crate::sudoku::killer::KillerTechnique;
use crate::sudoku::{Cell, Digit, Grid};
use slint::platform::software_renderer::{MinimalSoftwareWindow, RepaintBufferType};
use slint::platform::{Platform, WindowAdapter};
use slint::{ComponentHandle, PhysicalSize};
use std::path::Path;
use std::rc::Rc;
use std::sync::Arc;

/// Which picture to take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shot {
    /// The home screen with a game to continue.
    Home,
    /// A game in progress: digits, notes, a selection and a mistake.
    Game,
    /// The summary after solving.
    Win,
    /// The settings.
    Settings,
    /// The statistics, with a made-up history of medium games.
    Stats,
    /// The line puzzle after three flips, with the hint's heat map.
    Lines,
    /// Entering a puzzle of one's own.
    Custom,
    /// A game with a hint open at its third layer (the cells involved).
    Hint,
    /// The line puzzle just won, with its summary.
    LinesWin,
    /// A game paused: the board hidden behind the pause card.
    Pause,
    /// The daily puzzle's calendar, with two weeks of dailies solved (one late).
    Daily,
    /// The ladder of techniques, with a made-up progress.
    Learn,
    /// The X-wing's lesson with its first example.
    Lesson,
    /// A round of X-wing practice, the first position answered right.
    Practice,
    /// The won game's solution explained, at its sixth step (or a staged puzzle's first step of
    /// a technique).
    Explain,
    /// The collections brought in, with a file found to import.
    Collections,
    /// One collection's puzzles, two solved and one in progress.
    Collection,
    /// The share sheet over the game, with its QR code.
    Share,
    /// The custom screen with a 9×9 block pasted.
    Paste,
    /// A game marked with the tools: coloured cells and candidates, both kinds of notes, the
    /// colour pen in hand and the highlighted digit's candidates.
    Colours,
    /// The same game with its checkpoints sheet open.
    Checkpoints,
    /// The file picker over a fixed Downloads folder: folders, puzzle files and other files.
    Picker,
    /// The file picker after a tap on a folder that is not there any more.
    PickerError,
    /// A Killer game part played, with notes: dashed cages and their sums.
    Killer,
    /// The same Killer played by its hints to its first rule-of-45 step, at its third layer.
    KillerHint,
    /// The same Killer's solution explained, at its first step that adds up a house.
    KillerExplain,
    /// The Killer game with its cages coloured instead of outlined.
    KillerColours,
    /// The rule of 45's lesson, with its first example in a Killer.
    KillerLesson,
    /// A round of cage-split practice, the first position half answered.
    KillerPractice,
}

impl Shot {
    /// Every screen with the name `--screen` takes.
    pub const ALL: [(&'static str, Shot); 29] = [
        ("home", Shot::Home),
        ("game", Shot::Game),
        ("hint", Shot::Hint),
        ("pause", Shot::Pause),
        ("win", Shot::Win),
        ("settings", Shot::Settings),
        ("stats", Shot::Stats),
        ("lines", Shot::Lines),
        ("lines-win", Shot::LinesWin),
        ("custom", Shot::Custom),
        ("daily", Shot::Daily),
        ("explain", Shot::Explain),
        ("learn", Shot::Learn),
        ("lesson", Shot::Lesson),
        ("practice", Shot::Practice),
        ("collections", Shot::Collections),
        ("collection", Shot::Collection),
        ("share", Shot::Share),
        ("paste", Shot::Paste),
        ("colours", Shot::Colours),
        ("checkpoints", Shot::Checkpoints),
        ("picker", Shot::Picker),
        ("picker-error", Shot::PickerError),
        ("killer", Shot::Killer),
        ("killer-hint", Shot::KillerHint),
        ("killer-explain", Shot::KillerExplain),
        ("killer-colours", Shot::KillerColours),
        ("killer-lesson", Shot::KillerLesson),
        ("killer-practice", Shot::KillerPractice),
    ];

    /// The names `--screen` takes, in a line: "home, game, …".
    pub fn names() -> String {
        let names: Vec<&str> = Shot::ALL.iter().map(|(n, _)| *n).collect();
        names.join(", ")
    }
}

impl std::str::FromStr for Shot {
    type Err = String;
    fn from_str(s: &str) -> Result<Shot, String> {
        Shot::ALL
            .iter()
            .find(|(name, _)| *name == s)
            .map(|&(_, shot)| shot)
            .ok_or_else(|| format!("unknown screen {s:?}: expected one of {}", Shot::names()))
    }
}

// The renderer's clock runs with the real one, and can be moved on at once: an animation is
// finished by moving the clock past its end instead of waiting for it.
struct ShotPlatform {
    window: Rc<MinimalSoftwareWindow>,
    start: std::time::Instant,
    skipped: Rc<std::cell::Cell<std::time::Duration>>,
}

impl Platform for ShotPlatform {
    fn create_window_adapter(&self) -> Result<Rc<dyn WindowAdapter>, slint::PlatformError> {
        Ok(self.window.clone())
    }

    fn duration_since_start(&self) -> std::time::Duration {
        self.start.elapsed() + self.skipped.get()
    }
}

// The puzzle of every screenshot (a well-known easy one) and the moves played on it.
const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn fixed_puzzle() -> Result<NewPuzzle, String> {
    let givens = Grid::from_line(PUZZLE).map_err(|e| e.to_string())?;
    let solution = givens
        .solution()
        .ok_or_else(|| "the screenshot puzzle has no unique solution".to_string())?;
    Ok(NewPuzzle {
        givens,
        solution,
        info: GameInfo {
            difficulty: "easy".into(),
            score: Some(1.5),
            techniques: vec!["hidden single (box)".into(), "naked single".into()],
            origin: None,
        },
        killer: None,
    })
}

/// A position to stage for the hint screenshot instead of the fixed game: a puzzle of one's
/// own, played by the hints (notes filled in, each step applied) until the next step is of the
/// named technique (or, with none named, the puzzle's first step).
#[derive(Clone, Debug)]
pub struct Staged {
    /// The puzzle's 81 characters.
    pub puzzle: String,
    /// The technique to stop at, as the hints name it, in any case (`x-wing`, `skyscraper`, ...).
    pub technique: Option<String>,
}

fn staged_puzzle(line: &str) -> Result<NewPuzzle, String> {
    let givens = Grid::from_line(line).map_err(|e| e.to_string())?;
    let solution = givens
        .solution()
        .ok_or_else(|| "the staged puzzle has no unique solution".to_string())?;
    Ok(NewPuzzle {
        givens,
        solution,
        info: GameInfo {
            difficulty: "custom".into(),
            score: None,
            techniques: vec![],
            origin: None,
        },
        killer: None,
    })
}

// Explains the staged puzzle from its first step of the named technique (or its first step).
fn stage_explain(app: &App, staged: &Staged) -> Result<(), String> {
    app.with_model(|m| -> Result<(), String> {
        // A picture shows the whole walk: its steps are found here, at once.
        if let Some(job) = m.explain_custom_text(&staged.puzzle) {
            job.run(|| {});
            m.explain_found();
        }
        let error = m.custom().error().to_string();
        let walk = m.explain_mut().ok_or(error)?;
        let named = |k: usize| {
            walk.step_technique(k).is_some_and(|t| {
                staged
                    .technique
                    .as_deref()
                    .is_none_or(|n| n.eq_ignore_ascii_case(t.name()))
            })
        };
        let k = (0..walk.len()).find(|&k| named(k)).ok_or_else(|| {
            format!(
                "no {} step in the puzzle's solution",
                staged.technique.as_deref().unwrap_or("logical")
            )
        })?;
        walk.go_to(k);
        Ok(())
    })
}

// Plays the staged puzzle by its hints until the named technique is next, then opens that hint
// at its third layer.
fn stage(app: &App, staged: &Staged) -> Result<(), String> {
    app.start(staged_puzzle(&staged.puzzle)?);
    app.with_model(|m| -> Result<(), String> {
        let (game, services) = m.game_mut();
        game.input(Input::FillNotes, services);
        for _ in 0..400 {
            game.hint(services);
            let technique = game
                .session()
                .and_then(|s| s.hint())
                .and_then(|h| h.hint().technique)
                .map(|t| t.name());
            // No hint of a step: the puzzle is solved, or only the solution's fallback is left.
            let Some(name) = technique else {
                break;
            };
            if staged
                .technique
                .as_deref()
                .is_none_or(|t| t.eq_ignore_ascii_case(name))
            {
                game.hint(services);
                game.hint(services);
                game.set_elapsed_ms(4 * 60_000 + 12_000);
                return Ok(());
            }
            for _ in 0..3 {
                game.hint(services);
            }
            game.apply_hint(services);
        }
        Err(format!(
            "no {} step before the puzzle was solved",
            staged.technique.as_deref().unwrap_or("logical")
        ))
    })
}

/// The Killer of the Killer screenshots: a Hard one made from a fixed seed.
const KILLER_SEED: u64 = 2026;

// Plays the fixed Killer: a few digits and notes for the game, by its hints for the hint, to
// the end for Explain.
fn play_killer(app: &App, shot: Shot) -> Result<(), String> {
    let puzzle = crate::app::make_killer(crate::sudoku::Level::Hard, KILLER_SEED)?;
    let solution = puzzle.solution;
    app.start(puzzle);
    app.with_model(|m| -> Result<(), String> {
        if shot == Shot::KillerColours {
            m.change_setting(crate::app::SettingChange::CageColours(true));
        }
        let (game, services) = m.game_mut();
        let cell = |i: usize| Cell::new(i).ok_or_else(|| format!("no cell {i}"));
        match shot {
            Shot::KillerHint => {
                game.input(Input::FillNotes, services);
                let own = |t: KillerTechnique| {
                    matches!(
                        t,
                        KillerTechnique::RuleOf45
                            | KillerTechnique::CageSplit
                            | KillerTechnique::InniesOuties
                    )
                };
                for _ in 0..400 {
                    game.hint(services);
                    let Some(t) = game
                        .session()
                        .and_then(|s| s.hint())
                        .and_then(|h| h.hint().killer.as_ref().map(|k| k.technique))
                        .or_else(|| {
                            game.session()
                                .and_then(|s| s.hint())
                                .and_then(|h| h.hint().technique)
                                .map(KillerTechnique::Classic)
                        })
                    else {
                        return Err("the Killer was solved before a rule-of-45 step".into());
                    };
                    if own(t) {
                        game.hint(services);
                        game.hint(services);
                        break;
                    }
                    for _ in 0..3 {
                        game.hint(services);
                    }
                    game.apply_hint(services);
                }
            }
            Shot::KillerExplain => {
                game.input(Input::RevealSolution, services);
                if let Some(job) = m.explain_game() {
                    job.run(|| {});
                    m.explain_found();
                }
                let walk = m.explain_mut().ok_or("no walk to explain")?;
                let k = (0..walk.len())
                    .find(|&k| {
                        walk.step_killer_technique(k).is_some_and(|t| {
                            matches!(
                                t,
                                KillerTechnique::RuleOf45
                                    | KillerTechnique::CageSplit
                                    | KillerTechnique::InniesOuties
                            )
                        })
                    })
                    .unwrap_or(0);
                walk.go_to(k);
                return Ok(());
            }
            _ => {
                // Four cells of the top row from the solution, notes in two more.
                for i in [0, 1, 2, 9] {
                    if let Some(d) = solution.get(cell(i)?) {
                        game.input(Input::TapCell(cell(i)?), services);
                        game.input(Input::KeyDigit(d), services);
                    }
                }
                for (i, notes) in [(3, [1, 2]), (4, [2, 7]), (12, [5, 8])] {
                    game.input(Input::TapCell(cell(i)?), services);
                    for n in notes {
                        if let Some(d) = Digit::new(n) {
                            game.input(Input::NoteDigit(d), services);
                        }
                    }
                }
                game.input(Input::TapCell(cell(40)?), services);
            }
        }
        let (game, _) = m.game_mut();
        game.set_elapsed_ms(5 * 60_000 + 31_000);
        Ok(())
    })
}

fn play(app: &App, shot: Shot) -> Result<(), String> {
    if matches!(
        shot,
        Shot::Killer | Shot::KillerHint | Shot::KillerExplain | Shot::KillerColours
    ) {
        return play_killer(app, shot);
    }
    let puzzle = fixed_puzzle()?;
    let (solution, puzzle_givens) = (puzzle.solution, puzzle.givens);
    app.start(puzzle);
    let cell = |i: usize| Cell::new(i).ok_or_else(|| format!("no cell {i}"));
    let digit = |n: u8| Digit::new(n).ok_or_else(|| format!("no digit {n}"));
    app.with_model(|m| -> Result<(), String> {
        // A fixed, typical folder, so pictures do not depend on this machine's files.
        m.set_export_dir(std::path::PathBuf::from("/home/you/Downloads"));
        let empty: Vec<Cell> = Cell::all()
            .filter(|&c| puzzle_givens.get(c).is_none())
            .collect();
        let mut send = |input: Input| {
            let (game, services) = m.game_mut();
            game.input(input, services);
        };
        match shot {
            Shot::Win | Shot::Explain => {
                for &c in &empty {
                    if let Some(d) = solution.get(c) {
                        send(Input::TapCell(c));
                        send(Input::KeyDigit(d));
                    }
                }
            }
            _ => {
                for (i, n) in [(2, 4), (3, 6), (11, 2), (21, 3), (30, 9)] {
                    send(Input::TapCell(cell(i)?));
                    send(Input::Digit(digit(n)?));
                }
                send(Input::TapCell(cell(5)?));
                send(Input::Digit(digit(7)?)); // a mistake: the solution has 8 here
                for (i, notes) in [(6, [1, 9]), (7, [1, 2]), (8, [2, 8]), (24, [5, 7])] {
                    send(Input::TapCell(cell(i)?));
                    for n in notes {
                        send(Input::NoteDigit(digit(n)?));
                    }
                }
                send(Input::TapCell(cell(40)?));
                send(Input::Digit(digit(5)?));
            }
        }
        match shot {
            Shot::Home => m.open(Screen::Home),
            Shot::Settings => m.open(Screen::Settings),
            Shot::Stats => {
                m.services_mut().set_stats(sample_history());
                m.stats_mut().0.select(1);
                m.open(Screen::Stats);
            }
            Shot::Lines => {
                m.open(Screen::Lines);
                m.new_lines(11);
                let (lines, services) = m.lines_mut();
                // half a minute in: a realistic clock
                lines.set_elapsed_ms(23_000);
                for i in [5, 0, 10] {
                    if let Some(t) = crate::lines::Tile::new(i) {
                        lines.flip(t, services);
                    }
                }
                lines.hint(services);
            }
            Shot::Custom => {
                m.open(Screen::Custom);
                let custom = m.custom_mut();
                for (i, v) in PUZZLE.bytes().enumerate().take(30) {
                    custom.select(cell(i)?);
                    custom.enter(Digit::new(v.wrapping_sub(b'0')));
                }
            }
            Shot::LinesWin => {
                m.open(Screen::Lines);
                m.new_lines(11);
                let (lines, services) = m.lines_mut();
                lines.set_elapsed_ms(41_000);
                let answer = lines.session().map(|s| s.state().answer());
                for t in answer.into_iter().flat_map(|a| a.tiles()) {
                    lines.flip(t, services);
                }
            }
            Shot::Hint => {
                let (game, services) = m.game_mut();
                game.input(Input::Deselect, services);
                for _ in 0..3 {
                    game.hint(services);
                }
            }
            Shot::Pause => {
                let (game, services) = m.game_mut();
                game.input(Input::TogglePause, services);
            }
            Shot::Daily => {
                let today = sample_today();
                m.set_today(today);
                m.services_mut().set_stats(sample_dailies(today));
                m.open(Screen::Daily);
            }
            Shot::Explain => {
                if let Some(job) = m.explain_game() {
                    job.run(|| {});
                    m.explain_found();
                }
                if let Some(e) = m.explain_mut() {
                    e.go_to(5);
                }
            }
            Shot::Learn => {
                m.services_mut().set_progress(sample_progress());
                m.open(Screen::Learn);
            }
            Shot::KillerLesson => {
                m.open(Screen::Learn);
                m.open_lesson(KillerTechnique::RuleOf45);
            }
            Shot::KillerPractice => {
                m.open(Screen::Learn);
                m.open_lesson(KillerTechnique::CageSplit);
                m.start_practice();
                if let Some(r) = m.learn_mut().round_mut() {
                    r.set_elapsed_ms(38_000);
                    if let Some(a) = r.attempt_mut() {
                        let first = a.step().eliminations().first().copied();
                        if let Some((c, d)) = first {
                            a.tap(c);
                            a.digit(d);
                        }
                    }
                }
            }
            Shot::Lesson => {
                m.open(Screen::Learn);
                m.open_lesson(KillerTechnique::Classic(crate::sudoku::Technique::XWing));
            }
            Shot::Practice => {
                m.open(Screen::Learn);
                m.open_lesson(KillerTechnique::Classic(crate::sudoku::Technique::XWing));
                m.start_practice();
                if let Some(r) = m.learn_mut().round_mut() {
                    r.set_elapsed_ms(74_000);
                    if let Some(a) = r.attempt_mut() {
                        let first = a.step().eliminations().first().copied();
                        if let Some((c, d)) = first {
                            a.tap(c);
                            a.digit(d);
                        }
                    }
                }
            }
            Shot::Collections | Shot::Collection => {
                let (held, stats) = sample_collections();
                m.services_mut().set_stats(stats);
                m.open(Screen::Collections);
                let c = m.collections_mut();
                c.set_held(held);
                c.set_found(vec!["/home/you/Downloads/top95.sdm".into()]);
                if shot == Shot::Collection {
                    m.open_collection(0);
                    // one of its puzzles in progress
                    m.play_collected(4);
                    m.back();
                }
            }
            Shot::Picker | Shot::PickerError => {
                let (held, stats) = sample_collections();
                m.services_mut().set_stats(stats);
                m.open(Screen::Collections);
                m.collections_mut().set_held(held);
                // Nothing of this machine's folders is read: the picker shows a fixed folder.
                m.set_files_dir(None);
                m.open_picker();
                let now = std::time::Instant::now();
                let picker = m.picker_mut();
                picker.show(sample_folder(), now);
                if shot == Shot::PickerError {
                    // "Photos" is the fixed folder's last folder (after the way up); it is not
                    // on this disk, so opening it fails as a folder removed since would.
                    let photos = picker.rows().iter().position(|r| r.name == "Photos");
                    if let Some(i) = photos {
                        picker.tap(i, now + crate::app::collections::SETTLE);
                    }
                }
            }
            Shot::Share => m.set_share_open(true),
            Shot::Paste => m.open(Screen::Custom),
            Shot::Colours | Shot::Checkpoints => {
                let (game, services) = m.game_mut();
                mark_with_the_tools(game, services)?;
                if shot == Shot::Checkpoints {
                    m.set_checkpoints_open(true);
                }
            }
            Shot::Game
            | Shot::Win
            | Shot::Killer
            | Shot::KillerHint
            | Shot::KillerExplain
            | Shot::KillerColours => {}
        }
        // A realistic clock: a few minutes into an easy game.
        let (game, _) = m.game_mut();
        game.set_elapsed_ms(match shot {
            Shot::Win => 6 * 60_000 + 48_000,
            _ => 4 * 60_000 + 12_000,
        });
        Ok(())
    })
}

/// Marks the fixed game the way a player following a chain does: centre notes everywhere, two
/// pairs of opposite colours on cells and candidates, corner notes in box 9, two checkpoints, and
/// the colour pen in hand with a cell of 5 selected (its candidates highlighted).
fn mark_with_the_tools(
    game: &mut crate::app::GameScreen,
    services: &mut crate::app::Services,
) -> Result<(), String> {
    use crate::session::Tool;
    use crate::sudoku::Colour;
    let cell = |i: usize| Cell::new(i).ok_or_else(|| format!("no cell {i}"));
    let digit = |n: u8| Digit::new(n).ok_or_else(|| format!("no digit {n}"));
    let colour = |n: u8| Colour::new(n).ok_or_else(|| format!("no colour {n}"));
    game.input(Input::FillNotes, services);
    game.set_checkpoint("Before the chain", services);
    for (i, k) in [(6, 1), (62, 2), (8, 2), (60, 1), (33, 1), (35, 2)] {
        game.input(Input::Brush(Some(colour(k)?)), services);
        game.input(Input::TapCell(cell(i)?), services);
    }
    // Candidates of the second pair, each on a note the cell holds.
    for (i, k) in [(7, 3), (25, 4), (43, 3), (52, 4)] {
        let c = cell(i)?;
        let note = game
            .session()
            .and_then(|s| Digit::all().find(|d| s.state().notes(c) & d.bit() != 0));
        if let Some(d) = note {
            game.input(Input::Brush(Some(colour(k)?)), services);
            game.input(Input::PressNote(c, d), services);
        }
    }
    // Corner notes: where 3 and 4 can go in box 9, one cell without centre notes.
    game.input(Input::Take(Tool::Digits), services);
    game.input(Input::TapCell(cell(78)?), services);
    game.input(Input::Erase, services);
    game.input(Input::Take(Tool::CornerNotes), services);
    for (i, n) in [(78, 3), (78, 4), (70, 3), (69, 4)] {
        game.input(Input::TapCell(cell(i)?), services);
        game.input(Input::Digit(digit(n)?), services);
    }
    game.set_checkpoint("", services);
    game.input(Input::Take(Tool::Digits), services);
    game.input(Input::TapCell(cell(40)?), services);
    game.input(Input::Take(Tool::Colours), services);
    game.input(Input::Brush(Some(colour(2)?)), services);
    game.dismiss_message();
    Ok(())
}

/// The block the paste picture shows in the custom screen's field.
const PASTED_BLOCK: &str = "5 3 . | . 7 . | . . .
6 . . | 1 9 5 | . . .
. 9 8 | . . . | . 6 .
------+-------+------
8 . . | . 6 . | . . 3
4 . . | 8 . 3 | . . 1
7 . . | . 2 . | . . 6
------+-------+------
. 6 . | . . . | 2 8 .
. . . | 4 1 9 | . . 5
. . . | . 8 . | . 7 9";

/// Two collections of puzzles from the shipped banks, graded as the banks say, with two of the
/// first collection's solved: a scene that shows every part of the collections screens.
pub fn sample_collections() -> (
    crate::app::collections::Collections,
    crate::stats::StatsFile,
) {
    use crate::app::collections::{CollectedPuzzle, Collection, Collections};
    use crate::puzzle::{Level, Mode};
    use crate::stats::{GameRecord, Origin, StatsFile};
    let puzzles = |levels: &[(Level, usize)]| -> Vec<CollectedPuzzle> {
        levels
            .iter()
            .flat_map(|&(level, n)| {
                crate::sudoku::level_bank(level)
                    .iter()
                    .take(n)
                    .map(move |e| CollectedPuzzle {
                        givens: e.form.to_line(),
                        digits: None,
                        notes: None,
                        name: None,
                        note: None,
                        level: Some(level.name().to_string()),
                        rating: e.rating,
                        hardest: e.techniques().last().map(|t| t.name().to_string()),
                    })
            })
            .collect()
    };
    let mut forum = puzzles(&[
        (Level::Medium, 3),
        (Level::Hard, 3),
        (Level::Expert, 2),
        (Level::Master, 2),
    ]);
    if let Some(p) = forum.get_mut(3) {
        p.name = Some("Tuesday's tough one".to_string());
    }
    let held = Collections {
        collections: vec![
            Collection {
                name: "Forum favourites".to_string(),
                author: Some("the puzzle forum".to_string()),
                source: None,
                added: "2026-11-20T19:00:00+01:00".to_string(),
                puzzles: forum,
            },
            Collection {
                name: "Weekend paper".to_string(),
                author: None,
                source: Some("Saturday edition".to_string()),
                added: "2026-11-28T09:00:00+01:00".to_string(),
                puzzles: puzzles(&[(Level::Hard, 2), (Level::Expert, 2)]),
            },
        ],
    };
    let start = chrono::DateTime::parse_from_rfc3339("2026-11-21T20:00:00+01:00")
        .unwrap_or_else(|_| chrono::Utc::now().fixed_offset());
    let mut stats = StatsFile::default();
    for (i, seconds) in [(0usize, 372u64), (2, 611)] {
        let Some(p) = held.collections[0].puzzles.get(i) else {
            continue;
        };
        stats.add(GameRecord {
            origin: Some(Origin {
                collection: held.collections[0].name.clone(),
                givens: p.givens.clone(),
            }),
            ..GameRecord::clean_win(
                format!("collected-{i}"),
                start + chrono::Duration::days(i as i64),
                Mode::Sudoku,
                p.level()
                    .map_or(crate::puzzle::Difficulty::Custom, Into::into),
                seconds,
            )
        });
    }
    (held, stats)
}

/// The Downloads folder the picker's pictures show: a few folders, puzzle files of several
/// formats, other files, and a hidden one (left out).
pub fn sample_folder() -> crate::app::collections::Listing {
    crate::app::collections::Listing::staged(
        std::path::Path::new("/home/you/Downloads"),
        &[
            ("Puzzle packs", None),
            ("Newspaper", None),
            ("Photos", None),
            ("forum-favourites.opensudoku", Some(48_213)),
            ("top95.sdm", Some(7_790)),
            ("Weekend paper.sdk", Some(1_204)),
            ("hardest.txt", Some(9_112)),
            ("invoice-2026-11.pdf", Some(184_320)),
            ("holiday.jpg", Some(2_480_133)),
            (".cache", None),
        ],
    )
}

/// Progress with the first techniques of the ladder: the singles mastered, pointing under way.
pub fn sample_progress() -> crate::stats::Progress {
    use crate::stats::progress::Finding as O;
    use crate::sudoku::Technique as T;
    let mut p = crate::stats::Progress::for_device("sample");
    for (t, unaided, hinted) in [
        (T::HiddenSingleBox, 12, 1),
        (T::HiddenSingleLine, 9, 0),
        (T::NakedSingle, 7, 2),
        (T::Pointing, 3, 2),
        (T::Claiming, 1, 0),
    ] {
        for _ in 0..unaided {
            p.record(t, O::PracticeUnaided);
        }
        for _ in 0..hinted {
            p.record(t, O::PracticeHinted);
        }
    }
    p
}

/// Twenty medium games over a month, getting faster with some noise, one revealed and one lost:
/// a history that shows every part of the statistics screen.
pub fn sample_history() -> crate::stats::StatsFile {
    use crate::puzzle::Mode;
    use crate::stats::{GameRecord, StatsFile};
    let start = chrono::DateTime::parse_from_rfc3339("2026-10-01T20:00:00+01:00")
        .unwrap_or_else(|_| chrono::Utc::now().fixed_offset());
    let mut file = StatsFile::default();
    for i in 0..20u64 {
        let noise = (i * 37 % 11) * 12;
        let seconds = 720 - i * 18 + noise;
        file.add(GameRecord {
            id: format!("sample-{i:02}"),
            finished_at: start + chrono::Duration::days(i as i64 * 3 / 2),
            mode: Mode::Sudoku,
            difficulty: "medium".into(),
            seconds,
            won: i != 7,
            mistakes: (i % 3) as u32,
            hints: u32::from(i % 5 == 0),
            counts_for_records: i != 12,
            flips: None,
            started_at: None,
            origin: None,
        });
    }
    file
}

/// The date the daily pictures are staged on (a Wednesday).
pub fn sample_today() -> chrono::NaiveDate {
    chrono::NaiveDate::from_ymd_opt(2026, 12, 9).unwrap_or_default()
}

/// Dailies of the last two weeks before `today`: solved on their day, except one missed day and
/// one solved two days late.
pub fn sample_dailies(today: chrono::NaiveDate) -> crate::stats::StatsFile {
    use crate::puzzle::{DAILY_DIFFICULTY, Mode};
    use crate::stats::{GameRecord, StatsFile, daily_id};
    let mut file = StatsFile::default();
    for back in 1..15u64 {
        let Some(date) = today.checked_sub_days(chrono::Days::new(back)) else {
            continue;
        };
        if back == 9 {
            continue; // missed
        }
        let late = back == 6;
        let played_on = if late {
            date.checked_add_days(chrono::Days::new(2)).unwrap_or(date)
        } else {
            date
        };
        let Some(evening) = played_on.and_hms_opt(21, 0, 0).and_then(|t| {
            t.and_local_timezone(chrono::FixedOffset::east_opt(3600)?)
                .single()
        }) else {
            continue;
        };
        file.add(GameRecord::clean_win(
            daily_id(date),
            evening,
            Mode::Sudoku,
            DAILY_DIFFICULTY.into(),
            240 + back * 41 % 400,
        ));
    }
    file
}

/// Renders `shot` at `width`×`height` logical pixels (scale 1) in the light or dark theme and
/// writes it to `out` as PNG. Must be the first Slint use in the process.
pub fn screenshot(
    shot: Shot,
    width: u32,
    height: u32,
    dark: bool,
    out: &Path,
) -> Result<(), String> {
    screenshot_staged(
        shot,
        None,
        width,
        height,
        dark,
        &crate::i18n::LANGUAGES[0],
        out,
    )
}

/// As [`screenshot`], in `language`; the hint screen shows the `staged` position when one is
/// given, and the explain screen the staged puzzle's solution.
pub fn screenshot_staged(
    shot: Shot,
    staged: Option<&Staged>,
    width: u32,
    height: u32,
    dark: bool,
    language: &'static crate::i18n::Language,
    out: &Path,
) -> Result<(), String> {
    let window = MinimalSoftwareWindow::new(RepaintBufferType::NewBuffer);
    let skipped = Rc::new(std::cell::Cell::new(std::time::Duration::ZERO));
    slint::platform::set_platform(Box::new(ShotPlatform {
        window: window.clone(),
        start: std::time::Instant::now(),
        skipped: skipped.clone(),
    }))
    .map_err(|e| format!("cannot set up the renderer: {e}"))?;
    window.set_size(PhysicalSize::new(width, height));
    let source = Arc::new(|_, _| fixed_puzzle());
    let app = App::new(None, source, Generation::Immediate).map_err(|e| e.to_string())?;
    app.with_model(|m| {
        m.change_setting(SettingChange::Theme(if dark {
            crate::settings::ThemeChoice::Dark
        } else {
            crate::settings::ThemeChoice::Light
        }));
        m.change_setting(SettingChange::Language(Some(language.code)));
    });
    app.window.show().map_err(|e| e.to_string())?;
    match staged {
        Some(staged) if shot == Shot::Hint => stage(&app, staged)?,
        Some(staged) if shot == Shot::Explain => stage_explain(&app, staged)?,
        _ => play(&app, shot)?,
    }
    if shot == Shot::Paste {
        // What a player pastes from a forum: a 9×9 block with separators, on the Paste tab.
        let custom = app.window.global::<super::CustomAdapter>();
        custom.set_mode(1);
        custom.set_draft(PASTED_BLOCK.into());
    }
    // Let the win animation finish before the picture is taken (other screens as before: a
    // moment on, so that what a tap started has been drawn). The first update starts what is
    // pending at the present time; the clock then moves past the animation's end.
    slint::platform::update_timers_and_animations();
    let wait = if shot == Shot::Win { 1600 } else { 50 };
    skipped.set(skipped.get() + std::time::Duration::from_millis(wait));
    slint::platform::update_timers_and_animations();
    window.request_redraw();
    let buffer = app
        .window
        .window()
        .take_snapshot()
        .map_err(|e| format!("cannot render: {e}"))?;
    write_png(out, buffer.width(), buffer.height(), buffer.as_bytes())
}

fn write_png(out: &Path, width: u32, height: u32, rgba: &[u8]) -> Result<(), String> {
    let file =
        std::fs::File::create(out).map_err(|e| format!("cannot create {}: {e}", out.display()))?;
    let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), width, height);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder
        .write_header()
        .map_err(|e| format!("cannot write {}: {e}", out.display()))?;
    writer
        .write_image_data(rgba)
        .map_err(|e| format!("cannot write {}: {e}", out.display()))
}
