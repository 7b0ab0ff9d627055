import { Column, CreateDateColumn, PrimaryGeneratedColumn } from 'typeorm';
import { newSecret, sameHash, sha256Hex } from '../access/secret-token';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A secret handed to a user as `<id>.<secret>` (a session cookie, an emailed link) that expires:
 * the row keeps only the secret's SHA-256. The columns its tables share; each adds how it ends
 * early (revoked, used).
 */
export abstract class HashedSecret {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text', { name: 'secret_hash' })
  secretHash!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt!: Date;
}

/** A fresh secret and the hash to keep of it. */
export function newHashedSecret(): { secret: string; secretHash: string } {
  const secret = newSecret();
  return { secret, secretHash: sha256Hex(secret) };
}

/** What the user is handed: the row's id and the secret. */
export function secretToken(id: string, secret: string): string {
  return `${id}.${secret}`;
}

/**
 * The id and secret of `<id>.<secret>`; null for anything else. A forged value is just nothing
 * found: only a well-formed UUID may reach the uuid column (`------------------------------------`
 * has the right length but is none).
 */
export function parseSecretToken(token: string): { id: string; secret: string } | null {
  const [id, secret] = token.split('.', 2);
  return id && secret && UUID.test(id) ? { id, secret } : null;
}

/** Whether `secret` is the one whose hash was kept (compared in constant time). */
export function matchesSecret(secretHash: string, secret: string): boolean {
  return sameHash(secretHash, sha256Hex(secret));
}
