import type { Game } from './api/client';

/**
 * A name as a file name's part: letters (any script) and digits kept, every other run of
 * characters one `_`, at most 40 characters — no path separators, dots or quotes survive.
 */
export function fileNamePart(name: string): string {
  const part = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
  return part || 'unknown';
}

/** A 007 game's PGN as `<white>-<black>-<date>.pgn` (the date it started, else was created, in UTC). */
export function pgnFileName(game: Pick<Game, 'seats' | 'startedAt' | 'createdAt'>): string {
  const player = (seat: string) => {
    const s = game.seats.find((x) => x.seat === seat);
    return fileNamePart(s?.player?.displayName ?? (s?.computer ? 'computer' : seat));
  };
  const date = (game.startedAt ?? game.createdAt).slice(0, 10);
  return `${player('white')}-${player('black')}-${date}.pgn`;
}
