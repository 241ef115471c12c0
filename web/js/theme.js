// Colour theme (a classic script in index.html's head, so the page never flashes the wrong palette): data-theme on <html>
// is "light" or "dark" when chosen with the theme button, absent to follow prefers-color-scheme; remembered in local storage.
// Its words are the button's data-label-* attributes, which main.js's localise() sets (web/locales/ui, ui-theme) before
// DOMContentLoaded; LABELS is the English for a page whose module did not run.
{
  const KEY = 'puzzle-playground-theme';
  const ORDER = ['auto', 'light', 'dark'];
  const LABELS = { auto: 'Theme: auto', light: 'Theme: light', dark: 'Theme: dark' };

  /** The stored choice, 'auto' when none or unreadable. */
  const read = () => {
    try {
      const value = localStorage.getItem(KEY);
      return ORDER.includes(value) ? value : 'auto';
    } catch {
      return 'auto';
    }
  };

  /** @param {string} theme */
  const apply = (theme) => {
    if (theme === 'auto') document.documentElement.removeAttribute('data-theme');
    else document.documentElement.setAttribute('data-theme', theme);
    const button = document.querySelector('[data-testid="theme-toggle"]');
    if (button) {
      button.textContent = button.getAttribute(`data-label-${theme}`) ?? LABELS[theme];
      button.setAttribute('data-theme-choice', theme);
    }
  };

  let current = read();
  apply(current);
  document.addEventListener('DOMContentLoaded', () => {
    const button = document.querySelector('[data-testid="theme-toggle"]');
    apply(current);
    button?.addEventListener('click', () => {
      const next = ORDER[(ORDER.indexOf(current) + 1) % ORDER.length];
      current = next;
      try {
        if (next === 'auto') localStorage.removeItem(KEY);
        else localStorage.setItem(KEY, next);
      } catch {
        // Storage unavailable: the choice holds until the page is reloaded.
      }
      apply(next);
    });
  });
}
