import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { BotProfileRepository } from '../../identity/bots/bot-profile.repository';
import { UsersService } from '../../identity/users/users.service';
import { DomainError } from '../../platform/errors/domain-error';
import { decodePageCursor, encodePageCursor } from '../../platform/http/page-cursor';
import { JobsService } from '../../platform/jobs/jobs.service';
import { Clock } from '../../platform/time/clock';
import { EngineAdapter } from '../../play/core/engine.adapter';
import { ClubAccess } from '../clubs/club-access';
import { ClubRepository } from '../clubs/club.repository';
import type {
  CreateTournamentDto,
  EntryDto,
  EntryPageDto,
  TournamentDto,
  TournamentEventPageDto,
  TournamentPageDto,
  UpdateTournamentDto,
} from './dto/tournament.dto';
import { TournamentAccess } from './tournament-access';
import { TournamentGameRepository } from './tournament-game.repository';
import { TOURNAMENT_WITHDRAW_QUEUE, type TournamentWithdrawJob } from './tournament-recorder';
import { TOURNAMENT_START_QUEUE, type TournamentStartJob, TournamentRoundsService } from './tournament-rounds.service';
import { checkFormat, rulesOf, tournamentSettings } from './tournament-settings';
import { type EntryRow, TournamentRepository, type TournamentRow } from './tournament.repository';

const UUID = /^[0-9a-f-]{36}$/;

/**
 * A club's tournaments: created and changed by its admins until they start, entered and left by
 * its members, started by an admin (TournamentRoundsService makes the games), and their log.
 * Every change to an event takes its row lock, so two at once are ordered (two entries for the
 * last place, an entry and the start); the entry's primary key refuses a second entry.
 */
