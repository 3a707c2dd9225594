//! The two written forms of a Killer puzzle, each on one line.
//!
//! **Text** (this project's own form, documented in `solve --help`): a cage map, the sums, and
//! optional givens, separated by blanks:
//!
//! ```text
//! AABBBCDDE… 10,17,6,… [..3......]
//! ```
//!
//! The map has 81 characters, row-major; each names its cell's cage with one of the 62 symbols
//! `A`–`Z`, `a`–`z`, `0`–`9` (the same symbol is the same cage). The sums follow, separated by
//! commas, in the order in which the cages first appear in the map. The givens, when there are
//! any, are a classic 81-character puzzle line.
//!
//! **JSON**: one object, `{"cages": [{"sum": S, "cells": [0-80, …]}, …], "givens": "81
//! characters"}`; `givens` may be left out. A line is read as JSON when it starts with `{`.

use serde::{Deserialize, Serialize};

use super::super::{Cell, Grid, ParseGridError};
use super::{Cage, Killer, KillerError};

/// The most cages the text form can name, one per symbol.
pub const MAX_TEXT_CAGES: usize = SYMBOLS.len();

const SYMBOLS: &[u8; 62] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/// Why a line is not a Killer puzzle.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum KillerFormatError {
    /// The line is empty.
    #[error("empty line: expected a cage map and sums, or a JSON object")]
    Empty,
    /// A JSON object that cannot be read.
    #[error("not a Killer JSON object: {0}")]
    Json(String),
    /// A cage map that is not 81 characters long.
    #[error("the cage map has {0} characters; it needs 81, one per cell")]
    MapLength(usize),
    /// A character of the cage map that is no cage symbol.
    #[error("bad cage symbol {ch:?} at {cell} in the cage map (use A-Z, a-z or 0-9)")]
    MapSymbol {
        /// The character.
        ch: char,
        /// Its cell.
        cell: Cell,
    },
    /// No sums after the map.
    #[error("the sums are missing after the cage map")]
    NoSums,
    /// A sum that is not a number from 1 to 45.
    #[error("bad cage sum {0:?}: expected a number from 1 to 45")]
    BadSum(String),
    /// The map and the sums disagree in number.
    #[error("the cage map has {cages} cages but {sums} sums are given")]
    SumCount {
        /// Cages in the map.
        cages: usize,
        /// Sums given.
        sums: usize,
    },
    /// Givens that cannot be read.
    #[error("givens: {0}")]
    Givens(ParseGridError),
    /// More text after the givens.
    #[error("unexpected text after the givens: {0:?}")]
    Trailing(String),
    /// Too many cages for the text form's symbols.
    #[error("{0} cages are more than the text form's {MAX_TEXT_CAGES} symbols; use the JSON form")]
    TooManyCages(usize),
    /// The cages and givens read, but do not make a puzzle.
    #[error("{0}")]
    Puzzle(#[from] KillerError),
}

/// The JSON form of one cage.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct JsonCage {
    sum: u32,
    cells: Vec<u32>,
}

/// The JSON form of a puzzle.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct JsonKiller {
    cages: Vec<JsonCage>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    givens: Option<String>,
}

impl Killer {
    /// Reads a puzzle from one line in either form.
    pub fn from_line(line: &str) -> Result<Killer, KillerFormatError> {
        let line = line.trim();
        if line.is_empty() {
            Err(KillerFormatError::Empty)
        } else if line.starts_with('{') {
            Killer::from_json(line)
        } else {
            Killer::from_text(line)
        }
    }

