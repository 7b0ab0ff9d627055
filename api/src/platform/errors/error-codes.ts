import { errorSentence } from './error-sentences';

/**
 * The one table of stable error codes: each code's HTTP status and one sentence saying what it
 * means, in English and in German. Codes are part of the API contract: clients branch on `code`,
 * never on `title` or `detail`, so a code is never renamed or reused.
 *
 * - The problem body's `title` is the code's sentence (German when the request prefers German,
 *   `Accept-Language`); `detail` says what happened in this case.
 * - openapi.yaml lists, per operation, the codes it declares (`@ApiProblems(...)`) with these
 *   sentences; api/src/platform/errors/error-codes.spec.ts fails when a code thrown anywhere in api/src is
 *   missing here or lacks a sentence.
 *
 * A feature adds its codes here (one entry each, in its group) or, from its module file, with
 * `registerErrorCodes`. A DomainError whose code is in neither place is answered with 500.
 * These sentences describe the code for client authors (the problem's `title`, openapi.yaml);
 * the dashboard's words for players are error-sentences.ts, one per code here.
 */
export interface ErrorCodeEntry {
  readonly status: number;
  /** What the code means, as one English sentence (the problem's `title`). */
  readonly en: string;
  /** The same in German. */
  readonly de: string;
  /** Extension members every problem of this code carries (ProblemDto's optional fields). */
  readonly carries?: readonly string[];
}

type Table = Record<string, ErrorCodeEntry>;

const e = (status: number, en: string, de: string, carries?: readonly string[]): ErrorCodeEntry =>
  carries ? { status, en, de, carries } : { status, en, de };

