import type { EntityManager } from 'typeorm';

export type LadderEventType =
  'ladder-created' | 'ladder-updated' | 'season-added' | 'game-annulled' | 'standings-rebuilt';

/**
 * The ladder's audit log. Annulments live here, not on the game's hash chain: an annulment is the
 * club's decision about the ladder, it changes nothing in the game (whose chain must still replay
 * to the same snapshot), and the same game's record stays true whatever a ladder decides about it.
 */
export async function appendLadderEvent(
  m: EntityManager,
  e: {
    ladderId: string;
    seasonId?: string | null;
    gameId?: string | null;
    type: LadderEventType;
    actorId: string;
    payload: Record<string, unknown>;
  },
): Promise<void> {
  await m.query(
    `INSERT INTO ladder_events (ladder_id, season_id, game_id, type, actor_id, payload) VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
    [e.ladderId, e.seasonId ?? null, e.gameId ?? null, e.type, e.actorId, JSON.stringify(e.payload)],
  );
}
