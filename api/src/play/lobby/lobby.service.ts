import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import { decodePageCursor, encodePageCursor } from '../../platform/http/page-cursor';
import { preparedQuery } from '../../platform/database/prepared-query';
import type { Level } from '@entente/engine';
import type { AbandonedMode } from '../core/abandoned-option';
import { EngineAdapter } from '../core/engine.adapter';
import type { TimeControl } from '../core/time-control';
import { checkSeatHoldings } from '../core/seat-rules';
import type { LobbyEntryDto, LobbyPageDto, LobbyQuery, LobbySeatDto } from './lobby.dto';

interface LobbyRow {
  id: string;
  variant: '007' | 'coalition';
  options: Record<string, unknown>;
  time_control: TimeControl;
  status: 'open' | 'setup' | 'active';
  abandoned: AbandonedMode;
  lobby_since: Date;
  creator_id: string;
  creator_username: string;
  creator_display_name: string;
  seats: {
    seat: string;
    state: LobbySeatDto['state'];
    userId: string | null;
    username: string | null;
    displayName: string | null;
    computer: Level | null;
    offeredAt: string | null;
    offeredTo: string | null;
  }[];
}

/**
 * The lobby: games with a seat anyone may take, newest first (by when they entered the lobby),
 * keyset-paged on (listed at, id) over the partial index `games_lobby_idx`. Each item is a summary —
 * no position, no clocks — read in the same query as its seats.
 */
@Injectable()
export class LobbyService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly engine: EngineAdapter,
  ) {}

  async list(query: LobbyQuery, callerId: string): Promise<LobbyPageDto> {
    const limit = query.limit ?? 20;
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const where = ['g.lobby_since IS NOT NULL'];
    if (query.variant) where.push(`g.variant = ${param(query.variant)}`);
    if (query.cursor) {
      const [since, id] = decodeLobbyCursor(query.cursor);
      where.push(`(g.lobby_since, g.id) < (${param(since)}::timestamptz, ${param(id)}::uuid)`);
    }
    const rows = (await preparedQuery(
      this.db.manager,
      `SELECT g.id, g.variant, g.options, g.time_control, g.status, g.abandoned, g.lobby_since,
              cu.id AS creator_id, cu.username AS creator_username, cu.display_name AS creator_display_name,
              (SELECT json_agg(json_build_object('seat', s.seat, 'state', s.state, 'userId', s.user_id,
                        'username', u.username, 'displayName', u.display_name, 'computer', s.computer,
                        'offeredAt', s.offered_at, 'offeredTo', s.offered_to))
                 FROM game_seats s LEFT JOIN users u ON u.id = s.user_id WHERE s.game_id = g.id) AS seats
         FROM games g JOIN users cu ON cu.id = g.created_by
        WHERE ${where.join(' AND ')}
        ORDER BY g.lobby_since DESC, g.id DESC
        LIMIT ${param(limit + 1)}`,
      params,
    )) as LobbyRow[];
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      items: page.map((r) => toEntry(r, this.engine.seats(r.variant), callerId)),
      nextCursor: rows.length > limit && last ? encodePageCursor([last.lobby_since.toISOString(), last.id]) : null,
    };
  }
}

function toEntry(r: LobbyRow, order: readonly string[], callerId: string): LobbyEntryDto {
  const seats = [...r.seats].sort((a, b) => order.indexOf(a.seat) - order.indexOf(b.seat));
  const offered = (s: LobbyRow['seats'][number]) => r.status !== 'open' && s.offeredAt !== null && s.offeredTo === null;
  const openSeats = seats.filter((s) => (r.status === 'open' && s.state === 'open') || offered(s)).map((s) => s.seat);
  return {
    gameId: r.id,
    variant: r.variant,
    options: r.options,
    timeControl: r.time_control,
    createdBy: { id: r.creator_id, username: r.creator_username, displayName: r.creator_display_name },
    abandoned: r.abandoned,
    status: r.status,
    listedAt: r.lobby_since.toISOString(),
    seats: seats.map((s) => ({
      seat: s.seat,
      state: s.state,
      player: s.userId ? { id: s.userId, username: s.username!, displayName: s.displayName! } : null,
      computer: s.computer ?? null,
      offered: offered(s),
    })),
    openSeats,
    joinable: openSeats.filter((seat) => mayTake(r.variant, seats, seat, callerId)),
  };
}

/**
 * Whether the caller may take `seat` (from whoever holds it now, for an offered seat) beside the
 * seats they hold or are invited to (seat-rules.ts).
 */
function mayTake(variant: string, seats: LobbyRow['seats'], seat: string, callerId: string): boolean {
  if (seats.some((s) => s.seat === seat && s.userId === callerId)) return false;
  const holdings = new Map<string, string>();
  for (const s of seats) if (s.userId && s.seat !== seat) holdings.set(s.seat, s.userId);
  holdings.set(seat, callerId);
  try {
    checkSeatHoldings(variant, holdings);
    return true;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'SEAT_NOT_ALLOWED') return false;
    throw error;
  }
}

function decodeLobbyCursor(raw: string): [string, string] {
  const [since, id] = decodePageCursor(raw, ['string', 'string']) as [string, string];
  if (Number.isNaN(Date.parse(since)) || !/^[0-9a-f-]{36}$/.test(id))
    throw new DomainError('BAD_CURSOR', 'This cursor is not one the server gave out.');
  return [since, id];
}
