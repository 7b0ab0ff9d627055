import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import { BlockRepository } from '../../identity/blocks/block.repository';
import { decodePageCursor, encodePageCursor } from '../../platform/http/page-cursor';
import { EngineAdapter } from '../core/engine.adapter';
import { checkSeatHoldings } from '../core/seat-rules';
import { analysisFromColumn } from '../core/analysis-option';
import type { LobbyEntryDto, LobbyPageDto, LobbyQuery } from './lobby.dto';
import { LobbyRepository, type LobbyRow } from './lobby.repository';
import { REPUTATION_READER, type Reputation, type ReputationReader } from '../reputation/reputation';
import { seatReputation } from '../reputation/reputation.dto';

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
    private readonly lobby: LobbyRepository,
    @Inject(REPUTATION_READER) private readonly reputations: ReputationReader,
    private readonly blocks: BlockRepository,
  ) {}

  async list(query: LobbyQuery, callerId: string): Promise<LobbyPageDto> {
    const limit = query.limit ?? 20;
    const after = query.cursor ? decodeLobbyCursor(query.cursor) : null;
    const rows = await this.lobby.page(this.db.manager, { variant: query.variant, after }, limit + 1);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    // A table where someone blocked me is not shown to me (a page may hold fewer items for it).
    const seated = [...new Set(page.flatMap((r) => r.seats.flatMap((s) => (s.userId ? [s.userId] : []))))];
    const [blockers, blocked] = await Promise.all([
      this.blocks.blockersOf(this.db.manager, callerId, seated),
      this.blocks.blockedBy(this.db.manager, callerId, seated),
    ]);
    const hasAny = (r: LobbyRow, who: ReadonlySet<string>) =>
      r.seats.some((s) => s.userId !== null && who.has(s.userId));
    const shown = page.filter((r) => !hasAny(r, blockers));
    // The seated players' reputations, per variant, in one read each (by primary key).
    const reputations = new Map<string, Map<string, Reputation>>();
    for (const variant of ['007', 'coalition'] as const) {
      const ids = shown
        .filter((r) => r.variant === variant)
        .flatMap((r) => r.seats.flatMap((s) => (s.userId ? [s.userId] : [])));
      reputations.set(variant, await this.reputations.of(this.db.manager, ids, variant));
    }
    return {
      items: shown.map((r) => ({
        ...toEntry(r, this.engine.seats(r.variant), callerId, reputations.get(r.variant)!),
        withBlocked: hasAny(r, blocked),
      })),
      nextCursor: rows.length > limit && last ? encodePageCursor([last.lobby_since.toISOString(), last.id]) : null,
    };
  }
}

function toEntry(
  r: LobbyRow,
  order: readonly string[],
  callerId: string,
  reputations: Map<string, Reputation>,
): Omit<LobbyEntryDto, 'withBlocked'> {
  const seats = [...r.seats].sort((a, b) => order.indexOf(a.seat) - order.indexOf(b.seat));
  const offered = (s: LobbyRow['seats'][number]) => r.status !== 'open' && s.offeredAt !== null && s.offeredTo === null;
  const openSeats = seats.filter((s) => (r.status === 'open' && s.state === 'open') || offered(s)).map((s) => s.seat);
  return {
    gameId: r.id,
    variant: r.variant,
    rulesEdition: r.rules_edition,
    options: r.options,
    timeControl: r.time_control,
    createdBy: {
      id: r.creator_id,
      username: r.creator_username,
      displayName: r.creator_display_name,
      // A bot is marked as wherever a game shows its players (PublicUserDto.bot).
      ...(r.creator_bot ? { bot: true as const } : {}),
    },
    abandoned: r.abandoned,
    rated: r.rated,
    press: r.press,
    pressReveal: r.press_reveal,
    // A lobby game is open: none of a ladder's or a tournament's (those are seated when made).
    analysis: analysisFromColumn(r.analysis, { rated: r.rated, ladder: false, tournament: false }),
    joinRequirements: r.join_requirements,
    status: r.status,
    listedAt: r.lobby_since.toISOString(),
    seats: seats.map((s) => ({
      seat: s.seat,
      state: s.state,
      player: s.userId
        ? { id: s.userId, username: s.username!, displayName: s.displayName!, ...(s.bot ? { bot: true as const } : {}) }
        : null,
      computer: s.computer ?? null,
      offered: offered(s),
      reputation:
        s.userId && !s.computer && reputations.has(s.userId)
          ? seatReputation(reputations.get(s.userId)!, r.variant, s.seat)
          : null,
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
