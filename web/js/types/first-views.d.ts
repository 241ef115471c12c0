// The build-time constants that tools/bundle.mjs defines for web/js/first.js and web/js/worker-client.js.
declare const __PUZZLES__: { info: any, sample: string, maxInput: number, separator?: string, notation?: [string, string] }[] | undefined;
declare const __FIRST_VIEWS__: Record<string, { frame: any, status: any, moveCount: number, history: string, board: string }> | undefined;
declare const __PUZZLE_NAMES__: string[] | undefined;