const ERROR_CODES: Table = {
  // Generic HTTP-level codes, also used by the filter for framework exceptions.
  BAD_REQUEST: e(400, 'The request is malformed.', 'Die Anfrage ist fehlerhaft.'),
  VALIDATION_FAILED: e(
    400,
    'The request has invalid fields; `errors` lists each with its reasons.',
    'Die Anfrage hat ungültige Felder; `errors` nennt jedes mit seinen Gründen.',
    ['errors'],
  ),
  UNAUTHENTICATED: e(401, 'You are not signed in.', 'Sie sind nicht angemeldet.'),
  FORBIDDEN: e(403, 'You may not do this.', 'Das dürfen Sie nicht.'),
  NOT_FOUND: e(404, 'There is nothing at this address.', 'Unter dieser Adresse gibt es nichts.'),
  METHOD_NOT_ALLOWED: e(405, 'This address does not take this method.', 'Diese Adresse nimmt diese Methode nicht an.'),
  NOT_ACCEPTABLE: e(
    406,
    'The server cannot answer in a format the request accepts.',
    'Der Server kann in keinem Format antworten, das die Anfrage annimmt.',
  ),
  CONFLICT: e(409, 'The request conflicts with the current state.', 'Die Anfrage widerspricht dem aktuellen Stand.'),
  PAYLOAD_TOO_LARGE: e(413, 'The request body is too large.', 'Der Inhalt der Anfrage ist zu groß.'),
  UNSUPPORTED_MEDIA_TYPE: e(
    415,
    'The request body must be JSON (`Content-Type: application/json`).',
    'Der Inhalt der Anfrage muss JSON sein (`Content-Type: application/json`).',
  ),
  UNPROCESSABLE: e(422, 'The request cannot be carried out.', 'Die Anfrage kann nicht ausgeführt werden.'),
  RATE_LIMITED: e(
    429,
    'Too many requests; wait as long as `Retry-After` says.',
    'Zu viele Anfragen; warten Sie so lange, wie `Retry-After` angibt.',
  ),
  TOO_MANY_STREAMS: e(
    429,
    'You have too many event streams open (STREAMS_PER_USER); close one before opening another.',
    'Sie haben zu viele Ereignis-Streams offen (STREAMS_PER_USER); schließen Sie einen, bevor Sie einen weiteren öffnen.',
  ),
  INTERNAL_ERROR: e(500, 'An unexpected error occurred.', 'Ein unerwarteter Fehler ist aufgetreten.'),
  SERVICE_UNAVAILABLE: e(503, 'The service is unavailable.', 'Der Dienst ist nicht verfügbar.'),
  // Input no route can take (see input-text.ts), refused before any route sees it.
  INVALID_CHARACTERS: e(
    400,
    'The request contains characters that are not text (a NUL, a lone surrogate or a broken escape).',
    'Die Anfrage enthält Zeichen, die kein Text sind (ein NUL, ein einzelnes Surrogat oder ein kaputtes Escape).',
  ),
  JSON_TOO_DEEP: e(400, 'The request body is nested too deeply.', 'Der Inhalt der Anfrage ist zu tief verschachtelt.'),
  // A value the database cannot hold (out of its column's range, not of its type).
  VALUE_OUT_OF_RANGE: e(
    400,
    'A value in the request is out of range.',
    'Ein Wert in der Anfrage liegt außerhalb des erlaubten Bereichs.',
  ),
  DATABASE_UNAVAILABLE: e(503, 'The database does not answer.', 'Die Datenbank antwortet nicht.', [
    'version',
    'database',
  ]),
  // GET /health/ready: the instance should not be sent requests yet (or any more).
  NOT_READY: e(
    503,
    'This server instance is not ready to take requests.',
    'Diese Serverinstanz ist noch nicht bereit, Anfragen anzunehmen.',
    ['version', 'database', 'migrations', 'workers', 'listener'],
  ),

  // Signing in, accounts, tokens (auth, users, tokens).
  INVALID_CREDENTIALS: e(401, 'The login or the password is wrong.', 'Anmeldename oder Passwort sind falsch.'),
  MISSING_SCOPE: e(
    403,
    'The token lacks a scope this operation needs; `missingScopes` names them.',
    'Dem Token fehlt ein Geltungsbereich, den dieser Vorgang braucht; `missingScopes` nennt sie.',
    ['missingScopes'],
  ),
  CSRF_REJECTED: e(
    403,
    'A signed-in write from another site is refused.',
    'Ein angemeldeter Schreibzugriff von einer anderen Website wird abgelehnt.',
  ),
  INVALID_LINK: e(
    400,
    'The link is invalid, used or expired.',
    'Der Link ist ungültig, bereits benutzt oder abgelaufen.',
  ),
  USERNAME_TAKEN: e(409, 'This username is taken.', 'Dieser Benutzername ist vergeben.'),
  EMAIL_TAKEN: e(
    409,
    'An account with this email address exists.',
    'Ein Konto mit dieser E-Mail-Adresse existiert bereits.',
  ),
  EMAIL_ALREADY_VERIFIED: e(
    409,
    'This email address is already confirmed.',
    'Diese E-Mail-Adresse ist bereits bestätigt.',
  ),
  USER_NOT_FOUND: e(404, 'There is no such user.', 'Diesen Benutzer gibt es nicht.'),
  TOKEN_NOT_FOUND: e(404, 'You have no such token.', 'Sie haben kein solches Token.'),
  // Leaving (api/src/identity/auth/account-deletion.service.ts).
  PASSWORD_REQUIRED: e(
    400,
    'Confirm this with your password (`password`).',
    'Bestätigen Sie dies mit Ihrem Passwort (`password`).',
  ),
  WRONG_PASSWORD: e(
    403,
    'The password is wrong; nothing was changed.',
    'Das Passwort ist falsch; nichts wurde geändert.',
  ),
  FRESH_SIGN_IN_REQUIRED: e(
    403,
    'Sign in again, then do this within a few minutes.',
    'Melden Sie sich erneut an und tun Sie dies dann innerhalb weniger Minuten.',
  ),
  SESSION_NOT_FOUND: e(404, 'You have no such live session.', 'Sie haben keine solche aktive Sitzung.'),

  // OAuth (api/src/identity/oauth).
  OAUTH_INVALID_REQUEST: e(
    400,
    'The OAuth authorization request is invalid; `error` holds the RFC 6749 error code.',
    'Die OAuth-Autorisierungsanfrage ist ungültig; `error` enthält den Fehlercode nach RFC 6749.',
    ['error'],
  ),
  OAUTH_APP_NOT_FOUND: e(404, 'You have no such OAuth app.', 'Sie haben keine solche OAuth-Anwendung.'),
  OAUTH_AUTHORIZATION_NOT_FOUND: e(
    404,
    'You have authorised no such app.',
    'Sie haben keine solche Anwendung autorisiert.',
  ),
  OAUTH_APP_LIMIT: e(
    409,
    'You have registered as many OAuth apps as allowed.',
    'Sie haben so viele OAuth-Anwendungen registriert, wie erlaubt sind.',
  ),

  // Games: the lobby, play and audit (api/src/games) and the engine's codes (rules/core/result.ts).
  GAME_NOT_FOUND: e(404, 'There is no such game.', 'Diese Partie gibt es nicht.'),
  UNKNOWN_VARIANT: e(400, 'There is no such variant.', 'Diese Variante gibt es nicht.'),
  BAD_OPTIONS: e(
    400,
    'The variant options are unknown, wrong or not allowed together.',
    'Die Optionen der Variante sind unbekannt, falsch oder zusammen nicht erlaubt.',
  ),
  BAD_POSITION: e(400, 'The position cannot occur.', 'Diese Stellung kann nicht vorkommen.'),
  BAD_TIME_CONTROL: e(400, 'The time control is invalid.', 'Die Bedenkzeitregel ist ungültig.'),
  BAD_SEAT_REQUEST: e(
    400,
    'A seat request is invalid (both `me` and `invite`, or an invitation that is no username or email address).',
    'Eine Platzangabe ist ungültig (`me` und `invite` zugleich, oder eine Einladung, die kein Benutzername und keine E-Mail-Adresse ist).',
  ),
  UNKNOWN_SEAT: e(400, 'This variant has no such seat.', 'Diese Variante hat keinen solchen Platz.'),
  INVITEE_NOT_FOUND: e(
    400,
    'There is no user by that name to invite.',
    'Einen Benutzer dieses Namens, den man einladen könnte, gibt es nicht.',
  ),
  BAD_CURSOR: e(400, 'The page cursor is invalid.', 'Der Seitenzeiger ist ungültig.'),
  STALE_CURSOR: e(
    400,
    'The page cursor belongs to a former order of this list; start again from the first page.',
    'Der Seitenzeiger gehört zu einer früheren Reihenfolge dieser Liste; beginnen Sie wieder mit der ersten Seite.',
  ),
  BAD_IDEMPOTENCY_KEY: e(
    400,
    'The Idempotency-Key must be 1 to 200 visible ASCII characters.',
    'Der Idempotency-Key muss aus 1 bis 200 sichtbaren ASCII-Zeichen bestehen.',
  ),
  SEAT_REQUIRED: e(
    400,
    'You hold several seats here: name the one that acts (`seat`).',
    'Sie haben hier mehrere Plätze: Nennen Sie den, der handelt (`seat`).',
  ),
  NOT_A_PLAYER: e(403, 'You hold no seat in this game.', 'Sie haben keinen Platz in dieser Partie.'),
  NOT_YOUR_SEAT: e(403, 'You do not hold this seat.', 'Dieser Platz gehört Ihnen nicht.'),
  NOT_INVITED: e(403, 'You are not invited to this seat.', 'Sie sind zu diesem Platz nicht eingeladen.'),
  NOT_GAME_CREATOR: e(403, 'Only the game’s creator may do this.', 'Nur wer die Partie angelegt hat, darf das.'),
  EMAIL_NOT_VERIFIED: e(
    403,
    'Confirm your own email address first.',
    'Bestätigen Sie zuerst Ihre eigene E-Mail-Adresse.',
  ),
  SEAT_UNAVAILABLE: e(
    409,
    'The seat is taken or reserved for someone else.',
    'Der Platz ist besetzt oder für jemand anderen reserviert.',
  ),
  GAME_ALREADY_STARTED: e(409, 'The game has already started.', 'Die Partie hat bereits begonnen.'),
  NO_PENDING_INVITATION: e(
    409,
    'There is no pending invitation for you to this seat.',
    'Für Sie gibt es keine offene Einladung zu diesem Platz.',
  ),
  NO_SEAT_OFFER: e(
    409,
    'This seat is not offered to a substitute.',
    'Dieser Platz wird keinem Ersatzspieler angeboten.',
  ),
  VERSION_CONFLICT: e(
    409,
    'The game has changed since the version you sent; `game` is the game as it now is.',
    'Die Partie hat sich seit der gesendeten Version geändert; `game` ist die Partie, wie sie jetzt steht.',
    ['game'],
  ),
  NOT_YOUR_TURN: e(
    409,
    'It is not your turn; `game` is the game as it now is.',
    'Sie sind nicht am Zug; `game` ist die Partie, wie sie jetzt steht.',
    ['game'],
  ),
  GAME_NOT_STARTED: e(
    409,
    'The game has not started yet; the play operations add `game`, the game as it now is.',
    'Die Partie hat noch nicht begonnen; die Spielvorgänge fügen `game` hinzu, die Partie, wie sie jetzt steht.',
  ),
  GAME_OVER: e(
    409,
    'The game is over; the play operations add `game`, the game as it now is.',
    'Die Partie ist beendet; die Spielvorgänge fügen `game` hinzu, die Partie, wie sie jetzt steht.',
  ),
  ABORT_TOO_LATE: e(
    409,
    'A game can be aborted only before its first move; `game` is the game as it now is.',
    'Eine Partie kann nur vor ihrem ersten Zug abgebrochen werden; `game` ist die Partie, wie sie jetzt steht.',
    ['game'],
  ),
  // Rules editions (docs/rules/editions.md): a game's edition, and moving a running game on.
  UNKNOWN_EDITION: e(
    400,
    'The variant has no rules edition of this name (`GET /rules/editions` lists them).',
    'Die Variante hat keine Regelausgabe dieses Namens (`GET /rules/editions` nennt sie).',
  ),
  EDITION_NOT_NEWER: e(
    409,
    'A game can move on only to a newer edition of its rules than the one it is played in.',
    'Eine Partie kann nur zu einer neueren Ausgabe ihrer Regeln wechseln als der, nach der sie gespielt wird.',
  ),
  EDITION_UPGRADE_PENDING: e(
    409,
    'An edition upgrade is proposed already; it must be accepted or declined first.',
    'Ein Wechsel der Regelausgabe ist bereits vorgeschlagen; er muss erst angenommen oder abgelehnt werden.',
  ),
  NO_EDITION_UPGRADE: e(
    409,
    'No edition upgrade is proposed in this game.',
    'In dieser Partie ist kein Wechsel der Regelausgabe vorgeschlagen.',
  ),
  EDITION_UPGRADE_ANSWERED: e(
    409,
    'Your seats have accepted the proposed edition already.',
    'Ihre Plätze haben der vorgeschlagenen Regelausgabe bereits zugestimmt.',
  ),
  // Takebacks by consent (docs/takeback.md).
  TAKEBACK_NOT_ALLOWED: e(
    409,
    'Moves cannot be taken back in this game: it is a tournament game, or a computer that cannot consent plays a seat of this rated game.',
    'In dieser Partie können keine Züge zurückgenommen werden: Sie ist eine Turnierpartie, oder ein Computer, der nicht zustimmen kann, spielt einen Platz dieser gewerteten Partie.',
  ),
  TAKEBACK_PENDING: e(
    409,
    'A takeback is asked for already; it must be answered or withdrawn first.',
    'Eine Zugrücknahme ist bereits erbeten; sie muss erst beantwortet oder zurückgezogen werden.',
  ),
  NOTHING_TO_TAKE_BACK: e(
    409,
    'There is no move of yours that could be taken back.',
    'Es gibt keinen Zug von Ihnen, der zurückgenommen werden könnte.',
  ),
  NO_TAKEBACK: e(
    409,
    'Nobody asks to take back a move in this game now.',
    'In dieser Partie bittet gerade niemand um eine Zugrücknahme.',
  ),
  TAKEBACK_NOT_ASKED: e(
    409,
    'Your consent is not asked for this takeback; the one who asked may withdraw it.',
    'Ihre Zustimmung ist für diese Zugrücknahme nicht gefragt; wer sie erbeten hat, kann sie zurückziehen.',
  ),
  TAKEBACK_ANSWERED: e(
    409,
    'Your seats have accepted this takeback already.',
    'Ihre Plätze haben dieser Zugrücknahme bereits zugestimmt.',
  ),
  TAKEBACK_NOT_YOURS: e(
    409,
    'Only the player who asked for the takeback may withdraw it.',
    'Nur wer die Zugrücknahme erbeten hat, kann sie zurückziehen.',
  ),
  SEAT_OUT_OF_GAME: e(
    409,
    'Your seats are out of the game; only the seats still in it decide.',
    'Ihre Plätze sind aus dem Spiel; nur die Plätze, die noch im Spiel sind, entscheiden.',
  ),
  ONLY_CREATOR_MAY_ABORT: e(
    403,
    'Only the game’s creator may abort it; leave your seat instead (`leave` is the path to post to).',
    'Nur wer die Partie angelegt hat, darf sie abbrechen; verlassen Sie stattdessen Ihren Platz (`leave` ist der Pfad dafür).',
    ['leave'],
  ),
  PGN_UNAVAILABLE: e(
    409,
    'PGN exists for 007 games only; use the record export.',
    'PGN gibt es nur für 007-Partien; nutzen Sie den Export der Partieaufzeichnung.',
  ),
  SEAT_NOT_ALLOWED: e(
    422,
    'You may not hold this seat as well (007: one seat per player; coalition.md §15: at most two, never both great powers).',
    'Diesen Platz dürfen Sie nicht zusätzlich halten (007: ein Platz je Spieler; coalition.md §15: höchstens zwei, nie beide Großmächte).',
  ),
  IDEMPOTENCY_KEY_REUSED: e(
    422,
    'This Idempotency-Key was used for a different request.',
    'Dieser Idempotency-Key wurde für eine andere Anfrage verwendet.',
  ),
  TURN_INCOMPLETE: e(
    422,
    'Your turn is not over after these half-moves; `index` is how many were played.',
    'Ihr Zug ist nach diesen Halbzügen nicht zu Ende; `index` sagt, wie viele gespielt wurden.',
    ['index'],
  ),
  TURN_OVERRUN: e(
    422,
    'More half-moves were sent than the turn has; `index` is the first one too many.',
    'Es wurden mehr Halbzüge gesendet, als der Zug hat; `index` ist der erste zu viel.',
    ['index'],
  ),
  ILLEGAL_MOVE: e(
    422,
    'The rules do not permit this move now; `rule` names the rules section when one applies.',
    'Die Regeln erlauben diesen Zug jetzt nicht; `rule` nennt den Regelabschnitt, wenn es einen gibt.',
  ),
  BAD_NOTATION: e(
    422,
    'A move, square or position does not parse.',
    'Ein Zug, Feld oder eine Stellung ist nicht lesbar.',
  ),
  BAD_ACTION: e(
    422,
    'The action is unknown or lacks a field it needs.',
    'Die Aktion ist unbekannt oder ihr fehlt ein nötiges Feld.',
  ),
  BAD_ARRANGEMENT: e(
    422,
    'The arrangement breaks the set-up rules (coalition.md §3, §4).',
    'Die Aufstellung verletzt die Aufstellungsregeln (coalition.md §3, §4).',
  ),
  WRONG_PHASE: e(
    422,
    'This action does not exist in this phase of the game.',
    'Diese Aktion gibt es in dieser Phase der Partie nicht.',
  ),
  NO_DRAW_OFFER: e(422, 'No draw is on offer.', 'Es liegt kein Remisangebot vor.'),
  DRAW_NOT_CLAIMABLE: e(
    422,
    'No draw can be claimed now (neither repetition nor the move-count rule applies).',
    'Jetzt kann kein Remis beansprucht werden (weder Wiederholung noch Zugzahlregel greifen).',
  ),

  // Clubs (api/src/community/clubs).
  INVITATION_REQUIRED: e(403, 'This club admits by invitation only.', 'Dieser Verein nimmt nur auf Einladung auf.'),
  NOT_A_MEMBER: e(403, 'You are not a member of this club.', 'Sie sind kein Mitglied dieses Vereins.'),
  CLUB_INVITATION_NOT_FOUND: e(
    404,
    'You hold no invitation to this club.',
    'Sie haben keine Einladung in diesen Verein.',
  ),
  CLUB_ADMIN_REQUIRED: e(403, 'Only the club’s admins may do this.', 'Nur die Verwaltung des Vereins darf das.'),
  CLUB_OWNER_REQUIRED: e(403, 'Only the club’s owners may do this.', 'Nur die Eigentümer des Vereins dürfen das.'),
  CLUB_NOT_FOUND: e(404, 'There is no such club.', 'Diesen Verein gibt es nicht.'),
  MEMBER_NOT_FOUND: e(404, 'The club has no such member.', 'Der Verein hat kein solches Mitglied.'),
  CLUB_NAME_TAKEN: e(409, 'A club by this name exists.', 'Ein Verein dieses Namens existiert bereits.'),
  ALREADY_A_MEMBER: e(409, 'This user is already a member.', 'Dieser Benutzer ist bereits Mitglied.'),
  LAST_OWNER: e(409, 'A club must keep at least one owner.', 'Ein Verein muss mindestens einen Eigentümer behalten.'),

  // Ladders and ratings (api/src/ladders, api/src/community/ratings, api/src/community/alliances).
  BAD_POINTS_TABLE: e(
    400,
    'The points table has an unknown entry or a value outside 0 to 100.',
    'Die Punktetabelle hat einen unbekannten Eintrag oder einen Wert außerhalb von 0 bis 100.',
  ),
  BAD_SEASON: e(400, 'The season’s dates are invalid.', 'Die Daten der Saison sind ungültig.'),
  LADDER_SEATS_INCOMPLETE: e(
    400,
    'A ladder game needs every seat filled.',
    'Eine Ranglistenpartie braucht alle Plätze besetzt.',
  ),
  LADDER_OPTIONS_FIXED: e(
    400,
    'A ladder game is played with the ladder’s options.',
    'Eine Ranglistenpartie wird mit den Optionen der Rangliste gespielt.',
  ),
  LADDER_NOT_FOUND: e(404, 'There is no such ladder.', 'Diese Rangliste gibt es nicht.'),
  LADDER_GAME_NOT_FOUND: e(404, 'This ladder has no such game.', 'Diese Rangliste hat keine solche Partie.'),
  SEASON_NOT_FOUND: e(404, 'This ladder has no such season.', 'Diese Rangliste hat keine solche Saison.'),
  PLAYER_NOT_FOUND: e(404, 'There is no such player.', 'Diesen Spieler gibt es nicht.'),

  // Ratings, reliability and entry limits (api/src/community/ratings, community/reliability, play/reputation).
  UNKNOWN_RATING_ROLE: e(
    400,
    'There is no such rating role: Coalition Chess has all, great and small; 007 only all.',
    'Diese Wertungsrolle gibt es nicht: Koalitionsschach hat all, great und small, 007 nur all.',
  ),
  BAD_JOIN_REQUIREMENTS: e(
    400,
    'An entry limit is out of its range; `field` names it.',
    'Eine Zugangsbedingung liegt außerhalb ihres Bereichs; `field` nennt sie.',
    ['field'],
  ),
  RELIABILITY_TOO_LOW: e(
    403,
    'The game asks for a higher reliability than yours; `required` and `actual` say how much.',
    'Die Partie verlangt eine höhere Zuverlässigkeit als Ihre; `required` und `actual` nennen die Werte.',
    ['requirement', 'required', 'actual'],
  ),
  RATING_TOO_LOW: e(
    403,
    'The game asks for a higher rating than yours; `required` and `actual` say how much.',
    'Die Partie verlangt eine höhere Wertungszahl als Ihre; `required` und `actual` nennen die Werte.',
    ['requirement', 'required', 'actual'],
  ),
  RATING_TOO_HIGH: e(
    403,
    'The game asks for a lower rating than yours; `required` and `actual` say how much.',
    'Die Partie verlangt eine niedrigere Wertungszahl als Ihre; `required` und `actual` nennen die Werte.',
    ['requirement', 'required', 'actual'],
  ),
  NOT_A_CLUB_MEMBER: e(
    422,
    'Every player of a ladder game must be a member of the club.',
    'Alle Spieler einer Ranglistenpartie müssen Mitglied des Vereins sein.',
  ),
  CHALLENGER_MUST_PLAY: e(
    422,
    'Whoever starts a ladder game must play in it.',
    'Wer eine Ranglistenpartie beginnt, muss in ihr spielen.',
  ),
  STRAWMEN_NOT_ALLOWED: e(
    422,
    'A ladder game has one player per seat (no strawmen).',
    'Eine Ranglistenpartie hat einen Spieler je Platz (keine Strohmänner).',
  ),
  LADDER_NAME_TAKEN: e(
    409,
    'The club has a ladder by this name.',
    'Der Verein hat bereits eine Rangliste dieses Namens.',
  ),
  POINTS_TABLE_LOCKED: e(
    409,
    'The points table and rating are fixed once the ladder has a game.',
    'Punktetabelle und Wertung stehen fest, sobald die Rangliste eine Partie hat.',
  ),
  SEASON_OVERLAP: e(409, 'The season overlaps another.', 'Die Saison überschneidet sich mit einer anderen.'),
  NO_CURRENT_SEASON: e(409, 'The ladder has no season running now.', 'Die Rangliste hat gerade keine laufende Saison.'),
  GAME_ALREADY_ANNULLED: e(409, 'This game is already annulled.', 'Diese Partie ist bereits annulliert.'),
  GAME_NOT_COUNTED: e(409, 'Only a counted game can be annulled.', 'Nur eine gewertete Partie kann annulliert werden.'),

  // Tournaments (api/src/community/tournaments).
  TOURNAMENT_NOT_FOUND: e(404, 'There is no such tournament.', 'Dieses Turnier gibt es nicht.'),
  TOURNAMENT_NAME_TAKEN: e(
    409,
    'The club has a tournament by this name.',
    'Der Verein hat bereits ein Turnier dieses Namens.',
  ),
  FORMAT_NOT_FOR_VARIANT: e(
    422,
    'This format is not played in this variant.',
    'Dieses Format wird in dieser Variante nicht gespielt.',
  ),
  BAD_TOURNAMENT: e(
    400,
    'The tournament’s settings are invalid; `detail` says which.',
    'Die Einstellungen des Turniers sind ungültig; `detail` sagt, welche.',
  ),
  TOURNAMENT_STARTED: e(
    409,
    'The tournament has started: entries and settings are closed.',
    'Das Turnier hat begonnen: Meldungen und Einstellungen sind geschlossen.',
  ),
  TOURNAMENT_NOT_RUNNING: e(409, 'The tournament is not running.', 'Das Turnier läuft nicht.'),
  ENTRIES_CLOSED: e(409, 'Entries to this tournament are closed.', 'Meldungen zu diesem Turnier sind geschlossen.'),
  ALREADY_ENTERED: e(
    409,
    'This player has entered the tournament already.',
    'Dieser Spieler ist bereits für das Turnier gemeldet.',
  ),
  NOT_ENTERED: e(
    404,
    'This player has no entry in the tournament.',
    'Dieser Spieler ist nicht für das Turnier gemeldet.',
  ),
  TOURNAMENT_FULL: e(
    409,
    'The tournament has as many entrants as it allows.',
    'Das Turnier hat so viele Teilnehmer, wie es zulässt.',
  ),
  INVITATION_ONLY: e(
    403,
    'Only the club’s admins enter players in this tournament.',
    'Nur die Verwaltung des Vereins meldet Spieler für dieses Turnier.',
  ),
  BOTS_NOT_ALLOWED: e(403, 'This tournament takes no bot accounts.', 'Dieses Turnier nimmt keine Bot-Konten auf.'),
  TOO_FEW_ENTRANTS: e(
    409,
    'The tournament has fewer entrants than it needs; `minimum` says how many.',
    'Das Turnier hat weniger Teilnehmer, als es braucht; `minimum` sagt, wie viele.',
    ['minimum'],
  ),
  ROUND_NOT_FOUND: e(404, 'The tournament has no such round (yet).', 'Das Turnier hat (noch) keine solche Runde.'),

  // Notifications (api/src/delivery/notifications).
  BAD_TIME_ZONE: e(400, 'There is no such time zone.', 'Diese Zeitzone gibt es nicht.'),
  UNKNOWN_NOTIFICATION_KIND: e(400, 'There is no such notification kind.', 'Diese Art Benachrichtigung gibt es nicht.'),
  BAD_DELIVERY_MODE: e(
    400,
    'This kind of notification cannot be delivered that way.',
    'Diese Art Benachrichtigung kann nicht so zugestellt werden.',
  ),
  QUIET_HOURS_EMPTY: e(
    400,
    'Quiet hours must start and end at different times.',
    'Ruhezeiten müssen zu verschiedenen Zeiten beginnen und enden.',
  ),
  NOTIFICATION_NOT_FOUND: e(404, 'You have no such notification.', 'Sie haben keine solche Benachrichtigung.'),
  INVALID_UNSUBSCRIBE_LINK: e(400, 'The unsubscribe link is invalid.', 'Der Abbestell-Link ist ungültig.'),

  // Vacation (api/src/play/vacation).
  BAD_VACATION: e(400, 'The vacation’s dates are invalid.', 'Die Daten des Urlaubs sind ungültig.'),
  VACATION_IN_PAST: e(422, 'A vacation starts today at the earliest.', 'Ein Urlaub beginnt frühestens heute.'),
  VACATION_ALLOWANCE_EXCEEDED: e(
    422,
    'The vacation exceeds the days left in a year; `year` names it, `left` says how many are left.',
    'Der Urlaub übersteigt die übrigen Tage eines Jahres; `year` nennt es, `left` sagt, wie viele übrig sind.',
    ['year', 'left'],
  ),
  VACATION_OVERLAP: e(
    409,
    'The vacation overlaps another; `vacationId` names it.',
    'Der Urlaub überschneidet sich mit einem anderen; `vacationId` nennt ihn.',
    ['vacationId'],
  ),
  VACATION_NOT_FOUND: e(404, 'You have no such vacation.', 'Sie haben keinen solchen Urlaub.'),
  VACATION_PAST: e(409, 'That vacation is over.', 'Dieser Urlaub ist vorbei.'),

  // Webhooks (api/src/delivery/webhooks).
  WEBHOOK_URL_INVALID: e(
    400,
    'The webhook URL is not an http(s) URL without credentials.',
    'Die Webhook-URL ist keine http(s)-URL ohne Zugangsdaten.',
  ),
  WEBHOOK_URL_PRIVATE: e(
    422,
    'Webhooks to private, loopback or link-local addresses are refused.',
    'Webhooks an private, Loopback- oder Link-Local-Adressen werden abgelehnt.',
  ),
  WEBHOOK_LIMIT: e(409, 'You have as many webhooks as allowed.', 'Sie haben so viele Webhooks, wie erlaubt sind.'),
  WEBHOOK_NOT_FOUND: e(404, 'You have no such webhook.', 'Sie haben keinen solchen Webhook.'),
  PUSH_SUBSCRIPTION_INVALID: e(
    400,
    'The push subscription is not one a browser makes: an https endpoint with a P-256 key and a 16-byte auth secret.',
    'Das Push-Abonnement ist keines, wie es ein Browser anlegt: ein https-Endpunkt mit P-256-Schlüssel und 16-Byte-Auth-Geheimnis.',
  ),
  PUSH_ENDPOINT_PRIVATE: e(
    422,
    'Push endpoints at private, loopback or link-local addresses are refused.',
    'Push-Endpunkte an privaten, Loopback- oder Link-Local-Adressen werden abgelehnt.',
  ),
  PUSH_SUBSCRIPTION_LIMIT: e(
    409,
    'You have as many devices subscribed to pushes as allowed.',
    'Sie haben so viele Geräte für Push-Nachrichten angemeldet, wie erlaubt sind.',
  ),
  PUSH_SUBSCRIPTION_NOT_FOUND: e(404, 'You have no such push subscription.', 'Sie haben kein solches Push-Abonnement.'),

  // Safety: an account's standing, blocks, reports and moderation (docs/safety.md).
  ACCOUNT_SUSPENDED: e(
    403,
    'This account is suspended by a moderator; `until` says until when (none: until further notice).',
    'Dieses Konto ist von einem Moderator gesperrt; `until` sagt, bis wann (fehlt es: bis auf Weiteres).',
  ),
  ACCOUNT_CLOSED: e(
    403,
    'This account was closed by a moderator.',
    'Dieses Konto wurde von einem Moderator geschlossen.',
  ),
  ACCOUNT_MUTED: e(
    403,
    'A moderator muted this account: it writes no messages until `until`.',
    'Ein Moderator hat dieses Konto stummgeschaltet: Es schreibt bis `until` keine Nachrichten.',
    ['until'],
  ),
  NOT_A_MODERATOR: e(403, 'Only moderators may do this.', 'Das dürfen nur Moderatoren.'),
  CANNOT_BLOCK_YOURSELF: e(400, 'You cannot block yourself.', 'Sich selbst können Sie nicht blockieren.'),
  BLOCK_LIMIT: e(
    409,
    'You have blocked as many people as allowed; unblock someone first.',
    'Sie haben so viele Personen blockiert, wie erlaubt ist; heben Sie zuerst eine Blockierung auf.',
  ),
  PLAYER_UNAVAILABLE: e(403, 'This is not possible with this player.', 'Das ist mit diesem Spieler nicht möglich.'),
  BLOCKED_PLAYER_SEATED: e(
    409,
    'A player you blocked holds a seat of this game; join with `confirmBlocked: true` to sit with them anyway.',
    'Ein Spieler, den Sie blockiert haben, hat einen Platz in dieser Partie; treten Sie mit `confirmBlocked: true` bei, um trotzdem mitzuspielen.',
  ),
  CANNOT_REPORT_YOURSELF: e(400, 'You cannot report yourself.', 'Sich selbst können Sie nicht melden.'),
  REPORT_SUBJECT_NOT_FOUND: e(
    404,
    'There is no such item to report, or you cannot see it.',
    'Es gibt keinen solchen Inhalt zu melden, oder Sie können ihn nicht sehen.',
  ),
  ALREADY_REPORTED: e(
    409,
    'You have reported this already; the moderators have not decided on it yet.',
    'Sie haben das bereits gemeldet; die Moderatoren haben noch nicht darüber entschieden.',
  ),
  REPORT_RATE_LIMITED: e(
    429,
    'Too many reports in a short time; wait as long as `Retry-After` says.',
    'Zu viele Meldungen in kurzer Zeit; warten Sie so lange, wie `Retry-After` angibt.',
    ['retryAfter'],
  ),
  REPORT_NOT_FOUND: e(404, 'There is no such report.', 'Es gibt keine solche Meldung.'),
  REPORT_CLOSED: e(
    409,
    'This report is closed already; it takes no such action any more.',
    'Diese Meldung ist bereits abgeschlossen; sie nimmt keine solche Maßnahme mehr an.',
  ),
  ACTION_NOT_APPLICABLE: e(
    400,
    'This action does not apply to what the report is about.',
    'Diese Maßnahme passt nicht zu dem, worum es in der Meldung geht.',
  ),
  CANNOT_MODERATE_YOURSELF: e(
    403,
    'A moderator does not decide on a report about themselves.',
    'Über eine Meldung, die sie selbst betrifft, entscheiden Moderatoren nicht.',
  ),
  NOTHING_TO_ANNUL: e(
    409,
    'This game ended without a result; there is nothing to annul.',
    'Diese Partie endete ohne Ergebnis; es gibt nichts zu annullieren.',
  ),
};

