# 搜索分析（中文）：求解器的种类、数据、热图与“为什么不”（puzzles/*/insight.rs；partner: en.ftl）。
