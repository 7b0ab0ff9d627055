import type { Action } from '../../rules/core/action';
import { chess007 } from '../../rules/chess007';
import type { State007 } from '../../rules/chess007/state';
import { chooseAction } from '../choose';
import type { Level } from '../level';

/** The 007 computer players through their public entry, on the engine's state texts. */
function start(fen?: string, options: Record<string, unknown> = {}): State007 {
  const parsed = chess007.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const s = chess007.initial(parsed.value, fen === undefined ? undefined : { fen });
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

function apply(state: State007, action: Action): State007 {
  const next = chess007.apply(state, action);
  if (!next.ok) throw new Error(`${JSON.stringify(action)}: ${next.error.message}`);
  return next.value.state;
}

function choose(state: State007, level: Level, seat = chess007.view(state).toMove[0]?.seat ?? 'white', seed = 1) {
  const r = chooseAction({
    variant: '007',
    options: chess007.normalizeOptions(state.options),
    state: chess007.serialize(state),
    seat,
    level,
    budget: { nodes: 20_000 },
    seed,
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('007 computer players', () => {
  it.each(['random', 'greedy', 'search'] as const)(
    '%s plays only permitted half-moves, for the seat to move',
    (level) => {
      let state = start();
      for (let ply = 0; ply < 12 && !state.result; ply++) {
        const seat = chess007.view(state).toMove[0].seat;
        const other = seat === 'white' ? 'black' : 'white';
        expect(choose(state, level, other).action).toBeNull();
        const { action } = choose(state, level, seat, ply);
        expect(action?.type).toBe('move');
        expect(chess007.view(state).legalMoves).toContain((action as { move: string }).move);
        state = apply(state, action!);
      }
    },
  );

  it('greedy and search mate in one on the first half-move (§4)', () => {
    const state = start('k7/8/1K6/8/8/8/8/7R w - - 0 1');
    expect(choose(state, 'greedy').action).toEqual({ type: 'move', move: 'h1h8' });
    expect(choose(state, 'search').action).toEqual({ type: 'move', move: 'h1h8' });
  });

  it('on half-move 2 neither mates its own colour: that loses (§4)', () => {
    // After 1. b2b3 White moves a black piece; Ra8-a1 would mate White.
    const state = apply(start('r3k3/8/8/8/8/8/1P4PP/7K w - - 0 1'), { type: 'move', move: 'b2b3' });
    expect(chess007.view(state).legalMoves).toContain('a8a1');
    for (const level of ['greedy', 'search'] as const)
      for (let seed = 0; seed < 5; seed++)
        expect(choose(state, level, 'white', seed).action).not.toEqual({ type: 'move', move: 'a8a1' });
  });

  it('search plans the whole turn: it leaves the opponent’s queen en prise on half-move 2 and takes it on 3', () => {
    let state = start('q3k3/8/8/8/8/8/8/3RK3 w - - 0 1');
    for (let part = 1; part <= 3; part++) state = apply(state, choose(state, 'search', 'white').action!);
    expect(chess007.view(state).board.some((p) => p.piece === 'queen')).toBe(false);
  });

  it('greedy takes the most valuable piece with its own pieces', () => {
    const state = start('4k3/8/8/3q1r2/4P3/8/8/4K3 w - - 0 1');
    expect(choose(state, 'greedy').action).toEqual({ type: 'move', move: 'e4d5' });
  });

  it('is reproducible: the same request and seed give the same action with a node budget', () => {
    let state = start();
    for (const move of ['e2e4', 'e7e5', 'g1f3']) state = apply(state, { type: 'move', move });
    for (const level of ['random', 'greedy', 'search'] as const) {
      const a = choose(state, level, 'black', 7);
      const b = choose(state, level, 'black', 7);
      expect(b.action).toEqual(a.action);
      expect(b.stats.nodes).toBe(a.stats.nodes);
    }
  });

  it('respects a node budget and a time budget (with an injected clock)', () => {
    const state = start();
    const byNodes = choose(state, 'search');
    expect(byNodes.stats.nodes).toBeLessThanOrEqual(20_000 + 64);
    let now = 0;
    const clock = { now: () => (now += 0.05) }; // every reading of the clock advances it 50 µs
    const r = chooseAction(
      {
        variant: '007',
        state: chess007.serialize(state),
        seat: 'white',
        level: 'search',
        budget: { timeMs: 100 },
        seed: 1,
      },
      clock,
    );
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.action?.type).toBe('move');
    expect(r.value.stats.ms).toBeLessThanOrEqual(100);
  });

  it('plays the turns of every option: Balanced, Progressive, Fast, Détente, lax', () => {
    for (const options of [
      { balanced: true },
      { progressive: true },
      { fast: true },
      { detente: true },
      { completion: 'lax' },
    ]) {
      let state = start(undefined, options);
      for (let ply = 0; ply < 10 && !state.result; ply++) {
        const seat = chess007.view(state).toMove[0].seat;
        const { action } = choose(state, 'search', seat, ply);
        expect([
          JSON.stringify(options),
          chess007.view(state).legalMoves.includes((action as { move: string }).move),
        ]).toEqual([JSON.stringify(options), true]);
        state = apply(state, action!);
      }
    }
  });

  it('answers a draw offer: search and greedy decline when far ahead, accept when far behind', () => {
    // (A queen alone is not enough in 007: the other player moves it on its half-move 2 and takes it.)
    const army = '4k3/8/8/8/8/8/PPPPPPPP/RNBQKBNR b KQ - 0 1';
    const ahead = apply(start(army), { type: 'offer-draw', seat: 'black' });
    expect(choose(ahead, 'greedy', 'white').action).toEqual({ type: 'decline-draw', seat: 'white' });
    expect(choose(ahead, 'search', 'white').action).toEqual({ type: 'decline-draw', seat: 'white' });
    const behind = apply(start('rnbqkbnr/pppppppp/8/8/8/8/8/4K3 w kq - 0 1'), { type: 'offer-draw', seat: 'black' });
    expect(choose(behind, 'greedy', 'white').action).toEqual({ type: 'accept-draw', seat: 'white' });
    expect(choose(behind, 'search', 'white').action).toEqual({ type: 'accept-draw', seat: 'white' });
    expect(['accept-draw', 'decline-draw']).toContain(choose(behind, 'random', 'white').action?.type);
  });

  it('claims a draw by threefold repetition in a level position; random never claims', () => {
    let state = start('k7/p7/P7/8/8/8/8/K7 w - - 0 1');
    for (let i = 0; i < 6; i++)
      for (const move of ['a1b1', 'a8b8', 'b1a1', 'b8a8']) state = apply(state, { type: 'move', move });
    expect(chess007.view(state).drawClaimable).toBe(true);
    const seat = chess007.view(state).toMove[0].seat;
    expect(choose(state, 'search', seat).action).toEqual({ type: 'claim-draw', seat });
    expect(choose(state, 'random', seat).action?.type).toBe('move');
  });
});
