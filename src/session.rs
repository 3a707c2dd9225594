//! The running game: history, UI state and clock; player input in, outcome out.
