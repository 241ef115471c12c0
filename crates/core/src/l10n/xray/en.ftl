# The X-ray in English: the searches' names, notes, pseudocode and queues (xray/*.rs, trace.rs, puzzles/*/xray.rs; partner: zh.ftl).
