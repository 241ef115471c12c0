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

## 搜索分析（insight.rs）：求解器数的是什么、它的表、热图、为什么无解。
fifteen-insight-heat = 每块数字到它目标格的步数（曼哈顿距离）
fifteen-insight-solver-parity = IDA* 扩展的结点数（无：由奇偶性判定）
fifteen-insight-solver = IDA* 扩展的结点数（估价函数 h：{ $h ->
        [manhattan] 曼哈顿距离
        [databases] 模式数据库
       *[exact] 一张精确距离表
    }）
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
fifteen-edit-size = 大小应在 2x2 到 4x4 之间，实际为 { $rows }x{ $cols }
