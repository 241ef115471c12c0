# klotski in Chinese (partners: en.ftl, play.rs).

klotski-title = Klotski
