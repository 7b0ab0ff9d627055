import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The `tournament-round` notice: one per entrant and round (a round robin's: one for all its
 * rounds, which begin together), written in the transaction that creates the round's last game,
 * whichever batch or retry of the start's job that is. The unique index makes a second write of
 * the same notice nothing (`ON CONFLICT DO NOTHING`). The outbox fan-out pushes it, and
 * `challenge` too (1796154000000-web-push.ts pushed neither).
 */
export class TournamentRoundNotices1796169500000 implements MigrationInterface {
  name = 'TournamentRoundNotices1796169500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE UNIQUE INDEX outbox_tournament_round_key ON outbox (user_id, (payload->>'tournamentId'), (payload->>'round'))
        WHERE kind = 'tournament-round'`,
    );
    await q.query(fanOut(`${BEFORE}, 'challenge', 'tournament-round'`));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(fanOut(BEFORE));
    await q.query(`DROP INDEX outbox_tournament_round_key`);
  }
}

/** The kinds pushed before (1796154000000-web-push.ts). */
const BEFORE = `'your-turn', 'check-to-answer', 'message', 'draw-offered', 'seat-offered', 'game-over'`;

/** The fan-out of 1796154000000-web-push.ts with these push kinds. */
function fanOut(pushKinds: string): string {
  return `
      CREATE OR REPLACE FUNCTION outbox_fan_out() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.user_id IS NOT NULL AND NEW.kind NOT IN ('email-verification', 'password-reset', 'sign-in-link', 'digest') AND NEW.kind NOT LIKE 'account-%' THEN
          INSERT INTO user_notifications (id, user_id, kind, game_id, payload, created_at)
          VALUES (NEW.id, NEW.user_id, NEW.kind, NEW.game_id, NEW.payload, NEW.created_at);
          INSERT INTO webhook_deliveries (webhook_id, outbox_id, kind, body)
          SELECT w.id, NEW.id, NEW.kind,
                 jsonb_build_object('type', NEW.kind, 'timestamp', to_char(NEW.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                                    'data', NEW.payload || jsonb_build_object('notificationId', NEW.id::text))
            FROM webhooks w
           WHERE w.user_id = NEW.user_id AND w.disabled_at IS NULL AND (cardinality(w.kinds) = 0 OR NEW.kind = ANY (w.kinds));
          IF NEW.kind IN (${pushKinds}) THEN
            -- Due at once, a message too (its email waits out a quiet spell; a push collapses by tag).
            INSERT INTO push_deliveries (subscription_id, outbox_id, kind, available_at)
            SELECT s.id, NEW.id, NEW.kind, NEW.created_at FROM push_subscriptions s WHERE s.user_id = NEW.user_id;
          END IF;
          PERFORM pg_notify('entente_user', json_build_object('userId', NEW.user_id, 'id', NEW.id::text)::text);
        END IF;
        PERFORM pg_notify('entente_outbox', NEW.id::text);
        RETURN NULL;
      END $$`;
}
