//! The languages the app speaks, and the lookup of its Rust-side texts.
//!
//! One gettext catalogue per language, `ui/translations/<code>/LC_MESSAGES/sudoku-lines.po`,
//! holds every text a player reads: the markup's `@tr()` strings, which the Slint compiler bundles
//! from these files, and the Rust side's (hints, technique names, lessons, captions, notices),
//! which [`tr!`](crate::tr) looks up here in the same files, embedded in the binary. English is
//! the source language: its texts are the `msgid`s, and a text a catalogue lacks stays English.
//!
//! The language is chosen per thread: the UI thread speaks the player's language, and a worker
//! that words what it finds for the window (the statistics' loading thread) is set to the same
//! language when it starts. A thread nobody set, and so the command line, speaks English.
//!
//! The words every layer shares (lists, facts on a line, sentences, capitals, clock times,
//! dates) are in [`words`].

pub mod po;
pub mod words;

use po::PluralRule;
use std::cell::Cell;
use std::collections::HashMap;
use std::fmt::Display;
use std::sync::OnceLock;

/// A language the app speaks.
#[derive(Debug, PartialEq, Eq)]
pub struct Language {
    /// The catalogue's name (`de`, `pt_BR`, `zh_CN`), as `screenshot --lang` and the settings
    /// file take it.
    pub code: &'static str,
    /// The language's own name for itself, as the language choice lists it.
    pub name: &'static str,
    /// The catalogue's text (empty for English).
    catalogue: &'static str,
}

macro_rules! language {
    ($code:literal, $name:literal) => {
        Language {
            code: $code,
            name: $name,
            catalogue: include_str!(concat!(
                "../ui/translations/",
                $code,
                "/LC_MESSAGES/sudoku-lines.po"
            )),
        }
    };
}

/// How many languages the app speaks, English included.
pub const COUNT: usize = 12;

/// Every language, English first, then the Latin and Cyrillic scripts, then the CJK ones.
pub static LANGUAGES: [Language; COUNT] = [
    Language {
        code: "en",
        name: "English",
        catalogue: "",
    },
    language!("de", "Deutsch"),
    language!("es", "Español"),
    language!("fr", "Français"),
    language!("it", "Italiano"),
    language!("nl", "Nederlands"),
    language!("pl", "Polski"),
    language!("pt_BR", "Português (Brasil)"),
    language!("ru", "Русский"),
    language!("ja", "日本語"),
    language!("ko", "한국어"),
    language!("zh_CN", "简体中文"),
];

impl Language {
    /// Whether the language is written in Chinese characters, kana or Hangul (its texts need
    /// the CJK font).
    pub fn cjk(&self) -> bool {
        matches!(self.code, "ja" | "zh_CN" | "ko")
    }

    /// Whether the language runs sentences together without a space (Chinese and Japanese,
    /// whose full stop carries its own; Korean spaces its sentences).
    pub fn sentences_touch(&self) -> bool {
        matches!(self.code, "ja" | "zh_CN")
    }
}

/// A catalogue read for lookup: each translated message by its key (`context\u{4}id`, or the id
/// alone), and the plural rule.
struct Catalogue {
    rule: PluralRule,
    messages: HashMap<String, Vec<String>>,
}

impl Catalogue {
    fn read(text: &str) -> Catalogue {
        // A catalogue that does not read gives no translations (the tests keep them readable).
        let entries = po::parse(text).unwrap_or_default();
        let rule = entries
            .iter()
            .find(|e| e.id.is_empty() && e.context.is_none())
            .and_then(|h| po::header_field(h.strs.first()?, "Plural-Forms"))
            .and_then(|v| PluralRule::parse(v).ok())
            .unwrap_or_else(PluralRule::english);
        let messages = entries
            .into_iter()
            .filter(|e| !e.id.is_empty() && e.is_translated())
            .map(|e| (key(e.context.as_deref().unwrap_or(""), &e.id), e.strs))
            .collect();
        Catalogue { rule, messages }
    }
}

/// gettext's key of a message: the context and the id joined by U+0004.
fn key(context: &str, id: &str) -> String {
    if context.is_empty() {
        id.to_string()
    } else {
        format!("{context}\u{4}{id}")
    }
}

static CATALOGUES: [OnceLock<Catalogue>; COUNT] = [const { OnceLock::new() }; COUNT];

thread_local! {
    static CURRENT: Cell<usize> = const { Cell::new(0) };
}

