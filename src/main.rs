fn main() -> std::process::ExitCode {
    sudoku_lines::run_desktop()
}
