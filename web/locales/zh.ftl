# 页面用语（中文）；partners: en.ftl, web/index.html, web/js/l10n.js.

## 语言切换。
lang-switch =
    .aria-label = 语言

## 页头。
page-title = 搜索题游乐场：网格搜索题，精确求解
page-name = 搜索题游乐场
page-tagline = 来自程序设计竞赛及其他地方的网格搜索题，由编译成 WebAssembly 的 Rust 精确求解。
