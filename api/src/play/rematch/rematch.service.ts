import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import { ChallengeRepository, type ChallengeRecord } from '../challenges/challenge.repository';
import { ChallengesService } from '../challenges/challenges.service';
import { EngineAdapter } from '../core/engine.adapter';
import type { GameRecord } from '../core/game-record';
import { GameRepository } from '../core/game.repository';
import type { CreateGameDto, SeatRequestDto } from '../games/create-game.dto';
import { GameLobbyService } from '../games/game-lobby.service';
import { RematchRepository, type RematchRow } from './rematch.repository';
import { rotateSeats } from './rotate-seats';

/** Where a game's rematch stands: its game once there, else the offer still open (to its players). */
export interface RematchState {
  readonly gameId: string | null;
  readonly offer: ChallengeRecord | null;
}

/**
 * Rematches (docs/api/rematch.md): the same players, each one seat on in the playing order, the
 * same variant, options and time control, rated as the original was. Against computers alone the
 * game starts at once; with other people it is a challenge naming the rotated seats, which the
 * others accept as any challenge. One rematch per game: the origin's row in `rematches` is locked
 * by whoever asks, so a second asker finds the first's offer (and accepts it, if it asks him) or
 * its game.
 */
@Injectable()
export class RematchService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly games: GameRepository,
    private readonly engine: EngineAdapter,
    private readonly lobby: GameLobbyService,
    private readonly challenges: ChallengesService,
    private readonly challengeRows: ChallengeRepository,
    private readonly rematches: RematchRepository,
  ) {}

  async get(userId: string, gameId: string): Promise<RematchState> {
    const m = this.db.manager;
    await this.games.find(m, gameId);
    return this.state(m, userId, await this.rematches.find(m, gameId));
  }

  async offer(userId: string, gameId: string): Promise<RematchState> {
    return this.db.transaction(async (m) => {
      const game = await this.games.find(m, gameId);
      if (!game.seats.some((s) => s.state === 'taken' && s.userId === userId))
        throw new DomainError('REMATCH_NOT_PLAYER', 'Only the players of this game ask for its rematch.');
      if (game.tournament !== null || game.ladderPoints !== null)
        throw new DomainError(
          'REMATCH_EVENT_GAME',
          `This game belongs to a ${game.tournament ? 'tournament' : 'ladder'}: its pairings are the event's.`,
        );
      if (game.status !== 'finished')
        throw new DomainError(
          'REMATCH_NOT_FINISHED',
          `This game is ${game.status}; a rematch follows a finished game.`,
        );
      const row = await this.rematches.claim(m, gameId);
      if (row.gameId !== null) return this.state(m, userId, row);
      const open = row.challengeId === null ? null : await this.challengeRows.find(m, row.challengeId);
      if (open && open.status === 'pending') {
        // Asked by another player already: asking too is accepting.
        if (open.invitees.some((i) => i.userId === userId && i.answer === null))
          await this.challenges.accept(userId, open.id, m);
        return this.state(m, userId, (await this.rematches.find(m, gameId))!);
      }
      await this.start(m, userId, game);
      return this.state(m, userId, (await this.rematches.find(m, gameId))!);
    });
  }

  /** The rematch asked for: a game at once against computers alone, else a challenge to the others. */
  private async start(m: EntityManager, userId: string, game: GameRecord): Promise<void> {
    const seats = rotateSeats(
      game.seats.map((s) => ({
        seat: s.seat,
        userId: s.state === 'taken' ? s.userId : null,
        username: s.state === 'taken' ? s.username : null,
        computer: s.computer,
      })),
      this.engine.seats(game.variant),
    );
    const requests = seats.map((s): SeatRequestDto => {
      if (s.computer) return { seat: s.seat, computer: s.computer } as SeatRequestDto;
      if (s.userId === userId) return { seat: s.seat, me: true };
      return { seat: s.seat, invite: s.username! };
    });
    const options: Record<string, unknown> = {
      ...game.options,
      press: game.press,
      pressReveal: game.pressReveal,
      abandoned: game.abandoned.mode,
      ...(game.abandoned.mode === 'resign' ? {} : { abandonedLevel: game.abandoned.level }),
    };
    // 007 games are rated on ladders only, and ladder games have no rematch.
    const rated = game.variant === 'coalition' ? game.rated : undefined;
    const others = seats.filter((s) => s.userId !== null && s.userId !== userId && !s.computer);
    if (others.length === 0) {
      const input: CreateGameDto = {
        variant: game.variant,
        options,
        timeControl: game.timeControl as unknown as Record<string, unknown>,
        seats: requests.filter((r) => r.me || r.computer),
        ...(rated === undefined ? {} : { rated }),
      };
      const created = await this.lobby.create(userId, input, m);
      await this.rematches.started(m, game.id, created.id);
      return;
    }
    const challenge = await this.challenges.create(
      userId,
      {
        to: others.map((s) => s.username!),
        variant: game.variant,
        options: { ...options, ...(rated === undefined ? {} : { rated }) },
        timeControl: game.timeControl as unknown as Record<string, unknown>,
        seats: requests,
      },
      m,
    );
    await this.rematches.offered(m, game.id, challenge.id);
  }

  private async state(m: EntityManager, userId: string, row: RematchRow | null): Promise<RematchState> {
    if (row?.gameId) return { gameId: row.gameId, offer: null };
    const offer = row?.challengeId ? await this.challengeRows.find(m, row.challengeId) : null;
    // An offer is its players' business: only the challenger and those it asks see it.
    const theirs =
      offer && (offer.challengerId === userId || offer.invitees.some((i) => i.userId === userId)) ? offer : null;
    return { gameId: null, offer: theirs };
  }
}
