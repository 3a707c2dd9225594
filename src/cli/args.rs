//! A tiny argument parser: positional arguments, `--flag` and `--option VALUE` (or `--option=VALUE`).
//!
//! Arguments are kept as the operating system gives them ([`OsString`]): file names are bytes on
//! Linux, and one that is not UTF-8 is still a file that can be opened. Only where text is really
//! needed (an option's name, a number, a puzzle position) does a value have to be UTF-8, and then
//! the error says which argument is not.

use std::ffi::{OsStr, OsString};
use std::path::PathBuf;
use std::str::FromStr;

/// Parsed arguments of one command.
#[derive(Debug, Default)]
pub struct Args {
    /// Positional arguments, in order.
    pub positional: Vec<OsString>,
    options: Vec<(String, Option<OsString>)>,
}

/// `arg` as text, or an error naming it (`what` says which argument it is).
pub fn text<'a>(arg: &'a OsStr, what: &str) -> Result<&'a str, String> {
    arg.to_str()
        .ok_or_else(|| format!("{what} {:?} is not valid UTF-8 text", arg.to_string_lossy()))
}

/// Splits `--name=value` (without the leading `--`) whose value may be any bytes; `None` when
/// there is no `=` or the name is not UTF-8.
fn split_option(arg: &OsStr) -> Option<(String, OsString)> {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        let bytes = arg.as_bytes();
        let eq = bytes.iter().position(|&b| b == b'=')?;
        let name = std::str::from_utf8(&bytes[..eq]).ok()?.to_string();
        Some((name, OsStr::from_bytes(&bytes[eq + 1..]).to_os_string()))
    }
    #[cfg(windows)]
    {
        use std::os::windows::ffi::{OsStrExt, OsStringExt};
        let wide: Vec<u16> = arg.encode_wide().collect();
        let eq = wide.iter().position(|&c| c == u16::from(b'='))?;
        let name = String::from_utf16(&wide[..eq]).ok()?;
        Some((name, OsString::from_wide(&wide[eq + 1..])))
    }
    #[cfg(not(any(unix, windows)))]
    {
        let text = arg.to_str()?;
        let (name, value) = text.split_once('=')?;
        Some((name.to_string(), OsString::from(value)))
    }
}

impl Args {
    /// Parses `args`; `valued` lists the options that take a value (without the leading `--`).
    pub fn parse(args: &[OsString], valued: &[&str]) -> Result<Args, String> {
        let mut out = Args::default();
        let mut it = args.iter();
        while let Some(a) = it.next() {
            if !a.as_encoded_bytes().starts_with(b"--") {
                if a == "-h" {
                    out.options.push(("help".to_string(), None));
                } else {
                    out.positional.push(a.clone());
                }
                continue;
            }
            let (name, inline) = match a.to_str() {
                Some(s) => {
                    let s = &s[2..];
                    match s.split_once('=') {
                        Some((n, v)) => (n.to_string(), Some(OsString::from(v))),
                        None => (s.to_string(), None),
                    }
                }
                // Not UTF-8: only the value of `--name=value` may be (a file name).
                None => {
                    let rest = a.to_string_lossy();
                    let rest = rest.strip_prefix("--").unwrap_or(&rest).to_string();
                    let (name, value) = split_option(OsStr::new(a))
                        .and_then(|(n, v)| Some((n.strip_prefix("--")?.to_string(), v)))
                        .ok_or_else(|| format!("option --{rest} is not valid UTF-8 text"))?;
                    (name, Some(value))
                }
            };
            if valued.contains(&name.as_str()) {
                let value = match inline {
                    Some(v) => v,
                    None => it
                        .next()
                        .cloned()
                        .ok_or_else(|| format!("option --{name} needs a value"))?,
                };
                out.options.push((name, Some(value)));
            } else if inline.is_some() {
                return Err(format!("option --{name} takes no value"));
            } else {
                out.options.push((name, None));
            }
        }
        Ok(out)
    }

    /// Whether the flag `--name` was given.
    pub fn flag(&self, name: &str) -> bool {
        self.options.iter().any(|(n, _)| n == name)
    }

    fn raw(&self, name: &str) -> Option<&OsString> {
        match self.options.iter().rev().find(|(n, _)| n == name) {
            Some((_, Some(v))) => Some(v),
            _ => None,
        }
    }

    /// The last value of `--name`, parsed, or `None` when absent.
    pub fn value<T: FromStr>(&self, name: &str) -> Result<Option<T>, String> {
        match self.raw(name) {
            Some(v) => {
                let v = text(v, &format!("the value of --{name}"))?;
                v.parse()
                    .map(Some)
                    .map_err(|_| format!("bad value {v:?} for --{name}"))
            }
            None => Ok(None),
        }
    }

    /// The last value of `--name` as a path (any bytes), or `None` when absent.
    pub fn path(&self, name: &str) -> Option<PathBuf> {
        self.raw(name).map(PathBuf::from)
    }

    /// The `i`th positional argument as text, or an error naming it as `what`.
    pub fn positional_text(&self, i: usize, what: &str) -> Result<Option<&str>, String> {
        self.positional.get(i).map(|a| text(a, what)).transpose()
    }

    /// Fails when an option outside `known` was given (the typo-catcher).
    pub fn only(&self, known: &[&str]) -> Result<(), String> {
        match self
            .options
            .iter()
            .find(|(n, _)| !known.contains(&n.as_str()) && n != "help")
        {
            Some((n, _)) => Err(format!("unknown option --{n}")),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn os(args: &[&str]) -> Vec<OsString> {
        args.iter().map(OsString::from).collect()
    }

    #[test]
    fn parses_flags_values_and_positionals() {
        let a = Args::parse(
            &os(&["x", "--count", "3", "--seed=9", "-h", "y"]),
            &["count", "seed"],
        )
        .unwrap();
        assert_eq!(a.positional, os(&["x", "y"]));
        assert_eq!(a.value::<u32>("count"), Ok(Some(3)));
        assert_eq!(a.value::<u64>("seed"), Ok(Some(9)));
        assert!(a.flag("help"));
        assert!(Args::parse(&os(&["--count"]), &["count"]).is_err());
        assert!(Args::parse(&os(&["--steps=1"]), &[]).is_err());
        assert!(a.only(&["count"]).is_err());
    }

    #[cfg(unix)]
    #[test]
    fn file_names_may_be_any_bytes_and_text_must_be_text() {
        use std::os::unix::ffi::OsStrExt;
        let bad = OsStr::from_bytes(b"bad\xffname.png").to_os_string();
        let mut out_eq = OsString::from("--out=");
        out_eq.push(&bad);
        let args = vec![bad.clone(), OsString::from("--out"), bad.clone(), out_eq];
        let a = Args::parse(&args, &["out", "count"]).unwrap();
        assert_eq!(a.positional, vec![bad.clone()]);
        assert_eq!(a.path("out"), Some(PathBuf::from(&bad)));
        let err = a.positional_text(0, "POSITION").unwrap_err();
        assert!(err.contains("not valid UTF-8"), "{err}");
        let mut count = OsString::from("--count=");
        count.push(&bad);
        let a = Args::parse(&[count], &["count"]).unwrap();
        let err = a.value::<u32>("count").unwrap_err();
        assert!(
            err.contains("--count") && err.contains("not valid UTF-8"),
            "{err}"
        );
        let mut name = OsString::from("--co");
        name.push(&bad);
        assert!(Args::parse(&[name], &["count"]).is_err());
    }
}
