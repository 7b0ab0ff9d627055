import { type NoticeSeat, roundNotices } from './round-notice';

const EVENT = {
  id: 't1',
  name: 'Cup',
  variant: 'coalition' as const,
  format: 'coalition-rotation',
  rounds: 4,
  computerLevel: 'search',
};
const seat = (s: Partial<NoticeSeat>): NoticeSeat => ({
  round: 1,
  board: 1,
  gameId: 'g1',
  seat: null,
  userId: null,
  username: null,
  displayName: null,
  bot: false,
  ...s,
});

describe('the notices of a round', () => {
  it('go to each person paired, naming the others at the table; none to a bot', () => {
    const seats = [
      seat({ seat: 'yellow', userId: 'u1', username: 'ann', displayName: 'Ann' }),
      seat({ seat: 'black', userId: 'u2', username: 'zed', displayName: 'Zed', bot: true }),
      seat({ seat: 'green' }),
      seat({ seat: 'red', userId: 'u3', username: 'cy', displayName: 'Cy' }),
      seat({ gameId: null, board: null, userId: 'u4', username: 'di', displayName: 'Di' }),
    ];
    const notices = roundNotices(EVENT, 1, seats);
    expect(notices.map((n) => n.userId)).toEqual(['u1', 'u3', 'u4']);
    expect(notices[0].payload.games[0].opponents).toEqual([
      { seat: 'black', username: 'zed', displayName: 'Zed', bot: true },
      { seat: 'green', computer: 'search' },
      { seat: 'red', username: 'cy', displayName: 'Cy', bot: false },
    ]);
    expect(notices[2].payload).toMatchObject({ round: 1, bye: true, games: [], allRounds: false });
    // Told in steps: a step's notices go to its people alone, the same as told at once.
    const step = roundNotices(EVENT, 1, seats, new Set(['u3']));
    expect(step).toEqual([notices[1]]);
  });

  it('of a round robin list every round, as round 1', () => {
    const seats = [
      seat({ round: 1, seat: 'white', userId: 'u1', displayName: 'Ann' }),
      seat({ round: 1, seat: 'black', userId: 'u2', displayName: 'Bob' }),
      seat({ round: 2, gameId: 'g2', seat: 'black', userId: 'u1', displayName: 'Ann' }),
      seat({ round: 2, gameId: 'g2', seat: 'white', userId: 'u3', displayName: 'Cy' }),
    ];
    const [ann] = roundNotices({ ...EVENT, variant: '007', format: 'round-robin' }, null, seats);
    expect(ann.payload).toMatchObject({ round: 1, allRounds: true, bye: false });
    expect(
      ann.payload.games.map((g) => [g.round, g.seat, g.opponents.map((o) => 'displayName' in o && o.displayName)]),
    ).toEqual([
      [1, 'white', ['Bob']],
      [2, 'black', ['Cy']],
    ]);
  });
});
