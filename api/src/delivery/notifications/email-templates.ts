import type { NotificationKind } from '../../platform/outbox/notification-kind';
import type { Language } from '../../platform/i18n/language';

/** What a template may say: facts gathered for one notification (see email-context.ts). */
export interface EmailFacts {
  readonly name: string;
  readonly variant?: string;
  readonly opponents?: string;
  readonly link?: string;
  readonly deadline?: string;
  readonly moves?: string;
  readonly by?: string;
  readonly seat?: string;
  readonly result?: string;
  readonly points?: string;
  readonly coalition?: string;
  /** check-to-answer: the colour of the king in check, and the colour the answering seat moves. */
  readonly king?: string;
  readonly color?: string;
  readonly expiresAt?: string;
  readonly resetLink?: string;
  readonly username?: string;
  readonly games?: string;
  readonly count?: number;
  /** An invitation's press settings in words: what may be said in the game, and whether it is revealed. */
  readonly press?: string;
  /** The messages of a burst, each with its author, seat, channel and time. */
  readonly messages?: string;
  /** The digest's lines of games with new messages. */
  readonly messageGames?: string;
  /** seat-changed-hands: who held the seat, and who holds it now; club-seat-offered: whose it was, who keeps it. */
  readonly from?: string;
  readonly to?: string;
  /** club-seat-offered: the club and the ladder the game belongs to, by their names at the offer. */
  readonly club?: string;
  readonly ladder?: string;
}

interface Template {
  readonly subject: (f: EmailFacts) => string;
  /** Paragraphs of the body; empty ones are dropped. */
  readonly body: (f: EmailFacts) => string[];
}

type Templates = Record<NotificationKind, Template>;

const VARIANT: Record<Language, Record<string, string>> = {
  en: { '007': '007 Chess', coalition: 'Coalition Chess' },
  de: { '007': '007-Schach', coalition: 'Koalitionsschach' },
};

export function variantName(lang: Language, variant: string | undefined): string {
  return variant ? (VARIANT[lang][variant] ?? variant) : '';
}

