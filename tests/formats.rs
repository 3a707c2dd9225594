//! The puzzle file formats: fixtures written as the other apps write them, each read to the
//! right givens, digits and notes; round trips of every writer over 1,000 puzzles; bad input,
//! each with its message, the good puzzles around it kept; the share link's QR code read back by
//! an independent decoder.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use std::path::{Path, PathBuf};
use std::process::Command;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use sudoku_lines::sudoku::formats::{
    self, Collection, Entry, EntryError, FileError, Format, MAX_FILE_BYTES, Place, QrMatrix, Target,
};
use sudoku_lines::sudoku::{Candidates, Cell, Digit, Grid};

fn fixture_path(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/formats")
        .join(name)
}

fn read_fixture(name: &str) -> Collection {
    formats::read_file(&fixture_path(name)).unwrap()
}

fn cell(row: usize, col: usize) -> Cell {
    Cell::from_row_col(row - 1, col - 1).unwrap()
}

fn mask(digits: &[u8]) -> u16 {
    digits.iter().map(|&d| 1u16 << (d - 1)).sum()
}

fn grid(line: &str) -> Grid {
    Grid::from_line_unchecked(line).unwrap()
}

/// The 81 digits (0 for empty) of a grid.
fn digits_line(g: &Grid) -> String {
    g.values().iter().map(|v| char::from(b'0' + v)).collect()
}

const P1: &str =
    "379000014060010070080009005435007000090040020000800436900700080040080050850000249";
const P2: &str =
    "070000810000318902281470005400060000690103027000090006900054681106982000057000040";
const P3: &str =
    "000020010504018972080409005000000108690103027702000000900704080146980703050030000";
const SUDOCUE: &str =
    "2..1.5..3.54...71..1.2.3.8.6.28.73.4.........1.53.98.6.2.7.1.6..81...24.7..4.2..1";

#[test]
fn opensudoku_v1_reads_the_collection_name_author_source_and_games() {
    let read = read_fixture("easy_v1.opensudoku");
    assert!(read.refusals.is_empty(), "{:?}", read.refusals);
    let got: Vec<String> = read
        .entries
        .iter()
        .map(|e| digits_line(&e.givens))
        .collect();
    assert_eq!(got, [P1, P2, P3]);
    for e in &read.entries {
        assert_eq!(e.format, Format::OpenSudoku1);
        assert_eq!(e.folder.as_deref(), Some("Sudoku Easy"));
        assert_eq!(e.author.as_deref(), Some("romario333"));
        assert_eq!(e.source.as_deref(), Some("gnome-sudoku"));
        assert!(!e.has_work());
    }
    assert_eq!(read.entries[1].place, Place::Game { n: 2, line: 12 });
}

#[test]
fn opensudoku_v2_keeps_folders_player_digits_and_notes() {
    let read = read_fixture("collection_v2.opensudoku");
    assert!(read.refusals.is_empty(), "{:?}", read.refusals);
    assert_eq!(read.entries.len(), 3);
    let [a, b, c] = &read.entries[..] else {
        unreachable!()
    };
    assert_eq!(a.format, Format::OpenSudoku2);
    assert_eq!(digits_line(&a.givens), P1, "editable cells are not givens");
    assert_eq!(a.digits.get(cell(1, 4)), Digit::new(2));
    assert_eq!(a.digits.n_filled(), 1);
    assert_eq!(a.notes[cell(1, 5).index()], mask(&[5, 6]));
    assert_eq!(a.notes[cell(1, 6).index()], mask(&[2, 6, 8]));
    assert_eq!(a.notes.iter().filter(|&&n| n != 0).count(), 2);
    assert_eq!(a.folder.as_deref(), Some("Easy & quick"));
    assert_eq!(a.note.as_deref(), Some("half done"));
    assert_eq!(digits_line(&b.givens), P3);
    assert!(!b.has_work());
    assert_eq!(b.note, None, "an empty note is no note");
    // Cell data version 1: notes as a list.
    assert_eq!(c.folder.as_deref(), Some("Old notes"));
    assert_eq!(digits_line(&c.givens), P2);
    assert_eq!(c.digits.get(cell(1, 1)), Digit::new(3));
    assert_eq!(c.notes[cell(1, 3).index()], mask(&[4, 9]));
}

