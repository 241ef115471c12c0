# 评测、搜索分析、状态画廊、X 光、检查输出和造数据（中文）；partners: en.ftl, web/index.html, web/js/views/{insight,layers,gallery,xray,xraysteps,judge,judgefile,casefigures,why,whylists,studio,studiofile,maketests,verdict}.js, web/js/studiostore.js.

## 共用。
# 两句话，或一句话和它后面的话：中文不加空格。
study-sentences = { $a }{ $b }
study-list-sep = 、
study-error = 错误：{ $text }
study-copy-done = 已复制
study-copy-selected = 已选中：请按 Ctrl+C

## 搜索分析（index.html、insight.js）。
study-insight-title = 搜索分析
study-insight-explored-term = 朴素广搜（BFS）探索的状态数
study-insight-solver-term = 求解器扩展的状态数
study-insight-table-term = 判重表
study-insight-time-term = 工作线程用时
study-insight-note-capped = （达到预算后停止：不是全部可达状态）
study-insight-note-all = （全部可达状态）
study-insight-table = { $size }（{ $kind }）
study-insight-ms = { $ms } ms
study-insight-searching = 正在搜索…
study-insight-stopped = 已停止：点“讲解搜索”重新搜索。
study-insight-not-searched = 未搜索
study-insight-asking = 正在讲解搜索…
study-heat-label = 棋盘上的热力图：
study-heat-what = { $kind }（少：暖色，多：冷色；空白：从未到达）

## 分层图（layers.js）。
study-layers-depths = 朴素广搜在每个深度首次到达的状态数
study-layers-rounds = 迭代加深搜索每一轮扩展的结点数（按轮，不按深度）
study-layers-axis-depths = 深度（从起点走的步数）→
study-layers-axis-rounds = 轮次，按本轮的步数上限 →
study-layers-bar-depth = 深度 { $at }：{ $n } 个状态
study-layers-bar-round = 上限 { $at }：扩展 { $n } 个结点
study-layers-goal = 目标：{ $goal }
study-layers-aria = 每个深度首次到达的状态数，深度 0 到 { $last }；一层最多 { $max } 个
study-layers-aria-goal = 每个深度首次到达的状态数，深度 0 到 { $last }；一层最多 { $max } 个；目标在深度 { $goal } 首次到达

## 状态画廊（index.html、gallery.js）。
study-gallery-reachable = 个可达状态
study-gallery-stop = 。
study-gallery-shown = ，显示 { $n } 个
study-gallery-filter = 筛选
study-gallery-click = 点击一个状态，逐步查看到达它的最短倾斜序列。
study-gallery =
    .aria-label = 全部可达状态
study-gallery-all = 全部状态
study-gallery-board = 与当前棋盘相同
study-gallery-depth = 需要 { $moves }（{ $n } 个）
study-gallery-tile = #{ $index } · { $moves }：第 { $index } 个状态，{ $count }

## X 光（index.html、xray.js、xraysteps.js）。
study-xray-title = 搜索的 X 光：从当前棋盘出发
study-xray-methods =
    .aria-label = 哪种搜索
study-xray-bfs = 朴素广搜（BFS）
study-xray-solver = 求解器
study-xray-board =
    .aria-label = 正在扩展的状态
study-xray-step-term = 步骤
study-xray-expanded-term = 已扩展
study-xray-generated-term = 已生成
study-xray-frontier-term = 队列中
study-xray-layer-term = 层
study-xray-cost-term = 代价
study-xray-code =
    .aria-label = 伪代码；当前行已标出
study-xray-successors-title = 被扩展状态的后继：
study-xray-queue-title = 队列中接下来的状态：
study-xray-controls =
    .aria-label = 逐步查看搜索（方向键、Page Up 和 Page Down、空格键）
