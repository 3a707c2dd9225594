//! A reader of gettext `.po` catalogues and of their `Plural-Forms` rule: all the app needs to
//! look its Rust-side texts up in the same catalogues the markup is compiled with.
//!
//! Read: `msgctxt`, `msgid`, `msgid_plural`, `msgstr` and `msgstr[N]`, each continued on the
//! lines that follow as further quoted strings; the `#,` flags (a `fuzzy` entry is kept but
//! marked); other comments, and obsolete `#~` entries, are skipped. Escapes: `\n`, `\t`, `\r`,
//! `\"`, `\\`.

use std::fmt;

/// One message of a catalogue.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Entry {
    /// The `msgctxt`, if any.
    pub context: Option<String>,
    /// The `msgid`, the English text (empty for the header).
    pub id: String,
    /// The `msgid_plural`, for a message with plural forms.
    pub plural: Option<String>,
    /// The translations: one, or one per plural form (empty strings are untranslated).
    pub strs: Vec<String>,
    /// Whether the entry is flagged fuzzy (a guess that is not used).
    pub fuzzy: bool,
    /// The line the entry starts on, from 1.
    pub line: usize,
}

impl Entry {
    /// Whether every form of the entry has a translation and it is not fuzzy.
    pub fn is_translated(&self) -> bool {
        !self.fuzzy && !self.strs.is_empty() && self.strs.iter().all(|s| !s.is_empty())
    }
}

/// Why a catalogue cannot be read: the line and what is wrong there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PoError {
    /// The line, from 1.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for PoError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

/// Which field the continuation lines add to.
#[derive(Clone, Copy)]
enum Field {
    Context,
    Id,
    Plural,
    Str(usize),
}

/// The entries of a catalogue, the header (`msgid ""`) first if it has one.
pub fn parse(text: &str) -> Result<Vec<Entry>, PoError> {
    let mut entries = Vec::new();
    let mut cur: Option<Entry> = None;
    let mut field: Option<Field> = None;
    let mut fuzzy_next = false;
    for (i, raw) in text.lines().enumerate() {
        let line_no = i + 1;
        let line = raw.trim();
        let err = |message: &str| PoError {
            line: line_no,
            message: message.to_string(),
        };
        if line.is_empty() {
            continue;
        }
        if let Some(flags) = line.strip_prefix("#,") {
            fuzzy_next |= flags.split(',').any(|f| f.trim() == "fuzzy");
            continue;
        }
        if line.starts_with('#') {
            continue;
        }
        if line.starts_with('"') {
            let s = unquote(line).ok_or_else(|| err("a string that is not closed"))?;
            let (Some(e), Some(f)) = (cur.as_mut(), field) else {
                return Err(err("a string outside a message"));
            };
            match f {
                Field::Context => e.context.get_or_insert_default().push_str(&s),
                Field::Id => e.id.push_str(&s),
                Field::Plural => e.plural.get_or_insert_default().push_str(&s),
                Field::Str(k) => e.strs[k].push_str(&s),
            }
            continue;
        }
        let (keyword, rest) = line
            .split_once(|c: char| c.is_whitespace())
            .ok_or_else(|| err("a keyword without its string"))?;
        let s = unquote(rest.trim()).ok_or_else(|| err("a keyword without a quoted string"))?;
        // A message starts at its msgctxt, or at its msgid when no msgctxt came just before.
        let starts_entry =
            keyword == "msgctxt" || (keyword == "msgid" && !matches!(field, Some(Field::Context)));
        if starts_entry {
            if let Some(e) = cur.take() {
                entries.push(e);
            }
            cur = Some(Entry {
                fuzzy: std::mem::take(&mut fuzzy_next),
                line: line_no,
                ..Entry::default()
            });
        }
        let e = cur
            .as_mut()
            .ok_or_else(|| err("a string before any msgid"))?;
        match keyword {
            "msgctxt" => {
                e.context = Some(s);
                field = Some(Field::Context);
            }
            "msgid" => {
                e.id = s;
                field = Some(Field::Id);
            }
            "msgid_plural" => {
                e.plural = Some(s);
                field = Some(Field::Plural);
            }
            "msgstr" => {
                e.strs.push(s);
                field = Some(Field::Str(e.strs.len() - 1));
            }
            k => {
                let index = k
                    .strip_prefix("msgstr[")
                    .and_then(|r| r.strip_suffix(']'))
                    .and_then(|n| n.parse::<usize>().ok())
                    .ok_or_else(|| err(&format!("unknown keyword {k}")))?;
                if index != e.strs.len() {
                    return Err(err("plural forms out of order"));
                }
                e.strs.push(s);
                field = Some(Field::Str(index));
            }
        }
    }
    entries.extend(cur);
    Ok(entries)
}

