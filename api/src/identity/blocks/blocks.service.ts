import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../../platform/errors/domain-error';
import { decodePageCursor, encodePageCursor } from '../../platform/http/page-cursor';
import { UsersService } from '../users/users.service';
import { BlockRepository, type BlockRow } from './block.repository';
import type { BlockDto, BlockPageDto } from './dto/block.dto';

/** How many people one account may block: plenty for a person, a bound for a script. */
export const MAX_BLOCKS = 1000;

/**
 * The caller's blocks: add, remove, list. Private: nothing here tells the blocked person, and no
 * other route answers differently for a block than for a person who is merely unavailable
 * (Reachability, PLAYER_UNAVAILABLE).
 */
@Injectable()
export class BlocksService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly blocks: BlockRepository,
  ) {}

  async block(userId: string, username: string): Promise<BlockDto> {
    const target = await this.users.byUsername(username);
    if (target.id === userId) throw new DomainError('CANNOT_BLOCK_YOURSELF', 'You cannot block yourself.');
    const since = await this.db.transaction(async (m) => {
      await this.blocks.lockOwn(m, userId);
      if (!(await this.blocks.blockedBy(m, userId, [target.id])).has(target.id)) {
        if ((await this.blocks.count(m, userId)) >= MAX_BLOCKS)
          throw new DomainError('BLOCK_LIMIT', `At most ${MAX_BLOCKS} people can be blocked at once.`);
      }
      return this.blocks.block(m, userId, target.id);
    });
    return toDto({ userId: target.id, username: target.username, displayName: target.displayName, createdAt: since });
  }

  /** Unblocks; unblocking someone not blocked changes nothing. */
  async unblock(userId: string, username: string): Promise<void> {
    const target = await this.users.byUsername(username);
    await this.blocks.unblock(this.db.manager, userId, target.id);
  }

  async list(userId: string, limit: number, cursor?: string): Promise<BlockPageDto> {
    const after = cursor ? decodeBlockCursor(cursor) : null;
    const rows = await this.blocks.page(this.db.manager, userId, after, limit + 1);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      items: page.map(toDto),
      nextCursor:
        rows.length > limit && last ? encodePageCursor([new Date(last.createdAt).toISOString(), last.userId]) : null,
    };
  }
}

function toDto(r: BlockRow): BlockDto {
  return {
    user: { id: r.userId, username: r.username, displayName: r.displayName },
    since: new Date(r.createdAt).toISOString(),
  };
}

function decodeBlockCursor(raw: string): [string, string] {
  const [since, id] = decodePageCursor(raw, ['string', 'string']) as [string, string];
  if (Number.isNaN(Date.parse(since)) || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id))
    throw new DomainError('BAD_CURSOR', 'This cursor is not one the server gave out.');
  return [since, id];
}
