//! The fast exact solver, private behind methods on [`Grid`].
//!
//! The state keeps, for every digit, the cells where it may still go as three 27-bit words, one per
//! band of three rows (bit `(row % 3) * 9 + col` of word `row / 3`). A cell that is solved keeps its
//! bit in the word of its digit only, so every word always describes a partial placement of one
//! digit in one band.
//!
//! Propagation repeats three steps, each only once the ones before it find nothing more:
//! - **rows**: a digit's changed band word is reduced to the mini-rows (three cells of one row
//!   inside one box) that take part in at least one way of putting the digit once in each row and
//!   once in each box of the band (a table lookup on the 9-bit mini-row occupancy); this covers
//!   pointing and claiming along rows and, with the next step, hidden singles in boxes and rows. A
//!   row of the band where the digit has a single cell left is a placed digit: the cell is marked
//!   solved and cleared from the other digits, and a box with a single column left clears that
//!   column from the digit's other bands;
//! - **cells**: cells with a single digit left (naked singles) are placed. The same pass notes the
//!   cells with exactly two candidates, where the search guesses next;
//! - **columns**: for every digit whose words changed, the same matching along the columns: in
//!   each stack, the mini-columns (three cells of one column inside one box) that take part in a
//!   way of putting the digit once in each column and once in each box of the stack. This adds
//!   hidden singles in columns and pointing and claiming along columns. It runs last because it
//!   rarely finds anything the cheaper steps did not.
//!
//! The row step finds the changed words as a bit mask and reduces them in word order, so that
//! the loop branches once per changed word rather than once per word. Three steps have a vector
//! or bit-gathering form: on x86_64 processors with AVX2 (checked at run time) the whole search
//! is compiled a second time with AVX2, BMI1/2, LZCNT and POPCNT; it compares the 27 words in four
//! vector compares, counts the candidates of the three bands' cells in one vector, and finds a
//! word's mini-rows and its rows with a single cell with bit gathers and spreads (PEXT, PDEP)
//! rather than table lookups. The portable kernel is always built and runs everywhere else,
//! including AMD processors before Zen 3, which run PEXT and PDEP in microcode, tens of cycles
//! each; it can be forced with [`with_portable_solver`] so that tests reach both; both give the
//! same results.
//!
//! Where the running time goes on hard puzzles is mostly branches the processor mispredicts and
//! waits on memory, not the instructions themselves, so the loops are written with few
//! data-dependent branches: the columns of the changed digits in one loop over their bits, the
//! guessed cell as the maximum of a key, the guessed cell's digits listed without a test each,
//! the givens' peers without a loop over the givens. The rounds of row reductions compare the
//! words again only when a round placed a digit or claimed a column that held cells, so the
//! last compare of each propagation, which would find nothing, is not made. (Keeping the words
//! in vectors and writing them only as vectors, or marking each changed word exactly instead of
//! comparing, was slower: both make each reduction wait on the one before.)
//!
//! A solved state is only accepted after all three steps found nothing more, so every digit's row
//! and column work is done. When nothing more follows, the search guesses on a cell with two
//! candidates (or the fewest) that sees the most unsolved cells, and tries each candidate in turn:
//! on hard puzzles this makes about a third as many guesses as taking the first such cell. There
//! are no time limits: every search runs to its end or to the requested number of solutions.

use super::geometry::ORDERS_OF_THREE;
use super::grid::Grid;
use super::strategy::Candidates;

/// All 27 cells of a band.
const BAND: u32 = 0x7FF_FFFF;

/// For each digit, the cells of each band where pencil marks still allow it (bits as in the
/// state's words), on top of what the givens rule out.
type Allowed = [[u32; 3]; 9];

/// Pencil marks that allow every digit everywhere: a plain grid.
const ANYWHERE: Allowed = [[BAND; 3]; 9];

/// Bit `k` set when the 3-bit group `k` of a 9-bit row is not empty.
const SHRINK: [u8; 512] = {
    let mut t = [0u8; 512];
    let mut i = 0;
    while i < 512 {
        let mut k = 0;
        while k < 3 {
            if (i >> (3 * k)) & 7 != 0 {
                t[i] |= 1 << k;
            }
            k += 1;
        }
        i += 1;
    }
    t
};

/// For a 3×3 occupancy (bit `3 * line + part`, e.g. rows against the boxes of a band, or bands
/// against the columns of a stack), the occupied bits that belong to at least one matching of the
/// three lines to the three parts; 0 when there is none.
const MATCH: [u16; 512] = {
    let mut t = [0u16; 512];
    let mut s = 0;
    while s < 512 {
        let mut keep = 0u16;
        let mut p = 0;
        while p < 6 {
            let perm = ORDERS_OF_THREE[p];
            let bits = (1 << perm[0]) | (1 << (3 + perm[1])) | (1 << (6 + perm[2]));
            if s & bits == bits {
                keep |= bits as u16;
            }
            p += 1;
        }
        t[s] = keep;
        s += 1;
    }
    t
};

/// For a 9-bit mini-row occupancy (bit `row * 3 + box`), the 27-bit mask of the mini-rows that belong
/// to at least one matching of rows to boxes using occupied mini-rows only; 0 when there is none.
const COMPLEX: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut s = 0;
    while s < 512 {
        let keep = MATCH[s];
        let mut out = 0u32;
        let mut m = 0;
        while m < 9 {
            if keep & (1 << m) != 0 {
                out |= 7 << (3 * m);
            }
            m += 1;
        }
        t[s] = out;
        s += 1;
    }
    t
};

/// The 9-bit row itself when it has exactly one bit, else 0.
const SINGLE: [u16; 512] = {
    let mut t = [0u16; 512];
    let mut i = 0;
    while i < 512 {
        if i != 0 && i & (i - 1) == 0 {
            t[i] = i as u16;
        }
        i += 1;
    }
    t
};

/// For the 9-bit set of columns where a digit may go in a band, the cells of a band in the
/// columns that are the only one left in their box (which the digit's other bands lose).
const COLUMN_SINGLE: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut i = 0;
    while i < 512 {
        let mut k = 0;
        while k < 3 {
            let g = (i >> (3 * k)) & 7;
            if g != 0 && g & (g - 1) == 0 {
                t[i] |= column_mask((g << (3 * k)) as u32);
            }
            k += 1;
        }
        i += 1;
    }
    t
};