/// The text of a quoted string, escapes resolved; `None` unless it is one closed string.
fn unquote(s: &str) -> Option<String> {
    let inner = s.strip_prefix('"')?.strip_suffix('"')?;
    let mut out = String::with_capacity(inner.len());
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => out.push(match chars.next()? {
                'n' => '\n',
                't' => '\t',
                'r' => '\r',
                other => other,
            }),
            '"' => return None,
            c => out.push(c),
        }
    }
    Some(out)
}

/// A header field's value (`Plural-Forms`, `Language`), from the header entry's text.
pub fn header_field<'a>(header: &'a str, name: &str) -> Option<&'a str> {
    header.lines().find_map(|l| {
        let (k, v) = l.split_once(':')?;
        (k.trim() == name).then(|| v.trim())
    })
}

/// A catalogue's plural rule: which form a count takes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PluralRule {
    /// How many forms there are.
    pub forms: usize,
    expr: Expr,
}

impl PluralRule {
    /// The rule of a `Plural-Forms` value such as `nplurals=2; plural=(n != 1);`.
    pub fn parse(value: &str) -> Result<PluralRule, String> {
        let mut forms = None;
        let mut expr = None;
        for part in value.split(';') {
            let Some((k, v)) = part.split_once('=') else {
                continue;
            };
            match k.trim() {
                "nplurals" => forms = v.trim().parse::<usize>().ok(),
                "plural" => expr = Some(Parser::new(v.trim()).whole()?),
                _ => {}
            }
        }
        match (forms, expr) {
            (Some(forms), Some(expr)) if forms >= 1 => Ok(PluralRule { forms, expr }),
            _ => Err(format!("not a plural rule: {value}")),
        }
    }

    /// The English rule: one form for 1, another for every other count.
    pub fn english() -> PluralRule {
        PluralRule {
            forms: 2,
            expr: Expr::Bin(Box::new(Expr::N), Op::Ne, Box::new(Expr::Num(1))),
        }
    }

    /// The form `n` takes, always below [`PluralRule::forms`].
    pub fn form(&self, n: u64) -> usize {
        (self.expr.eval(n) as usize).min(self.forms - 1)
    }
}

/// The C expression of a plural rule, over `n`.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Expr {
    N,
    Num(u64),
    Not(Box<Expr>),
    Bin(Box<Expr>, Op, Box<Expr>),
    If(Box<Expr>, Box<Expr>, Box<Expr>),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Op {
    Or,
    And,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    Add,
    Sub,
    Mul,
    Div,
    Rem,
}

