# 页面框架与棋盘面板（中文）；partners: en.ftl, web/index.html, web/js/main.js, help.js, theme.js, catalogue.js, storage.js, input.js, worker-client.js, views/status.js, controls.js, board.js, busy.js, stop.js, levels.js, win.js; progress.js, timer.js.

## 页头、题目标签页与配色（theme.js 从按钮的 data-label-* 属性读取文字）。
ui-help = 帮助
ui-theme =
    .title = 在自动、浅色和深色之间切换
    .data-label-auto = 配色：自动
    .data-label-light = 配色：浅色
    .data-label-dark = 配色：深色
ui-nav =
    .aria-label = 题目
ui-document-title = { $title } · { $site }
ui-statement = 题面：规则、输入、输出
ui-jumps =
    .aria-label = 跳转到
ui-jump-levels = 关卡
ui-jump-judge = 评测
ui-jump-check = 检查我的输出
ui-jump-make-tests = 生成测试数据

## 棋盘工具栏、棋盘与其下方的各行。
ui-toolbar =
    .aria-label = 棋盘操作
ui-undo = 撤销
ui-redo = 重做
ui-restart = 重新开始
ui-hint = 提示
ui-share = 复制链接
ui-link-copied = 链接已复制
ui-link-in-address = 链接就在地址栏里
ui-edit = 编辑
ui-edit-done = 完成编辑
ui-board =
    .aria-label = 棋盘：用方向键移动
ui-stop = 停止
ui-working = 计算中… { $seconds } 秒
ui-board-help-undo = 撤销，
ui-board-help-redo = 重做。
ui-rings = 彩色圆环标出{ $rings }。
ui-ring = { $legend }（{ $colour }）
ui-ring-blank = 空格
ui-ring-blank-colour = 蓝色虚线

## 步数计数、状态行与读屏播报（views/status.js）。
ui-move-counter = 已走 { $n } { $word }
ui-sentence = { $text }。
ui-board-edited = 棋盘已编辑
ui-moved = 已向{ $way }移动：{ $count }
ui-way-up = 上
ui-way-down = 下
ui-way-left = 左
ui-way-right = 右
ui-undone = 已撤销：{ $count }
ui-redone = 已重做：{ $count }
ui-restarted = 已重新开始
ui-generated = 已生成新棋盘
ui-path-end = 路径结束：用 { $count } 到达目标。
ui-hint-text = 提示：{ $hint }。
ui-not-possible = 走不了：{ $why }。
ui-edit-refused = 编辑被拒绝：{ $why }
ui-error = 错误：{ $why }

## 棋盘上的按键与点按（input.js）。
ui-piece-picked = 已选中棋子 { $piece }：方向键移动它，或点按它要去的位置。
ui-cursor = 第 { $row } 行，第 { $column } 列
ui-path-tool = { $tool }：用方向键移动，按 Enter 结束。

## 编辑工具、调整大小与棋盘的输入输出。
ui-edit-tools = 编辑工具（在棋盘上点击或拖动；或聚焦棋盘，用方向键移动光标后按 Enter）
ui-rows = 行数
ui-columns = 列数
ui-resize = 调整大小
ui-layout = 布局
ui-layout-choose = 从 { $n } 个中选一个…
# 布局的英文意译（$gloss）只在英文页面上显示：这里用选择器读它而不输出。
ui-layout-option = { $name }{ $gloss ->
       *[other] {""}
    }（{ $answer }）
ui-layout-loaded = 已载入 { $name }{ $gloss ->
       *[other] {""}
    }：{ $answer }。
ui-difficulty = 难度
ui-seed = 种子
ui-seed-box =
    .placeholder = 随机
ui-seed-used = 种子 { $seed }
ui-generate = 生成
ui-generate-stopped = 已停止：棋盘保持原样。
ui-case = 数据组
ui-load-case = 从输入载入该组数据
ui-to-judge = 转为评测输入
ui-to-judge-undo = 撤销：保留我的输入
ui-to-judge-done = 当前棋盘已写入下方的评测输入。
ui-to-judge-back = 你的评测输入已恢复。

## 提示条：链接与本地存储（main.js、storage.js）。
ui-link-bad = 这个链接描述的不是棋盘，已忽略。
ui-link-board-ignored = 链接中的棋盘无法按原样载入，已忽略（原因见棋盘下方）。
ui-link-path-refused = 链接中的路径在第 { $step } 步（共 { $steps } 步）被拒绝：{ $why }。棋盘显示时不带这条路径。
ui-link-path-unchecked = 无法检查链接中的路径；棋盘显示时不带这条路径。
ui-board-not-restored = 无法恢复那个棋盘，改为显示样例。
ui-storage-off = 本地存储不可用：重新载入后什么都不会保留。地址栏保存着棋盘和走过的步：把它加入书签或用“复制链接”保留。
ui-storage-unreadable = 无法读取之前访问时保存的数据，已忽略。
ui-storage-failing = 浏览器没有保存你的工作（存储已满或已关闭）：你的文本和走过的步在重新载入后不会保留，也不会出现在新标签页里。地址栏保存着棋盘和走过的步：把它加入书签或用“复制链接”保留。