#[test]
fn open_sudoku_2_v3_reads_cells_data_with_corner_and_centre_notes() {
    let read = read_fixture("open_sudoku_2_v3.opensudoku2");
    assert!(read.refusals.is_empty(), "{:?}", read.refusals);
    assert_eq!(read.entries.len(), 2);
    let e = &read.entries[0];
    assert_eq!(e.format, Format::OpenSudoku3);
    assert_eq!(digits_line(&e.givens), P2);
    assert_eq!(e.digits.get(cell(1, 1)), Digit::new(3));
    assert_eq!(
        e.notes[cell(1, 3).index()],
        mask(&[4, 9]),
        "corner 4 and centre 9"
    );
    assert_eq!(e.folder.as_deref(), Some("My puzzles"));
    assert_eq!(e.note.as_deref(), Some("from the paper"));
    assert_eq!(digits_line(&read.entries[1].givens), P3);
}

#[test]
fn sudocue_sdk_reads_its_headers() {
    let read = read_fixture("sudocue.sdk");
    assert!(read.refusals.is_empty(), "{:?}", read.refusals);
    let [e] = &read.entries[..] else {
        panic!("{:?}", read.entries)
    };
    assert_eq!(e.format, Format::Sdk);
    assert_eq!(e.givens, grid(SUDOCUE));
    assert_eq!(e.author.as_deref(), Some("Ruud"));
    assert_eq!(
        e.name.as_deref(),
        Some("A random puzzle created by SudoCue")
    );
    assert_eq!(e.source.as_deref(), Some("SudoCue"));
    assert_eq!(
        e.note.as_deref(),
        Some("Just start plugging in the numbers; 03-08-2006; Easy")
    );
}

#[test]
fn sadman_sections_keep_the_state_and_pencil_marks_apart() {
    let read = read_fixture("sadman_state.sdk");
    assert!(read.refusals.is_empty(), "{:?}", read.refusals);
    let [e] = &read.entries[..] else {
        panic!("{:?}", read.entries)
    };
    assert_eq!(e.givens, grid(SUDOCUE));
    assert_eq!(e.digits.get(cell(9, 8)), Digit::new(5));
    assert_eq!(e.digits.n_filled(), 1);
    assert_eq!(e.notes[cell(9, 2).index()], mask(&[3, 6]));
    assert_eq!(e.notes[cell(9, 3).index()], mask(&[6, 9]));
    assert_eq!(e.notes.iter().filter(|&&n| n != 0).count(), 2);
    assert_eq!(e.author.as_deref(), Some("Anonymous"));
    assert_eq!(e.source.as_deref(), Some("The Daily Paper"));
}

#[test]
fn simple_sudoku_givens_then_placed_digits_then_pencil_marks_are_one_puzzle() {
    let read = read_fixture("simple_sudoku.ss");
    assert!(read.refusals.is_empty(), "{:?}", read.refusals);
    let [e] = &read.entries[..] else {
        panic!("{:?}", read.entries)
    };
    assert_eq!(e.format, Format::Block);
    assert_eq!(
        e.givens,
        grid("8..4......65....429...8.1.67...65..8.........2..94...55.9.2...747....29......1..4")
    );
    let placed: Vec<(Cell, u8)> = Cell::all()
        .filter_map(|c| e.digits.get(c).map(|d| (c, d.get())))
        .collect();
    assert_eq!(
        placed,
        [
            (cell(2, 5), 7),
            (cell(7, 6), 4),
            (cell(9, 4), 7),
            (cell(9, 5), 9)
        ]
    );
    assert_eq!(e.notes[cell(1, 2).index()], mask(&[1, 2, 3]));
    assert_eq!(e.notes[cell(5, 2).index()], mask(&[1, 3, 4, 5, 8, 9]));
    assert_eq!(e.notes[cell(1, 1).index()], 0, "a given has no notes");
}

