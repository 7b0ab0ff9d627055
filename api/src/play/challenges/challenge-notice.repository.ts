import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../platform/database/prepared-query';

/**
 * Settles the in-app `challenge` notices of closed challenges: each is marked read and its
 * payload gets the challenge's `status`, so no notice asks anyone to act on a closed challenge
 * (docs/api/notifications.md). The notices are found through those challenged (each one's
 * notifications, user_notifications_user_idx), then by the challenge's id in the payload.
 */
@Injectable()
export class ChallengeNoticeRepository {
  /** The notices of these challenges (all challenged, or only `userId`'s) get `status`. */
  async settle(m: EntityManager, challengeIds: readonly string[], status: string, userId: string | null = null) {
    if (challengeIds.length === 0) return;
    await preparedQuery(
      m,
      `UPDATE user_notifications n
          SET read_at = coalesce(n.read_at, now()), payload = n.payload || jsonb_build_object('status', $2::text)
         FROM challenge_invitees i
        WHERE i.challenge_id = ANY ($1::uuid[]) AND ($3::uuid IS NULL OR i.user_id = $3)
          AND n.user_id = i.user_id AND n.kind = 'challenge' AND n.payload->>'challengeId' = i.challenge_id::text`,
      [challengeIds, status, userId],
    );
  }

  /** Settles the notices of challenges that expired unanswered since `since`; the hourly sweep calls it. */
  async settleExpired(m: EntityManager, since: Date): Promise<void> {
    await preparedQuery(
      m,
      `UPDATE user_notifications n
          SET read_at = coalesce(n.read_at, now()), payload = n.payload || jsonb_build_object('status', 'expired')
         FROM challenges c JOIN challenge_invitees i ON i.challenge_id = c.id
        WHERE c.status = 'pending' AND c.expires_at <= now() AND c.expires_at > $1
          AND n.user_id = i.user_id AND n.kind = 'challenge' AND n.payload->>'challengeId' = c.id::text
          AND n.payload->>'status' IS DISTINCT FROM 'expired'`,
      [since],
    );
  }
}
