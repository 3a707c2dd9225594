//! The versioned JSON envelope shared by every file: encoding, decoding and version checks.
//!
//! A file is one JSON object whose first key is `"version"`, followed by the fields of the stored
//! value. Encoding and decoding are pure, so exports and imports use them without a [`Store`].
//!
//! [`Store`]: super::Store

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A kind of file the [`Store`](super::Store) keeps: its file name, its current format version and
/// how to upgrade an older format.
///
/// The value must serialize as a JSON object (a struct or a map) without its own `version` field:
/// the envelope adds that key.
pub trait Versioned: Serialize + DeserializeOwned {
    /// The file name inside the data folder, e.g. `"settings.json"`.
    const NAME: &'static str;
    /// The format version this build writes and the newest it can read (starts at 1).
    const VERSION: u32;

    /// Upgrades the fields of a file written in the older format `from` (the `"version"` key is
    /// already removed) to the current format. The default accepts them unchanged, which suits
    /// changes that only add fields with `#[serde(default)]`.
    fn migrate(from: u64, fields: Value) -> Result<Value, String> {
        let _ = from;
        Ok(fields)
    }

    /// Decodes a whole file of this kind. The default is [`decode_with`] with [`Self::VERSION`]
    /// and [`Self::migrate`]; a kind may read its bytes more directly or check more (the
    /// statistics check every game, the same way for the app's own file and for an import), as
    /// long as it classifies documents the same way: [`DecodeError::Newer`] for any version above
    /// [`Self::VERSION`], [`DecodeError::Corrupt`] for anything else it cannot use.
    fn from_bytes(bytes: &[u8]) -> Result<Self, DecodeError> {
        decode_with(bytes, Self::VERSION, Self::migrate)
    }
}

/// Why the bytes of a versioned file could not be decoded.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    /// The file is empty, truncated, not JSON, of the wrong shape, or has no usable version.
    #[error("{0}")]
    Corrupt(String),
    /// The file was written by a newer version of the app, in a format this build cannot read.
    #[error(
        "it was written in format version {found}, and this version of the app reads up to {supported}"
    )]
    Newer {
        /// The version found in the file.
        found: u64,
        /// The newest version this build reads.
        supported: u32,
    },
}

#[derive(Serialize)]
struct Envelope<'a, T> {
    version: u32,
    #[serde(flatten)]
    data: &'a T,
}

/// Writes `value` as a versioned JSON document to `out`, as [`encode`] does, without holding the
/// whole document in memory.
pub fn encode_to<T: Serialize + ?Sized>(
    version: u32,
    value: &T,
    out: &mut dyn std::io::Write,
) -> Result<(), serde_json::Error> {
    serde_json::to_writer_pretty(
        &mut *out,
        &Envelope {
            version,
            data: &value,
        },
    )?;
    out.write_all(b"\n").map_err(serde_json::Error::io)
}

/// Encodes `value` as a versioned JSON document (pretty-printed, with a final newline).
///
/// Fails when the value does not serialize as a JSON object (a struct or map) or when serialization
/// itself fails. The value's fields keep their declared order, after `"version"`; a value must not
/// have a `"version"` field of its own (see [`Versioned`]).
pub fn encode<T: Serialize + ?Sized>(
    version: u32,
    value: &T,
) -> Result<Vec<u8>, serde_json::Error> {
    let mut bytes = serde_json::to_vec_pretty(&Envelope {
        version,
        data: &value,
    })?;
    bytes.push(b'\n');
    Ok(bytes)
}

