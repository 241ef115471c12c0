# sokoban in Chinese (partners: en.ftl, play.rs names these ids in its Texts).

# 求解器的 X 光（xray.rs）：名称、伪代码与说明。
sokoban-xray-name = 按推箱次数分层的广度优先搜索：状态为箱子的格子和你推它的那一侧
sokoban-xray-code-0 = 本层 ← 第一次推：绕着箱子走到能到的每一侧，推一下
sokoban-xray-code-1 = 循环，k = 1, 2, …：
sokoban-xray-code-2 = {"  "}若本层有箱子在目标上的状态：返回其中总步数最少的
sokoban-xray-code-3 = {"  "}若本层为空：无解
sokoban-xray-code-4 = {"  "}对本层的每个状态 s（你站在箱子原来的格子上）：
sokoban-xray-code-5 = {"    "}绕着箱子走：你能到的格子和距离
sokoban-xray-code-6 = {"    "}对每个你能到、箱子另一侧为空的方向：t ← 推一下后的状态
sokoban-xray-code-7 = {"      "}若 t 在更少的推箱次数内已出现：跳过
sokoban-xray-code-8 = {"      "}否则把 t 放进下一层，记下到它的最少步数
sokoban-boxes-xray-name = 按推箱次数的 A*：箱子的位置和你站的位置，按推箱次数 + 匹配下界排序，再按步数
sokoban-boxes-xray-code-0 = open ← 起点，h = 箱子与目标一一匹配的最少推箱次数
sokoban-boxes-xray-code-1 = 循环：取出推箱次数 + h 最小、再步数最少的 s
sokoban-boxes-xray-code-2 = {"  "}若 s 的每个箱子都在目标上：返回它的路径
sokoban-boxes-xray-code-3 = {"  "}若 open 表为空：返回无解
sokoban-boxes-xray-code-4 = {"  "}从你站的地方绕着箱子走：你能走到的箱子侧面
sokoban-boxes-xray-code-5 = {"  "}对每个能走到、另一侧有空格的箱子侧面：t ← 推一下这个箱子
sokoban-boxes-xray-code-6 = {"    "}若 t 把箱子推上死格，或把箱子冻结在目标之外：跳过
sokoban-boxes-xray-code-7 = {"    "}若 t 已经以不多的推箱次数和步数到达过：跳过
sokoban-boxes-xray-code-8 = {"    "}否则记下 t 的推箱次数、步数和 h，来自 s
sokoban-boxes-xray-found = 取出每个箱子都在目标上的状态时停止：推箱次数最少，其中步数最少。
sokoban-boxes-xray-unsolvable = 没有每个箱子都在目标上的状态：所有不造成死局的推法都试过了。
sokoban-boxes-xray-gave-up = 在状态数预算用完时放弃：两边都没有证明。
sokoban-xray-there = 箱子已在目标上：无需搜索。
sokoban-xray-found = 在第一个把箱子推上目标的层停止：推箱次数最少，其中总步数也最少。
sokoban-xray-next = 搜索按加入的先后依次处理一层中的状态；全部处理完，才轮到多推一次的下一层。
sokoban-xray-impossible = 箱子永远到不了目标：所有能推的方式都已试过。

