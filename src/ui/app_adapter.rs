//! The `AppAdapter` global: navigation, the home screen, new games (made off the UI thread) and
//! notices.

use super::{AppAdapter, AppWindow, Level as UiLevel, LevelChoice, Screen as UiScreen, Shared};
use crate::app::{AppModel, NewGameJob, NewGames, SaveStatus, Screen};
use crate::i18n::words::clock;
use crate::session::NewPuzzle;
use crate::sudoku::Level;
use slint::{ComponentHandle, Model, ModelRc, SharedString, VecModel};
use std::rc::Rc;
use std::sync::{Arc, Mutex};

/// How new puzzles are made: on a worker thread (the app) or at once (tests, screenshots).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Generation {
    /// On a worker thread; the result comes back through the event loop.
    Background,
    /// On the calling thread.
    Immediate,
}

type Pending = Arc<Mutex<Option<Result<NewPuzzle, String>>>>;

/// The router's screen as the Slint enum.
pub fn to_ui(screen: Screen) -> UiScreen {
    match screen {
        Screen::Home => UiScreen::Home,
        Screen::Game => UiScreen::Game,
        Screen::Settings => UiScreen::Settings,
        Screen::Custom => UiScreen::Custom,
        Screen::About => UiScreen::About,
        Screen::Stats => UiScreen::Stats,
        Screen::Lines => UiScreen::Lines,
        Screen::Daily => UiScreen::Daily,
        Screen::Explain => UiScreen::Explain,
        Screen::Learn => UiScreen::Learn,
        Screen::Lesson => UiScreen::Lesson,
        Screen::Practice => UiScreen::Practice,
    }
}

/// The engine's level as the Slint enum.
pub fn level_to_ui(level: Level) -> UiLevel {
    match level {
        Level::Easy => UiLevel::Easy,
        Level::Medium => UiLevel::Medium,
        Level::Hard => UiLevel::Hard,
        Level::Expert => UiLevel::Expert,
        Level::Master => UiLevel::Master,
        Level::Extreme => UiLevel::Extreme,
    }
}

/// The Slint enum as the engine's level.
pub fn level_from_ui(level: UiLevel) -> Level {
    match level {
        UiLevel::Easy => Level::Easy,
        UiLevel::Medium => Level::Medium,
        UiLevel::Hard => Level::Hard,
        UiLevel::Expert => Level::Expert,
        UiLevel::Master => Level::Master,
        UiLevel::Extreme => Level::Extreme,
    }
}

/// The Slint enum as the router's screen.
pub fn from_ui(screen: UiScreen) -> Screen {
    match screen {
        UiScreen::Home => Screen::Home,
        UiScreen::Game => Screen::Game,
        UiScreen::Settings => Screen::Settings,
        UiScreen::Custom => Screen::Custom,
        UiScreen::About => Screen::About,
        UiScreen::Stats => Screen::Stats,
        UiScreen::Lines => Screen::Lines,
        UiScreen::Daily => Screen::Daily,
        UiScreen::Explain => Screen::Explain,
        UiScreen::Learn => Screen::Learn,
        UiScreen::Lesson => Screen::Lesson,
        UiScreen::Practice => Screen::Practice,
    }
}

