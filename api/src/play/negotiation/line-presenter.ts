import type { StoredLine } from './channel-line.repository';
import type { MessageDto, SystemLineDto } from './dto/negotiation.dto';

/**
 * A stored line as its reader sees it: `muted` when it comes from a seat the reader muted,
 * `hiddenByBlock` when its author is someone the reader blocked.
 */
export function presentLine(
  line: StoredLine,
  mutedSeats: ReadonlySet<string> = new Set(),
  blockedAuthors: ReadonlySet<string> = new Set(),
): MessageDto {
  return {
    id: String(line.id),
    seq: line.seq,
    channel: line.channel,
    kind: line.kind,
    seat: line.seat,
    author:
      line.userId && line.username
        ? { id: line.userId, username: line.username, displayName: line.displayName ?? line.username }
        : null,
    text: line.text,
    system: (line.system as SystemLineDto | null) ?? null,
    gameVersion: line.gameVersion,
    createdAt: new Date(line.createdAt).toISOString(),
    hash: line.hash,
    prevHash: line.prevHash,
    muted: line.kind === 'message' && line.seat !== null && mutedSeats.has(line.seat),
    hiddenByBlock: line.kind === 'message' && line.userId !== null && blockedAuthors.has(line.userId),
  };
}
