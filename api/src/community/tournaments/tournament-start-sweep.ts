import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { JobsService } from '../../platform/jobs/jobs.service';
import { TOURNAMENT_START_QUEUE, type TournamentStartJob } from './tournament-rounds.service';
import { TournamentStartSweepRepository } from './tournament-start-sweep.repository';

export const TOURNAMENT_START_SWEEP_QUEUE = 'tournament-start-sweep';

/** Stalled starts resumed in one sweep (a few at most exist; each job then works in batches). */
const SWEEP_LIMIT = 100;

/**
 * Resumes a start whose job is gone: once pg-boss has spent a job's retries (a database away for
 * longer than its back-off, a bug since fixed) the event would stay `starting` for ever. On boot
 * and every minute the events `starting` with no job waiting, retrying or running get a new one;
 * it creates only the games still missing (TournamentRoundsService.createBatch), so a job sent
 * beside a live one does no harm.
 */
@Injectable()
export class TournamentStartSweep implements OnApplicationBootstrap {
  private readonly logger = new Logger(TournamentStartSweep.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly repo: TournamentStartSweepRepository,
    private readonly jobs: JobsService,
  ) {}

  onApplicationBootstrap(): void {
    const defined = this.jobs.define({
      name: TOURNAMENT_START_SWEEP_QUEUE,
      cron: '* * * * *',
      policy: 'singleton',
      handler: () => this.resume(),
    });
    // On boot at once, not at the next minute: the last process may have died with the start.
    void defined
      .then(() => this.jobs.send(TOURNAMENT_START_SWEEP_QUEUE))
      .catch((error: Error) => this.logger.warn(`start sweep not sent: ${error.message}`));
  }

  /** Sends a start job for each stalled start, in one transaction with the look; returns their ids. */
  resume(): Promise<string[]> {
    return this.db.transaction(async (m) => {
      const stalled = await this.repo.stalled(m, TOURNAMENT_START_QUEUE, SWEEP_LIMIT);
      for (const s of stalled) {
        const job: TournamentStartJob = { tournamentId: s.tournamentId, actorId: s.actorId };
        await this.jobs.sendWithin(m, TOURNAMENT_START_QUEUE, { ...job }, { singletonKey: s.tournamentId });
        this.logger.warn(`tournament ${s.tournamentId}: its start had no job left; resumed`);
      }
      return stalled.map((s) => s.tournamentId);
    });
  }
}
