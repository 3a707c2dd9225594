//! The `AppAdapter` global: navigation, new games (made off the UI thread), custom puzzles and
//! notices.

use super::app_state::{AppState, Screen};
use super::game_adapter::format_time;
use super::{AppAdapter, AppWindow, Shared};
use crate::session::NewPuzzle;
use slint::{ComponentHandle, SharedString};
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

/// Wires navigation and new-game callbacks to `state`.
pub fn connect(window: &AppWindow, state: &Shared, refresh: Rc<dyn Fn()>, generation: Generation) {
    let a = window.global::<AppAdapter>();
    let pending: Pending = Arc::new(Mutex::new(None));

    {
        let (state, refresh) = (state.clone(), refresh.clone());
        a.on_continue_game(move || {
            state.borrow_mut().open(Screen::Game);
            refresh();
        });
    }
    {
        let (state, refresh) = (state.clone(), refresh.clone());
        a.on_open(move |name| {
            if let Some(screen) = Screen::from_name(&name) {
                if screen == Screen::Lines && generation == Generation::Background {
                    super::lines_adapter::warm_advisor();
                }
                state.borrow_mut().open(screen);
                refresh();
            }
        });
    }
    {
        let (state, refresh, weak) = (state.clone(), refresh.clone(), window.as_weak());
        a.on_back(move || {
            if !state.borrow_mut().back()
                && let Some(w) = weak.upgrade()
            {
                // Back on the home screen leaves the app.
                let _ = w.hide();
            }
            refresh();
        });
    }
    {
        let (state, refresh) = (state.clone(), refresh.clone());
        a.on_dismiss_notice(move || {
            let mut s = state.borrow_mut();
            if !s.notices.is_empty() {
                s.notices.remove(0);
            }
            drop(s);
            refresh();
        });
    }
    {
        let (state, refresh) = (state.clone(), refresh.clone());
        a.on_start_custom(move |text| {
            state.borrow_mut().start_custom(&text);
            refresh();
        });
    }
    {
        let (state, refresh) = (state.clone(), refresh.clone());
        a.on_setter_tap(move |i| {
            state.borrow_mut().setter_selected =
                usize::try_from(i).ok().and_then(crate::sudoku::Cell::new);
            refresh();
        });
    }
    {
        let (state, refresh) = (state.clone(), refresh.clone());
        a.on_setter_digit(move |d| {
            state
                .borrow_mut()
                .setter_digit(u8::try_from(d).unwrap_or(0));
            refresh();
        });
    }
    {
        let (state, refresh) = (state.clone(), refresh.clone());
        a.on_setter_start(move || {
            state.borrow_mut().start_setter();
            refresh();
        });
    }
    {
        let (state, refresh, pending) = (state.clone(), refresh.clone(), pending.clone());
        a.on_puzzle_ready(move || {
            let result = pending.lock().ok().and_then(|mut p| p.take());
            let mut s = state.borrow_mut();
            match result {
                Some(Ok(puzzle)) => s.start(puzzle),
                Some(Err(e)) => {
                    s.busy = false;
                    s.notices.push(format!("No puzzle could be made: {e}"));
                }
                None => {}
            }
            drop(s);
            refresh();
        });
    }
    {
        let (state, refresh, weak) = (state.clone(), refresh.clone(), window.as_weak());
        a.on_new_game(move |level| {
            let level = usize::try_from(level).unwrap_or(0);
            let source = {
                let mut s = state.borrow_mut();
                if s.busy {
                    return;
                }
                s.busy = true;
                s.last_level = level;
                s.source()
            };
            let seed = fresh_seed();
            match generation {
                Generation::Immediate => {
                    let result = source(level, seed);
                    if let Ok(mut p) = pending.lock() {
                        *p = Some(result);
                    }
                    if let Some(w) = weak.upgrade() {
                        w.global::<AppAdapter>().invoke_puzzle_ready();
                    }
                }
                Generation::Background => {
                    refresh();
                    let (pending, weak) = (pending.clone(), weak.clone());
                    std::thread::spawn(move || {
                        let result = source(level, seed);
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
        });
    }
}

/// A seed from the clock and the process, different for every new game.
fn fresh_seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos()),
    );
    h.finish()
}

/// Writes navigation state into the `AppAdapter` global.
pub fn refresh(window: &AppWindow, state: &AppState) {
    let a = window.global::<AppAdapter>();
    a.set_screen(state.screen.name().into());
    a.set_can_continue(state.can_continue());
    if let Some(s) = &state.session {
        let mut d = s.info().difficulty.clone();
        if let Some(f) = d.get_mut(0..1) {
            f.make_ascii_uppercase();
        }
        a.set_continue_text(format!("{d} · {}", format_time(s.elapsed_secs())).into());
    }
    a.set_busy(state.busy);
    a.set_notice(SharedString::from(
        state.notices.first().map_or("", String::as_str),
    ));
    a.set_custom_error(state.custom_error.as_str().into());
    if state.screen == Screen::Custom {
        let cells: Vec<i32> = state
            .setter
            .values()
            .iter()
            .map(|&v| i32::from(v))
            .collect();
        a.set_setter_cells(slint::ModelRc::new(slint::VecModel::from(cells)));
        a.set_setter_selected(state.setter_selected.map_or(-1, |c| c.index() as i32));
    }
}
