//! The `AppAdapter` global: navigation, the home screen, new games (made off the UI thread) and
//! notices.

use super::{
    AppAdapter, AppWindow, ExplainAdapter, Forward, Level as UiLevel, LevelChoice,
    Screen as UiScreen,
};
use crate::app::{AppModel, ExplainJob, NewGameJob, NewGames, SaveStatus, Screen};
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
        Screen::Collections => UiScreen::Collections,
        Screen::Collection => UiScreen::Collection,
        Screen::Picker => UiScreen::Picker,
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
        UiScreen::Collections => Screen::Collections,
        UiScreen::Collection => Screen::Collection,
        UiScreen::Picker => Screen::Picker,
    }
}

/// Runs the model's slow jobs (making a new puzzle, finding the steps of a walk through a
/// solution): off the UI thread, handing what they find to the model through the event loop, or
/// at once in tests and pictures.
#[derive(Clone)]
pub(crate) struct Jobs {
    window: slint::Weak<AppWindow>,
    pending: Pending,
    generation: Generation,
    refresh: Rc<dyn Fn()>,
}

impl Jobs {
    /// Makes the puzzle of `job` (when there is one; `None` means the model is busy or asks the
    /// player first, and only a redraw is due).
    pub(crate) fn new_game(&self, job: Option<NewGameJob>) {
        let Some(job) = job else {
            (self.refresh)();
            return;
        };
        match self.generation {
            Generation::Immediate => {
                if let Ok(mut p) = self.pending.lock() {
                    *p = Some(job.run());
                }
                if let Some(w) = self.window.upgrade() {
                    w.global::<AppAdapter>().invoke_puzzle_ready();
                }
            }
            Generation::Background => {
                (self.refresh)();
                let (pending, weak) = (self.pending.clone(), self.window.clone());
                std::thread::spawn(move || {
                    let result = job.run();
                    if let Ok(mut p) = pending.lock() {
                        *p = Some(result);
                    }
                    let _ = slint::invoke_from_event_loop(move || {
                        if let Some(w) = weak.upgrade() {
                            w.global::<AppAdapter>().invoke_puzzle_ready();
                        }
                    });
                });
            }
        }
    }
}

impl Jobs {
    /// Runs `work` off the UI thread (at once in tests and pictures), then `notify` on the UI
    /// thread: `work` leaves its result where the callback that `notify` invokes finds it.
    pub(crate) fn spawn(
        &self,
        work: impl FnOnce() + Send + 'static,
        notify: impl FnOnce(&AppWindow) + Send + 'static,
    ) {
        let weak = self.window.clone();
        let tell = move || {
            if let Some(w) = weak.upgrade() {
                notify(&w);
            }
        };
        match self.generation {
            Generation::Immediate => {
                work();
                tell();
            }
            Generation::Background => {
                std::thread::spawn(move || {
                    work();
                    let _ = slint::invoke_from_event_loop(tell);
                });
            }
        }
    }

    /// Redraws the window.
    pub(crate) fn refresh(&self) {
        (self.refresh)();
    }

    /// Finds the steps of the walk `job` works for (when there is one); each step joins the walk
    /// on screen as soon as it is found.
    pub(crate) fn explain(&self, job: Option<ExplainJob>) {
        (self.refresh)();
        let Some(job) = job else {
            return;
        };
        let found = |weak: &slint::Weak<AppWindow>| {
            if let Some(w) = weak.upgrade() {
                w.global::<ExplainAdapter>().invoke_found();
            }
        };
        let weak = self.window.clone();
        match self.generation {
            Generation::Immediate => {
                job.run(|| {});
                found(&weak);
            }
            Generation::Background => {
                std::thread::spawn(move || {
                    job.run(|| {
                        let weak = weak.clone();
                        let _ = slint::invoke_from_event_loop(move || found(&weak));
                    });
                });
            }
        }
    }
}