fn catalogue() -> Option<&'static Catalogue> {
    let i = CURRENT.get();
    (i != 0).then(|| CATALOGUES[i].get_or_init(|| Catalogue::read(LANGUAGES[i].catalogue)))
}

/// The language of `code` (a catalogue's name), if the app has it.
pub fn by_code(code: &str) -> Option<&'static Language> {
    LANGUAGES.iter().find(|l| l.code == code)
}

/// Makes this thread speak `language`.
pub fn set_language(language: &'static Language) {
    let i = LANGUAGES
        .iter()
        .position(|l| std::ptr::eq(l, language))
        .unwrap_or(0);
    CURRENT.set(i);
}

/// The language this thread speaks.
pub fn language() -> &'static Language {
    &LANGUAGES[CURRENT.get()]
}

/// The app's language for a POSIX or BCP 47 locale name (`de_DE.UTF-8`, `pt-BR`, `zh_Hans_CN`,
/// `ja`): the language and region when the app has both, else the language alone (so `pt_PT`
/// reads Brazilian Portuguese and `zh_TW` Simplified Chinese). `None` for `C`, `POSIX`, an
/// empty name or a language the app lacks.
pub fn for_locale(locale: &str) -> Option<&'static Language> {
    let name = locale
        .split(['.', '@'])
        .next()
        .unwrap_or("")
        .replace('-', "_");
    let mut parts = name.split('_');
    let lang = parts.next().unwrap_or("").to_ascii_lowercase();
    if lang.is_empty() || lang == "c" || lang == "posix" {
        return None;
    }
    let region = parts.find(|p| p.len() == 2).map(str::to_ascii_uppercase);
    let exact = region.map(|r| format!("{lang}_{r}"));
    exact.as_deref().and_then(by_code).or_else(|| {
        LANGUAGES
            .iter()
            .find(|l| l.code.split('_').next() == Some(lang.as_str()))
    })
}

/// The locale that decides the language on desktop, as gettext reads it: the first entry of
/// `LANGUAGE`, unless the locale is `C` or `POSIX`; else the first of `LC_ALL`, `LC_MESSAGES` and
/// `LANG` that is set and not empty. `var` reads a variable.
pub fn locale_from_env(var: impl Fn(&str) -> Option<String>) -> Option<String> {
    let set = |k: &str| var(k).filter(|v| !v.is_empty());
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].into_iter().find_map(set);
    let c_locale = locale
        .as_deref()
        .is_some_and(|l| l == "C" || l.starts_with("C.") || l == "POSIX");
    let listed = set("LANGUAGE")
        .filter(|_| !c_locale)
        .and_then(|l| l.split(':').find(|e| !e.is_empty()).map(str::to_string));
    listed.or(locale)
}

/// The language to speak: the player's choice if the app has it, else the system locale's, else
/// English.
pub fn resolve(choice: Option<&str>, system_locale: Option<&str>) -> &'static Language {
    choice
        .and_then(by_code)
        .or_else(|| system_locale.and_then(for_locale))
        .unwrap_or(&LANGUAGES[0])
}

/// The translation of `id` (with `context`, or `""` for none) in this thread's language; `id`
/// itself when the catalogue lacks it.
pub fn lookup(context: &str, id: &'static str) -> &'static str {
    catalogue()
        .and_then(|c| c.messages.get(&key(context, id)))
        .and_then(|strs| strs.first())
        .map_or(id, String::as_str)
}

/// The form of a message with plurals for the count `n`.
pub fn lookup_plural(
    context: &str,
    one: &'static str,
    other: &'static str,
    n: u64,
) -> &'static str {
    match catalogue() {
        Some(c) => c
            .messages
            .get(&key(context, one))
            .and_then(|strs| strs.get(c.rule.form(n)))
            .map_or(if n == 1 { one } else { other }, String::as_str),
        None => {
            if n == 1 {
                one
            } else {
                other
            }
        }
    }
}

/// A name of cells or houses ("row 3", "rows 1 and 4 of column 2") in each form a sentence
/// may need before it: bare, with its article (or as an object, in a language with cases), after
/// "in" and after "of". English says them all alike; a Romance language writes "la fila 3",
/// "en la fila 3", "de la fila 3", a Slavic one declines it. A translation picks a form with
/// `{house:the}`, `{house:in}` or `{house:of}`; `{house}` is the bare name.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Name {
    forms: [String; 4],
}

