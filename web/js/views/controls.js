// The board's controls, built from the puzzle's Info (crates/core/src/info.rs): move buttons, edit tools, resize limits,
// generator levels, the goal line over the board and the help line; each control sends one request through ../controller.js. Wired by main.js.
// Its words: web/locales/ui (ui-*); the Info's come in the page's language.
import { t } from '../l10n.js';

/** A radio button per edit tool; the first is chosen. */
function toolButtons(tools, choose) {
  return tools.map((t, i) => {
    const label = document.createElement('label');
    const input = Object.assign(document.createElement('input'), { type: 'radio', name: 'edit-tool', value: t.id, checked: i === 0 });
    input.dataset.testid = `tool-${t.id}`;
    input.addEventListener('change', () => choose(t));
    label.append(input, ` ${t.label}`);
    return label;
  });
}

/** A button per on-screen move (tilts), each sending its move letter. */
function moveButtons(buttons, send) {
  return buttons.map((b) => {
    const button = Object.assign(document.createElement('button'), { type: 'button', textContent: b.label });
    button.setAttribute('aria-label', b.name);
    button.dataset.testid = `move-${b.move}`;
    button.addEventListener('click', () => send({ kind: 'move', letter: b.move }));
    return button;
  });
}

/**
 * Generate: the seed as typed, or a new random one each time the box is empty (shown beside it, not written in it).
 * While it works the button is its Stop, with the progress of a long set-up (the core's words) beside it; a stopped
 * Generate leaves the board as it was.
 * @param {(id: string) => HTMLInputElement} $
 * @param {import('../controller.js').Controller} controller
 * @param {(text: string) => void} say
 */
function wireGenerate($, controller, say) {
  const seedNote = Object.assign(document.createElement('span'), { className: 'seed-note' });
  seedNote.dataset.testid = 'generate-seed-used';
  seedNote.setAttribute('aria-live', 'polite');
  const progress = Object.assign(document.createElement('span'), { className: 'seed-note' });
  progress.dataset.testid = 'generate-progress';
  $('generate').after(seedNote, progress);
  let working = /** @type {AbortController | null} */ (null);
  $('generate').addEventListener('click', async () => {
    if (working) {
      working.abort();
      return;
    }
    const typed = $('generate-seed').value.trim();
    const seed = typed || String(Math.floor(Math.random() * 2 ** 32));
    seedNote.textContent = typed ? '' : t('ui-seed-used', { seed });
    const mine = new AbortController();
    working = mine;
    $('generate').textContent = t('ui-stop');
    $('generate').dataset.working = 'true';
    const level = Number($('generate-level').value) || 0;
    const ok = await controller.act({ op: 'generate', seed, level }, {
      animate: false, signal: mine.signal, progress: (p) => { progress.textContent = p.text; },
    });
    working = null;
    $('generate').textContent = t('ui-generate');
    delete $('generate').dataset.working;
    progress.textContent = '';
    if (!ok && mine.signal.aborted) say(t('ui-generate-stopped'));
  });
}

