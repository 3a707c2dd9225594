//! The `SettingsAdapter` global and the theme: shows the settings Rust holds and forwards each
//! change as a typed [`SettingChange`].

use super::{AppWindow, LanguageChoice, MistakeMode, SettingsAdapter, Shared, Theme, ThemeChoice};
use crate::app::{AppModel, SettingChange};
use crate::i18n;
use crate::settings::{MistakeDisplay, Theme as ThemeSetting};
use slint::{ComponentHandle, ModelRc, SharedString, VecModel};
use std::rc::Rc;

fn theme_to_ui(t: ThemeSetting) -> ThemeChoice {
    match t {
        ThemeSetting::System => ThemeChoice::System,
        ThemeSetting::Light => ThemeChoice::Light,
        ThemeSetting::Dark => ThemeChoice::Dark,
    }
}

fn theme_from_ui(t: ThemeChoice) -> ThemeSetting {
    match t {
        ThemeChoice::System => ThemeSetting::System,
        ThemeChoice::Light => ThemeSetting::Light,
        ThemeChoice::Dark => ThemeSetting::Dark,
    }
}

fn mistakes_to_ui(m: MistakeDisplay) -> MistakeMode {
    match m {
        MistakeDisplay::Off => MistakeMode::Off,
        MistakeDisplay::Conflicts => MistakeMode::Conflicts,
        MistakeDisplay::AgainstSolution => MistakeMode::AgainstSolution,
    }
}

fn mistakes_from_ui(m: MistakeMode) -> MistakeDisplay {
    match m {
        MistakeMode::Off => MistakeDisplay::Off,
        MistakeMode::Conflicts => MistakeDisplay::Conflicts,
        MistakeMode::AgainstSolution => MistakeDisplay::AgainstSolution,
    }
}

/// Wires each setting's callback, export and import to the model.
pub fn connect(window: &AppWindow, model: &Shared, refresh: Rc<dyn Fn()>) {
    let a = window.global::<SettingsAdapter>();
    let change = |model: &Shared| {
        let (model, refresh) = (model.clone(), refresh.clone());
        move |c: SettingChange| {
            model.borrow_mut().change_setting(c);
            refresh();
        }
    };
    let c = change(model);
    a.on_set_theme(move |t| c(SettingChange::Theme(theme_from_ui(t))));
    let c = change(model);
    a.on_set_mistakes(move |m| c(SettingChange::Mistakes(mistakes_from_ui(m))));
    let c = change(model);
    a.on_set_mistake_limit(move |on| c(SettingChange::MistakeLimit(on)));
    let c = change(model);
    a.on_set_clear_peer_notes(move |on| c(SettingChange::ClearPeerNotes(on)));
    let c = change(model);
    a.on_set_show_timer(move |on| c(SettingChange::ShowTimer(on)));
    let c = change(model);
    a.on_set_highlight_same(move |on| c(SettingChange::HighlightSameDigits(on)));
    let c = change(model);
    a.on_set_language(move |i| {
        // 0 follows the system; then the languages in their list's order.
        let chosen = usize::try_from(i - 1)
            .ok()
            .and_then(|k| i18n::LANGUAGES.get(k));
        if i == 0 || chosen.is_some() {
            c(SettingChange::Language(chosen.map(|l| l.code)));
        }
    });
    {
        let (model, refresh) = (model.clone(), refresh.clone());
        a.on_export_stats(move || {
            model.borrow_mut().export_stats();
            refresh();
        });
    }
    {
        let (model, refresh) = (model.clone(), refresh.clone());
        a.on_import_found(move |i| {
            if let Ok(i) = usize::try_from(i) {
                let mut m = model.borrow_mut();
                let (stats, services) = m.stats_mut();
                stats.import_found(i, services);
                drop(m);
                refresh();
            }
        });
    }
    {
        let model = model.clone();
        a.on_import_stats(move |path| {
            let mut m = model.borrow_mut();
            let (stats, services) = m.stats_mut();
            stats.import(&path, services);
            drop(m);
            refresh();
        });
    }
}

/// Makes the window and this thread speak the language the settings and the system decide, if
/// they do not already: the markup's bundled catalogue, the Rust side's, and the font. Runs before
/// any text is written, so every text of the refresh is in that language.
pub fn apply_language(window: &AppWindow, model: &AppModel) {
    let want = i18n::resolve(
        model.player_settings().language.as_deref(),
        crate::platform::system_locale().as_deref(),
    );
    window.global::<Theme>().set_cjk(want.cjk());
    if std::ptr::eq(want, i18n::language()) && LANGUAGE_SET.get() {
        return;
    }
    i18n::set_language(want);
    LANGUAGE_SET.set(true);
    // Only a build without bundled catalogues refuses; English is then shown.
    let _ = slint::select_bundled_translation(want.code);
}

thread_local! {
    // Whether the window's language was set at least once (the first refresh always sets it,
    // over the locale Slint picked by itself).
    static LANGUAGE_SET: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Writes the settings into the `SettingsAdapter` global and the theme choice into `Theme`.
pub fn refresh(window: &AppWindow, model: &AppModel) {
    let s = model.player_settings();
    let a = window.global::<SettingsAdapter>();
    a.set_theme(theme_to_ui(s.theme));
    a.set_mistakes(mistakes_to_ui(s.mistakes));
    a.set_mistake_limit(s.mistake_limit);
    a.set_mistake_limit_text(
        crate::tr!(
            "End the game at {n} mistake"
                | "End the game at {n} mistakes" % crate::session::MISTAKE_LIMIT
        )
        .into(),
    );
    a.set_clear_peer_notes(s.clear_peer_notes);
    a.set_show_timer(s.show_timer);
    a.set_highlight_same(s.highlight_same_digits);
    let system = i18n::resolve(None, crate::platform::system_locale().as_deref());
    let mut languages = vec![LanguageChoice {
        name: crate::tr!("System ({language})", language = system.name).into(),
        cjk: system.cjk() || i18n::language().cjk(),
    }];
    languages.extend(i18n::LANGUAGES.iter().map(|l| LanguageChoice {
        name: l.name.into(),
        cjk: l.cjk(),
    }));
    a.set_languages(ModelRc::new(VecModel::from(languages)));
    let chosen = s
        .language
        .as_deref()
        .and_then(|code| i18n::LANGUAGES.iter().position(|l| l.code == code));
    a.set_language(chosen.map_or(0, |k| k as i32 + 1));
    a.set_transfer_status(model.stats().transfer_status().into());
    a.set_export_dir(model.export_dir().display().to_string().into());
    let found: Vec<SharedString> = model
        .stats()
        .found_labels()
        .into_iter()
        .map(SharedString::from)
        .collect();
    a.set_found_exports(ModelRc::new(VecModel::from(found)));
    window.global::<Theme>().set_choice(theme_to_ui(s.theme));
}