impl Expr {
    fn eval(&self, n: u64) -> u64 {
        match self {
            Expr::N => n,
            Expr::Num(v) => *v,
            Expr::Not(e) => u64::from(e.eval(n) == 0),
            Expr::If(c, a, b) => {
                if c.eval(n) != 0 {
                    a.eval(n)
                } else {
                    b.eval(n)
                }
            }
            Expr::Bin(a, op, b) => {
                let (x, y) = (a.eval(n), b.eval(n));
                match op {
                    Op::Or => u64::from(x != 0 || y != 0),
                    Op::And => u64::from(x != 0 && y != 0),
                    Op::Eq => u64::from(x == y),
                    Op::Ne => u64::from(x != y),
                    Op::Lt => u64::from(x < y),
                    Op::Le => u64::from(x <= y),
                    Op::Gt => u64::from(x > y),
                    Op::Ge => u64::from(x >= y),
                    Op::Add => x.wrapping_add(y),
                    Op::Sub => x.wrapping_sub(y),
                    Op::Mul => x.wrapping_mul(y),
                    Op::Div => x.checked_div(y).unwrap_or(0),
                    Op::Rem => x.checked_rem(y).unwrap_or(0),
                }
            }
        }
    }
}

/// A recursive-descent reader of the rule's expression, C precedence.
struct Parser<'a> {
    s: &'a [u8],
    at: usize,
}

/// The binary operators by precedence, loosest first.
const LEVELS: &[&[(&str, Op)]] = &[
    &[("||", Op::Or)],
    &[("&&", Op::And)],
    &[("==", Op::Eq), ("!=", Op::Ne)],
    &[("<=", Op::Le), (">=", Op::Ge), ("<", Op::Lt), (">", Op::Gt)],
    &[("+", Op::Add), ("-", Op::Sub)],
    &[("*", Op::Mul), ("/", Op::Div), ("%", Op::Rem)],
];

impl<'a> Parser<'a> {
    fn new(s: &'a str) -> Parser<'a> {
        Parser {
            s: s.as_bytes(),
            at: 0,
        }
    }

    fn whole(mut self) -> Result<Expr, String> {
        let e = self.ternary()?;
        self.skip();
        if self.at == self.s.len() {
            Ok(e)
        } else {
            Err(format!("unexpected text at {}", self.at))
        }
    }

    fn skip(&mut self) {
        while self.s.get(self.at).is_some_and(|c| c.is_ascii_whitespace()) {
            self.at += 1;
        }
    }

    fn eat(&mut self, tok: &str) -> bool {
        self.skip();
        if self.s[self.at..].starts_with(tok.as_bytes()) {
            self.at += tok.len();
            true
        } else {
            false
        }
    }

    fn ternary(&mut self) -> Result<Expr, String> {
        let cond = self.binary(0)?;
        if !self.eat("?") {
            return Ok(cond);
        }
        let a = self.ternary()?;
        if !self.eat(":") {
            return Err("a ? without its :".into());
        }
        let b = self.ternary()?;
        Ok(Expr::If(Box::new(cond), Box::new(a), Box::new(b)))
    }

    fn binary(&mut self, level: usize) -> Result<Expr, String> {
        if level == LEVELS.len() {
            return self.unary();
        }
        let mut left = self.binary(level + 1)?;
        'more: loop {
            for &(tok, op) in LEVELS[level] {
                if self.eat(tok) {
                    let right = self.binary(level + 1)?;
                    left = Expr::Bin(Box::new(left), op, Box::new(right));
                    continue 'more;
                }
            }
            return Ok(left);
        }
    }

