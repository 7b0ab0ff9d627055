import fc from 'fast-check';
import type { Action } from '../core/action';
import type { Effect } from '../core/effect';
import { coalitionMoveText, coalitionRecordText, coalitionStepText, type RecordStep } from './record-text';
import { position, start } from './spec-helpers';
import type { CoalitionState } from './state';
import { coalitionVariant } from './variant';

/** Plays actions, keeping each step as the record takes it (the piece read from the position before). */
function play(state: CoalitionState, actions: readonly Action[]): { steps: RecordStep[]; state: CoalitionState } {
  const steps: RecordStep[] = [];
  for (const action of actions) {
    const from = action.type === 'move' ? /^[a-j](?:10|[1-9])/.exec(action.move)?.[0] : undefined;
    const piece = coalitionVariant.view(state).board.find((p) => p.square === from)?.piece;
    const next = coalitionVariant.apply(state, action);
    if (!next.ok) throw new Error(`${next.error.code}: ${next.error.message}`);
    steps.push({ action, effects: next.value.effects, piece });
    state = next.value.state;
  }
  return { steps, state };
}

describe('the Coalition record as text', () => {
  it('writes a move as piece letter, squares, x for a capture and + for a check', () => {
    const moved = (capture: boolean): Effect => ({
      type: 'moved',
      seat: 'yellow',
      color: 'yellow',
      move: 'x',
      capture,
    });
    expect(coalitionMoveText('e2e4', 'guard', [moved(false)])).toBe('Ge2-e4');
    expect(coalitionMoveText('e4e9', 'tank', [moved(true), { type: 'check', seat: 'black', answer: 'turn' }])).toBe(
      'Te4xe9+',
    );
    expect(coalitionMoveText('d9d10=T', 'guard', [moved(false)])).toBe('Gd9-d10=T');
    expect(coalitionMoveText('j10a1', 'machine_gun', [moved(false)])).toBe('Mj10-a1');
  });

  it('groups a played opening by rounds with declarations in words', () => {
    const s = start();
    const first = coalitionVariant.view(s).legalMoves[0];
    const { steps } = play(s, [{ type: 'move', move: first }]);
    const text = coalitionRecordText(steps, [['Variant', 'Coalition Chess']]);
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe('Variant: Coalition Chess');
    expect(lines[2]).toMatch(/^Round 1: Yellow [KTAECMGSP][a-j]\d+-[a-j]\d+$/);
    expect(
      coalitionStepText({
        action: { type: 'declare', seat: 'green', ally: 'yellow' },
        effects: [{ type: 'coalition-formed', coalition: { seats: ['yellow', 'green'], round: 1, by: 'declaration' } }],
      }),
    ).toBe('Green declares a coalition with Yellow');
  });

  it('marks a check with + and names the Kings in check', () => {
    // Yellow's tank moves onto the open file of Black's King on e10.
    const s = position('yK:a1 yT:d2 bK:e10 gP:j5 rP:j6', 'turn=y');
    expect(coalitionVariant.checkedKings!(s)).toEqual([]);
    const { steps, state } = play(s, [{ type: 'move', move: 'd2e2' }]);
    expect(coalitionStepText(steps[0])).toBe('Yellow Td2-e2+');
    expect(coalitionVariant.checkedKings!(state)).toEqual(['e10']);
  });

  it('writes one line per round and each step once, whatever is played (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(1000), { minLength: 1, maxLength: 40 }), (picks) => {
        let state = start();
        const steps: RecordStep[] = [];
        for (const pick of picks) {
          const moves = coalitionVariant.view(state).legalMoves;
          if (coalitionVariant.view(state).status !== 'active' || moves.length === 0) break;
          const played = play(state, [{ type: 'move', move: moves[pick % moves.length] }]);
          steps.push(...played.steps);
          state = played.state;
        }
        const text = coalitionRecordText(steps);
        const rounds = text.split('\n').filter((l) => l.startsWith('Round '));
        const items = rounds.flatMap((l) => l.slice(l.indexOf(': ') + 2).split('; '));
        expect(items).toHaveLength(steps.length);
        expect(rounds.map((l) => Number(/^Round (\d+)/.exec(l)![1]))).toEqual(
          [...new Set(rounds.map((l) => Number(/^Round (\d+)/.exec(l)![1])))].sort((a, b) => a - b),
        );
        for (const item of items)
          expect(item).toMatch(/^(Yellow|Black|Green|Red) [KTAECMGSP][a-j]\d+[-x][a-j]\d+(=[A-Z])?\+?/);
        const checks = steps.filter((st) => st.effects.some((e) => e.type === 'check')).length;
        expect(items.filter((i) => /\+( |$)/.test(i))).toHaveLength(checks);
      }),
      // The example: a capture that forms a coalition and leaves Yellow without a move, two notes.
      { numRuns: 40, examples: [[[913, 0, 7, 0, 355, 0]]] },
    );
  });
});
