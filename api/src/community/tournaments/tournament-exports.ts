import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { GameAuditService } from '../../play/audit/game-audit.service';
import { TournamentAccess } from './tournament-access';
import { TournamentGameRepository } from './tournament-game.repository';
import { zipFiles } from './zip-file';

/** All games of an event as one file: 007 one PGN, Coalition Chess a ZIP of the games' records. */
@Injectable()
export class TournamentExports {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: TournamentAccess,
    private readonly tgames: TournamentGameRepository,
    private readonly audit: GameAuditService,
  ) {}

  async slugOf(userId: string, id: string): Promise<string> {
    return slug((await this.access.visible(id, userId)).tournament.name);
  }

  async games(userId: string, id: string): Promise<{ name: string; type: string; body: string | Buffer }> {
    const { tournament: t } = await this.access.visible(id, userId);
    const games = await this.tgames.gameIds(this.db.manager, id);
    if (t.variant === '007') {
      const parts: string[] = [];
      for (const g of games) {
        const { text } = await this.audit.pgn(g.gameId, { Event: t.name, Round: `${g.round}.${g.board}` });
        parts.push(text.trimEnd());
      }
      return { name: `${slug(t.name)}.pgn`, type: 'application/x-chess-pgn', body: parts.join('\n\n') + '\n' };
    }
    const files: { name: string; text: string }[] = [];
    for (const g of games) {
      let text = '';
      for await (const piece of await this.audit.record(g.gameId)) text += piece;
      files.push({ name: `round-${g.round}-table-${g.board}.json`, text });
    }
    return { name: `${slug(t.name)}.zip`, type: 'application/zip', body: zipFiles(files) };
  }
}

/** ASCII-only file names: no header injection, no encoding trouble. */
function slug(s: string): string {
  return (
    s
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'tournament'
  );
}
