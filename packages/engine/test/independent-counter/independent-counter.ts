/**
 * An independent Coalition Chess move counter, for tests only. It shares NO code with the
 * engine (no imports from packages/engine/src/rules) and is written straight from
 * docs/rules/coalition.md, plainly and slowly: boards are 10×10 arrays of objects, every
 * move copies the whole state, attacks are found by asking each piece where it could capture.
 * It covers what perft needs: the default array with Yellow to move in round 1 (or a hand-set
 * position), the nine movements, promotion, en passant, coalitions by check and capture,
 * out-of-turn check answers with skipped turns, forced passes, eliminations, mate, stalemate and
 * the end of round 3.
 */
type Kind = 'K' | 'T' | 'A' | 'E' | 'C' | 'M' | 'G' | 'S' | 'P';
export type Party = 'yellow' | 'black' | 'green' | 'red';
interface Man {
  party: Party;
  kind: Kind;
  fresh: boolean; // never moved (only matters for guards and machine guns)
}
interface Sq {
  x: number; // file 0..9 (a..j)
  y: number; // rank 0..9 (1..10)
}
interface Step {
  from: Sq;
  to: Sq;
  becomes?: Kind;
  passant?: Sq; // square of the guard taken en passant
  double?: boolean;
}
export interface CounterOptions {
  order?: 'YBGR' | 'YGBR';
  checkResponse?: 'immediate' | 'own-turn';
  stalemate?: 'draw' | 'pass';
  planeNeedsEmptyIntermediate?: boolean;
}
interface World {
  cells: (Man | null)[][]; // cells[x][y]
  order: Party[];
  next: number; // index in order of the coming regular turn
  round: number;
  owed: Party[]; // answers due before the coming regular turn
  owedAfter: Party[]; // answers due after the coming regular turn (two Kings checked at once)
  skipping: Party[];
  pairs: [Party, Party][];
  gone: Party[];
  passant: { party: Party; over: Sq; guardAt: Sq }[];
  finished: boolean;
  opts: CounterOptions;
}

const KINGLY: Party[] = ['yellow', 'black'];
const isKingly = (p: Party) => p === 'yellow' || p === 'black';
const rival = (p: Party): Party => (p === 'yellow' ? 'black' : 'yellow');
const FILES = 'abcdefghij';
const name = (s: Sq) => FILES[s.x] + (s.y + 1);
const parse = (t: string): Sq => ({ x: FILES.indexOf(t[0]), y: Number(t.slice(1)) - 1 });
const onBoard = (x: number, y: number) => x >= 0 && y >= 0 && x < 10 && y < 10;
const ahead: Record<Party, [number, number]> = { yellow: [0, 1], black: [0, -1], green: [-1, 0], red: [1, 0] };
const lastLine = (p: Party, s: Sq) =>
  p === 'yellow' ? s.y === 9 : p === 'black' ? s.y === 0 : p === 'green' ? s.x === 0 : s.x === 9;

function partnerOf(w: World, p: Party): Party | undefined {
  for (const [a, b] of w.pairs) {
    if (a === p) return b;
    if (b === p) return a;
  }
  return undefined;
}
const hostile = (w: World, a: Party, b: Party) => a !== b && partnerOf(w, a) !== b;

function start(opts: CounterOptions): World {
  const cells: (Man | null)[][] = Array.from({ length: 10 }, () => Array<Man | null>(10).fill(null));
  const put = (party: Party, list: string) => {
    for (const item of list.split(' '))
      cells[parse(item.slice(1)).x][parse(item.slice(1)).y] = { party, kind: item[0] as Kind, fresh: true };
  };
  put('yellow', 'Tc1 Cd1 Ke1 Tf1 Eg1 Ah1 Mc2 Gd2 Ge2 Mf2 Gg2 Mh2');
  put('black', 'Ac10 Ed10 Ce10 Kf10 Ag10 Th10 Mc9 Md9 Ge9 Gf9 Mg9 Mh9');
  put('red', 'Pa5 Pa6 Mb4 Gb5 Gb6 Mb7');
  put('green', 'Sj5 Sj6 Mi4 Gi5 Gi6 Mi7');
  const order: Party[] =
    opts.order === 'YGBR' ? ['yellow', 'green', 'black', 'red'] : ['yellow', 'black', 'green', 'red'];
  return {
    cells,
    order,
    next: 0,
    round: 1,
    owed: [],
    owedAfter: [],
    skipping: [],
    pairs: [],
    gone: [],
    passant: [],
    finished: false,
    opts,
  };
}

