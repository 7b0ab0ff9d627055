import { createHash } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../api/src/platform/time/clock';
import { TimeoutSweeper } from '../../api/src/play/clocks/timeout-sweeper';
import { chooseAction } from '@entente/engine';
import type { AbandonedMode } from '../../api/src/play/core/abandoned-option';
import { GameAuditService } from '../../api/src/play/audit/game-audit.service';
import { GameLobbyService } from '../../api/src/play/games/game-lobby.service';
import { GamePlayService } from '../../api/src/play/moves/game-play.service';
import type { GameRecord } from '../../api/src/play/core/game-record';
import { GameRepository } from '../../api/src/play/core/game.repository';
import type { ActionDto } from '../../api/src/play/moves/play.dto';
import { RuleRefusal } from '../../api/src/play/core/engine.adapter';
import { DomainError } from '../../api/src/platform/errors/domain-error';
import { seededRandom } from './seeded-random';

/**
 * The "every game finishes" simulation shared by `npm run bench:abandon` and its jest
 * version (api/test/abandon-simulation.e2e-spec.ts). It drives a real API application — the same
 * services, write path, pg-boss computer-turn jobs, time-out sweeper and audit as production — on
 * the injectable clock (frozen; only the simulation moves it):
 *
 * - `games` Coalition Chess games of four people per option; each person vanishes with
 *   probability `vanish` after a random number (0 to 5) of their own actions — a Coalition game
 *   between random players lasts a few rounds — and never acts again. Yellow of the first game
 *   always vanishes before acting, so every option meets an abandoned seat however few games run.
 * - The people who stay act at once with the random player's choice (seeded by the run's seed, the
 *   game's number and its version), so no staying person ever times out.
 * - When every game of a batch waits only for vanished people, the clock moves to the earliest of
 *   their deadlines and the sweeper runs, as the per-minute job would at that instant; the game's
 *   `abandoned` option decides what becomes of the seat. Computers act through their jobs meanwhile;
 *   a computer to act acts before any person does, so no person's action races a computer's job.
 * - Under `substitute`, each seat offered in the lobby is taken over by a new person with
 *   probability 1/2 at each look (the first game's Yellow at the first look), who then plays it
 *   like anyone who stays. A game looks only while no computer is to act, with chances of its own.
 * - Repeatable: every choice comes from `seed` — the computers' too, when the application is
 *   configured with `computerSeed` (bench:abandon does it): the same seed plays the same games.
 *
 * Per option it reports how many games reached a result, how many were played out by every party
 * (no seat lost on time), whether every chain verifies (GameAuditService.verify: the hash chain and
 * the replay into the snapshot), and the longest time a seat that had to act had nobody to act for
 * it — from when its clock started to when a computer took it (or it resigned) — against one deadline.
 */
export interface SimulationOptions {
  readonly games: number;
  readonly vanish: number;
  readonly seed: number;
  readonly modes: readonly AbandonedMode[];
  /** Games driven at once (their clock moves together). */
  readonly batch: number;
  readonly daysPerMove: number;
  /** Safety stop for one game: actions after which it counts as unfinished. */
  readonly maxActions?: number;
  /** Called after each batch, for progress output. */
  readonly progress?: (mode: AbandonedMode, done: number) => void;
}

export interface ModeFigures {
  readonly mode: AbandonedMode;
  readonly games: number;
  /** Games that reached a result (the rules' end: a win, a draw, the neutrality abort). */
  readonly results: number;
  /** Games that reached a result with no seat resigned on time. */
  readonly playedOut: number;
  readonly verified: number;
  readonly vanished: number;
  readonly computerTakeovers: number;
  readonly substituteTakeovers: number;
  readonly timeoutResignations: number;
  /** The longest time a seat that had to act had nobody acting for it, in ms. */
  readonly maxUnheldMs: number;
  readonly deadlineMs: number;
  readonly ms: number;
  /** A digest of every game as it ended (its number, version, status, result and position): a repeat of the run gives the same. */
  readonly fingerprint: string;
}

const DAY = 86_400_000;
const SEATS = ['yellow', 'black', 'green', 'red'];
const OVER = new Set(['finished', 'aborted']);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One person of the simulation: a user id and, if they vanish, after how many of their actions. */
interface Person {
  readonly id: string;
  vanishAfter: number | null;
  actions: number;
}

