//! The `GameAdapter` global: maps the game screen's view to board rows and forwards the player's
//! input to the game screen's controller.

use super::{
    AppAdapter, AppWindow, CellData, CellPicture, GameAdapter, PadKey, PictureLink, PictureTint,
    Shared, keys,
};
use crate::app::{AppModel, GameScreen, Services};
use crate::i18n::words::clock;
use crate::puzzle::Status;
use crate::session::{CellView, Input, MarkRole, PictureCell, PictureView, Tint};
use crate::sudoku::{Cell, CellRole, Digit, HouseRole, LinkKind};
use slint::{ComponentHandle, Model, ModelRc, SharedString, VecModel};
use std::rc::Rc;

/// Wires the game screen's callbacks to the model; `refresh` redraws after each.
pub fn connect(window: &AppWindow, model: &Shared, refresh: Rc<dyn Fn()>) {
    let g = window.global::<GameAdapter>();
    let cells: Rc<VecModel<CellData>> = Rc::new(VecModel::from(vec![CellData::default(); 81]));
    g.set_cells(ModelRc::from(cells));
    let pad: Rc<VecModel<PadKey>> = Rc::new(VecModel::from(vec![PadKey::default(); 9]));
    g.set_pad(ModelRc::from(pad));

    // Runs `f` on the game screen's controller and redraws.
    let with = |f: fn(&mut GameScreen, &mut Services)| {
        let (model, refresh) = (model.clone(), refresh.clone());
        move || {
            let mut m = model.borrow_mut();
            let (game, services) = m.game_mut();
            f(game, services);
            drop(m);
            refresh();
        }
    };
    let send = {
        let (model, refresh) = (model.clone(), refresh.clone());
        move |input: Input| {
            let mut m = model.borrow_mut();
            let (game, services) = m.game_mut();
            game.input(input, services);
            drop(m);
            refresh();
        }
    };
    let on_cell = |f: fn(Cell) -> Input| {
        let send = send.clone();
        move |i: i32| {
            if let Some(c) = usize::try_from(i).ok().and_then(Cell::new) {
                send(f(c));
            }
        }
    };
    g.on_cell_tapped(on_cell(Input::TapCell));
    g.on_cell_noted(on_cell(Input::NoteCell));
    let on_digit = |f: fn(Digit) -> Input| {
        let send = send.clone();
        move |n: i32| {
            if let Some(d) = u8::try_from(n).ok().and_then(Digit::new) {
                send(f(d));
            }
        }
    };
    g.on_digit_pressed(on_digit(Input::Digit));
    g.on_digit_noted(on_digit(Input::NoteDigit));
    let on = |input: Input| {
        let send = send.clone();
        move || send(input)
    };
    g.on_erase(on(Input::Erase));
    g.on_undo(on(Input::Undo));
    g.on_redo(on(Input::Redo));
    g.on_toggle_notes(on(Input::ToggleNotesMode));
    g.on_fill_notes(on(Input::FillNotes));
    g.on_clear_all_notes(on(Input::ClearAllNotes));
    g.on_toggle_pause(on(Input::TogglePause));
    g.on_reveal_cell(on(Input::RevealCell));
    g.on_reveal_solution(on(Input::RevealSolution));
    {
        let send = send.clone();
        g.on_key(
            move |text, shift, control| match keys::input_for_key(&text, shift, control) {
                Some(input) => {
                    send(input);
                    true
                }
                None => false,
            },
        );
    }
    {
        let (model, refresh) = (model.clone(), refresh.clone());
        g.on_check(move |show| {
            model.borrow_mut().game_mut().0.check(show);
            refresh();
        });
    }
    g.on_hint(with(|g, s| g.hint(s)));
    g.on_hint_apply_move(with(|g, s| g.apply_hint(s)));
    g.on_hint_close(with(|g, _| g.close_hint()));
    g.on_hint_next_branch(with(|g, _| g.hint_next_branch()));
    g.on_hint_mark_wrong(with(|g, _| g.mark_wrong()));
    g.on_dismiss_message(with(|g, _| g.dismiss_message()));
    {
        let (model, refresh) = (model.clone(), refresh.clone());
        g.on_explain(move || {
            if model.borrow_mut().explain_game() {
                refresh();
            }
        });
    }
    {
        // A new game from the game screen has the level of the last one.
        let (model, weak) = (model.clone(), window.as_weak());
        g.on_new_game(move || {
            let (level, daily) = {
                let m = model.borrow();
                (m.game().level(), m.game().daily_date().is_some())
            };
            if daily {
                // After a daily the calendar is next.
                model.borrow_mut().open(crate::app::Screen::Daily);
                if let Some(w) = weak.upgrade() {
                    super::refresh_all(&w, &model.borrow());
                }
                return;
            }
            if let Some(w) = weak.upgrade() {
                w.global::<AppAdapter>()
                    .invoke_new_game(super::app_adapter::level_to_ui(level));
            }
        });
    }
    {
        // The clock stops while the menu covers the board.
        let (model, refresh) = (model.clone(), refresh.clone());
        g.on_menu_shown(move |shown| {
            let mut m = model.borrow_mut();
            let (game, services) = m.game_mut();
            game.set_active(!shown, services);
            drop(m);
            refresh();
        });
    }
    {
        let (model, refresh) = (model.clone(), refresh.clone());
        g.on_window_active(move |active| {
            model.borrow_mut().set_active(active);
            refresh();
        });
    }
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
    g.set_paused(view.paused);
    g.set_finished(view.finished);
    g.set_won(view.status == Status::Won);
    g.set_can_undo(view.can_undo);
    g.set_can_redo(view.can_redo);
    g.set_time_text(clock(session.elapsed_secs()).into());
    g.set_time_seconds(seconds_for_display(session.elapsed_secs()));
    g.set_difficulty(screen.level_text().into());
    g.set_mistakes_text(screen.mistakes_text().into());
    if let Some(sheet) = screen.win_sheet() {
        g.set_summary_title(sheet.title.into());
        g.set_summary_time(sheet.time.into());
        g.set_summary_seconds(seconds_for_display(sheet.seconds));
        g.set_summary_chips(strings(&sheet.chips));
        g.set_summary_record(sheet.new_record);
        g.set_summary_lines(strings(&sheet.lines));
        g.set_summary_next(sheet.next.into());
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

/// A picture (or none) as the board's two models: its 81 cells and its links.
pub(super) fn picture_models(
    picture: Option<&PictureView>,
) -> (ModelRc<CellPicture>, ModelRc<PictureLink>) {
    match picture {
        Some(p) => {
            let cells: Vec<CellPicture> = p.cells.iter().map(cell_picture).collect();
            let links: Vec<PictureLink> = p.links.iter().map(picture_link).collect();
            (
                ModelRc::new(VecModel::from(cells)),
                ModelRc::new(VecModel::from(links)),
            )
        }
        None => (ModelRc::default(), ModelRc::default()),
    }
}

/// One cell of the picture as the board draws it: the tint's colour group and the marks as masks.
fn cell_picture(c: &PictureCell) -> CellPicture {
    let mask = |role: Option<MarkRole>| {
        c.marks
            .iter()
            .filter(|m| role.is_none_or(|r| m.1 == r))
            .fold(0i32, |acc, m| acc | i32::from(m.0.bit()))
    };
    CellPicture {
        tint: c.tint.map_or(PictureTint::None, tint),
        shown: mask(None),
        cause: mask(Some(MarkRole::Cause)),
        eliminated: mask(Some(MarkRole::Eliminated)),
        placed: mask(Some(MarkRole::Placed)),
        ring: c.ring,
    }
}

/// The colour group of a tint: houses that frame the step, those that act on it, and three
/// groups of cells.
fn tint(t: Tint) -> PictureTint {
    match t {
        Tint::House(HouseRole::Unit | HouseRole::Base) => PictureTint::Unit,
        // A blocker's digit is ringed; its cell has the tint of the houses it blocks through.
        Tint::House(HouseRole::Blocker | HouseRole::Cover | HouseRole::StrongLink)
        | Tint::Cell(CellRole::Blocker) => PictureTint::Cover,
        Tint::Cell(
            CellRole::Pattern | CellRole::StrongLink | CellRole::FirstAls | CellRole::Loop,
        ) => PictureTint::Pattern,
        Tint::Cell(CellRole::Pivot | CellRole::Fin) => PictureTint::Pivot,
        Tint::Cell(CellRole::Subset | CellRole::SecondAls) => PictureTint::Second,
    }
}

/// One link as the board draws it.
fn picture_link(l: &crate::sudoku::Link) -> PictureLink {
    let cell = |m: crate::sudoku::Mark| i32::try_from(m.0.index()).unwrap_or(0);
    let digit = |m: crate::sudoku::Mark| i32::from(m.1.get());
    PictureLink {
        from_cell: cell(l.from),
        from_digit: digit(l.from),
        to_cell: cell(l.to),
        to_digit: digit(l.to),
        strong: l.kind == LinkKind::Strong,
    }
}

/// Seconds as Slint's `int` (a clock never gets near the limit; it is capped all the same).
pub(super) fn seconds_for_display(secs: u64) -> i32 {
    i32::try_from(secs).unwrap_or(i32::MAX)
}

/// A list of texts as a Slint model.
pub(super) fn strings(items: &[String]) -> ModelRc<SharedString> {
    let items: Vec<SharedString> = items.iter().map(SharedString::from).collect();
    ModelRc::new(VecModel::from(items))
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

/// The pad's nine keys: how many of each digit remain (negative hides the count) and which is
/// locked (0 for none).
pub(super) fn pad_keys(remaining: &[u8; 9], locked: u8) -> Vec<PadKey> {
    remaining
        .iter()
        .zip(1..)
        .map(|(&left, digit)| PadKey {
            digit,
            remaining: i32::from(left),
            locked: i32::from(locked) == digit,
        })
        .collect()
}

/// One cell as the board draws it, with the label a screen reader reads.
pub(super) fn cell_data(v: &CellView) -> CellData {
    let mut label = if v.digit > 0 && v.given {
        crate::tr!("{digit}, given", digit = v.digit)
    } else if v.digit > 0 {
        v.digit.to_string()
    } else if v.notes != 0 {
        let digits: Vec<String> = (1..=9u16)
            .filter(|d| v.notes & (1 << (d - 1)) != 0)
            .map(|d| d.to_string())
            .collect();
        crate::tr!("empty, notes {digits}", digits = digits.join(" "))
    } else {
        crate::tr!("empty").to_string()
    };
    if v.error {
        label.push_str(crate::tr!(", marked wrong"));
    } else if v.clash {
        label.push_str(crate::tr!(", clashes"));
    }
    if v.selected {
        label.push_str(crate::tr!(", selected"));
    }
    CellData {
        digit: i32::from(v.digit),
        notes: i32::from(v.notes),
        given: v.given,
        selected: v.selected,
        related: v.related,
        same: v.same_digit,
        error: v.error,
        clash: v.clash,
        hint: v.hint,
        label: label.into(),
    }
}
