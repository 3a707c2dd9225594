//! Running the built binary with input on standard input, for the tests of the commands.

use std::ffi::OsStr;
use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs the binary with `args` and `input` on standard input, written from a thread so that a
/// long input cannot fill the pipe while the answers fill theirs.
pub fn run_with_input<S: AsRef<OsStr>>(args: &[S], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku-lines"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the command runs");
    let mut stdin = child.stdin.take().expect("a pipe to standard input");
    let input = input.to_string();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().expect("the command ends");
    writer
        .join()
        .expect("the writer ends")
        .expect("standard input written");
    out
}