/// For a cell of a band (0..27), the other cells of its row and box in the band.
const ROW_BOX: [u32; 32] = {
    let mut t = [0u32; 32];
    let mut p = 0;
    while p < 27 {
        let row = p / 9;
        let bx = (p % 9) / 3;
        let row_mask = 0x1FFu32 << (9 * row);
        let box_mask = 0x1C0E07u32 << (3 * bx);
        t[p] = (row_mask | box_mask) & !(1 << p);
        p += 1;
    }
    t
};

/// For each word `3 * digit + band`: its band, its digit and the digit's words in the two other
/// bands (one table load instead of divisions by three).
const WORDS: [[u8; 4]; 27] = {
    let mut t = [[0u8; 4]; 27];
    let mut idx = 0;
    while idx < 27 {
        let (digit, band) = (idx / 3, idx % 3);
        t[idx] = [
            band as u8,
            digit as u8,
            (3 * digit + (band + 1) % 3) as u8,
            (3 * digit + (band + 2) % 3) as u8,
        ];
        idx += 1;
    }
    t
};

/// The cells of a band whose column is set in the 9-bit `cols`.
#[inline(always)]
const fn column_mask(cols: u32) -> u32 {
    cols | (cols << 9) | (cols << 18)
}

/// The 9-bit set of columns a band word uses.
#[inline(always)]
fn columns_of(w: u32) -> u32 {
    (w | (w >> 9) | (w >> 18)) & 0x1FF
}

/// The steps of propagation that have a vector form on some processors. Each kernel gives the
/// same results; only the speed differs.
///
/// A kernel is a value that can only be had where it runs: holding one is the proof that the
/// processor has what its code needs.
trait Kernel: Copy {
    /// The words of `cand` that differ from the same word of `seen` (bit `idx`).
    fn changed_words(self, cand: &[u32; 27], seen: &[u32; 27]) -> u32;

    /// `given[3 * value + band]`: the cells of the band that hold `value`, for values 1 to 9
    /// (words 0..3 are left empty).
    fn givens(self, values: &[u8; 81]) -> [u32; 30];

    /// The values of the cells of a solved state's words (`cand[3 * digit + band]`).
    fn values(self, cand: &[u32; 27]) -> [u8; 81];

    /// For each band, the cells with at least one, at least two and at least three candidates.
    fn candidate_counts(self, cand: &[u32; 27]) -> Counts;

    /// The mini-rows a band word occupies, as 9 bits (bit `row * 3 + box`).
    #[inline(always)]
    fn mini_rows(self, w: u32) -> u32 {
        u32::from(SHRINK[(w & 0x1FF) as usize])
            | u32::from(SHRINK[((w >> 9) & 0x1FF) as usize]) << 3
            | u32::from(SHRINK[((w >> 18) & 0x1FF) as usize]) << 6
    }

    /// The cells of a band word that are alone in their row; `w` has a cell in every row.
    #[inline(always)]
    fn row_singles(self, w: u32) -> u32 {
        u32::from(SINGLE[(w & 0x1FF) as usize])
            | u32::from(SINGLE[((w >> 9) & 0x1FF) as usize]) << 9
            | u32::from(SINGLE[((w >> 18) & 0x1FF) as usize]) << 18
    }
}

/// What [`Kernel::candidate_counts`] finds: for each band, the cells where at least one, at least
/// two and at least three digits may go.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Counts {
    /// Cells with one candidate or more.
    one: [u32; 3],
    /// Cells with two candidates or more.
    two: [u32; 3],
    /// Cells with three candidates or more.
    three: [u32; 3],
}

/// Plain Rust, for every processor (the compiler may still use the vector unit it always has).
#[derive(Clone, Copy)]
struct Portable;

impl Kernel for Portable {
    #[inline(always)]
    fn candidate_counts(self, cand: &[u32; 27]) -> Counts {
        let mut c = Counts {
            one: [0; 3],
            two: [0; 3],
            three: [0; 3],
        };
        for digit in cand.chunks_exact(3) {
            for (band, &x) in digit.iter().enumerate() {
                c.three[band] |= c.two[band] & x;
                c.two[band] |= c.one[band] & x;
                c.one[band] |= x;
            }
        }
        c
    }

    #[inline(always)]
    fn changed_words(self, cand: &[u32; 27], seen: &[u32; 27]) -> u32 {
        let mut m = 0;
        for (i, (c, s)) in cand.iter().zip(seen).enumerate() {
            m |= u32::from(c != s) << i;
        }
        m
    }

    #[inline(always)]
    fn givens(self, values: &[u8; 81]) -> [u32; 30] {
        let mut given = [0u32; 30];
        for (band, values) in values.chunks_exact(27).enumerate() {
            for (pos, &v) in values.iter().enumerate() {
                // Empty cells go to the unused words of value 0.
                let idx = 3 * usize::from(v.min(9)) + band;
                if let Some(w) = given.get_mut(idx) {
                    *w |= 1 << pos;
                }
            }
        }
        for w in &mut given[..3] {
            *w = 0;
        }
        given
    }

    #[inline(always)]
    fn values(self, cand: &[u32; 27]) -> [u8; 81] {
        let mut values = [0u8; 81];
        for band in 0..3 {
            for d in 0..9 {
                let mut w = cand[3 * d + band];
                while w != 0 {
                    let p = w.trailing_zeros() as usize;
                    w &= w - 1;
                    if let Some(v) = values.get_mut(27 * band + p) {
                        *v = d as u8 + 1;
                    }
                }
            }
        }
        values
    }
}

/// AVX2 on x86_64, chosen at run time when the processor has it.
#[cfg(target_arch = "x86_64")]
mod x86 {
    use std::arch::x86_64::{
        __cpuid, __m128i, __m256i, _mm_and_si128, _mm_loadu_si128, _mm_or_si128, _mm_setzero_si128,
        _mm_srli_si128, _mm_storeu_si128, _mm256_and_si256, _mm256_castsi256_ps, _mm256_cmpeq_epi8,
        _mm256_cmpeq_epi32, _mm256_loadu_si256, _mm256_movemask_epi8, _mm256_movemask_ps,
        _mm256_or_si256, _mm256_set1_epi8, _mm256_set1_epi32, _mm256_setr_epi8,
        _mm256_setzero_si256, _mm256_shuffle_epi8, _mm256_storeu_si256, _pdep_u64, _pext_u64,
    };

    /// The AVX2 kernel. Its only constructor checks the processor, so a value of it is the
    /// proof that AVX2, BMI1, BMI2, LZCNT and POPCNT are there.
    #[derive(Clone, Copy)]
    pub(super) struct Avx2(());

