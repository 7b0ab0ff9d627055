import { availableParallelism } from 'node:os';
import * as path from 'node:path';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Piscina } from 'piscina';
import { DomainError } from '../../platform/errors/domain-error';
import { PROJECT_ROOT } from '../../platform/config/paths';
import type { VerificationDto } from './event.dto';
import type { AuditFailure } from './audit-database';
import type { PgnTask, StoredRecordTextTask, StoredVerifyTask, VerifyTask } from './audit.worker';

/** Tasks waiting for a thread beyond this are refused (503) rather than queued without end. */
const MAX_QUEUE = 64;

/**
 * Where the worker's code is: next to this file, compiled (`.js`, a build) or as TypeScript (`.ts`:
 * `npm start`'s SWC hook or jest), in which case the thread loads the same SWC hook first.
 */
export function auditWorkerEntry(): { filename: string; execArgv: string[] } {
  if (__filename.endsWith('.js')) return { filename: path.join(__dirname, 'audit.worker.js'), execArgv: [] };
  return {
    filename: path.join(__dirname, 'audit.worker.ts'),
    execArgv: ['-r', path.join(PROJECT_ROOT, 'scripts', 'register-swc.js')],
  };
}

/**
 * The thread pool (piscina) for a game's long audit computations — the replay of `verify`, the
 * PGN export's — so that no request holds the API's event loop while thousands of half-moves are
 * replayed. Threads start on first use and stop when idle; at most one fewer than the cores
 * (at least one), so requests keep a core.
 */
@Injectable()
export class AuditPool implements OnModuleDestroy {
  private pool?: Piscina;

  verify(task: VerifyTask): Promise<VerificationDto> {
    return this.run(task, 'verify');
  }

  /** A stored game's verification, read by the worker itself (null: no such game). */
  verifyStored(task: StoredVerifyTask): Promise<VerificationDto | null | AuditFailure> {
    return this.run(task, 'verifyStored');
  }

  pgn(task: PgnTask): Promise<string> {
    return this.run(task, 'pgn');
  }

  /** A stored game's readable record, read by the worker itself (null: no such game). */
  recordText(task: StoredRecordTextTask): Promise<string | null | AuditFailure> {
    return this.run(task, 'recordTextStored');
  }

  async onModuleDestroy(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }

  private run<T>(task: unknown, name: string): Promise<T> {
    const pool = (this.pool ??= new Piscina({
      ...auditWorkerEntry(),
      name: 'verify', // the task a thread loads as it starts (piscina's default, `default`, is not exported)
      minThreads: 0,
      maxThreads: Math.max(1, availableParallelism() - 1),
      idleTimeout: 60_000,
      maxQueue: MAX_QUEUE,
      // A thread keeps its database connection between tasks: with piscina's default (`sync`) an
      // idle thread sleeps in Atomics.wait and would see a connection cut meanwhile only on its
      // next task, as that task's failure.
      atomics: 'disabled',
    }));
    if (pool.queueSize >= MAX_QUEUE)
      return Promise.reject(
        new DomainError('SERVICE_UNAVAILABLE', 'Too many verifications and exports are running; try again shortly.'),
      );
    return pool.run(task, { name }) as Promise<T>;
  }
}
