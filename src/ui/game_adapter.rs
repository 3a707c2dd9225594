//! The `GameAdapter` global: maps the game screen's view to board rows and forwards the player's
//! input to the game screen's controller.

use super::app_adapter::Jobs;
use super::board::{
    self, brush_index, cell_data, pad_keys, picture_models, seconds_for_display, tool_index,
    tool_of,
};
use super::{AppWindow, CellData, CheckpointRow, Forward, GameAdapter, PadKey, keys};
use crate::app::{AppModel, GameScreen, Services};
use crate::i18n::words::clock;
use crate::puzzle::Status;
use crate::session::{Input, PictureView};
use crate::settings::MistakeDisplay;
use crate::sudoku::{Cell, Digit};
use slint::{ComponentHandle, Model, ModelRc, SharedString, VecModel};
use std::rc::Rc;

/// Wires the game screen's callbacks to the model; the next game after a win and Explain run as
/// the app's `jobs`.
pub(crate) fn connect(window: &AppWindow, forward: &Forward, jobs: &Jobs) {
    let g = window.global::<GameAdapter>();
    let cells: Rc<VecModel<CellData>> = Rc::new(VecModel::from(vec![CellData::default(); 81]));
    g.set_cells(ModelRc::from(cells));
    let pad: Rc<VecModel<PadKey>> = Rc::new(VecModel::from(vec![PadKey::default(); 9]));
    g.set_pad(ModelRc::from(pad));

    // Runs `f` on the controller of the game in front, with the services its actions need.
    let game = |f: fn(&mut GameScreen, &mut Services)| {
        forward.to(move |m| {
            let (game, services) = m.game_mut();
            f(game, services);
        })
    };
    let send = |input: Input| forward.to(move |m| play(m, input));
    let on_cell = |f: fn(Cell) -> Input| {
        forward.with(move |m: &mut AppModel, i: i32| {
            if let Some(c) = usize::try_from(i).ok().and_then(Cell::new) {
                play(m, f(c));
            }
        })
    };
    g.on_cell_tapped(on_cell(Input::TapCell));
    g.on_cell_noted(on_cell(Input::NoteCell));
    let on_digit = |f: fn(Digit) -> Input| {
        forward.with(move |m: &mut AppModel, n: i32| {
            if let Some(d) = u8::try_from(n).ok().and_then(Digit::new) {
                play(m, f(d));
            }
        })
    };
    g.on_digit_pressed(on_digit(Input::Digit));
    g.on_digit_noted(on_digit(Input::NoteDigit));
    g.on_erase(send(Input::Erase));
    g.on_undo(send(Input::Undo));
    g.on_redo(send(Input::Redo));
    g.on_toggle_notes(send(Input::ToggleNotesMode));
    g.on_take_tool(forward.with(|m: &mut AppModel, i: i32| {
        if let Some(tool) = tool_of(i) {
            play(m, Input::Take(tool));
        }
    }));
    {
        let (model, refresh) = (forward.model().clone(), forward.refresh());
        g.on_note_pressed(move |i, n| {
            let cell = usize::try_from(i).ok().and_then(Cell::new);
            let digit = u8::try_from(n).ok().and_then(Digit::new);
            if let (Some(c), Some(d)) = (cell, digit) {
                play(&mut model.borrow_mut(), Input::PressNote(c, d));
                refresh();
            }
        });
    }
    g.on_clear_all_colours(send(Input::ClearColours(None)));
    g.on_back_to_last_right(game(|g, s| g.back_to_last_right(s)));
    g.on_show_checkpoints(forward.with(|m, open| m.set_checkpoints_open(open)));
    g.on_set_checkpoint(forward.with(|m: &mut AppModel, name: SharedString| {
        let (game, services) = m.game_mut();
        game.set_checkpoint(&name, services);
    }));
    let on_row = |f: fn(&mut GameScreen, usize, &mut Services)| {
        forward.with(move |m: &mut AppModel, row: i32| {
            if let Ok(row) = usize::try_from(row) {
                let (game, services) = m.game_mut();
                f(game, row, services);
            }
        })
    };
    g.on_go_to_checkpoint(forward.with(|m: &mut AppModel, row: i32| {
        if let Ok(row) = usize::try_from(row) {
            m.go_to_checkpoint(row);
        }
    }));
    g.on_delete_checkpoint(on_row(GameScreen::delete_checkpoint));
    g.on_fill_notes(send(Input::FillNotes));
    g.on_clear_all_notes(send(Input::ClearAllNotes));
    g.on_toggle_pause(send(Input::TogglePause));
    g.on_reveal_cell(send(Input::RevealCell));
    g.on_reveal_solution(send(Input::RevealSolution));
    {
        let (model, refresh) = (forward.model().clone(), forward.refresh());
        g.on_key(move |text, shift, control| {
            match keys::action_for_key(&text, shift, control) {
                Some(keys::KeyAction::Play(input)) => play(&mut model.borrow_mut(), input),
                Some(keys::KeyAction::Read(which)) => {
                    let mut m = model.borrow_mut();
                    let (game, services) = m.game_mut();
                    game.read_aloud(which, services);
                }
                None => return false,
            }
            refresh();
            true
        });
    }
    g.on_check(forward.with(|m, show| {
        let (game, services) = m.game_mut();
        game.check(show, services);
    }));
    g.on_hint(game(|g, s| g.hint(s)));
    g.on_hint_apply_move(game(|g, s| g.apply_hint(s)));
    g.on_hint_close(game(|g, _| g.close_hint()));
    g.on_hint_next_branch(game(|g, _| g.hint_next_branch()));
    g.on_hint_mark_wrong(game(|g, _| g.mark_wrong()));
    g.on_dismiss_message(game(|g, _| g.dismiss_message()));
    {
        let (model, jobs) = (forward.model().clone(), jobs.clone());
        g.on_explain(move || {
            let job = model.borrow_mut().explain_game();
            jobs.explain(job);
        });
    }
    {
        let (model, jobs) = (forward.model().clone(), jobs.clone());
        g.on_new_game(move || {
            let job = model.borrow_mut().next_game();
            jobs.new_game(job);
        });
    }
    g.on_menu_shown(forward.with(|m, shown| m.set_menu_open(shown)));
    g.on_window_active(forward.with(|m, active| m.set_active(active)));
}

