import { translator } from './i18n/translate';
import { nameInSentence } from './player-words';

describe('a player named in a sentence', () => {
  it('marks a bot in words, in English and German, and leaves a person as named', () => {
    const [en, de] = [translator('en'), translator('de')];
    expect(nameInSentence(en, { displayName: 'Robo', bot: true })).toBe('Robo (bot)');
    expect(nameInSentence(de, { displayName: 'Robo', bot: true })).toBe('Robo (Bot)');
    expect(nameInSentence(en, { displayName: 'Ann' })).toBe('Ann');
    expect(nameInSentence(en, null)).toBeUndefined();
  });
});
