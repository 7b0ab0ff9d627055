import type { Action } from '../../lib/api/client';
import type { components } from '../../lib/api/schema';

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
