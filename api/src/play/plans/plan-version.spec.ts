import { findPlanChainBreak, nextPlanVersion, planVersionHash } from './plan-version';

describe('plan versions', () => {
  const fields = {
    gameId: '00000000-0000-4000-8000-000000000001',
    userId: '00000000-0000-4000-8000-00000000000a',
    seat: 'white',
    change: 'stored' as const,
    active: true,
    lines: [['b8c6,f1c4,g8f6', 'd2d3,f8c5,c2c3']],
    fromVersion: 7,
    detail: null,
  };
  const at = new Date('2026-01-01T12:00:00.000Z');

  it('chains each version to the one before, from the genesis hash', () => {
    const first = nextPlanVersion(null, fields, at);
    const second = nextPlanVersion(first, { ...fields, change: 'deleted', active: false, lines: [] }, at);
    expect(first).toMatchObject({ version: 1, prevHash: '0'.repeat(64) });
    expect(second).toMatchObject({ version: 2, prevHash: first.hash });
    expect(findPlanChainBreak([first, second])).toBeNull();
  });

  it('finds a rewritten version, a broken link and a gap', () => {
    const first = nextPlanVersion(null, fields, at);
    const second = nextPlanVersion(first, { ...fields, change: 'narrowed' }, at);
    const rewritten = { ...first, lines: [['b8c6,f1c4,g8f6', 'e1g1,f8c5,c2c3']] };
    expect(findPlanChainBreak([rewritten, second])).toBe(1);
    expect(findPlanChainBreak([first, { ...second, prevHash: 'f'.repeat(64) }])).toBe(2);
    expect(findPlanChainBreak([second])).toBe(2);
    expect(planVersionHash(first)).toBe(first.hash);
  });
});