    impl Avx2 {
        /// The kernel, if the processor has every feature the AVX2 search is compiled with
        /// (the standard library caches the answer after the first look).
        #[inline(always)]
        pub(super) fn detect() -> Option<Avx2> {
            let all = std::is_x86_feature_detected!("avx2")
                && std::is_x86_feature_detected!("bmi1")
                && std::is_x86_feature_detected!("bmi2")
                && std::is_x86_feature_detected!("lzcnt")
                && std::is_x86_feature_detected!("popcnt");
            all.then_some(Avx2(()))
        }
    }

    /// Whether PDEP and PEXT are fast on this processor: not on AMD and Hygon processors before
    /// Zen 3 (family 0x19), which run them in microcode, tens of cycles each; the portable
    /// kernel is faster there. Asked once.
    pub(super) fn fast_bit_gathers() -> bool {
        static FAST: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
        *FAST.get_or_init(|| {
            // Every x86_64 processor has CPUID with leaves 0 and 1.
            let (vendor, signature) = (__cpuid(0), __cpuid(1).eax);
            let id = (vendor.ebx, vendor.edx, vendor.ecx);
            // "AuthenticAMD" and "HygonGenuine", four bytes a register.
            let amd = id == (0x6874_7541, 0x6974_6E65, 0x444D_4163)
                || id == (0x6F67_7948, 0x6E65_476E, 0x656E_6975);
            let base = (signature >> 8) & 0xF;
            let family = if base == 0xF {
                base + ((signature >> 20) & 0xFF)
            } else {
                base
            };
            !amd || family >= 0x19
        })
    }

    /// Eight words as one vector.
    #[inline]
    #[target_feature(enable = "avx2")]
    fn load(words: &[u32; 8]) -> __m256i {
        // SAFETY: the 32 bytes read are exactly those of `words`; the load needs no alignment.
        unsafe { _mm256_loadu_si256(words.as_ptr().cast()) }
    }

    /// Thirty-two bytes as one vector.
    #[inline]
    #[target_feature(enable = "avx2")]
    fn load_bytes(bytes: &[u8; 32]) -> __m256i {
        // SAFETY: the 32 bytes read are exactly those of `bytes`; the load needs no alignment.
        unsafe { _mm256_loadu_si256(bytes.as_ptr().cast()) }
    }

    /// One vector into thirty-two bytes.
    #[inline]
    #[target_feature(enable = "avx2")]
    fn store_bytes(bytes: &mut [u8; 32], v: __m256i) {
        // SAFETY: the 32 bytes written are exactly those of `bytes`; no alignment is needed.
        unsafe { _mm256_storeu_si256(bytes.as_mut_ptr().cast(), v) }
    }

    /// The 32 bytes of `buf` from `at`, as a vector (zeros past the end).
    #[inline]
    #[target_feature(enable = "avx2")]
    fn bytes_at(buf: &[u8; 96], at: usize) -> __m256i {
        match buf.get(at..at + 32).map(<&[u8; 32]>::try_from) {
            Some(Ok(b)) => load_bytes(b),
            _ => _mm256_setzero_si256(),
        }
    }

    /// Bit `i` set where word `i` of the two runs of eight is equal.
    #[inline]
    #[target_feature(enable = "avx2")]
    fn equal8(a: &[u32; 27], b: &[u32; 27], at: usize) -> u32 {
        let (Some(x), Some(y)) = (a.get(at..at + 8), b.get(at..at + 8)) else {
            return 0;
        };
        let (Ok(x), Ok(y)) = (x.try_into(), y.try_into()) else {
            return 0;
        };
        let eq = _mm256_cmpeq_epi32(load(x), load(y));
        _mm256_movemask_ps(_mm256_castsi256_ps(eq)) as u32
    }

    /// Bit 0 of each 3-bit group of a band word.
    const GROUP_LOW: u64 = 0x124_9249;
    /// The three rows of a band word, spread to the low 9 bits of three 16-bit lanes.
    const ROW_LANES: u64 = 0x01FF_01FF_01FF;
    /// Bit 0 of each of the three lanes.
    const LANE_LOW: u64 = 0x0001_0001_0001;

    /// [`super::Kernel::mini_rows`]: each group's bits folded onto its lowest, then those
    /// gathered.
    #[inline]
    #[target_feature(enable = "bmi2")]
    fn mini_rows(w: u32) -> u32 {
        let folded = w | (w >> 1) | (w >> 2);
        _pext_u64(u64::from(folded), GROUP_LOW) as u32
    }

    /// [`super::Kernel::row_singles`]: the rows spread to three lanes, each tested at once for
    /// a single bit (`r & (r - 1) == 0`, every lane being non-zero), then gathered back.
    #[inline]
    #[target_feature(enable = "bmi2")]
    fn row_singles(w: u32) -> u32 {
        let rows = _pdep_u64(u64::from(w), ROW_LANES);
        // Each lane is below 0x200, so neither the subtraction nor the addition carries out of
        // its lane.
        let more = rows & rows.wrapping_sub(LANE_LOW);
        let several = ((more + 0x7FFF * LANE_LOW) >> 15) & LANE_LOW;
        let single = rows & !(several * 0x1FF);
        _pext_u64(single, ROW_LANES) as u32
    }

    impl super::Kernel for Avx2 {
        #[inline(always)]
        fn mini_rows(self, w: u32) -> u32 {
            // SAFETY: an `Avx2` value exists only where the processor has BMI2.
            unsafe { mini_rows(w) }
        }

        #[inline(always)]
        fn row_singles(self, w: u32) -> u32 {
            // SAFETY: an `Avx2` value exists only where the processor has BMI2.
            unsafe { row_singles(w) }
        }

        #[inline(always)]
        fn candidate_counts(self, cand: &[u32; 27]) -> super::Counts {
            // SAFETY: an `Avx2` value exists only where the processor has AVX2.
            unsafe { candidate_counts(cand) }
        }

        #[inline(always)]
        fn changed_words(self, cand: &[u32; 27], seen: &[u32; 27]) -> u32 {
            // SAFETY: an `Avx2` value exists only where the processor has AVX2.
            unsafe {
                // Runs at 0, 8, 16 and 19 cover the 27 words (the last two overlap).
                let eq = equal8(cand, seen, 0)
                    | equal8(cand, seen, 8) << 8
                    | equal8(cand, seen, 16) << 16
                    | equal8(cand, seen, 19) << 19;
                !eq & super::BAND
            }
        }

