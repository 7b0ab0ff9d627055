import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { chess007 } from '../rules/chess007';
import { coalitionVariant } from '../rules/coalition';
import { chooseAction, type ChooseRequest } from './choose';
import type { WorkerReply } from './worker';

import { unwrap } from '../rules/core/result';

const start007 = chess007.serialize(unwrap(chess007.initial(unwrap(chess007.parseOptions({})))));

describe('chooseAction, the players’ contract', () => {
  const base: ChooseRequest = { variant: '007', state: start007, seat: 'white', level: 'greedy', seed: 1 };

  it('refuses bad requests with errors as values', () => {
    const cases: [Partial<ChooseRequest>, string][] = [
      [{ variant: 'xiangqi' }, 'BAD_OPTIONS'],
      [{ level: 'grandmaster' as never }, 'BAD_OPTIONS'],
      [{ seat: 'yellow' }, 'BAD_ACTION'],
      [{ options: { detente: 'yes' } }, 'BAD_OPTIONS'],
      [{ state: 'not a state' }, 'BAD_NOTATION'],
    ];
    for (const [change, code] of cases) {
      const r = chooseAction({ ...base, ...change });
      expect({ change, ok: r.ok, code: r.ok ? undefined : r.error.code }).toEqual({ change, ok: false, code });
    }
  });

  it('takes and gives plain JSON only, so a request can cross a thread boundary', () => {
    const r = chooseAction(base);
    expect(r.ok).toBe(true);
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
  });

  it('runs on a worker thread (worker.ts), off the asking thread’s event loop', async () => {
    const worker = new Worker(join(__dirname, 'worker.ts'), {
      execArgv: ['-r', join(__dirname, '..', '..', '..', 'scripts', 'register-swc.js')],
    });
    try {
      const coalition = unwrap(coalitionVariant.initial(unwrap(coalitionVariant.parseOptions({ setupPhase: false }))));
      const requests: ChooseRequest[] = [
        { ...base, level: 'search', budget: { nodes: 2000 } },
        {
          variant: 'coalition',
          options: { setupPhase: false },
          state: coalitionVariant.serialize(coalition),
          seat: 'yellow',
          level: 'search',
          budget: { nodes: 1000 },
          seed: 2,
        },
      ];
      const replies = await Promise.all(
        requests.map(
          (request, id) =>
            new Promise<WorkerReply>((resolve) => {
              const listen = (reply: WorkerReply) => {
                if (reply.id !== id) return;
                worker.off('message', listen);
                resolve(reply);
              };
              worker.on('message', listen);
              worker.postMessage({ id, request });
            }),
        ),
      );
      // Same request, same action and search, wherever it runs (only the milliseconds differ).
      const strip = (r: WorkerReply['result']) => (r.ok ? { action: r.value.action, nodes: r.value.stats.nodes } : r);
      for (const [i, reply] of replies.entries()) expect(strip(reply.result)).toEqual(strip(chooseAction(requests[i])));
    } finally {
      await worker.terminate();
    }
  });
});
