//! The desktop app: opens the window, or runs a headless command when given arguments.
fn main() -> std::process::ExitCode {
    sudoku_lines::run_desktop()
}
