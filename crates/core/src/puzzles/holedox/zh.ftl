# holedox in Chinese (partners: en.ftl, play.rs names these ids in its Texts).

# 求解器的 X 光（xray.rs）：名称、伪代码与说明。
holedox-xray-name = 启发式搜索（A*）：估价为蛇头到出口的距离，不计蛇身
holedox-xray-code-0 = h(s) ← 蛇头走到出口的步数，不计蛇身
holedox-xray-code-1 = 本轮 ← [起点]；下轮 ← []   （f = g + h：本轮中等于上限，下轮中等于上限 + 2）
holedox-xray-code-2 = 循环：当本轮非空时：
holedox-xray-code-3 = {"  "}s ← 本轮.弹出()   （后进先出）
holedox-xray-code-4 = {"  "}对蛇头的每个空邻格（不在蛇身下）：
holedox-xray-code-5 = {"    "}t ← s 走一步；若 t 已访问：跳过；标记 t 已访问
holedox-xray-code-6 = {"    "}若 t 的蛇头在出口上：返回 g(t)   （最优）
holedox-xray-code-7 = {"    "}若 h(t) < h(s)：本轮.压入(t)   （f 不变）
holedox-xray-code-8 = {"    "}否则：下轮.压入(t)   （f 增加 2）
holedox-xray-code-9 = {"  "}若下轮为空：返回 -1；本轮 ← 下轮；下轮 ← []
holedox-xray-on-exit = 蛇头已在出口上：无需搜索。
holedox-xray-walled = 石头把出口和蛇头隔开了：求解器不搜索，直接回答 -1。
holedox-xray-found = 第一次到达出口就停止：有了这个估价函数，它就是最近的出口（f 从不减小）。
holedox-xray-unreachable = 无法到达出口：估价函数引导下能到达的每个状态都已扩展。
holedox-xray-next = 引导搜索取出最后放入 now 的状态（后进先出）；now 空了，later 就成为新的 now，界限加 2。

holedox-title = 贪吃蛇出洞（Holedox Moving）
holedox-source = POJ 1324
holedox-help = 用方向键、滑动手势，或点击蛇头旁边的格子移动蛇。路径记作蛇头的移动（U D L R）。
holedox-goal = 目标：把蛇头带到出口（EXIT）。
holedox-mover = 蛇头
holedox-statement-1 = 长度为 L（2–8）的蛇躺在 n×m 的洞里（n, m ≤ 20），洞里有石头。每一步，蛇头走到相邻的空格（不能是石头，也不能是蛇身的任何一节，包括蛇尾），其余每一节跟着前一节走。求蛇头到达出口 (1,1) 的最少步数，无解输出 −1。
holedox-statement-2 = 输入：每组数据 `n m L`，L 个蛇身格子（蛇头在前），K，K 块石头；以 `0 0 0` 结束。输出：每组数据一行 `Case k: N`。
holedox-tool-wall = 石头
holedox-tool-snake = 画蛇（从蛇头开始拖动）

## 生成器的难度，从易到难。
holedox-level-1 = 短（1–8 步）
holedox-level-2 = 中（9–25 步）
holedox-level-3 = 长（26 步以上）
holedox-level-4 = 无解

## 用玩家的话说一步，以及为什么不能走（play.rs say、blocked、interpret）。
holedox-move-head = 蛇头向{ $dir }走
holedox-no-snake = 没有蛇
holedox-at-edge = 那边是洞穴的边
holedox-stone-at = { $cell } 有石头
holedox-body-at = { $cell } 是它自己的身体
holedox-blocked = 蛇头不能向{ $dir }走：{ $why }
holedox-tap-not-beside = { $cell } 不挨着 { $head } 的蛇头：请点蛇头旁边的格子

## 搜索分析（insight.rs）。
holedox-insight-heat = 把蛇头移到这里的步数
holedox-insight-solver = A* 扩展的状态数（估价函数 h：不计蛇身时蛇头到出口的距离）
holedox-insight-table = { $rows }x{ $cols } 个蛇头位置 × 4^{ $links } 种蛇身形状的位集
holedox-insight-no-table = 没有表：搜索无法开始
holedox-insight-why-not = 蛇头能到达 { $free } 个空格中的 { $reached } 个；{ $reason ->
        [stones] 石头把出口和蛇头隔开了。
       *[body] 不计蛇身时出口是可达的，但蛇身总是挡住去路。
    }
holedox-insight-why-rules = 蛇不是棋盘（至多 { $side }x{ $side }）上 { $min } 到 { $max } 个相邻的格子，无从搜索。

## 被拒绝的编辑（play.rs 的 edit 和 interpret）。
holedox-edit-drag = 应点击（放石头）或用蛇身工具，实际是拖动
holedox-edit-wall-on-exit = 石头不能放在出口上，实际为 { $cell }
holedox-edit-wall-on-body = 石头应放在蛇身之外，实际 { $cell } 是蛇身第 { $block } 节
holedox-edit-length = 蛇应有 { $min } 到 { $max } 节，实际为 { $found } 节
holedox-edit-block = 蛇身第 { $block } 节
holedox-edit-block-on-stone = 蛇身第 { $block } 节不能在石头上，实际 { $cell } 是石头
holedox-edit-resize-body = { $rows }x{ $cols } 的棋盘应能容下整条蛇，实际蛇身第 { $block } 节在 { $cell }

# 已知错误（mistakes.rs）：每个故意写错的解法错在哪里。
holedox-mistake-head-enters-tail = 允许蛇头进入蛇尾所在的格子（因为蛇尾同时离开）；其实蛇头不能进入身体的任何一格，包括蛇尾。
holedox-mistake-tail-left-forbidden = 连上一步蛇尾刚离开的格子也不让进，好像身体多了一节。
holedox-mistake-head-only-state = 只按蛇头位置判重，忘了身体的形状，于是身体朝另一边弯的走法永远不会被尝试。
holedox-mistake-start-on-exit = 只在移动之后才检查是否到达出口，所以蛇头一开始就在出口时答案不是 0。
holedox-ring = 蛇头