/// Wires navigation and new-game callbacks to the model.
pub fn connect(window: &AppWindow, model: &Shared, refresh: Rc<dyn Fn()>, generation: Generation) {
    let a = window.global::<AppAdapter>();
    let pending: Pending = Arc::new(Mutex::new(None));

    let forward = |f: fn(&mut AppModel)| {
        let (model, refresh) = (model.clone(), refresh.clone());
        move || {
            f(&mut model.borrow_mut());
            refresh();
        }
    };
    a.on_continue_game(forward(|m| m.continue_game()));
    a.on_play_daily(forward(|m| {
        let today = m.calendar().today();
        m.play_daily(today);
    }));
    a.on_dismiss_notice(forward(|m| m.services_mut().dismiss_notice()));
    {
        let (model, refresh) = (model.clone(), refresh.clone());
        a.on_open(move |screen| {
            model.borrow_mut().open(from_ui(screen));
            refresh();
        });
    }
    {
        let (model, refresh, weak) = (model.clone(), refresh.clone(), window.as_weak());
        a.on_back(move || {
            let stays = model.borrow_mut().back();
            if !stays && let Some(w) = weak.upgrade() {
                // Back on the home screen leaves the app.
                let _ = w.hide();
            }
            refresh();
        });
    }
    {
        let (model, refresh, pending) = (model.clone(), refresh.clone(), pending.clone());
        a.on_puzzle_ready(move || {
            let result = pending.lock().ok().and_then(|mut p| p.take());
            if let Some(result) = result {
                model.borrow_mut().puzzle_made(result);
            }
            refresh();
        });
    }
    // Runs the maker off the UI thread (or at once in tests) and delivers the puzzle.
    let make: Rc<dyn Fn(NewGameJob)> = {
        let (weak, refresh) = (window.as_weak(), refresh.clone());
        Rc::new(move |job: NewGameJob| {
            let deliver = {
                let (pending, weak) = (pending.clone(), weak.clone());
                move |result| {
                    if let Ok(mut p) = pending.lock() {
                        *p = Some(result);
                    }
                    let _ = slint::invoke_from_event_loop(move || {
                        if let Some(w) = weak.upgrade() {
                            w.global::<AppAdapter>().invoke_puzzle_ready();
                        }
                    });
                }
            };
            match generation {
                Generation::Immediate => {
                    if let Ok(mut p) = pending.lock() {
                        *p = Some(job.run());
                    }
                    if let Some(w) = weak.upgrade() {
                        w.global::<AppAdapter>().invoke_puzzle_ready();
                    }
                }
                Generation::Background => {
                    refresh();
                    std::thread::spawn(move || deliver(job.run()));
                }
            }
        })
    };
    {
        let (model, refresh, make) = (model.clone(), refresh.clone(), make.clone());
        a.on_new_game(move |level| {
            let job = model.borrow_mut().begin_new_game(level_from_ui(level));
            match job {
                Some(job) => make(job),
                // Busy, or the player is asked first.
                None => refresh(),
            }
        });
    }
    {
        let (model, refresh) = (model.clone(), refresh.clone());
        a.on_answer_confirm(move |abandon| {
            let job = model.borrow_mut().answer_confirm(abandon);
            match job {
                Some(job) => make(job),
                None => refresh(),
            }
        });
    }
}

/// Writes navigation and the home screen into the `AppAdapter` global.
pub fn refresh(window: &AppWindow, model: &AppModel) {
    let a = window.global::<AppAdapter>();
    // The level tiles, named in the window's language (made again only when it changed).
    let levels = NewGames::levels();
    let named = a.get_levels();
    if named.row_count() != levels.len()
        || named
            .row_data(0)
            .is_none_or(|c| c.name != levels[0].label())
    {
        let levels: Vec<LevelChoice> = levels
            .iter()
            .map(|&l| LevelChoice {
                level: level_to_ui(l),
                name: l.label().into(),
            })
            .collect();
        a.set_levels(ModelRc::new(VecModel::from(levels)));
    }
    a.set_screen(to_ui(model.screen()));
    let card = model.daily_card();
    a.set_daily_title(card.title.into());
    a.set_daily_state(card.state.into());
    a.set_daily_solved(card.solved);
    a.set_daily_streak(card.streak.into());
    a.set_learn_summary(model.ladder().summary.into());
    let game = model.classic();
    a.set_can_continue(game.can_continue());
    if let Some(s) = game.session() {
        a.set_continue_text(format!("{} · {}", game.level_text(), clock(s.elapsed_secs())).into());
    }
    a.set_busy(model.new_games().is_busy());
    a.set_notice(SharedString::from(
        model.services().current_notice().unwrap_or(""),
    ));
    a.set_confirm(model.confirm_text().unwrap_or_default().into());
    // Without a data folder at all there is a notice already; the indicator is for saves that
    // fail now and are retried, and for a second copy that only reads.
    a.set_save_status(match model.save_status() {
        status @ (SaveStatus::NotSaved | SaveStatus::ReadOnly) => status.text().into(),
        SaveStatus::Saved | SaveStatus::Off => SharedString::new(),
    });
}
