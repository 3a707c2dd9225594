//! The sets of different digits that make a sum in a given number of cells: the arithmetic every
//! Killer technique starts from ("17 in two cells is 8 and 9").
//!
//! A set is a digit mask, bit `d - 1` for digit `d`, as in the classic candidates. The table of
//! all 512 sets, grouped by size and sum, is built at compile time.

/// The least sum of `size` different digits: 1 + 2 + … + size.
pub fn min_sum(size: usize) -> u32 {
    let n = size.min(9) as u32;
    n * (n + 1) / 2
}

/// The greatest sum of `size` different digits: 9 + 8 + … + (10 - size).
pub fn max_sum(size: usize) -> u32 {
    let n = size.min(9) as u32;
    n * (19 - n) / 2
}

/// Digit masks grouped by (size, sum): `SETS[START[size][sum]..START[size][sum + 1]]`.
struct Table {
    sets: [u16; 512],
    start: [[u16; 47]; 10],
}

const fn sum_of(mask: u16) -> usize {
    let mut s = 0;
    let mut d = 0;
    while d < 9 {
        if mask & (1 << d) != 0 {
            s += d + 1;
        }
        d += 1;
    }
    s
}

const fn build() -> Table {
    // Counting sort of the 512 masks by (size, sum).
    let mut count = [[0u16; 46]; 10];
    let mut m = 0;
    while m < 512 {
        count[(m as u16).count_ones() as usize][sum_of(m as u16)] += 1;
        m += 1;
    }
    let mut start = [[0u16; 47]; 10];
    let mut at = 0u16;
    let mut size = 0;
    while size < 10 {
        let mut sum = 0;
        while sum < 46 {
            start[size][sum] = at;
            at += count[size][sum];
            sum += 1;
        }
        start[size][46] = at;
        size += 1;
    }
    let mut sets = [0u16; 512];
    let mut fill = start;
    let mut m = 0;
    while m < 512 {
        let (size, sum) = ((m as u16).count_ones() as usize, sum_of(m as u16));
        sets[fill[size][sum] as usize] = m as u16;
        fill[size][sum] += 1;
        m += 1;
    }
    Table { sets, start }
}

static TABLE: Table = build();

/// Every set of `size` different digits that adds up to `sum`, as digit masks in ascending order;
/// empty when there is none.
pub fn combinations(size: usize, sum: u32) -> &'static [u16] {
    if size > 9 || sum > 45 {
        return &[];
    }
    let (size, sum) = (size, sum as usize);
    let from = usize::from(TABLE.start[size][sum]);
    let to = usize::from(TABLE.start[size][sum + 1]);
    &TABLE.sets[from..to]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sets_are_every_mask_once_with_its_size_and_sum() {
        let mut seen = vec![false; 512];
        for size in 0..=9 {
            for sum in 0..=45 {
                let sets = combinations(size, sum);
                assert!(sets.windows(2).all(|w| w[0] < w[1]));
                for &m in sets {
                    assert_eq!(m.count_ones() as usize, size);
                    assert_eq!(sum_of(m) as u32, sum);
                    assert!(!seen[m as usize]);
                    seen[m as usize] = true;
                }
                let possible = !sets.is_empty();
                assert_eq!(possible, min_sum(size) <= sum && sum <= max_sum(size));
            }
        }
        assert!(seen.iter().all(|&s| s));
        // The ones players learn by heart.
        assert_eq!(combinations(2, 17), &[0b1_1000_0000]);
        assert_eq!(combinations(2, 3), &[0b11]);
        assert_eq!(combinations(3, 6), &[0b111]);
        assert_eq!(combinations(2, 10).len(), 4);
        assert_eq!(combinations(9, 45), &[0b1_1111_1111]);
        assert!(combinations(10, 45).is_empty());
        assert!(combinations(2, 46).is_empty());
    }
}
