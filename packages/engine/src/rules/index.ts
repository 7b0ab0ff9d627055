import type { Variant, VariantId } from './core/variant';
import { chess007 } from './chess007';
import { COALITION_RULES, coalitionEdition, coalitionVariant } from './coalition';
import { findEdition, newestEdition } from './editions';

/**
 * The variant registry: the CLI, the server and the tests find a game's rules here by id and
 * talk to it only through the `Variant` interface. A variant is one line of `variants`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyVariant = Variant<any, any>;

/** Each edition of each variant's rules (editions.ts lists them with their dates), by edition id. */
const byEdition: Readonly<Record<string, AnyVariant>> = {
  '007/1': chess007,
  'coalition/1': coalitionEdition(COALITION_RULES[1]),
  'coalition/2': coalitionVariant,
};

/** Each variant under the newest edition of its rules: what a new game gets. */
export const variants: Partial<Record<VariantId, AnyVariant>> = {
  '007': byEdition[newestEdition('007').id],
  coalition: byEdition[newestEdition('coalition').id],
};

/**
 * A variant's rules: by default its newest edition (what a new game gets), else the edition a
 * game was played in. Undefined for an unknown variant, or an edition that is not the variant's.
 */
export function getVariant(id: string, edition?: string): AnyVariant | undefined {
  if (!Object.prototype.hasOwnProperty.call(variants, id)) return undefined;
  if (edition === undefined) return variants[id as VariantId];
  return findEdition(edition)?.variant === id ? byEdition[edition] : undefined;
}

/** The newest edition's id of a variant (e.g. `coalition/2`). */
export const newestEditionOf = (id: VariantId): string => newestEdition(id).id;

export function variantIds(): VariantId[] {
  return Object.keys(variants) as VariantId[];
}