        #[inline(always)]
        fn givens(self, values: &[u8; 81]) -> [u32; 30] {
            // SAFETY: an `Avx2` value exists only where the processor has AVX2.
            unsafe { givens(values) }
        }

        #[inline(always)]
        fn values(self, cand: &[u32; 27]) -> [u8; 81] {
            // SAFETY: an `Avx2` value exists only where the processor has AVX2.
            unsafe { values(cand) }
        }
    }

    /// Four words as one vector.
    #[inline]
    #[target_feature(enable = "avx2")]
    fn load4(words: &[u32; 4]) -> __m128i {
        // SAFETY: the 16 bytes read are exactly those of `words`; the load needs no alignment.
        unsafe { _mm_loadu_si128(words.as_ptr().cast()) }
    }

    /// The four words of `cand` from `at`, as a vector (zeros when they pass the end).
    #[inline]
    #[target_feature(enable = "avx2")]
    fn words4(cand: &[u32; 27], at: usize) -> __m128i {
        match cand.get(at..at + 4).map(<&[u32; 4]>::try_from) {
            Some(Ok(w)) => load4(w),
            _ => _mm_setzero_si128(),
        }
    }

    /// [`super::Kernel::candidate_counts`]: the three band words of a digit are one vector (with
    /// a fourth lane that is not used), so the three bands are counted together.
    #[inline]
    #[target_feature(enable = "avx2")]
    fn candidate_counts(cand: &[u32; 27]) -> super::Counts {
        let (mut one, mut two, mut three) = (
            _mm_setzero_si128(),
            _mm_setzero_si128(),
            _mm_setzero_si128(),
        );
        for d in 0..9 {
            // The last digit's words end the array: read one word earlier and move them down.
            let x = if d < 8 {
                words4(cand, 3 * d)
            } else {
                _mm_srli_si128::<4>(words4(cand, 23))
            };
            three = _mm_or_si128(three, _mm_and_si128(two, x));
            two = _mm_or_si128(two, _mm_and_si128(one, x));
            one = _mm_or_si128(one, x);
        }
        let lanes = |v: __m128i| {
            let mut out = [0u32; 4];
            // SAFETY: the 16 bytes written are exactly those of `out`; no alignment is needed.
            unsafe { _mm_storeu_si128(out.as_mut_ptr().cast(), v) };
            [out[0], out[1], out[2]]
        };
        super::Counts {
            one: lanes(one),
            two: lanes(two),
            three: lanes(three),
        }
    }

    /// [`super::Kernel::givens`]: each band's 27 cells are one vector of bytes, compared with
    /// each value; the compare's mask is the band word.
    #[inline]
    #[target_feature(enable = "avx2")]
    fn givens(values: &[u8; 81]) -> [u32; 30] {
        let mut buf = [0u8; 96];
        buf[..81].copy_from_slice(values);
        let mut given = [0u32; 30];
        for band in 0..3 {
            let cells = bytes_at(&buf, 27 * band);
            for v in 1..10u8 {
                let hit = _mm256_cmpeq_epi8(cells, _mm256_set1_epi8(v as i8));
                given[3 * usize::from(v) + band] = _mm256_movemask_epi8(hit) as u32 & super::BAND;
            }
        }
        given
    }

    /// [`super::Kernel::values`]: each digit's band word spread to one byte a cell (the byte of
    /// the word that holds a cell's bit copied to the cell, then that bit tested), and the
    /// digit written where its bit is set.
    #[inline]
    #[target_feature(enable = "avx2")]
    fn values(cand: &[u32; 27]) -> [u8; 81] {
        // Cell i takes byte i / 8 of the word; shuffles stay within each half of the vector,
        // and both halves hold the whole word.
        let spread = _mm256_setr_epi8(
            0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3,
            3, 3, 3,
        );
        let bit = _mm256_setr_epi8(
            1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64,
            -128, 1, 2, 4, 8, 16, 32, 64, -128,
        );
        let mut buf = [0u8; 96];
        // Band by band in order: each store's last five bytes (cells past the band, all zero)
        // are overwritten by the next band's store.
        for band in 0..3 {
            let mut acc = _mm256_setzero_si256();
            for d in 0..9 {
                let w = _mm256_set1_epi32(cand[3 * d + band] as i32);
                let picked = _mm256_and_si256(_mm256_shuffle_epi8(w, spread), bit);
                let set = _mm256_cmpeq_epi8(picked, bit);
                acc = _mm256_or_si256(acc, _mm256_and_si256(set, _mm256_set1_epi8(d as i8 + 1)));
            }
            if let Some(Ok(out)) = buf
                .get_mut(27 * band..27 * band + 32)
                .map(<&mut [u8; 32]>::try_from)
            {
                store_bytes(out, acc);
            }
        }
        let mut values = [0u8; 81];
        values.copy_from_slice(&buf[..81]);
        values
    }
}

thread_local! {
    /// Set while [`with_portable_solver`] runs on this thread.
    static PORTABLE_FORCED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Whether this thread asked for the portable kernel.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn portable_forced() -> bool {
    PORTABLE_FORCED.with(std::cell::Cell::get)
}

/// Runs `f` with the exact solver's portable kernel on this thread, whatever the processor has,
/// so that tests and benchmarks reach both paths on any machine.
#[doc(hidden)]
pub fn with_portable_solver<T>(f: impl FnOnce() -> T) -> T {
    let before = PORTABLE_FORCED.with(|p| p.replace(true));
    let out = f();
    PORTABLE_FORCED.with(|p| p.set(before));
    out
}

/// How a search chooses the order of the candidates it tries at a guess.
trait GuessOrder {
    /// Whether the search runs as earlier versions of this solver did: no column matching, and
    /// guesses on the first cell with the fewest candidates. Random searches keep it, so that a
    /// seed draws the same grid, and so the same generated puzzle, as before.
    const AS_BEFORE: bool = false;

    /// Reorders `digits` (digit indices) in place.
    fn order(&mut self, digits: &mut [u8]);
}

/// Candidates in increasing order: the fast, deterministic default.
struct InOrder;

impl GuessOrder for InOrder {
    #[inline(always)]
    fn order(&mut self, _digits: &mut [u8]) {}
}

/// Candidates in random order, to draw random solutions.
struct Shuffled<'a, R: rand::Rng + ?Sized>(&'a mut R);

