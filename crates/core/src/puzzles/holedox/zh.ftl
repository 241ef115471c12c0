# holedox in Chinese (partners: en.ftl, play.rs).

holedox-title = Holedox Moving