function copy(w: World): World {
  return {
    ...w,
    cells: w.cells.map((col) => col.map((m) => (m ? { ...m } : null))),
    owed: [...w.owed],
    owedAfter: [...w.owedAfter],
    skipping: [...w.skipping],
    pairs: w.pairs.map(([a, b]) => [a, b] as [Party, Party]),
    gone: [...w.gone],
    passant: w.passant.map((e) => ({ ...e })),
  };
}

const at = (w: World, x: number, y: number) => w.cells[x][y];
const KNIGHT_JUMPS = [
  [1, 2],
  [2, 1],
  [2, -1],
  [1, -2],
  [-1, -2],
  [-2, -1],
  [-2, 1],
  [-1, 2],
];
const AROUND = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];
const STRAIGHT = AROUND.slice(0, 4);
const SLANT = AROUND.slice(4);

/** Squares a piece could go to if the target held an enemy (its capture pattern). */
function reach(w: World, s: Sq, man: Man): Sq[] {
  const out: Sq[] = [];
  const leap = (d: number[][]) =>
    d.forEach(([dx, dy]) => onBoard(s.x + dx, s.y + dy) && out.push({ x: s.x + dx, y: s.y + dy }));
  const ride = (d: number[][]) =>
    d.forEach(([dx, dy]) => {
      for (let x = s.x + dx, y = s.y + dy; onBoard(x, y); x += dx, y += dy) {
        out.push({ x, y });
        if (at(w, x, y)) break;
      }
    });
  switch (man.kind) {
    case 'K':
    case 'M':
      leap(AROUND);
      break;
    case 'T':
      ride(AROUND);
      break;
    case 'A':
      ride(STRAIGHT);
      break;
    case 'C':
      ride(SLANT);
      break;
    case 'E':
      leap(KNIGHT_JUMPS);
      break;
    case 'S':
      ride(AROUND);
      leap(KNIGHT_JUMPS);
      break;
    case 'P': {
      // two knight jumps; the middle square must be on the board (and empty on one route with the option)
      const seen = new Set<string>();
      for (const [ax, ay] of KNIGHT_JUMPS)
        for (const [bx, by] of KNIGHT_JUMPS) {
          const mx = s.x + ax;
          const my = s.y + ay;
          const tx = mx + bx;
          const ty = my + by;
          if (!onBoard(mx, my) || !onBoard(tx, ty) || (tx === s.x && ty === s.y)) continue;
          if (w.opts.planeNeedsEmptyIntermediate && at(w, mx, my)) continue;
          const key = `${tx},${ty}`;
          if (!seen.has(key)) {
            seen.add(key);
            out.push({ x: tx, y: ty });
          }
        }
      break;
    }
    case 'G': {
      const [fx, fy] = ahead[man.party];
      const sides =
        fx === 0
          ? [
              [-1, fy],
              [1, fy],
            ]
          : [
              [fx, -1],
              [fx, 1],
            ];
      leap(sides);
      break;
    }
  }
  return out;
}

function kingSquare(w: World, p: Party): Sq | undefined {
  for (let x = 0; x < 10; x++)
    for (let y = 0; y < 10; y++) if (at(w, x, y)?.party === p && at(w, x, y)?.kind === 'K') return { x, y };
  return undefined;
}

function attackedBy(w: World, target: Sq, who: (p: Party) => boolean): boolean {
  for (let x = 0; x < 10; x++)
    for (let y = 0; y < 10; y++) {
      const m = at(w, x, y);
      if (m && who(m.party) && reach(w, { x, y }, m).some((t) => t.x === target.x && t.y === target.y)) return true;
    }
  return false;
}

