//! The core's layers, read from its sources (crates/core/src, its lib.rs header names the layers): no import cycle
//! between its modules, and the judge's hot path (each puzzle's `solve.rs` and all it imports) never reaches the
//! X-ray (`xray/`, the puzzles' `xray.rs`). `LAYERS_GRAPH=1 cargo test --test tests layers:: -- --nocapture` prints the graph.
//!
//! A module is a top-level module of the core (a file, or a folder as a whole: `session/`, `xray/`), or under
//! `puzzles/` one file of a puzzle (`puzzles::huarong::play`; `puzzles::huarong` is its `mod.rs`). An edge is a path
//! the module's code names (`use` trees and `crate::`/`super::` paths, re-exports followed to the module that defines
//! the item); `#[cfg(test)]` code is left out, and so are a module's paths into its own children (the module tree).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// One module of the core: its path from the crate root, and its `use` bindings (name -> absolute path).
#[derive(Default, Debug)]
struct Module {
    children: BTreeSet<String>,
    /// Names it defines (`fn`, `struct`, `const`, ...): a path ends there even where a `use` binds the same name.
    items: BTreeSet<String>,
    bindings: BTreeMap<String, Vec<String>>,
}

/// Where a module names another: the file, the line and the path as written.
#[derive(Debug, Clone)]
struct Site {
    file: String,
    line: usize,
    path: String,
}

/// The core's module tree and every path its non-test code names.
#[derive(Default)]
struct Crate {
    modules: BTreeMap<Vec<String>, Module>,
    /// (the naming module, the absolute path it names, where).
    uses: Vec<(Vec<String>, Vec<String>, Site)>,
}

