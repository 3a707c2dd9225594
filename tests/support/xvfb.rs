//! An X server of the test's own (Xvfb) for the tests that play the app in a real window.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::Mutex;
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

/// The displays this process has tried so far, counted from its base number. Tests run side by
/// side in one binary: each start takes the next number under this lock, so two tests never
/// start a server on the same display and one never returns the other's.
static TRIED: Mutex<u32> = Mutex::new(0);

/// Where the server of `display` writes what it says, kept under the target folder's
/// `tmp/xvfb`.
fn log_path(display: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("xvfb")
        .join(format!("X{}.log", display.trim_start_matches(':')))
}

fn server_log(display: &str) -> Stdio {
    let path = log_path(display);
    let _ = std::fs::create_dir_all(path.parent().unwrap_or(Path::new(".")));
    std::fs::File::create(path).map_or_else(|_| Stdio::null(), Stdio::from)
}

/// What the server of `display` has said, and whether it still runs: for failure messages.
pub fn report(server: &mut Child, display: &str) -> String {
    let state = match server.try_wait() {
        Ok(None) => "running".to_string(),
        Ok(Some(status)) => format!("ended: {status}"),
        Err(e) => format!("unknown: {e}"),
    };
    let log = std::fs::read_to_string(log_path(display)).unwrap_or_default();
    format!("Xvfb {display} {state}; it said:\n{log}")
}

/// Stops a server the way it is asked to end (SIGTERM), so that it removes its lock file and
/// socket; killed if it has not ended within two seconds.
pub fn stop(server: &mut Child) {
    let _ = Command::new("kill")
        .args(["-TERM", &server.id().to_string()])
        .status();
    let deadline = Instant::now() + Duration::from_secs(2);
    while matches!(server.try_wait(), Ok(None)) && Instant::now() < deadline {
        sleep(Duration::from_millis(20));
    }
    let _ = server.kill();
    let _ = server.wait();
}

/// Starts Xvfb with a screen of `w` × `h` on a free display; returns it and the display's name.
pub fn start(w: i32, h: i32) -> (Child, String) {
    let mut tried = TRIED.lock().unwrap_or_else(|e| e.into_inner());
    let base = 100 + (std::process::id() % 300);
    while *tried < 50 {
        let n = base + *tried;
        *tried += 1;
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
                // An X server resets when its last client leaves, and a client that connects
                // meanwhile is refused. The tests look for the window with a new xdotool client
                // every 50 ms while the app is connecting: without this, under load, the app
                // sometimes could not open its display.
                "-noreset",
            ])
            .stdout(Stdio::null())
            .stderr(server_log(&display))
            .spawn()
            .expect("start Xvfb");
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = child.try_wait() {
                break; // that display was taken after all: try the next
            }
            // The server listens on its socket, and the server is ours, still running.
            let socket = format!("/tmp/.X11-unix/X{n}");
            if std::os::unix::net::UnixStream::connect(&socket).is_ok()
                && matches!(child.try_wait(), Ok(None))
            {
                return (child, display);
            }
            sleep(Duration::from_millis(20));
        }
        let _ = child.kill();
        let _ = child.wait();
    }
    panic!("no free X display for Xvfb");
}
