# holedox in English (partners: zh.ftl, play.rs names these ids in its Texts).

holedox-title = Holedox Moving