export async function simulateAbandonment(app: INestApplication, o: SimulationOptions): Promise<ModeFigures[]> {
  const db = app.get(DataSource);
  const clock = app.get(Clock);
  const lobby = app.get(GameLobbyService);
  const plays = app.get(GamePlayService);
  const games = app.get(GameRepository);
  const sweeper = app.get(TimeoutSweeper);
  const audit = app.get(GameAuditService);
  clock.freeze();

  // Named by the run's seed and their place in it, never by the order concurrent games reach them:
  // a game's creator names it in the computers' seed (AppConfig.computerSeed).
  const newUser = async (place: string): Promise<string> => {
    const name = `sim${o.seed}_${place}`;
    const [{ id }] = await db.query(
      `INSERT INTO users (username, email, password_hash, display_name) VALUES ($1, $2, 'x', $1) RETURNING id`,
      [name, `${name}@example.org`],
    );
    return id as string;
  };

  const out: ModeFigures[] = [];
  for (const mode of o.modes) {
    const started = Date.now();
    const random = seededRandom(o.seed * 7919 + o.modes.indexOf(mode));
    const fingerprint = createHash('sha256');
    const f = {
      results: 0,
      playedOut: 0,
      verified: 0,
      vanished: 0,
      computerTakeovers: 0,
      substituteTakeovers: 0,
      timeoutResignations: 0,
      maxUnheldMs: 0,
    };
    for (let from = 0; from < o.games; from += o.batch) {
      const batch: {
        id: string;
        no: number;
        people: Map<string, Person>;
        actions: number;
        done: boolean;
        /** The game's own chances (a substitute's take-over), apart from the other games driven at once. */
        random: () => number;
      }[] = [];
      for (let no = from; no < Math.min(o.games, from + o.batch); no++) {
        const people = new Map<string, Person>();
        for (const seat of SEATS) {
          const forced = no === 0 && seat === 'yellow';
          people.set(seat, {
            id: await newUser(`${mode[0]}${no}-${seat[0]}`),
            vanishAfter: random() < o.vanish || forced ? (forced ? 0 : Math.floor(random() * 6)) : null,
            actions: 0,
          });
        }
        const creator = people.get('yellow')!.id;
        const created = await lobby.create(creator, {
          variant: 'coalition',
          timeControl: { type: 'per-move', days: o.daysPerMove },
          abandoned: mode,
          ...(mode === 'resign' ? {} : { abandonedLevel: 'random' as const }),
          seats: [{ seat: 'yellow', me: true }],
        });
        for (const seat of SEATS.slice(1)) await lobby.join(people.get(seat)!.id, created.id, seat);
        batch.push({
          id: created.id,
          no,
          people,
          actions: 0,
          done: false,
          random: seededRandom((o.seed * 7919 + o.modes.indexOf(mode)) * 100_003 + no + 1),
        });
      }

      // Who is gone: a person past their vanishing point (a substitute never vanishes).
      const gone = (p: Person | undefined) => p !== undefined && p.vanishAfter !== null && p.actions >= p.vanishAfter;

      /** Plays a game until it is over or waits only for vanished people; returns its deadline then. */
      const advance = async (g: (typeof batch)[number]): Promise<number | null> => {
        for (;;) {
          const game = await games.find(db.manager, g.id);
          if (OVER.has(game.status)) return null;
          if (g.actions >= (o.maxActions ?? 2000)) return null;
          // A substitute may take over an offered seat (the lobby's one click) — looked at only
          // while no computer is to act, so each look sees a position no job races to change.
          if (!game.seats.some((s) => s.computer && game.toMove.includes(s.seat)))
            for (const s of game.seats)
              if (s.offeredAt && s.offeredTo === null && (g.random() < 0.5 || (g.no === 0 && s.seat === 'yellow'))) {
                const id = await newUser(`${mode[0]}${g.no}-${s.seat[0]}v${game.version}`);
                try {
                  await lobby.join(id, g.id, s.seat);
                  // The person who vanished from the seat still counts among the vanished.
                  if (gone(g.people.get(s.seat))) f.vanished++;
                  g.people.set(s.seat, { id, vanishAfter: null, actions: 0 });
                  f.substituteTakeovers++;
                } catch (error) {
                  if (!(error instanceof DomainError)) throw error;
                }
              }
          // A computer to act acts first, so no person's action races its job.
          if (game.seats.some((s) => s.computer && game.toMove.includes(s.seat))) {
            await waitForChange(game);
            continue;
          }
          if (await actForPeople(game, g)) continue;
          // Nobody who stays has anything to do: only the vanished are to act.
          return game.deadlineAt?.getTime() ?? null;
        }
      };

      const actForPeople = async (game: GameRecord, g: (typeof batch)[number]): Promise<boolean> => {
        for (const s of game.seats) {
          const person = g.people.get(s.seat);
          if (s.computer || !person || s.userId !== person.id || gone(person)) continue;
          const chosen = chooseAction({
            variant: 'coalition',
            options: game.options,
            state: game.state as string,
            seat: s.seat,
            level: 'random',
            seed: `${o.seed}:${g.no}:${game.version}:${s.seat}`,
          });
          if (!chosen.ok) throw new Error(chosen.error.message);
          const action = chosen.value.action;
          if (!action) continue;
          try {
            if (action.type === 'move')
              await plays.play(person.id, g.id, {
                kind: 'move',
                move: action.move,
                seat: s.seat,
                expectedVersion: game.version,
              });
            else
              await plays.play(person.id, g.id, {
                kind: 'action',
                action: { ...action, expectedVersion: game.version } as unknown as ActionDto,
              });
          } catch (error) {
            // A computer acted first (the version moved): read the game again.
            if (error instanceof DomainError && error.code === 'VERSION_CONFLICT') return true;
            if (error instanceof RuleRefusal) throw new Error(`refused ${JSON.stringify(action)}: ${error.message}`);
            throw error;
          }
          person.actions++;
          g.actions++;
          return true;
        }
        return false;
      };

      const waitForChange = async (game: GameRecord) => {
        for (let i = 0; i < 6000; i++) {
          const [row] = await db.query(`SELECT version FROM games WHERE id = $1`, [game.id]);
          if (row.version !== game.version) return;
          await pause(25);
        }
        throw new Error(`game ${game.id}: no computer acted at version ${game.version} in a minute`);
      };

      // Vanished people whose seats had to act: since when (the seat's clock), to measure the gap.
      for (;;) {
        const waiting = await Promise.all(
          batch.filter((g) => !g.done).map(async (g) => [g, await advance(g)] as const),
        );
        for (const [g, deadline] of waiting) if (deadline === null) g.done = true;
        const due = waiting.flatMap(([, d]) => (d === null ? [] : [d]));
        if (due.length === 0) break;
        const earliest = Math.min(...due);
        const before = await unheldSince(
          db,
          batch.map((g) => g.id),
        );
        clock.advance(Math.max(0, earliest - clock.now().getTime()));
        await sweeper.sweep(1000);
        const now = clock.now().getTime();
        // A seat that changed hands or resigned in this sweep had nobody acting for it since its clock started.
        const after = await unheldSince(
          db,
          batch.map((g) => g.id),
        );
        for (const [key, since] of before)
          if (after.get(key) !== since) f.maxUnheldMs = Math.max(f.maxUnheldMs, now - since);
      }

      for (const g of batch) {
        for (const p of g.people.values()) if (gone(p)) f.vanished++;
        const game = await games.find(db.manager, g.id);
        // The game as it ended, without its random id: the same seed gives the same line.
        fingerprint.update(`${g.no} ${game.version} ${game.status} ${JSON.stringify(game.result)} ${game.state}\n`);
        const events: { type: string; payload: { how?: string; action?: { reason?: string } } }[] = await db.query(
          `SELECT type, payload FROM game_events WHERE game_id = $1 AND type IN ('seat-handed-over', 'resign')`,
          [g.id],
        );
        const timeouts = events.filter((e) => e.type === 'resign' && e.payload.action?.reason === 'timeout').length;
        f.timeoutResignations += timeouts;
        f.computerTakeovers += events.filter((e) => e.payload.how === 'timeout').length;
        if (game.result) {
          f.results++;
          if (timeouts === 0) f.playedOut++;
        }
        const v = await audit.verify(g.id);
        if (v.ok) f.verified++;
      }
      o.progress?.(mode, Math.min(o.games, from + o.batch));
    }
    out.push({
      mode,
      games: o.games,
      ...f,
      fingerprint: fingerprint.digest('hex').slice(0, 12),
      deadlineMs: o.daysPerMove * DAY,
      ms: Date.now() - started,
    });
  }
  return out;
}

/**
 * For every seat of these games that must act and is held by a person, when its clock started —
 * keyed by game, seat and holder, so a change of hands or a resignation shows as a key that went.
 */
async function unheldSince(db: DataSource, ids: readonly string[]): Promise<Map<string, number>> {
  const rows: { id: string; seat: string; user_id: string; since: string }[] = await db.query(
    `SELECT g.id, s.seat, s.user_id, g.clocks -> s.seat ->> 'since' AS since
       FROM games g JOIN game_seats s ON s.game_id = g.id
      WHERE g.id = ANY($1::uuid[]) AND g.status IN ('setup', 'active') AND s.user_id IS NOT NULL
        AND s.seat = ANY(g.to_move) AND g.clocks -> s.seat ->> 'since' IS NOT NULL`,
    [ids],
  );
  return new Map(rows.map((r) => [`${r.id}:${r.seat}:${r.user_id}`, Date.parse(r.since)]));
}
