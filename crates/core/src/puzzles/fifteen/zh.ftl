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
fifteen-xray-next = IDA* 深度优先：先扩展界限内的第一个后继；没有可走的后继时，回溯到路径上还有招法没试过的最深状态。

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
fifteen-level-5 = 大棋盘（5x5 到 10x10，随机走 40-80 步）

## 用玩家的话说一步（play.rs say）。
fifteen-slide = 把 { $tile } 向{ $way }滑

## 搜索分析（insight.rs）：求解器数的是什么、它的表、热图、为什么无解。
fifteen-insight-heat = 每块数字到它目标格的步数（曼哈顿距离）
fifteen-insight-solver-parity = IDA* 扩展的结点数（无：由奇偶性判定）
fifteen-insight-solver = IDA* 扩展的结点数（估价函数 h：{ $h ->
        [manhattan] 曼哈顿距离
        [databases] 模式数据库
       *[exact] 一张精确距离表
    }）
fifteen-insight-beyond = 展开的节点：超过 4x4 不计（精确搜索在那里没有表，也可能算不完；提示的搜索会说明它证明了什么）
fifteen-insight-manhattan = 曼哈顿距离（4x4 的浅层棋盘：不需要表）
fifteen-insight-table = { $heuristic }；IDA* 各轮上限 { $thresholds }
fifteen-insight-tables = { $kind ->
        [exact] 一张精确距离表
       *[databases] 可加模式数据库 { $sizes }
    }，共 { $entries } 项{ $mirror ->
        [yes] ，与沿对角线的镜像取最大值
       *[no] {""}
    }
fifteen-insight-why-not = 这个棋盘无解：{ $width ->
        [odd] 宽度为奇数时，每一步都不改变逆序数的奇偶性，而目标状态的逆序数为 0
       *[even] 宽度为偶数时，每一步都不改变“逆序数加上空格距底部的行数”的奇偶性，而目标状态的这个值为奇数
    }；这里它的奇偶性正好相反。

## 被拒绝的编辑（play.rs 的 edit）。
fifteen-edit-size = 大小应在 2x2 到 { $max }x{ $max } 之间，实际为 { $rows }x{ $cols }

## 在工作线程里构建模式数据库（keep.rs），显示在忙碌行上。
fifteen-tables-progress = 正在构建数字华容道的数据库… { $percent }%

## The hint past 4x4 when the exact search gave up (play.rs guarantee): a weighted A* path, or the path by rows and columns, and what it proves.
fifteen-bounded = 从这里有一条 { $n } 步的路径，至多是最优的 { $factor } 倍；至少需要 { $lower } 步

# 已知错误（mistakes.rs）：每个故意写错的解法错在哪里。
fifteen-mistake-odd-width-rule = 对所有宽度都用奇数宽度的奇偶规则（逆序数为偶数）；宽度为偶数时还要算上空格从下往上数的行号。
fifteen-mistake-row-from-top = 宽度为偶数时，空格的行号从上往下数，而不是从下往上数。
fifteen-mistake-blank-in-inversions = 数逆序数时把空格当作数字 0 也算进去了；空格应当不算。
fifteen-mistake-goal-blank-first = 把目标当成空格在最前（0 1 2 …），而不是空格在最后。
