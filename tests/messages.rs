//! Every message in both languages (issue 23): each `.ftl` file of the repository (crates/**, web/locales) parses, its
//! English and Chinese files hold the same ids with the same attributes and the same arguments, and every message the
//! core's Infos name exists in both. Partners: crates/core/src/l10n/mod.rs, crates/core/src/text.rs, web/js/l10n.js.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use puzzle_core::l10n::{Lang, Messages};
use puzzle_core::Text;

/// Each message's attributes and the variables its value and attributes use, by id.
type Shape = BTreeMap<String, (BTreeSet<String>, BTreeSet<String>)>;

fn variables_of_inline(expr: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match expr {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for arg in &arguments.positional {
                variables_of_inline(arg, out);
            }
            for arg in &arguments.named {
                variables_of_inline(&arg.value, out);
            }
        }
        InlineExpression::Placeable { expression } => variables_of_expr(expression, out),
        _ => {}
    }
}

fn variables_of_expr(expr: &Expression<&str>, out: &mut BTreeSet<String>) {
    match expr {
        Expression::Inline(inline) => variables_of_inline(inline, out),
        Expression::Select { selector, variants } => {
            variables_of_inline(selector, out);
            for variant in variants {
                variables_of(&variant.value, out);
            }
        }
    }
}

fn variables_of(pattern: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            variables_of_expr(expression, out);
        }
    }
}

/// The shape of one `.ftl` file; a parse error fails the test with the file's name.
fn shape(path: &Path) -> Shape {
    let text = std::fs::read_to_string(path).unwrap();
    let resource = fluent_syntax::parser::parse(text.as_str())
        .unwrap_or_else(|(_, errors)| panic!("{}: does not parse: {errors:?}", path.display()));
    let mut shape = Shape::new();
    for entry in &resource.body {
        match entry {
            Entry::Message(message) => {
                let mut vars = BTreeSet::new();
                if let Some(value) = &message.value {
                    variables_of(value, &mut vars);
                }
                let mut attrs = BTreeSet::new();
                for attr in &message.attributes {
                    attrs.insert(attr.id.name.to_string());
                    variables_of(&attr.value, &mut vars);
                }
                let id = message.id.name.to_string();
                assert!(
                    shape.insert(id.clone(), (attrs, vars)).is_none(),
                    "{}: {id} twice",
                    path.display()
                );
            }
            Entry::Junk { content } => panic!("{}: junk {content:?}", path.display()),
            _ => {}
        }
    }
    shape
}

/// Every `en.ftl` under the repository's crates/ and web/, with its `zh.ftl` beside it.
fn english_files() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap().flatten() {
            let path = entry.path();
            let name = entry.file_name();
            if path.is_dir()
                && name != "target"
                && name != "node_modules"
                && name != "pkg"
                && name != "dist"
            {
                walk(&path, out);
            } else if name == "en.ftl" {
                out.push(path);
            }
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    walk(&root.join("crates"), &mut files);
    walk(&root.join("web"), &mut files);
    files.sort();
    files
}

#[test]
fn english_and_chinese_hold_the_same_messages_with_the_same_arguments() {
    let files = english_files();
    // The core's own, one per puzzle, the page's and the CLI's.
    assert!(files.len() >= puzzle_core::PUZZLES.len() + 2, "{files:?}");
    let mut total = 0;
    for en in files {
        let zh = en.with_file_name("zh.ftl");
        assert!(zh.exists(), "{} has no zh.ftl beside it", en.display());
        let (english, chinese) = (shape(&en), shape(&zh));
        let only = |a: &Shape, b: &Shape| {
            a.keys()
                .filter(|k| !b.contains_key(*k))
                .cloned()
                .collect::<Vec<_>>()
        };
        assert_eq!(
            only(&english, &chinese),
            Vec::<String>::new(),
            "{}: ids missing in Chinese",
            zh.display()
        );
        assert_eq!(
            only(&chinese, &english),
            Vec::<String>::new(),
            "{}: ids missing in English",
            en.display()
        );
        for (id, (attrs, vars)) in &english {
            let (zh_attrs, zh_vars) = &chinese[id];
            assert_eq!(attrs, zh_attrs, "{}: {id}: attributes differ", zh.display());
            assert_eq!(vars, zh_vars, "{}: {id}: arguments differ", zh.display());
        }
        total += english.len();
    }
    println!("{total} messages in each language");
}

#[test]
fn no_id_is_held_by_two_files() {
    // Fluent keeps the first of two equal ids in a bundle and drops the other without a word (the page bundles the
    // core's, every puzzle's and its own files; the CLI the core's, the puzzles' and its own).
    let mut owner: BTreeMap<String, PathBuf> = BTreeMap::new();
    for en in english_files() {
        for id in shape(&en).into_keys() {
            if let Some(first) = owner.insert(id.clone(), en.clone()) {
                panic!("{id} is in {} and in {}", first.display(), en.display());
            }
        }
    }
}

#[test]
fn every_file_of_the_core_is_in_its_bundle() {
    // The core lists its files by hand (include_str!): a file under crates/core/src that it leaves out would never be
    // read by the CLI, while the page (tools/messages.mjs walks the folders) would read it.
    let core = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/core/src");
    let listed: BTreeSet<String> = puzzle_core::l10n::sources()
        .into_iter()
        .map(|(at, _, _)| at.to_string())
        .collect();
    for en in english_files()
        .into_iter()
        .filter(|en| en.starts_with(&core))
    {
        let at = en
            .parent()
            .unwrap()
            .strip_prefix(&core)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        assert!(
            listed.contains(&at),
            "{} is not in l10n::sources() ({listed:?})",
            en.display()
        );
    }
}

/// Every message id a Text holds, its arguments' messages included.
fn ids(text: &Text, out: &mut Vec<&'static str>) {
    out.push(text.id);
    for (_, arg) in &text.args {
        if let puzzle_core::Arg::Text(inner) = arg {
            ids(inner, out);
        }
    }
}

#[test]
fn every_message_of_every_info_exists_in_both_languages() {
    let languages = Lang::ALL.map(|lang| (lang, Messages::new(lang)));
    for info in puzzle_core::infos() {
        let mut texts: Vec<&Text> = vec![
            &info.title,
            &info.source,
            &info.help,
            &info.goal,
            &info.mover,
        ];
        texts.extend(info.statement);
        texts.extend(info.tools.iter().map(|tool| &tool.label));
        texts.extend(info.buttons.iter().map(|button| &button.name));
        texts.extend(info.gallery_filters.iter().map(|(_, label)| label));
        let mut all = Vec::new();
        for text in texts {
            ids(text, &mut all);
        }
        for (lang, messages) in &languages {
            for id in &all {
                assert!(
                    messages.has(id),
                    "{}: {id} missing in {}",
                    info.name,
                    lang.tag()
                );
            }
        }
        let english = Messages::new(Lang::En);
        assert!(
            english.format(&info.goal).starts_with("Goal: "),
            "{}",
            info.name
        );
        assert!(!english.format(&info.title).is_empty());
    }
}
