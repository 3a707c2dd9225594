//! The colour roles in `ui/theme.slint` meet the contrast the design promises, in both themes.
//!
//! The colours are read from the `.slint` file itself, so a colour changed there is checked here.
//! Ratios are WCAG 2 contrast ratios: (L1 + 0.05) / (L2 + 0.05) of the relative luminances.
#![allow(clippy::expect_used, clippy::panic)] // a theme the test cannot read fails loudly

use crate::contrast;

use contrast::ratio;
use std::collections::HashMap;

const THEME: &str = include_str!("../ui/theme.slint");

/// One colour role: its dark and light values.
#[derive(Clone, Copy, Debug)]
struct Role {
    dark: [u8; 3],
    light: [u8; 3],
}

fn hex(s: &str) -> Option<[u8; 3]> {
    let s = s.trim().trim_start_matches('#');
    if s.len() != 6 && s.len() != 8 {
        return None;
    }
    let byte = |i: usize| u8::from_str_radix(&s[i..i + 2], 16).ok();
    Some([byte(0)?, byte(2)?, byte(4)?])
}

/// Every `out property <color> name: dark ? #.. : #..;` (or a single colour) in the theme.
fn roles() -> HashMap<String, Role> {
    let mut map = HashMap::new();
    for line in THEME.lines() {
        let line = line.trim();
        let Some(rest) = line.strip_prefix("out property <color> ") else {
            continue;
        };
        let (name, value) = rest.split_once(':').expect("a colour line has a name");
        let value = value.trim().trim_end_matches(';');
        let role = match value.strip_prefix("dark ?") {
            Some(pair) => {
                let (d, l) = pair.split_once(':').expect("dark ? a : b");
                Role {
                    dark: hex(d).unwrap_or_else(|| panic!("{name}: bad colour {d}")),
                    light: hex(l).unwrap_or_else(|| panic!("{name}: bad colour {l}")),
                }
            }
            None => {
                let c = hex(value).unwrap_or_else(|| panic!("{name}: bad colour {value}"));
                Role { dark: c, light: c }
            }
        };
        map.insert(name.trim().to_string(), role);
    }
    map
}

/// Checks `minimum` for each (foreground, background) pair in both themes; returns the failures.
fn check(pairs: &[(&str, &str)], minimum: f64) -> Vec<String> {
    let roles = roles();
    let mut failures = Vec::new();
    for &(fg, bg) in pairs {
        let f = roles
            .get(fg)
            .unwrap_or_else(|| panic!("no colour role {fg}"));
        let b = roles
            .get(bg)
            .unwrap_or_else(|| panic!("no colour role {bg}"));
        for (theme, x, y) in [("light", f.light, b.light), ("dark", f.dark, b.dark)] {
            let r = ratio(x, y);
            if r < minimum {
                failures.push(format!(
                    "{theme}: {fg} on {bg} is {r:.2}:1, below {minimum}:1"
                ));
            }
        }
    }
    failures
}

#[test]
fn the_ratio_formula_matches_known_values() {
    assert!((ratio([0, 0, 0], [255, 255, 255]) - 21.0).abs() < 1e-9);
    assert!((ratio([255, 255, 255], [255, 255, 255]) - 1.0).abs() < 1e-9);
    // #767676 on white is the well-known 4.54:1
    assert!((ratio([0x76, 0x76, 0x76], [255, 255, 255]) - 4.54).abs() < 0.01);
}

#[test]
fn every_colour_line_of_the_theme_is_read() {
    let lines = THEME
        .lines()
        .filter(|l| l.trim().starts_with("out property <color>"))
        .count();
    assert!(lines >= 20, "only {lines} colour roles found");
    assert_eq!(roles().len(), lines);
}

