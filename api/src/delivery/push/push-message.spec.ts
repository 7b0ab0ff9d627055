import { deliveryOf, pushPayload, tagOf, topicOf } from './push-message';

const GAME = '0b6f2c7e-5d1a-4c3b-9a8e-7f6d5c4b3a21';

describe('a push from the email’s facts', () => {
  const facts = {
    name: 'Ann',
    variant: '007 Chess',
    opponents: 'Bob',
    link: `https://entente.example.org/games/${GAME}`,
    moves: 'e2e4 e7e5 g1f3',
    deadline: '9 Dec 2026, 10:00 (UTC)',
  };

  it('is the subject and the sentences after the greeting, without the link, in the reader’s language', () => {
    expect(pushPayload('your-turn', 'en', facts, GAME, facts.link)).toEqual({
      kind: 'your-turn',
      gameId: GAME,
      title: 'Your move in 007 Chess against Bob',
      body: 'It is your turn in 007 Chess against Bob. Last moves: e2e4 e7e5 g1f3 Move by 9 Dec 2026, 10:00 (UTC).',
      url: facts.link,
      tag: `game-${GAME}`,
    });
    const de = pushPayload('your-turn', 'de', { ...facts, variant: '007-Schach' }, GAME, facts.link);
    expect(de.title).toBe('Sie sind am Zug: 007-Schach gegen Bob');
    expect(de.body).not.toContain('Hallo');
    expect(de.body).not.toContain(facts.link);
  });

  it('cuts a long body to 240 characters', () => {
    const long = pushPayload('message', 'en', { ...facts, count: 1, messages: 'x'.repeat(1000) }, GAME, facts.link);
    expect(long.body).toHaveLength(240);
    expect(long.body.endsWith('…')).toBe(true);
  });

  it('collapses the calls to act of a game into one tag and Topic; the rest per kind', () => {
    expect(tagOf('your-turn', GAME)).toBe(tagOf('check-to-answer', GAME));
    expect(tagOf('message', GAME)).toBe(`game-${GAME}-message`);
    expect(tagOf('game-over', null)).toBe('game-over');
    expect(topicOf(tagOf('your-turn', GAME))).toBe(GAME.replace(/-/g, ''));
    expect(topicOf(tagOf('message', GAME))).toBeUndefined();
  });

  it('sets TTL and Urgency per kind', () => {
    expect(deliveryOf('your-turn')).toEqual({ ttlSeconds: 72 * 3600, urgency: 'high' });
    expect(deliveryOf('game-over').urgency).toBe('low');
    expect(deliveryOf('message').ttlSeconds).toBe(24 * 3600);
  });
});