/// The forms of a [`Name`], as a translation writes them after the placeholder's name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// The bare name: a label, or the subject of a sentence ("row 3").
    Bare,
    /// With its definite article, or the object of a verb (`{house:the}`).
    The,
    /// After the word for "in", contracted where the language contracts (`{house:in}`).
    In,
    /// After the word for "of", contracted where the language contracts (`{house:of}`).
    Of,
}

impl Form {
    /// Every form, in the order a [`Name`] keeps them.
    pub const ALL: [Form; 4] = [Form::Bare, Form::The, Form::In, Form::Of];

    /// The form a placeholder's suffix asks for (`the`, `in`, `of`).
    pub fn by_suffix(suffix: &str) -> Option<Form> {
        match suffix {
            "the" => Some(Form::The),
            "in" => Some(Form::In),
            "of" => Some(Form::Of),
            _ => None,
        }
    }
}

impl Name {
    /// A name whose form `f` is `write(f)`.
    pub fn new(write: impl Fn(Form) -> String) -> Name {
        Name {
            forms: Form::ALL.map(write),
        }
    }

    /// The name in `form`.
    pub fn form(&self, form: Form) -> &str {
        &self.forms[form as usize]
    }

    /// Names joined into one, form by form: each item takes the form the whole list is asked
    /// in ("en la fila 1 y en la columna 4").
    pub fn join(items: &[Name], join: impl Fn(&[&str]) -> String) -> Name {
        Name::new(|f| join(&items.iter().map(|n| n.form(f)).collect::<Vec<_>>()))
    }
}

impl PartialEq<&str> for Name {
    fn eq(&self, other: &&str) -> bool {
        self.form(Form::Bare) == *other
    }
}

impl Display for Name {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.form(Form::Bare))
    }
}

/// A value that fills a placeholder: text, or a [`Name`] with its forms.
#[derive(Clone, Copy)]
pub enum Arg<'a> {
    /// Anything written as it displays.
    Text(&'a dyn Display),
    /// A name, in the form the placeholder asks for.
    Name(&'a Name),
}

/// The wrapper through which [`tr!`](crate::tr) tells a [`Name`] from other values: the
/// method `arg` resolves to [`NameArg`] for a name and to [`TextArg`] for anything else.
pub struct ArgOf<'a, T: ?Sized>(pub &'a T);

impl<T: ?Sized> Clone for ArgOf<'_, T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: ?Sized> Copy for ArgOf<'_, T> {}

/// A [`Name`] as a placeholder's value (see [`ArgOf`]).
pub trait NameArg<'a> {
    /// The value.
    fn arg(self) -> Arg<'a>;
}

impl<'a> NameArg<'a> for &ArgOf<'a, Name> {
    fn arg(self) -> Arg<'a> {
        Arg::Name(self.0)
    }
}

/// Any other displayable value as a placeholder's value (see [`ArgOf`]).
pub trait TextArg<'a> {
    /// The value.
    fn arg(self) -> Arg<'a>;
}

impl<'a, T: Display> TextArg<'a> for ArgOf<'a, T> {
    fn arg(self) -> Arg<'a> {
        Arg::Text(self.0)
    }
}

