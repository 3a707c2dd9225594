//! Finished games, records, streaks and the personal best-time history (pure functions).
