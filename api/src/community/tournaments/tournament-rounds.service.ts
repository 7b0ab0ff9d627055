import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Level } from '@entente/engine';
import { DomainError } from '../../platform/errors/domain-error';
import { JobsService } from '../../platform/jobs/jobs.service';
import { GameRepository } from '../../play/core/game.repository';
import { GameLobbyService } from '../../play/games/game-lobby.service';
import { AbandonedSeatsService } from '../../play/seats/abandoned-seats.service';
import { coalitionRotation, ROTATION_SEATS } from './pairing/coalition-rotation';
import { roundRobin } from './pairing/round-robin';
import { pairSwissRound, type SwissPlayer } from './pairing/swiss';
import { TournamentGameRepository } from './tournament-game.repository';
import { type PlannedTable, TournamentRepository, type TournamentRow } from './tournament.repository';
import { TournamentRatings } from './tournament-ratings';
import { RoundAnnouncer } from './round-announcer';

/** The queue of starts whose games a job creates in batches; its worker is TournamentsService. */
export const TOURNAMENT_START_QUEUE = 'tournament-start';

export interface TournamentStartJob {
  readonly tournamentId: string;
  readonly actorId: string;
}

/** One game to create: its board and who sits where (null: a computer seat). */
type Table = PlannedTable;

/**
 * The schedule of a running tournament: the start (seeds, the first round or, for a round robin,
 * every game), each later round when the last one has finished, the end, and withdrawals in the
 * middle. Every method runs in the caller's transaction. Lock order, as everywhere: games first
 * (in id order), then the tournament's row — a game's end reaches the tournament from inside the
 * game's change, which holds the game's lock already.
 */
@Injectable()
export class TournamentRoundsService {
  constructor(
    private readonly tournaments: TournamentRepository,
    private readonly tgames: TournamentGameRepository,
    private readonly lobby: GameLobbyService,
    private readonly games: GameRepository,
    private readonly abandoned: AbandonedSeatsService,
    private readonly ratings: TournamentRatings,
    private readonly jobs: JobsService,
    private readonly announcer: RoundAnnouncer,
  ) {}

  /**
   * Games a start (or a round's pairing) creates in its own transaction, and a job in each of its
   * batches: a round robin with more, or a Swiss or Coalition round with more, is `starting` until
   * a job has created them all, one short transaction per batch (tests make it smaller).
   */
  batchSize = 50;

  /** Seeds the field and creates the first round's games (a round robin's: all of them). */
  async start(m: EntityManager, t: TournamentRow, actorId: string, now: Date): Promise<void> {
    const entries = await this.tournaments.entered(m, t.id);
    if (entries.length < t.minEntrants)
      throw new DomainError(
        'TOO_FEW_ENTRANTS',
        `${t.name} has ${entries.length} entrants; it needs ${t.minEntrants} to start.`,
        { minimum: t.minEntrants },
      );
    // Seeds: by rating, highest first (unrated after), then by the order of entry.
    const rating = await this.ratings.of(
      m,
      t.variant,
      entries.map((e) => e.userId),
    );
    const seeded = entries
      .map((e, i) => ({ e, i, r: rating.get(e.userId) ?? null }))
      .sort((a, b) => (b.r ?? -Infinity) - (a.r ?? -Infinity) || a.i - b.i)
      .map((x) => x.e.userId);
    await this.tournaments.setSeeds(m, t.id, seeded);
    let rounds: number;
    if (t.format === 'round-robin') {
      const tables = robinTables(seeded, t.formatOptions.double ?? false);
      rounds = tables.length;
      const games = tables.reduce((n, r) => n + r.length, 0);
      if (games > this.batchSize) {
        // Paired now (the seeds fix the Berger tables); the games come from a job, in batches.
        await this.tournaments.setStarted(m, t.id, rounds, null, now, 'starting');
        const job: TournamentStartJob = { tournamentId: t.id, actorId };
        await this.jobs.sendWithin(m, TOURNAMENT_START_QUEUE, { ...job }, { singletonKey: t.id });
      } else {
        await this.tournaments.setStarted(m, t.id, rounds, null, now);
        for (const [r, round] of tables.entries()) await this.createRound(m, t, r + 1, round, actorId);
        // Every round is under way at once.
        await this.tournaments.setRound(m, t.id, rounds);
        await this.announcer.announce(m, { ...t, rounds }, null);
      }
    } else if (t.format === 'swiss') {
      rounds = t.formatOptions.rounds as number;
      await this.tournaments.setStarted(m, t.id, rounds, null, now);
      await this.pairSwiss(m, { ...t, rounds }, 1, actorId);
    } else {
      const schedule = coalitionRotation(seeded.length, t.formatOptions.cycles ?? 1).map((r) => r.map((x) => [...x]));
      rounds = schedule.length;
      await this.tournaments.setStarted(m, t.id, rounds, schedule, now);
      await this.seatRotation(m, { ...t, schedule, rounds }, 1, seeded, new Set(), actorId);
    }
    await this.tournaments.appendEvent(m, {
      tournamentId: t.id,
      type: 'started',
      round: 1,
      actorId,
      payload: { entrants: seeded.length, rounds },
    });
  }