    /// Reads the text form: cage map, sums, optional givens.
    pub fn from_text(line: &str) -> Result<Killer, KillerFormatError> {
        let mut parts = line.split_whitespace();
        let map = parts.next().ok_or(KillerFormatError::Empty)?;
        let sums = parts.next().ok_or(KillerFormatError::NoSums)?;
        let givens = match parts.next() {
            Some(g) => Grid::from_line(g).map_err(KillerFormatError::Givens)?,
            None => Grid::empty(),
        };
        if let Some(extra) = parts.next() {
            return Err(KillerFormatError::Trailing(extra.to_string()));
        }
        let symbols: Vec<char> = map.chars().collect();
        if symbols.len() != 81 {
            return Err(KillerFormatError::MapLength(symbols.len()));
        }
        // Cage numbers in the order of first appearance.
        let mut order: Vec<char> = Vec::new();
        let mut cells: Vec<Vec<Cell>> = Vec::new();
        for (cell, &ch) in Cell::all().zip(&symbols) {
            if !ch.is_ascii_alphanumeric() {
                return Err(KillerFormatError::MapSymbol { ch, cell });
            }
            match order.iter().position(|&o| o == ch) {
                Some(k) => cells[k].push(cell),
                None => {
                    order.push(ch);
                    cells.push(vec![cell]);
                }
            }
        }
        let sums = sums
            .split(',')
            .map(|s| match s.trim().parse::<u8>() {
                Ok(n) if (1..=45).contains(&n) => Ok(n),
                _ => Err(KillerFormatError::BadSum(s.to_string())),
            })
            .collect::<Result<Vec<u8>, _>>()?;
        if sums.len() != cells.len() {
            return Err(KillerFormatError::SumCount {
                cages: cells.len(),
                sums: sums.len(),
            });
        }
        let cages = sums.into_iter().zip(cells).map(|(s, c)| Cage::new(s, c));
        Ok(Killer::new(cages.collect(), givens)?)
    }

    /// Reads the JSON form.
    pub fn from_json(line: &str) -> Result<Killer, KillerFormatError> {
        let json: JsonKiller =
            serde_json::from_str(line).map_err(|e| KillerFormatError::Json(e.to_string()))?;
        let givens = match json.givens {
            Some(g) => Grid::from_line(&g).map_err(KillerFormatError::Givens)?,
            None => Grid::empty(),
        };
        let mut cages = Vec::with_capacity(json.cages.len());
        for (k, cage) in json.cages.into_iter().enumerate() {
            if cage.cells.is_empty() {
                return Err(KillerError::EmptyCage(k + 1).into());
            }
            let cells = cage
                .cells
                .iter()
                .map(|&i| Cell::new(i as usize).ok_or(KillerError::OffGrid(i as usize)))
                .collect::<Result<Vec<Cell>, _>>()?;
            let sum = u8::try_from(cage.sum)
                .ok()
                .filter(|s| (1..=45).contains(s))
                .ok_or_else(|| KillerFormatError::BadSum(cage.sum.to_string()))?;
            cages.push(Cage::new(sum, cells));
        }
        Ok(Killer::new(cages, givens)?)
    }

    /// The text form; refused for more cages than it has symbols.
    pub fn to_text(&self) -> Result<String, KillerFormatError> {
        if self.cages.len() > MAX_TEXT_CAGES {
            return Err(KillerFormatError::TooManyCages(self.cages.len()));
        }
        // Cages are kept in the order of their first cell, which is their order of appearance.
        let map: String = self
            .cage_of
            .iter()
            .map(|&k| char::from(SYMBOLS[usize::from(k)]))
            .collect();
        let sums: Vec<String> = self.cages.iter().map(|c| c.sum.to_string()).collect();
        let mut out = format!("{map} {}", sums.join(","));
        if self.givens.n_filled() > 0 {
            out.push(' ');
            out.push_str(&self.givens.to_line());
        }
        Ok(out)
    }

    /// The JSON form, on one line, with the givens always written.
    pub fn to_json(&self) -> String {
        let json = JsonKiller {
            cages: self
                .cages
                .iter()
                .map(|c| JsonCage {
                    sum: u32::from(c.sum),
                    cells: c.cells.iter().map(|c| c.index() as u32).collect(),
                })
                .collect(),
            givens: Some(self.givens.to_line()),
        };
        serde_json::to_string(&json).unwrap_or_default()
    }
}
