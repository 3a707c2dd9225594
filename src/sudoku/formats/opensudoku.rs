//! OpenSudoku's XML files, read with `quick-xml` and written with its writer:
//!
//! - version 1: `<opensudoku>` with `<name>` (the collection's name, a folder here), `<author>`,
//!   `<source>` and `<game data="81 digits"/>` elements;
//! - version 2: `<opensudoku version="2">` with `<folder name="…">` elements holding
//!   `<game data="…" note="…"/>`, whose data is 81 digits or a cell string (see [`cells`]);
//! - Open Sudoku 2's file version 3: `<opensudoku2 version="3">` with
//!   `<folder folder_name="…">` and `<game cells_data="…" user_note="…"/>`.
//!
//! A malformed or cut file keeps the games read before the fault; the fault is refused with its
//! line.

mod cells;

use quick_xml::Reader;
use quick_xml::events::{BytesStart, Event};

use super::entry::{Collection, Entry, Format, Place};
use super::error::EntryError;
use crate::tr;

pub(super) use cells::write_cells;

/// How deep elements may nest (OpenSudoku's files nest three deep): deeper is refused, so that
/// a file of nothing but opening tags cannot fill the memory with their names.
const MAX_DEPTH: usize = 64;

/// The lines of byte offsets in a text, counted forward from the last offset asked (offsets come
/// in file order, so a file is scanned once, not once a game).
struct Lines<'a> {
    text: &'a [u8],
    offset: usize,
    line: usize,
}

impl Lines<'_> {
    /// The line (from 1) of byte `offset`.
    fn at(&mut self, offset: u64) -> usize {
        let end = usize::try_from(offset)
            .unwrap_or(usize::MAX)
            .min(self.text.len());
        if end < self.offset {
            // Asked for an earlier place (an error's position): count again from the start.
            self.offset = 0;
            self.line = 1;
        }
        self.line += self.text[self.offset..end]
            .iter()
            .filter(|&&b| b == b'\n')
            .count();
        self.offset = end;
        self.line
    }
}

/// The value of attribute `name` of `e`, unescaped; `None` when absent or not readable.
fn attr(e: &BytesStart<'_>, name: &str) -> Option<String> {
    e.attributes()
        .flatten()
        .find(|a| a.key.as_ref() == name)
        .and_then(|a| {
            a.normalized_value(quick_xml::XmlVersion::Implicit1_0)
                .ok()
                .map(|v| v.into_owned())
        })
}

/// Reads an OpenSudoku file's games into `out`.
pub(super) fn read(text: &str, out: &mut Collection) {
    let mut reader = Reader::from_str(text);
    let mut lines = Lines {
        text: text.as_bytes(),
        offset: 0,
        line: 1,
    };
    let mut format: Option<Format> = None;
    let mut open: Vec<String> = Vec::new();
    let mut folder: Option<String> = None;
    let (mut author, mut source): (Option<String>, Option<String>) = (None, None);
    let mut games = 0;
    loop {
        let at = reader.buffer_position();
        let event = match reader.read_event() {
            Ok(event) => event,
            Err(e) => {
                let line = lines.at(reader.error_position());
                out.refuse(Place::Line(line), EntryError::Xml(e.to_string()));
                return;
            }
        };
        let (start, empty) = match &event {
            Event::Start(e) => (Some(e), false),
            Event::Empty(e) => (Some(e), true),
            _ => (None, false),
        };
        if let Some(e) = start {
            let name = e.name().as_ref().to_string();
            let line = lines.at(at);
            match (format, name.as_str()) {
                (None, "opensudoku") => match attr(e, "version").as_deref() {
                    None | Some("1") => format = Some(Format::OpenSudoku1),
                    Some("2") => format = Some(Format::OpenSudoku2),
                    Some(v) => return unknown(out, line, tr!("version {v}", v = v)),
                },
                (None, "opensudoku2") => match attr(e, "version").as_deref() {
                    Some("3") => format = Some(Format::OpenSudoku3),
                    v => {
                        return unknown(out, line, tr!("version {v}", v = v.unwrap_or("?")));
                    }
                },
                (None, other) => return unknown(out, line, format!("<{other}>")),
                // An empty folder holds no game, and has no end tag to close it by.
                (Some(_), "folder") if !empty => {
                    folder = attr(e, "name").or_else(|| attr(e, "folder_name"));
                }
                (Some(f), "game") => {
                    games += 1;
                    let place = Place::Game { n: games, line };
                    let data = match f {
                        Format::OpenSudoku3 => attr(e, "cells_data"),
                        _ => attr(e, "data"),
                    };
                    let result = cells::read_cells(data.as_deref().unwrap_or(""), f, place);
                    match result {
                        Ok(mut entry) => {
                            entry.folder = folder.clone();
                            entry.author = author.clone();
                            entry.source = source.clone();
                            entry.note = attr(e, "note").or_else(|| attr(e, "user_note"));
                            entry.name = attr(e, "name");
                            out.push(entry);
                        }
                        Err(why) => out.refuse(place, why),
                    }
                }
                (Some(Format::OpenSudoku1), "name" | "author" | "source") if !empty => {
                    let value = reader
                        .read_text(e.name())
                        .ok()
                        .map(|t| quick_xml::escape::unescape(&t).map(|v| v.into_owned()));
                    let value = match value {
                        Some(Ok(v)) => Some(v.trim().to_string()),
                        Some(Err(err)) => {
                            out.refuse(Place::Line(line), EntryError::Xml(err.to_string()));
                            None
                        }
                        None => {
                            let line = lines.at(reader.error_position());
                            out.refuse(
                                Place::Line(line),
                                EntryError::Xml(tr!("the file ends inside <{name}>", name = name)),
                            );
                            return;
                        }
                    };
                    match name.as_str() {
                        "name" => folder = value,
                        "author" => author = value,
                        _ => source = value,
                    }
                    continue;
                }
                _ => {}
            }
            if !empty {
                if open.len() >= MAX_DEPTH {
                    out.refuse(
                        Place::Line(line),
                        EntryError::Xml(tr!("the elements are nested too deeply").to_string()),
                    );
                    return;
                }
                open.push(name);
            }
            continue;
        }
        match event {
            Event::End(e) => {
                if e.name().as_ref() == "folder" {
                    folder = None;
                }
                open.pop();
            }
            Event::Eof => {
                if let Some(name) = open.last() {
                    out.refuse(
                        Place::Line(lines.at(at)),
                        EntryError::Xml(tr!("the file ends inside <{name}>", name = name)),
                    );
                }
                return;
            }
            _ => {}
        }
    }
}

