# klotski in Chinese (partners: en.ftl, play.rs names these ids in its Texts).

# X 光（play.rs）：朴素广搜的名称，以及评测程序的几次搜索（只给数字）。
klotski-xray-plain = 朴素广搜，按棋子移动计步，同形状的棋子视为相同
klotski-xray-solver = 三次广搜，状态取规范形式（同形状的棋子视为相同）
klotski-xray-solver-note = 每种计数各搜一次（按格计步、按直线滑动计步、按棋子移动计步），每次的状态中同形状的棋子可以互换；它们的步骤没有被追踪。

klotski-title = 经典华容道
klotski-source = 经典滑块游戏
klotski-help = 把棋子拖到它能到达的任意格子；或者先选中它（点击它，或用 Tab 进入棋盘后按空格键），再用方向键移动，或点击它要去的地方。路径写出每个棋子的字母和它的每一格移动（GDR：G 先向下，再向右）。
klotski-goal = 目标：把棋子 A 移到目标 T 上。
klotski-mover = 棋子
klotski-statement-1 = R×C 的盒子（R, C ≤ 6）里有墙、最多 4 个空格和棋子 `A` 到 `Z`，每个棋子是一个四连通的形状。棋子只能移进空格。把棋子 A 的锚点（按阅读顺序的第一格）移到目标上，分别求最少的格数 S（一个棋子移一格）、直滑数 L（一个棋子沿一个方向移任意格）和步数 P（一个棋子沿空格走任意路径）。
klotski-statement-2 = 输入：T（≤ 20），然后每组数据 `R C`，R 行由 `.` `#` `A`–`Z` 组成，以及 `TR TC`。输出：`Case i: S L P`；A 已在目标上时为 `Case i: 0 0 0`；无解为 `Case i: -1`。
klotski-tool-piece = 棋子
klotski-tool-leader = 棋子 A
klotski-tool-erase = 擦除
klotski-tool-wall = 墙
klotski-tool-target = 目标

## 生成器的难度，从易到难。
klotski-level-1 = 简单
klotski-level-2 = 中等
klotski-level-3 = 困难

## 评测除步数外对路径的计数。
klotski-step = 格
klotski-steps = 格
klotski-slide = 滑
klotski-slides = 滑

## 布局列表：每个经典布局的最优值。
klotski-layout-optima = { $moves } 步，{ $slides } 滑，{ $steps } 格
klotski-layout-no-solution = 无解

## 用玩家的话说一步，以及为什么不能走（play.rs say、interpret；mod.rs apply）。
klotski-move = { $piece } { $runs }
klotski-run = { $n ->
       *[other] 向{ $dir } { $n } 格
    }
klotski-then = { $first }，再{ $rest }
klotski-no-piece = 盒子里没有棋子 { $piece }
klotski-edge = 边界
klotski-wall-at = { $cell } 的墙
klotski-piece-at = { $cell } 的棋子 { $piece }
klotski-blocked = { $move } 的第 { $step } 步：棋子 { $piece } 不能向{ $dir }走：被{ $why }挡住了
klotski-pick-wall = { $cell } 是墙：请选一个棋子
klotski-pick-empty = { $cell } 是空格：请选一个棋子
klotski-pick-off = { $cell } 在盒子外面
klotski-picked = 已选中棋子 { $piece }：拖动它，或用方向键
klotski-no-path = 棋子 { $piece } 到不了 { $cell }：没有一条空格的路通到那里
klotski-pick-first = 请先选一个棋子：点它，或按 Tab 到棋盘再按空格键
klotski-drag = 把棋子拖到要去的地方，或选中它再用方向键

## 搜索分析（insight.rs）。
klotski-insight-heat = 把 A 的左上格移到这里的最少步数
klotski-insight-solver = 评测的三次广搜（格数、直滑数、步数）扩展的状态数
klotski-insight-table = 盘面的哈希表，同形状的棋子视为相同
klotski-insight-why-not = A 的左上格只能到达盘中的 { $reached } 个格子，永远到不了目标 { $target }：棋子和墙总把它的路堵死。

## 被拒绝的编辑（edit.rs、play.rs 的 interpret）；其余由解析器的消息说明。
klotski-edit-drag = 应拖动目标，实际拖的是 { $cell }
klotski-edit-off = 格子应在 { $rows }x{ $cols } 的盒子内，实际为 { $cell }
klotski-edit-wall-on-piece = 应是空格或墙，实际 { $cell } 上是棋子 { $piece }：请先擦除它
klotski-edit-no-cells = 应给出棋子的格子，实际一个也没有
klotski-edit-piece-on-wall = 棋子应画在空格或棋子上，实际 { $cell } 是墙
klotski-edit-last-a = 不能擦掉 A 的最后一格，实际 { $cell } 是 A
klotski-edit-too-many = 棋子最多 26 个，已经有 26 个：请先擦除一个

# 已知错误（mistakes.rs）：每个故意写错的解法错在哪里。
klotski-mistake-same-shape-distinct = 把形状相同的棋子当成不同的棋子：答案不变，但状态多得多——坑的是时间，不是正确性。
klotski-mistake-one-cell-slides = 直线滑动一次只让棋子走一格，于是滑动次数被算成了单格步数。
klotski-mistake-straight-moves = 一次棋子移动只能沿直线走，不能拐弯，于是棋子移动次数被算成了滑动次数。
klotski-mistake-goal-covers-target = 只要棋子 A 盖住目标格就停，而不是等 A 的第一个格子落在目标格上。
klotski-notation = 棋子的字母，后面是它每一格的移动，U 上、D 下、L 左、R 右（GDR：G 先向下，再向右）
klotski-ring = 棋子 A