    fn unary(&mut self) -> Result<Expr, String> {
        if self.eat("!") {
            return Ok(Expr::Not(Box::new(self.unary()?)));
        }
        if self.eat("(") {
            let e = self.ternary()?;
            return if self.eat(")") {
                Ok(e)
            } else {
                Err("a ( without its )".into())
            };
        }
        if self.eat("n") {
            return Ok(Expr::N);
        }
        self.skip();
        let start = self.at;
        while self.s.get(self.at).is_some_and(u8::is_ascii_digit) {
            self.at += 1;
        }
        std::str::from_utf8(&self.s[start..self.at])
            .ok()
            .and_then(|d| d.parse().ok())
            .map(Expr::Num)
            .ok_or_else(|| format!("expected a number at {start}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_with_context_plurals_continuations_and_flags_read_back() {
        let text = r#"# A comment
msgid ""
msgstr ""
"Language: de\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"

#: src/a.rs:1
msgid "Undo"
msgstr "Rückgängig"

#, fuzzy
msgctxt "month"
msgid "May"
msgstr "Mai"

msgid "{n} mistake"
msgid_plural "{n} mistakes"
msgstr[0] "{n} Fehler"
msgstr[1] ""
"{n} Fehler"

msgid "Say \"hi\"\n"
msgstr ""

#~ msgid "Gone"
#~ msgstr "Weg"
"#;
        let e = parse(text).unwrap();
        assert_eq!(e.len(), 5, "{e:#?}");
        assert_eq!(header_field(&e[0].strs[0], "Language"), Some("de"));
        assert_eq!(
            (e[1].id.as_str(), e[1].strs[0].as_str()),
            ("Undo", "Rückgängig")
        );
        assert!(e[1].is_translated());
        assert_eq!(e[2].context.as_deref(), Some("month"));
        assert!(e[2].fuzzy && !e[2].is_translated());
        assert_eq!(e[3].plural.as_deref(), Some("{n} mistakes"));
        assert_eq!(e[3].strs, ["{n} Fehler", "{n} Fehler"]);
        assert_eq!(e[4].id, "Say \"hi\"\n");
        assert!(!e[4].is_translated());
    }

    #[test]
    fn broken_catalogues_say_where() {
        assert_eq!(parse("msgid \"a\nmsgstr \"b\"").unwrap_err().line, 1);
        assert_eq!(parse("\"stray\"").unwrap_err().line, 1);
        assert_eq!(parse("msgid \"a\"\nmsgstr[1] \"b\"").unwrap_err().line, 2);
        assert_eq!(parse("msgid \"a\"\nmsgfoo \"b\"").unwrap_err().line, 2);
    }

    #[test]
    fn plural_rules_choose_the_form_of_each_language() {
        let forms = |rule: &str| -> Vec<usize> {
            let r = PluralRule::parse(rule).unwrap();
            [0, 1, 2, 5, 11, 21, 22, 25, 101]
                .map(|n| r.form(n))
                .to_vec()
        };
        assert_eq!(
            forms("nplurals=2; plural=(n != 1);"),
            [1, 0, 1, 1, 1, 1, 1, 1, 1]
        );
        assert_eq!(
            forms("nplurals=2; plural=(n > 1);"),
            [0, 0, 1, 1, 1, 1, 1, 1, 1]
        );
        assert_eq!(forms("nplurals=1; plural=0;"), [0; 9]);
        // Russian: three forms, with ?: and && and %.
        let ru = "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && \
                  (n%100<10 || n%100>=20) ? 1 : 2);";
        assert_eq!(forms(ru), [2, 0, 1, 2, 2, 0, 1, 2, 0]);
        // Polish: one for 1 alone, a second for 2-4 (but not 12-14) after any tens, a third
        // for the rest (0, 5, 11, 21, 25 …).
        let pl = "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || \
                  n%100>=20) ? 1 : 2);";
        assert_eq!(forms(pl), [2, 0, 1, 2, 2, 2, 1, 2, 2]);
        assert_eq!(PluralRule::parse(pl).unwrap().form(12), 2);
        assert_eq!(PluralRule::parse(ru).unwrap().form(112), 2);
        assert_eq!(
            PluralRule::english(),
            PluralRule::parse("nplurals=2; plural=(n != 1);").unwrap()
        );
        assert!(PluralRule::parse("nplurals=2; plural=(n != ;").is_err());
        assert!(PluralRule::parse("plural=n;").is_err());
        // A rule that answers past the forms is held to the last form.
        assert_eq!(
            PluralRule::parse("nplurals=2; plural=n;").unwrap().form(7),
            1
        );
    }
}