study-xray-layer-prev = ◀◀ 上一层
study-xray-prev = ◀ 上一步
study-xray-play = 播放
study-xray-pause = 暂停
study-xray-next = 下一步 ▶
study-xray-layer-next = 下一层 ▶▶
study-xray-end = 到最后
study-xray-speed = 速度
study-xray-number = （搜索的第 { $number } 步）
study-xray-step-link = 链接到这一步
study-xray-classroom = 课堂视图
study-xray-quiz = 测验：下一个扩展谁？
study-xray-quiz-question = 搜索接下来扩展哪个状态？请在后继状态或等待的状态中点选。
study-xray-quiz-none = 这一步没有题目：接下来扩展的状态不在显示的状态中（搜索回溯了，或下一个保留的步骤在更后面）。请继续单步。
study-xray-quiz-right = 答对了。{ $rule }
study-xray-quiz-wrong = 不是这个（{ $chosen }）：搜索接下来扩展的是标出的那个状态，{ $right }。{ $rule }
study-xray-quiz-tie = 平局：这个状态的 f 与接下来扩展的状态（{ $right }）相同，搜索按自己的顺序取了那个。{ $rule }
study-xray-cost-bound = { $cost }，上限 { $bound }
study-xray-stopped = 已停止。
study-xray-failed = 无法追踪这次搜索：{ $why }。再打开一次 X 光即可重新追踪。
study-xray-name = { $name }。
study-xray-sampled = { $note } 前 { $whole } 步全部显示{ $layers ->
        [0] {""}
       *[other] （前 { $layers } 层的每一步）
    }；此后开始抽样：从共 { $expanded } 步中再均匀选取 { $shown } 步显示。
study-xray-not-replayed = 不回放
study-xray-rounds = { $n } 轮
study-xray-tracing = 正在追踪…
study-xray-fate-new = 新状态：入队
study-xray-fate-seen = 已见过：丢弃
study-xray-fate-goal = 新状态，且是目标
study-xray-fate-better = 已见过，但这次更短：重新入队
study-xray-fate-over = 超过上限：剪枝
study-xray-successor = { $move }，{ $cost }：{ $fate }
study-xray-no-successors = 无（没有合法的移动，或未扩展）
study-xray-queue = { $open }（共 { $frontier } 个）：
study-xray-queue-first = { $open }（共 { $frontier } 个中的前 { $shown } 个）：
study-xray-plain = 朴素广搜扩展了 { $n } 个状态
study-xray-plain-capped = 朴素广搜扩展了 { $n } 个状态后被预算叫停
study-xray-compare-note = { $plain }；求解器：{ $note }
study-xray-compare = { $plain }；求解器扩展了 { $m } 个。
study-xray-compare-saved = { $plain }；求解器扩展了 { $m } 个（少 { $fewer } 个）。
study-xray-compare-goal = { $plain }（全部）；它在扩展 { $goal } 个状态时遇到目标，求解器扩展了 { $m } 个。
study-xray-compare-goal-saved = { $plain }（全部）；它在扩展 { $goal } 个状态时遇到目标，求解器扩展了 { $m } 个（少 { $fewer } 个）。
study-xray-answer = 它的答案：{ $answer }。
study-xray-compare-taught = { $name }不用估价，扩展了 { $m } 个。

## 评测（index.html、judge.js、judgefile.js）。
study-judge-input-label = 评测输入
study-judge-run = 运行
study-judge-stop = 停止
study-judge-sample = 载入样例
study-judge-open = 打开文件…
study-judge-hint = 运行；也可以把文件拖到框里
study-judge-output-label = 评测输出
study-judge-copy = 复制
study-judge-download = 下载
study-judge-labels = 在原样输出旁标出每行属于哪组数据（便于对照判定结果）
study-judge-report = 引发错误的输入
study-judge-internal = 内部错误：{ $message }。求解器已重启，页面仍可使用。请连同下面的输入一起报告。
study-judge-stopped = 已停止。求解器已重启。
study-judge-solving = 正在求解…
study-judge-solving-time = 正在求解… { $seconds } 秒
study-judge-stale = 这次运行之后输入改过了：再点“运行”以更新输出。
study-judge-summary = 已求解 { $cases }，用时 { $ms } ms（在工作线程中）。
study-judge-summary-pool = 已求解 { $cases }，用时 { $ms } ms（{ $workers } 个工作线程同时求解）。
study-judge-announce = 评测输出：{ $lines }。
study-judge-announce-more = 评测输出：{ $lines }；还有 { $more } 行。
study-file-too-large = { $name } 有 { $size } MiB：评测最多读取 { $most }，所以没有打开。
study-file-opened = 已打开 { $name }（{ $bytes } 字节）：点“运行”进行评测。

## 评测输出下的数据组选择、用时和路径（index.html、casefigures.js）。
study-case-step = 逐步查看
study-case-metric = 最优计数方式
study-case-show = 显示
study-case-all = 全部答案
study-case-none = 只看 -1（无解）
study-case-solved = 只看有解
study-case-min = 答案 ≥
study-figures-summary = 每组数据的用时和状态数
study-figures-hint = 每组数据在工作线程中的用时（求解器共用的准备工作，比如它的表，算在第一组用到它的数据上），以及它的搜索扩展的状态数，与 X 光的计数方式相同。它们不属于评测输出。
study-figures-case = 数据
study-figures-answer = 答案
study-figures-time = 用时
study-figures-states = 搜索的状态数
study-figures-total = 全部 { $n } 组合计：{ $ms }。
study-figures-first = 只显示 { $n } 组中的前 { $most } 组。
study-paths-summary = 每组数据的最优走法
study-paths-cli-before = 命令行的
study-paths-cli-after = 会输出同样的几行。

