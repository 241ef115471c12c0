// The level list (data-testid="level-list"): the core's levels of the puzzle shown (the `levels` request), each with
// its best result from progress.js (stars, moves, time), loaded by id (`level`); the puzzle of the day (`daily`); the
// timer and sound switches; export and import of the progress. A win of a level is measured by the core (`outcome`) and
// shown by win.js. Partners: main.js (wires it), progress.js, timer.js, sound.js, index.html. Its words: web/locales/ui (ui-levels-*).
import { t } from '../l10n.js';
import { request } from '../worker-client.js';
import { exportText, importFile, levelOn, loadProgress, onOtherTab, record, rememberOn } from '../progress.js';
import { clock, loadSettings, saveSetting, Timer } from '../timer.js';
import { moveSound, winSound } from '../sound.js';
import { WinPanel } from './win.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Requests after which a won board is the player's own win (not a path being stepped, not a board loaded won). */
const PLAYED = new Set(['input', 'redo', 'replay']);

/** The date of the puzzle of the day: `?date=YYYY-MM-DD` of the address (tests), else today's UTC date. */
export function today() {
  const asked = new URLSearchParams(location.search).get('date');
  return asked && DATE.test(asked) ? asked : new Date().toISOString().slice(0, 10);
}

/** The mark of a best: stars shown, words for screen readers. */
function markOf(best) {
  const mark = Object.assign(document.createElement('span'), { className: 'level-mark' });
  const stars = Object.assign(document.createElement('span'), { className: 'level-stars', textContent: best ? '★'.repeat(best.stars) + '☆'.repeat(3 - best.stars) : '☆☆☆' });
  stars.setAttribute('aria-hidden', 'true');
  const words = Object.assign(document.createElement('span'), { className: 'sr-only', textContent: t(best ? `ui-levels-mark-${best.stars}` : 'ui-levels-unsolved') });
  mark.append(stars, words);
  return mark;
}

export class LevelsPanel {
  /**
   * @param {HTMLElement} panel  the board panel
   * @param {import('../controller.js').Controller} controller
   * @param {{say: (text: string) => void, info: (puzzle: string) => any}} hooks
   */
  constructor(panel, controller, hooks) {
    this.$ = (id) => /** @type {HTMLElement} */ (panel.querySelector(`[data-testid="${id}"]`));
    this.controller = controller;
    this.hooks = hooks;
    this.puzzle = '';
    /** @type {Map<string, {id: string, name: string, label: string, note: string | null, group: string}[]>} */
    this.lists = new Map();
    this.progress = loadProgress();
    /** Per puzzle, the level this tab loaded: {id, board}. */
    this.on = new Map();
    this.settings = loadSettings();
    this.timer = new Timer(this.$('timer'));
    this.win = new WinPanel(this.$('level-won'), {
      next: () => this.next(),
      review: () => this.$('review-open').click(),
    });
    this.wire();
    onOtherTab(() => this.progress, (progress) => {
      this.progress = progress;
      this.draw();
    });
  }

  wire() {
    const { $ } = this;
    $('daily').addEventListener('click', () => this.load(`daily-${today()}`));
    const timer = /** @type {HTMLInputElement} */ ($('timer-toggle'));
    const sound = /** @type {HTMLInputElement} */ ($('sound-toggle'));
    timer.checked = this.settings.timer;
    sound.checked = this.settings.sound;
    this.timer.show(this.settings.timer);
    timer.addEventListener('change', () => {
      this.settings.timer = timer.checked;
      saveSetting('timer', timer.checked);
      this.timer.show(timer.checked);
      this.draw();
    });
    sound.addEventListener('change', () => {
      this.settings.sound = sound.checked;
      saveSetting('sound', sound.checked);
    });
    $('level-export').addEventListener('click', () => {
      const url = URL.createObjectURL(new Blob([exportText(this.progress)], { type: 'application/json' }));
      const a = Object.assign(document.createElement('a'), { href: url, download: 'puzzle-levels.json' });
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    });
    const file = /** @type {HTMLInputElement} */ ($('level-import-file'));
    $('level-import').addEventListener('click', () => file.click());
    file.addEventListener('change', async () => {
      const chosen = file.files?.[0];
      file.value = '';
      if (!chosen) return;
      const { progress, error } = await importFile(chosen, this.progress);
      this.progress = progress;
      $('level-note').textContent = error ? t('ui-levels-import-failed', { why: error }) : t('ui-levels-imported');
      $('level-note').classList.toggle('error-text', Boolean(error));
      this.draw();
    });
  }

  /** Shows `puzzle`'s list, asking the core for it the first time. */
  async show(puzzle) {
    this.puzzle = puzzle;
    this.win.hide();
    this.$('level-note').textContent = '';
    this.draw();
    if (this.lists.has(puzzle)) return;
    try {
      const { value } = await request({ op: 'levels', puzzle });
      this.lists.set(puzzle, value);
    } catch {
      this.lists.set(puzzle, []);
    }
    if (puzzle === this.puzzle) this.draw();
  }

  /** Loads level `id` of the puzzle shown. */
  async load(id) {
    const puzzle = this.puzzle;
    const ok = await this.controller.act({ op: 'level', id }, { animate: false });
    if (!ok || puzzle !== this.puzzle) return;
    const view = this.controller.view();
    if (view) {
      this.on.set(puzzle, { id, board: view.board });
      rememberOn(puzzle, { id, board: view.board });
    }
    this.timer.reset();
    this.win.hide();
    this.draw();
    this.hooks.say(t('ui-levels-loaded', { name: this.nameOf(id) }));
    this.$('board').focus();
  }

