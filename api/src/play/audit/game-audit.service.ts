import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/app-config';
import type { NegotiationRecordDto } from '../negotiation/dto/negotiation.dto';
import { NegotiationRecord } from '../negotiation/negotiation-record';
import { EventRepository } from '../events/event.repository';
import type { GameEvent } from '../events/game-event.entity';
import { type AuditDatabase, fromFailure } from './audit-database';
import { AuditPool } from './audit-pool';
import { AuditRepository } from './audit.repository';
import type { EventPageDto, GameEventDto, VerificationDto } from './event.dto';
import { EngineAdapter } from '../core/engine.adapter';
import { GameRepository } from '../core/game.repository';
import { computerName } from '../core/computer-name';
import { pgnFileName } from './pgn-file-name';
import { boardMovesOf } from '../core/takeback';

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

/** Events per piece of a record (about 100 KB of JSON). */
const RECORD_BATCH = 200;

/** The audit side of a game: its event list, exports, and the verification of chain and snapshot. */
@Injectable()
export class GameAuditService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly store: GameRepository,
    private readonly log: EventRepository,
    private readonly engine: EngineAdapter,
    private readonly workers: AuditPool,
    private readonly audits: AuditRepository,
    private readonly negotiation: NegotiationRecord,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.auditDatabase = {
      url: config.databaseUrl,
      connectTimeoutMs: config.dbConnectTimeoutMs ?? 1000,
      statementTimeoutMs: config.dbStatementTimeoutMs ?? 3000,
    };
  }

  /** How the audit worker reaches this database (verify reads there, not here). */
  private readonly auditDatabase: AuditDatabase;

  async events(gameId: string, after: number, limit: number): Promise<EventPageDto> {
    await this.store.find(this.db.manager, gameId); // 404 for an unknown game, not an empty page
    const rows = await this.log.page(this.db.manager, gameId, after, limit + 1);
    const items = rows.slice(0, limit).map(toDto);
    return { items, nextAfter: rows.length > limit ? items[items.length - 1].seq : null };
  }

  /**
   * The game and all its events as the JSON text of a GameRecordDto, written out in pieces of
   * RECORD_BATCH events whose JSON PostgreSQL builds: thousands of events are never parsed or
   * serialised on the API's event loop, and no piece is large enough to outlive a young-generation
   * collection (one text of megabytes would, and its collection would hold the loop).
   *
   * The game row, its version and the negotiation (once a reveal has opened it to everyone who
   * sees the game) are read first, in one snapshot-isolated transaction — a missing game is an
   * ordinary 404 before anything is written. The events up to that version are then read piece
   * by piece outside it: the log is append-only (game_events refuses updates and deletes), so
   * they are exactly the events of that snapshot, however long the client takes to read.
   */
  async record(gameId: string): Promise<AsyncIterable<string>> {
    const { header, version, negotiation } = await this.db.transaction('REPEATABLE READ', async (m) => {
      const game = await this.store.find(m, gameId);
      const header = await this.audits.recordHeader(m, gameId);
      return { header, version: game.version, negotiation: await this.negotiation.of(m, game) };
    });
    return this.recordPieces(gameId, header, version, negotiation);
  }

  private async *recordPieces(
    gameId: string,
    header: string,
    version: number,
    negotiation: NegotiationRecordDto | undefined,
  ): AsyncIterable<string> {
    // The header object, opened again after its last member for the events.
    yield `${header.slice(0, -1)},"events":[`;
    for (let after = 0; after < version;) {
      const { piece, last } = await this.audits.recordPiece(this.db.manager, gameId, after, version, RECORD_BATCH);
      if (piece === null || last === null) break;
      yield after === 0 ? piece : `,${piece}`;
      after = last;
    }
    yield negotiation ? `],"negotiation":${JSON.stringify(negotiation)}}` : ']}';
  }

  /**
   * A 007 game as PGN text, and the name of its file (`<white>-<black>-<date>.pgn`); `tags` set or
   * replace header tags (a tournament's export names its event and round).
   */
  async pgn(
    gameId: string,
    extraTags: Readonly<Record<string, string>> = {},
  ): Promise<{ text: string; fileName: string }> {
    const game = await this.store.find(this.db.manager, gameId);
    if (game.variant !== '007')
      throw new DomainError('PGN_UNAVAILABLE', 'PGN export exists for 007 games only; use the record export.');
    const tags: Record<string, string> = {
      Event: 'Entente correspondence game',
      Site: `entente game ${game.id}`,
      Date: (game.startedAt ?? game.createdAt).toISOString().slice(0, 10).replace(/-/g, '.'),
    };
    for (const seat of game.seats) {
      const tag = seat.seat === 'white' ? 'White' : 'Black';
      if (seat.state === 'taken' && seat.computer) tags[tag] = computerName(seat.computer);
      else if (seat.username && seat.state === 'taken') tags[tag] = seat.displayName ?? seat.username;
    }
    // The edition the game is played in, after the tags a 007 record always has.
    tags.Rules = game.rulesEdition;
    Object.assign(tags, extraTags);
    const state = game.state ?? this.engine.start(game).state;
    // The record is the log's: every board half-move's 'moved' effect, in order, up to the
    // snapshot's version (the log is append-only, so a move made since the read is left out).
    const moves = (await this.log.has(this.db.manager, game.id, 'takeback-accepted'))
      ? // A takeback: the line as played after it, which the log's order alone does not give.
        boardMovesOf((await this.log.all(this.db.manager, game.id)).filter((e) => e.seq <= game.version))
      : await this.audits.boardMoves(this.db.manager, game.id, game.version);
    const rules = { variant: game.variant, rulesEdition: game.rulesEdition, options: game.options };
    const text = await this.workers.pgn({ rules, state, moves, tags });
    return { text, fileName: pgnFileName(game) };
  }

  /**
   * The game as readable text (docs/api/records.md): Coalition Chess by rounds, 007 by turns, as
   * the dashboard's move list writes them; read and replayed in a worker thread, as the
   * verification is. A file `<variant>-<date>-<game>.txt`.
   */
  async recordText(gameId: string): Promise<{ text: string; fileName: string }> {
    const game = await this.store.find(this.db.manager, gameId);
    const name = (s: (typeof game.seats)[number]) =>
      s.computer ? 'computer' : s.userId ? (s.displayName ?? s.username ?? s.seat) : 'open';
    const header: [string, string][] = [
      ['Game', game.id],
      ['Variant', game.variant === 'coalition' ? 'Coalition Chess' : '007 Chess'],
      ['Rules', game.rulesEdition],
      ['Started', (game.startedAt ?? game.createdAt).toISOString().slice(0, 10)],
      ...game.seats.map((s): [string, string] => [s.seat.charAt(0).toUpperCase() + s.seat.slice(1), name(s)]),
    ];
    const text = await this.workers.recordText({ db: this.auditDatabase, gameId, header });
    if (text === null) throw new DomainError('GAME_NOT_FOUND', `No game ${gameId}`);
    if (typeof text !== 'string') throw fromFailure(text.failed);
    const date = (game.startedAt ?? game.createdAt).toISOString().slice(0, 10);
    return { text, fileName: `${game.variant}-${date}-${game.id.slice(0, 8)}.txt` };
  }

  /**
   * Re-hashes the chain and replays every event through the engine (game-replay.ts), in a worker
   * thread that also reads the snapshot and the events (one statement, so they agree): neither
   * the megabytes of a long game's events nor their garbage ever touch the API's event loop.
   */
  async verify(gameId: string): Promise<VerificationDto> {
    const result = await this.workers.verifyStored({ db: this.auditDatabase, gameId });
    if (result === null) throw new DomainError('GAME_NOT_FOUND', `No game ${gameId}`);
    if ('failed' in result) throw fromFailure(result.failed);
    return result;
  }
}
