import type { DataSource, EntityManager } from 'typeorm';
import { DEFAULT_BOT_PROFILE } from '../identity/bots/bot-profile';
import { BotProfileRepository } from '../identity/bots/bot-profile.repository';
import { SessionRepository } from '../identity/auth/session.repository';
import { OAuthRepository } from '../identity/oauth/oauth.repository';
import { ApiTokenRepository } from '../identity/tokens/api-token.repository';
import { UserRepository } from '../identity/users/user.repository';
import { AT, BLACK, type QueryFile, recorded, WHITE } from './catalog';

// Example inputs of identity/ beside the shared ones of catalog.ts.
const SESSION = '00000000-0000-4000-8000-0000000000c1';
const TOKEN = '00000000-0000-4000-8000-0000000000c2';
const CLIENT = '00000000-0000-4000-8000-0000000000c3';
const GRANT = '00000000-0000-4000-8000-0000000000c4';
const HASH = 'h'.repeat(64);
const PAIR = {
  accessHash: 'a'.repeat(64),
  accessExpiresAt: new Date('2026-01-01T13:00:00.000Z'),
  refreshHash: 'r'.repeat(64),
  refreshExpiresAt: new Date('2026-01-31T12:00:00.000Z'),
  scopes: ['games:read'],
};

/** OAuthRepository runs on its DataSource: here the recording manager stands in for it. */
function oauthOn(m: EntityManager): OAuthRepository {
  const db = { query: m.query.bind(m), transaction: (work: (t: EntityManager) => Promise<unknown>) => work(m) };
  return new OAuthRepository(db as unknown as DataSource);
}

