# 工作室的检查（中文）：判定、格式问题、证明（check.rs、check/*.rs；partner: en.ftl）。

## 评测对每组数据的称呼（Case 3 是评测自己输出的字节，不翻译），以及连续的几组。
check-case = Case { $k }
check-query = 询问 { $k }
check-cases = Case { $from }-{ $to }
check-queries = 询问 { $from }-{ $to }
# 答案带标题的题目（$header：评测的标题，如 "Maze #"）：Maze #3、Maze #3-500，评测自己的字节，不翻译。
check-header = { $header }{ $k }
check-header-run = { $header }{ $from }-{ $to }

## 错误的种类，以及命令行和网页列出的每处错误的一行。
check-kind-wrong-answer = 答案错误
check-kind-missing-line = 缺少一行
check-kind-extra-output = 多余输出
check-kind-presentation = 格式错误
check-kind-detail = { $kind }：{ $detail }
check-fault = { $label }：应为 { $expected }，实际为 { $found }（{ $kind }）
check-fault-extra = { $label }：多出 { $found }（{ $kind }）
check-nothing = 无

## 每处错误的细节：这一行的格式哪里不对，或者答案为什么和评测的不一致。
check-blank-before = 前面有 { $n } 个空行
check-blank-after = 后面有 { $n } 个空行
check-crlf = CR LF 行尾
check-trailing-spaces = 行末空格
check-leading-spaces = 行首空格
check-no-final-newline = 文件末尾没有换行
check-label-written = 数据编号写成了 { $written }
check-wrong-label = 应为编号 Case { $k }，实际为 { $found }
check-no-label = 缺少数据编号：答案前应有 "Case { $k }: "
check-judge-writes = 评测的写法是 { $written }
# 一条记录的格式：标题、答案、一个空行。$header：评测对这组数据的标题（Maze #3）。
check-header-written = 标题写成了 { $written }
check-wrong-header = 应为标题 { $expected }，实际为 { $found }
check-no-header = 缺少标题：答案的前一行应为 "{ $header }"
check-no-answer = 标题之后没有答案行
check-blank-after-header = 标题后面有 { $n } 个空行
check-no-blank-after = 后面没有空行
check-after-last-case = 最后一组数据之后还有 { $n } 行
check-after-last-query = 最后一个询问之后还有 { $n } 行

## 列举：一个接一个的细节，以及标题里的计数。
check-list = { $first }、{ $rest }
check-and = { $first }、{ $last }

## 标题：每种错误的数目，格式错误单独计。
check-count-wrong-answer = { $n } 个答案错误
check-count-missing-line = 缺少 { $n } 行
check-count-extra-output = { $n } 处多余输出
check-count-presentation = { $n } 处格式错误
check-headline-right = 通过 { $accepted }/{ $total }：全部答案正确。
check-headline-right-presentation = 通过 { $accepted }/{ $total }：全部答案正确；{ $presentation } 处格式错误，按通过计。
check-headline-wrong = 通过 { $accepted }/{ $total }：{ $wrong }。
check-headline-wrong-presentation = 通过 { $accepted }/{ $total }：{ $wrong }；{ $presentation } 处格式错误，按通过计。

## 连续几组数据的同一种错误，合成一行。
check-run = { $head }：{ $what }
# $more：more（错误种类多于列出的四种）或 none。
check-run-presentation = { $head }：格式错误：{ $what }{ $more ->
        [more] 等
       *[none] {""}
    }（共 { $n } 行，按通过计）

## 诊断：一个原因解释了许多处错误。
check-empty = 你的输出为空：{ $total ->
        [1] 唯一的一行缺失了。
       *[other] 全部 { $total } 行都缺失了。
    }
check-ends-early = 你的输出在第 { $line } 行之后就结束了：{ $missing ->
        [1] 最后一行
       *[other] 最后 { $missing } 行
    }缺失了。
check-empty-records = 你的输出为空：{ $total ->
        [1] 唯一的一条记录缺失了。
       *[other] 全部 { $total } 条记录都缺失了。
    }
check-ends-early-records = 你的输出在第 { $line } 条记录之后就结束了：{ $missing ->
        [1] 最后一条记录
       *[other] 最后 { $missing } 条记录
    }缺失了。
check-shifted-late-records = 你的输出从 { $at } 起似乎错开了 { $shift } 条记录：第 { $line } 条记录是 { $at } 的答案，好像前面多出了 { $shift } 条记录。
check-shifted-early-records = 你的输出从 { $at } 起似乎错开了 { $shift } 条记录：第 { $line } 条记录是 { $holds } 的答案，好像{ $shift ->
        [1] { $at } 的那条记录
       *[other] { $at } 到 { $to } 的各条记录
    }缺失了。
check-shifted-late = 你的输出从 { $at } 起似乎错开了 { $shift } 行：第 { $line } 行是 { $at } 的答案，好像前面多出了 { $shift } 行。
check-shifted-early = 你的输出从 { $at } 起似乎错开了 { $shift } 行：第 { $line } 行是 { $holds } 的答案，好像{ $shift ->
        [1] { $at } 的那一行
       *[other] { $at } 到 { $to } 的各行
    }缺失了。

## 判定结果下方的说明。
check-note = 格式错误（行末空格、CR LF 行尾、空行、文件末尾没有换行、数据编号或标题写法不同）按通过计，因为 Codeforces、AtCoder 和多数 ICPC 评测都忽略行末空白和换行符；严格的评测（POJ、UVa）对这些判格式错误（PE），按单词比较的评测则会拒绝写法不同的编号。缺少数据编号或标题的答案算答案错误。

## 路径检查（`puzzles check --paths`，工作室的路径模式：check/paths.rs、check/replay.rs）。
paths-note = 每条路径都在它那组数据的棋盘上重放：每一步都合法、并以评测所计的最少步数到达目标时通过（或者该组无解且答案也这样说）。最优路径可能不止一条：任何一条都通过。
paths-fault = { $label }：{ $detail }
paths-count = { $n } { $word }
paths-and = { $first }和 { $rest }
paths-illegal = 第 { $step } 步（{ $move }）：不合法：{ $why }
paths-not-optimal = 第 { $step } 步（{ $move }）：不是最优：从这里最好的走法需要 { $best }，这条路径用了 { $used }
paths-off-track = 第 { $step } 步（{ $move }）：不是最优：从这里最好的走法需要 { $best }，走了这一步之后需要 { $after }
paths-dead = 第 { $step } 步（{ $move }）：不是最优：从这里最好的走法需要 { $best }，走了这一步之后再也到不了目标
paths-short = 路径走了 { $moves } 步就结束了，没有到达目标：从那里最好的走法还需要 { $best }
paths-exists = 答案说无解，但 { $best } 就能到达目标
paths-no-way = 路径走了 { $moves } 步就结束了，没有到达目标，而评测也找不到到达目标的走法
paths-unproved = 路径到达了目标，但评测没有找到可以比较的路径
paths-expected-count = 步数
paths-expected-move = 一步，例如 { $example }
paths-expected-moves = { $n } 步（路径前面的步数这样写）
paths-found-moves = { $n } 步
paths-expected-header = 一组数据的标题行
