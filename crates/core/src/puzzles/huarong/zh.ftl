# huarong in Chinese (partners: en.ftl, play.rs).

huarong-title = Huarong
