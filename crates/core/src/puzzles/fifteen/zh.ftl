# fifteen in Chinese (partners: en.ftl, play.rs).

fifteen-title = Fifteen
