import type { GameRecord, SeatRecord } from '../core/game-record';
import type { GameView } from '@entente/engine';
import { computersToAct } from './computers-to-act';

const seat = (name: string, computer: SeatRecord['computer'], userId: string | null = null): SeatRecord => ({
  seat: name,
  state: 'taken',
  userId,
  username: userId,
  displayName: userId,
  invitedEmail: null,
  offeredAt: null,
  offeredTo: null,
  offeredToUser: null,
  computer,
  vacations: [],
});

const game = (
  toMove: string[],
  extra: Partial<GameView> = {},
  status: GameRecord['status'] = 'active',
): Pick<GameRecord, 'status' | 'view' | 'seats'> => ({
  status,
  seats: [seat('yellow', null, 'ann'), seat('black', 'search'), seat('green', 'greedy'), seat('red', 'random')],
  view: {
    toMove: toMove.map((s) => ({ seat: s, color: s, part: 1, of: 1, reason: 'turn' })),
    drawOffer: null,
    eliminated: [],
    ...extra,
  } as unknown as GameView,
});

describe('computersToAct: which computer seats have something to do', () => {
  it('the seats the engine waits for, in its order, and none for a person’s turn', () => {
    expect(computersToAct(game(['yellow']))).toEqual([]);
    expect(computersToAct(game(['red', 'black', 'green']))).toEqual([
      { seat: 'black', level: 'search' },
      { seat: 'green', level: 'greedy' },
      { seat: 'red', level: 'random' },
    ]);
  });

  it('then the computers that still owe an answer to a draw offer, not the offerer, not the eliminated', () => {
    const offered = game(['yellow'], { drawOffer: { by: 'green', agreed: ['black'] }, eliminated: ['red'] });
    expect(computersToAct(offered)).toEqual([]);
    const byAnn = game(['black'], { drawOffer: { by: 'yellow', agreed: [] } });
    expect(computersToAct(byAnn).map((c) => c.seat)).toEqual(['black', 'green', 'red']);
  });

  it('nothing in a game not being played', () => {
    for (const status of ['open', 'finished', 'aborted'] as const)
      expect(computersToAct(game(['black'], {}, status))).toEqual([]);
  });

  it('a seat a computer took over from a person is the computer’s', () => {
    const g = game(['black']);
    const takenOver = { ...g, seats: g.seats.map((s) => (s.seat === 'black' ? { ...s, userId: 'bob' } : s)) };
    expect(computersToAct(takenOver)).toEqual([{ seat: 'black', level: 'search' }]);
  });
});
