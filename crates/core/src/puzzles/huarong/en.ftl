# huarong in English (partners: zh.ftl, play.rs names these ids in its Texts).

huarong-title = Huarong
