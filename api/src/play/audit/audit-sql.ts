/**
 * The SQL of a game's audit, shared by the API (the record, GameAuditService) and the audit
 * worker (verify, audit.worker.ts).
 */

/** The event row `e` as the JSON of a GameEventDto (createdAt as JS writes it). */
export const EVENT_JSON = `json_build_object('seq', e.seq, 'type', e.type, 'seat', e.seat, 'userId', e.user_id,
    'payload', e.payload, 'createdAt', to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'prevHash', e.prev_hash, 'hash', e.hash)`;

/** The events of game `g` as a JSON array of GameEventDto, in seq order. */
export const EVENTS_JSON = `(SELECT coalesce(json_agg(${EVENT_JSON} ORDER BY e.seq), '[]'::json)
  FROM game_events e WHERE e.game_id = g.id)`;

/** What a verification compares (the snapshot, as AuditedGame) and the events, in one statement. */
export const SNAPSHOT_WITH_EVENTS = `SELECT g.id, g.variant, g.options, g.status, g.version, g.head_hash AS "headHash",
    g.state, g.view, ${EVENTS_JSON} AS events
  FROM games g WHERE g.id = $1`;
