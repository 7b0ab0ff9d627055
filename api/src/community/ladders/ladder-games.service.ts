import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { decodePageCursor, encodePageCursor } from '../../platform/http/page-cursor';
import { DomainError } from '../../platform/errors/domain-error';
import { EngineAdapter } from '../../play/core/engine.adapter';
import { GameLobbyService } from '../../play/games/game-lobby.service';
import { UsersService } from '../../identity/users/users.service';
import type { LadderGameDto, LadderGamePageDto } from './dto/ladder-game.dto';
import type { ChallengeDto } from './dto/ladder.dto';
import { LadderAccess } from './ladder-access';
import { challengeOptions } from './ladder-options';
import { currentSeason } from './seasons';

const LADDER_GAME_SELECT = `
  SELECT lg.game_id, lg.ladder_id, lg.season_id, lg.state, lg.created_at, lg.counted_at, lg.annulled_at, g.status, g.result,
         cu.id AS challenger_id, cu.username AS challenger_username, cu.display_name AS challenger_display_name,
         (SELECT json_agg(json_build_object('seat', s.seat, 'state', s.state, 'id', u.id, 'username', u.username, 'displayName', u.display_name) ORDER BY s.seat)
            FROM game_seats s LEFT JOIN users u ON u.id = s.user_id WHERE s.game_id = g.id) AS seats
    FROM ladder_games lg JOIN games g ON g.id = lg.game_id JOIN users cu ON cu.id = lg.challenger_id`;

/** Games of a ladder: a member's challenge creates one through the games lobby; the list pages them. */
@Injectable()
export class LadderGamesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: LadderAccess,
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
    const season = await currentSeason(this.db.manager, ladderId);
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
      const member = user
        ? await this.db.query(`SELECT 1 FROM club_members WHERE club_id = $1 AND user_id = $2`, [
            ladder.clubId,
            user.id,
          ])
        : [];
      if (!user || member.length === 0)
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
      );
      await m.query(`UPDATE ladders SET first_game_at = coalesce(first_game_at, now()) WHERE id = $1`, [ladderId]);
      await m.query(
        `INSERT INTO ladder_games (game_id, ladder_id, season_id, challenger_id, state) VALUES ($1, $2, $3, $4, 'playing')`,
        [game.id, ladderId, season.id, userId],
      );
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
    const params: unknown[] = [ladderId];
    const where = [`lg.ladder_id = $1`];
    if (opts.season) {
      params.push(opts.season);
      where.push(`lg.season_id = $${params.length}`);
    }
    if (opts.state) {
      params.push(opts.state);
      where.push(`lg.state = $${params.length}`);
    }
    if (opts.cursor) {
      const [at, id] = decodePageCursor(opts.cursor, ['string', 'string']);
      if (Number.isNaN(Date.parse(at as string)) || !/^[0-9a-f-]{36}$/.test(id as string))
        throw new DomainError('BAD_CURSOR', 'This cursor is not one the server gave out.');
      params.push(at, id);
      where.push(`(lg.created_at, lg.game_id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
    }
    params.push(opts.limit + 1);
    const rows: Record<string, unknown>[] = await this.db.query(
      `${LADDER_GAME_SELECT} WHERE ${where.join(' AND ')} ORDER BY lg.created_at DESC, lg.game_id DESC LIMIT $${params.length}`,
      params,
    );
    const items = rows.slice(0, opts.limit).map(toLadderGame);
    const last = rows[Math.min(rows.length, opts.limit) - 1];
    return {
      items,
      nextCursor:
        rows.length > opts.limit
          ? encodePageCursor([(last.created_at as Date).toISOString(), last.game_id as string])
          : null,
    };
  }

  async one(m: EntityManager, gameId: string): Promise<LadderGameDto> {
    const rows: Record<string, unknown>[] = await m.query(`${LADDER_GAME_SELECT} WHERE lg.game_id = $1`, [gameId]);
    if (rows.length === 0)
      throw new DomainError('LADDER_GAME_NOT_FOUND', `Game ${gameId} is not a game of this ladder.`);
    return toLadderGame(rows[0]);
  }
}

function toLadderGame(r: Record<string, unknown>): LadderGameDto {
  const iso = (d: unknown) => (d ? (d as Date).toISOString() : null);
  return {
    gameId: r.game_id as string,
    ladderId: r.ladder_id as string,
    seasonId: r.season_id as string,
    state: r.state as string,
    status: r.status as string,
    challenger: {
      id: r.challenger_id as string,
      username: r.challenger_username as string,
      displayName: r.challenger_display_name as string,
    },
    seats: (
      (r.seats as {
        seat: string;
        state: string;
        id: string | null;
        username: string | null;
        displayName: string | null;
      }[]) ?? []
    ).map((s) => ({
      seat: s.seat,
      state: s.state,
      user: s.id ? { id: s.id, username: s.username as string, displayName: s.displayName as string } : null,
    })),
    result: (r.result as LadderGameDto['result']) ?? null,
    createdAt: (r.created_at as Date).toISOString(),
    countedAt: iso(r.counted_at),
    annulledAt: iso(r.annulled_at),
  };
}
