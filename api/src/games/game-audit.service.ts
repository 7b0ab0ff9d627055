import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NegotiationRecord } from '../diplomacy/negotiation-record';
import { canonicalJson } from '../events/canonical-json';
import { findChainBreak } from '../events/event-hash';
import { SEAT_EVENT_TYPES } from '../events/game-event-types';
import { EventRepository } from '../events/event.repository';
import type { GameEvent } from '../events/game-event.entity';
import type { Action } from '../rules/core/action';
import type { EventPageDto, GameEventDto, GameRecordDto, VerificationDto, VerificationIssueDto } from './dto/event.dto';
import { EngineAdapter, RuleRefusal } from './engine.adapter';
import type { GameRecord } from './game-record';
import { GameRepository } from './game.repository';

/** Seat changes before the start: they change seats, not the engine's state, so replay skips them. */
const WITHOUT_STATE: ReadonlySet<string> = new Set(SEAT_EVENT_TYPES);

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
    private readonly negotiation: NegotiationRecord,
  ) {}

  async events(gameId: string, after: number, limit: number): Promise<EventPageDto> {
    await this.store.find(this.db.manager, gameId); // 404 for an unknown game, not an empty page
    const rows = await this.log.page(this.db.manager, gameId, after, limit + 1);
    const items = rows.slice(0, limit).map(toDto);
    return { items, nextAfter: rows.length > limit ? items[items.length - 1].seq : null };
  }

  async record(gameId: string): Promise<GameRecordDto> {
    // One read-only snapshot-isolated transaction: the snapshot row and the events agree.
    return this.db.transaction('REPEATABLE READ', async (m) => {
      const game = await this.store.find(m, gameId);
      const events = await this.log.all(m, gameId);
      // The negotiation joins the record once a reveal has opened it to everyone who sees the game.
      const negotiation = await this.negotiation.of(m, game);
      return {
        gameId: game.id,
        variant: game.variant,
        options: game.options,
        status: game.status,
        version: game.version,
        headHash: game.headHash,
        result: game.result as GameRecordDto['result'],
        events: events.map(toDto),
        ...(negotiation ? { negotiation } : {}),
      };
    });
  }

  async pgn(gameId: string): Promise<string> {
    const game = await this.store.find(this.db.manager, gameId);
    const tags: Record<string, string> = {
      Event: 'Entente correspondence game',
      Site: `entente game ${game.id}`,
      Date: (game.startedAt ?? game.createdAt).toISOString().slice(0, 10).replace(/-/g, '.'),
    };
    for (const seat of game.seats)
      if (seat.username && seat.state === 'taken')
        tags[seat.seat === 'white' ? 'White' : 'Black'] = seat.displayName ?? seat.username;
    if (game.state === null) {
      return this.engine.pgn(game.variant, game.options, this.engine.start(game.variant, game.options).state, [], tags);
    }
    // The record is the log's: every board half-move's 'moved' effect, in order, up to the
    // snapshot's version (the log is append-only, so a move made since the read is left out).
    const moves: { move: string }[] = await this.db.query(
      `SELECT e.effect->>'move' AS move
         FROM game_events g, jsonb_array_elements(g.payload->'effects') WITH ORDINALITY AS e(effect, n)
        WHERE g.game_id = $1 AND g.seq <= $2 AND e.effect->>'type' = 'moved'
        ORDER BY g.seq, e.n`,
      [game.id, game.version],
    );
    return this.engine.pgn(
      game.variant,
      game.options,
      game.state,
      moves.map((m) => m.move),
      tags,
    );
  }

  /**
   * Re-hashes the chain, then replays every event through the engine from the start: each action
   * must be accepted with exactly the recorded effects, and the final state must be exactly the
   * snapshot (state text, view, version, head hash). Reports the first thing that differs.
   */
  async verify(gameId: string): Promise<VerificationDto> {
    const { game, events } = await this.db.transaction('REPEATABLE READ', async (m) => ({
      game: await this.store.find(m, gameId),
      events: await this.log.all(m, gameId),
    }));
    const stored = events.map((e) => ({ ...e, createdAt: new Date(e.createdAt) }));
    const chainBreak = findChainBreak(stored);
    const replayIssue = this.replay(game, events);
    const firstMismatch: VerificationIssueDto | null =
      [chainBreak, replayIssue].filter((x): x is VerificationIssueDto => x !== null).sort((a, b) => a.seq - b.seq)[0] ??
      null;
    return {
      ok: !chainBreak && !replayIssue,
      events: events.length,
      chainIntact: !chainBreak,
      replayMatches: !replayIssue,
      firstMismatch,
    };
  }

  private replay(game: GameRecord, events: readonly GameEvent[]): VerificationIssueDto | null {
    let state: string | null = null;
    let aborted = false;
    for (const e of events) {
      const issue = (message: string): VerificationIssueDto => ({ seq: e.seq, kind: 'replay', message });
      if (e.type === 'game-created') {
        if (e.payload.variant !== game.variant || canonicalJson(e.payload.options) !== canonicalJson(game.options)) {
          return issue('the creation event names other rules than the game has');
        }
      } else if (WITHOUT_STATE.has(e.type)) {
        continue;
      } else if (e.type === 'game-started') {
        state = this.engine.start(game.variant, game.options).state;
        if (state !== e.payload.state) return issue('the recorded initial state is not the engine’s');
      } else if (e.type === 'game-aborted') {
        aborted = true;
      } else {
        if (state === null) return issue(`a ${e.type} before the game started`);
        const action = e.payload.action as Action | undefined;
        if (!action || action.type !== e.type) return issue(`the payload does not hold a ${e.type} action`);
        try {
          const [step] = this.engine.apply(game.variant, game.options, state, [action]);
          if (canonicalJson(step.effects) !== canonicalJson(e.payload.effects))
            return issue(`the engine’s effects of ${canonicalJson(action)} differ from the recorded ones`);
          state = step.state;
        } catch (error) {
          if (error instanceof RuleRefusal)
            return issue(`the engine refuses ${canonicalJson(action)}: ${error.code} ${error.message}`);
          throw error;
        }
      }
    }
    const end = (message: string): VerificationIssueDto => ({
      seq: (events[events.length - 1]?.seq ?? 0) + 1,
      kind: 'snapshot',
      message,
    });
    const last = events[events.length - 1];
    if ((last?.seq ?? 0) !== game.version)
      return end(`the snapshot is at version ${game.version}, the events end at ${last?.seq ?? 0}`);
    if ((last?.hash ?? '0'.repeat(64)) !== game.headHash)
      return end('the snapshot’s head hash is not the last event’s hash');
    if (state !== game.state) return end('replaying the events does not give the stored state');
    if (state !== null) {
      const view = this.engine.view(game.variant, game.options, state);
      if (!aborted && canonicalJson(view) !== canonicalJson(game.view))
        return end('the stored view is not the view of the replayed state');
      if (!aborted && view.status !== game.status)
        return end(`the snapshot says ${game.status}, the replay ${view.status}`);
    }
    // A game-aborted event (an abort before the first move, an emptied game) must show in the
    // snapshot. A neutrality abort (coalition.md §6) is no such event but the rules' own outcome:
    // the replayed view says 'aborted', and the comparison above has already matched it.
    if (aborted ? game.status !== 'aborted' : state === null && game.status === 'aborted')
      return end('the abort event and the snapshot status disagree');
    return null;
  }
}