#[test]
fn a_hodoku_pencil_mark_grid_tells_solved_cells_from_candidates() {
    let read = read_fixture("hodoku_pm.txt");
    assert!(read.refusals.is_empty(), "{:?}", read.refusals);
    let [e] = &read.entries[..] else {
        panic!("{:?}", read.entries)
    };
    assert_eq!(e.format, Format::PencilMarks);
    assert_eq!(e.givens.get(cell(1, 1)), Digit::new(6));
    assert_eq!(e.givens.get(cell(9, 9)), Digit::new(6));
    assert_eq!(e.givens.n_filled(), 40);
    // HoDoKu's markers (`*`, `#`) before a cell are not digits.
    assert_eq!(e.notes[cell(4, 2).index()], mask(&[6, 7, 8]));
    assert_eq!(e.notes[cell(7, 3).index()], mask(&[3, 6, 7]));
    assert_eq!(e.notes[cell(2, 1).index()], mask(&[5, 7, 8]));
}

#[test]
fn hodoku_library_lines_keep_placed_digits_and_deleted_candidates() {
    let read = read_fixture("hodoku_library.txt");
    assert!(read.refusals.is_empty(), "{:?}", read.refusals);
    let [a, b] = &read.entries[..] else {
        panic!("{:?}", read.entries)
    };
    assert_eq!(
        a.givens,
        grid("81.37.6..4..18....53....8.1.73...51..65...98..84...36..5.....29...561....48792156")
    );
    assert!(!a.has_work(), "no deleted candidates, no notes");
    assert_eq!(b.givens, grid(SUDOCUE));
    assert_eq!(b.digits.get(cell(9, 8)), Digit::new(5));
    assert_eq!(b.digits.n_filled(), 1);
    let allowed = Candidates::from_grid(&b.filled());
    assert_eq!(
        b.notes[cell(9, 2).index()],
        allowed.mask(cell(9, 2)) & !mask(&[3])
    );
    assert_eq!(
        b.notes[cell(9, 3).index()],
        allowed.mask(cell(9, 3)) & !mask(&[9])
    );
    assert_eq!(b.notes[cell(1, 2).index()], allowed.mask(cell(1, 2)));
}

#[test]
fn sdm_lines_and_links_read_by_content() {
    let read = read_fixture("sudocue.sdm");
    assert_eq!(read.entries.len(), 3);
    assert!(read.entries.iter().all(|e| e.format == Format::Lines));
    assert_eq!(
        formats::write(&read.entries[..1], Target::Lines),
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"
    );
    let read = read_fixture("links.txt");
    assert!(read.refusals.is_empty(), "{:?}", read.refusals);
    let formats_read: Vec<Format> = read.entries.iter().map(|e| e.format).collect();
    assert_eq!(formats_read, [Format::SudokuWiki, Format::Link]);
    assert!(read.entries.iter().all(|e| e.givens == grid(SUDOCUE)));
    assert_eq!(
        formats::sudokuwiki_link(&read.entries[1]),
        "https://www.sudokuwiki.org/sudoku.htm?bd=200105003054000710010203080602807304000000000105309806020701060081000240700402001"
    );
}