function checked(w: World, p: Party): boolean {
  const k = kingSquare(w, p);
  return !!k && attackedBy(w, k, (q) => hostile(w, p, q));
}

function candidateSteps(w: World, p: Party): Step[] {
  const out: Step[] = [];
  const add = (man: Man, from: Sq, to: Sq, extra: Partial<Step> = {}) => {
    if ((man.kind === 'G' || man.kind === 'M') && lastLine(p, to)) {
      for (const k of ['T', 'A', 'E', 'C', 'M', 'P', 'S'] as Kind[])
        out.push({ from, to, ...extra, becomes: man.kind === 'M' && k === 'M' ? undefined : k });
    } else out.push({ from, to, ...extra });
  };
  for (let x = 0; x < 10; x++)
    for (let y = 0; y < 10; y++) {
      const man = at(w, x, y);
      if (!man || man.party !== p) continue;
      const from = { x, y };
      const [fx, fy] = ahead[p];
      if (man.kind === 'G') {
        const one = { x: x + fx, y: y + fy };
        if (onBoard(one.x, one.y) && !at(w, one.x, one.y)) {
          add(man, from, one);
          const two = { x: x + 2 * fx, y: y + 2 * fy };
          if (man.fresh && onBoard(two.x, two.y) && !at(w, two.x, two.y)) add(man, from, two, { double: true });
        }
        for (const t of reach(w, from, man)) {
          const there = at(w, t.x, t.y);
          if (there) {
            if (hostile(w, p, there.party) && there.kind !== 'K') add(man, from, t);
          } else {
            const right = w.passant.find((e) => e.over.x === t.x && e.over.y === t.y && hostile(w, p, e.party));
            const victim = right && at(w, right.guardAt.x, right.guardAt.y);
            if (right && victim && victim.party === right.party && victim.kind === 'G')
              add(man, from, t, { passant: right.guardAt });
          }
        }
        continue;
      }
      for (const t of reach(w, from, man)) {
        const there = at(w, t.x, t.y);
        if (!there || (hostile(w, p, there.party) && there.kind !== 'K')) add(man, from, t);
      }
      if (man.kind === 'M' && man.fresh) {
        const one = { x: x + fx, y: y + fy };
        const two = { x: x + 2 * fx, y: y + 2 * fy };
        if (onBoard(two.x, two.y) && !at(w, one.x, one.y) && !at(w, two.x, two.y))
          add(man, from, two, { double: true });
      }
    }
  return out;
}

function moveMen(w: World, s: Step): Man | null {
  const man = at(w, s.from.x, s.from.y)!;
  let taken = at(w, s.to.x, s.to.y);
  if (s.passant) {
    taken = at(w, s.passant.x, s.passant.y);
    w.cells[s.passant.x][s.passant.y] = null;
  }
  w.cells[s.from.x][s.from.y] = null;
  w.cells[s.to.x][s.to.y] = { party: man.party, kind: s.becomes ?? man.kind, fresh: false };
  return taken;
}

function legalSteps(w: World, p: Party): Step[] {
  const all = candidateSteps(w, p);
  if (!isKingly(p)) return all;
  return all.filter((s) => {
    const trial = copy(w);
    moveMen(trial, s);
    return !checked(trial, p);
  });
}

const alive = (w: World, p: Party) => !w.gone.includes(p);

/** The party whose regular turn comes next, passing by parties out and turns to be skipped. */
function comingMover(w: World): Party {
  const skip = [...w.skipping];
  for (let i = 0, n = w.next; i < 12; i++, n = (n + 1) % w.order.length) {
    const p = w.order[n];
    if (!alive(w, p)) continue;
    if (skip.includes(p)) {
      skip.splice(skip.indexOf(p), 1);
      continue;
    }
    return p;
  }
  return w.order[w.next];
}

function stepOn(w: World): void {
  // the regular turn of order[next] is over
  w.owed.push(...w.owedAfter);
  w.owedAfter = [];
  passOver(w);
}

