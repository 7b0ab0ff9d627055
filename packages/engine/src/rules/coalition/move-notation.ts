import { GEOMETRY } from './layout';
import { moveFrom, movePromotion, moveTo } from './move-generation';
import { MACHINE_GUN, PIECE_LETTERS } from './pieces';

/** Coordinate form of §10: `<from><to>[=<letter>]`; a machine gun staying one has no suffix (§11.1). */
export function formatMove(m: number): string {
  const promotion = movePromotion(m);
  return (
    GEOMETRY.makeSquare(moveFrom(m)) +
    GEOMETRY.makeSquare(moveTo(m)) +
    (promotion >= 0 ? '=' + PIECE_LETTERS[promotion] : '')
  );
}

export interface ParsedMove {
  readonly from: number;
  readonly to: number;
  /** Promotion type, -1 for none; `=M` is kept as MACHINE_GUN and matched leniently. */
  readonly promotion: number;
}

export function parseMove(text: string): ParsedMove | undefined {
  const match = /^([a-j](?:10|[1-9]))([a-j](?:10|[1-9]))(?:=([A-Z]))?$/.exec(text);
  if (!match) return undefined;
  const promotion = match[3] === undefined ? -1 : PIECE_LETTERS.indexOf(match[3]);
  if (match[3] !== undefined && promotion <= 0) return undefined;
  return { from: GEOMETRY.parseSquare(match[1])!, to: GEOMETRY.parseSquare(match[2])!, promotion };
}

/** Finds the legal move meant by a parsed one; `=M` on input means "stays a machine gun". */
export function matchMove(legal: readonly number[], wanted: ParsedMove, isMachineGun: boolean): number | undefined {
  const promotion = wanted.promotion === MACHINE_GUN && isMachineGun ? -1 : wanted.promotion;
  return legal.find((m) => moveFrom(m) === wanted.from && moveTo(m) === wanted.to && movePromotion(m) === promotion);
}
