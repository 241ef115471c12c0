# 页面用语（中文）；partners: en.ftl, web/index.html, web/js/l10n.js.

## 语言切换。
lang-switch =
    .aria-label = 语言
