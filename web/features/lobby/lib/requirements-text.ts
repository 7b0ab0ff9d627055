import type { Translate } from '../../../lib/i18n/translate';

/** A game's entry limits (`joinRequirements`), as the API and the invitation's payload give them. */
export interface Requirements {
  readonly minReliability?: number;
  readonly minRating?: number;
  readonly maxRating?: number;
}

/**
 * "reliability at least 80 %, rating 0 to 20": what those who join must have, naming only the
 * limits the creator set; undefined when there are none.
 */
export function requirementsText(t: Translate, r: Requirements | null | undefined): string | undefined {
  if (!r) return undefined;
  const num = (x: unknown) => (typeof x === 'number' ? String(x) : undefined);
  const [reliability, min, max] = [num(r.minReliability), num(r.minRating), num(r.maxRating)];
  const parts: string[] = [];
  if (reliability) parts.push(t('requirements.reliability', { n: reliability }));
  if (min && max) parts.push(t('requirements.ratingRange', { min, max }));
  else if (min) parts.push(t('requirements.ratingMin', { min }));
  else if (max) parts.push(t('requirements.ratingMax', { max }));
  return parts.length > 0 ? parts.join(', ') : undefined;
}
