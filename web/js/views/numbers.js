// Numbers in the page's own sentences (web/locales/study): English groups them as it always did (15,000), Chinese
// writes them as the core and the CLI do (15000). Partners: l10n.js (t, LANG), @fluent/bundle, the views that count.
import { FluentNumber } from '@fluent/bundle';
import { LANG } from '../l10n.js';

/** `n` for a t() argument: grouped in English (a FluentNumber still picks plurals), plain in Chinese. */
export const grouped = (n) => (LANG === 'en' ? new FluentNumber(Number(n), { useGrouping: true }) : Number(n));

/** `n` as text outside a message (chart labels, table cells), as `grouped` writes it. */
export const numText = (n) => (LANG === 'en' ? Number(n).toLocaleString('en') : String(Number(n)));
