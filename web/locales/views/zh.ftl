# web/js 写出的用语（中文）；partners: en.ftl, web/js/l10n.js t(), web/js/**/*.js.
