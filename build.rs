//! Compiles the Slint markup in `ui/` into Rust when the `gui` feature is on, with the
//! catalogues of `ui/translations/` bundled (the markup's `@tr()` texts have no context unless
//! they name one, like the Rust side's, so one message is translated once).

fn main() {
    #[cfg(feature = "gui")]
    {
        // Element queries in the UI tests need debug info; release builds stay lean.
        let debug = std::env::var("PROFILE")
            .map(|p| p != "release")
            .unwrap_or(true);
        let config = slint_build::CompilerConfiguration::new()
            .with_debug_info(debug)
            .with_bundled_translations("ui/translations")
            .with_default_translation_context(slint_build::DefaultTranslationContext::None);
        if let Err(e) = slint_build::compile_with_config("ui/app.slint", config) {
            eprintln!("failed to compile ui/app.slint: {e}");
            std::process::exit(1);
        }
    }
}
