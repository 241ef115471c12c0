# The X-ray in English: the searches' names, notes, pseudocode and queues (xray/*.rs, trace.rs, puzzles/*/xray.rs; partner: zh.ftl).

## The plain breadth-first search (xray/plain.rs); its pseudocode's lines keep their indent as a string literal.
xray-bfs-name = Plain breadth-first search over whole states
xray-bfs-note = Every reachable state, nearest first: no guidance, no costs.
xray-bfs-capped = Stopped after { $budget } states: the whole search is too large to replay.
xray-bfs-code-0 = queue ← [start]; seen ← {"{"}start{"}"}
xray-bfs-code-1 = while queue is not empty:
xray-bfs-code-2 = {"  "}state ← queue.pop_front()
xray-bfs-code-3 = {"  "}for each move from state:
xray-bfs-code-4 = {"    "}next ← play(state, move)   (skip if illegal)
xray-bfs-code-5 = {"    "}if next in seen: skip it
xray-bfs-code-6 = {"    "}seen.add(next); queue.push_back(next)

## What a step's list of waiting states holds (trace.rs, xray/tracer.rs).
xray-open-queue = In the queue, first in first out
xray-open-list = In the open list, least f = g + h first

## What a layer of a search is, as its counter's term (trace.rs, xray/tracer.rs, puzzles/*/xray.rs).
xray-unit-depth = Layer (moves from the start)
xray-unit-round = Round of the bound
xray-unit-key = Round (one per key f = g + h)
xray-unit-pushes = Layer (pushes)

## Why a search expands next the state it does: the X-ray quiz's explanation (trace.rs, xray/tracer.rs).
xray-next-fifo = Breadth-first search takes the state that has waited longest: the front of the queue (first in, first out). The states it has just reached wait at the back.
xray-next-least-f = A* takes a waiting state with the least f = g + h, the cost so far plus the estimate of the cost left.

## A puzzle whose solver is not traced (session/mod.rs).
xray-solver-name = The solver
xray-solver-not-traced = This puzzle's solver is not traced: see the plain search.
