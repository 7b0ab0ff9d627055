import { pushPayload } from '../push/push-message';
import { renderEmail } from './email-renderer';
import { tournamentRoundFacts } from './tournament-round-email';

const EVENT = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const GAME = '0b6f2c7e-5d1a-4c3b-9a8e-7f6d5c4b3a21';
const LINK = `https://entente.example.org/tournaments/${EVENT}`;

const swiss = (games: unknown[], bye = false) => ({
  tournamentId: EVENT,
  tournament: 'Winter Swiss',
  variant: '007',
  format: 'swiss',
  round: 2,
  rounds: 5,
  allRounds: false,
  bye,
  games,
});
const game = (round: number, seat: string, opponents: unknown[]) => ({
  round,
  board: 1,
  gameId: GAME,
  seat,
  opponents,
});
const bob = { seat: 'black', username: 'bob', displayName: 'Bob B.', bot: false };
const zed = { seat: 'white', username: 'zed', displayName: 'Zed', bot: true };

describe('the tournament-round e-mail and push', () => {
  it('names the event, the round and the opponent by display name, in English and German', () => {
    const en = renderEmail(
      'tournament-round',
      'en',
      tournamentRoundFacts('en', swiss([game(2, 'white', [bob])]), 'Ann', '007 Chess', LINK),
      null,
      null,
    );
    expect(en.subject).toBe('Round 2 of Winter Swiss has begun');
    expect(en.text).toContain('Round 2 of Winter Swiss (007 Chess) has begun.');
    expect(en.text).toContain('You play White against Bob B.');
    expect(en.text).toContain(LINK);
    const de = renderEmail(
      'tournament-round',
      'de',
      tournamentRoundFacts('de', swiss([game(2, 'black', [zed])]), 'Ann', '007-Schach', LINK),
      null,
      null,
    );
    expect(de.subject).toBe('Runde 2 von Winter Swiss hat begonnen');
    expect(de.text).toContain('Sie spielen Schwarz gegen Zed (Bot).');
  });

  it('says the bye', () => {
    const f = tournamentRoundFacts('de', swiss([], true), 'Ann', '007-Schach', LINK);
    expect(f.pairing).toBe('Sie haben in dieser Runde spielfrei.');
    expect(tournamentRoundFacts('en', swiss([], true), 'Ann', '007 Chess', LINK).pairing).toBe(
      'You have a bye in this round.',
    );
  });

  it('lists every game of a round robin, which all begin at once, and marks bots', () => {
    const p = {
      ...swiss([game(1, 'white', [bob]), game(2, 'black', [zed]), game(3, 'white', [{ ...bob, displayName: 'Cy' }])]),
      format: 'round-robin',
      round: 1,
      rounds: 3,
      allRounds: true,
    };
    const en = renderEmail(
      'tournament-round',
      'en',
      tournamentRoundFacts('en', p, 'Ann', '007 Chess', LINK),
      null,
      null,
    );
    expect(en.subject).toBe('Winter Swiss has begun');
    expect(en.text).toContain(
      'Your games: round 1: White against Bob B.; round 2: Black against Zed (bot); round 3: White against Cy.',
    );
    const de = tournamentRoundFacts('de', p, 'Ann', '007-Schach', LINK);
    expect(de.pairing).toBe(
      'Ihre Partien: Runde 1: Weiß gegen Bob B.; Runde 2: Schwarz gegen Zed (Bot); Runde 3: Weiß gegen Cy.',
    );
  });

  it('names each seat at a Coalition table, a computer by its level', () => {
    const p = {
      ...swiss([
        game(1, 'yellow', [
          { seat: 'black', username: 'bob', displayName: 'Bob', bot: false },
          { seat: 'green', computer: 'greedy' },
          { seat: 'red', username: 'zed', displayName: 'Zed', bot: true },
        ]),
      ]),
      variant: 'coalition',
      round: 1,
    };
    expect(tournamentRoundFacts('de', p, 'Ann', 'Koalitionsschach', LINK).pairing).toBe(
      'Sie spielen Gelb gegen Bob (Schwarz), Computer (mittel) (Grün), Zed (Bot) (Rot).',
    );
  });

  it('pushes the subject and the sentences without the link, tagged by the event, opening its page', () => {
    const facts = tournamentRoundFacts('en', swiss([game(2, 'white', [bob])]), 'Ann', '007 Chess', LINK);
    expect(pushPayload('tournament-round', 'en', facts, null, LINK, EVENT)).toEqual({
      kind: 'tournament-round',
      title: 'Round 2 of Winter Swiss has begun',
      body: 'Round 2 of Winter Swiss (007 Chess) has begun. You play White against Bob B.',
      url: LINK,
      tag: `tournament-round-${EVENT}`,
    });
    const de = pushPayload(
      'tournament-round',
      'de',
      tournamentRoundFacts('de', swiss([], true), 'Ann', '007-Schach', LINK),
      null,
      LINK,
      EVENT,
    );
    expect(de.body).toBe('Runde 2 von Winter Swiss (007-Schach) hat begonnen. Sie haben in dieser Runde spielfrei.');
  });
});
