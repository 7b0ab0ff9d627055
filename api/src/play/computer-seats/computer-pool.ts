import { availableParallelism } from 'node:os';
import * as path from 'node:path';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Piscina } from 'piscina';
import type { ChooseRequest, ChooseResponse, Result } from '@entente/engine';
import { PROJECT_ROOT } from '../../platform/config/paths';

/**
 * Where the thread's code is: next to this file, compiled (`.js`), or as TypeScript (`.ts`: the
 * start command's SWC hook or jest), in which case the thread loads the same hook first.
 */
function taskEntry(): { filename: string; execArgv: string[] } {
  if (__filename.endsWith('.js')) return { filename: path.join(__dirname, 'computer.task.js'), execArgv: [] };
  return {
    filename: path.join(__dirname, 'computer.task.ts'),
    execArgv: ['-r', path.join(PROJECT_ROOT, 'scripts', 'register-swc.js')],
  };
}

/**
 * The threads (piscina) the computer players think on, off the API's event loop. At most one
 * fewer than the cores (at least one), so requests keep a core; they start on first use and stop
 * when idle. A search takes its whole time budget, so more threads than cores would only make
 * each search see less.
 */
@Injectable()
export class ComputerPool implements OnModuleDestroy {
  private pool?: Piscina;

  choose(request: ChooseRequest): Promise<Result<ChooseResponse>> {
    this.pool ??= new Piscina({
      ...taskEntry(),
      minThreads: 0,
      maxThreads: Math.max(1, availableParallelism() - 1),
      idleTimeout: 60_000,
    });
    return this.pool.run(request) as Promise<Result<ChooseResponse>>;
  }

  async onModuleDestroy(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }
}
