# X 光（中文）：搜索的名称、说明、伪代码与队列（xray/*.rs、trace.rs、puzzles/*/xray.rs；partner: en.ftl）。
