import type { Game } from '../../../lib/api/client';
import { translator } from '../../../lib/i18n/translate';
import { seatName } from './seat-name';

describe('a seat named in a banner (draw offer, takeback)', () => {
  const game = {
    seats: [
      { seat: 'white', player: { username: 'robo', displayName: 'Robo', bot: true } },
      { seat: 'black', player: { username: 'ann', displayName: 'Ann', bot: false } },
    ],
  } as unknown as Game;
  const computer = { seats: [{ seat: 'white', computer: 'greedy' }, { seat: 'black' }] } as unknown as Game;

  it('names the player, a bot as one, the computer by its level, an empty seat by its colour', () => {
    const [en, de] = [translator('en'), translator('de')];
    expect(seatName(en, game, 'white')).toBe('Robo (bot)');
    expect(seatName(de, game, 'white')).toBe('Robo (Bot)');
    expect(seatName(en, game, 'black')).toBe('Ann');
    expect(seatName(en, computer, 'white')).toBe('Computer (intermediate)');
    expect(seatName(en, computer, 'black')).toBe('Black');
  });
});
