//! Builds the Killer practice positions (`src/sudoku/bank/killer_practice.txt`, format in
//! `src/sudoku/killer/practice.rs`): for each of Killer's own techniques, positions of generated
//! Killers where it is the Killer ladder's next step, every earlier step made.
//!
//! Usage: `cargo run --release --no-default-features --example build_killer_practice -- [--per N]
//! [--seed S] [--out FILE]` (defaults: 40 positions a technique, seed 1, the shipped file).
//!
//! Killers are made level by level, Easy to Expert (the innie-outie difference comes only at
//! Expert), each solved by the Killer ladder; of every technique still short, one of its steps in
//! the solve is drawn and the position before it kept, so a technique's positions come from as
//! many puzzles as there are positions. A cage combination that only reads a one-cell cage is
//! left out: it teaches nothing. Positions are distinct by their line. The same seed gives the
//! same file.

use rand::SeedableRng;
use rand::seq::IndexedRandom;
use rand_chacha::ChaCha8Rng;
use std::collections::HashSet;
use sudoku_lines::sudoku::killer::{
    KILLER_LEVELS, KillerTechnique, Side, generate_killer_level_with_rng, practice::entry_line,
};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    let per: usize = value("--per").and_then(|v| v.parse().ok()).unwrap_or(40);
    let seed: u64 = value("--seed").and_then(|v| v.parse().ok()).unwrap_or(1);
    let out = value("--out").unwrap_or_else(|| "src/sudoku/bank/killer_practice.txt".into());
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut kept: Vec<Vec<String>> = vec![Vec::new(); KillerTechnique::OWN.len()];
    let mut seen = HashSet::new();
    for level in KILLER_LEVELS {
        let mut made = 0;
        // The techniques this level is the first to need, or that are still short.
        while kept.iter().any(|k| k.len() < per) && made < 20 * per {
            let short: Vec<usize> = (0..kept.len()).filter(|&i| kept[i].len() < per).collect();
            let wanted_here = short
                .iter()
                .any(|&i| KillerTechnique::OWN[i].level() <= level);
            if !wanted_here {
                break;
            }
            let Some(p) = generate_killer_level_with_rng(&mut rng, level) else {
                break;
            };
            made += 1;
            let path = p.puzzle.solve_by_logic();
            for &i in &short {
                let t = KillerTechnique::OWN[i];
                let steps: Vec<_> = path
                    .steps
                    .iter()
                    .filter(|(_, s)| s.technique == t)
                    .filter(|(_, s)| {
                        // A one-cell cage read off: nothing to practise.
                        !(t == KillerTechnique::CageCombination
                            && s.side == Side::Cage
                            && s.cages
                                .first()
                                .is_some_and(|&k| p.puzzle.cages()[k].cells().len() == 1))
                    })
                    .collect();
                let Some((before, _)) = steps.choose(&mut rng) else {
                    continue;
                };
                if let Some(line) = entry_line(t, &p.puzzle, before)
                    && seen.insert(line.clone())
                {
                    kept[i].push(line);
                }
            }
            eprintln!(
                "{level}: {made} puzzles; kept {:?}",
                kept.iter().map(Vec::len).collect::<Vec<_>>()
            );
        }
    }
    let mut text = String::from(
        "# Killer practice positions: for each of Killer's own techniques, positions of generated\n\
         # Killers where it is the Killer ladder's next step, every earlier step made.\n\
         # Format: src/sudoku/killer/practice.rs. Made by: build_killer_practice",
    );
    text += &format!(" --per {per} --seed {seed}\n");
    for lines in &kept {
        for line in lines {
            text += line;
            text.push('\n');
        }
    }
    let tmp = format!("{out}.tmp");
    let written = std::fs::write(&tmp, text).and_then(|()| std::fs::rename(&tmp, &out));
    match written {
        Ok(()) => eprintln!("wrote {out}"),
        Err(e) => {
            eprintln!("build_killer_practice: {out}: {e}");
            std::process::exit(1);
        }
    }
}
