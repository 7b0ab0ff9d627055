import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { legalActions } from '@entente/engine';
import { DataSource } from 'typeorm';
import { EngineAdapter } from '../../play/core/engine.adapter';
import { presentGame } from '../../play/core/game-presenter';
import type { GameRecord } from '../../play/core/game-record';
import { GameRepository } from '../../play/core/game.repository';
import { BotStreamRepository } from './bot-stream.repository';

/** One frame of a bot's stream (docs/bots.md, "The stream"). */
export interface BotFrame {
  /** Names the state it reports: the same state gives the same id, on any connection. */
  readonly id: string;
  readonly event: 'challenge' | 'gameStart' | 'turn' | 'gameFinish';
  readonly data: Record<string, unknown>;
}

/**
 * What a bot must hear about, read from the tables as they are now: the seats it is invited to,
 * its running games, and every seat of its that must act, with what it needs to act (the
 * position text, the seat's legal actions, the deadline and clocks, the game's version).
 */
@Injectable()
export class BotStreamService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly rows: BotStreamRepository,
    private readonly store: GameRepository,
    private readonly engine: EngineAdapter,
  ) {}

  async invitations(botId: string): Promise<BotFrame[]> {
    const frames: BotFrame[] = [];
    for (const { gameId, seat } of await this.rows.invitations(this.db.manager, botId)) {
      const game = await this.read(gameId);
      if (!game || game.status !== 'open') continue;
      frames.push({
        id: `challenge:${gameId}:${seat}`,
        event: 'challenge',
        data: { ...this.terms(game), seat, by: game.createdBy.username },
      });
    }
    return frames;
  }

  /** Challenges (POST /challenges) to the bot awaiting its answer: `challengeId` tells them from invitations. */
  async challenges(botId: string): Promise<BotFrame[]> {
    return (await this.rows.challenges(this.db.manager, botId)).map((c) => ({
      id: `challenge:${String(c.challengeId)}`,
      event: 'challenge',
      data: { ...c, expiresAt: (c.expiresAt as Date).toISOString() },
    }));
  }

  running(botId: string): Promise<string[]> {
    return this.rows.running(this.db.manager, botId);
  }

  async gameStart(gameId: string, botId: string): Promise<BotFrame | null> {
    const game = await this.read(gameId);
    if (!game) return null;
    const seats = game.seats.filter((s) => s.userId === botId && s.state === 'taken').map((s) => s.seat);
    return { id: `gameStart:${gameId}`, event: 'gameStart', data: { ...this.terms(game), seats } };
  }

  async gameFinish(gameId: string): Promise<BotFrame | null> {
    const game = await this.read(gameId);
    if (!game || (game.status !== 'finished' && game.status !== 'aborted')) return null;
    return {
      id: `gameFinish:${gameId}`,
      event: 'gameFinish',
      data: { gameId, status: game.status, result: game.result ?? null, version: game.version },
    };
  }

  /** A frame per seat of the bot that must act now, with everything it needs to act. */
  async turns(botId: string): Promise<BotFrame[]> {
    const frames: BotFrame[] = [];
    for (const gameId of await this.rows.acting(this.db.manager, botId)) {
      const game = await this.read(gameId);
      if (!game || !game.state || (game.status !== 'active' && game.status !== 'setup')) continue;
      const dto = presentGame(game, this.engine.seats(game.variant), botId);
      const mine = new Set(dto.yourSeats);
      for (const seat of new Set(game.toMove.filter((s) => mine.has(s)))) {
        const legal = legalActions({
          variant: game.variant,
          edition: game.rulesEdition,
          options: game.options,
          state: game.state,
          seat,
        });
        if (!legal.ok || legal.value.length === 0) continue;
        frames.push({
          id: `turn:${gameId}:${game.version}:${seat}`,
          event: 'turn',
          data: {
            ...this.terms(game),
            seat,
            version: game.version,
            status: game.status,
            toMove: dto.toMove,
            // The engine's text of the state (what Variant.deserialize reads), and the board as shown.
            position: game.state,
            board: dto.position,
            legal: legal.value,
            deadline: game.deadlineAt?.toISOString() ?? null,
            clocks: game.clocks,
            coalitions: dto.coalitions,
            drawOffer: dto.drawOffer,
          },
        });
      }
    }
    return frames;
  }

  private terms(game: GameRecord): Record<string, unknown> {
    return {
      gameId: game.id,
      variant: game.variant,
      edition: game.rulesEdition,
      options: game.options,
      timeControl: game.timeControl,
      press: game.press,
    };
  }

  private async read(gameId: string): Promise<GameRecord | null> {
    try {
      return await this.store.find(this.db.manager, gameId);
    } catch {
      // Gone since its id was read (a game deleted with its creator): nothing to tell.
      return null;
    }
  }
}
