//! The moves of [`AppModel`] on the collections screens: opening a collection, playing one of
//! its puzzles, importing a file into the collections, and picking that file in the picker.

use super::AppModel;
use crate::app::Screen;
use crate::app::collections::{ImportError, ImportJob, Imported};
use crate::i18n::words;
use crate::tr;
use std::path::PathBuf;

impl AppModel {
    /// Opens the collection at `index` of the list.
    pub fn open_collection(&mut self, index: usize) {
        if self.collections.open(index) {
            self.open(Screen::Collection);
        }
    }

    /// Starts the puzzle at `index` of the open collection: the game in progress resumes when it
    /// is that puzzle; another game in progress is recorded as abandoned first.
    pub fn play_collected(&mut self, index: usize) {
        let Some(puzzle) = self.collections.puzzle(index) else {
            return;
        };
        if self.playing_origin() == puzzle.info.origin.as_ref() {
            self.continue_game();
        } else {
            let work = self.collections.work(index);
            self.start(puzzle);
            // A game the file saved in progress goes on from where its player was.
            if let Some(work) = work {
                let (game, services) = self.game_mut();
                game.restore_work(work, services);
            }
        }
        // Back leads to the collection, as it does from a game resumed there.
        self.router
            .show_game_after(&[Screen::Home, Screen::Collections, Screen::Collection]);
    }

    /// After a puzzle of a collection, the collection's next puzzle (`false` when the game was
    /// not from a collection, or was its last puzzle: then a new game of its level follows).
    pub(super) fn play_next_collected(&mut self) -> bool {
        let Some(origin) = self.game.session().and_then(|s| s.info().origin.clone()) else {
            return false;
        };
        if self
            .collections
            .opened()
            .is_none_or(|c| c.name != origin.collection)
        {
            self.collections.load(&mut self.services);
            if !self.collections.open_named(&origin.collection) {
                return false;
            }
        }
        let next = self.collections.opened().and_then(|c| {
            c.puzzles
                .iter()
                .position(|p| p.givens == origin.givens)
                .map(|i| i + 1)
                .filter(|&i| i < c.puzzles.len())
        });
        match next {
            Some(i) => {
                self.play_collected(i);
                true
            }
            None => false,
        }
    }

    /// The imported puzzle of the classic game in progress, if it is one.
    pub fn playing_origin(&self) -> Option<&crate::stats::Origin> {
        self.game
            .session()
            .filter(|_| self.game.can_continue())
            .and_then(|s| s.info().origin.as_ref())
    }

    /// The collections controller (screenshots stage their scene through it).
    pub fn collections_mut(&mut self) -> &mut crate::app::CollectionsScreen {
        &mut self.collections
    }

    /// An import of the file `path` is asked for (a file found in the export folder, or given
    /// on the command line): returns the job to run off the UI thread ([`ImportJob::run`], then
    /// [`AppModel::import_finished`]). `None` while another runs, or when nothing may be written
    /// (said in a notice).
    pub fn begin_import(&mut self, path: PathBuf) -> Option<ImportJob> {
        let Some(store) = self.services.writable_store() else {
            let text = tr!("Puzzles cannot be imported: this copy of the app saves nothing.");
            self.services.notice(text.to_string());
            return None;
        };
        self.collections.begin_import(store, path)
    }

    /// The file picker.
    pub fn picker(&self) -> &crate::app::collections::FilePicker {
        &self.picker
    }

    /// The file picker (screenshots stage a folder through it).
    pub fn picker_mut(&mut self) -> &mut crate::app::collections::FilePicker {
        &mut self.picker
    }

    /// Where the picker starts when it has not been opened yet (tests use a folder of their own;
    /// the app starts in the Downloads folder, else home, else the export folder).
    pub fn set_files_dir(&mut self, dir: Option<PathBuf>) {
        self.files_dir = dir;
    }