  /**
   * One batch of a `starting` event's games, in the caller's transaction: those of a round robin's
   * Berger tables (from the seeds), or of the round plan of a Swiss or Coalition round, that do not
   * exist yet, so a retried job creates none twice (and the unique round and board refuse it if it
   * tried). Returns whether every game exists: then the event runs. A batch that fails leaves
   * nothing; the job's retry resumes from the games committed.
   */
  async createBatch(m: EntityManager, tournamentId: string, actorId: string, now: Date): Promise<boolean> {
    const t = await this.tournaments.lock(m, tournamentId);
    if (!t || t.state !== 'starting') return true;
    const plan = t.roundPlan;
    const made = new Set((await this.tgames.gameIds(m, t.id)).map((g) => `${g.round}:${g.board}`));
    const planned = plan
      ? plan.tables.map((table) => ({ round: plan.round, table }))
      : robinTables(
          (await this.tournaments.allEntries(m, t.id)).map((e) => e.userId),
          t.formatOptions.double ?? false,
        ).flatMap((round, r) => round.map((table) => ({ round: r + 1, table })));
    const missing = planned.filter((x) => !made.has(`${x.round}:${x.table.board}`));
    const batch = missing.slice(0, this.batchSize);
    for (let r = 1; r <= t.rounds; r++) {
      const tables = batch.filter((x) => x.round === r).map((x) => x.table);
      if (tables.length > 0) await this.createRound(m, t, r, tables, actorId);
    }
    if (missing.length > batch.length) return false;
    // The round's (a round robin's: every round's) last game exists: its entrants hear of it now.
    await this.announcer.announce(m, t, plan ? plan.round : null);
    const round = plan?.round ?? t.rounds;
    await this.tournaments.setRunning(m, t.id, round);
    // A game may have ended while the others were being created.
    await this.advance(m, { ...t, state: 'running', currentRound: round, roundPlan: null }, now);
    return true;
  }

  /**
   * A paired round's games: created here when a batch holds them, else the round is fixed as the
   * event's plan, the event `starting` again, and the start's job creates them in batches.
   * Returns whether the games exist now.
   */
  private async openRound(
    m: EntityManager,
    t: TournamentRow,
    round: number,
    tables: readonly Table[],
    actorId: string | null,
  ): Promise<boolean> {
    if (tables.length <= this.batchSize) {
      await this.createRound(m, t, round, tables, actorId);
      return true;
    }
    await this.tournaments.setRoundPlan(m, t.id, { round, tables });
    const job: TournamentStartJob = { tournamentId: t.id, actorId: actorId ?? t.createdBy };
    await this.jobs.sendWithin(m, TOURNAMENT_START_QUEUE, { ...job }, { singletonKey: `${t.id}:${round}` });
    return false;
  }

