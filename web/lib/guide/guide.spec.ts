import { getVariant } from '@entente/engine';
import { en } from '../i18n/en';
import { de } from '../i18n/de';
import { LOCALES } from '../i18n/locale';
import { GUIDES, type GuideVariant } from '.';
import { tokensOf } from './tokens';

/** The engine's starting position (Coalition Chess: the default array). */
function start(variant: GuideVariant) {
  const v = getVariant(variant)!;
  const options = v.parseOptions(variant === 'coalition' ? { setupPhase: false } : {});
  if (!options.ok) throw new Error(options.error.message);
  const state = v.initial(options.value);
  if (!state.ok) throw new Error(state.error.message);
  return v.view(state.value).board as readonly { piece: string; color: string }[];
}

/** The engine's options with their defaults. */
/** The options a player chooses, with their defaults: what a game stores (not the edition's switches). */
function defaults(variant: GuideVariant): Record<string, unknown> {
  const rules = getVariant(variant)!;
  const parsed = rules.parseOptions({});
  if (!parsed.ok) throw new Error(parsed.error.message);
  return rules.normalizeOptions(parsed.value);
}

const cases = (['007', 'coalition'] as const).flatMap((variant) => LOCALES.map((lang) => [variant, lang] as const));

/** the players' guides say what the engine plays, in both languages. */
describe.each(cases)('the %s guide in %s', (variant, lang) => {
  const text = GUIDES[variant][lang];
  const tokens = tokensOf(text);

  it('names exactly the pieces the engine sets up', () => {
    const named = new Set(tokens.flatMap((t) => (t.kind === 'piece' ? [t.piece] : [])));
    expect([...named].sort()).toEqual([...new Set(start(variant).map((p) => p.piece))].sort());
  });

  it('names only options the engine knows, with values it accepts other than the default, and every option it has', () => {
    const known = defaults(variant);
    const named = tokens.flatMap((t) => (t.kind === 'option' ? [t] : []));
    for (const o of named) {
      expect([o.option, o.option in known]).toEqual([o.option, true]);
      const value = o.value ?? (typeof known[o.option] === 'boolean' ? !known[o.option] : undefined);
      expect([o.option, value !== undefined && value !== known[o.option]]).toEqual([o.option, true]);
      const parsed = getVariant(variant)!.parseOptions({ [o.option]: value });
      expect([o.option, parsed.ok]).toEqual([o.option, true]);
    }
    expect([...new Set(named.map((o) => o.option))].sort()).toEqual(Object.keys(known).sort());
  });

  it('has words for every option and value it names, in both languages', () => {
    for (const o of tokens.flatMap((t) => (t.kind === 'option' ? [t] : []))) {
      const key = `option.${variant}.${o.option}${o.value ? `.${o.value}` : ''}`;
      expect([key, key in en, key in de]).toEqual([key, true, true]);
    }
  });

  it("names only the game's parties", () => {
    const seats = new Set(start(variant).map((p) => p.color));
    for (const t of tokens) if (t.kind === 'seat') expect([t.seat, seats.has(t.seat)]).toEqual([t.seat, true]);
  });

  it('draws only the figures the rules page has', () => {
    const figures = tokens.flatMap((t) => (t.kind === 'figure' ? [t.figure] : []));
    expect(figures).toEqual(variant === 'coalition' ? ['areas'] : ['start']);
  });

  it('is written for players: no seed files, no decision markers, no "this project"', () => {
    expect(text).not.toMatch(/seeds\/|\.txt|\[decision\]|\[Entscheidung\]|this project|dieses Projekt|\.md\b/i);
  });

  if (variant === 'coalition')
    it("counts each party's pieces as the engine's default array has them", () => {
      const seats = ['yellow', 'black', 'green', 'red'];
      const rows = text
        .split('\n')
        .filter((l) => l.startsWith('| {piece:'))
        .map((l) => l.split('|').map((c) => c.trim()));
      expect(rows).toHaveLength(9);
      for (const cells of rows) {
        const piece = /\{piece:(\w+)\}/.exec(cells[1])![1];
        const written = cells.slice(3, 7).map((c) => (c === '–' ? 0 : Number(c)));
        const actual = seats.map((s) => start(variant).filter((p) => p.piece === piece && p.color === s).length);
        expect([piece, written]).toEqual([piece, actual]);
      }
    });
});

it('the English and German guides of a game name the same pieces and options, in the same order of sections', () => {
  for (const variant of ['007', 'coalition'] as const) {
    const shape = (lang: 'en' | 'de') => ({
      tokens: [...new Set(tokensOf(GUIDES[variant][lang]).map((t) => JSON.stringify(t)))].sort(),
      sections: GUIDES[variant][lang].split('\n').filter((l) => /^#{2,3} /.test(l)).length,
    });
    expect(shape('de')).toEqual(shape('en'));
  }
});
