import { de } from './de';
import { en } from './en';
import { translator } from './translate';

describe('the dashboard counts in words (Intl.PluralRules)', () => {
  it('says 1 day and 2 days, 1 Tag and 2 Tage', () => {
    const [tEn, tDe] = [translator('en'), translator('de')];
    expect([0, 1, 2].map((n) => tEn('common.days', { n }))).toEqual(['0 days', '1 day', '2 days']);
    expect([0, 1, 2].map((n) => tDe('common.days', { n }))).toEqual(['0 Tage', '1 Tag', '2 Tage']);
    expect(tEn('tc.perMove', { days: 1 })).toBe('1 day per move');
    expect(tDe('tc.perMove', { days: 1 })).toBe('1 Tag pro Zug');
    expect(tEn('game.replayAt', { n: 1, total: 1 })).toBe('after 1 of 1 half-move');
    expect(tDe('game.replayAt', { n: 2, total: 15 })).toBe('nach 2 von 15 Halbzügen');
    expect(tDe('home.points', { points: 1 })).toBe('1 Punkt');
    expect(tEn('home.points', { points: 12 })).toBe('12 points');
  });

  it('leaves a count the values do not give as it is', () => {
    expect(translator('en')('common.days')).toBe(en['common.days']);
  });

  it('has no message that puts a number before a counted noun without a plural form', () => {
    const noun =
      /\{(?!variant\})\w+\}\s+(days?|half-moves?|events?|lines?|points?|pts|games?|Tage?n?|Halbzüge?n?|Ereignisse?|Zeilen?|Punkte?|Partien?)\b/;
    const bad = [...Object.entries(en), ...Object.entries(de)].filter(([, text]) => noun.test(text)).map(([k]) => k);
    expect(bad).toEqual([]);
  });
});
