//! The Slint user interface: the generated components and one adapter per Slint global.
//!
//! The adapters map the Rust model ([`app_state::AppState`] and the session inside it) to the
//! globals' properties and forward callbacks to plain Rust. They hold no game rule.

#[allow(missing_docs)]
mod generated {
    slint::include_modules!();
}
pub use generated::*;

mod app_adapter;
pub mod app_state;
mod game_adapter;
mod keys;
mod lines_adapter;
pub mod screenshot;
mod settings_adapter;
mod stats_adapter;

pub use app_adapter::Generation;
pub use game_adapter::format_time as format_duration;

use crate::session::NewPuzzle;
use app_state::{AppState, PuzzleSource};
use slint::ComponentHandle;
use std::cell::RefCell;
use std::path::PathBuf;
use std::rc::Rc;
use std::sync::Arc;

/// The app model shared by the adapters' callbacks.
pub type Shared = Rc<RefCell<AppState>>;

/// The window with its model, wired together.
pub struct App {
    /// The Slint window.
    pub window: AppWindow,
    /// The model behind it.
    pub state: Shared,
    _clock: slint::Timer,
}

impl App {
    /// Builds the window, loads the saved data from `data_dir` (none: nothing is saved) and wires
    /// every adapter.
    pub fn new(
        data_dir: Option<PathBuf>,
        source: PuzzleSource,
        generation: Generation,
    ) -> Result<App, slint::PlatformError> {
        let window = AppWindow::new()?;
        let state: Shared = Rc::new(RefCell::new(AppState::new(data_dir, source)));
        let refresh: Rc<dyn Fn()> = {
            let (weak, state) = (window.as_weak(), state.clone());
            Rc::new(move || {
                if let Some(w) = weak.upgrade() {
                    refresh_all(&w, &state.borrow());
                }
            })
        };
        app_adapter::connect(&window, &state, refresh.clone(), generation);
        game_adapter::connect(&window, &state, refresh.clone());
        settings_adapter::connect(&window, &state, refresh.clone());
        stats_adapter::connect(&window, &state, refresh.clone());
        lines_adapter::connect(&window, &state, refresh.clone());
        refresh_all(&window, &state.borrow());

        let clock = slint::Timer::default();
        {
            let (weak, state) = (window.as_weak(), state.clone());
            clock.start(
                slint::TimerMode::Repeated,
                std::time::Duration::from_millis(250),
                move || {
                    if let (Some(w), Ok(s)) = (weak.upgrade(), state.try_borrow()) {
                        match s.screen {
                            app_state::Screen::Game => game_adapter::refresh_time(&w, &s),
                            app_state::Screen::Lines => lines_adapter::refresh_time(&w, &s),
                            _ => {}
                        }
                    }
                },
            );
        }
        RUNNING.with(|r| *r.borrow_mut() = Some((window.as_weak(), Rc::downgrade(&state))));
        Ok(App {
            window,
            state,
            _clock: clock,
        })
    }

    /// Redraws every global from the model.
    pub fn refresh(&self) {
        refresh_all(&self.window, &self.state.borrow());
    }

    /// Starts `puzzle` at once (tests and screenshots).
    pub fn start(&self, puzzle: NewPuzzle) {
        self.state.borrow_mut().start(puzzle);
        self.refresh();
    }
}

fn refresh_all(window: &AppWindow, state: &AppState) {
    app_adapter::refresh(window, state);
    game_adapter::refresh(window, state);
    settings_adapter::refresh(window, state);
    match state.screen {
        app_state::Screen::Stats => stats_adapter::refresh(window, state),
        app_state::Screen::Lines => lines_adapter::refresh(window, state),
        _ => {}
    }
}

/// Weak handles to an app's window and model.
type AppHandles = (slint::Weak<AppWindow>, std::rc::Weak<RefCell<AppState>>);

thread_local! {
    // The app running on this thread, for platform lifecycle events.
    static RUNNING: RefCell<Option<AppHandles>> = const { RefCell::new(None) };
}

/// The platform sent the app to the background (`false`) or brought it back (`true`): the clock
/// stops and the games are saved, or the clock runs again. Acts on the last [`App`] made on this
/// thread; call it on the UI thread.
pub fn lifecycle(active: bool) {
    RUNNING.with(|r| {
        let Some((window, state)) = r.borrow().clone() else {
            return;
        };
        let (Some(window), Some(state)) = (window.upgrade(), state.upgrade()) else {
            return;
        };
        // A callback in progress holds the model; the next event will do.
        let Ok(mut s) = state.try_borrow_mut() else {
            return;
        };
        s.set_active(active);
        refresh_all(&window, &s);
    });
}

/// The puzzle maker the app uses: the generator, by difficulty level.
pub fn default_source() -> PuzzleSource {
    Arc::new(crate::session::make_puzzle)
}

/// Opens the main window and runs the event loop until it closes; the game is saved on the way out.
pub fn run_app(data_dir: PathBuf) -> Result<(), slint::PlatformError> {
    let app = App::new(Some(data_dir), default_source(), Generation::Background)?;
    // Lets Linux docks match the window to the menu entry; not available on every platform.
    let _ = slint::set_xdg_app_id("org.sudokulines.SudokuLines");
    app.window.run()?;
    RUNNING.with(|r| *r.borrow_mut() = None);
    let mut s = app.state.borrow_mut();
    s.set_active(false);
    Ok(())
}
