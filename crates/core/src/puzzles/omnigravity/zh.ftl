# omnigravity in Chinese (partners: en.ftl, play.rs names these ids in its Texts).

# X 光（play.rs）：求解器就是朴素广搜，换个名字。
omnigravity-xray-solver = 求解器：评测程序以整个棋盘为状态的广搜
omnigravity-xray-solver-note = 求解器就是这次广搜（与朴素广搜一步不差）：它统计至少倾斜一次能到达的状态，起始状态只有在某次倾斜回到它时才算。

omnigravity-title = 万向重力（OmniGravity）
omnigravity-source = UVALive 4856
omnigravity-help = 用方向键、WASD、按钮或滑动手势倾斜棋盘。
omnigravity-goal = 目标：倾斜棋盘，直到每个棋子都落在它的虚线框上。
omnigravity-mover = 棋盘
omnigravity-statement-1 = 8×8 的棋盘上有障碍（`#`）和四个 2×2 的棋子 `A`–`D`。向四个方向之一开启重力，每个棋子都会一直滑动，直到碰到边界、障碍或别的棋子。至少开启一次重力，一共能到达多少个不同的静止状态？
omnigravity-statement-2 = 输入：T（≤ 100），然后是 T 个棋盘，每个 8 行、每行 8 个取自 `ABCD.#` 的字符。输出：每个棋盘一行 `Case k: N`。
omnigravity-tool-wall = 障碍
omnigravity-tool-a = 棋子 A
omnigravity-tool-b = 棋子 B
omnigravity-tool-c = 棋子 C
omnigravity-tool-d = 棋子 D
omnigravity-button-u = 向上倾斜
omnigravity-button-l = 向左倾斜
omnigravity-button-d = 向下倾斜
omnigravity-button-r = 向右倾斜
omnigravity-filter-a = 棋子 A 在角上
omnigravity-filter-b = 棋子 B 在角上
omnigravity-filter-c = 棋子 C 在角上
omnigravity-filter-d = 棋子 D 在角上

## 生成器的难度，从易到难。
omnigravity-level-1 = 平静（2–30 个状态）
omnigravity-level-2 = 活跃（31–300 个状态）
omnigravity-level-3 = 狂野（301–3000 个状态）
omnigravity-level-4 = 混沌（3001 个以上状态）

## 一步叫什么。
omnigravity-tilt = 次倾斜
omnigravity-tilts = 次倾斜

## 用玩家的话说一步，以及为什么不能走（play.rs say、blocked、still、interpret）。
omnigravity-say-tilt = 向{ $dir }倾斜
omnigravity-blocked = 棋盘不能向{ $dir }倾斜
omnigravity-still = 向{ $dir }倾斜什么也没动：每个方块都已经尽量靠{ $dir }了（这一步照样计数，和评测一样）
omnigravity-click = 点击不会倾斜：请用方向键、按钮或滑动

## 搜索分析（insight.rs）。
omnigravity-insight-table = 4 个棋子 49^4 种摆法的位集
omnigravity-insight-capped = { $table }，存入 { $budget } 个状态后停止
omnigravity-insight-solver = 它的广搜扩展的棋盘数（就是朴素广搜本身）

## 被拒绝的编辑（play.rs 的 edit 和 interpret）。
omnigravity-edit-drag = 应拖动一个棋子，实际 { $cell } 上没有棋子
omnigravity-edit-off = 格子应在第 1-{ $side } 行、第 1-{ $side } 列内，实际为 { $cell }
omnigravity-edit-wall-on-piece = 应是空格或障碍，实际 { $cell } 上是棋子 { $piece }
omnigravity-edit-letter = 棋子应为 A、B、C 或 D，实际为 { $found }
omnigravity-edit-corner = 2x2 棋子的左上格应在第 1-{ $side } 行、第 1-{ $side } 列内，实际为 { $cell }
omnigravity-edit-an-obstacle = 障碍
omnigravity-edit-piece = 棋子 { $piece }
omnigravity-edit-covered = 棋子 { $piece } 放在 { $at } 需要 4 个空格，实际 { $cell } 上是{ $found }

# 已知错误（mistakes.rs）：每个故意写错的解法错在哪里。
omnigravity-mistake-counts-start = 不管有没有一次倾斜能回到初始状态，都把初始状态算进去；其实只有某次倾斜能回到它时才算。
omnigravity-mistake-letter-order = 倾斜时按字母顺序（A、B、C、D）移动方块，而不是先移动离目标墙最近的那块，于是方块可能停在还没动的方块后面。
omnigravity-mistake-colours-ignored = 只按被占的格子区分状态，忘了颜色；其实只要有一个格子颜色不同，就是不同的状态。
omnigravity-mistake-moving-tilts-only = 只有方块真的移动了才算到达某个状态；其实一次什么都没动的倾斜也到达了当前状态。
