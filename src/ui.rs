//! The Slint user interface: the generated components and one thin adapter per Slint global.
//!
//! The model is [`AppModel`](crate::app::AppModel): plain Rust with a router and one controller
//! per screen. Each adapter here does two things only: it maps a controller's view to its global's
//! properties (`refresh`) and forwards the global's callbacks to the model (`connect`, every
//! callback made by [`Forward`]); the conversions every board and sheet shares are in `board.rs`.
//! No game or app rule lives here, and Slint's models are a cache rebuilt from the Rust model after
//! every callback. What is the window's own stays here: the keyboard map (`keys.rs`), the clock's
//! tick and the autosave interval, running slow jobs off the UI thread (`app_adapter::Jobs`), the
//! renderer's choice, the platform's lifecycle, and the headless screenshots (`screenshot.rs`).

// Code generated from `ui/` by Slint: not ours to lint.
#[allow(missing_docs, clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod generated {
    slint::include_modules!();
}
pub use generated::*;

mod app_adapter;
mod board;
mod collections_adapter;
mod custom_adapter;
mod daily_adapter;
mod explain_adapter;
mod game_adapter;
pub mod keys;
mod learn_adapter;
mod lines_adapter;
pub mod screenshot;
mod settings_adapter;
mod share_adapter;
mod stats_adapter;

pub use app_adapter::Generation;

use crate::app::{AppModel, PuzzleSource};
use slint::ComponentHandle;
use std::cell::RefCell;
use std::path::PathBuf;
use std::rc::Rc;

/// Clock ticks (of 250 ms) between two saves of a game in play.
const AUTOSAVE_TICKS: u32 = 20;

/// The app model shared by the adapters' callbacks.
pub type Shared = Rc<RefCell<AppModel>>;

/// What every adapter's callbacks are made of: the model and the redraw. Each callback runs one
/// call on the model, lets go of it, then redraws every global from it.
#[derive(Clone)]
pub(crate) struct Forward {
    model: Shared,
    refresh: Rc<dyn Fn()>,
}

impl Forward {
    /// A callback without arguments that runs `f` on the model, then redraws.
    pub(crate) fn to(&self, f: impl Fn(&mut AppModel) + 'static) -> impl Fn() + 'static {
        let call = self.with(move |m, ()| f(m));
        move || call(())
    }

    /// A callback with an argument (a cell, a digit, a text) that runs `f` with it on the model,
    /// then redraws.
    pub(crate) fn with<A>(&self, f: impl Fn(&mut AppModel, A) + 'static) -> impl Fn(A) + 'static {
        let (model, refresh) = (self.model.clone(), self.refresh.clone());
        move |a| {
            f(&mut model.borrow_mut(), a);
            refresh();
        }
    }

    /// The model, for a callback that needs more than one call on it.
    pub(crate) fn model(&self) -> &Shared {
        &self.model
    }

    /// The redraw.
    pub(crate) fn refresh(&self) -> Rc<dyn Fn()> {
        self.refresh.clone()
    }
}

/// The window with its model, wired together.
pub struct App {
    /// The Slint window.
    pub window: AppWindow,
    model: Shared,
    importer: collections_adapter::Importer,
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
        let model: Shared = Rc::new(RefCell::new(AppModel::new(data_dir, source)));
        let refresh: Rc<dyn Fn()> = {
            let (weak, model) = (window.as_weak(), model.clone());
            Rc::new(move || {
                if let (Some(w), Ok(m)) = (weak.upgrade(), model.try_borrow()) {
                    refresh_all(&w, &m);
                }
            })
        };
        let forward = Forward {
            model: model.clone(),
            refresh,
        };
        let jobs = app_adapter::connect(&window, &forward, generation);
        game_adapter::connect(&window, &forward, &jobs);
        share_adapter::connect(&window, &forward);
        settings_adapter::connect(&window, &forward);
        stats_adapter::connect(&window, &forward);
        lines_adapter::connect(&window, &forward);
        custom_adapter::connect(&window, &forward, &jobs);
        let importer = collections_adapter::connect(&window, &forward, &jobs);
        daily_adapter::connect(&window, &forward);
        explain_adapter::connect(&window, &forward);
        learn_adapter::connect(&window, &forward);
        refresh_all(&window, &model.borrow());

        let clock = slint::Timer::default();
        {
            let (weak, model) = (window.as_weak(), model.clone());
            let mut ticks = 0u32;
            clock.start(
                slint::TimerMode::Repeated,
                std::time::Duration::from_millis(250),
                move || {
                    ticks = ticks.wrapping_add(1);
                    if let (Some(w), Ok(mut m)) = (weak.upgrade(), model.try_borrow_mut()) {
                        // A game in play is saved every few seconds, so even a crash or a
                        // kill -9 loses seconds of its clock, not minutes.
                        if ticks.is_multiple_of(AUTOSAVE_TICKS) {
                            m.autosave();
                            // a long history may have finished loading (the daily card)
                            m.services_mut().poll();
                            // a retried save may have worked (or failed): notice and indicator
                            app_adapter::refresh(&w, &m);
                        }
                        // A message goes by itself a few seconds after it was shown.
                        if m.tick(std::time::Instant::now()) {
                            game_adapter::refresh_message(&w, &m);
                        }
                        game_adapter::refresh_time(&w, &m);
                        lines_adapter::refresh_time(&w, &m);
                        learn_adapter::refresh_time(&w, &m);
                    }
                },
            );
        }
        // A long history starts loading a moment after the event loop runs, so its worker thread
        // never competes with the first frame (measured: started at once, 100,000 games made the
        // window appear a third later on two cores; anything that needs the history sooner
        // loads it then).
        {
            let model = Rc::downgrade(&model);
            slint::Timer::single_shot(HISTORY_DELAY, move || {
                if let Some(model) = model.upgrade()
                    && let Ok(mut m) = model.try_borrow_mut()
                {
                    m.services_mut().poll();
                }
            });
        }
        RUNNING.with(|r| *r.borrow_mut() = Some((window.as_weak(), Rc::downgrade(&model))));
        Ok(App {
            window,
            model,
            importer,
            _clock: clock,
        })
    }

    /// The model behind the window, to read.
    pub fn model(&self) -> std::cell::Ref<'_, AppModel> {
        self.model.borrow()
    }

