import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
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

  /** The account's credentials epoch (null: no such account, or closed), checked against a JWT's. */
  async credentialsEpoch(manager: EntityManager, userId: string): Promise<number | null> {
    const rows: { credentials_epoch: number }[] = await manager.query(
      `SELECT credentials_epoch FROM users WHERE id = $1 AND closed_at IS NULL`,
      [userId],
    );
    return rows[0]?.credentials_epoch ?? null;
  }

  /**
   * Sets a new password hash; the address is proven too (the reset link reached its mailbox), and
   * the credentials epoch moves on, so every JWT issued before is refused.
   */
  async resetPassword(manager: EntityManager, userId: string, passwordHash: string): Promise<VerifiedAddress> {
    const [[user]]: [VerifiedAddress[], number] = await manager.query(
      `UPDATE users SET password_hash = $2, email_verified_at = coalesce(email_verified_at, now()),
              credentials_epoch = credentials_epoch + 1
        WHERE id = $1
        RETURNING id, email`,
      [userId, passwordHash],
    );
    return user;
  }
}
