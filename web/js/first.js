// What the build asked of the wasm core, its messages in the page's language (l10n.js) (tools/bundle.mjs): every puzzle's Info, sample and the core's input limit
// (__PUZZLES__), and the view of each sample's first case (__FIRST_VIEWS__), so the page draws its tabs and first board
// at once while the worker loads. Read by main.js, catalogue.js, controller.js, judge.js and storage.js; empty when the
// sources are run unbundled.

import { localiseReply } from './l10n.js';

/** @type {{info: any, sample: string, maxInput: number, labelled?: boolean, separator?: string, notation?: [string, string]}[]} */
export const PUZZLES = localiseReply(typeof __PUZZLES__ === 'undefined' ? [] : __PUZZLES__);

/** @type {Record<string, any>} */
const VIEWS = localiseReply(typeof __FIRST_VIEWS__ === 'undefined' ? {} : __FIRST_VIEWS__);

/** Per puzzle name: its sample and the view of its first case. */
export const FIRST = Object.fromEntries(PUZZLES.map(({ info, sample }) => [info.name, { sample, view: VIEWS[info.name] }]));

/** Per puzzle name: its Info. */
export const INFO = Object.fromEntries(PUZZLES.map(({ info }) => [info.name, info]));

/** The puzzles' names, in the core's order; the first is the page's default. */
export const NAMES = PUZZLES.map(({ info }) => info.name);
