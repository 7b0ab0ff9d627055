import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { catchError, from, mergeMap, type Observable } from 'rxjs';
import { DataSource } from 'typeorm';
import type { Principal } from '../../identity/access/principal';
import { DomainError } from '../../platform/errors/domain-error';
import { LadderGameRepository } from './ladder-game.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Playing a game (GamePlayService) succeeds only for a player who holds a seat, and a seat holder
 * always sees the game: on these routes the hidden check runs only when the request is refused, to
 * turn a refusal of an outsider into the same 404 a missing game gets. The common half-move so
 * costs no query here.
 */
const PLAY_ROUTES = new Set(['/games/:id/moves', '/games/:id/turns', '/games/:id/actions']);

/**
 * "A private club's games are visible to members only", enforced at the HTTP edge of every game
 * route (`/games/:id/...` of any module: state, moves, audit, clock, stream), of muting a game
 * (`PUT /me/muted-games/:gameId`, whose 404 for a missing game must not differ for a hidden one)
 * and on the games list, so the games module needs no knowledge of clubs. Runs after the guards, when the caller is known;
 * a hidden game answers 404 like a missing one. The list drops hidden games from its page (a page
 * may then hold fewer items; its cursor stays exact).
 */
@Injectable()
export class PrivateGamesInterceptor implements NestInterceptor {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly ladderGames: LadderGameRepository,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context
      .switchToHttp()
      .getRequest<{ route?: { path?: string }; method: string; params?: Record<string, string>; user?: Principal }>();
    const route = req.route?.path ?? '';
    const user = req.user;
    if (!user) return next.handle();
    const id = /^\/games\/:id(\/|$)/.test(route)
      ? req.params?.id
      : route === '/me/muted-games/:gameId'
        ? req.params?.gameId
        : undefined;
    if (id && UUID.test(id) && req.method === 'POST' && PLAY_ROUTES.has(route)) {
      return next.handle().pipe(
        catchError(async (error: unknown) => {
          if ((await this.hidden([id], user.userId)).size > 0) throw new DomainError('GAME_NOT_FOUND', `No game ${id}`);
          throw error;
        }),
      );
    }
    if (id && UUID.test(id)) {
      return from(this.hidden([id], user.userId)).pipe(
        mergeMap((hidden) => {
          if (hidden.size > 0) throw new DomainError('GAME_NOT_FOUND', `No game ${id}`);
          return next.handle();
        }),
      );
    }
    if (route === '/games' && req.method === 'GET') {
      return next.handle().pipe(
        mergeMap(async (body: unknown) => {
          const page = body as { items?: { id: string }[] };
          if (!page?.items?.length) return body;
          const hidden = await this.hidden(
            page.items.map((g) => g.id),
            user.userId,
          );
          return hidden.size === 0 ? body : { ...page, items: page.items.filter((g) => !hidden.has(g.id)) };
        }),
      );
    }
    return next.handle();
  }

  private async hidden(ids: string[], userId: string): Promise<Set<string>> {
    return this.ladderGames.hiddenFrom(this.db.manager, ids, userId);
  }
}