    /// Changes the model directly (tests and screenshots set up a scene this way), then redraws.
    pub fn with_model<R>(&self, f: impl FnOnce(&mut AppModel) -> R) -> R {
        let result = f(&mut self.model.borrow_mut());
        self.refresh();
        result
    }

    /// Redraws every global from the model.
    pub fn refresh(&self) {
        refresh_all(&self.window, &self.model.borrow());
    }

    /// Imports the puzzle file at `path` into the collections (off the UI thread in the running
    /// app), then shows the collection it added to.
    pub fn import(&self, path: PathBuf) {
        self.importer.import(path);
    }

    /// Starts `puzzle` at once (tests and screenshots).
    pub fn start(&self, puzzle: crate::session::NewPuzzle) {
        self.with_model(|m| m.start(puzzle));
    }
}

fn refresh_all(window: &AppWindow, model: &AppModel) {
    settings_adapter::apply_language(window, model);
    app_adapter::refresh(window, model);
    settings_adapter::refresh(window, model);
    match model.screen() {
        crate::app::Screen::Game => {
            game_adapter::refresh(window, model);
            share_adapter::refresh(window, model);
        }
        crate::app::Screen::Stats => stats_adapter::refresh(window, model),
        crate::app::Screen::Lines => lines_adapter::refresh(window, model),
        crate::app::Screen::Custom => custom_adapter::refresh(window, model),
        crate::app::Screen::Collections
        | crate::app::Screen::Collection
        | crate::app::Screen::Picker => collections_adapter::refresh(window, model),
        crate::app::Screen::Daily => daily_adapter::refresh(window, model),
        crate::app::Screen::Explain => explain_adapter::refresh(window, model),
        crate::app::Screen::Learn | crate::app::Screen::Lesson | crate::app::Screen::Practice => {
            learn_adapter::refresh(window, model)
        }
        _ => {}
    }
}

/// Weak handles to an app's window and model.
type AppHandles = (slint::Weak<AppWindow>, std::rc::Weak<RefCell<AppModel>>);

thread_local! {
    // The app running on this thread, for platform lifecycle events.
    static RUNNING: RefCell<Option<AppHandles>> = const { RefCell::new(None) };
}

/// The platform sent the app to the background (`false`) or brought it back (`true`): the clock
/// stops and the games are saved, or the clock runs again. Acts on the last [`App`] made on this
/// thread; call it on the UI thread.
pub fn lifecycle(active: bool) {
    RUNNING.with(|r| {
        let Some((window, model)) = r.borrow().clone() else {
            return;
        };
        let (Some(window), Some(model)) = (window.upgrade(), model.upgrade()) else {
            return;
        };
        // A callback in progress holds the model; the next event will do.
        let Ok(mut m) = model.try_borrow_mut() else {
            return;
        };
        m.set_active(active);
        refresh_all(&window, &m);
    });
}

