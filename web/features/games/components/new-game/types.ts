/** The variants a game can be created in. */
export type Variant = '007' | 'coalition';

/** How a seat is filled: by me, left open, by an invitation, or (a further seat of mine) as a strawman. */
export type SeatMode = 'me' | 'open' | 'invite' | 'strawman';

export interface SeatChoice {
  mode: SeatMode;
  /** Whom to invite (a username or an email), for `invite`. */
  invite: string;
}

/** The time control as the form holds it: both kinds' fields, whichever is chosen. */
export interface TimeControlForm {
  type: 'per-move' | 'bank';
  days: number;
  initialDays: number;
  incrementDays: number;
  maxDays: number;
}

/** Where every form with a time control starts: 3 days a move, or a 10-day bank (+1, at most 30). */
export const DEFAULT_TIME_CONTROL_FORM: TimeControlForm = {
  type: 'per-move',
  days: 3,
  initialDays: 10,
  incrementDays: 1,
  maxDays: 30,
};
