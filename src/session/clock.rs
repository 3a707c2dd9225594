//! [`Clock`]: play time that runs only while the game is in front of the player.

use std::time::{Duration, Instant};

/// Accumulated play time plus, while running, the moment it last started.
#[derive(Clone, Debug, Default)]
pub struct Clock {
    accumulated: Duration,
    since: Option<Instant>,
}

impl Clock {
    /// A stopped clock that already shows `ms` milliseconds.
    pub fn with_elapsed_ms(ms: u64) -> Clock {
        Clock {
            accumulated: Duration::from_millis(ms),
            since: None,
        }
    }

    /// Starts the clock; does nothing if it runs.
    pub fn start(&mut self) {
        if self.since.is_none() {
            self.since = Some(Instant::now());
        }
    }

    /// Stops the clock, keeping the time so far; does nothing if it is stopped.
    pub fn stop(&mut self) {
        if let Some(t) = self.since.take() {
            self.accumulated += t.elapsed();
        }
    }

    /// Whether the clock runs.
    pub fn is_running(&self) -> bool {
        self.since.is_some()
    }

    /// The time on the clock, in milliseconds.
    pub fn elapsed_ms(&self) -> u64 {
        let running = self.since.map_or(Duration::ZERO, |t| t.elapsed());
        u64::try_from((self.accumulated + running).as_millis()).unwrap_or(u64::MAX)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stopped_clock_keeps_its_time() {
        let mut c = Clock::with_elapsed_ms(1500);
        assert!(!c.is_running());
        assert_eq!(c.elapsed_ms(), 1500);
        c.start();
        assert!(c.is_running());
        std::thread::sleep(Duration::from_millis(5));
        c.stop();
        let t = c.elapsed_ms();
        assert!(t >= 1505);
        std::thread::sleep(Duration::from_millis(5));
        assert_eq!(c.elapsed_ms(), t, "a stopped clock does not move");
    }
}
