# 工作室的检查（中文）：判定、格式问题、证明（check.rs、check/*.rs；partner: en.ftl）。
