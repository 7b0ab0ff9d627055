import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DataExportSections } from '../../identity/users/data-export-sections';
import { DomainError } from '../../platform/errors/domain-error';
import { AccountGamesRepository } from './account-games.repository';
import { GameAuditService } from './game-audit.service';

/** Games read per query of the export: a page of ids, then each game on its own. */
const GAMES_PER_PAGE = 100;

/**
 * The data export's `games` (docs/safety.md, "Leaving, and your data"): every game whose seat the
 * account holds, each as `{id, record, own}` — the record as `GET /games/{id}/record` gives it
 * and what of the game is the account's own (notes, the messages it wrote, its plans).
 *
 * Written a game at a time, each record in the pieces PostgreSQL builds: thousands of games are
 * never in memory at once, and each await lets the event loop serve other requests.
 */
@Injectable()
export class AccountGamesExport implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly sections: DataExportSections,
    private readonly audit: GameAuditService,
    private readonly games: AccountGamesRepository,
  ) {}

  onModuleInit(): void {
    this.sections.register({
      key: 'games',
      order: 100,
      scope: 'games:read',
      pieces: ({ userId }) => this.pieces(userId),
    });
  }

  async *pieces(userId: string): AsyncIterable<string> {
    yield '[';
    let first = true;
    for (let after: string | null = null; ;) {
      const ids = await this.games.page(this.db.manager, userId, after, GAMES_PER_PAGE);
      for (const id of ids) {
        let record: AsyncIterable<string>;
        try {
          record = await this.audit.record(id);
        } catch (error) {
          // Deleted meanwhile (an abandoned open game): nothing left to export.
          if (error instanceof DomainError && error.code === 'GAME_NOT_FOUND') continue;
          throw error;
        }
        yield `${first ? '' : ','}{"id":${JSON.stringify(id)},"record":`;
        yield* record;
        yield `,"own":${await this.games.own(this.db.manager, id, userId)}}`;
        first = false;
      }
      if (ids.length < GAMES_PER_PAGE) break;
      after = ids[ids.length - 1];
    }
    yield ']';
  }
}
