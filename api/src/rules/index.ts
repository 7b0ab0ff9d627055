import type { Variant, VariantId } from './core/variant';
import { chess007 } from './chess007';
import { coalitionVariant } from './coalition';

/**
 * The variant registry: the CLI, the server and the tests find a game's rules here by id and
 * talk to it only through the `Variant` interface. Registering a variant is one line below.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyVariant = Variant<any, any>;

export const variants: Partial<Record<VariantId, AnyVariant>> = {
  '007': chess007,
  coalition: coalitionVariant,
};

export function registerVariant(variant: AnyVariant): void {
  variants[variant.id] = variant;
}

export function getVariant(id: string): AnyVariant | undefined {
  return Object.prototype.hasOwnProperty.call(variants, id) ? variants[id as VariantId] : undefined;
}

export function variantIds(): VariantId[] {
  return Object.keys(variants) as VariantId[];
}

/*
 * The rules engine's public entry: what code outside the engine (the dashboard, which runs the same
 * rules in the browser) may use. Everything here is pure TypeScript without framework or Node imports.
 */
export { isAction, type Action } from './core/action';
export type { GameView, PlayingOrderEntry } from './core/view';
export { DEFAULT_ARRAY, GEOMETRY, SETUP_AREAS } from './coalition/layout';
export { PIECE_NAMES, SEAT_NAMES } from './coalition/pieces';