impl<R: rand::Rng + ?Sized> GuessOrder for Shuffled<'_, R> {
    const AS_BEFORE: bool = true;

    fn order(&mut self, digits: &mut [u8]) {
        use rand::seq::SliceRandom;
        digits.shuffle(self.0);
    }
}

/// The candidate state of a partial solution.
#[derive(Clone, Copy)]
struct State {
    /// `cand[3 * digit + band]`: where the digit may still go in the band.
    cand: [u32; 27],
    /// Each word as its last reduction left it: a word that differs has changed since.
    seen: [u32; 27],
    /// The cells of each band without a placed digit.
    unsolved: [u32; 3],
    /// The unsolved cells of each band with exactly two candidates, as the last cell pass found
    /// them (current once propagation has ended).
    pairs: [u32; 3],
    /// Which digits changed since their columns were last reduced (bit `digit`).
    dirty_columns: u32,
}

/// What a search collects.
struct Search<O: GuessOrder> {
    /// Stop after this many solutions.
    limit: usize,
    /// Keep at most this many solutions.
    keep: usize,
    /// Solutions found.
    count: usize,
    /// Guesses made.
    guesses: usize,
    /// Where the pencil marks allow each digit.
    allowed: Allowed,
    /// The first solution, when `keep` is at least 1 (apart, so that the usual searches, which
    /// keep one, never allocate).
    first: Option<Grid>,
    /// The solutions after the first, up to `keep` in all.
    more: Vec<Grid>,
    order: O,
}

impl State {
    /// The state of `grid`'s givens, or `None` when two givens contradict each other.
    #[inline(always)]
    fn from_grid<K: Kernel>(kernel: K, grid: &Grid, allowed: &Allowed) -> Option<State> {
        // given[3 * value + band]: the cells of the band holding `value`.
        let given = kernel.givens(grid.values());
        let mut filled = [0u32; 3];
        for band in 0..3 {
            filled[band] = (1..10).fold(0, |acc, v| acc | given[3 * v + band]);
        }
        let mut s = State {
            cand: [0; 27],
            // No word is ever all ones: every word gets reduced once.
            seen: [u32::MAX; 27],
            unsolved: [BAND; 3],
            pairs: [0; 3],
            dirty_columns: 0x1FF,
        };
        for d in 0..9 {
            let mine = [given[3 * d + 3], given[3 * d + 4], given[3 * d + 5]];
            let cols = [
                columns_of(mine[0]),
                columns_of(mine[1]),
                columns_of(mine[2]),
            ];
            for band in 0..3 {
                let g = mine[band];
                // The row and box peers of each given, three at most without a branch (a fourth
                // given of a digit in a band shares a row with another).
                let mut peers = 0;
                let mut rest = g;
                for _ in 0..3 {
                    let cell = rest & rest.wrapping_neg();
                    rest ^= cell;
                    peers |= ROW_BOX[(cell.trailing_zeros() & 31) as usize]
                        & 0u32.wrapping_sub(u32::from(cell != 0));
                }
                if rest != 0 {
                    return None;
                }
                let other_cols = cols[(band + 1) % 3] | cols[(band + 2) % 3];
                let w = BAND & !(filled[band] & !g) & !peers & !column_mask(other_cols);
                if g & !w != 0 {
                    return None;
                }
                s.cand[3 * d + band] = w & allowed[d][band];
            }
        }
        Some(s)
    }

    /// Puts digit `d` in the cell `cell` (one bit) of `band` by clearing the rest of its row and
    /// box for the digit. The next reduction of the word marks the cell solved, clears it from the
    /// other digits and clears its column in the other bands.
    #[inline(always)]
    fn assign(&mut self, d: usize, band: usize, cell: u32) {
        if let Some(w) = self.cand.get_mut(3 * d + band) {
            *w &= !ROW_BOX[(cell.trailing_zeros() & 31) as usize];
        }
    }

    /// Reduces word `idx` within its band, clears the columns it claims from the other bands and
    /// marks the hidden singles of its rows solved. Returns false on a contradiction. Sets
    /// `touched` when another word may have changed: a cell was newly placed, or a claimed
    /// column held cells of the digit's other bands.
    #[inline(always)]
    fn reduce<K: Kernel>(&mut self, kernel: K, idx: usize, touched: &mut bool) -> bool {
        // Known below 27 from here on, so that no index needs a check.
        let idx = idx.min(26);
        let [band, digit, next, after] = WORDS[idx].map(usize::from);
        let w = self.cand[idx];
        let w = w & COMPLEX[(kernel.mini_rows(w) & 0x1FF) as usize];
        if w == 0 {
            return false;
        }
        // A row with a single cell left places the digit there: the other digits leave the cell.
        // Cells placed before are cleared again, which changes nothing and needs no branch. (A
        // word that is not empty after the matching has a cell in every row.)
        let solved = kernel.row_singles(w);
        // Cells this digit placed before left the other digits then.
        let placed = solved & self.unsolved[band];
        self.unsolved[band] &= !solved;
        for d in 0..9 {
            self.cand[3 * d + band] &= !solved;
        }
        self.cand[idx] = w;
        self.seen[idx] = w;
        self.dirty_columns |= 1 << digit;
        // A box of the band with a single possible column claims that column for the digit.
        let claimed = COLUMN_SINGLE[columns_of(w) as usize];
        let lost = (self.cand[next] | self.cand[after]) & claimed;
        self.cand[next] &= !claimed;
        self.cand[after] &= !claimed;
        *touched |= placed | lost != 0;
        true
    }

    /// Reduces every changed word, in word order, until none changes. Returns false on a
    /// contradiction.
    #[inline(always)]
    fn reduce_rows<K: Kernel>(&mut self, kernel: K) -> bool {
        // The first round compares every word; a later one only when the round before may have
        // changed a word, so that the usual last round, which finds nothing, is not run.
        let mut touched = true;
        while touched {
            touched = false;
            let mut changed = kernel.changed_words(&self.cand, &self.seen);
            while changed != 0 {
                let idx = changed.trailing_zeros() as usize;
                changed &= changed - 1;
                if !self.reduce(kernel, idx, &mut touched) {
                    return false;
                }
            }
        }
        true
    }

