// After a win (data-testid="level-won"): the core's result against the optimum with its mark, a button to the review of
// the moves (review.js), "next level" (data-testid="next-level") and, for the puzzle of the day, the result to share
// as text (no moves in it) with a copy button. Partners: levels.js (shows it), index.html. Its words: web/locales/ui (ui-won-*).
import { t } from '../l10n.js';

export class WinPanel {
  /**
   * @param {HTMLElement} root
   * @param {{next: () => void, review: () => void}} hooks
   */
  constructor(root, hooks) {
    this.root = root;
    this.$ = (id) => /** @type {HTMLElement} */ (root.querySelector(`[data-testid="${id}"]`));
    this.$('next-level').addEventListener('click', hooks.next);
    this.$('level-review').addEventListener('click', hooks.review);
    this.$('daily-share-copy').addEventListener('click', () => this.copy());
  }

  hide() {
    this.root.hidden = true;
  }

  /**
   * @param {{text: string, stars: number, played: number, optimum: number | null}} outcome  the core's
   * @param {{level: string | null, time: string | null, next: boolean, share: string | null}} more
   */
  show(outcome, more) {
    const { $ } = this;
    $('level-won-stars').textContent = '★'.repeat(outcome.stars) + '☆'.repeat(3 - outcome.stars);
    $('level-won-mark').textContent = t(`ui-levels-mark-${outcome.stars}`);
    const won = more.level ? t('ui-won-level', { name: more.level, result: outcome.text }) : t('ui-won', { result: outcome.text });
    $('level-won-text').textContent = more.time ? t('ui-won-time', { won, time: more.time }) : won;
    $('next-level').hidden = !more.next;
    $('daily-share').hidden = !more.share;
    $('daily-share-text').textContent = more.share ?? '';
    $('daily-share-copy').textContent = t('ui-daily-copy');
    this.root.hidden = false;
  }

  /** Copies the share text; says so, or that it is there to select. */
  async copy() {
    const button = this.$('daily-share-copy');
    try {
      await navigator.clipboard.writeText(this.$('daily-share-text').textContent ?? '');
      button.textContent = t('ui-daily-copied');
    } catch {
      button.textContent = t('ui-daily-copy-failed');
    }
  }
}
