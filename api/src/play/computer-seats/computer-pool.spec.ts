import { chooseAction, coalitionVariant, getVariant, unwrap, type ChooseRequest } from '@entente/engine';
import { ComputerPool } from './computer-pool';

const chess007 = getVariant('007')!;
const start007 = chess007.serialize(unwrap(chess007.initial(unwrap(chess007.parseOptions({})))));

describe('ComputerPool, the threads the computer players think on', () => {
  it('answers on a worker thread exactly what the player answers on the asking thread', async () => {
    const pool = new ComputerPool();
    try {
      const coalition = unwrap(coalitionVariant.initial(unwrap(coalitionVariant.parseOptions({ setupPhase: false }))));
      const requests: ChooseRequest[] = [
        { variant: '007', state: start007, seat: 'white', level: 'search', seed: 1, budget: { nodes: 2000 } },
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
      const replies = await Promise.all(requests.map((request) => pool.choose(request)));
      // Same request, same action and search, wherever it runs (only the milliseconds differ).
      const strip = (r: ReturnType<typeof chooseAction>) =>
        r.ok ? { action: r.value.action, nodes: r.value.stats.nodes } : r;
      for (const [i, reply] of replies.entries()) expect(strip(reply)).toEqual(strip(chooseAction(requests[i])));
    } finally {
      await pool.onModuleDestroy();
    }
  });
});
