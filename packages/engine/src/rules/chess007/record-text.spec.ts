import type { Action } from '../core/action';
import { DEFAULT_OPTIONS } from './options';
import { chess007 } from './variant';
import { chess007RecordText, type Step007 } from './record-text';

describe('the 007 record as text', () => {
  it('writes a turn per line in SAN with + for a check, and an offer out of turn in words', () => {
    const start = chess007.initial(DEFAULT_OPTIONS);
    if (!start.ok) throw new Error(start.error.message);
    let s = start.value;
    const steps: Step007[] = [];
    const actions: Action[] = [
      { type: 'move', move: 'e2e4' },
      { type: 'move', move: 'f7f6' },
      { type: 'move', move: 'd1h5' },
      { type: 'offer-draw', seat: 'black' },
    ];
    for (const action of actions) {
      const next = chess007.apply(s, action);
      if (!next.ok) throw new Error(`${next.error.code}: ${next.error.message}`);
      steps.push({ action, effects: next.value.effects });
      s = next.value.state;
    }
    expect(chess007RecordText(steps, [['Variant', '007 Chess']])).toBe(
      'Variant: 007 Chess\n\nTurn 1, White: e4 f6 Qh5+ (Black offers a draw)\n',
    );
    expect(chess007.checkedKings!(s)).toEqual(['e8']);
  });
});
