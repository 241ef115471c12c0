# omnigravity in Chinese (partners: en.ftl, play.rs).

omnigravity-title = OmniGravity
