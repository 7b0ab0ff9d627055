import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../platform/database/prepared-query';
import type { VerifiedAddress } from './address-verified-listeners';

/** The credentials on an account's row (`users`) as the auth module's use cases change them. */
@Injectable()
export class UserRepository {
  /** Records the address as proven now. */
  async verifyEmail(manager: EntityManager, userId: string): Promise<VerifiedAddress> {
    const [[user]]: [VerifiedAddress[], number] = await manager.query(
      `UPDATE users SET email_verified_at = now() WHERE id = $1 RETURNING id, email`,
      [userId],
    );
    return user;
  }

  /** Sets a new password hash; the address is proven too (the reset link reached its mailbox). */
  async resetPassword(manager: EntityManager, userId: string, passwordHash: string): Promise<VerifiedAddress> {
    const [[user]]: [VerifiedAddress[], number] = await manager.query(
      `UPDATE users SET password_hash = $2, email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1
         RETURNING id, email`,
      [userId, passwordHash],
    );
    return user;
  }

  /** Whether the account still exists to act as (not closed): asked on every request with a JWT. */
  async isOpen(manager: EntityManager, userId: string): Promise<boolean> {
    const rows = await preparedQuery(manager, `SELECT 1 FROM users WHERE id = $1 AND closed_at IS NULL`, [userId]);
    return rows.length > 0;
  }
}
