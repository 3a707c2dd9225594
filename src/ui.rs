//! The Slint user interface: the generated components and one adapter per Slint global.

slint::include_modules!();

use std::path::PathBuf;

/// Opens the main window and runs the event loop until it closes.
pub fn run_app(data_dir: PathBuf) -> Result<(), slint::PlatformError> {
    let _ = data_dir;
    let app = AppWindow::new()?;
    app.run()
}
