//! An X server of the test's own (Xvfb) for the tests that play the app in a real window.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

/// Whether `tool` is on the PATH.
pub fn have(tool: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {tool}")])
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Starts Xvfb with a screen of `w` × `h` on a free display; returns it and the display's name.
pub fn start(w: i32, h: i32) -> (Child, String) {
    let base = 100 + (std::process::id() % 300);
    for n in base..base + 50 {
        if Path::new(&format!("/tmp/.X11-unix/X{n}")).exists()
            || Path::new(&format!("/tmp/.X{n}-lock")).exists()
        {
            continue;
        }
        let display = format!(":{n}");
        let mut child = Command::new("Xvfb")
            .args([
                display.as_str(),
                "-screen",
                "0",
                &format!("{w}x{h}x24"),
                "-nolisten",
                "tcp",
            ])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start Xvfb");
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = child.try_wait() {
                break; // that display was taken after all: try the next
            }
            if Path::new(&format!("/tmp/.X11-unix/X{n}")).exists() {
                return (child, display);
            }
            sleep(Duration::from_millis(20));
        }
        let _ = child.kill();
        let _ = child.wait();
    }
    panic!("no free X display for Xvfb");
}
