import { allianceOutcome } from './alliance-recorder';

describe('allianceOutcome', () => {
  const seats = ['yellow', 'green'];
  it('is won or lost by whether the coalition is among the winners', () => {
    expect(allianceOutcome({ winners: ['yellow', 'green'], reason: 'checkmate', points: {} }, seats)).toBe('won');
    expect(allianceOutcome({ winners: ['black', 'red'], reason: 'resignation', points: {} }, seats)).toBe('lost');
  });
  it('is drawn without winners, aborted at the neutrality abort or without a result', () => {
    expect(allianceOutcome({ winners: [], reason: 'agreement', points: {} }, seats)).toBe('drawn');
    expect(allianceOutcome({ winners: [], reason: 'neutrality', points: {} }, seats)).toBe('aborted');
    expect(allianceOutcome(null, seats)).toBe('aborted');
  });
});
