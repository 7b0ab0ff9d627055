/**
 * The worker-thread side of a game's audit (see audit-pool.ts): the long computations of
 * `GET /games/{id}/verify` and `/pgn`, a replay of every half-move, run here so that they never
 * hold the API's event loop. Each export is one task; its input arrives as plain data (the events
 * as one JSON text, parsed here, not on the main thread) and its answer goes back the same way.
 */
import 'reflect-metadata';
import { type AuditDatabase, type AuditFailure, asFailure, queryOnce } from './audit-database';
import { AuditRepository } from './audit.repository';
import type { GameEventDto, VerificationDto } from './event.dto';
import { EngineAdapter, type GameRules } from '../core/engine.adapter';
import { type AuditedGame, verifyGame } from './game-replay';
import { recordText } from './record-text';

const engine = new EngineAdapter();
const audits = new AuditRepository();

export interface VerifyTask {
  readonly game: AuditedGame;
  /** The events in seq order, as a JSON array of GameEventDto. */
  readonly eventsJson: string;
}

export function verify(task: VerifyTask): VerificationDto {
  return verifyGame(engine, task.game, JSON.parse(task.eventsJson) as GameEventDto[]);
}

export interface StoredVerifyTask {
  readonly db: AuditDatabase;
  readonly gameId: string;
}

/**
 * Verifies a stored game: reads its snapshot and events here, on the worker's own connection
 * (audit-database.ts), so the megabytes of a long game never enter the API's heap. Null for a
 * game that does not exist; a failure (the database away, a defect) as plain data.
 */
export async function verifyStored(task: StoredVerifyTask): Promise<VerificationDto | null | AuditFailure> {
  try {
    const row = await audits.verifiable({ query: (text, values) => queryOnce(task.db, text, values) }, task.gameId);
    if (!row) return null;
    const { events, ...game } = row;
    return verifyGame(engine, game, events);
  } catch (error) {
    return asFailure(error);
  }
}

export interface PgnTask {
  readonly rules: GameRules;
  /** The state the moves led to (the snapshot's). */
  readonly state: string;
  /** The board half-moves in order, separated by spaces. */
  readonly moves: string;
  readonly tags: Record<string, string>;
}

export function pgn(task: PgnTask): string {
  const moves = task.moves === '' ? [] : task.moves.split(' ');
  return engine.pgn(task.rules, task.state, moves, task.tags);
}

export interface StoredRecordTextTask {
  readonly db: AuditDatabase;
  readonly gameId: string;
  /** The record's header lines (`Key: value`), from the game row the API read. */
  readonly header: ReadonlyArray<readonly [string, string]>;
}

/** A stored game's readable record (record-text.ts), read and replayed here as the verification is. */
export async function recordTextStored(task: StoredRecordTextTask): Promise<string | null | AuditFailure> {
  try {
    const row = await audits.verifiable({ query: (text, values) => queryOnce(task.db, text, values) }, task.gameId);
    if (!row) return null;
    return recordText(engine, row, row.events, task.header);
  } catch (error) {
    return asFailure(error);
  }
}