/// `src` with comments, string and character literals blanked (newlines kept, so byte offsets and lines stay).
fn blank_literals(src: &str) -> String {
    let b = src.as_bytes();
    let mut out = b.to_vec();
    let mut i = 0;
    let blank = |out: &mut Vec<u8>, from: usize, to: usize| {
        for c in &mut out[from..to.min(b.len())] {
            if *c != b'\n' {
                *c = b' ';
            }
        }
    };
    while i < b.len() {
        let start = i;
        if b[i..].starts_with(b"//") {
            i = b[i..]
                .iter()
                .position(|&c| c == b'\n')
                .map_or(b.len(), |n| i + n);
        } else if b[i..].starts_with(b"/*") {
            let mut depth = 0;
            while i < b.len() {
                if b[i..].starts_with(b"/*") {
                    (depth, i) = (depth + 1, i + 2);
                } else if b[i..].starts_with(b"*/") {
                    (depth, i) = (depth - 1, i + 2);
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if b[i] == b'r'
            && (b.get(i + 1) == Some(&b'#') || b.get(i + 1) == Some(&b'"'))
            && !ident(b, i)
        {
            let hashes = b[i + 1..].iter().take_while(|&&c| c == b'#').count();
            let close: Vec<u8> = std::iter::once(b'"')
                .chain(std::iter::repeat_n(b'#', hashes))
                .collect();
            let body = i + 2 + hashes;
            i = (body..b.len())
                .find(|&j| b[j..].starts_with(&close))
                .map_or(b.len(), |j| j + close.len());
        } else if b[i] == b'"' {
            i += 1;
            while i < b.len() && b[i] != b'"' {
                i += if b[i] == b'\\' { 2 } else { 1 };
            }
            i += 1;
        } else if b[i] == b'\'' {
            // A character literal ('a', '\n', '\u{..}'), not a lifetime ('a without a closing quote).
            let end = if b.get(i + 1) == Some(&b'\\') {
                (i + 2..b.len()).find(|&j| b[j] == b'\'')
            } else {
                let width = src[i + 1..].chars().next().map_or(1, char::len_utf8);
                (b.get(i + 1 + width) == Some(&b'\'')).then_some(i + 1 + width)
            };
            i = end.map_or(i + 1, |e| e + 1);
            if end.is_none() {
                continue;
            }
        } else {
            i += 1;
            continue;
        }
        blank(&mut out, start, i);
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Whether the byte before `i` continues an identifier (so `b[i]` does not start a token).
fn ident(b: &[u8], i: usize) -> bool {
    i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_')
}

/// `code` with every `#[cfg(test)]` item blanked: up to its `;`, or through its braced body.
fn blank_tests(code: &str) -> String {
    let mut out = code.as_bytes().to_vec();
    let mut from = 0;
    while let Some(at) = code[from..].find("#[cfg(test)]").map(|n| from + n) {
        let (mut depth, mut end) = (0i32, code.len());
        for (j, c) in code.bytes().enumerate().skip(at) {
            match c {
                b'{' => depth += 1,
                b'}' if depth == 1 => {
                    end = j + 1;
                    break;
                }
                b'}' => depth -= 1,
                b';' if depth == 0 => {
                    end = j + 1;
                    break;
                }
                _ => {}
            }
        }
        for c in &mut out[at..end] {
            if *c != b'\n' {
                *c = b' ';
            }
        }
        from = end;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The flat paths of one `use` tree (`a::{b, c::d as e, self}`): each as its segments and the name it binds.
fn flatten(tree: &str, prefix: &[String], out: &mut Vec<(Vec<String>, Option<String>)>) {
    let tree = tree.trim();
    if let Some(open) = tree.find('{') {
        let mut base = prefix.to_vec();
        base.extend(segments(&tree[..open]));
        let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
        let (mut depth, mut last) = (0, 0);
        for (j, c) in inner.char_indices().chain([(inner.len(), ',')]) {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    if !inner[last..j].trim().is_empty() {
                        flatten(&inner[last..j], &base, out);
                    }
                    last = j + 1;
                }
                _ => {}
            }
        }
        return;
    }
    let (path, alias) = match tree.split_once(" as ") {
        Some((path, alias)) => (path, Some(alias.trim().to_string())),
        None => (tree, None),
    };
    let mut full = prefix.to_vec();
    let segs = segments(path);
    if segs == ["self"] {
        let name = alias.or_else(|| full.last().cloned());
        return out.push((full, name));
    }
    full.extend(segs);
    let name = alias
        .or_else(|| full.last().cloned())
        .filter(|n| n != "*" && n != "_");
    out.push((full, name));
}

/// The `::`-separated segments of a path, without empty ones.
fn segments(path: &str) -> Vec<String> {
    path.split("::")
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(String::from)
        .collect()
}

/// The line (1-based) of byte `at` in `text`.
fn line_of(text: &str, at: usize) -> usize {
    text[..at].bytes().filter(|&c| c == b'\n').count() + 1
}

/// `rel` (as written in module `here`) as a path from the crate root, or `None` for another crate's path.
fn absolute(here: &[String], children: &BTreeSet<String>, rel: &[String]) -> Option<Vec<String>> {
    let mut at = here.to_vec();
    let mut rest = rel;
    match rel.first().map(String::as_str) {
        Some("crate") => (at, rest) = (Vec::new(), &rel[1..]),
        Some("self") => rest = &rel[1..],
        Some("super") => {
            while rest.first().map(String::as_str) == Some("super") {
                at.pop();
                rest = &rest[1..];
            }
        }
        Some(first) if children.contains(first) => {}
        _ => return None,
    }
    at.extend(rest.iter().cloned());
    Some(at)
}

impl Crate {
    /// Reads the module at `file` (path `here`) and, through its `mod` declarations, every module below it.
    fn read(&mut self, file: &Path, here: Vec<String>) {
        let src =
            std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let code = blank_tests(&blank_literals(&src));
        let dir = match file.file_name().and_then(|n| n.to_str()) {
            Some("mod.rs" | "lib.rs") => file.parent().map(Path::to_path_buf),
            _ => file
                .parent()
                .map(|p| p.join(file.file_stem().unwrap_or_default())),
        }
        .unwrap_or_default();
        let mut children = Vec::new();
        for (at, _) in code.match_indices("mod ") {
            let decl = &code[at + 4..];
            let name: String = decl
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            let after = decl[name.len()..].trim_start();
            if ident(code.as_bytes(), at) || name.is_empty() || !after.starts_with(';') {
                continue;
            }
            children.push((name, path_attribute(&src, line_of(&code, at))));
        }
        let module = self.modules.entry(here.clone()).or_default();
        module
            .children
            .extend(children.iter().map(|(n, _)| n.clone()));
        module.items.extend(items(&code));
        let children_set = module.children.clone();
        let short = file
            .strip_prefix(core_src())
            .unwrap_or(file)
            .display()
            .to_string();
        self.scan_paths(&code, &here, &children_set, &short);
        for (name, path) in children {
            let child_file = match path {
                Some(p) => file.parent().unwrap_or(Path::new("")).join(p),
                None if dir.join(format!("{name}.rs")).exists() => dir.join(format!("{name}.rs")),
                None => dir.join(&name).join("mod.rs"),
            };
            let mut child = here.clone();
            child.push(name);
            self.read(&child_file, child);
        }
    }

    /// Records the `use` trees (as bindings and uses) and the `crate::`/`super::` paths of one module's code.
    fn scan_paths(&mut self, code: &str, here: &[String], children: &BTreeSet<String>, file: &str) {
        let mut code = code.to_string();
        for (at, _) in code.clone().match_indices("use ") {
            let before = code[..at].trim_end();
            let starts = before.is_empty()
                || before.ends_with([';', '{', '}', ']', ')'])
                || before.ends_with("pub");
            if ident(code.as_bytes(), at) || !starts {
                continue;
            }
            let end = code[at..].find(';').map_or(code.len(), |n| at + n);
            let mut flat = Vec::new();
            flatten(&code[at + 4..end], &[], &mut flat);
            for (rel, name) in flat {
                let Some(abs) = absolute(here, children, &rel) else {
                    continue;
                };
                let site = Site {
                    file: file.to_string(),
                    line: line_of(&code, at),
                    path: rel.join("::"),
                };
                if let Some(name) = name {
                    self.modules
                        .entry(here.to_vec())
                        .or_default()
                        .bindings
                        .insert(name, abs.clone());
                }
                self.uses.push((here.to_vec(), abs, site));
            }
            code.replace_range(at..end, &" ".repeat(end - at));
        }
        let bytes = code.as_bytes();
        for start in ["crate::", "super::"] {
            for (at, _) in code.match_indices(start) {
                if ident(bytes, at) || (at >= 2 && &code[at - 2..at] == "::") {
                    continue;
                }
                let len = code[at..]
                    .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
                    .unwrap_or(code.len() - at);
                let rel = segments(code[at..at + len].trim_end_matches(':'));
                if let Some(abs) = absolute(here, children, &rel) {
                    let site = Site {
                        file: file.to_string(),
                        line: line_of(&code, at),
                        path: rel.join("::"),
                    };
                    self.uses.push((here.to_vec(), abs, site));
                }
            }
        }
    }

    /// The module that defines what `path` names: down the module tree, through `use` bindings (re-exports too).
    fn defining(&self, path: &[String], hops: usize) -> Vec<String> {
        let mut at: Vec<String> = Vec::new();
        for (i, seg) in path.iter().enumerate() {
            let Some(module) = self.modules.get(&at) else {
                break;
            };
            if module.children.contains(seg) {
                at.push(seg.clone());
            } else if module.items.contains(seg) {
                break;
            } else if let (Some(target), true) = (module.bindings.get(seg), hops < 16) {
                let mut next = target.clone();
                next.extend(path[i + 1..].iter().cloned());
                return self.defining(&next, hops + 1);
            } else {
                break;
            }
        }
        at
    }
}

/// The names of the items `code` defines.
fn items(code: &str) -> Vec<String> {
    let words: Vec<&str> = code
        .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '!'))
        .filter(|w| !w.is_empty())
        .collect();
    let kinds = [
        "fn",
        "struct",
        "enum",
        "const",
        "static",
        "type",
        "trait",
        "macro_rules!",
    ];
    words
        .windows(2)
        .filter(|w| kinds.contains(&w[0]))
        .map(|w| w[1].to_string())
        .collect()
}

/// The `#[path = "..."]` on the attribute lines right above line `line` (1-based) of `src`.
fn path_attribute(src: &str, line: usize) -> Option<String> {
    let lines: Vec<&str> = src.lines().collect();
    let attrs = lines[..line - 1]
        .iter()
        .rev()
        .take_while(|l| l.trim_start().starts_with("#["));
    attrs
        .filter_map(|l| l.split_once("#[path = \""))
        .map(|(_, p)| p.trim_end_matches(['"', ']']).to_string())
        .next()
}

/// crates/core/src.
fn core_src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/core/src")
}

/// The layer-test unit of a module path: `puzzles::<name>::<file>` under `puzzles/`, else its top-level module.
fn unit(path: &[String]) -> String {
    let keep = if path.first().map(String::as_str) == Some("puzzles") {
        3
    } else {
        1
    };
    let unit = path[..path.len().min(keep)].join("::");
    if unit.is_empty() {
        "crate".to_string()
    } else {
        unit
    }
}

/// Every edge between units, each with the first place that makes it.
type Edges = BTreeMap<(String, String), Site>;

/// The core read, and its edges.
fn graph() -> (Crate, Edges) {
    let mut krate = Crate::default();
    krate.read(&core_src().join("lib.rs"), Vec::new());
    let mut edges = BTreeMap::new();
    for (from, path, site) in &krate.uses {
        let (from, to) = (unit(from), unit(&krate.defining(path, 0)));
        let inward = from == "crate" || to == from || to.starts_with(&format!("{from}::"));
        if !inward {
            edges.entry((from, to)).or_insert_with(|| site.clone());
        }
    }
    if std::env::var_os("LAYERS_GRAPH").is_some() {
        for ((from, to), site) in &edges {
            println!(
                "{from} -> {to}    ({}:{} {})",
                site.file, site.line, site.path
            );
        }
    }
    (krate, edges)
}

/// The units reachable from `from` (itself included).
fn reach(edges: &Edges, from: &str) -> BTreeSet<String> {
    let mut seen = BTreeSet::from([from.to_string()]);
    let mut todo = vec![from.to_string()];
    while let Some(at) = todo.pop() {
        for (a, b) in edges.keys() {
            if *a == at && seen.insert(b.clone()) {
                todo.push(b.clone());
            }
        }
    }
    seen
}

/// The layer of each top-level module, from the numbered list in lib.rs's header: the first item naming it in
/// backquotes (`puzzles/<name>/` is `puzzles`).
fn documented_layers(krate: &Crate) -> BTreeMap<String, usize> {
    let src = std::fs::read_to_string(core_src().join("lib.rs")).expect("lib.rs");
    let (mut layers, mut layer) = (BTreeMap::new(), 0);
    for line in src.lines().map_while(|l| l.strip_prefix("//!")) {
        let item = line.trim_start();
        match item.split_once(". ").map(|(n, _)| n.parse::<usize>()) {
            Some(Ok(n)) if line.starts_with(' ') && !line.starts_with("  ") => layer = n,
            _ if !line.starts_with("    ") => layer = 0,
            _ => {}
        }
        for name in line.split('`').skip(1).step_by(2) {
            let name = name.split('/').next().unwrap_or(name).to_string();
            if layer > 0 && krate.modules.contains_key(&vec![name.clone()]) {
                layers.entry(name).or_insert(layer);
            }
        }
    }
    layers
}

#[test]
fn no_two_modules_of_the_core_import_each_other() {
    let (_, edges) = graph();
    assert!(edges.len() > 40, "the scan found too few edges: {edges:?}");
    let mut faults = Vec::new();
    for ((from, to), site) in &edges {
        if reach(&edges, to).contains(from) {
            let (file, line, path) = (&site.file, site.line, &site.path);
            faults.push(format!(
                "{from} -> {to} ({file}:{line} {path}), and {to} reaches {from} back"
            ));
        }
    }
    assert!(
        faults.is_empty(),
        "import cycles in crates/core/src:\n{}",
        faults.join("\n")
    );
}

#[test]
fn every_module_imports_only_its_layer_and_those_below_as_lib_rs_lists_them() {
    let (krate, edges) = graph();
    let layers = documented_layers(&krate);
    if std::env::var_os("LAYERS_GRAPH").is_some() {
        println!("layers: {layers:?}");
    }
    let tops: Vec<&String> = krate
        .modules
        .keys()
        .filter(|p| p.len() == 1)
        .map(|p| &p[0])
        .collect();
    let missing: Vec<_> = tops.iter().filter(|m| !layers.contains_key(**m)).collect();
    assert!(
        missing.is_empty(),
        "modules without a layer in lib.rs's header: {missing:?} (layers: {layers:?})"
    );
    let top = |unit: &str| unit.split("::").next().unwrap_or(unit).to_string();
    for ((from, to), site) in &edges {
        let (a, b) = (layers.get(&top(from)), layers.get(&top(to)));
        if let (Some(a), Some(b)) = (a, b) {
            assert!(
                a >= b,
                "{from} (layer {a}) imports {to} (layer {b}): {}:{} {}",
                site.file,
                site.line,
                site.path
            );
        }
    }
}

#[test]
fn the_judges_hot_path_does_not_reach_the_xray() {
    let (krate, edges) = graph();
    let units = edges.keys().flat_map(|(a, b)| [a, b]);
    let solvers: BTreeSet<&String> = units.filter(|u| u.ends_with("::solve")).collect();
    assert!(
        solvers.len() >= 4,
        "every puzzle has a solve.rs: {solvers:?}"
    );
    for solver in solvers {
        let hot = reach(&edges, solver);
        let visual: Vec<&String> = hot
            .iter()
            .filter(|u| *u == "xray" || u.ends_with("::xray"))
            .collect();
        assert!(
            visual.is_empty(),
            "{solver} reaches the visualiser {visual:?}"
        );
        // Not even through a name `xray/` re-exports (`crate::xray::Watch` is `watch.rs`'s).
        for (from, path, site) in &krate.uses {
            let through = path.iter().any(|s| s == "xray");
            assert!(
                !(hot.contains(&unit(from)) && through),
                "{solver}'s path names the X-ray: {site:?}"
            );
        }
    }
}
#[test]
fn the_scan_reads_use_trees_paths_and_re_exports() {
    let code = blank_literals(
        "let s = \"crate::xray\"; // crate::review\nlet c = '{'; use crate::a::{b, c::{d as e}};",
    );
    assert!(!code.contains("xray") && !code.contains("review") && !code.contains("'{'"));
    let mut flat = Vec::new();
    flatten("crate::a::{self, b, c::{d as e}}", &[], &mut flat);
    let names: Vec<_> = flat
        .iter()
        .map(|(p, n)| (p.join("::"), n.clone().unwrap_or_default()))
        .collect();
    let want = [
        ("crate::a", "a"),
        ("crate::a::b", "b"),
        ("crate::a::c::d", "e"),
    ];
    assert_eq!(names, want.map(|(p, n)| (p.to_string(), n.to_string())));
    let tests = blank_tests("use x;\n#[cfg(test)]\nmod tests {\n    use crate::y;\n}\nuse z;");
    assert!(tests.contains("use x;") && tests.contains("use z;") && !tests.contains("crate::y"));
    let (_, edges) = graph();
    // `crate::Dir` is grid's (re-exported by lib.rs); `super::` from a puzzle's file is its mod.rs.
    assert!(
        edges.contains_key(&("puzzles::omnigravity::solve".into(), "grid".into())),
        "{edges:?}"
    );
    assert!(edges.contains_key(&("puzzles::fifteen::parse".into(), "puzzles::fifteen".into())));
}