const en: Templates = {
  'email-verification': {
    subject: () => 'Confirm your email address',
    body: (f) => [
      `Hello ${f.name},`,
      'please confirm your email address for Entente by opening this link:',
      f.link ?? '',
      `The link is valid until ${f.expiresAt}.`,
    ],
  },
  'password-reset': {
    subject: () => 'Reset your password',
    body: (f) => [
      `Hello ${f.name},`,
      'someone asked to reset your Entente password. If it was you, open this link:',
      f.link ?? '',
      `The link is valid until ${f.expiresAt}. If it was not you, ignore this email.`,
      'Setting a new password signs out every session, ends every bearer token issued with the old password and revokes every personal API token; apps you authorised keep their access until you revoke them in Settings.',
    ],
  },
  'sign-in-link': {
    subject: () => 'Your Entente sign-in link',
    body: (f) => [
      `Hello ${f.name},`,
      'someone asked for a link to sign in to your Entente account. If it was you, open this link and confirm; it signs you in once:',
      f.link ?? '',
      `The link is valid until ${f.expiresAt}. If it was not you, ignore this email: nobody can use the link without your mailbox.`,
    ],
  },
  'account-exists': {
    subject: () => 'Someone tried to register with your email address',
    body: (f) => [
      `Hello ${f.name},`,
      'someone just tried to create a new Entente account with this email address, which already belongs to your account. No new account was created.',
      `If it was you: your username is ${f.username}. Sign in here: ${f.link}`,
      `Forgot your password? Reset it here: ${f.resetLink}`,
      'If it was not you, you need not do anything: your account is unchanged.',
    ],
  },
  invitation: {
    subject: (f) => `${f.by} invites you to ${f.variant}`,
    body: (f) => [
      `Hello ${f.name},`,
      `${f.by} invites you to a game of ${f.variant} (seat ${f.seat}).`,
      f.press ? `Negotiation: ${f.press}.` : '',
      `Accept or decline: ${f.link}`,
    ],
  },
  'invitation-by-email': {
    subject: (f) => `${f.by} invites you to ${f.variant} on Entente`,
    body: (f) => [
      'Hello,',
      `${f.by} invites you to a game of ${f.variant} (seat ${f.seat}) on Entente, a correspondence chess server.`,
      f.press ? `Negotiation: ${f.press}.` : '',
      `Create your account with this email address: ${f.link}`,
      'Once you have confirmed the address, the invitation waits for you in your games; accept or decline it there.',
    ],
  },
  'seat-offered': {
    subject: (f) => `${f.by} offers you a seat in ${f.variant}`,
    body: (f) => [
      `Hello ${f.name},`,
      `${f.by} offers you their seat (${f.seat}) in a running game of ${f.variant}. Take it over, and the game goes on with you in it.`,
      `Game: ${f.link}`,
    ],
  },
  'seat-changed-hands': {
    subject: (f) => `${f.to} now plays ${f.seat} in ${f.variant}`,
    body: (f) => [
      `Hello ${f.name},`,
      `in your game of ${f.variant}, seat ${f.seat} has passed from ${f.from} to ${f.to}.`,
      `Game: ${f.link}`,
    ],
  },
  'club-seat-offered': {
    subject: (f) => `${f.club}: a seat in ${f.variant} is looking for a player`,
    body: (f) => [
      `Hello ${f.name},`,
      `in a running game of ${f.variant} on the ladder ${f.ladder} of your club ${f.club}, seat ${f.seat} (${f.from}’s) is offered to the club’s members and in the lobby. ${f.to} plays it until someone takes it over; take it over, and the game goes on with you in it.`,
      `Game: ${f.link}`,
    ],
  },
  'game-started': {
    subject: (f) => `Your ${f.variant} game has started`,
    body: (f) => [
      `Hello ${f.name},`,
      `every seat is taken: your game of ${f.variant} against ${f.opponents} has started.`,
      `Game: ${f.link}`,
    ],
  },
  'your-turn': {
    subject: (f) => `Your move in ${f.variant} against ${f.opponents}`,
    body: (f) => [
      `Hello ${f.name},`,
      `it is your turn in ${f.variant} against ${f.opponents}.`,
      f.moves ? `Last moves: ${f.moves}` : '',
      f.deadline ? `Move by ${f.deadline}.` : '',
      `Play: ${f.link}`,
    ],
  },
  'check-to-answer': {
    subject: (f) => `Check! Answer it in ${f.variant}`,
    body: (f) => [
      `Hello ${f.name},`,
      f.king === f.seat
        ? `your king (${f.seat}) is in check in ${f.variant} against ${f.opponents}; you must answer it now.`
        : `the ${f.king} king is in check in ${f.variant} against ${f.opponents}; the half-move that answers it is yours (${f.seat}, moving ${f.color}).`,
      f.moves ? `Last moves: ${f.moves}` : '',
      f.deadline ? `Answer by ${f.deadline}.` : '',
      `Play: ${f.link}`,
    ],
  },
  'coalition-formed': {
    subject: (f) => `A coalition formed: ${f.coalition}`,
    body: (f) => [
      `Hello ${f.name},`,
      `in your game of ${f.variant} a coalition formed: ${f.coalition}.`,
      `Game: ${f.link}`,
    ],
  },
  'draw-offered': {
    subject: (f) => `${f.by} offers a draw`,
    body: (f) => [
      `Hello ${f.name},`,
      `${f.by} offers a draw in ${f.variant}. Accept or decline it in the game.`,
      `Game: ${f.link}`,
    ],
  },
  'game-over': {
    subject: (f) => `Game over: ${f.result}`,
    body: (f) => [
      `Hello ${f.name},`,
      `your game of ${f.variant} against ${f.opponents} is over: ${f.result}.`,
      f.points ? `Points: ${f.points}` : '',
      `Game: ${f.link}`,
    ],
  },
  reminder: {
    subject: (f) => `Reminder: your move in ${f.variant} is due ${f.deadline}`,
    body: (f) => [
      `Hello ${f.name},`,
      `your move in ${f.variant} against ${f.opponents} is still open.`,
      `Deadline: ${f.deadline}. If it passes, the game counts it as a resignation.`,
      `Play: ${f.link}`,
    ],
  },
  digest: {
    subject: (f) =>
      f.count ? `${f.count} game${f.count === 1 ? '' : 's'} waiting for you` : 'New messages in your games',
    body: (f) => [
      `Hello ${f.name},`,
      f.games ? 'these games are waiting for your move:' : '',
      f.games ?? '',
      f.messageGames ? 'new messages since the last digest:' : '',
      f.messageGames ?? '',
      `All games: ${f.link}`,
    ],
  },
  message: {
    subject: (f) => `${f.count === 1 ? 'A new message' : `${f.count} new messages`} in ${f.variant}`,
    body: (f) => [
      `Hello ${f.name},`,
      `${f.count === 1 ? 'a new message' : 'new messages'} in your game of ${f.variant} against ${f.opponents}:`,
      f.messages ?? '',
      `Answer in the game: ${f.link}`,
    ],
  },
};

