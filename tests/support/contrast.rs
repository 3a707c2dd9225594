//! WCAG 2 contrast, shared by the tests that check colours: the theme's pairs and the board's
//! rendered cells.

/// An sRGB channel in linear light, 0 to 1.
pub fn linear(c: u8) -> f64 {
    // The rendered-board tests ask this of every pixel of many frames: each of the 256 values is
    // worked out once.
    static TABLE: std::sync::OnceLock<[f64; 256]> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| std::array::from_fn(|i| linear_of(i as u8)))[usize::from(c)]
}

fn linear_of(c: u8) -> f64 {
    let c = f64::from(c) / 255.0;
    if c <= 0.04045 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

/// The relative luminance of an sRGB colour.
pub fn luminance([r, g, b]: [u8; 3]) -> f64 {
    0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/// The contrast ratio of two colours, from 1 (the same) to 21 (black on white).
pub fn ratio(a: [u8; 3], b: [u8; 3]) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}
