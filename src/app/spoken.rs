//! [`Spoken`]: the phrase the screen reader is told next ("5 placed in row 1, column 3"), with a
//! serial number that changes with every phrase, so the same words said twice are heard twice.
//! The UI gives it to the platform's accessibility as an announcement; this is the one place the
//! app says something without the player asking.

/// The last phrase said, and how many have been said.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Spoken {
    text: String,
    serial: u64,
}

impl Spoken {
    /// Says `text` (nothing when it is empty).
    pub fn say(&mut self, text: impl Into<String>) {
        let text = text.into();
        if text.is_empty() {
            return;
        }
        self.text = text;
        self.serial = self.serial.wrapping_add(1);
    }

    /// The last phrase said; empty before the first.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// How many phrases have been said: a new phrase has a new number.
    pub fn serial(&self) -> u64 {
        self.serial
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_phrase_has_a_new_serial_and_nothing_is_not_said() {
        let mut s = Spoken::default();
        s.say("");
        assert_eq!((s.text(), s.serial()), ("", 0));
        s.say("5 placed in row 1, column 3");
        s.say("5 placed in row 1, column 3");
        assert_eq!((s.text(), s.serial()), ("5 placed in row 1, column 3", 2));
        s.say(String::new());
        assert_eq!(s.serial(), 2, "an empty phrase leaves the last one");
    }
}
