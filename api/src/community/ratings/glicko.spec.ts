import { afterIdle, IDLE_PERIOD_MS, NEW_PLAYER, rateGame, ratePeriod } from './glicko';

describe('Glicko-2', () => {
  // Glickman, "Example of the Glicko-2 system" (glicko2.pdf, 2013): τ = 0.5.
  it('reproduces Glickman’s worked example', () => {
    const after = ratePeriod({ rating: 1500, rd: 200, volatility: 0.06 }, [
      { opponent: { rating: 1400, rd: 30, volatility: 0.06 }, score: 1 },
      { opponent: { rating: 1550, rd: 100, volatility: 0.06 }, score: 0 },
      { opponent: { rating: 1700, rd: 300, volatility: 0.06 }, score: 0 },
    ]);
    expect(after.rating).toBeCloseTo(1464.06, 1);
    expect(after.rd).toBeCloseTo(151.52, 1);
    expect(after.volatility).toBeCloseTo(0.05999, 4);
  });

  it('moves two new players symmetrically after one decisive game, and narrows their deviation', () => {
    const { white, black } = rateGame(NEW_PLAYER, NEW_PLAYER, 1);
    expect(white.rating).toBeGreaterThan(1500);
    expect(black.rating).toBeLessThan(1500);
    expect(white.rating - 1500).toBeCloseTo(1500 - black.rating, 6);
    expect(white.rd).toBeLessThan(350);
    expect(white.rd).toBeCloseTo(black.rd, 6);
  });

  it('leaves equal players’ ratings unchanged by a draw', () => {
    const { white, black } = rateGame(NEW_PLAYER, NEW_PLAYER, 0.5);
    expect(white.rating).toBeCloseTo(1500, 6);
    expect(black.rating).toBeCloseTo(1500, 6);
  });

  it('gains less for beating a weaker player than a stronger one', () => {
    const me = { rating: 1600, rd: 80, volatility: 0.06 };
    const weak = ratePeriod(me, [{ opponent: { rating: 1300, rd: 80, volatility: 0.06 }, score: 1 }]);
    const strong = ratePeriod(me, [{ opponent: { rating: 1900, rd: 80, volatility: 0.06 }, score: 1 }]);
    expect(strong.rating - 1600).toBeGreaterThan(weak.rating - 1600);
    expect(weak.rating).toBeGreaterThan(1600);
  });

  describe('an idle player', () => {
    const player = { rating: 1620, rd: 50, volatility: 0.06 };
    const since = new Date('2026-01-01T00:00:00Z');
    const later = (periods: number, extraMs = 0) => new Date(since.getTime() + periods * IDLE_PERIOD_MS + extraMs);

    it('keeps the deviation within the first idle period', () => {
      expect(afterIdle(player, since, later(1, -1))).toEqual(player);
      expect(afterIdle(player, since, since)).toEqual(player);
    });

    it('grows the deviation by Glickman’s step 6 per whole period: φ² + σ² on the Glicko-2 scale', () => {
      // 50 / 173.7178 = 0.28782; 0.28782² + 0.06² = 0.086442; √ × 173.7178 = 51.075
      expect(afterIdle(player, since, later(1)).rd).toBeCloseTo(51.075, 2);
      // a year: 0.082842 + 12 · 0.0036 = 0.126042; √ × 173.7178 = 61.675
      const year = afterIdle(player, since, later(12, 5 * 86_400_000));
      expect(year.rd).toBeCloseTo(61.675, 2);
      expect(year.rating).toBe(player.rating);
      expect(year.volatility).toBe(player.volatility);
    });

    it('never grows past a new player’s deviation', () => {
      expect(afterIdle({ ...player, rd: 340 }, since, later(1000)).rd).toBe(NEW_PLAYER.rd);
    });
  });
});
