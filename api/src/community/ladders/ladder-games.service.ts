import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { ClubRepository } from '../clubs/club.repository';
import { decodePageCursor, encodePageCursor } from '../../platform/http/page-cursor';
import { DomainError } from '../../platform/errors/domain-error';
import { EngineAdapter } from '../../play/core/engine.adapter';
import { GameLobbyService } from '../../play/games/game-lobby.service';
import { UsersService } from '../../identity/users/users.service';
import type { LadderGameDto, LadderGamePageDto } from './dto/ladder-game.dto';
import type { ChallengeDto } from './dto/ladder.dto';
import { LadderAccess } from './ladder-access';
import { type LadderGameRow, LadderGameRepository } from './ladder-game.repository';
import { challengeOptions } from './ladder-options';
import { LadderRepository } from './ladder.repository';
import { SeasonRepository } from './season.repository';

/** Games of a ladder: a member's challenge creates one through the games lobby; the list pages them. */
@Injectable()
export class LadderGamesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: LadderAccess,
    private readonly ladders: LadderRepository,
    private readonly ladderSeasons: SeasonRepository,
    private readonly ladderGames: LadderGameRepository,
    private readonly clubs: ClubRepository,
    private readonly lobby: GameLobbyService,
    private readonly engine: EngineAdapter,
    private readonly users: UsersService,
  ) {}

  /**
   * The challenger names a member for every seat (themself included); the others are invited to
   * their seats and the game starts when all have accepted. It counts for the season current today.
   */
  async challenge(userId: string, ladderId: string, input: ChallengeDto): Promise<LadderGameDto> {
    const { ladder } = await this.access.member(ladderId, userId);
    const season = await this.ladderSeasons.current(this.db.manager, ladderId);
    if (!season)
      throw new DomainError('NO_CURRENT_SEASON', 'The ladder has no season running today; an admin adds one.');
    if (ladder.optionsFixed && input.options !== undefined)
      throw new DomainError('LADDER_OPTIONS_FIXED', 'This ladder’s games all use the ladder’s options.');

    const seatNames = this.engine.seats(ladder.variant);
    const given = new Map<string, string>();
    for (const s of input.seats) {
      if (!seatNames.includes(s.seat))
        throw new DomainError(
          'UNKNOWN_SEAT',
          `${ladder.variant} has no seat ${s.seat}; its seats are ${seatNames.join(', ')}.`,
        );
      if (given.has(s.seat)) throw new DomainError('UNKNOWN_SEAT', `Seat ${s.seat} is listed twice.`);
      given.set(s.seat, s.player);
    }
    const missing = seatNames.filter((s) => !given.has(s));
    if (missing.length > 0)
      throw new DomainError(
        'LADDER_SEATS_INCOMPLETE',
        `A ladder game needs every seat filled; missing: ${missing.join(', ')}.`,
      );

    const holders = new Map<string, string>();
    for (const [seat, player] of given) {
      const user = await this.users.byUsernameOrEmail(player);
      if (!user || !(await this.clubs.isMember(this.db.manager, ladder.clubId, user.id)))
        throw new DomainError('NOT_A_CLUB_MEMBER', `${player} is not a member of this ladder’s club.`, { seat });
      holders.set(seat, user.id);
    }
    const seatsByUser = new Map<string, number>();
    for (const id of holders.values()) seatsByUser.set(id, (seatsByUser.get(id) ?? 0) + 1);
    if (!seatsByUser.has(userId))
      throw new DomainError('CHALLENGER_MUST_PLAY', 'Hold at least one seat of the game you challenge to.');
    if (!ladder.allowStrawmen && [...seatsByUser.values()].some((n) => n > 1)) {
      throw new DomainError('STRAWMEN_NOT_ALLOWED', 'This ladder does not allow strawmen: one seat per player.');
    }

    // One commit: a game of the ladder never exists without its registration with the ladder.
    const gameId = await this.db.transaction(async (m) => {
      // Under the ladder's row lock: an edit of the points table either saw no game or sees this one.
      await this.access.row(ladderId, m, true);
      const game = await this.lobby.create(
        userId,
        {
          variant: ladder.variant,
          options: challengeOptions(ladder.options, input.options),
          timeControl: ladder.timeControl,
          seats: seatNames.map((seat) =>
            holders.get(seat) === userId ? { seat, me: true } : { seat, invite: given.get(seat) },
          ),
        },
        m,
        { rated: ladder.rated },
      );
      await this.ladders.markFirstGame(m, ladderId);
      await this.ladderGames.insert(m, { gameId: game.id, ladderId, seasonId: season.id, challengerId: userId });
      return game.id;
    });
    return this.one(this.db.manager, gameId);
  }

  async list(
    userId: string,
    ladderId: string,
    opts: { season?: string; state?: string; limit: number; cursor?: string },
  ): Promise<LadderGamePageDto> {
    await this.access.visible(ladderId, userId);
    let after: { createdAt: string; gameId: string } | undefined;
    if (opts.cursor) {
      const [at, id] = decodePageCursor(opts.cursor, ['string', 'string']);
      if (Number.isNaN(Date.parse(at as string)) || !/^[0-9a-f-]{36}$/.test(id as string))
        throw new DomainError('BAD_CURSOR', 'This cursor is not one the server gave out.');
      after = { createdAt: at as string, gameId: id as string };
    }
    const rows = await this.ladderGames.page(
      this.db.manager,
      ladderId,
      { seasonId: opts.season, state: opts.state, after },
      opts.limit + 1,
    );
    const items = rows.slice(0, opts.limit).map(toLadderGame);
    const last = rows[Math.min(rows.length, opts.limit) - 1];
    return {
      items,
      nextCursor: rows.length > opts.limit ? encodePageCursor([last.createdAt.toISOString(), last.gameId]) : null,
    };
  }

  async one(m: EntityManager, gameId: string): Promise<LadderGameDto> {
    const game = await this.ladderGames.find(m, gameId);
    if (game === null) throw new DomainError('LADDER_GAME_NOT_FOUND', `Game ${gameId} is not a game of this ladder.`);
    return toLadderGame(game);
  }
}

function toLadderGame(g: LadderGameRow): LadderGameDto {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    gameId: g.gameId,
    ladderId: g.ladderId,
    seasonId: g.seasonId,
    state: g.state,
    status: g.status,
    challenger: g.challenger,
    seats: g.seats.map((s) => ({ seat: s.seat, state: s.state, user: s.user })),
    result: g.result as LadderGameDto['result'],
    createdAt: g.createdAt.toISOString(),
    countedAt: iso(g.countedAt),
    annulledAt: iso(g.annulledAt),
  };
}
