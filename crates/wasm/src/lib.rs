//! The Web Worker, in Rust: `web/js/worker.js` loads this module and calls [`start`], which answers every message from
//! the page (`web/js/worker-client.js`) with [`service::Service`]; messages are the serde enums of `request.rs` and
//! `protocol.rs`, crossing with `serde-wasm-bindgen`. [`Worker`] answers the same messages directly, for Node (the
//! build's first views and the Node tests, `make test-wasm`). Long set-ups (Fifteen's tables) tell the page how far
//! they are while a request runs (`{id, progress: {text, percent}}`), and are kept in the page's store
//! (web/js/kept.js) through [`start`]'s hooks.

pub mod protocol;
pub mod request;
pub mod service;

use std::cell::{Cell, RefCell};

use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

use protocol::{Envelope, Fault, FaultKind};

/// A reply as it crosses: `{id, ok: true, value, ms}` or `{id, ok: false, error}`.
#[derive(Serialize)]
struct Answer<'a> {
    id: u32,
    ok: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    value: Option<&'a protocol::Reply>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<&'a Fault>,
    ms: f64,
}

/// A message sent while request `id` runs: how far a set-up is.
#[derive(Serialize)]
struct Told<'a> {
    id: u32,
    progress: Progress<'a>,
}

/// A set-up's progress in the page's words, and its percent.
#[derive(Serialize)]
struct Progress<'a> {
    text: &'a puzzle_core::Text,
    percent: u32,
}

thread_local! {
    /// The id of the request being answered, for its progress messages.
    static ANSWERING: Cell<u32> = const { Cell::new(0) };
    /// Where progress goes: the worker's scope (none in Node).
    static SCOPE: RefCell<Option<DedicatedWorkerGlobalScope>> = const { RefCell::new(None) };
    /// The page's store of set-ups: its `load(key)` and `keep(key, bytes)` (web/js/kept.js), when `start` got one.
    static STORE: RefCell<Option<(js_sys::Function, js_sys::Function)>> = const { RefCell::new(None) };
}

/// The core's hook: the bytes the store kept under `key`, copied into the module.
fn load_kept(key: &str) -> Option<Vec<u8>> {
    STORE.with_borrow(|store| {
        let (load, _) = store.as_ref()?;
        let bytes = load.call1(&JsValue::NULL, &key.into()).ok()?;
        Some(bytes.dyn_into::<js_sys::Uint8Array>().ok()?.to_vec())
    })
}

/// The core's hook: hands `bytes` (copied out of the module) to the store under `key`.
fn keep(key: &str, bytes: &[u8]) {
    STORE.with_borrow(|store| {
        if let Some((_, keep)) = store {
            let _ = keep.call2(
                &JsValue::NULL,
                &key.into(),
                &js_sys::Uint8Array::from(bytes),
            );
        }
    });
}

/// The core's hook: posts a set-up's progress for the request being answered.
fn tell(text: &puzzle_core::Text, percent: u32) {
    let id = ANSWERING.get();
    SCOPE.with_borrow(|scope| {
        if let Some(scope) = scope {
            let told = Told {
                id,
                progress: Progress { text, percent },
            };
            let _ = scope.post_message(&to_js(&told));
        }
    });
}

/// A function property `name` of `object`, if it has one.
fn function(object: &JsValue, name: &str) -> Option<js_sys::Function> {
    js_sys::Reflect::get(object, &name.into())
        .ok()?
        .dyn_into()
        .ok()
}

/// Plain objects for structs and maps, `null` for `None`: what the page's code reads.
fn to_js<T: Serialize>(value: &T) -> JsValue {
    let serializer = serde_wasm_bindgen::Serializer::new()
        .serialize_missing_as_null(true)
        .serialize_maps_as_objects(true);
    value
        .serialize(&serializer)
        .unwrap_or_else(|e| JsValue::from_str(&e.to_string()))
}

/// `value` with its tag field `tag` made serde's external tag: `{op: "x", a}` becomes `{x: {op: "x", a}}` (the extra
/// field is ignored). A value without the tag is returned as it is, and fails to deserialise with a clear message.
fn tagged(value: &JsValue, tag: &str) -> JsValue {
    let Some(name) = js_sys::Reflect::get(value, &tag.into())
        .ok()
        .filter(JsValue::is_string)
    else {
        return value.clone();
    };
    let outer = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&outer, &name, value);
    outer.into()
}

/// The page's message `{id, request: {op, ...}}` (with `{kind, ...}` inside an `input` request) in serde's external
/// tagging, without touching the page's object.
fn external(message: &JsValue) -> JsValue {
    let Ok(request) = js_sys::Reflect::get(message, &"request".into()) else {
        return message.clone();
    };
    let request: JsValue =
        js_sys::Object::assign(&js_sys::Object::new(), &request.unchecked_into()).into();
    if let Ok(input) = js_sys::Reflect::get(&request, &"input".into()) {
        if input.is_object() {
            let _ = js_sys::Reflect::set(&request, &"input".into(), &tagged(&input, "kind"));
        }
    }
    let copy = js_sys::Object::new();
    let _ = js_sys::Reflect::set(
        &copy,
        &"id".into(),
        &js_sys::Reflect::get(message, &"id".into()).unwrap_or_default(),
    );
    let _ = js_sys::Reflect::set(&copy, &"request".into(), &tagged(&request, "op"));
    copy.into()
}

