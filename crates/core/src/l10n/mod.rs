//! The core's messages in each language, formatted with Fluent (`fluent-bundle`) for the CLI and the tests (feature
//! `l10n`); partners: `text.rs` (what the core returns), `l10n/{en,zh}.ftl` (the core's own words), each
//! `puzzles/<name>/{en,zh}.ftl` (listed by the registry in `lib.rs`), `tests/messages.rs` (every id in both languages).
//! The page formats the same files with @fluent/bundle (web/js/l10n.js, gathered by tools/bundle.mjs).

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};

use crate::text::{Arg, Text};

/// A language of the playground.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English, the default.
    En,
    /// Simplified Chinese.
    Zh,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Zh];

    /// The language of a tag such as `zh`, `zh-CN`, `zh_CN.UTF-8` or `en-GB`, if it is one of ours.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_', '.', '@']).next()?.to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Lang::En),
            "zh" => Some(Lang::Zh),
            _ => None,
        }
    }

    /// Its tag: `en` or `zh`, the name of its `.ftl` files.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh",
        }
    }
}

/// The core's own `.ftl` files: `l10n/` and a folder under it per area, in the order tools/messages.mjs reads them
/// (a folder before its folders, siblings by name).
macro_rules! own_files {
    ($($dir:literal),*) => {
        vec![$((
            concat!("l10n", $dir),
            include_str!(concat!(".", $dir, "/en.ftl")),
            include_str!(concat!(".", $dir, "/zh.ftl")),
        )),*]
    };
}

/// The core's `.ftl` files: (where, English, Chinese), its own words first (tests/messages.rs checks that every file
/// under `l10n/` is listed), then each puzzle's.
pub fn sources() -> Vec<(&'static str, &'static str, &'static str)> {
    let mut files = own_files!("", "/check", "/insight", "/xray");
    files.extend(crate::ftl_sources());
    files
}

/// Formats [`Text`]s in one language, falling back to English for a message it lacks (a test keeps that from
/// happening: `tests/messages.rs`) and to the id itself for one that English lacks too.
pub struct Messages {
    bundle: FluentBundle<FluentResource>,
    english: Option<Box<Messages>>,
}

impl Messages {
    /// The core's messages in `lang`.
    pub fn new(lang: Lang) -> Messages {
        Messages::with(lang, &[])
    }

    /// The core's messages in `lang` and more of a caller's own (the CLI's `.ftl`), as (English, Chinese) pairs.
    pub fn with(lang: Lang, extra: &[(&'static str, &'static str)]) -> Messages {
        let pick = |en: &'static str, zh: &'static str| if lang == Lang::Zh { zh } else { en };
        let tag = lang.tag().parse().expect("en and zh are language tags");
        let mut bundle = FluentBundle::new(vec![tag]);
        // The page shows plain text: no bidi isolation marks around arguments (they would reach copied text).
        bundle.set_use_isolating(false);
        bundle
            .add_function("CAPITAL", |positional, _| capital(positional))
            .expect("CAPITAL is the one function added");
        let texts = sources().into_iter().map(|(_, en, zh)| pick(en, zh));
        for text in texts.chain(extra.iter().map(|&(en, zh)| pick(en, zh))) {
            // A file that does not parse keeps the messages it has; tests/messages.rs parses every file strictly.
            let resource =
                FluentResource::try_new(text.to_owned()).unwrap_or_else(|(partial, _)| partial);
            let _clashes = bundle.add_resource(resource);
        }
        let english = (lang != Lang::En).then(|| Box::new(Messages::with(Lang::En, extra)));
        Messages { bundle, english }
    }

    /// Whether the language has the message `id` (with a value).
    pub fn has(&self, id: &str) -> bool {
        self.bundle
            .get_message(id)
            .is_some_and(|m| m.value().is_some())
    }

    /// `text` in this language, its message arguments formatted first.
    pub fn format(&self, text: &Text) -> String {
        let Some(pattern) = self.bundle.get_message(text.id).and_then(|m| m.value()) else {
            return match &self.english {
                Some(english) => english.format(text),
                None => text.id.to_owned(),
            };
        };
        let mut args = FluentArgs::new();
        for (name, value) in &text.args {
            let value = match value {
                Arg::Int(n) => FluentValue::from(*n),
                Arg::Str(s) => FluentValue::from(s.clone()),
                Arg::Text(t) => FluentValue::from(self.format(t)),
            };
            args.set(*name, value);
        }
        let mut errors = Vec::new();
        self.bundle
            .format_pattern(pattern, Some(&args), &mut errors)
            .into_owned()
    }

    /// The message `id` without arguments.
    pub fn get(&self, id: &'static str) -> String {
        self.format(&Text::new(id))
    }
}

/// Fluent's `CAPITAL(text)`, as web/js/messages.js has it: the text with its first letter upper-case (a move in the
/// player's words that starts a label: "Slide 7 left: ..."); other languages' text unchanged.
fn capital<'a>(positional: &[FluentValue<'a>]) -> FluentValue<'a> {
    match positional.first() {
        Some(FluentValue::String(words)) => {
            let mut chars = words.chars();
            let first = chars.next().map(|c| c.to_uppercase().collect::<String>());
            FluentValue::from(first.unwrap_or_default() + chars.as_str())
        }
        Some(other) => other.clone(),
        None => FluentValue::None,
    }
}

/// English, as the CLI prints by default and tests compare (`text.rs` has the plain form the wasm module keeps).
impl std::fmt::Display for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&english(self))
    }
}

thread_local! {
    static ENGLISH: Messages = Messages::new(Lang::En);
}