sokoban-title = 推箱子（Pushing Boxes）
sokoban-source = POJ 1475 · UVa 589 · 推箱子
sokoban-help = 用方向键、滑动手势，或点击你旁边的格子移动；走进箱子就是推它。点击远处的格子，你会沿最短的路走过去；把箱子拖到要去的格子，就会把它推过去（其他箱子不动）。标 × 的格子是死格：箱子推到那里就再也到不了目标。路径中 n s e w 表示走，N S E W 表示推（北为上）；也可以用 LURD 写。
sokoban-goal = 目标：把每个箱子都推到目标格 T 上。
sokoban-mover = 你
sokoban-statement-1 = r×c 的迷宫（r, c ≤ 20）里有岩石 `#`、你 `S`、一个箱子 `B` 和目标 `T`。你可以走到相邻的空格；走进箱子会把它向前推一格，前提是箱子另一侧是空格。用最少的推箱次数把箱子推到目标上，推箱次数相同时总步数最少。
sokoban-statement-2 = 输入：若干迷宫，每个为 `r c` 和 r 行由 `#` `.` `S` `B` `T` 组成的字符，以 `0 0` 结束。输出：每个迷宫先输出 `Maze #i`，再输出移动序列（推用 N S E W，走用 n s e w，北为上）或 `Impossible.`，然后一个空行。次数相同的路径都算对。
sokoban-statement-3 = 多个箱子：XSB 关卡（`#` 墙、`$` 箱子、`.` 目标、`@` 你、`*` 在目标上的箱子、`+` 站在目标上的你、`;` 标题），一关或整套关卡，都在同一种输出里评测，也能在棋盘上玩：在“数据组”里选一关，再点“从输入载入该组数据”。
sokoban-tool-wall = 岩石
sokoban-tool-box = 箱子
sokoban-tool-target = 目标
sokoban-tool-player = 你

## 生成器的难度，从易到难。
sokoban-level-1 = 短（推 1-4 次）
sokoban-level-2 = 中（推 5-12 次）
sokoban-level-3 = 长（推 13 次以上）
sokoban-level-4 = 无解
sokoban-level-boxes-2 = 2 个箱子（推 5-12 次）
sokoban-level-boxes-3 = 3 个箱子（推 8-20 次）
sokoban-level-boxes-4 = 4 个箱子（推 12-30 次）

## 评测对路径的计数。
sokoban-push = 次推箱
sokoban-pushes = 次推箱

## 用玩家的话说一步，以及一步被拒绝的原因（mod.rs apply，play.rs say 与 interpret）。
sokoban-walk = 向{ $dir }走
sokoban-push-box = 把箱子向{ $dir }推
sokoban-edge = 那里是迷宫的边缘
sokoban-rock-at = { $cell } 是岩石
sokoban-cannot-step = 你不能向{ $dir }走：{ $why }
sokoban-no-box-ahead = 向{ $dir }没有箱子可推：大写字母表示推你走进的箱子
sokoban-walk-into-box = 你不能向{ $dir }走进 { $cell } 的箱子：要推它（用大写字母）
sokoban-box-stuck = 箱子不能向{ $dir }推：{ $why }
sokoban-box-there = 箱子在那里
sokoban-tap-not-beside = { $cell } 不在你（{ $player }）旁边：请点击你旁边的格子

## 评测输入的提示（parse.rs）。
sokoban-r-or-end = r，或结束行 0 0
sokoban-end-line = 结束行 0 0 的第二个 0
sokoban-row-of-maze = 迷宫 { $maze } 的第 { $row } 行
sokoban-cell-char = 应为 # . S B T 之一（或 + * 表示你或箱子在目标上），实际为 { $found }
sokoban-twice = 迷宫 { $maze } 应只有一个 { $what }，实际在 { $cell } 又有一个（第一个在 { $first }）
sokoban-missing = 迷宫 { $maze } 应有 { $what }，实际没有
sokoban-bad-letter = 应为走 n s e w 或推 N S E W，实际为 { $found }
sokoban-bad-step = 第 { $step } 步（{ $move }）：{ $why }
sokoban-not-on-target = 走完全部 { $moves } 步后箱子在 { $cell }，不在目标 { $target } 上
sokoban-counts = 推 { $pushes } 次、共 { $moves } 步，多于需要：箱子可以推 { $best_pushes } 次、共 { $best_moves } 步到达
sokoban-off-goals = 走完全部 { $moves } 步后有 { $count } 个箱子不在目标上：{ $cells }
sokoban-counts-unproved = 评测搜索了 { $states } 个状态后放弃了：没有最优解可以核对步数
sokoban-counts-impossible = 评测找不到把箱子推到目标上的方法
sokoban-path-found = 有解：推 { $pushes } 次、共 { $moves } 步

