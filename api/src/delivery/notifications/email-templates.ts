import type { NotificationKind } from '../../platform/outbox/notification-kind';
import type { Language } from '../../platform/i18n/language';
import { CHALLENGE_TEMPLATES } from './challenge-email';
import { TOURNAMENT_ROUND_TEMPLATES } from './tournament-round-email';

/** What a template may say: facts gathered for one notification (see email-context.ts). */
export interface EmailFacts {
  readonly name: string;
  readonly variant?: string;
  readonly opponents?: string;
  readonly link?: string;
  readonly deadline?: string;
  readonly moves?: string;
  /** your-turn: one line of what happened since the reader's last action (since-line.ts). */
  readonly since?: string;
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
  /** Whether an engine may be used while the game runs, in words (invitations). */
  readonly analysis?: string;
  /** An invitation's entry limits in words: what those who join the game must have. */
  readonly requirements?: string;
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
  /** edition-upgrade: the step (proposed, declined, changed), the edition proposed and the game's before it. */
  readonly step?: string;
  readonly edition?: string;
  readonly previousEdition?: string;
  /** moderation: what the moderators decided, until when, and their words (if any). */
  readonly action?: string;
  readonly until?: string;
  readonly note?: string;
  /** challenge: its options and time control in words, and who else plays (Coalition Chess). */
  readonly options?: string;
  readonly timeControl?: string;
  readonly others?: string;
  /** tournament-round: the event's name, the round (none for a round robin's), the reader's games or bye. */
  readonly tournament?: string;
  readonly round?: number;
  readonly pairing?: string;
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
  'account-deletion-scheduled': {
    subject: () => 'Your Entente account will be deleted',
    body: (f) => [
      `Hello ${f.name},`,
      `you asked for your Entente account ${f.username} to be deleted. It will be deleted on ${f.deadline}: your name in past games and messages becomes an anonymous one, your email address and everything else that is yours alone is removed, and the seats you still hold are given up as each game provides.`,
      `Changed your mind? Sign in before then and the deletion is cancelled: ${f.link}`,
      'If it was not you, sign in now (which cancels it) and change your password.',
    ],
  },
  'account-deletion-cancelled': {
    subject: () => 'The deletion of your Entente account is cancelled',
    body: (f) => [
      `Hello ${f.name},`,
      `you signed in, so your account ${f.username} will not be deleted. Everything stays as it was.`,
    ],
  },
  invitation: {
    subject: (f) => `${f.by} invites you to ${f.variant}`,
    body: (f) => [
      `Hello ${f.name},`,
      `${f.by} invites you to a game of ${f.variant} (seat ${f.seat}).`,
      f.press ? `Negotiation: ${f.press}.` : '',
      f.analysis ? `Engine on the analysis board: ${f.analysis}.` : '',
      f.requirements ? `Those who join the other seats must have ${f.requirements}.` : '',
      `Accept or decline: ${f.link}`,
    ],
  },
  'invitation-by-email': {
    subject: (f) => `${f.by} invites you to ${f.variant} on Entente`,
    body: (f) => [
      'Hello,',
      `${f.by} invites you to a game of ${f.variant} (seat ${f.seat}) on Entente, a correspondence chess server.`,
      f.press ? `Negotiation: ${f.press}.` : '',
      f.analysis ? `Engine on the analysis board: ${f.analysis}.` : '',
      f.requirements ? `Those who join the other seats must have ${f.requirements}.` : '',
      `Create your account with this email address: ${f.link}`,
      'Once you have confirmed the address, the invitation waits for you in your games; accept or decline it there.',
    ],
  },
  challenge: CHALLENGE_TEMPLATES.en,
  'tournament-round': TOURNAMENT_ROUND_TEMPLATES.en,
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
      f.since ? `${f.since}.` : '',
      // After the line of what happened, the sentence starts anew.
      `${f.since ? 'It' : 'it'} is your turn in ${f.variant} against ${f.opponents}.`,
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
  takeback: {
    subject: (f) =>
      f.step === 'requested'
        ? `${f.by} asks to take back a move in ${f.variant}`
        : f.step === 'declined'
          ? `${f.by} declined the takeback in ${f.variant}`
          : `Moves were taken back in your game of ${f.variant}`,
    body: (f) => [
      `Hello ${f.name},`,
      f.step === 'requested'
        ? `${f.by} asks to take back their last move in your game of ${f.variant}. The moves go back only if you accept; accept or decline in the game.`
        : f.step === 'declined'
          ? `${f.by} declined your request to take back a move in ${f.variant}. The moves stay as they were played.`
          : `everyone asked has accepted: your game of ${f.variant} is back at the position before the move taken back.`,
      `Game: ${f.link}`,
    ],
  },
  'edition-upgrade': {
    subject: (f) =>
      f.step === 'proposed'
        ? `${f.by} proposes rules edition ${f.edition} for your ${f.variant} game`
        : f.step === 'declined'
          ? `${f.by} declined rules edition ${f.edition} in ${f.variant}`
          : `Your ${f.variant} game is now played in rules edition ${f.edition}`,
    body: (f) => [
      `Hello ${f.name},`,
      f.step === 'proposed'
        ? `in your running game of ${f.variant}, ${f.by} proposes to move on from the rules edition ${f.previousEdition} to ${f.edition}. The game moves on only when every seat still in it accepts; accept or decline in the game.`
        : f.step === 'declined'
          ? `in your running game of ${f.variant}, ${f.by} declined to move on to the rules edition ${f.edition}. The game stays in ${f.previousEdition}.`
          : `every seat still in your game of ${f.variant} has accepted: from the next action on, the game is played in the rules edition ${f.edition} (before: ${f.previousEdition}). The moves played so far stay as they were played.`,
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
  moderation: {
    subject: (f) =>
      ({
        warn: 'A warning from the Entente moderators',
        mute: 'The moderators muted your account',
        suspend: 'The moderators suspended your account',
        reinstate: 'Your account is in good standing again',
        close: 'The moderators closed your account',
      })[f.action ?? ''] ?? 'A note from the Entente moderators',
    body: (f) => [
      `Hello ${f.name},`,
      {
        warn: 'the moderators of Entente have looked at how you played or what you wrote, and ask you to keep to the rules of the house. This is a warning; nothing else changes.',
        mute: `the moderators of Entente have muted your account${f.until ? ` until ${f.until}` : ''}: until then you can play, but not write messages in any game.`,
        suspend: `the moderators of Entente have suspended your account${f.until ? ` until ${f.until}` : ' until further notice'}: you cannot sign in until then. Your seats in running games were given up as if you had left them.`,
        reinstate:
          'the moderators of Entente have lifted the restrictions on your account: you may sign in and write again.',
        close:
          'the moderators of Entente have closed your account for good. Your seats in running games were given up as if you had left them.',
      }[f.action ?? ''] ?? '',
      f.note ? `Their words to you:\n${f.note}` : '',
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
  'account-deletion-scheduled': {
    subject: () => 'Ihr Entente-Konto wird gelöscht',
    body: (f) => [
      `Hallo ${f.name},`,
      `Sie haben die Löschung Ihres Entente-Kontos ${f.username} beantragt. Es wird am ${f.deadline} gelöscht: Ihr Name in vergangenen Partien und Nachrichten wird durch einen anonymen ersetzt, Ihre E-Mail-Adresse und alles, was nur Ihnen gehört, wird entfernt, und die Plätze, die Sie noch halten, werden aufgegeben, wie es jede Partie vorsieht.`,
      `Haben Sie es sich anders überlegt? Melden Sie sich bis dahin an, dann wird die Löschung abgebrochen: ${f.link}`,
      'Wenn Sie es nicht waren, melden Sie sich jetzt an (das bricht sie ab) und ändern Sie Ihr Passwort.',
    ],
  },
  'account-deletion-cancelled': {
    subject: () => 'Die Löschung Ihres Entente-Kontos ist abgebrochen',
    body: (f) => [
      `Hallo ${f.name},`,
      `Sie haben sich angemeldet, daher wird Ihr Konto ${f.username} nicht gelöscht. Alles bleibt, wie es war.`,
    ],
  },
  invitation: {
    subject: (f) => `${f.by} lädt Sie zu ${f.variant} ein`,
    body: (f) => [
      `Hallo ${f.name},`,
      `${f.by} lädt Sie zu einer Partie ${f.variant} ein (Platz ${f.seat}).`,
      f.press ? `Verhandlung: ${f.press}.` : '',
      f.analysis ? `Engine auf dem Analysebrett: ${f.analysis}.` : '',
      f.requirements ? `Wer die anderen Plätze einnimmt, braucht ${f.requirements}.` : '',
      `Annehmen oder ablehnen: ${f.link}`,
    ],
  },
  'invitation-by-email': {
    subject: (f) => `${f.by} lädt Sie zu ${f.variant} auf Entente ein`,
    body: (f) => [
      'Hallo,',
      `${f.by} lädt Sie zu einer Partie ${f.variant} ein (Platz ${f.seat}), auf Entente, einem Server für Fernschach.`,
      f.press ? `Verhandlung: ${f.press}.` : '',
      f.analysis ? `Engine auf dem Analysebrett: ${f.analysis}.` : '',
      f.requirements ? `Wer die anderen Plätze einnimmt, braucht ${f.requirements}.` : '',
      `Legen Sie Ihr Konto mit dieser E-Mail-Adresse an: ${f.link}`,
      'Sobald Sie die Adresse bestätigt haben, wartet die Einladung bei Ihren Partien; nehmen Sie sie dort an oder lehnen Sie ab.',
    ],
  },
  challenge: CHALLENGE_TEMPLATES.de,
  'tournament-round': TOURNAMENT_ROUND_TEMPLATES.de,
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
      `in einer laufenden Partie ${f.variant} der Rangliste ${f.ladder} Ihres Klubs ${f.club} wird der Platz ${f.seat} (bisher ${f.from}) den Mitgliedern des Klubs und in der Lobby angeboten. ${f.to} spielt ihn, bis jemand ihn übernimmt; übernehmen Sie ihn, geht die Partie mit Ihnen weiter.`,
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
      f.since ? `${f.since}.` : '',
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
  takeback: {
    subject: (f) =>
      f.step === 'requested'
        ? `${f.by} bittet in ${f.variant} um eine Zugrücknahme`
        : f.step === 'declined'
          ? `${f.by} hat die Zugrücknahme in ${f.variant} abgelehnt`
          : `In Ihrer Partie ${f.variant} wurden Züge zurückgenommen`,
    body: (f) => [
      `Hallo ${f.name},`,
      f.step === 'requested'
        ? `${f.by} bittet darum, den letzten Zug in Ihrer Partie ${f.variant} zurückzunehmen. Die Züge werden nur zurückgenommen, wenn Sie zustimmen; stimmen Sie in der Partie zu oder lehnen Sie ab.`
        : f.step === 'declined'
          ? `${f.by} hat Ihre Bitte um eine Zugrücknahme in ${f.variant} abgelehnt. Die Züge bleiben, wie sie gespielt wurden.`
          : `alle Gefragten haben zugestimmt: Ihre Partie ${f.variant} steht wieder in der Stellung vor dem zurückgenommenen Zug.`,
      `Partie: ${f.link}`,
    ],
  },
  'edition-upgrade': {
    subject: (f) =>
      f.step === 'proposed'
        ? `${f.by} schlägt die Regelausgabe ${f.edition} für Ihre Partie ${f.variant} vor`
        : f.step === 'declined'
          ? `${f.by} hat die Regelausgabe ${f.edition} in ${f.variant} abgelehnt`
          : `Ihre Partie ${f.variant} wird jetzt nach der Regelausgabe ${f.edition} gespielt`,
    body: (f) => [
      `Hallo ${f.name},`,
      f.step === 'proposed'
        ? `in Ihrer laufenden Partie ${f.variant} schlägt ${f.by} vor, von der Regelausgabe ${f.previousEdition} zu ${f.edition} zu wechseln. Die Partie wechselt nur, wenn jeder Platz, der noch im Spiel ist, zustimmt; stimmen Sie in der Partie zu oder lehnen Sie ab.`
        : f.step === 'declined'
          ? `in Ihrer laufenden Partie ${f.variant} hat ${f.by} den Wechsel zur Regelausgabe ${f.edition} abgelehnt. Die Partie bleibt bei ${f.previousEdition}.`
          : `jeder Platz, der noch in Ihrer Partie ${f.variant} im Spiel ist, hat zugestimmt: Ab der nächsten Aktion wird die Partie nach der Regelausgabe ${f.edition} gespielt (bisher: ${f.previousEdition}). Die bisherigen Züge bleiben, wie sie gespielt wurden.`,
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
  moderation: {
    subject: (f) =>
      ({
        warn: 'Eine Verwarnung der Entente-Moderatoren',
        mute: 'Die Moderatoren haben Ihr Konto stummgeschaltet',
        suspend: 'Die Moderatoren haben Ihr Konto gesperrt',
        reinstate: 'Ihr Konto ist wieder uneingeschränkt',
        close: 'Die Moderatoren haben Ihr Konto geschlossen',
      })[f.action ?? ''] ?? 'Eine Nachricht der Entente-Moderatoren',
    body: (f) => [
      `Hallo ${f.name},`,
      {
        warn: 'die Moderatoren von Entente haben sich angesehen, wie Sie gespielt oder was Sie geschrieben haben, und bitten Sie, sich an die Hausregeln zu halten. Dies ist eine Verwarnung; sonst ändert sich nichts.',
        mute: `die Moderatoren von Entente haben Ihr Konto${f.until ? ` bis ${f.until}` : ''} stummgeschaltet: Bis dahin können Sie spielen, aber in keiner Partie Nachrichten schreiben.`,
        suspend: `die Moderatoren von Entente haben Ihr Konto${f.until ? ` bis ${f.until}` : ' bis auf Weiteres'} gesperrt: Bis dahin können Sie sich nicht anmelden. Ihre Plätze in laufenden Partien wurden aufgegeben, als hätten Sie sie verlassen.`,
        reinstate:
          'die Moderatoren von Entente haben die Einschränkungen Ihres Kontos aufgehoben: Sie können sich wieder anmelden und schreiben.',
        close:
          'die Moderatoren von Entente haben Ihr Konto endgültig geschlossen. Ihre Plätze in laufenden Partien wurden aufgegeben, als hätten Sie sie verlassen.',
      }[f.action ?? ''] ?? '',
      f.note ? `Ihre Worte an Sie:\n${f.note}` : '',
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

/** A game's entry limits (play/core/join-requirements.ts) in words, for invitations. */
export function requirementWords(
  lang: Language,
  r: { minReliability?: unknown; minRating?: unknown; maxRating?: unknown },
): string | undefined {
  const num = (x: unknown) => (typeof x === 'number' ? x : undefined);
  const [reliability, min, max] = [num(r.minReliability), num(r.minRating), num(r.maxRating)];
  const de = lang === 'de';
  const parts: string[] = [];
  if (reliability !== undefined)
    parts.push(
      de ? `eine Zuverlässigkeit von mindestens ${reliability} %` : `a reliability of at least ${reliability} %`,
    );
  if (min !== undefined && max !== undefined)
    parts.push(de ? `eine Wertung von ${min} bis ${max}` : `a rating from ${min} to ${max}`);
  else if (min !== undefined) parts.push(de ? `eine Wertung von mindestens ${min}` : `a rating of at least ${min}`);
  else if (max !== undefined) parts.push(de ? `eine Wertung von höchstens ${max}` : `a rating of at most ${max}`);
  return parts.length > 0 ? parts.join(de ? ' und ' : ' and ') : undefined;
}

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

/** A game's `analysis` option in words (play/core/analysis-option.ts), for invitations. */
export const ANALYSIS_WORDS: Record<Language, Record<string, string>> = {
  en: { allowed: 'allowed at any time', 'after-game': 'only after the game' },
  de: { allowed: 'jederzeit erlaubt', 'after-game': 'erst nach der Partie' },
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
