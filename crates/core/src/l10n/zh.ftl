# 核心的用语（中文）；partners: en.ftl, mod.rs; each puzzle's words are in puzzles/<name>/zh.ftl.

## 输入格式错误：先说位置，再说应为什么、实际是什么。
parse-at = 第 { $line } 行第 { $column } 列：{ $what }
parse-expected = 应为{ $expected }，实际为{ $found }
parse-end-of-input = 输入结束

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
