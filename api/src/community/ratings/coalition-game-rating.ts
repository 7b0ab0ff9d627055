import type { RatingRole } from '../../play/reputation/reputation';
import type { RatedTeamInput } from './coalition-teams';
import { trackOf } from './coalition-teams';
import { COMPUTER_SKILL, type Member, rateTeams, type Skill } from './openskill';

/** One person's rating in one track, before and after a game. */
export interface TrackChange {
  readonly userId: string;
  readonly role: RatingRole;
  readonly before: Skill;
  readonly after: Skill;
}

/** The tracks a rated game updates: each person's `all` and the role of each seat they held. */
export function tracksOf(teams: readonly RatedTeamInput[]): { userId: string; role: RatingRole }[] {
  const seen = new Map<string, { userId: string; role: RatingRole }>();
  for (const t of teams)
    for (const h of t.holders) {
      if (h.userId === null) continue;
      for (const role of ['all', trackOf(h)] as const) seen.set(`${h.userId}:${role}`, { userId: h.userId, role });
    }
  return [...seen.values()].sort((a, b) => compare(a.userId, b.userId) || compare(a.role, b.role));
}

/**
 * Rates a game in both tracks — every seat (`all`), and each seat in its role's track (`great`,
 * `small`) — from each person's rating in that track as `skillOf` gives it. A person who held two
 * seats of one team (a strawman, or a take-over of a second seat) is one member of it in `all`,
 * with the larger of their shares; computers are members with their level's fixed rating.
 */
export function rateCoalitionGame(
  teams: readonly RatedTeamInput[],
  skillOf: (userId: string, role: RatingRole) => Skill,
): TrackChange[] {
  return [...rateTrack(teams, skillOf, () => 'all'), ...rateTrack(teams, skillOf, trackOf)];
}

function rateTrack(
  teams: readonly RatedTeamInput[],
  skillOf: (userId: string, role: RatingRole) => Skill,
  roleOf: (h: RatedTeamInput['holders'][number]) => RatingRole,
): TrackChange[] {
  // Per team: its people first (one member per person and track), then its computers.
  const people = teams.map((team) => {
    const byPerson = new Map<string, { userId: string; role: RatingRole; weight: number }>();
    for (const h of team.holders) {
      if (h.userId === null) continue;
      const role = roleOf(h);
      const prev = byPerson.get(`${h.userId}:${role}`);
      byPerson.set(`${h.userId}:${role}`, { userId: h.userId, role, weight: Math.max(prev?.weight ?? 0, h.weight) });
    }
    return [...byPerson.values()].map((p) => ({ ...p, skill: skillOf(p.userId, p.role) }));
  });
  const members = teams.map((team, i): Member[] => [
    ...people[i].map((p) => ({ skill: p.skill, weight: Math.min(1, p.weight), fixed: false })),
    ...team.holders
      .filter((h) => h.userId === null)
      .map((h) => ({ skill: COMPUTER_SKILL[h.computer!], weight: h.weight, fixed: true })),
  ]);
  const after = rateTeams(teams.map((t, i) => ({ rank: t.rank, members: members[i] })));
  return people.flatMap((list, i) =>
    list.map((p, j) => ({ userId: p.userId, role: p.role, before: p.skill, after: after[i][j] })),
  );
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
