//! `convert` and `share` through the built binary: the formats in and out, refusals on standard
//! error by file and line, the exit codes, and the QR code's PNG.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use crate::cli;

use std::path::{Path, PathBuf};
use std::process::Command;

use sudoku_lines::sudoku::formats;

const SUDOCUE: &str =
    "2..1.5..3.54...71..1.2.3.8.6.28.73.4.........1.53.98.6.2.7.1.6..81...24.7..4.2..1";

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/formats")
        .join(name)
}

/// Runs the binary with `args` and `input` on standard input: (exit code, stdout, stderr).
fn run(args: &[&std::ffi::OsStr], input: &str) -> (i32, String, String) {
    let out = cli::run_with_input(args, input);
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn args<'a>(words: &'a [&'a str]) -> Vec<&'a std::ffi::OsStr> {
    words.iter().map(std::ffi::OsStr::new).collect()
}

#[test]
fn convert_writes_every_puzzle_of_every_file_as_lines_in_file_order() {
    let v1 = fixture("easy_v1.opensudoku");
    let sdk = fixture("sudocue.sdk");
    let (code, out, err) = run(
        &[
            "convert".as_ref(),
            v1.as_os_str(),
            sdk.as_os_str(),
            "-".as_ref(),
        ],
        &format!("{SUDOCUE} from stdin\n"),
    );
    assert_eq!((code, err.as_str()), (0, ""));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 5);
    let p1 = "379000014060010070080009005435007000090040020000800436900700080040080050850000249";
    assert_eq!(lines[0], p1.replace('0', "."));
    assert_eq!(
        lines[3],
        SUDOCUE.to_string() + " Just start plugging in the numbers; 03-08-2006; Easy"
    );
    assert_eq!(lines[4], format!("{SUDOCUE} from stdin"));
}

#[test]
fn convert_to_each_format_reads_back_through_convert() {
    let v2 = fixture("collection_v2.opensudoku");
    let (_, lines, _) = run(&["convert".as_ref(), v2.as_os_str()], "");
    for target in formats::Target::ALL {
        let (code, out, err) = run(
            &args(&["convert", "--to", target.name(), "-"]),
            &std::fs::read_to_string(&v2).unwrap(),
        );
        assert_eq!((code, err.as_str()), (0, ""), "{}", target.name());
        // Back to lines: the same puzzles (a candidate line's digits all read as givens).
        let (code, back, err) = run(&args(&["convert", "-"]), &out);
        assert_eq!((code, err.as_str()), (0, ""), "{}", target.name());
        if target != formats::Target::Candidates {
            let strip =
                |t: &str| -> Vec<String> { t.lines().map(|l| l[..81].to_string()).collect() };
            assert_eq!(strip(&back), strip(&lines), "{}", target.name());
        } else {
            assert_eq!(back.lines().count(), 3);
        }
    }
}

#[test]
fn convert_reports_refusals_by_file_and_line_and_keeps_the_rest() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("mixed.txt");
    let clash = format!("22{}", &SUDOCUE[2..]);
    std::fs::write(
        &bad,
        format!("{SUDOCUE}\n{}\n{clash}\n{SUDOCUE}\n", &SUDOCUE[..70]),
    )
    .unwrap();
    let shown = bad.display().to_string();
    let (code, out, err) = run(&["convert".as_ref(), bad.as_os_str()], "");
    assert_eq!(code, 0);
    assert_eq!(
        out.lines().count(),
        3,
        "the clash is read; only --check judges it"
    );
    assert_eq!(
        err,
        format!("{shown}: line 2: expected 81 cells, found 70\n")
    );
    let (code, out, err) = run(
        &["convert".as_ref(), "--check".as_ref(), bad.as_os_str()],
        "",
    );
    assert_eq!(code, 0);
    assert_eq!(out.lines().count(), 2);
    assert_eq!(
        err,
        format!(
            "{shown}: line 2: expected 81 cells, found 70\n\
             {shown}: line 3: givens clash: 2 at r1c1 and at r1c2\n"
        )
    );
}