#[test]
fn text_and_digits_are_at_least_4_5_to_1() {
    let pairs = [
        ("text", "background"),
        ("text", "surface"),
        ("text", "surface-alt"),
        ("text", "accent-soft"),
        ("text", "success-soft"),
        ("text-muted", "background"),
        ("text-muted", "surface"),
        ("text-muted", "surface-alt"),
        ("text-muted", "accent-soft"),
        // notes are drawn in text-muted on every empty cell's fill
        ("text-muted", "related"),
        ("text-muted", "selected"),
        ("on-accent", "accent"),
        ("accent", "surface"),
        ("accent", "background"),
        ("given", "surface"),
        ("given", "related"),
        ("given", "selected"),
        ("given", "clash-bg"),
        ("given", "accent-soft"),
        ("entry", "surface"),
        ("entry", "related"),
        ("entry", "selected"),
        ("entry", "clash-bg"),
        ("entry", "accent-soft"),
        ("on-same", "same"),
        ("error", "surface"),
        ("error", "error-bg"),
        ("error", "background"),
        ("success", "surface"),
        ("success", "success-soft"),
        ("success", "background"),
    ];
    let failures = check(&pairs, 4.5);
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn the_selected_cell_and_the_highlight_are_at_least_3_to_1_against_their_neighbours() {
    let pairs = [
        ("same", "surface"),
        ("same", "related"),
        ("selected-border", "surface"),
        ("selected-border", "related"),
        ("selected-border", "same"),
        ("selected-border", "selected"),
        ("selected-border", "error-bg"),
        ("line-thick", "surface"),
        ("line-thick", "related"),
    ];
    let failures = check(&pairs, 3.0);
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn the_row_column_and_box_shading_is_a_visible_step() {
    let failures = check(&[("related", "surface"), ("selected", "surface")], 1.2);
    assert!(failures.is_empty(), "{failures:#?}");
}

/// The tints of a hint's picture.
const TINTS: [&str; 5] = [
    "tint-unit",
    "tint-cover",
    "tint-pattern",
    "tint-pivot",
    "tint-second",
];

#[test]
fn every_digit_and_candidate_of_a_hint_picture_is_at_least_4_5_to_1_on_its_tint() {
    // Givens, entries, plain and cause candidates, crossed-out ones and placed ones.
    let inks = [
        "text",
        "text-muted",
        "given",
        "entry",
        "error",
        "success",
        "accent",
    ];
    let pairs: Vec<(&str, &str)> = TINTS
        .iter()
        .flat_map(|&t| inks.iter().map(move |&i| (i, t)))
        .collect();
    assert_eq!(pairs.len(), 35);
    let failures = check(&pairs, 4.5);
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn a_chain_s_links_are_at_least_3_to_1_on_every_cell_they_cross() {
    let mut pairs: Vec<(&str, &str)> = TINTS.iter().map(|&t| ("link", t)).collect();
    pairs.extend([
        ("link", "surface"),
        ("link", "related"),
        ("link", "selected"),
    ]);
    let failures = check(&pairs, 3.0);
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn the_picture_s_tints_are_a_visible_step_from_an_empty_cell() {
    let pairs: Vec<(&str, &str)> = TINTS.iter().map(|&t| (t, "surface")).collect();
    let failures = check(&pairs, 1.15);
    assert!(failures.is_empty(), "{failures:#?}");
}

/// The palette's colour roles, `paint-1` to `paint-8`.
fn paints() -> Vec<String> {
    (1..=8).map(|n| format!("paint-{n}")).collect()
}

#[test]
fn digits_and_notes_keep_their_contrast_on_every_colour_of_the_palette() {
    let paints = paints();
    let mut digits = Vec::new();
    let mut notes = Vec::new();
    for p in &paints {
        for ink in ["given", "entry-on-paint", "error-on-paint"] {
            digits.push((ink, p.as_str()));
        }
        // notes on a painted cell, and a coloured note's digit
        notes.push(("text", p.as_str()));
    }
    let mut failures = check(&digits, 4.5);
    failures.extend(check(&notes, 3.0));
    assert!(failures.is_empty(), "{failures:#?}");
}

/// A colour as someone with a colour-vision deficiency sees it: Machado, Oliveira and Fernandes
/// (2009), severity 1, applied in linear RGB; then CIELAB (D65), where a distance of about 2
/// is just noticeable and 10 an obvious difference.
fn seen(rgb: [u8; 3], deficiency: &[[f64; 3]; 3]) -> [f64; 3] {
    let v = rgb.map(contrast::linear);
    let [r, g, b] =
        deficiency.map(|row| (row[0] * v[0] + row[1] * v[1] + row[2] * v[2]).clamp(0.0, 1.0));
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    let f = |t: f64| {
        if t > 0.008856 {
            t.cbrt()
        } else {
            7.787 * t + 16.0 / 116.0
        }
    };
    [
        116.0 * f(y) - 16.0,
        500.0 * (f(x) - f(y)),
        200.0 * (f(y) - f(z)),
    ]
}

const VISIONS: [(&str, [[f64; 3]; 3]); 4] = [
    (
        "normal vision",
        [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
    ),
    (
        "protanopia",
        [
            [0.152286, 1.052583, -0.204868],
            [0.114503, 0.786281, 0.099216],
            [-0.003882, -0.048116, 1.051998],
        ],
    ),
    (
        "deuteranopia",
        [
            [0.367322, 0.860646, -0.227968],
            [0.280085, 0.672501, 0.047413],
            [-0.011820, 0.042940, 0.968881],
        ],
    ),
    (
        "tritanopia",
        [
            [1.255528, -0.076749, -0.178779],
            [-0.078411, 0.930809, 0.147602],
            [0.004733, 0.691367, 0.303900],
        ],
    ),
];

/// The smallest distance, under every vision and in both themes, between `colour` and each of
/// `others` (colour roles), and where it was found.
fn nearest(colour: &str, others: &[&str]) -> (f64, String) {
    let roles = roles();
    let mut smallest = (f64::MAX, String::new());
    for theme in ["light", "dark"] {
        let rgb = |name: &str| {
            let r = roles.get(name).unwrap_or_else(|| panic!("no {name}"));
            if theme == "light" { r.light } else { r.dark }
        };
        for (vision, m) in &VISIONS {
            for &b in others {
                let (x, y) = (seen(rgb(colour), m), seen(rgb(b), m));
                let e =
                    ((x[0] - y[0]).powi(2) + (x[1] - y[1]).powi(2) + (x[2] - y[2]).powi(2)).sqrt();
                if e < smallest.0 {
                    smallest = (e, format!("{theme}, {vision}: {colour} and {b}"));
                }
            }
        }
    }
    smallest
}

#[test]
fn the_palette_stays_apart_under_colour_blindness_and_its_pairs_are_far_apart() {
    let paints = paints();
    let paints: Vec<&str> = paints.iter().map(String::as_str).collect();
    // Each colour against the others and against the fills a cell has without one.
    let fills = ["surface", "related", "selected"];
    let smallest = paints
        .iter()
        .enumerate()
        .map(|(i, a)| {
            let others: Vec<&str> = paints[i + 1..].iter().copied().chain(fills).collect();
            nearest(a, &others)
        })
        .min_by(|x, y| x.0.total_cmp(&y.0))
        .unwrap_or_default();
    // The two pairs of opposites: the two sides of a chain.
    let opposites = [
        nearest("paint-1", &["paint-2"]),
        nearest("paint-3", &["paint-4"]),
    ]
    .into_iter()
    .min_by(|x, y| x.0.total_cmp(&y.0))
    .unwrap_or_default();
    // The fill of the cells where the highlighted digit is a note, around a painted inset.
    let others: Vec<&str> = paints.iter().copied().chain(fills).collect();
    let candidate = nearest("candidate", &others);
    println!(
        "smallest difference {:.1} ({}); between opposites {:.1} ({}); the candidate fill {:.1} ({})",
        smallest.0, smallest.1, opposites.0, opposites.1, candidate.0, candidate.1
    );
    assert!(
        smallest.0 >= 10.0,
        "too close: {:.1} ({})",
        smallest.0,
        smallest.1
    );
    assert!(
        opposites.0 >= 30.0,
        "opposites too close: {:.1} ({})",
        opposites.0,
        opposites.1
    );
    assert!(
        candidate.0 >= 5.0,
        "the candidate fill is too close: {:.1} ({})",
        candidate.0,
        candidate.1
    );
}
