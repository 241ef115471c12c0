# 搜索分析（中文）：求解器的种类、数据、热图与“为什么不”（puzzles/*/insight.rs；partner: en.ftl）。

## 朴素搜索在预算处停止填表（holedox、klotski 的 insight.rs）。
insight-capped = { $table }，探索 { $budget } 个状态后停止