#[test]
fn plain_lines_take_every_empty_mark_and_keep_the_rest_as_note() {
    let stars = SUDOCUE.replace('.', "*");
    let dashes = SUDOCUE.replace('.', "-");
    let zeros = SUDOCUE.replace('.', "0");
    let text = format!("# comment\n{stars} SE 2.3 easy\n\n{dashes}\n{zeros}\t#17\n");
    let read = formats::read_str(&text);
    assert!(read.refusals.is_empty(), "{:?}", read.refusals);
    assert_eq!(read.entries.len(), 3);
    assert!(read.entries.iter().all(|e| e.givens == grid(SUDOCUE)));
    assert_eq!(read.entries[0].note.as_deref(), Some("SE 2.3 easy"));
    assert_eq!(read.entries[0].place, Place::Line(2));
    assert_eq!(read.entries[1].note, None);
    assert_eq!(read.entries[2].note.as_deref(), Some("#17"));
}

#[test]
fn forum_grids_with_and_without_separators() {
    let rows: Vec<&str> = (0..9).map(|r| &SUDOCUE[r * 9..r * 9 + 9]).collect();
    let spaced: Vec<String> = rows
        .iter()
        .map(|r| {
            let c: Vec<String> = r.chars().map(String::from).collect();
            format!(
                "{} | {} | {}",
                c[..3].join(" "),
                c[3..6].join(" "),
                c[6..].join(" ")
            )
        })
        .collect();
    let text = format!(
        "Here is one:\n{}\n------+-------+------\n{}\n------+-------+------\n{}\n\n{}\n",
        spaced[..3].join("\n"),
        spaced[3..6].join("\n"),
        spaced[6..].join("\n"),
        rows.join("\n")
    );
    let read = formats::read_str(&text);
    assert_eq!(read.entries.len(), 2, "{:?}", read.refusals);
    assert!(read.entries.iter().all(|e| e.givens == grid(SUDOCUE)));
    // The chat line around the grid is refused by its line, the grids still come in.
    assert_eq!(read.refusals.len(), 1);
    assert_eq!(
        read.refusals[0].to_string(),
        "line 1: this is not a puzzle in any known format"
    );
}

#[test]
fn the_candidate_line_reads_its_position() {
    let g = grid(SUDOCUE);
    let position = Candidates::from_grid(&g);
    let read = formats::read_str(&position.to_line());
    let [e] = &read.entries[..] else {
        panic!("{:?}", read.refusals)
    };
    assert_eq!(e.format, Format::Candidates);
    assert_eq!(e.givens, g);
    assert_eq!(formats::position_of(e), position);
}

// ---- round trips ----

/// 1,000 puzzles of the shipped corpus, each with a seeded mix of work: none; the player's
/// digits (right ones, from the solution); digits and notes on every empty cell, among the
/// candidates the filled cells leave and always with the true digit; and names.
fn corpus_entries(n: usize, seed: u64) -> Vec<Entry> {
    let text = include_str!("fixtures/engine/top1465.txt");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .take(n)
        .enumerate()
        .map(|(k, line)| {
            let givens = Grid::from_line(line).unwrap();
            let solution = givens.solution().unwrap();
            let mut e = Entry::new(givens, Format::Lines, Place::Line(k + 1));
            let kind = k % 4;
            if kind >= 1 {
                let mut digits = Grid::empty();
                for c in Cell::all() {
                    if givens.get(c).is_none() && rng.random_bool(0.3) {
                        digits.set(c, solution.get(c));
                    }
                }
                e.digits = digits;
            }
            if kind >= 2 {
                let allowed = Candidates::from_grid(&e.filled());
                for c in Cell::all() {
                    if e.filled().get(c).is_none() {
                        let truth = solution.get(c).unwrap().bit();
                        e.notes[c.index()] = (allowed.mask(c) & rng.random::<u16>()) | truth;
                    }
                }
            }
            if kind == 3 {
                e.name = Some(format!("Puzzle <{k}> & \"more\""));
                e.author = Some("Ann O'Nym".to_string());
                e.source = Some("top1465".to_string());
                e.note = Some(format!("rated {k}"));
                e.folder = Some(format!("folder {}", k / 100));
            }
            e.tidy();
            e
        })
        .collect()
}

