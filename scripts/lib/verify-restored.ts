/**
 * After a restore: every game's hash chain and replay verified, as `GET /games/{id}/verify` does,
 * on the audit code's worker threads (each reads its game on its own connection), so a large
 * database is verified on every core but one and not on this thread.
 */
import { gameIds } from '../../api/src/platform/database/backup';
import { AuditPool } from '../../api/src/play/audit/audit-pool';

export interface Verified {
  readonly games: number;
  readonly verified: number;
  /** The games that did not verify, with why. */
  readonly failed: readonly { gameId: string; reason: string }[];
}

/** Tasks in flight at once: enough to keep every thread busy, far below the pool's queue limit. */
const IN_FLIGHT = 16;

export async function verifyRestored(databaseUrl: string): Promise<Verified> {
  const ids = await gameIds(databaseUrl);
  const pool = new AuditPool();
  // A long game's events are read in one statement: no API request's short timeout here.
  const db = { url: databaseUrl, connectTimeoutMs: 10_000, statementTimeoutMs: 120_000 };
  const failed: { gameId: string; reason: string }[] = [];
  let verified = 0;
  let next = 0;
  const lane = async () => {
    while (next < ids.length) {
      const gameId = ids[next++];
      try {
        const result = await pool.verifyStored({ db, gameId });
        if (result && 'ok' in result && result.ok) verified++;
        else failed.push({ gameId, reason: describe(result) });
      } catch (error) {
        failed.push({ gameId, reason: (error as Error).message });
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, ids.length) }, lane));
  } finally {
    await pool.onModuleDestroy();
  }
  return { games: ids.length, verified, failed };
}

function describe(result: unknown): string {
  if (result === null) return 'the game vanished';
  const r = result as {
    failed?: { message: string };
    chainIntact?: boolean;
    replayMatches?: boolean;
    firstMismatch?: unknown;
  };
  if (r.failed) return r.failed.message;
  return `chain ${r.chainIntact ? 'intact' : 'broken'}, replay ${r.replayMatches ? 'matches' : 'differs'}: ${JSON.stringify(r.firstMismatch)}`;
}
