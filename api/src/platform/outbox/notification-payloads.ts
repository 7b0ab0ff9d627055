import type { CoalitionInfo, GameResult, PieceOnSquare, ToMove } from '@entente/engine';

/**
 * The payload of each kind of game notification, one shape per kind: what the outbox row, the
 * in-app notification (`GET /me/notifications`), the `/me/stream` frame and the webhook's `data`
 * carry. Each is composed when the change it reports is committed, from the game as that change
 * left it (`version`), never from the game as it is when the notification is delivered; the email
 * is rendered from it alone (plus the moves of the log up to `version`). docs/api/notifications.md
 * documents them for clients.
 */
interface GameNotification {
  readonly gameId: string;
  readonly variant: '007' | 'coalition';
  /** The game's version (event seq) right after the change this notification reports. */
  readonly version: number;
}

/** The recipient must act now (its regular turn, or its arrangement in the set-up phase). */
export interface YourTurnPayload extends GameNotification {
  /** The recipient's seats that must act now (two for a strawman in the set-up phase). */
  readonly toMove: readonly ToMove[];
  /** The position then. */
  readonly board: readonly PieceOnSquare[];
  /** When the first of those seats must have acted (ISO 8601); null without a time control running. */
  readonly deadline: string | null;
}

/** A king is in check and the recipient must answer it now, out of turn (coalition.md §5) or on the next half-move (007). */
export interface CheckToAnswerPayload extends GameNotification {
  /** The seat that must answer. */
  readonly seat: string;
  /** The colour of the king in check. */
  readonly king: string;
  /** The colour of the pieces the answering seat moves (007: on half-move 2 the opponent's). */
  readonly color: string;
  readonly board: readonly PieceOnSquare[];
  readonly deadline: string | null;
}

export interface CoalitionFormedPayload extends GameNotification {
  readonly coalition: CoalitionInfo;
}

export interface DrawOfferedPayload extends GameNotification {
  /** The seat that offers the draw. */
  readonly by: string;
  /** Who holds that seat, by display name ("Computer (strong)" for a computer); null when nobody does. */
  readonly byName: string | null;
  /** When the game started (ISO 8601), telling two games against the same player apart; null before. */
  readonly startedAt: string | null;
}

/** A step of a takeback (docs/takeback.md): asked of the recipient, declined, or carried. */
export interface TakebackPayload extends GameNotification {
  /** `requested` (answer it), `declined` (the moves stay), `taken` (the position is back at `toVersion`). */
  readonly step: 'requested' | 'declined' | 'taken';
  /** The seat that asked or declined, and who holds it by display name. */
  readonly by: string;
  readonly byName: string | null;
  /** When the game started (ISO 8601), telling two games against the same player apart. */
  readonly startedAt: string | null;
}

export interface GameOverPayload extends GameNotification {
  readonly status: 'finished' | 'aborted';
  /** The result with the points that count: a ladder game's points are its ladder's table. Null when aborted before a result. */
  readonly result: GameResult | null;
  readonly board: readonly PieceOnSquare[];
  /** An abort by the game's creator: who aborted it, and the reason they gave. */
  readonly abortedBy?: { readonly username: string; readonly displayName: string };
  readonly abortReason?: string;
}

export interface GameStartedPayload extends GameNotification {
  readonly board: readonly PieceOnSquare[];
}

/** A holder in a notification's words: the person's username, or the computer's level. */
export type HolderLabel = { readonly username: string } | { readonly computer: string };

/** A seat offered to the recipient by name: theirs to take over. */
export interface SeatOfferedPayload extends GameNotification {
  readonly seat: string;
  /** The holder who offers it (username). */
  readonly by: string;
}

/** A seat of the recipient's game changed hands. */
export interface SeatChangedHandsPayload extends GameNotification {
  readonly seat: string;
  readonly from: HolderLabel;
  readonly to: HolderLabel;
  /** How: `take-over` (a substitute took it), `hand-over` (its holder gave it), `timeout` or `left` (a computer took an abandoned seat). */
  readonly how: string;
  /** Present (true) when the seat is offered to anyone as its computer keeps it (`substitute`). */
  readonly offered?: true;
}

/** A seat of a game of the recipient's club is offered to anyone. */
export interface ClubSeatOfferedPayload extends GameNotification {
  readonly seat: string;
  /** The club's and the ladder's names at the offer. */
  readonly club: string;
  readonly ladder: string;
  /** Whose seat it was, and who plays it until someone takes it over. */
  readonly from: HolderLabel;
  readonly keeper: HolderLabel;
}

/** A step of a proposal to move the recipient's running game to a newer edition of its rules. */
export interface EditionUpgradePayload extends GameNotification {
  /** `proposed` (answer it), `declined` (the game stays in `from`), `changed` (the game is now in `edition`). */
  readonly step: 'proposed' | 'declined' | 'changed';
  /** The edition proposed, and the one the game was in. */
  readonly edition: string;
  readonly from: string;
  /** Who proposed or declined (username); null when the change was carried. */
  readonly by: string | null;
}

export type GameNotificationPayload =
  | YourTurnPayload
  | EditionUpgradePayload
  | SeatOfferedPayload
  | SeatChangedHandsPayload
  | ClubSeatOfferedPayload
  | CheckToAnswerPayload
  | CoalitionFormedPayload
  | DrawOfferedPayload
  | TakebackPayload
  | GameOverPayload
  | GameStartedPayload;

/**
 * The moderators' word to a person (`moderation`): what they decided, until when, and what they
 * chose to tell — never who reported the person, nor which moderator decided (docs/safety.md).
 */
export interface ModerationNoticePayload {
  readonly action: 'warn' | 'mute' | 'suspend' | 'reinstate' | 'close';
  /** When a mute or suspension ends (ISO 8601); null for none or until further notice. */
  readonly until: string | null;
  /** The moderator's words to the person; null when they wrote none. */
  readonly message: string | null;
}
