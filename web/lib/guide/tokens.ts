/**
 * The placeholders of the players' guides (web/lib/guide): `{piece:tank}` (a piece, drawn with the
 * board's glyph and named in the reader's language), `{option:detente}` or `{option:order=YGBR}`
 * (a game option, or one of its values, in words), `{seat:yellow}` (a party's colour and name, for
 * a table's narrow column) and `{figure:start}` / `{figure:areas}` (a board
 * diagram, on a line of its own).
 */
export type GuideToken =
  | { kind: 'piece'; piece: string }
  | { kind: 'seat'; seat: string }
  | { kind: 'option'; option: string; value?: string }
  | { kind: 'figure'; figure: string };

export const TOKEN_PATTERN = /\{(piece|seat|option|figure):([A-Za-z0-9_-]+)(?:=([A-Za-z0-9_-]+))?\}/g;

export function parseToken(text: string): GuideToken | null {
  const m = new RegExp(`^${TOKEN_PATTERN.source}$`).exec(text);
  if (!m) return null;
  const [, kind, name, value] = m;
  if (kind === 'piece') return { kind, piece: name };
  if (kind === 'seat') return { kind, seat: name };
  if (kind === 'figure') return { kind, figure: name };
  return value === undefined ? { kind: 'option', option: name } : { kind: 'option', option: name, value };
}

/** Every placeholder of a guide text, in order. */
export function tokensOf(text: string): GuideToken[] {
  return [...text.matchAll(TOKEN_PATTERN)].map((m) => parseToken(m[0])!);
}