  /**
   * After a game of the event has counted (the recorder, under the tournament's row lock): when no
   * game of the round is still played, the next round is paired and started, or the event ends.
   */
  async advance(m: EntityManager, t: TournamentRow, now: Date): Promise<void> {
    if (t.state !== 'running') return;
    if ((await this.tgames.playingInRound(m, t.id, t.currentRound)) > 0) return;
    if (t.format === 'round-robin' || t.currentRound >= t.rounds) {
      // A round robin's rounds all run at once: it ends when none of its games is left.
      if (t.format === 'round-robin' && (await this.anyPlaying(m, t))) return;
      await this.tournaments.setFinished(m, t.id, now);
      await this.tournaments.appendEvent(m, { tournamentId: t.id, type: 'finished', actorId: null });
      return;
    }
    const next = t.currentRound + 1;
    await this.tournaments.setRound(m, t.id, next);
    if (t.format === 'swiss') await this.pairSwiss(m, t, next, null);
    else {
      const entries = await this.tournaments.allEntries(m, t.id);
      const bySeed = [...entries].sort((a, b) => (a.seed ?? 0) - (b.seed ?? 0)).map((e) => e.userId);
      const gone = new Set(entries.filter((e) => e.state === 'withdrawn').map((e) => e.userId));
      await this.seatRotation(m, t, next, bySeed, gone, null);
    }
  }

  /**
   * An entrant leaves the running event. 007: each game they still play is resigned — a forfeit;
   * Coalition Chess: in each, their seat follows the game's `abandoned` option. Later rounds pair
   * them no more (Coalition tables give their seat to a computer). The games are locked first, in
   * id order, then the tournament's row.
   */
  async withdrawRunning(
    m: EntityManager,
    tournamentId: string,
    userId: string,
    actorId: string | null,
    why: 'withdrawal' | 'timeout',
    now: Date,
  ): Promise<'done' | 'later'> {
    const gameIds = await this.tgames.playingOf(m, tournamentId, userId);
    const locked = [];
    for (const id of gameIds) locked.push(await this.games.lock(m, id));
    const t = await this.tournaments.lock(m, tournamentId);
    // A round still being created would seat them again: the caller tries once it runs.
    if (t?.state === 'starting') return 'later';
    if (!t || t.state !== 'running') return 'done';
    const entry = await this.tournaments.entry(m, tournamentId, userId);
    if (!entry || entry.state === 'withdrawn') return 'done';
    await this.tournaments.withdraw(m, tournamentId, userId, now);
    await this.tournaments.appendEvent(m, {
      tournamentId,
      type: 'withdrawn',
      actorId,
      payload: { player: entry.username, why },
    });
    for (const game of locked) {
      if (game.status !== 'setup' && game.status !== 'active') continue;
      const seat = game.seats.find((s) => s.userId === userId && !s.computer)?.seat;
      if (!seat) continue;
      await this.tgames.markForfeit(m, game.id, userId);
      await this.tournaments.appendEvent(m, {
        tournamentId,
        type: 'forfeit',
        round: game.tournament?.round ?? null,
        gameId: game.id,
        actorId,
        payload: { player: entry.username, seat, abandoned: game.abandoned.mode },
      });
      // The game's change runs the recorder, which may pair the next round (without them).
      await this.abandoned.leave(m, game, seat, userId);
    }
    return 'done';
  }

  private async anyPlaying(m: EntityManager, t: TournamentRow): Promise<boolean> {
    for (let r = 1; r <= t.rounds; r++) if ((await this.tgames.playingInRound(m, t.id, r)) > 0) return true;
    return false;
  }

