# 核心的用语（中文）；partners: en.ftl, mod.rs; each puzzle's words are in puzzles/<name>/zh.ftl.

## 输入格式错误：先说位置，再说应为什么、实际是什么。
parse-at = 第 { $line } 行第 { $column } 列：{ $what }
parse-expected = 应为{ $expected }，实际为{ $found }
parse-end-of-input = 输入结束

## 各题共用。
slide-help = 方向键或滑动手势把棋子按所指方向滑入空格；也可以点击空格旁边的棋子。路径记作空格的移动（U D L R）。
