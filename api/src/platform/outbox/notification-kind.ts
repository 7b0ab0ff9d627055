/** Every kind of notification the server writes to the outbox; the deliverer renders each one. */
export const NOTIFICATION_KINDS = [
  'email-verification',
  'password-reset',
  // A one-time sign-in link (the way past the sign-in limits): account mail, by email only.
  'sign-in-link',
  // A registration tried with an address that has an account: mail to its owner only.
  'account-exists',
  'invitation',
  // An invitation to an email address with no account yet: goes by email only (no user_id).
  'invitation-by-email',
  'game-started',
  'your-turn',
  'check-to-answer',
  'coalition-formed',
  'draw-offered',
  'game-over',
  // A seat offered to you as a substitute; a seat of your game passed to a new holder.
  'seat-offered',
  'seat-changed-hands',
  // A seat of a club's game offered to anyone: to each member of the club not in the game.
  'club-seat-offered',
  // Correspondence life: a deadline coming near, and the daily digest email.
  'reminder',
  'digest',
  // Diplomacy: a message in a channel of a game, to its other members.
  'message',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