  /** The id of the level the board shown is, or null (a board of its own, generated or edited). */
  current() {
    // This tab's own level first (another tab may play another level of the puzzle), else the one remembered.
    const on = this.on.get(this.puzzle) ?? levelOn(this.puzzle);
    const view = this.controller.view();
    return on && view && on.board === view.board && typeof on.id === 'string' ? on.id : null;
  }

  nameOf(id) {
    if (id.startsWith('daily-')) return t('ui-levels-daily-name', { date: id.slice(6) });
    return this.lists.get(this.puzzle)?.find((l) => l.id === id)?.name ?? id;
  }

  /** The next unsolved level after the current one, in the list's order (from the top when none follows). */
  nextId() {
    const list = this.lists.get(this.puzzle) ?? [];
    const solved = this.progress[this.puzzle] ?? {};
    const at = list.findIndex((l) => l.id === this.current());
    const order = [...list.slice(at + 1), ...list.slice(0, at + 1)];
    return order.find((l) => !solved[l.id])?.id ?? null;
  }

  next() {
    const id = this.nextId();
    if (id) this.load(id);
  }

  /** After every view of the board: a move counts for the timer and sounds; a level's win is measured and recorded. */
  async view(view, how) {
    const op = how.request?.op;
    if (op === 'load' || op === 'generate' || op === 'level' || (op === 'input' && how.request?.input?.kind === 'tool')) {
      if (op !== 'level') this.timer.reset();
      this.win.hide();
    }
    const played = PLAYED.has(op) && how.by !== 'stepper';
    // A new board (a level, a puzzle shown again): the current level's mark follows it.
    if (!played) {
      if (!how.request || op === 'load' || op === 'generate' || op === 'level') this.draw();
      return;
    }
    const { status } = view;
    const won = status.goal || (status.reachable != null && status.reachable > 0 && status.visited >= status.reachable);
    if (!won) {
      this.timer.moved();
      if (this.settings.sound && op === 'input') moveSound();
      this.win.hide();
      return;
    }
    const ms = this.timer.stop();
    if (this.settings.sound) winSound();
    const puzzle = this.puzzle;
    const id = this.current();
    let outcome = null;
    try {
      outcome = (await this.controller.ask({ op: 'outcome' })).value;
    } catch {
      return;
    }
    if (!outcome || puzzle !== this.puzzle) return;
    if (id) this.progress = record(this.progress, puzzle, id, { stars: outcome.stars, played: outcome.played, optimum: outcome.optimum, ms: this.settings.timer ? ms : null });
    this.draw();
    const title = this.hooks.info(puzzle).title;
    const share = id?.startsWith('daily-') ? t('ui-daily-share', { title, date: id.slice(6), result: outcome.text }) : null;
    this.win.show(outcome, { level: id ? this.nameOf(id) : null, time: this.settings.timer ? clock(ms) : null, next: id ? this.nextId() !== null : false, share });
  }

  /** Draws the list of the puzzle shown with its bests, the current level marked. */
  draw() {
    const list = this.lists.get(this.puzzle) ?? [];
    const bests = this.progress[this.puzzle] ?? {};
    const current = this.current();
    const groups = [];
    for (const level of list) {
      if (groups.at(-1)?.name !== level.group) groups.push({ name: level.group, levels: [] });
      groups.at(-1).levels.push(level);
    }
    const parts = groups.flatMap(({ name, levels }) => {
      const heading = Object.assign(document.createElement('h4'), { textContent: name });
      const ol = Object.assign(document.createElement('ol'), { className: 'level-group' });
      ol.setAttribute('aria-label', name);
      ol.append(...levels.map((level) => this.item(level, bests[level.id], level.id === current)));
      return [heading, ol];
    });
    this.$('level-list').replaceChildren(...parts);
    const daily = bests[`daily-${today()}`];
    this.$('daily-best').replaceChildren(...(daily ? [markOf(daily)] : []));
  }

  /** One level's entry: a button with its label, its mark and, with the timer on, its best time. */
  item(level, best, current) {
    const li = document.createElement('li');
    const button = Object.assign(document.createElement('button'), { type: 'button', className: 'level' });
    button.dataset.levelId = level.id;
    button.dataset.solved = String(Boolean(best));
    if (best) button.dataset.stars = String(best.stars);
    if (current) button.setAttribute('aria-current', 'true');
    const label = Object.assign(document.createElement('span'), { className: 'level-label', textContent: level.label });
    button.append(label, markOf(best));
    if (level.note) button.append(Object.assign(document.createElement('span'), { className: 'level-gloss', textContent: level.note }));
    if (best) {
      const moves = best.optimum === null ? t('ui-levels-best-moves', { played: best.played }) : t('ui-levels-best-against', { played: best.played, optimum: best.optimum });
      const detail = Object.assign(document.createElement('span'), { className: 'level-best', textContent: moves });
      if (this.settings.timer && best.ms !== null) detail.textContent += ` · ${clock(best.ms)}`;
      button.append(detail);
    }
    button.title = level.name;
    button.addEventListener('click', () => this.load(level.id));
    li.append(button);
    return li;
  }
}