/// How long after the event loop starts a long history begins to load.
const HISTORY_DELAY: std::time::Duration = std::time::Duration::from_millis(400);

/// Makes Slint's software renderer draw text with its own layout instead of parley, so a text
/// that changes is always repainted.
///
/// Why: Slint 1.18's partial renderer learns that a `Text` must be repainted only through the
/// entry of its shaped text in parley's layout cache. Once more than 1,024 texts have been shaped
/// (a few hundred digits typed), the cache drops every entry not drawn in the last two frames,
/// and with it that link: such a text is never repainted again until the window is resized. In
/// a real window the clock and the mistakes count froze while the board went on; with the cache
/// kept from dropping entries they did not (tests/redraw.rs and tests/real_window.rs show both).
/// The renderer's own text layout reads the text while drawing, so every change is seen.
///
/// # Safety
/// Sets an environment variable: call it before any other thread runs and before Slint lays
/// out its first text.
pub unsafe fn draw_text_without_parley() {
    const SWITCH: &str = "SLINT_SOFTWARE_RENDERER_PARLEY_DISABLED";
    if std::env::var_os(SWITCH).is_none() {
        // SAFETY: the caller guarantees no other thread reads or writes the environment now.
        unsafe { std::env::set_var(SWITCH, "1") };
    }
}

/// The app as [`run_app_in`] opens it, without running it: files in `data_dir`, statistics
/// exported to `export_dir` (none: the platform's usual folder), puzzles from [`crate::app::default_source`].
pub fn open_app(
    data_dir: PathBuf,
    export_dir: Option<PathBuf>,
    generation: Generation,
) -> Result<App, slint::PlatformError> {
    let app = App::new(Some(data_dir), crate::app::default_source(), generation)?;
    if let Some(dir) = export_dir {
        app.with_model(|m| m.set_export_dir(dir));
    }
    Ok(app)
}

/// Opens the main window and runs the event loop until it closes; the game is saved on the way out.
/// A puzzle file in `open` is imported first, and the collection it added to shows.
pub fn run_app(data_dir: PathBuf, open: Option<PathBuf>) -> Result<(), slint::PlatformError> {
    run_app_in(data_dir, None, open)
}

/// [`run_app`], with statistics exported to (and exports looked for in) `export_dir` instead of
/// the platform's usual folder (Android passes the app's folder on shared storage).
pub fn run_app_in(
    data_dir: PathBuf,
    export_dir: Option<PathBuf>,
    open: Option<PathBuf>,
) -> Result<(), slint::PlatformError> {
    // Slint's software renderer redraws only what changed: on the game screen the clock's second
    // is a few hundred pixels, where a GL frame redraws the whole window. Measured under Xvfb
    // (Mesa's software GL) idling on the game screen, 30 s: 0.2 CPU s and 39 MB with it, against
    // 1.6-1.9 CPU s and 139-153 MB with femtovg, which also takes 0.7-1.4 s to show the window
    // (the software renderer 0.1-0.2 s). Its text goes through `draw_text_without_parley`, which
    // the desktop entry calls first. The desktop build has no other renderer (femtovg is not
    // built, see Cargo.toml); `SLINT_BACKEND` still chooses among what is built.
    #[cfg(not(target_os = "android"))]
    if std::env::var_os("SLINT_BACKEND").is_none_or(|v| v.is_empty())
        && let Err(e) = slint::BackendSelector::new()
            .backend_name("winit".into())
            .renderer_name("software".into())
            .select()
    {
        eprintln!("sudoku-lines: the software renderer is not available ({e}); using the default");
    }
    let app = open_app(data_dir, export_dir, Generation::Background)?;
    app.model
        .borrow_mut()
        .start_worker(crate::app::supply::WORKER_DELAY, std::time::Duration::ZERO);
    // SIGTERM (a desktop session ending, `kill`) and Ctrl-C close the window as the close button
    // does, so the game is saved with its clock below.
    #[cfg(not(target_os = "android"))]
    if let Err(e) = ctrlc::set_handler(|| {
        let _ = slint::invoke_from_event_loop(|| {
            let _ = slint::quit_event_loop();
        });
    }) {
        eprintln!("sudoku-lines: a signal will not save the game first: {e}");
    }
    // Lets Linux docks match the window to the menu entry; not available on every platform.
    let _ = slint::set_xdg_app_id("org.sudokulines.SudokuLines");
    if let Some(file) = open {
        app.import(file);
    }
    app.window.run()?;
    RUNNING.with(|r| *r.borrow_mut() = None);
    app.model.borrow_mut().set_active(false);
    Ok(())
}
