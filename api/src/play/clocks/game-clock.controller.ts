import { Controller, Get, Param, ParseUUIDPipe, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ApiProblems } from '../../platform/http/api-problems.decorator';
import { AuthenticatedGuard } from '../../identity/access/authenticated.guard';
import { RequireScope } from '../../identity/access/require-scope.decorator';
import { ClockRepository } from '../core/clock.repository';
import { GameRepository } from '../core/game.repository';
import { VacationRepository } from '../core/vacation.repository';
import { Clock } from '../../platform/time/clock';
import { GameClocksService } from './game-clocks.service';
import { GameClockDto } from './game-clock.dto';
import { allotment } from '../core/seat-clocks';
import { runningTimeBetween } from '../core/pauses';
import { ApiBudget } from '../../platform/rate-limit/rate-limit.decorators';
import { RateLimitGuard } from '../../platform/rate-limit/rate-limit.guard';

/** Everyone who may see a game sees its clocks, and whether a player is away on vacation. */
@ApiTags('clocks')
@ApiCookieAuth('session')
@ApiBearerAuth('jwt')
@ApiSecurity('apiToken')
@ApiBudget()
@UseGuards(AuthenticatedGuard, RateLimitGuard)
@RequireScope('games:read')
@Controller('games/:id/clock')
export class GameClockController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly store: GameRepository,
    private readonly clocks: GameClocksService,
    private readonly storedClocks: ClockRepository,
    private readonly vacations: VacationRepository,
    private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Seat clocks of a game: deadlines, bank left, vacations' })
  @ApiOkResponse({ type: GameClockDto })
  @ApiProblems('GAME_NOT_FOUND')
  async get(@Param('id', ParseUUIDPipe) id: string): Promise<GameClockDto> {
    const m = this.db.manager;
    const game = await this.store.find(m, id);
    const clocks = await this.storedClocks.of(m, id);
    const pauses = await this.clocks.pausesBySeat(m, game);
    const now = this.clock.now();
    const today = now.toISOString().slice(0, 10);
    const userIds = game.seats.map((s) => s.userId).filter((u): u is string => !!u);
    const awayBy = await this.vacations.nextOf(m, userIds, today);
    return {
      gameId: game.id,
      deadline: game.deadlineAt ? game.deadlineAt.toISOString() : null,
      vacationAllowed: game.timeControl.allowVacation !== false,
      now: now.toISOString(),
      seats: game.seats.map((s) => {
        const c = clocks[s.seat] ?? {};
        const running = game.toMove.includes(s.seat) && (game.status === 'active' || game.status === 'setup');
        let bankMs: number | null = null;
        if (game.timeControl.type === 'bank') {
          const stored = allotment(game.timeControl, c);
          bankMs =
            running && c.since
              ? Math.max(0, stored - runningTimeBetween(Date.parse(c.since), now.getTime(), pauses.get(s.seat) ?? []))
              : stored;
        }
        const v = s.userId ? awayBy.get(s.userId) : undefined;
        return {
          seat: s.seat,
          userId: s.userId,
          running,
          deadline: running ? (c.deadline ?? null) : null,
          since: running ? (c.since ?? null) : null,
          bankMs,
          onVacation: !!v && v.startsOn <= today,
          vacationUntil: v ? v.endsOn : null,
        };
      }),
    };
  }
}
