import type { CoalitionInfo, GameResult, Level } from '@entente/engine';
import { type RatingRole, roleOfSeat } from '../../play/reputation/reputation';

/** One holding of a seat with the actions its holder made for the seat (from the game's events). */
export interface HeldSeat {
  readonly seat: string;
  readonly userId: string | null;
  readonly computer: Level | null;
  readonly actions: number;
}

/** A holder as rated: a person or a computer, with the share of the seat's actions they made. */
export interface RatedHolder {
  readonly seat: string;
  readonly userId: string | null;
  readonly computer: Level | null;
  readonly weight: number;
}

/** A team as rated and stored (`coalition_rated_games.teams`): what an annulment replays. */
export interface RatedTeamInput {
  readonly rank: number;
  readonly holders: readonly RatedHolder[];
}

export type TeamsOutcome =
  { readonly rated: true; readonly teams: readonly RatedTeamInput[] } | { readonly rated: false; readonly why: string };

const SEATS = ['yellow', 'black', 'green', 'red'];

/**
 * The teams of a finished Coalition Chess game as the ratings see them (docs/ratings.md): the
 * coalitions as they ended the game, a small power that stayed neutral or left the game (is
 * eliminated) being a team of its own; ranked by the result — the winners' teams first, every
 * other team second; a draw ranks all teams equal. Each seat's holders are its members, weighted
 * by the share of the seat's actions each made (a seat nobody acted for: equal shares).
 *
 * Unrated: the neutrality abort (§6, nobody won or drew), a game with fewer than two people in
 * it, and a game in which one person held seats of two different teams (they would play against
 * themselves).
 */
export function coalitionTeams(
  result: GameResult,
  coalitions: readonly CoalitionInfo[],
  eliminated: readonly string[],
  holdings: readonly HeldSeat[],
): TeamsOutcome {
  if (result.reason === 'neutrality') return { rated: false, why: 'aborted for neutrality' };
  const teamOf = new Map<string, string[]>();
  for (const seat of SEATS) {
    const coalition = coalitions.find((c) => c.seats.includes(seat));
    const team =
      coalition && !eliminated.includes(seat)
        ? coalition.seats.filter((s) => !eliminated.includes(s) || !isSmall(s))
        : [seat];
    teamOf.set(seat, team);
  }
  const teams: string[][] = [];
  for (const seat of SEATS) {
    const team = teamOf.get(seat)!;
    if (!teams.some((t) => t.join() === team.join())) teams.push(team);
  }
  const decided = result.winners.length > 0;
  const out: RatedTeamInput[] = teams.map((seats) => ({
    rank: !decided || seats.some((s) => result.winners.includes(s)) ? 1 : 2,
    holders: seats.flatMap((seat) => holdersOf(seat, holdings)),
  }));
  const people = new Map<string, number>();
  let twoSides = false;
  out.forEach((team, i) => {
    for (const h of team.holders) {
      if (h.userId === null) continue;
      if ((people.get(h.userId) ?? i) !== i) twoSides = true;
      people.set(h.userId, i);
    }
  });
  if (twoSides) return { rated: false, why: 'a person held seats on two sides' };
  if (people.size < 2) return { rated: false, why: 'fewer than two people played' };
  return { rated: true, teams: out };
}

function isSmall(seat: string): boolean {
  return roleOfSeat(seat) === 'small';
}

/** The seat's holders with their shares of its actions; several holdings of one holder add up. */
function holdersOf(seat: string, holdings: readonly HeldSeat[]): RatedHolder[] {
  const mine = holdings.filter((h) => h.seat === seat);
  const total = mine.reduce((n, h) => n + h.actions, 0);
  const byHolder = new Map<string, RatedHolder>();
  for (const h of mine) {
    const key = h.userId ?? `computer:${h.computer}`;
    const share = total === 0 ? 1 / mine.length : h.actions / total;
    const prev = byHolder.get(key);
    byHolder.set(key, { seat, userId: h.userId, computer: h.computer, weight: (prev?.weight ?? 0) + share });
  }
  // A holder who made none of the seat's actions played no part of it.
  return [...byHolder.values()].filter((h) => h.weight > 0);
}

/** The track a holder is rated in besides `all`: the role of their seat. */
export function trackOf(holder: Pick<RatedHolder, 'seat'>): RatingRole {
  return roleOfSeat(holder.seat);
}
