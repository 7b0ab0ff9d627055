/**
 * The worker-thread side of a game's audit (see audit-pool.ts): the long computations of
 * `GET /games/{id}/verify` and `/pgn`, a replay of every half-move, run here so that they never
 * hold the API's event loop. Each export is one task; its input arrives as plain data (the events
 * as one JSON text, parsed here, not on the main thread) and its answer goes back the same way.
 */
import 'reflect-metadata';
import type { GameEventDto, VerificationDto } from './dto/event.dto';
import { EngineAdapter } from './engine.adapter';
import { type AuditedGame, verifyGame } from './game-replay';

const engine = new EngineAdapter();

export interface VerifyTask {
  readonly game: AuditedGame;
  /** The events in seq order, as a JSON array of GameEventDto. */
  readonly eventsJson: string;
}

export function verify(task: VerifyTask): VerificationDto {
  return verifyGame(engine, task.game, JSON.parse(task.eventsJson) as GameEventDto[]);
}

export interface PgnTask {
  readonly variant: string;
  readonly options: Record<string, unknown>;
  /** The state the moves led to (the snapshot's). */
  readonly state: string;
  /** The board half-moves in order, separated by spaces. */
  readonly moves: string;
  readonly tags: Record<string, string>;
}

export function pgn(task: PgnTask): string {
  const moves = task.moves === '' ? [] : task.moves.split(' ');
  return engine.pgn(task.variant, task.options, task.state, moves, task.tags);
}
