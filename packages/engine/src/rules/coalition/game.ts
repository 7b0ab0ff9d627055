import type { Effect } from '../core/effect';
import { SQUARES } from './layout';
import type { CoalitionOptions } from './options';
import { BLACK, GREEN, KING, RED, seatOf, typeOf, YELLOW } from './pieces';
import type { CoalitionRecord, CoalitionState, DrawOfferRecord, ResultRecord } from './state';
import type { GameStatus } from '../core/view';

export const bit = (seat: number): number => 1 << seat;

/**
 * The working copy of a state: mutable, with the board in a typed array and derived facts
 * (king squares, piece counts, partners) kept up to date. `apply` copies a public state into a
 * Game, changes it and freezes it back; perft makes and unmakes moves on one Game.
 */
export class Game {
  readonly board = new Uint8Array(SQUARES);
  /** King squares of Yellow and Black (-1 if absent in a hand-made position). */
  readonly king = [-1, -1];
  readonly counts = [0, 0, 0, 0];
  partner = [-1, -1, -1, -1];
  readonly order: readonly number[];
  /** Index into `order` of the regular turn. */
  pointer = 0;
  phase: GameStatus = 'active';
  round = 1;
  pending: number[] = [];
  deferred: number[] = [];
  skip = 0;
  coalitions: CoalitionRecord[] = [];
  out = 0;
  arrangeLeft = 0;
  cyclistLeft = 0;
  setupDone = 0;
  ep = [-1, -1, -1, -1];
  lastResetRound = 0;
  plies = 0;
  history: string[] = [];
  drawOffer: DrawOfferRecord | null = null;
  result: ResultRecord | null = null;

  /** Off in perft: perft ignores the automatic draws and needs no repetition keys. */
  trackHistory = true;
  /** Effects of the action being applied (null in perft, where nobody reads them). */
  effects: Effect[] | null = null;
  /** The actor's legal moves as settle() found them (perft reuses them; any change voids them). */
  cachedMoves: number[] | null = null;
  /** Set when the pointer passes into round 4; settled at once (§11.6). */
  coalitionPhaseEnded = false;

  constructor(readonly options: CoalitionOptions) {
    this.order = options.order === 'YGBR' ? [YELLOW, GREEN, BLACK, RED] : [YELLOW, BLACK, GREEN, RED];
  }

  get turnSeat(): number {
    return this.order[this.pointer];
  }

  emit(effect: Effect): void {
    this.effects?.push(effect);
  }

  /** Recomputes king squares and piece counts from the board. */
  recount(): void {
    this.king[0] = this.king[1] = -1;
    this.counts.fill(0);
    for (let sq = 0; sq < SQUARES; sq++) {
      const code = this.board[sq];
      if (!code) continue;
      this.counts[seatOf(code)]++;
      if (typeOf(code) === KING) this.king[seatOf(code)] = sq;
    }
  }

  setCoalitions(records: readonly CoalitionRecord[]): void {
    this.coalitions = [...records];
    this.partner = [-1, -1, -1, -1];
    for (const { seats } of records) {
      this.partner[seats[0]] = seats[1];
      this.partner[seats[1]] = seats[0];
    }
  }

  static fromState(state: CoalitionState): Game {
    const g = new Game(state.options);
    g.board.set(state.board);
    g.recount();
    g.setCoalitions(state.coalitions);
    g.pointer = g.order.indexOf(state.turn);
    g.phase = state.phase;
    g.round = state.round;
    g.pending = [...state.pending];
    g.deferred = [...state.deferred];
    g.skip = state.skip;
    g.out = state.out;
    g.arrangeLeft = state.arrangeLeft;
    g.cyclistLeft = state.cyclistLeft;
    g.setupDone = state.setupDone;
    g.ep = [...state.ep];
    g.lastResetRound = state.lastResetRound;
    g.plies = state.plies;
    g.history = [...state.history];
    g.drawOffer = state.drawOffer;
    g.result = state.result;
    return g;
  }

  toState(): CoalitionState {
    return Object.freeze({
      options: this.options,
      board: Object.freeze(Array.from(this.board)),
      phase: this.phase,
      round: this.round,
      turn: this.turnSeat,
      pending: Object.freeze([...this.pending]),
      deferred: Object.freeze([...this.deferred]),
      skip: this.skip,
      coalitions: Object.freeze([...this.coalitions]),
      out: this.out,
      arrangeLeft: this.arrangeLeft,
      cyclistLeft: this.cyclistLeft,
      setupDone: this.setupDone,
      ep: Object.freeze([...this.ep]),
      lastResetRound: this.lastResetRound,
      plies: this.plies,
      history: Object.freeze([...this.history]),
      drawOffer: this.drawOffer,
      result: this.result,
    });
  }
}