/// What survives a write and a read in `target`'s format.
fn carried(e: &Entry, target: Target) -> (Grid, Grid, [u16; 81], Vec<Option<String>>) {
    let none = [0u16; 81];
    match target {
        Target::Lines => (e.givens, Grid::empty(), none, vec![e.note.clone()]),
        Target::Ss => (e.givens, e.digits, none, vec![]),
        Target::OpenSudoku => (
            e.givens,
            e.digits,
            e.notes,
            vec![e.folder.clone(), e.name.clone(), e.note.clone()],
        ),
        Target::Sdk => (
            e.givens,
            e.digits,
            e.notes,
            vec![
                e.name.clone(),
                e.author.clone(),
                e.source.clone(),
                e.note.clone(),
            ],
        ),
        Target::HoDoKu | Target::Link => (e.givens, e.digits, e.notes, vec![]),
        Target::Candidates => {
            let p = formats::position_of(e);
            let notes = std::array::from_fn(|i| Cell::new(i).map_or(0, |c| p.mask(c)));
            (e.filled(), Grid::empty(), notes, vec![])
        }
    }
}

fn round_trip(entries: &[Entry], target: Target) -> usize {
    let text = formats::write(entries, target);
    let read = formats::read_str(&text);
    assert!(
        read.refusals.is_empty(),
        "{target:?}: {:?}",
        &read.refusals[..read.refusals.len().min(3)]
    );
    assert_eq!(read.entries.len(), entries.len(), "{target:?}");
    for (k, (before, after)) in entries.iter().zip(&read.entries).enumerate() {
        let want = carried(before, target);
        let mut got = carried(after, target);
        if target == Target::Candidates {
            // Read back, a candidate line's filled cells are all givens.
            got.0 = after.filled();
        }
        assert_eq!(got, want, "{target:?}, puzzle {k}");
    }
    read.entries.len()
}

#[test]
fn every_writer_reads_back_the_same_over_1000_puzzles() {
    let entries = corpus_entries(1000, 33);
    assert!(entries.iter().filter(|e| e.has_work()).count() >= 700);
    for target in Target::ALL {
        let n = round_trip(&entries, target);
        eprintln!("{}: {n} puzzles read back the same", target.name());
        assert_eq!(n, 1000);
    }
}

#[test]
fn each_puzzle_alone_reads_back_the_same_in_every_format() {
    // One puzzle a file, as a player exports one game.
    for e in corpus_entries(24, 7) {
        for target in Target::ALL {
            round_trip(std::slice::from_ref(&e), target);
        }
    }
}

// ---- check ----

#[test]
fn check_names_each_fault() {
    let entry = |line: &str| Entry::new(grid(line), Format::Lines, Place::Line(1));
    assert_eq!(formats::check(&entry(SUDOCUE)), Ok(grid(SUDOCUE)));
    let clash = format!("22{}", &SUDOCUE[2..]);
    assert_eq!(
        formats::check(&entry(&clash)).unwrap_err().to_string(),
        "givens clash: 2 at r1c1 and at r1c2"
    );
    assert_eq!(
        formats::check(&entry(&".".repeat(81))),
        Err(EntryError::MultipleSolutions)
    );
    let stuck = format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63));
    assert_eq!(formats::check(&entry(&stuck)), Err(EntryError::NoSolution));
    assert_eq!(
        formats::check_text(&SUDOCUE[..80]).unwrap_err().to_string(),
        "expected 81 cells, found 80"
    );
    assert_eq!(
        formats::check_text(&format!("{}x", &SUDOCUE[..80]))
            .unwrap_err()
            .to_string(),
        "the character 'x' at r9c9 is not a digit or an empty cell"
    );
    assert_eq!(
        formats::check_text(&formats::share_link(&entry(SUDOCUE)))
            .unwrap()
            .givens,
        grid(SUDOCUE)
    );
}

