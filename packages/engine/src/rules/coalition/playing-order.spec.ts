import type { PlayingOrderEntry } from '../core/view';
import { playingOrder } from './playing-order';
import { play, position, start } from './spec-helpers';

/** The strip as text: seat, then * acting, ! answer out of turn, - skips, ? owes now, > owes after this turn, x out. */
const strip = (entries: readonly PlayingOrderEntry[]) =>
  entries
    .map(
      (e) =>
        `${e.seat}${e.acting ? '*' : ''}${e.regular ? '' : '!'}${e.skips ? '-' : ''}${e.owes === 'now' ? '?' : ''}${e.owes === 'after-turn' ? '>' : ''}${e.out ? 'x' : ''}`,
    )
    .join(' ');

// coalition.md §5 (order), §7 and fine points §11.4, §11.5 (answers out of turn, skips).
describe('the playing order', () => {
  it('§5 from the turn on, in the order of play (and the YGBR option); nothing in the set-up phase', () => {
    expect(strip(playingOrder(start({ setupPhase: false })))).toBe('yellow* black green red');
    expect(strip(playingOrder(start({ setupPhase: false, order: 'YGBR' })))).toBe('yellow* green black red');
    expect(playingOrder(start({ setupPhase: true }))).toEqual([]);
  });

  it('§7, §11.4: an answer owed out of turn comes first; once given, that party skips its next turn', () => {
    const s = position('yK:e1 bK:j8 gS:j5 rM:a8 yC:c3 bC:h7', 'turn=g');
    expect(strip(playingOrder(s))).toBe('green* red yellow black');
    const check = play(s, 'j5e5');
    expect(strip(playingOrder(check.state))).toBe('yellow*!? red yellow- black green');
    const answered = play(check.state, 'e1d1');
    expect(strip(playingOrder(answered.state))).toBe('red* yellow- black green');
  });

  it('§11.5: with two Kings checked at once, the one not on turn owes its answer after this turn', () => {
    const s = position('yK:e2 bK:e10 rP:a6 rM:a9 gM:j1 yC:c1 bC:c10', 'turn=r');
    const both = play(s, 'a6e6');
    expect(strip(playingOrder(both.state))).toBe('yellow* black-> green red');
  });
});