    /// Reduces the columns of digit `D` stack by stack. Returns `None` on a contradiction, else
    /// whether a word changed.
    #[inline(always)]
    fn reduce_column(&mut self, digit: usize) -> Option<bool> {
        // Known below 9, so that no index needs a check.
        let base = 3 * digit.min(8);
        let c = [
            columns_of(self.cand[base]),
            columns_of(self.cand[base + 1]),
            columns_of(self.cand[base + 2]),
        ];
        let mut keep = [0u32; 3];
        for stack in 0..3 {
            let shift = 3 * stack;
            let occupied =
                ((c[0] >> shift) & 7) | ((c[1] >> shift) & 7) << 3 | ((c[2] >> shift) & 7) << 6;
            let k = u32::from(MATCH[occupied as usize]);
            if k == 0 {
                return None;
            }
            keep[0] |= (k & 7) << shift;
            keep[1] |= ((k >> 3) & 7) << shift;
            keep[2] |= (k >> 6) << shift;
        }
        let mut changed = false;
        for (band, k) in keep.into_iter().enumerate() {
            let old = self.cand[base + band];
            let new = old & column_mask(k);
            self.cand[base + band] = new;
            changed |= old != new;
        }
        Some(changed)
    }

    /// Reduces the columns of every digit that changed. Returns `None` on a contradiction, else
    /// whether a word changed.
    #[inline(always)]
    fn reduce_columns(&mut self) -> Option<bool> {
        let mut digits = self.dirty_columns;
        self.dirty_columns = 0;
        let mut changed = false;
        // One loop over the digits that changed: its branch is mispredicted about once, where a
        // test of each digit was mispredicted for every few.
        while digits != 0 {
            let d = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            changed |= self.reduce_column(d)?;
        }
        Some(changed)
    }

    /// Places the naked singles and notes the cells with two candidates. Returns `None` on a
    /// contradiction, else whether a digit was placed.
    #[inline(always)]
    fn place_naked_singles<K: Kernel>(&mut self, kernel: K) -> Option<bool> {
        let mut placed = false;
        // Placing a digit changes only its own band's words, so the counts of the later bands
        // stay current.
        let counts = kernel.candidate_counts(&self.cand);
        for band in 0..3 {
            let unsolved = self.unsolved[band];
            let (one, two, three) = (counts.one[band], counts.two[band], counts.three[band]);
            if unsolved & !one != 0 {
                return None;
            }
            self.pairs[band] = two & !three & unsolved;
            let singles = unsolved & !two;
            if singles != 0 {
                placed = true;
                // Each single cell lies in exactly one digit's word. Singles that contradict
                // each other empty a row or a cell, which the next steps detect.
                for d in 0..9 {
                    let mut mine = self.cand[3 * d + band] & singles;
                    while mine != 0 {
                        let cell = mine & mine.wrapping_neg();
                        mine ^= cell;
                        self.assign(d, band, cell);
                    }
                }
            }
        }
        Some(placed)
    }

    /// Propagates until nothing changes, along columns too when `columns`. Returns false on a
    /// contradiction.
    ///
    /// Without `columns` the result is still a valid grid once every cell is solved: a row
    /// reduction clears the columns its boxes claim from the digit's other bands.
    #[inline(always)]
    fn propagate<K: Kernel>(&mut self, kernel: K, columns: bool) -> bool {
        loop {
            if !self.reduce_rows(kernel) {
                return false;
            }
            match self.place_naked_singles(kernel) {
                None => return false,
                Some(true) => continue,
                Some(false) => {}
            }
            if !columns {
                return true;
            }
            // Columns last: they are rarely needed, and the cheaper steps have settled first.
            match self.reduce_columns() {
                None => return false,
                Some(true) => {}
                Some(false) => return true,
            }
        }
    }

    /// Whether every cell holds a digit.
    #[inline(always)]
    fn is_solved(&self) -> bool {
        self.unsolved[0] | self.unsolved[1] | self.unsolved[2] == 0
    }

    /// How many unsolved cells the cell `p` of `band` sees in its row, column and box.
    #[inline(always)]
    fn unsolved_peers(&self, band: usize, p: u32) -> u32 {
        let col = column_mask(1 << (p % 9));
        let inside = ROW_BOX[(p & 31) as usize] & self.unsolved[band];
        // The column's cells in the other two bands, side by side in one word.
        let outside =
            (self.unsolved[(band + 1) % 3] & col) | ((self.unsolved[(band + 2) % 3] & col) << 1);
        (u64::from(inside) | u64::from(outside) << 32).count_ones()
    }

    /// The cell to guess on, as (band, bit): among the cells with the fewest candidates (almost
    /// always two), the one that sees the most unsolved cells, so that either choice settles the
    /// most elsewhere; the last such cell in cell order.
    ///
    /// Inlined so that each kernel's search compiles it with its own features (a population
    /// count instruction in the AVX2 one).
    #[inline(always)]
    fn guess_cell(&self) -> (usize, u32) {
        if self.pairs[0] | self.pairs[1] | self.pairs[2] != 0 {
            // The best cell is the largest key `peers << 7 | band << 5 | bit`: a maximum needs no
            // branch, and among equals it is the last cell in order.
            let mut best = 0;
            for band in 0..3 {
                let mut pairs = self.pairs[band];
                while pairs != 0 {
                    let p = pairs.trailing_zeros();
                    pairs &= pairs - 1;
                    let key = self.unsolved_peers(band, p) << 7 | (band as u32) << 5 | p;
                    best = best.max(key);
                }
            }
            return (((best >> 5) & 3) as usize, 1 << (best & 31));
        }
        // No cell has two candidates.
        let mut best = (0, 0);
        let mut fewest = (10, 0);
        for band in 0..3 {
            let mut rest = self.unsolved[band];
            while rest != 0 {
                let p = rest.trailing_zeros();
                rest &= rest - 1;
                let n = (0..9)
                    .filter(|&d| (self.cand[3 * d + band] >> p) & 1 != 0)
                    .count();
                let score = (n, self.unsolved_peers(band, p));
                if score.0 < fewest.0 || (score.0 == fewest.0 && score.1 >= fewest.1) {
                    fewest = score;
                    best = (band, 1 << p);
                }
            }
        }
        best
    }