#[test]
fn keep_proper_moves_bad_puzzles_to_the_refusals_in_file_order() {
    let clash = format!("22{}", &SUDOCUE[2..]);
    let text = format!(
        "{SUDOCUE}\n{}\n{clash}\nnonsense\n{SUDOCUE}\n",
        ".".repeat(81)
    );
    let mut read = formats::read_str(&text);
    formats::keep_proper(&mut read);
    assert_eq!(read.entries.len(), 2);
    let refusals: Vec<String> = read.refusals.iter().map(|r| r.to_string()).collect();
    assert_eq!(
        refusals,
        [
            "line 2: the puzzle has more than one solution",
            "line 3: givens clash: 2 at r1c1 and at r1c2",
            "line 4: this is not a puzzle in any known format",
        ]
    );
}

// ---- bad input ----

#[test]
fn bad_lines_are_refused_by_line_and_the_good_ones_kept() {
    let text = format!(
        "{SUDOCUE}\n{}\n{}q{}\n{SUDOCUE}\n1.3|4.6|7.9\n",
        &SUDOCUE[..70],
        &SUDOCUE[..40],
        &SUDOCUE[41..]
    );
    let read = formats::read_str(&text);
    assert_eq!(read.entries.len(), 2);
    assert_eq!(read.entries[1].place, Place::Line(4));
    let refusals: Vec<String> = read.refusals.iter().map(|r| r.to_string()).collect();
    assert_eq!(
        refusals,
        [
            "line 2: expected 81 cells, found 70",
            "line 3: the character 'q' at r5c5 is not a digit or an empty cell",
            "line 5: the grid stops after 1 row",
        ]
    );
}

#[test]
fn a_cut_or_malformed_xml_file_keeps_the_games_before_the_fault() {
    let whole = std::fs::read_to_string(fixture_path("easy_v1.opensudoku")).unwrap();
    let cut = &whole[..whole.find(P3).unwrap() + 20];
    let read = formats::read_str(cut);
    assert_eq!(read.entries.len(), 2);
    assert_eq!(read.refusals.len(), 1);
    let message = read.refusals[0].to_string();
    assert!(
        message.starts_with("line 13: the XML is malformed"),
        "{message}"
    );

    let broken = whole.replace(&format!("<game data=\"{P2}\" />"), "<game data=\"12\" <x>");
    let read = formats::read_str(&broken);
    // The games around the broken one still come in.
    assert_eq!(read.entries.len(), 2, "{:?}", read.refusals);
    let refusals: Vec<String> = read.refusals.iter().map(|r| r.to_string()).collect();
    assert_eq!(refusals[0], "game 2 (line 12): expected 81 cells, found 2");
    assert!(
        refusals[1].starts_with("line 14: the XML is malformed"),
        "{refusals:?}"
    );

    let unclosed = whole.replace("</opensudoku>", "");
    let read = formats::read_str(&unclosed);
    assert_eq!(read.entries.len(), 3);
    assert_eq!(
        read.refusals[0].to_string(),
        "line 15: the XML is malformed: the file ends inside <opensudoku>"
    );

    let bad_game = whole.replace(P2, &P2[..80]);
    let read = formats::read_str(&bad_game);
    assert_eq!(read.entries.len(), 2);
    assert_eq!(
        read.refusals[0].to_string(),
        "game 2 (line 12): expected 81 cells, found 80"
    );

    let read = formats::read_str("<html><body>hello</body></html>");
    assert!(read.entries.is_empty());
    assert_eq!(
        read.refusals[0].to_string(),
        "line 1: the XML is not an OpenSudoku file: <html>"
    );
}

#[test]
fn binary_files_are_refused() {
    let mut png = Vec::new();
    QrMatrix::of("x").unwrap().write_png(2, &mut png).unwrap();
    assert_eq!(formats::read_bytes(&png), Err(FileError::Binary));
    let mut bytes = SUDOCUE.as_bytes().to_vec();
    bytes.push(0);
    assert_eq!(formats::read_bytes(&bytes), Err(FileError::Binary));
    assert_eq!(
        FileError::Binary.to_string(),
        "the file is not text (it holds binary data)"
    );
}

