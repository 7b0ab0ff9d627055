import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type PublicUserDto, toPlayerRef } from '../../identity/users/public-user.dto';
import { DomainError } from '../../platform/errors/domain-error';
import type { ResultDto } from '../../play/core/dto/game.dto';
import type { CrosstableDto, CrosstableRowDto, RoundDto, TournamentStandingsDto } from './dto/standings.dto';
import { TournamentAccess } from './tournament-access';
import { type PairedSeat, TournamentGameRepository } from './tournament-game.repository';
import { TournamentRatings } from './tournament-ratings';
import { rankTournament } from './tournament-standings';
import { TournamentRepository, type TournamentRow } from './tournament.repository';

/**
 * What a tournament shows: a round's games, the standings with each tie-break's value, the
 * crosstable (007) or role table (Coalition Chess), and the standings as CSV. Each reads the
 * event's paired seats once (one row per seat of each game) and computes the rest in memory, so
 * the cost grows with the games, once.
 */
@Injectable()
export class TournamentStandingsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: TournamentAccess,
    private readonly tournaments: TournamentRepository,
    private readonly tgames: TournamentGameRepository,
    private readonly ratings: TournamentRatings,
  ) {}

  async round(userId: string, id: string, round: number): Promise<RoundDto> {
    const { tournament: t } = await this.access.visible(id, userId);
    if (round < 1 || round > t.currentRound)
      throw new DomainError('ROUND_NOT_FOUND', `${t.name} has ${t.currentRound} round(s) under way or played.`);
    const games = await this.tgames.round(this.db.manager, id, round);
    const byes = await this.tgames.byes(this.db.manager, id, round);
    const people = new Map((await this.tournaments.allEntries(this.db.manager, id)).map((e) => [e.userId, e]));
    const person = (uid: string): PublicUserDto => {
      const e = people.get(uid);
      return toPlayerRef({ id: uid, username: e?.username ?? '', displayName: e?.displayName ?? '', bot: e?.bot });
    };
    return {
      tournamentId: id,
      round,
      state: games.some((g) => g.state === 'playing') ? 'playing' : 'finished',
      games: games.map((g) => ({
        gameId: g.gameId,
        board: g.board,
        status: g.status,
        state: g.state,
        result: (g.result as ResultDto | null) ?? null,
        seats: g.seats.map((s) => ({
          seat: s.seat,
          player: s.userId
            ? toPlayerRef({ id: s.userId, username: s.username ?? '', displayName: s.displayName ?? '', bot: s.bot })
            : null,
          outcome: s.outcome,
          points: s.points,
          forfeit: s.forfeit,
        })),
      })),
      byes: byes.map((b) => ({ player: person(b.userId), points: b.points })),
    };
  }

  async standings(userId: string, id: string): Promise<TournamentStandingsDto> {
    const { tournament: t } = await this.access.visible(id, userId);
    const { rows, counted } = await this.ranked(t);
    return { tournamentId: id, order: ['points', ...t.tieBreaks], countedGames: counted, rows };
  }

  async crosstable(userId: string, id: string): Promise<CrosstableDto> {
    const { tournament: t } = await this.access.visible(id, userId);
    const { rows, seats } = await this.ranked(t);
    const column = new Map(rows.map((r, i) => [r.player.id, i]));
    const byGame = new Map<string, PairedSeat[]>();
    for (const s of seats) if (s.gameId) byGame.set(s.gameId, [...(byGame.get(s.gameId) ?? []), s]);
    const out: CrosstableRowDto[] = rows.map((r) => ({
      rank: r.rank,
      player: r.player,
      points: r.points,
      cells: t.variant === '007' ? rows.map(() => []) : [],
      roles: [],
      byes: [],
    }));
    for (const s of seats) {
      if (!s.userId || !column.has(s.userId)) continue;
      const row = out[column.get(s.userId) as number];
      if (!s.gameId || !s.seat) {
        row.byes.push(s.round);
        continue;
      }
      if (t.variant === 'coalition') {
        row.roles.push({
          round: s.round,
          board: s.board ?? 0,
          gameId: s.gameId,
          seat: s.seat,
          outcome: s.outcome,
          points: s.points,
          forfeit: s.forfeit,
        });
        continue;
      }
      const other = (byGame.get(s.gameId) ?? []).find((o) => o !== s);
      if (!other?.userId || !column.has(other.userId)) continue;
      row.cells[column.get(other.userId) as number].push({
        gameId: s.gameId,
        round: s.round,
        seat: s.seat,
        mark: mark(s, other, t),
        points: s.points,
      });
    }
    return { tournamentId: id, variant: t.variant, rows: out };
  }

  /** The standings as CSV: rank, player, points, games and each tie-break, in the event's order. */
  toCsv(s: TournamentStandingsDto): string {
    const head = [
      'rank',
      'username',
      'display_name',
      'points',
      'games',
      'withdrawn',
      'wins',
      'sonneborn_berger',
      'direct_encounter',
      'rating',
    ];
    const lines = s.rows.map((r) =>
      [
        r.rank,
        r.player.username,
        r.player.displayName,
        r.points,
        r.games,
        r.withdrawn,
        r.tieBreaks.wins,
        r.tieBreaks.sonnebornBerger,
        r.tieBreaks.directEncounter ?? '',
        r.tieBreaks.rating === null ? '' : Math.round(r.tieBreaks.rating),
      ]
        .map((v) => cell(String(v)))
        .join(','),
    );
    return [head.join(','), ...lines].map((l) => `${l}\r\n`).join('');
  }

  private async ranked(t: TournamentRow) {
    const entries = await this.tournaments.allEntries(this.db.manager, t.id);
    const seats = await this.tgames.allSeats(this.db.manager, t.id);
    const rating = await this.ratings.of(
      this.db.manager,
      t.variant,
      entries.map((e) => e.userId),
    );
    const ranked = rankTournament(
      entries.map((e) => ({
        userId: e.userId,
        username: e.username,
        rating: rating.get(e.userId) ?? null,
        withdrawn: e.state === 'withdrawn',
      })),
      seats.flatMap((s) =>
        s.userId && s.outcome !== null && s.points !== null
          ? [{ userId: s.userId, gameId: s.gameId, outcome: s.outcome, points: s.points }]
          : [],
      ),
      t.tieBreaks,
    );
    const byId = new Map(entries.map((e) => [e.userId, e]));
    const counted = new Set(seats.filter((s) => s.gameId && s.outcome !== null).map((s) => s.gameId)).size;
    return {
      counted,
      seats,
      rows: ranked.map((r) => {
        const e = byId.get(r.userId)!;
        return {
          rank: r.rank,
          player: toPlayerRef({ id: e.userId, username: e.username, displayName: e.displayName, bot: e.bot }),
          points: r.points,
          games: r.games,
          withdrawn: e.state === 'withdrawn',
          tieBreaks: { ...r.tieBreaks },
        };
      }),
    };
  }
}

/** A 007 crosstable's mark: 1, ½, 0 by the rules' points, + / − for a forfeit, * while played. */
function mark(s: PairedSeat, other: PairedSeat, t: TournamentRow): string {
  if (s.outcome === null) return s.status === 'finished' || s.status === 'aborted' ? '' : '*';
  if (s.forfeit) return '−';
  if (other.forfeit) return '+';
  if (s.outcome === 'win') return '1';
  if (s.outcome === 'draw') return '½';
  if (s.outcome === 'loss') return '0';
  return String(s.points ?? t.pointsTable.loss);
}

/** A CSV cell: quoted when it must be; a leading = + - @ written as text, never run as a formula. */
function cell(v: string): string {
  const safe = /^[=+\-@]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
