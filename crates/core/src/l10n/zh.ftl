# 核心的用语（中文）；partners: en.ftl, mod.rs; each puzzle's words are in puzzles/<name>/zh.ftl.

## 输入格式错误：先说位置，再说应为什么、实际是什么。
parse-at = 第 { $line } 行第 { $column } 列：{ $what }
parse-expected = 应为 { $expected }，实际为 { $found }
parse-end-of-input = 输入结束
parse-not-int = 应为 { $what }（整数），实际为 { $found }
parse-int-between = 应为 { $min } 到 { $max } 之间的 { $what }，实际为 { $found }
parse-too-large = { $what }应不超过 1 MiB，实际为 { $found }
parse-input = 输入
parse-output = 输出
parse-mib = { $size } MiB
parse-more-than-mib = 超过 1 MiB
parse-not-utf8 = 应为 UTF-8 文本，实际为字节 { $byte }
parse-cases-t = 数据组数 T
parse-row-of-case = 第 { $case } 组数据的第 { $row } 行
parse-row-length = 应为一行 { $cells } 个格子，实际为 { $found } 个（{ $token }）

## 十五数码的输入。
fifteen-boards-t = 棋盘数 T
fifteen-rows = 第 { $case } 个棋盘的行数 n
fifteen-columns = 第 { $case } 个棋盘的列数 m
fifteen-number = 第 { $case } 个棋盘第 { $row } 行的数
fifteen-repeat = 第 { $case } 个棋盘中 0 到 { $last } 应各出现一次，实际 { $value } 出现了第二次
fifteen-not-permutation = 第 { $case } 个棋盘应为一个排列，实际不是

## Holedox 的输入：蛇身由若干节组成，石头是障碍。
holedox-n-or-end = n 或结束标记 "0 0 0"
holedox-end-marker = 表示输入结束的 "0 0 0"
holedox-block-row = 蛇身第 { $block } 节的行号
holedox-block-column = 蛇身第 { $block } 节的列号
holedox-block-twice = 蛇身第 { $block } 节应在蛇身之外的格子上，实际为 { $cell }，那是蛇身第 { $other } 节
holedox-block-apart = 蛇身第 { $block } 节应与位于 { $at } 的第 { $previous } 节相邻，实际为 { $cell }
holedox-stone-count = 石头数 K
holedox-stone-row = 第 { $stone } 块石头的行号
holedox-stone-column = 第 { $stone } 块石头的列号
holedox-stone-on-exit = 第 { $stone } 块石头应在出口以外的格子上，实际为 { $cell }
holedox-stone-on-body = 第 { $stone } 块石头应在蛇身之外的格子上，实际为 { $cell }，那是蛇身第 { $block } 节

## 华容道的输入。
huarong-zero-or-one = 0 或 1
huarong-blank-fixed = 空格应在可移动的格子（1）上，实际在 { $cell } 的固定格子上
huarong-piece-fixed = 棋子应在可移动的格子（1）上，实际在 { $cell } 的固定格子上
huarong-same-cell = 棋子和空格应在不同的格子上，实际都在 { $cell }

## Klotski 的输入。
klotski-too-many-empty = 第 { $case } 组数据应至多有 { $most } 个空格，实际在 { $cell } 出现了第 5 个
klotski-cell-char = 应为 . # A-Z 之一，实际为 { $found }
klotski-no-leader = 第 { $case } 组数据应有棋子 A，实际没有
klotski-apart = 第 { $case } 组数据中 { $letter } 的格子应连成一个四连通的棋子，实际 { $cell } 的 { $letter } 与 { $first } 的 { $letter } 不相连
klotski-misfit = 第 { $case } 组数据的目标应能放下 A，实际为 { $target }：{ $why }
klotski-leaves-box = A 的格子会超出棋盘
klotski-covers-wall = A 会压住 { $cell } 的墙

## OmniGravity 的输入。
omnigravity-fifth-cell = 第 { $case } 组数据中 { $letter } 应有 4 个格子，实际在 { $cell } 出现了第 5 个
omnigravity-cell-char = 应为 A B C D . # 之一，实际为 { $found }
omnigravity-too-few = 第 { $case } 组数据中 { $letter } 应有 4 个格子，实际为 { $found } 个
omnigravity-not-square = 第 { $case } 组数据中 { $letter } 的 4 个格子应组成左上角为 { $top } 的 2x2 方块，实际 { $letter } 在 { $cell }

