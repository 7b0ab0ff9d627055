import type { BoardPiece } from '../../components/board/types';
import type { Action, Game } from '../../lib/api/client';
import type { components } from '../../lib/api/schema';
import type { LocalGame } from '../../lib/engine';

type Schemas = components['schemas'];
/** A body without `expectedVersion` (distributed over a union, so each action keeps its fields). */
type Unversioned<T> = T extends unknown ? Omit<T, 'expectedVersion'> : never;

/** A write of the acting seat: a move, a 007 turn, or another action (declare, resign, …). */
export type Play =
  | { path: '/games/{id}/moves'; body: Unversioned<Schemas['MoveDto']> }
  | { path: '/games/{id}/turns'; body: Unversioned<Schemas['TurnDto']> }
  | { path: '/games/{id}/actions'; body: Unversioned<Action> };

/** What the game page sends to the API for the acting seat; every write returns the new game. */
export type Send = (play: Play) => Promise<boolean>;

/** The seat I act for now, as the game lists it among those to move. */
export type Acting = Game['toMove'][number];

/** The replay of a game's half-moves (useReplay), stepped by the slider, the move list and the arrow keys. */
export interface Replay {
  /** Half-moves in the game; the replay runs from 0 (the start position) to this (now). */
  total: number;
  /** How many half-moves have been played in the position shown. */
  index: number;
  active: boolean;
  board: readonly BoardPiece[];
  /** The position at `index` while active (for the analysis board). */
  state: LocalGame | null;
  highlights: string[];
  /** Show the position after `i` half-moves; `null` (or `total`) is the game as it is now. */
  setIndex(i: number | null): void;
  /** One half-move back (-1) or on (+1). */
  step(delta: number): void;
}