/// Refuses a file whose root is not OpenSudoku's.
fn unknown(out: &mut Collection, line: usize, what: String) {
    out.refuse(Place::Line(line), EntryError::UnknownXml(what));
}

/// Writes `entries` as an OpenSudoku version 2 file: a `<folder>` for each run of entries in the
/// same folder (named after it, or with no name), a `<game>` for each entry whose `data` is 81
/// digits, or the cell string with the player's digits and notes when there are any. The note
/// goes in `note`, the puzzle's name in `name` (which OpenSudoku ignores).
pub(super) fn write(entries: &[Entry]) -> String {
    use quick_xml::Writer;
    use quick_xml::events::{BytesDecl, BytesEnd};

    let mut w = Writer::new_with_indent(Vec::new(), b' ', 2);
    // Writing to a vector cannot fail; the results are dropped for that reason only.
    let _ = w.write_event(Event::Decl(BytesDecl::new("1.0", Some("UTF-8"), None)));
    let mut root = BytesStart::new("opensudoku");
    root.push_attribute(("version", "2"));
    let _ = w.write_event(Event::Start(root));
    let mut k = 0;
    while k < entries.len() {
        let folder = &entries[k].folder;
        let mut start = BytesStart::new("folder");
        // The writer escapes values, line breaks too (`&#10;`: a raw one would read as a blank).
        start.push_attribute(("name", folder.as_deref().unwrap_or("")));
        start.push_attribute(("created", "0"));
        let _ = w.write_event(Event::Start(start));
        while k < entries.len() && entries[k].folder == *folder {
            let e = &entries[k];
            let data = if e.has_work() {
                write_cells(e)
            } else {
                e.givens
                    .values()
                    .iter()
                    .map(|&v| char::from(b'0' + v))
                    .collect()
            };
            let mut game = BytesStart::new("game");
            game.push_attribute(("created", "0"));
            game.push_attribute(("state", if e.has_work() { "1" } else { "0" }));
            game.push_attribute(("time", "0"));
            game.push_attribute(("last_played", "0"));
            game.push_attribute(("data", data.as_str()));
            for (key, value) in [("note", &e.note), ("name", &e.name)] {
                if let Some(v) = value {
                    game.push_attribute((key, v.as_str()));
                }
            }
            let _ = w.write_event(Event::Empty(game));
            k += 1;
        }
        let _ = w.write_event(Event::End(BytesEnd::new("folder")));
    }
    let _ = w.write_event(Event::End(BytesEnd::new("opensudoku")));
    let mut text = String::from_utf8_lossy(&w.into_inner()).into_owned();
    text.push('\n');
    text
}