#[test]
fn a_100_mb_file_is_refused_from_its_size() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("huge.txt");
    // A sparse file: 100 MB long without writing 100 MB, and never read.
    let file = std::fs::File::create(&path).unwrap();
    file.set_len(100_000_000).unwrap();
    let err = formats::read_file(&path).unwrap_err();
    assert_eq!(
        err,
        FileError::TooLarge {
            size: 100_000_000,
            limit: MAX_FILE_BYTES
        }
    );
    assert_eq!(
        err.to_string(),
        "the file is too large: 96 MiB, and at most 16 MiB are read"
    );
    let big = vec![b'.'; MAX_FILE_BYTES as usize + 1];
    assert!(matches!(
        formats::read_bytes(&big),
        Err(FileError::TooLarge { .. })
    ));
    let missing = formats::read_file(&dir.path().join("missing.txt")).unwrap_err();
    assert!(matches!(missing, FileError::Io(_)), "{missing:?}");
}

#[test]
fn utf16_with_a_bom_and_utf8_with_a_bom_are_read() {
    let text = format!("{SUDOCUE} first\r\n{SUDOCUE}\r\n");
    let want = formats::read_str(&text);
    assert_eq!(want.entries.len(), 2);
    let mut le = vec![0xff, 0xfe];
    let mut be = vec![0xfe, 0xff];
    let mut bare = Vec::new();
    for u in text.encode_utf16() {
        le.extend(u.to_le_bytes());
        be.extend(u.to_be_bytes());
        bare.extend(u.to_le_bytes());
    }
    let mut utf8 = b"\xef\xbb\xbf".to_vec();
    utf8.extend(text.as_bytes());
    for bytes in [le, be, bare, utf8] {
        let read = formats::read_bytes(&bytes).unwrap();
        assert_eq!(read, want);
    }
    // An OpenSudoku file saved as UTF-16 by a text editor.
    let xml = std::fs::read_to_string(fixture_path("easy_v1.opensudoku")).unwrap();
    let mut le = vec![0xff, 0xfe];
    le.extend(xml.encode_utf16().flat_map(u16::to_le_bytes));
    assert_eq!(formats::read_bytes(&le).unwrap().entries.len(), 3);
    // Half a character at the end.
    let mut cut = vec![0xff, 0xfe];
    cut.extend(SUDOCUE.encode_utf16().flat_map(u16::to_le_bytes));
    cut.push(b'1');
    assert_eq!(formats::read_bytes(&cut), Err(FileError::BadUtf16));
}

#[test]
fn the_format_comes_from_the_content_not_the_name() {
    let dir = tempfile::tempdir().unwrap();
    let xml = std::fs::read(fixture_path("collection_v2.opensudoku")).unwrap();
    let misnamed = dir.path().join("puzzles.sdm");
    std::fs::write(&misnamed, &xml).unwrap();
    let read = formats::read_file(&misnamed).unwrap();
    assert_eq!(read.entries.len(), 3);
    assert!(read.entries.iter().all(|e| e.format == Format::OpenSudoku2));
}

#[test]
fn a_file_of_noise_keeps_a_bounded_list_of_refusals() {
    let noise = "not a puzzle\n".repeat(5000);
    let read = formats::read_str(&format!("{noise}{SUDOCUE}\n"));
    assert_eq!(read.entries.len(), 1);
    assert_eq!(read.refusals.len(), formats::MAX_REFUSALS);
    assert_eq!(read.n_refused(), 5000);
}

// ---- links and QR ----