## 整个请求的错误（error.rs、lib.rs、testgen.rs）。
error-unknown-puzzle = 未知的题目 { $name }：应为其中之一：{ $names }
error-no-case = 应为 1 到 { $count } 的数据组编号，实际为 { $found }
error-output = 输出第 { $line } 行第 { $column } 列：{ $what }
error-counts-not-paths = { $puzzle } 的答案是步数而不是路径：请用 judge
error-one-metric = { $puzzle } 只有一种计数方式：不应给出 --metric，实际为 { $found }
error-level-format = --{ $format } 只读取 { $puzzles } 的关卡：题目应为 { $puzzles }，实际为 { $found }
error-metric = 应为 { $puzzle } 的一种计数方式（{ $metrics }），实际为 { $found }
error-unknown-mistake = 应为 { $puzzle } 的一个已知错误（{ $ids }），实际为 { $found }
mistake-named = 已知错误：{ $id }：{ $explanation }
mistake-none = 已知错误：目录中没有一个能重现这些错误答案
mistake-no-hack = { $id } 每组数据都答对（它坑的是时间，不是正确性），没有出错的数据
error-size = 规模（{ $what }）应为 { $min } 到 { $max }，实际为 { $found }
size-board-side = 棋盘边长
size-box-side = 棋盘边长
size-boards = 棋盘数

## 工作线程的错误（crates/wasm）；`plain` 原样显示它的话：只有测试自己的游戏用它。
plain = { $text }
fault-no-board = 尚未载入 { $puzzle } 的棋盘
fault-saved-move = 保存的第 { $move } 步：{ $why }
fault-move = 第 { $move } 步：{ $why }
fault-malformed = 请求格式错误：{ $why }

## 各题共用。
slide-help = 方向键或滑动手势把棋子按所指方向滑入空格；也可以点击空格旁边的棋子。路径记作空格的移动（U D L R）。

## 棋盘旁的状态（session/mod.rs）。
move-one = 步
move-many = 步
count = { $n } { $word }
count-optimal = { $count }（最优：{ $best }）
list-pair = { $a }，{ $b }
list-empty = 无
status-optimal = 从这里的最少步数：{ $n }
status-no-solution = 从这里无解
status-and-visited = { $line }；已到达 { $visited } 个状态，共 { $reachable } 个可达{ $reachable ->
        [one] 状态
       *[other] 状态
    }
status-visited = 已到达 { $visited } 个{ $visited ->
        [one] 状态
       *[other] 状态
    }
status-visited-of = 已到达 { $visited } 个状态，共 { $reachable } 个可达{ $reachable ->
        [one] 状态
       *[other] 状态
    }
status-solved = 用 { $count } 解决（最优：{ $best }）！
status-solved-counts = 解决：{ $counts }！
status-solved-unsearched = 用 { $count } 解决！
status-lost = 从这里无解：{ $why }
status-no-proof = 从这里的最少步数：搜索了 { $states } 个状态仍未证明（搜索放弃了）
status-solved-unproved = 解决：{ $counts }！（从开局的最优解未证明：搜索放弃了。）
status-unsearched = 从这里的最少步数：未搜索，搜索已停止（点“提示”重新搜索）

## 对一局的复盘（review.rs）。
nothing = {""}
review-line = { $head }：{ $extra }{ $sofar }{ $tail }。
review-head-solved = 用 { $count } 解决
review-head-played = 已走 { $count }
review-extra-none = 没有多走的{ $many }
review-extra = 多走了 { $n } { $word }
review-unreachable = 从这里到不了目标
review-so-far = ；已复盘 { $played } 中的 { $reviewed }
review-mistakes = ；{ $mistakes } 处失误，第一处在第 { $at } { $one }（更好：{ $better }）
review-first-mistake = ；第一处失误在第 { $at } { $one }
review-no-mistakes = ；没有失误
review-no-goal = 已走 { $count }；本题没有目标可供衡量

