/**
 * A move as a player types it, read against the moves legal now: standard algebraic notation
 * (`Nf3`, `exd5`, `O-O`, `e8=Q+`) when the variant has it, or coordinates (`g1f3`, `g1-f3`,
 * `d9d10=T`). Check and annotation marks are ignored, `0-0` is castling, and a capture may be
 * typed without its `x`. The answer is the legal move in coordinate form, or null.
 */
export function readTypedMove(
  text: string,
  legalMoves: readonly string[],
  sans: ReadonlyMap<string, string> = new Map(),
): string | null {
  const raw = text.trim().replace(/\s+/g, '');
  if (!raw) return null;
  const coordinates = /^([a-jA-J](?:10|[1-9]))[-x:]?([a-jA-J](?:10|[1-9]))(?:=?([a-zA-Z]))?$/.exec(raw);
  if (coordinates) {
    const [, from, to, promotion] = coordinates;
    const move = `${from.toLowerCase()}${to.toLowerCase()}${promotion ? `=${promotion.toUpperCase()}` : ''}`;
    if (legalMoves.includes(move)) return move;
  }
  const wanted = sanKey(raw);
  const matches = legalMoves.filter((m) => {
    const san = sans.get(m);
    return san !== undefined && (sanKey(san) === wanted || sanKey(san).replace('x', '') === wanted);
  });
  return matches.length === 1 ? matches[0] : null;
}

/** SAN without what a reader may leave out or write differently: check marks, annotations, `0` for `O`. */
function sanKey(san: string): string {
  return san
    .replace(/[+#!?]+$/g, '')
    .replace(/0/g, 'O')
    .replace(/=/g, '');
}
