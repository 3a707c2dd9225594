//! Solver benchmarks (filled in with the solver).
fn main() {}
