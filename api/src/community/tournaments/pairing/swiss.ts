/**
 * One Swiss round, after the Dutch system's main rules (FIDE C.04.3), as far as a correspondence
 * club needs them: players are ranked by score, then rating; each score group's top half meets
 * its bottom half; nobody meets the same opponent twice; nobody gets the same colour three times
 * running or a colour difference beyond two; the odd player out gets the bye, the lowest-ranked
 * one who has not had one. When the rules cannot all hold (late rounds of a small field) the
 * colour rules give way first, then the rematch rule, so a round is always paired.
 *
 * Written here rather than taken from npm: `tournament-pairings`, the candidate, is GPL-3.0 (this
 * server is MIT) and has no colour rules. Pure: no Nest, no I/O.
 */
export interface SwissPlayer {
  readonly id: string;
  readonly score: number;
  /** Higher ranks first among equal scores; null ranks last. */
  readonly rating: number | null;
  readonly opponents: ReadonlySet<string>;
  /** Colours played so far, in order. */
  readonly colours: readonly ('white' | 'black')[];
  readonly hadBye: boolean;
}

export interface SwissRound {
  readonly pairs: { readonly white: string; readonly black: string }[];
  readonly bye: string | null;
}

/** Steps of the search before a rule is relaxed: far more than a field of 500 needs, far below a second. */
const BUDGET = 200_000;

export function pairSwissRound(players: readonly SwissPlayer[]): SwissRound {
  const ranked = [...players].sort(
    (a, b) =>
      b.score - a.score ||
      (b.rating ?? -Infinity) - (a.rating ?? -Infinity) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  let bye: string | null = null;
  let field = ranked;
  if (ranked.length % 2 === 1) {
    // The lowest-ranked player without a bye; everyone had one: the lowest-ranked.
    const out = [...ranked].reverse().find((p) => !p.hadBye) ?? ranked[ranked.length - 1];
    bye = out.id;
    field = ranked.filter((p) => p !== out);
  }
  for (const relax of [0, 1, 2] as const) {
    const found = search(field, relax);
    if (found) return { pairs: found.map(([a, b]) => colours(a, b, ranked)), bye };
  }
  // Unreachable: with every rule relaxed any even field pairs in order.
  throw new Error('Swiss pairing failed');
}

/** 0: every rule; 1: colours relaxed; 2: rematches allowed too. */
type Relax = 0 | 1 | 2;

function search(field: readonly SwissPlayer[], relax: Relax): [SwissPlayer, SwissPlayer][] | null {
  const paired = new Array<boolean>(field.length).fill(false);
  const out: [SwissPlayer, SwissPlayer][] = [];
  let steps = 0;
  const step = (): boolean => {
    const i = paired.indexOf(false);
    if (i < 0) return true;
    if (++steps > BUDGET) return false;
    paired[i] = true;
    for (const j of candidates(field, paired, i)) {
      if (!compatible(field[i], field[j], relax)) continue;
      paired[j] = true;
      out.push([field[i], field[j]]);
      if (step()) return true;
      out.pop();
      paired[j] = false;
      if (steps > BUDGET) break;
    }
    paired[i] = false;
    return false;
  };
  return step() ? out : null;
}

/**
 * The order in which player i looks for an opponent: the Dutch system's ideal first (in i's score
 * group, the player half the group's size below), then the rest of the group by distance from it,
 * then lower groups in rank order.
 */
function candidates(field: readonly SwissPlayer[], paired: readonly boolean[], i: number): number[] {
  const free: number[] = [];
  for (let j = i + 1; j < field.length; j++) if (!paired[j]) free.push(j);
  const score = field[i].score;
  const group = free.filter((j) => field[j].score === score);
  const rest = free.filter((j) => field[j].score !== score);
  const ideal = Math.floor((group.length + 1) / 2) - 1;
  const byDistance = group
    .map((j, k) => ({ j, d: k >= ideal ? 2 * (k - ideal) : 2 * (ideal - k) + 1 }))
    .sort((a, b) => a.d - b.d)
    .map((x) => x.j);
  return [...byDistance, ...rest];
}

function difference(p: SwissPlayer): number {
  return p.colours.reduce((d, c) => d + (c === 'white' ? 1 : -1), 0);
}

/** The colour a player must have: after two of the same running, or at a difference of two. */
function absolute(p: SwissPlayer): 'white' | 'black' | null {
  const d = difference(p);
  const [x, y] = p.colours.slice(-2);
  if (d >= 2 || (x === 'white' && y === 'white')) return 'black';
  if (d <= -2 || (x === 'black' && y === 'black')) return 'white';
  return null;
}

function compatible(a: SwissPlayer, b: SwissPlayer, relax: Relax): boolean {
  if (relax < 2 && a.opponents.has(b.id)) return false;
  if (relax < 1) {
    const need = absolute(a);
    if (need !== null && need === absolute(b)) return false;
  }
  return true;
}

/** White to the stronger claim: an absolute need, the lower difference, black last time, then the higher rank. */
function colours(a: SwissPlayer, b: SwissPlayer, ranked: readonly SwissPlayer[]): { white: string; black: string } {
  const claim = (p: SwissPlayer): number => {
    const need = absolute(p);
    if (need === 'white') return 100;
    if (need === 'black') return -100;
    return -difference(p) * 10 + (p.colours.at(-1) === 'black' ? 1 : p.colours.at(-1) === 'white' ? -1 : 0);
  };
  const ca = claim(a);
  const cb = claim(b);
  if (ca !== cb) return ca > cb ? { white: a.id, black: b.id } : { white: b.id, black: a.id };
  // Equal claims: the higher-ranked player gets white in odd boards of the first round and
  // alternates by rank otherwise, so the field's colours stay even.
  const higher = ranked.indexOf(a) < ranked.indexOf(b) ? a : b;
  const lower = higher === a ? b : a;
  const board = Math.min(ranked.indexOf(a), ranked.indexOf(b));
  return board % 2 === 0 ? { white: higher.id, black: lower.id } : { white: lower.id, black: higher.id };
}
