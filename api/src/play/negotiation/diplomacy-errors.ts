/**
 * The stable codes of the diplomacy module, each with its status and what it means in English
 * and German (the English sentence is the problem's title; the dashboard shows the reader's).
 * Pure data, so the dashboard imports it too. Codes it shares with the games module
 * (GAME_NOT_FOUND, GAME_NOT_STARTED, NOT_YOUR_SEAT, NOT_A_PLAYER, UNKNOWN_SEAT, BAD_CURSOR) keep
 * their registration there.
 */
export const DIPLOMACY_ERRORS = {
  CHANNEL_NOT_FOUND: {
    status: 404,
    en: 'This game has no such channel.',
    de: 'Diese Partie hat keinen solchen Kanal.',
  },
  NOT_A_CHANNEL_MEMBER: {
    status: 403,
    en: 'Only the holders of the channel’s seats may read or write it while the game runs.',
    de: 'Solange die Partie läuft, lesen und schreiben nur die Inhaber der Plätze dieses Kanals.',
  },
  PRESS_DISABLED: {
    status: 403,
    en: 'This game’s press setting does not allow messages here.',
    de: 'Die Nachrichten-Einstellung dieser Partie erlaubt hier keine Nachrichten.',
  },
  CHANNEL_CLOSED: {
    status: 409,
    en: 'The game is over; this private channel takes no more messages.',
    de: 'Die Partie ist beendet; dieser private Kanal nimmt keine Nachrichten mehr an.',
  },
  BAD_MESSAGE: {
    status: 400,
    en: 'A message is plain text of 1 to 2,000 characters without control characters.',
    de: 'Eine Nachricht ist reiner Text mit 1 bis 2.000 Zeichen ohne Steuerzeichen.',
  },
  BAD_NOTES: {
    status: 400,
    en: 'Notes are plain text of at most 20,000 characters without control characters.',
    de: 'Notizen sind reiner Text mit höchstens 20.000 Zeichen ohne Steuerzeichen.',
  },
  MESSAGE_RATE_LIMITED: {
    status: 429,
    en: 'Too many messages in a short time; wait a moment before writing again.',
    de: 'Zu viele Nachrichten in kurzer Zeit; warten Sie einen Moment, bevor Sie wieder schreiben.',
  },
  CANNOT_MUTE_OWN_SEAT: {
    status: 400,
    en: 'You cannot mute your own seat.',
    de: 'Den eigenen Platz können Sie nicht stummschalten.',
  },
} as const;

export type DiplomacyErrorCode = keyof typeof DIPLOMACY_ERRORS;
