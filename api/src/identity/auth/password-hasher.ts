import * as argon2 from 'argon2';

/**
 * argon2id at OWASP's recommended baseline (19 MiB, 2 passes, 1 lane): slow on purpose, since
 * passwords are guessable, yet ~tens of ms so a 2-core server can take logins. `verify` reads the
 * parameters from the stored hash, so raising them later keeps old hashes working.
 */
export const PASSWORD_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, PASSWORD_HASH_OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false; // a malformed stored hash is a failed login, not a server error
  }
}

/** Spent on unknown logins too, so response time does not tell which accounts exist. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('entente-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
