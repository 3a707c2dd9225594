//! A tiny argument parser: positional arguments, `--flag` and `--option VALUE` (or `--option=VALUE`).

use std::str::FromStr;

/// Parsed arguments of one command.
#[derive(Debug, Default)]
pub struct Args {
    /// Positional arguments, in order.
    pub positional: Vec<String>,
    options: Vec<(String, Option<String>)>,
}

impl Args {
    /// Parses `args`; `valued` lists the options that take a value (without the leading `--`).
    pub fn parse(args: &[String], valued: &[&str]) -> Result<Args, String> {
        let mut out = Args::default();
        let mut it = args.iter();
        while let Some(a) = it.next() {
            if let Some(name) = a.strip_prefix("--") {
                let (name, inline) = match name.split_once('=') {
                    Some((n, v)) => (n, Some(v.to_string())),
                    None => (name, None),
                };
                if valued.contains(&name) {
                    let value = match inline {
                        Some(v) => v,
                        None => it
                            .next()
                            .cloned()
                            .ok_or_else(|| format!("option --{name} needs a value"))?,
                    };
                    out.options.push((name.to_string(), Some(value)));
                } else if inline.is_some() {
                    return Err(format!("option --{name} takes no value"));
                } else {
                    out.options.push((name.to_string(), None));
                }
            } else if a == "-h" {
                out.options.push(("help".to_string(), None));
            } else {
                out.positional.push(a.clone());
            }
        }
        Ok(out)
    }

    /// Whether the flag `--name` was given.
    pub fn flag(&self, name: &str) -> bool {
        self.options.iter().any(|(n, _)| n == name)
    }

    /// The last value of `--name`, parsed, or `None` when absent.
    pub fn value<T: FromStr>(&self, name: &str) -> Result<Option<T>, String> {
        match self.options.iter().rev().find(|(n, _)| n == name) {
            Some((_, Some(v))) => v
                .parse()
                .map(Some)
                .map_err(|_| format!("bad value {v:?} for --{name}")),
            _ => Ok(None),
        }
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
