import { coalitionVariant } from './variant';

// Option names exactly as in coalition.md; a bad option or value is BAD_OPTIONS naming its section.
describe('options', () => {
  it('fills every default of the rules file', () => {
    const parsed = coalitionVariant.parseOptions(undefined);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(coalitionVariant.normalizeOptions(parsed.value)).toEqual({
      order: 'YBGR',
      checkResponse: 'immediate',
      stalemate: 'draw',
      smallPowerCoalition: false,
      openingPasses: false,
      cyclistColourChange: false,
      planeNeedsEmptyIntermediate: false,
      setupPhase: true,
    });
  });

  it.each([
    [{ order: 'YRGB' }, 'coalition.md §5'],
    [{ checkResponse: 'later' }, 'coalition.md §7'],
    [{ stalemate: 'win' }, 'coalition.md §7'],
    [{ smallPowerCoalition: 'yes' }, 'coalition.md §6'],
    [{ openingPasses: 1 }, 'coalition.md §5'],
    [{ cyclistColourChange: null }, 'coalition.md §9'],
    [{ planeNeedsEmptyIntermediate: 'true' }, 'coalition.md §2'],
    [{ setupPhase: 0 }, 'coalition.md §4'],
    [{ strawmen: 2 }, 'coalition.md §9'],
    [[], 'coalition.md §9'],
  ])('refuses %j citing %s', (raw, rule) => {
    const parsed = coalitionVariant.parseOptions(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatchObject({ code: 'BAD_OPTIONS', rule });
  });

  it('accepts every documented value', () => {
    const parsed = coalitionVariant.parseOptions({
      order: 'YGBR',
      checkResponse: 'own-turn',
      stalemate: 'pass',
      smallPowerCoalition: true,
      openingPasses: true,
      cyclistColourChange: true,
      planeNeedsEmptyIntermediate: true,
      setupPhase: false,
    });
    expect(parsed.ok).toBe(true);
  });
});
