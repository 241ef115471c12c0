# `puzzles` 命令自己的用语（中文）；partners: en.ftl, main.rs; the core's words: crates/core/src/l10n/.

## 帮助（clap）：命令、各子命令和各参数。
cli-about = `puzzles` 命令：在终端里评测和求解，与网页使用同一个核心
cli-lang = 消息和帮助的语言（默认取自 LC_ALL、LC_MESSAGES 或 LANG，否则为英文）
cli-judge = 对一份评测输入，输出与评测完全一致的答案
cli-judge-mistake = 改为输出已知错误 ID 的输出（列出 ID：`puzzles hack <puzzle> --list`）
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
cli-xsb = 改为求解 XSB 格式的多箱子推箱子关卡（# 墙，$ 箱子，. 目标，@ 你；一个文件可含多关，FILE 或标准输入，`-` 也表示标准输入）：每关输出 `Level i: P M LURD`，即最少推箱次数 P、其中最少总步数 M 和移动序列（l u r d 表示走，L U R D 表示推），或 `Level i: unsolvable`，或 `Level i: gave up after N states`
cli-budget = 与 --xsb 同用：每关搜索最多扩展的状态数，超过即放弃（默认 2000000）
cli-weight = 仅限数字华容道（Fifteen）：棋盘最大 10x10，每个棋盘输出一行 `N L`，下一行是走法：一条 N 步的路径，至多为最优的 W 倍（W >= 1；1 即精确），L 是证明了的最优步数下界（L <= 最优 <= N）；或 `unsolvable`；或 `gave up after S states`
cli-jobs = 同时求解的数据组数，每组一个线程（默认用满所有核心）；输出不变
cli-check-paths = 输出是路径（`puzzles solve` 的各行，或推箱子评测的记录）：每条路径都在它那组数据的棋盘上重放，每一步合法且最优时通过；否则指出第一处不合法或不是最优的一步，并说明原因
cli-input = 评测输入
cli-output = 你的程序对它的输出
cli-seed = 0 到 2^64 - 1 之间的任意整数
cli-kind = random 随机数据，edge 边界数据，worst 最坏情况（测时间）
cli-size = 限制棋盘边长（Huarong 1-30，Holedox 2-20，Fifteen 2-4）或 OmniGravity 的棋盘数（1-100）
cli-pack = 写出一个测试 zip（输入和评测的输出），按选手工具读取的布局：第 i 个测试就是 `gen --seed S+i-1`
cli-pack-seed = 第一个测试的种子（0 到 2^64 - 1 之间的任意整数）；后面的测试依次用后面的种子
cli-pack-count = 测试个数，1 到 100（默认 10）
cli-pack-format = plain（1.in、1.out……）、hydro（成对的文件加 config.yaml，供 Hydro 和 LibreOJ 使用）、polygon（tests/01、tests/01.a）或 cph（Competitive Companion 发送、CPH 读取的 JSON 题目）
cli-pack-output = 要写出的 zip 文件
cli-pack-hacks = 加上 hack 数据：每个已知错误一组最小的出错数据，附评测输出
cli-hack = 一道题的已知错误：列出它们的 ID，或输出让其中一个答错的最小评测输入
cli-hack-list = 列出已知错误的 ID，每行一个
cli-hack-mistake = 输出让已知错误 ID 答错的最小评测输入（一组数据）
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
cli-cannot-write-file = 无法写入文件 { $path }：{ $why }
cli-cannot-write = 无法写出输出：{ $why }
cli-accepted = 通过 { $accepted }/{ $total }
cli-xsb-metric = --xsb 先数推箱次数，再数步数：不应给出 --metric，实际为 { $found }
cli-budget-without-xsb = --budget 只能与 --xsb（多箱子关卡的搜索）同用，实际没有 --xsb
cli-budget-expected = 应为至少为 1 的状态数，实际为 { $found }
cli-weight-expected = 应为至少为 1 的权重 W（1 即精确），实际为 { $found }
cli-weight-fifteen-only = --weight 只能用于 fifteen（最大 10x10 棋盘的有界搜索），实际用于 { $puzzle }
cli-weight-metric = --weight 数的是步数：不应给出 --metric，实际为 { $found }
cli-weight-xsb = --weight 与 --xsb 只能二选一，实际两者都有
cli-jobs-expected = 应为至少为 1 的任务数，实际为 { $found }
