//! The file picker of the collections screen: it browses the folders the app may read, one at a
//! time, so a puzzle file can be opened without a system dialog (which on Linux would need GTK or
//! a desktop portal).
//!
//! A folder shows its sub-folders first, then its files, each sorted by name whatever the case,
//! under a row that leads up to its parent. Hidden entries (a leading dot) are left out, and so is
//! anything that is neither a folder nor a plain file (a pipe or a device would never finish
//! reading). Files with a puzzle file's ending are marked; the others show too, muted, since the
//! importer reads any file by its content. At most [`MAX_LISTED`] entries are listed, so a folder
//! of 100,000 files neither stalls the screen nor fills the memory; a line says how many were left
//! out. A folder that cannot be read is said in a message, and the player stays where they were.
//! The folder last shown is remembered while the app runs.

use super::screen::PUZZLE_ENDINGS;
use crate::i18n::words;
use crate::storage::io_reason;
use crate::tr;
use std::collections::BinaryHeap;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// At most this many entries of a folder are listed (the first by the list's order).
pub const MAX_LISTED: usize = 2_000;

/// A tap this soon after the list changed is not taken: it is the second click of a double
/// click (the way folders open in a desktop's dialogs), which would otherwise open whatever
/// row the new list put under the pointer.
pub const SETTLE: Duration = Duration::from_millis(500);

/// What a row of the picker stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryKind {
    /// The way up to the parent folder.
    Up,
    /// A folder, to open.
    Folder,
    /// A file with a puzzle file's ending.
    PuzzleFile,
    /// Any other file (shown muted; the importer still reads it by its content).
    OtherFile,
}

/// One row of the picker, as the screen shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PickerRow {
    /// The entry's name (`..` for the way up).
    pub name: String,
    /// What it is: "Folder", "Puzzle file · 4.2 kB", "37 kB", "Up to Documents".
    pub detail: String,
    /// What a tap on it does.
    pub kind: EntryKind,
}

/// One folder or file of a listing.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Entry {
    // The fields in the list's order: folders first, then by name whatever the case, then by
    // the name itself so that two names differing only in case keep one order.
    file: bool,
    folded: String,
    name: String,
    // The name as the system has it (what `name` shows of a name that is not UTF-8 is not it).
    os_name: OsString,
    size: Option<u64>,
}

impl Entry {
    fn new(os_name: OsString, file: bool, size: Option<u64>) -> Entry {
        let name = os_name.to_string_lossy().into_owned();
        Entry {
            file,
            folded: name.to_lowercase(),
            name,
            os_name,
            size,
        }
    }

    fn is_puzzle_file(&self) -> bool {
        self.file
            && Path::new(&self.name)
                .extension()
                .and_then(|x| x.to_str())
                .is_some_and(|x| PUZZLE_ENDINGS.contains(&x.to_ascii_lowercase().as_str()))
    }
}

/// The entries of one folder, in the list's order, and how many more it holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listing {
    dir: PathBuf,
    entries: Vec<Entry>,
    left_out: usize,
}

/// Why a folder cannot be listed.
#[derive(Debug)]
pub struct ListError {
    dir: PathBuf,
    error: std::io::Error,
}

impl ListError {
    /// What the player reads: the folder's name and why it cannot be opened.
    pub fn text(&self) -> String {
        let folder = folder_name(&self.dir);
        match self.error.kind() {
            // TRANSLATORS: {folder} is a folder's name.
            std::io::ErrorKind::NotFound => tr!("{folder} is not there any more.", folder = folder),
            std::io::ErrorKind::PermissionDenied => tr!(
                "{folder} cannot be opened: the app is not allowed to read it.",
                folder = folder
            ),
            // TRANSLATORS: {folder} is a folder's name; {reason} is the system's, in English.
            _ => tr!(
                "{folder} cannot be opened: {reason}.",
                folder = folder,
                reason = io_reason(&self.error)
            ),
        }
    }
}

