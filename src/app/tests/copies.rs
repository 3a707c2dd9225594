//! Two copies of the app on one data folder, with and without the folder's lock.

use super::*;

#[test]
fn a_second_copy_on_the_folder_is_read_only_and_loses_nothing_of_the_first() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = model(dir.path());
    let mut b = model(dir.path());
    assert!(!a.read_only());
    assert_eq!(a.save_status(), SaveStatus::Saved);
    assert!(b.read_only());
    assert_eq!(b.save_status(), SaveStatus::ReadOnly);
    assert!(!b.save_status().text().is_empty());
    assert_eq!(drain_notices(&mut b), [READ_ONLY_NOTICE.to_string()]);
    assert!(drain_notices(&mut a).is_empty());

    // Interleaved: A plays, B changes a setting and plays a game of its own, A finishes.
    a.start(fixed(Level::Easy, 0).unwrap());
    place(&mut a, 0);
    let a_id = a.game().session().unwrap().id().to_string();
    b.change_setting(SettingChange::Theme(crate::settings::ThemeChoice::Light));
    a.change_setting(SettingChange::Theme(crate::settings::ThemeChoice::Dark));
    b.change_setting(SettingChange::ShowTimer(false));
    b.start(fixed(Level::Easy, 0).unwrap());
    place(&mut b, 1);
    assert_eq!(
        saved_game(dir.path()).unwrap().id,
        a_id,
        "B does not save over A's game"
    );
    b.autosave();
    b.set_active(false);
    solve(&mut b);
    assert_eq!(solve(&mut a), Outcome::Won);
    b.start(fixed(Level::Easy, 0).unwrap());
    place(&mut b, 2);
    b.set_active(false);

    let on_disk = stats_on_disk(dir.path());
    assert_eq!(on_disk.games.len(), 1);
    assert_eq!(on_disk.games[0].id, a_id, "A's win is on disk");
    assert_eq!(
        settings_on_disk(dir.path()).theme,
        crate::settings::ThemeChoice::Dark
    );
    assert!(settings_on_disk(dir.path()).show_timer, "B wrote nothing");
    assert!(
        !dir.path().join("game.json").exists(),
        "A's finished game is removed"
    );
    assert!(corrupt_copies(dir.path()).is_empty());

    // Once A is closed, the next copy owns the folder and finds everything A did.
    drop(a);
    let c = model(dir.path());
    assert!(!c.read_only());
    assert_eq!(c.services().stats().games.len(), 1);
    assert_eq!(
        c.player_settings().theme,
        crate::settings::ThemeChoice::Dark
    );
    drop(b);
}

/// An app model that does not lock the folder: a copy of the app where locks do not work.
fn unlocked_model(dir: &std::path::Path) -> AppModel {
    AppModel::with_services(
        Services::open_with(Some(dir.to_path_buf()), false, None),
        Arc::new(fixed),
    )
}

#[test]
fn two_copies_without_a_lock_still_lose_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = unlocked_model(dir.path());
    let mut b = unlocked_model(dir.path());
    assert!(!a.read_only() && !b.read_only());

    // Each finishes a game the other never saw: both are on disk, each once.
    a.start(fixed(Level::Easy, 0).unwrap());
    place(&mut a, 0);
    let a_first = a.game().session().unwrap().id().to_string();
    solve(&mut a);
    b.start(fixed(Level::Easy, 0).unwrap());
    place(&mut b, 0);
    let b_first = b.game().session().unwrap().id().to_string();
    solve(&mut b);
    let ids: Vec<String> = stats_on_disk(dir.path())
        .games
        .into_iter()
        .map(|g| g.id)
        .collect();
    assert_eq!(ids.len(), 2, "{ids:?}");
    assert!(ids.contains(&a_first) && ids.contains(&b_first), "{ids:?}");
    // B learned of A's game when it merged.
    assert_eq!(b.services().stats().games.len(), 2);

    // Settings: each change is written over the other copy's, not instead of it.
    a.change_setting(SettingChange::Theme(crate::settings::ThemeChoice::Dark));
    b.change_setting(SettingChange::ShowTimer(false));
    a.change_setting(SettingChange::MistakeLimit(true));
    let s = settings_on_disk(dir.path());
    assert_eq!(
        (s.theme, s.show_timer, s.mistake_limit),
        (crate::settings::ThemeChoice::Dark, false, true)
    );

    // A game in progress: B's new game replaces A's in the file; A's finish must not delete it.
    a.start(fixed(Level::Easy, 0).unwrap());
    place(&mut a, 0);
    b.start(fixed(Level::Easy, 0).unwrap());
    place(&mut b, 0);
    let b_game = b.game().session().unwrap().id().to_string();
    solve(&mut a);
    assert_eq!(
        saved_game(dir.path()).map(|s| s.id),
        Some(b_game.clone()),
        "B's game in progress is still saved"
    );
    place(&mut b, 1);
    solve(&mut b);
    let on_disk = stats_on_disk(dir.path());
    let mut ids: Vec<&str> = on_disk.games.iter().map(|g| g.id.as_str()).collect();
    assert_eq!(ids.len(), 4);
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), 4, "no game counted twice");
    assert!(!dir.path().join("game.json").exists());
}