@Injectable()
export class TournamentsService implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clubs: ClubAccess,
    private readonly clubRows: ClubRepository,
    private readonly access: TournamentAccess,
    private readonly tournaments: TournamentRepository,
    private readonly rounds: TournamentRoundsService,
    private readonly tgames: TournamentGameRepository,
    private readonly engine: EngineAdapter,
    private readonly users: UsersService,
    private readonly clock: Clock,
    private readonly jobs: JobsService,
    private readonly bots: BotProfileRepository,
  ) {}

  onApplicationBootstrap(): void {
    void this.jobs.define({
      name: TOURNAMENT_WITHDRAW_QUEUE,
      handler: async (data) => {
        const job = data as unknown as TournamentWithdrawJob;
        const done = await this.db.transaction((m) =>
          this.rounds.withdrawRunning(m, job.tournamentId, job.userId, null, 'timeout', this.clock.now()),
        );
        // A round of the event is still being created: the withdrawal follows once it runs.
        if (done === 'later') await this.jobs.send(TOURNAMENT_WITHDRAW_QUEUE, { ...job }, { startAfter: 5 });
      },
      pollingIntervalSeconds: 2,
    });
    void this.jobs.define({
      name: TOURNAMENT_START_QUEUE,
      handler: async (data) => {
        const job = data as unknown as TournamentStartJob;
        // One short transaction per batch, the loop free between them.
        while (
          !(await this.db.transaction((m) =>
            this.rounds.createBatch(m, job.tournamentId, job.actorId, this.clock.now()),
          ))
        )
          await new Promise((resolve) => setImmediate(resolve));
      },
      pollingIntervalSeconds: 1,
    });
  }

  async create(userId: string, clubId: string, input: CreateTournamentDto): Promise<TournamentDto> {
    await this.clubs.admin(clubId, userId);
    checkFormat(input.variant, input.format);
    const settings = tournamentSettings(this.engine, input.variant, input.format, input);
    return this.db.transaction(async (m) => {
      if (await this.tournaments.nameTaken(m, clubId, input.name, null))
        throw new DomainError('TOURNAMENT_NAME_TAKEN', `This club has a tournament named ${input.name} already.`);
      const id = await this.tournaments.insert(m, {
        ...settings,
        clubId,
        variant: input.variant,
        format: input.format,
        createdBy: userId,
      });
      await this.tournaments.appendEvent(m, {
        tournamentId: id,
        type: 'tournament-created',
        actorId: userId,
        payload: { name: input.name, variant: input.variant, format: input.format },
      });
      return this.present(await this.access.row(id, m), null, true);
    });
  }

  async update(userId: string, id: string, input: UpdateTournamentDto): Promise<TournamentDto> {
    await this.access.admin(id, userId);
    return this.db.transaction(async (m) => {
      const t = await this.access.row(id, m, true);
      if (t.state !== 'open')
        throw new DomainError('TOURNAMENT_STARTED', `${t.name} has started; it can no longer change.`);
      const settings = tournamentSettings(this.engine, t.variant, t.format, input, t);
      if (settings.maxEntrants < t.entrants)
        throw new DomainError('BAD_TOURNAMENT', `${t.name} has ${t.entrants} entrants already: more than maxEntrants.`);
      if (input.name !== undefined && (await this.tournaments.nameTaken(m, t.clubId, input.name, t.id)))
        throw new DomainError('TOURNAMENT_NAME_TAKEN', `This club has a tournament named ${input.name} already.`);
      await this.tournaments.update(m, id, settings);
      await this.tournaments.appendEvent(m, {
        tournamentId: id,
        type: 'tournament-changed',
        actorId: userId,
        payload: { changes: Object.keys(input) },
      });
      return this.present(await this.access.row(id, m), null, true);
    });
  }

  async list(userId: string, clubId: string, opts: { limit: number; cursor?: string }): Promise<TournamentPageDto> {
    const club = await this.clubs.contentsVisible(clubId, userId);
    let after: { createdAt: string; id: string } | undefined;
    if (opts.cursor) {
      const [at, tid] = decodePageCursor(opts.cursor, ['string', 'string']);
      if (Number.isNaN(Date.parse(at as string)) || !UUID.test(tid as string))
        throw new DomainError('BAD_CURSOR', 'This cursor is not one the server gave out.');
      after = { createdAt: at as string, id: tid as string };
    }
    const rows = await this.tournaments.page(this.db.manager, clubId, after, opts.limit + 1);
    const page = rows.slice(0, opts.limit);
    const items: TournamentDto[] = [];
    const admin = club.role === 'owner' || club.role === 'admin';
    for (const t of page) items.push(await this.present(t, await this.entryState(t.id, userId), admin));
    const last = page[page.length - 1];
    return {
      items,
      nextCursor: rows.length > opts.limit ? encodePageCursor([last.createdAt.toISOString(), last.id]) : null,
    };
  }

  async get(userId: string, id: string): Promise<TournamentDto> {
    const { tournament, admin } = await this.access.visible(id, userId);
    const shown = this.present(tournament, await this.entryState(id, userId), admin);
    if (tournament.state !== 'starting') return shown;
    // While a job creates the games (a round robin's, or a big round's): how many exist of how many.
    const plan = tournament.roundPlan;
    const games = plan
      ? plan.tables.length
      : ((tournament.entrants * (tournament.entrants - 1)) / 2) * (tournament.formatOptions.double ? 2 : 1);
    const made = (await this.tgames.gameIds(this.db.manager, id)).filter((g) => !plan || g.round === plan.round).length;
    return { ...shown, starting: { games, created: made } };
  }

  /**
   * Enters the caller, or (an admin) a member named by `player`, before the start. Open events take
   * members' own entries; invitation-only ones only admins'.
   */
  async enter(userId: string, id: string, player: string | undefined): Promise<EntryDto> {
    const { tournament, admin } = await this.access.member(id, userId);
    let target = userId;
    if (player !== undefined) {
      const named = await this.clubRows.memberByUsername(this.db.manager, tournament.clubId, player);
      if (named === null) throw new DomainError('NOT_A_CLUB_MEMBER', `${player} is not a member of this club.`);
      if (named.id !== userId && !admin)
        throw new DomainError('CLUB_ADMIN_REQUIRED', 'Only the club’s admins enter other members.');
      target = named.id;
    }
    if (tournament.admission === 'invitation' && !admin)
      throw new DomainError('INVITATION_ONLY', `${tournament.name} takes entries from the club’s admins only.`);
    return this.db.transaction(async (m) => {
      const t = await this.access.row(id, m, true);
      if (t.state !== 'open') throw new DomainError('TOURNAMENT_STARTED', `${t.name} has started.`);
      if (t.entriesCloseAt !== null && this.clock.now() > t.entriesCloseAt)
        throw new DomainError('ENTRIES_CLOSED', `Entries to ${t.name} closed at ${t.entriesCloseAt.toISOString()}.`);
      const existing = await this.tournaments.entry(m, id, target);
      if (existing?.state === 'entered')
        throw new DomainError('ALREADY_ENTERED', `${existing.username} has entered ${t.name} already.`);
      if (t.entrants >= t.maxEntrants)
        throw new DomainError('TOURNAMENT_FULL', `${t.name} has ${t.maxEntrants} entrants: as many as it takes.`);
      // Locked, so an account becoming a bot meanwhile is seen as one here.
      if (!t.allowBots && (await this.bots.lockAccount(m, target))?.bot)
        throw new DomainError('BOTS_NOT_ALLOWED', `${t.name} takes no bot accounts; its admins may allow them.`);
      await this.tournaments.enter(m, id, target, target === userId ? null : userId);
      const entry = (await this.tournaments.entry(m, id, target)) as EntryRow;
      await this.tournaments.appendEvent(m, {
        tournamentId: id,
        type: 'entered',
        actorId: userId,
        payload: { player: entry.username },
      });
      return toEntry(entry);
    });
  }

  /**
   * Withdraws the caller, or (an admin) the entrant named by `player`. Before the start the entry
   * goes; after it the entrant's remaining games are scored as the event's rules say.
   */
  async withdraw(userId: string, id: string, player: string | undefined): Promise<void> {
    const { tournament, admin } = await this.access.member(id, userId);
    let target = userId;
    if (player !== undefined) {
      const user = await this.users.byUsernameOrEmail(player);
      if (!user || user.username.toLowerCase() !== player.toLowerCase())
        throw new DomainError('NOT_ENTERED', `${player} has no entry in ${tournament.name}.`);
      if (user.id !== userId && !admin)
        throw new DomainError('CLUB_ADMIN_REQUIRED', 'Only the club’s admins withdraw other entrants.');
      target = user.id;
    }
    await this.db.transaction(async (m) => {
      const entry = await this.tournaments.entry(m, id, target);
      if (!entry || entry.state !== 'entered')
        throw new DomainError(
          'NOT_ENTERED',
          `${player ?? 'You'} ha${player ? 's' : 've'} no entry in ${tournament.name}.`,
        );
      if (tournament.state === 'open') {
        const t = await this.access.row(id, m, true);
        // The start may have come between the read above and the lock: then as below.
        if (t.state === 'open') {
          await this.tournaments.removeEntry(m, id, target);
          await this.tournaments.appendEvent(m, {
            tournamentId: id,
            type: 'withdrawn',
            actorId: userId,
            payload: { player: entry.username, why: 'withdrawal' },
          });
          return;
        }
      }
      if (tournament.state === 'finished')
        throw new DomainError('TOURNAMENT_NOT_RUNNING', `${tournament.name} is over.`);
      if (tournament.state === 'starting')
        throw new DomainError(
          'TOURNAMENT_NOT_RUNNING',
          `${tournament.name} is starting: its games are being created. Withdraw once it runs.`,
        );
      await this.rounds.withdrawRunning(m, id, target, userId, 'withdrawal', this.clock.now());
    });
  }

  /** An admin starts the event: seeds, pairs or seats everyone and creates the games, in one transaction. */
  async start(userId: string, id: string): Promise<TournamentDto> {
    await this.access.admin(id, userId);
    await this.db.transaction(async (m) => {
      const t = await this.access.row(id, m, true);
      if (t.state !== 'open') throw new DomainError('TOURNAMENT_STARTED', `${t.name} has started already.`);
      await this.rounds.start(m, t, userId, this.clock.now());
    });
    return this.get(userId, id);
  }

  async entries(userId: string, id: string, opts: { limit: number; cursor?: string }): Promise<EntryPageDto> {
    await this.access.visible(id, userId);
    let after: { enteredAt: string; userId: string } | undefined;
    if (opts.cursor) {
      const [at, uid] = decodePageCursor(opts.cursor, ['string', 'string']);
      if (Number.isNaN(Date.parse(at as string)) || !UUID.test(uid as string))
        throw new DomainError('BAD_CURSOR', 'This cursor is not one the server gave out.');
      after = { enteredAt: at as string, userId: uid as string };
    }
    const rows = await this.tournaments.entriesPage(this.db.manager, id, after, opts.limit + 1);
    const page = rows.slice(0, opts.limit);
    const last = page[page.length - 1];
    return {
      items: page.map(toEntry),
      nextCursor: rows.length > opts.limit ? encodePageCursor([last.enteredAt.toISOString(), last.userId]) : null,
    };
  }

  async events(userId: string, id: string, opts: { limit: number; cursor?: string }): Promise<TournamentEventPageDto> {
    await this.access.visible(id, userId);
    let before: string | undefined;
    if (opts.cursor) {
      const [last] = decodePageCursor(opts.cursor, ['string']);
      if (!/^\d{1,18}$/.test(last as string))
        throw new DomainError('BAD_CURSOR', 'This cursor is not one the server gave out.');
      before = last as string;
    }
    const rows = await this.tournaments.events(this.db.manager, id, before, opts.limit + 1);
    const page = rows.slice(0, opts.limit);
    return {
      items: page.map((e) => ({
        id: e.id,
        type: e.type,
        round: e.round,
        gameId: e.gameId,
        actor: e.actor,
        payload: e.payload,
        createdAt: e.createdAt.toISOString(),
      })),
      nextCursor: rows.length > opts.limit ? encodePageCursor([page[page.length - 1].id]) : null,
    };
  }

  private async entryState(id: string, userId: string, m: EntityManager = this.db.manager) {
    return (await this.tournaments.entry(m, id, userId))?.state ?? null;
  }

  private present(t: TournamentRow, yourEntry: 'entered' | 'withdrawn' | null, admin: boolean): TournamentDto {
    const iso = (d: Date | null) => (d ? d.toISOString() : null);
    return {
      id: t.id,
      clubId: t.clubId,
      name: t.name,
      variant: t.variant,
      format: t.format,
      formatOptions: t.formatOptions,
      options: t.options,
      timeControl: t.timeControl,
      pointsTable: t.pointsTable,
      tieBreaks: [...t.tieBreaks],
      admission: t.admission,
      allowBots: t.allowBots,
      entriesCloseAt: iso(t.entriesCloseAt),
      startsAt: iso(t.startsAt),
      minEntrants: t.minEntrants,
      maxEntrants: t.maxEntrants,
      entrants: t.entrants,
      state: t.state,
      rounds: t.rounds,
      currentRound: t.currentRound,
      rules: rulesOf(t),
      yourEntry,
      youAdmin: admin,
      createdAt: t.createdAt.toISOString(),
      startedAt: iso(t.startedAt),
      finishedAt: iso(t.finishedAt),
    };
  }
}

function toEntry(e: EntryRow): EntryDto {
  return {
    player: { id: e.userId, username: e.username, displayName: e.displayName },
    state: e.state,
    seed: e.seed,
    enteredAt: e.enteredAt.toISOString(),
    withdrawnAt: e.withdrawnAt ? e.withdrawnAt.toISOString() : null,
  };
}
