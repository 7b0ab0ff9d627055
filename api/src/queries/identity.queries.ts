import { SessionRepository } from '../identity/auth/session.repository';
import { ApiTokenRepository } from '../identity/tokens/api-token.repository';
import { UserRepository } from '../identity/users/user.repository';
import { type QueryFile, recorded, WHITE } from './catalog';

// Example inputs of identity/ beside the shared ones of catalog.ts.
const SESSION = '00000000-0000-4000-8000-0000000000c1';
const TOKEN = '00000000-0000-4000-8000-0000000000c2';

/** The repositories of identity/: accounts, sessions, personal tokens. */
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
];
