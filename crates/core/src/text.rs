//! Words of the core as Fluent message ids with arguments, never as sentences of one language (issue 23): the page
//! formats them with @fluent/bundle (web/js/l10n.js), the CLI and the tests with `l10n::Messages`; the messages are the
//! `.ftl` files of `l10n/` and of each `puzzles/<name>/`.

use std::fmt;

use serde::ser::{SerializeMap, Serializer};
use serde::Serialize;

/// A message of the `.ftl` files and its arguments, e.g. `Text::new("parse-expected").arg("expected", ..)`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Text {
    /// The message id, e.g. `"parse-end-of-input"`; serialised as `msg`, a key no other object of the replies has, so
    /// that the page finds and formats every message of a reply (web/js/l10n.js `localiseReply`).
    #[serde(rename = "msg")]
    pub id: &'static str,
    /// Its arguments by name, in the order given; serialised as an object (absent when there are none).
    #[serde(skip_serializing_if = "Vec::is_empty", serialize_with = "as_map")]
    pub args: Vec<(&'static str, Arg)>,
}

/// One argument of a [`Text`]: a number (Fluent picks plurals by it), a string shown as it is (input quoted from the
/// user, a name), or another message, formatted in the same language first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Arg {
    /// A number.
    Int(i64),
    /// Text shown as it is, in every language.
    Str(String),
    /// Another message.
    Text(Text),
}

impl Text {
    /// The message `id` without arguments.
    pub const fn new(id: &'static str) -> Text {
        Text {
            id,
            args: Vec::new(),
        }
    }

    /// Words shown as they are in every language (`plain`): for the tests' own games only, as everything the core
    /// says to a person is a message in both languages.
    #[cfg(test)]
    pub fn plain(words: impl Into<String>) -> Text {
        Text::new("plain").arg("text", words.into())
    }

    /// This message with the argument `name` set to `value`.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Text {
        self.args.push((name, value.into()));
        self
    }
}

/// Where the core does not format (the wasm module, which sends the Text itself to the page): the id and its
/// arguments, plainly: `parse-at(line: 2, ..)`. Where it does (feature `l10n`, and its tests), `l10n/mod.rs` gives the
/// English instead.
#[cfg(not(any(test, feature = "l10n")))]
impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id)?;
        for (i, (name, value)) in self.args.iter().enumerate() {
            f.write_str(if i == 0 { "(" } else { ", " })?;
            write!(f, "{name}: {value}")?;
        }
        if self.args.is_empty() {
            Ok(())
        } else {
            f.write_str(")")
        }
    }
}

impl fmt::Display for Arg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Arg::Int(n) => write!(f, "{n}"),
            Arg::Str(s) => f.write_str(s),
            Arg::Text(t) => write!(f, "{t}"),
        }
    }
}

impl Text {
    /// Every id of this message and of the messages among its arguments, recursively, itself first.
    pub fn ids(&self) -> Vec<&'static str> {
        let mut ids = vec![self.id];
        for (_, value) in &self.args {
            if let Arg::Text(t) = value {
                ids.extend(t.ids());
            }
        }
        ids
    }

    /// This message with `f` applied to every string argument, recursively (e.g. escaping control characters).
    pub fn map_strs(self, f: &impl Fn(String) -> String) -> Text {
        let args = self
            .args
            .into_iter()
            .map(|(name, value)| {
                let value = match value {
                    Arg::Str(s) => Arg::Str(f(s)),
                    Arg::Text(t) => Arg::Text(t.map_strs(f)),
                    int => int,
                };
                (name, value)
            })
            .collect();
        Text { id: self.id, args }
    }
}

fn as_map<S: Serializer>(args: &[(&'static str, Arg)], serializer: S) -> Result<S::Ok, S::Error> {
    let mut map = serializer.serialize_map(Some(args.len()))?;
    for (name, value) in args {
        map.serialize_entry(name, value)?;
    }
    map.end()
}

impl From<Text> for Arg {
    fn from(text: Text) -> Arg {
        Arg::Text(text)
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Str(text)
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Str(text.to_owned())
    }
}

macro_rules! int_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Int(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
int_args!(i32, i64, u32, u64, usize);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serialises_as_id_and_an_object_of_arguments() {
        let text = Text::new("parse-expected")
            .arg("line", 3usize)
            .arg("found", "\"x\"")
            .arg("expected", Text::new("parse-a-number"));
        assert_eq!(
            serde_json::to_string(&text).unwrap(),
            r#"{"msg":"parse-expected","args":{"line":3,"found":"\"x\"","expected":{"msg":"parse-a-number"}}}"#
        );
        assert_eq!(
            serde_json::to_string(&Text::new("x")).unwrap(),
            r#"{"msg":"x"}"#
        );
    }
}
