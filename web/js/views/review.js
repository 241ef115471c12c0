// The review after a game: shown when the goal is reached or on request, the moves played against the optimum
// (crates/core/src/review.rs, asked through controller.js), mistakes marked, and a replay from the first mistake with the
// better move shown by status.js's hint mark. main.js wires it.
import { INFO } from '../first.js';

const NAMES = { U: 'up', D: 'down', L: 'left', R: 'right' };

/** One move of the review (the list numbers it): its direction, the optimum before and after, and whether it was a mistake. */
function moveItem(move) {
  const li = document.createElement('li');
  li.dataset.testid = 'review-move';
  li.dataset.mistake = String(move.mistake);
  const after = move.after < 0 ? 'no solution' : String(move.after);
  const verdict = move.dead ? '✕ dead end' : move.mistake ? '✗ mistake' : '✓';
  li.textContent = `${NAMES[move.dir]} (${move.dir}): ${move.before} → ${after} ${verdict}`;
  if (move.mistake) li.classList.add('mistake');
  return li;
}

/**
 * @param {HTMLElement} panel  the board panel, holding the review section and its open button
 * @param {import('../controller.js').Controller} controller
 * @param {{hint: () => void}} hooks  shows the hint of the board as it stands
 */
export function wireReview(panel, controller, hooks) {
  const $ = (id) => /** @type {HTMLElement} */ (panel.querySelector(`[data-testid="${id}"]`));
  const root = $('review');
  let review = null;
  let board = '';

  function render(value) {
    review = value;
    $('review-summary').textContent = value.line;
    $('review-summary').dataset.extra = value.extra === null ? '' : String(value.extra);
    $('review-summary').dataset.mistakes = String(value.mistakes);
    $('review-moves').replaceChildren(...value.moves.map(moveItem));
    $('review-replay').hidden = value.firstMistake === null;
    $('review-better').textContent = value.firstMistake === null ? ''
      : `At move ${value.firstMistake + 1}, the better move was ${NAMES[value.better] ?? '…'} (${value.better}).`;
  }

  async function open() {
    try {
      const { value } = await controller.ask({ op: 'review' });
      board = controller.view()?.board ?? '';
      render(value);
      root.hidden = false;
    } catch (error) {
      if (error?.kind !== 'stopped') $('review-summary').textContent = `Error: ${error.text || error.message}`;
    }
  }

  $('review-open').addEventListener('click', open);
  $('review-close').addEventListener('click', () => { root.hidden = true; });
  $('review-replay').addEventListener('click', async () => {
    const view = controller.view();
    if (!review || review.firstMistake === null || !view) return;
    if (await controller.act({ op: 'replay', history: view.history, at: review.firstMistake })) hooks.hint();
  });
  controller.onView((view, how) => {
    $('review-open').hidden = !INFO[controller.puzzle()].views.goal;
    if (board && view.board !== board) {
      root.hidden = true;
      board = '';
    }
    // A win is the player's: the stepper reaching the goal along a path reviews nobody's moves.
    if (view.status.goal && how.request && how.by !== 'stepper' && !how.before?.status.goal) open();
  });
}
