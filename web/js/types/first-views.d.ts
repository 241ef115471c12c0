// The build-time constant that tools/bundle.mjs defines for web/js/first.js.
declare const __FIRST_VIEWS__: Record<string, { sample: string, view: { frame: any, status: any, moveCount: number, history: string, board: string } }> | undefined;
