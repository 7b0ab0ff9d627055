import { newPlayer, newPlayers, type Player } from './game-server-fixtures';
import type { TestApp } from './support/test-app';

export { newPlayer, newPlayers, type Player };

/** A club created by `owner` (public unless said), with `members` joined (invited first when private). */
export async function newClub(
  t: TestApp,
  owner: Player,
  members: Player[],
  visibility: 'public' | 'private' = 'public',
): Promise<string> {
  const name = `Club ${Math.random().toString(36).slice(2, 10)}`;
  const club = await t.http.post('/clubs').set(owner.auth).send({ name, visibility });
  if (club.status !== 201) throw new Error(`club: ${club.status} ${JSON.stringify(club.body)}`);
  for (const m of members) {
    if (visibility === 'private')
      await ok(t.http.post(`/clubs/${club.body.id}/invitations`).set(owner.auth).send({ invite: m.username }), 201);
    await ok(t.http.post(`/clubs/${club.body.id}/join`).set(m.auth), 200);
  }
  return club.body.id;
}

/** Today and a week around it (UTC), so the ladder's first season is the current one. */
export function seasonAroundToday(name = 'Season 1'): { name: string; startsOn: string; endsOn: string } {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return { name, startsOn: day(-3), endsOn: day(30) };
}

/** POST /clubs/{clubId}/ladders by `owner`: a 007 ladder with a fresh name and a season around today, `settings` on top; the answer, unchecked. */
export function postLadder(t: TestApp, owner: Player, clubId: string, settings: Record<string, unknown>) {
  return t.http
    .post(`/clubs/${clubId}/ladders`)
    .set(owner.auth)
    .send({
      name: `L ${Math.random().toString(36).slice(2, 8)}`,
      variant: '007',
      season: seasonAroundToday(),
      ...settings,
    });
}

/** A member challenges: every seat named; each other player accepts their invitation; the game starts. */
export async function ladderGame(
  t: TestApp,
  ladderId: string,
  challenger: Player,
  seats: Record<string, Player>,
): Promise<string> {
  const res = await t.http
    .post(`/ladders/${ladderId}/challenges`)
    .set(challenger.auth)
    .send({ seats: Object.entries(seats).map(([seat, p]) => ({ seat, player: p.username })) });
  if (res.status !== 201) throw new Error(`challenge: ${res.status} ${JSON.stringify(res.body)}`);
  const gameId: string = res.body.gameId;
  for (const [seat, p] of Object.entries(seats)) {
    if (p.id === challenger.id) continue;
    await ok(t.http.post(`/games/${gameId}/seats/${seat}/accept`).set(p.auth), 200);
  }
  return gameId;
}

/** One step of a scripted game: a board move or an action, by the player holding `seat`. */
export type Step = { seat: string; move: string } | { seat: string; action: string; ally?: string };

// Scripts checked with `entente play` (Coalition Chess, setupPhase false).

/** The first moves of Yellow, Black and Green (who declares for Yellow), and Red's declaration for Black if said. */
export function coalitionOpening(declareRed: boolean): Step[] {
  return [
    { seat: 'yellow', move: 'c1a1' },
    { seat: 'black', move: 'c10a10' },
    { seat: 'green', action: 'declare', ally: 'yellow' },
    { seat: 'green', move: 'i4g4' },
    ...(declareRed
      ? [
          { seat: 'red', action: 'declare', ally: 'black' },
          { seat: 'red', move: 'a5a7' },
        ]
      : []),
  ];
}

/**
 * After `coalitionOpening(false)`: three rounds with Green allied to Yellow and Red neutral, so the
 * game is aborted for neutrality (coalition.md §6).
 */
export const UNTIL_NEUTRALITY_ABORT: readonly Step[] = [
  { seat: 'red', move: 'a5a7' },
  { seat: 'yellow', move: 'a1a2' },
  { seat: 'black', move: 'a10a7' },
  { seat: 'green', move: 'g4f3' },
  { seat: 'red', move: 'a6a10' },
  { seat: 'yellow', move: 'a2a1' },
  { seat: 'black', move: 'a7a1' },
  { seat: 'green', move: 'f3e3' },
  { seat: 'red', move: 'a10a6' },
];

/** Plays the steps in order, each at the game's current version; returns the game as it ends. */
export async function playScript(
  t: TestApp,
  gameId: string,
  seats: Record<string, Player>,
  steps: readonly Step[],
): Promise<Record<string, unknown>> {
  let game = (await ok(t.http.get(`/games/${gameId}`).set(seats[steps[0]?.seat ?? Object.keys(seats)[0]].auth), 200))
    .body;
  for (const step of steps) {
    const p = seats[step.seat];
    const res =
      'move' in step
        ? await t.http
            .post(`/games/${gameId}/moves`)
            .set(p.auth)
            .send({ move: step.move, seat: step.seat, expectedVersion: game.version })
        : await t.http
            .post(`/games/${gameId}/actions`)
            .set(p.auth)
            .send({
              type: step.action,
              seat: step.seat,
              ally: step.ally,
              // An abort says why (the creator's reason, told to the others).
              reason: step.action === 'abort' ? 'Aborted by the script' : undefined,
              expectedVersion: game.version,
            });
    if (res.status !== 201) throw new Error(`${JSON.stringify(step)}: ${res.status} ${JSON.stringify(res.body)}`);
    game = res.body;
  }
  return game;
}

async function ok<T extends { status: number; body: unknown }>(req: PromiseLike<T>, status: number): Promise<T> {
  const res = await req;
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res;
}
