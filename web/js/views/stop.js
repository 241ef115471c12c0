// A view's Stop for its requests to the Rust workers (../worker-client.js): a button shown while they run and the
// signal they carry (a waiting request is dropped, a running one restarts its worker). Used by xray.js, studio.js and
// maketests.js. Its words: web/locales/ui (ui-stop).
import { t } from '../l10n.js';

export class Stoppable {
  /**
   * @param {Element} after  the button goes right after this element
   * @param {string} testid
   * @param {() => void} [onStop]  what the button does; by default it stops
   */
  constructor(after, testid, onStop) {
    this.button = Object.assign(document.createElement('button'), { type: 'button', textContent: t('ui-stop'), hidden: true });
    this.button.dataset.testid = testid;
    this.button.addEventListener('click', onStop ?? (() => this.abort()));
    after.after(this.button);
    this.work = new AbortController();
  }

  /** Stops what ran before and starts anew: the signal for the new requests, with the button shown. */
  begin() {
    this.work.abort();
    this.work = new AbortController();
    this.button.hidden = false;
    return this.work.signal;
  }

  /** The current requests' signal. */
  get signal() {
    return this.work.signal;
  }

  /** Hides the button when `signal`'s requests are done (and no newer ones run). */
  done(signal = this.work.signal) {
    if (signal === this.work.signal) this.button.hidden = true;
  }

  /** Stops the current requests. */
  abort() {
    this.work.abort();
    this.button.hidden = true;
  }
}