/** The repositories of identity/: accounts, sessions, personal tokens, OAuth. */
export const IDENTITY_QUERIES: readonly QueryFile[] = [
  {
    file: 'user.repository.sql',
    statements: async () => {
      const users = new UserRepository();
      return [
        ...(await recorded(['UserRepository.verifyEmail: the address proven by its link'], (m) =>
          users.verifyEmail(m, WHITE),
        )),
        ...(await recorded(['UserRepository.resetPassword: a new password, the address proven too'], (m) =>
          users.resetPassword(m, WHITE, '$argon2id$v=19$<the hash>'),
        )),
      ];
    },
  },
  {
    file: 'bot-profile.repository.sql',
    statements: async () => {
      const bots = new BotProfileRepository();
      return [
        ...(await recorded(['BotProfileRepository.lockAccount: an upgrade judged under the account’s lock'], (m) =>
          bots.lockAccount(m, WHITE),
        )),
        ...(await recorded(
          ['BotProfileRepository.becomeBot: the account marked', 'BotProfileRepository.becomeBot: its first profile'],
          (m) => bots.becomeBot(m, WHITE, DEFAULT_BOT_PROFILE),
        )),
        ...(await recorded(['BotProfileRepository.find'], (m) => bots.find(m, WHITE))),
        ...(await recorded(['BotProfileRepository.save: PUT /bot/profile'], (m) =>
          bots.save(m, WHITE, DEFAULT_BOT_PROFILE),
        )),
        ...(await recorded(['BotProfileRepository.lockMany: in user id order'], (m) =>
          bots.lockMany(m, [WHITE, BLACK]),
        )),
        ...(await recorded(['BotProfileRepository.findMany'], (m) => bots.findMany(m, [WHITE, BLACK]))),
      ];
    },
  },
  {
    file: 'session.repository.sql',
    statements: () =>
      recorded(['SessionRepository.findLive: a request’s session cookie'], (m) =>
        new SessionRepository().findLive(m, SESSION),
      ),
  },
  {
    file: 'api-token.repository.sql',
    statements: async () => {
      const tokens = new ApiTokenRepository();
      return [
        ...(await recorded(['ApiTokenRepository.findLive: a request’s bearer token'], (m) =>
          tokens.findLive(m, TOKEN),
        )),
        ...(await recorded(['ApiTokenRepository.touch: its last use, at most once a minute'], (m) =>
          tokens.touch(m, TOKEN),
        )),
      ];
    },
  },
  {
    file: 'oauth.repository.sql',
    statements: async () => [
      ...(await recorded(['OAuthRepository.insertClient: an app registered'], (m) =>
        oauthOn(m).insertClient({
          ownerId: WHITE,
          name: 'Club pairing tool',
          redirectUris: ['https://pairing.example.org/oauth/callback'],
          confidential: true,
          secretHash: '$argon2id$v=19$<the hash>',
        }),
      )),
      ...(await recorded(['OAuthRepository.findClient'], (m) => oauthOn(m).findClient(CLIENT))),
      ...(await recorded(['OAuthRepository.findClientOwnerName: shown on the consent page'], (m) =>
        oauthOn(m).findClientOwnerName(CLIENT),
      )),
      ...(await recorded(['OAuthRepository.clientsOf: the apps a user registered'], (m) =>
        oauthOn(m).clientsOf(WHITE),
      )),
      ...(await recorded(['OAuthRepository.countClientsOf: within the limit per user'], (m) =>
        oauthOn(m).countClientsOf(WHITE),
      )),
      ...(await recorded(['OAuthRepository.deleteClient: its codes, grants, tokens and consents with it'], (m) =>
        oauthOn(m).deleteClient(WHITE, CLIENT),
      )),
      ...(await recorded(
        ['OAuthRepository.insertCode: expired codes swept', 'OAuthRepository.insertCode: the code'],
        (m) =>
          oauthOn(m).insertCode(
            HASH,
            {
              clientId: CLIENT,
              userId: BLACK,
              redirectUri: 'https://pairing.example.org/oauth/callback',
              scopes: ['games:read'],
              codeChallenge: 'c'.repeat(43),
              codeChallengeMethod: 'S256',
              expiresAt: new Date('2026-01-01T12:10:00.000Z'),
            },
            AT,
          ),
      )),
      ...(await recorded(['OAuthRepository.findCode'], (m) => oauthOn(m).findCode(HASH))),
      ...(await recorded(['OAuthRepository.useCode: once only'], (m) => oauthOn(m).useCode(HASH))),
      ...(await recorded(
        [
          'OAuthRepository.createGrant: a token family for a code exchanged',
          'OAuthRepository.createGrant, addPair: a token pair',
          'OAuthRepository.addPair: the family’s expired pairs swept (a refresh)',
        ],
        async (m) => {
          await oauthOn(m).createGrant(CLIENT, BLACK, HASH, PAIR);
          await oauthOn(m).addPair(GRANT, PAIR);
        },
        (sql) => (sql.startsWith('INSERT INTO oauth_grants') ? [{ id: GRANT }] : []),
      )),
      ...(await recorded(['OAuthRepository.findByAccess: a request’s OAuth access token'], (m) =>
        oauthOn(m).findByAccess(HASH),
      )),
      ...(await recorded(['OAuthRepository.findByRefresh'], (m) => oauthOn(m).findByRefresh(HASH))),
      ...(await recorded(['OAuthRepository.markRefreshed: a refresh token rotated, once only'], (m) =>
        oauthOn(m).markRefreshed(TOKEN),
      )),
      ...(await recorded(['OAuthRepository.revokeGrant'], (m) => oauthOn(m).revokeGrant(GRANT))),
      ...(await recorded(['OAuthRepository.revokeGrantOfCode: a code used twice'], (m) =>
        oauthOn(m).revokeGrantOfCode(HASH),
      )),
      ...(await recorded(['OAuthRepository.touchGrant: its last use'], (m) => oauthOn(m).touchGrant(GRANT))),
      ...(await recorded(['OAuthRepository.consentedScopes'], (m) => oauthOn(m).consentedScopes(BLACK, CLIENT))),
      ...(await recorded(['OAuthRepository.rememberConsent: scopes added to the consent'], (m) =>
        oauthOn(m).rememberConsent(BLACK, CLIENT, ['games:read']),
      )),
      ...(await recorded(['OAuthRepository.authorizationsOf: the apps acting for a user'], (m) =>
        oauthOn(m).authorizationsOf(BLACK),
      )),
      ...(await recorded(
        [
          'OAuthRepository.revokeAuthorization: the consent forgotten',
          'OAuthRepository.revokeAuthorization: the grants revoked',
        ],
        (m) => oauthOn(m).revokeAuthorization(BLACK, CLIENT),
      )),
    ],
  },
];
