import type { Variant, VariantId } from './core/variant';
import { chess007 } from './chess007';
import { coalitionVariant } from './coalition';

/**
 * The variant registry: the CLI, the server and the tests find a game's rules here by id and
 * talk to it only through the `Variant` interface. A variant is one line of `variants`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyVariant = Variant<any, any>;

export const variants: Partial<Record<VariantId, AnyVariant>> = {
  '007': chess007,
  coalition: coalitionVariant,
};

export function getVariant(id: string): AnyVariant | undefined {
  return Object.prototype.hasOwnProperty.call(variants, id) ? variants[id as VariantId] : undefined;
}

export function variantIds(): VariantId[] {
  return Object.keys(variants) as VariantId[];
}
