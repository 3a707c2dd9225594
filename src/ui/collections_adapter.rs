//! The `CollectionsAdapter` global: the list of collections, the puzzles of the one open, the
//! puzzle files found in the export folder, the file picker's folder and rows, and the import that
//! brings a file in, run off the UI thread with its progress redrawn while it runs.

use super::app_adapter::Jobs;
use super::{
    AppWindow, CollectedData, CollectionData, CollectionsAdapter, Forward, PickerEntry, PickerKind,
    Shared,
};
use crate::app::AppModel;
use crate::app::collections::{EntryKind, ImportError, ImportJob, Imported};
use slint::{ComponentHandle, ModelRc, SharedString, VecModel};
use std::rc::Rc;
use std::sync::{Arc, Mutex};

/// How often the window is redrawn while an import runs, so its progress moves.
const PROGRESS_EVERY: std::time::Duration = std::time::Duration::from_millis(200);

/// The file an import read, and what came of it, waiting for the UI thread.
type Pending = Arc<Mutex<Option<(String, Result<Imported, ImportError>)>>>;

/// Starts imports and hands their results to the model.
#[derive(Clone)]
pub(crate) struct Importer {
    model: Shared,
    jobs: Jobs,
    pending: Pending,
    ticks: Rc<slint::Timer>,
}

impl Importer {
    /// Runs `job` (none: nothing to do but redraw, a notice may say why).
    pub(crate) fn start(&self, job: Option<ImportJob>) {
        let Some(job) = job else {
            self.jobs.refresh();
            return;
        };
        let jobs = self.jobs.clone();
        self.ticks
            .start(slint::TimerMode::Repeated, PROGRESS_EVERY, move || {
                jobs.refresh()
            });
        let file = job.path().file_name().map_or_else(
            || job.path().display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        );
        let pending = self.pending.clone();
        self.jobs.spawn(
            move || {
                let result = job.run();
                if let Ok(mut p) = pending.lock() {
                    *p = Some((file, result));
                }
            },
            |w| w.global::<CollectionsAdapter>().invoke_import_done(),
        );
        self.jobs.refresh();
    }

    /// Imports the file at `path` (given on the command line).
    pub(crate) fn import(&self, path: std::path::PathBuf) {
        let job = self.model.borrow_mut().begin_import(path);
        self.start(job);
    }
}

/// Wires the rows, the files found and the end of an import to the model.
pub(crate) fn connect(window: &AppWindow, forward: &Forward, jobs: &Jobs) -> Importer {
    let a = window.global::<CollectionsAdapter>();
    a.on_open(forward.with(|m, i: i32| {
        if let Ok(i) = usize::try_from(i) {
            m.open_collection(i);
        }
    }));
    a.on_play(forward.with(|m, i: i32| {
        if let Ok(i) = usize::try_from(i) {
            m.play_collected(i);
        }
    }));
    let importer = Importer {
        model: forward.model().clone(),
        jobs: jobs.clone(),
        pending: Arc::new(Mutex::new(None)),
        ticks: Rc::new(slint::Timer::default()),
    };
    {
        let (pending, ticks) = (importer.pending.clone(), importer.ticks.clone());
        a.on_import_done(forward.to(move |m| {
            ticks.stop();
            if let Some((file, result)) = pending.lock().ok().and_then(|mut p| p.take()) {
                m.import_finished(&file, result);
            }
        }));
    }
    {
        let importer = importer.clone();
        a.on_import_found(move |i| {
            let job = usize::try_from(i)
                .ok()
                .and_then(|i| importer.model.borrow_mut().begin_import_found(i));
            importer.start(job);
        });
    }
    a.on_open_picker(forward.to(|m| m.open_picker()));
    {
        let importer = importer.clone();
        a.on_pick(move |i| {
            let job = usize::try_from(i)
                .ok()
                .and_then(|i| importer.model.borrow_mut().pick(i));
            importer.start(job);
        });
    }
    importer
}

/// Writes the collections, the open one's puzzles and the import's progress into the
/// `CollectionsAdapter` global.
pub fn refresh(window: &AppWindow, model: &AppModel) {
    let a = window.global::<CollectionsAdapter>();
    let screen = model.collections();
    let services = model.services();
    match model.screen() {
        crate::app::Screen::Collection => {
            let rows: Vec<CollectedData> = screen
                .puzzle_rows(services, model.playing_origin())
                .into_iter()
                .map(|r| CollectedData {
                    title: r.title.into(),
                    detail: r.detail.into(),
                    status: r.status.into(),
                    solved: r.solved,
                })
                .collect();
            if super::board::differs(&a.get_puzzles(), &rows) {
                a.set_puzzles(ModelRc::new(VecModel::from(rows)));
            }
            let (title, subtitle) = screen.heading();
            a.set_title(title.into());
            a.set_subtitle(subtitle.into());
        }
        crate::app::Screen::Picker => {
            let picker = model.picker();
            let rows: Vec<PickerEntry> = picker
                .rows()
                .into_iter()
                .map(|r| PickerEntry {
                    name: r.name.into(),
                    detail: r.detail.into(),
                    kind: match r.kind {
                        EntryKind::Up => PickerKind::Up,
                        EntryKind::Folder => PickerKind::Folder,
                        EntryKind::PuzzleFile => PickerKind::Puzzle,
                        EntryKind::OtherFile => PickerKind::Other,
                    },
                })
                .collect();
            if super::board::differs(&a.get_picker_rows(), &rows) {
                a.set_picker_rows(ModelRc::new(VecModel::from(rows)));
            }
            a.set_picker_folder(picker.folder().into());
            a.set_picker_message(picker.message().into());
            a.set_picker_more(picker.more().into());
        }
        _ => {
            let rows: Vec<CollectionData> = screen
                .rows(services)
                .into_iter()
                .map(|r| CollectionData {
                    name: r.name.into(),
                    detail: r.detail.into(),
                    progress: r.progress.into(),
                })
                .collect();
            if super::board::differs(&a.get_collections(), &rows) {
                a.set_collections(ModelRc::new(VecModel::from(rows)));
            }
            let found: Vec<SharedString> = screen
                .found()
                .iter()
                .map(|p| {
                    p.file_name()
                        .map_or_else(String::new, |n| n.to_string_lossy().into_owned())
                        .into()
                })
                .collect();
            if super::board::differs(&a.get_found(), &found) {
                a.set_found(ModelRc::new(VecModel::from(found)));
            }
            a.set_how_to(screen.how_to(model.export_dir()).into());
        }
    }
    a.set_progress(screen.import_progress().unwrap_or_default().into());
}
