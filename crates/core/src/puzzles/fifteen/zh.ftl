# fifteen in Chinese (partners: en.ftl, play.rs names these ids in its Texts).

# 求解器的 X 光（xray.rs）：名称、伪代码、说明与路径。
fifteen-xray-name = IDA*：在逐轮放宽的 f = g + h 上限下深搜
fifteen-xray-code-0 = 上限 ← h(起点)   （h：曼哈顿距离；它太慢时改用模式数据库）
fifteen-xray-code-1 = 循环：t ← 深搜(起点, g = 0, 上限)；若找到：返回 g
fifteen-xray-code-2 = {"  "}深搜(s, g)：若 g + h(s) > 上限：返回 g + h(s)   （剪枝）
fifteen-xray-code-3 = {"  "}深搜(s, g)：若 s 是目标：找到
fifteen-xray-code-4 = {"  "}深搜(s, g)：对每种不撤销上一步的移动：深搜(下一状态, g + 1)
fifteen-xray-code-5 = {"  "}上限 ← 超过上限的 f 中最小的一个
fifteen-xray-unsolvable = 无解（由奇偶性可知）：无需搜索。
fifteen-xray-tables = h：模式数据库（快速的曼哈顿距离搜索放弃了）。IDA* 不维护队列，只保留当前路径。
fifteen-xray-table-small = h：模式数据库，在这个小棋盘上是精确值。IDA* 不维护队列，只保留当前路径。
fifteen-xray-manhattan = h：曼哈顿距离（快速搜索已完成）。IDA* 不维护队列，只保留当前路径。
fifteen-xray-path = 在路径上（深搜的栈），最深的在前

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
