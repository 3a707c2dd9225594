//! The app as a screen reader meets it: its accessibility tree read over AT-SPI (what Orca reads
//! on Linux) in a real window under Xvfb, on a D-Bus session of the test's own with the
//! accessibility bus running. The test moves the way a listener does, by the elements' own
//! actions (no mouse), through home, a game, a hint, the win, Explain, the daily calendar and a
//! practice round, and on every screen checks that
//! - no image is unnamed (decorations are hidden),
//! - no control is unnamed,
//! - no phrase is split into one-character children (a clock read figure by figure),
//! - no child repeats its control's words (a button's caption, a cell's digit);
//!
//! on the game screen, that a given, an entered digit, a clash and notes are each said in the
//! cell's phrase; and it records what the app announces while a game is played (a digit placed,
//! a conflict, notes, a hint's layers, the win), which must say each of those.
//!
//! It needs Xvfb, dbus-daemon, at-spi2-core and python3-pyatspi (`scripts/setup.sh` installs
//! them). `SUDOKU_LINES_BIN=path/to/sudoku-lines` reads another build the same way. What was read
//! and announced is kept under the target folder's `tmp/screen-reader`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use crate::xvfb;

use serde_json::Value;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::thread::sleep;
use std::time::{Duration, Instant};

const SCRIPT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/support/atspi.py");
const PYTHON: &str = "/usr/bin/python3";

/// One element of the tree as the script reads it.
#[derive(Clone, Debug)]
struct Node {
    depth: usize,
    role: String,
    name: String,
    description: String,
    children: usize,
    actions: usize,
}

impl Node {
    fn of(v: &Value) -> Node {
        let s = |k: &str| v[k].as_str().unwrap_or_default().to_string();
        Node {
            depth: v["depth"].as_u64().unwrap_or(0) as usize,
            role: s("role"),
            name: s("name"),
            description: s("description"),
            children: v["children"].as_u64().unwrap_or(0) as usize,
            actions: v["actions"].as_array().map_or(0, Vec::len),
        }
    }
}

/// Xvfb, a D-Bus session with the accessibility bus, and the app; stopped when dropped.
struct Desk {
    children: Vec<Child>,
    display: String,
    bus: String,
    _data: tempfile::TempDir,
    out: PathBuf,
}

impl Drop for Desk {
    fn drop(&mut self) {
        // Asked to end (the accessibility bus's launcher then stops its bus, and Xvfb removes
        // its lock file), killed if they do not.
        for c in self.children.iter_mut().rev() {
            xvfb::stop(c);
        }
    }
}

impl Desk {
    fn start(language: &str) -> Desk {
        for tool in ["Xvfb", "dbus-daemon", "dbus-send"] {
            assert!(
                xvfb::have(tool),
                "{tool} is missing: install xvfb, dbus and at-spi2-core (scripts/setup.sh does)"
            );
        }
        assert!(
            Path::new("/usr/libexec/at-spi-bus-launcher").exists(),
            "at-spi2-core is missing (scripts/setup.sh installs it)"
        );
        let pyatspi = Command::new(PYTHON)
            .args(["-c", "import pyatspi"])
            .status()
            .is_ok_and(|s| s.success());
        assert!(
            pyatspi,
            "python3-pyatspi is missing (scripts/setup.sh installs it)"
        );
        let out = Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join("screen-reader")
            .join(language);
        let _ = std::fs::remove_dir_all(&out);
        std::fs::create_dir_all(&out).unwrap();
        let (xvfb, display) = xvfb::start(1280, 800);
        let mut children = vec![xvfb];
        // A session bus of the test's own: its address is the daemon's first line.
        let mut dbus = Command::new("dbus-daemon")
            .args(["--session", "--nofork", "--print-address=1"])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start dbus-daemon");
        let mut line = String::new();
        BufReader::new(dbus.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let bus = line.trim().to_string();
        assert!(!bus.is_empty(), "dbus-daemon printed no address");
        children.push(dbus);
        let launcher = Command::new("/usr/libexec/at-spi-bus-launcher")
            .arg("--launch-immediately")
            .env("DISPLAY", &display)
            .env("DBUS_SESSION_BUS_ADDRESS", &bus)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start the accessibility bus");
        children.push(launcher);
        // Toolkits expose their tree only while assistive technology is said to be on.
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let enabled = Command::new("dbus-send")
                .args([
                    "--session",
                    "--dest=org.a11y.Bus",
                    "--print-reply",
                    "/org/a11y/bus",
                    "org.freedesktop.DBus.Properties.Set",
                    "string:org.a11y.Status",
                    "string:IsEnabled",
                    "variant:boolean:true",
                ])
                .env("DBUS_SESSION_BUS_ADDRESS", &bus)
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()
                .is_ok_and(|s| s.success());
            if enabled {
                break;
            }
            assert!(
                Instant::now() < deadline,
                "the accessibility bus did not start"
            );
            sleep(Duration::from_millis(100));
        }
        let data = tempfile::tempdir().unwrap();
        let binary = std::env::var_os("SUDOKU_LINES_BIN").map_or_else(
            || PathBuf::from(env!("CARGO_BIN_EXE_sudoku-lines")),
            PathBuf::from,
        );
        let log = std::fs::File::create(out.join("app-stderr.txt")).unwrap();
        let app = Command::new(binary)
            .env("DISPLAY", &display)
            .env("DBUS_SESSION_BUS_ADDRESS", &bus)
            .env("SUDOKU_LINES_DATA_DIR", data.path())
            .env("WINIT_X11_SCALE_FACTOR", "1")
            .env("LC_ALL", "C.UTF-8")
            .env("LANGUAGE", language)
            .env_remove("SLINT_BACKEND")
            .stdout(Stdio::null())
            .stderr(Stdio::from(log))
            .spawn()
            .expect("start the app");
        children.push(app);
        Desk {
            children,
            display,
            bus,
            _data: data,
            out,
        }
    }