export class Controls {
  /**
   * @param {HTMLElement} panel  the board panel
   * @param {import('../controller.js').Controller} controller
   * @param {{send: (input: object) => void, hint: () => void, judgeText: () => string,
   *          toJudge: (text: string) => void, say: (text: string) => void, editing: (on: boolean) => void,
   *          hold: (job: Promise<unknown>) => void}} hooks  hold: the judge's Run waits for a "To judge input" asked
   */
  constructor(panel, controller, hooks) {
    this.$ = (id) => /** @type {HTMLInputElement} */ (panel.querySelector(`[data-testid="${id}"]`));
    this.controller = controller;
    this.hooks = hooks;
    this.chosen = null;
    this.on = false;
    const { $ } = this;
    $('undo').addEventListener('click', () => controller.act({ op: 'undo' }));
    $('redo').addEventListener('click', () => controller.act({ op: 'redo' }));
    $('restart').addEventListener('click', () => controller.act({ op: 'restart' }));
    /** @type {{name: string, gloss: string, input: string, answer: string}[]} */
    this.layouts = [];
    $('layout-select').addEventListener('change', () => {
      const layout = this.layouts[Number($('layout-select').value)];
      if (!$('layout-select').value || !layout) return;
      controller.act({ op: 'load', input: layout.input, case: '1', history: '', at: 0 }, { animate: false })
        .then((ok) => { if (ok) hooks.say(t('ui-layout-loaded', { name: layout.name, gloss: layout.gloss, answer: layout.answer })); });
    });
    $('hint').addEventListener('click', hooks.hint);
    $('edit-toggle').addEventListener('click', () => this.setEditing(!this.on));
    $('resize-apply').addEventListener('click', () => hooks.send({ kind: 'resize', rows: $('resize-rows').value, cols: $('resize-cols').value }));
    $('load-case').addEventListener('click', () => {
      controller.act({ op: 'load', input: hooks.judgeText(), case: $('case-number').value.trim() || '1' }, { animate: false });
    });
    $('to-judge').addEventListener('click', () => this.toJudge());
    /** Puts back the judge input that "To judge input" replaced. */
    this.undoJudge = Object.assign(document.createElement('button'), { type: 'button', textContent: t('ui-to-judge-undo'), hidden: true });
    this.undoJudge.dataset.testid = 'to-judge-undo';
    $('to-judge').after(this.undoJudge);
    wireGenerate($, controller, hooks.say);
  }

  /** The board as the player sees it, as a one-case judge input; what was in the box can be put back. */
  async toJudge() {
    try {
      const job = this.controller.ask({ op: 'judgeInput', current: true });
      this.hooks.hold(job);
      const { value } = await job;
      const previous = this.hooks.judgeText();
      this.hooks.toJudge(value);
      this.hooks.say(t('ui-to-judge-done'));
      this.undoJudge.hidden = previous === value;
      this.undoJudge.onclick = () => {
        this.hooks.toJudge(previous);
        this.undoJudge.hidden = true;
        this.hooks.say(t('ui-to-judge-back'));
      };
    } catch (error) {
      this.hooks.say(t('ui-error', { why: error.text || error.message }));
    }
  }

  setEditing(on) {
    const { $ } = this;
    this.on = on;
    $('edit-toggle').setAttribute('aria-pressed', String(on));
    $('edit-toggle').textContent = t(on ? 'ui-edit-done' : 'ui-edit');
    $('edit-tools').hidden = !on;
    $('board').classList.toggle('editing', on);
    $('edit-error').textContent = '';
    this.hooks.editing(on);
  }

  /** Builds the controls of a puzzle from its Info. */
  build(info) {
    const { $ } = this;
    this.setEditing(false);
    this.undoJudge.hidden = true;
    $('board-help-text').textContent = info.help;
    $('board-goal').textContent = info.goal;
    $('move-buttons').replaceChildren(...moveButtons(info.buttons, this.hooks.send));
    $('move-buttons').hidden = info.buttons.length === 0;
    $('edit-tool-list').replaceChildren(...toolButtons(info.tools, (t) => { this.chosen = t; }));
    this.chosen = info.tools[0] ?? null;
    $('resize').hidden = !info.resize;
    if (info.resize) [$('resize-rows').max, $('resize-cols').max] = info.resize.map(String);
    $('generate-level').replaceChildren(...info.levels.map((name, i) => new Option(name, String(i))));
    // The puzzle's named boards (Info.layouts), each with its optima.
    const layouts = info.layouts ?? [];
    $('layout-box').hidden = layouts.length === 0;
    $('layout-select').replaceChildren(new Option(t('ui-layout-choose', { n: layouts.length }), ''),
      ...layouts.map((l, i) => new Option(t('ui-layout-option', { name: l.name, gloss: l.gloss, answer: l.answer }), String(i))));
    this.layouts = layouts;
  }

  /** Keeps the resize boxes on the board's size unless the person is typing there. */
  show(view) {
    const { $ } = this;
    if (document.activeElement !== $('resize-rows') && document.activeElement !== $('resize-cols')) {
      $('resize-rows').value = String(view.frame.rows);
      $('resize-cols').value = String(view.frame.cols);
    }
  }

  tool() {
    return this.chosen;
  }

  editing() {
    return this.on;
  }
}
