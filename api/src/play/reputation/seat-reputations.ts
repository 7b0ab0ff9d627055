import { ApiProperty } from '@nestjs/swagger';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LEVELS, type Level } from '@entente/engine';
import { DataSource } from 'typeorm';
import { PublicUserDto } from '../../identity/users/public-user.dto';
import { SEAT_ENUM } from '../core/dto/seats';
import { EngineAdapter } from '../core/engine.adapter';
import { GameRepository } from '../core/game.repository';
import { REPUTATION_READER, type ReputationReader } from './reputation';
import { seatReputation, SeatReputationDto } from './reputation.dto';

export class SeatWithReputationDto {
  @ApiProperty({ ...SEAT_ENUM, example: 'green' })
  seat!: string;

  @ApiProperty({ enum: ['open', 'invited', 'taken'] })
  state!: 'open' | 'invited' | 'taken';

  @ApiProperty({ type: PublicUserDto, nullable: true, description: 'Who holds the seat (or is invited to it)' })
  player!: PublicUserDto | null;

  @ApiProperty({ enum: LEVELS, nullable: true, description: 'The computer that plays the seat; null for a person' })
  computer!: Level | null;

  @ApiProperty({
    type: SeatReputationDto,
    nullable: true,
    description: 'The player’s rating (and, in Coalition Chess, the rating in this seat’s role) and reliability',
  })
  reputation!: SeatReputationDto | null;
}

export class GameSeatsDto {
  @ApiProperty({ format: 'uuid' })
  gameId!: string;

  @ApiProperty({ enum: ['007', 'coalition'] })
  variant!: '007' | 'coalition';

  @ApiProperty({ type: [SeatWithReputationDto], description: 'In the variant’s seat order' })
  seats!: SeatWithReputationDto[];
}

/** A game's seats with each seated player's reputation, read as of now (not as of any move). */
@Injectable()
export class SeatReputationsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly games: GameRepository,
    private readonly engine: EngineAdapter,
    @Inject(REPUTATION_READER) private readonly reputations: ReputationReader,
  ) {}

  async of(gameId: string): Promise<GameSeatsDto> {
    const m = this.db.manager;
    const game = await this.games.find(m, gameId);
    const people = game.seats.filter((s) => s.userId && !s.computer);
    const reputations = await this.reputations.of(
      m,
      people.map((s) => s.userId!),
      game.variant,
    );
    const order = this.engine.seats(game.variant);
    return {
      gameId: game.id,
      variant: game.variant,
      seats: [...game.seats]
        .sort((a, b) => order.indexOf(a.seat) - order.indexOf(b.seat))
        .map((s) => {
          const person = s.userId && !s.computer ? s.userId : null;
          const reputation = person ? reputations.get(person) : undefined;
          return {
            seat: s.seat,
            state: s.state,
            player: person ? { id: person, username: s.username!, displayName: s.displayName ?? s.username! } : null,
            computer: s.computer ?? null,
            reputation: reputation ? seatReputation(reputation, game.variant, s.seat) : null,
          };
        }),
    };
  }
}
