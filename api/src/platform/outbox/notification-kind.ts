/** Every kind of notification the server writes to the outbox; the deliverer renders each one. */
export const NOTIFICATION_KINDS = [
  'email-verification',
  'password-reset',
  // A one-time sign-in link (the way past the sign-in limits): account mail, by email only.
  'sign-in-link',
  // A registration tried with an address that has an account: mail to its owner only.
  'account-exists',
  // The owner asked for the account's deletion; signing in cancelled it.
  'account-deletion-scheduled',
  'account-deletion-cancelled',
  'invitation',
  // An invitation to an email address with no account yet: goes by email only (no user_id).
  'invitation-by-email',
  // A challenge to a person (not a bot): who challenges, to what; settled when it closes.
  'challenge',
  'game-started',
  'your-turn',
  'check-to-answer',
  'coalition-formed',
  'draw-offered',
  // A takeback asked of the recipient, declined by another, or carried (docs/takeback.md).
  'takeback',
  'game-over',
  // A seat offered to you as a substitute; a seat of your game passed to a new holder.
  'seat-offered',
  'seat-changed-hands',
  // A seat of a club's game offered to anyone: to each member of the club not in the game.
  'club-seat-offered',
  // A round of a tournament the player is in has begun: its opponents, or a bye.
  'tournament-round',
  // A proposal to move a running game to a newer edition of its rules, declined, or carried.
  'edition-upgrade',
  // Correspondence life: a deadline coming near, and the daily digest email.
  'reminder',
  'digest',
  // Diplomacy: a message in a channel of a game, to its other members.
  'message',
  // The moderators' word to a person (a warning, a mute, a suspension, its end, a closure):
  // in the app and by email, whatever the settings; never naming who reported them.
  'moderation',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Mail about the account itself, to its owner's address only: never in the in-app notifications
 * or the webhooks (the outbox fan-out leaves out these and every `account-…` kind), never
 * configurable. The invitation of an address without an account has nobody to notify in the app.
 */
export const ACCOUNT_MAIL_KINDS: readonly NotificationKind[] = NOTIFICATION_KINDS.filter(
  (k) => k === 'email-verification' || k === 'password-reset' || k === 'sign-in-link' || k.startsWith('account-'),
);

/** The kinds a user may choose how to receive, and subscribe webhooks to. */
export const USER_KINDS: readonly NotificationKind[] = NOTIFICATION_KINDS.filter(
  (k) => !ACCOUNT_MAIL_KINDS.includes(k) && k !== 'invitation-by-email' && k !== 'digest',
);
