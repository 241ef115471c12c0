# X 光（中文）：搜索的名称、说明、伪代码与队列（xray/*.rs、trace.rs、puzzles/*/xray.rs；partner: en.ftl）。

## 朴素广搜（xray/plain.rs）；伪代码各行的缩进写成字符串字面量。
xray-bfs-name = 朴素广搜，状态为整个局面
xray-bfs-note = 逐层扩展每个可达状态，离起点近的先出队：没有估价函数，也不计代价。
xray-bfs-capped = 扩展 { $budget } 个状态后停止：整个搜索太大，无法回放。
xray-bfs-code-0 = 队列 ← [起点]；已访问 ← {"{"}起点{"}"}
xray-bfs-code-1 = 当队列非空时：
xray-bfs-code-2 = {"  "}状态 ← 队首出队
xray-bfs-code-3 = {"  "}对状态的每种移动：
xray-bfs-code-4 = {"    "}新状态 ← 走一步(状态, 移动)   （不合法则跳过）
xray-bfs-code-5 = {"    "}若新状态已访问：跳过（判重）
xray-bfs-code-6 = {"    "}标记新状态已访问；新状态入队（队尾）

## 一步之后等待扩展的状态在哪里（trace.rs、xray/tracer.rs）。
xray-open-queue = 在队列中，先进先出
xray-open-list = 在优先队列中，f = g + h 最小的先出队

## 一层在该搜索中的含义，作为计数器的名称（trace.rs、xray/tracer.rs、puzzles/*/xray.rs）。
xray-unit-depth = 层（距起点的步数）
xray-unit-round = 界限的轮次
xray-unit-key = 轮次（每个键值 f = g + h 一轮）
xray-unit-pushes = 层（推箱次数）

## 搜索为何接下来扩展这个状态：X 光测验答题后的解释（trace.rs、xray/tracer.rs）。
xray-next-fifo = 广度优先搜索取出等待最久的状态：队首（先进先出）。刚到达的状态排在队尾等待。
xray-next-least-f = A* 取出 f = g + h 最小的等待状态：已花的代价加上对剩余代价的估计。

## 求解器未被追踪的谜题（session/mod.rs）。
xray-solver-name = 求解器
xray-solver-not-traced = 这个谜题的求解器没有被追踪：请看朴素广搜。
