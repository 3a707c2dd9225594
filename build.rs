//! Compiles the Slint markup in `ui/` into Rust when the `gui` feature is on.

fn main() {
    #[cfg(feature = "gui")]
    {
        // Element queries in the UI tests need debug info; release builds stay lean.
        let debug = std::env::var("PROFILE")
            .map(|p| p != "release")
            .unwrap_or(true);
        let config = slint_build::CompilerConfiguration::new().with_debug_info(debug);
        if let Err(e) = slint_build::compile_with_config("ui/app.slint", config) {
            eprintln!("failed to compile ui/app.slint: {e}");
            std::process::exit(1);
        }
    }
}
