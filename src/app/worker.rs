//! A background worker thread, as the puzzle supply and the Killer pool run one: started once,
//! woken when there is work, told to stop when its owner goes. What it does is its owner's; this
//! is only the thread's handling, written once.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::Thread;
use std::time::{Duration, Instant};

/// A worker thread, started at most once.
#[derive(Debug, Default)]
pub struct Worker {
    thread: Mutex<Option<Thread>>,
}

impl Worker {
    /// Starts the thread named `name` running `work`, unless it was started already. Without a
    /// thread (the system gives none) nothing runs, and the owner serves without it.
    pub fn start(&self, name: &str, work: impl FnOnce() + Send + 'static) {
        let mut thread = self.thread.lock().unwrap_or_else(|e| e.into_inner());
        if thread.is_some() {
            return;
        }
        if let Ok(handle) = std::thread::Builder::new().name(name.into()).spawn(work) {
            *thread = Some(handle.thread().clone());
        }
    }

    /// Wakes the thread from a rest, if it runs.
    pub fn wake(&self) {
        if let Some(t) = &*self.thread.lock().unwrap_or_else(|e| e.into_inner()) {
            t.unpark();
        }
    }
}

/// For the worker itself: rests `delay` (woken early only to stop); returns `false` when `stop`
/// was raised meanwhile.
pub fn rest_first(delay: Duration, stop: &AtomicBool) -> bool {
    let begin = Instant::now() + delay;
    while let Some(left) = begin.checked_duration_since(Instant::now()) {
        if stop.load(Ordering::Relaxed) {
            return false;
        }
        std::thread::park_timeout(left);
    }
    !stop.load(Ordering::Relaxed)
}