    fn script(&self) -> Command {
        let mut c = Command::new(PYTHON);
        c.arg(SCRIPT)
            .env("DISPLAY", &self.display)
            .env("DBUS_SESSION_BUS_ADDRESS", &self.bus);
        c
    }

    /// The tree of the app's window.
    fn tree(&self) -> Vec<Node> {
        let out = self.script().arg("dump").output().expect("run the reader");
        assert!(
            out.status.success(),
            "reading the tree failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .filter_map(|l| serde_json::from_str::<Value>(l).ok())
            .map(|v| Node::of(&v))
            .collect()
    }

    /// The tree once `ready` holds of it (within 20 s), saved as `name`.
    fn tree_when(&self, name: &str, ready: impl Fn(&[Node]) -> bool) -> Vec<Node> {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let tree = self.tree();
            if ready(&tree) {
                let text: Vec<String> = tree
                    .iter()
                    .map(|n| {
                        format!(
                            "{}{} {:?} {:?}",
                            "  ".repeat(n.depth),
                            n.role,
                            n.name,
                            n.description
                        )
                    })
                    .collect();
                std::fs::write(self.out.join(format!("{name}.txt")), text.join("\n")).unwrap();
                return tree;
            }
            assert!(
                Instant::now() < deadline,
                "{name}: the screen did not show; the tree was:\n{}",
                tree.iter()
                    .map(|n| format!("{} {:?}", n.role, n.name))
                    .collect::<Vec<_>>()
                    .join("\n")
            );
            sleep(Duration::from_millis(200));
        }
    }

