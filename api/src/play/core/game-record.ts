import type { GameView, Level } from '@entente/engine';
import type { Abandoned } from './abandoned-option';
import type { AnalysisRule } from './analysis-option';
import type { Press, PressReveal } from './press';
import type { PointsTable } from './points-table';
import type { TimeControl } from './time-control';
import type { JoinRequirements } from './join-requirements';

/**
 * A game as stored and a game as presented are the only two shapes of a game: `GameRecord` (this
 * file: the `games` row with its seats, as GameRepository reads it and a change writes it) and
 * `GameDto` (dto/game.dto.ts, what the API answers, made by presentGame). Everything else is a
 * `Pick` of one of them.
 */

/** `open` while seats are unfilled; then the engine's statuses. */
export type GameStatusValue = 'open' | 'setup' | 'active' | 'finished' | 'aborted';

/**
 * `open`: anyone may join; `invited`: reserved for a user (or, before they have an account, for an
 * email address) until accepted or declined; `taken`.
 */
export type SeatState = 'open' | 'invited' | 'taken';

export interface SeatRecord {
  readonly seat: string;
  readonly state: SeatState;
  readonly userId: string | null;
  readonly username: string | null;
  readonly displayName: string | null;
  /** The holder is a bot account (set before it ever held a seat, so it never changes here). */
  readonly bot?: boolean | null;
  /** The address an `invited` seat without a user is reserved for (see GameLobbyService.claimEmailInvitations). */
  readonly invitedEmail: string | null;
  /**
   * The computer player's level when a computer plays the seat (a `taken` seat; packages/engine/src/computer).
   * Set, it is the computer that acts. A seat a computer took over from a person (a time-out or a
   * departure under the game's `abandoned` option, or a hand-over) carries no `userId`: the computer
   * holds it alone, and the person is in the record of holders (`seat_holders`).
   */
  readonly computer: Level | null;
  /** A running game's seat its holder offers to a substitute (SeatHandoverService): since when… */
  readonly offeredAt: string | null;
  /** …and to whom (null: to anyone, in the lobby). */
  readonly offeredTo: string | null;
  readonly offeredToUser: { readonly username: string; readonly displayName: string } | null;
  /** The holder's vacations, whole UTC days (`YYYY-MM-DD`, both inclusive): pauses of the seat's clock. */
  readonly vacations: readonly { readonly startsOn: string; readonly endsOn: string }[];
}

/**
 * A proposal to move a running game to a newer edition of its rules (docs/rules/editions.md), as
 * the game's row keeps it (`games.edition_upgrade`) while its players answer: the edition, the
 * one the game was in, the seat that proposed and the seats that have accepted, proposer first.
 * The rules of a proposal: edition-upgrade.ts.
 */
export interface EditionUpgrade {
  readonly edition: string;
  readonly from: string;
  readonly proposedBy: string;
  readonly accepted: readonly string[];
}

/**
 * A game as stored: the `games` row (its snapshot: the engine's serialized state and the view
 * derived from it when it was written, so reading a game costs the same after 5,000 half-moves as
 * after 10 and never replays events) with its seats and their users, as one query reads them.
 * `version` is the seq of the last event; `headHash` that event's hash.
 */
