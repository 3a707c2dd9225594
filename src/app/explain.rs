//! The Explain screen's controller: the walk through a solution it shows, worked out off the UI
//! thread. Opening it gives an [`ExplainJob`] to run on a worker; each step the job finds comes
//! back through a channel and joins the walk at the next [`ExplainScreen::poll`], so the first
//! step shows as soon as it is known while the rest are still being found.

use crate::session::{Explain, Found, walk, walk_killer};
use crate::sudoku::Grid;
use crate::sudoku::killer::Killer;
use std::sync::Arc;
use std::sync::mpsc::{Receiver, Sender, channel};

/// The walk the Explain screen shows, and where its steps come from.
#[derive(Debug, Default)]
pub struct ExplainScreen {
    walk: Option<Explain>,
    // The steps of the walk's job, while it runs. A walk opened later has a channel of its own,
    // so nothing of an earlier walk's job can join it.
    found: Option<Receiver<Found>>,
}

/// The work of finding a walk's steps, to run off the UI thread.
#[derive(Debug)]
pub struct ExplainJob {
    givens: Grid,
    // A Killer's cages: its walk is the Killer ladder's.
    killer: Option<Arc<Killer>>,
    found: Sender<Found>,
}

impl ExplainJob {
    /// Finds the steps one by one and sends each to the screen, calling `notify` after each so
    /// the UI can take it in. Stops early when the walk it works for was closed or replaced.
    pub fn run(self, notify: impl Fn()) {
        let each = |found| {
            let wanted = self.found.send(found).is_ok();
            notify();
            wanted
        };
        match &self.killer {
            Some(k) => walk_killer(k, each),
            None => walk(&self.givens, each),
        }
    }
}

impl ExplainScreen {
    /// Opens the walk through the solution of `givens`, with no step known yet; returns the job
    /// that finds them.
    pub fn open(&mut self, givens: &Grid) -> ExplainJob {
        let (send, receive) = channel();
        self.walk = Some(Explain::new(givens));
        self.found = Some(receive);
        ExplainJob {
            givens: *givens,
            killer: None,
            found: send,
        }
    }

    /// Opens the walk through the solution of the Killer `k`, as [`ExplainScreen::open`] does.
    pub fn open_killer(&mut self, k: Arc<Killer>) -> ExplainJob {
        let (send, receive) = channel();
        self.walk = Some(Explain::new_killer(Arc::clone(&k)));
        self.found = Some(receive);
        ExplainJob {
            givens: *k.givens(),
            killer: Some(k),
            found: send,
        }
    }

    /// Takes in the steps found since the last poll; returns whether any came.
    pub fn poll(&mut self) -> bool {
        let (Some(walk), Some(found)) = (&mut self.walk, &self.found) else {
            return false;
        };
        let mut any = false;
        for f in found.try_iter() {
            walk.take(f);
            any = true;
        }
        if walk.is_complete() {
            self.found = None;
        }
        any
    }

    /// The walk, if one was opened.
    pub fn walk(&self) -> Option<&Explain> {
        self.walk.as_ref()
    }

    /// The walk, to step through.
    pub fn walk_mut(&mut self) -> Option<&mut Explain> {
        self.walk.as_mut()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const EASY: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn steps_found_on_a_worker_join_the_walk_and_an_old_job_joins_nothing() {
        let g = Grid::from_line(EASY).unwrap();
        let mut screen = ExplainScreen::default();
        let job = screen.open(&g);
        assert!(!screen.poll(), "nothing before the job runs");
        assert!(screen.walk().unwrap().view().pending);
        let worker = std::thread::spawn(move || job.run(|| {}));
        worker.join().unwrap();
        assert!(screen.poll());
        let walk = screen.walk().unwrap();
        assert!(walk.is_complete());
        assert_eq!(walk.len(), Explain::of(&g).len());

        // A walk opened while another's job runs: the old job stops at its next step, and its
        // steps never join the new walk.
        let old = screen.open(&g);
        let new = screen.open(&g);
        let sent = std::cell::Cell::new(0);
        old.run(|| sent.set(sent.get() + 1));
        assert_eq!(
            sent.get(),
            1,
            "the old job stops once nobody wants its steps"
        );
        assert!(!screen.poll());
        new.run(|| {});
        assert!(screen.poll());
        assert_eq!(screen.walk().unwrap().len(), Explain::of(&g).len());
    }
}
