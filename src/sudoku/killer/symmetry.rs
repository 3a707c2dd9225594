//! When two Killer puzzles are the same: the grid's eight rotations and reflections carry cages
//! to cages. (The classic game's other symmetries, swapping rows within a band or relabelling
//! digits, break a cage's shape or its sum, so they do not apply.)

use super::Killer;

/// The cell that `(r, c)` goes to under the `t`-th of the eight symmetries of the square.
fn image(t: usize, r: usize, c: usize) -> usize {
    let (r, c) = match t {
        0 => (r, c),
        1 => (c, 8 - r),
        2 => (8 - r, 8 - c),
        3 => (8 - c, r),
        4 => (r, 8 - c),
        5 => (8 - r, c),
        6 => (c, r),
        _ => (8 - c, 8 - r),
    };
    r * 9 + c
}

/// The puzzle under symmetry `t`, written as bytes that do not depend on how its cages are
/// numbered: per cell, its cage's number in order of first appearance, the cage's sum and the
/// given digit.
fn written(k: &Killer, t: usize) -> [u8; 243] {
    let mut moved = [(0u8, 0u8); 81];
    for i in 0..81 {
        let j = image(t, i / 9, i % 9);
        moved[j] = (k.cage_of[i], k.givens.values()[i]);
    }
    let mut number = [u8::MAX; 81];
    let mut next = 0u8;
    let mut out = [0u8; 243];
    for (j, &(cage, given)) in moved.iter().enumerate() {
        let n = &mut number[usize::from(cage)];
        if *n == u8::MAX {
            *n = next;
            next += 1;
        }
        out[3 * j] = *n;
        out[3 * j + 1] = k.cages[usize::from(cage)].sum;
        out[3 * j + 2] = given;
    }
    out
}

/// A 64-bit key that is the same for two puzzles exactly when one is a rotation or reflection of
/// the other (up to the rare collision of a 64-bit hash).
pub fn killer_class_key(k: &Killer) -> u64 {
    let least = (0..8).map(|t| written(k, t)).min().unwrap_or([0; 243]);
    // FNV-1a: stable across runs and platforms, unlike the standard library's hasher.
    least.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}