    /// Opens the file picker over the collections: on the folder it showed last, else where the
    /// player most likely keeps files.
    pub fn open_picker(&mut self) {
        self.open(Screen::Picker);
    }

    /// The row at `index` of the picker was tapped: a folder opens in it, and a file is imported
    /// as a file found is, the collections showing its progress (the job to run is returned).
    /// While another import runs, the picker says so and stays.
    pub fn pick(&mut self, index: usize) -> Option<ImportJob> {
        self.pick_at(index, std::time::Instant::now())
    }

    /// [`AppModel::pick`] at the moment `now` (a tap within
    /// [`crate::app::collections::SETTLE`] of the list's change is not taken; tests pass a later
    /// moment).
    pub fn pick_at(&mut self, index: usize, now: std::time::Instant) -> Option<ImportJob> {
        let path = self.picker.tap(index, now)?;
        if self.collections.import_progress().is_some() {
            let text =
                tr!("Another file is being imported; this one can be opened when it is done.");
            self.picker.tell(text.to_string());
            return None;
        }
        let job = self.begin_import(path);
        if job.is_some() {
            self.open(Screen::Collections);
        }
        job
    }

    /// The import asked for at `index` of the files found in the export folder.
    pub fn begin_import_found(&mut self, index: usize) -> Option<ImportJob> {
        let path = self.collections.found().get(index)?.clone();
        self.begin_import(path)
    }

    /// An import ended: the collections are read again, the player is told what came in and what
    /// was refused, and the collection it added to opens (the first, for a file of several) unless
    /// the player went on to another screen than home.
    pub fn import_finished(&mut self, file: &str, result: Result<Imported, ImportError>) {
        self.collections.end_import();
        self.collections.load(&mut self.services);
        let imported = match result {
            Ok(imported) => imported,
            Err(e) => {
                // TRANSLATORS: {file} is a file's name; {error} says why it cannot be imported.
                let text = tr!("{file} was not imported: {error}", file = file, error = e);
                self.services.notice(text);
                return;
            }
        };
        self.services.notice(import_report(file, &imported));
        // The new collection opens when the player waited on the collections screen, or at the
        // start (a file given on the command line); a player who went to play stays there.
        let waiting = matches!(
            self.router.current(),
            Screen::Collections | Screen::Collection | Screen::Home
        );
        if !waiting {
            return;
        }
        if let Some(first) = imported.collections.first()
            && self.collections.open_named(&first.name)
        {
            self.open(Screen::Collection);
        } else if self.router.current() != Screen::Collections {
            self.open(Screen::Collections);
        }
    }
}

/// What an import did, in a sentence or two: how many puzzles came into which collections, and
/// how many were refused, with the first refusal's place and reason.
fn import_report(file: &str, imported: &Imported) -> String {
    let added: usize = imported.collections.iter().map(|c| c.added).sum();
    let names: Vec<&str> = imported
        .collections
        .iter()
        .map(|c| c.name.as_str())
        .collect();
    let mut parts = vec![if imported.collections.is_empty() {
        // TRANSLATORS: {file} is a file's name.
        tr!("{file} holds no puzzle that could be played.", file = file)
    } else if added == 0 {
        // TRANSLATORS: {names} lists collections.
        tr!(
            "Every puzzle of it was already in {names}.",
            names = words::and_list(&names)
        )
    } else {
        // TRANSLATORS: {names} lists collections.
        tr!(
            "{n} puzzle added to {names}." | "{n} puzzles added to {names}." % added,
            names = words::and_list(&names)
        )
    }];
    if imported.n_refused > 0 {
        let first = imported
            .refusals
            .first()
            .map(|r| r.to_string())
            .unwrap_or_default();
        // TRANSLATORS: {reason} is where the first refused puzzle stands and why ("line 4: …").
        parts.push(tr!(
            "{n} puzzle was refused ({reason})."
                | "{n} puzzles were refused; the first: {reason}." % imported.n_refused,
            reason = first
        ));
    }
    words::sentences(&parts)
}
