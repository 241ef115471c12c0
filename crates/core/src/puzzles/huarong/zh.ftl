# huarong in Chinese (partners: en.ftl, play.rs names these ids in its Texts).

# X 光（xray.rs、play.rs）：搜索的名称、求解器的伪代码、它对移动的叫法与说明。
huarong-xray-plain = 朴素广搜，状态为（空格，棋子）的位置
huarong-xray-name = A*，状态为（棋子所在格，空格在哪一侧），空格的行走计入代价
huarong-xray-code-0 = 转向[格][侧→侧] ← 空格绕每个棋子格的行走步数（预处理）
huarong-xray-code-1 = 优先队列 ← {"{"}(空格行走中, 代价 0){"}"}，按 f = 代价 + 估价 排序
huarong-xray-code-2 = 当优先队列非空时：s ← 键最小的状态（若已有更短的走法则跳过）
huarong-xray-code-3 = {"  "}空格行走中：空格走一步 (1)，或到达棋子旁边 (0)
huarong-xray-code-4 = {"  "}棋子旁有空格：若棋子在目标上：返回代价
huarong-xray-code-5 = {"  "}把空格转到棋子的另一侧（代价为它的行走步数），或交换棋子与空格 (1)
huarong-xray-walk = 行走
huarong-xray-arrive = 到达
huarong-xray-turn = 转向
huarong-xray-swap = 交换
huarong-xray-note = 搜索状态是棋子所在的格子和空格在它的哪一侧；空格第一次到达棋子之前，是空格所在的格子（共到达 { $reached } 个）：{ $words }。
huarong-xray-moves = { $n } 步
huarong-xray-no-solution = 无解

# 选手学的方法，在 X 光中与求解器并列（xray.rs `taught`）：同一个循环，去掉估价。
huarong-taught = NOIP 标准解法
huarong-taught-name = NOIP 2013 标准解法：先对空格广搜，再在（棋子所在格，空格在哪一侧）上求最短路，不用估价
huarong-taught-code-0 = 转向[格][侧→侧] ← 把棋子当作墙，空格绕每个棋子格的广搜步数（预处理）
huarong-taught-code-1 = 距离 ← {"{"}(空格行走中, 0){"}"}；没有估价：状态按距离从小到大出队（Dijkstra；很多人用 SPFA）
huarong-taught-code-2 = 当有状态等待时：s ← 距离最小的状态（若已有更短的走法则跳过）
huarong-taught-code-3 = {"  "}空格行走中（它的广搜，棋子当作墙）：空格走一步 (1)，或到达棋子旁边 (0)
huarong-taught-code-4 = {"  "}棋子旁有空格：若棋子在目标上：返回距离
huarong-taught-code-5 = {"  "}把空格转到棋子的另一侧（转向[…]），或交换棋子与空格 (1)
huarong-taught-open = 等待中，距离最小的先出队
huarong-taught-unit = 轮次（每个距离一轮）
huarong-taught-next = 没有估价时，搜索像 Dijkstra 算法一样取出离起点最近的等待状态：它向四面八方均匀扩展，不管是否朝着目标。

huarong-title = 华容道（NOIP 2013）
huarong-source = NOIP 2013 提高组
huarong-goal = 目标：把棋子 S 移到目标 T 上。
huarong-mover = 空格
huarong-statement-1 = n×m 的棋盘（n, m ≤ 30）上除了一个空格，每格都有一个 1×1 的棋子。标 `0` 的格子是固定格；空格旁边的可移动棋子可以滑进空格。对每个询问，求把 S 处的棋子移到目标 T 的最少步数，做不到则输出 −1。
huarong-statement-2 = 输入：`n m q`，n 行每行 m 个 `0`/`1`，然后 q 行 `EX EY SX SY TX TY`（空格、棋子、目标；从 1 开始编号）。输出：每个询问一个数。
huarong-tool-wall = 固定格
huarong-tool-blank = 空格
huarong-tool-chosen = 棋子
huarong-tool-target = 目标

## 生成器的难度，从易到难。
huarong-level-1 = 短（1–10 步）
huarong-level-2 = 中（11–40 步）
huarong-level-3 = 长（41 步以上）
huarong-level-4 = 无解

## 用玩家的话说一步，以及为什么不能走（play.rs say、blocked）。
huarong-blocked-fixed = 没有方块能向{ $way }滑进空格：空格{ $beside }的 { $cell } 是固定格
huarong-slide-piece = 把 S 向{ $way }滑
huarong-slide-tile = 把空格{ $beside }的方块向{ $way }滑

## 搜索分析（insight.rs）。
huarong-insight-heat = 把棋子移到这里的步数
huarong-insight-solver = A* 扩展的状态数（一个状态：棋子所在格和空格在它哪一侧）
huarong-insight-table = { $rows }x{ $cols } 个空格位置 × { $rows }x{ $cols } 个棋子位置的位集
huarong-insight-why-start = 空格和棋子必须在两个不同的可移动格上，而这里空格在 { $blank }，棋子在 { $piece }：无从搜索。
huarong-insight-why-off = 目标 { $target } 在棋盘外。
huarong-insight-why-fixed = 目标 { $target } 是固定格。
huarong-insight-why-unreached = 棋子能到达 { $movable } 个可移动格中的 { $reached } 个，目标 { $target } 不在其中。

## 被拒绝的编辑（play.rs 的 edit 和 interpret）。
huarong-edit-distinct = 空格和棋子应在两个不同的可移动格上，实际空格在 { $blank }，棋子在 { $piece }
huarong-edit-on-fixed = { $what }应在可移动格上，实际 { $cell } 是固定格
huarong-edit-on-other = { $what }不能和{ $other }在同一格，实际{ $other }在 { $cell }
huarong-edit-wall-under = 固定格不能放在空格或棋子上，实际 { $cell } 是{ $what }
huarong-edit-too-small = 棋盘至少要有 2 格放空格和棋子，实际为 { $rows }x{ $cols }
huarong-edit-resize-holds = { $rows }x{ $cols } 的棋盘应能容下{ $what }，实际{ $what }在 { $cell }
huarong-edit-drag = 应拖动空格、棋子或目标，实际拖的是 { $cell }

# 已知错误（mistakes.rs）：每个故意写错的解法错在哪里。
huarong-mistake-piece-cell-only = 搜索状态只记目标棋子所在的格子，不记空格在它哪一边，于是先到达某格的走法会挡住更好的走法。
huarong-mistake-blank-through-piece = 空格绕到棋子另一边时，允许直接穿过棋子。
huarong-mistake-start-on-target = 只在棋子移动之后才检查是否到达目标，所以棋子一开始就在目标上时答案不是 0。
huarong-mistake-swaps-only = 只数目标棋子自己的移动次数，没算空格走过去的步数。
huarong-ring = 要移动的棋子
