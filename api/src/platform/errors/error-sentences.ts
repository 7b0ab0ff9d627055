import type { Language } from '../i18n/language';

/**
 * A sentence per error code in English and German, for people rather than programs: what the
 * dashboard (or any client) shows instead of the code. `detail` in the problem body stays the
 * specific English text of the one case, written for developers; these are the general sentence
 * of the code. This is the one list: the dashboard reads it (web/lib/i18n/problem-text.ts), and
 * the German speaks to the player with "du", as the dashboard does.
 *
 * Every code the API can send has one: error-sentences.spec.ts loads every module, reads the
 * registry (error-codes.ts and each module's registerErrorCodes) and fails for a code without
 * both sentences. A new code: add one entry, in both languages.
 */
export const ERROR_SENTENCES: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  // Generic HTTP-level answers.
  BAD_REQUEST: {
    en: 'The server could not make sense of this request.',
    de: 'Der Server konnte mit dieser Anfrage nichts anfangen.',
  },
  VALIDATION_FAILED: {
    en: 'Some of the fields are not filled in as they must be.',
    de: 'Einige Felder sind nicht so ausgefüllt, wie sie sein müssen.',
  },
  UNAUTHENTICATED: { en: 'You are not signed in.', de: 'Du bist nicht angemeldet.' },
  FORBIDDEN: { en: 'You may not do this.', de: 'Das darfst du nicht.' },
  NOT_FOUND: { en: 'There is nothing at this address.', de: 'Unter dieser Adresse gibt es nichts.' },
  METHOD_NOT_ALLOWED: {
    en: 'The server does not accept this kind of request here.',
    de: 'Der Server nimmt diese Art von Anfrage hier nicht an.',
  },
  NOT_ACCEPTABLE: {
    en: 'The server cannot answer in the format asked for.',
    de: 'Der Server kann nicht im gewünschten Format antworten.',
  },
  CONFLICT: {
    en: 'This clashes with something that changed meanwhile.',
    de: 'Das kollidiert mit einer Änderung, die inzwischen passiert ist.',
  },
  PAYLOAD_TOO_LARGE: { en: 'What you sent is too large.', de: 'Was du geschickt hast, ist zu groß.' },
  UNSUPPORTED_MEDIA_TYPE: {
    en: 'The server does not accept data in this format.',
    de: 'Der Server nimmt Daten in diesem Format nicht an.',
  },
  UNPROCESSABLE: {
    en: 'The server understood the request but cannot carry it out.',
    de: 'Der Server hat die Anfrage verstanden, kann sie aber nicht ausführen.',
  },
  RATE_LIMITED: {
    en: 'Too many attempts in a short time. Wait a minute and try again.',
    de: 'Zu viele Versuche in kurzer Zeit. Warte eine Minute und versuche es dann noch einmal.',
  },
  INTERNAL_ERROR: {
    en: 'The server ran into a fault of its own. Nothing was changed; please try again later.',
    de: 'Der Server hat einen eigenen Fehler. Es wurde nichts geändert; versuche es bitte später noch einmal.',
  },
  SERVICE_UNAVAILABLE: {
    en: 'The server is not available at the moment. Try again shortly.',
    de: 'Der Server ist gerade nicht erreichbar. Versuche es gleich noch einmal.',
  },
  DATABASE_UNAVAILABLE: {
    en: 'The server cannot reach its database at the moment. Nothing was changed; try again shortly.',
    de: 'Der Server erreicht seine Datenbank gerade nicht. Es wurde nichts geändert; versuche es gleich noch einmal.',
  },
  NOT_READY: {
    en: 'This server is still starting or cannot reach all it needs. Try again shortly.',
    de: 'Dieser Server startet noch oder erreicht nicht alles, was er braucht. Versuche es gleich noch einmal.',
  },
  // Input no route can take (input-text.ts), and values the database cannot hold.
  INVALID_CHARACTERS: {
    en: 'The request contains characters that are not text (a NUL, a lone surrogate or a broken escape).',
    de: 'Die Anfrage enthält Zeichen, die kein Text sind (ein NUL, ein einzelnes Surrogat oder ein kaputtes Escape).',
  },
  JSON_TOO_DEEP: {
    en: 'The request body is nested too deeply.',
    de: 'Der Inhalt der Anfrage ist zu tief verschachtelt.',
  },
  VALUE_OUT_OF_RANGE: {
    en: 'A value in the request is out of range.',
    de: 'Ein Wert in der Anfrage liegt außerhalb des erlaubten Bereichs.',
  },

  // Accounts and sign-in.
  INVALID_CREDENTIALS: {
    en: 'The username or email and the password do not match an account.',
    de: 'Benutzername oder E-Mail und Passwort passen zu keinem Konto.',
  },
  MISSING_SCOPE: {
    en: 'The token used here does not have the permission this needs.',
    de: 'Das hier verwendete Token hat nicht die nötige Berechtigung.',
  },
  CSRF_REJECTED: {
    en: 'This request came from another website and was refused, to protect your account.',
    de: 'Diese Anfrage kam von einer anderen Website und wurde zum Schutz deines Kontos abgelehnt.',
  },
  INVALID_LINK: {
    en: 'This link is invalid, has expired or was used already. Ask for a new one.',
    de: 'Dieser Link ist ungültig, abgelaufen oder schon benutzt. Fordere einen neuen an.',
  },
  USERNAME_TAKEN: {
    en: 'This username is taken. Choose another one.',
    de: 'Dieser Benutzername ist vergeben. Wähle einen anderen.',
  },
  EMAIL_TAKEN: {
    en: 'There is already an account with this email address. Sign in, or reset its password.',
    de: 'Mit dieser E-Mail-Adresse gibt es schon ein Konto. Melde dich an oder setze sein Passwort zurück.',
  },
  EMAIL_ALREADY_VERIFIED: {
    en: 'Your email address is confirmed already.',
    de: 'Deine E-Mail-Adresse ist schon bestätigt.',
  },
  EMAIL_NOT_VERIFIED: {
    en: 'Confirm your email address first: follow the link we emailed you.',
    de: 'Bestätige zuerst deine E-Mail-Adresse: Folge dem Link, den wir dir geschickt haben.',
  },
  USER_NOT_FOUND: { en: 'There is no such user.', de: 'Diesen Benutzer gibt es nicht.' },
  PLAYER_NOT_FOUND: { en: 'There is no such player.', de: 'Diesen Spieler gibt es nicht.' },
  UNKNOWN_RATING_ROLE: {
    en: 'There is no such ranking: Coalition Chess has all seats, great powers and small powers.',
    de: 'Diese Rangliste gibt es nicht: Koalitionsschach hat alle Plätze, Großmächte und Kleinmächte.',
  },
  BAD_JOIN_REQUIREMENTS: {
    en: 'An entry limit is out of range: reliability from 0 to 100, the lowest rating not above the highest.',
    de: 'Eine Zugangsbedingung liegt außerhalb des Bereichs: Zuverlässigkeit von 0 bis 100, die kleinste Wertung nicht über der größten.',
  },
  RELIABILITY_TOO_LOW: {
    en: 'This game asks for a higher reliability than yours.',
    de: 'Diese Partie verlangt eine höhere Zuverlässigkeit als deine.',
  },
  RATING_TOO_LOW: {
    en: 'This game asks for a higher rating than yours.',
    de: 'Diese Partie verlangt eine höhere Wertungszahl als deine.',
  },
  RATING_TOO_HIGH: {
    en: 'This game is for players with a lower rating than yours.',
    de: 'Diese Partie ist für Spieler mit einer niedrigeren Wertungszahl als deiner.',
  },
  TOKEN_NOT_FOUND: {
    en: 'This API token does not exist (any more).',
    de: 'Dieses API-Token gibt es nicht (mehr).',
  },
  PASSWORD_REQUIRED: {
    en: 'Enter your password to confirm.',
    de: 'Gib zur Bestätigung dein Passwort ein.',
  },
  WRONG_PASSWORD: {
    en: 'That is not your password. Nothing was changed.',
    de: 'Das ist nicht dein Passwort. Es wurde nichts geändert.',
  },
  FRESH_SIGN_IN_REQUIRED: {
    en: 'Please sign in again, then try once more within ten minutes.',
    de: 'Bitte melde dich erneut an und versuche es dann innerhalb von zehn Minuten noch einmal.',
  },
  SESSION_NOT_FOUND: {
    en: 'This session has already ended.',
    de: 'Diese Sitzung ist bereits beendet.',
  },

  // OAuth apps.
  OAUTH_INVALID_REQUEST: {
    en: 'The app sent an authorisation request that cannot be answered.',
    de: 'Die App hat eine Autorisierungsanfrage geschickt, die sich nicht beantworten lässt.',
  },
  OAUTH_APP_NOT_FOUND: {
    en: 'You have no app registered under this name.',
    de: 'Unter diesem Namen hast du keine App registriert.',
  },
  OAUTH_AUTHORIZATION_NOT_FOUND: {
    en: 'This app has no access to your account.',
    de: 'Diese App hat keinen Zugriff auf dein Konto.',
  },
  OAUTH_APP_LIMIT: {
    en: 'You have registered as many apps as an account may. Delete one first.',
    de: 'Du hast so viele Apps registriert, wie ein Konto darf. Lösche zuerst eine.',
  },

  // Games: creating, seats, invitations.
  GAME_NOT_FOUND: {
    en: 'This game does not exist, or you may not see it.',
    de: 'Diese Partie gibt es nicht, oder du darfst sie nicht sehen.',
  },
  UNKNOWN_VARIANT: {
    en: 'The server does not offer this variant.',
    de: 'Diese Variante bietet der Server nicht an.',
  },
  BAD_OPTIONS: {
    en: 'These game options cannot be combined, or one of them has a wrong value.',
    de: 'Diese Spieloptionen lassen sich nicht kombinieren, oder eine hat einen falschen Wert.',
  },
  BAD_POSITION: {
    en: 'This position cannot occur in the game.',
    de: 'Diese Stellung kann in der Partie nicht vorkommen.',
  },
  BAD_TIME_CONTROL: {
    en: 'The time control is not valid: check the numbers of days.',
    de: 'Die Bedenkzeit ist ungültig: Prüfe die Zahl der Tage.',
  },
  BAD_SEAT_REQUEST: {
    en: 'A seat is filled in wrongly: take it yourself, leave it open, or invite one person by username or email.',
    de: 'Ein Platz ist falsch ausgefüllt: Nimm ihn selbst, lass ihn offen oder lade eine Person per Benutzername oder E-Mail ein.',
  },
  UNKNOWN_SEAT: {
    en: 'This seat does not exist in this game, or it is named twice.',
    de: 'Diesen Platz gibt es in dieser Partie nicht, oder er ist doppelt genannt.',
  },
  INVITEE_NOT_FOUND: {
    en: 'There is no user of that name to invite. Check the spelling, or invite by email.',
    de: 'Einen Benutzer dieses Namens gibt es nicht. Prüfe die Schreibweise oder lade per E-Mail ein.',
  },
  BAD_CURSOR: {
    en: 'This list cannot be continued from here. Reload the page.',
    de: 'Diese Liste lässt sich hier nicht fortsetzen. Lade die Seite neu.',
  },
  STALE_CURSOR: {
    en: 'This list is now in a different order. Reload the page.',
    de: 'Diese Liste hat jetzt eine andere Reihenfolge. Lade die Seite neu.',
  },
  BAD_IDEMPOTENCY_KEY: {
    en: 'The request carried a malformed repeat-protection key.',
    de: 'Die Anfrage trug einen fehlerhaften Schlüssel gegen doppeltes Senden.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    en: 'This request was sent before with different content; nothing was changed.',
    de: 'Diese Anfrage wurde schon einmal mit anderem Inhalt gesendet; es wurde nichts geändert.',
  },
  SEAT_REQUIRED: {
    en: 'You hold several seats in this game: choose the one that acts.',
    de: 'Du hast in dieser Partie mehrere Plätze: Wähle den, der handelt.',
  },
  NOT_A_PLAYER: {
    en: 'You do not play in this game.',
    de: 'Du spielst in dieser Partie nicht mit.',
  },
  NOT_YOUR_SEAT: {
    en: 'This seat is not yours.',
    de: 'Dieser Platz gehört nicht dir.',
  },
  NOT_INVITED: {
    en: 'You have no invitation to this seat.',
    de: 'Für diesen Platz hast du keine Einladung.',
  },
  NOT_GAME_CREATOR: {
    en: 'Only the player who created the game may do this.',
    de: 'Das darf nur, wer die Partie angelegt hat.',
  },
  SEAT_UNAVAILABLE: {
    en: 'This seat has been taken meanwhile.',
    de: 'Dieser Platz ist inzwischen vergeben.',
  },
  GAME_ALREADY_STARTED: {
    en: 'The game has started: its seats can no longer change.',
    de: 'Die Partie hat begonnen: Ihre Plätze lassen sich nicht mehr ändern.',
  },
  NO_PENDING_INVITATION: {
    en: 'This invitation has been answered or withdrawn already.',
    de: 'Diese Einladung ist schon beantwortet oder zurückgezogen.',
  },
  SEAT_NOT_ALLOWED: {
    en: 'You may not take this seat as well: in 007 Chess one seat per player, in Coalition Chess at most two, never both great powers.',
    de: 'Diesen Platz darfst du nicht zusätzlich nehmen: Im 007-Schach ein Platz pro Person, im Koalitionsschach höchstens zwei, nie beide Großmächte.',
  },

  // Playing.
  VERSION_CONFLICT: {
    en: 'The game moved on while you were choosing; your move was not sent.',
    de: 'Die Partie ist weitergegangen, während du überlegt hast; dein Zug wurde nicht gesendet.',
  },
  NOT_YOUR_TURN: {
    en: 'It is not your turn.',
    de: 'Du bist nicht am Zug.',
  },
  ILLEGAL_MOVE: {
    en: 'This move is not allowed here.',
    de: 'Dieser Zug ist hier nicht erlaubt.',
  },
  BAD_NOTATION: {
    en: 'This move is not written in a form the server understands (e.g. e2e4, or Nf3).',
    de: 'Dieser Zug ist nicht in einer Form geschrieben, die der Server versteht (z. B. e2e4 oder Sf3).',
  },
  BAD_ACTION: {
    en: 'This action is incomplete or unknown.',
    de: 'Diese Aktion ist unvollständig oder unbekannt.',
  },
  BAD_ARRANGEMENT: {
    en: 'This arrangement breaks the set-up rules: every piece on its own square of your area, the cyclist on its colour.',
    de: 'Diese Aufstellung verletzt die Aufstellungsregeln: jede Figur auf einem eigenen Feld deines Bereichs, der Radfahrer auf seiner Farbe.',
  },
  WRONG_PHASE: {
    en: 'This is not possible at this stage of the game.',
    de: 'Das ist in diesem Abschnitt der Partie nicht möglich.',
  },
  NO_DRAW_OFFER: {
    en: 'There is no draw offer to answer.',
    de: 'Es gibt kein Remisangebot zu beantworten.',
  },
  DRAW_NOT_CLAIMABLE: {
    en: 'A draw cannot be claimed now: there is no repetition and the move limit is not reached.',
    de: 'Remis kann jetzt nicht beansprucht werden: Es gibt keine Wiederholung, und die Zuggrenze ist nicht erreicht.',
  },
  TURN_INCOMPLETE: {
    en: 'The turn is not complete: make all of its half-moves, then submit.',
    de: 'Der Zug ist nicht vollständig: Mache alle seine Halbzüge und sende dann ab.',
  },
  TURN_OVERRUN: {
    en: 'You sent more half-moves than the turn has.',
    de: 'Du hast mehr Halbzüge gesendet, als der Zug hat.',
  },
  GAME_NOT_STARTED: {
    en: 'The game has not started yet: it is waiting for players.',
    de: 'Die Partie hat noch nicht begonnen: Sie wartet auf Mitspieler.',
  },
  GAME_OVER: { en: 'The game is over.', de: 'Die Partie ist beendet.' },
  UNKNOWN_EDITION: {
    en: 'There is no such edition of the rules for this game.',
    de: 'Diese Ausgabe der Regeln gibt es für diese Partie nicht.',
  },
  EDITION_NOT_NEWER: {
    en: 'The game can only move on to a newer edition of its rules.',
    de: 'Die Partie kann nur zu einer neueren Ausgabe ihrer Regeln wechseln.',
  },
  EDITION_UPGRADE_PENDING: {
    en: 'A new edition of the rules is proposed already; answer that proposal first.',
    de: 'Eine neue Ausgabe der Regeln ist schon vorgeschlagen; beantworte zuerst diesen Vorschlag.',
  },
  NO_EDITION_UPGRADE: {
    en: 'Nobody has proposed a new edition of the rules in this game.',
    de: 'In dieser Partie hat niemand eine neue Ausgabe der Regeln vorgeschlagen.',
  },
  EDITION_UPGRADE_ANSWERED: {
    en: 'You have accepted the new edition already.',
    de: 'Du hast der neuen Ausgabe schon zugestimmt.',
  },
  TAKEBACK_NOT_ALLOWED: {
    en: 'Moves cannot be taken back in this game (a tournament game, or a rated game with a computer).',
    de: 'In dieser Partie können keine Züge zurückgenommen werden (Turnierpartie oder gewertete Partie mit Computer).',
  },
  TAKEBACK_PENDING: {
    en: 'Someone has asked to take back already; that request must be answered first.',
    de: 'Es wurde schon um eine Rücknahme gebeten; diese Bitte muss erst beantwortet werden.',
  },
  NOTHING_TO_TAKE_BACK: {
    en: 'You have no move that could be taken back.',
    de: 'Du hast keinen Zug, der zurückgenommen werden könnte.',
  },
  NO_TAKEBACK: {
    en: 'Nobody is asking to take back a move now.',
    de: 'Gerade bittet niemand darum, einen Zug zurückzunehmen.',
  },
  TAKEBACK_NOT_ASKED: {
    en: 'Your consent is not needed for this takeback.',
    de: 'Deine Zustimmung ist für diese Rücknahme nicht nötig.',
  },
  TAKEBACK_ANSWERED: {
    en: 'You have accepted this takeback already.',
    de: 'Du hast dieser Rücknahme schon zugestimmt.',
  },
  TAKEBACK_NOT_YOURS: {
    en: 'Only the player who asked may withdraw the takeback request.',
    de: 'Nur wer um die Rücknahme gebeten hat, kann die Bitte zurückziehen.',
  },
  SEAT_OUT_OF_GAME: {
    en: 'You are out of the game; the players still in it decide.',
    de: 'Du bist aus dem Spiel; die Spieler, die noch dabei sind, entscheiden.',
  },
  ABORT_TOO_LATE: {
    en: 'A game can be aborted only before its first move.',
    de: 'Eine Partie lässt sich nur vor ihrem ersten Zug abbrechen.',
  },
  ONLY_CREATOR_MAY_ABORT: {
    en: 'Only the player who created the game may abort it. Leave your seat instead: it opens again for someone else.',
    de: 'Abbrechen darf die Partie nur, wer sie angelegt hat. Verlass stattdessen deinen Platz: Er wird wieder für andere frei.',
  },
  PGN_UNAVAILABLE: {
    en: 'PGN exists for 007 games only; download the record instead.',
    de: 'PGN gibt es nur für 007-Partien; lade stattdessen die Aufzeichnung herunter.',
  },

  // Clubs.
  CLUB_NOT_FOUND: {
    en: 'This club does not exist, or you may not see it.',
    de: 'Diesen Klub gibt es nicht, oder du darfst ihn nicht sehen.',
  },
  MEMBER_NOT_FOUND: {
    en: 'This player is not a member of the club.',
    de: 'Diese Person ist kein Mitglied des Klubs.',
  },
  NOT_A_MEMBER: {
    en: 'Only members of this club may do this.',
    de: 'Das dürfen nur Mitglieder dieses Klubs.',
  },
  CLUB_ADMIN_REQUIRED: {
    en: 'Only an owner or admin of this club may do this.',
    de: 'Das dürfen nur Eigentümer oder Admins dieses Klubs.',
  },
  CLUB_OWNER_REQUIRED: {
    en: 'Only an owner of this club may do this.',
    de: 'Das dürfen nur Eigentümer dieses Klubs.',
  },
  CLUB_INVITATION_NOT_FOUND: {
    en: 'You hold no invitation to this club (any more).',
    de: 'Du hast keine Einladung (mehr) in diesen Klub.',
  },
  INVITATION_REQUIRED: {
    en: 'This club admits members by invitation only.',
    de: 'Dieser Klub nimmt Mitglieder nur auf Einladung auf.',
  },
  CLUB_NAME_TAKEN: {
    en: 'There is a club of this name already. Choose another name.',
    de: 'Einen Klub dieses Namens gibt es schon. Wähle einen anderen Namen.',
  },
  ALREADY_A_MEMBER: {
    en: 'This player is a member already.',
    de: 'Diese Person ist schon Mitglied.',
  },
  LAST_OWNER: {
    en: 'A club needs an owner: make someone else owner first.',
    de: 'Ein Klub braucht einen Eigentümer: Mache zuerst jemand anderen zum Eigentümer.',
  },

  // Ladders.
  BAD_POINTS_TABLE: {
    en: 'Points must be whole numbers from 0 to 100.',
    de: 'Punkte müssen ganze Zahlen von 0 bis 100 sein.',
  },
  BAD_SEASON: {
    en: 'A season needs real dates, and it ends on or after the day it starts.',
    de: 'Eine Saison braucht echte Daten und endet frühestens an ihrem ersten Tag.',
  },
  LADDER_SEATS_INCOMPLETE: {
    en: 'Name a club member for every seat of a ladder game.',
    de: 'Nenne für jeden Platz einer Ranglistenpartie ein Klubmitglied.',
  },
  LADDER_OPTIONS_FIXED: {
    en: 'This ladder’s games all use the ladder’s options.',
    de: 'Alle Partien dieser Rangliste spielen mit deren Optionen.',
  },
  LADDER_NOT_FOUND: {
    en: 'This ladder does not exist, or you may not see it.',
    de: 'Diese Rangliste gibt es nicht, oder du darfst sie nicht sehen.',
  },
  ALREADY_A_BOT: { en: 'This account is a bot already.', de: 'Dieses Konto ist schon ein Bot.' },
  BOT_UPGRADE_REFUSED: {
    en: 'Only a fresh account, never seated nor invited to a game, can become a bot.',
    de: 'Nur ein frisches Konto, das nie in einer Partie saß oder zu einer eingeladen war, kann ein Bot werden.',
  },
  NOT_A_BOT: { en: 'This is for bot accounts only.', de: 'Das gibt es nur für Bot-Konten.' },
  BOT_DECLINES: {
    en: 'A bot you invited does not take this game: its profile excludes it, or it is busy.',
    de: 'Ein Bot, den du eingeladen hast, nimmt diese Partie nicht an: sein Profil schließt sie aus, oder er ist ausgelastet.',
  },
  BOT_INVITED_ONLY: {
    en: 'A bot plays only games it is invited to.',
    de: 'Ein Bot spielt nur Partien, zu denen er eingeladen ist.',
  },
  BOT_GAME_LIMIT: {
    en: 'This bot has started as many games with other bots as a day allows.',
    de: 'Dieser Bot hat so viele Partien mit anderen Bots begonnen, wie ein Tag erlaubt.',
  },
  BOT_TABLE_ONLY: {
    en: 'A bot writes at the table only.',
    de: 'Ein Bot schreibt nur am Tisch.',
  },
  BAD_BOT_PROFILE: {
    en: 'This bot profile is not valid.',
    de: 'Dieses Bot-Profil ist ungültig.',
  },
  CHALLENGE_NOT_FOUND: {
    en: 'There is no such challenge of yours.',
    de: 'Diese Herausforderung gibt es in Ihrem Konto nicht.',
  },
  CHALLENGE_CLOSED: {
    en: 'This challenge is no longer open.',
    de: 'Diese Herausforderung ist nicht mehr offen.',
  },
  CHALLENGE_SELF: { en: 'You cannot challenge yourself.', de: 'Sie können sich nicht selbst herausfordern.' },
  BAD_CHALLENGE: { en: 'This challenge is not valid.', de: 'Diese Herausforderung ist ungültig.' },
  NOT_CHALLENGED: {
    en: 'Only the challenged answer a challenge.',
    de: 'Nur Herausgeforderte beantworten eine Herausforderung.',
  },
  NOT_CHALLENGER: {
    en: 'Only the challenger withdraws a challenge.',
    de: 'Nur wer herausfordert, zieht eine Herausforderung zurück.',
  },
  REMATCH_NOT_PLAYER: {
    en: 'Only the players of a game ask for its rematch.',
    de: 'Nur wer in der Partie gespielt hat, kann eine Revanche verlangen.',
  },
  REMATCH_NOT_FINISHED: {
    en: 'A rematch follows a finished game.',
    de: 'Eine Revanche folgt auf eine beendete Partie.',
  },
  REMATCH_EVENT_GAME: {
    en: 'A tournament or ladder game has no rematch: its pairings belong to the event.',
    de: 'Eine Turnier- oder Ranglistenpartie hat keine Revanche: ihre Paarungen gehören der Veranstaltung.',
  },
  LADDER_GAME_NOT_FOUND: {
    en: 'This game is not a game of this ladder.',
    de: 'Diese Partie gehört nicht zu dieser Rangliste.',
  },
  SEASON_NOT_FOUND: {
    en: 'This ladder has no such season.',
    de: 'Diese Saison gibt es in dieser Rangliste nicht.',
  },
  NOT_A_CLUB_MEMBER: {
    en: 'Every player of a ladder game must be a member of the ladder’s club.',
    de: 'Alle Spieler einer Ranglistenpartie müssen Mitglieder des Klubs sein.',
  },
  CHALLENGER_MUST_PLAY: {
    en: 'Take at least one seat of the game you challenge to.',
    de: 'Übernimm selbst mindestens einen Platz der Partie, zu der du herausforderst.',
  },
  STRAWMEN_NOT_ALLOWED: {
    en: 'Here each player holds one seat only (strawmen are not allowed).',
    de: 'Hier hat jede Person nur einen Platz (Strohmänner sind nicht erlaubt).',
  },
  // Tournaments.
  TOURNAMENT_NOT_FOUND: {
    en: 'There is no such tournament.',
    de: 'Dieses Turnier gibt es nicht.',
  },
  TOURNAMENT_NAME_TAKEN: {
    en: 'This club has a tournament of this name already.',
    de: 'Dieser Klub hat schon ein Turnier dieses Namens.',
  },
  FORMAT_NOT_FOR_VARIANT: {
    en: 'This tournament format does not fit the variant: round robins and Swiss are 007, rotations are Coalition Chess.',
    de: 'Dieses Turnierformat passt nicht zur Variante: Rundenturniere und Schweizer System sind 007, Rotationen Koalitionsschach.',
  },
  BAD_TOURNAMENT: {
    en: 'Some of the tournament’s settings do not fit together.',
    de: 'Einige Einstellungen des Turniers passen nicht zusammen.',
  },
  TOURNAMENT_STARTED: {
    en: 'The tournament has already started.',
    de: 'Das Turnier hat schon begonnen.',
  },
  TOURNAMENT_NOT_RUNNING: {
    en: 'The tournament is not running.',
    de: 'Das Turnier läuft nicht.',
  },
  ENTRIES_CLOSED: {
    en: 'Entries to this tournament are closed.',
    de: 'Meldungen zu diesem Turnier sind geschlossen.',
  },
  ALREADY_ENTERED: {
    en: 'You have entered this tournament already.',
    de: 'Du bist schon für dieses Turnier gemeldet.',
  },
  NOT_ENTERED: {
    en: 'There is no entry of this player in the tournament.',
    de: 'Dieser Spieler ist nicht für das Turnier gemeldet.',
  },
  TOURNAMENT_FULL: {
    en: 'The tournament is full.',
    de: 'Das Turnier ist voll.',
  },
  INVITATION_ONLY: {
    en: 'Players are entered in this tournament by the club’s admins only.',
    de: 'Für dieses Turnier melden nur die Verwalter des Klubs Spieler.',
  },
  BOTS_NOT_ALLOWED: {
    en: 'This tournament takes no bot accounts; its admins may allow them.',
    de: 'Dieses Turnier nimmt keine Bot-Konten auf; die Verwalter des Klubs können sie zulassen.',
  },
  TOO_FEW_ENTRANTS: {
    en: 'The tournament has too few entrants to start.',
    de: 'Das Turnier hat zu wenige Teilnehmer, um zu beginnen.',
  },
  ROUND_NOT_FOUND: {
    en: 'This round does not exist (yet).',
    de: 'Diese Runde gibt es (noch) nicht.',
  },
  LADDER_NAME_TAKEN: {
    en: 'This club has a ladder of this name already.',
    de: 'Dieser Klub hat schon eine Rangliste dieses Namens.',
  },
  POINTS_TABLE_LOCKED: {
    en: 'The points table cannot change once games have counted.',
    de: 'Die Punktetabelle lässt sich nicht mehr ändern, wenn schon Partien gewertet sind.',
  },
  SEASON_OVERLAP: {
    en: 'These dates overlap another season of the ladder.',
    de: 'Diese Daten überschneiden sich mit einer anderen Saison der Rangliste.',
  },
  NO_CURRENT_SEASON: {
    en: 'The ladder has no season running today; an admin of the club can add one.',
    de: 'Die Rangliste hat heute keine laufende Saison; ein Admin des Klubs kann eine anlegen.',
  },
  GAME_ALREADY_ANNULLED: { en: 'This game is annulled already.', de: 'Diese Partie ist schon annulliert.' },
  GAME_NOT_COUNTED: {
    en: 'This game was aborted before its first move and never counted.',
    de: 'Diese Partie wurde vor ihrem ersten Zug abgebrochen und nie gewertet.',
  },

  // Visits ("while you were away": what happened since the last visit).
  SEEN_VERSION_AHEAD: {
    en: 'The game has not reached that version yet.',
    de: 'Die Partie hat diese Version noch nicht erreicht.',
  },

  // Drafts (a turn or arrangement in the making, kept on the server).
  DRAFT_STALE: {
    en: 'The game has moved on meanwhile, so this draft was not kept.',
    de: 'Die Partie ist inzwischen weitergegangen, daher wurde dieser Entwurf nicht behalten.',
  },

  // Plans (conditional turns).
  PLAN_NOT_FOUND: {
    en: 'You have no plan in this game.',
    de: 'Du hast in dieser Partie keinen Plan.',
  },
  PLAN_NOT_NOW: {
    en: 'A plan answers the others’ moves: it can be stored only while the game is under way and they are to act.',
    de: 'Ein Plan beantwortet die Züge der anderen: Er lässt sich nur speichern, solange die Partie läuft und die anderen am Zug sind.',
  },
  PLAN_ONE_SEAT: {
    en: 'Plans are for a player with one seat; whoever holds two seats plays both by hand.',
    de: 'Pläne gibt es für Spieler mit einem Platz; wer zwei Plätze hält, spielt beide von Hand.',
  },
  PLAN_BAD_LINE: {
    en: 'Each line of a plan alternates their step and your answer, starting with theirs and ending with yours.',
    de: 'Jede Zeile eines Plans wechselt zwischen ihrem Schritt und deiner Antwort, beginnt mit ihrem und endet mit deinem.',
  },
  PLAN_TOO_LARGE: {
    en: 'The plan is too large: at most 32 lines, 20 steps per line and 400 half-moves in all.',
    de: 'Der Plan ist zu groß: höchstens 32 Zeilen, 20 Schritte je Zeile und insgesamt 400 Halbzüge.',
  },
  PLAN_ILLEGAL_STEP: {
    en: 'A step of the plan cannot be played where it would apply.',
    de: 'Ein Schritt des Plans lässt sich dort, wo er gelten würde, nicht spielen.',
  },
  PLAN_AMBIGUOUS: {
    en: 'Two lines of the plan answer the same moves differently.',
    de: 'Zwei Zeilen des Plans beantworten dieselben Züge verschieden.',
  },

  // Notifications, webhooks, vacation.
  BAD_TIME_ZONE: {
    en: 'This is not a time zone the server knows (e.g. Europe/Berlin).',
    de: 'Diese Zeitzone kennt der Server nicht (z. B. Europe/Berlin).',
  },
  QUIET_HOURS_EMPTY: {
    en: 'Quiet hours need a start and an end that differ, e.g. 22:00 to 07:00.',
    de: 'Ruhezeiten brauchen einen Beginn und ein Ende, die sich unterscheiden, z. B. 22:00 bis 07:00.',
  },
  UNKNOWN_NOTIFICATION_KIND: {
    en: 'There is no such kind of notification.',
    de: 'Diese Art von Benachrichtigung gibt es nicht.',
  },
  BAD_DELIVERY_MODE: {
    en: 'Choose at once, daily digest or never.',
    de: 'Wähle sofort, tägliche Zusammenfassung oder nie.',
  },
  NOTIFICATION_NOT_FOUND: {
    en: 'This notification does not exist (any more).',
    de: 'Diese Benachrichtigung gibt es nicht (mehr).',
  },
  INVALID_UNSUBSCRIBE_LINK: {
    en: 'This unsubscribe link is not valid. Change your notifications under Settings instead.',
    de: 'Dieser Abmeldelink ist ungültig. Ändere deine Benachrichtigungen stattdessen unter Einstellungen.',
  },
  WEBHOOK_URL_INVALID: {
    en: 'This is not a usable webhook address: an http(s) URL whose host exists, without a password in it.',
    de: 'Das ist keine brauchbare Webhook-Adresse: eine http(s)-URL, deren Host existiert, ohne Passwort darin.',
  },
  WEBHOOK_URL_PRIVATE: {
    en: 'Webhooks may not point into private or local networks.',
    de: 'Webhooks dürfen nicht in private oder lokale Netze zeigen.',
  },
  WEBHOOK_LIMIT: {
    en: 'You have as many webhooks as an account may. Remove one first.',
    de: 'Du hast so viele Webhooks, wie ein Konto darf. Entferne zuerst einen.',
  },
  WEBHOOK_NOT_FOUND: {
    en: 'This webhook does not exist (any more).',
    de: 'Diesen Webhook gibt es nicht (mehr).',
  },
  PUSH_SUBSCRIPTION_INVALID: {
    en: 'This browser’s push subscription could not be used. Try turning notifications off and on again.',
    de: 'Das Push-Abonnement dieses Browsers ist nicht verwendbar. Schalte die Benachrichtigungen aus und wieder ein.',
  },
  PUSH_ENDPOINT_PRIVATE: {
    en: 'This browser’s push service is at a private address, which the server does not contact.',
    de: 'Der Push-Dienst dieses Browsers liegt an einer privaten Adresse, die der Server nicht ansteuert.',
  },
  PUSH_SUBSCRIPTION_LIMIT: {
    en: 'You receive pushes on as many devices as an account may. Remove one in Settings first.',
    de: 'Du empfängst Push-Nachrichten auf so vielen Geräten, wie ein Konto darf. Entferne zuerst eines in den Einstellungen.',
  },
  PUSH_SUBSCRIPTION_NOT_FOUND: {
    en: 'This device is not subscribed (any more).',
    de: 'Dieses Gerät ist nicht (mehr) angemeldet.',
  },
  BAD_VACATION: {
    en: 'A vacation needs real dates, and it ends on or after the day it starts.',
    de: 'Ein Urlaub braucht echte Daten und endet frühestens an seinem ersten Tag.',
  },
  VACATION_IN_PAST: {
    en: 'A vacation can start today at the earliest.',
    de: 'Ein Urlaub kann frühestens heute beginnen.',
  },
  VACATION_OVERLAP: {
    en: 'These dates overlap a vacation you have already taken.',
    de: 'Diese Daten überschneiden sich mit einem Urlaub, den du schon genommen hast.',
  },
  VACATION_ALLOWANCE_EXCEEDED: {
    en: 'This is more vacation than you have left this year.',
    de: 'Das ist mehr Urlaub, als dir in diesem Jahr bleibt.',
  },
  VACATION_NOT_FOUND: {
    en: 'This vacation does not exist (any more).',
    de: 'Diesen Urlaub gibt es nicht (mehr).',
  },
  VACATION_PAST: {
    en: 'That vacation is over and cannot be changed.',
    de: 'Dieser Urlaub ist vorbei und lässt sich nicht mehr ändern.',
  },
  // Diplomacy: channels, messages, notes, mutes (diplomacy/diplomacy-errors.ts).
  CHANNEL_NOT_FOUND: { en: 'This game has no such channel.', de: 'Diese Partie hat keinen solchen Kanal.' },
  NOT_A_CHANNEL_MEMBER: {
    en: 'While the game runs, only the parties of this channel read and write it.',
    de: 'Solange die Partie läuft, lesen und schreiben nur die Parteien dieses Kanals.',
  },
  PRESS_DISABLED: {
    en: 'This game’s press setting allows no messages here.',
    de: 'Die Nachrichten-Einstellung dieser Partie erlaubt hier keine Nachrichten.',
  },
  CHANNEL_CLOSED: {
    en: 'The game is over: this private channel takes no more messages.',
    de: 'Die Partie ist beendet: Dieser private Kanal nimmt keine Nachrichten mehr an.',
  },
  BAD_MESSAGE: {
    en: 'A message is plain text of 1 to 2,000 characters.',
    de: 'Eine Nachricht ist reiner Text mit 1 bis 2.000 Zeichen.',
  },
  BAD_NOTES: {
    en: 'Notes are plain text of at most 20,000 characters.',
    de: 'Notizen sind reiner Text mit höchstens 20.000 Zeichen.',
  },
  TOO_MANY_STREAMS: {
    en: 'Too many live views are open for your account; close a tab or window and try again.',
    de: 'Für dein Konto sind zu viele Live-Ansichten offen; schließe einen Tab oder ein Fenster und versuche es erneut.',
  },
  MESSAGE_RATE_LIMITED: {
    en: 'You have written many messages in a short time; wait a moment.',
    de: 'Du hast in kurzer Zeit viele Nachrichten geschrieben; warte einen Moment.',
  },
  CANNOT_MUTE_OWN_SEAT: {
    en: 'You cannot mute your own seat.',
    de: 'Deinen eigenen Platz kannst du nicht stummschalten.',
  },
  NO_SEAT_OFFER: {
    en: 'This seat is not offered to a substitute.',
    de: 'Dieser Platz wird keinem Ersatzspieler angeboten.',
  },
  // Safety: an account's standing, blocks, reports and moderation.
  ACCOUNT_SUSPENDED: {
    en: 'The moderators have suspended this account; it cannot sign in until the suspension ends.',
    de: 'Die Moderatoren haben dieses Konto gesperrt; bis die Sperre endet, kann es sich nicht anmelden.',
  },
  ACCOUNT_CLOSED: {
    en: 'The moderators have closed this account.',
    de: 'Die Moderatoren haben dieses Konto geschlossen.',
  },
  ACCOUNT_MUTED: {
    en: 'The moderators have muted you for a while: you can play, but not write messages.',
    de: 'Die Moderatoren haben dich eine Zeit lang stummgeschaltet: Du kannst spielen, aber keine Nachrichten schreiben.',
  },
  NOT_A_MODERATOR: { en: 'Only moderators can do this.', de: 'Das können nur Moderatoren.' },
  CANNOT_BLOCK_YOURSELF: { en: 'You cannot block yourself.', de: 'Dich selbst kannst du nicht blockieren.' },
  BLOCK_LIMIT: {
    en: 'You have blocked as many people as you can; unblock someone first.',
    de: 'Du hast so viele Leute blockiert, wie es geht; hebe zuerst eine Blockierung auf.',
  },
  PLAYER_UNAVAILABLE: {
    en: 'This is not possible with this player.',
    de: 'Das ist mit diesem Spieler nicht möglich.',
  },
  BLOCKED_PLAYER_SEATED: {
    en: 'Someone you blocked plays in this game. Join anyway only if you want to sit at one table with them.',
    de: 'Jemand, den du blockiert hast, spielt in dieser Partie mit. Tritt nur bei, wenn du mit dieser Person an einem Tisch sitzen willst.',
  },
  CANNOT_REPORT_YOURSELF: { en: 'You cannot report yourself.', de: 'Dich selbst kannst du nicht melden.' },
  REPORT_SUBJECT_NOT_FOUND: {
    en: 'There is nothing like that to report.',
    de: 'So etwas gibt es nicht zu melden.',
  },
  ALREADY_REPORTED: {
    en: 'You have reported this already; the moderators will look at it.',
    de: 'Du hast das schon gemeldet; die Moderatoren sehen es sich an.',
  },
  REPORT_RATE_LIMITED: {
    en: 'You have sent many reports in a short time; wait a while before the next one.',
    de: 'Du hast in kurzer Zeit viele Meldungen geschickt; warte eine Weile bis zur nächsten.',
  },
  REPORT_NOT_FOUND: { en: 'There is no such report.', de: 'Diese Meldung gibt es nicht.' },
  REPORT_CLOSED: {
    en: 'This report is closed already.',
    de: 'Diese Meldung ist schon abgeschlossen.',
  },
  ACTION_NOT_APPLICABLE: {
    en: 'This action does not fit what the report is about.',
    de: 'Diese Maßnahme passt nicht zu dem, worum es in der Meldung geht.',
  },
  CANNOT_MODERATE_YOURSELF: {
    en: 'Another moderator decides on reports about you.',
    de: 'Über Meldungen, die dich betreffen, entscheidet ein anderer Moderator.',
  },
  NOTHING_TO_ANNUL: {
    en: 'This game ended without a result; there is nothing to annul.',
    de: 'Diese Partie endete ohne Ergebnis; es gibt nichts zu annullieren.',
  },
};

/** The sentence of `code` in `language`, if the code has one. */
export function errorSentence(code: string, language: Language): string | undefined {
  return Object.prototype.hasOwnProperty.call(ERROR_SENTENCES, code) ? ERROR_SENTENCES[code][language] : undefined;
}