## 检查我的输出（index.html、studio.js、studiofile.js、studiostore.js）。
study-studio-title = 检查我的输出
study-studio-yours-label = 你的程序对这份输入的输出
study-studio-clear = 改用文本框
study-studio-check = 检查
study-studio-open = 打开输出文件…
study-studio-hint = 也可以把它拖到框里：文件按字节逐一比较，连回车换行（CR LF）行尾也算在内；大的输出作为文件打开比粘贴快得多
study-studio-output-error = 无法检查你的输出：{ $why }。
study-studio-unfinished = 检查没有完成：{ $why }。
study-studio-input-error = 无法用这份评测输入检查。错误：{ $why }
study-studio-checking = 正在检查…
study-studio-stopped = 已停止：没有判定结果。
study-studio-paths = 我的输出是路径：逐步重放
study-fault-path = { $label }：{ $detail }
study-studio-pick = 选一处错误查看原因。
study-store-full = 浏览器没能保存这份输出（存储已满或已关闭）：重新载入页面后它就不在了。
study-output-too-large = 你的输出有 { $size } MiB：评测最多读取 { $most } MiB，所以没有检查。
study-output-more-than = 你的输出超过 { $size } MiB：评测最多读取 { $most } MiB，所以没有检查。
# $ends：none（没有 CRLF）、all（每行都以 CRLF 结尾）或 some（其中 $crlf 行）。
study-output-held = 正在检查 { $name }：{ $bytes } 字节，{ $lines } { $lines ->
       *[other] 行
    }{ $ends ->
        [none] {""}
        [all] ，CR LF 行尾
       *[some] ，其中 { $crlf } 行是 CR LF 行尾
    }，按原样检查。
study-output-pasted = 粘贴的输出
study-output-opened = 已打开 { $name }：点“检查”与评测的输出比较。
study-output-aside = 这次粘贴（{ $n } 个字符）另外保存，没有放进框里，否则页面会卡住；下次请直接打开文件。

## 判定结果的各行（verdict.js）。
study-kind-wrong-answer = 答案错误
study-kind-missing-line = 缺少一行
study-kind-extra-output = 多余输出
study-kind-presentation = 格式错误
study-kind-detail = { $kind }：{ $detail }
study-fault-extra = { $label }：多余输出 { $line }（{ $detail }）
study-fault = { $label }：应为 { $expected }，实际为 { $found }（{ $kind }）
study-fault-nothing = 无
study-more = 再显示 { $n } 条（还剩 { $left } 条）

