import type { Seat } from './action';
import type { CoalitionInfo, GameResult } from './view';

/**
 * What an applied action changed, beyond the new state: the server turns effects into
 * notifications and the move list; tests assert on them. Every applied action yields at least
 * one effect.
 */
export type Effect =
  | {
      readonly type: 'moved';
      readonly seat: Seat;
      readonly color: string;
      readonly move: string;
      readonly san?: string;
      readonly capture: boolean;
    }
  | { readonly type: 'check'; readonly seat: Seat; readonly answer: 'immediate' | 'turn' }
  | { readonly type: 'coalition-formed'; readonly coalition: CoalitionInfo }
  | { readonly type: 'arranged'; readonly seat: Seat }
  | { readonly type: 'passed'; readonly seat: Seat; readonly forced: boolean }
  | { readonly type: 'eliminated'; readonly seat: Seat; readonly reason: 'no-pieces' | 'resigned' }
  | { readonly type: 'draw-offered'; readonly seat: Seat }
  | { readonly type: 'draw-declined'; readonly seat: Seat }
  | { readonly type: 'turn-started'; readonly seat: Seat }
  | { readonly type: 'round-started'; readonly round: number }
  | { readonly type: 'game-over'; readonly result: GameResult; readonly status: 'finished' | 'aborted' };