#[test]
fn convert_names_a_file_it_cannot_read_and_still_converts_the_others() {
    let dir = tempfile::tempdir().unwrap();
    let binary = dir.path().join("picture.png");
    std::fs::write(&binary, b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR").unwrap();
    let huge = dir.path().join("huge.txt");
    std::fs::File::create(&huge)
        .unwrap()
        .set_len(100_000_000)
        .unwrap();
    let sdm = fixture("sudocue.sdm");
    let (code, out, err) = run(
        &[
            "convert".as_ref(),
            binary.as_os_str(),
            huge.as_os_str(),
            sdm.as_os_str(),
        ],
        "",
    );
    assert_eq!(code, 1);
    assert_eq!(out.lines().count(), 3);
    assert_eq!(
        err,
        format!(
            "sudoku-lines convert: {}: the file is not text (it holds binary data)\n\
             sudoku-lines convert: {}: the file is too large: 96 MiB, and at most 16 MiB are read\n",
            binary.display(),
            huge.display()
        )
    );
}

#[test]
fn convert_refuses_bad_arguments_with_its_usage() {
    let (code, _, err) = run(&args(&["convert", "--to", "pdf", "x"]), "");
    assert_eq!(code, 2);
    assert!(err.contains("usage: sudoku-lines convert"), "{err}");
    let (code, _, err) = run(&args(&["convert"]), "");
    assert_eq!(code, 2);
    assert!(err.contains("needs at least one FILE"), "{err}");
}

#[test]
fn share_prints_the_link_and_writes_a_qr_code_zbarimg_reads() {
    let (code, out, err) = run(&args(&["share", SUDOCUE]), "");
    assert_eq!((code, err.as_str()), (0, ""));
    let link = out.trim_end();
    assert_eq!(
        link,
        "sudokulines:1:200105003054000710010203080602807304000000000105309806020701060081000240700402001"
    );
    let (_, wiki, _) = run(&args(&["share", SUDOCUE, "--sudokuwiki"]), "");
    assert!(
        wiki.starts_with("https://www.sudokuwiki.org/sudoku.htm?bd=2001050"),
        "{wiki}"
    );
    // A HoDoKu line with a placed digit: the link carries it.
    let hodoku = std::fs::read_to_string(fixture("hodoku_library.txt")).unwrap();
    let second = hodoku.lines().nth(1).unwrap();
    let (code, out, _) = run(&args(&["share", second]), "");
    assert_eq!(code, 0);
    let back = formats::check_text(out.trim_end()).unwrap();
    assert_eq!(back.digits.n_filled(), 1);
    assert!(back.notes.iter().any(|&n| n != 0));

    let dir = tempfile::tempdir().unwrap();
    let png = dir.path().join("share.png");
    let (code, out, err) = run(
        &[
            "share".as_ref(),
            SUDOCUE.as_ref(),
            "--qr".as_ref(),
            png.as_os_str(),
        ],
        "",
    );
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(out.trim_end(), link);
    assert!(std::fs::read(&png).unwrap().starts_with(b"\x89PNG"));
    match Command::new("zbarimg")
        .args(["--quiet", "--raw"])
        .arg(&png)
        .output()
    {
        Ok(decoded) => {
            assert!(decoded.status.success());
            assert_eq!(String::from_utf8(decoded.stdout).unwrap().trim_end(), link);
        }
        Err(_) => {
            eprintln!("zbarimg is not installed (Debian: zbar-tools): QR decoding not checked")
        }
    }
}

#[test]
fn share_refuses_what_is_not_a_puzzle() {
    let (code, out, err) = run(&args(&["share", "12345"]), "");
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "sudoku-lines share: this is not a puzzle in any known format\n"
    );
    let (code, _, err) = run(&args(&["share"]), "");
    assert_eq!(code, 2);
    assert!(err.contains("usage: sudoku-lines share"), "{err}");
}