impl std::fmt::Display for ListError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.dir.display(), io_reason(&self.error))
    }
}

impl std::error::Error for ListError {}

impl Listing {
    /// Lists the folder `dir`: at most [`MAX_LISTED`] entries.
    pub fn read(dir: &Path) -> Result<Listing, ListError> {
        Listing::read_up_to(dir, MAX_LISTED)
    }

    /// Lists the folder `dir` with at most `limit` entries. Every name is looked at, but only
    /// `limit` are kept at any time, and only the files kept are asked their size.
    pub fn read_up_to(dir: &Path, limit: usize) -> Result<Listing, ListError> {
        let error = |error| ListError {
            dir: dir.to_path_buf(),
            error,
        };
        let read = std::fs::read_dir(dir).map_err(error)?;
        let found = read.filter_map(Result::ok).filter_map(|e| {
            let name = e.file_name();
            if name.as_encoded_bytes().starts_with(b".") {
                return None;
            }
            let mut kind = e.file_type().ok()?;
            if kind.is_symlink() {
                // A link counts as what it leads to; a broken one is left out.
                kind = std::fs::metadata(e.path()).ok()?.file_type();
            }
            // Neither a folder nor a plain file (a pipe, a socket, a device): left out.
            (kind.is_dir() || kind.is_file()).then(|| Entry::new(name, kind.is_file(), None))
        });
        let mut listing = Listing::arranged(dir, found, limit);
        for e in listing.entries.iter_mut().filter(|e| e.file) {
            e.size = std::fs::metadata(dir.join(&e.os_name))
                .ok()
                .map(|m| m.len());
        }
        Ok(listing)
    }

    /// A listing of `dir` made of `entries` (a name, and a file's size or `None` for a folder),
    /// arranged as a folder read from disk is: screenshots stage a fixed folder this way.
    pub fn staged(dir: &Path, entries: &[(&str, Option<u64>)]) -> Listing {
        let found = entries
            .iter()
            .filter(|(name, _)| !name.starts_with('.'))
            .map(|&(name, size)| Entry::new(name.into(), size.is_some(), size));
        Listing::arranged(dir, found, MAX_LISTED)
    }

    /// The first `limit` of `found` in the list's order, and how many more there were, keeping
    /// no more than `limit + 1` at any time.
    fn arranged(dir: &Path, found: impl Iterator<Item = Entry>, limit: usize) -> Listing {
        let mut kept: BinaryHeap<Entry> = BinaryHeap::new();
        let mut left_out = 0;
        for entry in found {
            // Once the list is full, most entries come after its last one: they are counted and
            // dropped without going through the heap.
            if kept.len() >= limit && kept.peek().is_none_or(|last| entry >= *last) {
                left_out += 1;
                continue;
            }
            kept.push(entry);
            if kept.len() > limit {
                // The last in the list's order goes.
                kept.pop();
                left_out += 1;
            }
        }
        Listing {
            dir: dir.to_path_buf(),
            entries: kept.into_sorted_vec(),
            left_out,
        }
    }

    /// The folder listed.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// How many entries the folder holds beyond those listed.
    pub fn left_out(&self) -> usize {
        self.left_out
    }

    /// The names listed, in order.
    pub fn names(&self) -> Vec<&str> {
        self.entries.iter().map(|e| e.name.as_str()).collect()
    }
}