const de: Templates = {
  'email-verification': {
    subject: () => 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    body: (f) => [
      `Hallo ${f.name},`,
      'bitte bestätigen Sie Ihre E-Mail-Adresse für Entente mit diesem Link:',
      f.link ?? '',
      `Der Link gilt bis ${f.expiresAt}.`,
    ],
  },
  'password-reset': {
    subject: () => 'Passwort zurücksetzen',
    body: (f) => [
      `Hallo ${f.name},`,
      'jemand möchte Ihr Entente-Passwort zurücksetzen. Wenn Sie es waren, öffnen Sie diesen Link:',
      f.link ?? '',
      `Der Link gilt bis ${f.expiresAt}. Wenn nicht, ignorieren Sie diese E-Mail.`,
      'Ein neues Passwort meldet alle Sitzungen ab, beendet jedes mit dem alten Passwort ausgestellte Bearer-Token und widerruft alle persönlichen API-Token; Apps, die Sie autorisiert haben, behalten ihren Zugriff, bis Sie ihn in den Einstellungen widerrufen.',
    ],
  },
  'sign-in-link': {
    subject: () => 'Ihr Entente-Anmeldelink',
    body: (f) => [
      `Hallo ${f.name},`,
      'jemand hat einen Link zur Anmeldung bei Ihrem Entente-Konto angefordert. Wenn Sie es waren, öffnen Sie diesen Link und bestätigen Sie; er meldet Sie einmal an:',
      f.link ?? '',
      `Der Link gilt bis ${f.expiresAt}. Wenn nicht, ignorieren Sie diese E-Mail: Ohne Ihr Postfach kann niemand den Link benutzen.`,
    ],
  },
  'account-exists': {
    subject: () => 'Jemand wollte sich mit Ihrer E-Mail-Adresse registrieren',
    body: (f) => [
      `Hallo ${f.name},`,
      'soeben wollte jemand mit dieser E-Mail-Adresse ein neues Entente-Konto anlegen; sie gehört aber schon zu Ihrem Konto. Es wurde kein neues Konto angelegt.',
      `Wenn Sie es waren: Ihr Benutzername ist ${f.username}. Hier melden Sie sich an: ${f.link}`,
      `Passwort vergessen? Hier setzen Sie es zurück: ${f.resetLink}`,
      'Wenn Sie es nicht waren, müssen Sie nichts tun: Ihr Konto ist unverändert.',
    ],
  },
  invitation: {
    subject: (f) => `${f.by} lädt Sie zu ${f.variant} ein`,
    body: (f) => [
      `Hallo ${f.name},`,
      `${f.by} lädt Sie zu einer Partie ${f.variant} ein (Platz ${f.seat}).`,
      f.press ? `Verhandlung: ${f.press}.` : '',
      `Annehmen oder ablehnen: ${f.link}`,
    ],
  },
  'invitation-by-email': {
    subject: (f) => `${f.by} lädt Sie zu ${f.variant} auf Entente ein`,
    body: (f) => [
      'Hallo,',
      `${f.by} lädt Sie zu einer Partie ${f.variant} ein (Platz ${f.seat}), auf Entente, einem Server für Fernschach.`,
      f.press ? `Verhandlung: ${f.press}.` : '',
      `Legen Sie Ihr Konto mit dieser E-Mail-Adresse an: ${f.link}`,
      'Sobald Sie die Adresse bestätigt haben, wartet die Einladung bei Ihren Partien; nehmen Sie sie dort an oder lehnen Sie ab.',
    ],
  },
  'seat-offered': {
    subject: (f) => `${f.by} bietet Ihnen einen Platz in ${f.variant} an`,
    body: (f) => [
      `Hallo ${f.name},`,
      `${f.by} bietet Ihnen den eigenen Platz (${f.seat}) in einer laufenden Partie ${f.variant} an. Übernehmen Sie ihn, geht die Partie mit Ihnen weiter.`,
      `Partie: ${f.link}`,
    ],
  },
  'seat-changed-hands': {
    subject: (f) => `${f.to} spielt jetzt ${f.seat} in ${f.variant}`,
    body: (f) => [
      `Hallo ${f.name},`,
      `in Ihrer Partie ${f.variant} ist der Platz ${f.seat} von ${f.from} an ${f.to} übergegangen.`,
      `Partie: ${f.link}`,
    ],
  },
  'club-seat-offered': {
    subject: (f) => `${f.club}: ein Platz in ${f.variant} sucht einen Spieler`,
    body: (f) => [
      `Hallo ${f.name},`,
      `in einer laufenden Partie ${f.variant} der Rangliste ${f.ladder} Ihres Clubs ${f.club} wird der Platz ${f.seat} (bisher ${f.from}) den Mitgliedern des Clubs und in der Lobby angeboten. ${f.to} spielt ihn, bis jemand ihn übernimmt; übernehmen Sie ihn, geht die Partie mit Ihnen weiter.`,
      `Partie: ${f.link}`,
    ],
  },
  'game-started': {
    subject: (f) => `Ihre Partie ${f.variant} hat begonnen`,
    body: (f) => [
      `Hallo ${f.name},`,
      `alle Plätze sind besetzt: Ihre Partie ${f.variant} gegen ${f.opponents} hat begonnen.`,
      `Partie: ${f.link}`,
    ],
  },
  'your-turn': {
    subject: (f) => `Sie sind am Zug: ${f.variant} gegen ${f.opponents}`,
    body: (f) => [
      `Hallo ${f.name},`,
      `Sie sind am Zug in ${f.variant} gegen ${f.opponents}.`,
      f.moves ? `Letzte Züge: ${f.moves}` : '',
      f.deadline ? `Ziehen Sie bis ${f.deadline}.` : '',
      `Spielen: ${f.link}`,
    ],
  },
  'check-to-answer': {
    subject: (f) => `Schach! Bitte antworten Sie in ${f.variant}`,
    body: (f) => [
      `Hallo ${f.name},`,
      f.king === f.seat
        ? `Ihr König (${f.seat}) steht im Schach in ${f.variant} gegen ${f.opponents}; Sie müssen sofort antworten.`
        : `Der König von ${f.king} steht im Schach in ${f.variant} gegen ${f.opponents}; der Halbzug, der darauf antwortet, ist Ihrer (${f.seat}, Sie ziehen ${f.color}).`,
      f.moves ? `Letzte Züge: ${f.moves}` : '',
      f.deadline ? `Antworten Sie bis ${f.deadline}.` : '',
      `Spielen: ${f.link}`,
    ],
  },
  'coalition-formed': {
    subject: (f) => `Eine Koalition ist entstanden: ${f.coalition}`,
    body: (f) => [
      `Hallo ${f.name},`,
      `in Ihrer Partie ${f.variant} ist eine Koalition entstanden: ${f.coalition}.`,
      `Partie: ${f.link}`,
    ],
  },
  'draw-offered': {
    subject: (f) => `${f.by} bietet Remis an`,
    body: (f) => [
      `Hallo ${f.name},`,
      `${f.by} bietet in ${f.variant} Remis an. Nehmen Sie es in der Partie an oder lehnen Sie ab.`,
      `Partie: ${f.link}`,
    ],
  },
  'game-over': {
    subject: (f) => `Partie beendet: ${f.result}`,
    body: (f) => [
      `Hallo ${f.name},`,
      `Ihre Partie ${f.variant} gegen ${f.opponents} ist beendet: ${f.result}.`,
      f.points ? `Punkte: ${f.points}` : '',
      `Partie: ${f.link}`,
    ],
  },
  reminder: {
    subject: (f) => `Erinnerung: Ihr Zug in ${f.variant} ist fällig bis ${f.deadline}`,
    body: (f) => [
      `Hallo ${f.name},`,
      `Ihr Zug in ${f.variant} gegen ${f.opponents} steht noch aus.`,
      `Frist: ${f.deadline}. Läuft sie ab, gilt das als Aufgabe.`,
      `Spielen: ${f.link}`,
    ],
  },
  digest: {
    subject: (f) =>
      f.count
        ? `${f.count} ${f.count === 1 ? 'Partie wartet' : 'Partien warten'} auf Sie`
        : 'Neue Nachrichten in Ihren Partien',
    body: (f) => [
      `Hallo ${f.name},`,
      f.games ? 'diese Partien warten auf Ihren Zug:' : '',
      f.games ?? '',
      f.messageGames ? 'neue Nachrichten seit der letzten Übersicht:' : '',
      f.messageGames ?? '',
      `Alle Partien: ${f.link}`,
    ],
  },
  message: {
    subject: (f) => `${f.count === 1 ? 'Eine neue Nachricht' : `${f.count} neue Nachrichten`} in ${f.variant}`,
    body: (f) => [
      `Hallo ${f.name},`,
      `${f.count === 1 ? 'eine neue Nachricht' : 'neue Nachrichten'} in Ihrer Partie ${f.variant} gegen ${f.opponents}:`,
      f.messages ?? '',
      `Antworten Sie in der Partie: ${f.link}`,
    ],
  },
};