    /// Invokes the default action of the element named `name`, as a screen reader's user does.
    fn press(&self, name: &str) {
        let out = self
            .script()
            .args(["press", name])
            .output()
            .expect("run the reader");
        assert!(
            out.status.success(),
            "pressing {name:?} failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        sleep(Duration::from_millis(250));
    }

    /// Starts recording announcements, for at most `seconds`; they are read by
    /// [`Listener::said_until`].
    fn listen(&self, seconds: u32) -> Listener {
        let mut child = self
            .script()
            .args(["listen", &seconds.to_string()])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("run the listener");
        let mut reader = BufReader::new(child.stdout.take().unwrap());
        let mut first = String::new();
        reader.read_line(&mut first).unwrap();
        assert!(first.contains("listening"), "the listener did not start");
        // Announcements are collected as they come, so that the recording can end as soon as
        // the last one awaited has been heard.
        let said = Arc::new(Mutex::new(Vec::new()));
        let collected = said.clone();
        let reading = std::thread::spawn(move || {
            let mut line = String::new();
            while reader.read_line(&mut line).unwrap_or(0) > 0 {
                if let Ok(v) = serde_json::from_str::<Value>(&line)
                    && let Some(text) = v["text"].as_str()
                    && !text.is_empty()
                {
                    collected
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .push(text.to_string());
                }
                line.clear();
            }
        });
        Listener {
            child,
            said,
            reading,
            until: Instant::now() + Duration::from_secs(seconds.into()),
        }
    }
}

/// A recording of the app's announcements.
struct Listener {
    child: Child,
    said: Arc<Mutex<Vec<String>>>,
    reading: std::thread::JoinHandle<()>,
    /// When the recording ends by itself.
    until: Instant,
}

impl Listener {
    /// Everything announced, once an announcement containing `last` has been heard (and a
    /// moment more, for any that follow it) or the recording has ended.
    fn said_until(mut self, last: &str) -> Vec<String> {
        let heard = |said: &Arc<Mutex<Vec<String>>>| {
            said.lock()
                .unwrap_or_else(|e| e.into_inner())
                .iter()
                .any(|s| s.contains(last))
        };
        while !heard(&self.said) && Instant::now() < self.until {
            sleep(Duration::from_millis(50));
        }
        sleep(Duration::from_millis(300));
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = self.reading.join();
        std::mem::take(&mut *self.said.lock().unwrap_or_else(|e| e.into_inner()))
    }
}

/// What a listener would trip over on one screen, as lines naming each element.
fn faults(tree: &[Node]) -> Vec<String> {
    let mut faults = Vec::new();
    let controls = [
        "push button",
        "check box",
        "toggle button",
        "radio button",
        "list item",
    ];
    for (i, n) in tree.iter().enumerate() {
        if n.role == "image" && n.name.is_empty() {
            faults.push("an image without a name".to_string());
        }
        if (controls.contains(&n.role.as_str()) || n.actions > 0) && n.name.trim().is_empty() {
            faults.push(format!("a {} without a name", n.role));
        }
        let kids: Vec<&Node> = tree[i + 1..]
            .iter()
            .take_while(|k| k.depth > n.depth)
            .filter(|k| k.depth == n.depth + 1)
            .collect();
        if kids.len() >= 2 && kids.iter().all(|k| k.name.chars().count() == 1) {
            faults.push(format!(
                "{:?} is split into {} one-character children",
                n.name,
                kids.len()
            ));
        }
        let words = format!("{} {}", n.name, n.description);
        for k in kids {
            // A window is named by its title, which the first screen may show too.
            if n.role != "frame"
                && !n.name.is_empty()
                && !k.name.is_empty()
                && n.children > 0
                && words.contains(k.name.as_str())
            {
                faults.push(format!("{:?} repeats {:?} in a child", n.name, k.name));
            }
        }
    }
    faults.sort();
    faults.dedup();
    faults
}

fn named<'a>(tree: &'a [Node], name: &str) -> Option<&'a Node> {
    tree.iter().find(|n| n.name == name)
}

fn has(tree: &[Node], name: &str) -> bool {
    named(tree, name).is_some()
}

/// The game's cells: (row, column) → description.
fn cells(tree: &[Node]) -> Vec<(usize, usize, String)> {
    tree.iter()
        .filter_map(|n| {
            let rest = n.name.strip_prefix("row ")?;
            let (r, c) = rest.split_once(" column ")?;
            Some((r.parse().ok()?, c.parse().ok()?, n.description.clone()))
        })
        .collect()
}

fn cell_name(r: usize, c: usize) -> String {
    format!("row {r} column {c}")
}

