import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ChooseRequest, Level } from '@entente/engine';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { RuleRefusal } from '../core/engine.adapter';
import type { GameRecord } from '../core/game-record';
import { GameRepository } from '../core/game.repository';
import { GamePlayService } from '../moves/game-play.service';
import { JobsService } from '../../platform/jobs/jobs.service';
import { PgListener } from '../../platform/jobs/pg-listener';
import { ComputerPool } from './computer-pool';
import { COMPUTER_TURN_QUEUE, type ComputerTurnJob } from './computer-turn.effect';
import { COMPUTER_TURN_CHANNEL } from './computer-turn.repository';
import { computersToAct } from './computers-to-act';

/** The product's time per computer action (2 s on this machine), unless configured. */
const DEFAULT_MOVE_MS = 2000;

/**
 * Plays the seats computers hold, from the `computer-turn` jobs the change that made one due
 * queued (ComputerTurnEffect). A job: read the game; if it is still at the job's version, let the
 * computer of the first seat with something to do choose on a pool thread (ComputerPool, never
 * the event loop), and submit the action through the same write path as a person's
 * (GamePlayService.playForComputer: rules, events, clocks, notifications, effects — among them
 * the next job when a computer is due again).
 *
 * Exactly once, with any number of API instances: pg-boss hands a job to one worker, the singleton
 * key allows one job per game version, and the action commits only while the game is at that
 * version under its row lock — a retried or late job finds the game moved on and does nothing.
 */
@Injectable()
export class ComputerTurnService implements OnApplicationBootstrap {
  private readonly logger = new Logger(ComputerTurnService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobsService,
    private readonly listener: PgListener,
    private readonly games: GameRepository,
    private readonly plays: GamePlayService,
    private readonly pool: ComputerPool,
  ) {}

  onApplicationBootstrap(): void {
    void this.jobs.define({
      name: COMPUTER_TURN_QUEUE,
      handler: (data) => this.play(data as unknown as ComputerTurnJob),
      // A fallback only: the change that queues a job wakes the worker (below).
      pollingIntervalSeconds: 2,
    });
    // The NOTIFY of a change that queued a job reaches every instance after the job is visible:
    // look at once. Not on every game event: that cost each half-move between people a job query.
    this.listener
      .listen(COMPUTER_TURN_CHANNEL, () => this.jobs.wake(COMPUTER_TURN_QUEUE))
      .catch((error: Error) => this.logger.warn(`computer turns wait for the poll: ${error.message}`));
  }

  /** One job: the computer acts once in the game at the job's version, or nothing happens. */
  async play(job: ComputerTurnJob): Promise<void> {
    const game = await this.games.find(this.db.manager, job.gameId);
    if (game.version !== job.version) return; // a later change queued its own job if one is due
    for (const { seat, level } of computersToAct(game)) {
      const chosen = await this.pool.choose(this.request(game, seat, level));
      if (!chosen.ok) {
        this.logger.error(`computer ${level} of ${game.id}/${seat} failed: ${chosen.error.message}`);
        continue;
      }
      const action = chosen.value.action;
      if (!action) continue; // nothing for this seat after all (e.g. its draw answer is not needed)
      try {
        await this.plays.playForComputer(game.id, seat, action, game.version);
      } catch (error) {
        if (!(error instanceof RuleRefusal) || level === 'random') throw error;
        // A defect of a player's: the game must go on, so the random player acts for it.
        this.logger.error(`computer ${level} of ${game.id}/${seat} chose a refused action: ${error.message}`);
        const fallback = await this.pool.choose(this.request(game, seat, 'random'));
        if (fallback.ok && fallback.value.action)
          await this.plays.playForComputer(game.id, seat, fallback.value.action, game.version);
      }
      return;
    }
  }

  /**
   * The game in a computer's seed: its id — or, under a fixed seed (a repeatable run, which gives
   * each creator one game), that seed and the creator's name, which the run chose (an id is random).
   */
  private gameSeed(game: GameRecord): string {
    const fixed = this.config.computerSeed;
    return fixed === undefined ? game.id : `${fixed}:${game.createdBy.username}`;
  }

  private request(game: GameRecord, seat: string, level: Level): ChooseRequest {
    return {
      variant: game.variant,
      // The computer judges the game by the rules it is played in, as everything else does.
      edition: game.rulesEdition,
      options: game.options,
      state: game.state as string,
      seat,
      level,
      budget: { timeMs: this.config.computerMoveMs ?? DEFAULT_MOVE_MS },
      // The same game, version and seat always ask the same question with the same chance.
      seed: `${this.gameSeed(game)}:${game.version}:${seat}`,
    };
  }
}
