# klotski in English (partners: zh.ftl, play.rs names these ids in its Texts).

klotski-title = Klotski