/** Moves on to the next regular turn of a party still in the game, counting rounds. */
function passOver(w: World): void {
  do {
    w.next++;
    if (w.next === w.order.length) {
      w.next = 0;
      w.round++;
      if (w.round === 4) endOfRoundThree(w);
    }
  } while (!alive(w, w.order[w.next]));
}

function endOfRoundThree(w: World): void {
  const first = w.owed[0] ?? comingMover(w);
  if (isKingly(first) && checked(w, first) && legalSteps(w, first).length === 0) {
    w.finished = true;
    return;
  }
  if ((['green', 'red'] as Party[]).some((p) => alive(w, p) && !partnerOf(w, p))) w.finished = true;
}

function afterMove(w: World, mover: Party): void {
  w.owed = w.owed.filter((p) => checked(w, p));
  w.owedAfter = w.owedAfter.filter((p) => checked(w, p));
  if (w.finished) return;
  const i0 = w.order.indexOf(mover);
  const fresh: Party[] = [];
  for (let i = 1; i <= w.order.length; i++) {
    const p = w.order[(i0 + i) % w.order.length];
    if (isKingly(p) && p !== mover && !w.owed.includes(p) && !w.owedAfter.includes(p) && checked(w, p)) fresh.push(p);
  }
  if (!fresh.length || w.opts.checkResponse === 'own-turn') return;
  const coming = comingMover(w);
  fresh.forEach((p) => {
    if (p !== coming) (fresh[0] === coming ? w.owedAfter : w.owed).push(p);
  });
}

/** Plays skipped turns and forced passes until someone must choose (or the game ends). */
function untilChoice(w: World): void {
  for (let guard = 0; guard < 50 && !w.finished; guard++) {
    w.owed = w.owed.filter((q) => checked(w, q));
    const p = w.order[w.next];
    if (!alive(w, p)) {
      // the coming turn's party is gone (an answer took its last piece): everyone still in the
      // game has had this round's turn, so the round ends now, before answers still owed (§5)
      passOver(w);
      continue;
    }
    if (w.owed.length) {
      if (legalSteps(w, w.owed[0]).length === 0) w.finished = true;
      return;
    }
    w.passant = w.passant.filter((e) => e.party !== p);
    if (w.skipping.includes(p)) {
      w.skipping = w.skipping.filter((q) => q !== p);
      stepOn(w);
      continue;
    }
    if (legalSteps(w, p).length) return;
    if (isKingly(p) && (checked(w, p) || w.opts.stalemate !== 'pass')) {
      w.finished = true;
      return;
    }
    stepOn(w);
  }
  if (!w.finished) w.finished = true;
}

function whoActs(w: World): { p: Party; outOfTurn: boolean } | null {
  if (w.finished) return null;
  return w.owed.length ? { p: w.owed[0], outOfTurn: true } : { p: w.order[w.next], outOfTurn: false };
}

function play(w0: World, s: Step): World {
  const w = copy(w0);
  const { p, outOfTurn } = whoActs(w)!;
  const man = at(w, s.from.x, s.from.y)!;
  const taken = moveMen(w, s);
  if (outOfTurn) w.passant = w.passant.filter((e) => e.party !== p);
  if (man.kind === 'G' && s.double)
    w.passant.push({ party: p, over: { x: (s.from.x + s.to.x) / 2, y: (s.from.y + s.to.y) / 2 }, guardAt: s.to });
  if (taken && !isKingly(taken.party)) {
    let left = 0;
    for (const col of w.cells) for (const m of col) if (m?.party === taken.party) left++;
    if (left === 0) {
      w.gone.push(taken.party);
      w.passant = w.passant.filter((e) => e.party !== taken.party);
    }
  }
  // coalition by check (one King only), else by capturing a great power's piece
  if (!isKingly(p) && w.round <= 3 && !partnerOf(w, p)) {
    const free = (q: Party) => !partnerOf(w, q);
    const checks = KINGLY.filter((k) => {
      const ks = kingSquare(w, k);
      return ks && attackedBy(w, ks, (q) => q === p);
    });
    if (checks.length === 1 && free(rival(checks[0]))) w.pairs.push([rival(checks[0]), p]);
    else if (taken && isKingly(taken.party) && free(rival(taken.party))) w.pairs.push([rival(taken.party), p]);
  }
  if (outOfTurn) {
    w.owed.shift();
    if (!w.skipping.includes(p)) w.skipping.push(p);
  } else stepOn(w);
  afterMove(w, p);
  untilChoice(w);
  return w;
}

