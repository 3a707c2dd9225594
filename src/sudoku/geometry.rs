//! The board's geometry, stated once: which cells form each house and which cells see each other.
//!
//! Cells are indexed 0..81 row-major: `row = i / 9`, `col = i % 9`,
//! `box = (row / 3) * 3 + col / 3`. Houses are indexed 0..27: rows 0..9, columns 9..18 and
//! boxes 18..27, each numbered from 0 within its kind. Every table is built at compile time from
//! [`cell_houses`], so [`Cell`](super::Cell), [`House`](super::House) and the solving techniques
//! all read the same numbers.

/// Index of the first column house.
pub(super) const FIRST_COL: usize = 9;
/// Index of the first box house.
pub(super) const FIRST_BOX: usize = 18;

/// The six orders of three lines of a band (or stack), or of three bands (or stacks).
pub(super) const ORDERS_OF_THREE: [[u8; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// The house indices (row, column, box) of the cell with index `i`, by the coordinate convention.
pub(super) const fn cell_houses(i: usize) -> [u8; 3] {
    let (row, col) = (i / 9, i % 9);
    [
        row as u8,
        (FIRST_COL + col) as u8,
        (FIRST_BOX + (row / 3) * 3 + col / 3) as u8,
    ]
}

/// The three house indices (row, column, box) of every cell.
pub(super) const CELL_HOUSES: [[u8; 3]; 81] = build_cell_houses();

/// The nine cells of each house, in row-major order.
pub(super) const HOUSE_CELLS: [[u8; 9]; 27] = build_house_cells();

/// The 20 peers of every cell (the other cells of its row, column and box), ascending.
pub(super) const PEERS: [[u8; 20]; 81] = build_peers();

const fn build_cell_houses() -> [[u8; 3]; 81] {
    let mut out = [[0u8; 3]; 81];
    let mut i = 0;
    while i < 81 {
        out[i] = cell_houses(i);
        i += 1;
    }
    out
}

// Each house lists the cells that name it, visited in row-major order.
const fn build_house_cells() -> [[u8; 9]; 27] {
    let mut out = [[0u8; 9]; 27];
    let mut filled = [0usize; 27];
    let mut i = 0;
    while i < 81 {
        let hs = cell_houses(i);
        let mut k = 0;
        while k < 3 {
            let h = hs[k] as usize;
            out[h][filled[h]] = i as u8;
            filled[h] += 1;
            k += 1;
        }
        i += 1;
    }
    out
}

const fn build_peers() -> [[u8; 20]; 81] {
    let mut out = [[0u8; 20]; 81];
    let mut i = 0;
    while i < 81 {
        let mut n = 0;
        let mut j = 0;
        while j < 81 {
            if sees(i, j) {
                out[i][n] = j as u8;
                n += 1;
            }
            j += 1;
        }
        i += 1;
    }
    out
}

/// Whether the cells with indices `a` and `b` differ and share a house. Both must be below 81.
pub(super) const fn sees(a: usize, b: usize) -> bool {
    let (p, q) = (CELL_HOUSES[a], CELL_HOUSES[b]);
    a != b && (p[0] == q[0] || p[1] == q[1] || p[2] == q[2])
}

/// Whether the cell with index `i` lies in house `h`. `i` must be below 81.
pub(super) const fn in_house(i: usize, h: usize) -> bool {
    let hs = CELL_HOUSES[i];
    hs[0] as usize == h || hs[1] as usize == h || hs[2] as usize == h
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn houses_follow_the_convention() {
        assert_eq!(HOUSE_CELLS[0], [0, 1, 2, 3, 4, 5, 6, 7, 8]);
        assert_eq!(
            HOUSE_CELLS[FIRST_COL + 2],
            [2, 11, 20, 29, 38, 47, 56, 65, 74]
        );
        assert_eq!(
            HOUSE_CELLS[FIRST_BOX + 4],
            [30, 31, 32, 39, 40, 41, 48, 49, 50]
        );
        for (i, houses) in CELL_HOUSES.iter().enumerate() {
            let (r, c) = (i / 9, i % 9);
            assert_eq!(
                *houses,
                [r as u8, (9 + c) as u8, (18 + r / 3 * 3 + c / 3) as u8]
            );
            for &h in houses {
                assert!(HOUSE_CELLS[usize::from(h)].contains(&(i as u8)));
                assert!(in_house(i, usize::from(h)));
            }
        }
    }

    #[test]
    fn peers_are_the_cells_seen() {
        for (i, peers) in PEERS.iter().enumerate() {
            let seen: Vec<u8> = (0..81).filter(|&j| sees(i, j)).map(|j| j as u8).collect();
            assert_eq!(seen, peers.to_vec());
            assert!(!sees(i, i));
        }
        assert!(sees(0, 20) && sees(0, 72) && !sees(0, 30));
    }
}
