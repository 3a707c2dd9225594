//! The `SettingsAdapter` global and the theme: shows the settings Rust holds and forwards each
//! change as a typed [`SettingChange`].

use super::{
    AppWindow, Forward, LanguageChoice, MistakeDisplay as UiMistakeDisplay, SettingsAdapter, Theme,
    ThemeChoice as UiThemeChoice,
};
use crate::app::{AppModel, SettingChange};
use crate::i18n;
use crate::settings::{MistakeDisplay, ThemeChoice};
use slint::{ComponentHandle, ModelRc, SharedString, VecModel};

fn theme_to_ui(t: ThemeChoice) -> UiThemeChoice {
    match t {
        ThemeChoice::System => UiThemeChoice::System,
        ThemeChoice::Light => UiThemeChoice::Light,
        ThemeChoice::Dark => UiThemeChoice::Dark,
    }
}

fn theme_from_ui(t: UiThemeChoice) -> ThemeChoice {
    match t {
        UiThemeChoice::System => ThemeChoice::System,
        UiThemeChoice::Light => ThemeChoice::Light,
        UiThemeChoice::Dark => ThemeChoice::Dark,
    }
}

fn mistakes_to_ui(m: MistakeDisplay) -> UiMistakeDisplay {
    match m {
        MistakeDisplay::OnCheck => UiMistakeDisplay::OnCheck,
        MistakeDisplay::Conflicts => UiMistakeDisplay::Conflicts,
        MistakeDisplay::AgainstSolution => UiMistakeDisplay::AgainstSolution,
    }
}

fn mistakes_from_ui(m: UiMistakeDisplay) -> MistakeDisplay {
    match m {
        UiMistakeDisplay::OnCheck => MistakeDisplay::OnCheck,
        UiMistakeDisplay::Conflicts => MistakeDisplay::Conflicts,
        UiMistakeDisplay::AgainstSolution => MistakeDisplay::AgainstSolution,
    }
}

/// Wires each setting's callback, export and import to the model.
pub(crate) fn connect(window: &AppWindow, forward: &Forward) {
    let a = window.global::<SettingsAdapter>();
    let change = |f: fn(bool) -> SettingChange| forward.with(move |m, on| m.change_setting(f(on)));
    a.on_set_theme(forward.with(|m, t| m.change_setting(SettingChange::Theme(theme_from_ui(t)))));
    a.on_set_mistakes(forward.with(|m, d| {
        m.change_setting(SettingChange::Mistakes(mistakes_from_ui(d)));
    }));
    a.on_set_mistake_limit(change(SettingChange::MistakeLimit));
    a.on_set_clear_peer_notes(change(SettingChange::ClearPeerNotes));
    a.on_set_show_timer(change(SettingChange::ShowTimer));
    a.on_set_highlight_same(change(SettingChange::HighlightSameDigits));
    a.on_set_highlight_follows(change(SettingChange::HighlightFollowsSelection));
    a.on_set_cage_colours(change(SettingChange::CageColours));
    a.on_set_language(forward.with(|m, i: i32| {
        // 0 follows the system; then the languages in their list's order.
        let chosen = usize::try_from(i - 1)
            .ok()
            .and_then(|k| i18n::LANGUAGES.get(k));
        if i == 0 || chosen.is_some() {
            m.change_setting(SettingChange::Language(chosen.map(|l| l.code)));
        }
    }));
    a.on_export_stats(forward.to(AppModel::export_stats));
    a.on_import_found(forward.with(|m, i: i32| {
        if let Ok(i) = usize::try_from(i) {
            let (stats, services) = m.stats_mut();
            stats.import_found(i, services);
        }
    }));
    a.on_import_stats(forward.with(|m, path: slint::SharedString| {
        let (stats, services) = m.stats_mut();
        stats.import(&path, services);
    }));
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
    a.set_highlight_follows(s.highlight_follows_selection);
    a.set_cage_colours(s.cage_colours);
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
