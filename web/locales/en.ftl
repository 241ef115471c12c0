# The page's words in English (partners: zh.ftl, web/index.html, web/js/l10n.js).

## The language switch.
lang-switch =
    .aria-label = Language
