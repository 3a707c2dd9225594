//! [`Notices`]: the messages waiting to be shown to the player, once each, oldest first.

/// The messages waiting to be shown once (the same message is never queued twice).
#[derive(Debug, Default)]
pub struct Notices {
    queue: Vec<String>,
}

impl Notices {
    /// Queues `message` unless it is already waiting.
    pub fn push(&mut self, message: String) {
        if !self.queue.contains(&message) {
            self.queue.push(message);
        }
    }

    /// The message to show now, if any.
    pub fn current(&self) -> Option<&str> {
        self.queue.first().map(String::as_str)
    }

    /// The player read the current message.
    pub fn dismiss(&mut self) {
        if !self.queue.is_empty() {
            self.queue.remove(0);
        }
    }
}
