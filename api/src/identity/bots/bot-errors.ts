/**
 * The stable codes of bot accounts and their profiles (docs/bots.md), with their statuses and
 * titles in English and German (as in platform/errors/error-codes.ts); the dashboard's words are
 * in platform/errors/error-sentences.ts.
 */
export const BOT_ACCOUNT_ERRORS = {
  ALREADY_A_BOT: {
    status: 409,
    en: 'This account is a bot already.',
    de: 'Dieses Konto ist bereits ein Bot.',
  },
  BOT_UPGRADE_REFUSED: {
    status: 409,
    en: 'Only an account that has never held or been invited to a seat can become a bot.',
    de: 'Nur ein Konto, das nie einen Platz hatte oder zu einem eingeladen war, kann ein Bot werden.',
  },
  NOT_A_BOT: {
    status: 403,
    en: 'This is for bot accounts only.',
    de: 'Das gibt es nur für Bot-Konten.',
  },
  BOT_DECLINES: {
    status: 409,
    en: 'A bot invited to this game declines it; `reason` says why (its profile, or busy).',
    de: 'Ein eingeladener Bot lehnt diese Partie ab; `reason` sagt, warum (sein Profil, oder er ist ausgelastet).',
  },
  BOT_INVITED_ONLY: {
    status: 403,
    en: 'A bot takes seats it is invited to, not open seats.',
    de: 'Ein Bot nimmt Plätze, zu denen er eingeladen ist, keine offenen Plätze.',
  },
  BOT_GAME_LIMIT: {
    status: 429,
    en: 'This bot has created as many games with other bots as a day allows.',
    de: 'Dieser Bot hat so viele Partien mit anderen Bots angelegt, wie ein Tag erlaubt.',
  },
  BOT_TABLE_ONLY: {
    status: 403,
    en: 'A bot writes at the table only, not in private channels.',
    de: 'Ein Bot schreibt nur am Tisch, nicht in privaten Kanälen.',
  },
  BAD_BOT_PROFILE: {
    status: 400,
    en: 'The bot profile is not valid; `detail` says why.',
    de: 'Das Bot-Profil ist ungültig; `detail` sagt, warum.',
  },
} as const;