    /// The first cell with the fewest candidates, as (band, bit): the guess rule of earlier
    /// versions.
    #[inline(always)]
    fn first_guess_cell(&self) -> (usize, u32) {
        for band in 0..3 {
            let pairs = self.pairs[band];
            if pairs != 0 {
                return (band, pairs & pairs.wrapping_neg());
            }
        }
        let mut best = (0, 0);
        let mut fewest = 10;
        for band in 0..3 {
            let mut rest = self.unsolved[band];
            while rest != 0 {
                let p = rest.trailing_zeros();
                rest &= rest - 1;
                let n = (0..9)
                    .filter(|&d| (self.cand[3 * d + band] >> p) & 1 != 0)
                    .count();
                if n < fewest {
                    fewest = n;
                    best = (band, 1 << p);
                }
            }
        }
        best
    }

    /// The grid of a solved state.
    #[inline(always)]
    fn solution_grid<K: Kernel>(&self, kernel: K) -> Grid {
        Grid::from_values(&kernel.values(&self.cand)).unwrap_or_default()
    }
}

/// Writes the depth-first search once for each kernel: the recursion calls its own copy, so
/// that a copy compiled for more processor features runs with them all the way down.
macro_rules! searches {
    ($($(#[$attr:meta])* $start:ident, $name:ident: $kernel:ty;)*) => {
        impl<O: GuessOrder> Search<O> {
            $(
                /// Counts the solutions of `grid`, stopping at the limit.
                $(#[$attr])*
                fn $start(&mut self, kernel: $kernel, grid: &Grid) {
                    if let Some(state) = State::from_grid(kernel, grid, &self.allowed) {
                        self.$name(kernel, state);
                    }
                }

                /// Counts the solutions below `state`, stopping at the limit.
                $(#[$attr])*
                fn $name(&mut self, kernel: $kernel, mut state: State) {
                    if !state.propagate(kernel, !O::AS_BEFORE) {
                        return;
                    }
                    if state.is_solved() {
                        self.found(kernel, &state);
                        return;
                    }
                    let (band, cell) = if O::AS_BEFORE {
                        state.first_guess_cell()
                    } else {
                        state.guess_cell()
                    };
                    self.guesses += 1;
                    let mut digits = [0u8; 9];
                    let mut n = 0;
                    // Without a branch: each digit is written, and kept when it is a candidate
                    // (`n` is at most `d` when digit `d` is written).
                    for (d, w) in state.cand.chunks_exact(3).enumerate() {
                        if let Some(slot) = digits.get_mut(n) {
                            *slot = d as u8;
                        }
                        n += usize::from(w[band] & cell != 0);
                    }
                    let digits = &mut digits[..n];
                    self.order.order(digits);
                    let Some((&last, rest)) = digits.split_last() else {
                        return;
                    };
                    for &d in rest.iter() {
                        let mut next = state;
                        next.assign(usize::from(d), band, cell);
                        self.$name(kernel, next);
                        if self.count >= self.limit {
                            return;
                        }
                        // The other branches cannot use this digit here any more.
                        if let Some(w) = state.cand.get_mut(3 * usize::from(d) + band) {
                            *w &= !cell;
                        }
                    }
                    state.assign(usize::from(last), band, cell);
                    self.$name(kernel, state);
                }
            )*
        }
    };
}

searches! {
    start_portable, run_portable: Portable;
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,bmi1,bmi2,lzcnt,popcnt")]
    start_avx2, run_avx2: x86::Avx2;
}

impl<O: GuessOrder> Search<O> {
    /// Counts a solution and keeps it if there is room.
    #[inline(always)]
    fn found<K: Kernel>(&mut self, kernel: K, state: &State) {
        self.count += 1;
        if self.first.is_none() {
            if self.keep > 0 {
                self.first = Some(state.solution_grid(kernel));
            }
        } else if self.more.len() + 1 < self.keep {
            self.more.push(state.solution_grid(kernel));
        }
    }

    /// Counts the solutions of `grid` with the fastest kernel this processor runs.
    fn run(&mut self, grid: &Grid) {
        #[cfg(target_arch = "x86_64")]
        if let Some(kernel) = x86::Avx2::detect().filter(|_| !portable_forced())
            && x86::fast_bit_gathers()
        {
            // SAFETY: `start_avx2` is compiled for AVX2, BMI1, BMI2, LZCNT and POPCNT, and the
            // kernel value exists only when this processor has each of them.
            unsafe { self.start_avx2(kernel, grid) };
            return;
        }
        self.start_portable(Portable, grid);
    }
}

/// Runs a search on `grid` with `order`, stopping after `limit` solutions and keeping the first
/// `keep` of them.
fn run_search<O: GuessOrder>(grid: &Grid, limit: usize, keep: usize, order: O) -> Search<O> {
    run_search_within(grid, &ANYWHERE, limit, keep, order)
}

/// [`run_search`] with pencil marks: digits go only where `allowed` lets them.
fn run_search_within<O: GuessOrder>(
    grid: &Grid,
    allowed: &Allowed,
    limit: usize,
    keep: usize,
    order: O,
) -> Search<O> {
    let mut s = Search {
        limit,
        keep,
        allowed: *allowed,
        count: 0,
        guesses: 0,
        first: None,
        more: Vec::new(),
        order,
    };
    if limit == 0 {
        return s;
    }
    s.run(grid);
    s
}

/// The number of solutions of `grid` (at most `limit`) and the first one found.
fn count_and_first(grid: &Grid, limit: usize) -> (usize, Option<Grid>) {
    let s = run_search(grid, limit, 1, InOrder);
    (s.count, s.first)
}

/// A solution of `grid` drawn by trying candidates in random order (the generator's full grids).
pub(crate) fn random_solution_with_rng<R: rand::Rng + ?Sized>(
    grid: &Grid,
    rng: &mut R,
) -> Option<Grid> {
    let s = run_search(grid, 1, 1, Shuffled(rng));
    s.first
}

/// Whether a grid has no solution, exactly one, or more.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Uniqueness {
    /// No way to complete the grid.
    NoSolution,
    /// Exactly one solution.
    Unique(Grid),
    /// Two or more solutions.
    Multiple,
}

impl Candidates {
    /// Whether the position has no solution, exactly one (given) or more: the solutions of its
    /// filled cells in which every empty cell takes one of its candidates.
    pub fn uniqueness(&self) -> Uniqueness {
        let values = self.values_raw();
        let cands = self.cands_raw();
        let mut allowed = ANYWHERE;
        for i in 0..81 {
            if values[i] != 0 {
                continue;
            }
            let bit = 1u32 << ((i / 9 % 3) * 9 + i % 9);
            for (d, bands) in allowed.iter_mut().enumerate() {
                if cands[i] & (1 << d) == 0 {
                    bands[i / 27] &= !bit;
                }
            }
        }
        let s = run_search_within(&self.to_grid(), &allowed, 2, 1, InOrder);
        match (s.count, s.first) {
            (1, Some(g)) => Uniqueness::Unique(g),
            (0, _) | (1, None) => Uniqueness::NoSolution,
            _ => Uniqueness::Multiple,
        }
    }
}

impl Grid {
    /// Whether the grid has no solution, exactly one (given) or more, in one search that stops at
    /// the second solution.
    pub fn uniqueness(&self) -> Uniqueness {
        match count_and_first(self, 2) {
            (0, _) | (1, None) => Uniqueness::NoSolution,
            (1, Some(s)) => Uniqueness::Unique(s),
            _ => Uniqueness::Multiple,
        }
    }

    /// The solution when there is exactly one; `None` when there is none or more than one.
    pub fn solution(&self) -> Option<Grid> {
        match count_and_first(self, 2) {
            (1, first) => first,
            _ => None,
        }
    }

    /// Some solution, if there is any (the first one the search meets).
    pub fn first_solution(&self) -> Option<Grid> {
        count_and_first(self, 1).1
    }

    /// The number of solutions, counting no further than `limit`.
    pub fn count_solutions_up_to(&self, limit: usize) -> usize {
        run_search(self, limit, 0, InOrder).count
    }

    /// The first `limit` solutions the search meets (all of them when there are fewer), each
    /// once, in no promised order.
    pub fn solutions_up_to(&self, limit: usize) -> Vec<Grid> {
        let s = run_search(self, limit, limit, InOrder);
        s.first.into_iter().chain(s.more).collect()
    }

    /// Whether the grid has exactly one solution.
    pub fn is_uniquely_solvable(&self) -> bool {
        self.count_solutions_up_to(2) == 1
    }

    /// How many guesses the solver makes while counting solutions up to `limit`: 0 when
    /// propagation alone settles the grid. A rough measure of how hard a puzzle is for
    /// backtracking solvers, reported beside the benchmark speeds.
    pub fn n_guesses_up_to(&self, limit: usize) -> usize {
        run_search(self, limit, 0, InOrder).guesses
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_sane() {
        // All nine mini-rows occupied: everything stays.
        assert_eq!(COMPLEX[0x1FF], BAND);
        // Row 0 only in box 0, row 1 only in box 0: no matching.
        assert_eq!(COMPLEX[0b111_001_001], 0);
        assert_eq!(ROW_BOX[0].count_ones(), 8 + 6);
    }

    #[test]
    fn kernels_agree_on_their_steps() {
        // Solved grids and puzzles from them: givens, values and changed words alike.
        let solved = Grid::from_line(
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
        )
        .unwrap();
        let mut puzzle = *solved.values();
        for i in (0..81).step_by(4) {
            puzzle[i] = 0;
        }
        let puzzle = Grid::from_values(&puzzle).unwrap();
        #[cfg(target_arch = "x86_64")]
        if let Some(avx2) = x86::Avx2::detect() {
            for g in [solved, puzzle, Grid::empty()] {
                assert_eq!(Portable.givens(g.values()), avx2.givens(g.values()));
            }
            let state = State::from_grid(Portable, &solved, &ANYWHERE).unwrap();
            assert_eq!(Portable.values(&state.cand), avx2.values(&state.cand));
            assert_eq!(Portable.values(&state.cand), *solved.values());
            assert_eq!(
                Portable.candidate_counts(&state.cand),
                avx2.candidate_counts(&state.cand)
            );
            let open = State::from_grid(Portable, &puzzle, &ANYWHERE).unwrap();
            assert_eq!(
                Portable.candidate_counts(&open.cand),
                avx2.candidate_counts(&open.cand)
            );
            // Band words of every shape, from a fixed sequence.
            let mut x = 0x2545_f491_u32;
            for _ in 0..100_000 {
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                let w = x & BAND;
                assert_eq!(Portable.mini_rows(w), avx2.mini_rows(w), "{w:#x}");
                if (0..3).all(|r| (w >> (9 * r)) & 0x1FF != 0) {
                    assert_eq!(Portable.row_singles(w), avx2.row_singles(w), "{w:#x}");
                }
            }
            for w in [BAND, 1 | 1 << 9 | 1 << 18, 0x100 | 0x100 << 9 | 0x100 << 18] {
                assert_eq!(Portable.row_singles(w), avx2.row_singles(w), "{w:#x}");
            }
            let mut seen = state.cand;
            for i in [0, 7, 8, 15, 16, 19, 20, 26] {
                seen[i] ^= 1 << i;
                assert_eq!(
                    Portable.changed_words(&state.cand, &seen),
                    avx2.changed_words(&state.cand, &seen)
                );
            }
        }
        assert_eq!(
            Portable.values(&State::from_grid(Portable, &solved, &ANYWHERE).unwrap().cand),
            *solved.values()
        );
    }

    #[test]
    fn solves_an_easy_puzzle() {
        let g = Grid::from_line(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        )
        .unwrap();
        let s = g.solution().unwrap();
        assert_eq!(
            s.to_line(),
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
        );
    }

    #[test]
    fn empty_grid_has_many_solutions() {
        let g = Grid::empty();
        assert_eq!(g.count_solutions_up_to(10), 10);
        assert!(g.first_solution().is_some_and(|s| s.is_solved()));
        assert_eq!(g.solution(), None);
    }

    #[test]
    fn clashing_givens_have_no_solution_in_both_kernels() {
        // Two 1s in a row, in a box, in a column; three 1s in three rows of a band, two of them
        // in one box; four 1s in a band; and the same cells without the clash.
        let clashes: [&[usize]; 5] = [&[0, 8], &[0, 10], &[0, 72], &[0, 13, 21], &[0, 4, 12, 26]];
        let fine: [&[usize]; 2] = [&[0, 13, 26], &[0, 31, 62]];
        for (cells, solvable) in clashes
            .iter()
            .map(|c| (c, false))
            .chain(fine.iter().map(|c| (c, true)))
        {
            let mut values = [0u8; 81];
            for &i in cells.iter() {
                values[i] = 1;
            }
            let g = Grid::from_values(&values).unwrap();
            for portable in [false, true] {
                let count = if portable {
                    with_portable_solver(|| g.count_solutions_up_to(1))
                } else {
                    g.count_solutions_up_to(1)
                };
                assert_eq!(count == 1, solvable, "{cells:?} portable {portable}");
            }
        }
    }
}
