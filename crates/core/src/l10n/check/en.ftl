# The studio's check in English: verdicts, presentation faults, the proof (check.rs, check/*.rs; partner: zh.ftl).