#[test]
fn a_listener_can_play_every_screen() {
    let desk = Desk::start("en");
    let mut problems: Vec<String> = Vec::new();
    let check = |problems: &mut Vec<String>, screen: &str, tree: &[Node]| {
        for f in faults(tree) {
            problems.push(format!("{screen}: {f}"));
        }
    };

    let home = desk.tree_when("home", |t| has(t, "Daily puzzle"));
    check(&mut problems, "home", &home);

    // A new game, then a given, an entered digit, a clash and notes, each said by its cell.
    let listener = desk.listen(40);
    desk.press("Easy");
    let game = desk.tree_when("game", |t| cells(t).len() == 81);
    check(&mut problems, "game", &game);
    let board = cells(&game);
    assert!(
        board.iter().any(|(_, _, d)| d.ends_with(", given")),
        "no given is said as one: {board:?}"
    );
    // An empty cell and a digit given in its row: placing that digit clashes.
    let (r, c, d) = board
        .iter()
        .filter(|(_, _, d)| d == "empty")
        .find_map(|&(r, c, _)| {
            board
                .iter()
                .find(|(r2, _, d)| *r2 == r && d.ends_with(", given"))
                .map(|(_, _, d)| (r, c, d.split(',').next().unwrap().to_string()))
        })
        .expect("a row with an empty cell and a given");
    desk.press(&cell_name(r, c));
    desk.press(&format!("digit {d}"));
    let clashed = desk.tree_when("game-clash", |t| {
        cells(t)
            .iter()
            .any(|(r2, c2, desc)| (*r2, *c2) == (r, c) && desc.starts_with(&d))
    });
    let said_of = |t: &[Node], r: usize, c: usize| {
        cells(t)
            .into_iter()
            .find(|x| (x.0, x.1) == (r, c))
            .map(|x| x.2)
            .unwrap()
    };
    let entered = said_of(&clashed, r, c);
    assert!(
        entered.contains("marked wrong") || entered.contains("clashes"),
        "a clashing digit is said as one: {entered:?}"
    );
    assert!(
        cells(&clashed)
            .iter()
            .any(|(_, _, x)| x.contains(", given") && x.contains("clashes")),
        "the given it clashes with says so"
    );
    check(&mut problems, "game with a clash", &clashed);
    desk.press("Undo");
    // Notes: the notes pen, then 3 and 7 in another empty cell.
    let (nr, nc) = cells(&desk.tree())
        .into_iter()
        .find(|(r2, c2, x)| x == "empty" && (*r2, *c2) != (r, c))
        .map(|x| (x.0, x.1))
        .unwrap();
    desk.press(&cell_name(nr, nc));
    desk.press("Notes");
    desk.press("digit 3");
    desk.press("digit 7");
    let noted = desk.tree_when("game-notes", |t| {
        said_of(t, nr, nc).starts_with("empty, notes 3 7")
    });
    check(&mut problems, "game with notes", &noted);
    desk.press("Digits");
    // A hint, layer by layer.
    desk.press("Hint");
    desk.press("Hint");
    desk.press("Hint");
    let hinted = desk.tree_when("hint", |t| t.iter().any(|n| n.name == "hint"));
    check(&mut problems, "hint", &hinted);
    desk.press("Close");
    // The win: the menu's Reveal solution.
    desk.press("menu");
    desk.press("Reveal solution");
    let won = desk.tree_when("win", |t| has(t, "Explain the solution"));
    check(&mut problems, "win", &won);
    let said = listener.said_until("Solved in");
    std::fs::write(desk.out.join("announced.txt"), said.join("\n")).unwrap();
    let heard = |what: &str| said.iter().any(|s| s.contains(what));
    for what in [
        format!("{d} placed in row {r}, column {c}"),
        "conflict with".to_string(),
        format!("Row {nr}, column {nc}: empty, notes 3"),
        "Notes in hand".to_string(),
        "Undone".to_string(),
        "Solved in".to_string(),
    ] {
        if !heard(&what) {
            problems.push(format!("game: {what:?} was not announced"));
        }
    }
    if !said
        .iter()
        .any(|s| s.contains("The cause:") || s.contains("Removed:") || s.contains("Placed:"))
    {
        problems.push("hint: the picture was not said in words".to_string());
    }

    // Explain, step by step.
    desk.press("Explain the solution");
    let explain = desk.tree_when("explain", |t| has(t, "Next step"));
    check(&mut problems, "explain", &explain);
    let listener = desk.listen(3);
    desk.press("Next step");
    let said = listener.said_until("Step 2");
    if !said.iter().any(|s| s.starts_with("Step 2")) {
        problems.push(format!(
            "explain: the next step was not announced: {said:?}"
        ));
    }
    desk.press("Back");
    desk.press("Back");

    // The daily calendar.
    let home = desk.tree_when("home-again", |t| has(t, "Daily calendar"));
    check(&mut problems, "home", &home);
    desk.press("Daily calendar");
    let daily = desk.tree_when("daily", |t| t.len() > 40 && !has(t, "Daily calendar"));
    check(&mut problems, "daily", &daily);
    desk.press("Back");

    // A practice round.
    desk.tree_when("home-for-learn", |t| has(t, "Learn"));
    desk.press("Learn");
    let learn = desk.tree_when("learn", |t| has(t, "Hidden single (box)"));
    check(&mut problems, "learn", &learn);
    desk.press("Hidden single (box)");
    let lesson = desk.tree_when("lesson", |t| has(t, "Practise this technique"));
    check(&mut problems, "lesson", &lesson);
    desk.press("Practise this technique");
    let practice = desk.tree_when("practice", |t| has(t, "Practice hint"));
    check(&mut problems, "practice", &practice);

    assert!(
        problems.is_empty(),
        "a listener meets {} problems (trees under {}):\n{}",
        problems.len(),
        desk.out.display(),
        problems.join("\n")
    );
}
