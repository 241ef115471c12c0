# `puzzles` 命令自己的用语（中文）；partners: en.ftl, main.rs; the core's words: crates/core/src/l10n/.

## 帮助（clap）：命令、各子命令和各参数。
cli-about = `puzzles` 命令：在终端里评测和求解，与网页使用同一个核心
cli-lang = 消息和帮助的语言（默认取自 LC_ALL、LC_MESSAGES 或 LANG，否则为英文）
cli-judge = 对一份评测输入，输出与评测完全一致的答案
cli-solve = 对每个询问或每组数据，输出答案和一条最优移动序列（U D L R，或 Klotski 的 GDR 之类的写法）
cli-check = 把你的程序的输出与评测答案比较：每组错误数据一行，最后是 `Accepted A/N`
cli-check-long = 把你的程序的输出与评测答案比较：每组错误数据一行，最后是 `Accepted A/N`。

    所有数据都通过时退出码为 0（行末多余空格、CRLF 换行等格式问题按通过计，与 Codeforces、AtCoder 和多数 ICPC 评测一致），否则为 1。
cli-gen = 生成一份测试用的评测输入：同样的参数在任何机器上生成同样的字节
cli-puzzle = 输入所属的题目
cli-puzzle-paths = 输入所属的题目（答案为路径的题目）
cli-puzzle-gen = 题目
cli-file = 评测输入；省略时读标准输入
cli-metric = 计数方式，用于有多种计数方式的题目（klotski：steps、slides 或 moves；默认 moves）
cli-input = 评测输入
cli-output = 你的程序对它的输出
cli-seed = 0 到 2^64 - 1 之间的任意整数
cli-kind = random 随机数据，edge 边界数据，worst 最坏情况（测时间）
cli-size = 限制棋盘边长（Huarong 1-30，Holedox 2-20，Fifteen 2-4）或 OmniGravity 的棋盘数（1-100）
cli-help = 显示帮助
cli-version = 显示版本
cli-help-command = 显示本帮助或指定子命令的帮助
cli-usage = 用法:
cli-heading-commands = 命令
cli-heading-arguments = 参数
cli-heading-options = 选项

## 错误和检查的汇总。
cli-error = 错误：{ $message }
cli-cannot-read = 无法读取 { $source }：{ $why }
cli-standard-input = 标准输入
cli-cannot-read-file = 无法读取{ $role }文件 { $path }：{ $why }
cli-file-error = { $role }文件 { $path }：{ $message }
cli-cannot-write = 无法写出输出：{ $why }
cli-accepted = 通过 { $accepted }/{ $total }
