# fifteen in Chinese (partners: en.ftl, play.rs names these ids in its Texts).

fifteen-title = 数字华容道
fifteen-source = 15 数码 · POJ 1077、UVa 10181
fifteen-goal = 目标：把数字按顺序排好，空格在最后。
fifteen-mover = 空格
fifteen-statement-1 = n×m 的框（2 ≤ n, m ≤ 4）里有数字 1 到 n·m−1 和一个空格。每一步把空格旁边的一个数字滑进空格。求把数字逐行按顺序排好、空格在最后的最少步数，或者判定无解。
fifteen-statement-2 = 输入：T（≤ 100），然后是 T 个棋盘：`n m` 和 n 行每行 m 个数，`0` 表示空格。输出：`Case k: N`，或 `Case k: unsolvable`。
fifteen-tool-blank = 与空格交换

## 生成器的难度，从易到难。
fifteen-level-1 = 简单（≤ 10 步）
fifteen-level-2 = 中等（11–30 步）
fifteen-level-3 = 困难（31 步以上）
fifteen-level-4 = 无解

## 用玩家的话说一步（play.rs say）。
fifteen-slide = 把 { $tile } 向{ $way }滑
