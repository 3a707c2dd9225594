//! The Android app's shared library: Android's activity glue calls [`android_main`], which runs
//! the Sudoku Lines window with the app's folders (`sudoku_lines::android_main`). Nothing here
//! holds a rule; on other systems this library is empty.

/// The entry point Android's activity glue looks up by name.
#[cfg(target_os = "android")]
#[unsafe(no_mangle)]
fn android_main(app: sudoku_lines::AndroidApp) {
    sudoku_lines::android_main(app);
}