/// Decodes a versioned JSON document written in format `supported` or older.
///
/// Older formats are passed through `migrate(found_version, fields)` before deserializing; the
/// `"version"` key is removed from the fields first.
pub fn decode_with<T: DeserializeOwned>(
    bytes: &[u8],
    supported: u32,
    migrate: impl FnOnce(u64, Value) -> Result<Value, String>,
) -> Result<T, DecodeError> {
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(DecodeError::Corrupt("the file is empty".to_string()));
    }
    let value: Value = serde_json::from_slice(bytes)
        .map_err(|e| DecodeError::Corrupt(format!("it is not valid json: {e}")))?;
    let Value::Object(mut fields) = value else {
        return Err(DecodeError::Corrupt(format!(
            "expected a json object, found {}",
            kind(&value)
        )));
    };
    let version = match fields.remove("version") {
        None => {
            return Err(DecodeError::Corrupt(
                "it has no \"version\" field".to_string(),
            ));
        }
        Some(v) => check_version(&v, supported)?,
    };
    let mut fields = Value::Object(fields);
    if version < u64::from(supported) {
        fields = migrate(version, fields).map_err(|e| {
            DecodeError::Corrupt(format!(
                "cannot upgrade it from format version {version}: {e}"
            ))
        })?;
    }
    T::deserialize(fields).map_err(|e| DecodeError::Corrupt(format!("unexpected content: {e}")))
}

/// Decodes a file of kind `T` with [`Versioned::from_bytes`] (by default [`decode_with`], using
/// `T::VERSION` and `T::migrate`).
pub fn decode<T: Versioned>(bytes: &[u8]) -> Result<T, DecodeError> {
    T::from_bytes(bytes)
}

/// The format version a `"version"` value names, checked against `supported`, the newest this
/// build reads: [`DecodeError::Newer`] above it, [`DecodeError::Corrupt`] when it is not a whole
/// number of zero or more.
///
/// A version too large for a `u64` (`99999999999999999999999`, `1e30`, which JSON readers hold as
/// floating-point numbers) is a whole number from a newer app, not a corrupt file; it is reported
/// as `u64::MAX`. A whole number written with a fraction or an exponent (`1.0`, `1e0`) is read as
/// that number.
pub fn check_version(value: &Value, supported: u32) -> Result<u64, DecodeError> {
    let found = match value {
        Value::Number(n) => n.as_u64().or_else(|| {
            let f = n.as_f64()?;
            // 2^64 as a float: every float at or above it is beyond u64, and every one below it
            // that is whole converts exactly.
            const TWO_POW_64: f64 = 18_446_744_073_709_551_616.0;
            if f.is_finite() && f >= 0.0 && f.fract() == 0.0 {
                Some(if f >= TWO_POW_64 { u64::MAX } else { f as u64 })
            } else {
                None
            }
        }),
        _ => None,
    };
    let found = found.ok_or_else(|| {
        DecodeError::Corrupt(format!("its version {value} is not a whole number"))
    })?;
    if found > u64::from(supported) {
        return Err(DecodeError::Newer { found, supported });
    }
    Ok(found)
}

/// Reads only the `"version"` of a document; `Err` carries why the document is unreadable. A
/// version above `supported` is not an error here: the caller compares.
pub(super) fn peek_version(bytes: &[u8]) -> Result<u64, DecodeError> {
    #[derive(Deserialize)]
    struct Head {
        version: Value,
    }
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(DecodeError::Corrupt("the file is empty".to_string()));
    }
    let head: Head = serde_json::from_slice(bytes)
        .map_err(|e| DecodeError::Corrupt(format!("it is not a versioned json object: {e}")))?;
    match check_version(&head.version, 0) {
        Ok(v) => Ok(v),
        Err(DecodeError::Newer { found, .. }) => Ok(found),
        Err(e) => Err(e),
    }
}

fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    #[test]
    fn version_comes_first_and_round_trips() {
        let mut m = BTreeMap::new();
        m.insert("a".to_string(), 1u32);
        let bytes = encode(3, &m).unwrap();
        let text = String::from_utf8(bytes.clone()).unwrap();
        assert!(text.starts_with("{\n  \"version\": 3,"), "{text}");
        let back: BTreeMap<String, u32> = decode_with(&bytes, 3, |_, v| Ok(v)).unwrap();
        assert_eq!(back, m);
    }

    #[test]
    fn non_objects_cannot_be_encoded() {
        assert!(encode(1, &vec![1, 2]).is_err());
        assert!(encode(1, &5u8).is_err());
    }

    #[test]
    fn classifies_bad_documents() {
        let d = |s: &str| decode_with::<BTreeMap<String, u32>>(s.as_bytes(), 2, |_, v| Ok(v));
        assert!(matches!(d(""), Err(DecodeError::Corrupt(m)) if m.contains("empty")));
        assert!(matches!(d("  \n"), Err(DecodeError::Corrupt(m)) if m.contains("empty")));
        assert!(
            matches!(d("{\"version\": 1, \"a\""), Err(DecodeError::Corrupt(m)) if m.contains("not valid json"))
        );
        assert!(matches!(d("[1]"), Err(DecodeError::Corrupt(m)) if m.contains("an array")));
        assert!(
            matches!(d("{\"a\": 1}"), Err(DecodeError::Corrupt(m)) if m.contains("no \"version\""))
        );
        assert!(
            matches!(d("{\"version\": \"2\"}"), Err(DecodeError::Corrupt(m)) if m.contains("whole number"))
        );
        assert!(
            matches!(d("{\"version\": 2, \"a\": \"x\"}"), Err(DecodeError::Corrupt(m)) if m.contains("unexpected content"))
        );
        assert_eq!(
            d("{\"version\": 7}"),
            Err(DecodeError::Newer {
                found: 7,
                supported: 2
            })
        );
        assert_eq!(d("{\"version\": 2, \"a\": 4}").unwrap().get("a"), Some(&4));
    }

    #[test]
    fn older_versions_go_through_migrate() {
        let got: BTreeMap<String, u32> =
            decode_with(b"{\"version\": 1, \"old\": 4}", 2, |from, v| {
                assert_eq!(from, 1);
                let n = v.get("old").and_then(Value::as_u64).ok_or("no old")?;
                Ok(serde_json::json!({ "new": n * 10 }))
            })
            .unwrap();
        assert_eq!(got.get("new"), Some(&40));
        let failed = decode_with::<BTreeMap<String, u32>>(b"{\"version\": 1}", 2, |_, _| {
            Err("gone".to_string())
        });
        assert!(matches!(failed, Err(DecodeError::Corrupt(m)) if m.contains("gone")));
    }

    #[test]
    fn a_huge_version_is_newer_not_corrupt() {
        let d = |s: &str| decode_with::<BTreeMap<String, u32>>(s.as_bytes(), 1, |_, v| Ok(v));
        for huge in [
            "99999999999999999999999",
            "1e30",
            "1E300",
            "18446744073709551616",
        ] {
            let doc = format!("{{\"version\": {huge}}}");
            assert_eq!(
                d(&doc),
                Err(DecodeError::Newer {
                    found: u64::MAX,
                    supported: 1
                }),
                "{huge}"
            );
            assert_eq!(peek_version(doc.as_bytes()), Ok(u64::MAX), "{huge}");
        }
        assert!(matches!(
            d("{\"version\": 2.0}"),
            Err(DecodeError::Newer { found: 2, .. })
        ));
        assert_eq!(
            d("{\"version\": 1.0, \"a\": 3}").unwrap().get("a"),
            Some(&3)
        );
        for bad in ["-1", "1.5", "-1e30", "\"1e30\"", "null", "[2]"] {
            let doc = format!("{{\"version\": {bad}}}");
            assert!(matches!(d(&doc), Err(DecodeError::Corrupt(_))), "{bad}");
            assert!(peek_version(doc.as_bytes()).is_err(), "{bad}");
        }
    }

    #[test]
    fn peeks_the_version() {
        assert_eq!(peek_version(b"{\"x\": [1,2], \"version\": 9}"), Ok(9));
        assert!(peek_version(b"{\"x\": 1}").is_err());
        assert!(peek_version(b"").is_err());
        assert!(peek_version(b"[]").is_err());
    }
}
