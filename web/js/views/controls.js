// The board's controls, built from the puzzle's Info (crates/core/src/info.rs): move buttons, edit tools, resize limits,
// generator levels and the help line; each control sends one request through controller.js. Wired by main.js.

/** A radio button per edit tool; the first is chosen. */
function toolButtons(tools, choose) {
  return tools.map((t, i) => {
    const label = document.createElement('label');
    const input = document.createElement('input');
    input.type = 'radio';
    input.name = 'edit-tool';
    input.value = t.id;
    input.checked = i === 0;
    input.dataset.testid = `tool-${t.id}`;
    input.addEventListener('change', () => choose(t));
    label.append(input, ` ${t.label}`);
    return label;
  });
}

/**
 * @param {HTMLElement} panel  the board panel
 * @param {import('../controller.js').Controller} controller
 * @param {{send: (input: object) => void, hint: () => void, judgeText: () => string,
 *          toJudge: (text: string) => void, say: (text: string) => void, editing: (on: boolean) => void}} hooks
 */
export function createControls(panel, controller, hooks) {
  const $ = (id) => /** @type {HTMLInputElement} */ (panel.querySelector(`[data-testid="${id}"]`));
  let tool = null;
  let editing = false;
  /** The seed of the last board generated from an empty seed box, shown beside it (the box stays empty). */
  const seedNote = document.createElement('span');
  seedNote.className = 'seed-note';
  seedNote.dataset.testid = 'generate-seed-used';
  $('generate').after(seedNote);

  function setEditing(on) {
    editing = on;
    $('edit-toggle').setAttribute('aria-pressed', String(on));
    $('edit-toggle').textContent = on ? 'Done editing' : 'Edit';
    $('edit-tools').hidden = !on;
    $('board').classList.toggle('editing', on);
    $('edit-error').textContent = '';
    hooks.editing(on);
  }

  $('undo').addEventListener('click', () => controller.act({ op: 'undo' }));
  $('redo').addEventListener('click', () => controller.act({ op: 'redo' }));
  $('restart').addEventListener('click', () => controller.act({ op: 'restart' }));
  $('hint').addEventListener('click', hooks.hint);
  $('edit-toggle').addEventListener('click', () => setEditing(!editing));
  $('resize-apply').addEventListener('click', () => hooks.send({ kind: 'resize', rows: $('resize-rows').value, cols: $('resize-cols').value }));
  $('generate').addEventListener('click', () => {
    const typed = $('generate-seed').value.trim();
    const seed = typed || String(Math.floor(Math.random() * 2 ** 32));
    seedNote.textContent = typed ? '' : `seed ${seed}`;
    controller.act({ op: 'generate', seed, level: Number($('generate-level').value) || 0 }, { animate: false });
  });
  $('load-case').addEventListener('click', () => {
    controller.act({ op: 'load', input: hooks.judgeText(), case: $('case-number').value.trim() || '1' }, { animate: false });
  });
  $('to-judge').addEventListener('click', async () => {
    try {
      hooks.toJudge(await controller.ask({ op: 'judgeInput', current: false }).then((r) => r.value));
      hooks.say('The board is now in the judge input below.');
    } catch (error) {
      hooks.say(`Error: ${error.text || error.message}`);
    }
  });

  return {
    /** Builds the controls of a puzzle from its Info. */
    build(info) {
      setEditing(false);
      $('board-help-text').textContent = info.help;
      const buttons = $('move-buttons');
      buttons.replaceChildren(...info.buttons.map((b) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = b.label;
        button.setAttribute('aria-label', b.name);
        button.dataset.testid = `move-${b.move}`;
        button.addEventListener('click', () => hooks.send({ kind: 'move', letter: b.move }));
        return button;
      }));
      buttons.hidden = info.buttons.length === 0;
      $('edit-tool-list').replaceChildren(...toolButtons(info.tools, (t) => { tool = t; }));
      tool = info.tools[0] ?? null;
      $('resize').hidden = !info.resize;
      if (info.resize) [$('resize-rows').max, $('resize-cols').max] = info.resize.map(String);
      $('generate-level').replaceChildren(...info.levels.map((name, i) => new Option(name, String(i))));
    },
    /** Keeps the resize boxes on the board's size unless the person is typing there. */
    show(view) {
      if (document.activeElement !== $('resize-rows') && document.activeElement !== $('resize-cols')) {
        $('resize-rows').value = String(view.frame.rows);
        $('resize-cols').value = String(view.frame.cols);
      }
    },
    tool: () => tool,
    editing: () => editing,
  };
}