/// `template` with each `{name}` replaced by the value given for `name`, and each `{name:form}`
/// by that form of a [`Name`] (a value that is not a name reads as it displays); a name without
/// a value stays as written.
pub fn fill(template: &str, args: &[(&str, Arg)]) -> String {
    use std::fmt::Write;
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find('}').map(|close| (&after[..close], close)) {
            Some((inner, close)) => {
                let (name, form) = match inner.split_once(':') {
                    Some((name, suffix)) => (name, Form::by_suffix(suffix)),
                    None => (inner, Some(Form::Bare)),
                };
                match (args.iter().find(|(k, _)| *k == name), form) {
                    (Some((_, Arg::Name(n))), Some(form)) => {
                        // A name that starts a sentence after another one starts with a capital.
                        let after_stop = out.ends_with(char::is_whitespace)
                            && out.trim_end().ends_with(['.', '!', '?', '。']);
                        if after_stop {
                            out.push_str(&words::capitalize(n.form(form)));
                        } else {
                            out.push_str(n.form(form));
                        }
                    }
                    (Some((_, Arg::Text(v))), Some(_)) => {
                        let _ = write!(out, "{v}");
                    }
                    _ => {
                        out.push('{');
                        out.push_str(inner);
                        out.push('}');
                    }
                }
                rest = &after[close + 1..];
            }
            None => {
                out.push_str(&rest[open..]);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

/// [`fill`] for a message whose English source is `source`: when the source starts a sentence
/// (with a capital), so does the text, even where a translation starts with a name's form
/// (`{house:in}` reads "nella riga 3" and the hint "Nella riga 3, …").
pub fn fill_as(source: &str, template: &str, args: &[(&str, Arg)]) -> String {
    let out = fill(template, args);
    if source.chars().next().is_some_and(char::is_uppercase) {
        words::capitalize(&out)
    } else {
        out
    }
}

/// The placeholders (`{name}`) of a text, in order, as the catalogue tests compare them.
pub fn placeholders(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else { break };
        out.push(&after[..close]);
        rest = &after[close + 1..];
    }
    out
}

/// A text a player reads, in this thread's language.
///
/// - `tr!("Undo")`: the translation, a `&'static str`;
/// - `tr!("Place {digit} in {cell}.", digit = d, cell = name)`: with its placeholders filled, a
///   `String`;
/// - `tr!("{n} mistake" | "{n} mistakes" % count)`: the plural form for `count`, with `{n}`
///   filled (and any further placeholders after a comma);
/// - `tr!("month" => "May")`: with a context, for a word that means two things.
///
/// The forms are those `xtr` extracts, so the README's workflow finds every message.
#[macro_export]
macro_rules! tr {
    (@arg $v:expr) => {
        (&$crate::i18n::ArgOf(&$v)).arg()
    };
    ($ctx:literal => $one:literal | $other:literal % $n:expr $(, $k:ident = $v:expr)* $(,)?) => {{
        let n = $n;
        #[allow(unused_imports)]
        use $crate::i18n::{NameArg as _, TextArg as _};
        $crate::i18n::fill_as(
            $one,
            $crate::i18n::lookup_plural($ctx, $one, $other, n as u64),
            &[("n", $crate::i18n::Arg::Text(&n)) $(, (stringify!($k), $crate::tr!(@arg $v)))*],
        )
    }};
    ($ctx:literal => $msg:literal) => {
        $crate::i18n::lookup($ctx, $msg)
    };
    ($ctx:literal => $msg:literal, $($k:ident = $v:expr),+ $(,)?) => {{
        #[allow(unused_imports)]
        use $crate::i18n::{NameArg as _, TextArg as _};
        $crate::i18n::fill_as(
            $msg,
            $crate::i18n::lookup($ctx, $msg),
            &[$((stringify!($k), $crate::tr!(@arg $v))),+],
        )
    }};
    ($one:literal | $other:literal % $n:expr $(, $k:ident = $v:expr)* $(,)?) => {
        $crate::tr!("" => $one | $other % $n $(, $k = $v)*)
    };
    ($msg:literal) => {
        $crate::i18n::lookup("", $msg)
    };
    ($msg:literal, $($k:ident = $v:expr),+ $(,)?) => {
        $crate::tr!("" => $msg, $($k = $v),+)
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs `f` speaking `code`, then English again (the language is the thread's).
    fn speaking<T>(code: &str, f: impl FnOnce() -> T) -> T {
        set_language(by_code(code).unwrap());
        let out = f();
        set_language(&LANGUAGES[0]);
        out
    }

    #[test]
    fn locales_map_to_the_catalogues() {
        let code = |l: &str| for_locale(l).map(|l| l.code);
        assert_eq!(code("de_DE.UTF-8"), Some("de"));
        assert_eq!(code("de_AT"), Some("de"));
        assert_eq!(code("pt_BR.utf8"), Some("pt_BR"));
        assert_eq!(code("pt_PT"), Some("pt_BR"));
        assert_eq!(code("pt-BR"), Some("pt_BR"));
        assert_eq!(code("zh_CN.UTF-8"), Some("zh_CN"));
        assert_eq!(code("zh_Hans_CN"), Some("zh_CN"));
        assert_eq!(code("zh_TW"), Some("zh_CN"));
        assert_eq!(code("ja_JP.eucJP"), Some("ja"));
        assert_eq!(code("fr_CA@euro"), Some("fr"));
        assert_eq!(code("en_GB"), Some("en"));
        assert_eq!(code("C.UTF-8"), None);
        assert_eq!(code("POSIX"), None);
        assert_eq!(code(""), None);
        assert_eq!(code("ru_RU"), Some("ru"));
        assert_eq!(code("xx_XX"), None);
    }

    #[test]
    fn the_environment_and_the_choice_decide_the_language() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |k: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == k)
                    .map(|(_, v)| v.to_string())
            }
        };
        let from = |pairs| locale_from_env(env(pairs));
        assert_eq!(
            from(&[("LANG", "de_DE.UTF-8")]).as_deref(),
            Some("de_DE.UTF-8")
        );
        assert_eq!(
            from(&[("LANG", "de_DE.UTF-8"), ("LC_MESSAGES", "ja_JP.UTF-8")]).as_deref(),
            Some("ja_JP.UTF-8")
        );
        assert_eq!(
            from(&[("LC_ALL", "fr_FR"), ("LC_MESSAGES", "ja_JP")]).as_deref(),
            Some("fr_FR")
        );
        assert_eq!(
            from(&[("LANG", "en_US.UTF-8"), ("LANGUAGE", "zh_CN:en")]).as_deref(),
            Some("zh_CN")
        );
        // LANGUAGE is ignored under the C locale, as gettext does.
        assert_eq!(
            from(&[("LANG", "C.UTF-8"), ("LANGUAGE", "de")]).as_deref(),
            Some("C.UTF-8")
        );
        assert_eq!(from(&[("LANG", "")]), None);
        assert_eq!(resolve(Some("ja"), Some("de_DE")).code, "ja");
        assert_eq!(resolve(None, Some("de_DE")).code, "de");
        assert_eq!(resolve(Some("xx"), Some("es_MX")).code, "es");
        assert_eq!(resolve(None, Some("C")).code, "en");
        assert_eq!(resolve(None, None).code, "en");
    }

    #[test]
    fn placeholders_are_filled_by_name() {
        let d = Arg::Text(&5);
        assert_eq!(
            fill("{d} in {cell}", &[("d", d), ("cell", Arg::Text(&"r1c1"))]),
            "5 in r1c1"
        );
        assert_eq!(fill("{missing} {d}{", &[("d", d)]), "{missing} 5{");
        // A name fills in the form asked for; other values read as they display.
        let row = Name::new(|f| match f {
            Form::Bare => "fila 3".into(),
            Form::The => "la fila 3".into(),
            Form::In => "en la fila 3".into(),
            Form::Of => "de la fila 3".into(),
        });
        let args = [("house", Arg::Name(&row)), ("d", d)];
        assert_eq!(
            fill(
                "{house:in}, {house}, {house:the}, {house:of}, {d:of}",
                &args
            ),
            "en la fila 3, fila 3, la fila 3, de la fila 3, 5"
        );
        assert_eq!(fill("{house:at}", &args), "{house:at}");
        assert_eq!(
            fill("Ya. {house:in}, {house:in}.", &args),
            "Ya. En la fila 3, en la fila 3."
        );
        // A sentence starts with a capital even where its translation starts with a form.
        assert_eq!(
            fill_as("In {house}, …", "{house:in}, …", &args),
            "En la fila 3, …"
        );
        assert_eq!(
            fill_as("in {house}, …", "{house:in}, …", &args),
            "en la fila 3, …"
        );
        assert_eq!(placeholders("{n} of {total}: {}"), ["n", "total", ""]);
    }

    #[test]
    fn english_is_the_source_and_other_threads_stay_english() {
        // (Through the functions `tr!` expands to: the macro's own literals would be extracted.)
        assert_eq!(lookup("", "Undo"), "Undo");
        assert_eq!(lookup_plural("", "{n} game", "{n} games", 1), "{n} game");
        assert_eq!(lookup_plural("", "{n} game", "{n} games", 3), "{n} games");
        let other = speaking("de", || {
            std::thread::spawn(|| lookup("", "Undo").to_string())
                .join()
                .unwrap()
        });
        assert_eq!(other, "Undo");
    }

    #[test]
    fn a_catalogue_translates_with_its_plural_rule() {
        let c = Catalogue::read(
            "msgid \"\"\nmsgstr \"Plural-Forms: nplurals=2; plural=(n > 1);\\n\"\n\n\
             msgid \"{n} mistake\"\nmsgid_plural \"{n} mistakes\"\n\
             msgstr[0] \"{n} erreur\"\nmsgstr[1] \"{n} erreurs\"\n\n\
             #, fuzzy\nmsgid \"Undo\"\nmsgstr \"Annuler\"\n",
        );
        assert_eq!(c.rule.form(0), 0);
        assert_eq!(c.rule.form(2), 1);
        assert_eq!(c.messages["{n} mistake"][1], "{n} erreurs");
        assert!(
            !c.messages.contains_key("Undo"),
            "fuzzy entries are not used"
        );
    }
}
