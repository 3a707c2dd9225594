//! [`Message`]: the game screen's short message ("Select an empty cell first", "2 digits are
//! wrong."). It goes by itself a few seconds after it was shown, or at the player's next action.

use std::time::{Duration, Instant};

/// How long a message stays before it goes by itself: long enough to read a line, short enough
/// that a refusal does not stay over the pad after the player has moved on.
pub const MESSAGE_TIME: Duration = Duration::from_secs(4);

/// The message shown now (none when empty), and when it was shown.
#[derive(Clone, Debug, Default)]
pub struct Message {
    text: String,
    shown_at: Option<Instant>,
}

impl Message {
    /// The text shown now; empty when there is none.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Shows `text` from now on, for [`MESSAGE_TIME`].
    pub fn show(&mut self, text: String) {
        self.text = text;
        self.shown_at = Some(Instant::now());
    }

    /// Takes the message away.
    pub fn clear(&mut self) {
        self.text.clear();
        self.shown_at = None;
    }

    /// Takes the message away once it has been shown for [`MESSAGE_TIME`] at `now`; whether it
    /// went just now.
    pub fn expire(&mut self, now: Instant) -> bool {
        match self.shown_at {
            Some(at) if now.saturating_duration_since(at) >= MESSAGE_TIME => {
                self.clear();
                true
            }
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_goes_after_its_time_and_not_before() {
        let mut m = Message::default();
        assert!(
            !m.expire(Instant::now() + MESSAGE_TIME),
            "nothing to take away"
        );
        m.show("Select an empty cell first".into());
        let shown = Instant::now();
        assert!(!m.expire(shown + MESSAGE_TIME / 2));
        assert_eq!(m.text(), "Select an empty cell first");
        assert!(m.expire(shown + MESSAGE_TIME + Duration::from_millis(1)));
        assert_eq!(m.text(), "");
        assert!(!m.expire(shown + MESSAGE_TIME * 2), "it went once");
    }
}
