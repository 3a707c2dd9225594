//! Tests of the app model through its public surface: one file per subject, sharing the helpers
//! here.

use super::*;
use crate::session::{GameInfo, Input, NewPuzzle, Outcome};
use crate::settings::Settings;
use crate::stats::StatsFile;
use crate::sudoku::{Cell, Digit, Grid, Level};
use std::sync::Arc;

mod copies;
mod daily;
mod files;
mod killer;
mod messages;
mod new_games;
mod play;
mod words;

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

fn fixed(_level: Level, _seed: u64) -> Result<NewPuzzle, String> {
    Ok(NewPuzzle {
        givens: Grid::from_line(PUZZLE).map_err(|e| e.to_string())?,
        solution: Grid::from_line(SOLUTION).map_err(|e| e.to_string())?,
        info: GameInfo {
            difficulty: "easy".into(),
            score: None,
            techniques: vec![],
            origin: None,
        },
        killer: None,
    })
}

fn model(dir: &std::path::Path) -> AppModel {
    AppModel::new(Some(dir.to_path_buf()), Arc::new(fixed))
}

fn play_one(m: &mut AppModel) {
    let (game, services) = m.game_mut();
    game.input(Input::TapCell(Cell::new(2).unwrap()), services);
    game.input(Input::Digit(Digit::new(4).unwrap()), services);
}

fn solve(m: &mut AppModel) -> Outcome {
    let (game, services) = m.game_mut();
    game.input(Input::RevealSolution, services)
}

/// Places the solution's digit in the `k`th empty cell (a correct move).
fn place(m: &mut AppModel, k: usize) {
    let i = PUZZLE
        .bytes()
        .enumerate()
        .filter(|(_, b)| *b == b'.')
        .nth(k)
        .map(|(i, _)| i)
        .unwrap();
    let (game, services) = m.game_mut();
    game.input(Input::TapCell(Cell::new(i).unwrap()), services);
    let digit = Digit::new(SOLUTION.as_bytes()[i] - b'0').unwrap();
    game.input(Input::Digit(digit), services);
}

/// Every notice waiting, read and dismissed.
fn drain_notices(m: &mut AppModel) -> Vec<String> {
    let mut out = Vec::new();
    while let Some(n) = m.services().current_notice() {
        out.push(n.to_string());
        m.services_mut().dismiss_notice();
    }
    out
}

fn corrupt_copies(dir: &std::path::Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains(".corrupt-"))
        .collect()
}

fn saved_game(dir: &std::path::Path) -> Option<crate::session::Saved<crate::sudoku::SudokuState>> {
    let store = crate::storage::Store::open(dir).unwrap();
    store.load().unwrap().into_value()
}

/// The history on disk: stats.json and the games of its journal.
fn stats_on_disk(dir: &std::path::Path) -> StatsFile {
    let store = crate::storage::Store::open(dir).unwrap();
    crate::stats::load_games(&store)
        .unwrap()
        .into_value()
        .unwrap()
}

fn settings_on_disk(dir: &std::path::Path) -> Settings {
    let store = crate::storage::Store::open(dir).unwrap();
    store.load().unwrap().into_value().unwrap()
}