  /** A Swiss round from the standings so far: scores, opponents, colours, byes, ratings. */
  private async pairSwiss(m: EntityManager, t: TournamentRow, round: number, actorId: string | null) {
    const entries = (await this.tournaments.allEntries(m, t.id)).filter((e) => e.state === 'entered');
    const seats = await this.tgames.allSeats(m, t.id);
    const rating = await this.ratings.of(
      m,
      t.variant,
      entries.map((e) => e.userId),
    );
    const players: SwissPlayer[] = entries.map((e) => {
      const mine = seats.filter((s) => s.userId === e.userId);
      const opponents = new Set<string>();
      for (const s of mine)
        for (const o of seats)
          if (o.gameId && o.gameId === s.gameId && o.userId && o.userId !== e.userId) opponents.add(o.userId);
      return {
        id: e.userId,
        score: mine.reduce((sum, s) => sum + (s.points ?? 0), 0),
        // Seeds stand in for ratings where there are none, so the order is the start's.
        rating: rating.get(e.userId) ?? -(e.seed ?? 0),
        opponents,
        colours: mine.filter((s) => s.seat).map((s) => s.seat as 'white' | 'black'),
        hadBye: mine.some((s) => s.gameId === null),
      };
    });
    const pairing = pairSwissRound(players);
    const created = await this.openRound(
      m,
      t,
      round,
      pairing.pairs.map((p, b) => ({
        board: b + 1,
        seats: [
          { seat: 'white', userId: p.white },
          { seat: 'black', userId: p.black },
        ],
      })),
      actorId,
    );
    if (pairing.bye) {
      const table = t.pointsTable;
      const points =
        t.formatOptions.bye === 'draw' ? table.draw : t.formatOptions.bye === 'loss' ? table.loss : table.win;
      await this.tgames.insertBye(m, { tournamentId: t.id, round, userId: pairing.bye, points });
    }
    // A round left to the job is announced by its last batch (createBatch), byes included.
    if (created) await this.announcer.announce(m, t, round);
    await this.tournaments.appendEvent(m, {
      tournamentId: t.id,
      type: 'round-paired',
      round,
      actorId,
      payload: { games: pairing.pairs.length, bye: pairing.bye },
    });
  }

  /** A round of Coalition tables from the schedule; a withdrawn entrant's seat goes to a computer. */
  private async seatRotation(
    m: EntityManager,
    t: TournamentRow,
    round: number,
    bySeed: readonly string[],
    gone: ReadonlySet<string>,
    actorId: string | null,
  ) {
    const tables: Table[] = (t.schedule as (number | null)[][][])[round - 1].map((row, b) => ({
      board: b + 1,
      seats: row.map((p, i) => ({
        seat: ROTATION_SEATS[i],
        userId: p === null || gone.has(bySeed[p]) ? null : bySeed[p],
      })),
    }));
    // A table left with no person (its entrants withdrew) is not played.
    const played = tables.filter((x) => x.seats.some((s) => s.userId !== null));
    if (await this.openRound(m, t, round, played, actorId)) await this.announcer.announce(m, t, round);
    await this.tournaments.appendEvent(m, {
      tournamentId: t.id,
      type: 'round-paired',
      round,
      actorId,
      payload: { tables: played.length, computerSeats: played.flatMap((x) => x.seats).filter((s) => !s.userId).length },
    });
  }

  /** The round's games, each created through the lobby with its seats taken at once. */
  private async createRound(
    m: EntityManager,
    t: TournamentRow,
    round: number,
    tables: readonly Table[],
    actorId: string | null,
  ): Promise<void> {
    const level = (t.formatOptions.computerLevel ?? 'greedy') as Level;
    for (const table of tables) {
      const seated = new Map<string, string>();
      for (const s of table.seats) if (s.userId) seated.set(s.seat, s.userId);
      const game = await this.lobby.create(
        actorId ?? t.createdBy,
        {
          variant: t.variant,
          options: t.options,
          timeControl: t.timeControl,
          seats: table.seats.filter((s) => !s.userId).map((s) => ({ seat: s.seat, computer: level })),
        },
        m,
        undefined,
        { seated, origin: { tournament: { id: t.id, name: t.name, round, board: table.board } } },
      );
      await this.tgames.insertGame(m, { gameId: game.id, tournamentId: t.id, round, board: table.board });
      await this.tgames.insertSeats(m, t.id, round, game.id, table.seats);
    }
  }
}

/** A round robin's Berger tables of the seeded field, round by round. */
function robinTables(seeded: readonly string[], double: boolean): Table[][] {
  return roundRobin(seeded.length, double).map((pairs) =>
    pairs.map((p, b) => ({
      board: b + 1,
      seats: [
        { seat: 'white', userId: seeded[p.white] },
        { seat: 'black', userId: seeded[p.black] },
      ],
    })),
  );
}