/// `text` in English: what the CLI prints by default and what tests compare.
pub fn english(text: &Text) -> String {
    ENGLISH.with(|messages| messages.format(text))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every id of `text` (its own and its arguments', recursively) is a message of both languages.
    fn assert_known(text: &Text, languages: &[Messages], context: &str) {
        for id in text.ids() {
            for (messages, lang) in languages.iter().zip(Lang::ALL) {
                assert!(messages.has(id), "{context}: {id} missing in {lang:?}");
            }
        }
        // And formats with every variable given (Fluent writes a missing one as `{$name}`) in either.
        for messages in languages {
            let shown = messages.format(text);
            assert!(!shown.contains("{$"), "{context}: {shown}");
        }
    }

    #[test]
    fn every_parse_error_of_a_mutated_sample_formats_in_both_languages() {
        let languages = Lang::ALL.map(Messages::new);
        let mut seen = std::collections::BTreeSet::new();
        for puzzle in crate::PUZZLES {
            let sample = crate::sample(puzzle).unwrap();
            let tokens: Vec<&str> = sample.split_whitespace().collect();
            let mut inputs = vec![String::new(), format!("{sample} 7"), format!("x{sample}")];
            for i in 0..tokens.len() {
                for with in ["x", "999", "0", "1", "-1", "\u{1b}", "AAAA", "A.#B"] {
                    let mut changed = tokens.clone();
                    changed[i] = with;
                    inputs.push(changed.join("\n"));
                }
                inputs.push(tokens[..i].join(" "));
                let mut swapped = tokens.clone();
                swapped.swap(i, (i + 1) % tokens.len());
                inputs.push(swapped.join(" "));
            }
            for input in &inputs {
                if let Err(e) = crate::judge(puzzle, input) {
                    let text = e.text();
                    seen.insert(text.ids().last().copied().unwrap_or_default());
                    assert_known(&text, &languages, &format!("{puzzle} {input:?}"));
                    if let crate::Error::Parse(p) = &e {
                        let zh = languages[1].format(&text);
                        let start = format!("第 {} 行第 {} 列：", p.line, p.column);
                        assert!(zh.starts_with(&start), "{zh}");
                    }
                }
            }
        }
        // The mutations reach many of the messages, not only one.
        assert!(seen.len() >= 15, "{seen:?}");
    }

    /// What each puzzle's path letters mean is a message of both languages, each its own: Sokoban's note in Chinese
    /// said "U 上、D 下" (the page picked the words by the token, a letter, as the grid's) where its letters are n s e w.
    #[test]
    fn every_puzzles_notation_is_said_in_both_languages() {
        let languages = Lang::ALL.map(Messages::new);
        for puzzle in crate::PUZZLES {
            let (_, meaning) = crate::move_meaning(puzzle);
            let meaning = meaning.unwrap_or_else(|| panic!("{puzzle} has a notation"));
            assert_known(&meaning, &languages, puzzle);
        }
        let said = |puzzle, lang: usize| {
            languages[lang].format(&crate::move_meaning(puzzle).1.expect("a notation"))
        };
        assert_eq!(said("huarong", 0), "U up, D down, L left, R right");
        assert!(said("sokoban", 0).starts_with("n north (up)"));
        assert!(said("sokoban", 1).contains("N S E W") && !said("sokoban", 1).contains("U 上"));
        assert!(said("klotski", 1).contains("GDR"));
    }

    #[test]
    fn every_error_of_a_request_formats_in_both_languages() {
        let languages = Lang::ALL.map(Messages::new);
        let sample = crate::sample("klotski").unwrap();
        let errors = [
            crate::judge("nope", "").unwrap_err(),
            crate::load_case("huarong", crate::sample("huarong").unwrap(), "9")
                .err()
                .unwrap(),
            crate::solve_lines_metric("omnigravity", "0", None).unwrap_err(),
            crate::solve_lines_metric("klotski", sample, Some("hops")).unwrap_err(),
            crate::solve_lines_metric("huarong", sample, Some("hops")).unwrap_err(),
            crate::make_tests("huarong", 1, crate::testgen::Kind::Edge, Some(99)).unwrap_err(),
            crate::check::oversized_output("x", Some(2 << 20)),
            crate::check::read_output(b"1\n\xff", 3).unwrap_err(),
        ];
        for error in &errors {
            assert_known(&error.text(), &languages, &error.to_string());
        }
        let size = crate::testgen::parse_size("fifteen", "9").unwrap_err();
        assert_known(&size, &languages, "size");
    }

    #[test]
    fn language_tags() {
        assert_eq!(Lang::from_tag("zh_CN.UTF-8"), Some(Lang::Zh));
        assert_eq!(Lang::from_tag("zh-Hans-CN"), Some(Lang::Zh));
        assert_eq!(Lang::from_tag("en_US.UTF-8"), Some(Lang::En));
        assert_eq!(Lang::from_tag("C.UTF-8"), None);
        assert_eq!(Lang::from_tag(""), None);
    }

    #[test]
    fn formats_arguments_and_nested_messages_in_each_language() {
        let text = Text::new("parse-at")
            .arg("line", 2usize)
            .arg("column", 5usize)
            .arg(
                "what",
                Text::new("parse-expected")
                    .arg("expected", Text::new("parse-end-of-input"))
                    .arg("found", Text::new("parse-end-of-input")),
            );
        let en = Messages::new(Lang::En).format(&text);
        assert_eq!(
            en,
            "line 2, column 5: expected end of input, found end of input"
        );
        let zh = Messages::new(Lang::Zh).format(&text);
        assert!(zh.starts_with("第 2 行第 5 列"), "{zh}");
        assert_eq!(
            Messages::new(Lang::Zh).format(&Text::new("no-such-id")),
            "no-such-id"
        );
    }
}