export const TEMPLATES: Record<Language, Templates> = { en, de };

/** Footer lines: why the mail came, and how to stop this kind. */
export const FOOTER: Record<Language, (unsubscribe: string | null) => string> = {
  en: (u) =>
    u
      ? `You get this email because of your Entente notification settings. Stop this kind of email: ${u}`
      : 'Entente — correspondence Coalition Chess and 007 Chess.',
  de: (u) =>
    u
      ? `Sie erhalten diese E-Mail wegen Ihrer Entente-Benachrichtigungseinstellungen. Diese Art E-Mail abbestellen: ${u}`
      : 'Entente — Koalitionsschach und 007-Schach per Fernpartie.',
};

/** A game's press settings in words (diplomacy/press.ts), for invitations. */
export const PRESS_WORDS: Record<Language, Record<string, string>> = {
  en: {
    full: 'table talk and a private channel for each pair of seats',
    table: 'table talk only',
    none: 'no messages in this game',
    'after-game': 'every channel is revealed when the game ends',
    never: 'channels stay private after the game',
  },
  de: {
    full: 'Gespräch am Tisch und ein privater Kanal für jedes Paar von Plätzen',
    table: 'nur Gespräch am Tisch',
    none: 'keine Nachrichten in dieser Partie',
    'after-game': 'alle Kanäle werden nach der Partie offengelegt',
    never: 'die Kanäle bleiben auch nach der Partie privat',
  },
};

export const RESULT_WORDS: Record<
  Language,
  { won: string; draw: string; aborted: string; abortedBy: string; timeout: string }
> = {
  en: { won: 'won by', draw: 'draw', aborted: 'aborted', abortedBy: 'aborted by', timeout: 'on time' },
  de: {
    won: 'gewonnen von',
    draw: 'Remis',
    aborted: 'abgebrochen',
    abortedBy: 'abgebrochen von',
    timeout: 'durch Zeitüberschreitung',
  },
};

/** A computer player as a holder of a seat is named by these words and its level. */
export const COMPUTER_WORDS: Record<Language, string> = { en: 'the computer', de: 'der Computer' };
