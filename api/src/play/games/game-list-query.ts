/**
 * The games list's query (`GET /games`) as data: the filters, where a part of the list resumes,
 * the rows it reads. The statements are GameListRepository's (game-list.repository.ts).
 */

export type ListStatus = 'open' | 'active' | 'finished';

export interface GameListFilter {
  readonly callerId: string;
  /** Only games where the caller holds or is invited to a seat. */
  readonly mine?: boolean;
  /** Only games where one of the caller's seats must act (part 1 only). */
  readonly myTurn?: boolean;
  readonly status?: ListStatus;
  readonly variant?: '007' | 'coalition';
  /** Only games this user holds a seat in (already resolved from the username). */
  readonly playerId?: string;
}

/** Where a part resumes: after this (deadline, id); `deadline` is an ISO time or 'infinity'. */
export interface ListKey {
  readonly deadline: string;
  readonly id: string;
}

/** Where the finished list resumes: after this (ended, id), going back in time; `ended` as PostgreSQL writes it. */
export interface EndedKey {
  readonly ended: string;
  readonly id: string;
}

/** A row of the finished list: when the game ended (ISO text, or '-infinity') and its id. */
export interface EndedRow {
  readonly ended: string;
  readonly id: string;
}

/** A statement built from filters: its text and its parameters. */
export interface Statement {
  readonly text: string;
  readonly values: unknown[];
}

/** Rows of either part: the sort key of each game in list order. */
export interface ListRow {
  readonly id: string;
  /** A Date, or the number Infinity for a game without deadline (how pg reads 'infinity'). */
  readonly deadline: Date | number;
}
