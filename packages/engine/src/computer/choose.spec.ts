import { chess007 } from '../rules/chess007';
import { chooseAction, type ChooseRequest } from './choose';

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
});
