export { chess007 } from './variant';
export type { State007 } from './state';
export type { Options007 } from './options';
export { exportPgn } from './pgn';