const stepText = (s: Step) => name(s.from) + name(s.to) + (s.becomes ? '=' + s.becomes : '');

/**
 * Replays moves in coordinate form; `green+yellow` is a declaration by the small power to act
 * (it does not use up the move, §6).
 */
function replay(w: World, moves: readonly string[]): World {
  for (const text of moves) {
    const who = whoActs(w);
    const pact = /^(green|red)\+(yellow|black|green|red)$/.exec(text);
    if (pact && who && who.p === pact[1] && !partnerOf(w, who.p)) {
      w = copy(w);
      w.pairs.push([pact[2] as Party, pact[1] as Party]);
      if (pact[2] === 'green' || pact[2] === 'red') w.pairs.push(['yellow', 'black']);
      untilChoice(w);
      continue;
    }
    const step = who && legalSteps(w, who.p).find((s) => stepText(s) === text || stepText(s) + '=M' === text);
    if (!step) throw new Error(`independent counter: ${text} is not legal here`);
    w = play(w, step);
  }
  return w;
}

/**
 * A hand-set position with nobody owing an answer: pieces like `yK:e1 gS:j5 rG':d1` (a `'`
 * marks a guard or machine gun that has moved), the party whose regular turn it is, the round,
 * the coalitions (great power first) and the small powers out of the game.
 */
export interface CounterPosition {
  pieces: string;
  turn: Party;
  round?: number;
  pairs?: [Party, Party][];
  gone?: Party[];
}

function setUp(pos: CounterPosition, opts: CounterOptions): World {
  const w = start(opts);
  w.cells = Array.from({ length: 10 }, () => Array<Man | null>(10).fill(null));
  const parties: Record<string, Party> = { y: 'yellow', b: 'black', g: 'green', r: 'red' };
  for (const item of pos.pieces.trim().split(/\s+/)) {
    const [man, square] = item.split(':');
    const s = parse(square);
    w.cells[s.x][s.y] = { party: parties[man[0]], kind: man[1] as Kind, fresh: !man.endsWith("'") };
  }
  w.next = w.order.indexOf(pos.turn);
  w.round = pos.round ?? 1;
  w.pairs = (pos.pairs ?? []).map(([a, b]) => [a, b]);
  w.gone = [...(pos.gone ?? [])];
  return w;
}

function countFrom(w: World, depth: number): number {
  const count = (v: World, d: number): number => {
    const who = whoActs(v);
    if (!who) return 0;
    const steps = legalSteps(v, who.p);
    if (d === 1) return steps.length;
    return steps.reduce((n, s) => n + count(play(v, s), d - 1), 0);
  };
  return depth === 0 ? 1 : count(w, depth);
}

/** Plays `moves` (coordinate form) from the default array, then counts move sequences of `depth`. */
export function independentPerft(moves: readonly string[], depth: number, opts: CounterOptions = {}): number {
  let w = start(opts);
  untilChoice(w);
  w = replay(w, moves);
  return countFrom(w, depth);
}

/** Plays `moves` from a hand-set position, then counts move sequences of `depth`. */
export function independentPerftFrom(
  pos: CounterPosition,
  moves: readonly string[],
  depth: number,
  opts: CounterOptions = {},
): number {
  let w = setUp(pos, opts);
  untilChoice(w);
  w = replay(w, moves);
  return countFrom(w, depth);
}

/** The moves the counter allows now after `moves`, sorted (for pinpointing disagreements). */
export function independentMoves(moves: readonly string[], opts: CounterOptions = {}): string[] {
  let w = start(opts);
  untilChoice(w);
  w = replay(w, moves);
  const who = whoActs(w);
  return who ? legalSteps(w, who.p).map(stepText).sort() : [];
}
