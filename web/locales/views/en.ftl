# The words web/js writes, in English (partners: zh.ftl, web/js/l10n.js t(), web/js/**/*.js).