/// Wires navigation and new-game callbacks to the model; returns the runner of slow jobs, which
/// the game screen (its next game, Explain) and the custom screen (Explain) use too.
pub(crate) fn connect(window: &AppWindow, forward: &Forward, generation: Generation) -> Jobs {
    let a = window.global::<AppAdapter>();
    // Cargo.toml's version, the one `sudoku-lines --version` prints and the packages carry.
    a.set_version(env!("CARGO_PKG_VERSION").into());
    let pending: Pending = Arc::new(Mutex::new(None));
    a.on_continue_game(forward.to(AppModel::continue_game));
    a.on_play_daily(forward.to(|m| {
        let today = m.calendar().today();
        m.play_daily(today);
    }));
    a.on_dismiss_notice(forward.to(|m| m.services_mut().dismiss_notice()));
    a.on_open(forward.with(|m, screen| m.open(from_ui(screen))));
    {
        let weak = window.as_weak();
        a.on_back(forward.to(move |m| {
            if !m.back()
                && let Some(w) = weak.upgrade()
            {
                // Back on the home screen leaves the app.
                let _ = w.hide();
            }
        }));
    }
    {
        let pending = pending.clone();
        a.on_puzzle_ready(forward.to(move |m| {
            let result = pending.lock().ok().and_then(|mut p| p.take());
            if let Some(result) = result {
                m.puzzle_made(result);
            }
        }));
    }
    let jobs = Jobs {
        window: window.as_weak(),
        pending,
        generation,
        refresh: forward.refresh(),
    };
    {
        let (model, jobs) = (forward.model().clone(), jobs.clone());
        a.on_new_game(move |level| {
            let job = model.borrow_mut().begin_new_game(level_from_ui(level));
            jobs.new_game(job);
        });
    }
    {
        let (model, jobs) = (forward.model().clone(), jobs.clone());
        a.on_new_killer_game(move |level| {
            let job = model.borrow_mut().begin_new_killer(level_from_ui(level));
            jobs.new_game(job);
        });
    }
    a.on_offer_killer(forward.with(|m: &mut AppModel, on: bool| m.offer_killer(on)));
    {
        let (model, jobs) = (forward.model().clone(), jobs.clone());
        a.on_answer_confirm(move |abandon| {
            let job = model.borrow_mut().answer_confirm(abandon);
            jobs.new_game(job);
        });
    }
    jobs
}

/// The announcement's serial as the UI counts it: it wraps, keeping its parity, which decides
/// the live slot that says the phrase.
fn announcement_serial(serial: u64) -> i32 {
    if serial == 0 {
        return 0;
    }
    (1 + (serial - 1) % 1_000_000) as i32
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
        let killer: Vec<LevelChoice> = NewGames::killer_levels()
            .iter()
            .map(|&l| LevelChoice {
                level: level_to_ui(l),
                name: l.label().into(),
            })
            .collect();
        a.set_killer_levels(ModelRc::new(VecModel::from(killer)));
    }
    a.set_screen(to_ui(model.screen()));
    let card = model.daily_card();
    a.set_daily_title(card.title.into());
    a.set_daily_state(card.state.into());
    a.set_daily_solved(card.solved);
    a.set_daily_streak(card.streak.into());
    a.set_learn_headline(model.ladder().headline.into());
    let game = model.classic();
    a.set_can_continue(game.can_continue());
    a.set_continue_text(game.continue_text().into());
    a.set_busy(model.new_games().is_busy());
    a.set_offers_killer(model.new_games().offers_killer());
    a.set_notice(SharedString::from(
        model.services().current_notice().unwrap_or(""),
    ));
    a.set_confirm(model.confirm_text().unwrap_or_default().into());
    let spoken = model.services().spoken();
    if a.get_announcement_serial() != announcement_serial(spoken.serial()) {
        a.set_announcement(spoken.text().into());
        a.set_announcement_serial(announcement_serial(spoken.serial()));
    }
    // Without a data folder at all there is a notice already; the indicator is for saves that
    // fail now and are retried, and for a second copy that only reads.
    a.set_save_status(match model.save_status() {
        status @ (SaveStatus::NotSaved | SaveStatus::ReadOnly) => status.text().into(),
        SaveStatus::Saved | SaveStatus::Off => SharedString::new(),
    });
}