## 搜索洞察（insight.rs）。
sokoban-insight-heat = 把箱子推到这里所需的步数
sokoban-insight-solver = 按推箱分层搜索扩展的状态（箱子，侧）数
sokoban-insight-table = （你，箱子）格子的哈希集合
sokoban-insight-why-rules = 你或箱子不在空格上，无从搜索。
sokoban-insight-why-not = 箱子能被推到 { $free } 个空格中的 { $reached } 个，但永远到不了目标 { $target }。

## 被拒绝的编辑（play.rs edit 与 interpret）。
sokoban-edit-drag = 应为用工具点击，实际为拖动
sokoban-edit-on-rock = { $what }应放在空格上，实际 { $cell } 是岩石
sokoban-edit-taken = { $what }应放在空格上，实际 { $cell } 已有{ $other }
sokoban-edit-rock-taken = 岩石不能放在你、箱子或目标上，实际 { $cell } 有{ $other }
sokoban-edit-resize = 应为能容纳{ $what }的 { $rows }x{ $cols } 迷宫，实际它在 { $cell }
sokoban-the-box = 箱子
sokoban-the-target = 目标
sokoban-the-player = 你
sokoban-the-rock = 岩石

## 多箱子玩法：XSB 关卡（xsb.rs）与死锁（deadlock.rs）。
sokoban-xsb-cell = 应为 # @ + $ * . - _ 或空格之一，实际为 { $found }
sokoban-xsb-none = 应有一个关卡：由 # $ . @ 组成的行（XSB），实际没有
sokoban-xsb-no-player = 第 { $level } 关应有一个玩家（@ 或 +），实际没有
sokoban-xsb-two-players = 第 { $level } 关应只有一个玩家（@ 或 +），实际又有一个；第一个在第 { $line } 行第 { $column } 列
sokoban-xsb-no-box = 第 { $level } 关应至少有一个箱子（$ 或 *），实际没有
sokoban-xsb-counts = 第 { $level } 关的目标数应与箱子数（{ $boxes }）相同，实际为 { $goals }
sokoban-xsb-rows = 第 { $level } 关应至多 { $most } 行，实际为 { $found } 行
sokoban-xsb-columns = 第 { $level } 关应至多 { $most } 列，实际为 { $found } 列
sokoban-xsb-frozen = { $cell } 的箱子冻结在目标之外：既不能左右移动（{ $horizontal }），也不能上下移动（{ $vertical }）
sokoban-xsb-by-wall = { $cell } 是墙
sokoban-xsb-by-dead = { $first } 和 { $second } 都是死格
sokoban-xsb-by-box = { $cell } 的箱子已冻结
sokoban-lost-count = { $boxes } 个箱子，{ $goals } 个目标：每个箱子都需要自己的目标
sokoban-lost-dead = { $cell } 的箱子在死格上：从那里怎么推都到不了目标
sokoban-box-at = { $cell } 有箱子
sokoban-drag-cannot = 其他箱子不动时，{ $from } 的箱子推不到 { $to }
sokoban-tap-box = 把 { $cell } 的箱子拖到要去的格子（或先点它，再点那个格子），或走到它旁边去推
sokoban-tap-unreachable = 你从 { $player } 走不到 { $cell }：有墙或箱子挡着

# 已知错误（mistakes.rs）：每个故意写错的解法错在哪里。
sokoban-mistake-fewest-moves = 只求总步数最少，没有先保证推箱次数最少。
sokoban-mistake-first-walk = 推箱次数最少，但每个状态只保留最先找到的走法，于是推箱之间的行走总步数不一定最少。
sokoban-mistake-walk-through-box = 允许人不推箱子就穿过箱子所在的格子。
sokoban-mistake-box-state-only = 搜索状态只记箱子的位置，忘了人站在哪一边，于是从另一边推的走法永远不会被尝试。
sokoban-notation = n 北（上）、s 南、e 东、w 西：走一步；N S E W：推一次箱子
sokoban-ring = 你