/// A folder's name as a message names it: its last part, or the whole path for a root.
fn folder_name(dir: &Path) -> String {
    dir.file_name().map_or_else(
        || dir.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// The picker: the folder shown, the message of the last folder that could not be opened, and
/// when the list last changed.
#[derive(Clone, Debug, Default)]
pub struct FilePicker {
    listing: Option<Listing>,
    message: Option<String>,
    changed_at: Option<Instant>,
}

impl FilePicker {
    /// The picker opens at `now`: on the folder it showed last (read again), else on the first
    /// of `starts` that can be read. When the folder of last time cannot be read any more, the
    /// message says so.
    pub fn open(&mut self, starts: &[PathBuf], now: Instant) {
        self.message = None;
        let last = self.listing.as_ref().map(|l| l.dir.clone());
        let mut first_error = None;
        for dir in last.iter().chain(starts) {
            match Listing::read(dir) {
                Ok(listing) => {
                    self.show(listing, now);
                    self.message = first_error;
                    return;
                }
                Err(e) => {
                    first_error.get_or_insert_with(|| e.text());
                }
            }
        }
        self.listing = None;
        self.message =
            first_error.or_else(|| Some(tr!("There is no folder to look in.").to_string()));
        self.changed_at = Some(now);
    }

    /// Shows `listing` (screenshots stage a folder this way; the app reads one).
    pub fn show(&mut self, listing: Listing, now: Instant) {
        self.listing = Some(listing);
        self.message = None;
        self.changed_at = Some(now);
    }

    /// The folder shown, in full ("" when none could be read).
    pub fn folder(&self) -> String {
        self.listing
            .as_ref()
            .map(|l| l.dir.display().to_string())
            .unwrap_or_default()
    }

    /// The folder shown.
    pub fn dir(&self) -> Option<&Path> {
        self.listing.as_ref().map(|l| l.dir.as_path())
    }

    /// Why the last folder asked for could not be opened ("" when it could).
    pub fn message(&self) -> &str {
        self.message.as_deref().unwrap_or_default()
    }

    /// The line under a list cut short ("1,200 more entries are not listed."), else "".
    pub fn more(&self) -> String {
        match self.listing.as_ref().map(|l| l.left_out) {
            Some(n) if n > 0 => tr!(
                "{n} more entry is not listed: the list shows the first {max}."
                    | "{n} more entries are not listed: the list shows the first {max}." % n,
                max = MAX_LISTED
            ),
            _ => String::new(),
        }
    }

    /// The rows to show: the way up (when the folder has a parent), its folders, its files.
    pub fn rows(&self) -> Vec<PickerRow> {
        let Some(listing) = &self.listing else {
            return Vec::new();
        };
        let up = listing.dir.parent().map(|parent| PickerRow {
            name: "..".to_string(),
            // TRANSLATORS: the row that leads to the parent folder; {folder} is its name.
            detail: tr!("Up to {folder}", folder = folder_name(parent)),
            kind: EntryKind::Up,
        });
        let entries = listing.entries.iter().map(|e| {
            let size = e.size.map(words::file_size).unwrap_or_default();
            let (kind, detail) = if !e.file {
                (EntryKind::Folder, tr!("Folder").to_string())
            } else if e.is_puzzle_file() {
                let what = tr!("Puzzle file").to_string();
                (EntryKind::PuzzleFile, words::facts(&[what, size]))
            } else {
                (EntryKind::OtherFile, size)
            };
            PickerRow {
                name: e.name.clone(),
                detail,
                kind,
            }
        });
        up.into_iter().chain(entries).collect()
    }

    /// The row at `index` of [`FilePicker::rows`] was tapped at `now`: a folder opens (or, when it
    /// cannot be read, the message says why and the list stays), and a file is returned, to
    /// import. A tap within [`SETTLE`] of the list's last change is not taken.
    pub fn tap(&mut self, index: usize, now: Instant) -> Option<PathBuf> {
        if self
            .changed_at
            .is_some_and(|at| now.saturating_duration_since(at) < SETTLE)
        {
            return None;
        }
        let listing = self.listing.as_ref()?;
        let up = listing.dir.parent().map(Path::to_path_buf);
        let index = match (&up, index) {
            (Some(parent), 0) => {
                let parent = parent.clone();
                self.go(&parent, now);
                return None;
            }
            (Some(_), i) => i - 1,
            (None, i) => i,
        };
        let entry = listing.entries.get(index)?;
        let path = listing.dir.join(&entry.os_name);
        if entry.file {
            self.message = None;
            return Some(path);
        }
        self.go(&path, now);
        None
    }

    /// Says `text` above the list (why a tapped file cannot be opened now).
    pub fn tell(&mut self, text: String) {
        self.message = Some(text);
    }

    /// Shows the folder `dir`, or says why it cannot be opened and stays.
    fn go(&mut self, dir: &Path, now: Instant) {
        match Listing::read(dir) {
            Ok(listing) => self.show(listing, now),
            Err(e) => self.message = Some(e.text()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(dir: &Path, name: &str, bytes: usize) {
        std::fs::write(dir.join(name), vec![b'.'; bytes]).unwrap();
    }

    fn names(rows: &[PickerRow]) -> Vec<&str> {
        rows.iter().map(|r| r.name.as_str()).collect()
    }

    /// A moment long after the list last changed.
    fn later(picker: &FilePicker) -> Instant {
        picker.changed_at.unwrap() + SETTLE
    }

    #[test]
    fn folders_come_first_then_files_each_by_name_whatever_the_case_without_hidden_ones() {
        let dir = tempfile::tempdir().unwrap();
        for name in ["b-folder", "A-folder", ".hidden-folder"] {
            std::fs::create_dir(dir.path().join(name)).unwrap();
        }
        write(dir.path(), "zeta.sdm", 10);
        write(dir.path(), "Alpha.txt", 2_500);
        write(dir.path(), "beta.PDF", 0);
        write(dir.path(), ".hidden.sdm", 5);
        let listing = Listing::read(dir.path()).unwrap();
        assert_eq!(
            listing.names(),
            ["A-folder", "b-folder", "Alpha.txt", "beta.PDF", "zeta.sdm"]
        );
        assert_eq!(listing.left_out(), 0);
        let mut picker = FilePicker::default();
        picker.show(listing, Instant::now());
        let rows = picker.rows();
        assert_eq!(rows[0].kind, EntryKind::Up, "the way up comes first");
        assert_eq!(rows[0].name, "..");
        let kinds: Vec<EntryKind> = rows[1..].iter().map(|r| r.kind).collect();
        assert_eq!(
            kinds,
            [
                EntryKind::Folder,
                EntryKind::Folder,
                EntryKind::PuzzleFile,
                EntryKind::OtherFile,
                EntryKind::PuzzleFile
            ]
        );
        assert_eq!(rows[1].detail, "Folder");
        assert_eq!(rows[3].detail, "Puzzle file · 2.5 kB");
        assert_eq!(rows[4].detail, "0 B", "another file shows its size only");
        assert_eq!(rows[5].detail, "Puzzle file · 10 B");
    }

    #[test]
    fn names_differing_only_in_case_keep_one_order() {
        let staged = |names: &[&str]| {
            let entries: Vec<(&str, Option<u64>)> = names.iter().map(|&n| (n, Some(1))).collect();
            Listing::staged(Path::new("/x"), &entries).names().join(" ")
        };
        assert_eq!(staged(&["b", "B", "a"]), "a B b");
        assert_eq!(staged(&["B", "b", "a"]), "a B b");
    }

    #[test]
    fn a_huge_folder_lists_its_first_entries_and_says_how_many_are_left_out() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("zz-folder")).unwrap();
        for i in 0..30 {
            write(dir.path(), &format!("file-{i:02}.txt"), 1);
        }
        let listing = Listing::read_up_to(dir.path(), 10).unwrap();
        let mut want = vec!["zz-folder".to_string()];
        want.extend((0..9).map(|i| format!("file-{i:02}.txt")));
        assert_eq!(
            listing.names(),
            want,
            "the folder first, then the first files"
        );
        assert_eq!(listing.left_out(), 21);
        let mut picker = FilePicker::default();
        picker.show(listing, Instant::now());
        assert_eq!(
            picker.more(),
            format!("21 more entries are not listed: the list shows the first {MAX_LISTED}.")
        );
        picker.show(Listing::read(dir.path()).unwrap(), Instant::now());
        assert_eq!(picker.more(), "", "nothing is left out");
        assert_eq!(picker.rows().len(), 1 + 31);
    }

    #[test]
    fn the_whole_list_of_a_big_folder_is_never_held() {
        // 5,000 names through a list of 100: the heap never holds more than 101.
        let many = (0..5_000)
            .rev()
            .map(|i| Entry::new(format!("{i:05}").into(), true, None));
        let listing = Listing::arranged(Path::new("/x"), many, 100);
        assert_eq!(listing.entries.len(), 100);
        assert_eq!(listing.left_out(), 4_900);
        assert_eq!(listing.names()[99], "00099");
    }

    #[test]
    fn a_folder_opens_up_goes_back_and_a_file_is_returned_to_import() {
        let dir = tempfile::tempdir().unwrap();
        let sub = dir.path().join("Puzzles");
        std::fs::create_dir(&sub).unwrap();
        write(&sub, "forum.sdm", 82);
        let mut picker = FilePicker::default();
        picker.open(&[dir.path().to_path_buf()], Instant::now());
        assert_eq!(picker.dir(), Some(dir.path()));
        assert_eq!(names(&picker.rows()), ["..", "Puzzles"]);
        // A tap at once (a double click's second click) is not taken.
        let at = picker.changed_at.unwrap();
        assert_eq!(picker.tap(1, at + SETTLE / 2), None);
        assert_eq!(
            picker.dir(),
            Some(dir.path()),
            "the quick tap opened nothing"
        );
        assert_eq!(picker.tap(1, later(&picker)), None);
        assert_eq!(picker.dir(), Some(sub.as_path()));
        assert_eq!(names(&picker.rows()), ["..", "forum.sdm"]);
        assert_eq!(picker.tap(1, later(&picker)), Some(sub.join("forum.sdm")));
        assert_eq!(picker.tap(0, later(&picker)), None, "up");
        assert_eq!(picker.dir(), Some(dir.path()));
        assert_eq!(picker.tap(9, later(&picker)), None, "no such row");
        assert_eq!(picker.dir(), Some(dir.path()));
    }

    #[test]
    fn the_folder_of_last_time_is_shown_again_and_a_gone_one_is_said() {
        let home = tempfile::tempdir().unwrap();
        let sub = home.path().join("Puzzles");
        std::fs::create_dir(&sub).unwrap();
        let starts = [home.path().to_path_buf()];
        let mut picker = FilePicker::default();
        picker.open(&starts, Instant::now());
        picker.tap(1, later(&picker));
        assert_eq!(picker.dir(), Some(sub.as_path()));
        // Opened again, it is where the player left it, and sees a file put there since.
        write(&sub, "new.sdk", 1);
        picker.open(&starts, Instant::now());
        assert_eq!(picker.dir(), Some(sub.as_path()));
        assert_eq!(names(&picker.rows()), ["..", "new.sdk"]);
        assert_eq!(picker.message(), "");
        // That folder is gone: the picker starts over, and says why.
        std::fs::remove_dir_all(&sub).unwrap();
        picker.open(&starts, Instant::now());
        assert_eq!(picker.dir(), Some(home.path()));
        assert_eq!(picker.message(), "Puzzles is not there any more.");
    }

    #[test]
    fn the_first_start_that_can_be_read_is_used_and_none_is_said() {
        let there = tempfile::tempdir().unwrap();
        let gone = there.path().join("Downloads");
        let mut picker = FilePicker::default();
        picker.open(&[gone.clone(), there.path().to_path_buf()], Instant::now());
        assert_eq!(picker.dir(), Some(there.path()));
        let mut lost = FilePicker::default();
        lost.open(&[gone], Instant::now());
        assert_eq!(lost.dir(), None);
        assert_eq!(lost.folder(), "");
        assert!(lost.rows().is_empty());
        assert_eq!(lost.message(), "Downloads is not there any more.");
        assert_eq!(lost.tap(0, Instant::now() + SETTLE * 2), None);
        let mut none = FilePicker::default();
        none.open(&[], Instant::now());
        assert_eq!(none.message(), "There is no folder to look in.");
    }

    #[test]
    fn a_folder_gone_since_it_was_listed_keeps_the_player_where_they_were() {
        let dir = tempfile::tempdir().unwrap();
        let sub = dir.path().join("Old");
        std::fs::create_dir(&sub).unwrap();
        let mut picker = FilePicker::default();
        picker.open(&[dir.path().to_path_buf()], Instant::now());
        std::fs::remove_dir(&sub).unwrap();
        assert_eq!(picker.tap(1, later(&picker)), None);
        assert_eq!(picker.dir(), Some(dir.path()));
        assert_eq!(
            names(&picker.rows()),
            ["..", "Old"],
            "the list stays as it was"
        );
        assert_eq!(picker.message(), "Old is not there any more.");
    }

    #[cfg(unix)]
    #[test]
    fn a_folder_that_may_not_be_read_is_said_and_the_player_stays() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let locked = dir.path().join("Locked");
        std::fs::create_dir(&locked).unwrap();
        std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o000)).unwrap();
        // Where permissions do not hold (running as root), there is nothing to see.
        let readable = std::fs::read_dir(&locked).is_ok();
        let mut picker = FilePicker::default();
        picker.open(&[dir.path().to_path_buf()], Instant::now());
        picker.tap(1, later(&picker));
        std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o755)).unwrap();
        if readable {
            return;
        }
        assert_eq!(picker.dir(), Some(dir.path()));
        assert_eq!(
            picker.message(),
            "Locked cannot be opened: the app is not allowed to read it."
        );
        // The next folder that opens clears the message.
        picker.tap(1, later(&picker));
        assert_eq!(picker.dir(), Some(locked.as_path()));
        assert_eq!(picker.message(), "");
    }

    #[cfg(unix)]
    #[test]
    fn links_count_as_what_they_lead_to_and_pipes_and_broken_links_are_left_out() {
        let dir = tempfile::tempdir().unwrap();
        let target = tempfile::tempdir().unwrap();
        write(target.path(), "in-there.sdm", 1);
        std::os::unix::fs::symlink(target.path(), dir.path().join("linked")).unwrap();
        std::os::unix::fs::symlink(dir.path().join("nowhere"), dir.path().join("broken")).unwrap();
        write(dir.path(), "real.sdm", 3);
        std::os::unix::fs::symlink(dir.path().join("real.sdm"), dir.path().join("alias.sdm"))
            .unwrap();
        let fifo = dir.path().join("pipe.sdm");
        // (Without mkfifo there is no pipe, and the list is the same.)
        let _ = std::process::Command::new("mkfifo").arg(&fifo).status();
        let listing = Listing::read(dir.path()).unwrap();
        assert_eq!(listing.names(), ["linked", "alias.sdm", "real.sdm"]);
        let mut picker = FilePicker::default();
        picker.show(listing, Instant::now());
        assert_eq!(picker.rows()[2].detail, "Puzzle file · 3 B");
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_name_that_is_not_utf8_shows_as_it_can_and_still_opens() {
        use std::os::unix::ffi::OsStrExt;
        let dir = tempfile::tempdir().unwrap();
        let name = std::ffi::OsStr::from_bytes(b"caf\xe9.sdm");
        std::fs::write(dir.path().join(name), "x").unwrap();
        let mut picker = FilePicker::default();
        picker.open(&[dir.path().to_path_buf()], Instant::now());
        assert_eq!(names(&picker.rows()), ["..", "caf\u{fffd}.sdm"]);
        let path = picker.tap(1, later(&picker)).unwrap();
        assert_eq!(path, dir.path().join(name));
        assert!(path.is_file());
    }

    #[test]
    fn a_folder_at_the_root_has_no_way_up() {
        let mut picker = FilePicker::default();
        let root = Path::new("/");
        picker.show(
            Listing::staged(root, &[("home", None), (".secret", Some(1))]),
            Instant::now(),
        );
        assert_eq!(names(&picker.rows()), ["home"]);
    }
}
