import * as argon2 from 'argon2';

/**
 * argon2id with the library's defaults (64 MiB, 3 passes): slow on purpose, since passwords are
 * guessable. `verify` reads the parameters from the stored hash, so raising them later keeps old
 * hashes working.
 */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
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