/**
 * Adds a module's codes to the table. A code already there must keep its status (two modules
 * may share one, e.g. BAD_CURSOR); its sentences stay the first ones. A bare status takes its
 * sentences from the dashboard's list (error-sentences.ts).
 */
export function registerErrorCodes(codes: Record<string, ErrorCodeEntry | number>): void {
  for (const [code, given] of Object.entries(codes)) {
    const entry: ErrorCodeEntry =
      typeof given === 'number'
        ? { status: given, en: errorSentence(code, 'en') ?? code, de: errorSentence(code, 'de') ?? code }
        : given;
    const existing = ERROR_CODES[code];
    if (existing !== undefined && existing.status !== entry.status) {
      throw new Error(`Error code ${code} is already mapped to ${existing.status}, cannot map it to ${entry.status}`);
    }
    if (!existing) ERROR_CODES[code] = entry;
  }
}

export function errorCode(code: string): ErrorCodeEntry | undefined {
  return Object.prototype.hasOwnProperty.call(ERROR_CODES, code) ? ERROR_CODES[code] : undefined;
}

export function statusForCode(code: string): number | undefined {
  return errorCode(code)?.status;
}

/** Every code of the table (error-sentences.spec.ts holds the dashboard's words to it). */
export function knownErrorCodes(): string[] {
  return Object.keys(ERROR_CODES);
}

/** Every code with its entry (the OpenAPI document and the tests read them). */
export function allErrorCodes(): Readonly<Table> {
  return ERROR_CODES;
}

/** The code used for a bare HTTP status (framework exceptions without a code of their own). */
export function codeForStatus(status: number): string {
  const generic: Record<number, string> = {
    400: 'BAD_REQUEST',
    401: 'UNAUTHENTICATED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    405: 'METHOD_NOT_ALLOWED',
    406: 'NOT_ACCEPTABLE',
    409: 'CONFLICT',
    413: 'PAYLOAD_TOO_LARGE',
    415: 'UNSUPPORTED_MEDIA_TYPE',
    422: 'UNPROCESSABLE',
    429: 'RATE_LIMITED',
    503: 'SERVICE_UNAVAILABLE',
  };
  return generic[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
}
