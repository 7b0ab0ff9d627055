import type { GameRecord } from '../core/game-record';

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

/**
 * A 007 game's PGN file as `<white>-<black>-<date>.pgn`: each side by the name the
 * game shows for it ("computer" for a computer, the colour for an open seat), the day the game
 * started, else was created, in UTC.
 */
export function pgnFileName(game: Pick<GameRecord, 'seats' | 'startedAt' | 'createdAt'>): string {
  const side = (seat: string) => {
    const s = game.seats.find((x) => x.seat === seat);
    const name = s?.computer ? 'computer' : s?.userId ? (s.displayName ?? s.username) : null;
    return fileNamePart(name ?? seat);
  };
  const date = (game.startedAt ?? game.createdAt).toISOString().slice(0, 10);
  return `${side('white')}-${side('black')}-${date}.pgn`;
}

/**
 * The Content-Disposition of a download (RFC 6266): `filename` in ASCII (accents dropped, any
 * other letter `_`) for every client, and `filename*` in UTF-8 when the name is not ASCII, which
 * browsers prefer. A name from fileNamePart holds no quote or backslash to escape.
 */
export function attachment(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_');
  return ascii === fileName
    ? `attachment; filename="${fileName}"`
    : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