export interface GameRecord {
  readonly id: string;
  readonly variant: '007' | 'coalition';
  /** The edition of the rules the game is played in (`coalition/1`, …; docs/rules/editions.md). */
  readonly rulesEdition: string;
  /** A proposal to move the game to a newer edition, while its players answer it (edition-upgrade.ts). */
  readonly editionUpgrade: EditionUpgrade | null;
  readonly options: Record<string, unknown>;
  readonly timeControl: TimeControl;
  /** What the parties may say to each other, and whether it is revealed after the game (diplomacy/press.ts). */
  readonly press: Press;
  readonly pressReveal: PressReveal;
  /** What happens to a seat whose person times out or leaves the running game (abandoned-option.ts). */
  readonly abandoned: Abandoned;
  /** Whether an engine may be used on the analysis board while the game runs (analysis-option.ts). */
  readonly analysis: AnalysisRule;
  readonly status: GameStatusValue;
  readonly version: number;
  /**
   * The row's stamp (`games.touched`, migrations/1796130000000-game-touched.ts): it changes with
   * anything a read of the game returns, event or not, so a write can check that the record it
   * started from is still the game as it is.
   */
  readonly touched: number;
  readonly headHash: string;
  readonly state: string | null;
  readonly view: GameView | null;
  readonly toMove: readonly string[];
  readonly result: GameView['result'];
  readonly createdBy: { readonly id: string; readonly username: string; readonly displayName: string };
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly startedAt: Date | null;
  readonly finishedAt: Date | null;
  readonly deadlineAt: Date | null;
  /** The seats' clocks (`games.clocks`, see clock/seat-clocks.ts); kept by the clock module. */
  readonly clocks: Readonly<Record<string, unknown>>;
  readonly seats: readonly SeatRecord[];
  /**
   * The seats with a live plan (conditional turns, api/src/play/plans; `games.planned_seats`). Read only
   * by the write path: a change to a game with a plan runs the plan effect. Never presented.
   */
  readonly plannedSeats: readonly string[];
  /**
   * A ladder game's points table (its ladder's, fixed once the ladder has a game); null for a game
   * outside any ladder. The game's result gives these points, not the rules' (scored-result.ts).
   */
  readonly ladderPoints: PointsTable | null;
  /**
   * Whether the game counts for the ratings when it ends (docs/ratings.md): a Coalition Chess game
   * unless its creator said no, a 007 game of a rated ladder. Fixed at creation.
   */
  readonly rated: boolean;
  /** What a person must meet to join a seat by their own choice (join-requirements.ts); null: nothing. */
  readonly joinRequirements: JoinRequirements | null;
  /**
   * The tournament a game belongs to, with its round and points table (the game's result gives
   * these points, as a ladder game's gives its ladder's); null for a game outside any tournament.
   * Play knows it only as this row of the read: the tournament is community's.
   */
  readonly tournament: GameTournament | null;
  /** The finished game this one is the rematch of (play/rematch/); null for any other game. */
  readonly rematchOf: string | null;
  /** The rematch of this finished game, once it exists; null before and for any other game. */
  readonly rematch: string | null;
}

export interface GameTournament {
  readonly id: string;
  readonly name: string;
  readonly round: number;
  readonly pointsTable: PointsTable;
}

/**
 * What a use case decides about the snapshot when it changes a game; the write path sets the rest
 * of the row (version and head hash from the appended events, the update time, and the clocks and
 * the real deadline: see GameChangeService).
 */
export type SnapshotChange = Pick<
  GameRecord,
  'status' | 'state' | 'view' | 'toMove' | 'result' | 'startedAt' | 'finishedAt' | 'deadlineAt'
>;

/** The snapshot as the record has it: what a change that leaves the position alone commits. */
export function snapshotOf(game: GameRecord): SnapshotChange {
  return {
    status: game.status,
    state: game.state,
    view: game.view,
    toMove: game.toMove,
    result: game.result,
    startedAt: game.startedAt,
    finishedAt: game.finishedAt,
    deadlineAt: game.deadlineAt,
  };
}

/** The seats a user holds (taken) in a game and plays: not those a computer plays. */
export function seatsOf(game: GameRecord, userId: string): string[] {
  return game.seats.filter((s) => s.state === 'taken' && s.userId === userId && !s.computer).map((s) => s.seat);
}

/** The seats a computer plays, with their levels. */
export function computerSeats(game: Pick<GameRecord, 'seats'>): { seat: string; level: Level }[] {
  return game.seats.flatMap((s) => (s.state === 'taken' && s.computer ? [{ seat: s.seat, level: s.computer }] : []));
}

/** Distinct users holding a seat (a strawman's holder appears once). */
export function playerIds(game: GameRecord): string[] {
  return [...new Set(game.seats.filter((s) => s.state === 'taken' && s.userId).map((s) => s.userId as string))];
}

/** The person who plays a seat now: none for an open seat or one a computer plays. */
export function userOfSeat(game: GameRecord, seat: string): string | null {
  const s = game.seats.find((x) => x.seat === seat);
  return s && s.state === 'taken' && !s.computer ? s.userId : null;
}