## 一组数据为什么错（why.js、whylists.js）。
study-why-prev = ◀ 上一处
study-why-next = 下一处 ▶
study-why-back = 回到判定结果
study-why-close = 关闭
study-why-stopped = 已停止：这组数据没有讲解。再选一次即可讲解。
study-why-path-exists = { $label }：存在一条 { $moves } 的路径，但输出是 { $found }。
study-why-path-longer = { $label }：{ $moves } 多于需要；最少是 { $best }。
study-why-path-none = （无：起点已是解）
study-why-path-offer = 一条最优路径，已放在棋盘上，可以逐步查看或播放：
study-why-searching = 正在搜索 { $label }…
study-why-unsearched = { $label } 无法搜索：棋盘下方的搜索分析说明了原因。
study-why-heat = 棋盘上的热力图：{ $kind }（少：暖色，多：冷色）；图例在棋盘下方的搜索分析里。
study-why-no-path = 根本不存在路径。
study-why-fewest = 最少是 { $best }。
study-why-layers-hint = 棋盘下方的搜索分析画出了每一层。
study-why-figures-hint = 各项数字在棋盘下方的搜索分析里。
study-why-none = { $label }：不存在 { $moves } 的路径。
study-why-within = { $moves } 以内的全部 { $n } 个状态都搜索过了，没有一个是目标。
study-why-reachable = 全部 { $n } 个可达状态（最远的相距 { $moves }）都搜索过了，没有一个是目标。
study-why-proved = 搜索（{ $table }）探索了 { $n } 个状态，证明了最少是 { $best }。
study-why-finding = 正在找出全部可达状态…
study-why-count = { $label }：评测数出 { $expected }，输出是 { $found }。只看数目无法知道漏了哪些状态、多了哪些状态：这里列出全部 { $n } 个可达状态，按所需的{ $word }数分组，供你和自己程序的结果比较。
study-why-gallery-hint = 棋盘下方的状态画廊列出了它们每一个；用它的筛选可以选出一组。
study-why-loading = 正在载入 { $label }…
study-why-solving = 正在求解评测输入…
study-why-unsolved = 评测输入无法求解。错误：{ $why }
study-why-loading-board = 正在把 { $label } 载入棋盘…
study-why-unloaded = { $label } 无法载入：棋盘下方的消息说明了原因。
study-why-counts = { $label }：评测输出 { $expected }（最少的{ $counts }）；你的输出是 { $found }。
study-why-rejected = { $label }：答案 { $found } 是对的，但评测会拒绝这一行：{ $detail }。
study-why-written = 写法不同
study-why-on-board = { $label } 已在棋盘上：答案是对的，只是写法不同（{ $detail }）。
study-why-bad-step = { $label }：第 { $step } 步之前的移动已放在棋盘上，第 { $step } 步在这里走不了：{ $detail }。
study-why-path-step = { $label }：第 { $step } 步之前的移动已放在棋盘上；路径从这里走错了：{ $detail }。
study-why-bad-step-hint = 可以用步进器往回看每一步，或从这里接着走。
study-why-special = { $label }：{ $detail }。
study-why-layer = { $moves }：{ $n } 个{ $n ->
       *[other] 状态
    }（{ $depth } 以内共 { $total } 个）
study-why-estimate = 从这个棋盘出发的估价已经是 { $moves }，而估价函数 h 从不高估：不存在更短的路径。
study-why-rounds = IDA* 按轮搜索，每一轮探索估价不超过本轮上限的每一条路径。上限为 { $bounds } 的各轮都没有找到解，超出其中最后一轮上限的最小估价是 { $best }。估价从不高估，所以不存在短于 { $best } 的路径。
study-why-round-solved = 第 { $round } 轮，上限 { $bound }：扩展 { $n } 个结点，找到解
study-why-round-failed = 第 { $round } 轮，上限 { $bound }：扩展 { $n } 个结点，无解
study-why-near = （改为数状态的话，在这里就到头了：{ $moves } 以内的 { $n } 个状态，已和广搜要保存的一样多。）

## 造数据（index.html、maketests.js）。
study-make-title = 造数据
study-make-kind = 类型
study-make-random = 随机
study-make-edge = 边界情况
study-make-worst = 最坏用时
study-make-size = 规模
study-make-size-box =
    .placeholder = 默认
study-make-seed = 种子
study-make-seed-box =
    .placeholder = 随机
study-make-run = 造数据
study-make-input = 输入
study-make-output = 期望输出
study-make-use = 把输入放进评测框
study-make-undo = 撤销：保留我的输入
study-make-download = 下载 { $name }
study-make-seed-used = 所用种子：{ $seed }
study-make-format = 压缩包布局
study-make-format-plain = 成对文件：1.in、1.out……
study-make-format-hydro = Hydro 和 LibreOJ：成对文件加 config.yaml
study-make-format-polygon = Polygon：tests/01、tests/01.a……
study-make-format-cph = CPH 和 Competitive Companion：JSON
study-make-count = 测试数
study-make-zip = 下载压缩包
study-make-hacks = 并附上每个已知错误最小的出错数据
study-make-zip-made = { $name }：从种子 { $seed } 起的 { $n } 个测试
study-make-zip-made-hacks = { $name }：从种子 { $seed } 起的 { $n } 个测试，再加每个已知错误最小的出错数据
study-make-stopped = 已停止，没有造出数据

# 已知错误（views/mistake.js）：错误输出重现的已知错误，以及它最小的出错数据。
study-mistake-named = 已知错误：{ $id }：{ $explanation }
study-mistake-none = 已知错误：目录中没有一个能重现这些错误答案。
study-mistake-find = 找出它最小的出错数据
study-mistake-searching = 正在寻找最小的出错数据…
study-mistake-failed = 搜索没有完成：{ $why }
study-mistake-no-hack = 这个错误每组数据都答对：没有出错的数据。
study-mistake-hack = 它最小的出错数据：标准答案是 { $expected }，这个错误答 { $found }。
study-mistake-show = 在棋盘上显示
study-mistake-use = 用作评测输入
