import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { preparedQuery } from '../database/prepared-query';
import { NegotiationRecord } from '../diplomacy/negotiation-record';
import { EventRepository } from '../events/event.repository';
import type { GameEvent } from '../events/game-event.entity';
import { AuditPool } from './audit-pool';
import type { EventPageDto, GameEventDto, VerificationDto } from './dto/event.dto';
import { EngineAdapter } from './engine.adapter';
import { GameRepository } from './game.repository';

/** The events of game `g` as a JSON array of GameEventDto, in seq order (createdAt as JS writes it). */
const EVENTS_JSON = `(SELECT coalesce(json_agg(json_build_object('seq', e.seq, 'type', e.type, 'seat', e.seat,
    'userId', e.user_id, 'payload', e.payload,
    'createdAt', to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'prevHash', e.prev_hash, 'hash', e.hash) ORDER BY e.seq), '[]'::json)
  FROM game_events e WHERE e.game_id = g.id)`;

function toDto(e: GameEvent): GameEventDto {
  return {
    seq: e.seq,
    type: e.type,
    seat: e.seat,
    userId: e.userId,
    payload: e.payload,
    createdAt: new Date(e.createdAt).toISOString(),
    prevHash: e.prevHash,
    hash: e.hash,
  };
}

/** The audit side of a game: its event list, exports, and the verification of chain and snapshot. */
@Injectable()
export class GameAuditService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly store: GameRepository,
    private readonly log: EventRepository,
    private readonly engine: EngineAdapter,
    private readonly workers: AuditPool,
    private readonly negotiation: NegotiationRecord,
  ) {}

  async events(gameId: string, after: number, limit: number): Promise<EventPageDto> {
    await this.store.find(this.db.manager, gameId); // 404 for an unknown game, not an empty page
    const rows = await this.log.page(this.db.manager, gameId, after, limit + 1);
    const items = rows.slice(0, limit).map(toDto);
    return { items, nextAfter: rows.length > limit ? items[items.length - 1].seq : null };
  }

  /**
   * The game and all its events as the JSON text of a GameRecordDto, built by PostgreSQL (so
   * thousands of events are never parsed and serialised again on the API's event loop), with the
   * negotiation once a reveal has opened it to everyone who sees the game — all read in one
   * snapshot-isolated transaction, so snapshot, events and messages agree.
   */
  async record(gameId: string): Promise<string> {
    return this.db.transaction('REPEATABLE READ', async (m) => {
      const game = await this.store.find(m, gameId);
      const [{ record }] = await preparedQuery<{ record: string }>(
        m,
        `SELECT json_build_object('gameId', g.id, 'variant', g.variant, 'options', g.options, 'status', g.status,
                  'version', g.version, 'headHash', g.head_hash, 'result', g.result,
                  'events', ${EVENTS_JSON})::text AS record
           FROM games g WHERE g.id = $1`,
        [gameId],
      );
      const negotiation = await this.negotiation.of(m, game);
      // The record's JSON object, closed by its last '}', with the negotiation as one more member.
      return negotiation ? `${record.slice(0, -1)},"negotiation":${JSON.stringify(negotiation)}}` : record;
    });
  }

  async pgn(gameId: string): Promise<string> {
    const game = await this.store.find(this.db.manager, gameId);
    if (game.variant !== '007')
      throw new DomainError('PGN_UNAVAILABLE', 'PGN export exists for 007 games only; use the record export.');
    const tags: Record<string, string> = {
      Event: 'Entente correspondence game',
      Site: `entente game ${game.id}`,
      Date: (game.startedAt ?? game.createdAt).toISOString().slice(0, 10).replace(/-/g, '.'),
    };
    for (const seat of game.seats)
      if (seat.username && seat.state === 'taken')
        tags[seat.seat === 'white' ? 'White' : 'Black'] = seat.displayName ?? seat.username;
    const state = game.state ?? this.engine.start(game.variant, game.options).state;
    // The record is the log's: every board half-move's 'moved' effect, in order, up to the
    // snapshot's version (the log is append-only, so a move made since the read is left out).
    const [{ moves }] = await preparedQuery<{ moves: string }>(
      this.db.manager,
      `SELECT coalesce(string_agg(e.effect->>'move', ' ' ORDER BY g.seq, e.n), '') AS moves
         FROM game_events g, jsonb_array_elements(g.payload->'effects') WITH ORDINALITY AS e(effect, n)
        WHERE g.game_id = $1 AND g.seq <= $2 AND e.effect->>'type' = 'moved'`,
      [game.id, game.version],
    );
    return this.workers.pgn({ variant: game.variant, options: game.options, state, moves, tags });
  }

  /**
   * Re-hashes the chain and replays every event through the engine (game-replay.ts), in a worker
   * thread: the snapshot and the events are read in one snapshot-isolated transaction, the events
   * as one JSON text that only the worker parses.
   */
  async verify(gameId: string): Promise<VerificationDto> {
    const { game, eventsJson } = await this.db.transaction('REPEATABLE READ', async (m) => ({
      game: await this.store.find(m, gameId),
      eventsJson: (
        await preparedQuery<{ events: string }>(
          m,
          `SELECT ${EVENTS_JSON}::text AS events FROM games g WHERE g.id = $1`,
          [gameId],
        )
      )[0].events,
    }));
    const { id, variant, options, status, version, headHash, state, view } = game;
    return this.workers.verify({ game: { id, variant, options, status, version, headHash, state, view }, eventsJson });
  }
}
