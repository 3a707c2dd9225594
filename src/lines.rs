//! The 4×4 line puzzle: 10 correct and 6 wrong tiles, exactly one full line of correct tiles.
