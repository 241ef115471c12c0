# 复盘、单步演示、走法评价和导出（中文）；partners: en.ftl, web/index.html, views/review.js, reviewlist.js, stepper.js, caption.js, ratings.js, export.js, gif-worker.js.

## 一局的复盘（index.html 的复盘区、views/review.js、reviewlist.js）。
path-review-title = 复盘你的走法
path-review-replay = 从第一处失误重走
path-review-close = 关闭
path-review-better = 第 { $at } 步更好的走法：{ $better }。
path-review-progress = 正在复盘第 { $at } 步，共 { $played } 步…
path-review-error = 错误：{ $text }
path-review-stopped = 已停止：复盘了 { $played } 步中的 { $reviewed } 步；点“复盘”重新开始。
path-review-changed = { $stopped }打开复盘之后，这局棋已经变了。
path-review-reviewing = 正在复盘…
path-review-row-pending = 正在复盘…
path-review-row = { $words }：{ $before } → { $after } { $verdict }
path-review-no-solution = 无解
path-review-dead = ✕ 死路
path-review-mistake = ✗ 失误
path-review-good = ✓

## 单步演示（index.html 的演示区、views/stepper.js、caption.js）。
path-step-first =
    .aria-label = 第一步（Home）
    .title = 第一步
path-step-prev = ◀ 上一步
    .aria-label = 上一步（左方向键）
path-step-play = 播放
    .aria-label = 播放这条路径（空格键）
path-step-pause = 暂停
path-step-next = 下一步 ▶
    .aria-label = 下一步（右方向键）
path-step-last =
    .aria-label = 最后一步（End）
    .title = 最后一步
path-step-slider =
    .aria-label = 沿路径逐步移动（Home、End）
path-step-jump = 跳到第几步
path-step-speed = 速度
path-step-off = 你已离开这条路径：撤销可以回到路径上，或者单步走回路径。
path-case-option = { $noun ->
        [Query] 询问 { $index }
       *[other] 第 { $index } 组
    }：{ $answer }
path-case-prompt = 从 { $count } 项中选一项…
path-case-shown = 显示 { $count } 项中的 { $shown } 项
path-caption-optimal = 逐步演示最优路径：{ $mover }的 { $n }，这是解开本盘的最少步数。
path-caption-gallery = 逐步演示{ $mover }的 { $n }：从起点到状态集中的第 { $index } 个状态。
path-caption-end = 逐步演示{ $mover }的 { $n }：从起点到它结束的状态。
path-paths-note = { $token ->
        [word] 每个词
       *[other] 每个字母
    }是{ $mover }的一步：{ $meaning }；每{ $noun ->
        [query] 个询问
       *[other] 组数据
    }一行。

## 走法评价（index.html 的开关、views/ratings.js）。
path-ratings-toggle = 评价走法
    .title = 在棋盘上给每个合法走法标出它对剩余最少步数的影响
path-ratings-goal = 每个合法走法都有标记：−1 离目标近一步，±0 没有进展，+1（或更多）离目标更远，✕ 死路（走后无解）。
path-ratings-free = 每{ $word }都有标记：★ 到达尚未访问的状态，○ 到达访问过的状态；数字是之后仍可到达的未访问状态数。
path-ratings-won = 已解决：没有可评价的走法了。撤销或重新开始，可以再次评价走法。
## 导出（index.html 的导出区、views/export.js、gif-worker.js）。
path-review-open = 复盘
path-analyse = 讲解搜索
path-xray = 透视搜索
path-export-text = 路径导出为文本
path-export-png = 棋盘导出为 PNG
path-export-gif = 路径导出为 GIF
path-export-level = 关卡与路径导出为文件
path-export-stop = 停止
path-export-progress =
    .aria-label = GIF 进度
path-export-no-solution = 无解：从这个棋盘出发，没有任何走法能到达目标。
path-export-png-saved = 已把棋盘保存为 PNG。
path-export-png-failed = 无法绘制 PNG。
path-gif-stopped = GIF 已停止。
path-gif-drawing = 正在绘制 GIF…
path-gif-frame = 正在绘制 GIF…第 { $done } 帧，共 { $total } 帧{ $note }
path-gif-sampled = （共 { $count } 步，均匀抽取：第 { $first }、…、{ $last } 步）
path-gif-list-sep = 、
path-gif-saved = 已保存为 GIF：{ $frames } 帧{ $note }，每帧都有步数计数，直到第 { $steps } / { $steps } 步（{ $kb } KB）。
path-gif-failed = 无法生成 GIF：{ $why }
path-gif-worker-failed = GIF 工作线程出错
path-gif-needs-moves = GIF 需要走法：先走几步，或者单步演示一条路径（评测后选择一组数据）。
path-gif-counter = 第 { $step } / { $steps } 步
