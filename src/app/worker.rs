//! A background worker thread, as the puzzle supply and the Killer pool run one: started once,
//! paused and woken by its owner, told to stop when its owner goes. What it does is its owner's;
//! this is only the thread's handling, written once.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::Thread;
use std::time::{Duration, Instant};

/// A worker thread, started at most once, stopped when this is dropped.
#[derive(Debug, Default)]
pub struct Worker {
    thread: Mutex<Option<Thread>>,
    flags: Arc<Flags>,
}

/// What the owner tells its worker: pause, or stop for good.
#[derive(Debug, Default)]
pub struct Flags {
    paused: AtomicBool,
    stop: AtomicBool,
}

impl Flags {
    /// Whether the worker should rest until resumed.
    pub fn paused(&self) -> bool {
        self.paused.load(Ordering::Relaxed)
    }

    /// Whether the worker should end.
    pub fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// Rests `delay` (woken early only to stop); returns `false` when told to stop meanwhile.
    pub fn rest_first(&self, delay: Duration) -> bool {
        let begin = Instant::now() + delay;
        while let Some(left) = begin.checked_duration_since(Instant::now()) {
            if self.stopped() {
                return false;
            }
            std::thread::park_timeout(left);
        }
        !self.stopped()
    }
}

impl Worker {
    /// Starts the thread named `name` running `work` with the owner's flags, unless it was
    /// started already. Without a thread (the system gives none) nothing runs, and the owner
    /// serves without it.
    pub fn start(&self, name: &str, work: impl FnOnce(&Flags) + Send + 'static) {
        let mut thread = self.thread.lock().unwrap_or_else(|e| e.into_inner());
        if thread.is_some() {
            return;
        }
        let flags = Arc::clone(&self.flags);
        let spawned = std::thread::Builder::new()
            .name(name.into())
            .spawn(move || work(&flags));
        if let Ok(handle) = spawned {
            *thread = Some(handle.thread().clone());
        }
    }

    /// Whether the thread was started.
    pub fn is_started(&self) -> bool {
        self.thread
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .is_some()
    }

    /// Wakes the thread from a rest, if it runs.
    pub fn wake(&self) {
        if let Some(t) = &*self.thread.lock().unwrap_or_else(|e| e.into_inner()) {
            t.unpark();
        }
    }

    /// Pauses (`true`) or resumes the worker.
    pub fn set_paused(&self, paused: bool) {
        self.flags.paused.store(paused, Ordering::Relaxed);
        if !paused {
            self.wake();
        }
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        self.flags.stop.store(true, Ordering::Relaxed);
        self.wake();
    }
}
