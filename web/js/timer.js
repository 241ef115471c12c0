// The optional timer and sounds' switches (off by default, remembered under 'puzzle-playground.settings.*'), and the
// timer itself: the time spent on the board shown, from its first move to the win, recorded with a level's result.
// Partners: views/levels.js (the switches, the results), sound.js, index.html (data-testid="timer").
import { t } from './l10n.js';

/** Each switch under its own key (`puzzle-playground.settings.timer`, `.sound`: two tabs never write over each other's). */
const KEY = 'puzzle-playground.settings';

/** @typedef {{timer: boolean, sound: boolean}} Settings */

/** The switches as remembered: both off unless turned on before (under their keys, else in the record before them). */
export function loadSettings() {
  /** @type {Settings} */
  const settings = { timer: false, sound: false };
  try {
    let old = null;
    for (const name of /** @type {const} */ (['timer', 'sound'])) {
      const kept = localStorage.getItem(`${KEY}.${name}`);
      if (kept !== null) settings[name] = kept === 'true';
      else settings[name] = (old ??= JSON.parse(localStorage.getItem(KEY) ?? '{}') ?? {})[name] === true;
    }
  } catch {
    // Unreadable or storage off: both off.
  }
  return settings;
}

/** Remembers one switch. */
export function saveSetting(name, on) {
  try {
    localStorage.setItem(`${KEY}.${name}`, String(on));
  } catch {
    // Storage off: the switch holds for this visit.
  }
}

/** `ms` as the timer shows it: `m:ss`, or `h:mm:ss` past an hour. */
export function clock(ms) {
  const s = Math.floor(ms / 1000);
  const two = (n) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor(s / 60) % 60;
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}

/** The timer of the board shown: starts at the first move after `reset`, stops at `stop`; drawn once a second. */
export class Timer {
  /** @param {HTMLElement} display */
  constructor(display) {
    this.display = display;
    this.on = false;
    /** When the first move was made (performance.now()), or null before it. */
    this.began = /** @type {number | null} */ (null);
    /** The time when stopped, or null while running. */
    this.stopped = /** @type {number | null} */ (null);
    this.tick = /** @type {ReturnType<typeof setInterval> | null} */ (null);
  }

  /** Turns the timer's display on or off (it keeps counting either way, so turning it on mid-game shows the time). */
  show(on) {
    this.on = on;
    this.display.hidden = !on;
    this.draw();
  }

  /** A new board: nothing counted yet. */
  reset() {
    this.began = null;
    this.stopped = null;
    this.idle();
    this.draw();
  }

  /** A move: the first one starts the count. */
  moved() {
    if (this.stopped !== null) return;
    if (this.began === null) this.began = performance.now();
    this.tick ??= setInterval(() => this.draw(), 1000);
  }

  /** The win: the count stops; returns the time in ms. */
  stop() {
    if (this.stopped === null) this.stopped = this.elapsed();
    this.idle();
    this.draw();
    return this.stopped;
  }

  idle() {
    if (this.tick !== null) clearInterval(this.tick);
    this.tick = null;
  }

  /** The time counted, in ms. */
  elapsed() {
    if (this.stopped !== null) return this.stopped;
    return this.began === null ? 0 : Math.round(performance.now() - this.began);
  }

  draw() {
    if (!this.on) return;
    this.display.textContent = t('ui-timer', { time: clock(this.elapsed()) });
  }
}
