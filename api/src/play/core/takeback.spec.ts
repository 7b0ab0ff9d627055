import type { Action } from '@entente/engine';
import { EngineAdapter } from './engine.adapter';
import { type ChainEvent, lineOf, pendingTakeback, stateAt, takebackTarget } from './takeback';

const engine = new EngineAdapter();
const rules = { variant: '007', rulesEdition: '007/1', options: engine.defaultOptions('007') };

/** A 007 chain: created, started, then the given half-moves and takeback steps, numbered from 1. */
function chain(...steps: (string | Omit<ChainEvent, 'seq'>)[]): ChainEvent[] {
  const events: ChainEvent[] = [
    { seq: 1, type: 'game-created', seat: null, payload: { rulesEdition: '007/1' } },
    { seq: 2, type: 'game-started', seat: null, payload: { state: engine.start(rules).state } },
  ];
  let state = engine.start(rules).state;
  for (const s of steps) {
    const seq = events.length + 1;
    if (typeof s !== 'string') {
      events.push({ seq, ...s });
      if (s.type === 'takeback-accepted' && s.payload.taken) state = stateAt(engine, rules, events, seq).state!;
      continue;
    }
    const seat = engine.view(rules, state).toMove[0].seat;
    const action: Action = { type: 'move', move: s, seat };
    const [step] = engine.apply(rules, state, [action]);
    state = step.state;
    events.push({ seq, type: 'move', seat, payload: { action, effects: step.effects } });
  }
  return events;
}

const request = (seat: string, toVersion: number, asked: string[]) => ({
  type: 'takeback-requested',
  seat,
  payload: { toVersion, seats: [seat], asked },
});
const accept = (seat: string, toVersion: number, taken: boolean) => ({
  type: 'takeback-accepted',
  seat,
  payload: { seats: [seat], toVersion, taken },
});

describe('takebacks, from the chain alone', () => {
  const twoTurns = ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4', 'g8f6'];

  it('007: takes back the requester’s last complete turn and the reply after it', () => {
    const line = lineOf(chain(...twoTurns));
    expect(takebackTarget('007', line, ['white'], false)).toEqual({ toVersion: 2, seat: 'white' });
    expect(takebackTarget('007', line, ['black'], false)).toEqual({ toVersion: 5, seat: 'black' });
  });

  it('007: a turn begun goes with the complete one before it', () => {
    const line = lineOf(chain(...twoTurns, 'd2d3'));
    expect(takebackTarget('007', line, ['white'], true)).toEqual({ toVersion: 2, seat: 'white' });
    expect(takebackTarget('007', lineOf(chain('e2e4')), ['white'], true)).toBeNull();
  });

  it('Coalition Chess: the requester’s last move only', () => {
    const line = [
      { seq: 3, seat: 'yellow', action: { type: 'move', move: 'g1f3', seat: 'yellow' } as Action, effects: [] },
      { seq: 4, seat: 'black', action: { type: 'move', move: 'd10e8', seat: 'black' } as Action, effects: [] },
    ];
    expect(takebackTarget('coalition', line, ['yellow'], false)).toEqual({ toVersion: 2, seat: 'yellow' });
  });

  it('a request is open until any other event; acceptances that did not carry it keep it open', () => {
    const asked = chain(...twoTurns, request('white', 2, ['black']));
    expect(pendingTakeback(asked)).toMatchObject({ seq: 9, toVersion: 2, asked: ['black'], accepted: [] });
    expect(pendingTakeback(chain(...twoTurns, request('white', 2, ['black']), 'd2d3'))).toBeNull();
    const partly = chain(...twoTurns, request('white', 2, ['black', 'green']), accept('black', 2, false));
    expect(pendingTakeback(partly)?.accepted).toEqual(['black']);
    expect(pendingTakeback(chain(...twoTurns, request('white', 2, ['black']), accept('black', 2, true)))).toBeNull();
  });

  it('the line and the state follow a takeback, and one over another', () => {
    const events = chain(...twoTurns, request('white', 2, ['black']), accept('black', 2, true), 'd2d4', 'd7d5', 'c2c4');
    expect(lineOf(events).map((s) => s.seq)).toEqual([11, 12, 13]);
    expect(stateAt(engine, rules, events, 10).state).toBe(engine.start(rules).state);
    const again = chain(
      ...twoTurns,
      request('white', 2, ['black']),
      accept('black', 2, true),
      'd2d4',
      'd7d5',
      'c2c4',
      request('white', 10, ['black']),
      accept('black', 10, true),
    );
    expect(lineOf(again)).toEqual([]);
    expect(stateAt(engine, rules, again, again.length).state).toBe(engine.start(rules).state);
  });
});
