import { Deadline } from './budget';
import { seededRandom } from './random';
import { CutoffMemory, deepen, SearchStop, TranspositionTable, zobristTables } from './search-support';

describe('search support', () => {
  it('makes the same Zobrist tables from the same seed, distinct from another seed', () => {
    const a = zobristTables(7, { one: 4, two: 4 });
    const b = zobristTables(7, { one: 4, two: 4 });
    const c = zobristTables(8, { one: 4, two: 4 });
    expect([...a.one, ...a.two]).toEqual([...b.one, ...b.two]);
    expect([...a.one]).not.toEqual([...c.one]);
    expect(new Set([...a.one, ...a.two]).size).toBe(8);
  });

  it('settles a node from an exact entry and keeps a won game at its distance from the node', () => {
    const table = new TranspositionTable(4, 100_000);
    const slot = table.slotOf(5);
    // Found at ply 3: a win 7 plies from the root is a win 4 plies from the node.
    table.store(slot, 42, 9, 100_000 - 7, 6, -1_000_000, 1_000_000, 3);
    expect(table.moveAt(slot, 42)).toBe(9);
    expect(table.moveAt(slot, 43)).toBe(0);
    // The same position at ply 5: still 4 plies from the node, so 9 from the root.
    expect(table.settled(slot, 42, 6, -10, 10, 5)).toBe(100_000 - 9);
    // Not deep enough, or another position in the slot: nothing settled.
    expect(table.settled(slot, 42, 7, -10, 10, 5)).toBeNull();
    expect(table.settled(slot, 43, 6, -10, 10, 5)).toBeNull();
  });

  it('uses bounds only where they settle the window', () => {
    const table = new TranspositionTable(4, 100_000);
    const slot = table.slotOf(1);
    table.store(slot, 1, 2, 50, 3, 0, 40, 0); // failed high: at least 50
    expect(table.settled(slot, 1, 3, 0, 40, 0)).toBe(50);
    expect(table.settled(slot, 1, 3, 0, 60, 0)).toBeNull();
    table.store(slot, 1, 2, -5, 3, 0, 40, 0); // failed low: at most -5
    expect(table.settled(slot, 1, 3, 0, 40, 0)).toBe(-5);
    expect(table.settled(slot, 1, 3, -10, 40, 0)).toBeNull();
  });

  it('remembers the two latest killers per ply and a history that grows with the depth', () => {
    const memory = new CutoffMemory(10, 8);
    memory.cutOff(3, 2, 2);
    memory.cutOff(4, 2, 3);
    memory.cutOff(5, 2, 1);
    expect([memory.isKiller(5, 2), memory.isKiller(4, 2), memory.isKiller(3, 2)]).toEqual([true, true, false]);
    expect(memory.isKiller(5, 1)).toBe(false);
    memory.cutOff(5, 2, 1); // the same killer again keeps the other one
    expect(memory.isKiller(4, 2)).toBe(true);
    expect(memory.historyOf(4)).toBe(9);
    expect(memory.historyOf(4 + 256)).toBe(9); // moves alike in the low bits share it
  });

  it('deepens until the budget is spent and plays the best move of the last iteration', () => {
    const deadline = new Deadline({ nodes: 50 });
    const stop = new SearchStop(deadline);
    const depths: number[] = [];
    const choice = deepen([1, 2, 3], seededRandom(1), stop, 20, 100_000, (move, depth) => {
      depths.push(depth);
      for (let i = 0; i < 5; i++) if (stop.spend()) return 0;
      return depth === 0 ? move : 10 - move; // depth 1 prefers 3, deeper searches prefer 1
    });
    expect(choice.depth).toBeGreaterThanOrEqual(2);
    expect(choice.move).toBe(1);
    expect(depths[0]).toBe(0);
  });

  it('stops at once when the game is decided', () => {
    const stop = new SearchStop(new Deadline({ nodes: 1_000_000 }));
    const choice = deepen([1, 2], seededRandom(1), stop, 20, 100_000, (move) => (move === 2 ? 100_000 - 1 : 0));
    expect(choice).toEqual({ move: 2, score: 100_000 - 1, depth: 1 });
  });
});
