//! The board and the sheets as the Slint widgets take them, mapped once for every screen: a
//! cell ([`cell_data`]), the pad's keys ([`pad_keys`]), a step's picture ([`picture_models`]),
//! the win sheet ([`win_sheet`]), and the small conversions to Slint's types.

use super::{CellData, CellPicture, PadKey, PictureLink, PictureTint, WinSheetData};
use crate::app::WinSheet;
use crate::session::{Brush, CellView, MarkRole, PictureCell, PictureView, Tint, Tool};
use crate::sudoku::{CellRole, HouseRole, LinkKind};
use slint::{ModelRc, SharedString, VecModel};

/// A picture (or none) as the board's two models: its 81 cells and its links.
pub fn picture_models(
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
pub fn seconds_for_display(secs: u64) -> i32 {
    i32::try_from(secs).unwrap_or(i32::MAX)
}

/// A list of texts as a Slint model.
pub fn strings(items: &[String]) -> ModelRc<SharedString> {
    let items: Vec<SharedString> = items.iter().map(SharedString::from).collect();
    ModelRc::new(VecModel::from(items))
}

/// The pad's nine keys: how many of each digit remain (negative hides the count) and which is
/// locked (0 for none).
pub fn pad_keys(remaining: &[u8; 9], locked: u8) -> Vec<PadKey> {
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

/// The pad's nine keys without counts, for a board that is not a game (the custom puzzle's
/// entry, practice).
pub fn plain_pad_keys() -> Vec<PadKey> {
    let mut keys = pad_keys(&[0; 9], 0);
    for k in &mut keys {
        k.remaining = -1;
    }
    keys
}

/// One cell as the board draws it, with the label a screen reader reads.
pub fn cell_data(v: &CellView) -> CellData {
    let label = crate::session::spoken::cell_state(v);
    // Four bits a candidate's colour: digits 1-5 in one number, 6-9 in the other.
    let packed = |digits: &[u8]| {
        digits
            .iter()
            .rev()
            .fold(0i32, |acc, &k| acc * 16 + i32::from(k))
    };
    CellData {
        digit: i32::from(v.digit),
        notes: i32::from(v.notes),
        corner: i32::from(v.corner),
        centre_line: if v.corner != 0 && v.notes != 0 {
            crate::session::spoken::note_digits(v.notes).into()
        } else {
            SharedString::new()
        },
        colour: i32::from(v.colour),
        note_colours_low: packed(&v.note_colours[..5]),
        note_colours_high: packed(&v.note_colours[5..]),
        candidate: v.candidate,
        given: v.given,
        selected: v.selected,
        related: v.related,
        same: v.same_digit,
        error: v.error,
        clash: v.clash,
        hint: v.hint,
        label: label.into(),
        cage_sum: if v.cage.anchor {
            i32::from(v.cage.sum)
        } else {
            0
        },
        cage_path: cage_path(v.cage.outline),
        cage_tint: i32::from(v.cage.tint),
    }
}

/// How far the cage outline runs inside the cell, and its dashes and gaps, in hundredths of the
/// cell.
const INSET: f32 = 8.0;
const DASH: f32 = 8.0;
const GAP: f32 = 6.0;

/// The dashed outline of a Killer cage in one cell, as path commands in a 100 × 100 box: a line
/// along each side that borders another cage, inset from it, reaching the cell's edge where the
/// cage goes on, and a turn round each corner of another cage (see `sudoku::killer`'s
/// `EDGE_*` and `CORNER_*` bits). Empty for none. Each line has a dash at both ends.
pub fn cage_path(outline: u8) -> SharedString {
    use crate::sudoku::killer::{
        CORNER_BOTTOM_LEFT, CORNER_BOTTOM_RIGHT, CORNER_TOP_LEFT, CORNER_TOP_RIGHT, EDGE_BOTTOM,
        EDGE_LEFT, EDGE_RIGHT, EDGE_TOP,
    };
    let (lo, hi) = (INSET, 100.0 - INSET);
    let has = |bit: u8| outline & bit != 0;
    // Where a line along a side starts and ends: at the inset corner where the cage turns, at
    // the cell's edge where it goes on.
    let from = |turns: bool| if turns { lo } else { 0.0 };
    let to = |turns: bool| if turns { hi } else { 100.0 };
    let mut lines: Vec<[f32; 4]> = Vec::new();
    if has(EDGE_TOP) {
        lines.push([from(has(EDGE_LEFT)), lo, to(has(EDGE_RIGHT)), lo]);
    }
    if has(EDGE_BOTTOM) {
        lines.push([from(has(EDGE_LEFT)), hi, to(has(EDGE_RIGHT)), hi]);
    }
    if has(EDGE_LEFT) {
        lines.push([lo, from(has(EDGE_TOP)), lo, to(has(EDGE_BOTTOM))]);
    }
    if has(EDGE_RIGHT) {
        lines.push([hi, from(has(EDGE_TOP)), hi, to(has(EDGE_BOTTOM))]);
    }
    for (bit, x, y, edge_x, edge_y) in [
        (CORNER_TOP_LEFT, lo, lo, 0.0, 0.0),
        (CORNER_TOP_RIGHT, hi, lo, 100.0, 0.0),
        (CORNER_BOTTOM_RIGHT, hi, hi, 100.0, 100.0),
        (CORNER_BOTTOM_LEFT, lo, hi, 0.0, 100.0),
    ] {
        if has(bit) {
            lines.push([x, edge_y, x, y]);
            lines.push([edge_x, y, x, y]);
        }
    }
    let mut out = String::new();
    for [x1, y1, x2, y2] in lines {
        let len = (x2 - x1).abs() + (y2 - y1).abs();
        // Whole dashes at both ends, the gaps shared out between them.
        let n = ((len + GAP) / (DASH + GAP)).round().max(1.0);
        let dash = DASH.min(len);
        let step = if n > 1.0 {
            (len - dash) / (n - 1.0)
        } else {
            0.0
        };
        // The direction along the line (`signum` would make 0 into 1).
        let sign = |d: f32| {
            if d > 0.0 {
                1.0
            } else if d < 0.0 {
                -1.0
            } else {
                0.0
            }
        };
        let (ux, uy) = (sign(x2 - x1), sign(y2 - y1));
        for k in 0..n as usize {
            let a = k as f32 * step;
            let b = a + dash;
            out.push_str(&format!(
                "M {} {} L {} {} ",
                x1 + ux * a,
                y1 + uy * a,
                x1 + ux * b,
                y1 + uy * b
            ));
        }
    }
    out.trim_end().into()
}

/// Whether a shown list differs from `rows` (a list is replaced only when it does, so a redraw
/// neither rebuilds nor disturbs it).
pub fn differs<T: Clone + PartialEq + 'static>(shown: &ModelRc<T>, rows: &[T]) -> bool {
    use slint::Model;
    shown.row_count() != rows.len()
        || rows
            .iter()
            .enumerate()
            .any(|(i, r)| shown.row_data(i).as_ref() != Some(r))
}

/// The tool in hand as the game screen numbers it (0 digits, 1 notes, 2 corner, 3 colours).
pub fn tool_index(tool: Tool) -> i32 {
    match tool {
        Tool::Digits => 0,
        Tool::CentreNotes => 1,
        Tool::CornerNotes => 2,
        Tool::Colours => 3,
    }
}

/// The tool of the game screen's number `i`.
pub fn tool_of(i: i32) -> Option<Tool> {
    [
        Tool::Digits,
        Tool::CentreNotes,
        Tool::CornerNotes,
        Tool::Colours,
    ]
    .into_iter()
    .find(|&t| tool_index(t) == i)
}

/// The brush as the pad shows it: its colour's number, 0 for the eraser.
pub fn brush_index(brush: Brush) -> i32 {
    brush.colour().map_or(0, |k| i32::from(k.get()))
}

/// The sheet shown when a game ends, as the `WinSheet` widget takes it.
pub fn win_sheet(sheet: &WinSheet) -> WinSheetData {
    WinSheetData {
        title: sheet.title.as_str().into(),
        won: sheet.won,
        record: sheet.new_record,
        seconds: seconds_for_display(sheet.seconds),
        time: sheet.time.as_str().into(),
        chips: strings(&sheet.chips),
        lines: strings(&sheet.lines),
        next: sheet.next.as_str().into(),
    }
}