#[test]
fn the_share_link_carries_digits_and_notes() {
    let e = &corpus_entries(3, 1)[2];
    assert!(e.digits.n_filled() > 0 && e.notes.iter().any(|&n| n != 0));
    let link = formats::share_link(e);
    assert!(link.starts_with("sudokulines:1:"));
    assert_eq!(link.len(), 14 + 81 + 1 + 81 + 1 + 162);
    let back = formats::check_text(&link).unwrap();
    assert_eq!(
        (back.givens, back.digits, back.notes),
        (e.givens, e.digits, e.notes)
    );
    let read = formats::read_str("sudokulines:2:123");
    assert_eq!(
        read.refusals[0].to_string(),
        "line 1: the link cannot be read: unknown version \"2\""
    );
}

/// Decodes the QR codes in a PNG with `zbarimg`; `None` when it is not installed.
fn zbar(png: &Path) -> Option<String> {
    let out = Command::new("zbarimg")
        .args(["--quiet", "--raw"])
        .arg(png)
        .output()
        .ok()?;
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    Some(
        String::from_utf8(out.stdout)
            .unwrap()
            .trim_end()
            .to_string(),
    )
}

#[test]
fn zbarimg_reads_the_qr_code_back_to_the_link_and_the_link_to_the_puzzle() {
    let dir = tempfile::tempdir().unwrap();
    for e in corpus_entries(3, 2) {
        let link = formats::share_link(&e);
        let matrix = QrMatrix::of(&link).unwrap();
        assert!(matrix.width() >= 21);
        let path = dir.path().join("qr.png");
        let mut png = Vec::new();
        matrix.write_png(6, &mut png).unwrap();
        std::fs::write(&path, png).unwrap();
        let Some(decoded) = zbar(&path) else {
            eprintln!("zbarimg is not installed (Debian: zbar-tools): QR decoding not checked");
            return;
        };
        assert_eq!(decoded, link);
        let back = formats::check_text(&decoded).unwrap();
        assert_eq!(
            (back.givens, back.digits, back.notes),
            (e.givens, e.digits, e.notes)
        );
    }
}

#[test]
fn an_empty_opensudoku_folder_names_no_game() {
    let text = format!(
        "<opensudoku version=\"2\"><folder name=\"A\" created=\"0\"/>\
         <folder name=\"B\" created=\"0\"><game data=\"{P1}\"/></folder>\
         <game data=\"{P2}\"/></opensudoku>"
    );
    let read = formats::read_str(&text);
    assert!(read.refusals.is_empty(), "{:?}", read.refusals);
    let folders: Vec<Option<&str>> = read.entries.iter().map(|e| e.folder.as_deref()).collect();
    assert_eq!(folders, [Some("B"), None]);
}

#[test]
fn pathological_files_are_refused_in_bounded_memory() {
    let deep = "<opensudoku version=\"2\">".to_string() + &"<a>".repeat(100_000);
    let read = formats::read_str(&deep);
    assert_eq!(
        read.refusals[0].to_string(),
        "line 1: the XML is malformed: the elements are nested too deeply"
    );
    let long_row = "1 ".repeat(1_000_000);
    let read = formats::read_str(&long_row);
    assert!(read.entries.is_empty());
    assert_eq!(read.n_refused(), 1);
}

#[test]
fn a_comment_apart_from_a_grid_is_no_sdk_header() {
    let rows: Vec<&str> = (0..9).map(|r| &SUDOCUE[r * 9..r * 9 + 9]).collect();
    let read = formats::read_str(&format!("#Daily puzzles\n\n{}\n", rows.join("\n")));
    let [e] = &read.entries[..] else {
        panic!("{:?}", read.refusals)
    };
    assert_eq!((e.format, e.name.as_deref()), (Format::Block, None));
    let read = formats::read_str(&format!("#DDaily\n{}\n", rows.join("\n")));
    assert_eq!(read.entries[0].name.as_deref(), Some("Daily"));
    assert_eq!(read.entries[0].format, Format::Sdk);
}
