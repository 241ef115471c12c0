# omnigravity in English (partners: zh.ftl, play.rs names these ids in its Texts).

omnigravity-title = OmniGravity