## 关卡列表、每日一题、计时与音效（views/levels.js、views/win.js、progress.js、timer.js）。
ui-levels-title = 关卡
ui-daily = 每日一题
ui-levels-daily-name = { $date } 的每日一题
ui-timer-toggle = 计时
ui-sound-toggle = 音效
ui-timer = 用时：{ $time }
ui-levels-export = 导出进度
ui-levels-import = 导入进度
ui-levels-imported = 进度已导入：每一关都保留最好的成绩。
ui-levels-import-failed = 未导入这个文件：{ $why }
ui-levels-import-not-json = 它不是 JSON 文件。
ui-levels-import-not-progress = 它不是本站的进度文件。
ui-levels-import-too-big = 文件太大，不是进度文件。
ui-levels-loaded = 已载入：{ $name }。
ui-levels-unsolved = 尚未过关
ui-levels-mark-3 = 最优
ui-levels-mark-2 = 离最优只差几步
ui-levels-mark-1 = 已过关
ui-levels-best-against = 最好 { $played } / { $optimum }
ui-levels-best-moves = 最好 { $played }
ui-won-title = 过关！
ui-won = { $result }。
ui-won-level = { $name }：{ $result }。
ui-won-time = { $won }用时 { $time }。
ui-won-next = 下一关
ui-won-review = 复盘我的走法
ui-daily-share-label = 分享成绩（不含走法）：
ui-daily-share = { $title } { $date }：{ $result }
ui-daily-copy = 复制成绩
ui-daily-copied = 已复制成绩
ui-daily-copy-failed = 请选中文字再复制

## 页面自己说明的工作线程错误（worker-client.js）。
ui-fault-internal = 内部错误：{ $why }
ui-fault-worker-failed = 求解工作线程出错
ui-fault-restarted = 等待期间求解器已重启。
ui-judge-cases = 正在求解… 已完成 { $done } / { $count }

## 帮助对话框（help.js 生成段落：*粗体*、`代码`）与页脚。
ui-help-puzzles = 题目
ui-help-rule = { $statement }{ $help }
ui-help-board-title = 在棋盘上玩
ui-help-board = 用方向键、点击或滑动手势移动。*提示*给出一条最优路径的下一步；棋盘下方的一行给出从当前状态起的最少步数。大棋盘上，彩色圆环标出要移动的棋子、目标和空格。获胜时，棋盘旁会出现横幅。
ui-help-judge-title = 评测
ui-help-judge = 粘贴一份竞赛输入（或点*载入样例*），再按*运行*：输出就是通过（AC）的程序应输出的内容；其下的*每组数据的用时与状态数*给出每组数据用了多久、搜索经过了多少个状态。*检查我的输出*把你的程序的输出与之对拍，并解释错误的数据组；*生成测试数据*写出随机、边界和最坏情况的输入及其期望输出。
ui-help-stepper-title = 单步演示
ui-help-stepper = 运行之后，在输出下方选一组数据：它的棋盘会带着一条最优路径打开，棋盘下方的单步演示按你选的速度一步步播放，也可以跳到任意一步。说明文字告诉你路径通向哪里。路径中的字母是那里所指棋子的移动（U 上、D 下、L 左、R 右）。
ui-help-insight-title = 解释搜索、走法评价与复盘
ui-help-insight = *解释搜索*从棋盘的初始状态做一次广搜（BFS）：共遇到多少个状态、每一层首次到达的状态数（图表中标出目标所在的层），以及棋盘上的热力图和图例。*评价走法*按每个合法走法对最少步数的影响给它打标记；*复盘*评价你走过的每一步，并从你的第一处失误重放。
ui-help-xray-title = 搜索透视
ui-help-xray = *透视搜索*从当前棋盘出发，逐个扩展状态地单步执行真实的搜索：已花费的代价 g 与估价函数 h、后继状态、队列中最先等待的状态（IDA* 则是当前所在的路径），以及正在执行的伪代码行；可以看普通的广搜，也可以看求解器本身。
ui-help-export-title = 导出与分享
ui-help-export = *路径文本*打印走法，*棋盘 PNG*和*路径 GIF*保存图片，*复制链接*复制一个能打开这个棋盘、你走过的步和路径的地址。*转为评测输入*把棋盘写进评测的文本框。
ui-help-levels-title = 关卡与每日一题
ui-help-levels = 棋盘下方的*关卡*按难度列出各关：★★★ 表示用最少步数过关，★★ 表示只比最少多几步，★ 表示已过关。最好成绩保存在这个浏览器里；用*导出进度*和*导入进度*可以带到别的浏览器。*每日一题*在同一天对所有人都是同一个棋盘，过关后可以分享成绩，成绩里不会透露走法。计时和音效默认关闭，需要时再打开。
ui-help-keys = 键盘快捷键
ui-help-keys-keys = 按键
ui-help-keys-what = 作用
ui-help-key-arrows = 在获得焦点的棋盘上移动（万向重力倾斜棋盘，华容道移动空格，Holedox 移动蛇头）
ui-help-key-wasd = 让万向重力向上、左、下、右倾斜
ui-help-key-undo = 撤销 / 重做一步
ui-help-key-run = 对（文本框中的）输入运行评测
ui-help-key-step = 沿解答后退 / 前进一步（单步演示获得焦点时）
ui-help-key-play = 播放或暂停解答（单步演示获得焦点时）
ui-help-key-ends = 解答的第一步 / 最后一步（单步演示获得焦点时）
ui-help-key-edit-keys = 方向键，然后按
ui-help-key-edit-or = 或
ui-help-key-edit = 编辑模式下：在棋盘上移动编辑光标并使用所选工具（蛇：开始，用方向键延长，结束）
ui-help-key-tab = 在控件之间移动
ui-help-key-open = 打开本帮助
ui-help-key-close = 关闭本帮助
ui-close = 关闭
ui-footer = 答案由编译成 WebAssembly 的 Rust 核心在你的浏览器中（在后台工作线程里）计算，评测把各组数据分给所有处理器核心。`puzzles judge` 命令行用的也是同一个核心。
