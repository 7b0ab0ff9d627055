import type { VariantId } from './core/variant';

/**
 * A numbered edition of a variant's rules (docs/rules/editions.md). A game keeps the edition it
 * began with, so a correction of the rules never changes how a game already played replays. The
 * engine holds each edition as a small switch where behaviour differs, not as a copy.
 */
export interface RulesEdition {
  /** `<variant>/<number>`, e.g. `coalition/2`. */
  readonly id: string;
  readonly variant: VariantId;
  readonly number: number;
  /** The day the edition took effect (ISO date). */
  readonly date: string;
  /** What changed from the edition before it, in one line. */
  readonly changes: { readonly en: string; readonly de: string };
}

/** Every edition, per variant oldest first (the newest of a variant is its last). */
export const EDITIONS: readonly RulesEdition[] = [
  {
    id: '007/1',
    variant: '007',
    number: 1,
    date: '2026-11-30',
    changes: {
      en: 'The rules of docs/rules/007.md as played since the server opened.',
      de: 'Die Regeln von docs/rules/007.md, wie sie seit der Eröffnung des Servers gespielt werden.',
    },
  },
  {
    id: 'coalition/1',
    variant: 'coalition',
    number: 1,
    date: '2026-11-30',
    changes: {
      en: 'The rules of docs/rules/coalition.md as played until the repetition key was completed.',
      de: 'Die Regeln von docs/rules/coalition.md, wie sie bis zur Vervollständigung des Wiederholungsschlüssels gespielt wurden.',
    },
  },
  {
    id: 'coalition/2',
    variant: 'coalition',
    number: 2,
    date: '2026-12-07',
    changes: {
      en: 'Repetition also compares whether each guard and machine gun has moved and the once-only rights still unused (fine point 15).',
      de: 'Die Wiederholung vergleicht auch, ob jeder Schütze und jedes Maschinengewehr schon gezogen hat, und die noch unbenutzten einmaligen Rechte (Feinheit 15).',
    },
  },
];

/** The editions of a variant, oldest first. */
export function editionsOf(variant: VariantId): RulesEdition[] {
  return EDITIONS.filter((e) => e.variant === variant);
}

/** The edition new games of a variant get. */
export function newestEdition(variant: VariantId): RulesEdition {
  const all = editionsOf(variant);
  return all[all.length - 1];
}

/** The edition with this id (e.g. `coalition/1`), if there is one. */
export function findEdition(id: unknown): RulesEdition | undefined {
  return typeof id === 'string' ? EDITIONS.find((e) => e.id === id) : undefined;
}
