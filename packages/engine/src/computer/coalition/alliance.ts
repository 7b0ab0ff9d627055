import { coalitionPossible, formCoalition } from '../../rules/coalition/coalitions';
import { Game } from '../../rules/coalition/game';
import { BLACK, GREEN, isGreatPower, RED, YELLOW } from '../../rules/coalition/pieces';
import type { Deadline } from '../budget';
import type { Level } from '../level';
import type { Random } from '../random';
import { materialFor } from './evaluate';
import { TeamSearch } from './team-search';

/**
 * The coalition choice of a small power (coalition.md §6). A computer small power declares on
 * its first regular turn of rounds 1–3 — a declaration does not use up the move (§6.1), and
 * waiting only risks the abort of §11 — for the ally whose coalition looks best:
 *
 * - greedy: by material, its coalition against everyone else (the other small power can only
 *   join the other side);
 * - search: by searching both choices — the position after each declaration, searched with
 *   an equal share of the budget from the small power's side;
 * - random: declarations are among the actions it picks from at random (player.ts).
 *
 * When the choices are within 1.5 guards of each other — at the start they always are: Yellow
 * and Black differ by 0.6 of a guard by the measured values, and Yellow moves first — a
 * convention decides: Green allies with Yellow, Red with Black. Then two computer small powers
 * never compete for one great power, and in the default order (Yellow, Black, Green, Red) the
 * two coalitions take turns strictly alternately.
 */
const MARGIN = 150;

/** The allies `seat` could declare for now (the engine's own test of §6). */
export function possibleAllies(g: Game, seat: number): number[] {
  if (isGreatPower(seat) || g.partner[seat] >= 0) return [];
  return [YELLOW, BLACK, GREEN, RED].filter((ally) => ally !== seat && coalitionPossible(g, seat, ally));
}

export const conventionalAlly = (seat: number): number => (seat === GREEN ? YELLOW : BLACK);

export function chooseAlly(
  g: Game,
  seat: number,
  allies: readonly number[],
  level: Level,
  deadline: Deadline,
  random: Random,
): number {
  if (allies.length === 1) return allies[0];
  const scored = allies.map((ally, i) => ({
    ally,
    score: scoreAlliance(g, seat, ally, level, deadline.slice(1 / (allies.length - i)), random),
  }));
  const best = Math.max(...scored.map((s) => s.score));
  const near = scored.filter((s) => s.score >= best - MARGIN).map((s) => s.ally);
  const conventional = conventionalAlly(seat);
  return near.includes(conventional) ? conventional : scored.find((s) => s.score === best)!.ally;
}

function scoreAlliance(g: Game, seat: number, ally: number, level: Level, deadline: Deadline, random: Random): number {
  const after = cloneGame(g);
  after.effects = null;
  formCoalition(after, seat, ally, 'declaration');
  // Everyone outside the coalition counts against it, the other small power included: it can
  // only join the other side.
  if (level !== 'search') return materialFor(after, seat);
  return new TeamSearch(after, seat, deadline, random).value(6);
}

function cloneGame(g: Game): Game {
  return Game.fromState(g.toState());
}
