import type { DataSource, EntityManager } from 'typeorm';
import { AccountClosureRepository } from '../identity/auth/account-closure.repository';
import { AccountDeletionRepository } from '../identity/auth/account-deletion.repository';
import { DEFAULT_BOT_PROFILE } from '../identity/bots/bot-profile';
import { BotProfileRepository } from '../identity/bots/bot-profile.repository';
import { SessionRepository } from '../identity/auth/session.repository';
import { OAuthRepository } from '../identity/oauth/oauth.repository';
import { ApiTokenRepository } from '../identity/tokens/api-token.repository';
import { UserRepository } from '../identity/users/user.repository';
import { BlockRepository } from '../identity/blocks/block.repository';
import { AccountStandingRepository } from '../identity/standing/account-standing.repository';
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
        ...(await recorded(['UserRepository.credentialsEpoch: checked against a bearer JWT’s on each request'], (m) =>
          users.credentialsEpoch(m, WHITE),
        )),
      ];
    },
  },
  {
    file: 'account-deletion.repository.sql',
    statements: async () => {
      const deletion = new AccountDeletionRepository();
      return [
        ...(await recorded(
          ['AccountDeletionRepository.lock: the account, against a closure or a second request'],
          (m) => deletion.lock(m, WHITE),
        )),
        ...(await recorded(['AccountDeletionRepository.find: the password to check first'], (m) =>
          deletion.find(m, WHITE),
        )),
        ...(await recorded(['AccountDeletionRepository.schedule: deleted a week later'], (m) =>
          deletion.schedule(m, WHITE, AT, new Date('2026-01-08T12:00:00.000Z')),
        )),
        ...(await recorded(['AccountDeletionRepository.cancel: by signing in'], (m) => deletion.cancel(m, WHITE))),
        ...(await recorded(['AccountDeletionRepository.sessionStartedAt: how fresh a sign-in is'], (m) =>
          deletion.sessionStartedAt(m, SESSION),
        )),
        ...(await recorded(['AccountDeletionRepository.endSessions: signed out everywhere'], (m) =>
          deletion.endSessions(m, WHITE, AT),
        )),
      ];
    },
  },
  {
    file: 'account-closure.repository.sql',
    statements: async () => {
      const closure = new AccountClosureRepository();
      return [
        ...(await recorded(['AccountClosureRepository.lock: the account, closed already or due'], (m) =>
          closure.lock(m, WHITE, AT),
        )),
        ...(await recorded(['AccountClosureRepository.anonymise'], (m) =>
          closure.anonymise(m, WHITE, 'deleted-0a1b2c3d4e', AT),
        )),
        ...(await recorded(['AccountClosureRepository.deleteCredentials: every way to act as the account'], (m) =>
          closure.deleteCredentials(m, WHITE),
        )),
        ...(await recorded(['AccountClosureRepository.finish: nothing pending any more'], (m) =>
          closure.finish(m, WHITE),
        )),
        ...(await recorded(['AccountClosureRepository.retry: due again, for the next sweep'], (m) =>
          closure.retry(m, WHITE, AT),
        )),
        ...(await recorded(['AccountClosureRepository.due: the accounts to close'], (m) => closure.due(m, AT, 50))),
      ];
    },
  },
  {
    file: 'account-standing.repository.sql',
    statements: async () => {
      const standing = new AccountStandingRepository();
      return [
        ...(await recorded(['AccountStandingRepository.of: every signed-in request’s check'], (m) =>
          standing.of(m, WHITE),
        )),
        ...(await recorded(['AccountStandingRepository.ofMany: may these people be reached'], (m) =>
          standing.ofMany(m, [WHITE, BLACK]),
        )),
        ...(await recorded(['AccountStandingRepository.setModerator: entente moderator grant|revoke'], (m) =>
          standing.setModerator(m, 'ann', true),
        )),
        ...(await recorded(['AccountStandingRepository.mute'], (m) =>
          standing.mute(m, BLACK, new Date('2026-01-08T12:00:00.000Z')),
        )),
        ...(await recorded(['AccountStandingRepository.suspend: until a time, or (null) until lifted'], (m) =>
          standing.suspend(m, BLACK, AT, null),
        )),
        ...(await recorded(['AccountStandingRepository.lift: a mute and a suspension ended'], (m) =>
          standing.lift(m, BLACK),
        )),
        ...(await recorded(['AccountStandingRepository.close'], (m) => standing.close(m, BLACK, AT))),
      ];
    },
  },
  {
    file: 'block.repository.sql',
    statements: async () => {
      const blocks = new BlockRepository();
      return [
        ...(await recorded(['BlockRepository.lockOwn: one person’s block changes, one at a time'], (m) =>
          blocks.lockOwn(m, WHITE),
        )),
        ...(await recorded(['BlockRepository.count'], (m) => blocks.count(m, WHITE))),
        ...(await recorded(['BlockRepository.block: added, or as it stands'], (m) => blocks.block(m, WHITE, BLACK))),
        ...(await recorded(['BlockRepository.unblock'], (m) => blocks.unblock(m, WHITE, BLACK))),
        ...(await recorded(['BlockRepository.page: whom I blocked, newest first'], (m) =>
          blocks.page(m, WHITE, ['2026-01-01T12:00:00.000Z', BLACK], 21),
        )),
        ...(await recorded(['BlockRepository.eitherBlocks'], (m) => blocks.eitherBlocks(m, WHITE, BLACK))),
        ...(await recorded(['BlockRepository.blockersOf: who of these blocked the person'], (m) =>
          blocks.blockersOf(m, WHITE, [BLACK]),
        )),
        ...(await recorded(['BlockRepository.blockedBy: whom of these the person blocked'], (m) =>
          blocks.blockedBy(m, WHITE, [BLACK]),
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
    statements: async () => {
      const sessions = new SessionRepository();
      return [
        ...(await recorded(['SessionRepository.findLive: a request’s session cookie'], (m) =>
          sessions.findLive(m, SESSION),
        )),
        ...(await recorded(['SessionRepository.touch: its last use, at most once a minute'], (m) =>
          sessions.touch(m, SESSION, '203.0.113.7'),
        )),
        ...(await recorded(['SessionRepository.liveOf: my sessions'], (m) => sessions.liveOf(m, WHITE))),
        ...(await recorded(
          ['SessionRepository.revokeOne: one of mine'],
          (m) => sessions.revokeOne(m, WHITE, SESSION),
          () => [[], 1],
        )),
        ...(await recorded(
          ['SessionRepository.revokeOthers: all but this one'],
          (m) => sessions.revokeOthers(m, WHITE, SESSION),
          () => [[], 1],
        )),
      ];
    },
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
