// Long set-ups of the Rust workers (a puzzle's search tables), kept once per browser: IndexedDB "puzzle-playground",
// store "kept", one Blob per key. The core names each key (with its format version) and validates the bytes before use
// (crates/core/src/setup.rs and its set-ups, crates/wasm/src/lib.rs `start`); worker-loader.js opens it in each worker.

const DB = 'puzzle-playground';
const STORE = 'kept';
/** An IndexedDB that does not answer in this time (blocked, broken) is done without. */
const PATIENCE = 3000;

/** The database, opened (and created on first use). */
function opened() {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
    open.onblocked = () => reject(new Error('IndexedDB is blocked'));
    setTimeout(() => reject(new Error('IndexedDB did not answer')), PATIENCE);
  });
}

/** Every key kept and its Blob: handles, not bytes, so listing them costs nothing however big they are. */
function listed(db) {
  return new Promise((resolve, reject) => {
    const store = db.transaction(STORE, 'readonly').objectStore(STORE);
    const keys = store.getAllKeys();
    const values = store.getAll();
    values.onsuccess = () => resolve(new Map(keys.result.map((key, i) => [String(key), values.result[i]])));
    values.onerror = () => reject(values.error);
  });
}

/**
 * The store the Rust worker's `start` takes: `load(key)` reads a kept Blob synchronously (FileReaderSync, workers
 * only) and forgets it (the core holds the tables from then on); `keep(key, bytes)` stores them for the next worker.
 * Without IndexedDB (a private window, a file: page) nothing is kept and the tables are built each time.
 * @returns {Promise<{load: (key: string) => Uint8Array | undefined, keep: (key: string, bytes: Uint8Array) => void}>}
 */
export async function openKept() {
  const scope = /** @type {any} */ (self);
  const none = { load: () => undefined, keep: () => {} };
  if (typeof indexedDB === 'undefined' || typeof scope.FileReaderSync === 'undefined') return none;
  try {
    const db = await opened();
    const blobs = await listed(db);
    return {
      load(key) {
        const blob = blobs.get(key);
        blobs.delete(key);
        if (!(blob instanceof Blob)) return undefined;
        try {
          return new Uint8Array(new scope.FileReaderSync().readAsArrayBuffer(blob));
        } catch {
          return undefined;
        }
      },
      keep(key, bytes) {
        try {
          const put = db.transaction(STORE, 'readwrite').objectStore(STORE).put(new Blob([/** @type {Uint8Array<ArrayBuffer>} */ (bytes)]), key);
          put.onerror = (event) => event.preventDefault(); // Full or refused: built again next time.
        } catch {
          // The database closed under us: nothing kept.
        }
      },
    };
  } catch {
    return none;
  }
}