/// Sends `input` to the game in front.
fn play(m: &mut AppModel, input: Input) {
    let (game, services) = m.game_mut();
    game.input(input, services);
}

/// Writes the game screen's view into the `GameAdapter` global.
pub fn refresh(window: &AppWindow, model: &AppModel) {
    let g = window.global::<GameAdapter>();
    let settings = model.player_settings();
    let screen = model.game();
    g.set_show_timer(settings.show_timer);
    g.set_hint_steps(i32::try_from(crate::sudoku::HintLayer::ALL.len()).unwrap_or(4));
    g.set_message(SharedString::from(screen.message()));
    g.set_mistakes_help(GameScreen::mistakes_help(settings.mistakes).into());
    let Some(session) = screen.session() else {
        return;
    };
    let view = session.view();
    match session.hint_view() {
        Some(h) => {
            let lines: Vec<SharedString> = h.lines.iter().map(SharedString::from).collect();
            g.set_hint_lines(ModelRc::new(VecModel::from(lines)));
            g.set_hint_more(h.has_more);
            g.set_hint_apply(h.can_apply);
            g.set_hint_show_wrong(h.offers_show_wrong);
            g.set_hint_open(true);
            set_picture(&g, h.picture.as_ref());
        }
        None => {
            set_picture(&g, None);
            g.set_hint_more(false);
            g.set_hint_apply(false);
            g.set_hint_show_wrong(false);
            g.set_hint_open(false);
        }
    }
    let cells = g.get_cells();
    for (i, cv) in view.cells.iter().enumerate() {
        let data = cell_data(cv);
        if cells.row_data(i).as_ref() != Some(&data) {
            cells.set_row_data(i, data);
        }
    }
    let pad = g.get_pad();
    for (i, key) in pad_keys(&view.remaining, view.locked_digit)
        .into_iter()
        .enumerate()
    {
        if pad.row_data(i).as_ref() != Some(&key) {
            pad.set_row_data(i, key);
        }
    }
    g.set_highlight(i32::from(view.highlight));
    g.set_notes_mode(view.notes_mode);
    g.set_tool(tool_index(view.tool));
    g.set_brush(brush_index(view.brush));
    g.set_check_tool(settings.mistakes == MistakeDisplay::OnCheck);
    g.set_checkpoints_open(screen.checkpoints_open());
    let rows: Vec<CheckpointRow> = screen
        .checkpoint_rows()
        .into_iter()
        .map(|r| CheckpointRow {
            label: r.label.into(),
            detail: r.detail.into(),
        })
        .collect();
    if board::differs(&g.get_checkpoints(), &rows) {
        g.set_checkpoints(ModelRc::new(VecModel::from(rows)));
    }
    g.set_paused(view.paused);
    g.set_finished(view.finished);
    g.set_won(view.status == Status::Won);
    g.set_can_undo(view.can_undo);
    g.set_can_redo(view.can_redo);
    g.set_time_text(clock(session.elapsed_secs()).into());
    g.set_time_seconds(seconds_for_display(session.elapsed_secs()));
    g.set_difficulty(screen.level_text().into());
    g.set_killer(view.killer);
    g.set_mistakes_text(screen.mistakes_text().into());
    if let Some(sheet) = screen.win_sheet() {
        g.set_win_sheet(board::win_sheet(&sheet));
    }
}

/// Writes the hint's picture (or none) into the global's picture models.
fn set_picture(g: &GameAdapter<'_>, picture: Option<&PictureView>) {
    let Some(p) = picture else {
        if g.get_picture().row_count() > 0 {
            g.set_picture(ModelRc::default());
            g.set_picture_links(ModelRc::default());
        }
        g.set_picture_caption(SharedString::new());
        g.set_picture_more_branches(false);
        return;
    };
    let (cells, links) = picture_models(Some(p));
    g.set_picture(cells);
    g.set_picture_links(links);
    g.set_picture_caption(p.caption.as_str().into());
    g.set_picture_more_branches(p.n_branches > 1);
}

/// Updates only the message over the pad (called by the timer when it goes by itself).
pub fn refresh_message(window: &AppWindow, model: &AppModel) {
    let g = window.global::<GameAdapter>();
    g.set_message(SharedString::from(model.game().message()));
}

/// Updates only the clock text (called by the timer).
pub fn refresh_time(window: &AppWindow, model: &AppModel) {
    if model.screen() != crate::app::Screen::Game {
        return;
    }
    if let Some(s) = model.game().session() {
        // The text changes once a second; setting it only then leaves nothing to redraw between.
        let g = window.global::<GameAdapter>();
        let text: SharedString = clock(s.elapsed_secs()).into();
        if g.get_time_text() != text {
            g.set_time_text(text);
            g.set_time_seconds(seconds_for_display(s.elapsed_secs()));
        }
    }
}