/// The message's id, or 0 when it has none.
fn message_id(message: &JsValue) -> u32 {
    js_sys::Reflect::get(message, &"id".into())
        .ok()
        .and_then(|v| v.as_f64())
        .unwrap_or(0.0) as u32
}

/// A judge input (`input`) or a contestant's output (`output`, `outputBytes`) past the core's limit, refused before
/// it is copied into the module's memory: a string of more UTF-16 units than `scan::MAX_INPUT` allows bytes (and a
/// byte-order mark) has more bytes still. The fault is the core's, located at the first character past the limit.
fn oversized(message: &JsValue) -> Option<Fault> {
    use puzzle_core::scan::{oversized, MAX_INPUT};
    let request = js_sys::Reflect::get(message, &"request".into()).ok()?;
    let field = |name: &str| js_sys::Reflect::get(&request, &name.into()).ok();
    let head = |text: &js_sys::JsString| -> Option<String> {
        let units = text.length() as usize;
        (units > MAX_INPUT + 1).then(|| String::from(text.slice(0, MAX_INPUT as u32 + 1)))
    };
    if let Some(input) = field("input").and_then(|v| v.dyn_into::<js_sys::JsString>().ok()) {
        if let Some(head) = head(&input) {
            let head = puzzle_core::scan::strip_bom(&head);
            return Some(puzzle_core::Error::Parse(oversized(head, None)).into());
        }
    }
    #[cfg(feature = "lab")]
    {
        use puzzle_core::check::oversized_output;
        if let Some(output) = field("output").and_then(|v| v.dyn_into::<js_sys::JsString>().ok()) {
            if let Some(head) = head(&output) {
                return Some(oversized_output(puzzle_core::scan::strip_bom(&head), None).into());
            }
        }
        let bytes = field("outputBytes").and_then(|v| v.dyn_into::<js_sys::Uint8Array>().ok())?;
        let total = bytes.length() as usize;
        if total > MAX_INPUT + puzzle_core::scan::BOM.len_utf8() {
            let head = bytes.subarray(0, (MAX_INPUT + 4) as u32).to_vec();
            return puzzle_core::check::read_output(&head, total)
                .err()
                .map(Into::into);
        }
    }
    None
}

/// The worker's state, for any JavaScript host: one board per puzzle.
#[wasm_bindgen]
#[derive(Default)]
pub struct Worker {
    service: service::Service,
}

#[wasm_bindgen]
impl Worker {
    /// A worker with no board loaded.
    #[wasm_bindgen(constructor)]
    pub fn new() -> Worker {
        Worker::default()
    }

    /// Answers one message `{id, request}` with `{id, ok, value | error, ms}`; `now` is the host's clock in ms.
    pub fn handle(&mut self, message: JsValue, now: &js_sys::Function) -> JsValue {
        let mut clock = || {
            now.call0(&JsValue::NULL)
                .ok()
                .and_then(|v| v.as_f64())
                .unwrap_or(0.0)
        };
        let began = clock();
        let envelope: Result<Envelope, _> = match oversized(&message) {
            Some(fault) => Err(fault),
            None => serde_wasm_bindgen::from_value(external(&message)).map_err(|e| {
                let why = puzzle_core::Text::new("fault-malformed").arg("why", e.to_string());
                Fault::new(FaultKind::Request, why)
            }),
        };
        let (id, result) = match envelope {
            Ok(Envelope { id, request }) => {
                ANSWERING.set(id);
                (id, self.service.handle_with(request, &mut clock))
            }
            Err(fault) => (message_id(&message), Err(fault)),
        };
        let ms = clock() - began;
        match &result {
            Ok(value) => to_js(&Answer {
                id,
                ok: true,
                value: Some(value),
                error: None,
                ms,
            }),
            Err(error) => to_js(&Answer {
                id,
                ok: false,
                value: None,
                error: Some(error),
                ms,
            }),
        }
    }
}

/// Runs the worker's message loop: every message from the page gets one answer, in order, and progress messages
/// while a long set-up runs. `store` (`{load(key), keep(key, bytes)}`, web/js/kept.js; optional) keeps set-ups such as
/// Fifteen's tables between workers: `load` answers a `Uint8Array` or nothing, synchronously.
#[wasm_bindgen]
pub fn start(store: JsValue) -> Result<(), JsValue> {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().dyn_into()?;
    if let (Some(load), Some(keep)) = (function(&store, "load"), function(&store, "keep")) {
        STORE.set(Some((load, keep)));
    }
    SCOPE.set(Some(scope.clone()));
    puzzle_core::setup::install(puzzle_core::setup::Hooks {
        load: load_kept,
        keep,
        progress: Some(tell),
    });
    let performance = scope.performance();
    let now =
        Closure::<dyn Fn() -> f64>::new(move || performance.as_ref().map_or(0.0, |p| p.now()));
    let now: js_sys::Function = now.into_js_value().unchecked_into();
    let mut worker = Worker::new();
    let reply_to = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let answer = worker.handle(event.data(), &now);
        // A reply that cannot be posted has nobody to go to; the page's own timeout is not needed (it awaits).
        let _ = reply_to.post_message(&answer);
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    Ok(())
}