## 方向与边（grid.rs Dir::text，input.rs beside 与 edge）。
dir-up = 上
dir-down = 下
dir-left = 左
dir-right = 右
beside-up = 上方
beside-down = 下方
beside-left = 左边
beside-right = 右边
edge-up = 上
edge-down = 下
edge-left = 左
edge-right = 右
## 路径文本中每一步的含义（grid.rs 中 Dir 的写法），用于页面上路径旁的说明。
notation-udlr = U 上、D 下、L 左、R 右
## 大棋盘上的定位圆环（look.rs）：圆环标出的东西及其颜色，用于棋盘下方的图例。
ring-target = 目标
ring-exit = 出口
colour-orange = 橙色
colour-yellow = 黄色

## 用玩家的话说一步，以及为什么不能走（各题的 say、blocked、still；input.rs）。
move-at-start = { $move }
move-still = 什么也没动：这里{ $move }不改变任何东西
move-blank = 空格向{ $dir }移
blank-blocked-edge = 没有方块能向{ $way }滑进空格：空格在棋盘的{ $edge }边上
tap-not-beside-blank = { $cell } 的方块不挨着 { $blank } 的空格：请点空格旁边的方块
input-does-nothing = { $what }在这里不起作用
input-key = 按键 { $key }
input-move = 走法 { $move }
input-click = 点击
input-swipe = 滑动

## 从这里每一步的评价（review.rs）：“把 7 向左滑：近了一步（还剩 12 步）”。
rating-goal = { $move }：{ $effect }
rating-goal-left = { $move }：{ $effect }（还剩 { $left } 步）
rating-closer-one = 近了一步
rating-closer = 近了 { $n } 步
rating-no-progress = 没有进展
rating-further = 远了 { $n } 步
rating-dead = 死路：再也到不了目标
rating-free = { $move }：{ $fresh ->
        [yes] 新状态
       *[no] 到过的状态
    }；之后还能到达 { $unvisited } 个没到过的状态
a-move-such-as = 形如 { $example } 的走法
one-move-such-as = 恰好一步形如 { $example } 的走法

## 被拒绝的编辑（input.rs、各题的 play.rs）：应为什么、实际是什么，与输入错误的说法一致。
edit-not-whole = { $what ->
        [rows] 行数
       *[columns] 列数
    }应为整数，实际为 { $found }
edit-side = { $what ->
        [rows] 行数
       *[columns] 列数
    }应在 { $min } 到 { $max } 之间，实际为 { $found }
edit-off-board = { $what }应在 { $rows }x{ $cols } 的棋盘内，实际在 { $cell }
edit-the-wall = 墙
edit-the-blank = 空格
edit-the-piece = 棋子
edit-the-target = 目标
edit-unused-tool = 工具 { $tool } 不能编辑这个棋盘
edit-unused-resize = 这个棋盘不能改变大小
edit-unused-drag = 拖动不能编辑这个棋盘

## 生成器的输入（lib.rs 的 parse_seed、testdata.rs 的 Kind::parse），用于命令行的 gen 和页面的“造数据”。
seed-expected = 种子应为 0 到 { $max } 之间的整数，实际为 { $found }
testgen-kind-expected = 数据种类应为 random、edge 或 worst，实际为 { $found }

## 评测输入的一个单位在页面上的叫法（info.rs 的 case_words），由 `count` 计数。
case-one = 组数据
case-many = 组数据
case-title = 数据
query-one = 个询问
query-many = 个询问
query-title = 询问

## 测试包（pack.rs：`puzzles pack`，工作室的“下载压缩包”）。
pack-format-expected = 应为格式（{ $formats }），实际为 { $found }
pack-count-expected = 应为 1 到 { $max } 之间的测试数，实际为 { $found }
pack-zip-failed = 无法写出 zip：{ $why }
pack-unzip-failed = 无法读取 zip：{ $why }

## 页面的关卡列表与过关成绩（levels.rs、session/outcome.rs）。
level-name = { $difficulty }，第 { $n } 关
level-label = 第 { $n } 关
# 中文只显示布局的中文名（$gloss 是英文释义，不显示）。
level-name-layout = { $gloss ->
   *[other] { $name }
}
level-label-layout = { $name }
level-note-layout = { $gloss ->
   *[other] { "" }
}
level-group-layouts = 经典布局
error-no-level = 应为列表中的关卡或 daily-YYYY-MM-DD，实际为 { $found }
outcome-against = { $moves }，最优 { $best }
outcome-solved = { $moves }
